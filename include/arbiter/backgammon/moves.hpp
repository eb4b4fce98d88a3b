#pragma once
// Kept for one release so that earlier includes still build: include
// generate.hpp and apply.hpp (or the umbrella <arbiter/backgammon.hpp>).

#include "apply.hpp"     // IWYU pragma: export
#include "generate.hpp"  // IWYU pragma: export
