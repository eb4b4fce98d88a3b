// The `arbiter` commands for War Chest: moves, selfplay, play. The rules are
// include/arbiter/war_chest/RULES.md; positions are the full-state text of
// include/arbiter/war_chest/state_text.hpp.

#include <arbiter/war_chest.hpp>
#include <arbiter/war_chest/format.hpp>

#include <chrono>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>

#include <fmt/format.h>

#include "commands.hpp"
#include "options.hpp"
#include "text.hpp"

namespace {

namespace wc = arbiter::war_chest;

// WC-19.6: the tool's games end with no winner after this many rounds, so
// that random bots, which seldom win, still finish.
inline constexpr int round_cap = 200;

template <class R>
struct capped : R {
    static constexpr int round_limit = round_cap;
};

// One instantiation per setup the tool offers (WC-19.5).
template <class F>
int with_setup(std::string_view name, F&& f, int players = 2) {
    if (players == 4) {  // WC-14.1, WC-15.2
        if (name == "random") return f(std::type_identity<capped<wc::four_player_rules>>{});
        if (name == "draft") return f(std::type_identity<capped<wc::four_player_draft_rules>>{});
        throw cli::usage_error("the 4-player game is set up by --setup random or draft (WC-14.1, WC-15.2)");
    }
    if (name == "random") return f(std::type_identity<capped<wc::standard_rules>>{});
    if (name == "draft") return f(std::type_identity<capped<wc::draft_rules>>{});
    if (name == "first-game") return f(std::type_identity<capped<wc::first_game_rules>>{});
    if (name == "gaugamela") return f(std::type_identity<capped<wc::gaugamela_rules>>{});
    if (name == "bannockburn") return f(std::type_identity<capped<wc::bannockburn_rules>>{});
    return f(std::type_identity<capped<wc::crecy_rules>>{});
}
std::string_view setup_option(const cli::options& opts) {
    return opts.choice("setup", "random", {"random", "draft", "first-game", "gaugamela", "bannockburn", "crecy"});
}
int players_option(const cli::options& opts) {
    const auto n = static_cast<int>(opts.integer("players", 2, 2, 4));
    if (n == 3) throw cli::usage_error("--players is 2 or 4 (WC-14)");
    return n;
}

const cli::option_spec setup_spec{"setup", "S", "random (default), draft, first-game, gaugamela, bannockburn or crecy"};
const cli::option_spec players_spec{"players", "2|4", "2 (default), or 4 in two teams (WC-14)"};
const cli::option_spec seed_spec{"seed", "S", "seed of the random engine"};

template <class R, class G>
wc::state<R> step(const wc::state<R>& s, G& rng) {
    if (current_player(s) == arbiter::chance_player) return play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
    const auto moves = legal_moves(s);
    return play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
}

// ------------------------------------------------------------------ moves

template <class R>
int moves(const cli::options& opts) {
    std::string text;
    if (const auto file = opts.get("state")) {
        std::ifstream in{std::string(*file)};
        if (!in) throw cli::usage_error("cannot read --state " + std::string(*file));
        std::stringstream buffer;
        buffer << in.rdbuf();
        text = buffer.str();
    } else {
        text = std::string(opts.required("position"));
    }
    const auto s = wc::parse_state<R>(text);
    if (!s) throw cli::usage_error("bad state: " + s.error().what());
    if (current_player(*s) == arbiter::chance_player) {
        for (const auto& o : chance_outcomes(*s)) {
            std::string coins;
            for (int i = 0; i < std::max<int>(o.outcome.count, 1); ++i)
                coins += (i ? "," : "") + wc::coin_string(o.outcome.coins[static_cast<std::size_t>(i)]);
            fmt::print("chance {}\t{}/{}\n", coins, o.chance.numerator(), o.chance.denominator());
        }
        return 0;
    }
    if (is_terminal(*s)) std::fputs("the game is over (WC-11)\n", stderr);
    for (const wc::move& m : legal_moves(*s)) fmt::print("{}\n", wc::to_string(m));
    return 0;
}

int run_moves(const cli::options& opts) {
    return with_setup(setup_option(opts), [&]<class R>(std::type_identity<R>) { return moves<R>(opts); },
                      players_option(opts));
}

// ------------------------------------------------------------------ selfplay

template <class R>
int selfplay(const cli::options& opts, std::string_view setup) {
    const std::uint64_t games = opts.required_integer("games", 1, 1'000'000'000);
    const std::uint64_t seed = opts.required_integer("seed", 0, UINT64_MAX);
    std::mt19937_64 rng(seed);
    std::uint64_t wins[2] = {0, 0}, dead = 0, capped_games = 0, decisions = 0;  // by side
    const auto start = std::chrono::steady_clock::now();
    for (std::uint64_t g = 0; g < games; ++g) {
        wc::state<R> s;
        while (!is_terminal(s)) {
            if (current_player(s) >= 0) ++decisions;
            s = step(s, rng);
        }
        if (s.winner() >= 0) ++wins[static_cast<std::size_t>(s.winner())];
        else if (s.ended_by() == wc::end_reason::dead_position) ++dead;
        else ++capped_games;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    auto pct = [&](std::uint64_t n) { return 100.0 * static_cast<double>(n) / static_cast<double>(games); };
    const bool four = R::players == 4;
    fmt::print("selfplay war-chest: {} games, {} players, setup {}, random bots, seed {}\n", games, R::players, setup, seed);
    fmt::print("round cap: a game ends with no winner after round {} (WC-19.6)\n", round_cap);
    fmt::print("side A ({}) wins: {} ({:.1f}%)\nside B ({}) wins: {} ({:.1f}%)\n", four ? "seats 0, 2" : "seat 0", wins[0],
               pct(wins[0]), four ? "seats 1, 3" : "seat 1", wins[1], pct(wins[1]));
    fmt::print("no winner: {} ({:.1f}%) (round cap {}, dead position {})\n", dead + capped_games, pct(dead + capped_games),
               capped_games, dead);
    fmt::print("average decisions per game: {:.2f}\n", static_cast<double>(decisions) / static_cast<double>(games));
    fmt::print("time: {:.2f} s, {:.0f} games/s\n", seconds, static_cast<double>(games) / (seconds > 0 ? seconds : 1));
    return 0;
}

int run_selfplay(const cli::options& opts) {
    const std::string_view setup = setup_option(opts);
    return with_setup(setup, [&]<class R>(std::type_identity<R>) { return selfplay<R>(opts, setup); }, players_option(opts));
}

// ------------------------------------------------------------------ play

template <class R>
int play_game(const cli::options& opts) {
    const auto human = static_cast<arbiter::player_id>(opts.integer("side", 0, 0, static_cast<std::uint64_t>(R::players - 1)));
    const std::uint64_t seed = opts.has("seed") ? opts.integer("seed", 0, 0, UINT64_MAX)
                                                : (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    std::mt19937_64 rng(seed);
    wc::state<R> s;
    fmt::print("You are seat {} (side {}) against random bots; seed {} (--seed {} replays the bots and the draws).\n",
               human, static_cast<char>('A' + wc::side_of(human)), seed, seed);
    fmt::print("Type moves as `deploy archer c2`, `attack swordsman e4 f4`, `pass royal`...; `moves` lists them, `quit` stops.\n");
    std::string line;
    for (;;) {
        if (is_terminal(s)) {
            fmt::print("\n{}\n{}\n", wc::observe(s, human),
                       s.winner() < 0 ? "No winner." : s.winner() == wc::side_of(human) ? "You win." : "The bot wins.");
            return 0;
        }
        const arbiter::player_id who = current_player(s);
        if (who != human) {
            if (who >= 0) {
                const auto moves = legal_moves(s);
                const wc::move m = moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))];
                // WC-16.2: a face-down action hides its coin
                const bool hidden = m.kind == wc::action::claim || m.kind == wc::action::pass || m.kind == wc::action::recruit;
                wc::move shown = m;
                if (hidden) shown.coin = wc::no_coin;
                fmt::print("seat {}: {}\n", who, hidden ? std::string(wc::action_names[static_cast<std::size_t>(m.kind)]) +
                                                                (m.kind == wc::action::recruit ? " " + wc::coin_string(m.a) : "")
                                                          : wc::to_string(shown));
                s = play(s, m);
            } else {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
            }
            continue;
        }
        fmt::print("\n{}", wc::observe(s, human));
        for (;;) {
            fmt::print("your move: ");
            std::fflush(stdout);
            if (!std::getline(std::cin, line)) return 0;
            const std::string_view t = cli::trim(line);
            if (t == "quit") return 0;
            if (t == "moves") {
                for (const wc::move& m : legal_moves(s)) fmt::print("  {}\n", wc::to_string(m));
                continue;
            }
            const auto m = wc::parse_move(t);
            if (!m) {
                fmt::print("{}\n", m.error().what());
                continue;
            }
            const auto next = wc::try_play(s, *m);
            if (!next) {
                fmt::print("illegal: {}\n", next.error().what());
                continue;
            }
            s = *next;
            break;
        }
    }
}

int run_play(const cli::options& opts) {
    return with_setup(setup_option(opts), [&]<class R>(std::type_identity<R>) { return play_game<R>(opts); },
                      players_option(opts));
}

}  // namespace

const cli::game_info& cli::war_chest_game() {
    static const game_info info{
        "war-chest",
        "RULES.md in include/arbiter/war_chest/; positions as the full-state text (state_text.hpp); 2 or 4 players",
        {
            {"moves",
             {"--state FILE [--setup S]", "--position TEXT [--setup S]"},
             "Prints the legal moves of the decision to take, one per line, in the\n"
             "move notation (`deploy archer c2`); at a chance node, each outcome and its\n"
             "exact probability. --setup matters only before the first round (the deal\n"
             "or the draft).\n",
             {{"state", "FILE", "a file holding a full-state text"},
              {"position", "TEXT", "a full-state text"},
              setup_spec,
              players_spec},
             run_moves},
            {"selfplay",
             {"--games N --seed S [--setup S] [--players 2|4]"},
             "Random bots play each other. Output is the same for the same options,\n"
             "except the last line (timing).\n",
             {{"games", "N", "how many games to play"}, seed_spec, setup_spec, players_spec},
             run_selfplay},
            {"play",
             {"[--side SEAT] [--seed S] [--setup S] [--players 2|4]"},
             "You see only what your seat may see (WC-16). Type decisions in the move\n"
             "notation; `moves` lists the legal ones; `quit` or end of input stops.\n",
             {{"side", "SEAT", "your seat, 0-1 or 0-3 (default 0, side A)"},
              {"seed", "S", "seed of the random engine (default: a fresh one, printed)"},
              setup_spec,
              players_spec},
             run_play},
        }};
    return info;
}
