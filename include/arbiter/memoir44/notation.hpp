#pragma once
// Memoir '44 as text (RULES.md M44-11): decisions and chance outcomes
// (move_text.hpp, M44-11.1) and the full state (state_text.hpp), the text
// interface of core/text_game.hpp:
//
//   to_string(s, m)  parse_move(s, text)       a decision (M44-11.1)
//   to_string(s, o)  parse_outcome(s, text)    a chance outcome (M44-11.1)
//   to_string(s)     parse_state<R>(text)      the whole state (M44-11)
//
// Scenarios have their own text (scenario.hpp, M44-9) and the .m44 files of
// the online editor theirs (m44_import.hpp, M44-10).

#include "move_text.hpp"   // IWYU pragma: export
#include "state_text.hpp"  // IWYU pragma: export
