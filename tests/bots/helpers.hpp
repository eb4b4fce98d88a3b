#pragma once
// Shared by the bot tests: positions from seeded random games, the checks
// every game's bots get, and a small match runner.

#include <arbiter/backgammon.hpp>
#include <arbiter/bots.hpp>
#include <arbiter/bots/stratego.hpp>
#include <arbiter/core.hpp>
#include <arbiter/stratego.hpp>

#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

namespace bots_test {

namespace bg = arbiter::backgammon;
namespace st = arbiter::stratego;
namespace bots = arbiter::bots;
using arbiter::player_id;

// Stratego as the tool plays it: the descriptor's length cap, a game drawn
// after 200 plies without an attack (ST-8.7), so that random playouts end.
template <class R>
using capped = st::descriptor::capped<R>;
using classic = st::state<capped<st::classic_rules>>;
using barrage = st::state<capped<st::barrage_rules>>;

template <class S, class G>
[[nodiscard]] S new_stratego(G& rng) {
    using R = typename S::rules;
    const st::arrangement red = st::random_arrangement<R>(rng);
    const st::arrangement blue = st::random_arrangement<R>(rng);
    return play(play(S{}, red), blue);
}

// Decision nodes met along seeded random games, every `step`-th one.
template <class S, class Start>
[[nodiscard]] std::vector<S> decision_positions(Start start, std::size_t games, std::size_t step, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<S> out;
    for (std::size_t g = 0; g < games; ++g) {
        S s = start(rng);
        for (std::size_t n = 0; !is_terminal(s);) {
            if (current_player(s) == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                continue;
            }
            if (n++ % step == 0) out.push_back(s);
            s = play(s, bots::random{}.choose(s, rng));
        }
    }
    return out;
}

// A few plies of playout, then the game's returns (0 before the end): a
// search quick enough for a unit test.
[[nodiscard]] inline bots::mcts_config quick(std::uint32_t iterations) {
    bots::mcts_config c;
    c.iterations = iterations;
    c.playout_plies = 30;
    c.max_nodes = 4 * iterations + 64;
    return c;
}

// Every move the random bot and `mcts` return at `positions` is legal.
template <class S, class Mcts>
void check_moves_legal(const std::vector<S>& positions, Mcts& mcts, std::mt19937_64& rng) {
    bots::random random;
    for (const S& s : positions) {
        CHECK(legal_moves(s).contains(bots::ask(random, s, rng)));
        CHECK(legal_moves(s).contains(bots::ask(mcts, s, rng)));
    }
}

// Two searches from the same seed: the same move, the same tree, the same
// random numbers drawn, at the first `count` positions.
template <class S, class Mcts>
void check_same_seed_same_search(const std::vector<S>& positions, std::size_t count, Mcts& a, Mcts& b) {
    REQUIRE(positions.size() >= count);
    for (std::size_t i = 0; i < count; ++i) {
        std::mt19937_64 r1(100 + i), r2(100 + i);
        CHECK(bots::ask(a, positions[i], r1) == bots::ask(b, positions[i], r2));
        CHECK(a.last_search().nodes == b.last_search().nodes);
        CHECK(r1() == r2());
    }
}

// The tool's evaluation for cut-short Stratego playouts (bots/stratego.hpp).
using stratego_material = arbiter::bots::stratego::material;

struct match_result {
    int bot_wins = 0;
    int random_wins = 0;
    int draws = 0;
};

// `games` games of bot against the random bot, sides alternating; the
// referee draws chance outcomes and hands each bot what bots::ask gives it.
template <class S, class Bot, class Start>
[[nodiscard]] match_result versus_random(Bot& bot, Start start, int games, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    bots::random other;
    match_result out;
    for (int g = 0; g < games; ++g) {
        const player_id bot_side = static_cast<player_id>(g % 2);
        S s = start(rng);
        while (!is_terminal(s)) {
            const player_id who = current_player(s);
            if (who == arbiter::chance_player)
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
            else
                s = play(s, who == bot_side ? bots::ask(bot, s, rng) : bots::ask(other, s, rng));
        }
        const auto r = returns(s)[static_cast<std::size_t>(bot_side)];
        if (r > 0) ++out.bot_wins;
        else if (r < 0) ++out.random_wins;
        else ++out.draws;
    }
    return out;
}

}  // namespace bots_test
