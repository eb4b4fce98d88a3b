// Stratego benchmarks: legal-move generation at positions from real human
// setups (the Gravon setups of tests/data/stratego/classic-setups.txt, at the
// start and after random plies), whole random games from those setups,
// applying a move, bytes per state and heap allocations per ply.
//
//   arbiter_bench --benchmark_filter=Stratego
//
// Without the setups file the positions come from random arrangements, and
// every benchmark says so in its label.

// The only file of arbiter_bench that counts allocations (alloc_counter.hpp
// replaces the global operator new for the whole binary).
#define ARBITER_COUNT_ALLOCATIONS
#include "common/alloc_counter.hpp"

#include <arbiter/core/playout.hpp>
#include <arbiter/core/actions.hpp>
#include <arbiter/stratego/actions.hpp>
#include <arbiter/stratego/descriptor.hpp>
#include <arbiter/stratego/apply.hpp>
#include <arbiter/stratego/generate.hpp>
#include <arbiter/stratego/move_text.hpp>
#include <arbiter/stratego/position_text.hpp>
#include <arbiter/stratego/state_text.hpp>
#include <arbiter/stratego/tensor.hpp>

#include <benchmark/benchmark.h>

#include "bench/common.hpp"

#include <cstddef>
#include <algorithm>
#include <array>
#include <cstdint>
#include <fstream>
#include <map>
#include <memory>
#include <random>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace {

namespace st = arbiter::stratego;

// ST-8.7: random games end drawn after 200 plies without an attack (as in
// Ataraxos's tests), the descriptor's cap; every attack removes a piece, so
// games are bounded.
using capped_rules = st::descriptor::capped<st::classic_rules>;
static_assert(capped_rules::max_plies_without_attack == 200);
using capped_state = st::state<capped_rules>;

struct setup_pool {
    std::vector<st::arrangement> setups;  // empty: random arrangements
    std::string label;
};

// The human setups, read once; every line must be a classic setup (ST-3.5).
const setup_pool& human_setups() {
    static const setup_pool pool = [] {
        setup_pool p;
        const std::string path = std::string(ARBITER_TEST_DATA_DIR) + "/stratego/classic-setups.txt";
        std::ifstream in(path);
        std::string line;
        while (std::getline(in, line)) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (line.empty() || line[0] == '#') continue;
            const auto a = st::parse_setup(line);
            if (!a || !st::arrangement_error<st::classic_rules>(*a).empty()) {
                p.setups.clear();
                p.label = "random setups (" + path + " has a bad line)";
                return p;
            }
            p.setups.push_back(*a);
        }
        p.label = p.setups.empty() ? "random setups (no " + path + ")"
                                   : std::to_string(p.setups.size()) + " human setups";
        return p;
    }();
    return pool;
}

template <class R, class G>
st::arrangement draw_setup(const setup_pool& pool, G& rng) {
    if (pool.setups.empty()) return st::random_arrangement<R>(rng);
    return pool.setups[static_cast<std::size_t>(arbiter::uniform_below(rng, pool.setups.size()))];
}

// A new game at Red's first move: two setups drawn from the pool.
template <class R, class G>
st::state<R> new_game(const setup_pool& pool, G& rng) {
    const st::arrangement red_setup = draw_setup<R>(pool, rng);
    const st::arrangement blue_setup = draw_setup<R>(pool, rng);
    return play(play(st::state<R>{}, red_setup), blue_setup);
}

// `count` positions: each a new game after `plies` uniformly random plies
// (games that end sooner are replaced by fresh ones).
const std::vector<capped_state>& positions_after(int plies) {
    static std::map<int, std::vector<capped_state>> cache;  // a map: references stay valid
    if (const auto found = cache.find(plies); found != cache.end()) return found->second;
    std::vector<capped_state> set;
    std::mt19937_64 rng{20260601u + static_cast<unsigned>(plies)};
    while (set.size() < 2000) {
        capped_state s = new_game<capped_rules>(human_setups(), rng);
        int done = 0;
        for (; done < plies && !is_terminal(s); ++done) {
            const auto moves = legal_moves(s);
            s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
        }
        if (!is_terminal(s)) set.push_back(s);
    }
    return cache.emplace(plies, std::move(set)).first->second;
}

// One legal_moves call per iteration, cycling through the positions.
void BM_Stratego_LegalMoves(benchmark::State& state) {
    const auto& set = positions_after(static_cast<int>(state.range(0)));
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
    state.counters["moves/call"] = static_cast<double>(moves) / static_cast<double>(calls > 0 ? calls : 1);
    state.counters["bytes_per_state"] = static_cast<double>(sizeof(capped_state));
    state.SetLabel(human_setups().label + ", " + std::to_string(set.size()) + " positions after " +
                   std::to_string(state.range(0)) + " random plies");
}
BENCHMARK(BM_Stratego_LegalMoves)->Arg(0)->Arg(50)->Arg(200)->ArgName("plies");

// Whole uniformly random games of R from setups drawn from the pool.
template <class R>
void run_random_games(benchmark::State& state, const setup_pool& pool) {
    std::mt19937_64 rng{42};
    std::int64_t games = 0, plies = 0;
    for (auto _ : state) {
        const st::state<R> end = arbiter::random_playout(new_game<R>(pool, rng), rng);
        benchmark::DoNotOptimize(&end);
        plies += end.plies();
        ++games;
    }
    // Heap allocations per ply, over a few more games outside the timing;
    // first a known allocation, so that a counter that counts nothing shows.
    if (arbiter::testing::allocations_during([] { benchmark::DoNotOptimize(std::make_unique<int>(1)); }) != 1) {
        state.SkipWithError("the allocation counter does not count");
        return;
    }
    std::int64_t counted_plies = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        for (int g = 0; g < 20; ++g) counted_plies += arbiter::random_playout(new_game<R>(pool, rng), rng).plies();
    });
    state.SetItemsProcessed(games);
    state.counters["games/s"] = benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
    state.counters["plies/s"] = benchmark::Counter(static_cast<double>(plies), benchmark::Counter::kIsRate);
    state.counters["plies/game"] = static_cast<double>(plies) / static_cast<double>(games > 0 ? games : 1);
    state.counters["allocs/ply"] =
        static_cast<double>(allocations) / static_cast<double>(counted_plies > 0 ? counted_plies : 1);
    state.counters["bytes_per_state"] = static_cast<double>(sizeof(st::state<R>));
    state.SetLabel(pool.label + ", capped at 200 plies without an attack (ST-8.7)");
}

void BM_Stratego_RandomGame_HumanSetups(benchmark::State& state) {
    run_random_games<capped_rules>(state, human_setups());
}
BENCHMARK(BM_Stratego_RandomGame_HumanSetups);

void BM_Stratego_RandomGame_RandomSetups(benchmark::State& state) {
    static const setup_pool random_pool{{}, "random setups"};
    run_random_games<capped_rules>(state, random_pool);
}
BENCHMARK(BM_Stratego_RandomGame_RandomSetups);

// play() of one legal move per iteration, at positions after 50 random plies.
void BM_Stratego_PlayApply(benchmark::State& state) { bench::play_apply(state, positions_after(50)); }
BENCHMARK(BM_Stratego_PlayApply);

// The start of a game: both setups placed at once (40 placements each) and
// the first turn's checks (ST-3.4, ST-8.2).
void BM_Stratego_StartGame(benchmark::State& state) {
    std::mt19937_64 rng{11};
    std::vector<std::pair<st::arrangement, st::arrangement>> pairs;
    for (int k = 0; k < 1000; ++k) {
        const st::arrangement red_setup = draw_setup<st::classic_rules>(human_setups(), rng);
        pairs.emplace_back(red_setup, draw_setup<st::classic_rules>(human_setups(), rng));
    }
    std::size_t i = 0;
    for (auto _ : state) {
        const st::state<> s = play(play(st::state<>{}, pairs[i].first), pairs[i].second);
        benchmark::DoNotOptimize(s);
        if (++i == pairs.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
    state.SetLabel(human_setups().label);
}
BENCHMARK(BM_Stratego_StartGame);

// One C::mask per iteration (codec C: steps or index), at
// positions after 50 random plies, cycling.
template <class C>
void run_mask(benchmark::State& state) {
    const auto& set = positions_after(50);
    static std::array<std::uint8_t, C::size> mask{};
    std::size_t i = 0;
    std::int64_t legal = 0;
    for (auto _ : state) {
        legal += static_cast<std::int64_t>(C::mask(set[i], typename C::progress{}, mask));
        benchmark::DoNotOptimize(mask.data());
        if (++i == set.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["ids"] = static_cast<double>(C::size);
    state.counters["legal/call"] = static_cast<double>(legal) / static_cast<double>(std::max<std::int64_t>(state.iterations(), 1));
    state.SetLabel(human_setups().label + ", positions after 50 random plies");
}
void BM_Stratego_Mask_Steps(benchmark::State& state) { run_mask<st::steps_codec<capped_rules>>(state); }
BENCHMARK(BM_Stratego_Mask_Steps);
void BM_Stratego_Mask_Index(benchmark::State& state) { run_mask<arbiter::index_codec<capped_state>>(state); }
BENCHMARK(BM_Stratego_Mask_Index);

// One write_observation per iteration (3,445 floats), the
// player to move's view, at positions after 50 random plies.
void BM_Stratego_WriteObservation(benchmark::State& state) {
    const auto& set = positions_after(50);
    static std::array<float, arbiter::observation_shape_of<capped_state>.size()> out{};
    std::size_t i = 0;
    for (auto _ : state) {
        write_observation(set[i], set[i].to_move(), std::span<float>(out));
        benchmark::DoNotOptimize(out.data());
        if (++i == set.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["floats"] = static_cast<double>(out.size());
    state.SetLabel(human_setups().label + ", positions after 50 random plies");
}
BENCHMARK(BM_Stratego_WriteObservation);

}  // namespace
