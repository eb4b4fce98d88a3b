#pragma once
// Bots written once for every game (core/game.hpp): the random bot and Monte
// Carlo tree search (UCT, and information-set MCTS for hidden information),
// behind one interface, b.choose(state or observation, rng).

#include "bots/bot.hpp"     // IWYU pragma: export
#include "bots/mcts.hpp"    // IWYU pragma: export
#include "bots/random.hpp"  // IWYU pragma: export
