#pragma once
// Stratego notation for squares and moves (RULES.md ST-10.1 to ST-10.3), in
// and out, and the move and outcome halves of the text interface every game
// offers (core/text_game.hpp):
//
//   to_string(s, m)     "e4-e5", "e4xe5" (an attack in s), "Ma1", "*Hc3", "*-"
//   parse_move(s, t)    any spelling to_string writes (ST-10.2)
//   to_string(s, o)     Stratego has no chance nodes: a fixed text
//   parse_outcome(s, t) always an error saying so
//
// Readers say what is wrong and where: error::position is the 0-based offset
// in the text, and what() reads "line 1, column C: ...".

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "../core/chance.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "rules.hpp"
#include "state.hpp"

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

// The error of a reader run on a part of a larger text that starts at
// offset `by`, placed in the larger text (at the part's start if it had no
// position), to be located there.
[[nodiscard]] inline error shifted(error e, std::size_t by) {
    e.position = (e.position == error::no_position ? 0 : e.position) + by;
    e.line = e.column = 0;
    return e;
}

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
    return text::located([&]() -> result<int> {
        std::size_t used = 0;
        auto sq = parse_square_prefix(text, used);
        if (sq && used != text.size())
            return make_error("unexpected " + detail::describe_char(text[used]) + " after the square " + square_name(*sq),
                              used);
        return sq;
    }(), text);
}

// ------------------------------------------------------------------ moves

// ST-10.2: "e4-e5", "e4xe5" for an attack in `s`, "Ma1" a setup placement
// ("Aa1" leaves the square empty), "*Hc3" a rescue, "*-" declining it.
template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>& s, const move& m) {
    if (m.is_decline()) return "*-";
    if (m.is_rescue()) return "*" + std::string(1, kind_letter(m.piece_kind())) + square_name(m.to);
    if (m.is_placement())
        return std::string(1, m.places_nothing() ? 'A' : kind_letter(m.piece_kind())) + square_name(m.to);
    const bool attack = m.to < board_size && !s.at(m.to).empty() && s.at(m.from).belongs_to(s.to_move()) &&
                        !s.at(m.to).belongs_to(s.to_move());
    return square_name(m.from) + (attack ? "x" : "-") + square_name(m.to);
}

// The same with the arguments the other way round (the earlier spelling).
template <rules_policy R>
[[nodiscard]] std::string to_string(const move& m, const state<R>& s) {
    return to_string(s, m);
}

// A move without its position: a step is always written with '-'.
[[nodiscard]] inline std::string to_string(const move& m) { return to_string(state<classic_rules>{}, m); }

namespace detail {

// What a reader of moves expects, for the wording of its errors only: any
// decision, or the kind a position's phase takes (ST-3.4, ST-4, ST-9.12).
enum class move_expected : std::uint8_t { any, step, placement, rescue };

// The message for a text that starts with neither a square nor '*'.
[[nodiscard]] inline std::string not_a_move_message(char first, move_expected expected) {
    switch (expected) {
        case move_expected::step:
            return "expected a move such as e4-e5, or e4xe5 for an attack: a square of columns a-j and rows 1-10, "
                   "'-' or 'x', and a square";
        case move_expected::rescue:
            return "expected a rescue such as *Hc3, or *- to decline it (ST-9.12)";
        case move_expected::placement:
            return "expected a placement such as Ma1, a piece letter and the next square; " + describe_char(first) +
                   " is not an upper-case piece letter (ST-10.3)";
        case move_expected::any: break;
    }
    return "expected a move such as e4-e5 or a placement such as Ma1; " + describe_char(first) +
           " is not an upper-case piece letter (ST-10.3)";
}

// parse_move(text) below, its errors worded for what is expected.
[[nodiscard]] inline result<move> parse_move_as(std::string_view text, move_expected expected) {
    return text::located([&]() -> result<move> {
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
            if (first != 'A' && k < 0) return make_error(not_a_move_message(first, expected), 0);
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
    }(), text);
}

}  // namespace detail

// Reads any spelling to_string writes; the separator of a step may be '-'
// or 'x' (either case) whatever the position (ST-10.2). Piece letters are
// upper case, Red's or Blue's (ST-10.7). Checks form, not legality.
[[nodiscard]] inline result<move> parse_move(std::string_view text) {
    return detail::parse_move_as(text, detail::move_expected::any);
}

// The text interface (core/text_game.hpp): a move of the player to move in
// s, in any spelling to_string(s, m) writes. Checks form, not legality
// (try_play does that); an error names the kind of decision s's phase takes.
template <rules_policy R>
[[nodiscard]] result<move> parse_move(const state<R>& s, std::string_view text) {
    const detail::move_expected expected = s.phase() == phase::setup    ? detail::move_expected::placement
                                           : s.phase() == phase::rescue ? detail::move_expected::rescue
                                                                        : detail::move_expected::step;
    return text::located(detail::parse_move_as(text, expected), text);
}

// Stratego has no chance nodes (chance_outcomes is always empty): the
// outcome type no_chance has no value to play, so its text is fixed and no
// text reads as one.
inline constexpr std::string_view no_chance_text = "no chance";
template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>&, no_chance) {
    return std::string(no_chance_text);
}
template <rules_policy R>
[[nodiscard]] result<no_chance> parse_outcome(const state<R>&, std::string_view text) {
    return text::located(
        result<no_chance>(make_error("Stratego has no chance outcomes, so '" + std::string(text) +
                                         "' is none: every decision is a player's (ST-3.4, ST-4.1)",
                                     0)),
        text);
}

}  // namespace arbiter::stratego
