#pragma once
// What a full-state reader accepts must be a state that play can continue
// from: a decision lists at least one legal move, a chance node lists outcomes
// whose exact probabilities are positive and sum to one, a terminal state is
// terminal. Every game's parse_state ends with this check (written once here),
// after its own checks that pending records name real units, hexes and cards;
// the playout harness asks the same of every node it visits.

#include <cstddef>
#include <string>

#include "chance.hpp"
#include "game.hpp"
#include "player.hpp"
#include "result.hpp"

namespace arbiter {

namespace detail {
[[nodiscard]] inline std::string fraction_text(probability p) {
    return std::to_string(p.numerator()) + "/" + std::to_string(p.denominator());
}
}  // namespace detail

// `s` itself, or an error at `position` (the offset of the field that puts
// the state at this node, e.g. its phase or turn line) saying why play could
// not go on from it.
template <game S>
[[nodiscard]] result<S> require_playable(S s, std::size_t position = error::no_position) {
    const player_id who = current_player(s);
    if (who == terminal_player) {
        if (!is_terminal(s)) return make_error("the state has nobody to move but is not over", position);
        return s;
    }
    if (is_terminal(s)) return make_error("the state is over but names a player or chance to move", position);
    if (who == chance_player) {
        const auto outcomes = chance_outcomes(s);
        if (outcomes.empty()) return make_error("the state is a chance node with no outcome", position);
        probability total{0};
        for (const auto& o : outcomes) {
            if (o.chance.numerator() == 0) return make_error("a chance outcome has probability 0", position);
            total += o.chance;
        }
        if (!(total == probability{1}))
            return make_error("the chance outcomes' probabilities sum to " + detail::fraction_text(total) +
                                  ", not 1",
                              position);
        return s;
    }
    if (who < 0 || static_cast<std::size_t>(who) >= S::num_players)
        return make_error("player " + std::to_string(who) + " is not a player of this game", position);
    if (legal_moves(s).empty())
        return make_error("player " + std::to_string(who) + " is to decide but has no legal move", position);
    return s;
}

}  // namespace arbiter
