// Tests of the Stratego move text (RULES.md ST-10.1 to ST-10.3): squares,
// moves and piece letters, in both directions, and every reader's errors
// (message and column); and the move and outcome halves of the text
// interface of core/text_game.hpp: to_string(s, m), parse_move(s, text), the
// no-chance outcome text. Board, position and setup strings are
// position_text_test.cpp; the full-state text is state_text_test.cpp.
#include <arbiter/stratego.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "helpers.hpp"

using namespace st_test;

namespace {

using namespace arbiter::stratego;
using arbiter::error;
using arbiter::player_id;
using arbiter::result;

// An empty board string: lakes and 'A' (ST-10.4).
std::string mt_empty_board() {
    std::string b(100, 'A');
    for (int sq : {42, 43, 46, 47, 52, 53, 56, 57}) b[static_cast<std::size_t>(sq)] = '_';
    return b;
}

int mt_sq(std::string_view name) {
    const auto sq = parse_square(name);
    REQUIRE_MESSAGE(sq.has_value(), std::string(name));
    return *sq;
}

// A board string with the given letters on the named squares.
std::string mt_board_with(std::initializer_list<std::pair<const char*, char>> pieces) {
    std::string b = mt_empty_board();
    for (const auto& [name, letter] : pieces) b[static_cast<std::size_t>(mt_sq(name))] = letter;
    return b;
}

// The error of a failed result, checked to contain `words` and to sit at `column` (0-based).
template <class T>
void mt_check_error(const result<T>& r, std::string_view words, std::size_t column) {
    REQUIRE_FALSE(r.has_value());
    INFO("error: " << r.error().what());
    CHECK(r.error().message.find(words) != std::string::npos);
    CHECK(r.error().position == column);
}

// The error of a failed read, checked word for word as what() prints it.
template <class T>
void mt_check_what(const arbiter::result<T>& r, std::string_view what) {
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().what() == what);
}

}  // namespace

// ---------------------------------------------------------------- ST-10.1 squares

TEST_CASE("ST-10.1 ST-1.3 squares a1..j10 are indices 10*(row-1)+column and print back") {
    CHECK(*parse_square("a1") == 0);
    CHECK(*parse_square("j1") == 9);
    CHECK(*parse_square("a2") == 10);
    CHECK(*parse_square("e4") == 34);
    CHECK(*parse_square("j10") == 99);
    for (int sq = 0; sq < 100; ++sq) {
        const std::string name = square_name(sq);
        CHECK(*parse_square(name) == sq);
    }
    CHECK(square_name(0) == "a1");
    CHECK(square_name(99) == "j10");
}

TEST_CASE("ST-10.1 squares are read in either case, with k as the tenth column") {
    CHECK(*parse_square("E4") == 34);
    CHECK(*parse_square("J10") == 99);
    CHECK(*parse_square("k10") == 99);
    CHECK(*parse_square("K3") == 29);
    CHECK(square_name(*parse_square("k7")) == "j7");  // the writer always uses j
}

TEST_CASE("ST-10.1 bad squares: what is wrong and the column") {
    mt_check_error(parse_square(""), "expected a square", 0);
    mt_check_error(parse_square("l4"), "expected a column a-j (or k), got 'l'", 0);
    mt_check_error(parse_square("4e"), "expected a column", 0);
    mt_check_error(parse_square("e"), "expected a row 1-10 after the column, got the end of the text",
                1);
    mt_check_error(parse_square("ex"), "got 'x'", 1);
    mt_check_error(parse_square("e0"), "row 0 is off the board", 1);
    mt_check_error(parse_square("e11"), "row 11 is off the board", 1);
    mt_check_error(parse_square("e100"), "row 100 is off the board", 1);
    mt_check_error(parse_square("e04"), "without a leading 0", 1);
    mt_check_error(parse_square("e4 "), "unexpected a space after the square e4", 2);
    mt_check_error(parse_square("j10x"), "unexpected 'x' after the square j10", 3);
    mt_check_error(parse_square(std::string_view("e\x01", 2)), "the character with code 1", 1);
}

// ---------------------------------------------------------------- ST-10.2 moves

TEST_CASE("ST-10.2 a move is <start>-<end>; the printer writes x for an attack") {
    // Red Marshal e4, Blue Lieutenant e5, Red Scout a2; Red to move.
    //   5 . . . . S ...
    //   4 . . . . L ...
    //   2 D . . . . ...
    auto s = parse_position(
        mt_board_with({{"e4", 'L'}, {"e5", 'S'}, {"a2", 'D'}, {"a1", 'M'}, {"j10", 'Y'}}) + " r");
    REQUIRE(s.has_value());
    CHECK(to_string(move::step(mt_sq("e4"), mt_sq("e5")), *s) == "e4xe5");
    CHECK(to_string(move::step(mt_sq("e4"), mt_sq("d4")), *s) == "e4-d4");
    CHECK(to_string(move::step(mt_sq("a2"), mt_sq("a7")), *s) == "a2-a7");
    CHECK(to_string(move::step(mt_sq("e4"), mt_sq("e5"))) ==
          "e4-e5");  // without a position: never x
}

TEST_CASE("ST-10.2 the parser accepts either separator; the position decides what is an attack") {
    const move m = move::step(mt_sq("e4"), mt_sq("e5"));
    CHECK(*parse_move("e4-e5") == m);
    CHECK(*parse_move("e4xe5") == m);
    CHECK(*parse_move("E4XE5") == m);
    CHECK(*parse_move("a2-a7") == move::step(10, 60));
    CHECK(*parse_move("k10-k9") == move::step(99, 89));
}

TEST_CASE("ST-10.2 round trip: to_string(parse(x)) == x for every written form") {
    auto s = parse_position(
        mt_board_with({{"e4", 'L'}, {"e5", 'S'}, {"a2", 'D'}, {"a1", 'M'}, {"j10", 'Y'}}) + " r");
    REQUIRE(s.has_value());
    for (const char* text : {"e4xe5", "e4-d4", "e4-f4", "a2-a10", "a2-b2"}) {
        const auto m = parse_move(text);
        REQUIRE(m.has_value());
        CHECK(to_string(*m, *s) == text);
    }
    for (const char* text :
         {"a1-a2", "j10-j9", "Ma1", "Aa1", "Bj10", "Lf4", "*Hc3", "*Bj5", "*-"}) {
        const auto m = parse_move(text);
        REQUIRE(m.has_value());
        CHECK(to_string(*m) == text);
    }
}

TEST_CASE("ST-10.2 ST-3.4 placements and ST-9.12 rescues are written and read") {
    CHECK(to_string(move::place(kind::flag, 0)) == "Ma1");
    CHECK(to_string(move::place(kind::bomb, 99)) == "Bj10");
    CHECK(to_string(move::place_nothing(5)) == "Af1");
    CHECK(to_string(move::rescue(kind::captain, mt_sq("c3"))) == "*Hc3");
    CHECK(to_string(move::decline_rescue()) == "*-");
    CHECK(*parse_move("Ma1") == move::place(kind::flag, 0));
    CHECK(*parse_move("Aa1") == move::place_nothing(0));
    CHECK(*parse_move("Bj10") == move::place(kind::bomb, 99));
    CHECK(*parse_move("Yj10") ==
          move::place(kind::flag, 99));  // a Blue letter names the same kind (ST-10.7)
    CHECK(*parse_move("*Hc3") == move::rescue(kind::captain, mt_sq("c3")));
    CHECK(*parse_move("*-") == move::decline_rescue());
}

TEST_CASE(
    "ST-10.2 round trip: every legal move of a setup, a game and a rescue reads back as itself") {
    std::mt19937_64 rng(7);
    // Setup decisions (ST-3.4): each placement of the first squares.
    state<> s;
    for (int i = 0; i < 80; ++i) {
        const auto moves = legal_moves(s);
        for (const move& m : moves) {
            const std::string text = to_string(m, s);
            const auto back = parse_move(text);
            REQUIRE_MESSAGE(back.has_value(), text);
            CHECK(*back == m);
        }
        s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
    }
    REQUIRE(s.phase() == phase::play);
    // Plies of a random game, attacks included.
    int attacks = 0;
    for (int ply = 0; ply < 300 && !is_terminal(s); ++ply) {
        const auto moves = legal_moves(s);
        for (const move& m : moves) {
            const std::string text = to_string(m, s);
            attacks += text.find('x') != std::string::npos;
            const auto back = parse_move(text);
            REQUIRE_MESSAGE(back.has_value(), text);
            CHECK(*back == m);
            CHECK((text.find('x') != std::string::npos) == !s.at(m.to).empty());
        }
        s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
    }
    CHECK(attacks > 0);
}

TEST_CASE("ST-10.2 bad moves: what is wrong and the column") {
    mt_check_error(parse_move(""), "expected a move such as e4-e5", 0);
    mt_check_error(parse_move("e4e5"), "expected '-' or 'x' between the squares, got 'e'", 2);
    mt_check_error(parse_move("e4"), "expected '-' or 'x' after the square, found the end", 2);
    mt_check_error(parse_move("e4-"), "expected a square such as e4", 3);
    mt_check_error(parse_move("e4-e5x"), "unexpected text after the move", 5);
    mt_check_error(parse_move("e4-z5"), "expected a column a-j (or k), got 'z'", 3);
    mt_check_error(parse_move("e4-e11"), "row 11 is off the board", 4);
    mt_check_error(parse_move("e4+e5"), "got '+'", 2);
    mt_check_error(parse_move("*"), "expected a rescue such as *Hc3", 1);
    mt_check_error(parse_move("*--"), "unexpected text after *-", 2);
    mt_check_error(parse_move("*Mc3"), "a Flag is never rescued", 1);
    mt_check_error(parse_move("*hc3"), "'h' is not an upper-case piece letter", 1);
    mt_check_error(parse_move("*Hc3d"), "unexpected text after the rescue", 4);
    mt_check_error(parse_move("*H"), "expected a square", 2);
    mt_check_error(parse_move("Za1"), "'Z' is not an upper-case piece letter", 0);
    mt_check_error(parse_move("ma1"), "'m' is not an upper-case piece letter", 0);
    mt_check_error(parse_move("Ma11"), "row 11 is off the board", 2);
    mt_check_error(parse_move("Ma1x"), "unexpected text after the placement", 3);
}

// ---------------------------------------------------------------- ST-10.3 letters

TEST_CASE(
    "ST-10.3 piece letters: Red B..M, Blue the Red letter plus 12, A empty, lower case revealed") {
    const char red_letters[] = "BCDEFGHIJKLM";
    for (int k = 0; k < num_kinds; ++k) {
        const char r = red_letters[k];
        CHECK(piece_letter(piece{static_cast<kind>(k), red}) == r);
        CHECK(piece_letter(piece{static_cast<kind>(k), blue}) == static_cast<char>(r + 12));
        CHECK(kind_letter(static_cast<kind>(k)) == r);
        CHECK(kind_of_letter(r) == k);
        CHECK(kind_of_letter(static_cast<char>(r + 12)) == k);
    }
    CHECK(piece_letter(piece{}) == 'A');
    CHECK(piece_letter(piece{kind::marshal, red}.reveal()) == 'l');
    CHECK(piece_letter(piece{kind::marshal, blue}.reveal()) == 'x');
    CHECK(kind_of_letter('A') == -1);
    CHECK(kind_of_letter('_') == -1);
    CHECK(kind_of_letter('Z') == -1);
}

// ---------------------------------------------------------------- the text interface: moves and outcomes

TEST_CASE("ST-10.2 to_string(s, m) and parse_move(s, text): the text interface of moves") {
    const auto s = position("Red: F a1, Ma e4, Sc a4; Blue: F j10, Sg e5");
    CHECK(to_string(s, mv("e4-e5")) == "e4xe5");  // an attack in s
    CHECK(to_string(s, mv("a4-a6")) == "a4-a6");
    CHECK(to_string(mv("e4-e5"), s) == "e4xe5");  // the earlier argument order still works
    CHECK(to_string(state<>{}, move::place(kind::flag, 0)) == "Ma1");
    CHECK(to_string(state<>{}, move::place_nothing(0)) == "Aa1");
    CHECK(to_string(s, move::rescue(kind::captain, sq("c3"))) == "*Hc3");
    CHECK(to_string(s, move::decline_rescue()) == "*-");
    for (const move m : legal_moves(s)) {
        const auto back = parse_move(s, to_string(s, m));
        REQUIRE(back.has_value());
        CHECK(*back == m);
    }
    CHECK(*parse_move(s, "e4-e5") == move::step(sq("e4"), sq("e5")));  // either separator (ST-10.2)
    mt_check_what(parse_move(s, "e4-z5"), "line 1, column 4: expected a column a-j (or k), got 'z'");
    mt_check_what(parse_move(s, "e4e5"), "line 1, column 3: expected '-' or 'x' between the squares, got 'e'");
}

TEST_CASE("ST-3.4 ST-4.1 Stratego has no chance outcomes: a fixed text, and no text reads as one") {
    const state<> s;
    CHECK(chance_outcomes(s).empty());
    CHECK(to_string(s, arbiter::no_chance{}) == "no chance");
    const auto o = parse_outcome(s, "no chance");
    REQUIRE_FALSE(o.has_value());
    CHECK(o.error().what() ==
          "line 1, column 1: Stratego has no chance outcomes, so 'no chance' is none: every decision is a "
          "player's (ST-3.4, ST-4.1)");
}
