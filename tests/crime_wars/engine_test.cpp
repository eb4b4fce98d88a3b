// The engine as a whole: no heap on the hot paths; the pinned sizes of the
// value types; the move-list bound. (The random-playout harness is in
// harness_test.cpp.)

#define ARBITER_COUNT_ALLOCATIONS
#include "common/alloc_counter.hpp"

#include <doctest/doctest.h>

#include <arbiter/crime_wars.hpp>

#include <array>
#include <type_traits>

#include "helpers.hpp"
#include "playouts.hpp"

using namespace cw_test;

TEST_CASE("legal_moves and play never touch the heap") {
    std::mt19937_64 rng(99);
    std::size_t nodes = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        count_nodes<standard_rules>(300, rng, nodes);
        count_nodes<rules<4, variant::hardcore, variant::bounty>>(100, rng, nodes);
        count_nodes<rules<8, variant::multiple_decks>>(30, rng, nodes);
        count_nodes<rules<4, variant::alliance, variant::gambling>>(30, rng, nodes);
        setup restored;  // CW-V1.11: allies play on with the Snitch restored
        restored.play_on = restored.restore_snitch = true;
        count_nodes<rules<4, variant::alliance, variant::hardcore>>(30, rng, nodes, restored);
    });
    CHECK(nodes > 20000);
    CHECK(allocations == 0);
}

namespace {
int* volatile escaped = nullptr;  // a volatile store keeps the optimiser from eliding the allocation
}

TEST_CASE("the counter does see allocations (so the zero above means something)") {
    const std::size_t n = arbiter::testing::allocations_during([] {
        escaped = new int(3);
        delete escaped;
    });
    CHECK(n == 1);
}

TEST_CASE("sizes are pinned: 128 bytes for 2 players, 392 for 8; a move is 10 bytes") {
    static_assert(std::is_trivially_copyable_v<state<standard_rules>>);
    static_assert(std::is_trivially_copyable_v<state<rules<8, variant::multiple_decks>>>);
    static_assert(std::is_trivially_copyable_v<move>);
    static_assert(std::is_trivially_copyable_v<outcome>);
    // A field per meaning (cards, other_cards, dollars, annex), 2
    // bytes more than when one `amount` carried a card set or dollars.
    CHECK(sizeof(move) == 10);
    CHECK(sizeof(outcome) == 3);
    CHECK(sizeof(team_record) == 44);
    CHECK(sizeof(state<standard_rules>) == 128);
    CHECK(sizeof(state<rules<4>>) == 216);
    CHECK(sizeof(state<rules<8, variant::multiple_decks>>) == 392);
}

TEST_CASE("the move list capacity follows the bound proven in generate.hpp") {
    CHECK(max_moves<standard_rules> == 512);                             // KEEP's 2^9 dominates
    CHECK(max_moves<rules<4>> == 3 * 9 * 24 + 12);                 // 660
    CHECK(max_moves<rules<8, variant::multiple_decks>> == 7 * 9 * 24 + 12);  // 1524
    // The worst main phase: 9 eligible groups and a kingpin against enemies
    // whose 9 groups are all in play reaches the attack bound exactly.
    auto t = table<rules<3>>{};
    t.play(0, {2, 3, 4, 5, 6, 7, 8, 9, 10}).play(1, {2, 3, 4, 5, 6, 7, 8, 9, 10}).play(2, {2, 3, 4, 5, 6, 7, 8, 9, 10});
    const auto s = t.build();
    int attacks = 0;
    for (const move& m : legal_moves(s)) attacks += m.kind == action::attack ? 1 : 0;
    // Against a group of size g: 10 single units and the combinations that fit.
    // Sizes 2..10 admit 0,0,0,1,2,3,5,7,8+... combinations: count them directly.
    int expected = 0;
    for (int g = 2; g <= 10; ++g) {
        int combos = 0;
        for (int a = 2; a <= 10; ++a)
            for (int b = a + 1; b <= 10; ++b) {
                if (a + b <= g) ++combos;
                for (int d = b + 1; d <= 10; ++d)
                    if (a + b + d <= g) ++combos;
            }
        expected += 10 + combos;
    }
    CHECK(attacks == 2 * expected);
    CHECK(static_cast<std::size_t>(attacks) <= 2 * 9 * 24);
}

TEST_CASE("the rules work in constant expressions") {
    constexpr std::size_t first_draws = [] {
        const state<standard_rules> s(setup{.teams = {0, 1, 2, 3, 4, 5, 6, 7}, .first = 0, .turn_limit = 0});
        return chance_outcomes(s).size();
    }();
    static_assert(first_draws == 13);  // CW-2.1: 2-10, J, Q, A and the Joker
    constexpr std::size_t first_turn = [] {
        state<standard_rules> s(setup{.teams = {0, 1, 2, 3, 4, 5, 6, 7}, .first = 0, .turn_limit = 0});
        for (int i = 0; i < 4; ++i) s = play(s, outcome{chance_kind::draw, static_cast<card>(i), 0});
        s = play(s, outcome{chance_kind::draw, 4, 0});  // the first turn's draw: the 6
        return legal_moves(s).size();
    }();
    // Hand 2S, 3S, 6S and $1000: three hires, roulette and end; no attack (CW-X.7).
    static_assert(first_turn == 5);
    CHECK(first_turn == 5);
}
