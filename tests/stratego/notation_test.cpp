// Tests of the Stratego notation (RULES.md ST-10): squares, moves, board
// strings, position strings and setup strings, in both directions, and every
// reader's errors (message and column).
#include <arbiter/stratego/notation.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

using namespace arbiter::stratego;
using arbiter::error;
using arbiter::player_id;
using arbiter::result;

// An empty board string: lakes and 'A' (ST-10.4).
std::string notation_empty_board() {
    std::string b(100, 'A');
    for (int sq : {42, 43, 46, 47, 52, 53, 56, 57}) b[static_cast<std::size_t>(sq)] = '_';
    return b;
}

int sq_of(std::string_view name) {
    const auto sq = parse_square(name);
    REQUIRE_MESSAGE(sq.has_value(), std::string(name));
    return *sq;
}

// A board string with the given letters on the named squares.
std::string notation_board_with(std::initializer_list<std::pair<const char*, char>> pieces) {
    std::string b = notation_empty_board();
    for (const auto& [name, letter] : pieces) b[static_cast<std::size_t>(sq_of(name))] = letter;
    return b;
}

// The error of a failed result, checked to contain `words` and to sit at `column` (0-based).
template <class T>
void check_error(const result<T>& r, std::string_view words, std::size_t column) {
    REQUIRE_FALSE(r.has_value());
    INFO("error: " << r.error().what());
    CHECK(r.error().message.find(words) != std::string::npos);
    CHECK(r.error().position == column);
}

// The ST-10.7 example.
constexpr std::string_view example_setup = "MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIED";
constexpr std::string_view example_board =
    "MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIEDAA__AA__AAAA__AA__"
    "AAPQURVNXSTPPWNTSRQVUPOPNUTSRPQNPNTSQRPQNY";

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
    check_error(parse_square(""), "expected a square", 0);
    check_error(parse_square("l4"), "expected a column a-j (or k), got 'l'", 0);
    check_error(parse_square("4e"), "expected a column", 0);
    check_error(parse_square("e"), "expected a row 1-10 after the column, got the end of the text",
                1);
    check_error(parse_square("ex"), "got 'x'", 1);
    check_error(parse_square("e0"), "row 0 is off the board", 1);
    check_error(parse_square("e11"), "row 11 is off the board", 1);
    check_error(parse_square("e100"), "row 100 is off the board", 1);
    check_error(parse_square("e04"), "without a leading 0", 1);
    check_error(parse_square("e4 "), "unexpected a space after the square e4", 2);
    check_error(parse_square("j10x"), "unexpected 'x' after the square j10", 3);
    check_error(parse_square(std::string_view("e\x01", 2)), "the character with code 1", 1);
}

// ---------------------------------------------------------------- ST-10.2 moves

TEST_CASE("ST-10.2 a move is <start>-<end>; the printer writes x for an attack") {
    // Red Marshal e4, Blue Lieutenant e5, Red Scout a2; Red to move.
    //   5 . . . . S ...
    //   4 . . . . L ...
    //   2 D . . . . ...
    auto s = parse_position(
        notation_board_with({{"e4", 'L'}, {"e5", 'S'}, {"a2", 'D'}, {"a1", 'M'}, {"j10", 'Y'}}) + " r");
    REQUIRE(s.has_value());
    CHECK(to_string(move::step(sq_of("e4"), sq_of("e5")), *s) == "e4xe5");
    CHECK(to_string(move::step(sq_of("e4"), sq_of("d4")), *s) == "e4-d4");
    CHECK(to_string(move::step(sq_of("a2"), sq_of("a7")), *s) == "a2-a7");
    CHECK(to_string(move::step(sq_of("e4"), sq_of("e5"))) ==
          "e4-e5");  // without a position: never x
}

TEST_CASE("ST-10.2 the parser accepts either separator; the position decides what is an attack") {
    const move m = move::step(sq_of("e4"), sq_of("e5"));
    CHECK(*parse_move("e4-e5") == m);
    CHECK(*parse_move("e4xe5") == m);
    CHECK(*parse_move("E4XE5") == m);
    CHECK(*parse_move("a2-a7") == move::step(10, 60));
    CHECK(*parse_move("k10-k9") == move::step(99, 89));
}

TEST_CASE("ST-10.2 round trip: to_string(parse(x)) == x for every written form") {
    auto s = parse_position(
        notation_board_with({{"e4", 'L'}, {"e5", 'S'}, {"a2", 'D'}, {"a1", 'M'}, {"j10", 'Y'}}) + " r");
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
    CHECK(to_string(move::rescue(kind::captain, sq_of("c3"))) == "*Hc3");
    CHECK(to_string(move::decline_rescue()) == "*-");
    CHECK(*parse_move("Ma1") == move::place(kind::flag, 0));
    CHECK(*parse_move("Aa1") == move::place_nothing(0));
    CHECK(*parse_move("Bj10") == move::place(kind::bomb, 99));
    CHECK(*parse_move("Yj10") ==
          move::place(kind::flag, 99));  // a Blue letter names the same kind (ST-10.7)
    CHECK(*parse_move("*Hc3") == move::rescue(kind::captain, sq_of("c3")));
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
    check_error(parse_move(""), "expected a move such as e4-e5", 0);
    check_error(parse_move("e4e5"), "expected '-' or 'x' between the squares, got 'e'", 2);
    check_error(parse_move("e4"), "expected '-' or 'x' after the square, found the end", 2);
    check_error(parse_move("e4-"), "expected a square such as e4", 3);
    check_error(parse_move("e4-e5x"), "unexpected text after the move", 5);
    check_error(parse_move("e4-z5"), "expected a column a-j (or k), got 'z'", 3);
    check_error(parse_move("e4-e11"), "row 11 is off the board", 4);
    check_error(parse_move("e4+e5"), "got '+'", 2);
    check_error(parse_move("*"), "expected a rescue such as *Hc3", 1);
    check_error(parse_move("*--"), "unexpected text after *-", 2);
    check_error(parse_move("*Mc3"), "a Flag is never rescued", 1);
    check_error(parse_move("*hc3"), "'h' is not an upper-case piece letter", 1);
    check_error(parse_move("*Hc3d"), "unexpected text after the rescue", 4);
    check_error(parse_move("*H"), "expected a square", 2);
    check_error(parse_move("Za1"), "'Z' is not an upper-case piece letter", 0);
    check_error(parse_move("ma1"), "'m' is not an upper-case piece letter", 0);
    check_error(parse_move("Ma11"), "row 11 is off the board", 2);
    check_error(parse_move("Ma1x"), "unexpected text after the placement", 3);
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

// ---------------------------------------------------------------- ST-10.4 board strings

TEST_CASE("ST-10.4 a board string: character i is square i, both directions") {
    // Red Flag a1, Red Marshal e4, Blue General e5, Blue Flag j10.
    const std::string text = notation_board_with({{"a1", 'M'}, {"e4", 'L'}, {"e5", 'W'}, {"j10", 'Y'}});
    const auto s = parse_board(text);
    REQUIRE(s.has_value());
    CHECK(s->at(0) == piece(kind::flag, red));
    CHECK(s->at(34) == piece(kind::marshal, red));
    CHECK(s->at(44) == piece(kind::general, blue));
    CHECK(s->at(99) == piece(kind::flag, blue));
    int pieces = 0;
    for (int sq = 0; sq < 100; ++sq) pieces += !s->at(sq).empty();
    CHECK(pieces == 4);
    CHECK(to_board_string(*s) == text);
    CHECK(s->to_move() == red);
    CHECK(parse_board(text, blue)->to_move() == blue);
}

TEST_CASE("ST-10.4 ST-1.4 lakes are '_' at 42 43 46 47 52 53 56 57 and nowhere else") {
    const std::string b = notation_empty_board();
    for (int sq = 0; sq < 100; ++sq)
        CHECK((b[static_cast<std::size_t>(sq)] == '_') ==
              (sq == 42 || sq == 43 || sq == 46 || sq == 47 || sq == 52 || sq == 53 || sq == 56 ||
               sq == 57));
    CHECK(to_board_string(state<>{}) == b);
    CHECK(b.substr(40, 20) == "AA__AA__AAAA__AA__AA");
    for (int lake : {42, 43, 46, 47, 52, 53, 56, 57}) {
        std::string bad = notation_board_with({{"a1", 'M'}});
        bad[static_cast<std::size_t>(lake)] = 'A';
        check_error(parse_board(bad), square_name(lake) + " is a lake and must be '_', got 'A'",
                    static_cast<std::size_t>(lake));
    }
    std::string extra = notation_empty_board();
    extra[44] = '_';
    check_error(parse_board(extra), "'_' on e5, which is not a lake", 44);
}

TEST_CASE("ST-10.4 ST-3.6 bad board strings: length, letters, too many pieces") {
    check_error(parse_board(notation_empty_board().substr(0, 99)),
                "a board string has 100 characters, this one has 99", 99);
    check_error(parse_board(notation_empty_board() + "A"), "this one has 101", 100);
    check_error(parse_board(""), "this one has 0", 0);
    check_error(parse_board(notation_board_with({{"c3", 'Z'}})), "'Z' on c3 is not a Strados2 letter", 22);
    check_error(parse_board(notation_board_with({{"c3", '?'}})), "'?' on c3 is not a Strados2 letter", 22);
    check_error(parse_board(notation_board_with({{"a1", 'L'}, {"b1", 'L'}})),
                "a Marshal for Red on b1 is one more than the army's 1", 1);
    check_error(parse_board(notation_board_with({{"a9", 'x'}, {"b9", 'X'}})),
                "a Marshal for Blue on b9 is one more than the army's 1", 81);
    // The cap is the ruleset's army: a barrage army has one Miner.
    check_error(parse_board<barrage_rules>(notation_board_with({{"a1", 'E'}, {"b1", 'E'}})),
                "a Miner for Red on b1 is one more than the army's 1", 1);
    // Under free setup (ST-9.10) the cap is the classic army, anywhere off the lakes.
    CHECK(parse_board<gravon_replay_rules<classic_rules, setup_rule::free>>(
              notation_board_with({{"e5", 'E'}, {"f5", 'E'}, {"a10", 'M'}, {"j1", 'Y'}}))
              .has_value());
}

// ---------------------------------------------------------------- ST-10.5 position strings

TEST_CASE("ST-10.5 a position string: board, space, side; lower case is revealed") {
    const std::string text =
        notation_board_with({{"a1", 'M'}, {"e4", 'l'}, {"e5", 'S'}, {"j10", 'Y'}, {"b10", 'p'}}) + " b";
    const auto s = parse_position(text);
    REQUIRE(s.has_value());
    CHECK(s->to_move() == blue);
    CHECK(s->at(34).revealed());
    CHECK(s->at(34).type() == kind::marshal);
    CHECK(!s->at(44).revealed());
    CHECK(s->at(91).revealed());
    CHECK(s->at(91) == piece(kind::scout, blue).reveal());
    CHECK_FALSE(s->at(34).moved());  // nothing but the board and the side is carried
    CHECK(s->plies() == 0);
    CHECK(to_position_string(*s) == text);
    const auto r = parse_position(notation_board_with({{"a1", 'M'}, {"e4", 'L'}, {"j10", 'Y'}}) + " r");
    REQUIRE(r.has_value());
    CHECK(r->to_move() == red);
    CHECK(to_position_string(*r).back() == 'r');
}

TEST_CASE("ST-10.5 bad position strings name the length, the side or the letter") {
    const std::string board = notation_board_with({{"a1", 'M'}, {"j10", 'Y'}});
    check_error(parse_position(board), "this one has 100 characters and no space", 100);
    check_error(parse_position(board.substr(0, 60)), "this one has 60 characters and no space", 60);
    check_error(parse_position(board.substr(0, 99) + " r"),
                "the board string before the space has 99 characters, not 100", 99);
    check_error(parse_position(board + " rb"),
                "a position string has 102 characters, this one has 103", 102);
    check_error(parse_position(board + " "), "this one has 101", 101);
    check_error(parse_position(board + "-r"), "this one has 102 characters and no space", 100);
    std::string inner_space = board + " r";
    inner_space[50] = ' ';
    check_error(parse_position(inner_space),
                "the board string before the space has 50 characters, not 100", 50);
    check_error(parse_position(board + " R"), "the side to move is r or b, got 'R'", 101);
    check_error(parse_position(board + " w"), "got 'w'", 101);
    std::string with_a = board;
    with_a[30] = 'a';
    check_error(parse_position(with_a + " r"), "'a' is not a letter: an empty square is 'A'", 30);
}

TEST_CASE("ST-3.6 ST-3.5 parse_position checks the setup only when asked") {
    // Full setups for both sides: the ST-10.7 example.
    const std::string full = std::string(example_board) + " r";
    CHECK(parse_position(full, true).has_value());
    // A test position that is no setup: fine unless checked.
    const std::string sparse = notation_board_with({{"a1", 'M'}, {"e5", 'L'}, {"j10", 'Y'}}) + " r";
    CHECK(parse_position(sparse).has_value());
    check_error(parse_position(sparse, true), "e5 is outside Red's setup zone", 44);
    std::string revealed = full;
    revealed[0] = 'm';
    check_error(parse_position(revealed, true),
                "the piece on a1 is revealed; a setup reveals nothing", 0);
    std::string missing = full;
    missing[1] = 'A';  // one Red Bomb fewer
    const auto r = parse_position(missing, true);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().message == "Red's setup: 5 Bombs, the army has 6 (ST-3.5, ST-9.9)");
    std::string blue_short = full;
    blue_short[99] = 'A';  // Blue's Flag gone
    const auto b = parse_position(blue_short, true);
    REQUIRE_FALSE(b.has_value());
    CHECK(b.error().message == "Blue's setup: 0 Flags, the army has 1 (ST-3.5, ST-9.9)");
}

// ---------------------------------------------------------------- ST-10.6, ST-10.7 setup strings

TEST_CASE(
    "ST-10.7 the example: one setup string given to both sides gives the board string exactly") {
    const auto board = board_string_from_setups(example_setup, example_setup);
    REQUIRE(board.has_value());
    CHECK(*board == example_board);
    const auto s = parse_position(*board + " r", true);
    REQUIRE(s.has_value());
    CHECK(s->at(sq_of("a1")) == piece(kind::flag, red));    // Red's Flag on a1
    CHECK(s->at(sq_of("j10")) == piece(kind::flag, blue));  // Blue's Flag on j10
    // The same through the engine's setup decisions (ST-3.4).
    const auto a = parse_setup(example_setup);
    REQUIRE(a.has_value());
    const auto game = start_game(*a, *a);
    REQUIRE(game.has_value());
    CHECK(to_board_string(*game) == example_board);
}

TEST_CASE("ST-10.6 Red's setup string is characters 0-39; Blue's is characters 60-99 reversed") {
    const std::string red_text = "MBBBBBBCDDDDDDDDEEEEEFFFFGGGGHHHHIIIJJKL";
    const std::string blue_text = "LKJJIIIHHHHGGGGFFFFEEEEEDDDDDDDDCBBBBBBM";
    const auto board = board_string_from_setups(red_text, blue_text);
    REQUIRE(board.has_value());
    CHECK(board->substr(0, 40) == red_text);
    std::string blue_part = board->substr(60);
    std::string reversed(blue_part.rbegin(), blue_part.rend());
    for (char& c : reversed) c = static_cast<char>(c - 12);  // Blue letters back to Red ones
    CHECK(reversed == blue_text);
    CHECK((*board)[99] == 'X');  // Blue's character 0 (its Marshal) is on j10, its back-left corner
    CHECK((*board)[60] == 'Y');  // character 39 on a7
    // arrangement_of reads each side back in its own orientation.
    const auto s = parse_position(*board + " r", true);
    REQUIRE(s.has_value());
    CHECK(to_setup_string(arrangement_of(*s, red)) == red_text);
    CHECK(to_setup_string(arrangement_of(*s, blue)) == blue_text);
}

TEST_CASE(
    "ST-10.7 setup strings use Red letters; readers accept Blue letters and A for empty squares") {
    const auto a = parse_setup(example_setup);
    REQUIRE(a.has_value());
    CHECK(to_setup_string(*a) == example_setup);
    std::string blue_letters(example_setup);
    for (char& c : blue_letters) c = static_cast<char>(c + 12);
    const auto b = parse_setup(blue_letters);
    REQUIRE(b.has_value());
    CHECK(*b == *a);
    CHECK(to_setup_string(*b) == example_setup);  // written back in Red letters
    // A barrage setup: 8 pieces, 32 empty squares (ST-9.9).
    const std::string barrage = "DAAAAAAAAMDAAAAAAAABAAAAAEAACAAAAAALAAKA";
    const auto c = parse_setup(barrage);
    REQUIRE(c.has_value());
    CHECK(c->cells[1] == arrangement::none);
    CHECK(c->cells[9] == static_cast<std::uint8_t>(kind::flag));
    CHECK(to_setup_string(*c) == barrage);
    CHECK(arrangement_error<barrage_rules>(*c).empty());
}

TEST_CASE("ST-10.6 ST-10.7 bad setup strings: length and letter, with the column and the side") {
    check_error(parse_setup(example_setup.substr(0, 39)),
                "a setup string has 40 characters, this one has 39", 39);
    check_error(parse_setup(std::string(example_setup) + "B"), "this one has 41", 40);
    std::string lower(example_setup);
    lower[5] = 'e';
    check_error(parse_setup(lower), "'e' is not a setup letter", 5);
    std::string lake(example_setup);
    lake[12] = '_';
    check_error(parse_setup(lake), "'_' is not a setup letter", 12);
    std::string z(example_setup);
    z[39] = 'Z';
    check_error(parse_setup(z), "'Z' is not a setup letter", 39);
    check_error(board_string_from_setups(lower, example_setup),
                "Red's setup string: 'e' is not a setup letter", 5);
    check_error(board_string_from_setups(example_setup, z),
                "Blue's setup string: 'Z' is not a setup letter", 39);
}
