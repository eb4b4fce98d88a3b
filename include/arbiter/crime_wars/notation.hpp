#pragma once
// Kept for one release so that earlier includes still build: include move_text.hpp and
// state_text.hpp (or the umbrella <arbiter/crime_wars.hpp>); parse_state is in state_reader.hpp.

#include "card_text.hpp"     // IWYU pragma: export
#include "move_text.hpp"     // IWYU pragma: export
#include "setup_text.hpp"    // IWYU pragma: export
#include "state_reader.hpp"  // IWYU pragma: export
#include "state_text.hpp"    // IWYU pragma: export
