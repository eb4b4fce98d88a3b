// Action ids (crime_wars/actions.hpp): the index codec is the game's only
// codec; its ids are the order of legal_moves, pinned here as move text at
// hand-built positions, and mask / advance / encode agree with legal_moves
// over random playouts of several named rules. (That they never allocate
// is tested in tensor_test.cpp, which sorts after engine_test.cpp, the
// file that turns the allocation counter on: in a unity batch a file before
// it must not include alloc_counter.hpp.)

#include <doctest/doctest.h>

#include <arbiter/crime_wars.hpp>

#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "helpers.hpp"
#include "playouts.hpp"

using namespace cw_test;

namespace {

// The legal moves of s as their notation, in order: the ids 0, 1, ...
template <rules_policy R>
std::vector<std::string> cw_actions_texts(const state<R>& s) {
    std::vector<std::string> out;
    for (const move& m : legal_moves(s)) out.push_back(to_string(s, m));
    return out;
}

// The id of the move with this text, through encode; -1 if it is not legal.
template <rules_policy R>
int cw_actions_id(const state<R>& s, std::string_view text) {
    const auto m = parse_move(s, text);
    REQUIRE_MESSAGE(m.has_value(), text, ": ", m.error().what());
    std::array<std::int32_t, 1> ids{};
    return index_codec<R>::encode(s, *m, ids) == 1 ? ids[0] : -1;
}

// Checks mask, advance and encode against legal_moves at every node of
// random games; returns the decision nodes seen. Failures are counted and
// reported once (a CHECK per id would dominate the Debug run time).
template <rules_policy R>
std::size_t cw_actions_check_playouts(int games, std::uint64_t seed) {
    using C = index_codec<R>;
    std::mt19937_64 rng(seed);
    std::vector<std::uint8_t> mask(C::size + 1, std::uint8_t{7});
    std::size_t decisions = 0, bad = 0;
    std::string first_bad;
    const auto fail = [&](const state<R>& s, const char* what) {
        if (bad++ == 0) first_bad = std::string(what) + " at\n" + to_string(s);
    };
    crime_wars_hooks<R> hooks;
    random_games<R>(games, rng, [&](const state<R>& s) {
        const typename C::progress fresh{};
        const std::size_t n = C::mask(s, fresh, mask);
        if (mask[C::size] != 7) fail(s, "mask wrote past size");
        std::size_t set = 0;
        for (std::size_t i = 0; i < C::size; ++i) set += mask[i] == 1 ? 1 : (mask[i] == 0 ? 0 : C::size);
        if (set != n) fail(s, "the mask's count is not its set bits");
        if (current_player(s) < 0) {  // chance and terminal nodes: no ids
            if (n != 0) fail(s, "a mask at a chance node");
            return;
        }
        ++decisions;
        const auto moves = legal_moves(s);
        if (n != moves.size()) fail(s, "mask count != legal moves");
        // The bits are exactly ids 0..n-1; each decodes, in one step, to
        // the move of that index, and encodes back. Long lists (KEEP's 512,
        // big main phases) are decoded on a stride ending at the last id, as
        // advance and encode each regenerate the list.
        for (std::size_t id = 0; id < C::size; ++id)
            if ((mask[id] == 1) != (id < n)) fail(s, "a mask bit outside 0..n-1");
        const std::size_t stride = n <= 64 ? 1 : n / 32;
        for (std::size_t id = 0; id < n; id = id + stride < n || id + 1 == n ? id + stride : n - 1) {
            auto p = fresh;
            const auto m = C::advance(s, p, id);
            if (!m || !(*m == moves[id])) {
                fail(s, "advance(id) is not legal_moves[id]");
                continue;
            }
            std::array<std::int32_t, 1> ids{-1};
            if (C::encode(s, *m, ids) != 1 || ids[0] != static_cast<std::int32_t>(id)) fail(s, "encode(advance(id)) != id");
        }
        auto p = fresh;
        if (C::advance(s, p, n)) fail(s, "advance past the last id");
        // A random move, legal or not, encodes iff it is legal.
        const move any = hooks.random_move(s, rng);
        std::array<std::int32_t, 1> ids{-1};
        if ((C::encode(s, any, ids) == 1) != moves.contains(any)) fail(s, "encode of a random move");
    });
    CHECK_MESSAGE(bad == 0, bad, " failures; the first: ", first_bad);
    return decisions;
}

}  // namespace

TEST_CASE("actions: the index codec is the game's only codec, of size max_moves") {
    using two = state<standard_rules>;
    static_assert(std::is_same_v<arbiter::codecs_for<two>::types, std::tuple<arbiter::index_codec<two>>>);
    static_assert(std::is_same_v<index_codec<standard_rules>, arbiter::index_codec<two>>);
    static_assert(arbiter::action_codec<index_codec<rules<4, variant::alliance>>, state<rules<4, variant::alliance>>>);
    CHECK(index_codec<standard_rules>::name == "index");
    CHECK(index_codec<standard_rules>::max_ids == 1);
    // The capacities of the move lists (generate.hpp's bound): the policy-head widths.
    CHECK(index_codec<standard_rules>::size == 512);
    CHECK(index_codec<rules<3>>::size == 512);
    CHECK(index_codec<rules<4>>::size == 660);
    CHECK(index_codec<rules<8, variant::multiple_decks>>::size == 1524);
    CHECK(index_codec<rules<4, variant::alliance>>::size == 1271);
    CHECK(index_codec<rules<2, variant::two_teams>>::size == 1945);
    CHECK(index_codec<rules<4, variant::great_empire>>::size == 1682);
    CHECK(index_codec<rules<2, variant::two_teams, variant::merged_decks>>::size == 2368);
}

TEST_CASE("CW-5.2 CW-9.3 CW-10.2 actions: the main phase's ids, hires, attacks, snitch, roulette, end") {
    const auto s = table<>{}.hand(0, {4, 9, JOKER}).play(0, {2, 3, 6}).play(1, {5, 7}).money(0, 500).build();
    // CW-6.2: the 9 costs $900, more than his $500; CW-10.2: 2+3 against a 5 or a 7,
    // never 2+6 (8 thugs) or 3+6 (9) against them; CW-13.2: he holds the Joker.
    CHECK(cw_actions_texts(s) == std::vector<std::string>{
                                     "hire 4S",           "attack 2S -> 5H", "attack 3S -> 5H", "attack 6S -> 5H",
                                     "attack KS -> 5H",   "attack 2S+3S -> 5H", "attack 2S -> 7H", "attack 3S -> 7H",
                                     "attack 6S -> 7H",   "attack KS -> 7H", "attack 2S+3S -> 7H", "snitch",
                                     "roulette",          "end"});
    CHECK(cw_actions_id(s, "hire 4S") == 0);
    CHECK(cw_actions_id(s, "attack 2S+3S -> 7H") == 10);
    CHECK(cw_actions_id(s, "end") == 13);
    CHECK(cw_actions_id(s, "hire 9S") == -1);  // CW-6.2: not legal, no id
    typename index_codec<standard_rules>::progress p{};
    CHECK(index_codec<standard_rules>::advance(s, p, 5) == move::attack(cards({2, 3}), 1, c(5)));
    CHECK_FALSE(index_codec<standard_rules>::advance(s, p, 14).has_value());
    std::array<std::uint8_t, 512> mask{};
    CHECK(index_codec<standard_rules>::mask(s, p, mask) == 14);
    CHECK(mask[13] == 1);
    CHECK(mask[14] == 0);
}

TEST_CASE("CW-10.4 CW-X.2 CW-15.6 CW-11.3 actions: defend, loan and keep ids; an exposed kingpin") {
    // CW-10.4, CW-X.2: a 10 against a 2 leaves room for 8 thugs more (3 and 5, not 3 and 6); the empty set first.
    const auto d = must(table<>{}.play(0, {10}).play(1, {2, 3, 4, 5, 6}).build(), "attack 10S -> 2H");
    CHECK(cw_actions_texts(d) == std::vector<std::string>{"defend -", "defend 3H", "defend 3H+4H", "defend 3H+5H",
                                                          "defend 4H", "defend 5H", "defend 6H"});
    // CW-10.4: against 2+3 on a 7 nothing fits (the target's 7 exceeds the 5 attacking thugs).
    const auto none = must(table<>{}.play(0, {2, 3}).play(1, {7, 2}).build(), "attack 2S+3S -> 7H");
    CHECK(cw_actions_texts(none) == std::vector<std::string>{"defend -"});
    // CW-15.6 (a): a loan of at least D - money, rounded up to $100, up to D.
    const auto l = table<>{}.money(0, 300).at(phase::loan).debt(800).build();
    CHECK(cw_actions_texts(l) == std::vector<std::string>{"loan 500", "loan 600", "loan 700", "loan 800"});
    // CW-15.6 (b): every subset of his thug cards, hand and play, from the largest mask down.
    const auto k = table<>{}.hand(0, {4}).play(0, {2, 3}).at(phase::keep).build();
    CHECK(cw_actions_texts(k) == std::vector<std::string>{"keep 2S+3S+4S", "keep 3S+4S", "keep 2S+4S", "keep 4S",
                                                          "keep 2S+3S", "keep 3S", "keep 2S", "keep -"});
    // CW-11.3, CW-10.3: a kingpin with no groups is a target for single units only.
    const auto e = table<rules<3>>{}.play(0, {2, 3}).play(2, {4}).roulette_played().build();
    CHECK(cw_actions_texts(e) == std::vector<std::string>{"attack 2S -> KH", "attack 3S -> KH", "attack KS -> KH",
                                                          "attack 2S -> 4C", "attack 3S -> 4C", "attack KS -> 4C",
                                                          "end"});
}

TEST_CASE("CW-V1.7 CW-V1.14 CW-V1.4 actions: Thug Alliance adds money and card gifts after the attacks") {
    using alliance = rules<4, variant::alliance>;
    // Seat 2 (Clubs) is seat 0's ally (CW-V1.2: p with p + N/2): never a target (CW-V1.4).
    const auto s = table<alliance>{}.hand(0, {3}).play(0, {2}).play(1, {4}).money(0, 100).roulette_played().build();
    CHECK(cw_actions_texts(s) == std::vector<std::string>{"attack 2S -> 4H", "attack KS -> 4H", "attack 2S -> KD",
                                                          "attack KS -> KD", "give $25 -> C", "give $50 -> C",
                                                          "give $75 -> C", "give $100 -> C", "give 2S+3S -> C",
                                                          "give 3S -> C", "give 2S -> C", "end"});
    CHECK(cw_actions_id(s, "give 3S -> C") == 9);
}

TEST_CASE("CW-V1.20 actions: two teams per player, one attack of both seats' groups") {
    using cw_actions_two_teams = rules<2, variant::two_teams>;
    // Seats 0 and 2 are controller 0's (S and C); seats 1 and 3 controller 1's.
    const auto s = table<cw_actions_two_teams>{}.play(0, {2}).play(2, {3}).play(1, {6}).roulette_played().build();
    CHECK(cw_actions_texts(s) == std::vector<std::string>{"attack 2S -> 6H", "attack KS -> 6H", "attack 2S+3C -> 6H",
                                                          "attack 2S -> KD", "attack KS -> KD", "give 2S -> C",
                                                          "end"});
}

TEST_CASE("CW-18.1 actions on random playouts: mask, advance and encode are legal_moves (2, 3, 4, 8 players, variants)") {
    std::size_t decisions = 0;
    decisions += cw_actions_check_playouts<standard_rules>(40, 1);
    decisions += cw_actions_check_playouts<rules<3, variant::hardcore, variant::bounty>>(10, 2);
    decisions += cw_actions_check_playouts<rules<4>>(10, 3);
    decisions += cw_actions_check_playouts<rules<8, variant::multiple_decks>>(3, 4);
    decisions += cw_actions_check_playouts<rules<4, variant::alliance>>(6, 5);
    decisions += cw_actions_check_playouts<rules<4, variant::great_empire>>(6, 6);
    decisions += cw_actions_check_playouts<rules<2, variant::two_teams>>(6, 7);
    decisions += cw_actions_check_playouts<rules<2, variant::two_teams, variant::merged_decks>>(6, 8);
    MESSAGE(decisions, " decision nodes");
    CHECK(decisions > 3000);
}

TEST_CASE("CW-16.2 CW-16.4 actions: the mover's ids are the same in every state his observation allows") {
    // Hidden cards of the others never change the mover's list: the same ids
    // in every sample() of his observation (outside Thug Alliance, below).
    std::mt19937_64 rng(11);
    std::size_t checked = 0, differ = 0;
    const auto each = [&]<class R>(std::type_identity<R>, int games) {
        random_games<R>(games, rng, [&](const state<R>& s) {
            const player_id p = current_player(s);
            if (p < 0) return;
            const auto t = sample(observe(s, p), rng);
            ++checked;
            differ += legal_moves(t) == legal_moves(s) ? 0u : 1u;
        });
    };
    each(std::type_identity<standard_rules>{}, 30);
    each(std::type_identity<rules<4, variant::great_empire>>{}, 6);
    each(std::type_identity<rules<2, variant::two_teams, variant::merged_decks>>{}, 6);
    CHECK(checked > 1000);
    CHECK(differ == 0);
}

TEST_CASE("CW-V1.15 actions: under Thug Alliance a GIVE depends on the ally's hidden hand") {
    using alliance = rules<4, variant::alliance>;
    // The ally holds one card: the 5C (the 3C in his deck), 3S may be given;
    // the 3C, it may not.
    const auto in_deck = table<alliance>{}.hand(0, {3}).hand(2, {5}).money(0, 0).roulette_played().build();
    const auto in_hand = table<alliance>{}.hand(0, {3}).hand(2, {3}).money(0, 0).roulette_played().build();
    CHECK(observe(in_deck, 0) == observe(in_hand, 0));  // seat 0 cannot tell them apart
    CHECK(cw_actions_texts(in_deck) == std::vector<std::string>{"attack KS -> KH", "attack KS -> KD", "give 3S -> C", "end"});
    CHECK(cw_actions_texts(in_hand) == std::vector<std::string>{"attack KS -> KH", "attack KS -> KD", "end"});
}
