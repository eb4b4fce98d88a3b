#pragma once
// Memoir '44 notation (RULES.md M44-11.1): decisions and chance outcomes as
// text, in and out. Readers say what is wrong and where (error::position,
// 0-based; what() reads "line 1, column C: ...").
//
// The text interface of core/text_game.hpp is the pair with the state:
// to_string(s, m) / parse_move(s, text) and to_string(s, o) /
// parse_outcome(s, text). The notation is the same at every state (a
// decision's text never depends on the position), so the stateless forms
// to_string(m) / parse_move(text) stay and say the same.
//
// One spelling differs from M44-11.1: Air Power's targets are not one move
// (`play air-power f6,g6,G5`) but `play air-power` and then one
// `order <hex>/T` per target (M44-S-11.1), since a 4-byte move cannot hold
// four hexes; the card's effect is the same.

#include <array>
#include <cstddef>
#include <string>
#include <string_view>

#include "../core/result.hpp"
#include "../core/text.hpp"
#include "board.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace arbiter::memoir44 {

[[nodiscard]] constexpr char allowance_letter(allowance a) noexcept {
    return a == allowance::tactic ? 'T' : section_letter(static_cast<section>(a));
}

// M44-11.1: the decisions with no argument, as the rules spell them.
struct bare_decision {
    action kind;
    std::string_view word;
};
inline constexpr std::array<bare_decision, 15> bare_decisions{{
    {action::stay, "stay"},               {action::hold_fire, "hold-fire"},     {action::end_turn, "end-turn"},
    {action::react, "react"},             {action::no_react, "no-react"},       {action::end_orders, "end-orders"},
    {action::end_moves, "end-moves"},     {action::end_battles, "end-battles"}, {action::ignore_flag, "ignore-flag"},
    {action::take_flag, "take-flag"},     {action::take_ground, "take-ground"}, {action::hold_ground, "hold-ground"},
    {action::no_overrun, "no-overrun"},   {action::ambush, "ambush"},           {action::no_ambush, "no-ambush"},
}};

// M44-11.1: `play attack-c`, `activate d4/L`, `move F3-f4`, `battle F3xf4`,
// `overrun f4xG5`, ...
[[nodiscard]] inline std::string to_string(const move& m) {
    for (const auto& bare : bare_decisions)
        if (bare.kind == m.kind) return std::string(bare.word);
    switch (m.kind) {
        case action::play_card:
            if (m.played_card() == card::infantry_assault && m.to < 3)  // M44-S-11.12: the section
                return "play infantry-assault " + std::string(1, section_letter(static_cast<section>(m.to)));
            return "play " + std::string(card_name(m.played_card())) + (m.to == move::no_target ? "" : " " + hex_name(m.to));
        case action::play_tactic: return "tactic " + std::string(card_name(m.played_card()));
        case action::activate: return "activate " + hex_name(m.from) + "/" + allowance_letter(m.use);
        case action::move: return "move " + hex_name(m.from) + "-" + hex_name(m.to);
        case action::battle: return "battle " + hex_name(m.from) + "x" + hex_name(m.to);
        case action::overrun: return "overrun " + hex_name(m.from) + "x" + hex_name(m.to);
        case action::retreat: return "retreat " + hex_name(m.to);
        case action::order: return "order " + hex_name(m.from) + "/" + allowance_letter(m.use);
        case action::clear_wire: return "clear-wire " + hex_name(m.from);
        case action::keep_card: return "keep " + std::string(card_name(m.played_card()));
        default: break;  // the bare decisions, above
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

namespace tx = arbiter::text;

// A word and what follows its first space (an empty token at the end when
// there is no space): M44-11.1 puts one space between a word and its argument.
struct word_and_rest {
    tx::token word, rest;
    bool spaced = false;
};
[[nodiscard]] constexpr word_and_rest split_word(std::string_view text) noexcept {
    const tx::token whole{text, 0};
    const std::size_t sp = text.find(' ');
    if (sp == std::string_view::npos) return {whole, whole.sub(text.size()), false};
    return {whole.sub(0, sp), whole.sub(sp + 1), true};
}

[[nodiscard]] inline result<card> read_card(tx::token t) {
    const int c = card_of_name(t.text);
    if (c < 0)
        return tx::error_at(t, t.empty() ? std::string("expected a card id such as probe-c (M44-4.1)")
                                         : "'" + std::string(t.text) + "' is not a card id such as probe-c (M44-4.1)");
    return static_cast<card>(c);
}

[[nodiscard]] inline result<int> read_hex(tx::token t) { return parse_hex(t.text, t.offset); }

// Two hexes joined by `sep`: "F3-f4".
[[nodiscard]] inline result<std::pair<int, int>> read_pair(tx::token t, char sep) {
    const auto p = t.text.find(sep);
    if (p == std::string_view::npos)
        return tx::error_at(t, "expected two hexes joined by '" + std::string(1, sep) + "', such as F3" + sep + "f4");
    auto a = read_hex(t.sub(0, p));
    if (!a) return a.error();
    auto b = read_hex(t.sub(p + 1));
    if (!b) return b.error();
    return std::pair<int, int>{*a, *b};
}

// `play <card>`, `play <card> <hex>` (M44-S-11.5, M44-S-11.13) or
// `play infantry-assault L|C|R` (M44-S-11.12); `rest` follows `play `.
[[nodiscard]] inline result<move> read_play(tx::token rest) {
    const auto sp = rest.text.find(' ');
    auto c = read_card(rest.sub(0, sp));
    if (!c) return c.error();
    if (sp == std::string_view::npos) return move::play_card(*c);
    const tx::token arg = rest.sub(sp + 1);
    if (*c == card::infantry_assault) {
        const std::string_view letters = "LCR";
        if (arg.text.size() != 1 || letters.find(arg.text[0]) == std::string_view::npos)
            return tx::error_at(arg, "expected the section L, C or R (M44-S-11.12)");
        return move::play_card(*c, static_cast<int>(letters.find(arg.text[0])));
    }
    auto h = read_hex(arg);
    if (!h) return h.error();
    return move::play_card(*c, *h);
}

// `<hex>/<L|C|R|T>` after `activate ` or `order ` (M44-11.1; T: the tactic card's allowance, M44-S-11).
[[nodiscard]] inline result<move> read_activation(bool order, tx::token rest) {
    const auto slash = rest.text.find('/');
    if (slash == std::string_view::npos)
        return make_error("expected <hex>/<L|C|R|T>, such as d4/L (M44-11.1)", rest.end());
    auto h = read_hex(rest.sub(0, slash));
    if (!h) return h.error();
    const tx::token a = rest.sub(slash + 1);
    const std::string_view letters = "LCRT";
    if (a.text.size() != 1 || letters.find(a.text[0]) == std::string_view::npos)
        return tx::error_at(a, "expected the allowance L, C, R or T after '/' (M44-11.1)");
    const auto use = static_cast<allowance>(letters.find(a.text[0]));
    return order ? move::order(*h, use) : move::activate(*h, use);
}

// `I<n> A<n> G<n> S<n> F<n>` after `roll ` (the standard dice, M44-6.2).
[[nodiscard]] inline result<outcome> read_faces(tx::token rest) {
    const std::string_view r = rest.text;
    face_counts f{};
    std::size_t i = 0;
    for (std::size_t k = 0; k < 5; ++k) {
        const char letter = "IAGSF"[k];
        if (k > 0) {
            if (i >= r.size() || r[i] != ' ') return tx::error_at(rest.sub(i), "expected I<n> A<n> G<n> S<n> F<n> (M44-11.1)");
            ++i;
        }
        if (i + 1 >= r.size() || r[i] != letter || r[i + 1] < '0' || r[i + 1] > '9')
            return tx::error_at(rest.sub(i), std::string("expected ") + letter + " and a count (M44-11.1)");
        f[k] = static_cast<std::uint8_t>(r[i + 1] - '0');
        i += 2;
    }
    if (i != r.size()) return tx::error_at(rest.sub(i), "unexpected text after the F count");
    if (f[0] + f[1] + f[2] + f[3] + f[4] > 10) return tx::error_at(rest, "more than 10 dice");
    return outcome::roll(f);
}

// `<hits>/<dice>` after `roll ` (the tutorial's dice, M44-6.3).
[[nodiscard]] inline result<outcome> read_hits(tx::token rest) {
    const std::string_view r = rest.text;
    if (r.size() != 3 || r[1] != '/' || r[0] < '0' || r[0] > '9' || r[2] < '1' || r[2] > '9')
        return tx::error_at(rest, "expected <hits>/<dice>, such as 2/3 (M44-11.1)");
    const int hits = r[0] - '0', dice = r[2] - '0';
    if (hits > dice) return tx::error_at(rest, "more hits than dice");
    return outcome::hits(hits, dice);
}

}  // namespace detail::notation

// Reads one decision in the notation of M44-11.1 (words in lower case,
// one space between a word and its argument).
[[nodiscard]] inline result<move> parse_move(std::string_view text) {
    using namespace detail::notation;
    const auto [word, rest, spaced] = split_word(text);
    for (const auto& bare : bare_decisions) {
        if (word.text != bare.word) continue;
        if (spaced) return make_error("'" + std::string(word.text) + "' takes no argument", word.end());
        return move::simple(bare.kind);
    }
    if (word == "play") return read_play(rest);
    if (word == "tactic" || word == "keep") {
        auto c = read_card(rest);
        if (!c) return c.error();
        return word == "keep" ? move::keep(*c) : move::play_tactic(*c);
    }
    if (word == "activate" || word == "order") return read_activation(word == "order", rest);
    if (word == "move" || word == "battle" || word == "overrun") {
        auto p = read_pair(rest, word == "move" ? '-' : 'x');
        if (!p) return p.error();
        if (word == "overrun") return move::overrun(p->first, p->second);
        return word == "move" ? move::step(p->first, p->second) : move::battle(p->first, p->second);
    }
    if (word == "clear-wire" || word == "retreat") {
        auto h = read_hex(rest);
        if (!h) return h.error();
        return word == "retreat" ? move::retreat(*h) : move::clear_wire(*h);
    }
    return make_error("'" + std::string(word.text) + "' is not a decision (M44-11.1)", 0);
}

// Reads one chance outcome: `draw <card>`, `roll <hits>/<dice>`,
// `roll I1 A0 G1 S0 F1`, `defense <face>` (M44-11.1).
[[nodiscard]] inline result<outcome> parse_outcome(std::string_view text) {
    using namespace detail::notation;
    const auto [word, rest, spaced] = split_word(text);
    if (word == "draw") {
        auto c = read_card(rest);
        if (!c) return c.error();
        return outcome::draw(*c);
    }
    if (word == "roll") return rest.text.find('/') == std::string_view::npos ? read_faces(rest) : read_hits(rest);
    if (word == "defense") {
        for (const auto f : {defense_face::star, defense_face::flag, defense_face::grenade})
            if (rest == face_name(f)) return outcome::defense(f);
        return tx::error_at(rest, "expected star, flag or grenade (M44-11.1)");
    }
    return make_error("'" + std::string(word.text) + "' is not a chance outcome: draw, roll or defense (M44-11.1)", 0);
}

// ------------------------------------------------------------------ the text interface

// Decision m at s, in the notation of M44-11.1 (the same at every state).
template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>&, const move& m) {
    return to_string(m);
}
// Chance outcome o of s, in the notation of M44-11.1.
template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>&, const outcome& o) {
    return to_string(o);
}
// Reads a decision of the player to move at s. It reads the notation only;
// whether the decision is legal at s is try_play's to say (checked.hpp).
template <rules_policy R>
[[nodiscard]] result<move> parse_move(const state<R>&, std::string_view text) {
    return arbiter::text::located(parse_move(text), text);
}
// Reads a chance outcome of s (M44-11.1); whether s lists it is play's caller's to check.
template <rules_policy R>
[[nodiscard]] result<outcome> parse_outcome(const state<R>&, std::string_view text) {
    return arbiter::text::located(parse_outcome(text), text);
}

}  // namespace arbiter::memoir44
