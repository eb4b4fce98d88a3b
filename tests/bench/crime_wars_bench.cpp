// Crime Wars benchmarks: whole random games for 2, 4 and 8 players (and
// Hardcore, two teams per player, Great Empire alone, with Thug Alliance and
// with two teams per player), legal-move generation over
// the decision nodes of random games, applying a move, and for learners
// the codecs' masks (actions and index) and the observation tensor.
//
//   arbiter_bench --benchmark_filter=CrimeWars
#include <arbiter/core/playout.hpp>
#include <arbiter/crime_wars/actions.hpp>
#include <arbiter/crime_wars/apply.hpp>
#include <arbiter/crime_wars/checked.hpp>
#include <arbiter/crime_wars/generate.hpp>
#include <arbiter/crime_wars/observation.hpp>
#include <arbiter/crime_wars/tensor.hpp>

#include <benchmark/benchmark.h>

#include "bench/common.hpp"

#include <array>
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
using merged_decks = cw::rules<2, cw::variant::two_teams, cw::variant::merged_decks>;  // CW-V1.22: 2 seats of two suits
using merged_decks_four = cw::rules<4, cw::variant::two_teams, cw::variant::merged_decks, cw::variant::multiple_decks>;

template <class R>
void run_random_games(benchmark::State& state) {
    bench::random_games<cw::state<R>>(state);
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
void BM_CrimeWars_RandomGame_2x2_MergedDecks(benchmark::State& state) { run_random_games<merged_decks>(state); }
BENCHMARK(BM_CrimeWars_RandomGame_2x2_MergedDecks);
void BM_CrimeWars_RandomGame_4x2_MergedDecks(benchmark::State& state) { run_random_games<merged_decks_four>(state); }
BENCHMARK(BM_CrimeWars_RandomGame_4x2_MergedDecks);

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
void BM_CrimeWars_LegalMoves_2x2_MergedDecks(benchmark::State& state) { run_legal_moves<merged_decks>(state); }
BENCHMARK(BM_CrimeWars_LegalMoves_2x2_MergedDecks);

// play() of one legal move per iteration, over decision nodes of random games.
void BM_CrimeWars_PlayApply_4p(benchmark::State& state) { bench::play_apply(state, decisions<four>()); }
BENCHMARK(BM_CrimeWars_PlayApply_4p);

// A codec's mask (actions.hpp) over decision nodes of random games: one
// legal_moves and a fill of C::size bytes per call (actions: and one id
// per legal move).
template <class R, class C = cw::index_codec<R>>
void run_mask(benchmark::State& state) {
    const auto& set = decisions<R>();
    std::array<std::uint8_t, C::size> mask{};
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(C::mask(set[i], typename C::progress{}, mask));
        benchmark::ClobberMemory();
        if (++i == set.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
}

void BM_CrimeWars_Mask_Index_2p(benchmark::State& state) { run_mask<two>(state); }
BENCHMARK(BM_CrimeWars_Mask_Index_2p);
void BM_CrimeWars_Mask_Index_4p(benchmark::State& state) { run_mask<four>(state); }
BENCHMARK(BM_CrimeWars_Mask_Index_4p);
void BM_CrimeWars_Mask_Index_8p(benchmark::State& state) { run_mask<eight>(state); }
BENCHMARK(BM_CrimeWars_Mask_Index_8p);
void BM_CrimeWars_Mask_Actions_2p(benchmark::State& state) { run_mask<two, cw::actions_codec<two>>(state); }
BENCHMARK(BM_CrimeWars_Mask_Actions_2p);
void BM_CrimeWars_Mask_Actions_4p(benchmark::State& state) { run_mask<four, cw::actions_codec<four>>(state); }
BENCHMARK(BM_CrimeWars_Mask_Actions_4p);
void BM_CrimeWars_Mask_Actions_8p(benchmark::State& state) { run_mask<eight, cw::actions_codec<eight>>(state); }
BENCHMARK(BM_CrimeWars_Mask_Actions_8p);

// write_observation (tensor.hpp) of the mover's view, observe() included.
template <class R>
void run_write_observation(benchmark::State& state) {
    const auto& set = decisions<R>();
    std::array<float, cw::observation_layout<R>::size> out{};
    std::size_t i = 0;
    for (auto _ : state) {
        cw::write_observation(set[i], current_player(set[i]), out);
        benchmark::DoNotOptimize(out.data());
        benchmark::ClobberMemory();
        if (++i == set.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["floats"] = static_cast<double>(out.size());
}

void BM_CrimeWars_WriteObservation_2p(benchmark::State& state) { run_write_observation<two>(state); }
BENCHMARK(BM_CrimeWars_WriteObservation_2p);
void BM_CrimeWars_WriteObservation_4p(benchmark::State& state) { run_write_observation<four>(state); }
BENCHMARK(BM_CrimeWars_WriteObservation_4p);
void BM_CrimeWars_WriteObservation_8p(benchmark::State& state) { run_write_observation<eight>(state); }
BENCHMARK(BM_CrimeWars_WriteObservation_8p);
void BM_CrimeWars_WriteObservation_2x2_MergedDecks(benchmark::State& state) {
    run_write_observation<merged_decks>(state);
}
BENCHMARK(BM_CrimeWars_WriteObservation_2x2_MergedDecks);

}  // namespace
