#pragma once
// War Chest notation: the text of a decision and of a chance outcome
// (move_text.hpp: `deploy archer c2`, `draw archer royal`) and the
// full-state text (state_text.hpp), with the names of the text interface
// every game offers (core/text_game.hpp):
//   to_string(s, m) / parse_move(s, text)      a decision
//   to_string(s, o) / parse_outcome(s, text)   a chance outcome
//   to_string(s)    / parse_state<R>(text)     the whole state

#include "move_text.hpp"   // IWYU pragma: export
#include "state_text.hpp"  // IWYU pragma: export
