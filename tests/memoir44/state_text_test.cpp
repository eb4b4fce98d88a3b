// The full state as text (RULES.md M44-11; memoir44/state_text.hpp): every
// state of seeded random games reads back as itself, also through the text
// interface of core/text_game.hpp; malformed text is rejected naming the
// line and column, and the card totals are checked.
#include <doctest/doctest.h>

#include <arbiter/core.hpp>
#include <arbiter/core/playout.hpp>

#include "helpers.hpp"

#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace m44_test;

std::string state_text_replace(std::string text, std::string_view from, std::string_view to) {
    const auto at = text.find(from);
    REQUIRE_MESSAGE(at != std::string::npos, from);
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("M44-11 every state of random tutorial games writes and reads back as itself") {
    std::mt19937_64 rng(9);
    int nodes = 0;
    for (const auto& sc : {brennau_crossing(), hedgerow_lane()})
        for (int g = 0; g < 3; ++g)
            arbiter::random_playout(start_game<tutorial_rules>(sc), rng, 100000, [&](const state<tutorial_rules>& s) {
                const std::string text = to_string(s);
                const auto back = parse_state<tutorial_rules>(text);
                REQUIRE_MESSAGE(back.has_value(), text, "\n", back.error().what());
                CHECK(*back == s);
                ++nodes;
            });
    CHECK(nodes > 1000);
}

TEST_CASE("M44-11 M44-S-2 every state of random standard (section cards) games writes and reads back as itself") {
    std::mt19937_64 rng(10);
    int nodes = 0, recon_keeps = 0;
    for (const auto& sc : {brennau_crossing(), hedgerow_lane()})
        for (int g = 0; g < 3; ++g)
            arbiter::random_playout(start_game<standard_sections_rules>(sc), rng, 100000, [&](const state<standard_sections_rules>& s) {
                const std::string text = to_string(s);
                const auto back = parse_state<standard_sections_rules>(text);
                REQUIRE_MESSAGE(back.has_value(), text, "\n", back.error().what());
                CHECK(*back == s);
                recon_keeps += s.step() == phase::keep_card ? 1 : 0;
                ++nodes;
            });
    CHECK(nodes > 1000);
    CHECK(recon_keeps > 0);
}

TEST_CASE("M44-11 M44-S-11 every state of random standard games (all 60 cards) writes and reads back as itself, Ambush windows included") {
    std::mt19937_64 rng(12);
    int nodes = 0, ambush_windows = 0, air_choices = 0, special_rolls = 0;
    for (const auto& sc : {brennau_crossing(), hedgerow_lane()})
        for (int g = 0; g < 4; ++g)
            arbiter::random_playout(start_game<standard_rules>(sc), rng, 100000, [&](const state<standard_rules>& s) {
                const std::string text = to_string(s);
                const auto back = parse_state<standard_rules>(text);
                REQUIRE_MESSAGE(back.has_value(), text, "\n", back.error().what());
                CHECK(*back == s);
                ambush_windows += s.step() == phase::ambush ? 1 : 0;
                air_choices += s.step() == phase::orders && s.air_count() > 0 ? 1 : 0;
                special_rolls += s.step() == phase::attack_roll && s.roll() != roll_kind::battle ? 1 : 0;
                ++nodes;
            });
    CHECK(nodes > 1000);
    CHECK(ambush_windows > 0);
    CHECK(special_rolls > 0);
    MESSAGE("nodes ", nodes, ", Ambush windows ", ambush_windows, ", Air Power choices ", air_choices);
}

TEST_CASE("M44-11 M44-S-11.2 the text of an Ambush window and of the Ambush roll") {
    auto s = start<standard_rules>({.units = "allies inf F3; axis inf f4 M9"},
                             {card::probe_c, card::probe_c, card::probe_c, card::probe_c},
                             {card::ambush, card::probe_l, card::probe_r, card::attack_l});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    s = act(s, "battle F3xf4");
    REQUIRE(s.step() == phase::ambush);
    const std::string window = to_string(s);
    CHECK(window.find("phase=ambush") != std::string::npos);
    CHECK(window.find("tactics: order=probe-c section=0 last=probe-c:0,-:0 fallback=0 roll=battle assault-dice=3 "
                      "ambush-draw=0 second-move=0 air=-/0 finest=0,0,0\n") != std::string::npos);
    auto back = parse_state<standard_rules>(window);
    REQUIRE(back.has_value());
    CHECK(*back == s);
    s = act(s, "ambush");
    const std::string ambush_roll = to_string(s);
    CHECK(ambush_roll.find("roll=ambush assault-dice=3 ambush-draw=1") != std::string::npos);
    back = parse_state<standard_rules>(ambush_roll);
    REQUIRE(back.has_value());
    CHECK(*back == s);
    CHECK_FALSE(parse_state<standard_rules>(state_text_replace(ambush_roll, "roll=ambush", "roll=sniper")).has_value());
}

TEST_CASE("M44-11 the state text of a fresh game") {
    const auto s = start({.units = "allies inf F3:2; axis inf f4", .obstacles = "bunker f4:axis; wire G5",
                          .objectives = "G5 any perm", .ground = {{"A9", terrain::forest}}},
                         {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                         {card::probe_l, card::probe_l, card::attack_c, card::barrage});
    const std::string text = to_string(act(act(s, "play probe-c"), "activate F3/C"));
    CHECK(text.rfind("game=memoir44 rules=tutorial players=2\nm44-state 1\nrules: tutorial\nterrain: f....", 0) == 0);
    CHECK(text.find("\nobstacles: G5=wire f4=bunker:axis\n") != std::string::npos);
    CHECK(text.find("\nobjectives: G5=any:perm\n") != std::string::npos);
    CHECK(text.find("\nunits: f4=axis:inf:4/4 F3=allies:inf:2/2:a\n") != std::string::npos);
    CHECK(text.find("\nhand-allies: attack-l recon-in-force air-power\nhand-axis: probe-l*2 attack-c barrage\n") !=
          std::string::npos);
    CHECK(text.find("\nturn: 1 phase=move draws=0 card=probe-c tactic=- allowances=0,1,0,0\n") != std::string::npos);
    CHECK(text.find("\nsides: bottom=allies active=allies drawing=axis winner=allies\n") != std::string::npos);
}

TEST_CASE("M44-11 malformed state text is rejected naming the line") {
    const auto s = start({.units = "allies inf F3; axis inf F7"},
                         {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                         {card::probe_l, card::probe_r, card::attack_c, card::barrage});
    const std::string text = to_string(s);
    REQUIRE(parse_state<tutorial_rules>(text).has_value());
    const auto bad = [&](const std::string& t, const std::string& fragment) {
        const auto r = parse_state<tutorial_rules>(t);
        REQUIRE_MESSAGE(!r.has_value(), fragment);
        CHECK_MESSAGE(r.error().what().find(fragment) != std::string::npos, r.error().what());
        CHECK_MESSAGE(r.error().line != 0, r.error().what());
    };
    bad(state_text_replace(text, "m44-state 1", "m44-state 2"), "line 2, column 1: a state text begins 'm44-state 1'");
    bad(state_text_replace(text, "rules: tutorial", "rules: standard"), "tutorial ruleset's states");
    bad(state_text_replace(text, "terrain: .", "terrain: x"), "line 4, column 10: not a terrain code");
    bad(state_text_replace(text, "F3=allies:inf:4/4", "F3=allies:inf:5/4"), "figures/setup");
    bad(state_text_replace(text, "F3=allies:inf:4/4", "N3=allies:inf:4/4"), "letter A-M");
    bad(state_text_replace(text, "F3=allies:inf:4/4", "F3=allies:inf:4/4:s:a"), "marks");
    bad(state_text_replace(text, "hand-allies: probe-c", "hand-allies: probe-c*2"), "hold 6 probe-c, not 5");
    bad(state_text_replace(text, "hand-allies: probe-c", "hand-allies: probe-x"), "not a card id");
    bad(state_text_replace(text, "phase=play-card", "phase=lunch"), "line 14, column 15: phase must be one of deal, play-card, ");
    bad(state_text_replace(text, "cards=4,4", "cards=4,11"),
        "line 13, column 18: the hand sizes must be a whole number from 1 to 10, not '11'");
    bad(state_text_replace(text, "\nend\n", "\n"), "ends where 'end'");
    bad(text + "x", "text after 'end'");
}

TEST_CASE("M44-11 the full-state text: to_string(s) is to_text(s), read back through state_from_text") {
    const auto s = act(start({.units = "allies inf F3; axis inf F7"},
                             {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                             {card::probe_l, card::probe_r, card::attack_c, card::barrage}),
                       "play probe-c");
    CHECK(to_string(s) == to_text(s));
    const auto back = arbiter::state_from_text<state<tutorial_rules>>(to_string(s));
    REQUIRE_MESSAGE(back.has_value(), back.error().what());
    CHECK(*back == s);
    // Bad input: what and where, once.
    std::string text = to_string(s);
    text.replace(text.find("phase=activation"), 16, "phase=lunch");
    const auto bad = parse_state<tutorial_rules>(text);
    REQUIRE_FALSE(bad.has_value());
    CHECK(bad.error().line == 14);  // after the header line (core/state_header.hpp)
    CHECK(bad.error().what().rfind("line 14, column ", 0) == 0);
    CHECK(bad.error().column == 15);  // at the value
    CHECK(bad.error().message.rfind("phase must be one of deal, play-card, activation, ", 0) == 0);
    CHECK(bad.error().message.find(", not 'lunch'") != std::string::npos);
}

TEST_CASE("M44-4.1 the card totals of a state text are checked and told at the deck line") {
    const auto s = start_game<tutorial_rules>(brennau_crossing());
    std::string text = to_string(s);
    text.replace(text.find("probe-l*4"), 9, "probe-l*3");
    const auto bad = parse_state<tutorial_rules>(text);
    REQUIRE_FALSE(bad.has_value());
    CHECK(bad.error().what() == "line 8, column 1: the piles and the cards in play hold 3 probe-l, not 4 (M44-4.1)");
}
