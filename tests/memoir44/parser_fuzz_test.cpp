// Bad input never crashes a reader and always gets a message: seeded
// mutations of valid texts (tests/common/fuzz.hpp) fed to the readers of
// decisions (RULES.md M44-11.1), scenarios (M44-9) and the full state
// (M44-11). What a reader accepts must write back to a text that reads as the
// same thing. (The .m44 importer's are in m44_import_test.cpp.)
#include <doctest/doctest.h>

#include "helpers.hpp"

#include <string>
#include <vector>

#include "common/fuzz.hpp"

namespace {
using namespace m44_test;
}

TEST_CASE("M44-11.1 mutated decisions: an error with a message, or a decision that writes back the same") {
    const int rejected = arbiter::testing::fuzz_reader(
        "abcdefghijklmnoprstuvwxyzACDFGLMRT0123456789/-x ", {"play attack-c", "tactic air-power", "activate d4/L",
                                                              "move F3-f4", "battle F3xf4", "retreat g5", "end-turn"},
        4000, 21, [](const std::string& t) { return parse_move(t); },
        [](const std::string& t, const move& m) {
            const auto again = parse_move(to_string(m));
            REQUIRE_MESSAGE(again.has_value(), t);
            CHECK_MESSAGE(*again == m, t);
        });
    CHECK(rejected > 1000);
}

TEST_CASE("M44-9 mutated scenarios: an error naming a line, or a scenario that prints and reads back the same") {
    std::vector<std::string> seeds;
    for (const auto& sc : shipped_scenarios) seeds.emplace_back(sc.text);
    const int rejected = arbiter::testing::fuzz_reader(
        ".fhtgrbso0123456789:aAbBdDgGkKlLmM \n#=-", seeds, 3000, 22,
        [](const std::string& t) {
            auto r = parse_scenario(t);
            if (!r) {
                CHECK_MESSAGE(r.error().line != 0, r.error().what());
                CHECK_MESSAGE(r.error().what().rfind("line ", 0) == 0, r.error().what());
            }
            return r;
        },
        [](const std::string& t, const scenario& s) {
            const auto again = parse_scenario(to_string(s));
            REQUIRE_MESSAGE(again.has_value(), t, "\n", again.error().what());
            CHECK_MESSAGE(*again == s, t);
            CHECK(to_string(*again) == to_string(s));
        });
    CHECK(rejected > 500);
}

TEST_CASE("M44-11 mutated state text: an error with a message, or a state that writes back the same") {
    const auto s = start(brennau_crossing(),
                         {card::probe_c, card::attack_l, card::recon_in_force, card::air_power, card::probe_l, card::barrage},
                         {card::probe_l, card::probe_r, card::attack_c, card::attack_r, card::dig_in, card::ambush});
    const int rejected = arbiter::testing::fuzz_reader(
        "abcdefghiklmprstuvwxyz.ACDFGLMRTX0123456789=:/*,- \n", {to_string(s), to_string(act(s, "play probe-c"))}, 2000,
        31, [](const std::string& t) { return parse_state<tutorial_rules>(t); },
        [](const std::string& t, const state<tutorial_rules>& x) {
            const auto again = parse_state<tutorial_rules>(to_string(x));
            REQUIRE_MESSAGE(again.has_value(), t);
            CHECK(*again == x);
        });
    CHECK(rejected > 1000);
}
