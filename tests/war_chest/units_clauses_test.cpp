// War Chest unit cards (WC-12) and their decisions (WC-18), clause by clause,
// on hand-built positions: what units_test.cpp's WC-20 recipes leave out.
// A = seat 0 is to act in MAIN unless a test says otherwise.

#include <doctest/doctest.h>

#include <algorithm>

#include "helpers.hpp"

using namespace wc_test;

namespace {

std::vector<std::string> uc_sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}
template <class R>
std::vector<std::string> uc_all(const state<R>& s) {
    std::vector<std::string> out;
    for (const move& m : legal_moves(s)) out.push_back(to_string(m));
    return uc_sorted(out);
}
int uc_box(const S& s, player_id p, unit u) { return coin(s, p, &zones::box, u); }

}  // namespace

// ------------------------------------------------------------------ WC-12.1 Archer, WC-12.4 Crossbowman

TEST_CASE("WC-12.1.1 WC-12.1.5 the Archer's tactic hits a unit two away past a unit between: one MAIN decision") {
    auto s = blank(armies_of({unit::archer}, {unit::scout, unit::footman}));
    put(s, "d4", unit::archer);
    put(s, "e4", unit::footman);
    put(s, "f4", unit::scout, 2);
    give(s, 0, unit::archer);
    give(s, 1, royal);
    CHECK(mv("tactic archer d4 f4") == move::tactic(index(unit::archer), hx("d4"), hx("f4")));  // tactic(target)
    s = after(s, "tactic archer d4 f4");
    CHECK(s.at(hx("f4")).height == 1);
    CHECK(uc_box(s, 1, unit::scout) == 1);
    CHECK(s.at(hx("e4")).height == 1);  // the unit between is untouched
    CHECK(top(s) == nullptr);           // no follow-up: the turn passes
    CHECK(current_player(s) == 1);
}

TEST_CASE("WC-12.4.1 WC-12.4.5 the Crossbowman's tactic: two away in a line over an empty hex, one decision") {
    auto s = blank(armies_of({unit::crossbowman}, {unit::scout, unit::footman}));
    put(s, "d4", unit::crossbowman);
    put(s, "f4", unit::scout, 2);
    give(s, 0, unit::crossbowman);
    give(s, 1, royal);
    CHECK(moves_of(s, action::tactic) == std::vector<std::string>{"tactic crossbowman d4 f4"});
    auto t = after(s, "tactic crossbowman d4 f4");
    CHECK(t.at(hx("f4")).height == 1);
    CHECK(top(t) == nullptr);
    CHECK(current_player(t) == 1);
    put(s, "e4", unit::footman);  // a unit between blocks the shot
    CHECK(count_kind(s, action::tactic) == 0);
}

// ------------------------------------------------------------------ WC-12.2 Berserker

TEST_CASE("WC-12.2.1 the Berserker chains again and again, never with its last coin") {
    auto s = blank(armies_of({unit::berserker}, {unit::scout}));
    put(s, "d4", unit::berserker, 3);
    give(s, 0, unit::berserker);
    s = after(s, "move berserker d4 d5");
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::berserker_chain);
    s = after(s, "move d5 c6");  // pays 3 -> 2
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::berserker_chain);
    s = after(s, "move c6 b6");  // pays 2 -> 1
    CHECK(top(s) == nullptr);     // the last coin is never taken
    CHECK(s.at(hx("b6")).height == 1);
    CHECK(coin(s, 0, &zones::face_up, unit::berserker) == 3);
}

TEST_CASE("WC-12.2.5 WC-13.5 a chain is offered only if a maneuver is legal after paying; stopping is always offered") {
    // a7 is a corner (3 neighbours) and not a location; friends on a6 and b7
    auto s = blank(armies_of({unit::berserker, unit::pikeman, unit::archer}, {unit::knight, unit::scout}));
    put(s, "a7", unit::berserker, 2);
    put(s, "a6", unit::pikeman);
    put(s, "b7", unit::archer);
    put(s, "b6", unit::knight, 2);
    give(s, 0, unit::berserker);
    auto t = after(s, "attack berserker a7 b6");  // legal at height 2
    CHECK(t.at(hx("b6")).height == 1);
    CHECK(top(t) == nullptr);  // at height 1 no move, no control, no attack on the Knight
    put(s, "b6", unit::scout, 2);
    t = after(s, "attack berserker a7 b6");
    REQUIRE(top(t) != nullptr);
    CHECK(uc_all(t) == uc_sorted({"decline", "attack a7 b6"}));
}

TEST_CASE("WC-12.2.6 WC-9.5 the units without a tactic offer none") {
    for (unit u : {unit::berserker, unit::knight, unit::mercenary, unit::pikeman, unit::scout, unit::swordsman,
                   unit::warrior_priest}) {
        CAPTURE(coin_string(index(u)));
        CHECK_FALSE(has_tactic(u));
        auto s = blank(armies_of({u}, {unit::archer}));
        put(s, "d4", u);
        put(s, "e4", unit::archer);
        give(s, 0, u);
        CHECK(count_kind(s, action::tactic) == 0);
        CHECK(refusal(s, "tactic " + coin_string(index(u)) + " d4 e4").find("WC-9.5") != std::string::npos);
    }
    for (unit u : {unit::archer, unit::cavalry, unit::crossbowman, unit::ensign, unit::footman, unit::lancer,
                   unit::light_cavalry, unit::marshall, unit::royal_guard})
        CHECK(has_tactic(u));
}

// ------------------------------------------------------------------ WC-12.3 Cavalry

TEST_CASE("WC-12.3.1 WC-12.3.4 WC-12.3.5 the Cavalry's tactic attack: a Pikeman strikes back, the attacker is adjacent") {
    auto s = blank(armies_of({unit::cavalry}, {unit::pikeman}));
    put(s, "d4", unit::cavalry);
    put(s, "f4", unit::pikeman);
    give(s, 0, unit::cavalry);
    auto t = after(s, "tactic cavalry d4 e4");  // MAIN: tactic(t)
    REQUIRE(top(t) != nullptr);
    CHECK(top(t)->kind == pending_kind::cavalry_attack);  // then CAVALRY_ATTACK(target)
    CHECK(current_player(t) == 0);
    t = after(t, "attack e4 f4");
    CHECK(t.at(hx("e4")).empty());
    CHECK(t.at(hx("f4")).empty());
    CHECK(uc_box(t, 0, unit::cavalry) == 1);
    CHECK(uc_box(t, 1, unit::pikeman) == 1);
    put(s, "d4", unit::cavalry, 2);
    t = after(after(s, "tactic cavalry d4 e4"), "attack e4 f4");
    CHECK(t.at(hx("e4")).height == 1);  // the Cavalry survives, one coin lighter
}

TEST_CASE("WC-12.3.3 the Cavalry's move is mandatory: no tactic without a step, attacking in place is the Attack") {
    auto s = blank(armies_of({unit::cavalry, unit::pikeman, unit::archer}, {unit::scout}));
    put(s, "d4", unit::cavalry);
    put(s, "e4", unit::scout);
    put(s, "d5", unit::pikeman);  // the two hexes next to both d4 and e4 are taken
    put(s, "e3", unit::archer);
    give(s, 0, unit::cavalry);
    CHECK(count_kind(s, action::tactic) == 0);
    CHECK(legal(s, "attack cavalry d4 e4"));
    S::edit{s}.clear(hx("d5"));  // d5 free: the tactic steps there, then attacks
    CHECK(moves_of(s, action::tactic) == std::vector<std::string>{"tactic cavalry d4 d5"});
}

// ------------------------------------------------------------------ WC-12.5 Ensign

TEST_CASE("WC-12.5.1 WC-12.5.6 WC-2.10 the Ensign's tactic: a friend within two (past a unit) steps within two") {
    auto s = blank(armies_of({unit::ensign, unit::pikeman}, {unit::scout}));
    put(s, "d4", unit::ensign);
    put(s, "f4", unit::pikeman);
    put(s, "e4", unit::scout);  // the only hex between d4 and f4: reach is distance, not a path
    give(s, 0, unit::ensign);
    const move m = mv("tactic ensign d4 f4 f3");
    CHECK(m == move::tactic(index(unit::ensign), hx("d4"), hx("f4"), hx("f3")));  // tactic(u, t)
    CHECK(m.ordered == hx("f4"));
    CHECK(m.to == hx("f3"));
    CHECK(legal(s, "tactic ensign d4 f4 f3"));
    CHECK_FALSE(legal(s, "tactic ensign d4 f4 g4"));  // g4 is 3 from the Ensign
    s = after(s, "tactic ensign d4 f4 f3");
    CHECK(s.at(hx("f3")).kind() == unit::pikeman);
    CHECK(s.at(hx("d4")).kind() == unit::ensign);  // the Ensign stays
}

TEST_CASE("WC-12.5.3 the Ensign moves another unit [source]: with a friend in reach, the friend is chosen, never the Ensign") {
    auto s = blank(armies_of({unit::ensign, unit::pikeman}, {unit::scout}));
    put(s, "d4", unit::ensign);
    put(s, "c4", unit::pikeman);
    give(s, 0, unit::ensign);
    CHECK(count_kind(s, action::tactic) > 0);
    for (const move& m : legal_moves(s))
        if (m.kind == action::tactic) CHECK(m.ordered == hx("c4"));
    CHECK(refusal(s, "tactic ensign d4 d4 d5").find("WC-12.5") != std::string::npos);
}

// ------------------------------------------------------------------ WC-12.6 Footman

TEST_CASE("WC-12.6.6 WC-18.3 the Footman tactic: MAIN, then one FOOTMAN_MANEUVER per Footman that has not acted") {
    auto s = blank(armies_of({unit::footman}, {unit::scout}));
    put(s, "d3", unit::footman);
    put(s, "f5", unit::footman);
    put(s, "e5", unit::scout);
    give(s, 0, unit::footman);
    give(s, 1, royal);
    s = after(s, "tactic footman");
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::footman);
    for (const move& m : legal_moves(s))  // move, control or attack, never a tactic
        CHECK((m.kind == action::move || m.kind == action::control || m.kind == action::attack));
    CHECK(legal(s, "attack f5 e5"));
    s = after(s, "move f5 f4");
    REQUIRE(top(s) != nullptr);
    for (const move& m : legal_moves(s)) CHECK(m.from == hx("d3"));  // only the Footman that has not acted
    s = after(s, "control d3");
    CHECK(top(s) == nullptr);
    CHECK(current_player(s) == 1);  // two FOOTMAN_MANEUVER decisions, then the turn ends
}

// ------------------------------------------------------------------ WC-12.7 Knight, WC-12.8 Lancer

TEST_CASE("WC-12.7.3 a Knight of height 1 attacks normally") {
    auto s = blank(armies_of({unit::knight}, {unit::scout}));
    put(s, "d4", unit::knight);
    put(s, "e4", unit::scout);
    give(s, 0, unit::knight);
    CHECK(moves_of(s, action::attack) == std::vector<std::string>{"attack knight d4 e4"});
    s = after(s, "attack knight d4 e4");
    CHECK(s.at(hx("e4")).empty());
}

TEST_CASE("WC-12.8.1 WC-12.8.6 the Lancer charges one or two spaces in a line, then attacks: tactic(end hex)") {
    auto s = blank(armies_of({unit::lancer}, {unit::scout}));
    put(s, "d4", unit::lancer);
    put(s, "g4", unit::scout, 2);
    give(s, 0, unit::lancer);
    CHECK(moves_of(s, action::tactic) == std::vector<std::string>{"tactic lancer d4 f4"});
    CHECK(mv("tactic lancer d4 f4").to == hx("f4"));  // the end hex fixes direction and target
    auto t = after(s, "tactic lancer d4 f4");
    CHECK(t.at(hx("f4")).kind() == unit::lancer);
    CHECK(t.at(hx("d4")).empty());
    CHECK(t.at(hx("g4")).height == 1);
    auto one = blank(armies_of({unit::lancer}, {unit::scout}));
    put(one, "d4", unit::lancer);
    put(one, "f4", unit::scout);
    give(one, 0, unit::lancer);
    CHECK(moves_of(one, action::tactic) == std::vector<std::string>{"tactic lancer d4 e4"});
}

// ------------------------------------------------------------------ WC-12.9 Light Cavalry

TEST_CASE("WC-12.9.1 WC-12.9.4 WC-12.9.5 Light Cavalry: the tactic moves two spaces, the Move one; tactic(destination)") {
    auto s = blank(armies_of({unit::light_cavalry}, {unit::scout}));
    put(s, "d4", unit::light_cavalry);
    give(s, 0, unit::light_cavalry);
    CHECK(count_kind(s, action::tactic) == 12);  // the whole distance-2 ring
    CHECK(count_kind(s, action::move) == 6);
    CHECK(mv("tactic light_cavalry d4 f4").to == hx("f4"));
    s = after(s, "tactic light_cavalry d4 f4");
    CHECK(s.at(hx("f4")).kind() == unit::light_cavalry);
    CHECK(s.at(hx("d4")).empty());
    CHECK(top(s) == nullptr);
}

// ------------------------------------------------------------------ WC-12.10 Marshall

TEST_CASE("WC-12.10.1 WC-12.10.4 WC-12.10.6 WC-6.5 the Marshall's tactic needs a (unit, target) pair: tactic(u, target)") {
    auto s = blank(armies_of({unit::marshall, unit::footman}, {unit::scout}));
    put(s, "d4", unit::marshall);
    put(s, "f4", unit::footman);
    give(s, 0, unit::marshall);
    CHECK(count_kind(s, action::tactic) == 0);  // a friend in reach, no enemy next to it
    CHECK(refusal(s, "tactic marshall d4 f4 g4").find("WC-6.5") != std::string::npos);
    put(s, "g4", unit::scout, 2);
    CHECK(moves_of(s, action::tactic) == std::vector<std::string>{"tactic marshall d4 f4 g4"});
    const move m = mv("tactic marshall d4 f4 g4");
    CHECK(m == move::tactic(index(unit::marshall), hx("d4"), hx("f4"), hx("g4")));
    CHECK(m.ordered == hx("f4"));
    CHECK(m.to == hx("g4"));
    s = after(s, "tactic marshall d4 f4 g4");
    CHECK(s.at(hx("g4")).height == 1);
    CHECK(s.at(hx("f4")).kind() == unit::footman);  // the chosen unit attacks; no one moves
}

TEST_CASE("WC-12.10.2 WC-9.6 WC-10.1 a Marshall grant is a normal attack: the Knight check uses the chosen unit's height") {
    auto s = blank(armies_of({unit::marshall, unit::footman}, {unit::knight}));
    put(s, "d4", unit::marshall, 3);
    put(s, "f4", unit::footman);
    put(s, "g4", unit::knight);
    give(s, 0, unit::marshall);
    CHECK(count_kind(s, action::tactic) == 0);
    put(s, "f4", unit::footman, 2);
    CHECK(legal(s, "tactic marshall d4 f4 g4"));
}

// ------------------------------------------------------------------ WC-12.11 Mercenary, WC-12.12 Pikeman

TEST_CASE("WC-12.11.1 WC-12.11.4 WC-18.8 MERCENARY_MANEUVER belongs to the recruiting player: decline, move or attack") {
    auto s = blank(armies_of({unit::mercenary}, {unit::scout}));
    put(s, "d4", unit::mercenary);
    put(s, "e4", unit::scout);
    give(s, 0, royal);
    give(s, 1, royal);
    s = after(s, "recruit royal mercenary");
    REQUIRE(top(s) != nullptr);
    CHECK(current_player(s) == 0);
    CHECK(uc_all(s) == uc_sorted({"decline", "move d4 c4", "move d4 c5", "move d4 d3", "move d4 d5", "move d4 e3",
                                  "attack d4 e4"}));
    s = after(s, "decline");
    CHECK(top(s) == nullptr);
    CHECK(s.at(hx("d4")).kind() == unit::mercenary);
    CHECK(current_player(s) == 1);
}

TEST_CASE("WC-12.12.1 WC-12.12.4 the Pikeman takes a coin from an adjacent attacker, into the box") {
    auto s = blank(armies_of({unit::swordsman}, {unit::pikeman}));
    put(s, "e4", unit::swordsman, 2);
    put(s, "f4", unit::pikeman, 2);
    give(s, 0, unit::swordsman);
    s = after(s, "attack swordsman e4 f4");
    CHECK(s.at(hx("e4")).height == 1);
    CHECK(s.at(hx("f4")).height == 1);
    CHECK(uc_box(s, 0, unit::swordsman) == 1);
    CHECK(coin(s, 0, &zones::face_up, unit::swordsman) == 1);  // only the coin spent, not the one struck off
}

// ------------------------------------------------------------------ WC-12.13 Royal Guard

TEST_CASE("WC-12.13.6 WC-18.4 RG_SOAK: exactly supply or stack, decided by the Royal Guard's owner") {
    auto s = blank(armies_of({unit::swordsman}, {unit::royal_guard}));
    put(s, "e4", unit::swordsman);
    put(s, "f4", unit::royal_guard);
    give(s, 0, unit::swordsman);
    s = after(s, "attack swordsman e4 f4");
    CHECK(current_player(s) == 1);
    CHECK(uc_all(s) == uc_sorted({"soak stack", "soak supply"}));
}

TEST_CASE("WC-12.13.3 the revised Royal Guard cannot end where it started") {
    auto s = blank<revised_royal_guard_rules>(armies_of({unit::scout}, {unit::royal_guard}), 1);
    put(s, "a6", unit::royal_guard);  // on B's own location; c7, B's other one, is 3 away
    give(s, 1, royal);
    CHECK(count_kind(s, action::tactic) == 0);  // a6 -> b6 -> a6 would be the only "move"
    CHECK(refusal(s, "tactic royal a6 a6").find("WC-12.13") != std::string::npos);
    set_control(s, "b4", 1);
    CHECK(moves_of(s, action::tactic) == std::vector<std::string>{"tactic royal a6 b4"});
}

// ------------------------------------------------------------------ WC-12.14 Scout, WC-12.15 Swordsman

TEST_CASE("WC-12.14.1 the Scout deploys next to any friendly unit, far from every location, not next to an enemy") {
    auto s = blank(armies_of({unit::pikeman, unit::scout}, {unit::knight}));
    put(s, "g4", unit::pikeman);
    put(s, "b5", unit::knight);
    give(s, 0, unit::scout);
    CHECK(legal(s, "deploy scout g3"));
    CHECK(legal(s, "deploy scout f5"));
    CHECK_FALSE(legal(s, "deploy scout a5"));  // next to the enemy Knight only
}

TEST_CASE("WC-12.15.1 WC-12.15.4 WC-18.5 SWORDSMAN_MOVE: stay, or one step into an empty hex") {
    auto s = blank(armies_of({unit::swordsman}, {unit::scout}));
    put(s, "e4", unit::swordsman);
    put(s, "f4", unit::scout, 2);
    give(s, 0, unit::swordsman);
    s = after(s, "attack swordsman e4 f4");
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::swordsman_move);
    CHECK(current_player(s) == 0);
    CHECK(uc_all(s) == uc_sorted({"decline", "move e4 d4", "move e4 d5", "move e4 e3", "move e4 e5", "move e4 f3"}));
    s = after(s, "decline");
    CHECK(s.at(hx("e4")).kind() == unit::swordsman);
    CHECK(top(s) == nullptr);
}

// ------------------------------------------------------------------ WC-12.16 Warrior Priest

TEST_CASE("WC-12.16.1 WC-12.16.6 WC-17.4 WC-18.7 the Warrior Priest draws after an attack: B_t/n, then WP_USE") {
    auto s = blank(armies_of({unit::warrior_priest}, {unit::scout}));
    put(s, "d4", unit::warrior_priest);
    put(s, "e4", unit::scout, 2);
    give(s, 0, unit::warrior_priest);
    S::edit{s}.coins(0).bag[static_cast<std::size_t>(index(unit::warrior_priest))] = 1;
    S::edit{s}.coins(0).bag[royal] = 2;
    auto moved = after(s, "move warrior_priest d4 d5");
    CHECK(top(moved) == nullptr);  // a move draws nothing
    s = after(s, "attack warrior_priest d4 e4");
    CHECK(current_player(s) == arbiter::chance_player);
    const auto outs = chance_outcomes(s);
    REQUIRE(outs.size() == 2);
    CHECK(outs[0].outcome.coins[0] == index(unit::warrior_priest));
    CHECK(outs[0].chance == arbiter::probability{1, 3});
    CHECK(outs[1].outcome.coins[0] == royal);
    CHECK(outs[1].chance == arbiter::probability{2, 3});
    s = play(s, outs[0].outcome);
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::wp_use);
    CHECK(current_player(s) == 0);
    // WP_USE: the MAIN options of the drawn coin alone
    auto main = s;
    S::edit{main}.pendings().clear();
    S::edit{main}.coins(0).hand = coin_counts{};
    give(main, 0, unit::warrior_priest);
    CHECK(uc_all(s) == uc_all(main));
}
