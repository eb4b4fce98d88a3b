// Tests of the Stratego position strings (RULES.md ST-10.4 to ST-10.7,
// position_text.hpp): board strings, position strings and setup strings, in
// both directions, and every reader's errors (message and column).
#include <arbiter/stratego/apply.hpp>
#include <arbiter/stratego/position_text.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

namespace {

using namespace arbiter::stratego;
using arbiter::error;
using arbiter::player_id;
using arbiter::result;

// An empty board string: lakes and 'A' (ST-10.4).
std::string pt_empty_board() {
    std::string b(100, 'A');
    for (int sq : {42, 43, 46, 47, 52, 53, 56, 57}) b[static_cast<std::size_t>(sq)] = '_';
    return b;
}

int pt_sq(std::string_view name) {
    const auto sq = parse_square(name);
    REQUIRE_MESSAGE(sq.has_value(), std::string(name));
    return *sq;
}

// A board string with the given letters on the named squares.
std::string pt_board_with(std::initializer_list<std::pair<const char*, char>> pieces) {
    std::string b = pt_empty_board();
    for (const auto& [name, letter] : pieces) b[static_cast<std::size_t>(pt_sq(name))] = letter;
    return b;
}

// The error of a failed result, checked to contain `words` and to sit at `column` (0-based).
template <class T>
void pt_check_error(const result<T>& r, std::string_view words, std::size_t column) {
    REQUIRE_FALSE(r.has_value());
    INFO("error: " << r.error().what());
    CHECK(r.error().message.find(words) != std::string::npos);
    CHECK(r.error().position == column);
}

// The ST-10.7 example.
constexpr std::string_view pt_example_setup = "MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIED";
constexpr std::string_view pt_example_board =
    "MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIEDAA__AA__AAAA__AA__"
    "AAPQURVNXSTPPWNTSRQVUPOPNUTSRPQNPNTSQRPQNY";

}  // namespace

// ---------------------------------------------------------------- ST-10.4 board strings

TEST_CASE("ST-10.4 a board string: character i is square i, both directions") {
    // Red Flag a1, Red Marshal e4, Blue General e5, Blue Flag j10.
    const std::string text = pt_board_with({{"a1", 'M'}, {"e4", 'L'}, {"e5", 'W'}, {"j10", 'Y'}});
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
    const std::string b = pt_empty_board();
    for (int sq = 0; sq < 100; ++sq)
        CHECK((b[static_cast<std::size_t>(sq)] == '_') ==
              (sq == 42 || sq == 43 || sq == 46 || sq == 47 || sq == 52 || sq == 53 || sq == 56 ||
               sq == 57));
    CHECK(to_board_string(state<>{}) == b);
    CHECK(b.substr(40, 20) == "AA__AA__AAAA__AA__AA");
    for (int lake : {42, 43, 46, 47, 52, 53, 56, 57}) {
        std::string bad = pt_board_with({{"a1", 'M'}});
        bad[static_cast<std::size_t>(lake)] = 'A';
        pt_check_error(parse_board(bad), square_name(lake) + " is a lake and must be '_', got 'A'",
                    static_cast<std::size_t>(lake));
    }
    std::string extra = pt_empty_board();
    extra[44] = '_';
    pt_check_error(parse_board(extra), "'_' on e5, which is not a lake", 44);
}

TEST_CASE("ST-10.4 ST-3.6 bad board strings: length, letters, too many pieces") {
    pt_check_error(parse_board(pt_empty_board().substr(0, 99)),
                "a board string has 100 characters, this one has 99", 99);
    pt_check_error(parse_board(pt_empty_board() + "A"), "this one has 101", 100);
    pt_check_error(parse_board(""), "this one has 0", 0);
    pt_check_error(parse_board(pt_board_with({{"c3", 'Z'}})), "'Z' on c3 is not a Strados2 letter", 22);
    pt_check_error(parse_board(pt_board_with({{"c3", '?'}})), "'?' on c3 is not a Strados2 letter", 22);
    pt_check_error(parse_board(pt_board_with({{"a1", 'L'}, {"b1", 'L'}})),
                "a Marshal for Red on b1 is one more than the army's 1", 1);
    pt_check_error(parse_board(pt_board_with({{"a9", 'x'}, {"b9", 'X'}})),
                "a Marshal for Blue on b9 is one more than the army's 1", 81);
    // The cap is the ruleset's army: a barrage army has one Miner.
    pt_check_error(parse_board<barrage_rules>(pt_board_with({{"a1", 'E'}, {"b1", 'E'}})),
                "a Miner for Red on b1 is one more than the army's 1", 1);
    // Under free setup (ST-9.10) the cap is the classic army, anywhere off the lakes.
    CHECK(parse_board<gravon_replay_rules<classic_rules, setup_rule::free>>(
              pt_board_with({{"e5", 'E'}, {"f5", 'E'}, {"a10", 'M'}, {"j1", 'Y'}}))
              .has_value());
}

// ---------------------------------------------------------------- ST-10.5 position strings

TEST_CASE("ST-10.5 a position string: board, space, side; lower case is revealed") {
    const std::string text =
        pt_board_with({{"a1", 'M'}, {"e4", 'l'}, {"e5", 'S'}, {"j10", 'Y'}, {"b10", 'p'}}) + " b";
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
    const auto r = parse_position(pt_board_with({{"a1", 'M'}, {"e4", 'L'}, {"j10", 'Y'}}) + " r");
    REQUIRE(r.has_value());
    CHECK(r->to_move() == red);
    CHECK(to_position_string(*r).back() == 'r');
}

TEST_CASE("ST-10.5 bad position strings name the length, the side or the letter") {
    const std::string board = pt_board_with({{"a1", 'M'}, {"j10", 'Y'}});
    pt_check_error(parse_position(board), "this one has 100 characters and no space", 100);
    pt_check_error(parse_position(board.substr(0, 60)), "this one has 60 characters and no space", 60);
    pt_check_error(parse_position(board.substr(0, 99) + " r"),
                "the board string before the space has 99 characters, not 100", 99);
    pt_check_error(parse_position(board + " rb"),
                "a position string has 102 characters, this one has 103", 102);
    pt_check_error(parse_position(board + " "), "this one has 101", 101);
    pt_check_error(parse_position(board + "-r"), "this one has 102 characters and no space", 100);
    std::string inner_space = board + " r";
    inner_space[50] = ' ';
    pt_check_error(parse_position(inner_space),
                "the board string before the space has 50 characters, not 100", 50);
    pt_check_error(parse_position(board + " R"), "the side to move is r or b, got 'R'", 101);
    pt_check_error(parse_position(board + " w"), "got 'w'", 101);
    std::string with_a = board;
    with_a[30] = 'a';
    pt_check_error(parse_position(with_a + " r"), "'a' is not a letter: an empty square is 'A'", 30);
}

TEST_CASE("ST-3.6 ST-3.5 parse_position checks the setup only when asked") {
    // Full setups for both sides: the ST-10.7 example.
    const std::string full = std::string(pt_example_board) + " r";
    CHECK(parse_position(full, true).has_value());
    // A test position that is no setup: fine unless checked.
    const std::string sparse = pt_board_with({{"a1", 'M'}, {"e5", 'L'}, {"j10", 'Y'}}) + " r";
    CHECK(parse_position(sparse).has_value());
    pt_check_error(parse_position(sparse, true), "e5 is outside Red's setup zone", 44);
    std::string revealed = full;
    revealed[0] = 'm';
    pt_check_error(parse_position(revealed, true),
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
    const auto board = board_string_from_setups(pt_example_setup, pt_example_setup);
    REQUIRE(board.has_value());
    CHECK(*board == pt_example_board);
    const auto s = parse_position(*board + " r", true);
    REQUIRE(s.has_value());
    CHECK(s->at(pt_sq("a1")) == piece(kind::flag, red));    // Red's Flag on a1
    CHECK(s->at(pt_sq("j10")) == piece(kind::flag, blue));  // Blue's Flag on j10
    // The same through the engine's setup decisions (ST-3.4).
    const auto a = parse_setup(pt_example_setup);
    REQUIRE(a.has_value());
    const auto game = start_game(*a, *a);
    REQUIRE(game.has_value());
    CHECK(to_board_string(*game) == pt_example_board);
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
    const auto a = parse_setup(pt_example_setup);
    REQUIRE(a.has_value());
    CHECK(to_setup_string(*a) == pt_example_setup);
    std::string blue_letters(pt_example_setup);
    for (char& c : blue_letters) c = static_cast<char>(c + 12);
    const auto b = parse_setup(blue_letters);
    REQUIRE(b.has_value());
    CHECK(*b == *a);
    CHECK(to_setup_string(*b) == pt_example_setup);  // written back in Red letters
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
    pt_check_error(parse_setup(pt_example_setup.substr(0, 39)),
                "a setup string has 40 characters, this one has 39", 39);
    pt_check_error(parse_setup(std::string(pt_example_setup) + "B"), "this one has 41", 40);
    std::string lower(pt_example_setup);
    lower[5] = 'e';
    pt_check_error(parse_setup(lower), "'e' is not a setup letter", 5);
    std::string lake(pt_example_setup);
    lake[12] = '_';
    pt_check_error(parse_setup(lake), "'_' is not a setup letter", 12);
    std::string z(pt_example_setup);
    z[39] = 'Z';
    pt_check_error(parse_setup(z), "'Z' is not a setup letter", 39);
    pt_check_error(board_string_from_setups(lower, pt_example_setup),
                "Red's setup string: 'e' is not a setup letter", 5);
    pt_check_error(board_string_from_setups(pt_example_setup, z),
                "Blue's setup string: 'Z' is not a setup letter", 39);
}
