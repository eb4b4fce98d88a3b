// Bad input never crashes a reader and always gets a message:
// seeded mutations of valid texts (characters replaced, dropped,
// duplicated, cut) fed to every backgammon reader. What a reader accepts must
// write back to a text that reads as the same thing. The sanitizer preset
// runs this too, so an out-of-range read is caught there.

#include <doctest/doctest.h>

#include "common/fuzz.hpp"

#include <arbiter/backgammon/match_id.hpp>
#include <arbiter/backgammon/move_text.hpp>
#include <arbiter/backgammon/position_id.hpp>
#include <arbiter/backgammon/xgid.hpp>

#include <random>
#include <string>
#include <vector>

#include "helpers.hpp"

using namespace bg_test;

namespace {

constexpr std::string_view alphabet = "ABCXYZabcxyz0123456789+/=:-*()/ ,bar off\t";

template <class Parse, class Check>
int fuzz(const std::vector<std::string>& seeds, int rounds, std::uint64_t seed, Parse parse, Check on_success) {
    return arbiter::testing::fuzz_reader(alphabet, seeds, rounds, seed, parse, on_success);
}

}  // namespace

TEST_CASE("BG-17.6 mutated Position IDs: an error with a message, or an ID that writes back the same") {
    const std::vector<std::string> seeds{"4HPwATDgc/ABMA", "sGfwGQDg28EBBg", "zGbiIQgxH/AAWA", "AACgAgAAKgAAAA"};
    const int rejected = fuzz(seeds, 4000, 1, [](const std::string& t) { return parse_position_id(t); },
                              [](const std::string& t, const position& p) { CHECK(to_position_id(p) == t); });
    CHECK(rejected > 3000);
}

TEST_CASE("BG-18.6 BG-19.4 mutated gnubg IDs and XGIDs: an error with a message, or a state that writes back") {
    const std::vector<std::string> gnubg{"4HPwATDgc/ABMA:cAkAAAAAAAAE", "4HPwATDgc/ABMA:8AngAGAAGAAE",
                                         "jM/gDQDYzeAJIA:QYkqASAAIAAA", "4HPwATDgc/ABMA:MBkAAAAAAAAE"};
    fuzz(gnubg, 3000, 2, [](const std::string& t) { return parse_gnubg_id<money_rules>(t); },
         [](const std::string&, const state<money_rules>& s) {
             const auto again = parse_gnubg_id<money_rules>(to_gnubg_id(s));
             REQUIRE(again.has_value());
             CHECK(again->board() == s.board());
         });
    const std::vector<std::string> xgids{"XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
                                         "XGID=-a-B--E-B-a-dDB--b-bcb----:1:1:-1:63:0:0:0:3:8",
                                         "XGID=-a-a-BCBC---cC---cbd-Ba---:1:-1:1:00:0:0:0:7:10"};
    fuzz(xgids, 3000, 3, [](const std::string& t) { return parse_xgid<money_rules>(t); },
         [](const std::string&, const state<money_rules>& s) {
             const auto written = to_xgid(s);
             REQUIRE(written.has_value());
             const auto again = parse_xgid<money_rules>(*written);
             REQUIRE(again.has_value());
             CHECK(again->board() == s.board());
         });
}

TEST_CASE("BG-16.4 BG-16.5 mutated move texts: an error with a message, or exactly a legal play") {
    const state<> s = at_play(start_position_of<source_rules>(), roll(6, 4));
    std::vector<std::string> seeds;
    for (const move& m : legal_moves(s)) seeds.push_back(to_string(m, s.board()));
    seeds.push_back("bar/22* 13/7(2), 8-4");
    const int rejected = fuzz(seeds, 5000, 4, [&](const std::string& t) { return parse_move(s, t); },
                              [&](const std::string&, const move& m) { CHECK(legal_moves(s).contains(m)); });
    CHECK(rejected > 1000);
}
