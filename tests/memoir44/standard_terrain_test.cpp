// The standard ruleset's terrain table, dice and retreat rules (RULES.md
// M44-S-1, M44-S-3, M44-S-4, M44-S-7, M44-S-8, M44-6.2) as functions of a
// laid-out board. Allies are at the bottom (baseline rank 1).
#include <doctest/doctest.h>

#include <arbiter/memoir44/dice.hpp>
#include <arbiter/memoir44/terrain.hpp>

#include "helpers.hpp"

#include <string>

namespace {

using namespace m44_test;
using arbiter::probability;
using T = state<standard_rules>;

T terrain_board(const setup& su) { return arbiter::memoir44::detail::lay_out<standard_rules>(make_scenario(su)); }

std::string reach_text(const T& s, const char* from, int allowance, bool free_terrain = false) {
    const auto d = standard_reach(s, hex(from), s.at(hex(from)).kind, allowance, free_terrain);
    std::string out;
    for (int h = 0; h < num_hexes; ++h)
        if (d[static_cast<std::size_t>(h)] != 255 && h != hex(from))
            out += (out.empty() ? "" : " ") + hex_name(h) + ":" + std::to_string(d[static_cast<std::size_t>(h)]);
    return out;
}

bool reaches(const T& s, const char* from, const char* to, int allowance) {
    return standard_reach(s, hex(from), s.at(hex(from)).kind, allowance)[static_cast<std::size_t>(hex(to))] != 255;
}

}  // namespace

TEST_CASE("M44-6.2 a roll of n standard dice: count vectors with n!/(I!A!G!S!F!) 2^I / 6^n") {
    arbiter::static_vector<arbiter::chance_outcome<outcome>, 1001> one, three, ten;
    append_symbol_rolls(one, 1);
    append_symbol_rolls(three, 3);
    append_symbol_rolls(ten, 10);
    CHECK(one.size() == 5);
    CHECK(three.size() == 35);  // C(7, 4)
    CHECK(ten.size() == 1001);  // C(14, 4)
    const auto chance = [](const auto& list, const char* text) {
        const auto o = parse_outcome(text);
        REQUIRE(o.has_value());
        for (const auto& x : list)
            if (x.outcome == *o) return x.chance;
        FAIL(text);
        return probability{};
    };
    CHECK(chance(one, "roll I1 A0 G0 S0 F0") == probability(1, 3));
    CHECK(chance(one, "roll I0 A0 G0 S0 F1") == probability(1, 6));
    CHECK(chance(three, "roll I3 A0 G0 S0 F0") == probability(8, 216));
    CHECK(chance(three, "roll I0 A0 G0 S0 F3") == probability(1, 216));
    CHECK(chance(three, "roll I1 A1 G1 S0 F0") == probability(6 * 2, 216));
    for (const auto* list : {&one, &three, &ten}) {
        probability sum{0};
        for (const auto& x : *list) sum += x.chance;
        CHECK(sum == probability{1});
    }
}

TEST_CASE("M44-S-7.3 infantry symbols hit infantry, armor symbols armor, grenades all; stars only under Air Power") {
    const auto roll = *parse_outcome("roll I2 A1 G1 S1 F1");
    CHECK(symbol_hits(roll, unit_kind::infantry, false) == 3);
    CHECK(symbol_hits(roll, unit_kind::special_forces, false) == 3);
    CHECK(symbol_hits(roll, unit_kind::armor, false) == 2);
    CHECK(symbol_hits(roll, unit_kind::elite_armor, false) == 2);
    CHECK(symbol_hits(roll, unit_kind::artillery, false) == 1);
    CHECK(symbol_hits(roll, unit_kind::artillery, true) == 2);
    CHECK(symbol_hits(roll, unit_kind::infantry, true) == 4);
    CHECK(to_string(roll) == "roll I2 A1 G1 S1 F1");
}

TEST_CASE("M44-S-1.1 M44-S-7.1 dice by range: infantry 3-2-1, armor 3-3-3, artillery 3-3-2-2-1-1") {
    const auto at = [](const char* unit, int range) {
        // The attacker on G1, a target straight up the board at `range`.
        const char* targets[] = {"", "g2", "G3", "g4", "G5", "g6", "G7", "g8"};
        const auto t = terrain_board({.units = std::string("allies ") + unit + " G1; axis inf " + targets[range]});
        return battle_dice(t, hex("G1"), hex(targets[range]));
    };
    for (int r = 1; r <= 7; ++r) {
        const int inf[] = {0, 3, 2, 1, 0, 0, 0, 0}, arm[] = {0, 3, 3, 3, 0, 0, 0, 0}, art[] = {0, 3, 3, 2, 2, 1, 1, 0};
        CHECK(at("inf", r) == inf[r]);
        CHECK(at("inf-sf", r) == inf[r]);
        CHECK(at("arm", r) == arm[r]);
        CHECK(at("art", r) == art[r]);
    }
}

TEST_CASE("M44-S-4.1 M44-S-7.1 M44-E-22 against forest at range 1: infantry 2, armor 1, artillery 3; armor in a town cannot") {
    const auto s = terrain_board({.units = "allies inf F3; allies arm G3; allies art e2; axis inf f4; allies arm g4",
                          .ground = {{"f4", terrain::forest}, {"g4", terrain::town}}});
    CHECK(battle_dice(s, hex("F3"), hex("f4")) == 2);
    CHECK(battle_dice(s, hex("G3"), hex("f4")) == 1);
    CHECK(distance(hex("e2"), hex("f4")) == 2);
    CHECK(battle_dice(s, hex("e2"), hex("f4")) == 3);  // artillery at range 2, no terrain loss
    CHECK(battle_dice(s, hex("g4"), hex("f4")) == 0);  // 3 - 2 - 2 < 1: not a legal target
    for (const auto t : {terrain::town, terrain::hedgerow}) {
        const auto b = terrain_board({.units = "allies inf F3; allies arm G3; axis inf f4", .ground = {{"f4", t}}});
        CHECK(battle_dice(b, hex("F3"), hex("f4")) == 2);
        CHECK(battle_dice(b, hex("G3"), hex("f4")) == 1);
    }
    const auto art = terrain_board({.units = "allies art F3; axis inf f4", .ground = {{"f4", terrain::forest}}});
    CHECK(battle_dice(art, hex("F3"), hex("f4")) == 3);  // artillery never loses dice to terrain
}

TEST_CASE("M44-S-4.1 M44-S-4.3 M44-E-23 hills protect 1 unless the attacker is on a hill; protection does not add up") {
    const auto s = terrain_board({.units = "allies inf F3; allies arm G3; axis inf f4", .obstacles = "sandbags f4",
                          .ground = {{"f4", terrain::hill}, {"G3", terrain::hill}}});
    CHECK(protection(s, hex("f4"), hex("F3"), unit_kind::infantry) == 1);  // max(1, 1), not 2
    CHECK(battle_dice(s, hex("F3"), hex("f4")) == 2);
    CHECK(protection(s, hex("f4"), hex("G3"), unit_kind::armor) == 1);  // hill 0 from a hill, sandbags 1
    const auto bare = terrain_board({.units = "allies arm G3; axis inf f4", .ground = {{"f4", terrain::hill}, {"G3", terrain::hill}}});
    CHECK(protection(bare, hex("f4"), hex("G3"), unit_kind::armor) == 0);
}

TEST_CASE("M44-S-4.2 M44-S-8.2 M44-E-24 a bunker protects and lets ignore a flag for its owner's units only") {
    const auto axis_in = terrain_board({.units = "allies arm F3; axis inf f4", .obstacles = "bunker f4:axis"});
    CHECK(protection(axis_in, hex("f4"), hex("F3"), unit_kind::armor) == 2);
    CHECK(protection(axis_in, hex("f4"), hex("F3"), unit_kind::infantry) == 1);
    CHECK(may_ignore_flag(axis_in, hex("f4")));
    const auto allied_in = terrain_board({.units = "allies inf f4; axis arm F5", .obstacles = "bunker f4:axis"});
    CHECK(protection(allied_in, hex("f4"), hex("F5"), unit_kind::armor) == 0);
    CHECK_FALSE(may_ignore_flag(allied_in, hex("f4")));
    CHECK(may_ignore_flag(terrain_board({.units = "allies inf f4; axis arm F5", .obstacles = "sandbags f4"}), hex("f4")));
    CHECK(may_ignore_flag(terrain_board({.units = "allies inf f4; axis arm F5", .obstacles = "hedgehog f4"}), hex("f4")));
    CHECK_FALSE(may_ignore_flag(terrain_board({.units = "allies inf f4; axis arm F5", .obstacles = "wire f4"}), hex("f4")));
}

TEST_CASE("M44-S-4.4 armor battling from a town loses 2 dice, infantry from wire 1") {
    const auto s = terrain_board({.units = "allies arm F3; allies inf G3; axis inf f4 g4", .obstacles = "wire G3",
                          .ground = {{"F3", terrain::town}}});
    CHECK(battle_dice(s, hex("F3"), hex("f4")) == 1);
    CHECK(battle_dice(s, hex("G3"), hex("g4")) == 2);
    CHECK(battle_dice(s, hex("G3"), hex("g4"), 1) == 3);  // a card bonus adds
}

TEST_CASE("M44-S-3.2 M44-S-3.5 M44-E-28 allowances: infantry 2, armor 3, artillery 1; units block the path") {
    const auto s = terrain_board({.units = "allies inf A1; allies arm F3; allies art M1; axis inf f4 e4 G3 E3 e2"});
    CHECK(reach_text(s, "A1", 2) == "A3:2 B3:2 a2:1 b2:2 B1:1 C1:2");
    CHECK(reach_text(s, "M1", 1) == "l2:1 L1:1");
    // F3 hemmed in except through f2: armor goes round, 3 steps.
    CHECK(reach_text(s, "F3", 3) == "H3:3 f2:1 g2:2 h2:3 E1:3 F1:2 G1:2 H1:3");
}

TEST_CASE("M44-S-4.1 forest, town, ocean and wire stop a move; river is impassable") {
    // F3 can leave only by f4 (E3, G3 and e4 are river) or backwards.
    for (const auto t : {terrain::forest, terrain::town, terrain::ocean, terrain::clear}) {
        const auto s = terrain_board({.units = "allies arm F3; axis inf M9",
                              .ground = {{"f4", t}, {"e4", terrain::river}, {"G3", terrain::river}, {"E3", terrain::river}}});
        CHECK(reaches(s, "F3", "f4", 3));
        CHECK(reaches(s, "F3", "F5", 3) == (t == terrain::clear));  // only on through f4
        CHECK(reaches(s, "F3", "g4", 3) == (t == terrain::clear));
        CHECK_FALSE(reaches(s, "F3", "e4", 3));  // river
    }
    const auto w = terrain_board({.units = "allies arm F3; axis inf M9", .obstacles = "wire f4",
                          .ground = {{"e4", terrain::river}, {"G3", terrain::river}, {"E3", terrain::river}}});
    CHECK(reaches(w, "F3", "f4", 3));
    CHECK_FALSE(reaches(w, "F3", "F5", 3));
    // A unit may leave an ocean hex freely (M44-S-4.9).
    const auto sea = terrain_board({.units = "allies inf F3; axis inf M9", .ground = {{"F3", terrain::ocean}}});
    CHECK(reaches(sea, "F3", "F5", 2));
}

TEST_CASE("M44-S-3.3 M44-E-29 a hedgerow is entered only as the first step, and stops; leaving it is 1 hex") {
    const auto s = terrain_board({.units = "allies inf D3; axis inf M9", .ground = {{"D5", terrain::hedgerow}}});
    CHECK_FALSE(reaches(s, "D3", "D5", 2));  // d4 then D5: not the first step
    const auto t = terrain_board({.units = "allies inf d4; axis inf C5 E5", .ground = {{"D5", terrain::hedgerow}}});
    CHECK(reaches(t, "d4", "D5", 2));
    CHECK_FALSE(reaches(t, "d4", "d6", 2));  // only on through D5, which stops the move
    const auto start = terrain_board({.units = "allies inf D5; axis inf M9", .ground = {{"D5", terrain::hedgerow}}});
    CHECK(reach_text(start, "D5", 2) == "c6:1 d6:1 C5:1 E5:1 c4:1 d4:1");
}

TEST_CASE("M44-S-3.4 a path that enters a beach is at most 2 hexes long") {
    const auto s = terrain_board({.units = "allies arm F1; axis inf M9", .ground = {{"f2", terrain::beach}}});
    CHECK(reaches(s, "F1", "F3", 3));  // around the beach (e2), 2 steps... or through it in 2
    CHECK(standard_reach(s, hex("F1"), unit_kind::armor, 3)[static_cast<std::size_t>(hex("f4"))] == 3);
    // Every way to f4 in 3 through f2 is barred; e2 and g2 give 3-step paths without a beach.
    const auto all_beach = terrain_board({.units = "allies arm F1; axis inf M9",
                                  .ground = {{"e2", terrain::beach}, {"f2", terrain::beach}, {"E1", terrain::river}, {"G1", terrain::river}}});
    CHECK(reaches(all_beach, "F1", "F3", 3));
    CHECK_FALSE(reaches(all_beach, "F1", "f4", 3));
    // Starting on a beach and leaving it inland is not limited.
    const auto from_beach = terrain_board({.units = "allies arm F1; axis inf M9", .ground = {{"F1", terrain::beach}}});
    CHECK(reaches(from_beach, "F1", "f4", 3));
}

TEST_CASE("M44-S-4.2 M44-S-4.8 hedgehogs and bunkers bar armor and artillery; artillery in a bunker stays") {
    const auto s = terrain_board({.units = "allies arm F3; allies inf G3; axis inf M9", .obstacles = "hedgehog f4; bunker g4:axis"});
    CHECK_FALSE(reaches(s, "F3", "f4", 3));
    CHECK(reaches(s, "G3", "f4", 2));
    CHECK(reaches(s, "G3", "g4", 2));
    const auto art = terrain_board({.units = "allies art F3; axis inf M9", .obstacles = "bunker F3:allies"});
    CHECK(reach_text(art, "F3", 1).empty());
}

TEST_CASE("M44-S-11.6 Behind Enemy Lines ignores stops, hedgerows, beaches and wire; not units or rivers") {
    const auto s = terrain_board({.units = "allies inf F3; axis inf G3 M9", .obstacles = "wire f4",
                          .ground = {{"F5", terrain::forest}, {"e4", terrain::river}}});
    CHECK(standard_reach(s, hex("F3"), unit_kind::infantry, 3, true)[static_cast<std::size_t>(hex("f6"))] == 3);
    CHECK(standard_reach(s, hex("F3"), unit_kind::infantry, 3, true)[static_cast<std::size_t>(hex("e4"))] == 255);
    CHECK(standard_reach(s, hex("F3"), unit_kind::infantry, 3, true)[static_cast<std::size_t>(hex("G3"))] == 255);
}

TEST_CASE("M44-S-8.4 M44-E-5 the retreat must reach the most steps it can: the first step only where m remains") {
    const auto s = terrain_board({.units = "allies inf F3 E1 F1; axis inf M9"});
    CHECK(max_retreat(s, hex("F3"), 2) == 2);
    CHECK(retreat_choices(s, hex("F3"), 2) == hex_list2{static_cast<std::uint8_t>(hex("f2"))});
    CHECK(retreat_choices(s, hex("F3"), 1).size() == 2);  // one flag: either rear hex
}

TEST_CASE("M44-S-8.4 M44-E-6 M44-E-4 steps that cannot be taken cost a figure each") {
    const auto s = terrain_board({.units = "allies inf F3 e2 F1 G1; axis inf M9"});
    CHECK(max_retreat(s, hex("F3"), 2) == 1);  // to f2, then nothing: 1 figure lost
    CHECK(retreat_choices(s, hex("F3"), 2) == hex_list2{static_cast<std::uint8_t>(hex("f2"))});
    const auto base = terrain_board({.units = "allies inf E1; axis inf M9"});
    CHECK(max_retreat(base, hex("E1"), 2) == 0);  // on its baseline: 2 figures lost
}

TEST_CASE("M44-S-8.3 M44-S-4.9 M44-E-42 M44-E-25 retreats: no ocean, no river; armor not into hedgehog or bunker; no terrain stops") {
    const auto sea = terrain_board({.units = "allies inf F3; axis inf M9", .ground = {{"F3", terrain::beach}, {"e2", terrain::ocean}, {"f2", terrain::ocean}}});
    CHECK(max_retreat(sea, hex("F3"), 2) == 0);
    const auto armor = terrain_board({.units = "allies arm F3; allies inf G3; axis inf M9", .obstacles = "hedgehog e2; bunker f2:allies; hedgehog g2"});
    CHECK(max_retreat(armor, hex("F3"), 1) == 0);
    CHECK(max_retreat(armor, hex("G3"), 1) == 1);  // infantry may
    const auto art = terrain_board({.units = "allies art F3; axis inf M9", .obstacles = "bunker F3:allies"});
    CHECK(max_retreat(art, hex("F3"), 2) == 0);  // E-25: it cannot leave its bunker
    // Forest, towns, hedgerows and wire do not stop a retreat.
    const auto rough = terrain_board({.units = "allies inf F3; axis inf M9", .obstacles = "wire f2",
                              .ground = {{"e2", terrain::forest}, {"E1", terrain::town}, {"F1", terrain::hedgerow}}});
    CHECK(max_retreat(rough, hex("F3"), 2) == 2);
    // The top side retreats toward rank 9.
    const auto top = terrain_board({.units = "allies inf F3; axis inf F7"});
    CHECK(retreat_choices(top, hex("F7"), 1).size() == 2);
    CHECK(max_retreat(top, hex("F7"), 3) == 2);  // rank 9 is its baseline
}
