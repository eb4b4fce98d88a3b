// Information (RULES.md M44-7): what each player sees, and determinisations
// consistent with it.
#include <doctest/doctest.h>

#include <arbiter/core/game.hpp>
#include <arbiter/memoir44/observation.hpp>

#include "helpers.hpp"

#include <map>
#include <random>

namespace {

using namespace m44_test;

state<tutorial_rules> dealt() {
    return start({.units = "allies inf F3; axis inf F7"},
                 {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                 {card::probe_l, card::probe_r, card::attack_c, card::barrage});
}

}  // namespace

TEST_CASE("M44-7.1 M44-7.2 a player sees its own hand and the public game, not the other hand or the deck") {
    const auto s = dealt();
    const auto o = observe(s, player_of(side::allies));
    CHECK(o.visible.hands()[0] == s.hands()[0]);
    CHECK(total(o.visible.hands()[1]) == 0);
    CHECK(total(o.visible.deck()) == 0);
    CHECK(o.opponent_hand == 4);
    CHECK(total(o.unseen) == 56);  // 60 minus the own hand
    CHECK(o.unseen[static_cast<std::size_t>(card::barrage)] == 1);  // in the Axis hand, unseen
    CHECK(o.visible.units() == s.units());
    CHECK(o.visible.step() == s.step());
    // Swapping a card between the Axis hand and the deck changes nothing the Allies see.
    auto t = s;
    state<tutorial_rules>::edit e{t};
    --e.hands()[1][static_cast<std::size_t>(card::barrage)];
    ++e.deck()[static_cast<std::size_t>(card::barrage)];
    --e.deck()[static_cast<std::size_t>(card::dig_in)];
    ++e.hands()[1][static_cast<std::size_t>(card::dig_in)];
    CHECK(observe(t, player_of(side::allies)) == o);
    CHECK_FALSE(observe(t, player_of(side::axis)) == observe(s, player_of(side::axis)));
}

TEST_CASE("M44-7.3 a determinisation deals the unseen cards to the opponent's hand and the deck") {
    const auto s = act(dealt(), "play probe-c");
    const auto o = observe(s, player_of(side::axis));
    CHECK(total(o.unseen) == 60 - 4 - 1);  // the Axis hand and the card in play are seen
    std::mt19937_64 rng(5);
    std::map<int, int> air_power_in_hand;
    for (int i = 0; i < 2000; ++i) {
        const auto d = sample(o, rng);
        CHECK(observe(d, player_of(side::axis)) == o);  // consistent with the view
        CHECK(d.hands()[1] == s.hands()[1]);
        CHECK(total(d.hands()[0]) == 3);
        ++air_power_in_hand[d.hands()[0][static_cast<std::size_t>(card::air_power)]];
    }
    // One Air Power among 55 unseen cards, 3 dealt: about 3/55 of the samples hold it.
    CHECK(air_power_in_hand[1] > 60);
    CHECK(air_power_in_hand[1] < 160);
}
