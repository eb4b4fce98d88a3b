#pragma once
// The checks every game makes of its full-state header (core/state_header.hpp)
// against a text written before the header existed: a file of
// tests/data/headerless, written by the tool of the previous version (its
// `replay --at 25` of a seeded selfplay). The old text reads under its rules
// as before, today's text is the header line and then the old text unchanged,
// and reading today's text under other rules is refused, naming both.

#include <doctest/doctest.h>

#include <arbiter/core.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

namespace arbiter::testing {

[[nodiscard]] inline std::string headerless_sample(const std::string& name) {
    std::ifstream in(std::string(ARBITER_TEST_DATA_DIR) + "/headerless/" + name);
    REQUIRE_MESSAGE(in, "missing tests/data/headerless/" << name);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Reads sample `name` as a state of S, whose header is `header`; returns
// today's text of it.
template <text_game S>
std::string check_headerless_sample(const std::string& name, std::string_view header) {
    const std::string old_text = headerless_sample(name);
    const auto old_state = state_from_text<S>(old_text);
    REQUIRE_MESSAGE(old_state, old_state.error().what());
    const std::string now = to_string(*old_state);
    const std::size_t eol = now.find('\n');
    CHECK(now.substr(0, eol) == header);
    CHECK(now.substr(eol + 1) == old_text);
    const auto again = state_from_text<S>(now);
    REQUIRE_MESSAGE(again, again.error().what());
    CHECK(*again == *old_state);
    return now;
}

// Today's text `now` read as a state of Other: refused with `message` on line 1.
template <text_game Other>
void check_header_refused(const std::string& now, std::string_view message) {
    const auto wrong = state_from_text<Other>(now);
    REQUIRE_FALSE(wrong);
    CHECK(wrong.error().line == 1);
    CHECK(wrong.error().message == message);
}

}  // namespace arbiter::testing
