#pragma once
// The rules of play: the legal decisions and chance outcomes (generate.hpp)
// and playing them (apply.hpp). RULES.md WC-4 to WC-13, WC-17, WC-18; the
// state machine is described in state.hpp.

#include "apply.hpp"     // IWYU pragma: export
#include "generate.hpp"  // IWYU pragma: export
