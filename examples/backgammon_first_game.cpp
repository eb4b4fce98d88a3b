// A first game: two random players play one game of backgammon, printed move
// by move. It shows the loop every program around arbiter has:
//
//   who = current_player(s)      a player, the chance marker, or the end
//   chance:   s = play(s, outcome)   the dice, drawn with their probabilities
//   decision: s = play(s, move)      one of legal_moves(s)
//
// The same seed gives the same game on every machine (arbiter draws random
// numbers with its own integer arithmetic, never std distributions).

#include <arbiter/backgammon.hpp>
#include <arbiter/backgammon/format.hpp>  // fmt formatters: the board, moves, dice
#include <arbiter/bots.hpp>

#include <random>

#include <fmt/format.h>

namespace bg = arbiter::backgammon;

int main() {
    std::mt19937_64 rng(2026);   // any standard engine; the seed fixes the game
    arbiter::bots::random bot;   // uniform over the legal moves
    bg::state<> s;               // the standard rules, before the opening roll

    int turn = 0;
    while (!is_terminal(s)) {
        const arbiter::player_id who = current_player(s);
        if (who == arbiter::chance_player) {
            // A chance node lists its outcomes with exact probabilities;
            // sample_outcome picks one with exactly that probability.
            const bg::dice roll = arbiter::sample_outcome(chance_outcomes(s), rng);
            s = play(s, roll);
            continue;
        }
        // A decision: the player on roll picks one of the legal plays of
        // the dice just rolled (a blocked roll has one play: the pass).
        const bg::move m = bot.choose(s, rng);
        fmt::print("{:3}. {} rolls {}-{}: {}\n", ++turn, who == 0 ? 'O' : 'X', s.roll().first, s.roll().second,
                   bg::notated{m, s.board()});
        s = play(s, m);
    }

    fmt::print("\nThe final position:\n{}", s);
    const auto result = returns(s);  // each player's points: + for the winner
    fmt::print("Result: O {:+}, X {:+} after {} plays\n", result[0], result[1], turn);
}
