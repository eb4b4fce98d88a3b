// The {fmt} formatters of memoir44/format.hpp: the board with terrain,
// units, obstacles, sections and medals (RULES.md M44-1, M44-3, M44-8).
#include <arbiter/memoir44/format.hpp>

#include <doctest/doctest.h>

#include <string>

#include "helpers.hpp"

namespace {
using namespace m44_test;
}

TEST_CASE("M44-1.10 M44-9.3 the board of Brennau Crossing as text") {
    const auto s = start(brennau_crossing(),
                         {card::probe_c, card::attack_l, card::recon_in_force, card::air_power, card::probe_l, card::barrage},
                         {card::probe_l, card::probe_r, card::attack_c, card::attack_r, card::dig_in, card::ambush});
    const std::string text = fmt::format("{}", s);
    CHECK(text ==
          "      A     B     C     D   | E     F     G     H     I   | J     K     L     M\n"
          "  9  .     .     .     .     .     .     .     .     .     .     .     .     .\n"
          "  8     .     f     .     .     .     .     .Xr2b .Xa3  .     .     h     .\n"
          "  7  .     f     fXi4  .     .     tXi4  tXi4  .     .     .     h     hXi4  .\n"
          "  6     .     fXi4  .     .     .     .   w .   w .     .     .     hXi4s .\n"
          "  5  r     r     b     r     r     r     b     r     .     .     .     .     .\n"
          "  4     .     .     .     .     .     .     .     .     .     .     .     .\n"
          "  3  .     fAi4  .     .     .Ai4  .Ai4  .Ai4  .     .     .Ai4  .     .     .\n"
          "  2     .     fAi4  .     .     .     .     .     .     .     .Aa3  .Aa3  .\n"
          "  1  .     .     .     .     .Ar2  .     .     .     .     .     .     .     .\n"
          "  Allies (bottom): 0/6 medals, 6 cards in hand: probe-l probe-c attack-l recon-in-force air-power barrage\n"
          "  Axis (top): 0/6 medals, 6 cards in hand: probe-l probe-r attack-c attack-r ambush dig-in\n"
          "  objectives: G7 allies perm, G5 allies temp\n"
          "  deck 48, discard pile: -\n"
          "  turn 1, Allies: play a card\n");
}

TEST_CASE("M44-7.2 a player's view shows only its own hand") {
    const auto s = start({.units = "allies inf F3; axis inf F7"},
                         {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                         {card::probe_l, card::probe_r, card::attack_c, card::barrage});
    const std::string text = fmt::format("{}", observe(s, player_of(side::axis)));
    CHECK(text.rfind("view of the Axis\n", 0) == 0);
    CHECK(text.find("Allies (bottom): 0/6 medals, 4 cards in hand\n") != std::string::npos);
    CHECK(text.find("Axis (top): 0/6 medals, 4 cards in hand: probe-l probe-r attack-c barrage\n") !=
          std::string::npos);
    CHECK(text.find("deck 52") != std::string::npos);
    CHECK(text.find("air-power") == std::string::npos);
    CHECK(fmt::format("{} {}", move::activate(hex("d4"), allowance::left), outcome::hits(2, 3)) ==
          "activate d4/L roll 2/3");
}

TEST_CASE("M44-S-2 every phase of the standard turn has a name in the view") {
    CHECK(arbiter::memoir44::detail::board_text_parts::phase_name(phase::orders) == "order units");
    CHECK(arbiter::memoir44::detail::board_text_parts::phase_name(phase::keep_card) == "keep one of the two cards drawn");
    CHECK(arbiter::memoir44::detail::board_text_parts::phase_name(phase::ambush) == "ambush or not");  // M44-S-11.2
    CHECK(arbiter::memoir44::detail::board_text_parts::phase_name(static_cast<phase>(num_phases - 1)) == "ambush or not");
}
