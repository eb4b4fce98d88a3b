// Crime Wars benchmarks: whole random games for 2, 4 and 8 players (and
// Hardcore, two teams per player, Great Empire alone, with Thug Alliance and
// with two teams per player), legal-move generation over
// the decision nodes of random games, and applying a move.
//
//   arbiter_bench --benchmark_filter=CrimeWars
#include <arbiter/core/playout.hpp>
#include <arbiter/crime_wars/moves.hpp>

#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace {

namespace cw = arbiter::crime_wars;

using two = cw::rules<2>;
using four = cw::rules<4>;
using eight = cw::rules<8, cw::variant::multiple_decks>;
using hardcore_four = cw::rules<4, cw::variant::hardcore>;
using two_teams = cw::rules<2, cw::variant::two_teams>;  // 2 controllers, 4 seats
using empire_four = cw::rules<4, cw::variant::great_empire>;
using empire_alliance_four = cw::rules<4, cw::variant::alliance, cw::variant::great_empire>;
// 3 controllers of two seats each (6 seats), Great Empire.
using empire_two_teams = cw::rules<3, cw::variant::two_teams, cw::variant::great_empire, cw::variant::multiple_decks>;

// Whole random games (random_playout: moves uniformly at random, chance by
// its exact probabilities).
template <class R>
void run_random_games(benchmark::State& state) {
    std::mt19937_64 rng{42};
    std::int64_t games = 0;
    std::int64_t decisions = 0;
    for (auto _ : state) {
        std::int64_t nodes = 0;
        const cw::state<R> end = arbiter::random_playout(cw::state<R>{}, rng, static_cast<std::size_t>(-1),
                                                         [&](const cw::state<R>& s) {
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
    state.counters["bytes_per_state"] = static_cast<double>(sizeof(cw::state<R>));
}

void BM_CrimeWars_RandomGame_2p(benchmark::State& state) { run_random_games<two>(state); }
BENCHMARK(BM_CrimeWars_RandomGame_2p);
void BM_CrimeWars_RandomGame_4p(benchmark::State& state) { run_random_games<four>(state); }
BENCHMARK(BM_CrimeWars_RandomGame_4p);
void BM_CrimeWars_RandomGame_8p(benchmark::State& state) { run_random_games<eight>(state); }
BENCHMARK(BM_CrimeWars_RandomGame_8p);
void BM_CrimeWars_RandomGame_4p_Hardcore(benchmark::State& state) { run_random_games<hardcore_four>(state); }
BENCHMARK(BM_CrimeWars_RandomGame_4p_Hardcore);
void BM_CrimeWars_RandomGame_2x2_TwoTeams(benchmark::State& state) { run_random_games<two_teams>(state); }
BENCHMARK(BM_CrimeWars_RandomGame_2x2_TwoTeams);
void BM_CrimeWars_RandomGame_4p_GreatEmpire(benchmark::State& state) { run_random_games<empire_four>(state); }
BENCHMARK(BM_CrimeWars_RandomGame_4p_GreatEmpire);
void BM_CrimeWars_RandomGame_4p_GreatEmpire_Alliance(benchmark::State& state) {
    run_random_games<empire_alliance_four>(state);
}
BENCHMARK(BM_CrimeWars_RandomGame_4p_GreatEmpire_Alliance);
void BM_CrimeWars_RandomGame_3x2_GreatEmpire_TwoTeams(benchmark::State& state) {
    run_random_games<empire_two_teams>(state);
}
BENCHMARK(BM_CrimeWars_RandomGame_3x2_GreatEmpire_TwoTeams);

// The decision nodes met in seeded random games.
template <class R>
const std::vector<cw::state<R>>& decisions() {
    static const std::vector<cw::state<R>> states = [] {
        std::vector<cw::state<R>> out;
        std::mt19937_64 rng{20240601};
        for (int game = 0; game < 300; ++game)
            (void)arbiter::random_playout(cw::state<R>{}, rng, static_cast<std::size_t>(-1), [&](const cw::state<R>& s) {
                if (current_player(s) >= 0) out.push_back(s);
            });
        return out;
    }();
    return states;
}

template <class R>
void run_legal_moves(benchmark::State& state) {
    const auto& set = decisions<R>();
    std::size_t i = 0;
    std::int64_t calls = 0, moves = 0;
    for (auto _ : state) {
        const auto list = legal_moves(set[i]);
        benchmark::DoNotOptimize(list.data());
        moves += static_cast<std::int64_t>(list.size());
        ++calls;
        if (++i == set.size()) i = 0;
    }
    state.SetItemsProcessed(calls);
    state.counters["moves/s"] = benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
    state.counters["moves/call"] = calls > 0 ? static_cast<double>(moves) / static_cast<double>(calls) : 0.0;
    state.counters["positions"] = static_cast<double>(set.size());
}

void BM_CrimeWars_LegalMoves_2p(benchmark::State& state) { run_legal_moves<two>(state); }
BENCHMARK(BM_CrimeWars_LegalMoves_2p);
void BM_CrimeWars_LegalMoves_8p(benchmark::State& state) { run_legal_moves<eight>(state); }
BENCHMARK(BM_CrimeWars_LegalMoves_8p);
void BM_CrimeWars_LegalMoves_2x2_TwoTeams(benchmark::State& state) { run_legal_moves<two_teams>(state); }
BENCHMARK(BM_CrimeWars_LegalMoves_2x2_TwoTeams);

// play() of one legal move per iteration, over decision nodes of random games.
void BM_CrimeWars_PlayApply_4p(benchmark::State& state) {
    std::vector<std::pair<cw::state<four>, cw::move>> cases;
    std::mt19937_64 rng{7};
    for (const auto& s : decisions<four>()) {
        const auto moves = legal_moves(s);
        cases.emplace_back(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
    }
    std::size_t i = 0;
    std::int64_t calls = 0;
    for (auto _ : state) {
        const auto& [s, m] = cases[i];
        auto next = play(s, m);
        benchmark::DoNotOptimize(next);
        ++calls;
        if (++i == cases.size()) i = 0;
    }
    state.SetItemsProcessed(calls);
}
BENCHMARK(BM_CrimeWars_PlayApply_4p);

}  // namespace
