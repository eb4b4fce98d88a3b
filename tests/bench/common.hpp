#pragma once
// What every game's benchmarks measure the same way: whole random games, and
// play() of one legal move per iteration.

#include <arbiter/core.hpp>

#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <random>
#include <type_traits>
#include <utility>
#include <vector>

namespace bench {

// Whole random games from S{} (random_playout: moves uniformly at random,
// chance by its exact probabilities): games/s, decisions/s and per game.
template <arbiter::game S>
void random_games(benchmark::State& state) {
    std::mt19937_64 rng{42};
    std::int64_t games = 0;
    std::int64_t decisions = 0;
    for (auto _ : state) {
        std::int64_t nodes = 0;
        const S end = arbiter::random_playout(S{}, rng, static_cast<std::size_t>(-1), [&](const S& s) {
            if (current_player(s) >= 0) ++nodes;
        });
        benchmark::DoNotOptimize(&end);
        decisions += nodes;
        ++games;
    }
    state.SetItemsProcessed(games);
    state.counters["games/s"] = benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
    state.counters["decisions/s"] = benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
    state.counters["decisions/game"] =
        benchmark::Counter(games > 0 ? static_cast<double>(decisions) / static_cast<double>(games) : 0.0);
    state.counters["bytes_per_state"] = static_cast<double>(sizeof(S));
}

// play() of one legal move per iteration, a move drawn at random for each of
// `positions` (decision nodes), cycling through them.
template <arbiter::game S>
void play_apply(benchmark::State& state, const std::vector<S>& positions) {
    using move_type = std::decay_t<decltype(legal_moves(positions.front())[0])>;
    std::vector<std::pair<S, move_type>> cases;
    std::mt19937_64 rng{7};
    for (const S& s : positions) {
        const auto moves = legal_moves(s);
        cases.emplace_back(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
    }
    std::size_t i = 0;
    std::int64_t calls = 0;
    for (auto _ : state) {
        const auto& [s, m] = cases[i];
        S next = play(s, m);
        benchmark::DoNotOptimize(next);
        ++calls;
        if (++i == cases.size()) i = 0;
    }
    state.SetItemsProcessed(calls);
    state.counters["bytes_per_state"] = static_cast<double>(sizeof(S));
}

}  // namespace bench
