// Bad input never crashes a reader and always gets a message:
// seeded mutations of valid texts (characters replaced, dropped,
// inserted, the text cut) fed to every Stratego reader: squares, moves,
// board, position and setup strings (ST-10), Gravon XML and GSN records
// (ST-11). What a reader accepts must write back to a text that reads as
// the same thing. The sanitizer preset runs this too, so an out-of-range
// read is caught there.
#include <arbiter/stratego/replay.hpp>

#include <doctest/doctest.h>

#include "common/fuzz.hpp"

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace {

using namespace arbiter::stratego;

constexpr std::string_view alphabet = "AaBbEeJjKkLMNXYZ0123456789:-x*_ <>/=\"'&;#\n\t?!";

template <class Parse, class Check>
int fuzz(const std::vector<std::string>& seeds, int rounds, std::uint64_t seed, Parse parse, Check on_success) {
    return arbiter::testing::fuzz_reader(alphabet, seeds, rounds, seed, parse, on_success);
}

const std::string fuzz_example_board =
    "MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIEDAA__AA__AAAA__AA__"
    "AAPQURVNXSTPPWNTSRQVUPOPNUTSRPQNPNTSQRPQNY";
const std::string sparse_board =
    "MAAAAAAAAAAAAAAAAAAAAAAAlAAAAAAAAAAAAAAAAA__AsAA__AAAA__AA__"
    "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY";

}  // namespace

TEST_CASE(
    "ST-10.1 mutated squares: an error with a message, or a square that reads back the same") {
    const int rejected = fuzz(
        {"a1", "e4", "j10", "K7", "c10"}, 3000, 11,
        [](const std::string& t) { return parse_square(t); },
        [](const std::string& t, int sq) {
            REQUIRE(sq >= 0);
            REQUIRE(sq < 100);
            CHECK_MESSAGE(*parse_square(square_name(sq)) == sq, t);
        });
    CHECK(rejected > 1000);
}

TEST_CASE("ST-10.2 mutated moves: an error with a message, or a move that writes back the same") {
    const int rejected = fuzz(
        {"e4-e5", "e4xe5", "a2-a10", "Ma1", "Aj10", "*Hc3", "*-", "K9-k8"}, 4000, 12,
        [](const std::string& t) { return parse_move(t); },
        [](const std::string& t, const move& m) {
            const std::string back = to_string(m);
            const auto again = parse_move(back);
            REQUIRE_MESSAGE(again.has_value(), t, " -> ", back);
            CHECK_MESSAGE(*again == m, t, " -> ", back);
        });
    CHECK(rejected > 1500);
}

TEST_CASE(
    "ST-10.4 ST-10.5 mutated board and position strings: an error with a message, or the same text "
    "back") {
    const std::vector<std::string> boards{fuzz_example_board, sparse_board};
    const int rejected_boards = fuzz(
        boards, 3000, 13, [](const std::string& t) { return parse_board(t); },
        [](const std::string& t, const state<>& s) { CHECK(to_board_string(s) == t); });
    CHECK(rejected_boards > 1000);
    const std::vector<std::string> positions{fuzz_example_board + " r", sparse_board + " b"};
    const int rejected_positions = fuzz(
        positions, 3000, 14, [](const std::string& t) { return parse_position(t); },
        [](const std::string& t, const state<>& s) { CHECK(to_position_string(s) == t); });
    CHECK(rejected_positions > 1000);
    // With the setup check (ST-3.5), what passes is a pair of full setups.
    fuzz(
        positions, 1500, 15, [](const std::string& t) { return parse_position(t, true); },
        [](const std::string& t, const state<>& s) {
            CHECK(to_position_string(s) == t);
            CHECK(arrangement_error<classic_rules>(arrangement_of(s, red)).empty());
            CHECK(arrangement_error<classic_rules>(arrangement_of(s, blue)).empty());
        });
}

TEST_CASE(
    "ST-10.6 ST-10.7 mutated setup strings: an error with a message, or the same arrangement "
    "back") {
    const std::vector<std::string> setups{"MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIED",
                                          "DAAAAAAAAMDAAAAAAAABAAAAAEAACAAAAAALAAKA",
                                          "YNQPRQSTNPNQPRSTUNPOPUVQRSTNWPPTSXNVRUQP"};
    const int rejected = fuzz(
        setups, 3000, 16, [](const std::string& t) { return parse_setup(t); },
        [](const std::string& t, const arrangement& a) {
            std::string red_letters = t;  // ST-10.7: written in Red letters
            for (char& c : red_letters)
                if (c >= 'N' && c <= 'Y') c = static_cast<char>(c - 12);
            CHECK(to_setup_string(a) == red_letters);
            CHECK(*parse_setup(to_setup_string(a)) == a);
        });
    CHECK(rejected > 1000);
}

namespace {

gravon_record sample_record() {
    gravon_record rec;
    rec.type = gravon_type::barrage;
    rec.field =
        "MBCEALAAADAAAAAAAAAAAAAAAAAAAADAAAKAAAAAAA__AA__AAAA__AA__"
        "AAYNAAAAAAAPAAAAAAAAAAAAAAAAAAAAAAAQWXAAPO";
    rec.moves = {{1, 34, 44}, {2, 69, 59}, {3, 30, 60}};
    rec.players = {"Red & co", "Blue"};
    rec.has_result = true;
    rec.result_type = 1;
    rec.winner = red;
    return rec;
}

// Whatever a reader accepts replays without a crash, and the report is
// coherent: a stop is either the setup (no position) or a move, and the
// moves before it were played.
void check_replay(const gravon_record& rec, const replay_report& r) {
    if (r.ok()) {
        CHECK(r.bad_move_id == 0);
        CHECK(r.plies == (rec.field.empty() ? 0 : static_cast<int>(rec.moves.size())));
    } else if (r.has_position) {
        REQUIRE(r.bad_move_id > 0);
        CHECK(r.plies == r.bad_move_id - 1);
    } else {
        CHECK(r.plies == 0);
    }
}

}  // namespace

TEST_CASE(
    "ST-11.1 mutated XML records: an error with a message, or a record that writes back the same") {
    REQUIRE(replay(sample_record()).check == result_check::agrees);  // the seed is a real game
    gravon_record no_field = sample_record();
    no_field.field.clear();
    no_field.moves.clear();
    no_field.has_result = false;
    const std::vector<std::string> seeds{to_gravon_xml(sample_record()), to_gravon_xml(no_field)};
    int accepted = 0;
    fuzz(
        seeds, 2500, 17, [](const std::string& t) { return parse_gravon_xml(t); },
        [&](const std::string& t, const gravon_record& rec) {
            ++accepted;
            const auto again = parse_gravon_xml(to_gravon_xml(rec));
            REQUIRE_MESSAGE(again.has_value(), t);
            CHECK_MESSAGE(*again == rec, t);
            const replay_report r = replay(rec);  // replaying whatever was accepted never crashes
            check_replay(rec, r);
        });
    CHECK(accepted > 100);  // mutations of spaces, names and comments are accepted
}

TEST_CASE(
    "ST-11.7 mutated GSN records: an error with a message, or a record that writes back the same") {
    gravon_record v = sample_record();
    v.players = {"Red co", "Blue"};
    const auto gsn = to_gsn(v);
    REQUIRE(gsn.has_value());
    std::string with_tens = *gsn;
    with_tens.replace(with_tens.find("K7-K6"), 5, "K7-J6");
    const std::vector<std::string> seeds{*gsn, with_tens + "END\n"};
    int accepted = 0;
    fuzz(
        seeds, 4000, 18, [](const std::string& t) { return parse_gsn(t); },
        [&](const std::string& t, const gravon_record& rec) {
            ++accepted;
            const auto written = to_gsn(rec);
            if (!written) return;  // e.g. a name grown a " vs ": GSN cannot hold it
            const auto again = parse_gsn(*written);
            REQUIRE_MESSAGE(again.has_value(), t);
            CHECK_MESSAGE(*again == rec, t);
            const replay_report r = replay(rec);
            check_replay(rec, r);
        });
    CHECK(accepted > 30);  // few mutations survive a line format: names, spaces, a J column
}
