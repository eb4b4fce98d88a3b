// Memoir '44 observation tensor (include/arbiter/memoir44/tensor.hpp): the
// shape, chosen entries by offset on hand-built
// positions seen from both seats (a layout change fails here), the
// invariants on seeded random games, no leak of what the viewer may not see
// (M44-7), and no allocation in the tensor or the codec.

#include "common/alloc_counter.hpp"  // counting is on in engine_test.cpp

#include <doctest/doctest.h>

#include <arbiter/core/actions.hpp>
#include <arbiter/core/playout.hpp>
#include <arbiter/memoir44/actions.hpp>
#include <arbiter/memoir44/tensor.hpp>

#include "common/tensor_checks.hpp"
#include "helpers.hpp"

#include <cmath>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <random>
#include <span>
#include <type_traits>
#include <vector>

namespace {

using namespace m44_test;

constexpr std::size_t tensor_floats = 9111;
using tensor_buffer = std::vector<float>;

template <class R>
tensor_buffer tensor_of(const state<R>& s, side viewer) {
    tensor_buffer out(tensor_floats, -1.0f);
    write_observation(s, player_of(viewer), std::span<float>(out));
    return out;
}

// Planes are 225 floats; the vector starts at 8775.
constexpr std::size_t tensor_plane(std::size_t p, std::size_t cell) { return p * 225 + cell; }
constexpr std::size_t tensor_vec(std::size_t i) { return 8775 + i; }

// Tutorial: Allies infantry F3 on sandbags, armor h2 at 2 figures; Axis
// infantry f6, artillery K8; forest f4, hill G5 with an Axis bunker; medal
// hexes E7 (Allies, temp) and G5 (any, perm). Allies at the bottom.
state<tutorial_rules> tensor_tutorial_start() {
    return start({.units = "allies inf F3; allies arm h2:2; axis inf f6; axis art K8",
                  .obstacles = "sandbags F3; bunker G5:axis",
                  .objectives = "E7 allies temp; G5 any perm",
                  .ground = {{"f4", terrain::forest}, {"G5", terrain::hill}}},
                 {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                 {card::probe_l, card::probe_r, card::attack_c, card::barrage});
}

// The cells, by hand: row * 25 + col in doubled coordinates (M44-1.2), and
// rotated (24 - col, 8 - row) for the top seat (M44-1.7).
constexpr std::size_t tensor_cell_F3 = 160, tensor_rot_F3 = 64;
constexpr std::size_t tensor_cell_h2 = 190, tensor_rot_h2 = 34;
constexpr std::size_t tensor_cell_f6 = 86, tensor_rot_f6 = 138;
constexpr std::size_t tensor_cell_K8 = 46, tensor_rot_K8 = 178;
constexpr std::size_t tensor_cell_f4 = 136, tensor_rot_f4 = 88;
constexpr std::size_t tensor_cell_G5 = 112;  // the centre: its own rotation
constexpr std::size_t tensor_cell_E7 = 58, tensor_rot_E7 = 166;
constexpr std::size_t tensor_cell_F5 = 110;

// Decision and chance nodes of seeded random games.
template <class R>
std::vector<state<R>> tensor_nodes(const scenario& sc, int games, std::uint64_t seed) {
    std::vector<state<R>> nodes;
    std::mt19937_64 rng(seed);
    for (int g = 0; g < games; ++g)
        nodes.push_back(arbiter::random_playout(start_game<R>(sc), rng, 100000,
                                                [&](const state<R>& s) { nodes.push_back(s); }));
    return nodes;
}

// What holds at every node for both viewers: every float written, finite,
// in [0, 6]; 113 valid cells; each side's units on its own planes; the
// uint8 tensor the floats times their scales.
template <class R>
void tensor_check_invariants(const state<R>& s) {
    for (const side viewer : {side::allies, side::axis}) {
        const auto t = tensor_of(s, viewer);
        float valid = 0, mine = 0, theirs = 0;
        for (std::size_t c = 0; c < 225; ++c) {
            valid += t[tensor_plane(0, c)];
            for (std::size_t k = 0; k < 5; ++k) {
                mine += t[tensor_plane(15 + k, c)];
                theirs += t[tensor_plane(20 + k, c)];
            }
        }
        CHECK(valid == 113.0f);
        CHECK(mine == static_cast<float>(unit_count(s, viewer)));
        CHECK(theirs == static_cast<float>(unit_count(s, other(viewer))));
        bool in_range = true;
        for (const float x : t) in_range = in_range && std::isfinite(x) && x >= 0.0f && x <= 6.0f;
        CHECK(in_range);
        float phase_bits = 0;
        for (std::size_t i = 0; i < 19; ++i) phase_bits += t[tensor_vec(271 + i)];
        CHECK(phase_bits == 1.0f);
        // The uint8 tensor: exact but for the medal shares (over a side's medals to win).
        const auto share = [](std::size_t i) { return i == tensor_vec(299) || i == tensor_vec(300); };
        CHECK_MESSAGE(arbiter::testing::uint8_tensor_faults(s, player_of(viewer), share) == "", to_string(s));
    }
}

// M44-7: a world drawn from the viewer's view gives the viewer the same tensor.
template <class R>
std::size_t tensor_check_views(const std::vector<state<R>>& nodes, std::uint64_t seed) {
    std::mt19937_64 deal(seed);
    std::size_t compared = 0, differed = 0;
    for (std::size_t i = 0; i < nodes.size(); i += 4) {
        const auto& s = nodes[i];
        for (const side viewer : {side::allies, side::axis}) {
            const auto view = observe(s, player_of(viewer));
            const auto other_world = sample(view, deal);
            const auto t = tensor_of(s, viewer);
            CHECK(t == tensor_of(other_world, viewer));
            tensor_buffer from_view(tensor_floats, -1.0f);
            write_observation(view, std::span<float>(from_view));
            CHECK(t == from_view);
            ++compared;
            differed += other_world == s ? 0u : 1u;
        }
    }
    CHECK(differed > 0);  // the worlds did differ in what the viewer cannot see
    return compared;
}

}  // namespace

TEST_CASE("the observation tensor is 9111 floats for every ruleset: 39 planes of 9 x 25, then 336") {
    const arbiter::tensor_shape flat{1, {9111, 0, 0, 0}};
    CHECK(arbiter::observation_shape_of<state<tutorial_rules>> == flat);
    CHECK(arbiter::observation_shape_of<state<standard_rules>> == flat);
    CHECK(arbiter::observation_shape_of<state<standard_sections_rules>> == flat);
    CHECK(arbiter::observation_shape_of<state<standard_partial_rules>> == flat);
    namespace L = tensor_layout;
    CHECK(L::num_planes == 39);
    CHECK(L::vector_offset == 8775);
    CHECK(L::vector_size == 336);
    CHECK(L::passed_plane == 38);
    CHECK(L::phase_one_hot == 271);
    CHECK(L::draw_is_mine == 335);
}

TEST_CASE("M44-1.2 M44-3 M44-8.2 golden tensor, tutorial, the bottom viewer: the board as printed") {
    const auto s = tensor_tutorial_start();
    const auto t = tensor_of(s, side::allies);
    CHECK(t[tensor_plane(0, 0)] == 1.0f);     // A9 (col 0, row 0)
    CHECK(t[tensor_plane(0, 1)] == 0.0f);     // odd parity: no hex (M44-1.2)
    CHECK(t[tensor_plane(0, tensor_cell_F3)] == 1.0f);
    CHECK(t[tensor_plane(1, tensor_cell_F3)] == 1.0f);  // clear
    CHECK(t[tensor_plane(2, tensor_cell_f4)] == 1.0f);  // forest
    CHECK(t[tensor_plane(1, tensor_cell_f4)] == 0.0f);
    CHECK(t[tensor_plane(3, tensor_cell_G5)] == 1.0f);  // hill
    CHECK(t[tensor_plane(10, tensor_cell_F3)] == 1.0f);  // sandbags
    CHECK(t[tensor_plane(14, tensor_cell_G5)] == 1.0f);  // their bunker (M44-S-4.3: protects its owner)
    CHECK(t[tensor_plane(13, tensor_cell_G5)] == 0.0f);
    CHECK(t[tensor_plane(15, tensor_cell_F3)] == 1.0f);  // my infantry
    CHECK(t[tensor_plane(16, tensor_cell_h2)] == 1.0f);  // my armor
    CHECK(t[tensor_plane(20, tensor_cell_f6)] == 1.0f);  // their infantry
    CHECK(t[tensor_plane(22, tensor_cell_K8)] == 1.0f);  // their artillery
    CHECK(t[tensor_plane(25, tensor_cell_F3)] == 1.0f);  // 4 figures / 4
    CHECK(t[tensor_plane(25, tensor_cell_h2)] == 0.5f);  // 2 / 4
    CHECK(t[tensor_plane(33, tensor_cell_h2)] == 0.5f);  // set up with 2 (M44-2.6)
    CHECK(t[tensor_plane(29, tensor_cell_E7)] == 1.0f);  // my medal hex (M44-8.2)
    CHECK(t[tensor_plane(30, tensor_cell_E7)] == 0.0f);
    CHECK(t[tensor_plane(29, tensor_cell_G5)] == 1.0f);  // "any": both
    CHECK(t[tensor_plane(30, tensor_cell_G5)] == 1.0f);
    CHECK(t[tensor_plane(31, tensor_cell_G5)] == 1.0f);  // permanent
    CHECK(t[tensor_plane(31, tensor_cell_E7)] == 0.0f);
    // The vector: my hand by card id, the unseen cards, the phase, the seats.
    CHECK(t[tensor_vec(4)] == 1.0f);    // probe-c
    CHECK(t[tensor_vec(15)] == 1.0f);   // air-power
    CHECK(t[tensor_vec(3)] == 0.0f);    // probe-l is the Axis's: unseen
    CHECK(t[tensor_vec(60 + 4)] == 4.0f);  // 5 probe-c less mine (M44-7.3)
    CHECK(t[tensor_vec(60 + 3)] == 4.0f);  // all 4 probe-l
    CHECK(t[tensor_vec(271 + 1)] == 1.0f);  // phase play_card
    CHECK(t[tensor_vec(290)] == 1.0f);      // roll kind: battle
    CHECK(t[tensor_vec(296)] == 1.0f);      // I am the Allies
    CHECK(t[tensor_vec(297)] == 1.0f);      // and active
    CHECK(t[tensor_vec(298)] == 1.0f);      // and decide
    CHECK(t[tensor_vec(301)] == doctest::Approx(0.6));  // 6 medals to win / 10
    CHECK(t[tensor_vec(303)] == doctest::Approx(0.4));  // hand of 4 / 10
    CHECK(t[tensor_vec(305)] == doctest::Approx(0.4));  // the opponent holds 4
    CHECK(t[tensor_vec(306)] == doctest::Approx(52.0 / 60.0));  // the deck
}

TEST_CASE("M44-1.7 M44-7 golden tensor, tutorial, the top viewer: the board turned, its own units first") {
    const auto s = tensor_tutorial_start();
    const auto t = tensor_of(s, side::axis);
    CHECK(t[tensor_plane(15, tensor_rot_f6)] == 1.0f);  // my infantry, now near my baseline
    CHECK(t[tensor_plane(17, tensor_rot_K8)] == 1.0f);  // my artillery
    CHECK(t[tensor_plane(20, tensor_rot_F3)] == 1.0f);  // their infantry
    CHECK(t[tensor_plane(21, tensor_rot_h2)] == 1.0f);  // their armor
    CHECK(t[tensor_plane(15, tensor_cell_f6)] == 0.0f);
    CHECK(t[tensor_plane(2, tensor_rot_f4)] == 1.0f);   // forest
    CHECK(t[tensor_plane(10, tensor_rot_F3)] == 1.0f);  // sandbags
    CHECK(t[tensor_plane(13, tensor_cell_G5)] == 1.0f);  // my bunker
    CHECK(t[tensor_plane(30, tensor_rot_E7)] == 1.0f);  // their medal hex
    CHECK(t[tensor_plane(29, tensor_rot_E7)] == 0.0f);
    CHECK(t[tensor_vec(3)] == 1.0f);   // my probe-l
    CHECK(t[tensor_vec(4)] == 0.0f);   // the Allies' probe-c: unseen (M44-7.1)
    CHECK(t[tensor_vec(60 + 4)] == 5.0f);
    CHECK(t[tensor_vec(296)] == 0.0f);  // not the Allies
    CHECK(t[tensor_vec(297)] == 0.0f);  // not active
    CHECK(t[tensor_vec(298)] == 0.0f);  // not deciding
}

TEST_CASE("M44-T-3.2 M44-1.8 the orders left read in the image's frame: the active opponent's left is my right") {
    const auto s = act(tensor_tutorial_start(), "play attack-l");
    const auto mine = tensor_of(s, side::allies), theirs = tensor_of(s, side::axis);
    CHECK(mine[tensor_vec(121 + 6)] == 1.0f);  // the turn card, attack-l
    CHECK(theirs[tensor_vec(121 + 6)] == 1.0f);
    CHECK(mine[tensor_vec(271 + 2)] == 1.0f);  // phase activation
    CHECK(mine[tensor_vec(307)] == 0.75f);     // 3 left orders / 4, on my left
    CHECK(mine[tensor_vec(309)] == 0.0f);
    CHECK(theirs[tensor_vec(309)] == 0.75f);   // on the Axis's right
    CHECK(theirs[tensor_vec(307)] == 0.0f);
    CHECK(mine[tensor_vec(30 + 6)] == 0.0f);   // not yet discarded
}

TEST_CASE("M44-S-2.4 M44-S-5 M44-S-9.1 golden tensor, standard: passed hexes, the battle's units, its dice") {
    auto s = start<standard_rules>({.units = "allies inf F3 B2:3; allies arm G2; axis inf F5 f6; axis arm K8"},
                                   {card::barrage, card::infantry_assault, card::probe_c, card::medics_mechanics},
                                   {card::probe_l, card::probe_r, card::attack_c, card::ambush});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    auto t = tensor_of(s, side::allies);
    // M44-S-2.4: an Order names hexes above F3 (index 80) only.
    float passed = 0;
    for (std::size_t c = 0; c < 225; ++c) passed += t[tensor_plane(38, c)];
    CHECK(passed == static_cast<float>(s.next_order()));
    CHECK(t[tensor_plane(38, 0)] == 1.0f);        // A9, hex 0
    CHECK(t[tensor_plane(38, 188)] == 0.0f);      // g2, hex 94
    CHECK(t[tensor_plane(26, tensor_cell_F3)] == 1.0f);  // ordered
    CHECK(t[tensor_vec(181 + 4)] == 1.0f);        // the order carried out: probe-c
    CHECK(t[tensor_vec(308)] == 0.25f);           // one center order left
    s = act(s, "order g2/C");
    s = act(s, "move F3-f4");
    s = act(s, "end-moves");
    s = act(s, "battle f4xF5");
    REQUIRE(s.step() == phase::ambush);  // M44-S-11.2: the defender's window, even without the card
    CHECK(tensor_of(s, side::axis)[tensor_vec(298)] == 1.0f);  // the Axis decides
    CHECK(tensor_of(s, side::allies)[tensor_vec(298)] == 0.0f);
    s = act(s, "no-ambush");
    REQUIRE(s.step() == phase::attack_roll);
    t = tensor_of(s, side::allies);
    CHECK(t[tensor_plane(34, tensor_cell_f4)] == 1.0f);  // the battling unit
    CHECK(t[tensor_plane(35, tensor_cell_F5)] == 1.0f);  // its target
    CHECK(t[tensor_plane(36, tensor_cell_F5)] == 1.0f);  // the hex Take Ground would enter (M44-S-9.1)
    CHECK(t[tensor_plane(27, tensor_cell_f4)] == 1.0f);  // moved
    CHECK(t[tensor_plane(28, tensor_cell_f4)] == 1.0f);  // battled
    CHECK(t[tensor_plane(32, tensor_cell_f4)] == doctest::Approx(1.0 / 3.0));  // one hex moved
    CHECK(t[tensor_vec(271 + 5)] == 1.0f);        // phase attack_roll
    CHECK(t[tensor_vec(298)] == 0.0f);            // chance decides
    CHECK(t[tensor_vec(320)] == doctest::Approx(3.0 / 8.0));  // 3 dice at range 1 (M44-S-1.1)
    // The top viewer: the same units at the turned cells.
    const auto u = tensor_of(s, side::axis);
    CHECK(u[tensor_plane(34, tensor_rot_f4)] == 1.0f);
    CHECK(u[tensor_plane(15, 224 - tensor_cell_F5)] == 1.0f);  // its infantry under attack
}

TEST_CASE("M44-S-10.1 M44-7.2 golden tensor: the Recon cards drawn are the drawer's to see") {
    const auto s = at_recon_keep();
    const auto mine = tensor_of(s, side::allies), theirs = tensor_of(s, side::axis);
    CHECK(mine[tensor_vec(90 + 3)] == 1.0f);  // probe-l
    CHECK(mine[tensor_vec(90 + 8)] == 1.0f);  // attack-r
    CHECK(mine[tensor_vec(120)] == 0.0f);
    CHECK(theirs[tensor_vec(90 + 3)] == 0.0f);
    CHECK(theirs[tensor_vec(120)] == 2.0f);   // two cards it cannot see
    CHECK(mine[tensor_vec(271 + 17)] == 1.0f);  // phase keep_card
}

TEST_CASE("observation tensor: on random games of every ruleset, the invariants hold from both seats") {
    std::size_t nodes = 0;
    const auto check = [&](const auto& list) {
        for (std::size_t i = 0; i < list.size(); i += 4, ++nodes) tensor_check_invariants(list[i]);
    };
    check(tensor_nodes<tutorial_rules>(hedgerow_lane(), 1, 61));
    check(tensor_nodes<standard_rules>(brennau_crossing(), 2, 62));
    check(tensor_nodes<standard_sections_rules>(hedgerow_lane(), 1, 63));
    CHECK(nodes > 300);
}

TEST_CASE("M44-7 observation tensor: worlds the viewer cannot tell apart give it the same tensor") {
    std::size_t compared = 0;
    compared += tensor_check_views(tensor_nodes<tutorial_rules>(brennau_crossing(), 1, 71), 72);
    compared += tensor_check_views(tensor_nodes<standard_rules>(hedgerow_lane(), 2, 73), 74);
    compared += tensor_check_views(tensor_nodes<standard_partial_rules>(brennau_crossing(), 1, 75), 76);
    CHECK(compared > 300);
}

TEST_CASE("write_observation and the codecs' (actions, index) mask, advance and encode never touch the heap") {
    static std::vector<std::unique_ptr<int>> keep;
    REQUIRE_MESSAGE(arbiter::testing::allocations_during([] { keep.push_back(std::make_unique<int>(1)); }) >= 1,
                    "the allocation counter is not live: engine_test.cpp must define ARBITER_COUNT_ALLOCATIONS");
    const auto tutorial = tensor_nodes<tutorial_rules>(brennau_crossing(), 1, 81);
    const auto standard = tensor_nodes<standard_rules>(hedgerow_lane(), 1, 82);
    tensor_buffer out(tensor_floats);
    std::array<std::uint8_t, actions_codec<standard_rules>::size> mask{};
    std::array<std::int32_t, 1> ids{};
    std::size_t legal = 0;
    const auto run = [&](const auto& nodes) {
        using node_state = std::remove_cvref_t<decltype(nodes.front())>;
        for (const auto& s : nodes) {
            write_observation(s, player_of(side::allies), std::span<float>(out));
            write_observation(s, player_of(side::axis), std::span<float>(out));
            arbiter::for_each_codec<node_state>([&](auto codec) {
                using C = decltype(codec);
                const std::size_t n = C::mask(s, {}, mask);
                legal += n;
                if (n == 0) return;
                typename C::progress p;
                const auto m = C::advance(s, p, C::encode(s, legal_moves(s)[n - 1], ids) == 1
                                                    ? static_cast<std::size_t>(ids[0]) : n - 1);
                if (m) legal += C::encode(s, *m, ids);
            });
        }
    };
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        run(tutorial);
        run(standard);
    });
    CHECK(allocations == 0);
    CHECK(legal > 0);
}
