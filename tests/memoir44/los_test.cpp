// Line of sight (RULES.md M44-S-6): the exact integer test, drawn on ASCII
// hex maps. In the maps, rows of 12 are drawn half a hex in; A is the
// attacker, T the target, # a blocker, o a hex the line meets without a
// blocker, . any other hex.
#include <doctest/doctest.h>

#include <arbiter/memoir44/los.hpp>

#include "helpers.hpp"

#include <string>

namespace {

using namespace m44_test;

// A standard-ruleset state is not playable yet; LOS reads only the board
// and the units, which a tutorial state holds the same way.
state<tutorial_rules> board_of(const setup& su) { return start_game<tutorial_rules>(make_scenario(su)); }

bool sees(const setup& su, const char* a, const char* t) { return has_line_of_sight(board_of(su), hex(a), hex(t)); }

}  // namespace

TEST_CASE("M44-S-6.1 adjacent targets are always in line of sight") {
    const setup su{.units = "allies inf F3; axis inf f4", .ground = {{"f4", terrain::forest}, {"F3", terrain::town}}};
    CHECK(sees(su, "F3", "f4"));
}

TEST_CASE("M44-S-6.3 M44-E-17 a line along a hex edge is blocked only by blockers on both sides") {
    //   rank 3   .  .  .  .  T  .         E3: the target
    //   rank 2    .  .  .  #  #  .        d2 and e2: the line from E1 to E3 runs between them
    //   rank 1   .  .  .  .  A  .         E1: the attacker
    CHECK(contact(hex("E1"), hex("E3"), hex("d2")) != contact(hex("E1"), hex("E3"), hex("e2")));
    CHECK(contact(hex("E1"), hex("E3"), hex("d2")) != line_contact::crossed);
    CHECK(sees({.units = "allies arm E1; axis inf E3 M9; allies inf d2"}, "E1", "E3"));
    CHECK(sees({.units = "allies arm E1; axis inf E3 M9; allies inf e2"}, "E1", "E3"));
    CHECK_FALSE(sees({.units = "allies arm E1; axis inf E3 d2 e2"}, "E1", "E3"));
    CHECK_FALSE(sees({.units = "allies arm E1 d2; axis inf E3", .ground = {{"e2", terrain::forest}}}, "E1", "E3"));
    CHECK(sees({.units = "allies arm E1; axis inf E3", .ground = {{"e2", terrain::forest}}}, "E1", "E3"));
}

TEST_CASE("M44-S-6.2 M44-E-18 a unit of either side on a crossed hex blocks") {
    //   rank 3   .  .  A  #  o  T  .      C3 to F3 crosses D3 and E3
    CHECK(contact(hex("C3"), hex("F3"), hex("D3")) == line_contact::crossed);
    CHECK(contact(hex("C3"), hex("F3"), hex("E3")) == line_contact::crossed);
    CHECK_FALSE(sees({.units = "allies inf C3 D3; axis inf F3"}, "C3", "F3"));
    CHECK_FALSE(sees({.units = "allies inf C3; axis inf F3 E3"}, "C3", "F3"));
    CHECK(sees({.units = "allies inf C3; axis inf F3"}, "C3", "F3"));
    for (const auto t : {terrain::forest, terrain::town, terrain::hedgerow, terrain::hill})
        CHECK_FALSE(sees({.units = "allies inf C3; axis inf F3", .ground = {{"E3", t}}}, "C3", "F3"));
    for (const auto t : {terrain::river, terrain::bridge, terrain::beach, terrain::ocean})
        CHECK(sees({.units = "allies inf C3; axis inf F3", .ground = {{"E3", t}}}, "C3", "F3"));
    CHECK_FALSE(sees({.units = "allies inf C3; axis inf F3", .obstacles = "bunker E3:axis"}, "C3", "F3"));
    for (const char* o : {"sandbags E3", "wire E3", "hedgehog E3"})
        CHECK(sees({.units = "allies inf C3; axis inf F3", .obstacles = o}, "C3", "F3"));
}

TEST_CASE("M44-S-6.3 M44-E-19 M44-6.2 off-board half hexes never block: A1 always sees A3") {
    //   rank 3   T  .
    //   rank 2  ( ) #        the half hex left of a2 is off the board
    //   rank 1   A  .
    CHECK(sees({.units = "allies inf A1 a2; axis inf A3"}, "A1", "A3"));
    CHECK(sees({.units = "allies inf A1; axis inf A3", .ground = {{"a2", terrain::forest}}}, "A1", "A3"));
}

TEST_CASE("M44-S-6.5 at distance 3 the line crosses two hexes, either of which blocks") {
    //   rank 4    .  o  #  .         F1 to G4 (distance 3)
    //   rank 3   .  .  .  .
    // The candidates crossed are exactly two hexes.
    const int a = hex("F1"), t = hex("f4");
    int crossed = 0;
    for (int h = 0; h < num_hexes; ++h)
        if (h != a && h != t && distance(a, h) + distance(h, t) == distance(a, t) &&
            contact(a, t, h) == line_contact::crossed)
            ++crossed;
    CHECK(distance(a, t) == 3);
    CHECK(crossed == 2);
    // Every distance-3 line on the board: exactly two crossed hexes, none touched.
    for (int x = 0; x < num_hexes; ++x)
        for (int y = 0; y < num_hexes; ++y) {
            if (distance(x, y) != 3) continue;
            int c = 0, touched = 0;
            for (int h = 0; h < num_hexes; ++h) {
                if (h == x || h == y || distance(x, h) + distance(h, y) != 3) continue;
                const auto k = contact(x, y, h);
                c += k == line_contact::crossed ? 1 : 0;
                touched += k == line_contact::touched_positive || k == line_contact::touched_negative ? 1 : 0;
            }
            // Lines from the board's edge may lose a crossed hex off the board.
            CHECK(c <= 2);
            CHECK(touched == 0);
        }
}

TEST_CASE("M44-S-6.5 at distance 2 the line crosses one hex or runs between two") {
    for (int x = 0; x < num_hexes; ++x)
        for (int y = 0; y < num_hexes; ++y) {
            if (distance(x, y) != 2) continue;
            int crossed = 0, positive = 0, negative = 0;
            for (int h = 0; h < num_hexes; ++h) {
                if (h == x || h == y || distance(x, h) + distance(h, y) != 2) continue;
                const auto k = contact(x, y, h);
                crossed += k == line_contact::crossed ? 1 : 0;
                positive += k == line_contact::touched_positive ? 1 : 0;
                negative += k == line_contact::touched_negative ? 1 : 0;
            }
            const bool straight = arbiter::hex::line_direction(to_axial(coords_of(x)), to_axial(coords_of(y))) >= 0;
            if (straight) {
                CHECK(crossed == 1);
                CHECK(positive + negative == 0);
            } else {
                CHECK(crossed == 0);
                CHECK(positive <= 1);
                CHECK(negative <= 1);
            }
        }
}

TEST_CASE("M44-S-6.4 M44-E-20 hills of the attacker's and target's own hill group do not block") {
    //   rank 5   .  .  T  .          hills f4, g4, G3 and G5: one group
    //   rank 4     .  #  #
    //   rank 3   .  .  A  .
    const setup same{.units = "allies inf G3; axis inf G5",
                     .ground = {{"G3", terrain::hill}, {"g4", terrain::hill}, {"G5", terrain::hill}, {"f4", terrain::hill}}};
    // G3 to G5 runs between f4 and g4: both hills of the same group as both ends.
    CHECK(sees(same, "G3", "G5"));
    // With the target off the hill, the hills block.
    setup off = same;
    off.ground = {{"G3", terrain::hill}, {"g4", terrain::hill}, {"f4", terrain::hill}};
    CHECK_FALSE(sees(off, "G3", "G5"));
    // A hill of another group blocks even between two hills:
    //   rank 3   .  A  o  #  T       hills B3, D3 and E3; D3-E3 are one group, B3 another
    const setup other{.units = "allies inf B3; axis inf E3",
                      .ground = {{"B3", terrain::hill}, {"E3", terrain::hill}, {"D3", terrain::hill}}};
    // D3 is in E3's group, not B3's: it blocks.
    CHECK_FALSE(sees(other, "B3", "E3"));
    setup joined = other;
    joined.ground.push_back({"C3", terrain::hill});  // now one group B3-C3-D3-E3
    CHECK(sees(joined, "B3", "E3"));
}

TEST_CASE("M44-S-6.3 line of sight is symmetric: reversing the line swaps the touched sides") {
    const auto swapped = [](line_contact k) {
        return k == line_contact::touched_positive   ? line_contact::touched_negative
               : k == line_contact::touched_negative ? line_contact::touched_positive
                                                     : k;
    };
    for (int a = 0; a < num_hexes; ++a)
        for (int t = 0; t < num_hexes; t += 3)
            for (int h = 0; h < num_hexes; h += 5) {
                if (h == a || h == t || a == t) continue;
                CHECK(contact(t, a, h) == swapped(contact(a, t, h)));
            }
    // And so is the whole test, on a board with scattered blockers.
    const auto s = board_of({.units = "allies inf G5 C3 k6; axis inf e4 J7 b8",
                             .ground = {{"F5", terrain::forest}, {"d6", terrain::town}, {"h4", terrain::hill}}});
    for (int a = 0; a < num_hexes; ++a)
        for (int t = 0; t < num_hexes; ++t) CHECK(has_line_of_sight(s, a, t) == has_line_of_sight(s, t, a));
}
