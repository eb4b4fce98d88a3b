// RULES.md CW-V1.1 to CW-V1.16: Thug Alliance with fixed pairs of allies.
// Four players by default: seat 0 (Spades) with seat 2 (Clubs), seat 1
// (Hearts) with seat 3 (Diamonds).

#include <doctest/doctest.h>

#include <algorithm>

#include "helpers.hpp"

using namespace cw_test;
using A4 = rules<4, variant::alliance>;

namespace {
template <rules_policy R>
std::vector<std::string> options(const state<R>& s) {
    std::vector<std::string> out;
    for (const move& m : legal_moves(s)) out.push_back(to_string(s, m));
    std::sort(out.begin(), out.end());
    return out;
}
using strings = std::vector<std::string>;
template <rules_policy R>
bool listed(const state<R>& s, std::string_view prefix) {
    for (const move& m : legal_moves(s))
        if (to_string(s, m).starts_with(prefix)) return true;
    return false;
}
}  // namespace

TEST_CASE("CW-V1.1 CW-V10.4 Thug Alliance is for four players, or six or eight with two packs") {
    CHECK(combination_allowed<4, variant::alliance>);
    CHECK(combination_allowed<6, variant::alliance, variant::multiple_decks>);
    CHECK(combination_allowed<8, variant::alliance, variant::multiple_decks>);
    CHECK_FALSE(combination_allowed<2, variant::alliance>);
    CHECK_FALSE(combination_allowed<3, variant::alliance>);
    CHECK_FALSE(combination_allowed<5, variant::alliance, variant::multiple_decks>);
    CHECK_FALSE(combination_allowed<7, variant::alliance, variant::multiple_decks>);
}

TEST_CASE("CW-V1.2 CW-V1.3 alliances are disjoint pairs fixed at setup") {
    const state<A4> s;
    CHECK(s.team(0).ally == 2);
    CHECK(s.team(2).ally == 0);
    CHECK(s.team(1).ally == 3);
    CHECK(s.team(3).ally == 1);
    setup su;
    su.allies = {1, 0, -1, -1, -2, -2, -2, -2};
    const auto custom = start_game<A4>(su);
    REQUIRE(custom.has_value());
    CHECK(custom->team(0).ally == 1);
    CHECK(custom->team(2).ally == -1);  // outside every pair
    su.allies = {1, 2, -1, -1, -2, -2, -2, -2};
    const auto broken = start_game<A4>(su);
    REQUIRE_FALSE(broken.has_value());
    CHECK(broken.error().message.find("alliances are pairs") != std::string::npos);
    setup plain;
    plain.allies[0] = 1;
    CHECK_FALSE(start_game<rules<4>>(plain).has_value());  // no allies without the variant
}

TEST_CASE("CW-V1.4 allies cannot attack each other's units") {
    const auto s = table<A4>{}.play(0, {5}).play(2, {3}).build();
    CHECK_FALSE(listed(s, "attack 5S -> 3C"));
    CHECK_FALSE(listed(s, "attack 5S -> KC"));
    CHECK(refusal(s, "attack 5S -> 3C").find("CW-V1.4") != std::string::npos);
    CHECK(listed(s, "attack 5S -> KH"));  // an enemy
}

TEST_CASE("CW-V1.5 CW-V1.7 GIVE_MONEY: any multiple of $25 up to his money, to his ally") {
    const auto s = table<A4>{}.money(0, 100).build();
    CHECK(options(s) == strings{"attack KS -> KD", "attack KS -> KH", "end", "give $100 -> C", "give $25 -> C",
                                "give $50 -> C", "give $75 -> C", "roulette"});
    const auto t = must(s, "give $75 -> C");
    CHECK(t.team(0).money == 25);
    CHECK(t.team(2).money == 1075);
    CHECK(refusal(s, "give $75 -> H").find("CW-V1.7") != std::string::npos);
    CHECK(refusal(s, "give $200 -> C").find("only $100") != std::string::npos);
    // [engine] one move gives at most $2500; more is given in several moves.
    const auto rich = table<A4>{}.money(0, 4000).build();
    CHECK(refusal(rich, "give $3000 -> C").find("at most $2500") != std::string::npos);
    CHECK(must(must(rich, "give $2500 -> C"), "give $500 -> C").team(2).money == 4000);
}

TEST_CASE("CW-V1.6 protection counts only the kingpin's own groups; spoils go to the current player") {
    const auto s = table<A4>{}.play(0, {5}).play(3, {9}).money(1, 300).build();
    CHECK(kingpin_exposed(s, 1));  // his ally's 9 does not protect him
    const auto t = roll(must(must(s, "attack 5S -> KH"), "defend -"), "combat 6-1");
    CHECK(t.team(1).eliminated);
    CHECK(t.team(0).money == 1300);
}

TEST_CASE("CW-V1.8 ROUTE: the drawer of a bonus card chooses whose team it strengthens; the card stays his") {
    const auto s = table<A4>{}.turn(3).deck(0, {Q, A}).build();
    const auto d = must(s, "end");
    const auto r = roll(d, "draw QS");
    REQUIRE(r.phase() == phase::routing);
    CHECK(current_player(r) == 0);
    CHECK(options(r) == strings{"route C", "route S"});
    const auto to_ally = must(r, "route C");
    CHECK(to_ally.team(2).queens == 1);
    CHECK(to_ally.team(0).queens == 0);
    REQUIRE(to_ally.team(0).bottom_size == 1);  // the card goes to his own deck bottom
    CHECK(to_ally.team(0).bottom[0] == c(Q));
    CHECK(to_ally.phase() == phase::main);
    const auto aced = must(roll(d, "draw AS"), "route C");
    CHECK(aced.team(2).money == 2000);
    CHECK(aced.team(0).money == 1000);
    CHECK(refusal(r, "route H").find("CW-V1.8") != std::string::npos);
    // With his ally gone, a bonus applies at once to his own team.
    const auto alone = roll(must(table<A4>{}.turn(3).deck(0, {Q}).eliminated(2).build(), "end"), "draw QS");
    CHECK(alone.phase() == phase::main);
    CHECK(alone.team(0).queens == 1);
}

TEST_CASE("CW-V1.9 JOIN: the attacker's ally adds eligible groups, the total within the target's thugs") {
    const auto s = table<A4>{}.play(0, {2, 3}).play(1, {10}).play(2, {2, 4, 6}).build();
    const auto j = must(s, "attack 2S+3S -> 10H");
    REQUIRE(j.phase() == phase::joining);
    CHECK(current_player(j) == 2);
    CHECK(options(j) == strings{"join -", "join 2C", "join 4C"});  // room 5
    const auto d = must(j, "join 4C");
    CHECK(d.phase() == phase::defending);
    CHECK(has(d.team(2).attacked, c(4)));
    CHECK(combat_attack(must(d, "defend -")) == 5 * 4 + 4 * 2);
    // A kingpin attack, or one on a kingpin, has no JOIN step.
    CHECK(must(table<A4>{}.play(1, {10}).build(), "attack KS -> 10H").phase() == phase::defending);
    // Groups that entered play or attacked this turn cannot join.
    const auto marked = table<A4>{}.play(0, {2}).play(1, {10}).play(2, {3, 4}).attacked(2, {3}).build();
    auto m = table<A4>{}.play(0, {2}).play(1, {10}).hired(2, {3}).play(2, {4}).build();
    CHECK(options(must(marked, "attack 2S -> 10H")) == strings{"join -", "join 4C"});
    CHECK(options(must(m, "attack 2S -> 10H")) == strings{"join -", "join 4C"});
}

TEST_CASE("CW-V1.10 ALLY_DEFEND: the defender's ally adds groups within the attack's total; all fall together") {
    using B4 = rules<4, variant::alliance, variant::bounty>;
    const auto s = table<B4>{}.play(0, {10}).play(1, {2, 3}).play(3, {5, 6}).build();
    const auto d = must(must(s, "attack 10S -> 2H"), "join -");
    const auto a = must(d, "defend 3H");
    REQUIRE(a.phase() == phase::ally_defending);
    CHECK(current_player(a) == 3);
    CHECK(options(a) == strings{"ally-defend -", "ally-defend 5D"});  // room 10 - 5
    const auto c2 = must(a, "ally-defend 5D");
    CHECK(combat_defense(c2) == 5 * 4 + 5 * 2);
    const auto t = roll(c2, "combat 6-1");  // 240 against 30
    CHECK(t.team(1).play == 0);
    CHECK(t.team(3).play == cards({6}));
    REQUIRE(t.team(3).bottom_size == 1);  // each group to its own owner's deck
    CHECK(t.team(3).bottom[0] == c(5));
    CHECK(t.team(0).money == 1000 + 25 * 10);  // CW-V9.2: allied defenders count
}

TEST_CASE("CW-V1.11 when only one pair of allies is left, both win; or, as a setup option, they play on") {
    const auto s = table<A4>{}.play(0, {5}).eliminated(3).build();
    const auto t = roll(must(must(s, "attack 5S -> KH"), "defend -"), "combat 6-1");
    CHECK(is_terminal(t));
    CHECK(is_winner(t, 0));
    CHECK(is_winner(t, 2));
    CHECK(winner(t) == -1);
    CHECK(returns(t)[0] == 0.5);
    CHECK(returns(t)[2] == 0.5);
    CHECK(score(t) == t.team(0).money + t.team(2).money);
    auto on = table<A4>{}.play(0, {5}).eliminated(3).build();
    typename state<A4>::edit{on}.play_on() = true;
    const auto u = roll(must(must(on, "attack 5S -> KH"), "defend -"), "combat 6-1");
    CHECK_FALSE(is_terminal(u));
    CHECK(u.team(0).ally == -1);  // now enemies
    CHECK(is_enemy(u, 0, 2));
}

TEST_CASE("CW-V1.12 allies do not see each other's hands") {
    const auto a = table<A4>{}.hand(2, {7}).build();
    const auto b = table<A4>{}.hand(2, {8}).build();
    CHECK(observe(a, 0) == observe(b, 0));
}

TEST_CASE("CW-V1.14 CW-17.6 GIVE: a free gift moves the matching cards at once, to hand or to play") {
    const auto s = table<A4>{}.hand(0, {7}).play(0, {4}).bottom(2, {Q}).build();
    const auto p = must(s, "give 4S+7S -> C");
    REQUIRE(p.phase() == phase::pricing);
    const auto t = must(p, "price 0");
    CHECK(t.phase() == phase::main);
    CHECK(t.team(0).hand == 0);
    CHECK(t.team(0).play == 0);
    REQUIRE(t.team(0).bottom_size == 2);  // shown, to his own deck bottom in order
    CHECK(t.team(0).bottom[0] == c(4));
    CHECK(t.team(0).bottom[1] == c(7));
    CHECK(t.team(2).hand == cards({7}));   // from hand to hand
    CHECK(t.team(2).play == cards({4}));   // from play to play,
    CHECK(t.team(2).entered == cards({4}));  // as a group that entered play this turn
    CHECK(t.team(2).bottom_size == 0);     // his deck shuffled: B into S,
    CHECK(has(t.team(2).deck, c(Q)));
    CHECK(current_player(t) == 0);         // with no chance event (CW-17.6)
}

TEST_CASE("CW-V1.14 CW-V1.16 a priced gift: at most the cards' value and the receiver's money; accept or decline") {
    const auto s = table<A4>{}.hand(0, {3}).money(2, 250).build();
    const auto p = must(s, "give 3S -> C");
    CHECK(options(p) == strings{"price 0", "price 100", "price 125", "price 150", "price 175", "price 200", "price 225",
                                "price 25", "price 250", "price 50", "price 75"});
    const auto rich = must(table<A4>{}.hand(0, {3}).build(), "give 3S -> C");
    CHECK(refusal(rich, "price 325").find("CW-V1.16") != std::string::npos);
    const auto offer = must(p, "price 200");
    REQUIRE(offer.phase() == phase::accepting);
    CHECK(current_player(offer) == 2);
    const auto yes = must(offer, "accept");
    CHECK(yes.team(2).hand == cards({3}));
    CHECK(yes.team(2).money == 50);
    CHECK(yes.team(0).money == 1200);
    const auto no = must(offer, "decline");
    CHECK(no.team(0).hand == cards({3}));
    CHECK(no.team(2).hand == 0);
    CHECK(no.team(2).money == 250);
    CHECK(no.phase() == phase::main);
}

TEST_CASE("CW-V1.15 a GIVE needs each matching card in the receiver's deck; no Kings, bonus cards or Jokers") {
    const auto s = table<A4>{}.hand(0, {7, 8}).hand(2, {7}).build();
    CHECK_FALSE(listed(s, "give 7S"));
    CHECK(listed(s, "give 8S -> C"));
    CHECK(refusal(s, "give 7S -> C").find("CW-V1.15") != std::string::npos);
    const auto m = parse_move(s, "give KS -> C");
    REQUIRE_FALSE(m.has_value());  // only thug cards can be named
}

TEST_CASE("CW-18.3 CW-V1.9 CW-V1.10 CW-V1.14 alliance moves are written and read back") {
    const auto s = table<A4>{}.hand(0, {7}).build();
    for (const move& m : legal_moves(s)) CHECK(*parse_move(s, to_string(s, m)) == m);
    const auto j = must(table<A4>{}.play(0, {2}).play(1, {10}).play(2, {3}).build(), "attack 2S -> 10H");
    CHECK(to_string(j, move::join(cards({3}))) == "join 3C");
    CHECK(*parse_move(j, "join 3C") == move::join(cards({3})));
    const auto bad = parse_move(s, "give 7S -> X");
    REQUIRE_FALSE(bad.has_value());
    CHECK(bad.error().position == 11);
}

TEST_CASE("CW-V1.13 with more than four players an alliance still holds two teams") {
    using A8 = rules<8, variant::alliance, variant::multiple_decks>;
    const state<A8> s;
    for (player_id p = 0; p < 8; ++p) {
        CHECK(s.team(p).ally == (p + 4) % 8);
        CHECK(s.team(s.team(p).ally).ally == p);
    }
    // Only the one ally decides on joining: no third team enters a combination.
    const auto t = table<A8>{}.play(0, {2}).play(1, {10}).play(4, {3}).play(6, {4}).build();
    const auto j = must(t, "attack 2S -> 10H");
    CHECK(current_player(j) == 4);
    for (const move& m : legal_moves(j)) CHECK((m.cards & ~cards({3})) == 0);
}

TEST_CASE("CW-V1.11 restoring the Snitch: as the allies turn enemies, each adds a Joker and shuffles B into S") {
    const auto build = [](bool restore) {
        auto s = table<A4>{}.play(0, {5}).eliminated(3).bottom(0, {Q}).bottom(2, {4, A}).build();
        typename state<A4>::edit e{s};
        e.play_on() = true;
        e.restore_snitch() = restore;
        return s;
    };
    const auto won = [](const state<A4>& s) { return roll(must(must(s, "attack 5S -> KH"), "defend -"), "combat 6-1"); };
    const auto t = won(build(true));
    REQUIRE_FALSE(is_terminal(t));
    CHECK(t.snitch_restored());
    for (const player_id p : {player_id{0}, player_id{2}}) {
        CHECK(has(t.team(p).deck, joker));
        CHECK(t.team(p).bottom_size == 0);  // shuffled: B into S, no chance event (CW-17.6)
    }
    CHECK(has(t.team(0).deck, c(Q)));
    CHECK((t.team(2).deck & cards({4, A})) == cards({4, A}));
    CHECK(current_player(t) == 0);
    // Without the option the allies play on with no Joker, and B stays in order.
    const auto u = won(build(false));
    CHECK_FALSE(u.snitch_restored());
    CHECK_FALSE(has(u.team(0).deck, joker));
    CHECK(u.team(2).bottom_size == 2);
    // The restored Snitch is used as in the two-player game (CW-13.2 to CW-13.4).
    auto h = t;
    typename state<A4>::edit e{h};
    e.team(0).deck = static_cast<card_set>(e.team(0).deck & ~bit(joker));
    e.team(0).hand |= bit(joker);
    e.team(2).play |= cards({9});
    e.team(2).deck = static_cast<card_set>(e.team(2).deck & ~cards({9}));
    REQUIRE(listed(h, "snitch"));
    const auto sn = must(h, "snitch");
    CHECK(sn.team(2).play == 0);
    CHECK(sn.team(0).bottom_size == 2);  // his 5, then the Joker
    CHECK(sn.team(0).bottom[1] == joker);
    // The state text carries the option and the restoration.
    CHECK(to_string(t).find("restore-snitch=done") != std::string::npos);
    CHECK(to_string(build(true)).find("restore-snitch=yes") != std::string::npos);
    const auto back = parse_state<A4>(to_string(sn));
    REQUIRE_MESSAGE(back.has_value(), back.error().what());
    CHECK(*back == sn);
    // Before restoration a Joker cannot be in the game.
    auto early = build(true);
    typename state<A4>::edit{early}.team(0).hand |= bit(joker);
    CHECK_FALSE(parse_state<A4>(to_string(early)).has_value());
}

TEST_CASE("CW-V1.11 restoring the Snitch is a setup option of allies who play on") {
    setup su;
    su.restore_snitch = true;
    const auto no_play_on = start_game<A4>(su);
    REQUIRE_FALSE(no_play_on.has_value());
    CHECK(no_play_on.error().message.find("CW-V1.11") != std::string::npos);
    CHECK_FALSE(start_game<rules<4>>(su).has_value());
    su.play_on = true;
    const auto ok = start_game<A4>(su);
    REQUIRE(ok.has_value());
    CHECK(ok->restores_snitch());
    CHECK_FALSE(ok->snitch_restored());
    CHECK(count(ok->team(0).deck) == 12);  // no Joker until the endgame
}
