// War Chest observation tensors (include/arbiter/war_chest/tensor.hpp): the
// shapes, chosen entries by offset on hand-built positions (a layout change
// fails here), the half-turn view of side B, and over seeded random games:
// every entry in [0, 1], nothing written past the shape, the same tensor for
// every state sample() draws from the viewer's observation (WC-16), no heap.

#include <doctest/doctest.h>

#include <arbiter/war_chest/tensor.hpp>

#include <array>
#include <cmath>
#include <limits>
#include <random>
#include <span>
#include <vector>

#include "common/alloc_counter.hpp"
#include "common/tensor_checks.hpp"
#include "helpers.hpp"

using namespace wc_test;

namespace {

constexpr std::size_t wc_tensor_size2 = 1492, wc_tensor_size4 = 1768;

template <class R>
std::vector<float> wc_tensor_of(const state<R>& s, player_id viewer) {
    const std::size_t n = arbiter::observation_shape_of<state<R>>.size();
    std::vector<float> out(n + 4, -7.0f);  // the tail must stay untouched
    write_observation(s, viewer, std::span<float>(out.data(), n));
    bool tail_untouched = true;
    for (std::size_t i = n; i < out.size(); ++i) tail_untouched = tail_untouched && out[i] == -7.0f;
    CHECK(tail_untouched);
    out.resize(n);
    return out;
}

// The position of the action golden tests: A's Swordsman on e2 (e2 = hex 11),
// B's Scout of height 2 on e3 (hex 18); A holds a Swordsman coin and the
// Royal Coin and the initiative; every bag empty (blank()).
S wc_tensor_position() {
    auto s = blank(armies_of({unit::archer, unit::swordsman}, {unit::scout, unit::pikeman}));
    put(s, "e2", unit::swordsman);
    put(s, "e3", unit::scout, 2);
    give(s, 0, unit::swordsman);
    give(s, 0, royal);
    return s;
}

template <class R, class F>
void wc_tensor_walk(std::uint64_t seed, std::size_t nodes, F&& f) {
    std::mt19937_64 rng(seed);
    std::size_t seen = 0;
    while (seen < nodes) {
        state<R> s;
        for (;;) {
            f(s);
            if (++seen >= nodes || is_terminal(s)) break;
            if (current_player(s) == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
            } else {
                const auto moves = legal_moves(s);
                s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
            }
        }
    }
}

// At every node, for every viewer: entries in [0, 1]; the observation
// overload agrees; two samples of the viewer's observation give its tensor;
// the uint8 tensor is the floats times their scales, exactly.
template <class R>
int wc_tensor_check_walk(std::uint64_t seed, std::size_t nodes) {
    std::mt19937_64 rng(seed + 100);
    int sampled = 0;
    wc_tensor_walk<R>(seed, nodes, [&](const state<R>& s) {
        for (player_id v = 0; v < state<R>::seats; ++v) {
            const auto t = wc_tensor_of(s, v);
            bool in_range = true;  // one assertion per tensor: doctest's are slow in Debug
            for (float x : t) in_range = in_range && x >= 0.0f && x <= 1.0f;
            REQUIRE_MESSAGE(in_range, to_string(s));
            std::vector<float> direct(t.size());
            write_observation(observe(s, v), std::span<float>(direct));
            CHECK(direct == t);
            CHECK(wc_tensor_of(sample(observe(s, v), rng), v) == t);
            // every scale is its entry's denominator: rounds / 200 at most (the cap, WC-19.6)
            CHECK_MESSAGE(arbiter::testing::uint8_tensor_faults(s, v, [](std::size_t) { return false; }) == "",
                          to_string(s));
            ++sampled;
        }
    });
    return sampled;
}

template <class R>
using wc_tensor_capped = descriptor::capped<R>;

}  // namespace

TEST_CASE("tensor shapes: 2 players 25 x 49 + 267 = 1,492, 4 players 27 x 49 + 445 = 1,768, rank 1") {
    using L2 = tensor_layout::layout<2>;
    using L4 = tensor_layout::layout<4>;
    CHECK(arbiter::observation_shape_of<state<standard_rules>>.size() == wc_tensor_size2);
    CHECK(arbiter::observation_shape_of<state<standard_rules>>.rank == 1);
    CHECK(arbiter::observation_shape_of<state<draft_rules>>.size() == wc_tensor_size2);
    CHECK(arbiter::observation_shape_of<state<crecy_rules>>.size() == wc_tensor_size2);
    CHECK(arbiter::observation_shape_of<state<four_player_rules>>.size() == wc_tensor_size4);
    CHECK(arbiter::observation_shape_of<state<four_player_draft_rules>>.size() == wc_tensor_size4);
    CHECK(L2::planes == 25);
    CHECK(L4::planes == 27);
    // the vector's slices, absolute offsets (2 players, then 4)
    CHECK(L2::my_zones == 1225);
    CHECK(L2::other_seats == 1327);
    CHECK(L2::card_owner == 1398);
    CHECK(L2::draft_pool == 1430);
    CHECK(L2::initiative == 1446);
    CHECK(L2::claimed == 1448);
    CHECK(L2::turn == 1449);
    CHECK(L2::decides == 1451);
    CHECK(L2::round == 1452);
    CHECK(L2::markers == 1453);
    CHECK(L2::phase == 1455);
    CHECK(L2::pending_kind == 1462);
    CHECK(L2::footmen_acted == 1470);
    CHECK(L2::drawn_before_soak == 1471);
    CHECK(L2::drawn_coin == 1472);
    CHECK(L2::stack_depth == 1489);
    CHECK(L2::winner == 1490);
    CHECK(L4::my_zones == 1323);
    CHECK(L4::card_owner == 1323 + 102 + 3 * 71);
    CHECK(L4::winner == 1766);
}

TEST_CASE("tensor WC-2.3 WC-2.5 WC-11.1 golden: the board planes of A's view") {
    const auto t = wc_tensor_of(wc_tensor_position(), 0);
    CHECK(t[0 * 49 + 0] == 0.0f);   // a1 is off the 2-player board (x + y < 3)
    CHECK(t[0 * 49 + 24] == 1.0f);  // d4
    CHECK(t[1 * 49 + 4] == 1.0f);   // e1 is a location
    CHECK(t[1 * 49 + 24] == 0.0f);
    CHECK(t[2 * 49 + 4] == 1.0f);   // e1 is A's (WC-3.2): mine
    CHECK(t[3 * 49 + 35] == 1.0f);  // a6 is B's: theirs
    CHECK(t[2 * 49 + 35] == 0.0f);
    CHECK(t[3 * 49 + 17] == 0.0f);  // d3: a location nobody controls
    CHECK(t[(4 + 14) * 49 + 11] == 1.0f);  // a Swordsman (unit 14) on e2
    CHECK(t[(4 + 13) * 49 + 18] == 1.0f);  // a Scout (13) on e3
    CHECK(t[(4 + 13) * 49 + 11] == 0.0f);
    CHECK(t[20 * 49 + 11] == 1.0f);  // e2 is mine
    CHECK(t[21 * 49 + 18] == 1.0f);  // e3 is theirs
    CHECK(t[22 * 49 + 11] == doctest::Approx(0.2));  // height 1 / 5
    CHECK(t[22 * 49 + 18] == doctest::Approx(0.4));  // height 2 / 5
    CHECK(t[23 * 49 + 11] == 0.0f);  // no follow-up pends
}

TEST_CASE("tensor WC-1.7 WC-16.1 golden: coins, cards, initiative, turn, round and markers of A's and B's view") {
    const auto s = wc_tensor_position();
    const auto a = wc_tensor_of(s, 0);
    CHECK(a[1225 + 17 + 14] == doctest::Approx(0.2));     // my hand: 1 Swordsman coin / 5
    CHECK(a[1225 + 17 + 16] == doctest::Approx(0.2));     // and the Royal Coin
    CHECK(a[1225 + 0 + 14] == 0.0f);                      // my bag is empty
    CHECK(a[1225 + 4 * 17 + 0] == doctest::Approx(0.4));  // my supply: 2 Archer coins (WC-3.4)
    CHECK(a[1225 + 4 * 17 + 14] == doctest::Approx(0.6)); // 3 Swordsman coins
    CHECK(a[1327 + 17 + 11] == doctest::Approx(0.4));     // B's supply: 2 Pikeman coins
    CHECK(a[1327 + 17 + 13] == doctest::Approx(0.6));     // 3 Scout coins
    CHECK(a[1327 + 68] == 0.0f);                          // B's bag size
    CHECK(a[1398 + 0] == 1.0f);                           // I hold the Archer card
    CHECK(a[1398 + 14] == 1.0f);                          // and the Swordsman card
    CHECK(a[1398 + 16 + 13] == 1.0f);                     // B holds the Scout card
    CHECK(a[1398 + 16 + 0] == 0.0f);
    CHECK(a[1446] == 1.0f);  // I hold the initiative
    CHECK(a[1449] == 1.0f);  // my turn
    CHECK(a[1451] == 1.0f);  // I decide now
    CHECK(a[1452] == doctest::Approx(1.0 / 200));  // round 1 of the cap (WC-19.6)
    CHECK(a[1453] == doctest::Approx(4.0 / 6));    // markers left (WC-1.4)
    CHECK(a[1455 + 4] == 1.0f);                    // phase use
    CHECK(a[1489] == 0.0f);                        // no follow-up

    const auto b = wc_tensor_of(s, 1);  // the half turn: hex h at 48 - h
    CHECK(b[(4 + 14) * 49 + 37] == 1.0f);  // the Swordsman on e2 = hex 11
    CHECK(b[21 * 49 + 37] == 1.0f);        // is theirs
    CHECK(b[20 * 49 + 30] == 1.0f);        // the Scout on e3 = hex 18 is mine
    CHECK(b[2 * 49 + 48 - 35] == 1.0f);    // a6 is my location, seen where A sees g2
    CHECK(b[1225 + 17 + 14] == 0.0f);      // B's own hand is empty
    CHECK(b[1327 + 3 * 17 + 14] == doctest::Approx(0.2));  // Hidden(A): the Swordsman coin (WC-16.4)
    CHECK(b[1327 + 3 * 17 + 16] == doctest::Approx(0.2));  // and the Royal Coin
    CHECK(b[1327 + 68 + 1] == doctest::Approx(2.0 / 3));   // A's hand holds 2 coins
    CHECK(b[1398 + 11] == 1.0f);                           // I hold the Pikeman card
    CHECK(b[1398 + 16 + 14] == 1.0f);                      // A holds the Swordsman card
    CHECK(b[1447] == 1.0f);                                // the opponent holds the initiative
    CHECK(b[1450] == 1.0f);                                // and it is the opponent's turn
    CHECK(b[1451] == 0.0f);
}

TEST_CASE("tensor WC-12.15 WC-13 golden: the follow-up's unit, kind and depth") {
    const auto s = after(wc_tensor_position(), "attack swordsman e2 e3");
    REQUIRE(top(s) != nullptr);
    const auto a = wc_tensor_of(s, 0);
    CHECK(a[23 * 49 + 11] == 1.0f);  // the Swordsman on e2 may move
    CHECK(a[1462 + 3] == 1.0f);      // swordsman_move
    CHECK(a[1489] == doctest::Approx(1.0 / 8));
    CHECK(a[1451] == 1.0f);
    CHECK(a[1327 + 34 + 13] == doctest::Approx(0.2));  // B's box: the Scout coin (WC-10.3)
    CHECK(a[22 * 49 + 18] == doctest::Approx(0.2));    // the Scout is down to height 1
    const auto b = wc_tensor_of(s, 1);
    CHECK(b[23 * 49 + 37] == 1.0f);
    CHECK(b[1451] == 0.0f);
}

TEST_CASE("tensor WC-10.2 WC-12.13.4 golden: a soak record marks the Royal Guard and its attacker") {
    auto s = blank(armies_of({unit::swordsman, unit::pikeman}, {unit::royal_guard, unit::scout}));
    put(s, "e4", unit::swordsman, 2);
    put(s, "f4", unit::royal_guard);
    give(s, 0, unit::swordsman);
    const auto t = after(s, "attack swordsman e4 f4");
    REQUIRE(top(t) != nullptr);
    REQUIRE(top(t)->kind == pending_kind::soak);
    const auto b = wc_tensor_of(t, 1);  // B decides (WC-13.4), seeing e4 = 25 at 23 and f4 = 26 at 22
    CHECK(b[23 * 49 + 22] == 1.0f);     // the Royal Guard attacked
    CHECK(b[24 * 49 + 23] == 1.0f);     // its attacker
    CHECK(b[1462 + 2] == 1.0f);         // soak
    CHECK(b[1471] == 0.0f);             // not drawn before the soak (WC-19.4)
    CHECK(b[1451] == 1.0f);
}

TEST_CASE("tensor WC-3.2 WC-3.6: at the first game's start each side sees its own starting locations at e1 and g2") {
    const state<first_game_rules> s;
    const auto a = wc_tensor_of(s, 0), b = wc_tensor_of(s, 1);
    for (std::size_t h = 0; h < 49; ++h) {
        CHECK(a[2 * 49 + h] == b[2 * 49 + h]);
        CHECK(a[3 * 49 + h] == b[3 * 49 + h]);
        CHECK(a[0 * 49 + h] == b[0 * 49 + h]);
    }
    CHECK(a[2 * 49 + 4] == 1.0f);
    CHECK(a[2 * 49 + 13] == 1.0f);  // g2
    CHECK(a[1225 + 11] == doctest::Approx(0.4));  // my bag: 2 Pikeman coins (WC-3.4)
    CHECK(b[1225 + 0] == doctest::Approx(0.4));   // B's: 2 Archer coins
    CHECK(a[1327 + 51 + 0] == doctest::Approx(0.4));  // Hidden(B) holds its 2 Archer coins
    CHECK(a[1327 + 68] == doctest::Approx(9.0 / 21));  // and 9 in its bag
    CHECK(a[1455 + 3] == 1.0f);  // the draw (WC-4.2)
}

TEST_CASE("tensor WC-14.1 WC-14.6 golden: 4-player seats relative to the viewer, its partner next") {
    CHECK(relative_seat<4>(1, 1) == 0);
    CHECK(relative_seat<4>(1, 3) == 1);
    CHECK(relative_seat<4>(1, 2) == 2);
    CHECK(relative_seat<4>(1, 0) == 3);
    for (player_id v = 0; v < 4; ++v)
        for (std::size_t r = 0; r < 4; ++r) CHECK(relative_seat<4>(v, seat_at<4>(v, r)) == r);
    const armies four{set_of({unit::archer, unit::pikeman, unit::scout}), set_of({unit::swordsman, unit::knight, unit::royal_guard}),
                      set_of({unit::footman, unit::ensign, unit::lancer}), set_of({unit::mercenary, unit::marshall, unit::cavalry})};
    auto s = blank<four_fixed>(four, 1);
    put(s, "d4", unit::cavalry);  // seat 3's: viewer 1's partner
    put(s, "c3", unit::archer);   // seat 0's: the last opponent for viewer 1
    give(s, 1, unit::knight);
    const auto t = wc_tensor_of(s, 1);  // side B: hex h at 48 - h; d4 = 24 stays 24, c3 = 16 at 32
    CHECK(t[0 * 49 + 0] == 0.0f);  // a1: off the 4-player board too (x + y < 1)
    CHECK(t[0 * 49 + 1] == 1.0f);  // f7 (hex 47, x + y = 11) seen at 48 - 47 = 1
    CHECK(t[(4 + 2) * 49 + 24] == 1.0f);
    CHECK(t[(20 + 1) * 49 + 24] == 1.0f);  // the partner's unit
    CHECK(t[(20 + 3) * 49 + 32] == 1.0f);  // seat 0's unit
    CHECK(t[24 * 49 + 24] == doctest::Approx(0.2));  // height plane 20 + P
    CHECK(t[1323 + 17 + 6] == doctest::Approx(0.2));  // my hand: a Knight coin
    CHECK(t[1323 + 102 + 3 * 71 + 0 * 16 + 6] == 1.0f);   // I hold the Knight card
    CHECK(t[1323 + 102 + 3 * 71 + 1 * 16 + 2] == 1.0f);   // my partner the Cavalry
    CHECK(t[1323 + 102 + 3 * 71 + 2 * 16 + 5] == 1.0f);   // seat 2 the Footman
    CHECK(t[1323 + 102 + 3 * 71 + 3 * 16 + 0] == 1.0f);   // seat 0 the Archer
    CHECK(t[tensor_layout::layout<4>::turn + 0] == 1.0f);  // seat 1's turn
    CHECK(t[tensor_layout::layout<4>::initiative + 3] == 1.0f);  // seat 0 holds the initiative
    CHECK(t[tensor_layout::layout<4>::markers] == doctest::Approx(5.0 / 8));  // WC-11.3: 8 a team, 3 placed
}

TEST_CASE("tensor WC-16: over random games every entry is in [0, 1], samples of the observation give the same tensor, "
          "and the uint8 tensor is exact") {
    int sampled = 0;
    sampled += wc_tensor_check_walk<wc_tensor_capped<standard_rules>>(11, 250);
    sampled += wc_tensor_check_walk<wc_tensor_capped<bannockburn_rules>>(12, 300);  // a Warrior Priest's hidden draw (WC-16.2)
    sampled += wc_tensor_check_walk<wc_tensor_capped<gaugamela_rules>>(13, 250);
    sampled += wc_tensor_check_walk<wc_tensor_capped<draft_rules>>(14, 150);
    sampled += wc_tensor_check_walk<wc_tensor_capped<four_player_rules>>(15, 250);
    CHECK(sampled > 800);
}

TEST_CASE("tensor WC-16.2: a Warrior Priest's drawn coin shows in its owner's tensor only") {
    using R = wc_tensor_capped<bannockburn_rules>;
    using L = tensor_layout::layout<2>;
    int seen = 0;
    wc_tensor_walk<R>(21, 4000, [&](const state<R>& s) {
        if (s.pendings().empty() || s.pendings().back().kind != pending_kind::wp_use) return;
        const pending& p = s.pendings().back();
        const auto own = wc_tensor_of(s, p.player);
        const auto other = wc_tensor_of(s, static_cast<player_id>(1 - p.player));
        for (std::size_t c = 0; c < num_coin_types; ++c) {
            CHECK(own[L::drawn_coin + c] == (c == static_cast<std::size_t>(p.drawn_coin()) ? 1.0f : 0.0f));
            CHECK(other[L::drawn_coin + c] == 0.0f);
        }
        CHECK(own[L::pending_kind + 6] == 1.0f);
        ++seen;
    });
    CHECK(seen >= 5);
}

TEST_CASE("tensor DESIGN: write_observation allocates nothing") {
    using R = wc_tensor_capped<four_player_rules>;
    std::vector<state<R>> nodes;
    wc_tensor_walk<R>(31, 300, [&](const state<R>& s) { nodes.push_back(s); });
    std::vector<float> out(wc_tensor_size4);
    float sum = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        for (const auto& s : nodes)
            for (player_id v = 0; v < 4; ++v) {
                write_observation(s, v, std::span<float>(out));
                sum += out[24];  // d4 is on the board
            }
    });
    CHECK(sum > 0);
    CHECK(allocations == 0);
}
