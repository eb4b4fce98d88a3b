// Backgammon in the `arbiter` tool: what the generic commands
// (game_commands.hpp) do not know. Its own bot (greedy) and MCTS's playout
// policy (--playout), matches (--match N), gnubg's Position ID / Match ID and
// XGID beside the full-state text, the Position ID each play leads to, and
// `moves --batch`, gnubg's format for comparing every play of many positions.

#include <arbiter/backgammon.hpp>
#include <arbiter/bots/backgammon.hpp>

#include <algorithm>
#include <array>
#include <iostream>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "game_info.hpp"
#include "records.hpp"

namespace bg = arbiter::backgammon;
namespace bg_bots = arbiter::bots::backgammon;

namespace {

// --playout: how MCTS finishes a game from a new node. Both leave the cube
// alone (roll, take); `uniform` plays checkers at random, `greedy` as the
// greedy bot does (slower playouts, better informed).
struct tool_playout {
    bool greedy = false;
    template <class S, class Moves, class G>
    [[nodiscard]] bg::move operator()(const S& s, const Moves& moves, G& rng) const {
        if (greedy) return bg_bots::greedy_playout{}(s, moves, rng);
        return bg_bots::roll_and_take_playout{}(s, moves, rng);
    }
};

// gnubg's batch format: `<position id> <d1> <d2>` in, `<id> <dd> <count>
// <sorted Position IDs after each play>` out (BG-7.5, BG-17.7).
int moves_batch() {
    return cli::answer_lines([](const std::vector<std::string_view>& w, std::string& out) -> std::string {
        if (w.size() != 3)
            return w.empty() ? std::string("empty line; expected '<position id> <d1> <d2>'")
                             : fmt::format("expected '<position id> <d1> <d2>', got {} word{}", w.size(),
                                           w.size() == 1 ? "" : "s");
        const auto pos = bg::parse_position_id(w[0], 0, 15);
        if (!pos) return fmt::format("bad Position ID '{}': {}", w[0], pos.error().what());
        std::array<std::uint8_t, 2> die{};
        for (std::size_t k = 0; k < 2; ++k) {
            const std::string_view t = w[k + 1];
            if (t.size() != 1 || t[0] < '1' || t[0] > '6') return fmt::format("a die is a digit from 1 to 6, not '{}'", t);
            die[k] = static_cast<std::uint8_t>(t[0] - '0');
        }
        const bg::dice d{std::max(die[0], die[1]), std::min(die[0], die[1])};
        std::vector<std::string> ids;
        for (const bg::move& m : bg::legal_plays(*pos, d)) ids.push_back(bg::position_id_after(*pos, m));
        std::sort(ids.begin(), ids.end());
        fmt::format_to(std::back_inserter(out), "{} {}{} {}", w[0], int{d.first}, int{d.second}, ids.size());
        for (const std::string& r : ids) out += ' ' + r;
        out += '\n';
        return {};
    });
}

struct backgammon_traits : cli::game_traits_base {
    static constexpr std::string_view extra_bots = "greedy";
    static constexpr std::string_view play_bot = "greedy";
    static constexpr std::string_view outcome_alias = "dice";

    template <class S>
    [[nodiscard]] static std::optional<cli::bot_fn<S>> make_bot(std::string_view name, const cli::options& opts) {
        if (opts.has("playout") && opts.get("bot").value_or("").find("mcts") == std::string_view::npos)
            throw cli::usage_error("--playout sets how --bot mcts plays out, and no mcts bot is seated");
        if (name == "greedy") return cli::bot_fn<S>([](const S& s, std::mt19937_64& rng) { return bg_bots::greedy{}.choose(s, rng); });
        if (name != "mcts") return std::nullopt;
        const tool_playout playout{opts.choice("playout", "uniform", {"uniform", "greedy"}) == "greedy"};
        auto bot = std::make_shared<cli::library_bot<S, arbiter::bots::game_returns, tool_playout>>(
            name, opts, arbiter::bots::game_returns{}, arbiter::bots::mcts_config{}.playout_plies, playout);
        return cli::bot_fn<S>([bot](const S& s, std::mt19937_64& rng) { return (*bot)(s, rng); });
    }
    [[nodiscard]] static std::vector<cli::option_spec> bot_specs() {
        return {{"playout", "P", "how --bot mcts plays out: uniform (default) or greedy"}};
    }

    // BG-13.7: --match N plays matches to N points (a selfplay game is a match).
    [[nodiscard]] static std::vector<cli::option_spec> start_specs() {
        return {{"match", "N", "play matches to N points (default 0: single games)"}};
    }
    [[nodiscard]] static std::string setup_text(const cli::options& opts) {
        const std::uint64_t match = opts.integer("match", 0, 0, 32767);
        return match == 0 ? std::string() : fmt::format("match={}", match);
    }

    // The full-state text, gnubg's `PositionID:MatchID` (or a Position ID
    // alone, player 0 on roll), or an XGID.
    template <class S>
    [[nodiscard]] static arbiter::result<S> read_position(std::string_view text) {
        const arbiter::text::token t = arbiter::text::trimmed({text, 0});
        if (t.text.starts_with("XGID=")) return bg::parse_xgid<typename S::rules>(t.text);
        if (t.text.find('=') != std::string_view::npos) return arbiter::state_from_text<S>(text);
        if (t.text.find(':') == std::string_view::npos) return from_position_id<S>(t, text);
        return bg::parse_gnubg_id<typename S::rules>(t.text);
    }
    // A Position ID alone (BG-17.6), as `moves --position ID --dice DD` took it
    // before the full-state text: one game, player 0 on roll at the start of his
    // turn (bg::from_position); errors located in the whole text.
    template <class S>
    [[nodiscard]] static arbiter::result<S> from_position_id(arbiter::text::token id, std::string_view text) {
        using R = typename S::rules;
        auto pos = bg::detail::read_position_id(id.text, 0, bg::checkers_per_player<R>);
        if (!pos) return arbiter::text::located(bg::detail::shifted(pos.error(), id.offset), text);
        return arbiter::text::located(bg::from_position<R>(*pos), text);
    }
    // The Position ID a play leads to, as gnubg lists them.
    template <class S>
    [[nodiscard]] static std::string leads_to(const S& s, const bg::move& m) {
        if (m.type() != bg::move::kind::play) return {};
        return bg::position_id_after(s.board(), m);
    }
    [[nodiscard]] static std::vector<cli::option_spec> extra_specs(std::string_view command) {
        if (command != "moves") return {};
        return {{"batch", "", "read `<position id> <d1> <d2>` lines from standard input (gnubg's comparison format)"},
                {"dice", "DD", "the roll to play first: 31, 3-1 (the same as --outcome)"}};
    }
    [[nodiscard]] static std::optional<int> run_instead(std::string_view command, const cli::options& opts) {
        if (command != "moves" || !opts.has("batch")) return std::nullopt;
        if (opts.has("position") || opts.has("state") || opts.has("dice") || opts.has("outcome"))
            throw cli::usage_error("--batch reads positions and dice from standard input; give no state or dice with it");
        return moves_batch();
    }
    // `arbiter bench` (all games): the rows of the table before the rewrite,
    // the source game and hypergammon, 2000 games each.
    [[nodiscard]] static std::vector<cli::bench_entry> bench_rows() {
        return {{"source", 0, 2000}, {"hypergammon", 0, 2000}};
    }
    // Logs written before resignations (BG-23.1) have no `roll` before a chance line.
    template <class S>
    [[nodiscard]] static std::optional<bg::move> implied_before_chance(const S& s) {
        if (bg::roll_implied_before_chance(s)) return bg::move::roll();
        return std::nullopt;
    }
    static void after_replay(const cli::game_log& log) {
        if (log.get("match").value_or("0") != "0" && log.get("rules").value_or("") == "money")
            cli::print_match_log_games(log.path);  // BG-24: as for a record
    }
    template <class S>
    [[nodiscard]] static std::string player_label(const S&, std::size_t p) {
        return p == 0 ? "O" : "X";
    }
    // BG-8: how the game (the last of a match) was won.
    template <class S>
    [[nodiscard]] static std::string end_kind(const S& s) {
        const bg::game_result& g = s.last_game();
        if (g.resigned) return "a resignation";  // BG-23.2
        switch (g.kind) {
            case bg::win_kind::drop: return "a dropped double";       // BG-11.3
            case bg::win_kind::gammon: return "a gammon";             // BG-8.4
            case bg::win_kind::backgammon: return "a backgammon";     // BG-8.4
            default: return "a single game";                          // BG-8.1
        }
    }

    // ---- play: the board turned to the person (BG-16.1: moves in the mover's numbers)
    template <class S>
    [[nodiscard]] static std::string play_board(const S& s, arbiter::player_id viewer) {
        std::string out = bg::detail::viewer_board_text(s, viewer);
        // In a match, how the game before this one ended (BG-13.1).
        if (s.match_length() > 0 && s.games_played() > 0 && !bg::is_terminal(s)) {
            const bg::game_result& g = s.last_game();
            out += fmt::format(" Game {} of the match; game {}: {} won {} ({})\n", s.games_played() + 1,
                               s.games_played(), g.winner == 0 ? 'O' : 'X',
                               g.kind == bg::win_kind::drop ? std::string("by a dropped double")
                               : g.resigned ? fmt::format("{} by resignation", bg::detail::win_kind_text(g.kind))
                                            : std::string(bg::detail::win_kind_text(g.kind)),
                               bg::detail::plural(g.points, "point"));
        }
        return out;
    }
    [[nodiscard]] static std::string play_legend() {
        return "  O  X      player 0's and player 1's checkers, one letter a checker\n"
               "  6 to 15   in a stack's fifth place: how many checkers the point holds\n"
               "  1 to 24   your points, numbered as you type them (BG-16.1): 24/18 13/11 moves\n"
               "            a checker from 24 to 18 and one from 13 to 11; 13/7*: a hit on 7\n"
               "  bar, off  the bar (bar/22) and bearing off (6/off)\n"
               "  BAR       the bar: your checkers in its lower half, the other side's above\n"
               "  pips      what a side must still move to bear off; bar, off: its checkers\n"
               "            on the bar and borne off\n"
               "  Cube      the doubling cube: its value and who owns it (centred: either\n"
               "            player may double)\n"
               "  The other side's moves are in its own numbers: its point n is your 25-n.\n";
    }
    // What is in force beyond the rules' name, a line each (under 80 columns).
    template <class S>
    [[nodiscard]] static std::vector<std::string> play_notes(const S& s) {
        using R = typename S::rules;
        std::vector<std::string> out;
        if constexpr (R::start == bg::start_position::nackgammon)
            out.emplace_back("Nackgammon: each side starts with 2 checkers on 24 and 23 (BG-15.2).");
        if constexpr (R::start == bg::start_position::hypergammon)
            out.emplace_back("Hypergammon: each side has 3 checkers, on 24, 23 and 22 (BG-15.3).");
        const int length = s.match_length();
        if (length > 0) out.push_back(fmt::format("A match to {}: the first to {} wins (BG-13.1).", bg::detail::plural(length, "point"), length));
        if constexpr (R::scoring == bg::scoring_rule::gammons)
            out.emplace_back("A gammon counts 2 points, a backgammon 3, times the cube (BG-10.1).");
        else
            out.emplace_back("Every game counts 1 point: gammons score no more (BG-8.3).");
        if constexpr (R::cube) {
            out.emplace_back("The doubling cube is in play: `double` before you roll; answer a double");
            out.push_back(fmt::format("with `take` or `drop` (BG-11){}.",
                                      R::max_cube < 32768 ? fmt::format("; the cube stops at {}", R::max_cube) : ""));
            if (length > 1)
                out.push_back(R::crawford ? fmt::format("The Crawford rule: no doubling in the game after a player first "
                                                        "reaches {} (BG-13.2).", bg::detail::plural(length - 1, "point"))
                                          : std::string("No Crawford rule: doubling is allowed in every game (BG-13.4)."));
            if (length == 0 && R::beavers > 0)
                out.push_back(fmt::format("Beavers{}: a doubled player may `beaver`, take and redouble (BG-12).",
                                          R::beavers > 1 ? " and raccoons" : ""));
            if (length == 0 && R::jacoby && R::scoring == bg::scoring_rule::gammons)
                out.emplace_back("The Jacoby rule: a gammon counts single until a double is taken (BG-14.1).");
            if (length > 0 && (R::beavers > 0 || R::jacoby))
                out.emplace_back("Beavers and the Jacoby rule do not apply in a match (BG-13.5).");
        }
        if constexpr (R::resign)
            out.emplace_back("You may offer to resign: resign single, resign gammon, resign backgammon (BG-23).");
        return out;
    }
    [[nodiscard]] static std::string_view play_actions() {
        return "  24/18 13/11   move checkers point to point, in your numbering (BG-16); 6/off bears off,\n"
               "                bar/22 enters from the bar, 13/7* hits, 8/4(2) moves two checkers\n"
               "  roll          roll the dice (Enter does it too)\n"
               "  double        offer the doubling cube (BG-13); take or drop when offered one\n"
               "  resign single|gammon|backgammon   offer to resign (BG-23); accept or reject an offer\n";
    }
};

}  // namespace

const cli::game_info& cli::backgammon_game() {
    static const game_info info = make_game_info<bg::descriptor, backgammon_traits>();
    return info;
}
