#pragma once
// Stratego heuristics for the bots: the library's rules never think for a
// player, so what a bot prefers lives here, beside the bots.
// In namespace arbiter::bots::stratego:
//
//   piece_worth(k)   a rough worth per kind: its rank, the Spy a little more
//                    (it can take the Marshal), the Bomb 2, the Flag far
//                    more than any
//   material         an MCTS Evaluate for playouts cut short: what each side
//                    still has, from the removed pieces (public, ST-7.6)
//   simple           a bot that reads only its observation: it takes what it
//                    knows it beats, avoids what it knows beats it, and
//                    otherwise moves at random, a little forward

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

#include "../core/random.hpp"
#include "../stratego/apply.hpp"
#include "../stratego/generate.hpp"
#include "../stratego/observation.hpp"
#include "../stratego/state.hpp"

namespace arbiter::bots::stratego {

namespace st = ::arbiter::stratego;

[[nodiscard]] constexpr int piece_worth(st::kind k) noexcept {
    switch (k) {
        case st::kind::flag: return 100;
        case st::kind::bomb: return 2;
        case st::kind::spy: return 4;
        default: return st::rank_of(k);
    }
}

// Each side's material (piece_worth, the Flag left out: losing it ends the
// game) scaled into [-1/2, 1/2], so that a finished game (+1/-1, ST-8.8)
// counts for more than any material lead.
struct material {
    template <class R>
    [[nodiscard]] constexpr std::array<double, 2> operator()(const st::state<R>& s) const {
        if (is_terminal(s)) {
            const auto r = returns(s);
            return {static_cast<double>(r[0]), static_cast<double>(r[1])};
        }
        std::array<double, 2> have{};
        double army = 0;
        for (std::size_t k = 0; k < st::num_kinds; ++k) {
            const auto kind = static_cast<st::kind>(k);
            const double w = kind == st::kind::flag ? 0 : piece_worth(kind);
            army += w * R::army[k];
            for (player_id p = 0; p < 2; ++p)
                have[static_cast<std::size_t>(p)] += w * (R::army[k] - s.removed(p, kind));
        }
        const double v = army > 0 ? 0.5 * (have[0] - have[1]) / army : 0;
        return {v, -v};
    }
};

// Playouts of this many plies, scored by material, are what the tool's MCTS
// uses: a random Stratego game to its end is hundreds of plies.
inline constexpr std::uint32_t playout_plies = 20;

// The value for the mover of its `mine` attacking a `theirs` (ST-5.3).
template <class R>
[[nodiscard]] constexpr int attack_value(st::kind mine, st::kind theirs) noexcept {
    switch (st::fight<R>(mine, theirs)) {
        case st::combat::flag_captured: return piece_worth(theirs);
        case st::combat::attacker_wins: return piece_worth(theirs);
        case st::combat::defender_wins: return -piece_worth(mine);
        case st::combat::both_removed: return piece_worth(theirs) - piece_worth(mine);
    }
    return 0;
}

// The simple bot reads nothing but the observation (ST-7.8), whose view
// gives the list of its own legal moves (its own pieces and the public
// record decide them). Each move is scored and one of the best is taken at
// random:
//  - an attack: the value of the fight, averaged over the kinds the defender
//    can still be (possible_kinds), weighted by how many of each kind are
//    unaccounted for; a revealed defender is simply that kind;
//  - a plain move: -worth of the piece if it ends next to a known opponent
//    piece that would beat it, +1 for a step towards the opponent;
//  - a rescue: the most valuable removed piece; setup placements at random.
// No heap: scores live in a fixed array as long as the move list.
struct simple {
    template <class R, random_engine G>
    [[nodiscard]] st::move choose(const st::observation<R>& obs, G&& rng) const {
        const st::state<R>& v = obs.view;
        const auto moves = legal_moves(v);
        const player_id me = obs.viewer, them = st::opponent(me);
        // The opponent's pieces of each kind not yet seen: its army minus the
        // removed and the revealed ones.
        std::array<int, st::num_kinds> unseen{};
        for (int k = 0; k < st::num_kinds; ++k)
            unseen[static_cast<std::size_t>(k)] =
                R::army[static_cast<std::size_t>(k)] - v.removed(them, static_cast<st::kind>(k));
        for (int sq = 0; sq < st::board_size; ++sq) {
            const st::piece pc = v.at(sq);
            if (pc.belongs_to(them) && !pc.is_unknown()) --unseen[static_cast<std::size_t>(pc.type())];
        }
        auto expected = [&](st::kind mine, int sq) {
            const std::uint16_t mask = st::possible_kinds(v, sq);
            long total = 0, weight = 0;
            for (int k = 0; k < st::num_kinds; ++k) {
                if ((mask & st::kind_bit(static_cast<st::kind>(k))) == 0) continue;
                const st::piece pc = v.at(sq);
                const int w = pc.is_unknown() ? std::max(unseen[static_cast<std::size_t>(k)], 0) : 1;
                total += long{w} * attack_value<R>(mine, static_cast<st::kind>(k));
                weight += w;
            }
            return weight > 0 ? static_cast<int>(total / weight) : 0;
        };
        auto known_kind = [&](int sq) -> int {  // -1 when the public record leaves several
            const std::uint16_t mask = st::possible_kinds(v, sq);
            for (int k = 0; k < st::num_kinds; ++k)
                if (mask == st::kind_bit(static_cast<st::kind>(k))) return k;
            return -1;
        };
        std::array<int, decltype(moves)::capacity()> scores{};
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const st::move m = moves[i];
            if (m.is_rescue()) {
                scores[i] = piece_worth(m.piece_kind());
                continue;
            }
            if (!m.is_step()) continue;
            const st::kind mine = v.at(m.from).type();
            if (v.at(m.to).belongs_to(them)) {
                scores[i] = 10 * expected(mine, m.to);
                continue;
            }
            int score = 0;
            for (int d = 0; d < 4; ++d) {
                const int n = st::neighbor(m.to, d);
                if (n < 0 || n == m.from || !v.at(n).belongs_to(them)) continue;
                const int k = known_kind(n);
                if (k >= 0 && st::is_movable(static_cast<st::kind>(k)) &&
                    st::fight<R>(static_cast<st::kind>(k), mine) != st::combat::defender_wins)
                    score -= 10 * piece_worth(mine);
            }
            const bool forward =
                me == st::red ? st::row_of(m.to) > st::row_of(m.from) : st::row_of(m.to) < st::row_of(m.from);
            scores[i] = score + (forward ? 1 : 0);
        }
        const int best = *std::max_element(scores.begin(), scores.begin() + static_cast<std::ptrdiff_t>(moves.size()));
        std::array<std::size_t, decltype(moves)::capacity()> best_moves{};
        std::size_t n_best = 0;
        for (std::size_t i = 0; i < moves.size(); ++i)
            if (scores[i] == best) best_moves[n_best++] = i;
        return moves[best_moves[static_cast<std::size_t>(uniform_below(rng, n_best))]];
    }
};

}  // namespace arbiter::bots::stratego
