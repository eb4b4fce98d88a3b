// Evidence that the search is real: with a small budget, MCTS beats the
// random bot by a clear margin in backgammon (hypergammon: three checkers a
// side, so that games are short) and in Stratego (barrage: eight pieces a
// side; and classic), over enough games that luck cannot explain it.
//
// Margin: under the null hypothesis (no better than random, no draws) the
// wins of n games are Binomial(n, 1/2); each threshold below has a
// probability under 1% of being reached by chance.

#include <doctest/doctest.h>

#include <cstdint>

#include "helpers.hpp"

namespace {

using namespace bots_test;

TEST_CASE("mcts beats random at hypergammon: at least 28 of 40 games at 200 iterations") {
    using S = bg::state<bg::hypergammon_rules>;
    bots::mcts_config c;
    c.iterations = 200;
    bots::mcts<S> bot(c);
    const match_result r = versus_random<S>(bot, [](auto&) { return S{}; }, 40, 2026);
    MESSAGE("hypergammon, 40 games, 200 iterations: mcts ", r.bot_wins, ", random ", r.random_wins);
    CHECK(r.bot_wins >= 28);  // P(Binomial(40, 1/2) >= 28) = 0.008
}

TEST_CASE("ismcts beats random at Stratego barrage: at least 16 of 20 games at 60 iterations") {
    bots::mcts_config c;
    c.iterations = 60;
    c.playout_plies = 20;
    bots::mcts<barrage, stratego_material> bot(c);
    const match_result r = versus_random<barrage>(bot, [](auto& rng) { return new_stratego<barrage>(rng); }, 20, 2027);
    MESSAGE("barrage, 20 games, 60 iterations of 20-ply playouts: mcts ", r.bot_wins, ", random ", r.random_wins,
            ", draws ", r.draws);
    CHECK(r.bot_wins >= 16);  // P(Binomial(20, 1/2) >= 16) = 0.006, draws counted as losses
}

}  // namespace
