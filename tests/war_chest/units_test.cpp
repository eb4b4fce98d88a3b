// War Chest unit cards and follow-ups (WC-12, WC-13) and the edge cases of
// WC-20, each on the hand-built position its recipe describes. Unless a test
// says otherwise, A = seat 0 is to act in MAIN and B = seat 1.

#include <doctest/doctest.h>

#include <algorithm>

#include "helpers.hpp"

using namespace wc_test;

namespace {

// Every test army: A's cards first. Types a test does not name fill the
// four-card hands so that the seats never share a type.
armies army(std::initializer_list<unit> a, std::initializer_list<unit> b) { return armies_of(a, b); }

std::vector<std::string> sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}
template <class R>
std::vector<std::string> all_moves(const state<R>& s) {
    std::vector<std::string> out;
    for (const move& m : legal_moves(s)) out.push_back(to_string(m));
    return sorted(out);
}
template <class R>
bool offers_from(const state<R>& s, std::string_view from) {
    for (const move& m : legal_moves(s))
        if (m.from == hx(from)) return true;
    return false;
}
const std::uint8_t wp = static_cast<std::uint8_t>(index(unit::warrior_priest));
struct always_soak : fixed_rules {
    static constexpr royal_guard_soak soak = royal_guard_soak::always;
};

}  // namespace

// ------------------------------------------------------------------ WC-12.1 Archer

TEST_CASE("WC-12.1.3 WC-20.1 the Archer has no normal attack and no adjacent tactic target") {
    auto s = blank(army({unit::archer}, {unit::swordsman}));
    put(s, "d4", unit::archer);
    put(s, "e4", unit::swordsman);
    give(s, 0, unit::archer);
    CHECK(count_kind(s, action::attack) == 0);
    CHECK(count_kind(s, action::tactic) == 0);
    CHECK(sorted(moves_of(s, action::move)) ==
          sorted({"move archer d4 c4", "move archer d4 c5", "move archer d4 d3", "move archer d4 d5", "move archer d4 e3"}));
    CHECK(moves_of(s, action::bolster) == std::vector<std::string>{"bolster archer d4"});
    CHECK(count_kind(s, action::deploy) == 0);
    CHECK(refusal(s, "attack archer d4 e4").find("WC-12.1") != std::string::npos);
}

TEST_CASE("WC-12.1.2 WC-20.2 the Archer shoots anywhere on the distance-2 ring, over units") {
    auto s = blank(army({unit::archer}, {unit::footman, unit::scout}));
    put(s, "d4", unit::archer);
    put(s, "e4", unit::footman);
    put(s, "d5", unit::footman);
    put(s, "e5", unit::scout);
    give(s, 0, unit::archer);
    CHECK(moves_of(s, action::tactic) == std::vector<std::string>{"tactic archer d4 e5"});
    s = after(s, "tactic archer d4 e5");
    CHECK(s.at(hx("e5")).empty());
    CHECK(coin(s, 1, &zones::box, unit::scout) == 1);
    CHECK(s.at(hx("d4")).height == 1);
    CHECK(coin(s, 0, &zones::face_up, unit::archer) == 1);
}

TEST_CASE("WC-12.1.4 WC-12.7.1 WC-20.3 a height-1 Archer cannot target a Knight; height 2 can") {
    auto s = blank(army({unit::archer}, {unit::knight}));
    put(s, "d4", unit::archer);
    put(s, "f4", unit::knight);
    give(s, 0, unit::archer);
    CHECK_FALSE(legal(s, "tactic archer d4 f4"));
    CHECK(refusal(s, "tactic archer d4 f4").find("WC-12.1") != std::string::npos);
    put(s, "d4", unit::archer, 2);
    s = after(s, "tactic archer d4 f4");
    CHECK(s.at(hx("f4")).empty());
}

TEST_CASE("WC-12.1.4 WC-20.4 the Pikeman does not strike back at the Archer's tactic") {
    auto s = blank(army({unit::archer}, {unit::pikeman}));
    put(s, "d4", unit::archer);
    put(s, "f4", unit::pikeman);
    give(s, 0, unit::archer);
    s = after(s, "tactic archer d4 f4");
    CHECK(s.at(hx("f4")).empty());
    CHECK(s.at(hx("d4")).height == 1);
    CHECK(coin(s, 0, &zones::box, unit::archer) == 0);
}

// ------------------------------------------------------------------ WC-12.4 Crossbowman

TEST_CASE("WC-12.4.3 WC-20.5 the Crossbowman also attacks normally") {
    auto s = blank(army({unit::crossbowman}, {unit::scout}));
    put(s, "d4", unit::crossbowman);
    put(s, "e4", unit::scout);
    give(s, 0, unit::crossbowman);
    CHECK(legal(s, "attack crossbowman d4 e4"));
}

TEST_CASE("WC-12.4.2 WC-20.6 the Crossbowman's line: straight, two away, the hex between empty") {
    auto s = blank(army({unit::crossbowman, unit::pikeman}, {unit::scout}));
    put(s, "d4", unit::crossbowman);
    put(s, "f4", unit::scout);
    give(s, 0, unit::crossbowman);
    CHECK(moves_of(s, action::tactic) == std::vector<std::string>{"tactic crossbowman d4 f4"});
    auto blocked = s;
    put(blocked, "e4", unit::pikeman);
    CHECK_FALSE(legal(blocked, "tactic crossbowman d4 f4"));
    auto bent = blank(army({unit::crossbowman}, {unit::scout}));
    put(bent, "d4", unit::crossbowman);
    put(bent, "e5", unit::scout);
    give(bent, 0, unit::crossbowman);
    CHECK(count_kind(bent, action::tactic) == 0);
}

TEST_CASE("WC-12.4.4 WC-12.12.2 WC-20.7 the Pikeman strikes back only at an adjacent attacker") {
    auto s = blank(army({unit::crossbowman}, {unit::pikeman}));
    put(s, "d4", unit::crossbowman);
    put(s, "f4", unit::pikeman);
    give(s, 0, unit::crossbowman);
    auto t = after(s, "tactic crossbowman d4 f4");
    CHECK(t.at(hx("f4")).empty());
    CHECK(t.at(hx("d4")).kind() == unit::crossbowman);
    auto near = blank(army({unit::crossbowman}, {unit::pikeman}));
    put(near, "d4", unit::crossbowman);
    put(near, "e4", unit::pikeman);
    give(near, 0, unit::crossbowman);
    near = after(near, "attack crossbowman d4 e4");
    CHECK(near.at(hx("e4")).empty());
    CHECK(near.at(hx("d4")).empty());
    CHECK(coin(near, 0, &zones::box, unit::crossbowman) == 1);
    CHECK(coin(near, 1, &zones::box, unit::pikeman) == 1);
}

// ------------------------------------------------------------------ WC-12.5 Ensign

TEST_CASE("WC-12.5.2 WC-20.8 the Ensign moves a friendly unit one step, staying within two") {
    auto s = blank(army({unit::ensign, unit::pikeman}, {unit::scout}));
    put(s, "d4", unit::ensign);
    put(s, "f4", unit::pikeman);
    give(s, 0, unit::ensign);
    std::vector<std::string> on_pikeman;
    for (const auto& t : moves_of(s, action::tactic))
        if (t.rfind("tactic ensign d4 f4", 0) == 0) on_pikeman.push_back(t);
    CHECK(sorted(on_pikeman) == sorted({"tactic ensign d4 f4 e4", "tactic ensign d4 f4 f3", "tactic ensign d4 f4 e5"}));
    s = after(s, "tactic ensign d4 f4 e5");
    CHECK(s.at(hx("e5")).kind() == unit::pikeman);
    CHECK(s.at(hx("f4")).empty());
}

TEST_CASE("WC-12.5.3 WC-20.9 the Ensign chooses neither itself nor an enemy") {
    auto s = blank(army({unit::ensign}, {unit::scout}));
    put(s, "d4", unit::ensign);
    put(s, "e4", unit::scout);
    give(s, 0, unit::ensign);
    CHECK(count_kind(s, action::tactic) == 0);
    CHECK(refusal(s, "tactic ensign d4 d4 d5").find("WC-12.5") != std::string::npos);
}

TEST_CASE("WC-12.5.4 WC-12.2.3 WC-20.10 a Berserker moved by the Ensign may chain") {
    auto s = blank(army({unit::ensign, unit::berserker}, {unit::scout}));
    put(s, "d4", unit::ensign);
    put(s, "e5", unit::berserker, 2);
    give(s, 0, unit::ensign);
    s = after(s, "tactic ensign d4 e5 d5");
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::berserker_chain);
    CHECK(current_player(s) == 0);
    CHECK(legal(s, "decline"));
    s = after(s, "control d5 ");
    CHECK(coin(s, 0, &zones::face_up, unit::berserker) == 1);
    CHECK(s.at(hx("d5")).height == 1);
    CHECK(s.control(hx("d5")) == 0);
    CHECK(top(s) == nullptr);  // height 1: no further chain
}

// ------------------------------------------------------------------ WC-12.6 Footman

TEST_CASE("WC-12.6.3 WC-20.11 one Footman coin: each Footman maneuvers, differently") {
    auto s = blank(army({unit::footman}, {unit::scout}));
    put(s, "d3", unit::footman);
    put(s, "f5", unit::footman);
    give(s, 0, unit::footman);
    CHECK(moves_of(s, action::tactic) == std::vector<std::string>{"tactic footman"});
    s = after(s, "tactic footman");
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::footman);
    CHECK(offers_from(s, "d3"));  // WC-12.6.4: either Footman may go first
    CHECK(offers_from(s, "f5"));
    s = after(s, "control d3");
    CHECK_FALSE(offers_from(s, "d3"));
    s = after(s, "move f5 f4");
    CHECK(top(s) == nullptr);
    CHECK(s.control(hx("d3")) == 0);
    CHECK(s.at(hx("f4")).kind() == unit::footman);
    CHECK(coin(s, 0, &zones::face_up, unit::footman) == 1);
}

TEST_CASE("WC-12.6.1 WC-12.6.2 WC-20.12 two Footman units; bolster names which") {
    auto s = blank(army({unit::footman}, {unit::scout}));
    put(s, "e1", unit::footman);
    give(s, 0, unit::footman);
    CHECK(moves_of(s, action::deploy) == std::vector<std::string>{"deploy footman g2"});
    put(s, "g2", unit::footman);
    CHECK(count_kind(s, action::deploy) == 0);
    CHECK(moves_of(s, action::bolster) == std::vector<std::string>{"bolster footman e1", "bolster footman g2"});
    CHECK(refusal(s, "deploy footman c2").find("WC-12.6.1") != std::string::npos);
}

TEST_CASE("WC-12.6.4 WC-12.6.5 WC-20.13 a Footman with no maneuver is skipped; with none at all no tactic") {
    auto s = blank(army({unit::footman, unit::pikeman, unit::archer, unit::scout}, {unit::knight}));
    put(s, "a7", unit::footman);
    put(s, "a6", unit::pikeman);
    put(s, "b6", unit::archer);
    put(s, "b7", unit::scout);
    set_control(s, "a6", 0);
    give(s, 0, unit::footman);
    CHECK(count_kind(s, action::tactic) == 0);
    put(s, "d4", unit::footman);
    s = after(s, "tactic footman");
    for (const move& m : legal_moves(s)) CHECK(m.from == hx("d4"));
    s = after(s, "move d4 e4");
    CHECK(top(s) == nullptr);
}

TEST_CASE("WC-13.2 WC-12.13.4 a Footman's soaked attack resolves before the second Footman acts") {
    auto s = blank(army({unit::footman}, {unit::royal_guard}));
    put(s, "d4", unit::footman);
    put(s, "f2", unit::footman);
    put(s, "e4", unit::royal_guard);
    give(s, 0, unit::footman);
    s = after(s, "tactic footman");
    s = after(s, "attack d4 e4");
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::soak);
    CHECK(current_player(s) == 1);
    s = after(s, "soak supply");
    CHECK(coin(s, 1, &zones::supply, unit::royal_guard) == 2);
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::footman);
    CHECK(current_player(s) == 0);
    CHECK(offers_from(s, "f2"));
    CHECK_FALSE(offers_from(s, "d4"));
}

// ------------------------------------------------------------------ WC-12.7, WC-12.15 Knight, Swordsman

TEST_CASE("WC-12.7.1 WC-12.15.2 WC-20.14 a Knight needs a bolstered attacker; the Swordsman may step in") {
    auto s = blank(army({unit::swordsman}, {unit::knight}));
    put(s, "e4", unit::swordsman);
    put(s, "f4", unit::knight);
    give(s, 0, unit::swordsman);
    CHECK_FALSE(legal(s, "attack swordsman e4 f4"));
    CHECK(refusal(s, "attack swordsman e4 f4").find("WC-12.7.1") != std::string::npos);
    put(s, "e4", unit::swordsman, 2);
    s = after(s, "attack swordsman e4 f4");
    CHECK(s.at(hx("f4")).empty());
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::swordsman_move);
    CHECK(legal(s, "move e4 f4"));
    CHECK(legal(s, "decline"));
    s = after(s, "move e4 f4");
    CHECK(s.at(hx("f4")).kind() == unit::swordsman);
    CHECK(s.at(hx("f4")).height == 2);
}

TEST_CASE("WC-12.12.2 WC-12.15.3 WC-20.23 Swordsman against Pikeman: both destroyed, no move") {
    auto s = blank(army({unit::swordsman}, {unit::pikeman}));
    put(s, "e4", unit::swordsman);
    put(s, "f4", unit::pikeman);
    give(s, 0, unit::swordsman);
    s = after(s, "attack swordsman e4 f4");
    CHECK(s.at(hx("e4")).empty());
    CHECK(s.at(hx("f4")).empty());
    CHECK(coin(s, 0, &zones::box, unit::swordsman) == 1);
    CHECK(coin(s, 1, &zones::box, unit::pikeman) == 1);
    CHECK(top(s) == nullptr);
}

TEST_CASE("WC-12.7.2 WC-12.12.5 WC-20.24 the Pikeman's strike ignores the Knight check") {
    auto s = blank(army({unit::knight}, {unit::pikeman}));
    put(s, "e4", unit::knight, 2);
    put(s, "f4", unit::pikeman);
    give(s, 0, unit::knight);
    s = after(s, "attack knight e4 f4");
    CHECK(s.at(hx("f4")).empty());
    CHECK(s.at(hx("e4")).height == 1);
}

// ------------------------------------------------------------------ WC-12.8 Lancer, WC-12.3 Cavalry

TEST_CASE("WC-12.8.3 WC-20.15 the Lancer needs a legal target when it charges") {
    auto s = blank(army({unit::lancer}, {unit::knight}));
    put(s, "d4", unit::lancer);
    put(s, "g4", unit::knight);
    give(s, 0, unit::lancer);
    CHECK(count_kind(s, action::tactic) == 0);
    put(s, "d4", unit::lancer, 2);
    CHECK(moves_of(s, action::tactic) == std::vector<std::string>{"tactic lancer d4 f4"});
    s = after(s, "tactic lancer d4 f4");
    CHECK(s.at(hx("f4")).kind() == unit::lancer);
    CHECK(s.at(hx("g4")).empty());
}

TEST_CASE("WC-12.8.2 WC-12.8.4 WC-20.16 the Lancer charges only in a straight line; no normal attack") {
    auto s = blank(army({unit::lancer}, {unit::scout}));
    put(s, "d4", unit::lancer);
    put(s, "f3", unit::scout);
    give(s, 0, unit::lancer);
    CHECK(count_kind(s, action::tactic) == 0);
    auto cav = blank(army({unit::cavalry}, {unit::scout}));
    put(cav, "d4", unit::cavalry);
    put(cav, "f3", unit::scout);
    give(cav, 0, unit::cavalry);
    CHECK(sorted(moves_of(cav, action::tactic)) == sorted({"tactic cavalry d4 e3", "tactic cavalry d4 e4"}));
    auto adj = blank(army({unit::lancer}, {unit::scout}));
    put(adj, "d4", unit::lancer);
    put(adj, "e4", unit::scout);
    give(adj, 0, unit::lancer);
    CHECK(count_kind(adj, action::attack) == 0);
    CHECK(refusal(adj, "attack lancer d4 e4").find("WC-12.8") != std::string::npos);
}

TEST_CASE("WC-12.8.5 WC-20.17 the Lancer ends next to a Pikeman target: both destroyed") {
    auto s = blank(army({unit::lancer}, {unit::pikeman}));
    put(s, "d4", unit::lancer);
    put(s, "f4", unit::pikeman);
    give(s, 0, unit::lancer);
    s = after(s, "tactic lancer d4 e4");
    CHECK(s.at(hx("e4")).empty());
    CHECK(s.at(hx("d4")).empty());
    CHECK(s.at(hx("f4")).empty());
    CHECK(coin(s, 0, &zones::box, unit::lancer) == 1);
}

TEST_CASE("WC-12.3.2 WC-18.2 WC-20.36 the Cavalry moves, then its attack is mandatory") {
    auto s = blank(army({unit::cavalry}, {unit::scout}));
    put(s, "d4", unit::cavalry);
    put(s, "f4", unit::scout);
    give(s, 0, unit::cavalry);
    CHECK(moves_of(s, action::tactic) == std::vector<std::string>{"tactic cavalry d4 e4"});
    s = after(s, "tactic cavalry d4 e4");
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::cavalry_attack);
    CHECK(all_moves(s) == std::vector<std::string>{"attack e4 f4"});
    CHECK(refusal(s, "decline").find("WC-12.3") != std::string::npos);
    s = after(s, "attack e4 f4");
    CHECK(s.at(hx("f4")).empty());
    auto knight = blank(army({unit::cavalry}, {unit::knight}));
    put(knight, "d4", unit::cavalry);
    put(knight, "f4", unit::knight);
    give(knight, 0, unit::cavalry);
    CHECK(count_kind(knight, action::tactic) == 0);
}

// ------------------------------------------------------------------ WC-12.9 Light Cavalry

TEST_CASE("WC-12.9.2 WC-12.9.3 WC-20.18 Light Cavalry: distance 2 through an empty hex, never adjacent") {
    auto s = blank(army({unit::light_cavalry, unit::pikeman}, {unit::scout}));
    put(s, "d4", unit::light_cavalry);
    put(s, "e4", unit::pikeman);
    give(s, 0, unit::light_cavalry);
    const auto t = moves_of(s, action::tactic);
    CHECK(t.size() == 11);
    CHECK_FALSE(legal(s, "tactic light_cavalry d4 f4"));
    CHECK(legal(s, "tactic light_cavalry d4 f3"));
    CHECK_FALSE(legal(s, "tactic light_cavalry d4 d5"));
    CHECK(legal(s, "move light_cavalry d4 d5"));
    s = after(s, "tactic light_cavalry d4 f3");
    CHECK(s.at(hx("f3")).kind() == unit::light_cavalry);
}

// ------------------------------------------------------------------ WC-12.10 Marshall

TEST_CASE("WC-12.10.5 WC-20.19 a Marshall grant is the unit's attack: the Swordsman may move") {
    auto s = blank(army({unit::marshall, unit::swordsman}, {unit::scout}));
    put(s, "d4", unit::marshall);
    put(s, "f4", unit::swordsman);
    put(s, "g4", unit::scout);
    give(s, 0, unit::marshall);
    s = after(s, "tactic marshall d4 f4 g4");
    CHECK(s.at(hx("g4")).empty());
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::swordsman_move);
    CHECK(legal(s, "move f4 g4"));
}

TEST_CASE("WC-12.10.2 WC-12.10.3 WC-20.20 no grant to an Archer, none to itself") {
    auto s = blank(army({unit::marshall, unit::archer}, {unit::scout, unit::footman}));
    put(s, "d4", unit::marshall);
    put(s, "e4", unit::archer);
    put(s, "f4", unit::scout);
    put(s, "c4", unit::footman);
    give(s, 0, unit::marshall);
    CHECK(count_kind(s, action::tactic) == 0);
    CHECK(legal(s, "attack marshall d4 c4"));
}

TEST_CASE("WC-12.10.5 WC-12.16.2 WC-20.21 a granted Warrior Priest attack draws a coin for its owner") {
    auto s = blank(army({unit::marshall, unit::warrior_priest}, {unit::scout}));
    put(s, "d4", unit::marshall);
    put(s, "e4", unit::warrior_priest);
    put(s, "f4", unit::scout);
    give(s, 0, unit::marshall);
    S::edit{s}.coins(0).bag[static_cast<std::size_t>(index(unit::marshall))] = 1;
    S::edit{s}.coins(0).bag[royal] = 1;
    s = after(s, "tactic marshall d4 e4 f4");
    CHECK(s.at(hx("f4")).empty());
    CHECK(current_player(s) == arbiter::chance_player);
    const auto outs = chance_outcomes(s);
    REQUIRE(outs.size() == 2);
    CHECK(outs[0].chance == arbiter::probability{1, 2});
    s = play(s, outs[1].outcome);  // the Royal Coin
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::wp_use);
    CHECK(current_player(s) == 0);
    // WC-12.16.4: the Royal Coin's only uses are the face-down actions
    for (const move& m : legal_moves(s)) {
        CHECK(m.coin == royal);
        CHECK((m.kind == action::claim || m.kind == action::recruit || m.kind == action::pass));
    }
}

TEST_CASE("WC-12.10.5 WC-12.12.3 the Pikeman strikes back at a unit granted an attack") {
    auto s = blank(army({unit::marshall, unit::swordsman}, {unit::pikeman}));
    put(s, "d4", unit::marshall);
    put(s, "e4", unit::swordsman);
    put(s, "f4", unit::pikeman);
    give(s, 0, unit::marshall);
    s = after(s, "tactic marshall d4 e4 f4");
    CHECK(s.at(hx("e4")).empty());
    CHECK(s.at(hx("f4")).empty());
    CHECK(s.at(hx("d4")).kind() == unit::marshall);
}

// ------------------------------------------------------------------ WC-12.11 Mercenary

TEST_CASE("WC-12.11.2 WC-12.11.3 WC-20.22 recruiting a Mercenary grants its unit a free maneuver") {
    auto s = blank(army({unit::mercenary}, {unit::scout}));
    put(s, "d3", unit::mercenary);
    give(s, 0, royal);
    s = after(s, "recruit royal mercenary");
    CHECK(s.coins(0).face_down[royal] == 1);
    CHECK(coin(s, 0, &zones::face_up, unit::mercenary) == 1);
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::mercenary);
    CHECK(legal(s, "decline"));
    CHECK(legal(s, "control d3"));
    CHECK(legal(s, "move d3 d4"));
    s = after(s, "control d3");
    CHECK(s.control(hx("d3")) == 0);
    auto none = blank(army({unit::mercenary}, {unit::scout}));
    give(none, 0, royal);
    none = after(none, "recruit royal mercenary");
    CHECK(top(none) == nullptr);
    CHECK(none.at(hx("d3")).empty());
}

// ------------------------------------------------------------------ WC-12.13 Royal Guard

TEST_CASE("WC-12.13.4 WC-20.32 the Royal Guard soaks from the supply or the stack") {
    auto s = blank(army({unit::swordsman}, {unit::royal_guard}));
    put(s, "e4", unit::swordsman, 2);
    put(s, "f4", unit::royal_guard);
    give(s, 0, unit::swordsman);
    CHECK(coin(s, 1, &zones::supply, unit::royal_guard) == 3);
    s = after(s, "attack swordsman e4 f4");
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::soak);
    CHECK(current_player(s) == 1);
    auto supply = after(s, "soak supply");
    CHECK(coin(supply, 1, &zones::supply, unit::royal_guard) == 2);
    CHECK(coin(supply, 1, &zones::box, unit::royal_guard) == 1);
    CHECK(supply.at(hx("f4")).height == 1);
    REQUIRE(top(supply) != nullptr);
    CHECK(top(supply)->kind == pending_kind::swordsman_move);
    CHECK(current_player(supply) == 0);
    CHECK_FALSE(legal(supply, "move e4 f4"));
    auto stack = after(s, "soak stack");
    CHECK(stack.at(hx("f4")).empty());
    CHECK(legal(stack, "move e4 f4"));
}

TEST_CASE("WC-19.2 with `always` the soak takes a supply coin without a decision") {
    auto s = blank<always_soak>(army({unit::swordsman}, {unit::royal_guard}));
    put(s, "e4", unit::swordsman);
    put(s, "f4", unit::royal_guard);
    give(s, 0, unit::swordsman);
    s = after(s, "attack swordsman e4 f4");
    CHECK(coin(s, 1, &zones::supply, unit::royal_guard) == 2);
    CHECK(s.at(hx("f4")).height == 1);
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::swordsman_move);
}

TEST_CASE("WC-12.12.5 WC-20.33 the Royal Guard cannot soak the Pikeman's strike") {
    auto s = blank(army({unit::pikeman}, {unit::royal_guard}), 1);
    put(s, "e4", unit::royal_guard);
    put(s, "f4", unit::pikeman);
    give(s, 1, unit::royal_guard);
    s = after(s, "attack royal_guard e4 f4");
    CHECK(s.at(hx("e4")).empty());
    CHECK(s.at(hx("f4")).empty());
    CHECK(coin(s, 1, &zones::supply, unit::royal_guard) == 3);
}

TEST_CASE("WC-12.13.4 the soak works against a tactic attack") {
    auto s = blank(army({unit::archer}, {unit::royal_guard}));
    put(s, "d4", unit::archer);
    put(s, "f4", unit::royal_guard);
    give(s, 0, unit::archer);
    s = after(s, "tactic archer d4 f4");
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::soak);
}

TEST_CASE("WC-12.13.1 WC-12.13.2 WC-20.34 the 2018 Royal Guard tactic: the Royal Coin moves it one step") {
    auto s = blank(army({unit::scout}, {unit::royal_guard}), 1);
    put(s, "b6", unit::royal_guard);
    give(s, 1, royal);
    CHECK(sorted(moves_of(s, action::tactic)) ==
          sorted({"tactic royal b6 a6", "tactic royal b6 a7", "tactic royal b6 b5", "tactic royal b6 b7",
                  "tactic royal b6 c5", "tactic royal b6 c6"}));
    auto t = after(s, "tactic royal b6 c6");
    CHECK(t.coins(1).face_up[royal] == 1);
    CHECK(t.at(hx("c6")).kind() == unit::royal_guard);
    auto coin_rg = blank(army({unit::scout}, {unit::royal_guard}), 1);
    put(coin_rg, "b6", unit::royal_guard);
    give(coin_rg, 1, unit::royal_guard);
    CHECK(count_kind(coin_rg, action::tactic) == 0);
    CHECK(count_kind(coin_rg, action::move) == 6);
    CHECK(refusal(coin_rg, "tactic royal_guard b6 c6").find("WC-12.13.1") != std::string::npos);
}

TEST_CASE("WC-12.13.3 WC-19.1 WC-20.34 the revised Royal Guard: 1 or 2 steps to a controlled location") {
    auto s = blank<revised_royal_guard_rules>(army({unit::scout}, {unit::royal_guard}), 1);
    put(s, "b6", unit::royal_guard);
    give(s, 1, royal);
    CHECK(sorted(moves_of(s, action::tactic)) == sorted({"tactic royal b6 a6", "tactic royal b6 c7"}));
    put(s, "b7", unit::scout);
    put(s, "c6", unit::scout);
    CHECK(moves_of(s, action::tactic) == std::vector<std::string>{"tactic royal b6 a6"});
}

// ------------------------------------------------------------------ WC-12.14 Scout

TEST_CASE("WC-12.14.2 WC-20.35 the Scout deploys next to a friendly unit too") {
    auto s = blank(army({unit::pikeman, unit::scout}, {unit::knight}));
    put(s, "d4", unit::pikeman);
    give(s, 0, unit::scout);
    CHECK(sorted(moves_of(s, action::deploy)) ==
          sorted({"deploy scout e1", "deploy scout g2", "deploy scout c4", "deploy scout c5", "deploy scout d3",
                  "deploy scout d5", "deploy scout e3", "deploy scout e4"}));
    put(s, "d5", unit::knight);
    CHECK_FALSE(legal(s, "deploy scout d5"));
    CHECK(refusal(s, "deploy scout g4").find("WC-12.14") != std::string::npos);
    CHECK(refusal(s, "deploy scout f6").find("WC-2.3") != std::string::npos);  // a 4-player hex
}

// ------------------------------------------------------------------ WC-12.16 Warrior Priest

TEST_CASE("WC-6.4 WC-12.16.3 WC-12.16.4 WC-20.25 the Warrior Priest's draw refills with the coin just spent") {
    auto s = blank(army({unit::warrior_priest}, {unit::scout}));
    put(s, "d3", unit::warrior_priest);
    give(s, 0, unit::warrior_priest);
    s = after(s, "control warrior_priest d3");
    CHECK(s.control(hx("d3")) == 0);
    CHECK(current_player(s) == arbiter::chance_player);
    const auto outs = chance_outcomes(s);
    REQUIRE(outs.size() == 1);
    CHECK(outs[0].outcome.coins[0] == wp);
    CHECK(outs[0].chance == arbiter::probability{1});
    s = play(s, outs[0].outcome);
    CHECK(total(s.coins(0).face_up) == 0);
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::wp_use);
    CHECK(legal(s, "bolster warrior_priest d3"));
    CHECK(legal(s, "pass warrior_priest"));
    CHECK(legal(s, "move warrior_priest d3 d4"));
    CHECK_FALSE(legal(s, "control warrior_priest d3"));
    CHECK(refusal(s, "pass royal").find("WC-12.16.4") != std::string::npos);
    s = after(s, "bolster warrior_priest d3");
    CHECK(s.at(hx("d3")).height == 2);
}

TEST_CASE("WC-12.16.4 a drawn Warrior Priest coin may trigger a new draw") {
    auto s = blank(army({unit::warrior_priest}, {unit::scout}));
    put(s, "d4", unit::warrior_priest);
    put(s, "e4", unit::scout, 3);
    give(s, 0, unit::warrior_priest);
    S::edit{s}.coins(0).bag[wp] = 1;
    s = after(s, "attack warrior_priest d4 e4");
    s = play(s, chance_outcomes(s)[0].outcome);
    s = after(s, "attack warrior_priest d4 e4");
    CHECK(s.at(hx("e4")).height == 1);
    CHECK(current_player(s) == arbiter::chance_player);  // the bag refilled from the discard
}

TEST_CASE("WC-12.16.5 WC-20.27 a Warrior Priest destroyed by the Pikeman draws nothing") {
    auto s = blank(army({unit::warrior_priest}, {unit::pikeman}));
    put(s, "e4", unit::warrior_priest);
    put(s, "f4", unit::pikeman);
    give(s, 0, unit::warrior_priest);
    S::edit{s}.coins(0).bag[royal] = 1;
    s = after(s, "attack warrior_priest e4 f4");
    CHECK(s.at(hx("e4")).empty());
    CHECK(s.at(hx("f4")).empty());
    CHECK(top(s) == nullptr);
    CHECK(s.coins(0).bag[royal] == 1);
}

// ------------------------------------------------------------------ WC-12.2 Berserker

TEST_CASE("WC-12.2.3 WC-12.2.4 WC-20.29 a Berserker chain: pay, move, pay, attack") {
    auto s = blank(army({unit::berserker}, {unit::scout, unit::footman}));
    put(s, "d4", unit::berserker, 3);
    put(s, "e4", unit::scout);
    put(s, "f4", unit::footman);
    give(s, 0, unit::berserker);
    s = after(s, "attack berserker d4 e4");
    CHECK(s.at(hx("e4")).empty());
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::berserker_chain);
    s = after(s, "move d4 e4");
    CHECK(s.at(hx("e4")).height == 2);
    REQUIRE(top(s) != nullptr);
    s = after(s, "attack e4 f4");
    CHECK(s.at(hx("f4")).empty());
    CHECK(s.at(hx("e4")).height == 1);
    CHECK(top(s) == nullptr);
    CHECK(coin(s, 0, &zones::face_up, unit::berserker) == 3);
    CHECK(coin(s, 0, &zones::hand, unit::berserker) == 0);
}

TEST_CASE("WC-12.2.3 WC-20.30 the chain checks the Knight at the height after paying") {
    auto s = blank(army({unit::berserker}, {unit::scout, unit::knight}));
    put(s, "d4", unit::berserker, 2);
    put(s, "c4", unit::scout);
    put(s, "e4", unit::knight);
    give(s, 0, unit::berserker);
    CHECK(legal(s, "attack berserker d4 e4"));
    s = after(s, "attack berserker d4 c4");
    REQUIRE(top(s) != nullptr);
    CHECK(count_kind(s, action::move) > 0);
    CHECK(count_kind(s, action::attack) == 0);
    CHECK(refusal(s, "attack d4 e4").find("WC-12.2.3") != std::string::npos);
}

TEST_CASE("WC-12.2.2 WC-20.31 no chain at height 1; a chain after a move at height 2") {
    auto s = blank(army({unit::berserker}, {unit::scout}));
    put(s, "d4", unit::berserker);
    give(s, 0, unit::berserker);
    auto t = after(s, "move berserker d4 d5");
    CHECK(top(t) == nullptr);
    put(s, "d4", unit::berserker, 2);
    t = after(s, "move berserker d4 d5");
    REQUIRE(top(t) != nullptr);
    CHECK(top(t)->kind == pending_kind::berserker_chain);
    t = after(t, "decline");
    CHECK(top(t) == nullptr);
    CHECK(t.at(hx("d5")).height == 2);
}

// ------------------------------------------------------------------ WC-11.3 in a follow-up

TEST_CASE("WC-11.3 WC-13.6 WC-20.42 a win inside the Footman tactic ends everything") {
    auto s = blank(army({unit::footman, unit::warrior_priest}, {unit::scout}));
    for (const char* h : {"c2", "f4", "b4"}) set_control(s, h, 0);
    CHECK(s.reserve(0) == 1);
    put(s, "d3", unit::footman);
    put(s, "f5", unit::footman);
    give(s, 0, unit::footman);
    auto t = after(s, "tactic footman");
    t = after(t, "control d3");
    CHECK(is_terminal(t));
    CHECK(t.winner() == 0);
    CHECK(t.pendings().empty());
    // likewise a Warrior Priest's winning control draws nothing
    auto w = blank(army({unit::footman, unit::warrior_priest}, {unit::scout}));
    for (const char* h : {"c2", "f4", "b4"}) set_control(w, h, 0);
    put(w, "d3", unit::warrior_priest);
    give(w, 0, unit::warrior_priest);
    S::edit{w}.coins(0).bag[royal] = 1;
    w = after(w, "control warrior_priest d3");
    CHECK(is_terminal(w));
    CHECK(w.coins(0).bag[royal] == 1);
}

namespace {
struct online_order : fixed_rules {
    static constexpr bool wp_draw_before_soak = true;
};
}  // namespace

TEST_CASE("WC-12.13.5 WC-19.4 the online order: the Warrior Priest draws before the soak, uses the coin after") {
    auto s = blank<online_order>(army({unit::warrior_priest}, {unit::royal_guard}));
    put(s, "e4", unit::warrior_priest);
    put(s, "f4", unit::royal_guard);
    give(s, 0, unit::warrior_priest);
    typename state<online_order>::edit{s}.coins(0).bag[royal] = 1;
    s = after(s, "attack warrior_priest e4 f4");
    CHECK(current_player(s) == arbiter::chance_player);  // the draw first
    s = play(s, chance_outcomes(s)[0].outcome);
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::soak);
    CHECK(current_player(s) == 1);
    s = after(s, "soak stack");
    CHECK(s.at(hx("f4")).empty());
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::wp_use);  // one draw, used after the soak
    CHECK(top(s)->drawn_coin() == royal);
    CHECK(s.pendings().size() == 1);
    // the default order: the soak first, then the draw
    auto d = blank(army({unit::warrior_priest}, {unit::royal_guard}));
    put(d, "e4", unit::warrior_priest);
    put(d, "f4", unit::royal_guard);
    give(d, 0, unit::warrior_priest);
    S::edit{d}.coins(0).bag[royal] = 1;
    d = after(d, "attack warrior_priest e4 f4");
    CHECK(current_player(d) == 1);
    d = after(d, "soak supply");
    CHECK(current_player(d) == arbiter::chance_player);
}
