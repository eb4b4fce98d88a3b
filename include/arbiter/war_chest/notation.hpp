#pragma once
// War Chest notation: hex names (WC-2.2) and a text form for every decision
// (WC-18), for example `deploy archer c2`, `attack crossbowman d3 f3`,
// `recruit royal archer`, `tactic ensign d4 e5 d5`, `tactic footman`,
// `move d4 e4` (a free maneuver: no coin), `decline`, `soak supply`.
// Malformed input gets an error naming what and where (the column).

#include <cctype>
#include <string>
#include <string_view>

#include "../core/result.hpp"
#include "checked.hpp"

namespace arbiter::war_chest {

// WC-2.2: "d4" -> (3, 3); upper case accepted. Any hex of the 7x7 grid; the
// board in use is the rules' business.
[[nodiscard]] inline result<int> parse_hex(std::string_view t, std::size_t column = 0) {
    if (t.size() != 2) return make_error("a hex name is a letter a-g and a digit 1-7, not '" + std::string(t) + "'", column);
    const char f = static_cast<char>(std::tolower(static_cast<unsigned char>(t[0])));
    if (f < 'a' || f > 'g') return make_error("hex file '" + std::string(1, t[0]) + "' is not a-g", column);
    if (t[1] < '1' || t[1] > '7') return make_error("hex rank '" + std::string(1, t[1]) + "' is not 1-7", column + 1);
    return hex_at(f - 'a', t[1] - '1');
}

// "archer" .. "warrior_priest", "royal"; -1 if none.
[[nodiscard]] inline int coin_of_name(std::string_view t) noexcept {
    for (std::size_t i = 0; i < coin_names.size(); ++i) {
        if (coin_names[i].size() != t.size()) continue;
        bool same = true;
        for (std::size_t j = 0; j < t.size(); ++j)
            same = same && std::tolower(static_cast<unsigned char>(t[j])) == coin_names[i][j];
        if (same) return static_cast<int>(i);
    }
    return -1;
}

inline constexpr std::array<std::string_view, 14> action_names{
    "deploy", "bolster", "claim", "recruit", "pass", "move", "control", "attack", "tactic", "decline", "soak", "pick", "choose", "ban"};

// The text of a decision; it reads back as the same move (parse_move).
[[nodiscard]] inline std::string to_string(const move& m) {
    std::string out(action_names[static_cast<std::size_t>(m.kind)]);
    if (m.kind == action::decline) return out;
    if (m.kind == action::soak) return out + (m.a == 1 ? " supply" : " stack");
    if (m.kind == action::pick || m.kind == action::ban) return out + " " + coin_string(m.a);
    if (m.kind == action::choose) return out + " " + std::to_string(m.a);
    if (m.coin != no_coin) out += " " + coin_string(m.coin);
    if (m.kind == action::recruit) return out + " " + coin_string(m.a);
    for (std::uint8_t h : {m.from, m.a, m.b})
        if (h != no_hex) out += " " + hex_string(h);
    return out;
}

// Reads the text of one decision. The grammar per action (c = coin name,
// optional for move/control/attack free maneuvers, h = hex name):
//   deploy c h | bolster c h | claim c | pass c | recruit c c
//   move [c] h h | control [c] h | attack [c] h h | tactic c [h [h [h]]]
//   decline | soak supply|stack | pick unit | ban unit | choose seat
[[nodiscard]] inline result<move> parse_move(std::string_view text) {
    struct token {
        std::string_view t;
        std::size_t at;
    };
    std::array<token, 6> tok{};
    std::size_t n = 0;
    for (std::size_t i = 0; i < text.size();) {
        if (std::isspace(static_cast<unsigned char>(text[i]))) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j]))) ++j;
        if (n == tok.size()) return make_error("too many words for a War Chest move", i);
        tok[n++] = {text.substr(i, j - i), i};
        i = j;
    }
    if (n == 0) return make_error("empty move: expected an action such as 'deploy archer c2'", 0);
    int kind = -1;
    for (std::size_t i = 0; i < action_names.size(); ++i)
        if (action_names[i] == tok[0].t) kind = static_cast<int>(i);
    if (kind < 0) return make_error("unknown action '" + std::string(tok[0].t) + "' (deploy, bolster, claim, recruit, pass, move, control, attack, tactic, decline, soak, pick, choose, ban)", tok[0].at);
    move m;
    m.kind = static_cast<action>(kind);
    std::size_t k = 1;
    auto end_here = [&]() -> result<move> {
        if (k < n) return make_error("unexpected '" + std::string(tok[k].t) + "' after the move", tok[k].at);
        return m;
    };
    if (m.kind == action::decline) return end_here();
    if (m.kind == action::soak) {
        if (n < 2) return make_error("soak needs 'supply' or 'stack'", text.size());
        if (tok[1].t != "supply" && tok[1].t != "stack")
            return make_error("soak is 'supply' or 'stack', not '" + std::string(tok[1].t) + "'", tok[1].at);
        m.a = tok[1].t == "supply" ? 1 : 0;
        k = 2;
        return end_here();
    }
    if (m.kind == action::choose) {
        if (n < 2 || tok[1].t.size() != 1 || tok[1].t[0] < '0' || tok[1].t[0] > '3')
            return make_error("choose needs a seat 0-3", n < 2 ? text.size() : tok[1].at);
        m.a = static_cast<std::uint8_t>(tok[1].t[0] - '0');
        k = 2;
        return end_here();
    }
    if (m.kind == action::pick || m.kind == action::ban) {
        if (n < 2) return make_error(std::string(tok[0].t) + " needs a unit name", text.size());
        const int t = coin_of_name(tok[1].t);
        if (t < 0 || t == royal) return make_error("unknown unit '" + std::string(tok[1].t) + "'", tok[1].at);
        m.a = static_cast<std::uint8_t>(t);
        k = 2;
        return end_here();
    }
    const bool coin_optional = m.kind == action::move || m.kind == action::control || m.kind == action::attack;
    if (k < n && coin_of_name(tok[k].t) >= 0) {
        m.coin = static_cast<std::uint8_t>(coin_of_name(tok[k].t));
        ++k;
    } else if (!coin_optional) {
        if (k < n) return make_error("unknown coin '" + std::string(tok[k].t) + "'", tok[k].at);
        return make_error(std::string(action_names[static_cast<std::size_t>(kind)]) + " needs a coin name", text.size());
    }
    if (m.kind == action::recruit) {
        if (k >= n) return make_error("recruit needs the recruited coin type", text.size());
        const int r = coin_of_name(tok[k].t);
        if (r < 0) return make_error("unknown coin '" + std::string(tok[k].t) + "'", tok[k].at);
        m.a = static_cast<std::uint8_t>(r);
        ++k;
        return end_here();
    }
    int hexes_min = 0, hexes_max = 0;
    switch (m.kind) {
        case action::deploy: case action::bolster: case action::control: hexes_min = hexes_max = 1; break;
        case action::move: case action::attack: hexes_min = hexes_max = 2; break;
        case action::tactic: hexes_min = 0, hexes_max = 3; break;
        default: break;
    }
    std::array<std::uint8_t, 3> hs{no_hex, no_hex, no_hex};
    int got = 0;
    for (; k < n && got < hexes_max; ++k) {
        auto h = parse_hex(tok[k].t, tok[k].at);
        if (!h) return h.error();
        hs[static_cast<std::size_t>(got++)] = static_cast<std::uint8_t>(*h);
    }
    if (got < hexes_min)
        return make_error(std::string(action_names[static_cast<std::size_t>(kind)]) + " needs " + std::to_string(hexes_min) +
                              " hex name" + (hexes_min > 1 ? "s" : ""),
                          text.size());
    if (m.kind == action::deploy) {
        m.a = hs[0];
    } else {
        m.from = hs[0], m.a = hs[1], m.b = hs[2];
    }
    return end_here();
}

}  // namespace arbiter::war_chest
