// parse_state refuses states play cannot continue from (RULES.md M44-11,
// memoir44/state_checks.hpp): records that name no unit, a unit of
// the wrong side, or no card for the phase, and decisions with no legal move.
// Each case is a real state's text with one field changed.
#include <doctest/doctest.h>

#include "helpers.hpp"

#include <fstream>
#include <sstream>
#include <string>

namespace {

using namespace m44_test;

std::string checks_replace(std::string text, std::string_view from, std::string_view to) {
    const auto at = text.find(from);
    REQUIRE_MESSAGE(at != std::string::npos, from);
    return text.replace(at, from.size(), to);
}

// The saved Brennau Crossing state of tests/data (tutorial, Allies to play).
std::string checks_brennau() {
    std::ifstream in(ARBITER_TEST_DATA_DIR "/memoir44/brennau-after-deal.txt");
    REQUIRE(in.good());
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

template <class R>
std::string checks_refusal(const std::string& text) {
    const auto r = parse_state<R>(text);
    REQUIRE_MESSAGE(!r.has_value(), "accepted:\n", text);
    CHECK_MESSAGE(r.error().line != 0, r.error().what());
    return r.error().what();
}

// The Brennau state moved into the active turn: `probe-l` from the deck as
// the turn card, the phase and the battle line as given.
std::string checks_in_turn(const std::string& phase_words, const std::string& battle) {
    std::string t = checks_replace(checks_brennau(), "probe-l*3", "probe-l*2");
    t = checks_replace(t, "phase=play-card draws=0 card=-", phase_words + " card=probe-l");
    return checks_replace(t, "unit=A9 target=A9 dice=0 cover=0 hits=0", battle);
}

using checks_standard = state<standard_sections_rules>;

checks_standard checks_game(const setup& su) {
    return start<standard_sections_rules>(su,
                                    {card::probe_c, card::attack_c, card::assault_c, card::recon_c},
                                    {card::probe_c, card::probe_l, card::probe_r, card::attack_l});
}

}  // namespace

TEST_CASE("M44-11 the saved test data still reads, and lists the Allies' cards") {
    const auto s = parse_state<tutorial_rules>(checks_brennau());
    REQUIRE_MESSAGE(s.has_value(), s.error().what());
    CHECK(moves_text(*s) ==
          "play probe-l play probe-c play probe-r play pincer-move play infantry-assault");
}

TEST_CASE(
    "M44-11 (play must go on) M44-T-7.1 M44-1.7 a retreat from the own baseline, with nowhere to go, is refused") {
    // As a review found it: the Allies' E1 artillery on its baseline retreating in the Allies' own
    // turn.
    std::string t = checks_replace(checks_brennau(), "phase=play-card", "phase=retreat");
    t = checks_replace(t, "target=A9", "target=E1");
    CHECK(checks_refusal<tutorial_rules>(t) ==
          "line 14, column 17: target=E1 holds an allies unit, but phase=retreat needs the "
          "retreating unit, of the axis there");
    // In the Axis' turn the records fit, but no rear hex exists: no legal move (core/playable.hpp).
    t = checks_replace(
        checks_in_turn("phase=retreat draws=0", "unit=C7 target=E1 dice=0 cover=0 hits=0"),
        "active=allies", "active=axis");
    CHECK(checks_refusal<tutorial_rules>(t) ==
          "line 13, column 9: phase=retreat: player 0 is to decide but has no legal move");
    // One rank up the same retreat reads, and offers its two hexes.
    const auto up = parse_state<tutorial_rules>(checks_replace(t, "target=E1", "target=E3"));
    REQUIRE_MESSAGE(up.has_value(), up.error().what());
    CHECK(moves_text(*up) == "retreat d2 retreat e2");
}

TEST_CASE("M44-11 (play must go on) M44-T-7.1 a retreat, reaction or defense roll of an empty hex is refused") {
    const std::string t = checks_replace(
        checks_in_turn("phase=retreat draws=0", "unit=C7 target=F5 dice=0 cover=0 hits=0"),
        "active=allies", "active=axis");
    CHECK(checks_refusal<tutorial_rules>(t) ==
          "line 14, column 17: target=F5 holds no unit, but phase=retreat needs the retreating "
          "unit there");
    const std::string react =
        checks_in_turn("phase=reaction draws=0", "unit=B3 target=F5 dice=2 cover=0 hits=1");
    CHECK(checks_refusal<tutorial_rules>(react).find("target=F5 holds no unit") != std::string::npos);
    // M44-T-4.4: no hit, no reaction.
    const std::string no_hit =
        checks_in_turn("phase=defense-roll draws=0", "unit=B3 target=b6 dice=2 cover=0 hits=0");
    CHECK(checks_refusal<tutorial_rules>(no_hit) ==
          "line 14, column 42: hits=0 at phase=defense-roll: a roll with no hit offers no reaction "
          "(M44-T-4.4)");
    const auto fine = parse_state<tutorial_rules>(checks_replace(no_hit, "hits=0", "hits=1"));
    REQUIRE_MESSAGE(fine.has_value(), fine.error().what());
    CHECK(current_player(*fine) == arbiter::chance_player);
}

TEST_CASE(
    "M44-11 (play must go on) M44-T-3.6 a move or fire of a unit that is not there, or not activated, is refused") {
    // As a review found it: phase=move listed a move of the empty A9.
    const std::string empty =
        checks_in_turn("phase=move draws=0", "unit=A9 target=A9 dice=0 cover=0 hits=0");
    CHECK(
        checks_refusal<tutorial_rules>(empty) ==
        "line 14, column 9: unit=A9 holds no unit, but phase=move needs the activated unit there");
    const std::string enemy =
        checks_in_turn("phase=fire draws=0", "unit=b6 target=A9 dice=0 cover=0 hits=0");
    CHECK(checks_refusal<tutorial_rules>(enemy).find("unit=b6 holds an axis unit") != std::string::npos);
    const std::string idle = checks_replace(empty, "unit=A9", "unit=B3");
    CHECK(checks_refusal<tutorial_rules>(idle).find("unit=B3 is not marked activated (a)") !=
          std::string::npos);
    const auto ready =
        parse_state<tutorial_rules>(checks_replace(idle, "B3=allies:inf:4/4", "B3=allies:inf:4/4:a"));
    REQUIRE_MESSAGE(ready.has_value(), ready.error().what());
    CHECK(moves_text(*ready) == "move B3-a4 move B3-b4 move B3-A3 move B3-C3 move B3-a2 stay");
    const auto moved = checks_replace(idle, "B3=allies:inf:4/4", "B3=allies:inf:4/4:a:s");
    CHECK(checks_refusal<tutorial_rules>(moved).find("has moved (s) already") != std::string::npos);
}

TEST_CASE(
    "M44-11 (play must go on) M44-6.1 M44-T-4.2 chance nodes with nothing to draw or no die to roll are refused") {
    const std::string no_dice =
        checks_in_turn("phase=attack-roll draws=0", "unit=B3 target=b6 dice=0 cover=0 hits=0");
    CHECK(checks_refusal<tutorial_rules>(no_dice).find("column 27: dice=0 at phase=attack-roll") !=
          std::string::npos);
    const auto rolled = parse_state<tutorial_rules>(checks_replace(no_dice, "dice=0", "dice=2"));
    REQUIRE_MESSAGE(rolled.has_value(), rolled.error().what());
    CHECK(chance_outcomes(*rolled).size() == 3);
    const std::string drawn =
        checks_replace(checks_brennau(), "phase=play-card draws=0", "phase=draw draws=0");
    CHECK(checks_refusal<tutorial_rules>(drawn) ==
          "line 13, column 20: draws=0 at phase=draw: a draw node has a card still to draw "
          "(M44-6.1)");
    CHECK(parse_state<tutorial_rules>(checks_replace(drawn, "draws=0", "draws=1")).has_value());
    // M44-6.1: an empty deck is refilled from the discard pile before a draw node, never at one.
    std::string empty_deck = checks_replace(drawn, "draws=0", "draws=1");
    const auto deck_at = empty_deck.find("deck: "), deck_end = empty_deck.find('\n', deck_at);
    const std::string pile = empty_deck.substr(deck_at + 6, deck_end - deck_at - 6);
    empty_deck = checks_replace(checks_replace(empty_deck, "deck: " + pile, "deck: -"),
                                "discard: -", "discard: " + pile);
    CHECK(checks_refusal<tutorial_rules>(empty_deck) ==
          "line 13, column 9: phase=draw: the state is a chance node with no outcome");
}

TEST_CASE(
    "M44-11 (play must go on) M44-5.2 the cards in play fit the phase; a hand with no card to play is refused") {
    const std::string card_missing =
        checks_replace(checks_brennau(), "phase=play-card", "phase=activation");
    CHECK(checks_refusal<tutorial_rules>(card_missing) ==
          "line 13, column 34: card=- at phase=activation: within a turn, card= names the turn "
          "card (M44-5.2)");
    const std::string between =
        checks_in_turn("phase=play-card draws=0", "unit=A9 target=A9 dice=0 cover=0 hits=0");
    CHECK(checks_refusal<tutorial_rules>(between).find("phase=play-card comes between turns") !=
          std::string::npos);
    // M44-T-3.4: the second card is a tactic card after a section card.
    std::string second =
        checks_in_turn("phase=activation draws=0", "unit=A9 target=A9 dice=0 cover=0 hits=0");
    second = checks_replace(checks_replace(second, "recon-l*2", "recon-l"), "tactic=-",
                            "tactic=recon-l");
    CHECK(checks_refusal<tutorial_rules>(second).find(
              "tactic= is a tactic card played after a section card (M44-T-3.4)") !=
          std::string::npos);
    // M44-T-3.1: the Allies' whole hand on the discard pile: nothing to play.
    std::string empty_hand = checks_replace(
        checks_brennau(), "hand-allies: probe-l probe-c probe-r*2 pincer-move infantry-assault",
        "hand-allies: -");
    empty_hand = checks_replace(empty_hand, "discard: -",
                                "discard: probe-l probe-c probe-r*2 pincer-move infantry-assault");
    CHECK(checks_refusal<tutorial_rules>(empty_hand) ==
          "line 13, column 9: phase=play-card: player 0 is to decide but has no legal move");
}

TEST_CASE("M44-11 (play must go on) M44-S-2 M44-T-3 a phase of the other ruleset is refused") {
    const std::string orders =
        checks_in_turn("phase=orders draws=0", "unit=A9 target=A9 dice=0 cover=0 hits=0");
    CHECK(checks_refusal<tutorial_rules>(orders) ==
          "line 13, column 9: phase=orders is a standard-turn phase; the tutorial has none "
          "(M44-T-3)");
    auto s = checks_game({.units = "allies inf F3; axis inf F9"});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    REQUIRE(s.step() == phase::moves);
    const std::string text = to_string(s);
    REQUIRE(parse_state<standard_sections_rules>(text).has_value());
    CHECK(checks_refusal<standard_sections_rules>(checks_replace(text, "phase=moves", "phase=move")) ==
          "line 14, column 9: phase=move is a tutorial phase; the standard-sections ruleset has "
          "none (M44-S-2)");
    CHECK(checks_refusal<standard_sections_rules>(checks_replace(text, "order=probe-c", "order=-"))
              .find("order=- at phase=moves") != std::string::npos);
    CHECK(checks_refusal<standard_sections_rules>(checks_replace(text, "air=-/0", "air=-/1"))
              .find("air=:") != std::string::npos);
}

TEST_CASE(
    "M44-11 (play must go on) M44-S-8.1 M44-S-8.2 M44-S-8.4 flags and retreats name the battled unit and its "
    "flags") {
    auto s = checks_game({.units = "allies inf F3; axis inf f4", .obstacles = "sandbags f4"});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    s = act(s, "battle F3xf4");
    s = roll(s, "roll I0 A0 G0 S1 F1");
    REQUIRE(s.step() == phase::flag);
    const std::string flag = to_string(s);
    REQUIRE(parse_state<standard_sections_rules>(flag).has_value());
    CHECK(checks_refusal<standard_sections_rules>(checks_replace(flag, "flags=1", "flags=0"))
              .find("flags=0 at phase=flag") != std::string::npos);
    CHECK(checks_refusal<standard_sections_rules>(
              checks_replace(flag, "obstacles: f4=sandbags", "obstacles: -"))
              .find("target=f4 has nothing that lets it ignore a flag") != std::string::npos);
    const auto retreat = act(s, "take-flag");
    const std::string text = to_string(retreat);
    REQUIRE(parse_state<standard_sections_rules>(text).has_value());
    CHECK(checks_refusal<standard_sections_rules>(checks_replace(text, "target=f4", "target=G5"))
              .find("target=G5 holds no unit, but phase=retreat needs the retreating unit there") !=
          std::string::npos);
    CHECK(checks_refusal<standard_sections_rules>(checks_replace(text, "target=f4", "target=F3"))
              .find("target=F3 holds an allies unit") != std::string::npos);
}

TEST_CASE("M44-11 (play must go on) M44-S-9.1 M44-S-9.3 take ground and overrun name the unit that battled") {
    auto s = checks_game({.units = "allies arm F3; allies inf B3; axis inf f4:1 F5 F9"});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    s = act(s, "battle F3xf4");
    s = roll(s, "roll I0 A0 G1 S2 F0");
    REQUIRE(s.step() == phase::take_ground);
    const std::string ground = to_string(s);
    REQUIRE(parse_state<standard_sections_rules>(ground).has_value());
    CHECK(checks_refusal<standard_sections_rules>(checks_replace(ground, "origin=f4", "origin=A1"))
              .find("origin=A1 is not an emptied hex next to unit=F3") != std::string::npos);
    CHECK(checks_refusal<standard_sections_rules>(checks_replace(ground, "unit=F3", "unit=G3"))
              .find("unit=G3 holds no unit") != std::string::npos);
    s = act(s, "take-ground");
    REQUIRE(s.step() == phase::overrun);
    const std::string overrun = to_string(s);
    REQUIRE(parse_state<standard_sections_rules>(overrun).has_value());
    CHECK(checks_refusal<standard_sections_rules>(checks_replace(overrun, "unit=f4", "unit=B3"))
              .find("unit=B3 is not armor with its overrun still to make (M44-S-9.3)") !=
          std::string::npos);
    CHECK(checks_refusal<standard_sections_rules>(
              checks_replace(overrun, "f4=allies:arm:3/3:a:s:b1", "f4=allies:arm:3/3:a:s:b2"))
              .find("is not armor with its overrun") != std::string::npos);
}

TEST_CASE("M44-11 (play must go on) M44-S-10.1 keeping a Recon card needs the two drawn cards in the hand") {
    const auto s = at_recon_keep();
    const std::string text = to_string(s);
    REQUIRE(parse_state<standard_sections_rules>(text).has_value());
    CHECK(checks_refusal<standard_sections_rules>(
              checks_replace(text, "drawn=probe-l,attack-r", "drawn=assault-l,attack-r"))
              .find("drawn= must name the cards just drawn") != std::string::npos);
    CHECK_FALSE(
        parse_state<standard_sections_rules>(checks_replace(text, "drawn=probe-l,attack-r", "drawn=-,-"))
            .has_value());
}

TEST_CASE("M44-11 (play must go on) M44-S-11.2 the Ambush window and roll name the close assault's two units") {
    auto s = start<standard_rules>({.units = "allies inf F3; axis inf f4 M9"},
                             {card::probe_c, card::probe_c, card::probe_c, card::probe_c},
                             {card::ambush, card::probe_l, card::probe_r, card::attack_l});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    s = act(s, "battle F3xf4");
    REQUIRE(s.step() == phase::ambush);
    const std::string window = to_string(s);
    CHECK(checks_refusal<standard_rules>(checks_replace(window, "target=f4", "target=M9"))
              .find("target=M9 is not next to unit=F3") != std::string::npos);
    s = act(s, "ambush");
    const std::string ambush_roll = to_string(s);
    REQUIRE(parse_state<standard_rules>(ambush_roll).has_value());
    // The Ambush roll is at the attacker: the defender's own unit is no target of it.
    CHECK(checks_refusal<standard_rules>(checks_replace(ambush_roll, "target=F3", "target=f4"))
              .find("target=f4 holds an axis unit, but phase=attack-roll needs the battled unit, "
                    "of the allies there") != std::string::npos);
}

TEST_CASE(
    "M44-11 (play must go on) M44-S-11.1 M44-S-11.5 M44-S-11.13 the card rolls name their own hexes: Barrage and "
    "Air Power an enemy, "
    "Medics a friend") {
    const setup su{.units = "allies inf F3:2; axis inf F5 M9"};
    const std::vector<card> axis{card::probe_l, card::probe_r, card::attack_l, card::attack_c};
    const auto first_turn = [&](card c) {
        return start<standard_rules>(su, {c, card::probe_c, card::probe_c, card::probe_c}, axis);
    };
    const std::string barrage = to_string(act(first_turn(card::barrage), "play barrage F5"));
    REQUIRE(parse_state<standard_rules>(barrage).has_value());
    CHECK(checks_refusal<standard_rules>(checks_replace(barrage, "target=F5", "target=F3"))
              .find("target=F3 holds an allies unit") != std::string::npos);
    const std::string air =
        to_string(act(act(first_turn(card::air_power), "play air-power"), "order F5/T"));
    REQUIRE(parse_state<standard_rules>(air).has_value());
    CHECK(checks_refusal<standard_rules>(checks_replace(air, "air=F5/0", "air=-/0"))
              .find("air= does not name target=F5 as the next Air Power hex (M44-S-11.1)") !=
          std::string::npos);
    auto hurt = first_turn(card::medics_mechanics);
    state<standard_rules>::edit{hurt}.at(hex("F3")).figures = 1;  // below its setup strength of 2
    const std::string medics = to_string(act(hurt, "play medics-mechanics F3"));
    REQUIRE(parse_state<standard_rules>(medics).has_value());
    CHECK(checks_refusal<standard_rules>(checks_replace(medics, "target=F3", "target=F5"))
              .find("target=F5 holds an axis unit") != std::string::npos);
}
