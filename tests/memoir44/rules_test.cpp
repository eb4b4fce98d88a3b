// Clauses of RULES.md checked on their own (every substantive
// clause named by a test that fails if the rule is wrong): sides and turns,
// one unit per hex, the piles, medals and the end, what terrain and cards do
// per ruleset, and the standard turn's moves, battles and cards.
//
// Geometry (Allies at the bottom, rank 1 their baseline): F3's neighbours are
// E3, G3, e4, f4 (forward) and e2, f2 (rear); a top-side unit on F5 retreats
// to e6 or f6, one on f4 to F5 or G5.
#include <doctest/doctest.h>

#include <arbiter/core/playout.hpp>

#include "helpers.hpp"

#include <array>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace {

using namespace m44_test;

const std::vector<card> cl_allies{card::probe_c, card::attack_c, card::probe_l, card::probe_r};
const std::vector<card> cl_axis{card::attack_l, card::attack_r, card::recon_c, card::assault_c};

template <class R = standard_sections_rules>
state<R> cl_game(const setup& su, std::vector<card> allies = cl_allies) {
    return su.first == side::allies ? start<R>(su, allies, cl_axis) : start<R>(su, cl_axis, allies);
}

bool cl_offers(const auto& s, const std::string& decision) {
    for (const auto& m : legal_moves(s))
        if (to_string(m) == decision) return true;
    return false;
}

}  // namespace

// ------------------------------------------------------------------ sides, turns, units

TEST_CASE(
    "M44-2.1 M44-5.2 the scenario names the bottom side and the first; turns alternate from it") {
    auto s =
        start({.units = "axis inf F3; allies inf F7", .bottom = side::axis, .first = side::axis},
              cl_axis, cl_allies);
    CHECK(s.bottom() == side::axis);
    CHECK(s.seat_of(side::axis) == seat::bottom);
    CHECK(s.seat_of(side::allies) == seat::top);
    CHECK(s.active() == side::axis);
    CHECK(current_player(s) == player_of(side::axis));
    CHECK(s.turn() == 1);
    s = act(s, "play attack-l");  // exactly one turn card, then the turn may end
    CHECK(s.turn_card() == static_cast<std::uint8_t>(card::attack_l));
    s = draw(act(s, "end-turn"), card::probe_c);
    CHECK(s.turn() == 2);
    CHECK(s.active() == side::allies);
    s = draw(act(act(s, "play probe-c"), "end-turn"), card::probe_c);
    CHECK(s.turn() == 3);
    CHECK(s.active() == side::axis);
}

TEST_CASE("M44-2.3 at most one unit on a hex: no move enters a held hex, and figures never merge") {
    auto t = cl_game<tutorial_rules>({.units = "allies inf F3 G3:2; axis inf F7"});
    t = act(act(t, "play probe-c"), "activate F3/C");
    CHECK(refusal(t, "move F3-G3") == "G3 holds a unit (M44-T-2.2)");
    auto s = cl_game({.units = "allies inf F3 G3:2; axis inf F9"});
    s = act(act(act(s, "play probe-c"), "order F3/C"), "order G3/C");
    CHECK_FALSE(cl_offers(s, "move F3-G3"));
    CHECK_FALSE(cl_offers(s, "move G3-F3"));
    CHECK(cl_offers(s, "move F3-f4"));
    s = act(s, "move F3-f4");
    CHECK(s.at(hex("f4")).figures == 4);
    CHECK(s.at(hex("G3")).figures == 2);
}

TEST_CASE("M44-2.5 lost figures never reduce a unit's dice") {
    auto full = cl_game({.units = "allies inf F3; axis inf f4"});
    auto worn = cl_game({.units = "allies inf F3:1; axis inf f4"});
    for (auto* s : {&full, &worn})
        *s = act(act(act(act(*s, "play probe-c"), "order F3/C"), "end-moves"), "battle F3xf4");
    CHECK(full.dice() == 3);
    CHECK(worn.dice() == 3);
    auto t = cl_game<tutorial_rules>({.units = "allies inf F3:1; axis inf F5"});
    t = act(act(act(t, "play probe-c"), "activate F3/C"), "stay");
    t = act(t, "battle F3xF5");
    CHECK(t.dice() == tutorial_rules::dice[0][2]);
}

TEST_CASE(
    "M44-T-1.1 M44-T-1.2 M44-2.2 each side fields infantry, armor and artillery; special forces "
    "are infantry, elite armor is armor") {
    auto s = cl_game<tutorial_rules>(
        {.units =
             "allies inf A1; allies arm B1; allies art C1; allies inf-sf F3; allies arm-elite J3; "
             "axis inf A9; axis arm B9; axis art C9"});
    CHECK(s.at(hex("A1")).figures == 4);
    CHECK(s.at(hex("B1")).figures == 3);
    CHECK(s.at(hex("C1")).figures == 2);
    CHECK(s.at(hex("F3")).figures == 4);
    CHECK(s.at(hex("J3")).figures == 4);
    CHECK(s.at(hex("C9")).kind == unit_kind::artillery);
    s = act(s, "play probe-c");
    const auto sf = act(s, "activate F3/C");
    CHECK_FALSE(cl_offers(sf, "move F3-F5"));  // special forces move 1, as infantry
    CHECK(cl_offers(sf, "move F3-f4"));
    auto r = cl_game<tutorial_rules>({.units = "allies arm-elite J3; axis inf A9"},
                               {card::probe_r, card::probe_c, card::attack_c, card::probe_l});
    r = act(act(r, "play probe-r"), "activate J3/R");
    CHECK(cl_offers(r, "move J3-J5"));  // elite armor moves 2, as armor
}

// ------------------------------------------------------------------ board pieces and piles

TEST_CASE("M44-3.2 M44-9.8 a hex holds at most one obstacle; a bunker has an owner side") {
    const auto sc =
        make_scenario({.units = "allies inf F3; axis inf f4", .obstacles = "bunker f4:allies"});
    REQUIRE(sc.obstacles.size() == 1);
    CHECK(sc.obstacles[0].owner == side::allies);
    std::string text = to_string(sc);
    const auto at = text.find("obstacles:\n");
    REQUIRE(at != std::string::npos);
    text.insert(at + 11, "wire f4\n");
    const auto two = parse_scenario(text);
    REQUIRE(!two.has_value());
    CHECK_MESSAGE(
        two.error().message.find("holds two obstacles (M44-9.8, M44-3.2)") != std::string::npos,
        two.error().message);
    const auto s = start({.units = "allies inf F3; axis inf f4", .obstacles = "bunker f4:allies"},
                         cl_allies, cl_axis);
    CHECK(s.obstacles()[static_cast<std::size_t>(hex("f4"))].kind == obstacle::bunker);
    CHECK(s.obstacles()[static_cast<std::size_t>(hex("f4"))].owner == side::allies);
}

TEST_CASE(
    "M44-3.4 terrain never changes in play; obstacles only as Dig-In, sandbags and wire rules "
    "say") {
    std::mt19937_64 rng(44);
    int changes = 0;
    for (const auto& sc : {brennau_crossing(), hedgerow_lane()})
        for (int g = 0; g < 6; ++g) {
            const auto first = start_game<standard_rules>(sc);
            std::optional<state<standard_rules>> prev;
            arbiter::random_playout(first, rng, 100000, [&](const state<standard_rules>& s) {
                CHECK(s.board() == first.board());
                if (prev)
                    for (std::size_t h = 0; h < s.obstacles().size(); ++h) {
                        const auto was = prev->obstacles()[h].kind, now = s.obstacles()[h].kind;
                        if (was == now) continue;
                        ++changes;
                        const bool allowed =
                            (was == obstacle::sandbags && now == obstacle::none) ||  // M44-S-4.6
                            (was == obstacle::wire && now == obstacle::none) ||      // M44-S-4.7
                            (was == obstacle::none && now == obstacle::sandbags);    // M44-S-11.9
                        CHECK_MESSAGE(allowed, "hex ", hex_name(static_cast<int>(h)), ": ",
                                      obstacle_name(was), " -> ", obstacle_name(now));
                    }
                prev = s;
            });
        }
    CHECK(changes > 0);
}

TEST_CASE(
    "M44-4.2 the piles: a played card lies in front of its player, then goes to the discard pile") {
    auto s = cl_game<tutorial_rules>({.units = "allies inf F3; axis inf F9"});
    const auto probe = static_cast<std::size_t>(card::probe_c);
    CHECK(s.hands()[0][probe] == 1);
    CHECK(total(s.deck()) == 60 - 8);
    s = act(s, "play probe-c");
    CHECK(s.hands()[0][probe] == 0);
    CHECK(s.discard()[probe] == 0);  // in play, not yet discarded
    CHECK(s.turn_card() == probe);
    s = act(s, "end-turn");
    CHECK(s.discard()[probe] == 1);
    CHECK(s.turn_card() == no_card);
    s = draw(s, card::attack_r);
    CHECK(total(s.deck()) == 60 - 9);
    CHECK(total(s.hands()[0]) == 4);
}

// ------------------------------------------------------------------ per ruleset

TEST_CASE(
    "M44-3.5 M44-T-6.1 M44-S-4.1 what terrain does is per ruleset: forest stops a standard move, "
    "not a tutorial one") {
    const setup su{.units = "allies arm F3; axis inf M9",
                   .ground = {{"e4", terrain::forest}, {"f4", terrain::forest}}};
    auto t = cl_game<tutorial_rules>(su);
    t = act(act(t, "play probe-c"), "activate F3/C");
    CHECK(cl_offers(t, "move F3-F5"));  // through forest: the tutorial's terrain only gives cover
    auto s = cl_game(su);
    s = act(act(s, "play probe-c"), "order F3/C");
    CHECK(cl_offers(s, "move F3-f4"));
    CHECK_FALSE(cl_offers(s, "move F3-F5"));  // forest ends the standard move
}

TEST_CASE(
    "M44-4.4 M44-T-3.3 what a card does is per ruleset: the tutorial reads only whether it is a "
    "tactic card") {
    const std::vector<card> hand{card::air_power, card::probe_c, card::attack_c, card::probe_l};
    auto t = cl_game<tutorial_rules>({.units = "allies inf F3; axis inf F5 M9"}, hand);
    t = act(t, "play air-power");
    CHECK(t.step() == phase::activation);
    CHECK(t.allowances() == std::array<std::uint8_t, 4>{0, 0, 0, 1});  // one unit anywhere
    CHECK(cl_offers(t, "activate F3/T"));
    auto s = cl_game<standard_rules>({.units = "allies inf F3; axis inf F5 M9"}, hand);
    s = act(s, "play air-power");
    CHECK(s.step() == phase::orders);
    CHECK(
        cl_offers(s, "order F5/T"));  // the standard card names enemy hexes to strike (M44-S-11.1)
    CHECK_FALSE(cl_offers(s, "order F3/T"));
}

// ------------------------------------------------------------------ medals and the end

TEST_CASE(
    "M44-8.1 M44-T-9.1 medals for eliminated enemy units and captured objectives; the target wins "
    "at once") {
    auto s = cl_game<tutorial_rules>({.units = "allies inf F3 G3; axis inf F5:1 M9",
                                .objectives = "g4 allies perm",
                                .medals_allies = 2});
    s = act(s, "play probe-c");
    s = act(act(act(s, "activate F3/C"), "stay"), "battle F3xF5");
    s = act(roll(s, "roll 1/" + std::to_string(s.dice())), "no-react");
    CHECK_FALSE(s.at(hex("F5")).present());
    CHECK(s.elimination_medals()[0] == 1);
    CHECK(medals(s, side::allies) == 1);
    CHECK_FALSE(is_terminal(s));
    s = act(s, "activate G3/C");
    s = act(s, "move G3-g4");  // the objective: the second medal, the target
    CHECK(s.objective_medals()[0] == 1);
    CHECK(is_terminal(s));
    CHECK(s.winner() == side::allies);
}

TEST_CASE(
    "M44-8.3 medals = eliminations + permanent objectives gained + temporary objectives held now") {
    auto s = cl_game<tutorial_rules>({.units = "allies inf F3 G3; axis inf F7 G7",
                                .objectives = "F3 allies temp; G7 allies temp; G3 any temp"});
    state<tutorial_rules>::edit e{s};
    e.elimination_medals() = {2, 1};
    e.objective_medals() = {1, 0};
    CHECK(medals(s, side::allies) ==
          2 + 1 + 2);  // F3 and G3 held; G7 is held by the Axis, who may not score it
    CHECK(medals(s, side::axis) == 1);
    CHECK(medals(s) == std::array<int, 2>{5, 1});  // both sides in one pass, by side
    s = act(act(s, "play probe-c"), "activate F3/C");
    s = act(s, "move F3-f4");
    CHECK(medals(s, side::allies) == 4);  // F3 is no longer held
}

TEST_CASE("M44-8.7 no turn limit; the result is the winner and both medal counts") {
    auto s = cl_game<tutorial_rules>({.units = "allies inf F3; axis inf F5:1 M9", .medals_allies = 1});
    state<tutorial_rules>::edit{s}.turn() = 60000;  // a long game goes on
    s = draw(act(act(s, "play probe-c"), "end-turn"), card::probe_c);
    CHECK_FALSE(is_terminal(s));
    CHECK(s.turn() == 60001);
    CHECK(s.active() == side::axis);
    CHECK(returns(s) == std::array<double, 2>{0.0, 0.0});
    s = draw(act(act(s, "play attack-l"), "end-turn"), card::attack_c);
    s = act(act(act(s, "play probe-c"), "activate F3/C"), "stay");
    s = act(s, "battle F3xF5");
    s = act(roll(s, "roll 1/" + std::to_string(s.dice())), "no-react");
    REQUIRE(is_terminal(s));
    CHECK(s.winner() == side::allies);
    CHECK(returns(s) == std::array<double, 2>{1.0, -1.0});
    CHECK(medals(s, side::allies) == 1);
    CHECK(medals(s, side::axis) == 0);
}

// ------------------------------------------------------------------ the standard turn

TEST_CASE(
    "M44-S-2.1 a turn plays one card, orders, moves, battles, then draws; Ambush as the turn card "
    "orders nothing") {
    auto s = cl_game({.units = "allies inf F3 G3; axis inf F5"});
    s = act(s, "play probe-c");
    CHECK(s.step() == phase::orders);
    s = act(s, "order F3/C");
    s = act(s, "end-orders");
    CHECK(s.step() == phase::moves);
    s = act(s, "end-moves");
    CHECK(s.step() == phase::battles);
    s = act(s, "end-battles");
    CHECK(s.step() == phase::draw);
    auto a = cl_game<standard_rules>({.units = "allies inf F3 G3; axis inf F5"},
                               {card::ambush, card::probe_c, card::attack_c, card::probe_l});
    a = act(a, "play ambush");
    CHECK(a.step() == phase::draw);  // no order, no move, no battle
    CHECK_FALSE(a.at(hex("F3")).activated);
    CHECK_FALSE(a.at(hex("G3")).activated);
}

TEST_CASE(
    "M44-S-3.1 M44-S-1.1 move allowances change only by cards: infantry 2, or 3 under Infantry "
    "Assault") {
    const setup su{.units = "allies inf F3; axis inf M9"};
    auto s = cl_game<standard_rules>(
        su, {card::probe_c, card::infantry_assault, card::attack_c, card::probe_l});
    const auto probed = act(act(s, "play probe-c"), "order F3/C");
    CHECK(cl_offers(probed, "move F3-F5"));
    CHECK_FALSE(cl_offers(probed, "move F3-f6"));
    const auto assault = act(s, "play infantry-assault C");
    CHECK(cl_offers(assault, "move F3-f6"));  // M44-S-11.12
}

TEST_CASE("M44-S-3.6 a unit may move out of its section and stays ordered") {
    auto s = cl_game({.units = "allies inf D3; axis inf F5"});
    s = act(act(s, "play probe-l"), "order D3/L");
    s = act(s, "move D3-E3");  // from the Left into the Center
    CHECK(s.at(hex("E3")).activated);
    REQUIRE(s.step() == phase::battles);
    CHECK(cl_offers(s, "battle E3xF5"));
}

TEST_CASE(
    "M44-S-4.5 M44-S-4.1 no battle the turn a unit enters forest or town, by moving or by taking "
    "ground") {
    auto clear = cl_game({.units = "allies inf F3; axis inf F5"});
    clear = act(act(act(clear, "play probe-c"), "order F3/C"), "move F3-f4");
    CHECK(cl_offers(clear, "battle f4xF5"));
    auto forest =
        cl_game({.units = "allies inf F3; axis inf F5", .ground = {{"f4", terrain::forest}}});
    forest = act(act(act(forest, "play probe-c"), "order F3/C"), "move F3-f4");
    CHECK(forest.step() == phase::draw);  // no battle left to make: the turn ends
    // Taking ground into a town: no overrun; onto clear ground armor overruns.
    for (const auto t : {terrain::town, terrain::clear}) {
        auto s = cl_game({.units = "allies arm F3; axis inf f4:1 F5", .ground = {{"f4", t}}});
        s = act(act(act(act(s, "play probe-c"), "order F3/C"), "end-moves"), "battle F3xf4");
        s = act(roll(s, "roll I0 A0 G1 S" + std::to_string(s.dice() - 1) + " F0"), "take-ground");
        CHECK_MESSAGE((s.step() == phase::overrun) == (t == terrain::clear), terrain_code(t));
    }
}

TEST_CASE(
    "M44-S-5.4 a battle resolves in order: Ambush window, one roll of all the dice, hits, flags "
    "and retreat, take ground") {
    auto s = cl_game<standard_rules>({.units = "allies inf F3; axis inf f4"}, cl_allies);
    s = act(act(act(s, "play probe-c"), "order F3/C"), "end-moves");
    s = act(s, "battle F3xf4");
    CHECK(s.step() == phase::ambush);
    s = act(s, "no-ambush");
    REQUIRE(s.step() == phase::attack_roll);
    CHECK(s.dice() == 3);
    for (const auto& o : chance_outcomes(s)) CHECK(o.outcome.dice == 3);  // never split
    s = roll(s, "roll I1 A0 G0 S1 F1");
    CHECK(s.at(hex("f4")).figures == 3);  // hits first
    CHECK(s.step() == phase::retreat);      // then the flag
    s = act(s, "retreat G5");
    CHECK(s.step() == phase::take_ground);  // then the ground
    s = act(s, "take-ground");
    CHECK(s.at(hex("f4")).owner == side::allies);
}

TEST_CASE("M44-S-7.2 Air Power and Barrage roll fixed dice and ignore all terrain") {
    const setup su{.units = "allies inf F3; axis inf F5 M9",
                   .obstacles = "sandbags F5",
                   .ground = {{"F5", terrain::town}}};
    auto b = cl_game<standard_rules>(su, {card::barrage, card::probe_c, card::attack_c, card::probe_l});
    b = act(b, "play barrage F5");
    CHECK(b.step() == phase::attack_roll);
    CHECK(b.dice() == 4);
    auto a = cl_game<standard_rules>(su, {card::air_power, card::probe_c, card::attack_c, card::probe_l});
    a = act(act(a, "play air-power"), "order F5/T");
    CHECK(a.step() == phase::attack_roll);
    CHECK(a.dice() == 2);
    auto plain = cl_game<standard_rules>(
        su, cl_allies);  // a battle at the same hex loses dice to the town and sandbags
    plain = act(act(act(plain, "play probe-c"), "order F3/C"), "end-moves");
    int battle_dice_at_f5 = 0;
    for (const auto& t : arbiter::memoir44::detail::targets_of(plain, hex("F3")))
        if (t.hex == hex("F5")) battle_dice_at_f5 = t.dice;
    CHECK(battle_dice_at_f5 == 1);
}

TEST_CASE("M44-S-8.5 the retreat path does not depend on where the attack came from") {
    for (const char* attacker : {"F3", "G5", "e4"}) {
        auto s = cl_game({.units = std::string("allies inf ") + attacker + "; axis inf F5"});
        s = act(act(act(s, "play probe-c"), std::string("order ") + attacker + "/C"), "end-moves");
        s = act(s, std::string("battle ") + attacker + "xF5");
        s = roll(s, "roll I0 A0 G0 S" + std::to_string(s.dice() - 1) + " F1");
        CHECK_MESSAGE(moves_text(s) == "retreat e6 retreat f6", attacker);
    }
}

TEST_CASE(
    "M44-S-9.2 M44-S-4.2 taking ground is a legal move for the unit: armor never onto a hedgehog, "
    "infantry may") {
    for (const char* kind : {"arm", "inf"}) {
        auto s = cl_game({.units = std::string("allies ") + kind + " F3; axis inf f4:1 M9",
                          .obstacles = "hedgehog f4"});
        s = act(act(act(act(s, "play probe-c"), "order F3/C"), "end-moves"), "battle F3xf4");
        s = roll(s, "roll I0 A0 G1 S" + std::to_string(s.dice() - 1) + " F0");
        CHECK_FALSE(s.at(hex("f4")).present());
        CHECK_MESSAGE((s.step() == phase::take_ground) == (std::string(kind) == "inf"), kind);
    }
}

TEST_CASE(
    "M44-S-10.3 Recon in Force 1 per section, General Advance 2 per section, Pincer Move 2 Left "
    "and 2 Right") {
    const std::vector<std::pair<card, std::array<std::uint8_t, 4>>> cases{
        {card::recon_in_force, {1, 1, 1, 0}},
        {card::general_advance, {2, 2, 2, 0}},
        {card::pincer_move, {2, 0, 2, 0}}};
    for (const auto& one : cases) {
        const card c = one.first;
        auto s = cl_game({.units = "allies inf B3 F3 L3; axis inf F9"},
                         {c, card::probe_c, card::attack_c, card::probe_l});
        s = act(s, "play " + std::string(card_name(c)));
        CHECK_MESSAGE(s.allowances() == one.second, card_name(c));
    }
}
