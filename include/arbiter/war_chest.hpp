#pragma once
// War Chest: RULES.md beside war_chest/ is the rule text, clause by clause.
// 2 and 4 players, every action and all 16 units with their follow-ups, the
// setups of WC-3 and WC-15 (random deal, first game, draft, draft with bans,
// battle presets) and the variants of WC-19, as policies (rules.hpp); the
// state and its queries (state.hpp), legal moves (generate.hpp) and playing
// them (apply.hpp), the checked path (checked.hpp); observations, sampling
// and what a seat sees of a move (observation.hpp); move and outcome text
// (move_text.hpp) and the full-state text (state_text.hpp); the game's
// descriptor and concept checks (descriptor.hpp); action ids (actions.hpp:
// the `actions` and index codecs) and observation tensors (tensor.hpp) for
// learners; fmt formatters (format.hpp) when {fmt} is available.

#include "war_chest/actions.hpp"     // IWYU pragma: export
#include "war_chest/apply.hpp"       // IWYU pragma: export
#include "war_chest/checked.hpp"     // IWYU pragma: export
#include "war_chest/describe.hpp"    // IWYU pragma: export
#include "war_chest/descriptor.hpp"  // IWYU pragma: export
#include "war_chest/generate.hpp"    // IWYU pragma: export
#include "war_chest/move_text.hpp"   // IWYU pragma: export
#include "war_chest/observation.hpp" // IWYU pragma: export
#include "war_chest/observation_text.hpp" // IWYU pragma: export
#include "war_chest/rules.hpp"       // IWYU pragma: export
#include "war_chest/state.hpp"       // IWYU pragma: export
#include "war_chest/state_text.hpp"  // IWYU pragma: export
#include "war_chest/tensor.hpp"      // IWYU pragma: export

#if __has_include(<fmt/format.h>)
#include "war_chest/format.hpp"      // IWYU pragma: export
#endif
