// A first game of Crime Wars: two random players, printed move by move as
// the referee sees it (every card drawn is shown). The loop is the one of
// backgammon_first_game.cpp; what is new is the game:
//
//   chance outcomes  who goes first (CW-3.5), each card drawn (CW-4.2),
//                    the roulette (CW-14.2) and the combat dice (CW-9.7)
//   decisions        hire, attack, defend, snitch, roulette, loan, keep,
//                    surrender, end (CW-18.1), written in the notation of
//                    crime_wars/move_text.hpp: to_string(s, m), parse_move
//
// The same seed gives the same game on every machine.

#include <arbiter/bots.hpp>
#include <arbiter/crime_wars.hpp>
#include <arbiter/crime_wars/format.hpp>  // fmt formatters: the table

#include <random>

#include <fmt/format.h>

namespace cw = arbiter::crime_wars;

int main() {
    std::mt19937_64 rng(2026);
    arbiter::bots::random bot;          // uniform over the legal moves
    cw::state<cw::rules<2>> s;          // two players, no variant: cw::standard_rules

    int decisions = 0;
    while (!is_terminal(s)) {
        const arbiter::player_id who = current_player(s);
        if (who == arbiter::chance_player) {
            // Each outcome comes with its exact probability; the notation
            // names it: "first 1", "draw 9H", "roulette 5", "combat 4-3".
            const cw::outcome o = arbiter::sample_outcome(chance_outcomes(s), rng);
            fmt::print("       {}\n", to_string(s, o));
            s = play(s, o);
            continue;
        }
        // A decision of the player whose turn it is (or who must defend,
        // keep or surrender in another's turn: current_player says who).
        const cw::move m = bot.choose(s, rng);
        fmt::print("{:4}. player {}: {}\n", ++decisions, int{who}, to_string(s, m));
        s = play(s, m);
    }

    fmt::print("\nThe final table:\n{}", s);
    const auto result = returns(s);  // the winner takes 1 (joint winners share it)
    fmt::print("Result: player 0 {}, player 1 {} after {} decisions and {} turns\n", result[0], result[1], decisions,
               s.turns_taken());
}
