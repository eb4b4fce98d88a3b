// War Chest for 4 players in two teams (WC-14, WC-15.2, and the 4-player
// edge cases of WC-20). Seats 0 and 2 are side A, seats 1 and 3 side B.

#include <doctest/doctest.h>

#include <bit>

#include "helpers.hpp"

using namespace wc_test;

namespace {

armies four(std::initializer_list<unit> s0, std::initializer_list<unit> s1, std::initializer_list<unit> s2,
            std::initializer_list<unit> s3) {
    return armies{set_of(s0), set_of(s1), set_of(s2), set_of(s3)};
}
const armies standard_four = four({unit::marshall, unit::ensign, unit::archer}, {unit::scout, unit::knight, unit::lancer},
                                  {unit::warrior_priest, unit::berserker, unit::pikeman},
                                  {unit::swordsman, unit::cavalry, unit::royal_guard});
struct own_scouts : four_fixed {
    static constexpr scout_friendly scout = scout_friendly::own_units;
};

}  // namespace

TEST_CASE("WC-14.1 WC-3.3 the 4-player deal: 3 cards a seat, 7 coins a bag, 3 starting locations a team") {
    state<four_player_rules> s;
    for (int i = 0; i < 12; ++i) {
        CHECK(s.turn() == i / 3);
        s = play(s, chance_outcomes(s)[0].outcome);
    }
    for (player_id p = 0; p < 4; ++p) {
        CHECK(std::popcount(static_cast<unsigned>(s.cards(p))) == 3);
        CHECK(total(s.coins(p).bag) == 7);
    }
    CHECK(s.control(hx("g5")) == 0);
    CHECK(s.control(hx("a3")) == 1);
    CHECK(s.reserve(0) == 5);
    CHECK(s.reserve(1) == 5);
    CHECK(s.phase() == phase::flip);
}

TEST_CASE("WC-14.2 WC-18.10 the team that wins the flip names who takes the initiative") {
    state<four_player_rules> s;
    for (int i = 0; i < 12; ++i) s = play(s, chance_outcomes(s)[0].outcome);
    s = play(s, chance_outcomes(s)[1].outcome);  // side B wins the flip
    CHECK(s.phase() == phase::team_choice);
    CHECK(current_player(s) == 1);  // the team's lower seat acts for it
    const auto moves = legal_moves(s);
    REQUIRE(moves.size() == 2);
    CHECK(to_string(moves[0]) == "choose 1");
    CHECK(to_string(moves[1]) == "choose 3");
    CHECK(refusal(s, "choose 2").find("WC-14.1") != std::string::npos);
    s = after(s, "choose 3");
    CHECK(s.initiative() == 3);
    CHECK(s.round() == 1);
    CHECK(s.turn() == 3);  // WC-4.6: the holder draws first
}

TEST_CASE("WC-15.2 WC-15.3 WC-20.47 the 4-player draft: 12 cards, snake order, P2 takes the initiative") {
    state<four_player_draft_rules> s;
    for (int i = 0; i < 12; ++i) s = play(s, chance_outcomes(s)[0].outcome);
    s = play(s, chance_outcomes(s)[0].outcome);  // side A
    s = after(s, "choose 2");                    // f = 2
    std::vector<player_id> order;
    while (s.phase() == phase::draft) {
        order.push_back(current_player(s));
        s = play(s, legal_moves(s)[0]);
    }
    CHECK(order == std::vector<player_id>{2, 3, 0, 1, 1, 0, 3, 2, 3, 0, 1, 2});
    CHECK(s.initiative() == 3);
    for (player_id p = 0; p < 4; ++p) CHECK(std::popcount(static_cast<unsigned>(s.cards(p))) == 3);
}

TEST_CASE("WC-14.3 WC-5.3 WC-20.40 clockwise turns skip an empty hand: 1, 3, 0, 1, 3, 0") {
    auto s = blank<four_fixed>(standard_four, 1);
    S4::edit{s}.initiative() = 1;
    for (int p : {0, 1, 3}) give(s, static_cast<player_id>(p), royal, 1);
    give(s, 1, unit::scout, 1);
    give(s, 3, unit::swordsman, 1);
    give(s, 0, unit::archer, 1);
    std::vector<player_id> order;
    while (s.phase() == phase::use) {
        order.push_back(current_player(s));
        for (const move& m : legal_moves(s))
            if (m.kind == action::pass) {
                s = play(s, m);
                break;
            }
    }
    CHECK(order == std::vector<player_id>{1, 3, 0, 1, 3, 0});
}

TEST_CASE("WC-14.8 WC-20.38 no claim from a teammate") {
    auto s = blank<four_fixed>(standard_four, 2);
    give(s, 2, royal);
    CHECK_FALSE(legal(s, "claim royal"));
    CHECK(refusal(s, "claim royal").find("WC-14.8") != std::string::npos);
    for (const player_id p : {player_id{1}, player_id{3}}) {
        S4::edit{s}.turn() = p;
        give(s, p, royal);
        CHECK(legal(s, "claim royal"));
    }
}

TEST_CASE("WC-14.4 WC-14.7 WC-20.45 shared control, own supply") {
    auto s = blank<four_fixed>(standard_four, 0);
    put(s, "b4", unit::marshall);
    give(s, 0, unit::marshall);
    s = after(s, "control marshall b4");
    S4::edit e{s};
    e.clear(hx("b4"));
    e.phase() = phase::use;  // seat 2 to act in the same round
    e.turn() = 2;
    give(s, 2, unit::pikeman);
    CHECK(legal(s, "deploy pikeman b4"));
    give(s, 2, royal);
    for (const move& m : legal_moves(s))
        if (m.kind == action::recruit) CHECK(s.owner_of(static_cast<unit>(m.card)) == 2);
    CHECK(count_kind(s, action::recruit) == 6);  // two coin types in hand, 3 supply types each
}

TEST_CASE("WC-14.5 WC-12.5.5 WC-12.10.2 teammates' units are friendly: chosen by tactics, never attacked") {
    auto s = blank<four_fixed>(standard_four, 0);
    put(s, "d4", unit::marshall);
    put(s, "e4", unit::pikeman);  // seat 2's
    put(s, "f4", unit::scout);    // seat 1's
    give(s, 0, unit::marshall);
    CHECK(legal(s, "tactic marshall d4 e4 f4"));
    CHECK_FALSE(legal(s, "attack marshall d4 e4"));
    auto t = blank<four_fixed>(standard_four, 0);
    put(t, "d4", unit::ensign);
    put(t, "e4", unit::pikeman);
    give(t, 0, unit::ensign);
    CHECK(legal(t, "tactic ensign d4 e4 e5"));
}

TEST_CASE("WC-14.9 WC-12.16.3 WC-20.26 a Marshall grant to a teammate's Warrior Priest: the teammate draws") {
    auto s = blank<four_fixed>(standard_four, 0);
    put(s, "d4", unit::marshall);
    put(s, "e4", unit::warrior_priest);
    put(s, "f4", unit::scout, 2);
    give(s, 0, unit::marshall);
    auto none = after(s, "tactic marshall d4 e4 f4");
    CHECK(none.at(hx("f4")).height == 1);
    CHECK(none.pendings().empty());  // seat 2's bag and discards are empty: nothing drawn
    S4::edit{s}.coins(2).bag[royal] = 1;
    s = after(s, "tactic marshall d4 e4 f4");
    CHECK(current_player(s) == arbiter::chance_player);
    s = play(s, chance_outcomes(s)[0].outcome);
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::wp_use);
    CHECK(current_player(s) == 2);
    CHECK(s.coins(2).bag[royal] == 0);
}

TEST_CASE("WC-14.9 WC-12.5.5 WC-20.46 the Ensign moves a teammate's Berserker: the teammate chains and pays") {
    auto s = blank<four_fixed>(standard_four, 0);
    put(s, "d4", unit::ensign);
    put(s, "e5", unit::berserker, 2);
    give(s, 0, unit::ensign);
    s = after(s, "tactic ensign d4 e5 d5");
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::berserker_chain);
    CHECK(current_player(s) == 2);
    s = after(s, "control d5");
    CHECK(coin(s, 2, &zones::face_up, unit::berserker) == 1);
    CHECK(coin(s, 0, &zones::face_up, unit::berserker) == 0);
    CHECK(s.control(hx("d5")) == 0);
}

TEST_CASE("WC-12.14.3 WC-19.3 the Scout deploys next to a teammate's unit, unless own_units") {
    auto s = blank<four_fixed>(standard_four, 1);
    put(s, "d4", unit::swordsman);  // seat 3's
    give(s, 1, unit::scout);
    CHECK(legal(s, "deploy scout d5"));
    auto own = blank<own_scouts>(standard_four, 1);
    put(own, "d4", unit::swordsman);
    give(own, 1, unit::scout);
    CHECK_FALSE(legal(own, "deploy scout d5"));
}

TEST_CASE("WC-14.10 WC-11.3 a team wins with its 8th marker") {
    auto s = blank<four_fixed>(standard_four, 0);
    for (const char* h : {"c2", "d3", "f4", "b4"}) set_control(s, h, 0);
    CHECK(s.reserve(0) == 1);
    put(s, "d5", unit::marshall);
    give(s, 0, unit::marshall);
    s = after(s, "control marshall d5");
    CHECK(is_terminal(s));
    CHECK(s.winner() == 0);
    const auto r = returns(s);
    CHECK(r[0] == 1.0);
    CHECK(r[2] == 1.0);
    CHECK(r[1] == -1.0);
    CHECK(r[3] == -1.0);
}

TEST_CASE("WC-20.48 WC-2.3 4 players: a unit on g4 may move to g5") {
    auto s = blank<four_fixed>(standard_four, 0);
    put(s, "g4", unit::archer);
    give(s, 0, unit::archer);
    CHECK(legal(s, "move archer g4 g5"));
    CHECK(count_kind(s, action::move) == 4);
}
