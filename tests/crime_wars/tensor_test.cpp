// Observation tensors (crime_wars/tensor.hpp): the shape per number of
// players and seats, the layout's offsets, chosen entries of hand-built
// positions seen from each side, that only observe(s, viewer) is read
// (CW-16), and no heap in write_observation nor in the codecs' mask,
// advance and encode (here rather than in actions_test.cpp: this file sorts
// after engine_test.cpp, which turns the allocation counter on).

#include "common/alloc_counter.hpp"

#include <doctest/doctest.h>

#include <arbiter/crime_wars.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "common/tensor_checks.hpp"
#include "helpers.hpp"
#include "playouts.hpp"

using namespace cw_test;

namespace {

template <rules_policy R>
std::vector<float> cw_tensor_of(const state<R>& s, player_id viewer) {
    std::vector<float> out(observation_layout<R>::size, -1.0f);
    write_observation(s, viewer, out);
    return out;
}

template <rules_policy R>
constexpr std::size_t cw_tensor_size = arbiter::observation_shape_of<state<R>>.size();

// Random games of R: at every node and for every viewer, the tensor is
// that of observe(s, viewer), the same in a sample() of it, finite and in
// [0, 100], written over exactly `size` floats, exact as uint8 but where the
// layout says it rounds; when the viewer decides,
// sample()s give him the same legal moves (not under Thug Alliance,
// CW-V1.15). Returns the tensors written.
template <rules_policy R>
std::size_t cw_tensor_check_playouts(int games, std::uint64_t seed) {
    using L = observation_layout<R>;
    std::mt19937_64 rng(seed);
    std::vector<float> a(L::size + 1), b(L::size + 1);
    std::size_t written = 0, bad = 0;
    std::string first_bad;
    const auto fail = [&](const state<R>& s, player_id p, const char* what) {
        if (bad++ == 0) first_bad = std::string(what) + " for viewer " + std::to_string(p) + " at\n" + to_string(s);
    };
    random_games<R>(games, rng, [&](const state<R>& s) {
        for (player_id p = 0; p < R::players; ++p) {
            a[L::size] = b[L::size] = 42.0f;
            write_observation(s, p, a);
            const auto o = observe(s, p);
            const auto t = sample(o, rng);
            write_observation(t, p, b);
            ++written;
            if (a != b) fail(s, p, "a sample gives another tensor");
            if (a[L::size] != 42.0f) fail(s, p, "wrote past the shape");
            float phases = 0;
            for (std::size_t i = 0; i < L::phases; ++i) phases += a[L::phase + i];
            if (phases != 1.0f) fail(s, p, "the phase is not one-hot");
            for (std::size_t i = 0; i < L::size; ++i)
                if (!std::isfinite(a[i]) || a[i] < 0.0f || a[i] > 100.0f) fail(s, p, "a value out of [0, 100]");
            if (a[L::scalars] != (current_player(s) == p ? 1.0f : 0.0f)) fail(s, p, "who decides");
            const std::string uint8_faults = arbiter::testing::uint8_tensor_faults(s, p, [](std::size_t i) {
                // money, debt and pot past $6,375; the turns over 1,000 and over the limit
                const std::size_t k = i - L::scalars;
                return (i < L::globals && i % L::seat_block == L::money) || k == 3 || k == 5 || k == 6 || k == 8;
            });
            if (!uint8_faults.empty()) fail(s, p, uint8_faults.c_str());
            if (!R::alliance && current_player(s) == p && !(legal_moves(t) == legal_moves(s)))
                fail(s, p, "a sample gives the mover other moves");
        }
    });
    CHECK_MESSAGE(bad == 0, bad, " failures; the first: ", first_bad);
    return written;
}

// engine_test.cpp counts every allocation of this binary: make sure the counter is live.
void cw_tensor_require_live_counter() {
    static std::vector<std::unique_ptr<int>> cw_tensor_kept_alive;
    REQUIRE_MESSAGE(arbiter::testing::allocations_during([] { cw_tensor_kept_alive.push_back(std::make_unique<int>(1)); }) >= 1,
                    "the allocation counter is not live: engine_test.cpp must define ARBITER_COUNT_ALLOCATIONS");
}

}  // namespace

TEST_CASE("tensor: the shape is S (110 + P + S) + 90 + 3 S + P floats, P players and S seats") {
    static_assert(arbiter::has_observation_tensor<state<standard_rules>>);
    CHECK(arbiter::observation_shape_of<state<standard_rules>> == arbiter::tensor_shape{1, {326, 0, 0, 0}});
    CHECK(cw_tensor_size<rules<3>> == 450);
    CHECK(cw_tensor_size<rules<4>> == 578);
    CHECK(cw_tensor_size<rules<4, variant::alliance, variant::great_empire>> == 578);
    CHECK(cw_tensor_size<rules<8, variant::multiple_decks>> == 1130);
    CHECK(cw_tensor_size<rules<2, variant::two_teams>> == 568);  // 2 controllers, 4 seats (CW-V1.17)
    CHECK(cw_tensor_size<rules<4, variant::two_teams, variant::merged_decks, variant::multiple_decks>> == 1094);
    CHECK(observation_shape(std::type_identity<observation<rules<4>>>{}) == arbiter::observation_shape_of<state<rules<4>>>);
}

TEST_CASE("tensor: the layout's offsets are pinned") {
    using L = observation_layout<standard_rules>;
    // A seat block.
    CHECK(L::hand == 0);
    CHECK(L::deck == 13);
    CHECK(L::bottom == 26);
    CHECK(L::play == 39);
    CHECK(L::entered == 52);
    CHECK(L::attacked == 65);
    CHECK(L::committed == 78);
    CHECK(L::kingpin_committed == 91);
    CHECK(L::suit == 92);
    CHECK(L::second_pack == 96);
    CHECK(L::money == 97);
    CHECK(L::due == 98);
    CHECK(L::queens == 99);
    CHECK(L::jacks == 100);
    CHECK(L::hand_size == 101);
    CHECK(L::deck_size == 102);
    CHECK(L::bottom_size == 103);
    CHECK(L::eliminated == 104);
    CHECK(L::no_kingpin == 105);
    CHECK(L::kingpin_attacked == 106);
    CHECK(L::has_turned == 107);
    CHECK(L::controlled == 108);
    CHECK(L::same_side == 109);
    CHECK(L::controller == 110);
    CHECK(L::ally == 112);
    CHECK(L::seat_block == 114);
    // The globals, two players.
    CHECK(L::globals == 228);
    CHECK(L::phase == 228);
    CHECK(L::resume_drawing == 246);
    CHECK(L::turn_seat == 247);
    CHECK(L::deciding_seat == 249);
    CHECK(L::target_seat == 251);
    CHECK(L::target_unit == 253);
    CHECK(L::coin == 267);
    CHECK(L::pending_bonus == 269);
    CHECK(L::gift == 272);
    CHECK(L::kept == 285);
    CHECK(L::kept_from_hand == 298);
    CHECK(L::scalars == 299);
    CHECK(L::variants == 312);
    CHECK(L::size == 326);
    // Eight players: blocks of 126, the globals after 8 of them.
    using L8 = observation_layout<rules<8, variant::multiple_decks>>;
    CHECK(L8::seat_block == 126);
    CHECK(L8::ally == 118);
    CHECK(L8::globals == 1008);
    CHECK(L8::target_unit == 1051);
    CHECK(L8::variants == 1116);
}

TEST_CASE("CW-16.1 CW-16.2 CW-16.3 CW-10.4 tensor: a two-player defense, from each side") {
    // Spades (0) attacks the 7H with 2+3; Hearts (1) holds a 10 and has Q, 8 in B.
    auto s = table<>{}
                 .hand(0, {4, 9, JOKER})
                 .play(0, {2, 3, 6})
                 .play(1, {5, 7})
                 .money(0, 500)
                 .bottom(1, {Q, 8})
                 .queens(1, 1)
                 .jacks(0, 2)
                 .hand(1, {10})
                 .build();
    s = must(s, "attack 2S+3S -> 7H");
    const auto me = cw_tensor_of(s, 0);
    REQUIRE(me.size() == 326);
    // Block 0, his own seat: hand 4, 9 and the Joker (card ids 2, 7, 12), exact (CW-16.2).
    CHECK(me[2] == 1);
    CHECK(me[7] == 1);
    CHECK(me[12] == 1);
    CHECK(std::count(me.begin(), me.begin() + 13, 1.0f) == 3);
    CHECK(me[13 + 3] == 1);  // his S holds the 5
    CHECK(me[13 + 0] == 0);  // not the 2, in play
    CHECK(me[39 + 0] == 1);  // play: 2, 3, 6
    CHECK(me[39 + 4] == 1);
    CHECK(me[65 + 0] == 1);  // CW-9.5: 2 and 3 marked attacked
    CHECK(me[65 + 1] == 1);
    CHECK(me[65 + 4] == 0);
    CHECK(me[78 + 0] == 1);  // committed to the attack
    CHECK(me[78 + 1] == 1);
    CHECK(me[91] == 0);      // not the kingpin
    CHECK(me[92] == 1);      // Spades
    CHECK(me[97] == doctest::Approx(0.5));  // $500
    CHECK(me[100] == doctest::Approx(0.5));  // j = 2
    CHECK(me[101] == doctest::Approx(3.0 / 13));
    CHECK(me[102] == doctest::Approx(7.0 / 13));  // 5, 7, 8, 10, J, Q, A
    CHECK(me[107] == 1);  // CW-11.4: has taken a turn
    CHECK(me[108] == 1);
    CHECK(me[109] == 1);
    CHECK(me[110] == 1);  // controller 0 relative to him
    // Block 1, Hearts: his hand is hidden; U = hand and S (CW-16.3), the 10 among them.
    for (std::size_t i = 114; i < 114 + 13; ++i) CHECK(me[i] == 0);
    CHECK(me[114 + 13 + 8] == 1);  // the 10, hand or S
    CHECK(me[114 + 13 + 10] == 0);  // the Q is in B
    CHECK(me[114 + 26 + 10] == 1);  // B[0] = Q: 1
    CHECK(me[114 + 26 + 6] == doctest::Approx(1.0 - 1.0 / 26));  // B[1] = 8
    CHECK(me[114 + 39 + 3] == 1);  // 5H, 7H in play
    CHECK(me[114 + 39 + 5] == 1);
    CHECK(me[114 + 93] == 1);  // Hearts
    CHECK(me[114 + 97] == 1);  // $1000
    CHECK(me[114 + 99] == doctest::Approx(0.25));  // q = 1
    CHECK(me[114 + 101] == doctest::Approx(1.0 / 13));  // one card in hand (public)
    CHECK(me[114 + 102] == doctest::Approx(9.0 / 13));  // |U| = 9
    CHECK(me[114 + 103] == doctest::Approx(2.0 / 13));
    CHECK(me[114 + 108] == 0);
    CHECK(me[114 + 109] == 0);
    CHECK(me[114 + 111] == 1);  // controller 1 relative to him
    // Globals: defending, his turn, Hearts decides, the 7H is the target.
    CHECK(me[228 + 4] == 1);
    CHECK(me[247 + 0] == 1);
    CHECK(me[249 + 1] == 1);
    CHECK(me[251 + 1] == 1);
    CHECK(me[253 + 5] == 1);
    CHECK(me[299] == 0);  // he does not decide now
    CHECK(me[303] == 1);  // no surrender bound
    CHECK(me[311] == 1);  // both players left
    CHECK(me[312 + 12] == 1);  // CW-13.1: the Snitch, two players
    CHECK(me[312 + 13] == 0);  // CW-12.4: no spoils
    CHECK(std::count_if(me.begin(), me.end(), [](float x) { return x != 0; }) == 55);

    // Hearts' view: his seat first, his hand exact; the seats and the attack mirrored.
    const auto them = cw_tensor_of(s, 1);
    CHECK(them[8] == 1);  // the 10H
    CHECK(them[13 + 8] == 0);
    CHECK(them[26 + 10] == 1);
    CHECK(them[101] == doctest::Approx(1.0 / 13));
    CHECK(them[102] == doctest::Approx(8.0 / 13));  // his S: U less the 10
    CHECK(them[110] == 1);
    for (std::size_t i = 114; i < 114 + 13; ++i) CHECK(them[i] == 0);  // the Spades' hand, hidden
    CHECK(them[114 + 13 + 2] == 1);  // the 4S, hand or S
    CHECK(them[114 + 78 + 0] == 1);  // the attackers, now block 1
    CHECK(them[114 + 97] == doctest::Approx(0.5));
    CHECK(them[247 + 1] == 1);  // the turn seat is the other
    CHECK(them[249 + 0] == 1);  // he decides
    CHECK(them[251 + 0] == 1);  // his 7H is the target
    CHECK(them[299] == 1);
}

TEST_CASE("CW-16.3 tensor: states differing only in another's hidden cards give the same floats") {
    const auto a = table<>{}.hand(1, {7}).play(1, {2}).hand(0, {5}).build();
    const auto b = table<>{}.hand(1, {8}).play(1, {2}).hand(0, {5}).build();
    CHECK(cw_tensor_of(a, 0) == cw_tensor_of(b, 0));
    CHECK_FALSE(cw_tensor_of(a, 1) == cw_tensor_of(b, 1));  // he sees his own hand
    const auto joker_in_hand = table<>{}.hand(1, {JOKER}).build();
    const auto joker_in_deck = table<>{}.hand(1, {9}).build();
    CHECK(cw_tensor_of(joker_in_hand, 0) == cw_tensor_of(joker_in_deck, 0));
    std::vector<float> from_observation(326);
    write_observation(observe(a, 0), from_observation);
    CHECK(from_observation == cw_tensor_of(a, 0));
}

TEST_CASE("CW-V1.2 CW-V1.8 CW-V6.2 tensor: allies, a bonus to route and the coin, four players seen from seat 2") {
    using alliance = rules<4, variant::alliance>;
    using L = observation_layout<alliance>;
    static_assert(L::seat_block == 118 && L::globals == 472 && L::size == 578);
    auto s = table<alliance>{}.turn(1).play(3, {4}).build();
    {
        typename state<alliance>::edit e{s};
        e.phase() = phase::routing;  // seat 1 drew a Queen (CW-V1.8)
        e.pending_bonus() = queen;
        e.team(1).deck = static_cast<card_set>(e.team(1).deck & ~bit(queen));
    }
    const auto t = cw_tensor_of(s, 2);
    // Block 0 is seat 2 (Clubs), block 1 seat 3, block 2 seat 0 (its ally), block 3 seat 1.
    CHECK(t[0 * 118 + 94] == 1);   // Clubs
    CHECK(t[1 * 118 + 95] == 1);   // Diamonds
    CHECK(t[1 * 118 + 39 + 2] == 1);  // the 4D in play
    CHECK(t[2 * 118 + 92] == 1);   // Spades
    CHECK(t[0 * 118 + 114 + 2] == 1);  // his ally is seat 0: relative 2
    CHECK(t[2 * 118 + 114 + 0] == 1);  // and seat 0's is him
    CHECK(t[2 * 118 + 109] == 1);  // seat 0 is on his side
    CHECK(t[1 * 118 + 109] == 0);
    CHECK(t[3 * 118 + 114 + 1] == 1);  // seat 1's ally is seat 3: relative 1
    CHECK(t[3 * 118 + 110 + 3] == 1);  // seat 1's controller, relative 3
    CHECK(t[472 + 11] == 1);  // phase routing
    CHECK(t[L::turn_seat + 3] == 1);
    CHECK(t[L::deciding_seat + 3] == 1);
    CHECK(t[L::pending_bonus + 1] == 1);  // the Queen
    CHECK(t[L::variants + 0] == 1);  // alliance
    CHECK(t[L::variants + 13] == 1);  // CW-12.3: spoils with four players
    CHECK(t[L::coin] + t[L::coin + 1] + t[L::coin + 2] + t[L::coin + 3] == 0);  // no curse here

    using curse = rules<4, variant::rich_mans_curse>;
    using LC = observation_layout<curse>;
    const auto c3 = cw_tensor_of(table<curse>{}.coin(1).build(), 3);
    CHECK(c3[LC::coin + 2] == 1);  // player 1 holds it: relative to 3, controller 2
    CHECK(c3[LC::variants + 5] == 1);
}

TEST_CASE("CW-V1.17 CW-V1.19 tensor: two teams per player, the viewer's two seats at blocks 0 and P") {
    using cw_tensor_two_teams = rules<2, variant::two_teams>;
    using L = observation_layout<cw_tensor_two_teams>;
    static_assert(L::seat_block == 116 && L::size == 568);
    // Controller 1 has seats 1 (H) and 3 (D); money lives on seat 1's record.
    const auto s = table<cw_tensor_two_teams>{}.hand(3, {5}).hand(0, {6}).money(1, 1500).build();
    const auto t = cw_tensor_of(s, 1);
    CHECK(t[0 * 116 + 93] == 1);  // block 0 = seat 1, Hearts
    CHECK(t[2 * 116 + 95] == 1);  // block 2 = seat 3, Diamonds
    CHECK(t[2 * 116 + 3] == 1);  // his other seat's hand, seen (CW-V1.20)
    CHECK(t[2 * 116 + 108] == 1);
    CHECK(t[2 * 116 + 97] == doctest::Approx(1.5));  // the account: his $1500 on both seats
    CHECK(t[0 * 116 + 97] == doctest::Approx(1.5));
    CHECK(t[1 * 116 + 97] == doctest::Approx(2.0));  // seat 2 spends controller 0's $2000 (CW-V1.19)
    CHECK(t[1 * 116 + 110 + 1] == 1);  // seat 2's controller: relative 1
    CHECK(t[3 * 116 + 4] == 0);  // seat 0's 6 is hidden
    CHECK(t[3 * 116 + 13 + 4] == 1);
    CHECK(t[0 * 116 + 112 + 2] == 1);  // seat 1's ally: seat 3, relative 2
    CHECK(t[L::turn_seat + 3] == 1);  // the turn seat 0 is relative 3
    CHECK(t[L::variants + 9] == 1);
    CHECK(t[L::variants + 12] == 0);  // CW-V1.23: no Snitch
}

TEST_CASE("CW-V1.22 CW-4.4 tensor: a merged seat's bottom in merged order, a KEEP's kept cards half hidden") {
    using cw_tensor_merged = rules<2, variant::two_teams, variant::merged_decks>;
    using L = observation_layout<cw_tensor_merged>;
    // Controller 0: record 0 (S) and record 2 (C); B = 4S, 4C, 9S (order bits: 0b010).
    auto s = table<cw_tensor_merged>{}.bottom(0, {4, 9}).bottom(2, {4}).play(0, {2}).hand(0, {6}).hand(2, {3}).build();
    {
        typename state<cw_tensor_merged>::edit e{s};
        e.set_bottom_order(0, 0b010);
        e.phase() = phase::keep;  // the second step of a KEEP: 2S (play) and 6S (hand) kept
        e.helper() = 2;
        e.set_kept(cards({2, 6}));
    }
    const auto own = cw_tensor_of(s, 0);
    CHECK(own[26 + 2] == 1);  // 4S: B[0]
    CHECK(own[2 * 116 + 26 + 2] == doctest::Approx(1.0 - 1.0 / 26));  // 4C: B[1], on record 2
    CHECK(own[26 + 7] == doctest::Approx(1.0 - 2.0 / 26));  // 9S: B[2]
    CHECK(own[2 * 116 + 105] == 1);  // record 2 is kingless
    CHECK(own[L::deciding_seat + 2] == 1);  // the other suit's step
    CHECK(own[L::kept + 0] == 1);
    CHECK(own[L::kept + 4] == 1);  // his own 6S, from his hand
    CHECK(own[L::kept_from_hand] == doctest::Approx(1.0 / 13));
    CHECK(own[L::variants + 11] == 1);
    const auto other = cw_tensor_of(s, 1);  // controller 1: record 0 is block 3, record 2 block 1
    CHECK(other[3 * 116 + 26 + 2] == 1);
    CHECK(other[1 * 116 + 26 + 2] == doctest::Approx(1.0 - 1.0 / 26));
    CHECK(other[3 * 116 + 101] == doctest::Approx(2.0 / 13));  // one hand of two suits, counted on record 0
    CHECK(other[1 * 116 + 101] == 0);
    CHECK(other[L::kept + 0] == 1);  // the 2S in play is public
    CHECK(other[L::kept + 4] == 0);  // the 6S from the hand is not (CW-16.2)
    CHECK(other[L::kept_from_hand] == doctest::Approx(1.0 / 13));
}

TEST_CASE("CW-16 tensor on random playouts: observe(s, p) only, the same in samples, bounded (2, 3, 4, 8 players, variants)") {
    std::size_t written = 0;
    written += cw_tensor_check_playouts<standard_rules>(20, 21);
    written += cw_tensor_check_playouts<rules<3, variant::hardcore, variant::bounty>>(5, 22);
    written += cw_tensor_check_playouts<rules<4, variant::rich_mans_curse>>(4, 23);
    written += cw_tensor_check_playouts<rules<8, variant::multiple_decks>>(1, 24);
    written += cw_tensor_check_playouts<rules<4, variant::alliance, variant::gambling>>(3, 25);
    written += cw_tensor_check_playouts<rules<3, variant::two_teams, variant::great_empire, variant::multiple_decks>>(2, 26);
    written += cw_tensor_check_playouts<rules<2, variant::two_teams, variant::merged_decks>>(3, 27);
    MESSAGE(written, " tensors");
    CHECK(written > 3000);
}

TEST_CASE("tensor: write_observation never touches the heap") {
    cw_tensor_require_live_counter();
    using R = rules<4, variant::alliance>;
    std::mt19937_64 rng(28);
    std::vector<state<R>> states;
    random_games<R>(2, rng, [&](const state<R>& s) { states.push_back(s); });
    REQUIRE(states.size() > 50);
    std::array<float, observation_layout<R>::size> out{};
    float total = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        for (const auto& s : states)
            for (player_id p = 0; p < R::players; ++p) {
                write_observation(s, p, out);
                total += out[observation_layout<R>::scalars];
            }
    });
    CHECK(total > 0);
    CHECK(allocations == 0);
}

using cw_tensor_alliance = rules<4, variant::alliance>;
TEST_CASE_TEMPLATE("actions: mask, advance and encode never touch the heap", C, actions_codec<cw_tensor_alliance>,
                   index_codec<cw_tensor_alliance>) {
    cw_tensor_require_live_counter();
    using R = cw_tensor_alliance;
    std::mt19937_64 rng(12);
    std::vector<state<R>> states;
    random_games<R>(3, rng, [&](const state<R>& s) { states.push_back(s); });
    REQUIRE(states.size() > 100);
    std::array<std::uint8_t, C::size> mask{};
    std::array<std::int32_t, C::max_ids> ids{};
    std::size_t legal = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        for (const auto& s : states) {
            typename C::progress p{};
            const std::size_t n = C::mask(s, p, mask);
            legal += n;
            if (n == 0) continue;
            const auto m = C::advance(s, p, n - 1);
            if (m) legal += C::encode(s, *m, ids);
        }
    });
    CHECK(legal > states.size());
    CHECK(allocations == 0);
}
