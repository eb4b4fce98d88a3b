// War Chest in the `arbiter` tool: what the generic commands
// (game_commands.hpp) do not know. The earlier tool's --setup (now --rules,
// the same names) still names the rules, and how a game ended is counted.

#include <arbiter/war_chest.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game_info.hpp"

namespace wc = arbiter::war_chest;

namespace {

struct war_chest_traits : cli::game_traits_base {
    // The earlier tool's --setup S: the rules of that name.
    [[nodiscard]] static std::optional<cli::rules_choice> choose_rules(const cli::options& opts) {
        const auto setup = opts.get("setup");
        if (!setup) return std::nullopt;
        if (opts.has("rules")) throw cli::usage_error("--setup is the earlier name of --rules: give one of them");
        return cli::rules_choice{std::string(*setup), static_cast<int>(opts.integer("players", 0, 1, 64))};
    }
    [[nodiscard]] static std::vector<cli::option_spec> extra_specs(std::string_view) {
        return {{"setup", "S", "the earlier name of --rules (random, draft, first-game, ...)"}};
    }
    // `arbiter bench` (all games): the rows of the table before the rewrite,
    // the random deal and the first game (WC-3.6) for 2 players, 100 games each.
    [[nodiscard]] static std::vector<cli::bench_entry> bench_rows() { return {{"random", 2, 100}, {"first-game", 0, 100}}; }
    // WC-14.2: seats 0 and 2 are side A, 1 and 3 side B.
    template <class S>
    [[nodiscard]] static std::string player_label(const S&, std::size_t p) {
        return fmt::format("side {}", static_cast<char>('A' + wc::side_of(static_cast<arbiter::player_id>(p))));
    }
    // WC-11, WC-19.6: a win, a dead position, or the round cap.
    template <class S>
    [[nodiscard]] static std::string end_kind(const S& s) {
        if (s.winner() >= 0) return "a win";
        if (s.ended_by() == wc::end_reason::dead_position) return "a dead position";
        return "the round cap";
    }
};

}  // namespace

const cli::game_info& cli::war_chest_game() {
    static const game_info info = make_game_info<wc::descriptor, war_chest_traits>();
    return info;
}
