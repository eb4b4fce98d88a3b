#pragma once
// The whole interface a game offers, checked in one place for every game.
//
// A state type is a complete game when it is a game (game.hpp) with the
// text interface (text_game.hpp), describes its moves in words and events
// (describe.hpp), and offers action codecs and an observation tensor
// (actions.hpp, tensor.hpp); with hidden information, also public move
// texts and observation texts that read back (text_game.hpp). A descriptor
// is complete when every entry of its rules list is, capped or not:
//
//     static_assert(arbiter::complete_game<arbiter::war_chest::descriptor>);
//
// and a policy without a name in the list is checked as
// `static_assert(arbiter::complete_state<state<its_rules>>)`. Generic code
// (the tool, the bindings, the tests' harness) relies on exactly this.
// tests/core/complete_game_test.cpp checks every game once, rather than each
// descriptor.hpp: a game's observation texts include its descriptor, and
// Crime Wars' 34 entries would cost every file that includes it 1.4 s.

#include <tuple>
#include <type_traits>
#include <utility>

#include "actions.hpp"
#include "describe.hpp"
#include "descriptor.hpp"
#include "game.hpp"
#include "tensor.hpp"
#include "text_game.hpp"

namespace arbiter {

namespace detail {
template <class S, class... C>
consteval bool all_action_codecs(std::type_identity<std::tuple<C...>>) {
    return (action_codec<C, S> && ...);
}
}  // namespace detail

template <class S>
concept complete_state =
    game<S> && text_game<S> && describing_game<S> && has_observation_tensor<S> &&
    detail::all_action_codecs<S>(std::type_identity<typename codecs_for<S>::types>{}) &&
    (!hidden_information_game<S> || (has_public_text<S> && observation_text_game<S>));

namespace detail {
template <class D, class... Named>
consteval bool every_entry_complete(rules_list<Named...>) {
    return ((complete_state<state_of<D, Named>> && complete_state<capped_state_of<D, Named>>) && ...);
}
}  // namespace detail

template <class D>
concept complete_game = game_descriptor<D> && detail::every_entry_complete<D>(typename D::rules{});

}  // namespace arbiter
