// Crime Wars in the `arbiter` tool: what the generic commands
// (game_commands.hpp) do not know. The rules are the descriptor's menu, named
// by their variants in any order (`--rules bounty,hardcore`, or the earlier
// --variant) with --players; a state file names its own rules in its header;
// --turn-limit T ends a game drawn after T turns (CW-12.8).

#include <arbiter/crime_wars.hpp>

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "game_info.hpp"

namespace cw = arbiter::crime_wars;

namespace {

constexpr std::array<std::string_view, 11> variant_order{"alliance", "hardcore",  "aggressor",    "rush",
                                                         "diceless", "curse",     "gambling",     "bounty",
                                                         "two-teams", "great-empire", "merged-decks"};

// "bounty,hardcore" -> "hardcore,bounty" (the menu's order), "standard" for
// none; a usage error naming the rule a mix breaks (CW-V0.2 and each
// variant's number of players).
[[nodiscard]] std::string menu_name(std::string_view text, int players) {
    if (text.empty() || text == "-" || text == "none" || text == "standard") return "standard";
    std::array<bool, variant_order.size()> on{};
    for (std::size_t pos = 0;;) {
        const std::size_t comma = text.find(',', pos);
        const std::string_view name = cli::trim(text.substr(pos, comma == std::string_view::npos ? comma : comma - pos));
        const auto it = std::find(variant_order.begin(), variant_order.end(), name);
        if (name != "multiple-decks") {  // CW-V10.1: implied above four teams
            if (it == variant_order.end())
                throw cli::usage_error("unknown variant '" + std::string(name) + "'; expected " +
                                       cli::join_or(variant_order) + " (or multiple-decks, implied above 4 players)");
            on[static_cast<std::size_t>(it - variant_order.begin())] = true;
        }
        if (comma == std::string_view::npos) break;
        pos = comma + 1;
    }
    if (on[2] && on[3]) throw cli::usage_error("Aggressor and Rush cannot be combined (CW-V0.2)");
    if (on[5] && players < 3) throw cli::usage_error("Rich Man's Curse needs three or more players (CW-V6.1)");
    if (on[0] && players != 4 && players != 6 && players != 8)
        throw cli::usage_error("Thug Alliance is for four, six or eight players (CW-V1.1)");
    if (on[8] && on[0]) throw cli::usage_error("alliance pairs cannot be combined with two teams per player (CW-V0.2)");
    if (on[8] && players > 4)
        throw cli::usage_error("with two teams per player, --players counts controllers: 2 to 4 (CW-V1.17)");
    if (on[9] && players < 3) throw cli::usage_error("Great Empire is for three or more players (CW-V7.1)");
    if (on[10] && !on[8])
        throw cli::usage_error("merged decks are an option of two teams per player: add two-teams (CW-V1.22)");
    std::string out;
    for (std::size_t i = 0; i < on.size(); ++i)
        if (on[i]) out += (out.empty() ? "" : ",") + std::string(variant_order[i]);
    return out;
}

struct crime_wars_traits : cli::game_traits_base {
    // --rules (or the earlier --variant) in any order with --players (default
    // 2); with --state, the rules its header names: `crime-wars players=N
    // variants=V` (--rules and --players, when given, must agree).
    [[nodiscard]] static std::optional<cli::rules_choice> choose_rules(const cli::options& opts) {
        if (opts.has("rules") && opts.has("variant")) throw cli::usage_error("--variant is the earlier name of --rules: give one of them");
        int players = static_cast<int>(opts.integer("players", 2, 2, 8));
        std::string name = menu_name(opts.get("rules").value_or(opts.get("variant").value_or("")), players);
        if (const auto file = opts.get("state")) {
            const std::string text = cli::detail::read_file(*file, "--state");
            const std::string_view header = std::string_view(text).substr(0, text.find('\n'));
            int file_players = 0;
            std::string file_variants;
            for (const std::string_view word : cli::words(header)) {
                if (word.starts_with("players=") && word.size() == 9 && word[8] >= '2' && word[8] <= '8')
                    file_players = word[8] - '0';
                if (word.starts_with("variants=")) file_variants = std::string(word.substr(9));
            }
            // Located as the state reader's errors are: the column of N, or 1.
            if (file_players == 0) {
                const std::size_t at = header.find("players=");
                throw cli::usage_error(fmt::format(
                    "bad state: line 1, column {}: {} must begin 'crime-wars players=N variants=...' with N from 2 to 8",
                    at == std::string_view::npos ? 1 : at + 9, *file));
            }
            const std::string file_name = menu_name(file_variants, file_players);
            if ((opts.has("players") && players != file_players) ||
                ((opts.has("rules") || opts.has("variant")) && name != file_name))
                throw cli::usage_error(fmt::format("--rules and --players disagree with {}, a state of {} players and rules '{}'",
                                                   *file, file_players, file_name));
            players = file_players;
            name = file_name;
        }
        return cli::rules_choice{name, players};
    }
    [[nodiscard]] static std::vector<cli::option_spec> extra_specs(std::string_view) {
        return {{"variant", "LIST", "the earlier name of --rules"}};
    }
    [[nodiscard]] static std::string_view legacy_header_key(std::string_view key) {
        return key == "variants" ? std::string_view("variant") : key;
    }
    // CW-12.8: a game is drawn after T turns in all (0: no limit).
    [[nodiscard]] static std::vector<cli::option_spec> start_specs() {
        return {{"turn-limit", "T", "end a game drawn after T turns in all (CW-12.8; default 0: none)"}};
    }
    [[nodiscard]] static std::string setup_text(const cli::options& opts) {
        const std::uint64_t limit = opts.integer("turn-limit", 0, 0, 1'000'000);
        return limit == 0 ? std::string() : fmt::format("turn-limit={}", limit);
    }
    // `arbiter bench` (all games): the rows of the table before the rewrite,
    // the hardcore rules for 2 players (200 games) and for 4 (100 games).
    [[nodiscard]] static std::vector<cli::bench_entry> bench_rows() { return {{"hardcore", 2, 200}, {"hardcore", 4, 100}}; }
    // The team letters of a player's seats (two under CW-V1.17).
    template <class S>
    [[nodiscard]] static std::string player_label(const S& s, std::size_t p) {
        using R = typename S::rules;
        std::string out;
        for (std::size_t q = p; q < static_cast<std::size_t>(R::seats); q += static_cast<std::size_t>(R::players))
            out += cw::team_letter(s.team(static_cast<arbiter::player_id>(q)).team);
        return out;
    }
};

}  // namespace

const cli::game_info& cli::crime_wars_game() {
    static const game_info info = make_game_info<cw::descriptor, crime_wars_traits>();
    return info;
}
