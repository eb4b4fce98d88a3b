#pragma once
// Playing a move or a chance outcome (RULES.md BG-3 to BG-14, BG-23): the
// steps of a play, the turn passing, the end of a game and its points. A
// game starts as the default-constructed state (state.hpp); the legal moves
// are in generate.hpp, the checked forms (try_play, move_error, check_play)
// in checked.hpp.

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "generate.hpp"
#include "state.hpp"

namespace arbiter::backgammon {

// ---------------------------------------------------------------- positions

namespace detail {

// Makes a step known to be legal (BG-4.2, BG-4.6, BG-5.1).
constexpr void make_step(position& pos, step st) noexcept {
    auto& mine = pos.checkers[static_cast<std::size_t>(pos.on_roll)];
    auto& theirs = pos.checkers[static_cast<std::size_t>(opponent(pos.on_roll))];
    --mine[st.from];
    const int to = st.from - st.die;
    if (to <= 0) {
        ++mine[off_point];
        return;
    }
    auto& hit = theirs[static_cast<std::size_t>(25 - to)];
    if (hit == 1) {  // BG-5.1
        hit = 0;
        ++theirs[bar_point];
    }
    ++mine[static_cast<std::size_t>(to)];
}

}  // namespace detail

// Plays one step on a position; returns false, changing nothing, when the step
// is not legal there (BG-4.2, BG-5.2, BG-5.3, BG-6.1 to BG-6.3).
constexpr bool apply_step(position& pos, step st) noexcept {
    if (fault_of(pos, st) != step_fault::none) return false;
    detail::make_step(pos, st);
    return true;
}

// The position a play leaves (the mover still on roll). The play must be
// legal in `pos`.
[[nodiscard]] constexpr position after_play(position pos, const move& m) noexcept {
    for (int i = 0; i < m.size(); ++i) {
        assert(fault_of(pos, m[i]) == step_fault::none);
        detail::make_step(pos, m[i]);
    }
    return pos;
}

// ---------------------------------------------------------------- the turn

// BG-14.1, BG-14.2: does the Jacoby rule apply to this game?
template <rules_policy R>
[[nodiscard]] constexpr bool jacoby_applies(const state<R>& s) noexcept {
    return R::jacoby && R::cube && s.match_length() == 0;
}

namespace detail {

// BG-9.4, BG-9.6: a turn starts with the cube decision when the player on
// roll may double, else with his roll. BG-23.1 [interpretation]: with
// resignations a turn always starts with a decision of the player on roll,
// who may resign before rolling even when he may not double, as gnubg lets
// him (its records end games so in the Crawford game, BG-24.3).
template <rules_policy R>
[[nodiscard]] constexpr phase turn_start_phase(const state<R>& s) noexcept {
    return R::resign || may_double(s) ? phase::cube_decision : phase::rolling;
}

// The turn passes to `p` (BG-3.2, BG-9.6).
template <rules_policy R>
constexpr void start_turn(state<R>& s, player_id p) noexcept {
    typename state<R>::edit e{s};
    e.board().on_roll = p;
    e.roll() = {};
    e.resign_rejected() = 0;  // BG-23.3: a new turn, any level again
    e.phase() = turn_start_phase(s);
}

// A game is over: score it, and in a match start the next (BG-10, BG-13).
template <rules_policy R>
constexpr void end_game(state<R>& s, player_id winner, win_kind kind, int points, bool resigned = false) noexcept {
    typename state<R>::edit e{s};
    e.last_game() = {winner, kind, points, resigned};
    ++e.games_played();
    e.roll() = {};
    e.resign_offer() = 0;
    e.resign_rejected() = 0;
    if (s.match_length() == 0) {  // BG-13.7
        e.phase() = phase::over;
        return;
    }
    const int m = s.match_length();
    const bool both_below = s.score(0) < m - 1 && s.score(1) < m - 1;
    const int total = s.score(winner) + points;
    e.score(winner) = static_cast<std::uint16_t>(total < m ? total : m);  // BG-21.7: surplus dropped
    if (total >= m) {  // BG-13.1
        e.phase() = phase::over;
        return;
    }
    e.crawford_game() = R::crawford && both_below && total == m - 1;  // BG-13.2, BG-13.4
    e.board() = start_position_of<R>();                               // BG-13.6
    e.cube_log2() = 0;
    e.cube_owner() = -1;
    e.beavers() = 0;
    e.phase() = phase::opening_roll;
}

// BG-10.1, BG-10.3, BG-14: the points of a game won by bearing off.
template <rules_policy R>
[[nodiscard]] constexpr int game_points(const state<R>& s, win_kind kind) noexcept {
    int base = 1;
    if constexpr (R::scoring == scoring_rule::gammons) {
        base = kind == win_kind::backgammon ? 3 : kind == win_kind::gammon ? 2 : 1;
        if (jacoby_applies(s) && s.cube_value() == 1) base = 1;  // BG-14.1
    }
    return base * s.cube_value();
}

// BG-23.1: the kind of win a resignation level gives up, and back.
[[nodiscard]] constexpr win_kind resign_kind(int level) noexcept {
    return level >= 3 ? win_kind::backgammon : level == 2 ? win_kind::gammon : win_kind::single;
}
[[nodiscard]] constexpr int resign_level_of(win_kind kind) noexcept {
    return kind == win_kind::backgammon ? 3 : kind == win_kind::gammon ? 2 : 1;
}
// BG-23.1, BG-16.7: the word of a level, as `resign <word>` writes it.
[[nodiscard]] constexpr std::string_view resign_level_name(int level) noexcept {
    return level >= 3 ? "backgammon" : level == 2 ? "gammon" : "single";
}

}  // namespace detail

// ---------------------------------------------------------------- play

// Applies a legal move (unchecked: searching code's path).
template <rules_policy R>
[[nodiscard]] constexpr state<R> play(state<R> s, const move& m) noexcept {
    typename state<R>::edit e{s};
    const player_id mover = s.player_on_roll();
    switch (m.type()) {
        case move::kind::play: {
            e.board() = after_play(s.board(), m);
            if (has_borne_off_all(s.board(), mover, state<R>::checkers)) {  // BG-8.1
                const win_kind kind = kind_of_win(s.board(), mover);
                detail::end_game(s, mover, kind, detail::game_points(s, kind));
            } else {
                detail::start_turn(s, opponent(mover));  // BG-3.4
            }
            break;
        }
        case move::kind::roll: e.phase() = phase::rolling; break;
        case move::kind::double_offer:  // BG-11.2
            e.phase() = phase::responding;
            e.beavers() = 0;
            break;
        case move::kind::take:  // BG-11.3, BG-12.3
            ++e.cube_log2();
            e.cube_owner() = opponent(mover);
            e.beavers() = 0;
            e.phase() = phase::rolling;
            break;
        case move::kind::drop: {  // BG-11.3, BG-10.2: the last offerer wins v
            const player_id offerer = opponent(s.responder());
            e.beavers() = 0;
            detail::end_game(s, offerer, win_kind::drop, s.cube_value());
            break;
        }
        case move::kind::beaver:  // BG-12.1 to BG-12.3
            ++e.cube_log2();
            e.cube_owner() = opponent(mover);
            ++e.beavers();
            break;
        case move::kind::resign:  // BG-23.1: the opponent answers at once
            e.resign_offer() = static_cast<std::uint8_t>(m.resign_level());
            e.phase() = phase::resigning;
            break;
        case move::kind::accept: {  // BG-23.2: the offered level times the cube, as if won on the board
            const win_kind kind = detail::resign_kind(s.resign_offer());
            detail::end_game(s, opponent(mover), kind, detail::game_points(s, kind), true);
            break;
        }
        case move::kind::reject:  // BG-23.2, BG-23.3: back to the decision where the offer was made
            e.resign_rejected() = static_cast<std::uint8_t>(s.resign_offer());
            e.resign_offer() = 0;
            e.phase() = s.roll().first != 0 ? phase::playing : phase::cube_decision;
            break;
    }
    return s;
}

// Plays a chance outcome (unchecked).
template <rules_policy R>
[[nodiscard]] constexpr state<R> play(state<R> s, dice d) noexcept {
    typename state<R>::edit e{s};
    if (s.phase() == phase::opening_roll) e.board().on_roll = d.first > d.second ? 0 : 1;  // BG-3.1, BG-9.2
    e.roll() = d.larger_first();
    e.phase() = phase::playing;
    return s;
}

}  // namespace arbiter::backgammon
