// The tactic cards added last (RULES.md M44-S-11.1, .2, .6, .8, .12, .13,
// .15) and the terrain rules M44-S-4.8 / M44-S-4.9 played through the engine
// with the full 60-card deck (`standard`), on hand-built battlefields.
//
// Geometry (Allies at the bottom): F3's neighbours are E3, G3, e4, f4
// (forward) and e2, f2 (rear); G5's are F5, H5, f6, g6, f4, g4. Hex indices
// run from A9 (0) down the rows, so a higher rank lists first.
#include <doctest/doctest.h>

#include "helpers.hpp"

#include <string>
#include <vector>

namespace {

using namespace m44_test;
using cards_state = state<standard_rules>;

const std::vector<card> cards_filler{card::probe_c, card::probe_c, card::probe_c};
const std::vector<card> cards_axis_hand{card::probe_l, card::probe_r, card::attack_l, card::attack_c};

// Allies play first with `first` and three Probe (Center) cards; Axis hold cards_axis_hand.
cards_state cards_game(const setup& su, card first, std::vector<card> axis = cards_axis_hand) {
    std::vector<card> hand{first};
    hand.insert(hand.end(), cards_filler.begin(), cards_filler.end());
    return start<standard_rules>(su, hand, axis);
}

bool cards_offers(const cards_state& s, const std::string& decision) {
    for (const auto& m : legal_moves(s))
        if (to_string(m) == decision) return true;
    return false;
}

}  // namespace

// ------------------------------------------------------------------ Air Power

TEST_CASE("M44-S-11.1 M44-E-27 Axis Air Power: a connected group of up to 4, 1 die per hex, stars hit, flags not ignorable") {
    // Allied f4, G5, H5 form a chain (f4-G5-H5; f4 and H5 are not adjacent); B3 stands apart.
    auto s = start<standard_rules>({.units = "allies inf f4 G5 H5 B3; axis inf F9", .obstacles = "sandbags H5", .first = side::axis},
                             {card::air_power, card::probe_c, card::probe_c, card::probe_c}, cards_axis_hand);
    s = act(s, "play air-power");
    CHECK(s.step() == phase::orders);
    CHECK(moves_text(s) == "order G5/T order H5/T order f4/T order B3/T");  // no end-orders before a target
    s = act(s, "order f4/T");
    CHECK(moves_text(s) == "order G5/T order H5/T end-orders");  // H5 joins through G5 later
    CHECK(refusal(s, "order B3/T").find("M44-S-11.1") != std::string::npos);  // it can never join the group
    s = act(s, "order H5/T");
    CHECK(moves_text(s) == "order G5/T");  // {f4, H5} is not a group yet
    s = act(s, "order G5/T");              // B3 can never join: the rolls begin by themselves
    REQUIRE(s.step() == phase::attack_roll);
    CHECK(s.target_hex() == hex("f4"));  // in the listed order
    CHECK(s.dice() == 1);                // Axis: 1 die per hex
    s = roll(s, "roll I0 A0 G0 S1 F0");
    CHECK(s.at(hex("f4")).figures == 3);  // a star hits under Air Power
    CHECK(s.target_hex() == hex("H5"));
    s = roll(s, "roll I0 A0 G0 S0 F1");
    CHECK(s.step() == phase::retreat);  // no ignore-flag window on the sandbags
    CHECK(current_player(s) == player_of(side::allies));
    s = act(s, "retreat g4");
    CHECK(s.target_hex() == hex("G5"));
    s = roll(s, "roll I1 A0 G0 S0 F0");
    CHECK(s.at(hex("G5")).figures == 3);
    CHECK(s.step() == phase::draw);  // no unit is ordered
    for (const auto& u : s.units()) CHECK_FALSE(u.activated);
}

TEST_CASE("M44-S-11.1 Allied Air Power rolls 2 dice per hex") {
    auto s = cards_game({.units = "allies inf F3; axis inf f6 M9"}, card::air_power);
    s = act(s, "play air-power");
    s = act(s, "order f6/T");  // M9 can never join: the roll follows at once
    CHECK(s.step() == phase::attack_roll);
    CHECK(s.dice() == 2);
    CHECK(chance_of(s, "roll I0 A0 G0 S2 F0") == arbiter::probability(1, 36));
}

// ------------------------------------------------------------------ Ambush

TEST_CASE("M44-S-11.2 M44-E-34 every close assault opens the defender's Ambush window, with or without the card") {
    auto s = cards_game({.units = "allies inf F3; axis inf f4 M9"}, card::probe_c);
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    s = act(s, "battle F3xf4");
    CHECK(s.step() == phase::ambush);
    CHECK(current_player(s) == player_of(side::axis));
    CHECK(moves_text(s) == "no-ambush");  // Axis hold no Ambush: the window still opens (M44-5.4)
    CHECK(refusal(s, "ambush").find("M44-S-11.2") != std::string::npos);
    s = act(s, "no-ambush");
    CHECK(s.step() == phase::attack_roll);
    CHECK(s.dice() == 3);
    // Fire at range 2 opens no window.
    auto t = cards_game({.units = "allies inf F3; axis inf F5 M9"}, card::probe_c);
    t = act(t, "play probe-c");
    t = act(t, "order F3/C");
    t = act(t, "end-moves");
    t = act(t, "battle F3xF5");
    CHECK(t.step() == phase::attack_roll);
}

TEST_CASE("M44-S-11.2 M44-E-34 an Ambush flag that makes the attacker retreat cancels its assault; the Ambush player draws first") {
    auto s = cards_game({.units = "allies inf F3; axis inf f4 M9"}, card::probe_c,
                  {card::ambush, card::probe_l, card::probe_r, card::attack_l});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    s = act(s, "battle F3xf4");
    CHECK(moves_text(s) == "ambush no-ambush");
    s = act(s, "ambush");
    CHECK(s.hands()[1][static_cast<std::size_t>(card::ambush)] == 0);
    CHECK(s.step() == phase::attack_roll);
    CHECK(s.target_hex() == hex("F3"));  // the defender battles the attacker first
    CHECK(s.dice() == 3);                // its range-1 dice, no card bonus
    s = roll(s, "roll I1 A0 G0 S1 F1");
    CHECK(s.at(hex("F3")).figures == 3);
    CHECK(current_player(s) == player_of(side::allies));  // the attacker retreats
    s = act(s, "retreat e2");
    // Its battle is spent: nothing else may battle, the turn ends.
    CHECK(s.step() == phase::draw);
    CHECK(s.at(hex("f4")).figures == 4);
    CHECK(s.drawing() == side::axis);  // M44-S-12.1 (3): the Ambush player draws 1 first
    CHECK(s.draws_left() == 1);
    s = draw(s, card::attack_r);
    CHECK(s.drawing() == side::allies);
    s = draw(s, card::attack_r);
    CHECK(s.step() == phase::play_card);
    CHECK(total(s.hands()[1]) == 4);
}

TEST_CASE("M44-S-11.2 M44-S-8.2 an attacker on sandbags may ignore the Ambush flag, and then assaults; terrain reduces the Ambush") {
    auto s = cards_game({.units = "allies inf F3; axis inf f4 M9", .obstacles = "sandbags F3"}, card::probe_c,
                  {card::ambush, card::probe_l, card::probe_r, card::attack_l});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    s = act(s, "battle F3xf4");
    s = act(s, "ambush");
    CHECK(s.dice() == 2);  // sandbags protect the attacker by 1
    s = roll(s, "roll I0 A0 G0 S1 F1");
    CHECK(s.step() == phase::flag);
    CHECK(current_player(s) == player_of(side::allies));
    s = act(s, "ignore-flag");
    CHECK(s.step() == phase::attack_roll);  // the close assault proceeds
    CHECK(s.unit_hex() == hex("F3"));
    CHECK(s.target_hex() == hex("f4"));
    CHECK(s.dice() == 3);
    s = roll(s, "roll I0 A1 G2 S0 F0");
    CHECK(s.at(hex("f4")).figures == 2);
}

TEST_CASE("M44-S-11.2 M44-2.4 an Ambush that eliminates the attacker scores for the defender") {
    auto s = cards_game({.units = "allies inf F3:1 B3; axis inf f4 M9"}, card::probe_c,
                  {card::ambush, card::probe_l, card::probe_r, card::attack_l});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    s = act(s, "battle F3xf4");
    s = act(s, "ambush");
    s = roll(s, "roll I1 A0 G0 S0 F2");
    CHECK_FALSE(s.at(hex("F3")).present());
    CHECK(s.elimination_medals()[1] == 1);
    CHECK(s.elimination_medals()[0] == 0);
    CHECK(s.at(hex("f4")).figures == 4);
    CHECK(s.step() == phase::draw);
}

TEST_CASE("M44-S-12.1 M44-E-50 after an Ambush and Recon: the opponent draws 1, then the active player draws 2 and keeps 1") {
    auto s = start<standard_rules>({.units = "allies inf F3; axis inf f4 M9"},
                             {card::recon_c, card::probe_c, card::probe_c, card::probe_c},
                             {card::ambush, card::probe_l, card::probe_r, card::attack_l});
    s = act(s, "play recon-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    s = act(s, "battle F3xf4");
    s = act(s, "ambush");
    s = roll(s, "roll I0 A1 G0 S2 F0");  // no hit on infantry: the assault proceeds
    CHECK(s.target_hex() == hex("f4"));
    s = roll(s, "roll I0 A1 G0 S2 F0");
    CHECK(s.step() == phase::draw);
    CHECK(s.drawing() == side::axis);
    CHECK(s.draws_left() == 1);
    s = draw(s, card::attack_r);
    CHECK(s.drawing() == side::allies);
    CHECK(s.draws_left() == 2);
    s = draw(s, card::probe_l);
    s = draw(s, card::attack_l);
    CHECK(s.step() == phase::keep_card);
    CHECK(moves_text(s) == "keep probe-l keep attack-l");
    CHECK(s.hands()[1][static_cast<std::size_t>(card::attack_r)] == 1);
}

// ------------------------------------------------------------------ Behind Enemy Lines

TEST_CASE("M44-S-11.6 Behind Enemy Lines: 1 infantry moves 3 through forest, battles with +1 die, then moves again") {
    auto s = cards_game({.units = "allies inf F3 G3; axis inf F7 M9", .ground = {{"f4", terrain::forest}, {"F5", terrain::forest}}},
                  card::behind_enemy_lines);
    s = act(s, "play behind-enemy-lines");
    CHECK(moves_text(s) == "order F3/T order G3/T end-orders");
    s = act(s, "order F3/T");
    CHECK(s.step() == phase::moves);
    s = act(s, "move F3-f6");  // f4 and F5 are forest: passed through
    CHECK(s.at(hex("f6")).hexes_moved == 3);
    CHECK(moves_text(s) == "battle f6xF7 end-battles");
    s = act(s, "battle f6xF7");
    if (s.step() == phase::ambush) s = act(s, "no-ambush");
    CHECK(s.dice() == 4);  // 3 + 1
    s = roll(s, "roll I0 A3 G0 S1 F0");
    CHECK(s.step() == phase::moves);  // the second move
    CHECK(s.second_move());
    CHECK(cards_offers(s, "move f6-F5"));
    CHECK(cards_offers(s, "move f6-e4"));  // 3 hexes back through the forest
    s = act(s, "move f6-e4");
    CHECK(s.step() == phase::draw);  // nothing more: the turn ends
}

TEST_CASE("M44-S-11.6 a Behind Enemy Lines unit whose first move ends in forest cannot battle; M44-S-11.0 with no infantry, 1 unit of any kind") {
    auto s = cards_game({.units = "allies inf F3; axis inf F7 M9", .ground = {{"F5", terrain::forest}}}, card::behind_enemy_lines);
    s = act(s, "play behind-enemy-lines");
    s = act(s, "order F3/T");
    s = act(s, "move F3-F5");
    CHECK(s.step() == phase::moves);  // no battle: straight to the second move
    CHECK(s.second_move());

    auto t = cards_game({.units = "allies arm F3; axis inf F7 M9", .ground = {{"e4", terrain::forest}, {"f4", terrain::forest}}},
                  card::behind_enemy_lines);
    t = act(t, "play behind-enemy-lines");
    CHECK(t.fallback());
    t = act(t, "order F3/T");
    CHECK_FALSE(cards_offers(t, "move F3-F5"));  // a plain order: the forests on e4 and f4 stop it
    t = act(t, "move F3-G5");                // 3, armor's own allowance, around
    t = act(t, "battle G5xF7");
    CHECK(t.dice() == 3);  // no +1
    t = roll(t, "roll I0 A0 G0 S3 F0");
    CHECK(t.step() == phase::draw);  // and no second move
}

// ------------------------------------------------------------------ Counter-Attack

TEST_CASE("M44-S-11.8 M44-E-45 Counter-Attack as the first turn card of the game orders nothing") {
    auto s = cards_game({.units = "allies inf F3; axis inf F7 M9"}, card::counter_attack);
    s = act(s, "play counter-attack");
    CHECK(s.step() == phase::draw);
    for (const auto& u : s.units()) CHECK_FALSE(u.activated);
    CHECK(s.discard()[static_cast<std::size_t>(card::counter_attack)] == 1);
}

TEST_CASE("M44-S-11.8 M44-E-35 Counter-Attack after probe-l orders 2 units in the counter-attacker's Right: the same hexes") {
    // Axis (top) play first: their Left is the columns of the Allies' Right.
    auto s = start<standard_rules>({.units = "allies inf B3 C3 K3 L3 M3; axis inf A9 M9", .first = side::axis}, cards_axis_hand,
                             {card::counter_attack, card::probe_c, card::probe_c, card::probe_c});
    s = act(s, "play probe-l");
    s = act(s, "end-orders");
    s = draw(s, card::probe_c);
    REQUIRE(s.active() == side::allies);
    s = act(s, "play counter-attack");
    CHECK(s.order_card() == static_cast<std::uint8_t>(card::probe_r));
    CHECK(s.allowances() == std::array<std::uint8_t, 4>{0, 0, 2, 0});
    CHECK(moves_text(s) == "order K3/R order L3/R order M3/R end-orders");
    s = act(s, "order K3/R");
    s = act(s, "order M3/R");
    CHECK(s.step() == phase::moves);
    s = act(s, "end-moves");
    CHECK(s.step() == phase::draw);  // nothing in range: the turn ends
    // The counter-attack card itself is discarded.
    CHECK(s.discard()[static_cast<std::size_t>(card::counter_attack)] == 1);
    CHECK(s.discard()[static_cast<std::size_t>(card::probe_r)] == 0);
}

TEST_CASE("M44-S-11.8 Counter-Attack copies Barrage with the counter-attacker's own target, and Air Power with its side's dice") {
    auto s = start<standard_rules>({.units = "allies inf F3; axis inf f6 M9", .first = side::axis},
                             {card::barrage, card::air_power, card::probe_c, card::probe_c},
                             {card::counter_attack, card::counter_attack, card::probe_c, card::probe_c});
    s = act(s, "play barrage F3");
    s = roll(s, "roll I0 A0 G0 S4 F0");
    s = draw(s, card::attack_c);
    CHECK(moves_text(s).find("play counter-attack f6") != std::string::npos);
    CHECK(moves_text(s).find("play counter-attack M9") != std::string::npos);
    s = act(s, "play counter-attack f6");
    CHECK(s.dice() == 4);
    CHECK(s.target_hex() == hex("f6"));
    s = roll(s, "roll I0 A0 G0 S4 F0");
    s = draw(s, card::attack_c);
    s = act(s, "play air-power");  // Axis
    s = act(s, "order F3/T");      // the only Allied unit: the roll follows
    REQUIRE(s.step() == phase::attack_roll);
    CHECK(s.dice() == 1);
    s = roll(s, "roll I0 A1 G0 S0 F0");
    s = draw(s, card::attack_c);
    s = act(s, "play counter-attack");  // the Allies copy Air Power: 2 dice
    s = act(s, "order f6/T");
    REQUIRE(s.step() == phase::attack_roll);
    CHECK(s.dice() == 2);
}

// ------------------------------------------------------------------ Infantry Assault

TEST_CASE("M44-S-11.12 M44-E-43 Infantry Assault orders all infantry of a section holding some; 2 hexes and battle, or 3 and none") {
    auto s = cards_game({.units = "allies inf F3 G3 B3; allies arm H3; axis inf F7 G9"}, card::infantry_assault);
    CHECK(cards_offers(s, "play infantry-assault L"));
    CHECK(cards_offers(s, "play infantry-assault C"));
    CHECK_FALSE(cards_offers(s, "play infantry-assault R"));  // no infantry there
    CHECK(refusal(s, "play infantry-assault R").find("M44-S-11") != std::string::npos);
    CHECK(refusal(s, "play infantry-assault").find("M44-S-11") != std::string::npos);  // infantry exists: name a section
    s = act(s, "play infantry-assault C");
    CHECK(s.step() == phase::moves);  // ordered at once
    CHECK(s.at(hex("F3")).activated);
    CHECK(s.at(hex("G3")).activated);
    CHECK_FALSE(s.at(hex("H3")).activated);  // armor
    CHECK_FALSE(s.at(hex("B3")).activated);  // another section
    s = act(s, "move F3-F5");  // 2
    s = act(s, "move G3-g6");  // 3: both have moved, the battles follow
    CHECK(moves_text(s) == "battle F5xF7 end-battles");  // g6 moved 3: no battle
    // The section goes into the record for a Counter-Attack (M44-S-11.8).
    CHECK(s.last_order()[0] == static_cast<std::uint8_t>(card::infantry_assault));
    CHECK(s.last_section()[0] == 1);
}

TEST_CASE("M44-S-11.12 M44-S-11.0 Infantry Assault with no infantry: one unit of any kind, a plain order") {
    auto s = cards_game({.units = "allies arm F3 G3; axis inf F7 M9"}, card::infantry_assault);
    CHECK(cards_offers(s, "play infantry-assault"));
    CHECK_FALSE(cards_offers(s, "play infantry-assault C"));
    s = act(s, "play infantry-assault");
    CHECK(moves_text(s) == "order F3/T order G3/T end-orders");
    s = act(s, "order G3/T");
    CHECK(s.step() == phase::moves);
}

// ------------------------------------------------------------------ Medics & Mechanics

TEST_CASE("M44-S-11.13 M44-E-39 Medics & Mechanics: 1 die per card in hand; figures back up to the setup strength; then ordered") {
    auto s = start<standard_rules>({.units = "allies inf F3:3 G3; axis inf F9", .hand_allies = 5},
                             {card::medics_mechanics, card::probe_c, card::probe_c, card::probe_c, card::probe_c},
                             {card::probe_l, card::probe_r, card::attack_l, card::attack_c});
    CHECK(cards_offers(s, "play medics-mechanics"));  // no unit below its setup strength: nothing to heal
    cards_state::edit{s}.at(hex("F3")).figures = 1;
    CHECK(moves_text(s).find("play medics-mechanics F3") != std::string::npos);
    CHECK_FALSE(cards_offers(s, "play medics-mechanics G3"));  // at full strength
    CHECK_FALSE(cards_offers(s, "play medics-mechanics"));
    s = act(s, "play medics-mechanics F3");
    CHECK(s.step() == phase::attack_roll);
    CHECK(s.dice() == 5);  // 4 cards left in hand + this card
    s = roll(s, "roll I2 A0 G1 S2 F0");  // 4 matches: only 2 figures were lost
    CHECK(s.at(hex("F3")).figures == 3);
    CHECK(s.at(hex("F3")).activated);
    CHECK_FALSE(s.at(hex("G3")).activated);
    CHECK(s.step() == phase::moves);
    CHECK(cards_offers(s, "move F3-F5"));
}

TEST_CASE("M44-S-11.13 Medics & Mechanics: artillery is healed by stars only; with no figure back, no order") {
    auto s = cards_game({.units = "allies art F3; allies arm G3; axis inf F9"}, card::medics_mechanics);
    cards_state::edit e{s};
    e.at(hex("F3")).figures = 1;
    e.at(hex("G3")).figures = 1;
    auto art = act(s, "play medics-mechanics F3");
    CHECK(art.dice() == 4);
    art = roll(art, "roll I2 A2 G0 S0 F0");
    CHECK(art.at(hex("F3")).figures == 1);
    CHECK_FALSE(art.at(hex("F3")).activated);
    CHECK(art.step() == phase::draw);
    auto arm = act(s, "play medics-mechanics G3");
    arm = roll(arm, "roll I2 A1 G0 S1 F0");
    CHECK(arm.at(hex("G3")).figures == 3);
    CHECK(arm.at(hex("G3")).activated);
}

// ------------------------------------------------------------------ Their Finest Hour

TEST_CASE("M44-S-11.15 M44-E-44 Their Finest Hour: 1 die per card; I1 A1 S1 F1 orders 1 infantry, 1 armor and 1 of any kind, +1 die") {
    auto s = cards_game({.units = "allies inf F3 G3 H3; allies arm B3; axis inf F5 M9"}, card::their_finest_hour);
    s = act(s, "play their-finest-hour");
    CHECK(s.dice() == 4);  // 3 cards left + this one
    s = roll(s, "roll I1 A1 G0 S1 F1");
    CHECK(s.step() == phase::orders);
    CHECK(moves_text(s) == "order B3/T order F3/T order G3/T order H3/T end-orders");
    s = act(s, "order F3/T");  // its infantry order
    s = act(s, "order G3/T");  // the star
    CHECK(s.step() == phase::moves);  // H3: no infantry order, no star left; B3 lies below (M44-S-2.4)
    CHECK(s.finest() == std::array<std::uint8_t, 3>{0, 1, 0});
    s = act(s, "end-moves");
    s = act(s, "battle F3xF5");
    CHECK(s.dice() == 3);  // range 2: 2 + 1
}

TEST_CASE("M44-S-11.15 M44-S-12.1 after Their Finest Hour the discard pile joins the deck; armor and stars order armor") {
    auto s = cards_game({.units = "allies arm F3 G3; allies inf B3; axis inf F9 M9"}, card::their_finest_hour);
    cards_state::edit e{s};
    e.discard()[static_cast<std::size_t>(card::attack_c)] = 1;  // a card played earlier
    --e.deck()[static_cast<std::size_t>(card::attack_c)];
    const int attack_c_out = s.deck()[static_cast<std::size_t>(card::attack_c)] + 1;
    s = act(s, "play their-finest-hour");
    s = roll(s, "roll I0 A1 G2 S1 F0");
    CHECK(moves_text(s) == "order B3/T order F3/T order G3/T end-orders");
    s = act(s, "order F3/T");  // armor
    s = act(s, "order G3/T");  // the star: everything is spent
    CHECK(s.step() == phase::moves);
    s = act(s, "end-moves");
    CHECK(s.step() == phase::draw);  // nothing in range
    CHECK(total(s.discard()) == 0);
    CHECK(s.deck()[static_cast<std::size_t>(card::their_finest_hour)] == 1);
    CHECK(s.deck()[static_cast<std::size_t>(card::attack_c)] == attack_c_out);
}

// ------------------------------------------------------------------ terrain through the engine

TEST_CASE("M44-S-4.8 M44-E-25 artillery on a bunker is offered no move, and a flag it cannot take costs a figure") {
    auto s = start<standard_rules>({.units = "allies art F3; allies inf M1; axis inf F5 M9", .obstacles = "bunker F3:allies", .first = side::axis},
                             cards_axis_hand, {card::probe_c, card::probe_c, card::probe_c, card::probe_c});
    s = act(s, "play attack-c");
    s = act(s, "order F5/C");
    s = act(s, "end-moves");
    s = act(s, "battle F5xF3");
    CHECK(s.dice() == 1);  // range 2: 2, minus the owner's bunker
    s = roll(s, "roll I0 A0 G0 S0 F1");
    CHECK(s.step() == phase::flag);
    s = act(s, "take-flag");
    CHECK(s.at(hex("F3")).figures == 1);  // it could not step back
    s = draw(s, card::probe_c);
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    CHECK(s.step() == phase::battles);  // no Move decision: it cannot leave
}

TEST_CASE("M44-S-4.9 M44-S-4.1 M44-E-42 a unit in ocean cannot battle but may leave; nobody retreats into ocean") {
    auto s = cards_game({.units = "allies inf F3; axis inf f4 M9", .ground = {{"F3", terrain::ocean}}}, card::probe_c);
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    CHECK(cards_offers(s, "move F3-E3"));
    s = act(s, "end-moves");
    CHECK(s.step() == phase::draw);  // it stayed in the ocean: no battle
    auto t = start<standard_rules>({.units = "allies inf F3; axis inf f4 M9",
                              .ground = {{"F3", terrain::beach}, {"e2", terrain::ocean}, {"f2", terrain::ocean}},
                              .first = side::axis},
                             cards_axis_hand, {card::probe_c, card::probe_c, card::probe_c, card::probe_c});
    t = act(t, "play attack-c");
    t = act(t, "order f4/C");
    t = act(t, "end-moves");
    t = act(t, "battle f4xF3");
    t = act(t, "no-ambush");
    t = roll(t, "roll I0 A1 G0 S0 F2");
    CHECK(t.at(hex("F3")).figures == 2);  // two flags, no rear hex: two figures
}

TEST_CASE("M44-S-11.8 M44-S-11.12 a copied Infantry Assault uses the mirror of the opponent's section: the same hexes") {
    auto s = cards_game({.units = "allies inf B3 F3; axis inf B9 F9 L9"}, card::infantry_assault,
                  {card::counter_attack, card::probe_l, card::probe_r, card::attack_l});
    s = act(s, "play infantry-assault L");
    CHECK(s.at(hex("B3")).activated);
    CHECK_FALSE(s.at(hex("F3")).activated);
    s = act(s, "end-moves");
    REQUIRE(s.step() == phase::draw);  // nothing in range
    s = draw(s, card::attack_r);
    REQUIRE(s.active() == side::axis);
    CHECK(cards_offers(s, "play counter-attack"));
    CHECK_FALSE(cards_offers(s, "play counter-attack R"));  // the section is the copied one, not chosen
    s = act(s, "play counter-attack");
    CHECK(s.order_card() == static_cast<std::uint8_t>(card::infantry_assault));
    CHECK(s.order_section() == 2);            // the Axis Right: columns A-D, the Allied Left
    CHECK(s.at(hex("B9")).activated);
    CHECK_FALSE(s.at(hex("F9")).activated);
    CHECK_FALSE(s.at(hex("L9")).activated);  // the Axis Left
}
