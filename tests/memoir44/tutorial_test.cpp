// The tutorial ruleset (RULES.md Part A, M44-T-1 to M44-T-9) and the shared
// turn machinery it uses (M44-5, M44-6, M44-8), on hand-built battlefields.
// Allies are at the bottom (baseline rank 1) unless a test says otherwise.
#include <doctest/doctest.h>

#include "helpers.hpp"

#include <string>
#include <vector>

namespace {

using namespace m44_test;
using arbiter::chance_player;
using arbiter::probability;

using tutorial_state = state<tutorial_rules>;

const std::vector<card> tutorial_allied_hand{card::probe_c, card::attack_l, card::recon_in_force, card::air_power};
const std::vector<card> tutorial_axis_hand{card::probe_l, card::probe_r, card::attack_c, card::attack_r};

tutorial_state tutorial_game(const setup& su, const std::vector<card>& allies = tutorial_allied_hand, const std::vector<card>& axis = tutorial_axis_hand) {
    return su.first == side::allies ? start(su, allies, axis) : start(su, axis, allies);
}

// The activated unit stays (if it has not moved) and holds fire.
tutorial_state tutorial_finish(tutorial_state s) {
    if (s.step() == phase::move) s = act(s, "stay");
    if (s.step() == phase::fire) s = act(s, "hold-fire");
    return s;
}

// Activates the unit on `hex` with allowance `use`, then lets it stay and hold fire.
tutorial_state tutorial_pass_unit(tutorial_state s, const std::string& hex, char use) { return tutorial_finish(act(s, "activate " + hex + "/" + use)); }

// The state right after `text` fires and rolls `hits` hits.
tutorial_state fire(tutorial_state s, const std::string& activate, const std::string& battle, const std::string& hits) {
    s = act(s, activate);
    if (s.step() == phase::move) s = act(s, "stay");
    s = act(s, battle);
    REQUIRE(s.step() == phase::attack_roll);
    return roll(s, hits);
}

}  // namespace

TEST_CASE("M44-5.1 M44-6.1 setup: the first side draws its whole hand, then the other; draws are n_x / N") {
    auto s = start_game<tutorial_rules>(make_scenario({.units = "allies inf F3; axis inf F7", .first = side::axis,
                                                 .hand_allies = 2, .hand_axis = 3}));
    CHECK(current_player(s) == chance_player);
    CHECK(s.step() == phase::deal);
    CHECK(s.drawing() == side::axis);
    CHECK(chance_of(s, "draw probe-c") == probability(5, 60));
    CHECK(chance_of(s, "draw general-advance") == probability(1, 60));
    CHECK(chance_outcomes(s).size() == 30);
    s = draw(s, card::probe_c);
    CHECK(chance_of(s, "draw probe-c") == probability(4, 59));
    s = draw(s, card::probe_c);
    s = draw(s, card::ambush);
    CHECK(s.drawing() == side::allies);  // then the other side
    CHECK(chance_outcomes(s).size() == 29);  // no Ambush is left
    s = draw(s, card::dig_in);
    s = draw(s, card::barrage);
    CHECK(s.step() == phase::play_card);
    CHECK(current_player(s) == player_of(side::axis));
    CHECK(s.turn() == 1);
    CHECK(total(s.hands()[1]) == 3);
    CHECK(total(s.hands()[0]) == 2);
    CHECK(total(s.deck()) == 55);
}

TEST_CASE("M44-T-3.1 the turn card is any card of the hand, one decision per card id") {
    auto s = tutorial_game({.units = "allies inf F3; axis inf F9"},
                  {card::probe_c, card::probe_c, card::attack_l, card::air_power});
    CHECK(moves_text(s) == "play probe-c play attack-l play air-power");
    CHECK(refusal(s, "play assault-c").find("no assault-c in the hand") != std::string::npos);
    CHECK(refusal(s, "stay").find("turn card") != std::string::npos);
}

TEST_CASE("M44-T-3.2 M44-T-3.5 a section card activates up to its count of units standing in its section") {
    auto s = tutorial_game({.units = "allies inf B3 F3 G3 H3 L3; axis inf M9"});
    s = act(s, "play probe-c");
    CHECK(s.allowances() == std::array<std::uint8_t, 4>{0, 2, 0, 0});
    CHECK(moves_text(s) == "activate F3/C activate G3/C activate H3/C tactic air-power end-turn");
    CHECK(refusal(s, "activate B3/C").find("not in the active player's section C") != std::string::npos);
    CHECK(refusal(s, "activate B3/L").find("no allowance is left in section L") != std::string::npos);
    s = tutorial_pass_unit(s, "F3", 'C');
    s = tutorial_pass_unit(s, "G3", 'C');
    CHECK(moves_text(s) == "tactic air-power end-turn");  // H3 no longer: Probe orders 2
    CHECK(refusal(s, "activate H3/C").find("no allowance") != std::string::npos);
}

TEST_CASE("M44-T-3.2 Assault orders 4 units, Pincer Move 2 Left and 2 Right, General Advance 2 each") {
    auto s = tutorial_game({.units = "allies inf B3; axis inf M9"}, {card::assault_c, card::pincer_move, card::general_advance, card::recon_l});
    CHECK(act(s, "play assault-c").allowances() == std::array<std::uint8_t, 4>{0, 4, 0, 0});
    CHECK(act(s, "play pincer-move").allowances() == std::array<std::uint8_t, 4>{2, 0, 2, 0});
    CHECK(act(s, "play general-advance").allowances() == std::array<std::uint8_t, 4>{2, 2, 2, 0});
    CHECK(act(s, "play recon-l").allowances() == std::array<std::uint8_t, 4>{1, 0, 0, 0});
}

TEST_CASE("M44-T-3.3 M44-T-3.4 M44-E-14 one tactic card per turn: a third unit anywhere, never a second tactic") {
    auto s = tutorial_game({.units = "allies inf B3 F3 G3 H3 L3; axis inf M9"},
                  {card::probe_c, card::air_power, card::ambush, card::barrage});
    s = act(s, "play probe-c");
    s = tutorial_pass_unit(s, "F3", 'C');
    s = act(s, "tactic air-power");  // between activations
    CHECK(s.allowances() == std::array<std::uint8_t, 4>{0, 1, 0, 1});
    CHECK(moves_text(s) == "activate B3/T activate G3/C activate G3/T activate H3/C activate H3/T activate L3/T end-turn");
    CHECK(refusal(s, "tactic ambush").find("already played") != std::string::npos);
    s = tutorial_pass_unit(s, "B3", 'T');  // anywhere
    s = tutorial_pass_unit(s, "G3", 'C');
    // 3 units in all: nothing is left to activate and no card may be played, so the turn ends.
    CHECK(s.step() == phase::draw);
    CHECK(current_player(s) == chance_player);
}

TEST_CASE("M44-T-3.4 M44-E-14 with a tactic card as the turn card no other card may be played; 1 unit anywhere") {
    auto s = tutorial_game({.units = "allies inf B3 F3; axis inf M9"},
                  {card::air_power, card::ambush, card::probe_c, card::barrage});
    s = act(s, "play ambush");
    CHECK(moves_text(s) == "activate B3/T activate F3/T end-turn");
    CHECK(refusal(s, "tactic air-power").find("the turn card was a tactic card") != std::string::npos);
    s = tutorial_pass_unit(s, "F3", 'T');
    CHECK(s.step() == phase::draw);
}

TEST_CASE("M44-T-3.4 a section card may be followed by the tactic card before the first activation") {
    auto s = tutorial_game({.units = "allies inf B3 F3; axis inf M9"});
    s = act(s, "play probe-c");
    s = act(s, "tactic air-power");
    CHECK(moves_text(s) == "activate B3/T activate F3/C activate F3/T end-turn");
    CHECK(refusal(act(s, "end-turn"), "tactic air-power").find("draw") != std::string::npos);
}

TEST_CASE("M44-T-3.5 M44-E-3 M44-5.6 a straddling unit names either of its sections, once") {
    auto s = tutorial_game({.units = "allies inf d4 F3; axis inf M9"},
                  {card::recon_in_force, card::probe_c, card::probe_l, card::probe_r});
    s = act(s, "play recon-in-force");
    CHECK(moves_text(s) == "activate d4/L activate d4/C activate F3/C end-turn");
    s = tutorial_pass_unit(s, "d4", 'L');
    CHECK(refusal(s, "activate d4/C").find("already activated") != std::string::npos);
    CHECK(moves_text(s) == "activate F3/C end-turn");
}

TEST_CASE("M44-1.9 M44-4.3 M44-E-48 the top player's section cards name sections from its own seat") {
    // Hedgerow Lane: Allies at the top move first, units c8 e8 i8 k8 F9 G9.
    const auto s = start(hedgerow_lane(), {card::recon_l, card::recon_c, card::probe_r, card::attack_c, card::ambush},
                         {card::probe_l, card::probe_r, card::attack_c, card::attack_r});
    CHECK(moves_text(act(s, "play recon-l")) == "activate i8/L activate k8/L tactic ambush end-turn");
    CHECK(moves_text(act(s, "play recon-c")) ==
          "activate F9/C activate G9/C activate e8/C activate i8/C tactic ambush end-turn");
    CHECK(moves_text(act(s, "play probe-r")) == "activate c8/R tactic ambush end-turn");
}

TEST_CASE("M44-T-3.7 M44-E-49 the boundary stays while a second card may be played, even with no tactic in hand") {
    auto s = tutorial_game({.units = "allies inf F3 G3; axis inf M9"},
                  {card::probe_c, card::probe_l, card::attack_c, card::recon_l});
    s = act(s, "play probe-c");
    s = tutorial_pass_unit(s, "F3", 'C');
    s = tutorial_pass_unit(s, "G3", 'C');
    CHECK(s.step() == phase::activation);
    CHECK(moves_text(s) == "end-turn");
    s = act(s, "end-turn");
    CHECK(s.step() == phase::draw);
}

TEST_CASE("M44-5.7 a card that orders no unit may still be played; unused orders are lost") {
    auto s = tutorial_game({.units = "allies inf B3; axis inf M9"},
                  {card::probe_r, card::probe_l, card::attack_c, card::recon_l});
    s = act(s, "play probe-r");  // no unit on the Right
    CHECK(moves_text(s) == "end-turn");  // a tactic could still be played: the boundary is presented
}

TEST_CASE("M44-T-2.1 M44-T-2.2 infantry and artillery move 1, armor 2; units and river block, nothing else") {
    auto s = tutorial_game({.units = "allies inf F3; allies art H3; allies arm C3; axis inf M9",
                   .ground = {{"f4", terrain::forest}, {"E3", terrain::river}, {"c4", terrain::town}}},
                  {card::attack_c, card::attack_l, card::probe_c, card::probe_l});
    s = act(s, "play attack-c");
    s = act(s, "activate F3/C");
    // F3's neighbours: G3, f4 (forest: passable), e4, e2, f2; E3 is river.
    CHECK(moves_text(s) == "move F3-e4 move F3-f4 move F3-G3 move F3-e2 move F3-f2 stay");
    s = act(s, "stay");
    CHECK(s.step() == phase::activation);  // no enemy within 8: the lone HoldFire (M44-5.4)
    s = act(s, "activate H3/C");  // artillery: 1 hex
    CHECK(moves_text(s) == "move H3-g4 move H3-h4 move H3-G3 move H3-I3 move H3-g2 move H3-h2 stay");
}

TEST_CASE("M44-T-2.2 M44-E-13 armor's two steps go around units; forest does not stop it, river does") {
    const setup su{.units = "allies arm F3; allies inf f4; axis inf M9", .ground = {{"e4", terrain::forest}}};
    auto s = act(act(tutorial_game(su, {card::probe_c, card::probe_l, card::attack_c, card::recon_l}), "play probe-c"),
                   "activate F3/C");
    CHECK(refusal(s, "move F3-G5").find("no path of at most 2") != std::string::npos);  // only through f4
    CHECK(refusal(s, "move F3-f4").find("holds a unit") != std::string::npos);
    const auto moved = act(s, "move F3-F5");  // through the forest on e4
    CHECK(moved.at(hex("F5")).kind == unit_kind::armor);
    CHECK(moved.at(hex("F5")).hexes_moved == 2);
    CHECK_FALSE(moved.at(hex("F3")).present());
    setup river = su;
    river.ground.push_back({"F5", terrain::river});
    auto r = act(act(tutorial_game(river, {card::probe_c, card::probe_l, card::attack_c, card::recon_l}), "play probe-c"),
                   "activate F3/C");
    CHECK(refusal(r, "move F3-F5").find("river") != std::string::npos);
}

TEST_CASE("M44-T-2.3 M44-T-3.6 a unit moves once, before it fires, and is then done") {
    auto s = tutorial_game({.units = "allies inf F3; axis inf F7"}, {card::probe_c, card::probe_l, card::attack_c, card::recon_l});
    s = act(s, "play probe-c");
    s = act(s, "activate F3/C");
    s = act(s, "move F3-f4");
    CHECK(s.step() == phase::fire);
    CHECK(refusal(s, "move f4-F5").find("battle or hold-fire") != std::string::npos);
    CHECK(moves_text(s) == "battle f4xF7 hold-fire");
    s = act(s, "hold-fire");
    CHECK(s.step() == phase::activation);
    CHECK(refusal(s, "activate f4/C").find("already activated") != std::string::npos);
}

TEST_CASE("M44-5.4 a lone Stay and a lone HoldFire are applied by themselves") {
    // F3 hemmed in by friends and river, no enemy within 8.
    auto s = tutorial_game({.units = "allies inf F3 G3 e4 f4 f2; axis inf M9", .ground = {{"E3", terrain::river}, {"e2", terrain::river}}},
                  {card::probe_c, card::probe_l, card::attack_c, card::recon_l});
    s = act(s, "play probe-c");
    s = act(s, "activate F3/C");
    CHECK(s.step() == phase::activation);  // stayed and held fire by itself
    CHECK(s.at(hex("F3")).activated);
    CHECK(moves_text(s) == "activate e4/C activate f4/C activate G3/C activate f2/C end-turn");
}

TEST_CASE("M44-T-4.1 M44-T-4.2 M44-E-11 M44-E-16 dice by range, no line of sight; artillery moves 1 then fires") {
    // A1 infantry: A5 at range 4, A9 at 8, F9 at 9 (out of range). Units in between do not block.
    auto t = act(act(act(tutorial_game({.units = "allies inf A1 A3; axis inf A5 A9 F9"},
                                    {card::attack_l, card::probe_l, card::attack_c, card::probe_r}),
                               "play attack-l"),
                         "activate A1/L"),
                   "stay");
    CHECK(moves_text(t) == "battle A1xA9 battle A1xA5 hold-fire");
    CHECK(refusal(t, "battle A1xF9").find("range 9") != std::string::npos);
    CHECK(refusal(t, "battle A1xA3").find("no enemy unit") != std::string::npos);
    CHECK(act(t, "battle A1xA5").dice() == 2);  // range 4
    CHECK(act(t, "battle A1xA9").dice() == 1);  // range 8
    // Armor rolls as infantry; artillery rolls 3 at range 4 after moving 1.
    auto a = act(act(tutorial_game({.units = "allies art F1; allies arm M3; axis inf F5 M7; axis inf G5"},
                              {card::probe_c, card::probe_r, card::attack_c, card::probe_l}),
                         "play probe-c"),
                   "activate F1/C");
    a = act(a, "move F1-f2");  // E-16
    CHECK(a.step() == phase::fire);
    CHECK(distance(hex("f2"), hex("F5")) == 3);
    CHECK(act(a, "battle f2xF5").dice() == 3);
    auto r = act(act(act(tutorial_game({.units = "allies arm M3; allies art F1; axis inf M7 F9"},
                                    {card::probe_r, card::probe_c, card::attack_c, card::probe_l}),
                               "play probe-r"),
                         "activate M3/R"),
                   "stay");
    CHECK(act(r, "battle M3xM7").dice() == 2);  // range 4
}

TEST_CASE("M44-T-4.2 M44-E-11 artillery rolls 3 at range 4, 2 at 5 and 6, 1 at 7 and 8") {
    auto s = act(act(act(tutorial_game({.units = "allies art A1; axis inf A5 A7 B9 A9"},
                                    {card::probe_l, card::probe_c, card::attack_c, card::probe_r}),
                               "play probe-l"),
                         "activate A1/L"),
                   "stay");
    CHECK(act(s, "battle A1xA5").dice() == 3);
    CHECK(act(s, "battle A1xA7").dice() == 2);
    CHECK(act(s, "battle A1xA9").dice() == 1);
}

TEST_CASE("M44-T-4.3 M44-6.3 M44-T-6.1 M44-E-12 M44-E-47 dice hit on 4-6, on 5-6 against cover") {
    const auto fire_at = [](const setup& su) {
        auto s = act(act(act(tutorial_game(su, {card::probe_c, card::probe_l, card::attack_c, card::probe_r}),
                                   "play probe-c"),
                             "activate F3/C"),
                       "stay");
        return act(s, "battle F3xF5");
    };
    const auto open = fire_at({.units = "allies inf F3; axis inf F5"});
    CHECK(open.dice() == 3);
    CHECK(chance_of(open, "roll 0/3") == probability(1, 8));
    CHECK(chance_of(open, "roll 1/3") == probability(3, 8));
    CHECK(chance_of(open, "roll 3/3") == probability(1, 8));
    const auto forest = fire_at({.units = "allies inf F3; axis inf F5", .ground = {{"F5", terrain::forest}}});
    CHECK(chance_of(forest, "roll 0/3") == probability(8, 27));
    CHECK(chance_of(forest, "roll 1/3") == probability(12, 27));
    CHECK(chance_of(forest, "roll 2/3") == probability(6, 27));
    CHECK(chance_of(forest, "roll 3/3") == probability(1, 27));
    for (const auto t : {terrain::hill, terrain::town, terrain::hedgerow})
        CHECK(chance_of(fire_at({.units = "allies inf F3; axis inf F5", .ground = {{"F5", t}}}), "roll 0/3") ==
              probability(8, 27));
    CHECK(chance_of(fire_at({.units = "allies inf F3; axis inf F5", .obstacles = "sandbags F5"}), "roll 0/3") ==
          probability(8, 27));
    CHECK(chance_of(fire_at({.units = "allies inf F3; axis inf F5", .obstacles = "bunker F5"}), "roll 0/3") ==
          probability(8, 27));  // a bunker covers any occupant (M44-T-6.2)
    // Cover once: hill and sandbags together still hit on 5-6 (E-47).
    CHECK(chance_of(fire_at({.units = "allies inf F3; axis inf F5", .obstacles = "sandbags F5",
                             .ground = {{"F5", terrain::hill}}}),
                    "roll 0/3") == probability(8, 27));
    // Wire, hedgehogs, beach, bridge and the attacker's own hex give no cover.
    CHECK(chance_of(fire_at({.units = "allies inf F3; axis inf F5", .obstacles = "wire F5"}), "roll 0/3") ==
          probability(1, 8));
    CHECK(chance_of(fire_at({.units = "allies inf F3; axis inf F5", .obstacles = "hedgehog F5"}), "roll 0/3") ==
          probability(1, 8));
    CHECK(chance_of(fire_at({.units = "allies inf F3; axis inf F5", .ground = {{"F3", terrain::forest}}}),
                    "roll 0/3") == probability(1, 8));
}

TEST_CASE("M44-T-4.4 M44-E-10 a roll with no hit offers no reaction; the fire ends") {
    auto s = tutorial_game({.units = "allies inf F3 G3; axis inf F5"}, {card::probe_c, card::probe_l, card::attack_c, card::probe_r});
    s = act(s, "play probe-c");
    s = fire(s, "activate F3/C", "battle F3xF5", "roll 0/3");
    CHECK(s.step() == phase::activation);
    CHECK(current_player(s) == player_of(side::allies));
    CHECK(s.at(hex("F5")).figures == 4);
}

TEST_CASE("M44-T-5.1 M44-T-5.2 M44-6.4 M44-E-9 the defender may roll the defense die: star saves one, grenade costs one, flag retreats") {
    auto s = tutorial_game({.units = "allies inf F3 G3; axis inf F5"}, {card::probe_c, card::probe_l, card::attack_c, card::probe_r});
    s = act(s, "play probe-c");
    s = fire(s, "activate F3/C", "battle F3xF5", "roll 2/3");
    CHECK(s.step() == phase::reaction);
    CHECK(current_player(s) == player_of(side::axis));  // the defender decides
    CHECK(moves_text(s) == "react no-react");
    CHECK(act(s, "no-react").at(hex("F5")).figures == 2);
    const auto reacting = act(s, "react");
    CHECK(current_player(reacting) == chance_player);
    CHECK(chance_of(reacting, "defense star") == probability(1, 3));
    CHECK(chance_of(reacting, "defense flag") == probability(1, 3));
    CHECK(chance_of(reacting, "defense grenade") == probability(1, 3));
    CHECK(roll(reacting, "defense star").at(hex("F5")).figures == 3);     // H - 1
    CHECK(roll(reacting, "defense grenade").at(hex("F5")).figures == 1);  // H + 1
    const auto flag = roll(reacting, "defense flag");                      // H, then retreat
    CHECK(flag.step() == phase::retreat);
    CHECK(current_player(flag) == player_of(side::axis));
    CHECK(flag.at(hex("F5")).figures == 2);
    // The Axis unit at the top retreats toward rank 9: e6 or f6.
    CHECK(moves_text(flag) == "retreat e6 retreat f6");
    const auto back = act(flag, "retreat f6");
    CHECK(back.at(hex("f6")).figures == 2);
    CHECK_FALSE(back.at(hex("F5")).present());
    CHECK(back.step() == phase::activation);
    CHECK(current_player(back) == player_of(side::allies));
}

TEST_CASE("M44-T-5.3 M44-E-9 M44-2.4 H = 1 on a 1-figure unit: star survives, grenade or flag eliminates (medal, no retreat)") {
    auto s = tutorial_game({.units = "allies inf F3 G3; axis inf F5:1 M9"}, {card::probe_c, card::probe_l, card::attack_c, card::probe_r});
    s = act(s, "play probe-c");
    s = act(fire(s, "activate F3/C", "battle F3xF5", "roll 1/3"), "react");
    CHECK(roll(s, "defense star").at(hex("F5")).figures == 1);
    for (const char* face : {"defense grenade", "defense flag"}) {
        const auto gone = roll(s, face);
        CHECK_FALSE(gone.at(hex("F5")).present());
        CHECK(gone.elimination_medals()[0] == 1);
        CHECK(medals(gone, side::allies) == 1);
        CHECK(gone.step() == phase::activation);
    }
}

TEST_CASE("M44-T-7.1 a retreat with one open rear hex is taken by itself; with none the unit loses a figure") {
    auto s = tutorial_game({.units = "allies inf F3 G3 f2; axis inf F5 f6 M9"}, {card::probe_c, card::probe_l, card::attack_c, card::probe_r});
    s = act(s, "play probe-c");
    s = act(fire(s, "activate F3/C", "battle F3xF5", "roll 1/3"), "react");
    const auto one = roll(s, "defense flag");  // f6 is taken: e6 is the only way back
    CHECK(one.at(hex("e6")).figures == 3);
    CHECK(one.step() == phase::activation);
    auto blocked = tutorial_game({.units = "allies inf F3 G3; axis inf F5 e6 f6"}, {card::probe_c, card::probe_l, card::attack_c, card::probe_r});
    blocked = act(blocked, "play probe-c");
    blocked = roll(act(fire(blocked, "activate F3/C", "battle F3xF5", "roll 1/3"), "react"), "defense flag");
    CHECK(blocked.at(hex("F5")).figures == 2);  // 1 hit + 1 for the retreat it could not make
}

TEST_CASE("M44-T-7.1 M44-E-4 M44-E-7 no retreat from the own baseline or onto river: 1 figure lost instead") {
    // E-4: a bottom-side (Allied) unit on E1 is hit with a flag by the Axis.
    auto s = tutorial_game({.units = "allies inf E1; axis inf E3 M9", .first = side::axis}, tutorial_allied_hand,
                  {card::probe_c, card::probe_l, card::attack_c, card::probe_r});
    s = act(s, "play probe-c");
    s = roll(act(fire(s, "activate E3/C", "battle E3xE1", "roll 1/3"), "react"), "defense flag");
    CHECK(s.at(hex("E1")).figures == 2);
    // E-7: in Brennau Crossing an Axis unit on e4 has river on E5 and F5 behind it.
    auto b = brennau_crossing();
    b.units.push_back({static_cast<std::uint8_t>(hex("e4")), side::axis, unit_kind::infantry, 4});
    auto t = start(b, {card::probe_c, card::probe_l, card::attack_c, card::probe_r, card::recon_c, card::recon_l},
                   {card::probe_c, card::probe_l, card::attack_c, card::probe_r, card::recon_c, card::recon_l});
    t = act(t, "play probe-c");
    t = roll(act(fire(t, "activate E3/C", "battle E3xe4", "roll 1/3"), "react"), "defense flag");
    CHECK(t.at(hex("e4")).figures == 2);
}

TEST_CASE("M44-T-8.1 M44-E-15 the hand is refilled: 1 card after one card played, 2 after two") {
    auto one = tutorial_game({.units = "allies inf F3; axis inf M9"}, {card::probe_c, card::probe_l, card::attack_c, card::air_power});
    one = act(act(one, "play probe-l"), "end-turn");
    CHECK(one.draws_left() == 1);
    CHECK(one.drawing() == side::allies);
    CHECK(one.discard()[static_cast<std::size_t>(card::probe_l)] == 1);
    one = draw(one, card::barrage);
    CHECK(total(one.hands()[0]) == 4);
    CHECK(one.step() == phase::play_card);  // M44-T-8.2: the Axis turn begins
    CHECK(current_player(one) == player_of(side::axis));
    CHECK(one.turn() == 2);

    auto two = tutorial_game({.units = "allies inf F3; axis inf M9", .hand_allies = 6},
                    {card::probe_c, card::probe_l, card::attack_c, card::air_power, card::recon_c, card::barrage});
    two = act(act(act(two, "play probe-l"), "tactic air-power"), "end-turn");
    CHECK(two.draws_left() == 2);
    CHECK(total(two.discard()) == 2);
    two = draw(draw(two, card::dig_in), card::move_out);
    CHECK(total(two.hands()[0]) == 6);
    CHECK(two.active() == side::axis);
}

TEST_CASE("M44-T-8.2 M44-2.6 per-turn marks clear when the next turn begins") {
    auto s = tutorial_game({.units = "allies inf F3; axis inf M9"}, {card::probe_c, card::probe_l, card::attack_c, card::air_power});
    s = act(s, "play probe-c");
    s = act(act(s, "activate F3/C"), "move F3-f4");
    CHECK(s.at(hex("f4")).activated);
    CHECK(s.at(hex("f4")).hexes_moved == 1);
    s = draw(act(s, "end-turn"), card::barrage);
    CHECK_FALSE(s.at(hex("f4")).activated);
    CHECK(s.at(hex("f4")).hexes_moved == 0);
}

TEST_CASE("M44-6.1 M44-E-37 an empty deck at a draw: the discard pile becomes the deck first") {
    auto s = tutorial_game({.units = "allies inf F3; axis inf M9"}, {card::probe_c, card::probe_l, card::attack_c, card::air_power});
    // Put the rest of the deck aside as played: 9 cards in the discard pile, none in the deck.
    tutorial_state::edit e{s};
    e.discard() = {};
    e.deck() = {};
    e.discard()[static_cast<std::size_t>(card::probe_r)] = 4;
    e.discard()[static_cast<std::size_t>(card::dig_in)] = 1;
    e.discard()[static_cast<std::size_t>(card::attack_r)] = 3;
    e.discard()[static_cast<std::size_t>(card::barrage)] = 1;
    s = act(act(s, "play probe-l"), "end-turn");  // the discard pile now holds 10
    CHECK(total(s.discard()) == 0);
    CHECK(total(s.deck()) == 10);
    CHECK(chance_of(s, "draw probe-r") == probability(4, 10));
    CHECK(chance_of(s, "draw probe-l") == probability(1, 10));
    CHECK(chance_of(s, "draw attack-r") == probability(3, 10));
    CHECK(chance_outcomes(s).size() == 5);
}

TEST_CASE("M44-6.1 no cards left anywhere: the draw does not happen") {
    auto s = tutorial_game({.units = "allies inf F3; axis inf M9"}, {card::probe_c, card::probe_l, card::attack_c, card::air_power});
    tutorial_state::edit e{s};
    e.deck() = {};
    e.discard() = {};
    s = act(act(s, "play probe-l"), "end-turn");
    // The played card itself is the only card left: it is drawn back.
    CHECK(chance_of(s, "draw probe-l") == probability(1, 1));
}

TEST_CASE("M44-8.2 M44-E-38 M44-T-7.2 temporary objectives count while held, permanent ones once gained") {
    auto s = tutorial_game({.units = "allies inf F3 G3; axis inf M9", .objectives = "f4 allies temp; G5 axis temp; g4 allies perm"},
                  {card::probe_c, card::probe_l, card::attack_c, card::air_power});
    s = act(s, "play probe-c");
    s = act(act(s, "activate F3/C"), "move F3-f4");
    CHECK(medals(s, side::allies) == 1);
    s = act(act(tutorial_finish(s), "activate G3/C"), "move G3-g4");
    CHECK(medals(s, side::allies) == 2);
    s = tutorial_finish(s);
    s = draw(act(s, "end-turn"), card::barrage);
    // Next Allied turn: both units leave; the temporary medal goes, the permanent one stays.
    s = draw(act(act(s, "play probe-l"), "end-turn"), card::dig_in);
    s = act(s, "play attack-c");
    s = tutorial_finish(act(act(s, "activate f4/C"), "move f4-F5"));
    CHECK(medals(s, side::allies) == 1);
    s = act(act(s, "activate g4/C"), "move g4-G5");  // an Axis objective: nothing for the Allies
    CHECK(medals(s, side::allies) == 1);
    CHECK(s.objective_medals()[0] == 1);
}

TEST_CASE("M44-8.4 M44-E-38 a side one medal short wins at once by moving onto its temporary objective") {
    auto s = tutorial_game({.units = "allies inf F3 G3; axis inf M9", .objectives = "f4 allies temp", .medals_allies = 1},
                  {card::probe_c, card::probe_l, card::attack_c, card::air_power});
    s = act(act(act(s, "play probe-c"), "activate F3/C"), "move F3-f4");
    CHECK(is_terminal(s));
    CHECK(s.winner() == side::allies);
    CHECK(returns(s) == std::array<double, 2>{1.0, -1.0});
    CHECK(legal_moves(s).empty());
    CHECK(refusal(s, "stay").find("over") != std::string::npos);
}

TEST_CASE("M44-8.4 M44-E-8 an elimination reaching the medal target ends the game at once") {
    auto s = tutorial_game({.units = "allies inf F3 G3; axis inf F5:1 M9", .medals_allies = 1},
                  {card::probe_c, card::probe_l, card::attack_c, card::air_power});
    s = act(s, "play probe-c");
    s = act(fire(s, "activate F3/C", "battle F3xF5", "roll 1/3"), "no-react");
    CHECK(is_terminal(s));
    CHECK(s.winner() == side::allies);
    CHECK(current_player(s) == arbiter::terminal_player);
}

TEST_CASE("M44-8.5 M44-E-40 a side whose last unit is eliminated loses, short of the target or not") {
    auto s = tutorial_game({.units = "allies inf F3; axis inf F5:1"}, {card::probe_c, card::probe_l, card::attack_c, card::air_power});
    s = act(s, "play probe-c");
    s = act(fire(s, "activate F3/C", "battle F3xF5", "roll 3/3"), "no-react");
    CHECK(is_terminal(s));
    CHECK(s.winner() == side::allies);
    CHECK(medals(s, side::allies) == 1);  // far from 6
}

TEST_CASE("M44-8.6 both sides winning at one check: the active player wins") {
    auto s = tutorial_game({.units = "allies inf F3; axis inf F5"}, {card::probe_c, card::probe_l, card::attack_c, card::air_power});
    tutorial_state::edit e{s};
    e.elimination_medals() = {6, 6};
    CHECK(arbiter::memoir44::detail::check_end(s));
    CHECK(s.winner() == side::allies);
    e.step() = phase::play_card;
    e.active() = side::axis;
    CHECK(arbiter::memoir44::detail::check_end(s));
    CHECK(s.winner() == side::axis);
}

TEST_CASE("M44-5.4 a decision that depends on the hand is presented even with one option") {
    // A hand of one card id: PlayCard is still a decision, not applied by itself.
    auto s = tutorial_game({.units = "allies inf F3; axis inf M9"}, {card::probe_c, card::probe_c, card::probe_c, card::probe_c});
    CHECK(s.step() == phase::play_card);
    CHECK(moves_text(s) == "play probe-c");
    CHECK(current_player(s) == player_of(side::allies));
}
