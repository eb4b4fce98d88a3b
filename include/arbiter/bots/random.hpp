#pragma once
// The random bot: uniform over the legal moves. It reads nothing but the list
// of legal moves, which its player knows in every game (in a hidden-information
// game that list depends on the player's own pieces and public facts only).
// At a chance node the referee, not a bot, draws the outcome (sample_outcome);
// play_out below does both, as core/playout.hpp does.

#include <cassert>
#include <cstddef>

#include "../core/game.hpp"
#include "../core/random.hpp"

namespace arbiter::bots {

class random {
public:
    template <game S, random_engine G>
    [[nodiscard]] constexpr move_t<S> choose(const S& s, G&& rng) const {
        const auto moves = legal_moves(s);
        assert(!moves.empty() && "random::choose needs a decision node");
        return moves[uniform_bot_index(moves, rng)];  // never an offer (core/game.hpp)
    }
};

}  // namespace arbiter::bots
