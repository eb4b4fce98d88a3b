#pragma once
// Who decides at a node: a player index, or one of two markers.

#include <cstdint>

namespace arbiter {

using player_id = std::int8_t;

// The node is a chance node: the game lists outcomes, nobody decides.
inline constexpr player_id chance_player = -1;
// The game is over: nobody decides.
inline constexpr player_id terminal_player = -2;

}  // namespace arbiter
