// What an observer may see of a decision or a chance outcome (public_text,
// RULES.md M44-7): dice and decisions are public, a drawn card and the card
// kept after Recon are the drawer's.
#include <doctest/doctest.h>

#include <arbiter/core.hpp>

#include "helpers.hpp"

namespace {
using namespace m44_test;
}

TEST_CASE("M44-7.2 M44-6.1 a drawn card is seen by the drawer only; the opponent sees that a card was drawn") {
    const auto s = start_game<tutorial_rules>(brennau_crossing());  // the deal: the Allies draw first (M44-5.1)
    REQUIRE(s.drawing() == side::allies);
    const auto o = outcome::draw(card::probe_l);
    CHECK(public_text(s, o, player_of(side::allies)) == "draw probe-l");
    CHECK(public_text(s, o, player_of(side::axis)) == "draw ?");
    CHECK(arbiter::seen_text(s, o, player_of(side::axis)) == "draw ?");
    // The end-of-turn draw: the drawer is the side that played (M44-T-8.1).
    auto t = start({.units = "allies inf F3; axis inf F7"},
                   {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                   {card::probe_l, card::probe_r, card::attack_c, card::barrage});
    t = act(act(act(t, "play probe-c"), "activate F3/C"), "stay");
    t = act(act(t, "hold-fire"), "end-turn");
    REQUIRE(t.step() == phase::draw);
    REQUIRE(t.drawing() == side::allies);
    CHECK(public_text(t, outcome::draw(card::dig_in), player_of(side::allies)) == "draw dig-in");
    CHECK(public_text(t, outcome::draw(card::dig_in), player_of(side::axis)) == "draw ?");
}

TEST_CASE("M44-7.1 dice and every decision but the kept card are public, in the notation of M44-11.1") {
    const auto s = start({.units = "allies inf F3; axis inf F7"},
                         {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                         {card::probe_l, card::probe_r, card::attack_c, card::barrage});
    for (const auto viewer : {player_of(side::allies), player_of(side::axis)}) {
        for (const auto& m : legal_moves(s)) CHECK(public_text(s, m, viewer) == to_string(s, m));
        CHECK(public_text(s, outcome::hits(2, 3), viewer) == "roll 2/3");
        CHECK(public_text(s, outcome::defense(defense_face::flag), viewer) == "defense flag");
        CHECK(public_text(s, outcome::roll({1, 0, 1, 0, 1}), viewer) == "roll I1 A0 G1 S0 F1");
    }
}

TEST_CASE("M44-7.2 M44-S-10.1 M44-E-36 after Recon the kept card is private, the discarded one public") {
    const auto s = at_recon_keep();
    const auto keep = move::keep(card::attack_r);
    CHECK(public_text(s, keep, player_of(side::allies)) == "keep attack-r");
    CHECK(public_text(s, keep, player_of(side::axis)) == "keep ? discard probe-l");
    CHECK(public_text(s, move::keep(card::probe_l), player_of(side::axis)) == "keep ? discard attack-r");
    // The two draws after Recon are the drawer's too (M44-7.2).
    auto before = start<standard_sections_rules>({.units = "allies inf F3; axis inf F9"},
                                                 {card::probe_c, card::attack_c, card::assault_c, card::recon_c},
                                                 {card::probe_c, card::probe_l, card::probe_r, card::attack_l});
    before = act(act(act(before, "play recon-c"), "order F3/C"), "end-moves");
    REQUIRE(before.step() == phase::draw);
    CHECK(public_text(before, outcome::draw(card::probe_l), player_of(side::axis)) == "draw ?");
    CHECK(public_text(before, outcome::draw(card::probe_l), player_of(side::allies)) == "draw probe-l");
}
