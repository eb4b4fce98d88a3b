#pragma once
// Kept for one release so that earlier includes still build: include
// move_text.hpp, position_text.hpp and state_text.hpp (or the umbrella <arbiter/stratego.hpp>).

#include "move_text.hpp"      // IWYU pragma: export
#include "position_text.hpp"  // IWYU pragma: export
#include "state_text.hpp"     // IWYU pragma: export
