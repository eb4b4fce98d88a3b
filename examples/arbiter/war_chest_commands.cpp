// The `arbiter` commands for War Chest: moves, selfplay, play, perft, bench,
// and replay of selfplay's logs. The rules are
// include/arbiter/war_chest/RULES.md; positions are the full-state text of
// include/arbiter/war_chest/state_text.hpp.

#include <arbiter/war_chest.hpp>
#include <arbiter/war_chest/format.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <charconv>
#include <cstdint>
#include <optional>
#include <vector>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>

#include <fmt/format.h>

#include "bench_table.hpp"
#include "bots.hpp"
#include "commands.hpp"
#include "game_log.hpp"
#include "options.hpp"
#include "progress.hpp"
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

// ------------------------------------------------------------------ logs

// War Chest in a game log (game_log.hpp): decisions in the move notation
// (WC-18); a chance outcome as its coin count then its three coin slots,
// numbers as in the state (255 = none), e.g. `chance 3 16 4 7`.
struct log_notation {
    static constexpr std::string_view name = "war-chest";
    template <class R>
    [[nodiscard]] static std::string move_text(const wc::state<R>&, const wc::move& m) {
        return wc::to_string(m);
    }
    template <class R>
    [[nodiscard]] static std::string outcome_text(const wc::state<R>&, const wc::outcome& o) {
        return fmt::format("{} {} {} {}", o.count, o.coins[0], o.coins[1], o.coins[2]);
    }
    template <class R>
    [[nodiscard]] static arbiter::result<wc::state<R>> apply(const wc::state<R>& s, std::string_view text) {
        const auto m = wc::parse_move(text);
        if (!m) return m.error();
        return wc::try_play(s, *m);
    }
    template <class R>
    [[nodiscard]] static arbiter::result<wc::outcome> parse_outcome(const wc::state<R>&, std::string_view text) {
        const auto w = cli::words(text);
        if (w.size() != 4) return arbiter::make_error("expected a coin count and three coin slots, four numbers");
        std::array<int, 4> v{};
        for (std::size_t i = 0; i < 4; ++i) {
            const auto [end, ec] = std::from_chars(w[i].data(), w[i].data() + w[i].size(), v[i]);
            if (ec != std::errc{} || end != w[i].data() + w[i].size() || v[i] < 0 || v[i] > 255)
                return arbiter::make_error(fmt::format("'{}' is not a number from 0 to 255", w[i]));
        }
        wc::outcome o;
        o.count = static_cast<std::uint8_t>(v[0]);
        for (std::size_t i = 0; i < 3; ++i) o.coins[i] = static_cast<std::uint8_t>(v[i + 1]);
        return o;
    }
};

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

// selfplay's --bot names the bot of side A then side B (WC-14.2: in the
// 4-player game each bot plays both seats of its side).
template <class R>
int selfplay(const cli::options& opts, std::string_view setup) {
    const std::uint64_t games = opts.required_integer("games", 1, 1'000'000'000);
    const std::uint64_t seed = opts.required_integer("seed", 0, UINT64_MAX);
    const auto names = cli::bot_pair(opts, "random");
    std::array<cli::library_bot<wc::state<R>>, 2> bots{cli::library_bot<wc::state<R>>(names[0], opts),
                                                       cli::library_bot<wc::state<R>>(names[1], opts)};
    cli::check_iterations_used(opts, names[0] == "mcts" || names[1] == "mcts");
    const std::string bots_text = bots[0].description() + " vs " + bots[1].description();
    cli::log_writer log(std::string(opts.get("log").value_or("")), log_notation::name,
                        {{"rules", std::string(setup)},
                         {"players", std::to_string(R::players)},
                         {"seed", std::to_string(seed)},
                         {"bots", bots_text}});
    std::mt19937_64 rng(seed);
    std::uint64_t wins[2] = {0, 0}, dead = 0, capped_games = 0, decisions = 0;  // by side
    cli::progress_line progress(games, "games");
    const auto start = std::chrono::steady_clock::now();
    for (std::uint64_t g = 0; g < games; ++g) {
        wc::state<R> s;
        log.begin(g + 1);
        while (!is_terminal(s)) {
            const arbiter::player_id who = current_player(s);
            if (who >= 0) {
                ++decisions;
                const wc::move m = bots[static_cast<std::size_t>(wc::side_of(who))](s, rng);
                if (log.enabled()) log.decision(who, log_notation::move_text(s, m));
                s = play(s, m);
            } else {
                const wc::outcome o = arbiter::sample_outcome(chance_outcomes(s), rng);
                if (log.enabled()) log.chance(log_notation::outcome_text(s, o));
                s = play(s, o);
            }
        }
        log.end(returns(s));
        if (s.winner() >= 0) ++wins[static_cast<std::size_t>(s.winner())];
        else if (s.ended_by() == wc::end_reason::dead_position) ++dead;
        else ++capped_games;
        progress.update(g + 1);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    progress.finish();
    log.finish();
    auto pct = [&](std::uint64_t n) { return 100.0 * static_cast<double>(n) / static_cast<double>(games); };
    const bool four = R::players == 4;
    fmt::print("selfplay war-chest: {} games, {} players, setup {}, {}, seed {}\n", games, R::players, setup,
               names[0] == "random" && names[1] == "random" ? std::string("random bots") : "bots " + bots_text, seed);
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
    const std::string_view bot_name = opts.get("bot").value_or("random");
    cli::library_bot<wc::state<R>> bot(bot_name, opts);
    cli::check_iterations_used(opts, bot_name == "mcts");
    wc::state<R> s;
    fmt::print("You are seat {} (side {}) against {} bots; seed {} (--seed {} replays the bots and the draws).\n",
               human, static_cast<char>('A' + wc::side_of(human)), bot.description(), seed, seed);
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
                const wc::move m = bot(s, rng);  // given only seat `who`'s observation
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
            const auto typed = cli::read_typed("your move: ", line);
            if (typed.what == cli::typed_line::quit) return 0;
            const std::string_view t = typed.text;
            if (typed.what == cli::typed_line::help) {
                for (const wc::move& m : legal_moves(s)) fmt::print("  {}\n", wc::to_string(m));
                continue;
            }
            const auto m = wc::parse_move(t);
            if (!m) {
                fmt::print("'{}': {}\n", t, m.error().what());
                continue;
            }
            const auto next = wc::try_play(s, *m);
            if (!next) {
                fmt::print("'{}' is not legal: {}\n", t, next.error().what());
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

// ------------------------------------------------------------------ perft

// The position of --state or --position, or the start of a game of --setup.
template <class R>
wc::state<R> position_option(const cli::options& opts) {
    std::string text;
    if (const auto file = opts.get("state")) {
        std::ifstream in{std::string(*file)};
        if (!in) throw cli::usage_error("cannot read --state " + std::string(*file));
        std::stringstream buffer;
        buffer << in.rdbuf();
        text = buffer.str();
    } else if (const auto p = opts.get("position")) {
        text = std::string(*p);
    } else {
        return wc::state<R>{};
    }
    const auto s = wc::parse_state<R>(text);
    if (!s) throw cli::usage_error("bad state: " + s.error().what());
    return *s;
}

template <class R>
int perft(const cli::options& opts, std::string_view setup) {
    const auto depth = static_cast<unsigned>(opts.required_integer("depth", 0, 64));
    const wc::state<R> s = position_option<R>(opts);
    const auto start = std::chrono::steady_clock::now();
    const arbiter::perft_counts c = arbiter::perft(s, depth);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    fmt::print("perft war-chest, setup {}, {} players\n", setup, R::players);
    fmt::print("depth={} leaves={} expected={}/{} ({:.6f})\n", depth, c.leaves, c.expected.numerator(),
               c.expected.denominator(), c.expected.to_double());
    fmt::print("time: {:.3f} s\n", seconds);
    return 0;
}

int run_perft(const cli::options& opts) {
    const std::string_view setup = setup_option(opts);
    return with_setup(setup, [&]<class R>(std::type_identity<R>) { return perft<R>(opts, setup); }, players_option(opts));
}

// ------------------------------------------------------------------ bench

// The decision positions of --count random games (uniform moves, chance by
// its probabilities), then legal_moves and play of each legal move timed.
template <class R>
int bench(const cli::options& opts) {
    const auto count = static_cast<std::size_t>(opts.integer("count", 100, 1, 100'000));
    const std::uint64_t seed = opts.integer("seed", 1, 0, UINT64_MAX);
    std::mt19937_64 rng(seed);
    std::vector<wc::state<R>> positions;
    for (std::size_t g = 0; g < count; ++g)
        for (wc::state<R> s; !is_terminal(s); s = step(s, rng))
            if (current_player(s) >= 0) positions.push_back(s);
    if (positions.empty()) throw cli::usage_error("no decision positions; nothing to time");
    const cli::position_timing t = cli::time_positions(positions, 1.0);
    fmt::print("positions={} moves={} ns_per_legal_moves={:.1f} ns_per_play={:.1f} bytes_per_state={}\n",
               positions.size(), t.moves, t.ns_per_legal_moves, t.ns_per_play, sizeof(wc::state<R>));
    return 0;
}

int run_bench(const cli::options& opts) {
    return with_setup(setup_option(opts), [&]<class R>(std::type_identity<R>) { return bench<R>(opts); },
                      players_option(opts));
}

// The rows of `arbiter bench`: random deals, and the first-game armies.
std::vector<cli::bench_row> bench_rows(std::uint64_t seed) {
    return {cli::measure<wc::state<capped<wc::standard_rules>>>("war-chest", "random", 100, seed,
                                                                [](auto&) { return wc::state<capped<wc::standard_rules>>{}; }),
            cli::measure<wc::state<capped<wc::first_game_rules>>>(
                "war-chest", "first-game", 100, seed, [](auto&) { return wc::state<capped<wc::first_game_rules>>{}; })};
}

// ------------------------------------------------------------------ replay

int run_replay(const cli::game_log& log) {
    const std::string_view setup = log.required("rules");
    static constexpr std::array<std::string_view, 6> names{"random", "draft", "first-game", "gaugamela", "bannockburn", "crecy"};
    if (std::find(names.begin(), names.end(), setup) == names.end())
        throw cli::usage_error(fmt::format("{}: rules must be {}, not '{}'", log.path, cli::join_or(names), setup));
    const std::string_view players = log.get("players").value_or("2");
    if (players != "2" && players != "4")
        throw cli::usage_error(fmt::format("{}: players must be 2 or 4, not '{}'", log.path, players));
    return with_setup(
        setup,
        [&]<class R>(std::type_identity<R>) {
            // The tool's games end with no winner after round_cap rounds (WC-19.6).
            const auto sum = cli::replay_games<wc::state<R>, log_notation>(log, [] { return wc::state<R>{}; });
            cli::print_replay_summary(log, sum, "side A", "side B");
            return 0;
        },
        players == "4" ? 4 : 2);
}

}  // namespace

const cli::game_info& cli::war_chest_game() {
    static const game_info info{
        "war-chest",
        "RULES.md in include/arbiter/war_chest/; positions as the full-state text (state_text.hpp); 2 or 4 players",
        {
            {"moves",
             {"--state FILE [--setup S] [--players 2|4]", "--position TEXT [--setup S] [--players 2|4]"},
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
             {"--games N --seed S [--bot B] [--iterations N] [--setup S] [--players 2|4] [--log FILE]"},
             "Bots play each other. --bot random (default) or mcts, or B1,B2 for side A\n"
             "then side B (in the 4-player game a bot plays both seats of its side); MCTS\n"
             "sees only its seat's observation (WC-16) and --iterations sets its budget per\n"
             "decision. Output is the same for the same options, except the last line\n"
             "(timing).\n",
             {{"games", "N", "how many games to play"},
              seed_spec,
              {"bot", "B", "random (default) or mcts, or B1,B2 (side A's first)"},
              cli::iterations_spec,
              setup_spec,
              players_spec,
              cli::log_spec},
             run_selfplay},
            {"play",
             {"[--side SEAT] [--seed S] [--bot B] [--iterations N] [--setup S] [--players 2|4]"},
             "You see only what your seat may see (WC-16). Type decisions in the move\n"
             "notation; `moves` lists the legal ones; `quit` or end of input stops.\n",
             {{"side", "SEAT", "your seat, 0-1 or 0-3 (default 0, side A)"},
              {"seed", "S", "seed of the random engine (default: a fresh one, printed)"},
              {"bot", "B", "the other seats' bot: random (default) or mcts"},
              cli::iterations_spec,
              setup_spec,
              players_spec},
             run_play},
            {"perft",
             {"--depth D [--state FILE | --position TEXT] [--setup S] [--players 2|4]"},
             "Counts the paths of D decisions from the position (default: the start of\n"
             "a game of --setup, before the deal), every chance outcome in between\n"
             "expanded at no cost in depth. `leaves` counts every path, `expected`\n"
             "weighs each by the probability of its chance outcomes (exact).\n",
             {{"depth", "D", "how many decisions (chance outcomes cost no depth)"},
              {"state", "FILE", "a file holding a full-state text"},
              {"position", "TEXT", "a full-state text"},
              setup_spec,
              players_spec},
             run_perft},
            {"bench",
             {"[--count N] [--seed S] [--setup S] [--players 2|4]"},
             "Plays N random games and keeps their decision positions, then times\n"
             "legal_moves over them and play of each of their legal moves, each for\n"
             "about a second.\n",
             {{"count", "N", "how many random games give the positions (default 100)"},
              {"seed", "S", "seed of the random games (default 1)"},
              setup_spec,
              players_spec},
             run_bench},
        },
        run_replay,
        bench_rows};
    return info;
}
