// The cost of one decision, the same table for every game: for each game's
// default rules entry, capped as the tool plays it, at the decision nodes
// of seeded random games (every third one, up to 2,048 nodes), the time of
//
//   legal_moves         the list of legal moves
//   play                play() of a random legal move
//   mask:CODEC          one codec's mask (each codec of the game)
//   tensor              write_observation for the player to move
//   tensor:uint8        the same as uint8 (core/tensor.hpp)
//   env:CODEC           vector_env's step per decision with that codec (each
//                       codec of the game; N = 256, one thread, random legal
//                       ids drawn in C++): play, chance, mask, tensor and the
//                       env's own bookkeeping; a decision of a codec with
//                       several ids per move (backgammon's micro) is one id
//   env:CODEC/masks     the same without tensors
//   env:index/N         env:index with N = 32 and 1,024 games as well: the
//                       tensors of all N games are written each step, and
//                       the more bytes that is, the further from the core
//                       they go (Memoir '44: 36 KB a game)
//   env:index/uint8/N   env:index/N with uint8 tensors, N = 256 and 1,024
//   env:index[/masks]/threads/T  1,024 games on T = 1 and 2 threads, with and
//                       without tensors, in wall-clock time (the rate is
//                       decisions per second of the whole env)
//
// so that the env's own share is env minus the parts, and a change to any
// part is measured where it lands. Written once over the descriptors.
//
//   arbiter_bench --benchmark_filter=Cost/

#include <arbiter/backgammon.hpp>
#include <arbiter/core/stepped_state.hpp>
#include <arbiter/crime_wars.hpp>
#include <arbiter/memoir44.hpp>
#include <arbiter/stratego.hpp>
#include <arbiter/vector_env.hpp>
#include <arbiter/war_chest.hpp>

#include <benchmark/benchmark.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <random>
#include <span>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace {

template <class... Named>
auto first_entry(arbiter::rules_list<Named...>) -> std::tuple_element_t<0, std::tuple<Named...>>;

// The default entry of D, capped: its state type and its start.
template <class D>
struct default_entry {
    using named = decltype(first_entry(typename D::rules{}));
    using rules = typename D::template capped<typename named::rules_type>;
    using state = arbiter::capped_state_of<D, named>;
    static state start() { return *D::template start<rules>(arbiter::start_options{named::players, {}}); }
};

template <class S>
const std::vector<S>& decision_nodes(const S& start) {
    static const std::vector<S> nodes = [&] {
        constexpr std::size_t wanted = 2048;
        std::vector<S> out;
        std::mt19937_64 rng{11};
        std::size_t seen = 0;
        for (int game = 0; game < 200 && out.size() < wanted; ++game) {
            arbiter::random_playout(start, rng, 20'000, [&](const S& s) {
                if (current_player(s) >= 0 && seen++ % 3 == 0 && out.size() < wanted) out.push_back(s);
            });
        }
        return out;
    }();
    return nodes;
}

// Runs f(node) over the nodes, one call an iteration.
template <class S, class F>
void over_nodes(benchmark::State& state, const std::vector<S>& nodes, F&& f) {
    std::size_t i = 0;
    for (auto _ : state) {
        f(nodes[i]);
        if (++i == nodes.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["nodes"] = static_cast<double>(nodes.size());
}

template <class S>
void legal_moves_cost(benchmark::State& state, const S& start) {
    over_nodes(state, decision_nodes(start), [](const S& s) {
        auto moves = legal_moves(s);
        benchmark::DoNotOptimize(moves);
    });
}

template <class S>
void play_cost(benchmark::State& state, const S& start) {
    const auto& nodes = decision_nodes(start);
    std::vector<std::pair<S, arbiter::move_t<S>>> cases;
    std::mt19937_64 rng{7};
    for (const S& s : nodes) {
        const auto moves = legal_moves(s);
        cases.emplace_back(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
    }
    over_nodes(state, cases, [](const auto& c) {
        S next = play(c.first, c.second);
        benchmark::DoNotOptimize(next);
    });
}

template <class S, class C>
void mask_cost(benchmark::State& state, const S& start) {
    static std::array<std::uint8_t, C::size> mask{};
    over_nodes(state, decision_nodes(start), [](const S& s) {
        benchmark::DoNotOptimize(C::mask(s, typename C::progress{}, std::span(mask)));
    });
    state.counters["ids"] = static_cast<double>(C::size);
}

template <class S>
void tensor_cost(benchmark::State& state, const S& start) {
    static std::array<float, arbiter::observation_shape_of<S>.size()> out{};
    over_nodes(state, decision_nodes(start), [](const S& s) {
        write_observation(s, current_player(s), std::span<float>(out));
        benchmark::DoNotOptimize(out.data());
    });
    state.counters["floats"] = static_cast<double>(out.size());
}

template <class S>
void tensor_uint8_cost(benchmark::State& state, const S& start) {
    static std::array<std::uint8_t, arbiter::observation_shape_of<S>.size()> out{};
    over_nodes(state, decision_nodes(start), [](const S& s) {
        write_observation(s, current_player(s), std::span<std::uint8_t>(out));
        benchmark::DoNotOptimize(out.data());
    });
}

template <class S, class Codec>
void env_cost(benchmark::State& state, const S& start, bool observe, std::size_t games,
              arbiter::observation_dtype dtype = arbiter::observation_dtype::float32, std::size_t threads = 1) {
    arbiter::vector_env<S, Codec> env(games, 5, start, {}, 0, threads, observe, 0, dtype);
    std::vector<std::int32_t> ids(env.size());
    const std::uint64_t before = env.decisions();
    for (auto _ : state) {
        env.random_actions(ids.data());
        env.step(ids.data());
    }
    const auto decisions = static_cast<double>(env.decisions() - before);
    state.counters["decisions/s"] = benchmark::Counter(decisions, benchmark::Counter::kIsRate);
    state.counters["ns/decision"] =
        benchmark::Counter(decisions, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

template <class D>
void register_game() {
    using E = default_entry<D>;
    using S = typename E::state;
    static const S start = E::start();
    const std::string name = "Cost/" + std::string(D::name) + "/";
    benchmark::RegisterBenchmark((name + "legal_moves").c_str(), [](benchmark::State& st) { legal_moves_cost(st, start); });
    benchmark::RegisterBenchmark((name + "play").c_str(), [](benchmark::State& st) { play_cost(st, start); });
    const auto each_codec = [&]<class F>(F per_codec) {
        [&]<std::size_t... I>(std::index_sequence<I...>) {
            (per_codec(std::type_identity<arbiter::codec_at<S, I>>{}), ...);
        }(std::make_index_sequence<arbiter::num_codecs<S>>{});
    };
    each_codec([&]<class C>(std::type_identity<C>) {
        benchmark::RegisterBenchmark((name + "mask:" + std::string(C::name)).c_str(),
                                     [](benchmark::State& st) { mask_cost<S, C>(st, start); });
    });
    benchmark::RegisterBenchmark((name + "tensor").c_str(), [](benchmark::State& st) { tensor_cost(st, start); });
    benchmark::RegisterBenchmark((name + "tensor:uint8").c_str(),
                                 [](benchmark::State& st) { tensor_uint8_cost(st, start); });
    each_codec([&]<class C>(std::type_identity<C>) {
        const std::string env = name + "env:" + std::string(C::name);
        benchmark::RegisterBenchmark(env.c_str(), [](benchmark::State& st) { env_cost<S, C>(st, start, true, 256); });
        benchmark::RegisterBenchmark((env + "/masks").c_str(),
                                     [](benchmark::State& st) { env_cost<S, C>(st, start, false, 256); });
        if constexpr (std::is_same_v<C, arbiter::index_codec<S>>)
            benchmark::RegisterBenchmark((env + "/N").c_str(),
                                         [](benchmark::State& st) {
                                             env_cost<S, C>(st, start, true, static_cast<std::size_t>(st.range(0)));
                                         })
                ->Arg(32)
                ->Arg(1024);
        if constexpr (std::is_same_v<C, arbiter::index_codec<S>>)
            benchmark::RegisterBenchmark((env + "/uint8/N").c_str(),
                                         [](benchmark::State& st) {
                                             env_cost<S, C>(st, start, true, static_cast<std::size_t>(st.range(0)),
                                                            arbiter::observation_dtype::uint8);
                                         })
                ->Arg(256)
                ->Arg(1024);
        if constexpr (std::is_same_v<C, arbiter::index_codec<S>>)
            for (const bool observe : {true, false})
                benchmark::RegisterBenchmark((env + (observe ? "" : "/masks") + "/threads").c_str(),
                                             [observe](benchmark::State& st) {
                                                 env_cost<S, C>(st, start, observe, 1024,
                                                                arbiter::observation_dtype::float32,
                                                                static_cast<std::size_t>(st.range(0)));
                                             })
                    ->Arg(1)
                    ->Arg(2)
                    ->UseRealTime();
    });
}

const bool registered = [] {
    register_game<arbiter::backgammon::descriptor>();
    register_game<arbiter::stratego::descriptor>();
    register_game<arbiter::war_chest::descriptor>();
    register_game<arbiter::memoir44::descriptor>();
    register_game<arbiter::crime_wars::descriptor>();
    return true;
}();

}  // namespace
