#pragma once
// `arbiter bench` (or `bench all`): one table of every game's throughput on a
// fixed seed, the same measurement for each game, so games compare.
//
// A game gives one row per variant with one line in its bench_rows function:
//
//     rows.push_back(cli::measure<war_chest::state<>>("war-chest", "standard", 100, seed,
//                                                     [](auto&) { return war_chest::state<>{}; }));
//
// measure plays `games` random games from start(rng) (uniform moves,
// chance outcomes by their probabilities), all from one engine seeded with
// `seed`; those games give the deterministic columns (plies per game,
// positions, moves per position). Then it times, each for about
// `min_seconds`: legal_moves over every decision position of those games,
// and the same games played again from the start.

#include <arbiter/core.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace cli {

struct bench_row {
    std::string game;
    std::string rules;
    std::uint64_t games = 0;
    double plies_per_game = 0;      // decisions and chance outcomes
    std::uint64_t positions = 0;    // decision positions timed
    double moves_per_position = 0;  // legal moves, on average
    double ns_per_legal_moves = 0;  // one legal_moves call
    double games_per_second = 0;    // random games, start to end
};

inline constexpr double bench_min_seconds = 0.5;

// The positions kept for timing legal_moves: at most this many, every k-th.
inline constexpr std::size_t bench_max_positions = 20'000;

template <arbiter::game S, class Start>
[[nodiscard]] bench_row measure(std::string game, std::string rules, std::uint64_t games, std::uint64_t seed,
                                Start start) {
    using clock = std::chrono::steady_clock;
    // One random game; `visit` sees each decision position.
    const auto play_games = [&](auto&& visit) {
        std::mt19937_64 rng(seed);
        std::uint64_t plies = 0;
        for (std::uint64_t g = 0; g < games; ++g) {
            S s = start(rng);
            for (;;) {
                const arbiter::player_id who = current_player(s);
                if (who == arbiter::terminal_player) break;
                ++plies;
                if (who == arbiter::chance_player) {
                    s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                    continue;
                }
                visit(s);
                const auto moves = legal_moves(s);
                s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
            }
        }
        return plies;
    };

    bench_row row{std::move(game), std::move(rules), games};
    std::uint64_t decisions = 0;
    const std::uint64_t plies = play_games([&](const S&) { ++decisions; });
    const std::uint64_t step = decisions / bench_max_positions + 1;
    std::vector<S> positions;
    positions.reserve(static_cast<std::size_t>(decisions / step + 1));
    std::uint64_t n = 0;
    if (play_games([&](const S& s) {
            if (n++ % step == 0) positions.push_back(s);
        }) != plies)
        throw std::runtime_error("the same seed gave different games");
    row.plies_per_game = static_cast<double>(plies) / static_cast<double>(games);
    row.positions = positions.size();

    const auto one_pass = [&] {
        std::uint64_t moves = 0;
        for (const S& s : positions) moves += legal_moves(s).size();
        return moves;
    };
    const std::uint64_t moves = one_pass();
    row.moves_per_position = static_cast<double>(moves) / static_cast<double>(positions.size());
    std::uint64_t reps = 0;
    auto t0 = clock::now();
    double seconds = 0;
    do {
        if (one_pass() != moves) throw std::runtime_error("legal_moves is not deterministic");
        ++reps;
        seconds = std::chrono::duration<double>(clock::now() - t0).count();
    } while (seconds < bench_min_seconds);
    row.ns_per_legal_moves = seconds * 1e9 / static_cast<double>(reps * positions.size());

    reps = 0;
    t0 = clock::now();
    do {
        if (play_games([](const S&) {}) != plies) throw std::runtime_error("the same seed gave different games");
        ++reps;
        seconds = std::chrono::duration<double>(clock::now() - t0).count();
    } while (seconds < bench_min_seconds);
    row.games_per_second = static_cast<double>(reps * games) / seconds;
    return row;
}

}  // namespace cli
