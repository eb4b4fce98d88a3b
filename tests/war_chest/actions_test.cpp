// War Chest action ids (include/arbiter/war_chest/actions.hpp): the index
// codec, id i = legal_moves(s)[i]. Golden lists pin the generator's order
// (the ids' meaning); over seeded random games every codec's mask decodes to
// exactly the legal moves, encode round-trips, the mover's ids do not depend
// on what it cannot see (WC-16), and nothing allocates.

#include <doctest/doctest.h>

#include <arbiter/war_chest/actions.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "common/alloc_counter.hpp"
#include "helpers.hpp"

using namespace wc_test;

namespace {

using wc_actions_codec = arbiter::index_codec<S>;

// The legal moves of s as text, in order: the ids 0, 1, ...
template <class R>
std::vector<std::string> wc_actions_list(const state<R>& s) {
    std::vector<std::string> out;
    for (const move& m : legal_moves(s)) out.push_back(to_string(s, m));
    return out;
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

template <class R>
void wc_actions_check_walk(std::uint64_t seed, std::size_t nodes) {
    wc_actions_walk<R>(seed, nodes, [](const state<R>& s) {
        arbiter::for_each_codec<state<R>>([&](auto codec) { wc_actions_check_codec<decltype(codec)>(s); });
    });
}

template <class R>
using wc_actions_capped = descriptor::capped<R>;

}  // namespace

TEST_CASE("action ids: War Chest has the index codec alone, 512 ids (max_moves)") {
    static_assert(std::is_same_v<arbiter::codecs_for<S>, arbiter::codec_list<wc_actions_codec>>);
    static_assert(wc_actions_codec::size == 512);
    static_assert(wc_actions_codec::max_ids == 1);
    CHECK(wc_actions_codec::name == "index");
    CHECK(arbiter::index_codec<state<four_player_rules>>::size == 512);
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

TEST_CASE("action ids: over random games every mask decodes to exactly the legal moves and encode round-trips") {
    wc_actions_check_walk<wc_actions_capped<standard_rules>>(1, 900);
    wc_actions_check_walk<wc_actions_capped<draft_with_bans_rules>>(2, 500);
    wc_actions_check_walk<wc_actions_capped<bannockburn_rules>>(3, 700);  // Warrior Priest, Footman
    wc_actions_check_walk<wc_actions_capped<gaugamela_rules>>(4, 700);    // Royal Guard soak, Mercenary, Marshall
    wc_actions_check_walk<wc_actions_capped<four_player_draft_rules>>(5, 700);
}

TEST_CASE("action ids WC-16: the mover's ids and mask are the same in every state sample() draws from its observation") {
    std::mt19937_64 rng(7);
    using R = wc_actions_capped<bannockburn_rules>;
    using C = arbiter::index_codec<state<R>>;
    int compared = 0;
    wc_actions_walk<R>(8, 1500, [&](const state<R>& s) {
        if (is_terminal(s) || current_player(s) == arbiter::chance_player) return;
        const player_id p = current_player(s);
        const auto o = observe(s, p);
        std::array<std::uint8_t, C::size> mask{}, other{};
        C::mask(s, {}, mask);
        for (int k = 0; k < 2; ++k) {
            const auto t = sample(o, rng);
            CHECK(legal_moves(t) == legal_moves(s));
            C::mask(t, {}, other);
            CHECK(other == mask);
            ++compared;
        }
    });
    CHECK(compared > 1000);
}

TEST_CASE("action ids DESIGN: mask, advance and encode allocate nothing") {
    using R = wc_actions_capped<gaugamela_rules>;
    using C = arbiter::index_codec<state<R>>;
    std::vector<state<R>> nodes;
    wc_actions_walk<R>(9, 400, [&](const state<R>& s) { nodes.push_back(s); });
    std::size_t legal = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        for (const auto& s : nodes) {
            std::array<std::uint8_t, C::size> mask{};
            const std::size_t n = C::mask(s, {}, mask);
            for (std::size_t id = 0; id < n; ++id) {
                typename C::progress p{};
                const auto m = C::advance(s, p, id);
                std::array<std::int32_t, C::max_ids> ids{};
                if (m) legal += C::encode(s, *m, ids);
            }
        }
    });
    CHECK(legal > 1000);
    CHECK(allocations == 0);
}
