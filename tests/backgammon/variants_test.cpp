// Policy variants: the Jacoby rule (RULES.md BG-14) and the starting-position
// variants nackgammon and hypergammon (BG-15), with BG-21.5.
#include <arbiter/backgammon/apply.hpp>
#include <arbiter/backgammon/generate.hpp>
#include <arbiter/backgammon/position_id.hpp>
#include <arbiter/core.hpp>

#include <doctest/doctest.h>

#include "helpers.hpp"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <random>
#include <utility>

namespace {

namespace bg = arbiter::backgammon;
using arbiter::player_id;
using bg::dice;
using bg::money_rules;
using bg::move;
using bg::phase;
using bg::position;
using bg::source_rules;
using bg::state;
using bg::win_kind;

struct jacoby_cubeless_rules : source_rules {  // gammons count, no cube
    static constexpr bg::scoring_rule scoring = bg::scoring_rule::gammons;
    static constexpr bool jacoby = true;
};
struct jacoby_win_loss_rules : source_rules {
    static constexpr bool jacoby = true;
};
struct jacoby_win_loss_cube_rules : source_rules {
    static constexpr bool jacoby = true;
    static constexpr bool cube = true;
};
struct nackgammon_money_rules : money_rules {
    static constexpr bg::start_position start = bg::start_position::nackgammon;
};
struct hypergammon_money_rules : money_rules {
    static constexpr bg::start_position start = bg::start_position::hypergammon;
};

using bg_test::jacoby_rules;
using bg_test::make_position;
using bg_test::points;

// Player 0 on roll bears off his last checker with any roll; player 1 has
// borne off none.
position variants_gammon_position(int n = 15) { return make_position({{1, 1}}, {{12, n}}, 0, n); }
position variants_backgammon_position(int n = 15) { return make_position({{1, 1}}, {{12, n - 1}, {20, 1}}, 0, n); }
position variants_single_position(int n = 15) { return make_position({{1, 1}}, {{12, n - 1}}, 0, n); }
position variants_gammon_position_for_1() { return make_position({{12, 15}}, {{1, 1}}, 1); }

template <class R>
state<R> variants_play_first(const state<R>& s) {
    REQUIRE(s.phase() == phase::playing);
    const auto plays = legal_moves(s);
    REQUIRE(!plays.empty());
    return play(s, plays.front());
}

// The game won at once from `pos` with 2-1, without a double.
template <class R>
state<R> win_without_cube(const position& pos) {
    auto made = bg::from_position<R>(pos, dice{2, 1});
    REQUIRE(made.has_value());
    const state<R> end = variants_play_first(*made);
    REQUIRE(is_terminal(end));
    return end;
}

// The same after a double and a take (cube 2, owned by the loser).
template <class R>
state<R> win_after_take(const position& pos) {
    auto made = bg::from_position<R>(pos);
    REQUIRE(made.has_value());
    state<R> s = *made;
    REQUIRE(s.phase() == phase::cube_decision);
    auto offered = try_play(s, move::double_offer());
    REQUIRE(offered.has_value());
    auto taken = try_play(*offered, move::take());
    REQUIRE(taken.has_value());
    REQUIRE(taken->cube_value() == 2);
    const state<R> end = variants_play_first(play(*taken, dice{2, 1}));
    REQUIRE(is_terminal(end));
    return end;
}

template <class R>
void check_side(const position& pos, player_id p, points expected) {
    std::array<int, 26> want{};
    for (const auto& [point, count] : expected) want[static_cast<std::size_t>(point)] = count;
    for (int i = 0; i <= bg::bar_point; ++i) {
        CAPTURE(i);
        CHECK(pos.at(p, i) == want[static_cast<std::size_t>(i)]);
    }
}

// A random game: random plays; a double at 1 cube decision in 8, and a drop
// at 1 response in 4 (uniformly random cube moves would end nearly every
// game with the first double dropped).
template <class R>
state<R> playout(state<R> s, std::mt19937_64& rng) {
    if constexpr (!R::cube) return arbiter::random_playout(s, rng);
    while (!is_terminal(s)) {
        if (current_player(s) == arbiter::chance_player) {
            s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
        } else if (s.phase() == phase::cube_decision) {  // with resignations, not always a double (BG-23.1)
            s = play(s, bg::may_double(s) && arbiter::uniform_below(rng, 8) == 0 ? move::double_offer() : move::roll());
        } else if (s.phase() == phase::responding) {
            s = play(s, arbiter::uniform_below(rng, 4) == 0 ? move::drop() : move::take());
        } else {
            const auto plays = legal_moves(s);  // the plays, never an offer to resign
            s = play(s, plays[arbiter::uniform_bot_index(plays, rng)]);
        }
    }
    return s;
}

// Random games of R: each ends with a winner who has borne off all N
// checkers (or won by a drop), and the points agree with BG-8.4 and BG-10.
template <class R>
void check_random_games(int games) {
    constexpr int n = state<R>::checkers;
    int bear_off_wins = 0;
    for (int g = 0; g < games; ++g) {
        std::mt19937_64 rng{static_cast<std::uint64_t>(g) + 1};
        const state<R> end = playout(state<R>{}, rng);
        REQUIRE(is_terminal(end));
        const bg::game_result& r = end.last_game();
        REQUIRE((r.winner == 0 || r.winner == 1));
        const player_id loser = bg::opponent(r.winner);
        CHECK(end.board().at(loser, bg::off_point) < n);
        CHECK(end.board().at(loser, bg::off_point) + end.board().in_play(loser) == n);
        if (r.kind == win_kind::drop) {
            CHECK(r.points == end.cube_value());
            continue;
        }
        ++bear_off_wins;
        CHECK(end.board().at(r.winner, bg::off_point) == n);
        CHECK(end.board().in_play(r.winner) == 0);
        CHECK(r.kind == bg::kind_of_win(end.board(), r.winner));
        int base = 1;
        if constexpr (R::scoring == bg::scoring_rule::gammons)
            base = r.kind == win_kind::backgammon ? 3 : r.kind == win_kind::gammon ? 2 : 1;
        CHECK(r.points == base * end.cube_value());
        const auto ret = returns(end);
        CHECK(ret[static_cast<std::size_t>(r.winner)] == r.points);
        CHECK(ret[static_cast<std::size_t>(loser)] == -r.points);
    }
    CHECK(bear_off_wins > 0);
}

}  // namespace

// ------------------------------------------------------------------ BG-14

TEST_CASE("BG-14.1 BG-21.5 Jacoby: a gammon with the cube at 1 scores 1; after a take to 2 it scores 4") {
    const auto g1 = win_without_cube<jacoby_rules>(variants_gammon_position());
    CHECK(g1.last_game() == bg::game_result{0, win_kind::gammon, 1});
    CHECK(returns(g1) == std::array<double, 2>{1, -1});
    const auto g2 = win_after_take<jacoby_rules>(variants_gammon_position());
    CHECK(g2.last_game() == bg::game_result{0, win_kind::gammon, 4});
    CHECK(returns(g2) == std::array<double, 2>{4, -4});
}

TEST_CASE("BG-14.1 Jacoby: a backgammon with the cube at 1 scores 1; after a take it scores 6") {
    const auto b1 = win_without_cube<jacoby_rules>(variants_backgammon_position());
    CHECK(b1.last_game() == bg::game_result{0, win_kind::backgammon, 1});
    const auto b2 = win_after_take<jacoby_rules>(variants_backgammon_position());
    CHECK(b2.last_game() == bg::game_result{0, win_kind::backgammon, 6});
}

TEST_CASE("BG-14.1 Jacoby: single games and player 1's wins") {
    CHECK(returns(win_without_cube<jacoby_rules>(variants_single_position())) == std::array<double, 2>{1, -1});
    CHECK(returns(win_after_take<jacoby_rules>(variants_single_position())) == std::array<double, 2>{2, -2});
    auto made = bg::from_position<jacoby_rules>(variants_gammon_position_for_1(), dice{6, 1});
    REQUIRE(made.has_value());
    const auto end = variants_play_first(*made);
    CHECK(returns(end) == std::array<double, 2>{-1, 1});
}

TEST_CASE("BG-14.1 without Jacoby the same gammon at cube 1 scores 2") {
    const auto g = win_without_cube<money_rules>(variants_gammon_position());
    CHECK(returns(g) == std::array<double, 2>{2, -2});
}

TEST_CASE("BG-14.2 Jacoby has no effect with the cube off") {
    const auto g = win_without_cube<jacoby_cubeless_rules>(variants_gammon_position());
    CHECK(g.last_game() == bg::game_result{0, win_kind::gammon, 2});
    const auto b = win_without_cube<jacoby_cubeless_rules>(variants_backgammon_position());
    CHECK(b.last_game() == bg::game_result{0, win_kind::backgammon, 3});
}

TEST_CASE("BG-14.2 Jacoby has no effect with win_loss scoring") {
    CHECK(returns(win_without_cube<jacoby_win_loss_rules>(variants_gammon_position())) == std::array<double, 2>{1, -1});
    CHECK(returns(win_without_cube<jacoby_win_loss_cube_rules>(variants_gammon_position())) == std::array<double, 2>{1, -1});
    CHECK(returns(win_after_take<jacoby_win_loss_cube_rules>(variants_gammon_position())) == std::array<double, 2>{2, -2});
    CHECK(returns(win_after_take<jacoby_win_loss_cube_rules>(variants_backgammon_position())) == std::array<double, 2>{2, -2});
}

// ------------------------------------------------------------------ BG-15

TEST_CASE("BG-15.1 BG-2.1 standard start") {
    const state<source_rules> s;
    for (player_id p = 0; p < 2; ++p) check_side<source_rules>(s.board(), p, {{24, 2}, {13, 5}, {8, 3}, {6, 5}});
    CHECK(bg::to_position_id(s.board()) == "4HPwATDgc/ABMA");
    CHECK(state<source_rules>::checkers == 15);
}

TEST_CASE("BG-15.2 nackgammon start: 24:2 23:2 13:4 8:3 6:4 each, Position ID 4Dl4ADbgOXgANg") {
    const state<bg::nackgammon_rules> s;
    for (player_id p = 0; p < 2; ++p)
        check_side<bg::nackgammon_rules>(s.board(), p, {{24, 2}, {23, 2}, {13, 4}, {8, 3}, {6, 4}});
    CHECK(s.board().in_play(0) == 15);
    CHECK(s.board().in_play(1) == 15);
    CHECK(state<bg::nackgammon_rules>::checkers == 15);
    CHECK(bg::to_position_id(s.board()) == "4Dl4ADbgOXgANg");
    CHECK(bg::position_error(s.board(), 15).empty());
    const auto parsed = bg::parse_position_id("4Dl4ADbgOXgANg", 0, 15);
    REQUIRE(parsed.has_value());
    CHECK(parsed->checkers == s.board().checkers);
    CHECK(s.phase() == phase::opening_roll);
}

TEST_CASE("BG-15.3 hypergammon start: N = 3, one checker on each of 24, 23, 22, Position ID AACgAgAAKgAAAA") {
    const state<bg::hypergammon_rules> s;
    CHECK(state<bg::hypergammon_rules>::checkers == 3);
    CHECK(bg::checkers_per_player<bg::hypergammon_rules> == 3);
    for (player_id p = 0; p < 2; ++p) check_side<bg::hypergammon_rules>(s.board(), p, {{24, 1}, {23, 1}, {22, 1}});
    CHECK(s.board().in_play(0) == 3);
    CHECK(s.board().in_play(1) == 3);
    CHECK(bg::to_position_id(s.board()) == "AACgAgAAKgAAAA");
    CHECK(bg::position_error(s.board(), 3).empty());
    const auto parsed = bg::parse_position_id("AACgAgAAKgAAAA", 0, 3);
    REQUIRE(parsed.has_value());
    CHECK(parsed->checkers == s.board().checkers);
}

TEST_CASE("BG-15.2 nackgammon: other rules unchanged (opening roll, 30 outcomes, a play)") {
    const state<bg::nackgammon_rules> s;
    CHECK(chance_outcomes(s).size() == 30);
    const auto next = play(s, dice{6, 5});
    CHECK(next.phase() == phase::playing);
    CHECK(legal_moves(next) == bg::legal_plays(next.board(), dice{6, 5}));
    CHECK(!legal_moves(next).front().is_pass());
}

TEST_CASE("BG-15.2 random nackgammon games end with the winner having borne off 15") {
    check_random_games<bg::nackgammon_rules>(100);
    check_random_games<nackgammon_money_rules>(100);
}

TEST_CASE("BG-15.3 random hypergammon games end with the winner having borne off 3") {
    check_random_games<bg::hypergammon_rules>(200);
    check_random_games<hypergammon_money_rules>(200);
}

TEST_CASE("BG-15.1 BG-10.1 random standard games: points agree with the kind of win and the cube") {
    check_random_games<source_rules>(100);
    check_random_games<money_rules>(200);
}

TEST_CASE("BG-15.3 BG-8.4 hypergammon: bearing off the 3 checkers wins; gammons as in BG-8.4") {
    const auto single = win_without_cube<hypergammon_money_rules>(variants_single_position(3));
    CHECK(single.last_game() == bg::game_result{0, win_kind::single, 1});
    const auto gammon = win_without_cube<hypergammon_money_rules>(variants_gammon_position(3));
    CHECK(gammon.last_game() == bg::game_result{0, win_kind::gammon, 2});
    CHECK(gammon.board().at(0, bg::off_point) == 3);
    const auto backgammon = win_without_cube<hypergammon_money_rules>(variants_backgammon_position(3));
    CHECK(backgammon.last_game() == bg::game_result{0, win_kind::backgammon, 3});
    const auto plain = win_without_cube<bg::hypergammon_rules>(variants_gammon_position(3));
    CHECK(returns(plain) == std::array<double, 2>{1, -1});
    CHECK(plain.last_game().kind == win_kind::gammon);
}

TEST_CASE("BG-15.3 hypergammon: the game is not over while one of the 3 checkers is left") {
    const position pos = make_position({{2, 1}, {1, 1}}, {{12, 3}}, 0, 3);
    auto made = bg::from_position<bg::hypergammon_rules>(pos, dice{2, 1});
    REQUIRE(made.has_value());
    int wins = 0;
    for (const move& m : legal_moves(*made)) {
        const auto next = play(*made, m);
        if (is_terminal(next)) ++wins;
        else CHECK(next.board().at(0, bg::off_point) == 2);
    }
    CHECK(wins == 1);
    CHECK(legal_moves(*made).size() == 2);
}
