// War Chest clauses of WC-0 to WC-18 outside the unit cards, each on a
// hand-built position: what rules_test.cpp's walk through the board, the
// setup, drawing, turns and the nine actions leaves out: conventions,
// geometry, seats, rounds and turns, the classes of action, follow-ups and
// chance nodes. The variant policies (WC-19) are variants_test.cpp.

#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <set>

#include "helpers.hpp"

using namespace wc_test;

namespace {

const armies cl_armies = armies_of({unit::archer, unit::pikeman, unit::swordsman, unit::footman},
                                   {unit::scout, unit::knight, unit::royal_guard, unit::mercenary});

template <class R>
std::vector<std::string> cl_all(const state<R>& s) {
    std::vector<std::string> out;
    for (const move& m : legal_moves(s)) out.push_back(to_string(m));
    std::sort(out.begin(), out.end());
    return out;
}

// Plays until the next decision or the end, resolving chance with `rng`.
template <class R>
state<R> cl_step(const state<R>& s, std::mt19937_64& rng) {
    if (current_player(s) == arbiter::chance_player) return play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
    const auto moves = legal_moves(s);
    return play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
}

}  // namespace

// ------------------------------------------------------------------ WC-0 conventions

TEST_CASE("WC-0.3 WC-9.2 an empty hex has no unit, whatever its marker: a unit steps onto an enemy location") {
    auto s = blank(cl_armies);
    put(s, "b6", unit::pikeman);
    give(s, 0, unit::pikeman);
    CHECK(legal(s, "move pikeman b6 a6"));  // a6 holds B's marker
    CHECK(legal(s, "move pikeman b6 b7"));
    s = after(s, "move pikeman b6 a6");
    CHECK(s.control(hx("a6")) == 1);  // and moving changes no control
}

TEST_CASE("WC-0.4 a 'may' is an option with a decline; everything else is mandatory, with none") {
    auto s = blank(armies_of({unit::swordsman, unit::cavalry}, {unit::scout}));
    put(s, "e4", unit::swordsman);
    put(s, "f4", unit::scout, 2);
    put(s, "g2", unit::cavalry);
    give(s, 0, unit::swordsman);
    give(s, 0, unit::cavalry);
    auto may = after(s, "attack swordsman e4 f4");  // "it may move" (WC-12.15.1)
    CHECK(legal(may, "decline"));
    auto must = after(s, "tactic cavalry g2 g3");   // "move, then attack" (WC-12.3.1)
    REQUIRE(top(must) != nullptr);
    CHECK(top(must)->kind == pending_kind::cavalry_attack);
    CHECK_FALSE(legal(must, "decline"));
}

TEST_CASE("WC-0.5 WC-18.1 coins of one type are one option each: two Archer coins list the options of one") {
    auto one = blank(cl_armies);
    put(one, "d4", unit::archer);
    put(one, "f4", unit::scout);
    give(one, 0, unit::archer);
    auto two = one;
    give(two, 0, unit::archer);
    const auto a = cl_all(one), b = cl_all(two);
    CHECK(a == b);
    CHECK(std::set<std::string>(b.begin(), b.end()).size() == b.size());  // listed once
    CHECK(std::find(a.begin(), a.end(), "tactic archer d4 f4") != a.end());
}

// ------------------------------------------------------------------ WC-1, WC-2, WC-3

TEST_CASE("WC-1.2 WC-1.3 16 cards to deal from; one Royal Coin in each bag, 2 or 4 in play") {
    state<standard_rules> two;
    CHECK(chance_outcomes(two).size() == 16);  // one card per unit type
    while (two.phase() == phase::deal) two = play(two, chance_outcomes(two)[0].outcome);
    for (player_id p = 0; p < 2; ++p) CHECK(two.coins(p).bag[royal] == 1);
    state<four_player_rules> four;
    while (four.phase() == phase::deal) four = play(four, chance_outcomes(four)[0].outcome);
    for (player_id p = 0; p < 4; ++p) CHECK(four.coins(p).bag[royal] == 1);
}

TEST_CASE("WC-2.1 WC-2.7 hex (x, y) is x + 7y; its neighbours are the six directions E, W, NE, SW, NW, SE") {
    CHECK(hx("d4") == 3 + 7 * 3);
    CHECK(axial_of(hx("d4")).q == 3);
    CHECK(axial_of(hx("d4")).r == 3);
    const int dirs[6][2] = {{1, 0}, {-1, 0}, {1, -1}, {-1, 1}, {0, -1}, {0, 1}};
    for (const char* name : {"d4", "c3", "e5"}) {
        const int h = hx(name);
        std::set<int> want, got;
        for (const auto& d : dirs) want.insert(hex_at(hex_x(h) + d[0], hex_y(h) + d[1]));
        for (auto n : neighbour_table<2>[static_cast<std::size_t>(h)])
            if (n != no_hex) got.insert(n);
        CHECK(got == want);
    }
    CHECK(hx("e4") == hex_at(3 + 1, 3));   // E of d4
    CHECK(hx("e3") == hex_at(3 + 1, 3 - 1));  // NE of d4
}

TEST_CASE("WC-2.9 adjacent means distance 1 on the board in use; no hex is its own neighbour") {
    for (int h = 0; h < grid_size; ++h) {
        if (!on_board(2, h)) {
            for (auto n : neighbour_table<2>[static_cast<std::size_t>(h)]) CHECK(n == no_hex);
            continue;
        }
        int at_one = 0;
        for (int g = 0; g < grid_size; ++g) at_one += on_board(2, g) && distance(h, g) == 1 ? 1 : 0;
        int listed = 0;
        for (auto n : neighbour_table<2>[static_cast<std::size_t>(h)]) {
            if (n == no_hex) continue;
            ++listed;
            CHECK(n != h);
            CHECK(on_board(2, n));
            CHECK(distance(h, n) == 1);
        }
        CHECK(listed == at_one);
    }
    // c2 borders the 4-player hexes b2 and c1, which do not exist for 2 players
    CHECK(distance(hx("c2"), hx("b2")) == 1);
    for (auto n : neighbour_table<2>[static_cast<std::size_t>(hx("c2"))]) CHECK((n == no_hex || (n != hx("b2") && n != hx("c1"))));
}

TEST_CASE("WC-2.10 WC-12.10.2 'within two spaces' is distance: the Marshall reaches a friend past an enemy between") {
    auto m = blank(armies_of({unit::marshall, unit::swordsman}, {unit::scout, unit::footman}));
    put(m, "d4", unit::marshall);
    put(m, "f4", unit::swordsman);
    put(m, "e4", unit::scout);  // the one hex between d4 and f4
    put(m, "g4", unit::footman);
    give(m, 0, unit::marshall);
    CHECK(legal(m, "tactic marshall d4 f4 g4"));
    CHECK(legal(m, "tactic marshall d4 f4 e4"));
}

TEST_CASE("WC-3.1 WC-14.1 seats: 0 is side A on e1 and g2, 1 is side B on a6 and c7; with 4, seats 0 and 2 are A") {
    CHECK(side_of(0) == 0);
    CHECK(side_of(1) == 1);
    CHECK(side_of(2) == 0);
    CHECK(side_of(3) == 1);
    const state<first_game_rules> s;
    CHECK(s.control(hx("e1")) == side_of(0));
    CHECK(s.control(hx("g2")) == side_of(0));
    CHECK(s.control(hx("a6")) == side_of(1));
    CHECK(s.control(hx("c7")) == side_of(1));
}

TEST_CASE("WC-3.7 WC-15.6 WC-4.2 the first game: no flip, A holds the initiative, round 1 draws, nothing transferred") {
    const state<first_game_rules> s;
    CHECK(s.phase() == phase::draw);  // straight to the draw: no flip
    CHECK(current_player(s) == arbiter::chance_player);
    CHECK(chance_outcomes(s).size() == 26);  // a bag draw, not a flip's 2 outcomes
    CHECK(s.initiative() == 0);
    CHECK(s.round() == 1);
    CHECK_FALSE(s.initiative_transferred());
}

// ------------------------------------------------------------------ WC-4, WC-5

TEST_CASE("WC-4.1 WC-4.2 WC-4.7 WC-4.8 a round is a draw, then turns until every hand is empty; the next clears the flag") {
    auto s = blank(cl_armies);
    give(s, 0, royal);
    give(s, 1, royal);
    s = after(s, "pass royal");
    CHECK(s.phase() == phase::use);  // B still holds a coin
    s = after(s, "claim royal");
    CHECK(s.phase() == phase::draw);  // every hand empty: the round is over
    CHECK(s.round() == 2);
    CHECK_FALSE(s.initiative_transferred());  // cleared for round 2
    CHECK(s.initiative() == 1);
    CHECK(s.turn() == 1);  // the new holder draws first
    for (player_id p = 0; p < 2; ++p) CHECK(total(s.coins(p).hand) == 0);
}

TEST_CASE("WC-5.2 WC-4.6 the initiative holder draws and plays first, then turns alternate") {
    auto s = blank(cl_armies);
    S::edit e{s};
    e.phase() = phase::draw;
    e.initiative() = 1;
    e.turn() = 1;
    e.coins(0).bag[static_cast<std::size_t>(index(unit::archer))] = 2;
    e.coins(0).bag[royal] = 1;
    e.coins(1).bag[static_cast<std::size_t>(index(unit::scout))] = 2;
    e.coins(1).bag[royal] = 1;
    s = play(s, chance_outcomes(s)[0].outcome);
    CHECK(total(s.coins(1).hand) == 3);  // B drew first
    CHECK(s.turn() == 0);
    s = play(s, chance_outcomes(s)[0].outcome);
    std::vector<player_id> order;
    while (s.phase() == phase::use) {
        order.push_back(current_player(s));
        for (const move& m : legal_moves(s))
            if (m.kind == action::pass) {
                s = play(s, m);
                break;
            }
    }
    CHECK(order == std::vector<player_id>{1, 0, 1, 0, 1, 0});
}

TEST_CASE("WC-5.5 WC-13.3 WC-13.4 WC-13.7 in A's turn B soaks, then A's Swordsman moves, then the turn passes") {
    auto s = blank(armies_of({unit::swordsman}, {unit::royal_guard}));
    put(s, "e4", unit::swordsman, 2);
    put(s, "f4", unit::royal_guard);
    give(s, 0, unit::swordsman);
    give(s, 1, royal);
    s = after(s, "attack swordsman e4 f4");
    CHECK(current_player(s) == 1);  // the soak first (WC-10.2 a), the Royal Guard's owner's
    CHECK(top(s)->kind == pending_kind::soak);
    s = after(s, "soak stack");
    CHECK(current_player(s) == 0);  // then the attacker's attribute (WC-10.2 d)
    CHECK(top(s)->kind == pending_kind::swordsman_move);
    s = after(s, "move e4 f4");
    CHECK(top(s) == nullptr);  // no follow-up left: B's turn
    CHECK(current_player(s) == 1);
    CHECK(s.turn() == 1);
}

// ------------------------------------------------------------------ WC-6, WC-8, WC-9

TEST_CASE("WC-6.1 WC-8.1 WC-9.1 each class of action puts its coin in its place: board, face down, face up") {
    auto s = blank(cl_armies, 0);
    S::edit{s}.initiative() = 1;  // so that A may claim
    put(s, "d3", unit::pikeman);
    put(s, "e3", unit::scout);
    give(s, 0, unit::archer);
    give(s, 0, unit::pikeman);
    give(s, 0, royal);
    auto placed = after(s, "deploy archer e1");
    CHECK(placed.at(hx("e1")).height == 1);
    CHECK(total(placed.coins(0).face_up) + total(placed.coins(0).face_down) == 0);
    auto bolstered = after(s, "bolster pikeman d3");
    CHECK(bolstered.at(hx("d3")).height == 2);
    for (const char* face_down : {"claim royal", "recruit royal pikeman", "pass archer"}) {
        CAPTURE(face_down);
        const auto t = after(s, face_down);
        CHECK(total(t.coins(0).face_down) == 1);
    }
    for (const char* face_up : {"move pikeman d3 c3", "control pikeman d3", "attack pikeman d3 e3"}) {
        CAPTURE(face_up);
        const auto t = after(s, face_up);
        CHECK(coin(t, 0, &zones::face_up, unit::pikeman) == 1);
        CHECK(total(t.coins(0).face_down) == 0);
    }
    auto tactic = blank(cl_armies);
    put(tactic, "d4", unit::archer);
    put(tactic, "f4", unit::scout);
    give(tactic, 0, unit::archer);
    CHECK(coin(after(tactic, "tactic archer d4 f4"), 0, &zones::face_up, unit::archer) == 1);
}

TEST_CASE("WC-6.6 WC-10.1 a free maneuver keeps the normal rules: a Footman of height 1 cannot hit a Knight, and no tactic") {
    auto s = blank(armies_of({unit::footman}, {unit::knight}));
    put(s, "d4", unit::footman);
    put(s, "e4", unit::knight);
    give(s, 0, unit::footman);
    auto t = after(s, "tactic footman");
    REQUIRE(top(t) != nullptr);
    CHECK(count_kind(t, action::attack) == 0);
    CHECK(count_kind(t, action::tactic) == 0);
    CHECK(count_kind(t, action::move) == 5);
    put(s, "d4", unit::footman, 2);
    CHECK(legal(after(s, "tactic footman"), "attack d4 e4"));
}

TEST_CASE("WC-10.1 the Knight check holds for a coin drawn by the Warrior Priest") {
    auto s = blank(armies_of({unit::warrior_priest}, {unit::scout, unit::knight}));
    put(s, "d4", unit::warrior_priest);
    put(s, "e4", unit::scout, 2);
    put(s, "c4", unit::knight);
    give(s, 0, unit::warrior_priest);
    S::edit{s}.coins(0).bag[static_cast<std::size_t>(index(unit::warrior_priest))] = 1;
    s = after(s, "attack warrior_priest d4 e4");
    s = play(s, chance_outcomes(s)[0].outcome);
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::wp_use);
    CHECK(legal(s, "attack warrior_priest d4 e4"));
    CHECK_FALSE(legal(s, "attack warrior_priest d4 c4"));  // height 1 against a Knight
}

TEST_CASE("WC-10.4 WC-7.3 a destroyed unit is no longer deployed: its type may deploy again") {
    auto s = blank(cl_armies);
    put(s, "e4", unit::swordsman);
    put(s, "f4", unit::scout);
    give(s, 0, unit::swordsman);
    give(s, 1, unit::scout);
    s = after(s, "attack swordsman e4 f4");
    s = after(s, "decline");
    CHECK(s.hexes_of(unit::scout)[0] == no_hex);
    CHECK(current_player(s) == 1);
    CHECK(legal(s, "deploy scout a6"));
}

TEST_CASE("WC-11.2 control changes only by Control: leaving a location or losing the unit on it keeps the marker") {
    auto s = blank(cl_armies);
    set_control(s, "d3", 0);
    set_control(s, "d5", 0);
    put(s, "d3", unit::pikeman);
    put(s, "d5", unit::archer);
    put(s, "e5", unit::knight, 2);
    give(s, 0, unit::pikeman);
    give(s, 1, unit::knight);
    s = after(s, "move pikeman d3 c3");
    CHECK(s.control(hx("d3")) == 0);
    s = after(s, "attack knight e5 d5");
    CHECK(s.at(hx("d5")).empty());
    CHECK(s.control(hx("d5")) == 0);
}

// ------------------------------------------------------------------ WC-13

TEST_CASE("WC-13.1 every follow-up has its decision kind of WC-18") {
    CHECK(std::string(pending_name(pending_kind::cavalry_attack)) == "CAVALRY_ATTACK");
    CHECK(std::string(pending_name(pending_kind::footman)) == "FOOTMAN_MANEUVER");
    CHECK(std::string(pending_name(pending_kind::soak)) == "RG_SOAK");
    CHECK(std::string(pending_name(pending_kind::swordsman_move)) == "SWORDSMAN_MOVE");
    CHECK(std::string(pending_name(pending_kind::berserker_chain)) == "BERSERKER_CHAIN");
    CHECK(std::string(pending_name(pending_kind::wp_use)) == "WP_USE");
    CHECK(std::string(pending_name(pending_kind::mercenary)) == "MERCENARY_MANEUVER");
}

TEST_CASE("WC-13.5 an optional follow-up needs an option besides declining: a boxed-in Swordsman, a stuck Mercenary") {
    // a7 is a corner: its neighbours are a6, b6, b7
    auto s = blank(cl_armies);
    put(s, "a7", unit::swordsman);
    put(s, "a6", unit::pikeman);
    put(s, "b6", unit::archer);
    put(s, "b7", unit::scout, 2);
    give(s, 0, unit::swordsman);
    s = after(s, "attack swordsman a7 b7");
    CHECK(s.at(hx("b7")).height == 1);
    CHECK(top(s) == nullptr);  // no empty hex: no SWORDSMAN_MOVE
    auto m = blank(cl_armies, 1);
    put(m, "a7", unit::mercenary);
    put(m, "a6", unit::scout);
    put(m, "b6", unit::knight);
    put(m, "b7", unit::royal_guard);
    give(m, 1, royal);
    m = after(m, "recruit royal mercenary");
    CHECK(top(m) == nullptr);  // no move, no control on a7, no enemy next to it
    CHECK(coin(m, 1, &zones::face_up, unit::mercenary) == 1);
}

// ------------------------------------------------------------------ WC-14.6

TEST_CASE("WC-14.6 coins are per player: a seat never holds the coins of a type another seat owns") {
    auto s = blank<four_fixed>(armies{set_of({unit::archer}), set_of({unit::scout}), set_of({unit::swordsman}),
                                      set_of({unit::knight})});
    put(s, "e4", unit::swordsman);  // seat 2's
    put(s, "d4", unit::archer);     // seat 0's
    CHECK(s.owner_at(hx("e4")) == 2);
    give(s, 0, unit::archer);
    give(s, 0, royal);
    CHECK(count_kind(s, action::move) == 5);  // the Archer's; seat 0 has no coin for the Swordsman
    for (const move& m : legal_moves(s)) CHECK(m.from != hx("e4"));
    auto owner = s;
    S4::edit{owner}.turn() = 2;
    give(owner, 2, unit::swordsman);
    CHECK(legal(owner, "move swordsman e4 e5"));
    std::string text = to_string(s);
    text.replace(text.find("hand0=archer:1,royal:1"), 22, "hand0=swordsman:1");
    CHECK_FALSE(parse_state<four_fixed>(text).has_value());
}

// ------------------------------------------------------------------ WC-17, WC-18

TEST_CASE("WC-17.1 WC-18.11 the chance nodes are the deal, the flip, the round draws and the Warrior Priest's draw") {
    std::mt19937_64 rng(5);
    std::set<int> seen;
    for (int g = 0; g < 4; ++g) {
        for (state<bounded_rules> s; !is_terminal(s); s = cl_step(s, rng)) {
            const bool chance = current_player(s) == arbiter::chance_player;
            const bool wp = !s.pendings().empty() && s.pendings().back().kind == pending_kind::wp_draw;
            const bool chance_phase = s.phase() == phase::deal || s.phase() == phase::flip || s.phase() == phase::draw;
            CHECK(chance == (chance_phase || (s.phase() == phase::use && wp)));
            CHECK(chance == legal_moves(s).empty());
            if (chance) seen.insert(static_cast<int>(s.phase()));
        }
    }
    CHECK(seen.count(static_cast<int>(phase::deal)) == 1);
    CHECK(seen.count(static_cast<int>(phase::flip)) == 1);
    CHECK(seen.count(static_cast<int>(phase::draw)) == 1);
}

TEST_CASE("WC-18.6 BERSERKER_CHAIN: stop, or pay and move, control or attack at the reduced height") {
    auto s = blank(armies_of({unit::berserker}, {unit::scout}));
    put(s, "d4", unit::berserker, 3);
    put(s, "e4", unit::scout, 2);
    give(s, 0, unit::berserker);
    s = after(s, "attack berserker d4 e4");
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::berserker_chain);
    CHECK(cl_all(s) == std::vector<std::string>{"attack d4 e4", "decline", "move d4 c4", "move d4 c5", "move d4 d3",
                                                "move d4 d5", "move d4 e3"});
}
