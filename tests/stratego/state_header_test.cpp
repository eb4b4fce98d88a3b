// The full-state header (core/state_header.hpp) of Stratego's texts, and the
// texts written before it: the ISF, Barrage and Ultimate Lightning states
// the tool saved read back on their own.

#include <doctest/doctest.h>

#include <arbiter/stratego.hpp>

#include <string>

#include "common/state_header_checks.hpp"

namespace {
namespace sth = arbiter::stratego;
using arbiter::testing::check_header_refused;
using arbiter::testing::check_headerless_sample;
}  // namespace

TEST_CASE("ST-9.4 a saved ISF state names its rules: read as classic it is refused for its header, not its chase record") {
    const std::string now = check_headerless_sample<sth::state<sth::isf_rules>>("stratego-isf.txt", "game=stratego rules=isf players=2");
    check_header_refused<sth::state<sth::classic_rules>>(now, "this is a state of rules 'isf'; it was read as one of 'classic'");
    // Without the header, classic rules read the chase record as a rule the state breaks.
    const auto old = arbiter::state_from_text<sth::state<sth::classic_rules>>(arbiter::testing::headerless_sample("stratego-isf.txt"));
    REQUIRE_FALSE(old);
    CHECK(old.error().message.find("ST-9.4") != std::string::npos);
    // The tool's capped rules carry the same name.
    CHECK(arbiter::state_from_text<sth::state<sth::descriptor::capped<sth::isf_rules>>>(now));
}

TEST_CASE("ST-3.5 ST-7.9 saved Barrage and Ultimate Lightning states read back under their own rules") {
    const std::string barrage =
        check_headerless_sample<sth::state<sth::barrage_rules>>("stratego-barrage.txt", "game=stratego rules=barrage players=2");
    check_header_refused<sth::state<sth::duell_rules>>(barrage, "this is a state of rules 'barrage'; it was read as one of 'duell'");
    check_headerless_sample<sth::state<sth::ultimate_lightning_rules>>("stratego-ultimate-lightning.txt",
                                                                       "game=stratego rules=ultimate-lightning players=2");
}

TEST_CASE("ST-10.4 a full-state reader refuses an observation's header and another game's") {
    const std::string text = to_string(sth::state<sth::classic_rules>{});
    std::string observation = text;
    observation.insert(text.find('\n'), " viewer=1");
    arbiter::testing::check_header_refused<sth::state<sth::classic_rules>>(
        observation, "this is player 1's observation, not a full state");
    std::string other = text;
    other.replace(0, text.find(' '), "game=war-chest");
    arbiter::testing::check_header_refused<sth::state<sth::classic_rules>>(
        other, "this is a state of the game 'war-chest', not of 'stratego'");
    // An error after the header is located in the whole text.
    std::string bad = text;
    bad.insert(text.find('\n') + 1, "colour=red\n");
    const auto r = arbiter::state_from_text<sth::state<sth::classic_rules>>(bad);
    REQUIRE_FALSE(r);
    CHECK(r.error().line == 2);
    CHECK(r.error().column == 1);
}
