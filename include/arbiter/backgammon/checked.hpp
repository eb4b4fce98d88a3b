#pragma once
// The checked API (RULES.md BG-4 to BG-12, BG-23): try_play, which rejects an
// illegal or malformed move or roll with the rule it breaks and leaves the
// state as it was, move_error, the same check's reason as a string (empty
// when try_play accepts the move), check_play for a play given as any
// allowed step sequence (BG-7.9), and the messages the readers share.

#include <array>
#include <string>
#include <string_view>

#include "../core/result.hpp"
#include "apply.hpp"
#include "generate.hpp"
#include "state.hpp"

namespace arbiter::backgammon {

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
        case step_fault::no_checker: return "no checker of yours is on " + point(st.from) + " (BG-4.2)";
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

namespace detail {

// The check of try_play and move_error: the legal move m denotes at s (a
// play as its canonical sequence, BG-7.9), or why m is illegal.
template <rules_policy R>
[[nodiscard]] result<move> checked_move(const state<R>& s, const move& m) {
    if (m.is_play()) return check_play(s, m);
    if (legal_moves(s).contains(m)) return m;
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

}  // namespace detail

// Why m is not legal at s, naming the rule it breaks; empty when it is (a
// play may be given as any allowed step sequence, BG-7.9).
template <rules_policy R>
[[nodiscard]] std::string move_error(const state<R>& s, const move& m) {
    const result<move> checked = detail::checked_move(s, m);
    return checked ? std::string{} : checked.error().message;
}

// The checked form of play(): the successor, or why the move is illegal.
template <rules_policy R>
[[nodiscard]] result<state<R>> try_play(const state<R>& s, const move& m) {
    const result<move> checked = detail::checked_move(s, m);
    if (!checked) return checked.error();
    return play(s, *checked);
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

}  // namespace arbiter::backgammon
