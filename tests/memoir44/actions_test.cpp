// Memoir '44 action ids (include/arbiter/memoir44/actions.hpp): the fixed
// `actions` codec and the index codec. For the index codec,
// golden lists pin the generator's order (the ids) on hand-built positions
// of both rulesets; for the actions codec, the sizes and blocks of every
// ruleset, golden ids of hand-built positions, and the same ids for a
// position and its half-turned mirror played by the other seat. On seeded
// random games of every ruleset both codecs' mask, advance and encode agree
// with legal_moves (the actions ids distinct, each move's id the same in
// every state), and the mover's ids depend only on its view (M44-7).
// (The no-allocation check is in tensor_test.cpp, which the unity build
// puts after engine_test.cpp, the file that turns the allocation counter on.)

#include <doctest/doctest.h>

#include <arbiter/core/actions.hpp>
#include <arbiter/core/playout.hpp>
#include <arbiter/memoir44/actions.hpp>

#include "helpers.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {

using namespace m44_test;

template <class R>
using actions_index = arbiter::index_codec<state<R>>;

// The id of a move written in notation (it must be legal), and the move of an id.
template <class R>
std::int32_t actions_id_of(const state<R>& s, std::string_view text) {
    const auto m = parse_move(text);
    REQUIRE(m.has_value());
    std::array<std::int32_t, 1> ids{};
    REQUIRE(actions_index<R>::encode(s, *m, ids) == 1);
    return ids[0];
}
template <class R>
std::string actions_move_of(const state<R>& s, std::size_t id) {
    typename actions_index<R>::progress p;
    const auto m = actions_index<R>::advance(s, p, id);
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
    std::mt19937_64 rng(seed), deal(seed + 7);
    std::size_t compared = 0, node = 0, differed = 0;
    for (int g = 0; g < games; ++g)
        arbiter::random_playout(start_game<R>(sc), rng, 100000, [&](const state<R>& s) {
            const auto p = current_player(s);
            if (p < 0 || ++node % 3 != 0) return;
            const auto other_world = sample(observe(s, p), deal);
            arbiter::for_each_codec<state<R>>([&](auto codec) {  // actions, then index
                using C = decltype(codec);
                static std::array<std::uint8_t, C::size> a{}, b{};
                CHECK(C::mask(s, {}, a) == C::mask(other_world, {}, b));
                CHECK(a == b);
            });
            CHECK(legal_moves(s) == legal_moves(other_world));
            ++compared;
            differed += other_world == s ? 0u : 1u;
        });
    CHECK(differed > 0);  // the worlds did differ in what the mover cannot see
    return compared;
}

}  // namespace

TEST_CASE("the index codec is Memoir '44's second codec: 384 ids, one per decision") {
    using C = actions_index<standard_rules>;
    CHECK(C::name == "index");
    CHECK(C::size == 384);
    CHECK(C::max_ids == 1);
    CHECK(actions_index<tutorial_rules>::size == 384);
    CHECK(std::tuple_size_v<arbiter::codecs_for<state<tutorial_rules>>::types> == 2);
    CHECK(std::is_same_v<std::tuple_element_t<1, arbiter::codecs_for<state<standard_rules>>::types>, C>);
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

TEST_CASE("M44-7 actions and index codecs: the mover's masks and list are the same in every world its view allows") {
    std::size_t compared = 0;
    compared += actions_check_views<tutorial_rules>(hedgerow_lane(), 2, 51);
    compared += actions_check_views<standard_rules>(brennau_crossing(), 3, 52);
    compared += actions_check_views<standard_sections_rules>(brennau_crossing(), 2, 53);
    CHECK(compared > 300);
}

TEST_CASE("M44-5.3 the move's accessors name what each packed field means per kind") {
    static_assert(sizeof(move) == 4);  // the key stays packed (core/actions.hpp)
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

// ------------------------------------------------------------------ the actions codec

namespace {

template <class R>
using actions_fixed = actions_codec<R>;

// The actions id of a move in notation (it must be legal), and the move of an id.
template <class R>
std::int32_t actions_fixed_id(const state<R>& s, std::string_view text) {
    const auto m = parse_move(text);
    REQUIRE(m.has_value());
    std::array<std::int32_t, 1> ids{-1};
    REQUIRE_MESSAGE(actions_fixed<R>::encode(s, *m, ids) == 1, text, " is not legal");
    return ids[0];
}
template <class R>
std::string actions_fixed_move(const state<R>& s, std::size_t id) {
    typename actions_fixed<R>::progress p;
    const auto m = actions_fixed<R>::advance(s, p, id);
    REQUIRE_MESSAGE(m.has_value(), "id ", id, " is not legal");
    return to_string(*m);
}

// The mover's seat, whose view the ids take.
template <class R>
seat actions_seat(const state<R>& s) {
    return s.seat_of(static_cast<side>(current_player(s)));
}
// A (seat, move) as one number: the key of "the same move of the same seat".
std::uint64_t actions_move_key(seat st, const move& m) {
    return static_cast<std::uint64_t>(st) << 32 | static_cast<std::uint64_t>(m.kind) << 24 |
           static_cast<std::uint64_t>(m.from) << 16 | static_cast<std::uint64_t>(m.to) << 8 |
           static_cast<std::uint64_t>(m.use);
}

// Plays two lines, a position and its mirror played by the other seat, side
// by side: at every decision the two actions masks are equal and each pair
// of moves has one id, `ids` in turn.
template <class R>
void actions_mirrored(state<R> a, state<R> b, const std::vector<std::pair<const char*, const char*>>& line,
                      const std::vector<std::int32_t>& ids) {
    using C = actions_fixed<R>;
    REQUIRE(line.size() == ids.size());
    REQUIRE(actions_seat(a) != actions_seat(b));
    static std::array<std::uint8_t, C::size> ma{}, mb{};
    for (std::size_t i = 0; i < line.size(); ++i) {
        CAPTURE(line[i].first);
        REQUIRE(C::mask(a, {}, ma) == legal_moves(a).size());
        REQUIRE(C::mask(b, {}, mb) == legal_moves(b).size());
        CHECK(ma == mb);
        CHECK(actions_fixed_id(a, line[i].first) == ids[i]);
        CHECK(actions_fixed_id(b, line[i].second) == ids[i]);
        a = act(a, line[i].first);
        b = act(b, line[i].second);
    }
}

// What the random games met: legal moves met again (in another state), and
// legal moves per kind (and targeted PlayCard, and Counter-Attack's).
struct actions_tally {
    std::size_t repeats = 0;
    std::array<std::size_t, num_actions> kinds{};
    std::size_t targeted = 0, counter = 0;
};

// Every check of the actions codec at one node; `full` also decodes every id
// of the mask and encodes every legal move (one legal_moves each), else
// three. `seen` maps each (seat, move) to its id over all nodes. Returns
// what went wrong, "" if nothing.
template <class R>
std::string actions_fixed_node(const state<R>& s, bool full, std::mt19937_64& rng,
                               std::unordered_map<std::uint64_t, std::size_t>& seen, actions_tally& tally) {
    using C = actions_fixed<R>;
    static std::array<std::uint8_t, C::size> mask{};
    mask.fill(7);
    const std::size_t n = C::mask(s, {}, mask);
    std::size_t bits = 0;
    bool binary = true;
    for (const auto b : mask) {
        bits += b == 1 ? 1u : 0u;
        binary = binary && b <= 1;
    }
    if (!binary) return "a mask byte other than 0 or 1";
    if (is_terminal(s) || current_player(s) < 0) return n == 0 && bits == 0 ? "" : "ids at a chance or end node";
    const auto moves = legal_moves(s);
    if (n != moves.size() || bits != n)
        return "mask count " + std::to_string(n) + ", bits " + std::to_string(bits) + ", legal " +
               std::to_string(moves.size());
    std::vector<std::size_t> ids;
    for (const auto& m : moves) {
        const std::size_t id = action_key::id(s, m);
        if (id >= C::size || mask[id] != 1) return to_string(m) + ": id not in the mask";
        const auto [at, fresh] = seen.emplace(actions_move_key(actions_seat(s), m), id);
        if (at->second != id) return to_string(m) + ": another id in another state";
        tally.repeats += fresh ? 0u : 1u;
        ++tally.kinds[static_cast<std::size_t>(m.kind)];
        const bool targeted = m.kind == action::play_card && m.has_card_target();
        tally.targeted += targeted ? 1u : 0u;
        tally.counter += targeted && m.played_card() == card::counter_attack ? 1u : 0u;
        ids.push_back(id);
    }
    std::sort(ids.begin(), ids.end());
    if (std::adjacent_find(ids.begin(), ids.end()) != ids.end()) return "two legal moves share an id";
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t k = full ? i : static_cast<std::size_t>(arbiter::uniform_below(rng, n));
        if (!full && i == 3) break;
        typename C::progress p;
        const auto m = C::advance(s, p, ids[k]);
        std::array<std::int32_t, 1> back{-1};
        if (!m || C::encode(s, *m, back) != 1 || back[0] != static_cast<std::int32_t>(ids[k]))
            return "id " + std::to_string(ids[k]) + " does not round-trip";
    }
    typename C::progress p;  // an id not in the mask chooses nothing
    const auto unset = static_cast<std::size_t>(arbiter::uniform_below(rng, C::size));
    if (mask[unset] == 0 && C::advance(s, p, unset)) return "unset id " + std::to_string(unset) + " advances";
    return C::advance(s, p, C::size) ? "the id past the end advances" : "";
}

// Seeded random games of R from a scenario, every node checked; returns the decisions.
template <class R>
std::size_t actions_fixed_games(const scenario& sc, int games, std::uint64_t seed, actions_tally& tally) {
    std::mt19937_64 rng(seed), checks(seed + 1000);
    std::unordered_map<std::uint64_t, std::size_t> seen;
    std::size_t decisions = 0;
    for (int g = 0; g < games; ++g) {
        const auto end = arbiter::random_playout(start_game<R>(sc), rng, 100000, [&](const state<R>& s) {
            const bool decision = current_player(s) >= 0;
            const auto why = actions_fixed_node(s, decision && decisions % 4 == 0, checks, seen, tally);
            if (!why.empty()) FAIL_CHECK((std::string(R::name) + ": " + why + " at " + to_string(s)));
            decisions += decision ? 1u : 0u;
        });
        CHECK(actions_fixed_node(end, false, checks, seen, tally).empty());
    }
    return decisions;
}

}  // namespace

TEST_CASE("M44-0.1 actions codec: the size and blocks of every ruleset") {
    using T = action_layout<tutorial_rules>;
    using S = action_layout<standard_rules>;
    CHECK(actions_fixed<standard_rules>::name == "actions");
    CHECK(actions_fixed<standard_rules>::max_ids == 1);
    // The codec list: actions first (the default), index last.
    CHECK(std::is_same_v<arbiter::codecs_for<state<standard_rules>>,
                         arbiter::codec_list<actions_fixed<standard_rules>, actions_index<standard_rules>>>);
    CHECK(std::is_same_v<arbiter::codecs_for<state<tutorial_rules>>,
                         arbiter::codec_list<actions_fixed<tutorial_rules>, actions_index<tutorial_rules>>>);
    // Tutorial: 5 bare, 234 units, 18 steps, 113 targets, 100 retreats, 30 cards, 15 tactics.
    CHECK(actions_fixed<tutorial_rules>::size == 515);
    CHECK((T::unit == 5 && T::move == 239 && T::battle == 257 && T::retreat == 370 && T::cards == 470 &&
           T::tactic == 500 && T::keep == 515 && T::size == 515));
    // Standard: 10 bare, 234 units, 2,974 move pairs, 7,584 battle pairs, 113 wire, 36 overruns,
    // 100 retreats, 30 cards, 30 kept cards, 3 x 113 card targets, 3 sections.
    CHECK(actions_fixed<standard_rules>::size == 11453);
    CHECK((S::unit == 10 && S::move == 244 && S::battle == 3218 && S::wire == 10802 && S::overrun == 10915 &&
           S::retreat == 10951 && S::cards == 11051 && S::keep == 11081 && S::barrage == 11111 &&
           S::medics == 11224 && S::counter == 11337 && S::assault == 11450));
    // The 40 section cards: no targets; 51 cards (23 ids): Barrage's targets only.
    CHECK(actions_fixed<standard_sections_rules>::size == 11081);
    CHECK(action_layout<standard_sections_rules>::keep == 11066);
    CHECK(actions_fixed<standard_partial_rules>::size == 11210);
    CHECK(action_layout<standard_partial_rules>::barrage == 11097);
    // The board blocks keep their ids whatever the deck.
    CHECK(action_layout<standard_partial_rules>::cards == S::cards);
    CHECK(action_layout<standard_sections_rules>::cards == S::cards);
    // A kind the ruleset does not have, or a move off the table, has no id.
    CHECK(action_id<tutorial_rules>(seat::bottom, move::end_orders()) == T::size);
    CHECK(action_id<standard_rules>(seat::bottom, move::stay()) == S::size);
    CHECK(action_id<standard_rules>(seat::bottom, move::step(hex("F3"), hex("F7"))) == S::size);  // 4 apart
    CHECK(action_id<standard_rules>(seat::bottom, move::order(hex("F3"), allowance::left)) == S::size);
    CHECK(action_id<standard_sections_rules>(seat::bottom, move::play_card(card::barrage, 5)) ==
          action_layout<standard_sections_rules>::size);
    std::mt19937_64 rng(9);
    for (int i = 0; i < 2000; ++i) {  // any shape of move: an id in range or none, never out of bounds
        const move m = any_decision(rng);
        CHECK(action_id<standard_rules>(seat::top, m) <= S::size);
        CHECK(action_id<tutorial_rules>(seat::bottom, m) <= T::size);
    }
}

TEST_CASE("M44-1.7 M44-1.8 M44-S-3 M44-S-8.4 M44-S-9.3 actions ids: hexes in the mover's view, pairs and steps") {
    using S = action_layout<standard_rules>;
    const int f3 = hex("F3"), f4 = hex("f4"), d2 = hex("d2");  // 80, 68, 91
    // M44-1.7: the top seat sees hex h as 112 - h.
    CHECK(view_hex(seat::bottom, f3) == 80);
    CHECK(view_hex(seat::top, f3) == 32);
    CHECK(view_hex(seat::top, hex("A9")) == hex("M1"));
    // M44-1.8: per hex its sections, then T; the straddling d2 has L and C.
    CHECK(action_id<standard_rules>(seat::bottom, move::order(f3, allowance::center)) == 10 + 166);
    CHECK(action_id<standard_rules>(seat::bottom, move::order(f3, allowance::tactic)) == 10 + 167);
    CHECK(action_id<standard_rules>(seat::bottom, move::order(d2, allowance::left)) == 198);
    CHECK(action_id<standard_rules>(seat::bottom, move::order(d2, allowance::center)) == 199);
    CHECK(action_id<standard_rules>(seat::bottom, move::order(d2, allowance::tactic)) == 200);
    // M44-1.9: the top seat's Left is the bottom seat's Right: i8 (= 112 - d2) from the top is d2's ids.
    CHECK(action_id<standard_rules>(seat::top, move::order(hex("i8"), allowance::left)) == 198);
    // Pairs: the first is A9-B9, the last M1-L1; F3-f4 is number 2,228 of those 1 to 3 apart.
    CHECK(action_id<standard_rules>(seat::bottom, move::step(0, 1)) == S::move);
    CHECK(action_id<standard_rules>(seat::bottom, move::battle(112, 111)) == S::wire - 1);
    CHECK(action_id<standard_rules>(seat::bottom, move::step(f3, f4)) == 2472);
    CHECK(action_id<standard_rules>(seat::top, move::step(112 - f3, 112 - f4)) == 2472);
    // M44-S-9.3: the overrun's offset from the armor, 36 within range 3.
    CHECK(action_id<standard_rules>(seat::bottom, move::overrun(f3, f4)) == 10927);
    CHECK(action_id<standard_rules>(seat::top, move::overrun(f3, f4)) == 10938);  // the opposite step
    // M44-S-8.4: a retreat's hex, never on the mover's far row.
    CHECK(action_id<standard_rules>(seat::bottom, move::retreat(f3)) == S::retreat + 80 - 13);
    CHECK(action_id<standard_rules>(seat::top, move::retreat(f3)) == S::retreat + 32 - 13);
    CHECK(action_id<standard_rules>(seat::bottom, move::retreat(hex("A9"))) == S::size);
    CHECK(action_id<standard_rules>(seat::bottom, move::clear_wire(f4)) == S::wire + 68);
}

TEST_CASE("M44-T-3.1 M44-T-3.4 M44-T-3.5 M44-T-2.2 M44-T-4.1 golden tutorial actions ids, the same for the mirror") {
    auto s = actions_tutorial_start();
    CHECK(actions_fixed_id(s, "play probe-c") == 470 + 4);  // the card block: card ids (M44-4.1)
    CHECK(actions_fixed_id(s, "play recon-in-force") == 482);
    CHECK(actions_fixed_move(s, 485) == "play air-power");
    s = act(s, "play probe-c");
    CHECK(actions_fixed_id(s, "activate F3/C") == 5 + 166);
    CHECK(actions_fixed_id(s, "activate h2/C") == 5 + 197);
    CHECK(actions_fixed_id(s, "tactic air-power") == 500);  // the first tactic card
    CHECK(actions_fixed_move(s, 2) == "end-turn");
    s = act(s, "activate F3/C");
    // M44-T-2.2: the step's offset among the 18 within 2, by row then column.
    CHECK(actions_fixed_id(s, "move F3-f4") == 239 + 5);
    CHECK(actions_fixed_id(s, "move F3-f2") == 239 + 13);
    CHECK(actions_fixed_move(s, 0) == "stay");
    s = act(s, "move F3-f4");
    CHECK(actions_fixed_id(s, "battle f4xf6") == 257 + 43);  // the target's hex
    CHECK(actions_fixed_move(s, 1) == "hold-fire");
    // The half-turned position played by the Axis from the top seat: the same masks and ids.
    const auto mirror = start({.units = "axis inf H7 j8; axis arm e8; allies inf g4", .first = side::axis},
                              {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                              {card::probe_l, card::probe_r, card::attack_c, card::barrage});
    actions_mirrored(actions_tutorial_start(), mirror,
                     {{"play probe-c", "play probe-c"}, {"activate F3/C", "activate H7/C"},
                      {"move F3-f4", "move H7-g6"}, {"battle f4xf6", "battle g6xg4"}},
                     {474, 171, 244, 300});
}

TEST_CASE("M44-S-2.3 M44-S-2.5 M44-S-11.5 M44-S-11.12 M44-S-11.13 golden standard actions ids, mirrored too") {
    auto s = actions_standard_start();
    CHECK(actions_fixed_id(s, "play barrage F5") == 11111 + 55);  // the target's hex
    CHECK(actions_fixed_id(s, "play infantry-assault C") == 11450 + 1);
    CHECK(actions_fixed_id(s, "play medics-mechanics") == 11051 + 27);  // no unit to heal: the card alone
    CHECK(actions_fixed_move(s, 11051 + 4) == "play probe-c");
    s = act(s, "play probe-c");
    CHECK(actions_fixed_id(s, "order F3/C") == 176);
    CHECK(actions_fixed_id(s, "order g2/C") == 205);
    CHECK(actions_fixed_move(s, 0) == "end-orders");
    s = act(s, "order F3/C");
    s = act(s, "order g2/C");
    // The same move of the same seat in two states: before and after g2 moves.
    const auto before = s;
    CHECK(actions_fixed_id(before, "move F3-f4") == 2472);
    CHECK(actions_fixed_id(before, "move g2-h2") == 2853);
    const auto after = act(s, "move g2-h2");
    CHECK_FALSE(before == after);
    CHECK(actions_fixed_id(after, "move F3-f4") == 2472);
    CHECK(actions_fixed_id(after, "end-moves") == 1);
    s = act(s, "move F3-f4");
    s = act(s, "end-moves");
    CHECK(actions_fixed_id(s, "battle f4xF5") == 7893);
    CHECK(actions_fixed_move(s, 2) == "end-battles");
    // The Axis from the top seat, the position half-turned (without g2: the
    // order of Order decisions is by hex index, M44-S-2.4, which the half turn reverses).
    const std::vector<card> hand{card::barrage, card::infantry_assault, card::probe_c, card::medics_mechanics};
    const std::vector<card> other{card::probe_l, card::probe_r, card::attack_c, card::ambush};
    const auto bottom =
        start<standard_rules>({.units = "allies inf F3 B2:3; axis inf F5 f6; axis arm K8"}, hand, other);
    const auto top = start<standard_rules>(
        {.units = "axis inf H7 k8:3; allies inf H5 g4; allies arm b2", .first = side::axis}, hand, other);
    actions_mirrored(bottom, top, {{"play barrage F5", "play barrage H5"}}, {11166});
    actions_mirrored(bottom, top,
                     {{"play probe-c", "play probe-c"}, {"order F3/C", "order H7/C"}, {"move F3-f4", "move H7-g6"},
                      {"battle f4xF5", "battle g6xH5"}},
                     {11055, 176, 2472, 7893});
}

TEST_CASE("M44-S-10.1 actions ids: the kept card after Recon, by its place in the deck") {
    const auto s = at_recon_keep();  // the 40 section cards: KeepCard ids 11,066 + card id
    CHECK(moves_text(s) == "keep probe-l keep attack-r");
    CHECK(actions_fixed_id(s, "keep probe-l") == 11066 + 3);
    CHECK(actions_fixed_id(s, "keep attack-r") == 11066 + 8);
    std::array<std::int32_t, 1> ids{};
    CHECK(actions_fixed<standard_sections_rules>::encode(s, move::keep(card::probe_c), ids) == 0);  // not drawn
}

TEST_CASE("actions codec: on random games of every named ruleset, distinct ids, the mask is legal_moves, round trips") {
    std::size_t decisions = 0;
    actions_tally tally;
    decisions += actions_fixed_games<tutorial_rules>(brennau_crossing(), 1, 141, tally);
    decisions += actions_fixed_games<tutorial_rules>(hedgerow_lane(), 1, 146, tally);
    decisions += actions_fixed_games<standard_rules>(brennau_crossing(), 2, 144, tally);
    decisions += actions_fixed_games<standard_rules>(hedgerow_lane(), 1, 145, tally);
    decisions += actions_fixed_games<standard_sections_rules>(hedgerow_lane(), 1, 142, tally);
    decisions += actions_fixed_games<standard_sections_rules>(brennau_crossing(), 1, 147, tally);
    decisions += actions_fixed_games<standard_partial_rules>(brennau_crossing(), 1, 143, tally);
    CHECK(decisions > 1000);
    CHECK(tally.repeats > 1000);  // moves met again in other states, with the same id
    for (int k = 0; k < num_actions; ++k) {  // every block was met: each kind of decision was legal somewhere
        CAPTURE(k);
        CHECK(tally.kinds[static_cast<std::size_t>(k)] > 0);
    }
    CHECK(tally.targeted > 0);  // M44-S-11.5, M44-S-11.12, M44-S-11.13
    CHECK(tally.counter > 0);   // M44-S-11.8: Counter-Attack copying a targeted card
}
