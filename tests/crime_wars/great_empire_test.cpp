// Great Empire (CW-V7): the conqueror of a player chooses the spoils or to
// annex his team as a kingless seat under his control.

#include <doctest/doctest.h>

#include <arbiter/crime_wars.hpp>

#include <algorithm>
#include <array>
#include <string>
#include <vector>
#include <type_traits>

#include "common/alloc_counter.hpp"  // counting is on in engine_test.cpp
#include "helpers.hpp"
#include "playouts.hpp"

using namespace cw_test;

namespace {

using ge = rules<3, variant::great_empire>;
using ge4 = rules<4, variant::great_empire>;

// Player 0 (Spades, a 10 in play) kills the exposed kingpin of `victim`.
template <rules_policy R>
state<R> kill(state<R> s, player_id victim, int with = 10) {
    s = play(s, move::attack(cards({with}), victim, kingpin));
    s = play(s, move::defend(0));
    return play(s, outcome{chance_kind::combat, 6, 1});
}

}  // namespace

TEST_CASE("CW-V7.1 Great Empire is for three or more players") {
    CHECK_FALSE(combination_allowed<2, variant::great_empire>);
    CHECK(combination_allowed<3, variant::great_empire>);
    CHECK(combination_allowed<8, variant::great_empire, variant::multiple_decks>);
    CHECK(combination_allowed<4, variant::great_empire, variant::rich_mans_curse, variant::bounty>);
    // CW-V0.1: with Thug Alliance and with two teams per player as well.
    CHECK(combination_allowed<4, variant::alliance, variant::great_empire>);
    CHECK(combination_allowed<3, variant::two_teams, variant::great_empire, variant::multiple_decks>);
    CHECK(combination_allowed<4, variant::two_teams, variant::great_empire, variant::multiple_decks>);
    CHECK_FALSE(combination_allowed<2, variant::two_teams, variant::great_empire>);  // CW-V7.1: two controllers
}

TEST_CASE("CW-V7.2 a kill that eliminates a player makes the killer choose: spoils or annex") {
    const auto s = table<ge>{}.play(0, {9, 10}).hand(1, {7}).money(1, 350).play(2, {5}).build();
    const auto c = kill(s, 1);
    REQUIRE(c.phase() == phase::conquering);
    CHECK(current_player(c) == 0);
    CHECK(c.target_player() == 1);
    const auto moves = legal_moves(c);
    CHECK(moves.size() == 2);
    CHECK(std::find(moves.begin(), moves.end(), move::conquest(false)) != moves.end());
    CHECK(std::find(moves.begin(), moves.end(), move::conquest(true)) != moves.end());
    CHECK(to_string(c, move::conquest(true)) == "conquest annex");
    const auto parsed = parse_move(c, "conquest spoils");
    REQUIRE(parsed.has_value());
    CHECK(*parsed == move::conquest(false));
    SUBCASE("spoils: the usual victory money (CW-12.3), and the victim is out") {
        const auto t = play(c, move::conquest(false));
        CHECK(t.team(0).money == 1000 + 350 + 700);
        CHECK(t.team(1).eliminated);
        CHECK_FALSE(t.controller_in(1));
        CHECK(t.phase() == phase::main);
    }
    SUBCASE("annex: no money; the seat becomes the conqueror's (CW-V7.3)") {
        const auto t = play(c, move::conquest(true));
        CHECK(t.team(0).money == 1000);
        CHECK_FALSE(t.team(1).eliminated);
        CHECK(t.controller_of(1) == 0);
        CHECK_FALSE(t.controller_in(1));
        CHECK(t.players_left() == 2);
        CHECK(t.team(1).money == 0);  // his money went to the bank
        CHECK(t.team(1).hand == cards({7}));  // keeps hand, deck, q and j
        CHECK(t.team(1).kingless);
        CHECK_FALSE(is_terminal(t));
    }
}

TEST_CASE("CW-V7.3 an annexed seat keeps its turn, spends the conqueror's money, has no kingpin") {
    auto s = table<ge>{}.play(0, {9, 10}).hand(1, {7}).due(1, 625).play(2, {5}).build();
    s = play(kill(s, 1), move::conquest(true));
    CHECK(s.team(1).due == 0);  // his loan lapses
    // Seat 0 ends its turn: seat 1, now controller 0's, plays next.
    s = play(s, move::end_turn());
    CHECK(s.turn_player() == 1);
    s = play(s, outcome{chance_kind::draw, c(3), 0});
    CHECK(current_player(s) == 0);
    CHECK(s.account(1).money == 1000);
    s = play(s, move::hire(c(7)));  // spends controller 0's money
    CHECK(s.team(0).money == 300);
    // No kingpin: it cannot attack, and with no groups it offers no target.
    for (const move& m : legal_moves(s)) CHECK_FALSE((m.kind == action::attack && has(m.cards, kingpin)));
    // Allied with the conqueror: never attacks his seats.
    for (const move& m : legal_moves(s))
        if (m.kind == action::attack) CHECK(m.seat == 2);
    auto bare = table<ge>{}.play(0, {9, 10}).play(2, {5}).turns(2, 1).build();
    bare = play(kill(bare, 1), move::conquest(true));
    bare = play(bare, move::end_turn());  // seat 1, kingless and with no groups
    bare = play(bare, outcome{chance_kind::draw, c(3), 0});
    bare = play(bare, move::end_turn());
    bare = play(bare, outcome{chance_kind::draw, c(3), 0});  // seat 2's turn
    REQUIRE(bare.turn_player() == 2);
    for (const move& m : legal_moves(bare)) CHECK_FALSE((m.kind == action::attack && m.seat == 1));
}

TEST_CASE("CW-V7.3 an annexed seat is eliminated together with its controller") {
    // Controller 0 annexes seat 1, then seat 2 kills controller 0's kingpin.
    auto s = table<ge>{}.play(0, {9, 10}).play(2, {4}).build();
    s = play(kill(s, 1), move::conquest(true));
    typename state<ge>::edit e{s};
    e.team(0).play = 0;  // seat 0's groups gone: its kingpin is exposed
    e.team(0).deck |= cards({9, 10});
    e.team(0).attacked = 0;
    e.current() = 2;
    s = play(s, move::attack(cards({4}), 0, kingpin));
    s = play(s, move::defend(0));
    s = play(s, outcome{chance_kind::combat, 6, 1});  // 24 against 2
    REQUIRE(s.phase() == phase::conquering);
    SUBCASE("with the spoils, both seats leave the game") {
        const auto t = play(s, move::conquest(false));
        CHECK(t.team(0).eliminated);
        CHECK(t.team(1).eliminated);
        CHECK(is_terminal(t));
        CHECK(winner(t) == 2);
    }
    SUBCASE("annexed, both become the conqueror's (CW-V7.4: three teams for one player)") {
        const auto t = play(s, move::conquest(true));
        CHECK(t.controller_of(0) == 2);
        CHECK(t.controller_of(1) == 2);
        CHECK(t.controller_of(2) == 2);
        CHECK(is_terminal(t));
        CHECK(winner(t) == 2);
    }
}

TEST_CASE("CW-V7.2 with Rich Man's Curse the coin still passes, and the spoils are forfeit (CW-V6.4)") {
    using gc = rules<3, variant::great_empire, variant::rich_mans_curse>;
    const auto s = table<gc>{}.play(0, {9, 10}).hand(1, {7}).play(2, {5}).build();
    const auto c = kill(s, 1);
    REQUIRE(c.phase() == phase::conquering);
    CHECK(c.coin_holder() == 0);
    CHECK(play(c, move::conquest(false)).team(0).money == 1000);  // forfeited
    CHECK(play(c, move::conquest(true)).controller_of(1) == 0);   // annexation remains possible
}

TEST_CASE("CW-V7.3 the state text carries controllers, kingless seats and the conquest") {
    const auto s = table<ge>{}.play(0, {9, 10}).play(2, {5}).build();
    const auto c = kill(s, 1);
    const auto text = to_string(c);
    CHECK(text.find("conquest=1") != std::string::npos);
    const auto back = parse_state<ge>(text);
    REQUIRE_MESSAGE(back.has_value(), back.error().what());
    CHECK(*back == c);
    const auto t = play(c, move::conquest(true));
    const auto text2 = to_string(t);
    CHECK(text2.find("king=none") != std::string::npos);
    CHECK(text2.find("controller=0") != std::string::npos);
    const auto back2 = parse_state<ge>(text2);
    REQUIRE_MESSAGE(back2.has_value(), back2.error().what());
    CHECK(*back2 == t);
}

TEST_CASE("CW-V7 harness: Great Empire keeps the invariants, alone and combined") {
    SUBCASE("three players") { check_playouts<ge>(40, 41); }
    SUBCASE("four players, Curse and Bounty") {
        check_playouts<rules<4, variant::great_empire, variant::rich_mans_curse, variant::bounty>>(20, 42);
    }
    SUBCASE("six players, Hardcore, Gambling") {
        check_playouts<rules<6, variant::great_empire, variant::multiple_decks, variant::hardcore, variant::gambling>>(5, 43);
    }
    SUBCASE("Rush") { check_playouts<rules<3, variant::great_empire, variant::rush>>(20, 44); }
    SUBCASE("Aggressor") { check_playouts<rules<3, variant::great_empire, variant::aggressor>>(10, 45); }
}

TEST_CASE("CW-V7 legal_moves and play never touch the heap; sizes pinned") {
    std::mt19937_64 rng(11);
    std::size_t nodes = 0, conquests = 0, annexed = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        random_games<ge4>(40, rng, [&](const state<ge4>& s) {
            ++nodes;
            if (s.phase() == phase::conquering) ++conquests;
            for (player_id q = 0; q < ge4::seats; ++q) annexed += s.controller_of(q) != q ? 1u : 0u;
        });
    });
    CHECK(nodes > 2000);
    CHECK(conquests > 20);  // the random games do reach CONQUEST, and annex
    CHECK(annexed > 0);
    CHECK(allocations == 0);
    static_assert(std::is_trivially_copyable_v<state<ge>>);
    CHECK(sizeof(state<ge>) == 180);
    CHECK(sizeof(state<ge4>) == 228);
}

namespace {
template <rules_policy R>
std::vector<std::string> empire_options(const state<R>& s) {
    std::vector<std::string> out;
    for (const move& m : legal_moves(s)) out.push_back(to_string(s, m));
    std::sort(out.begin(), out.end());
    return out;
}
using strings = std::vector<std::string>;
// Controller `by` has annexed `seat` (CW-V7.3), built by hand.
template <rules_policy R>
state<R> annexed(state<R> s, player_id seat, player_id by) {
    typename state<R>::edit e{s};
    e.set_controller(seat, by);
    e.team(seat).kingless = true;
    e.team(seat).money = 0;
    return s;
}
}  // namespace

TEST_CASE("CW-V7.3 CW-15.6 V counts the groups of all the controller's seats") {
    // Controller 0 (seat 0, a 2 in play) has annexed seat 1 (a 4 in play);
    // a roulette 2 leaves him owing $800 with $0.
    const auto s = annexed(table<ge4>{}.play(0, {2}).play(1, {4}).play(2, {9}).money(0, 0).at(phase::loan).debt(800).build(), 1, 0);
    CHECK(groups_value(s, 0) == 600);
    CHECK(groups_value(s, 1) == 600);
    CHECK(groups_value(s, 2) == 900);  // an enemy's are his own
    CHECK(min_loan(s) == 200);         // 800 - 200 - 400
    CHECK(refusal(s, "loan 100").find("CW-15.6 a") != std::string::npos);
    CHECK(refusal(s, "loan 200").empty());
}

TEST_CASE("CW-V7.3 CW-15.3 a surrender is a minimal cover from the groups of all the controller's seats") {
    // Controller 0 owns seats 0 (2S), 1 (4H, annexed) and 3 (5D, annexed);
    // seat 2 (Clubs) is the enemy. He owes $800 with $0.
    const auto base = table<ge4>{}.play(0, {2}).play(1, {4}).play(2, {6}).play(3, {5}).money(0, 0).at(phase::surrender).debt(800).build();
    const auto s = annexed(annexed(base, 1, 0), 3, 0);
    // The only minimal cover is {5D, 4H} ({2S, 5D} is short, all three not minimal).
    CHECK(empire_options(s) == strings{"surrender 5D"});
    CHECK(refusal(s, "surrender 6C").find("not a card of the player's teams") != std::string::npos);
    CHECK(refusal(s, "surrender 4H").find("cannot cover") != std::string::npos);
    const auto five = must(s, "surrender 5D");
    CHECK(five.phase() == phase::surrender);
    CHECK(five.debt() == 300);
    CHECK(five.team(3).bottom_set() == cards({5}));
    CHECK(empire_options(five) == strings{"surrender 4H"});
    const auto paid = must(five, "surrender 4H");
    CHECK(paid.phase() == phase::main);
    CHECK(paid.team(0).money == 100);  // change to the controller (CW-15.4)
    CHECK(paid.team(0).play == cards({2}));
    CHECK(paid.team(1).play == 0);
    CHECK(paid.team(3).play == 0);
    CHECK(paid.team(2).play == cards({6}));
    // The partial surrender's text round-trips (below= names the 5D's key).
    const auto back = parse_state<ge4>(to_string(five));
    REQUIRE_MESSAGE(back.has_value(), back.error().what());
    CHECK(*back == five);
    // At equal size the turn seat's group comes first, then the others' in seat order from it.
    const auto tie = annexed(table<ge4>{}.play(0, {5}).play(1, {5}).money(0, 0).at(phase::surrender).debt(1000).build(), 1, 0);
    CHECK(empire_options(tie) == strings{"surrender 5S"});
    CHECK(empire_options(must(tie, "surrender 5S")) == strings{"surrender 5H"});
}

TEST_CASE("CW-V7.3 CW-V1.20 one attack includes groups of several of the controller's seats") {
    // Controller 0 owns seats 0 (2S), 1 (3H, annexed) and 3 (4D, annexed);
    // seat 2 (Clubs) has a 10 in play.
    const auto base = table<ge4>{}.play(0, {2}).play(1, {3}).play(2, {10}).play(3, {4}).build();
    const auto s = annexed(annexed(base, 1, 0), 3, 0);
    auto a = must(s, "attack 2S -> 10C");
    // His other seats add their groups in turn order, each decided by him.
    REQUIRE(a.phase() == phase::joining);
    CHECK(a.helper() == 1);
    CHECK(current_player(a) == 0);
    CHECK(is_legal(a, "join 3H"));
    CHECK(is_legal(a, "join -"));
    a = must(a, "join 3H");
    REQUIRE(a.phase() == phase::joining);
    CHECK(a.helper() == 3);
    // The text round-trips in the middle of the joins (helper= names the seat deciding).
    const auto text = to_string(a);
    CHECK(text.find("join=3H") != std::string::npos);
    CHECK(text.find("helper=3") != std::string::npos);
    const auto back = parse_state<ge4>(text);
    REQUIRE_MESSAGE(back.has_value(), back.error().what());
    CHECK(*back == a);
    CHECK(refusal(a, "join 4D").empty());
    // CW-10.2: 2 + 3 thugs leave room for 5; the 4 fits.
    a = must(a, "join 4D");
    CHECK(a.phase() == phase::defending);
    CHECK(current_player(a) == 2);
    CHECK(a.help(1) == cards({3}));
    CHECK(a.help(3) == cards({4}));
    CHECK(a.team(1).attacked == cards({3}));
    CHECK(a.team(3).attacked == cards({4}));
    // Each group with its own suit's ATK (CW-V1.18): 2 x 4 + 3 x 1 + 4 x 3.
    CHECK(combat_attack(a) == 23);
    CHECK(legal_moves(a).size() == 1);  // 9 thugs against 10: no room for defenders (CW-10.4)
    a = must(a, "defend -");
    a = roll(a, "combat 4-3");  // 23 x 4 = 92 against 10 x 3 x 3 = 90
    CHECK(a.phase() == phase::main);
    CHECK(a.team(2).play == 0);
    CHECK(a.team(1).play == cards({3}));  // the attackers stay
    CHECK(a.help(1) == 0);
    // An attack on a kingpin, or by one, takes no helpers (CW-10.3).
    const auto bare = annexed(table<ge4>{}.play(0, {2}).play(1, {3}).build(), 1, 0);
    const auto k = must(bare, "attack 2S -> KC");
    CHECK(k.phase() == phase::defending);
}

TEST_CASE("CW-V7.3 CW-V1.10 the controller's other seats join the defense of an attacked group") {
    // Seat 2 (Clubs, a 10) attacks controller 0's 4S; his annexed seats 3 (3D)
    // and 1 (2H) may add defenders in turn order from the attacker: 3, then 1.
    const auto base = table<ge4>{}.play(0, {4}).play(1, {2}).play(2, {10}).play(3, {3}).turn(2).build();
    auto s = annexed(annexed(base, 1, 0), 3, 0);
    s = must(s, "attack 10C -> 4S");
    s = must(s, "defend -");
    REQUIRE(s.phase() == phase::ally_defending);
    CHECK(s.helper() == 3);
    CHECK(current_player(s) == 0);
    CHECK(defense_room(s) == 6);
    s = must(s, "ally-defend 3D");
    REQUIRE(s.phase() == phase::ally_defending);
    CHECK(s.helper() == 1);
    CHECK(defense_room(s) == 3);
    s = must(s, "ally-defend 2H");
    CHECK(s.phase() == phase::combat);
    // Each with its own suit's DEF: 4 x 1 + 3 x 2 + 2 x 4 = 18.
    CHECK(combat_defense(s) == 18);
    const auto text = to_string(s);
    CHECK(text.find("ally-defend=2H+3D") != std::string::npos);
    const auto back = parse_state<ge4>(text);
    REQUIRE_MESSAGE(back.has_value(), back.error().what());
    CHECK(*back == s);
    s = roll(s, "combat 6-1");  // 20 x 6 against 18
    // Every defending group goes to the bottom of its own seat's deck.
    CHECK(s.team(0).bottom_set() == cards({4}));
    CHECK(s.team(1).bottom_set() == cards({2}));
    CHECK(s.team(3).bottom_set() == cards({3}));
}

TEST_CASE("CW-V7.3 CW-V1.2 under Thug Alliance an annexed seat follows its new controller's alliance") {
    using gea = rules<4, variant::alliance, variant::great_empire>;
    // Pairs 0+2 and 1+3. Seat 0 kills seat 1's exposed kingpin and annexes it.
    auto s = table<gea>{}.play(0, {9, 10}).play(2, {5}).play(3, {6}).build();
    s = kill(s, 1);
    REQUIRE(s.phase() == phase::conquering);
    s = must(s, "conquest annex");
    CHECK(s.controller_of(1) == 0);
    CHECK(s.team(1).ally == 2);       // now allied with seat 0's ally
    CHECK(allied(s, 1, 2));
    CHECK_FALSE(allied(s, 1, 3));     // and an enemy of its old ally
    CHECK(live_ally(s, 3) == -1);     // who has lost his
    CHECK(is_enemy(s, 3, 1));
    CHECK_FALSE(is_enemy(s, 2, 1));
    // An attack by seat 0 on seat 3 may take groups of the annexed seat and of the ally.
    typename state<gea>::edit e{s};
    e.team(1).play = cards({2});
    e.team(1).deck = static_cast<card_set>(e.team(1).deck & ~cards({2}));
    // The 9 alone may attack a 6 (CW-10.1); the helpers are asked in turn order, with no room left.
    auto a = must(s, "attack 9S -> 6D");
    REQUIRE(a.phase() == phase::joining);
    CHECK(a.helper() == 1);
    CHECK(legal_moves(a).size() == 1);
    a = must(a, "join -");
    CHECK(a.helper() == 2);
    CHECK(current_player(a) == 2);  // the ally decides for his own seat
    a = must(a, "join -");
    CHECK(a.phase() == phase::defending);
    const auto back = parse_state<gea>(to_string(s));
    REQUIRE_MESSAGE(back.has_value(), back.error().what());
    CHECK(*back == s);
}

TEST_CASE("CW-V7.3 CW-V1.21 two teams per player: an annexed seat joins the controller's two seats") {
    using get = rules<3, variant::two_teams, variant::great_empire, variant::multiple_decks>;
    // Six seats, controller c owns c and c + 3. Controller 0 has annexed both
    // of controller 1's seats (1 and 4); controller 2 (seats 2, 5) is left.
    auto s = table<get>{}.play(0, {2}).play(3, {3}).play(1, {4}).play(4, {5}).play(2, {10}).build();
    s = annexed(annexed(s, 1, 0), 4, 0);
    CHECK(groups_value(s, 0) == 1400);
    // One ATTACK with seat 3's group (CW-V1.20), then seat 1 and seat 4 may JOIN.
    auto a = must(s, "attack 2S+3D -> 10C");
    REQUIRE(a.phase() == phase::joining);
    CHECK(a.helper() == 1);
    CHECK(a.help(3) == cards({3}));
    a = must(a, "join -");
    CHECK(a.helper() == 4);
    a = must(a, "join 5s");
    CHECK(a.phase() == phase::defending);
    CHECK(attacking_thugs(a) == 10);
    const auto back = parse_state<get>(to_string(a));
    REQUIRE_MESSAGE(back.has_value(), back.error().what());
    CHECK(*back == a);
    check_playouts<get>(5, 51);
}

TEST_CASE("CW-V7 harness: Great Empire with Thug Alliance and with two teams per player") {
    SUBCASE("alliance, four players") { check_playouts<rules<4, variant::alliance, variant::great_empire>>(20, 61); }
    SUBCASE("alliance, six players, Bounty") {
        check_playouts<rules<6, variant::alliance, variant::great_empire, variant::multiple_decks, variant::bounty>>(5, 62);
    }
    SUBCASE("two teams, four controllers") {
        check_playouts<rules<4, variant::two_teams, variant::great_empire, variant::multiple_decks>>(5, 63);
    }
}

TEST_CASE("CW-V7.3 with Thug Alliance and two teams per player: no heap in legal_moves and play; sizes pinned") {
    using gea = rules<4, variant::alliance, variant::great_empire>;
    using get = rules<3, variant::two_teams, variant::great_empire, variant::multiple_decks>;
    std::mt19937_64 rng(12);
    std::size_t nodes = 0, helpers = 0, annexed_seats = 0;
    const auto count = [&](const auto& s, int seats) {
        ++nodes;
        if (s.helper() >= 0 && s.controller_of(s.helper()) == s.controller_of(s.turn_player())) ++helpers;
        for (player_id q = 0; q < seats; ++q) annexed_seats += s.team(q).kingless && !s.team(q).eliminated ? 1u : 0u;
    };
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        random_games<gea>(30, rng, [&](const state<gea>& s) { count(s, gea::seats); });
        random_games<get>(10, rng, [&](const state<get>& s) { count(s, get::seats); });
    });
    CHECK(nodes > 2000);
    CHECK(annexed_seats > 0);  // the random games do annex
    CHECK(allocations == 0);
    static_assert(std::is_trivially_copyable_v<state<gea>>);
    static_assert(std::is_trivially_copyable_v<state<get>>);
    CHECK(sizeof(state<gea>) == 228);
    CHECK(sizeof(state<get>) == 324);
    MESSAGE("JOIN decisions by a seat of the attacker's own controller: ", helpers);
}

TEST_CASE("CW-V7.3 CW-V1.14 CW-V1.20 a controller gives cards between his seats at once, for no price") {
    // Controller 0 owns seats 0 and 1 (annexed); seat 2 is an enemy.
    const auto s = annexed(table<ge4>{}.hand(0, {7}).play(0, {4}).bottom(1, {4}).hand(1, {9}).build(), 1, 0);
    CHECK(is_legal(s, "give 7S -> H"));
    CHECK(is_legal(s, "give 4S+7S -> H"));  // his 4 is in seat 1's B
    CHECK_FALSE(is_legal(s, "give 7S -> C"));
    CHECK(refusal(s, "give 7S -> C").find("CW-V1.14") != std::string::npos);
    CHECK(refusal(s, "give $100 -> H").find("CW-V1.5") != std::string::npos);  // one account: money is not given
    const auto t = must(s, "give 4S+7S -> H");
    CHECK(t.phase() == phase::main);  // no price, no answer
    CHECK(t.team(0).hand == 0);
    CHECK(t.team(0).play == 0);
    CHECK(t.team(0).bottom_set() == cards({4, 7}));
    CHECK(t.team(1).hand == cards({7, 9}));
    CHECK(t.team(1).play == cards({4}));
    CHECK(t.team(1).entered == cards({4}));  // entered play this turn (CW-V1.14 step 3)
    CHECK(t.team(1).bottom_size == 0);       // B shuffled into S
    CHECK(t.team(0).money == s.team(0).money);
}
