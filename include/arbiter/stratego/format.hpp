#pragma once
// {fmt} formatters for Stratego (needs the arbiter::fmt target):
//
//   fmt::format("{}", state)         the full board: every rank of both sides
//   fmt::format("{}", observation)   one player's view (observation.hpp): the
//                                    opponent's unrevealed pieces as "?"
//   fmt::format("{}", view_of(s, p)) the same, straight from a state
//   fmt::format("{}", move)          "e4-e5" (no attack mark: no position)
//
// The view is printed from the observation alone, so it cannot show what the
// viewer may not know (ST-7.8). The full board, Red at the bottom (ST-1.1),
// after 1. a2-a8 a9xa8 2. e4-e5 e8-e7 3. e5-e6 e7xe6 4. g3-g4 h9-h8 from a
// small position (tests/stratego/format_test.cpp):
//
//       a    b    c    d    e    f    g    h    i    j
//   10  .    .    .    .    .    .    .    .    bB   bF    10
//    9  .    .    .    .    .    .    .    .    .    .      9
//    8  .    .    .    .    .    .    .    b10+ .    .      8
//    7  .    .    .    .    .    .    .    .    .    .      7
//    6  .    .    ~~   ~~   r6*  .    ~~   ~~   .    .      6
//    5  .    .    ~~   ~~   .    .    ~~   ~~   .    .      5
//    4  .    .    .    .    .    .    r3+  .    .    .      4
//    3  .    .    .    .    .    .    .    .    .    .      3
//    2  .    .    .    .    .    .    .    .    .    .      2
//    1  rF   rB   rS   .    .    .    .    .    .    .      1
//       a    b    c    d    e    f    g    h    i    j
//   Red to move, ply 8 (2 since the last attack)
//   removed: Red Scout; Blue Lieutenant, Scout
//
// Red's view of it shows `b?` on i10 and j10 and `b?+` on h8 instead, under
// the title "Red's view (Blue's unrevealed pieces shown as b?)".
//
// A piece is its side (r Red, b Blue) and its rank: 10 (Marshal) to 2
// (Scout), S Spy, B Bomb, F Flag, ? unknown. A mark follows: * revealed to
// both players (ST-7.2, ST-7.3), + moved but unrevealed (ST-7.4); `.` is an
// empty square and `~~` a lake (ST-1.4). A view is drawn with the viewer's
// side at the bottom, so Blue's view is the board turned half a turn
// (row 1 at the top, column j on the left); the labels keep the square names.

#include <string>
#include <string_view>

#include <fmt/format.h>

#include "../core/config.hpp"
#include "../core/format.hpp"  // as_text(s, x): any move or chance outcome
#include "checked.hpp"
#include "move_text.hpp"
#include "observation.hpp"
#include "state.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::stratego {

// Player p's view of s, for printing: the observation, so nothing hidden
// reaches the text.
template <rules_policy R>
[[nodiscard]] observation<R> view_of(const state<R>& s, player_id p) {
    return observe(s, p);
}

namespace detail {

// "10" .. "2", "S", "B", "F" (ST-2.1, ST-2.2).
[[nodiscard]] inline std::string rank_text(kind k) {
    switch (k) {
        case kind::bomb: return "B";
        case kind::spy: return "S";
        case kind::flag: return "F";
        default: return std::to_string(rank_of(k));
    }
}

// The text of one square: at most 4 characters (see the file comment).
[[nodiscard]] inline std::string square_text(int sq, piece pc) {
    if (is_lake(sq)) return "~~";
    if (pc.empty()) return ".";
    std::string out(1, pc.owner() == red ? 'r' : 'b');
    out += pc.is_unknown() ? "?" : rank_text(pc.type());
    if (pc.revealed() && !pc.is_unknown()) out += '*';
    else if (pc.moved()) out += '+';
    return out;
}

// "Spy", "2 Scouts".
[[nodiscard]] inline std::string count_text(int n, kind k) {
    std::string name = kind_name(k);
    if (n == 1) return name;
    return std::to_string(n) + " " + (k == kind::spy ? std::string("Spies") : name + "s");
}

// ST-5.9: the removed pieces of each side, Marshal first.
template <rules_policy R>
[[nodiscard]] std::string removed_text(const state<R>& s) {
    std::string out = "removed:";
    for (const player_id p : {red, blue}) {
        out += p == red ? " " : "; ";
        out += player_name(p);
        bool any = false;
        for (int k = num_kinds - 1; k >= 0; --k) {
            const kind kk = static_cast<kind>(k);
            if (const int n = s.removed(p, kk); n > 0) {
                out += any ? ", " : " ";
                out += count_text(n, kk);
                any = true;
            }
        }
        if (!any) out += " none";
    }
    return out;
}

// Who decides and how far the game is, or how it ended (ST-8.8).
template <rules_policy R>
[[nodiscard]] std::string status_text(const state<R>& s) {
    const std::string who = player_name(s.to_move());
    switch (s.phase()) {
        case phase::setup:
            return fmt::format("{} to set up ({} of 40 squares placed)", who, s.placed());
        case phase::play:
            return fmt::format("{} to move, ply {} ({} since the last attack)", who, s.plies(),
                               s.plies_without_attack());
        case phase::rescue:
            return fmt::format("{} may rescue a removed piece, ply {}", who, s.plies());
        case phase::over: break;
    }
    const game_result& r = s.result();
    const std::string winner = r.winner < 0 ? std::string("draw") : player_name(r.winner) + " wins";
    std::string reason;
    switch (r.reason) {
        case end_reason::flag_captured: reason = "the Flag is captured (ST-8.1)"; break;
        case end_reason::no_legal_move:
            reason = player_name(opponent(r.winner)) + " has no legal move (ST-8.2)";
            break;
        case end_reason::both_unable_to_move: reason = "neither side can move (ST-8.3)"; break;
        case end_reason::move_cap: reason = "the move cap is reached (ST-8.7)"; break;
        case end_reason::none: reason = "no reason recorded"; break;
    }
    return fmt::format("game over after {} pl{}: {}, {}", s.plies(), s.plies() == 1 ? "y" : "ies", winner, reason);
}

// The board of s with `bottom`'s side at the bottom, the status lines after
// it, and `title` (if any) first.
template <rules_policy R>
[[nodiscard]] std::string board_text(const state<R>& s, player_id bottom, std::string_view title) {
    std::string out;
    if (!title.empty()) {
        out += title;
        out += '\n';
    }
    const bool turned = bottom == blue;
    auto column_at = [&](int i) { return turned ? 9 - i : i; };  // i-th column from the left
    std::string labels = "    ";
    for (int i = 0; i < 10; ++i) {
        labels += static_cast<char>('a' + column_at(i));
        if (i < 9) labels += "    ";
    }
    labels += '\n';
    out += labels;
    for (int line = 0; line < 10; ++line) {
        const int row = turned ? line : 9 - line;  // 0-based
        out += fmt::format("{:>2}  ", row + 1);
        for (int i = 0; i < 10; ++i) {
            const int sq = 10 * row + column_at(i);
            out += fmt::format("{:<4} ", square_text(sq, s.at(sq)));
        }
        out += fmt::format("{:>3}\n", row + 1);
    }
    out += labels;
    out += status_text(s);
    out += '\n';
    out += removed_text(s);
    out += '\n';
    return out;
}

}  // namespace detail
}  // namespace arbiter::stratego

namespace fmt {

template <arbiter::stratego::rules_policy R>
struct formatter<arbiter::stratego::state<R>> : formatter<std::string_view> {
    template <class FormatContext>
    auto format(const arbiter::stratego::state<R>& s, FormatContext& ctx) const {
        return formatter<std::string_view>::format(
            arbiter::stratego::detail::board_text(s, arbiter::stratego::red, ""), ctx);
    }
};

template <arbiter::stratego::rules_policy R>
struct formatter<arbiter::stratego::observation<R>> : formatter<std::string_view> {
    template <class FormatContext>
    auto format(const arbiter::stratego::observation<R>& o, FormatContext& ctx) const {
        namespace st = arbiter::stratego;
        const std::string title = st::player_name(o.viewer) + "'s view (" + st::player_name(st::opponent(o.viewer)) +
                                  "'s unrevealed pieces shown as " + (o.viewer == st::red ? "b?" : "r?") + ")";
        return formatter<std::string_view>::format(st::detail::board_text(o.view, o.viewer, title), ctx);
    }
};

template <>
struct formatter<arbiter::stratego::move> : formatter<std::string_view> {
    template <class FormatContext>
    auto format(const arbiter::stratego::move& m, FormatContext& ctx) const {
        return formatter<std::string_view>::format(arbiter::stratego::to_string(m), ctx);
    }
};

}  // namespace fmt

ARBITER_TEXT_CODE_END
