// The game heuristics the bots share with the tool and the benchmarks
// (include/arbiter/bots/backgammon.hpp, stratego.hpp).

#include <arbiter/bots/backgammon.hpp>
#include <arbiter/bots/stratego.hpp>

#include <doctest/doctest.h>

#include <cmath>
#include <cstddef>
#include <random>

#include "helpers.hpp"

namespace {

using namespace bots_test;
namespace bgb = bots::backgammon;
namespace stb = bots::stratego;

static_assert(bots::bot_for<bgb::greedy, bg::state<bg::money_rules>>);
// The simple Stratego bot takes an observation, never a state.
static_assert(bots::observation_bot<stb::simple, classic>);
static_assert(!bots::state_bot<stb::simple, classic>);

// O (player 0, on roll) has two checkers on his 13 point, the rest off; X has
// a blot on O's 10 point (X's 15) and the rest on X's 1 point. A 3-1 can hit
// (13/10*), or not (13/12/9).
[[nodiscard]] bg::state<bg::source_rules> hit_or_not() {
    bg::position pos;
    pos.checkers[0][13] = 2;
    pos.checkers[1][15] = 1;
    pos.checkers[1][1] = 14;
    pos.fill_borne_off(15);
    const auto s = bg::from_position<bg::source_rules>(pos, bg::dice{3, 1});
    REQUIRE(s.has_value());
    return *s;
}

TEST_CASE("backgammon greedy: hits a blot when a quiet play is the other choice") {
    const auto s = hit_or_not();
    const auto moves = legal_moves(s);
    bool quiet_exists = false;
    for (const bg::move& m : moves) quiet_exists |= bg::after_play(s.board(), m).at(1, bg::bar_point) == 0;
    REQUIRE(quiet_exists);
    std::mt19937_64 rng(1);
    const bg::move m = bgb::greedy{}.choose(s, rng);
    CHECK(moves.contains(m));
    CHECK(bg::after_play(s.board(), m).at(1, bg::bar_point) == 1);
    // The hit scores above every quiet play: 10 pips and the bar bonus.
    for (const bg::move& q : moves)
        if (bg::after_play(s.board(), q).at(1, bg::bar_point) == 0)
            CHECK(bgb::greedy_score(bg::after_play(s.board(), m), 0) > bgb::greedy_score(bg::after_play(s.board(), q), 0));
}

TEST_CASE("backgammon greedy and the playout policies: legal moves; the cube left alone (roll, take)") {
    using money = bg::state<bg::money_rules>;
    const auto at = decision_positions<money>([](auto&) { return money{}; }, 40, 1, 21);
    REQUIRE(at.size() > 200);
    std::mt19937_64 rng(3);
    int cube_decisions = 0, responses = 0;
    for (const money& s : at) {
        const auto moves = legal_moves(s);
        const bg::move g = bgb::greedy{}.choose(s, rng);
        const bg::move r = bgb::roll_and_take_playout{}(s, moves, rng);
        const bg::move p = bgb::greedy_playout{}(s, moves, rng);
        CHECK(moves.contains(g));
        CHECK(moves.contains(r));
        CHECK(p == g);  // the greedy playout plays the greedy bot's move
        if (s.phase() == bg::phase::cube_decision) {
            ++cube_decisions;
            CHECK(r == bg::move::roll());
            CHECK(g == bg::move::roll());
        }
        if (s.phase() == bg::phase::responding) {
            ++responses;
            CHECK(r == bg::move::take());
            CHECK(g == bg::move::take());
        }
    }
    CHECK(cube_decisions > 0);
    CHECK(responses > 0);
}

TEST_CASE("backgammon mcts with greedy playouts: legal, and the same move for the same seed") {
    using money = bg::state<bg::money_rules>;
    const auto at = decision_positions<money>([](auto&) { return money{}; }, 4, 9, 31);
    REQUIRE(at.size() > 5);
    bots::mcts_config c;
    c.iterations = 30;
    bots::mcts<money, bots::game_returns, bgb::greedy_playout> a(c), b(c);
    for (const money& s : at) {
        std::mt19937_64 ra(4), rb(4);
        const bg::move m = a.choose(s, ra);
        CHECK(legal_moves(s).contains(m));
        CHECK(b.choose(s, rb) == m);
    }
}

TEST_CASE("stratego material: zero at the start, the side with more left ahead, a finished game counts +-1") {
    std::mt19937_64 rng(9);
    classic s = new_stratego<classic>(rng);
    const auto start = stb::material{}(s);
    CHECK(start[0] == 0);
    CHECK(start[1] == 0);
    int checked = 0;
    while (!is_terminal(s)) {
        const auto v = stb::material{}(s);
        CHECK(v[0] == -v[1]);
        CHECK(std::abs(v[0]) <= 0.5);
        // Who is ahead: the worth each side has lost (ST-7.6, public).
        int lost_red = 0, lost_blue = 0;
        for (std::size_t k = 0; k < st::num_kinds; ++k) {
            const auto kind = static_cast<st::kind>(k);
            if (kind == st::kind::flag) continue;
            lost_red += stb::piece_worth(kind) * s.removed(st::red, kind);
            lost_blue += stb::piece_worth(kind) * s.removed(st::blue, kind);
        }
        CHECK((v[0] > 0) == (lost_blue > lost_red));
        CHECK((v[0] < 0) == (lost_red > lost_blue));
        checked += lost_red != lost_blue;
        s = play(s, bots::random{}.choose(s, rng));
    }
    CHECK(checked > 0);
    const auto end = stb::material{}(s);
    CHECK(end[0] == static_cast<double>(returns(s)[0]));
    CHECK(end[1] == static_cast<double>(returns(s)[1]));
}

TEST_CASE("stratego piece_worth: rank order, the Spy above the Scout, the Flag above all") {
    CHECK(stb::piece_worth(st::kind::marshal) > stb::piece_worth(st::kind::general));
    CHECK(stb::piece_worth(st::kind::spy) > stb::piece_worth(st::kind::scout));
    for (std::size_t k = 0; k < st::num_kinds; ++k)
        if (static_cast<st::kind>(k) != st::kind::flag)
            CHECK(stb::piece_worth(st::kind::flag) > stb::piece_worth(static_cast<st::kind>(k)));
}

// The simple bot lists its moves from its observation's view: that list must
// be the true one (ST-7.8: a player's moves depend on his own pieces and the
// public record only).
template <class S>
void check_simple_in_random_games(std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    const auto at = decision_positions<S>([](auto& r) { return new_stratego<S>(r); }, 3, 7, seed);
    REQUIRE(at.size() > 30);
    stb::simple bot;
    for (const S& s : at) {
        const auto truth = legal_moves(s);
        const auto seen = legal_moves(observe(s, current_player(s)).view);
        REQUIRE(seen.size() == truth.size());
        for (std::size_t i = 0; i < truth.size(); ++i) CHECK(seen[i] == truth[i]);
        CHECK(truth.contains(bots::ask(bot, s, rng)));
    }
}

TEST_CASE("stratego simple bot: its moves, from the observation alone, are the legal moves (classic, barrage, ultimate lightning)") {
    check_simple_in_random_games<classic>(41);
    check_simple_in_random_games<barrage>(42);
    check_simple_in_random_games<st::state<capped<st::ultimate_lightning_rules>>>(43);
}

TEST_CASE("stratego simple bot: an attack is worth what the fight takes or loses (ST-5.3)") {
    CHECK(stb::attack_value<capped<st::classic_rules>>(st::kind::marshal, st::kind::general) ==
          stb::piece_worth(st::kind::general));
    CHECK(stb::attack_value<capped<st::classic_rules>>(st::kind::spy, st::kind::marshal) ==
          stb::piece_worth(st::kind::marshal));  // ST-5.3: the Spy attacking the Marshal
    CHECK(stb::attack_value<capped<st::classic_rules>>(st::kind::scout, st::kind::bomb) ==
          -stb::piece_worth(st::kind::scout));
}

TEST_CASE("stratego simple bot beats random at barrage: at least 22 of 30 games") {
    stb::simple bot;
    const match_result r = versus_random<barrage>(bot, [](auto& rng) { return new_stratego<barrage>(rng); }, 30, 2028);
    MESSAGE("barrage, 30 games: simple ", r.bot_wins, ", random ", r.random_wins, ", draws ", r.draws);
    CHECK(r.bot_wins >= 22);  // P(Binomial(30, 1/2) >= 22) = 0.008, draws counted as losses
}

}  // namespace
