// War Chest benchmarks: whole random games (plays = decisions and chance
// outcomes applied), legal-move generation, bytes per state, and for
// learners the masks of the `actions` and index codecs and write_observation
// (ns per call).
//
//   arbiter_bench --benchmark_filter=WarChest
//
// Allocations are counted by the engine tests (tests/war_chest/engine_test.cpp):
// only one file of arbiter_bench may replace operator new.

#include <arbiter/war_chest.hpp>

#include <benchmark/benchmark.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <random>
#include <span>
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

// Decision nodes met in random games of R.
template <class R>
std::vector<wc::state<R>> decision_nodes(std::size_t count) {
    std::vector<wc::state<R>> nodes;
    std::mt19937_64 rng(2);
    while (nodes.size() < count) {
        wc::state<R> s;
        while (!is_terminal(s) && nodes.size() < count) {
            if (current_player(s) == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                continue;
            }
            nodes.push_back(s);
            const auto moves = legal_moves(s);
            s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
        }
    }
    return nodes;
}

// legal_moves at decision nodes met in random games.
void BM_WarChest_LegalMoves(benchmark::State& state) {
    using R = preset<wc::bannockburn_rules>;
    const auto nodes = decision_nodes<R>(4096);
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

// A codec's mask (legal_moves inside) at the same nodes: the fixed
// `actions` codec and the index codec.
template <class C>
void run_mask(benchmark::State& state) {
    using R = preset<wc::bannockburn_rules>;
    const auto nodes = decision_nodes<R>(4096);
    std::array<std::uint8_t, C::size> mask{};
    std::size_t i = 0, legal = 0;
    for (auto _ : state) {
        legal += C::mask(nodes[i++ % nodes.size()], {}, mask);
        benchmark::DoNotOptimize(mask.data());
    }
    state.counters["ids"] = static_cast<double>(C::size);
    state.counters["ids/call"] = static_cast<double>(legal) / static_cast<double>(state.iterations());
}
void BM_WarChest_ActionsMask(benchmark::State& state) {
    run_mask<wc::actions_codec<preset<wc::bannockburn_rules>>>(state);
}
BENCHMARK(BM_WarChest_ActionsMask);
void BM_WarChest_IndexMask(benchmark::State& state) {
    run_mask<arbiter::index_codec<wc::state<preset<wc::bannockburn_rules>>>>(state);
}
BENCHMARK(BM_WarChest_IndexMask);

// write_observation for the player to decide (observe() inside).
template <class R>
void write_observations(benchmark::State& state) {
    const auto nodes = decision_nodes<R>(4096);
    std::vector<float> out(arbiter::observation_shape_of<wc::state<R>>.size());
    std::size_t i = 0;
    for (auto _ : state) {
        const auto& s = nodes[i++ % nodes.size()];
        write_observation(s, current_player(s), std::span<float>(out));
        benchmark::DoNotOptimize(out.data());
    }
    state.counters["floats"] = static_cast<double>(out.size());
}
void BM_WarChest_WriteObservation(benchmark::State& state) { write_observations<preset<wc::bannockburn_rules>>(state); }
BENCHMARK(BM_WarChest_WriteObservation);
void BM_WarChest_WriteObservation_FourPlayer(benchmark::State& state) {
    write_observations<preset<wc::four_player_rules>>(state);
}
BENCHMARK(BM_WarChest_WriteObservation_FourPlayer);

}  // namespace
