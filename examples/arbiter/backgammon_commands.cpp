// The `arbiter` commands for backgammon: moves, selfplay, play, perft, bench.
// Everything game-specific is here; options.hpp, progress.hpp and main.cpp
// are shared by every game.

#include <arbiter/backgammon.hpp>
#include <arbiter/backgammon/format.hpp>
#include <arbiter/bots/backgammon.hpp>
#include <arbiter/core.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <random>
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
#include "records.hpp"
#include "text.hpp"

namespace bg = arbiter::backgammon;
namespace bg_bots = arbiter::bots::backgammon;

namespace {

using clock_type = std::chrono::steady_clock;

// ------------------------------------------------------------------ helpers

using cli::trim;
using cli::words;

[[nodiscard]] char symbol(arbiter::player_id p) { return p == 0 ? 'O' : 'X'; }

// --side: a player by number or by symbol, as the board shows them.
[[nodiscard]] arbiter::player_id read_side(std::string_view text) {
    if (text == "0" || text == "O" || text == "o") return 0;
    if (text == "1" || text == "X" || text == "x") return 1;
    throw cli::usage_error("--side must be 0 or O, 1 or X, not '" + std::string(text) + "'");
}

[[nodiscard]] bg::position read_position(std::string_view id, int checkers) {
    const auto pos = bg::parse_position_id(id, 0, checkers);
    if (!pos) throw cli::usage_error("bad Position ID '" + std::string(id) + "': " + pos.error().what());
    return *pos;
}

[[nodiscard]] bg::dice read_dice(std::string_view text) {
    const auto d = bg::parse_dice(text);
    if (!d) throw cli::usage_error("bad dice '" + std::string(text) + "': " + d.error().what());
    return *d;
}


// The rules policies by name, for --rules (rules_option checks the name).
template <class F>
int with_rules(std::string_view name, F&& f) {
    if (name == "money") return f(std::type_identity<bg::money_rules>{});
    if (name == "nackgammon") return f(std::type_identity<bg::nackgammon_rules>{});
    if (name == "hypergammon") return f(std::type_identity<bg::hypergammon_rules>{});
    return f(std::type_identity<bg::source_rules>{});
}

[[nodiscard]] std::string_view rules_option(const cli::options& opts) {
    return opts.choice("rules", "source", {"source", "money", "nackgammon", "hypergammon"});
}

// ------------------------------------------------------------------ bots

// random and mcts are the library's (bots.hpp); greedy is backgammon's own.
enum class bot_kind { random, greedy, mcts };

[[nodiscard]] std::string_view bot_name(bot_kind b) {
    switch (b) {
        case bot_kind::random: return "random";
        case bot_kind::greedy: return "greedy";
        case bot_kind::mcts: return "mcts";
    }
    return "?";
}

[[nodiscard]] bot_kind read_bot(std::string_view text) {
    if (text == "random") return bot_kind::random;
    if (text == "greedy") return bot_kind::greedy;
    if (text == "mcts") return bot_kind::mcts;
    throw cli::usage_error("--bot must be random, greedy or mcts, not '" + std::string(text) + "'");
}

// --playout: how MCTS finishes a game from a new node. Both leave the cube
// alone (roll, take); `uniform` plays checkers at random, `greedy` as the
// greedy bot does (slower playouts, better informed).
struct tool_playout {
    bool greedy = false;
    template <class Moves, class G>
    [[nodiscard]] bg::move operator()(const auto& s, const Moves& moves, G& rng) const {
        if (greedy) return bg_bots::greedy_playout{}(s, moves, rng);
        return bg_bots::roll_and_take_playout{}(s, moves, rng);
    }
};

void check_playout_used(const cli::options& opts, bool mcts_seated) {
    if (opts.has("playout") && !mcts_seated)
        throw cli::usage_error("--playout sets how --bot mcts plays out, and no mcts bot is seated");
}

[[nodiscard]] tool_playout playout_option(const cli::options& opts) {
    return {opts.choice("playout", "uniform", {"uniform", "greedy"}) == "greedy"};
}

// A bot at the table: the library's (random, mcts) or greedy.
template <class R>
class seat {
public:
    seat(bot_kind kind, const cli::options& opts) : kind_(kind), playout_(playout_option(opts)) {
        if (kind != bot_kind::greedy)
            library_.emplace(bot_name(kind), opts, arbiter::bots::game_returns{},
                             arbiter::bots::mcts_config{}.playout_plies, playout_);
    }
    template <class G>
    [[nodiscard]] bg::move operator()(const bg::state<R>& s, G& rng) {
        return library_ ? (*library_)(s, rng) : bg_bots::greedy{}.choose(s, rng);
    }
    // "greedy", "random", "mcts (1000 iterations)", "mcts (1000 iterations, greedy playouts)".
    [[nodiscard]] std::string description() const {
        if (!library_) return std::string(bot_name(kind_));
        std::string d = library_->description();
        if (kind_ == bot_kind::mcts && playout_.greedy) d.insert(d.size() - 1, ", greedy playouts");
        return d;
    }

private:
    bot_kind kind_;
    tool_playout playout_;
    std::optional<cli::library_bot<bg::state<R>, arbiter::bots::game_returns, tool_playout>> library_;
};

// "X plays 13/7*", "O doubles to 2"... (nothing for `roll`: the dice say it).
template <class R>
[[nodiscard]] std::string describe(const bg::state<R>& s, const bg::move& m) {
    const char who = symbol(current_player(s));
    switch (m.type()) {
        case bg::move::kind::play:
            if (m.is_pass()) return fmt::format("{} cannot move", who);
            return fmt::format("{} plays {}", who, bg::notated{m, s.board()});
        case bg::move::kind::roll: return {};
        case bg::move::kind::double_offer: return fmt::format("{} doubles to {}", who, 2 * s.cube_value());
        case bg::move::kind::take: return fmt::format("{} takes", who);
        case bg::move::kind::drop: return fmt::format("{} drops", who);
        case bg::move::kind::beaver: return fmt::format("{} beavers", who);
        case bg::move::kind::resign: return fmt::format("{} offers to {}", who, bg::to_string(m));
        case bg::move::kind::accept: return fmt::format("{} accepts the resignation", who);
        case bg::move::kind::reject: return fmt::format("{} rejects the resignation", who);
    }
    return {};
}

[[nodiscard]] std::string game_result_text(const bg::game_result& g) {
    const char w = symbol(g.winner), l = symbol(bg::opponent(g.winner));
    const std::string pts = fmt::format("{} point{}", g.points, g.points == 1 ? "" : "s");
    if (g.resigned) return fmt::format("{} wins: {} resigned ({})", w, l, pts);  // BG-23.2
    switch (g.kind) {
        case bg::win_kind::drop: return fmt::format("{} wins: {} dropped ({})", w, l, pts);
        case bg::win_kind::gammon: return fmt::format("{} wins a gammon ({})", w, pts);
        case bg::win_kind::backgammon: return fmt::format("{} wins a backgammon ({})", w, pts);
        case bg::win_kind::single:
        case bg::win_kind::none: break;
    }
    return fmt::format("{} wins a single game ({})", w, pts);
}

// ------------------------------------------------------------------ moves

void append_moves_line(std::string& out, std::string_view id, const bg::position& pos, bg::dice d) {
    std::vector<std::string> ids;
    for (const bg::move& m : bg::legal_plays(pos, d)) ids.push_back(bg::position_id_after(pos, m));
    std::sort(ids.begin(), ids.end());
    fmt::format_to(std::back_inserter(out), "{} {}{} {}", id, int{d.first}, int{d.second}, ids.size());
    for (const std::string& r : ids) {
        out += ' ';
        out += r;
    }
    out += '\n';
}

int run_moves_batch() {
    std::string line, out;
    for (std::size_t number = 1; std::getline(std::cin, line); ++number) {
        const auto w = words(line);
        const auto fail = [&](const std::string& why) {
            std::fwrite(out.data(), 1, out.size(), stdout);
            std::fflush(stdout);
            return cli::usage_error(fmt::format("standard input, line {}: {}", number, why));
        };
        if (w.size() != 3)
            throw fail(w.empty() ? std::string("empty line; expected '<position id> <d1> <d2>'")
                                 : fmt::format("expected '<position id> <d1> <d2>', got {} word{}",
                                               w.size(), w.size() == 1 ? "" : "s"));
        const auto pos = bg::parse_position_id(w[0], 0, 15);
        if (!pos) throw fail(fmt::format("bad Position ID '{}': {}", w[0], pos.error().what()));
        std::array<std::uint8_t, 2> die{};
        for (std::size_t k = 0; k < 2; ++k) {
            const std::string_view t = w[k + 1];
            if (t.size() != 1 || t[0] < '1' || t[0] > '6')
                throw fail(fmt::format("a die is a digit from 1 to 6, not '{}'", t));
            die[k] = static_cast<std::uint8_t>(t[0] - '0');
        }
        const bg::dice d{std::max(die[0], die[1]), std::min(die[0], die[1])};
        append_moves_line(out, w[0], *pos, d);
        if (out.size() > (1u << 16)) {
            std::fwrite(out.data(), 1, out.size(), stdout);
            out.clear();
        }
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}

int run_moves(const cli::options& opts) {
    if (opts.has("batch")) {
        if (opts.has("position") || opts.has("dice"))
            throw cli::usage_error("--batch reads positions and dice from standard input; "
                                   "give neither --position nor --dice with it");
        return run_moves_batch();
    }
    const bg::position pos = read_position(opts.required("position"), 15);
    const bg::dice d = read_dice(opts.required("dice"));
    std::string out;
    for (const bg::move& m : bg::legal_plays(pos, d))
        fmt::format_to(std::back_inserter(out), "{}\t{}\n", bg::notated{m, pos}, bg::position_id_after(pos, m));
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}

// ------------------------------------------------------------------ logs

// Backgammon in a game log (game_log.hpp): plays and cube actions in standard
// notation (BG-16), dice as `d1-d2` in the order the outcome holds them (the
// opening roll is O's die, then X's).
struct log_notation {
    static constexpr std::string_view name = "backgammon";
    template <class R>
    [[nodiscard]] static std::string move_text(const bg::state<R>& s, const bg::move& m) {
        return bg::to_string(m, s.board());
    }
    template <class R>
    [[nodiscard]] static std::string outcome_text(const bg::state<R>&, bg::dice d) {
        return fmt::format("{}-{}", int{d.first}, int{d.second});
    }
    template <class R>
    [[nodiscard]] static arbiter::result<bg::state<R>> apply(const bg::state<R>& s, std::string_view text) {
        const auto m = bg::parse_move(s, text);
        if (!m) return m.error();
        return try_play(s, *m);
    }
    // An older log's chance line where BG-23.1 now has a `roll` (record_log.hpp).
    template <class R>
    [[nodiscard]] static std::optional<bg::move> implied_before_chance(const bg::state<R>& s) {
        if (bg::roll_implied_before_chance(s)) return bg::move::roll();
        return std::nullopt;
    }
    template <class R>
    [[nodiscard]] static arbiter::result<bg::dice> parse_outcome(const bg::state<R>&, std::string_view text) {
        if (text.size() != 3 || text[1] != '-' || text[0] < '1' || text[0] > '6' || text[2] < '1' || text[2] > '6')
            return arbiter::make_error("expected two dice as d1-d2, each a digit from 1 to 6");
        return bg::dice{static_cast<std::uint8_t>(text[0] - '0'), static_cast<std::uint8_t>(text[2] - '0')};
    }
};

// ------------------------------------------------------------------ selfplay

struct player_stats {
    std::uint64_t wins = 0;  // games, or matches in match play
    std::uint64_t gammons = 0;
    std::uint64_t backgammons = 0;
    std::uint64_t drops = 0;   // games won by a dropped double
    std::uint64_t points = 0;  // points of the games won
};

template <class R>
int selfplay(const cli::options& opts, std::string_view rules_name) {
    const std::uint64_t games = opts.required_integer("games", 1, 1'000'000'000);
    const std::uint64_t seed = opts.required_integer("seed", 0, UINT64_MAX);
    const int match = static_cast<int>(opts.integer("match", 0, 0, 32767));
    std::array<bot_kind, 2> bots{bot_kind::random, bot_kind::random};
    const auto bot_names = cli::bot_pair(opts, "random");
    bots = {read_bot(bot_names[0]), read_bot(bot_names[1])};
    cli::check_iterations_used(opts, bots[0] == bot_kind::mcts || bots[1] == bot_kind::mcts);
    check_playout_used(opts, bots[0] == bot_kind::mcts || bots[1] == bot_kind::mcts);

    std::array<seat<R>, 2> seats{seat<R>(bots[0], opts), seat<R>(bots[1], opts)};
    cli::log_writer log(std::string(opts.get("log").value_or("")), log_notation::name,
                        {{"rules", std::string(rules_name)},
                         {"match", std::to_string(match)},
                         {"seed", std::to_string(seed)},
                         {"bots", seats[0].description() + " vs " + seats[1].description()}});
    std::mt19937_64 rng(seed);
    std::array<player_stats, 2> stats{};
    std::uint64_t plies = 0, games_played = 0;
    cli::progress_line progress(games, match > 0 ? "matches" : "games");
    const auto start = clock_type::now();
    for (std::uint64_t g = 0; g < games; ++g) {
        bg::state<R> s(match);
        log.begin(g + 1);
        int seen = 0;
        for (;;) {
            if (s.games_played() != seen) {  // a game has ended (in a match, maybe not the last)
                seen = s.games_played();
                ++games_played;
                const bg::game_result& r = s.last_game();
                auto& w = stats[static_cast<std::size_t>(r.winner)];
                w.points += static_cast<std::uint64_t>(r.points);
                if (r.kind == bg::win_kind::gammon) ++w.gammons;
                if (r.kind == bg::win_kind::backgammon) ++w.backgammons;
                if (r.kind == bg::win_kind::drop) ++w.drops;
            }
            const arbiter::player_id who = current_player(s);
            if (who == arbiter::terminal_player) break;
            if (who == arbiter::chance_player) {
                const bg::dice d = arbiter::sample_outcome(chance_outcomes(s), rng);
                if (log.enabled()) log.chance(log_notation::outcome_text(s, d));
                s = play(s, d);
                continue;
            }
            const bg::move m = seats[static_cast<std::size_t>(who)](s, rng);
            if (log.enabled()) log.decision(who, log_notation::move_text(s, m));
            s = play(s, m);
            ++plies;
        }
        log.end(returns(s));
        ++stats[returns(s)[0] > 0 ? 0 : 1].wins;
        progress.update(g + 1);
    }
    const double seconds = std::chrono::duration<double>(clock_type::now() - start).count();
    progress.finish();
    log.finish();

    const std::string_view unit = match > 0 ? "matches" : "games";
    fmt::print("selfplay backgammon: {} {}{}, rules {}, bots {} (O) vs {} (X), seed {}\n", games, unit,
               match > 0 ? fmt::format(" to {} points ({} games)", match, games_played) : "", rules_name,
               seats[0].description(), seats[1].description(), seed);
    for (arbiter::player_id p = 0; p < 2; ++p) {
        const auto& st = stats[static_cast<std::size_t>(p)];
        fmt::print("player {} ({}): {} {} won ({:.1f}%), {} gammons, {} backgammons", int{p}, symbol(p),
                   st.wins, unit, 100.0 * static_cast<double>(st.wins) / static_cast<double>(games),
                   st.gammons, st.backgammons);
        if constexpr (R::cube) fmt::print(", {} by a drop", st.drops);
        fmt::print(", {} points\n", st.points);
    }
    fmt::print("average plies per game: {:.2f}\n",
               static_cast<double>(plies) / static_cast<double>(games_played));
    fmt::print("time: {:.3f} s, {:.0f} games/s\n", seconds,
               static_cast<double>(games_played) / std::max(seconds, 1e-9));
    return 0;
}

int run_selfplay(const cli::options& opts) {
    const std::string_view rules = rules_option(opts);
    return with_rules(rules, [&]<class R>(std::type_identity<R>) { return selfplay<R>(opts, rules); });
}

// ------------------------------------------------------------------ play

template <class R>
[[nodiscard]] std::string_view prompt_for(const bg::state<R>& s) {
    switch (s.phase()) {
        case bg::phase::cube_decision: return bg::may_double(s) ? "roll or double? " : "roll? ";
        case bg::phase::resigning: return "accept or reject the resignation? ";
        case bg::phase::responding: return bg::may_beaver(s) ? "take, drop or beaver? " : "take or drop? ";
        default: return "your play (? lists them): ";
    }
}

template <class R>
int play_game(const cli::options& opts) {
    const arbiter::player_id human = read_side(opts.get("side").value_or("1"));
    const bot_kind bot = read_bot(opts.choice("bot", "greedy", {"random", "greedy", "mcts"}));
    cli::check_iterations_used(opts, bot == bot_kind::mcts);
    check_playout_used(opts, bot == bot_kind::mcts);
    seat<R> bot_seat(bot, opts);
    const int match = static_cast<int>(opts.integer("match", 0, 0, 32767));
    const std::uint64_t seed =
        opts.has("seed") ? opts.integer("seed", 0, 0, UINT64_MAX)
                         : (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    std::mt19937_64 rng(seed);

    fmt::print("You are {} (player {}) against the {} bot; seed {} (--seed {} replays this game).\n",
               symbol(human), int{human}, bot_seat.description(), seed, seed);
    if (human == 0)
        fmt::print("The board is labelled with X's point numbers; your point n is X's 25-n.\n");
    fmt::print("Type plays in standard notation (13/10 13/9, bar/22*, 6/off), ? for the legal moves, "
               "quit to stop.\n");

    bg::state<R> s(match);
    int seen = 0;
    std::string line;
    for (;;) {
        if (s.games_played() != seen) {
            seen = s.games_played();
            fmt::print("{}", game_result_text(s.last_game()));
            if (s.match_length() > 0) fmt::print(". Score: O {}, X {}", s.score(0), s.score(1));
            fmt::print(".\n");
        }
        const arbiter::player_id who = current_player(s);
        if (who == arbiter::terminal_player) {
            fmt::print("\n{}\n{}\n", s, s.last_game().winner == human ? "You win." : "The bot wins.");
            return 0;
        }
        if (who == arbiter::chance_player) {
            const bool opening = s.phase() == bg::phase::opening_roll;
            const bg::dice d = arbiter::sample_outcome(chance_outcomes(s), rng);
            s = play(s, d);
            if (opening)
                fmt::print("Opening roll: O {}, X {}: {} starts with {}.\n", int{d.first}, int{d.second},
                           symbol(s.player_on_roll()), s.roll());
            else
                fmt::print("{} rolls {}.\n", symbol(s.player_on_roll()), s.roll());
            continue;
        }
        const auto moves = legal_moves(s);
        if (who != human) {
            const bg::move m = bot_seat(s, rng);
            if (const std::string text = describe(s, m); !text.empty()) fmt::print("{}.\n", text);
            s = play(s, m);
            continue;
        }
        fmt::print("\n{}", s);
        if (moves.size() == 1 && s.phase() == bg::phase::playing) {
            fmt::print("{}.\n", moves[0].is_pass() ? std::string("You cannot move")
                                                    : fmt::format("Your only play: {}",
                                                                  bg::notated{moves[0], s.board()}));
            s = play(s, moves[0]);
            continue;
        }
        for (;;) {
            const auto typed = cli::read_typed(prompt_for(s), line);
            if (typed.what == cli::typed_line::quit) return 0;
            const std::string_view text = typed.text;
            if (typed.what == cli::typed_line::help) {
                fmt::print("{} legal move{}:\n", moves.size(), moves.size() == 1 ? "" : "s");
                for (const bg::move& m : moves) fmt::print("  {}\n", bg::notated{m, s.board()});
                continue;
            }
            const auto m = bg::parse_move(s, text);
            if (!m) {
                fmt::print("'{}': {}\n", text, m.error().what());
                continue;
            }
            const auto next = try_play(s, *m);
            if (!next) {
                fmt::print("'{}': {}\n", text, next.error().what());
                continue;
            }
            if (const std::string said = describe(s, *m); !said.empty()) fmt::print("{}.\n", said);
            s = *next;
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
    bg::state<R> s;
    std::string from = "the opening roll";
    if (const auto id = opts.get("position")) {
        const bg::position pos = read_position(*id, bg::state<R>::checkers);
        bg::dice d{};
        if (const auto dt = opts.get("dice")) d = read_dice(*dt);
        const auto made = bg::from_position<R>(pos, d);
        if (!made) throw cli::usage_error("cannot start from that position: " + made.error().what());
        s = *made;
        from = opts.has("dice") ? fmt::format("{} with {}", *id, d) : std::string(*id);
    } else if (opts.has("dice")) {
        throw cli::usage_error("--dice needs --position (without it, perft starts at the opening roll)");
    }
    const auto start = clock_type::now();
    const arbiter::perft_counts c = arbiter::perft(s, depth);
    const double seconds = std::chrono::duration<double>(clock_type::now() - start).count();
    fmt::print("perft backgammon from {}\n", from);
    fmt::print("depth={} leaves={} expected={}/{} ({:.6f})\n", depth, c.leaves, c.expected.numerator(),
               c.expected.denominator(), c.expected.to_double());
    fmt::print("time: {:.3f} s\n", seconds);
    return 0;
}

int run_perft(const cli::options& opts) {
    return with_rules(rules_option(opts), [&]<class R>(std::type_identity<R>) { return perft<R>(opts); });
}

// ------------------------------------------------------------------ bench

int run_bench(const cli::options& opts) {
    const std::string path(opts.required("positions"));
    std::ifstream in(path);
    if (!in) throw cli::usage_error("cannot open '" + path + "'");
    std::vector<bg::position> positions;
    std::string line;
    for (std::size_t number = 1; std::getline(in, line); ++number) {
        const auto w = words(line);
        if (w.empty() || w[0].starts_with('#')) continue;
        const auto pos = bg::parse_position_id(w[0], 0, 15);
        if (!pos)
            throw cli::usage_error(fmt::format("{}:{}: bad Position ID '{}': {}", path, number, w[0],
                                               pos.error().what()));
        positions.push_back(*pos);
    }
    if (positions.empty()) throw cli::usage_error("no positions in '" + path + "'");

    std::vector<bg::dice> rolls;
    for (std::uint8_t a = 1; a <= 6; ++a)
        for (std::uint8_t b = 1; b <= a; ++b) rolls.push_back({a, b});

    const auto one_pass = [&] {
        std::uint64_t plays = 0;
        for (const bg::position& pos : positions)
            for (const bg::dice d : rolls) plays += bg::legal_plays(pos, d).size();
        return plays;
    };
    const std::uint64_t plays = one_pass();  // also warms up
    std::uint64_t reps = 0;
    const auto start = clock_type::now();
    double seconds = 0;
    do {
        if (one_pass() != plays) throw std::runtime_error("legal_plays is not deterministic");
        ++reps;
        seconds = std::chrono::duration<double>(clock_type::now() - start).count();
    } while (seconds < 1.0);
    const std::uint64_t calls = reps * positions.size() * rolls.size();
    fmt::print("positions={} calls={} plays={} ns_per_call={:.1f}\n", positions.size(), calls, plays,
               seconds * 1e9 / static_cast<double>(calls));
    return 0;
}

// The rows of `arbiter bench`: random games from the opening roll.
std::vector<cli::bench_row> bench_rows(std::uint64_t seed) {
    std::vector<cli::bench_row> rows;
    rows.push_back(cli::measure<bg::state<>>("backgammon", "source", 2000, seed, [](auto&) { return bg::state<>{}; }));
    using hyper = bg::state<bg::hypergammon_rules>;
    rows.push_back(cli::measure<hyper>("backgammon", "hypergammon", 2000, seed, [](auto&) { return hyper{}; }));
    return rows;
}

// ------------------------------------------------------------------ replay

int run_replay(const cli::game_log& log) {
    const std::string_view rules = log.required("rules");
    if (rules != "source" && rules != "money" && rules != "nackgammon" && rules != "hypergammon")
        throw cli::usage_error(fmt::format("{}: rules must be source, money, nackgammon or hypergammon, not '{}'",
                                           log.path, rules));
    const std::string_view match_text = log.get("match").value_or("0");
    int match = 0;
    if (const auto [end, ec] = std::from_chars(match_text.data(), match_text.data() + match_text.size(), match);
        ec != std::errc{} || end != match_text.data() + match_text.size() || match < 0 || match > 32767)
        throw cli::usage_error(fmt::format("{}: match must be a whole number from 0 to 32767, not '{}'", log.path,
                                           match_text));
    return with_rules(rules, [&]<class R>(std::type_identity<R>) {
        const auto sum = cli::replay_games<bg::state<R>, log_notation>(log, [&] { return bg::state<R>(match); });
        cli::print_replay_summary(log, sum, "player 0 (O)", "player 1 (X)");
        if (match > 0 && rules == "money") cli::print_match_log_games(log.path);  // BG-24: as for a record
        return 0;
    });
}

// ------------------------------------------------------------------ the table

constexpr cli::option_spec rules_spec{"rules", "R", "the variant: source (default), money, nackgammon or hypergammon"};
constexpr cli::option_spec playout_spec{"playout", "P",
                                        "with --bot mcts: uniform (default) or greedy checker plays in playouts"};
constexpr cli::option_spec match_spec{"match", "N", "play matches to N points (default 0: single games)"};
constexpr cli::option_spec seed_spec{"seed", "S", "seed of the random engine (std::mt19937_64)"};

}  // namespace

const cli::game_info& cli::backgammon_game() {
    static const game_info info{
        "backgammon",
        "RULES.md in include/arbiter/backgammon/; positions as gnubg Position IDs",
        {
            {"moves",
             {"--position ID --dice DD", "--batch < FILE"},
             "Prints each legal play of the roll for the player on roll, one per line:\n"
             "  <play in standard notation><TAB><Position ID after it>\n"
             "the ID seen from the player then on roll (the opponent; the mover himself\n"
             "when the play bears off his last checker). A blocked roll prints `pass`.\n"
             "\n"
             "With --batch, each line of standard input is `<position id> <d1> <d2>` and\n"
             "gives one line: `<position id> <d1><d2> <count> <resulting IDs>`, larger die\n"
             "first, the IDs sorted (byte order). A bad line stops with its line number.\n",
             {{"position", "ID", "gnubg Position ID, seen from the player on roll"},
              {"dice", "DD", "the roll: 31, 3-1 or 13"},
              {"batch", "", "read `<position id> <d1> <d2>` lines from standard input"}},
             run_moves},
            {"selfplay",
             {"--games N --seed S [--bot B] [--iterations N] [--playout P] [--rules R] [--match N] [--log FILE]"},
             "Bots: random, greedy (one ply: pips, hits, blots, home points) and mcts\n"
             "(Monte Carlo tree search, dice sampled, playouts to the end that roll\n"
             "and take rather than double or drop; --iterations sets its budget per\n"
             "decision; --playout greedy plays its playouts' checkers as the greedy bot\n"
             "does). The bots are in include/arbiter/bots/ (backgammon.hpp: greedy and\n"
             "the playout policies). Output is the same for the same options, except\n"
             "the last line (timing).\n",
             {{"games", "N", "how many games (or matches, with --match) to play"},
              seed_spec,
              {"bot", "B", "random (default), greedy or mcts; `mcts,random` gives O and X different bots"},
              cli::iterations_spec,
              playout_spec,
              rules_spec,
              match_spec,
              cli::log_spec},
             run_selfplay},
            {"play",
             {"[--seed S] [--side P] [--bot B] [--iterations N] [--playout P] [--rules R] [--match N]"},
             "Type plays in standard notation (13/10 13/9, bar/22*, 6/off), `roll` or\n"
             "`double`, `take` or `drop`; `?` lists the legal moves; `quit` or end of\n"
             "input stops.\n",
             {{"seed", "S", "seed of the random engine (default: a fresh one, printed)"},
              {"side", "P", "your player: 0 or O (top), 1 or X (bottom; default)"},
              {"bot", "B", "the bot you play: greedy (default), random or mcts"},
              cli::iterations_spec,
              playout_spec,
              rules_spec,
              match_spec},
             run_play},
            {"perft",
             {"--depth D [--rules R]", "--depth D --position ID [--dice DD] [--rules R]"},
             "Counts the sequences of D decisions, chance outcomes expanded (arbiter::perft):\n"
             "`leaves` counts every path, `expected` weighs each by its probability (exact).\n"
             "Without --position it starts at the opening roll; without --dice the position\n"
             "is before the roll.\n",
             {{"depth", "D", "decisions to count (chance nodes cost no depth)"},
              {"position", "ID", "start from this gnubg Position ID (player 0 on roll)"},
              {"dice", "DD", "with --position: the roll to play"},
              rules_spec},
             run_perft},
            {"bench",
             {"--positions FILE"},
             "For every position (the first word of each line; `#` lines skipped) and each\n"
             "of the 21 rolls, generates the legal plays, repeated for about a second. Prints\n"
             "  positions=<n> calls=<c> plays=<p> ns_per_call=<x>\n"
             "where plays is the total of one repetition (a blocked roll counts its pass).\n",
             {{"positions", "FILE", "gnubg Position IDs, one per line"}},
             run_bench},
        },
        run_replay,
        bench_rows};
    return info;
}
