// The `arbiter` commands for Stratego: moves, selfplay, play, perft, bench.
// Everything game-specific is here; options.hpp, progress.hpp and main.cpp
// are shared by every game. The rules are include/arbiter/stratego/RULES.md.

#include <arbiter/bots/stratego.hpp>
#include <arbiter/core.hpp>
#include <arbiter/stratego/format.hpp>
#include <arbiter/stratego/moves.hpp>
#include <arbiter/stratego/notation.hpp>
#include <arbiter/stratego/observation.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <fmt/format.h>

#include "bench_table.hpp"
#include "bots.hpp"
#include "commands.hpp"
#include "game_log.hpp"
#include "options.hpp"
#include "progress.hpp"
#include "text.hpp"

namespace st = arbiter::stratego;

namespace {

using clock_type = std::chrono::steady_clock;

// ------------------------------------------------------------------ helpers

using cli::trim;
using cli::words;

// The rules policies by name, for --rules (rules_option checks the name).
template <class F>
int with_rules(std::string_view name, F&& f) {
    if (name == "isf") return f(std::type_identity<st::isf_rules>{});
    if (name == "isf3") return f(std::type_identity<st::isf3_rules>{});
    if (name == "barrage") return f(std::type_identity<st::barrage_rules>{});
    if (name == "duell") return f(std::type_identity<st::duell_rules>{});
    if (name == "ultimate-lightning") return f(std::type_identity<st::ultimate_lightning_rules>{});
    if (name == "milton-bradley") return f(std::type_identity<st::milton_bradley_rules>{});
    return f(std::type_identity<st::classic_rules>{});
}

[[nodiscard]] std::string_view rules_option(const cli::options& opts) {
    return opts.choice("rules", "classic",
                       {"classic", "isf", "isf3", "barrage", "duell", "ultimate-lightning", "milton-bradley"});
}

// ST-8.7: selfplay and play end a game drawn after this many plies without
// an attack, so that two bots that never attack still finish. Every attack
// removes a piece, so a game then has at most 80 * 200 plies.
inline constexpr int ply_cap = 200;
template <class R>
struct capped : R {
    static constexpr int max_plies_without_attack = ply_cap;
};

// A move for comparing with other engines: always `from-to`, attacks too
// (ST-10.2 allows either separator).
[[nodiscard]] std::string step_text(const st::move& m) {
    return st::square_name(m.from) + "-" + st::square_name(m.to);
}

[[nodiscard]] arbiter::player_id read_side(std::string_view text, std::string_view what) {
    if (text == "red" || text == "r" || text == "0") return st::red;
    if (text == "blue" || text == "b" || text == "1") return st::blue;
    throw cli::usage_error(std::string(what) + " must be red or blue (or r, b, 0, 1), not '" + std::string(text) + "'");
}

// A board string and the side to move: the position without history
// (ST-10.5). Errors name the column of the board string.
template <class R>
[[nodiscard]] arbiter::result<st::state<R>> position_of(std::string_view board, arbiter::player_id turn) {
    if (board.size() != st::board_size)
        return arbiter::make_error(fmt::format("a board string has 100 characters (ST-10.4), this one has {}",
                                               board.size()));
    return st::parse_position<R>(std::string(board) + (turn == st::red ? " r" : " b"));
}

[[nodiscard]] std::string plural(std::uint64_t n, std::string_view word) {
    return fmt::format("{} {}{}", n, word, n == 1 ? "" : "s");
}

// Setup strings, one per line (ST-10.6; `#` lines and blank lines skipped),
// each checked against R's army (ST-3.5).
template <class R>
[[nodiscard]] std::vector<st::arrangement> read_setups(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw cli::usage_error("cannot open '" + path + "'");
    std::vector<st::arrangement> out;
    std::string line;
    for (std::size_t number = 1; std::getline(in, line); ++number) {
        const std::string_view text = trim(line);
        if (text.empty() || text.starts_with('#')) continue;
        const auto a = st::parse_setup(text);
        if (!a) throw cli::usage_error(fmt::format("{}:{}: bad setup string: {}", path, number, a.error().what()));
        if (const std::string why = st::arrangement_error<R>(*a); !why.empty())
            throw cli::usage_error(fmt::format("{}:{}: not a setup of these rules: {}", path, number, why));
        out.push_back(*a);
    }
    if (out.empty()) throw cli::usage_error("no setup strings in '" + path + "'");
    return out;
}

// Both setups of a new game: drawn from `setups`, or random when it is empty.
template <class R, class G>
[[nodiscard]] st::state<R> new_game(const std::vector<st::arrangement>& setups, G& rng) {
    auto draw = [&] {
        if (setups.empty()) return st::random_arrangement<R>(rng);
        return setups[static_cast<std::size_t>(arbiter::uniform_below(rng, setups.size()))];
    };
    const st::arrangement red_setup = draw();
    const st::arrangement blue_setup = draw();
    return play(play(st::state<R>{}, red_setup), blue_setup);
}

// ------------------------------------------------------------------ bots

// random and mcts are the library's (bots.hpp), simple Stratego's (bots/stratego.hpp).
enum class bot_kind { random, simple, mcts };

[[nodiscard]] std::string_view bot_name(bot_kind b) {
    switch (b) {
        case bot_kind::random: return "random";
        case bot_kind::simple: return "simple";
        case bot_kind::mcts: return "mcts";
    }
    return "?";
}

[[nodiscard]] bot_kind read_bot(std::string_view text) {
    if (text == "random") return bot_kind::random;
    if (text == "simple") return bot_kind::simple;
    if (text == "mcts") return bot_kind::mcts;
    throw cli::usage_error("--bot must be random, simple or mcts, not '" + std::string(text) + "'");
}

// A bot at the table. The simple bot is given the observation, never the
// state; mcts too (bots::ask); the random bot reads only its legal moves.
template <class R>
class seat {
public:
    seat(bot_kind kind, const cli::options& opts) : kind_(kind) {
        if (kind != bot_kind::simple) library_.emplace(bot_name(kind), opts, arbiter::bots::stratego::material{},
                                                        arbiter::bots::stratego::playout_plies);
    }
    template <class G>
    [[nodiscard]] st::move operator()(const st::state<R>& s, G& rng) {
        if (library_) return (*library_)(s, rng);
        return arbiter::bots::ask(simple_, s, rng);  // given only the observation
    }
    [[nodiscard]] std::string description() const {
        return library_ ? library_->description() : std::string(bot_name(kind_));
    }

private:
    bot_kind kind_;
    std::optional<cli::library_bot<st::state<R>, arbiter::bots::stratego::material>> library_;
    arbiter::bots::stratego::simple simple_;
};

// ------------------------------------------------------------------ moves

template <class R>
void append_moves_line(std::string& out, std::string_view board, arbiter::player_id turn, const st::state<R>& s) {
    std::vector<std::string> texts;
    if (s.phase() == st::phase::play)
        for (const st::move& m : legal_moves(s)) texts.push_back(step_text(m));
    std::sort(texts.begin(), texts.end());
    fmt::format_to(std::back_inserter(out), "{} {} {}", board, turn == st::red ? "red" : "blue", texts.size());
    for (const std::string& t : texts) {
        out += ' ';
        out += t;
    }
    out += '\n';
}

template <class R>
int moves_batch() {
    std::string line, out;
    for (std::size_t number = 1; std::getline(std::cin, line); ++number) {
        const auto w = words(line);
        const auto fail = [&](const std::string& why) {
            std::fwrite(out.data(), 1, out.size(), stdout);
            std::fflush(stdout);
            return cli::usage_error(fmt::format("standard input, line {}: {}", number, why));
        };
        if (w.size() != 2)
            throw fail(w.empty() ? std::string("empty line; expected '<board string> <red|blue>'")
                                 : fmt::format("expected '<board string> <red|blue>', got {}", plural(w.size(), "word")));
        if (w[1] != "red" && w[1] != "blue") throw fail(fmt::format("the side to move is red or blue, not '{}'", w[1]));
        const arbiter::player_id turn = w[1] == "red" ? st::red : st::blue;
        const auto s = position_of<R>(w[0], turn);
        if (!s) throw fail("bad board: " + s.error().what());
        append_moves_line(out, w[0], turn, *s);
        if (out.size() > (1u << 16)) {
            std::fwrite(out.data(), 1, out.size(), stdout);
            out.clear();
        }
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}

template <class R>
int moves(const cli::options& opts) {
    if (opts.has("batch")) {
        if (opts.has("board") || opts.has("turn") || opts.has("position"))
            throw cli::usage_error("--batch reads boards and sides from standard input; "
                                   "give neither --board, --turn nor --position with it");
        return moves_batch<R>();
    }
    // The position as one string (--position "BOARD r", as perft takes it),
    // or in two parts (--board BOARD --turn red).
    arbiter::result<st::state<R>> s = arbiter::make_error("no position");
    arbiter::player_id turn = st::red;
    if (const auto text = opts.get("position")) {
        if (opts.has("board") || opts.has("turn"))
            throw cli::usage_error("give the position either as --position \"BOARD r|b\" or as --board BOARD "
                                   "--turn red|blue, not both");
        s = st::parse_position<R>(*text);
        if (!s) throw cli::usage_error("bad --position: " + s.error().what());
        turn = text->back() == 'b' ? st::blue : st::red;  // ST-10.5: the side to move ends the string
    } else {
        if (!opts.has("board"))
            throw cli::usage_error("'" + opts.context() +
                                   "' needs a position: --board BOARD --turn red|blue, or --position \"BOARD r|b\"");
        const std::string_view board = opts.required("board");
        turn = read_side(opts.required("turn"), "--turn");
        s = position_of<R>(board, turn);
        if (!s) throw cli::usage_error("bad board: " + s.error().what());
    }
    std::string out;
    if (s->phase() == st::phase::play)
        for (const st::move& m : legal_moves(*s)) {
            out += step_text(m);
            out += '\n';
        }
    else  // ST-8.2, ST-8.3: stdout stays a (here empty) list of moves
        fmt::print(stderr, "arbiter: {} has no legal move, so the game is over: {}\n", st::player_name(turn),
                   s->result().winner < 0 ? "a draw, neither side can move (ST-8.3)"
                                          : st::player_name(s->result().winner) + " wins (ST-8.2)");
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}

int run_moves(const cli::options& opts) {
    return with_rules(rules_option(opts), [&]<class R>(std::type_identity<R>) { return moves<R>(opts); });
}

// ------------------------------------------------------------------ logs

// Stratego in a game log (game_log.hpp): a side's whole setup as its setup
// string (ST-10.6; the tool sets up a side in one decision, ST-3.4), then
// moves in ST-10.2 notation. No chance (ST-1.1).
struct log_notation {
    static constexpr std::string_view name = "stratego";
    template <class R>
    [[nodiscard]] static std::string move_text(const st::state<R>& s, const st::move& m) {
        return st::to_string(m, s);
    }
    template <class R>
    [[nodiscard]] static std::string outcome_text(const st::state<R>&, arbiter::no_chance) {
        return "none";
    }
    template <class R>
    [[nodiscard]] static arbiter::result<st::state<R>> apply(const st::state<R>& s, std::string_view text) {
        if (s.phase() == st::phase::setup && text.size() == 40) {
            const auto a = st::parse_setup(text);
            if (!a) return a.error();
            return try_play(s, *a);
        }
        const auto m = st::parse_move(text);
        if (!m) return m.error();
        return try_play(s, *m);
    }
    template <class R>
    [[nodiscard]] static arbiter::result<arbiter::no_chance> parse_outcome(const st::state<R>&, std::string_view) {
        return arbiter::make_error("Stratego has no chance outcomes");
    }
};

// ------------------------------------------------------------------ selfplay

template <class R>
int selfplay(const cli::options& opts, std::string_view rules_name) {
    using game_rules = capped<R>;
    const std::uint64_t games = opts.required_integer("games", 1, 1'000'000'000);
    const std::uint64_t seed = opts.required_integer("seed", 0, UINT64_MAX);
    std::array<bot_kind, 2> bots{bot_kind::random, bot_kind::random};
    const auto bot_names = cli::bot_pair(opts, "random");
    bots = {read_bot(bot_names[0]), read_bot(bot_names[1])};
    cli::check_iterations_used(opts, bots[0] == bot_kind::mcts || bots[1] == bot_kind::mcts);
    std::vector<st::arrangement> setups;
    std::string setups_name = "random";
    if (const auto path = opts.get("setups")) {
        setups = read_setups<game_rules>(std::string(*path));
        setups_name = fmt::format("{} drawn from {}", plural(setups.size(), "setup"), *path);
    }

    std::array<seat<game_rules>, 2> seats{seat<game_rules>(bots[0], opts), seat<game_rules>(bots[1], opts)};
    cli::log_writer log(std::string(opts.get("log").value_or("")), log_notation::name,
                        {{"rules", std::string(rules_name)},
                         {"seed", std::to_string(seed)},
                         {"setups", setups_name},
                         {"bots", seats[0].description() + " vs " + seats[1].description()}});
    std::mt19937_64 rng(seed);
    std::array<std::array<std::uint64_t, 5>, 3> ends{};  // [Red wins, Blue wins, draws][end_reason]
    std::uint64_t plies = 0;
    cli::progress_line progress(games, "games");
    const auto start = clock_type::now();
    for (std::uint64_t g = 0; g < games; ++g) {
        const st::state<game_rules> start_state = new_game<game_rules>(setups, rng);
        st::state<game_rules> s = start_state;
        if (log.enabled()) {
            log.begin(g + 1);
            log.decision(st::red, st::to_setup_string(st::arrangement_of(start_state, st::red)));
            log.decision(st::blue, st::to_setup_string(st::arrangement_of(start_state, st::blue)));
        }
        while (!is_terminal(s)) {
            const st::move m = seats[static_cast<std::size_t>(s.to_move())](s, rng);
            if (log.enabled()) log.decision(s.to_move(), log_notation::move_text(s, m));
            s = play(s, m);
        }
        log.end(returns(s));
        plies += static_cast<std::uint64_t>(s.plies());
        const st::game_result& r = s.result();
        ++ends[r.winner < 0 ? 2 : static_cast<std::size_t>(r.winner)][static_cast<std::size_t>(r.reason)];
        progress.update(g + 1);
    }
    const double seconds = std::chrono::duration<double>(clock_type::now() - start).count();
    progress.finish();
    log.finish();

    auto total = [&](std::size_t who) {
        std::uint64_t n = 0;
        for (const auto c : ends[who]) n += c;
        return n;
    };
    auto reasons = [&](std::size_t who) {
        static constexpr std::array<std::string_view, 5> names{"", "flag captured", "no legal move",
                                                               "both unable to move", "move cap"};
        std::string out;
        for (std::size_t k = 1; k < names.size(); ++k) {
            if (ends[who][k] == 0) continue;
            out += out.empty() ? " (" : ", ";
            out += fmt::format("{} {}", names[k], ends[who][k]);
        }
        return out.empty() ? out : out + ")";
    };
    auto percent = [&](std::uint64_t n) { return 100.0 * static_cast<double>(n) / static_cast<double>(games); };
    fmt::print("selfplay stratego: {}, rules {}, bots {} (Red) vs {} (Blue), seed {}\n", plural(games, "game"),
               rules_name, seats[0].description(), seats[1].description(), seed);
    fmt::print("setups: {}\n", setups_name);
    fmt::print("ply cap: a game is drawn after {} plies without an attack (ST-8.7)\n", ply_cap);
    fmt::print("Red wins: {} ({:.1f}%){}\n", total(0), percent(total(0)), reasons(0));
    fmt::print("Blue wins: {} ({:.1f}%){}\n", total(1), percent(total(1)), reasons(1));
    fmt::print("draws: {} ({:.1f}%){}\n", total(2), percent(total(2)), reasons(2));
    fmt::print("average plies per game: {:.2f}\n", static_cast<double>(plies) / static_cast<double>(games));
    fmt::print("time: {:.3f} s, {:.0f} games/s\n", seconds, static_cast<double>(games) / std::max(seconds, 1e-9));
    return 0;
}

int run_selfplay(const cli::options& opts) {
    const std::string_view rules = rules_option(opts);
    return with_rules(rules, [&]<class R>(std::type_identity<R>) { return selfplay<R>(opts, rules); });
}

// ------------------------------------------------------------------ play

// What `viewer` learns from the move m about to be played in s: the move and,
// for an attack, the ranks both players see (ST-5.2) and the outcome; under
// silent defense a surviving defender's rank is not told to the attacker
// (ST-9.7).
template <class R>
[[nodiscard]] std::string describe(const st::state<R>& s, const st::move& m, arbiter::player_id viewer) {
    const arbiter::player_id who = s.to_move();
    const std::string name = who == viewer ? std::string("You") : st::player_name(who);
    if (m.is_decline()) return fmt::format("{} decline{} the rescue.", name, who == viewer ? "" : "s");
    if (m.is_rescue())
        return fmt::format("{} rescue{} a {} onto {}.", name, who == viewer ? "" : "s", st::kind_name(m.piece_kind()),
                           st::square_name(m.to));
    if (!m.is_step()) return {};
    const st::piece defender = s.at(m.to);
    if (defender.empty()) return fmt::format("{} play{} {}.", name, who == viewer ? "" : "s", step_text(m));
    const st::kind a = s.at(m.from).type(), d = defender.type();
    const st::combat c = st::fight<R>(a, d);
    const bool silent = R::defense == st::defense_rule::silent && c == st::combat::defender_wins && who == viewer;
    const std::string attacker = st::player_name(who) + " " + st::kind_name(a);
    const std::string target = st::player_name(defender.owner()) + " " + (silent ? std::string("piece") : st::kind_name(d));
    std::string outcome;
    switch (c) {
        case st::combat::flag_captured: outcome = "the Flag is captured"; break;
        case st::combat::attacker_wins: outcome = "the " + attacker + " wins"; break;
        case st::combat::defender_wins:
            outcome = silent ? "the defender holds; its rank stays hidden (ST-9.7)" : "the " + target + " wins";
            break;
        case st::combat::both_removed: outcome = "both are removed"; break;
    }
    return fmt::format("{} attack{} {}x{}: {} against {}: {}.", name, who == viewer ? "" : "s",
                       st::square_name(m.from), st::square_name(m.to), attacker, target, outcome);
}

template <class R>
int play_game(const cli::options& opts) {
    using game_rules = capped<R>;
    const arbiter::player_id human = read_side(opts.get("side").value_or("red"), "--side");
    const bot_kind bot = read_bot(opts.choice("bot", "simple", {"random", "simple", "mcts"}));
    cli::check_iterations_used(opts, bot == bot_kind::mcts);
    seat<game_rules> bot_seat(bot, opts);
    const std::uint64_t seed =
        opts.has("seed") ? opts.integer("seed", 0, 0, UINT64_MAX)
                         : (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    std::mt19937_64 rng(seed);

    st::arrangement mine = st::random_arrangement<game_rules>(rng);
    if (const auto text = opts.get("setup")) {
        const auto a = st::parse_setup(*text);
        if (!a) throw cli::usage_error("bad --setup: " + a.error().what());
        if (const std::string why = st::arrangement_error<game_rules>(*a); !why.empty())
            throw cli::usage_error("--setup is not a setup of these rules: " + why);
        mine = *a;
    }
    const st::arrangement theirs = st::random_arrangement<game_rules>(rng);
    st::state<game_rules> s = human == st::red ? play(play(st::state<game_rules>{}, mine), theirs)
                                               : play(play(st::state<game_rules>{}, theirs), mine);

    fmt::print("You are {} ({}) against the {} bot; seed {} (--seed {} replays this game).\n",
               st::player_name(human), human == st::red ? "r" : "b", bot_seat.description(), seed, seed);
    fmt::print("Your setup: {}\n", st::to_setup_string(mine));
    fmt::print("Type moves as e4-e5 (an attack as e4-e5 or e4xe5); `moves` lists them, `quit` stops.\n"
               "A game is drawn after {} plies without an attack (ST-8.7).\n", ply_cap);
    std::string line;
    for (;;) {
        if (is_terminal(s)) {
            const arbiter::player_id w = s.result().winner;
            fmt::print("\n{}\n{}\n", st::view_of(s, human),
                       w < 0 ? "A draw." : w == human ? "You win." : "The bot wins.");
            return 0;
        }
        const auto moves = legal_moves(s);
        if (s.to_move() != human) {
            const st::move m = bot_seat(s, rng);
            fmt::print("{}\n", describe(s, m, human));
            s = play(s, m);
            continue;
        }
        fmt::print("\n{}", st::view_of(s, human));
        for (;;) {
            const auto typed = cli::read_typed(s.phase() == st::phase::rescue
                                                   ? "rescue (*Hc3 puts a Captain on c3, *- declines): "
                                                   : "your move: ",
                                               line);
            if (typed.what == cli::typed_line::quit) return 0;
            const std::string_view text = typed.text;
            if (typed.what == cli::typed_line::help) {
                fmt::print("{}:", plural(moves.size(), "legal move"));
                for (const st::move& m : moves) fmt::print(" {}", st::to_string(m, s));
                fmt::print("\n");
                continue;
            }
            const auto m = st::parse_move(text);
            if (!m) {
                fmt::print("'{}': {}\n", text, m.error().what());
                continue;
            }
            if (const std::string why = st::move_error(s, *m); !why.empty()) {
                fmt::print("'{}' is not legal: {}\n", text, why);
                continue;
            }
            fmt::print("{}\n", describe(s, *m, human));
            s = play(s, *m);
            break;
        }
    }
}

int run_play(const cli::options& opts) {
    return with_rules(rules_option(opts), [&]<class R>(std::type_identity<R>) { return play_game<R>(opts); });
}

// ------------------------------------------------------------------ perft

template <class R>
int perft(const cli::options& opts) {
    const auto depth = static_cast<unsigned>(opts.required_integer("depth", 0, 64));
    const std::string_view text = opts.required("position");
    const auto s = st::parse_position<R>(text);
    if (!s) throw cli::usage_error("bad --position: " + s.error().what());
    const auto start = clock_type::now();
    const arbiter::perft_counts c = arbiter::perft(*s, depth);
    const double seconds = std::chrono::duration<double>(clock_type::now() - start).count();
    fmt::print("perft stratego from {}\n", text);
    fmt::print("depth={} leaves={}\n", depth, c.leaves);
    fmt::print("time: {:.3f} s\n", seconds);
    return 0;
}

int run_perft(const cli::options& opts) {
    return with_rules(rules_option(opts), [&]<class R>(std::type_identity<R>) { return perft<R>(opts); });
}

// ------------------------------------------------------------------ bench

template <class R>
int bench(const cli::options& opts) {
    const auto count = static_cast<std::size_t>(opts.integer("count", 1000, 1, 1'000'000));
    const auto max_plies = static_cast<int>(opts.integer("plies", 100, 0, 100'000));
    const std::uint64_t seed = opts.integer("seed", 1, 0, UINT64_MAX);
    std::vector<st::arrangement> setups;
    if (const auto path = opts.get("setups")) setups = read_setups<R>(std::string(*path));
    std::mt19937_64 rng(seed);

    // Start positions, each followed by the positions of a random game from
    // it, up to --plies plies.
    std::vector<st::state<R>> positions;
    for (std::size_t i = 0; i < count; ++i) {
        st::state<R> s = new_game<R>(setups, rng);
        for (int ply = 0; ply <= max_plies && !is_terminal(s); ++ply) {
            positions.push_back(s);
            const auto moves = legal_moves(s);
            s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
        }
    }
    if (positions.empty()) throw cli::usage_error("every game ended before its first move; nothing to time");

    const auto one_pass = [&] {
        std::uint64_t n = 0;
        for (const auto& s : positions) n += legal_moves(s).size();
        return n;
    };
    const std::uint64_t moves = one_pass();  // also warms up
    std::uint64_t reps = 0;
    const auto start = clock_type::now();
    double seconds = 0;
    do {
        if (one_pass() != moves) throw std::runtime_error("legal_moves is not deterministic");
        ++reps;
        seconds = std::chrono::duration<double>(clock_type::now() - start).count();
    } while (seconds < 1.0);
    const std::uint64_t calls = reps * positions.size();
    fmt::print("positions={} calls={} moves={} ns_per_call={:.1f}\n", positions.size(), calls, moves,
               seconds * 1e9 / static_cast<double>(calls));
    return 0;
}

int run_bench(const cli::options& opts) {
    return with_rules(rules_option(opts), [&]<class R>(std::type_identity<R>) { return bench<R>(opts); });
}

// The rows of `arbiter bench`: random setups, then random games under the
// tool's ply cap (ST-8.7).
template <class R>
[[nodiscard]] cli::bench_row bench_row_of(std::string rules, std::uint64_t games, std::uint64_t seed) {
    return cli::measure<st::state<capped<R>>>("stratego", std::move(rules), games, seed, [](auto& rng) {
        return new_game<capped<R>>({}, rng);
    });
}

std::vector<cli::bench_row> bench_rows(std::uint64_t seed) {
    return {bench_row_of<st::classic_rules>("classic", 50, seed), bench_row_of<st::barrage_rules>("barrage", 200, seed)};
}

// ------------------------------------------------------------------ replay

int run_replay(const cli::game_log& log) {
    const std::string_view rules = log.required("rules");
    static constexpr std::array<std::string_view, 7> names{"classic", "isf", "isf3", "barrage", "duell",
                                                           "ultimate-lightning", "milton-bradley"};
    if (std::find(names.begin(), names.end(), rules) == names.end())
        throw cli::usage_error(fmt::format("{}: rules must be {}, not '{}'", log.path, cli::join_or(names), rules));
    return with_rules(rules, [&]<class R>(std::type_identity<R>) {
        // The tool's games are drawn after ply_cap plies without an attack.
        const auto sum = cli::replay_games<st::state<capped<R>>, log_notation>(log, [] { return st::state<capped<R>>{}; });
        cli::print_replay_summary(log, sum, "Red", "Blue");
        return 0;
    });
}

// ------------------------------------------------------------------ the table

constexpr cli::option_spec rules_spec{
    "rules", "R", "classic (default), isf, isf3, barrage, duell, ultimate-lightning or milton-bradley (ST-9.13)"};
constexpr cli::option_spec seed_spec{"seed", "S", "seed of the random engine (std::mt19937_64)"};
constexpr cli::option_spec setups_spec{"setups", "FILE",
                                       "draw each side's setup from this file of setup strings (default: random)"};

}  // namespace

const cli::game_info& cli::stratego_game() {
    static const game_info info{
        "stratego",
        "RULES.md in include/arbiter/stratego/; boards as 100-character Strados2 strings",
        {
            {"moves",
             {"--board BOARD --turn red|blue [--rules R]", "--position \"BOARD r|b\" [--rules R]", "--batch [--rules R] < FILE"},
             "Prints the legal moves of the side to move, one per line, as `a4-a5`: every\n"
             "move, attacks included, is written with '-', so that the lists compare with\n"
             "other engines. The position has no history (ST-10.5): no piece has moved,\n"
             "pieces are revealed only where the board writes them in lower case, and no\n"
             "two-square run has begun. A side with no legal move prints nothing (the\n"
             "game is over, ST-8.2; a note goes to standard error).\n"
             "\n"
             "With --batch, each line of standard input is `<board> <red|blue>` and gives\n"
             "one line: `<board> <red|blue> <count> <moves>`, the moves sorted in byte\n"
             "order and separated by spaces. A bad line stops with its line number.\n",
             {{"board", "BOARD", "100-character board string (ST-10.4), square a1 first"},
              {"turn", "red|blue", "the side to move"},
              {"position", "\"BOARD r|b\"", "instead of --board and --turn: a position string (ST-10.5)"},
              {"batch", "", "read `<board> <red|blue>` lines from standard input"},
              rules_spec},
             run_moves},
            {"selfplay",
             {"--games N --seed S [--bot B] [--iterations N] [--rules R] [--setups FILE] [--log FILE]"},
             "Setups are random (uniform over arrangements of the army) unless --setups\n"
             "names a file, e.g. tests/data/stratego/classic-setups.txt. The simple bot\n"
             "sees only its own observation: it takes what it knows it beats, avoids what\n"
             "it knows beats it, and otherwise moves at random, a little forward. The mcts\n"
             "bot (information-set MCTS) also sees only its observation: each iteration\n"
             "searches a state sampled from it, with playouts of 20 plies scored by the\n"
             "material left; --iterations sets its budget per decision.\n"
             "Output is the same for the same options, except the last line (timing).\n",
             {{"games", "N", "how many games to play"},
              seed_spec,
              {"bot", "B", "random (default), simple or mcts; `mcts,random` gives Red and Blue different bots"},
              cli::iterations_spec,
              rules_spec,
              setups_spec,
              cli::log_spec},
             run_selfplay},
            {"play",
             {"[--side red|blue] [--seed S] [--setup SETUP] [--bot B] [--iterations N] [--rules R]"},
             "You see only what your side may see (ST-7.8): the opponent's unrevealed\n"
             "pieces are shown as `?`. Type moves as e4-e5 (an attack too, or e4xe5);\n"
             "`moves` lists the legal ones; `quit` or end of input stops. Under\n"
             "ultimate-lightning a rescue is `*Hc3` (a Captain onto c3) or `*-`.\n",
             {{"side", "red|blue", "your side: red (r, 0; default, at the bottom) or blue (b, 1)"},
              {"seed", "S", "seed of the random engine (default: a fresh one, printed)"},
              {"setup", "SETUP", "your 40-character setup string (ST-10.6; default: random)"},
              {"bot", "B", "the bot you play: simple (default), random or mcts"},
              cli::iterations_spec,
              rules_spec},
             run_play},
            {"perft",
             {"--position \"BOARD r|b\" --depth D [--rules R]"},
             "Counts the move sequences of D plies from a position without history\n"
             "(ST-10.5); a game that ends early adds no leaf.\n",
             {{"position", "\"BOARD r|b\"", "a position string (ST-10.5)"},
              {"depth", "D", "plies to count"},
              rules_spec},
             run_perft},
            {"bench",
             {"[--setups FILE] [--count N] [--plies P] [--seed S] [--rules R]"},
             "Builds N start positions (setups from FILE, else random) and every position\n"
             "of a random game from each, up to P plies (default 100), then generates the\n"
             "legal moves of all of them, repeated for about a second. Prints\n"
             "  positions=<n> calls=<c> moves=<m> ns_per_call=<x>\n"
             "where moves is the total of one repetition.\n",
             {setups_spec,
              {"count", "N", "start positions (default 1000)"},
              {"plies", "P", "random plies played from each (default 100)"},
              seed_spec,
              rules_spec},
             run_bench},
        },
        run_replay,
        bench_rows};
    return info;
}
