// The standard turn (RULES.md M44-S-2, M44-S-3, M44-S-5, M44-S-7 to
// M44-S-10, M44-S-12, M44-S-13) played through the engine on hand-built
// battlefields, with the 40 section cards (`standard_sections`).
//
// Geometry used below (Allies at the bottom, rank 1 their baseline): F3's
// neighbours are E3, G3, e4, f4 (forward) and e2, f2 (rear); a top-side unit
// on F5 retreats to e6 or f6, one on f4 to F5 or G5.
#include <doctest/doctest.h>

#include "helpers.hpp"

#include <random>
#include <vector>

namespace {

using namespace m44_test;
using S = state<standard_sections_rules>;

const std::vector<card> allies_hand{card::probe_c, card::attack_c, card::assault_c, card::recon_c};
const std::vector<card> axis_hand{card::probe_c, card::probe_l, card::probe_r, card::attack_l};

S game(const setup& su) {
    return su.first == side::allies ? start<standard_sections_rules>(su, allies_hand, axis_hand)
                                    : start<standard_sections_rules>(su, axis_hand, allies_hand);
}

}  // namespace

TEST_CASE("M44-S-2.3 M44-S-2.4 M44-5.7 orders name units in increasing hex order until the allowance is spent") {
    auto s = game({.units = "allies inf F3 G3 H3; axis inf F9"});
    s = act(s, "play probe-c");
    CHECK(s.step() == phase::orders);
    CHECK(moves_text(s) == "order F3/C order G3/C order H3/C end-orders");
    s = act(s, "order G3/C");
    CHECK(moves_text(s) == "order H3/C end-orders");  // F3 lies below G3: not any more
    CHECK(refusal(s, "order F3/C").find("M44-S-2.4") != std::string::npos);
    s = act(s, "order H3/C");  // the second order spends probe-c: the phase ends by itself
    CHECK(s.step() == phase::moves);
    CHECK_FALSE(s.at(hex("F3")).activated);
    CHECK(s.at(hex("G3")).activated);
    CHECK(s.at(hex("H3")).activated);
}

TEST_CASE("M44-S-10.2 M44-S-2.3 Assault orders every unit of its section at once, with no Order decisions") {
    auto s = game({.units = "allies inf C3 F3 G3 d4; axis inf F9"});
    s = act(s, "play assault-c");
    CHECK(s.step() == phase::moves);
    CHECK(s.at(hex("F3")).activated);
    CHECK(s.at(hex("G3")).activated);
    CHECK(s.at(hex("d4")).activated);  // straddles Left and Center
    CHECK_FALSE(s.at(hex("C3")).activated);  // Left only
}

TEST_CASE("M44-S-2.2 M44-S-5.1 M44-E-28 all moves precede battles; infantry that moved 2 cannot battle, special forces can, moved artillery cannot") {
    auto s = game({.units = "allies inf F3; allies inf-sf G3; allies art H3; axis inf F7"});
    s = act(s, "play attack-c");
    s = act(s, "order F3/C");
    s = act(s, "order G3/C");
    s = act(s, "order H3/C");
    CHECK(s.step() == phase::moves);
    s = act(s, "move F3-F5");
    CHECK(s.at(hex("F5")).hexes_moved == 2);
    s = act(s, "move G3-G5");
    s = act(s, "move H3-h4");
    CHECK(s.step() == phase::battles);  // nothing left to move
    CHECK(moves_text(s) == "battle G5xF7 end-battles");
    s = act(s, "battle G5xF7");
    CHECK(s.dice() == 2);  // range 2: 2 dice
    CHECK(current_player(s) == arbiter::chance_player);
    CHECK(chance_outcomes(s).size() == 15);  // C(6, 4) count vectors of 2 dice (M44-6.2)
}

TEST_CASE("M44-S-7.3 M44-S-8.1 M44-S-8.4 M44-S-12.1 hits, then a flag: the owner picks the retreat hex; the turn ends with one draw") {
    auto s = game({.units = "allies inf F3; axis inf F5"});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");  // the only unit: the orders end by themselves
    s = act(s, "end-moves");
    CHECK(moves_text(s) == "battle F3xF5 end-battles");
    s = act(s, "battle F3xF5");
    s = roll(s, "roll I1 A0 G0 S0 F1");
    CHECK(s.at(hex("F5")).figures == 3);
    CHECK(s.step() == phase::retreat);
    CHECK(current_player(s) == player_of(side::axis));
    CHECK(moves_text(s) == "retreat e6 retreat f6");
    s = act(s, "retreat f6");
    CHECK_FALSE(s.at(hex("F5")).present());
    CHECK(s.at(hex("f6")).figures == 3);
    // A fire (range 2) never takes ground; F3's battle is spent: the turn ends.
    CHECK(s.step() == phase::draw);
    CHECK(s.draws_left() == 1);
    CHECK(s.discard()[static_cast<std::size_t>(card::probe_c)] == 1);
}

TEST_CASE("M44-S-7.3 symbols hit only their own kind; grenades hit anything; stars and flags on an eliminated unit do nothing") {
    auto s = game({.units = "allies arm F3; axis inf f4:2 F9", .medals_allies = 3});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    auto t = act(s, "battle F3xf4");
    CHECK(t.dice() == 3);
    const auto armor_only = roll(t, "roll I0 A2 G0 S1 F0");  // armor symbols and a star miss infantry
    CHECK(armor_only.at(hex("f4")).figures == 2);
    const auto e33 = roll(t, "roll I1 A0 G1 S0 F1");  // M44-E-33: 2 hits and a flag on 2 figures
    CHECK_FALSE(e33.at(hex("f4")).present());
    CHECK(e33.elimination_medals()[0] == 1);
    CHECK(e33.step() == phase::take_ground);  // no retreat: the hex is empty, the armor may take it
}

TEST_CASE("M44-S-8.4 M44-E-6 a blocked retreat takes the steps it can, then loses one figure per flag left") {
    auto s = game({.units = "allies inf F3 e2 F1 G1; axis inf F5", .first = side::axis});
    s = act(s, "play probe-c");
    s = act(s, "order F5/C");
    s = act(s, "end-moves");
    s = act(s, "battle F5xF3");
    s = roll(s, "roll I0 A0 G0 S0 F2");
    // e2 is taken, so f2 is the only step; from f2 both F1 and G1 are taken.
    CHECK_FALSE(s.at(hex("F3")).present());
    CHECK(s.at(hex("f2")).figures == 3);
    CHECK(s.step() == phase::draw);
}

TEST_CASE("M44-S-8.4 M44-E-4 a unit on its baseline with 2 flags loses 2 figures") {
    auto s = game({.units = "allies inf F1; axis inf F3", .first = side::axis});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    s = act(s, "battle F3xF1");
    s = roll(s, "roll I0 A0 G0 S0 F2");
    CHECK(s.at(hex("F1")).figures == 2);
}

TEST_CASE("M44-S-8.2 M44-S-9.1 M44-S-4.6 M44-E-31 a unit on sandbags may ignore a flag; if it retreats, the sandbags go and the attacker may take ground") {
    auto s = game({.units = "allies inf F3; axis inf f4", .obstacles = "sandbags f4"});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    s = act(s, "battle F3xf4");
    CHECK(s.dice() == 2);  // close assault 3, sandbags 1
    s = roll(s, "roll I0 A0 G0 S1 F1");  // a star hits nothing outside Air Power
    CHECK(s.step() == phase::flag);
    CHECK(current_player(s) == player_of(side::axis));
    CHECK(moves_text(s) == "ignore-flag take-flag");

    const auto ignored = act(s, "ignore-flag");
    CHECK(ignored.at(hex("f4")).present());
    CHECK(ignored.step() == phase::draw);  // the hex is still held: no take ground (M44-E-31)

    auto taken = act(s, "take-flag");
    CHECK(moves_text(taken) == "retreat F5 retreat G5");
    taken = act(taken, "retreat G5");
    CHECK(taken.obstacles()[static_cast<std::size_t>(hex("f4"))].kind == obstacle::none);
    CHECK(taken.step() == phase::take_ground);
    CHECK(current_player(taken) == player_of(side::allies));
    CHECK(moves_text(taken) == "take-ground hold-ground");
    const auto held = act(taken, "hold-ground");
    CHECK(held.at(hex("F3")).present());
    taken = act(taken, "take-ground");
    CHECK(taken.at(hex("f4")).present());
    CHECK_FALSE(taken.at(hex("F3")).present());
    CHECK(taken.step() == phase::draw);  // infantry never overruns
}

TEST_CASE("M44-S-9.3 M44-E-32 armor that takes ground may overrun once, may take ground again, and never battles a third time") {
    auto s = game({.units = "allies arm F3; axis inf f4:1 F5 F9"});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    CHECK(moves_text(s) == "battle F3xf4 end-battles");  // M44-S-5.3: adjacent to f4, so only f4
    s = act(s, "battle F3xf4");
    s = roll(s, "roll I0 A0 G1 S2 F0");
    s = act(s, "take-ground");
    CHECK(s.step() == phase::overrun);
    CHECK(moves_text(s) == "overrun f4xF5 no-overrun");  // M44-11.1: the overrun's own spelling
    s = act(s, "overrun f4xF5");
    s = roll(s, "roll I0 A0 G0 S2 F1");
    s = act(s, "retreat f6");
    CHECK(s.step() == phase::take_ground);
    s = act(s, "take-ground");
    CHECK(s.at(hex("F5")).battles == 2);
    CHECK(s.step() == phase::draw);  // no third battle although F9 could be in range
}

TEST_CASE("M44-11.1 M44-S-9.3 the overrun is written overrun f4xF5; the older battle f4xF5 still plays it") {
    auto s = game({.units = "allies arm F3; axis inf f4:1 F5 F9"});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    s = act(s, "battle F3xf4");
    s = roll(s, "roll I0 A0 G1 S2 F0");
    REQUIRE(s.step() == phase::take_ground);
    // Outside the window `overrun` is no decision: the game names what it waits for.
    CHECK(refusal(s, "overrun F3xF5") == "the game waits for take-ground or hold-ground (M44-S-9.1)");
    s = act(s, "take-ground");
    REQUIRE(s.step() == phase::overrun);
    const auto listed = legal_moves(s);
    REQUIRE(listed.size() == 2);
    CHECK(listed[0] == move::overrun(hex("f4"), hex("F5")));
    CHECK(to_string(listed[0]) == "overrun f4xF5");
    CHECK(*parse_move("overrun f4xF5") == listed[0]);
    const auto overrun = act(s, "overrun f4xF5");
    CHECK(overrun.step() == phase::attack_roll);
    CHECK(overrun.target_hex() == hex("F5"));
    CHECK(act(s, "battle f4xF5") == overrun);  // logs written before the spelling changed read the same
    CHECK(refusal(s, "overrun f4xF9") == "a unit next to an enemy may only close-assault an adjacent one (M44-S-5.3)");
    CHECK(refusal(s, "overrun F3xF5") == "only the armor that took ground may overrun (M44-S-9.3)");
}

TEST_CASE("M44-S-9.4 M44-E-32 no overrun after taking ground into forest") {
    auto s = game({.units = "allies arm F3; axis inf f4:1 F5", .ground = {{"f4", terrain::forest}}});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    s = act(s, "battle F3xf4");
    CHECK(s.dice() == 1);  // forest protects by 2 against armor
    s = roll(s, "roll I0 A0 G1 S0 F0");
    s = act(s, "take-ground");
    CHECK(s.at(hex("f4")).present());
    CHECK(s.step() == phase::draw);
}

TEST_CASE("M44-S-9.1 artillery never takes ground") {
    auto s = game({.units = "allies art F3; axis inf f4:1 F9"});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    s = act(s, "battle F3xf4");
    s = roll(s, "roll I0 A0 G1 S2 F0");
    CHECK_FALSE(s.at(hex("f4")).present());
    CHECK(s.step() == phase::draw);
}

TEST_CASE("M44-S-4.7 M44-E-30 armor entering wire removes it and may battle; infantry on wire battles with a die fewer or clears it") {
    auto a = game({.units = "allies arm F3; axis inf F7", .obstacles = "wire F5"});
    a = act(a, "play probe-c");
    a = act(a, "order F3/C");
    a = act(a, "move F3-F5");
    CHECK(a.obstacles()[static_cast<std::size_t>(hex("F5"))].kind == obstacle::none);
    CHECK(moves_text(a) == "battle F5xF7 end-battles");

    auto i = game({.units = "allies inf F3; axis inf F5", .obstacles = "wire F3"});
    i = act(i, "play probe-c");
    i = act(i, "order F3/C");
    i = act(i, "end-moves");
    CHECK(moves_text(i) == "battle F3xF5 clear-wire F3 end-battles");
    const auto fired = act(i, "battle F3xF5");
    CHECK(fired.dice() == 1);  // range 2 rolls 2, wire costs 1
    i = act(i, "clear-wire F3");
    CHECK(i.obstacles()[static_cast<std::size_t>(hex("F3"))].kind == obstacle::none);
    CHECK(i.step() == phase::draw);  // clearing used the battle
}

TEST_CASE("M44-S-10.1 M44-E-36 after Recon the player draws two, keeps one, and the other goes face up to the discard pile") {
    auto s = game({.units = "allies inf F3; axis inf F9"});
    s = act(s, "play recon-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");  // nothing in range: the turn ends
    CHECK(s.step() == phase::draw);
    CHECK(s.draws_left() == 2);
    s = draw(s, card::probe_l);
    s = draw(s, card::attack_r);
    CHECK(s.step() == phase::keep_card);
    CHECK(current_player(s) == player_of(side::allies));
    CHECK(moves_text(s) == "keep probe-l keep attack-r");
    // The opponent does not see the two cards; a determinisation deals them from the hand.
    const auto view = observe(s, player_of(side::axis));
    CHECK(view.visible.recon_cards()[0] == hidden_card);
    std::mt19937_64 rng(3);
    const auto guess = sample(view, rng);
    CHECK(legal_moves(guess).size() >= 1);
    CHECK(observe(s, player_of(side::allies)).visible.recon_cards() == s.recon_cards());

    s = act(s, "keep attack-r");
    const auto& hand = s.hands()[0];
    CHECK(hand[static_cast<std::size_t>(card::attack_r)] == 1);
    CHECK(hand[static_cast<std::size_t>(card::probe_l)] == 0);
    CHECK(total(hand) == 4);
    CHECK(s.discard()[static_cast<std::size_t>(card::probe_l)] == 1);
    CHECK(s.discard()[static_cast<std::size_t>(card::recon_c)] == 1);
    CHECK(s.step() == phase::play_card);
    CHECK(s.active() == side::axis);
}

TEST_CASE("M44-S-13.1 M44-8.4 the side reaching its medal target wins at once, mid-turn") {
    auto s = game({.units = "allies inf F3 G3; axis inf f4:1 F9", .medals_allies = 1});
    s = act(s, "play probe-c");
    s = act(s, "order F3/C");
    s = act(s, "order G3/C");
    s = act(s, "end-moves");
    s = act(s, "battle F3xf4");
    s = roll(s, "roll I1 A0 G0 S2 F0");
    CHECK(is_terminal(s));
    CHECK(s.winner() == side::allies);
    CHECK(returns(s)[0] == 1.0);
}

TEST_CASE("M44-S-3.3 M44-S-4.1 M44-E-29 moves follow the terrain table: hedgerow only as a first step, and no battle after entering it") {
    auto s = game({.units = "allies inf E3 e4; axis inf E7", .ground = {{"E5", terrain::hedgerow}}});
    s = act(s, "play attack-c");
    s = act(s, "order e4/C");  // e4 lies on a higher rank: a lower hex index (M44-1.3)
    s = act(s, "order E3/C");
    const auto moves = moves_text(s);
    CHECK(moves.find("move E3-E5") == std::string::npos);  // two steps: hedgerow only as the first
    CHECK(moves.find("move e4-E5") != std::string::npos);
    s = act(s, "move e4-E5");
    CHECK(battle_targets(s, hex("E5")).size() == 1);  // E7 is in range and sight
    s = act(s, "end-moves");
    CHECK(s.step() == phase::draw);  // yet E5 entered a hedgerow and E3 is out of range: no battle
}

TEST_CASE("M44-S-2.5 checked play names the standard phase it waits for") {
    auto s = game({.units = "allies inf F3; axis inf F9"});
    s = act(s, "play probe-c");
    CHECK(refusal(s, "end-moves").find("M44-S-2.3") != std::string::npos);
    CHECK(refusal(s, "stay").find("M44-S-2.3") != std::string::npos);
}

TEST_CASE("M44-S-2.4 M44-5.5 M44-S-5.1 M44-S-5.3 checked play says why a standard decision is refused") {
    auto s = game({.units = "allies inf F3 G3 H3; allies inf-sf C3; axis inf f4 F7"});
    s = act(s, "play probe-c");
    CHECK(refusal(s, "order C3/C").find("M44-5.6") != std::string::npos);  // Left, not Center
    s = act(s, "order G3/C");
    CHECK(refusal(s, "order F3/C").find("M44-S-2.4") != std::string::npos);
    CHECK(refusal(s, "order G3/C").find("M44-5.5") != std::string::npos);
    s = act(s, "order H3/C");
    CHECK(refusal(s, "move F3-F5").find("M44-S-2.5") != std::string::npos);  // not ordered
    CHECK(refusal(s, "move G3-G7").find("M44-S-3") != std::string::npos);    // too far
    s = act(s, "move H3-H5");
    CHECK(refusal(s, "move H5-h6").find("M44-S-2.2") != std::string::npos);  // moved already
    s = act(s, "end-moves");
    CHECK(refusal(s, "battle H5xF7").find("M44-S-5.1") != std::string::npos);  // moved 2
    CHECK(refusal(s, "battle G3xF7").find("M44-S-5.3") != std::string::npos);  // f4 is adjacent to G3
}

namespace {
using P = state<standard_partial_rules>;
P partial_game(const setup& su, std::vector<card> hand) {
    return start<standard_partial_rules>(su, hand, axis_hand);
}
}  // namespace

TEST_CASE("M44-S-11.10 Direct from HQ orders up to 4 units anywhere") {
    auto s = partial_game({.units = "allies inf B3 F3 J3 L3 M3; axis inf F9"},
                          {card::direct_from_hq, card::probe_c, card::probe_c, card::probe_c});
    s = act(s, "play direct-from-hq");
    CHECK(moves_text(s) == "order B3/T order F3/T order J3/T order L3/T order M3/T end-orders");
    s = act(s, "order B3/T");
    s = act(s, "order J3/T");
    s = act(s, "order L3/T");
    s = act(s, "order M3/T");
    CHECK(s.step() == phase::moves);  // four orders: the allowance is spent
    CHECK_FALSE(s.at(hex("F3")).activated);
}

TEST_CASE("M44-S-11.14 M44-S-11.0 Move Out! orders infantry only; with no infantry, one unit of any kind") {
    auto s = partial_game({.units = "allies inf F3; allies arm G3; axis inf F9"},
                          {card::move_out, card::probe_c, card::probe_c, card::probe_c});
    s = act(s, "play move-out");
    CHECK(moves_text(s) == "order F3/T end-orders");
    CHECK(refusal(s, "order G3/T").find("M44-S-11") != std::string::npos);

    auto t = partial_game({.units = "allies arm F3 G3; axis inf F9"},
                          {card::move_out, card::probe_c, card::probe_c, card::probe_c});
    t = act(t, "play move-out");
    CHECK(moves_text(t) == "order F3/T order G3/T end-orders");
    t = act(t, "order F3/T");
    CHECK(t.step() == phase::moves);  // only one
}

TEST_CASE("M44-S-11.3 Armor Assault orders armor; ordered armor rolls one die more in close assault, not in fire") {
    auto s = partial_game({.units = "allies arm F3 C3; allies inf G3; axis inf f4 B7"},
                          {card::armor_assault, card::probe_c, card::probe_c, card::probe_c});
    s = act(s, "play armor-assault");
    CHECK(moves_text(s) == "order C3/T order F3/T end-orders");
    s = act(s, "order C3/T");
    s = act(s, "order F3/T");
    s = act(s, "move C3-C5");  // range 2 from B7: fire, no bonus
    s = act(s, "end-moves");
    const auto close = act(s, "battle F3xf4");
    CHECK(close.dice() == 4);  // 3 + 1
    const auto fire = act(s, "battle C5xB7");
    CHECK(fire.dice() == 3);
}

TEST_CASE("M44-S-11.11 M44-E-41 Firefight orders units not adjacent to an enemy; they cannot move and roll one die more") {
    auto s = partial_game({.units = "allies inf F3 G5; axis inf f6 g6"},
                          {card::firefight, card::probe_c, card::probe_c, card::probe_c});
    s = act(s, "play firefight");
    CHECK(moves_text(s) == "order F3/T end-orders");  // G5 is next to f6 and g6
    s = act(s, "order F3/T");  // nothing else may be ordered: the orders end
    CHECK(s.step() == phase::battles);  // and no move phase: they cannot move
    s = act(s, "battle F3xf6");
    CHECK(s.dice() == 2);  // range 3: 1 die, +1
}

TEST_CASE("M44-S-11.7 Close Assault orders all infantry and armor next to an enemy; no move; +1 die in the first battle, none in the overrun") {
    auto s = partial_game({.units = "allies arm F3; allies inf G3 B3; allies art e4; axis inf f4:1 F5 B9"},
                          {card::close_assault, card::probe_c, card::probe_c, card::probe_c});
    s = act(s, "play close-assault");
    CHECK(s.step() == phase::battles);  // ordered at once, and they cannot move
    CHECK(s.at(hex("F3")).activated);
    CHECK(s.at(hex("G3")).activated);
    CHECK_FALSE(s.at(hex("B3")).activated);  // no enemy next to it
    CHECK_FALSE(s.at(hex("e4")).activated);  // artillery
    s = act(s, "battle F3xf4");
    CHECK(s.dice() == 4);
    s = roll(s, "roll I0 A0 G1 S3 F0");
    s = act(s, "take-ground");
    s = act(s, "overrun f4xF5");  // no bonus
    CHECK(s.dice() == 3);
}

TEST_CASE("M44-S-11.9 Dig-In orders infantry on hexes without obstacles; each gets sandbags and neither moves nor battles") {
    auto s = partial_game({.units = "allies inf F3 G3; allies arm H3; axis inf F5 G5", .obstacles = "wire G3"},
                          {card::dig_in, card::probe_c, card::probe_c, card::probe_c});
    s = act(s, "play dig-in");
    CHECK(moves_text(s) == "order F3/T end-orders");  // G3 holds wire; H3 is armor
    s = act(s, "order F3/T");
    CHECK(s.obstacles()[static_cast<std::size_t>(hex("F3"))].kind == obstacle::sandbags);
    CHECK(s.obstacles()[static_cast<std::size_t>(hex("F3"))].owner == side::allies);
    CHECK(s.step() == phase::draw);  // no move, no battle: the turn ends
}

TEST_CASE("M44-S-11.4 Artillery Bombard orders all artillery: each moves up to 3 and does not battle, or battles twice without moving") {
    auto s = partial_game({.units = "allies art F3 B3; allies inf G3; axis inf F7 A9"},
                          {card::artillery_bombard, card::probe_c, card::probe_c, card::probe_c});
    s = act(s, "play artillery-bombard");
    CHECK(s.step() == phase::moves);  // ordered at once
    CHECK(s.at(hex("F3")).activated);
    CHECK(s.at(hex("B3")).activated);
    CHECK_FALSE(s.at(hex("G3")).activated);
    s = act(s, "move B3-b6");  // 3 hexes
    s = act(s, "end-moves");
    CHECK(moves_text(s) == "battle F3xF7 end-battles");  // b6 moved: no battle
    s = act(s, "battle F3xF7");
    CHECK(s.dice() == 2);  // range 4
    s = roll(s, "roll I0 A0 G0 S2 F0");
    CHECK(moves_text(s) == "battle F3xF7 end-battles");  // the second battle
    s = act(s, "battle F3xF7");
    s = roll(s, "roll I0 A0 G0 S2 F0");
    CHECK(s.step() == phase::draw);  // no third
}

TEST_CASE("M44-S-11.5 M44-E-26 Barrage: one enemy unit anywhere, 4 dice ignoring terrain, flags not ignorable, no take ground") {
    auto s = partial_game({.units = "allies inf F3; axis inf f4 B9", .obstacles = "sandbags f4"},
                          {card::barrage, card::probe_c, card::probe_c, card::probe_c});
    CHECK(moves_text(s).find("play barrage f4") != std::string::npos);
    CHECK(moves_text(s).find("play barrage B9") != std::string::npos);
    s = act(s, "play barrage f4");
    CHECK(s.dice() == 4);  // sandbags do not reduce it
    s = roll(s, "roll I1 A0 G0 S2 F1");
    CHECK(s.at(hex("f4")).figures == 3);
    CHECK(s.step() == phase::retreat);  // no ignore-flag window on the sandbags
    s = act(s, "retreat F5");
    CHECK(s.step() == phase::draw);  // no take ground, nothing ordered
    CHECK_FALSE(s.at(hex("f4")).present());
    CHECK(s.at(hex("F3")).present());
}
