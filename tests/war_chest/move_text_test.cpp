// War Chest move and outcome text (WC-18, WC-17) under the names every game
// shares (core/text_game.hpp): to_string(s, m) and parse_move(s, text) for a
// decision, to_string(s, o) and parse_outcome(s, text) for a chance outcome,
// errors located; and the named move constructors the notation spells.

#include <doctest/doctest.h>

#include <initializer_list>
#include <string>
#include <vector>

#include "helpers.hpp"

using namespace wc_test;

namespace {

outcome move_text_outcome(std::initializer_list<int> coins) {
    outcome o;
    for (int c : coins) o.coins[o.count++] = static_cast<std::uint8_t>(c);
    return o;
}

}  // namespace

TEST_CASE("WC-18 named move constructors spell the notation's moves") {
    const int ar = index(unit::archer);
    CHECK(move::deploy(ar, hx("c2")) == mv("deploy archer c2"));
    CHECK(move::bolster(ar, hx("c2")) == mv("bolster archer c2"));
    CHECK(move::claim(royal) == mv("claim royal"));
    CHECK(move::pass(ar) == mv("pass archer"));
    CHECK(move::recruit(royal, ar) == mv("recruit royal archer"));
    CHECK(move::move_unit(ar, hx("d4"), hx("e4")) == mv("move archer d4 e4"));
    CHECK(move::move_unit(no_coin, hx("d4"), hx("e4")) == mv("move d4 e4"));
    CHECK(move::control(ar, hx("d3")) == mv("control archer d3"));
    CHECK(move::attack(index(unit::swordsman), hx("e4"), hx("f4")) == mv("attack swordsman e4 f4"));
    CHECK(move::tactic(ar, hx("d4"), hx("f4")) == mv("tactic archer d4 f4"));
    CHECK(move::tactic(index(unit::ensign), hx("d4"), hx("e5"), hx("d5")) == mv("tactic ensign d4 e5 d5"));
    CHECK(move::footman_tactic(index(unit::footman)) == mv("tactic footman"));
    CHECK(move::decline() == mv("decline"));
    CHECK(move::soak(true) == mv("soak supply"));
    CHECK(move::soak(false) == mv("soak stack"));
    CHECK(move::pick(unit::light_cavalry) == mv("pick light_cavalry"));
    CHECK(move::ban(unit::scout) == mv("ban scout"));
    CHECK(move::choose(3) == mv("choose 3"));
    // every field says one thing: the Ensign's ordered unit and destination
    const move e = move::tactic(index(unit::ensign), hx("d4"), hx("e5"), hx("d5"));
    CHECK(e.from == hx("d4"));
    CHECK(e.ordered == hx("e5"));
    CHECK(e.to == hx("d5"));
    CHECK(move::recruit(royal, ar).card == ar);
    CHECK(move::choose(3).seat == 3);
}

TEST_CASE("WC-18 notation: every move reads back; bad text names what and where") {
    CHECK(to_string(mv("deploy archer c2")) == "deploy archer c2");
    CHECK(to_string(mv("attack crossbowman d3 f3")) == "attack crossbowman d3 f3");
    CHECK(to_string(mv("recruit royal archer")) == "recruit royal archer");
    CHECK(to_string(mv("tactic ensign d4 e5 d5")) == "tactic ensign d4 e5 d5");
    CHECK(to_string(mv("tactic footman")) == "tactic footman");
    CHECK(to_string(mv("move d4 e4")) == "move d4 e4");
    CHECK(mv("move d4 e4").coin == no_coin);
    CHECK(to_string(mv("soak supply")) == "soak supply");
    CHECK(to_string(mv("decline")) == "decline");
    CHECK(to_string(mv("pick light_cavalry")) == "pick light_cavalry");
    CHECK(to_string(mv("ban scout")) == "ban scout");
    CHECK(to_string(mv("choose 3")) == "choose 3");
    CHECK_FALSE(parse_move("choose 4").has_value());
    CHECK_FALSE(parse_move("pick royal").has_value());
    const auto bad = parse_move("deploy archer z9");
    REQUIRE_FALSE(bad.has_value());
    CHECK(bad.error().position == 14);
    CHECK_FALSE(parse_move("fly archer d4").has_value());
    CHECK_FALSE(parse_move("deploy").has_value());
    CHECK_FALSE(parse_move("deploy archer").has_value());
    CHECK_FALSE(parse_move("soak maybe").has_value());
    CHECK_FALSE(parse_move("decline now").has_value());
    CHECK_FALSE(parse_move("").has_value());
    CHECK(parse_move("recruit royal wizard").error().position == 14);
}

TEST_CASE("WC-18 the text interface of a move: to_string(s, m), parse_move(s, text), errors located") {
    const S s = blank(armies_of({unit::archer}, {unit::scout}));
    CHECK(to_string(s, mv("deploy archer c2")) == "deploy archer c2");
    CHECK(*parse_move(s, "attack crossbowman d3 f3") == mv("attack crossbowman d3 f3"));
    const auto bad = parse_move(s, "recruit royal wizard");
    REQUIRE_FALSE(bad.has_value());
    CHECK(bad.error().position == 14);
    CHECK(bad.error().what() == "line 1, column 15: unknown coin 'wizard'");
    CHECK(parse_move(s, "deploy archer z9").error().what() == "line 1, column 15: hex file 'z' is not a-g");
    CHECK(parse_move(s, "deploy archer").error().what() == "line 1, column 14: deploy needs 1 hex name");
    CHECK(parse_move(s, "decline now").error().what() == "line 1, column 9: unexpected 'now' after the move");
    CHECK(parse_move(s, "deploy archer\nz9").error().what() == "line 2, column 1: hex file 'z' is not a-g");
    CHECK(parse_move("deploy archer\nz9").error().what() == "line 2, column 1: hex file 'z' is not a-g");
}

TEST_CASE("WC-18 WC-2.2 a move's words read in any case, as its coin and hex names do") {
    const S s = blank(armies_of({unit::archer}, {unit::scout}));
    CHECK(*parse_move(s, "Deploy Archer C2") == mv("deploy archer c2"));
    CHECK(*parse_move(s, "ATTACK crossbowman D3 f3") == mv("attack crossbowman d3 f3"));
    CHECK(*parse_move("Soak SUPPLY") == move::soak(true));
    CHECK(*parse_move("soak Stack") == move::soak(false));
    CHECK(*parse_move("DECLINE") == move::decline());
    CHECK(*parse_move("Pick Lancer") == mv("pick lancer"));
    CHECK(parse_move(s, "Deploys archer c2").error().what().starts_with("line 1, column 1: unknown action 'Deploys'"));
    CHECK(parse_move("soak Supplies").error().what() == "line 1, column 6: soak is 'supply' or 'stack', not 'Supplies'");
}

TEST_CASE("WC-3.3 WC-15.1 a deal in words") {
    const state<standard_rules> s;
    const outcome archer = move_text_outcome({index(unit::archer)});
    CHECK(to_string(s, archer) == "deal archer");
    CHECK(*parse_outcome(s, "deal archer") == archer);
    CHECK(*parse_outcome(s, "1 0 255 255") == archer);  // the numeric form of earlier logs
    for (const auto& o : chance_outcomes(s)) CHECK(*parse_outcome(s, to_string(s, o.outcome)) == o.outcome);
    CHECK(parse_outcome(s, "deal royal").error().what() == "line 1, column 6: unknown unit 'royal'");
    CHECK(parse_outcome(s, "deal archer scout").error().what() == "line 1, column 13: a deal is one card");
    CHECK(parse_outcome(s, "flip A").error().what() ==
          "line 1, column 1: the outcome here is a deal (e.g. 'deal archer'), not 'flip'");
    // a card dealt already is no outcome
    const state<standard_rules> dealt = play(s, archer);
    CHECK(parse_outcome(dealt, "deal archer").error().what() ==
          "line 1, column 1: 'deal archer' is not a possible outcome here (WC-17)");
    CHECK(parse_outcome(dealt, "1 0 255 255").error().what() ==
          "line 1, column 1: '1 0 255 255' is not a possible outcome here (WC-17)");
}

TEST_CASE("WC-3.5 the initiative flip in words") {
    const state<gaugamela_rules> s;
    CHECK(to_string(s, move_text_outcome({0})) == "flip A");
    CHECK(to_string(s, move_text_outcome({1})) == "flip B");
    CHECK(*parse_outcome(s, "flip B") == move_text_outcome({1}));
    CHECK(*parse_outcome(s, "1 1 255 255") == move_text_outcome({1}));
    CHECK(parse_outcome(s, "flip C").error().what() == "line 1, column 6: the flip is won by side A or B");
}

TEST_CASE("WC-4.3 WC-17.3 a draw in words, the coins ascending; the numeric form of earlier logs") {
    const S s(armies_of({unit::archer, unit::pikeman}, {unit::scout}), 0);  // round 1, seat 0 draws
    REQUIRE(s.phase() == phase::draw);
    const outcome o = move_text_outcome({index(unit::archer), index(unit::pikeman), royal});
    CHECK(to_string(s, o) == "draw archer pikeman royal");
    CHECK(*parse_outcome(s, "draw archer pikeman royal") == o);
    CHECK(*parse_outcome(s, "draw royal archer pikeman") == o);  // a multiset: any order
    CHECK(*parse_outcome(s, " 3 0 11 16 ") == o);
    for (const auto& c : chance_outcomes(s)) CHECK(*parse_outcome(s, to_string(s, c.outcome)) == c.outcome);
    CHECK(parse_outcome(s, "draw archer archer archer").error().what() ==
          "line 1, column 1: 'draw archer archer archer' is not a possible outcome here (WC-17)");  // 2 in the bag
    CHECK(parse_outcome(s, "draw a b c d").error().what() == "line 1, column 6: unknown coin 'a'");
    CHECK(parse_outcome(s, "draw archer archer royal royal").error().what() ==
          "line 1, column 26: a draw is at most 3 coins (WC-4.3)");
    CHECK(parse_outcome(s, "draw").error().what() == "line 1, column 5: draw needs coin names or 'nothing'");
    CHECK(parse_outcome(s, "3 0 11").error().what() ==
          "line 1, column 7: expected a coin count and three coin slots, four numbers");
    CHECK(parse_outcome(s, "3 0 11 999").error().what() ==
          "line 1, column 8: a coin slot must be a whole number from 0 to 255, not '999'");
    CHECK(parse_outcome(s, "").error().what() == "line 1, column 1: empty outcome: expected e.g. 'draw archer royal'");
    // no coin left to draw anywhere
    S empty = s;
    S::edit{empty}.coins(0) = zones{};
    REQUIRE(chance_outcomes(empty).size() == 1);
    CHECK(to_string(empty, chance_outcomes(empty)[0].outcome) == "draw nothing");
    CHECK(*parse_outcome(empty, "draw nothing") == outcome{});
    // not a chance node
    const S use = blank(armies_of({unit::archer}, {unit::scout}));
    CHECK(parse_outcome(use, "draw archer").error().what() == "line 1, column 1: the state is not a chance node (WC-17)");
}
