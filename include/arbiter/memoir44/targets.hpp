#pragma once
// The standard ruleset's targets (RULES.md M44-S-5.2, M44-S-5.3, M44-S-6.6,
// M44-S-7.1) and Air Power's connected groups (M44-S-11.1): functions of the
// board, ready for the standard turn.

#include <cstdint>

#include "../core/static_vector.hpp"
#include "board.hpp"
#include "los.hpp"
#include "rules.hpp"
#include "state.hpp"
#include "terrain.hpp"

namespace arbiter::memoir44 {

// A legal target and the dice the battle rolls.
struct target {
    std::uint8_t hex = 0;
    std::uint8_t dice = 0;
    friend constexpr bool operator==(const target&, const target&) = default;
};
using target_list = static_vector<target, num_hexes>;

// M44-S-5.3: whether an enemy unit stands next to the unit on h.
template <rules_policy R>
[[nodiscard]] constexpr bool adjacent_to_enemy(const state<R>& s, int h) noexcept {
    for (const auto n : neighbours(h))
        if (s.at(n).present() && s.at(n).owner != s.at(h).owner) return true;
    return false;
}

// M44-S-5.2, M44-S-5.3: the enemy units the unit on `from` may battle, with
// `bonus` dice from a card: within range, in line of sight (artillery needs
// none, M44-S-6.6), with at least 1 die after M44-S-7.1; a unit next to an
// enemy may only close-assault an adjacent one. In hex order.
template <rules_policy R>
[[nodiscard]] constexpr target_list battle_targets(const state<R>& s, int from, int bonus = 0) noexcept {
    target_list out;
    const unit& a = s.at(from);
    const bool close_only = adjacent_to_enemy(s, from);
    const bool needs_sight = base_kind(a.kind) != unit_kind::artillery;
    for (int h = 0; h < num_hexes; ++h) {
        const unit& t = s.at(h);
        if (!t.present() || t.owner == a.owner) continue;
        const int d = distance(from, h);
        if (close_only && d != 1) continue;
        const int dice = battle_dice(s, from, h, bonus);
        if (dice < 1) continue;
        if (needs_sight && !has_line_of_sight(s, from, h)) continue;
        out.push_back({static_cast<std::uint8_t>(h), static_cast<std::uint8_t>(dice)});
    }
    return out;
}

// M44-S-11.1: whether 1 to 4 hexes of enemy units form one connected group.
template <rules_policy R>
[[nodiscard]] constexpr bool air_power_group(const state<R>& s, side attacker, const static_vector<std::uint8_t, 4>& hexes) noexcept {
    if (hexes.empty()) return false;
    for (std::size_t i = 0; i < hexes.size(); ++i) {
        const unit& u = s.at(hexes[i]);
        if (!u.present() || u.owner == attacker) return false;
        for (std::size_t j = 0; j < i; ++j)
            if (hexes[j] == hexes[i]) return false;
    }
    // Grow the connected set from the first hex.
    std::uint8_t reached = 1;  // bit i: hexes[i] reached
    for (bool grew = true; grew;) {
        grew = false;
        for (std::size_t i = 0; i < hexes.size(); ++i) {
            if (reached & (1u << i)) continue;
            for (std::size_t j = 0; j < hexes.size(); ++j)
                if ((reached & (1u << j)) && adjacent(hexes[i], hexes[j])) {
                    reached = static_cast<std::uint8_t>(reached | (1u << i));
                    grew = true;
                    break;
                }
        }
    }
    return reached == (1u << hexes.size()) - 1;
}

// M44-S-11.1: Air Power rolls 2 dice per hex for the Allies, 1 for the Axis.
[[nodiscard]] constexpr int air_power_dice(side attacker) noexcept { return attacker == side::allies ? 2 : 1; }

}  // namespace arbiter::memoir44
