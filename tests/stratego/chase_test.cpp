// The ISF more-squares rule (RULES.md ST-9.4) against the oracle games of
// tests/data/stratego/chase-games/ (format and provenance in
// tests/data/stratego/README.md). Each game starts from its board string
// with no history (ST-10.5), Red to move.
//
//  - continuous_chase_games/*, continuous_chase_games_new/* and
//    strategus_games/attack_chase_376.txt: every ply before the last is
//    legal; the last is illegal with more_squares = isf and legal with it
//    off.
//  - strategus_games/attack_chase.txt: legal throughout, and its last ply
//    captures a Flag. (The README says Blue's; the data says Red's: Red's
//    Flag stands on j1, and ply 592, j2xj1, is Blue's, the plies being Red
//    first and alternating.)
//
// Both hold in every two-square configuration the README lists: off,
// limit 3 with endpoints, limit 3 with borders (ST-9.3) and limit 5. No
// configuration caps the game length (ST-8.7): 18 files go more than 200
// plies without an attack before their last ply. Barrage boards fit the
// classic army's counts, so one family of policies serves every file.

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "helpers.hpp"

using namespace st_test;

namespace {

template <int Limit, repetition_squares Squares, chase_rule More>
struct config : classic_rules {
    static constexpr int two_square_limit = Limit;                    // ST-9.1
    static constexpr repetition_squares two_square_scouts = Squares;  // ST-9.3
    static constexpr chase_rule more_squares = More;                  // ST-9.4
};

struct game_file {
    std::string name;
    std::string board;
    std::vector<move> plies;
};

std::string chase_dir() { return std::string(ARBITER_TEST_DATA_DIR) + "/stratego/chase-games/"; }

game_file load(const std::filesystem::path& path) {
    std::ifstream in(path);
    REQUIRE_MESSAGE(in, "cannot open ", path.string());
    game_file g;
    g.name = path.parent_path().filename().string() + "/" + path.filename().string();
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty()) continue;
        if (g.board.empty()) {
            g.board = line;
            continue;
        }
        const auto m = parse_move(line);
        REQUIRE_MESSAGE(m.has_value(), g.name, ": bad ply '", line, "'");
        g.plies.push_back(*m);
    }
    REQUIRE_MESSAGE(g.plies.size() >= 2, g.name);
    return g;
}

std::vector<game_file> load_dir(const std::string& dir) {
    std::vector<std::filesystem::path> paths;
    for (const auto& entry : std::filesystem::directory_iterator(chase_dir() + dir))
        if (entry.is_regular_file()) paths.push_back(entry.path());
    std::sort(paths.begin(), paths.end());
    std::vector<game_file> games;
    for (const auto& p : paths) games.push_back(load(p));
    return games;
}

// The state after the first `count` plies of g, or where the first illegal
// one (by move_error) stopped the replay.
template <rules_policy R>
struct replay_result {
    state<R> at;
    std::size_t played = 0;
    std::string why;  // why ply `played` was refused, if it was
};

template <rules_policy R>
replay_result<R> replay(const game_file& g, std::size_t count) {
    const auto start = parse_position<R>(g.board + " r");
    REQUIRE_MESSAGE(start.has_value(), g.name, ": ",
                    (start ? std::string() : start.error().what()));
    replay_result<R> r{*start, 0, {}};
    for (; r.played < count; ++r.played) {
        const move m = g.plies[r.played];
        r.why = move_error(r.at, m);
        if (!r.why.empty()) break;
        r.at = play(r.at, m);
    }
    return r;
}

// The oracle property of one chase game under one two-square setting.
template <int Limit, repetition_squares Squares>
void check_chase_game(const game_file& g) {
    using on = config<Limit, Squares, chase_rule::isf>;
    using off = config<Limit, Squares, chase_rule::off>;
    const std::size_t last = g.plies.size() - 1;
    INFO(g.name, " with two-square limit ", Limit,
         Squares == repetition_squares::borders ? " (borders)" : "");

    const auto with = replay<on>(g, last);
    CHECK_MESSAGE(with.played == last, "ply ", with.played + 1,
                  " refused with the chase rule on: ", with.why);
    if (with.played == last) {
        const move m = g.plies[last];
        CHECK_FALSE(is_terminal(with.at));
        CHECK(restriction_on(with.at, m, false) == restriction::more_squares);
        CHECK_FALSE(legal_moves(with.at).contains(m));
        CHECK(move_error(with.at, m).find("ST-9.4") != std::string::npos);
    }

    const auto without = replay<off>(g, last + 1);
    CHECK_MESSAGE(without.played == last + 1, "ply ", without.played + 1,
                  " refused with the chase rule off: ", without.why);
}

template <repetition_squares Squares, int Limit>
void check_all(const std::vector<game_file>& games) {
    for (const auto& g : games) check_chase_game<Limit, Squares>(g);
}

void check_every_setting(const std::vector<game_file>& games) {
    check_all<repetition_squares::endpoints, 0>(games);
    check_all<repetition_squares::endpoints, 3>(games);
    check_all<repetition_squares::borders, 3>(games);
    check_all<repetition_squares::endpoints, 5>(games);
}

}  // namespace

TEST_CASE(
    "ST-9.4 oracle: continuous_chase_games (barrage), last ply illegal only with the chase rule") {
    const auto games = load_dir("continuous_chase_games");
    CHECK(games.size() == 99);
    check_every_setting(games);
}

TEST_CASE("ST-9.4 oracle: continuous_chase_games_new, last ply illegal only with the chase rule") {
    const auto games = load_dir("continuous_chase_games_new");
    CHECK(games.size() == 120);
    check_every_setting(games);
}

TEST_CASE(
    "ST-9.4 oracle: attack_chase_376, the Colonel may not recreate the position after its attack") {
    const auto g = load(chase_dir() + "strategus_games/attack_chase_376.txt");
    CHECK(g.plies.size() == 377);
    CHECK(g.plies.back() == mv("e7-f7"));
    check_every_setting({g});
}

TEST_CASE(
    "ST-9.4 oracle: attack_chase is legal throughout in every setting and ends with a Flag "
    "captured") {
    const auto g = load(chase_dir() + "strategus_games/attack_chase.txt");
    CHECK(g.plies.size() == 592);
    CHECK(g.board[9] == 'M');              // Red's Flag on j1
    CHECK(g.plies.back() == mv("j2xj1"));  // Blue's 296th ply
    auto check = [&]<class R>() {
        const auto r = replay<R>(g, g.plies.size());
        INFO(g.name, " limit ", R::two_square_limit, " chase ",
             R::more_squares == chase_rule::isf ? "isf" : "off");
        CHECK_MESSAGE(r.played == g.plies.size(), "ply ", r.played + 1, " refused: ", r.why);
        CHECK(is_terminal(r.at));
        CHECK(r.at.result() == game_result{blue, end_reason::flag_captured});
    };
    check.operator()<config<0, repetition_squares::endpoints, chase_rule::isf>>();
    check.operator()<config<0, repetition_squares::endpoints, chase_rule::off>>();
    check.operator()<config<3, repetition_squares::endpoints, chase_rule::isf>>();
    check.operator()<config<3, repetition_squares::endpoints, chase_rule::off>>();
    check.operator()<config<3, repetition_squares::borders, chase_rule::isf>>();
    check.operator()<config<3, repetition_squares::borders, chase_rule::off>>();
    check.operator()<config<5, repetition_squares::endpoints, chase_rule::isf>>();
    check.operator()<config<5, repetition_squares::endpoints, chase_rule::off>>();
    // The presets that switch the rule on.
    check.operator()<isf_rules>();
    check.operator()<isf3_rules>();
}

TEST_CASE("full-state text: ST-9.4 a game saved mid-chase resumes with the chase record: the move stays forbidden") {
    const auto g = load(chase_dir() + "strategus_games/attack_chase_376.txt");
    const std::size_t last = g.plies.size() - 1;
    const auto with = replay<isf_rules>(g, last);
    REQUIRE(with.played == last);
    const move m = g.plies[last];
    REQUIRE(restriction_on(with.at, m, false) == restriction::more_squares);
    const std::string text = to_string(with.at);
    CHECK(text.find("chase-plies=") != std::string::npos);
    const auto resumed = parse_state<isf_rules>(text);
    REQUIRE_MESSAGE(resumed.has_value(), resumed.error().what());
    CHECK(*resumed == with.at);
    CHECK(legal_moves(*resumed) == legal_moves(with.at));
    CHECK_FALSE(legal_moves(*resumed).contains(m));
    // The position string (ST-10.5) forgets the chase: there the move is legal.
    const auto forgetful = parse_position<isf_rules>(to_position_string(with.at));
    REQUIRE(forgetful.has_value());
    CHECK(legal_moves(*forgetful).contains(m));
}
