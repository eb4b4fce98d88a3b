// Memoir '44 in the `arbiter` tool: what the generic commands
// (game_commands.hpp) do not know. --scenario NAME|FILE: a shipped scenario,
// a scenario text file (M44-9) or a .m44 file (M44-10, when the tool is
// built with nlohmann_json); the two sides by name; MCTS scored by the medal
// lead where its playouts stop; a full-state text's `rules:` line picks the
// rules (M44-11); perft from the start after a seeded deal.

#include <arbiter/memoir44.hpp>
#include <arbiter/memoir44/format.hpp>
#ifdef ARBITER_HAVE_M44_IMPORT
#include <arbiter/memoir44/m44_import.hpp>
#endif

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <fstream>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game_info.hpp"
#include "memoir44_cards.hpp"
#include "play_input.hpp"

namespace m44 = arbiter::memoir44;

namespace {

// The name of the scenario --scenario FILE read last, for `play`'s notes
// (the state does not hold it).
std::string& file_scenario_name() {
    static std::string name;
    return name;
}

// The setup text of --scenario: a shipped scenario's name as it is (the
// descriptor's start reads it), else the file's scenario text.
std::string scenario_setup(std::string_view name) {
    if (m44::shipped(name)) return std::string(name);
    if (!std::ifstream{std::string(name), std::ios::binary})
        throw cli::usage_error(
            fmt::format("--scenario '{}' is neither a shipped scenario (brennau-crossing, "
                        "hedgerow-lane) nor a readable file",
                        name));
    std::string text = cli::detail::read_file(name, "--scenario");
    if (name.ends_with(".m44")) {
#ifdef ARBITER_HAVE_M44_IMPORT
        const auto s = m44::import_m44(text, std::string(name));
        if (!s) throw cli::usage_error(fmt::format("{}: {}", name, s.error().what()));
        file_scenario_name() = s->name;
        return m44::to_string(*s);
#else
        throw cli::usage_error(fmt::format(
            "{}: this tool was built without nlohmann_json, so it cannot read .m44 files", name));
#endif
    }
    const auto s = m44::parse_scenario(text);
    if (!s) throw cli::usage_error(fmt::format("{}: {}", name, s.error().what()));
    file_scenario_name() = s->name;
    return text;
}

// The name of the scenario a setup text starts (M44-9.1).
[[nodiscard]] std::string scenario_name(const std::string& setup) {
    if (setup.empty()) return m44::brennau_crossing().name;
    if (const auto s = m44::shipped(setup)) return s->name;
    const auto s = m44::parse_scenario(setup);
    return s ? s->name : std::string("the scenario");
}

// Where an MCTS playout stops short of the end: each side's medals as a
// share of the medals it needs (M44-8.3, M44-9.2), the difference halved, so
// that a finished game (+1/-1, M44-8.7) counts for more than any lead.
struct medal_lead {
    template <class R>
    [[nodiscard]] std::array<double, 2> operator()(const m44::state<R>& s) const {
        if (is_terminal(s)) return returns(s);
        const auto share = [&](m44::side sd) {
            const int need = std::max<int>(1, s.medals_to_win()[static_cast<std::size_t>(sd)]);
            return static_cast<double>(m44::medals(s, sd)) / static_cast<double>(need);
        };
        const double lead =
            0.5 * std::clamp(share(m44::side::allies) - share(m44::side::axis), -1.0, 1.0);
        return {lead, -lead};
    }
};

// Decisions an MCTS playout makes before medal_lead scores it: a few turns
// (a random game is some hundreds of decisions).
inline constexpr std::uint32_t mcts_playout_plies = 40;


// ------------------------------------------------------------------ play: what a person sees

// "Allies" or "Axis".
[[nodiscard]] std::string side_word(m44::side s) { return s == m44::side::allies ? "Allies" : "Axis"; }

// The scenario a game plays, for `play`'s notes: the --scenario file's name,
// else the shipped scenario with the state's map and medals (M44-SC), else
// empty.
template <class R>
[[nodiscard]] std::string scenario_title(const m44::state<R>& s) {
    if (!file_scenario_name().empty()) return file_scenario_name();
    for (std::size_t i = 0; i < m44::shipped_scenarios.size(); ++i) {
        const auto sc = m44::parse_scenario(m44::shipped_scenarios[i].text);
        if (sc && sc->board == s.board() && sc->bottom == s.bottom() && sc->medals_to_win == s.medals_to_win())
            return fmt::format("{} (M44-SC-{})", sc->name, i + 1);
    }
    return {};
}

// 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, ...
[[nodiscard]] std::string ordinal(int n) {
    const int tens = n % 100, units = n % 10;
    const char* suffix = tens >= 11 && tens <= 13 ? "th" : units == 1 ? "st" : units == 2 ? "nd" : units == 3 ? "rd" : "th";
    return std::to_string(n) + suffix;
}

// A card by id and name: "probe-c Probe (Center)".
[[nodiscard]] std::string card_words(std::uint8_t c) {
    if (c == m44::no_card) return "-";
    if (c == m44::hidden_card) return "?";
    const auto& info = m44::info(static_cast<m44::card>(c));
    return fmt::format("{} [{}]", info.title, info.id);
}

// The hexes of `who`'s units that pass `test`, by name ("-" for none).
template <class R, class Test>
[[nodiscard]] std::string unit_hexes(const m44::state<R>& s, m44::side who, Test test) {
    std::string out;
    for (int h = 0; h < m44::num_hexes; ++h)
        if (const auto& u = s.at(h); u.present() && u.owner == who && test(u))
            out += (out.empty() ? "" : " ") + m44::hex_name(h);
    return out.empty() ? "-" : out;
}

// The orders a turn has left (M44-T-3.2, M44-S-10, M44-S-11), sections as
// the active player names them (M44-1.9).
template <class R>
[[nodiscard]] std::string orders_left(const m44::state<R>& s, bool mine) {
    constexpr std::array<std::string_view, 4> names{"Left", "Center", "Right", "anywhere"};
    std::string out;
    for (std::size_t i = 0; i < 4; ++i) {
        const int n = s.allowances()[i];
        if (n == 0) continue;
        out += fmt::format("{}{} {}{}", out.empty() ? "" : ", ", n, i < 3 && !mine ? "in their " : i < 3 ? "in your " : "",
                           names[i]);
    }
    return out.empty() ? "no orders left" : "orders left: " + out;
}

// What is being decided at s, in words, as `viewer` sees it (M44-5.3).
template <class R>
[[nodiscard]] std::string decision_words(const m44::state<R>& s, m44::side viewer) {
    using m44::phase;
    const arbiter::player_id who = current_player(s);
    const auto hex = [](int h) { return m44::hex_name(h); };
    const bool mine = who == m44::player_of(viewer);
    std::string what;
    switch (s.step()) {
        case phase::deal: return "Chance: the starting hands are dealt (M44-5.1).";
        case phase::attack_roll: return fmt::format("Chance: {} dice are rolled.", int{s.dice()});
        case phase::defense_roll: return "Chance: the defense die is rolled (M44-T-5.1).";
        case phase::draw: return fmt::format("Chance: the {} draw a card.", side_word(s.drawing()));
        case phase::over: return fmt::format("The {} won.", side_word(s.winner()));
        case phase::play_card: what = "play a card from the hand as the turn card (`play ID`)"; break;
        case phase::activation:
            what = fmt::format("activate a unit (`activate HEX/L|C|R|T`; {}){}, or end the turn (`end-turn`)",
                               orders_left(s, s.active() == viewer),
                               R::second_tactic_card && s.tactic_card() == m44::no_card && s.turn_card() < m44::num_card_ids &&
                                       !m44::is_tactic(static_cast<m44::card>(s.turn_card()))
                                   ? ", play a tactic card as the second card (`tactic ID`)"
                                   : "");
            break;
        case phase::move:
            what = fmt::format("the unit on {0} moves (`move {0}-HEX`) or stays (`stay`)", hex(s.unit_hex()));
            break;
        case phase::fire:
            what = fmt::format("the unit on {0} fires at an enemy unit (`battle {0}xHEX`) or holds fire (`hold-fire`)",
                               hex(s.unit_hex()));
            break;
        case phase::reaction:
            what = fmt::format("the unit on {} took {} hit{}: roll the defense die (`react`) or not (`no-react`)",
                               hex(s.target_hex()), int{s.hits()}, s.hits() == 1 ? "" : "s");
            break;
        case phase::retreat:
            what = fmt::format("the unit on {} retreats toward its baseline (`retreat HEX`{})", hex(s.target_hex()),
                               R::max_flags > 1 ? fmt::format("; {} hex{} due", int{s.flags()}, s.flags() == 1 ? "" : "es")
                                                : std::string());
            break;
        case phase::orders:
            what = fmt::format("order units (`order HEX/L|C|R|T`; {}) or stop ordering (`end-orders`)",
                               orders_left(s, s.active() == viewer));
            break;
        case phase::moves: what = "move an ordered unit (`move FROM-TO`) or end the moves (`end-moves`)"; break;
        case phase::battles:
            what = "battle with an ordered unit (`battle FROMxTARGET`), clear wire (`clear-wire HEX`), or end the "
                   "battles (`end-battles`)";
            break;
        case phase::flag:
            what = fmt::format("the unit on {} may ignore one flag (`ignore-flag`) or take it (`take-flag`)",
                               hex(s.target_hex()));
            break;
        case phase::take_ground:
            what = fmt::format("the unit on {} may take the ground at {} (`take-ground`) or hold (`hold-ground`)",
                               hex(s.unit_hex()), hex(s.origin()));
            break;
        case phase::overrun:
            what = fmt::format("the armor on {0} may battle again, an overrun (`overrun {0}xHEX`), or not (`no-overrun`)",
                               hex(s.unit_hex()));
            break;
        case phase::keep_card:
            what = fmt::format("keep one of the two cards drawn, {} or {} (`keep ID`); the other is discarded",
                               card_words(s.recon_cards()[0]), card_words(s.recon_cards()[1]));
            break;
        case phase::ambush:
            what = fmt::format("the unit on {} is close-assaulted from {}: play Ambush (`ambush`) or not (`no-ambush`)",
                               hex(s.target_hex()), hex(s.unit_hex()));
            break;
    }
    const auto decider = static_cast<m44::side>(who);
    return mine ? fmt::format("Your decision ({}): {}.", side_word(decider), what)
                : fmt::format("The {} decide: {}.", side_word(decider), what);
}

// The board and what the person playing `viewer` needs to decide, from
// their observation only (M44-7): the map turned to their seat, the medals,
// the medal hexes, the piles, the turn, the ordered units, their hand with
// each card in words, and the decision pending.
template <class R>
[[nodiscard]] std::string board_for(const m44::state<R>& full, arbiter::player_id viewer) {
    const m44::observation<R> o = m44::observe(full, viewer);
    const m44::state<R>& s = o.visible;
    const auto me = static_cast<m44::side>(viewer);
    const auto them = m44::other(me);
    const auto seat = [&](m44::side sd) { return s.seat_of(sd) == m44::seat::bottom ? "rank 1" : "rank 9"; };
    std::string out = m44::viewer_board(s, me);
    out += fmt::format("  You: the {} (baseline {}, drawn at the bottom), {} of {} medals\n", side_word(me), seat(me), m44::medals(s, me),
                       int{s.medals_to_win()[static_cast<std::size_t>(me)]});
    out += fmt::format("  The {} (baseline {}): {} of {} medals, {} cards in hand\n", side_word(them), seat(them),
                       m44::medals(s, them), int{s.medals_to_win()[static_cast<std::size_t>(them)]}, int{o.opponent_hand});
    std::string objectives;
    for (int h = 0; h < m44::num_hexes; ++h) {
        const auto& ob = s.objectives()[static_cast<std::size_t>(h)];
        if (!ob.present) continue;
        const std::string who = ob.who == m44::eligible::any ? std::string("either side")
                                                              : side_word(static_cast<m44::side>(ob.who));
        objectives += fmt::format("{}{} {} {}", objectives.empty() ? "" : "; ", m44::hex_name(h), who,
                                  ob.kind == m44::objective_kind::temp ? "while held"
                                  : ob.spent                           ? "(gained for good)"
                                                                       : "for good once reached");
    }
    if (!objectives.empty()) out += "  medal hexes (M44-8.2): " + objectives + "\n";
    out += m44_cards::wrapped(fmt::format("deck {} cards; discard pile ({}): {}", m44::total(o.unseen) - o.opponent_hand,
                                          m44::total(s.discard()), m44::detail::board_text_parts::cards_text(s.discard())),
                              "  ");
    if (s.step() != m44::phase::deal && s.step() != m44::phase::over) {
        std::string turn = fmt::format("  turn {}, the {}' turn", s.turn(), side_word(s.active()));
        if (s.turn_card() != m44::no_card) turn += ": turn card " + card_words(s.turn_card());
        if (s.tactic_card() != m44::no_card) turn += ", second card " + card_words(s.tactic_card());
        if constexpr (R::tactic_card_effects) {
            if (s.order_card() != m44::no_card && s.order_card() != s.turn_card())
                turn += ", carrying out " + card_words(s.order_card());
        }
        out += m44_cards::wrapped(turn.substr(2), "  ");
        const std::string ordered = unit_hexes(s, s.active(), [](const m44::unit& u) { return u.activated; });
        if (ordered != "-")
            out += m44_cards::wrapped(
                fmt::format("{}: {}; moved: {}; battled: {}", R::tactic_card_effects ? "ordered" : "activated",
                            ordered, unit_hexes(s, s.active(), [](const m44::unit& u) { return u.activated && u.moved; }),
                            unit_hexes(s, s.active(), [](const m44::unit& u) { return u.battles > 0; })),
                "  ");
    }
    if constexpr (R::tactic_card_effects) {
        const auto last = s.last_order()[static_cast<std::size_t>(them)];
        if (last != m44::no_card && s.hands()[static_cast<std::size_t>(me)][static_cast<std::size_t>(m44::card::counter_attack)] > 0)
            out += m44_cards::wrapped("their last order, which Counter-Attack copies: " + card_words(last), "  ");
    }
    const auto& hand = s.hands()[static_cast<std::size_t>(me)];
    out += fmt::format("  your hand, {} cards (`card ID` says what one does):\n", m44::total(hand));
    for (int c = 0; c < m44::num_card_ids; ++c) {
        const int n = hand[static_cast<std::size_t>(c)];
        if (n == 0) continue;
        const auto card = static_cast<m44::card>(c);
        const auto& info = m44::info(card);
        out += fmt::format("    {:<19} {:<19}{}\n", n > 1 ? fmt::format("{} x{}", info.id, n) : std::string(info.id),
                           info.title, m44_cards::summary<R>(card));
    }
    return out + m44_cards::wrapped(decision_words(s, me), "  ");
}

// Orders as a person gives them (play_command): `order E1 b2 c3`, the units
// in any order and the section worked out from the hex and the card, or
// `order J3` alone without its `/R`. Underneath, the engine's one sequence
// per set of orders (M44-S-2.4: increasing hex order), found by trying each
// allowance a unit may use.
template <class R>
[[nodiscard]] bool order_sequence(const m44::state<R>& s, m44::action kind, std::vector<std::pair<int, char>>& units,
                                  std::size_t next, std::vector<m44::move>& out) {
    if (next == units.size()) return true;
    const auto [hex, letter] = units[next];
    for (const m44::move& m : legal_moves(s)) {
        if (m.kind != kind || m.from != hex) continue;
        if (letter != 0 && "LCRT"[static_cast<std::size_t>(m.use)] != letter) continue;
        out.push_back(m);
        if (order_sequence(play(s, m), kind, units, next + 1, out)) return true;
        out.pop_back();
    }
    return false;
}

// An order for a unit before the last one ordered: the turn's orders so far
// and the new ones given again from the phase's start, where the engine
// takes them in hex order (M44-S-2.4). Each order was one decision.
template <class R>
[[nodiscard]] cli::play_reply<m44::state<R>> reordered(const m44::state<R>& s, const std::vector<std::pair<int, char>>& units) {
    if (m44::detail::choosing_air_targets(s))
        return {fmt::format("{} comes before a target named already (M44-S-11.1): `undo` to name them again",
                            m44::hex_name(units.front().first)), {}};
    std::string line = "order";
    std::size_t given = 0;
    for (int h = 0; h < m44::num_hexes; ++h) {
        const m44::unit& u = s.at(h);
        if (u.present() && u.owner == s.active() && u.activated) {
            line += " " + m44::hex_name(h);
            ++given;
        }
    }
    for (const auto& [hex, letter] : units)
        line += " " + m44::hex_name(hex) + (letter != 0 ? std::string("/") + letter : std::string());
    cli::play_reply<m44::state<R>> reply{"Your orders, taken in hex order (M44-S-2.4):", {}};
    reply.rewind = given;
    reply.retype = line;
    return reply;
}

template <class R>
[[nodiscard]] std::optional<cli::play_reply<m44::state<R>>> order_command(const m44::state<R>& s, std::string_view line) {
    const auto w = cli::words(line);
    const std::string word = cli::lower_case(w.empty() ? std::string_view{} : w[0]);
    if ((word != "order" && word != "activate") || w.size() < 2) return std::nullopt;
    if (w.size() == 2 && w[1].find('/') != std::string_view::npos) return std::nullopt;  // the notation itself
    std::vector<std::pair<int, char>> units;
    for (std::size_t i = 1; i < w.size(); ++i) {
        const std::string token = cli::upper_case(w[i]);
        const std::size_t slash = token.find('/');
        const auto hex = m44::parse_hex(std::string_view(token).substr(0, slash));
        if (!hex) return cli::play_reply<m44::state<R>>{fmt::format("'{}' is not a hex: {}", w[i], hex.error().message), {}};
        units.emplace_back(*hex, slash == std::string::npos || slash + 1 >= token.size() ? char{0} : token[slash + 1]);
    }
    std::sort(units.begin(), units.end());
    if (units.front().first < s.next_order()) return reordered(s, units);
    const auto kind = word == "order" ? m44::action::order : m44::action::activate;
    std::vector<m44::move> moves;
    if (!order_sequence(s, kind, units, 0, moves))
        return cli::play_reply<m44::state<R>>{
            fmt::format("these units cannot all be ordered now: the card's sections and its count allow no such set "
                        "(`moves` lists the orders one by one)"), {}};
    return cli::play_reply<m44::state<R>>{{}, std::move(moves)};
}

// `card`, `card NAME` and `cards` (play_command).
template <class R>
[[nodiscard]] std::optional<std::string> card_command(const m44::state<R>& s, std::string_view line,
                                                      arbiter::player_id viewer) {
    const auto w = cli::words(line);
    if (w.empty()) return std::nullopt;
    if (w[0] == "cards" && w.size() == 1) {
        std::string out = fmt::format("The {} cards of the deck (M44-4.1; `card ID` says what one does):\n",
                                      m44::total(R::deck));
        for (int c = 0; c < m44::num_card_ids; ++c) {
            const int n = R::deck[static_cast<std::size_t>(c)];
            if (n == 0) continue;
            const auto card = static_cast<m44::card>(c);
            out += fmt::format("  {:<18} {:<19}{} x{}\n", m44::info(card).id, m44::info(card).title,
                               m44::is_tactic(card) ? "tactic " : "section", n);
        }
        return out;
    }
    if (w[0] != "card") return std::nullopt;
    if (w.size() == 1) {
        const auto seen = m44::observe(s, viewer);
        const auto& hand = seen.visible.hands()[static_cast<std::size_t>(viewer)];
        std::string out;
        for (int c = 0; c < m44::num_card_ids; ++c)
            if (hand[static_cast<std::size_t>(c)] > 0) out += m44_cards::card_text<R>(static_cast<m44::card>(c));
        return out.empty() ? std::string("Your hand is empty.") : out;
    }
    // The rest of the line: an id, a name ("Air Power"), or the start of ids ("probe").
    std::string name;
    for (std::size_t i = 1; i < w.size(); ++i) name += (i > 1 ? " " : "") + std::string(w[i]);
    const auto lower = [](std::string_view text) {
        std::string out(text);
        for (char& ch : out) ch = ch >= 'A' && ch <= 'Z' ? static_cast<char>(ch - 'A' + 'a') : ch;
        return out;
    };
    const std::string key = lower(name);
    std::string out;
    for (int c = 0; c < m44::num_card_ids; ++c) {
        const auto& info = m44::info(static_cast<m44::card>(c));
        if (info.id == key || lower(info.title) == key) return m44_cards::card_text<R>(static_cast<m44::card>(c));
    }
    for (int c = 0; c < m44::num_card_ids; ++c)
        if (m44::info(static_cast<m44::card>(c)).id.starts_with(key))
            out += m44_cards::card_text<R>(static_cast<m44::card>(c));
    if (!out.empty()) return out;
    std::string ids;
    for (const auto& info : m44::cards) ids += (ids.empty() ? "" : " ") + std::string(info.id);
    return fmt::format("There is no card '{}'. The card ids (M44-4.1):\n{}", name,
                       m44_cards::wrapped(ids, "  "));
}

struct memoir44_traits : cli::game_traits_base {
    [[nodiscard]] static std::vector<cli::option_spec> start_specs() {
        return {{"scenario", "NAME|FILE",
                 "brennau-crossing (default), hedgerow-lane, a scenario text file or a .m44 file"}};
    }
    [[nodiscard]] static std::string setup_text(const cli::options& opts) {
        const auto name = opts.get("scenario");
        return name ? scenario_setup(*name) : std::string();
    }
    // MCTS sees only its side's observation (M44-7); its playouts stop
    // after a few turns, scored by the medal lead.
    template <class S>
    [[nodiscard]] static std::optional<cli::bot_fn<S>> make_bot(std::string_view name,
                                                                const cli::options& opts) {
        if (name != "mcts") return std::nullopt;
        auto bot = std::make_shared<cli::library_bot<S, medal_lead>>(name, opts, medal_lead{},
                                                                     mcts_playout_plies);
        return cli::bot_fn<S>([bot](const S& s, std::mt19937_64& rng) { return (*bot)(s, rng); });
    }
    // M44-11: a full-state text names its rules (`rules: standard`), so
    // --state and --position need no --rules; --rules, when given, must
    // agree (the reader says so).
    [[nodiscard]] static std::optional<cli::rules_choice> choose_rules(const cli::options& opts) {
        if (opts.has("rules")) return std::nullopt;
        std::string text;
        if (const auto file = opts.get("state"))
            text = cli::detail::read_file(*file, "--state");
        else if (const auto p = opts.get("position"))
            text = std::string(*p);
        else
            return std::nullopt;
        arbiter::text::line_reader lines(text);
        for (arbiter::text::text_line l; lines.next(l);) {
            if (!l.text.text.starts_with("rules:")) continue;
            const arbiter::text::token name = arbiter::text::trimmed(l.text.sub(6));
            const auto names = arbiter::rules_names<m44::descriptor>();
            if (std::find(names.begin(), names.end(), name.text) == names.end()) {
                const auto at = arbiter::text::locate(text, name.offset);
                throw cli::usage_error(fmt::format(
                    "bad state: line {}, column {}: no rules '{}'; expected {}", at.line, at.column,
                    name.text, cli::detail::rules_help<m44::descriptor>()));
            }
            return cli::rules_choice{std::string(name.text), 0};
        }
        return std::nullopt;
    }
    // perft from the start: the deal (M44-6.1, 12 draws from the whole deck)
    // has too many paths to count, so it is drawn with --seed first.
    [[nodiscard]] static std::vector<cli::option_spec> extra_specs(std::string_view command) {
        if (command != "perft") return {};
        return {{"seed", "S", "seed of the deal when no state is given (default 1)"}};
    }
    [[nodiscard]] static std::optional<int> run_instead(std::string_view command,
                                                        const cli::options& opts) {
        if (command != "perft") return std::nullopt;
        if (opts.has("state") || opts.has("position")) {
            if (opts.has("seed"))
                throw cli::usage_error(
                    "--seed deals the start's cards; a given state has its hands");
            return std::nullopt;
        }
        return cli::detail::with_chosen_rules<m44::descriptor, memoir44_traits>(
            opts, [&]<class N>(std::type_identity<N>) {
                using S = arbiter::capped_state_of<m44::descriptor, N>;
                const auto depth = static_cast<unsigned>(opts.required_integer("depth", 0, 64));
                const std::uint64_t seed = opts.integer("seed", 1, 0, UINT64_MAX);
                S s = cli::detail::start_state<m44::descriptor, memoir44_traits, N>(opts);
                std::mt19937_64 rng(seed);
                while (s.step() == m44::phase::deal)
                    s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                const auto t0 = std::chrono::steady_clock::now();
                const arbiter::perft_counts c = arbiter::perft(s, depth);
                const double seconds =
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                fmt::print(
                    "perft memoir44, rules {}\nfrom the start of {}, deal of seed {}\n"
                    "depth={} leaves={} expected={}/{} ({:.6f})\ntime: {:.3f} s\n",
                    N::name, scenario_name(setup_text(opts)), seed, depth, c.leaves,
                    c.expected.numerator(), c.expected.denominator(), c.expected.to_double(),
                    seconds);
                return 0;
            });
    }
    // `arbiter bench`: Brennau Crossing under the tutorial rules and under the standard ones.
    [[nodiscard]] static std::vector<cli::bench_entry> bench_rows() {
        return {{"tutorial", 0, 50}, {"standard", 0, 50}};
    }
    // M44-8.4, M44-8.5: the medal that won, or the last unit lost.
    template <class S>
    [[nodiscard]] static std::string end_kind(const S& s) {
        if (!is_terminal(s)) return {};
        const int won = m44::medals(s, s.winner());
        if (won >= s.medals_to_win()[static_cast<std::size_t>(s.winner())])
            return fmt::format("the {}' {} medal", side_word(s.winner()), ordinal(won));
        if (m44::unit_count(s, m44::other(s.winner())) == 0)
            return fmt::format("the {} have no unit left", side_word(m44::other(s.winner())));
        return fmt::format("a win for the {}", side_word(s.winner()));
    }

    // ---- play
    template <class S>
    [[nodiscard]] static std::string play_board(const S& s, arbiter::player_id viewer) {
        return board_for(s, viewer);
    }
    [[nodiscard]] static std::string play_legend() {
        return "  Each hex is five marks: terrain, side, kind, figures, obstacle\n"
               "  (fXi4s: forest, an Axis infantry unit of 4 figures, sandbags).\n"
               "  .    1st mark: clear terrain\n"
               "  f    1st mark: forest\n"
               "  h    1st mark: hill\n"
               "  t    1st mark: town (village or church)\n"
               "  g    1st mark: hedgerow\n"
               "  r    1st mark: river (no unit may enter)\n"
               "  b    1st mark: bridge over the river\n"
               "  s    1st mark: beach\n"
               "  o    1st mark: ocean\n"
               "  A    2nd mark: an Allied unit\n"
               "  X    2nd mark: an Axis unit\n"
               "  i    3rd mark: infantry\n"
               "  a    3rd mark: armor\n"
               "  r    3rd mark: artillery\n"
               "  s    3rd mark: special forces (infantry)\n"
               "  e    3rd mark: elite armor\n"
               "  1-4  4th mark: the unit's figures left\n"
               "  s    5th mark: sandbags\n"
               "  w    5th mark: barbed wire\n"
               "  h    5th mark: hedgehog\n"
               "  b    5th mark: bunker\n"
               "  A-M  hex letters on ranks 1 3 5 7 9 (13 hexes); a-l on ranks 2 4 6 8 (12)\n"
               "  1-9  ranks, on the left; a hex is its letter and rank: G5, d4\n"
               "  |    section lines between Left, Center, Right; d and i hexes are in two\n";
    }
    template <class S>
    [[nodiscard]] static std::vector<std::string> play_notes(const S& s) {
        const std::string name = scenario_title(s);
        const auto bottom = s.bottom();
        return {
            fmt::format("Scenario: {}; the {} sit at the bottom.",
                        name.empty() ? std::string("as the given state sets it") : name, side_word(bottom)),
            fmt::format("To win: the Allies need {} medal{}, the Axis {} (M44-8.4).", int{s.medals_to_win()[0]},
                        s.medals_to_win()[0] == 1 ? "" : "s", int{s.medals_to_win()[1]}),
            "Medals: 1 per enemy unit eliminated, and the medal hexes (M44-8.1, M44-8.2).",
            "A side with no unit left loses (M44-8.5); there is no turn limit (M44-8.7).",
            fmt::format("Hands: the Allies {} cards, the Axis {}; `card ID` says what a card does.",
                        int{s.hand_size()[0]}, int{s.hand_size()[1]}),
        };
    }
    template <class S>
    [[nodiscard]] static std::optional<cli::play_reply<S>> play_command(const S& s, std::string_view line,
                                                                        arbiter::player_id viewer) {
        if (auto orders = order_command(s, line)) return orders;
        auto text = card_command(s, line, viewer);
        if (!text) return std::nullopt;
        return cli::play_reply<S>{std::move(*text), {}};
    }
    [[nodiscard]] static std::string_view play_actions() {
        return "  play attack-c       play a command card from your hand (`card` lists yours)\n"
               "  order E1 b2 c3      order units, in any order, the section worked out; end-orders\n"
               "                      (tutorial rules: activate E1/L)\n"
               "  move F3-F4          move an ordered unit; end-moves\n"
               "  battle F3xF4        battle an enemy unit with an ordered one; end-battles\n"
               "  retreat F4          retreat where a flag forces it; take-ground, overrun F4xG5 after a win\n";
    }
    [[nodiscard]] static std::vector<std::pair<std::string_view, std::string_view>> play_commands() {
        return {{"order HEX...", "order units, in any order, the section worked out (order E1 b2 c3)"},
                {"card ID", "what a card does (M44-T-3, M44-S-10, M44-S-11); card: your hand's"},
                {"cards", "every card of the deck, by id and name"}};
    }
    // A player id is its side's number: the Allies 0, the Axis 1.
    template <class S>
    [[nodiscard]] static std::string player_label(const S&, std::size_t p) {
        return p == static_cast<std::size_t>(m44::side::allies) ? "Allies" : "Axis";
    }
};

}  // namespace

const cli::game_info& cli::memoir44_game() {
    static const game_info info = make_game_info<m44::descriptor, memoir44_traits>();
    return info;
}
