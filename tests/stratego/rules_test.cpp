// Stratego rules, clause by clause (include/arbiter/stratego/RULES.md,
// sections 1 to 8 and the edge cases of section 12), under the default
// rules (classic_rules) unless a test says otherwise. Positions are built
// by hand with st_test::position; "Blue moves elsewhere" is a Blue piece
// walking round a square of four squares, so it never repeats a pair.

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "helpers.hpp"

using namespace st_test;

namespace {

// ST-10.6's example: one setup string given to both sides.
constexpr std::string_view rules_example_setup = "MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIED";
constexpr std::string_view rules_example_board =
    "MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIEDAA__AA__AAAA__AA__"
    "AAPQURVNXSTPPWNTSRQVUPOPNUTSRPQNPNTSQRPQNY";

arrangement setup_of(std::string_view text) {
    const auto a = parse_setup(text);
    REQUIRE_MESSAGE(a.has_value(), a.error().what());
    return *a;
}

bool contains(const std::string& text, std::string_view part) {
    return text.find(part) != std::string::npos;
}

// A Blue Marshal on h9 walking h9-h8-g8-g9-h9...: Blue's "moves elsewhere".
constexpr const char* blue_walk[] = {"h9-h8", "h8-g8", "g8-g9", "g9-h9"};

// Plays Red's moves with Blue walking in between (Red first).
template <rules_policy R>
state<R> red_moves_blue_walks(state<R> s, std::initializer_list<const char*> red_moves, int& walk) {
    for (const char* m : red_moves) {
        s = play_moves(s, m);
        s = play_moves(s, blue_walk[walk++ % 4]);
    }
    return s;
}

}  // namespace

// ------------------------------------------------------------------ 1. board

TEST_CASE(
    "ST-1.1 ST-1.3 square index = 10 x (row - 1) + column, a1 = 0, j1 = 9, a2 = 10, j10 = 99") {
    CHECK(sq("a1") == 0);
    CHECK(sq("j1") == 9);
    CHECK(sq("a2") == 10);
    CHECK(sq("e4") == 34);
    CHECK(sq("j10") == 99);
    for (int i = 0; i < board_size; ++i) {
        CHECK(row_of(i) == i / 10);
        CHECK(column_of(i) == i % 10);
        CHECK(sq(square_name(i)) == i);
    }
}

TEST_CASE("ST-1.4 two 2x2 lakes at c5 d5 c6 d6 and g5 h5 g6 h6; no piece enters one") {
    std::vector<int> lakes;
    for (int i = 0; i < board_size; ++i)
        if (is_lake(i)) lakes.push_back(i);
    CHECK(lakes == std::vector<int>{42, 43, 46, 47, 52, 53, 56, 57});
    // A Lieutenant on c4 below the lake steps sideways or back, never up.
    const auto s = position("Red: F a1, Lt c4; Blue: F j10");
    CHECK(moves_from(s, "c4") == sorted({"c4-b4", "c4-c3", "c4-d4"}));
    CHECK(contains(why(s, "c4-c5"), "ST-1.4"));
    // Nor does one step from the side of a lake into it.
    const auto t = position("Red: F a1, Lt e5; Blue: F j10");
    CHECK(moves_from(t, "e5") == sorted({"e5-e4", "e5-e6", "e5-f5"}));
}

TEST_CASE("ST-1.5 adjacent squares share an edge; diagonal neighbours are not adjacent") {
    CHECK(adjacent(sq("e4"), sq("e5")));
    CHECK(adjacent(sq("e4"), sq("d4")));
    CHECK_FALSE(adjacent(sq("e4"), sq("f5")));
    CHECK_FALSE(adjacent(sq("j1"), sq("a2")));  // consecutive indices, not neighbours
    const auto s = position("Red: F a1, Lt e4; Blue: F j10");
    CHECK(moves_from(s, "e4") == sorted({"e4-d4", "e4-e3", "e4-e5", "e4-f4"}));
    CHECK_FALSE(legal(s, "e4-f5"));
}

TEST_CASE("ST-1.6 the setup zones are rows 1-4 (Red) and 7-10 (Blue)") {
    for (int i = 0; i < board_size; ++i) {
        CHECK(in_setup_zone(red, i) == (row_of(i) <= 3));
        CHECK(in_setup_zone(blue, i) == (row_of(i) >= 6));
    }
    // A full setup with Red's e4 piece pushed to e5 is refused when checked.
    std::string board(rules_example_board);
    std::swap(board[34], board[44]);
    const auto s = parse_position(board + " r", true);
    REQUIRE_FALSE(s.has_value());
    CHECK(contains(s.error().message, "e5"));
    CHECK(contains(s.error().message, "ST-3.1"));
}

// ------------------------------------------------------------------ 2. pieces

TEST_CASE("ST-2.1 each army has 40 pieces, counted as the table says, with the Strados2 letters") {
    struct row {
        kind k;
        int count;
        char red_letter, blue_letter;
    };
    // Transcribed from the table of ST-2.1.
    const row table[] = {{kind::marshal, 1, 'L', 'X'},  {kind::general, 1, 'K', 'W'},
                         {kind::colonel, 2, 'J', 'V'},  {kind::major, 3, 'I', 'U'},
                         {kind::captain, 4, 'H', 'T'},  {kind::lieutenant, 4, 'G', 'S'},
                         {kind::sergeant, 4, 'F', 'R'}, {kind::miner, 5, 'E', 'Q'},
                         {kind::scout, 8, 'D', 'P'},    {kind::spy, 1, 'C', 'O'},
                         {kind::bomb, 6, 'B', 'N'},     {kind::flag, 1, 'M', 'Y'}};
    int total = 0;
    for (const row& r : table) {
        CHECK(classic_rules::army[static_cast<std::size_t>(r.k)] == r.count);
        CHECK(piece_letter(piece{r.k, red}) == r.red_letter);
        CHECK(piece_letter(piece{r.k, blue}) == r.blue_letter);
        CHECK(kind_of_letter(r.red_letter) == static_cast<int>(r.k));
        CHECK(kind_of_letter(r.blue_letter) == static_cast<int>(r.k));
        total += r.count;
    }
    CHECK(total == 40);
    CHECK(army_size(classic_rules::army) == 40);
}

TEST_CASE("ST-2.2 ranks run from Marshal 10 down to Spy 1") {
    const kind order[] = {kind::spy,        kind::scout,   kind::miner, kind::sergeant,
                          kind::lieutenant, kind::captain, kind::major, kind::colonel,
                          kind::general,    kind::marshal};
    for (int i = 0; i < 10; ++i) CHECK(rank_of(order[i]) == i + 1);
}

TEST_CASE("ST-2.3 Bomb and Flag are immovable; 33 pieces of the army are movable") {
    int movable = 0;
    for (int k = 0; k < num_kinds; ++k) {
        const auto kk = static_cast<kind>(k);
        CHECK(is_movable(kk) == (kk != kind::bomb && kk != kind::flag));
        if (is_movable(kk)) movable += classic_rules::army[static_cast<std::size_t>(k)];
    }
    CHECK(movable == 33);
}

// ------------------------------------------------------------------ 3. setup

TEST_CASE(
    "ST-3.1 ST-3.4 setup is placed square by square in setup-string order, Red then Blue, filling "
    "each zone") {
    state<> s;
    CHECK(s.phase() == phase::setup);
    CHECK(current_player(s) == red);
    const arrangement a = setup_of(rules_example_setup);
    for (player_id p : {red, blue}) {
        for (int k = 0; k < 40; ++k) {
            REQUIRE(s.phase() == phase::setup);
            REQUIRE(current_player(s) == p);
            CHECK(s.placed() == k);
            // Every offer is for the next square of the setup string.
            const auto offers = legal_moves(s);
            REQUIRE_FALSE(offers.empty());
            for (const move& m : offers) {
                CHECK(m.is_placement());
                CHECK(int{m.to} == setup_square(p, k));
            }
            const move m = move::place(static_cast<kind>(a.cells[static_cast<std::size_t>(k)]),
                                       setup_square(p, k));
            REQUIRE(offers.contains(m));
            s = play(s, m);
        }
    }
    // ST-10.6: Red's string is a1..j4, Blue's is j10..a7; Red moves first.
    CHECK(s.phase() == phase::play);
    CHECK(current_player(s) == red);
    CHECK(s.plies() == 0);  // setup decisions are not plies (ST-8.7)
    CHECK(to_board_string(s) == rules_example_board);
    // The same as whole arrangements at once.
    auto whole = start_game(a, a);
    REQUIRE(whole.has_value());
    CHECK(*whole == s);
    CHECK(play(play(state<>{}, a), a) == s);
}

TEST_CASE("ST-3.3 ST-3.4 Blue's setup decisions do not depend on Red's arrangement") {
    // Two different Red setups: Blue is offered the same at every square.
    const arrangement a = setup_of(rules_example_setup);
    const arrangement b = setup_of("MCDDDDEEEEEFFFFGGGGHHHHIIIJJKLBBDDBBDDBB");
    state<> after_a = play(state<>{}, a), after_b = play(state<>{}, b);
    REQUIRE(after_a != after_b);
    for (int k = 0; k < 40; ++k) {
        REQUIRE(current_player(after_a) == blue);
        CHECK(legal_moves(after_a) == legal_moves(after_b));
        const move m = legal_moves(
            after_a)[static_cast<std::size_t>(k % 2 == 0 ? 0 : legal_moves(after_a).size() - 1)];
        after_a = play(after_a, m);
        after_b = play(after_b, m);
    }
    CHECK(after_a.phase() == phase::play);
}

TEST_CASE(
    "ST-3.2 any piece, the Flag and the Bombs included, is offered for any square of the zone") {
    const auto first = legal_moves(state<>{});
    CHECK(first.size() == 12);
    for (int k = 0; k < num_kinds; ++k) CHECK(first.contains(move::place(static_cast<kind>(k), 0)));
}

TEST_CASE("ST-3.2 ST-3.5 the Flag and Bombs may stand in the front row") {
    // Rows 1-3: the 30 movable pieces but 3 Scouts; row 4: Scouts, Bombs, Flag.
    const arrangement a = setup_of("CDDDDDEEEEEFFFFGGGGHHHHIIIJJKLDDBBBMBBBD");
    CHECK(arrangement_error<classic_rules>(a).empty());
    auto s = start_game(a, a);
    REQUIRE_MESSAGE(s.has_value(), s.error().what());
    CHECK(holds(*s, "f4", kind::flag, red));
    CHECK(holds(*s, "e7", kind::flag, blue));  // Blue's character 35 is square 99 - 35
}

TEST_CASE("ST-3.5 a setup with the wrong army is refused, naming the clause, and nothing changes") {
    // One Scout turned into a seventh Bomb.
    const arrangement bad = setup_of("MBEBFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIED");
    const std::string why_bad = arrangement_error<classic_rules>(bad);
    CHECK(contains(why_bad, "ST-3.5"));
    CHECK(contains(why_bad, "Bombs"));
    const state<> s;
    const state<> copy = s;
    auto r = try_play(s, bad);
    REQUIRE_FALSE(r.has_value());
    CHECK(contains(r.error().message, "ST-3.5"));
    CHECK(s == copy);
    // start_game names the side.
    auto g = start_game(setup_of(rules_example_setup), bad);
    REQUIRE_FALSE(g.has_value());
    CHECK(contains(g.error().message, "Blue"));
    // A cell that is no kind at all.
    arrangement junk = setup_of(rules_example_setup);
    junk.cells[7] = 200;
    CHECK(contains(arrangement_error<classic_rules>(junk), "square 8"));
    // An empty square in a 40-piece army.
    CHECK(contains(
        arrangement_error<classic_rules>(setup_of("AMEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIED")),
        "ST-3.5"));
}

TEST_CASE("ST-3.4 ST-3.5 a wrong placement is refused, naming the clause, and nothing changes") {
    state<> s = play(play(state<>{}, move::place(kind::bomb, 0)), move::place(kind::bomb, 1));
    for (int i = 2; i < 6; ++i) s = play(s, move::place(kind::bomb, i));  // six Bombs on a1..f1
    const state<> copy = s;
    // A seventh Bomb: the army has six.
    auto seventh = try_play(s, move::place(kind::bomb, 6));
    REQUIRE_FALSE(seventh.has_value());
    CHECK(contains(seventh.error().message, "ST-3.5"));
    CHECK_FALSE(legal_moves(s).contains(move::place(kind::bomb, 6)));
    // The wrong square: the next is g1.
    auto elsewhere = try_play(s, move::place(kind::flag, sq("a4")));
    REQUIRE_FALSE(elsewhere.has_value());
    CHECK(contains(elsewhere.error().message, "g1"));
    CHECK(contains(elsewhere.error().message, "ST-3.4"));
    // An empty square: the classic army fills the zone.
    auto empty = try_play(s, move::place_nothing(6));
    REQUIRE_FALSE(empty.has_value());
    CHECK(contains(empty.error().message, "ST-3.5"));
    // A step during setup.
    auto step = try_play(s, move::step(sq("a1"), sq("a2")));
    REQUIRE_FALSE(step.has_value());
    CHECK(contains(step.error().message, "ST-3.4"));
    // A whole arrangement in the middle of one.
    auto whole = try_play(s, setup_of(rules_example_setup));
    REQUIRE_FALSE(whole.has_value());
    CHECK(contains(whole.error().message, "ST-3.4"));
    CHECK(s == copy);
    // The offers of g1 are the eleven kinds left.
    CHECK(legal_moves(s).size() == 11);
}

TEST_CASE(
    "ST-3.6 a position string is checked for board validity only, unless a setup check is asked "
    "for") {
    // A few pieces, nowhere near a setup: accepted.
    const auto few = parse_position(board_text("Red: F a1, Ma e5; Blue: F j10, Sc b6") + " r");
    REQUIRE(few.has_value());
    CHECK(holds(*few, "e5", kind::marshal, red));
    // Asked to be a setup: refused with the clause.
    const auto as_setup =
        parse_position(board_text("Red: F a1, Ma e4; Blue: F j10, Sc b7") + " r", true);
    REQUIRE_FALSE(as_setup.has_value());
    CHECK(contains(as_setup.error().message, "ST-3.5"));
    // Two Red Marshals: more than the army has.
    const auto two = parse_position(board_text("Red: F a1, Ma e4, Ma e3; Blue: F j10") + " r");
    REQUIRE_FALSE(two.has_value());
    CHECK(contains(two.error().message, "Marshal"));
    CHECK(contains(two.error().message, "ST-3.6"));
    // A piece on a lake.
    std::string on_lake = board_text("Red: F a1; Blue: F j10");
    on_lake[42] = 'L';
    const auto lake = parse_position(on_lake + " r");
    REQUIRE_FALSE(lake.has_value());
    CHECK(contains(lake.error().message, "c5"));
    // A full setup passes the check.
    CHECK(parse_position(std::string(rules_example_board) + " r", true).has_value());
}

// ------------------------------------------------------------------ 4. turns

TEST_CASE("ST-4.1 Red moves first, then the players alternate; there is no pass") {
    auto s = parse_position(std::string(rules_example_board) + " r", true);
    REQUIRE(s.has_value());
    CHECK(current_player(*s) == red);
    for (const move& m : legal_moves(*s)) {
        CHECK(m.is_step());
        CHECK(m.from != m.to);
        CHECK(s->at(m.from).belongs_to(red));
    }
    const auto t = play_moves(*s, "a4-a5");
    CHECK(current_player(t) == blue);
    for (const move& m : legal_moves(t)) CHECK(t.at(m.from).belongs_to(blue));
    // Red may not move again.
    CHECK(contains(why(t, "a5-a6"), "ST-4.1"));
    CHECK(current_player(play_moves(t, "a7-a6")) == red);
}

TEST_CASE(
    "ST-4.2 a piece never moves onto its own colour; an opponent piece makes the move an attack") {
    const auto s = position("Red: F a1, Lt e4, Sg e5; Blue: F j10, Sc f4");
    CHECK_FALSE(legal(s, "e4-e5"));
    CHECK(contains(why(s, "e4-e5"), "ST-4.2"));
    CHECK(legal(s, "e4-f4"));
    CHECK(to_string(mv("e4-f4"), s) == "e4xf4");
    // Moving from an empty square or the opponent's piece.
    CHECK(contains(why(s, "d4-d3"), "ST-4.2"));
    CHECK(contains(why(s, "f4-f3"), "ST-4.1"));
}

TEST_CASE("ST-4.3 pieces other than the Scout move exactly one square, never diagonally") {
    const auto s = position("Red: F a1, Ma e4; Blue: F j10");
    CHECK(moves_from(s, "e4") == sorted({"e4-d4", "e4-e3", "e4-e5", "e4-f4"}));
    CHECK(contains(why(s, "e4-e6"), "ST-4.3"));
    CHECK(contains(why(s, "e4-f5"), "ST-4.3"));
}

TEST_CASE("ST-4.4 a Scout moves any distance along an empty line, never past a piece") {
    // e4: the whole of column e and row 4 are open: 9 + 9 end squares.
    const auto open = position("Red: F a1, Sc e4; Blue: F j10");
    CHECK(moves_from(open, "e4").size() == 18);
    CHECK(legal(open, "e4-e10"));
    CHECK(legal(open, "e4-j4"));
    CHECK_FALSE(legal(open, "e4-f5"));
    CHECK(contains(why(open, "e4-f5"), "ST-4.4"));
    // A Red piece on e7 stops the run upwards at e6.
    const auto blocked = position("Red: F a1, Sc e4, Sg e7; Blue: F j10");
    CHECK(legal(blocked, "e4-e6"));
    CHECK_FALSE(legal(blocked, "e4-e8"));
    CHECK(contains(why(blocked, "e4-e8"), "e7"));
}

TEST_CASE("ST-4.4 ST-4.9 six Scouts on open lines have 18 end squares each") {
    // Rows 1 2 3 4 7 8 and columns a b e f i j each hold one Scout; the
    // Flags stand where no Scout looks.
    const auto s = position("Red: Sc a1, Sc b2, Sc e3, Sc f4, Sc i7, Sc j8, F c9; Blue: F d10");
    CHECK(legal_moves(s).size() == 6 * 18);
    for (const char* from : {"a1", "b2", "e3", "f4", "i7", "j8"})
        CHECK(moves_from(s, from).size() == 18);
}

TEST_CASE(
    "ST-4.5 a Scout may move and strike: the end square holds an opponent piece beyond empty "
    "squares") {
    const auto s = position("Red: F a1, Sc e2; Blue: F j10, Lt e9");
    CHECK(legal(s, "e2-e8"));
    CHECK(legal(s, "e2-e9"));
    CHECK(to_string(mv("e2-e9"), s) == "e2xe9");
    CHECK_FALSE(legal(s, "e2-e10"));  // not past the Lieutenant
    // Other pieces attack only next to them.
    const auto t = position("Red: F a1, Ma e7; Blue: F j10, Lt e9");
    CHECK_FALSE(legal(t, "e7-e9"));
}

TEST_CASE("ST-4.6 no piece leaves the board") {
    const auto s = position("Red: F j10, Ma a1, Sc j1; Blue: F e10");
    CHECK(moves_from(s, "a1") == sorted({"a1-a2", "a1-b1"}));
    // j1 along row 1 and up column j to j9 (j10 holds Red's Flag).
    CHECK(moves_from(s, "j1").size() == 8 + 8);
}

TEST_CASE("ST-4.7 Bomb and Flag never move and never attack") {
    const auto s = position("Red: F a1, B e4, Ma j1; Blue: F j10, Sc e5, Sc a2");
    CHECK(moves_from(s, "a1").empty());
    CHECK(moves_from(s, "e4").empty());
    CHECK(contains(why(s, "e4-e5"), "ST-4.7"));
    CHECK(contains(why(s, "a1-a2"), "ST-4.7"));
    CHECK(contains(why(s, "e4-e3"), "ST-4.7"));
}

TEST_CASE("ST-4.8 a move is final: the turn passes and the piece cannot go back in the same turn") {
    const auto s = play_moves(position("Red: F a1, Lt e4; Blue: F j10, Ma h9"), "e4-e5");
    CHECK(current_player(s) == blue);
    CHECK(contains(why(s, "e5-e4"), "ST-4.1"));
    CHECK(holds(s, "e5", kind::lieutenant, red));
}

TEST_CASE("ST-4.9 no default position has more than 244 basic moves; a move is its two squares") {
    static_assert(max_basic_moves<classic_rules> == 8 * 18 + 25 * 4);
    CHECK(max_basic_moves<classic_rules> == 244);
    CHECK(move_list<classic_rules>::capacity() >= 244);
    CHECK(move::step(sq("e4"), sq("e5")) == mv("e4-e5"));
    CHECK(move::step(sq("e4"), sq("e5")) == mv("e4xe5"));
}

// ------------------------------------------------------------------ 5. combat

TEST_CASE("ST-5.10 the combat table, cell by cell, against fight") {
    // Transcribed from ST-5.10: rows are attackers, columns defenders in the
    // order Ma Ge Co Mj Ca Lt Sg Mi Sc Sp B F.
    const char* const columns[] = {"Ma", "Ge", "Co", "Mj", "Ca", "Lt",
                                   "Sg", "Mi", "Sc", "Sp", "B",  "F"};
    struct row {
        const char* attacker;
        const char* cells;
    };
    // clang-format off
    const row table[] = {
        //      Ma Ge Co Mj Ca Lt Sg Mi Sc Sp B  F
        {"Ma", "T  A  A  A  A  A  A  A  A  A  D  F"},
        {"Ge", "D  T  A  A  A  A  A  A  A  A  D  F"},
        {"Co", "D  D  T  A  A  A  A  A  A  A  D  F"},
        {"Mj", "D  D  D  T  A  A  A  A  A  A  D  F"},
        {"Ca", "D  D  D  D  T  A  A  A  A  A  D  F"},
        {"Lt", "D  D  D  D  D  T  A  A  A  A  D  F"},
        {"Sg", "D  D  D  D  D  D  T  A  A  A  D  F"},
        {"Mi", "D  D  D  D  D  D  D  T  A  A  A  F"},
        {"Sc", "D  D  D  D  D  D  D  D  T  A  D  F"},
        {"Sp", "A  D  D  D  D  D  D  D  D  T  D  F"},
    };
    // clang-format on
    int cells = 0;
    for (const row& r : table) {
        for (int c = 0; c < 12; ++c) {
            const kind a = kind_of_abbreviation(r.attacker), d = kind_of_abbreviation(columns[c]);
            combat expected = combat::attacker_wins;
            switch (r.cells[3 * c]) {
                case 'A':
                    expected = combat::attacker_wins;
                    break;
                case 'D':
                    expected = combat::defender_wins;
                    break;
                case 'T':
                    expected = combat::both_removed;
                    break;
                case 'F':
                    expected = combat::flag_captured;
                    break;
                default:
                    FAIL("bad table cell");
            }
            INFO(r.attacker, " attacks ", columns[c]);
            CHECK(fight<classic_rules>(a, d) == expected);
            ++cells;
        }
    }
    CHECK(cells == 120);
}

TEST_CASE("ST-5.1 attacking is never compulsory") {
    const auto s = position("Red: F a1, Ca e4; Blue: F j10, Lt e5");
    CHECK(moves_from(s, "e4") == sorted({"e4-d4", "e4-e3", "e4-f4", "e4xe5"}));
}

TEST_CASE(
    "ST-5.2 ST-5.4 the attacker that wins moves onto the defender's square; both are revealed") {
    const auto s = play_moves(position("Red: F a1, Ca e4; Blue: F j10, Lt e5, Ma h9"), "e4xe5");
    CHECK(at(s, "e4").empty());
    CHECK(holds(s, "e5", kind::captain, red));
    CHECK(at(s, "e5").revealed());
    CHECK(s.removed(blue, kind::lieutenant) == 1);
    CHECK(s.removed(red, kind::captain) == 0);
    CHECK(pieces_of(s, blue) == 2);
}

TEST_CASE("ST-5.4 equal ranks remove both pieces and empty both squares") {
    const auto s =
        play_moves(position("Red: F a1, Ca e4, Sg b2; Blue: F j10, Ca e5, Ma h9"), "e4xe5");
    CHECK(at(s, "e4").empty());
    CHECK(at(s, "e5").empty());
    CHECK(s.removed(red, kind::captain) == 1);
    CHECK(s.removed(blue, kind::captain) == 1);
}

TEST_CASE("ST-5.3 rule 2 and 3 ST-5.6 only a Miner removes a Bomb") {
    for (const char* attacker : {"Ma", "Ge", "Co", "Mj", "Ca", "Lt", "Sg", "Sc", "Sp"}) {
        INFO(attacker);
        const auto s = play_moves(position(std::string("Red: F a1, Sg b2, ") + attacker +
                                           " e6; Blue: F j10, B e7, Ma h9"),
                                  "e6xe7");
        CHECK(at(s, "e6").empty());
        CHECK(holds(s, "e7", kind::bomb, blue));
        CHECK(at(s, "e7").revealed());
    }
}

TEST_CASE("ST-5.5 the Spy's power works only when it attacks; Spy against Spy removes both") {
    // A Scout attacking the Spy wins.
    const auto scout = play_moves(position("Red: F a1, Sc e4; Blue: F j10, Sp e5, Ma h9"), "e4xe5");
    CHECK(holds(scout, "e5", kind::scout, red));
    // The Spy attacking a General loses.
    const auto general =
        play_moves(position("Red: F a1, Sp e4, Sg b2; Blue: F j10, Ge e5, Ma h9"), "e4xe5");
    CHECK(at(general, "e4").empty());
    CHECK(holds(general, "e5", kind::general, blue));
    // Spy against Spy.
    const auto spies =
        play_moves(position("Red: F a1, Sp e4, Sg b2; Blue: F j10, Sp e5, Ma h9"), "e4xe5");
    CHECK(at(spies, "e4").empty());
    CHECK(at(spies, "e5").empty());
}

TEST_CASE("ST-5.7 any movable piece captures the Flag, the Spy and the Scout included") {
    for (const char* attacker : {"Ma", "Mi", "Sc", "Sp"}) {
        INFO(attacker);
        const auto s = play_moves(
            position(std::string("Red: F a1, ") + attacker + " e4; Blue: F e5, Ma h9"), "e4xe5");
        CHECK(is_terminal(s));
        CHECK(s.result() == game_result{red, end_reason::flag_captured});
        CHECK(holds(s, "e5", kind_of_abbreviation(attacker), red));
    }
}

TEST_CASE(
    "ST-5.8 a Scout striking from afar ends on the defender's square if it wins; the path stays "
    "empty") {
    const auto s = play_moves(position("Red: F a1, Sc a2; Blue: F j10, Sp a7, Ma h9"), "a2xa7");
    CHECK(holds(s, "a7", kind::scout, red));
    for (const char* path : {"a2", "a3", "a4", "a5", "a6"}) CHECK(at(s, path).empty());
    CHECK(s.removed(blue, kind::spy) == 1);
}

TEST_CASE("ST-5.9 removed pieces leave the game for good and are counted by rank") {
    auto s = position("Red: F a1, Ma e4, Sg b2; Blue: F j10, Sc e5, Sc e6, Ma h9");
    s = play_moves(s, "e4xe5 h9-h8 e5xe6");
    CHECK(s.removed(blue, kind::scout) == 2);
    CHECK(pieces_of(s, blue) == 2);
    CHECK(s.removed(red, kind::marshal) == 0);
}

// ------------------------------------------------------------------ 6. two-square rule

TEST_CASE(
    "ST-6.8 a: three moves between two squares are legal, the fourth is forbidden (ST-6.1 "
    "ST-6.2)") {
    int walk = 0;
    auto s = red_moves_blue_walks(position("Red: F a1, Lt e4; Blue: F j10, Ma h9"),
                                  {"e4-e5", "e5-e4", "e4-e5"}, walk);
    CHECK_FALSE(legal(s, "e5-e4"));
    CHECK(contains(why(s, "e5-e4"), "ST-6.2"));
    CHECK(legal(s, "e5-f5"));
    CHECK(legal(s, "e5-e6"));
    CHECK_FALSE(is_terminal(s));
}

TEST_CASE(
    "ST-6.8 b: after e5-f5 both f5-e5 and then e5-e4 are legal: each starts a new pair (ST-6.3)") {
    int walk = 0;
    auto s = red_moves_blue_walks(position("Red: F a1, Lt e4; Blue: F j10, Ma h9"),
                                  {"e4-e5", "e5-e4", "e4-e5", "e5-f5"}, walk);
    CHECK(legal(s, "f5-e5"));
    s = red_moves_blue_walks(s, {"f5-e5"}, walk);
    CHECK(legal(s, "e5-e4"));
    // ...and the new pair e5-e4 gets its own three.
    s = red_moves_blue_walks(s, {"e5-e4", "e4-e5"}, walk);
    CHECK(legal(s, "e5-e4"));
    s = red_moves_blue_walks(s, {"e5-e4"}, walk);
    CHECK_FALSE(legal(s, "e4-e5"));
}

TEST_CASE("ST-6.8 c: an attack counts as the first of the three moves (ST-6.4)") {
    int walk = 0;
    auto s = red_moves_blue_walks(position("Red: F a1, Ca e4; Blue: F j10, Sg e5, Ma h9"),
                                  {"e4xe5", "e5-e4", "e4-e5"}, walk);
    CHECK(holds(s, "e5", kind::captain, red));
    CHECK_FALSE(legal(s, "e5-e4"));
}

TEST_CASE("ST-6.8 d: a Scout's two squares are its start and end squares (ST-6.5)") {
    int walk = 0;
    auto s = red_moves_blue_walks(position("Red: F j1, Sc a2; Blue: F j10, Ma h9"),
                                  {"a2-a6", "a6-a2", "a2-a6"}, walk);
    CHECK_FALSE(legal(s, "a6-a2"));
    CHECK(legal(s, "a6-a1"));  // passes a2, but its pair is a6-a1
    CHECK(legal(s, "a6-a4"));
    CHECK(legal(s, "a6-a7"));
}

TEST_CASE("ST-6.8 e: another piece's move restarts the run (ST-6.3)") {
    int walk = 0;
    auto s = red_moves_blue_walks(position("Red: F a1, Lt e4, Sg b2; Blue: F j10, Ma h9"),
                                  {"e4-e5", "e5-e4", "b2-b3", "e4-e5"}, walk);
    // Two more moves between e4 and e5, then the next is forbidden.
    CHECK(legal(s, "e5-e4"));
    s = red_moves_blue_walks(s, {"e5-e4"}, walk);
    CHECK(legal(s, "e4-e5"));
    s = red_moves_blue_walks(s, {"e4-e5"}, walk);
    CHECK_FALSE(legal(s, "e5-e4"));
}

TEST_CASE("ST-6.3 the opponent's moves, attacks included, do not end the run") {
    // Blue's Scout attacks Red's Scout between Red's moves.
    auto s = position("Red: F a1, Lt e4, Sc b2; Blue: F j10, Ma h9, Sc b9");
    s = play_moves(s, "e4-e5 h9-h8 e5-e4 b9xb2 e4-e5 h8-g8");
    CHECK(s.removed(red, kind::scout) == 1);
    CHECK_FALSE(legal(s, "e5-e4"));
}

TEST_CASE("ST-6.4 an attack may itself be forbidden") {
    // Red's Lieutenant went e4-e5 three times; a Blue Sergeant steps onto e4.
    auto s = position("Red: F a1, Lt e4; Blue: F j10, Ma h9, Sg d4");
    s = play_moves(s, "e4-e5 h9-h8 e5-e4 h8-g8 e4-e5 d4-e4");
    CHECK_FALSE(legal(s, "e5-e4"));
    CHECK(contains(why(s, "e5xe4"), "ST-6.2"));
    CHECK(legal(s, "e5-f5"));
}

TEST_CASE("ST-6.4 an attacker that is removed ends its run") {
    // Red's Captain X goes e4-e5, e5-e4 and dies with Blue's Captain on its
    // third move between e4 and e5. Red's Lieutenant Y then starts its own
    // run on the same two squares.
    auto s = position("Red: F a1, Ca e4, Lt f5; Blue: F j10, Ca e6, Ma h9");
    s = play_moves(s, "e4-e5 h9-h8 e5-e4 e6-e5 e4xe5 h8-g8");
    CHECK(at(s, "e4").empty());
    CHECK(at(s, "e5").empty());
    s = play_moves(s, "f5-e5 g8-g9");
    CHECK(legal(s, "e5-e4"));
    s = play_moves(s, "e5-e4 g9-h9 e4-e5 h9-h8");
    CHECK(legal(s, "e5-e4"));  // Y's last three: e4-e5, e5-e4, f5-e5
    s = play_moves(s, "e5-e4 h8-g8");
    CHECK_FALSE(legal(s, "e4-e5"));
}

TEST_CASE("ST-6.6 the rule only restricts: no piece is removed and the game goes on") {
    int walk = 0;
    auto s = red_moves_blue_walks(position("Red: F a1, Lt e4, Sg b2; Blue: F j10, Ma h9"),
                                  {"e4-e5", "e5-e4", "e4-e5"}, walk);
    CHECK_FALSE(legal(s, "e5-e4"));
    CHECK(pieces_of(s, red) == 3);
    CHECK_FALSE(is_terminal(s));
    CHECK(legal(s, "b2-b3"));
    // It binds only the player to move: Blue's own moves are untouched by Red's run.
    const auto t = play_moves(s, "b2-b3");
    CHECK(legal(t, blue_walk[walk % 4]));
}

TEST_CASE(
    "ST-6.7 the state keeps per player the last moves and the run length of one piece, capped") {
    auto s = position("Red: F a1, Lt e4, Sg b2; Blue: F j10, Ma h9");
    s = play_moves(s, "e4-e5 h9-h8 e5-f5 h8-g8 f5-f6 g8-g9 f6-f7 g9-h9");
    CHECK(s.run(red).length == 3);  // four moves by one piece, capped at the limit
    CHECK(s.run(red).last[0] == mv("f6-f7"));
    // Four moves by one piece, but no pair repeated: nothing is forbidden.
    CHECK(legal(s, "f7-f6"));
    s = play_moves(s, "b2-b3 h9-h8");
    CHECK(s.run(red).length == 1);
}

// ------------------------------------------------------------------ 7. information

TEST_CASE("ST-7.2 an attack reveals both ranks: the surviving defender is revealed") {
    const auto s =
        play_moves(position("Red: F a1, Lt e4, Sg b2; Blue: F j10, Ca e5, Ma h9"), "e4xe5");
    CHECK(holds(s, "e5", kind::captain, blue));
    CHECK(at(s, "e5").revealed());
    CHECK(s.removed(red, kind::lieutenant) == 1);
    CHECK(possible_kinds(s, sq("e5")) == kind_bit(kind::captain));
}

TEST_CASE(
    "ST-7.3 ST-12.13 a Scout that moves more than one square is revealed; one square reveals "
    "nothing") {
    const auto far = play_moves(position("Red: F a1, Sc a4; Blue: F j10, Ma h9"), "a4-a6");
    CHECK(at(far, "a6").revealed());
    CHECK(at(far, "a6").moved());
    CHECK(possible_kinds(far, sq("a6")) == kind_bit(kind::scout));
    const auto near = play_moves(position("Red: F a1, Sc a4; Blue: F j10, Ma h9"), "a4-a5");
    CHECK_FALSE(at(near, "a5").revealed());
    CHECK(at(near, "a5").moved());
}

TEST_CASE("ST-7.4 a piece that has moved is marked, and can no longer be a Bomb or the Flag") {
    auto s = position("Red: F a1, Lt e4, Sg b2; Blue: F j10, Ma h9");
    CHECK_FALSE(at(s, "e4").moved());
    CHECK(possible_kinds(s, sq("e4")) == all_kinds);
    s = play_moves(s, "e4-e5");
    CHECK(at(s, "e5").moved());
    CHECK_FALSE(at(s, "e5").revealed());
    CHECK_FALSE(at(s, "b2").moved());
    CHECK(possible_kinds(s, sq("e5")) == movable_kinds);
    CHECK((possible_kinds(s, sq("e5")) & kind_bit(kind::bomb)) == 0);
    CHECK((possible_kinds(s, sq("e5")) & kind_bit(kind::flag)) == 0);
    // An attack marks the winner as moved as well.
    const auto t = play_moves(position("Red: F a1, Ma e4; Blue: F j10, Sc e5, Ma h9"), "e4xe5");
    CHECK(at(t, "e5").moved());
}

TEST_CASE("ST-7.5 a revealed piece stays revealed while it moves on") {
    auto s = play_moves(position("Red: F a1, Ca e4; Blue: F j10, Sg e5, Ma h9"), "e4xe5");
    REQUIRE(at(s, "e5").revealed());
    s = play_moves(s, "h9-h8 e5-f5 h8-g8 f5-f6");
    CHECK(at(s, "f6").revealed());
    CHECK(holds(s, "f6", kind::captain, red));
    // A piece revealed in the position string stays so too.
    const auto t = play_moves(position("Red: F a1, Ma* e4; Blue: F j10, Ma h9"), "e4-e5");
    CHECK(at(t, "e5").revealed());
}

// ------------------------------------------------------------------ 8. end of game

TEST_CASE("ST-8.1 ST-8.8 capturing the Flag ends the game at once and the capturer wins") {
    const auto s = play_moves(position("Red: F a1, Lt e4; Blue: F e5, Ma h9"), "e4xe5");
    CHECK(is_terminal(s));
    CHECK(current_player(s) == arbiter::terminal_player);
    CHECK(s.result() == game_result{red, end_reason::flag_captured});
    CHECK(returns(s) == std::array<double, 2>{1, -1});
    CHECK(legal_moves(s).empty());
    CHECK(contains(why(s, "h9-h8"), "ST-8"));
}

TEST_CASE(
    "ST-8.2 a player with no legal move at the start of its turn loses, Red's first turn "
    "included") {
    // Red has only its Flag and Bombs.
    const auto s = position("Red: F a1, B b1, B a2; Blue: F j10, Ma h9");
    CHECK(is_terminal(s));
    CHECK(s.result() == game_result{blue, end_reason::no_legal_move});
    CHECK(returns(s) == std::array<double, 2>{-1, 1});
    // Red takes Blue's last movable piece: Blue, to move, loses.
    const auto t = play_moves(position("Red: F a1, Ma e4; Blue: F j10, Sc e5"), "e4xe5");
    CHECK(is_terminal(t));
    CHECK(t.result() == game_result{red, end_reason::no_legal_move});
    // A player whose pieces are all walled in by its own pieces cannot move either.
    const auto walled = position("Red: F a1, Sg b1, B c1, B b2; Blue: F j10, Ma h9");
    CHECK(walled.result() == game_result{blue, end_reason::no_legal_move});
}

TEST_CASE("ST-8.3 both unable to move is a draw; for the other player only basic moves count") {
    // Each side has one Sergeant that can only go back and forth in a box of Bombs.
    auto s = position(
        "Red: F a1, Sg e1, B d1, B f1, B d2, B f2, B e3; Blue: F j10, Sg e10, B d10, B f10, B d9, "
        "B f9, B e8");
    s = play_moves(s, "e1-e2 e10-e9 e2-e1 e9-e10 e1-e2 e10-e9");
    // Red's only basic move e2-e1 is forbidden. Blue's e9-e10 is forbidden to
    // Blue too, but it is a basic move, so Red loses: no draw.
    CHECK(is_terminal(s));
    CHECK(s.result() == game_result{blue, end_reason::no_legal_move});
}

TEST_CASE("ST-8.4 ST-12.10 a player whose only moves the two-square rule forbids loses") {
    auto s = position("Red: F a1, B d1, B f1, B d2, B f2, B e3, Sg e1; Blue: F j10, Ma h9");
    s = play_moves(s, "e1-e2 h9-h8 e2-e1 h8-g8 e1-e2");
    CHECK_FALSE(is_terminal(s));
    s = play_moves(s, "g8-g9");
    CHECK(is_terminal(s));
    CHECK(s.result() == game_result{blue, end_reason::no_legal_move});
    CHECK(has_basic_move(s, red));
    CHECK_FALSE(has_legal_move(s));
}

TEST_CASE("ST-8.5 nothing else ends a game: hundreds of quiet plies leave it going") {
    auto s = position("Red: F a1, Ma e4; Blue: F j10, Ma b9");
    const char* red_loop[] = {"e4-e5", "e5-f5", "f5-f4", "f4-e4"};
    const char* blue_loop[] = {"b9-b8", "b8-a8", "a8-a9", "a9-b9"};
    for (int i = 0; i < 200; ++i) {
        s = play(s, mv(red_loop[i % 4]));
        s = play(s, mv(blue_loop[i % 4]));
        REQUIRE_FALSE(is_terminal(s));
    }
    CHECK(s.plies() == 400);
    CHECK(s.plies_without_attack() == 400);
    CHECK(returns(s) == std::array<double, 2>{0, 0});
}

namespace {
struct cap1_rules : classic_rules {
    static constexpr int max_plies = 1;  // ST-8.7
};
struct cap4_rules : classic_rules {
    static constexpr int max_plies = 4;  // ST-8.7
};
struct quiet3_rules : classic_rules {
    static constexpr int max_plies_without_attack = 3;  // ST-8.7
};
}  // namespace

TEST_CASE("ST-8.6 after a move: flag capture first, then the ability to move, then the cap") {
    // The first ply reaches the cap of 1 in each case.
    const auto flag =
        play_moves(position<cap1_rules>("Red: F a1, Lt e4; Blue: F e5, Ma h9"), "e4xe5");
    CHECK(flag.result() == game_result{red, end_reason::flag_captured});
    const auto stuck =
        play_moves(position<cap1_rules>("Red: F a1, Ma e4; Blue: F j10, Sc e5"), "e4xe5");
    CHECK(stuck.result() == game_result{red, end_reason::no_legal_move});
    const auto capped =
        play_moves(position<cap1_rules>("Red: F a1, Ma e4; Blue: F j10, Sc e6"), "e4-e5");
    CHECK(capped.result() == game_result{-1, end_reason::move_cap});
}

TEST_CASE("ST-8.7 ST-8.8 the cap on plies ends the game drawn with reason move cap") {
    auto s = position<cap4_rules>("Red: F a1, Ma e4; Blue: F j10, Ma b9");
    s = play_moves(s, "e4-e5 b9-b8 e5-f5");
    CHECK_FALSE(is_terminal(s));
    CHECK_FALSE(arbiter::ended_at_cap(s));
    s = play_moves(s, "b8-a8");
    CHECK(is_terminal(s));
    CHECK(s.result() == game_result{-1, end_reason::move_cap});
    CHECK(returns(s) == std::array<double, 2>{0, 0});
    CHECK(arbiter::ended_at_cap(s));  // a policy knob, not a rule: a truncation
    // The default has no cap.
    static_assert(classic_rules::max_plies == 0 && classic_rules::max_plies_without_attack == 0);
}

TEST_CASE("ST-8.7 the cap on plies without an attack restarts at each attack") {
    auto s = position<quiet3_rules>("Red: F a1, Ma e4; Blue: F j10, Ma b9, Sc e6, Sc a7");
    s = play_moves(s, "e4-e5 b9-b8");
    CHECK(s.plies_without_attack() == 2);
    s = play_moves(s, "e5xe6");
    CHECK(s.plies_without_attack() == 0);
    s = play_moves(s, "b8-b9 e6-e5");
    CHECK_FALSE(is_terminal(s));
    s = play_moves(s, "b9-b8");
    CHECK(is_terminal(s));
    CHECK(s.result() == game_result{-1, end_reason::move_cap});
    CHECK(s.plies() == 6);
}

namespace {
struct top_cap_rules : classic_rules {
    static constexpr int max_plies =
        ply_counter_max;  // ST-8.7: the largest cap the state can count to
};

// Plays n plies of two Marshals walking round squares (no pair repeated).
template <rules_policy R>
state<R> walk_marshals(state<R> s, int n) {
    const move red_loop[] = {mv("e4-e5"), mv("e5-f5"), mv("f5-f4"), mv("f4-e4")};
    const move blue_loop[] = {mv("b9-b8"), mv("b8-a8"), mv("a8-a9"), mv("a9-b9")};
    for (int i = 0; i < n && !is_terminal(s); ++i)
        s = play(s, i % 2 == 0 ? red_loop[(i / 2) % 4] : blue_loop[(i / 2) % 4]);
    return s;
}
}  // namespace

TEST_CASE(
    "ST-8.5 ST-8.7 the ply counters stop at their top instead of wrapping; a cap there is still "
    "reached") {
    const char* where = "Red: F a1, Ma e4; Blue: F j10, Ma b9";
    const auto s = walk_marshals(position(where), ply_counter_max + 10);
    CHECK_FALSE(is_terminal(s));
    CHECK(s.plies() == ply_counter_max);
    CHECK(s.plies_without_attack() == ply_counter_max);
    const auto capped = walk_marshals(position<top_cap_rules>(where), ply_counter_max + 10);
    CHECK(capped.result() == game_result{-1, end_reason::move_cap});
    CHECK(capped.plies() == ply_counter_max);
}

// ------------------------------------------------------------------ 12. edge cases

TEST_CASE("ST-12.1 a Spy attacked by the Marshal dies") {
    const auto s =
        play_moves(position("Red: F a1, Sp e4, Sg b2; Blue: F j10, Ma e5", blue), "e5xe4");
    CHECK(holds(s, "e4", kind::marshal, blue));
    CHECK(at(s, "e4").revealed());
    CHECK(at(s, "e5").empty());
    CHECK(s.removed(red, kind::spy) == 1);
    CHECK_FALSE(is_terminal(s));
}

TEST_CASE("ST-12.2 a Spy that attacks the Marshal wins; it loses to a Scout and takes the Flag") {
    const auto marshal =
        play_moves(position("Red: F a1, Sp e4; Blue: F j10, Ma e5, Sc b9"), "e4xe5");
    CHECK(holds(marshal, "e5", kind::spy, red));
    CHECK(at(marshal, "e4").empty());
    CHECK(marshal.removed(blue, kind::marshal) == 1);
    const auto scout = play_moves(position("Red: F a1, Sp e4, Sg b2; Blue: F j10, Sc e5"), "e4xe5");
    CHECK(holds(scout, "e5", kind::scout, blue));
    CHECK(at(scout, "e5").revealed());
    CHECK(scout.removed(red, kind::spy) == 1);
    const auto flag = play_moves(position("Red: F a1, Sp e4; Blue: F e5, Sc b9"), "e4xe5");
    CHECK(flag.result() == game_result{red, end_reason::flag_captured});
}

TEST_CASE("ST-12.3 Marshal against Marshal removes both") {
    const auto s =
        play_moves(position("Red: F a1, Ma e4, Sg b2; Blue: F j10, Ma e5, Sc b9"), "e4xe5");
    CHECK(at(s, "e4").empty());
    CHECK(at(s, "e5").empty());
    CHECK(s.removed(red, kind::marshal) == 1);
    CHECK(s.removed(blue, kind::marshal) == 1);
}

TEST_CASE("ST-12.4 a Scout cannot pass through a lake") {
    const auto s = position("Red: F a1, Sc c4, Sc a5, Sc e5; Blue: F j10");
    for (const std::string& m : moves_from(s, "c4"))
        CHECK(row_of(mv(m).to) <= 3);  // nothing upwards
    CHECK_FALSE(legal(s, "c4-c5"));
    CHECK_FALSE(legal(s, "c4-c7"));
    CHECK(legal(s, "a5-b5"));
    CHECK_FALSE(legal(s, "a5-c5"));
    CHECK_FALSE(legal(s, "a5-e5"));
    CHECK(legal(s, "e5-f5"));
    for (const char* beyond : {"e5-g5", "e5-h5", "e5-i5", "e5-j5"}) CHECK_FALSE(legal(s, beyond));
    CHECK(contains(why(s, "e5-i5"), "lake"));
}

TEST_CASE("ST-12.5 a Scout cannot pass through a piece") {
    const auto s = position("Red: F j1, Sc a4, Sg a9; Blue: F j10, Lt a7");
    CHECK(legal(s, "a4-a5"));
    CHECK(legal(s, "a4-a6"));
    CHECK(legal(s, "a4xa7"));
    CHECK_FALSE(legal(s, "a4-a8"));
    for (const char* blocker : {"Red: F j1, Sc a4, Sg a9, Mi a6; Blue: F j10, Lt a7",
                                "Red: F j1, Sc a4, Sg a9; Blue: F j10, Lt a7, Mi a6"}) {
        const auto t = position(blocker);
        CHECK_FALSE(legal(t, "a4xa7"));
    }
}

TEST_CASE("ST-12.6 a Scout may move and strike") {
    auto s = position("Red: F j1, Sc a2, Sg b2; Blue: F j10, Lt a7");
    CHECK(legal(s, "a2xa7"));
    s = play_moves(s, "a2xa7");
    CHECK(at(s, "a2").empty());
    CHECK(holds(s, "a7", kind::lieutenant, blue));
    CHECK(at(s, "a7").revealed());
    CHECK(s.removed(red, kind::scout) == 1);
}

TEST_CASE("ST-12.7 a Bomb stays after killing an attacker") {
    const auto s =
        play_moves(position("Red: F a1, Ca e6, Sg b2; Blue: F j10, B e7, Sc b9"), "e6xe7");
    CHECK(at(s, "e6").empty());
    CHECK(holds(s, "e7", kind::bomb, blue));
    CHECK(at(s, "e7").revealed());
    CHECK(s.removed(red, kind::captain) == 1);
    CHECK(s.removed(blue, kind::bomb) == 0);
}

TEST_CASE("ST-12.8 a Miner defuses a Bomb") {
    const auto s = play_moves(position("Red: F a1, Mi e6; Blue: F j10, B e7, Sc b9"), "e6xe7");
    CHECK(at(s, "e6").empty());
    CHECK(holds(s, "e7", kind::miner, red));
    CHECK(s.removed(blue, kind::bomb) == 1);
}

TEST_CASE("ST-12.9 the fourth back-and-forth move is illegal under limit 3") {
    int walk = 0;
    auto s = red_moves_blue_walks(position("Red: F a1, Lt e4; Blue: F j10, Ma h9"),
                                  {"e4-e5", "e5-e4", "e4-e5"}, walk);
    CHECK_FALSE(legal(s, "e5-e4"));
}

TEST_CASE(
    "ST-12.10 a player whose only moves the two-square rule forbids loses, and it is no draw") {
    auto s = position("Red: F a1, B d1, B f1, B d2, B f2, B e3, Sg e1; Blue: F j10, Ma h9");
    s = play_moves(s, "e1-e2 h9-h8 e2-e1 h8-g8 e1-e2 g8-g9");
    CHECK(has_basic_move(s, red));  // e2-e1 is a basic move...
    CHECK(restriction_on(s, mv("e2-e1"), false) ==
          restriction::two_square);  // ...that the rule forbids
    CHECK(is_terminal(s));
    CHECK(s.result() == game_result{blue, end_reason::no_legal_move});
}

TEST_CASE("ST-12.11 both players unable to move is a draw") {
    const auto s = play_moves(position("Red: F a1, Ca e4; Blue: F j10, Ca e5"), "e4xe5");
    CHECK(is_terminal(s));
    CHECK(s.result() == game_result{-1, end_reason::both_unable_to_move});
    CHECK(returns(s) == std::array<double, 2>{0, 0});
}

TEST_CASE("ST-12.12 a blocked setup loses at once; two blocked setups draw") {
    // Row 4: Bombs on a4 b4 e4 f4 i4 j4, Scouts on c4 d4 g4 h4 facing the
    // lakes; rows 1-3 full. (The string reads the same backwards, so Blue's
    // row 7 is blocked the same way.)
    const arrangement blocked = setup_of("MCDDDDEEEEEFFFFGGGGHHHHIIIJJKLBBDDBBDDBB");
    const arrangement open = setup_of(rules_example_setup);
    auto lost = start_game(blocked, open);
    REQUIRE(lost.has_value());
    CHECK(is_terminal(*lost));
    CHECK(lost->plies() == 0);
    CHECK(lost->result() == game_result{blue, end_reason::no_legal_move});
    auto drawn = start_game(blocked, blocked);
    REQUIRE(drawn.has_value());
    CHECK(drawn->result() == game_result{-1, end_reason::both_unable_to_move});
    // Blue blocked alone: Red just plays.
    auto fine = start_game(open, blocked);
    REQUIRE(fine.has_value());
    CHECK_FALSE(is_terminal(*fine));
}

TEST_CASE("ST-12.13 revelation by moving: a4-a6 reveals a Scout, a4-a5 only marks it moved") {
    const auto far = play_moves(position("Red: F j1, Sc a4; Blue: F j10, Ma h9"), "a4-a6");
    CHECK(at(far, "a6").revealed());
    const auto near = play_moves(position("Red: F j1, Sc a4; Blue: F j10, Ma h9"), "a4-a5");
    CHECK_FALSE(at(near, "a5").revealed());
    CHECK(at(near, "a5").moved());
}

TEST_CASE("ST-12.14 a Scout captures the Flag from afar") {
    const auto s = play_moves(position("Red: F a1, Sc b2; Blue: F b7, Ma h9"), "b2xb7");
    CHECK(is_terminal(s));
    CHECK(s.result() == game_result{red, end_reason::flag_captured});
    CHECK(holds(s, "b7", kind::scout, red));
}

TEST_CASE("ST-12.15 the winning defender stays, and both are revealed") {
    const auto s = play_moves(position("Red: F a1, Sg e4, Mi b2; Blue: F j10, Lt e5"), "e4xe5");
    CHECK(at(s, "e4").empty());
    CHECK(holds(s, "e5", kind::lieutenant, blue));
    CHECK(at(s, "e5").revealed());
    CHECK(s.removed(red, kind::sergeant) == 1);
}
