// The full-state header (core/state_header.hpp) of War Chest's texts: a
// 4-player state names its players, so it is never read as a 2-player one.

#include <doctest/doctest.h>

#include <arbiter/war_chest.hpp>

#include <string>

#include "common/state_header_checks.hpp"

namespace {
namespace wch = arbiter::war_chest;
}  // namespace

TEST_CASE("WC-14.1 a saved 4-player state names its players and reads back on its own") {
    const std::string now = arbiter::testing::check_headerless_sample<wch::state<wch::four_player_rules>>(
        "war-chest-random-4.txt", "game=war-chest rules=random players=4");
    arbiter::testing::check_header_refused<wch::state<wch::standard_rules>>(
        now, "this is a state of 4 players; it was read as one of 2");
    arbiter::testing::check_header_refused<wch::state<wch::four_player_draft_rules>>(
        now, "this is a state of rules 'random'; it was read as one of 'draft'");
}
