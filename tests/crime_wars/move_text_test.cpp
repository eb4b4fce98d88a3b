// Notation: moves and chance outcomes as text, in and out (move_text.hpp);
// bad input gets an error naming what is wrong and where, and changes
// nothing. The full-state text is in state_text_test.cpp.

#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "helpers.hpp"

using namespace cw_test;

namespace {
void round_trip(const state<standard_rules>& s, const move& m, std::string_view text) {
    CHECK(to_string(s, m) == text);
    const auto back = parse_move(s, text);
    REQUIRE_MESSAGE(back.has_value(), text, ": ", back.error().what());
    CHECK(*back == m);
}
// The error of parsing `text` in `s`: its message and 0-based column.
std::pair<std::string, std::size_t> move_parse_error(const state<standard_rules>& s, std::string_view text) {
    const auto m = parse_move(s, text);
    REQUIRE_FALSE(m.has_value());
    return {m.error().message, m.error().position};
}
}  // namespace

TEST_CASE("notation: every kind of move is written and read back") {
    const auto s = table<>{}.play(0, {3, 4}).play(1, {9}).build();
    round_trip(s, move::end_turn(), "end");
    round_trip(s, move::hire(c(7)), "hire 7S");
    round_trip(s, move::hire(c(10)), "hire 10S");
    round_trip(s, move::attack(cards({3, 4}), 1, c(9)), "attack 3S+4S -> 9H");
    round_trip(s, move::attack(kingpin_bit, 1, kingpin), "attack KS -> KH");
    round_trip(s, move::snitch(), "snitch");
    round_trip(s, move::roulette(), "roulette");
    round_trip(s, move::loan(500), "loan 500");
    round_trip(s, move::loan(0), "loan 0");
    round_trip(s, move::keep(0), "keep -");
    round_trip(s, move::keep(cards({3, 5})), "keep 3S+5S");
    round_trip(s, move::surrender(cards({9})), "surrender 9S");
    const auto d = must(table<>{}.play(0, {10}).play(1, {2, 3, 5}).build(), "attack 10S -> 2H");
    CHECK(to_string(d, move::defend(cards({3, 5}))) == "defend 3H+5H");  // the defender's cards
    CHECK(*parse_move(d, "defend 3H+5H") == move::defend(cards({3, 5})));
    CHECK(*parse_move(d, "defend -") == move::defend(0));
    CHECK(*parse_move(s, "  attack   3S+4S  ->  9H ") == move::attack(cards({3, 4}), 1, c(9)));
    CHECK(*parse_move(s, "loan $300") == move::loan(300));
}

TEST_CASE("notation: bad moves name the problem and the column") {
    const auto s = table<>{}.play(0, {3, 4}).play(1, {9}).build();
    CHECK(move_parse_error(s, "") == std::pair<std::string, std::size_t>{
                                   "empty move: expected end, hire, attack, defend, snitch, roulette, loan, keep or surrender", 0});
    auto [m1, c1] = move_parse_error(s, "hier 7S");
    CHECK(m1.find("unknown move 'hier'") != std::string::npos);
    CHECK(c1 == 0);
    auto [m2, c2] = move_parse_error(s, "hire 1S");
    CHECK(m2.find("'1' is not a rank") != std::string::npos);
    CHECK(c2 == 5);
    CHECK(parse_move(s, "hire 1S").error().what() == "line 1, column 6: '1' is not a rank: 2-10, J, Q, A, K or *");
    auto [m3, c3] = move_parse_error(s, "hire 7X");
    CHECK(m3.find("'X' is not a suit letter") != std::string::npos);
    CHECK(c3 == 6);
    auto [m4, c4] = move_parse_error(s, "attack 3S+4H -> 9H");
    CHECK(m4.find("the 4H is not a card of team S") != std::string::npos);
    CHECK(c4 == 10);
    auto [m5, c5] = move_parse_error(s, "attack 3S => 9H");
    CHECK(m5.find("expected '->'") != std::string::npos);
    CHECK(c5 == 10);
    auto [m6, c6] = move_parse_error(s, "attack 3S -> 9C");
    CHECK(m6.find("no player has team C") != std::string::npos);
    CHECK(c6 == 14);
    auto [m7, c7] = move_parse_error(s, "loan lots");
    CHECK(m7.find("'lots' is not a whole number") != std::string::npos);
    CHECK(c7 == 5);
    auto [m8, c8] = move_parse_error(s, "end now");
    CHECK(m8.find("'end' is written 'end'") != std::string::npos);
    CHECK(c8 == 4);
    auto [m9, c9] = move_parse_error(s, "attack 3S+3S -> 9H");
    CHECK(m9.find("named twice") != std::string::npos);
    CHECK(c9 == 10);
    auto [m10, c10] = move_parse_error(s, "hire 3S+4S");
    CHECK(m10.find("one card at a time") != std::string::npos);
    CHECK(c10 == 5);
}

TEST_CASE("notation: an illegal move is refused with its reason, and the state is untouched") {
    const auto s = table<>{}.hand(0, {9}).money(0, 500).play(1, {2}).build();
    const auto before = s;
    const auto r = try_play(s, move::hire(c(9)));
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().message == "hiring the 9S costs $900 and you have $500 (CW-6.2)");
    CHECK(move_error(s, move::hire(c(9))) == r.error().message);  // the same reason, as a string
    CHECK(move_error(s, move::end_turn()).empty());                // empty for a legal move
    CHECK(s == before);
    const auto q = try_play(s, move::attack(kingpin_bit, 1, kingpin));
    REQUIRE_FALSE(q.has_value());
    CHECK(q.error().message == "the KH is protected while his groups are in play (CW-11.3)");
    CHECK(s == before);
    const auto odd = try_play(s, move{action::end_turn, 3, 0, 0, 0});
    REQUIRE_FALSE(odd.has_value());
    CHECK(odd.error().message.find("malformed move") != std::string::npos);
    const auto chance = try_play(s, outcome{chance_kind::roulette, 3, 0});
    REQUIRE_FALSE(chance.has_value());
    CHECK(chance.error().message.find("not a chance node") != std::string::npos);
    CHECK(s == before);
}

TEST_CASE("notation: chance outcomes are written and read back; impossible ones refused") {
    const auto s = table<>{}.play(0, {6}).play(1, {4}).turn(1).deck(0, {2, 9}).build();
    const auto d = must(s, "end");
    CHECK(to_string(d, outcome{chance_kind::draw, c(9), 0}) == "draw 9S");
    CHECK(*parse_outcome(d, "draw 9S") == outcome{chance_kind::draw, c(9), 0});
    const auto bad = try_play(d, *parse_outcome(d, "draw 5S"));
    REQUIRE_FALSE(bad.has_value());
    CHECK(bad.error().message.find("CW-17.5") != std::string::npos);
    CHECK(*parse_outcome(d, "combat 4-3") == outcome{chance_kind::combat, 4, 3});
    CHECK(*parse_outcome(d, "roulette 6") == outcome{chance_kind::roulette, 6, 0});
    CHECK(*parse_outcome(state<standard_rules>{}, "first 1") == outcome{chance_kind::first_player, 1, 0});
    const auto e = parse_outcome(d, "combat 4");
    REQUIRE_FALSE(e.has_value());
    CHECK(e.error().position == 7);
    CHECK_FALSE(parse_outcome(state<standard_rules>{}, "first 2").has_value());
}
