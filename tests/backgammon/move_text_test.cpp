// Tests of the move text (RULES.md BG-16, and the play strings of BG-20 and
// BG-22.2), and of the text interface of moves and outcomes (core/text_game.hpp):
// to_string(s, m), parse_move(s, text), to_string(s, d), parse_outcome(s, text).
// The other notations are in position_id_test.cpp (BG-17), match_id_test.cpp
// (BG-18) and xgid_test.cpp (BG-19), the full-state text in state_text_test.cpp.
#include <arbiter/backgammon/apply.hpp>
#include <arbiter/backgammon/generate.hpp>
#include <arbiter/backgammon/match_id.hpp>
#include <arbiter/backgammon/move_text.hpp>

#include <doctest/doctest.h>

#include "helpers.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace arbiter::backgammon;
using arbiter::error;
using arbiter::player_id;
using arbiter::result;

using bg_test::beaver_cube2_rules;
using bg_test::beaver_rules;
using bg_test::check_error;
using bg_test::check_located_error;
using bg_test::check_round_trip;
using bg_test::from_id;
using bg_test::make_position;
using bg_test::notation_at_play;

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

// ---------------------------------------------------------------- the text interface

TEST_CASE("BG-9.2 BG-9.3 BG-16.7 the dice as chance outcomes: to_string(s, d) and parse_outcome(s, text)") {
    const state<> opening;
    CHECK(to_string(opening, dice{1, 3}) == "1-3");  // player 0's die first
    CHECK(parse_outcome(opening, "1-3").value() == dice{1, 3});
    CHECK(parse_outcome(opening, "3:1").value() == dice{3, 1});
    check_located_error(parse_outcome(opening, "3-3"), "never a double (BG-3.1)", 1, 1);
    check_located_error(parse_outcome(opening, "31"), "an opening roll like 3-1", 1, 1);
    const state<> rolling = play(play(opening, dice{3, 1}), legal_moves(play(opening, dice{3, 1})).front());
    REQUIRE(rolling.phase() == phase::rolling);
    CHECK(to_string(rolling, dice{6, 5}) == "6-5");
    CHECK(to_string(rolling, dice{5, 6}) == "6-5");  // BG-9.3: the larger first
    for (const std::string_view t : {"6-5", "65", "56", "5-6"}) CHECK(parse_outcome(rolling, t).value() == dice{6, 5});
    check_located_error(parse_outcome(rolling, "6-7"), "a die shows 1 to 6, not 7", 1, 3);
    const state<> at_play = play(opening, dice{3, 1});
    check_located_error(parse_outcome(at_play, "6-5"), "not a chance node", 1, 1);
}

TEST_CASE("BG-16.3 BG-16.4 the move text interface: to_string(s, m) and parse_move(s, text), errors located") {
    const state<> at_play = play(state<>{}, dice{3, 1});
    for (const move& m : legal_moves(at_play)) CHECK(parse_move(at_play, to_string(at_play, m)).value() == m);
    CHECK(to_string(at_play, legal_moves(at_play).front()) == to_string(legal_moves(at_play).front(), at_play.board()));
    check_located_error(parse_move(at_play, "8/5 6/26"), "point 26 does not exist", 1, 7);
    check_located_error(parse_dice("7-1"), "a die shows 1 to 6, not 7", 1, 1);
}
