#pragma once
// Backgammon: RULES.md beside backgammon/ is the rule text, clause by clause.
// fmt formatters are in backgammon/format.hpp (needs the arbiter::fmt target).

#include "backgammon/moves.hpp"     // IWYU pragma: export
#include "backgammon/notation.hpp"  // IWYU pragma: export

#include "backgammon/rules.hpp"     // IWYU pragma: export
#include "backgammon/state.hpp"     // IWYU pragma: export
