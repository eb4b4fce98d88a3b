// Every game ends: long random games of every UNCAPPED rules entry of every
// game (state_of, not capped_state_of), each bounded by what its rules say.
// A game that outlives its bound fails the test with its full-state text.
//
// Which entries can go on for ever by the rules, and what stops them:
//  - backgammon: nothing bounds a game (a checker can be hit back for ever),
//    but every roll moves checkers home with positive chance; random games
//    last about 100 decisions (at most 172 seen in 120): bound 2000.
//  - Stratego: without the ST-8.7 cap, two sides that never attack play on
//    for ever; random moves do attack, and the pieces run out (about 1500
//    decisions, at most 3666 seen in 210): bound 20000.
//  - War Chest: passing is always legal (WC-8.4), so any game can last for
//    ever. WC-4.9 to WC-4.11 end the positions where nothing but Pass and
//    Claim is left. One more never ends under random play and no clause
//    catches it: a Royal Guard wanders with the Royal Coin (WC-12.13) while
//    everything else is as in WC-4.11 (the "Royal Guard gap", reached by a
//    third of random 2-player games and most Gaugamela and Crecy games).
//    Bound: 10000 decisions (at most 2360 seen in 4000 games), or the gap.
//  - Memoir '44: M44-8.7 has no turn limit; random games last about 1000
//    decisions (at most 1653 seen in 90): bound 10000.
//  - Crime Wars: every game ends (CW-12.6), random ones within 1000
//    decisions (at most 957 seen in 990): bound 5000.

#include <doctest/doctest.h>

#include <arbiter/backgammon.hpp>
#include <arbiter/crime_wars.hpp>
#include <arbiter/memoir44.hpp>
#include <arbiter/stratego.hpp>
#include <arbiter/war_chest.hpp>

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <type_traits>

#include "common/harness.hpp"

namespace {

struct endings_no_gap {
    template <class S>
    bool operator()(const S&) const noexcept {
        return false;
    }
};

// The War Chest position no clause ends: WC-4.11 would hold but for a Royal
// Guard on the board, which the Royal Coin moves for ever (see above).
struct endings_guard_gap {
    template <class S>
    bool operator()(const S& s) const noexcept {
        namespace wc = arbiter::war_chest;
        const auto guard = s.hexes_of(wc::unit::royal_guard)[0];
        if (guard == wc::no_hex || s.phase() != wc::phase::use) return false;
        S without = s;
        typename S::edit{without}.clear(guard);
        return wc::detail::nothing_can_change(without);
    }
};

// Plays `games` random games (the random bot's moves) of every uncapped
// rules entry of D from its default start; each must end within `bound`
// decisions, or reach a position `gap` names.
template <class D, class Gap = endings_no_gap>
void endings_every_entry(std::size_t bound, int games, std::uint64_t seed, Gap gap = {}) {
    arbiter::for_each_rules<D>([&]<class Named>(std::type_identity<Named>) {
        using S = arbiter::state_of<D, Named>;
        const std::string entry = std::string(D::name) + " " + std::string(Named::name) +
                                  (Named::players != 0 ? " (" + std::to_string(Named::players) + " players)" : "");
        const auto start = D::template start<typename Named::rules_type>(arbiter::start_options{});
        REQUIRE_MESSAGE(start.has_value(), entry);
        std::mt19937_64 rng(seed);
        for (int g = 0; g < arbiter::testing::playout_games(games); ++g) {
            S s = *start;
            std::size_t decisions = 0;
            while (!is_terminal(s) && decisions <= bound) {
                if (current_player(s) == arbiter::chance_player) {
                    s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                    continue;
                }
                if (gap(s)) break;
                const auto moves = legal_moves(s);
                s = play(s, moves[arbiter::uniform_bot_index(moves, rng)]);
                ++decisions;
            }
            const bool stopped = is_terminal(s) || gap(s);
            CHECK_MESSAGE(stopped, entry, ", game ", g, " (seed ", seed, "): no end after ", bound,
                          " decisions, at\n", to_string(s));
            if (!stopped) return;
        }
    });
}

}  // namespace

TEST_CASE("endings: random games of every uncapped backgammon rules entry end within 2000 decisions") {
    endings_every_entry<arbiter::backgammon::descriptor>(2000, 20, 1);
}

TEST_CASE("endings: random games of every uncapped Stratego rules entry end within 20000 decisions") {
    endings_every_entry<arbiter::stratego::descriptor>(20000, 4, 2);
}

TEST_CASE("WC-4.9 WC-4.10 WC-4.11 endings: random War Chest games of every uncapped rules entry end within 10000 "
          "decisions, or reach the Royal Guard gap") {
    endings_every_entry<arbiter::war_chest::descriptor>(10000, 20, 3, endings_guard_gap{});
}

TEST_CASE("endings: random games of every uncapped Memoir '44 rules entry end within 10000 decisions") {
    endings_every_entry<arbiter::memoir44::descriptor>(10000, 6, 4);
}

TEST_CASE("endings: random games of every Crime Wars rules entry end within 5000 decisions") {
    endings_every_entry<arbiter::crime_wars::descriptor>(5000, 6, 5);
}
