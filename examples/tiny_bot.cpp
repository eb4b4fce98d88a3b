// A tiny bot written against the generic game concept (core/game.hpp), so it
// plays every game of the library unchanged: flat Monte Carlo. For each legal
// move it plays a few random games to the end and keeps the move whose games
// went best for the player who made it.
//
// The library's real bots are in include/arbiter/bots/ (random, mcts); this
// one shows how little a bot needs: current_player, legal_moves, play,
// returns, and random_playout from core/playout.hpp. It is for perfect
// information: in a hidden-information game it would have to start each
// playout from sample(observation, rng) instead of the state itself.

#include <arbiter/backgammon.hpp>
#include <arbiter/bots.hpp>
#include <arbiter/core.hpp>

#include <cstddef>
#include <random>

#include <fmt/format.h>

// Any game S works: the concept names everything used here.
template <arbiter::game S>
struct flat_monte_carlo {
    int playouts_per_move = 8;

    template <arbiter::random_engine G>
    arbiter::move_t<S> choose(const S& s, G& rng) const {
        const auto me = static_cast<std::size_t>(current_player(s));
        const auto moves = legal_moves(s);
        std::size_t best = 0;
        double best_total = 0;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            double total = 0;
            for (int k = 0; k < playouts_per_move; ++k)
                total += static_cast<double>(returns(arbiter::random_playout(play(s, moves[i]), rng))[me]);
            if (i == 0 || total > best_total) best = i, best_total = total;
        }
        return moves[best];
    }
};

// It has the one bot interface, b.choose(state, rng).
static_assert(arbiter::bots::bot_for<flat_monte_carlo<arbiter::backgammon::state<>>, arbiter::backgammon::state<>>);

// `games` games of hypergammon (three checkers a side), sides alternating.
int main() {
    namespace bg = arbiter::backgammon;
    using game = bg::state<bg::hypergammon_rules>;
    flat_monte_carlo<game> tiny;
    arbiter::bots::random random;
    std::mt19937_64 rng(1);
    const int games = 40;
    int won = 0;
    for (int g = 0; g < games; ++g) {
        const arbiter::player_id tiny_side = static_cast<arbiter::player_id>(g % 2);
        game s;
        while (!is_terminal(s)) {
            const arbiter::player_id who = current_player(s);
            if (who == arbiter::chance_player)
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
            else
                s = play(s, who == tiny_side ? tiny.choose(s, rng) : random.choose(s, rng));
        }
        if (returns(s)[static_cast<std::size_t>(tiny_side)] > 0) ++won;
    }
    fmt::print("flat Monte Carlo won {} of {} games of hypergammon against the random bot\n", won, games);
}
