// RULES.md CW-16 to CW-18 (information, chance, decisions) and CW-X.22.

#include <doctest/doctest.h>

#include <cstdlib>
#include <map>
#include <random>

#include "helpers.hpp"

using namespace cw_test;

TEST_CASE("CW-16.1 CW-16.2 CW-16.3 two states differing only in hidden cards look the same to a player") {
    // Player 1's hand is {7} in one state and {8} in the other; the rest of U is his S.
    const auto a = table<>{}.hand(1, {7}).play(1, {2}).hand(0, {5}).build();
    const auto b = table<>{}.hand(1, {8}).play(1, {2}).hand(0, {5}).build();
    CHECK_FALSE(a == b);
    CHECK(observe(a, 0) == observe(b, 0));
    CHECK_FALSE(observe(a, 1) == observe(b, 1));  // player 1 sees his own hand
    const auto o = observe(a, 0);
    CHECK(o.view.team(0).hand == cards({5}));   // his own hand, exact
    CHECK(o.view.team(1).hand == 0);            // the other's folded into U
    CHECK(has(o.view.team(1).deck, c(7)));
    CHECK(o.hand_sizes[1] == 1);                // whose size is public
    CHECK(o.view.team(1).play == cards({2}));   // units in play are public
    CHECK(o.view.team(1).money == a.team(1).money);
}

TEST_CASE("CW-16.3 others cannot tell whether the Joker is in hand or in S") {
    const auto in_hand = table<>{}.hand(1, {JOKER}).build();
    const auto in_deck = table<>{}.hand(1, {9}).build();
    CHECK(observe(in_hand, 0) == observe(in_deck, 0));
}

TEST_CASE("CW-16.4 sample: bonus cards stay in S, the hand is a uniform subset of the rest of U") {
    const auto s = table<>{}.hand(1, {3, 4}).deck(1, {5, 6, Q, J}).build();
    // U = {3, 4, 5, 6, Q, J}: the hand is two of {3, 4, 5, 6}, six pairs of 1/6.
    const auto o = observe(s, 0);
    std::mt19937_64 rng(5);
    std::map<card_set, int> seen;
    constexpr int draws = 6000;
    for (int i = 0; i < draws; ++i) {
        const auto t = sample(o, rng);
        const team_record& them = t.team(1);
        CHECK(count(them.hand) == 2);
        CHECK((them.hand & bonus_cards) == 0);
        CHECK((them.deck & cards({Q, J})) == cards({Q, J}));
        CHECK((them.hand | them.deck) == cards({3, 4, 5, 6, Q, J}));
        CHECK(t.team(0) == s.team(0));  // the viewer's own cards are kept
        ++seen[them.hand];
    }
    CHECK(seen.size() == 6);
    for (const auto& [hand, n] : seen) CHECK(std::abs(n - draws / 6) < 150);  // about 1000 each
}

TEST_CASE("CW-17.1 CW-17.3 with no possible tie the combat roll is 36 pairs of 1/36") {
    const auto s = table<>{}.play(0, {7}).play(1, {3}).build();  // 28a against 12d
    const auto t = must(must(s, "attack 7S -> 3H"), "defend -");
    // 28a = 12d needs 7a = 3d: a = 3, d = 7 is off the die.
    const auto outcomes = chance_outcomes(t);
    CHECK(outcomes.size() == 36);
    for (const auto& o : outcomes) CHECK(o.chance == arbiter::probability{1, 36});
}

TEST_CASE("CW-17.5 CW-X.22 once S is empty every later draw is known: no chance node") {
    auto s = table<>{}.turn(1).deck(0, {}).bottom(0, {4, Q, 9}).deck(1, {}).build();
    s = must(s, "end");
    CHECK(s.phase() == phase::main);
    CHECK(has(s.team(0).hand, c(4)));
    s = must(must(s, "end"), "end");
    CHECK(s.team(0).queens == 1);  // the Queen, applied and queued again behind the 9
    REQUIRE(s.team(0).bottom_size == 2);
    CHECK(s.team(0).bottom[0] == c(9));
    CHECK(s.team(0).bottom[1] == c(Q));
}

TEST_CASE("CW-18.1 one decision at a time, by one player") {
    const auto s = table<>{}.play(0, {7}).play(1, {5, 2}).build();
    CHECK(current_player(s) == 0);
    const auto t = must(s, "attack 7S -> 5H");
    CHECK(current_player(t) == 1);
    const auto u = must(t, "defend 2H");
    CHECK(current_player(u) == arbiter::chance_player);
    CHECK(legal_moves(u).empty());
}

TEST_CASE("CW-18.2 a decision with one option is still a decision: DEFEND(-) is listed and waited for") {
    const auto s = table<>{}.play(0, {3}).play(1, {5, 2}).build();
    const auto t = must(s, "attack 3S -> 5H");
    const auto moves = legal_moves(t);
    REQUIRE(moves.size() == 1);
    CHECK(moves[0] == move::defend(0));
    CHECK(t.phase() == phase::defending);
}

TEST_CASE("CW-18.4 inside an attack: declaration, defense, roll, removals, then the end check") {
    auto s = table<rules<3>>{}.play(0, {9}).play(2, {2}).hand(2, {3}).eliminated(1).build();
    s = must(s, "attack 9S -> 2C");
    CHECK(s.phase() == phase::defending);
    s = must(s, "defend -");
    CHECK(s.phase() == phase::combat);
    s = roll(s, "combat 6-1");
    CHECK(s.phase() == phase::main);
    CHECK(s.team(2).play == 0);
    s = roll(must(must(s, "attack KS -> KC"), "defend -"), "combat 6-1");  // 24 against 6
    CHECK(is_terminal(s));  // spoils first, then the end check
    CHECK(winner(s) == 0);
    CHECK(score(s) == 1000 + 1000 + 300);  // his money, the victim's, and the 3 in her hand
}
