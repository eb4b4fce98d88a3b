// Memoir '44 in words and events (memoir44/describe.hpp): the decisions,
// the chance outcomes and the end, for each viewer, on hand-built
// battlefields. Allies are at the bottom (rank 1) and play first unless a
// case says otherwise; the Axis rear is toward rank 9.
#include <doctest/doctest.h>

#include <arbiter/memoir44/describe.hpp>

#include "common/harness.hpp"
#include "helpers.hpp"

#include <string>
#include <vector>

namespace {

using namespace m44_test;
using arbiter::event;
using arbiter::event_kind;
using arbiter::omniscient;

constexpr arbiter::player_id describe_allies = 0;
constexpr arbiter::player_id describe_axis = 1;

const std::vector<card> describe_axis_hand{card::probe_l, card::probe_r, card::attack_l, card::attack_c};

// A standard game (all 60 cards) with the Allies to play `first` (and three Probe (Center)).
state<standard_rules> describe_game(const setup& su, card first, std::vector<card> axis = describe_axis_hand) {
    return start<standard_rules>(su, {first, card::probe_c, card::probe_c, card::probe_c}, axis);
}

// The text of the decision `text` at s for `viewer`.
template <class S>
std::string describe_move(const S& s, std::string_view text, arbiter::player_id viewer) {
    const auto m = parse_move(text);
    REQUIRE(m.has_value());
    return describe(s, *m, viewer);
}
template <class S>
std::vector<event> describe_move_events(const S& s, std::string_view text, arbiter::player_id viewer = omniscient) {
    const auto m = parse_move(text);
    REQUIRE(m.has_value());
    return events(s, *m, viewer);
}
template <class S>
std::string describe_roll(const S& s, std::string_view text, arbiter::player_id viewer) {
    const auto o = parse_outcome(text);
    REQUIRE(o.has_value());
    return describe(s, *o, viewer);
}
template <class S>
std::vector<event> describe_roll_events(const S& s, std::string_view text, arbiter::player_id viewer = omniscient) {
    const auto o = parse_outcome(text);
    REQUIRE(o.has_value());
    return events(s, *o, viewer);
}

// The events as lines, for short comparisons.
std::string describe_lines(const std::vector<event>& es) {
    std::string out;
    for (const auto& e : es) out += (out.empty() ? "" : " | ") + arbiter::to_string(e);
    return out;
}

// Allies' armor on F3 ordered and ready to battle; Axis infantry on F5 and f4-less ground.
state<standard_rules> describe_ready(const setup& su, std::string_view order = "order F3/C") {
    auto s = describe_game(su, card::probe_c);
    s = act(s, "play probe-c");
    if (s.step() == phase::orders) s = act(s, order);
    if (s.step() == phase::orders) s = act(s, "end-orders");
    if (s.step() == phase::moves) s = act(s, "end-moves");
    REQUIRE(s.step() == phase::battles);
    return s;
}

// The harness's hooks: unlisted decisions of any shape.
struct describe_hooks {
    template <class S>
    move random_move(const S&, std::mt19937_64& rng) {
        return any_decision(rng);
    }
};

}  // namespace

TEST_CASE("M44-S-2 M44-S-3 an ordinary turn: the card, the orders and a move, for each viewer") {
    auto s = describe_game({.units = "allies inf E1 F3; axis inf F7"}, card::attack_c);
    CHECK(describe_move(s, "play attack-c", describe_allies) == "You play Attack (Center): order 3 units in your center.");
    CHECK(describe_move(s, "play attack-c", describe_axis) ==
          "The Allies play Attack (Center): order 3 units in their center.");
    CHECK(describe_move_events(s, "play attack-c") == std::vector<event>{{event_kind::played, 0, "Attack (Center)", "", "", 0}});
    s = act(s, "play attack-c");
    CHECK(describe_move(s, "order F3/C", describe_allies) == "You order the infantry at F3 (center section).");
    CHECK(describe_move(s, "order F3/C", omniscient) == "The Allies order the infantry at F3 (center section).");
    CHECK(describe_lines(describe_move_events(s, "order F3/C")) == "played player=0 piece=infantry from=F3");
    s = act(s, "order F3/C");
    s = act(s, "order E1/C");
    REQUIRE(s.step() == phase::moves);
    CHECK(describe_move(s, "move E1-e2", describe_allies) == "Your infantry moves from E1 to e2.");
    CHECK(describe_move(s, "move E1-e2", describe_axis) == "The Allied infantry moves from E1 to e2.");
    CHECK(describe_lines(describe_move_events(s, "move E1-e2")) == "moved player=0 piece=infantry from=E1 to=e2");
    s = act(s, "move E1-e2");
    // Nothing is in range: the battles end by themselves, and the turn.
    CHECK(describe_move(s, "end-moves", describe_axis) == "The Allies end their moves; the Allied turn ends.");
    CHECK(describe_lines(describe_move_events(s, "end-moves")) ==
          "passed player=0 piece=moves | passed player=0 piece=turn");
}

TEST_CASE("M44-8.2 M44-E-38 a move onto a temporary objective wins a medal, and the last one the game") {
    for (const int target : {2, 1}) {
        auto s = describe_game({.units = "allies inf F3 C3; axis inf M9", .objectives = "f4 allies temp", .medals_allies = target},
                               card::probe_c);
        s = act(s, "play probe-c");
        s = act(s, "order F3/C");
        REQUIRE(s.step() == phase::moves);
        if (target == 2) {
            CHECK(describe_move(s, "move F3-f4", describe_allies) ==
                  "Your infantry moves from F3 to f4; you win a medal: 1 of 2; your turn ends.");
            CHECK(describe_lines(describe_move_events(s, "move F3-f4")) ==
                  "moved player=0 piece=infantry from=F3 to=f4 | scored player=0 piece=medal amount=1 | passed player=0 "
                  "piece=turn");
        } else {
            CHECK(describe_move(s, "move F3-f4", describe_axis) ==
                  "The Allied infantry moves from F3 to f4; the Allies win a medal: 1 of 1; you lose the game.");
            CHECK(describe_lines(describe_move_events(s, "move F3-f4")) ==
                  "moved player=0 piece=infantry from=F3 to=f4 | scored player=0 piece=medal amount=1 | game_over "
                  "player=0 amount=1");
        }
    }
    // Leaving it loses the medal at once.
    auto s = describe_game({.units = "allies inf f4; axis inf M9", .objectives = "f4 allies temp"}, card::probe_c);
    s = act(s, "play probe-c");
    s = act(s, "order f4/C");
    CHECK(describe_move(s, "move f4-F5", describe_axis) == "The Allied infantry moves from f4 to F5; the Allies lose a medal: 0 of 6; the Allied turn ends.");
}

TEST_CASE("M44-S-5 M44-S-7.3 M44-S-8.4 a battle and its roll: faces, hits, figures left and the retreat") {
    // e6 is taken: the Axis unit on F5 has one way back, f6.
    auto s = describe_ready({.units = "allies arm F3; axis inf F5 e6 M9"});
    CHECK(describe_move(s, "battle F3xF5", describe_allies) ==
          "Your armor at F3 battles the Axis infantry at F5 with 3 dice (fire).");
    CHECK(describe_move(s, "battle F3xF5", describe_axis) ==
          "The Allied armor at F3 battles your infantry at F5 with 3 dice (fire).");
    CHECK(describe_lines(describe_move_events(s, "battle F3xF5")) ==
          "attacked player=0 piece=armor from=F3 to=F5 amount=3");
    s = act(s, "battle F3xF5");
    CHECK(describe_roll(s, "roll I2 A0 G0 S0 F1", describe_allies) ==
          "You roll 2 infantry and 1 flag against the Axis infantry at F5: 2 hits, 2 figures left; it retreats 1 hex "
          "to f6; your turn ends.");
    CHECK(describe_roll(s, "roll I2 A0 G0 S0 F1", describe_axis) ==
          "The Allies roll 2 infantry and 1 flag against your infantry at F5: 2 hits, 2 figures left; it retreats 1 "
          "hex to f6; the Allied turn ends.");
    CHECK(describe_lines(describe_roll_events(s, "roll I2 A0 G0 S0 F1")) ==
          "rolled player=0 piece=2 infantry and 1 flag to=F5 amount=3 | hit player=1 piece=infantry to=F5 amount=2 | "
          "retreated player=1 piece=infantry from=F5 to=f6 | passed player=0 piece=turn");
    CHECK(describe_roll(s, "roll I0 A1 G0 S1 F1", omniscient) ==
          "The Allies roll 1 armor, 1 star and 1 flag against the Axis infantry at F5: no hit; it retreats 1 hex to f6; the Allied turn ends.");
}

TEST_CASE("M44-S-8.4 M44-E-4 a retreat with a choice waits for its owner; one that cannot be made costs figures") {
    auto s = describe_ready({.units = "allies arm F3; axis inf F5 M9"});
    s = act(s, "battle F3xF5");
    CHECK(describe_roll(s, "roll I1 A0 G0 S0 F2", describe_axis) ==
          "The Allies roll 1 infantry and 2 flags against your infantry at F5: 1 hit, 3 figures left; it must "
          "retreat 2 hexes (you choose where).");
    s = roll(s, "roll I1 A0 G0 S0 F2");
    CHECK(describe_move(s, "retreat f6", describe_axis) == "Your infantry at F5 retreats to f6; it must retreat 1 more hex (you choose where).");
    s = act(s, "retreat f6");
    CHECK(describe_move(s, "retreat F7", describe_allies) == "The Axis infantry at f6 retreats to F7; your turn ends.");
    CHECK(describe_lines(describe_move_events(s, "retreat F7")) ==
          "retreated player=1 piece=infantry from=f6 to=F7 | passed player=0 piece=turn");
    // On the Axis baseline (rank 9) no step back exists: each flag costs a figure.
    auto t = describe_ready({.units = "allies art F7; axis inf F9 M9"}, "order F7/C");
    t = act(t, "battle F7xF9");
    CHECK(describe_roll(t, "roll I0 A0 G0 S0 F2", describe_allies) ==
          "You roll 2 flags against the Axis infantry at F9: no hit; it cannot retreat and loses 2 figures, 2 figures "
          "left; your turn ends.");
    CHECK(describe_lines(describe_roll_events(t, "roll I0 A0 G0 S0 F2")) ==
          "rolled player=0 piece=2 flags to=F9 amount=2 | hit player=1 piece=infantry to=F9 amount=2 | passed player=0 "
          "piece=turn");
    // One way back to f8, then none: the last figure is lost there.
    auto u = describe_ready({.units = "allies arm F5; axis inf F7:1 e8 F9 G9"}, "order F5/C");
    u = act(u, "battle F5xF7");
    CHECK(describe_roll(u, "roll I0 A0 G0 S1 F2", describe_axis) ==
          "The Allies roll 1 star and 2 flags against your infantry at F7: no hit; it retreats 1 hex to f8; it cannot "
          "retreat further and is eliminated; the Allies win a medal: 1 of 6; the Allied turn ends.");
    CHECK(describe_lines(describe_roll_events(u, "roll I0 A0 G0 S1 F2")) ==
          "rolled player=0 piece=1 star and 2 flags to=F7 amount=3 | retreated player=1 piece=infantry from=F7 to=f8 | "
          "hit player=1 piece=infantry to=f8 amount=1 | removed player=1 piece=infantry from=f8 | scored player=0 "
          "piece=medal amount=1 | passed player=0 piece=turn");
}

TEST_CASE("M44-S-7.3 M44-2.4 M44-8.4 M44-E-33 the last figure hit: the unit is eliminated, the medal won and the game") {
    auto s = describe_ready({.units = "allies arm F3; axis inf f4:2 M9", .medals_allies = 1});
    s = act(s, "battle F3xf4");
    s = act(s, "no-ambush");
    const std::string roll_text = "roll I2 A0 G0 S0 F1";
    CHECK(describe_roll(s, roll_text, describe_allies) ==
          "You roll 2 infantry and 1 flag against the Axis infantry at f4: 2 hits, the unit is eliminated; you win a "
          "medal: 1 of 1; you win the game.");
    CHECK(describe_roll(s, roll_text, describe_axis) ==
          "The Allies roll 2 infantry and 1 flag against your infantry at f4: 2 hits, the unit is eliminated; the "
          "Allies win a medal: 1 of 1; you lose the game.");
    CHECK(describe_lines(describe_roll_events(s, roll_text)) ==
          "rolled player=0 piece=2 infantry and 1 flag to=f4 amount=3 | hit player=1 piece=infantry to=f4 amount=2 | "
          "removed player=1 piece=infantry from=f4 | scored player=0 piece=medal amount=1 | game_over player=0 amount=1");
    s = roll(s, roll_text);
    REQUIRE(is_terminal(s));
    CHECK(describe_end(s, describe_allies) == "You win 1 medal to 0: you reach your target of 1 medal (M44-8.4).");
    CHECK(describe_end(s, describe_axis) == "You lose 0 medals to 1: the Allies reach their target of 1 medal (M44-8.4).");
    CHECK(describe_end(s, omniscient) == "The Allies win 1 medal to 0: the Allies reach their target of 1 medal (M44-8.4).");
}

TEST_CASE("M44-8.5 M44-E-40 the end when a side's last unit is eliminated") {
    auto s = describe_ready({.units = "allies arm F3; axis inf f4:1"});
    s = act(s, "battle F3xf4");
    s = act(s, "no-ambush");
    s = roll(s, "roll I0 A0 G1 S2 F0");
    REQUIRE(is_terminal(s));
    CHECK(describe_end(s, describe_axis) == "You lose 0 medals to 1: you have no unit left (M44-8.5).");
    CHECK(describe_end(s, describe_allies) == "You win 1 medal to 0: the Axis have no unit left (M44-8.5).");
}

TEST_CASE("M44-S-9.1 M44-S-9.3 take ground and the armor overrun") {
    auto s = describe_ready({.units = "allies arm F3; axis inf f4:1 F5 M9"});
    s = act(s, "battle F3xf4");
    s = act(s, "no-ambush");
    CHECK(describe_roll(s, "roll I1 A0 G0 S2 F0", describe_allies) ==
          "You roll 1 infantry and 2 stars against the Axis infantry at f4: 1 hit, the unit is eliminated; you win a medal: 1 of "
          "6; you may take ground at f4.");
    s = roll(s, "roll I1 A0 G0 S2 F0");
    CHECK(describe_move(s, "take-ground", describe_axis) ==
          "The Allied armor takes ground: it moves from F3 to f4; the Allied armor may overrun.");
    CHECK(describe_lines(describe_move_events(s, "take-ground")) == "moved player=0 piece=armor from=F3 to=f4");
    CHECK(describe_move(s, "hold-ground", describe_allies) == "Your armor at F3 holds its ground; your turn ends.");
    s = act(s, "take-ground");
    CHECK(describe_move(s, "overrun f4xF5", describe_allies) ==
          "Your armor at f4 overruns: it battles the Axis infantry at F5 with 3 dice (close assault); the Axis may "
          "ambush.");
    CHECK(describe_move(s, "no-overrun", describe_axis) == "The Allied armor at f4 does not overrun; the Allied turn ends.");
}

TEST_CASE("M44-S-11.2 M44-E-34 the Ambush window, the card and the defender's roll at the attacker") {
    auto s = describe_game({.units = "allies inf F3; axis inf f4 M9"}, card::probe_c,
                           {card::ambush, card::probe_l, card::probe_r, card::attack_l});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    CHECK(describe_move(s, "battle F3xf4", describe_allies) ==
          "Your infantry at F3 battles the Axis infantry at f4 with 3 dice (close assault); the Axis may ambush.");
    s = act(s, "battle F3xf4");
    CHECK(describe_move(s, "no-ambush", describe_allies) ==
          "The Axis do not ambush; you roll 3 dice against the Axis infantry at f4.");
    CHECK(describe_move(s, "ambush", describe_allies) ==
          "The Axis play Ambush: their infantry at f4 battles your infantry at F3 first with 3 dice.");
    CHECK(describe_lines(describe_move_events(s, "ambush")) ==
          "played player=1 piece=Ambush | attacked player=1 piece=infantry from=f4 to=F3 amount=3");
    s = act(s, "ambush");
    CHECK(describe_roll(s, "roll I1 A0 G0 S1 F0", describe_axis) ==
          "You roll 1 infantry and 1 star in ambush against the Allied infantry at F3: 1 hit, 3 figures left; the "
          "Allies roll 3 dice against your infantry at f4.");
    CHECK(describe_roll(s, "roll I1 A0 G0 S1 F1", describe_allies) ==
          "The Axis roll 1 infantry, 1 star and 1 flag in ambush against your infantry at F3: 1 hit, 3 figures left; "
          "it must retreat 1 hex (you choose where).");
}

TEST_CASE("M44-S-8.2 a unit on sandbags may ignore a flag: the window and both answers") {
    auto s = describe_ready({.units = "allies arm F3; axis inf F5 M9", .obstacles = "sandbags F5"});
    s = act(s, "battle F3xF5");
    CHECK(describe_roll(s, "roll I0 A0 G0 S1 F1", describe_axis) ==
          "The Allies roll 1 star and 1 flag against your infantry at F5: no hit; you may ignore a flag.");
    s = roll(s, "roll I0 A0 G0 S1 F1");
    CHECK(describe_move(s, "ignore-flag", describe_allies) == "The Axis ignore one flag for their infantry at F5; your turn ends.");
    CHECK(describe_lines(describe_move_events(s, "ignore-flag")) ==
          "answered player=1 piece=ignore flag from=F5 | passed player=0 piece=turn");
    CHECK(describe_move(s, "take-flag", describe_axis) ==
          "You take the flags on your infantry at F5; it must retreat 1 hex (you choose where).");
}

TEST_CASE("M44-5.1 M44-6.1 M44-7.2 a drawn card is named to its drawer only") {
    const auto start = start_game<standard_rules>(make_scenario({.units = "allies inf F3; axis inf F9"}));
    REQUIRE(current_player(start) == arbiter::chance_player);
    CHECK(describe_roll(start, "draw ambush", describe_allies) == "You draw Ambush for your starting hand.");
    const std::string theirs = describe_roll(start, "draw ambush", describe_axis);
    CHECK(theirs == "The Allies draw a card for their starting hand.");
    CHECK(theirs.find("Ambush") == std::string::npos);
    CHECK(describe_lines(describe_roll_events(start, "draw ambush", describe_axis)) == "drew player=0 amount=1");
    CHECK(describe_lines(describe_roll_events(start, "draw ambush", omniscient)) == "drew player=0 piece=Ambush amount=1");
    // The end of a turn: the turn ends, the draw, then the other side's turn.
    auto s = describe_ready({.units = "allies inf F3; axis inf F5"});
    CHECK(describe_move(s, "end-battles", describe_axis) == "The Allies end their battles; the Allied turn ends.");
    CHECK(describe_lines(describe_move_events(s, "end-battles")) == "passed player=0 piece=battles | passed player=0 piece=turn");
    s = act(s, "end-battles");
    CHECK(describe_roll(s, "draw barrage", describe_allies) == "You draw Barrage; the Axis turn begins.");
    CHECK(describe_roll(s, "draw barrage", describe_axis) == "The Allies draw a card; your turn begins.");
}

TEST_CASE("M44-S-10.1 M44-7.2 M44-E-36 after Recon the kept card is named to its keeper only, the discarded one to all") {
    const auto s = at_recon_keep();
    CHECK(describe_move(s, "keep attack-r", describe_allies) == "You keep Attack (Right) and discard Probe (Left); the Axis turn begins.");
    const std::string theirs = describe_move(s, "keep attack-r", describe_axis);
    CHECK(theirs == "The Allies keep one card and discard Probe (Left); your turn begins.");
    CHECK(theirs.find("Attack (Right)") == std::string::npos);
    CHECK(describe_lines(describe_move_events(s, "keep attack-r", describe_axis)) ==
          "answered player=0 piece=keep a card, discard Probe (Left)");
}

TEST_CASE("M44-6.3 M44-6.4 M44-T-4 M44-T-5 the tutorial's fire, attack roll and defense die") {
    auto s = start({.units = "allies inf F3; axis inf F5 M9", .ground = {{"F5", terrain::forest}}},
                   {card::probe_c, card::attack_c, card::air_power, card::recon_c},
                   {card::probe_l, card::probe_r, card::attack_l, card::attack_r});
    CHECK(describe_move(s, "play probe-c", describe_axis) == "The Allies play Probe (Center): order 2 units in their center.");
    s = act(s, "play probe-c");
    CHECK(describe_move(s, "activate F3/C", describe_allies) == "You activate the infantry at F3 (center section).");
    s = act(s, "activate F3/C");
    CHECK(describe_move(s, "stay", describe_axis) == "The Allied infantry at F3 stays.");
    s = act(s, "stay");
    CHECK(describe_move(s, "battle F3xF5", describe_allies) ==
          "Your infantry at F3 battles the Axis infantry at F5 with 3 dice (the target is in cover: hits on 5-6).");
    s = act(s, "battle F3xF5");
    CHECK(describe_roll(s, "roll 2/3", describe_axis) ==
          "The Allies roll 3 dice against your infantry at F5: 2 hits; you may roll the defense die.");
    CHECK(describe_lines(describe_roll_events(s, "roll 2/3")) == "rolled player=0 piece=2 hits to=F5 amount=3");
    CHECK(describe_roll(s, "roll 0/3", describe_allies) ==
          "You roll 3 dice against the Axis infantry at F5: no hit, the fire ends.");
    s = roll(s, "roll 2/3");
    CHECK(describe_move(s, "no-react", describe_allies) ==
          "The Axis take the hits without the defense die: 2 hits, 2 figures left.");
    CHECK(describe_move(s, "react", describe_axis) == "You roll the defense die for your infantry at F5.");
    s = act(s, "react");
    CHECK(describe_roll(s, "defense star", describe_allies) ==
          "The Axis roll the defense die: a star (one hit fewer): 1 hit, 3 figures left.");
    CHECK(describe_roll(s, "defense grenade", describe_allies) ==
          "The Axis roll the defense die: a grenade (one hit more): 3 hits, 1 figure left.");
    CHECK(describe_roll(s, "defense flag", describe_axis) ==
          "You roll the defense die: a flag (a retreat after the hits): 2 hits, 2 figures left; it must retreat 1 hex "
          "(you choose where).");
    CHECK(describe_lines(describe_roll_events(s, "defense flag")) ==
          "rolled player=1 piece=flag to=F5 amount=1 | hit player=1 piece=infantry to=F5 amount=2");
}

TEST_CASE("M44-S-11.13 M44-S-11.15 Medics & Mechanics and Their Finest Hour: what their rolls give") {
    auto s = start<standard_rules>({.units = "allies inf F3 G3; axis inf F9", .hand_allies = 5},
                                   {card::medics_mechanics, card::probe_c, card::probe_c, card::probe_c, card::probe_c},
                                   describe_axis_hand);
    state<standard_rules>::edit{s}.at(hex("F3")).figures = 1;
    CHECK(describe_move(s, "play medics-mechanics F3", describe_axis) ==
          "The Allies play Medics & Mechanics: roll 5 dice to bring figures back to the Allied infantry at F3.");
    s = act(s, "play medics-mechanics F3");
    CHECK(describe_roll(s, "roll I2 A0 G1 S2 F0", describe_allies) ==
          "You roll 2 infantry, 1 grenade and 2 stars for Medics & Mechanics: 3 figures return to your infantry at "
          "F3, now 4; it is ordered.");
    CHECK(describe_lines(describe_roll_events(s, "roll I2 A0 G1 S2 F0")) ==
          "rolled player=0 piece=2 infantry, 1 grenade and 2 stars to=F3 amount=5 | entered player=0 piece=infantry "
          "to=F3 amount=3");
    auto t = describe_game({.units = "allies inf F3 G3 H3; allies arm B3; axis inf F5 M9"}, card::their_finest_hour);
    t = act(t, "play their-finest-hour");
    CHECK(describe_roll(t, "roll I1 A1 G0 S1 F1", describe_axis) ==
          "The Allies roll 1 infantry, 1 armor, 1 star and 1 flag for Their Finest Hour: order 1 infantry unit, 1 armor "
          "unit and 1 unit of any kind.");
}

TEST_CASE("M44-S-11.1 M44-S-11.5 Air Power's targets and strikes, and Barrage") {
    auto s = describe_game({.units = "allies inf F3; axis inf f6 M9"}, card::air_power);
    CHECK(describe_move(s, "play air-power", describe_axis) ==
          "The Allies play Air Power: choose 1 to 4 connected enemy units to strike.");
    s = act(s, "play air-power");
    CHECK(describe_move(s, "order f6/T", describe_axis) ==
          "The Allies choose your infantry at f6 as an Air Power target; the Allies roll 2 dice for Air Power against "
          "your infantry at f6.");
    CHECK(describe_lines(describe_move_events(s, "order f6/T")) == "attacked player=0 piece=Air Power to=f6");
    s = act(s, "order f6/T");
    CHECK(describe_roll(s, "roll I0 A0 G0 S2 F0", describe_allies) ==
          "You roll 2 stars for Air Power against the Axis infantry at f6: 2 hits, 2 figures left; your turn ends.");
    auto b = describe_game({.units = "allies inf F3; axis inf f6 M9"}, card::barrage);
    CHECK(describe_move(b, "play barrage f6", describe_allies) ==
          "You play Barrage: 4 dice against the Axis infantry at f6.");
    CHECK(describe_lines(describe_move_events(b, "play barrage f6")) ==
          "played player=0 piece=Barrage | attacked player=0 piece=Barrage to=f6 amount=4");
}

TEST_CASE("M44-S-11.8 M44-S-11.0 Counter-Attack names the order it copies; a kind card with no such unit orders one unit") {
    auto s = describe_game({.units = "allies inf F3 K3; axis inf F9"}, card::counter_attack);
    CHECK(describe_move(s, "play counter-attack", describe_allies) == "You play Counter-Attack: nothing to copy: no order; your turn ends.");
    state<standard_rules>::edit{s}.last_order()[1] = static_cast<std::uint8_t>(card::probe_l);
    CHECK(describe_move(s, "play counter-attack", describe_allies) ==
          "You play Counter-Attack: copying the Axis' Probe (Right): order 2 units on your right flank.");
    auto a = describe_game({.units = "allies inf F3; axis inf F9"}, card::armor_assault);
    CHECK(describe_move(a, "play armor-assault", describe_axis) ==
          "The Allies play Armor Assault: with no armor, order 1 unit of their choice.");
}

TEST_CASE("M44-7 random standard games (all 60 cards): every decision and outcome is described, naming nothing hidden") {
    const auto stats = arbiter::testing::check_random_playouts(start_game<standard_rules>(brennau_crossing()),
                                                               describe_hooks{}, 1, 44, 20000);
    MESSAGE("decisions ", stats.decisions, ", chance nodes ", stats.chance_nodes, ", hidden-information checks ", stats.hidden_checks);
    CHECK(stats.hidden_checks > 100);
}
