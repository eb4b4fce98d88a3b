#pragma once
// Crime Wars action ids (PYTHON.md 5.3): the index codec only, id i =
// legal_moves(s)[i] (core/actions.hpp), of size max_moves<R> (512 for two
// players, 660 for four, 1524 for eight; generate.hpp proves the bound).
//
// There is no fixed dense codec: an ATTACK is a set of units against one
// unit of one enemy (CW-9.1, CW-10.2), a KEEP any subset of up to nine
// thug cards (CW-15.6 b), a GIVE a subset with a price (CW-V1.14), so a
// table of every (kind, cards, target, amount) would be sparse beyond use.
// Learners score the legal moves instead (candidate features, PYTHON.md 5.3).
//
// The ids are stable because the order of legal_moves is part of the API
// (tests/crime_wars/actions_test.cpp pins it): in a main phase the hires
// in rank order, then the attacks enemy by enemy in seat order from seat 0
// (against each group in rank order, or his exposed kingpin: the single
// units, the kingpin last, then the combinations), then the gifts to the
// controller's other seats (CW-V1.20, CW-V7.3) or under Thug Alliance the
// GIVE_MONEYs and GIVEs, then SNITCH, ROULETTE and END_TURN; a DEFEND,
// JOIN or ALLY_DEFEND lists the empty set, then each group that fits in
// rank order followed by the pairs it leads (at most two fit, CW-10.8); a
// LOAN rises from the smallest allowed; a KEEP lists the subsets from the
// largest mask down to the empty set.
//
// The index codec is valid for information-set algorithms because the
// mover's list depends only on what he sees, with one exception the rules
// make: under Thug Alliance a GIVE is legal only if the matching card is in
// the receiver's deck, not his hand (CW-V1.15), so the mover's GIVEs
// depend on his ally's hidden hand.

#include "../core/actions.hpp"
#include "moves.hpp"
#include "state.hpp"

namespace arbiter::crime_wars {

// The game's codec (and its only one): the generic index codec.
template <rules_policy R>
using index_codec = arbiter::index_codec<state<R>>;

static_assert(arbiter::action_codec<index_codec<standard_rules>, state<standard_rules>>);
static_assert(index_codec<standard_rules>::size == max_moves<standard_rules>);

}  // namespace arbiter::crime_wars
