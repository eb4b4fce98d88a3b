#pragma once
// War Chest: RULES.md beside war_chest/ is the rule text, clause by clause.
// 2 and 4 players, every action and all 16 units with their follow-ups, the
// setups of WC-3 and WC-15 (random deal, first game, draft, draft with bans,
// battle presets) and the variants of WC-19, as policies (rules.hpp);
// observations and sampling (observation.hpp); move and full-state text
// (notation.hpp, state_text.hpp). fmt formatters are in war_chest/format.hpp
// (needs the arbiter::fmt target).

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
