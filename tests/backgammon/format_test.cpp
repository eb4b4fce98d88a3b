// The {fmt} formatters of backgammon/format.hpp: the board, moves, notated
// moves and dice (RULES.md BG-0.1, BG-16, BG-17, BG-19).

#include <arbiter/backgammon.hpp>
#include <arbiter/backgammon/format.hpp>

#include <doctest/doctest.h>

#include <array>
#include <string>
#include <string_view>

namespace bg = arbiter::backgammon;

namespace {

bg::position position_of(std::string_view id, arbiter::player_id on_roll = 0) {
    const auto pos = bg::parse_position_id(id, on_roll);
    REQUIRE(pos);
    return *pos;
}

template <class R = bg::source_rules>
bg::state<R> state_of(const bg::position& pos, bg::dice roll) {
    const auto s = bg::from_position<R>(pos, roll);
    REQUIRE(s);
    return *s;
}

// The legal play of `roll` in `pos` that leaves the position `steps` leave.
bg::move play_of(const bg::position& pos, bg::dice roll, std::initializer_list<bg::step> steps) {
    bg::position after = pos;
    for (const bg::step st : steps) REQUIRE(bg::apply_step(after, st));
    for (const bg::move& m : bg::legal_plays(pos, roll))
        if (bg::after_play(pos, m) == after) return m;
    FAIL("no such play");
    return {};
}

}  // namespace

// BG-2.1, BG-0.1, BG-19.2: X (player 1) at the bottom with his own point
// numbers, O at the top; each side 2 on its 24-point, 5 on 13, 3 on 8, 5 on 6.
TEST_CASE("format: the starting board (BG-2.1, BG-0.1, BG-17.5)") {
    const bg::state<> s;
    const std::string expected =
        " +13-14-15-16-17-18------19-20-21-22-23-24-+     O: player 0\n"
        " | X           O    |   | O              X |     pips 167, bar 0, off 0\n"
        " | X           O    |   | O              X |\n"
        " | X           O    |   | O                |\n"
        " | X                |   | O                |\n"
        " | X                |   | O                |\n"
        " |                  |BAR|                  |     opening roll\n"
        " | O                |   | X                |\n"
        " | O                |   | X                |\n"
        " | O           X    |   | X                |\n"
        " | O           X    |   | X              O |\n"
        " | O           X    |   | X              O |     pips 167, bar 0, off 0\n"
        " +12-11-10--9--8--7-------6--5--4--3--2--1-+     X: player 1\n"
        " Position ID: 4HPwATDgc/ABMA\n";
    CHECK(fmt::format("{}", s) == expected);
}

// Checkers on both bars (O's in the top half, X's in the bottom half), borne
// off, and stacks taller than five shown by their count in the fifth place.
TEST_CASE("format: bars, borne-off checkers and tall stacks (BG-1.4, BG-1.7)") {
    bg::position pos;
    // O: bar 2, 7 on his 12-point (X's 13), 1 on his 1-point (X's 24), 5 off.
    pos.checkers[0][bg::bar_point] = 2;
    pos.checkers[0][12] = 7;
    pos.checkers[0][1] = 1;
    pos.checkers[0][bg::off_point] = 5;
    // X: bar 1, 11 on his 6-point, 2 on his 3-point, 1 off; X on roll with 6-3.
    pos.checkers[1][bg::bar_point] = 1;
    pos.checkers[1][6] = 11;
    pos.checkers[1][3] = 2;
    pos.checkers[1][bg::off_point] = 1;
    pos.on_roll = 1;
    REQUIRE(bg::position_error(pos).empty());
    const std::string expected =
        " +13-14-15-16-17-18------19-20-21-22-23-24-+     O: player 0\n"
        " | O                | O |                O |     pips 135, bar 2, off 5\n"
        " | O                | O |                  |\n"
        " | O                |   |                  |\n"
        " | O                |   |                  |\n"
        " | 7                |   |                  |\n"
        " |                  |BAR|                  |     X to play 63\n"
        " |                  |   |11                |\n"
        " |                  |   | X                |\n"
        " |                  |   | X                |\n"
        " |                  |   | X        X       |\n"
        " |                  | X | X        X       |     pips 97, bar 1, off 1\n"
        " +12-11-10--9--8--7-------6--5--4--3--2--1-+     X: player 1\n"
        " Position ID: " +
        bg::to_position_id(pos) + "\n";
    CHECK(fmt::format("{}", state_of(pos, {6, 3})) == expected);
    CHECK(bg::to_position_id(pos) == "AfAHAGP8HwAAAQ");
}

TEST_CASE("format: the cube line with a cube, the score line in a match (BG-11, BG-13)") {
    const std::string money = fmt::format("{}", bg::state<bg::money_rules>{});
    CHECK(money.ends_with(" Position ID: 4HPwATDgc/ABMA\n Cube: 1, centred\n"));
    const std::string match = fmt::format("{}", bg::state<bg::money_rules>{7});
    CHECK(match.ends_with(" Cube: 1, centred\n Match to 7: O 0, X 0\n"));
    CHECK(fmt::format("{}", bg::state<>{}).find("Cube") == std::string::npos);
}

// BG-17.7: after the play that ends the game, its player still counts as on
// roll, and the board says who won.
TEST_CASE("format: a finished game (BG-8, BG-17.7)") {
    const bg::position pos = position_of("4PsAACgAAAAAAA");  // BG-20.40: O 2:1 1:1, X 7:5 6:5
    const auto s = state_of(pos, {6, 5});
    const auto moves = bg::legal_moves(s);
    REQUIRE(moves.size() == 1);
    const auto over = bg::play(s, moves[0]);
    REQUIRE(bg::is_terminal(over));
    const std::string text = fmt::format("{}", over);
    CHECK(text.find("|BAR|                  |     O wins a single game (1 point)\n") !=
          std::string::npos);
    CHECK(text.find(" Position ID: " + bg::to_position_id(over.board()) + "\n") != std::string::npos);
    CHECK(over.board().on_roll == 0);
}

TEST_CASE("format: moves without a position (BG-16.3, BG-16.7)") {
    const bg::position start = bg::start_position_of<bg::source_rules>();
    const bg::move m = play_of(start, {6, 2}, {{6, 24}, {2, 13}});
    CHECK(fmt::format("{}", m) == "24/18 13/11");
    CHECK(fmt::format("{}", m) == bg::to_string(m));
    CHECK(fmt::format("{}", bg::move::pass()) == "pass");
    CHECK(fmt::format("{}", bg::move::double_offer()) == "double");
    CHECK(fmt::format("{}", bg::move::take()) == "take");
    CHECK(fmt::format("{:>8}|", bg::move::drop()) == "    drop|");  // string_view specs work
}

TEST_CASE("format: notated moves, with hits (BG-16.3)") {
    SUBCASE("BG-20.24: an intermediate hit") {
        const bg::position pos = position_of("QAAAAAAAAgAAAA");  // 24:1 / 7:1, roll 6-5
        const bg::move hit = play_of(pos, {6, 5}, {{6, 24}, {5, 18}});
        const bg::move quiet = play_of(pos, {6, 5}, {{5, 24}, {6, 19}});
        CHECK(fmt::format("{}", bg::notated{hit, pos}) == "24/18*/13");
        CHECK(fmt::format("{}", bg::notated{quiet, pos}) == "24/13");
        // Without the position there is nothing to mark.
        CHECK(fmt::format("{}", hit).find('*') == std::string::npos);
        CHECK(fmt::format("{}", hit) == bg::to_string(hit));
    }
    SUBCASE("BG-20.13: entering from the bar with a hit") {
        const bg::position pos = position_of("xAAAAAAAMAAAAA");  // bar:2 / 6:2 3:1, roll 3-3
        const auto plays = bg::legal_plays(pos, {3, 3});
        REQUIRE(plays.size() == 1);
        CHECK(fmt::format("{}", bg::notated{plays[0], pos}) == "bar/22*(2)");
    }
    SUBCASE("the opening 6-4 run and a pass") {
        const bg::position start = bg::start_position_of<bg::source_rules>();
        const bg::move run = play_of(start, {6, 4}, {{6, 24}, {4, 18}});
        CHECK(fmt::format("{}", bg::notated{run, start}) == "24/14");
        const bg::position blocked = position_of("tm1gAAAAADAAAA");  // BG-20.9, roll 5-3
        CHECK(fmt::format("{}", bg::notated{bg::move::pass(), blocked}) == "pass");
    }
}

TEST_CASE("format: dice (BG-16.7)") {
    CHECK(fmt::format("{}", bg::dice{3, 1}) == "31");
    CHECK(fmt::format("{}", bg::dice{6, 6}) == "66");
}

TEST_CASE_TEMPLATE("format: every policy's board has its Position ID", R, bg::source_rules,
                   bg::money_rules, bg::nackgammon_rules, bg::hypergammon_rules) {
    const bg::state<R> s;
    const std::string text = fmt::format("{}", s);
    CHECK(text.find(" Position ID: " + bg::to_position_id(s.board()) + "\n") != std::string::npos);
    CHECK(text.starts_with(" +13-14-15-16-17-18------19-20-21-22-23-24-+     O: player 0\n"));
}
