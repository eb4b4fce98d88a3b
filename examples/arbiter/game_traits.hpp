#pragma once
// What a game may add to the tool's generic commands (game_commands.hpp):
// its own bots, notations, start options and reports, as a traits struct
// derived from game_traits_base; and the helpers the commands share (the
// chosen rules, the start, the given state, the seated bots).

#include <arbiter/bots.hpp>
#include <arbiter/core.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <functional>
#include <iterator>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "bots.hpp"
#include "game_log.hpp"
#include "options.hpp"
#include "text.hpp"

namespace cli {

// A bot: the move for the player to move in a decision state.
template <class S>
using bot_fn = std::function<arbiter::move_t<S>(const S&, std::mt19937_64&)>;

// `moves --batch` (backgammon's and Stratego's comparison formats): each
// line of standard input answered by answer(words, out), which appends its
// output line to `out` or returns why the line is bad; the first bad line
// stops with its number, after the lines before it are written.
template <class Answer>
int answer_lines(Answer answer) {
    std::string line, out;
    for (std::size_t number = 1; std::getline(std::cin, line); ++number) {
        const std::string why = answer(words(line), out);
        if (!why.empty()) {
            std::fwrite(out.data(), 1, out.size(), stdout);
            std::fflush(stdout);
            throw usage_error(fmt::format("standard input, line {}: {}", number, why));
        }
        if (out.size() > (1u << 16)) {
            std::fwrite(out.data(), 1, out.size(), stdout);
            out.clear();
        }
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}

// A rules entry by name, and its number of players (0: the name's first).
struct rules_choice {
    std::string name;
    int players = 0;
};

// A row of `arbiter bench` (all games): the rules, their players, the games played.
struct bench_entry {
    std::string_view rules;
    int players = 0;
    std::uint64_t games = 100;
};

// What a game's own command in `play` answers (play_command): lines to
// print, and the moves it makes for the person (each legal in turn, played
// and logged as if typed).
template <class S>
struct play_reply {
    play_reply(std::string said, std::vector<arbiter::move_t<S>> made = {})
        : text(std::move(said)), moves(std::move(made)) {}
    std::string text;
    std::vector<arbiter::move_t<S>> moves;
    // Or: take back the person's last `rewind` decisions and read `retype`
    // there instead (Memoir '44's orders given one at a time in any order,
    // played again as the engine's one sequence); nothing changes unless
    // `retype` then makes its moves.
    std::size_t rewind = 0;
    std::string retype;
};

// What a game may add to the generic commands. A game's traits derive from
// this and hide what they change.
struct game_traits_base {
    // Bots beyond the library's random and mcts, by name, for --bot.
    static constexpr std::string_view extra_bots = "";
    template <class S>
    [[nodiscard]] static std::optional<bot_fn<S>> make_bot(std::string_view, const options&) {
        return std::nullopt;
    }
    // The bot `play` seats by default, and options of the game's bots.
    static constexpr std::string_view play_bot = "random";
    [[nodiscard]] static std::vector<option_spec> bot_specs() { return {}; }
    // Options that shape the start of a game (written to a log's header, and
    // read back from it by replay), and the start_options.setup they give.
    [[nodiscard]] static std::vector<option_spec> start_specs() { return {}; }
    [[nodiscard]] static std::string setup_text(const options&) { return {}; }
    // Every seated bot, as the game's options change it (Stratego's
    // --setups FILE: a setup decision drawn from real setups), so that a log
    // still holds every decision.
    template <class S>
    [[nodiscard]] static bot_fn<S> seat_bot(bot_fn<S> bot, const options&) {
        return bot;
    }
    // --position TEXT and --state FILE: the full-state text, or another
    // notation of the game's (a Position ID, a board string).
    template <class S>
    [[nodiscard]] static arbiter::result<S> read_position(std::string_view text) {
        return arbiter::state_from_text<S>(text);
    }
    // What `moves` prints beside move m of s: where it leads, in a short
    // notation of the game's (empty: nothing).
    template <class S>
    [[nodiscard]] static std::string leads_to(const S&, const arbiter::move_t<S>&) {
        return {};
    }
    // A log line an older version of the tool wrote that is not one move in
    // today's notation (Stratego's whole setup string), played its old way;
    // nullopt: the line is read by parse_move.
    template <class S>
    [[nodiscard]] static std::optional<arbiter::result<S>> legacy_line(const S&, std::string_view) {
        return std::nullopt;
    }
    // A decision that an older version of the game did not have, played when
    // an old log goes on with a chance line there (game_log.hpp).
    template <class S>
    [[nodiscard]] static std::optional<arbiter::move_t<S>> implied_before_chance(const S&) {
        return std::nullopt;
    }
    // The rules the game reads from its own options (an earlier tool's
    // --setup or --variant, or the header of a --state file), so that old
    // command lines and logs mean the same; nullopt: --rules and --players.
    [[nodiscard]] static std::optional<rules_choice> choose_rules(const options&) { return std::nullopt; }
    // Header keys of older logs, as the option they stand for ("variants" -> "variant").
    [[nodiscard]] static std::string_view legacy_header_key(std::string_view key) { return key; }
    // An older name of `moves --outcome` (backgammon's --dice), listed by
    // the game's extra_specs("moves").
    static constexpr std::string_view outcome_alias = "";
    // A game's own options of a command, and the command run its own way when
    // they are given (backgammon's `moves --batch` for gnubg comparisons):
    // run_instead returns the exit status, or nullopt for the generic command.
    [[nodiscard]] static std::vector<option_spec> extra_specs(std::string_view) { return {}; }
    [[nodiscard]] static std::optional<int> run_instead(std::string_view, const options&) { return std::nullopt; }
    // The rows of `arbiter bench` (all games); empty: the default rules, 100 games.
    [[nodiscard]] static std::vector<bench_entry> bench_rows() { return {}; }
    // What replay prints after its summary (backgammon's match scores).
    static void after_replay(const game_log&) {}
    // A name beside a player's number in reports ("O", "Allies"; empty: none).
    template <class S>
    [[nodiscard]] static std::string player_label(const S&, std::size_t) {
        return {};
    }
    // How a finished game ended, counted by selfplay ("gammon", "round cap";
    // empty: not counted), and said at the end of `play`.
    template <class S>
    [[nodiscard]] static std::string end_kind(const S&) {
        return {};
    }

    // ---- play (play_session.hpp): what a person sees and may type

    // The board as the person playing `viewer` sees it: their side at the
    // bottom, coordinates on every rank and file as the moves name them,
    // only what `viewer` may see. Empty: the generic view (the
    // observation's or the state's {fmt} text).
    template <class S>
    [[nodiscard]] static std::string play_board(const S&, arbiter::player_id) {
        return {};
    }
    // Every mark play_board uses, one per line ("X  your checkers"), printed
    // at the start and by `legend`.
    [[nodiscard]] static std::string play_legend() { return {}; }
    // Lines said when a game starts, after the rules and the length cap:
    // what else is in force (a match length, a turn limit, the scenario).
    template <class S>
    [[nodiscard]] static std::vector<std::string> play_notes(const S&) {
        return {};
    }
    // A command of the game's own at the person's turn (Memoir '44's `card
    // NAME`, Stratego's setup commands): nullopt when `line` is not one.
    template <class S>
    [[nodiscard]] static std::optional<play_reply<S>> play_command(const S&, std::string_view, arbiter::player_id) {
        return std::nullopt;
    }
    // The game's moves in words, for `help`: what a person may type.
    [[nodiscard]] static std::string_view play_actions() { return {}; }
    // Those commands for `help`: {"card NAME", "what a command card does"}.
    [[nodiscard]] static std::vector<std::pair<std::string_view, std::string_view>> play_commands() { return {}; }
};

namespace detail {

[[nodiscard]] inline std::string read_file(std::string_view path, std::string_view option) {
    return read_text_file<usage_error>(std::string(path), option);
}

template <class D>
[[nodiscard]] std::string rules_help() {
    std::string out;
    for (const std::string_view n : arbiter::rules_names<D>()) {
        if (!out.empty()) out += ", ";
        out += n;
        const auto players = arbiter::players_of<D>(n);
        if (!players.empty()) {
            out += " (";
            for (std::size_t i = 0; i < players.size(); ++i) out += (i ? "," : "") + std::to_string(players[i]);
            out += " players)";
        }
    }
    return out;
}

// `arbiter rules <game>`: a line per name (the default first), with the
// numbers of players it is played with where they vary.
template <class D>
[[nodiscard]] std::string rules_listing() {
    std::string out;
    for (const std::string_view n : arbiter::rules_names<D>()) {
        out += fmt::format("{}{}", out.empty() ? "" : "\n", n);
        const auto players = arbiter::players_of<D>(n);
        for (std::size_t i = 0; i < players.size(); ++i) out += fmt::format("{}{}", i ? "," : "\tplayers ", players[i]);
    }
    return out;
}

// The rules a full-state text's header names (core/state_header.hpp), with
// --rules and --players, where given, checked against it: a saved state
// opens without remembering how its game was started. `asked` is the
// --rules name as the game spells it (nullopt: --rules as given). nullopt:
// the header names no rules entry (the options or the defaults decide).
[[nodiscard]] inline std::optional<rules_choice> header_choice(const arbiter::state_header& h, const options& opts,
                                                               std::string_view source,
                                                               std::optional<std::string> asked = std::nullopt) {
    if (!asked)
        if (const auto r = opts.get("rules")) asked = std::string(*r);
    const int players = opts.has("players") ? static_cast<int>(opts.integer("players", 0, 1, 64)) : 0;
    if (h.rules.empty()) return std::nullopt;
    if ((asked && *asked != h.rules) || (players != 0 && players != h.players))
        throw usage_error(fmt::format("{} is a state of rules '{}' for {} players, not '{}' for {}: leave out --rules "
                                      "and --players, or give these",
                                      source, h.rules, h.players, asked.value_or(h.rules), players != 0 ? players : h.players));
    return rules_choice{h.rules, h.players};
}

// header_choice for the text of --state FILE or --position TEXT, if either
// is given and its text has a header.
[[nodiscard]] inline std::optional<rules_choice> state_text_choice(const options& opts) {
    std::string text;
    std::string source;
    if (const auto file = opts.get("state")) {
        text = read_file(*file, "--state");
        source = std::string(*file);
    } else if (const auto p = opts.get("position")) {
        text = std::string(*p);
        source = "--position";
    } else {
        return std::nullopt;
    }
    const auto reading = arbiter::read_state_header(text);
    if (!reading) throw usage_error(fmt::format("bad state: {}", reading.error().what()));
    if (!reading->header) return std::nullopt;
    return header_choice(*reading->header, opts, source);
}

// The rules entry the options name; f(type_identity<named_rules>) is run with it.
template <class D, class Traits, class F>
int with_chosen_rules(const options& opts, F&& f) {
    const auto names = arbiter::rules_names<D>();
    std::optional<rules_choice> own = Traits::choose_rules(opts);
    if (!own) own = state_text_choice(opts);
    const std::string_view name = own ? std::string_view(own->name) : opts.get("rules").value_or(names.front());
    const int players = own ? own->players : static_cast<int>(opts.integer("players", 0, 1, 64));
    int status = 0;
    bool found = false;
    std::string counts;  // the numbers of players `name` is played by
    arbiter::for_each_rules<D>([&]<class N>(std::type_identity<N> n) {
        constexpr int count = N::players != 0 ? N::players : static_cast<int>(arbiter::state_of<D, N>::num_players);
        if (N::name != name) return;
        counts += fmt::format("{}{}", counts.empty() ? "" : ", ", count);
        if (found || (players != 0 && players != count)) return;
        found = true;
        status = f(n);
    });
    if (found) return status;
    if (!counts.empty())
        throw usage_error(fmt::format("--players: {} '{}' is played by {} players, not {}", D::name, name, counts, players));
    throw usage_error(fmt::format("{}: no rules '{}'; expected {}", D::name, name, rules_help<D>()));
}

// The start of a game for the chosen rules (a bad setup is a usage error).
template <class D, class Traits, class N>
[[nodiscard]] auto start_state(const options& opts) {
    using R = typename D::template capped<typename N::rules_type>;
    const std::string setup = Traits::setup_text(opts);
    const auto s = D::template start<R>(
        arbiter::start_options{static_cast<int>(opts.integer("players", 0, 1, 64)), setup});
    if (!s) throw usage_error(fmt::format("bad setup: {}", s.error().what()));
    return *s;
}

// The state of --state FILE or --position TEXT; nullopt when neither is given.
template <class S, class Traits>
[[nodiscard]] std::optional<S> given_state(const options& opts) {
    std::string text;
    if (const auto file = opts.get("state")) text = read_file(*file, "--state");
    else if (const auto p = opts.get("position")) text = std::string(*p);
    else return std::nullopt;
    const auto s = Traits::template read_position<S>(text);
    if (!s) throw usage_error(fmt::format("bad state: {}", s.error().what()));
    return *s;
}

// A seat's bot by name: the game's own, or the library's random or mcts.
template <class S, class Traits>
[[nodiscard]] bot_fn<S> make_bot(std::string_view name, const options& opts) {
    if (auto own = Traits::template make_bot<S>(name, opts)) return Traits::seat_bot(std::move(*own), opts);
    if (library_bot<S>::provides(name)) {
        auto bot = std::make_shared<library_bot<S>>(name, opts);
        return Traits::seat_bot(bot_fn<S>([bot](const S& s, std::mt19937_64& rng) { return (*bot)(s, rng); }), opts);
    }
    throw usage_error(fmt::format("--bot must be random{} or mcts, not '{}'",
                                  Traits::extra_bots.empty() ? "" : ", " + std::string(Traits::extra_bots), name));
}

// A bot as reports name it: "random", "mcts (1000 iterations)".
[[nodiscard]] inline std::string bot_description(std::string_view name, const options& opts) {
    if (name != "mcts") return std::string(name);
    return fmt::format("mcts ({} iterations)", mcts_options(opts).iterations);
}

// --bot B or B0,B1,...: one name per player (the last repeated).
[[nodiscard]] inline std::vector<std::string_view> bot_names(const options& opts, std::string_view fallback,
                                                              std::size_t players) {
    std::vector<std::string_view> names;
    std::string_view text = opts.get("bot").value_or(fallback);
    for (;;) {
        const auto comma = text.find(',');
        names.push_back(text.substr(0, comma));
        if (comma == std::string_view::npos) break;
        text.remove_prefix(comma + 1);
    }
    if (names.size() > players)
        throw usage_error(fmt::format("--bot names {} bots for {} players: give one bot, or one per player separated "
                                      "by commas (player 0's first), not '{}'",
                                      names.size(), players, opts.get("bot").value_or(fallback)));
    while (names.size() < players) names.push_back(names.back());
    return names;
}

template <class R>
[[nodiscard]] std::string returns_text(const R& r) {
    std::string out;
    for (const auto v : r) out += fmt::format("{}{}", out.empty() ? "" : " ", v);
    return out;
}

}  // namespace detail

}  // namespace cli
