#pragma once
// War Chest: RULES.md beside war_chest/ is the rule text, clause by clause.
// Work in progress (issue 4): 2 and 4 players, every action and all 16 units,
// the random deal, the first-game setup, the draft and the battle presets,
// observations and sampling, move and full-state text, fmt formatters (in
// war_chest/format.hpp), the draft with bans (WC-15.4).

#include "war_chest/checked.hpp"  // IWYU pragma: export
#include "war_chest/moves.hpp"    // IWYU pragma: export
#include "war_chest/notation.hpp" // IWYU pragma: export
#include "war_chest/observation.hpp" // IWYU pragma: export
#include "war_chest/state_text.hpp"  // IWYU pragma: export
#include "war_chest/rules.hpp"    // IWYU pragma: export
#include "war_chest/state.hpp"    // IWYU pragma: export

#include "core/game.hpp"

namespace arbiter::war_chest {
static_assert(game<state<standard_rules>>);
static_assert(game<state<first_game_rules>>);
static_assert(game<state<draft_rules>>);
static_assert(game<state<gaugamela_rules>>);
static_assert(game<state<fixed_rules>>);
static_assert(game<state<revised_royal_guard_rules>>);
static_assert(game<state<bounded_rules>>);
static_assert(hidden_information_game<state<standard_rules>>);
static_assert(hidden_information_game<state<draft_rules>>);
static_assert(hidden_information_game<state<four_player_rules>>);
static_assert(hidden_information_game<state<four_player_draft_rules>>);
static_assert(game<state<draft_with_bans_rules>>);
}  // namespace arbiter::war_chest
