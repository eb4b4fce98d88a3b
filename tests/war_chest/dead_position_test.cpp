// War Chest WC-4.10: the second dead position. When Draw Coins ends and every
// player has only his Royal Coin left outside supply, board and box, every
// supply is empty and no Royal Guard stands on the board, nothing can change
// the board or a supply again: the game ends with no winner. WC-4.11, the
// third form: no unit can ever act, be deployed or be removed (below).

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

// ---------------------------------------------------------------- WC-4.11

namespace {

constexpr std::size_t wc11_ix(unit u) { return static_cast<std::size_t>(index(u)); }
using wc11_edit = state<first_game_rules>::edit;

// WC-4.11's example, as traced from a random first game: seat 0 is about to
// draw a Pikeman coin and his Royal Coin, his Pikeman is off the board and
// both locations side A controls (e1, g2) hold his units whose coins are
// gone; seat 1 draws his Royal Coin alone; both supplies are empty.
template <class R = first_game_rules>
state<R> wc11_frozen(armies a = first_game_armies) {
    state<R> s(a, 0);
    typename state<R>::edit e{s};
    for (player_id p = 0; p < state<R>::seats; ++p) e.coins(p) = zones{};
    e.coins(0).bag[wc11_ix(unit::pikeman)] = 1;
    e.coins(0).bag[royal] = 1;
    e.coins(1).bag[royal] = 1;
    put(s, "e1", unit::swordsman);
    put(s, "g2", unit::crossbowman);
    put(s, "a6", unit::archer);
    put(s, "c7", unit::cavalry);
    e.round() = 6000;
    return s;
}

}  // namespace

TEST_CASE("WC-4.11 the traced position: a Pikeman coin with nowhere to deploy ends the game after the draw, no winner") {
    const auto before = wc11_frozen();
    // not WC-4.10: seat 0 still holds a unit coin
    CHECK_FALSE(arbiter::war_chest::detail::only_royal_coins_left(before));
    const auto s = draw_all(before);
    REQUIRE(is_terminal(s));
    CHECK(s.ended_by() == end_reason::dead_position);
    CHECK(dead_position_clause(s) == 11);
    CHECK(s.winner() == -1);
    CHECK(returns(s)[0] == 0.0);
    CHECK(returns(s)[1] == 0.0);
    CHECK(s.round() == 6000);
    CHECK(s.coins(0).hand[wc11_ix(unit::pikeman)] == 1);
    const std::string text = fmt::format("{}", s);
    CHECK_MESSAGE(text.find("no winner (dead position: no unit can ever act or be deployed again, WC-4.11)") !=
                      std::string::npos,
                  text);
}

TEST_CASE("WC-4.11 the WC-4.10 position still says WC-4.10, and WC-4.9 still says WC-4.9") {
    CHECK(dead_position_clause(draw_all(dead_draw())) == 10);
    auto none = blank(dead_armies);
    S::edit{none}.phase() = phase::draw;
    CHECK(dead_position_clause(draw_all(none)) == 9);
}

TEST_CASE("WC-4.11 not dead: a coin left in a supply") {
    auto s = wc11_frozen();
    wc11_edit{s}.coins(1).supply[wc11_ix(unit::lancer)] = 1;
    s = draw_all(s);
    REQUIRE_FALSE(is_terminal(s));
    s = after(s, "pass pikeman");  // seat 0, then seat 1 decides
    CHECK(legal(s, "recruit royal lancer"));
}

TEST_CASE("WC-4.11 not dead: a Royal Guard on the board") {
    auto s = wc11_frozen();
    wc11_edit e{s};
    e.owner(unit::royal_guard) = 1;
    put(s, "d4", unit::royal_guard);
    s = draw_all(s);
    REQUIRE_FALSE(is_terminal(s));
    s = after(s, "pass pikeman");  // seat 0, then seat 1 decides
    CHECK(legal(s, "tactic royal d4 d5"));
}

TEST_CASE("WC-4.11 not dead: a coin of an own unit on the board, in the bag, the face-up or the face-down discards") {
    auto bag = wc11_frozen();
    wc11_edit{bag}.coins(1).bag[wc11_ix(unit::archer)] = 1;
    const auto b = draw_all(bag);
    REQUIRE_FALSE(is_terminal(b));
    CHECK(b.coins(1).hand[wc11_ix(unit::archer)] == 1);  // drawn: in the hand now
    CHECK(legal(after(b, "pass pikeman"), "bolster archer a6"));

    auto up = wc11_frozen();
    wc11_edit{up}.coins(0).face_up[wc11_ix(unit::swordsman)] = 1;
    CHECK_FALSE(is_terminal(draw_all(up)));

    auto down = wc11_frozen();
    wc11_edit{down}.coins(1).face_down[wc11_ix(unit::cavalry)] = 1;
    CHECK_FALSE(is_terminal(draw_all(down)));
}

TEST_CASE("WC-4.11 not dead: a free location side A controls lets the Pikeman deploy") {
    auto s = wc11_frozen();
    wc11_edit{s}.clear(hx("g2"));
    s = draw_all(s);
    REQUIRE_FALSE(is_terminal(s));
    CHECK(legal(s, "deploy pikeman g2"));
}

TEST_CASE("WC-4.11 Scout: it deploys next to a friendly unit (WC-12.14), so not dead; with no unit of its side, dead") {
    auto s = wc11_frozen();
    wc11_edit{s}.coins(1).bag[wc11_ix(unit::scout)] = 1;
    const auto alive = draw_all(s);
    REQUIRE_FALSE(is_terminal(alive));
    CHECK(legal(after(alive, "pass pikeman"), "deploy scout b6"));  // next to the Archer on a6

    // Side B's locations held by side A's units, no unit of side B on the board:
    // the Scout has no hex at all.
    auto lonely = wc11_frozen();
    wc11_edit e{lonely};
    e.clear(hx("a6"));
    e.clear(hx("c7"));
    put(lonely, "a6", unit::light_cavalry);
    put(lonely, "c7", unit::pikeman);
    e.coins(0).bag[wc11_ix(unit::pikeman)] = 0;  // seat 0's Pikeman is on the board now: no coin of it
    e.coins(1).bag[wc11_ix(unit::scout)] = 1;
    const auto dead = draw_all(lonely);
    CHECK(is_terminal(dead));
    CHECK(dead_position_clause(dead) == 11);
    CHECK(dead.coins(1).hand[wc11_ix(unit::scout)] == 1);
}

TEST_CASE("WC-4.11 Footman: one figure on the board and its coin held is not dead (a bolster or a second figure)") {
    const armies a = armies_of({unit::swordsman, unit::pikeman, unit::crossbowman, unit::footman},
                               {unit::archer, unit::cavalry, unit::lancer, unit::scout});
    auto s = wc11_frozen(a);
    wc11_edit e{s};
    e.coins(0).bag[wc11_ix(unit::pikeman)] = 0;
    e.coins(0).bag[wc11_ix(unit::footman)] = 1;
    put(s, "d4", unit::footman);
    auto one = draw_all(s);
    REQUIRE_FALSE(is_terminal(one));
    CHECK(legal(one, "bolster footman d4"));

    // A free location: the second Footman may deploy there (WC-12.6.2).
    auto free_hex = s;
    wc11_edit{free_hex}.clear(hx("g2"));
    CHECK(legal(draw_all(free_hex), "deploy footman g2"));

    // No Footman on the board and no free location: nothing can change.
    auto off = s;
    wc11_edit{off}.clear(hx("d4"));
    const auto dead = draw_all(off);
    CHECK(is_terminal(dead));
    CHECK(dead_position_clause(dead) == 11);
}

TEST_CASE("WC-4.11 4 players: a team's location free for a teammate's coin keeps the game going") {
    const armies four{set_of({unit::archer, unit::pikeman, unit::scout}), set_of({unit::swordsman, unit::knight, unit::cavalry}),
                      set_of({unit::footman, unit::ensign, unit::lancer}), set_of({unit::mercenary, unit::marshall, unit::crossbowman})};
    // Side A's start locations e1, g2, g5 are held by seat 0's units; seat 2
    // holds a Lancer coin: dead. Free g5 and the Lancer may deploy (WC-14).
    auto s = dead_draw<four_fixed>(four);
    S4::edit e{s};
    e.clear(hx("d4"));
    e.clear(hx("e4"));
    put(s, "e1", unit::archer);
    put(s, "g2", unit::pikeman);
    put(s, "g5", unit::scout);
    e.coins(2).bag[wc11_ix(unit::lancer)] = 1;
    const auto dead = draw_all(s);
    CHECK(is_terminal(dead));
    CHECK(dead_position_clause(dead) == 11);
    auto alive = s;
    S4::edit{alive}.clear(hx("g5"));
    auto going = draw_all(alive);
    REQUIRE_FALSE(is_terminal(going));
    going = after(going, "pass royal");  // seats 0 and 1, then seat 2 decides
    going = after(going, "pass royal");
    CHECK(legal(going, "deploy lancer g5"));
}
