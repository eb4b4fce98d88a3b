// The library's bots at War Chest (RULES.md WC-16: a player sees the board,
// the supply, the discards and its own hand and bag; the other hand, the bag
// draws and face-down coins are hidden): every move they return is legal,
// the same seed gives the same move, and MCTS decides the same in two states
// its player cannot tell apart.

#include <doctest/doctest.h>

#include <arbiter/war_chest.hpp>

#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include "helpers.hpp"

namespace {

using namespace bots_test;
namespace wc = arbiter::war_chest;

// As the tool plays it: no winner after round 200 (WC-19.6), so playouts end.
template <class R>
using capped = wc::descriptor::capped<R>;
using standard = wc::state<capped<wc::standard_rules>>;
using first_game = wc::state<capped<wc::first_game_rules>>;

static_assert(bots::bot_for<bots::random, standard>);
static_assert(bots::observation_bot<bots::mcts<standard>, standard>);
static_assert(!bots::state_bot<bots::mcts<standard>, standard>);

template <class S>
[[nodiscard]] std::vector<S> wc_positions(std::size_t games, std::size_t step, std::uint64_t seed) {
    return decision_positions<S>([](auto&) { return S{}; }, games, step, seed);
}

TEST_CASE("war chest bots: every move the random bot and MCTS return is legal (random deal, first game)") {
    const auto a = wc_positions<standard>(1, 41, 3);
    const auto b = wc_positions<first_game>(2, 43, 4);  // 2 games: WC-4.10 ends random first games early
    REQUIRE(a.size() >= 10);
    REQUIRE(b.size() >= 10);
    std::mt19937_64 rng(9);
    bots::mcts<standard> bot_a(quick(12));
    bots::mcts<first_game> bot_b(quick(12));
    check_moves_legal(a, bot_a, rng);
    check_moves_legal(b, bot_b, rng);
}

TEST_CASE("war chest mcts: the same seed gives the same move and the same search") {
    bots::mcts<standard> a(quick(25)), b(quick(25));
    check_same_seed_same_search(wc_positions<standard>(1, 97, 5), 5, a, b);
}

TEST_CASE("war chest mcts: two states that differ only in what the player cannot see get the same decision (WC-16)") {
    const auto ps = wc_positions<standard>(1, 37, 6);
    bots::mcts<standard> bot(quick(30));
    std::mt19937_64 deal(42);
    // The first six positions where a determinisation differs from the truth
    // (early on the player may see everything that matters).
    int differing = 0;
    for (std::size_t i = 0; i < ps.size() && differing < 6; ++i) {
        const standard& truth = ps[i];
        const player_id p = current_player(truth);
        const standard other = wc::sample(wc::observe(truth, p), deal);
        REQUIRE(wc::observe(other, p) == wc::observe(truth, p));
        if (other == truth) continue;
        ++differing;
        std::mt19937_64 r1(10 + i), r2(10 + i);
        const auto m1 = bots::ask(bot, truth, r1);
        const auto nodes = bot.last_search().nodes;
        CHECK(m1 == bots::ask(bot, other, r2));
        CHECK(bot.last_search().nodes == nodes);
        CHECK(r1() == r2());
    }
    CHECK(differing == 6);
}

}  // namespace
