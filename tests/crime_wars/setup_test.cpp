// RULES.md CW-1 to CW-8: components, teams, setup, decks and drawing, the
// turn, hiring, stats and bonus cards.

#include <doctest/doctest.h>

#include "helpers.hpp"

using namespace cw_test;

namespace {
// A 2-player game with player `first` to start, at its first opening draw.
state<standard_rules> dealt(player_id first) {
    return state<standard_rules>(setup{.teams = {0, 1, 2, 3, 4, 5, 6, 7}, .first = first, .turn_limit = 0});
}
}  // namespace

TEST_CASE("CW-1.2 the four teams' per-thug and kingpin stats") {
    const auto s = table<rules<4>>{}.build();
    const std::array<std::array<int, 4>, 4> want{{{4, 1, 4, 2}, {1, 4, 1, 8}, {2, 3, 2, 6}, {3, 2, 3, 4}}};
    for (player_id p = 0; p < 4; ++p) {
        const team_record& t = s.team(p);
        CHECK(suit_of(t.team) == static_cast<suit>(p));
        const auto w = want[static_cast<std::size_t>(p)];
        CHECK(attack_stat<rules<4>>(t) == w[0]);
        CHECK(defense_stat<rules<4>>(t) == w[1]);
        CHECK(attack_of<rules<4>>(t, kingpin_bit) == static_cast<std::uint32_t>(w[2]));   // CW-7.4
        CHECK(defense_of<rules<4>>(t, kingpin_bit) == static_cast<std::uint32_t>(w[3]));  // CW-7.4
    }
}

TEST_CASE("CW-1.3 CW-2.1 CW-2.2 the deck once the King is placed: 13 with the Joker for two, 12 otherwise") {
    const state<standard_rules> two;
    for (player_id p = 0; p < 2; ++p) {
        CHECK(two.team(p).deck == static_cast<card_set>(thug_cards | bonus_cards | bit(joker)));
        CHECK(count(two.team(p).deck) == 13);
        CHECK(thugs(thug_cards) == 54);  // CW-1.3: 9 cards, 54 thugs
    }
    const state<rules<4>> four;
    for (player_id p = 0; p < 4; ++p) CHECK(count(four.team(p).deck) == 12);
    const state<rules<6, variant::multiple_decks>> six;
    for (player_id p = 0; p < 6; ++p) {
        CHECK(count(six.team(p).deck) == 12);
        CHECK_FALSE(has(six.team(p).deck, joker));  // CW-V10.3
    }
    CHECK(pack_of(six.team(4).team) == 1);  // CW-V10.2: seats 4 and 5 take the second pack
    CHECK(suit_of(six.team(4).team) == suit::spades);
}

TEST_CASE("CW-1.4 CW-3.2 CW-3.3 CW-3.4 CW-11.1 every team starts with $1000, its kingpin in play and its deck all shuffled") {
    const state<rules<3>> s;
    CHECK(s.phase() == phase::choose_first);
    for (player_id p = 0; p < 3; ++p) {
        CHECK(s.team(p).money == 1000);
        CHECK_FALSE(s.team(p).eliminated);  // the kingpin is in play
        CHECK(s.team(p).bottom_size == 0);  // all of the deck is S
        CHECK(s.team(p).hand == 0);
        CHECK(s.team(p).play == 0);
    }
}

TEST_CASE("CW-1.4 CW-6.1 hiring costs $100 per thug and puts the card in play") {
    const auto s = table<>{}.hand(0, {7, 3}).money(0, 1000).build();
    const auto t = must(s, "hire 7S");
    CHECK(t.team(0).money == 300);
    CHECK(has(t.team(0).play, c(7)));
    CHECK_FALSE(has(t.team(0).hand, c(7)));
}

TEST_CASE("CW-1.5 CW-X.17 money moves in $25 steps: a loan's interest and its change") {
    // $625 due with $100 and a 6: the change is $75 (CW-X.17).
    const auto s = table<>{}.turn(1).play(0, {6}).money(0, 100).due(0, 625).build();
    const auto t = must(s, "end");
    REQUIRE(t.phase() == phase::surrender);
    const auto u = must(t, "surrender 6S");
    CHECK(u.team(0).money == 75);
}

TEST_CASE("CW-2.3 fewer than 2 or more than 8 players is a setup error") {
    CHECK_FALSE(combination_allowed<1>);
    CHECK_FALSE(combination_allowed<9, variant::multiple_decks>);
    CHECK(combination_allowed<2>);
    CHECK(combination_allowed<8, variant::multiple_decks>);
}

TEST_CASE("CW-2.4 the teams are a setup parameter, each taken once") {
    const auto ok = start_game<rules<3>>(setup{.teams = {3, 0, 2}, .first = 1, .turn_limit = 0});
    REQUIRE(ok.has_value());
    CHECK(ok->team(0).team == 3);
    CHECK(ok->first_player() == 1);
    const auto twice = start_game<rules<3>>(setup{.teams = {1, 1, 2}, .first = -1, .turn_limit = 0});
    REQUIRE_FALSE(twice.has_value());
    CHECK(twice.error().message.find("both take team H") != std::string::npos);
    const auto second_pack = start_game<rules<3>>(setup{.teams = {0, 5, 2}, .first = -1, .turn_limit = 0});
    REQUIRE_FALSE(second_pack.has_value());
    CHECK(second_pack.error().message.find("CW-V10.1") != std::string::npos);
    const auto bad_first = start_game<rules<3>>(setup{.teams = {0, 1, 2}, .first = 3, .turn_limit = 0});
    REQUIRE_FALSE(bad_first.has_value());
    CHECK(bad_first.error().message.find("CW-3.5") != std::string::npos);
}

TEST_CASE("CW-3.5 CW-17.2 the first player: one event, 1/N each; or named by the setup") {
    const state<rules<3>> s;
    const auto outcomes = chance_outcomes(s);
    REQUIRE(outcomes.size() == 3);
    for (const auto& o : outcomes) CHECK(o.chance == arbiter::probability{1, 3});
    const auto t = roll(s, "first 2");
    CHECK(t.first_player() == 2);
    CHECK(t.turn_player() == 2);
    CHECK(t.phase() == phase::dealing);
    CHECK(dealt(1).turn_player() == 1);
}

TEST_CASE("CW-3.6 CW-3.7 two opening cards each in turn order; a bonus is applied, not replaced") {
    auto s = dealt(1);
    CHECK(s.phase() == phase::dealing);
    CHECK(chance_outcomes(s).size() == 13);
    s = roll(s, "draw 7H");
    CHECK(s.turn_player() == 1);
    s = roll(s, "draw QH");  // CW-8.2, CW-8.3: applied, at the bottom, no extra draw
    CHECK(s.team(1).queens == 1);
    CHECK(s.team(1).hand == cards({7}));
    CHECK(s.team(1).bottom_size == 1);
    CHECK(s.turn_player() == 0);  // the next in turn order
    s = roll(s, "draw *S");       // a Joker stays in hand
    s = roll(s, "draw 2S");
    CHECK(s.team(0).hand == cards({2, JOKER}));
    // CW-3.7, CW-5.2: the first player's first turn begins with its draw.
    CHECK(s.phase() == phase::drawing);
    CHECK(s.turn_player() == 1);
    CHECK(count(s.team(1).deck) == 11);
}

TEST_CASE("CW-4.1 CW-4.2 CW-17.5 a draw from S is uniform over its cards") {
    const auto s = table<>{}.turn(1).deck(0, {2, 9, A}).build();
    const auto t = must(s, "end");  // player 0's turn: his draw
    REQUIRE(t.phase() == phase::drawing);
    const auto outcomes = chance_outcomes(t);
    REQUIRE(outcomes.size() == 3);
    for (const auto& o : outcomes) CHECK(o.chance == arbiter::probability{1, 3});
    CHECK(chance_of(t, "draw 9S") == arbiter::probability{1, 3});
    CHECK(chance_of(t, "draw 5S") == arbiter::probability{0});
}

TEST_CASE("CW-4.2 CW-4.6 CW-17.5 with S empty the draw is B's first card, no chance event") {
    const auto s = table<>{}.turn(1).deck(0, {}).bottom(0, {Q, 5}).deck(1, {}).build();
    const auto t = must(s, "end");
    CHECK(t.phase() == phase::main);  // drawn at once
    CHECK(t.team(0).queens == 1);
    // CW-8.4: the Queen goes back to the bottom, behind the 5, and will apply again.
    REQUIRE(t.team(0).bottom_size == 2);
    CHECK(t.team(0).bottom[0] == c(5));
    CHECK(t.team(0).bottom[1] == c(Q));
    const auto u = must(must(t, "end"), "end");  // around to player 0 again
    CHECK(has(u.team(0).hand, c(5)));
}

TEST_CASE("CW-4.3 CW-4.4 cards put at the bottom together go in ascending rank, the Joker last") {
    team_record t;
    t.put_at_bottom(cards({JOKER, 9, 3, 5}));
    REQUIRE(t.bottom_size == 4);
    CHECK(t.bottom[0] == c(3));
    CHECK(t.bottom[1] == c(5));
    CHECK(t.bottom[2] == c(9));
    CHECK(t.bottom[3] == joker);
}

TEST_CASE("CW-4.5 CW-16.1 every card put at the bottom is public: B shows in every observation") {
    const auto s = table<>{}.deck(1, {2, 3}).bottom(1, {Q, 7}).hand(1, {4}).build();
    const auto o = observe(s, 0);
    CHECK(o.view.team(1).bottom_size == 2);
    CHECK(o.view.team(1).bottom[0] == c(Q));
    CHECK(o.view.team(1).bottom[1] == c(7));
}

TEST_CASE("CW-4.7 a draw from an empty deck is skipped") {
    const auto s = table<>{}.turn(1).deck(0, {}).hand(0, {2, 3}).build();
    const auto t = must(s, "end");
    CHECK(t.phase() == phase::main);
    CHECK(t.turn_player() == 0);
    CHECK(t.team(0).hand == cards({2, 3}));
}

TEST_CASE("CW-4.8 no hand limit; a hand holds only thug cards and the Joker") {
    auto s = table<>{}.turn(1).hand(0, {2, 3, 4, 5, 6, 7, 8, 9}).deck(0, {10, A}).deck(1, {}).build();
    s = roll(must(s, "end"), "draw 10S");
    CHECK(count(s.team(0).hand) == 9);
    auto t = roll(must(must(s, "end"), "end"), "draw AS");  // an Ace is never held
    CHECK(count(t.team(0).hand) == 9);
    CHECK(t.team(0).money == 2000);
}

TEST_CASE("CW-5.1 CW-3.1 turns pass clockwise, skipping eliminated players") {
    auto s = table<rules<4>>{}.turn(0).eliminated(1).build();
    for (player_id p = 0; p < 4; ++p) typename state<rules<4>>::edit{s}.team(p).deck = 0;  // no draws
    s = must(s, "end");
    CHECK(s.turn_player() == 2);
    s = must(s, "end");
    CHECK(s.turn_player() == 3);
    s = must(s, "end");
    CHECK(s.turn_player() == 0);
}

TEST_CASE("CW-5.2 step 2 every turn starts with a draw, after any loan repayment") {
    const auto s = table<>{}.turn(1).money(0, 1000).due(0, 125).build();
    const auto t = must(s, "end");
    CHECK(t.team(0).money == 875);  // step 1 first
    CHECK(t.team(0).due == 0);
    CHECK(t.phase() == phase::drawing);  // then step 2
}

TEST_CASE("CW-5.2 step 4 ending a turn clears the marks and counts the turn") {
    const auto s = table<>{}.play(0, {5}).hired(0, {3}).attacked(0, {5}).turns(0, 4).build();
    const auto t = must(s, "end");
    CHECK(t.team(0).entered == 0);
    CHECK(t.team(0).attacked == 0);
    CHECK(t.team(0).turns == 5);
    CHECK(t.turns_taken() == s.turns_taken() + 1);
    CHECK(t.turn_player() == 1);
}

TEST_CASE("CW-5.3 CW-5.4 main-phase actions in any order, all optional") {
    auto s = table<>{}.hand(0, {4}).play(0, {6}).play(1, {3}).build();
    CHECK(is_legal(s, "end"));  // CW-5.4: ending at once
    s = roll(must(s, "roulette"), "roulette 4");  // roulette first (CW-5.3)
    s = roll(must(must(s, "attack 6S -> 3H"), "defend -"), "combat 1-6");
    CHECK(is_legal(s, "hire 4S"));  // hiring after an attack
}

TEST_CASE("CW-5.5 CW-18.1 outside his turn a player's only decision is his defense") {
    const auto s = table<>{}.play(0, {7}).play(1, {5, 2}).hand(1, {3}).build();
    const auto t = must(s, "attack 7S -> 5H");
    CHECK(current_player(t) == 1);
    for (const move& m : legal_moves(t)) CHECK(m.kind == action::defend);
    CHECK(refusal(t, "hire 3H").find("CW-18.1") != std::string::npos);
}

TEST_CASE("CW-6.2 hiring needs the money: no credit") {
    const auto s = table<>{}.hand(0, {7}).money(0, 600).build();
    CHECK_FALSE(is_legal(s, "hire 7S"));
    CHECK(refusal(s, "hire 7S").find("CW-6.2") != std::string::npos);
}

TEST_CASE("CW-6.3 CW-6.5 any number of hires a turn, each card its own group") {
    auto s = table<>{}.hand(0, {2, 3, 4}).build();
    s = must(must(must(s, "hire 2S"), "hire 3S"), "hire 4S");
    CHECK(s.team(0).play == cards({2, 3, 4}));
    CHECK(s.team(0).money == 100);
    // CW-6.5: each card stays a group of its own, a target by itself.
    const auto u = table<>{}.turn(1).play(0, {2, 3, 4}).play(1, {10}).build();
    int on_groups = 0;
    for (const move& m : legal_moves(u)) on_groups += m.kind == action::attack && m.cards == cards({10}) ? 1 : 0;
    CHECK(on_groups == 3);
}

TEST_CASE("CW-6.4 CW-X.5 a group hired this turn cannot attack, but shields its kingpin at once") {
    const auto s = table<>{}.hand(0, {9}).play(1, {}).build();
    const auto t = must(s, "hire 9S");
    CHECK(refusal(t, "attack 9S -> KH").find("CW-6.4") != std::string::npos);
    const auto u = table<>{}.hand(1, {2}).turn(1).build();
    const auto v = must(u, "hire 2H");  // player 1 hires: his kingpin is shielded at once
    CHECK_FALSE(kingpin_exposed(v, 1));
}

TEST_CASE("CW-6.6 a group cannot be withdrawn or sold: no move takes it back to hand") {
    const auto s = table<>{}.play(0, {5}).build();
    for (const move& m : legal_moves(s)) {
        const auto t = play(s, m);
        if (t.phase() == phase::main) CHECK(has(t.team(0).play, c(5)));
    }
}

TEST_CASE("CW-7.1 CW-7.2 CW-7.3 group stats are size times the team's current per-thug stats") {
    auto s = table<rules<4>>{}.build();
    const team_record& mob = s.team(2);
    CHECK(attack_of<rules<4>>(mob, cards({3})) == 6);  // CW-7.2's example: a 3 of Clubs
    CHECK(defense_of<rules<4>>(mob, cards({3})) == 9);
    typename state<rules<4>>::edit{s}.team(0).queens = 1;
    CHECK(attack_of<rules<4>>(s.team(0), cards({3})) == 15);  // CW-7.2's second example
}

TEST_CASE("CW-7.4 CW-X.11 a kingpin attacks with one thug's attack and defends with twice one thug's defense") {
    const auto s = table<>{}.jacks(1, 1).build();
    CHECK(defense_stat<standard_rules>(s.team(1)) == 5);                      // Gangstaz after one Jack
    CHECK(defense_of<standard_rules>(s.team(1), kingpin_bit) == 10);
    CHECK(attack_of<standard_rules>(s.team(1), kingpin_bit) == 1);
}

TEST_CASE("CW-8.1 CW-8.2 a Queen adds attack, a Jack defense, an Ace $1000; each goes to the bottom") {
    auto s = table<>{}.turn(1).deck(0, {Q, J, A}).deck(1, {}).build();
    s = roll(must(s, "end"), "draw QS");
    CHECK(s.team(0).queens == 1);
    CHECK(attack_stat<standard_rules>(s.team(0)) == 5);
    s = roll(must(must(s, "end"), "end"), "draw JS");
    CHECK(defense_stat<standard_rules>(s.team(0)) == 2);
    s = roll(must(must(s, "end"), "end"), "draw AS");
    CHECK(s.team(0).money == 2000);
    CHECK(s.team(0).bottom_size == 3);
    CHECK(s.team(0).hand == 0);
}

TEST_CASE("CW-8.3 CW-8.4 CW-X.10 no replacement draw; a recycled bonus applies again") {
    auto s = dealt(0);
    s = roll(s, "draw QS");
    CHECK(s.team(0).queens == 1);
    CHECK(s.team(0).hand == 0);
    s = roll(s, "draw 5S");
    CHECK(count(s.team(0).hand) == 1);  // one card in hand: the Queen was not replaced
    auto t = table<>{}.turn(1).deck(0, {}).bottom(0, {Q}).queens(0, 1).build();
    t = must(t, "end");
    CHECK(t.team(0).queens == 2);
}
