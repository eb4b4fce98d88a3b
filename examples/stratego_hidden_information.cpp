// How hidden information works, with Stratego.
//
// The state holds everything, both armies' ranks included: it is the
// referee's. What a player may know is its observation, observe(s, p): the
// same board with the opponent's unrevealed ranks replaced by "unknown".
// A bot that must not cheat works from the observation, and when it wants a
// full state to search it draws one, sample(obs, rng): a determinisation,
// uniformly among the states the player cannot tell from the real one.

#include <arbiter/bots.hpp>
#include <arbiter/stratego.hpp>
#include <arbiter/stratego/format.hpp>

#include <random>

#include <fmt/format.h>

namespace st = arbiter::stratego;

int main() {
    std::mt19937_64 rng(44);

    // Two random setups (the army placed at random, ST-3) and 60 random moves.
    using game = st::state<st::classic_rules>;
    game s = play(play(game{}, st::random_arrangement<st::classic_rules>(rng)),
                  st::random_arrangement<st::classic_rules>(rng));
    arbiter::bots::random bot;
    for (int i = 0; i < 60 && !is_terminal(s); ++i) s = play(s, bot.choose(s, rng));

    // The referee's board: every rank.
    fmt::print("The full state (the referee's):\n{}\n", s);

    // Red's observation: Blue's unrevealed pieces are `b?` (`b?+` once moved,
    // which tells Red it is no Bomb and not the Flag).
    const st::observation<st::classic_rules> red_view = st::observe(s, st::red);
    fmt::print("{}\n", red_view);

    // A determinisation: Blue's unknown pieces dealt again, consistent with
    // everything Red knows (moved pieces are not Bombs, revealed ranks stay).
    const game guess = st::sample(red_view, rng);
    fmt::print("One state Red cannot tell from the real one:\n{}\n", guess);
    fmt::print("Red sees the same in both: {}\n", st::observe(guess, st::red) == red_view ? "yes" : "no");
    fmt::print("The two states are the same: {}\n", guess == s ? "yes" : "no");
}
