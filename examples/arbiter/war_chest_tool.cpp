// War Chest in the `arbiter` tool: what the generic commands
// (game_commands.hpp) do not know. The earlier tool's --setup (now --rules,
// the same names) still names the rules, how a game ended is said and
// counted, and `play` draws the board for the person (their side at the
// bottom, every hex named in its cell) with what they need to decide below
// it; `unit NAME` and `actions` say what a card and a coin can do.

#include <arbiter/war_chest.hpp>

#include <cctype>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game_info.hpp"
#include "play_input.hpp"
#include "text.hpp"

namespace wc = arbiter::war_chest;

namespace {

// ---- what play shows below the board

// "SW swordsman": a unit's board code and its name as moves write it.
std::string card_words(int t) {
    std::string code(wc::unit_codes[static_cast<std::size_t>(t)]);
    for (char& c : code) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return code + " " + wc::coin_string(t);
}

// "swordsman 2, royal 1", or "-".
std::string counts_words(const wc::coin_counts& c) {
    std::string out;
    for (int t = 0; t < wc::num_coin_types; ++t)
        if (const int n = c[static_cast<std::size_t>(t)]; n > 0)
            out += (out.empty() ? "" : ", ") + wc::coin_string(t) + " " + std::to_string(n);
    return out.empty() ? "-" : out;
}

// "swordsman, swordsman, royal": every coin, as a hand is played from.
std::string coins_listed(const wc::coin_counts& c) {
    std::string out;
    for (int t = 0; t < wc::num_coin_types; ++t)
        for (int i = 0; i < c[static_cast<std::size_t>(t)]; ++i) out += (out.empty() ? "" : ", ") + wc::coin_string(t);
    return out.empty() ? "empty" : out;
}

std::string coins_count(int n) { return std::to_string(n) + (n == 1 ? " coin" : " coins"); }

// The parts joined by `sep`, each line indented two spaces and kept within 78 columns.
std::string wrapped(const std::vector<std::string>& parts, std::string_view sep = "; ") {
    std::string out, line;
    for (const std::string& p : parts) {
        if (!line.empty() && line.size() + sep.size() + p.size() > 78) {
            out += line + std::string(sep.substr(0, 1)) + "\n";
            line.clear();
        }
        line += (line.empty() ? std::string("  ") : std::string(sep)) + p;
    }
    return out + line + "\n";
}

std::string seat_words(arbiter::player_id p, arbiter::player_id viewer) {
    return "seat " + std::to_string(p) + ", side " + static_cast<char>('A' + wc::side_of(p)) + (p == viewer ? " (you)" : "");
}

// The unit on `hex` in words: "the Swordsman on e4".
template <class S>
std::string unit_on(const S& s, int hex) {
    if (hex >= wc::grid_size || s.at(hex).empty()) return "the unit on " + wc::hex_string(hex);
    std::string name = wc::coin_string(wc::index(s.at(hex).kind()));
    for (char& c : name) c = c == '_' ? ' ' : c;
    return "the " + name + " on " + wc::hex_string(hex);
}

// What the seat to decide is asked, in words (WC-18).
template <class S>
std::string decision_words(const S& s, arbiter::player_id viewer) {
    using wc::pending_kind;
    const arbiter::player_id who = current_player(s);
    const std::string subject = who == viewer ? "You" : "Seat " + std::to_string(who);
    switch (s.phase()) {
        case wc::phase::deal: return "The unit cards are being dealt (WC-3.3).";
        case wc::phase::flip: return "The initiative flip comes next (WC-3.5).";
        case wc::phase::draw: return "Seat " + std::to_string(s.turn()) + " draws coins from its bag (WC-4.3).";
        case wc::phase::over:
            return s.winner() < 0 ? std::string("The game is over, with no winner.")
                                  : std::string("The game is over: side ") + static_cast<char>('A' + s.winner()) + " has won.";
        case wc::phase::team_choice:
            return subject + " name" + (who == viewer ? "" : "s") + " the seat of side " +
                   static_cast<char>('A' + wc::side_of(who)) +
                   " that takes the initiative or drafts first: choose SEAT (WC-14.2, WC-15.2).";
        case wc::phase::draft: {
            const auto moves = legal_moves(s);
            const bool ban = !moves.empty() && moves[0].kind == wc::action::ban;
            return subject + (ban ? " ban" : " pick") + (who == viewer ? "" : "s") + " a card of the pool: " +
                   (ban ? "ban NAME (WC-15.4)." : "pick NAME (WC-15.1).");
        }
        case wc::phase::use: break;
    }
    if (s.pendings().empty())
        return (who == viewer ? std::string("Your turn") : "Seat " + std::to_string(who) + "'s turn") +
               ": play one coin of the hand (`actions` says how, WC-5.1).";
    const wc::pending& p = s.pendings().back();
    const std::string unit = unit_on(s, p.hex);
    const std::string your = who == viewer ? "Your " : "Seat " + std::to_string(who) + "'s ";
    switch (p.kind) {
        case pending_kind::cavalry_attack: return unit + " must now attack an adjacent enemy: attack FROM TO (WC-12.3).";
        case pending_kind::footman:
            return p.footmen_acted() == 0 ? "Footman tactic: a Footman makes a free maneuver, then the other (WC-12.6.4)."
                                          : "Footman tactic: the other Footman makes its free maneuver (WC-12.6.4).";
        case pending_kind::soak:
            return your + unit.substr(4) + " is attacked by " + unit_on(s, p.attacker()) +
                   ": soak supply (a Royal Guard coin of the supply is lost instead) or soak stack (WC-12.13.4).";
        case pending_kind::swordsman_move: return unit + " may move one step after its attack, or decline (WC-12.15).";
        case pending_kind::berserker_chain:
            return unit + " may maneuver again by discarding a coin of its stack, or decline (WC-12.2).";
        case pending_kind::wp_draw: return unit + " draws a coin (WC-12.16.3).";
        case pending_kind::wp_use:
            return (p.drawn_coin() == wc::no_coin ? std::string("The coin ") : "The " + wc::coin_string(p.drawn_coin()) + " coin ") +
                   unit + " drew must be used at once for one action (WC-12.16.4).";
        case pending_kind::mercenary: return unit + " may make a free maneuver after the recruit, or decline (WC-12.11).";
    }
    return {};
}

// WC-12: what each unit card does, in short (`unit NAME`).
std::string unit_card_words(int t, bool revised_royal_guard) {
    switch (static_cast<wc::unit>(t)) {
        case wc::unit::archer:
            return "Tactic: attack an enemy unit exactly two spaces away, over any unit (WC-12.1).\n"
                   "It has no normal attack.";
        case wc::unit::berserker:
            return "After it maneuvers, it may maneuver again by discarding a coin of its stack\n"
                   "(never the last), as often as you like (WC-12.2). No tactic.";
        case wc::unit::cavalry: return "Tactic: move one space to an empty hex, then attack an enemy adjacent to it (WC-12.3).";
        case wc::unit::crossbowman:
            return "Tactic: attack an enemy two spaces away in a straight line, the hex between\n"
                   "empty (WC-12.4). It also attacks adjacent enemies normally.";
        case wc::unit::ensign:
            return "Tactic: a friendly unit within two spaces of the Ensign moves one step to an\n"
                   "empty hex within two spaces of the Ensign (WC-12.5).";
        case wc::unit::footman:
            return "Two Footman units may be on the board at once. Tactic: each Footman on the\n"
                   "board makes one maneuver (WC-12.6).";
        case wc::unit::knight: return "Only a bolstered unit (two coins or more) may attack the Knight (WC-12.7). No tactic.";
        case wc::unit::lancer:
            return "Tactic: move one or two empty spaces in a straight line, then attack the enemy\n"
                   "next in that line (WC-12.8). It has no normal attack.";
        case wc::unit::light_cavalry: return "Tactic: move two spaces, through an empty hex (WC-12.9).";
        case wc::unit::marshall:
            return "Tactic: a friendly unit within two spaces of the Marshall makes a normal attack\n"
                   "on an enemy adjacent to it (WC-12.10).";
        case wc::unit::mercenary:
            return "After you recruit a Mercenary coin, your Mercenary on the board may make a free\n"
                   "maneuver (WC-12.11). No tactic.";
        case wc::unit::pikeman:
            return "A unit that attacks the Pikeman from an adjacent hex loses a coin too (WC-12.12).\nNo tactic.";
        case wc::unit::royal_guard:
            return std::string(revised_royal_guard
                                   ? "Tactic: discard your Royal Coin to move the Royal Guard up to two spaces to a\n"
                                     "location you control (WC-12.13.3).\n"
                                   : "Tactic: discard your Royal Coin to move the Royal Guard one space (WC-12.13.1).\n") +
                   "When it is attacked, you may lose a Royal Guard coin of your supply instead of\n"
                   "one of its stack (WC-12.13.4).";
        case wc::unit::scout:
            return "It may also be deployed on any empty hex adjacent to a friendly unit (WC-12.14).\nNo tactic.";
        case wc::unit::swordsman: return "After it attacks, it may move one step (WC-12.15). No tactic.";
        case wc::unit::warrior_priest:
            return "After it attacks or takes control, draw a coin from your bag and use it at once\n"
                   "for any action (WC-12.16). No tactic.";
    }
    return {};
}

// The unit a word names: its name ("light_cavalry"), or its board code ("LC", any case); -1 if none.
int unit_of_word(std::string_view w) {
    const int t = wc::coin_of_name(w);
    if (t >= 0 && t < wc::num_units) return t;
    if (w.size() != 2) return -1;
    for (int u = 0; u < wc::num_units; ++u) {
        const std::string_view code = wc::unit_codes[static_cast<std::size_t>(u)];
        if (std::tolower(static_cast<unsigned char>(code[0])) == std::tolower(static_cast<unsigned char>(w[0])) &&
            std::tolower(static_cast<unsigned char>(code[1])) == std::tolower(static_cast<unsigned char>(w[1])))
            return u;
    }
    return -1;
}

// A move written with the board's unit codes ("deploy LA e1"), read with
// the coins' names: the move, or why it is refused; nullopt when no word is
// a code or the line so read is no move (the ordinary reading explains).
template <class S>
[[nodiscard]] std::optional<cli::play_reply<S>> coded_move(const S& s, const std::vector<std::string_view>& w) {
    std::string line = cli::lower_case(w[0]);
    bool coded = false;
    for (std::size_t i = 1; i < w.size(); ++i) {
        const bool letters = w[i].size() == 2 && std::isalpha(static_cast<unsigned char>(w[i][0])) &&
                             std::isalpha(static_cast<unsigned char>(w[i][1]));
        const int u = letters ? unit_of_word(w[i]) : -1;
        coded = coded || u >= 0;
        line += " " + (u >= 0 ? wc::coin_string(u) : cli::lower_case(w[i]));
    }
    if (!coded) return std::nullopt;
    const auto m = parse_move(s, line);
    if (!m) return std::nullopt;
    if (const auto next = try_play(s, *m); !next)
        return cli::play_reply<S>{fmt::format("'{}' is not legal: {}", line, next.error().message), {}};
    return cli::play_reply<S>{{}, {*m}};
}

constexpr std::string_view actions_text =
    "With one coin of your hand a turn (WC-5.1, WC-6), C a coin, U a unit type:\n"
    "  deploy C HEX      a new unit C on an empty location your side controls (WC-7.1)\n"
    "  bolster C HEX     the coin goes on top of your unit C (WC-7.4)\n"
    "  move C FROM TO    your unit C steps to an adjacent empty hex (WC-9.2)\n"
    "  control C HEX     your unit C takes the location it stands on (WC-9.3)\n"
    "  attack C FROM TO  your unit C takes a coin off an adjacent enemy unit (WC-9.4, WC-10)\n"
    "  tactic C ...      the unit's own ability: `unit C` says what it is (WC-9.5)\n"
    "  recruit C U       a U coin of your supply goes to your discards (WC-8.3)\n"
    "  claim C           you take the initiative: you start the next round (WC-8.2)\n"
    "  pass C            nothing happens (WC-8.4)\n"
    "deploy and bolster put the coin on the board; move, control, attack and tactic\n"
    "discard it face up; recruit, claim and pass face down, unseen. The Royal Coin\n"
    "only recruits, claims or passes (WC-6.2). A unit that loses its last coin is gone.\n";

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
    // WC-11: a win, a dead position of any form (WC-4.9 to WC-4.11), or the
    // round cap (WC-19.6); selfplay counts them, play says them at the end.
    template <class S>
    [[nodiscard]] static std::string end_kind(const S& s) {
        if (s.winner() >= 0) return "a win (all its control markers placed, WC-11.3)";
        switch (s.ended_by()) {
            case wc::end_reason::dead_position:
                switch (wc::dead_position_clause(s)) {
                    case 9: return "a dead position (no coin left to draw, WC-4.9)";
                    case 10: return "a dead position (only Royal Coins left, nothing can change, WC-4.10)";
                    case 11: return "a dead position (no unit can ever act or be deployed again, WC-4.11)";
                    default: return "a dead position (no winner)";
                }
            case wc::end_reason::round_limit:
                return fmt::format("the round cap (no winner after round {}, WC-19.6)", S::rules::round_limit);
            case wc::end_reason::last_marker:
            case wc::end_reason::none: break;
        }
        return "no winner (the state was given as over)";
    }

    // ---- play

    // The board from the person's side (side A: rank 1 at the bottom, side
    // B: rank 7), every hex named in its cell; below it what they may see
    // of the coins (observe, WC-16) and what is to decide.
    template <class S>
    [[nodiscard]] static std::string play_board(const S& state, arbiter::player_id viewer) {
        const auto o = wc::observe(state, viewer);
        const S& s = o.view;
        const int side = wc::side_of(viewer);
        std::string out = fmt::format("You are side {}, at the bottom; side {} at the top.\n", static_cast<char>('A' + side),
                                      static_cast<char>('B' - side));
        out += wc::person_board_text(s, side);
        std::string round = s.round() == 0 ? std::string("Setup, before round 1") : "Round " + std::to_string(s.round());
        if constexpr (S::rules::round_limit > 0)
            round += s.round() == 0 ? fmt::format(" (at most {} rounds, WC-19.6)", S::rules::round_limit)
                                    : fmt::format(" of at most {} (WC-19.6)", S::rules::round_limit);
        if (s.round() > 0)
            round += ". Initiative: " + seat_words(s.initiative(), viewer) +
                     (s.initiative_transferred() ? ", claimed this round" : "");
        out += round + ".\n";
        out += fmt::format("Control markers in reserve: side A {}, side B {} (placing the last one wins, WC-11.3).\n",
                           s.reserve(0), s.reserve(1));
        std::vector<std::string> pool;
        for (int t = 0; t < wc::num_units; ++t)
            if (s.owner_of(static_cast<wc::unit>(t)) == wc::in_pool)
                pool.push_back((pool.empty() ? "draft pool: " : "") + card_words(t));
        if (!pool.empty()) out += wrapped(pool, ", ");
        for (arbiter::player_id p = 0; p < S::seats; ++p) {
            std::string cards;
            for (int t = 0; t < wc::num_units; ++t)
                if (s.owner_of(static_cast<wc::unit>(t)) == p) cards += (cards.empty() ? "" : ", ") + card_words(t);
            out += seat_words(p, viewer) + ": " + (cards.empty() ? "no cards yet" : cards) + "\n";
            const wc::zones& z = s.coins(p);
            const auto& n = o.sizes[static_cast<std::size_t>(p)];
            if (p == viewer)
                out += "  hand: " + coins_listed(z.hand) + "\n" +
                       wrapped({"bag: " + counts_words(z.bag),
                                "discards face up: " + counts_words(z.face_up), "face down: " + counts_words(z.face_down),
                                "supply: " + counts_words(z.supply), "eliminated: " + counts_words(z.box)});
            else
                out += wrapped({"hand " + coins_count(n[1]), "bag " + coins_count(n[0]),
                                "discards face up: " + counts_words(z.face_up), "face down " + coins_count(n[2]),
                                "supply: " + counts_words(z.supply), "eliminated: " + counts_words(z.box)});
        }
        return out + decision_words(s, viewer) + "\n";
    }
    [[nodiscard]] static std::string play_legend() {
        return "  e1 ...  each cell starts with its hex's name, as moves name it (deploy swordsman e1)\n"
               "  .       an empty hex\n"
               "  *       a location no side controls (WC-2.5)\n"
               "  A  B    a location side A or side B controls: its control marker (WC-11.1)\n"
               "  SW2     a unit of side A (capitals): its code and the coins in its stack\n"
               "  sw2     a unit of side B (lower case)\n"
               "  SW2A    a unit on a location: the last mark is the location's (*, A or B)\n"
               "  codes   AR archer, BE berserker, CA cavalry, CR crossbowman, EN ensign,\n"
               "          FO footman, KN knight, LA lancer, LC light_cavalry, MA marshall,\n"
               "          ME mercenary, PI pikeman, RG royal_guard, SC scout, SW swordsman,\n"
               "          WP warrior_priest (`unit NAME` says what a unit does)\n";
    }
    template <class S>
    [[nodiscard]] static std::vector<std::string> play_notes(const S&) {
        using R = typename S::rules;
        std::vector<std::string> notes;
        const int markers = wc::markers_per_side(R::players);
        notes.push_back(fmt::format("A side wins the moment all {} of its control markers are on the board", markers));
        notes.push_back(fmt::format("({} are there at the start, the others in its reserve, WC-11.3).",
                                    wc::locations<R::players>.starts_per_side));
        if constexpr (R::players == 4)
            notes.push_back("Two teams: seats 0 and 2 are side A, seats 1 and 3 side B (WC-14).");
        switch (R::setup) {
            case wc::setup_kind::random_deal:
                notes.push_back(fmt::format("Each seat is dealt {} unit cards at random (WC-3.3).", wc::cards_per_seat(R::players)));
                break;
            case wc::setup_kind::draft:
            case wc::setup_kind::draft_with_bans:
                notes.push_back(fmt::format("The unit cards are drafted from a pool of {} (WC-15).", wc::draft_pool(R::players)));
                break;
            case wc::setup_kind::first_game:
                notes.push_back("The first game's armies (WC-3.6): side A swordsman, pikeman, crossbowman, light_cavalry;");
                notes.push_back("side B archer, cavalry, lancer, scout.");
                break;
            case wc::setup_kind::gaugamela:
            case wc::setup_kind::bannockburn:
            case wc::setup_kind::crecy:
                notes.push_back("A battle preset with fixed armies (WC-15.5); a flip decides the initiative.");
                break;
            case wc::setup_kind::fixed: break;
        }
        notes.push_back("No winner when nothing can change any more: no coin is left to draw (WC-4.9),");
        notes.push_back("only Royal Coins are left (WC-4.10), or no unit can ever act again (WC-4.11).");
        return notes;
    }
    template <class S>
    [[nodiscard]] static std::optional<cli::play_reply<S>> play_command(const S& s, std::string_view line,
                                                                        arbiter::player_id) {
        const auto w = cli::words(line);
        if (w.empty()) return std::nullopt;
        if (cli::lower_case(w[0]) == "actions" && w.size() == 1) return cli::play_reply<S>{std::string(actions_text), {}};
        if (auto coded = coded_move(s, w)) return coded;
        if (w[0] != "unit") return std::nullopt;
        if (w.size() != 2) return cli::play_reply<S>{"unit needs one unit name or code: unit archer, unit LC", {}};
        const int t = unit_of_word(w[1]);
        if (t < 0)
            return cli::play_reply<S>{fmt::format("'{}' is not a unit: name one as the legend's codes list them "
                                                  "(archer, light_cavalry, LC)",
                                                  w[1]),
                                      {}};
        return cli::play_reply<S>{
            fmt::format("{} ({} coins): {}", card_words(t), wc::coins_of(static_cast<wc::unit>(t)),
                        unit_card_words(t, S::rules::royal_guard == wc::royal_guard_card::revised)),
            {}};
    }
    [[nodiscard]] static std::string_view play_actions() { return actions_text; }
    [[nodiscard]] static std::vector<std::pair<std::string_view, std::string_view>> play_commands() {
        return {{"unit NAME", "what a unit card does (NAME: archer, light_cavalry, or a code: LC)"},
                {"actions", "what one coin of your hand can do"}};
    }
};

}  // namespace

const cli::game_info& cli::war_chest_game() {
    static const game_info info = make_game_info<wc::descriptor, war_chest_traits>();
    return info;
}
