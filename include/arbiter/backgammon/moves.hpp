#pragma once
// The rules of play: whose turn, the legal moves, chance, applying a move,
// the end of the game and its result (RULES.md BG-3 to BG-14).

#include <string>
#include <string_view>

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
        case phase::resigning: return "an answer to a resignation offer (accept or reject)";
    }
    return "?";
}

[[nodiscard]] inline std::string step_text(step st) {
    return std::to_string(int{st.die}) + " from " +
           (st.from == bar_point ? std::string("the bar") : "point " + std::to_string(int{st.from}));
}

// Why a step is illegal in `pos` (empty when it is legal).
[[nodiscard]] inline std::string step_error(const position& pos, step st) {
    const auto point = [](int p) { return p == bar_point ? std::string("the bar") : "point " + std::to_string(p); };
    switch (fault_of(pos, st)) {
        case step_fault::none: return {};
        case step_fault::no_such_step: return "there is no step of " + std::to_string(int{st.die}) + " from " + std::to_string(int{st.from});
        case step_fault::no_checker: return "no checker of yours is on " + point(st.from);
        case step_fault::bar_first: return "a checker on the bar must enter first (BG-5.2)";
        case step_fault::blocked: return "point " + std::to_string(st.from - st.die) + " is blocked (BG-1.6, BG-4.2)";
        case step_fault::not_home: return "bearing off needs all checkers home (BG-6.1)";
        case step_fault::higher_first: return "a checker on a higher point must move first (BG-6.3)";
    }
    return {};
}

// "6-5": a roll in messages, larger die first.
[[nodiscard]] inline std::string roll_text(dice d) {
    const dice r = d.larger_first();
    return std::to_string(int{r.first}) + "-" + std::to_string(int{r.second});
}

// A cube action's word (BG-16.7).
[[nodiscard]] inline std::string cube_text(const move& m) {
    switch (m.type()) {
        case move::kind::roll: return "roll";
        case move::kind::double_offer: return "double";
        case move::kind::take: return "take";
        case move::kind::drop: return "drop";
        case move::kind::beaver: return "beaver";
        case move::kind::resign: return "resign " + std::string(resign_level_name(m.resign_level()));  // BG-16.7
        case move::kind::accept: return "accept";
        case move::kind::reject: return "reject";
        case move::kind::play: break;
    }
    return {};
}

// Why the player on roll may not double (empty when he may).
template <rules_policy R>
[[nodiscard]] std::string double_error(const state<R>& s) {
    switch (double_barred(s)) {
        case double_bar::none: return {};
        case double_bar::no_cube: return "the cube is not in play in this ruleset (BG-0.4, BG-11)";
        case double_bar::crawford: return "nobody may double in the Crawford game (BG-13.2)";
        case double_bar::cube_elsewhere: return "the cube belongs to the other player (BG-11.4)";
        case double_bar::max_cube:
            return "the offer of " + std::to_string(2 * s.cube_value()) + " is above max_cube " +
                   std::to_string(R::max_cube) + " (BG-11.5)";
    }
    return {};
}

// Why the responder may not beaver (empty when he may).
template <rules_policy R>
[[nodiscard]] std::string beaver_error(const state<R>& s) {
    switch (beaver_barred(s)) {
        case beaver_bar::none: return {};
        case beaver_bar::no_beavers: return "this ruleset has no beavers (BG-12.1)";
        case beaver_bar::match_play: return "beavers are for money play only (BG-12.1, BG-13.5)";
        case beaver_bar::used_up:
            return "this ruleset allows " + std::to_string(R::beavers) + " beaver(s) per offer, and " +
                   std::to_string(s.beaver_count()) + " were made (BG-12.3)";
        case beaver_bar::max_cube:
            return "the next offer would be " + std::to_string(4 * s.cube_value()) + ", above max_cube " +
                   std::to_string(R::max_cube) + " (BG-12.3)";
    }
    return {};
}

// Why the player to decide may not offer to resign `level` now (empty when he may).
template <rules_policy R>
[[nodiscard]] std::string resign_error(const state<R>& s, int level) {
    if (!R::resign) return "this ruleset has no resignations (BG-23.0)";
    if (s.phase() == phase::responding) return "a double awaits an answer first (BG-23.1)";
    if (s.phase() == phase::resigning) return "an offer to resign awaits an answer (BG-23.1)";
    if (s.phase() != phase::cube_decision && s.phase() != phase::playing)
        return "the mover resigns at his own decisions, not at " + phase_name(s.phase()) + " (BG-23.1)";
    if (level < 1 || level > max_resign_level) return "the levels are single, gammon and backgammon (BG-23.1)";
    if (level > resign_cap(s))
        return "the offer of " + std::string(resign_level_name(s.resign_rejected())) +
               " was rejected this turn: only a lower level may be offered until your next turn (BG-23.3)";
    return {};
}

// How many times each number of a roll may be played (BG-4.1, BG-4.4).
[[nodiscard]] constexpr std::array<int, 7> numbers_of(dice roll) noexcept {
    std::array<int, 7> left{};
    if (roll.is_double()) left[roll.first] = 4;
    else left[roll.first] = left[roll.second] = 1;
    return left;
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
    std::array<int, 7> left = detail::numbers_of(roll);
    position pos = s.board();
    for (int i = 0; i < m.size(); ++i) {
        const step st = m[i];
        if (st.die < 1 || st.die > 6 || left[st.die] == 0)
            return make_error("step " + std::to_string(i + 1) + " uses a " + std::to_string(int{st.die}) +
                              " that the roll " + detail::roll_text(roll) + " does not have (BG-4.1)");
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
    if (m.size() < most)  // also when it bears off the last checker: a longer play exists (BG-7.3)
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
    if (legal_moves(s).contains(m)) return play(s, m);
    const std::string word = "'" + detail::cube_text(m) + "'";
    if (current_player(s) < 0) return make_error(word + ": nobody decides at " + detail::phase_name(s.phase()));
    if (m.type() == move::kind::beaver && s.phase() == phase::responding)
        return make_error(word + " is not allowed: " + detail::beaver_error(s));
    if (m.type() == move::kind::resign)
        if (const std::string why = detail::resign_error(s, m.resign_level()); !why.empty())
            return make_error(word + " is not allowed: " + why);
    if ((m.type() == move::kind::accept || m.type() == move::kind::reject) && s.phase() != phase::resigning)
        return make_error(word + " answers a resignation offer, but the game is at " + detail::phase_name(s.phase()) +
                          (s.phase() == phase::responding ? "; a double is answered by take or drop" : "") + " (BG-23.2)");
    if (m.type() == move::kind::double_offer) {
        if (const std::string why = detail::double_error(s); !why.empty())
            return make_error(word + " is not allowed: " + why);
        if (s.phase() == phase::playing)
            return make_error(word + " comes at the start of the turn, before the roll (BG-3.3, BG-11.2)");
    }
    return make_error(word + " is not a move at " + detail::phase_name(s.phase()) + " (BG-9.5)");
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
