#pragma once
// Text in and out (RULES.md BG-16 to BG-19, BG-24). The text interface every
// game offers with the same names (core/text_game.hpp) is here:
//
//   to_string(s, m)  parse_move(s, text)     a move at s: "24/18 13/8", "bar/22*",
//                                            "pass", "double", "take", "resign gammon"
//   to_string(s, d)  parse_outcome(s, text)  the dice at s: "3-1" at the opening
//                                            roll (player 0's die, then player 1's),
//                                            "6-5" (larger first) at every later roll
//   to_string(s)     parse_state<R>(text)    the full state (state_text.hpp)
//
// and the other formats, one header each:
//   move_text.hpp    moves, rolls and cube actions as text (BG-16)
//   state_text.hpp   the full-state text
//   position_id.hpp  gnubg Position ID (BG-17), from_position
//   match_id.hpp     gnubg Match ID and the gnubg ID "POSID:MATCHID" (BG-18)
//   xgid.hpp         eXtreme Gammon's XGID (BG-19)
//   mat.hpp, sgf.hpp match records, Jellyfish .mat and gnubg .sgf (BG-24),
//                    checked by replaying them (match_record.hpp)
//   record_log.hpp   a record as the arbiter tool's game log, and back
//
// Every reader's error is located in its text: what() reads "line L, column
// C: ...".

#include <string>
#include <string_view>

#include "../core/result.hpp"
#include "../core/text.hpp"
#include "checked.hpp"
#include "match_id.hpp"     // IWYU pragma: export
#include "move_text.hpp"    // IWYU pragma: export
#include "position_id.hpp"  // IWYU pragma: export
#include "state.hpp"
#include "state_text.hpp"   // IWYU pragma: export
#include "xgid.hpp"         // IWYU pragma: export
#include "mat.hpp"          // IWYU pragma: export
#include "sgf.hpp"          // IWYU pragma: export
#include "record_log.hpp"   // IWYU pragma: export

namespace arbiter::backgammon {

// BG-16.3, BG-16.7: move m at s, as the tool and the game logs write it (the
// board of s tells where blots stood, so hits are marked).
template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>& s, const move& m) {
    return to_string(m, s.board());
}

// BG-9.2, BG-9.3, BG-16.7: the dice d rolled at s, as "d1-d2": at the
// opening roll player 0's die first, at a later roll the larger first.
template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>& s, dice d) {
    const dice shown = s.phase() == phase::opening_roll ? d : d.larger_first();
    return std::string{static_cast<char>('0' + shown.first), '-', static_cast<char>('0' + shown.second)};
}

namespace detail {

template <rules_policy R>
[[nodiscard]] result<dice> read_outcome(const state<R>& s, std::string_view text) {
    if (s.phase() == phase::rolling) return read_dice(text);  // "6-5", "65" or "56"
    if (s.phase() != phase::opening_roll)
        return make_error("not a chance node: the game is at " + phase_name(s.phase()), 0);
    if (text.find(':') != std::string_view::npos) return read_opening(text);  // "3:1"
    result<dice> d = parse_two_dice(text, '-', false, "an opening roll like 3-1 (player 0's die, then player 1's)");
    if (d && d->is_double()) return make_error("the opening roll is never a double (BG-3.1)", trim(text).offset);
    return d;
}

}  // namespace detail

// BG-9.2, BG-9.3, BG-16.7: the outcome of the chance node s that `text`
// names: at the opening roll "3-1" or "3:1" (player 0's die first, never a
// double), at a later roll "6-5", "65" or "56".
template <rules_policy R>
[[nodiscard]] result<dice> parse_outcome(const state<R>& s, std::string_view text) {
    return text::located(detail::read_outcome(s, text), text);
}

}  // namespace arbiter::backgammon
