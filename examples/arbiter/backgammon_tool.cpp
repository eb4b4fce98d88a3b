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
        if (g.resigned) return "resignation";
        switch (g.kind) {
            case bg::win_kind::drop: return "a dropped double";
            case bg::win_kind::gammon: return "gammon";
            case bg::win_kind::backgammon: return "backgammon";
            default: return "single game";
        }
    }
};

}  // namespace

const cli::game_info& cli::backgammon_game() {
    static const game_info info = make_game_info<bg::descriptor, backgammon_traits>();
    return info;
}
