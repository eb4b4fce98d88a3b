#pragma once
// The tool's commands, written once for every game: moves, selfplay, play,
// perft, bench and replay, against the game's descriptor (core/descriptor.hpp)
// and its text interface (core/text_game.hpp). A game plugs in with one line
// in main.cpp and a small traits struct (its own bots, extra notations,
// options that set up its start, game_traits.hpp); its entry in the tool,
// with every command's options and help, is make_game_info (game_info.hpp).
//
// Every command takes the same options for the same things: `--rules NAME`
// (the descriptor's names; `arbiter rules <game>` lists them), `--players N`
// where the rules let it vary, `--state FILE` and `--position TEXT` for a
// full-state text (or another notation the game's traits read).

#include <arbiter/bots.hpp>
#include <arbiter/core.hpp>

#include <algorithm>
#include <array>
#include <memory>
#include <span>
#include <chrono>
#include <cstdint>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <fstream>
#include <functional>
#include <iterator>
#include <optional>
#include <stdexcept>
#include <random>
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
#include "game_traits.hpp"
#include "play_session.hpp"
#include "options.hpp"
#include "progress.hpp"
#include "text.hpp"

namespace arbiter {
// parse_outcome found by argument-dependent lookup, from inside a class that
// has a member of the same name.
template <class S>
[[nodiscard]] result<outcome_t<S>> text_game_parse_outcome(const S& s, std::string_view text) {
    return parse_outcome(s, text);
}
}  // namespace arbiter

namespace cli {

// ------------------------------------------------------------------ the commands

template <class D, class Traits>
struct game_commands {
    // moves: the legal moves of a state, each with where it leads (the game's
    // short text), or a chance node's outcomes with their exact probabilities.
    static int moves(const options& opts) {
        return detail::with_chosen_rules<D, Traits>(opts, [&]<class N>(std::type_identity<N>) {
            using S = arbiter::capped_state_of<D, N>;
            const auto given = detail::given_state<S, Traits>(opts);
            const S s = given ? *given : detail::start_state<D, Traits, N>(opts);
            auto outcome = opts.get("outcome");
            if (!outcome && !Traits::outcome_alias.empty()) outcome = opts.get(Traits::outcome_alias);
            if (opts.has("viewer")) return print_observation(s, opts, outcome.has_value());
            if (outcome) return after_outcome(s, *outcome);
            print_moves(s);
            return 0;
        });
    }

    // moves --viewer P: what player P may see of the state, as the text
    // parse_observation reads back (core/observation_text.hpp).
    template <class S>
    static int print_observation(const S& s, const options& opts, bool outcome) {
        if constexpr (arbiter::observation_text_game<S>) {
            if (outcome) throw usage_error("--viewer prints what a player sees of the state; give no outcome with it");
            const auto viewer = static_cast<arbiter::player_id>(opts.integer("viewer", 0, 0, S::num_players - 1));
            fmt::print("{}", to_string(observe(s, viewer)));
            return 0;
        } else {
            (void)s;
            (void)outcome;
            throw usage_error(fmt::format("--viewer: {} hides nothing from its players", D::name));
        }
    }

    template <class S>
    static int after_outcome(S s, std::string_view text) {
        // A decision the roll implies (backgammon's `roll` at a cube decision).
        if (current_player(s) >= 0)
            if (const auto implied = Traits::implied_before_chance(s)) s = play(s, *implied);
        const auto o = parse_outcome(s, text);
        if (!o) throw usage_error(fmt::format("bad --outcome '{}': {}", text, o.error().message));
        bool possible = false;
        for (const auto& c : chance_outcomes(s)) possible = possible || c.outcome == *o;
        if (!possible) throw usage_error(fmt::format("--outcome '{}' is not a chance outcome of this state", text));
        print_moves(play(s, *o));
        return 0;
    }

    template <class S>
    static void print_moves(const S& s) {
        if (current_player(s) == arbiter::chance_player) {
            for (const auto& o : chance_outcomes(s))
                fmt::print("chance {}\t{}/{}\n", to_string(s, o.outcome), o.chance.numerator(), o.chance.denominator());
            return;
        }
        if (is_terminal(s)) fmt::print(stderr, "the game is over: {}\n", detail::returns_text(returns(s)));
        for (const auto& m : legal_moves(s)) {
            const std::string after = Traits::leads_to(s, m);
            fmt::print("{}{}{}\n", to_string(s, m), after.empty() ? "" : "\t", after);
        }
    }

    // selfplay: bots play each other; wins, draws, decisions and speed.
    static int selfplay(const options& opts) {
        return detail::with_chosen_rules<D, Traits>(opts, [&]<class N>(std::type_identity<N>) {
            using S = arbiter::capped_state_of<D, N>;
            const std::uint64_t games = opts.required_integer("games", 1, 1'000'000'000);
            const std::uint64_t seed = opts.required_integer("seed", 0, UINT64_MAX);
            const auto names = detail::bot_names(opts, "random", S::num_players);
            std::vector<bot_fn<S>> bots;
            bool mcts = false;
            for (const auto name : names) {
                bots.push_back(detail::make_bot<S, Traits>(name, opts));
                mcts = mcts || name == "mcts";
            }
            check_iterations_used(opts, mcts);
            std::string bots_text;
            for (const auto name : names)
                bots_text += (bots_text.empty() ? "" : " vs ") + detail::bot_description(name, opts);
            log_writer log(std::string(opts.get("log").value_or("")), D::name, log_header<N>(opts, seed, bots_text));
            std::mt19937_64 rng(seed);
            const S start = detail::start_state<D, Traits, N>(opts);
            std::vector<std::uint64_t> wins(S::num_players, 0);
            std::uint64_t draws = 0, decisions = 0;
            std::vector<double> total(S::num_players, 0.0);
            std::vector<std::pair<std::string, std::uint64_t>> ends;  // by end_kind, in order of first sight
            progress_line progress(games, "games");
            const auto t0 = std::chrono::steady_clock::now();
            for (std::uint64_t g = 0; g < games; ++g) {
                S s = start;
                log.begin(g + 1);
                while (!is_terminal(s)) {
                    const arbiter::player_id who = current_player(s);
                    if (who >= 0) {
                        ++decisions;
                        const auto m = bots[static_cast<std::size_t>(who)](s, rng);
                        if (log.enabled()) log.decision(who, to_string(s, m));
                        s = play(s, m);
                    } else {
                        const auto o = arbiter::sample_outcome(chance_outcomes(s), rng);
                        if (log.enabled()) log.chance(to_string(s, o));
                        s = play(s, o);
                    }
                }
                const auto r = returns(s);
                log.end(r);
                count_result(r, wins, draws, total);
                if (const std::string kind = Traits::end_kind(s); !kind.empty()) {
                    auto it = std::find_if(ends.begin(), ends.end(), [&](const auto& e) { return e.first == kind; });
                    if (it == ends.end()) ends.emplace_back(kind, 1);
                    else ++it->second;
                }
                progress.update(g + 1);
            }
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            progress.finish();
            log.finish();
            const auto pct = [&](std::uint64_t n) { return 100.0 * static_cast<double>(n) / static_cast<double>(games); };
            fmt::print("selfplay {}: {} game{}, rules {}, {} players, bots {}, seed {}\n", D::name, games,
                       games == 1 ? "" : "s", N::name, S::num_players, bots_text, seed);
            if (D::cap.limit != 0)
                fmt::print("length cap: {} {} ({})\n", D::cap.limit, D::cap.unit, D::cap.clause);
            for (std::size_t p = 0; p < S::num_players; ++p) {
                const std::string label = Traits::player_label(start, p);
                fmt::print("player {}{} wins: {} ({:.1f}%), average return {:.3f}\n", p,
                           label.empty() ? "" : " (" + label + ")", wins[p], pct(wins[p]),
                           total[p] / static_cast<double>(games));
            }
            fmt::print("draws: {} ({:.1f}%)\n", draws, pct(draws));
            for (const auto& [kind, n] : ends) fmt::print("ended by {}: {} ({:.1f}%)\n", kind, n, pct(n));
            fmt::print("average decisions per game: {:.2f}\n", static_cast<double>(decisions) / static_cast<double>(games));
            fmt::print("time: {:.2f} s, {:.0f} games/s\n", seconds, static_cast<double>(games) / (seconds > 0 ? seconds : 1));
            return 0;
        });
    }

    // A game's result for the summary: each player with the highest return
    // (not everyone's) wins; equal returns for all are a draw.
    template <class R>
    static void count_result(const R& r, std::vector<std::uint64_t>& wins, std::uint64_t& draws,
                             std::vector<double>& total) {
        double high = r[0], low = r[0];
        for (const auto v : r) {
            high = std::max<double>(high, v);
            low = std::min<double>(low, v);
        }
        for (std::size_t p = 0; p < r.size(); ++p) total[p] += static_cast<double>(r[p]);
        if (high == low) {
            ++draws;
            return;
        }
        for (std::size_t p = 0; p < r.size(); ++p)
            if (static_cast<double>(r[p]) == high) ++wins[p];
    }

    // The header of selfplay's log: what replay needs to start the same games.
    template <class N>
    static std::vector<std::pair<std::string, std::string>> log_header(const options& opts, std::uint64_t seed,
                                                                        const std::string& bots_text) {
        std::vector<std::pair<std::string, std::string>> h{{"rules", std::string(N::name)}};
        if (N::players != 0) h.emplace_back("players", std::to_string(N::players));
        for (const option_spec& spec : Traits::start_specs())
            if (const auto v = opts.get(spec.name)) h.emplace_back(std::string(spec.name), std::string(*v));
        h.emplace_back("seed", std::to_string(seed));
        h.emplace_back("bots", bots_text);
        return h;
    }

    // play: a game against bots in the terminal, seeing what your seat may
    // see (play_session.hpp); --state/--position start from a saved state,
    // --resume (or --state given a log) from the end of a saved game.
    static int play_game(const options& opts) {
        if (const auto log = resumed_log(opts)) return resume_game(opts, *log);
        return detail::with_chosen_rules<D, Traits>(opts, [&]<class N>(std::type_identity<N>) {
            using S = arbiter::capped_state_of<D, N>;
            const auto given = detail::given_state<S, Traits>(opts);
            const S start = given ? *given : detail::start_state<D, Traits, N>(opts);
            if (is_terminal(start)) throw usage_error("the given state is the end of a game: nothing to play");
            const arbiter::player_id human = chosen_side(opts, start);
            const std::uint64_t seed = play_seed(opts, 0);
            auto header = log_header<N>(opts, seed, played_by(opts, human));
            // A saved state travels in the log, so the log replays on its own.
            if (given) {
                const std::string text = to_string(start);
                for (const std::string_view line : lines_of(text)) header.emplace_back("state", std::string(line));
            }
            return run_session<N>(opts, start, human, seed, std::move(header), {});
        });
    }

    template <class N, class S>
    static int run_session(const options& opts, const S& now, arbiter::player_id human, std::uint64_t seed,
                           std::vector<std::pair<std::string, std::string>> header, std::vector<std::string> entries) {
        const std::string_view bot_name = opts.get("bot").value_or(Traits::play_bot);
        check_iterations_used(opts, bot_name == "mcts");
        play_session<D, Traits, N> session(opts, now, human, seed, detail::bot_description(bot_name, opts),
                                           detail::make_bot<S, Traits>(bot_name, opts),
                                           detail::make_bot<S, Traits>(bot_name, opts), std::move(header),
                                           std::move(entries));
        return session.run();
    }

    [[nodiscard]] static std::string played_by(const options& opts, arbiter::player_id human) {
        const std::string_view bot_name = opts.get("bot").value_or(Traits::play_bot);
        return fmt::format("you (player {}) vs {}", human, detail::bot_description(bot_name, opts));
    }

    // --seed, else a fresh one; `salt` sets a resumed game's draws apart
    // from those its first part made with the same seed.
    [[nodiscard]] static std::uint64_t play_seed(const options& opts, std::uint64_t salt) {
        if (opts.has("seed")) return opts.integer("seed", 0, 0, UINT64_MAX);
        if (salt != 0) return salt;
        return (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    }

    // The log play goes on from: --resume, or --state naming a log.
    [[nodiscard]] static std::optional<game_log> resumed_log(const options& opts) {
        if (const auto file = opts.get("resume")) {
            if (opts.has("state") || opts.has("position")) throw usage_error("--resume goes on from a log: give it alone, without --state or --position");
            return read_log(std::string(*file), "--resume");
        }
        const auto file = opts.get("state");
        if (!file || !detail::read_file(*file, "--state").starts_with(log_first_line)) return std::nullopt;
        return read_log(std::string(*file), "--state");
    }

    // play --resume LOG: the log's first game played to where it stopped,
    // then the person's turn as it was (their seat, the log's bots line).
    static int resume_game(const options& opts, const game_log& log) {
        if (log.required("game") != D::name)
            throw usage_error(fmt::format("{}: a log of {}, not of {}", log.path, log.required("game"), D::name));
        return with_log_options(log, [&](const options& from_log) {
            return detail::with_chosen_rules<D, Traits>(from_log, [&]<class N>(std::type_identity<N>) {
                using S = arbiter::capped_state_of<D, N>;
                const auto given = detail::given_state<S, Traits>(from_log);
                const S start = given ? *given : detail::start_state<D, Traits, N>(from_log);
                std::vector<std::string> entries;
                const S now = state_after<S>(log, start, UINT64_MAX, &entries);
                if (is_terminal(now)) throw usage_error(fmt::format("{}: the game is over: nothing to play", log.path));
                const arbiter::player_id human = opts.has("side") ? chosen_side(opts, now) : logged_side(log);
                auto header = log.header;
                header.erase(header.begin());  // `game`: the writer puts it first
                std::erase_if(header, [](const auto& kv) { return kv.first == "bots"; });
                header.emplace_back("bots", played_by(opts, human));
                const std::string logged_seed(log.get("seed").value_or("0"));
                const std::uint64_t salt = std::strtoull(logged_seed.c_str(), nullptr, 10) ^ (0x9e3779b97f4a7c15ULL * entries.size());
                const std::uint64_t seed = play_seed(opts, salt);
                return run_session<N>(opts, now, human, seed, std::move(header), std::move(entries));
            });
        });
    }

    // The seat a saved game's person played: its `bots you (player N) ...` line.
    [[nodiscard]] static arbiter::player_id logged_side(const game_log& log) {
        const std::string_view bots = log.get("bots").value_or("");
        constexpr std::string_view mark = "you (player ";
        if (!bots.starts_with(mark)) return 0;
        return static_cast<arbiter::player_id>(std::atoi(std::string(bots.substr(mark.size())).c_str()));
    }

    [[nodiscard]] static std::vector<std::string_view> lines_of(std::string_view text) {
        std::vector<std::string_view> out;
        while (!text.empty()) {
            const auto end = text.find('\n');
            out.push_back(text.substr(0, end));
            if (end == std::string_view::npos) break;
            text.remove_prefix(end + 1);
        }
        return out;
    }

    template <class S>
    static constexpr bool viewable = requires(const S& s) {
        requires arbiter::hidden_information_game<S>;
        requires fmt::is_formattable<decltype(observe(s, arbiter::player_id{}))>::value;
    };

    // --side: a player's number, or its label ("X", "blue"), in any case.
    template <class S>
    static arbiter::player_id chosen_side(const options& opts, const S& start) {
        const std::string_view text = opts.get("side").value_or("0");
        std::string names;
        for (std::size_t p = 0; p < S::num_players; ++p) {
            const std::string label = Traits::player_label(start, p);
            const auto same = [](std::string_view a, std::string_view b) {
                return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
                           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
                       });
            };
            if (text == std::to_string(p) || (!label.empty() && same(text, label)))
                return static_cast<arbiter::player_id>(p);
            names += fmt::format("{}{}{}", p == 0 ? "" : p + 1 == S::num_players ? " or " : ", ", p,
                                 label.empty() ? "" : " (" + label + ")");
        }
        throw usage_error(fmt::format("--side must be {}, not '{}'", names, text));
    }

    // What the human sees: the observation where the game hides something.
    template <class S>
    static void print_view(const S& s, arbiter::player_id human) {
        if constexpr (viewable<S>)
            fmt::print("\n{}\n", observe(s, human));
        else if constexpr (fmt::is_formattable<S>::value)
            fmt::print("\n{}\n", s);
        else
            fmt::print("\n{}\n", to_string(s));
    }

    // perft: move sequences to a depth, with their exact expected number.
    static int perft(const options& opts) {
        return detail::with_chosen_rules<D, Traits>(opts, [&]<class N>(std::type_identity<N>) {
            using S = arbiter::capped_state_of<D, N>;
            const auto depth = static_cast<unsigned>(opts.required_integer("depth", 0, 64));
            const auto given = detail::given_state<S, Traits>(opts);
            const S s = given ? *given : detail::start_state<D, Traits, N>(opts);
            const auto t0 = std::chrono::steady_clock::now();
            const arbiter::perft_counts c = arbiter::perft(s, depth);
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            fmt::print("perft {}, rules {}{}\ndepth={} leaves={} expected={}/{} ({:.6f})\ntime: {:.3f} s\n", D::name,
                       N::name, N::players != 0 ? fmt::format(", {} players", N::players) : std::string(), depth,
                       c.leaves, c.expected.numerator(), c.expected.denominator(), c.expected.to_double(), seconds);
            return 0;
        });
    }

    // bench: legal_moves and play timed over the decision positions of
    // random games, or of a file of states (one per line; a chance node
    // stands for each of its outcomes).
    static int bench(const options& opts) {
        return detail::with_chosen_rules<D, Traits>(opts, [&]<class N>(std::type_identity<N>) {
            using S = arbiter::capped_state_of<D, N>;
            std::vector<S> positions;
            std::uint64_t read = 0;
            if (const auto file = opts.get("positions")) {
                const std::string text = detail::read_file(*file, "--positions");
                arbiter::text::line_reader lines(text);
                for (arbiter::text::text_line l; lines.next(l);) {
                    const auto s = Traits::template read_position<S>(l.text.text);
                    if (!s) throw usage_error(fmt::format("{}:{}: {}", *file, l.number, s.error().what()));
                    ++read;
                    add_decisions(*s, positions);
                }
            } else {
                const auto count = static_cast<std::size_t>(opts.integer("count", 100, 1, 100'000));
                std::mt19937_64 rng(opts.integer("seed", 1, 0, UINT64_MAX));
                const S start = detail::start_state<D, Traits, N>(opts);
                for (std::size_t g = 0; g < count; ++g)
                    arbiter::random_playout(start, rng, SIZE_MAX, [&](const S& s) {
                        if (current_player(s) >= 0) positions.push_back(s);
                    });
                read = count;
            }
            if (positions.empty()) throw usage_error("no decision positions; nothing to time");
            const position_timing t = time_positions(positions, 1.0);
            fmt::print("bench {} rules={} inputs={} positions={} moves={} ns_per_legal_moves={:.1f} ns_per_play={:.1f} "
                       "bytes_per_state={}\n",
                       D::name, N::name, read, positions.size(), t.moves, t.ns_per_legal_moves, t.ns_per_play, sizeof(S));
            return 0;
        });
    }

    template <class S>
    static void add_decisions(const S& s, std::vector<S>& positions) {
        if (current_player(s) == arbiter::chance_player) {
            for (const auto& o : chance_outcomes(s))
                if (const S next = play(s, o.outcome); current_player(next) >= 0) positions.push_back(next);
        } else if (current_player(s) >= 0) {
            positions.push_back(s);
        }
    }

    // The rows of `arbiter bench` (all games): the game's bench_rows, or its
    // default rules; each row from its own start, the same for the same seed.
    static std::vector<bench_row> bench_rows(std::uint64_t seed) {
        std::vector<bench_entry> wanted = Traits::bench_rows();
        if (wanted.empty()) wanted.push_back({arbiter::rules_names<D>().front(), 0, 100});
        std::vector<bench_row> rows;
        for (const bench_entry& e : wanted) {
            const bool found = arbiter::with_rules<D>(e.rules, e.players, [&]<class N>(std::type_identity<N>) {
                using S = arbiter::capped_state_of<D, N>;
                const options none("bench", std::span<const option_spec>{}, std::span<const std::string_view>{});
                const S start = detail::start_state<D, Traits, N>(none);
                std::string label(N::name);
                if (N::players != 0) label = fmt::format("{}p-{}", N::players, label);
                rows.push_back(measure<S>(std::string(D::name), label, e.games, seed, [&](auto&) { return start; }));
            });
            if (!found) throw std::logic_error(fmt::format("{}: bench row '{}' is not a rules entry", D::name, e.rules));
        }
        return rows;
    }

    // replay LOG [--at N]: every line of selfplay's log played again with
    // the checked path, or the full-state text after its first N entries.
    static int replay(const game_log& log, std::optional<std::uint64_t> at) {
        return with_log_options(log, [&](const options& opts) {
        return detail::with_chosen_rules<D, Traits>(opts, [&]<class N>(std::type_identity<N>) {
            using S = arbiter::capped_state_of<D, N>;
            const auto given = detail::given_state<S, Traits>(opts);
            const S start = given ? *given : detail::start_state<D, Traits, N>(opts);
            if (at) {
                fmt::print("{}", ensure_newline(to_string(state_after<S>(log, start, *at))));
                return 0;
            }
            const auto sum = replay_games<S, text_log<S>>(log, [&] { return start; });
            fmt::print("replay {}: {} game{}, {} decisions, {} chance outcomes: every line legal, every result as logged\n",
                       log.path, sum.games, sum.games == 1 ? "" : "s", sum.decisions, sum.outcomes);
            for (std::size_t p = 0; p < S::num_players && p < sum.wins.size(); ++p) {
                const std::string label = Traits::player_label(start, p);
                fmt::print("player {}{} wins: {}\n", p, label.empty() ? "" : " (" + label + ")", sum.wins[p]);
            }
            fmt::print("draws: {}\n", sum.draws);
            if (sum.stopped != 0) fmt::print("stopped before the end: {}\n", sum.stopped);
            Traits::after_replay(log);
            return 0;
        });
        });
    }

    // Calls f(the options a log's header stands for): its rules, players and
    // start options, and a saved start state as --position.
    template <class F>
    static int with_log_options(const game_log& log, F&& f) {
        std::vector<std::string> args_text;
        std::vector<option_spec> specs = Traits::start_specs();
        for (const option_spec& o : Traits::extra_specs("selfplay")) specs.push_back(o);
        std::string saved_state;  // `state` lines: play's start from a saved state
        for (const auto& [key, value] : log.header) {
            if (key == "state") {
                saved_state += value + "\n";
                continue;
            }
            const std::string_view option = Traits::legacy_header_key(key);
            if (option == "rules" || option == "players")
                args_text.insert(args_text.end(), {"--" + std::string(option), value});
            for (const option_spec& spec : specs)
                if (option == spec.name) args_text.insert(args_text.end(), {"--" + std::string(option), value});
        }
        specs.push_back({"rules", "R", ""});
        specs.push_back({"players", "N", ""});
        specs.push_back({"position", "TEXT", ""});
        if (!saved_state.empty()) args_text.insert(args_text.end(), {"--position", saved_state});
        const std::vector<std::string_view> args(args_text.begin(), args_text.end());
        const options opts(log.path, specs, args);
        return f(opts);
    }

    [[nodiscard]] static std::string ensure_newline(std::string t) {
        if (t.empty() || t.back() != '\n') t += '\n';
        return t;
    }

    // The game log's entries in the text interface.
    template <class S>
    struct text_log {
        static constexpr std::string_view name = D::name;
        static std::string move_text(const S& s, const arbiter::move_t<S>& m) { return to_string(s, m); }
        static std::string outcome_text(const S& s, const arbiter::outcome_t<S>& o) { return to_string(s, o); }
        static arbiter::result<S> apply(const S& s, std::string_view text) {
            if (auto old = Traits::legacy_line(s, text)) return std::move(*old);
            const auto m = parse_move(s, text);
            if (!m) return m.error();
            return try_play(s, *m);
        }
        static arbiter::result<arbiter::outcome_t<S>> parse_outcome(const S& s, std::string_view text) {
            return arbiter::text_game_parse_outcome(s, text);
        }
        static std::optional<arbiter::move_t<S>> implied_before_chance(const S& s) {
            return Traits::implied_before_chance(s);
        }
    };

    // The state after the first `n` entries (decisions and chance outcomes)
    // of the log's first game, each checked as replay checks it.
    template <class S>
    // n = UINT64_MAX: all of them; `entries` (if given) gets their lines.
    [[nodiscard]] static S state_after(const game_log& log, const S& start, std::uint64_t n,
                                       std::vector<std::string>* entries = nullptr) {
        S s = start;
        std::uint64_t done = 0;
        bool begun = false;
        for (std::size_t i = log.body_start; i < log.lines.size() && done < n; ++i) {
            const std::string_view text = trim(log.lines[i]);
            if (text.empty() || text.starts_with('#')) continue;
            const auto w = words(text);
            const std::string_view rest = trim(text.substr(w[0].size()));
            if (w[0] == "begin") {
                if (begun) break;
                begun = true;
                continue;
            }
            if (w[0] == "end" || w[0] == "stop") break;
            if (w[0] == "chance" && current_player(s) >= 0)
                if (const auto implied = Traits::implied_before_chance(s)) s = play(s, *implied);
            if (w[0] == "chance") {
                const auto o = parse_outcome(s, rest);
                if (!o || current_player(s) != arbiter::chance_player)
                    throw log.error_at(i, fmt::format("bad chance line '{}'", text));
                s = play(s, *o);
            } else {
                const auto next = text_log<S>::apply(s, rest);
                if (!next) throw log.error_at(i, fmt::format("'{}': {}", rest, next.error().message));
                s = *next;
            }
            if (entries) entries->emplace_back(text);
            ++done;
        }
        if (done < n && n != UINT64_MAX) throw usage_error(fmt::format("{}: the first game has only {} entries, not {}", log.path, done, n));
        return s;
    }
};

}  // namespace cli
