#pragma once
// Stratego heuristics for the bots: the library's rules never think for a
// player (DESIGN.md), so what a bot prefers lives here, beside the bots.
// In namespace arbiter::bots::stratego:
//
//   piece_worth(k)   a rough worth per kind: its rank, the Spy a little more
//                    (it can take the Marshal), the Bomb 2, the Flag far
//                    more than any
//   material         an MCTS Evaluate for playouts cut short: what each side
//                    still has, from the removed pieces (public, ST-7.6)

#include <array>
#include <cstddef>
#include <cstdint>

#include "../stratego/moves.hpp"
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

}  // namespace arbiter::bots::stratego
