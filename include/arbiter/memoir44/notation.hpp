#pragma once
// Memoir '44 notation (RULES.md M44-11.1): decisions and chance outcomes as
// text, in and out. Readers say what is wrong and at which column
// (error::position, 0-based).
//
// One spelling differs from M44-11.1: Air Power's targets are not one move
// (`play air-power f6,g6,G5`) but `play air-power` and then one
// `order <hex>/T` per target (M44-S-11.1), since a 4-byte move cannot hold
// four hexes; the card's effect is the same.

#include <cstddef>
#include <string>
#include <string_view>

#include "../core/result.hpp"
#include "board.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace arbiter::memoir44 {

[[nodiscard]] constexpr char allowance_letter(allowance a) noexcept {
    return a == allowance::tactic ? 'T' : section_letter(static_cast<section>(a));
}

// M44-11.1: `play attack-c`, `activate d4/L`, `move F3-f4`, `battle F3xf4`,
// `overrun f4xG5`, ...
[[nodiscard]] inline std::string to_string(const move& m) {
    switch (m.kind) {
        case action::play_card:
            if (m.played_card() == card::infantry_assault && m.to < 3)  // M44-S-11.12: the section
                return "play infantry-assault " + std::string(1, section_letter(static_cast<section>(m.to)));
            return "play " + std::string(card_name(m.played_card())) + (m.to == move::no_target ? "" : " " + hex_name(m.to));
        case action::play_tactic: return "tactic " + std::string(card_name(m.played_card()));
        case action::activate: return "activate " + hex_name(m.from) + "/" + allowance_letter(m.use);
        case action::move: return "move " + hex_name(m.from) + "-" + hex_name(m.to);
        case action::stay: return "stay";
        case action::battle: return "battle " + hex_name(m.from) + "x" + hex_name(m.to);
        case action::overrun: return "overrun " + hex_name(m.from) + "x" + hex_name(m.to);
        case action::hold_fire: return "hold-fire";
        case action::end_turn: return "end-turn";
        case action::react: return "react";
        case action::no_react: return "no-react";
        case action::retreat: return "retreat " + hex_name(m.to);
        case action::order: return "order " + hex_name(m.from) + "/" + allowance_letter(m.use);
        case action::end_orders: return "end-orders";
        case action::end_moves: return "end-moves";
        case action::clear_wire: return "clear-wire " + hex_name(m.from);
        case action::end_battles: return "end-battles";
        case action::ignore_flag: return "ignore-flag";
        case action::take_flag: return "take-flag";
        case action::take_ground: return "take-ground";
        case action::hold_ground: return "hold-ground";
        case action::no_overrun: return "no-overrun";
        case action::keep_card: return "keep " + std::string(card_name(m.played_card()));
        case action::ambush: return "ambush";
        case action::no_ambush: return "no-ambush";
    }
    return "?";
}

[[nodiscard]] inline std::string_view face_name(defense_face f) noexcept {
    return f == defense_face::star ? "star" : f == defense_face::flag ? "flag" : "grenade";
}

// M44-11.1: `draw probe-l`, `roll 2/3` (tutorial: 2 hits on 3 dice),
// `roll I1 A0 G1 S0 F1` (standard: faces counted), `defense flag`.
[[nodiscard]] inline std::string to_string(const outcome& o) {
    switch (o.kind) {
        case chance_kind::draw: return "draw " + std::string(card_name(static_cast<card>(o.value)));
        case chance_kind::hits: return "roll " + std::to_string(o.value) + "/" + std::to_string(o.dice);
        case chance_kind::defense: return "defense " + std::string(face_name(static_cast<defense_face>(o.value)));
        case chance_kind::symbols: {
            std::string out = "roll";
            for (std::size_t f = 0; f < 5; ++f)
                out += std::string(" ") + "IAGSF"[f] + std::to_string(o.faces[f]);
            return out;
        }
    }
    return "?";
}

namespace detail::notation {

// The text split at its first space: the word and what follows it.
struct split {
    std::string_view word, rest;
    std::size_t rest_at = 0;
};
[[nodiscard]] constexpr split split_word(std::string_view t) noexcept {
    const auto sp = t.find(' ');
    if (sp == std::string_view::npos) return {t, {}, t.size()};
    return {t.substr(0, sp), t.substr(sp + 1), sp + 1};
}

[[nodiscard]] inline result<card> read_card(std::string_view t, std::size_t at) {
    const int c = card_of_name(t);
    if (c < 0)
        return make_error(t.empty() ? std::string("expected a card id such as probe-c (M44-4.1)")
                                    : "'" + std::string(t) + "' is not a card id such as probe-c (M44-4.1)",
                          at);
    return static_cast<card>(c);
}

// Two hexes joined by `sep`: "F3-f4".
[[nodiscard]] inline result<std::pair<int, int>> read_pair(std::string_view t, std::size_t at, char sep) {
    const auto p = t.find(sep);
    if (p == std::string_view::npos)
        return make_error("expected two hexes joined by '" + std::string(1, sep) + "', such as F3" + sep + "f4", at);
    auto a = parse_hex(t.substr(0, p), at);
    if (!a) return a.error();
    auto b = parse_hex(t.substr(p + 1), at + p + 1);
    if (!b) return b.error();
    return std::pair<int, int>{*a, *b};
}

}  // namespace detail::notation

// Reads one decision in the notation of M44-11.1 (words in lower case,
// one space between a word and its argument).
[[nodiscard]] inline result<move> parse_move(std::string_view text) {
    using namespace detail::notation;
    const split parts = split_word(text);  // named members: lambdas may not capture bindings (C++20)
    const std::string_view word = parts.word, rest = parts.rest;
    const std::size_t at = parts.rest_at;
    const auto no_argument = [&](action a) -> result<move> {
        if (at < text.size() || text.size() > word.size())
            return make_error("'" + std::string(word) + "' takes no argument", word.size());
        return move::simple(a);
    };
    if (word == "stay") return no_argument(action::stay);
    if (word == "hold-fire") return no_argument(action::hold_fire);
    if (word == "end-turn") return no_argument(action::end_turn);
    if (word == "react") return no_argument(action::react);
    if (word == "no-react") return no_argument(action::no_react);
    if (word == "end-orders") return no_argument(action::end_orders);
    if (word == "end-moves") return no_argument(action::end_moves);
    if (word == "end-battles") return no_argument(action::end_battles);
    if (word == "ignore-flag") return no_argument(action::ignore_flag);
    if (word == "take-flag") return no_argument(action::take_flag);
    if (word == "take-ground") return no_argument(action::take_ground);
    if (word == "hold-ground") return no_argument(action::hold_ground);
    if (word == "no-overrun") return no_argument(action::no_overrun);
    if (word == "ambush") return no_argument(action::ambush);
    if (word == "no-ambush") return no_argument(action::no_ambush);
    if (at >= text.size() && !(word == "play" || word == "tactic" || word == "activate" || word == "move" ||
                               word == "battle" || word == "overrun" || word == "retreat" || word == "order" ||
                               word == "clear-wire" || word == "keep"))
        return make_error("'" + std::string(word) + "' is not a decision (M44-11.1)", 0);
    if (word == "play" && rest.find(' ') != std::string_view::npos) {  // play <card> <hex> (M44-S-11.5)
        const auto sp = rest.find(' ');
        auto c = read_card(rest.substr(0, sp), at);
        if (!c) return c.error();
        const auto arg = rest.substr(sp + 1);
        if (*c == card::infantry_assault) {  // play infantry-assault L|C|R (M44-S-11.12)
            const std::string_view letters = "LCR";
            if (arg.size() != 1 || letters.find(arg[0]) == std::string_view::npos)
                return make_error("expected the section L, C or R (M44-S-11.12)", at + sp + 1);
            return move::play_card(*c, static_cast<int>(letters.find(arg[0])));
        }
        auto h = parse_hex(rest.substr(sp + 1), at + sp + 1);
        if (!h) return h.error();
        return move::play_card(*c, *h);
    }
    if (word == "play" || word == "tactic" || word == "keep") {
        auto c = read_card(rest, at);
        if (!c) return c.error();
        return word == "play" ? move::play_card(*c) : word == "keep" ? move::keep(*c) : move::play_tactic(*c);
    }
    if (word == "clear-wire") {
        auto h = parse_hex(rest, at);
        if (!h) return h.error();
        return move::clear_wire(*h);
    }
    if (word == "activate" || word == "order") {
        const auto slash = rest.find('/');
        if (slash == std::string_view::npos)
            return make_error("expected <hex>/<L|C|R|T>, such as d4/L (M44-11.1)", at + rest.size());
        auto h = parse_hex(rest.substr(0, slash), at);
        if (!h) return h.error();
        const auto a = rest.substr(slash + 1);
        const std::string_view letters = "LCRT";
        if (a.size() != 1 || letters.find(a[0]) == std::string_view::npos)
            return make_error("expected the allowance L, C, R or T after '/' (M44-11.1)", at + slash + 1);
        const auto use = static_cast<allowance>(letters.find(a[0]));
        if (word == "order") return move::order(*h, use);  // T: the tactic card's allowance (M44-S-11)
        return move::activate(*h, use);
    }
    if (word == "move" || word == "battle" || word == "overrun") {
        auto p = read_pair(rest, at, word == "move" ? '-' : 'x');
        if (!p) return p.error();
        if (word == "overrun") return move::overrun(p->first, p->second);
        return word == "move" ? move::step(p->first, p->second) : move::battle(p->first, p->second);
    }
    if (word == "retreat") {
        auto h = parse_hex(rest, at);
        if (!h) return h.error();
        return move::retreat(*h);
    }
    return make_error("'" + std::string(word) + "' is not a decision (M44-11.1)", 0);
}

// Reads one chance outcome: `draw <card>`, `roll <hits>/<dice>`, `defense <face>`.
[[nodiscard]] inline result<outcome> parse_outcome(std::string_view text) {
    using namespace detail::notation;
    const auto [word, rest, at] = split_word(text);
    if (word == "draw") {
        auto c = read_card(rest, at);
        if (!c) return c.error();
        return outcome::draw(*c);
    }
    if (word == "roll" && rest.find('/') == std::string_view::npos) {  // standard: I A G S F counts
        face_counts f{};
        std::size_t i = 0;
        for (std::size_t k = 0; k < 5; ++k) {
            const char letter = "IAGSF"[k];
            if (k > 0) {
                if (i >= rest.size() || rest[i] != ' ')
                    return make_error("expected I<n> A<n> G<n> S<n> F<n> (M44-11.1)", at + i);
                ++i;
            }
            if (i + 1 >= rest.size() || rest[i] != letter || rest[i + 1] < '0' || rest[i + 1] > '9')
                return make_error(std::string("expected ") + letter + " and a count (M44-11.1)", at + i);
            f[k] = static_cast<std::uint8_t>(rest[i + 1] - '0');
            i += 2;
        }
        if (i != rest.size()) return make_error("unexpected text after the F count", at + i);
        if (f[0] + f[1] + f[2] + f[3] + f[4] > 10) return make_error("more than 10 dice", at);
        return outcome::roll(f);
    }
    if (word == "roll") {
        if (rest.size() != 3 || rest[1] != '/' || rest[0] < '0' || rest[0] > '9' || rest[2] < '1' || rest[2] > '9')
            return make_error("expected <hits>/<dice>, such as 2/3 (M44-11.1)", at);
        const int hits = rest[0] - '0', dice = rest[2] - '0';
        if (hits > dice) return make_error("more hits than dice", at);
        return outcome::hits(hits, dice);
    }
    if (word == "defense") {
        for (const auto f : {defense_face::star, defense_face::flag, defense_face::grenade})
            if (rest == face_name(f)) return outcome::defense(f);
        return make_error("expected star, flag or grenade (M44-11.1)", at);
    }
    return make_error("'" + std::string(word) + "' is not a chance outcome: draw, roll or defense (M44-11.1)", 0);
}

}  // namespace arbiter::memoir44
