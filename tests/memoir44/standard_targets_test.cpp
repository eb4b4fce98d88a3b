// The standard ruleset's targets and Air Power groups (RULES.md M44-S-5,
// M44-S-6.6, M44-S-7.1, M44-S-11.1) on laid-out boards. Allies are at the
// bottom. In the maps, A is the attacker, T a target, # a blocker.
#include <doctest/doctest.h>

#include <arbiter/memoir44/dice.hpp>
#include <arbiter/memoir44/targets.hpp>

#include "helpers.hpp"

#include <string>

namespace {

using namespace m44_test;
using T = state<standard_rules>;

T board(const setup& su) { return arbiter::memoir44::detail::lay_out<standard_rules>(make_scenario(su)); }

std::string targets_text(const T& s, const char* from, int bonus = 0) {
    std::string out;
    for (const auto& t : battle_targets(s, hex(from), bonus))
        out += (out.empty() ? "" : " ") + hex_name(t.hex) + ":" + std::to_string(t.dice);
    return out;
}

}  // namespace

TEST_CASE("M44-S-5.3 M44-E-21 a unit next to an enemy may only close-assault an adjacent one") {
    //   rank 5   .  .  .  T  .        F5 at range 2: not a target
    //   rank 4    .  .  T  .          f4 adjacent
    //   rank 3   .  .  .  A  .        F3
    CHECK(targets_text(board({.units = "allies inf F3; axis inf f4 F5"}), "F3") == "f4:3");
    CHECK(targets_text(board({.units = "allies inf F3; axis inf F5"}), "F3") == "F5:2");
    // A friendly neighbour does not restrict.
    CHECK(targets_text(board({.units = "allies inf F3 f4; axis inf F5"}), "F3") == "F5:2");  // the line runs between e4 and f4
}

TEST_CASE("M44-S-5.2 M44-S-1.1 targets lie within range, in sight, with at least one die") {
    // Infantry reaches 3, armor 3, artillery 6; dice by range.
    CHECK(targets_text(board({.units = "allies inf G1; axis inf G5 g4"}), "G1") == "g4:1");
    CHECK(targets_text(board({.units = "allies arm G1; axis inf g4"}), "G1") == "g4:3");
    CHECK(targets_text(board({.units = "allies art G1; axis inf G7 g8"}), "G1") == "G7:1");
    // M44-E-22: armor in a town against forest: 3 - 2 - 2 < 1.
    CHECK(targets_text(board({.units = "allies arm F3; axis inf f4", .ground = {{"F3", terrain::town}, {"f4", terrain::forest}}}),
                       "F3")
              .empty());
    // A card bonus can make a target legal (M44-S-7.1): from a town against a hill, 3 - 1 - 2 = 0, +1.
    const auto hill = board({.units = "allies arm F3; axis inf f4", .ground = {{"F3", terrain::town}, {"f4", terrain::hill}}});
    CHECK(targets_text(hill, "F3").empty());
    CHECK(targets_text(hill, "F3", 1) == "f4:1");
}

TEST_CASE("M44-S-6.2 M44-S-6.6 M44-E-18 M44-E-46 units block infantry and armor; artillery fires over them") {
    //   rank 3   .  .  A  #  .  T      C3 to F3 over the friendly unit on D3
    CHECK(targets_text(board({.units = "allies inf C3 D3; axis inf F3"}), "C3").empty());
    CHECK(targets_text(board({.units = "allies art C3; allies inf D3; axis inf F3"}), "C3") == "F3:2");
    // E-46: artillery at a unit behind a forest and an enemy unit; the forest target's protection is no loss.
    CHECK(targets_text(board({.units = "allies art C1; axis inf E5 D3", .ground = {{"d2", terrain::forest}, {"E5", terrain::forest}}}),
                       "C1") == "E5:2 D3:3");
}

TEST_CASE("M44-S-11.1 M44-E-27 Air Power: 1 to 4 enemy units forming a connected group; dice by side") {
    const auto s = board({.units = "allies inf F1; axis inf F5 f6 G5 A9 M9"});
    using group = arbiter::static_vector<std::uint8_t, 4>;
    const auto g = [](std::initializer_list<const char*> names) {
        group out;
        for (const char* n : names) out.push_back(static_cast<std::uint8_t>(hex(n)));
        return out;
    };
    CHECK(air_power_group(s, side::allies, g({"F5", "f6", "G5"})));  // three adjacent units
    CHECK(air_power_group(s, side::allies, g({"G5", "F5", "f6"})));  // any listed order
    CHECK(air_power_group(s, side::allies, g({"A9"})));
    CHECK_FALSE(air_power_group(s, side::allies, g({"F5", "f6", "A9"})));  // not connected
    CHECK_FALSE(air_power_group(s, side::allies, g({"F5", "F1"})));        // a friendly unit
    CHECK_FALSE(air_power_group(s, side::allies, g({"F5", "F5"})));
    CHECK_FALSE(air_power_group(s, side::allies, g({})));
    CHECK_FALSE(air_power_group(s, side::allies, g({"F5", "e6"})));  // an empty hex
    CHECK(air_power_dice(side::allies) == 2);
    CHECK(air_power_dice(side::axis) == 1);
    // Under Air Power stars hit too (M44-S-7.3, E-27).
    CHECK(symbol_hits(*parse_outcome("roll I0 A0 G0 S1 F0"), unit_kind::infantry, true) == 1);
}
