#pragma once
// Line of sight for the standard ruleset (RULES.md M44-S-6): the exact
// integer test of M44-S-6.3 over the board's doubled coordinates.

#include <array>
#include <cstdint>

#include "board.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace arbiter::memoir44 {

// How the line from a's centre to t's centre meets hex h (M44-S-6.3).
enum class line_contact : std::uint8_t { off, crossed, touched_positive, touched_negative };

// M44-S-6.3: hex (c, r) is the point (c, 3r) with corners (c, 3r-2), (c+1, 3r-1),
// (c+1, 3r+1), (c, 3r+2), (c-1, 3r+1), (c-1, 3r-1); the sign of
// side(x, y) = dx (y - 3ra) - dy (x - ca) says on which side of the line a corner lies.
[[nodiscard]] constexpr line_contact contact(int a, int t, int h) noexcept {
    const auto [ca, ra] = coords_of(a);
    const auto [ct, rt] = coords_of(t);
    const auto [c, r] = coords_of(h);
    const int dx = ct - ca, dy = 3 * (rt - ra);
    constexpr std::array<std::array<int, 2>, 6> corners{{{0, -2}, {1, -1}, {1, 1}, {0, 2}, {-1, 1}, {-1, -1}}};
    bool pos = false, neg = false, zero = false;
    for (const auto& k : corners) {
        const int x = c + k[0], y = 3 * r + k[1];
        const int side = dx * (y - 3 * ra) - dy * (x - ca);
        pos = pos || side > 0;
        neg = neg || side < 0;
        zero = zero || side == 0;
    }
    if (pos && neg) return line_contact::crossed;
    if (!zero) return line_contact::off;
    return pos ? line_contact::touched_positive : line_contact::touched_negative;
}

// M44-S-6.3: whether a blocker (by `is_blocker(hex)`) cuts the line from a
// to t. Candidates lie on a shortest path: d(a, h) + d(h, t) = d(a, t).
template <class Blocker>
[[nodiscard]] constexpr bool line_blocked(int a, int t, Blocker&& is_blocker) noexcept {
    const int d = distance(a, t);
    if (d <= 1) return false;  // M44-S-6.1: adjacent targets are always seen
    bool positive = false, negative = false;
    for (int h = 0; h < num_hexes; ++h) {
        if (h == a || h == t || distance(a, h) + distance(h, t) != d) continue;
        const auto k = contact(a, t, h);
        if (k == line_contact::off || !is_blocker(h)) continue;
        if (k == line_contact::crossed) return true;
        (k == line_contact::touched_positive ? positive : negative) = true;
    }
    return positive && negative;
}

// M44-3.3: whether hexes a and b are hills of one connected hill group.
template <rules_policy R>
[[nodiscard]] constexpr bool same_hill_group(const state<R>& s, int a, int b) noexcept {
    if (s.board()[static_cast<std::size_t>(a)] != terrain::hill || s.board()[static_cast<std::size_t>(b)] != terrain::hill)
        return false;
    std::array<bool, num_hexes> seen{};
    std::array<std::uint8_t, num_hexes> stack{};
    int top = 0;
    stack[static_cast<std::size_t>(top++)] = static_cast<std::uint8_t>(a);
    seen[static_cast<std::size_t>(a)] = true;
    while (top > 0) {
        const int h = stack[static_cast<std::size_t>(--top)];
        if (h == b) return true;
        for (const auto n : neighbours(h))
            if (!seen[n] && s.board()[n] == terrain::hill) {
                seen[n] = true;
                stack[static_cast<std::size_t>(top++)] = n;
            }
    }
    return false;
}

// M44-S-6.2, M44-S-6.4: a blocker is a hex with a unit, or forest, town,
// hedgerow, a bunker, or a hill (unless the attacker, the target and that
// hill are all in one hill group).
template <rules_policy R>
[[nodiscard]] constexpr bool has_line_of_sight(const state<R>& s, int a, int t) noexcept {
    return !line_blocked(a, t, [&](int h) {
        if (s.at(h).present()) return true;
        if (s.obstacles()[static_cast<std::size_t>(h)].kind == obstacle::bunker) return true;
        switch (s.board()[static_cast<std::size_t>(h)]) {
            case terrain::forest:
            case terrain::town:
            case terrain::hedgerow: return true;
            case terrain::hill: return !(same_hill_group(s, a, h) && same_hill_group(s, t, h));
            default: return false;
        }
    });
}

}  // namespace arbiter::memoir44
