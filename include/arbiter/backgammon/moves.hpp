#pragma once
// The rules of play: whose turn, the legal moves, chance, applying a move,
// the end of the game and its result (RULES.md BG-3 to BG-14).

#include <string>

#include "../core/chance.hpp"
#include "../core/game.hpp"
#include "../core/result.hpp"
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

// Plays one step on a position; returns false, changing nothing, when the step
// is not legal there (BG-4.2, BG-5.2, BG-5.3, BG-6.1 to BG-6.3).
constexpr bool apply_step(position& pos, step st) noexcept {
    auto& mine = pos.checkers[static_cast<std::size_t>(pos.on_roll)];
    auto& theirs = pos.checkers[static_cast<std::size_t>(opponent(pos.on_roll))];
    if (st.die < 1 || st.die > 6 || st.from < 1 || st.from > bar_point || mine[st.from] == 0) return false;
    if (st.from != bar_point && mine[bar_point] > 0) return false;  // BG-5.2
    const int to = st.from - st.die;
    if (to >= 1) {
        if (theirs[static_cast<std::size_t>(25 - to)] >= 2) return false;  // BG-4.2
    } else {
        for (std::size_t i = 7; i <= bar_point; ++i)
            if (mine[i] > 0) return false;  // BG-6.1
        if (to < 0)
            for (std::size_t i = st.from + 1u; i <= 6; ++i)
                if (mine[i] > 0) return false;  // BG-6.3
    }
    --mine[st.from];
    if (to <= 0) {
        ++mine[off_point];
        return true;
    }
    auto& hit = theirs[static_cast<std::size_t>(25 - to)];
    if (hit == 1) {  // BG-5.1
        hit = 0;
        ++theirs[bar_point];
    }
    ++mine[static_cast<std::size_t>(to)];
    return true;
}

// The position a play leaves (the mover still on roll). The play must be
// legal in `pos`.
[[nodiscard]] constexpr position after_play(position pos, const move& m) noexcept {
    for (int i = 0; i < m.size(); ++i) {
        [[maybe_unused]] const bool ok = apply_step(pos, m[i]);
        assert(ok);
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
        case phase::cube_decision:
        case phase::playing: break;
    }
    return s.player_on_roll();
}

template <rules_policy R>
[[nodiscard]] constexpr bool is_terminal(const state<R>& s) noexcept {
    return s.phase() == phase::over;
}

// BG-11.2, BG-13.2, BG-9.6: may the player on roll offer a double now?
template <rules_policy R>
[[nodiscard]] constexpr bool may_double(const state<R>& s) noexcept {
    if constexpr (!R::cube) {
        return false;
    } else {
        const player_id owner = s.cube_owner();
        return !s.is_crawford_game() && (owner == -1 || owner == s.player_on_roll()) &&
               2 * s.cube_value() <= static_cast<int>(R::max_cube);
    }
}

// BG-12.3: may the responder beaver (or raccoon) the pending offer?
template <rules_policy R>
[[nodiscard]] constexpr bool may_beaver(const state<R>& s) noexcept {
    return R::cube && s.match_length() == 0 && s.beaver_count() < static_cast<int>(R::beavers) &&
           4 * s.cube_value() <= static_cast<int>(R::max_cube);
}

template <rules_policy R>
[[nodiscard]] constexpr move_list legal_moves(const state<R>& s) noexcept {
    switch (s.phase()) {
        case phase::playing: return legal_plays(s.board(), s.roll());
        case phase::cube_decision: return {move::roll(), move::double_offer()};
        case phase::responding:
            if (may_beaver(s)) return {move::take(), move::drop(), move::beaver()};
            return {move::take(), move::drop()};
        case phase::opening_roll:
        case phase::rolling:
        case phase::over: break;
    }
    return {};
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

// The turn passes to `p` (BG-3.2, BG-9.6).
template <rules_policy R>
constexpr void start_turn(state<R>& s, player_id p) noexcept {
    typename state<R>::edit e{s};
    e.board().on_roll = p;
    e.roll() = {};
    e.phase() = may_double(s) ? phase::cube_decision : phase::rolling;
}

// A game is over: score it, and in a match start the next (BG-10, BG-13).
template <rules_policy R>
constexpr void end_game(state<R>& s, player_id winner, win_kind kind, int points) noexcept {
    typename state<R>::edit e{s};
    e.last_game() = {winner, kind, points};
    ++e.games_played();
    e.roll() = {};
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
        const bool jacoby = R::jacoby && R::cube && s.match_length() == 0;  // BG-14.2
        if (jacoby && s.cube_value() == 1) base = 1;                        // BG-14.1
    }
    return base * s.cube_value();
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
    }
    return s;
}

// Plays a chance outcome (unchecked).
template <rules_policy R>
[[nodiscard]] constexpr state<R> play(state<R> s, dice d) noexcept {
    typename state<R>::edit e{s};
    if (s.phase() == phase::opening_roll) {  // BG-3.1, BG-9.2
        e.board().on_roll = d.first > d.second ? 0 : 1;
        e.roll() = d.first > d.second ? d : dice{d.second, d.first};
    } else {
        e.roll() = d.first >= d.second ? d : dice{d.second, d.first};
    }
    e.phase() = phase::playing;
    return s;
}

// BG-8.3, BG-9.7, BG-13.6: each player's result at a terminal state (zero
// before). Points in a single game; +1/-1 for the match in match play.
template <rules_policy R>
[[nodiscard]] constexpr std::array<int, 2> returns(const state<R>& s) noexcept {
    if (!is_terminal(s)) return {0, 0};
    const game_result& g = s.last_game();
    const int value = s.match_length() > 0 ? 1 : g.points;
    return g.winner == 0 ? std::array<int, 2>{value, -value} : std::array<int, 2>{-value, value};
}

// ---------------------------------------------------------------- checked

namespace detail {

[[nodiscard]] inline std::string phase_name(phase p) {
    switch (p) {
        case phase::opening_roll: return "the opening roll";
        case phase::cube_decision: return "a cube decision (roll or double)";
        case phase::rolling: return "a roll of the dice";
        case phase::playing: return "a play of the dice";
        case phase::responding: return "a response to a double (take, drop or beaver)";
        case phase::over: return "the end of the game";
    }
    return "?";
}

[[nodiscard]] inline std::string step_text(step st) {
    return std::to_string(int{st.die}) + " from " +
           (st.from == bar_point ? std::string("the bar") : "point " + std::to_string(int{st.from}));
}

// Why a step is illegal in `pos` (empty when it is legal).
[[nodiscard]] inline std::string step_error(const position& pos, step st) {
    const player_id me = pos.on_roll;
    if (st.from < 1 || st.from > bar_point) return "there is no point " + std::to_string(int{st.from});
    if (pos.at(me, st.from) == 0) return "no checker of yours is on " + std::string(st.from == bar_point ? "the bar" : "point " + std::to_string(int{st.from}));
    if (st.from != bar_point && pos.at(me, bar_point) > 0) return "a checker on the bar must enter first (BG-5.2)";
    const int to = st.from - st.die;
    if (to >= 1) {
        if (pos.at(opponent(me), 25 - to) >= 2) return "point " + std::to_string(to) + " is blocked (BG-1.6, BG-4.2)";
        return {};
    }
    for (int i = 7; i <= bar_point; ++i)
        if (pos.at(me, i) > 0) return "bearing off needs all checkers home (BG-6.1)";
    if (to < 0)
        for (int i = st.from + 1; i <= 6; ++i)
            if (pos.at(me, i) > 0) return "a checker on a higher point must move first (BG-6.3)";
    return {};
}

}  // namespace detail

// Checks a play given as any allowed step sequence (BG-7.9) and names the
// rule it breaks; on success, the canonical play it denotes.
template <rules_policy R>
[[nodiscard]] result<move> check_play(const state<R>& s, const move& m) {
    if (s.phase() != phase::playing)
        return make_error("not a play decision: the game is at " + detail::phase_name(s.phase()));
    const dice roll = s.roll();
    const move_list plays = legal_plays(s.board(), roll);
    if (plays.contains(m)) return m;  // the canonical sequence itself
    std::array<int, 7> left{};
    if (roll.is_double()) left[roll.first] = 4;
    else left[roll.first] = left[roll.second] = 1;
    position pos = s.board();
    for (int i = 0; i < m.size(); ++i) {
        const step st = m[i];
        if (st.die < 1 || st.die > 6 || left[st.die] == 0)
            return make_error("step " + std::to_string(i + 1) + " uses a " + std::to_string(int{st.die}) +
                              " that the roll " + std::to_string(int{roll.first}) + "-" +
                              std::to_string(int{roll.second}) + " does not have (BG-4.1)");
        if (has_borne_off_all(pos, pos.on_roll, state<R>::checkers))
            return make_error("the game ended before step " + std::to_string(i + 1) + " (BG-6.6)");
        if (const std::string why = detail::step_error(pos, st); !why.empty())
            return make_error("step " + std::to_string(i + 1) + " (" + detail::step_text(st) + "): " + why);
        --left[st.die];
        apply_step(pos, st);
    }
    for (const move& p : plays)
        if (after_play(s.board(), p) == pos) return p;
    const int most = plays.front().is_pass() ? 0 : plays.front().size();
    if (m.size() < most && !has_borne_off_all(pos, pos.on_roll, state<R>::checkers))
        return make_error("plays " + std::to_string(m.size()) + " number(s) where " + std::to_string(most) +
                          " can be played; as many as possible must be (BG-7.2)");
    return make_error("the larger number must be played when either can be, but not both (BG-7.2)");
}

// The checked form of play(): the successor, or why the move is illegal.
template <rules_policy R>
[[nodiscard]] result<state<R>> try_play(const state<R>& s, const move& m) {
    if (m.is_play()) {
        const result<move> canonical = check_play(s, m);
        if (!canonical) return canonical.error();
        return play(s, *canonical);
    }
    if (!legal_moves(s).contains(m)) {
        if (!R::cube) return make_error("the cube is not in play in this game (BG-0.4, BG-11)");
        return make_error("that cube action is not legal at " + detail::phase_name(s.phase()) +
                          " (BG-11.2, BG-11.3, BG-12.3)");
    }
    return play(s, m);
}

template <rules_policy R>
[[nodiscard]] result<state<R>> try_play(const state<R>& s, dice d) {
    const bool opening = s.phase() == phase::opening_roll;
    if (!opening && s.phase() != phase::rolling)
        return make_error("not a chance node: the game is at " + detail::phase_name(s.phase()));
    if (d.first < 1 || d.first > 6 || d.second < 1 || d.second > 6) return make_error("a die shows 1 to 6");
    if (opening && d.is_double()) return make_error("the opening roll is never a double (BG-3.1)");
    return play(s, d);
}

static_assert(game<state<source_rules>>);
static_assert(game<state<money_rules>>);
static_assert(game<state<nackgammon_rules>>);
static_assert(game<state<hypergammon_rules>>);

}  // namespace arbiter::backgammon
