// The toy game of the tests (examples/toy_game.hpp, tour step 9) as a sixth game of the
// tool, built into the test build's `arbiter-toy` only: a game that offers
// the text interface and a descriptor needs nothing else to get every command.

#include "../toy_game.hpp"

#include "game_info.hpp"

const cli::game_info& cli::toy_game() {
    static const game_info info = make_game_info<toy::descriptor, game_traits_base>();
    return info;
}
