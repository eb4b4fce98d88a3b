#pragma once
// The checked path: why a move is not legal, naming the rule (move_error), and
// try_play, which leaves the state untouched when it refuses. The unchecked
// play and start_game are apply.hpp.

#include <string>
#include <utility>

#include "../core/result.hpp"
#include "apply.hpp"
#include "generate.hpp"
#include "repetition.hpp"
#include "state.hpp"

namespace arbiter::stratego {

[[nodiscard]] inline std::string player_name(player_id p) { return p == red ? "Red" : "Blue"; }

namespace detail {

// Why step m (from, to on the board) is not a basic move of the piece on
// `from`, which belongs to the player to move and is movable.
template <rules_policy R>
[[nodiscard]] std::string step_error(const state<R>& s, move m) {
    const piece pc = s.at(m.from);
    const std::string to = square_name(m.to);
    if (m.from == m.to) return "a move must leave its square (ST-4.2)";
    if (is_lake(m.to)) return to + " is a lake (ST-1.4, ST-4.6)";
    if (s.at(m.to).belongs_to(pc.owner())) return to + " holds a " + player_name(pc.owner()) + " piece (ST-4.2)";
    const bool straight = row_of(m.from) == row_of(m.to) || column_of(m.from) == column_of(m.to);
    const std::string name = kind_name(pc.type());
    if (pc.type() == kind::scout) {
        if (!straight) return "a Scout moves along its row or column (ST-4.4)";
        const int dir = row_of(m.from) == row_of(m.to) ? (m.to > m.from ? 1 : -1) : (m.to > m.from ? 10 : -10);
        for (int sq = m.from + dir; sq != m.to; sq += dir) {
            if (is_lake(sq)) return "a Scout cannot cross the lake at " + square_name(sq) + " (ST-4.4, ST-4.6)";
            if (!s.at(sq).empty()) return "a Scout cannot pass the piece on " + square_name(sq) + " (ST-4.4)";
        }
        return "a Scout may not move and strike in the same turn (ST-9.5)";
    }
    if (R::captain_two_step && pc.type() == kind::captain)
        return "a Captain moves one square, or two through an empty square (ST-9.11)";
    return "a " + name + " moves one square forward, backward or sideways (ST-4.3)";
}

}  // namespace detail

// Why m is not legal in s, naming the rule; empty when it is legal.
template <rules_policy R>
[[nodiscard]] std::string move_error(const state<R>& s, const move& m) {
    const player_id p = s.to_move();
    const std::string who = player_name(p);
    switch (s.phase()) {
        case phase::over: return "the game is over (ST-8)";
        case phase::setup: {
            const int sq = setup_square(p, s.placed());
            if (!m.is_placement()) return who + " is setting up: a placement on " + square_name(sq) + " is expected (ST-3.4)";
            if (m.to != sq) return "the next square of " + who + "'s setup is " + square_name(sq) + " (ST-3.4)";
            const auto left = detail::placements_left(s);
            if (m.places_nothing())
                return left[num_kinds] > 0 ? "" : "the army fills " + std::to_string(army_size(R::army)) +
                                                      " squares; no square may stay empty (ST-3.5)";
            if (left[static_cast<std::size_t>(m.piece_kind())] == 0)
                return "no " + kind_name(m.piece_kind()) + " is left to place: the army has " +
                       std::to_string(R::army[static_cast<std::size_t>(m.piece_kind())]) + " (ST-3.5, ST-9.9)";
            return {};
        }
        case phase::rescue: {
            if (m.is_decline()) return {};
            if (!m.is_rescue()) return who + " may rescue a removed piece or decline, nothing else (ST-9.12)";
            if (m.piece_kind() == kind::flag || s.removed(p, m.piece_kind()) == 0)
                return who + " has no removed " + kind_name(m.piece_kind()) + " to rescue (ST-9.12)";
            if (m.to >= board_size || !in_own_half(p, m.to))
                return "a rescued piece enters " + who + "'s own half (ST-9.12)";
            if (!s.at(m.to).empty()) return square_name(m.to) + " is not empty (ST-9.12)";
            return {};
        }
        case phase::play: break;
    }
    if (!m.is_step() || m.to >= board_size) return who + " is to move a piece (ST-4.1)";
    const piece pc = s.at(m.from);
    if (pc.empty()) return "no piece stands on " + square_name(m.from) + " (ST-4.2)";
    if (pc.owner() != p)
        return square_name(m.from) + " holds a " + player_name(pc.owner()) + " piece; " + who + " is to move (ST-4.1)";
    if (!is_movable(pc.type())) return "a " + kind_name(pc.type()) + " never moves (ST-2.3, ST-4.7)";
    bool basic = false, attack = false;
    detail::visit_piece_moves(s, m.from, [&](move b, bool a) {
        if (b != m) return false;
        basic = true, attack = a;
        return true;
    });
    if (!basic) return detail::step_error(s, m);
    switch (restriction_on(s, m, attack)) {
        case restriction::two_square:
            return "the piece may not go back and forth between " + square_name(m.from) + " and " + square_name(m.to) +
                   " again (two-square rule, ST-6.2, limit " + std::to_string(R::two_square_limit) + ")";
        case restriction::more_squares:
            return "the move would repeat a position of the chase (more-squares rule, ST-9.4)";
        case restriction::none: break;
    }
    return {};
}

// The checked form of play: the successor, or why m is illegal.
template <rules_policy R>
[[nodiscard]] result<state<R>> try_play(const state<R>& s, const move& m) {
    if (std::string why = move_error(s, m); !why.empty()) return make_error(std::move(why));
    return play(s, m);
}

// ST-3.4, ST-3.5: the player to move's whole setup, checked.
template <rules_policy R>
[[nodiscard]] result<state<R>> try_play(const state<R>& s, const arrangement& a) {
    if (s.phase() != phase::setup || s.placed() != 0)
        return make_error("a whole setup is played at the start of a side's setup (ST-3.4)");
    if (std::string why = arrangement_error<R>(a); !why.empty()) return make_error(std::move(why));
    return play(s, a);
}

}  // namespace arbiter::stratego
