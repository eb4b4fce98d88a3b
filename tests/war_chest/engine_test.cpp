// The War Chest engine as a whole: the game concept's promises checked at
// every node of seeded random games (tests/common/harness.hpp) with the War
// Chest invariants in the hook; no heap on the hot paths; the
// pinned sizes of the value types.

#define ARBITER_COUNT_ALLOCATIONS
#include "common/alloc_counter.hpp"

#include <doctest/doctest.h>

#include <arbiter/core/playout.hpp>

#include <optional>
#include <random>
#include <string>
#include <type_traits>

#include "common/harness.hpp"
#include "helpers.hpp"

using namespace wc_test;

namespace {

// WC-1.7: how many coins of type t player p holds in every zone but the box
// (the board and a Warrior Priest's coin in use included).
template <class R>
int coins_in_play(const state<R>& s, player_id p, int t) {
    const zones& z = s.coins(p);
    const auto i = static_cast<std::size_t>(t);
    int n = z.bag[i] + z.hand[i] + z.face_up[i] + z.face_down[i] + z.supply[i];
    if (t < num_units && s.owner_of(static_cast<unit>(t)) == p)
        for (int h = 0; h < grid_size; ++h)
            if (!s.at(h).empty() && index(s.at(h).kind()) == t) n += s.at(h).height;
    for (const pending& q : s.pendings())
        if (q.kind == pending_kind::wp_use && q.player == p && q.drawn_coin() == t) ++n;
    return n;
}

template <class R>
struct wc_hooks {
    std::optional<state<R>> prev;


    // Any move of any shape, legal or not.
    move random_move(const state<R>&, std::mt19937_64& rng) {
        auto below = [&](std::uint64_t n) { return static_cast<std::uint8_t>(arbiter::uniform_below(rng, n)); };
        auto some_hex = [&] { return below(8) == 0 ? no_hex : below(grid_size + 2); };
        move m;
        m.kind = static_cast<action>(below(14));
        m.coin = below(6) == 0 ? no_coin : below(num_coin_types + 1);
        m.from = some_hex();
        m.ordered = some_hex();
        m.to = some_hex();
        m.card = below(4) == 0 ? no_coin : below(num_coin_types + 1);
        m.seat = below(4) == 0 ? no_seat : below(5);
        m.from_supply = below(2) == 0;
        return m;
    }

    void invariant(const state<R>& s) {
        const bool before_coins = s.phase() == phase::deal || s.phase() == phase::draft ||
                                  ((s.phase() == phase::flip || s.phase() == phase::team_choice) &&
                                   is_draft(R::setup));
        if (before_coins) {  // no coin is out yet (WC-3.4, WC-15.1)
            for (player_id p = 0; p < state<R>::seats; ++p) CHECK(s.coins(p) == zones{});
            prev.reset();
            return;
        }
        for (player_id p = 0; p < state<R>::seats; ++p) {
            const zones& z = s.coins(p);
            CHECK(total(z.hand) <= 3);
            CHECK(coins_in_play(s, p, royal) == 1);  // WC-1.7: the Royal Coin never leaves
            CHECK(z.box[royal] == 0);
            for (int t = 0; t < num_units; ++t) {
                const auto i = static_cast<std::size_t>(t);
                const int dealt = s.owner_of(static_cast<unit>(t)) == p ? coins_of(static_cast<unit>(t)) : 0;
                CHECK(coins_in_play(s, p, t) + z.box[i] == dealt);  // WC-1.7
                if (prev) {
                    // the coins of a type only ever decrease, and only into the box (WC-10.6)
                    CHECK(z.box[i] >= prev->coins(p).box[i]);
                    CHECK(coins_in_play(s, p, t) <= coins_in_play(*prev, p, t));
                }
            }
        }
        // WC-1.4, WC-11.1: markers are conserved
        for (int side = 0; side < 2; ++side) {
            int on_board_markers = 0;
            for (int h = 0; h < grid_size; ++h) on_board_markers += s.control(h) == side ? 1 : 0;
            CHECK(on_board_markers + s.reserve(side) == markers_per_side(R::players));
        }
        // WC-7.1, WC-12.6.1: one unit per type, two Footmen at most
        std::array<int, num_units> units{};
        for (int h = 0; h < grid_size; ++h) {
            const cell c = s.at(h);
            if (c.empty()) continue;
            CHECK(on_board(R::players, h));
            CHECK(c.height >= 1);
            CHECK(s.owner_of(c.kind()) >= 0);
            ++units[static_cast<std::size_t>(index(c.kind()))];
        }
        for (int t = 0; t < num_units; ++t) CHECK(units[static_cast<std::size_t>(t)] <= max_units_of(static_cast<unit>(t)));
        // WC-6.3: the per-type unit index is exactly a board scan, ascending
        for (int t = 0; t < num_units; ++t) {
            std::array<std::uint8_t, 2> scan{no_hex, no_hex};
            int n = 0;
            for (int h = 0; h < grid_size && n < 2; ++h)
                if (!s.at(h).empty() && index(s.at(h).kind()) == t) scan[static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(h);
            CHECK(s.hexes_of(static_cast<unit>(t)) == scan);
        }
        if (s.phase() == phase::use && s.pendings().empty()) CHECK(total(s.coins(s.turn()).hand) > 0);
        // WC-16.4: what others know of Hidden(q) is public bookkeeping: q's
        // coins minus supply, board, box and face-up discards
        for (player_id q = 0; q < state<R>::seats; ++q) {
            const auto o = observe(s, static_cast<player_id>((q + 1) % state<R>::seats));
            const zones& z = s.coins(q);
            for (int t = 0; t < num_coin_types; ++t) {
                const auto ti = static_cast<std::size_t>(t);
                const int dealt = t == royal ? 1 : (s.owner_of(static_cast<unit>(t)) == q ? coins_of(static_cast<unit>(t)) : 0);
                int on_board_coins = 0;
                if (t < num_units && s.owner_of(static_cast<unit>(t)) == q)
                    for (int h = 0; h < grid_size; ++h)
                        on_board_coins += !s.at(h).empty() && index(s.at(h).kind()) == t ? s.at(h).height : 0;
                CHECK(o.hidden[static_cast<std::size_t>(q)][ti] == dealt - z.supply[ti] - z.box[ti] - z.face_up[ti] - on_board_coins);
            }
        }
        prev = s;
        if (is_terminal(s)) prev.reset();
    }
};

template <class R>
arbiter::testing::playout_stats run(const state<R>& start, int games, std::uint64_t seed) {
    return arbiter::testing::check_random_playouts(start, wc_hooks<R>{}, arbiter::testing::playout_games(games), seed, 1500);
}

template <class R>
struct bounded : R {
    static constexpr int round_limit = 60;  // WC-19.6
};
struct crecy_revised_rules : bounded<crecy_rules> {
    static constexpr royal_guard_card royal_guard = royal_guard_card::revised;
};
struct always_soak_rules : bounded<gaugamela_rules> {
    static constexpr royal_guard_soak soak = royal_guard_soak::always;
};
struct online_order_rules : bounded<fixed_rules> {
    static constexpr bool wp_draw_before_soak = true;
};
struct bounded_fixed_rules : fixed_rules {
    static constexpr int round_limit = 60;
};

static_assert(arbiter::game<state<bounded<gaugamela_rules>>>);
static_assert(arbiter::game<state<crecy_revised_rules>>);
static_assert(std::is_trivially_copyable_v<move>);
static_assert(std::is_trivially_copyable_v<state<standard_rules>>);

}  // namespace

TEST_CASE("WC-18 random playouts keep every promise: random deals") {
    const auto stats = run(state<bounded_rules>{}, 30, 1);
    CHECK(stats.decisions > 100 * stats.games);
    CHECK(stats.chance_nodes > 16 * stats.games);
    CHECK(stats.rejected_moves > 33 * stats.games);
}

TEST_CASE("WC-18 random playouts keep every promise: the battle presets and variants") {
    run(state<bounded<first_game_rules>>{}, 8, 8);
    run(state<bounded<draft_rules>>{}, 8, 9);
    run(state<bounded<draft_with_bans_rules>>{}, 6, 12);
    run(state<bounded<gaugamela_rules>>{}, 8, 2);
    run(state<bounded<bannockburn_rules>>{}, 8, 3);
    run(state<bounded<crecy_rules>>{}, 8, 4);
    run(state<crecy_revised_rules>{}, 6, 5);
    run(state<always_soak_rules>{}, 6, 6);
    run(state<online_order_rules>(armies{set_of({unit::warrior_priest, unit::marshall, unit::footman, unit::berserker}),
                                         set_of({unit::royal_guard, unit::pikeman, unit::knight, unit::scout})},
                                  0),
        12, 7);
}

TEST_CASE("WC-12 random playouts with every unit: four armies of four cards") {
    const std::array<armies, 2> deals{
        armies_of({unit::berserker, unit::ensign, unit::warrior_priest, unit::mercenary},
                  {unit::footman, unit::marshall, unit::royal_guard, unit::pikeman}),
        armies_of({unit::knight, unit::lancer, unit::swordsman, unit::scout},
                  {unit::archer, unit::cavalry, unit::crossbowman, unit::light_cavalry})};
    std::uint64_t seed = 10;
    for (const armies& a : deals) {
        run(state<bounded_fixed_rules>(a, 0), 12, seed++);
        run(state<bounded_fixed_rules>(armies{a.seat1, a.seat0}, 1), 12, seed++);
    }
}

TEST_CASE("WC-14 random playouts keep every promise: 4 players, random deal and draft") {
    const auto stats = run(state<bounded<four_player_rules>>{}, 8, 31);
    CHECK(stats.decisions > 250 * stats.games);
    run(state<bounded<four_player_draft_rules>>{}, 5, 32);
    run(state<bounded<four_player_draft_with_bans_rules>>{}, 4, 34);
    run(state<bounded<four_fixed>>(armies{set_of({unit::berserker, unit::ensign, unit::warrior_priest}),
                                          set_of({unit::footman, unit::marshall, unit::royal_guard}),
                                          set_of({unit::mercenary, unit::scout, unit::swordsman}),
                                          set_of({unit::pikeman, unit::knight, unit::archer})},
                                   0),
        8, 33);
}

TEST_CASE("WC-11.3 random games end: some with a winner") {
    std::mt19937_64 rng(7);
    int won = 0;
    for (int g = 0; g < 200; ++g) {
        const auto end = arbiter::random_playout(state<bounded<gaugamela_rules>>{}, rng);
        CHECK(is_terminal(end));
        won += end.winner() >= 0 ? 1 : 0;
    }
    CHECK(won > 0);
}

TEST_CASE("DESIGN no heap allocation in legal_moves, chance_outcomes or play") {
    std::mt19937_64 rng(3);
    std::size_t nodes = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        for (int g = 0; g < 50; ++g) {
            auto s = state<bounded<bannockburn_rules>>{};
            while (!is_terminal(s)) {
                ++nodes;
                if (current_player(s) == arbiter::chance_player) {
                    s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                } else {
                    const auto moves = legal_moves(s);
                    s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
                }
            }
        }
    });
    CHECK(nodes > 5000);
    CHECK(allocations == 0);
}

TEST_CASE("DESIGN pinned sizes of the value types") {
    // kind, coin, from, ordered, to, card, seat, from_supply: a field per meaning
    CHECK(sizeof(move) == 8);
    CHECK(sizeof(outcome) == 4);
    CHECK(sizeof(pending) == 5);
    // cells 49 x 2 + control 49 + unit index 16 x 2 + zones 2 x 6 x 17 +
    // owners 16 + reserves 2 = 401, padded to 408; the pending stack 8 x 5 +
    // its size = 48; the round, 64 bits (an uncapped game has no last round)
    // = 8; initiative, turn, phase, flag, winner, end = 6, padded to 8 -> 472.
    CHECK(sizeof(state<standard_rules>) == 472);
    // 4 players: zones 4 x 102 -> 605, padded to 608, + 48 + 8 + 8 = 672
    CHECK(sizeof(state<four_player_rules>) == 672);
}

