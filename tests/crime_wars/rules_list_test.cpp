// The playout harness (tests/common/harness.hpp, the hooks of playouts.hpp)
// for every named rules of the descriptor, the tool's menu: at every node
// the full-state text, every listed move and every chance outcome read back
// exactly, with the invariants of the game. A few games each.

#include <doctest/doctest.h>

#include <arbiter/core.hpp>
#include <arbiter/crime_wars.hpp>

#include <string>
#include <type_traits>

#include "helpers.hpp"
#include "playouts.hpp"

using namespace cw_test;

TEST_CASE("harness: every entry of the descriptor's rules list, as the tool plays it (capped)") {
    int entries = 0;
    arbiter::for_each_rules<descriptor>([&]<class Named>(std::type_identity<Named>) {
        using R = typename descriptor::template capped<typename Named::rules_type>;
        INFO(std::string(Named::name), " with ", Named::players, " players");
        check_playouts<R>(Named::players > 4 ? 1 : 2, static_cast<std::uint64_t>(40 + entries));
        ++entries;
    });
    CHECK(entries == 34);
}
