// The `arbiter` commands for Memoir '44: selfplay and play. The rules are
// include/arbiter/memoir44/RULES.md; the tutorial ruleset (Part A) and the
// standard one with its section cards (Part B, `standard-sections`) are playable. Scenarios are the shipped ones (brennau-crossing,
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
#include <random>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "commands.hpp"
#include "options.hpp"
#include "progress.hpp"
#include "text.hpp"

namespace m44 = arbiter::memoir44;

namespace {

using clock_type = std::chrono::steady_clock;

// --rules: the tutorial ruleset, or the standard one with all 60 cards, its
// 40 section cards only, or those and 8 tactic cards (M44-S-11).
[[nodiscard]] std::string_view chosen_rules(const cli::options& opts) {
    return opts.choice("rules", "tutorial", {"tutorial", "standard", "standard-sections", "standard-partial"});
}

// --scenario: a shipped scenario's id or name, or a file.
m44::scenario read_scenario(const cli::options& opts) {
    const std::string name(opts.get("scenario").value_or("brennau-crossing"));
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

[[nodiscard]] std::string side_title(m44::side s) { return s == m44::side::allies ? "Allies" : "Axis"; }

template <class S, class G>
[[nodiscard]] m44::move random_move(const S& s, G& rng) {
    const auto moves = legal_moves(s);
    return moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))];
}

// ------------------------------------------------------------------ selfplay

template <class R>
int selfplay(const cli::options& opts) {
    const m44::scenario sc = read_scenario(opts);
    const std::uint64_t games = opts.required_integer("games", 1, 1'000'000'000);
    const std::uint64_t seed = opts.required_integer("seed", 0, UINT64_MAX);
    const auto start = m44::start_game<R>(sc);
    std::mt19937_64 rng(seed);
    std::array<std::uint64_t, 2> wins{}, medals{};
    std::uint64_t turns = 0, decisions = 0;
    cli::progress_line progress(games, "games");
    const auto t0 = clock_type::now();
    for (std::uint64_t g = 0; g < games; ++g) {
        auto s = start;
        while (!is_terminal(s)) {
            if (current_player(s) == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
            } else {
                s = play(s, random_move(s, rng));
                ++decisions;
            }
        }
        ++wins[static_cast<std::size_t>(s.winner)];
        for (const auto sd : {m44::side::allies, m44::side::axis})
            medals[static_cast<std::size_t>(sd)] += static_cast<std::uint64_t>(m44::medals(s, sd));
        turns += s.turn;
        progress.update(g + 1);
    }
    const double seconds = std::chrono::duration<double>(clock_type::now() - t0).count();
    progress.finish();
    const auto n = static_cast<double>(games);
    fmt::print("selfplay memoir44: {} game{}, rules {}, scenario {}, random bots, seed {}\n", games,
               games == 1 ? "" : "s", R::name, sc.name, seed);
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
    if (rules == "standard") return selfplay<m44::standard>(opts);
    if (rules == "standard-sections") return selfplay<m44::standard_sections>(opts);
    if (rules == "standard-partial") return selfplay<m44::standard_partial>(opts);
    return selfplay<m44::tutorial>(opts);
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
    auto s = m44::start_game<R>(sc);
    fmt::print("{}: you are the {} against the random bot; seed {} (--seed {} replays the bot and the dice).\n",
               sc.name, side_title(human), seed, seed);
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
            const auto m = random_move(s, rng);
            fmt::print("{}: {}\n", side_title(static_cast<m44::side>(who)), m44::to_string(m));
            s = play(s, m);
            show_board = true;
            continue;
        }
        if (show_board) fmt::print("\n{}", observe(s, m44::player_of(human)));
        show_board = false;
        fmt::print("your decision: ");
        std::fflush(stdout);
        if (!std::getline(std::cin, line)) {
            fmt::print("\nEnd of input: game abandoned.\n");
            return 0;
        }
        const std::string_view text = cli::trim(line);
        if (text.empty()) continue;
        if (text == "quit" || text == "exit") return 0;
        if (text == "moves" || text == "?" || text == "help") {
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
    if (rules == "standard") return play_game<m44::standard>(opts);
    if (rules == "standard-sections") return play_game<m44::standard_sections>(opts);
    if (rules == "standard-partial") return play_game<m44::standard_partial>(opts);
    return play_game<m44::tutorial>(opts);
}

constexpr cli::option_spec rules_spec{"rules", "R",
                                      "tutorial (default); standard: the standard rules with all 60 cards; "
                                      "standard-sections: with the 40 section cards only; standard-partial: those and the "
                                      "11 cards of 8 tactic cards (armor-assault, artillery-bombard, barrage, close-assault, "
                                      "dig-in, direct-from-hq, firefight, move-out)"};
constexpr cli::option_spec scenario_spec{
    "scenario", "NAME|FILE", "brennau-crossing (default), hedgerow-lane, a scenario text file or a .m44 file"};

}  // namespace

const cli::game_info& cli::memoir44_game() {
    static const game_info info{
        "memoir44",
        "RULES.md in include/arbiter/memoir44/; the tutorial and the standard ruleset, scenarios as text (M44-9)",
        {
            {"selfplay",
             {"--games N --seed S [--scenario NAME|FILE] [--rules R]"},
             "Random bots play each other: every decision uniform among the legal ones,\n"
             "dice and draws by their exact probabilities. Output is the same for the\n"
             "same options, except the last line (timing).\n",
             {{"games", "N", "how many games to play"},
              {"seed", "S", "seed of the random engine (std::mt19937_64)"},
              scenario_spec,
              rules_spec},
             run_selfplay},
            {"play",
             {"[--side allies|axis] [--seed S] [--scenario NAME|FILE] [--rules R]"},
             "You see what your side may see (M44-7): the board, both medal counts, your\n"
             "hand, and the size of the other hand. Decisions are written as in RULES.md\n"
             "M44-11.1; `moves` lists the legal ones; `quit` or end of input stops.\n",
             {{"side", "allies|axis", "your side (default allies)"},
              {"seed", "S", "seed of the random engine (default: a fresh one, printed)"},
              scenario_spec,
              rules_spec},
             run_play},
        }};
    return info;
}
