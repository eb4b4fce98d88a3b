// RULES.md CW-14 and CW-15: roulette, debts, paying with thugs, loans; and
// their edge cases CW-X.12 to CW-X.17.

#include <doctest/doctest.h>

#include <algorithm>

#include "helpers.hpp"

using namespace cw_test;

namespace {
template <rules_policy R>
std::vector<std::string> money_options(const state<R>& s) {
    std::vector<std::string> out;
    for (const move& m : legal_moves(s)) out.push_back(to_string(s, m));
    std::sort(out.begin(), out.end());
    return out;
}
using strings = std::vector<std::string>;
// Player 0 owing `debt` with $0 and these groups.
state<standard_rules> owing(std::uint32_t debt, std::initializer_list<int> groups) {
    return table<>{}.play(0, groups).money(0, 0).at(phase::surrender).debt(debt).build();
}
}  // namespace

TEST_CASE("CW-1.1 CW-14.1 CW-17.4 roulette: one six-sided die, once per turn, six faces of 1/6") {
    const auto s = table<>{}.build();
    const auto t = must(s, "roulette");
    CHECK(t.phase() == phase::roulette);
    const auto outcomes = chance_outcomes(t);
    REQUIRE(outcomes.size() == 6);
    for (const auto& o : outcomes) CHECK(o.chance == arbiter::probability{1, 6});
    const auto u = roll(t, "roulette 4");
    CHECK(refusal(u, "roulette").find("CW-14.1") != std::string::npos);
    // Next turn he may play again.
    const auto v = must(must(table<>{}.roulette_played().deck(0, {}).deck(1, {}).build(), "end"), "end");
    CHECK(is_legal(v, "roulette"));
}

TEST_CASE("CW-14.2 the roulette table: 4 breaks even, 5 and 6 win $400 and $800, 2 and 3 lose them") {
    const auto s = must(table<>{}.money(0, 1000).build(), "roulette");
    CHECK(roll(s, "roulette 4").team(0).money == 1000);
    CHECK(roll(s, "roulette 5").team(0).money == 1400);
    CHECK(roll(s, "roulette 6").team(0).money == 1800);
    CHECK(roll(s, "roulette 3").team(0).money == 600);
    CHECK(roll(s, "roulette 2").team(0).money == 200);
    CHECK(roll(s, "roulette 2").phase() == phase::main);
}

TEST_CASE("CW-14.3 CW-X.16 ruin: keep thugs with a loan; the rest go to the bottom revealed, money to $0") {
    const auto s = must(table<>{}.money(0, 700).play(0, {5}).attacked(0, {5}).hand(0, {3, JOKER}).build(), "roulette");
    const auto r = roll(s, "roulette 1");
    REQUIRE(r.phase() == phase::keep);
    CHECK(money_options(r) == strings{"keep -", "keep 3S", "keep 3S+5S", "keep 5S"});
    const auto none = must(r, "keep -");
    CHECK(none.team(0).money == 0);
    CHECK(none.team(0).due == 0);
    REQUIRE(none.team(0).bottom_size == 2);
    CHECK(none.team(0).bottom[0] == c(3));
    CHECK(none.team(0).bottom[1] == c(5));
    CHECK(none.team(0).hand == cards({JOKER}));  // a held Joker is unaffected
    CHECK_FALSE(none.team(0).eliminated);        // ruin does not eliminate
    const auto five = must(r, "keep 5S");
    CHECK(five.team(0).money == 0);
    CHECK(five.team(0).due == 625);
    CHECK(five.team(0).play == cards({5}));
    CHECK(has(five.team(0).attacked, c(5)));  // kept groups keep their marks
    CHECK(five.team(0).bottom_size == 1);
    // With no thug card at all there is nothing to keep: money goes, no decision.
    const auto bare = roll(must(table<>{}.money(0, 700).build(), "roulette"), "roulette 1");
    CHECK(bare.phase() == phase::main);
    CHECK(bare.team(0).money == 0);
}

TEST_CASE("CW-15.1 a debt is paid from money first") {
    const auto s = must(table<>{}.money(0, 900).play(0, {9}).build(), "roulette");
    const auto t = roll(s, "roulette 2");
    CHECK(t.phase() == phase::main);
    CHECK(t.team(0).money == 100);
    CHECK(t.team(0).play == cards({9}));
}

TEST_CASE("CW-15.2 only groups in play may be surrendered, never cards in hand") {
    auto s = owing(300, {4});
    typename state<standard_rules>::edit{s}.team(0).hand = cards({9});
    CHECK(money_options(s) == strings{"surrender 4S"});
    CHECK(refusal(s, "surrender 9S").find("CW-15.2") != std::string::npos);
}

TEST_CASE("CW-15.3 CW-15.4 CW-X.12 the surrendered set covers the remainder and is minimal; change comes back") {
    CHECK(money_options(owing(500, {9})) == strings{"surrender 9S"});
    CHECK(must(owing(500, {9}), "surrender 9S").team(0).money == 400);
    CHECK(money_options(owing(500, {2, 9})) == strings{"surrender 9S"});  // the 2 alone cannot cover
    CHECK(must(owing(500, {2, 9}), "surrender 9S").team(0).play == cards({2}));  // the 9 ends it: {2, 9} is not minimal
    CHECK(refusal(owing(500, {2, 9}), "surrender 2S+9S").find("one group at a time (CW-15.3)") != std::string::npos);
    // {3, 4}: the 4 first, then the 3 (the 3 first would need a larger group after it).
    const auto s = owing(500, {3, 4});
    CHECK(money_options(s) == strings{"surrender 4S"});
    CHECK(refusal(s, "surrender 3S").find("cannot cover") != std::string::npos);
    const auto half = must(s, "surrender 4S");
    CHECK(half.phase() == phase::surrender);
    CHECK(half.debt() == 100);
    CHECK(half.team(0).money == 0);
    CHECK(money_options(half) == strings{"surrender 3S"});
    const auto paid = must(half, "surrender 3S");
    CHECK(paid.phase() == phase::main);
    CHECK(paid.debt() == 0);
    CHECK(paid.team(0).money == 200);  // $700 for $500
    CHECK(money_options(owing(500, {5, 6})) == strings{"surrender 5S", "surrender 6S"});
    CHECK(must(owing(500, {5, 6}), "surrender 5S").team(0).money == 0);
    CHECK(must(owing(500, {5, 6}), "surrender 6S").team(0).money == 100);
    CHECK(must(owing(500, {5, 6}), "surrender 5S").team(0).play == cards({6}));
}

TEST_CASE("CW-15.3 a surrender goes largest first, and stops once the remainder is covered") {
    // $900 from 2, 3, 4, 5: the minimal covers are {2,3,4}, {4,5} and {2,3,5} ($900, $900, $1000).
    const auto s = owing(900, {2, 3, 4, 5});
    CHECK(money_options(s) == strings{"surrender 4S", "surrender 5S"});  // a 3 first leaves only $300 to follow
    const auto five = must(s, "surrender 5S");
    CHECK(five.debt() == 400);
    CHECK(money_options(five) == strings{"surrender 3S", "surrender 4S"});
    CHECK(refusal(five, "surrender 5S").find("CW-15.2") != std::string::npos);  // gone to the deck
    const auto four = must(s, "surrender 4S");
    CHECK(money_options(four) == strings{"surrender 3S"});
    CHECK(refusal(must(five, "surrender 3S"), "surrender 4S").find("largest first") != std::string::npos);
    const auto done = must(five, "surrender 4S");  // {4, 5} covers: no further choice
    CHECK(done.phase() == phase::main);
    CHECK(done.team(0).play == cards({2, 3}));
    CHECK(done.team(0).money == 0);
    // The partial surrender is part of the state and its text.
    const auto mid = must(five, "surrender 3S");
    CHECK(mid.surrender_below() != five.surrender_below());
    const auto text = to_string(mid);
    CHECK(text.find(" below=") != std::string::npos);
    const auto back = parse_state<standard_rules>(text);
    REQUIRE(back.has_value());
    CHECK(*back == mid);
    CHECK(to_string(s).find("below=") == std::string::npos);
    // below= only while a surrender is under way.
    std::string stray = to_string(done);
    stray.insert(stray.find('\n', stray.find("phase=")), " below=7");
    const auto refused = parse_state<standard_rules>(stray);
    REQUIRE_FALSE(refused.has_value());
    CHECK(refused.error().what().find("CW-15.3") != std::string::npos);
    const auto done_back = parse_state<standard_rules>(to_string(done));
    REQUIRE(done_back.has_value());
    CHECK(*done_back == done);
}

TEST_CASE("CW-15.5 surrendered groups go to the bottom of their owner's deck") {
    const auto t = must(must(owing(500, {3, 4}), "surrender 4S"), "surrender 3S");
    REQUIRE(t.team(0).bottom_size == 2);
    CHECK(t.team(0).bottom[0] == c(4));
    CHECK(t.team(0).bottom[1] == c(3));
    CHECK(t.team(0).play == 0);
}

TEST_CASE("CW-15.6 (a) CW-X.13 no loan when the money covers the loss") {
    const auto t = roll(must(table<>{}.money(0, 500).build(), "roulette"), "roulette 3");
    CHECK(t.phase() == phase::main);
    CHECK(t.team(0).money == 100);
}

TEST_CASE("CW-15.6 (a) CW-X.14 a loan from the shortfall up to the loss, in $100 steps") {
    const auto t = roll(must(table<>{}.money(0, 300).build(), "roulette"), "roulette 2");
    REQUIRE(t.phase() == phase::loan);
    CHECK(money_options(t) == strings{"loan 500", "loan 600", "loan 700", "loan 800"});
    const auto low = must(t, "loan 500");
    CHECK(low.team(0).money == 0);
    CHECK(low.team(0).due == 625);
    const auto high = must(t, "loan 800");
    CHECK(high.team(0).money == 300);
    CHECK(high.team(0).due == 1000);
    CHECK(refusal(t, "loan 400").find("CW-15.6 a") != std::string::npos);
    CHECK(refusal(t, "loan 550").find("multiple of $100") != std::string::npos);
}

TEST_CASE("CW-15.6 (a) CW-X.15 with groups the loan may be small, the rest paid in thugs") {
    const auto t = roll(must(table<>{}.money(0, 300).play(0, {4}).build(), "roulette"), "roulette 2");
    REQUIRE(t.phase() == phase::loan);
    CHECK_FALSE(is_legal(t, "loan 0"));
    const auto small = must(t, "loan 100");
    REQUIRE(small.phase() == phase::surrender);
    CHECK(small.debt() == 400);
    const auto paid = must(small, "surrender 4S");
    CHECK(paid.team(0).money == 0);
    CHECK(paid.team(0).due == 125);
    CHECK(paid.phase() == phase::main);
    const auto mid = must(t, "loan 500");
    CHECK(mid.phase() == phase::main);
    CHECK(mid.team(0).due == 625);
    CHECK(mid.team(0).play == cards({4}));
    CHECK(mid.team(0).money == 0);
}

TEST_CASE("CW-15.6 (a) L = 0 is allowed when money and groups cover the loss") {
    const auto t = roll(must(table<>{}.money(0, 300).play(0, {6}).build(), "roulette"), "roulette 2");
    REQUIRE(t.phase() == phase::loan);
    const auto u = must(t, "loan 0");
    REQUIRE(u.phase() == phase::surrender);
    CHECK(u.debt() == 500);
    CHECK(must(u, "surrender 6S").team(0).money == 100);
}

TEST_CASE("CW-15.6 (b) a loan after a 1 is the value of the kept cards") {
    const auto r = roll(must(table<>{}.money(0, 0).hand(0, {2, 10}).build(), "roulette"), "roulette 1");
    const auto t = must(r, "keep 2S+10S");
    CHECK(t.team(0).due == 1500);
    CHECK(t.team(0).hand == cards({2, 10}));
}

TEST_CASE("CW-15.6 (c) no loan in any other situation: not to hire, not to repay") {
    const auto s = table<>{}.hand(0, {9}).money(0, 100).build();
    CHECK(refusal(s, "loan 800").find("CW-18.1") != std::string::npos);
    const auto t = must(table<>{}.turn(1).money(0, 0).play(0, {2}).due(0, 625).build(), "end");
    CHECK(t.team(0).eliminated);  // no loan offered to repay a loan
}

TEST_CASE("CW-15.7 CW-15.9 the loan is due next turn with 25% interest; the amount is public") {
    const auto t = must(roll(must(table<>{}.money(0, 0).build(), "roulette"), "roulette 3"), "loan 400");
    CHECK(t.team(0).due == 500);
    CHECK(observe(t, 1).view.team(0).due == 500);
}

TEST_CASE("CW-15.8 repayment comes first in the next turn: money, then a minimal set of groups, with change") {
    const auto s = table<>{}.turn(1).money(0, 100).play(0, {6, 2}).due(0, 625).build();
    const auto t = must(s, "end");
    REQUIRE(t.phase() == phase::surrender);
    CHECK(t.turn_player() == 0);
    CHECK(t.debt() == 525);
    CHECK(t.team(0).money == 0);
    CHECK(money_options(t) == strings{"surrender 6S"});
    const auto u = must(t, "surrender 6S");
    CHECK(u.team(0).money == 75);
    CHECK(u.phase() == phase::drawing);  // then the draw
}
