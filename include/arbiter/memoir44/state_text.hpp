#pragma once
// The full state as text, and back (RULES.md M44-11): everything the engine
// keeps, so that a saved game resumes exactly. One line per group of facts:
//
//   m44-state 1
//   rules: tutorial
//   terrain: <113 terrain codes of M44-9.3, hex 0 (A9) first>
//   obstacles: g8=bunker:axis k6=sandbags             (or -)
//   objectives: G5=allies:temp G7=allies:perm:gained  (or -)
//   units: b6=axis:inf:4/4 f4=allies:arm:2/3:a:s:m2:b1 (or -)
//            figures/setup strength, then the turn's marks: a activated,
//            s moved or stayed, m<n> hexes moved, b<n> battles made
//   deck: probe-l*4 probe-c*5 ...                      (or -)
//   discard: -
//   hand-allies: probe-c attack-l
//   hand-axis: -
//   sides: bottom=allies active=allies drawing=allies winner=allies
//   numbers: cards=6,6 medals=6,6 eliminated=0,0 objectives=0,0
//   turn: 3 phase=activation draws=0 card=probe-c tactic=- allowances=0,2,0,0
//   battle: unit=G3 target=G5 dice=3 cover=0 hits=2
//   end
//
// A standard state has two more lines before `end`:
//   standard: next-order=0 origin=G5 flags=0 recon=0 drawn=-,-
//   tactics: order=- section=0 last=probe-l:0,-:0 fallback=0 roll=battle assault-dice=0 ambush-draw=0
//            second-move=0 air=-/0 finest=0,0,0                (one line; M44-S-11)
// Reading checks the form, the card totals (M44-4.1: the ruleset's deck) and
// that play can go on from the state (state_checks.hpp); errors name the
// line and column.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../core/result.hpp"
#include "board.hpp"
#include "rules.hpp"
#include "scenario.hpp"
#include "state.hpp"
#include "state_checks.hpp"

namespace arbiter::memoir44 {

namespace detail::state_text {

inline constexpr std::array<std::string_view, num_phases> phase_names{
    "deal", "play-card", "activation", "move", "fire", "attack-roll", "reaction", "defense-roll", "retreat", "draw", "over",
    "orders", "moves", "battles", "flag", "take-ground", "overrun", "keep-card", "ambush"};
inline constexpr std::array<std::string_view, num_roll_kinds> roll_names{"battle", "ambush", "air-power", "barrage",
                                                                         "medics", "finest-hour"};

[[nodiscard]] inline std::string pile_text(const card_counts& pile) {
    std::string out;
    for (int c = 0; c < num_card_ids; ++c) {
        const int n = pile[static_cast<std::size_t>(c)];
        if (n == 0) continue;
        out += (out.empty() ? "" : " ") + std::string(card_name(static_cast<card>(c)));
        if (n > 1) out += "*" + std::to_string(n);
    }
    return out.empty() ? "-" : out;
}

[[nodiscard]] inline std::string card_or_none(std::uint8_t c) {
    return c == no_card ? std::string("-") : std::string(card_name(static_cast<card>(c)));
}

}  // namespace detail::state_text

// The text of a state (any ruleset: the `rules:` line names it).
template <rules_policy R>
[[nodiscard]] std::string to_text(const state<R>& s) {
    using namespace detail::state_text;
    std::string out = "m44-state 1\nrules: " + std::string(R::name) + "\nterrain: ";
    for (const auto t : s.board) out += terrain_code(t);
    out += "\nobstacles:";
    bool any = false;
    for (int h = 0; h < num_hexes; ++h) {
        const auto& o = s.obstacles[static_cast<std::size_t>(h)];
        if (o.kind == obstacle::none) continue;
        any = true;
        out += " " + hex_name(h) + "=" + std::string(obstacle_name(o.kind));
        if (o.kind == obstacle::bunker) out += ":" + std::string(side_name(o.owner));
    }
    out += any ? "\nobjectives:" : " -\nobjectives:";
    any = false;
    for (int h = 0; h < num_hexes; ++h) {
        const auto& o = s.objectives[static_cast<std::size_t>(h)];
        if (!o.present) continue;
        any = true;
        out += " " + hex_name(h) + "=" +
               (o.who == eligible::any ? std::string("any") : std::string(side_name(static_cast<side>(o.who)))) +
               (o.kind == objective_kind::temp ? ":temp" : ":perm") + (o.spent ? ":gained" : "");
    }
    out += any ? "\nunits:" : " -\nunits:";
    any = false;
    for (int h = 0; h < num_hexes; ++h) {
        const unit& u = s.at(h);
        if (!u.present()) continue;
        any = true;
        out += " " + hex_name(h) + "=" + std::string(side_name(u.owner)) + ":" + std::string(unit_code(u.kind)) + ":" +
               std::to_string(u.figures) + "/" + std::to_string(u.setup_strength);
        if (u.activated) out += ":a";
        if (u.moved) out += ":s";
        if (u.hexes_moved > 0) out += ":m" + std::to_string(u.hexes_moved);
        if (u.battles > 0) out += ":b" + std::to_string(u.battles);
    }
    out += any ? "\n" : " -\n";
    out += "deck: " + pile_text(s.deck) + "\ndiscard: " + pile_text(s.discard) + "\n";
    out += "hand-allies: " + pile_text(s.hands[0]) + "\nhand-axis: " + pile_text(s.hands[1]) + "\n";
    out += "sides: bottom=" + std::string(side_name(s.bottom)) + " active=" + std::string(side_name(s.active)) +
           " drawing=" + std::string(side_name(s.drawing)) + " winner=" + std::string(side_name(s.winner)) + "\n";
    const auto pair = [](const std::array<std::uint8_t, 2>& a) {
        return std::to_string(a[0]) + "," + std::to_string(a[1]);
    };
    out += "numbers: cards=" + pair(s.hand_size) + " medals=" + pair(s.medals_to_win) +
           " eliminated=" + pair(s.elimination_medals) + " objectives=" + pair(s.objective_medals) + "\n";
    out += "turn: " + std::to_string(s.turn) + " phase=" + std::string(phase_names[static_cast<std::size_t>(s.step)]) +
           " draws=" + std::to_string(s.draws_left) + " card=" + card_or_none(s.turn_card) +
           " tactic=" + card_or_none(s.tactic_card) + " allowances=" + std::to_string(s.allowances[0]) + "," +
           std::to_string(s.allowances[1]) + "," + std::to_string(s.allowances[2]) + "," +
           std::to_string(s.allowances[3]) + "\n";
    out += "battle: unit=" + hex_name(s.unit_hex) + " target=" + hex_name(s.target_hex) +
           " dice=" + std::to_string(s.dice) + " cover=" + (s.cover ? "1" : "0") + " hits=" + std::to_string(s.hits) +
           "\n";
    if constexpr (R::dice_kind == dice_rule::symbols)  // the standard turn's marks (M44-S-2.4, M44-S-8.4, M44-S-10.1)
        out += "standard: next-order=" + std::to_string(s.next_order) + " origin=" + hex_name(s.origin) +
               " flags=" + std::to_string(s.flags) + " recon=" + (s.recon_draw ? "1" : "0") + " drawn=" +
               card_or_none(s.recon_cards[0]) + "," + card_or_none(s.recon_cards[1]) + "\n";
    if constexpr (R::dice_kind == dice_rule::symbols) {  // the tactic cards' marks (M44-S-11)
        std::string air;
        for (int i = 0; i < s.air_count; ++i) air += (i > 0 ? "," : "") + hex_name(s.air_targets[static_cast<std::size_t>(i)]);
        out += "tactics: order=" + card_or_none(s.order_card) + " section=" + std::to_string(s.order_section) +
               " last=" + card_or_none(s.last_order[0]) + ":" + std::to_string(s.last_section[0]) + "," +
               card_or_none(s.last_order[1]) + ":" + std::to_string(s.last_section[1]) +
               " fallback=" + (s.fallback ? "1" : "0") + " roll=" + std::string(roll_names[static_cast<std::size_t>(s.roll)]) +
               " assault-dice=" + std::to_string(s.assault_dice) + " ambush-draw=" + (s.ambush_draw ? "1" : "0") +
               " second-move=" + (s.second_move ? "1" : "0") + " air=" + (air.empty() ? "-" : air) + "/" +
               std::to_string(s.air_next) + " finest=" + std::to_string(s.finest[0]) + "," +
               std::to_string(s.finest[1]) + "," + std::to_string(s.finest[2]) + "\n";
    }
    out += "end\n";
    return out;
}

namespace detail::state_text {

struct token {
    std::string_view text;
    std::size_t at = 0;
};

// The lines of the text, split into tokens at spaces.
struct line_reader {
    std::string_view text;
    std::size_t pos = 0;
    std::size_t number = 0;

    // The next line's tokens, or nullopt at the end.
    std::optional<std::vector<token>> next(std::size_t& start) {
        if (pos >= text.size()) return std::nullopt;
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        start = pos;
        ++number;
        std::vector<token> out;
        for (std::size_t i = pos; i < end;) {
            if (text[i] == ' ') {
                ++i;
                continue;
            }
            std::size_t j = i;
            while (j < end && text[j] != ' ') ++j;
            out.push_back({text.substr(i, j - i), i});
            i = j;
        }
        pos = end + 1;
        return out;
    }
};

[[nodiscard]] inline error located(std::string_view text, std::size_t at, const std::string& message) {
    std::size_t line = 1, start = 0;
    for (std::size_t i = 0; i < at && i < text.size(); ++i)
        if (text[i] == '\n') {
            ++line;
            start = i + 1;
        }
    return make_error("line " + std::to_string(line) + ", column " + std::to_string(at - start + 1) + ": " + message, at);
}

// A whole decimal number in [lo, hi], or -1.
[[nodiscard]] constexpr int number(std::string_view t, int lo, int hi) noexcept {
    if (t.empty() || t.size() > 5 || (t.size() > 1 && t[0] == '0')) return -1;
    int v = 0;
    for (const char c : t) {
        if (c < '0' || c > '9') return -1;
        v = v * 10 + (c - '0');
    }
    return v >= lo && v <= hi ? v : -1;
}

[[nodiscard]] inline int side_of(std::string_view t) noexcept { return t == "allies" ? 0 : t == "axis" ? 1 : -1; }

// "a,b" into two numbers in [lo, hi].
[[nodiscard]] inline bool number_pair(std::string_view t, int lo, int hi, std::array<std::uint8_t, 2>& out) {
    const auto comma = t.find(',');
    if (comma == std::string_view::npos) return false;
    const int a = number(t.substr(0, comma), lo, hi), b = number(t.substr(comma + 1), lo, hi);
    if (a < 0 || b < 0) return false;
    out = {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)};
    return true;
}

// Splits "a:b:c" at ':'.
[[nodiscard]] inline std::vector<std::string_view> fields(std::string_view t, char sep = ':') {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    for (;;) {
        const auto j = t.find(sep, i);
        out.push_back(t.substr(i, j == std::string_view::npos ? std::string_view::npos : j - i));
        if (j == std::string_view::npos) return out;
        i = j + 1;
    }
}

}  // namespace detail::state_text

// Reads the text of to_text back into the state it describes.
template <rules_policy R>
[[nodiscard]] result<state<R>> parse_state(std::string_view text) {
    using namespace detail::state_text;
    state<R> s;
    field_places places;
    line_reader in{text};
    std::size_t start = 0;
    std::vector<token> t;
    auto expect = [&](std::string_view key) -> std::optional<error> {
        auto l = in.next(start);
        if (!l) return located(text, text.size(), "the text ends where '" + std::string(key) + "' was expected");
        t = std::move(*l);
        if (t.empty() || t[0].text != key)
            return located(text, t.empty() ? start : t[0].at, "expected a line starting with '" + std::string(key) + "'");
        return std::nullopt;
    };
    auto bad = [&](const token& k, const std::string& what) { return located(text, k.at, what); };

    if (auto e = expect("m44-state")) return *e;
    if (t.size() != 2 || t[1].text != "1") return located(text, start, "the first line is 'm44-state 1'");
    if (auto e = expect("rules:")) return *e;
    if (t.size() != 2 || t[1].text != R::name)
        return located(text, start, "this reader takes the " + std::string(R::name) + " ruleset's states");
    if (auto e = expect("terrain:")) return *e;
    if (t.size() != 2 || t[1].text.size() != num_hexes)
        return located(text, start, "expected 113 terrain codes in one word (M44-9.3)");
    for (int h = 0; h < num_hexes; ++h) {
        const int code = terrain_of_code(t[1].text[static_cast<std::size_t>(h)]);
        if (code < 0) return located(text, t[1].at + static_cast<std::size_t>(h), "not a terrain code (M44-9.3)");
        s.board[static_cast<std::size_t>(h)] = static_cast<terrain>(code);
    }
    // A list of <hex>=<fields> items, or "-".
    auto items = [&](std::string_view key, auto&& each) -> std::optional<error> {
        if (auto e = expect(key)) return e;
        if (t.size() == 2 && t[1].text == "-") return std::nullopt;
        if (t.size() < 2) return located(text, start, "expected items or '-'");
        for (std::size_t i = 1; i < t.size(); ++i) {
            const auto eq = t[i].text.find('=');
            if (eq == std::string_view::npos) return bad(t[i], "expected <hex>=...");
            auto h = parse_hex(t[i].text.substr(0, eq), t[i].at);
            if (!h) return located(text, h.error().position, h.error().message);
            if (auto e = each(*h, fields(t[i].text.substr(eq + 1)), t[i])) return e;
        }
        return std::nullopt;
    };
    if (auto e = items("obstacles:", [&](int h, const std::vector<std::string_view>& f, const token& k) -> std::optional<error> {
            auto& o = s.obstacles[static_cast<std::size_t>(h)];
            if (o.kind != obstacle::none) return bad(k, "a hex listed twice");
            for (int kind = 1; kind < num_obstacles; ++kind)
                if (f[0] == obstacle_name(static_cast<obstacle>(kind))) o.kind = static_cast<obstacle>(kind);
            if (o.kind == obstacle::none) return bad(k, "not an obstacle: sandbags, wire, hedgehog or bunker");
            if (o.kind == obstacle::bunker ? (f.size() != 2 || side_of(f[1]) < 0) : f.size() != 1)
                return bad(k, "a bunker names its owner (bunker:allies); other obstacles nothing");
            if (o.kind == obstacle::bunker) o.owner = static_cast<side>(side_of(f[1]));
            return std::nullopt;
        }))
        return *e;
    if (auto e = items("objectives:", [&](int h, const std::vector<std::string_view>& f, const token& k) -> std::optional<error> {
            auto& o = s.objectives[static_cast<std::size_t>(h)];
            if (o.present) return bad(k, "a hex listed twice");
            const int who = f[0] == "any" ? 2 : side_of(f[0]);
            if (who < 0 || f.size() < 2 || f.size() > 3 || (f[1] != "temp" && f[1] != "perm") ||
                (f.size() == 3 && (f[2] != "gained" || f[1] != "perm")))
                return bad(k, "expected <hex>=<allies|axis|any>:<temp|perm>[:gained]");
            o = {true, static_cast<eligible>(who), f[1] == "temp" ? objective_kind::temp : objective_kind::perm, f.size() == 3};
            return std::nullopt;
        }))
        return *e;
    if (auto e = items("units:", [&](int h, const std::vector<std::string_view>& f, const token& k) -> std::optional<error> {
            unit& u = s.at(h);
            if (u.present()) return bad(k, "a hex listed twice");
            int kind = -1;
            for (int i = 0; i < num_unit_kinds && f.size() >= 3; ++i)
                if (f[1] == unit_code(static_cast<unit_kind>(i))) kind = i;
            if (f.size() < 3 || side_of(f[0]) < 0 || kind < 0) return bad(k, "expected <hex>=<side>:<kind>:<figures>/<setup>...");
            const auto slash = f[2].find('/');
            const int full = full_strength(static_cast<unit_kind>(kind));
            const int setup = slash == std::string_view::npos ? -1 : number(f[2].substr(slash + 1), 1, full);
            const int figures = setup < 0 ? -1 : number(f[2].substr(0, slash), 1, setup);
            if (figures < 0) return bad(k, "figures/setup strength: 1 <= figures <= setup <= full strength (M44-2.2)");
            u = {static_cast<std::uint8_t>(figures), static_cast<side>(side_of(f[0])), static_cast<unit_kind>(kind),
                 static_cast<std::uint8_t>(setup), false, 0, false, 0};
            // Marks in the printed order, each at most once.
            int next = 0;
            for (std::size_t i = 3; i < f.size(); ++i) {
                const auto m = f[i];
                const int rank = m == "a" ? 1 : m == "s" ? 2 : (!m.empty() && m[0] == 'm') ? 3 : (!m.empty() && m[0] == 'b') ? 4 : 0;
                if (rank <= next) return bad(k, "unit marks are a, s, m<n>, b<n>, in that order, each once");
                next = rank;
                if (rank == 1) u.activated = true;
                if (rank == 2) u.moved = true;
                if (rank >= 3) {
                    const int n = number(m.substr(1), 1, 9);
                    if (n < 0) return bad(k, "a count from 1 to 9 after m or b");
                    (rank == 3 ? u.hexes_moved : u.battles) = static_cast<std::uint8_t>(n);
                }
            }
            return std::nullopt;
        }))
        return *e;
    auto pile = [&](std::string_view key, card_counts& out) -> std::optional<error> {
        if (auto e = expect(key)) return e;
        if (t.size() == 2 && t[1].text == "-") return std::nullopt;
        if (t.size() < 2) return located(text, start, "expected cards or '-'");
        for (std::size_t i = 1; i < t.size(); ++i) {
            const auto star = t[i].text.find('*');
            const int c = card_of_name(t[i].text.substr(0, star));
            const int n = star == std::string_view::npos ? 1 : number(t[i].text.substr(star + 1), 2, deck_size);
            if (c < 0) return bad(t[i], "not a card id (M44-4.1)");
            if (n < 0) return bad(t[i], "expected <card> or <card>*<count from 2>");
            if (out[static_cast<std::size_t>(c)] != 0) return bad(t[i], "a card listed twice");
            out[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(n);
        }
        return std::nullopt;
    };
    if (auto e = pile("deck:", s.deck)) return *e;
    if (auto e = pile("discard:", s.discard)) return *e;
    if (auto e = pile("hand-allies:", s.hands[0])) return *e;
    if (auto e = pile("hand-axis:", s.hands[1])) return *e;
    // key=value words of one line, in a fixed order.
    auto keyed = [&](std::string_view line_key, std::initializer_list<std::string_view> keys,
                     std::vector<std::string_view>& values) -> std::optional<error> {
        if (auto e = expect(line_key)) return e;
        const std::size_t first = line_key == "turn:" ? 2 : 1;
        if (t.size() != first + keys.size())
            return located(text, start, "expected " + std::to_string(keys.size()) + " key=value words");
        std::size_t i = first;
        for (const auto key : keys) {
            const auto& k = t[i++];
            if (k.text.substr(0, key.size() + 1) != std::string(key) + "=") return bad(k, "expected " + std::string(key) + "=");
            values.push_back(k.text.substr(key.size() + 1));
        }
        return std::nullopt;
    };
    std::vector<std::string_view> v;
    if (auto e = keyed("sides:", {"bottom", "active", "drawing", "winner"}, v)) return *e;
    for (const auto x : v)
        if (side_of(x) < 0) return located(text, start, "expected allies or axis");
    s.bottom = static_cast<side>(side_of(v[0]));
    s.active = static_cast<side>(side_of(v[1]));
    s.drawing = static_cast<side>(side_of(v[2]));
    s.winner = static_cast<side>(side_of(v[3]));
    v.clear();
    if (auto e = keyed("numbers:", {"cards", "medals", "eliminated", "objectives"}, v)) return *e;
    if (!number_pair(v[0], 1, max_hand_size, s.hand_size) || !number_pair(v[1], 1, max_medals_to_win, s.medals_to_win) ||
        !number_pair(v[2], 0, num_hexes, s.elimination_medals) || !number_pair(v[3], 0, num_hexes, s.objective_medals))
        return located(text, start, "expected pairs n,n: hand sizes 1-10, medal targets 1-20, medal counts");
    v.clear();
    if (auto e = keyed("turn:", {"phase", "draws", "card", "tactic", "allowances"}, v)) return *e;
    places.phase = t[2].at;
    places.draws = t[3].at;
    places.card = t[4].at;
    places.tactic = t[5].at;
    const int turn = number(t[1].text, 0, 65535);
    if (turn < 0) return bad(t[1], "expected the turn number");
    s.turn = static_cast<std::uint16_t>(turn);
    int ph = -1;
    for (std::size_t i = 0; i < phase_names.size(); ++i)
        if (v[0] == phase_names[i]) ph = static_cast<int>(i);
    if (ph < 0) return located(text, start, "unknown phase '" + std::string(v[0]) + "'");
    s.step = static_cast<phase>(ph);
    const int draws = number(v[1], 0, max_hand_size);
    if (draws < 0) return located(text, start, "draws: 0 to 10");
    s.draws_left = static_cast<std::uint8_t>(draws);
    for (int k = 0; k < 2; ++k) {
        const auto c = v[static_cast<std::size_t>(2 + k)];
        const int id = c == "-" ? no_card : card_of_name(c);
        if (id < 0) return located(text, start, "card= and tactic= take a card id or -");
        (k == 0 ? s.turn_card : s.tactic_card) = static_cast<std::uint8_t>(id);
    }
    const auto a = fields(v[4], ',');
    if (a.size() != 4) return located(text, start, "allowances: four numbers L,C,R,T");
    for (std::size_t i = 0; i < 4; ++i) {
        const int n = number(a[i], 0, 255);
        if (n < 0) return located(text, start, "allowances: four numbers L,C,R,T");
        s.allowances[i] = static_cast<std::uint8_t>(n);
    }
    v.clear();
    if (auto e = keyed("battle:", {"unit", "target", "dice", "cover", "hits"}, v)) return *e;
    places.unit = t[1].at;
    places.target = t[2].at;
    places.dice = t[3].at;
    places.hits = t[5].at;
    auto u = parse_hex(v[0]), g = parse_hex(v[1]);
    const int dice = number(v[2], 0, 10), cover = number(v[3], 0, 1), hits = number(v[4], 0, 11);
    if (!u || !g || dice < 0 || cover < 0 || hits < 0)
        return located(text, start, "expected unit=<hex> target=<hex> dice=0-10 cover=0|1 hits=0-11");
    s.unit_hex = static_cast<std::uint8_t>(*u);
    s.target_hex = static_cast<std::uint8_t>(*g);
    s.dice = static_cast<std::uint8_t>(dice);
    s.cover = cover == 1;
    s.hits = static_cast<std::uint8_t>(hits);
    if constexpr (R::dice_kind == dice_rule::symbols) {
        v.clear();
        if (auto e = keyed("standard:", {"next-order", "origin", "flags", "recon", "drawn"}, v)) return *e;
        places.origin = t[2].at;
        places.flags = t[3].at;
        places.drawn = t[5].at;
        const int next = number(v[0], 0, num_hexes), flags = number(v[2], 0, 10), recon = number(v[3], 0, 1);
        auto o = parse_hex(v[1]);
        const auto drawn = fields(v[4], ',');
        if (next < 0 || !o || flags < 0 || recon < 0 || drawn.size() != 2)
            return located(text, start, "expected next-order=0-113 origin=<hex> flags=0-10 recon=0|1 drawn=<card|->,<card|->");
        for (std::size_t k = 0; k < 2; ++k) {
            const int id = drawn[k] == "-" ? no_card : card_of_name(drawn[k]);
            if (id < 0) return located(text, start, "drawn= takes two card ids or -");
            s.recon_cards[k] = static_cast<std::uint8_t>(id);
        }
        s.next_order = static_cast<std::uint8_t>(next);
        s.origin = static_cast<std::uint8_t>(*o);
        s.flags = static_cast<std::uint8_t>(flags);
        s.recon_draw = recon == 1;
        v.clear();
        if (auto e = keyed("tactics:", {"order", "section", "last", "fallback", "roll", "assault-dice", "ambush-draw",
                                        "second-move", "air", "finest"},
                           v))
            return *e;
        places.order = t[1].at;
        places.air = t[9].at;
        const auto bad_tactics = [&] {
            return located(text, start,
                           "expected order=<card|-> section=0-2 last=<card|->:0-2,<card|->:0-2 fallback=0|1 roll=<kind> "
                           "assault-dice=0-10 ambush-draw=0|1 second-move=0|1 air=<hexes|->/0-4 finest=n,n,n (M44-S-11)");
        };
        const auto card_field = [](std::string_view c) { return c == "-" ? int{no_card} : card_of_name(c); };
        const int order = card_field(v[0]), section = number(v[1], 0, 2);
        const auto last = fields(v[2], ',');
        if (order < 0 || section < 0 || last.size() != 2) return bad_tactics();
        s.order_card = static_cast<std::uint8_t>(order);
        s.order_section = static_cast<std::uint8_t>(section);
        for (std::size_t k = 0; k < 2; ++k) {
            const auto f = fields(last[k]);
            const int c = f.size() == 2 ? card_field(f[0]) : -1, sec = f.size() == 2 ? number(f[1], 0, 2) : -1;
            if (c < 0 || sec < 0) return bad_tactics();
            s.last_order[k] = static_cast<std::uint8_t>(c);
            s.last_section[k] = static_cast<std::uint8_t>(sec);
        }
        const int fallback = number(v[3], 0, 1), adice = number(v[5], 0, 10), adraw = number(v[6], 0, 1),
                  second = number(v[7], 0, 1);
        int roll = -1;
        for (std::size_t i = 0; i < roll_names.size(); ++i)
            if (v[4] == roll_names[i]) roll = static_cast<int>(i);
        if (fallback < 0 || adice < 0 || adraw < 0 || second < 0 || roll < 0) return bad_tactics();
        s.fallback = fallback == 1;
        s.roll = static_cast<roll_kind>(roll);
        s.assault_dice = static_cast<std::uint8_t>(adice);
        s.ambush_draw = adraw == 1;
        s.second_move = second == 1;
        const auto slash = v[8].find('/');
        if (slash == std::string_view::npos) return bad_tactics();
        const int air_next = number(v[8].substr(slash + 1), 0, 4);
        if (air_next < 0) return bad_tactics();
        s.air_next = static_cast<std::uint8_t>(air_next);
        if (v[8].substr(0, slash) != "-") {
            const auto hexes = fields(v[8].substr(0, slash), ',');
            if (hexes.size() > 4) return bad_tactics();
            for (const auto hx : hexes) {
                auto h = parse_hex(hx);
                if (!h) return bad_tactics();
                s.air_targets[s.air_count++] = static_cast<std::uint8_t>(*h);
            }
        }
        const auto fin = fields(v[9], ',');
        if (fin.size() != 3) return bad_tactics();
        for (std::size_t k = 0; k < 3; ++k) {
            const int n = number(fin[k], 0, 10);
            if (n < 0) return bad_tactics();
            s.finest[k] = static_cast<std::uint8_t>(n);
        }
    }
    if (auto e = expect("end")) return *e;
    if (t.size() != 1) return bad(t[1], "nothing follows 'end'");
    if (in.pos < text.size()) return located(text, in.pos, "text after 'end'");
    // M44-4.1: the piles and the cards in play hold the 60 cards.
    card_counts all = s.deck;
    for (std::size_t c = 0; c < all.size(); ++c)
        all[c] = static_cast<std::uint8_t>(all[c] + s.discard[c] + s.hands[0][c] + s.hands[1][c]);
    for (const auto c : {s.turn_card, s.tactic_card})
        if (c != no_card) ++all[c];
    for (std::size_t c = 0; c < all.size(); ++c)
        if (all[c] != R::deck[c])
            return make_error("the piles and the cards in play hold " + std::to_string(all[c]) + " " +
                              std::string(cards[c].id) + ", not " + std::to_string(R::deck[c]) + " (M44-4.1)");
    // Play must be able to go on from the state (M44-11): its records fit its phase, then the generic check.
    const std::string_view phase_name = phase_names[static_cast<std::size_t>(s.step)];
    if (auto m = pending_misfit(s, places, phase_name)) return located(text, m->at, m->message);
    auto playable = require_playable(std::move(s), places.phase);
    if (!playable) return located(text, places.phase, "phase=" + std::string(phase_name) + ": " + playable.error().message);
    return playable;
}

}  // namespace arbiter::memoir44
