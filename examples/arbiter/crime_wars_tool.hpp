#pragma once
// The Crime Wars commands of the `arbiter` tool, for one rules policy R:
// list_moves, selfplay and play_game. crime_wars_commands.cpp reads the
// options and picks R from a fixed menu; the menu's instantiations live in
// crime_wars_menu_*.cpp (three files, so a parallel build compiles them side
// by side).
//
// Why a menu: the rules are a compile-time policy, and every policy the tool
// offers is a full instantiation of the engine, its readers and formatters
// (several seconds of compiling each). The library composes any mix the
// rules file allows; the tool offers the entries of menu_text below.

#include <arbiter/core.hpp>
#include <arbiter/crime_wars.hpp>
#include <arbiter/crime_wars/format.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <random>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "options.hpp"
#include "progress.hpp"
#include "text.hpp"

namespace cw_tool {

namespace cw = arbiter::crime_wars;

// What to run, once the rules are chosen.
enum class command { moves, selfplay, play };
struct job {
    command what;
    const cli::options& opts;
    std::string variants;  // as the user named them (selfplay's report)
    std::string text;      // moves: the state file's text
    std::string path;      // moves: its path
};

// The tool's menu, as the help and the errors show it.
inline constexpr std::string_view menu_text =
    "no variant, or hardcore,bounty, with 2 to 8 players; hardcore with 2 or 4 players; with 4 players, any one of "
    "alliance, aggressor, rush, diceless, curse, gambling, bounty; two-teams with 2 to 4 players (controllers); "
    "great-empire with 3 or 4 players";

// Runs `j` with the entry of Menu that has `players` players and the
// variants `names` (variant_names<R>(): "-" or "hardcore,bounty", with
// multiple-decks above four players); false if the menu has no such entry.
template <class... Menu>
bool dispatch(int players, std::string_view names, const job& j, int& status);

// The three parts of the menu (crime_wars_menu_players.cpp,
// crime_wars_menu_hardcore.cpp, crime_wars_menu_variants.cpp).
bool run_players_menu(int players, std::string_view names, const job& j, int& status);
bool run_hardcore_menu(int players, std::string_view names, const job& j, int& status);
bool run_variants_menu(int players, std::string_view names, const job& j, int& status);

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
        case cw::chance_kind::draw:
            if (s.controller_of(static_cast<arbiter::player_id>(p)) == viewer || cw::is_bonus(o.first))
                return fmt::format("{} draws {}", seat_name(s, p), cw::card_text(s.team(s.turn_player()).team, o.first));
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
int list_moves(const std::string& text, const std::string& path) {
    const auto s = cw::parse_state<R>(text);
    if (!s) throw cli::usage_error(path + ": " + s.error().what());
    std::string out;
    if (current_player(*s) == arbiter::chance_player) {
        for (const auto& o : chance_outcomes(*s))
            fmt::format_to(std::back_inserter(out), "{}\t{}/{}\n", to_string(*s, o.outcome), o.chance.numerator(),
                           o.chance.denominator());
    } else {
        for (const cw::move& m : legal_moves(*s)) out += to_string(*s, m) + "\n";
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

template <class R>
int selfplay(const cli::options& opts, const std::string& variants) {
    const std::uint64_t games = opts.required_integer("games", 1, 1'000'000'000);
    const std::uint64_t seed = opts.required_integer("seed", 0, UINT64_MAX);
    const auto limit = static_cast<std::uint32_t>(opts.integer("turn-limit", 0, 0, 1'000'000));
    std::mt19937_64 rng(seed);
    std::array<std::uint64_t, 8> wins{};
    std::uint64_t plies = 0, turns = 0, drawn = 0;
    cli::progress_line progress(games, "games");
    const auto start = clock_type::now();
    for (std::uint64_t g = 0; g < games; ++g) {
        cw::setup su;
        su.turn_limit = limit;
        cw::state<R> s(su);
        for (;;) {
            const arbiter::player_id who = current_player(s);
            if (who == arbiter::terminal_player) break;
            if (who == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                continue;
            }
            const auto moves = legal_moves(s);
            s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
            ++plies;
        }
        turns += s.turns_taken();
        bool won = false;  // joint winners (CW-V1.11) each count a win
        for (arbiter::player_id p = 0; p < R::players; ++p)
            if (is_winner(s, p)) ++wins[static_cast<std::size_t>(p)], won = true;
        if (!won) ++drawn;
        progress.update(g + 1);
    }
    const double seconds = std::chrono::duration<double>(clock_type::now() - start).count();
    progress.finish();
    const cw::state<R> start_state;
    fmt::print("selfplay crime-wars: {} games, {} players, variants {}, random bots, seed {}\n", games, R::players,
               variants.empty() ? "none" : variants, seed);
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
    cw::state<R> s;
    fmt::print("You are player {} (team {}) against random bots; seed {} (--seed {} replays this game).\n", int{human},
               team_letters(s, human), seed, seed);
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
            const cw::move m = moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))];
            fmt::print("{}.\n", describe(s, m, human));
            s = play(s, m);
            continue;
        }
        // Only what the human may see: the public table and his own hand (CW-16).
        fmt::print("\n{}your hand ({}): {}\n", s, cw::team_letter(s.team(cw::deciding_seat(s)).team),
                   cw::hand_of{s, cw::deciding_seat(s)});
        for (;;) {
            fmt::print("your move (? lists them): ");
            std::fflush(stdout);
            if (!std::getline(std::cin, line)) {
                fmt::print("\nEnd of input: game abandoned.\n");
                return 0;
            }
            const std::string_view text = cli::trim(line);
            if (text.empty()) continue;
            if (text == "quit" || text == "exit") return 0;
            if (text == "?" || text == "help") {
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

template <class R>
int run(const job& j) {
    switch (j.what) {
        case command::moves: return list_moves<R>(j.text, j.path);
        case command::selfplay: return selfplay<R>(j.opts, j.variants);
        case command::play: return play_game<R>(j.opts);
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
