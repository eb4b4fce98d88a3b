#pragma once
// Text in and out, one header per form:
//   card_text.hpp     cards, teams and sets of cards (7H, KC, *S, 3S+4S)
//   move_text.hpp     moves and chance outcomes (attack 3S+4S -> 9C, combat 4-3)
//   state_text.hpp    a whole state, written
//   state_reader.hpp  a whole state, read back (parse_state)
//   setup_text.hpp    how a game starts (parse_setup, setup_text)
//
// The text interface of core/text_game.hpp: to_string(s, m) / parse_move(s,
// text), to_string(s, o) / parse_outcome(s, text), to_string(s) /
// parse_state<R>(text); what another player sees of a move or an outcome is
// public_text (observation.hpp).

#include "card_text.hpp"     // IWYU pragma: export
#include "move_text.hpp"     // IWYU pragma: export
#include "setup_text.hpp"    // IWYU pragma: export
#include "state_reader.hpp"  // IWYU pragma: export
#include "state_text.hpp"    // IWYU pragma: export
