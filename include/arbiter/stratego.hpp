#pragma once
// Stratego: RULES.md beside stratego/ is the rule text, clause by clause.
// fmt formatters are in stratego/format.hpp (needs the arbiter::fmt target).

#include "stratego/moves.hpp"        // IWYU pragma: export
#include "stratego/notation.hpp"     // IWYU pragma: export
#include "stratego/observation.hpp"  // IWYU pragma: export
#include "stratego/replay.hpp"       // IWYU pragma: export (Gravon records: gravon.hpp)

#include "stratego/rules.hpp"  // IWYU pragma: export
#include "stratego/state.hpp"  // IWYU pragma: export
