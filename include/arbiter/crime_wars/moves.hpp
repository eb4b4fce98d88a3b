#pragma once
// The rules of play, gathered: whose turn and the legal moves
// (generate.hpp), applying moves and outcomes (apply.hpp, its steps in
// resolve.hpp), the checked forms new_game and try_play (checked.hpp), and
// observations (observation.hpp).

#include "apply.hpp"        // IWYU pragma: export
#include "checked.hpp"      // IWYU pragma: export
#include "generate.hpp"     // IWYU pragma: export
#include "observation.hpp"  // IWYU pragma: export
