// The random bot and the common interface (include/arbiter/bots/random.hpp,
// bot.hpp): legal, uniform, reproducible, and handed only what its player
// may see.

#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <random>
#include <vector>

#include "helpers.hpp"

namespace {

using namespace bots_test;

// The interface every bot offers, for every preset the tool plays.
static_assert(bots::bot_for<bots::random, bg::state<bg::source_rules>>);
static_assert(bots::bot_for<bots::random, classic>);
static_assert(bots::bot_for<bots::mcts<bg::state<bg::money_rules>>, bg::state<bg::money_rules>>);
static_assert(bots::bot_for<bots::mcts<classic>, classic>);
// MCTS takes a hidden-information game's observation, never its state.
static_assert(bots::observation_bot<bots::mcts<classic>, classic>);
static_assert(!bots::state_bot<bots::mcts<classic>, classic>);
static_assert(bots::state_bot<bots::mcts<bg::state<bg::source_rules>>, bg::state<bg::source_rules>>);

TEST_CASE("random bot: every move it returns is legal (backgammon with the cube, Stratego)") {
    const auto money_positions = decision_positions<bg::state<bg::money_rules>>(
        [](auto&) { return bg::state<bg::money_rules>{}; }, 60, 1, 11);
    const auto stratego = decision_positions<classic>([](auto& rng) { return new_stratego<classic>(rng); }, 3, 25, 12);
    REQUIRE(money_positions.size() > 200);
    REQUIRE(stratego.size() > 50);
    std::mt19937_64 rng(5);
    bots::random bot;
    for (const auto& s : money_positions) CHECK(legal_moves(s).contains(bots::ask(bot, s, rng)));
    for (const auto& s : stratego) CHECK(legal_moves(s).contains(bots::ask(bot, s, rng)));
}

TEST_CASE("random bot: uniform over the legal moves, and the same for the same seed") {
    // The opening of ST-10.7: nine legal moves for Red.
    auto s = st::parse_position<capped<st::classic_rules>>(
        "MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIEDAA__AA__AAAA__AA__AAPQURVNXSTPPWNTSRQVUPOPNUTSRPQNPNTSQRPQNY r");
    REQUIRE(s.has_value());
    const auto moves = legal_moves(*s);
    REQUIRE(moves.size() == 9);
    std::array<int, 9> seen{};
    std::mt19937_64 rng(7);
    bots::random bot;
    constexpr int draws = 9000;
    for (int i = 0; i < draws; ++i) {
        const auto m = bot.choose(*s, rng);
        std::size_t k = 0;
        while (k < moves.size() && !(moves[k] == m)) ++k;
        REQUIRE(k < moves.size());
        ++seen[k];
    }
    // Each move expects 1000; 5 standard deviations is about 150.
    for (const int n : seen) CHECK((n > 850 && n < 1150));

    std::mt19937_64 a(99), b(99);
    for (int i = 0; i < 50; ++i) CHECK(bot.choose(*s, a) == bot.choose(*s, b));
}

}  // namespace
