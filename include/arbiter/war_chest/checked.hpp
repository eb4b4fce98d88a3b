#pragma once
// The checked path: why a decision is not legal, naming the clause
// (move_error), and try_play, which leaves the state untouched when it refuses.

#include <string>

#include "apply.hpp"
#include "generate.hpp"

namespace arbiter::war_chest {

[[nodiscard]] inline std::string hex_string(int hex) {
    if (hex < 0 || hex >= grid_size) return "hex #" + std::to_string(hex);
    const auto n = hex_name(hex);
    return std::string(n.data(), 2);
}
[[nodiscard]] inline std::string coin_string(int coin) {
    if (coin < 0 || coin >= num_coin_types) return "coin #" + std::to_string(coin);
    return std::string(coin_names[static_cast<std::size_t>(coin)]);
}

namespace detail {

// WC-12: the clause of each unit card.
[[nodiscard]] inline std::string unit_clause(unit u) { return "WC-12." + std::to_string(index(u) + 1); }

// Why the coin action m of `seat` is not legal: a MAIN decision, or with
// `in_use` a WP_USE decision (the Warrior Priest's drawn coin, WC-12.16.4).
template <rules_policy R>
[[nodiscard]] std::string coin_action_error(const state<R>& s, player_id seat, const move& m, bool in_use) {
    // Seats by the names the rules give them: side A or B, a seat of a team with four players.
    const std::string side(1, static_cast<char>('A' + side_of(seat)));
    const std::string who = R::players == 2 ? "side " + side : "seat " + std::to_string(seat) + " (team " + side + ")";
    if (m.coin >= num_coin_types) return "a coin type is needed: 0 to 16 (WC-0.3)";
    if (in_use && m.coin != s.pendings().back().drawn_coin())
        return "the Warrior Priest's drawn coin is " + coin_string(s.pendings().back().drawn_coin()) +
               "; no other coin may be used (WC-12.16.4)";
    if (!in_use && s.coins(seat).hand[m.coin] == 0)
        return who + " holds no " + coin_string(m.coin) + " coin (WC-5.1)";
    const bool royal_coin = m.coin == royal;
    auto on_board_hex = [](int h) { return h >= 0 && h < grid_size && on_board(R::players, h); };
    auto own_unit = [&](int h) {
        return on_board_hex(h) && !s.at(h).empty() && index(s.at(h).kind()) == m.coin && s.owner_at(h) == seat;
    };
    switch (m.kind) {
        case action::deploy: {
            if (royal_coin) return "the Royal Coin cannot deploy (WC-6.2)";
            const unit t = static_cast<unit>(m.coin);
            if (s.owner_of(t) != seat) return who + " has no " + coin_string(m.coin) + " card (WC-14.6)";
            if (find_units(s, t).count >= max_units_of(t))
                return "a " + coin_string(m.coin) + " unit is already on the board (WC-7.1, WC-12.6.1)";
            if (!on_board_hex(m.to)) return hex_string(m.to) + " is not on the board (WC-2.3)";
            if (!s.at(m.to).empty()) return hex_string(m.to) + " is occupied (WC-7.1)";
            if (t == unit::scout) return hex_string(m.to) + " is neither a location your side controls nor next to a friendly unit (WC-12.14.2)";
            return hex_string(m.to) + " is not a location your side controls (WC-7.1)";
        }
        case action::bolster:
            if (royal_coin) return "the Royal Coin cannot bolster (WC-6.2)";
            return "no " + coin_string(m.coin) + " unit of " + who + " on " + hex_string(m.from) + " (WC-6.3, WC-7.4)";
        case action::claim:
            if (side_of(s.initiative()) == side_of(seat)) return "your side holds the initiative marker (WC-8.2, WC-14.8)";
            return "the initiative has already transferred this round (WC-8.2)";
        case action::recruit:
            if (m.card >= num_units) return "only a unit coin can be recruited (WC-8.3)";
            return who + "'s supply holds no " + coin_string(m.card) + " coin (WC-8.3)";
        case action::pass: return "pass takes the coin only (WC-8.4)";
        case action::move:
        case action::control:
        case action::attack:
            if (royal_coin) return "the Royal Coin cannot move, control or attack (WC-6.2)";
            if (!own_unit(m.from))
                return "no " + coin_string(m.coin) + " unit of " + who + " on " + hex_string(m.from) + " (WC-6.3)";
            if (m.kind == action::move) return hex_string(m.to) + " is not an adjacent empty hex (WC-9.2)";
            if (m.kind == action::control) {
                if (!is_location<R>(m.from)) return hex_string(m.from) + " is not a location (WC-9.3)";
                return "your side already controls " + hex_string(m.from) + " (WC-9.3)";
            }
            if (!has_normal_attack(s.at(m.from).kind()))
                return "the " + coin_string(m.coin) + " attacks only with its tactic (" + unit_clause(s.at(m.from).kind()) + ")";
            if (on_board_hex(m.to) && !s.at(m.to).empty() && s.at(m.to).kind() == unit::knight && distance(m.from, m.to) == 1 &&
                enemy(s, seat, m.to))
                return "a Knight can be attacked only by a bolstered unit (WC-12.7.1)";
            return hex_string(m.to) + " is not an adjacent enemy unit (WC-9.4)";
        case action::tactic:
            if (royal_coin) return "the Royal Coin's tactic moves your Royal Guard to an allowed hex (WC-12.13)";
            if (!has_tactic(static_cast<unit>(m.coin))) return "the " + coin_string(m.coin) + " has no tactic (WC-9.5)";
            if (static_cast<unit>(m.coin) == unit::royal_guard)
                return "the Royal Guard's tactic is paid with the Royal Coin (WC-12.13.1)";
            if (static_cast<unit>(m.coin) != unit::footman && !own_unit(m.from))
                return "no " + coin_string(m.coin) + " unit of " + who + " on " + hex_string(m.from) + " (WC-6.3)";
            return "not a legal " + coin_string(m.coin) + " tactic: it must be carried out in full (WC-6.5, " +
                   unit_clause(static_cast<unit>(m.coin)) + ")";
        default: return "a " + std::string(in_use ? "WP_USE" : "MAIN") + " decision is a coin action (WC-18.1)";
    }
}

}  // namespace detail

// Why m is not legal in s, naming the rule; empty when it is legal.
template <rules_policy R>
[[nodiscard]] std::string move_error(const state<R>& s, const move& m) {
    if (s.phase() == phase::over) return "the game is over (WC-11)";
    if (current_player(s) == chance_player) return "a chance node: play an outcome (WC-17, WC-18.11)";
    if (legal_moves(s).contains(m)) return {};
    if (s.phase() == phase::team_choice) {
        if (m.kind != action::choose) return "the team names one of its players (WC-14.2, WC-15.2, WC-18.10)";
        return "seat " + std::to_string(m.seat) + " is not on the team of seat " + std::to_string(s.turn()) + " (WC-14.1)";
    }
    if (s.phase() == phase::draft) {
        if (detail::bans_left(s) > 0 && m.kind != action::ban) return "the draft: ban a card of the pool first (WC-15.4)";
        if (detail::bans_left(s) == 0 && m.kind == action::ban) return "the bans are made: pick a card (WC-15.4)";
        if (m.kind != action::pick && m.kind != action::ban) return "the draft: pick a card of the pool (WC-15.1, WC-18.9)";
        return "the pool holds no " + coin_string(m.card) + " card (WC-15.1)";
    }
    if (s.pendings().empty()) return detail::coin_action_error(s, s.turn(), m, false);
    const pending& top = s.pendings().back();
    if (top.kind == pending_kind::wp_use) return detail::coin_action_error(s, top.player, m, true);
    const std::string kind = pending_name(top.kind);
    switch (top.kind) {
        case pending_kind::cavalry_attack:
            return "the Cavalry on " + hex_string(top.hex) +
                   " must attack an adjacent enemy it may target (WC-12.3.2, WC-18.2)";
        case pending_kind::footman:
            return "the Footman tactic: a move, control or attack of a Footman that has not acted (WC-12.6.4, WC-18.3)";
        case pending_kind::soak:
            return "the Royal Guard's coin: take it from the supply or the stack (WC-12.13.4, WC-18.4)";
        case pending_kind::swordsman_move:
            return "the Swordsman's move: stay, or move the Swordsman on " + hex_string(top.hex) +
                   " to an adjacent empty hex (WC-12.15.2, WC-18.5)";
        case pending_kind::berserker_chain:
            return "the Berserker again: stop, or a maneuver of the Berserker on " + hex_string(top.hex) +
                   " legal at its height after paying (WC-12.2.3, WC-18.6)";
        case pending_kind::mercenary:
            return "the Mercenary's maneuver: decline, or a move, control or attack of the Mercenary on " +
                   hex_string(top.hex) + " (WC-12.11.2, WC-18.8)";
        default: return kind + ": not an option (WC-18)";
    }
}

// The checked form of play: the successor, or why m is illegal (s untouched).
template <rules_policy R>
[[nodiscard]] result<state<R>> try_play(const state<R>& s, const move& m) {
    std::string why = move_error(s, m);
    if (!why.empty()) return make_error(std::move(why));
    return play(s, m);
}

}  // namespace arbiter::war_chest
