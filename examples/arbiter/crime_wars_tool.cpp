// Crime Wars in the `arbiter` tool: what the generic commands
// (game_commands.hpp) do not know. The rules are the descriptor's menu, named
// by their variants in any order (`--rules bounty,hardcore`, or the earlier
// --variant) with --players; a state file names its own rules in its header;
// --turn-limit T ends a game drawn after T turns (CW-12.8).

#include <arbiter/crime_wars.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

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
    return out.empty() ? "standard" : out;  // multiple-decks alone: the standard game of 5 to 8 (CW-V10.1)
}

struct crime_wars_traits : cli::game_traits_base {
    // --rules (or the earlier --variant) in any order with --players (default
    // 2); with --state, the rules its header names: `game=crime-wars
    // rules=R players=N`, or in a text written before that header
    // `crime-wars players=N variants=V` (--rules and --players, when given,
    // must agree).
    [[nodiscard]] static std::optional<cli::rules_choice> choose_rules(const cli::options& opts) {
        if (opts.has("rules") && opts.has("variant")) throw cli::usage_error("--variant is the earlier name of --rules: give one of them");
        const bool named = opts.has("rules") || opts.has("variant");
        const std::string_view asked = opts.get("rules").value_or(opts.get("variant").value_or(""));
        std::string text, source = "--position";
        if (const auto file = opts.get("state")) {
            text = cli::detail::read_file(*file, "--state");
            source = std::string(*file);
        } else if (const auto p = opts.get("position")) {
            text = std::string(*p);
        }
        const auto reading = arbiter::read_state_header(text);
        if (!reading) throw cli::usage_error(fmt::format("bad state: {}", reading.error().what()));
        if (reading->header) {
            const int players = static_cast<int>(opts.integer("players", static_cast<std::uint64_t>(reading->header->players), 2, 8));
            return cli::detail::header_choice(*reading->header, opts, source,
                                              named ? std::optional(menu_name(asked, players)) : std::nullopt);
        }
        int players = static_cast<int>(opts.integer("players", 2, 2, 8));
        std::string name = menu_name(asked, players);
        if (opts.has("state")) {
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
                    at == std::string_view::npos ? 1 : at + 9, source));
            }
            const std::string file_name = menu_name(file_variants, file_players);
            if ((opts.has("players") && players != file_players) || (named && name != file_name))
                throw cli::usage_error(fmt::format("--rules and --players disagree with {}, a state of {} players and rules '{}'",
                                                   source, file_players, file_name));
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
    // CW-12: why a game ended. The current player can be put out in his own
    // turn only by a loan default (CW-5.6, CW-15.8); every other elimination
    // is a kingpin killed in an attack (CW-12.1), or annexed (CW-V7.2).
    template <class S>
    [[nodiscard]] static std::string end_kind(const S& s) {
        using R = typename S::rules;
        int winners = 0;
        for (arbiter::player_id p = 0; p < R::players; ++p) winners += cw::is_winner(s, p) ? 1 : 0;
        if (winners == 0) return fmt::format("the turn limit of {} turns, a draw (CW-12.8)", s.turn_limit());
        if (winners > 1) return "two allies left alone, both winning (CW-V1.11)";
        if (!s.controller_in(s.controller_of(s.turn_player())))
            return "the last rival's loan default (CW-15.8, CW-12.6)";
        return R::great_empire ? "the last rival conquered (CW-V7.2, CW-12.6)"
                               : "the last rival's kingpin killed (CW-12.6)";
    }

    // ---- play: the table as one player sees it (CW-16)
    template <class S>
    [[nodiscard]] static std::string play_board(const S& s, arbiter::player_id viewer) {
        return fmt::format("{}", cw::observe(s, viewer));
    }
    [[nodiscard]] static std::string play_legend() {
        return "  2S to 10S  a thug card or group: its size (2 to 10 thugs), its team's letter\n"
               "  JS QS AS   bonus cards, used up the moment they are drawn (CW-8): J +1 DEF,\n"
               "             Q +1 ATK, A +$1000; each then goes to the bottom of its deck\n"
               "  KS         a team's kingpin, its King (a unit in attacks: attack 4S+KS -> 9H)\n"
               "  *S         the Snitch, the Joker of team S (two players only, CW-13)\n"
               "  S H C D    the teams: Spades Terrorists, Hearts Gangstaz, Clubs The Mob,\n"
               "             Diamonds Street Punks (s h c d: a second pack's, CW-V10)\n"
               "  +  !       after a group: it entered play this turn and cannot attack yet\n"
               "             (CW-6.4); it attacked this turn (CW-9.11)\n"
               "  money $    dollars; due: the loan repayment owed next turn (CW-15.7)\n"
               "  ATK DEF    per-thug attack, defense: a group of n thugs has n x ATK, n x DEF\n"
               "             (CW-7.2); a kingpin ATK and 2 x DEF (CW-7.4)\n"
               "  kingpin    ready; attacked (already this turn); none; out (eliminated)\n"
               "  hand deck  how many cards a seat holds and has left to draw; you see only\n"
               "             your own hand's cards (CW-16.2)\n"
               "  pN  ^      two teams per player: money is player N's; hand and deck counted\n"
               "             on the line above\n";
    }
    template <class S>
    [[nodiscard]] static std::vector<std::string> play_notes(const S& s) {
        using R = typename S::rules;
        std::vector<std::string> out;
        out.emplace_back(R::alliance ? "The last player (or pair of allies) whose kingpin survives wins (CW-12.6, CW-V1.11)."
                                     : "The last player whose kingpin survives wins (CW-12.6).");
        out.push_back(s.turn_limit() > 0
                          ? fmt::format("A game still going after {} turns in all ends drawn (--turn-limit, CW-12.8).",
                                        s.turn_limit())
                          : std::string("No turn limit (CW-12.8): --turn-limit T would end a game drawn after T turns."));
        if constexpr (R::snitch) out.emplace_back("Each player has the Snitch, his Joker (CW-13).");
        if constexpr (R::hardcore) out.emplace_back("Hardcore: combat with four dice a side, stats times their sum (CW-V2).");
        if constexpr (R::aggressor) out.emplace_back("Aggressor: every thug starts in play, Q and J applied, $2000 (CW-V3).");
        if constexpr (R::rush) out.emplace_back("Rush: only the kingpins play, each 5/5 (CW-V4).");
        if constexpr (R::diceless) out.emplace_back("Diceless: numbered slips instead of dice, the same odds (CW-V5).");
        if constexpr (R::curse) out.emplace_back("Rich Man's Curse: the coin passes to a killer, who forfeits that kill's spoils (CW-V6).");
        if constexpr (R::gambling) out.emplace_back("Gambling: hires, roulette losses and repayments go into a pot for the winner (CW-V8).");
        if constexpr (R::bounty) out.emplace_back("Bounty: $25 from the bank for each thug you kill (CW-V9).");
        if constexpr (R::great_empire) out.emplace_back("Great Empire: a conqueror takes the spoils or annexes the team (CW-V7).");
        if constexpr (R::alliance) out.emplace_back("Thug Alliance: players in pairs of allies (CW-V1).");
        if constexpr (R::two_teams) out.emplace_back("Two teams per player, one account (CW-V1.17 to CW-V1.21).");
        if constexpr (R::merged_decks) out.emplace_back("Merged decks: a player's two suits draw from one deck and hand (CW-V1.22).");
        return out;
    }
    // The team letters of a player's seats (two under CW-V1.17).
    template <class S>
    [[nodiscard]] static std::string player_label(const S& s, std::size_t p) {
        using R = typename S::rules;
        std::string out;
        for (std::size_t q = p; q < static_cast<std::size_t>(R::seats); q += static_cast<std::size_t>(R::players))
            out += cw::team_letter(s.team(static_cast<arbiter::player_id>(q)).team);
        return out;
    }
    [[nodiscard]] static std::string_view play_actions() {
        return "  hire 7H                 hire a card of your hand into your gang for its price\n"
               "  attack 3S+4S -> 9C      attack a rival's group (KC: a kingpin) with your groups; the\n"
               "                          combat roll then compares strengths and the loser is killed\n"
               "  defend 2C+3C | defend - add groups to a defense, or none\n"
               "  snitch | roulette       snitch on a rival, or play the roulette (its number decides)\n"
               "  loan 500 | loan 0       borrow dollars to cover a debt, or none\n"
               "  keep 3S+5S | keep -     the cards you keep; surrender 9S gives a group up for a debt\n"
               "  end                     end your turn\n";
    }
};

}  // namespace

const cli::game_info& cli::crime_wars_game() {
    static const game_info info = make_game_info<cw::descriptor, crime_wars_traits>();
    return info;
}
