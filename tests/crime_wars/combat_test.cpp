// RULES.md CW-9 to CW-13: combat, combinations, the kingpin, elimination
// and spoils, the Snitch. Seat 0 plays Spades (4/1), seat 1 Hearts (1/4),
// seat 2 Clubs (2/3), seat 3 Diamonds (3/2) unless a test says otherwise.

#include <doctest/doctest.h>

#include <algorithm>

#include "helpers.hpp"

using namespace cw_test;

namespace {
// The attacks listed against `target` (a card text like "8H").
template <rules_policy R>
std::vector<std::string> attacks_on(const state<R>& s, std::string_view target) {
    std::vector<std::string> out;
    for (const move& m : legal_moves(s)) {
        if (m.kind != action::attack) continue;
        const std::string text = to_string(s, m);
        if (text.ends_with(" -> " + std::string(target))) out.push_back(text.substr(7, text.size() - 7 - 4 - target.size()));
    }
    std::sort(out.begin(), out.end());
    return out;
}
template <rules_policy R>
std::vector<std::string> defenses(const state<R>& s) {
    std::vector<std::string> out;
    for (const move& m : legal_moves(s)) out.push_back(to_string(s, m));
    std::sort(out.begin(), out.end());
    return out;
}
using strings = std::vector<std::string>;
}  // namespace

TEST_CASE("CW-9.1 CW-9.3 an attack names the attackers and one unit of one enemy") {
    const auto s = table<rules<3>>{}.play(0, {6}).play(1, {4}).play(2, {3}).eliminated(2).build();
    CHECK(is_legal(s, "attack 6S -> 4H"));
    CHECK_FALSE(is_legal(s, "attack 6S -> 6S"));
    CHECK(refusal(s, "attack 6S -> KC").find("CW-9.3") != std::string::npos);  // eliminated: not an enemy
}

TEST_CASE("CW-9.2 CW-9.11 CW-X.6 each unit attacks at most once per turn, kingpin included") {
    auto s = table<>{}.play(0, {6}).play(1, {4, 9}).build();
    s = roll(must(must(s, "attack 6S -> 4H"), "defend -"), "combat 1-6");  // fails
    CHECK(refusal(s, "attack 6S -> 9H").find("CW-9.11") != std::string::npos);
    auto k = table<>{}.play(1, {4, 9}).build();
    k = roll(must(must(k, "attack KS -> 4H"), "defend -"), "combat 1-6");
    CHECK(refusal(k, "attack KS -> 9H").find("CW-9.2") != std::string::npos);
    // A unit may be targeted any number of times (CW-9.11).
    auto t = table<>{}.play(0, {2, 3}).play(1, {10}).build();
    t = roll(must(must(t, "attack 2S -> 10H"), "defend -"), "combat 1-6");
    CHECK(is_legal(t, "attack 3S -> 10H"));
}

TEST_CASE("CW-9.4 CW-10.3 several attackers only as a combination of groups; never with the kingpin") {
    const auto s = table<>{}.play(0, {2, 3}).play(1, {10}).build();
    CHECK(is_legal(s, "attack 2S+3S -> 10H"));
    CHECK_FALSE(is_legal(s, "attack 2S+KS -> 10H"));
    CHECK(refusal(s, "attack 2S+KS -> 10H").find("CW-10.3") != std::string::npos);
}

TEST_CASE("CW-9.5 CW-10.6 the declaration marks the attackers; the defender chooses before any roll") {
    const auto s = table<>{}.play(0, {6}).play(1, {4, 2}).build();
    const auto t = must(s, "attack 6S -> 4H");
    CHECK(has(t.team(0).attacked, c(6)));
    CHECK(t.phase() == phase::defending);
    CHECK(current_player(t) == 1);
    const auto u = must(t, "defend 2H");
    CHECK(u.phase() == phase::combat);
    CHECK(current_player(u) == arbiter::chance_player);
}

TEST_CASE("CW-9.6 CW-17.3 one die a side however many units: 36 pairs less the ties") {
    // 2+3 Spades (attack 20) against a Hearts 5 (defense 20): a tie whenever a = d.
    const auto s = table<>{}.play(0, {2, 3}).play(1, {5}).build();
    const auto t = must(must(s, "attack 2S+3S -> 5H"), "defend -");
    const auto outcomes = chance_outcomes(t);
    CHECK(outcomes.size() == 30);
    for (const auto& o : outcomes) {
        CHECK(o.outcome.first != o.outcome.second);
        CHECK(o.chance == arbiter::probability{1, 30});
    }
}

TEST_CASE("CW-9.7 a higher defense cancels the attack as if nothing had happened") {
    const auto s = table<>{}.play(0, {6}).play(1, {4}).build();
    const auto t = roll(must(must(s, "attack 6S -> 4H"), "defend -"), "combat 1-6");  // 24 against 96
    CHECK(t.team(1).play == cards({4}));
    CHECK(t.team(0).play == cards({6}));
    CHECK(t.phase() == phase::main);
}

TEST_CASE("CW-9.8 CW-9.10 a lower defense eliminates every defender; attackers are never harmed") {
    const auto s = table<>{}.play(0, {6}).play(1, {4}).build();
    const auto t = roll(must(must(s, "attack 6S -> 4H"), "defend -"), "combat 6-1");  // 144 against 16
    CHECK(t.team(1).play == 0);
    REQUIRE(t.team(1).bottom_size == 1);
    CHECK(t.team(1).bottom[0] == c(4));
    CHECK(t.team(0).play == cards({6}));
}

TEST_CASE("CW-9.9 CW-X.9 a tie is re-rolled: the tying pair is not an outcome, the others share its weight") {
    const auto s = table<>{}.teams({2, 3}).play(0, {3}).play(1, {4}).build();  // Mob 3 (6) vs Street Punks 4 (8)
    const auto t = must(must(s, "attack 3C -> 4D"), "defend -");
    const auto outcomes = chance_outcomes(t);
    CHECK(outcomes.size() == 35);
    CHECK(chance_of(t, "combat 4-3") == arbiter::probability{0});
    CHECK(chance_of(t, "combat 4-2") == arbiter::probability{1, 35});
    CHECK_FALSE(try_play(t, outcome{chance_kind::combat, 4, 3}).has_value());
}

TEST_CASE("CW-9.12 CW-X.4 protection is checked afresh: kill the last group, then attack the kingpin") {
    auto s = table<>{}.play(0, {6, 5}).play(1, {2}).build();
    CHECK(attacks_on(s, "KH").empty());
    s = roll(must(must(s, "attack 6S -> 2H"), "defend -"), "combat 6-1");
    CHECK(kingpin_exposed(s, 1));
    CHECK(is_legal(s, "attack 5S -> KH"));
}

TEST_CASE("CW-10.1 CW-X.2 a single attacker has no size limit") {
    const auto s = table<>{}.play(0, {2, 10}).play(1, {10, 2}).build();
    CHECK(is_legal(s, "attack 2S -> 10H"));
    CHECK(is_legal(s, "attack 10S -> 2H"));
}

TEST_CASE("CW-10.2 CW-X.1 a combination's thugs are at most the target's") {
    const auto s = table<>{}.play(0, {2, 3, 4}).play(1, {10, 8, 5, 4}).build();
    CHECK(attacks_on(s, "10H") == strings{"2S", "2S+3S", "2S+3S+4S", "2S+4S", "3S", "3S+4S", "4S", "KS"});
    CHECK(attacks_on(s, "8H") == strings{"2S", "2S+3S", "2S+4S", "3S", "3S+4S", "4S", "KS"});
    CHECK(attacks_on(s, "5H") == strings{"2S", "2S+3S", "3S", "4S", "KS"});
    CHECK(attacks_on(s, "4H") == strings{"2S", "3S", "4S", "KS"});
    CHECK(refusal(s, "attack 2S+3S -> 4H").find("CW-10.2") != std::string::npos);
}

TEST_CASE("CW-10.3 CW-X.3 no combination attacks a kingpin; a group attacked by a kingpin defends alone") {
    const auto s = table<>{}.play(0, {2, 3}).build();
    CHECK(attacks_on(s, "KH") == strings{"2S", "3S", "KS"});
    CHECK(refusal(s, "attack 2S+3S -> KH").find("CW-10.3") != std::string::npos);
    const auto t = table<>{}.play(1, {3, 2}).build();
    CHECK(defenses(must(t, "attack KS -> 3H")) == strings{"defend -"});
}

TEST_CASE("CW-10.4 CW-X.2 the defense may add groups while its total stays within the attack's") {
    const auto seven = table<>{}.play(0, {7, 4}).play(1, {5, 2, 3}).build();
    CHECK(defenses(must(seven, "attack 7S -> 5H")) == strings{"defend -", "defend 2H"});
    CHECK(defenses(must(seven, "attack 4S -> 5H")) == strings{"defend -"});
    const auto ten = table<>{}.play(0, {10}).play(1, {2, 3, 5, 6}).build();
    const auto d = defenses(must(ten, "attack 10S -> 2H"));
    CHECK(std::find(d.begin(), d.end(), "defend 3H+5H") != d.end());
    CHECK(std::find(d.begin(), d.end(), "defend 3H+6H") == d.end());
    CHECK(refusal(must(ten, "attack 10S -> 2H"), "defend 3H+6H").find("CW-10.4") != std::string::npos);
    CHECK(d == strings{"defend -", "defend 3H", "defend 3H+5H", "defend 5H", "defend 6H"});  // room 8
}

TEST_CASE("CW-10.5 CW-X.20 a failed combined defense loses all its groups, in ascending order") {
    const auto s = table<>{}.play(0, {8}).play(1, {5, 2}).build();
    const auto t = roll(must(must(s, "attack 8S -> 5H"), "defend 2H"), "combat 6-1");  // 192 against 28
    CHECK(t.team(1).play == 0);
    REQUIRE(t.team(1).bottom_size == 2);
    CHECK(t.team(1).bottom[0] == c(2));
    CHECK(t.team(1).bottom[1] == c(5));
}

TEST_CASE("CW-10.7 a combination holds one player's groups only") {
    const auto s = table<rules<3>>{}.play(0, {2}).play(2, {3}).play(1, {10}).build();
    const auto m = parse_move(s, "attack 2S+3C -> 10H");
    REQUIRE_FALSE(m.has_value());
    CHECK(m.error().message.find("not a card of team S") != std::string::npos);
}

TEST_CASE("CW-10.8 a one-team combination has at most three groups: 14 of them") {
    const auto all = detail::combinations(thug_cards);
    CHECK(all.size() == 14);
    for (const auto& k : all) {
        CHECK(count(k.cards) <= 3);
        CHECK(k.size <= 10);
    }
}

TEST_CASE("CW-11.2 CW-12.4 CW-12.6 in a two-player game killing the kingpin wins, at once") {
    const auto s = table<>{}.play(0, {5}).build();
    const auto t = roll(must(must(s, "attack 5S -> KH"), "defend -"), "combat 6-1");  // 120 against 8
    CHECK(is_terminal(t));
    CHECK(winner(t) == 0);
    CHECK(t.team(1).eliminated);
    CHECK(t.team(0).money == 1000);  // CW-12.4: no spoils
    CHECK(returns(t)[0] == 1.0);
    CHECK(returns(t)[1] == 0.0);
}

TEST_CASE("CW-11.3 a kingpin is protected while any group of his is in play") {
    const auto s = table<>{}.play(0, {5}).play(1, {2}).build();
    CHECK(refusal(s, "attack 5S -> KH").find("CW-11.3") != std::string::npos);
    const auto t = table<>{}.play(0, {5}).build();  // never hired any: exposed
    CHECK(is_legal(t, "attack 5S -> KH"));
}

TEST_CASE("CW-11.4 CW-X.7 a kingpin cannot attack on his player's first turn, and can from the second") {
    const auto s = table<>{}.turns(0, 0).play(1, {2}).build();
    CHECK(refusal(s, "attack KS -> 2H").find("CW-11.4") != std::string::npos);
    CHECK(is_legal(table<>{}.turns(0, 1).play(1, {2}).build(), "attack KS -> 2H"));
    // CW-X.7: in the first round nobody can attack: no kingpin, and only groups hired this turn.
    auto g = state<standard_rules>(setup{.teams = {0, 1, 2, 3, 4, 5, 6, 7}, .first = 0, .turn_limit = 0});
    g = roll(roll(roll(roll(roll(g, "draw 5S"), "draw 6S"), "draw 7H"), "draw 8H"), "draw 2S");
    g = must(g, "hire 5S");
    for (const move& m : legal_moves(g)) CHECK(m.kind != action::attack);
    g = roll(must(g, "end"), "draw 3H");
    g = must(g, "hire 7H");
    for (const move& m : legal_moves(g)) CHECK(m.kind != action::attack);
    g = roll(must(g, "end"), "draw 4S");
    CHECK(is_legal(g, "attack 5S -> 7H"));  // the first player's second turn
}

TEST_CASE("CW-X.8 a Gangstaz kingpin may attack a Terrorists 10 alone on his second turn: 1a against 10d") {
    const auto s = table<>{}.turn(1).turns(1, 1).play(0, {10}).build();
    const auto t = must(must(s, "attack KH -> 10S"), "defend -");
    const auto outcomes = chance_outcomes(t);
    CHECK(outcomes.size() == 36);
    for (const auto& o : outcomes) CHECK_FALSE(attack_succeeds(1, 10, o.outcome));
}

TEST_CASE("CW-11.5 a kingpin is no thug: not hired, surrendered, kept or worth money") {
    CHECK(value(kingpin_bit) == 0);
    const auto s = table<>{}.play(0, {4}).money(0, 0).at(phase::surrender).debt(300).build();
    const auto m = parse_move(s, "surrender KS");
    REQUIRE_FALSE(m.has_value());
    CHECK(m.error().message.find("cannot be used here") != std::string::npos);
}

TEST_CASE("CW-12.1 CW-X.21 a player with $0, no groups and no cards stays in, and an Ace pays him") {
    const auto s = table<>{}.turn(1).money(0, 0).deck(0, {A}).deck(1, {}).build();
    const auto t = roll(must(s, "end"), "draw AS");
    CHECK_FALSE(t.team(0).eliminated);
    CHECK(t.team(0).money == 1000);
}

TEST_CASE("CW-12.2 CW-12.3 CW-X.18 spoils with three players: the victim's money and his hand's value") {
    const auto s = table<rules<3>>{}.play(0, {5}).money(1, 350).hand(1, {7, 2}).due(1, 250).build();
    const auto t = roll(must(must(s, "attack 5S -> KH"), "defend -"), "combat 6-1");
    CHECK_FALSE(is_terminal(t));
    CHECK(t.team(0).money == 1000 + 350 + 900);
    CHECK(t.team(1).eliminated);
    CHECK(t.team(1).money == 0);
    CHECK(t.team(1).due == 0);   // CW-12.2: the loan is cancelled
    CHECK(t.team(1).hand == 0);  // all his cards leave the game
    CHECK(t.team(1).deck == 0);
    // His turns are skipped.
    const auto u = must(t, "end");
    CHECK(u.turn_player() == 2);
}

TEST_CASE("CW-5.6 CW-12.5 CW-15.8 CW-X.17 a loan default eliminates, yields no spoils, and the money goes to the bank") {
    const auto s = table<rules<3>>{}.turn(2).money(0, 100).due(0, 625).deck(0, {A}).build();
    const auto t = must(s, "end");
    CHECK(t.team(0).eliminated);
    CHECK(t.team(0).money == 0);
    CHECK(t.team(1).money == 1000);
    CHECK(t.team(2).money == 1000);
    CHECK(t.turn_player() == 1);  // his turn ends at once, even though an Ace was next
}

TEST_CASE("CW-12.7 the score is the winner's money") {
    const auto s = table<>{}.play(0, {5}).money(0, 4321 / 25 * 25).build();
    const auto t = roll(must(must(s, "attack 5S -> KH"), "defend -"), "combat 6-1");
    CHECK(score(t) == 4300);
}

TEST_CASE("CW-12.8 an optional turn cap ends the game drawn") {
    auto s = state<standard_rules>(setup{.teams = {0, 1, 2, 3, 4, 5, 6, 7}, .first = 0, .turn_limit = 2});
    s = roll(roll(roll(roll(roll(s, "draw 5S"), "draw 6S"), "draw 7H"), "draw 8H"), "draw 2S");
    s = roll(must(s, "end"), "draw 3H");
    CHECK_FALSE(is_terminal(s));
    CHECK_FALSE(arbiter::ended_at_cap(s));
    s = must(s, "end");
    CHECK(is_terminal(s));
    CHECK(winner(s) == -1);
    CHECK(returns(s)[0] == 0.0);
    CHECK(returns(s)[1] == 0.0);
    CHECK(arbiter::ended_at_cap(s));  // an engine setting, not a rule: a truncation
}

TEST_CASE("CW-13.1 the Snitch is used only with two players") {
    const state<rules<3>> s;
    for (player_id p = 0; p < 3; ++p) CHECK_FALSE(has(s.team(p).deck, joker));
    const auto t = table<rules<3>>{}.build();
    CHECK(refusal(t, "snitch").find("CW-13.1") != std::string::npos);
}

TEST_CASE("CW-13.2 the Joker may be kept in hand and used in a later main phase of its holder") {
    auto s = table<>{}.turn(1).deck(0, {JOKER}).deck(1, {}).build();
    s = roll(must(s, "end"), "draw *S");
    CHECK(is_legal(s, "snitch"));
    s = must(s, "end");
    CHECK(has(s.team(0).hand, joker));
    CHECK_FALSE(is_legal(s, "snitch"));  // not in the opponent's turn
    s = must(s, "end");
    CHECK(is_legal(s, "snitch"));
}

TEST_CASE("CW-13.3 CW-13.4 CW-X.19 the Snitch returns every group to its owner's deck bottom, then the Joker") {
    const auto s = table<>{}.hand(0, {JOKER, 9}).play(0, {7, 3}).play(1, {8, 2}).hand(1, {4}).build();
    const auto t = must(s, "snitch");
    CHECK(t.team(0).play == 0);
    CHECK(t.team(1).play == 0);
    REQUIRE(t.team(0).bottom_size == 3);
    CHECK(t.team(0).bottom[0] == c(3));
    CHECK(t.team(0).bottom[1] == c(7));
    CHECK(t.team(0).bottom[2] == joker);
    REQUIRE(t.team(1).bottom_size == 2);
    CHECK(t.team(1).bottom[0] == c(2));
    CHECK(t.team(1).bottom[1] == c(8));
    CHECK(t.team(0).hand == cards({9}));  // hands untouched
    CHECK(t.team(1).hand == cards({4}));
    CHECK(kingpin_exposed(t, 0));  // both kingpins stay, now targetable
    CHECK(kingpin_exposed(t, 1));
    CHECK_FALSE(t.team(1).eliminated);
}
