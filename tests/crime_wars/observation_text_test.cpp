// Crime Wars observation texts (observation_text.hpp, RULES.md CW-16): what
// a player sees, as text that reads back, written from the observation only.

#include <doctest/doctest.h>

#include <arbiter/crime_wars.hpp>

#include <string>

#include "common/observation_text.hpp"
#include "helpers.hpp"

namespace {

using namespace cw_test;
using arbiter::testing::check_observation_refused;
using arbiter::testing::replaced;
using cw_obs_state = state<standard_rules>;

// Player 1 holds a 7 and has a 2 in play; player 0 holds a 5.
cw_obs_state cw_obs_position() { return table<>{}.hand(1, {7}).play(1, {2}).hand(0, {5}).build(); }

// Player 0's view: player 1's hand by its size, its 7 back in his deck (U).
const std::string cw_obs_golden =
    "game=crime-wars rules=standard players=2 viewer=0\n"
    "crime-wars players=2 variants=-\n"
    "phase=main turn=0 first=0 deals=0 roulette=no debt=0 resume=main turns=0 limit=0 pot=0 "
    "coin=-\n"
    "S money=1000 due=0 q=0 j=0 turns=1 king=ready hand=5 play=- deck=2,3,4,6,7,8,9,10,J,Q,A,* "
    "bottom=-\n"
    "H money=1000 due=0 q=0 j=0 turns=1 king=ready hand=?1 play=2 deck=3,4,5,6,7,8,9,10,J,Q,A,* "
    "bottom=-\n"
    "attack=-\n";

}  // namespace

TEST_CASE("CW-16.2 observation texts of random games read back, for every player at every node") {
    const auto stats = arbiter::testing::observation_round_trips<descriptor>(7, 1, 150);
    CHECK(stats.nodes > static_cast<std::uint64_t>(arbiter::testing::playout_games(1000)));
}

TEST_CASE(
    "CW-16.1 CW-16.2 CW-16.3 the observation text of a position, by hand: another's hand by its "
    "size") {
    const auto s = cw_obs_position();
    CHECK(to_string(observe(s, 0)) == cw_obs_golden);
    const auto back = parse_observation<standard_rules>(cw_obs_golden);
    REQUIRE(back.has_value());
    CHECK(*back == observe(s, 0));
    const std::string other = to_string(observe(s, 1));
    CHECK(other.find(
              "S money=1000 due=0 q=0 j=0 turns=1 king=ready hand=?1 play=- deck=2,3,4,5,6,") !=
          std::string::npos);
    CHECK(other.find("hand=7 play=2") != std::string::npos);
}

TEST_CASE(
    "CW-16.2 the header names the viewer, the rules and the players; a full state is refused") {
    arbiter::testing::check_observation_header<cw_obs_state>(cw_obs_golden, "crime-wars", 2);
    check_observation_refused<cw_obs_state>(to_string(cw_obs_position()), 1, "not an observation");
}

TEST_CASE("CW-16.2 errors in an observation text are located and say what is wrong") {
    // The viewer's own hand written as a size: line 4, at the size.
    const auto r = parse_observation<standard_rules>(replaced(cw_obs_golden, "hand=5", "hand=?1"));
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().line == 4);
    CHECK(r.error().column == 47);  // the hand= word
    CHECK(r.error().message.find("seat 0 is the viewer's") != std::string::npos);
    check_observation_refused<cw_obs_state>(
        replaced(cw_obs_golden, "hand=?1", "hand=-"), 5,
        "player 0 does not see seat 1's hand: write its size, hand=?N");
    check_observation_refused<cw_obs_state>(replaced(cw_obs_golden, "hand=?1", "hand=?x"), 5,
                                            "a hidden hand's size");
    check_observation_refused<cw_obs_state>(replaced(cw_obs_golden, "play=2", "play=2,X"), 5,
                                            "'X' is not a card here");
    // A hand of 13 cards, more than his cards not in play outside the bottom can fill: no state
    // gives it.
    check_observation_refused<cw_obs_state>(replaced(cw_obs_golden, "hand=?1", "hand=?13"), 2,
                                            "no state gives this observation");
}
