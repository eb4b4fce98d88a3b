#pragma once
// Backgammon heuristics for the bots: the library's rules never think for a
// player, so what a bot prefers lives here, beside the bots.
//
// In namespace arbiter::bots::backgammon:
//
//   greedy_score(after, me)   one-ply value of a position for `me`
//   greedy                    a bot: the play with the best greedy_score;
//                             rolls rather than doubles and takes every double
//   roll_and_take_playout     MCTS playout policy: cube left alone, checker
//                             plays uniform
//   greedy_playout            MCTS playout policy: cube left alone, checker
//                             plays by greedy_score

#include <cstddef>

#include "../backgammon/apply.hpp"
#include "../backgammon/generate.hpp"
#include "../backgammon/state.hpp"
#include "../core/random.hpp"

namespace arbiter::bots::backgammon {

namespace bg = ::arbiter::backgammon;
using bg::move;
using bg::position;

// One ply of look-ahead: the position after the play, from the mover's side.
// Pip lead (hits and bearing off count there), a bonus for each opposing
// checker on the bar, points made in the home board, and a penalty for each
// blot an opposing checker behind it could still hit.
[[nodiscard]] constexpr int greedy_score(const position& after, player_id me) noexcept {
    const player_id them = bg::opponent(me);
    int score = 2 * (after.pip_count(them) - after.pip_count(me)) + 8 * after.at(them, bg::bar_point);
    int their_back = 0;  // their highest occupied point (their numbering)
    for (int j = bg::bar_point; j >= 1; --j)
        if (after.at(them, j) > 0) {
            their_back = j;
            break;
        }
    for (int i = 1; i <= bg::num_points; ++i) {
        const int n = after.at(me, i);
        if (n == 1 && their_back > 25 - i) score -= 6;
        if (n >= 2 && i <= 6) score += 3;
    }
    return score;
}

// BG-23.2: the bots' answer to an offer to resign: accept when the offer is
// all the game could still give on the board: a single once the resigner has
// borne off, a backgammon while he has a checker on the bar or in the
// answerer's home board, else a gammon.
template <class R>
[[nodiscard]] constexpr bool accepts_resignation(const bg::state<R>& s) noexcept {
    const position& pos = s.board();
    const player_id resigner = pos.on_roll;
    int most = 2;
    if (pos.at(resigner, bg::off_point) > 0) most = 1;
    else
        for (int i = 19; i <= bg::bar_point; ++i)
            if (pos.at(resigner, i) > 0) most = 3;
    return s.resign_offer() >= most;
}

// The index in `moves` (the legal moves of s) of the greedy choice: roll at a
// cube decision, take a double, else the play with the best greedy_score (the
// first of equals).
template <class R, class Moves>
[[nodiscard]] constexpr std::size_t greedy_index(const bg::state<R>& s, const Moves& moves) noexcept {
    if (moves.size() == 1) return 0;
    const auto find = [&](const move& wanted) {
        for (std::size_t i = 0; i < moves.size(); ++i)
            if (moves[i] == wanted) return i;
        return std::size_t{0};
    };
    switch (s.phase()) {
        case bg::phase::cube_decision: return find(move::roll());
        case bg::phase::responding: return find(move::take());
        case bg::phase::resigning: return find(accepts_resignation(s) ? move::accept() : move::reject());
        default: break;
    }
    const position& pos = s.board();
    std::size_t best = 0;
    int best_score = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (moves[i].is_offer()) continue;  // the bots never resign (BG-23)
        const int score = greedy_score(bg::after_play(pos, moves[i]), pos.on_roll);
        if (i == 0 || score > best_score) best = i, best_score = score;
    }
    return best;
}

// The greedy bot, one interface with the others (bots/bot.hpp). It draws no
// random numbers: the same position gives the same move.
struct greedy {
    template <class R, class G>
    [[nodiscard]] move choose(const bg::state<R>& s, G&&) const {
        const auto moves = legal_moves(s);
        return moves[greedy_index(s, moves)];
    }
};

// MCTS playouts with the cube left alone: roll rather than double, take
// every double. Random cube actions would make a playout's points mostly
// the cube's (a random player doubles and drops at random), and the search
// would learn little about the checkers.
struct roll_and_take_playout {
    template <class R, class Moves, random_engine G>
    [[nodiscard]] move operator()(const bg::state<R>& s, const Moves& moves, G& rng) const {
        if (s.phase() == bg::phase::cube_decision) return move::roll();
        if (s.phase() == bg::phase::responding) return move::take();
        if (s.phase() == bg::phase::resigning) return accepts_resignation(s) ? move::accept() : move::reject();
        return moves[uniform_bot_index(moves, rng)];  // never an offer
    }
};

// MCTS playouts by the greedy bot: stronger, slower playouts.
struct greedy_playout {
    template <class R, class Moves, random_engine G>
    [[nodiscard]] move operator()(const bg::state<R>& s, const Moves& moves, G&) const {
        return moves[greedy_index(s, moves)];
    }
};

}  // namespace arbiter::bots::backgammon
