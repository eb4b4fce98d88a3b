#pragma once
// Crime Wars: RULES.md beside crime_wars/ is the rule text, clause by clause.
// Everything a user needs: the rules and their policies, the state, the
// moves (legal, played, checked), observations and what each player sees,
// action ids and observation tensors, the notations, the descriptor, and
// (where {fmt} is found) its formatters.

#include "crime_wars/actions.hpp"      // IWYU pragma: export
#include "crime_wars/apply.hpp"        // IWYU pragma: export
#include "crime_wars/card_text.hpp"    // IWYU pragma: export
#include "crime_wars/checked.hpp"      // IWYU pragma: export
#include "crime_wars/describe.hpp"     // IWYU pragma: export
#include "crime_wars/descriptor.hpp"   // IWYU pragma: export
#include "crime_wars/generate.hpp"     // IWYU pragma: export
#include "crime_wars/move_text.hpp"    // IWYU pragma: export
#include "crime_wars/observation.hpp"  // IWYU pragma: export
#include "crime_wars/observation_text.hpp" // IWYU pragma: export
#include "crime_wars/rules.hpp"        // IWYU pragma: export
#include "crime_wars/setup_text.hpp"   // IWYU pragma: export
#include "crime_wars/state.hpp"        // IWYU pragma: export
#include "crime_wars/state_reader.hpp" // IWYU pragma: export
#include "crime_wars/state_text.hpp"   // IWYU pragma: export
#include "crime_wars/team.hpp"         // IWYU pragma: export
#include "crime_wars/tensor.hpp"       // IWYU pragma: export

#if __has_include(<fmt/format.h>)
#include "crime_wars/format.hpp"  // IWYU pragma: export
#endif
