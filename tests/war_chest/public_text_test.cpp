// What a seat may see of a decision or a chance outcome as it is played
// (WC-16.2, WC-16.3): public_text(s, x, viewer).

#include <doctest/doctest.h>

#include <string>

#include "helpers.hpp"

using namespace wc_test;

namespace {

// Seat 0's Warrior Priest on d4 next to seat 1's Scout on e4, its coin in
// seat 0's hand, `bag` in seat 0's bag.
S pt_priest_position(const coin_counts& bag) {
    S s = blank(armies_of({unit::warrior_priest, unit::archer}, {unit::scout}));
    put(s, "d4", unit::warrior_priest);
    put(s, "e4", unit::scout, 2);
    give(s, 0, unit::warrior_priest);
    S::edit{s}.coins(0).bag = bag;
    return s;
}

}  // namespace

TEST_CASE("WC-16.2 claim and pass: others see the action, not the coin") {
    S s = blank(armies_of({unit::archer}, {unit::scout}), 0);
    give(s, 0, unit::archer);
    S::edit{s}.initiative() = 1;
    CHECK(public_text(s, mv("pass archer"), 0) == "pass archer");  // the mover sees all
    CHECK(public_text(s, mv("pass archer"), 1) == "pass");
    CHECK(public_text(s, mv("claim archer"), 0) == "claim archer");
    CHECK(public_text(s, mv("claim archer"), 1) == "claim");
}

TEST_CASE("WC-16.2 WC-8.3 recruit: others see the recruited type, not the coin spent") {
    S s = blank(armies_of({unit::archer}, {unit::scout}), 0);
    give(s, 0, royal);
    CHECK(public_text(s, mv("recruit royal archer"), 0) == "recruit royal archer");
    CHECK(public_text(s, mv("recruit royal archer"), 1) == "recruit archer");
}

TEST_CASE("WC-16.2 WC-9.1 deploy, bolster, maneuvers and tactics are public in full") {
    S s = blank(armies_of({unit::archer}, {unit::scout}), 0);
    give(s, 0, unit::archer);
    for (const char* t : {"deploy archer e1", "bolster archer d4", "move archer d4 e4", "control archer d3",
                          "tactic archer d4 f4", "tactic royal_guard d4 e4"})
        CHECK(public_text(s, mv(t), 1) == t);
    CHECK(public_text(s, mv("soak supply"), 1) == "soak supply");  // WC-16.2: the choice is public
    CHECK(public_text(s, mv("decline"), 1) == "decline");
    CHECK(arbiter::seen_text(s, mv("pass archer"), 1) == "pass");
}

TEST_CASE("WC-16.5 in the 4-player game a teammate sees no more than an opponent") {
    auto s = blank<four_fixed>(armies{set_of({unit::archer}), set_of({unit::scout}), set_of({unit::pikeman}),
                                      set_of({unit::knight})});
    give(s, 0, unit::archer);
    CHECK(public_text(s, mv("pass archer"), 2) == "pass");
    CHECK(public_text(s, mv("pass archer"), 1) == "pass");
    CHECK(public_text(s, mv("pass archer"), 0) == "pass archer");
}

TEST_CASE("WC-16.2 WC-16.3 a round-start draw is seen by its drawer only; a refill is public") {
    const S s(armies_of({unit::archer, unit::pikeman}, {unit::scout}), 0);  // seat 0 draws 3 of 9
    const outcome o = chance_outcomes(s)[0].outcome;
    CHECK(public_text(s, o, 0) == to_string(s, o));
    CHECK(public_text(s, o, 1) == "draw 3 coins");
    S low = s;
    {
        S::edit e{low};
        e.coins(0).bag = coin_counts{};
        e.coins(0).bag[royal] = 1;
        e.coins(0).face_up = coin_counts{};
        e.coins(0).face_up[static_cast<std::size_t>(index(unit::archer))] = 2;
    }
    const auto outcomes = chance_outcomes(low);
    REQUIRE(outcomes.size() == 1);  // the Royal Coin, then both Archers after the refill (WC-4.4)
    CHECK(public_text(low, outcomes[0].outcome, 0) == "draw archer archer royal");
    CHECK(public_text(low, outcomes[0].outcome, 1) == "draw 3 coins after a refill");
    S none = s;
    S::edit{none}.coins(0) = zones{};
    CHECK(public_text(none, chance_outcomes(none)[0].outcome, 1) == "draw nothing after a refill");
}

TEST_CASE("WC-16.2 WC-12.16.3 the Warrior Priest's draw: the coin stays hidden until its use reveals it") {
    coin_counts bag{};
    bag[royal] = 1;
    const S s = after(pt_priest_position(bag), "attack warrior_priest d4 e4");
    REQUIRE(current_player(s) == arbiter::chance_player);
    const outcome royal_coin = chance_outcomes(s)[0].outcome;
    CHECK(public_text(s, royal_coin, 0) == "draw royal");
    CHECK(public_text(s, royal_coin, 1) == "draw 1 coin");
    // used face down, the drawn coin stays hidden (WC-16.2)
    const S use = play(s, royal_coin);
    REQUIRE(current_player(use) == 0);
    CHECK(legal(use, "pass royal"));
    CHECK(public_text(use, mv("pass royal"), 1) == "pass");
    CHECK(public_text(use, mv("pass royal"), 0) == "pass royal");
    // an empty bag is refilled from the discards first, in public
    const S refill = after(pt_priest_position(coin_counts{}), "attack warrior_priest d4 e4");
    REQUIRE(current_player(refill) == arbiter::chance_player);
    CHECK(public_text(refill, chance_outcomes(refill)[0].outcome, 1) == "draw 1 coin after a refill");
    CHECK(public_text(refill, chance_outcomes(refill)[0].outcome, 0) == "draw warrior_priest");
}

TEST_CASE("WC-16.1 a deal and the initiative flip are public") {
    const state<standard_rules> deal;
    const outcome archer = chance_outcomes(deal)[0].outcome;
    CHECK(public_text(deal, archer, 1) == "deal archer");
    const state<gaugamela_rules> flip;
    CHECK(public_text(flip, chance_outcomes(flip)[1].outcome, 0) == "flip B");
}
