#pragma once
// What the Draw Coins phase needs (RULES.md WC-4, WC-17): the multisets a
// draw can give with their exact probabilities, and the dead positions that
// end the game when the phase ends (WC-4.9, WC-4.10; WC-4.11 needs the
// deploy rules and is in generate.hpp).

#include <array>
#include <cstddef>
#include <cstdint>

#include "../core/chance.hpp"
#include "state.hpp"

namespace arbiter::war_chest::detail {

// WC-17.2: C(n, k) for the small numbers of a bag.
[[nodiscard]] constexpr std::uint64_t choose(int n, int k) noexcept {
    if (k < 0 || k > n) return 0;
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i) r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return r;
}

// WC-17.2, WC-17.3: calls visit(pick, probability) for every multiset of k
// <= 3 coins drawn from `from`, pick holding its coin types in ascending
// order: P = prod_t C(from_t, m_t) / C(n, k).
template <class Visit>
constexpr void visit_draws(const coin_counts& from, int k, Visit&& visit) noexcept {
    const std::uint64_t den = choose(total(from), k);
    std::array<int, num_coin_types> types{};  // the types present, ascending
    int n = 0;
    for (int t = 0; t < num_coin_types; ++t)
        if (from[static_cast<std::size_t>(t)] > 0) types[static_cast<std::size_t>(n++)] = t;
    std::array<int, 3> pick{};
    // i <= j <= l index `types`; a type picked m times needs m coins of it.
    auto count = [&](int t) { return static_cast<int>(from[static_cast<std::size_t>(t)]); };
    if (k == 0) return visit(pick, probability{1});
    for (int i = 0; i < n; ++i) {
        const int a = types[static_cast<std::size_t>(i)];
        pick[0] = a;
        if (k == 1) {
            visit(pick, probability{static_cast<std::uint64_t>(count(a)), den});
            continue;
        }
        for (int j = i; j < n; ++j) {
            const int b = types[static_cast<std::size_t>(j)];
            if (b == a && count(a) < 2) continue;
            pick[1] = b;
            if (k == 2) {
                const std::uint64_t num = b == a ? choose(count(a), 2) : static_cast<std::uint64_t>(count(a) * count(b));
                visit(pick, probability{num, den});
                continue;
            }
            for (int l = j; l < n; ++l) {
                const int c = types[static_cast<std::size_t>(l)];
                std::uint64_t num;
                if (a == c) {
                    if (count(a) < 3) continue;
                    num = choose(count(a), 3);
                } else if (a == b) {
                    num = choose(count(a), 2) * static_cast<std::uint64_t>(count(c));
                } else if (b == c) {
                    if (count(b) < 2) continue;
                    num = static_cast<std::uint64_t>(count(a)) * choose(count(b), 2);
                } else {
                    num = static_cast<std::uint64_t>(count(a) * count(b) * count(c));
                }
                pick[2] = c;
                visit(pick, probability{num, den});
            }
        }
    }
}

// WC-4.10: nobody can change the board or a supply again. Every coin of
// every player outside the supply, the board and the box is a Royal Coin,
// every supply is empty, and no Royal Guard (the one unit a Royal Coin moves,
// WC-12.13) stands on the board: only claim and pass are left, forever.
template <rules_policy R>
[[nodiscard]] constexpr bool only_royal_coins_left(const state<R>& s) noexcept {
    if (s.hexes_of(unit::royal_guard)[0] != no_hex) return false;
    for (player_id q = 0; q < state<R>::seats; ++q) {
        const zones& z = s.coins(q);
        if (total(z.supply) > 0) return false;
        for (int t = 0; t < num_units; ++t) {
            const auto i = static_cast<std::size_t>(t);
            if (z.bag[i] + z.hand[i] + z.face_up[i] + z.face_down[i] > 0) return false;
        }
    }
    return true;
}

}  // namespace arbiter::war_chest::detail
