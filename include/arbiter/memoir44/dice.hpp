#pragma once
// The standard battle dice (RULES.md M44-6.2, M44-S-7.3): a roll of n dice as
// one chance event over the count vectors (I, A, G, S, F), and the hits a
// roll scores on a target.

#include <cstdint>

#include "../core/chance.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace arbiter::memoir44 {

namespace detail {
[[nodiscard]] constexpr std::uint64_t factorial(int n) noexcept {
    std::uint64_t r = 1;
    for (int i = 2; i <= n; ++i) r *= static_cast<std::uint64_t>(i);
    return r;
}
}  // namespace detail

// M44-6.2: every count vector of n dice (n <= 10), with probability
// n! / (I! A! G! S! F!) x 2^I / 6^n, in lexicographic order of (I, A, G, S).
template <class List>
constexpr void append_symbol_rolls(List& out, int n) noexcept {
    std::uint64_t six_n = 1;
    for (int i = 0; i < n; ++i) six_n *= 6;
    const std::uint64_t n_fact = detail::factorial(n);
    for (int i = 0; i <= n; ++i)
        for (int a = 0; a + i <= n; ++a)
            for (int g = 0; g + a + i <= n; ++g)
                for (int st = 0; st + g + a + i <= n; ++st) {
                    const int f = n - i - a - g - st;
                    const std::uint64_t ways = n_fact / (detail::factorial(i) * detail::factorial(a) *
                                                         detail::factorial(g) * detail::factorial(st) *
                                                         detail::factorial(f)) *
                                               (std::uint64_t{1} << i);
                    const face_counts c{static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(a),
                                        static_cast<std::uint8_t>(g), static_cast<std::uint8_t>(st),
                                        static_cast<std::uint8_t>(f)};
                    out.push_back({outcome::roll(c), probability(ways, six_n)});
                }
}

// M44-S-7.3: infantry symbols hit infantry, armor symbols armor, grenades
// anything; artillery only by grenades; stars only under Air Power.
[[nodiscard]] constexpr int symbol_hits(const outcome& roll, unit_kind target, bool stars_hit) noexcept {
    int h = roll.count(face::grenade) + (stars_hit ? roll.count(face::star) : 0);
    switch (base_kind(target)) {
        case unit_kind::infantry: h += roll.count(face::infantry); break;
        case unit_kind::armor: h += roll.count(face::armor); break;
        default: break;
    }
    return h;
}

}  // namespace arbiter::memoir44
