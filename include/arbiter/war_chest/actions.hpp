#pragma once
// War Chest action ids (PYTHON.md 5.3): the index codec alone, id i =
// legal_moves(s)[i], size max_moves = 512 (generate.hpp). No fixed codec:
// a decision names up to a coin, a unit and three hexes (WC-18), and the
// packed 14 kinds x 18 coins x 50^3 hexes (~31 M ids) is far too sparse for a
// policy head, so the game keeps core's default (codecs_of gives
// codec_list<index_codec<state<R>>>; nothing is declared here).
//
// The ids are stable because legal_moves' order is part of the API: in MAIN
// (WC-5.1, WC-18.1) by coin type 0..16 in the hand, each coin's actions in
// the generator's order; a follow-up's options (WC-18.2 to WC-18.8) with
// `decline` first where it may be declined; the draft's cards (WC-18.9) and
// a team's seats (WC-18.10) ascending. The golden lists of
// tests/war_chest/actions_test.cpp pin it. The mover's list depends only on
// its observation (WC-16), so the ids mean the same in every state sample()
// draws from it.

#include "../core/actions.hpp"
#include "descriptor.hpp"
#include "generate.hpp"

namespace arbiter::war_chest {

namespace detail {
template <class... Named>
constexpr bool every_named_has_index_codec(rules_list<Named...>) {
    return ((arbiter::action_codec<arbiter::index_codec<state<typename Named::rules_type>>, state<typename Named::rules_type>> &&
             std::is_same_v<arbiter::codecs_for<state<typename Named::rules_type>>,
                            arbiter::codec_list<arbiter::index_codec<state<typename Named::rules_type>>>>) &&
            ...);
}
}  // namespace detail
static_assert(detail::every_named_has_index_codec(descriptor::rules{}));
static_assert(arbiter::index_codec<state<standard_rules>>::size == max_moves);

}  // namespace arbiter::war_chest
