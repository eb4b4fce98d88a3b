#pragma once
// Backgammon: RULES.md beside backgammon/ is the rule text, clause by clause.
// With {fmt} available, the formatters (backgammon/format.hpp) come too.

#include "backgammon/actions.hpp"     // IWYU pragma: export
#include "backgammon/checked.hpp"     // IWYU pragma: export
#include "backgammon/describe.hpp"    // IWYU pragma: export
#include "backgammon/descriptor.hpp"  // IWYU pragma: export
#include "backgammon/moves.hpp"       // IWYU pragma: export
#include "backgammon/notation.hpp"    // IWYU pragma: export
#include "backgammon/rules.hpp"       // IWYU pragma: export
#include "backgammon/state.hpp"       // IWYU pragma: export
#include "backgammon/tensor.hpp"      // IWYU pragma: export

#if __has_include(<fmt/format.h>)
#include "backgammon/format.hpp"  // IWYU pragma: export
#endif
