#pragma once
// Stratego notation (RULES.md ST-10): squares, moves, board strings,
// position strings and setup strings, in and out. Readers say what is wrong
// and at which column. Gravon game records are in gravon.hpp.

#include <string>
#include <string_view>

#include "../core/result.hpp"
#include "checked.hpp"
#include "moves.hpp"

namespace arbiter::stratego {

// ------------------------------------------------------------------ letters

// ST-10.3: the Strados2 letter of a piece: Red B..M, Blue N..Y; lower case
// when revealed (ST-10.5).
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

// ------------------------------------------------------------------ squares

// ST-10.1: a1..j10, either case, `k` for the tenth column. Reads a square at
// the start of `text`; `used` is set to the characters read.
[[nodiscard]] inline result<int> parse_square_prefix(std::string_view text, std::size_t& used,
                                                    std::size_t column = 0) {
    if (text.empty()) return make_error("expected a square such as e4", column);
    char c = text[0];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (c == 'k') c = 'j';
    if (c < 'a' || c > 'j') return make_error("expected a column a-j, got '" + std::string(1, text[0]) + "'", column);
    std::size_t i = 1;
    int row = 0;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i < 3) row = row * 10 + (text[i++] - '0');
    if (i == 1) return make_error("expected a row 1-10 after the column", column + 1);
    if (row < 1 || row > 10) return make_error("row " + std::to_string(row) + " is off the board (1-10)", column + 1);
    used = i;
    return (row - 1) * 10 + (c - 'a');
}

[[nodiscard]] inline result<int> parse_square(std::string_view text) {
    std::size_t used = 0;
    auto sq = parse_square_prefix(text, used);
    if (sq && used != text.size()) return make_error("unexpected text after the square", used);
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

// A move without its position: always written with '-'.
[[nodiscard]] inline std::string to_string(const move& m) {
    return to_string(m, state<classic_rules>{});
}

// Reads any spelling to_string writes; the separator of a step may be '-'
// or 'x' whatever the position (ST-10.2). Checks form, not legality.
[[nodiscard]] inline result<move> parse_move(std::string_view text) {
    if (text.empty()) return make_error("expected a move such as e4-e5", 0);
    std::size_t used = 0;
    if (text[0] == '*') {
        if (text == "*-") return move::decline_rescue();
        if (text.size() < 2) return make_error("expected a rescue such as *Hc3 or *-", 1);
        const int k = kind_of_letter(text[1]);
        if (k < 0 || k == static_cast<int>(kind::flag))
            return make_error("'" + std::string(1, text[1]) + "' is not a kind that can be rescued", 1);
        auto sq = parse_square_prefix(text.substr(2), used, 2);
        if (!sq) return sq.error();
        if (2 + used != text.size()) return make_error("unexpected text after the rescue", 2 + used);
        return move::rescue(static_cast<kind>(k), *sq);
    }
    // A placement is a letter and a square ("Ma1"); a step starts with a square.
    if (text.size() > 1 && (text[1] < '0' || text[1] > '9')) {
        const char first = text[0];
        const int k = first == 'A' ? -1 : kind_of_letter(first);
        if ((first != 'A' && k < 0) || first >= 'a')
            return make_error("'" + std::string(1, first) + "' is not a piece letter (ST-10.3)", 0);
        auto sq = parse_square_prefix(text.substr(1), used, 1);
        if (!sq) return sq.error();
        if (1 + used != text.size()) return make_error("unexpected text after the placement", 1 + used);
        return k < 0 ? move::place_nothing(*sq) : move::place(static_cast<kind>(k), *sq);
    }
    auto from = parse_square_prefix(text, used, 0);
    if (!from) return from.error();
    std::size_t i = used;
    if (i >= text.size() || (text[i] != '-' && text[i] != 'x' && text[i] != 'X'))
        return make_error("expected '-' or 'x' between the squares", i);
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

// ST-10.4, ST-3.6: reads a board string into s (whose board is empty).
template <rules_policy R>
[[nodiscard]] inline result<bool> read_board(std::string_view text, state<R>& s) {
    if (text.size() != board_size)
        return make_error("a board string has 100 characters, this one " + std::to_string(text.size()),
                          text.size() < board_size ? text.size() : board_size);
    typename state<R>::edit e{s};
    std::array<std::array<int, num_kinds>, 2> count{};
    for (int sq = 0; sq < board_size; ++sq) {
        const char c = text[static_cast<std::size_t>(sq)];
        const auto col = static_cast<std::size_t>(sq);
        if (is_lake(sq)) {
            if (c != '_') return make_error(square_name(sq) + " is a lake and must be '_' (ST-10.4)", col);
            continue;
        }
        if (c == '_') return make_error("'_' on " + square_name(sq) + ", which is not a lake (ST-10.4)", col);
        if (c == 'A') continue;
        const int k = kind_of_letter(c);
        if (k < 0 || c == 'a') return make_error("'" + std::string(1, c) + "' is not a Strados2 letter (ST-10.3)", col);
        const char upper = c >= 'a' ? static_cast<char>(c - 'a' + 'A') : c;
        const player_id owner = upper >= 'N' ? blue : red;
        piece pc{static_cast<kind>(k), owner};
        if (c >= 'a') pc.reveal();
        e.at(sq) = pc;
        constexpr army_counts cap = R::setup == setup_rule::free ? armies::classic : R::army;
        if (++count[static_cast<std::size_t>(owner)][static_cast<std::size_t>(k)] > cap[static_cast<std::size_t>(k)])
            return make_error("more " + kind_name(static_cast<kind>(k)) + "s for " + player_name(owner) +
                                  " than the army has (ST-3.6)",
                              col);
    }
    return true;
}

}  // namespace detail

// ST-10.5: "<board string> <r|b>": a game in progress with no history
// (moved marks, two-square runs and chase state start empty). With
// `check_setup`, each side must also be a full setup of R (ST-3.5).
template <rules_policy R = classic_rules>
[[nodiscard]] result<state<R>> parse_position(std::string_view text, bool check_setup = false) {
    state<R> s;
    auto board = detail::read_board(text.substr(0, text.size() < board_size ? text.size() : board_size), s);
    if (!board) {
        if (text.size() < board_size || text.find(' ') < board_size)
            return make_error("a position is a 100-character board string, a space and r or b (ST-10.5)",
                              std::min(text.find(' '), text.size()));
        return board.error();
    }
    if (text.size() != board_size + 2 || text[board_size] != ' ' ||
        (text[board_size + 1] != 'r' && text[board_size + 1] != 'b'))
        return make_error("expected a space and the side to move, r or b (ST-10.5)", board_size);
    if (check_setup) {
        for (int sq = 0; sq < board_size; ++sq) {
            const piece pc = s.at(sq);
            if (!pc.empty() && !in_setup_zone(pc.owner(), sq))
                return make_error(square_name(sq) + " is outside " + player_name(pc.owner()) + "'s setup zone (ST-3.1)",
                                  static_cast<std::size_t>(sq));
        }
        for (player_id p : {red, blue}) {
            arrangement a;
            for (int k = 0; k < 40; ++k) {
                const piece pc = s.at(setup_square(p, k));
                a.cells[static_cast<std::size_t>(k)] = pc.empty() ? arrangement::none : static_cast<std::uint8_t>(pc.type());
            }
            if (auto why = arrangement_error<R>(a); !why.empty()) return make_error(player_name(p) + ": " + why);
        }
    }
    detail::begin_turn(s, text[board_size + 1] == 'r' ? red : blue);
    return s;
}

template <rules_policy R>
[[nodiscard]] std::string to_position_string(const state<R>& s) {
    return to_board_string(s) + (s.to_move() == red ? " r" : " b");
}

// ------------------------------------------------------------------ setups

// ST-10.6, ST-10.7: a 40-character setup string in Red letters ('A' empty;
// Blue letters accepted).
[[nodiscard]] inline result<arrangement> parse_setup(std::string_view text) {
    if (text.size() != 40)
        return make_error("a setup string has 40 characters, this one " + std::to_string(text.size()),
                          text.size() < 40 ? text.size() : 40);
    arrangement a;
    for (std::size_t i = 0; i < 40; ++i) {
        const char c = text[i];
        const int k = c == 'A' ? -1 : kind_of_letter(c);
        if (c != 'A' && (k < 0 || c >= 'a')) return make_error("'" + std::string(1, c) + "' is not a setup letter (ST-10.7)", i);
        a.cells[i] = k < 0 ? arrangement::none : static_cast<std::uint8_t>(k);
    }
    return a;
}

[[nodiscard]] inline std::string to_setup_string(const arrangement& a) {
    std::string out(40, 'A');
    for (std::size_t i = 0; i < 40; ++i)
        if (a.cells[i] != arrangement::none) out[i] = kind_letter(static_cast<kind>(a.cells[i]));
    return out;
}

// Player p's arrangement as it stands in s (ST-10.6).
template <rules_policy R>
[[nodiscard]] constexpr arrangement arrangement_of(const state<R>& s, player_id p) noexcept {
    arrangement a;
    for (int k = 0; k < 40; ++k) {
        const piece pc = s.at(setup_square(p, k));
        a.cells[static_cast<std::size_t>(k)] =
            pc.belongs_to(p) ? static_cast<std::uint8_t>(pc.type()) : arrangement::none;
    }
    return a;
}

}  // namespace arbiter::stratego
