// The full-state header (core/state_header.hpp) of Crime Wars' texts: the
// standard game of 5 to 8 players (multiple decks, CW-V10.1) is named
// `standard`, and the texts written before the header still read.

#include <doctest/doctest.h>

#include <arbiter/crime_wars.hpp>

#include <string>

#include "common/state_header_checks.hpp"

namespace {
namespace cwh = arbiter::crime_wars;
}  // namespace

TEST_CASE("CW-V10.1 a saved 5-player standard state names its rules 'standard' and reads back") {
    using five = cwh::rules<5, cwh::variant::multiple_decks>;
    const std::string now = arbiter::testing::check_headerless_sample<cwh::state<five>>(
        "crime-wars-standard-5.txt", "game=crime-wars rules=standard players=5");
    arbiter::testing::check_header_refused<cwh::state<cwh::rules<6, cwh::variant::multiple_decks>>>(
        now, "this is a state of 5 players; it was read as one of 6");
    arbiter::testing::check_header_refused<cwh::state<cwh::rules<5, cwh::variant::hardcore, cwh::variant::bounty,
                                                                  cwh::variant::multiple_decks>>>(
        now, "this is a state of rules 'standard'; it was read as one of 'hardcore,bounty'");
}
