// Stratego variants (RULES.md ST-9): each knob on its own, the presets of
// ST-9.13, and the edge cases of ST-12 that name a variant. Each test sets
// one knob on top of classic_rules, as ST-0.3 says a variant does.

#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include "helpers.hpp"

using namespace st_test;

namespace {

bool variants_contains(const std::string& text, std::string_view part) {
    return text.find(part) != std::string::npos;
}

// A Blue piece on h9 walking round h9-h8-g8-g9: Blue's "moves elsewhere".
constexpr const char* variants_blue_walk[] = {"h9-h8", "h8-g8", "g8-g9", "g9-h9"};

template <rules_policy R>
state<R> variants_red_moves_blue_walks(state<R> s, std::initializer_list<const char*> red_moves, int& walk) {
    for (const char* m : red_moves) s = play_moves(play_moves(s, m), variants_blue_walk[walk++ % 4]);
    return s;
}

struct reset_rules : classic_rules {
    static constexpr auto two_square_attacks = repetition_attacks::reset;  // ST-9.2
};
struct borders_rules : classic_rules {
    static constexpr auto two_square_scouts = repetition_squares::borders;  // ST-9.3
};
struct chase_rules : classic_rules {
    static constexpr auto more_squares = chase_rule::isf;  // ST-9.4
};
struct ties_rules : classic_rules {
    static constexpr auto ties = tie_rule::attacker_wins;  // ST-9.6
};
struct variants_silent_rules : classic_rules {
    static constexpr auto defense = defense_rule::silent;  // ST-9.7
};
struct one_time_rules : classic_rules {
    static constexpr auto bombs = bomb_rule::one_time;  // ST-9.8
};
struct free_rules : classic_rules {
    static constexpr auto setup = setup_rule::free;  // ST-9.10
};
struct free_barrage_rules : barrage_rules {
    static constexpr auto setup = setup_rule::free;  // ST-9.10
};
struct captain_rules : classic_rules {
    static constexpr bool captain_two_step = true;  // ST-9.11
};
using ul = ultimate_lightning_rules;

std::uint16_t bits(std::initializer_list<kind> kinds) {
    std::uint16_t b = 0;
    for (kind k : kinds) b = static_cast<std::uint16_t>(b | kind_bit(k));
    return b;
}

}  // namespace

// ------------------------------------------------------------------ ST-9.1 to ST-9.4: repetition

TEST_CASE(
    "ST-9.1 ST-12.9 under limit 5 five moves between two squares are legal and the sixth is "
    "forbidden") {
    int walk = 0;
    auto s = variants_red_moves_blue_walks(position<limit5_rules>("Red: F a1, Lt e4; Blue: F j10, Ma h9"),
                                  {"e4-e5", "e5-e4", "e4-e5"}, walk);
    CHECK(legal(s, "e5-e4"));  // the fourth: forbidden under limit 3, legal here
    s = variants_red_moves_blue_walks(s, {"e5-e4"}, walk);
    CHECK(legal(s, "e4-e5"));
    s = variants_red_moves_blue_walks(s, {"e4-e5"}, walk);
    CHECK_FALSE(legal(s, "e5-e4"));
    CHECK(variants_contains(why(s, "e5-e4"), "limit 5"));
}

TEST_CASE("ST-9.1 with the two-square rule off a piece may go back and forth without end") {
    int walk = 0;
    auto s = position<limit_off_rules>("Red: F a1, Lt e4; Blue: F j10, Ma h9");
    for (int i = 0; i < 12; ++i) {
        const char* m = i % 2 == 0 ? "e4-e5" : "e5-e4";
        REQUIRE(legal(s, m));
        s = variants_red_moves_blue_walks(s, {m}, walk);
    }
    CHECK(holds(s, "e4", kind::lieutenant, red));
}

TEST_CASE("ST-9.2 under reset an attack restarts the run and is never forbidden") {
    // ST-6.8 c under reset: the attack is not one of the three.
    int walk = 0;
    auto s =
        variants_red_moves_blue_walks(position<reset_rules>("Red: F a1, Ca e4; Blue: F j10, Sg e5, Ma h9"),
                             {"e4xe5", "e5-e4", "e4-e5"}, walk);
    CHECK(legal(s, "e5-e4"));
    s = variants_red_moves_blue_walks(s, {"e5-e4"}, walk);
    CHECK_FALSE(legal(s, "e4-e5"));
    // ST-6.4's case: after three shuttles a Blue piece steps onto e4; the
    // attack e5xe4 is legal under reset (and forbidden under count).
    const char* shuttle = "e4-e5 h9-h8 e5-e4 h8-g8 e4-e5 d4-e4";
    const auto reset =
        play_moves(position<reset_rules>("Red: F a1, Lt e4; Blue: F j10, Ma h9, Sg d4"), shuttle);
    CHECK(legal(reset, "e5xe4"));
    const auto count = play_moves(position("Red: F a1, Lt e4; Blue: F j10, Ma h9, Sg d4"), shuttle);
    CHECK_FALSE(legal(count, "e5xe4"));
}

TEST_CASE(
    "ST-9.3 borders, first example: after a2-a6 a6-a2 a2-a6 every Scout move down from a6 is "
    "forbidden") {
    int walk = 0;
    auto s = variants_red_moves_blue_walks(position<borders_rules>("Red: F j1, Sc a2; Blue: F j10, Ma h9"),
                                  {"a2-a6", "a6-a2", "a2-a6"}, walk);
    for (const char* down : {"a6-a5", "a6-a4", "a6-a3", "a6-a2", "a6-a1"}) {
        INFO(down);
        CHECK_FALSE(legal(s, down));
    }
    for (const char* other : {"a6-a7", "a6-a8", "a6-a9", "a6-a10", "a6-b6"}) {
        INFO(other);
        CHECK(legal(s, other));
    }
    // Under endpoints only a6-a2 is forbidden.
    walk = 0;
    auto e = variants_red_moves_blue_walks(position("Red: F j1, Sc a2; Blue: F j10, Ma h9"),
                                  {"a2-a6", "a6-a2", "a2-a6"}, walk);
    CHECK_FALSE(legal(e, "a6-a2"));
    CHECK(legal(e, "a6-a5"));
    CHECK(legal(e, "a6-a1"));
}

TEST_CASE(
    "ST-9.3 borders, second example: after a1-a5 a5-a3 a3-a6, a6-a4 is forbidden and a6-a5 legal") {
    int walk = 0;
    auto s = variants_red_moves_blue_walks(position<borders_rules>("Red: F j1, Sc a1; Blue: F j10, Ma h9"),
                                  {"a1-a5", "a5-a3", "a3-a6"}, walk);
    CHECK_FALSE(legal(s, "a6-a4"));  // the border a4|a5 is crossed by all four
    CHECK(legal(s, "a6-a5"));
    walk = 0;
    auto e = variants_red_moves_blue_walks(position("Red: F j1, Sc a1; Blue: F j10, Ma h9"),
                                  {"a1-a5", "a5-a3", "a3-a6"}, walk);
    CHECK(legal(e, "a6-a4"));
    CHECK(legal(e, "a6-a5"));
}

TEST_CASE("ST-9.3 for one-square moves borders equals endpoints") {
    int walk = 0;
    auto s = variants_red_moves_blue_walks(position<borders_rules>("Red: F a1, Lt e4; Blue: F j10, Ma h9"),
                                  {"e4-e5", "e5-e4", "e4-e5"}, walk);
    CHECK_FALSE(legal(s, "e5-e4"));
    CHECK(legal(s, "e5-f5"));
}

TEST_CASE("ST-9.4 the worked example: the Captain chasing the Lieutenant round the Bomb") {
    // Red Captain c2; Blue Lieutenant e2 and Bomb e3.
    //
    //   4  . . . . . .          the Lieutenant runs round the Bomb:
    //   3  . . . . B .          e2 f2 f3 f4 e4 d4 d3 d2 e2,
    //   2  . . C . L .          the Captain one square behind it
    //   1  . . . . . .
    //      a b c d e f
    const char* chase =
        "c2-d2 e2-f2 d2-e2 f2-f3 e2-f2 f3-f4 f2-f3 f4-e4 f3-f4 e4-d4 f4-e4 d4-d3 e4-d4 d3-d2 d4-d3 "
        "d2-e2";
    const char* where = "Red: F a1, Ca c2; Blue: F j10, Lt e2, B e3";
    const auto isf = play_moves(position<isf_rules>(where), chase);
    CHECK(isf.chase().counter[red] == 16);
    // d3-d2 recreates the position after Red's first move, 15 plies back.
    CHECK_FALSE(legal(isf, "d3-d2"));
    CHECK(variants_contains(why(isf, "d3-d2"), "ST-9.4"));
    CHECK(legal(isf, "d3-d4"));  // the reversal of Red's last move
    CHECK(legal(isf, "d3-c3"));  // threatens nothing
    CHECK(legal(isf, "d3xe3"));  // an attack
    // Under off (the default) d3-d2 is legal.
    const auto off = play_moves(position(where), chase);
    CHECK(legal(off, "d3-d2"));
    // The knob alone, with limit 3, gives the same verdict.
    CHECK_FALSE(legal(play_moves(position<chase_rules>(where), chase), "d3-d2"));
}

TEST_CASE(
    "ST-9.4 only positions inside the chase count: k runs to c_p - 1, not back to its start") {
    // Red's Scout a3 chases the Blue Sergeant b4, which steps to c4 and back;
    // the Blue Bomb a4 makes a3 a threatening square too.
    //
    //   4  N S .          a3-b3 (threat)   b4-c4 (evades)
    //   3  D . .          b3-c3 (threat)   c4-b4 (evades)
    //      a b c          c3-a3 would rebuild the start, 4 plies back
    const auto s = play_moves(position<chase_rules>("Red: F j1, Sc a3; Blue: F j10, B a4, Sg b4"),
                              "a3-b3 b4-c4 b3-c3 c4-b4");
    CHECK(s.chase().counter[red] == 4);
    // c3-a3 threatens and is no reversal, but the position it rebuilds is
    // 4 plies back, and k <= 3 reaches only the position after a3-b3.
    CHECK(legal(s, "c3-a3"));
    CHECK(legal(play_moves(position("Red: F j1, Sc a3; Blue: F j10, B a4, Sg b4"),
                           "a3-b3 b4-c4 b3-c3 c4-b4"),
                "c3-a3"));
}

// ------------------------------------------------------------------ ST-9.5 to ST-9.8: combat and
// scouts

TEST_CASE("ST-9.5 ST-12.6 under adjacent_only a Scout cannot move and strike") {
    const auto s = position<milton_bradley_rules>("Red: F j1, Sc a2, Sg b2; Blue: F j10, Lt a7");
    CHECK_FALSE(legal(s, "a2xa7"));
    CHECK(variants_contains(why(s, "a2xa7"), "ST-9.5"));
    CHECK(legal(s, "a2-a6"));
    // It still attacks next to it.
    const auto t = play_moves(play_moves(s, "a2-a6"), "a7-a8");
    CHECK(legal(play_moves(t, "b2-b3 a8-a7"), "a6xa7"));
    // The default allows the strike.
    CHECK(legal(position("Red: F j1, Sc a2, Sg b2; Blue: F j10, Lt a7"), "a2xa7"));
}

TEST_CASE("ST-9.6 ST-12.3 under attacker_wins equal ranks go to the attacker") {
    const auto s = play_moves(
        position<ties_rules>("Red: F a1, Ma e4, Sg b2; Blue: F j10, Ma e5, Sc b9"), "e4xe5");
    CHECK(at(s, "e4").empty());
    CHECK(holds(s, "e5", kind::marshal, red));
    CHECK(s.removed(blue, kind::marshal) == 1);
    CHECK(s.removed(red, kind::marshal) == 0);
    // Every equal pair, the Spy's included, goes to the attacker; every
    // other cell of the table is unchanged (rules 1-4, and unequal ranks).
    for (int a = 0; a < num_kinds; ++a) {
        const auto ka = static_cast<kind>(a);
        if (!is_movable(ka)) continue;
        for (int d = 0; d < num_kinds; ++d) {
            const auto kd = static_cast<kind>(d);
            INFO(kind_name(ka), " attacks ", kind_name(kd));
            if (ka == kd)
                CHECK(fight<ties_rules>(ka, kd) == combat::attacker_wins);
            else
                CHECK(fight<ties_rules>(ka, kd) == fight<classic_rules>(ka, kd));
        }
    }
}

TEST_CASE("ST-9.7 ST-12.15 under silent defense the surviving defender's rank stays hidden") {
    const auto s =
        play_moves(position<variants_silent_rules>("Red: F a1, Sg e4, Mi b2; Blue: F j10, Lt e5"), "e4xe5");
    CHECK(at(s, "e4").empty());
    CHECK(holds(s, "e5", kind::lieutenant, blue));
    CHECK_FALSE(at(s, "e5").revealed());
    CHECK(s.removed(red, kind::sergeant) == 1);  // the attacker's rank is public
    // What beats a Sergeant (ST-5.10's D cells in its row): the officers and the Bomb.
    const auto beats_sergeant = bits({kind::marshal, kind::general, kind::colonel, kind::major,
                                      kind::captain, kind::lieutenant, kind::bomb});
    CHECK(possible_kinds(s, sq("e5")) == beats_sergeant);
    // The knowledge follows the piece; once it moves it is no Bomb.
    const auto t = play_moves(s, "e5-e6");
    CHECK(possible_kinds(t, sq("e6")) == (beats_sergeant & movable_kinds));
    CHECK(possible_kinds(t, sq("e5")) == 0);
    // Under the default it would be revealed.
    const auto open = play_moves(position("Red: F a1, Sg e4, Mi b2; Blue: F j10, Lt e5"), "e4xe5");
    CHECK(at(open, "e5").revealed());
}

TEST_CASE(
    "ST-9.7 under silent defense a Bomb that wins stays hidden, and a winning attacker is "
    "revealed") {
    const auto bomb = play_moves(
        position<variants_silent_rules>("Red: F a1, Ca e6, Sg b2; Blue: F j10, B e7, Sc b9"), "e6xe7");
    CHECK(holds(bomb, "e7", kind::bomb, blue));
    CHECK_FALSE(at(bomb, "e7").revealed());
    // Captain against Captain removes both, so a survivor outranks it or is a Bomb.
    CHECK(possible_kinds(bomb, sq("e7")) ==
          bits({kind::marshal, kind::general, kind::colonel, kind::major, kind::bomb}));
    const auto won =
        play_moves(position<variants_silent_rules>("Red: F a1, Ca e4; Blue: F j10, Lt e5, Ma h9"), "e4xe5");
    CHECK(holds(won, "e5", kind::captain, red));
    CHECK(won.at(sq("e5")).revealed());
    CHECK(won.removed(blue, kind::lieutenant) == 1);
}

TEST_CASE(
    "ST-9.8 ST-12.7 one-time bombs: a non-Miner and the Bomb are both removed; a Miner still "
    "defuses") {
    const auto s = play_moves(
        position<one_time_rules>("Red: F a1, Ca e6, Sg b2; Blue: F j10, B e7, Sc b9"), "e6xe7");
    CHECK(at(s, "e6").empty());
    CHECK(at(s, "e7").empty());
    CHECK(s.removed(red, kind::captain) == 1);
    CHECK(s.removed(blue, kind::bomb) == 1);
    const auto miner =
        play_moves(position<one_time_rules>("Red: F a1, Mi e6; Blue: F j10, B e7, Sc b9"), "e6xe7");
    CHECK(holds(miner, "e7", kind::miner, red));
    for (int a = 0; a < num_kinds; ++a) {
        const auto ka = static_cast<kind>(a);
        if (!is_movable(ka)) continue;
        CHECK(fight<one_time_rules>(ka, kind::bomb) ==
              (ka == kind::miner ? combat::attacker_wins : combat::both_removed));
    }
}

// ------------------------------------------------------------------ ST-9.9, ST-9.10: armies and
// setup

TEST_CASE("ST-9.9 the four armies, counted as the table says") {
    struct row {
        army_counts army;
        std::array<int, 12> counts;  // Ma Ge Co Mj Ca Lt Sg Mi Sc Sp B F, as in the table
        int total;
    };
    const row table[] = {
        {classic_rules::army, {1, 1, 2, 3, 4, 4, 4, 5, 8, 1, 6, 1}, 40},
        {barrage_rules::army, {1, 1, 0, 0, 0, 0, 0, 1, 2, 1, 1, 1}, 8},
        {duell_rules::army, {1, 1, 0, 0, 0, 0, 0, 2, 2, 1, 2, 1}, 10},
        {ultimate_lightning_rules::army, {1, 1, 1, 1, 2, 2, 2, 2, 4, 1, 2, 1}, 20},
    };
    const kind order[] = {kind::marshal, kind::general,    kind::colonel,  kind::major,
                          kind::captain, kind::lieutenant, kind::sergeant, kind::miner,
                          kind::scout,   kind::spy,        kind::bomb,     kind::flag};
    for (const row& r : table) {
        int total = 0;
        for (std::size_t i = 0; i < 12; ++i) {
            CHECK(r.army[static_cast<std::size_t>(order[i])] == r.counts[i]);
            total += r.counts[i];
        }
        CHECK(total == r.total);
        CHECK(army_size(r.army) == r.total);
    }
}

TEST_CASE(
    "ST-9.9 a smaller army leaves the other zone squares empty; the classic army is refused") {
    std::ifstream in(std::string(ARBITER_TEST_DATA_DIR) + "/stratego/barrage-setups.txt");
    REQUIRE(in);
    std::string line;
    std::vector<arrangement> setups;
    while (setups.size() < 200 && std::getline(in, line)) {
        const auto a = parse_setup(line);
        REQUIRE_MESSAGE(a.has_value(), line);
        CHECK_MESSAGE(arrangement_error<barrage_rules>(*a).empty(), line);
        setups.push_back(*a);
    }
    REQUIRE(setups.size() == 200);
    const auto s = start_game<barrage_rules>(setups[0], setups[1]);
    REQUIRE(s.has_value());
    CHECK(pieces_of(*s, red) == 8);
    CHECK(pieces_of(*s, blue) == 8);
    CHECK_FALSE(is_terminal(*s));
    // Square by square, an empty square is offered.
    CHECK(legal_moves(state<barrage_rules>{}).contains(move::place_nothing(0)));
    const auto classic = parse_setup("MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIED");
    REQUIRE(classic.has_value());
    const std::string why_not = arrangement_error<barrage_rules>(*classic);
    CHECK(variants_contains(why_not, "ST-9.9"));
    CHECK(variants_contains(why_not, "Bombs"));
    // A duell army in a duell game, and not in barrage.
    const auto duell = parse_setup("MBBCDDEEKLAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    REQUIRE(duell.has_value());
    CHECK(arrangement_error<duell_rules>(*duell).empty());
    CHECK_FALSE(arrangement_error<barrage_rules>(*duell).empty());
}

TEST_CASE(
    "ST-9.10 under free setup a side's pieces may stand anywhere, and a side may lack its Flag") {
    // Red: a Marshal on e6 and a Scout on b8, no Flag; Blue: Flag and Marshal.
    const std::string text = board_text("Red: Ma e6, Sc b8; Blue: F j10, Ma a10") + " r";
    const auto s = parse_position<free_rules>(text);
    REQUIRE_MESSAGE(s.has_value(), s.error().what());
    CHECK_FALSE(is_terminal(*s));
    // Under free the setup check is the classic army only (ST-9.10).
    const auto checked = parse_position<free_rules>(text, true);
    CHECK_MESSAGE(checked.has_value(), (checked ? std::string() : checked.error().what()));
    // More pieces of a kind than the classic army has are refused.
    const auto two =
        parse_position<free_rules>(board_text("Red: Ma e6, Ma e7; Blue: F j10") + " r");
    REQUIRE_FALSE(two.has_value());
    CHECK(variants_contains(two.error().message, "ST-3.6"));
    // The flagless side plays on, and loses only by being unable to move.
    const auto t = play_moves(*s, "e6-e5 a10-a9 b8-b9");
    CHECK_FALSE(is_terminal(t));
    const auto lone =
        play_moves(position<free_rules>("Red: Sc e6; Blue: F j10, Ma e7", blue), "e7xe6");
    CHECK(lone.result() == game_result{blue, end_reason::no_legal_move});
    static_assert(gravon_replay_rules<classic_rules, setup_rule::free>::setup == setup_rule::free);
}

TEST_CASE(
    "ST-9.10 ST-4.9 under free setup the move list holds what the classic army can do, whatever "
    "the army") {
    // A free-setup position may hold up to the classic army (ST-9.10), so a
    // free policy built on the barrage army must still list 6 x 18 Scout moves.
    CHECK(max_basic_moves<free_barrage_rules> == max_basic_moves<classic_rules>);
    const auto s = position<free_barrage_rules>(
        "Red: Sc a1, Sc b2, Sc e3, Sc f4, Sc i7, Sc j8, F c9; Blue: F d10");
    CHECK(legal_moves(s).size() == 6 * 18);
}

// ------------------------------------------------------------------ ST-9.11: two-step Captains

TEST_CASE(
    "ST-9.11 a Captain moves one square, or two through an empty first square, at most 12 end "
    "squares") {
    const auto s = position<captain_rules>("Red: F a1, Ca e3; Blue: F j10");
    // One step: d3 f3 e2 e4; straight two: c3 g3 e1 e5; turning: d2 f2 d4 f4.
    CHECK(moves_from(s, "e3") == sorted({"e3-d3", "e3-f3", "e3-e2", "e3-e4", "e3-c3", "e3-g3",
                                         "e3-e1", "e3-e5", "e3-d2", "e3-f2", "e3-d4", "e3-f4"}));
    static_assert(max_basic_moves<captain_rules> == 8 * 18 + 4 * 12 + 21 * 4);
    static_assert(max_basic_moves<ultimate_lightning_rules> == 4 * 18 + 2 * 12 + 11 * 4);
    // Without the knob a Captain steps one square.
    CHECK(moves_from(position("Red: F a1, Ca e3; Blue: F j10"), "e3").size() == 4);
}

TEST_CASE(
    "ST-9.11 the first step needs an empty square; a diagonal end is reached through either side") {
    // e4 holds a Red piece: e5 is out of reach, d4 and f4 are reached through d3 and f3.
    const auto s = position<captain_rules>("Red: F a1, Ca e3, Sg e4; Blue: F j10");
    CHECK_FALSE(legal(s, "e3-e5"));
    CHECK(variants_contains(why(s, "e3-e5"), "ST-9.11"));
    CHECK(legal(s, "e3-d4"));
    CHECK(legal(s, "e3-f4"));
    // A Blue piece on e4 can be attacked, but not passed.
    const auto t = position<captain_rules>("Red: F a1, Ca e3; Blue: F j10, Sc e4, Ma h9");
    CHECK(legal(t, "e3xe4"));
    CHECK_FALSE(legal(t, "e3-e5"));
    // Three squares is never a Captain move.
    CHECK_FALSE(legal(t, "e3-h3"));
}

TEST_CASE("ST-9.11 the second step may attack") {
    const auto s =
        play_moves(position<captain_rules>("Red: F a1, Ca e3; Blue: F j10, Lt e5, Ma h9"), "e3xe5");
    CHECK(at(s, "e3").empty());
    CHECK(holds(s, "e5", kind::captain, red));
    CHECK(s.removed(blue, kind::lieutenant) == 1);
    const auto turn =
        play_moves(position<captain_rules>("Red: F a1, Ca e3; Blue: F j10, Lt f4, Ma h9"), "e3xf4");
    CHECK(holds(turn, "f4", kind::captain, red));
}

TEST_CASE(
    "ST-9.11 a move only one kind can make reveals it; a straight two-square move reveals "
    "nothing") {
    const char* where = "Red: F a1, Ca e3, Sc b2; Blue: F j10, Ma h9";
    // Turning: only a Captain.
    const auto turn = play_moves(position<captain_rules>(where), "e3-f4");
    CHECK(turn.at(sq("f4")).revealed());
    CHECK(possible_kinds(turn, sq("f4")) == kind_bit(kind::captain));
    // Straight two: a Captain or a Scout.
    const auto straight = play_moves(position<captain_rules>(where), "e3-e5");
    CHECK_FALSE(straight.at(sq("e5")).revealed());
    CHECK(possible_kinds(straight, sq("e5")) == bits({kind::captain, kind::scout}));
    const auto scout_two = play_moves(position<captain_rules>(where), "b2-b4");
    CHECK_FALSE(scout_two.at(sq("b4")).revealed());
    CHECK(possible_kinds(scout_two, sq("b4")) == bits({kind::captain, kind::scout}));
    // Straight three or more: a Scout.
    const auto scout_far = play_moves(position<captain_rules>(where), "b2-b5");
    CHECK(scout_far.at(sq("b5")).revealed());
    // One square: only the moved mark.
    const auto step = play_moves(position<captain_rules>(where), "e3-e4");
    CHECK_FALSE(step.at(sq("e4")).revealed());
    CHECK(possible_kinds(step, sq("e4")) == movable_kinds);
    // Without the knob a straight two-square move shows a Scout (ST-7.3).
    const auto classic = play_moves(position(where), "b2-b4");
    CHECK(classic.at(sq("b4")).revealed());
}

// ------------------------------------------------------------------ ST-9.12: rescue

TEST_CASE(
    "ST-9.12 reaching the back row offers a rescue: every removed kind on every empty square of "
    "the own half") {
    // Red loses two Sergeants and a Miner to the Blue Marshal on a5, while
    // a Blue Scout walks round j5-j4-i4-i5; then Red's Lieutenants and a
    // Captain reach row 10 in turn.
    auto s = position<ul>(
        "Red: F a1, Sg a4, Sg b5, Mi b3, Lt e9, Lt d9, Ca f9; Blue: F j10, Ma a5, Sc j5");
    s = play_moves(s, "a4xa5 j5-j4 b5xa5 j4-i4 b3-b4 i4-i5 b4-b5 i5-j5 b5xa5 j5-j4");
    REQUIRE(s.removed(red, kind::sergeant) == 2);
    REQUIRE(s.removed(red, kind::miner) == 1);
    s = play_moves(s, "e9-e10");
    CHECK(s.phase() == phase::rescue);
    CHECK(current_player(s) == red);
    // Two kinds x (46 squares of rows 1-5 minus Red's Flag on a1, the Blue
    // Marshal on a5 and the Blue Scout on j4) + declining.
    const auto options = legal_moves(s);
    CHECK(options.size() == 2 * 43 + 1);
    CHECK(options.contains(move::decline_rescue()));
    for (const move& m : options) {
        if (m.is_decline()) continue;
        CHECK(m.is_rescue());
        CHECK(in_own_half(red, m.to));
        CHECK(s.at(m.to).empty());
    }
    CHECK(options.size() <= 507);
    static_assert(max_moves<ultimate_lightning_rules> >= 11 * 46 + 1);

    // The rescued piece enters revealed and unmoved, and the turn ends.
    s = play(s, move::rescue(kind::sergeant, sq("c3")));
    CHECK(holds(s, "c3", kind::sergeant, red));
    CHECK(at(s, "c3").revealed());
    CHECK_FALSE(at(s, "c3").moved());
    CHECK(s.removed(red, kind::sergeant) == 1);
    CHECK(s.rescues_made(red) == 1);
    CHECK(at(s, "e10").has_rescued());
    CHECK(s.phase() == phase::play);
    CHECK(current_player(s) == blue);

    // The piece that rescued cannot again.
    s = play_moves(s, "j4-i4 e10-e9 i4-i5 e9-e10");
    CHECK(s.phase() == phase::play);
    CHECK(current_player(s) == blue);
    // Another piece can: the second rescue.
    s = play_moves(s, "i5-j5 d9-d10");
    REQUIRE(s.phase() == phase::rescue);
    s = play(s, move::rescue(kind::miner, sq("c2")));
    CHECK(s.rescues_made(red) == 2);
    // At most two per game: a third piece reaching the back row gets none.
    s = play_moves(s, "j5-j4 f9-f10");
    CHECK(s.removed(red, kind::sergeant) == 1);
    CHECK(s.phase() == phase::play);
    CHECK(current_player(s) == blue);
}

TEST_CASE("ST-9.12 declining ends the turn and keeps the piece's right to rescue") {
    auto s = position<ul>("Red: F a1, Sg a4, Lt e9; Blue: F j10, Ma a5, Sc j5");
    s = play_moves(s, "a4xa5 j5-j4 e9-e10");
    REQUIRE(s.phase() == phase::rescue);
    const auto copy = s;
    CHECK(variants_contains(why(s, "e10-e9"), "ST-9.12"));
    CHECK(
        variants_contains(move_error(s, move::rescue(kind::sergeant, sq("a1"))), "ST-9.12"));  // a1 is taken
    CHECK(
        variants_contains(move_error(s, move::rescue(kind::sergeant, sq("e7"))), "ST-9.12"));  // Blue's half
    CHECK(
        variants_contains(move_error(s, move::rescue(kind::marshal, sq("c3"))), "ST-9.12"));  // none removed
    CHECK(s == copy);
    s = play(s, move::decline_rescue());
    CHECK(s.phase() == phase::play);
    CHECK(current_player(s) == blue);
    CHECK(s.rescues_made(red) == 0);
    CHECK(s.removed(red, kind::sergeant) == 1);
    CHECK_FALSE(at(s, "e10").has_rescued());
    s = play_moves(s, "j4-i4 e10-e9 i4-i5 e9-e10");
    CHECK(s.phase() == phase::rescue);
}

TEST_CASE("ST-9.12 a won attack onto the back row counts; a Flag capture ends the game instead") {
    auto won = position<ul>("Red: F a1, Sg a4, Lt e9; Blue: F j10, Ma a5, Sc e10");
    won = play_moves(won, "a4xa5 a5-a6 e9xe10");
    CHECK(won.phase() == phase::rescue);
    auto flag = position<ul>("Red: F a1, Sg a4, Lt e9; Blue: F e10, Ma a5, Sc j5");
    flag = play_moves(flag, "a4xa5 a5-a6 e9xe10");
    CHECK(is_terminal(flag));
    CHECK(flag.result() == game_result{red, end_reason::flag_captured});
}

TEST_CASE("ST-9.12 no rescue for a Scout, with nothing removed, or without the knob") {
    // A Scout running to the back row.
    auto scout = position<ul>("Red: F a1, Sg a4, Sc e2; Blue: F j10, Ma a5, Sc j5");
    scout = play_moves(scout, "a4xa5 j5-j4 e2-e10");
    CHECK(scout.phase() == phase::play);
    CHECK(current_player(scout) == blue);
    // Nothing removed.
    const auto none = play_moves(position<ul>("Red: F a1, Lt e9; Blue: F j10, Sc j5"), "e9-e10");
    CHECK(none.phase() == phase::play);
    // The default rules.
    const auto classic = play_moves(position("Red: F a1, Sg a4, Lt e9; Blue: F j10, Ma a5, Sc j5"),
                                    "a4xa5 j5-j4 e9-e10");
    CHECK(classic.phase() == phase::play);
    CHECK(current_player(classic) == blue);
}

// ------------------------------------------------------------------ ST-9.13: presets

namespace {
template <rules_policy R>
void check_preset(int limit, repetition_squares scouts, chase_rule more, scout_rule strike) {
    CHECK(R::two_square_limit == limit);
    CHECK(R::two_square_attacks == repetition_attacks::count);
    CHECK(R::two_square_scouts == scouts);
    CHECK(R::more_squares == more);
    CHECK(R::scout_strike == strike);
    CHECK(R::chase_window == 210);
    CHECK(R::defense == defense_rule::revealed);
    CHECK(R::max_plies == 0);
    CHECK(R::max_plies_without_attack == 0);
}
}  // namespace

TEST_CASE("ST-9.13 each preset sets the knobs of its row") {
    using rs = repetition_squares;
    using cr = chase_rule;
    using sr = scout_rule;
    check_preset<classic_rules>(3, rs::endpoints, cr::off, sr::move_and_strike);
    check_preset<isf_rules>(5, rs::endpoints, cr::isf, sr::move_and_strike);
    check_preset<isf3_rules>(3, rs::borders, cr::isf, sr::move_and_strike);
    check_preset<gravon_replay_rules<>>(5, rs::endpoints, cr::off, sr::move_and_strike);
    check_preset<milton_bradley_rules>(3, rs::endpoints, cr::off, sr::adjacent_only);
    check_preset<barrage_rules>(3, rs::endpoints, cr::off, sr::move_and_strike);
    check_preset<duell_rules>(3, rs::endpoints, cr::off, sr::move_and_strike);
    check_preset<ultimate_lightning_rules>(3, rs::endpoints, cr::off, sr::move_and_strike);
    // "other": armies, and Ultimate Lightning's deltas (ST-9.9).
    CHECK(barrage_rules::army == armies::barrage);
    CHECK(duell_rules::army == armies::duell);
    CHECK(gravon_replay_rules<barrage_rules>::army == armies::barrage);
    CHECK(gravon_replay_rules<barrage_rules>::two_square_limit == 5);
    CHECK(gravon_replay_rules<duell_rules>::army == armies::duell);
    CHECK(ultimate_lightning_rules::army == armies::ultimate_lightning);
    CHECK(ultimate_lightning_rules::ties == tie_rule::attacker_wins);
    CHECK(ultimate_lightning_rules::bombs == bomb_rule::one_time);
    CHECK(ultimate_lightning_rules::captain_two_step);
    CHECK(ultimate_lightning_rules::rescue);
    // Every other preset keeps those at their defaults.
    CHECK(classic_rules::ties == tie_rule::both_removed);
    CHECK(classic_rules::bombs == bomb_rule::permanent);
    CHECK_FALSE(classic_rules::captain_two_step);
    CHECK_FALSE(classic_rules::rescue);
    CHECK(isf_rules::army == armies::classic);
    CHECK(milton_bradley_rules::ties == tie_rule::both_removed);
    CHECK(barrage_rules::bombs == bomb_rule::permanent);
    CHECK_FALSE(duell_rules::rescue);
    CHECK(gravon_replay_rules<>::setup == setup_rule::zone);
}
