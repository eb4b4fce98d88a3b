#pragma once
// The standard ruleset's terrain table (RULES.md M44-S-3, M44-S-4, M44-S-7.1,
// M44-S-8.2, M44-S-8.3): where a unit may move and retreat, how a hex
// protects, what the firing unit's own hex costs, and the dice of a battle.

#include <array>
#include <cstdint>

#include "board.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace arbiter::memoir44 {

// M44-S-4.1, M44-S-4.2: river is impassable to all; hedgehogs and bunkers to
// armor and artillery.
template <rules_policy R>
[[nodiscard]] constexpr bool impassable_for(const state<R>& s, int h, unit_kind k) noexcept {
    if (s.board()[static_cast<std::size_t>(h)] == terrain::river) return true;
    const obstacle o = s.obstacles()[static_cast<std::size_t>(h)].kind;
    return base_kind(k) != unit_kind::infantry && (o == obstacle::hedgehog || o == obstacle::bunker);
}

// M44-S-4.1, M44-S-4.2: a step into forest, town, hedgerow, ocean or wire ends the move.
template <rules_policy R>
[[nodiscard]] constexpr bool stops_movement(const state<R>& s, int h) noexcept {
    const terrain t = s.board()[static_cast<std::size_t>(h)];
    return t == terrain::forest || t == terrain::town || t == terrain::hedgerow || t == terrain::ocean ||
           s.obstacles()[static_cast<std::size_t>(h)].kind == obstacle::wire;
}

// M44-S-4.1: a unit that entered forest, town or hedgerow this turn cannot battle.
[[nodiscard]] constexpr bool no_battle_after_entering(terrain t) noexcept {
    return t == terrain::forest || t == terrain::town || t == terrain::hedgerow;
}

// M44-S-3.2 to M44-S-3.5, M44-S-4.8: the least number of steps from `from`
// to each hex for a unit of kind k with `allowance` steps; 255 where it
// cannot go. `free_terrain` (Behind Enemy Lines, M44-S-11.6) ignores stops,
// hedgerows, beaches and wire; impassable hexes and units still block.
template <rules_policy R>
[[nodiscard]] constexpr std::array<std::uint8_t, num_hexes> standard_reach(const state<R>& s, int from, unit_kind k,
                                                                           int allowance,
                                                                           bool free_terrain = false) noexcept {
    std::array<std::uint8_t, num_hexes> best{};
    best.fill(255);
    best[static_cast<std::size_t>(from)] = 0;
    if (base_kind(k) == unit_kind::artillery && s.obstacles()[static_cast<std::size_t>(from)].kind == obstacle::bunker)
        return best;  // M44-S-4.8
    if (!free_terrain && s.board()[static_cast<std::size_t>(from)] == terrain::hedgerow && allowance > 1)
        allowance = 1;  // M44-S-3.3
    // Search states (hex, a beach entered): a path through a beach is limited to 2 (M44-S-3.4).
    std::array<std::array<std::uint8_t, 2>, num_hexes> dist{};
    for (auto& d : dist) d = {255, 255};
    dist[static_cast<std::size_t>(from)][0] = 0;
    std::array<std::uint16_t, 2 * num_hexes> queue{};
    int head = 0, tail = 0;
    queue[static_cast<std::size_t>(tail++)] = static_cast<std::uint16_t>(from * 2);
    while (head < tail) {
        const int h = queue[static_cast<std::size_t>(head)] / 2, beach = queue[static_cast<std::size_t>(head)] % 2;
        ++head;
        const int d = dist[static_cast<std::size_t>(h)][static_cast<std::size_t>(beach)];
        if (d >= allowance) continue;
        if (d > 0 && !free_terrain && stops_movement(s, h)) continue;  // the path ended there
        for (const auto n : neighbours(h)) {
            if (s.at(n).present() || impassable_for(s, n, k)) continue;
            if (!free_terrain && s.board()[n] == terrain::hedgerow && d > 0) continue;  // M44-S-3.3: first step only
            const int nb = beach | (!free_terrain && s.board()[n] == terrain::beach ? 1 : 0);
            if (nb && d + 1 > 2) continue;  // M44-S-3.4
            auto& slot = dist[n][static_cast<std::size_t>(nb)];
            if (slot != 255) continue;
            slot = static_cast<std::uint8_t>(d + 1);
            queue[static_cast<std::size_t>(tail++)] = static_cast<std::uint16_t>(n * 2 + nb);
        }
    }
    for (int h = 0; h < num_hexes; ++h) {
        const auto& d = dist[static_cast<std::size_t>(h)];
        best[static_cast<std::size_t>(h)] = d[0] < d[1] ? d[0] : d[1];
    }
    return best;
}

// M44-S-4.1 to M44-S-4.3: the dice an attacker of kind `attacker` standing on
// `from` loses to the target hex: the larger of terrain and obstacle
// protection; artillery loses none.
template <rules_policy R>
[[nodiscard]] constexpr int protection(const state<R>& s, int target, int from, unit_kind attacker) noexcept {
    const unit_kind k = base_kind(attacker);
    if (k == unit_kind::artillery) return 0;
    const bool armor = k == unit_kind::armor;
    int terrain_dice = 0;
    switch (s.board()[static_cast<std::size_t>(target)]) {
        case terrain::forest:
        case terrain::town:
        case terrain::hedgerow: terrain_dice = armor ? 2 : 1; break;
        case terrain::hill: terrain_dice = s.board()[static_cast<std::size_t>(from)] == terrain::hill ? 0 : 1; break;
        default: break;
    }
    int obstacle_dice = 0;
    const auto& o = s.obstacles()[static_cast<std::size_t>(target)];
    if (o.kind == obstacle::sandbags) obstacle_dice = 1;
    if (o.kind == obstacle::bunker && s.at(target).present() && s.at(target).owner == o.owner)
        obstacle_dice = armor ? 2 : 1;  // the owner's units only
    return terrain_dice > obstacle_dice ? terrain_dice : obstacle_dice;
}

// M44-S-4.4: armor battling from a town loses 2 dice, infantry from wire 1.
template <rules_policy R>
[[nodiscard]] constexpr int own_hex_penalty(const state<R>& s, int from, unit_kind attacker) noexcept {
    const unit_kind k = base_kind(attacker);
    if (k == unit_kind::armor && s.board()[static_cast<std::size_t>(from)] == terrain::town) return 2;
    if (k == unit_kind::infantry && s.obstacles()[static_cast<std::size_t>(from)].kind == obstacle::wire) return 1;
    return 0;
}

// M44-S-7.1: base dice for the distance + card bonus - protection - own-hex
// penalty; 0 or less means the target is not legal (returned as 0).
template <rules_policy R>
[[nodiscard]] constexpr int battle_dice(const state<R>& s, int from, int target, int bonus = 0) noexcept {
    const unit& a = s.at(from);
    const int d = distance(from, target);
    if (d < 1 || d > 8) return 0;
    const int base = R::dice[static_cast<std::size_t>(base_kind(a.kind))][static_cast<std::size_t>(d)];
    if (base == 0) return 0;
    const int n = base + bonus - protection(s, target, from, a.kind) - own_hex_penalty(s, from, a.kind);
    return n > 0 ? n : 0;
}

// M44-S-8.2: a unit on sandbags or a hedgehog, or its owner's unit on a
// bunker, may ignore one flag.
template <rules_policy R>
[[nodiscard]] constexpr bool may_ignore_flag(const state<R>& s, int h) noexcept {
    const auto& o = s.obstacles()[static_cast<std::size_t>(h)];
    if (o.kind == obstacle::sandbags || o.kind == obstacle::hedgehog) return true;
    return o.kind == obstacle::bunker && s.at(h).present() && s.at(h).owner == o.owner;
}

// M44-S-8.3: whether the unit on h may take a retreat step to rear hex n.
template <rules_policy R>
[[nodiscard]] constexpr bool retreat_step_open(const state<R>& s, int h, int n) noexcept {
    const unit& u = s.at(h);
    if (base_kind(u.kind) == unit_kind::artillery && s.obstacles()[static_cast<std::size_t>(h)].kind == obstacle::bunker)
        return false;  // M44-S-4.8
    if (s.at(n).present() || s.board()[static_cast<std::size_t>(n)] == terrain::ocean) return false;
    return !impassable_for(s, n, u.kind);
}

// M44-S-8.4: the most retreat steps, up to `flags`, a legal sequence from h
// achieves for the unit standing there (the unit's kind, owner and seat
// are read from h; it is imagined moving).
template <rules_policy R>
[[nodiscard]] constexpr int max_retreat(const state<R>& s, int h, int flags) noexcept {
    if (flags <= 0) return 0;
    int best = 0;
    for (const auto n : rear_neighbours(s.seat_of(s.at(h).owner), h)) {
        if (!retreat_step_open(s, h, n)) continue;
        state<R> t = s;  // small boards, at most a few steps: copying keeps it simple and exact
        typename state<R>::edit e{t};
        e.at(n) = t.at(h);
        e.at(h) = unit{};
        const int m = 1 + max_retreat(t, n, flags - 1);
        if (m > best) best = m;
        if (best == flags) break;
    }
    return best;
}

// M44-S-8.4: the rear hexes whose step still allows `m` steps in all.
template <rules_policy R>
[[nodiscard]] constexpr hex_list2 retreat_choices(const state<R>& s, int h, int flags) noexcept {
    hex_list2 out;
    const int m = max_retreat(s, h, flags);
    if (m == 0) return out;
    for (const auto n : rear_neighbours(s.seat_of(s.at(h).owner), h)) {
        if (!retreat_step_open(s, h, n)) continue;
        state<R> t = s;
        typename state<R>::edit e{t};
        e.at(n) = t.at(h);
        e.at(h) = unit{};
        if (1 + max_retreat(t, n, flags - 1) == m) out.push_back(n);
    }
    return out;
}

}  // namespace arbiter::memoir44
