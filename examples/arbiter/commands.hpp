#pragma once
// What a game offers the `arbiter` tool: the commands it implements, each with
// its options and a function that runs it. main.cpp knows the commands and
// the games; each game's file (backgammon_commands.cpp, ...) fills one table.
//
// Every game uses the same option names for the same things, so a user who
// knows one game knows them all:
//
//   --position TEXT  a position in the game's notation     --games N   how many games
//   --dice TEXT      a chance outcome (dice) to apply     --seed S    random seed
//   --batch          read many inputs from stdin          --bot NAME  which bot
//   --depth D        perft depth                          --side P    the human's player
//   --positions FILE a file of positions (bench)          --rules R   the variant
//   --log FILE       selfplay's game log (replay reads it)

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "options.hpp"

namespace cli {

// The commands every game supports, in help order.
struct command_info {
    std::string_view name;
    std::string_view summary;
};
inline constexpr command_info command_list[] = {
    {"moves", "list the legal moves of a position, with the position each one leads to"},
    {"selfplay", "bots play each other: wins, scores and games per second"},
    {"play", "play against a bot in the terminal"},
    {"perft", "count the move sequences to a depth, with their exact expected number"},
    {"bench", "time legal-move generation: every game in one table, or one game in detail"},
};

inline constexpr option_spec help_option{"help", "", "show this help"};

// selfplay's --log, the same for every game (game_log.hpp).
inline constexpr option_spec log_spec{"log", "FILE",
                                      "write every move and chance outcome to FILE (arbiter replay FILE checks it)"};

struct game_log;
struct bench_row;
class engine_game;

// One command as a game implements it.
struct game_command {
    std::string_view name;                // one of command_list
    std::vector<std::string_view> usage;  // lines after "arbiter <command> <game> "
    std::string_view details;             // paragraphs for --help (may be empty)
    std::vector<option_spec> option_list;  // without --help, which every command has
    int (*run)(const cli::options&);       // returns the exit status
};

struct game_info {
    std::string_view name;
    std::string_view summary;
    std::vector<game_command> commands;
    // `arbiter replay FILE [--at N]` for a log of this game: every line
    // checked, or (with --at) the full-state text after its first N entries.
    int (*replay)(const game_log&, std::optional<std::uint64_t> at) = nullptr;
    // Its rows of `arbiter bench` (bench_table.hpp), from a seed.
    std::vector<bench_row> (*bench_rows)(std::uint64_t seed) = nullptr;
    // `arbiter rules <game>`: its rules names (and players where they vary).
    std::string (*rules)() = nullptr;
    // `arbiter engine`'s game (engine_game.hpp), from --rules, --players,
    // --position and the game's start options.
    std::unique_ptr<engine_game> (*engine)(std::span<const std::string_view>) = nullptr;
};

// One function per game, each in its own file.
[[nodiscard]] const game_info& backgammon_game();
[[nodiscard]] const game_info& crime_wars_game();
[[nodiscard]] const game_info& stratego_game();
[[nodiscard]] const game_info& memoir44_game();
[[nodiscard]] const game_info& war_chest_game();
// The toy game of examples/toy_game.hpp, in a test build only
// (ARBITER_TOOL_WITH_TOY): a sixth game is this one line and its file.
[[nodiscard]] const game_info& toy_game();

}  // namespace cli
