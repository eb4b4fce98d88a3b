// War Chest in words and events (describe.hpp): every action, attack result,
// follow-up and chance outcome as each seat may know it (WC-16), and how the
// game ends.

#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "common/harness.hpp"
#include "helpers.hpp"

using namespace wc_test;
using arbiter::event;
using arbiter::event_kind;
using arbiter::omniscient;

namespace {

struct describe_always_soak : fixed_rules {
    static constexpr royal_guard_soak soak = royal_guard_soak::always;
};
struct describe_one_round : fixed_rules {
    static constexpr int round_limit = 1;
};

event describe_ev(event_kind k, player_id p, std::string piece, std::string from = {},
                  std::string to = {}, int amount = 0) {
    return event{k, p, std::move(piece), std::move(from), std::move(to), amount};
}

// The text of move `text` at s for `viewer`.
template <class R>
std::string describe_said(const state<R>& s, std::string_view text, player_id viewer) {
    REQUIRE_MESSAGE(legal(s, text), "'", std::string(text), "' is not legal here");
    return describe(s, mv(text), viewer);
}

template <class R>
outcome describe_outcome(const state<R>& s, std::string_view text) {
    const auto o = parse_outcome(s, text);
    REQUIRE_MESSAGE(o.has_value(), "bad outcome '", std::string(text), "'");
    return *o;
}

// Seat 0 wins with its next control: three more markers placed (WC-11.3).
S describe_one_marker_left() {
    S s = blank(armies_of({unit::archer}, {unit::scout}));
    for (const char* hex : {"c2", "d3", "f4"}) set_control(s, hex, 0);
    put(s, "b4", unit::archer);
    give(s, 0, unit::archer);
    return s;
}

}  // namespace

TEST_CASE("WC-9.2 an ordinary move: the unit and both hexes, the same to both players") {
    S s = blank(armies_of({unit::archer}, {unit::scout}));
    put(s, "d4", unit::archer);
    give(s, 0, unit::archer);
    CHECK(describe_said(s, "move archer d4 e4", 0) == "Your Archer moves from d4 to e4.");
    CHECK(describe_said(s, "move archer d4 e4", 1) == "Side A's Archer moves from d4 to e4.");
    CHECK(describe_said(s, "move archer d4 e4", omniscient) ==
          "Side A's Archer moves from d4 to e4.");
    CHECK(events(s, mv("move archer d4 e4"), 1) ==
          std::vector<event>{describe_ev(event_kind::played, 0, "Archer"),
                             describe_ev(event_kind::moved, 0, "Archer", "d4", "e4")});
}

TEST_CASE("WC-7.1 WC-7.4 deploy and bolster name the unit in words and its new height") {
    S s = blank(armies_of({unit::light_cavalry, unit::archer}, {unit::scout}));
    give(s, 0, unit::light_cavalry);
    CHECK(describe_said(s, "deploy light_cavalry e1", 0) == "You deploy a Light Cavalry at e1.");
    CHECK(describe_said(s, "deploy light_cavalry e1", 1) ==
          "Side A deploys a Light Cavalry at e1.");
    CHECK(events(s, mv("deploy light_cavalry e1"), 1) ==
          std::vector<event>{describe_ev(event_kind::played, 0, "Light Cavalry"),
                             describe_ev(event_kind::entered, 0, "Light Cavalry", "", "e1")});
    put(s, "d4", unit::archer, 2);
    give(s, 0, unit::archer);
    CHECK(describe_said(s, "bolster archer d4", 0) == "You bolster your Archer at d4 to 3 coins.");
    CHECK(describe_said(s, "bolster archer d4", 1) ==
          "Side A bolsters its Archer at d4 to 3 coins.");
}

TEST_CASE("WC-8.3 WC-16.2 a recruit names the coin paid only to its owner") {
    S s = blank(armies_of({unit::crossbowman, unit::light_cavalry}, {unit::scout}));
    give(s, 0, unit::light_cavalry);
    const move m = mv("recruit light_cavalry crossbowman");
    CHECK(describe(s, m, 0) ==
          "You recruit a Crossbowman, paying with a Light Cavalry coin face down.");
    const std::string other = describe(s, m, 1);
    CHECK(other == "Side A recruits a Crossbowman, paying with a coin face down.");
    CHECK(other.find("Light Cavalry") == std::string::npos);
    CHECK(events(s, m, 1) ==
          std::vector<event>{describe_ev(event_kind::played, 0, ""),
                             describe_ev(event_kind::drew, 0, "Crossbowman", "", "", 1)});
    CHECK(events(s, m, omniscient)[0].piece == "Light Cavalry");
    arbiter::testing::playout_stats stats;  // the harness's own check: no world tells them apart
    arbiter::testing::check_nothing_hidden_named(s, m, 1, stats);
    CHECK(stats.hidden_checks == 1);
}

TEST_CASE("WC-8.2 WC-8.4 WC-16.2 claim and pass: the coin goes face down, unnamed to the others") {
    S s = blank(armies_of({unit::knight}, {unit::scout}));
    S::edit{s}.initiative() = 1;
    give(s, 0, unit::knight);
    give(s, 0, royal);
    CHECK(describe_said(s, "claim knight", 0) ==
          "You claim the initiative, discarding a Knight coin face down: you will take the first "
          "turn next round.");
    const std::string claim = describe_said(s, "claim knight", 1);
    CHECK(claim ==
          "Side A claims the initiative, discarding a coin face down: it will take the first turn "
          "next round.");
    CHECK(claim.find("Knight") == std::string::npos);
    CHECK(events(s, mv("claim knight"), 1) ==
          std::vector<event>{describe_ev(event_kind::played, 0, ""),
                             describe_ev(event_kind::scored, 0, "initiative", "", "", 1)});
    CHECK(describe_said(s, "pass royal", 0) == "You pass, discarding the Royal Coin face down.");
    const std::string pass = describe_said(s, "pass royal", 1);
    CHECK(pass == "Side A passes, discarding a coin face down.");
    CHECK(pass.find("Royal") == std::string::npos);
    CHECK(events(s, mv("pass royal"), 1) ==
          std::vector<event>{describe_ev(event_kind::played, 0, ""),
                             describe_ev(event_kind::passed, 0, "")});
}

TEST_CASE("WC-9.3 control: the location, whose marker it replaces and the markers left") {
    S s = blank(armies_of({unit::archer}, {unit::scout}));
    put(s, "d3", unit::archer);
    give(s, 0, unit::archer);
    CHECK(describe_said(s, "control archer d3", 0) ==
          "Your Archer takes control of d3 (you have 3 markers left to place).");
    set_control(s, "d3", 1);
    CHECK(describe_said(s, "control archer d3", 0) ==
          "Your Archer takes control of d3 from side B (you have 3 markers left to place).");
    CHECK(describe_said(s, "control archer d3", 1) ==
          "Side A's Archer takes control of d3 from you (side A has 3 markers left to place).");
    CHECK(events(s, mv("control archer d3"), 1)[1] ==
          describe_ev(event_kind::control_changed, 0, "", "", "d3"));
}

TEST_CASE("WC-10.2 an attack: the target loses a coin, or its last and is removed") {
    S s = blank(armies_of({unit::swordsman}, {unit::scout}));
    put(s, "d3", unit::swordsman);
    put(s, "d4", unit::scout, 2);
    give(s, 0, unit::swordsman);
    CHECK(describe_said(s, "attack swordsman d3 d4", 1) ==
          "Side A's Swordsman at d3 attacks your Scout at d4: the Scout loses a coin (1 left). "
          "Side A's Swordsman may now move one space.");
    CHECK(events(s, mv("attack swordsman d3 d4"), 0) ==
          std::vector<event>{describe_ev(event_kind::played, 0, "Swordsman"),
                             describe_ev(event_kind::attacked, 0, "Swordsman", "d3", "d4"),
                             describe_ev(event_kind::hit, 1, "Scout", "", "d4", 1)});
    S last = s;
    S::edit{last}.height(hx("d4")) = 1;
    CHECK(describe_said(last, "attack swordsman d3 d4", 0) ==
          "Your Swordsman at d3 attacks side B's Scout at d4: the Scout loses its last coin and is "
          "removed. "
          "Your Swordsman may now move one space.");
    CHECK(events(last, mv("attack swordsman d3 d4"), 0).back() ==
          describe_ev(event_kind::removed, 1, "Scout", "d4"));
}

TEST_CASE("WC-12.12.2 the Pikeman strikes back at an adjacent attacker") {
    S s = blank(armies_of({unit::knight}, {unit::pikeman}));
    put(s, "d3", unit::knight);
    put(s, "d4", unit::pikeman, 2);
    give(s, 0, unit::knight);
    CHECK(describe_said(s, "attack knight d3 d4", 1) ==
          "Side A's Knight at d3 attacks your Pikeman at d4: the Pikeman loses a coin (1 left); "
          "the Pikeman strikes back and the Knight loses its last coin and is removed.");
    CHECK(events(s, mv("attack knight d3 d4"), 1) ==
          std::vector<event>{describe_ev(event_kind::played, 0, "Knight"),
                             describe_ev(event_kind::attacked, 0, "Knight", "d3", "d4"),
                             describe_ev(event_kind::hit, 1, "Pikeman", "", "d4", 1),
                             describe_ev(event_kind::hit, 0, "Knight", "", "d3", 1),
                             describe_ev(event_kind::removed, 0, "Knight", "d3")});
}

TEST_CASE("WC-12.1 WC-12.4 WC-12.8 the Archer, the Crossbowman and the Lancer attack in words") {
    S s = blank(
        armies_of({unit::archer, unit::crossbowman, unit::lancer}, {unit::scout, unit::pikeman}));
    put(s, "d4", unit::archer);
    put(s, "f4", unit::scout, 2);
    give(s, 0, unit::archer);
    CHECK(describe_said(s, "tactic archer d4 f4", 1) ==
          "Side A's Archer at d4 attacks your Scout at f4 from two spaces away: the Scout loses a "
          "coin (1 left).");
    S cross = blank(armies_of({unit::crossbowman}, {unit::scout}));
    put(cross, "d4", unit::crossbowman);
    put(cross, "f4", unit::scout);
    give(cross, 0, unit::crossbowman);
    CHECK(describe_said(cross, "tactic crossbowman d4 f4", 0) ==
          "Your Crossbowman at d4 attacks side B's Scout at f4 two spaces away in a straight line: "
          "the Scout loses its last coin and is removed.");
    S lance = blank(armies_of({unit::lancer}, {unit::pikeman}));
    put(lance, "d4", unit::lancer, 2);
    put(lance, "g4", unit::pikeman);
    give(lance, 0, unit::lancer);
    CHECK(describe_said(lance, "tactic lancer d4 f4", 0) ==
          "Your Lancer charges from d4 to f4 and attacks side B's Pikeman at g4: the Pikeman loses "
          "its last coin and "
          "is removed; the Pikeman strikes back and the Lancer loses a coin (1 left).");
    CHECK(events(lance, mv("tactic lancer d4 f4"), 0) ==
          std::vector<event>{describe_ev(event_kind::played, 0, "Lancer"),
                             describe_ev(event_kind::moved, 0, "Lancer", "d4", "f4"),
                             describe_ev(event_kind::attacked, 0, "Lancer", "f4", "g4"),
                             describe_ev(event_kind::hit, 1, "Pikeman", "", "g4", 1),
                             describe_ev(event_kind::removed, 1, "Pikeman", "g4"),
                             describe_ev(event_kind::hit, 0, "Lancer", "", "f4", 1)});
}

TEST_CASE("WC-12.3 WC-18.2 the Cavalry charges, then its attack is a decision of its own") {
    S s = blank(armies_of({unit::cavalry}, {unit::scout}));
    put(s, "d4", unit::cavalry);
    put(s, "f4", unit::scout);
    give(s, 0, unit::cavalry);
    CHECK(describe_said(s, "tactic cavalry d4 e4", 0) ==
          "Your Cavalry charges from d4 to e4. It must now attack an enemy unit next to it.");
    const S charged = after(s, "tactic cavalry d4 e4");
    CHECK(describe_said(charged, "attack e4 f4", 1) ==
          "Side A's Cavalry at e4 attacks your Scout at f4: the Scout loses its last coin and is "
          "removed.");
    CHECK(events(charged, mv("attack e4 f4"), 1).front() ==
          describe_ev(event_kind::attacked, 0, "Cavalry", "e4", "f4"));
}

TEST_CASE(
    "WC-12.5 WC-12.9 WC-12.10 WC-12.13.1 the Ensign, the Light Cavalry, the Marshall, the Royal "
    "Guard") {
    S s = blank(armies_of(
        {unit::ensign, unit::marshall, unit::knight, unit::light_cavalry, unit::royal_guard},
        {unit::scout}));
    put(s, "d4", unit::ensign);
    put(s, "e4", unit::knight);
    put(s, "b3", unit::marshall);
    put(s, "f4", unit::scout, 2);
    for (unit u : {unit::ensign, unit::marshall}) give(s, 0, u);
    CHECK(describe_said(s, "tactic ensign d4 e4 e5", 0) ==
          "Your Ensign at d4 orders your Knight at e4 to move to e5.");
    CHECK(events(s, mv("tactic ensign d4 e4 e5"), 1).back() ==
          describe_ev(event_kind::moved, 0, "Knight", "e4", "e5"));
    S marshal = s;
    typename S::edit{marshal}.clear(hx("b3"));
    put(marshal, "c4", unit::marshall);
    CHECK(describe_said(marshal, "tactic marshall c4 e4 f4", 1) ==
          "Side A's Marshall at c4 orders side A's Knight at e4 to attack your Scout at f4: the "
          "Scout loses a coin (1 left).");
    S light = blank(armies_of({unit::light_cavalry, unit::royal_guard}, {unit::scout}));
    put(light, "d4", unit::light_cavalry);
    put(light, "b4", unit::royal_guard);
    give(light, 0, unit::light_cavalry);
    give(light, 0, royal);
    CHECK(describe_said(light, "tactic light_cavalry d4 f4", 1) ==
          "Side A's Light Cavalry moves two spaces, from d4 to f4.");
    CHECK(describe_said(light, "tactic royal b4 c4", 0) ==
          "Your Royal Guard at b4 moves to c4, paid with the Royal Coin.");
    CHECK(events(light, mv("tactic royal b4 c4"), 1).front() ==
          describe_ev(event_kind::played, 0, "Royal Coin"));
}

TEST_CASE("WC-12.6.3 WC-18.3 the Footman tactic, then each Footman's maneuver") {
    S s = blank(armies_of({unit::footman}, {unit::scout}));
    put(s, "d4", unit::footman);
    put(s, "b4", unit::footman);
    put(s, "b5", unit::scout, 2);
    give(s, 0, unit::footman);
    CHECK(describe_said(s, "tactic footman", 0) ==
          "You use the Footman tactic: each of your Footmen makes a maneuver.");
    CHECK(describe_said(s, "tactic footman", 1) ==
          "Side A uses the Footman tactic: each of side A's Footmen makes a maneuver.");
    const S first = after(s, "tactic footman");
    CHECK(describe_said(first, "move d4 e4", 0) ==
          "Under the Footman tactic, your Footman moves from d4 to e4.");
    CHECK(events(first, mv("move d4 e4"), 0) ==
          std::vector<event>{describe_ev(event_kind::moved, 0, "Footman", "d4", "e4")});
    const S second = after(first, "move d4 e4");
    CHECK(describe_said(second, "attack b4 b5", 1) ==
          "Under the Footman tactic, side A's Footman at b4 attacks your Scout at b5: the Scout "
          "loses a coin (1 left).");
}

TEST_CASE("WC-12.13.4 WC-18.4 the Royal Guard's soak: the attack waits, then the owner's choice") {
    S s = blank(armies_of({unit::swordsman}, {unit::royal_guard}));
    put(s, "d3", unit::swordsman);
    put(s, "d4", unit::royal_guard, 2);
    give(s, 0, unit::swordsman);
    CHECK(describe_said(s, "attack swordsman d3 d4", 1) ==
          "Side A's Swordsman at d3 attacks your Royal Guard at d4. "
          "You choose whether the Royal Guard at d4 or the supply loses the coin.");
    CHECK(events(s, mv("attack swordsman d3 d4"), 1).back() ==
          describe_ev(event_kind::attacked, 0, "Swordsman", "d3", "d4"));
    const S asked = after(s, "attack swordsman d3 d4");
    CHECK(describe_said(asked, "soak supply", 1) ==
          "You take the coin lost to side A's Swordsman at d3 from your supply: the Royal Guard "
          "keeps its 2 coins. "
          "Side A's Swordsman may now move one space.");
    CHECK(events(asked, mv("soak supply"), 0) ==
          std::vector<event>{describe_ev(event_kind::answered, 1, "supply"),
                             describe_ev(event_kind::paid, 1, "Royal Guard", "", "", 1)});
    CHECK(describe_said(asked, "soak stack", 0) ==
          "Side B takes the coin lost to your Swordsman at d3 from the Royal Guard at d4: the "
          "Royal Guard loses a coin "
          "(1 left). Your Swordsman may now move one space.");
    auto always = blank<describe_always_soak>(armies_of({unit::swordsman}, {unit::royal_guard}));
    put(always, "d3", unit::swordsman);
    put(always, "d4", unit::royal_guard);
    give(always, 0, unit::swordsman);
    CHECK(describe_said(always, "attack swordsman d3 d4", 0) ==
          "Your Swordsman at d3 attacks side B's Royal Guard at d4: the coin comes from side B's "
          "supply and the Royal "
          "Guard keeps its 1 coin. Your Swordsman may now move one space.");
}

TEST_CASE("WC-12.15 WC-18.5 the Swordsman moves after its attack, or stays") {
    S s = blank(armies_of({unit::swordsman}, {unit::scout}));
    put(s, "d3", unit::swordsman);
    put(s, "d4", unit::scout);
    give(s, 0, unit::swordsman);
    const S attacked = after(s, "attack swordsman d3 d4");
    CHECK(describe_said(attacked, "move d3 d4", 1) ==
          "After its attack, side A's Swordsman moves from d3 to d4.");
    CHECK(describe_said(attacked, "decline", 0) ==
          "Your Swordsman at d3 stays where it is after its attack.");
    CHECK(events(attacked, mv("decline"), 1) ==
          std::vector<event>{describe_ev(event_kind::answered, 0, "stay")});
}

TEST_CASE("WC-12.2.3 WC-18.6 the Berserker pays a coin of its stack to maneuver again, or stops") {
    S s = blank(armies_of({unit::berserker}, {unit::scout}));
    put(s, "d3", unit::berserker, 3);
    put(s, "d4", unit::scout, 3);
    give(s, 0, unit::berserker);
    const S chain = after(s, "attack berserker d3 d4");
    CHECK(describe_said(chain, "attack d3 d4", 1) ==
          "Side A's Berserker at d3 pays a coin from its stack (2 left) and attacks your Scout at "
          "d4: the Scout loses a "
          "coin (1 left). Side A's Berserker may maneuver again by paying a coin from its stack.");
    CHECK(events(chain, mv("attack d3 d4"), 1).front() ==
          describe_ev(event_kind::paid, 0, "Berserker", "d3", "", 1));
    CHECK(describe_said(chain, "move d3 c3", 0) ==
          "Your Berserker at d3 pays a coin from its stack (2 left) and moves from d3 to c3. "
          "Your Berserker may maneuver again by paying a coin from its stack.");
    CHECK(describe_said(chain, "decline", 1) == "Side A's Berserker at d3 stops.");
}

TEST_CASE("WC-12.11 WC-18.8 recruiting a Mercenary offers its free maneuver") {
    S s = blank(armies_of({unit::mercenary}, {unit::scout}));
    put(s, "d4", unit::mercenary);
    give(s, 0, royal);
    CHECK(describe_said(s, "recruit royal mercenary", 1) ==
          "Side A recruits a Mercenary, paying with a coin face down. Side A's Mercenary may now "
          "make a free maneuver.");
    const S offered = after(s, "recruit royal mercenary");
    CHECK(describe_said(offered, "move d4 e4", 0) ==
          "Your Mercenary at d4 makes a free maneuver after the recruit and moves from d4 to e4.");
    CHECK(describe_said(offered, "decline", 1) == "Side A declines the Mercenary's free maneuver.");
}

TEST_CASE(
    "WC-12.16 WC-16.2 the Warrior Priest's draw: the coin named to its owner only, also when used "
    "face down") {
    S s = blank(armies_of({unit::warrior_priest}, {unit::scout}));
    put(s, "d4", unit::warrior_priest);
    put(s, "e4", unit::scout, 2);
    give(s, 0, unit::warrior_priest);
    S::edit{s}.coins(0).bag[royal] = 1;
    CHECK(
        describe_said(s, "attack warrior_priest d4 e4", 1) ==
        "Side A's Warrior Priest at d4 attacks your Scout at e4: the Scout loses a coin (1 left). "
        "Side A's Warrior Priest now draws a coin.");
    const S drawing = after(s, "attack warrior_priest d4 e4");
    REQUIRE(current_player(drawing) == arbiter::chance_player);
    const outcome o = chance_outcomes(drawing)[0].outcome;
    CHECK(describe(drawing, o, 0) == "Your Warrior Priest draws the Royal Coin to use at once.");
    const std::string other = describe(drawing, o, 1);
    CHECK(other == "Side A's Warrior Priest draws a coin to use at once.");
    CHECK(other.find("Royal") == std::string::npos);
    CHECK(events(drawing, o, 1) ==
          std::vector<event>{describe_ev(event_kind::drew, 0, "", "", "", 1)});
    CHECK(events(drawing, o, 0) ==
          std::vector<event>{describe_ev(event_kind::drew, 0, "Royal Coin", "", "", 1)});
    const S use = play(drawing, o);
    CHECK(describe_said(use, "pass royal", 0) ==
          "With the coin your Warrior Priest drew, you pass, discarding the Royal Coin face down.");
    const std::string pass = describe_said(use, "pass royal", 1);
    CHECK(
        pass ==
        "With the coin side A's Warrior Priest drew, side A passes, discarding a coin face down.");
    CHECK(pass.find("Royal") == std::string::npos);
}

TEST_CASE(
    "WC-4.3 WC-4.4 WC-16.3 a round-start draw: the coins to the drawer, their number to the "
    "others") {
    const S s(armies_of({unit::archer, unit::pikeman}, {unit::scout}), 0);
    const outcome o = describe_outcome(s, "draw archer archer pikeman");
    CHECK(describe(s, o, 0) == "You draw Archer, Archer and Pikeman.");
    const std::string other = describe(s, o, 1);
    CHECK(other == "Side A draws 3 coins.");
    CHECK(other.find("Archer") == std::string::npos);
    CHECK(describe(s, o, omniscient) == "Side A draws Archer, Archer and Pikeman.");
    CHECK(events(s, o, 1) == std::vector<event>{describe_ev(event_kind::drew, 0, "", "", "", 3)});
    CHECK(events(s, o, 0) == std::vector<event>{describe_ev(event_kind::drew, 0,
                                                            "Archer, Archer, Pikeman", "", "", 3)});
    arbiter::testing::playout_stats stats;
    arbiter::testing::check_nothing_hidden_named(s, o, 1, stats);
    CHECK(stats.hidden_checks == 1);

    S low = s;
    {
        S::edit e{low};
        e.coins(0).bag = coin_counts{};
        e.coins(0).bag[royal] = 1;
        e.coins(0).face_up = coin_counts{};
        e.coins(0).face_up[static_cast<std::size_t>(index(unit::archer))] = 2;
    }
    const outcome refill = describe_outcome(low, "draw archer archer royal");
    CHECK(describe(low, refill, 0) ==
          "You draw Archer, Archer and Royal Coin, refilling the bag from the discard pile.");
    CHECK(describe(low, refill, 1) ==
          "Side A draws 3 coins, refilling the bag from the discard pile.");

    S second = play(s, o);  // seat 1 draws last: the round's turns begin (WC-5.2)
    const outcome scouts = describe_outcome(second, "draw scout scout royal");
    CHECK(describe(second, scouts, 0) ==
          "Side B draws 3 coins. You take the first turn of round 1.");
    CHECK(describe(second, scouts, 1) ==
          "You draw Scout, Scout and Royal Coin. Side A takes the first turn of round 1.");
}

TEST_CASE("WC-3.3 WC-3.5 WC-15.1 the deal and the initiative flip are public") {
    const state<standard_rules> deal;
    const outcome archer = describe_outcome(deal, "deal archer");
    CHECK(describe(deal, archer, 0) == "You are dealt the Archer card.");
    CHECK(describe(deal, archer, 1) == "Side A is dealt the Archer card.");
    CHECK(events(deal, archer, 1) ==
          std::vector<event>{describe_ev(event_kind::drew, 0, "Archer", "", "", 1)});
    const state<gaugamela_rules> flip;
    const outcome b = describe_outcome(flip, "flip B");
    CHECK(describe(flip, b, 1) == "You win the initiative flip and will take the first turn.");
    CHECK(describe(flip, b, 0) == "Side B wins the initiative flip and will take the first turn.");
    CHECK(events(flip, b, 0) == std::vector<event>{describe_ev(event_kind::rolled, -1, "side B")});
    const state<draft_rules> pool;
    CHECK(describe(pool, describe_outcome(pool, "deal scout"), 1) ==
          "The Scout card is dealt to the draft pool.");
}

TEST_CASE("WC-15.1 WC-15.4 WC-14.2 draft picks, bans and the team's choice") {
    state<draft_with_bans_rules> s;
    while (current_player(s) == arbiter::chance_player)
        s = play(s, chance_outcomes(s)[0].outcome);  // flip A
    REQUIRE(s.phase() == phase::draft);
    CHECK(describe_said(s, "ban archer", 1) == "Side A bans the Archer card: it leaves the game.");
    CHECK(events(s, mv("ban archer"), 1) ==
          std::vector<event>{describe_ev(event_kind::removed, -1, "Archer")});
    s = after(after(s, "ban archer"), "ban berserker");
    CHECK(describe_said(s, "pick cavalry", 0) == "You pick the Cavalry card.");
    CHECK(events(s, mv("pick cavalry"), 0) ==
          std::vector<event>{describe_ev(event_kind::drew, 0, "Cavalry", "", "", 1)});

    state<draft_rules> d;  // the pool: Archer to Lancer, then flip A
    while (current_player(d) == arbiter::chance_player) d = play(d, chance_outcomes(d)[0].outcome);
    for (int pick = 0; pick < 7; ++pick) d = play(d, legal_moves(d)[0]);
    REQUIRE(legal(d, "pick lancer"));
    CHECK(describe_said(d, "pick lancer", 1) ==
          "Side A picks the Lancer card; the draft is over and you take the initiative.");

    auto team = blank<four_fixed>(armies{set_of({unit::archer}), set_of({unit::scout}),
                                         set_of({unit::pikeman}), set_of({unit::knight})});
    S4::edit{team}.phase() = phase::team_choice;
    CHECK(describe_said(team, "choose 2", 0) ==
          "Your team chooses your teammate to take the initiative.");
    CHECK(describe_said(team, "choose 2", 2) == "Your team chooses you to take the initiative.");
    CHECK(describe_said(team, "choose 2", 1) ==
          "Team A chooses seat 2 (team A) to take the initiative.");
    CHECK(events(team, mv("choose 2"), 1) ==
          std::vector<event>{describe_ev(event_kind::answered, 0, "seat 2")});
}

TEST_CASE("WC-11.3 the winning control: the move, then the end for winner, loser and a log") {
    const S s = describe_one_marker_left();
    CHECK(describe_said(s, "control archer b4", 0) ==
          "Your Archer takes control of b4. You win: you control 6 locations, placing your last "
          "control marker (WC-11.3).");
    CHECK(describe_said(s, "control archer b4", 1) ==
          "Side A's Archer takes control of b4. You lose: side A controls 6 locations, placing its "
          "last control marker "
          "(WC-11.3).");
    CHECK(events(s, mv("control archer b4"), 1) ==
          std::vector<event>{describe_ev(event_kind::played, 0, "Archer"),
                             describe_ev(event_kind::control_changed, 0, "", "", "b4"),
                             describe_ev(event_kind::game_over, 0, "side A", "", "", 1)});
    const S over = after(s, "control archer b4");
    CHECK(describe_end(over, 0) ==
          "You win: you control 6 locations, placing your last control marker (WC-11.3).");
    CHECK(describe_end(over, 1) ==
          "You lose: side A controls 6 locations, placing its last control marker (WC-11.3).");
    CHECK(describe_end(over, omniscient) ==
          "Side A wins: it controls 6 locations, placing its last control marker (WC-11.3).");
}

TEST_CASE("WC-14.1 WC-11.3 the 4-player end names the teams") {
    auto s = blank<four_fixed>(armies{set_of({unit::archer}), set_of({unit::scout}),
                                      set_of({unit::pikeman}), set_of({unit::knight})},
                               2);
    for (const char* hex : {"c2", "d3", "f4", "b4"}) set_control(s, hex, 0);
    put(s, "d5", unit::pikeman);
    give(s, 2, unit::pikeman);
    REQUIRE(s.reserve(0) == 1);
    const auto over = after(s, "control pikeman d5");
    REQUIRE(is_terminal(over));
    CHECK(describe_end(over, 2) ==
          "You win with your teammate, seat 0: your team controls 8 locations, placing its last "
          "control marker (WC-11.3).");
    CHECK(describe_end(over, 0) ==
          "You win with your teammate, seat 2: your team controls 8 locations, placing its last "
          "control marker (WC-11.3).");
    CHECK(describe_end(over, 3) ==
          "You lose: team A (seats 0 and 2) controls 8 locations, placing its last control "
          "marker (WC-11.3).");
    CHECK(describe_end(over, omniscient) ==
          "Team A (seats 0 and 2) wins: it controls 8 locations, placing its last "
          "control marker (WC-11.3).");
    CHECK(describe_said(s, "control pikeman d5", 1) ==
          "Seat 2 (team A)'s Pikeman takes control of d5. You lose: team A (seats 0 and 2) "
          "controls 8 locations, placing "
          "its last control marker (WC-11.3).");
    CHECK(describe_said(s, "control pikeman d5", 0) ==
          "Your teammate's Pikeman takes control of d5. You win with your teammate, seat 2: your "
          "team controls 8 locations, placing its last control marker (WC-11.3).");
    // WC-16.5: a teammate is told no more than an opponent
    const std::string pass = describe_said(s, "pass pikeman", 0);
    CHECK(pass == "Your teammate passes, discarding a coin face down.");
    CHECK(pass.find("Pikeman") == std::string::npos);
    CHECK(describe_said(s, "pass pikeman", 2) == "You pass, discarding a Pikeman coin face down.");
}

TEST_CASE(
    "WC-4.9 WC-19.6 draws: a dead position after the draws, the round limit after the last coin") {
    S dead = blank(armies_of({unit::archer}, {unit::scout}));
    {
        S::edit e{dead};
        e.phase() = phase::draw;
        e.turn() = 1;
        for (player_id p = 0; p < 2; ++p) e.coins(p) = zones{};
    }
    const outcome nothing = describe_outcome(dead, "draw nothing");
    CHECK(describe(dead, nothing, 0) ==
          "Side B draws nothing: the bag and the discard pile are empty. A draw: nobody has a coin "
          "left to draw, so "
          "nothing can happen any more (dead position, WC-4.9).");
    CHECK(events(dead, nothing, 0) ==
          std::vector<event>{describe_ev(event_kind::drew, 1, "", "", "", 0),
                             describe_ev(event_kind::game_over, -1, "")});
    CHECK(describe_end(play(dead, nothing), 1) ==
          "A draw: nobody has a coin left to draw, so nothing can happen any more (dead position, "
          "WC-4.9).");

    auto last = blank<describe_one_round>(armies_of({unit::archer}, {unit::scout}));
    give(last, 0, unit::archer);
    CHECK(describe_said(last, "pass archer", 1) ==
          "Side A passes, discarding a coin face down. A draw: the game reached its limit of 1 "
          "round without a winner "
          "(WC-19.6).");
    CHECK(events(last, mv("pass archer"), 1).back() == describe_ev(event_kind::game_over, -1, ""));
}

TEST_CASE("DESIGN every War Chest state type offers the descriptions") {
    static_assert(arbiter::describing_game<S>);
    static_assert(arbiter::describing_game<S4>);
    static_assert(arbiter::describing_game<state<draft_with_bans_rules>>);
}
