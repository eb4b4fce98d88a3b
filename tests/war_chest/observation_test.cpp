// War Chest hidden information (WC-16): what each player sees, and states
// sampled consistently with it.

#include <doctest/doctest.h>

#include <random>

#include <arbiter/core/playout.hpp>

#include "helpers.hpp"

using namespace wc_test;

namespace {

struct bounded_game : standard_rules {
    static constexpr int round_limit = 40;
};

// Hidden(q) of a full state: bag + hand + face-down + a coin in use (WC-16.4).
template <class R>
coin_counts hidden_of(const state<R>& s, player_id q) {
    coin_counts h{};
    const zones& z = s.coins(q);
    for (std::size_t t = 0; t < h.size(); ++t) h[t] = static_cast<std::uint8_t>(z.bag[t] + z.hand[t] + z.face_down[t]);
    for (const pending& p : s.pendings())
        if (p.kind == pending_kind::wp_use && p.player == q) ++h[p.drawn_coin()];
    return h;
}

}  // namespace

TEST_CASE("WC-16.1 WC-16.3 WC-20.39 the viewer's own coins exactly; of others only the public part") {
    auto s = blank(armies_of({unit::archer, unit::pikeman}, {unit::swordsman}));
    give(s, 0, royal);
    give(s, 0, unit::pikeman);
    give(s, 1, unit::swordsman, 2);
    S::edit{s}.coins(1).bag[royal] = 1;
    s = after(s, "recruit royal archer");
    const auto b = observe(s, 1);
    const auto a = observe(s, 0);
    // B sees a face-down coin of unknown type and an Archer face up
    CHECK(b.sizes[0][2] == 1);
    CHECK(b.view.coins(0).face_down == coin_counts{});
    CHECK(coin(b.view, 0, &zones::face_up, unit::archer) == 1);
    CHECK(b.view.coins(0).hand == coin_counts{});
    CHECK(b.sizes[0][1] == 1);  // A holds one coin
    CHECK(b.hidden[0][royal] == 1);
    CHECK(b.hidden[0][static_cast<std::size_t>(index(unit::pikeman))] == 1);
    // B's own coins exactly
    CHECK(b.view.coins(1) == s.coins(1));
    CHECK(a.view.coins(0) == s.coins(0));
    CHECK(a.view.coins(1).bag == coin_counts{});
    CHECK(a.sizes[1][0] == 1);
    // the board, supply and markers are public
    CHECK(b.view.coins(0).supply == s.coins(0).supply);
    CHECK(b.view.initiative() == s.initiative());
}

TEST_CASE("WC-16.2 WC-12.16.3 a coin drawn by another's Warrior Priest stays hidden") {
    auto s = blank(armies_of({unit::warrior_priest}, {unit::scout}));
    put(s, "d3", unit::warrior_priest);
    give(s, 0, unit::warrior_priest);
    S::edit{s}.coins(0).bag[royal] = 1;
    s = after(s, "control warrior_priest d3");
    s = play(s, chance_outcomes(s)[0].outcome);
    REQUIRE(top(s) != nullptr);
    CHECK(top(s)->kind == pending_kind::wp_use);
    const auto b = observe(s, 1);
    CHECK(b.view.pendings().back().drawn_coin() == no_coin);
    CHECK(b.hidden[0][royal] == 1);
    std::mt19937_64 rng(5);
    const auto sampled = sample(b, rng);
    CHECK(sampled.pendings().back().drawn_coin() == royal);  // the only coin Hidden(A) holds
    CHECK(sampled == s);
    CHECK(observe(s, 0).view.pendings().back().drawn_coin() == royal);
}

TEST_CASE("WC-16.4 sampled states agree with the observation in every public and private part") {
    std::mt19937_64 rng(11);
    int checked = 0;
    for (int g = 0; g < 20; ++g) {
        auto s = arbiter::random_playout(state<bounded_game>{}, rng, static_cast<std::size_t>(30 + 17 * g));
        for (player_id viewer = 0; viewer < 2; ++viewer) {
            const auto o = observe(s, viewer);
            for (int k = 0; k < 3; ++k) {
                const auto t = sample(o, rng);
                CHECK(observe(t, viewer) == o);  // indistinguishable for the viewer
                const player_id other = static_cast<player_id>(1 - viewer);
                CHECK(hidden_of(t, other) == hidden_of(s, other));
                CHECK(t.coins(viewer) == s.coins(viewer));
                // and playable: the rules accept it
                CHECK(current_player(t) == current_player(s));
                if (current_player(t) >= 0) CHECK_FALSE(legal_moves(t).empty());
                ++checked;
            }
        }
    }
    CHECK(checked == 120);
}

TEST_CASE("WC-16.4 sampling splits Hidden(q) uniformly: each coin equally likely in the hand") {
    auto s = blank(armies_of({unit::archer}, {unit::swordsman, unit::knight}));
    S::edit e{s};
    e.coins(1).bag[static_cast<std::size_t>(index(unit::swordsman))] = 1;
    e.coins(1).hand[static_cast<std::size_t>(index(unit::knight))] = 1;
    give(s, 0, unit::archer);
    const auto o = observe(s, 0);
    std::mt19937_64 rng(3);
    int knight_in_hand = 0;
    const int n = 4000;
    for (int i = 0; i < n; ++i) knight_in_hand += coin(sample(o, rng), 1, &zones::hand, unit::knight);
    CHECK(knight_in_hand > n / 2 - 200);
    CHECK(knight_in_hand < n / 2 + 200);
}

TEST_CASE("WC-16.5 WC-14.11 in the 4-player game a teammate's hand is hidden too") {
    auto s = blank<four_fixed>(armies{set_of({unit::archer}), set_of({unit::scout}), set_of({unit::knight}), set_of({unit::lancer})});
    give(s, 2, unit::knight);
    give(s, 0, unit::archer);
    const auto o = observe(s, 0);
    CHECK(o.view.coins(2).hand == coin_counts{});
    CHECK(o.sizes[2][1] == 1);
    CHECK(o.hidden[2][static_cast<std::size_t>(index(unit::knight))] == 1);
    CHECK(o.view.coins(0).hand == s.coins(0).hand);
    std::mt19937_64 rng(9);
    CHECK(sample(o, rng) == s);  // a single hidden coin: the sample is exact
}
