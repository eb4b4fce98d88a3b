// What an observer sees of a move (observation.hpp, public_text): the mover
// sees its move whole; the opponent sees what the rules make public (RULES.md
// ST-3.3, ST-7.2, ST-7.6, ST-7.7, ST-9.7, ST-9.12), in the notation of ST-10.2
// where nothing is hidden.

#include <doctest/doctest.h>

#include <arbiter/core/text_game.hpp>
#include <arbiter/stratego.hpp>

#include <string>

#include "helpers.hpp"

using namespace st_test;

namespace {

// ST-9.7: classic with silent defense.
struct pt_silent_rules : classic_rules {
    static constexpr auto defense = defense_rule::silent;
};

}  // namespace

TEST_CASE("public_text: ST-3.3 ST-7.7 a setup placement: the mover sees its kind, the opponent only that a square was decided") {
    const state<> s;
    const move flag = move::place(kind::flag, 0);
    CHECK(public_text(s, flag, red) == "Ma1");
    CHECK(public_text(s, flag, blue) == "?a1");
    // Not even whether the square stays empty (ST-7.7), under an army below 40.
    const state<barrage_rules> b;
    CHECK(public_text(b, move::place_nothing(0), red) == "Aa1");
    CHECK(public_text(b, move::place_nothing(0), blue) == "?a1");
    CHECK(public_text(b, move::place(kind::bomb, 0), blue) == "?a1");
    // Blue's placements are hidden from Red the same way.
    auto after_red = play(state<>{}, *parse_setup("MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIED"));
    REQUIRE(after_red.to_move() == blue);
    const move blue_flag = move::place(kind::flag, setup_square(blue, 0));
    CHECK(public_text(after_red, blue_flag, red) == "?j10");
    CHECK(public_text(after_red, blue_flag, blue) == "Mj10");
    // arbiter::seen_text is public_text for a game that has it.
    CHECK(arbiter::seen_text(s, flag, blue) == "?a1");
}

TEST_CASE("public_text: ST-7.6 ST-7.3 a plain move's squares are public, a Scout's run too") {
    const auto s = position("Red: F a1, Lt e4, Sc a4; Blue: F j10, Sg j7");
    for (player_id viewer : {red, blue}) {
        CHECK(public_text(s, mv("e4-e5"), viewer) == "e4-e5");
        CHECK(public_text(s, mv("a4-a6"), viewer) == "a4-a6");  // the run reveals the Scout (ST-7.3)
    }
}

TEST_CASE("public_text: ST-5.2 ST-7.2 ST-5.3 an attack shows both ranks and the outcome to both players") {
    SUBCASE("the attacker wins") {
        const auto s = position("Red: F a1, Mj e4; Blue: F j10, Ca e5");
        for (player_id viewer : {red, blue})
            CHECK(public_text(s, mv("e4-e5"), viewer) ==
                  "e4xe5 (Red Major against Blue Captain: the attacker wins)");
    }
    SUBCASE("the defender wins, a Bomb (ST-5.6)") {
        const auto s = position("Red: F a1, Mj e4; Blue: F j10, B e5");
        CHECK(public_text(s, mv("e4xe5"), blue) == "e4xe5 (Red Major against Blue Bomb: the defender wins)");
        CHECK(public_text(s, mv("e4xe5"), red) == "e4xe5 (Red Major against Blue Bomb: the defender wins)");
    }
    SUBCASE("equal ranks, both removed") {
        const auto s = position("Red: F a1, Sg e4; Blue: F j10, Sg e5", blue);
        CHECK(public_text(s, mv("e5xe4"), red) == "e5xe4 (Blue Sergeant against Red Sergeant: both are removed)");
    }
    SUBCASE("the Flag is captured (ST-5.3 rule 1)") {
        const auto s = position("Red: F a1, Sc a4; Blue: F a8, Sg j10");
        CHECK(public_text(s, mv("a4xa8"), blue) == "a4xa8 (Red Scout against Blue Flag: the Flag is captured)");
    }
}

TEST_CASE("public_text: ST-9.7 under silent defense a surviving defender stays hidden from the attacker only") {
    const auto s = position<pt_silent_rules>("Red: F a1, Sg e4, Mi b1; Blue: F j10, Lt e5, Sc a7");
    CHECK(public_text(s, mv("e4xe5"), red) == "e4xe5 (Red Sergeant against Blue piece: the defender holds)");
    CHECK(public_text(s, mv("e4xe5"), blue) ==
          "e4xe5 (Red Sergeant against Blue Lieutenant: the defender wins)");
    // A defender that loses is removed in view of both (ST-5.9): its rank is public.
    const auto t = position<pt_silent_rules>("Red: F a1, Lt e4, Mi b1; Blue: F j10, Sg e5, Sc a7");
    CHECK(public_text(t, mv("e4xe5"), red) == "e4xe5 (Red Lieutenant against Blue Sergeant: the attacker wins)");
}

TEST_CASE("public_text: ST-9.12 a rescue and declining it are public") {
    auto s = position<ultimate_lightning_rules>("Red: F a1, Lt e9, Sc b2, Sg* c2; Blue: F j10, Ma* c3, Sc a10");
    s = play_moves(s, "c2xc3 a10-a9 e9-e10");
    REQUIRE(s.phase() == phase::rescue);
    for (player_id viewer : {red, blue}) {
        CHECK(public_text(s, move::rescue(kind::sergeant, sq("d2")), viewer) == "*Fd2");
        CHECK(public_text(s, move::decline_rescue(), viewer) == "*-");
    }
    CHECK(public_text(s, arbiter::no_chance{}, blue) == "no chance");
}
