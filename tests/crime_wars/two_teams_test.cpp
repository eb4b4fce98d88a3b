// Two teams per player (CW-V1.17 to CW-V1.21, CW-V1.23, separate decks): a
// controller of two seats, one account, attacks with groups of both seats.
// Seats: with C controllers, seat s belongs to controller s % C; the default
// teams put S and C with controller 0, H and D with controller 1.

#include "common/alloc_counter.hpp"  // counting is on in engine_test.cpp

#include <doctest/doctest.h>

#include <arbiter/crime_wars.hpp>

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <type_traits>

#include "helpers.hpp"
#include "playouts.hpp"

using namespace cw_test;

namespace {

using tt = rules<2, variant::two_teams>;
using tt3 = rules<3, variant::two_teams, variant::multiple_decks>;
using tt4 = rules<4, variant::two_teams, variant::multiple_decks>;

template <rules_policy R>
bool lists(const state<R>& s, const move& m) {
    const auto moves = legal_moves(s);
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

}  // namespace

TEST_CASE("CW-V1.17 controllers of two seats each; six or eight teams need a second pack (CW-V10.1)") {
    static_assert(tt::players == 2 && tt::seats == 4);
    static_assert(tt3::seats == 6 && tt4::seats == 8);
    CHECK(state<tt>::num_players == 2);
    CHECK(state<tt>::num_seats == 4);
    CHECK(state<tt>{}.controller_of(0) == 0);
    CHECK(state<tt>{}.controller_of(1) == 1);
    CHECK(state<tt>{}.controller_of(2) == 0);
    CHECK(state<tt>{}.controller_of(3) == 1);
    CHECK(state<tt3>{}.controller_of(4) == 1);
    CHECK(returns(state<tt>{}).size() == 2);  // one result per controller
    CHECK_FALSE(combination_allowed<3, variant::two_teams>);                           // CW-V10.1
    CHECK(combination_allowed<3, variant::two_teams, variant::multiple_decks>);
    CHECK_FALSE(combination_allowed<2, variant::two_teams, variant::multiple_decks>);  // only above four teams
    CHECK_FALSE(combination_allowed<5, variant::two_teams, variant::multiple_decks>);  // ten teams (CW-2.3)
    CHECK(combination_allowed<3, variant::two_teams, variant::multiple_decks, variant::rich_mans_curse>);
}

TEST_CASE("CW-V0.2 alliance pairs with two teams per player are rejected") {
    CHECK_FALSE(combination_allowed<2, variant::two_teams, variant::alliance>);
    CHECK_FALSE(combination_allowed<4, variant::two_teams, variant::alliance, variant::multiple_decks>);
}

TEST_CASE("CW-V1.19 one account of $2000 per controller, spent by both his seats") {
    const state<tt> s;
    CHECK(s.team(0).money == 2000);
    CHECK(s.team(1).money == 2000);
    CHECK(s.team(2).money == 0);
    CHECK(s.account(2).money == 2000);
    auto t = table<tt>{}.turn(2).hand(2, {7}).build();
    t = play(t, move::hire(c(7)));  // seat 2 (Clubs) hires from controller 0's account
    CHECK(t.team(0).money == 1300);
    CHECK(has(t.team(2).play, c(7)));
}

TEST_CASE("CW-V1.21 seats take turns in seat order, alternating controllers; each draws for itself") {
    auto s = table<tt>{}.build();
    CHECK(current_player(s) == 0);
    const int order[] = {1, 2, 3, 0};
    for (const int seat : order) {
        s = play(s, move::end_turn());
        CHECK(s.turn_player() == seat);
        REQUIRE(current_player(s) == arbiter::chance_player);  // the seat's own draw
        const auto draws = chance_outcomes(s);
        CHECK(draws.size() == static_cast<std::size_t>(count(s.team(static_cast<player_id>(seat)).deck)));
        s = play(s, outcome{chance_kind::draw, c(5), 0});
        CHECK(has(s.team(static_cast<player_id>(seat)).hand, c(5)));
        CHECK(current_player(s) == seat % 2);  // its controller decides
    }
}

TEST_CASE("CW-V1.20 one ATTACK may include groups of both seats, within CW-10.2") {
    // Controller 0: seat 0 (S, ATK 4) with 2 and 3, seat 2 (C, ATK 2) with 4.
    // Controller 1: seat 1 (H) with a 10, seat 3 (D) with a 5.
    const auto s = table<tt>{}.play(0, {2, 3}).play(2, {4}).play(1, {10}).play(3, {5}).build();
    CHECK(lists(s, move::attack(cards({2, 3}), 1, c(10), cards({4}))));  // 9 thugs against 10
    CHECK(lists(s, move::attack(cards({2}), 1, c(10), cards({4}))));
    CHECK(lists(s, move::attack(cards({2, 3}), 3, c(5))));
    CHECK_FALSE(lists(s, move::attack(cards({2}), 3, c(5), cards({4}))));  // 6 thugs against 5
    CHECK_FALSE(lists(s, move::attack(0, 1, c(10), cards({4}))));         // the turn's seat leads
    CHECK_FALSE(lists(s, move::attack(cards({2}), 2, c(4))));             // his own other seat
    const auto own = try_play(s, move::attack(cards({2}), 2, c(4)));
    REQUIRE_FALSE(own.has_value());
    CHECK(own.error().message.find("CW-V1.20") != std::string::npos);
    // Both seats' groups are marked and fight together: (2+3) x 4 + 4 x 2 = 28.
    const auto a = play(s, move::attack(cards({2, 3}), 1, c(10), cards({4})));
    CHECK(a.help(2) == cards({4}));
    CHECK(a.team(2).attacked == cards({4}));
    CHECK(combat_attack(a) == 28);
    CHECK(a.phase() == phase::defending);
    CHECK(current_player(a) == 1);
}

TEST_CASE("CW-V1.20 the controller also adds his other seat's groups to a defense (ALLY_DEFEND)") {
    const auto s = table<tt>{}.play(0, {10}).play(1, {5}).play(3, {2, 3}).build();
    auto a = play(s, move::attack(cards({10}), 1, c(5)));
    a = play(a, move::defend(0));
    REQUIRE(a.phase() == phase::ally_defending);
    CHECK(current_player(a) == 1);  // controller 1 decides for seat 3 too
    CHECK(lists(a, move::ally_defend(cards({2, 3}))));  // 5 + 2 + 3 = 10 thugs
    a = play(a, move::ally_defend(cards({2, 3})));
    CHECK(a.phase() == phase::combat);
}

TEST_CASE("CW-V1.18 a bonus card strengthens only its own seat's team, and is never routed") {
    auto s = table<tt>{}.turn(2).deck(2, {Q, 5}).at(phase::drawing).build();
    s = play(s, outcome{chance_kind::draw, queen, 0});
    CHECK(s.phase() == phase::main);  // no ROUTE decision
    CHECK(s.team(2).queens == 1);
    CHECK(s.team(0).queens == 0);
    CHECK(s.team(2).bottom_set() == bit(queen));
}

TEST_CASE("CW-V1.21 a killed kingpin takes out its seat only; the controller stays until his last") {
    auto s = table<tt>{}.play(0, {9, 10}).play(1, {}).play(3, {}).build();
    s = play(s, move::attack(cards({10}), 1, kingpin));
    s = play(s, move::defend(0));
    s = play(s, outcome{chance_kind::combat, 6, 1});  // 240 against 8
    CHECK(s.team(1).eliminated);
    CHECK(s.controller_in(1));
    CHECK(s.team(1).money == 2000);  // the account survives with seat 3
    CHECK(s.players_left() == 2);
    CHECK_FALSE(is_terminal(s));
    s = play(s, move::attack(cards({9}), 3, kingpin));
    s = play(s, move::defend(0));
    s = play(s, outcome{chance_kind::combat, 6, 1});
    CHECK_FALSE(s.controller_in(1));
    CHECK(s.team(1).money == 0);
    CHECK(is_terminal(s));
    CHECK(winner(s) == 0);
    CHECK(returns(s) == std::array<double, 2>{1.0, 0.0});
}

TEST_CASE("CW-V1.21 spoils only for the kill that eliminates a controller, with three controllers") {
    // Controller 1 has seats 1 and 4.
    auto s = table<tt3>{}.play(0, {9, 10}).hand(4, {7}).money(1, 350).build();
    s = play(s, move::attack(cards({10}), 1, kingpin));
    s = play(s, move::defend(0));
    s = play(s, outcome{chance_kind::combat, 6, 1});
    CHECK(s.team(1).eliminated);
    CHECK(s.team(0).money == 2000);  // no spoils yet
    s = play(s, move::attack(cards({9}), 4, kingpin));
    s = play(s, move::defend(0));
    s = play(s, outcome{chance_kind::combat, 6, 1});
    CHECK_FALSE(s.controller_in(1));
    CHECK(s.team(0).money == 2000 + 350 + 700);  // his money and his seats' hands (CW-12.3)
    CHECK_FALSE(is_terminal(s));
}

TEST_CASE("CW-V1.21 V counts both seats' groups; the loan falls due at the controller's next seat turn") {
    // Controller 0 owes a roulette 2 with $300; seat 2 has a 4 in play.
    auto s = table<tt>{}.play(2, {4}).money(0, 300).at(phase::loan).debt(800).build();
    CHECK(min_loan(s) == 100);  // 800 - 300 - 400
    CHECK(legal_moves(s).front() == move::loan(100));
    s = play(s, move::loan(100));
    REQUIRE(s.phase() == phase::surrender);
    CHECK(s.debt() == 400);
    CHECK(legal_moves(s).size() == 1);
    s = play(s, move::surrender(0, cards({4}), 2));  // the other seat's group pays
    CHECK(s.team(2).play == 0);
    CHECK(s.team(2).bottom_set() == cards({4}));
    CHECK(s.team(0).due == 125);
    // Seat 1 (controller 1) plays; the due comes at seat 2, controller 0's
    // next seat turn, and with $0 and no groups he defaults (CW-15.8).
    s = play(s, move::end_turn());
    CHECK(s.turn_player() == 1);
    CHECK(s.controller_in(0));
    s = play(s, outcome{chance_kind::draw, c(5), 0});
    s = play(s, move::end_turn());
    CHECK_FALSE(s.controller_in(0));
    CHECK(s.team(0).eliminated);
    CHECK(s.team(2).eliminated);
    CHECK(is_terminal(s));
    CHECK(winner(s) == 1);
}

TEST_CASE("CW-V1.21 a surrender is a minimal cover from the groups of both seats") {
    const auto s = table<tt>{}.play(0, {5}).play(2, {6}).money(0, 0).at(phase::surrender).debt(500).build();
    const auto moves = legal_moves(s);
    CHECK(moves.size() == 2);  // {5} or {6}; {5, 6} is not minimal
    CHECK(lists(s, move::surrender(cards({5}))));
    CHECK(lists(s, move::surrender(0, cards({6}), 2)));
    const auto after = play(s, move::surrender(0, cards({6}), 2));
    CHECK(after.team(0).money == 100);  // change (CW-15.4)
    CHECK(after.team(2).play == 0);
    CHECK(after.team(0).play == cards({5}));
}

TEST_CASE("CW-V1.23 no Snitch is used with two teams per player") {
    static_assert(!tt::snitch);
    const state<tt> s;
    for (player_id p = 0; p < tt::seats; ++p) CHECK_FALSE(has(s.team(p).deck, joker));
}

TEST_CASE("CW-V1.20 a controller gives cards to his other seat at once (CW-V1.14, no price)") {
    auto s = table<tt>{}.hand(0, {7}).build();
    REQUIRE(lists(s, move::give(2, cards({7}))));
    s = play(s, move::give(2, cards({7})));
    CHECK(s.phase() == phase::main);
    CHECK(has(s.team(2).hand, c(7)));
    CHECK(s.team(0).bottom_set() == cards({7}));
    CHECK(s.team(0).money == 2000);
}

TEST_CASE("CW-V1.20 observe: a controller sees the hands of both his seats, no others") {
    const auto s = table<tt>{}.hand(0, {7}).hand(2, {5}).hand(1, {3}).build();
    const auto o = observe(s, 0);
    CHECK(o.view.team(0).hand == cards({7}));
    CHECK(o.view.team(2).hand == cards({5}));
    CHECK(o.view.team(1).hand == 0);
    CHECK(o.hand_sizes[1] == 1);
    std::mt19937_64 rng(5);
    const auto d = sample(o, rng);
    CHECK(count(d.team(1).hand) == 1);
    CHECK(d.team(0).hand == cards({7}));
    CHECK(observe(d, 0) == o);
}

TEST_CASE("CW-V1.20 combination bound: 69 attacks of two seats' groups fit in 10 thugs") {
    // Counted here independently: subsets of ranks 2..10 for each seat.
    int expected = 0;
    for (unsigned a = 1; a < 512; ++a)
        for (unsigned b = 0; b < 512; ++b) {
            int size = 0, n = 0;
            for (int i = 0; i < 9; ++i) {
                if ((a >> i) & 1u) size += i + 2, ++n;
                if ((b >> i) & 1u) size += i + 2, ++n;
            }
            if (size <= 10 && n >= 2) ++expected;
        }
    CHECK(expected == static_cast<int>(two_seat_combinations));
    CHECK(detail::combinations(thug_cards, thug_cards, true).size() == two_seat_combinations);
}

namespace {
// Every surrender sequence from s, each final cover as (turn seat's groups, other seat's).
void surrender_covers(const state<tt>& s, card_set own, card_set other, std::set<std::pair<card_set, card_set>>& out,
                      std::size_t& sequences, std::size_t& most_choices) {
    if (s.phase() != phase::surrender) {
        out.insert({own, other});
        ++sequences;
        return;
    }
    const auto moves = legal_moves(s);
    REQUIRE_FALSE(moves.empty());  // no dead ends
    most_choices = std::max(most_choices, moves.size());
    for (const move& m : moves)
        surrender_covers(play(s, m), static_cast<card_set>(own | m.cards), static_cast<card_set>(other | m.other_cards), out,
                         sequences, most_choices);
}
// The minimal covers of the remainder by the groups of seats 0 and 2, by brute force.
std::set<std::pair<card_set, card_set>> minimal_covers(const state<tt>& s) {
    std::set<std::pair<card_set, card_set>> out;
    const card_set a = s.team(0).play, b = s.team(2).play;
    for (card_set g = a;; g = static_cast<card_set>((g - 1) & a)) {
        for (card_set h = b;; h = static_cast<card_set>((h - 1) & b)) {
            if (is_minimal_cover(g, h, s.debt())) out.insert({g, h});
            if (h == 0) break;
        }
        if (g == 0) break;
    }
    return out;
}
}  // namespace

TEST_CASE("CW-15.3 CW-V1.21 surrender: one group at a time reaches exactly the minimal covers of both seats' groups") {
    std::map<int, int> covers;  // remainder (in thugs, rounded up) -> minimal covers
    for (unsigned m = 1; m < (1u << 18); ++m) {
        int v = 0, low = 99;
        for (int i = 0; i < 18; ++i)
            if ((m >> i) & 1u) v += i % 9 + 2, low = std::min(low, i % 9 + 2);
        for (int r = v - low + 1; r <= v; ++r) ++covers[r];
    }
    int most = 0;
    for (const auto& [r, n] : covers) most = std::max(most, n);
    CHECK(most == 17075);  // once one move each; now at most 18 choices at a time
    auto t = table<tt>{}.play(0, {2, 3, 4, 5, 6, 7, 8, 9, 10}).play(2, {2, 3, 4, 5, 6, 7, 8, 9, 10});
    const auto worst = t.money(0, 0).at(phase::surrender).debt(5300).build();
    for (const auto& s : {worst, table<tt>{}.play(0, {2, 3, 5, 9}).play(2, {3, 4, 5}).money(0, 0).at(phase::surrender).debt(1000).build(),
                          table<tt>{}.play(0, {5}).play(2, {5, 2}).money(0, 0).at(phase::surrender).debt(500).build()}) {
        std::set<std::pair<card_set, card_set>> reached;
        std::size_t sequences = 0, most_choices = 0;
        surrender_covers(s, 0, 0, reached, sequences, most_choices);
        const auto expected = minimal_covers(s);
        CHECK(reached == expected);
        CHECK(sequences == expected.size());  // each cover by exactly one sequence
        CHECK(most_choices <= 18);
        CHECK(most_choices <= max_moves<tt>);
    }
}

TEST_CASE("CW-V1.20 notation: an attack and a surrender name cards of both seats") {
    const auto s = table<tt>{}.play(0, {2, 3}).play(2, {4}).play(1, {10}).build();
    const move m = move::attack(cards({2, 3}), 1, c(10), cards({4}));
    CHECK(to_string(s, m) == "attack 2S+3S+4C -> 10H");
    const auto back = parse_move(s, "attack 2S+3S+4C -> 10H");
    REQUIRE(back.has_value());
    CHECK(*back == m);
    const auto sur = table<tt>{}.play(0, {5}).play(2, {6}).money(0, 0).at(phase::surrender).debt(500).build();
    CHECK(to_string(sur, move::surrender(0, cards({6}), 2)) == "surrender 6C");
    const auto r = parse_move(sur, "surrender 6C");
    REQUIRE(r.has_value());
    CHECK(*r == move::surrender(0, cards({6}), 2));
    const auto bad = parse_move(s, "attack 2S+4H -> 10H");
    REQUIRE_FALSE(bad.has_value());
    // The state text round-trips, with the account on the controller's first seat.
    const auto text = to_string(s);
    CHECK(text.starts_with("game=crime-wars rules=two-teams players=2\ncrime-wars players=2 variants=two-teams\n"));
    const auto read = parse_state<tt>(text);
    REQUIRE(read.has_value());
    CHECK(*read == s);
    std::string moved = text;  // money on a second seat's line is refused
    const auto at = moved.find("\nC money=0");
    REQUIRE(at != std::string::npos);
    moved.replace(at, 10, "\nC money=5");
    CHECK_FALSE(parse_state<tt>(moved).has_value());
}

TEST_CASE("CW-V1.17 harness: two teams per player keeps the invariants, alone and combined") {
    SUBCASE("two controllers") { check_playouts<tt>(40, 31); }
    SUBCASE("three controllers, Rich Man's Curse") {
        check_playouts<rules<3, variant::two_teams, variant::multiple_decks, variant::rich_mans_curse>>(10, 32);
    }
    SUBCASE("four controllers, Hardcore and Bounty") {
        check_playouts<rules<4, variant::two_teams, variant::multiple_decks, variant::hardcore, variant::bounty>>(4, 33);
    }
    SUBCASE("Aggressor, Gambling") { check_playouts<rules<2, variant::two_teams, variant::aggressor, variant::gambling>>(10, 34); }
    SUBCASE("Rush") { check_playouts<rules<2, variant::two_teams, variant::rush>>(20, 35); }
}

TEST_CASE("CW-V1.17 legal_moves and play never touch the heap") {
    std::mt19937_64 rng(7);
    std::size_t nodes = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        count_nodes<tt>(40, rng, nodes);
        count_nodes<tt4>(5, rng, nodes);
    });
    CHECK(nodes > 2000);
    CHECK(allocations == 0);
}

TEST_CASE("CW-V1.17 sizes are pinned") {
    static_assert(std::is_trivially_copyable_v<state<tt>>);
    CHECK(sizeof(state<tt>) == 224);
    CHECK(sizeof(state<tt4>) == 408);
    CHECK(max_moves<tt> == 1945);  // 2 enemy seats x 9 targets x 79 attacks + 12 + 511 GIVEs; a surrender offers at most 18
}
