#pragma once
// Every game at once. Include one game's header (arbiter/backgammon.hpp, ...)
// to compile less. The fmt formatters live in each game's format.hpp and need
// the arbiter::fmt CMake target.

#include "version.hpp"  // IWYU pragma: export

#include "core.hpp"        // IWYU pragma: export
#include "backgammon.hpp"  // IWYU pragma: export
#include "stratego.hpp"    // IWYU pragma: export
#include "war_chest.hpp"   // IWYU pragma: export
#include "memoir44.hpp"    // IWYU pragma: export
#include "crime_wars.hpp"  // IWYU pragma: export

#include "bots.hpp"  // IWYU pragma: export
