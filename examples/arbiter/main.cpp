// arbiter: the arbiter rules engines on the command line.
//
//   arbiter <command> <game> [options]
//
// Commands (the same for every game): `moves` lists the legal moves of a
// position and where each leads, one per line or in batch from stdin (for
// comparing with other engines); `selfplay` has bots play each other and
// reports results and speed; `play` is a game against a bot in the terminal;
// `perft` counts move sequences to a depth with exact chance weights; `bench`
// times legal-move generation over a file of positions. `replay FILE` checks a
// game log, or a backgammon .mat/.sgf record, and `convert IN OUT` turns one
// record format into another (records.cpp); `engine` speaks a line protocol
// on standard input and output for any game (engine.hpp). `arbiter --help` and
// `arbiter <command> --help` list the options.
//
// This file is the generic part: dispatch and help. Each game's commands live
// in <game>_commands.cpp, options parsing in options.hpp, the progress line in
// progress.hpp. Exit status: 0 on success, 2 for a bad command line or bad
// input (the message on stderr says what was expected).

#include <arbiter/version.hpp>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "bench_table.hpp"
#include "commands.hpp"
#include "engine.hpp"
#include "game_log.hpp"
#include "options.hpp"
#include "records.hpp"

namespace {

std::vector<const cli::game_info*> games() {
    return {&cli::backgammon_game(), &cli::stratego_game(), &cli::war_chest_game(), &cli::memoir44_game(),
            &cli::crime_wars_game(),
#ifdef ARBITER_TOOL_WITH_TOY
            &cli::toy_game(),
#endif
    };
}

const cli::command_info* find_command(std::string_view name) {
    for (const auto& c : cli::command_list)
        if (c.name == name) return &c;
    return nullptr;
}

const cli::game_info* find_game(std::string_view name) {
    for (const auto* g : games())
        if (g->name == name) return g;
    return nullptr;
}

const cli::game_command* find_game_command(const cli::game_info& g, std::string_view command) {
    for (const auto& c : g.commands)
        if (c.name == command) return &c;
    return nullptr;
}

std::string command_names() {
    std::vector<std::string_view> names;
    for (const auto& c : cli::command_list) names.push_back(c.name);
    names.push_back("replay");
    names.push_back("convert");
    names.push_back("rules");
    names.push_back("engine");
    return cli::join_or(names);
}

std::string game_names() {
    std::vector<std::string_view> names;
    for (const auto* g : games()) names.push_back(g->name);
    return cli::join_or(names);
}

constexpr std::string_view rules_summary_text = "list a game's rules, the names --rules takes";

constexpr std::string_view replay_summary_text =
    "play the games of a log (selfplay --log) or of a .mat/.sgf match again, checking every line";

void print_main_help() {
    fmt::print(
        "arbiter {}: the arbiter rules engines on the command line\n"
        "\n"
        "usage: arbiter <command> <game> [options]\n"
        "       arbiter <command> [<game>] --help\n"
        "       arbiter replay FILE [--at N]\n"
        "       arbiter convert IN OUT\n"
        "       arbiter rules <game>\n"
        "       arbiter engine\n"
        "       arbiter --help | --version\n"
        "\n"
        "commands:\n",
        ARBITER_VERSION);
    for (const auto& c : cli::command_list) fmt::print("  {:<10}{}\n", c.name, c.summary);
    fmt::print("  {:<10}{}\n", "replay", replay_summary_text);
    fmt::print("  {:<10}{}\n", "convert", cli::convert_summary_text);
    fmt::print("  {:<10}{}\n", "rules", rules_summary_text);
    fmt::print("  {:<10}{}\n", "engine", cli::engine_summary_text);
    fmt::print("\ngames:\n");
    for (const auto* g : games()) fmt::print("  {:<12}{}\n", g->name, g->summary);
    fmt::print("\nexit status: 0 on success, 2 for a bad command line or bad input\n");
}

void print_game_command_help(const cli::game_info& g, const cli::game_command& c) {
    for (std::size_t i = 0; i < c.usage.size(); ++i)
        fmt::print("{} arbiter {} {} {}\n", i == 0 ? "usage:" : "      ", c.name, g.name, c.usage[i]);
    fmt::print("\noptions:\n");
    std::size_t width = 0;
    auto label = [](const cli::option_spec& o) {
        return o.value.empty() ? fmt::format("--{}", o.name) : fmt::format("--{} {}", o.name, o.value);
    };
    for (const auto& o : c.option_list) width = std::max(width, label(o).size());
    width = std::max(width, label(cli::help_option).size());
    for (const auto& o : c.option_list) fmt::print("  {:<{}}  {}\n", label(o), width, o.help);
    fmt::print("  {:<{}}  {}\n", label(cli::help_option), width, cli::help_option.help);
    if (!c.details.empty()) fmt::print("\n{}", c.details);
}

constexpr std::string_view bench_all_usage = "bench [all] [--seed S]";
constexpr cli::option_spec bench_all_seed{"seed", "S", "seed of the random games (default 1)"};

void print_bench_all_help() {
    fmt::print("usage: arbiter {}\n\n"
               "options:\n"
               "  {:<9}  {}\n  {:<9}  {}\n\n"
               "Without a game: one row per game and variant. Each plays a fixed number of\n"
               "random games from one seeded engine (uniform moves, dice by their chances):\n"
               "those give plies per game, the positions kept and their moves per position,\n"
               "the same for the same seed. Then it times, each for about half a second,\n"
               "legal_moves over those positions (ns per call) and the same games played\n"
               "again (games per second).\n",
               bench_all_usage, "--seed S", bench_all_seed.help, "--help", cli::help_option.help);
}

void print_command_help(const cli::command_info& c, const cli::game_info* only) {
    fmt::print("arbiter {}: {}\n", c.name, c.summary);
    if (c.name == "bench" && only == nullptr) {
        fmt::print("\n");
        print_bench_all_help();
    }
    for (const auto* g : games()) {
        if (only != nullptr && g != only) continue;
        const auto* gc = find_game_command(*g, c.name);
        if (gc == nullptr) continue;
        fmt::print("\n");
        print_game_command_help(*g, *gc);
    }
}

void print_replay_help() {
    fmt::print("arbiter replay: {}\n\n"
               "usage: arbiter replay FILE [--at N]\n"
               "\n"
               "options:\n"
               "  {:<6}  {}\n"
               "  {:<6}  {}\n"
               "\n"
               "FILE is a game log as `arbiter selfplay <game> --log FILE` writes it: a header\n"
               "(`game`, `rules`, ...) and, for each game, `begin <n>`, one line per chance\n"
               "outcome (`chance <outcome>`) or decision (`<player> <move>`) in the game's\n"
               "notation, and `end <returns>`. Every decision is played with try_play and\n"
               "every result compared with the log; the first bad line stops the replay with\n"
               "its line number and why (exit status 2). Games: {}.\n"
               "\n"
               "FILE may also be a backgammon match record, Jellyfish .mat or gnubg .sgf (by\n"
               "extension, else by content): every roll, play and cube action is checked, a\n"
               "game that stops with its result is a resignation (BG-24.3), and each game's\n"
               "points must be the record's. It prints a line per game, then as its last line\n"
               "`final score: A B`, A the points of the player the file names first.\n",
               replay_summary_text, "--at N",
               "print the full-state text after the first N moves and chance outcomes of the log's first game",
               "--help", cli::help_option.help, game_names());
}

int run_replay(const std::vector<std::string_view>& args) {
    if (args.size() == 2 && (args[1] == "--help" || args[1] == "-h")) {
        print_replay_help();
        return 0;
    }
    std::optional<std::string_view> file;
    std::vector<std::string_view> rest;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (!args[i].starts_with("--") && !file) file = args[i];
        else rest.push_back(args[i]);
    }
    if (!file) throw cli::usage_error("'arbiter replay' needs a log file: arbiter replay FILE [--at N]");
    const std::vector<cli::option_spec> specs{{"at", "N", "entries to play before printing the state"}};
    const cli::options opts("arbiter replay", specs, rest);
    std::optional<std::uint64_t> at;
    if (opts.has("at")) at = opts.integer("at", 0, 0, UINT64_MAX);
    if (!at)
        if (const int status = cli::replay_match_record(std::string(*file)); status >= 0) return status;
    const cli::game_log log = cli::read_log(std::string(*file));
    const std::string_view name = log.required("game");
    const cli::game_info* game = find_game(name);
    if (game == nullptr)
        throw cli::usage_error(fmt::format("{}: unknown game '{}'; expected {}", log.path, name, game_names()));
    return game->replay(log, at);
}

int run_rules(const std::vector<std::string_view>& args) {
    if (args.size() == 2 && (args[1] == "--help" || args[1] == "-h")) {
        fmt::print("arbiter rules: {}\n\nusage: arbiter rules <game>\n\noptions:\n  {:<6}  {}\n\n"
                   "One line per name --rules takes, the default first; where --players chooses,\n"
                   "the numbers of players of that name. Games: {}.\n",
                   rules_summary_text, "--help", cli::help_option.help, game_names());
        return 0;
    }
    if (args.size() != 2 || args[1].starts_with("--"))
        throw cli::usage_error("usage: arbiter rules <game>; games: " + game_names());
    const cli::game_info* game = find_game(args[1]);
    if (game == nullptr)
        throw cli::usage_error(fmt::format("unknown game '{}'; expected {}", args[1], game_names()));
    fmt::print("{}\n", game->rules());
    return 0;
}

int run_bench_all(const std::vector<std::string_view>& args) {
    const std::vector<cli::option_spec> specs{bench_all_seed, cli::help_option};
    const std::vector<std::string_view> rest(args.begin() + (args.size() > 1 && args[1] == "all" ? 2 : 1), args.end());
    const cli::options opts("arbiter bench", specs, rest);
    if (opts.has("help")) {
        print_bench_all_help();
        return 0;
    }
    const std::uint64_t seed = opts.integer("seed", 1, 0, UINT64_MAX);
    fmt::print("{:<11} {:<12} {:>6} {:>11} {:>9} {:>11} {:>14} {:>10}\n", "game", "rules", "games", "plies/game",
               "positions", "moves/pos", "ns/legal_moves", "games/s");
    for (const auto* g : games()) {
        if (g->bench_rows == nullptr) continue;  // a game without a row in the table
        for (const cli::bench_row& r : g->bench_rows(seed)) {
            fmt::print("{:<11} {:<12} {:>6} {:>11.2f} {:>9} {:>11.2f} {:>14.1f} {:>10.0f}\n", r.game, r.rules, r.games,
                       r.plies_per_game, r.positions, r.moves_per_position, r.ns_per_legal_moves, r.games_per_second);
            std::fflush(stdout);
        }
    }
    fmt::print("seed {}\n", seed);
    return 0;
}

int run(const std::vector<std::string_view>& args) {
    if (args.empty())
        throw cli::usage_error("no command given; expected " + command_names() +
                               " (see arbiter --help)");
    if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        print_main_help();
        return 0;
    }
    if (args[0] == "--version") {
        fmt::print("arbiter {}\n", ARBITER_VERSION);
        return 0;
    }
    if (args[0].starts_with("-"))
        throw cli::usage_error("unknown option " + std::string(args[0]) +
                               "; expected a command (" + command_names() +
                               "), --help or --version");
    if (args[0] == "replay") return run_replay(args);
    if (args[0] == "convert") return cli::run_convert(args);
    if (args[0] == "rules") return run_rules(args);
    if (args[0] == "engine") {
        const std::vector<const cli::game_info*> all = games();
        return cli::run_engine(all, args);
    }
    // `bench` without a game, or `bench all`: the table of every game.
    if (args[0] == "bench" && (args.size() == 1 || args[1] == "all" || (args[1].starts_with("--") && args[1] != "--help")))
        return run_bench_all(args);
    const cli::command_info* command = find_command(args[0]);
    if (command == nullptr)
        throw cli::usage_error("unknown command '" + std::string(args[0]) + "'; expected " +
                               command_names() + " (see arbiter --help)");
    if (args.size() < 2 || args[1] == "--help" || args[1] == "-h") {
        if (args.size() >= 2) {
            print_command_help(*command, nullptr);
            return 0;
        }
        throw cli::usage_error("'arbiter " + std::string(command->name) + "' needs a game: " +
                               game_names());
    }
    const cli::game_info* game = find_game(args[1]);
    if (game == nullptr)
        throw cli::usage_error("unknown game '" + std::string(args[1]) + "' for 'arbiter " +
                               std::string(command->name) + "'; expected " + game_names());
    const cli::game_command* gc = find_game_command(*game, command->name);
    if (gc == nullptr)
        throw cli::usage_error("'arbiter " + std::string(command->name) +
                               "' is not available for " + std::string(game->name));

    std::vector<cli::option_spec> specs = gc->option_list;
    specs.push_back(cli::help_option);
    const std::vector<std::string_view> rest(args.begin() + 2, args.end());
    const cli::options opts("arbiter " + std::string(command->name) + " " + std::string(game->name), specs, rest);
    if (opts.has("help")) {
        print_command_help(*command, game);
        return 0;
    }
    return gc->run(opts);
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    try {
        return run(args);
    } catch (const cli::usage_error& e) {
        std::fflush(stdout);
        fmt::print(stderr, "arbiter: {}\n", e.what());
        return 2;
    } catch (const std::exception& e) {
        std::fflush(stdout);
        fmt::print(stderr, "arbiter: internal error: {}\n", e.what());
        return 1;
    }
}
