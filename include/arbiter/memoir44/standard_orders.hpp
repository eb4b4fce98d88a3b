#pragma once
// The standard turn (RULES.md M44-S-2 to M44-S-10), the questions: which
// units the turn may order, move and battle with, and whether any such
// decision is left (standard_turn.hpp has the whole turn; playing a
// standard decision is standard_apply.hpp). legal_moves (generate.hpp)
// asks them when the ruleset rolls symbol dice.
//
// All 15 tactic cards (M44-S-11) play through the same phases; what each
// changes is asked of tactic_cards.hpp. `order_card` is the card whose order
// the turn carries out (the turn card, or what Counter-Attack copies).

#include <array>
#include <cstddef>
#include <cstdint>

#include "board.hpp"
#include "dice.hpp"
#include "rules.hpp"
#include "state.hpp"
#include "tactic_cards.hpp"
#include "targets.hpp"
#include "terrain.hpp"

namespace arbiter::memoir44::detail {

[[nodiscard]] constexpr bool order_is(std::uint8_t order_card, card c) noexcept { return turn_card_is(order_card, c); }

// M44-S-11: which units the tactic card's allowance may order: the card's
// kind (Armor Assault, Behind Enemy Lines, Dig-In, Move Out!), units away
// from the enemy (Firefight), Their Finest Hour's rolled kinds, or any unit
// (Direct from HQ, and the M44-S-11.0 fallback).
template <rules_policy R>
[[nodiscard]] constexpr bool tactic_may_order(const state<R>& s, int h) noexcept {
    if (order_is(s.order_card(), card::their_finest_hour)) return finest_slot(s, s.at(h).kind) >= 0;  // M44-S-11.15
    const int k = kind_card_kind(s.order_card());
    if (k >= 0 && !s.fallback()) {
        if (order_is(s.order_card(), card::dig_in) &&  // M44-S-11.9: room for sandbags
            (s.obstacles()[static_cast<std::size_t>(h)].kind != obstacle::none ||
             s.board()[static_cast<std::size_t>(h)] == terrain::ocean))
            return false;
        return base_kind(s.at(h).kind) == static_cast<unit_kind>(k);
    }
    if (order_is(s.order_card(), card::firefight)) return !adjacent_to_enemy(s, h);
    return true;
}

// M44-S-2.3, M44-5.6: whether the unit on h may be ordered with allowance
// `sec`; while Air Power's targets are named, whether h may be named next.
template <rules_policy R>
[[nodiscard]] constexpr bool may_order(const state<R>& s, int h, allowance sec) noexcept {
    if (choosing_air_targets(s)) return sec == allowance::tactic && air_may_add(s, h);  // M44-S-11.1
    const unit& u = s.at(h);
    if (h < s.next_order()) return false;  // M44-S-2.4: increasing hex order
    if (!u.present() || u.owner != s.active() || u.activated) return false;
    if (s.allowances()[static_cast<std::size_t>(sec)] == 0) return false;
    if (sec == allowance::tactic) return tactic_may_order(s, h);
    return in_section(s.seat_of(s.active()), h, static_cast<section>(sec));
}

// M44-S-11.7, M44-S-11.9, M44-S-11.11: units ordered by Close Assault,
// Dig-In (with infantry on the board) or Firefight do not move.
template <rules_policy R>
[[nodiscard]] constexpr bool card_forbids_moving(const state<R>& s) noexcept {
    return order_is(s.order_card(), card::firefight) || order_is(s.order_card(), card::close_assault) ||
           (order_is(s.order_card(), card::dig_in) && !s.fallback());
}

// M44-S-11: the card's extra die for the unit on h's battle now (Armor
// Assault: ordered armor in close assault; Close Assault: the first battle;
// Behind Enemy Lines, Firefight, Their Finest Hour: every battle).
template <rules_policy R>
[[nodiscard]] constexpr int card_bonus(const state<R>& s, int h) noexcept {
    if (order_is(s.order_card(), card::firefight) || order_is(s.order_card(), card::their_finest_hour)) return 1;
    if (order_is(s.order_card(), card::behind_enemy_lines)) return s.fallback() ? 0 : 1;
    if (order_is(s.order_card(), card::close_assault)) return s.at(h).battles == 0 ? 1 : 0;  // M44-S-11.7: the first
    if (order_is(s.order_card(), card::armor_assault) && base_kind(s.at(h).kind) == unit_kind::armor && !s.fallback() &&
        adjacent_to_enemy(s, h))
        return 1;  // next to an enemy, every target is a close assault (M44-S-5.3)
    return 0;
}

template <rules_policy R>
[[nodiscard]] constexpr target_list targets_of(const state<R>& s, int h) noexcept {
    return battle_targets(s, h, card_bonus(s, h));
}

template <rules_policy R>
[[nodiscard]] constexpr bool any_order(const state<R>& s) noexcept {
    const int first = choosing_air_targets(s) ? 0 : s.next_order();
    for (int h = first; h < num_hexes; ++h)
        for (int a = 0; a < 4; ++a)
            if (may_order(s, h, static_cast<allowance>(a))) return true;
    return false;
}

// M44-S-2.5, M44-S-3: an ordered unit that has not moved, with somewhere to go.
template <rules_policy R>
[[nodiscard]] constexpr bool may_move(const state<R>& s, int h) noexcept {
    const unit& u = s.at(h);
    if (card_forbids_moving(s)) return false;
    return u.present() && u.owner == s.active() && u.activated && !u.moved;
}

// M44-S-11.4: Artillery Bombard's artillery (with artillery on the board).
template <rules_policy R>
[[nodiscard]] constexpr bool bombarding(const state<R>& s, int h) noexcept {
    return order_is(s.order_card(), card::artillery_bombard) && base_kind(s.at(h).kind) == unit_kind::artillery &&
           !s.fallback();
}

// M44-S-11.6, M44-S-11.12: the card's unit of its kind (not the fallback).
template <rules_policy R>
[[nodiscard]] constexpr bool card_kind_unit(const state<R>& s, int h, card c) noexcept {
    return order_is(s.order_card(), c) && !s.fallback() && base_kind(s.at(h).kind) == unit_kind::infantry;
}

template <rules_policy R>
[[nodiscard]] constexpr std::array<std::uint8_t, num_hexes> move_reach(const state<R>& s, int h) noexcept {
    const unit_kind k = s.at(h).kind;
    if (card_kind_unit(s, h, card::behind_enemy_lines)) return standard_reach(s, h, k, 3, true);  // M44-S-11.6
    const bool three = bombarding(s, h) || card_kind_unit(s, h, card::infantry_assault);  // M44-S-11.4, M44-S-11.12
    const int allowance = three ? 3 : R::move_allowance[static_cast<std::size_t>(k)];
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

// M44-S-5.1: the most hexes the unit on h may move and still battle.
template <rules_policy R>
[[nodiscard]] constexpr int move_and_battle(const state<R>& s, int h) noexcept {
    if (card_kind_unit(s, h, card::behind_enemy_lines)) return 3;  // M44-S-11.6
    if (card_kind_unit(s, h, card::infantry_assault)) return 2;    // M44-S-11.12
    return R::move_and_battle[static_cast<std::size_t>(s.at(h).kind)];
}

// M44-S-5.1 (without the battle count): the unit on h's move and hex let it battle.
template <rules_policy R>
[[nodiscard]] constexpr bool fit_to_battle(const state<R>& s, int h) noexcept {
    const unit& u = s.at(h);
    if (!u.present() || u.owner != s.active() || !u.activated) return false;
    if (s.second_move()) return false;  // M44-S-11.6: after its battle it only moves
    if (u.hexes_moved > move_and_battle(s, h)) return false;
    const terrain t = s.board()[static_cast<std::size_t>(h)];
    if (t == terrain::ocean) return false;
    if (order_is(s.order_card(), card::firefight) && adjacent_to_enemy(s, h)) return false;  // M44-S-11.11
    if (order_is(s.order_card(), card::dig_in) && !s.fallback()) return false;  // M44-S-11.9: dug-in units do not battle
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
           s.obstacles()[static_cast<std::size_t>(h)].kind == obstacle::wire;
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
    const unit& a = s.at(s.unit_hex());
    if (!a.present() || a.owner != s.active() || distance(s.unit_hex(), s.origin()) != 1) return false;
    if (base_kind(a.kind) == unit_kind::artillery || s.at(s.origin()).present()) return false;
    return !impassable_for(s, s.origin(), a.kind);
}

}  // namespace arbiter::memoir44::detail
