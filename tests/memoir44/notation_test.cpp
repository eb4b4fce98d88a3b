// Notation (RULES.md M44-11.1): every decision and chance outcome of the
// tutorial as text and back; readers name what is wrong and where.
#include <doctest/doctest.h>

#include "helpers.hpp"

#include <string>
#include <vector>

#include "common/fuzz.hpp"

namespace {
using namespace m44_test;
}

TEST_CASE("M44-11.1 decisions print as the rules spell them and read back") {
    const std::vector<std::pair<move, std::string>> cases{
        {move::play_card(card::attack_c), "play attack-c"},
        {move::play_tactic(card::probe_l), "tactic probe-l"},
        {move::activate(hex("d4"), allowance::left), "activate d4/L"},
        {move::activate(hex("G5"), allowance::tactic), "activate G5/T"},
        {move::step(hex("F3"), hex("f4")), "move F3-f4"},
        {move::simple(action::stay), "stay"},
        {move::battle(hex("F3"), hex("f4")), "battle F3xf4"},
        {move::overrun(hex("f4"), hex("G5")), "overrun f4xG5"},  // M44-S-9.3
        {move::simple(action::hold_fire), "hold-fire"},
        {move::simple(action::end_turn), "end-turn"},
        {move::simple(action::react), "react"},
        {move::simple(action::no_react), "no-react"},
        {move::retreat(hex("g6")), "retreat g6"},
    };
    for (const auto& c : cases) {
        const move m = c.first;
        const std::string text = c.second;
        CHECK(to_string(m) == text);
        const auto back = parse_move(text);
        REQUIRE_MESSAGE(back.has_value(), text, ": ", back.error().what());
        CHECK(*back == m);
    }
    CHECK(*parse_move("move f3-F4") == move::step(hex("F3"), hex("f4")));  // hex names in either case
}

TEST_CASE("M44-11.1 chance outcomes print as the rules spell them and read back") {
    const std::vector<std::pair<outcome, std::string>> cases{
        {outcome::draw(card::probe_l), "draw probe-l"},
        {outcome::hits(2, 3), "roll 2/3"},
        {outcome::hits(0, 1), "roll 0/1"},
        {outcome::defense(defense_face::star), "defense star"},
        {outcome::defense(defense_face::flag), "defense flag"},
        {outcome::defense(defense_face::grenade), "defense grenade"},
    };
    for (const auto& c : cases) {
        const outcome o = c.first;
        const std::string text = c.second;
        CHECK(to_string(o) == text);
        const auto back = parse_outcome(text);
        REQUIRE_MESSAGE(back.has_value(), text, ": ", back.error().what());
        CHECK(*back == o);
    }
}

TEST_CASE("M44-11.1 malformed decisions are rejected with what is wrong and where") {
    const auto bad = [](const std::string& text, const char* fragment, std::size_t column) {
        const auto r = parse_move(text);
        REQUIRE_MESSAGE(!r.has_value(), text);
        CHECK_MESSAGE(r.error().message.find(fragment) != std::string::npos, text, ": ", r.error().message);
        CHECK_MESSAGE(r.error().position == column, text);
    };
    bad("", "not a decision", 0);
    bad("attack", "not a decision", 0);
    bad("play", "card id", 4);
    bad("play attack", "'attack' is not a card id", 5);
    bad("activate d4", "<hex>/<L|C|R|T>", 11);
    bad("activate d4/X", "allowance", 12);
    bad("activate m4/L", "12 hexes", 9);
    bad("move F3", "joined by '-'", 5);
    bad("move F3-N4", "letter A-M", 8);
    bad("battle F3-f4", "joined by 'x'", 7);
    bad("overrun f4-G5", "joined by 'x'", 8);  // M44-S-9.3
    bad("retreat", "found nothing", 7);  // a word without its argument
    bad("retreat Z1", "letter A-M", 8);
    bad("stay now", "takes no argument", 4);
    const auto o = parse_outcome("roll 4/3");
    REQUIRE(!o.has_value());
    CHECK(o.error().message.find("more hits than dice") != std::string::npos);
    CHECK(!parse_outcome("defense smoke").has_value());
    CHECK(!parse_outcome("draw ?").has_value());
    CHECK(!parse_outcome("shuffle").has_value());
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
