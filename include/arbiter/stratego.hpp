#pragma once
// Stratego: RULES.md beside stratego/ is the rule text, clause by clause.
// With {fmt} available, stratego/format.hpp (the formatters) comes too.

#include "stratego/actions.hpp"      // IWYU pragma: export
#include "stratego/apply.hpp"        // IWYU pragma: export
#include "stratego/checked.hpp"      // IWYU pragma: export
#include "stratego/describe.hpp"     // IWYU pragma: export
#include "stratego/descriptor.hpp"   // IWYU pragma: export
#include "stratego/generate.hpp"     // IWYU pragma: export
#include "stratego/move_text.hpp"    // IWYU pragma: export
#include "stratego/observation.hpp"  // IWYU pragma: export
#include "stratego/observation_text.hpp" // IWYU pragma: export
#include "stratego/position_text.hpp"  // IWYU pragma: export
#include "stratego/replay.hpp"       // IWYU pragma: export (Gravon records: gravon.hpp)
#include "stratego/rules.hpp"        // IWYU pragma: export
#include "stratego/state.hpp"        // IWYU pragma: export
#include "stratego/state_text.hpp"   // IWYU pragma: export
#include "stratego/tensor.hpp"       // IWYU pragma: export

#if __has_include(<fmt/format.h>)
#include "stratego/format.hpp"  // IWYU pragma: export
#endif
