#pragma once
// The full-state text of War Chest: every field of the state as key=value
// words, so that a position can be saved, loaded and shown in a bug report.
// to_string(state) writes it; parse_state<R>(text) reads it back to the same
// state, or says what is wrong and where (line and column).
//
//   war_chest round=2 phase=use turn=1 initiative=0 transferred=0 winner=- end=none
//   cards0=crossbowman,light_cavalry,pikeman,swordsman cards1=archer,cavalry,lancer,scout pool=
//   board=swordsman:e1:2,scout:b6:1 control=e1:A,g2:A,a6:B,c7:B reserve=4,4
//   bag0=pikeman:2,royal:1 hand0=swordsman:1 up0= down0= supply0=... box0=
//   bag1=... hand1=... up1=... down1=... supply1=... box1=...
//   pending=soak:1:f4:e4:0
//
// A list is comma-separated; an empty value is an empty list. A pending
// record is kind:player:hex:a:b (hex and a as hex names, a coin name for
// wp_use, `-` for none): a and b are what state.hpp's pending keeps by kind
// (soak: attacker, drawn_before_soak; footman: acted_footman, footmen_acted;
// wp_use: drawn_coin; wp_draw: drawn_before_soak).

#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

#include "../core/config.hpp"
#include "../core/state_header.hpp"
#include "../core/playable.hpp"
#include "../core/text.hpp"
#include "move_text.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::war_chest {

// The header line names the rules entry (core/state_header.hpp) from the
// game's descriptor, which is defined in descriptor.hpp (included by the
// game's header, <arbiter/GAME.hpp>): to_string(s) and parse_state need it
// where they are used, not here.
struct descriptor;

inline constexpr std::array<std::string_view, 7> phase_names{"deal", "flip", "draft", "draw", "use", "over", "team_choice"};
inline constexpr std::array<std::string_view, 4> end_names{"none", "last_marker", "dead_position", "round_limit"};
inline constexpr std::array<std::string_view, 8> pending_words{
    "cavalry_attack", "footman", "soak", "swordsman_move", "berserker_chain", "wp_draw", "wp_use", "mercenary"};

namespace detail {

inline std::string counts_text(const coin_counts& c) {
    std::string out;
    for (int t = 0; t < num_coin_types; ++t) {
        if (c[static_cast<std::size_t>(t)] == 0) continue;
        if (!out.empty()) out += ',';
        out += coin_string(t) + ':' + std::to_string(c[static_cast<std::size_t>(t)]);
    }
    return out;
}
inline std::string hex_or_dash(int h) { return h == no_hex ? "-" : hex_string(h); }

}  // namespace detail

template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>& s) {
    std::string out = header_line<depend_on_t<descriptor, R>, R, state<R>>() + "war_chest round=" + std::to_string(s.round()) +
                      " phase=" + std::string(phase_names[static_cast<std::size_t>(s.phase())]) +
                      " turn=" + std::to_string(s.turn()) + " initiative=" + std::to_string(s.initiative()) +
                      " transferred=" + (s.initiative_transferred() ? "1" : "0") +
                      " winner=" + (s.winner() < 0 ? std::string("-") : std::string(1, static_cast<char>('A' + s.winner()))) +
                      " end=" + std::string(end_names[static_cast<std::size_t>(s.ended_by())]) + "\n";
    auto cards = [&](player_id owner) {
        std::string list;
        for (int t = 0; t < num_units; ++t)
            if (s.owner_of(static_cast<unit>(t)) == owner) list += (list.empty() ? "" : ",") + coin_string(t);
        return list;
    };
    for (player_id p = 0; p < state<R>::seats; ++p) out += "cards" + std::to_string(p) + "=" + cards(p) + " ";
    out += "pool=" + cards(in_pool) + "\nboard=";
    bool first = true;
    for (int h = 0; h < grid_size; ++h) {
        if (s.at(h).empty()) continue;
        out += (first ? "" : ",") + coin_string(index(s.at(h).kind())) + ":" + hex_string(h) + ":" +
               std::to_string(s.at(h).height);
        first = false;
    }
    out += " control=";
    first = true;
    for (int h = 0; h < grid_size; ++h) {
        if (s.control(h) < 0) continue;
        out += (first ? "" : ",") + hex_string(h) + ":" + static_cast<char>('A' + s.control(h));
        first = false;
    }
    out += " reserve=" + std::to_string(s.reserve(0)) + "," + std::to_string(s.reserve(1)) + "\n";
    for (player_id p = 0; p < state<R>::seats; ++p) {
        const zones& z = s.coins(p);
        const std::string n = std::to_string(p);
        out += "bag" + n + "=" + detail::counts_text(z.bag) + " hand" + n + "=" + detail::counts_text(z.hand) + " up" + n +
               "=" + detail::counts_text(z.face_up) + " down" + n + "=" + detail::counts_text(z.face_down) + " supply" +
               n + "=" + detail::counts_text(z.supply) + " box" + n + "=" + detail::counts_text(z.box) + "\n";
    }
    out += "pending=";
    first = true;
    for (const pending& p : s.pendings()) {
        out += (first ? "" : ",") + std::string(pending_words[static_cast<std::size_t>(p.kind)]) + ":" +
               std::to_string(p.player) + ":" + detail::hex_or_dash(p.hex) + ":" +
               (p.kind == pending_kind::wp_use ? (p.text_a() == no_coin ? std::string("-") : coin_string(p.text_a()))
                                               : detail::hex_or_dash(p.text_a())) +
               ":" + std::to_string(p.text_b());
        first = false;
    }
    return out + "\n";
}

namespace detail {

// WC-13: what the follow-up stack[i] needs for play to go on from it: the
// unit it concerns, owned by the player who decides (WC-13.4), and what its
// decision spends, draws or attacks. Empty when it has all of it.
template <rules_policy R>
[[nodiscard]] std::string pending_problem(const state<R>& s, std::size_t i) {
    const auto& stack = s.pendings();
    const pending& p = stack[i];
    const bool newest = i + 1 == stack.size();
    const std::string seat = "seat " + std::to_string(p.player);
    auto unit_at = [&](std::uint8_t h, unit t) { return h < grid_size && !s.at(h).empty() && s.at(h).kind() == t; };
    // the engine keeps b for the Footman count and the WC-19.4 flag only
    const int most_b = p.kind == pending_kind::footman || p.kind == pending_kind::soak || p.kind == pending_kind::wp_draw ? 1 : 0;
    if (p.text_b() > most_b) return "b must be 0.." + std::to_string(most_b) + " for this kind";
    switch (p.kind) {
        case pending_kind::cavalry_attack: {
            if (!unit_at(p.hex, unit::cavalry)) return "no Cavalry on its hex (WC-12.3)";
            if (s.owner_at(p.hex) != p.player) return "the Cavalry's owner, who spent the coin, decides (WC-13.4)";
            bool target = false;
            for (auto x : nbr<R>[p.hex]) target = target || (x != no_hex && enemy(s, p.player, x) && may_target(s, s.at(p.hex).height, x));
            if (!target) return "the Cavalry on " + hex_string(p.hex) + " has no adjacent enemy it may attack (WC-12.3.2, WC-18.2)";
            if (!newest) return "the Cavalry attacks right after its move, so it is the newest follow-up (WC-12.3.2)";
            return {};
        }
        case pending_kind::footman: {
            if (s.owner_of(unit::footman) != p.player) return seat + " has no Footman card (WC-12.6)";
            if (find_units(s, unit::footman).count == 0) return "no Footman on the board (WC-12.6.3)";
            if (p.footmen_acted() == 0 && p.acted_footman() != no_hex) return "no Footman has acted yet (b=0), so a is - (WC-12.6.4)";
            if (p.footmen_acted() == 1 && (!on_board(R::players, p.acted_footman()) ||
                                           (!s.at(p.acted_footman()).empty() && !unit_at(p.acted_footman(), unit::footman))))
                return "a names the hex of the Footman that acted (b=1) (WC-12.6.4)";
            return {};
        }
        case pending_kind::soak: {
            if constexpr (R::soak == royal_guard_soak::always) return "the owner never chooses under royal_guard_soak::always (WC-19.2)";
            if (!unit_at(p.hex, unit::royal_guard) || p.attacker() >= grid_size || s.at(p.attacker()).empty())
                return "a Royal Guard target and an attacker are needed (WC-12.13.4)";
            if (s.owner_at(p.hex) != p.player) return "the unit's owner decides (WC-13.4)";
            if (side_of(s.owner_at(p.attacker())) == side_of(p.player)) return "the attacker on " + hex_string(p.attacker()) + " is not an enemy (WC-10.1)";
            if (s.coins(p.player).supply[static_cast<std::size_t>(index(unit::royal_guard))] == 0)
                return seat + "'s supply holds no Royal Guard coin to soak with (WC-12.13.4)";
            if (p.drawn_before_soak()) {
                if (!R::wp_draw_before_soak || s.at(p.attacker()).kind() != unit::warrior_priest)
                    return "b=1 (drawn before the soak) needs wp_draw_before_soak and a Warrior Priest attacker (WC-19.4)";
                const bool use_below = i > 0 && stack[i - 1].kind == pending_kind::wp_use;
                const bool draw_above = !newest && stack[i + 1].kind == pending_kind::wp_draw;
                if (!use_below && !draw_above) return "b=1 needs the Warrior Priest's draw above it or its drawn coin below it (WC-19.4)";
            }
            return {};
        }
        case pending_kind::swordsman_move:
            if (!unit_at(p.hex, unit::swordsman)) return "no Swordsman on its hex (WC-12.15)";
            break;
        case pending_kind::berserker_chain:
            if (!unit_at(p.hex, unit::berserker) || s.at(p.hex).height < 2) return "no bolstered Berserker on its hex (WC-12.2)";
            break;
        case pending_kind::mercenary:
            if (!unit_at(p.hex, unit::mercenary)) return "no Mercenary on its hex (WC-12.11)";
            break;
        case pending_kind::wp_use:
            if (p.drawn_coin() >= num_coin_types) return "the drawn coin's type is needed (WC-12.16.4)";
            if (p.drawn_coin() != royal && s.owner_of(static_cast<unit>(p.drawn_coin())) != p.player)
                return seat + " has no " + coin_string(p.drawn_coin()) + " coins to draw (WC-12.16.3, WC-14.6)";
            return {};
        case pending_kind::wp_draw: {
            const zones& z = s.coins(p.player);
            if (total(z.bag) + total(z.face_up) + total(z.face_down) == 0) return "nothing to draw (WC-12.16.3)";
            if (!unit_at(p.hex, unit::warrior_priest) || s.owner_at(p.hex) != p.player)
                return "no Warrior Priest of " + seat + " on its hex (WC-12.16.2)";
            if (!newest) return "the draw is made at once, so it is the newest follow-up (WC-17.4)";
            if (p.drawn_before_soak() && (i == 0 || stack[i - 1].kind != pending_kind::soak || !stack[i - 1].drawn_before_soak()))
                return "b=1 (drawn before the soak) needs the soak it comes before just below it (WC-19.4)";
            return {};
        }
    }
    if (s.owner_at(p.hex) != p.player) return "the unit's owner decides (WC-13.4)";
    return {};
}

}  // namespace detail

namespace detail {

// The reader of parse_state (below), section by section; every error's
// offset is into the whole text, located once by parse_state.

// Calls f(item) for each `sep`-separated item of `list` (none when it is
// empty) until f returns an error.
template <class F>
[[nodiscard]] std::optional<error> each_item(text::token list, char sep, F&& f) {
    if (list.empty()) return std::nullopt;
    std::size_t i = 0;
    for (;;) {
        std::size_t j = list.text.find(sep, i);
        if (j == std::string_view::npos) j = list.text.size();
        if (auto e = f(list.sub(i, j - i))) return e;
        if (j == list.text.size()) return std::nullopt;
        i = j + 1;
    }
}

// A unit type's name (not the Royal Coin's).
[[nodiscard]] inline result<int> unit_of_name(text::token t) {
    const int u = coin_of_name(t.text);
    if (u < 0 || u == royal) return text::error_at(t, "unknown unit '" + std::string(t.text) + "'");
    return u;
}
[[nodiscard]] inline result<int> hex_of_name(text::token t) { return parse_hex(t.text, t.offset); }

// The offsets of the fields that put the state at its node, for the errors
// of the final checks.
struct node_fields {
    std::size_t phase = error::no_position;
    std::size_t turn = error::no_position;
    std::array<std::size_t, max_pending> record{};
};

// round, phase, end, turn, initiative, transferred, winner; false when `key`
// is none of them.
template <rules_policy R>
[[nodiscard]] bool read_scalar(state<R>& s, text::token key, text::token v, std::optional<error>& failure) {
    typename state<R>::edit e{s};
    auto number = [&](int lo, int hi) {
        const auto n = text::to_integer<int>(v, lo, hi, key.text);
        if (!n) failure = n.error();
        return n ? *n : 0;
    };
    if (key == "round") {  // WC-19.6: never past the round cap; uncapped, the counter's range
        constexpr std::int64_t last = R::round_limit > 0 ? R::round_limit : std::numeric_limits<std::int64_t>::max();
        const auto n = text::to_integer<std::int64_t>(v, 0, last, key.text);
        if (!n) failure = n.error();
        else e.round() = *n;
    } else if (key == "phase" || key == "end") {
        const auto names = key == "phase" ? std::span<const std::string_view>(phase_names)
                                          : std::span<const std::string_view>(end_names);
        const auto found = text::one_of(v, names, key.text);
        if (!found) failure = found.error();
        else if (key == "phase") e.phase() = static_cast<phase>(*found);
        else e.ended_by() = static_cast<end_reason>(*found);
    } else if (key == "turn") {
        e.turn() = static_cast<player_id>(number(0, state<R>::seats - 1));
    } else if (key == "initiative") {
        e.initiative() = static_cast<player_id>(number(0, state<R>::seats - 1));
    } else if (key == "transferred") {
        e.transferred() = number(0, 1) == 1;
    } else if (key == "winner") {
        if (v == "-") e.winner() = -1;
        else if (v == "A" || v == "B") e.winner() = static_cast<std::int8_t>(v.text[0] - 'A');
        else failure = text::error_at(v, "winner is A, B or -");
    } else {
        return false;
    }
    return true;
}

// reserve=A,B (WC-1.4)
template <rules_policy R>
[[nodiscard]] std::optional<error> read_reserve(state<R>& s, text::token v) {
    int side = 0;
    return each_item(v, ',', [&](text::token part) -> std::optional<error> {
        if (side > 1) return text::error_at(part, "reserve has two numbers, A's and B's");
        const auto r = text::to_integer<int>(part, 0, markers_per_side(R::players), "reserve");
        if (!r) return r.error();
        typename state<R>::edit{s}.reserve(side++) = static_cast<std::uint8_t>(*r);
        return std::nullopt;
    });
}

// cardsN=type,... and pool=type,... (WC-3.3, WC-15.1)
template <rules_policy R>
[[nodiscard]] std::optional<error> read_cards(state<R>& s, player_id owner, text::token v) {
    return each_item(v, ',', [&](text::token part) -> std::optional<error> {
        const auto t = unit_of_name(part);
        if (!t) return t.error();
        if (s.owner_of(static_cast<unit>(*t)) != -1)
            return text::error_at(part, "the " + std::string(part.text) + " card is listed twice");
        typename state<R>::edit{s}.owner(static_cast<unit>(*t)) = owner;
        return std::nullopt;
    });
}

// board=type:hex:height,... (WC-2.3, WC-7.1)
template <rules_policy R>
[[nodiscard]] std::optional<error> read_board(state<R>& s, text::token v) {
    return each_item(v, ',', [&](text::token part) -> std::optional<error> {
        const std::size_t c1 = part.text.find(':'), c2 = part.text.rfind(':');
        if (c1 == std::string_view::npos || c1 == c2) return text::error_at(part, "a unit is type:hex:height");
        const auto t = unit_of_name(part.sub(0, c1));
        if (!t) return t.error();
        const text::token hex_name = part.sub(c1 + 1, c2 - c1 - 1);
        const auto h = hex_of_name(hex_name);
        if (!h) return h.error();
        if (!on_board(R::players, *h)) return text::error_at(hex_name, hex_string(*h) + " is not on the board (WC-2.3)");
        if (!s.at(*h).empty()) return text::error_at(hex_name, hex_string(*h) + " holds two units (WC-9.2)");
        const auto height = text::to_integer<int>(part.sub(c2 + 1), 1, 5, "height");
        if (!height) return height.error();
        typename state<R>::edit{s}.put(*h, cell{static_cast<std::uint8_t>(*t + 1), static_cast<std::uint8_t>(*height)});
        return std::nullopt;
    });
}

// control=hex:A,... (WC-2.5, WC-11.1)
template <rules_policy R>
[[nodiscard]] std::optional<error> read_control(state<R>& s, text::token v) {
    return each_item(v, ',', [&](text::token part) -> std::optional<error> {
        const std::string_view p = part.text;
        if (p.size() != 4 || p[2] != ':' || (p[3] != 'A' && p[3] != 'B'))
            return text::error_at(part, "a marker is hex:A or hex:B");
        const auto h = hex_of_name(part.sub(0, 2));
        if (!h) return h.error();
        if (!location_mask<R::players>[static_cast<std::size_t>(*h)])
            return text::error_at(part, hex_string(*h) + " is not a location (WC-2.5)");
        typename state<R>::edit{s}.control(*h) = static_cast<std::int8_t>(p[3] - 'A');
        return std::nullopt;
    });
}

// One pending record, kind:player:hex:a:b (WC-13).
template <rules_policy R>
[[nodiscard]] result<pending> read_record(text::token part) {
    std::array<text::token, 5> f{};
    std::size_t nf = 0;
    const auto split = each_item(part, ':', [&](text::token x) -> std::optional<error> {
        if (nf == f.size()) return text::error_at(x, "a pending record is kind:player:hex:a:b");
        f[nf++] = x;
        return std::nullopt;
    });
    if (split) return *split;
    if (nf != f.size()) return text::error_at(part, "a pending record is kind:player:hex:a:b");
    const auto kind = text::one_of(f[0], pending_words, "a pending kind");
    if (!kind) return kind.error();
    const auto k = static_cast<pending_kind>(*kind);
    const auto who = text::to_integer<int>(f[1], 0, state<R>::seats - 1, "player");
    if (!who) return who.error();
    auto hex_field = [&](text::token t, std::uint8_t& out) -> std::optional<error> {
        if (t == "-") return std::nullopt;
        const auto h = hex_of_name(t);
        if (!h) return h.error();
        out = static_cast<std::uint8_t>(*h);
        return std::nullopt;
    };
    std::uint8_t unit_hex = no_hex, a = no_hex;
    if (auto bad = hex_field(f[2], unit_hex)) return *bad;
    if (k == pending_kind::wp_use) {  // a coin name: the drawn coin
        const int c = f[3] == "-" ? no_coin : coin_of_name(f[3].text);
        if (c < 0) return text::error_at(f[3], "unknown coin '" + std::string(f[3].text) + "'");
        a = static_cast<std::uint8_t>(c);
    } else if (auto bad = hex_field(f[3], a)) {
        return *bad;
    }
    const auto b = text::to_integer<int>(f[4], 0, 2, "b");
    if (!b) return b.error();
    return pending::from_text(k, static_cast<player_id>(*who), unit_hex, a, *b);
}

// pending=record,... oldest first
template <rules_policy R>
[[nodiscard]] std::optional<error> read_pendings(state<R>& s, text::token v, node_fields& at) {
    return each_item(v, ',', [&](text::token part) -> std::optional<error> {
        const auto p = read_record<R>(part);
        if (!p) return p.error();
        if (s.pendings().full()) return text::error_at(part, "too many pending records");
        at.record[s.pendings().size()] = part.offset;
        typename state<R>::edit{s}.pendings().push_back(*p);
        return std::nullopt;
    });
}

// bagN=, handN=, upN=, downN=, supplyN=, boxN=: type:count,... (WC-1.7)
[[nodiscard]] inline std::optional<error> read_coins(coin_counts& target, text::token v) {
    return each_item(v, ',', [&](text::token part) -> std::optional<error> {
        const std::size_t c = part.text.find(':');
        if (c == std::string_view::npos) return text::error_at(part, "coins are type:count");
        const int t = coin_of_name(part.text.substr(0, c));
        if (t < 0) return text::error_at(part, "unknown coin '" + std::string(part.text.substr(0, c)) + "'");
        const auto n = text::to_integer<int>(part.sub(c + 1), 1, 5, "a coin count");
        if (!n) return n.error();
        target[static_cast<std::size_t>(t)] = static_cast<std::uint8_t>(*n);
        return std::nullopt;
    });
}

// One key=value field of the text.
template <rules_policy R>
[[nodiscard]] std::optional<error> read_field(state<R>& s, text::field f, node_fields& at) {
    const text::token key = f.key, v = f.value;
    if (key == "phase") at.phase = key.offset;
    if (key == "turn") at.turn = key.offset;
    std::optional<error> failure;
    if (read_scalar(s, key, v, failure)) return failure;
    // the per-seat keys: cards0, bag1, ...
    auto seat_of_key = [&](std::string_view prefix) -> int {
        if (key.text.size() != prefix.size() + 1 || !key.text.starts_with(prefix)) return -1;
        const int p = key.text.back() - '0';
        return p >= 0 && p < state<R>::seats ? p : -1;
    };
    if (key == "reserve") return read_reserve(s, v);
    if (key == "pool") return read_cards(s, in_pool, v);
    if (seat_of_key("cards") >= 0) return read_cards(s, static_cast<player_id>(seat_of_key("cards")), v);
    if (key == "board") return read_board(s, v);
    if (key == "control") return read_control(s, v);
    if (key == "pending") return read_pendings(s, v, at);
    static constexpr std::array<std::string_view, 6> zone_keys{"bag", "hand", "up", "down", "supply", "box"};
    for (std::size_t k = 0; k < zone_keys.size(); ++k) {
        const int seat = seat_of_key(zone_keys[k]);
        if (seat < 0) continue;
        zones& z = typename state<R>::edit{s}.coins(static_cast<player_id>(seat));
        coin_counts* const targets[] = {&z.bag, &z.hand, &z.face_up, &z.face_down, &z.supply, &z.box};
        return read_coins(*targets[k], v);
    }
    return text::error_at(key, "unknown key '" + std::string(key.text) + "'");
}

// The board and the markers agree with the rules (WC-1.4, WC-7.1, WC-14.6).
template <rules_policy R>
[[nodiscard]] std::optional<error> board_problem(const state<R>& s) {
    std::array<int, num_units> units{};
    for (int h = 0; h < grid_size; ++h) {
        if (s.at(h).empty()) continue;
        const unit t = s.at(h).kind();
        if (s.owner_of(t) < 0) return make_error("the " + coin_string(index(t)) + " on " + hex_string(h) + " belongs to no seat (WC-14.6)");
        if (++units[static_cast<std::size_t>(index(t))] > max_units_of(t))
            return make_error("two " + coin_string(index(t)) + " units on the board (WC-7.1)");
    }
    for (int side = 0; side < 2; ++side) {
        int markers = s.reserve(side);
        for (int h = 0; h < grid_size; ++h) markers += s.control(h) == side ? 1 : 0;
        if (markers != markers_per_side(R::players))
            return make_error(std::string("side ") + static_cast<char>('A' + side) + " has " + std::to_string(markers) +
                              " markers, not " + std::to_string(markers_per_side(R::players)) + " (WC-1.4)");
    }
    return std::nullopt;
}

// Every seat's coins agree with the rules (WC-1.1, WC-1.7, WC-4.3).
template <rules_policy R>
[[nodiscard]] std::optional<error> coins_problem(const state<R>& s) {
    for (player_id p = 0; p < state<R>::seats; ++p) {
        const zones& z = s.coins(p);
        if (total(z.hand) > 3) return make_error("seat " + std::to_string(p) + " holds more than 3 coins (WC-4.3)");
        for (int t = 0; t < num_coin_types; ++t) {
            const auto ti = static_cast<std::size_t>(t);
            int n = z.bag[ti] + z.hand[ti] + z.face_up[ti] + z.face_down[ti] + z.supply[ti] + z.box[ti];
            for (const pending& q : s.pendings()) n += q.kind == pending_kind::wp_use && q.player == p && q.drawn_coin() == t ? 1 : 0;
            if (t < num_units && s.owner_of(static_cast<unit>(t)) == p)
                for (int h = 0; h < grid_size; ++h) n += !s.at(h).empty() && index(s.at(h).kind()) == t ? s.at(h).height : 0;
            const int most = t == royal ? 1 : (s.owner_of(static_cast<unit>(t)) == p ? coins_of(static_cast<unit>(t)) : 0);
            if (n > most)
                return make_error("seat " + std::to_string(p) + " has " + std::to_string(n) + " " + coin_string(t) +
                                  " coins; the game gives " + std::to_string(most) + " (WC-1.1, WC-1.7)");
        }
    }
    return std::nullopt;
}

// The follow-ups have what they need (WC-13) and pend only while coins are used.
template <rules_policy R>
[[nodiscard]] std::optional<error> turn_problem(const state<R>& s, const node_fields& at) {
    for (std::size_t k = 0; k < s.pendings().size(); ++k) {
        const pending& p = s.pendings()[k];
        const std::string why = pending_problem(s, k);
        if (!why.empty())
            return make_error("pending " + std::string(pending_words[static_cast<std::size_t>(p.kind)]) + ": " + why, at.record[k]);
    }
    if (s.phase() == phase::use && s.pendings().empty() && total(s.coins(s.turn()).hand) == 0)
        return make_error("seat " + std::to_string(s.turn()) + " is to play a coin but holds none (WC-5.1, WC-5.3)");
    if (s.phase() != phase::use && !s.pendings().empty()) return make_error("follow-ups pend only while coins are used (WC-13)");
    return std::nullopt;
}

template <rules_policy R>
[[nodiscard]] result<state<R>> read_state(std::string_view text) {
    state<R> s(armies{}, -1);
    {
        typename state<R>::edit e{s};
        for (int h = 0; h < grid_size; ++h) e.control(h) = -1;
        for (int t = 0; t < num_units; ++t) e.owner(static_cast<unit>(t)) = -1;
    }
    text::scanner words(text);
    const text::token header = words.next();
    if (header.empty()) return make_error("empty text: a War Chest state starts with 'war_chest'", 0);
    if (header != "war_chest") return text::error_at(header, "a War Chest state starts with 'war_chest'");
    node_fields at;
    while (!words.at_end()) {
        const auto f = text::split_field(words.next());
        if (!f) return f.error();
        if (auto bad = read_field(s, *f, at)) return *bad;
    }
    if (auto bad = board_problem(s)) return *bad;
    if (auto bad = turn_problem(s, at)) return *bad;
    if (auto bad = coins_problem(s)) return *bad;
    // The field that puts the state at its node: the newest follow-up, the
    // seat to decide, or the phase.
    const bool seat_decides = s.phase() == phase::use || s.phase() == phase::draft || s.phase() == phase::team_choice;
    const std::size_t node_at = !s.pendings().empty()                             ? at.record[s.pendings().size() - 1]
                                : seat_decides && at.turn != error::no_position ? at.turn
                                                                                : at.phase;
    return arbiter::require_playable(std::move(s), node_at);
}

}  // namespace detail

// Reads the text of to_string(state) back. Checks each field's range and the
// board's consistency (units on board hexes, owned types, one unit a type but
// the Footman's two, markers only on locations and conserved, at most 3
// coins in hand, no more coins of a type than the game has), that every
// follow-up has what it needs (WC-13), and that play can go on from the
// state (core/playable.hpp). Errors are located: "line L, column C: ...".
template <rules_policy R>
[[nodiscard]] result<state<R>> parse_state(std::string_view text) {
    return read_with_header<depend_on_t<descriptor, R>, R, state<R>>(
        text, [](std::string_view body) { return text::located(detail::read_state<R>(body), body); });
}
// The same, for generic code that knows only the state type (core/text_game.hpp).
template <rules_policy R>
[[nodiscard]] result<state<R>> parse_state(std::type_identity<state<R>>, std::string_view text) {
    return parse_state<R>(text);
}

}  // namespace arbiter::war_chest

ARBITER_TEXT_CODE_END
