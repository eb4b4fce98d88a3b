// The reference setups (tests/data/stratego/, human setups from the Gravon
// server): every line is a valid setup of its army for either side
// (ST-3.5, ST-9.9, ST-10.6, ST-10.7), and none is blocked (ST-12.12).
#include <arbiter/stratego/apply.hpp>
#include <arbiter/stratego/generate.hpp>
#include <arbiter/stratego/position_text.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <fstream>
#include <string>
#include <vector>

namespace {

using namespace arbiter::stratego;

std::vector<std::string> read_lines(const std::string& name) {
    std::ifstream in(std::string(ARBITER_TEST_DATA_DIR) + "/stratego/" + name);
    REQUIRE_MESSAGE(in.good(), "cannot open tests/data/stratego/", name);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

// Each setup given to both sides (ST-3.4): Red's arrangement on rows 1-4,
// the same one as Blue's on rows 7-10 (ST-10.6). The game must start with
// Red to move, and Blue must have a basic move too (ST-8.2, ST-12.12).
template <class R>
void check_setups(const std::vector<std::string>& lines) {
    std::size_t bad = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto a = parse_setup(lines[i]);
        if (!a) {
            if (++bad <= 5) FAIL_CHECK("line ", i + 1, ": ", a.error().what());
            continue;
        }
        const auto s = start_game<R>(*a, *a);
        if (!s) {
            if (++bad <= 5) FAIL_CHECK("line ", i + 1, ": ", s.error().what());
            continue;
        }
        if (s->phase() != phase::play || s->to_move() != red || !has_basic_move(*s, blue) ||
            arrangement_of(*s, red) != *a || arrangement_of(*s, blue) != *a) {
            if (++bad <= 5) FAIL_CHECK("line ", i + 1, ": blocked or misplaced: ", lines[i]);
        }
    }
    CHECK(bad == 0);
}

}  // namespace

TEST_CASE(
    "ST-3.5 ST-9.9 ST-12.12 every classic reference setup is valid for Red and for Blue, and none "
    "is blocked") {
    const auto lines = read_lines("classic-setups.txt");
    CHECK(lines.size() == 45523);  // the count in tests/data/stratego/README.md
    check_setups<classic_rules>(lines);
}

TEST_CASE(
    "ST-3.5 ST-9.9 ST-12.12 every barrage reference setup is valid for Red and for Blue, and none "
    "is blocked") {
    const auto lines = read_lines("barrage-setups.txt");
    CHECK(lines.size() == 3612);  // the count in tests/data/stratego/README.md
    check_setups<barrage_rules>(lines);
}

TEST_CASE("ST-3.5 ST-9.9 a reference setup is rejected under the other army, naming the count") {
    const auto classic = read_lines("classic-setups.txt");
    const auto barrage = read_lines("barrage-setups.txt");
    REQUIRE(!classic.empty());
    REQUIRE(!barrage.empty());
    const auto c = parse_setup(classic.front());
    const auto b = parse_setup(barrage.front());
    REQUIRE(c.has_value());
    REQUIRE(b.has_value());
    const auto as_barrage = start_game<barrage_rules>(*c, *b);
    REQUIRE_FALSE(as_barrage.has_value());
    CHECK(as_barrage.error().message == "Red's setup: 6 Bombs, the army has 1 (ST-3.5, ST-9.9)");
    const auto as_classic = start_game<classic_rules>(*c, *b);
    REQUIRE_FALSE(as_classic.has_value());
    CHECK(as_classic.error().message == "Blue's setup: 1 Bomb, the army has 6 (ST-3.5, ST-9.9)");
}
