#pragma once
// The one interface every bot offers, so the tool, a tournament or a test can
// seat any bot at any game:
//
//   move_t<S> b.choose(input, rng)
//
// where `input` is what the player to move may know: the state in a game of
// perfect information, the observation (observe(s, p)) in a game with hidden
// information. ask(b, s, rng) is the referee's side: it holds the full state
// and hands the bot only what its player may see.

#include <concepts>
#include <random>
#include <type_traits>
#include <utility>

#include "../core/game.hpp"
#include "../core/random.hpp"

namespace arbiter::bots {

// What observe(s, p) gives in a game with hidden information.
template <hidden_information_game S>
using observation_t = std::remove_cvref_t<decltype(observe(std::declval<const S&>(), player_id{}))>;

// O is what observe gives in the hidden-information game S.
template <class O, class S>
concept observation_of = hidden_information_game<S> && std::same_as<O, observation_t<S>>;

// A bot that decides from the full state. In a hidden-information game only
// bots that read nothing hidden may be such (the random bot, which reads only
// the list of its own legal moves); mcts refuses a hidden-information state.
template <class B, class S>
concept state_bot = game<S> && requires(B& b, const S& s, std::mt19937_64& rng) {
    { b.choose(s, rng) } -> std::convertible_to<move_t<S>>;
};

// A bot that decides from an observation only.
template <class B, class S>
concept observation_bot = hidden_information_game<S> && requires(B& b, const observation_t<S>& o, std::mt19937_64& rng) {
    { b.choose(o, rng) } -> std::convertible_to<move_t<S>>;
};

template <class B, class S>
concept bot_for = state_bot<B, S> || observation_bot<B, S>;

// The move bot b makes for the player to move in s (a decision node). A bot
// that can decide from an observation is given only that.
template <game S, class B, random_engine G>
    requires bot_for<B, S>
[[nodiscard]] move_t<S> ask(B& b, const S& s, G&& rng) {
    if constexpr (observation_bot<B, S>)
        return b.choose(observe(s, current_player(s)), rng);
    else
        return b.choose(s, rng);
}

}  // namespace arbiter::bots
