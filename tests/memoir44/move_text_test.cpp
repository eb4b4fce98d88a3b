// Decisions and chance outcomes as text (RULES.md M44-11.1;
// memoir44/move_text.hpp): every decision and chance outcome of the tutorial
// as text and back, alone and with the state (the text interface of
// core/text_game.hpp); readers name what is wrong and where.
#include <doctest/doctest.h>

#include "helpers.hpp"

#include <string>
#include <utility>
#include <vector>

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

TEST_CASE("M44-11.1 the text interface: decisions and outcomes with the state read as their notation") {
    const auto s = start({.units = "allies inf F3; axis inf F7"},
                         {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                         {card::probe_l, card::probe_r, card::attack_c, card::barrage});
    for (const auto& m : legal_moves(s)) {
        CHECK(to_string(s, m) == to_string(m));
        const auto back = parse_move(s, to_string(s, m));
        REQUIRE_MESSAGE(back.has_value(), back.error().what());
        CHECK(*back == m);
    }
    const auto fresh = start_game<tutorial_rules>(brennau_crossing());
    for (const auto& o : chance_outcomes(fresh)) {
        CHECK(to_string(fresh, o.outcome) == to_string(o.outcome));
        const auto back = parse_outcome(fresh, to_string(fresh, o.outcome));
        REQUIRE(back.has_value());
        CHECK(*back == o.outcome);
    }
}

TEST_CASE("M44-11.1 every decision with no argument has its named constructor, spelled as the rules spell it") {
    CHECK(to_string(move::stay()) == "stay");
    CHECK(to_string(move::hold_fire()) == "hold-fire");
    CHECK(to_string(move::end_turn()) == "end-turn");
    CHECK(to_string(move::react()) == "react");
    CHECK(to_string(move::no_react()) == "no-react");
    CHECK(to_string(move::end_orders()) == "end-orders");
    CHECK(to_string(move::end_moves()) == "end-moves");
    CHECK(to_string(move::end_battles()) == "end-battles");
    CHECK(to_string(move::ignore_flag()) == "ignore-flag");
    CHECK(to_string(move::take_flag()) == "take-flag");
    CHECK(to_string(move::take_ground()) == "take-ground");
    CHECK(to_string(move::hold_ground()) == "hold-ground");
    CHECK(to_string(move::no_overrun()) == "no-overrun");
    CHECK(to_string(move::ambush()) == "ambush");
    CHECK(to_string(move::no_ambush()) == "no-ambush");
    CHECK(outcome::draw(card::barrage).drawn_card() == card::barrage);
    CHECK(outcome::hits(2, 3).hit_count() == 2);
    CHECK(outcome::defense(defense_face::grenade).defense_shown() == defense_face::grenade);
}

TEST_CASE("M44-11.1 a bad decision or outcome read with the state is located: line 1 and the column") {
    const auto s = start_game<tutorial_rules>(brennau_crossing());
    const auto m = parse_move(s, "move F3-z4");
    REQUIRE_FALSE(m.has_value());
    CHECK(m.error().line == 1);
    CHECK(m.error().column == 9);
    CHECK(m.error().what().rfind("line 1, column 9: ", 0) == 0);
    CHECK(m.error().message.find("line") == std::string::npos);  // said once, by what()
    const auto o = parse_outcome(s, "roll 4/3");
    REQUIRE_FALSE(o.has_value());
    CHECK(o.error().what() == "line 1, column 6: more hits than dice");
    const auto w = parse_outcome(s, "deal probe-l");
    REQUIRE_FALSE(w.has_value());
    CHECK(w.error().what().rfind("line 1, column 1: 'deal' is not a chance outcome", 0) == 0);
}
