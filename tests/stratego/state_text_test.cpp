// The full-state text of the text interface of core/text_game.hpp for
// Stratego (state_text.hpp): to_string(s) and parse_state, which keep every
// member of the state, the two-square runs (ST-6.7) and the chase record
// (ST-9.4) included, so a saved game resumes with the same legal moves.
// Errors say what and where ("line L, column C"). The descriptor
// (stratego/descriptor.hpp): names, cap and start. The move and outcome text
// is move_text_test.cpp.

#include <doctest/doctest.h>

#include <arbiter/stratego.hpp>

#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "helpers.hpp"

using namespace st_test;

namespace {

constexpr std::string_view ti_setup = "MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIED";  // ST-10.7

state<classic_rules> ti_example_start() {
    const auto a = parse_setup(ti_setup);
    REQUIRE(a.has_value());
    const auto s = start_game(*a, *a);
    REQUIRE(s.has_value());
    return *s;
}

// The error of a failed read, checked word for word as what() prints it.
template <class T>
void ti_check_what(const arbiter::result<T>& r, std::string_view what) {
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().what() == what);
}

// ST-9.7: classic with silent defense, a ruleset that keeps kind masks.
struct ti_silent : classic_rules {
    static constexpr auto defense = defense_rule::silent;
};

// ST-9.4 with ST-9.12: a house ruleset with both the chase record and rescues.
struct ti_chase_rescue : ultimate_lightning_rules {
    static constexpr auto more_squares = chase_rule::isf;
};

// parse_state(to_string(s)) == s, and the same legal moves.
template <rules_policy R>
void ti_round_trip(const state<R>& s) {
    const std::string text = to_string(s);
    const auto back = parse_state<R>(text);
    REQUIRE_MESSAGE(back.has_value(), back.error().what(), "\n", text);
    CHECK(*back == s);
    CHECK(legal_moves(*back) == legal_moves(s));
    CHECK(to_string(*back) == text);
}

}  // namespace

// ------------------------------------------------------------------ the full state

TEST_CASE("full-state text: the full-state text of the documented example, key by key") {
    const auto s = play_moves(ti_example_start(), "a4-a5");
    const std::string board = to_board_string(s);
    CHECK(to_string(s) == "game=stratego rules=classic players=2\n"
                          "phase=play\n"
                          "to-move=blue\n"
                          "board=" + board + "\n"
                          "moved=a5\n"
                          "rescued=-\n"
                          "placed=0\n"
                          "removed-red=-\n"
                          "removed-blue=-\n"
                          "rescues=0 0\n"
                          "plies=1\n"
                          "plies-without-attack=1\n"
                          "result=none\n"
                          "run-red=1 a4-a5\n"
                          "run-blue=none\n");
    ti_round_trip(s);
    // Lines in any order, with comments and blank lines.
    const auto shuffled = parse_state<classic_rules>("# saved game\nrun-red=1 a4-a5\n\nboard=" + board +
                                                     "\nto-move=blue\nplies=1\nplies-without-attack=1\nmoved=a5\nphase=play\n");
    REQUIRE_MESSAGE(shuffled.has_value(), shuffled.error().what());
    CHECK(*shuffled == s);
}

TEST_CASE("full-state text: ST-3.4 a setup in progress round-trips: the squares placed so far, either side") {
    state<> s;
    for (int i = 0; i < 7; ++i) s = play(s, legal_moves(s)[static_cast<std::size_t>(i % 3)]);
    REQUIRE(s.phase() == phase::setup);
    CHECK(to_string(s).find("placed=7\n") != std::string::npos);
    ti_round_trip(s);
    const auto a = parse_setup(ti_setup);
    s = play(state<>{}, *a);
    s = play(s, move::place(kind::flag, setup_square(blue, 0)));
    REQUIRE(s.to_move() == blue);
    ti_round_trip(s);
    // Barrage leaves squares empty (ST-9.9): an empty placement counts as placed.
    state<barrage_rules> b;
    b = play(b, move::place_nothing(0));
    b = play(b, move::place(kind::flag, 1));
    CHECK(b.placed() == 2);
    ti_round_trip(b);
}

TEST_CASE("full-state text: ST-6.7 a resumed game keeps the two-square run: the fourth move stays forbidden") {
    // ST-6.8 a: e4-e5 e5-e4 e4-e5, and e5-e4 is forbidden; a position string
    // (ST-10.5) forgets the run, the full-state text does not.
    auto s = position("Red: F a1, Lt e4; Blue: F j10, Ma h9");
    s = play_moves(s, "e4-e5 h9-h8 e5-e4 h8-h9 e4-e5 h9-h8");
    REQUIRE_FALSE(legal(s, "e5-e4"));
    CHECK(to_string(s).find("run-red=3 e4-e5 e5-e4 e4-e5\n") != std::string::npos);
    ti_round_trip(s);
    const auto resumed = parse_state<classic_rules>(to_string(s));
    REQUIRE(resumed.has_value());
    CHECK_FALSE(legal(*resumed, "e5-e4"));
    const auto forgetful = parse_position<classic_rules>(to_position_string(s));
    REQUIRE(forgetful.has_value());
    CHECK(legal(*forgetful, "e5-e4"));
}

TEST_CASE("full-state text: ST-8.8 ST-9.12 games over, rescues and removed pieces round-trip") {
    SUBCASE("the Flag is captured") {
        const auto s = play_moves(position("Red: F a1, Ma e4; Blue: F e5, Sg j10"), "e4xe5");
        REQUIRE(is_terminal(s));
        const std::string text = to_string(s);
        CHECK(text.find("phase=over\n") != std::string::npos);
        CHECK(text.find("result=red flag-captured\n") != std::string::npos);
        CHECK(text.find("removed-blue=M\n") != std::string::npos);
        CHECK(text.find("plies-without-attack=0\n") != std::string::npos);
        ti_round_trip(s);
    }
    SUBCASE("a rescue decision, then a rescue (Ultimate Lightning)") {
        auto s = position<ultimate_lightning_rules>("Red: F a1, Lt e9, Sc b2, Sg* c2; Blue: F j10, Ma* c3, Sc a10");
        s = play_moves(s, "c2xc3 a10-a9 e9-e10");
        REQUIRE(s.phase() == phase::rescue);
        CHECK(to_string(s).find("phase=rescue\n") != std::string::npos);
        CHECK(to_string(s).find("removed-red=F\n") != std::string::npos);
        ti_round_trip(s);
        s = play(s, move::rescue(kind::sergeant, sq("d2")));
        CHECK(to_string(s).find("rescued=e10\n") != std::string::npos);
        CHECK(to_string(s).find("rescues=1 0\n") != std::string::npos);
        ti_round_trip(s);
    }
}

TEST_CASE("full-state text: ST-9.4 ST-9.12 after a rescue the chase record starts afresh, and round-trips") {
    auto s = position<ti_chase_rescue>("Red: F a1, Lt e9, Sc b2, Sg* c2; Blue: F j10, Ma* c3, Sc a10");
    s = play_moves(s, "c2xc3 a10-a9 e9-e10");
    REQUIRE(s.phase() == phase::rescue);
    CHECK(s.chase().size == 3);
    ti_round_trip(s);
    s = play(s, move::rescue(kind::sergeant, sq("d2")));
    CHECK(s.chase().size == 0);  // no earlier position recurs (ST-9.4)
    CHECK(s.chase().head == 0);
    CHECK(to_string(s).find("chase-plies=-\n") != std::string::npos);
    ti_round_trip(s);
    s = play_moves(s, "a9-a8");
    CHECK(to_string(s).find("chase-plies=a9-a8\n") != std::string::npos);
    ti_round_trip(s);
}

TEST_CASE("full-state text: ST-7.9 ST-9.7 the kind masks of silent defense round-trip") {
    const auto s = play_moves(position<ti_silent>("Red: F a1, Sg e4, Mi b1; Blue: F j10, Lt e5, Sc a7"), "e4xe5");
    CHECK(to_string(s).find("masks=e5:BGHIJKL\n") != std::string::npos);  // whatever beats a Sergeant
    ti_round_trip(s);
}

// ------------------------------------------------------------------ bad full states

TEST_CASE("full-state text: bad full-state texts: what is wrong and where") {
    const auto s = play_moves(ti_example_start(), "a4-a5");
    const std::string board = to_board_string(s);
    const std::string head = "phase=play\nto-move=blue\nboard=" + board + "\n";
    ti_check_what(parse_state<classic_rules>("phase=play\nto-move=green\nboard=" + board),
                  "line 2, column 9: to-move must be one of red, blue, not 'green'");
    ti_check_what(parse_state<classic_rules>("phase=play\nto-move=red\n"),
                  "line 3, column 1: the state text has no 'board=' line");
    ti_check_what(parse_state<classic_rules>("phase=ended\nto-move=red\nboard=" + board),
                  "line 1, column 7: the phase must be one of setup, play, rescue, over, not 'ended'");
    // A line after the three required ones (line 4 on), and the error it gives.
    struct bad_line {
        std::string_view lines;
        std::string_view what;
    };
    const bad_line bad[] = {
        {"colour=red\n",
         "line 4, column 1: a key of the Stratego state text must be one of phase, to-move, board, moved, "
         "rescued, placed, removed-red, removed-blue, rescues, plies, plies-without-attack, result, run-red, "
         "run-blue, chase-counters, chase-head, chase-plies, masks, not 'colour'"},
        {"plies=3\nplies=4\n", "line 5, column 1: 'plies' is given twice"},
        {"moved\n", "line 4, column 1: expected key=value, got 'moved'"},
        {"moved=a5 a6\n", "line 4, column 10: a6 holds no piece to mark moved"},
        {"moved=a5 z6\n", "line 4, column 10: expected a column a-j (or k), got 'z'"},
        {"run-red=4 a4-a5\n",
         "line 4, column 9: a two-square run's length (ST-6.7) must be a whole number from 0 to 3, not '4'"},
        {"run-red=1 Ma1\n", "line 4, column 11: expected a move such as e4-e5, not 'Ma1'"},
        {"result=red flag-captured\n", "line 4, column 8: only a game that is over has a result (ST-8.8)"},
        {"removed-blue=MM\n", "line 4, column 14: one Flag more than Blue's army has: 1 (ST-5.9, ST-9.9)"},
        {"chase-head=3\n",
         "line 4, column 12: these rules keep no chase record: the more-squares rule is off (ST-9.4)"},
        {"masks=a5:D\n",
         "line 4, column 7: these rules keep no kind masks (ST-7.9: only silent defense, the two-step Captain and "
         "rescues narrow a piece beyond its moved mark)"},
    };
    for (const bad_line& b : bad) {
        INFO(b.lines);
        ti_check_what(parse_state<classic_rules>(head + std::string(b.lines)), b.what);
    }
    ti_check_what(parse_state<isf_rules>(head + "chase-plies=a4-a5 b4\n"),
                  "line 4, column 21: expected '-' or 'x' after the square, found the end of the text");
    ti_check_what(parse_state<classic_rules>("phase=play\nto-move=red\nboard=" + board.substr(0, 99) + "\n"),
                  "line 3, column 106: a board string has 100 characters, this one has 99 (ST-10.4)");
    // The setup so far must be what setup decisions could have placed (ST-3.4).
    ti_check_what(parse_state<classic_rules>("phase=setup\nto-move=red\nplaced=0\nboard=" + board + "\n"),
                  "line 1, column 7: during setup, a1 holds a piece no setup decision placed there, or a marked one "
                  "(ST-3.4)");
    // And play must be able to go on (core/playable.hpp): here Blue cannot move.
    ti_check_what(parse_state<classic_rules>(
                      "phase=play\nto-move=blue\nboard=" + board_text("Red: F a1, Ma e4; Blue: F j10") + "\n"),
                  "line 1, column 7: player 1 is to decide but has no legal move");
}

TEST_CASE("ST-10.4 ST-10.5 the earlier texts read as before: position strings keep their errors") {
    const auto r = parse_position<classic_rules>(std::string(99, 'A') + " r");
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().what() == "line 1, column 100: the board string before the space has 99 characters, not 100 "
                              "(ST-10.4, ST-10.5)");
}

// ------------------------------------------------------------------ the descriptor

TEST_CASE("ST-9.13 ST-8.7 the descriptor: the rules names, the cap, the utility range") {
    CHECK(descriptor::name == "stratego");
    CHECK(arbiter::rules_names<descriptor>() ==
          std::vector<std::string_view>{"classic", "isf", "isf3", "barrage", "duell", "ultimate-lightning",
                                        "milton-bradley"});
    CHECK(descriptor::cap.limit == 200);
    CHECK(descriptor::cap.clause == "ST-8.7");
    static_assert(descriptor::capped<barrage_rules>::max_plies_without_attack == 200);
    static_assert(descriptor::capped<barrage_rules>::army == armies::barrage);
    CHECK(descriptor::utility.low == -1);
    CHECK(descriptor::utility.high == 1);
    bool right = false;
    const bool found = arbiter::with_rules<descriptor>("ultimate-lightning", 0, [&]<class N>(std::type_identity<N>) {
        right = std::is_same_v<typename N::rules_type, ultimate_lightning_rules>;
    });
    CHECK(found);
    CHECK(right);
    CHECK_FALSE(arbiter::with_rules<descriptor>("chess", 0, [](auto) {}));
}

TEST_CASE("ST-3.4 ST-3.6 ST-10.5 ST-10.6 descriptor::start: empty, setup strings, a position, a state") {
    const auto empty = descriptor::start<classic_rules>({});
    REQUIRE(empty.has_value());
    CHECK(*empty == state<>{});
    const std::string both = std::string(ti_setup) + " " + std::string(ti_setup);
    const auto from_setups = descriptor::start<classic_rules>({0, both});
    REQUIRE(from_setups.has_value());
    CHECK(*from_setups == ti_example_start());
    const auto from_position = descriptor::start<classic_rules>({0, to_position_string(ti_example_start())});
    REQUIRE(from_position.has_value());
    CHECK(to_board_string(*from_position) == to_board_string(ti_example_start()));
    const auto later = play_moves(ti_example_start(), "a4-a5");
    const std::string text = to_string(later);
    const auto from_state = descriptor::start<classic_rules>({0, text});
    REQUIRE(from_state.has_value());
    CHECK(*from_state == later);
    // A barrage game refuses the classic setups (ST-3.5).
    const auto wrong = descriptor::start<barrage_rules>({0, both});
    REQUIRE_FALSE(wrong.has_value());
    CHECK(wrong.error().message == "Red's setup: 6 Bombs, the army has 1 (ST-3.5, ST-9.9)");
    std::string bad = both;
    bad[41 + 5] = 'e';
    ti_check_what(descriptor::start<classic_rules>({0, bad}),
                  "line 1, column 47: Blue's setup string: 'e' is not a setup letter: A, or B-M (N-Y) in upper "
                  "case (ST-10.7)");
    ti_check_what(descriptor::start<classic_rules>({0, "hello"}),
                  "line 1, column 1: a Stratego setup is a full-state text (key=value lines), a position "
                  "string \"BOARD r|b\" (ST-10.5), or Red's and Blue's setup strings (ST-10.6)");
}
