#pragma once
// Memoir '44 action ids (PYTHON.md 5.3): the index codec is the game's only
// codec, id i = legal_moves(s)[i], i < legal_moves(s).size() <= 384
// (max_moves, generate.hpp). No fixed dense codec: a decision names a card,
// a hex and an allowance, or two hexes (state.hpp's `move` table), so a
// dense table would be 113 x 113 wide and nearly empty; the packed 4-byte
// move is the sparse key. The ids are stable because the generator's order
// is part of the API (generate.hpp), pinned by tests/memoir44/actions_test.cpp:
//
//   play_card    PlayCard per card id in hand, in id order (M44-4.1); Barrage
//                once per enemy hex, Medics & Mechanics once per friendly hex
//                below setup strength (or once, untargeted), Infantry Assault
//                once per section L, C, R holding infantry (M44-S-11.5,
//                M44-S-11.13, M44-S-11.12)
//   activation   Activate(hex, allowance) by hex index, then L, C, R, T;
//                PlayTactic per tactic id in hand; EndTurn (M44-T-3)
//   move, fire   Move to each reachable hex by index, Stay; Battle per
//                target by index, HoldFire (M44-T-2, M44-T-4)
//   orders       Order(hex, allowance) by hex index from next_order up
//                (M44-S-2.4; from 0 while Air Power's targets are named),
//                then L, C, R, T; EndOrders last
//   moves        per ordered unit by hex index, its destinations by index;
//                EndMoves
//   battles      per ordered unit by hex index, its targets, ClearWire;
//                EndBattles
//   overrun      Overrun per target, NoOverrun (M44-S-9.3)
//   the answers  React, NoReact; IgnoreFlag, TakeFlag; TakeGround,
//                HoldGround; Ambush (if held), NoAmbush; KeepCard per card
//                drawn; Retreat per rear hex, the lower column first (M44-1.7)
//
// The mover's list depends only on its observation (M44-7), so the ids are
// valid for algorithms that act on information states (tested).

#include <cstddef>
#include <tuple>

#include "../core/actions.hpp"
#include "checked.hpp"
#include "generate.hpp"
#include "moves.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace arbiter::memoir44 {

static_assert(action_codec<index_codec<state<tutorial_rules>>, state<tutorial_rules>>);
static_assert(action_codec<index_codec<state<standard_rules>>, state<standard_rules>>);
static_assert(action_codec<index_codec<state<standard_sections_rules>>, state<standard_sections_rules>>);
static_assert(action_codec<index_codec<state<standard_partial_rules>>, state<standard_partial_rules>>);
static_assert(index_codec<state<standard_rules>>::size == max_moves && max_moves == 384);
static_assert(std::tuple_size_v<codecs_for<state<standard_rules>>::types> == 1);  // the index codec alone

}  // namespace arbiter::memoir44
