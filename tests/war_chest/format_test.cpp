// The {fmt} formatters of war_chest/format.hpp: the board (WC-2.6), each
// player's coins, and one player's view that hides what WC-16 hides.

#include <arbiter/war_chest/format.hpp>

#include <doctest/doctest.h>

#include <string>

#include "helpers.hpp"

using namespace wc_test;

namespace {

S small_position() {
    auto s = blank(armies_of({unit::swordsman, unit::pikeman}, {unit::royal_guard, unit::scout}));
    put(s, "e4", unit::swordsman, 2);
    put(s, "f4", unit::pikeman);
    put(s, "a6", unit::royal_guard);
    set_control(s, "f4", 0);
    give(s, 0, unit::pikeman);
    give(s, 1, royal, 1);
    return s;
}

}  // namespace

TEST_CASE("WC-2.6 format: the board rank by rank, units with side, code, height and marker") {
    const std::string text = fmt::format("{}", small_position());
    CHECK(text ==
          "round 1, use, seat 0 to decide; initiative: seat 0; markers in reserve A 3, B 4\n"
          "rank 1                   .     A     .     .\n"
          "rank 2                *     .     .     .     A\n"
          "rank 3             .     .     *     .     .     .\n"
          "rank 4          .     *     .     .     aSw2  aPi1A .\n"
          "rank 5             .     .     .     *     .     .\n"
          "rank 6                bRG1B .     .     .     *\n"
          "rank 7                   .     .     B     .\n"
          "seat 0 (A): pikeman,swordsman\n"
          "  hand pikeman:1  bag -  face up -  face down -  supply pikeman:2,swordsman:3  box -\n"
          "seat 1 (B): royal_guard,scout\n"
          "  hand royal:1  bag -  face up -  face down -  supply royal_guard:3,scout:3  box -\n");
}

TEST_CASE("WC-16.1 format: a view shows the others' hidden coins as counts only") {
    const std::string text = fmt::format("{}", observe(small_position(), 1));
    CHECK(text.find("seat 1's view") == 0);
    CHECK(text.find("hand 1 coins  bag 0 coins") != std::string::npos);
    CHECK(text.find("hand pikeman:1") == std::string::npos);
    CHECK(text.find("hand royal:1") != std::string::npos);
    CHECK(fmt::format("{}", mv("attack swordsman e4 f4")) == "attack swordsman e4 f4");
}
