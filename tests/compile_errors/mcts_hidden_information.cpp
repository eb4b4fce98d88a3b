// Must not compile: MCTS asked to search the full state of a game with hidden
// information (it would read the opponent's pieces). The compiler must say
// so once and name the ways that work (check.cmake).
#include <arbiter/bots/mcts.hpp>
#include <arbiter/stratego.hpp>

#include <random>

int main() {
    namespace st = arbiter::stratego;
    arbiter::bots::mcts<st::state<>> bot;
    std::mt19937_64 rng(1);
    const st::state<> s{};
    (void)bot.choose(s, rng);
    return 0;
}
