#pragma once
// Stratego notation (RULES.md ST-10): squares, moves, board strings,
// position strings and setup strings, in and out. Readers say what is wrong
// and at which column (0-based in error::position). Gravon game records are
// in gravon.hpp.

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "../core/playable.hpp"
#include "../core/result.hpp"
#include "checked.hpp"
#include "moves.hpp"

namespace arbiter::stratego {

// ------------------------------------------------------------------ letters

// ST-10.3: the Strados2 letter of a piece: Red B..M, Blue N..Y; lower case
// when revealed (ST-10.5). Observation pieces of unknown rank print as '?'
// (Red) and '!' (Blue), which no reader accepts.
[[nodiscard]] constexpr char piece_letter(piece pc) noexcept {
    if (pc.empty()) return 'A';
    if (pc.is_unknown()) return pc.owner() == red ? '?' : '!';
    const char c = static_cast<char>('B' + static_cast<int>(pc.type()) + (pc.owner() == blue ? 12 : 0));
    return pc.revealed() ? static_cast<char>(c - 'A' + 'a') : c;
}

// ST-10.7: the Red letter of a kind ('A' for no piece).
[[nodiscard]] constexpr char kind_letter(kind k) noexcept { return static_cast<char>('B' + static_cast<int>(k)); }

// The kind of a Strados2 letter of either colour and case, or -1.
[[nodiscard]] constexpr int kind_of_letter(char c) noexcept {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (c >= 'B' && c <= 'M') return c - 'B';
    if (c >= 'N' && c <= 'Y') return c - 'N';
    return -1;
}

namespace detail {

// A character as an error message shows it: 'x', or its code when it would
// not print.
[[nodiscard]] inline std::string describe_char(char c) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x21 && u < 0x7f) return "'" + std::string(1, c) + "'";
    if (c == ' ') return "a space";
    return "the character with code " + std::to_string(static_cast<unsigned>(u));
}

[[nodiscard]] constexpr bool is_ascii_digit(char c) noexcept { return c >= '0' && c <= '9'; }

}  // namespace detail

// ------------------------------------------------------------------ squares

// ST-10.1: a1..j10, either case, `k` for the tenth column. Reads a square at
// the start of `text`; `used` is set to the characters read, and `column`
// is where `text` starts in the caller's input (for error positions).
[[nodiscard]] inline result<int> parse_square_prefix(std::string_view text, std::size_t& used,
                                                    std::size_t column = 0) {
    if (text.empty()) return make_error("expected a square such as e4, found the end of the text", column);
    char c = text[0];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (c == 'k') c = 'j';  // ST-10.1: k also names the tenth column
    if (c < 'a' || c > 'j')
        return make_error("expected a column a-j (or k), got " + detail::describe_char(text[0]), column);
    std::size_t i = 1;
    int row = 0;
    while (i < text.size() && detail::is_ascii_digit(text[i])) {
        if (row < 1000) row = row * 10 + (text[i] - '0');  // capped: only "off the board" matters beyond 10
        ++i;
    }
    if (i == 1) {
        const std::string got = text.size() > 1 ? detail::describe_char(text[1]) : "the end of the text";
        return make_error("expected a row 1-10 after the column, got " + got, column + 1);
    }
    // A leading zero would make two spellings of one square ("e04").
    if (text[1] == '0' && i > 2) return make_error("a row is written without a leading 0", column + 1);
    if (row < 1 || row > 10)
        return make_error("row " + std::string(text.substr(1, i - 1 < 6 ? i - 1 : 6)) + (i - 1 > 6 ? "..." : "") +
                              " is off the board (rows 1-10)",
                          column + 1);
    used = i;
    return (row - 1) * 10 + (c - 'a');
}

[[nodiscard]] inline result<int> parse_square(std::string_view text) {
    std::size_t used = 0;
    auto sq = parse_square_prefix(text, used);
    if (sq && used != text.size())
        return make_error("unexpected " + detail::describe_char(text[used]) + " after the square " + square_name(*sq),
                          used);
    return sq;
}

// ------------------------------------------------------------------ moves

// ST-10.2: "e4-e5", "e4xe5" for an attack in `s`, "Ma1" a setup placement
// ("Aa1" leaves the square empty), "*Hc3" a rescue, "*-" declining it.
template <rules_policy R>
[[nodiscard]] std::string to_string(const move& m, const state<R>& s) {
    if (m.is_decline()) return "*-";
    if (m.is_rescue()) return "*" + std::string(1, kind_letter(m.piece_kind())) + square_name(m.to);
    if (m.is_placement())
        return std::string(1, m.places_nothing() ? 'A' : kind_letter(m.piece_kind())) + square_name(m.to);
    const bool attack = m.to < board_size && !s.at(m.to).empty() && s.at(m.from).belongs_to(s.to_move()) &&
                        !s.at(m.to).belongs_to(s.to_move());
    return square_name(m.from) + (attack ? "x" : "-") + square_name(m.to);
}

// A move without its position: a step is always written with '-'.
[[nodiscard]] inline std::string to_string(const move& m) { return to_string(m, state<classic_rules>{}); }

// Reads any spelling to_string writes; the separator of a step may be '-'
// or 'x' (either case) whatever the position (ST-10.2). Piece letters are
// upper case, Red's or Blue's (ST-10.7). Checks form, not legality.
[[nodiscard]] inline result<move> parse_move(std::string_view text) {
    if (text.empty()) return make_error("expected a move such as e4-e5, found an empty text", 0);
    std::size_t used = 0;
    auto letter_kind = [](char c) { return c >= 'A' && c <= 'Z' ? kind_of_letter(c) : -1; };
    if (text[0] == '*') {  // a rescue, ST-9.12
        if (text.size() == 1) return make_error("expected a rescue such as *Hc3, or *- to decline", 1);
        if (text[1] == '-') {
            if (text.size() > 2) return make_error("unexpected text after *-", 2);
            return move::decline_rescue();
        }
        const int k = letter_kind(text[1]);
        if (k < 0) return make_error(detail::describe_char(text[1]) + " is not an upper-case piece letter (ST-10.3)", 1);
        if (k == static_cast<int>(kind::flag)) return make_error("a Flag is never rescued (ST-9.12)", 1);
        auto sq = parse_square_prefix(text.substr(2), used, 2);
        if (!sq) return sq.error();
        if (2 + used != text.size()) return make_error("unexpected text after the rescue", 2 + used);
        return move::rescue(static_cast<kind>(k), *sq);
    }
    // A placement is a letter and a square ("Ma1"); a step starts with a
    // square, whose second character is a digit.
    if (text.size() > 1 && !detail::is_ascii_digit(text[1])) {
        const char first = text[0];
        const int k = first == 'A' ? -1 : letter_kind(first);
        if (first != 'A' && k < 0)
            return make_error("expected a move such as e4-e5 or a placement such as Ma1; " +
                                  detail::describe_char(first) + " is not an upper-case piece letter (ST-10.3)",
                              0);
        auto sq = parse_square_prefix(text.substr(1), used, 1);
        if (!sq) return sq.error();
        if (1 + used != text.size()) return make_error("unexpected text after the placement", 1 + used);
        return k < 0 ? move::place_nothing(*sq) : move::place(static_cast<kind>(k), *sq);
    }
    auto from = parse_square_prefix(text, used, 0);
    if (!from) return from.error();
    std::size_t i = used;
    if (i >= text.size()) return make_error("expected '-' or 'x' after the square, found the end of the text", i);
    if (text[i] != '-' && text[i] != 'x' && text[i] != 'X')
        return make_error("expected '-' or 'x' between the squares, got " + detail::describe_char(text[i]), i);
    ++i;
    auto to = parse_square_prefix(text.substr(i), used, i);
    if (!to) return to.error();
    if (i + used != text.size()) return make_error("unexpected text after the move", i + used);
    return move::step(*from, *to);
}

// ------------------------------------------------------------------ boards

// ST-10.4, ST-10.5: the 100-character board string; revealed pieces in
// lower case.
template <rules_policy R>
[[nodiscard]] std::string to_board_string(const state<R>& s) {
    std::string out(board_size, 'A');
    for (int sq = 0; sq < board_size; ++sq)
        out[static_cast<std::size_t>(sq)] = is_lake(sq) ? '_' : piece_letter(s.at(sq));
    return out;
}

namespace detail {

// ST-10.4, ST-3.6: reads a board string into s (whose board is empty): lakes
// in place, known letters, and no more pieces of a kind than the army has
// (the classic army under free setup, ST-9.10).
template <rules_policy R>
[[nodiscard]] inline result<bool> read_board(std::string_view text, state<R>& s) {
    if (text.size() != board_size)
        return make_error("a board string has 100 characters, this one has " + std::to_string(text.size()) +
                              " (ST-10.4)",
                          text.size() < board_size ? text.size() : board_size);
    typename state<R>::edit e{s};
    std::array<std::array<int, num_kinds>, 2> count{};
    for (int sq = 0; sq < board_size; ++sq) {
        const char c = text[static_cast<std::size_t>(sq)];
        const auto col = static_cast<std::size_t>(sq);
        if (is_lake(sq)) {
            if (c != '_')
                return make_error(square_name(sq) + " is a lake and must be '_', got " + describe_char(c) +
                                      " (ST-1.4, ST-10.4)",
                                  col);
            continue;
        }
        if (c == '_') return make_error("'_' on " + square_name(sq) + ", which is not a lake (ST-10.4)", col);
        if (c == 'A') continue;
        if (c == 'a') return make_error("'a' is not a letter: an empty square is 'A' (ST-10.5)", col);
        const int k = kind_of_letter(c);
        if (k < 0)
            return make_error(describe_char(c) + " on " + square_name(sq) + " is not a Strados2 letter (ST-10.3)", col);
        const char upper = c >= 'a' ? static_cast<char>(c - 'a' + 'A') : c;
        const player_id owner = upper >= 'N' ? blue : red;
        piece pc{static_cast<kind>(k), owner};
        if (c >= 'a') pc.reveal();  // ST-10.5
        e.at(sq) = pc;
        constexpr army_counts cap = board_cap<R>;
        const auto kk = static_cast<std::size_t>(k);
        if (++count[static_cast<std::size_t>(owner)][kk] > cap[kk])
            return make_error("a " + kind_name(static_cast<kind>(k)) + " for " + player_name(owner) + " on " +
                                  square_name(sq) + " is one more than the army's " + std::to_string(cap[kk]) +
                                  " (ST-3.6, ST-9.9)",
                              col);
    }
    return true;
}

// ST-3.5, ST-9.10: whether the pieces of s are both sides' setups under R,
// or why not. Under zone setup each side's pieces fill exactly its
// army on its own zone; under free setup the board check already suffices.
template <rules_policy R>
[[nodiscard]] inline result<bool> check_setup_position(const state<R>& s) {
    for (int sq = 0; sq < board_size; ++sq) {
        const piece pc = s.at(sq);
        if (pc.empty()) continue;
        if (pc.revealed())
            return make_error("the piece on " + square_name(sq) + " is revealed; a setup reveals nothing (ST-3.3)",
                              static_cast<std::size_t>(sq));
        if (R::setup == setup_rule::zone && !in_setup_zone(pc.owner(), sq))
            return make_error(square_name(sq) + " is outside " + player_name(pc.owner()) + "'s setup zone (ST-1.6, ST-3.1)",
                              static_cast<std::size_t>(sq));
    }
    if constexpr (R::setup == setup_rule::zone) {
        for (player_id p : {red, blue}) {
            arrangement a;
            for (int k = 0; k < 40; ++k) {
                const piece pc = s.at(setup_square(p, k));
                a.cells[static_cast<std::size_t>(k)] =
                    pc.empty() ? arrangement::none : static_cast<std::uint8_t>(pc.type());
            }
            if (auto why = arrangement_error<R>(a); !why.empty()) return make_error(player_name(p) + "'s setup: " + why);
        }
    }
    return true;
}

}  // namespace detail

// ST-10.4, ST-3.6: a board string alone, `to_move` to play, with no history
// (moved marks, two-square runs and chase state start empty). With
// `check_setup`, the pieces must also be both sides' setups of R (ST-3.5,
// ST-9.10). The game may already be over (ST-8.2, ST-12.12).
template <rules_policy R = classic_rules>
[[nodiscard]] result<state<R>> parse_board(std::string_view text, player_id to_move = red, bool check_setup = false) {
    state<R> s;
    if (auto board = detail::read_board(text, s); !board) return board.error();
    if (check_setup)
        if (auto ok = detail::check_setup_position(s); !ok) return ok.error();
    detail::begin_turn(s, to_move);
    return require_playable(std::move(s), 0);  // what a reader accepts, play continues from
}

// ST-10.5: "<board string> <r|b>".
template <rules_policy R = classic_rules>
[[nodiscard]] result<state<R>> parse_position(std::string_view text, bool check_setup = false) {
    constexpr std::size_t length = board_size + 2;
    const std::size_t space = text.find(' ');
    if (space == std::string_view::npos)
        return make_error("a position string is a 100-character board string, a space and r or b; this one has " +
                              std::to_string(text.size()) + " characters and no space (ST-10.5)",
                          text.size() < board_size ? text.size() : board_size);
    if (space != board_size)
        return make_error("the board string before the space has " + std::to_string(space) +
                              " characters, not 100 (ST-10.4, ST-10.5)",
                          space);
    if (text.size() != length)
        return make_error("a position string has 102 characters, this one has " + std::to_string(text.size()) +
                              ": expected r or b alone after the space (ST-10.5)",
                          text.size() < length ? text.size() : length);
    const char side = text[board_size + 1];
    if (side != 'r' && side != 'b')
        return make_error("the side to move is r or b, got " + detail::describe_char(side) + " (ST-10.5)",
                          board_size + 1);
    return parse_board<R>(text.substr(0, board_size), side == 'r' ? red : blue, check_setup);
}

template <rules_policy R>
[[nodiscard]] std::string to_position_string(const state<R>& s) {
    return to_board_string(s) + (s.to_move() == red ? " r" : " b");
}

// ------------------------------------------------------------------ setups

// ST-10.6, ST-10.7: a 40-character setup string in upper-case Red letters
// ('A' empty; Blue letters accepted). Checks letters, not the army
// (arrangement_error does that).
[[nodiscard]] inline result<arrangement> parse_setup(std::string_view text) {
    if (text.size() != 40)
        return make_error("a setup string has 40 characters, this one has " + std::to_string(text.size()) +
                              " (ST-10.6)",
                          text.size() < 40 ? text.size() : 40);
    arrangement a;
    for (std::size_t i = 0; i < 40; ++i) {
        const char c = text[i];
        const int k = c == 'A' || c < 'A' || c > 'Z' ? -1 : kind_of_letter(c);
        if (c != 'A' && k < 0)
            return make_error(detail::describe_char(c) + " is not a setup letter: A, or B-M (N-Y) in upper case (ST-10.7)",
                              i);
        a.cells[i] = k < 0 ? arrangement::none : static_cast<std::uint8_t>(k);
    }
    return a;
}

[[nodiscard]] inline std::string to_setup_string(const arrangement& a) {
    std::string out(40, 'A');
    for (std::size_t i = 0; i < 40; ++i) {
        const auto cell = a.cells[i];
        if (cell != arrangement::none) out[i] = cell < num_kinds ? kind_letter(static_cast<kind>(cell)) : '?';
    }
    return out;
}

// Player p's arrangement as it stands in s (ST-10.6).
template <rules_policy R>
[[nodiscard]] constexpr arrangement arrangement_of(const state<R>& s, player_id p) noexcept {
    arrangement a;
    for (int k = 0; k < 40; ++k) {
        const piece pc = s.at(setup_square(p, k));
        a.cells[static_cast<std::size_t>(k)] =
            pc.belongs_to(p) && !pc.is_unknown() ? static_cast<std::uint8_t>(pc.type()) : arrangement::none;
    }
    return a;
}

// ST-10.6, ST-10.7: the board string of the two arrangements before the
// first move: Red's cell k on square k, Blue's on 99 - k in Blue letters.
[[nodiscard]] inline std::string to_board_string(const arrangement& red_setup, const arrangement& blue_setup) {
    std::string out(board_size, 'A');
    for (int sq = 0; sq < board_size; ++sq)
        if (is_lake(sq)) out[static_cast<std::size_t>(sq)] = '_';
    for (player_id p : {red, blue}) {
        const arrangement& a = p == red ? red_setup : blue_setup;
        for (int k = 0; k < 40; ++k) {
            const auto cell = a.cells[static_cast<std::size_t>(k)];
            if (cell == arrangement::none) continue;
            out[static_cast<std::size_t>(setup_square(p, k))] =
                cell < num_kinds ? piece_letter(piece{static_cast<kind>(cell), p}) : '?';
        }
    }
    return out;
}

// The same from two setup strings; an error names the side, and its
// position is the column in that side's string.
[[nodiscard]] inline result<std::string> board_string_from_setups(std::string_view red_setup,
                                                                  std::string_view blue_setup) {
    auto r = parse_setup(red_setup);
    if (!r) return make_error("Red's setup string: " + r.error().message, r.error().position);
    auto b = parse_setup(blue_setup);
    if (!b) return make_error("Blue's setup string: " + b.error().message, b.error().position);
    return to_board_string(*r, *b);
}

}  // namespace arbiter::stratego
