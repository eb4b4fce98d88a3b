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

TEST_CASE("mcts beats random at hypergammon: at least 22 of 30 games at 150 iterations") {
    using S = bg::state<bg::hypergammon_rules>;
    bots::mcts_config c;
    c.iterations = 150;
    bots::mcts<S> bot(c);
    const match_result r = versus_random<S>(bot, [](auto&) { return S{}; }, 30, 2026);
    MESSAGE("hypergammon, 30 games, 150 iterations: mcts ", r.bot_wins, ", random ", r.random_wins);
    CHECK(r.bot_wins >= 22);  // P(Binomial(30, 1/2) >= 22) = 0.008
}

TEST_CASE("ismcts beats random at Stratego barrage: at least 22 of 30 games at 60 iterations") {
    bots::mcts_config c;
    c.iterations = 60;
    c.playout_plies = 20;
    bots::mcts<barrage, stratego_material> bot(c);
    const match_result r = versus_random<barrage>(bot, [](auto& rng) { return new_stratego<barrage>(rng); }, 30, 2027);
    MESSAGE("barrage, 30 games, 60 iterations of 20-ply playouts: mcts ", r.bot_wins, ", random ", r.random_wins,
            ", draws ", r.draws);
    CHECK(r.bot_wins >= 22);  // P(Binomial(30, 1/2) >= 22) = 0.008, draws counted as losses
}

}  // namespace
