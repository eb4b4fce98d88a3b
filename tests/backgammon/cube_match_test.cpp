// The end of a game, chance nodes, scoring, the doubling cube, beavers and
// match play (RULES.md BG-8 to BG-13, BG-21).
//
// Situations are reached by playing moves and chance outcomes from a fresh
// state, or from a hand-built position (from_position) when a game has to end
// at once. Match scores are reached by seeded random games that are replayed
// with the next seed until the game ends as the test needs.
#include <arbiter/backgammon/apply.hpp>
#include <arbiter/backgammon/generate.hpp>
#include <arbiter/backgammon/position_id.hpp>
#include <arbiter/backgammon/xgid.hpp>
#include <arbiter/core.hpp>

#include <doctest/doctest.h>

#include "helpers.hpp"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <random>
#include <tuple>
#include <utility>

namespace {

namespace bg = arbiter::backgammon;
using arbiter::player_id;
using bg::dice;
using cube_money_rules = bg_test::money_without_resign;  // the cube alone (helpers.hpp)
using bg::move;
using bg::phase;
using bg::position;
using bg::source_rules;
using bg::state;
using bg::win_kind;
using bg_test::beaver_cube2_rules;
using bg_test::beaver_rules;
using bg_test::cube4_rules;
using bg_test::jacoby_rules;
using bg_test::make_position;
using bg_test::no_crawford_rules;

struct one_beaver_rules : cube_money_rules {
    static constexpr unsigned beavers = 1;
};
struct beaver_cube4_rules : beaver_rules {
    static constexpr unsigned max_cube = 4;
};
struct gammons_cubeless_rules : source_rules {
    static constexpr bg::scoring_rule scoring = bg::scoring_rule::gammons;
};
struct win_loss_cube_rules : source_rules {
    static constexpr bool cube = true;
};

using bg_test::points;

// Player 0 (on roll) bears off his last checker with any roll. Player 1 has
// borne off none and has nothing in player 0's home board: a gammon.
position gammon_position() { return make_position({{1, 1}}, {{12, 15}}, 0); }
// The same with one loser checker in the winner's home board: a backgammon.
position backgammon_position() { return make_position({{1, 1}}, {{12, 14}, {20, 1}}, 0); }
// The same with one loser checker on the bar: a backgammon.
position backgammon_bar_position() { return make_position({{1, 1}}, {{12, 14}, {25, 1}}, 0); }
// The loser has borne off one checker: a single game.
position single_position() { return make_position({{1, 1}}, {{12, 14}}, 0); }
// Player 1 on roll wins a gammon.
position gammon_position_for_1() { return make_position({{12, 15}}, {{1, 1}}, 1); }

template <class R>
state<R> cube_at_play(const position& pos, dice roll) {
    auto made = bg::from_position<R>(pos, roll);
    REQUIRE(made.has_value());
    REQUIRE(made->phase() == phase::playing);
    return *made;
}

template <class R>
state<R> at_turn_start(const position& pos) {
    auto made = bg::from_position<R>(pos);
    REQUIRE(made.has_value());
    return *made;
}

// Plays the first legal play (the list is never empty, BG-7.6).
template <class R>
state<R> play_first(const state<R>& s) {
    REQUIRE(s.phase() == phase::playing);
    const auto plays = legal_moves(s);
    REQUIRE(!plays.empty());
    return play(s, plays.front());
}

// The opening roll and the starter's first play.
template <class R>
state<R> opening(const state<R>& s, dice d) {
    REQUIRE(s.phase() == phase::opening_roll);
    return play_first(play(s, d));
}

// A later turn without a double: `roll` if there is a cube decision, the
// dice, the first play.
template <class R>
state<R> turn(state<R> s, dice d) {
    if (s.phase() == phase::cube_decision) s = play(s, move::roll());
    REQUIRE(s.phase() == phase::rolling);
    return play_first(play(s, d));
}

template <class R>
state<R> must_play(const state<R>& s, const move& m) {
    auto next = try_play(s, m);
    REQUIRE(next.has_value());
    return *next;
}

// Cube choices for random games.
struct never_double {
    template <class R>
    move operator()(const state<R>& s) {
        if (s.phase() == phase::cube_decision) {
            ++cube_decisions;
            return move::roll();
        }
        return move::take();
    }
    int cube_decisions = 0;
};

// Player `doubler` doubles at his first cube decision; every offer is taken;
// nobody doubles again.
struct double_once {
    player_id doubler = 0;
    bool done = false;
    template <class R>
    move operator()(const state<R>& s) {
        if (s.phase() == phase::cube_decision) {
            if (!done && s.player_on_roll() == doubler) {
                done = true;
                return move::double_offer();
            }
            return move::roll();
        }
        return move::take();
    }
};

// Plays the current game of `s` to its end (the next game of a match, or the
// terminal state) with random plays and the given cube choices.
template <class R, class Cube>
state<R> play_out_game(state<R> s, std::uint64_t seed, Cube& cube) {
    std::mt19937_64 rng{seed};
    const int games = s.games_played();
    while (!is_terminal(s) && s.games_played() == games) {
        if (current_player(s) == arbiter::chance_player) {
            s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
        } else if (s.phase() == phase::playing) {
            const auto plays = legal_moves(s);
            s = play(s, plays[static_cast<std::size_t>(arbiter::uniform_below(rng, plays.size()))]);
        } else {
            const move m = cube(s);
            REQUIRE(legal_moves(s).contains(m));
            s = play(s, m);
        }
    }
    return s;
}

// Replays the current game with seeds 1, 2, ... until it ends with the
// winner and points wanted; `cube_out` receives the cube chooser of that game.
template <class R, class Cube = never_double>
state<R> game_won_by(const state<R>& s, player_id winner, int pts, Cube cube = {}, Cube* cube_out = nullptr) {
    for (std::uint64_t seed = 1; seed <= 5000; ++seed) {
        Cube c = cube;
        const state<R> next = play_out_game(s, seed, c);
        if (next.last_game().winner == winner && next.last_game().points == pts &&
            next.games_played() == s.games_played() + 1) {
            if (cube_out) *cube_out = c;
            return next;
        }
    }
    FAIL("no seed up to 5000 gives the wanted game");
    return s;
}

template <class R>
void check_fresh_game(const state<R>& s) {
    CHECK(s.phase() == phase::opening_roll);
    CHECK(s.board().checkers == bg::start_position_of<R>().checkers);
    CHECK(s.cube_value() == 1);
    CHECK(s.cube_owner() == -1);
    CHECK(s.beaver_count() == 0);
    CHECK(!is_terminal(s));
    CHECK(returns(s) == std::array<double, 2>{0, 0});
}

}  // namespace

// ------------------------------------------------------------------ BG-8

TEST_CASE("BG-8.1 the game ends when the last checker is borne off, in the middle of a play") {
    // Player 0: 2:1 1:2; 5-5 plays three numbers and wins; the fourth is forfeited (BG-6.6).
    const position pos = make_position({{2, 1}, {1, 2}}, {{12, 15}}, 0);
    const state<source_rules> s = cube_at_play<source_rules>(pos, dice{5, 5});
    const auto plays = legal_moves(s);
    REQUIRE(plays.size() == 1);
    CHECK(plays.front().size() == 3);
    const state<source_rules> end = play(s, plays.front());
    CHECK(is_terminal(end));
    CHECK(end.phase() == phase::over);
    CHECK(current_player(end) == arbiter::terminal_player);
    CHECK(end.board().at(0, bg::off_point) == 15);
    CHECK(end.last_game().winner == 0);
    CHECK(legal_moves(end).empty());
    CHECK(chance_outcomes(end).empty());
}

TEST_CASE("BG-8.1 the game goes on while a checker is left") {
    // 2-1 with 2:1 1:1 has two plays: win, or 2/1/off leaving one checker (BG-20.39).
    const position pos = make_position({{2, 1}, {1, 1}}, {{12, 15}}, 0);
    const state<source_rules> s = cube_at_play<source_rules>(pos, dice{2, 1});
    int wins = 0;
    int continues = 0;
    for (const move& m : legal_moves(s)) {
        const state<source_rules> next = play(s, m);
        if (is_terminal(next)) {
            ++wins;
        } else {
            ++continues;
            CHECK(next.player_on_roll() == 1);
            CHECK(next.phase() == phase::rolling);
            CHECK(returns(next) == std::array<double, 2>{0, 0});
        }
    }
    CHECK(wins == 1);
    CHECK(continues == 1);
}

TEST_CASE("BG-8.2 random games end with one winner and no draw") {
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        std::mt19937_64 rng{seed};
        const auto end = arbiter::random_playout(state<source_rules>{}, rng);
        REQUIRE(is_terminal(end));
        const player_id w = end.last_game().winner;
        REQUIRE((w == 0 || w == 1));
        CHECK(end.board().at(w, bg::off_point) == 15);
        CHECK(end.board().at(bg::opponent(w), bg::off_point) < 15);
        const auto r = returns(end);
        CHECK(r[static_cast<std::size_t>(w)] == 1);
        CHECK(r[static_cast<std::size_t>(bg::opponent(w))] == -1);
    }
}

TEST_CASE("BG-8.3 default result is +1 for the winner and -1 for the loser, gammon or not") {
    for (const position& pos : {gammon_position(), backgammon_position(), single_position()}) {
        const auto end = play_first(cube_at_play<source_rules>(pos, dice{2, 1}));
        REQUIRE(is_terminal(end));
        CHECK(returns(end) == std::array<double, 2>{1, -1});
        CHECK(end.last_game().points == 1);
    }
    const auto end1 = play_first(cube_at_play<source_rules>(gammon_position_for_1(), dice{6, 3}));
    REQUIRE(is_terminal(end1));
    CHECK(returns(end1) == std::array<double, 2>{-1, 1});
    CHECK(end1.last_game().winner == 1);
}

TEST_CASE("BG-8.3 returns are zero before the end") {
    state<source_rules> s;
    CHECK(returns(s) == std::array<double, 2>{0, 0});
    s = opening(s, dice{3, 1});
    CHECK(returns(s) == std::array<double, 2>{0, 0});
}

TEST_CASE("BG-8.4 kind of win: single, gammon, backgammon (bar or winner's home board)") {
    CHECK(bg::kind_of_win(gammon_position(), 0) == win_kind::gammon);
    CHECK(bg::kind_of_win(backgammon_position(), 0) == win_kind::backgammon);
    CHECK(bg::kind_of_win(backgammon_bar_position(), 0) == win_kind::backgammon);
    CHECK(bg::kind_of_win(single_position(), 0) == win_kind::single);
    // A borne-off checker makes it single even with a checker in the home board.
    CHECK(bg::kind_of_win(make_position({{1, 1}}, {{12, 13}, {20, 1}}, 0), 0) == win_kind::single);
    // The loser's point 18 is outside the winner's home board: gammon.
    CHECK(bg::kind_of_win(make_position({{1, 1}}, {{12, 14}, {18, 1}}, 0), 0) == win_kind::gammon);
    // The loser's point 19 is inside it: backgammon.
    CHECK(bg::kind_of_win(make_position({{1, 1}}, {{12, 14}, {19, 1}}, 0), 0) == win_kind::backgammon);
}

TEST_CASE("BG-8.4 the kind is reported in the default ruleset too") {
    const auto g = play_first(cube_at_play<source_rules>(gammon_position(), dice{2, 1}));
    CHECK(g.last_game() == bg::game_result{0, win_kind::gammon, 1});
    const auto b = play_first(cube_at_play<source_rules>(backgammon_position(), dice{2, 1}));
    CHECK(b.last_game() == bg::game_result{0, win_kind::backgammon, 1});
    const auto s1 = play_first(cube_at_play<source_rules>(single_position(), dice{2, 1}));
    CHECK(s1.last_game() == bg::game_result{0, win_kind::single, 1});
}

// ------------------------------------------------------------------ BG-9

TEST_CASE("BG-9.2 the opening roll has 30 outcomes of 1/30 each, summing to exactly 1") {
    const state<cube_money_rules> s;
    CHECK(current_player(s) == arbiter::chance_player);
    const auto outcomes = chance_outcomes(s);
    REQUIRE(outcomes.size() == 30);
    arbiter::rational total{0};
    int zero_starts = 0;
    for (const auto& o : outcomes) {
        CHECK(o.chance == arbiter::rational{1, 30});
        CHECK(o.outcome.first != o.outcome.second);
        CHECK(o.outcome.first >= 1);
        CHECK(o.outcome.first <= 6);
        CHECK(o.outcome.second >= 1);
        CHECK(o.outcome.second <= 6);
        total += o.chance;
        if (o.outcome.first > o.outcome.second) ++zero_starts;
    }
    CHECK(total == arbiter::rational{1});
    CHECK(zero_starts == 15);  // each player starts with probability 1/2
    for (std::size_t i = 0; i < outcomes.size(); ++i)
        for (std::size_t j = i + 1; j < outcomes.size(); ++j) CHECK(!(outcomes[i].outcome == outcomes[j].outcome));
}

TEST_CASE("BG-9.2 BG-3.1 the higher die starts and plays both numbers") {
    const state<cube_money_rules> s;
    for (const auto& o : chance_outcomes(s)) {
        const auto [a, b] = std::pair{o.outcome.first, o.outcome.second};
        const state<cube_money_rules> next = play(s, o.outcome);
        CHECK(next.phase() == phase::playing);
        const player_id starter = a > b ? 0 : 1;
        CHECK(next.player_on_roll() == starter);
        CHECK(current_player(next) == starter);
        const std::uint8_t hi = a > b ? a : b;
        const std::uint8_t lo = a > b ? b : a;
        CHECK(next.roll() == dice{hi, lo});
        CHECK(legal_moves(next) == bg::legal_plays(next.board(), dice{hi, lo}));
    }
    // 3:1 player 0 starts with 3-1; 1:3 player 1 starts with 3-1.
    CHECK(play(s, dice{3, 1}).player_on_roll() == 0);
    CHECK(play(s, dice{1, 3}).player_on_roll() == 1);
    CHECK(play(s, dice{1, 3}).roll() == dice{3, 1});
    CHECK(!try_play(s, dice{4, 4}).has_value());  // never doubles
}

TEST_CASE("BG-9.3 later rolls: 21 outcomes, doubles 1/36, others 2/36, summing to 1") {
    const state<cube_money_rules> s = play(opening(state<cube_money_rules>{}, dice{3, 1}), move::roll());
    REQUIRE(s.phase() == phase::rolling);
    CHECK(current_player(s) == arbiter::chance_player);
    const auto outcomes = chance_outcomes(s);
    REQUIRE(outcomes.size() == 21);
    arbiter::rational total{0};
    int doubles = 0;
    for (const auto& o : outcomes) {
        CHECK(o.outcome.first >= o.outcome.second);  // larger die first
        CHECK(o.outcome.second >= 1);
        CHECK(o.outcome.first <= 6);
        if (o.outcome.is_double()) {
            ++doubles;
            CHECK(o.chance == arbiter::rational{1, 36});
        } else {
            CHECK(o.chance == arbiter::rational{2, 36});
        }
        total += o.chance;
    }
    CHECK(doubles == 6);
    CHECK(total == arbiter::rational{1});
    for (std::size_t i = 0; i < outcomes.size(); ++i)
        for (std::size_t j = i + 1; j < outcomes.size(); ++j) CHECK(!(outcomes[i].outcome == outcomes[j].outcome));
    // The order of the dice has no effect.
    const state<cube_money_rules> a = play(s, dice{2, 5});
    const state<cube_money_rules> b = play(s, dice{5, 2});
    CHECK(a == b);
    CHECK(a.roll() == dice{5, 2});
    CHECK(a.player_on_roll() == 1);
}

TEST_CASE("BG-9.4 BG-3.2 node sequence of a money game") {
    state<cube_money_rules> s;
    CHECK(s.phase() == phase::opening_roll);
    CHECK(current_player(s) == arbiter::chance_player);
    s = play(s, dice{3, 1});  // player 0 starts
    CHECK(s.phase() == phase::playing);
    CHECK(current_player(s) == 0);
    s = play_first(s);
    // Player 1's turn: cube decision, roll, play.
    CHECK(s.phase() == phase::cube_decision);
    CHECK(current_player(s) == 1);
    CHECK(legal_moves(s) == bg::move_list{move::roll(), move::double_offer()});
    CHECK(chance_outcomes(s).empty());
    s = play(s, move::roll());
    CHECK(s.phase() == phase::rolling);
    CHECK(current_player(s) == arbiter::chance_player);
    CHECK(legal_moves(s).empty());
    s = play(s, dice{6, 4});
    CHECK(s.phase() == phase::playing);
    CHECK(current_player(s) == 1);
    s = play_first(s);
    // Player 0's turn: he doubles; player 1 responds; then the roll.
    CHECK(s.phase() == phase::cube_decision);
    CHECK(current_player(s) == 0);
    s = play(s, move::double_offer());
    CHECK(s.phase() == phase::responding);
    CHECK(current_player(s) == 1);
    CHECK(s.player_on_roll() == 0);
    CHECK(legal_moves(s) == bg::move_list{move::take(), move::drop()});
    const state<cube_money_rules> dropped = play(s, move::drop());
    CHECK(dropped.phase() == phase::over);
    CHECK(current_player(dropped) == arbiter::terminal_player);
    s = play(s, move::take());
    CHECK(s.phase() == phase::rolling);
    CHECK(current_player(s) == arbiter::chance_player);
    s = play(s, dice{5, 5});
    CHECK(s.phase() == phase::playing);
    CHECK(current_player(s) == 0);
    s = play_first(s);
    // Player 1 owns the cube: his turn starts with a cube decision.
    CHECK(s.phase() == phase::cube_decision);
    CHECK(current_player(s) == 1);
}

TEST_CASE("BG-9.4 BG-9.6 node sequence without the cube: roll, play") {
    state<source_rules> s;
    s = play(s, dice{1, 3});  // player 1 starts
    CHECK(current_player(s) == 1);
    s = play_first(s);
    for (int t = 0; t < 6; ++t) {
        CHECK(s.phase() == phase::rolling);
        CHECK(current_player(s) == arbiter::chance_player);
        const player_id mover = s.player_on_roll();
        CHECK(mover == (t % 2 == 0 ? 0 : 1));
        s = play(s, dice{2, 1});
        CHECK(current_player(s) == mover);
        s = play_first(s);
    }
    CHECK(!try_play(s, move::double_offer()).has_value());
    CHECK(!try_play(s, move::roll()).has_value());
}

TEST_CASE("BG-9.6 no cube decision when the opponent owns the cube") {
    state<cube_money_rules> s = opening(state<cube_money_rules>{}, dice{1, 3});  // player 1 started
    REQUIRE(s.phase() == phase::cube_decision);
    REQUIRE(s.player_on_roll() == 0);
    s = must_play(s, move::double_offer());
    s = must_play(s, move::take());  // player 1 owns 2
    s = play_first(play(s, dice{4, 2}));
    CHECK(s.player_on_roll() == 1);
    CHECK(s.phase() == phase::cube_decision);  // owner
    s = turn(s, dice{6, 5});
    CHECK(s.player_on_roll() == 0);
    CHECK(s.phase() == phase::rolling);  // not the owner: straight to the roll
    CHECK(!bg::may_double(s));
    CHECK(!try_play(s, move::double_offer()).has_value());
}

// ------------------------------------------------------------------ BG-10

TEST_CASE("BG-10.1 gammons scoring: single 1, gammon 2, backgammon 3") {
    const auto single = play_first(cube_at_play<cube_money_rules>(single_position(), dice{2, 1}));
    CHECK(single.last_game() == bg::game_result{0, win_kind::single, 1});
    CHECK(returns(single) == std::array<double, 2>{1, -1});
    const auto gammon = play_first(cube_at_play<cube_money_rules>(gammon_position(), dice{2, 1}));
    CHECK(gammon.last_game() == bg::game_result{0, win_kind::gammon, 2});
    CHECK(returns(gammon) == std::array<double, 2>{2, -2});
    const auto backgammon = play_first(cube_at_play<cube_money_rules>(backgammon_position(), dice{2, 1}));
    CHECK(backgammon.last_game() == bg::game_result{0, win_kind::backgammon, 3});
    CHECK(returns(backgammon) == std::array<double, 2>{3, -3});
    const auto bar = play_first(cube_at_play<cube_money_rules>(backgammon_bar_position(), dice{2, 1}));
    CHECK(returns(bar) == std::array<double, 2>{3, -3});
    const auto gammon1 = play_first(cube_at_play<cube_money_rules>(gammon_position_for_1(), dice{6, 3}));
    CHECK(returns(gammon1) == std::array<double, 2>{-2, 2});
}

TEST_CASE("BG-10.1 gammons count with the cube off (value 1)") {
    const auto gammon = play_first(cube_at_play<gammons_cubeless_rules>(gammon_position(), dice{2, 1}));
    CHECK(returns(gammon) == std::array<double, 2>{2, -2});
    const auto backgammon = play_first(cube_at_play<gammons_cubeless_rules>(backgammon_position(), dice{2, 1}));
    CHECK(returns(backgammon) == std::array<double, 2>{3, -3});
    const auto s = at_turn_start<gammons_cubeless_rules>(gammon_position());
    CHECK(s.phase() == phase::rolling);  // no cube
}

TEST_CASE("BG-10.1 BG-21.4 gammon and backgammon are multiplied by the cube") {
    for (const auto& [pos, kind, pts] : {std::tuple{gammon_position(), win_kind::gammon, 4},
                                         std::tuple{backgammon_position(), win_kind::backgammon, 6},
                                         std::tuple{single_position(), win_kind::single, 2}}) {
        state<cube_money_rules> s = at_turn_start<cube_money_rules>(pos);
        REQUIRE(s.phase() == phase::cube_decision);
        s = must_play(s, move::double_offer());
        s = must_play(s, move::take());
        CHECK(s.cube_value() == 2);
        const auto end = play_first(play(s, dice{2, 1}));
        REQUIRE(is_terminal(end));
        CHECK(end.last_game() == bg::game_result{0, kind, pts});
        CHECK(returns(end) == std::array<double, 2>{static_cast<double>(pts), -static_cast<double>(pts)});
    }
}

TEST_CASE("BG-10.2 BG-21.1 a dropped double is worth the cube before the offer, never a gammon") {
    // Player 0 is about to win a gammon, doubles, and player 1 drops.
    state<cube_money_rules> s = at_turn_start<cube_money_rules>(gammon_position());
    REQUIRE(s.phase() == phase::cube_decision);
    s = must_play(s, move::double_offer());
    const auto end = must_play(s, move::drop());
    REQUIRE(is_terminal(end));
    CHECK(end.last_game() == bg::game_result{0, win_kind::drop, 1});
    CHECK(returns(end) == std::array<double, 2>{1, -1});
    CHECK(end.cube_value() == 1);
}

TEST_CASE("BG-10.2 BG-21.1 drop at the start of a game: player 0 wins 1") {
    state<cube_money_rules> s = opening(state<cube_money_rules>{}, dice{1, 3});
    REQUIRE(s.player_on_roll() == 0);
    s = must_play(s, move::double_offer());
    const auto end = must_play(s, move::drop());
    CHECK(end.last_game() == bg::game_result{0, win_kind::drop, 1});
    CHECK(returns(end) == std::array<double, 2>{1, -1});
}

TEST_CASE("BG-10.3 win_loss with the cube: every win is worth the cube value") {
    // Without a double: a gammon is worth 1.
    const auto plain = play_first(cube_at_play<win_loss_cube_rules>(gammon_position(), dice{2, 1}));
    CHECK(returns(plain) == std::array<double, 2>{1, -1});
    CHECK(plain.last_game().kind == win_kind::gammon);
    // After double and take: a gammon and a backgammon are worth 2.
    for (const position& pos : {gammon_position(), backgammon_position(), single_position()}) {
        state<win_loss_cube_rules> s = at_turn_start<win_loss_cube_rules>(pos);
        REQUIRE(s.phase() == phase::cube_decision);
        s = must_play(must_play(s, move::double_offer()), move::take());
        const auto end = play_first(play(s, dice{2, 1}));
        CHECK(returns(end) == std::array<double, 2>{2, -2});
    }
    // A drop is worth the cube before the offer.
    state<win_loss_cube_rules> s = at_turn_start<win_loss_cube_rules>(gammon_position());
    REQUIRE(s.phase() == phase::cube_decision);
    const auto dropped = must_play(must_play(s, move::double_offer()), move::drop());
    CHECK(dropped.last_game() == bg::game_result{0, win_kind::drop, 1});
    CHECK(returns(dropped) == std::array<double, 2>{1, -1});
}

// ------------------------------------------------------------------ BG-11

TEST_CASE("BG-11.1 the cube starts at 1, centred") {
    const state<cube_money_rules> s;
    CHECK(s.cube_value() == 1);
    CHECK(s.cube_owner() == -1);
    const state<source_rules> t;
    CHECK(t.cube_value() == 1);
    CHECK(t.cube_owner() == -1);
}

TEST_CASE("BG-11.2 BG-3.3 no double before the first play") {
    const state<cube_money_rules> s = play(state<cube_money_rules>{}, dice{5, 2});
    CHECK(s.phase() == phase::playing);
    CHECK(!try_play(s, move::double_offer()).has_value());
    for (const move& m : legal_moves(s)) CHECK(m.is_play());
    CHECK(!try_play(state<cube_money_rules>{}, move::double_offer()).has_value());
}

TEST_CASE("BG-11.2 the player on roll may double while the cube is centred") {
    state<cube_money_rules> s = opening(state<cube_money_rules>{}, dice{5, 2});
    CHECK(s.phase() == phase::cube_decision);
    CHECK(s.player_on_roll() == 1);
    CHECK(bg::may_double(s));
    s = turn(s, dice{4, 3});  // player 1 rolls instead
    CHECK(s.phase() == phase::cube_decision);
    CHECK(s.player_on_roll() == 0);
    CHECK(legal_moves(s) == bg::move_list{move::roll(), move::double_offer()});
}

TEST_CASE("BG-11.2 no double at the roll or play decision (only before rolling)") {
    state<cube_money_rules> s = opening(state<cube_money_rules>{}, dice{5, 2});
    s = must_play(s, move::roll());
    CHECK(!try_play(s, move::double_offer()).has_value());
    s = play(s, dice{3, 3});
    CHECK(!try_play(s, move::double_offer()).has_value());
    CHECK(!legal_moves(s).contains(move::double_offer()));
}

TEST_CASE("BG-11.2 cube off: no cube move is ever legal") {
    state<source_rules> s = opening(state<source_rules>{}, dice{5, 2});
    CHECK(!bg::may_double(s));
    CHECK(s.phase() == phase::rolling);
    CHECK(!try_play(s, move::double_offer()).has_value());
    CHECK(!try_play(s, move::take()).has_value());
    CHECK(!try_play(s, move::drop()).has_value());
}

TEST_CASE("BG-11.3 take doubles the cube and passes ownership; the doubler rolls") {
    state<cube_money_rules> s = opening(state<cube_money_rules>{}, dice{1, 3});
    REQUIRE(s.player_on_roll() == 0);
    s = must_play(s, move::double_offer());
    CHECK(s.cube_value() == 1);  // not yet
    CHECK(s.responder() == 1);
    s = must_play(s, move::take());
    CHECK(s.cube_value() == 2);
    CHECK(s.cube_owner() == 1);
    CHECK(s.phase() == phase::rolling);
    CHECK(s.player_on_roll() == 0);
    CHECK(!is_terminal(s));
}

TEST_CASE("BG-11.3 drop ends the game; the doubler wins the cube before the offer") {
    state<cube_money_rules> s = opening(state<cube_money_rules>{}, dice{3, 1});
    REQUIRE(s.player_on_roll() == 1);
    s = must_play(s, move::double_offer());
    const auto end = must_play(s, move::drop());
    CHECK(is_terminal(end));
    CHECK(end.last_game() == bg::game_result{1, win_kind::drop, 1});
    CHECK(returns(end) == std::array<double, 2>{-1, 1});
}

TEST_CASE("BG-11.4 BG-21.2 only the owner redoubles; a take passes ownership; drop of a redouble") {
    state<cube_money_rules> s = opening(state<cube_money_rules>{}, dice{1, 3});
    REQUIRE(s.player_on_roll() == 0);
    s = must_play(must_play(s, move::double_offer()), move::take());  // 2, player 1
    s = play_first(play(s, dice{2, 1}));
    // Player 1 (owner) may redouble.
    REQUIRE(s.phase() == phase::cube_decision);
    REQUIRE(s.player_on_roll() == 1);
    s = turn(s, dice{6, 2});
    // Player 0's later turns: no cube decision until player 1 redoubles.
    CHECK(s.phase() == phase::rolling);
    CHECK(s.player_on_roll() == 0);
    s = play_first(play(s, dice{5, 4}));
    CHECK(s.phase() == phase::cube_decision);
    s = must_play(s, move::double_offer());
    CHECK(s.responder() == 0);
    const auto dropped = must_play(s, move::drop());
    CHECK(dropped.last_game() == bg::game_result{1, win_kind::drop, 2});
    CHECK(returns(dropped) == std::array<double, 2>{-2, 2});
    // Or player 0 takes: 4, owned by player 0, who may redouble at his next turn.
    s = must_play(s, move::take());
    CHECK(s.cube_value() == 4);
    CHECK(s.cube_owner() == 0);
    CHECK(s.player_on_roll() == 1);
    s = play_first(play(s, dice{3, 2}));
    CHECK(s.phase() == phase::cube_decision);
    CHECK(s.player_on_roll() == 0);
    s = must_play(must_play(s, move::double_offer()), move::take());
    CHECK(s.cube_value() == 8);
    CHECK(s.cube_owner() == 1);
}

TEST_CASE("BG-11.5 BG-21.9 no double past max_cube") {
    state<cube4_rules> s = opening(state<cube4_rules>{}, dice{1, 3});
    REQUIRE(s.player_on_roll() == 0);
    s = must_play(must_play(s, move::double_offer()), move::take());  // 2, player 1
    s = play_first(play(s, dice{2, 1}));
    REQUIRE(s.phase() == phase::cube_decision);
    s = must_play(must_play(s, move::double_offer()), move::take());  // 4, player 0
    CHECK(s.cube_value() == 4);
    CHECK(s.cube_owner() == 0);
    s = play_first(play(s, dice{6, 1}));
    // Player 0 owns the cube at max_cube: no cube decision.
    CHECK(s.player_on_roll() == 0);
    CHECK(s.phase() == phase::rolling);
    CHECK(!bg::may_double(s));
    CHECK(!try_play(s, move::double_offer()).has_value());
}

TEST_CASE("BG-11.5 max_cube defaults to 32768") {
    CHECK(cube_money_rules::max_cube == 32768u);
    CHECK(source_rules::max_cube == 32768u);
}

// ------------------------------------------------------------------ BG-12

TEST_CASE("BG-12.1 BG-12.3 no beaver without the policy") {
    state<cube_money_rules> s = opening(state<cube_money_rules>{}, dice{1, 3});
    s = must_play(s, move::double_offer());
    CHECK(legal_moves(s) == bg::move_list{move::take(), move::drop()});
    CHECK(!bg::may_beaver(s));
    CHECK(!try_play(s, move::beaver()).has_value());
}

TEST_CASE("BG-12.3 BG-18.7 BG-21.3 double, beaver, raccoon, take") {
    state<beaver_rules> s = opening(state<beaver_rules>{}, dice{1, 3});
    REQUIRE(s.player_on_roll() == 0);
    s = must_play(s, move::double_offer());  // MBkAAAAAAAAE
    CHECK(s.phase() == phase::responding);
    CHECK(s.cube_value() == 1);
    CHECK(s.cube_owner() == -1);
    CHECK(s.beaver_count() == 0);
    CHECK(s.responder() == 1);
    CHECK(current_player(s) == 1);
    CHECK(legal_moves(s) == bg::move_list{move::take(), move::drop(), move::beaver()});

    const state<beaver_rules> beavered = must_play(s, move::beaver());  // EREAAAAAAAAE
    CHECK(beavered.phase() == phase::responding);
    CHECK(beavered.cube_value() == 2);
    CHECK(beavered.cube_owner() == 1);
    CHECK(beavered.beaver_count() == 1);
    CHECK(beavered.player_on_roll() == 0);
    CHECK(beavered.responder() == 0);
    CHECK(current_player(beavered) == 0);
    CHECK(legal_moves(beavered) == bg::move_list{move::take(), move::drop(), move::beaver()});

    // Had player 0 dropped the beaver, player 1 would win 2.
    const auto drop_beaver = must_play(beavered, move::drop());
    CHECK(drop_beaver.last_game() == bg::game_result{1, win_kind::drop, 2});
    CHECK(returns(drop_beaver) == std::array<double, 2>{-2, 2});

    const state<beaver_rules> raccooned = must_play(beavered, move::beaver());  // EhkAAAAAAAAE
    CHECK(raccooned.phase() == phase::responding);
    CHECK(raccooned.cube_value() == 4);
    CHECK(raccooned.cube_owner() == 1);
    CHECK(raccooned.beaver_count() == 2);
    CHECK(raccooned.player_on_roll() == 0);
    CHECK(raccooned.responder() == 1);
    CHECK(current_player(raccooned) == 1);
    CHECK(legal_moves(raccooned) == bg::move_list{move::take(), move::drop()});  // beavers = 2 used up
    CHECK(!try_play(raccooned, move::beaver()).has_value());

    // Had player 1 dropped the raccoon, player 0 would win 4.
    const auto drop_raccoon = must_play(raccooned, move::drop());
    CHECK(drop_raccoon.last_game() == bg::game_result{0, win_kind::drop, 4});
    CHECK(returns(drop_raccoon) == std::array<double, 2>{4, -4});

    const state<beaver_rules> taken = must_play(raccooned, move::take());  // EwEAAAAAAAAE
    CHECK(taken.phase() == phase::rolling);
    CHECK(taken.cube_value() == 8);
    CHECK(taken.cube_owner() == 1);
    CHECK(taken.beaver_count() == 0);
    CHECK(taken.player_on_roll() == 0);
    CHECK(current_player(taken) == arbiter::chance_player);
}

TEST_CASE("BG-12.3 the beaver count starts at 0 with each offer") {
    state<beaver_rules> s = opening(state<beaver_rules>{}, dice{1, 3});
    s = must_play(must_play(must_play(s, move::double_offer()), move::beaver()), move::take());
    REQUIRE(s.cube_value() == 4);
    REQUIRE(s.cube_owner() == 1);
    s = play_first(play(s, dice{2, 1}));
    REQUIRE(s.player_on_roll() == 1);
    REQUIRE(s.phase() == phase::cube_decision);
    s = must_play(s, move::double_offer());  // offer of 8 by player 1
    CHECK(s.beaver_count() == 0);
    CHECK(s.responder() == 0);
    CHECK(legal_moves(s) == bg::move_list{move::take(), move::drop(), move::beaver()});
    s = must_play(s, move::beaver());
    CHECK(s.cube_value() == 8);
    CHECK(s.cube_owner() == 0);
    CHECK(s.responder() == 1);
}

TEST_CASE("BG-12.1 beavers = 1: beaver, then the doubler takes 4x or drops 2x") {
    state<one_beaver_rules> s = opening(state<one_beaver_rules>{}, dice{1, 3});
    s = must_play(s, move::double_offer());
    REQUIRE(legal_moves(s).contains(move::beaver()));
    s = must_play(s, move::beaver());
    CHECK(legal_moves(s) == bg::move_list{move::take(), move::drop()});  // no raccoon
    const auto dropped = must_play(s, move::drop());
    CHECK(returns(dropped) == std::array<double, 2>{-2, 2});
    const auto taken = must_play(s, move::take());
    CHECK(taken.cube_value() == 4);
    CHECK(taken.cube_owner() == 1);
    CHECK(taken.player_on_roll() == 0);
    CHECK(taken.phase() == phase::rolling);
}

TEST_CASE("BG-12.3 BG-13.5 no beaver in match play") {
    state<beaver_rules> s = opening(state<beaver_rules>{7}, dice{1, 3});
    REQUIRE(s.phase() == phase::cube_decision);
    s = must_play(s, move::double_offer());
    CHECK(legal_moves(s) == bg::move_list{move::take(), move::drop()});
    CHECK(!bg::may_beaver(s));
    CHECK(!try_play(s, move::beaver()).has_value());
}

TEST_CASE("BG-12.3 BG-21.9 no beaver whose offer would exceed max_cube") {
    // max_cube 2: the offer of 2 is allowed, the beaver's offer of 4 is not.
    state<beaver_cube2_rules> s = opening(state<beaver_cube2_rules>{}, dice{1, 3});
    s = must_play(s, move::double_offer());
    CHECK(legal_moves(s) == bg::move_list{move::take(), move::drop()});
    CHECK(!try_play(s, move::beaver()).has_value());
    // max_cube 4: the beaver (offer 4) is allowed, the raccoon (offer 8) is not.
    state<beaver_cube4_rules> t = opening(state<beaver_cube4_rules>{}, dice{1, 3});
    t = must_play(t, move::double_offer());
    CHECK(legal_moves(t) == bg::move_list{move::take(), move::drop(), move::beaver()});
    t = must_play(t, move::beaver());
    CHECK(t.cube_value() == 2);
    CHECK(legal_moves(t) == bg::move_list{move::take(), move::drop()});
    CHECK(!try_play(t, move::beaver()).has_value());
}

// ------------------------------------------------------------------ BG-13

TEST_CASE("BG-13.1 BG-13.6 a match state covers several games and records each") {
    state<cube_money_rules> s{3};
    CHECK(s.match_length() == 3);
    CHECK(s.score(0) == 0);
    CHECK(s.score(1) == 0);
    s = game_won_by(s, 1, 1);
    CHECK(s.games_played() == 1);
    CHECK(s.last_game().winner == 1);
    CHECK(s.last_game().points == 1);
    CHECK(s.score(0) == 0);
    CHECK(s.score(1) == 1);
    check_fresh_game(s);
    // The next game is played in the same state.
    s = game_won_by(s, 0, 1);
    CHECK(s.games_played() == 2);
    CHECK(s.score(0) == 1);
    CHECK(s.score(1) == 1);
    check_fresh_game(s);
    // Player 0 wins a gammon: 3 points, the match.
    s = game_won_by(s, 0, 2);
    CHECK(is_terminal(s));
    CHECK(s.games_played() == 3);
    CHECK(s.score(0) == 3);
    CHECK(s.score(1) == 1);
    CHECK(returns(s) == std::array<double, 2>{1, -1});
    CHECK(s.last_game().kind == win_kind::gammon);
}

TEST_CASE("BG-13.1 BG-13.6 match returns are +1/-1 whatever the last game was worth") {
    // A 1-point match won with a gammon (worth 2): returns stay +/-1.
    const state<cube_money_rules> s = game_won_by(state<cube_money_rules>{1}, 1, 2);
    REQUIRE(is_terminal(s));
    CHECK(s.last_game().kind == win_kind::gammon);
    CHECK(returns(s) == std::array<double, 2>{-1, 1});
    CHECK(s.score(1) >= 1);
    CHECK(s.score(0) == 0);
}

TEST_CASE("BG-13.6 a drop in a match scores the cube and starts the next game") {
    state<cube_money_rules> s = opening(state<cube_money_rules>{5}, dice{1, 3});
    REQUIRE(s.player_on_roll() == 0);
    s = must_play(must_play(s, move::double_offer()), move::take());
    s = play_first(play(s, dice{2, 1}));
    REQUIRE(s.phase() == phase::cube_decision);
    s = must_play(s, move::double_offer());  // player 1 redoubles to 4
    s = must_play(s, move::drop());          // player 1 wins 2
    CHECK(!is_terminal(s));
    CHECK(s.last_game() == bg::game_result{1, win_kind::drop, 2});
    CHECK(s.score(0) == 0);
    CHECK(s.score(1) == 2);
    CHECK(s.games_played() == 1);
    check_fresh_game(s);
    CHECK(!s.is_crawford_game());
}

TEST_CASE("BG-13.2 BG-13.3 BG-21.6 Crawford game after 4-2, then post-Crawford at 4-4") {
    never_double cube;
    state<cube_money_rules> s{5};
    s = game_won_by(s, 0, 2);  // 2-0
    CHECK(!s.is_crawford_game());
    s = game_won_by(s, 0, 1);  // 3-0
    CHECK(!s.is_crawford_game());
    s = game_won_by(s, 1, 2);  // 3-2
    REQUIRE(s.score(0) == 3);
    REQUIRE(s.score(1) == 2);
    CHECK(!s.is_crawford_game());
    // The leader wins a single game: 4-2 and the next game is the Crawford game.
    s = game_won_by(s, 0, 1);
    CHECK(s.score(0) == 4);
    CHECK(s.score(1) == 2);
    CHECK(s.is_crawford_game());
    // In the Crawford game nobody may double (BG-9.6): no cube decision at all.
    {
        state<cube_money_rules> t = opening(s, dice{3, 1});
        CHECK(t.phase() == phase::rolling);
        CHECK(!bg::may_double(t));
        CHECK(!try_play(t, move::double_offer()).has_value());
        t = turn(t, dice{6, 6});
        CHECK(t.phase() == phase::rolling);
    }
    s = game_won_by(s, 1, 2, never_double{}, &cube);  // the trailer wins a gammon: 4-4
    CHECK(cube.cube_decisions == 0);
    CHECK(s.score(0) == 4);
    CHECK(s.score(1) == 4);
    CHECK(!s.is_crawford_game());  // post-Crawford: no second Crawford game
    // Doubling is allowed again.
    const state<cube_money_rules> t = opening(s, dice{3, 1});
    CHECK(t.phase() == phase::cube_decision);
    CHECK(bg::may_double(t));
}

TEST_CASE("BG-13.2 the Crawford game comes only when the score first reaches M-1") {
    never_double cube;
    // 5-point match: 0-2 (no), 0-4 (Crawford), 1-4 (post-Crawford), 2-4 (no).
    state<cube_money_rules> s{5};
    s = game_won_by(s, 1, 2);
    CHECK(!s.is_crawford_game());
    s = game_won_by(s, 1, 2);
    CHECK(s.is_crawford_game());
    s = game_won_by(s, 0, 1);
    REQUIRE(s.score(0) == 1);
    CHECK(!s.is_crawford_game());
    s = game_won_by(s, 0, 1, never_double{}, &cube);
    CHECK(cube.cube_decisions > 0);  // post-Crawford game had cube decisions
    CHECK(!s.is_crawford_game());
    CHECK(s.score(0) == 2);
    CHECK(s.score(1) == 4);
}

TEST_CASE("BG-13.2 a win from below straight to M-1 by a gammon makes the Crawford game") {
    state<cube_money_rules> s{4};
    s = game_won_by(s, 0, 1);  // 1-0
    CHECK(!s.is_crawford_game());
    s = game_won_by(s, 0, 2);  // 3-0 = M-1
    CHECK(s.is_crawford_game());
}

TEST_CASE("BG-13.4 crawford off: doubling is allowed in every game") {
    state<no_crawford_rules> s{3};
    s = game_won_by(s, 0, 2);  // 2-0 = M-1
    REQUIRE(s.score(0) == 2);
    CHECK(!s.is_crawford_game());
    const auto t = opening(s, dice{1, 3});
    CHECK(t.phase() == phase::cube_decision);
    CHECK(bg::may_double(t));
    // With the rule on the same score gives a Crawford game.
    state<cube_money_rules> on{3};
    on = game_won_by(on, 0, 2);
    CHECK(on.is_crawford_game());
}

TEST_CASE("BG-13.3 BG-21.8 a 1-point match has no Crawford game: the cube may be used") {
    const state<cube_money_rules> s{1};
    CHECK(!s.is_crawford_game());
    state<cube_money_rules> t = opening(s, dice{3, 1});
    CHECK(t.phase() == phase::cube_decision);
    CHECK(bg::may_double(t));
    t = must_play(t, move::double_offer());
    const auto end = must_play(t, move::drop());
    CHECK(is_terminal(end));
    CHECK(end.score(1) == 1);
    CHECK(returns(end) == std::array<double, 2>{-1, 1});
}

TEST_CASE("BG-13.1 BG-21.7 5-point match 3-4 post-Crawford: 4 more points win, the surplus does not matter") {
    state<cube_money_rules> s{5};
    s = game_won_by(s, 1, 2);  // 0-2
    s = game_won_by(s, 1, 2);  // 0-4
    REQUIRE(s.is_crawford_game());
    s = game_won_by(s, 0, 2);  // 2-4 (Crawford game)
    CHECK(!s.is_crawford_game());
    s = game_won_by(s, 0, 1);  // 3-4 post-Crawford
    REQUIRE(s.score(0) == 3);
    REQUIRE(s.score(1) == 4);
    CHECK(!s.is_crawford_game());
    // Player 0 doubles, player 1 takes, player 0 wins a gammon: 4 points.
    s = game_won_by(s, 0, 4, double_once{0});
    CHECK(is_terminal(s));
    CHECK(s.last_game() == bg::game_result{0, win_kind::gammon, 4});
    CHECK(s.score(0) >= 5);
    CHECK(s.score(1) == 4);
    CHECK(returns(s) == std::array<double, 2>{1, -1});
}

TEST_CASE("BG-13.5 BG-14.2 the Jacoby rule does not apply in match play") {
    // A gammon with the cube at 1 is worth 2 in a match.
    const state<jacoby_rules> s = game_won_by(state<jacoby_rules>{25}, 0, 2);
    CHECK(s.last_game() == bg::game_result{0, win_kind::gammon, 2});
    CHECK(s.score(0) == 2);
}

TEST_CASE("BG-13.7 match length 0: the game stands alone and ends the state") {
    std::mt19937_64 rng{7};
    const auto end = arbiter::random_playout(state<cube_money_rules>{}, rng);
    CHECK(is_terminal(end));
    CHECK(end.games_played() == 1);
    CHECK(end.score(0) == 0);
    CHECK(end.score(1) == 0);
    const auto r = returns(end);
    CHECK(r[0] == -r[1]);
    CHECK(r[static_cast<std::size_t>(end.last_game().winner)] == end.last_game().points);
}

// ------------------------------------------------------------------ BG-21

TEST_CASE("BG-21.2 after a take the taker's opponent has no cube decision until a redouble") {
    state<cube_money_rules> s = opening(state<cube_money_rules>{}, dice{1, 3});
    s = must_play(must_play(s, move::double_offer()), move::take());
    s = play_first(play(s, dice{2, 1}));
    // Several turns, player 1 never redoubling: player 0 never gets a cube decision.
    const std::array<dice, 6> rolls{dice{6, 5}, dice{4, 2}, dice{5, 3}, dice{3, 1}, dice{6, 2}, dice{5, 1}};
    for (const dice d : rolls) {
        if (s.player_on_roll() == 0) CHECK(s.phase() == phase::rolling);
        else CHECK(s.phase() == phase::cube_decision);
        s = turn(s, d);
    }
}

TEST_CASE("BG-21.4 money play with gammons: gammon 2x cube, backgammon 3x cube, single") {
    const auto g = play_first(cube_at_play<cube_money_rules>(gammon_position(), dice{4, 3}));
    CHECK(returns(g) == std::array<double, 2>{2, -2});
    const auto b = play_first(cube_at_play<cube_money_rules>(backgammon_position(), dice{4, 3}));
    CHECK(returns(b) == std::array<double, 2>{3, -3});
    const auto bar = play_first(cube_at_play<cube_money_rules>(backgammon_bar_position(), dice{4, 3}));
    CHECK(returns(bar) == std::array<double, 2>{3, -3});
    const auto s1 = play_first(cube_at_play<cube_money_rules>(single_position(), dice{4, 3}));
    CHECK(returns(s1) == std::array<double, 2>{1, -1});
}

TEST_CASE("BG-21.9 the cube owned by player 0 at max_cube: no cube decision, and no beaver past it") {
    // Player 0 owns the cube at 4 with max_cube 4.
    state<beaver_cube4_rules> s = opening(state<beaver_cube4_rules>{}, dice{3, 1});
    REQUIRE(s.player_on_roll() == 1);
    s = must_play(must_play(s, move::double_offer()), move::take());  // 2, player 0
    s = play_first(play(s, dice{2, 1}));
    REQUIRE(s.player_on_roll() == 0);
    REQUIRE(s.phase() == phase::cube_decision);
    s = must_play(s, move::double_offer());  // offer 4: allowed
    // A beaver would offer 8 > max_cube.
    CHECK(legal_moves(s) == bg::move_list{move::take(), move::drop()});
    s = must_play(s, move::take());
    CHECK(s.cube_value() == 4);
    CHECK(s.cube_owner() == 1);
    s = play_first(play(s, dice{6, 5}));
    REQUIRE(s.player_on_roll() == 1);
    CHECK(s.phase() == phase::rolling);  // owner at max_cube: no cube decision
}

namespace {

// The error try_play gives for `m`, checking the state is left as it was.
template <class R>
std::string refusal(const state<R>& s, const move& m) {
    const state<R> before = s;
    const auto r = try_play(s, m);
    REQUIRE_FALSE(r.has_value());
    CHECK(s == before);
    return r.error().message;
}

bool says(const std::string& message, const std::string& part) {
    INFO(message);
    return message.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("BG-9.5 BG-11.2 BG-11.4 BG-12.3 BG-13.2 an illegal cube action says which rule it breaks") {
    // no cube in the source rules
    const state<source_rules> plain = play(state<source_rules>{}, dice{3, 1});
    CHECK(says(refusal(plain, move::double_offer()), "BG-0.4"));

    // money: after player 0's first play, player 1 doubles and player 0 takes
    state<cube_money_rules> s = play(state<cube_money_rules>{}, dice{3, 1});
    CHECK(says(refusal(s, move::double_offer()), "before the roll (BG-3.3, BG-11.2)"));
    s = play(s, legal_moves(s).front());
    REQUIRE(s.phase() == phase::cube_decision);
    CHECK(says(refusal(s, move::take()), "is not a move at a cube decision"));
    CHECK(says(refusal(s, move::beaver()), "(BG-9.5)"));
    s = play(s, move::double_offer());
    CHECK(says(refusal(s, move::beaver()), "this ruleset has no beavers (BG-12.1)"));
    CHECK(says(refusal(s, move::roll()), "is not a move at a response to a double"));
    s = play(s, move::take());  // player 0 owns the cube at 2; player 1 rolls
    CHECK(says(refusal(s, move::double_offer()), "nobody decides at a roll of the dice"));
    s = play(s, dice{5, 2});
    CHECK(says(refusal(s, move::double_offer()), "the cube belongs to the other player (BG-11.4)"));

    // the Crawford game (BG-19.5's vector): nobody may double
    const auto crawford = bg::parse_xgid<cube_money_rules>("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:3:6:1:7:10");
    REQUIRE(crawford.has_value());
    const state<cube_money_rules> rolled = play(*crawford, dice{4, 2});
    CHECK(says(refusal(rolled, move::double_offer()), "Crawford game (BG-13.2)"));

    // a beaver that would pass max_cube (BG-12.3)
    state<beaver_cube2_rules> b = play(state<beaver_cube2_rules>{}, dice{3, 1});
    b = play(b, legal_moves(b).front());
    b = play(b, move::double_offer());
    CHECK(says(refusal(b, move::beaver()), "above max_cube 2 (BG-12.3)"));
}
