// What an observer sees of a move or a chance outcome (public_text,
// observation.hpp): the notation, but for the cards of a hand (CW-16.2):
// a KEEP's hand cards only by number (CW-14.3), a draw as "a card" except
// to its drawer's controller, a bonus card always shown (CW-8.2).

#include <doctest/doctest.h>

#include <random>
#include <string>

#include "helpers.hpp"
#include "playouts.hpp"

using namespace cw_test;

namespace {

// Ruin (a roulette 1, CW-14.2) for player 0 with these groups and hand.
template <rules_policy R = standard_rules>
state<R> pt_ruined(std::initializer_list<int> groups, std::initializer_list<int> hand) {
    const auto s = must(table<R>{}.money(0, 700).play(0, groups).hand(0, hand).build(), "roulette");
    const auto r = roll(s, "roulette 1");
    REQUIRE(r.phase() == phase::keep);
    return r;
}

// At every node of random games of R: what each viewer sees is the
// notation, except what CW-16.2 hides (the clauses of the file comment).
template <rules_policy R>
void pt_check_games(int games, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    int hidden_draws = 0;
    random_games<R>(games, rng, [&](const state<R>& s) {
        for (player_id viewer = 0; viewer < R::players; ++viewer) {
            if (current_player(s) == arbiter::chance_player) {
                for (const auto& o : chance_outcomes(s)) {
                    const std::string seen = public_text(s, o.outcome, viewer);
                    const bool drawer = s.controller_of(s.turn_player()) == viewer;  // CW-V1.17: any seat of his
                    if (o.outcome.kind == chance_kind::draw && !drawer && !is_bonus(o.outcome.first)) {
                        CHECK(seen == "draw a card");
                        ++hidden_draws;
                    } else {
                        CHECK(seen == to_string(s, o.outcome));  // CW-8.2, CW-16.1
                    }
                }
                continue;
            }
            for (const move& m : legal_moves(s)) {
                const std::string seen = public_text(s, m, viewer);
                if (m.kind == action::keep && s.controller_of(deciding_seat(s)) != viewer) {  // CW-14.3
                    CHECK(seen.starts_with("keep "));
                    CHECK(seen.find(" from hand") != std::string::npos);
                } else {
                    CHECK(seen == to_string(s, m));
                }
            }
        }
    });
    CHECK(hidden_draws > 0);
}

}  // namespace

TEST_CASE("CW-14.3 CW-16.2 public text: a KEEP shows the kept groups, and only how many hand cards") {
    const auto r = pt_ruined({5}, {3, 4});
    CHECK(public_text(r, move::keep(cards({3, 5})), 0) == "keep 3S+5S");  // the mover sees it all
    CHECK(public_text(r, move::keep(cards({3, 5})), 1) == "keep 5S and 1 card from hand");
    CHECK(public_text(r, move::keep(cards({3, 4})), 1) == "keep - and 2 cards from hand");
    CHECK(public_text(r, move::keep(cards({5})), 1) == "keep 5S and 0 cards from hand");
    CHECK(public_text(r, move::keep(0), 1) == "keep - and 0 cards from hand");
    CHECK(arbiter::seen_text(r, move::keep(cards({3, 5})), 1) == "keep 5S and 1 card from hand");
}

TEST_CASE("CW-16.2 CW-8.2 public text: a draw is 'a card' but to its drawer, a bonus card is shown to all") {
    const auto s = must(table<>{}.play(0, {6}).play(1, {4}).turn(1).deck(0, {2, 9, Q}).build(), "end");
    REQUIRE(s.phase() == phase::drawing);
    CHECK(s.turn_player() == 0);
    CHECK(public_text(s, outcome::draw(c(9)), 0) == "draw 9S");
    CHECK(public_text(s, outcome::draw(c(9)), 1) == "draw a card");
    CHECK(public_text(s, outcome::draw(c(Q)), 1) == "draw QS");  // CW-8.2: revealed as drawn
    CHECK(public_text(s, outcome::draw(joker), 1) == "draw a card");  // CW-16.3: the Joker in hand or S, unknown
    CHECK(public_text(s, outcome::draw(joker), 0) == "draw *S");
    // CW-16.1: dice, roulette and the first player are public.
    CHECK(public_text(state<standard_rules>{}, outcome::first_player(1), 0) == "first 1");
    const auto spun = must(table<>{}.build(), "roulette");
    CHECK(public_text(spun, outcome::roulette(5), 1) == "roulette 5");
    const auto fight = must(table<>{}.play(0, {3}).play(1, {9}).build(), "attack 3S -> 9H");
    CHECK(public_text(fight, move::defend(0), 0) == "defend -");
}

TEST_CASE("CW-V1.14 public text: cards given to an ally are shown to everyone, from hand or from play") {
    using pt_alliance4 = rules<4, variant::alliance>;
    const auto s = table<pt_alliance4>{}.hand(0, {7}).play(0, {3}).build();
    REQUIRE(s.team(0).ally == 2);
    for (player_id viewer = 0; viewer < 4; ++viewer) {
        CHECK(public_text(s, move::give(2, cards({7})), viewer) == "give 7S -> C");  // CW-V1.14 step 2
        CHECK(public_text(s, move::give(2, cards({3, 7})), viewer) == "give 3S+7S -> C");
        CHECK(public_text(s, move::give_money(2, 300), viewer) == "give $300 -> C");  // CW-16.1: money is public
    }
}

TEST_CASE("CW-V1.22 CW-16.2 public text: a merged seat's draw of either suit, and its KEEP suit by suit") {
    using merged_rules = rules<2, variant::two_teams, variant::merged_decks>;
    auto s = table<merged_rules>{}.hand(0, {5}).hand(2, {3, 7}).play(2, {4}).money(0, 400).build();
    {
        typename state<merged_rules>::edit e{s};
        e.team(0).deck = 0;
        e.team(2).deck = 0;
    }
    s = play(s, move::roulette());
    s = play(s, outcome::roulette(1));
    REQUIRE(s.phase() == phase::keep);
    CHECK(public_text(s, move::keep(cards({5})), 1) == "keep - and 1 card from hand");
    s = play(s, move::keep(cards({5})));
    CHECK(deciding_seat(s) == 2);  // the other suit's step, still player 0's
    CHECK(public_text(s, move::keep(cards({3, 4})), 0) == "keep 3C+4C");
    CHECK(public_text(s, move::keep(cards({3, 4})), 1) == "keep 4C and 1 card from hand");
}

TEST_CASE("CW-16.2 CW-V1.17 CW-V1.22 public text: only the hand is hidden, at every node of random games") {
    pt_check_games<standard_rules>(6, 31);
    pt_check_games<rules<4, variant::alliance>>(2, 32);
    pt_check_games<rules<2, variant::two_teams>>(3, 33);
    pt_check_games<rules<2, variant::two_teams, variant::merged_decks>>(4, 34);
}
