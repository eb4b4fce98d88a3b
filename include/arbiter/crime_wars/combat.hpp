#pragma once
// Stats and combat (RULES.md CW-7, CW-9, CW-10, CW-17.3, CW-V2, CW-V4):
// the numbers a combat compares and its exact outcome distribution.

#include <array>
#include <cstddef>
#include <cstdint>

#include "../core/chance.hpp"
#include "../core/static_vector.hpp"
#include "state.hpp"

namespace arbiter::crime_wars {

// CW-7.1, CW-V4.1: a team's per-thug attack ATK(T) and defense DEF(T).
template <rules_policy R>
[[nodiscard]] constexpr int attack_stat(const team_record& t) noexcept {
    if constexpr (R::rush) return rush_kingpin_stat;
    return base_attack[static_cast<std::size_t>(suit_of(t.team))] + t.queens;
}
template <rules_policy R>
[[nodiscard]] constexpr int defense_stat(const team_record& t) noexcept {
    if constexpr (R::rush) return rush_kingpin_stat;
    return base_defense[static_cast<std::size_t>(suit_of(t.team))] + t.jacks;
}

// CW-7.2, CW-7.4: the attack of a set of units (groups, and the kingpin bit).
template <rules_policy R>
[[nodiscard]] constexpr std::uint32_t attack_of(const team_record& t, card_set units) noexcept {
    const auto atk = static_cast<std::uint32_t>(attack_stat<R>(t));
    // thugs() counts a kingpin as one thug: exactly his attack (CW-7.4).
    return atk * static_cast<std::uint32_t>(thugs(units));
}
// CW-7.2, CW-7.4, CW-V4.1: the defense of a set of units; a kingpin defends
// with twice one thug's defense, a Rush kingpin with 5.
template <rules_policy R>
[[nodiscard]] constexpr std::uint32_t defense_of(const team_record& t, card_set units) noexcept {
    const auto def = static_cast<std::uint32_t>(defense_stat<R>(t));
    std::uint32_t total = def * static_cast<std::uint32_t>(thugs(static_cast<card_set>(units & thug_cards)));
    if (has(units, kingpin)) total += R::rush ? def : 2 * def;
    return total;
}

// CW-17.3 (36 pairs) or CW-V2.2 (21 x 21 sums): the most outcomes of one event.
template <rules_policy R>
inline constexpr std::size_t max_outcomes = R::hardcore ? 21 * 21 : 36;

template <rules_policy R>
using outcome_list = static_vector<chance_outcome<outcome>, max_outcomes<R>>;

// The combat roll as one event (CW-9.9, CW-17.3, CW-V2.2): every non-tying
// pair of attacker and defender dice (or four-dice sums), weighted by how
// many rolls give it, normalised over the non-tying pairs.
template <rules_policy R>
[[nodiscard]] constexpr outcome_list<R> combat_outcomes(std::uint32_t attack, std::uint32_t defense) noexcept {
    outcome_list<R> out;
    constexpr std::uint32_t low = R::hardcore ? 4 : 1;
    constexpr std::uint32_t high = R::hardcore ? 24 : 6;
    const auto ways = [](std::uint32_t roll) -> std::uint64_t {
        if constexpr (R::hardcore) return four_dice_ways[roll - 4];
        return 1;
    };
    std::uint64_t total = 0;
    for (std::uint32_t a = low; a <= high; ++a)
        for (std::uint32_t d = low; d <= high; ++d)
            if (a * attack != d * defense) total += ways(a) * ways(d);
    if constexpr (R::hardcore) {
        // Speed: c(s) = c(28 - s), so the 441 weights take only 11 x 11
        // values; reducing each of those once (probability's constructor
        // runs a gcd) rather than once per outcome is what makes this event
        // cheaper. The probabilities are the same.
        const auto fold = [](std::uint32_t roll) { return roll <= 14 ? roll - 4 : 24 - roll; };
        std::array<probability, 11 * 11> reduced{};
        std::array<bool, 11 * 11> known{};
        for (std::uint32_t a = low; a <= high; ++a)
            for (std::uint32_t d = low; d <= high; ++d) {
                if (a * attack == d * defense) continue;
                const std::size_t k = fold(a) * 11 + fold(d);
                if (!known[k]) {
                    reduced[k] = probability{ways(a) * ways(d), total};
                    known[k] = true;
                }
                out.push_back({outcome::combat(static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(d)),
                               reduced[k]});
            }
    } else {
        for (std::uint32_t a = low; a <= high; ++a)
            for (std::uint32_t d = low; d <= high; ++d)
                if (a * attack != d * defense)
                    out.push_back({outcome::combat(static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(d)),
                                   probability{ways(a) * ways(d), total}});
    }
    return out;
}

// CW-9.7, CW-9.8: does the attack succeed with these dice?
[[nodiscard]] constexpr bool attack_succeeds(std::uint32_t attack, std::uint32_t defense, outcome dice) noexcept {
    return dice.first * attack > dice.second * defense;
}

}  // namespace arbiter::crime_wars
