// Memoir '44 action ids (include/arbiter/memoir44/actions.hpp, PYTHON.md
// 5.3): the index codec is the game's codec. Golden lists pin the
// generator's order (the ids) on hand-built positions of both rulesets; on
// seeded random games of every ruleset the mask, advance and encode agree
// with legal_moves, and the mover's ids depend only on its view (M44-7).
// (The no-allocation check is in tensor_test.cpp, which the unity build
// puts after engine_test.cpp, the file that turns the allocation counter on.)

#include <doctest/doctest.h>

#include <arbiter/core/actions.hpp>
#include <arbiter/core/playout.hpp>
#include <arbiter/memoir44/actions.hpp>

#include "helpers.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <tuple>

namespace {

using namespace m44_test;

template <class R>
using actions_codec = arbiter::index_codec<state<R>>;

// The id of a move written in notation (it must be legal), and the move of an id.
template <class R>
std::int32_t actions_id_of(const state<R>& s, std::string_view text) {
    const auto m = parse_move(text);
    REQUIRE(m.has_value());
    std::array<std::int32_t, 1> ids{};
    REQUIRE(actions_codec<R>::encode(s, *m, ids) == 1);
    return ids[0];
}
template <class R>
std::string actions_move_of(const state<R>& s, std::size_t id) {
    typename actions_codec<R>::progress p;
    const auto m = actions_codec<R>::advance(s, p, id);
    REQUIRE(m.has_value());
    return to_string(*m);
}

// The tutorial position: Allies infantry F3 and c2, armor h2; Axis infantry f6.
state<tutorial_rules> actions_tutorial_start() {
    return start({.units = "allies inf F3 c2; allies arm H2; axis inf F6"},
                 {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                 {card::probe_l, card::probe_r, card::attack_c, card::barrage});
}
// The standard position: Allies infantry F3, b2 (3 figures at setup), armor
// g2; Axis infantry F5 and f6, armor K8.
state<standard_rules> actions_standard_start() {
    return start<standard_rules>({.units = "allies inf F3 B2:3; allies arm G2; axis inf F5 f6; axis arm K8"},
                                 {card::barrage, card::infantry_assault, card::probe_c, card::medics_mechanics},
                                 {card::probe_l, card::probe_r, card::attack_c, card::ambush});
}

// Every check of one decision node: the mask is the first n ids, n = the
// list's size; a sample of ids (first, last, one at random) decodes to the
// listed move and encodes back; the id past the end decodes to nothing.
template <class S>
void actions_check_node(const S& s, std::mt19937_64& rng) {
    using C = arbiter::index_codec<S>;
    std::array<std::uint8_t, C::size> mask{};
    mask.fill(7);
    const std::size_t n = C::mask(s, {}, mask);
    // Plain loops, one CHECK each: doctest's per-assertion cost would dominate.
    if (is_terminal(s) || current_player(s) == arbiter::chance_player) {
        CHECK(n == 0);
        bool clear = true;
        for (const auto bit : mask) clear = clear && bit == 0;
        CHECK(clear);
        return;
    }
    const auto moves = legal_moves(s);
    REQUIRE(n == moves.size());
    bool prefix = true;
    for (std::size_t i = 0; i < C::size; ++i) prefix = prefix && mask[i] == (i < n ? 1 : 0);
    CHECK(prefix);
    // The ids are distinct moves: encode finds each at its own id.
    const std::array<std::size_t, 3> sample{0, n - 1, static_cast<std::size_t>(arbiter::uniform_below(rng, n))};
    for (const std::size_t id : sample) {
        typename C::progress p;
        const auto m = C::advance(s, p, id);
        REQUIRE(m.has_value());
        CHECK(*m == moves[id]);
        std::array<std::int32_t, C::max_ids> ids{};
        REQUIRE(C::encode(s, *m, ids) == 1);
        CHECK(ids[0] == static_cast<std::int32_t>(id));
    }
    bool distinct = true;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) distinct = distinct && !(moves[i] == moves[j]);
    CHECK(distinct);
    typename C::progress past;
    CHECK_FALSE(C::advance(s, past, n).has_value());
    // An unlisted decision has no id.
    const move any = any_decision(rng);
    bool listed = false;
    for (const auto& m : moves) listed = listed || m == any;
    std::array<std::int32_t, C::max_ids> none{};
    CHECK(C::encode(s, any, none) == (listed ? 1u : 0u));
}

// Seeded random games from a scenario; returns the decision nodes checked.
template <class R>
std::size_t actions_check_games(const scenario& sc, int games, std::uint64_t seed) {
    std::mt19937_64 rng(seed), checks(seed + 1000);
    std::size_t decisions = 0;
    const auto begin = start_game<R>(sc);
    for (int g = 0; g < games; ++g) {
        const auto end = arbiter::random_playout(begin, rng, 100000, [&](const state<R>& s) {
            actions_check_node(s, checks);
            decisions += current_player(s) >= 0 ? 1u : 0u;
        });
        actions_check_node(end, checks);
    }
    return decisions;
}

// M44-7: the mover's ids, through mask and list, at states it cannot tell apart.
template <class R>
std::size_t actions_check_views(const scenario& sc, int games, std::uint64_t seed) {
    using C = actions_codec<R>;
    std::mt19937_64 rng(seed), deal(seed + 7);
    std::size_t compared = 0, node = 0, differed = 0;
    for (int g = 0; g < games; ++g)
        arbiter::random_playout(start_game<R>(sc), rng, 100000, [&](const state<R>& s) {
            const auto p = current_player(s);
            if (p < 0 || ++node % 3 != 0) return;
            const auto other_world = sample(observe(s, p), deal);
            std::array<std::uint8_t, C::size> a{}, b{};
            CHECK(C::mask(s, {}, a) == C::mask(other_world, {}, b));
            CHECK(a == b);
            CHECK(legal_moves(s) == legal_moves(other_world));
            ++compared;
            differed += other_world == s ? 0u : 1u;
        });
    CHECK(differed > 0);  // the worlds did differ in what the mover cannot see
    return compared;
}

}  // namespace

TEST_CASE("the index codec is Memoir '44's codec: 384 ids, one per decision") {
    using C = actions_codec<standard_rules>;
    CHECK(C::name == "index");
    CHECK(C::size == 384);
    CHECK(C::max_ids == 1);
    CHECK(actions_codec<tutorial_rules>::size == 384);
    CHECK(std::tuple_size_v<arbiter::codecs_for<state<tutorial_rules>>::types> == 1);
    // M44-5.1: the deal is chance: no ids.
    const auto dealing = start_game<standard_rules>(brennau_crossing());
    std::array<std::uint8_t, C::size> mask{};
    CHECK(C::mask(dealing, {}, mask) == 0);
}

TEST_CASE("M44-T-3.1 M44-T-3.4 M44-T-3.5 M44-T-2.2 M44-T-4.1 golden tutorial ids: cards by id, activations by hex then allowance") {
    auto s = actions_tutorial_start();
    // M44-T-3.1: any card in hand, in card-id order (M44-4.1).
    CHECK(moves_text(s) == "play probe-c play attack-l play recon-in-force play air-power");
    CHECK(actions_id_of(s, "play recon-in-force") == 2);
    s = act(s, "play probe-c");
    // M44-T-3.5: the center units (M44-1.8: c2 is in the left section), then the
    // second card (M44-T-3.4), then EndTurn.
    CHECK(moves_text(s) == "activate F3/C activate h2/C tactic air-power end-turn");
    CHECK(actions_id_of(s, "activate h2/C") == 1);
    CHECK(actions_move_of(s, 3) == "end-turn");
    s = act(s, "activate F3/C");
    // M44-T-2.2: the reachable hexes by hex index, Stay last.
    CHECK(moves_text(s) == "move F3-e4 move F3-f4 move F3-E3 move F3-G3 move F3-e2 move F3-f2 stay");
    CHECK(actions_id_of(s, "move F3-f2") == 5);
    CHECK(actions_move_of(s, 6) == "stay");
    s = act(s, "move F3-f4");
    // M44-T-4.1: the targets by hex index, HoldFire last.
    CHECK(moves_text(s) == "battle f4xf6 hold-fire");
    CHECK(actions_move_of(s, 0) == "battle f4xf6");
}

TEST_CASE("M44-S-2.3 M44-S-2.4 M44-S-11.5 M44-S-11.12 M44-S-11.13 golden standard ids: targeted cards, orders, moves, battles") {
    auto s = actions_standard_start();
    // Cards by id; Barrage once per enemy hex by index (M44-S-11.5), Infantry
    // Assault per section with infantry (M44-S-11.12), Medics untargeted with
    // no unit below its setup strength (M44-S-11.13).
    CHECK(moves_text(s) ==
          "play probe-c play barrage k8 play barrage f6 play barrage F5 play infantry-assault L "
          "play infantry-assault C play medics-mechanics");
    CHECK(actions_id_of(s, "play barrage F5") == 3);
    CHECK(actions_id_of(s, "play infantry-assault C") == 5);
    CHECK(actions_move_of(s, 6) == "play medics-mechanics");
    s = act(s, "play probe-c");
    // M44-S-2.3, M44-S-2.4: by hex index, EndOrders last; an Order names hexes upward.
    CHECK(moves_text(s) == "order F3/C order g2/C end-orders");
    s = act(s, "order F3/C");
    CHECK(moves_text(s) == "order g2/C end-orders");
    CHECK(actions_id_of(s, "end-orders") == 1);
    s = act(s, "order g2/C");  // the allowance is spent: the moves begin (M44-S-2.5)
    s = act(s, "move F3-f4");
    // M44-S-2.5: the units that have not moved, destinations by hex index, EndMoves.
    CHECK(moves_text(s) ==
          "move g2-G5 move g2-H5 move g2-I5 move g2-e4 move g2-g4 move g2-h4 move g2-i4 move g2-E3 "
          "move g2-F3 move g2-G3 move g2-H3 move g2-I3 move g2-J3 move g2-d2 move g2-e2 move g2-f2 "
          "move g2-h2 move g2-i2 move g2-j2 move g2-E1 move g2-F1 move g2-G1 move g2-H1 move g2-I1 "
          "move g2-J1 end-moves");
    CHECK(actions_id_of(s, "move g2-F3") == 8);
    CHECK(actions_id_of(s, "end-moves") == 25);
    s = act(s, "end-moves");
    CHECK(moves_text(s) == "battle f4xF5 end-battles");
    CHECK(actions_id_of(s, "end-battles") == 1);
}

TEST_CASE("index codec: on random games of every ruleset, mask, advance and encode give exactly legal_moves") {
    std::size_t decisions = 0;
    decisions += actions_check_games<tutorial_rules>(brennau_crossing(), 1, 41);
    decisions += actions_check_games<tutorial_rules>(hedgerow_lane(), 1, 46);
    decisions += actions_check_games<standard_sections_rules>(hedgerow_lane(), 1, 42);
    decisions += actions_check_games<standard_partial_rules>(brennau_crossing(), 1, 43);
    decisions += actions_check_games<standard_rules>(brennau_crossing(), 1, 44);
    decisions += actions_check_games<standard_rules>(hedgerow_lane(), 1, 45);
    CHECK(decisions > 1000);
}

TEST_CASE("M44-7 index codec: the mover's mask and list are the same in every world its view allows") {
    std::size_t compared = 0;
    compared += actions_check_views<tutorial_rules>(hedgerow_lane(), 2, 51);
    compared += actions_check_views<standard_rules>(brennau_crossing(), 3, 52);
    compared += actions_check_views<standard_sections_rules>(brennau_crossing(), 2, 53);
    CHECK(compared > 300);
}

TEST_CASE("M44-5.3 issue 15: the move's accessors name what each packed field means per kind") {
    static_assert(sizeof(move) == 4);  // the key stays packed (PYTHON.md 5.3)
    const int f3 = hex("F3"), f4 = hex("f4"), f5 = hex("F5");
    CHECK(move::play_card(card::barrage, f5).played_card() == card::barrage);
    CHECK(move::play_card(card::barrage, f5).target_hex() == f5);  // M44-S-11.5
    CHECK(move::play_card(card::barrage, f5).has_card_target());
    CHECK_FALSE(move::play_card(card::probe_c).has_card_target());
    CHECK(move::play_card(card::infantry_assault, 2).assault_section() == section::right);  // M44-S-11.12
    CHECK(move::play_tactic(card::air_power).played_card() == card::air_power);
    CHECK(move::keep(card::attack_r).played_card() == card::attack_r);
    CHECK(move::activate(f3, allowance::tactic).hex() == f3);
    CHECK(move::activate(f3, allowance::tactic).allowance_used() == allowance::tactic);
    CHECK(move::order(f4, allowance::center).allowance_used() == allowance::center);
    CHECK(move::step(f3, f4).hex() == f3);
    CHECK(move::step(f3, f4).destination() == f4);
    CHECK(move::battle(f4, f5).target_hex() == f5);
    CHECK(move::overrun(f4, f5).hex() == f4);
    CHECK(move::clear_wire(f4).hex() == f4);
    CHECK(move::retreat(f3).destination() == f3);
}
