// The game concept's promises and the invariants checked at every
// node of seeded random games, for every variant and combination
// (tests/common/harness.hpp, the hooks in playouts.hpp). Apart from
// engine_test.cpp to keep each file's compile time short.

#include <doctest/doctest.h>

#include <arbiter/crime_wars.hpp>

#include "helpers.hpp"
#include "playouts.hpp"

using namespace cw_test;

TEST_CASE("harness: every variant and combination keeps the concept's promises and the invariants") {
    SUBCASE("standard, 2 players") { check_playouts<standard_rules>(60, 1); }
    SUBCASE("3 players") { check_playouts<rules<3>>(30, 2); }
    SUBCASE("4 players") { check_playouts<rules<4>>(20, 3); }
    SUBCASE("CW-V10: 5 and 8 players, two packs") {
        check_playouts<rules<5, variant::multiple_decks>>(8, 4);
        check_playouts<rules<8, variant::multiple_decks>>(6, 5);
    }
    SUBCASE("CW-V2 Hardcore") { check_playouts<rules<2, variant::hardcore>>(40, 6); }
    SUBCASE("CW-V3 Aggressor") { check_playouts<rules<2, variant::aggressor>>(30, 7); }
    SUBCASE("CW-V4 Rush") { check_playouts<rules<3, variant::rush>>(40, 8); }
    SUBCASE("CW-V5 Diceless") { check_playouts<rules<2, variant::diceless>>(30, 9); }
    SUBCASE("CW-V6 Rich Man's Curse") { check_playouts<rules<4, variant::rich_mans_curse>>(20, 10); }
    SUBCASE("CW-V8 Gambling") { check_playouts<rules<2, variant::gambling>>(30, 11); }
    SUBCASE("CW-V9 Bounty") { check_playouts<rules<2, variant::bounty>>(30, 12); }
    SUBCASE("CW-V1 Thug Alliance") {
        check_playouts<rules<4, variant::alliance>>(12, 18);
        check_playouts<rules<6, variant::alliance, variant::multiple_decks>>(4, 19);
    }
    SUBCASE("CW-V1.11 allies play on and restore the Snitch") {
        check_restored_snitch<rules<4, variant::alliance>>(12, 22);
        check_restored_snitch<rules<4, variant::alliance, variant::hardcore, variant::bounty>>(6, 23);
    }
    SUBCASE("CW-V0.1: combinations") {
        check_playouts<rules<4, variant::alliance, variant::hardcore, variant::bounty, variant::gambling>>(8, 20);
        check_playouts<rules<8, variant::alliance, variant::multiple_decks, variant::rush, variant::rich_mans_curse>>(6, 21);
        check_playouts<rules<2, variant::hardcore, variant::bounty, variant::gambling>>(30, 13);
        check_playouts<rules<4, variant::aggressor, variant::hardcore, variant::rich_mans_curse>>(10, 14);
        check_playouts<rules<3, variant::rush, variant::bounty, variant::gambling, variant::rich_mans_curse>>(30, 15);
        check_playouts<rules<6, variant::multiple_decks, variant::bounty, variant::diceless, variant::rich_mans_curse>>(5, 16);
        check_playouts<rules<8, variant::multiple_decks, variant::aggressor, variant::hardcore, variant::gambling,
                             variant::bounty, variant::rich_mans_curse, variant::diceless>>(3, 17);
    }
}
