// The full-state header (core/state_header.hpp) of Memoir '44's texts, and
// the texts written before it.

#include <doctest/doctest.h>

#include <arbiter/memoir44.hpp>

#include <string>

#include "common/state_header_checks.hpp"

namespace {
namespace m44h = arbiter::memoir44;
}  // namespace

TEST_CASE("M44-11 a saved standard state names its rules and reads back on its own") {
    const std::string now = arbiter::testing::check_headerless_sample<m44h::state<m44h::standard_rules>>(
        "memoir44-standard.txt", "game=memoir44 rules=standard players=2");
    arbiter::testing::check_header_refused<m44h::state<m44h::standard_sections_rules>>(
        now, "this is a state of rules 'standard'; it was read as one of 'standard-sections'");
}
