#pragma once
// Shared by the bot tests: positions from seeded random games, a Stratego
// evaluation for cut-short playouts, and a small match runner.

#include <arbiter/backgammon.hpp>
#include <arbiter/bots.hpp>
#include <arbiter/core.hpp>
#include <arbiter/stratego.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

namespace bots_test {

namespace bg = arbiter::backgammon;
namespace st = arbiter::stratego;
namespace bots = arbiter::bots;
using arbiter::player_id;

// Stratego as the tool plays it: a game is drawn after 200 plies without an
// attack (ST-8.7), so that random playouts always end.
template <class R>
struct capped : R {
    static constexpr int max_plies_without_attack = 200;
};
using classic = st::state<capped<st::classic_rules>>;
using barrage = st::state<capped<st::barrage_rules>>;

template <class S, class G>
[[nodiscard]] S new_stratego(G& rng) {
    using R = typename S::rules;
    const st::arrangement red = st::random_arrangement<R>(rng);
    const st::arrangement blue = st::random_arrangement<R>(rng);
    return play(play(S{}, red), blue);
}

// Decision nodes met along seeded random games, every `step`-th one.
template <class S, class Start>
[[nodiscard]] std::vector<S> decision_positions(Start start, std::size_t games, std::size_t step, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<S> out;
    for (std::size_t g = 0; g < games; ++g) {
        S s = start(rng);
        for (std::size_t n = 0; !is_terminal(s);) {
            if (current_player(s) == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                continue;
            }
            if (n++ % step == 0) out.push_back(s);
            s = play(s, bots::random{}.choose(s, rng));
        }
    }
    return out;
}

// Material for cut-short Stratego playouts: what each side still has, by a
// rough worth per kind, computed from the removed pieces (public, ST-7.6).
// Scaled into [-1/2, 1/2] so that a finished game (+-1) counts more.
struct stratego_material {
    template <class R>
    [[nodiscard]] std::array<double, 2> operator()(const st::state<R>& s) const {
        if (is_terminal(s)) {
            const auto r = returns(s);
            return {static_cast<double>(r[0]), static_cast<double>(r[1])};
        }
        std::array<double, 2> have{};
        double army = 0;
        for (std::size_t k = 0; k < st::num_kinds; ++k) {
            const auto kind = static_cast<st::kind>(k);
            const double worth = kind == st::kind::flag   ? 0
                                 : kind == st::kind::bomb ? 2
                                 : kind == st::kind::spy  ? 3
                                                          : static_cast<double>(st::rank_of(kind));
            army += worth * R::army[k];
            for (player_id p = 0; p < 2; ++p)
                have[static_cast<std::size_t>(p)] += worth * (R::army[k] - s.removed(p, kind));
        }
        const double v = army > 0 ? 0.5 * (have[0] - have[1]) / army : 0;
        return {v, -v};
    }
};

struct match_result {
    int bot_wins = 0;
    int random_wins = 0;
    int draws = 0;
};

// `games` games of bot against the random bot, sides alternating; the
// referee draws chance outcomes and hands each bot what bots::ask gives it.
template <class S, class Bot, class Start>
[[nodiscard]] match_result versus_random(Bot& bot, Start start, int games, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    bots::random other;
    match_result out;
    for (int g = 0; g < games; ++g) {
        const player_id bot_side = static_cast<player_id>(g % 2);
        S s = start(rng);
        while (!is_terminal(s)) {
            const player_id who = current_player(s);
            if (who == arbiter::chance_player)
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
            else
                s = play(s, who == bot_side ? bots::ask(bot, s, rng) : bots::ask(other, s, rng));
        }
        const auto r = returns(s)[static_cast<std::size_t>(bot_side)];
        if (r > 0) ++out.bot_wins;
        else if (r < 0) ++out.random_wins;
        else ++out.draws;
    }
    return out;
}

}  // namespace bots_test
