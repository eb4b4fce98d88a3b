#pragma once
// Memoir '44: RULES.md beside memoir44/ is the rule text, clause by clause.
// The board (M44-1), units, terrain and the command deck as data (M44-2 to
// M44-4), scenarios (M44-9, M44-SC), and the two rulesets as policies over
// one engine: the tutorial (Part A, `tutorial_rules`) and the standard
// ruleset (Part B) with all 60 cards (`standard_rules`); two deck variants
// derive from it, the 40 section cards only (`standard_sections_rules`) or
// those and 8 tactic cards (`standard_partial_rules`). The descriptor
// (memoir44/descriptor.hpp) names them for tools; action ids and the
// observation tensor for learners are memoir44/actions.hpp and memoir44/tensor.hpp. With {fmt} available, the
// formatters (memoir44/format.hpp) come too; the .m44 importer is
// memoir44/m44_import.hpp (needs arbiter::memoir44_import).

#include "memoir44/actions.hpp"           // IWYU pragma: export
#include "memoir44/apply.hpp"             // IWYU pragma: export
#include "memoir44/board.hpp"             // IWYU pragma: export
#include "memoir44/checked.hpp"           // IWYU pragma: export
#include "memoir44/describe.hpp"          // IWYU pragma: export
#include "memoir44/descriptor.hpp"        // IWYU pragma: export
#include "memoir44/dice.hpp"              // IWYU pragma: export
#include "memoir44/generate.hpp"          // IWYU pragma: export
#include "memoir44/los.hpp"               // IWYU pragma: export
#include "memoir44/move_text.hpp"         // IWYU pragma: export
#include "memoir44/observation.hpp"       // IWYU pragma: export
#include "memoir44/observation_text.hpp"  // IWYU pragma: export
#include "memoir44/rules.hpp"             // IWYU pragma: export
#include "memoir44/scenario.hpp"          // IWYU pragma: export
#include "memoir44/scenarios.hpp"         // IWYU pragma: export
#include "memoir44/state.hpp"             // IWYU pragma: export
#include "memoir44/state_text.hpp"        // IWYU pragma: export
#include "memoir44/targets.hpp"           // IWYU pragma: export
#include "memoir44/tensor.hpp"            // IWYU pragma: export
#include "memoir44/terrain.hpp"           // IWYU pragma: export

#if __has_include(<fmt/format.h>)
#include "memoir44/format.hpp"  // IWYU pragma: export
#endif
