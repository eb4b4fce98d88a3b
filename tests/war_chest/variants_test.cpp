// War Chest's rules policies (rules.hpp) and the variants of WC-19: the
// defaults are the printed rules, the players a policy may have, and the
// round limit. The variants of a unit card are tested with the card
// (units_test.cpp, state_text_test.cpp, four_player_test.cpp).

#include <doctest/doctest.h>

#include "helpers.hpp"

using namespace wc_test;

namespace {

const armies variants_armies = armies_of({unit::archer, unit::pikeman, unit::swordsman, unit::footman},
                                         {unit::scout, unit::knight, unit::royal_guard, unit::mercenary});
const armies variants_cap_armies = armies_of({unit::archer, unit::pikeman, unit::scout, unit::footman},
                                             {unit::swordsman, unit::knight, unit::cavalry, unit::royal_guard});

struct variants_one_round : fixed_rules {
    static constexpr int round_limit = 1;
};
struct variants_three_players : standard_rules {
    static constexpr int players = 3;
};
struct variants_four_gaugamela : gaugamela_rules {
    static constexpr int players = 4;
};

}  // namespace

TEST_CASE("WC-0.2 WC-11.7 WC-19.1 WC-19.2 WC-19.3 WC-19.4 the defaults are the printed rules, with no round limit") {
    static_assert(standard_rules::royal_guard == royal_guard_card::printed_2018);
    static_assert(standard_rules::soak == royal_guard_soak::owner_chooses);
    static_assert(standard_rules::scout == scout_friendly::team);
    static_assert(!standard_rules::wp_draw_before_soak);
    CHECK(standard_rules::round_limit == 0);
    // round 1000 ends and round 1001 draws: no limit stops the game
    auto s = blank(variants_armies);
    S::edit{s}.round() = 1000;
    give(s, 0, royal);
    give(s, 1, royal);
    s = after(after(s, "pass royal"), "pass royal");
    CHECK_FALSE(is_terminal(s));
    CHECK(s.round() == 1001);
    CHECK(s.phase() == phase::draw);
}

TEST_CASE("WC-19.6 the round limit ends the game with no winner") {
    auto s = blank<variants_one_round>(variants_cap_armies);
    give(s, 0, royal);
    s = after(s, "pass royal");
    CHECK(is_terminal(s));
    CHECK(s.ended_by() == end_reason::round_limit);
    CHECK(s.winner() == -1);
    CHECK(arbiter::ended_at_cap(s));  // a bound for bots, not a rule: a truncation
}

TEST_CASE("WC-19.5 players are 2 or 4; the presets are 2-player setups") {
    CHECK_FALSE(rules_policy<variants_three_players>);
    CHECK_FALSE(rules_policy<variants_four_gaugamela>);
    CHECK(rules_policy<four_player_rules>);
    CHECK(rules_policy<four_player_draft_rules>);
    CHECK(rules_policy<crecy_rules>);
}
