// War Chest benchmarks: whole random games (plays = decisions and chance
// outcomes applied), legal-move generation, and bytes per state.
//
//   arbiter_bench --benchmark_filter=WarChest
//
// Allocations are counted by the engine tests (tests/war_chest/engine_test.cpp):
// only one file of arbiter_bench may replace operator new.

#include <arbiter/war_chest.hpp>

#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

namespace {

namespace wc = arbiter::war_chest;

// The rules of a setup as the tool plays them: the descriptor's round cap
// (WC-19.6: random play seldom wins).
template <class R>
using preset = wc::descriptor::capped<R>;

template <class R>
void random_games(benchmark::State& state) {
    std::mt19937_64 rng(1);
    std::uint64_t decisions = 0, outcomes = 0, games = 0;
    for (auto _ : state) {
        wc::state<R> s;
        while (!is_terminal(s)) {
            if (current_player(s) == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                ++outcomes;
            } else {
                const auto moves = legal_moves(s);
                s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
                ++decisions;
            }
        }
        benchmark::DoNotOptimize(s);
        ++games;
    }
    state.counters["games/s"] = benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
    state.counters["plies/s"] = benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
    state.counters["plays/s"] =
        benchmark::Counter(static_cast<double>(decisions + outcomes), benchmark::Counter::kIsRate);
    state.counters["plies/game"] = static_cast<double>(decisions) / static_cast<double>(games > 0 ? games : 1);
    state.counters["bytes_per_state"] = static_cast<double>(sizeof(wc::state<R>));
}

void BM_WarChest_RandomGame_FirstGame(benchmark::State& state) {
    random_games<preset<wc::first_game_rules>>(state);
}
BENCHMARK(BM_WarChest_RandomGame_FirstGame);
void BM_WarChest_RandomGame_Gaugamela(benchmark::State& state) {
    random_games<preset<wc::gaugamela_rules>>(state);
}
BENCHMARK(BM_WarChest_RandomGame_Gaugamela);

// legal_moves at decision nodes met in random games.
void BM_WarChest_LegalMoves(benchmark::State& state) {
    using R = preset<wc::bannockburn_rules>;
    std::vector<wc::state<R>> nodes;
    std::mt19937_64 rng(2);
    while (nodes.size() < 4096) {
        wc::state<R> s;
        while (!is_terminal(s) && nodes.size() < 4096) {
            if (current_player(s) == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                continue;
            }
            nodes.push_back(s);
            const auto moves = legal_moves(s);
            s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
        }
    }
    std::size_t i = 0, moves = 0;
    for (auto _ : state) {
        const auto list = legal_moves(nodes[i++ % nodes.size()]);
        moves += list.size();
        benchmark::DoNotOptimize(list.data());
    }
    state.counters["calls/s"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["moves/call"] = static_cast<double>(moves) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_WarChest_LegalMoves);

}  // namespace
