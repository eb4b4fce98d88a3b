// Bot benchmarks: MCTS decisions per second and iterations per second, in
// backgammon (UCT, dice sampled, playouts to the end) and Stratego
// (information-set MCTS from an observation, 20-ply playouts scored by
// material, as the tool plays it).
//
//   arbiter_bench --benchmark_filter=Mcts

#include <arbiter/backgammon.hpp>
#include <arbiter/bots.hpp>
#include <arbiter/bots/stratego.hpp>
#include <arbiter/stratego.hpp>

#include <benchmark/benchmark.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

namespace {

namespace bg = arbiter::backgammon;
namespace st = arbiter::stratego;
namespace bots = arbiter::bots;

using capped_rules = st::descriptor::capped<st::classic_rules>;  // the tool's length cap (ST-8.7)
using stratego_state = st::state<capped_rules>;

using arbiter::bots::stratego::material;  // the tool's evaluation

// Decision positions from seeded random games.
template <class S, class Start>
std::vector<S> positions(Start start, std::size_t count, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<S> out;
    bots::random bot;
    while (out.size() < count) {
        S s = start(rng);
        for (int n = 0; !is_terminal(s) && out.size() < count; ++n) {
            if (current_player(s) == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                continue;
            }
            if (n % 7 == 3 && legal_moves(s).size() > 1) out.push_back(s);
            s = play(s, bot.choose(s, rng));
        }
    }
    return out;
}

template <class S, class Bot>
void run(benchmark::State& state, Bot& bot, const std::vector<S>& at) {
    std::mt19937_64 rng(1);
    std::size_t i = 0;
    std::uint64_t iterations = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(bots::ask(bot, at[i], rng));
        iterations += bot.last_search().iterations;
        i = (i + 1) % at.size();
    }
    state.counters["iterations/s"] = benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
    state.counters["decisions/s"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

void BM_MctsBackgammon(benchmark::State& state) {
    bots::mcts_config c;
    c.iterations = static_cast<std::uint32_t>(state.range(0));
    bots::mcts<bg::state<>> bot(c);
    static const auto at = positions<bg::state<>>([](auto&) { return bg::state<>{}; }, 64, 3);
    run(state, bot, at);
}
BENCHMARK(BM_MctsBackgammon)->Arg(100)->Arg(1000)->Unit(benchmark::kMillisecond);

void BM_MctsStratego(benchmark::State& state) {
    bots::mcts_config c;
    c.iterations = static_cast<std::uint32_t>(state.range(0));
    c.playout_plies = bots::stratego::playout_plies;
    bots::mcts<stratego_state, material> bot(c);
    static const auto at = positions<stratego_state>(
        [](auto& rng) {
            return play(play(stratego_state{}, st::random_arrangement<capped_rules>(rng)),
                        st::random_arrangement<capped_rules>(rng));
        },
        64, 4);
    run(state, bot, at);
}
BENCHMARK(BM_MctsStratego)->Arg(100)->Arg(1000)->Unit(benchmark::kMillisecond);

}  // namespace
