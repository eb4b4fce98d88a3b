// The `arbiter` commands for Crime Wars: moves, selfplay, play.
// Everything game-specific is here; options.hpp, progress.hpp and main.cpp
// are shared by every game.
//
// The rules are a compile-time policy (rules<N, variants...>), so the tool
// instantiates a fixed menu of them: every player count from 2 to 8, with
// no variant, any one variant, or hardcore and bounty together. The library
// itself composes any mix the rules file allows.

#include <arbiter/core.hpp>
#include <arbiter/crime_wars.hpp>
#include <arbiter/crime_wars/format.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <fmt/format.h>

#include "commands.hpp"
#include "options.hpp"
#include "progress.hpp"

namespace cw = arbiter::crime_wars;

namespace {

using clock_type = std::chrono::steady_clock;

// ------------------------------------------------------------------ rules menu

constexpr std::array<std::string_view, 8> variant_list{"alliance", "hardcore", "aggressor", "rush",
                                                       "diceless", "curse",    "gambling",  "bounty"};

// The rules for N players with these variants (a second pack above four, CW-V10.1).
template <int N, class... V>
using rules_for = std::conditional_t<(N > 4), cw::rules<N, V..., cw::variant::multiple_decks>, cw::rules<N, V...>>;

// "bounty,hardcore" -> "hardcore,bounty" (the notation's order), or a usage error.
[[nodiscard]] std::string canonical_variants(std::string_view text, int players) {
    if (text.empty() || text == "-" || text == "standard") return "";
    std::array<bool, variant_list.size()> on{};
    std::size_t pos = 0;
    for (;;) {
        const std::size_t comma = text.find(',', pos);
        const std::string_view name = text.substr(pos, comma == std::string_view::npos ? std::string_view::npos : comma - pos);
        const auto it = std::find(variant_list.begin(), variant_list.end(), name);
        if (it == variant_list.end())
            throw cli::usage_error("unknown variant '" + std::string(name) + "'; expected " +
                                   cli::join_or(variant_list) + " (or multiple-decks, implied above 4 players)");
        on[static_cast<std::size_t>(it - variant_list.begin())] = true;
        if (comma == std::string_view::npos) break;
        pos = comma + 1;
    }
    std::string out;
    for (std::size_t i = 0; i < on.size(); ++i)
        if (on[i]) out += (out.empty() ? "" : ",") + std::string(variant_list[i]);
    if (on[2] && on[3]) throw cli::usage_error("Aggressor and Rush cannot be combined (CW-V0.2)");
    if (on[5] && players < 3) throw cli::usage_error("Rich Man's Curse needs three or more players (CW-V6.1)");
    if (on[0] && players != 4 && players != 6 && players != 8)
        throw cli::usage_error("Thug Alliance is for four, six or eight players (CW-V1.1)");
    const auto n = std::count(on.begin(), on.end(), true);
    if (n > 1 && out != "hardcore,bounty")
        throw cli::usage_error("the tool offers one variant at a time, or hardcore,bounty; '" + out +
                               "' is a valid mix for the library (rules<N, ...>) but not built into the tool");
    return out;
}

template <int N, class F>
int with_variants(const std::string& v, F&& f) {
    namespace var = cw::variant;
    if (v.empty()) return f(std::type_identity<rules_for<N>>{});
    if (v == "hardcore") return f(std::type_identity<rules_for<N, var::hardcore>>{});
    if (v == "aggressor") return f(std::type_identity<rules_for<N, var::aggressor>>{});
    if (v == "rush") return f(std::type_identity<rules_for<N, var::rush>>{});
    if (v == "diceless") return f(std::type_identity<rules_for<N, var::diceless>>{});
    if (v == "gambling") return f(std::type_identity<rules_for<N, var::gambling>>{});
    if (v == "bounty") return f(std::type_identity<rules_for<N, var::bounty>>{});
    if (v == "hardcore,bounty") return f(std::type_identity<rules_for<N, var::hardcore, var::bounty>>{});
    if constexpr (N >= 3)
        if (v == "curse") return f(std::type_identity<rules_for<N, var::rich_mans_curse>>{});
    if constexpr (N == 4 || N == 6 || N == 8)
        if (v == "alliance") return f(std::type_identity<rules_for<N, var::alliance>>{});
    throw cli::usage_error("variants '" + v + "' are not offered");
}

template <class F>
int with_rules(int players, const std::string& variants, F&& f) {
    switch (players) {
        case 2: return with_variants<2>(variants, f);
        case 3: return with_variants<3>(variants, f);
        case 4: return with_variants<4>(variants, f);
        case 5: return with_variants<5>(variants, f);
        case 6: return with_variants<6>(variants, f);
        case 7: return with_variants<7>(variants, f);
        default: return with_variants<8>(variants, f);
    }
}

[[nodiscard]] int players_option(const cli::options& opts) {
    return static_cast<int>(opts.integer("players", 2, 2, 8));
}

// ------------------------------------------------------------------ describing

// What a move does, as `viewer` may see it: a KEEP shows the kept groups but
// not which cards of a hand were kept, only how many (CW-14.3, CW-16.2).
template <class R>
[[nodiscard]] std::string describe(const cw::state<R>& s, const cw::move& m, arbiter::player_id viewer) {
    const arbiter::player_id who = cw::detail::mover_of(s);
    if (m.kind == cw::action::keep && who != viewer) {
        const cw::team_record& t = s.team(who);
        const auto groups = static_cast<cw::card_set>(m.cards & t.play);
        return fmt::format("player {}: keep {} and {} card(s) from hand", int{who}, cw::set_text(t.team, groups),
                           cw::count(static_cast<cw::card_set>(m.cards & t.hand)));
    }
    return fmt::format("player {}: {}", int{who}, to_string(s, m));
}

// A chance outcome as the table sees it: a hidden draw is "a card" except
// to its drawer (`viewer`), and a bonus card is always shown (CW-8.2).
template <class R>
[[nodiscard]] std::string describe(const cw::state<R>& s, const cw::outcome& o, arbiter::player_id viewer) {
    const int p = s.turn_player();
    switch (o.kind) {
        case cw::chance_kind::first_player: return fmt::format("player {} goes first", int{o.first});
        case cw::chance_kind::draw:
            if (p == viewer || cw::is_bonus(o.first)) return fmt::format("player {} draws {}", p, cw::card_text(s.team(s.turn_player()).team, o.first));
            return fmt::format("player {} draws a card", p);
        case cw::chance_kind::roulette: {
            constexpr std::array<std::string_view, 7> result{"", "ruin", "loses $800", "loses $400", "breaks even", "wins $400", "wins $800"};
            return fmt::format("player {} spins the roulette: {} ({})", p, int{o.first}, result[o.first]);
        }
        case cw::chance_kind::combat: {
            const auto a = cw::attack_of<R>(s.team(s.turn_player()), s.attackers());
            const auto d = cw::defense_of<R>(s.team(s.target_player()), static_cast<cw::card_set>(s.defenders() | cw::bit(s.target_card())));
            return fmt::format("combat: attack {} x {} = {} against defense {} x {} = {}: {}", int{o.first}, a, o.first * a,
                               int{o.second}, d, o.second * d, cw::attack_succeeds(a, d, o) ? "the defense falls" : "the attack fails");
        }
    }
    return {};
}

// ------------------------------------------------------------------ moves

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

int run_moves(const cli::options& opts) {
    const std::string path(opts.required("state"));
    std::ifstream in(path);
    if (!in) throw cli::usage_error("cannot open '" + path + "'");
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();
    // The header names the players and variants: `crime-wars players=N variants=V`.
    const auto first_line = text.substr(0, text.find('\n'));
    int players = 0;
    std::string variants;
    std::istringstream header(first_line);
    for (std::string word; header >> word;) {
        if (word.starts_with("players=") && word.size() == 9 && word[8] >= '2' && word[8] <= '8') players = word[8] - '0';
        if (word.starts_with("variants=")) variants = word.substr(9);
    }
    if (players == 0) throw cli::usage_error(path + ": line 1: expected 'crime-wars players=N variants=...' with N from 2 to 8");
    // multiple-decks follows from the player count; the rest picks the rules.
    std::string wanted;
    std::istringstream names(variants == "-" ? std::string() : variants);
    for (std::string name; std::getline(names, name, ',');)
        if (name != "multiple-decks") wanted += (wanted.empty() ? "" : ",") + name;
    const std::string canonical = canonical_variants(wanted, players);
    return with_rules(players, canonical, [&]<class R>(std::type_identity<R>) { return list_moves<R>(text, path); });
}

// ------------------------------------------------------------------ selfplay

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
        fmt::print("player {} ({}): {} games won ({:.1f}%)\n", int{p}, cw::team_letter(start_state.team(p).team),
                   wins[static_cast<std::size_t>(p)],
                   100.0 * static_cast<double>(wins[static_cast<std::size_t>(p)]) / static_cast<double>(games));
    if (limit > 0) fmt::print("drawn at the turn cap of {}: {}\n", limit, drawn);
    fmt::print("average length: {:.2f} decisions, {:.2f} turns\n", static_cast<double>(plies) / static_cast<double>(games),
               static_cast<double>(turns) / static_cast<double>(games));
    fmt::print("time: {:.3f} s, {:.0f} games/s\n", seconds, static_cast<double>(games) / std::max(seconds, 1e-9));
    return 0;
}

int run_selfplay(const cli::options& opts) {
    const int players = players_option(opts);
    const std::string variants = canonical_variants(opts.get("variant").value_or(""), players);
    return with_rules(players, variants, [&]<class R>(std::type_identity<R>) { return selfplay<R>(opts, variants); });
}

// ------------------------------------------------------------------ play

[[nodiscard]] std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

template <class R>
int play_game(const cli::options& opts) {
    const auto human = static_cast<arbiter::player_id>(opts.integer("side", 0, 0, static_cast<std::uint64_t>(R::players - 1)));
    const std::uint64_t seed = opts.has("seed") ? opts.integer("seed", 0, 0, UINT64_MAX)
                                                : (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    std::mt19937_64 rng(seed);
    cw::state<R> s;
    fmt::print("You are player {} (team {}) against random bots; seed {} (--seed {} replays this game).\n", int{human},
               cw::team_letter(s.team(human).team), seed, seed);
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
        fmt::print("\n{}your hand: {}\n", s, cw::hand_of{s, human});
        for (;;) {
            fmt::print("your move (? lists them): ");
            std::fflush(stdout);
            if (!std::getline(std::cin, line)) {
                fmt::print("\nEnd of input: game abandoned.\n");
                return 0;
            }
            const std::string_view text = trim(line);
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

int run_play(const cli::options& opts) {
    const int players = players_option(opts);
    const std::string variants = canonical_variants(opts.get("variant").value_or(""), players);
    return with_rules(players, variants, [&]<class R>(std::type_identity<R>) { return play_game<R>(opts); });
}

// ------------------------------------------------------------------ the table

constexpr cli::option_spec players_spec{"players", "N", "2 to 8 players (default 2; above 4 a second pack, CW-V10)"};
constexpr cli::option_spec variant_spec{
    "variant", "LIST", "alliance, hardcore, aggressor, rush, diceless, curse, gambling, bounty, or hardcore,bounty"};

}  // namespace

const cli::game_info& cli::crime_wars_game() {
    static const game_info info{
        "crime-wars",
        "RULES.md in include/arbiter/crime_wars/; states in the text format of state_text.hpp",
        {
            {"moves",
             {"--state FILE"},
             "Reads a saved state (the text of crime_wars/state_text.hpp; its first line\n"
             "names the players and variants) and prints its legal moves, one per line in\n"
             "the move notation; at a chance node, each outcome and its exact probability:\n"
             "  <outcome><TAB><numerator>/<denominator>\n",
             {{"state", "FILE", "a saved state"}},
             run_moves},
            {"selfplay",
             {"--games N --seed S [--players N] [--variant LIST] [--turn-limit T]"},
             "Random bots play each other (moves uniformly at random, chance by its exact\n"
             "probabilities). Output is the same for the same options, except the last\n"
             "line (timing).\n",
             {{"games", "N", "how many games"},
              {"seed", "S", "seed of the random engine (std::mt19937_64)"},
              players_spec,
              variant_spec,
              {"turn-limit", "T", "end a game drawn after T turns in all (CW-12.8; default 0: none)"}},
             run_selfplay},
            {"play",
             {"[--seed S] [--side P] [--players N] [--variant LIST]"},
             "You see the public table and your own hand only; the bots' draws are shown\n"
             "as 'a card' unless a bonus card is revealed. `?` lists the legal moves;\n"
             "`quit` or end of input stops.\n",
             {{"seed", "S", "seed of the random engine (default: a fresh one, printed)"},
              {"side", "P", "your seat (default 0)"},
              players_spec,
              variant_spec},
             run_play},
        }};
    return info;
}
