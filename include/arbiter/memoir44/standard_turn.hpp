#pragma once
// The standard turn (RULES.md M44-S-2 to M44-S-10, M44-S-12) as atomic
// decisions through the one engine of moves.hpp: ORDER, MOVE, BATTLE (with
// flags, retreat steps, take ground and armor overrun) and the end-of-turn
// draw with Recon's draw-two-keep-one. moves.hpp dispatches here when the
// ruleset rolls symbol dice.
//
// Tactic cards here: Armor Assault, Artillery Bombard, Barrage, Close
// Assault, Dig-In, Direct from HQ, Firefight, Move Out! (M44-S-11.3, .4, .5,
// .7, .9, .10, .11, .14). Not yet: the other seven, the Ambush window (M44-S-11.2) among them; start_game accepts a
// symbol-dice ruleset only when its deck holds no unimplemented card (see
// `standard_sections` and `standard_partial` in rules.hpp).

#include <array>
#include <cstddef>
#include <cstdint>

#include "board.hpp"
#include "dice.hpp"
#include "rules.hpp"
#include "state.hpp"
#include "targets.hpp"
#include "terrain.hpp"

namespace arbiter::memoir44::detail {

// Shared with the tutorial turn; defined in moves.hpp.
template <rules_policy R>
constexpr void gain_objectives(state<R>& s) noexcept;
template <rules_policy R>
constexpr bool check_end(state<R>& s) noexcept;
template <rules_policy R>
constexpr bool remove_figures(state<R>& s, int h, int n, side scorer) noexcept;

// M44-S-10.1: the Recon cards draw two at the end of the turn.
[[nodiscard]] constexpr bool is_recon(std::uint8_t c) noexcept {
    return c == static_cast<std::uint8_t>(card::recon_l) || c == static_cast<std::uint8_t>(card::recon_c) ||
           c == static_cast<std::uint8_t>(card::recon_r);
}

// M44-S-4.6: sandbags go when their unit leaves.
template <rules_policy R>
constexpr void leave_hex(state<R>& s, int h) noexcept {
    auto& o = s.obstacles[static_cast<std::size_t>(h)];
    if (o.kind == obstacle::sandbags) o = obstacle_cell{};
}

// Moves the unit on `from` to `to` (a move, a retreat step or taking ground).
template <rules_policy R>
constexpr void relocate(state<R>& s, int from, int to) noexcept {
    s.at(to) = s.at(from);
    s.at(from) = unit{};
    leave_hex(s, from);
}

// M44-S-4.7: armor entering wire removes it. Says whether it did.
template <rules_policy R>
constexpr bool armor_clears_wire(state<R>& s, int h) noexcept {
    auto& o = s.obstacles[static_cast<std::size_t>(h)];
    if (base_kind(s.at(h).kind) != unit_kind::armor || o.kind != obstacle::wire) return false;
    o = obstacle_cell{};
    return true;
}

// Removes figures (M44-S-7.3, M44-S-8.4); an eliminated unit's sandbags go too (M44-S-4.6).
template <rules_policy R>
constexpr bool lose_figures(state<R>& s, int h, int n, side scorer) noexcept {
    if (n <= 0) return false;
    const bool gone = remove_figures(s, h, n, scorer);
    if (gone) leave_hex(s, h);
    return gone;
}

[[nodiscard]] constexpr bool turn_card_is(std::uint8_t turn_card, card c) noexcept {
    return turn_card == static_cast<std::uint8_t>(c);
}

// M44-S-11.0: the kind a "order N units of a kind" tactic card names, if any.
[[nodiscard]] constexpr int kind_card_kind(std::uint8_t turn_card) noexcept {
    if (turn_card_is(turn_card, card::move_out) || turn_card_is(turn_card, card::dig_in))
        return static_cast<int>(unit_kind::infantry);
    if (turn_card_is(turn_card, card::armor_assault)) return static_cast<int>(unit_kind::armor);
    return -1;
}

template <rules_policy R>
[[nodiscard]] constexpr bool has_kind(const state<R>& s, side sd, unit_kind k) noexcept {
    for (const auto& u : s.units)
        if (u.present() && u.owner == sd && base_kind(u.kind) == k) return true;
    return false;
}

// M44-S-11.3, M44-S-11.10, M44-S-11.11, M44-S-11.14: which units the tactic
// card's allowance may order. With none of the named kind on the board, any
// one unit (M44-S-11.0).
template <rules_policy R>
[[nodiscard]] constexpr bool tactic_may_order(const state<R>& s, int h) noexcept {
    const int k = kind_card_kind(s.turn_card);
    if (k >= 0 && has_kind(s, s.active, static_cast<unit_kind>(k))) {
        if (turn_card_is(s.turn_card, card::dig_in) &&  // M44-S-11.9: room for sandbags
            (s.obstacles[static_cast<std::size_t>(h)].kind != obstacle::none ||
             s.board[static_cast<std::size_t>(h)] == terrain::ocean))
            return false;
        return base_kind(s.at(h).kind) == static_cast<unit_kind>(k);
    }
    if (turn_card_is(s.turn_card, card::firefight)) return !adjacent_to_enemy(s, h);
    return true;
}

// M44-S-2.3, M44-5.6: whether the unit on h may be ordered with allowance `sec`.
template <rules_policy R>
[[nodiscard]] constexpr bool may_order(const state<R>& s, int h, allowance sec) noexcept {
    const unit& u = s.at(h);
    if (h < s.next_order) return false;  // M44-S-2.4: increasing hex order
    if (!u.present() || u.owner != s.active || u.activated) return false;
    if (s.allowances[static_cast<std::size_t>(sec)] == 0) return false;
    if (sec == allowance::tactic) return tactic_may_order(s, h);
    return in_section(s.seat_of(s.active), h, static_cast<section>(sec));
}

// M44-S-11.7, M44-S-11.9, M44-S-11.11: units ordered by Close Assault,
// Dig-In (with infantry on the board) or Firefight do not move.
template <rules_policy R>
[[nodiscard]] constexpr bool card_forbids_moving(const state<R>& s) noexcept {
    return turn_card_is(s.turn_card, card::firefight) || turn_card_is(s.turn_card, card::close_assault) ||
           (turn_card_is(s.turn_card, card::dig_in) && has_kind(s, s.active, unit_kind::infantry));
}

// M44-S-11.3, M44-S-11.11: the card's extra die for the unit on h's battles
// now (Armor Assault: ordered armor in close assault; Firefight: every battle).
template <rules_policy R>
[[nodiscard]] constexpr int card_bonus(const state<R>& s, int h) noexcept {
    if (turn_card_is(s.turn_card, card::firefight)) return 1;
    if (turn_card_is(s.turn_card, card::close_assault)) return s.at(h).battles == 0 ? 1 : 0;  // M44-S-11.7: the first
    if (turn_card_is(s.turn_card, card::armor_assault) && base_kind(s.at(h).kind) == unit_kind::armor &&
        has_kind(s, s.active, unit_kind::armor) && adjacent_to_enemy(s, h))
        return 1;  // next to an enemy, every target is a close assault (M44-S-5.3)
    return 0;
}

template <rules_policy R>
[[nodiscard]] constexpr target_list targets_of(const state<R>& s, int h) noexcept {
    return battle_targets(s, h, card_bonus(s, h));
}

template <rules_policy R>
[[nodiscard]] constexpr bool any_order(const state<R>& s) noexcept {
    for (int h = s.next_order; h < num_hexes; ++h)
        for (int a = 0; a < 4; ++a)
            if (may_order(s, h, static_cast<allowance>(a))) return true;
    return false;
}

// M44-S-2.5, M44-S-3: an ordered unit that has not moved, with somewhere to go.
template <rules_policy R>
[[nodiscard]] constexpr bool may_move(const state<R>& s, int h) noexcept {
    const unit& u = s.at(h);
    if (card_forbids_moving(s)) return false;
    return u.present() && u.owner == s.active && u.activated && !u.moved;
}

// M44-S-11.4: Artillery Bombard's artillery (with artillery on the board).
template <rules_policy R>
[[nodiscard]] constexpr bool bombarding(const state<R>& s, int h) noexcept {
    return turn_card_is(s.turn_card, card::artillery_bombard) && base_kind(s.at(h).kind) == unit_kind::artillery &&
           has_kind(s, s.active, unit_kind::artillery);
}

template <rules_policy R>
[[nodiscard]] constexpr std::array<std::uint8_t, num_hexes> move_reach(const state<R>& s, int h) noexcept {
    const unit_kind k = s.at(h).kind;
    const int allowance = bombarding(s, h) ? 3 : R::move_allowance[static_cast<std::size_t>(k)];  // M44-S-11.4
    return standard_reach(s, h, k, allowance);
}

template <rules_policy R>
[[nodiscard]] constexpr bool any_move(const state<R>& s) noexcept {
    for (int h = 0; h < num_hexes; ++h) {
        if (!may_move(s, h)) continue;
        const auto d = move_reach(s, h);
        for (int t = 0; t < num_hexes; ++t)
            if (t != h && d[static_cast<std::size_t>(t)] != 255) return true;
    }
    return false;
}

// M44-S-5.1 (without the battle count): the unit on h's move and hex let it battle.
template <rules_policy R>
[[nodiscard]] constexpr bool fit_to_battle(const state<R>& s, int h) noexcept {
    const unit& u = s.at(h);
    if (!u.present() || u.owner != s.active || !u.activated) return false;
    if (u.hexes_moved > R::move_and_battle[static_cast<std::size_t>(u.kind)]) return false;
    const terrain t = s.board[static_cast<std::size_t>(h)];
    if (t == terrain::ocean) return false;
    if (turn_card_is(s.turn_card, card::firefight) && adjacent_to_enemy(s, h)) return false;  // M44-S-11.11
    if (turn_card_is(s.turn_card, card::dig_in) && has_kind(s, s.active, unit_kind::infantry))
        return false;  // M44-S-11.9: dug-in units do not battle
    return !(u.moved && no_battle_after_entering(t));  // M44-S-4.5: `moved` marks entering by move or take ground
}

// M44-S-5.1: an ordered unit with a battle left: one, or two for Artillery
// Bombard's artillery that did not move (M44-S-11.4).
template <rules_policy R>
[[nodiscard]] constexpr bool may_battle(const state<R>& s, int h) noexcept {
    const int budget = bombarding(s, h) && s.at(h).hexes_moved == 0 ? 2 : 1;
    return fit_to_battle(s, h) && s.at(h).battles < budget;
}

// M44-S-4.7: infantry on wire that may battle may clear it instead.
template <rules_policy R>
[[nodiscard]] constexpr bool may_clear_wire(const state<R>& s, int h) noexcept {
    return may_battle(s, h) && base_kind(s.at(h).kind) == unit_kind::infantry &&
           s.obstacles[static_cast<std::size_t>(h)].kind == obstacle::wire;
}

template <rules_policy R>
[[nodiscard]] constexpr bool any_battle(const state<R>& s) noexcept {
    for (int h = 0; h < num_hexes; ++h)
        if (may_clear_wire(s, h) || (may_battle(s, h) && !targets_of(s, h).empty())) return true;
    return false;
}

// M44-S-9.1, M44-S-9.2: the window opens when the close assault emptied the
// target's hex and the attacker (infantry or armor) may enter it.
template <rules_policy R>
[[nodiscard]] constexpr bool may_take_ground(const state<R>& s) noexcept {
    const unit& a = s.at(s.unit_hex);
    if (!a.present() || a.owner != s.active || distance(s.unit_hex, s.origin) != 1) return false;
    if (base_kind(a.kind) == unit_kind::artillery || s.at(s.origin).present()) return false;
    return !impassable_for(s, s.origin, a.kind);
}

// M44-S-12.1: discard the turn card, then draw one (two after Recon).
template <rules_policy R>
constexpr void standard_end_turn(state<R>& s) noexcept {
    if (s.turn_card != no_card) ++s.discard[s.turn_card];
    s.recon_draw = is_recon(s.turn_card);
    s.recon_cards = {no_card, no_card};
    s.turn_card = s.tactic_card = no_card;
    s.allowances = {};
    s.drawing = s.active;
    s.draws_left = s.recon_draw ? 2 : 1;
    s.step = phase::draw;
}

// The steps after a battle's hits and flags: take ground, or the next battle.
template <rules_policy R>
constexpr void after_battle(state<R>& s) noexcept {
    s.step = may_take_ground(s) ? phase::take_ground : phase::battles;
}

// M44-5.4: applies the automatic steps of the standard turn until a decision
// or chance node (the draws are settled by moves.hpp's settle).
template <rules_policy R>
constexpr void standard_settle(state<R>& s) noexcept {
    for (;;) {
        switch (s.step) {
            case phase::orders:
                if (any_order(s)) return;
                s.step = phase::moves;
                continue;
            case phase::moves:
                if (any_move(s)) return;
                s.step = phase::battles;
                continue;
            case phase::battles:
                if (any_battle(s)) return;
                standard_end_turn(s);
                return;
            case phase::retreat: {  // M44-S-8.4: steps while m > 0, then F - m figures lost
                if (s.flags == 0) {
                    after_battle(s);
                    continue;
                }
                const int h = s.target_hex;
                if (max_retreat(s, h, s.flags) == 0) {
                    const int lost = s.flags;
                    s.flags = 0;
                    lose_figures(s, h, lost, s.active);
                    if (check_end(s)) return;
                    after_battle(s);
                    continue;
                }
                const auto to = retreat_choices(s, h, s.flags);
                if (to.size() > 1) return;
                relocate(s, h, to[0]);
                s.target_hex = to[0];
                --s.flags;
                gain_objectives(s);
                if (check_end(s)) return;
                continue;
            }
            case phase::overrun:
                if (!targets_of(s, s.unit_hex).empty()) return;
                s.step = phase::battles;
                continue;
            default: return;
        }
    }
}

// M44-S-2.3, M44-S-10: the turn card's allowances; Assault orders its
// section's units at once.
template <rules_policy R>
constexpr void standard_play_card(state<R>& s, card c) noexcept {
    s.allowances = {};
    s.next_order = 0;
    if (is_tactic(c)) {
        switch (c) {
            case card::direct_from_hq:  // M44-S-11.10
            case card::firefight: s.allowances[3] = 4; break;  // M44-S-11.11
            case card::close_assault:  // M44-S-11.7: infantry and armor next to an enemy, at once
                for (int h = 0; h < num_hexes; ++h) {
                    unit& u = s.at(h);
                    if (u.present() && u.owner == s.active && base_kind(u.kind) != unit_kind::artillery &&
                        adjacent_to_enemy(s, h))
                        u.activated = true;
                }
                break;
            case card::artillery_bombard:  // M44-S-11.4: all artillery at once; M44-S-11.0: else 1 unit
                if (!has_kind(s, s.active, unit_kind::artillery)) {
                    s.allowances[3] = 1;
                    break;
                }
                for (auto& u : s.units)
                    if (u.present() && u.owner == s.active && base_kind(u.kind) == unit_kind::artillery)
                        u.activated = true;
                break;
            case card::dig_in:           // M44-S-11.9
            case card::move_out:         // M44-S-11.14
            case card::armor_assault: {  // M44-S-11.3; M44-S-11.0: else 1 unit of any kind
                const auto k = static_cast<unit_kind>(kind_card_kind(static_cast<std::uint8_t>(c)));
                s.allowances[3] = has_kind(s, s.active, k) ? 4 : 1;
                break;
            }
            default: break;  // not implemented: no preset deals them (rules.hpp)
        }
    } else {
        for (std::size_t k = 0; k < 3; ++k) {
            const auto n = info(c).orders[k];
            if (n != all_units) {
                s.allowances[k] = n;
                continue;
            }
            for (int h = 0; h < num_hexes; ++h) {  // M44-S-10.2: all units in the section
                unit& u = s.at(h);
                if (u.present() && u.owner == s.active && in_section(s.seat_of(s.active), h, static_cast<section>(k)))
                    u.activated = true;
            }
        }
    }
    s.step = phase::orders;
}

// M44-S-7.3, M44-S-8.1, M44-S-8.2: a roll's hits, then its flags.
template <rules_policy R>
constexpr void standard_resolve_roll(state<R>& s, const outcome& o) noexcept {
    const int h = s.target_hex;
    const bool gone = lose_figures(s, h, symbol_hits(o, s.at(h).kind, false), s.active);
    if (check_end(s)) return;
    s.flags = gone ? 0 : static_cast<std::uint8_t>(o.count(face::flag));
    if (s.flags > 0 && may_ignore_flag(s, h) && !turn_card_is(s.turn_card, card::barrage)) {  // M44-S-8.2
        s.step = phase::flag;
        return;
    }
    s.step = phase::retreat;
    standard_settle(s);
}

// One standard decision (legal; see try_play).
template <rules_policy R>
constexpr void standard_play(state<R>& s, const move& m) noexcept {
    switch (m.kind) {
        case action::play_card:
            --s.hands[static_cast<std::size_t>(s.active)][m.from];
            s.turn_card = m.from;
            if (m.played_card() == card::barrage) {  // M44-S-11.5: 4 dice, no terrain, no unit ordered
                s.allowances = {};
                s.unit_hex = s.target_hex = s.origin = m.to;  // no attacker: never take ground
                s.dice = 4;
                s.step = phase::attack_roll;
                return;
            }
            standard_play_card(s, m.played_card());
            break;
        case action::order:  // M44-S-2.3
            --s.allowances[static_cast<std::size_t>(m.use)];
            s.at(m.from).activated = true;
            s.next_order = static_cast<std::uint8_t>(m.from + 1);
            if (m.use == allowance::tactic && card_forbids_moving(s) && turn_card_is(s.turn_card, card::dig_in))
                s.obstacles[m.from] = {obstacle::sandbags, s.active};  // M44-S-11.9
            break;
        case action::end_orders: s.step = phase::moves; break;
        case action::move: {  // M44-S-3
            const auto d = move_reach(s, m.from);
            relocate(s, m.from, m.to);
            unit& u = s.at(m.to);
            u.moved = true;
            u.hexes_moved = d[m.to];
            armor_clears_wire(s, m.to);
            gain_objectives(s);
            if (check_end(s)) return;
            break;
        }
        case action::end_moves: s.step = phase::battles; break;
        case action::clear_wire:  // M44-S-4.7: uses the unit's battle
            s.obstacles[m.from] = obstacle_cell{};
            ++s.at(m.from).battles;
            break;
        case action::battle: {  // M44-S-5, M44-S-7.1; the overrun is one more (M44-S-9.3)
            int dice = 0;
            for (const auto& t : targets_of(s, m.from))
                if (t.hex == m.to) dice = t.dice;
            ++s.at(m.from).battles;
            s.unit_hex = m.from;
            s.target_hex = s.origin = m.to;
            s.dice = static_cast<std::uint8_t>(dice);
            s.step = phase::attack_roll;
            return;
        }
        case action::end_battles: standard_end_turn(s); return;
        case action::ignore_flag:  // M44-S-8.2: one flag of this roll
            --s.flags;
            s.step = phase::retreat;
            break;
        case action::take_flag: s.step = phase::retreat; break;
        case action::take_ground: {  // M44-S-9.1 to M44-S-9.4
            const int to = s.origin;
            const bool stop_terrain = no_battle_after_entering(s.board[static_cast<std::size_t>(to)]) ||
                                      s.board[static_cast<std::size_t>(to)] == terrain::ocean;
            relocate(s, s.unit_hex, to);
            s.unit_hex = static_cast<std::uint8_t>(to);
            unit& u = s.at(to);
            u.moved = true;
            const bool wire = armor_clears_wire(s, to);
            gain_objectives(s);
            if (check_end(s)) return;
            const bool overrun = base_kind(u.kind) == unit_kind::armor && u.battles < 2 && !stop_terrain && !wire;
            s.step = overrun ? phase::overrun : phase::battles;
            break;
        }
        case action::hold_ground:
        case action::no_overrun: s.step = phase::battles; break;
        case action::retreat:  // M44-S-8.4: one step
            relocate(s, s.target_hex, m.to);
            s.target_hex = m.to;
            --s.flags;
            gain_objectives(s);
            if (check_end(s)) return;
            break;
        case action::keep_card: {  // M44-S-10.1: the other drawn card goes face up to the discard pile
            const auto a = s.recon_cards[0], b = s.recon_cards[1];
            const auto other_card = a == m.from ? b : a;
            if (other_card != no_card) {
                --s.hands[static_cast<std::size_t>(s.active)][other_card];
                ++s.discard[other_card];
            }
            s.recon_cards = {no_card, no_card};
            s.recon_draw = false;
            s.step = phase::draw;  // the draws are done: settle begins the next turn
            s.draws_left = 0;
            return;
        }
        default: break;
    }
    standard_settle(s);
}

}  // namespace arbiter::memoir44::detail
