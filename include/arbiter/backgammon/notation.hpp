#pragma once
// Text in and out (RULES.md BG-16 to BG-19), one header per format:
//   position_id.hpp  gnubg Position ID (BG-17), from_position
//   move_text.hpp    moves, rolls and cube actions as text (BG-16)
//   match_id.hpp     gnubg Match ID and the gnubg ID "POSID:MATCHID" (BG-18)
//   xgid.hpp         eXtreme Gammon's XGID (BG-19)
//   mat.hpp, sgf.hpp match records, Jellyfish .mat and gnubg .sgf (BG-24),
//                    checked by replaying them (match_record.hpp)
//   record_log.hpp   a record as the arbiter tool's game log, and back

#include "match_id.hpp"     // IWYU pragma: export
#include "move_text.hpp"    // IWYU pragma: export
#include "position_id.hpp"  // IWYU pragma: export
#include "xgid.hpp"         // IWYU pragma: export
#include "mat.hpp"          // IWYU pragma: export
#include "sgf.hpp"          // IWYU pragma: export
#include "record_log.hpp"   // IWYU pragma: export
