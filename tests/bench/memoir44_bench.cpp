// Memoir '44 benchmarks: whole random games (decisions uniform, chance by its
// exact probabilities) on the two shipped scenarios, and legal-decision
// generation along such games: the tutorial ruleset, the standard one with
// all 60 cards (standard) and with its section cards only (standard_sections);
// and for learners, the codecs' masks (actions, index) and the observation
// tensor per call.
//
//   arbiter_bench --benchmark_filter=Memoir44

#include <arbiter/core/actions.hpp>
#include <arbiter/core/playout.hpp>
#include <arbiter/memoir44.hpp>

#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <random>
#include <span>
#include <vector>

namespace {

namespace m44 = arbiter::memoir44;

template <class R>
void random_games(benchmark::State& bench, const m44::scenario& sc) {
    const auto start = m44::start_game<R>(sc);
    std::mt19937_64 rng(1);
    std::int64_t games = 0, nodes = 0;
    for (auto _ : bench) {
        auto s = start;
        while (!is_terminal(s)) {
            ++nodes;
            if (current_player(s) == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
            } else {
                const auto moves = legal_moves(s);
                s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
            }
        }
        benchmark::DoNotOptimize(s);
        ++games;
    }
    bench.counters["games/s"] = benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
    bench.counters["nodes/game"] = static_cast<double>(nodes) / static_cast<double>(games);
    bench.counters["state bytes"] = static_cast<double>(sizeof(m44::state<R>));
}

void Memoir44_Tutorial_RandomGames_Brennau(benchmark::State& bench) {
    random_games<m44::tutorial_rules>(bench, m44::brennau_crossing());
}
void Memoir44_Tutorial_RandomGames_Hedgerow(benchmark::State& bench) {
    random_games<m44::tutorial_rules>(bench, m44::hedgerow_lane());
}

void Memoir44_StandardSections_RandomGames_Brennau(benchmark::State& bench) {
    random_games<m44::standard_sections_rules>(bench, m44::brennau_crossing());
}
void Memoir44_StandardSections_RandomGames_Hedgerow(benchmark::State& bench) {
    random_games<m44::standard_sections_rules>(bench, m44::hedgerow_lane());
}

void Memoir44_Standard_RandomGames_Brennau(benchmark::State& bench) {
    random_games<m44::standard_rules>(bench, m44::brennau_crossing());
}
void Memoir44_Standard_RandomGames_Hedgerow(benchmark::State& bench) {
    random_games<m44::standard_rules>(bench, m44::hedgerow_lane());
}

// Decision nodes of seeded random games, for the generator alone.
void Memoir44_Tutorial_LegalMoves(benchmark::State& bench) {
    std::vector<m44::state<m44::tutorial_rules>> nodes;
    std::mt19937_64 rng(2);
    for (int g = 0; g < 20; ++g)
        arbiter::random_playout(m44::start_game<m44::tutorial_rules>(m44::brennau_crossing()), rng, 100000,
                                [&](const auto& s) {
                                    if (current_player(s) >= 0) nodes.push_back(s);
                                });
    std::size_t i = 0;
    std::int64_t moves = 0;
    for (auto _ : bench) {
        const auto list = legal_moves(nodes[i]);
        moves += static_cast<std::int64_t>(list.size());
        benchmark::DoNotOptimize(list);
        if (++i == nodes.size()) i = 0;
    }
    bench.counters["moves/s"] = benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
}

// Every node (decisions and chance) of seeded random games on Brennau Crossing.
template <class R>
std::vector<m44::state<R>> learner_nodes(std::uint64_t seed) {
    std::vector<m44::state<R>> nodes;
    std::mt19937_64 rng(seed);
    for (int g = 0; g < 10; ++g)
        arbiter::random_playout(m44::start_game<R>(m44::brennau_crossing()), rng, 100000,
                                [&](const auto& s) { nodes.push_back(s); });
    return nodes;
}

// A codec's mask: legal_moves and a fill of its size in
// bytes; the actions codec also looks up each move's id.
template <class R, class codec = arbiter::index_codec<m44::state<R>>>
void index_mask(benchmark::State& bench) {
    const auto nodes = learner_nodes<R>(3);
    std::vector<std::uint8_t> mask(codec::size);
    std::size_t i = 0;
    for (auto _ : bench) {
        benchmark::DoNotOptimize(codec::mask(nodes[i], {}, mask));
        benchmark::ClobberMemory();
        if (++i == nodes.size()) i = 0;
    }
}

// The observation tensor (tensor.hpp), 9111 floats, alternating viewers.
template <class R>
void observation_tensor(benchmark::State& bench) {
    const auto nodes = learner_nodes<R>(4);
    std::vector<float> out(m44::tensor_layout::size);
    std::size_t i = 0;
    arbiter::player_id viewer = 0;
    for (auto _ : bench) {
        m44::write_observation(nodes[i], viewer, std::span<float>(out));
        benchmark::ClobberMemory();
        viewer = 1 - viewer;
        if (++i == nodes.size()) i = 0;
    }
}

void Memoir44_Tutorial_IndexMask(benchmark::State& bench) { index_mask<m44::tutorial_rules>(bench); }
void Memoir44_Standard_IndexMask(benchmark::State& bench) { index_mask<m44::standard_rules>(bench); }
void Memoir44_Tutorial_ActionsMask(benchmark::State& bench) {
    index_mask<m44::tutorial_rules, m44::actions_codec<m44::tutorial_rules>>(bench);
}
void Memoir44_Standard_ActionsMask(benchmark::State& bench) {
    index_mask<m44::standard_rules, m44::actions_codec<m44::standard_rules>>(bench);
}
void Memoir44_Tutorial_WriteObservation(benchmark::State& bench) { observation_tensor<m44::tutorial_rules>(bench); }
void Memoir44_Standard_WriteObservation(benchmark::State& bench) { observation_tensor<m44::standard_rules>(bench); }

}  // namespace

BENCHMARK(Memoir44_Tutorial_IndexMask);
BENCHMARK(Memoir44_Standard_IndexMask);
BENCHMARK(Memoir44_Tutorial_ActionsMask);
BENCHMARK(Memoir44_Standard_ActionsMask);
BENCHMARK(Memoir44_Tutorial_WriteObservation);
BENCHMARK(Memoir44_Standard_WriteObservation);
BENCHMARK(Memoir44_Tutorial_RandomGames_Brennau);
BENCHMARK(Memoir44_Tutorial_RandomGames_Hedgerow);
BENCHMARK(Memoir44_Tutorial_LegalMoves);
BENCHMARK(Memoir44_StandardSections_RandomGames_Brennau);
BENCHMARK(Memoir44_StandardSections_RandomGames_Hedgerow);
BENCHMARK(Memoir44_Standard_RandomGames_Brennau);
BENCHMARK(Memoir44_Standard_RandomGames_Hedgerow);
