// Descriptions and events (describe.hpp, core/describe.hpp): each move and
// chance outcome said in words with what follows from it, for each viewer,
// naming nothing a viewer may not know (CW-16). Seat 0 plays Spades (4/1),
// seat 1 Hearts (1/4), seat 2 Clubs (2/3), seat 3 Diamonds (3/2).

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "helpers.hpp"

using namespace cw_test;

namespace {

using arbiter::event;
using arbiter::event_kind;
using arbiter::omniscient;

// The events of x at s for `viewer`, one line each ("attacked player=0 ...").
template <rules_policy R, class X>
std::vector<std::string> describe_lines(const state<R>& s, const X& x, player_id viewer) {
    std::vector<std::string> out;
    for (const event& e : events(s, x, viewer)) out.push_back(to_string(e));
    return out;
}

template <rules_policy R>
outcome describe_outcome(const state<R>& s, std::string_view text) {
    const auto o = parse_outcome(s, text);
    REQUIRE(o.has_value());
    return *o;
}

template <rules_policy R>
move describe_move(const state<R>& s, std::string_view text) {
    const auto m = parse_move(s, text);
    REQUIRE(m.has_value());
    return *m;
}

using describe_strings = std::vector<std::string>;

}  // namespace

TEST_CASE("CW-6.1 a hire is described with its card, its cost and the money left") {
    const auto s = table<>{}.hand(0, {7}).build();
    const move m = describe_move(s, "hire 7S");
    CHECK(describe(s, m, 0) == "You hire the 7 of Spades for $700, leaving $300.");
    CHECK(describe(s, m, 1) == "Spades hire the 7 of Spades for $700, leaving $300.");
    CHECK(describe_lines(s, m, 1) == describe_strings{"paid player=0 piece=7 of Spades amount=700",
                                                      "entered player=0 piece=7 of Spades to=7S"});
}

TEST_CASE(
    "CW-9.5 CW-10.4 an attack names its units, its target, the sums and what the defender may "
    "add") {
    const auto s = table<>{}.play(0, {7}).play(1, {2, 5}).build();
    const move m = describe_move(s, "attack 7S -> 5H");
    CHECK(describe(s, m, 0) ==
          "You attack the 5 of Hearts with the 7 of Spades: attack 28 against defense 20; "
          "Hearts may add up to 2 thugs to the defense.");
    CHECK(describe(s, m, 1) ==
          "Spades attack the 5 of Hearts with the 7 of Spades: attack 28 against defense 20; "
          "you may add up to 2 thugs to the defense.");
    CHECK(describe_lines(s, m, omniscient) ==
          describe_strings{"attacked player=0 piece=7 of Spades from=7S to=5H"});
    const auto d = must(s, m);
    const move defend = describe_move(d, "defend 2H");
    CHECK(
        describe(d, defend, 1) ==
        "You add the 2 of Hearts to the defense of the 5 of Hearts: attack 28 against defense 28.");
    CHECK(describe_lines(d, defend, 0) ==
          describe_strings{"answered player=1 piece=defend with the 2 of Hearts to=5H"});
    CHECK(describe(d, describe_move(d, "defend -"), omniscient) ==
          "Hearts defend the 5 of Hearts alone: attack 28 against defense 20.");
}

TEST_CASE(
    "CW-9.8 CW-10.5 CW-X.20 a successful attack kills every defending group, said with both "
    "rolls") {
    const auto s =
        must(must(table<>{}.play(0, {7}).play(1, {2, 5}).build(), "attack 7S -> 5H"), "defend 2H");
    const outcome o = describe_outcome(s, "combat 4-3");
    CHECK(describe(s, o, 1) ==
          "Spades' attack on the 5 of Hearts: Spades roll 4 (4 x 28 = 112), you roll 3 (3 x 28 = "
          "84): the attack "
          "succeeds, the 2 and 5 of Hearts are killed and go to the bottom of your deck (CW-9.8).");
    CHECK(describe_lines(s, o, omniscient) ==
          describe_strings{"rolled player=0 piece=4", "rolled player=1 piece=3",
                           "removed player=1 piece=2 of Hearts from=2H",
                           "removed player=1 piece=5 of Hearts from=5H"});
}

TEST_CASE("CW-9.7 a failed attack changes nothing and says so") {
    const auto s =
        must(must(table<>{}.play(0, {7}).play(1, {5}).build(), "attack 7S -> 5H"), "defend -");
    const outcome o = describe_outcome(s, "combat 1-6");
    CHECK(describe(s, o, 0) ==
          "Your attack on the 5 of Hearts: you roll 1 (1 x 28 = 28), Hearts roll 6 (6 x 20 = 120): "
          "the attack fails (CW-9.7).");
    CHECK(describe_lines(s, o, 0) ==
          describe_strings{"rolled player=0 piece=1", "rolled player=1 piece=6"});
}

TEST_CASE("CW-9.6 CW-V2.1 Hardcore rolls are said to be four-dice sums") {
    const auto s = must(must(table<rules<2, variant::hardcore>>{}.play(0, {7}).play(1, {5}).build(),
                             "attack 7S -> 5H"),
                        "defend -");
    CHECK(describe(s, describe_outcome(s, "combat 17-9"), omniscient) ==
          "Spades' attack on the 5 of Hearts: Spades roll 17 on four dice (17 x 28 = 476), Hearts "
          "roll 9 on four dice "
          "(9 x 20 = 180): the attack succeeds, the 5 of Hearts is killed and goes to the bottom "
          "of Hearts' deck (CW-9.8).");
}

TEST_CASE(
    "CW-12.4 CW-12.6 a kingpin's death ends a two-player game: told, with events, and the end for "
    "each side") {
    const auto s = must(must(table<>{}.build(), "attack KS -> KH"), "defend -");
    const outcome o = describe_outcome(s, "combat 6-1");
    CHECK(describe(s, o, 0) ==
          "Your attack on the King of Hearts: you roll 6 (6 x 4 = 24), Hearts roll 1 (1 x 8 = 8): "
          "the attack succeeds, "
          "the King of Hearts is killed: Hearts are out of the game. You win with $1000: every "
          "rival is out of the game "
          "(CW-12.6).");
    CHECK(describe(s, o, 1) ==
          "Spades' attack on the King of Hearts: Spades roll 6 (6 x 4 = 24), you roll 1 (1 x 8 = "
          "8): the attack succeeds, "
          "the King of Hearts is killed: you are out of the game. You lose: Spades win with $1000, "
          "the last player left "
          "(CW-12.6).");
    CHECK(describe_lines(s, o, omniscient) ==
          describe_strings{"rolled player=0 piece=6", "rolled player=1 piece=1",
                           "removed player=1 piece=King of Hearts from=KH", "eliminated player=1 piece=Hearts",
                           "game_over player=0 amount=1000"});
    const auto end = play(s, o);
    REQUIRE(is_terminal(end));
    CHECK(describe_end(end, 0) == "You win with $1000: every rival is out of the game (CW-12.6).");
    CHECK(describe_end(end, 1) ==
          "You lose: Spades win with $1000, the last player left (CW-12.6).");
    CHECK(describe_end(end, omniscient) ==
          "Spades win with $1000: every rival is out of the game (CW-12.6).");
}

TEST_CASE("CW-12.3 CW-X.18 spoils are said as an amount, never as the victim's hidden hand") {
    const auto s =
        must(must(table<rules<3>>{}.money(1, 350).hand(1, {2, 7}).build(), "attack KS -> KH"),
             "defend -");
    const outcome o = describe_outcome(s, "combat 6-1");
    const std::string text = describe(s, o, 2);
    CHECK(text ==
          "Spades' attack on the King of Hearts: Spades roll 6 (6 x 4 = 24), Hearts roll 1 (1 x 8 "
          "= 8): the "
          "attack succeeds, the King of Hearts is killed: Hearts are out of the game, and Spades "
          "take $1250 in "
          "spoils (CW-12.3).");
    CHECK(text.find("7 of Hearts") == std::string::npos);  // CW-16.2: the hand stays unnamed
    CHECK(describe_lines(s, o, 2).back() == "scored player=0 piece=spoils amount=1250");
}

TEST_CASE("CW-V1.21 under two teams per player a kingpin's death takes only his team out") {
    using tt = rules<2, variant::two_teams>;
    const auto s = must(must(table<tt>{}.play(3, {4}).build(), "attack KS -> KH"), "defend -");
    const outcome o = describe_outcome(s, "combat 6-1");
    CHECK(
        describe(s, o, 1) ==
        "Spades' attack on the King of Hearts: Spades roll 6 (6 x 4 = 24), you roll 1 (1 x 8 = 8): "
        "the attack succeeds, the King of Hearts is killed: the Hearts team leaves the game "
        "(CW-V1.21).");
    CHECK(describe_lines(s, o, 1).back() == "removed player=1 piece=King of Hearts from=KH");
}

TEST_CASE(
    "CW-17.5 CW-16.2 a drawn card is named to its drawer's player only; a bonus card to everyone") {
    const auto s = table<>{}.at(phase::drawing).deck(0, {7, Q}).build();
    const outcome seven = describe_outcome(s, "draw 7S");
    CHECK(describe(s, seven, 0) == "You draw the 7 of Spades.");
    const std::string hidden = describe(s, seven, 1);
    CHECK(hidden == "Spades draw a card.");
    CHECK(hidden.find('7') == std::string::npos);
    CHECK(describe_lines(s, seven, 1) == describe_strings{"drew player=0 amount=1"});
    CHECK(describe_lines(s, seven, omniscient) ==
          describe_strings{"drew player=0 piece=7 of Spades amount=1"});
    const outcome drawn_queen = describe_outcome(s, "draw QS");
    CHECK(describe(s, drawn_queen, 1) ==
          "Spades draw the Queen of Spades: Spades' attack rises to 5 per thug, and it goes to "
          "the bottom of their deck (CW-8.2).");
    CHECK(describe_lines(s, drawn_queen, 1) ==
          describe_strings{"drew player=0 piece=Queen of Spades amount=1",
                           "scored player=0 piece=Queen of Spades: attack 5 per thug amount=1"});
}

TEST_CASE("CW-17.2 CW-3.5 the first player's roll says who goes first") {
    const state<> s;
    CHECK(describe(s, describe_outcome(s, "first 1"), 1) == "You go first (CW-3.5).");
    CHECK(describe(s, describe_outcome(s, "first 1"), 0) == "Hearts go first (CW-3.5).");
    CHECK(describe_lines(s, describe_outcome(s, "first 1"), 0) ==
          describe_strings{"rolled player=1 piece=first player"});
}

TEST_CASE("CW-14.2 each roulette face is said with what it means") {
    const auto spin = must(table<>{}.money(0, 1000).build(), "roulette");
    CHECK(describe(table<>{}.build(), move::roulette(), 1) == "Spades play roulette (CW-14.1).");
    CHECK(describe(spin, describe_outcome(spin, "roulette 6"), 0) ==
          "You roll 6 at roulette: you win $800 from the bank.");
    CHECK(describe(spin, describe_outcome(spin, "roulette 5"), 1) ==
          "Spades roll 5 at roulette: they win $400 from the bank.");
    CHECK(describe(spin, describe_outcome(spin, "roulette 4"), 0) ==
          "You roll 4 at roulette: break even, nothing happens.");
    CHECK(describe(spin, describe_outcome(spin, "roulette 3"), 0) ==
          "You roll 3 at roulette: you lose $400, paid from your $1000 (CW-15.1).");
    CHECK(describe_lines(spin, describe_outcome(spin, "roulette 3"), 0) ==
          describe_strings{"rolled player=0 piece=3",
                           "paid player=0 piece=roulette loss amount=400"});
    CHECK(describe(spin, describe_outcome(spin, "roulette 1"), 1) ==
          "Spades roll 1 at roulette: ruin, they lose all their money ($1000) and hold no thug "
          "card (CW-14.3).");
}

TEST_CASE(
    "CW-15.6 CW-X.14 a roulette loss beyond the money offers a loan; the loan is said with its "
    "due") {
    const auto spin = must(table<>{}.money(0, 300).build(), "roulette");
    const outcome two = describe_outcome(spin, "roulette 2");
    CHECK(describe(spin, two, 0) ==
          "You roll 2 at roulette: you lose $800 with only $300: you may borrow $500 to $800, "
          "choose how much (CW-15.6).");
    const auto l = play(spin, two);
    const move loan = describe_move(l, "loan 500");
    CHECK(describe(l, loan, 1) ==
          "Spades borrow $500 of the $800 loss ($625 due at the start of their next turn, "
          "CW-15.7) and pay $300 from their money.");
    CHECK(describe_lines(l, loan, 1) ==
          describe_strings{"paid player=0 piece=roulette loss, borrowed: $625 due amount=500",
                           "paid player=0 piece=roulette loss amount=300"});
    CHECK(describe(l, describe_move(l, "loan 800"), 0) ==
          "You borrow $800 of the $800 loss ($1000 due at the start of your next turn, CW-15.7).");
    // CW-X.15: a 4 in play; a $100 loan leaves a remainder to surrender for.
    const auto g = play(must(table<>{}.money(0, 300).play(0, {4}).build(), "roulette"), two);
    CHECK(describe(g, describe_move(g, "loan 100"), 0) ==
          "You borrow $100 of the $800 loss ($125 due at the start of your next turn, CW-15.7), "
          "pay $300 from your money "
          "and must surrender groups for the remaining $400 (CW-15.3).");
}

TEST_CASE("CW-14.3 CW-X.16 a ruin's KEEP names the kept hand cards only to their owner") {
    const auto ruin = roll(
        must(table<>{}.money(0, 700).play(0, {5}).hand(0, {3}).build(), "roulette"), "roulette 1");
    REQUIRE(ruin.phase() == phase::keep);
    const auto spin = must(table<>{}.money(0, 700).play(0, {5}).hand(0, {3}).build(), "roulette");
    CHECK(describe(spin, describe_outcome(spin, "roulette 1"), 1) ==
          "Spades roll 1 at roulette: ruin, they lose all their money ($700) and every thug card "
          "in hand and in play, "
          "except those they keep by borrowing their value: they choose which (CW-14.3).");
    CHECK(describe(ruin, describe_move(ruin, "keep 5S"), 0) ==
          "You keep the 5 of Spades with a loan of $500 ($625 due next turn), lose your $700 and "
          "put the 3 of Spades at "
          "the bottom of your deck (CW-14.3).");
    const move hand_card = describe_move(ruin, "keep 3S");
    const std::string seen = describe(ruin, hand_card, 1);
    CHECK(seen ==
          "Spades keep 1 card from their hand with a loan of $300 ($375 due next turn), lose their "
          "$700 and put "
          "the 5 of Spades at the bottom of their deck (CW-14.3).");
    CHECK(seen.find("3 of Spades") == std::string::npos);
    for (const std::string& line : describe_lines(ruin, hand_card, 1))
        CHECK(line.find("3 of Spades") == std::string::npos);
    CHECK(describe_lines(ruin, hand_card, 1) ==
          describe_strings{"answered player=0 piece=keep 1 card from their hand",
                           "removed player=0 piece=5 of Spades from=5S",
                           "paid player=0 piece=ruin amount=700",
                           "paid player=0 piece=kept cards, borrowed: $375 due amount=300"});
}

TEST_CASE("CW-15.3 CW-15.4 CW-X.12 a surrender says the group, the debt and the change") {
    const auto s = table<>{}.money(0, 0).play(0, {9}).at(phase::surrender).debt(500).build();
    const move m = describe_move(s, "surrender 9S");
    CHECK(describe(s, m, 0) ==
          "You surrender the 9 of Spades (worth $900) for the $500 owed and get $400 change "
          "(CW-15.4).");
    CHECK(describe_lines(s, m, 0) == describe_strings{"removed player=0 piece=9 of Spades from=9S",
                                                      "paid player=0 piece=debt amount=500",
                                                      "scored player=0 piece=change amount=400"});
    const auto two = table<>{}.money(0, 0).play(0, {3, 4}).at(phase::surrender).debt(500).build();
    CHECK(describe(two, describe_move(two, "surrender 4S"), 1) ==
          "Spades surrender the 4 of Spades (worth $400) toward the $500 owed: $100 remain "
          "(CW-15.3).");
}

TEST_CASE(
    "CW-15.8 CW-5.2 the end of a turn tells the next turn's repayment, or the default that ends "
    "the game") {
    const auto pays = table<>{}.due(1, 625).money(1, 100).play(1, {6}).build();
    CHECK(describe(pays, move::end_turn(), 0) ==
          "You end your turn. It is Hearts' turn: they pay their $100 toward the $625 loan due and "
          "must surrender groups "
          "for the remaining $525 (CW-15.8).");
    const auto repaid = table<>{}.due(1, 625).money(1, 700).build();
    CHECK(describe(repaid, move::end_turn(), 1) ==
          "Spades end their turn. It is your turn: you repay the $625 loan due (CW-15.8).");
    const auto defaults = table<>{}.due(1, 625).money(1, 100).build();
    CHECK(describe(defaults, move::end_turn(), 0) ==
          "You end your turn. Hearts cannot repay the $625 loan due: Hearts are out of the game "
          "(CW-15.8). You win with "
          "$1000: every rival is out of the game (CW-12.6).");
    CHECK(describe_lines(defaults, move::end_turn(), 1) ==
          describe_strings{"passed player=0", "eliminated player=1 piece=Hearts",
                           "game_over player=0 amount=1000"});
}

TEST_CASE("CW-4.6 CW-17.5 a draw from a deck whose shuffled part is used up is known to all") {
    const auto s = table<>{}.deck(1, {}).bottom(1, {5}).build();
    CHECK(describe(s, move::end_turn(), 0) ==
          "You end your turn. It is Hearts' turn. Hearts draw the 5 of Hearts (known "
          "to all: their deck's shuffled part is used up).");
    CHECK(describe_lines(s, move::end_turn(), 0) ==
          describe_strings{"passed player=0", "drew player=1 piece=5 of Hearts amount=1"});
}

TEST_CASE("CW-12.8 a game drawn at the turn cap") {
    auto s = table<>{}.build();
    typename state<>::edit e{s};
    e.turn_limit() = 10;
    e.turns() = 9;
    CHECK(describe(s, move::end_turn(), 1) ==
          "Spades end their turn. The game is drawn: the cap of 10 turns is reached (CW-12.8).");
    CHECK(describe_lines(s, move::end_turn(), 1) ==
          describe_strings{"passed player=0", "game_over"});
    const auto end = play(s, move::end_turn());
    CHECK(describe_end(end, 0) == "The game is drawn: the cap of 10 turns is reached (CW-12.8).");
}

TEST_CASE("CW-13.3 CW-13.4 the Snitch names every group it sends back") {
    const auto s = table<>{}.play(0, {3, 7}).play(1, {5}).hand(0, {JOKER}).build();
    CHECK(describe(s, move::snitch(), 1) ==
          "Spades use the Snitch (the Joker of Spades): every group in play goes to the bottom of "
          "its owner's deck (the 3 "
          "and 7 of Spades and the 5 of Hearts), then the Joker (CW-13.3).");
    CHECK(describe_lines(s, move::snitch(), 1) ==
          describe_strings{"played player=0 piece=Joker of Spades",
                           "removed player=0 piece=3 of Spades from=3S",
                           "removed player=0 piece=7 of Spades from=7S",
                           "removed player=1 piece=5 of Hearts from=5H"});
}

TEST_CASE("CW-V9 CW-X.20 a bounty is said with the kill") {
    using b = rules<2, variant::bounty>;
    const auto s =
        must(must(table<b>{}.play(0, {8}).play(1, {2, 5}).build(), "attack 8S -> 5H"), "defend 2H");
    CHECK(describe(s, describe_outcome(s, "combat 6-1"), 0) ==
          "Your attack on the 5 of Hearts: you roll 6 (6 x 32 = 192), Hearts roll 1 (1 x 28 = 28): "
          "the attack succeeds, "
          "the 2 and 5 of Hearts are killed and go to the bottom of Hearts' deck (CW-9.8); you "
          "earn a $175 bounty (CW-V9).");
}

TEST_CASE("CW-V1.8 a drawn bonus card waits for its route, then strengthens the team chosen") {
    using al = rules<4, variant::alliance>;
    const auto s = table<al>{}.at(phase::drawing).deck(0, {Q}).build();
    const outcome q = describe_outcome(s, "draw QS");
    CHECK(describe(s, q, 2) ==
          "Spades draw the Queen of Spades: they choose whether it strengthens Spades or Clubs "
          "(CW-V1.8).");
    const auto r = play(s, q);
    CHECK(describe(r, describe_move(r, "route C"), 0) ==
          "You give the Queen of Spades to Clubs: Clubs' attack rises to 3 per thug (CW-V1.8).");
    CHECK(describe(r, describe_move(r, "route S"), 2) ==
          "Spades keep the Queen of Spades for their own team: Spades' attack rises to 5 per thug "
          "(CW-V1.8).");
}

TEST_CASE("CW-V7.2 CW-V7.3 a conquest offers the spoils or the team, and says what was chosen") {
    using ge = rules<3, variant::great_empire>;
    const auto s = must(must(table<ge>{}.build(), "attack KS -> KH"), "defend -");
    const outcome o = describe_outcome(s, "combat 6-1");
    CHECK(describe(s, o, 0) ==
          "Your attack on the King of Hearts: you roll 6 (6 x 4 = 24), Hearts roll 1 (1 x 8 = 8): "
          "the attack succeeds, the King of Hearts is killed: you choose between the $1000 spoils "
          "and annexing Hearts (CW-V7.2).");
    const auto c = play(s, o);
    CHECK(describe(c, describe_move(c, "conquest spoils"), 2) ==
          "Spades take the $1000 spoils: Hearts are out of the game (CW-V7.2).");
    CHECK(describe(c, describe_move(c, "conquest annex"), 0) ==
          "You annex Hearts, who play on under your control without a kingpin; the Hearts player "
          "is out of the game "
          "(CW-V7.3).");
    CHECK(describe_lines(c, describe_move(c, "conquest annex"), omniscient) ==
          describe_strings{"control_changed player=0 to=Hearts", "eliminated player=1 piece=Hearts"});
}
