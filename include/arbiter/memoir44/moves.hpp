#pragma once
// Memoir '44 rules in motion (RULES.md M44-5, M44-6, M44-8 and Part A):
// starting a game, the legal decisions, the chance outcomes, and play.
//
//     auto s = arbiter::memoir44::start_game<arbiter::memoir44::tutorial_rules>(brennau_crossing());
//     while (!is_terminal(s)) { ... legal_moves(s) / chance_outcomes(s) ... }
//
// Both rulesets are complete: the tutorial (Part A) and the standard turn
// with all 60 cards (Part B, standard_turn.hpp and tactic_cards.hpp), by
// what a file does: the legal decisions and chance outcomes (generate.hpp)
// and playing them (apply.hpp).

#include "apply.hpp"     // IWYU pragma: export
#include "generate.hpp"  // IWYU pragma: export
