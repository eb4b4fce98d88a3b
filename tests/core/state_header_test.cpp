// The header line of full-state and observation texts (core/state_header.hpp):
// how it is told apart from the texts written before it, and its errors,
// located in the whole text.

#include <doctest/doctest.h>

#include <arbiter/core.hpp>

#include <string>

namespace {

std::string header_error(std::string_view text) {
    const auto r = arbiter::read_state_header(text);
    REQUIRE_FALSE(r);
    return r.error().what();
}

}  // namespace

TEST_CASE("state header: a first line beginning game= is a header; any other text has none") {
    const auto r = arbiter::read_state_header("# saved\n\ngame=war-chest rules=random players=4 viewer=1\nwar_chest round=1\n");
    REQUIRE(r);
    REQUIRE(r->header);
    CHECK(*r->header == arbiter::state_header{"war-chest", "random", 4, 1});
    CHECK(r->body == std::string_view("# saved\n\ngame=war-chest rules=random players=4 viewer=1\n").size());
    for (const std::string_view old : {"phase=play\nto-move=red\n", "war_chest round=1 phase=use\n", "m44-state 1\n",
                                       "crime-wars players=5 variants=multiple-decks\n", ""}) {
        const auto none = arbiter::read_state_header(old);
        REQUIRE(none);
        CHECK_FALSE(none->header);
    }
    const auto unnamed = arbiter::read_state_header("game=toy players=2\n");
    REQUIRE(unnamed);
    CHECK(unnamed->header->rules.empty());
}

TEST_CASE("state header: malformed headers say what and where") {
    CHECK(header_error("game=stratego rules=classic\nphase=play\n") ==
          "line 1, column 28: the header names no players (players=N)");
    CHECK(header_error("\ngame=stratego players=two\n") ==
          "line 2, column 23: players must be a whole number from 1 to 64, not 'two'");
    CHECK(header_error("game=stratego players=2 colour=red\n") ==
          "line 1, column 25: unknown header key 'colour'; expected game, rules, players or viewer");
    CHECK(header_error("game=stratego rules= players=2\n") == "line 1, column 21: the header's rules has no name");
    CHECK(header_error("game=stratego players=2 viewer=-1\n") ==
          "line 1, column 32: viewer must be a whole number from 0 to 64, not '-1'");
    CHECK(header_error("game=stratego players=2 lone\n") == "line 1, column 25: expected key=value, got 'lone'");
}
