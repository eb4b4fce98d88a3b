#pragma once
// Perft-style counting over any game: the number of move sequences of a given
// length, with chance nodes expanded over all their outcomes.
//
// depth counts decisions only; chance nodes in between cost no depth. A game
// that ends before the depth is reached contributes no leaf (as in chess
// perft). Two counts come back:
//   leaves    every (outcome..., move...) path counted once;
//   expected  each path weighted by the probability of its chance outcomes,
//             i.e. the expected number of move sequences, exact.

#include <cstdint>

#include "game.hpp"

namespace arbiter {

struct perft_counts {
    std::uint64_t leaves = 0;
    rational expected{};
    friend constexpr bool operator==(const perft_counts&, const perft_counts&) = default;
};

template <game S>
constexpr perft_counts perft(const S& s, unsigned depth) {
    if (depth == 0) return {1, rational{1}};
    const player_id who = current_player(s);
    perft_counts total;
    if (who == terminal_player) return total;
    if (who == chance_player) {
        for (const auto& o : chance_outcomes(s)) {
            const perft_counts sub = perft(play(s, o.outcome), depth);
            total.leaves += sub.leaves;
            total.expected += sub.expected * o.chance;
        }
        return total;
    }
    const auto moves = legal_moves(s);
    if (depth == 1) return {moves.size(), rational{moves.size()}};
    for (const auto& m : moves) {
        const perft_counts sub = perft(play(s, m), depth - 1);
        total.leaves += sub.leaves;
        total.expected += sub.expected;
    }
    return total;
}

}  // namespace arbiter
