// War Chest observation texts (observation_text.hpp, RULES.md WC-16): what
// a seat sees, as text that reads back, written from the observation only.

#include <doctest/doctest.h>

#include <arbiter/war_chest.hpp>

#include <string>

#include "common/observation_text.hpp"
#include "helpers.hpp"

namespace {

using namespace wc_test;
using arbiter::testing::check_observation_refused;
using arbiter::testing::replaced;
using wc_obs_state = state<standard_rules>;

// Seat 0 recruited an Archer with its Royal Coin face down; seat 1 holds
// two Swordsmen and a Royal Coin in its bag (the state of the WC-16.1 test).
wc_obs_state wc_obs_position() {
    auto s = blank<standard_rules>(
        armies_of({unit::archer, unit::pikeman}, {unit::swordsman, unit::scout}));
    give(s, 0, royal);
    give(s, 0, unit::pikeman);
    give(s, 1, unit::swordsman, 2);
    wc_obs_state::edit{s}.coins(1).bag[royal] = 1;
    return after(s, "recruit royal archer");
}

// Seat 1's view: seat 0's bag, hand and face-down discard by size, and
// its hidden coins (the Pikeman in hand, the Royal Coin face down).
const std::string wc_obs_golden =
    "game=war-chest rules=random players=2 viewer=1\n"
    "war_chest round=1 phase=use turn=1 initiative=0 transferred=0 winner=- end=none\n"
    "cards0=archer,pikeman cards1=scout,swordsman pool=\n"
    "board= control=e1:A,g2:A,a6:B,c7:B reserve=4,4\n"
    "bag0=?0 hand0=?1 up0=archer:1 down0=?1 supply0=archer:1,pikeman:2 box0= "
    "hidden0=pikeman:1,royal:1\n"
    "bag1=royal:1 hand1=swordsman:2 up1= down1= supply1=scout:3,swordsman:3 box1=\n"
    "pending=\n";

}  // namespace

TEST_CASE("WC-16.4 observation texts of random games read back, for every seat at every node") {
    const auto stats = arbiter::testing::observation_round_trips<descriptor>(7, 2, 200);
    CHECK(stats.nodes > static_cast<std::uint64_t>(arbiter::testing::playout_games(1000)));
}

TEST_CASE(
    "WC-16.1 WC-16.3 WC-16.4 the observation text of a position, by hand: others' zones by size") {
    const auto s = wc_obs_position();
    CHECK(to_string(observe(s, 1)) == wc_obs_golden);
    const auto back = parse_observation<standard_rules>(wc_obs_golden);
    REQUIRE(back.has_value());
    CHECK(*back == observe(s, 1));
    // Seat 0 sees its own coins and seat 1's by size only.
    const std::string own = to_string(observe(s, 0));
    CHECK(own.find("hand0=pikeman:1 up0=archer:1 down0=royal:1") != std::string::npos);
    CHECK(own.find("bag1=?1 hand1=?2 up1= down1=?0") != std::string::npos);
    CHECK(own.find("hand1=swordsman") ==
          std::string::npos);  // which hidden coins are in hand does not leak
    CHECK(own.find("hidden1=swordsman:2,royal:1") != std::string::npos);
}

TEST_CASE(
    "WC-16.2 the header names the viewer, the rules and the players; a full state is refused") {
    arbiter::testing::check_observation_header<wc_obs_state>(wc_obs_golden, "war-chest", 2);
    check_observation_refused<wc_obs_state>(to_string(wc_obs_position()), 1, "not an observation");
    CHECK_FALSE(parse_observation<four_player_rules>(wc_obs_golden).has_value());
}

TEST_CASE("WC-16.4 errors in an observation text are located and say what is wrong") {
    // The viewer's own coins written as a size: line 6, at bag1.
    const auto r =
        parse_observation<standard_rules>(replaced(wc_obs_golden, "bag1=royal:1", "bag1=?1"));
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().line == 6);
    CHECK(r.error().column == 1);
    CHECK(r.error().message.find("seat 1 is the viewer") != std::string::npos);
    // Another seat's hand given coin by coin.
    check_observation_refused<wc_obs_state>(replaced(wc_obs_golden, "hand0=?1", "hand0=pikeman:1"),
                                            8, "seat 0's hand is hidden from seat 1");
    // More hidden coins than the zones hold.
    check_observation_refused<wc_obs_state>(
        replaced(wc_obs_golden, "hidden0=pikeman:1,royal:1", "hidden0=pikeman:2,royal:1"), 8,
        "seat 0 hides 3 coins, but its bag, hand, face-down discard and drawn coins hold 2");
    check_observation_refused<wc_obs_state>(replaced(wc_obs_golden, "down0=?1", "down0=?x"), 5,
                                            "a hidden zone's size");
    // A hidden coin of a type seat 0 has no card for: no state gives that.
    check_observation_refused<wc_obs_state>(
        replaced(wc_obs_golden, "hidden0=pikeman:1", "hidden0=scout:1"), 2,
        "no state gives this observation");
}
