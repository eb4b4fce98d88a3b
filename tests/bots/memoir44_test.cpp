// The library's bots at Memoir '44 (RULES.md M44-7: each side sees the board,
// the medals and its own hand; the other hand and the deck are hidden):
// every move they return is legal, the same seed gives the same move, and
// MCTS decides the same in two states its side cannot tell apart.

#include <doctest/doctest.h>

#include <arbiter/memoir44.hpp>

#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include "helpers.hpp"

namespace {

using namespace bots_test;
namespace m44 = arbiter::memoir44;

using tutorial = m44::state<m44::tutorial_rules>;
using sections = m44::state<m44::standard_sections_rules>;

static_assert(bots::bot_for<bots::random, tutorial>);
static_assert(bots::observation_bot<bots::mcts<tutorial>, tutorial>);
static_assert(!bots::state_bot<bots::mcts<tutorial>, tutorial>);
static_assert(bots::observation_bot<bots::mcts<sections>, sections>);

template <class S>
[[nodiscard]] std::vector<S> m44_positions(std::size_t games, std::size_t step, std::uint64_t seed) {
    const m44::scenario sc = m44::hedgerow_lane();
    return decision_positions<S>([&](auto&) { return m44::start_game<typename S::rules>(sc); }, games, step, seed);
}

// A state `p` cannot tell from s: one card of the other side's hand swapped
// with a different card of the deck (M44-7.1, M44-7.3).
template <class S>
[[nodiscard]] bool swap_hidden_card(S& s, player_id p) {
    typename S::edit e{s};
    auto& hand = e.hands()[static_cast<std::size_t>(1 - p)];
    for (std::size_t a = 0; a < hand.size(); ++a)
        for (std::size_t b = 0; b < s.deck().size(); ++b)
            if (a != b && hand[a] > 0 && s.deck()[b] > 0) {
                --hand[a], ++e.deck()[a], --e.deck()[b], ++hand[b];
                return true;
            }
    return false;
}

TEST_CASE("memoir44 bots: every move the random bot and MCTS return is legal (tutorial, standard-sections)") {
    const auto tut = m44_positions<tutorial>(2, 23, 3);
    const auto std_ = m44_positions<sections>(1, 61, 4);
    REQUIRE(tut.size() >= 10);
    REQUIRE(std_.size() >= 10);
    std::mt19937_64 rng(9);
    bots::mcts<tutorial> tut_bot(quick(12));
    bots::mcts<sections> std_bot(quick(12));
    check_moves_legal(tut, tut_bot, rng);
    check_moves_legal(std_, std_bot, rng);
}

TEST_CASE("memoir44 mcts: the same seed gives the same move and the same search") {
    bots::mcts<sections> a(quick(25)), b(quick(25));
    check_same_seed_same_search(m44_positions<sections>(1, 97, 5), 5, a, b);
}

TEST_CASE("memoir44 mcts: two states that differ only in the other hand and the deck get the same decision (M44-7)") {
    const auto tut = m44_positions<tutorial>(1, 17, 6);
    const auto std_ = m44_positions<sections>(1, 53, 7);
    REQUIRE(tut.size() >= 6);
    REQUIRE(std_.size() >= 6);
    bots::mcts<tutorial> tut_bot(quick(30));
    bots::mcts<sections> std_bot(quick(30));
    std::mt19937_64 deal(42);
    int differing = 0;
    const auto check = [&](auto& bot, const auto& truth, std::uint64_t seed) {
        const player_id p = current_player(truth);
        // By hand: one hidden card exchanged; and a determinisation of the view.
        auto swapped = truth;
        REQUIRE(swap_hidden_card(swapped, p));
        const auto sampled = m44::sample(m44::observe(truth, p), deal);
        for (const auto& other : {swapped, sampled}) {
            REQUIRE(m44::observe(other, p) == m44::observe(truth, p));
            differing += other == truth ? 0 : 1;
            std::mt19937_64 r1(seed), r2(seed);
            const auto m1 = bots::ask(bot, truth, r1);
            const auto nodes = bot.last_search().nodes;
            CHECK(m1 == bots::ask(bot, other, r2));
            CHECK(bot.last_search().nodes == nodes);
            CHECK(r1() == r2());  // the same draws were made
        }
    };
    for (std::size_t i = 0; i < 6; ++i) check(tut_bot, tut[i], 10 + i);
    for (std::size_t i = 0; i < 6; ++i) check(std_bot, std_[i], 20 + i);
    CHECK(differing >= 18);  // every swap differs, and most determinisations
}

}  // namespace
