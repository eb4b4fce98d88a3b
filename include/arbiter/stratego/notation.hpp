#pragma once
// Stratego notation (RULES.md ST-10): the text interface every game offers
// (core/text_game.hpp) and Stratego's own strings.
//
//   move_text.hpp    squares and moves (ST-10.1 to ST-10.3): to_string(s, m),
//                    parse_move(s, text), and the no-chance outcome text
//   position_text.hpp  board, position and setup strings (ST-10.4 to ST-10.7)
//   state_text.hpp   the full-state text: to_string(s),
//                    parse_state<R>(text)
//
// Every reader says what is wrong and where: what() reads "line L, column
// C: ...". Gravon game records are in gravon.hpp.

#include "move_text.hpp"   // IWYU pragma: export
#include "position_text.hpp"  // IWYU pragma: export
#include "state_text.hpp"  // IWYU pragma: export
