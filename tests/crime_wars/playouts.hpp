#pragma once
// The random-playout hooks of the Crime Wars tests: the invariants
// checked at every node (tests/common/harness.hpp), shared by engine_test.cpp
// and two_teams_test.cpp.

#include <doctest/doctest.h>

#include <arbiter/crime_wars.hpp>

#include <array>
#include <bit>
#include <random>
#include <string>
#include <string_view>

#include "common/harness.hpp"
#include "helpers.hpp"

namespace cw_test {

template <rules_policy R>
struct crime_wars_hooks {
    std::array<bool, 8> out{};  // who has been eliminated in this game
    std::size_t* restored = nullptr;  // counts nodes after a restored Snitch (CW-V1.11)


    // Any move: a random kind with random fields, legal or not.
    move random_move(const state<R>&, std::mt19937_64& rng) {
        const auto pick = [&](std::uint64_t n) { return arbiter::uniform_below(rng, n); };
        move m;
        m.kind = static_cast<action>(pick(18));
        m.target = static_cast<card>(pick(14));
        m.seat = static_cast<arbiter::player_id>(pick(R::seats));
        m.cards = static_cast<card_set>(pick(1u << 14));
        if (pick(2) == 0) m.cards = static_cast<card_set>(m.cards & (1u << pick(14)));  // often one card
        m.dollars = static_cast<std::uint16_t>(pick(2) == 0 ? 100 * pick(9) : pick(900));
        m.other_cards = pick(2) == 0 ? card_set{0} : static_cast<card_set>(1u << pick(9));
        m.annex = pick(2) == 0;
        const bool seated = m.kind == action::attack || m.kind == action::route || m.kind == action::give ||
                            m.kind == action::give_money || (R::merged_decks && m.kind == action::hire);
        if (!seated) m.seat = 0;
        if (m.kind != action::attack && m.kind != action::hire) m.target = 0;
        if (m.kind != action::conquest) m.annex = false;
        return m;
    }

    void invariant(const state<R>& s) {
        if (s.phase() == phase::choose_first)
            out = {};
        // CW-V1.11: a restored Snitch adds a Joker to each team left.
        const card_set full =
            R::rush ? card_set{0}
                    : static_cast<card_set>(thug_cards | bonus_cards | (R::snitch || s.snitch_restored() ? bit(joker) : 0));
        if (s.snitch_restored()) {
            if (restored != nullptr) ++*restored;
            CHECK(s.restores_snitch());
            CHECK(s.players_left() <= 2);  // restored in a two-player endgame
        }
        for (player_id p = 0; p < R::seats; ++p) {
            const team_record& t = s.team(p);
            // A bonus card waiting for its ROUTE (CW-V1.8) is the drawer's, revealed, in no zone yet.
            const card_set pending =
                s.phase() == phase::routing && p == s.turn_player() ? bit(s.pending_bonus()) : card_set{0};
            const auto b = static_cast<card_set>(t.bottom_set() | pending);
            // Each player's cards are exactly his suit's: hand, play, S and B
            // partition them; an eliminated player's are all out of the game (CW-12.2).
            CHECK(count(t.hand) + count(t.play) + count(t.deck) + t.bottom_size + count(pending) ==
                  count(static_cast<card_set>(t.hand | t.play | t.deck | b)));
            CHECK((t.hand | t.play | t.deck | b) == (t.eliminated ? card_set{0} : full));
            CHECK((t.hand & ~(thug_cards | bit(joker))) == 0);  // CW-4.8
            CHECK((t.play & ~thug_cards) == 0);
            CHECK(((t.entered | t.attacked) & ~t.play) == 0);
            // Money: whole, in $25 steps, never negative (no wrap-around): a
            // shortfall is only ever a recorded loan (CW-1.5, CW-15.7).
            CHECK(t.money < (1u << 31));
            CHECK(t.money % 25 == 0);
            CHECK(t.due % 125 == 0);
            // An eliminated player stays out and never acts again (CW-12.2).
            if (out[static_cast<std::size_t>(p)]) CHECK(t.eliminated);
            out[static_cast<std::size_t>(p)] = t.eliminated;
        }
        if constexpr (R::merged_decks) {  // CW-V1.22: one seat of two suits, one ordered bottom
            CHECK(s.turn_player() < R::players);
            for (player_id k = 0; k < R::players; ++k) {
                const team_record& tk = s.team(k);
                const team_record& tx = s.team(static_cast<player_id>(k + R::players));
                const int n = tk.bottom_size + tx.bottom_size;
                CHECK(std::popcount(s.bottom_order(k)) == tx.bottom_size);
                CHECK((s.bottom_order(k) >> n) == 0);
                CHECK((tx.kingless || tx.eliminated));
                CHECK(tk.eliminated == tx.eliminated);
            }
        }
        const player_id who = current_player(s);
        if (who >= 0) CHECK(s.controller_in(who));
        if (who >= 0) CHECK_FALSE(s.team(deciding_seat(s)).eliminated);
        // Observations: a sample is consistent with what it was drawn from.
        std::mt19937_64 rng(s.turns_taken());
        for (player_id p = 0; p < R::players; ++p) {
            const auto o = observe(s, p);
            CHECK(observe(sample(o, rng), p) == o);
        }
        if (is_terminal(s)) {
            const auto r = returns(s);
            double total = 0;
            for (const double x : r) total += x;
            bool anyone = false;
            for (player_id p = 0; p < R::players; ++p) anyone = anyone || is_winner(s, p);
            CHECK(total == doctest::Approx(anyone ? 1.0 : 0.0));
        }
    }
};

template <rules_policy R>
void check_playouts(int games, std::uint64_t seed) {
    const auto stats = arbiter::testing::check_random_playouts(state<R>{}, crime_wars_hooks<R>{},
                                                               arbiter::testing::playout_games(games), seed);
    CHECK(stats.terminal == stats.games);
    CHECK(stats.rejected_moves > 0);
    CHECK(stats.chance_nodes > 0);
}

// CW-V1.11: allies who play on, restoring the Snitch; the harness must
// reach the restored endgame, or the option is not exercised.
template <rules_policy R>
void check_restored_snitch(int games, std::uint64_t seed) {
    setup su;
    su.play_on = true;
    su.restore_snitch = true;
    const auto start = start_game<R>(su);
    REQUIRE(start.has_value());
    std::size_t restored = 0;
    crime_wars_hooks<R> hooks;
    hooks.restored = &restored;
    const auto stats = arbiter::testing::check_random_playouts(*start, hooks, games, seed);
    CHECK(stats.terminal == stats.games);
    CHECK(restored > 0);
}

// Plays `games` random games from `su` (moves uniformly at random, chance by
// its exact probabilities), calling on_node(s) at every node; no heap.
template <rules_policy R, class F>
void random_games(int games, std::mt19937_64& rng, F&& on_node, const setup& su = {}) {
    for (int game = 0; game < games; ++game) {
        state<R> s(su);
        while (!is_terminal(s)) {
            on_node(s);
            if (current_player(s) == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
            } else {
                const auto moves = legal_moves(s);
                s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
            }
        }
    }
}

// Random games of R, adding their nodes to `nodes` (the allocation tests).
template <rules_policy R>
void count_nodes(int games, std::mt19937_64& rng, std::size_t& nodes, const setup& su = {}) {
    random_games<R>(games, rng, [&](const state<R>&) { ++nodes; }, su);
}

}  // namespace cw_test
