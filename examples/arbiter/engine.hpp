#pragma once
// `arbiter engine`: every game over a line protocol on standard input and
// output, in the manner of GTP, so that a GUI, a tournament runner or a test
// in any language drives the tool as a subprocess. One command a line, an
// optional id number first; each gets one reply, flushed:
//
//   =[ID] ANSWER            a one-line answer (or none), then an empty line
//   =[ID]                   a list (list_*, state, moves, outcomes, board,
//   LINE ...                observe): one item a line, then an empty line;
//                           an empty line of a board is sent as one space
//   ?[ID] MESSAGE           an error (one line), then an empty line
//
// `load` reads a full-state text from the lines after it, up to an empty
// line; it and `new` answer `game=NAME rules=R players=N`. A failed command
// changes nothing. Empty lines and lines beginning with # between commands
// are skipped; `quit` or the end of input ends the session with status 0. The
// game behind it is an engine_game (engine_game.hpp), whatever its type.

#include <arbiter/version.hpp>

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <iostream>
#include <memory>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "commands.hpp"
#include "engine_game.hpp"
#include "options.hpp"
#include "text.hpp"

namespace cli {

inline constexpr std::string_view engine_summary_text =
    "a line protocol (like GTP) for any game on standard input and output, for GUIs and scripts";

class engine_protocol {
public:
    engine_protocol(std::span<const game_info* const> games, std::istream& in, std::FILE* out)
        : games_(games), in_(in), out_(out) {}

    // Answers every command of the input: the exit status (0).
    int run() {
        std::string line;
        while (!quit_ && std::getline(in_, line)) {
            const std::string_view text = trim(line);
            if (text.empty() || text.starts_with('#')) continue;
            std::string_view id, rest = text;
            std::size_t digits = 0;
            while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9') ++digits;
            if (digits > 0 && (digits == rest.size() || rest[digits] == ' ' || rest[digits] == '\t')) {
                id = rest.substr(0, digits);
                rest = trim(rest.substr(digits));
            }
            answer(id, rest);
        }
        return 0;
    }

private:
    struct command {
        std::string_view name;
        std::string_view usage;
        bool list;  // the answer is a list: on the lines after `=`
        std::string (engine_protocol::*run)(std::span<const std::string_view>);
    };

    static std::span<const command> commands() {
        static const command table[] = {
            {"protocol_version", "", false, &engine_protocol::protocol_version},
            {"name", "", false, &engine_protocol::name},
            {"version", "", false, &engine_protocol::version},
            {"list_commands", "", true, &engine_protocol::list_commands},
            {"list_games", "", true, &engine_protocol::list_games},
            {"list_rules", "GAME", true, &engine_protocol::list_rules},
            {"new", "GAME [rules R] [players N] [OPTION VALUE]...", false, &engine_protocol::start},
            {"load", "(then a full-state text, ended by an empty line)", false, &engine_protocol::load},
            {"state", "", true, &engine_protocol::state},
            {"to_move", "", false, &engine_protocol::to_move},
            {"moves", "", true, &engine_protocol::moves},
            {"outcomes", "", true, &engine_protocol::outcomes},
            {"play", "MOVE|OUTCOME", false, &engine_protocol::play_text},
            {"roll", "", false, &engine_protocol::roll},
            {"seed", "N", false, &engine_protocol::seed},
            {"undo", "", false, &engine_protocol::undo},
            {"genmove", "[BOT [ITERATIONS]]", false, &engine_protocol::genmove},
            {"result", "", false, &engine_protocol::result},
            {"board", "[PLAYER]", true, &engine_protocol::board},
            {"observe", "PLAYER", true, &engine_protocol::observe_text},
            {"quit", "", false, &engine_protocol::quit},
        };
        return table;
    }

    void answer(std::string_view id, std::string_view text) {
        const std::string_view verb = text.substr(0, text.find_first_of(" \t"));
        const std::vector<std::string_view> args = words(text.substr(verb.size()));
        const command* c = nullptr;
        for (const command& k : commands())
            if (k.name == verb) c = &k;
        // load's text follows it whatever happens, so it is read first.
        if (verb == "load") load_text_ = read_text();
        try {
            if (c == nullptr) throw usage_error(fmt::format("unknown command '{}' (list_commands lists them)", verb));
            current_ = c;
            rest_ = trim(text.substr(verb.size()));
            reply(id, true, (this->*c->run)(args), c->list);
        } catch (const usage_error& e) {
            reply(id, false, e.what(), false);
        } catch (const std::exception& e) {
            reply(id, false, fmt::format("internal error: {}", e.what()), false);
        }
    }

    void reply(std::string_view id, bool ok, std::string_view text, bool list) {
        std::string out = fmt::format("{}{}", ok ? '=' : '?', id);
        if (list) {
            out += '\n';
            while (!text.empty()) {
                const std::size_t end = text.find('\n');
                const std::string_view line = text.substr(0, end);
                out += line.empty() ? std::string_view(" ") : line;
                out += '\n';
                text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
            }
        } else if (!text.empty()) {
            out += ' ';
            for (const char ch : text) out += ch == '\n' || ch == '\r' ? ' ' : ch;
            out += '\n';
        } else {
            out += '\n';
        }
        out += '\n';
        std::fwrite(out.data(), 1, out.size(), out_);
        std::fflush(out_);
    }

    // The lines after `load` up to an empty one (or the end of input).
    [[nodiscard]] std::string read_text() {
        std::string text, line;
        while (std::getline(in_, line)) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (trim(line).empty()) break;
            text += line + '\n';
        }
        return text;
    }

    [[noreturn]] void bad_usage() const {
        throw usage_error(fmt::format("usage: {}{}{}", current_->name, current_->usage.empty() ? "" : " ", current_->usage));
    }
    void expect_args(std::span<const std::string_view> args, std::size_t low, std::size_t high) const {
        if (args.size() < low || args.size() > high) bad_usage();
    }

    [[nodiscard]] engine_game& game() const {
        if (!game_) throw usage_error(fmt::format("no game yet: start one with new GAME (list_games lists them)"));
        return *game_;
    }

    [[nodiscard]] const game_info& find_game(std::string_view name) const {
        std::vector<std::string_view> names;
        for (const game_info* g : games_) {
            if (g->name == name) return *g;
            names.push_back(g->name);
        }
        throw usage_error(fmt::format("unknown game '{}'; expected {}", name, join_or(names)));
    }

    [[nodiscard]] int player_number(std::string_view text) const {
        int p = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), p);
        if (ec != std::errc{} || end != text.data() + text.size())
            throw usage_error(fmt::format("{}: a player is a number, not '{}'", current_->name, text));
        return p;
    }

    // ---- the commands: each returns its answer or throws usage_error

    std::string protocol_version(std::span<const std::string_view> args) {
        expect_args(args, 0, 0);
        return "1";
    }
    std::string name(std::span<const std::string_view> args) {
        expect_args(args, 0, 0);
        return "arbiter";
    }
    std::string version(std::span<const std::string_view> args) {
        expect_args(args, 0, 0);
        return ARBITER_VERSION;
    }
    std::string list_commands(std::span<const std::string_view> args) {
        expect_args(args, 0, 0);
        std::string out;
        for (const command& c : commands()) out += fmt::format("{}{}{}\n", c.name, c.usage.empty() ? "" : "\t", c.usage);
        return out;
    }
    std::string list_games(std::span<const std::string_view> args) {
        expect_args(args, 0, 0);
        std::string out;
        for (const game_info* g : games_) out += fmt::format("{}\t{}\n", g->name, g->summary);
        return out;
    }
    std::string list_rules(std::span<const std::string_view> args) {
        expect_args(args, 1, 1);
        return find_game(args[0]).rules();
    }

    // new GAME [rules R] [players N] [OPTION VALUE]...: the game's start
    // options by name, as the other commands take them (--match, --scenario).
    std::string start(std::span<const std::string_view> args) {
        if (args.empty() || args.size() % 2 == 0) bad_usage();
        std::vector<std::string> given;
        for (std::size_t i = 1; i < args.size(); i += 2) {
            if (args[i] == "position" || args[i].starts_with("-"))
                throw usage_error(fmt::format("new: no option '{}' (load reads a state)", args[i]));
            given.insert(given.end(), {"--" + std::string(args[i]), std::string(args[i + 1])});
        }
        return open(args[0], given);
    }

    // load: a full-state text with its header (game=...) names its game and
    // rules; without one it is a state of the current game's rules.
    std::string load(std::span<const std::string_view> args) {
        expect_args(args, 0, 0);
        if (trim(load_text_).empty()) throw usage_error("load: no state text on the lines after load");
        const auto reading = arbiter::read_state_header(load_text_);
        if (!reading) throw usage_error(fmt::format("load: bad state: {}", reading.error().what()));
        std::vector<std::string> given{"--position", load_text_};
        if (reading->header) return open(reading->header->game, given);
        if (!game_)
            throw usage_error("load: a text without a header (game=NAME rules=R players=N) needs a game: new GAME first");
        given.insert(given.end(), {"--rules", std::string(game_->rules_name())});
        if (game_->entry_players() != 0) given.insert(given.end(), {"--players", std::to_string(game_->entry_players())});
        return open(game_->game_name(), given);
    }

    // The game called `name` starts with these options, in place of the
    // current one only once it has started: what it is (header()).
    std::string open(std::string_view name, const std::vector<std::string>& given) {
        const std::vector<std::string_view> args(given.begin(), given.end());
        try {
            const game_info& g = find_game(name);
            if (g.engine == nullptr) throw usage_error(fmt::format("{} has no engine", g.name));
            game_ = g.engine(args);
        } catch (const usage_error& e) {
            throw usage_error(fmt::format("{}: {}", current_->name, e.what()));
        }
        return game_->header();
    }

    std::string state(std::span<const std::string_view> args) {
        expect_args(args, 0, 0);
        return game().state_text();
    }
    std::string to_move(std::span<const std::string_view> args) {
        expect_args(args, 0, 0);
        return game().to_move_text();
    }
    std::string moves(std::span<const std::string_view> args) {
        expect_args(args, 0, 0);
        return game().move_lines();
    }
    std::string outcomes(std::span<const std::string_view> args) {
        expect_args(args, 0, 0);
        return game().outcome_lines();
    }
    // play MOVE: the rest of the line, spaces and all (backgammon's `8/5 6/5`).
    std::string play_text(std::span<const std::string_view> args) {
        expect_args(args, 1, SIZE_MAX);
        game().apply(rest_);
        return {};
    }
    std::string roll(std::span<const std::string_view> args) {
        expect_args(args, 0, 0);
        return game().roll_outcome(chance_rng_);
    }
    // seed N: the streams of roll and of genmove start again from N.
    std::string seed(std::span<const std::string_view> args) {
        expect_args(args, 1, 1);
        std::uint64_t n = 0;
        const auto [end, ec] = std::from_chars(args[0].data(), args[0].data() + args[0].size(), n);
        if (ec != std::errc{} || end != args[0].data() + args[0].size())
            throw usage_error(fmt::format("seed: a whole number from 0 to {}, not '{}'", UINT64_MAX, args[0]));
        chance_rng_.seed(n);
        bot_rng_.seed(bot_seed(n));
        return {};
    }
    std::string undo(std::span<const std::string_view> args) {
        expect_args(args, 0, 0);
        game().undo();
        return {};
    }
    std::string genmove(std::span<const std::string_view> args) {
        expect_args(args, 0, 2);
        return game().bot_move(args.empty() ? std::string_view() : args[0], args.size() < 2 ? std::string_view() : args[1],
                               bot_rng_);
    }
    std::string result(std::span<const std::string_view> args) {
        expect_args(args, 0, 0);
        return game().result_text();
    }
    std::string board(std::span<const std::string_view> args) {
        expect_args(args, 0, 1);
        return game().board_text(args.empty() ? 0 : player_number(args[0]));
    }
    std::string observe_text(std::span<const std::string_view> args) {
        expect_args(args, 1, 1);
        return game().observation_text(player_number(args[0]));
    }
    std::string quit(std::span<const std::string_view> args) {
        expect_args(args, 0, 0);
        quit_ = true;
        return {};
    }

    // genmove's stream, apart from roll's: asking a bot leaves the dice as seeded.
    [[nodiscard]] static std::uint64_t bot_seed(std::uint64_t n) { return n ^ 0x9e3779b97f4a7c15ULL; }

    std::span<const game_info* const> games_;
    std::istream& in_;
    std::FILE* out_;
    std::unique_ptr<engine_game> game_;
    std::mt19937_64 chance_rng_{0};
    std::mt19937_64 bot_rng_{bot_seed(0)};
    const command* current_ = nullptr;
    std::string_view rest_;   // the current command's text after its name
    std::string load_text_;   // the lines after the last load
    bool quit_ = false;
};

inline void print_engine_help() {
    fmt::print("arbiter engine: {}\n\n"
               "usage: arbiter engine\n\n"
               "options:\n  {:<6}  {}\n\n"
               "Reads one command a line from standard input, an optional id number first,\n"
               "and answers each on standard output: `=` (or `=ID`) and a one-line answer,\n"
               "or `=` and a list on the following lines; `? message` for an error; every\n"
               "reply ends with an empty line. `load` reads a full-state text from the lines\n"
               "after it, up to an empty line. `quit` or the end of input ends it (status 0).\n"
               "Commands:\n",
               engine_summary_text, "--help", help_option.help);
    for (const auto& [name, usage] : std::initializer_list<std::pair<std::string_view, std::string_view>>{
             {"list_games, list_rules GAME", "the games and each game's rules"},
             {"new GAME [rules R] [players N]", "a new game (and the game's start options: match N, ...)"},
             {"load, state", "a full-state text in, and out"},
             {"to_move", "the player to move, chance or over"},
             {"moves, outcomes", "the legal moves, or the chance outcomes with N/D after a tab"},
             {"play MOVE|OUTCOME, undo", "play a move or an outcome, take the last one back"},
             {"roll, seed N", "play a chance outcome from a seeded stream (default seed 0)"},
             {"genmove [BOT [ITERATIONS]]", "the move a bot (random, mcts, the game's own) would play"},
             {"result", "each player's return, then a tab and how the game ended"},
             {"board [P], observe P", "the board as play draws it for P, player P's observation text"},
             {"protocol_version, name, version, list_commands, quit", ""}})
        fmt::print("  {:<32}{}\n", name, usage);
}

// `arbiter engine`: the protocol over standard input and output.
inline int run_engine(std::span<const game_info* const> games, std::span<const std::string_view> args) {
    if (args.size() == 2 && (args[1] == "--help" || args[1] == "-h")) {
        print_engine_help();
        return 0;
    }
    if (args.size() > 1)
        throw usage_error(fmt::format("'arbiter engine' takes no arguments, not '{}'; the game is chosen by its new "
                                      "command (arbiter engine --help)",
                                      args[1]));
    std::ios::sync_with_stdio(false);
    engine_protocol protocol(games, std::cin, stdout);
    return protocol.run();
}

}  // namespace cli
