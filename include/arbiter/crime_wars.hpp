#pragma once
// Crime Wars: RULES.md beside crime_wars/ is the rule text, clause by clause.
// fmt formatters are in crime_wars/format.hpp (needs the arbiter::fmt target).

#include "crime_wars/moves.hpp"     // IWYU pragma: export
#include "crime_wars/notation.hpp"  // IWYU pragma: export

#include "crime_wars/observation.hpp"  // IWYU pragma: export
#include "crime_wars/rules.hpp"        // IWYU pragma: export
#include "crime_wars/state.hpp"        // IWYU pragma: export
