// The outer interface (core/text_game.hpp, core/descriptor.hpp): the
// full-state text (an arbiter format; the rules say nothing of it), the
// descriptor, and the harness's round trips for every named rules entry.
// The move and outcome text is in move_text_test.cpp.

#include <doctest/doctest.h>

#include <arbiter/backgammon.hpp>

#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <type_traits>

#include "common/harness.hpp"
#include "helpers.hpp"

namespace {

using namespace arbiter::backgammon;
namespace bg = arbiter::backgammon;
using bg_test::check_located_error;

// The walk and the moves to refuse of engine_test.cpp (helpers.hpp).
struct st_text_hooks {
    template <class S>
    move random_move(const S&, std::mt19937_64& rng) { return bg_test::any_move(rng); }
    template <class S, class Moves>
    move choose(const S&, const Moves& moves, std::mt19937_64& rng) { return bg_test::walk_move(moves, rng); }
};

// BG-12.2, BG-23: beavers and resignations together.
struct st_beaver_resign_rules : money_rules {
    static constexpr unsigned beavers = 2;
};

template <class S>
S st_must_read(std::string_view text) {
    const auto s = arbiter::state_from_text<S>(text);
    REQUIRE_MESSAGE(s.has_value(), s.error().what());
    return *s;
}

constexpr std::string_view st_example =
    "phase=playing\n"
    "on_roll=1\n"
    "roll=65\n"
    "player0=bar:1 24:1 13:5 8:3 6:5\n"
    "player1=24:2 13:5 8:2 6:4 off:2\n"
    "cube_value=2\n"
    "cube_owner=0\n"
    "beaver_count=0\n"
    "resign_offer=none\n"
    "resign_rejected=none\n"
    "match_length=7\n"
    "score=3-5\n"
    "crawford_game=no\n"
    "games_played=3\n"
    "last_game=1 gammon 4\n";

}  // namespace

TEST_CASE("harness: the text round trips at every node, for every named rules entry of the descriptor") {
    static_assert(arbiter::game_descriptor<bg::descriptor>);
    int entries = 0;
    arbiter::for_each_rules<bg::descriptor>([&]<class Named>(std::type_identity<Named>) {
        using S = arbiter::capped_state_of<bg::descriptor, Named>;
        using R = typename S::rules;
        INFO("rules " << Named::name);
        const auto start = bg::descriptor::start<R>({});
        REQUIRE(start.has_value());
        const auto stats = arbiter::testing::check_random_playouts(*start, st_text_hooks{}, 3, 100 + static_cast<std::uint64_t>(entries));
        CHECK(stats.terminal == stats.games);
        ++entries;
    });
    CHECK(entries == 4);
}

TEST_CASE("harness: the text round trips at every node of a 3-point match (BG-13), started as the tool's --match 3") {
    const auto start = bg::descriptor::start<money_rules>({.players = 0, .setup = "match=3"});
    REQUIRE(start.has_value());
    CHECK(start->match_length() == 3);
    const auto stats = arbiter::testing::check_random_playouts(*start, st_text_hooks{}, 2, 7);
    CHECK(stats.terminal == stats.games);
}

TEST_CASE("full-state text: the full-state text of the start, field by field") {
    CHECK(to_string(state<>{}) ==
          "game=backgammon rules=source players=2\n"
          "phase=opening_roll\non_roll=0\nroll=none\nplayer0=24:2 13:5 8:3 6:5\nplayer1=24:2 13:5 8:3 6:5\n"
          "cube_value=1\ncube_owner=centred\nbeaver_count=0\nresign_offer=none\nresign_rejected=none\n"
          "match_length=0\nscore=0-0\ncrawford_game=no\ngames_played=0\nlast_game=none\n");
    CHECK(parse_state<source_rules>(to_string(state<>{})).value() == state<>{});
    CHECK(to_string(state<hypergammon_rules>{}).find("player1=24:1 23:1 22:1\n") != std::string::npos);
}

TEST_CASE("full-state text: the header's example reads as a match state and is written back the same") {
    const auto s = st_must_read<state<money_rules>>(st_example);
    CHECK(s.phase() == phase::playing);
    CHECK(s.player_on_roll() == 1);
    CHECK(s.roll() == dice{6, 5});
    CHECK(s.board().at(0, bar_point) == 1);
    CHECK(s.board().at(1, off_point) == 2);
    CHECK(s.board().at(0, off_point) == 0);
    CHECK(s.cube_value() == 2);
    CHECK(s.cube_owner() == 0);
    CHECK(s.match_length() == 7);
    CHECK(s.score(0) == 3);
    CHECK(s.score(1) == 5);
    CHECK(s.games_played() == 3);
    CHECK(s.last_game() == game_result{1, win_kind::gammon, 4, false});
    // A text written before the header reads; written today, it gains the header line.
    CHECK(to_string(s) == "game=backgammon rules=money players=2\n" + std::string(st_example));
    CHECK(!legal_moves(s).empty());
}

TEST_CASE("full-state text: fields in any order, comments and blank lines skipped, the rest at their start values") {
    const auto s = st_must_read<state<money_rules>>(
        "# a hand-written state\n\n  player1=24:2 13:5 8:3 6:5  \nplayer0 = 6:5 8:3 13:5 24:2\nphase=cube_decision\n");
    auto expected = from_position<money_rules>(start_position_of<money_rules>());
    REQUIRE(expected.has_value());
    CHECK(s == *expected);
    // BG-12.3, BG-23.3: what no other format can say reads back.
    const std::string beavered = "phase=responding\nplayer0=24:2 13:5 8:3 6:5\nplayer1=24:2 13:5 8:3 6:5\n"
                                 "on_roll=0\ncube_value=2\ncube_owner=1\nbeaver_count=1\nresign_rejected=gammon\n";
    const auto b = st_must_read<state<st_beaver_resign_rules>>(beavered);
    CHECK(b.beaver_count() == 1);
    CHECK(b.responder() == 0);
    CHECK(b.resign_rejected() == 2);
    CHECK(st_must_read<state<st_beaver_resign_rules>>(to_string(b)) == b);
    // BG-23.2: a game over by an accepted resignation.
    const std::string resigned = "phase=over\nplayer0=13:3\nplayer1=6:2\ngames_played=1\nlast_game=0 gammon 2 resigned\n";
    const auto r = st_must_read<state<money_rules>>(resigned);
    CHECK(is_terminal(r));
    CHECK(returns(r) == std::array<double, 2>{2, -2});
    CHECK(r.last_game().resigned);
}

TEST_CASE("full-state text: malformed state text: the error says what and where (line, column)") {
    const std::string board = "player0=24:2 13:5 8:3 6:5\nplayer1=24:2 13:5 8:3 6:5\n";
    check_located_error(parse_state<source_rules>("phase=rolling\ncolour=red\n" + board), "a field of a backgammon state", 2, 1);
    check_located_error(parse_state<source_rules>("phase=rolling\n" + board + "phase=over\n"), "phase is given twice", 4, 1);
    check_located_error(parse_state<source_rules>("phase rolling\n" + board), "expected key=value", 1, 1);
    check_located_error(parse_state<source_rules>(board), "no phase= line", 3, 1);
    check_located_error(parse_state<source_rules>("phase=moving\n" + board), "the phase must be one of opening_roll", 1, 7);
    check_located_error(parse_state<source_rules>("phase=rolling\nplayer0=24:2 13:5 8:3 26:5\nplayer1=6:15\n"),
                   "a point (or bar, off) must be a whole number from 1 to 24", 2, 23);
    check_located_error(parse_state<source_rules>("phase=rolling\nplayer0=24:2 24:5\nplayer1=6:15\n"), "point 24 is given twice", 2, 14);
    check_located_error(parse_state<source_rules>("phase=rolling\nplayer0=24:16\nplayer1=6:15\n"),
                   "a count of checkers must be a whole number from 0 to 15", 2, 12);
    check_located_error(parse_state<hypergammon_rules>("phase=rolling\nplayer0=24:2 13:2\nplayer1=6:3\n"),
                   "more than 3 (BG-1.7)", 2, 9);
    check_located_error(parse_state<source_rules>("phase=rolling\nplayer0=24:2 13:5 8:3 6:5\nplayer1=1:15\n"),
                   "holds checkers of both players (BG-1.5)", 2, 9);
    check_located_error(parse_state<source_rules>("phase=playing\n" + board), "a play needs its roll", 1, 7);
    check_located_error(parse_state<source_rules>("phase=rolling\nroll=7-1\n" + board), "a die shows 1 to 6, not 7", 2, 6);
    check_located_error(parse_state<source_rules>("phase=rolling\nroll=31\n" + board), "the dice are rolled only at a play", 2, 6);
    check_located_error(parse_state<source_rules>("phase=rolling\ncube_value=2\n" + board), "the cube is not in play", 2, 12);
    check_located_error(parse_state<money_rules>("phase=rolling\ncube_value=3\n" + board), "a power of two, not 3 (BG-11.1)", 2, 12);
    check_located_error(parse_state<money_rules>("phase=rolling\nscore=1-0\n" + board), "a single game keeps no score", 2, 7);
    check_located_error(parse_state<money_rules>("phase=rolling\nmatch_length=5\nscore=5-0\n" + board),
                   "so the match is over (BG-13.1)", 3, 7);
    check_located_error(parse_state<money_rules>("phase=rolling\nmatch_length=5\nscore=2-1\ncrawford_game=yes\n" + board),
                   "the Crawford game needs one player at 4 points", 4, 15);
    check_located_error(parse_state<source_rules>("phase=resigning\nresign_offer=single\n" + board),
                   "this ruleset has no resignations (BG-23.0)", 2, 14);
    check_located_error(parse_state<bg_test::beaver_rules>("phase=rolling\nresign_rejected=gammon\n" + board),
                   "this ruleset has no resignations (BG-23.0)", 2, 17);
    check_located_error(parse_state<money_rules>("phase=cube_decision\nresign_offer=single\n" + board),
                   "exactly in the phase resigning", 2, 14);
    check_located_error(parse_state<money_rules>("phase=rolling\nbeaver_count=1\n" + board), "from 0 to 0", 2, 14);
    check_located_error(parse_state<source_rules>("phase=over\n" + board), "a finished game names its winner", 1, 7);
    check_located_error(parse_state<source_rules>("phase=rolling\nplayer0=off:15\nplayer1=6:15\n"),
                   "player 0 has borne off all his checkers", 1, 7);
    check_located_error(parse_state<source_rules>("phase=over\nplayer0=6:1\nplayer1=6:15\nlast_game=0 single 1\n"),
                   "no game was played", 1, 7);
    check_located_error(parse_state<source_rules>("phase=rolling\nlast_game=0 draw 1\n" + board), "how the last game was won", 2, 13);
}

TEST_CASE("the descriptor: the tool's names, the utility range, no cap, the setups start takes") {
    CHECK(bg::descriptor::name == "backgammon");
    const std::vector<std::string_view> names = arbiter::rules_names<bg::descriptor>();
    CHECK(names == std::vector<std::string_view>{"source", "money", "nackgammon", "hypergammon"});
    // BG-10.1, BG-11.5: a backgammon at the highest cube of money play.
    CHECK(bg::descriptor::utility.high == 3.0 * 32768);
    CHECK(bg::descriptor::utility.low == -3.0 * 32768);
    CHECK(max_return<source_rules>() == 1);
    CHECK(bg::descriptor::cap.limit == 0);
    static_assert(std::is_same_v<decltype(returns(state<>{})), std::array<double, 2>>);  // BG-9.7
    static_assert(std::is_same_v<bg::descriptor::capped<money_rules>, money_rules>);
    CHECK(bg::descriptor::start<source_rules>({}).value() == state<>{});
    CHECK(bg::descriptor::start<money_rules>({.players = 0, .setup = " match=7 "}).value() == state<money_rules>{7});
    const auto from_text = bg::descriptor::start<money_rules>({.players = 0, .setup = st_example});
    CHECK(from_text.value() == parse_state<money_rules>(st_example).value());
    check_located_error(bg::descriptor::start<money_rules>({.players = 0, .setup = "match=x"}),
                   "the match length must be a whole number from 0 to 32767", 1, 7);
    check_located_error(bg::descriptor::start<money_rules>({.players = 0, .setup = "match=7\nphase=rolling"}), "a field of a backgammon state", 1, 1);
    bool found = false;
    CHECK(arbiter::with_rules<bg::descriptor>("nackgammon", 0, [&]<class Named>(std::type_identity<Named>) {
        found = std::is_same_v<typename Named::rules_type, nackgammon_rules>;
    }));
    CHECK(found);
}

TEST_CASE("every public reader's error is located: line and column set, what() reads 'line L, column C: ...'") {
    check_located_error(parse_position_id("4HPwATDgc/ABMZ"), "the unused bits of the last character must be zero", 1, 14);
    check_located_error(decode_match_id(" cAkAAAAAAAA!"), "'!' is not a base64 character", 1, 13);
    check_located_error(parse_gnubg_id<money_rules>("4HPwATDgc/ABMA;cAkAAAAAAAAE"), "has no ':'", 1, 1);
    check_located_error(parse_gnubg_id<money_rules>("4HPwATDgc/ABMA:cAkAAAAAAAA!"), "'!' is not a base64 character", 1, 27);
    check_located_error(parse_xgid<money_rules>("XGID=-b----E-C---eE---c-e----B-:x:0:1:00:0:0:0:0:10"),
                   "XGID field 2 (cube): the value must be a whole number from 0 to 15, not 'x'", 1, 33);
    check_located_error(decode_xgid("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0"), "has 10 fields", 1, 6);
    check_located_error(parse_opening("3:3"), "never a double", 1, 3);
    // A record's reader locates its errors in the record's lines (BG-24.1).
    const auto mat = parse_mat(" 1 point match\n\n Game 1\n Anna : 0                     Bruno : 0\n  1) 7x:\n");
    REQUIRE_FALSE(mat.has_value());
    CHECK(mat.error().line == 5);
    CHECK(mat.error().what().starts_with("line 5, column "));
}

TEST_CASE("backgammon.hpp alone prints with fmt (format.hpp comes with it)") {
    CHECK(fmt::format("{}", dice{3, 1}) == "31");
    CHECK(fmt::format("{}", state<>{}).find("Position ID: 4HPwATDgc/ABMA") != std::string::npos);
}
