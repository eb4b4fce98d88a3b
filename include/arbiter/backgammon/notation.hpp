#pragma once
// Kept for one release so that earlier includes still build: include
// move_text.hpp and state_text.hpp (or the umbrella <arbiter/backgammon.hpp>).

#include "checked.hpp"      // IWYU pragma: export
#include "dice_text.hpp"    // IWYU pragma: export
#include "mat.hpp"          // IWYU pragma: export
#include "match_id.hpp"     // IWYU pragma: export
#include "move_text.hpp"    // IWYU pragma: export
#include "position_id.hpp"  // IWYU pragma: export
#include "record_log.hpp"   // IWYU pragma: export
#include "sgf.hpp"          // IWYU pragma: export
#include "state_text.hpp"   // IWYU pragma: export
#include "xgid.hpp"         // IWYU pragma: export
