#pragma once
// The checked path: why a decision is not legal, naming the rule, and
// try_play, which leaves the state untouched when it refuses.

#include <string>

#include "../core/result.hpp"
#include "apply.hpp"
#include "generate.hpp"

namespace arbiter::memoir44 {

namespace detail {

[[nodiscard]] inline std::string side_title(side s) { return s == side::allies ? "Allies" : "Axis"; }

// What the game waits for in phase p.
[[nodiscard]] inline std::string expected_in(phase p) {
    switch (p) {
        case phase::deal:
        case phase::draw: return "a card draw (a chance event, M44-6.1)";
        case phase::play_card: return "the turn card: play <card> (M44-T-3.1)";
        case phase::activation: return "an activation, a second card or end-turn (M44-T-3.4, M44-T-3.7)";
        case phase::move: return "the activated unit's move or stay (M44-T-3.6)";
        case phase::fire: return "the activated unit's battle or hold-fire (M44-T-3.6)";
        case phase::attack_roll: return "the attack roll (a chance event, M44-6.3)";
        case phase::reaction: return "the defender's react or no-react (M44-T-5.1)";
        case phase::defense_roll: return "the defense die (a chance event, M44-6.4)";
        case phase::retreat: return "the retreating unit's retreat <hex> (M44-T-7.1)";
        case phase::over: return "nothing: the game is over (M44-8.4)";
        case phase::orders: return "an order <hex>/<L|C|R> or end-orders (M44-S-2.3)";
        case phase::moves: return "a move <from>-<to> or end-moves (M44-S-2.5)";
        case phase::battles: return "a battle <from>x<target>, clear-wire <hex> or end-battles (M44-S-2.5)";
        case phase::flag: return "the battled unit's ignore-flag or take-flag (M44-S-8.2)";
        case phase::take_ground: return "take-ground or hold-ground (M44-S-9.1)";
        case phase::overrun: return "overrun <from>x<target> or no-overrun (M44-S-9.3)";
        case phase::keep_card: return "keep <card>, one of the two drawn after Recon (M44-S-10.1)";
        case phase::ambush: return "the defender's ambush or no-ambush (M44-S-11.2)";
    }
    return "nothing";
}

[[nodiscard]] constexpr bool fits(phase p, action a) noexcept {
    switch (a) {
        case action::play_card: return p == phase::play_card;
        case action::play_tactic:
        case action::activate:
        case action::end_turn: return p == phase::activation;
        case action::move: return p == phase::move || p == phase::moves;
        case action::stay: return p == phase::move;
        case action::battle: return p == phase::fire || p == phase::battles || p == phase::overrun;
        case action::hold_fire: return p == phase::fire;
        case action::order:
        case action::end_orders: return p == phase::orders;
        case action::end_moves: return p == phase::moves;
        case action::clear_wire:
        case action::end_battles: return p == phase::battles;
        case action::ignore_flag:
        case action::take_flag: return p == phase::flag;
        case action::take_ground:
        case action::hold_ground: return p == phase::take_ground;
        case action::overrun:
        case action::no_overrun: return p == phase::overrun;
        case action::keep_card: return p == phase::keep_card;
        case action::ambush:
        case action::no_ambush: return p == phase::ambush;
        case action::react:
        case action::no_react: return p == phase::reaction;
        case action::retreat: return p == phase::retreat;
    }
    return false;
}

// Why a standard decision that fits the phase is not legal (M44-S-2 to M44-S-10).
template <rules_policy R>
[[nodiscard]] std::string standard_move_error(const state<R>& s, const move& m) {
    const auto on_board = [](int h) { return h >= 0 && h < num_hexes; };
    const auto mine = [&](int h) { return on_board(h) && s.at(h).present() && s.at(h).owner == s.active(); };
    switch (m.kind) {
        case action::play_card:
            if (m.from >= num_card_ids) return "no such card";
            if (s.hands()[static_cast<std::size_t>(s.active())][m.from] > 0)
                return std::string(card_name(m.played_card())) +
                       " needs a legal target or section here: an enemy unit for Barrage, a friendly unit below its "
                       "setup strength for Medics & Mechanics, a section with friendly infantry for Infantry Assault, "
                       "as the copied order needs for Counter-Attack, none otherwise (M44-S-11)";
            return "there is no " + std::string(card_name(m.played_card())) + " in the hand (M44-5.2)";
        case action::order: {
            if (!on_board(m.from) || static_cast<int>(m.use) > 3) return "no such hex or allowance";
            if (detail::choosing_air_targets(s))
                return "Air Power names enemy units with /T that can still form one connected group of 1 to 4 (M44-S-11.1)";
            const std::string where = hex_name(m.from);
            if (!mine(m.from)) return "there is no " + side_title(s.active()) + " unit on " + where + " (M44-S-2.3)";
            if (s.at(m.from).activated) return "the unit on " + where + " is already ordered (M44-5.5)";
            if (m.from < s.next_order())
                return "orders name units in increasing hex order; " + where + " comes before the last order (M44-S-2.4)";
            if (m.use == allowance::tactic)
                return s.allowances()[3] == 0 ? std::string("the turn card orders no more units (M44-S-11, M44-5.7)")
                                            : "the tactic card " + std::string(card_name(static_cast<card>(s.turn_card()))) +
                                                  " cannot order the unit on " + where + " (M44-S-11)";
            if (s.allowances()[static_cast<std::size_t>(m.use)] == 0)
                return std::string("the turn card orders no more units in section ") +
                       section_letter(static_cast<section>(m.use)) + " (M44-S-10, M44-5.7)";
            return where + " is not in the active player's section " +
                   std::string(1, section_letter(static_cast<section>(m.use))) + " (M44-5.6, M44-1.9)";
        }
        case action::move: {
            if (!mine(m.from) || !s.at(m.from).activated) return "only an ordered unit moves (M44-S-2.5)";
            if (s.at(m.from).moved) return "the unit on " + hex_name(m.from) + " has already moved (M44-S-2.2)";
            if (!on_board(m.to)) return "no such hex";
            return "no path the terrain allows leads from " + hex_name(m.from) + " to " + hex_name(m.to) +
                   " within the unit's move (M44-S-3.2 to M44-S-3.5, M44-S-4)";
        }
        case action::battle:
        case action::overrun: {
            if (s.step() == phase::overrun && m.from != s.unit_hex())
                return "only the armor that took ground may overrun (M44-S-9.3)";
            if (!mine(m.from) || !s.at(m.from).activated) return "only an ordered unit battles (M44-S-5.1)";
            const unit& u = s.at(m.from);
            if (s.step() == phase::battles && u.battles > 0) return "the unit on " + hex_name(m.from) + " has battled (M44-S-5.1)";
            if (u.hexes_moved > R::move_and_battle[static_cast<std::size_t>(u.kind)])
                return "the unit moved " + std::to_string(u.hexes_moved) + " hexes, too far to battle (M44-S-5.1, M44-S-1.1)";
            if (!detail::fit_to_battle(s, m.from))
                return "a unit that entered forest, town or hedgerow this turn, or stands in ocean, cannot battle (M44-S-4.1, M44-S-4.5)";
            if (!on_board(m.to) || !s.at(m.to).present() || s.at(m.to).owner == s.active())
                return "there is no enemy unit on " + (on_board(m.to) ? hex_name(m.to) : std::string("that hex")) + " (M44-S-5.2)";
            if (adjacent_to_enemy(s, m.from) && distance(m.from, m.to) != 1)
                return "a unit next to an enemy may only close-assault an adjacent one (M44-S-5.3)";
            return hex_name(m.to) + " is out of range, out of sight, or protected down to no dice (M44-S-5.2, M44-S-6, M44-S-7.1)";
        }
        case action::end_orders: return "the Air Power targets do not form one connected group yet (M44-S-11.1)";
        case action::clear_wire: return "only ordered infantry on wire that may still battle clears it (M44-S-4.7)";
        case action::retreat:
            return "the unit must retreat toward its own side through empty passable hexes, as far as the flags allow (M44-S-8.3, M44-S-8.4)";
        case action::keep_card: return "keep one of the two cards just drawn (M44-S-10.1)";
        case action::ambush: return "the defender holds no Ambush card (M44-S-11.2)";
        default: break;
    }
    return "this decision is not legal here: the game waits for " + expected_in(s.step());
}

}  // namespace detail

// Why m is not legal in s, naming the rule; empty when it is legal.
template <rules_policy R>
[[nodiscard]] std::string move_error(const state<R>& s, const move& given) {
    if (!detail::fits(s.step(), given.kind)) return "the game waits for " + detail::expected_in(s.step());
    // M44-S-9.3: `battle` in the overrun window is the older spelling of `overrun`,
    // so logs written before still replay (play treats the two alike).
    const move m = s.step() == phase::overrun && given.kind == action::battle ? move::overrun(given.from, given.to) : given;
    for (const auto& legal : legal_moves(s))
        if (legal == m) return {};
    if constexpr (R::dice_kind == dice_rule::symbols) return detail::standard_move_error(s, m);
    const auto& hand = s.hands()[static_cast<std::size_t>(s.active())];
    const auto on_board = [](int h) { return h >= 0 && h < num_hexes; };
    switch (m.kind) {
        case action::play_card:
        case action::play_tactic: {
            if (m.from >= num_card_ids) return "no such card";
            const std::string name(card_name(m.played_card()));
            if (hand[m.from] == 0) return "there is no " + name + " in the hand (M44-T-3.1)";
            if (m.kind == action::play_tactic) {
                if (!is_tactic(m.played_card())) return name + " is not a tactic card (M44-T-3.4)";
                if (is_tactic(static_cast<card>(s.turn_card())))
                    return "the turn card was a tactic card: no other card may be played (M44-T-3.4)";
                if (s.tactic_card() != no_card) return "a tactic card was already played this turn (M44-T-3.4)";
            }
            break;
        }
        case action::activate: {
            if (!on_board(m.from) || static_cast<int>(m.use) > 3) return "no such hex or allowance";
            const unit& u = s.at(m.from);
            const std::string where = hex_name(m.from);
            if (!u.present() || u.owner != s.active())
                return "there is no " + detail::side_title(s.active()) + " unit on " + where + " (M44-T-3.5)";
            if (u.activated) return "the unit on " + where + " was already activated this turn (M44-5.5)";
            if (s.allowances()[static_cast<std::size_t>(m.use)] == 0)
                return m.use == allowance::tactic ? std::string("no tactic allowance is left (M44-T-3.3)")
                                                  : std::string("no allowance is left in section ") +
                                                        section_letter(static_cast<section>(m.use)) + " (M44-T-3.2)";
            if (m.use != allowance::tactic && !in_section(s.seat_of(s.active()), m.from, static_cast<section>(m.use)))
                return where + " is not in the active player's section " +
                       std::string(1, section_letter(static_cast<section>(m.use))) + " (M44-T-3.5, M44-1.9)";
            break;
        }
        case action::move: {
            if (!on_board(m.to) || m.from != s.unit_hex()) return "only the activated unit moves (M44-T-2.3)";
            if (m.to == m.from) return "a move must leave its hex; use stay (M44-T-3.6)";
            if (s.at(m.to).present()) return hex_name(m.to) + " holds a unit (M44-T-2.2)";
            if (s.board()[m.to] == terrain::river) return hex_name(m.to) + " is river (M44-T-2.2, M44-T-6.2)";
            return "no path of at most " +
                   std::to_string(R::move_allowance[static_cast<std::size_t>(s.at(m.from).kind)]) + " free hexes leads from " +
                   hex_name(m.from) + " to " + hex_name(m.to) + " (M44-T-2.1, M44-T-2.2)";
        }
        case action::battle: {
            if (!on_board(m.to) || m.from != s.unit_hex()) return "only the activated unit fires (M44-T-3.6)";
            const unit& t = s.at(m.to);
            if (!t.present() || t.owner == s.active()) return "there is no enemy unit on " + hex_name(m.to) + " (M44-T-4.1)";
            if (detail::fire_dice(s, m.from, m.to) == 0)
                return hex_name(m.to) + " is at range " + std::to_string(distance(m.from, m.to)) +
                       ", beyond the unit's range table (M44-T-4.2)";
            break;
        }
        case action::retreat: {
            if (!on_board(m.to)) return "no such hex";
            const auto ok = detail::retreat_hexes(s, s.target_hex());
            if (!ok.contains(m.to))
                return hex_name(m.to) + " is not an empty, passable rear hex of " + hex_name(s.target_hex()) +
                       " (M44-T-7.1, M44-1.7)";
            break;
        }
        default: break;
    }
    return "this decision is not legal here: the game waits for " + detail::expected_in(s.step());
}

// The checked play: the successor, or an error saying why; s is untouched.
template <rules_policy R>
[[nodiscard]] result<state<R>> try_play(const state<R>& s, const move& m) {
    if (auto why = move_error(s, m); !why.empty()) return make_error(std::move(why));
    return play(s, m);
}

}  // namespace arbiter::memoir44
