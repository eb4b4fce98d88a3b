// Match records (RULES.md BG-23, BG-24): the .mat and .sgf readers and writers,
// the replay that checks them, and the corpus gnubg made by playing itself
// (tests/data/backgammon/matches, see its README).

#include <doctest/doctest.h>

#include <arbiter/backgammon/mat.hpp>
#include <arbiter/backgammon/record_log.hpp>
#include <arbiter/backgammon/sgf.hpp>

#include <array>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

namespace {

namespace rec_bg = arbiter::backgammon;

std::string rec_read(const std::string& name) {
    const std::string path = std::string(ARBITER_TEST_DATA_DIR) + "/backgammon/matches/" + name;
    std::ifstream in(path, std::ios::binary);
    REQUIRE_MESSAGE(in.good(), "missing ", path);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Each corpus match and its final score, from the RE[] results gnubg wrote.
struct rec_match {
    const char* stem;
    int length;
    std::size_t games;
    std::array<int, 2> score;
    int resignations;  // RE[...R]
};
constexpr rec_match rec_corpus[] = {
    {"match01", 1, 1, {0, 2}, 1},   {"match03", 3, 2, {3, 0}, 1},    {"match05", 5, 5, {3, 5}, 1},
    {"match07", 7, 4, {8, 2}, 0},   {"match09", 9, 2, {0, 10}, 0},   {"match11", 11, 10, {8, 16}, 4},
    {"match13", 13, 9, {12, 13}, 4}, {"money", 0, 6, {10, 6}, 4},
};

rec_bg::match_record rec_parse(const std::string& name) {
    const std::string text = rec_read(name);
    auto r = name.ends_with(".sgf") ? rec_bg::parse_sgf(text) : rec_bg::parse_mat(text);
    REQUIRE_MESSAGE(r.has_value(), name, ": ", r.error().what());
    return std::move(*r);
}

rec_bg::replay_report rec_replay(const rec_bg::match_record& rec) {
    auto r = rec_bg::replay(rec);
    REQUIRE_MESSAGE(r.has_value(), r.error().what());
    return std::move(*r);
}

// Same games: the same decisions and outcomes, the same results.
void rec_same_games(const rec_bg::replay_report& a, const rec_bg::replay_report& b) {
    REQUIRE(a.games.size() == b.games.size());
    for (std::size_t g = 0; g < a.games.size(); ++g) {
        CAPTURE(g + 1);
        CHECK(a.games[g].steps == b.games[g].steps);
        CHECK(a.games[g].result == b.games[g].result);
    }
    CHECK(a.score == b.score);
}

// The text with its line `number` (1-based) replaced.
std::string rec_with_line(const std::string& text, std::size_t number, const std::string& line) {
    std::size_t b = 0;
    for (std::size_t n = 1; n < number; ++n) b = text.find('\n', b) + 1;
    const std::size_t e = text.find('\n', b);
    return text.substr(0, b) + line + text.substr(e);
}

// The text with runs of blanks made one, no blank at a line's end and no
// empty line: gnubg pads its .mat columns otherwise than arbiter.
std::string rec_squeezed(const std::string& text) {
    std::string out, line;
    for (std::size_t b = 0; b < text.size();) {
        std::size_t e = text.find('\n', b);
        if (e == std::string::npos) e = text.size();
        line.clear();
        for (std::size_t i = b; i < e; ++i)
            if (text[i] != ' ' || (!line.empty() && line.back() != ' ')) line += text[i];
        while (!line.empty() && line.back() == ' ') line.pop_back();
        if (!line.empty()) out += line + "\n";
        b = e + 1;
    }
    return out;
}

std::string rec_to_mat(const rec_bg::match_record& rec) {
    auto r = rec_bg::to_mat(rec);
    REQUIRE_MESSAGE(r.has_value(), r.error().what());
    return std::move(*r);
}

// The action nodes of an .sgf, `;W[52hcmh]` and the like, analysis left out.
std::vector<std::string> rec_sgf_actions(const std::string& text) {
    std::vector<std::string> out;
    for (std::size_t i = text.find(';'); i != std::string::npos; i = text.find(';', i + 1))
        if (text.compare(i + 1, 2, "W[") == 0 || text.compare(i + 1, 2, "B[") == 0)
            out.push_back(text.substr(i, text.find(']', i) - i + 1));
    return out;
}

std::string rec_error_of(const arbiter::result<rec_bg::match_record>& rec) {
    REQUIRE(rec.has_value());
    const auto r = rec_bg::replay(*rec);
    REQUIRE_FALSE(r.has_value());
    return r.error().what();
}

}  // namespace

TEST_CASE("BG-24.1 BG-24.4: every gnubg .mat of the corpus replays, with each game's points and the final score") {
    for (const rec_match& m : rec_corpus) {
        CAPTURE(m.stem);
        const auto rec = rec_parse(std::string(m.stem) + ".mat");
        CHECK(rec.length == m.length);
        CHECK(rec.names == std::array<std::string, 2>{"Anna", "Bruno"});
        const auto report = rec_replay(rec);
        REQUIRE(report.games.size() == m.games);
        for (std::size_t g = 0; g < rec.games.size(); ++g) {
            CHECK(report.games[g].result.winner == rec.games[g].winner);
            CHECK(report.games[g].result.points == rec.games[g].points);
        }
        CHECK(report.score == m.score);
        CHECK(report.match_over == (m.length > 0));
    }
}

TEST_CASE("BG-24.2 BG-24.4: every gnubg .sgf of the corpus replays to the same games as its .mat") {
    for (const rec_match& m : rec_corpus) {
        CAPTURE(m.stem);
        const auto sgf = rec_parse(std::string(m.stem) + ".sgf");
        CHECK(sgf.length == m.length);
        CHECK(sgf.names == std::array<std::string, 2>{"Anna", "Bruno"});
        rec_same_games(rec_replay(sgf), rec_replay(rec_parse(std::string(m.stem) + ".mat")));
    }
}

TEST_CASE("BG-24.2: match01.sgf keeps gnubg's analysis properties, which the reader skips") {
    const std::string text = rec_read("match01.sgf");
    CHECK(text.find("MR[") != std::string::npos);
    CHECK(text.find("GS[") != std::string::npos);
    CHECK(rec_replay(rec_parse("match01.sgf")).games.size() == 1);
}

TEST_CASE("BG-24.3 BG-23.2: a game that stops with its result is an accepted resignation of the lowest level") {
    std::array<int, 4> by_level{};
    for (const rec_match& m : rec_corpus) {
        CAPTURE(m.stem);
        const auto report = rec_replay(rec_parse(std::string(m.stem) + ".sgf"));
        int inferred = 0;
        for (const auto& g : report.games) {
            if (!g.resignation_inferred) continue;
            ++inferred;
            CHECK(g.result.resigned);
            REQUIRE(g.steps.size() >= 2);
            const rec_bg::move offer_action = g.steps[g.steps.size() - 2].m;
            REQUIRE(offer_action.type() == rec_bg::move::kind::resign);
            CHECK(g.steps.back().m.type() == rec_bg::move::kind::accept);
            CHECK(g.steps[g.steps.size() - 2].player == rec_bg::opponent(g.result.winner));  // BG-23.1: the loser offers
            ++by_level[static_cast<std::size_t>(offer_action.resign_level())];
        }
        CHECK(inferred == m.resignations);
    }
    // gnubg resigned singles, gammons and a backgammon (match11's B+6R with the cube at 2).
    CHECK(by_level[1] > 0);
    CHECK(by_level[2] > 0);
    CHECK(by_level[3] == 1);
}

TEST_CASE("BG-24.3 BG-23.2: an explicit offer and acceptance replays as the inferred one") {
    auto rec = rec_parse("match01.mat");  // Bruno wins 2 points: Anna resigns a gammon
    const auto inferred = rec_replay(rec);
    rec_bg::record_action offer_action;
    offer_action.kind = rec_bg::record_kind::resign;
    offer_action.player = 0;
    offer_action.value = 2;
    rec_bg::record_action accept_action;
    accept_action.kind = rec_bg::record_kind::accept;
    accept_action.player = 1;
    rec.games[0].actions.push_back(offer_action);
    rec.games[0].actions.push_back(accept_action);
    const auto written = rec_replay(rec);
    CHECK_FALSE(written.games[0].resignation_inferred);
    CHECK(written.games[0].result == inferred.games[0].result);
    CHECK(written.games[0].steps == inferred.games[0].steps);
}

TEST_CASE("BG-23.2 BG-23.3 BG-24.1: a rejected offer is replayed, and left out of a .mat") {
    auto rec = rec_parse("match01.mat");
    rec_bg::record_action offer_action;
    offer_action.kind = rec_bg::record_kind::resign;
    offer_action.player = 0;
    offer_action.value = 3;
    rec_bg::record_action reject_action = offer_action;
    reject_action.kind = rec_bg::record_kind::reject;
    reject_action.player = 1;
    rec.games[0].actions.push_back(offer_action);  // a backgammon, rejected; then the gammon (lower, BG-23.3) accepted
    rec.games[0].actions.push_back(reject_action);
    const auto report = rec_replay(rec);
    CHECK(report.games[0].result.points == 2);
    CHECK(report.games[0].result.resigned);
    const auto mat = rec_bg::to_mat(rec);
    REQUIRE(mat.has_value());
    CHECK(mat->find("esign") == std::string::npos);
    const auto again = rec_bg::parse_mat(*mat);
    REQUIRE(again.has_value());
    CHECK(rec_replay(*again).games[0].result == report.games[0].result);
    // The game log keeps the offer and the answer.
    const auto log = rec_bg::to_game_log(rec);
    REQUIRE(log.has_value());
    CHECK(log->find("0 resign backgammon\n1 reject\n") != std::string::npos);
    const auto back = rec_bg::parse_game_log(*log);
    REQUIRE_MESSAGE(back.has_value(), back.error().what());
    CHECK(rec_replay(*back).games[0].steps.size() == report.games[0].steps.size());
}

TEST_CASE("BG-24.1: .mat -> record -> .mat gives the same games, and writing is stable") {
    for (const rec_match& m : rec_corpus) {
        CAPTURE(m.stem);
        const auto rec = rec_parse(std::string(m.stem) + ".mat");
        const auto mat = rec_bg::to_mat(rec);
        REQUIRE(mat.has_value());
        const auto again = rec_bg::parse_mat(*mat);
        REQUIRE_MESSAGE(again.has_value(), again.error().what());
        rec_same_games(rec_replay(*again), rec_replay(rec));
        const auto twice = rec_bg::to_mat(*again);
        REQUIRE(twice.has_value());
        CHECK(*twice == *mat);
    }
}

TEST_CASE("BG-24.1 BG-24.2: .sgf -> .mat and .mat -> .sgf give the same games") {
    for (const rec_match& m : rec_corpus) {
        CAPTURE(m.stem);
        const auto sgf = rec_parse(std::string(m.stem) + ".sgf");
        const auto original = rec_replay(sgf);
        const auto mat = rec_bg::to_mat(sgf);
        REQUIRE(mat.has_value());
        const auto from_mat = rec_bg::parse_mat(*mat);
        REQUIRE_MESSAGE(from_mat.has_value(), from_mat.error().what());
        rec_same_games(rec_replay(*from_mat), original);
        const auto sgf_text = rec_bg::to_sgf(*from_mat);
        REQUIRE(sgf_text.has_value());
        const auto from_sgf = rec_bg::parse_sgf(*sgf_text);
        REQUIRE_MESSAGE(from_sgf.has_value(), from_sgf.error().what());
        rec_same_games(rec_replay(*from_sgf), original);
    }
}

TEST_CASE("BG-24.4: record -> game log -> record gives the same games, resignations written out") {
    for (const rec_match& m : rec_corpus) {
        CAPTURE(m.stem);
        const auto rec = rec_parse(std::string(m.stem) + ".mat");
        const auto log = rec_bg::to_game_log(rec);
        REQUIRE_MESSAGE(log.has_value(), log.error().what());
        CHECK(log->starts_with("# arbiter game log"));
        const auto back = rec_bg::parse_game_log(*log);
        REQUIRE_MESSAGE(back.has_value(), back.error().what());
        CHECK(back->names == rec.names);
        const auto a = rec_replay(*back), b = rec_replay(rec);
        REQUIRE(a.games.size() == b.games.size());
        for (std::size_t g = 0; g < a.games.size(); ++g) {
            CHECK(a.games[g].steps == b.games[g].steps);
            CHECK(a.games[g].result == b.games[g].result);
            CHECK_FALSE(a.games[g].resignation_inferred);  // the log writes the offer and the acceptance
        }
    }
}

TEST_CASE("BG-24.4 BG-4.1: a wrong roll is refused at its line") {
    const std::string text = rec_with_line(rec_read("match05.mat"), 7, "  2) 62: 24/21 21/15             64: 13/7 11/7");
    const std::string e = rec_error_of(rec_bg::parse_mat(text));
    CHECK(e.starts_with("line 7, column 10: game 1: '24/21 21/15' with 6-2: "));
    CHECK(e.find("(BG-4.1") != std::string::npos);
}

TEST_CASE("BG-24.4 BG-7.2: an illegal play is refused at its line with the clause") {
    const std::string text = rec_with_line(rec_read("match05.mat"), 8, "  3) 61: 8/7                      54: 24/20 20/15");
    const std::string e = rec_error_of(rec_bg::parse_mat(text));
    CHECK(e.starts_with("line 8, column 10: game 1: '8/7' with 6-1: "));
    CHECK(e.find("(BG-7.2)") != std::string::npos);
}

TEST_CASE("BG-24.4 BG-13.2: a double in the Crawford game is refused at its line") {
    std::string text = rec_read("match03.sgf");
    text = rec_with_line(text, 51, ";W[double]\n;W[53mhxu]");
    const std::string e = rec_error_of(rec_bg::parse_sgf(text));
    CHECK(e == "line 51, column 4: game 2: 'double' is not allowed: nobody may double in the Crawford game (BG-13.2)");
}

TEST_CASE("BG-24.4 BG-10.2 BG-13.1: a wrong result or score is refused at its line") {
    const std::string original = rec_read("match05.mat");
    const std::string e = rec_error_of(
        rec_bg::parse_mat(rec_with_line(original, 12, "  7)  Drops                       Wins 2 points")));
    CHECK(e.starts_with("line 12, column 35: game 1: the record says Bruno (player 1) wins 2 points, but the rules "
                        "give: Bruno (player 1) wins 1 point (a dropped double)"));
    const std::string s = rec_error_of(
        rec_bg::parse_mat(rec_with_line(original, 15, " Anna : 0                       Bruno : 2")));
    CHECK(s == "line 14, column 1: game 2: the record gives the score 0-2 before this game, the games before it give 0-1 "
               "(BG-13.1)");
    const std::string sgf = rec_error_of(rec_bg::parse_sgf(rec_with_line(
        rec_read("match03.sgf"), 49,
        "(;FF[4]GM[6]MI[length:3][game:1][ws:2][bs:0]PW[Anna]PB[Bruno]RU[Crawford:CrawfordGame]RE[W+2]")));
    CHECK(sgf.starts_with("line 49, column 90: game 2: the record says Anna (player 0) wins 2 points"));
}

TEST_CASE("BG-24.1: malformed .mat text gives the line and column") {
    const std::string original = rec_read("match05.mat");
    const auto bad_roll = rec_bg::parse_mat(rec_with_line(original, 8, "  3) 6x: 8/7 13/7"));
    REQUIRE_FALSE(bad_roll.has_value());
    CHECK(bad_roll.error().what().starts_with("line 8, column 6: expected a roll like '52:'"));
    const auto no_match = rec_bg::parse_mat("; a comment\n Game 1\n");
    REQUIRE_FALSE(no_match.has_value());
    CHECK(no_match.error().what() == "line 2, column 2: expected the match line ' N point match' (0 for a money session)");
    const auto bad_wins = rec_bg::parse_mat(rec_with_line(original, 12, "  7)  Drops                       Wins one"));
    REQUIRE_FALSE(bad_wins.has_value());
    CHECK(bad_wins.error().what() == "line 12, column 35: expected 'Wins N point(s)'");
    const auto bad_game = rec_bg::parse_mat(rec_with_line(original, 14, " Game 3"));
    REQUIRE_FALSE(bad_game.has_value());
    CHECK(bad_game.error().what() == "line 14, column 7: expected game 2, not game 3");
    const auto bad_score = rec_bg::parse_mat(rec_with_line(original, 5, " Anna 0   Bruno 0"));
    REQUIRE_FALSE(bad_score.has_value());
    CHECK(bad_score.error().what().starts_with("line 5, column 1: expected the players and scores"));
}

TEST_CASE("BG-24.2: malformed .sgf text gives the line and column") {
    const auto unterminated = rec_bg::parse_sgf("(;GM[6]MI[length:1]\n;W[52mh");
    REQUIRE_FALSE(unterminated.has_value());
    CHECK(unterminated.error().what() == "line 2, column 4: the value of W has no ']'");
    const auto letter = rec_bg::parse_sgf("(;GM[6]MI[length:1]\n;W[52m!])");
    REQUIRE_FALSE(letter.has_value());
    CHECK(letter.error().what() == "line 2, column 7: a point letter is a to z, not '!'");
    const auto go = rec_bg::parse_sgf("(;GM[1]SZ[19];B[dd])");
    REQUIRE_FALSE(go.has_value());
    CHECK(go.error().what() == "line 1, column 6: GM[1] is not backgammon (GM[6], BG-24.2)");
    const auto unclosed = rec_bg::parse_sgf("(;GM[6]\n;W[52mhxv]\n");
    REQUIRE_FALSE(unclosed.has_value());
    CHECK(unclosed.error().what() == "line 3, column 1: the game tree is not closed with ')'");
    const auto bad_result = rec_bg::parse_sgf("(;GM[6]RE[W+x])");
    REQUIRE_FALSE(bad_result.has_value());
    CHECK(bad_result.error().what() == "line 1, column 11: expected a result like W+2 or B+1R, not 'W+x'");
}

TEST_CASE("BG-24.4 BG-13.7: a record's match length is 0 to 32767, checked before anything is built") {
    rec_bg::match_record rec;
    rec.length = 40000;
    rec.games.emplace_back();
    CHECK(rec_bg::replay(rec).error().what() == "the match length 40000 is not 0 to 32767");
}

TEST_CASE("BG-24.4 BG-13.2 BG-14.1: records with rules match_rules and money_rules do not play are refused") {
    const auto jacoby = rec_bg::parse_mat("; [Jacoby \"On\"]\n 0 point match\n\n Game 1\n A : 0   B : 0\n");
    REQUIRE(jacoby.has_value());
    CHECK(jacoby->jacoby);
    CHECK(rec_error_of(jacoby).find("(BG-14.1)") != std::string::npos);
    const auto no_crawford = rec_bg::parse_sgf("(;GM[6]MI[length:5][game:0]RE[W+1])");
    REQUIRE(no_crawford.has_value());
    CHECK_FALSE(no_crawford->crawford);
    CHECK(rec_error_of(no_crawford).find("(BG-13.2, BG-13.4)") != std::string::npos);
}

TEST_CASE("BG-23.1 BG-24.3: a resignation needs the loser to act; a result no level gives is refused") {
    // match05 game 1 ends with a drop; state Anna as the winner of a game stopped before it.
    auto rec = rec_parse("match05.mat");
    rec.games[0].actions.resize(2);  // Bruno's opening and Anna's reply: Bruno is to act
    rec.games[0].winner = 1;
    rec.games[0].points = 1;
    CHECK(rec_bg::replay(rec).error().what().find("which only the player to act may offer (BG-23.1)") !=
          std::string::npos);
    rec.games[0].winner = 0;
    rec.games[0].points = 5;  // 5 is no level times the cube of 1
    CHECK(rec_bg::replay(rec).error().what().find("no resignation is worth that with the cube at 1 (BG-23.2, BG-24.3)") !=
          std::string::npos);
}

TEST_CASE("BG-24.1 BG-24.2: spoiled text never throws: a record, or an error with its line") {
    const std::array<std::string, 2> sources{rec_read("match05.mat"), rec_read("match03.sgf")};
    std::uint64_t x = 88172645463325252ull;  // xorshift: the same cases every run
    const auto next = [&x] {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        return x;
    };
    const std::string record_alphabet = "0123456789:/*() \n;[]abxyzWB+-=>DoublesTakesDropsWinsGame";
    int parsed = 0, refused = 0;
    for (int k = 0; k < 400; ++k) {
        const bool sgf = k % 2 == 1;
        std::string text = sources[sgf ? 1 : 0];
        for (int edits = 1 + static_cast<int>(next() % 3); edits > 0; --edits) {
            const std::size_t at = static_cast<std::size_t>(next() % text.size());
            const char c = record_alphabet[static_cast<std::size_t>(next() % record_alphabet.size())];
            if (next() % 2 == 0) text[at] = c;
            else text.erase(at, 1 + static_cast<std::size_t>(next() % 8));
        }
        const auto rec = sgf ? rec_bg::parse_sgf(text) : rec_bg::parse_mat(text);
        if (!rec) {
            CHECK(rec.error().what().starts_with("line "));
            ++refused;
            continue;
        }
        const auto report = rec_bg::replay(*rec);
        if (report) ++parsed;
        else {  // an action's line, or the record's rules (no line: BG-24.4 refuses it whole)
            const std::string why = report.error().what();
            CHECK_MESSAGE((why.find("line") != std::string::npos || why.ends_with("cannot be replayed")), why);
        }
    }
    CHECK(parsed + refused > 0);
}

TEST_CASE("BG-24.1: other programs' .mat variations read as the same games") {
    const std::string original = rec_read("match01.mat");
    // XG's and Jellyfish's header tags, CRLF line ends, no `*`, "and the match".
    std::string text = "; [Site \"elsewhere\"]\n; [Player 1 \"Anna\"]\n; [Player 2 \"Bruno\"]\n; [Crawford \"On\"]\n";
    for (const char c : original) {
        if (c == '*') continue;
        if (c == '\n') text += '\r';
        text += c;
    }
    const std::size_t wins = text.find("Wins 2 points");
    REQUIRE(wins != std::string::npos);
    text.insert(wins + 13, " and the match");
    const auto rec = rec_bg::parse_mat(text);
    REQUIRE_MESSAGE(rec.has_value(), rec.error().what());
    CHECK(rec->games[0].match_end);
    rec_same_games(rec_replay(*rec), rec_replay(rec_parse("match01.mat")));
    // "and the match" where the match goes on is refused.
    const auto early = rec_bg::parse_mat(rec_with_line(rec_read("match05.mat"), 12,
                                                       "  7)  Drops                       Wins 1 point and the match"));
    CHECK(rec_error_of(early).find("ends the match, but nobody has reached 5 points (BG-13.1)") != std::string::npos);
}

TEST_CASE("BG-24.1 BG-12.1: a beaver in a money session is refused: money_rules has none") {
    const auto rec = rec_bg::parse_mat(rec_with_line(rec_read("money.mat"), 9, "  4)  Doubles => 2                Beavers"));
    CHECK(rec_error_of(rec) == "line 9, column 35: game 1: 'beaver' is not allowed: this ruleset has no beavers (BG-12.1)");
}

TEST_CASE("BG-24.1 BG-24.2: conversion keeps each play's steps in the record's order, hits where it hits") {
    // The same two plays written two ways (8/6 6/2 is 8/4 4/2; 8/7* 13/7 is 13/7* 8/7):
    // Anna's opening 42, Bruno leaves a blot on Anna's 7 point, Anna hits it; Bruno resigns.
    struct order_case {
        const char* first;
        const char* second;
        const char* sgf_first;
        const char* sgf_second;
    };
    constexpr order_case rec_orders[] = {{"8/6 6/2", "8/7* 13/7", ";W[42hffb]", ";W[61hgmg]"},
                                         {"8/4 4/2", "13/7* 8/7", ";W[42hddb]", ";W[61mghg]"}};
    std::vector<rec_bg::replay_report> reports;
    for (const order_case& c : rec_orders) {
        CAPTURE(c.first);
        const std::string text = std::string(" 0 point match\n\n Game 1\n Anna : 0       Bruno : 0\n") +
                                 "  1) 42: " + c.first + "        63: 24/18 13/10\n" +
                                 "  2) 61: " + c.second + "\n      Wins 1 point\n";
        const auto rec = rec_bg::parse_mat(text);
        REQUIRE_MESSAGE(rec.has_value(), rec.error().what());
        const std::string mat = rec_to_mat(*rec);
        CHECK(mat.find(std::string("1) 42: ") + c.first + " ") != std::string::npos);
        CHECK(mat.find(std::string("2) 61: ") + c.second + "\n") != std::string::npos);
        const auto sgf = rec_bg::to_sgf(*rec);
        REQUIRE(sgf.has_value());
        CHECK(sgf->find(c.sgf_first) != std::string::npos);
        CHECK(sgf->find(c.sgf_second) != std::string::npos);
        const auto from_sgf = rec_bg::parse_sgf(*sgf);
        REQUIRE_MESSAGE(from_sgf.has_value(), from_sgf.error().what());
        CHECK(rec_to_mat(*from_sgf) == mat);
        const auto log = rec_bg::to_game_log(*rec);
        REQUIRE(log.has_value());
        CHECK(log->find(std::string("\n0 ") + c.first + "\n") != std::string::npos);
        CHECK(log->find(std::string("\n0 ") + c.second + "\n") != std::string::npos);
        const auto from_log = rec_bg::parse_game_log(*log);
        REQUIRE_MESSAGE(from_log.has_value(), from_log.error().what());
        CHECK(rec_to_mat(*from_log) == mat);
        reports.push_back(rec_replay(*rec));
    }
    // The replay checks the same canonical plays; only the written order differs.
    rec_same_games(reports[0], reports[1]);
    const auto& a = reports[0].games[0].steps;
    const auto& b = reports[1].games[0].steps;
    std::size_t plays = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i].chance || !a[i].m.is_play() || a[i].player != 0) continue;
        ++plays;
        CHECK(a[i].m == b[i].m);
        CHECK(a[i].written != b[i].written);
    }
    CHECK(plays == 2);
}

TEST_CASE("BG-24.1 BG-24.2: gnubg's matches convert to gnubg's own export of them, step for step") {
    for (const rec_match& m : rec_corpus) {
        CAPTURE(m.stem);
        const std::string stem(m.stem);
        const auto sgf = rec_parse(stem + ".sgf");
        const std::string mat = rec_to_mat(sgf);
        CHECK(rec_squeezed(mat) == rec_squeezed(rec_read(stem + ".mat")));
        const auto sgf_text = rec_bg::to_sgf(rec_parse(stem + ".mat"));
        REQUIRE(sgf_text.has_value());
        CHECK(rec_sgf_actions(*sgf_text) == rec_sgf_actions(rec_read(stem + ".sgf")));
        // Through the tool's game log and back: the same record.
        const auto log = rec_bg::to_game_log(sgf);
        REQUIRE(log.has_value());
        const auto from_log = rec_bg::parse_game_log(*log);
        REQUIRE_MESSAGE(from_log.has_value(), from_log.error().what());
        CHECK(rec_to_mat(*from_log) == mat);
    }
}
