// War Chest WC-4.10: the second dead position. When Draw Coins ends and every
// player has only his Royal Coin left outside supply, board and box, every
// supply is empty and no Royal Guard stands on the board, nothing can change
// the board or a supply again: the game ends with no winner.

#include <arbiter/war_chest/format.hpp>

#include <doctest/doctest.h>

#include <arbiter/core/playout.hpp>

#include <random>
#include <string>

#include "helpers.hpp"

using namespace wc_test;

namespace {

const armies dead_armies = armies_of({unit::archer, unit::pikeman, unit::scout, unit::footman},
                                     {unit::swordsman, unit::knight, unit::cavalry, unit::royal_guard});

// Both seats about to draw with the Royal Coin alone in the bag, empty
// supplies, units on the board that no coin can move any more.
template <class R = fixed_rules>
state<R> dead_draw(armies a = dead_armies) {
    auto s = blank<R>(a);
    typename state<R>::edit e{s};
    for (player_id p = 0; p < state<R>::seats; ++p) {
        e.coins(p).supply = coin_counts{};
        e.coins(p).bag[royal] = 1;
    }
    e.phase() = phase::draw;
    e.turn() = 0;
    put(s, "d4", unit::archer, 2);
    put(s, "e4", unit::swordsman);
    return s;
}

struct capped_first_game : first_game_rules {
    static constexpr int round_limit = 200;  // WC-19.6, as the tool plays
};

template <class R>
state<R> draw_all(state<R> s) {
    while (s.phase() == phase::draw) {
        const auto outs = chance_outcomes(s);
        REQUIRE(outs.size() == 1);
        s = play(s, outs[0].outcome);
    }
    return s;
}

}  // namespace

TEST_CASE("WC-4.10 only Royal Coins left, empty supplies, no Royal Guard: the game ends after the draw, no winner") {
    const auto s = draw_all(dead_draw());
    CHECK(is_terminal(s));
    CHECK(current_player(s) == arbiter::terminal_player);
    CHECK(s.ended_by() == end_reason::dead_position);
    CHECK(s.winner() == -1);
    CHECK(returns(s)[0] == 0.0);
    CHECK(returns(s)[1] == 0.0);
    CHECK(s.coins(0).hand[royal] == 1);  // each drew his Royal Coin: not WC-4.9's empty hands
    CHECK(s.coins(1).hand[royal] == 1);
    // the reader says why it ended (format.hpp)
    const std::string text = fmt::format("{}", s);
    CHECK(text.find("no winner (dead position: only Royal Coins are left and nothing can change, WC-4.10)") !=
          std::string::npos);
}

TEST_CASE("WC-4.9 the first dead position says so in the formatted state") {
    auto s = blank(dead_armies);
    S::edit{s}.phase() = phase::draw;
    s = draw_all(s);
    REQUIRE(is_terminal(s));
    CHECK(fmt::format("{}", s).find("no winner (dead position: nobody has a coin to draw, WC-4.9)") != std::string::npos);
}

TEST_CASE("WC-4.10 not dead: a Royal Guard on the board can still be moved by the Royal Coin") {
    auto s = dead_draw();
    put(s, "a6", unit::royal_guard);
    s = draw_all(s);
    CHECK_FALSE(is_terminal(s));
    CHECK(s.phase() == phase::use);
    S::edit{s}.turn() = 1;
    CHECK(legal(s, "tactic royal a6 b6"));  // WC-12.13.1: the board can still change
}

TEST_CASE("WC-4.10 not dead: one coin left in a supply can be recruited") {
    auto s = dead_draw();
    S::edit{s}.coins(1).supply[static_cast<std::size_t>(index(unit::knight))] = 1;
    s = draw_all(s);
    CHECK_FALSE(is_terminal(s));
    CHECK(current_player(s) == 0);
    s = after(s, "pass royal");
    CHECK(legal(s, "recruit royal knight"));
}

TEST_CASE("WC-4.10 not dead: a unit coin in a discard pile or the bag") {
    auto up = dead_draw();
    S::edit{up}.coins(0).face_up[static_cast<std::size_t>(index(unit::archer))] = 1;
    CHECK_FALSE(is_terminal(draw_all(up)));
    auto bag = dead_draw();
    S::edit{bag}.coins(1).bag[static_cast<std::size_t>(index(unit::swordsman))] = 1;
    const auto t = draw_all(bag);
    CHECK_FALSE(is_terminal(t));
    CHECK(t.coins(1).hand[static_cast<std::size_t>(index(unit::swordsman))] == 1);
}

TEST_CASE("WC-4.10 checked when Draw Coins ends: a round of Royal Coins is played out first") {
    auto s = dead_draw();
    S::edit e{s};
    e.coins(0).bag = coin_counts{};
    e.coins(1).bag = coin_counts{};
    e.phase() = phase::use;
    give(s, 0, royal);
    give(s, 1, royal);
    CHECK_FALSE(is_terminal(s));  // the state is dead already, but only a draw ends it
    s = after(s, "pass royal");
    CHECK_FALSE(is_terminal(s));
    s = after(s, "pass royal");
    CHECK(s.phase() == phase::draw);  // WC-4.7: the round ended, the next one draws
    CHECK(s.round() == 2);
    s = draw_all(s);
    CHECK(is_terminal(s));
    CHECK(s.ended_by() == end_reason::dead_position);
}

TEST_CASE("WC-4.10 4 players: dead only when every seat has only its Royal Coin") {
    const armies four{set_of({unit::archer, unit::pikeman, unit::scout}), set_of({unit::swordsman, unit::knight, unit::cavalry}),
                      set_of({unit::footman, unit::ensign, unit::lancer}), set_of({unit::mercenary, unit::marshall, unit::crossbowman})};
    CHECK(is_terminal(draw_all(dead_draw<four_fixed>(four))));
    auto alive = dead_draw<four_fixed>(four);
    S4::edit{alive}.coins(3).face_down[static_cast<std::size_t>(index(unit::marshall))] = 1;
    CHECK_FALSE(is_terminal(draw_all(alive)));
}

TEST_CASE("WC-4.10 WC-19.6 random games that stop early end in the dead position, with only Royal Coins drawn") {
    std::mt19937_64 rng(11);
    int dead = 0;
    for (int g = 0; g < 60; ++g) {
        const auto end = arbiter::random_playout(state<capped_first_game>{}, rng);
        REQUIRE(is_terminal(end));
        if (end.ended_by() != end_reason::dead_position) continue;
        ++dead;
        CHECK(end.round() < 200);
        for (player_id p = 0; p < 2; ++p) {
            CHECK(total(end.coins(p).supply) == 0);
            CHECK(total(end.coins(p).hand) == 1);
            CHECK(end.coins(p).hand[royal] == 1);
        }
    }
    CHECK(dead > 0);  // random bots often spend every coin on attacks: such games used to reach the cap
}
