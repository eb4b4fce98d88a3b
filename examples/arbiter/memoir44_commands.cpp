// The `arbiter` commands for Memoir '44: moves, selfplay, play, perft, bench,
// and replay of selfplay's logs. The rules are
// include/arbiter/memoir44/RULES.md: the tutorial ruleset (Part A), the
// standard one (Part B, all 60 cards) and its section cards alone
// (`standard-sections`). Scenarios are the shipped ones (brennau-crossing,
// hedgerow-lane), a scenario text file (M44-9), or a .m44 file (M44-10)
// when the tool is built with nlohmann_json.

#include <arbiter/core.hpp>
#include <arbiter/memoir44.hpp>
#include <arbiter/memoir44/format.hpp>
#ifdef ARBITER_HAVE_M44_IMPORT
#include <arbiter/memoir44/m44_import.hpp>
#endif

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "bench_table.hpp"
#include "bots.hpp"
#include "commands.hpp"
#include "game_log.hpp"
#include "options.hpp"
#include "progress.hpp"
#include "text.hpp"

namespace m44 = arbiter::memoir44;

namespace {

using clock_type = std::chrono::steady_clock;

// --rules: the tutorial ruleset, or the standard one with all 60 cards or
// its 40 section cards only (M44-S-10, M44-S-11).
constexpr std::array<std::string_view, 3> rules_names{"tutorial", "standard", "standard-sections"};

[[nodiscard]] std::string_view chosen_rules(const cli::options& opts) {
    return opts.choice("rules", "tutorial", {rules_names[0], rules_names[1], rules_names[2]});
}

// Calls f(std::type_identity<R>{}) with the policy R named `rules`
// (`tutorial` unless it names a standard one).
template <class F>
int with_rules(std::string_view rules, F&& f) {
    if (rules == "standard") return f(std::type_identity<m44::standard>{});
    if (rules == "standard-sections") return f(std::type_identity<m44::standard_sections>{});
    return f(std::type_identity<m44::tutorial>{});
}

// A scenario by a shipped scenario's id or name, or a file's path: the value
// of --scenario, or of a log's `scenario` line (replay).
m44::scenario read_scenario(const std::string& name) {
    if (auto s = m44::shipped(name)) return *s;
    std::ifstream in(name, std::ios::binary);
    if (!in)
        throw cli::usage_error("--scenario '" + name +
                               "' is neither a shipped scenario (brennau-crossing, hedgerow-lane) nor a readable file");
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (name.size() > 4 && name.substr(name.size() - 4) == ".m44") {
#ifdef ARBITER_HAVE_M44_IMPORT
        const auto s = m44::import_m44(text, name);
        if (!s) throw cli::usage_error(name + ": " + s.error().what());
        return *s;
#else
        throw cli::usage_error(name + ": this tool was built without nlohmann_json, so it cannot read .m44 files");
#endif
    }
    const auto s = m44::parse_scenario(text);
    if (!s) throw cli::usage_error(name + ": " + s.error().message);  // the message names line and column
    return *s;
}

[[nodiscard]] std::string scenario_option(const cli::options& opts) {
    return std::string(opts.get("scenario").value_or("brennau-crossing"));
}
m44::scenario read_scenario(const cli::options& opts) { return read_scenario(scenario_option(opts)); }

[[nodiscard]] std::string side_title(m44::side s) { return s == m44::side::allies ? "Allies" : "Axis"; }

template <class S, class G>
[[nodiscard]] m44::move random_move(const S& s, G& rng) {
    const auto moves = legal_moves(s);
    return moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))];
}

// ------------------------------------------------------------------ bots

// Where an MCTS playout stops short of the end: each side's medals as a
// share of the medals it needs (M44-8.3, M44-9.2), the difference halved, so
// that a finished game (+1/-1, M44-8.7) counts for more than any lead.
struct medal_lead {
    template <class R>
    [[nodiscard]] std::array<double, 2> operator()(const m44::state<R>& s) const {
        if (is_terminal(s)) return returns(s);
        const auto share = [&](m44::side sd) {
            const int need = std::max<int>(1, s.medals_to_win[static_cast<std::size_t>(sd)]);
            return static_cast<double>(m44::medals(s, sd)) / static_cast<double>(need);
        };
        const double lead = 0.5 * std::clamp(share(m44::side::allies) - share(m44::side::axis), -1.0, 1.0);
        return {lead, -lead};
    }
};

// Decisions an MCTS playout makes before medal_lead scores it: a few turns
// (a random game is some hundreds of decisions).
inline constexpr std::uint32_t mcts_playout_plies = 40;

template <class R>
using m44_bot = cli::library_bot<m44::state<R>, medal_lead>;

template <class R>
[[nodiscard]] m44_bot<R> make_bot(std::string_view name, const cli::options& opts) {
    return m44_bot<R>(name, opts, medal_lead{}, mcts_playout_plies);
}

// ------------------------------------------------------------------ logs

// Memoir '44 in a game log (game_log.hpp): decisions and chance outcomes in
// the notation of M44-11.1 (`play probe-c`, `chance draw attack-l`,
// `chance roll 2/3`, `chance roll I1 A0 G1 S0 F1`, `chance defense flag`).
struct log_notation {
    static constexpr std::string_view name = "memoir44";
    template <class R>
    [[nodiscard]] static std::string move_text(const m44::state<R>&, const m44::move& m) {
        return m44::to_string(m);
    }
    template <class R>
    [[nodiscard]] static std::string outcome_text(const m44::state<R>&, const m44::outcome& o) {
        return m44::to_string(o);
    }
    template <class R>
    [[nodiscard]] static arbiter::result<m44::state<R>> apply(const m44::state<R>& s, std::string_view text) {
        const auto m = m44::parse_move(text);
        if (!m) return m.error();
        return m44::try_play(s, *m);
    }
    template <class R>
    [[nodiscard]] static arbiter::result<m44::outcome> parse_outcome(const m44::state<R>&, std::string_view text) {
        return m44::parse_outcome(text);
    }
};

// ------------------------------------------------------------------ positions

[[nodiscard]] std::string read_text_file(std::string_view path, std::string_view what) {
    std::ifstream in{std::string(path), std::ios::binary};
    if (!in) throw cli::usage_error("cannot read " + std::string(what) + " " + std::string(path));
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

// The state text of --state FILE or --position TEXT, if either is given.
[[nodiscard]] std::optional<std::string> state_text_option(const cli::options& opts) {
    if (const auto file = opts.get("state")) return read_text_file(*file, "--state");
    if (const auto p = opts.get("position")) return std::string(*p);
    return std::nullopt;
}

// The ruleset of a command that may read a state text: --rules, else the
// text's `rules:` line (M44-11), else tutorial.
[[nodiscard]] std::string_view rules_for(const cli::options& opts, const std::optional<std::string>& text) {
    if (opts.has("rules") || !text) return chosen_rules(opts);
    for (const std::string_view name : rules_names)
        if (text->find("\nrules: " + std::string(name) + "\n") != std::string::npos) return name;
    return chosen_rules(opts);
}

// The position of --state or --position, or the start of --scenario (before the deal).
template <class R>
[[nodiscard]] m44::state<R> position_option(const cli::options& opts, const std::optional<std::string>& text) {
    if (!text) return m44::start_game<R>(read_scenario(opts));
    const auto s = m44::parse_state<R>(*text);
    if (!s) throw cli::usage_error("bad state: " + s.error().message);  // the message names line and column
    return *s;
}

// ------------------------------------------------------------------ moves

template <class R>
int moves(const cli::options& opts, const std::optional<std::string>& text) {
    const m44::state<R> s = position_option<R>(opts, text);
    if (is_terminal(s)) {
        std::fputs("the game is over (M44-8.4)\n", stderr);
        return 0;
    }
    if (current_player(s) == arbiter::chance_player) {
        for (const auto& o : chance_outcomes(s))
            fmt::print("{}\t{}/{}\n", m44::to_string(o.outcome), o.chance.numerator(), o.chance.denominator());
        return 0;
    }
    for (const m44::move& m : legal_moves(s)) fmt::print("{}\n", m44::to_string(m));
    return 0;
}

int run_moves(const cli::options& opts) {
    const auto text = state_text_option(opts);
    const auto rules = rules_for(opts, text);
    return with_rules(rules, [&]<class R>(std::type_identity<R>) { return moves<R>(opts, text); });
}

// ------------------------------------------------------------------ selfplay

// selfplay's --bot names the Allies' bot then the Axis' (player 0 is the Allies).
template <class R>
int selfplay(const cli::options& opts) {
    const std::string scenario_name = scenario_option(opts);
    const m44::scenario sc = read_scenario(scenario_name);
    const std::uint64_t games = opts.required_integer("games", 1, 1'000'000'000);
    const std::uint64_t seed = opts.required_integer("seed", 0, UINT64_MAX);
    const auto names = cli::bot_pair(opts, "random");
    std::array<m44_bot<R>, 2> bots{make_bot<R>(names[0], opts), make_bot<R>(names[1], opts)};
    cli::check_iterations_used(opts, names[0] == "mcts" || names[1] == "mcts");
    const std::string bots_text = bots[0].description() + " (Allies) vs " + bots[1].description() + " (Axis)";
    cli::log_writer log(std::string(opts.get("log").value_or("")), log_notation::name,
                        {{"rules", std::string(R::name)},
                         {"scenario", scenario_name},
                         {"seed", std::to_string(seed)},
                         {"bots", bots_text}});
    const auto start = m44::start_game<R>(sc);
    std::mt19937_64 rng(seed);
    std::array<std::uint64_t, 2> wins{}, medals{};
    std::uint64_t turns = 0, decisions = 0;
    cli::progress_line progress(games, "games");
    const auto t0 = clock_type::now();
    for (std::uint64_t g = 0; g < games; ++g) {
        auto s = start;
        log.begin(g + 1);
        while (!is_terminal(s)) {
            const arbiter::player_id who = current_player(s);
            if (who == arbiter::chance_player) {
                const auto o = arbiter::sample_outcome(chance_outcomes(s), rng);
                if (log.enabled()) log.chance(log_notation::outcome_text(s, o));
                s = play(s, o);
            } else {
                const m44::move m = bots[static_cast<std::size_t>(who)](s, rng);  // given only who's observation
                if (log.enabled()) log.decision(who, log_notation::move_text(s, m));
                s = play(s, m);
                ++decisions;
            }
        }
        log.end(returns(s));
        ++wins[static_cast<std::size_t>(s.winner)];
        for (const auto sd : {m44::side::allies, m44::side::axis})
            medals[static_cast<std::size_t>(sd)] += static_cast<std::uint64_t>(m44::medals(s, sd));
        turns += s.turn;
        progress.update(g + 1);
    }
    const double seconds = std::chrono::duration<double>(clock_type::now() - t0).count();
    progress.finish();
    log.finish();
    const auto n = static_cast<double>(games);
    fmt::print("selfplay memoir44: {} game{}, rules {}, scenario {}, {}, seed {}\n", games, games == 1 ? "" : "s",
               R::name, sc.name,
               names[0] == "random" && names[1] == "random" ? std::string("random bots") : "bots " + bots_text, seed);
    for (const auto sd : {m44::side::allies, m44::side::axis}) {
        const auto i = static_cast<std::size_t>(sd);
        fmt::print("{} wins: {} ({:.1f}%), average medals {:.2f} of {}\n", side_title(sd), wins[i],
                   100.0 * static_cast<double>(wins[i]) / n, static_cast<double>(medals[i]) / n, sc.medals_to_win[i]);
    }
    fmt::print("average turns per game: {:.2f}, decisions per game: {:.2f}\n", static_cast<double>(turns) / n,
               static_cast<double>(decisions) / n);
    fmt::print("time: {:.3f} s, {:.0f} games/s\n", seconds, n / std::max(seconds, 1e-9));
    return 0;
}

int run_selfplay(const cli::options& opts) {
    const auto rules = chosen_rules(opts);
    return with_rules(rules, [&]<class R>(std::type_identity<R>) { return selfplay<R>(opts); });
}

// ------------------------------------------------------------------ play

// What `viewer` may learn of chance outcome o (M44-7.2: another's draw is a card, not which).
template <class S>
[[nodiscard]] std::string tell(const S& s, const m44::outcome& o, m44::side viewer) {
    if (o.kind == m44::chance_kind::draw)
        return s.drawing == viewer ? "You draw " + std::string(m44::card_name(static_cast<m44::card>(o.value))) + "."
                                   : side_title(s.drawing) + " draws a card.";
    if (o.kind == m44::chance_kind::symbols)
        return fmt::format("The attack rolls {} infantry, {} armor, {} grenade, {} star, {} flag.", o.faces[0],
                           o.faces[1], o.faces[2], o.faces[3], o.faces[4]);
    if (o.kind == m44::chance_kind::hits) return fmt::format("The attack rolls {} hit{} on {} dice.", o.value, o.value == 1 ? "" : "s", o.dice);
    return fmt::format("The defense die shows {}.", m44::face_name(static_cast<m44::defense_face>(o.value)));
}

template <class R>
int play_game(const cli::options& opts) {
    const m44::scenario sc = read_scenario(opts);
    const std::string_view side_text = opts.choice("side", "allies", {"allies", "axis"});
    const m44::side human = side_text == "allies" ? m44::side::allies : m44::side::axis;
    const std::uint64_t seed = opts.has("seed") ? opts.integer("seed", 0, 0, UINT64_MAX)
                                                : (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    std::mt19937_64 rng(seed);
    const std::string_view bot_name = opts.get("bot").value_or("random");
    m44_bot<R> bot = make_bot<R>(bot_name, opts);
    cli::check_iterations_used(opts, bot_name == "mcts");
    auto s = m44::start_game<R>(sc);
    fmt::print("{}: you are the {} against the {} bot; seed {} (--seed {} replays the bot and the dice).\n",
               sc.name, side_title(human), bot.description(), seed, seed);
    if constexpr (R::dice_kind == m44::dice_rule::symbols)
        fmt::print("Type decisions as `play probe-c`, `order d4/L`, `end-orders`, `move F3-f4`, `end-moves`,\n"
                   "`battle F3xf4`, `end-battles`...; `moves` lists the legal ones, `quit` stops.\n");
    else
        fmt::print("Type decisions as `play probe-c`, `activate d4/L`, `move F3-f4`, `battle F3xf4`, `end-turn`...;\n"
                   "`moves` lists the legal ones, `quit` stops.\n");
    std::string line;
    bool show_board = true;
    for (;;) {
        if (is_terminal(s)) {
            fmt::print("\n{}\n{}\n", observe(s, m44::player_of(human)), s.winner == human ? "You win." : "The bot wins.");
            return 0;
        }
        const auto who = current_player(s);
        if (who == arbiter::chance_player) {
            const auto o = arbiter::sample_outcome(chance_outcomes(s), rng);
            if (s.step != m44::phase::deal) fmt::print("{}\n", tell(s, o, human));
            s = play(s, o);
            continue;
        }
        if (who != m44::player_of(human)) {
            const m44::move m = bot(s, rng);  // given only the bot's observation
            // M44-S-10.1: which of the two drawn cards the bot keeps is its own secret
            fmt::print("{}: {}\n", side_title(static_cast<m44::side>(who)),
                       m.kind == m44::action::keep_card ? std::string("keeps one of its two cards") : m44::to_string(m));
            s = play(s, m);
            show_board = true;
            continue;
        }
        if (show_board) fmt::print("\n{}", observe(s, m44::player_of(human)));
        show_board = false;
        const auto typed = cli::read_typed("your decision: ", line);
        if (typed.what == cli::typed_line::quit) return 0;
        const std::string_view text = typed.text;
        if (typed.what == cli::typed_line::help) {
            for (const auto& m : legal_moves(s)) fmt::print("  {}\n", m44::to_string(m));
            continue;
        }
        const auto m = m44::parse_move(text);
        if (!m) {
            fmt::print("'{}': {}\n", text, m.error().what());
            continue;
        }
        if (const std::string why = m44::move_error(s, *m); !why.empty()) {
            fmt::print("'{}' is not legal: {}\n", text, why);
            continue;
        }
        s = play(s, *m);
        show_board = true;
    }
}

int run_play(const cli::options& opts) {
    const auto rules = chosen_rules(opts);
    return with_rules(rules, [&]<class R>(std::type_identity<R>) { return play_game<R>(opts); });
}

// ------------------------------------------------------------------ perft

template <class R>
int perft(const cli::options& opts, const std::optional<std::string>& text) {
    const auto depth = static_cast<unsigned>(opts.required_integer("depth", 0, 64));
    m44::state<R> s = position_option<R>(opts, text);
    // The deal is 12 draws from the whole deck (M44-6.1): too many paths to
    // count, so a game of --scenario starts from a seeded deal.
    const std::uint64_t seed = opts.integer("seed", 1, 0, UINT64_MAX);
    std::mt19937_64 rng(seed);
    if (!text)
        while (s.step == m44::phase::deal) s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
    const auto t0 = clock_type::now();
    const arbiter::perft_counts c = arbiter::perft(s, depth);
    const double seconds = std::chrono::duration<double>(clock_type::now() - t0).count();
    fmt::print("perft memoir44, rules {}, {}\n", R::name,
               text ? std::string("from the given state")
                    : fmt::format("from the start of {}, deal of seed {}", read_scenario(opts).name, seed));
    fmt::print("depth={} leaves={} expected={}/{} ({:.6f})\n", depth, c.leaves, c.expected.numerator(),
               c.expected.denominator(), c.expected.to_double());
    fmt::print("time: {:.3f} s\n", seconds);
    return 0;
}

int run_perft(const cli::options& opts) {
    const auto text = state_text_option(opts);
    const auto rules = rules_for(opts, text);
    return with_rules(rules, [&]<class R>(std::type_identity<R>) { return perft<R>(opts, text); });
}

// ------------------------------------------------------------------ bench

// The decision positions of --count random games (uniform moves, chance by
// its probabilities), then legal_moves and play of each legal move timed.
template <class R>
int bench(const cli::options& opts) {
    const auto count = static_cast<std::size_t>(opts.integer("count", 20, 1, 100'000));
    const std::uint64_t seed = opts.integer("seed", 1, 0, UINT64_MAX);
    const auto start = m44::start_game<R>(read_scenario(opts));
    std::mt19937_64 rng(seed);
    std::vector<m44::state<R>> positions;
    for (std::size_t g = 0; g < count; ++g)
        for (auto s = start; !is_terminal(s);) {
            if (current_player(s) == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                continue;
            }
            positions.push_back(s);
            s = play(s, random_move(s, rng));
        }
    const cli::position_timing t = cli::time_positions(positions, 1.0);
    fmt::print("positions={} moves={} ns_per_legal_moves={:.1f} ns_per_play={:.1f} bytes_per_state={}\n",
               positions.size(), t.moves, t.ns_per_legal_moves, t.ns_per_play, sizeof(m44::state<R>));
    return 0;
}

int run_bench(const cli::options& opts) {
    const auto rules = chosen_rules(opts);
    return with_rules(rules, [&]<class R>(std::type_identity<R>) { return bench<R>(opts); });
}

// The rows of `arbiter bench`: Brennau Crossing under the tutorial rules and
// under the standard ones.
std::vector<cli::bench_row> bench_rows(std::uint64_t seed) {
    const m44::scenario sc = read_scenario(std::string("brennau-crossing"));
    return {cli::measure<m44::state<m44::tutorial>>("memoir44", "tutorial", 50, seed,
                                                    [&](auto&) { return m44::start_game<m44::tutorial>(sc); }),
            cli::measure<m44::state<m44::standard>>("memoir44", "standard", 50, seed,
                                                    [&](auto&) { return m44::start_game<m44::standard>(sc); })};
}

// ------------------------------------------------------------------ replay

template <class R>
int replay(const cli::game_log& log, const m44::scenario& sc) {
    const auto start = m44::start_game<R>(sc);
    const auto sum = cli::replay_games<m44::state<R>, log_notation>(log, [&] { return start; });
    cli::print_replay_summary(log, sum, "Allies", "Axis");
    return 0;
}

int run_replay(const cli::game_log& log) {
    const std::string_view rules = log.required("rules");
    if (std::find(rules_names.begin(), rules_names.end(), rules) == rules_names.end())
        throw cli::usage_error(fmt::format("{}: rules must be {}, not '{}'", log.path, cli::join_or(rules_names), rules));
    const m44::scenario sc = read_scenario(std::string(log.required("scenario")));
    return with_rules(rules, [&]<class R>(std::type_identity<R>) { return replay<R>(log, sc); });
}

constexpr cli::option_spec rules_spec{"rules", "R",
                                      "tutorial (default); standard: the standard rules with all 60 cards; "
                                      "standard-sections: with the 40 section cards only"};
constexpr cli::option_spec scenario_spec{
    "scenario", "NAME|FILE", "brennau-crossing (default), hedgerow-lane, a scenario text file or a .m44 file"};
constexpr cli::option_spec state_spec{"state", "FILE", "a file holding a full-state text (M44-11)"};
constexpr cli::option_spec position_spec{"position", "TEXT", "a full-state text (M44-11)"};

}  // namespace

const cli::game_info& cli::memoir44_game() {
    static const game_info info{
        "memoir44",
        "RULES.md in include/arbiter/memoir44/; the tutorial and the standard ruleset, scenarios as text (M44-9)",
        {
            {"moves",
             {"[--state FILE | --position TEXT] [--scenario NAME|FILE] [--rules R]"},
             "Prints the legal decisions of the position, one per line, in the notation\n"
             "of M44-11.1 (`play probe-c`); at a chance node, each outcome and its exact\n"
             "probability. The position is a full-state text (its `rules:` line gives\n"
             "the ruleset unless --rules does), or the start of --scenario, before the deal.\n",
             {state_spec, position_spec, scenario_spec, rules_spec},
             run_moves},
            {"selfplay",
             {"--games N --seed S [--bot B] [--iterations N] [--scenario NAME|FILE] [--rules R] [--log FILE]"},
             "Bots play each other: --bot random (default) or mcts, or B1,B2 for the\n"
             "Allies then the Axis. The random bot takes every decision uniformly among\n"
             "the legal ones; MCTS sees only its side's observation (M44-7) and\n"
             "--iterations sets its budget per decision. Dice and draws come by their\n"
             "exact probabilities. Output is the same for the same options, except the\n"
             "last line (timing).\n",
             {{"games", "N", "how many games to play"},
              {"seed", "S", "seed of the random engine (std::mt19937_64)"},
              {"bot", "B", "random (default) or mcts, or B1,B2 (the Allies' first)"},
              cli::iterations_spec,
              scenario_spec,
              rules_spec,
              cli::log_spec},
             run_selfplay},
            {"play",
             {"[--side allies|axis] [--seed S] [--bot B] [--iterations N] [--scenario NAME|FILE] [--rules R]"},
             "You see what your side may see (M44-7): the board, both medal counts, your\n"
             "hand, and the size of the other hand. Decisions are written as in RULES.md\n"
             "M44-11.1; `moves` lists the legal ones; `quit` or end of input stops.\n",
             {{"side", "allies|axis", "your side (default allies)"},
              {"seed", "S", "seed of the random engine (default: a fresh one, printed)"},
              {"bot", "B", "the other side's bot: random (default) or mcts"},
              cli::iterations_spec,
              scenario_spec,
              rules_spec},
             run_play},
            {"perft",
             {"--depth D [--state FILE | --position TEXT] [--scenario NAME|FILE] [--seed S] [--rules R]"},
             "Counts the paths of D decisions, chance outcomes between them expanded,\n"
             "from the position (default: the start of --scenario after a deal drawn\n"
             "with --seed; the deal itself has too many paths to count). `leaves` counts\n"
             "every path, `expected` weighs each by its probability (exact).\n",
             {{"depth", "D", "how many decisions"},
              state_spec,
              {"seed", "S", "seed of the deal when no state is given (default 1)"},
              position_spec,
              scenario_spec,
              rules_spec},
             run_perft},
            {"bench",
             {"[--count N] [--seed S] [--scenario NAME|FILE] [--rules R]"},
             "Plays N random games and keeps their decision positions, then times\n"
             "legal_moves over them and play of each of their legal moves, each for\n"
             "about a second.\n",
             {{"count", "N", "how many random games give the positions (default 20)"},
              {"seed", "S", "seed of the random games (default 1)"},
              scenario_spec,
              rules_spec},
             run_bench},
        },
        run_replay,
        bench_rows};
    return info;
}
