#pragma once
// {fmt} for any game's moves and chance outcomes, in the words of its text
// interface (text_game.hpp): `arbiter::as_text(s, x)` formats as
// to_string(s, x) does, for a move or a chance outcome of the state s.
//
//   fmt::print("{} plays {}\n", who, arbiter::as_text(s, m));   // "13/7 8/7", "deploy archer c2"
//   fmt::print("chance: {}\n", arbiter::as_text(s, o.outcome)); // "roll 6-5", "draw 4 coins"
//
// The state is part of it because most texts need it: a move names squares
// from its mover's side, an outcome is a roll or a draw only at its node.
// The pair holds references: format it where it is made.
// Each game's format.hpp includes this file, beside its own formatters.

#include <string>
#include <string_view>
#include <type_traits>

#include <fmt/format.h>

#include "text_game.hpp"

namespace arbiter {

// A move or chance outcome of a state, to be formatted with that state.
template <class S, class X>
struct text_in_state {
    const S& state;
    const X& what;
};

template <text_game S, class X>
    requires std::is_same_v<X, move_t<S>> || std::is_same_v<X, outcome_t<S>>
[[nodiscard]] constexpr text_in_state<S, X> as_text(const S& s, const X& x) noexcept {
    return {s, x};
}

namespace detail {
template <class S, class X>
[[nodiscard]] std::string text_of(const S& s, const X& x) {
    return to_string(s, x);
}
}  // namespace detail

}  // namespace arbiter

template <class S, class X>
struct fmt::formatter<arbiter::text_in_state<S, X>> : fmt::formatter<std::string_view> {
    template <class FormatContext>
    auto format(const arbiter::text_in_state<S, X>& t, FormatContext& ctx) const {
        return fmt::formatter<std::string_view>::format(arbiter::detail::text_of(t.state, t.what), ctx);
    }
};
