// Tests of the gnubg Position ID and the gnubg ID (RULES.md BG-17), and of
// from_position, the state of a single game from a position.
#include <arbiter/backgammon/apply.hpp>
#include <arbiter/backgammon/match_id.hpp>
#include <arbiter/backgammon/move_text.hpp>
#include <arbiter/backgammon/position_id.hpp>

#include <doctest/doctest.h>

#include "helpers.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

using namespace arbiter::backgammon;
using arbiter::error;
using arbiter::player_id;
using arbiter::result;

using bg_test::check_error;
using bg_test::from_id;
using bg_test::make_position;
using bg_test::notation_at_play;

}  // namespace

// ---------------------------------------------------------------- BG-17 Position ID

TEST_CASE("BG-17.5 starting position ID, key and bit string") {
    const position start = start_position_of<source_rules>();
    CHECK(to_position_id(start) == "4HPwATDgc/ABMA");
    const auto key = detail::from_base64<10>("4HPwATDgc/ABMA", 14, "a Position ID");
    REQUIRE(key.has_value());
    const std::array<std::uint8_t, 10> want{0xE0, 0x73, 0xF0, 0x01, 0x30, 0xE0, 0x73, 0xF0, 0x01, 0x30};
    CHECK(*key == want);
    // BG-17.2, BG-17.3: bit i of the string is bit (i mod 8) of byte i/8;
    // each side: points 1-5 empty, 6:5, 7 empty, 8:3, 9-12 empty, 13:5, 14-23 empty, 24:2, bar.
    const std::string side = "00000" "111110" "0" "1110" "0000" "111110" "0000000000" "110" "0";
    std::string bits;
    for (std::size_t i = 0; i < 80; ++i) bits += static_cast<char>('0' + detail::key_bit(*key, i));
    CHECK(bits == side + side);
    // BG-17.4: the 6-bit groups, most significant bit first.
    std::string groups;
    for (const char c : std::string_view("4HPwATDgc/ABMA")) {
        const int v = detail::base64_value(c);
        if (!groups.empty()) groups += ' ';
        for (int b = 5; b >= 0; --b) groups += static_cast<char>('0' + ((v >> b) & 1));
    }
    CHECK(groups == "111000 000111 001111 110000 000000 010011 000011 100000 011100 111111 000000 000001 001100 000000");
    CHECK(parse_position_id("4HPwATDgc/ABMA").value_or(position{}) == start);
}

TEST_CASE("BG-17.8 Position ID test vectors") {
    struct vec {
        const char* id;
        std::vector<std::pair<int, int>> mover, other;
        int n;
    };
    const std::vector<vec> vectors = {
        {"sGfwGQDg28EBBg", {{21, 2}, {13, 3}, {8, 3}, {7, 2}, {6, 5}}, {{15, 2}, {13, 5}, {8, 2}, {6, 4}, {5, 2}}, 15},
        {"ADAAAQAkIAAAAA", {{24, 1}, {17, 1}, {15, 1}}, {{23, 1}, {13, 2}}, 15},
        {"jGfkASjg8wcBMA", {{24, 2}, {13, 1}, {8, 7}, {6, 5}}, {{24, 1}, {23, 1}, {13, 4}, {11, 1}, {8, 2}, {6, 4}, {3, 2}}, 15},
        {"zGbiIQgxH/AAWA", {{25, 1}, {24, 2}, {13, 4}, {6, 5}, {4, 2}, {1, 1}},
         {{22, 1}, {17, 1}, {13, 4}, {10, 1}, {8, 2}, {6, 2}, {5, 2}, {3, 2}}, 15},
        {"zGbiIYCYD3gALA", {{25, 1}, {24, 2}, {13, 4}, {6, 5}, {4, 2}, {1, 1}},
         {{17, 1}, {13, 4}, {10, 1}, {8, 2}, {6, 2}, {5, 2}, {3, 2}}, 15},
        {"4Dl4ADbgOXgANg", {{24, 2}, {23, 2}, {13, 4}, {8, 3}, {6, 4}}, {{24, 2}, {23, 2}, {13, 4}, {8, 3}, {6, 4}}, 15},
        {"AACgAgAAKgAAAA", {{24, 1}, {23, 1}, {22, 1}}, {{24, 1}, {23, 1}, {22, 1}}, 3},
    };
    for (const vec& v : vectors) {
        CAPTURE(v.id);
        position want;
        for (const auto& [pt, c] : v.mover) want.checkers[0][static_cast<std::size_t>(pt)] = static_cast<std::uint8_t>(c);
        for (const auto& [pt, c] : v.other) want.checkers[1][static_cast<std::size_t>(pt)] = static_cast<std::uint8_t>(c);
        for (std::size_t p = 0; p < 2; ++p)
            want.checkers[p][0] = static_cast<std::uint8_t>(v.n - want.in_play(static_cast<player_id>(p)));
        CHECK(parse_position_id(v.id, 0, v.n).value_or(position{}) == want);
        CHECK(to_position_id(want) == v.id);
        // From player 1's view the same ID (BG-17.1): the sides swap.
        position flipped = want;
        std::swap(flipped.checkers[0], flipped.checkers[1]);
        flipped.on_roll = 1;
        CHECK(to_position_id(flipped) == v.id);
        CHECK(parse_position_id(v.id, 1, v.n).value_or(position{}) == flipped);
    }
    CHECK(to_position_id(start_position_of<nackgammon_rules>()) == "4Dl4ADbgOXgANg");    // BG-15.2
    CHECK(to_position_id(start_position_of<hypergammon_rules>()) == "AACgAgAAKgAAAA");  // BG-15.3
    check_error(parse_position_id("AAAAAAAAAAAAAA"), "neither player has a checker in play");
}

namespace {
// A Position ID whose bit string has ones in the ranges [begin, end) given.
std::string id_with_ones(std::initializer_list<std::size_t> ranges_begin_end) {
    std::array<std::uint8_t, 10> key{};
    const std::vector<std::size_t> v(ranges_begin_end);
    for (std::size_t k = 0; k + 1 < v.size(); k += 2)
        for (std::size_t i = v[k]; i < v[k + 1]; ++i) detail::set_key_bit(key, i);
    return detail::to_base64(key);
}
}  // namespace

TEST_CASE("BG-17.6 Position ID reader errors name the failed check") {
    check_error(parse_position_id("4HPwATDgc/ABM"), "14 characters, not 13");
    check_error(parse_position_id("4HPwATDgc/AB!A"), "'!' is not a base64 character", 12);
    check_error(parse_position_id("4HPwATDgc/ABMB"), "unused bits", 13);
    // A one after the 50th zero: bit 79 (the last character).
    check_error(parse_position_id(id_with_ones({79, 80})), "after the 50th separating zero", 13);
    // 15 + 15 + 1 ones leave 49 zeros.
    check_error(parse_position_id(id_with_ones({0, 15, 16, 31, 32, 33})), "50 separating zeros, this one has 49");
    check_error(parse_position_id(id_with_ones({0, 16})), "more than 15 checkers on one point", 2);
    // 8 + 8 checkers for the player not on roll.
    check_error(parse_position_id(id_with_ones({0, 8, 9, 17})), "more than 15 (BG-1.7)");
    // Both players on one point: the opponent's 24 is the mover's 1.
    check_error(parse_position_id(id_with_ones({23, 24, 26, 27})), "holds checkers of both players");
    // Hypergammon's N = 3 (BG-0.3).
    check_error(parse_position_id("4HPwATDgc/ABMA", 0, 3), "more than 3");
}

TEST_CASE("BG-17.7 the ID's view: symmetric at the opening, the winner's after the last play") {
    const state<money_rules> opening;
    CHECK(to_gnubg_id(opening) == "4HPwATDgc/ABMA:MAAAAAAAAAAE");
    position flipped = opening.board();
    flipped.on_roll = 1;
    CHECK(to_position_id(flipped) == to_position_id(opening.board()));
    // BG-20.40: 2/off 1/off ends the game; its player stays on roll.
    const position two = from_id("4PsAACgAAAAAAA", 1);
    const state<money_rules> s = notation_at_play<money_rules>(two, {6, 5});
    const state<money_rules> over = play(s, *parse_move(s, "2/off 1/off"));
    REQUIRE(over.phase() == phase::over);
    CHECK(over.player_on_roll() == 1);
    const std::string id = to_gnubg_id(over);
    CHECK(id.substr(0, 14) == to_position_id(over.board()));
    const result<match_id_fields> f = decode_match_id(id.substr(15));
    REQUIRE(f.has_value());
    CHECK(f->game_state == 2);
    CHECK(f->dice_owner == 1);
    const result<state<money_rules>> back = parse_gnubg_id<money_rules>(id);
    REQUIRE(back.has_value());
    CHECK(back->phase() == phase::over);
    CHECK(back->board() == over.board());
    CHECK(back->last_game() == over.last_game());
    CHECK(returns(*back) == returns(over));
}

TEST_CASE("BG-17.9 gnubg ID of a state, read back") {
    const state<money_rules> s = *from_position<money_rules>([] {
        position p = start_position_of<money_rules>();
        p.on_roll = 1;
        return p;
    }());
    CHECK(to_gnubg_id(s) == "4HPwATDgc/ABMA:cAkAAAAAAAAE");
    const result<state<money_rules>> back = parse_gnubg_id<money_rules>(" 4HPwATDgc/ABMA:cAkAAAAAAAAE ");
    REQUIRE(back.has_value());
    CHECK(*back == s);
    check_error(parse_gnubg_id<money_rules>("4HPwATDgc/ABMA"), "has no ':'", 0);
    check_error(parse_gnubg_id<money_rules>("4HPwATDgc/ABMA:cAkAAAAAA!AE"), "'!' is not a base64 character", 24);
    check_error(parse_gnubg_id<money_rules>("4HPwATDgc/A!MA:cAkAAAAAAAAE"), "'!' is not a base64 character", 11);
}

// ---------------------------------------------------------------- from_position

TEST_CASE("from_position: the decision of a single game (BG-9.4, BG-9.6, BG-11.2)") {
    const position start = start_position_of<money_rules>();
    const auto cube = from_position<money_rules>(start);
    REQUIRE(cube.has_value());
    CHECK(cube->phase() == phase::cube_decision);
    CHECK(cube->match_length() == 0);
    CHECK(cube->cube_value() == 1);
    CHECK(from_position<source_rules>(start)->phase() == phase::rolling);
    const auto rolled = from_position<money_rules>(start, {2, 5});
    REQUIRE(rolled.has_value());
    CHECK(rolled->phase() == phase::playing);
    CHECK(rolled->roll() == dice{5, 2});
    check_error(from_position<money_rules>(start, {7, 1}), "two dice of 1 to 6");
    check_error(from_position<money_rules>(start, {0, 1}), "two dice of 1 to 6");
    position won = make_position({}, {{6, 3}});
    check_error(from_position<money_rules>(won), "player 0 has borne off all his checkers");
    position bad = start;
    bad.checkers[0][0] = 3;
    check_error(from_position<money_rules>(bad), "borne-off count does not add up");
    check_error(from_position<hypergammon_rules>(start), "more than 3");
    bad = start;
    bad.on_roll = 2;
    check_error(from_position<money_rules>(bad), "must be 0 or 1");
}
