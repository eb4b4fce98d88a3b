#pragma once
// {fmt} formatters for backgammon (needs the arbiter::fmt target):
//
//   fmt::format("{}", state)                   the board as ASCII art (below)
//   fmt::format("{}", move)                    the play without hit marks: "13/7 8/7"
//   fmt::format("{}", notated{move, before})   the canonical text (BG-16.3): "bar/22* 13/11"
//   fmt::format("{}", dice)                    "31" (BG-16.7)
//
// The board is drawn like gnubg's, always from the same side: player 1 (X)
// at the bottom with his points 1-24 as labels, player 0 (O) at the top, as in
// the XGID (BG-0.1, BG-19.2). A point shows up to five checkers, the fifth
// replaced by the count when there are more. O's bar checkers are in the top
// half of the BAR column, X's in the bottom half. The starting position:
//
//    +13-14-15-16-17-18------19-20-21-22-23-24-+     O: player 0
//    | X           O    |   | O              X |     pips 167, bar 0, off 0
//    | X           O    |   | O              X |
//    | X           O    |   | O                |
//    | X                |   | O                |
//    | X                |   | O                |
//    |                  |BAR|                  |     opening roll
//    | O                |   | X                |
//    | O                |   | X                |
//    | O           X    |   | X                |
//    | O           X    |   | X              O |
//    | O           X    |   | X              O |     pips 167, bar 0, off 0
//    +12-11-10--9--8--7-------6--5--4--3--2--1-+     X: player 1
//    Position ID: 4HPwATDgc/ABMA
//
// followed by a cube line when the rules have a cube and a score line in a
// match. The Position ID is seen from the player on roll (BG-17).
//
//   detail::viewer_board_text(s, p)            the board as player p sees it
//
// turns the same drawing to player p: his home board at the bottom right,
// the points labelled with his own numbers, as his moves name them
// (BG-16.1), his bar checkers in the bottom half of the BAR column; beside
// it each side's pips, bar and borne-off counts, below it the cube, the
// match score and what happens next.

#include <string>
#include <string_view>

#include <fmt/format.h>

#include "../core/config.hpp"
#include "../core/format.hpp"  // as_text(s, x): any move or chance outcome
#include "apply.hpp"
#include "generate.hpp"
#include "move_text.hpp"
#include "position_id.hpp"
#include "state.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::backgammon {

// A move with the position it is played from, formatted with the full
// canonical text (hit marks and intermediate points, BG-16.3).
struct notated {
    move m;
    position before;
};

namespace detail {

[[nodiscard]] constexpr char player_symbol(player_id p) noexcept { return p == 0 ? 'O' : 'X'; }


// One 3-character cell of a stack of `count` checkers, `row` 0 at the edge of
// the board and 4 nearest the middle (where a count replaces the fifth).
[[nodiscard]] inline std::string board_cell(int count, char symbol, int row) {
    if (row < 4 || count == 5) return std::string{' ', count > row ? symbol : ' ', ' '};
    if (count < 5) return "   ";
    return fmt::format("{:^3}", count);
}

[[nodiscard]] inline std::string plural(int n, std::string_view word) {
    return fmt::format("{} {}{}", n, word, n == 1 ? "" : "s");
}

[[nodiscard]] inline std::string_view win_kind_text(win_kind k) noexcept {
    switch (k) {
        case win_kind::single: return "a single game";
        case win_kind::gammon: return "a gammon";
        case win_kind::backgammon: return "a backgammon";
        case win_kind::drop:
        case win_kind::none: break;
    }
    return "";
}

// What happens next, or how the game ended.
template <rules_policy R>
[[nodiscard]] std::string status_text(const state<R>& s) {
    const char me = player_symbol(s.player_on_roll());
    switch (s.phase()) {
        case phase::opening_roll: return "opening roll";
        case phase::cube_decision:
            return fmt::format("{} to roll{}{}", me, may_double(s) ? " or double" : "",
                               R::resign ? " (or resign)" : "");
        case phase::resigning:
            return fmt::format("{} offers to resign {}: {} to accept or reject", me,
                               win_kind_text(detail::resign_kind(s.resign_offer())),
                               player_symbol(opponent(s.player_on_roll())));
        case phase::rolling: return fmt::format("{} to roll", me);
        case phase::playing: return fmt::format("{} to play {}", me, to_string(s.roll()));
        case phase::responding: {
            const player_id who = s.responder();
            return fmt::format("{} {}: {} to take{} or drop", player_symbol(opponent(who)),
                               s.beaver_count() == 0 ? "doubles" : "beavers",
                               player_symbol(who), may_beaver(s) ? ", beaver" : "");
        }
        case phase::over: {
            const game_result& g = s.last_game();
            const std::string points = plural(g.points, "point");
            std::string text =
                g.kind == win_kind::drop
                    ? fmt::format("{} wins, {} dropped ({})", player_symbol(g.winner),
                                  player_symbol(opponent(g.winner)), points)
                    : fmt::format("{} wins {}{} ({})", player_symbol(g.winner), win_kind_text(g.kind),
                                  g.resigned ? " by resignation" : "", points);
            if (s.match_length() > 0) text += " and the match";
            return text;
        }
    }
    return {};
}

// The board of `s` as lines of text (see the file comment).
template <rules_policy R>
[[nodiscard]] std::string board_text(const state<R>& s) {
    const position& pos = s.board();
    auto side_text = [&](player_id p) {
        return fmt::format("pips {}, bar {}, off {}", pos.pip_count(p), pos.at(p, bar_point),
                           pos.at(p, off_point));
    };
    // The checkers on X's point q: X's own, or O's on O's point 25 - q.
    auto point_cell = [&](int q, int row) {
        const int x = pos.at(1, q);
        return x > 0 ? board_cell(x, 'X', row) : board_cell(pos.at(0, 25 - q), 'O', row);
    };
    std::string out;
    auto line = [&out](std::string_view board, std::string_view note) {
        out += board;
        if (!note.empty()) {
            out += "     ";
            out += note;
        }
        out += '\n';
    };

    line(" +13-14-15-16-17-18------19-20-21-22-23-24-+", "O: player 0");
    for (int row = 0; row < 5; ++row) {
        std::string text = " |";
        for (int q = 13; q <= 18; ++q) text += point_cell(q, row);
        text += '|' + board_cell(pos.at(0, bar_point), 'O', row) + '|';
        for (int q = 19; q <= 24; ++q) text += point_cell(q, row);
        text += '|';
        line(text, row == 0 ? side_text(0) : "");
    }
    line(" |                  |BAR|                  |", status_text(s));
    for (int row = 4; row >= 0; --row) {
        std::string text = " |";
        for (int q = 12; q >= 7; --q) text += point_cell(q, row);
        text += '|' + board_cell(pos.at(1, bar_point), 'X', row) + '|';
        for (int q = 6; q >= 1; --q) text += point_cell(q, row);
        text += '|';
        line(text, row == 0 ? side_text(1) : "");
    }
    line(" +12-11-10--9--8--7-------6--5--4--3--2--1-+", "X: player 1");
    line(" Position ID: " + to_position_id(pos), "");
    if constexpr (R::cube) {
        const player_id owner = s.cube_owner();
        line(owner < 0 ? fmt::format(" Cube: {}, centred", s.cube_value())
                       : fmt::format(" Cube: {}, owned by {}", s.cube_value(), player_symbol(owner)),
             "");
    }
    if (s.match_length() > 0)
        line(fmt::format(" Match to {}: O {}, X {}{}", s.match_length(), s.score(0), s.score(1),
                         s.is_crawford_game() ? " (Crawford game)" : ""),
             "");
    return out;
}

// What player p sees of s: the board from his side (see the file comment).
template <rules_policy R>
[[nodiscard]] std::string viewer_board_text(const state<R>& s, player_id viewer) {
    const position& pos = s.board();
    const player_id other = opponent(viewer);
    const char mine = player_symbol(viewer), theirs = player_symbol(other);
    auto side_text = [&](player_id p) {
        return fmt::format("{}: pips {}, bar {}, off {}", player_symbol(p), pos.pip_count(p), pos.at(p, bar_point),
                           pos.at(p, off_point));
    };
    // The checkers on the viewer's point q: his own, or the other's on the other's point 25 - q.
    auto point_cell = [&](int q, int row) {
        const int own = pos.at(viewer, q);
        return own > 0 ? board_cell(own, mine, row) : board_cell(pos.at(other, 25 - q), theirs, row);
    };
    std::string out;
    auto line = [&out](std::string_view board, std::string_view note) {
        out += board;
        if (!note.empty()) {
            out += "    ";
            out += note;
        }
        out += '\n';
    };
    line(" +13-14-15-16-17-18------19-20-21-22-23-24-+", fmt::format("{}: player {}", theirs, int{other}));
    for (int row = 0; row < 5; ++row) {
        std::string text = " |";
        for (int q = 13; q <= 18; ++q) text += point_cell(q, row);
        text += '|' + board_cell(pos.at(other, bar_point), theirs, row) + '|';
        for (int q = 19; q <= 24; ++q) text += point_cell(q, row);
        text += '|';
        line(text, row == 0 ? side_text(other) : "");
    }
    line(" |                  |BAR|                  |", "");
    for (int row = 4; row >= 0; --row) {
        std::string text = " |";
        for (int q = 12; q >= 7; --q) text += point_cell(q, row);
        text += '|' + board_cell(pos.at(viewer, bar_point), mine, row) + '|';
        for (int q = 6; q >= 1; --q) text += point_cell(q, row);
        text += '|';
        line(text, row == 0 ? side_text(viewer) : "");
    }
    line(" +12-11-10--9--8--7-------6--5--4--3--2--1-+", fmt::format("{}: player {}, you", mine, int{viewer}));
    if constexpr (R::cube) {
        const player_id owner = s.cube_owner();
        line(owner < 0 ? fmt::format(" Cube: {}, centred", s.cube_value())
                       : fmt::format(" Cube: {}, owned by {}{}", s.cube_value(), player_symbol(owner),
                                     owner == viewer ? " (you)" : ""),
             "");
    }
    if (s.match_length() > 0)
        line(fmt::format(" Match to {}: {} {}, {} {}{}", s.match_length(), theirs, s.score(other), mine, s.score(viewer),
                         s.is_crawford_game() ? " (Crawford game: no doubling)" : ""),
             "");
    const player_id next = current_player(s);
    line(" " + status_text(s) + (next == viewer ? " (your decision)" : ""), "");
    return out;
}

}  // namespace detail
}  // namespace arbiter::backgammon

namespace fmt {

template <arbiter::backgammon::rules_policy R>
struct formatter<arbiter::backgammon::state<R>> : formatter<std::string_view> {
    template <class FormatContext>
    auto format(const arbiter::backgammon::state<R>& s, FormatContext& ctx) const {
        return formatter<std::string_view>::format(arbiter::backgammon::detail::board_text(s), ctx);
    }
};

template <>
struct formatter<arbiter::backgammon::move> : formatter<std::string_view> {
    template <class FormatContext>
    auto format(const arbiter::backgammon::move& m, FormatContext& ctx) const {
        return formatter<std::string_view>::format(arbiter::backgammon::to_string(m), ctx);
    }
};

template <>
struct formatter<arbiter::backgammon::notated> : formatter<std::string_view> {
    template <class FormatContext>
    auto format(const arbiter::backgammon::notated& n, FormatContext& ctx) const {
        return formatter<std::string_view>::format(arbiter::backgammon::to_string(n.m, n.before), ctx);
    }
};

template <>
struct formatter<arbiter::backgammon::dice> : formatter<std::string_view> {
    template <class FormatContext>
    auto format(const arbiter::backgammon::dice& d, FormatContext& ctx) const {
        return formatter<std::string_view>::format(arbiter::backgammon::to_string(d), ctx);
    }
};

}  // namespace fmt

ARBITER_TEXT_CODE_END
