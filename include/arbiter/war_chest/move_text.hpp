#pragma once
// War Chest notation of one decision and one chance outcome.
//
// A decision (WC-18): `deploy archer c2`, `attack crossbowman d3 f3`,
// `recruit royal archer`, `tactic ensign d4 e5 d5`, `tactic footman`,
// `move d4 e4` (a free maneuver: no coin), `decline`, `soak supply`,
// `pick scout`, `ban scout`, `choose 3`.
//
// A chance outcome (WC-17), in the words of the event:
//   deal archer                 the unit card dealt (WC-3.3, WC-15.1)
//   flip A, flip B              the side that wins the initiative flip (WC-3.5)
//   draw archer royal royal     the coins a seat draws, ascending (WC-4.3);
//                               `draw nothing` when no coin is left to draw;
//                               one coin for the Warrior Priest (WC-12.16.3)
// parse_outcome also reads the numeric form game logs of earlier versions
// wrote, `3 16 4 7` (the count, then the three coin slots, 255 for none).
//
// Malformed input gets an error naming what and where (line and column once
// located; these texts are one line).

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <string>
#include <string_view>

#include "../core/result.hpp"
#include "../core/text.hpp"
#include "checked.hpp"

namespace arbiter::war_chest {

// WC-2.2: "d4" -> (3, 3); upper case accepted. Any hex of the 7x7 grid; the
// board in use is the rules' business. `column` is the name's offset in the
// text read.
[[nodiscard]] inline result<int> parse_hex(std::string_view t, std::size_t column = 0) {
    if (t.size() != 2) return make_error("a hex name is a letter a-g and a digit 1-7, not '" + std::string(t) + "'", column);
    const char f = static_cast<char>(std::tolower(static_cast<unsigned char>(t[0])));
    if (f < 'a' || f > 'g') return make_error("hex file '" + std::string(1, t[0]) + "' is not a-g", column);
    if (t[1] < '1' || t[1] > '7') return make_error("hex rank '" + std::string(1, t[1]) + "' is not 1-7", column + 1);
    return hex_at(f - 'a', t[1] - '1');
}

namespace detail {
// Whether t spells the lower-case word `lower` in any case ("Archer", "DEPLOY").
[[nodiscard]] inline bool same_word(std::string_view t, std::string_view lower) noexcept {
    if (t.size() != lower.size()) return false;
    for (std::size_t j = 0; j < t.size(); ++j)
        if (std::tolower(static_cast<unsigned char>(t[j])) != lower[j]) return false;
    return true;
}
// The index of the word t names in `words` (any case); words.size() if none.
template <std::size_t N>
[[nodiscard]] std::size_t word_index(const std::array<std::string_view, N>& words, std::string_view t) noexcept {
    std::size_t i = 0;
    while (i < N && !same_word(t, words[i])) ++i;
    return i;
}
}  // namespace detail

// "archer" .. "warrior_priest", "royal" (any case); -1 if none.
[[nodiscard]] inline int coin_of_name(std::string_view t) noexcept {
    const std::size_t i = detail::word_index(coin_names, t);
    return i < coin_names.size() ? static_cast<int>(i) : -1;
}

inline constexpr std::array<std::string_view, 14> action_names{
    "deploy", "bolster", "claim", "recruit", "pass", "move", "control", "attack", "tactic", "decline", "soak", "pick", "choose", "ban"};

[[nodiscard]] inline std::string action_name(action a) { return std::string(action_names[static_cast<std::size_t>(a)]); }

// The text of a decision; it reads back as the same move (parse_move).
[[nodiscard]] inline std::string to_string(const move& m) {
    std::string out = action_name(m.kind);
    if (m.kind == action::decline) return out;
    if (m.kind == action::soak) return out + (m.from_supply ? " supply" : " stack");
    if (m.kind == action::pick || m.kind == action::ban) return out + " " + coin_string(m.card);
    if (m.kind == action::choose) return out + " " + std::to_string(m.seat);
    if (m.coin != no_coin) out += " " + coin_string(m.coin);
    if (m.kind == action::recruit) return out + " " + coin_string(m.card);
    if (m.kind == action::deploy) return out + " " + hex_string(m.to);
    for (std::uint8_t h : {m.from, m.ordered, m.to})
        if (h != no_hex) out += " " + hex_string(h);
    return out;
}
// The decision m of the player to move in s (the text interface).
template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>&, const move& m) {
    return to_string(m);
}

namespace detail {

// The decision after its action word, for the actions without a coin.
[[nodiscard]] inline result<move> coinless_move(action kind, text::token word, text::scanner& words,
                                               std::size_t end) {
    const text::token arg = words.next();
    switch (kind) {
        case action::soak:
            if (arg.empty()) return make_error("soak needs 'supply' or 'stack'", end);
            if (!same_word(arg.text, "supply") && !same_word(arg.text, "stack"))
                return text::error_at(arg, "soak is 'supply' or 'stack', not '" + std::string(arg.text) + "'");
            return move::soak(same_word(arg.text, "supply"));
        case action::choose:
            if (arg.text.size() != 1 || arg.text[0] < '0' || arg.text[0] > '3')
                return make_error("choose needs a seat 0-3", arg.empty() ? end : arg.offset);
            return move::choose(arg.text[0] - '0');
        default: {  // pick, ban
            if (arg.empty()) return make_error(std::string(word.text) + " needs a unit name", end);
            const int t = coin_of_name(arg.text);
            if (t < 0 || t == royal) return text::error_at(arg, "unknown unit '" + std::string(arg.text) + "'");
            return kind == action::pick ? move::pick(t) : move::ban(t);
        }
    }
}

}  // namespace detail

// Reads the text of one decision. The grammar per action (c = coin name,
// optional for move/control/attack free maneuvers, h = hex name):
//   deploy c h | bolster c h | claim c | pass c | recruit c c
//   move [c] h h | control [c] h | attack [c] h h | tactic c [h [h [h]]]
//   decline | soak supply|stack | pick unit | ban unit | choose seat
// Errors are located in `text` (line and column).
[[nodiscard]] inline result<move> parse_move(std::string_view text);

namespace detail {

[[nodiscard]] inline result<move> read_move(std::string_view text) {
    text::scanner words(text);
    const text::token word = words.next();
    if (word.empty()) return make_error("empty move: expected an action such as 'deploy archer c2'", 0);
    const std::size_t named = word_index(action_names, word.text);  // any case, as coins and hexes
    if (named == action_names.size())
        return text::error_at(word, "unknown action '" + std::string(word.text) +
                                        "' (deploy, bolster, claim, recruit, pass, move, control, attack, tactic, "
                                        "decline, soak, pick, choose, ban)");
    const auto kind = static_cast<action>(named);
    auto end_here = [&](move m) -> result<move> {
        if (!words.at_end()) {
            const text::token extra = words.next();
            return text::error_at(extra, "unexpected '" + std::string(extra.text) + "' after the move");
        }
        return m;
    };
    if (kind == action::decline) return end_here(move::decline());
    if (kind == action::soak || kind == action::choose || kind == action::pick || kind == action::ban) {
        const auto m = detail::coinless_move(kind, word, words, text.size());
        if (!m) return m;
        return end_here(*m);
    }
    move m;
    m.kind = kind;
    const bool coin_optional = kind == action::move || kind == action::control || kind == action::attack;
    if (const text::token c = words.peek(); !c.empty() && coin_of_name(c.text) >= 0) {
        m.coin = static_cast<std::uint8_t>(coin_of_name(words.next().text));
    } else if (!coin_optional) {
        if (!c.empty()) return text::error_at(c, "unknown coin '" + std::string(c.text) + "'");
        return make_error(std::string(word.text) + " needs a coin name", text.size());
    }
    if (kind == action::recruit) {
        const text::token r = words.next();
        if (r.empty()) return make_error("recruit needs the recruited coin type", text.size());
        const int t = coin_of_name(r.text);
        if (t < 0) return text::error_at(r, "unknown coin '" + std::string(r.text) + "'");
        m.card = static_cast<std::uint8_t>(t);
        return end_here(m);
    }
    int hexes_min = 0, hexes_max = 0;
    switch (kind) {
        case action::deploy: case action::bolster: case action::control: hexes_min = hexes_max = 1; break;
        case action::move: case action::attack: hexes_min = hexes_max = 2; break;
        case action::tactic: hexes_min = 0, hexes_max = 3; break;
        default: break;
    }
    std::array<std::uint8_t, 3> hs{no_hex, no_hex, no_hex};
    int got = 0;
    while (got < hexes_max && !words.at_end()) {
        const text::token t = words.next();
        const auto h = parse_hex(t.text, t.offset);
        if (!h) return h.error();
        hs[static_cast<std::size_t>(got++)] = static_cast<std::uint8_t>(*h);
    }
    if (got < hexes_min)
        return make_error(std::string(word.text) + " needs " + std::to_string(hexes_min) + " hex name" +
                              (hexes_min > 1 ? "s" : ""),
                          text.size());
    if (kind == action::deploy) {
        m.to = hs[0];
    } else {
        m.from = hs[0];
        if (got == 3) {  // Ensign, Marshall: the unit they order, then where it goes or whom it attacks
            m.ordered = hs[1];
            m.to = hs[2];
        } else {
            m.to = hs[1];
        }
    }
    return end_here(m);
}

}  // namespace detail

inline result<move> parse_move(std::string_view text) { return text::located(detail::read_move(text), text); }
// A decision of the player to move in s (the text interface). It reads the
// notation only: whether the move is legal is try_play's to say.
template <rules_policy R>
[[nodiscard]] result<move> parse_move(const state<R>&, std::string_view text) {
    return parse_move(text);
}

// ------------------------------------------------------------------ chance outcomes

namespace detail {

// What kind of chance node s is (WC-17): a deal, a flip or a draw.
enum class chance_event : std::uint8_t { none, deal, flip, draw };
template <rules_policy R>
[[nodiscard]] constexpr chance_event chance_event_of(const state<R>& s) noexcept {
    switch (s.phase()) {
        case phase::deal: return chance_event::deal;
        case phase::flip: return chance_event::flip;
        case phase::draw: return chance_event::draw;
        default: break;
    }
    if (s.phase() == phase::use && !s.pendings().empty() && s.pendings().back().kind == pending_kind::wp_draw)
        return chance_event::draw;  // WC-12.16.3
    return chance_event::none;
}

[[nodiscard]] inline std::string numeric_outcome(const outcome& o) {
    return std::to_string(o.count) + " " + std::to_string(o.coins[0]) + " " + std::to_string(o.coins[1]) + " " +
           std::to_string(o.coins[2]);
}

// The numeric form of earlier logs: count, then three coin slots (0..255).
[[nodiscard]] inline result<outcome> parse_numeric_outcome(text::scanner words) {
    std::array<int, 4> v{};
    for (std::size_t i = 0; i < 4; ++i) {
        const text::token t = words.next();
        if (t.empty()) return make_error("expected a coin count and three coin slots, four numbers", t.offset);
        const auto n = text::to_integer<int>(t, 0, 255, i == 0 ? "the coin count" : "a coin slot");
        if (!n) return n.error();
        v[i] = *n;
    }
    if (!words.at_end()) {
        const text::token extra = words.next();
        return text::error_at(extra, "unexpected '" + std::string(extra.text) + "' after the four numbers");
    }
    outcome o;
    o.count = static_cast<std::uint8_t>(v[0]);
    for (std::size_t i = 0; i < 3; ++i) o.coins[i] = static_cast<std::uint8_t>(v[i + 1]);
    return o;
}

}  // namespace detail

// The outcome o of the chance node s in words (see the header comment).
template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>& s, const outcome& o) {
    switch (detail::chance_event_of(s)) {
        case detail::chance_event::deal: return "deal " + coin_string(o.coins[0]);
        case detail::chance_event::flip: return std::string("flip ") + (o.coins[0] == 0 ? "A" : "B");
        case detail::chance_event::draw: {
            if (o.count == 0) return "draw nothing";
            std::string out = "draw";
            for (int i = 0; i < o.count && i < 3; ++i) out += " " + coin_string(o.coins[static_cast<std::size_t>(i)]);
            return out;
        }
        case detail::chance_event::none: break;
    }
    return detail::numeric_outcome(o);  // not a chance node: the numbers, for a bug report
}

// An outcome of the chance node s, in words or in the numeric form of
// earlier logs; an error when the text is malformed or names an outcome s
// does not have (errors located).
template <rules_policy R>
[[nodiscard]] result<outcome> parse_outcome(const state<R>& s, std::string_view text) {
    auto known = [&](const outcome& o, std::size_t at) -> result<outcome> {
        for (const auto& c : chance_outcomes(s))
            if (c.outcome == o) return o;
        return make_error("'" + std::string(text::trimmed(text::token{text, 0}).text) +
                              "' is not a possible outcome here (WC-17)",
                          at);
    };
    auto read = [&]() -> result<outcome> {
        text::scanner words(text);
        const text::token word = words.peek();
        if (word.empty()) return make_error("empty outcome: expected e.g. 'draw archer royal'", 0);
        if (std::isdigit(static_cast<unsigned char>(word.text[0]))) {
            const auto numeric = detail::parse_numeric_outcome(words);
            if (!numeric) return numeric;
            return known(*numeric, word.offset);
        }
        const detail::chance_event event = detail::chance_event_of(s);
        if (event == detail::chance_event::none) return text::error_at(word, "the state is not a chance node (WC-17)");
        static constexpr std::array<std::string_view, 4> event_words{"", "deal", "flip", "draw"};
        const std::string_view expected = event_words[static_cast<std::size_t>(event)];
        (void)words.next();
        if (word.text != expected)
            return text::error_at(word, "the outcome here is a " + std::string(expected) + " (e.g. '" +
                                            std::string(expected) +
                                            (event == detail::chance_event::deal   ? " archer"
                                             : event == detail::chance_event::flip ? " A"
                                                                                   : " archer royal") +
                                            "'), not '" + std::string(word.text) + "'");
        outcome o;
        if (event == detail::chance_event::flip) {
            const text::token side = words.next();
            if (side.text != "A" && side.text != "B")
                return make_error("the flip is won by side A or B", side.empty() ? text.size() : side.offset);
            o.coins[0] = side.text == "A" ? 0 : 1;
            o.count = 1;
        } else if (event == detail::chance_event::draw && words.peek().text == "nothing") {
            (void)words.next();
        } else {
            while (!words.at_end()) {
                const text::token c = words.next();
                const int t = coin_of_name(c.text);
                if (t < 0 || (event == detail::chance_event::deal && t == royal))
                    return text::error_at(c, std::string(event == detail::chance_event::deal ? "unknown unit '"
                                                                                             : "unknown coin '") +
                                                 std::string(c.text) + "'");
                if (o.count == (event == detail::chance_event::deal ? 1 : 3))
                    return text::error_at(c, event == detail::chance_event::deal ? "a deal is one card"
                                                                                 : "a draw is at most 3 coins (WC-4.3)");
                o.coins[o.count++] = static_cast<std::uint8_t>(t);
            }
            if (o.count == 0)
                return make_error(std::string(expected) + " needs " +
                                      (event == detail::chance_event::deal ? "a unit name" : "coin names or 'nothing'"),
                                  text.size());
            std::sort(o.coins.begin(), o.coins.begin() + o.count);  // a multiset has one spelling
        }
        if (!words.at_end()) {
            const text::token extra = words.next();
            return text::error_at(extra, "unexpected '" + std::string(extra.text) + "' after the outcome");
        }
        return known(o, word.offset);
    };
    return text::located(read(), text);
}

}  // namespace arbiter::war_chest
