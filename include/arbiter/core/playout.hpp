#pragma once
// A random playout over any game: uniform over legal moves (never an offer a
// bot may ignore, as the random bot plays: core/game.hpp), chance outcomes by
// their exact probabilities. The same seed gives the same game everywhere.

#include <cstddef>
#include <cstdint>

#include "game.hpp"
#include "random.hpp"

namespace arbiter {

// The random bot's choice at a decision: uniform over the legal moves that
// are not offers (core/game.hpp).
struct uniform_choice {
    template <class S, class Moves, random_engine G>
    [[nodiscard]] constexpr auto operator()(const S&, const Moves& moves, G& rng) const {
        return moves[uniform_bot_index(moves, rng)];
    }
};

// Returns the state after the playout: terminal, or after max_plies decisions.
// on_node(state) is called at every node before it is expanded;
// choose(state, legal_moves(state), rng) picks each decision's move.
template <game S, random_engine G, class Visitor, class Choose = uniform_choice>
constexpr S random_playout(S s, G&& rng, std::size_t max_plies, Visitor&& on_node, Choose choose = {}) {
    for (std::size_t plies = 0;;) {
        on_node(static_cast<const S&>(s));
        const player_id who = current_player(s);
        if (who == terminal_player) return s;
        if (who == chance_player) {
            s = play(s, sample_outcome(chance_outcomes(s), rng));
            continue;
        }
        if (plies++ == max_plies) return s;
        s = play(s, choose(static_cast<const S&>(s), legal_moves(s), rng));
    }
}

template <game S, random_engine G>
constexpr S random_playout(S s, G&& rng, std::size_t max_plies = static_cast<std::size_t>(-1)) {
    return random_playout(std::move(s), rng, max_plies, [](const S&) {});
}

}  // namespace arbiter
