// The {fmt} formatters of stratego/format.hpp: the full board and one
// player's view (RULES.md ST-1, ST-2, ST-5, ST-7, ST-8).

#include <arbiter/stratego/format.hpp>
#include <arbiter/stratego/observation.hpp>

#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "helpers.hpp"

namespace {

using namespace st_test;

// A small game after eight plies:
//   1. a2-a8   the Red Scout runs, so it is revealed (ST-7.3)
//   2. a9xa8   Scout against Scout: both removed (ST-5.3 rule 5)
//   3. e4-e5   4. e8-e7   5. e5-e6
//   6. e7xe6   the Blue Lieutenant attacks the Red Captain and loses; the
//              Captain stays, revealed (ST-5.2, ST-5.4)
//   7. g3-g4   the Red Miner moves: marked as moved, not revealed (ST-7.4)
//   8. h9-h8   the Blue Marshal likewise
// `marshal` and `flag_square` vary what only Blue knows: the rank of its
// moved piece on h9, and which of i10/j10 holds its Flag (the other a Bomb).
state<> small_game(std::string_view marshal = "Ma", bool flag_on_j10 = true) {
    const std::string blue = std::string("Blue: ") + (flag_on_j10 ? "F j10, B i10" : "F i10, B j10") + ", " +
                             std::string(marshal) + " h9, Lt e8, Sc a9";
    const state<> start = position("Red: F a1, B b1, Sp c1, Sc a2, Ca e4, Mi g3; " + blue);
    return play_moves(start, "a2-a8 a9xa8 e4-e5 e8-e7 e5-e6 e7xe6 g3-g4 h9-h8");
}

}  // namespace

// ST-1.1, ST-1.2: Red at the bottom, columns a-j, rows 1-10; ST-1.4 the
// lakes; ST-2.1, ST-2.2 the ranks; ST-7.2 to ST-7.4 the marks; ST-5.9 the
// removed pieces.
TEST_CASE("format ST-1.2, ST-2.2, ST-7.4: the full board shows every rank, revealed and moved marks") {
    const state<> s = small_game();
    const std::string expected =
        "    a    b    c    d    e    f    g    h    i    j\n"
        "10  .    .    .    .    .    .    .    .    bB   bF    10\n"
        " 9  .    .    .    .    .    .    .    .    .    .      9\n"
        " 8  .    .    .    .    .    .    .    b10+ .    .      8\n"
        " 7  .    .    .    .    .    .    .    .    .    .      7\n"
        " 6  .    .    ~~   ~~   r6*  .    ~~   ~~   .    .      6\n"
        " 5  .    .    ~~   ~~   .    .    ~~   ~~   .    .      5\n"
        " 4  .    .    .    .    .    .    r3+  .    .    .      4\n"
        " 3  .    .    .    .    .    .    .    .    .    .      3\n"
        " 2  .    .    .    .    .    .    .    .    .    .      2\n"
        " 1  rF   rB   rS   .    .    .    .    .    .    .      1\n"
        "    a    b    c    d    e    f    g    h    i    j\n"
        "Red to move, ply 8 (2 since the last attack)\n"
        "removed: Red Scout; Blue Lieutenant, Scout\n";
    CHECK(fmt::format("{}", s) == expected);
}

// ST-7.8: Red sees its own ranks, Blue's revealed ranks, and for Blue's other
// pieces only the square and the moved mark.
TEST_CASE("format ST-7.8: Red's view hides Blue's unrevealed ranks") {
    const state<> s = small_game();
    const std::string expected =
        "Red's view (Blue's unrevealed pieces shown as b?)\n"
        "    a    b    c    d    e    f    g    h    i    j\n"
        "10  .    .    .    .    .    .    .    .    b?   b?    10\n"
        " 9  .    .    .    .    .    .    .    .    .    .      9\n"
        " 8  .    .    .    .    .    .    .    b?+  .    .      8\n"
        " 7  .    .    .    .    .    .    .    .    .    .      7\n"
        " 6  .    .    ~~   ~~   r6*  .    ~~   ~~   .    .      6\n"
        " 5  .    .    ~~   ~~   .    .    ~~   ~~   .    .      5\n"
        " 4  .    .    .    .    .    .    r3+  .    .    .      4\n"
        " 3  .    .    .    .    .    .    .    .    .    .      3\n"
        " 2  .    .    .    .    .    .    .    .    .    .      2\n"
        " 1  rF   rB   rS   .    .    .    .    .    .    .      1\n"
        "    a    b    c    d    e    f    g    h    i    j\n"
        "Red to move, ply 8 (2 since the last attack)\n"
        "removed: Red Scout; Blue Lieutenant, Scout\n";
    CHECK(fmt::format("{}", view_of(s, red)) == expected);
    CHECK(fmt::format("{}", observe(s, red)) == expected);
}

// ST-7.8 for Blue, drawn with Blue at the bottom: the board turned half a
// turn, row 1 at the top and column j on the left. The Red Captain revealed
// by the combat of ply 6 shows its rank (ST-5.2, ST-7.5).
TEST_CASE("format ST-7.8: Blue's view, turned, hides Red's unrevealed ranks") {
    const state<> s = small_game();
    const std::string expected =
        "Blue's view (Red's unrevealed pieces shown as r?)\n"
        "    j    i    h    g    f    e    d    c    b    a\n"
        " 1  .    .    .    .    .    .    .    r?   r?   r?     1\n"
        " 2  .    .    .    .    .    .    .    .    .    .      2\n"
        " 3  .    .    .    .    .    .    .    .    .    .      3\n"
        " 4  .    .    .    r?+  .    .    .    .    .    .      4\n"
        " 5  .    .    ~~   ~~   .    .    ~~   ~~   .    .      5\n"
        " 6  .    .    ~~   ~~   .    r6*  ~~   ~~   .    .      6\n"
        " 7  .    .    .    .    .    .    .    .    .    .      7\n"
        " 8  .    .    b10+ .    .    .    .    .    .    .      8\n"
        " 9  .    .    .    .    .    .    .    .    .    .      9\n"
        "10  bF   bB   .    .    .    .    .    .    .    .     10\n"
        "    j    i    h    g    f    e    d    c    b    a\n"
        "Red to move, ply 8 (2 since the last attack)\n"
        "removed: Red Scout; Blue Lieutenant, Scout\n";
    CHECK(fmt::format("{}", view_of(s, blue)) == expected);
}

// ST-7.1, ST-7.8: Red's view cannot tell apart games that differ only in the
// ranks Blue keeps hidden; the full board and Blue's own view can.
TEST_CASE("format ST-7.1: views of states differing only in hidden opponent ranks print identically") {
    const state<> s = small_game();
    const state<> swapped = small_game("Ma", false);  // Flag and Bomb exchanged
    const state<> general = small_game("Ge", true);   // a General moved, not the Marshal
    REQUIRE(s != swapped);
    REQUIRE(s != general);
    for (const state<>* other : {&swapped, &general}) {
        CHECK(fmt::format("{}", view_of(*other, red)) == fmt::format("{}", view_of(s, red)));
        CHECK(fmt::format("{}", *other) != fmt::format("{}", s));
        CHECK(fmt::format("{}", view_of(*other, blue)) != fmt::format("{}", view_of(s, blue)));
    }
}

// ST-7.7: during setup the opponent's pieces are absent from a view, not
// even their squares; the status names the side setting up.
TEST_CASE("format ST-7.7: a view during setup shows nothing of the opponent's arrangement") {
    state<> a, b;
    a = play(play(play(a, move::place(kind::flag, sq("a1"))), move::place(kind::bomb, sq("b1"))),
             move::place(kind::bomb, sq("c1")));
    b = play(play(play(b, move::place(kind::bomb, sq("a1"))), move::place(kind::flag, sq("b1"))),
             move::place(kind::bomb, sq("c1")));
    const std::string blue_view = fmt::format("{}", view_of(a, blue));
    CHECK(blue_view == fmt::format("{}", view_of(b, blue)));
    const std::string board = blue_view.substr(blue_view.find('\n'));  // after the title, which names "r?"
    CHECK(board.find("r?") == std::string::npos);
    CHECK(board.find("rF") == std::string::npos);
    CHECK(board.find("rB") == std::string::npos);
    CHECK(blue_view.find("\nRed to set up (3 of 40 squares placed)\n") != std::string::npos);
    const std::string red_view = fmt::format("{}", view_of(a, red));
    CHECK(red_view.find(" 1  rF   rB   rB   .    ") != std::string::npos);
}

// ST-8.8: how a game ended, under the board.
TEST_CASE("format ST-8.1, ST-8.2, ST-8.3: the result line") {
    SUBCASE("ST-12.14: a Scout captures the Flag from afar") {
        const state<> s = play_moves(position("Red: F a1, Sc b2; Blue: F b7, Ma j9"), "b2xb7");
        CHECK(fmt::format("{}", s).find("\ngame over after 1 ply: Red wins, the Flag is captured (ST-8.1)\n") !=
              std::string::npos);
    }
    SUBCASE("ST-8.2: Red cannot move at its first turn") {
        const state<> s = position("Red: F a1, B b1; Blue: F j10, Sc j9");
        CHECK(fmt::format("{}", s).find("\ngame over after 0 plies: Blue wins, Red has no legal move (ST-8.2)\n") !=
              std::string::npos);
    }
    SUBCASE("ST-12.11: neither side can move") {
        const state<> s = play_moves(position("Red: F a1, Ca e4; Blue: F j10, Ca e5"), "e4xe5");
        const std::string text = fmt::format("{}", view_of(s, blue));
        CHECK(text.find("\ngame over after 1 ply: draw, neither side can move (ST-8.3)\n"
                        "removed: Red Captain; Blue Captain\n") != std::string::npos);
    }
}

TEST_CASE("format ST-10.2: a move without its position is written from-to") {
    CHECK(fmt::format("{}", move::step(sq("e4"), sq("e5"))) == "e4-e5");
    CHECK(fmt::format("{:>7}", move::step(sq("a2"), sq("a10"))) == " a2-a10");
}
