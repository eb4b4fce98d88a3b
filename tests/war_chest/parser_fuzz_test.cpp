// War Chest readers under mutation (tests/common/fuzz.hpp): every rejection
// has a message and a column inside the text; every acceptance writes back
// to text that reads as the same value.

#include <doctest/doctest.h>

#include <arbiter/core/playout.hpp>

#include <random>
#include <string>
#include <vector>

#include "common/fuzz.hpp"
#include "helpers.hpp"

using namespace wc_test;

namespace {

constexpr std::string_view alphabet = "abcdefgh1234567890:=,-_ \nAB royalpikemanscout";

template <class Parse, class Check>
int fuzz(const std::vector<std::string>& seeds, int rounds, std::uint64_t seed, Parse parse, Check on_success) {
    return arbiter::testing::fuzz_reader(alphabet, seeds, rounds, seed, parse, on_success);
}

struct fuzz_bounded_game : standard_rules {
    static constexpr int round_limit = 30;
};

}  // namespace

TEST_CASE("WC-2.2 mutated hex names: an error, or a hex that writes back the same") {
    const int rejected = fuzz(
        {"a1", "d4", "g7", "E1", "c2"}, 3000, 21, [](const std::string& t) { return parse_hex(t); },
        [](const std::string& t, int h) {
            REQUIRE(h >= 0);
            REQUIRE(h < grid_size);
            CHECK_MESSAGE(*parse_hex(hex_string(h)) == h, t);
        });
    CHECK(rejected > 1000);
}

TEST_CASE("WC-18 mutated move text: an error, or a move that writes back the same") {
    const int rejected = fuzz(
        {"deploy archer c2", "attack crossbowman d3 f3", "recruit royal pikeman", "tactic ensign d4 e5 d5",
         "tactic footman", "move d4 e4", "soak supply", "decline", "pick scout", "claim royal", "control pikeman d3"},
        5000, 22, [](const std::string& t) { return parse_move(t); },
        [](const std::string& t, const move& m) {
            const auto again = parse_move(to_string(m));
            REQUIRE_MESSAGE(again.has_value(), t, " -> ", to_string(m));
            CHECK_MESSAGE(*again == m, t);
        });
    CHECK(rejected > 1000);
}

TEST_CASE("WC-18 mutated full-state text: an error, or a state that writes back the same") {
    std::vector<std::string> seeds;
    std::mt19937_64 rng(4);
    for (int g = 0; g < 6; ++g)
        seeds.push_back(to_string(arbiter::random_playout(state<fuzz_bounded_game>{}, rng, static_cast<std::size_t>(20 + 40 * g))));
    const int rejected = fuzz(
        seeds, 3000, 23, [](const std::string& t) { return parse_state<fuzz_bounded_game>(t); },
        [](const std::string& t, const state<fuzz_bounded_game>& s) {
            const auto again = parse_state<fuzz_bounded_game>(to_string(s));
            REQUIRE_MESSAGE(again.has_value(), t);
            CHECK_MESSAGE(*again == s, t);
        });
    CHECK(rejected > 500);
}
