#pragma once
// eXtreme Gammon's XGID (RULES.md BG-19).

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../core/config.hpp"
#include "../core/playable.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "apply.hpp"
#include "match_id.hpp"
#include "move_text.hpp"
#include "position_id.hpp"
#include "state.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::backgammon {

// The fields of an XGID (BG-19.1), by player rather than top/bottom.
struct xgid_fields {
    position board{};             // its player on roll is field 4's
    int cube_log2 = 0;            // field 2
    player_id cube_owner = -1;    // field 3; -1 centred
    bool double_offered = false;  // field 5 is `D`
    dice roll{};                  // field 5; {0, 0} when not rolled
    std::array<int, 2> score{};   // fields 7 (player 0, top) and 6 (player 1, bottom)
    bool crawford = false;        // field 8 in a match
    bool jacoby = false;          // field 8 bit 0 in money play
    bool beavers = false;         // field 8 bit 1 in money play
    int match_length = 0;         // field 9
    int max_cube_log2 = 0;        // field 10, as read; readers ignore it
    std::array<std::size_t, 10> column{};  // where each field starts in the text, for errors
};

namespace detail {

inline constexpr int xgid_fields_count = 10;

// One ':'-separated field and where it starts in the text.
struct xgid_field {
    std::string_view text;
    std::size_t column = 0;
};

inline const char* const xgid_field_names[xgid_fields_count] = {
    "position", "cube", "cube owner", "turn", "dice", "score of player 1", "score of player 0", "rules",
    "match length", "max cube"};

[[nodiscard]] inline error xgid_error(int field, const std::string& what, std::size_t column) {
    return make_error("XGID field " + std::to_string(field + 1) + " (" + xgid_field_names[field] + "): " + what,
                      column);
}

// A whole number in [lo, hi], maybe negative.
[[nodiscard]] inline result<int> xgid_int(const std::vector<xgid_field>& fields, int field, int lo, int hi) {
    const xgid_field& f = fields[static_cast<std::size_t>(field)];
    const auto v = text::to_integer<int>(text::token{f.text, f.column}, lo, hi, "the value");
    if (!v) return xgid_error(field, v.error().message, f.column);
    return v;
}

// BG-19.1: the text without `XGID=`, cut at each ':' into its 10 fields.
[[nodiscard]] inline result<std::vector<xgid_field>> split_xgid(std::string_view text) {
    auto [t, off] = detail::trim(text);
    if (t.size() >= 5) {
        std::string head(t.substr(0, 5));
        for (char& c : head) c = detail::to_lower(c);
        if (head == "xgid=") t.remove_prefix(5), off += 5;
    }
    std::vector<detail::xgid_field> fields;
    for (std::size_t start = 0;;) {
        const std::size_t colon = t.find(':', start);
        fields.push_back({t.substr(start, colon == std::string_view::npos ? std::string_view::npos
                                                                          : colon - start),
                          off + start});
        if (colon == std::string_view::npos) break;
        start = colon + 1;
    }
    if (fields.size() != detail::xgid_fields_count)
        return make_error("an XGID has 10 fields separated by ':' (BG-19.1), this one has " +
                              std::to_string(fields.size()),
                          off);
    return fields;
}

// BG-19.2, BG-1.7: field 1, the position, never flipped.
[[nodiscard]] inline result<bool> read_xgid_position(const xgid_field& board, int checkers_each,
                                                     xgid_fields& x) {
    if (board.text.size() != 26)
        return detail::xgid_error(
            0, "26 characters are needed, not " + std::to_string(board.text.size()), board.column);
    auto& top = x.board.checkers[0];
    auto& bottom = x.board.checkers[1];
    for (std::size_t i = 0; i < 26; ++i) {
        const char c = board.text[i];
        const bool upper = c >= 'A' && c <= 'P';
        const bool lower = c >= 'a' && c <= 'p';
        const auto n = static_cast<std::uint8_t>(upper ? c - 'A' + 1 : lower ? c - 'a' + 1 : 0);
        if (c != '-' && !upper && !lower)
            return detail::xgid_error(0, "'" + std::string(1, c) + "' is not '-', A to P or a to p",
                                      board.column + i);
        if (i == 0 && upper)
            return detail::xgid_error(0, "character 0 is the top player's bar: '-' or a to p",
                                      board.column);
        if (i == 25 && lower)
            return detail::xgid_error(0, "character 25 is the bottom player's bar: '-' or A to P",
                                      board.column + i);
        if (i == 0)
            top[bar_point] = n;
        else if (i == 25)
            bottom[bar_point] = n;
        else if (upper)
            bottom[i] = n;
        else if (lower)
            top[25 - i] = n;
    }
    x.board.fill_borne_off(checkers_each);
    if (const std::string why = position_error(x.board, checkers_each); !why.empty())
        return detail::xgid_error(0, why, board.column);
    return true;
}

// BG-19.1: fields 2 to 4, the cube, its owner and the player on roll.
[[nodiscard]] inline result<bool> read_xgid_cube_and_turn(const std::vector<xgid_field>& fields,
                                                          xgid_fields& x) {
    const result<int> cube = detail::xgid_int(fields, 1, 0, 15);
    if (!cube) return cube.error();
    x.cube_log2 = *cube;
    const result<int> owner = detail::xgid_int(fields, 2, -1, 1);
    if (!owner) return owner.error();
    x.cube_owner = *owner == -1 ? player_id{0} : *owner == 1 ? player_id{1} : player_id{-1};
    const result<int> turn = detail::xgid_int(fields, 3, -1, 1);
    if (!turn || *turn == 0)
        return detail::xgid_error(3,
                                  "expected 1 (player 1, bottom) or -1 (player 0, top), not '" +
                                      std::string(fields[3].text) + "'",
                                  fields[3].column);
    x.board.on_roll = *turn == 1 ? player_id{1} : player_id{0};
    return true;
}

// BG-19.1: field 5, "00", "D" (a double offered) or the roll.
[[nodiscard]] inline result<bool> read_xgid_dice(const xgid_field& d, xgid_fields& x) {
    if (d.text == "D" || d.text == "d") {
        x.double_offered = true;
    } else if (d.text != "00") {
        const bool digits = d.text.size() == 2 && d.text[0] >= '1' && d.text[0] <= '6' &&
                            d.text[1] >= '1' && d.text[1] <= '6';
        if (!digits)
            return detail::xgid_error(
                4,
                "expected 00, D or a roll of two digits 1 to 6, not '" + std::string(d.text) + "'",
                d.column);
        const auto a = static_cast<std::uint8_t>(d.text[0] - '0');
        const auto b = static_cast<std::uint8_t>(d.text[1] - '0');
        x.roll = a >= b ? dice{a, b} : dice{b, a};
    }
    return true;
}

// BG-19.1: fields 6 to 9, the scores, the match length, then the rules it decides the range of.
[[nodiscard]] inline result<bool> read_xgid_match(const std::vector<xgid_field>& fields,
                                                  xgid_fields& x) {
    const result<int> score1 = detail::xgid_int(fields, 5, 0, 32767);
    if (!score1) return score1.error();
    const result<int> score0 = detail::xgid_int(fields, 6, 0, 32767);
    if (!score0) return score0.error();
    x.score = {*score0, *score1};
    const result<int> length = detail::xgid_int(fields, 8, 0, 32767);
    if (!length) return length.error();
    x.match_length = *length;
    const result<int> rules = detail::xgid_int(fields, 7, 0, x.match_length > 0 ? 1 : 3);
    if (!rules) return rules.error();
    if (x.match_length > 0)
        x.crawford = *rules == 1;
    else
        x.jacoby = (*rules & 1) != 0, x.beavers = (*rules & 2) != 0;
    return true;
}

}  // namespace detail

namespace detail {
// The public reader below before text::located: offsets into its text, for readers that embed it.
[[nodiscard]] inline result<xgid_fields> read_xgid_fields(std::string_view text, int checkers_each = 15) {
    const result<std::vector<detail::xgid_field>> split = detail::split_xgid(text);
    if (!split) return split.error();
    const std::vector<detail::xgid_field>& fields = *split;
    xgid_fields x;
    for (std::size_t i = 0; i < fields.size(); ++i) x.column[i] = fields[i].column;
    if (auto ok = detail::read_xgid_position(fields[0], checkers_each, x); !ok) return ok.error();
    if (auto ok = detail::read_xgid_cube_and_turn(fields, x); !ok) return ok.error();
    if (auto ok = detail::read_xgid_dice(fields[4], x); !ok) return ok.error();
    if (auto ok = detail::read_xgid_match(fields, x); !ok) return ok.error();
    x.max_cube_log2 = detail::xgid_int(fields, 9, 0, 15).value_or(0);  // BG-19.1: ignored
    return x;
}
}  // namespace detail

// BG-19.1, BG-19.2: the fields of an XGID, `XGID=` optional; N = checkers_each.
// Checks the form and the position (BG-1.7), not the rules of a ruleset.
[[nodiscard]] inline result<xgid_fields> decode_xgid(std::string_view text, int checkers_each = 15) {
    return text::located(detail::read_xgid_fields(text, checkers_each), text);
}

namespace detail {
// The public reader below before text::located: offsets into its text, for readers that embed it.
template <rules_policy R>
[[nodiscard]] result<state<R>> read_xgid(std::string_view text) {
    const result<xgid_fields> decoded = read_xgid_fields(text, checkers_per_player<R>);
    if (!decoded) return decoded.error();
    const xgid_fields& x = *decoded;
    const auto field = [&](int f, const std::string& what) {
        return detail::xgid_error(f, what, x.column[static_cast<std::size_t>(f)]);
    };
    const int m = x.match_length;
    if (m == 0) {  // BG-19.4: the flags must be the policy's
        if (x.jacoby != R::jacoby)
            return field(7, std::string("the Jacoby flag is ") + (x.jacoby ? "on" : "off") +
                                ", but this ruleset plays " + (R::jacoby ? "with" : "without") +
                                " the Jacoby rule (BG-14, BG-19.4)");
        if (x.beavers != (R::beavers > 0))
            return field(7, std::string("the beaver flag is ") + (x.beavers ? "on" : "off") + ", but this ruleset " +
                                (R::beavers > 0 ? "allows" : "has no") + " beavers (BG-12, BG-19.4)");
    } else {
        if (const std::string why = detail::match_over_error(m, x.score); !why.empty())
            return field(x.score[0] >= m ? 6 : 5, why);
        if (x.crawford)
            if (const std::string why = detail::crawford_error<R>(m, x.score); !why.empty()) return field(7, why);
    }
    if (const std::string why = detail::cube_error<R>(x.cube_log2, x.cube_owner); !why.empty()) return field(1, why);
    if (const std::string why = detail::finished_error(x.board); !why.empty())
        return field(0, why + "; an XGID cannot describe a finished game (BG-19.4)");

    state<R> s(m);
    typename state<R>::edit e{s};
    e.board() = x.board;
    e.cube_log2() = static_cast<std::uint8_t>(x.cube_log2);
    e.cube_owner() = x.cube_owner;
    e.crawford_game() = x.crawford;
    if (m > 0)
        for (player_id p = 0; p < 2; ++p) e.score(p) = static_cast<std::uint16_t>(x.score[static_cast<std::size_t>(p)]);
    if (x.double_offered) {  // BG-19.3: the cube as before the offer
        if (const std::string why = detail::double_error(s); !why.empty()) return field(4, why);
        e.phase() = phase::responding;
    } else if (x.roll.first != 0) {
        e.roll() = x.roll;
        e.phase() = phase::playing;
    } else {
        e.phase() = detail::turn_start_phase(s);
    }
    return require_playable(std::move(s), 0);  // what a reader accepts, play continues from
}
}  // namespace detail

// BG-19.3, BG-19.4: the state of an XGID under the ruleset R.
template <rules_policy R>
[[nodiscard]] result<state<R>> parse_xgid(std::string_view text) {
    return text::located(detail::read_xgid<R>(text), text);
}

// BG-19.1 to BG-19.4: the XGID of a state; the opening roll, a finished
// game, a pending beaver and an offer to resign cannot be written.
template <rules_policy R>
[[nodiscard]] result<std::string> to_xgid(const state<R>& s) {
    switch (s.phase()) {
        case phase::opening_roll: return make_error("an XGID cannot describe the opening roll (BG-19.4)");
        case phase::over: return make_error("an XGID cannot describe a finished game (BG-19.4)");
        case phase::resigning:  // the XGID has no field for it (BG-23.4 names only the Match ID)
            return make_error("an XGID cannot describe an offer to resign (BG-19.4, BG-23.4)");
        case phase::responding:
            if (s.beaver_count() > 0) return make_error("an XGID cannot describe a pending beaver (BG-19.4)");
            break;
        case phase::cube_decision:
        case phase::rolling:
        case phase::playing: break;
    }
    const position& pos = s.board();
    std::string board(26, '-');
    const auto letter = [](char base, int n) { return static_cast<char>(base + n - 1); };
    if (pos.at(0, bar_point) > 0) board[0] = letter('a', pos.at(0, bar_point));
    if (pos.at(1, bar_point) > 0) board[25] = letter('A', pos.at(1, bar_point));
    for (int i = 1; i <= num_points; ++i) {
        if (pos.at(1, i) > 0) board[static_cast<std::size_t>(i)] = letter('A', pos.at(1, i));
        else if (pos.at(0, 25 - i) > 0) board[static_cast<std::size_t>(i)] = letter('a', pos.at(0, 25 - i));
    }
    const int owner = s.cube_owner() == 0 ? -1 : s.cube_owner() == 1 ? 1 : 0;
    std::string roll = "00";
    if (s.phase() == phase::responding) roll = "D";
    else if (s.phase() == phase::playing) roll = to_string(s.roll());
    const bool match = s.match_length() > 0;
    const int rules = match ? (s.is_crawford_game() ? 1 : 0) : (R::jacoby ? 1 : 0) | (R::beavers > 0 ? 2 : 0);
    const auto num = [](int v) { return std::to_string(v); };
    return "XGID=" + board + ":" + num(std::countr_zero(static_cast<unsigned>(s.cube_value()))) + ":" + num(owner) +
           ":" + num(s.player_on_roll() == 1 ? 1 : -1) + ":" + roll + ":" + num(match ? s.score(1) : 0) + ":" +
           num(match ? s.score(0) : 0) + ":" + num(rules) + ":" + num(s.match_length()) + ":" +
           num(std::countr_zero(R::max_cube));
}

}  // namespace arbiter::backgammon

ARBITER_TEXT_CODE_END
