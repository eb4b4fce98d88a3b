#pragma once
// What every game shares, and nothing game-specific.

#include "core/actions.hpp"      // IWYU pragma: export
#include "core/chance.hpp"       // IWYU pragma: export
#include "core/complete_game.hpp" // IWYU pragma: export
#include "core/config.hpp"       // IWYU pragma: export
#include "core/describe.hpp"     // IWYU pragma: export
#include "core/descriptor.hpp"   // IWYU pragma: export
#include "core/game.hpp"         // IWYU pragma: export
#include "core/hex.hpp"          // IWYU pragma: export
#include "core/perft.hpp"        // IWYU pragma: export
#include "core/playable.hpp"     // IWYU pragma: export
#include "core/player.hpp"       // IWYU pragma: export
#include "core/playout.hpp"      // IWYU pragma: export
#include "core/random.hpp"       // IWYU pragma: export
#include "core/state_header.hpp" // IWYU pragma: export
#include "core/stepped_state.hpp" // IWYU pragma: export
#include "core/result.hpp"       // IWYU pragma: export
#include "core/static_vector.hpp"  // IWYU pragma: export
#include "core/tensor.hpp"       // IWYU pragma: export
#include "core/text.hpp"         // IWYU pragma: export
#include "core/text_game.hpp"    // IWYU pragma: export
