// How a chance node works, with backgammon's dice.
//
// Dice are never rolled inside a move: the state stops at a chance node, and
// chance_outcomes(s) lists what can happen with exact probabilities
// (arbiter::probability, a reduced fraction). Playing an outcome is like
// playing a move, so a search can branch on the dice, a log can record them,
// and a replay gives the same game.

#include <arbiter/backgammon.hpp>
#include <arbiter/backgammon/format.hpp>

#include <array>
#include <cstdint>
#include <random>

#include <fmt/format.h>

namespace bg = arbiter::backgammon;

int main() {
    bg::state<> s;

    // 1. The opening roll (BG-3.1): each player throws one die, and a tie is
    //    thrown again, so the chance node has 30 outcomes of 1/30 each. The
    //    higher die decides who starts.
    fmt::print("opening: current_player = {} (chance_player is {})\n", current_player(s), arbiter::chance_player);
    const auto opening = chance_outcomes(s);
    arbiter::probability total{0};
    for (const auto& o : opening) total += o.chance;
    fmt::print("opening roll: {} outcomes, each {}/{}, summing to {}/{}\n", opening.size(),
               opening[0].chance.numerator(), opening[0].chance.denominator(), total.numerator(), total.denominator());

    // 2. Play one outcome: O threw 3, X threw 1, so O starts with 3-1.
    s = play(s, bg::dice{3, 1});
    fmt::print("after the opening 3-1: player {} decides, {} legal plays\n", current_player(s), legal_moves(s).size());
    s = play(s, legal_moves(s)[0]);

    // 3. Every later roll is a chance node of 21 outcomes: a double has
    //    probability 1/36, any other roll 1/18 (3-1 and 1-3 are one outcome).
    const auto rolls = chance_outcomes(s);
    total = 0;
    for (const auto& o : rolls) {
        total += o.chance;
        fmt::print(" {}-{}:{}/{}", o.outcome.first, o.outcome.second, o.chance.numerator(), o.chance.denominator());
    }
    fmt::print("\nlater rolls: {} outcomes, summing to {}/{}\n", rolls.size(), total.numerator(), total.denominator());

    // 4. Sampling: sample_outcome draws each outcome with exactly its
    //    probability. Over 36000 draws a double comes about 1000 times.
    std::mt19937_64 rng(7);
    std::array<int, 7> doubles{};  // doubles[d]: how often d-d came
    for (int i = 0; i < 36000; ++i) {
        const bg::dice d = arbiter::sample_outcome(rolls, rng);
        if (d.is_double()) ++doubles[d.first];
    }
    fmt::print("in 36000 draws (seed 7), expecting 1000 each:");
    for (int d = 1; d <= 6; ++d) fmt::print(" {}-{}: {}", d, d, doubles[static_cast<std::size_t>(d)]);
    fmt::print("\n");
}
