#pragma once
// The text interface every game offers with the same names, so that generic
// code (the tool, the bindings, the harness, the fuzzers) reads and writes
// any game's moves, chance outcomes and whole states:
//
//   to_string(s, m)        parse_move(s, text)     a move of the player to move in s
//   to_string(s, o)        parse_outcome(s, text)  an outcome of the chance node s
//   to_string(s)           parse_state<R>(text)    the full state: every reachable
//                                                  state round-trips exactly
//
// A game's parse_state<R>(text) is a template on its rules; generic code,
// which knows only the state type S, calls arbiter::state_from_text<S>(text),
// which finds the game's `parse_state(std::type_identity<S>, text)` (one
// line beside parse_state) by argument-dependent lookup.
//
// What another player may see of a move or an outcome is public_text(s, m,
// viewer) in a game with hidden information; arbiter::seen_text(s, x, viewer)
// is that, or to_string(s, x) where nothing is hidden.

#include <concepts>
#include <string>
#include <string_view>
#include <type_traits>

#include "game.hpp"
#include "player.hpp"
#include "result.hpp"

namespace arbiter {

template <class S>
concept text_game = game<S> && requires(const S& s, const move_t<S>& m, const outcome_t<S>& o, std::string_view t) {
    { to_string(s, m) } -> std::convertible_to<std::string>;
    { parse_move(s, t) } -> std::same_as<result<move_t<S>>>;
    { to_string(s, o) } -> std::convertible_to<std::string>;
    { parse_outcome(s, t) } -> std::same_as<result<outcome_t<S>>>;
    { to_string(s) } -> std::convertible_to<std::string>;
    { parse_state(std::type_identity<S>{}, t) } -> std::same_as<result<S>>;
};

// The state a full-state text describes, for any game.
template <text_game S>
[[nodiscard]] result<S> state_from_text(std::string_view text) {
    return parse_state(std::type_identity<S>{}, text);
}

// A game that says what `viewer` may see of a move and of an outcome.
template <class S>
concept has_public_text = game<S> && requires(const S& s, const move_t<S>& m, const outcome_t<S>& o, player_id p) {
    { public_text(s, m, p) } -> std::convertible_to<std::string>;
    { public_text(s, o, p) } -> std::convertible_to<std::string>;
};

// What `viewer` may see of move or outcome `x` played at `s`: the game's
// public_text, or the whole notation where the game hides nothing.
template <text_game S, class X>
[[nodiscard]] std::string seen_text(const S& s, const X& x, player_id viewer) {
    if constexpr (has_public_text<S>)
        return public_text(s, x, viewer);
    else
        return to_string(s, x);
}

// What a player may see, as text that reads back, in a game with hidden
// information: to_string(observe(s, p)) writes it (the full-state text of
// what p sees under a header with `viewer=p`, core/observation_text.hpp);
// the game's parse_observation<R>(text) reads it, and generic code calls
// arbiter::observation_from_text<S>(text), which finds the game's
// `parse_observation(std::type_identity<S>, text)` by argument-dependent
// lookup, as state_from_text does.
template <class S>
concept observation_text_game =
    text_game<S> && hidden_information_game<S> && requires(const S& s, player_id p, std::string_view t) {
        { to_string(observe(s, p)) } -> std::convertible_to<std::string>;
        { parse_observation(std::type_identity<S>{}, t) } ->
            std::same_as<result<std::remove_cvref_t<decltype(observe(s, p))>>>;
    };

// The observation an observation text describes, for any such game.
template <observation_text_game S>
[[nodiscard]] auto observation_from_text(std::string_view text) {
    return parse_observation(std::type_identity<S>{}, text);
}

}  // namespace arbiter
