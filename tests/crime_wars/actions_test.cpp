// Action ids (crime_wars/actions.hpp): the fixed codec `actions` (the
// default) and the index codec. For `actions`: its size under every named
// rules entry, golden ids of hand-built positions with the move each
// decodes to, the mover's frame (distance to the target seat), the same id
// for the same move in different states, and at every node of random games
// of every named entry: mask, ids, advance and encode against legal_moves.
// For the index codec: its ids are the order of legal_moves, pinned as move
// text. (That neither allocates is tested in tensor_test.cpp, which sorts
// after engine_test.cpp, the file that turns the allocation counter on: in
// a unity batch a file before it must not include alloc_counter.hpp.)

#include <doctest/doctest.h>

#include <arbiter/crime_wars.hpp>

#include <algorithm>
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

// The legal moves of s with their actions ids, "text = id", in list order
// (the id through encode; "none" if it does not encode).
template <rules_policy R>
std::vector<std::string> cw_actions_fixed(const state<R>& s) {
    std::vector<std::string> out;
    for (const move& m : legal_moves(s)) {
        std::array<std::int32_t, 1> ids{-1};
        const bool one = actions_codec<R>::encode(s, m, ids) == 1;
        out.push_back(to_string(s, m) + " = " + (one ? std::to_string(ids[0]) : std::string("none")));
    }
    return out;
}

// The actions id of the move with this text at s; -1 if it is not legal.
template <rules_policy R>
int cw_actions_fixed_id(const state<R>& s, std::string_view text) {
    const auto m = parse_move(s, text);
    REQUIRE_MESSAGE(m.has_value(), text, ": ", m.error().what());
    std::array<std::int32_t, 1> ids{};
    return actions_codec<R>::encode(s, *m, ids) == 1 ? ids[0] : -1;
}

// The move that actions id `id` chooses at s, as text; "" if none.
template <rules_policy R>
std::string cw_actions_decode(const state<R>& s, std::size_t id) {
    typename actions_codec<R>::progress p{};
    const auto m = actions_codec<R>::advance(s, p, id);
    return m ? to_string(s, *m) : std::string{};
}

// Each pinned "text = id" decodes back: advance(id) is the move of that text.
template <rules_policy R>
void cw_actions_check_decodes(const state<R>& s, const std::vector<std::string>& pinned) {
    for (const std::string& row : pinned) {
        const auto eq = row.rfind(" = ");
        REQUIRE(eq != std::string::npos);
        CHECK(cw_actions_decode(s, std::stoul(row.substr(eq + 3))) == row.substr(0, eq));
    }
}

// Every check of the actions codec at node s; what went wrong, "" if
// nothing. The mask: 0/1 bytes, none past size, as many set as legal moves
// (none at chance and terminal nodes). Each legal move: its id set in the
// mask and no other legal move's; encode gives that id and advance decodes
// it back (on a stride in long lists: each call regenerates the list). A
// few unset ids choose nothing; a random move `any` encodes iff legal.
template <rules_policy R>
std::string cw_actions_check_node(const state<R>& s, const move& any, std::mt19937_64& rng) {
    using C = actions_codec<R>;
    static std::array<std::uint8_t, C::size + 1> mask{};
    static std::array<std::uint8_t, C::size> seen{};
    const typename C::progress fresh{};
    mask[C::size] = 7;
    const std::size_t n = C::mask(s, fresh, mask);
    if (mask[C::size] != 7) return "the mask wrote past its size";
    if (std::any_of(mask.begin(), mask.end() - 1, [](std::uint8_t b) { return b > 1; })) return "a mask byte > 1";
    const auto bits = static_cast<std::size_t>(std::count(mask.begin(), mask.end() - 1, std::uint8_t{1}));
    const auto moves = legal_moves(s);
    const std::size_t legal = current_player(s) >= 0 ? moves.size() : 0;
    if (n != legal || bits != legal)
        return "mask count " + std::to_string(n) + ", bits " + std::to_string(bits) + ", legal " +
               std::to_string(legal);
    if (legal == 0) return {};
    seen.fill(0);
    const std::size_t stride = legal <= 16 ? 1 : legal / 8;
    for (std::size_t i = 0; i < legal; ++i) {
        const std::string text = to_string(s, moves[i]);
        const std::size_t id = action_key::id(s, moves[i]);
        if (id >= C::size || mask[id] != 1) return text + ": its id is not in the mask";
        if (seen[id]++ != 0) return text + ": its id " + std::to_string(id) + " is another legal move's too";
        if (i % stride != 0 && i + 1 != legal) continue;
        std::array<std::int32_t, 1> ids{-1};
        if (C::encode(s, moves[i], ids) != 1 || ids[0] != static_cast<std::int32_t>(id)) return text + ": encode";
        auto p = fresh;
        if (C::advance(s, p, id) != moves[i]) return text + ": advance(id) is another move";
    }
    for (int k = 0; k < 3; ++k) {
        const auto id = static_cast<std::size_t>(arbiter::uniform_below(rng, C::size + 1));
        auto p = fresh;
        if ((id == C::size || mask[id] == 0) && C::advance(s, p, id)) return "unset id " + std::to_string(id) + " advances";
    }
    std::array<std::int32_t, 1> ids{-1};
    if ((C::encode(s, any, ids) == 1) != moves.contains(any)) return "a random move encodes: " + to_string(s, any);
    return {};
}

}  // namespace

TEST_CASE("actions: the codecs are actions, then index of size max_moves") {
    using two = state<standard_rules>;
    static_assert(std::is_same_v<arbiter::codecs_for<two>::types,
                                 std::tuple<actions_codec<standard_rules>, arbiter::index_codec<two>>>);
    static_assert(std::is_same_v<index_codec<standard_rules>, arbiter::index_codec<two>>);
    static_assert(arbiter::action_codec<index_codec<rules<4, variant::alliance>>, state<rules<4, variant::alliance>>>);
    CHECK(actions_codec<standard_rules>::name == "actions");
    CHECK(actions_codec<standard_rules>::max_ids == 1);
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

TEST_CASE("CW-16.2 CW-16.4 actions: the mover's ids and masks are the same in every state his observation allows") {
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
            // ... and the same actions mask: its ids reveal nothing hidden.
            static std::array<std::uint8_t, actions_codec<R>::size> a{}, b{};
            actions_codec<R>::mask(s, {}, a);
            actions_codec<R>::mask(t, {}, b);
            differ += a == b ? 0u : 1u;
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

// ------------------------------------------------------------ the actions codec

TEST_CASE("CW-18.1 CW-18.3 actions: the size of the actions codec under every named rules entry") {
    std::vector<std::string> sizes;
    arbiter::for_each_rules<descriptor>([&]<class Named>(std::type_identity<Named>) {
        using R = typename Named::rules_type;
        static_assert(arbiter::action_codec<actions_codec<R>, state<R>>);
        static_assert(std::is_same_v<typename arbiter::codecs_for<state<R>>::types,
                                     std::tuple<actions_codec<R>, index_codec<R>>>);
        sizes.push_back(std::string(Named::name) + " " + std::to_string(Named::players) + ": " +
                        std::to_string(actions_codec<R>::size));
    });
    CHECK(sizes == std::vector<std::string>{
                       "standard 2: 693", "standard 3: 829", "standard 4: 966", "standard 5: 1103",
                       "standard 6: 1240", "standard 7: 1377", "standard 8: 1514", "hardcore 2: 693",
                       "hardcore 4: 966", "hardcore,bounty 2: 693", "hardcore,bounty 3: 829",
                       "hardcore,bounty 4: 966", "hardcore,bounty 5: 1103", "hardcore,bounty 6: 1240",
                       "hardcore,bounty 7: 1377", "hardcore,bounty 8: 1514", "alliance 4: 1827",
                       "aggressor 4: 966", "rush 4: 15", "diceless 4: 966", "curse 4: 966", "gambling 4: 966",
                       "bounty 4: 966", "two-teams 2: 1629", "two-teams 3: 2169", "two-teams 4: 2709",
                       "great-empire 3: 1899", "great-empire 4: 2556", "alliance,great-empire 4: 2878",
                       "two-teams,great-empire 3: 4535", "two-teams,merged-decks 2: 1893",
                       "two-teams,merged-decks 3: 2687", "two-teams,merged-decks 4: 3481",
                       "two-teams,great-empire,merged-decks 3: 5691"});
    // The blocks of the standard game: 1 + 1 + 1 + 9 hires + 137 attacks on one
    // seat + 14 defends + 9 loans + 512 keeps + 9 surrenders.
    using L = action_layout<standard_rules>;
    CHECK(std::vector<std::size_t>{L::snitch, L::hire, L::attack, L::defend, L::loan, L::keep, L::surrender, L::size} ==
          std::vector<std::size_t>{2, 3, 12, 149, 163, 172, 684, 693});
    CHECK(detail::attacks<standard_rules>.per_seat == 137);
    CHECK(detail::attacks<rules<2, variant::two_teams>>.per_seat == 270);
    CHECK(detail::attacks<rules<2, variant::two_teams, variant::merged_decks>>.per_seat == 397);
    // CW-10.8: the combinations against a target of 5..10 thugs, a prefix each.
    const auto& up_to = detail::attacks<standard_rules>.up_to;
    CHECK(std::vector<int>(up_to.begin() + 4, up_to.end()) == std::vector<int>{0, 1, 2, 4, 6, 10, 14});
}

TEST_CASE("CW-5.2 CW-6.1 CW-9.3 CW-10.2 CW-13.2 actions: golden ids of a main phase, each decoding to its move") {
    const auto s = table<>{}.hand(0, {4, 9, JOKER}).play(0, {2, 3, 6}).play(1, {5, 7}).money(0, 500).build();
    // hire 3 + rank index; attack 12 + the target's base (5H: 40, 7H: 63) +
    // the unit (group k, kingpin 9) or 10 + the combination's rank (2+3: 0).
    const std::vector<std::string> pinned{
        "hire 4S = 5",           "attack 2S -> 5H = 52", "attack 3S -> 5H = 53", "attack 6S -> 5H = 56",
        "attack KS -> 5H = 61",  "attack 2S+3S -> 5H = 62", "attack 2S -> 7H = 75", "attack 3S -> 7H = 76",
        "attack 6S -> 7H = 79",  "attack KS -> 7H = 84", "attack 2S+3S -> 7H = 85", "snitch = 2",
        "roulette = 1",          "end = 0"};
    CHECK(cw_actions_fixed(s) == pinned);
    cw_actions_check_decodes(s, pinned);
    CHECK(cw_actions_decode(s, 86).empty());  // 2S+4S against the 7H: 6 thugs fit, but 4S is in his hand
    CHECK(cw_actions_decode(s, 10).empty());  // hire 9S: $900, more than his $500 (CW-6.2)
    CHECK(cw_actions_decode(s, 13).empty());  // attack 3S -> KH: his groups protect him (CW-11.3)
    CHECK(cw_actions_decode(s, 693).empty());
    CHECK(cw_actions_fixed_id(s, "hire 9S") == -1);
}

TEST_CASE("CW-10.4 CW-15.6 CW-15.3 actions: golden ids of defend, loan, keep and surrender") {
    // CW-10.4: defend 149 + the set's rank (by thugs, then ranks): - 0, 3 2, 4 3, 5 5, 3+4 8, 3+5 11, 6 7.
    const auto d = must(table<>{}.play(0, {10}).play(1, {2, 3, 4, 5, 6}).build(), "attack 10S -> 2H");
    const std::vector<std::string> defends{"defend - = 149",    "defend 3H = 151", "defend 3H+4H = 157",
                                           "defend 3H+5H = 160", "defend 4H = 152", "defend 5H = 154",
                                           "defend 6H = 156"};
    CHECK(cw_actions_fixed(d) == defends);
    cw_actions_check_decodes(d, defends);
    // CW-15.6 (a): loan 163 + L / 100.
    const auto l = table<>{}.money(0, 300).at(phase::loan).debt(800).build();
    const std::vector<std::string> loans{"loan 500 = 168", "loan 600 = 169", "loan 700 = 170", "loan 800 = 171"};
    CHECK(cw_actions_fixed(l) == loans);
    cw_actions_check_decodes(l, loans);
    // CW-15.6 (b): keep 172 + the kept ranks as bits (2 is bit 0).
    const auto k = table<>{}.hand(0, {4}).play(0, {2, 3}).at(phase::keep).build();
    const std::vector<std::string> keeps{"keep 2S+3S+4S = 179", "keep 3S+4S = 178", "keep 2S+4S = 177", "keep 4S = 176",
                                         "keep 2S+3S = 175",    "keep 3S = 174",    "keep 2S = 173",    "keep - = 172"};
    CHECK(cw_actions_fixed(k) == keeps);
    cw_actions_check_decodes(k, keeps);
    // CW-15.3, CW-X.12: $500 with a 5 and a 6: either one; surrender 684 + rank index.
    const auto r = table<>{}.play(0, {5, 6}).money(0, 0).at(phase::surrender).debt(500).build();
    const std::vector<std::string> surrenders{"surrender 5S = 687", "surrender 6S = 688"};
    CHECK(cw_actions_fixed(r) == surrenders);
    cw_actions_check_decodes(r, surrenders);
}

TEST_CASE("CW-V1.7 CW-V1.14 CW-V1.8 CW-V4.1 actions: golden ids under Thug Alliance and Rush") {
    using alliance = rules<4, variant::alliance>;
    // Attacks on the seat at distance 1 from 12, at distance 3 from 12 + 2 * 137;
    // give_money 423 + $/25 - 1; give 523 + the cards' bits - 1.
    const auto s = table<alliance>{}.hand(0, {3}).play(0, {2}).play(1, {4}).money(0, 100).roulette_played().build();
    const std::vector<std::string> pinned{
        "attack 2S -> 4H = 42",   "attack KS -> 4H = 51",  "attack 2S -> KD = 286", "attack KS -> KD = 295",
        "give $25 -> C = 423",    "give $50 -> C = 424",   "give $75 -> C = 425",   "give $100 -> C = 426",
        "give 2S+3S -> C = 525",  "give 3S -> C = 524",    "give 2S -> C = 523",    "end = 0"};
    CHECK(cw_actions_fixed(s) == pinned);
    cw_actions_check_decodes(s, pinned);
    using L = action_layout<alliance>;
    CHECK(std::vector<std::size_t>{L::give_money, L::give, L::defend, L::join, L::ally_defend, L::loan, L::keep,
                                   L::surrender, L::route, L::price, L::accept, L::size} ==
          std::vector<std::size_t>{423, 523, 1034, 1048, 1062, 1076, 1085, 1597, 1606, 1608, 1825, 1827});
    // CW-V1.8: a drawn Queen for his own team (1606) or his ally's (1607).
    auto routing = table<alliance>{}.at(phase::routing).build();
    typename state<alliance>::edit{routing}.pending_bonus() = queen;
    const std::vector<std::string> routes{"route S = 1606", "route C = 1607"};
    CHECK(cw_actions_fixed(routing) == routes);
    cw_actions_check_decodes(routing, routes);
    // CW-V4.1: only kingpins; the kingpin against the kingpin at distance d is 1 + d.
    using rush = rules<4, variant::rush>;
    const auto r = table<rush>{}.roulette_played().build();
    const std::vector<std::string> kings{"attack KS -> KH = 2", "attack KS -> KC = 3", "attack KS -> KD = 4",
                                         "end = 0"};
    CHECK(cw_actions_fixed(r) == kings);
    cw_actions_check_decodes(r, kings);
}

TEST_CASE("CW-V1.20 CW-V1.22 actions: golden ids under two teams per player and merged decks") {
    using two_teams = rules<2, variant::two_teams>;
    // Targets at distance 1 from 11, distance 3 from 11 + 270 (distance 2 is
    // his other seat); against the 6H (base 55): 2S+3C is the first combination
    // of 5 thugs, after 2S+2C of 4 (rank 1); give 551 + bits - 1.
    const auto s = table<two_teams>{}.play(0, {2}).play(2, {3}).play(1, {6}).roulette_played().build();
    const std::vector<std::string> pinned{"attack 2S -> 6H = 66", "attack KS -> 6H = 75", "attack 2S+3C -> 6H = 77",
                                          "attack 2S -> KD = 281", "attack KS -> KD = 290", "give 2S -> C = 551",
                                          "end = 0"};
    CHECK(cw_actions_fixed(s) == pinned);
    cw_actions_check_decodes(s, pinned);
    // CW-V1.22: one hand of two suits; the other suit's hires follow the kingpin suit's.
    using merged = rules<2, variant::two_teams, variant::merged_decks>;
    const auto m = table<merged>{}.hand(0, {2}).hand(2, {2, 5}).roulette_played().build();
    const std::vector<std::string> hires{"hire 2S = 2", "hire 2C = 11", "hire 5C = 14", "attack KS -> KH = 29",
                                         "end = 0"};
    CHECK(cw_actions_fixed(m) == hires);
    cw_actions_check_decodes(m, hires);
}

TEST_CASE("CW-3.1 CW-9.3 actions: the target seat is named by its distance from the mover") {
    using three = rules<3>;
    // Seat 0 (Spades) and seat 1 (Hearts) each attack the next seat's 5, then the one after.
    const auto s0 = table<three>{}.play(0, {2}).play(1, {5}).play(2, {5}).roulette_played().build();
    const auto s1 = table<three>{}.play(1, {2}).play(2, {5}).play(0, {5}).turn(1).roulette_played().build();
    CHECK(cw_actions_fixed_id(s0, "attack 2S -> 5H") == 51);
    CHECK(cw_actions_fixed_id(s1, "attack 2H -> 5C") == 51);
    CHECK(cw_actions_fixed_id(s0, "attack 2S -> 5C") == 51 + 137);
    CHECK(cw_actions_fixed_id(s1, "attack 2H -> 5S") == 51 + 137);
    CHECK(cw_actions_decode(s1, 51) == "attack 2H -> 5C");
}

TEST_CASE("CW-18.1 actions: the same move of the same seat has the same id in different states") {
    // Different hands, groups, marks, money and roulette: the moves legal in both keep their ids.
    const auto a = table<>{}.hand(0, {4}).play(0, {2, 3, 6}).play(1, {5, 7}).build();
    const auto b = table<>{}.hand(0, {4, 8}).play(0, {2, 3}).attacked(0, {3}).play(1, {5, 9, 10}).money(0, 2000)
                       .roulette_played().build();
    std::size_t common = 0;
    for (const move& m : legal_moves(a)) {
        if (!legal_moves(b).contains(m)) continue;
        ++common;
        CHECK_MESSAGE(action_key::id(a, m) == action_key::id(b, m), to_string(a, m));
    }
    CHECK(common == 4);  // hire 4S, attack 2S -> 5H, attack KS -> 5H, end (3S has attacked in b)
    CHECK(cw_actions_fixed_id(a, "attack 2S -> 5H") == cw_actions_fixed_id(b, "attack 2S -> 5H"));
    // A loan of $800 after a different debt and money (CW-15.6 a).
    const auto l1 = table<>{}.money(0, 300).at(phase::loan).debt(800).build();
    const auto l2 = table<>{}.money(0, 0).play(0, {4}).at(phase::loan).debt(800).build();
    CHECK(cw_actions_fixed_id(l1, "loan 400") == -1);
    CHECK(cw_actions_fixed_id(l2, "loan 400") == 167);
    CHECK(cw_actions_fixed_id(l1, "loan 700") == 170);
    CHECK(cw_actions_fixed_id(l2, "loan 700") == 170);
}

TEST_CASE("CW-18.1 CW-18.3 actions: at every node of random games of every named rules entry, the ids are exact") {
    std::size_t decisions = 0, entries = 0;
    std::uint64_t seed = 40;
    arbiter::for_each_rules<descriptor>([&]<class Named>(std::type_identity<Named>) {
        using R = typename Named::rules_type;
        std::mt19937_64 rng(++seed);
        crime_wars_hooks<R> hooks;
        std::size_t bad = 0;
        std::string first;
        random_games<R>(3, rng, [&](const state<R>& s) {
            decisions += current_player(s) >= 0 ? 1u : 0u;
            const std::string why = cw_actions_check_node(s, hooks.random_move(s, rng), rng);
            if (!why.empty() && bad++ == 0) first = why + " at\n" + to_string(s);
        });
        CHECK_MESSAGE(bad == 0, std::string(Named::name), " ", Named::players, ": ", bad,
                      " failures; the first: ", first);
        ++entries;
    });
    CHECK(entries == 34);
    MESSAGE(decisions, " decision nodes");
    CHECK(decisions > 5000);
}
