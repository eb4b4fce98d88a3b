#pragma once
// The Crime Wars commands of the `arbiter` tool, for one rules policy R:
// list_moves, selfplay, play_game, perft, bench and replay.
// crime_wars_commands.cpp reads the options and picks R from a fixed menu; the menu's instantiations live in
// crime_wars_menu_*.cpp (three files, so a parallel build compiles them side
// by side).
//
// Why a menu: the rules are a compile-time policy, and every policy the tool
// offers is a full instantiation of the engine, its readers and formatters
// (several seconds of compiling each; with MCTS, perft, bench and replay,
// about twice what selfplay, play and moves alone cost). The library
// composes any mix the rules file allows; the tool offers the entries of
// menu_text below.

#include <arbiter/core.hpp>
#include <arbiter/crime_wars.hpp>
#include <arbiter/crime_wars/format.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "bench_table.hpp"
#include "bots.hpp"
#include "game_log.hpp"
#include "options.hpp"
#include "progress.hpp"
#include "text.hpp"

namespace cw_tool {

namespace cw = arbiter::crime_wars;

// What to run, once the rules are chosen.
enum class command { moves, selfplay, play, perft, bench, replay };
struct job {
    command what;
    const cli::options& opts;
    std::string variants;  // as the user named them (selfplay's report)
    std::string text;      // moves, perft: the state file's text (perft: empty for the start)
    std::string path;      // moves, perft: its path
    const cli::game_log* log = nullptr;  // replay: the log read
};

// The tool's menu, as the help and the errors show it.
inline constexpr std::string_view menu_text =
    "no variant, or hardcore,bounty, with 2 to 8 players; hardcore with 2 or 4 players; with 4 players, any one of "
    "alliance, aggressor, rush, diceless, curse, gambling, bounty; two-teams with 2 to 4 players (controllers); "
    "great-empire with 3 or 4 players, with alliance (4 players) or two-teams (3 players); two-teams,merged-decks "
    "with 2 to 4 players, or with great-empire (3 players)";

// Runs `j` with the entry of Menu that has `players` players and the
// variants `names` (variant_names<R>(): "-" or "hardcore,bounty", with
// multiple-decks above four players); false if the menu has no such entry.
template <class... Menu>
bool dispatch(int players, std::string_view names, const job& j, int& status);

// The four parts of the menu (crime_wars_menu_players.cpp,
// crime_wars_menu_hardcore.cpp, crime_wars_menu_variants.cpp,
// crime_wars_menu_merged.cpp), one file each to build them in parallel.
bool run_players_menu(int players, std::string_view names, const job& j, int& status);
bool run_hardcore_menu(int players, std::string_view names, const job& j, int& status);
bool run_variants_menu(int players, std::string_view names, const job& j, int& status);
bool run_merged_menu(int players, std::string_view names, const job& j, int& status);

// The rows of `arbiter bench`: Hardcore with 2 and 4 players (in
// crime_wars_menu_hardcore.cpp, which instantiates those rules anyway).
std::vector<cli::bench_row> bench_rows(std::uint64_t seed);

namespace detail {

using clock_type = std::chrono::steady_clock;

// Who a seat is in the log: "player 2", or under two teams per player and
// Great Empire (CW-V1.17, CW-V7) its controller and team, "player 0 (C)".
template <class R>
[[nodiscard]] std::string seat_name(const cw::state<R>& s, int seat) {
    const auto p = static_cast<arbiter::player_id>(seat);
    if constexpr (R::two_teams || R::great_empire)
        return fmt::format("player {} ({})", int{s.controller_of(p)}, cw::team_letter(s.team(p).team));
    return fmt::format("player {}", seat);
}

// What a move does, as `viewer` may see it: a KEEP shows the kept groups but
// not which cards of a hand were kept, only how many (CW-14.3, CW-16.2).
template <class R>
[[nodiscard]] std::string describe(const cw::state<R>& s, const cw::move& m, arbiter::player_id viewer) {
    const arbiter::player_id who = cw::detail::mover_of(s);
    if (m.kind == cw::action::keep && s.controller_of(who) != viewer) {
        const cw::team_record& t = s.team(who);
        const auto groups = static_cast<cw::card_set>(m.cards & t.play);
        return fmt::format("{}: keep {} and {} card(s) from hand", seat_name(s, who), cw::set_text(t.team, groups),
                           cw::count(static_cast<cw::card_set>(m.cards & t.hand)));
    }
    return fmt::format("{}: {}", seat_name(s, who), to_string(s, m));
}

// A chance outcome as the table sees it: a hidden draw is "a card" except
// to its drawer (`viewer`), and a bonus card is always shown (CW-8.2).
template <class R>
[[nodiscard]] std::string describe(const cw::state<R>& s, const cw::outcome& o, arbiter::player_id viewer) {
    const int p = s.turn_player();
    switch (o.kind) {
        case cw::chance_kind::first_player: return fmt::format("{} goes first", seat_name(s, o.first));
        case cw::chance_kind::draw:  // the card of either suit under merged decks (CW-V1.22)
            if (s.controller_of(static_cast<arbiter::player_id>(p)) == viewer || cw::is_bonus(o.first))
                return fmt::format("{} draws {}", seat_name(s, p), to_string(s, o).substr(5));
            return fmt::format("{} draws a card", seat_name(s, p));
        case cw::chance_kind::roulette: {
            constexpr std::array<std::string_view, 7> result{"", "ruin", "loses $800", "loses $400", "breaks even", "wins $400", "wins $800"};
            return fmt::format("{} spins the roulette: {} ({})", seat_name(s, p), int{o.first}, result[o.first]);
        }
        case cw::chance_kind::combat: {
            // Allies' and other seats' groups included (CW-V1.9, CW-V1.10, CW-V1.20).
            const auto a = cw::combat_attack(s);
            const auto d = cw::combat_defense(s);
            return fmt::format("combat: attack {} x {} = {} against defense {} x {} = {}: {}", int{o.first}, a, o.first * a,
                               int{o.second}, d, o.second * d, cw::attack_succeeds(a, d, o) ? "the defense falls" : "the attack fails");
        }
    }
    return {};
}


template <class R>
[[nodiscard]] cw::state<R> read_state(const std::string& text, const std::string& path) {
    const auto s = cw::parse_state<R>(text);
    if (!s) throw cli::usage_error(path + ": " + s.error().what());
    return *s;
}

template <class R>
int list_moves(const std::string& text, const std::string& path) {
    const cw::state<R> s = read_state<R>(text, path);
    std::string out;
    if (current_player(s) == arbiter::chance_player) {
        for (const auto& o : chance_outcomes(s))
            fmt::format_to(std::back_inserter(out), "{}\t{}/{}\n", to_string(s, o.outcome), o.chance.numerator(),
                           o.chance.denominator());
    } else {
        for (const cw::move& m : legal_moves(s)) out += to_string(s, m) + "\n";
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}

// The team letters of a player's seats (two under CW-V1.17).
template <class R>
[[nodiscard]] std::string team_letters(const cw::state<R>& s, arbiter::player_id p) {
    std::string out;
    for (int q = p; q < R::seats; q += R::players) out += cw::team_letter(s.team(static_cast<arbiter::player_id>(q)).team);
    return out;
}

// Crime Wars in a game log (game_log.hpp): decisions and chance outcomes in
// the notation of move_text.hpp (`hire 7S`, `draw 9H`, `combat 4-3`).
struct log_notation {
    static constexpr std::string_view name = "crime-wars";
    template <class R>
    [[nodiscard]] static std::string move_text(const cw::state<R>& s, const cw::move& m) {
        return to_string(s, m);
    }
    template <class R>
    [[nodiscard]] static std::string outcome_text(const cw::state<R>& s, const cw::outcome& o) {
        return to_string(s, o);
    }
    template <class R>
    [[nodiscard]] static arbiter::result<cw::state<R>> apply(const cw::state<R>& s, std::string_view text) {
        const auto m = cw::parse_move(s, text);
        if (!m) return m.error();
        return cw::try_play(s, *m);
    }
    template <class R>
    [[nodiscard]] static arbiter::result<cw::outcome> parse_outcome(const cw::state<R>& s, std::string_view text) {
        return cw::parse_outcome(s, text);
    }
};

// --bot: one name for every player, or one per player (player 0's first).
template <class R>
[[nodiscard]] std::vector<cli::library_bot<cw::state<R>>> seat_bots(const cli::options& opts, std::string_view what) {
    const std::string_view text = opts.get("bot").value_or("random");
    std::vector<std::string_view> names;
    for (std::size_t pos = 0;;) {
        const std::size_t comma = text.find(',', pos);
        names.push_back(cli::trim(text.substr(pos, comma == std::string_view::npos ? std::string_view::npos : comma - pos)));
        if (comma == std::string_view::npos) break;
        pos = comma + 1;
    }
    if (names.size() != 1 && names.size() != std::size_t{R::players})
        throw cli::usage_error(fmt::format("--bot takes one bot, or one per player separated by commas ({} names, "
                                           "player 0's first){}, not '{}'",
                                           R::players, what, text));
    bool mcts_seated = false;
    for (const std::string_view n : names) {
        if (!cli::library_bot<cw::state<R>>::provides(n))
            throw cli::usage_error("--bot must be random or mcts, not '" + std::string(n) + "'");
        mcts_seated = mcts_seated || n == "mcts";
    }
    cli::check_iterations_used(opts, mcts_seated);
    std::vector<cli::library_bot<cw::state<R>>> bots;
    for (int p = 0; p < R::players; ++p) bots.emplace_back(names[names.size() == 1 ? 0 : static_cast<std::size_t>(p)], opts);
    return bots;
}

// "mcts (100 iterations) vs random vs random", player 0's first.
template <class B>
[[nodiscard]] std::string bots_text(const std::vector<B>& bots) {
    std::string out;
    for (const B& b : bots) out += (out.empty() ? "" : " vs ") + b.description();
    return out;
}

template <class R>
int selfplay(const cli::options& opts, const std::string& variants) {
    const std::uint64_t games = opts.required_integer("games", 1, 1'000'000'000);
    const std::uint64_t seed = opts.required_integer("seed", 0, UINT64_MAX);
    const auto limit = static_cast<std::uint32_t>(opts.integer("turn-limit", 0, 0, 1'000'000));
    auto bots = seat_bots<R>(opts, "");
    const std::string who_plays = bots_text(bots);
    const bool all_random = std::all_of(bots.begin(), bots.end(), [](const auto& b) { return b.description() == "random"; });
    cli::log_writer log(std::string(opts.get("log").value_or("")), log_notation::name,
                        {{"players", std::to_string(R::players)},
                         {"variants", variants.empty() ? "none" : variants},
                         {"turn-limit", std::to_string(limit)},
                         {"seed", std::to_string(seed)},
                         {"bots", who_plays}});
    std::mt19937_64 rng(seed);
    std::array<std::uint64_t, 8> wins{};
    std::uint64_t plies = 0, turns = 0, drawn = 0;
    cli::progress_line progress(games, "games");
    const auto start = clock_type::now();
    for (std::uint64_t g = 0; g < games; ++g) {
        cw::setup su;
        su.turn_limit = limit;
        cw::state<R> s(su);
        log.begin(g + 1);
        for (;;) {
            const arbiter::player_id who = current_player(s);
            if (who == arbiter::terminal_player) break;
            if (who == arbiter::chance_player) {
                const cw::outcome o = arbiter::sample_outcome(chance_outcomes(s), rng);
                if (log.enabled()) log.chance(log_notation::outcome_text(s, o));
                s = play(s, o);
                continue;
            }
            // The bot sees only its player's observation (bots::ask, CW-16).
            const cw::move m = bots[static_cast<std::size_t>(who)](s, rng);
            if (log.enabled()) log.decision(who, log_notation::move_text(s, m));
            s = play(s, m);
            ++plies;
        }
        log.end(returns(s));
        turns += s.turns_taken();
        bool won = false;  // joint winners (CW-V1.11) each count a win
        for (arbiter::player_id p = 0; p < R::players; ++p)
            if (is_winner(s, p)) ++wins[static_cast<std::size_t>(p)], won = true;
        if (!won) ++drawn;
        progress.update(g + 1);
    }
    const double seconds = std::chrono::duration<double>(clock_type::now() - start).count();
    progress.finish();
    log.finish();
    const cw::state<R> start_state;
    fmt::print("selfplay crime-wars: {} games, {} players, variants {}, {}, seed {}\n", games, R::players,
               variants.empty() ? "none" : variants, all_random ? std::string("random bots") : "bots " + who_plays, seed);
    for (arbiter::player_id p = 0; p < R::players; ++p)
        fmt::print("player {} ({}): {} games won ({:.1f}%)\n", int{p}, team_letters(start_state, p),
                   wins[static_cast<std::size_t>(p)],
                   100.0 * static_cast<double>(wins[static_cast<std::size_t>(p)]) / static_cast<double>(games));
    if (limit > 0) fmt::print("drawn at the turn cap of {}: {}\n", limit, drawn);
    fmt::print("average length: {:.2f} decisions, {:.2f} turns\n", static_cast<double>(plies) / static_cast<double>(games),
               static_cast<double>(turns) / static_cast<double>(games));
    fmt::print("time: {:.3f} s, {:.0f} games/s\n", seconds, static_cast<double>(games) / std::max(seconds, 1e-9));
    return 0;
}

template <class R>
int play_game(const cli::options& opts) {
    const auto human = static_cast<arbiter::player_id>(opts.integer("side", 0, 0, static_cast<std::uint64_t>(R::players - 1)));
    const std::uint64_t seed = opts.has("seed") ? opts.integer("seed", 0, 0, UINT64_MAX)
                                                : (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    std::mt19937_64 rng(seed);
    const std::string_view bot_name = opts.get("bot").value_or("random");
    if (!cli::library_bot<cw::state<R>>::provides(bot_name))
        throw cli::usage_error("--bot must be random or mcts, not '" + std::string(bot_name) + "'");
    cli::check_iterations_used(opts, bot_name == "mcts");
    cli::library_bot<cw::state<R>> bot(bot_name, opts);
    cw::state<R> s;
    fmt::print("You are player {} (team {}) against {} bots; seed {} (--seed {} replays this game).\n", int{human},
               team_letters(s, human), bot.description(), seed, seed);
    fmt::print("Type moves (hire 7S, attack 3S+4S -> 9H, defend -, roulette, end...), ? for the legal moves, "
               "quit to stop.\n");
    if constexpr (R::alliance) fmt::print("Your ally is player {}.\n", int{s.team(human).ally});
    std::string line;
    for (;;) {
        const arbiter::player_id who = current_player(s);
        if (who == arbiter::terminal_player) {
            fmt::print("\n{}{}\n", s, cw::is_winner(s, human) ? "You win." : "You lose.");
            return 0;
        }
        if (who == arbiter::chance_player) {
            const cw::outcome o = arbiter::sample_outcome(chance_outcomes(s), rng);
            fmt::print("{}.\n", describe(s, o, human));
            s = play(s, o);
            continue;
        }
        const auto moves = legal_moves(s);
        if (who != human) {
            const cw::move m = bot(s, rng);  // given only player `who`'s observation
            fmt::print("{}.\n", describe(s, m, human));
            s = play(s, m);
            continue;
        }
        // Only what the human may see: the public table and his own hand (CW-16).
        fmt::print("\n{}your hand ({}): {}\n", s, cw::team_letter(s.team(cw::deciding_seat(s)).team),
                   cw::hand_of{s, cw::deciding_seat(s)});
        for (;;) {
            const auto typed = cli::read_typed("your move (? lists them): ", line);
            if (typed.what == cli::typed_line::quit) return 0;
            const std::string_view text = typed.text;
            if (typed.what == cli::typed_line::help) {
                fmt::print("{} legal move{}:\n", moves.size(), moves.size() == 1 ? "" : "s");
                for (const cw::move& m : moves) fmt::print("  {}\n", cw::move_in{s, m});
                continue;
            }
            const auto m = cw::parse_move(s, text);
            if (!m) {
                fmt::print("'{}': {}\n", text, m.error().what());
                continue;
            }
            const auto next = try_play(s, *m);
            if (!next) {
                fmt::print("'{}': {}\n", text, next.error().what());
                continue;
            }
            fmt::print("{}.\n", describe(s, *m, human));
            s = *next;
            break;
        }
    }
}

// From the state of --state, or the start of a game (first player still to draw, CW-3.5).
template <class R>
int perft(const job& j) {
    const auto depth = static_cast<unsigned>(j.opts.required_integer("depth", 0, 64));
    const cw::state<R> s = j.text.empty() ? cw::state<R>{} : read_state<R>(j.text, j.path);
    const auto start = clock_type::now();
    const arbiter::perft_counts c = arbiter::perft(s, depth);
    const double seconds = std::chrono::duration<double>(clock_type::now() - start).count();
    fmt::print("perft crime-wars, {} players, variants {}\n", R::players, j.variants.empty() ? "none" : j.variants);
    fmt::print("depth={} leaves={} expected={}/{} ({:.6f})\n", depth, c.leaves, c.expected.numerator(),
               c.expected.denominator(), c.expected.to_double());
    fmt::print("time: {:.3f} s\n", seconds);
    return 0;
}

// The measurement of a row of `arbiter bench`, for these rules alone.
template <class R>
int bench(const cli::options& opts) {
    const std::uint64_t count = opts.integer("count", 100, 1, 100'000);
    const std::uint64_t seed = opts.integer("seed", 1, 0, UINT64_MAX);
    const cli::bench_row r =
        cli::measure<cw::state<R>>("crime-wars", "", count, seed, [](auto&) { return cw::state<R>{}; });
    fmt::print("games={} plies_per_game={:.2f} positions={} moves_per_position={:.2f} ns_per_legal_moves={:.1f} "
               "games_per_second={:.0f} bytes_per_state={}\n",
               r.games, r.plies_per_game, r.positions, r.moves_per_position, r.ns_per_legal_moves, r.games_per_second,
               sizeof(cw::state<R>));
    return 0;
}

// `arbiter replay FILE`: the games again from the start, with the log's turn
// limit (CW-12.8); wins per player as selfplay counts them (joint winners
// each count one, CW-V1.11).
template <class R>
int replay(const cli::game_log& log) {
    const std::string_view limit_text = log.get("turn-limit").value_or("0");
    std::uint32_t limit = 0;
    const auto [end, ec] = std::from_chars(limit_text.data(), limit_text.data() + limit_text.size(), limit);
    if (ec != std::errc{} || end != limit_text.data() + limit_text.size())
        throw cli::usage_error(fmt::format("{}: turn-limit must be a whole number, not '{}'", log.path, limit_text));
    const auto sum = cli::replay_games<cw::state<R>, log_notation>(log, [limit] {
        cw::setup su;
        su.turn_limit = limit;
        return cw::state<R>(su);
    });
    fmt::print("replay {}: {} game{}, {} decisions, {} chance outcomes: every line legal, every result as logged\n",
               log.path, sum.games, sum.games == 1 ? "" : "s", sum.decisions, sum.outcomes);
    const cw::state<R> start_state;
    for (arbiter::player_id p = 0; p < R::players; ++p)
        fmt::print("player {} ({}) wins: {}\n", int{p}, team_letters(start_state, p), sum.wins[static_cast<std::size_t>(p)]);
    fmt::print("no winner: {}\n", sum.draws);
    return 0;
}

template <class R>
int run(const job& j) {
    switch (j.what) {
        case command::moves: return list_moves<R>(j.text, j.path);
        case command::selfplay: return selfplay<R>(j.opts, j.variants);
        case command::play: return play_game<R>(j.opts);
        case command::perft: return perft<R>(j);
        case command::bench: return bench<R>(j.opts);
        case command::replay: return replay<R>(*j.log);
    }
    return 2;
}

}  // namespace detail

template <class... Menu>
bool dispatch(int players, std::string_view names, const job& j, int& status) {
    return ((Menu::players == players && cw::variant_names<Menu>() == names ? (status = detail::run<Menu>(j), true)
                                                                             : false) ||
            ...);
}

}  // namespace cw_tool
