#pragma once
// The legal moves and the chance outcomes (RULES.md BG-4 to BG-7, BG-9,
// BG-11, BG-12, BG-23): the plays of a roll, whether one step may be made,
// who may double or beaver, what may be resigned. Whose turn is in
// state.hpp, applying a move in apply.hpp, the checked forms (try_play,
// move_error, check_play) in checked.hpp. generator.hpp is the search
// behind the plays.

#include <cstddef>
#include <cstdint>

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

// ---------------------------------------------------------------- the turn

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

namespace detail {
// BG-9.2: the 30 ordered pairs of the opening roll; BG-9.3: the 21 rolls.
// Built once: a roll's list is copied, not its fractions reduced again.
inline constexpr outcome_list opening_rolls = [] {
    outcome_list out;
    for (std::uint8_t a = 1; a <= 6; ++a)
        for (std::uint8_t b = 1; b <= 6; ++b)
            if (a != b) out.push_back({{a, b}, probability{1, 30}});
    return out;
}();
inline constexpr outcome_list rolls = [] {
    outcome_list out;
    for (std::uint8_t a = 1; a <= 6; ++a)
        for (std::uint8_t b = 1; b <= a; ++b) out.push_back({{a, b}, probability{a == b ? 1u : 2u, 36}});
    return out;
}();
}  // namespace detail

// BG-9.2 (30 ordered pairs at the opening roll) and BG-9.3 (21 rolls).
template <rules_policy R>
[[nodiscard]] constexpr outcome_list chance_outcomes(const state<R>& s) noexcept {
    if (s.phase() == phase::opening_roll) return detail::opening_rolls;
    if (s.phase() == phase::rolling) return detail::rolls;
    return {};
}

}  // namespace arbiter::backgammon
