// The fmt formatters: the table of the teams and a player's hand.

#include <doctest/doctest.h>

#include <arbiter/crime_wars/format.hpp>

#include "helpers.hpp"

using namespace cw_test;

TEST_CASE("format: the table of the teams shows money, loans, stats, marks and what happens next") {
    const auto s = table<rules<3, variant::gambling>>{}
                       .play(0, {3, 5})
                       .hired(0, {6})
                       .attacked(0, {5})
                       .hand(0, {7})
                       .money(1, 700)
                       .due(1, 625)
                       .jacks(1, 1)
                       .eliminated(2)
                       .build();
    CHECK(fmt::format("{}", s) ==
          "seat team               money    due  ATK  DEF  kingpin   hand  deck  groups in play\n"
          "   0 S Terrorists       $1000      -    4    1  ready        1     8  3S 5S! 6S+\n"
          "   1 H Gangstaz          $700   $625    1    5  ready        0    12  -\n"
          "   2 C The Mob             $0      -    2    3  out          0     0  -\n"
          "pot: $0\n"
          "player 0 to act: main phase\n");
}

TEST_CASE("format: a hand, and a move in its state") {
    const auto s = table<>{}.hand(1, {JOKER, 9, 2}).play(0, {4}).play(1, {8}).build();
    CHECK(fmt::format("{}", hand_of{s, 1}) == "2H 9H *H");
    CHECK(fmt::format("{}", hand_of{s, 0}) == "-");
    CHECK(fmt::format("{:>8}", hand_of{s, 0}) == "       -");  // the string_view spec applies
    CHECK(fmt::format("{}", move_in{s, move::attack(cards({4}), 1, c(8))}) == "attack 4S -> 8H");
}

TEST_CASE("format: the status line follows the phase") {
    const auto s = table<>{}.play(0, {7}).play(1, {5, 2}).build();
    const auto d = must(s, "attack 7S -> 5H");
    CHECK(fmt::format("{}", d).ends_with("7S attacks 5H: player 1 chooses defenders\n"));
    const auto c2 = must(d, "defend 2H");
    CHECK(fmt::format("{}", c2).ends_with("7S attacks 5H, defended by 2H+5H: combat roll\n"));
    const auto won = roll(must(must(table<>{}.play(0, {7}).build(), "attack 7S -> KH"), "defend -"), "combat 6-1");
    CHECK(fmt::format("{}", won).ends_with("player 0 wins with $1000\n"));
}
