// Tests of the backgammon notations (RULES.md BG-16 to BG-19, and the play
// strings of BG-20 and BG-22.2).
#include <arbiter/backgammon/moves.hpp>
#include <arbiter/backgammon/notation.hpp>
#include <arbiter/core/playout.hpp>

#include <doctest/doctest.h>

#include "helpers.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

using namespace arbiter::backgammon;
using arbiter::error;
using arbiter::player_id;
using arbiter::result;

// Test rulesets (policies are fixed per state type, BG-10.0).
struct xg_money : bg_test::money_without_resign {  // writes max cube 10, as the BG-19.5 vectors do
    static constexpr unsigned max_cube = 1024;
};
struct xg_money_jb : xg_money {
    static constexpr bool jacoby = true;
    static constexpr unsigned beavers = 1;
};
struct xg_jacoby_only : xg_money {
    static constexpr bool jacoby = true;
};
struct xg_match256 : money_rules {
    static constexpr unsigned max_cube = 256;
};

using bg_test::beaver_cube2_rules;
using bg_test::beaver_rules;
using bg_test::cube4_rules;
using bg_test::jacoby_rules;
using bg_test::make_position;
using bg_test::no_crawford_rules;

position from_id(std::string_view id, player_id on_roll = 0, int n = 15) {
    const result<position> pos = parse_position_id(id, on_roll, n);
    REQUIRE_MESSAGE(pos.has_value(), std::string(id));
    return *pos;
}

template <class R = source_rules>
state<R> notation_at_play(const position& pos, dice roll) {
    const result<state<R>> s = from_position<R>(pos, roll);
    REQUIRE(s.has_value());
    return *s;
}

std::vector<std::string> play_strings(const position& pos, dice roll) {
    std::vector<std::string> out;
    for (const move& m : legal_plays(pos, roll)) out.push_back(to_string(m, pos));
    return out;
}

std::string join(const std::vector<std::string>& v) {
    std::string s;
    for (const std::string& x : v) s += (s.empty() ? "" : "; ") + x;
    return s;
}

// The error of a failed result, checked to mention `words` and to sit at `column` (0-based).
template <class T>
void check_error(const result<T>& r, std::string_view words, std::size_t column = error::no_position) {
    REQUIRE_FALSE(r.has_value());
    INFO("error: " << r.error().what());
    CHECK(r.error().message.find(words) != std::string::npos);
    CHECK(r.error().position == column);
}

// Every legal play's canonical text reads back as that play (BG-16.3, BG-16.5).
template <class R>
void check_round_trip(const state<R>& s) {
    for (const move& m : legal_moves(s)) {
        const std::string text = to_string(m, s.board());
        const result<move> back = parse_move(s, text);
        INFO(to_position_id(s.board()) << " " << to_string(s.roll()) << " '" << text << "'");
        REQUIRE_MESSAGE(back.has_value(), (back ? std::string() : back.error().what()));
        CHECK(*back == m);
    }
}

}  // namespace

// ---------------------------------------------------------------- BG-16.3 writer

namespace {
struct play_row {
    const char* clause;
    const char* id;
    dice roll;
    std::size_t count;
    std::vector<std::string> plays;
};
}  // namespace

TEST_CASE("BG-20 play strings: every table row, in list order (BG-16.3, BG-7.8)") {
    const std::vector<play_row> rows = {
        {"BG-20.1", "AACAwSEAAAAAAA", {4, 3}, 1, {"8/5 4/off"}},
        {"BG-20.2", "MAADAAABQAAAAA", {3, 2}, 1, {"bar/23 12/9"}},
        {"BG-20.3", "MAAGAAABQAAAAA", {3, 2}, 1, {"bar/22 12/10"}},
        {"BG-20.4", "AAcAAACAAAAAAA", {4, 3}, 1, {"20/13"}},
        {"BG-20.5", "MAAAAAAACAAAAA", {3, 2}, 1, {"bar/22"}},
        {"BG-20.6", "4HPwwQAAEAAAAA", {4, 2}, 1, {"13/9"}},
        {"BG-20.7", "AADAAAYAAAAAAA", {5, 2}, 1, {"7/5"}},
        {"BG-20.8", "tm1gAAAAADAAAA", {6, 5}, 1, {"24/18"}},
        {"BG-20.9", "tm1gAAAAADAAAA", {5, 3}, 1, {"pass"}},
        {"BG-20.10", "AAAzwAEGAAAAAA", {4, 2}, 1, {"pass"}},
        {"BG-20.11", "wAAAAAAABAAAAA", {6, 6}, 1, {"pass"}},
        {"BG-20.12", "zDgwCAOBIAABAA", {4, 4}, 1, {"bar/21 10/6*"}},
        {"BG-20.13", "xAAAAAAAMAAAAA", {3, 3}, 1, {"bar/22*(2)"}},
        {"BG-20.14", "AwAAoAAAYAAAAA", {3, 3}, 3, {"bar/19(2)", "bar/22 bar/16", "bar/22 bar/19 4/1"}},
        {"BG-20.15", "BABgAOABAAAAAA", {3, 3}, 1, {"10/7(4)"}},
        {"BG-20.16", "zAAAAMAAgAAAAA", {5, 3}, 1, {"pass"}},
        {"BG-20.17", "zAAAAMAAgAEAAA", {5, 3}, 1, {"pass"}},
        {"BG-20.18", "DAAAADAAYAAAAA", {5, 3}, 1, {"bar/20"}},
        {"BG-20.19", "EAAAABgAcAAAAA", {5, 3}, 1, {"bar/22 bar/20*"}},
        {"BG-20.20", "DAAAAAAAeAAAAA", {3, 3}, 1, {"pass"}},
        {"BG-20.21", "zAAAAAAA4AEAAA", {4, 4}, 1, {"bar/21(4)"}},
        {"BG-20.22", "gIMPAAIAAAQAAA", {6, 1}, 1, {"bar/18"}},
        {"BG-20.23", "wAAAAAAABAAAAA", {6, 5}, 1, {"24/13"}},
        {"BG-20.24", "QAAAAAAAAgAAAA", {6, 5}, 2, {"24/18*/13", "24/13"}},
        {"BG-20.25", "BAAAAAAABAAAAA", {3, 2}, 2, {"bar/22*/20", "bar/20"}},
        {"BG-20.26", "AAAQQAAAAAAAAA", {3, 1}, 2, {"5/1", "5/4*/1"}},
        {"BG-20.27", "DAAAAABAAAAAAA", {4, 3}, 1, {"20/13"}},
        {"BG-20.28", "fwAAAP+1CQAAAA", {6, 1}, 5, {"6/off 4/3", "6/off 3/2", "6/off 2/1", "6/off 1/off", "6/off"}},
        {"BG-20.29", "MAAAgBAAAAAAAA", {5, 3}, 3, {"9/4 5/2", "9/1", "9/6 5/off"}},
        {"BG-20.30", "EAAA0A0AAAAAAA", {4, 3}, 6,
         {"5/2 5/1", "5/1 4/1", "5/1 3/off", "5/2 4/off", "4/1 4/off", "4/off 3/off"}},
        {"BG-20.31", "AQAA8QQAAAAAAA", {6, 4}, 1, {"4/off 2/off"}},
        {"BG-20.32", "/wAAAD4AAAAAAA", {6, 4}, 1, {"1/off(2)"}},
        {"BG-20.33", "AADAABcAAAAAAA", {5, 4}, 1, {"7/3 6/1"}},
        {"BG-20.34", "/zsAADDMIQAAAA", {6, 4}, 1, {"9/off"}},
        {"BG-20.35", "DAAA8AoAAAAAAA", {2, 2}, 4, {"4/off 3/1 2/off", "4/off 2/off(2)", "3/1 2/off(3)", "2/off(4)"}},
        {"BG-20.36", "/+YAASD+2xQAAA", {6, 1}, 6,
         {"7/1* 6/5", "7/1* 4/3", "7/1* 3/2", "7/1* 2/1", "7/1*/off", "7/off"}},
        {"BG-20.37", "mzVRARhztzMAAA", {4, 4}, 3, {"8/4(2) 5/1(2)", "8/4 8/off 5/1", "8/off(2)"}},
        {"BG-20.38", "9gsWhAELAAAAAA", {5, 5}, 1, {"2/off 1/off(2)"}},
        {"BG-20.39", "4PsAACgAAAAAAA", {2, 1}, 2, {"2/off 1/off", "2/off"}},
        {"BG-20.40", "4PsAACgAAAAAAA", {6, 5}, 1, {"2/off 1/off"}},
        {"BG-20.41", "u3MDACRm20YUAA", {1, 1}, 450, {}},
        {"BG-20.42", "BwAAwLaBjDQAAA", {1, 1}, 536, {}},
    };
    for (const play_row& row : rows) {
        CAPTURE(row.clause);
        const position pos = from_id(row.id);
        const std::vector<std::string> got = play_strings(pos, row.roll);
        CHECK(got.size() == row.count);
        if (!row.plays.empty()) CHECK(join(got) == join(row.plays));
        check_round_trip(notation_at_play(pos, row.roll));
    }
}

TEST_CASE("BG-22.2 opening plays in canonical text and list order (BG-16.3)") {
    const position start = start_position_of<source_rules>();
    CHECK(join(play_strings(start, {6, 5})) == "24/13; 24/18 13/8; 24/18 8/3; 13/8 13/7; 13/7 8/3; 13/2; 8/3 8/2");
    CHECK(join(play_strings(start, {5, 5})) == "13/8(4); 13/8(2) 13/3; 13/3(2); 13/3 8/3(2)");
    CHECK(join(play_strings(start, {3, 1})) ==
          "24/23 24/21; 24/20; 24/21 8/7; 24/21 6/5; 24/23 13/10; 13/9; 13/10 8/7; 13/10 6/5; 24/23 8/5; "
          "8/7 8/5; 8/5 6/5; 8/4; 24/23 6/3; 8/7 6/3; 6/5 6/3; 6/2");
    CHECK(join(play_strings(start, {6, 6})) ==
          "24/18(2) 13/7(2); 24/18(2) 13/7 8/2; 24/18(2) 8/2(2); 24/18 13/7(3); 24/18 13/7(2) 8/2; "
          "24/18 13/7 8/2(2); 24/18 8/2(3); 13/7(4); 13/7(3) 8/2; 13/7(2) 8/2(2); 13/7 8/2(3)");
    for (std::uint8_t a = 1; a <= 6; ++a)
        for (std::uint8_t b = 1; b <= a; ++b) check_round_trip(notation_at_play(start, {a, b}));
}

TEST_CASE("BG-16.3 step 2: a step from a route's end extends the route that starts highest") {
    // 4-4: 20/16, 16/12 twice, 12/8: the 12/8 step extends 20/16/12, not 16/12.
    const position pos = make_position({{20, 1}, {16, 1}}, {});
    const move m = move::from_steps(std::vector<step>{{4, 20}, {4, 16}, {4, 16}, {4, 12}});
    CHECK(to_string(m, pos) == "20/8 16/12");
}

TEST_CASE("BG-16.3 steps 3 and 6: intermediate points only where a blot stood; '*' at first occurrence") {
    // The opponent's blot on the mover's 17 (the opponent's 8).
    const position pos = make_position({{22, 1}, {19, 1}}, {{8, 1}, {1, 2}});
    const std::vector<std::string> plays = play_strings(pos, {5, 2});
    CHECK(std::find(plays.begin(), plays.end(), "22/17* 19/17") != plays.end());
    // 22/17*/15 writes 17; 22/15 via 20 writes no intermediate point.
    CHECK(std::find(plays.begin(), plays.end(), "22/17*/15") != plays.end());
    CHECK(std::find(plays.begin(), plays.end(), "22/15") != plays.end());
    // The same steps without a position: no '*', no intermediate point.
    const move via = move::from_steps(std::vector<step>{{5, 22}, {2, 17}});
    CHECK(to_string(via, pos) == "22/17*/15");
    CHECK(to_string(via) == "22/15");
}

TEST_CASE("BG-16.3 steps 4 and 5: identical routes grouped as (n); an extension before its prefix") {
    // 3-3 with a blot on the mover's 21: 24/21*/18 and 24/21 share their first points.
    const position pos = make_position({{24, 2}, {6, 2}}, {{4, 1}});
    const move m = move::from_steps(std::vector<step>{{3, 24}, {3, 24}, {3, 21}, {3, 6}});
    CHECK(to_string(m, pos) == "24/21*/18 24/21 6/3");
    const move twice = move::from_steps(std::vector<step>{{3, 24}, {3, 24}, {3, 6}, {3, 6}});
    CHECK(to_string(twice, pos) == "24/21*(2) 6/3(2)");
    CHECK(to_string(twice) == "24/21(2) 6/3(2)");
}

TEST_CASE("BG-16.3 cube actions and the pass as text (BG-7.6, BG-16.7)") {
    const position pos = start_position_of<source_rules>();
    CHECK(to_string(move::pass(), pos) == "pass");
    CHECK(to_string(move::pass()) == "pass");
    CHECK(to_string(move::roll()) == "roll");
    CHECK(to_string(move::double_offer()) == "double");
    CHECK(to_string(move::take()) == "take");
    CHECK(to_string(move::drop(), pos) == "drop");
    CHECK(to_string(move::beaver()) == "beaver");
}

// ---------------------------------------------------------------- BG-16.4 / 16.5 reader

TEST_CASE("BG-16.4 reading: case, blanks, commas, '-', 25 and 0, (n), '*' ignored") {
    const position start = start_position_of<source_rules>();
    const state<source_rules> s = notation_at_play(start, {6, 5});
    const move want = *parse_move(s, "24/18 13/8");
    for (const char* text : {"  24/18 13/8 ", "24-18,13-8", "13/8 24/18", "24/18*, 13/8*", "24/18\t13/8",
                             "24/18(1) 13/8"})
        CHECK_MESSAGE(parse_move(s, text).value_or(move::roll()) == want, text);
    const position bar = from_id("BAAAAAAABAAAAA");  // BG-20.25: bar:1 / 3:1
    const state<source_rules> e = notation_at_play(bar, {3, 2});
    CHECK(parse_move(e, "BAR/22/20").value_or(move::roll()) == *parse_move(e, "25/22*/20"));
    const position home = from_id("EAAA0A0AAAAAAA");  // BG-20.30
    const state<source_rules> h = notation_at_play(home, {4, 3});
    CHECK(to_string(*parse_move(h, "4/0 3/OFF"), home) == "4/off 3/off");
    const state<source_rules> d = notation_at_play(start, {5, 5});
    CHECK(to_string(*parse_move(d, "13/8(2) 13/8 (2)"), start) == "13/8(4)");
    CHECK(to_string(*parse_move(d, "13/8 13/8 13/8 13/8"), start) == "13/8(4)");
}

TEST_CASE("BG-16.4 malformed text: the error says what and where") {
    const state<source_rules> s = notation_at_play(start_position_of<source_rules>(), {6, 5});
    check_error(parse_move(s, "13/26"), "point 26 does not exist", 3);
    CHECK(parse_move(s, "13/26").error().what().rfind("line 1, column 4: point 26 does not exist", 0) == 0);
    check_error(parse_move(s, "24/18 13"), "two or more points", 6);
    check_error(parse_move(s, "13/7(5)"), "1 to 4 times, not 5", 5);
    check_error(parse_move(s, "13/7()"), "count from 1 to 4", 5);
    check_error(parse_move(s, "13/7(2"), "expected ')'", 6);
    check_error(parse_move(s, "13/7x 8/2"), "unexpected 'x'", 4);
    check_error(parse_move(s, "7/13"), "points must decrease", 2);
    check_error(parse_move(s, "13/bar"), "bar may only start", 3);
    check_error(parse_move(s, "6/off/2"), "off may only end", 2);
    check_error(parse_move(s, "13/"), "a point is missing", 3);
    check_error(parse_move(s, "13/?"), "expected a point", 3);
    check_error(parse_move(s, "   "), "empty", 3);
    check_error(parse_move(s, " hello"), "unknown move 'hello'", 1);
}

TEST_CASE("BG-16.5 meaning: written points fix the play; route order and separators do not matter") {
    // 3-2 from the bar with a blot on 22 only (BG-20.25).
    const position bar = from_id("BAAAAAAABAAAAA");
    const state<source_rules> s = notation_at_play(bar, {3, 2});
    const move enter_23 = *parse_move(s, "bar/20");
    const move hit_22 = *parse_move(s, "bar/22/20");
    CHECK(to_string(enter_23, bar) == "bar/20");
    CHECK(to_string(hit_22, bar) == "bar/22*/20");
    CHECK(enter_23 != hit_22);
    // The opening 6-1: 13/7 8/7, three ways.
    const state<source_rules> o = notation_at_play(start_position_of<source_rules>(), {6, 1});
    const move a = *parse_move(o, "13/7 8/7");
    CHECK(*parse_move(o, "8/7 13/7") == a);
    CHECK(*parse_move(o, "13/7,8/7") == a);
    CHECK(legal_plays(o.board(), o.roll()).contains(a));
    // One checker with both numbers may be written as two routes (BG-16.5: runs of steps).
    const state<source_rules> t = notation_at_play(start_position_of<source_rules>(), {6, 5});
    CHECK(*parse_move(t, "24/18 18/13") == *parse_move(t, "24/13"));
}

TEST_CASE("BG-16.5 texts that fit no legal play are rejected with the reason") {
    const position start = start_position_of<source_rules>();
    const state<source_rules> s65 = notation_at_play(start, {6, 5});
    // 13/7 cannot be played with 6-5 ... when the 7-point is blocked.
    const position blocked = make_position({{13, 2}, {6, 13}}, {{18, 2}, {6, 13}});  // opponent's 18 = mover's 7
    check_error(parse_move(notation_at_play(blocked, {6, 5}), "13/7 13/8"),
                "13/7 is not a legal route for the roll 6-5: point 7 is blocked", 0);
    check_error(parse_move(s65, "14/8 13/8"), "no checker of yours is on point 14", 0);
    check_error(parse_move(s65, "24/18"), "plays 1 number(s) of the roll 6-5, but 2 can be played");
    check_error(parse_move(s65, "pass"), "'pass' is legal only when nothing can be played", 0);
    check_error(parse_move(s65, "24/18 24/18"), "the text moves more than the roll 6-5", 6);
    check_error(parse_move(s65, "13/1"), "does not fit the roll 6-5", 0);
    check_error(parse_move(s65, "24/18 13/8 8/3"), "more routes than the 2 numbers", 11);
    // BG-20.6: only the 4 (the larger) may be played.
    check_error(parse_move(notation_at_play(from_id("4HPwwQAAEAAAAA"), {4, 2}), "13/11"), "must be the larger one");
    // A landing the text does not write may not hit (BG-16.5): 19 blocked, a blot on 18.
    const position via18 = make_position({{24, 1}, {6, 14}}, {{7, 1}, {6, 2}, {5, 12}});
    check_error(parse_move(notation_at_play(via18, {6, 5}), "24/13"), "would hit the blot on 18", 0);
    CHECK(to_string(*parse_move(notation_at_play(via18, {6, 5}), "24/18/13"), via18) == "24/18*/13");
    // Bar first (BG-5.2).
    check_error(parse_move(notation_at_play(from_id("MAADAAABQAAAAA"), {3, 2}), "12/9 12/10"), "must enter first", 0);
    // The game ends before the text does (BG-6.6).
    const position two = from_id("4PsAACgAAAAAAA");  // 2:1 1:1
    check_error(parse_move(notation_at_play(two, {6, 6}), "2/off 1/off 1/off"), "the game ends", 12);
}

TEST_CASE("BG-16.5 pass is read only when it is the only play (BG-7.6)") {
    const state<source_rules> s = notation_at_play(from_id("tm1gAAAAADAAAA"), {5, 3});  // BG-20.9
    CHECK(parse_move(s, " PASS ").value_or(move::roll()) == move::pass());
    check_error(parse_move(s, "24/19"), "point 19 is blocked", 0);
}

TEST_CASE("BG-16.6 gnubg's route order reads as the same play") {
    const position pos = from_id("AwAAoAAAYAAAAA");  // BG-20.14
    const state<source_rules> s = notation_at_play(pos, {3, 3});
    const result<move> m = parse_move(s, "bar/16 bar/22");
    REQUIRE(m.has_value());
    CHECK(to_string(*m, pos) == "bar/22 bar/16");
}

TEST_CASE("BG-16.7 cube words and their synonyms, at the decision they belong to") {
    state<beaver_rules> s = *from_position<beaver_rules>(start_position_of<beaver_rules>());
    REQUIRE(s.phase() == phase::cube_decision);
    CHECK(parse_move(s, "Roll").value_or(move::pass()) == move::roll());
    CHECK(parse_move(s, "DOUBLE").value_or(move::pass()) == move::double_offer());
    CHECK(parse_move(s, "redouble").value_or(move::pass()) == move::double_offer());
    check_error(parse_move(s, "take"), "answers a double, but the game is at a cube decision", 0);
    check_error(parse_move(s, "pass"), "'pass' is the no-play move", 0);
    check_error(parse_move(s, "13/7"), "is a play, but the game is at a cube decision", 0);
    s = play(s, move::double_offer());
    CHECK(parse_move(s, "accept").value_or(move::pass()) == move::take());
    CHECK(parse_move(s, "take").value_or(move::pass()) == move::take());
    CHECK(parse_move(s, "reject").value_or(move::pass()) == move::drop());
    CHECK(parse_move(s, "drop").value_or(move::pass()) == move::drop());
    CHECK(parse_move(s, "beaver").value_or(move::pass()) == move::beaver());
    check_error(parse_move(s, "pass"), "to refuse the double write 'drop'", 0);
    check_error(parse_move(s, "roll"), "is a cube decision, but the game is at a response", 0);
    s = play(s, move::beaver());
    CHECK(parse_move(s, "raccoon").value_or(move::pass()) == move::beaver());
    s = play(s, move::beaver());
    check_error(parse_move(s, "raccoon"), "allows 2 beaver(s) per offer", 0);
    // No beavers in this ruleset.
    const state<money_rules> m = play(*from_position<money_rules>(start_position_of<money_rules>()), move::double_offer());
    check_error(parse_move(m, "beaver"), "this ruleset has no beavers", 0);
    // Beavers are for money play (BG-12.1) and stop at max_cube (BG-12.3).
    match_id_fields offer = *decode_match_id("MBkAAAAAAAAE");
    offer.match_length = 5;
    const auto in_match = parse_match_id<beaver_rules>("4HPwATDgc/ABMA", encode_match_id(offer));
    REQUIRE(in_match.has_value());
    check_error(parse_move(*in_match, "beaver"), "beavers are for money play only", 0);
    const state<beaver_cube2_rules> small =
        play(*from_position<beaver_cube2_rules>(start_position_of<beaver_cube2_rules>()), move::double_offer());
    check_error(parse_move(small, " beaver"), "the next offer would be 4, above max_cube 2", 1);
    // Not a decision at all.
    check_error(parse_move(state<source_rules>{}, "13/7"), "the opening roll", 0);
}

TEST_CASE("BG-16.7 rolls as text") {
    CHECK(to_string(dice{3, 1}) == "31");
    CHECK(to_string(dice{1, 3}) == "31");
    CHECK(to_string(dice{6, 6}) == "66");
    CHECK(to_opening_string(dice{3, 1}) == "3:1");
    CHECK(to_opening_string(dice{1, 3}) == "1:3");
    for (const char* text : {"31", "13", "3-1", " 1-3 "}) CHECK_MESSAGE((parse_dice(text).value_or(dice{}) == dice{3, 1}), text);
    CHECK(parse_dice("55").value_or(dice{}) == dice{5, 5});
    CHECK(parse_opening("3:1").value_or(dice{}) == dice{3, 1});
    CHECK(parse_opening("1:3").value_or(dice{}) == dice{1, 3});
    check_error(parse_dice("37"), "a die shows 1 to 6, not 7", 1);
    check_error(parse_dice("3-x"), "expected a die", 2);
    check_error(parse_dice("314"), "expected a roll like 31", 0);
    check_error(parse_opening("3:3"), "never a double", 2);
    check_error(parse_opening("31"), "expected an opening roll like 3:1", 0);
    check_error(parse_opening("0:1"), "a die shows 1 to 6, not 0", 0);
}

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

// ---------------------------------------------------------------- BG-18 Match ID

TEST_CASE("BG-18.1 Match ID fields: layout, key bytes and base64") {
    const result<match_id_fields> f = decode_match_id("QYkqASAAIAAA");
    REQUIRE(f.has_value());
    const auto key = detail::from_base64<9>("QYkqASAAIAAA", 12, "a Match ID");
    REQUIRE(key.has_value());
    const std::array<std::uint8_t, 9> want{0x41, 0x89, 0x2A, 0x01, 0x20, 0x00, 0x20, 0x00, 0x00};
    CHECK(*key == want);
    CHECK(f->cube_log2 == 1);
    CHECK(f->cube_owner == 0);
    CHECK(f->dice_owner == 1);
    CHECK_FALSE(f->crawford);
    CHECK(f->game_state == 1);
    CHECK(f->turn == 1);
    CHECK_FALSE(f->double_offered);
    CHECK(f->resignation == 0);
    CHECK(f->dice == std::array<int, 2>{5, 2});
    CHECK(f->match_length == 9);
    CHECK(f->score == std::array<int, 2>{2, 4});
    CHECK_FALSE(f->no_jacoby);
    CHECK(encode_match_id(*f) == "QYkqASAAIAAA");
    // Every field at its extreme survives the trip.
    match_id_fields big;
    big.cube_log2 = 15;
    big.cube_owner = 1;
    big.dice_owner = 1;
    big.crawford = true;
    big.game_state = 4;
    big.turn = 1;
    big.double_offered = true;
    big.resignation = 3;
    big.dice = {6, 6};
    big.match_length = 32767;
    big.score = {32767, 12345};
    CHECK(decode_match_id(encode_match_id(big)).value_or(match_id_fields{}) == big);
    check_error(decode_match_id("QYkqASAAIAA"), "12 characters, not 11");
    check_error(decode_match_id("QYkqAS.AIAAA"), "'.' is not a base64 character", 6);
}

TEST_CASE("BG-18.7 Match ID test vectors, read and written") {
    const std::string_view start = "4HPwATDgc/ABMA";
    SUBCASE("QYkqASAAIAAA: a 9-point match, player 1 rolled 5-2 (bit 66 clear: older writer)") {
        const auto s = parse_match_id<money_rules>(start, "QYkqASAAIAAA");
        REQUIRE(s.has_value());
        CHECK(s->match_length() == 9);
        CHECK(s->score(0) == 2);
        CHECK(s->score(1) == 4);
        CHECK(s->cube_value() == 2);
        CHECK(s->cube_owner() == 0);
        CHECK(s->player_on_roll() == 1);
        CHECK(s->phase() == phase::playing);
        CHECK(s->roll() == dice{5, 2});
        CHECK(to_match_id(*s) == "QYkqASAAIAAE");  // BG-18.4: 1.07 writes bit 66
    }
    SUBCASE("cAkAAAAAAAAE and cIkFAAAAAAAE: money, player 1 to roll, then rolled 3-1") {
        const auto s = parse_match_id<money_rules>(start, "cAkAAAAAAAAE");
        REQUIRE(s.has_value());
        CHECK(s->match_length() == 0);
        CHECK(s->cube_value() == 1);
        CHECK(s->cube_owner() == -1);
        CHECK(s->player_on_roll() == 1);
        CHECK(s->phase() == phase::cube_decision);
        CHECK(to_match_id(*s) == "cAkAAAAAAAAE");
        const state<money_rules> rolled = play(play(*s, move::roll()), dice{1, 3});
        CHECK(to_match_id(rolled) == "cIkFAAAAAAAE");
        const auto r = parse_match_id<money_rules>(start, "cIkFAAAAAAAE");
        REQUIRE(r.has_value());
        CHECK(*r == rolled);
    }
    SUBCASE("cIkqAUAAEAAE: a 9-point match, 4-2, cube centred, player 1 rolled 5-2") {
        const auto s = parse_match_id<money_rules>(start, "cIkqAUAAEAAE");
        REQUIRE(s.has_value());
        CHECK(s->match_length() == 9);
        CHECK(s->score(0) == 4);
        CHECK(s->score(1) == 2);
        CHECK(s->cube_owner() == -1);
        CHECK(s->roll() == dice{5, 2});
        CHECK(s->player_on_roll() == 1);
        CHECK(to_match_id(*s) == "cIkqAUAAEAAE");
    }
    SUBCASE("MAEPAAAAAAAA reads like MAEPAAAAAAAE: money, player 0 rolled 6-3") {
        const auto a = parse_match_id<money_rules>(start, "MAEPAAAAAAAA");
        const auto b = parse_match_id<money_rules>(start, "MAEPAAAAAAAE");
        REQUIRE(a.has_value());
        REQUIRE(b.has_value());
        CHECK(*a == *b);
        CHECK(a->player_on_roll() == 0);
        CHECK(a->roll() == dice{6, 3});
        CHECK(to_match_id(*a) == "MAEPAAAAAAAE");
    }
    SUBCASE("MIEJAAAAAAAA: money with Jacoby on, player 0 with the opening 3-2") {
        const auto s = parse_match_id<jacoby_rules>(start, "MIEJAAAAAAAA");
        REQUIRE(s.has_value());
        CHECK(s->player_on_roll() == 0);
        CHECK(s->roll() == dice{3, 2});
        CHECK(to_match_id(*s) == "MIEJAAAAAAAA");
        CHECK(to_match_id(play(state<jacoby_rules>{}, dice{3, 2})) == "MIEJAAAAAAAA");
    }
    SUBCASE("8AngAGAAGAAE: 7-point match, 6-3, Crawford game, player 1 to roll") {
        const auto s = parse_match_id<bg_test::money_without_resign>(start, "8AngAGAAGAAE");
        REQUIRE(s.has_value());
        CHECK(s->match_length() == 7);
        CHECK(s->score(0) == 6);
        CHECK(s->score(1) == 3);
        CHECK(s->is_crawford_game());
        CHECK(s->player_on_roll() == 1);
        CHECK(s->phase() == phase::rolling);  // BG-9.6: no cube decision in the Crawford game
        CHECK(to_match_id(*s) == "8AngAGAAGAAE");
        // BG-23.1 [interpretation]: with resignations the turn still starts with a decision, to roll or resign.
        const auto r = parse_match_id<money_rules>(start, "8AngAGAAGAAE");
        REQUIRE(r.has_value());
        CHECK(r->phase() == phase::cube_decision);
        CHECK(legal_moves(*r) == move_list{move::roll(), move::resign(1), move::resign(2), move::resign(3)});
        CHECK(to_match_id(*r) == "8AngAGAAGAAE");
    }
    SUBCASE("EQG3ACAACAAE: 5-point match, 2-1, player 1 owns a 2-cube, player 0 rolled 6-5") {
        const auto s = parse_match_id<money_rules>(start, "EQG3ACAACAAE");
        REQUIRE(s.has_value());
        CHECK(s->match_length() == 5);
        CHECK(s->score(0) == 2);
        CHECK(s->score(1) == 1);
        CHECK(s->cube_value() == 2);
        CHECK(s->cube_owner() == 1);
        CHECK(s->player_on_roll() == 0);
        CHECK(s->roll() == dice{6, 5});
        CHECK(to_match_id(*s) == "EQG3ACAACAAE");
    }
}

TEST_CASE("BG-18.2 BG-18.7 the offer, beaver, raccoon and take (BG-12.3, BG-21.3)") {
    state<beaver_rules> s = *from_position<beaver_rules>(start_position_of<beaver_rules>());
    REQUIRE(s.phase() == phase::cube_decision);
    const std::string_view start = "4HPwATDgc/ABMA";
    const auto step = [&](move m, std::string_view id, int cube, player_id owner, int beavers, player_id to_act) {
        s = play(s, m);
        CAPTURE(id);
        CHECK(to_match_id(s) == id);
        CHECK(s.cube_value() == cube);
        CHECK(s.cube_owner() == owner);
        CHECK(s.beaver_count() == beavers);
        CHECK(current_player(s) == to_act);
        const auto back = parse_match_id<beaver_rules>(start, id);
        REQUIRE(back.has_value());
        CHECK(*back == s);
    };
    step(move::double_offer(), "MBkAAAAAAAAE", 1, -1, 0, 1);
    step(move::beaver(), "EREAAAAAAAAE", 2, 1, 1, 0);
    step(move::beaver(), "EhkAAAAAAAAE", 4, 1, 2, 1);
    s = play(s, move::take());
    CHECK(to_match_id(s) == "EwEAAAAAAAAE");
    CHECK(s.cube_value() == 8);
    CHECK(s.cube_owner() == 1);
    CHECK(s.phase() == phase::rolling);
    CHECK(s.player_on_roll() == 0);
    CHECK(parse_match_id<beaver_rules>(start, "EwEAAAAAAAAE").value_or(state<beaver_rules>{}) == s);
}

TEST_CASE("BG-18.3 dice: written larger first, read in either order") {
    match_id_fields f = *decode_match_id("cIkFAAAAAAAE");
    CHECK(f.dice == std::array<int, 2>{3, 1});
    f.dice = {1, 3};
    const auto s = parse_match_id<money_rules>("4HPwATDgc/ABMA", encode_match_id(f));
    REQUIRE(s.has_value());
    CHECK(s->roll() == dice{3, 1});
    CHECK(to_match_id(*s) == "cIkFAAAAAAAE");
    f.dice = {0, 3};
    check_error(parse_match_id<money_rules>("4HPwATDgc/ABMA", encode_match_id(f)), "field 'dice'", 0);
    f.dice = {7, 3};
    check_error(parse_match_id<money_rules>("4HPwATDgc/ABMA", encode_match_id(f)), "field 'die 1': 7 is not a die", 0);
}

TEST_CASE("BG-18.4 bit 66: written 0 only under the Jacoby rule, ignored when read") {
    position p = start_position_of<money_rules>();
    p.on_roll = 1;
    CHECK(decode_match_id(to_match_id(*from_position<money_rules>(p)))->no_jacoby);
    CHECK_FALSE(decode_match_id(to_match_id(*from_position<jacoby_rules>(p)))->no_jacoby);
    CHECK(decode_match_id(to_match_id(*from_position<source_rules>(p)))->no_jacoby);
    // Jacoby is money play only: in a match the bit is 1 (BG-14.2).
    CHECK(decode_match_id(to_match_id(state<jacoby_rules>(5)))->no_jacoby);
    // Bits 67-71 are ignored too.
    auto key = *detail::from_base64<9>("cAkAAAAAAAAE", 12, "a Match ID");
    key[8] = static_cast<std::uint8_t>(key[8] | 0xF8);
    const auto a = parse_match_id<money_rules>("4HPwATDgc/ABMA", detail::to_base64(key));
    REQUIRE(a.has_value());
    CHECK(to_match_id(*a) == "cAkAAAAAAAAE");
    CHECK(parse_match_id<jacoby_rules>("4HPwATDgc/ABMA", "cAkAAAAAAAAE").has_value());
}

TEST_CASE("BG-18.5 writing: game state 0 at the opening, 1 in play, 2 after the last checker, 4 after a drop") {
    const state<money_rules> opening(7);
    const match_id_fields f0 = *decode_match_id(to_match_id(opening));
    CHECK(f0.game_state == 0);
    CHECK(f0.dice_owner == 0);
    CHECK(f0.turn == 0);
    CHECK(f0.match_length == 7);
    const auto back = parse_match_id<money_rules>("4HPwATDgc/ABMA", to_match_id(opening));
    REQUIRE(back.has_value());
    CHECK(*back == opening);

    const state<money_rules> rolled = play(opening, dice{2, 5});  // player 1 starts with 5-2
    const match_id_fields f1 = *decode_match_id(to_match_id(rolled));
    CHECK(f1.game_state == 1);
    CHECK(f1.dice_owner == 1);
    CHECK(f1.dice == std::array<int, 2>{5, 2});

    state<money_rules> doubled = play(*from_position<money_rules>(start_position_of<money_rules>()), move::double_offer());
    const state<money_rules> dropped = play(doubled, move::drop());
    REQUIRE(dropped.phase() == phase::over);
    const match_id_fields f4 = *decode_match_id(to_match_id(dropped));
    CHECK(f4.game_state == 4);
    CHECK(f4.dice == std::array<int, 2>{0, 0});
    CHECK_FALSE(f4.double_offered);
    check_error(parse_gnubg_id<money_rules>(to_gnubg_id(dropped)), "field 'game state': 4 (dropped) cannot be read", 15);
}

TEST_CASE("BG-18.6 reading: the decision each field combination gives") {
    const std::string_view start = "4HPwATDgc/ABMA";
    // Game state 1, no dice, no offer: the cube decision only when a double is allowed (BG-11.2).
    match_id_fields f = *decode_match_id("cAkAAAAAAAAE");
    CHECK(parse_match_id<money_rules>(start, encode_match_id(f))->phase() == phase::cube_decision);
    CHECK(parse_match_id<source_rules>(start, encode_match_id(f))->phase() == phase::rolling);
    f.cube_log2 = 1;
    f.cube_owner = 0;  // owned by the opponent of player 1
    CHECK(parse_match_id<bg_test::money_without_resign>(start, encode_match_id(f))->phase() == phase::rolling);
    // BG-23.1: with resignations, a decision to roll or resign, without the double.
    CHECK(legal_moves(*parse_match_id<money_rules>(start, encode_match_id(f))) ==
          move_list{move::roll(), move::resign(1), move::resign(2), move::resign(3)});
    // Game state 0 gives the opening roll and needs the start position.
    CHECK(parse_match_id<money_rules>(start, "MAAAAAAAAAAE")->phase() == phase::opening_roll);
    check_error(parse_match_id<money_rules>("sGfwGQDg28EBBg", "MAAAAAAAAAAE"), "needs the starting position", 0);
    // Game state 2 needs a finished position.
    match_id_fields over = *decode_match_id("cAkAAAAAAAAE");
    over.game_state = 2;
    check_error(parse_match_id<money_rules>(start, encode_match_id(over)), "2 (game over) needs a finished position", 0);
}

TEST_CASE("BG-18.6 reading: what is rejected, naming the field") {
    const std::string_view start = "4HPwATDgc/ABMA";
    const auto with = [](auto change) {
        match_id_fields f = *decode_match_id("cAkAAAAAAAAE");
        change(f);
        return encode_match_id(f);
    };
    check_error(parse_match_id<money_rules>(start, with([](auto& f) { f.cube_owner = 2; })), "'cube owner'", 0);
    check_error(parse_match_id<money_rules>(start, with([](auto& f) {
                    f.double_offered = true;
                    f.turn = 0;
                    f.dice = {3, 1};
                })),
                "'dice': the dice are rolled while a double is offered", 0);
    check_error(parse_match_id<money_rules>(start, with([](auto& f) { f.turn = 0; })), "'turn'", 0);
    check_error(parse_match_id<source_rules>(start, with([](auto& f) { f.game_state = 3; })),
                "3 (resigned) cannot be read: this ruleset has no resignations", 0);
    check_error(parse_match_id<money_rules>(start, with([](auto& f) { f.game_state = 3; })),
                "'resignation': game state 3 (resigned) needs the level", 0);
    check_error(parse_match_id<money_rules>(start, with([](auto& f) { f.game_state = 5; })), "'game state': 5", 0);
    check_error(parse_match_id<source_rules>(start, with([](auto& f) { f.resignation = 1; })),
                "'resignation': a resignation offer cannot be read: this ruleset has no resignations", 0);
    // BG-23.4: an offer is answered by the other player.
    check_error(parse_match_id<money_rules>(start, with([](auto& f) { f.resignation = 1; })),
                "'turn': player 1 resigns and must not answer his own offer", 0);
    // Offers the policies forbid.
    const auto offer = [](match_id_fields& f) {
        f.double_offered = true;
        f.turn = 0;
    };
    check_error(parse_match_id<source_rules>(start, with(offer)), "the cube is not in play", 0);
    check_error(parse_match_id<money_rules>(start, with([&](auto& f) {
                    offer(f);
                    f.match_length = 7;
                    f.score = {6, 3};
                    f.crawford = true;
                })),
                "nobody may double in the Crawford game", 0);
    check_error(parse_match_id<money_rules>(start, with([&](auto& f) {
                    offer(f);
                    f.turn = 1;
                })),
                "cannot answer his own offer", 0);
    // A beaver (cube owned by the responder... and the doubler to answer) without beavers.
    check_error(parse_match_id<money_rules>(start, "EREAAAAAAAAE"), "means a beaver, but this ruleset allows 0", 0);
    check_error(parse_match_id<beaver_rules>(start, with([&](auto& f) {
                    f.double_offered = true;
                    f.dice_owner = 0;
                    f.turn = 0;
                    f.cube_owner = 1;
                    f.cube_log2 = 1;
                    f.match_length = 5;
                })),
                "beavers are for money play only", 0);
    // Other checks: cube and Crawford consistency, scores, the game over.
    check_error(parse_match_id<cube4_rules>(start, with([](auto& f) { f.cube_log2 = 3; })), "above max_cube 4", 0);
    check_error(parse_match_id<source_rules>(start, with([](auto& f) {
                    f.cube_log2 = 1;
                    f.cube_owner = 1;
                })),
                "'cube': the cube is not in play", 0);
    check_error(parse_match_id<money_rules>(start, with([](auto& f) { f.crawford = true; })), "needs a match", 0);
    check_error(parse_match_id<no_crawford_rules>(start, with([](auto& f) {
                    f.crawford = true;
                    f.match_length = 7;
                    f.score = {6, 3};
                })),
                "without the Crawford rule", 0);
    check_error(parse_match_id<money_rules>(start, with([](auto& f) {
                    f.crawford = true;
                    f.match_length = 7;
                    f.score = {5, 3};
                })),
                "one player at 6 points", 0);
    check_error(parse_match_id<money_rules>(start, with([](auto& f) {
                    f.match_length = 7;
                    f.score = {7, 3};
                })),
                "the match is over", 0);
    // Game states 0, 1 and 2 with what they cannot have.
    check_error(parse_match_id<money_rules>(start, with([](auto& f) {
                    f.game_state = 0;
                    f.dice = {3, 1};
                })),
                "0 (no game started) with dice", 0);
    check_error(parse_match_id<money_rules>(start, with([](auto& f) {
                    f.game_state = 0;
                    f.cube_log2 = 1;
                })),
                "'cube': a game starts with the cube at 1", 0);
    const std::string finished = to_position_id(make_position({}, {{6, 3}}));  // player 0, on roll, has none left
    check_error(parse_match_id<money_rules>(finished, with([](auto& f) {
                    f.dice_owner = f.turn = 0;
                    f.game_state = 2;
                    f.dice = {3, 1};
                })),
                "2 (game over) with dice", 0);
    check_error(parse_match_id<money_rules>(finished, with([](auto& f) {
                    f.dice_owner = f.turn = 0;
                    f.match_length = 5;
                    f.score = {3, 1};
                    f.game_state = 2;
                })),
                "'score': a finished game in a match ends the match", 0);
    CHECK(parse_match_id<money_rules>(finished, with([](auto& f) {
              f.dice_owner = f.turn = 0;
              f.match_length = 5;
              f.score = {5, 1};
              f.game_state = 2;
          }))->phase() == phase::over);
    check_error(parse_match_id<money_rules>(finished, with([](auto& f) { f.dice_owner = f.turn = 0; })),
                "1 (playing), but player 0 has borne off all his checkers", 0);
    // Beavers the cube cannot have had, or whose offer is too big.
    check_error(parse_match_id<beaver_rules>(start, with([](auto& f) {
                    f.double_offered = true;
                    f.dice_owner = 0;
                    f.turn = 0;
                    f.cube_owner = 1;
                    f.cube_log2 = 0;
                })),
                "'cube': the offer with the cube owned by player 1 and player 0 to answer means a beaver, but the cube "
                "is only 1",
                0);
    check_error(parse_match_id<beaver_cube2_rules>(start, "EREAAAAAAAAE"), "the offer would be above max_cube", 0);
    check_error(parse_match_id<cube4_rules>(start, with([](auto& f) {
                    f.double_offered = true;
                    f.turn = 0;
                    f.cube_log2 = 2;
                })),
                "the offer of 8 is above max_cube 4", 0);
    // Errors in the Position ID part point into it.
    check_error(parse_match_id<money_rules>(" 4HPwATDgc/ABM!", "cAkAAAAAAAAE"), "not a base64 character", 14);
    check_error(parse_match_id<money_rules>(start, "  cAkAAAA*AAAE"), "not a base64 character", 9);
}

// ---------------------------------------------------------------- BG-19 XGID

TEST_CASE("BG-19.5 XGID test vectors, read and written") {
    SUBCASE("the starting position, money, player 1 to roll or double") {
        const std::string id = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10";
        const auto s = parse_xgid<xg_money>(id);
        REQUIRE(s.has_value());
        CHECK(to_position_id(s->board()) == "4HPwATDgc/ABMA");
        CHECK(to_match_id(*s) == "cAkAAAAAAAAE");
        CHECK(s->player_on_roll() == 1);
        CHECK(s->phase() == phase::cube_decision);
        CHECK(to_xgid(*s).value_or("") == id);
        // Readers accept the text without "XGID=" (BG-19.1).
        CHECK(parse_xgid<xg_money>(std::string_view(id).substr(5)).value_or(state<xg_money>{}) == *s);
    }
    SUBCASE("7-point match, 6-3, Crawford game") {
        const std::string id = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:3:6:1:7:10";
        const auto s = parse_xgid<xg_money>(id);
        REQUIRE(s.has_value());
        CHECK(to_match_id(*s) == "8AngAGAAGAAE");
        CHECK(s->score(1) == 3);
        CHECK(s->score(0) == 6);
        CHECK(s->is_crawford_game());
        CHECK(to_xgid(*s).value_or("") == id);
    }
    SUBCASE("money, Jacoby and beavers on, player 1 owns a 2-cube and is to roll") {
        const std::string id = "XGID=-b----E-C---eE---c-e----B-:1:1:1:00:0:0:3:0:10";
        const auto s = parse_xgid<xg_money_jb>(id);
        REQUIRE(s.has_value());
        CHECK(to_match_id(*s) == "UQkAAAAAAAAA");
        CHECK(s->cube_value() == 2);
        CHECK(s->cube_owner() == 1);
        CHECK(s->phase() == phase::cube_decision);
        CHECK(to_xgid(*s).value_or("") == id);
        const result<xgid_fields> f = decode_xgid(id);
        REQUIRE(f.has_value());
        CHECK(f->jacoby);
        CHECK(f->beavers);
        CHECK(f->max_cube_log2 == 10);
    }
    SUBCASE("player 0 on roll with 6-3, player 1 owns a 2-cube, 3-point match") {
        const std::string id = "XGID=-a-B--E-B-a-dDB--b-bcb----:1:1:-1:63:0:0:0:3:8";
        const auto s = parse_xgid<xg_match256>(id);
        REQUIRE(s.has_value());
        CHECK(to_position_id(s->board()) == "jM/gDQDYzeAJIA");
        CHECK(s->board() == make_position({{24, 1}, {15, 1}, {13, 4}, {8, 2}, {6, 2}, {5, 3}, {4, 2}},
                                          {{14, 2}, {13, 4}, {8, 2}, {6, 5}, {3, 2}}));
        CHECK(s->player_on_roll() == 0);
        CHECK(s->roll() == dice{6, 3});
        CHECK(s->match_length() == 3);
        CHECK(to_xgid(*s).value_or("") == id);
    }
    SUBCASE("player 1 to roll, player 0 owns a 2-cube, 7-point match") {
        const std::string id = "XGID=-a-a-BCBC---cC---cbd-Ba---:1:-1:1:00:0:0:0:7:10";
        const auto s = parse_xgid<xg_money>(id);
        REQUIRE(s.has_value());
        CHECK(to_position_id(s->board()) == "xNvBASSw28EBBg");
        CHECK(to_match_id(*s) == "QQngAAAAAAAE");
        CHECK(s->phase() == phase::rolling);
        CHECK(to_xgid(*s).value_or("") == id);
    }
}

TEST_CASE("BG-19.1 BG-19.2 XGID form errors say which field and where") {
    const std::string good = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10";
    check_error(parse_xgid<xg_money>("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0"), "10 fields", 5);
    check_error(parse_xgid<xg_money>("XGID=-b----E-C---eE---c-e----B:0:0:1:00:0:0:0:0:10"), "26 characters", 5);
    check_error(parse_xgid<xg_money>("XGID=-b----E-C---eE---c-e--?-B-:0:0:1:00:0:0:0:0:10"), "'?' is not", 5 + 22);
    check_error(parse_xgid<xg_money>("XGID=Ab----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"), "top player's bar", 5);
    check_error(parse_xgid<xg_money>("XGID=-b----E-C---eE---c-e----Ba:0:0:1:00:0:0:0:0:10"),
                "bottom player's bar", 5 + 25);
    check_error(parse_xgid<xg_money>("XGID=-p----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"), "more than 15", 5);
    check_error(parse_xgid<xg_money>("XGID=-b----E-C---eE---c-e----B-:16:0:1:00:0:0:0:0:10"),
                "field 2 (cube): the value must be a whole number from 0 to 15", 32);
    check_error(parse_xgid<xg_money>("XGID=-b----E-C---eE---c-e----B-:0:2:1:00:0:0:0:0:10"), "field 3 (cube owner)", 34);
    check_error(parse_xgid<xg_money>("XGID=-b----E-C---eE---c-e----B-:0:0:0:00:0:0:0:0:10"), "field 4 (turn)", 36);
    check_error(parse_xgid<xg_money>("XGID=-b----E-C---eE---c-e----B-:0:0:1:70:0:0:0:0:10"), "field 5 (dice)", 38);
    check_error(parse_xgid<xg_money>("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:x:0:0:0:10"), "field 6", 41);
    check_error(parse_xgid<xg_money>("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:2:7:10"), "field 8 (rules)", 45);
    check_error(parse_xgid<xg_money>("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:7:0:7:10"), "the match is over", 43);
    check_error(parse_xgid<xg_money>("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:5:1:7:10"), "one player at 6", 45);
    CHECK(parse_xgid<xg_money>("  xgid=" + good.substr(5) + "  ").has_value());
    CHECK(parse_xgid<xg_money>(good.substr(0, good.size() - 2) + "99").has_value());  // field 10 ignored
}

TEST_CASE("BG-19.3 XGID D: the offer, with the cube as before it") {
    const std::string id = "XGID=-b----E-C---eE---c-e----B-:1:-1:1:D:0:0:0:0:10";
    check_error(parse_xgid<xg_money>(id), "field 5 (dice): the cube belongs to the other player", 39);
    const std::string own = "XGID=-b----E-C---eE---c-e----B-:1:1:1:D:0:0:0:0:10";
    const auto r = parse_xgid<xg_money>(own);
    REQUIRE(r.has_value());
    CHECK(r->phase() == phase::responding);
    CHECK(r->cube_value() == 2);
    CHECK(r->cube_owner() == 1);
    CHECK(current_player(*r) == 0);
    CHECK(to_xgid(*r).value_or("") == own);
    CHECK(to_match_id(*r) == "UREAAAAAAAAE");
}

TEST_CASE("BG-19.4 XGID: unwritable states, and flags that differ from the ruleset") {
    check_error(to_xgid(state<xg_money>{}), "opening roll");
    const position two = from_id("4PsAACgAAAAAAA");
    const state<xg_money> s = notation_at_play<xg_money>(two, {6, 5});
    check_error(to_xgid(play(s, *parse_move(s, "2/off 1/off"))), "finished game");
    state<beaver_rules> b = play(*from_position<beaver_rules>(start_position_of<beaver_rules>()), move::double_offer());
    CHECK(to_xgid(b).has_value());
    check_error(to_xgid(play(b, move::beaver())), "pending beaver");
    const std::string jb = "XGID=-b----E-C---eE---c-e----B-:1:1:1:00:0:0:3:0:10";
    check_error(parse_xgid<xg_money>(jb), "field 8 (rules): the Jacoby flag is on, but this ruleset plays without", 45);
    check_error(parse_xgid<xg_jacoby_only>(jb), "the beaver flag is on, but this ruleset has no beavers", 45);
    check_error(parse_xgid<xg_money_jb>("XGID=-b----E-C---eE---c-e----B-:1:1:1:00:0:0:1:0:10"),
                "the beaver flag is off", 45);
    // In a match field 8 is the Crawford flag only: the policy's Jacoby does not matter.
    CHECK(parse_xgid<xg_money_jb>("XGID=-b----E-C---eE---c-e----B-:1:1:1:00:0:0:0:7:10").has_value());
    // Writers put 0 scores in money play and max_cube as its log2.
    CHECK(to_xgid(*from_position<money_rules>(start_position_of<money_rules>())).value_or("").substr(32) ==
          "0:0:-1:00:0:0:0:0:15");
    check_error(parse_xgid<xg_money>("XGID=" + std::string(24, '-') + "B-:0:0:1:00:0:0:0:0:10"), "finished game", 5);
    check_error(parse_xgid<source_rules>("XGID=-b----E-C---eE---c-e----B-:1:1:1:00:0:0:0:0:10"), "not in play", 32);
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

// ---------------------------------------------------------------- playouts

namespace {

template <class R>
void check_ids(const state<R>& s) {
    // BG-17.9, BG-18: the gnubg ID, read back to the same decision.
    const std::string id = to_gnubg_id(s);
    CAPTURE(id);
    const result<state<R>> g = parse_gnubg_id<R>(id);
    if (s.phase() == phase::over && s.last_game().kind == win_kind::drop) {
        CHECK_FALSE(g.has_value());  // BG-18.6: game state 4 is not read
    } else {
        REQUIRE_MESSAGE(g.has_value(), (g ? std::string() : g.error().what()));
        CHECK(to_gnubg_id(*g) == id);
        // BG-18.6: a turn's start reads as the cube decision whenever a double
        // is allowed, and always with resignations (BG-23.1); the ID does not
        // record that `roll` was chosen.
        const bool chose_roll = s.phase() == phase::rolling && (may_double(s) || R::resign);
        CHECK(g->phase() == (chose_roll ? phase::cube_decision : s.phase()));
        CHECK(g->board() == s.board());
        CHECK(g->roll() == s.roll());
        CHECK(g->cube_value() == s.cube_value());
        CHECK(g->cube_owner() == s.cube_owner());
        CHECK(g->beaver_count() == s.beaver_count());
        CHECK(g->is_crawford_game() == s.is_crawford_game());
        CHECK(g->score(0) == s.score(0));
        CHECK(g->score(1) == s.score(1));
        if (!chose_roll) CHECK(legal_moves(*g) == legal_moves(s));
        if (s.phase() == phase::over) CHECK(returns(*g) == returns(s));
    }
    // BG-19: the XGID where the state can be written.
    const result<std::string> x = to_xgid(s);
    const bool writable = s.phase() != phase::opening_roll && s.phase() != phase::over && s.beaver_count() == 0;
    CHECK(x.has_value() == writable);
    if (!x) return;
    CAPTURE(*x);
    const result<state<R>> r = parse_xgid<R>(*x);
    REQUIRE_MESSAGE(r.has_value(), (r ? std::string() : r.error().what()));
    CHECK(to_xgid(*r).value_or("") == *x);
    CHECK(to_gnubg_id(*r) == id);
}

template <class R>
void playouts(int match_length, int games, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    int plays = 0;
    for (int g = 0; g < games; ++g) {
        arbiter::random_playout(state<R>(match_length), rng, 3000, [&](const state<R>& s) {
            check_ids(s);
            if (s.phase() == phase::playing) {
                check_round_trip(s);
                ++plays;
            }
            if (s.phase() == phase::cube_decision || s.phase() == phase::responding)
                for (const move& m : legal_moves(s)) CHECK(parse_move(s, to_string(m)).value_or(move::pass()) == m);
        });
    }
    CHECK(plays > games);
}

}  // namespace

TEST_CASE("BG-16.3 BG-16.5 BG-18 BG-19 round trips over random playouts: money with beavers") {
    playouts<beaver_rules>(0, 40, 1);
}
TEST_CASE("BG-16.3 BG-16.5 BG-18 BG-19 round trips over random playouts: 5-point match") {
    playouts<money_rules>(5, 10, 2);
    playouts<no_crawford_rules>(3, 10, 7);
}
TEST_CASE("BG-16.3 BG-16.5 BG-18 BG-19 round trips over random playouts: source rules") {
    playouts<source_rules>(0, 12, 3);
}
TEST_CASE("BG-16.3 BG-16.5 BG-18 BG-19 round trips over random playouts: nackgammon and hypergammon (BG-15)") {
    playouts<nackgammon_rules>(0, 6, 4);
    playouts<hypergammon_rules>(0, 40, 5);
}
TEST_CASE("BG-16.3 BG-16.5 BG-18 BG-19 round trips over random playouts: money with Jacoby (BG-18.4)") {
    playouts<jacoby_rules>(0, 15, 6);
}

TEST_CASE("BG-16.1 BG-16.2 points in move text are the mover's own numbers; routes join points with '/'") {
    // Player 1 on roll at the start: "24/18 13/11" moves his own back checker
    // and mid-point checker, which are player 0's 1- and 12-points.
    position start = start_position_of<source_rules>();
    start.on_roll = 1;
    const auto s = notation_at_play(start, {6, 2});
    const auto m = parse_move(s, "24/18 13/11");
    REQUIRE(m.has_value());
    const position after = after_play(start, *m);
    CHECK(after.at(1, 24) == 1);
    CHECK(after.at(1, 18) == 1);
    CHECK(after.at(1, 13) == 4);
    CHECK(after.at(1, 11) == 1);
    CHECK(after.checkers[0] == start.checkers[0]);
    // one checker taking both numbers is one route; two checkers are two routes
    CHECK(to_string(*m, start) == "24/18 13/11");
    const auto one_checker = parse_move(s, "24/16");
    REQUIRE(one_checker.has_value());
    CHECK(to_string(*one_checker, start) == "24/16");
}
