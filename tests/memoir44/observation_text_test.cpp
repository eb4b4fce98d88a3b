// Memoir '44 observation texts (observation_text.hpp, RULES.md M44-7): what
// a player sees, as text that reads back, written from the observation only.

#include <doctest/doctest.h>

#include <arbiter/memoir44.hpp>

#include <string>

#include "common/observation_text.hpp"
#include "helpers.hpp"

namespace {

using namespace m44_test;
using arbiter::testing::check_observation_refused;
using arbiter::testing::replaced;
using m44_obs_state = state<tutorial_rules>;

m44_obs_state m44_obs_dealt() {
    return start({.units = "allies inf F3; axis inf F7"},
                 {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                 {card::probe_l, card::probe_r, card::attack_c, card::barrage});
}

// The Allies' view: the deck (52 cards) and the Axis hand (4) by size, and
// the 56 cards the Allies have not seen: the deck's and the Axis hand's.
const std::string m44_obs_golden =
    "game=memoir44 rules=tutorial players=2 viewer=0\n"
    "m44-state 1\n"
    "rules: tutorial\n"
    "terrain: "
    ".............................................................................................."
    ".."
    ".................\n"
    "obstacles: -\n"
    "objectives: -\n"
    "units: F7=axis:inf:4/4 F3=allies:inf:4/4\n"
    "deck: ?52\n"
    "discard: -\n"
    "hand-allies: probe-c attack-l recon-in-force air-power\n"
    "hand-axis: ?4\n"
    "unseen: recon-l*2 recon-c*2 recon-r*2 probe-l*4 probe-c*4 probe-r*4 attack-l*2 attack-c*4 "
    "attack-r*3 "
    "assault-l*2 assault-c*2 assault-r*2 recon-in-force*2 general-advance pincer-move ambush "
    "armor-assault*2 "
    "artillery-bombard barrage behind-enemy-lines close-assault counter-attack*2 dig-in "
    "direct-from-hq*2 firefight "
    "infantry-assault*2 medics-mechanics move-out*2 their-finest-hour\n"
    "sides: bottom=allies active=allies drawing=axis winner=allies\n"
    "numbers: cards=4,4 medals=6,6 eliminated=0,0 objectives=0,0\n"
    "turn: 1 phase=play-card draws=0 card=- tactic=- allowances=0,0,0,0\n"
    "battle: unit=A9 target=A9 dice=0 cover=0 hits=0\n"
    "end\n";

}  // namespace

TEST_CASE("M44-7.1 observation texts of random games read back, for both players at every node") {
    const auto stats = arbiter::testing::observation_round_trips<descriptor>(7, 2, 200);
    CHECK(stats.nodes > static_cast<std::uint64_t>(arbiter::testing::playout_games(1000)));
}

TEST_CASE(
    "M44-7.1 M44-7.3 the observation text of a position, by hand: the deck and the other hand by "
    "size") {
    const auto s = m44_obs_dealt();
    const auto o = observe(s, player_of(side::allies));
    CHECK(to_string(o) == m44_obs_golden);
    const auto back = parse_observation<tutorial_rules>(m44_obs_golden);
    REQUIRE(back.has_value());
    CHECK(*back == o);
    const std::string axis = to_string(observe(s, player_of(side::axis)));
    CHECK(axis.find("hand-allies: ?4\nhand-axis: probe-l probe-r attack-c barrage\n") !=
          std::string::npos);
    CHECK(axis.find("probe-c attack-l") ==
          std::string::npos);  // which unseen cards the Allies hold does not leak
}

TEST_CASE(
    "M44-7.2 the header names the viewer, the rules and the players; a full state is refused") {
    arbiter::testing::check_observation_header<m44_obs_state>(m44_obs_golden, "memoir44", 2);
    check_observation_refused<m44_obs_state>(to_string(m44_obs_dealt()), 1, "not an observation");
}

TEST_CASE("M44-7.3 errors in an observation text are located and say what is wrong") {
    // The deck and the Axis hand do not add up to the unseen cards: told at the deck line.
    const auto r =
        parse_observation<tutorial_rules>(replaced(m44_obs_golden, "deck: ?52", "deck: ?51"));
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().what() ==
          "line 8, column 1: the deck's 51 cards and the opponent's 4 are the 56 unseen cards "
          "(M44-7.3)");
    check_observation_refused<m44_obs_state>(
        replaced(m44_obs_golden, "hand-axis: ?4", "hand-axis: probe-l"), 11, "expected ?N");
    check_observation_refused<m44_obs_state>(
        replaced(m44_obs_golden, "hand-allies: probe-c attack-l recon-in-force air-power",
                 "hand-allies: ?4"),
        10, "not a card id");
    check_observation_refused<m44_obs_state>(
        replaced(m44_obs_golden, "unseen: recon-l*2", "unseen: recon-x*2"), 12, "not a card id");
    // An unseen card too many for the deck (M44-4.1): no state gives that.
    check_observation_refused<m44_obs_state>(
        replaced(replaced(m44_obs_golden, "unseen: recon-l*2", "unseen: recon-l*3"), "deck: ?52",
                 "deck: ?53"),
        15, "no state gives this observation");
}
