// War Chest action ids (include/arbiter/war_chest/actions.hpp): the fixed
// codec `actions` and the index codec, id i = legal_moves(s)[i]. Golden ids
// pin the `actions` layout and golden lists the generator's order (the index
// ids' meaning); over seeded random games of every named rules entry every
// codec's mask decodes to exactly the legal moves, encode round-trips, the
// `actions` ids of one state are distinct and one move of one seat keeps its
// id across states, the mover's ids do not depend on what it cannot see
// (WC-16), and nothing allocates.

#include <doctest/doctest.h>

#include <arbiter/war_chest/actions.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "common/alloc_counter.hpp"
#include "helpers.hpp"

using namespace wc_test;

namespace {

using wc_actions_codec = arbiter::index_codec<S>;
template <class R>
using wc_actions_fixed = actions_codec<R>;
using wc_actions_ids_t = std::vector<std::pair<std::size_t, std::string>>;

// The legal moves of s as text, in order: the ids 0, 1, ...
template <class R>
std::vector<std::string> wc_actions_list(const state<R>& s) {
    std::vector<std::string> out;
    for (const move& m : legal_moves(s)) out.push_back(to_string(s, m));
    return out;
}

// The `actions` id and text of every legal move of s, in legal_moves order.
template <class R>
wc_actions_ids_t wc_actions_ids(const state<R>& s) {
    using C = wc_actions_fixed<R>;
    wc_actions_ids_t out;
    for (const move& m : legal_moves(s)) {
        std::array<std::int32_t, C::max_ids> ids{};
        REQUIRE(C::encode(s, m, ids) == 1);
        out.emplace_back(static_cast<std::size_t>(ids[0]), to_string(s, m));
    }
    return out;
}

// The mask of s sets exactly the expected ids, each decodes to its move and
// the move encodes back to it; an id not set decodes to nothing.
template <class R>
void wc_actions_check_fixed(const state<R>& s, const wc_actions_ids_t& expected) {
    using C = wc_actions_fixed<R>;
    CHECK(wc_actions_ids(s) == expected);
    std::array<std::uint8_t, C::size> mask{};
    CHECK(C::mask(s, {}, mask) == expected.size());
    std::map<std::size_t, std::string> by_id(expected.begin(), expected.end());
    for (std::size_t id = 0; id < C::size; ++id) {
        const auto it = by_id.find(id);
        CHECK(mask[id] == (it != by_id.end() ? 1 : 0));
        typename C::progress p{};
        const auto m = C::advance(s, p, id);
        if (it == by_id.end()) {
            CHECK_FALSE(m.has_value());
            continue;
        }
        REQUIRE(m.has_value());
        CHECK(to_string(s, *m) == it->second);
    }
}

// Id i decodes to the i-th move and the i-th move encodes to id i; nothing
// past the list is legal.
template <class R>
void wc_actions_check_ids(const state<R>& s, const std::vector<std::string>& expected) {
    using C = arbiter::index_codec<state<R>>;
    std::array<std::uint8_t, C::size> mask{};
    const typename C::progress fresh{};
    CHECK(C::mask(s, fresh, mask) == expected.size());
    for (std::size_t id = 0; id < C::size; ++id) {
        CHECK(mask[id] == (id < expected.size() ? 1 : 0));
        auto p = fresh;
        const auto m = C::advance(s, p, id);
        if (id >= expected.size()) {
            CHECK_FALSE(m.has_value());
            continue;
        }
        REQUIRE(m.has_value());
        CHECK(to_string(s, *m) == expected[id]);
        std::array<std::int32_t, C::max_ids> ids{};
        REQUIRE(C::encode(s, *m, ids) == 1);
        CHECK(ids[0] == static_cast<std::int32_t>(id));
    }
}

// Every move a codec's mask admits, following progress to the end of a
// multi-id decision.
template <class C, class St>
void wc_actions_decode_all(const St& s, const typename C::progress& p, std::vector<move>& out, int depth) {
    REQUIRE(depth < 8);
    std::array<std::uint8_t, C::size> mask{};
    const std::size_t n = C::mask(s, p, mask);
    std::size_t set = 0;
    for (std::size_t id = 0; id < C::size; ++id) {
        if (mask[id] == 0) continue;
        ++set;
        auto q = p;
        const auto m = C::advance(s, q, id);
        if (m) out.push_back(*m);
        else wc_actions_decode_all<C>(s, q, out, depth + 1);
    }
    CHECK(set == n);
}

template <class C, class St>
void wc_actions_check_codec(const St& s) {
    const auto moves = legal_moves(s);
    std::vector<move> decoded;
    wc_actions_decode_all<C>(s, typename C::progress{}, decoded, 0);
    const bool decision = !is_terminal(s) && current_player(s) != arbiter::chance_player;
    if (!decision) {
        CHECK(decoded.empty());
        return;
    }
    REQUIRE(decoded.size() == moves.size());
    for (std::size_t i = 0; i < decoded.size(); ++i) {
        CHECK(moves.contains(decoded[i]));
        for (std::size_t j = 0; j < i; ++j) CHECK_FALSE(decoded[j] == decoded[i]);
    }
    for (const move& m : moves) {  // encode, then advance through the ids, gives m back
        std::array<std::int32_t, C::max_ids> ids{};
        const std::size_t k = C::encode(s, m, ids);
        REQUIRE(k >= 1);
        typename C::progress p{};
        std::optional<move> got;
        for (std::size_t i = 0; i < k; ++i) {
            REQUIRE_FALSE(got.has_value());
            got = C::advance(s, p, static_cast<std::size_t>(ids[i]));
        }
        REQUIRE(got.has_value());
        CHECK(*got == m);
    }
}

// Seeded random games of R: f(s) at every node (chance and terminal too),
// `nodes` in all.
template <class R, class F>
void wc_actions_walk(std::uint64_t seed, std::size_t nodes, F&& f) {
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

// The `actions` ids of s's legal moves are below the size, distinct, set in
// the mask and nowhere else; each (seat, move) keeps the id `seen` recorded
// for it in an earlier state.
using wc_actions_seen_t = std::map<std::tuple<player_id, int, int, int, int, int, int, int, bool>, std::size_t>;
template <class R>
void wc_actions_check_distinct(const state<R>& s, wc_actions_seen_t& seen) {
    using C = wc_actions_fixed<R>;
    if (is_terminal(s) || current_player(s) == arbiter::chance_player) return;
    std::array<std::uint8_t, C::size> mask{};
    const std::size_t n = C::mask(s, {}, mask);
    std::set<std::size_t> ids;
    for (const move& m : legal_moves(s)) {
        const std::size_t id = actions_key::id(s, m);
        REQUIRE(id < C::size);
        CHECK(mask[id] == 1);
        CHECK_MESSAGE(ids.insert(id).second, "two legal moves share id ", id, ": ", to_string(s, m));
        const auto key = std::make_tuple(current_player(s), static_cast<int>(m.kind), int{m.coin}, int{m.from},
                                         int{m.ordered}, int{m.to}, int{m.card}, int{m.seat}, m.from_supply);
        const auto it = seen.emplace(key, id).first;
        CHECK_MESSAGE(it->second == id, "the id of ", to_string(s, m), " changed");
    }
    CHECK(n == ids.size());
    CHECK(static_cast<std::size_t>(std::count(mask.begin(), mask.end(), std::uint8_t{1})) == n);
}

template <class R>
void wc_actions_check_walk(std::uint64_t seed, std::size_t nodes) {
    wc_actions_seen_t seen;
    wc_actions_walk<R>(seed, nodes, [&](const state<R>& s) {
        arbiter::for_each_codec<state<R>>([&](auto codec) { wc_actions_check_codec<decltype(codec)>(s); });
        wc_actions_check_distinct(s, seen);
    });
}

// Every named rules entry (descriptor.hpp), capped as the tool plays them.
template <class... Named>
void wc_actions_check_named(arbiter::rules_list<Named...>, std::uint64_t seed, std::size_t nodes) {
    (wc_actions_check_walk<descriptor::capped<typename Named::rules_type>>(seed++, nodes), ...);
}

template <class R>
using wc_actions_capped = descriptor::capped<R>;
struct wc_actions_revised_gaugamela : gaugamela_rules {  // WC-19.1
    static constexpr royal_guard_card royal_guard = royal_guard_card::revised;
};
struct wc_actions_always_soak : gaugamela_rules {  // WC-19.2
    static constexpr royal_guard_soak soak = royal_guard_soak::always;
};

// WC-2.12: s turned half a turn with the seats swapped (a 2-player MAIN
// position): seat 1 stands where seat 0 stood.
inline S wc_actions_mirror(const S& s) {
    REQUIRE(s.pendings().empty());
    S t(armies{s.cards(1), s.cards(0)}, static_cast<player_id>(1 - s.initiative()));
    S::edit e{t};
    for (int h = 0; h < grid_size; ++h) {
        e.clear(h);
        e.control(h) = -1;
    }
    for (int h = 0; h < grid_size; ++h) {
        if (!on_board(2, h)) continue;
        const int m = grid_size - 1 - h;
        if (!s.at(h).empty()) e.put(m, s.at(h));
        e.control(m) = static_cast<std::int8_t>(s.control(h) < 0 ? -1 : 1 - s.control(h));
    }
    for (player_id q = 0; q < 2; ++q) {
        e.coins(q) = s.coins(static_cast<player_id>(1 - q));
        e.reserve(q) = static_cast<std::uint8_t>(s.reserve(1 - q));
    }
    e.phase() = s.phase();
    e.turn() = static_cast<player_id>(1 - s.turn());
    e.transferred() = s.initiative_transferred();
    return t;
}
inline move wc_actions_mirror(move m) {
    const auto turn = [](std::uint8_t h) { return h == no_hex ? h : static_cast<std::uint8_t>(grid_size - 1 - h); };
    m.from = turn(m.from);
    m.ordered = turn(m.ordered);
    m.to = turn(m.to);
    return m;
}

// Seat 0's Swordsman on e2 faces B's Scout (height 2) on e3; seat 0 holds a
// Swordsman coin and the Royal Coin and the initiative.
inline S wc_actions_swordsman() {
    auto s = blank(armies_of({unit::archer, unit::swordsman}, {unit::scout, unit::pikeman}));
    put(s, "e2", unit::swordsman);
    put(s, "e3", unit::scout, 2);
    give(s, 0, unit::swordsman);
    give(s, 0, royal);
    return s;
}

// Seat 0's Archer on d4, Ensign on e4, Marshall on e5 and Lancer on f2; B's
// Scout on f4 and Footman on d6; seat 0 holds Archer, Lancer and Marshall
// coins.
inline S wc_actions_tacticians() {
    auto s = blank(armies_of({unit::archer, unit::ensign, unit::lancer, unit::marshall},
                             {unit::scout, unit::footman, unit::knight, unit::pikeman}));
    put(s, "d4", unit::archer);
    put(s, "e4", unit::ensign);
    put(s, "e5", unit::marshall);
    put(s, "f2", unit::lancer);
    put(s, "f4", unit::scout);
    put(s, "d6", unit::footman);
    give(s, 0, unit::archer);
    give(s, 0, unit::lancer);
    give(s, 0, unit::marshall);
    return s;
}

// The `actions` ids of s's moves of one kind.
template <class R>
wc_actions_ids_t wc_actions_ids_of(const state<R>& s, action kind) {
    wc_actions_ids_t out;
    const auto all = wc_actions_ids(s);
    const auto moves = legal_moves(s);
    for (std::size_t i = 0; i < all.size(); ++i)
        if (moves[i].kind == kind) out.push_back(all[i]);
    return out;
}

}  // namespace

TEST_CASE("action ids: War Chest's codecs are `actions` then `index`; the sizes of every rules entry") {
    static_assert(std::is_same_v<arbiter::codecs_for<S>, arbiter::codec_list<wc_actions_fixed<fixed_rules>, wc_actions_codec>>);
    static_assert(wc_actions_codec::size == 512);
    static_assert(wc_actions_codec::max_ids == 1 && wc_actions_fixed<fixed_rules>::max_ids == 1);
    CHECK(wc_actions_codec::name == "index");
    CHECK(wc_actions_fixed<fixed_rules>::name == "actions");
    CHECK(arbiter::index_codec<state<four_player_rules>>::size == 512);
    // 2 players: 1,130 for every decision, +2 soak, +16 picks, +16 bans, +12
    // for the revised Royal Guard's two steps.
    CHECK(wc_actions_fixed<standard_rules>::size == 1132);
    CHECK(wc_actions_fixed<first_game_rules>::size == 1132);
    CHECK(wc_actions_fixed<gaugamela_rules>::size == 1132);
    CHECK(wc_actions_fixed<bannockburn_rules>::size == 1132);
    CHECK(wc_actions_fixed<crecy_rules>::size == 1132);
    CHECK(wc_actions_fixed<fixed_rules>::size == 1132);
    CHECK(wc_actions_fixed<bounded_rules>::size == 1132);
    CHECK(wc_actions_fixed<descriptor::capped<standard_rules>>::size == 1132);
    CHECK(wc_actions_fixed<draft_rules>::size == 1148);
    CHECK(wc_actions_fixed<draft_with_bans_rules>::size == 1164);
    CHECK(wc_actions_fixed<revised_royal_guard_rules>::size == 1144);
    // 4 players: 47 hexes, 14 locations, 232 steps and the team's choice.
    CHECK(wc_actions_fixed<four_player_rules>::size == 1322);
    CHECK(wc_actions_fixed<four_player_draft_rules>::size == 1338);
    CHECK(wc_actions_fixed<four_player_draft_with_bans_rules>::size == 1354);
    using L2 = detail::action_layout<standard_rules>;
    CHECK(L2::bolster == 187);  // 15 x 10 locations + 37 Scout hexes
    CHECK(L2::claim - L2::step == 180 + 10 + 180);
    CHECK(L2::decline == 1123);
    CHECK(L2::guard == 1124);
}

TEST_CASE("action ids WC-18.1 WC-7.4 WC-8.3 WC-9.2 WC-9.4 golden: MAIN's `actions` ids, by block") {
    const auto s = wc_actions_swordsman();
    wc_actions_check_fixed(s, {
        {193, "bolster swordsman e2"},  // bolster 187 + hex 6 (e2)
        {611 + 14 * 16 + 0, "recruit swordsman archer"},  // recruit 611 + 16 coin + recruited
        {611 + 14 * 16 + 14, "recruit swordsman swordsman"},
        {883 + 14, "pass swordsman"},
        {248, "move swordsman e2 f2"},  // move 224 + e2's first step 24 + direction
        {249, "move swordsman e2 f1"},
        {250, "move swordsman e2 e1"},
        {251, "move swordsman e2 d2"},
        {252, "move swordsman e2 d3"},
        {414 + 24 + 5, "attack swordsman e2 e3"},  // attack 414 + 24 + direction 5 (0, +1)
        {611 + 16 * 16 + 0, "recruit royal archer"},
        {611 + 16 * 16 + 14, "recruit royal swordsman"},
        {883 + 16, "pass royal"},
    });
}

TEST_CASE("action ids WC-12 golden: a tactic's id is its unit and its aim relative to the unit") {
    const auto s = wc_actions_tacticians();
    wc_actions_check_fixed(s, wc_actions_ids(s));
    CHECK(wc_actions_ids_of(s, action::tactic) == wc_actions_ids_t{
        {906, "tactic archer d4 f4"},   // Archer 900 + ring (2, 0)
        {911, "tactic archer d4 d6"},   // ring (0, 2)
        {1002, "tactic lancer f2 f3"},  // Lancer 997 + direction 5 (0, +1), one step
        {1031, "tactic marshall e5 e4 f4"},  // Marshall 1021 + (e4 at (0, -1), its target at (+1, 0))
    });
}

TEST_CASE("action ids WC-12.15 WC-18.5 WC-18.4 golden: follow-ups share the move and attack blocks; decline, soak") {
    const auto t = after(wc_actions_swordsman(), "attack swordsman e2 e3");
    REQUIRE(top(t) != nullptr);
    wc_actions_check_fixed(t, {{1123, "decline"}, {248, "move e2 f2"}, {249, "move e2 f1"}, {250, "move e2 e1"},
                               {251, "move e2 d2"}, {252, "move e2 d3"}});
    // WC-12.13.4: B's Royal Guard on f4 is attacked; B decides the soak.
    auto s = blank(armies_of({unit::archer, unit::swordsman}, {unit::royal_guard, unit::pikeman}));
    put(s, "e4", unit::swordsman, 2);
    put(s, "f4", unit::royal_guard);
    give(s, 0, unit::swordsman);
    const auto soak = after(s, "attack swordsman e4 f4");
    REQUIRE(current_player(soak) == 1);
    wc_actions_check_fixed(soak, {{1130, "soak supply"}, {1131, "soak stack"}});
}

TEST_CASE("action ids WC-15.1 WC-15.4 WC-14.2 golden: picks, bans and a team's choice come last") {
    state<draft_rules> d;
    while (current_player(d) == arbiter::chance_player) d = play(d, chance_outcomes(d)[0].outcome);
    wc_actions_check_fixed(d, {{1132, "pick archer"}, {1133, "pick berserker"}, {1134, "pick cavalry"},
                               {1135, "pick crossbowman"}, {1136, "pick ensign"}, {1137, "pick footman"},
                               {1138, "pick knight"}, {1139, "pick lancer"}});
    state<draft_with_bans_rules> b;
    while (current_player(b) == arbiter::chance_player) b = play(b, chance_outcomes(b)[0].outcome);
    REQUIRE(b.phase() == phase::draft);
    CHECK(wc_actions_ids(b).front() == std::pair<std::size_t, std::string>{1148, "ban archer"});
    state<four_player_rules> f;
    while (f.phase() == phase::deal) f = play(f, chance_outcomes(f)[0].outcome);
    f = play(f, chance_outcomes(f)[1].outcome);  // side B wins the flip; seat 1 names its seat or seat 3
    wc_actions_check_fixed(f, {{1312, "choose 1"}, {1313, "choose 3"}});
}

TEST_CASE("action ids WC-2.12: side B's ids on the half-turned board are side A's") {
    for (const S& a : {wc_actions_swordsman(), wc_actions_tacticians()}) {
        const S b = wc_actions_mirror(a);
        REQUIRE(current_player(b) == 1);
        const auto moves = legal_moves(a);
        REQUIRE(legal_moves(b).size() == moves.size());
        for (const move& m : moves) {
            const move mirrored = wc_actions_mirror(m);
            REQUIRE(legal_moves(b).contains(mirrored));
            CHECK(actions_key::id(b, mirrored) == actions_key::id(a, m));
        }
    }
}

TEST_CASE("action ids WC-12.13.1 WC-12.13.3 golden: the Royal Guard tactic by its end hex in B's view") {
    // WC-20.34: B's Royal Guard on b6, the Royal Coin in B's hand, a6 and c7
    // B's and empty. B's view turns b6 into f2, a6 into g2 (+1, 0), a7 into
    // g1 (+1, -1), b7 into f1 (0, -1), c6 into e2 (-1, 0), c5 into e3
    // (-1, +1), b5 into f3 (0, +1) and c7 into e1 (-1, -1).
    auto printed = blank(armies_of({unit::archer}, {unit::royal_guard}), 1);
    put(printed, "b6", unit::royal_guard);
    give(printed, 1, royal);
    CHECK(wc_actions_ids_of(printed, action::tactic) ==
          wc_actions_ids_t{{1127, "tactic royal b6 c6"}, {1128, "tactic royal b6 c5"}, {1129, "tactic royal b6 b5"},
                           {1124, "tactic royal b6 a6"}, {1125, "tactic royal b6 a7"}, {1126, "tactic royal b6 b7"}});
    wc_actions_check_fixed(printed, wc_actions_ids(printed));
    auto revised = blank<revised_royal_guard_rules>(armies_of({unit::archer}, {unit::royal_guard}), 1);
    put(revised, "b6", unit::royal_guard);
    give(revised, 1, royal);
    CHECK(wc_actions_ids_of(revised, action::tactic) ==
          wc_actions_ids_t{{1133, "tactic royal b6 c7"}, {1124, "tactic royal b6 a6"}});  // 1124 + ring (-1, -1)
    wc_actions_check_fixed(revised, wc_actions_ids(revised));
}

TEST_CASE("action ids WC-18.1: one move of one seat has one id in two different states") {
    const S a = wc_actions_swordsman();
    S b = a;  // another state: other units, heights, coins, supplies, control and round
    put(b, "e2", unit::swordsman, 3);
    put(b, "d3", unit::archer);
    put(b, "c6", unit::pikeman);
    give(b, 0, unit::archer);
    give(b, 1, unit::scout);
    set_control(b, "d3", 0);
    S::edit{b}.round() = 7;
    S::edit{b}.coins(0).supply[static_cast<std::size_t>(index(unit::archer))] = 0;
    int common = 0;
    for (const move& m : legal_moves(a)) {
        if (!legal_moves(b).contains(m)) continue;
        ++common;
        CHECK(actions_key::id(a, m) == actions_key::id(b, m));
    }
    CHECK(common >= 9);
    CHECK_FALSE(legal_moves(b).contains(move::move_unit(index(unit::swordsman), hx("e2"), hx("d3"))));
}

TEST_CASE("action ids WC-5.1 WC-18.1 golden: MAIN lists each coin in the hand by type, its actions in generator order") {
    // Seat 0 holds a Swordsman coin and the Royal Coin and the initiative; its
    // Swordsman on e2 faces B's Scout (height 2) on e3.
    auto s = blank(armies_of({unit::archer, unit::swordsman}, {unit::scout, unit::pikeman}));
    put(s, "e2", unit::swordsman);
    put(s, "e3", unit::scout, 2);
    give(s, 0, unit::swordsman);
    give(s, 0, royal);
    const std::vector<std::string> expected{
        "bolster swordsman e2",      // WC-7.4 (no deploy: the Swordsman is on the board, WC-7.1)
        "recruit swordsman archer",  // WC-8.3, supply order
        "recruit swordsman swordsman",
        "pass swordsman",  // WC-8.4 (no claim: seat 0 holds the initiative, WC-8.2)
        "move swordsman e2 f2",  // WC-9.2, hex::directions order
        "move swordsman e2 f1",
        "move swordsman e2 e1",
        "move swordsman e2 d2",
        "move swordsman e2 d3",
        "attack swordsman e2 e3",  // WC-10
        "recruit royal archer",    // the Royal Coin (WC-6.2)
        "recruit royal swordsman",
        "pass royal",
    };
    CHECK(wc_actions_list(s) == expected);
    wc_actions_check_ids(s, expected);
}

TEST_CASE("action ids WC-12.15 WC-18.5 golden: the Swordsman's move after its attack, decline first") {
    auto s = blank(armies_of({unit::archer, unit::swordsman}, {unit::scout, unit::pikeman}));
    put(s, "e2", unit::swordsman);
    put(s, "e3", unit::scout, 2);
    give(s, 0, unit::swordsman);
    give(s, 0, royal);
    const auto t = after(s, "attack swordsman e2 e3");
    REQUIRE(top(t) != nullptr);
    CHECK(top(t)->kind == pending_kind::swordsman_move);
    const std::vector<std::string> expected{"decline", "move e2 f2", "move e2 f1", "move e2 e1", "move e2 d2", "move e2 d3"};
    CHECK(wc_actions_list(t) == expected);
    wc_actions_check_ids(t, expected);
}

TEST_CASE("action ids WC-15.1 WC-18.9 golden: a draft pick lists the pool's cards in unit order") {
    state<draft_rules> s;
    while (current_player(s) == arbiter::chance_player) s = play(s, chance_outcomes(s)[0].outcome);  // cards 0..7, A first
    REQUIRE(s.phase() == phase::draft);
    const std::vector<std::string> expected{"pick archer", "pick berserker", "pick cavalry", "pick crossbowman",
                                            "pick ensign", "pick footman",   "pick knight",  "pick lancer"};
    CHECK(wc_actions_list(s) == expected);
    wc_actions_check_ids(s, expected);
    const auto next = after(s, "pick cavalry");  // WC-15.1: B picks twice next, from the 7 left
    const std::vector<std::string> rest{"pick archer", "pick berserker", "pick crossbowman", "pick ensign",
                                        "pick footman", "pick knight",   "pick lancer"};
    CHECK(current_player(next) == 1);
    wc_actions_check_ids(next, rest);
}

TEST_CASE("action ids WC-14.2 WC-18.10 golden: a 4-player team names its seat, ascending; chance nodes have no ids") {
    state<four_player_rules> s;
    while (s.phase() == phase::deal) s = play(s, chance_outcomes(s)[0].outcome);
    REQUIRE(s.phase() == phase::flip);  // WC-3.5: a chance node, an empty mask
    wc_actions_check_ids(s, {});
    s = play(s, chance_outcomes(s)[1].outcome);  // side B wins the flip
    REQUIRE(s.phase() == phase::team_choice);
    wc_actions_check_ids(s, {"choose 1", "choose 3"});
}

TEST_CASE("action ids WC-18 WC-2.12: over random games of every rules entry every id is exact, distinct and stable") {
    // Every named entry (random and draft for 2 and 4 players, the first
    // game, the battle presets), then the policies the tool does not name.
    wc_actions_check_named(descriptor::rules{}, 1, 300);
    wc_actions_check_walk<wc_actions_capped<draft_with_bans_rules>>(11, 200);
    wc_actions_check_walk<wc_actions_capped<four_player_draft_with_bans_rules>>(12, 200);
    wc_actions_check_walk<wc_actions_capped<wc_actions_revised_gaugamela>>(13, 300);
    wc_actions_check_walk<wc_actions_capped<wc_actions_always_soak>>(14, 300);
}

TEST_CASE("action ids WC-16: the mover's ids and mask are the same in every state sample() draws from its observation") {
    std::mt19937_64 rng(7);
    using R = wc_actions_capped<bannockburn_rules>;
    int compared = 0;
    wc_actions_walk<R>(8, 1500, [&](const state<R>& s) {
        if (is_terminal(s) || current_player(s) == arbiter::chance_player) return;
        const player_id p = current_player(s);
        const auto o = observe(s, p);
        for (int k = 0; k < 2; ++k) {
            const auto t = sample(o, rng);
            CHECK(legal_moves(t) == legal_moves(s));
            arbiter::for_each_codec<state<R>>([&](auto codec) {
                using C = decltype(codec);
                std::array<std::uint8_t, C::size> mask{}, other{};
                C::mask(s, {}, mask);
                C::mask(t, {}, other);
                CHECK(other == mask);
            });
            CHECK(wc_actions_ids(t) == wc_actions_ids(s));
            ++compared;
        }
    });
    CHECK(compared > 1000);
}

TEST_CASE("action ids DESIGN: mask, advance and encode allocate nothing") {
    using R = wc_actions_capped<gaugamela_rules>;
    std::vector<state<R>> nodes;
    wc_actions_walk<R>(9, 400, [&](const state<R>& s) { nodes.push_back(s); });
    std::size_t legal = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        arbiter::for_each_codec<state<R>>([&](auto codec) {
            using C = decltype(codec);
            for (const auto& s : nodes) {
                std::array<std::uint8_t, C::size> mask{};
                C::mask(s, {}, mask);
                for (std::size_t id = 0; id < C::size; ++id) {
                    if (mask[id] == 0) continue;
                    typename C::progress p{};
                    const auto m = C::advance(s, p, id);
                    std::array<std::int32_t, C::max_ids> ids{};
                    if (m) legal += C::encode(s, *m, ids);
                }
            }
        });
    });
    CHECK(legal > 2000);
    CHECK(allocations == 0);
}
