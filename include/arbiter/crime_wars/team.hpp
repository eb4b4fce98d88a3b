#pragma once
// The cards of a Crime Wars team and a seat's team record (RULES.md CW-0.3,
// CW-1, CW-4, CW-5.2, CW-7, CW-15): card ids, sets of cards, what they are
// worth, and the record of money, stats, cards and marks the state holds
// one of per seat (state.hpp).

#include <array>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>

#include "../core/player.hpp"
#include "rules.hpp"

namespace arbiter::crime_wars {

// ---------------------------------------------------------------- cards

// A card of one team (CW-1.3), by index: 0..8 the thug cards of size 2..10,
// then J, Q, A and the Joker. The King is never a card here: he is the
// kingpin (CW-2.2), a unit of his own.
using card = std::uint8_t;
inline constexpr card jack = 9;
inline constexpr card queen = 10;
inline constexpr card ace = 11;
inline constexpr card joker = 12;
inline constexpr int cards_per_team = 13;
// In a set of attacking units, this bit is the kingpin (CW-9.2).
inline constexpr card kingpin = 13;

// CW-15.3: the order of a surrender, largest group first; at equal size the
// turn seat's group first, then his controller's other seats' in seat order
// from the turn seat (CW-V1.21, CW-V7.3). `rank` is the seat's distance after
// the turn seat (0 for the turn seat, at most 7). Card ids rise with size.
[[nodiscard]] constexpr std::uint8_t surrender_key(card c, int rank) noexcept {
    return static_cast<std::uint8_t>(8 * c + 7 - rank);
}
inline constexpr std::uint8_t no_surrender_bound = 255;

// A set of cards of one team, bit i for card i. Iterating the bits from low
// to high gives ascending rank with the Joker last: the order of CW-4.4.
using card_set = std::uint16_t;
inline constexpr card_set thug_cards = 0x01FF;   // 2..10
inline constexpr card_set bonus_cards = 0x0E00;  // J, Q, A
inline constexpr card_set kingpin_bit = card_set{1} << kingpin;

[[nodiscard]] constexpr card_set bit(card c) noexcept { return static_cast<card_set>(1u << c); }
[[nodiscard]] constexpr bool has(card_set set, card c) noexcept { return ((static_cast<unsigned>(set) >> c) & 1u) != 0; }
[[nodiscard]] constexpr bool is_thug(card c) noexcept { return c <= 8; }
[[nodiscard]] constexpr bool is_bonus(card c) noexcept { return c >= jack && c <= ace; }
[[nodiscard]] constexpr int size_of(card c) noexcept { return c + 2; }  // CW-0.3: its rank
[[nodiscard]] constexpr int count(card_set set) noexcept { return std::popcount(set); }
// The lowest card of a non-empty set.
[[nodiscard]] constexpr card lowest(card_set set) noexcept {
    return static_cast<card>(std::countr_zero(set));
}

// CW-0.3: the thugs a set of thug cards holds (a kingpin bit counts 1, CW-10.3).
[[nodiscard]] constexpr int thugs(card_set set) noexcept {
    int n = has(set, kingpin) ? 1 : 0;
    for (card_set s = set & thug_cards; s != 0; s &= static_cast<card_set>(s - 1)) n += size_of(lowest(s));
    return n;
}
// CW-0.3, CW-15.2: the value of thug cards, $100 per thug (a kingpin is worth nothing).
[[nodiscard]] constexpr std::uint32_t value(card_set set) noexcept {
    return thug_price * static_cast<std::uint32_t>(thugs(static_cast<card_set>(set & thug_cards)));
}

// ---------------------------------------------------------------- teams

// One seat's team: money, stats, cards and marks (CW-1, CW-4, CW-5.2,
// CW-7, CW-15). Under two teams per player (CW-V1.19, CW-V1.21) money and
// the loan are the controller's: they live in the record of his first seat
// (seat c for controller c) and are 0 in his other seat's. Every card of the team is in exactly one of hand, play,
// deck (the shuffled part S), bottom (the ordered part B), or out of the
// game (the rest: the unused Joker, an eliminated team's cards).
struct team_record {
    std::uint32_t money = 0;  // CW-1.5
    std::uint32_t due = 0;    // CW-15.7: the loan repayment due next turn, 0 if none
    card_set hand = 0;        // CW-4.8
    card_set play = 0;        // CW-6.1: the groups
    card_set deck = 0;        // CW-4.1: S
    card_set entered = 0;     // CW-6.4: groups that entered play this turn
    card_set attacked = 0;    // CW-9.11: groups that attacked this turn
    std::uint16_t queens = 0;  // CW-7.1: q(T)
    std::uint16_t jacks = 0;   // CW-7.1: j(T)
    std::uint16_t turns = 0;   // CW-5.2 step 4 (saturates; only 0 matters, CW-11.4)
    std::array<card, cards_per_team> bottom{};  // CW-4.1: B, bottom[0] drawn first
    std::uint8_t bottom_size = 0;
    team_id team = 0;               // CW-2.4, CW-V10.2
    bool kingpin_attacked = false;  // CW-9.2
    bool eliminated = false;        // CW-12.1
    bool kingless = false;          // CW-V7.3: an annexed seat has no kingpin; CW-V1.22: a merged seat's other suit
    player_id ally = -1;            // CW-V1.2: his ally's seat, -1 if none; CW-V1.20: the other seat

    [[nodiscard]] constexpr card_set bottom_set() const noexcept {
        card_set s = 0;
        for (int i = 0; i < bottom_size; ++i) s |= bit(bottom[static_cast<std::size_t>(i)]);
        return s;
    }
    // Appends cards to B in the order of CW-4.4.
    constexpr void put_at_bottom(card_set set) noexcept {
        for (; set != 0; set &= static_cast<card_set>(set - 1)) {
            assert(bottom_size < cards_per_team);
            bottom[bottom_size++] = lowest(set);
        }
    }
    // Takes B's first card (CW-4.2 with S empty).
    constexpr card take_first_of_bottom() noexcept {
        assert(bottom_size > 0);
        const card c = bottom[0];
        for (int i = 1; i < bottom_size; ++i)
            bottom[static_cast<std::size_t>(i - 1)] = bottom[static_cast<std::size_t>(i)];
        bottom[--bottom_size] = 0;
        return c;
    }
    friend constexpr bool operator==(const team_record&, const team_record&) = default;
};

}  // namespace arbiter::crime_wars
