// The full-state header (core/state_header.hpp) of backgammon's texts, and
// the texts written before it.

#include <doctest/doctest.h>

#include <arbiter/backgammon.hpp>

#include <string>

#include "common/state_header_checks.hpp"

namespace {
namespace bgh = arbiter::backgammon;
}  // namespace

TEST_CASE("BG-11 a saved money-game state names its rules and reads back on its own") {
    const std::string now = arbiter::testing::check_headerless_sample<bgh::state<bgh::money_rules>>(
        "backgammon-money.txt", "game=backgammon rules=money players=2");
    arbiter::testing::check_header_refused<bgh::state<bgh::hypergammon_rules>>(
        now, "this is a state of rules 'money'; it was read as one of 'hypergammon'");
}
