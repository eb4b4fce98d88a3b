// The cost of the C interface (c/include/arbiter.h) per call against the C++
// call it wraps, on Stratego (classic, capped) along one seeded game:
//
//   arb_play_action  vs  codec advance + play         (ns per action; allocations per action)
//   arb_action_mask  vs  the codec's mask
//   arb_legal_moves  vs  legal_moves + to_string of each move
//
//   arbiter_bench --benchmark_filter=CApi
//
// Built into arbiter_bench when the C interface is (c/CMakeLists.txt links
// arbiter_c_static and defines ARBITER_BENCH_C_API).
#if ARBITER_BENCH_C_API

#include <arbiter.h>

#include <arbiter/core/actions.hpp>
#include <arbiter/core/descriptor.hpp>
#include <arbiter/stratego/actions.hpp>
#include <arbiter/stratego/descriptor.hpp>
#include <arbiter/stratego/move_text.hpp>
#include <arbiter/stratego/position_text.hpp>
#include <arbiter/stratego/state_text.hpp>

#include <benchmark/benchmark.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "common/alloc_counter.hpp"  // the counter; stratego_bench.cpp replaces operator new

namespace {

namespace st = arbiter::stratego;
using D = st::descriptor;
using rules = D::capped<st::classic_rules>;
using S = st::state<rules>;
using codec = std::tuple_element_t<0, arbiter::codecs_for<S>::types>;  // Stratego's own codec, as arb_* use by default

S start() { return *D::start<rules>(arbiter::start_options{}); }

// The ids of one seeded game (the first codec), at most `plies`.
const std::vector<std::int64_t>& game_ids() {
    static const std::vector<std::int64_t> ids = [] {
        std::vector<std::int64_t> out;
        std::mt19937_64 rng(3);
        std::vector<std::uint8_t> mask(codec::size);
        S s = start();
        for (int ply = 0; ply < 400 && !is_terminal(s); ++ply) {
            codec::progress p{};
            const std::size_t n = codec::mask(s, p, mask);
            std::size_t k = static_cast<std::size_t>(arbiter::uniform_below(rng, n)), id = 0;
            for (; id < codec::size; ++id)
                if (mask[id] && k-- == 0) break;
            out.push_back(static_cast<std::int64_t>(id));
            s = play(s, *codec::advance(s, p, id));
        }
        return out;
    }();
    return ids;
}

// The state after `plies` of that game, in C++ and through the C interface.
S cpp_state_at(std::size_t plies) {
    S s = start();
    for (std::size_t i = 0; i < plies; ++i) {
        codec::progress p{};
        s = play(s, *codec::advance(s, p, static_cast<std::size_t>(game_ids()[i])));
    }
    return s;
}
struct c_handles {
    arb_game* game = arb_game_new("stratego", "classic", 0, nullptr);
    arb_state* state = arb_state_new(game, nullptr, nullptr);
    explicit c_handles(std::size_t plies) {
        for (std::size_t i = 0; i < plies; ++i) arb_play_action(state, nullptr, game_ids()[i], nullptr);
    }
    c_handles(const c_handles&) = delete;
    c_handles& operator=(const c_handles&) = delete;
    ~c_handles() {
        arb_state_free(state);
        arb_game_free(game);
    }
};
constexpr std::size_t probe_ply = 100;  // a mid-game position for masks and move lists

void BM_CApi_PlayAction_Cpp(benchmark::State& b) {
    const auto& ids = game_ids();
    const S first = start();
    for (auto _ : b) {
        S s = first;
        for (const std::int64_t id : ids) {
            codec::progress p{};
            s = play(s, *codec::advance(s, p, static_cast<std::size_t>(id)));
        }
        benchmark::DoNotOptimize(s);
    }
    b.SetItemsProcessed(b.iterations() * static_cast<std::int64_t>(ids.size()));
}
BENCHMARK(BM_CApi_PlayAction_Cpp);

void BM_CApi_PlayAction_C(benchmark::State& b) {
    const auto& ids = game_ids();
    c_handles first(0);
    std::size_t allocations = 0, actions = 0;
    for (auto _ : b) {
        b.PauseTiming();  // a fresh state per game (a heap copy), outside the time
        arb_state* s = arb_state_copy(first.state, nullptr);
        b.ResumeTiming();
        allocations += arbiter::testing::allocations_during([&] {
            for (const std::int64_t id : ids) arb_play_action(s, nullptr, id, nullptr);
        });
        actions += ids.size();
        b.PauseTiming();
        arb_state_free(s);
        b.ResumeTiming();
    }
    b.SetItemsProcessed(b.iterations() * static_cast<std::int64_t>(ids.size()));
    b.counters["allocs_per_action"] = static_cast<double>(allocations) / static_cast<double>(actions ? actions : 1);
}
BENCHMARK(BM_CApi_PlayAction_C);

void BM_CApi_Mask_Cpp(benchmark::State& b) {
    const S s = cpp_state_at(probe_ply);
    std::vector<std::uint8_t> mask(codec::size);
    for (auto _ : b) benchmark::DoNotOptimize(codec::mask(s, codec::progress{}, mask));
}
BENCHMARK(BM_CApi_Mask_Cpp);

void BM_CApi_Mask_C(benchmark::State& b) {
    c_handles h(probe_ply);
    std::vector<std::uint8_t> mask(codec::size);
    for (auto _ : b) benchmark::DoNotOptimize(arb_action_mask(h.state, nullptr, mask.data(), mask.size(), nullptr));
}
BENCHMARK(BM_CApi_Mask_C);

void BM_CApi_LegalMoves_Cpp(benchmark::State& b) {
    const S s = cpp_state_at(probe_ply);
    for (auto _ : b)
        for (const auto& m : legal_moves(s)) {
            std::string t = to_string(s, m);
            benchmark::DoNotOptimize(t.data());
        }
}
BENCHMARK(BM_CApi_LegalMoves_Cpp);

void BM_CApi_LegalMoves_C(benchmark::State& b) {
    c_handles h(probe_ply);
    std::array<char, 1 << 14> buf{};
    for (auto _ : b) benchmark::DoNotOptimize(arb_legal_moves(h.state, buf.data(), buf.size(), nullptr));
}
BENCHMARK(BM_CApi_LegalMoves_C);

}  // namespace

#endif  // ARBITER_BENCH_C_API
