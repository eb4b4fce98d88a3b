// RULES.md Part D: the alternative rules as composable policies.

#include <doctest/doctest.h>

#include "helpers.hpp"

using namespace cw_test;
using namespace arbiter::crime_wars::variant;

TEST_CASE("CW-V0.1 CW-V0.2 every combination is allowed except the ones the rules file rejects") {
    CHECK(combination_allowed<2, hardcore, bounty, gambling, diceless, aggressor>);
    CHECK(combination_allowed<3, rush, bounty>);  // allowed even where it has no effect
    CHECK(combination_allowed<4, rich_mans_curse, hardcore>);
    CHECK_FALSE(combination_allowed<2, aggressor, rush>);        // CW-V0.2
    CHECK_FALSE(combination_allowed<2, rich_mans_curse>);        // CW-V6.1
    CHECK_FALSE(combination_allowed<5>);                         // CW-V10.1: two packs needed
    CHECK_FALSE(combination_allowed<4, multiple_decks>);         // CW-V10.1: and only then
    CHECK_FALSE(combination_allowed<2, bounty, bounty>);
    // The order of the tags does not matter.
    CHECK(rules<2, hardcore, bounty>::hardcore == rules<2, bounty, hardcore>::hardcore);
    CHECK(rules<2, hardcore, bounty>::bounty == rules<2, bounty, hardcore>::bounty);
}

TEST_CASE("CW-V2.1 CW-V2.2 Hardcore: four dice a side, sums weighted c(sa)c(sd), ties removed") {
    using R = rules<2, hardcore>;
    // A Mob kingpin (attack 2) against a Terrorists 3 (defense 3): 2 sa = 3 sd ties at
    // (6,4), (9,6), (12,8), (15,10), (18,12), (21,14), (24,16), weighing
    // 10*1 + 56*10 + 125*35 + 140*80 + 80*125 + 20*146 + 1*125 = 29190.
    const auto s = table<R>{}.teams({2, 0}).play(1, {3}).build();
    const auto t = must(must(s, "attack KC -> 3S"), "defend -");
    const auto outcomes = chance_outcomes(t);
    CHECK(outcomes.size() == 21 * 21 - 7);
    arbiter::probability total{0};
    for (const auto& o : outcomes) total += o.chance;
    CHECK(total == arbiter::probability{1});
    const std::uint64_t weight = 1296ull * 1296ull - 29190ull;
    CHECK(chance_of(t, "combat 14-14") == arbiter::probability{146 * 146, weight});
    CHECK(chance_of(t, "combat 4-24") == arbiter::probability{1, weight});
    CHECK(chance_of(t, "combat 12-8") == arbiter::probability{0});  // a tie
}

TEST_CASE("CW-V2.2 Hardcore: every combat outcome has weight c(sa)c(sd) over the non-tying total") {
    using R = rules<2, hardcore>;
    const auto ways = [](int sum) { return static_cast<std::uint64_t>(four_dice_ways[static_cast<std::size_t>(sum - 4)]); };
    // Sums with no tie, with ties on many pairs (1:1), and in between.
    for (const auto& [attack, defense] : {std::pair{7u, 11u}, std::pair{5u, 5u}, std::pair{6u, 9u}, std::pair{40u, 3u}}) {
        std::uint64_t total = 0;
        for (int a = 4; a <= 24; ++a)
            for (int d = 4; d <= 24; ++d)
                if (static_cast<std::uint32_t>(a) * attack != static_cast<std::uint32_t>(d) * defense) total += ways(a) * ways(d);
        const auto outcomes = combat_outcomes<R>(attack, defense);
        std::size_t expected_count = 0;
        for (int a = 4; a <= 24; ++a)
            for (int d = 4; d <= 24; ++d)
                if (static_cast<std::uint32_t>(a) * attack != static_cast<std::uint32_t>(d) * defense) ++expected_count;
        CHECK(outcomes.size() == expected_count);
        for (const auto& o : outcomes) {
            CHECK(o.outcome.first * attack != o.outcome.second * defense);
            CHECK(o.chance == arbiter::probability{ways(o.outcome.first) * ways(o.outcome.second), total});
        }
    }
}

TEST_CASE("CW-V2.3 Hardcore: roulette and the first-player roll keep one die") {
    using R = rules<2, hardcore>;
    CHECK(chance_outcomes(state<R>{}).size() == 2);
    const auto t = must(table<R>{}.build(), "roulette");
    CHECK(chance_outcomes(t).size() == 6);
}

TEST_CASE("CW-V3.1 CW-V3.2 Aggressor: every thug in play, bonuses applied, $2000, no opening draw") {
    using R = rules<2, aggressor>;
    const state<R> s;
    for (player_id p = 0; p < 2; ++p) {
        const team_record& t = s.team(p);
        CHECK(t.play == thug_cards);
        CHECK(t.entered == 0);
        CHECK(t.queens == 1);
        CHECK(t.jacks == 1);
        CHECK(t.money == 2000);
        CHECK(t.deck == static_cast<card_set>(bonus_cards | bit(joker)));
        CHECK(t.bottom_size == 0);
    }
    const auto first = roll(s, "first 0");
    CHECK(first.phase() == phase::drawing);  // straight to the first turn's draw
    const auto main = roll(first, "draw AS");
    CHECK(main.team(0).money == 3000);
    CHECK(is_legal(main, "attack 2S -> 10H"));  // groups may attack from the first turn
    CHECK(is_legal(main, "attack 2S+3S -> 10H"));
}

TEST_CASE("CW-V3.3 Aggressor: the first-turn rule still binds kingpins, protected by their nine groups") {
    using R = rules<2, aggressor>;
    const auto main = roll(roll(state<R>{}, "first 0"), "draw QS");
    CHECK(refusal(main, "attack KS -> 2H").find("CW-11.4") != std::string::npos);
    CHECK_FALSE(kingpin_exposed(main, 1));
}

TEST_CASE("CW-V4.1 CW-V4.2 CW-V4.3 Rush: only 5/5 kingpins, no cards; kingpin against kingpin is even") {
    using R = rules<3, rush>;
    const state<R> s;
    for (player_id p = 0; p < 3; ++p) {
        CHECK(s.team(p).deck == 0);
        CHECK(attack_of<R>(s.team(p), kingpin_bit) == 5);
        CHECK(defense_of<R>(s.team(p), kingpin_bit) == 5);  // not doubled
    }
    const auto first = roll(s, "first 1");
    CHECK(first.phase() == phase::main);  // no draws at all
    const auto t = table<R>{}.build();
    const auto fight = must(must(t, "attack KS -> KH"), "defend -");
    arbiter::probability success{0};
    for (const auto& o : chance_outcomes(fight))
        if (attack_succeeds(5, 5, o.outcome)) success += o.chance;
    CHECK(success == arbiter::probability{1, 2});
    // Roulette and loans work from money alone.
    const auto r = roll(must(table<R>{}.money(0, 300).build(), "roulette"), "roulette 2");
    REQUIRE(r.phase() == phase::loan);
    CHECK(legal_moves(r).size() == 4);  // $500 to $800: no groups to pay with
    const auto ruin = roll(must(table<R>{}.money(0, 300).build(), "roulette"), "roulette 1");
    CHECK(ruin.phase() == phase::main);
    CHECK(ruin.team(0).money == 0);
}

TEST_CASE("CW-V5.1 CW-V5.2 Diceless: the same distributions as the dice") {
    const auto a = must(must(table<>{}.teams({2, 3}).play(0, {3}).play(1, {4}).build(), "attack 3C -> 4D"), "defend -");
    const auto b = must(must(table<rules<2, diceless>>{}.teams({2, 3}).play(0, {3}).play(1, {4}).build(), "attack 3C -> 4D"),
                        "defend -");
    const auto oa = chance_outcomes(a);
    const auto ob = chance_outcomes(b);
    REQUIRE(oa.size() == ob.size());
    for (std::size_t i = 0; i < oa.size(); ++i) CHECK(oa[i] == ob[i]);
}

TEST_CASE("CW-V6.1 CW-V6.2 CW-V6.3 CW-V6.4 Rich Man's Curse: the coin forfeits the spoils of the kills it passes with") {
    using R = rules<4, rich_mans_curse>;
    // The first kingpin killed: the killer takes the coin and no spoils.
    auto s = table<R>{}.play(0, {5}).money(1, 700).build();
    CHECK(s.coin_holder() == -1);
    s = roll(must(must(s, "attack 5S -> KH"), "defend -"), "combat 6-1");
    CHECK(s.coin_holder() == 0);
    CHECK(s.team(0).money == 1000);
    // The holder's other kills pay normally.
    auto t = table<R>{}.play(0, {5}).coin(0).money(2, 700).build();
    t = roll(must(must(t, "attack 5S -> KC"), "defend -"), "combat 6-1");
    CHECK(t.coin_holder() == 0);
    CHECK(t.team(0).money == 1700);
    // Killing the holder passes the coin and forfeits.
    auto u = table<R>{}.play(0, {5}).coin(3).money(3, 900).build();
    u = roll(must(must(u, "attack 5S -> KD"), "defend -"), "combat 6-1");
    CHECK(u.coin_holder() == 0);
    CHECK(u.team(0).money == 1000);
    // A holder eliminated by a loan default sends it back to the middle.
    auto v = table<R>{}.turn(3).coin(0).money(0, 0).due(0, 500).build();
    v = must(v, "end");
    CHECK(v.team(0).eliminated);
    CHECK(v.coin_holder() == -1);
}

TEST_CASE("CW-V8.1 CW-V8.2 Gambling: the pot grows by hires, roulette losses and loan repayments only") {
    using R = rules<2, gambling>;
    auto s = table<R>{}.hand(0, {4}).money(0, 1000).build();
    s = must(s, "hire 4S");
    CHECK(s.pot() == 400);
    s = roll(must(s, "roulette"), "roulette 3");
    CHECK(s.pot() == 800);
    auto w = roll(must(table<R>{}.build(), "roulette"), "roulette 6");
    CHECK(w.pot() == 0);  // winnings come from the bank
    auto r = table<R>{}.turn(1).due(0, 250).money(0, 1000).deck(0, {A}).build();
    r = roll(must(r, "end"), "draw AS");
    CHECK(r.pot() == 250);  // the repayment; the Ace is the bank's
    CHECK(r.team(0).money == 1750);
    auto ruin = roll(must(table<R>{}.money(0, 600).build(), "roulette"), "roulette 1");
    CHECK(ruin.pot() == 600);  // ruin takes the money to the pot
}

TEST_CASE("CW-V9.1 CW-V9.2 CW-13.5 Bounty: $25 per killed thug, allied to combat kills only") {
    using R = rules<2, bounty>;
    const auto s = table<R>{}.play(0, {8}).play(1, {5, 2}).build();
    const auto t = roll(must(must(s, "attack 8S -> 5H"), "defend 2H"), "combat 6-1");
    CHECK(t.team(0).money == 1000 + 175);  // CW-X.20: 7 thugs
    const auto failed = roll(must(must(s, "attack 8S -> 5H"), "defend 2H"), "combat 1-6");
    CHECK(failed.team(0).money == 1000);
    // A kingpin earns nothing, and the game is won.
    const auto k = roll(must(must(table<R>{}.play(0, {5}).build(), "attack 5S -> KH"), "defend -"), "combat 6-1");
    CHECK(k.team(0).money == 1000);
    // The Snitch kills nothing (CW-13.5).
    const auto sn = must(table<R>{}.hand(0, {JOKER}).play(1, {9}).build(), "snitch");
    CHECK(sn.team(0).money == 1000);
}

TEST_CASE("CW-V10.1 CW-V10.2 CW-V10.3 Multiple decks: a second pack's suits, no Jokers") {
    using R = rules<8, multiple_decks>;
    const state<R> s;
    for (player_id p = 0; p < 8; ++p) {
        CHECK(s.team(p).team == p);
        CHECK(count(s.team(p).deck) == 12);
    }
    // Two Spades teams: the same base stats, their own bonuses and cards.
    auto t = table<R>{}.queens(4, 2).play(0, {5}).play(4, {5}).build();
    CHECK(attack_stat<R>(t.team(0)) == 4);
    CHECK(attack_stat<R>(t.team(4)) == 6);
    CHECK(is_legal(t, "attack 5S -> 5s"));
    CHECK(to_string(t, move::attack(cards({5}), 4, c(5))) == "attack 5S -> 5s");
}
