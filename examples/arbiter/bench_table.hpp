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
#include <ranges>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace cli {

// Seconds per call of pass(), repeated for at least min_seconds after one
// call to warm up. pass returns a count or checksum that must come out the
// same every time (the work is deterministic, and is not optimised away).
template <class Pass>
[[nodiscard]] double seconds_per_pass(Pass pass, double min_seconds) {
    using clock = std::chrono::steady_clock;
    const auto expected = pass();
    std::uint64_t reps = 0;
    const auto t0 = clock::now();
    double seconds = 0;
    do {
        if (pass() != expected) throw std::runtime_error("the same positions gave a different result");
        ++reps;
        seconds = std::chrono::duration<double>(clock::now() - t0).count();
    } while (seconds < min_seconds);
    return seconds / static_cast<double>(reps);
}

// legal_moves over `positions`, and play of each of their legal moves.
struct position_timing {
    std::uint64_t moves = 0;  // legal moves over all the positions
    double ns_per_legal_moves = 0;
    double ns_per_play = 0;
};

template <arbiter::game S>
[[nodiscard]] position_timing time_positions(const std::vector<S>& positions, double min_seconds) {
    using move_type = std::ranges::range_value_t<decltype(legal_moves(std::declval<const S&>()))>;
    const auto count_moves = [&] {
        std::uint64_t n = 0;
        for (const S& s : positions) n += legal_moves(s).size();
        return n;
    };
    std::vector<std::pair<std::size_t, move_type>> plays;
    for (std::size_t i = 0; i < positions.size(); ++i)
        for (const move_type& m : legal_moves(positions[i])) plays.emplace_back(i, m);
    const auto play_all = [&] {
        std::uint64_t checksum = 0;
        for (const auto& [i, m] : plays) checksum += static_cast<std::uint64_t>(current_player(play(positions[i], m)) + 2);
        return checksum;
    };
    position_timing t;
    t.moves = count_moves();
    t.ns_per_legal_moves = seconds_per_pass(count_moves, min_seconds) * 1e9 / static_cast<double>(positions.size());
    t.ns_per_play = seconds_per_pass(play_all, min_seconds) * 1e9 / static_cast<double>(plays.size());
    return t;
}

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

    const auto count_moves = [&] {
        std::uint64_t moves = 0;
        for (const S& s : positions) moves += legal_moves(s).size();
        return moves;
    };
    row.moves_per_position = static_cast<double>(count_moves()) / static_cast<double>(positions.size());
    row.ns_per_legal_moves =
        seconds_per_pass(count_moves, bench_min_seconds) * 1e9 / static_cast<double>(positions.size());

    row.games_per_second =
        static_cast<double>(games) / seconds_per_pass([&] { return play_games([](const S&) {}); }, bench_min_seconds);
    return row;
}

}  // namespace cli
