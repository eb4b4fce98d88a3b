// Backgammon benchmarks: legal-play generation over the reference position
// sets (tests/data/backgammon, the wildbg benchmark positions), over positions
// of random games, whole random games, and applying a play.
//
//   arbiter_bench --benchmark_filter=Backgammon|LegalPlays|RandomGame|PlayApply
#include <arbiter/backgammon/actions.hpp>
#include <arbiter/backgammon/apply.hpp>
#include <arbiter/backgammon/generate.hpp>
#include <arbiter/backgammon/position_id.hpp>
#include <arbiter/backgammon/tensor.hpp>
#include <arbiter/core/playout.hpp>

#include <benchmark/benchmark.h>

#include "bench/common.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

namespace bg = arbiter::backgammon;

// The 21 distinct rolls, larger die first.
constexpr std::array<bg::dice, 21> all_rolls = [] {
    std::array<bg::dice, 21> rolls{};
    std::size_t i = 0;
    for (std::uint8_t a = 1; a <= 6; ++a)
        for (std::uint8_t b = 1; b <= a; ++b) rolls[i++] = bg::dice{a, b};
    return rolls;
}();

struct position_roll {
    bg::position pos;
    bg::dice roll;
};

// Every position of a reference file with each of the 21 rolls. Empty (and
// `error` set) when the file cannot be read.
std::vector<position_roll> load_set(const std::string& name, std::string& error) {
    std::vector<position_roll> out;
    const std::string path = std::string(ARBITER_TEST_DATA_DIR) + "/backgammon/" + name;
    std::ifstream in(path);
    if (!in) {
        error = "cannot open " + path;
        return out;
    }
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string id;
        fields >> id;
        const auto pos = bg::parse_position_id(id, 0, 15);
        if (!pos) {
            error = path + ": " + id + ": " + pos.error().what();
            return {};
        }
        for (const bg::dice d : all_rolls) out.push_back({*pos, d});
    }
    if (out.empty()) error = path + " holds no position";
    return out;
}

const std::vector<position_roll>& contact_set(std::string& error) {
    static std::string load_error;
    static const std::vector<position_roll> set = load_set("contact-positions.txt", load_error);
    error = load_error;
    return set;
}

const std::vector<position_roll>& race_set(std::string& error) {
    static std::string load_error;
    static const std::vector<position_roll> set = load_set("race-positions.txt", load_error);
    error = load_error;
    return set;
}

// Play decisions met in seeded random games of the default ruleset.
const std::vector<bg::state<>>& random_play_decisions() {
    static const std::vector<bg::state<>> states = [] {
        std::vector<bg::state<>> out;
        std::mt19937_64 rng{20240601};
        for (int game = 0; game < 200; ++game) {
            (void)arbiter::random_playout(bg::state<>{}, rng, static_cast<std::size_t>(-1),
                                          [&](const bg::state<>& s) {
                                              if (s.phase() == bg::phase::playing) out.push_back(s);
                                          });
        }
        return out;
    }();
    return states;
}

void add_common_counters(benchmark::State& state, std::int64_t calls, std::int64_t plays) {
    state.SetItemsProcessed(calls);
    state.counters["plays/s"] = benchmark::Counter(static_cast<double>(plays), benchmark::Counter::kIsRate);
    state.counters["plays/call"] =
        benchmark::Counter(calls > 0 ? static_cast<double>(plays) / static_cast<double>(calls) : 0.0);
    state.counters["bytes_per_state"] = static_cast<double>(sizeof(bg::state<>));
}

// One call of legal_plays per iteration, cycling through the set.
void run_legal_plays(benchmark::State& state, const std::vector<position_roll>& set) {
    std::size_t i = 0;
    std::int64_t calls = 0;
    std::int64_t plays = 0;
    for (auto _ : state) {
        const position_roll& pr = set[i];
        const bg::move_list list = bg::legal_plays(pr.pos, pr.roll);
        benchmark::DoNotOptimize(list.data());
        plays += static_cast<std::int64_t>(list.size());
        ++calls;
        if (++i == set.size()) i = 0;
    }
    add_common_counters(state, calls, plays);
}

void BM_LegalPlays_Contact(benchmark::State& state) {
    std::string error;
    const auto& set = contact_set(error);
    if (!error.empty()) {
        state.SkipWithError(error.c_str());
        return;
    }
    run_legal_plays(state, set);
}
BENCHMARK(BM_LegalPlays_Contact);

void BM_LegalPlays_Race(benchmark::State& state) {
    std::string error;
    const auto& set = race_set(error);
    if (!error.empty()) {
        state.SkipWithError(error.c_str());
        return;
    }
    run_legal_plays(state, set);
}
BENCHMARK(BM_LegalPlays_Race);

void BM_LegalPlays_RandomPositions(benchmark::State& state) {
    std::vector<position_roll> set;
    for (const bg::state<>& s : random_play_decisions()) set.push_back({s.board(), s.roll()});
    run_legal_plays(state, set);
    state.counters["positions"] = static_cast<double>(set.size());
}
BENCHMARK(BM_LegalPlays_RandomPositions);

// Whole random games of R (random_playout: plays uniformly at random, dice by
// their probabilities; with the cube, cube actions uniformly at random too).
template <class R>
void run_random_games(benchmark::State& state) {
    bench::random_games<bg::state<R>>(state);
}

void BM_RandomGame(benchmark::State& state) { run_random_games<bg::source_rules>(state); }
BENCHMARK(BM_RandomGame);

void BM_RandomGame_Money(benchmark::State& state) { run_random_games<bg::money_rules>(state); }
BENCHMARK(BM_RandomGame_Money);

// play() of one legal play per iteration, over play decisions of random games.
void BM_PlayApply(benchmark::State& state) { bench::play_apply(state, random_play_decisions()); }
BENCHMARK(BM_PlayApply);

}  // namespace

// The action codecs' masks (backgammon/actions.hpp) and the observation
// tensor (backgammon/tensor.hpp), one call per iteration over play decisions
// of random games:
//   arbiter_bench --benchmark_filter='MicroMask|IndexMask|WriteObservation'
namespace {

void BM_MicroMask(benchmark::State& state) {
    const auto& states = random_play_decisions();
    std::array<std::uint8_t, bg::micro_ids::size> out{};
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(bg::micro_codec<bg::source_rules>::mask(states[i], {}, out));
        if (++i == states.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_MicroMask);

void BM_IndexMask(benchmark::State& state) {
    const auto& states = random_play_decisions();
    using codec = arbiter::index_codec<bg::state<>>;
    std::vector<std::uint8_t> out(codec::size);
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(codec::mask(states[i], {}, out));
        if (++i == states.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_IndexMask);

void BM_WriteObservation(benchmark::State& state) {
    const auto& states = random_play_decisions();
    std::array<float, 230> out{};
    std::size_t i = 0;
    for (auto _ : state) {
        bg::write_observation(states[i], states[i].player_on_roll(), out);
        benchmark::DoNotOptimize(out.data());
        if (++i == states.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_WriteObservation);

}  // namespace
