#pragma once
// What one player may know, and a full state consistent with it (RULES.md
// CW-16): observe(s, p) and sample(obs, rng).

#include <array>
#include <cstdint>

#include "../core/random.hpp"
#include "state.hpp"

namespace arbiter::crime_wars {

// Player `viewer`'s view of a state (CW-16.1 to CW-16.3). `view` is the
// state with each other player's hand folded into his deck: what the viewer
// knows of them is the union U of hand and S (CW-16.3) and the hand's size.
// His own hand and S are exact. Everything else is public.
template <rules_policy R>
struct observation {
    player_id viewer = 0;
    state<R> view{};
    std::array<std::uint8_t, state<R>::num_seats> hand_sizes{};  // per seat
    friend constexpr bool operator==(const observation&, const observation&) = default;
};

template <rules_policy R>
[[nodiscard]] constexpr observation<R> observe(const state<R>& s, player_id p) noexcept {
    observation<R> o{p, s, {}};
    typename state<R>::edit e{o.view};
    for (player_id q = 0; q < R::seats; ++q) {
        team_record& t = e.team(q);
        o.hand_sizes[static_cast<std::size_t>(q)] = static_cast<std::uint8_t>(count(t.hand));
        if (o.view.controller_of(q) == p) continue;  // CW-V1.20: his seats' hands are his
        t.deck |= t.hand;
        t.hand = 0;
    }
    return o;
}

// CW-16.4: deals each other player's hidden cards: his hand a uniformly
// random subset, of the known size, of the non-bonus cards of U (a drawn
// bonus card is always revealed and put back); the rest of U is his S.
// Only CW-16.4's constraints are used: what earlier public events imply
// about a hand (the loan a KEEP took, a card received by GIVE, CW-V1.14) is
// not tracked, as the observation keeps no history.
template <rules_policy R, random_engine G>
[[nodiscard]] constexpr state<R> sample(const observation<R>& o, G&& rng) {
    state<R> s = o.view;
    typename state<R>::edit e{s};
    for (player_id q = 0; q < R::seats; ++q) {
        if (s.controller_of(q) == o.viewer) continue;
        team_record& t = e.team(q);
        std::array<card, cards_per_team> pool{};
        std::size_t n = 0;
        for (card_set u = static_cast<card_set>(t.deck & ~bonus_cards); u != 0; u &= static_cast<card_set>(u - 1))
            pool[n++] = lowest(u);
        const std::size_t want = o.hand_sizes[static_cast<std::size_t>(q)];
        for (std::size_t i = 0; i < want && i < n; ++i) {  // a partial Fisher-Yates shuffle
            const auto j = i + static_cast<std::size_t>(uniform_below(rng, n - i));
            const card c = pool[j];
            pool[j] = pool[i];
            pool[i] = c;
            t.hand |= bit(c);
            t.deck = static_cast<card_set>(t.deck & ~bit(c));
        }
    }
    return s;
}

}  // namespace arbiter::crime_wars
