#pragma once
// Backgammon's observation tensor (core/tensor.hpp): 230
// floats, rank 1, always from the viewer's side. Backgammon hides nothing
// (BG-1.7), so the state is the observation.
//
// offset  size  what (scaling)
//   0      96   the viewer's points 1..24 in his numbering (BG-1.2), 4 units
//               per point at 4·(i − 1): n ≥ 1, n ≥ 2, n ≥ 3, (n − 3)/2 when n > 3
//               (TD-Gammon's units)
//   96      1   the viewer's bar / 2
//   97      1   the viewer's borne-off checkers / checkers each (15; 3 in
//               hypergammon, BG-15.3, so that 1 is always "all off")
//   98     96   the opponent's checkers on the viewer's points 1..24 (his point
//               25 − i, BG-1.2), the same 4 units
//  194      1   the opponent's bar / 2
//  195      1   the opponent's borne-off checkers / checkers each
//  196      6   the larger die of the roll held, one-hot (value v at 196 + v − 1);
//               all 0 when no roll is held (BG-9.3: the roll is stored larger first)
//  202      6   the smaller die, the same (a double sets both)
//  208      6   the numbers still to play (micro codec): count of value v / 4 at
//               208 + v − 1; a fresh roll gives 1/4 + 1/4, or 1 for a double
//               (BG-4.4); 0 when no roll is held
//  214      1   log2(cube value) / 6 (BG-11; past 1 for cubes above 64)
//  215      3   cube centred, owned by the viewer, owned by the opponent (BG-11.1)
//  218      1   the viewer's points to go / match length (0 in money play, BG-13)
//  219      1   the opponent's points to go / match length
//  220      1   the Crawford game (BG-13.2)
//  221      1   not a match (match length 0, BG-13.7)
//  222      3   phase one-hot: cube decision, playing, responding (BG-9.4)
// Past the first 225 (the board, the dice, the cube and the score), what
// else the state holds that decides a legal action (BG-12.3, BG-23):
//  225      1   the viewer is the player on roll (BG-3): the roll and the
//               steps are his; a response is the other's, or his after a beaver
//  226      1   phase: answering an offer to resign (BG-23.2)
//  227      1   the level offered to resign / 3 (BG-23.2; 0 when none)
//  228      1   the lowest level the player on roll rejected this turn / 3
//               (BG-23.3: he may offer only below it)
//  229      1   beavers made on the pending offer / the ruleset's beavers
//               (BG-12.3; 0 when the ruleset has none)
// A state at a chance node or over has every phase unit 0.
//
// The uint8 tensor (core/tensor.hpp) has each entry's denominator as its
// scale, so it is exact (the fourth point unit n − 3, the bar, the borne-off
// and resign counts, the numbers left, log2 of the cube), but for the two
// points-to-go entries (218, 219), whose denominator is the match length:
// those are rounded to 1/255.
//
// write_observation(s, p, viewer, out) gives the same layout in the middle of
// a micro-codec play (actions.hpp): the board after the steps of p (hits
// included) and, at 208, only the numbers p has not used.

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <type_traits>

#include "../core/player.hpp"
#include "../core/tensor.hpp"
#include "actions.hpp"
#include "apply.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace arbiter::backgammon {

namespace tensor_offsets {
inline constexpr std::size_t my_points = 0;
inline constexpr std::size_t my_bar = 96;
inline constexpr std::size_t my_off = 97;
inline constexpr std::size_t their_points = 98;
inline constexpr std::size_t their_bar = 194;
inline constexpr std::size_t their_off = 195;
inline constexpr std::size_t larger_die = 196;
inline constexpr std::size_t smaller_die = 202;
inline constexpr std::size_t dice_to_play = 208;
inline constexpr std::size_t cube_log2 = 214;
inline constexpr std::size_t cube_owner = 215;  // centred, mine, theirs
inline constexpr std::size_t my_away = 218;
inline constexpr std::size_t their_away = 219;
inline constexpr std::size_t crawford = 220;
inline constexpr std::size_t money = 221;
inline constexpr std::size_t phase = 222;  // cube decision, playing, responding
inline constexpr std::size_t on_roll = 225;
inline constexpr std::size_t resigning = 226;
inline constexpr std::size_t resign_offer = 227;
inline constexpr std::size_t resign_rejected = 228;
inline constexpr std::size_t beavers = 229;
inline constexpr std::size_t size = 230;
}  // namespace tensor_offsets

template <rules_policy R>
[[nodiscard]] constexpr tensor_shape observation_shape(std::type_identity<state<R>>) noexcept {
    return {1, {tensor_offsets::size, 0, 0, 0}};
}

namespace detail {

// TD-Gammon's four units of a point holding n checkers (0 to 15), looked up:
// one copy per point instead of four compares.
template <tensor_entry T>
inline constexpr auto point_units = [] {
    std::array<std::array<T, 4>, 16> units{};
    for (int n = 0; n < 16; ++n)
        units[static_cast<std::size_t>(n)] = {tensor_flag<T>(n >= 1), tensor_flag<T>(n >= 2), tensor_flag<T>(n >= 3),
                                              n > 3 ? fraction<T>(n - 3, 2) : T{0}};
    return units;
}();

template <tensor_entry T>
void write_point_units(T* at, int n) noexcept {
    std::memcpy(at, point_units<T>[static_cast<std::size_t>(std::clamp(n, 0, 15))].data(), 4 * sizeof(T));
}

template <rules_policy R, tensor_entry T>
void write_observation_of(const state<R>& s, const position& board, const std::array<std::uint8_t, 7>& left,
                          player_id viewer, std::span<T> out) noexcept {
    namespace at = tensor_offsets;
    std::fill(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(at::size), T{0});
    const player_id them = opponent(viewer);
    constexpr int checkers = checkers_per_player<R>;
    for (int i = 1; i <= num_points; ++i) {
        const auto unit = 4 * static_cast<std::size_t>(i - 1);
        write_point_units(&out[at::my_points + unit], board.at(viewer, i));
        write_point_units(&out[at::their_points + unit], board.at(them, 25 - i));  // BG-1.2
    }
    out[at::my_bar] = fraction<T>(board.at(viewer, bar_point), 2);
    out[at::my_off] = fraction<T>(board.at(viewer, off_point), checkers);
    out[at::their_bar] = fraction<T>(board.at(them, bar_point), 2);
    out[at::their_off] = fraction<T>(board.at(them, off_point), checkers);

    const dice r = s.roll().larger_first();
    if (r.first != 0) {
        out[at::larger_die + r.first - 1u] = T{1};
        out[at::smaller_die + r.second - 1u] = T{1};
        for (std::size_t v = 1; v <= 6; ++v) out[at::dice_to_play + v - 1] = fraction<T>(left[v], 4);
    }

    out[at::cube_log2] = fraction<T>(std::countr_zero(static_cast<unsigned>(s.cube_value())), 6);
    out[at::cube_owner + (s.cube_owner() < 0 ? 0u : s.cube_owner() == viewer ? 1u : 2u)] = T{1};
    if (s.match_length() > 0) {  // BG-13.1; the length varies: rounded as uint8
        out[at::my_away] = fraction<T>(s.match_length() - s.score(viewer), s.match_length(), 255);
        out[at::their_away] = fraction<T>(s.match_length() - s.score(them), s.match_length(), 255);
    } else {
        out[at::money] = T{1};
    }
    out[at::crawford] = tensor_flag<T>(s.is_crawford_game());
    switch (s.phase()) {
        case phase::cube_decision: out[at::phase] = T{1}; break;
        case phase::playing: out[at::phase + 1] = T{1}; break;
        case phase::responding: out[at::phase + 2] = T{1}; break;
        case phase::resigning: out[at::resigning] = T{1}; break;
        case phase::opening_roll:
        case phase::rolling:
        case phase::over: break;
    }
    out[at::on_roll] = tensor_flag<T>(s.player_on_roll() == viewer);
    out[at::resign_offer] = fraction<T>(s.resign_offer(), max_resign_level);
    out[at::resign_rejected] = fraction<T>(s.resign_rejected(), max_resign_level);
    if constexpr (R::beavers > 0) out[at::beavers] = fraction<T>(s.beaver_count(), R::beavers);
}

// The numbers of the roll held that the steps of p have not used.
template <rules_policy R>
[[nodiscard]] constexpr std::array<std::uint8_t, 7> numbers_left(const state<R>& s,
                                                                const typename micro_codec<R>::progress& p) noexcept {
    std::array<std::uint8_t, 7> left{};
    const dice r = s.roll();
    if (r.first == 0) return left;
    left[r.first] = r.is_double() ? 4 : 1;  // BG-4.1, BG-4.4
    left[r.second] = r.is_double() ? 4 : 1;
    for (std::size_t i = 0; i < p.count && i < p.steps.size(); ++i)
        if (left[p.steps[i].die] > 0) --left[p.steps[i].die];
    return left;
}

// The tensor after the steps of p (each a legal step, as advance made them).
template <rules_policy R, tensor_entry T>
void write_progress_observation(const state<R>& s, const typename micro_codec<R>::progress& p, player_id viewer,
                                std::span<T> out) noexcept {
    const bool stepped = s.phase() == phase::playing && p.count > 0;
    position board = s.board();
    for (std::size_t i = 0; stepped && i < p.count && i < p.steps.size(); ++i) (void)apply_step(board, p.steps[i]);
    const auto left = stepped ? numbers_left(s, p) : numbers_left(s, typename micro_codec<R>::progress{});
    write_observation_of(s, board, left, viewer, out);
}

}  // namespace detail

// The tensor of s for `viewer`, as laid out above (fills 230 entries of
// out), as floats or as uint8 (core/tensor.hpp).
template <rules_policy R>
void write_observation(const state<R>& s, player_id viewer, std::span<float> out) noexcept {
    detail::write_observation_of(s, s.board(), detail::numbers_left(s, typename micro_codec<R>::progress{}), viewer, out);
}
template <rules_policy R>
void write_observation(const state<R>& s, player_id viewer, std::span<std::uint8_t> out) noexcept {
    detail::write_observation_of(s, s.board(), detail::numbers_left(s, typename micro_codec<R>::progress{}), viewer, out);
}

// The same in the middle of a micro-codec play: the board after the steps of
// p (each a legal step, as advance made them) and the numbers not yet used.
template <rules_policy R>
void write_observation(const state<R>& s, const typename micro_codec<R>::progress& p, player_id viewer,
                       std::span<float> out) noexcept {
    detail::write_progress_observation(s, p, viewer, out);
}
template <rules_policy R>
void write_observation(const state<R>& s, const typename micro_codec<R>::progress& p, player_id viewer,
                       std::span<std::uint8_t> out) noexcept {
    detail::write_progress_observation(s, p, viewer, out);
}

// Each entry's scale in the uint8 tensor (core/tensor.hpp): its denominator.
template <rules_policy R>
[[nodiscard]] constexpr std::array<std::uint8_t, tensor_offsets::size> observation_scales(
    std::type_identity<state<R>>) noexcept {
    namespace at = tensor_offsets;
    auto scales = unit_scales<at::size>();
    for (std::size_t i = 0; i < static_cast<std::size_t>(num_points); ++i) {
        scales[at::my_points + 4 * i + 3] = 2;  // (n − 3) / 2
        scales[at::their_points + 4 * i + 3] = 2;
    }
    scales[at::my_bar] = scales[at::their_bar] = 2;
    scales[at::my_off] = scales[at::their_off] = fraction_scale(checkers_per_player<R>);
    for (std::size_t v = 0; v < 6; ++v) scales[at::dice_to_play + v] = 4;
    scales[at::cube_log2] = 6;
    scales[at::my_away] = scales[at::their_away] = 255;  // over the match length: rounded
    scales[at::resign_offer] = scales[at::resign_rejected] = fraction_scale(max_resign_level);
    scales[at::beavers] = fraction_scale(R::beavers);
    return scales;
}

static_assert(has_observation_tensor<state<source_rules>>);
static_assert(has_observation_tensor<state<money_rules>>);
static_assert(has_observation_tensor<state<nackgammon_rules>>);
static_assert(has_observation_tensor<state<hypergammon_rules>>);
static_assert(observation_shape_of<state<money_rules>>.size() == 230);
static_assert(has_observation_scales<state<money_rules>>);

}  // namespace arbiter::backgammon
