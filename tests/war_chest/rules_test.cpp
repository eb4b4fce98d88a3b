// War Chest clauses WC-2 to WC-11, WC-15 and WC-17: the board, the setup,
// drawing, turns and the nine actions, on hand-built positions. The clauses
// they leave out are general_clauses_test.cpp, the unit cards
// units_clauses_test.cpp and units_test.cpp, the variants variants_test.cpp.

#include <doctest/doctest.h>

#include <bit>
#include <map>

#include "helpers.hpp"

using namespace wc_test;

namespace {

template <int Players>
int board_hexes() {
    int n = 0;
    for (int h = 0; h < grid_size; ++h) n += on_board(Players, h) ? 1 : 0;
    return n;
}
template <int Players>
int neighbours(int hex) {
    int n = 0;
    for (auto x : neighbour_table<Players>[static_cast<std::size_t>(hex)]) n += x != no_hex ? 1 : 0;
    return n;
}

const armies archer_vs_swordsman = armies_of({unit::archer, unit::pikeman, unit::scout, unit::footman},
                                             {unit::swordsman, unit::knight, unit::cavalry, unit::royal_guard});

}  // namespace

// ------------------------------------------------------------------ WC-2

TEST_CASE("WC-2.2 hex names: letter x, digit y + 1") {
    CHECK(hx("e1") == hex_at(4, 0));
    CHECK(hx("d4") == hex_at(3, 3));
    CHECK(hx("D4") == hex_at(3, 3));
    CHECK(hex_string(hex_at(6, 6)) == "g7");
    CHECK_FALSE(parse_hex("h1").has_value());
    CHECK_FALSE(parse_hex("a8").has_value());
    CHECK_FALSE(parse_hex("a").has_value());
}

TEST_CASE("WC-2.3 WC-2.4 the boards: 37 hexes for 2 players, 47 for 4") {
    CHECK(board_hexes<2>() == 37);
    CHECK(board_hexes<4>() == 47);
    // the outer hexes exist only on the 4-player board
    for (const char* outer : {"b1", "c1", "a2", "b2", "a3", "g5", "f6", "g6", "e7", "f7"}) {
        CHECK_FALSE(on_board(2, hx(outer)));
        CHECK(on_board(4, hx(outer)));
    }
    CHECK_FALSE(on_board(4, hx("a1")));
    CHECK_FALSE(on_board(4, hx("g7")));
}

TEST_CASE("WC-2.5 locations: 10 on the 2-player board, 14 on the 4-player board") {
    CHECK(locations<2>.count == 10);
    CHECK(locations<4>.count == 14);
    CHECK(locations<2>.start[0][0] == hx("e1"));
    CHECK(locations<2>.start[0][1] == hx("g2"));
    CHECK(locations<2>.start[1][0] == hx("a6"));
    CHECK(locations<2>.start[1][1] == hx("c7"));
    CHECK(locations<4>.start[0][2] == hx("g5"));
    CHECK(locations<4>.start[1][2] == hx("a3"));
    CHECK(location_mask<2>[static_cast<std::size_t>(hx("d5"))]);
    CHECK_FALSE(location_mask<2>[static_cast<std::size_t>(hx("d4"))]);
    CHECK_FALSE(location_mask<2>[static_cast<std::size_t>(hx("b1"))]);
    CHECK(location_mask<4>[static_cast<std::size_t>(hx("b1"))]);
}

TEST_CASE("WC-2.12 the half-turn maps locations onto locations and swaps the starts") {
    auto turn = [](int h) { return hex_at(6 - hex_x(h), 6 - hex_y(h)); };
    for (int i = 0; i < locations<4>.count; ++i)
        CHECK(location_mask<4>[static_cast<std::size_t>(turn(locations<4>.hexes[static_cast<std::size_t>(i)]))]);
    for (int i = 0; i < 3; ++i) {
        const int a = locations<4>.start[0][static_cast<std::size_t>(i)];
        bool found = false;
        for (auto b : locations<4>.start[1]) found = found || b == turn(a);
        CHECK(found);
    }
}

TEST_CASE("WC-2.8 WC-2.13 reference distances and the neighbours of g4") {
    CHECK(distance(hx("e1"), hx("g2")) == 3);
    CHECK(distance(hx("a6"), hx("c7")) == 3);
    int nearest = 99;
    for (const char* a : {"e1", "g2"})
        for (const char* b : {"a6", "c7"}) nearest = std::min(nearest, distance(hx(a), hx(b)));
    CHECK(nearest == 5);
    CHECK(distance(hx("c2"), hx("e1")) == 2);
    CHECK(distance(hx("d3"), hx("e1")) == 2);
    CHECK(distance(hx("f4"), hx("g2")) == 2);
    CHECK(distance(hx("b4"), hx("a6")) == 2);
    CHECK(distance(hx("d5"), hx("c7")) == 2);
    CHECK(distance(hx("e6"), hx("c7")) == 2);
    CHECK(neighbours<2>(hx("g4")) == 3);
    CHECK(neighbours<4>(hx("g4")) == 4);
    CHECK(neighbours<2>(hx("d4")) == 6);
    // Every board neighbour is at distance 1, and distance is usable at compile time.
    for (int a = 0; a < grid_size; ++a)
        for (std::uint8_t n : neighbour_table<4>[static_cast<std::size_t>(a)])
            if (n != no_hex) CHECK(distance(a, n) == 1);
    static_assert(distance(hex_at(3, 3), hex_at(5, 1)) == 2);
}

TEST_CASE("WC-20.48 WC-2.3 a unit on g4 moves only to f4, g3 or f5 in the 2-player game") {
    auto s = blank(archer_vs_swordsman);
    put(s, "g4", unit::pikeman);
    give(s, 0, unit::pikeman);
    const auto moves = moves_of(s, action::move);
    CHECK(moves == std::vector<std::string>{"move pikeman g4 g3", "move pikeman g4 f4", "move pikeman g4 f5"});
}

// ------------------------------------------------------------------ WC-3

TEST_CASE("WC-3.2 WC-3.4 WC-3.6 the first-game setup") {
    const state<first_game_rules> s;
    CHECK(s.phase() == phase::draw);
    CHECK(s.round() == 1);
    CHECK(s.initiative() == 0);
    CHECK_FALSE(s.initiative_transferred());
    CHECK(s.turn() == 0);  // WC-4.6: the initiative holder draws first
    CHECK(s.cards(0) == first_game_armies.seat0);
    CHECK(s.cards(1) == first_game_armies.seat1);
    CHECK(s.control(hx("e1")) == 0);
    CHECK(s.control(hx("g2")) == 0);
    CHECK(s.control(hx("a6")) == 1);
    CHECK(s.control(hx("c7")) == 1);
    CHECK(s.control(hx("d3")) == -1);
    CHECK(s.reserve(0) == 4);
    CHECK(s.reserve(1) == 4);
    for (player_id p = 0; p < 2; ++p) {
        CHECK(total(s.coins(p).bag) == 9);
        CHECK(s.coins(p).bag[royal] == 1);
        CHECK(total(s.coins(p).hand) == 0);
    }
    CHECK(coin(s, 0, &zones::bag, unit::swordsman) == 2);
    CHECK(coin(s, 0, &zones::supply, unit::swordsman) == 3);
    CHECK(coin(s, 0, &zones::supply, unit::pikeman) == 2);
    CHECK(coin(s, 1, &zones::supply, unit::archer) == 2);
    CHECK(coin(s, 1, &zones::supply, unit::scout) == 3);
}

TEST_CASE("WC-3.5 WC-15.5 a battle preset flips for the initiative, 1/2 each") {
    const state<gaugamela_rules> s;
    CHECK(current_player(s) == arbiter::chance_player);
    CHECK(s.cards(0) == gaugamela_armies.seat0);
    const auto outs = chance_outcomes(s);
    REQUIRE(outs.size() == 2);
    CHECK(outs[0].chance == arbiter::probability{1, 2});
    const auto b = play(s, outs[1].outcome);
    CHECK(b.initiative() == 1);
    CHECK(b.round() == 1);
    CHECK(b.phase() == phase::draw);
    CHECK(b.turn() == 1);
}

// ------------------------------------------------------------------ WC-4, WC-17

TEST_CASE("WC-17.2 WC-4.3 a draw of 3 from a bag of 9 is hypergeometric over multisets") {
    const state<first_game_rules> s;
    const auto outs = chance_outcomes(s);
    arbiter::probability sum{0};
    for (const auto& o : outs) sum += o.chance;
    CHECK(sum == arbiter::probability{1});
    // bag: 2 each of 4 types + 1 Royal: the 35 multisets of 3 over 5 types,
    // minus the 5 triples of one type and the 4 with two Royal Coins -> 26
    CHECK(outs.size() == 26);
    bool found = false;
    for (const auto& o : outs) {
        const std::uint8_t sw = static_cast<std::uint8_t>(index(unit::swordsman));
        if (o.outcome.count == 3 && o.outcome.coins == std::array<std::uint8_t, 3>{sw, sw, royal}) {
            found = true;
            CHECK(o.chance == arbiter::probability{1, 84});  // C(2,2) C(1,1) / C(9,3)
        }
    }
    CHECK(found);
    const auto after_draw = play(s, outs[0].outcome);
    CHECK(total(after_draw.coins(0).hand) == 3);
    CHECK(total(after_draw.coins(0).bag) == 6);
    CHECK(after_draw.turn() == 1);  // WC-4.6: then the other seat draws
    CHECK(after_draw.phase() == phase::draw);
}

TEST_CASE("WC-17.3 WC-4.4 refill: the old bag is drawn with certainty, the rest from the discards") {
    auto s = blank(armies_of({unit::archer, unit::cavalry, unit::lancer}, {unit::scout}));
    S::edit e{s};
    e.phase() = phase::draw;
    e.turn() = 0;
    e.coins(0).bag[static_cast<std::size_t>(index(unit::archer))] = 1;
    e.coins(0).face_up[static_cast<std::size_t>(index(unit::cavalry))] = 1;
    e.coins(0).face_up[static_cast<std::size_t>(index(unit::lancer))] = 1;
    e.coins(0).face_down[royal] = 1;
    const auto outs = chance_outcomes(s);
    REQUIRE(outs.size() == 3);
    for (const auto& o : outs) {
        CHECK(o.chance == arbiter::probability{1, 3});
        CHECK(o.outcome.count == 3);
        CHECK(o.outcome.coins[0] == index(unit::archer));
    }
    const auto t = play(s, outs[0].outcome);
    CHECK(total(t.coins(0).hand) == 3);
    CHECK(total(t.coins(0).bag) == 1);  // one coin stays in the bag
    CHECK(total(t.coins(0).face_up) + total(t.coins(0).face_down) == 0);
}

TEST_CASE("WC-20.43 WC-4.4 a bag of exactly 3 is drawn out and not refilled until the next draw") {
    auto s = blank(archer_vs_swordsman);
    S::edit e{s};
    e.phase() = phase::draw;
    e.coins(0).bag[static_cast<std::size_t>(index(unit::archer))] = 2;
    e.coins(0).bag[royal] = 1;
    e.coins(0).face_up[static_cast<std::size_t>(index(unit::pikeman))] = 2;
    const auto outs = chance_outcomes(s);
    REQUIRE(outs.size() == 1);
    CHECK(outs[0].chance == arbiter::probability{1});
    const auto t = play(s, outs[0].outcome);
    CHECK(total(t.coins(0).bag) == 0);
    CHECK(coin(t, 0, &zones::face_up, unit::pikeman) == 2);
}

TEST_CASE("WC-4.5 WC-20.40 WC-5.3 fewer than 3 coins: A draws 1 after a refill, then turns go A, B, B, B") {
    auto s = blank(archer_vs_swordsman);
    S::edit e{s};
    e.phase() = phase::draw;
    e.coins(0).face_down[royal] = 1;
    e.coins(1).bag[royal] = 1;
    e.coins(1).bag[static_cast<std::size_t>(index(unit::swordsman))] = 2;
    e.coins(1).bag[static_cast<std::size_t>(index(unit::knight))] = 2;
    auto outs = chance_outcomes(s);
    REQUIRE(outs.size() == 1);
    s = play(s, outs[0].outcome);
    CHECK(total(s.coins(0).hand) == 1);
    CHECK(total(s.coins(0).bag) == 0);
    s = play(s, chance_outcomes(s)[0].outcome);
    CHECK(total(s.coins(1).hand) == 3);
    REQUIRE(s.phase() == phase::use);
    std::vector<player_id> order;
    while (s.phase() == phase::use) {
        order.push_back(current_player(s));
        const auto moves = legal_moves(s);
        move pass{};
        for (const auto& m : moves)
            if (m.kind == action::pass) pass = m;
        s = play(s, pass);
    }
    CHECK(order == std::vector<player_id>{0, 1, 1, 1});
    CHECK(s.phase() == phase::draw);  // WC-4.7: the next round
    CHECK(s.round() == 2);
}

TEST_CASE("WC-4.9 WC-11.6 WC-20.50 nothing to draw for anyone: the game ends with no winner") {
    auto s = blank(archer_vs_swordsman);
    S::edit{s}.phase() = phase::draw;
    s = play(s, chance_outcomes(s)[0].outcome);
    CHECK(s.phase() == phase::draw);
    s = play(s, chance_outcomes(s)[0].outcome);
    CHECK(is_terminal(s));
    CHECK(s.winner() == -1);
    CHECK(s.ended_by() == end_reason::dead_position);
    CHECK(returns(s)[0] == 0.0);
    CHECK(returns(s)[1] == 0.0);
    CHECK_FALSE(arbiter::ended_at_cap(s));  // drawn by a rule: a termination, not a truncation
}

// ------------------------------------------------------------------ WC-5, WC-8.2

TEST_CASE("WC-5.1 a player must play one coin from the hand; only held coins are offered") {
    auto s = blank(archer_vs_swordsman);
    give(s, 0, unit::archer);
    for (const move& m : legal_moves(s)) CHECK(m.coin == index(unit::archer));
    CHECK(refusal(s, "pass pikeman").find("WC-5.1") != std::string::npos);
}

TEST_CASE("WC-8.2 WC-5.4 WC-20.37 claiming the initiative: once a round, never by the holder") {
    auto s = blank(archer_vs_swordsman, 1);
    give(s, 1, royal);
    give(s, 1, royal);
    give(s, 0, royal);
    CHECK_FALSE(legal(s, "claim royal") == false);
    s = after(s, "claim royal");
    CHECK(s.initiative() == 1);
    CHECK(s.initiative_transferred());
    CHECK(s.coins(1).face_down[royal] == 1);
    // A may not take it back this round, B holds it now
    CHECK(current_player(s) == 0);
    CHECK_FALSE(legal(s, "claim royal"));
    CHECK(refusal(s, "claim royal").find("WC-8.2") != std::string::npos);
    s = after(s, "pass royal");
    CHECK(current_player(s) == 1);
    CHECK_FALSE(legal(s, "claim royal"));
    s = after(s, "pass royal");
    // round 2 starts with B's draw and B's turn
    CHECK(s.phase() == phase::draw);
    CHECK(s.turn() == 1);
    CHECK_FALSE(s.initiative_transferred());
    S::edit e{s};
    e.phase() = phase::use;
    e.turn() = 0;
    give(s, 0, royal);
    CHECK(legal(s, "claim royal"));  // A may claim in round r+1
}

TEST_CASE("WC-6.2 WC-20.44 the Royal Coin: only claim, recruit and pass without a Royal Guard") {
    auto s = blank(archer_vs_swordsman, 1);  // seat 1 has a Royal Guard card but no unit
    give(s, 1, royal);
    for (const move& m : legal_moves(s))
        CHECK((m.kind == action::claim || m.kind == action::recruit || m.kind == action::pass));
    CHECK(count_kind(s, action::claim) == 1);
    CHECK(count_kind(s, action::recruit) == 4);
    CHECK(refusal(s, "deploy royal a6").find("WC-6.2") != std::string::npos);
    auto empty_supply = s;
    S::edit{empty_supply}.coins(1).supply = coin_counts{};
    CHECK(count_kind(empty_supply, action::recruit) == 0);
}

// ------------------------------------------------------------------ WC-7

TEST_CASE("WC-7.1 WC-7.2 WC-7.3 WC-20.41 deploy: an empty controlled location, one unit per type") {
    auto s = blank(archer_vs_swordsman);
    put(s, "e1", unit::pikeman);
    give(s, 0, unit::archer);
    CHECK(moves_of(s, action::deploy) == std::vector<std::string>{"deploy archer g2"});
    put(s, "g2", unit::scout);
    CHECK(moves_of(s, action::deploy).empty());
    CHECK(refusal(s, "deploy archer g2").find("occupied") != std::string::npos);
    // an Archer already on the board: no deploy, until it is destroyed
    auto t = blank(archer_vs_swordsman);
    put(t, "d4", unit::archer);
    give(t, 0, unit::archer);
    CHECK(moves_of(t, action::deploy).empty());
    CHECK(refusal(t, "deploy archer e1").find("already on the board") != std::string::npos);
    put(t, "e4", unit::swordsman, 1);
    give(t, 1, unit::swordsman);
    S::edit{t}.turn() = 1;
    t = after(t, "attack swordsman e4 d4");
    CHECK(t.at(hx("d4")).empty());
    S::edit{t}.turn() = 0;
    t.pendings().empty() ? void() : S::edit{t}.pendings().clear();
    CHECK(moves_of(t, action::deploy) == std::vector<std::string>{"deploy archer e1", "deploy archer g2"});
    t = after(t, "deploy archer g2");
    CHECK(t.at(hx("g2")) == cell{static_cast<std::uint8_t>(index(unit::archer) + 1), 1});
}

TEST_CASE("WC-7.4 WC-7.5 bolster: no height limit, the same round as the deploy") {
    auto s = blank(archer_vs_swordsman);
    give(s, 0, unit::archer, 3);
    give(s, 1, royal, 3);
    s = after(s, "deploy archer e1");
    s = after(s, "pass royal");
    CHECK(legal(s, "bolster archer e1"));
    s = after(s, "bolster archer e1");
    s = after(s, "pass royal");
    s = after(s, "bolster archer e1");
    CHECK(s.at(hx("e1")).height == 3);
    CHECK(total(s.coins(0).face_up) == 0);
}

// ------------------------------------------------------------------ WC-8

TEST_CASE("WC-8.1 WC-8.4 pass: the coin goes face down, always legal") {
    auto s = blank(archer_vs_swordsman);
    give(s, 0, unit::archer);
    give(s, 1, royal);
    s = after(s, "pass archer");
    CHECK(coin(s, 0, &zones::face_down, unit::archer) == 1);
    CHECK(coin(s, 0, &zones::face_up, unit::archer) == 0);
}

TEST_CASE("WC-8.3 WC-20.39 recruit: any supply type, face up; the spent coin face down") {
    auto s = blank(archer_vs_swordsman);
    give(s, 0, royal);
    give(s, 1, royal);
    CHECK(count_kind(s, action::recruit) == 4);
    s = after(s, "recruit royal archer");
    CHECK(s.coins(0).face_down[royal] == 1);
    CHECK(coin(s, 0, &zones::face_up, unit::archer) == 1);
    CHECK(coin(s, 0, &zones::supply, unit::archer) == 1);
    auto t = blank(archer_vs_swordsman);
    S::edit{t}.coins(0).supply = coin_counts{};
    give(t, 0, royal);
    CHECK(count_kind(t, action::recruit) == 0);
    CHECK(refusal(t, "recruit royal archer").find("WC-8.3") != std::string::npos);
}

// ------------------------------------------------------------------ WC-9, WC-10, WC-11

TEST_CASE("WC-9.2 move: one step into an adjacent empty hex, the stack moves along") {
    auto s = blank(archer_vs_swordsman);
    put(s, "d4", unit::pikeman, 2);
    put(s, "e4", unit::swordsman);
    give(s, 0, unit::pikeman);
    CHECK(count_kind(s, action::move) == 5);
    CHECK_FALSE(legal(s, "move pikeman d4 e4"));
    CHECK(refusal(s, "move pikeman d4 f4").find("WC-9.2") != std::string::npos);
    s = after(s, "move pikeman d4 d5");
    CHECK(s.at(hx("d5")).height == 2);
    CHECK(s.at(hx("d4")).empty());
    CHECK(s.control(hx("d5")) == -1);  // moving never changes control
    CHECK(coin(s, 0, &zones::face_up, unit::pikeman) == 1);
}

TEST_CASE("WC-9.3 WC-20.49 control: only on a location the side does not control") {
    auto s = blank(archer_vs_swordsman);
    put(s, "e4", unit::pikeman);
    put(s, "d3", unit::archer);
    give(s, 0, unit::pikeman);
    CHECK(count_kind(s, action::control) == 0);  // e4 is not a location
    give(s, 0, unit::archer);
    CHECK(moves_of(s, action::control) == std::vector<std::string>{"control archer d3"});
    s = after(s, "control archer d3");
    CHECK(s.control(hx("d3")) == 0);
    CHECK(s.reserve(0) == 3);
    // a location the side already controls cannot be controlled again
    CHECK(current_player(s) == 0);
    CHECK_FALSE(legal(s, "control archer d3"));
}

TEST_CASE("WC-20.49 standing on an enemy starting location does not change control") {
    auto s = blank(archer_vs_swordsman);
    put(s, "c6", unit::pikeman);
    give(s, 0, unit::pikeman, 2);
    s = after(s, "move pikeman c6 c7");
    CHECK(s.control(hx("c7")) == 1);
    CHECK(legal(s, "control pikeman c7"));
}

TEST_CASE("WC-11.5 WC-20.28 capturing a starting location returns the marker to its reserve") {
    auto s = blank(archer_vs_swordsman);
    put(s, "a6", unit::pikeman);
    give(s, 0, unit::pikeman);
    s = after(s, "control pikeman a6");
    CHECK(s.control(hx("a6")) == 0);
    CHECK(s.reserve(1) == 5);
    CHECK(s.reserve(0) == 3);
}

TEST_CASE("WC-9.4 WC-10.2 WC-10.3 attack: one coin from the target to the box; the attacker stays") {
    auto s = blank(archer_vs_swordsman, 1);
    put(s, "e4", unit::swordsman);
    put(s, "d4", unit::scout, 2);
    put(s, "c4", unit::footman);
    give(s, 1, unit::swordsman);
    CHECK(moves_of(s, action::attack) == std::vector<std::string>{"attack swordsman e4 d4"});
    s = after(s, "attack swordsman e4 d4");
    CHECK(s.at(hx("d4")).height == 1);
    CHECK(coin(s, 0, &zones::box, unit::scout) == 1);
    CHECK(s.at(hx("e4")).kind() == unit::swordsman);  // WC-10.5
    CHECK(refusal(blank(archer_vs_swordsman), "attack archer d4 e4").find("WC-5.1") != std::string::npos);
}

TEST_CASE("WC-14.5 no attack on a friendly unit") {
    auto s = blank(archer_vs_swordsman);
    put(s, "d4", unit::pikeman);
    put(s, "e4", unit::scout);
    give(s, 0, unit::pikeman);
    CHECK(count_kind(s, action::attack) == 0);
    CHECK(refusal(s, "attack pikeman d4 e4").find("WC-9.4") != std::string::npos);
}

TEST_CASE("WC-11.3 WC-11.4 the last marker wins at once; destroying units does not") {
    auto s = blank(archer_vs_swordsman);
    for (const char* h : {"c2", "d3", "f4"}) set_control(s, h, 0);
    CHECK(s.reserve(0) == 1);
    put(s, "d5", unit::pikeman);
    give(s, 0, unit::pikeman, 2);
    give(s, 1, royal);
    s = after(s, "control pikeman d5");
    CHECK(is_terminal(s));
    CHECK(s.winner() == 0);
    CHECK(s.ended_by() == end_reason::last_marker);
    CHECK(current_player(s) == arbiter::terminal_player);
    CHECK(legal_moves(s).empty());
    CHECK(returns(s)[0] == 1.0);
    CHECK(returns(s)[1] == -1.0);
    CHECK(refusal(s, "pass royal").find("WC-11") != std::string::npos);
    // B with no unit on the board is still in the game
    auto t = blank(archer_vs_swordsman);
    give(t, 0, royal);
    give(t, 1, royal);
    t = after(t, "pass royal");
    CHECK_FALSE(is_terminal(t));
}

TEST_CASE("WC-17.2 every draw's probability equals a count over the physical coins") {
    // bags of several shapes; the reference draws k distinct physical coins
    // in every order and counts each sorted multiset
    const std::vector<std::vector<int>> bags{{2, 2, 2, 2, 0, 1}, {3, 1, 0, 0, 0, 1}, {1, 1, 1}, {5}, {2, 1}, {4, 0, 0, 3, 0, 1}};
    for (const auto& shape : bags) {
        for (int k = 1; k <= 3; ++k) {
            coin_counts bag{};
            std::vector<int> coins;
            for (std::size_t t = 0; t < shape.size(); ++t) {
                const int type = t + 1 == shape.size() && shape.size() == 6 ? royal : static_cast<int>(t);
                bag[static_cast<std::size_t>(type)] = static_cast<std::uint8_t>(shape[t]);
                for (int i = 0; i < shape[t]; ++i) coins.push_back(type);
            }
            if (static_cast<int>(coins.size()) < k) continue;
            std::map<std::vector<int>, std::uint64_t> freq;
            std::uint64_t ways = 0;
            const int n = static_cast<int>(coins.size());
            for (int a = 0; a < n; ++a)
                for (int b = 0; b < n; ++b)
                    for (int c = 0; c < n; ++c) {
                        if (k >= 2 && b == a) continue;
                        if (k >= 3 && (c == a || c == b)) continue;
                        if (k < 2 && b != 0) continue;
                        if (k < 3 && c != 0) continue;
                        std::vector<int> m{coins[static_cast<std::size_t>(a)]};
                        if (k >= 2) m.push_back(coins[static_cast<std::size_t>(b)]);
                        if (k >= 3) m.push_back(coins[static_cast<std::size_t>(c)]);
                        std::sort(m.begin(), m.end());
                        ++freq[m];
                        ++ways;
                    }
            std::size_t seen = 0;
            arbiter::war_chest::detail::visit_draws(bag, k, [&](const std::array<int, 3>& pick, arbiter::probability p) {
                const std::vector<int> m(pick.begin(), pick.begin() + k);
                CHECK(p == arbiter::probability{freq[m], ways});
                ++seen;
            });
            CHECK(seen == freq.size());
        }
    }
}

// ------------------------------------------------------------------ WC-3.3, WC-15.1

TEST_CASE("WC-3.3 WC-17.5 the random deal: 4 cards a seat, each card left equally likely") {
    state<standard_rules> s;
    CHECK(s.phase() == phase::deal);
    CHECK(current_player(s) == arbiter::chance_player);
    for (int i = 0; i < 8; ++i) {
        const auto outs = chance_outcomes(s);
        REQUIRE(outs.size() == static_cast<std::size_t>(16 - i));
        for (const auto& o : outs) CHECK(o.chance == arbiter::probability{1, static_cast<std::uint64_t>(16 - i)});
        CHECK(s.turn() == (i < 4 ? 0 : 1));
        s = play(s, outs[static_cast<std::size_t>(i % 3)].outcome);
    }
    CHECK(std::popcount(static_cast<unsigned>(s.cards(0))) == 4);
    CHECK(std::popcount(static_cast<unsigned>(s.cards(1))) == 4);
    CHECK((s.cards(0) & s.cards(1)) == 0);
    CHECK(s.phase() == phase::flip);  // WC-17.6: deal, then flip
    CHECK(total(s.coins(0).bag) == 9);  // WC-3.4
    CHECK(total(s.coins(1).bag) == 9);
    s = play(s, chance_outcomes(s)[1].outcome);
    CHECK(s.initiative() == 1);
    CHECK(s.round() == 1);
    CHECK(s.phase() == phase::draw);
}

TEST_CASE("WC-15.1 WC-20.47 the 2-player draft: a pool of 8, picks 1-2-2-2-1, P2 takes the initiative") {
    state<draft_rules> s;
    for (int i = 0; i < 8; ++i) s = play(s, chance_outcomes(s)[0].outcome);
    CHECK(s.phase() == phase::flip);
    int pool = 0;
    for (int t = 0; t < num_units; ++t) pool += s.owner_of(static_cast<unit>(t)) == in_pool ? 1 : 0;
    CHECK(pool == 8);
    s = play(s, chance_outcomes(s)[1].outcome);  // seat 1 wins the flip: P1
    CHECK(s.phase() == phase::draft);
    std::vector<player_id> order;
    while (s.phase() == phase::draft) {
        order.push_back(current_player(s));
        const auto picks = legal_moves(s);
        CHECK(picks.size() == static_cast<std::size_t>(8 - order.size() + 1));
        s = play(s, picks[0]);
    }
    CHECK(order == std::vector<player_id>{1, 0, 0, 1, 1, 0, 0, 1});
    CHECK(s.initiative() == 0);  // P2
    CHECK(s.round() == 1);
    CHECK(s.phase() == phase::draw);
    CHECK(s.turn() == 0);
    CHECK(std::popcount(static_cast<unsigned>(s.cards(0))) == 4);
    CHECK(std::popcount(static_cast<unsigned>(s.cards(1))) == 4);
    for (int t = 0; t < num_units; ++t) CHECK(s.owner_of(static_cast<unit>(t)) != in_pool);
    CHECK(total(s.coins(1).bag) == 9);
}

TEST_CASE("WC-15.1 WC-18.9 a pick must be a card of the pool") {
    state<draft_rules> s;
    for (int i = 0; i < 8; ++i) s = play(s, chance_outcomes(s)[0].outcome);  // the pool: the first 8 types
    s = play(s, chance_outcomes(s)[0].outcome);
    CHECK(legal(s, "pick archer"));
    CHECK(refusal(s, "pick scout").find("WC-15.1") != std::string::npos);
    CHECK(refusal(s, "pass royal").find("WC-15.1") != std::string::npos);
    s = after(s, "pick archer");
    CHECK(s.owner_of(unit::archer) == 0);
    CHECK_FALSE(legal(s, "pick archer"));
}

TEST_CASE("WC-15.4 the draft with bans: 10 cards, P1 bans, P2 bans, then the 8 are drafted") {
    state<draft_with_bans_rules> s;
    for (int i = 0; i < 10; ++i) s = play(s, chance_outcomes(s)[0].outcome);
    CHECK(s.phase() == phase::flip);
    s = play(s, chance_outcomes(s)[0].outcome);  // seat 0 is P1
    CHECK(current_player(s) == 0);
    CHECK(count_kind(s, action::ban) == 10);
    CHECK(count_kind(s, action::pick) == 0);
    CHECK(refusal(s, "pick archer").find("WC-15.4") != std::string::npos);
    s = after(s, "ban archer");
    CHECK(current_player(s) == 1);
    CHECK(s.owner_of(unit::archer) == -1);
    s = after(s, "ban berserker");
    CHECK(current_player(s) == 0);
    CHECK(count_kind(s, action::pick) == 8);
    CHECK_FALSE(legal(s, "pick archer"));
    std::vector<player_id> order;
    while (s.phase() == phase::draft) {
        order.push_back(current_player(s));
        s = play(s, legal_moves(s)[0]);
    }
    CHECK(order == std::vector<player_id>{0, 1, 1, 0, 0, 1, 1, 0});
    CHECK(s.initiative() == 1);
    CHECK(s.owner_of(unit::archer) == -1);
    CHECK(s.owner_of(unit::berserker) == -1);
}

TEST_CASE("WC-15.4 4 players: 14 cards; P1's team bans first, by P1, then the other team by P2") {
    state<four_player_draft_with_bans_rules> s;
    for (int i = 0; i < 14; ++i) s = play(s, chance_outcomes(s)[0].outcome);
    s = play(s, chance_outcomes(s)[1].outcome);  // side B
    s = after(s, "choose 3");                    // P1 = seat 3
    CHECK(current_player(s) == 3);
    s = after(s, "ban archer");
    CHECK(current_player(s) == 0);  // P2 = seat 0 drafts earlier than seat 2
    s = after(s, "ban cavalry");
    CHECK(current_player(s) == 3);
    CHECK(count_kind(s, action::pick) == 12);
}
