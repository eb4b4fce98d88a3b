#pragma once
// The rules of play: whose turn, the legal moves, chance, applying a move,
// the end of the game and its result (RULES.md BG-3 to BG-14). The checked
// forms (try_play, check_play) are in checked.hpp.

#include <array>
#include <string_view>

#include "../core/chance.hpp"
#include "../core/game.hpp"
#include "../core/static_vector.hpp"
#include "generator.hpp"
#include "state.hpp"

namespace arbiter::backgammon {

// ---------------------------------------------------------------- positions

// The plays of `roll` in `pos` for the player on roll (BG-7), in the order of
// BG-7.8; the pass when nothing can be played (BG-7.6). No heap.
[[nodiscard]] constexpr move_list legal_plays(const position& pos, dice roll) noexcept {
    move_list out;
    detail::play_generator{pos, roll, out};
    return out;
}

// Why a step may not be made (BG-4.2, BG-5.2, BG-6.1, BG-6.3).
enum class step_fault : std::uint8_t { none, no_such_step, no_checker, bar_first, blocked, not_home, higher_first };

[[nodiscard]] constexpr step_fault fault_of(const position& pos, step st) noexcept {
    const auto& mine = pos.checkers[static_cast<std::size_t>(pos.on_roll)];
    const auto& theirs = pos.checkers[static_cast<std::size_t>(opponent(pos.on_roll))];
    if (st.die < 1 || st.die > 6 || st.from < 1 || st.from > bar_point) return step_fault::no_such_step;
    if (mine[st.from] == 0) return step_fault::no_checker;
    if (st.from != bar_point && mine[bar_point] > 0) return step_fault::bar_first;  // BG-5.2
    const int to = st.from - st.die;
    if (to >= 1) return theirs[static_cast<std::size_t>(25 - to)] >= 2 ? step_fault::blocked : step_fault::none;
    for (std::size_t i = 7; i <= bar_point; ++i)
        if (mine[i] > 0) return step_fault::not_home;  // BG-6.1
    if (to < 0)
        for (std::size_t i = st.from + 1u; i <= 6; ++i)
            if (mine[i] > 0) return step_fault::higher_first;  // BG-6.3
    return step_fault::none;
}

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

[[nodiscard]] constexpr bool has_borne_off_all(const position& pos, player_id p, int n) noexcept {
    return pos.at(p, off_point) == n;
}

// BG-8.4: the kind of win of `winner` in `pos`.
[[nodiscard]] constexpr win_kind kind_of_win(const position& pos, player_id winner) noexcept {
    const player_id loser = opponent(winner);
    if (pos.at(loser, off_point) > 0) return win_kind::single;
    for (int i = 19; i <= bar_point; ++i)
        if (pos.at(loser, i) > 0) return win_kind::backgammon;
    return win_kind::gammon;
}

// ---------------------------------------------------------------- the turn

template <rules_policy R>
[[nodiscard]] constexpr player_id current_player(const state<R>& s) noexcept {
    switch (s.phase()) {
        case phase::opening_roll:
        case phase::rolling: return chance_player;
        case phase::over: return terminal_player;
        case phase::responding: return s.responder();
        case phase::resigning: return opponent(s.player_on_roll());  // BG-23.2
        case phase::cube_decision:
        case phase::playing: break;
    }
    return s.player_on_roll();
}

template <rules_policy R>
[[nodiscard]] constexpr bool is_terminal(const state<R>& s) noexcept {
    return s.phase() == phase::over;
}

// What keeps the player on roll from offering a double now (BG-11.2).
enum class double_bar : std::uint8_t {
    none,
    no_cube,         // BG-0.4: the ruleset has no cube
    crawford,        // BG-13.2: the Crawford game
    cube_elsewhere,  // BG-11.4: the opponent owns the cube
    max_cube,        // BG-11.5: the offer would pass max_cube
};

template <rules_policy R>
[[nodiscard]] constexpr double_bar double_barred(const state<R>& s) noexcept {
    if (!R::cube) return double_bar::no_cube;
    if (s.is_crawford_game()) return double_bar::crawford;
    if (s.cube_owner() == opponent(s.player_on_roll())) return double_bar::cube_elsewhere;
    if (2 * s.cube_value() > static_cast<int>(R::max_cube)) return double_bar::max_cube;
    return double_bar::none;
}

// BG-11.2, BG-9.6: may the player on roll offer a double now?
template <rules_policy R>
[[nodiscard]] constexpr bool may_double(const state<R>& s) noexcept {
    return double_barred(s) == double_bar::none;
}

// What keeps the responder from beavering (or raccooning) the offer (BG-12).
enum class beaver_bar : std::uint8_t {
    none,
    no_beavers,  // BG-12.1: the ruleset allows none
    match_play,  // BG-12.1, BG-13.5: money play only
    used_up,     // BG-12.3: as many as the ruleset allows were made
    max_cube,    // BG-12.3: the new offer would pass max_cube
};

template <rules_policy R>
[[nodiscard]] constexpr beaver_bar beaver_barred(const state<R>& s) noexcept {
    if (!R::cube || R::beavers == 0) return beaver_bar::no_beavers;
    if (s.match_length() > 0) return beaver_bar::match_play;
    if (s.beaver_count() >= static_cast<int>(R::beavers)) return beaver_bar::used_up;
    if (4 * s.cube_value() > static_cast<int>(R::max_cube)) return beaver_bar::max_cube;
    return beaver_bar::none;
}

// BG-12.3: may the responder beaver the pending offer?
template <rules_policy R>
[[nodiscard]] constexpr bool may_beaver(const state<R>& s) noexcept {
    return beaver_barred(s) == beaver_bar::none;
}

// BG-14.1, BG-14.2: does the Jacoby rule apply to this game?
template <rules_policy R>
[[nodiscard]] constexpr bool jacoby_applies(const state<R>& s) noexcept {
    return R::jacoby && R::cube && s.match_length() == 0;
}

// BG-23.1, BG-23.3: the highest level the player on roll may offer to resign
// now (0: none): any level, below one he had rejected this turn.
template <rules_policy R>
[[nodiscard]] constexpr int resign_cap(const state<R>& s) noexcept {
    if (!R::resign) return 0;
    if (s.phase() != phase::cube_decision && s.phase() != phase::playing) return 0;
    return s.resign_rejected() == 0 ? max_resign_level : s.resign_rejected() - 1;
}

template <rules_policy R>
[[nodiscard]] constexpr move_list legal_moves(const state<R>& s) noexcept {
    move_list out;  // one list, returned in every case (no copy of the 18 KB list)
    switch (s.phase()) {
        case phase::playing: detail::play_generator{s.board(), s.roll(), out}; break;
        case phase::cube_decision:  // BG-11.2; with resignations every turn starts here (BG-23.1)
            out.push_back(move::roll());
            if (may_double(s)) out.push_back(move::double_offer());
            break;
        case phase::responding:
            out.push_back(move::take());
            out.push_back(move::drop());
            if (may_beaver(s)) out.push_back(move::beaver());
            return out;
        case phase::resigning:  // BG-23.2
            out.push_back(move::accept());
            out.push_back(move::reject());
            return out;
        case phase::opening_roll:
        case phase::rolling:
        case phase::over: return out;
    }
    for (int level = 1; level <= resign_cap(s); ++level) out.push_back(move::resign(level));  // BG-23.1
    return out;
}

using outcome_list = static_vector<chance_outcome<dice>, 30>;

// BG-9.2 (30 ordered pairs at the opening roll) and BG-9.3 (21 rolls).
template <rules_policy R>
[[nodiscard]] constexpr outcome_list chance_outcomes(const state<R>& s) noexcept {
    outcome_list out;
    if (s.phase() == phase::opening_roll) {
        for (std::uint8_t a = 1; a <= 6; ++a)
            for (std::uint8_t b = 1; b <= 6; ++b)
                if (a != b) out.push_back({{a, b}, probability{1, 30}});
    } else if (s.phase() == phase::rolling) {
        for (std::uint8_t a = 1; a <= 6; ++a)
            for (std::uint8_t b = 1; b <= a; ++b)
                out.push_back({{a, b}, probability{a == b ? 1u : 2u, 36}});
    }
    return out;
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

// BG-8.3, BG-9.7, BG-13.6: each player's result at a terminal state (zero
// before). Points in a single game; +1/-1 for the match in match play.
template <rules_policy R>
[[nodiscard]] constexpr std::array<double, 2> returns(const state<R>& s) noexcept {
    if (!is_terminal(s)) return {0, 0};
    const game_result& g = s.last_game();
    const double value = s.match_length() > 0 ? 1 : g.points;
    return g.winner == 0 ? std::array<double, 2>{value, -value} : std::array<double, 2>{-value, value};
}

}  // namespace arbiter::backgammon
