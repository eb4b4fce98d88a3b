// Cross-checks against independent references: gnubg's play counts for the
// 2,000 positions of tests/data/backgammon (wildbg's benchmark set), and
// gnubg's own lists of resulting positions (tests/data/backgammon/gnubg).

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "helpers.hpp"

using namespace bg_test;

namespace {

std::string data_path(const std::string& name) { return std::string(ARBITER_TEST_DATA_DIR) + "/backgammon/" + name; }

// The 21 distinct rolls in the order of the data files' header: 11 21 22 31 ...
std::vector<dice> file_roll_order() {
    std::vector<dice> out;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= a; ++b) out.push_back(roll(a, b));
    return out;
}

// Every position and roll of a count file; returns the total of the counts
// with a blocked roll counted as one play (the pass), as `arbiter bench` does.
long check_count_file(const std::string& name) {
    std::ifstream in(data_path(name));
    REQUIRE_MESSAGE(in.good(), "missing ", data_path(name));
    const auto rolls = file_roll_order();
    std::string line;
    long total = 0;
    int positions = 0, mismatches = 0;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string id;
        fields >> id;
        const auto pos = parse_position_id(id);
        REQUIRE_MESSAGE(pos, id, ": ", pos.error().what());
        CHECK(to_position_id(*pos) == id);
        for (const dice r : rolls) {
            int gnubg = -1;
            fields >> gnubg;
            const auto plays = legal_plays(*pos, r);
            const int ours = plays.front().is_pass() ? 0 : static_cast<int>(plays.size());
            if (ours != gnubg) {
                ++mismatches;
                CHECK_MESSAGE(ours == gnubg, id, " roll ", int{r.first}, int{r.second});
            }
            total += static_cast<long>(plays.size());
        }
        ++positions;
    }
    CHECK(positions == 1000);
    CHECK(mismatches == 0);
    return total;
}

}  // namespace

TEST_CASE("BG-7.5 BG-7.6 gnubg's play counts for 1,000 contact positions x 21 rolls") {
    CHECK(check_count_file("contact-positions.txt") == 404313);
}

TEST_CASE("BG-7.5 BG-7.6 gnubg's play counts for 1,000 race positions x 21 rolls") {
    CHECK(check_count_file("race-positions.txt") == 263290);
}

TEST_CASE("BG-7.5 BG-17.7 gnubg's resulting positions, position by position") {
    // Each line: <position id> <d1d2> <count> <sorted resulting ids>; the
    // resulting ids are seen from the player then on roll (the mover after
    // a play that ends the game, BG-17.7); a blocked roll is one play, the pass.
    std::ifstream in(data_path("gnubg/plays.txt"));
    REQUIRE_MESSAGE(in.good(), "missing ", data_path("gnubg/plays.txt"));
    std::string line;
    int lines = 0, doubles = 0, passes = 0, bar = 0, bearoff = 0;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string id, dice_text;
        std::size_t count = 0;
        fields >> id >> dice_text >> count;
        std::vector<std::string> expected;
        for (std::string r; fields >> r;) expected.push_back(r);
        REQUIRE(expected.size() == count);
        const auto pos = parse_position_id(id);
        REQUIRE_MESSAGE(pos, id, ": ", pos.error().what());
        const dice r = roll(dice_text[0] - '0', dice_text[1] - '0');
        std::vector<std::string> ours;
        for (const move& m : legal_plays(*pos, r)) ours.push_back(position_id_after(*pos, m));
        std::sort(ours.begin(), ours.end());
        CHECK_MESSAGE(ours == expected, id, " ", dice_text);
        ++lines;
        doubles += r.is_double();
        passes += count == 1 && expected[0] == [&] {
            position same = *pos;
            same.on_roll = 1;
            return to_position_id(same);
        }();
        bar += pos->at(0, bar_point) > 0;
        bearoff += pos->in_play(0) < 15;
    }
    CHECK(lines >= 2000);
    CHECK(doubles >= 300);
    CHECK(passes > 0);
    CHECK(bar > 0);
    CHECK(bearoff > 0);
}
