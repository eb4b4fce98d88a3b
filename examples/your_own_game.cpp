// Tour step 9: write your own game. toy_game.hpp, beside this file, is a
// whole game in six steps (read it first); this program shows what the
// library then does for it without a line of game-specific code: the
// concepts it meets, a game played by a bot against a random player with
// every step in words, the exact expected number of move sequences, and the
// text that saves a state and reads it back.
//
//   g++ -std=c++20 -O2 -Iinclude examples/your_own_game.cpp -lfmt -o your_own_game && ./your_own_game

#include <arbiter/bots.hpp>
#include <arbiter/core.hpp>
#include <arbiter/core/format.hpp>

#include <fmt/format.h>

#include <random>

#include "toy_game.hpp"

int main() {
    // Steps 2 to 5 of toy_game.hpp, checked at compile time: a game, with
    // the text interface and descriptions.
    static_assert(arbiter::game<toy::state>);
    static_assert(arbiter::text_game<toy::state>);
    static_assert(arbiter::describing_game<toy::state>);

    // A game: MCTS (written once for every game) as player 0, a random
    // player as 1, the coin drawn with its exact probability.
    std::mt19937_64 rng(7);
    arbiter::bots::mcts<toy::state> mcts_bot{arbiter::bots::mcts_config{.iterations = 300}};
    arbiter::bots::random random_bot;
    toy::state s{.goal = 9};
    while (!is_terminal(s)) {
        const arbiter::player_id who = current_player(s);
        if (who == arbiter::chance_player) {
            const toy::coin c = arbiter::sample_outcome(chance_outcomes(s), rng);
            fmt::print("  {:<8} {}\n", arbiter::as_text(s, c), describe(s, c, arbiter::omniscient));
            s = play(s, c);
            continue;
        }
        const toy::move m = who == 0 ? arbiter::bots::ask(mcts_bot, s, rng) : arbiter::bots::ask(random_bot, s, rng);
        fmt::print("  {:<8} {}\n", arbiter::as_text(s, m), describe(s, m, arbiter::omniscient));
        s = play(s, m);
    }
    fmt::print("{}\n", describe_end(s, arbiter::omniscient));

    // perft counts every sequence of three decisions, chance expanded: the
    // leaves, and their expected number, weighted by the coin's chances.
    const auto counts = arbiter::perft(toy::state{.goal = 6}, 3);
    fmt::print("perft 3 to 6: {} sequences, {}/{} expected\n", counts.leaves, counts.expected.numerator(),
               counts.expected.denominator());

    // The full-state text saves a game and reads it back as the same state;
    // a damaged one is refused with where and why.
    const toy::state saved = play(toy::state{}, toy::move{2});
    const auto back = toy::parse_state(to_string(saved));
    fmt::print("saved '{}', read back the same: {}\n", to_string(saved), back && *back == saved ? "yes" : "no");
    fmt::print("damaged: {}\n", toy::parse_state("goal=4 total=x mover=0 coin=no").error().what());
}
