// Tests of eXtreme Gammon's XGID (RULES.md BG-19), and the round trips of
// every notation (the move text, the gnubg ID, the XGID) over random
// playouts.
#include <arbiter/backgammon/apply.hpp>
#include <arbiter/backgammon/generate.hpp>
#include <arbiter/backgammon/match_id.hpp>
#include <arbiter/backgammon/move_text.hpp>
#include <arbiter/backgammon/xgid.hpp>
#include <arbiter/core/playout.hpp>

#include <doctest/doctest.h>

#include "common/harness.hpp"
#include "helpers.hpp"

#include <cstdint>
#include <random>
#include <string>
#include <string_view>

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

using bg_test::beaver_rules;
using bg_test::check_error;
using bg_test::check_round_trip;
using bg_test::from_id;
using bg_test::jacoby_rules;
using bg_test::make_position;
using bg_test::no_crawford_rules;
using bg_test::notation_at_play;

}  // namespace

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

// `wanted` games, or the fraction playout_games allows (the sanitizer preset).
template <class R>
void playouts(int match_length, int wanted, std::uint64_t seed) {
    const int games = arbiter::testing::playout_games(wanted);
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
