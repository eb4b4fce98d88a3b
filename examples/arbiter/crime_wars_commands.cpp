// The `arbiter` commands for Crime Wars: moves, selfplay, play, perft, bench,
// and replay of selfplay's logs.
// Everything game-specific is here and in crime_wars_tool.hpp; options.hpp,
// progress.hpp and main.cpp are shared by every game.
//
// The rules are a compile-time policy (rules<N, variants...>), so the tool
// offers a fixed menu of them (crime_wars_tool.hpp, menu_text): each player
// count with no variant or Hardcore with Bounty, Hardcore alone for two and
// four players, each other variant at four players, two teams per player and
// Great Empire. Any other mix the
// rules file allows is a valid rules<> for the library, and the tool says so.

#include <algorithm>
#include <array>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "bench_table.hpp"
#include "bots.hpp"
#include "commands.hpp"
#include "crime_wars_tool.hpp"
#include "game_log.hpp"
#include "options.hpp"
#include "text.hpp"

namespace {

constexpr std::array<std::string_view, 11> variant_list{"alliance", "hardcore",  "aggressor",    "rush",
                                                        "diceless", "curse",     "gambling",     "bounty",
                                                        "two-teams", "great-empire", "merged-decks"};

// "bounty,hardcore" -> "hardcore,bounty" (the notation's order), or a usage
// error naming the rule a mix breaks (CW-V0.2 and each variant's player count).
[[nodiscard]] std::string canonical_variants(std::string_view text, int players) {
    if (text.empty() || text == "-" || text == "standard") return "";
    std::array<bool, variant_list.size()> on{};
    std::size_t pos = 0;
    for (;;) {
        const std::size_t comma = text.find(',', pos);
        const std::string_view name = cli::trim(text.substr(pos, comma == std::string_view::npos ? std::string_view::npos : comma - pos));
        const auto it = std::find(variant_list.begin(), variant_list.end(), name);
        if (it == variant_list.end())
            throw cli::usage_error("unknown variant '" + std::string(name) + "'; expected " +
                                   cli::join_or(variant_list) + " (or multiple-decks, implied above 4 players)");
        on[static_cast<std::size_t>(it - variant_list.begin())] = true;
        if (comma == std::string_view::npos) break;
        pos = comma + 1;
    }
    std::string out;
    for (std::size_t i = 0; i < on.size(); ++i)
        if (on[i]) out += (out.empty() ? "" : ",") + std::string(variant_list[i]);
    if (on[2] && on[3]) throw cli::usage_error("Aggressor and Rush cannot be combined (CW-V0.2)");
    if (on[5] && players < 3) throw cli::usage_error("Rich Man's Curse needs three or more players (CW-V6.1)");
    if (on[0] && players != 4 && players != 6 && players != 8)
        throw cli::usage_error("Thug Alliance is for four, six or eight players (CW-V1.1)");
    if (on[8] && on[0]) throw cli::usage_error("alliance pairs cannot be combined with two teams per player (CW-V0.2)");
    if (on[8] && players > 4)
        throw cli::usage_error("with two teams per player, --players counts controllers: 2 to 4 (CW-V1.17)");
    if (on[9] && players < 3) throw cli::usage_error("Great Empire is for three or more players (CW-V7.1)");
    if (on[10] && !on[8]) throw cli::usage_error("merged decks are an option of two teams per player: add two-teams (CW-V1.22)");
    return out;
}

// Runs the job with the menu's rules for these players and variants, or
// says what the menu offers.
int run_rules(int players, const std::string& variants, const cw_tool::job& j) {
    std::string names = variants;
    const bool two_teams = variants.find("two-teams") != std::string::npos;
    if ((two_teams ? 2 * players : players) > 4)  // CW-V10.1: more than four teams
        names += (names.empty() ? "" : ",") + std::string("multiple-decks");
    if (names.empty()) names = "-";
    int status = 0;
    if (cw_tool::run_players_menu(players, names, j, status) || cw_tool::run_hardcore_menu(players, names, j, status) ||
        cw_tool::run_variants_menu(players, names, j, status) || cw_tool::run_merged_menu(players, names, j, status))
        return status;
    throw cli::usage_error(std::to_string(players) + " players with variants '" + variants +
                           "' is a valid mix for the library (rules<N, ...>) but not built into the tool, which offers " +
                           std::string(cw_tool::menu_text));
}

[[nodiscard]] int players_option(const cli::options& opts) {
    return static_cast<int>(opts.integer("players", 2, 2, 8));
}

// A state file and the rules its header names (--players and --variant, when
// given, must agree with it).
struct state_file {
    std::string text, path;
    int players = 0;
    std::string variants;  // canonical
};

[[nodiscard]] state_file read_state_file(const cli::options& opts) {
    const std::string path(opts.required("state"));
    std::ifstream in(path);
    if (!in) throw cli::usage_error("cannot open '" + path + "'");
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();
    // The header names the players and variants: `crime-wars players=N variants=V`.
    int players = 0;
    std::string variants;
    const std::string_view first_line = std::string_view(text).substr(0, text.find('\n'));
    for (const std::string_view word : cli::words(first_line)) {
        if (word.starts_with("players=") && word.size() == 9 && word[8] >= '2' && word[8] <= '8') players = word[8] - '0';
        if (word.starts_with("variants=")) variants = std::string(word.substr(9));
    }
    if (players == 0) throw cli::usage_error(path + ": line 1: expected 'crime-wars players=N variants=...' with N from 2 to 8");
    // multiple-decks follows from the player count; the rest picks the rules.
    std::string wanted;
    std::istringstream names(variants == "-" ? std::string() : variants);
    for (std::string name; std::getline(names, name, ',');)
        if (name != "multiple-decks") wanted += (wanted.empty() ? "" : ",") + name;
    const std::string canonical = canonical_variants(wanted, players);
    if (opts.has("players") && players_option(opts) != players)
        throw cli::usage_error(fmt::format("--players {} disagrees with {}, a state of {} players", players_option(opts),
                                           path, players));
    if (opts.has("variant") && canonical_variants(*opts.get("variant"), players) != canonical)
        throw cli::usage_error(fmt::format("--variant {} disagrees with {}, a state of variants '{}'",
                                           *opts.get("variant"), path, canonical.empty() ? "none" : canonical));
    return {text, path, players, canonical};
}

int run_moves(const cli::options& opts) {
    const state_file f = read_state_file(opts);
    return run_rules(f.players, f.variants, cw_tool::job{cw_tool::command::moves, opts, f.variants, f.text, f.path});
}

int run_perft(const cli::options& opts) {
    if (opts.has("state")) {
        const state_file f = read_state_file(opts);
        return run_rules(f.players, f.variants, cw_tool::job{cw_tool::command::perft, opts, f.variants, f.text, f.path});
    }
    const int players = players_option(opts);
    const std::string variants = canonical_variants(opts.get("variant").value_or(""), players);
    return run_rules(players, variants, cw_tool::job{cw_tool::command::perft, opts, variants, {}, {}});
}

int run_bench(const cli::options& opts) {
    const int players = players_option(opts);
    const std::string variants = canonical_variants(opts.get("variant").value_or(""), players);
    return run_rules(players, variants, cw_tool::job{cw_tool::command::bench, opts, variants, {}, {}});
}

// A log of selfplay: its header names the players, variants and turn limit.
int run_replay(const cli::game_log& log) {
    const std::string_view players_text = log.required("players");
    if (players_text.size() != 1 || players_text[0] < '2' || players_text[0] > '8')
        throw cli::usage_error(fmt::format("{}: players must be 2 to 8, not '{}'", log.path, players_text));
    const int players = players_text[0] - '0';
    const std::string_view named = log.get("variants").value_or("none");
    const std::string variants = canonical_variants(named == "none" ? std::string_view{} : named, players);
    const cli::options none("arbiter replay", {}, {});
    return run_rules(players, variants, cw_tool::job{cw_tool::command::replay, none, variants, {}, {}, &log});
}

int run_selfplay(const cli::options& opts) {
    const int players = players_option(opts);
    const std::string variants = canonical_variants(opts.get("variant").value_or(""), players);
    return run_rules(players, variants, cw_tool::job{cw_tool::command::selfplay, opts, variants, {}, {}});
}

int run_play(const cli::options& opts) {
    const int players = players_option(opts);
    const std::string variants = canonical_variants(opts.get("variant").value_or(""), players);
    return run_rules(players, variants, cw_tool::job{cw_tool::command::play, opts, variants, {}, {}});
}

// ------------------------------------------------------------------ the table

constexpr cli::option_spec players_spec{"players", "N", "2 to 8 players (default 2; above 4 a second pack, CW-V10)"};
constexpr cli::option_spec variant_spec{
    "variant", "LIST",
    "none or hardcore,bounty (2 to 8 players); hardcore (2 or 4); with --players 4 also one of alliance, aggressor, "
    "rush, diceless, curse, gambling, bounty; two-teams with --players 2 to 4 (controllers of two teams each); "
    "great-empire with --players 3 or 4"};
constexpr cli::option_spec bot_spec{"bot", "B",
                                    "random (default) or mcts, or one per player: B0,B1,... (player 0's first)"};

}  // namespace

const cli::game_info& cli::crime_wars_game() {
    static const game_info info{
        "crime-wars",
        "RULES.md in include/arbiter/crime_wars/; states in the text format of state_text.hpp",
        {
            {"moves",
             {"--state FILE [--players N] [--variant LIST]"},
             "Reads a saved state (the text of crime_wars/state_text.hpp; its first line\n"
             "names the players and variants) and prints its legal moves, one per line in\n"
             "the move notation; at a chance node, each outcome and its exact probability:\n"
             "  <outcome><TAB><numerator>/<denominator>\n"
             "--players and --variant, when given, must agree with the state's first line.\n",
             {{"state", "FILE", "a saved state"}, players_spec, variant_spec},
             run_moves},
            {"selfplay",
             {"--games N --seed S [--players N] [--variant LIST] [--turn-limit T] [--bot B] [--iterations N] [--log FILE]"},
             "Bots play each other; chance by its exact probabilities. --bot random\n"
             "(default) or mcts for every player, or one per player separated by commas\n"
             "(player 0's first): mcts,random,random,random. MCTS sees only its player's\n"
             "observation (CW-16; information-set MCTS through observe and sample) and\n"
             "--iterations sets its budget per decision. Output is the same for the same\n"
             "options, except the last line (timing).\n",
             {{"games", "N", "how many games"},
              {"seed", "S", "seed of the random engine (std::mt19937_64)"},
              players_spec,
              variant_spec,
              {"turn-limit", "T", "end a game drawn after T turns in all (CW-12.8; default 0: none)"},
              bot_spec,
              cli::iterations_spec,
              cli::log_spec},
             run_selfplay},
            {"play",
             {"[--seed S] [--side P] [--players N] [--variant LIST] [--bot B] [--iterations N]"},
             "You see the public table and your own hand only; the bots' draws are shown\n"
             "as 'a card' unless a bonus card is revealed. `?` lists the legal moves;\n"
             "`quit` or end of input stops.\n",
             {{"seed", "S", "seed of the random engine (default: a fresh one, printed)"},
              {"side", "P", "your seat (default 0)"},
              players_spec,
              variant_spec,
              {"bot", "B", "the other players' bot: random (default) or mcts"},
              cli::iterations_spec},
             run_play},
            {"perft",
             {"--depth D [--state FILE] [--players N] [--variant LIST]"},
             "Counts the sequences of D decisions from the state of --state (its first\n"
             "line names the rules) or from the start of a game, before the roll for the\n"
             "first player (CW-3.5); chance nodes between them are expanded over all\n"
             "their outcomes and cost no depth. `leaves` counts every path, `expected`\n"
             "weighs each by the probability of its outcomes (exact).\n",
             {{"depth", "D", "how many decisions (chance outcomes in between cost no depth)"},
              {"state", "FILE", "a saved state (default: the start of a game)"},
              players_spec,
              variant_spec},
             run_perft},
            {"bench",
             {"[--count N] [--seed S] [--players N] [--variant LIST]"},
             "Plays N random games from one seeded engine, then times legal_moves over\n"
             "their decision positions and the same games played again, each for about\n"
             "half a second (the measurement of `arbiter bench`, for these rules).\n",
             {{"count", "N", "how many random games (default 100)"},
              {"seed", "S", "seed of the random games (default 1)"},
              players_spec,
              variant_spec},
             run_bench},
        },
        run_replay,
        cw_tool::bench_rows};
    return info;
}
