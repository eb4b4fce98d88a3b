#pragma once
// Stratego position strings (RULES.md ST-10.4 to ST-10.7): board strings,
// position strings and setup strings, in and out. They carry no history;
// the full-state text (state_text.hpp) carries everything.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "../core/config.hpp"
#include "../core/playable.hpp"
#include "../core/result.hpp"
#include "apply.hpp"
#include "checked.hpp"
#include "move_text.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::stratego {

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
    return text::located([&]() -> result<state<R>> {
        state<R> s;
        if (auto board = detail::read_board(text, s); !board) return board.error();
        if (check_setup)
            if (auto ok = detail::check_setup_position(s); !ok) return ok.error();
        detail::begin_turn(s, to_move);
        return require_playable(std::move(s), 0);  // what a reader accepts, play continues from
    }(), text);
}

// ST-10.5: "<board string> <r|b>".
template <rules_policy R = classic_rules>
[[nodiscard]] result<state<R>> parse_position(std::string_view text, bool check_setup = false) {
    return text::located([&]() -> result<state<R>> {
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
    }(), text);
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
    return text::located([&]() -> result<arrangement> {
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
    }(), text);
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

ARBITER_TEXT_CODE_END
