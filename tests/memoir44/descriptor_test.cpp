// What Memoir '44 says about itself (core/descriptor.hpp,
// memoir44/descriptor.hpp): the tool's name, the named rules, the range of
// returns, how a game starts, and the random games of the harness for every
// named rules entry, so that the full-state text, every listed decision and
// every chance outcome read back as themselves under every variant.
#include <doctest/doctest.h>

#include <arbiter/core.hpp>

#include <random>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "common/harness.hpp"
#include "helpers.hpp"

namespace {

using namespace m44_test;

// The harness's hooks: unlisted decisions of any shape.
struct entry_hooks {
    template <class S>
    move random_move(const S&, std::mt19937_64& rng) {
        return any_decision(rng);
    }
};

}  // namespace

TEST_CASE("M44-0.1 the descriptor: the tool's name, the named rules with the tutorial first, returns in [-1, 1]") {
    using D = descriptor;
    CHECK(D::name == "memoir44");
    CHECK(arbiter::rules_names<D>() == std::vector<std::string_view>{"tutorial", "standard", "standard-sections"});
    CHECK(D::utility.low == -1);
    CHECK(D::utility.high == 1);
    CHECK(D::cap.limit == 0);  // M44-8.7: no turn limit, every game ends
    static_assert(std::is_same_v<D::capped<standard_rules>, standard_rules>);
    bool sections = false;
    CHECK(arbiter::with_rules<D>("standard-sections", 0, [&]<class N>(std::type_identity<N>) {
        sections = std::is_same_v<typename N::rules_type, standard_sections_rules>;
    }));
    CHECK(sections);
    CHECK_FALSE(arbiter::with_rules<D>("standard-partial", 0, [](auto) {}));
}

TEST_CASE("M44-5.1 M44-SC the descriptor's start: Brennau Crossing by default, a shipped scenario, a scenario text or a state") {
    using D = descriptor;
    const auto brennau = D::start<tutorial_rules>({});
    REQUIRE(brennau.has_value());
    CHECK(*brennau == start_game<tutorial_rules>(brennau_crossing()));
    const auto hedgerow = D::start<standard_rules>({.setup = "hedgerow-lane"});
    REQUIRE(hedgerow.has_value());
    CHECK(*hedgerow == start_game<standard_rules>(hedgerow_lane()));
    const auto by_name = D::start<standard_rules>({.setup = "Hedgerow Lane"});
    REQUIRE(by_name.has_value());
    CHECK(*by_name == *hedgerow);
    const auto text = D::start<tutorial_rules>({.setup = to_string(hedgerow_lane())});
    REQUIRE_MESSAGE(text.has_value(), text.error().what());
    CHECK(*text == start_game<tutorial_rules>(hedgerow_lane()));
    const auto dealt = start({.units = "allies inf F3; axis inf F7"},
                             {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                             {card::probe_l, card::probe_r, card::attack_c, card::barrage});
    const auto state_text = D::start<tutorial_rules>({.setup = to_string(dealt)});
    REQUIRE(state_text.has_value());
    CHECK(*state_text == dealt);
    // Bad setups: what and where.
    const auto unknown = D::start<tutorial_rules>({.setup = "  omaha-beach"});
    REQUIRE_FALSE(unknown.has_value());
    CHECK(unknown.error().what().rfind("line 1, column 3: no shipped scenario is called 'omaha-beach'", 0) == 0);
    const auto broken = D::start<tutorial_rules>({.setup = "m44-scenario 1\nname:\n"});
    REQUIRE_FALSE(broken.has_value());
    CHECK(broken.error().line == 2);
    const auto other_rules = D::start<standard_rules>({.setup = to_string(dealt)});
    REQUIRE_FALSE(other_rules.has_value());
    CHECK(other_rules.error().what() == "line 1, column 21: this is a state of rules 'tutorial'; it was read as one of 'standard'");
    // A text written before the header: its own `rules:` line says so.
    const std::string old = to_string(dealt).substr(to_string(dealt).find('\n') + 1);
    const auto old_rules = D::start<standard_rules>({.setup = old});
    REQUIRE_FALSE(old_rules.has_value());
    CHECK(old_rules.error().what() == "line 2, column 1: this reader takes the standard ruleset's states");
}

TEST_CASE("M44-5 M44-11 random games of every named rules entry: every node's state, decisions and outcomes read back") {
    arbiter::for_each_rules<descriptor>([]<class N>(std::type_identity<N>) {
        using S = arbiter::capped_state_of<descriptor, N>;
        INFO("rules ", N::name);
        const auto start_state = descriptor::start<typename descriptor::capped<typename N::rules_type>>({});
        REQUIRE(start_state.has_value());
        const auto stats = arbiter::testing::check_random_playouts<S>(*start_state, entry_hooks{}, 2, 15, 20000);
        CHECK(stats.games == 2);
        CHECK(stats.terminal == 2);
    });
}
