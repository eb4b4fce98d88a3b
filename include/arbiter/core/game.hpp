#pragma once
// The shape every game follows, as concepts.
// Each game checks itself with static_assert, so a generic algorithm written
// against these concepts works on all five games unchanged.

#include <concepts>
#include <cstddef>
#include <random>
#include <ranges>
#include <type_traits>
#include <utility>

#include "chance.hpp"
#include "player.hpp"
#include "random.hpp"
#include "result.hpp"

namespace arbiter {

// A sized range whose elements convert to E (a move list, say).
template <class L, class E>
concept list_of = std::ranges::sized_range<L> && std::convertible_to<std::ranges::range_reference_t<L>, E>;

// A sized range of chance_outcome-like records: .outcome and .chance.
template <class L, class O>
concept outcome_list_of = std::ranges::sized_range<L> && requires(std::ranges::range_value_t<L> v) {
    { v.outcome } -> std::convertible_to<O>;
    { v.chance } -> std::convertible_to<probability>;
};

// A game state: a regular value type (copy it to branch a search) whose
// free functions, found by argument-dependent lookup, are the rules.
//   S::move_type     one atomic decision of one player
//   S::outcome_type  one outcome of a chance node
//   S::num_players   how many players decide
template <class S>
concept game = std::regular<S> && std::is_trivially_copyable_v<typename S::move_type> &&
    std::equality_comparable<typename S::move_type> &&
    std::equality_comparable<typename S::outcome_type> &&
    requires(const S& s, const typename S::move_type& m, const typename S::outcome_type& o) {
        { S::num_players } -> std::convertible_to<std::size_t>;
        { current_player(s) } -> std::same_as<player_id>;
        { legal_moves(s) } -> list_of<typename S::move_type>;
        { chance_outcomes(s) } -> outcome_list_of<typename S::outcome_type>;
        { play(s, m) } -> std::same_as<S>;
        { play(s, o) } -> std::same_as<S>;
        { try_play(s, m) } -> std::same_as<result<S>>;
        { is_terminal(s) } -> std::same_as<bool>;
        { returns(s)[0] } -> std::convertible_to<double>;
    };

// A game with hidden information: what player p may know, as an observation,
// and a full state consistent with an observation (a determinisation).
template <class S>
concept hidden_information_game = game<S> && requires(const S& s, player_id p, std::mt19937_64& rng) {
    { observe(s, p) };
    { sample(observe(s, p), rng) } -> std::same_as<S>;
};

// An offer a bot may ignore: a move whose type says so with `is_offer()`
// (backgammon's resignation offers, BG-23). The library's bots never make one
// and answer one like any other decision; the rules list offers like any
// move, so searches and playouts over legal_moves still reach them.
template <class M>
[[nodiscard]] constexpr bool is_offer(const M& m) noexcept {
    if constexpr (requires { { m.is_offer() } -> std::convertible_to<bool>; })
        return m.is_offer();
    else
        return false;
}

// A bot's uniform choice among `moves` that are not offers, as an index
// into `moves`. Without offers it draws exactly what
// uniform_below(rng, moves.size()) draws, so games without offers replay as
// before; a single candidate beside offers is taken without a draw.
template <class Moves, random_engine G>
[[nodiscard]] constexpr std::size_t uniform_bot_index(const Moves& moves, G&& rng) {
    std::size_t candidates = 0;
    for (const auto& m : moves) candidates += is_offer(m) ? 0u : 1u;
    if (candidates == moves.size()) return static_cast<std::size_t>(uniform_below(rng, moves.size()));
    std::size_t k = candidates > 1 ? static_cast<std::size_t>(uniform_below(rng, candidates)) : 0;
    std::size_t i = 0;
    for (; i < moves.size(); ++i)
        if (!is_offer(moves[i]) && k-- == 0) break;
    return i;
}

// Whether a finished game was cut short by a length cap (a bound that search
// and training need and the rulebook lacks: WC-19.6, ST-8.7, CW-12.8)
// rather than ended by the rules: Gymnasium's and PettingZoo's truncation.
// A game whose states can meet such a cap says so with at_length_cap(s);
// the others are never cut.
template <class S>
[[nodiscard]] constexpr bool ended_at_cap(const S& s) noexcept {
    if constexpr (requires { { at_length_cap(s) } -> std::convertible_to<bool>; })
        return at_length_cap(s);
    else
        return false;
}

template <game S>
using move_t = typename S::move_type;
template <game S>
using outcome_t = typename S::outcome_type;

}  // namespace arbiter
