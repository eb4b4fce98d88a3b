#pragma once
// Kept for one release so that earlier includes still build: include generate.hpp and apply.hpp
// (or the umbrella <arbiter/crime_wars.hpp>); try_play and move_error are in checked.hpp.

#include "apply.hpp"        // IWYU pragma: export
#include "checked.hpp"      // IWYU pragma: export
#include "generate.hpp"     // IWYU pragma: export
#include "observation.hpp"  // IWYU pragma: export
