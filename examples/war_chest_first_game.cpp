// A first game of War Chest: two random players, printed decision by
// decision. The loop is the one of backgammon_first_game.cpp; what changes is
// the game:
//
//   chance:   each player's three coins drawn from the bag (WC-5), an outcome
//             with an exact probability like a roll of the dice
//   decision: one action per coin in hand (WC-6): deploy, bolster, move,
//             attack, control, claim initiative, recruit, pass
//
// The first-game armies (WC-19.5) are fixed, so nothing is drafted. Random
// players seldom win, so this program, like the `arbiter` tool, ends the game
// with no winner after round 200 (the descriptor's capped rules, WC-19.6).

#include <arbiter/bots.hpp>
#include <arbiter/war_chest.hpp>  // with the fmt formatters: the board, moves

#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>

#include <fmt/format.h>

namespace wc = arbiter::war_chest;

// The first-game rules as the tool plays them: the descriptor's length cap,
// no winner after round 200 (WC-19.6).
using first_game_capped = wc::descriptor::capped<wc::first_game_rules>;

[[nodiscard]] const char* why_it_ended(wc::end_reason r) {
    switch (r) {
        case wc::end_reason::last_marker: return "a side placed its last control marker (WC-11.3)";
        case wc::end_reason::dead_position: return "a dead position: nothing can change any more (WC-4.9 to WC-4.11): no winner";
        case wc::end_reason::round_limit: return "the round limit: no winner (WC-19.6)";
        case wc::end_reason::none: break;
    }
    return "?";
}

int main(int argc, char** argv) {
    // The seed fixes the game: 38, or the first argument. Seed 38 is one of
    // the few random games a side wins; most reach the round limit.
    std::mt19937_64 rng(argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 38);
    arbiter::bots::random bot;        // uniform over the legal moves
    wc::state<first_game_capped> s;   // before the first draw

    int decisions = 0;
    std::int64_t round = 0;
    while (!is_terminal(s)) {
        const arbiter::player_id who = current_player(s);
        if (who == arbiter::chance_player) {
            // The bag draws: one outcome is the coins a player takes in hand.
            s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
            continue;
        }
        if (s.round() != round) {
            round = s.round();
            fmt::print("round {}\n", round);
        }
        const wc::move m = bot.choose(s, rng);
        fmt::print("  seat {}: {}\n", who, wc::to_string(m));
        ++decisions;
        s = play(s, m);
    }

    fmt::print("\nThe final position:\n{}\n", s);
    const auto result = returns(s);  // +1 for the winner, -1 for the loser; 0 each with no winner
    fmt::print("Result: seat 0 {:+}, seat 1 {:+} after {} decisions in {} rounds ({})\n", result[0], result[1],
               decisions, s.round(), why_it_ended(s.ended_by()));
}
