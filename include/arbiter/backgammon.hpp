#pragma once
// Backgammon: RULES.md beside backgammon/ is the rule text, clause by clause.
// With {fmt} available, the formatters (backgammon/format.hpp) come too.
//
//   rules.hpp        the variant policies and constants
//   state.hpp        the state and move types; current_player, is_terminal, returns
//   generate.hpp     legal_moves, chance_outcomes, legal_plays (generator.hpp behind them)
//   apply.hpp        play (of a move and of a chance outcome); a game starts as
//                    state<R>{match_length}, at its opening roll
//   checked.hpp      try_play, move_error, check_play
//   actions.hpp, tensor.hpp, describe.hpp, descriptor.hpp
//
// Text in and out (RULES.md BG-16 to BG-19, BG-24), one header each:
//   move_text.hpp    moves and outcomes: to_string(s, m), parse_move(s, text),
//                    to_string(s, d), parse_outcome(s, text) (BG-16)
//   dice_text.hpp    rolls alone: "31", "3:1"
//   state_text.hpp   the full state: to_string(s), parse_state<R>(text)
//   position_id.hpp  gnubg Position ID (BG-17), from_position
//   match_id.hpp     gnubg Match ID and the gnubg ID "POSID:MATCHID" (BG-18)
//   xgid.hpp         eXtreme Gammon's XGID (BG-19)
//   mat.hpp, sgf.hpp match records, Jellyfish .mat and gnubg .sgf (BG-24),
//                    checked by replaying them (match_record.hpp)
//   record_log.hpp   a record as the arbiter tool's game log, and back
//
// Every reader's error is located in its text: what() reads "line L, column
// C: ...".

#include "backgammon/actions.hpp"      // IWYU pragma: export
#include "backgammon/apply.hpp"        // IWYU pragma: export
#include "backgammon/checked.hpp"      // IWYU pragma: export
#include "backgammon/describe.hpp"     // IWYU pragma: export
#include "backgammon/descriptor.hpp"   // IWYU pragma: export
#include "backgammon/dice_text.hpp"    // IWYU pragma: export
#include "backgammon/generate.hpp"     // IWYU pragma: export
#include "backgammon/mat.hpp"          // IWYU pragma: export
#include "backgammon/match_id.hpp"     // IWYU pragma: export
#include "backgammon/move_text.hpp"    // IWYU pragma: export
#include "backgammon/position_id.hpp"  // IWYU pragma: export
#include "backgammon/record_log.hpp"   // IWYU pragma: export
#include "backgammon/rules.hpp"        // IWYU pragma: export
#include "backgammon/sgf.hpp"          // IWYU pragma: export
#include "backgammon/state.hpp"        // IWYU pragma: export
#include "backgammon/state_text.hpp"   // IWYU pragma: export
#include "backgammon/tensor.hpp"       // IWYU pragma: export
#include "backgammon/xgid.hpp"         // IWYU pragma: export

#if __has_include(<fmt/format.h>)
#include "backgammon/format.hpp"  // IWYU pragma: export
#endif
