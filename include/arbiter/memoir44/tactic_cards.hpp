#pragma once
// What the tactic cards change (RULES.md M44-S-11), as small queries the
// standard turn (standard_turn.hpp) reads: which card's order the turn
// carries out (Counter-Attack copies, M44-S-11.8), the kind a card names and
// its fallback (M44-S-11.0), Air Power's target groups (M44-S-11.1), Medics &
// Mechanics' targets (M44-S-11.13) and Their Finest Hour's orders (M44-S-11.15).

#include <array>
#include <cstddef>
#include <cstdint>

#include "../core/static_vector.hpp"
#include "board.hpp"
#include "rules.hpp"
#include "state.hpp"
#include "targets.hpp"

namespace arbiter::memoir44::detail {

[[nodiscard]] constexpr bool turn_card_is(std::uint8_t turn_card, card c) noexcept {
    return turn_card == static_cast<std::uint8_t>(c);
}

// M44-S-10.1: the Recon cards draw two at the end of the turn.
[[nodiscard]] constexpr bool is_recon(std::uint8_t c) noexcept {
    return c == static_cast<std::uint8_t>(card::recon_l) || c == static_cast<std::uint8_t>(card::recon_c) ||
           c == static_cast<std::uint8_t>(card::recon_r);
}

// M44-S-11.0: the kind a "order units of a kind" tactic card names, if any.
[[nodiscard]] constexpr int kind_card_kind(std::uint8_t c) noexcept {
    if (turn_card_is(c, card::move_out) || turn_card_is(c, card::dig_in) || turn_card_is(c, card::behind_enemy_lines) ||
        turn_card_is(c, card::infantry_assault))
        return static_cast<int>(unit_kind::infantry);
    if (turn_card_is(c, card::armor_assault)) return static_cast<int>(unit_kind::armor);
    if (turn_card_is(c, card::artillery_bombard)) return static_cast<int>(unit_kind::artillery);
    return -1;
}

template <rules_policy R>
[[nodiscard]] constexpr bool has_kind(const state<R>& s, side sd, unit_kind k) noexcept {
    for (const auto& u : s.units())
        if (u.present() && u.owner == sd && base_kind(u.kind) == k) return true;
    return false;
}

// M44-S-11.8, M44-1.9: a section card seen from the other seat (the same hexes).
[[nodiscard]] constexpr std::uint8_t mirrored(std::uint8_t c) noexcept {
    if (c > static_cast<std::uint8_t>(card::assault_r)) return c;  // not a one-section card
    const int section_of = c % 3;  // recon, probe, attack, assault: L, C, R in a row
    return static_cast<std::uint8_t>(c - section_of + (2 - section_of));
}

// M44-S-11.8: the order a card carries out when `sd` plays it now: itself,
// or for Counter-Attack the opponent's last order (mirrored), or nothing
// (Counter-Attack itself) when there is none.
template <rules_policy R>
[[nodiscard]] constexpr std::uint8_t order_of(const state<R>& s, side sd, card c) noexcept {
    if (c != card::counter_attack) return static_cast<std::uint8_t>(c);
    const auto last = s.last_order()[static_cast<std::size_t>(other(sd))];
    return last == no_card ? static_cast<std::uint8_t>(card::counter_attack) : mirrored(last);
}

// M44-S-11.13: a friendly unit below its setup strength.
template <rules_policy R>
[[nodiscard]] constexpr bool medics_target(const state<R>& s, int h) noexcept {
    const unit& u = s.at(h);
    return u.present() && u.owner == s.active() && u.figures < u.setup_strength;
}

// M44-S-11.13: figures a roll returns to a unit of kind k with `missing` figures.
[[nodiscard]] constexpr int figures_returned(const outcome& roll, unit_kind k, int missing) noexcept {
    int n = roll.count(face::star);
    if (base_kind(k) == unit_kind::infantry) n += roll.count(face::infantry);
    if (base_kind(k) == unit_kind::armor) n += roll.count(face::armor);
    return n < missing ? n : missing;
}

// M44-S-11.12: whether a section holds friendly infantry (from the active seat).
template <rules_policy R>
[[nodiscard]] constexpr bool infantry_in(const state<R>& s, int sec) noexcept {
    for (int h = 0; h < num_hexes; ++h) {
        const unit& u = s.at(h);
        if (u.present() && u.owner == s.active() && base_kind(u.kind) == unit_kind::infantry &&
            in_section(s.seat_of(s.active()), h, static_cast<section>(sec)))
            return true;
    }
    return false;
}

// ------------------------------------------------------------------ Air Power

using air_group = static_vector<std::uint8_t, 4>;

// M44-S-11.1: whether the chosen hexes can still become one connected group
// of at most 4 enemy units by adding more.
template <rules_policy R>
[[nodiscard]] constexpr bool air_completable(const state<R>& s, const air_group& g) noexcept {
    if (air_power_group(s, s.active(), g)) return true;
    if (g.size() == 4) return false;
    for (int e = 0; e < num_hexes; ++e) {
        const unit& u = s.at(e);
        if (!u.present() || u.owner == s.active() || g.contains(static_cast<std::uint8_t>(e))) continue;
        bool near = false;  // a useful addition is within 2 of a chosen hex
        for (const auto h : g) near = near || distance(h, e) <= 2;
        if (!near) continue;
        air_group more = g;
        more.push_back(static_cast<std::uint8_t>(e));
        if (air_completable(s, more)) return true;
    }
    return false;
}

template <rules_policy R>
[[nodiscard]] constexpr air_group air_chosen(const state<R>& s) noexcept {
    air_group g;
    for (int i = 0; i < s.air_count(); ++i) g.push_back(s.air_targets()[static_cast<std::size_t>(i)]);
    return g;
}

// M44-S-11.1: Air Power's targets are named one at a time (as Order
// decisions); any listing order is allowed as long as the set can still
// become a connected group of 1 to 4 enemy units.
template <rules_policy R>
[[nodiscard]] constexpr bool choosing_air_targets(const state<R>& s) noexcept {
    return s.step() == phase::orders && turn_card_is(s.order_card(), card::air_power);
}
template <rules_policy R>
[[nodiscard]] constexpr bool air_may_add(const state<R>& s, int h) noexcept {
    const unit& u = s.at(h);
    if (s.air_count() >= 4 || !u.present() || u.owner == s.active()) return false;
    air_group g = air_chosen(s);
    if (g.contains(static_cast<std::uint8_t>(h))) return false;
    g.push_back(static_cast<std::uint8_t>(h));
    return air_completable(s, g);
}
template <rules_policy R>
[[nodiscard]] constexpr bool air_ready(const state<R>& s) noexcept {
    return s.air_count() > 0 && air_power_group(s, s.active(), air_chosen(s));
}

// ------------------------------------------------------------------ Their Finest Hour

// M44-S-11.15: the index in `finest` an ordered unit of kind k uses: its
// own kind's first, then a star (2); -1 if none is left.
template <rules_policy R>
[[nodiscard]] constexpr int finest_slot(const state<R>& s, unit_kind k) noexcept {
    const unit_kind b = base_kind(k);
    if (b == unit_kind::infantry && s.finest()[0] > 0) return 0;
    if (b == unit_kind::armor && s.finest()[1] > 0) return 1;
    return s.finest()[2] > 0 ? 2 : -1;
}

}  // namespace arbiter::memoir44::detail
