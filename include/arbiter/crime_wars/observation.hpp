#pragma once
// What one player may know, and a full state consistent with it (RULES.md
// CW-16): observe(s, p) and sample(obs, rng); and what a player may see of
// a move or a chance outcome as it is played: public_text(s, x, viewer).

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

#include "../core/random.hpp"
#include "card_text.hpp"
#include "generate.hpp"
#include "move_text.hpp"
#include "state.hpp"

namespace arbiter::crime_wars {

// Player `viewer`'s view of a state (CW-16.1 to CW-16.3). `view` is the
// state with each other player's hand folded into his deck: what the viewer
// knows of them is the union U of hand and S (CW-16.3) and the hand's size.
// His own hand and S are exact. Everything else is public. Under merged
// decks (CW-V1.22) a seat's hand is one hand of two suits: only its size is
// public, counted on the seat's first record (0 on its other suit's).
// At the second step of a merged seat's KEEP (CW-14.3, CW-V1.22), the
// kingpin suit's cards kept at the first are public only as public_text
// shows that step: the kept groups (units in play, CW-16.1) and how many
// hand cards (CW-16.2). So for a viewer who does not control the keeper,
// view.kept() holds only the kept groups; kept_from_hand is the count for
// every viewer (0 outside that step).
template <rules_policy R>
struct observation {
    player_id viewer = 0;
    state<R> view{};
    std::array<std::uint8_t, state<R>::num_seats> hand_sizes{};  // per seat (record)
    std::uint8_t kept_from_hand = 0;  // CW-14.3, CW-V1.22: kept() cards not in play
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
    if constexpr (R::merged_decks)
        for (std::size_t q = R::players; q < R::seats; ++q) {
            o.hand_sizes[q - R::players] = static_cast<std::uint8_t>(o.hand_sizes[q - R::players] + o.hand_sizes[q]);
            o.hand_sizes[q] = 0;
        }
    if constexpr (R::merged_decks) {  // CW-14.3, CW-16.1, CW-16.2: the kept hand cards are his controller's secret
        const team_record& keeper = s.team(s.turn_player());
        o.kept_from_hand = static_cast<std::uint8_t>(count(static_cast<card_set>(s.kept() & ~keeper.play)));
        if (s.controller_of(s.turn_player()) != p) e.set_kept(static_cast<card_set>(s.kept() & keeper.play));
    }
    return o;
}

// CW-16.4: deals each other player's hidden cards: his hand a uniformly
// random subset, of the known size, of the non-bonus cards of U (a drawn
// bonus card is always revealed and put back); the rest of U is his S.
// Only CW-16.4's constraints are used: what earlier public events imply
// about a hand (the loan a KEEP took, a card received by GIVE, CW-V1.14) is
// not tracked, as the observation keeps no history.
// Under merged decks (CW-V1.22) the hand is drawn from the U of both suits.
// At the second step of a KEEP (CW-14.3) the keeper's hand also holds the
// kept_from_hand hidden kept cards, thug cards of his kingpin suit: they
// are drawn first, a uniform subset of that suit's thug cards in U, then
// the rest of the hand from what is left of U. Every consistent (hand,
// kept) pair is then equally likely (his choice tells nothing, CW-16.4),
// and given the hand, the kept cards are a uniform subset of its cards of
// that suit.
template <rules_policy R, random_engine G>
[[nodiscard]] constexpr state<R> sample(const observation<R>& o, G&& rng) {
    state<R> s = o.view;
    typename state<R>::edit e{s};
    for (player_id q = 0; q < R::turn_seats; ++q) {
        if (s.controller_of(q) == o.viewer) continue;
        struct pooled {
            player_id record;
            card c;
        };
        std::array<pooled, 2 * cards_per_team> pool{};
        std::size_t n = 0;
        const auto add = [&](player_id r) {
            for (card_set u = static_cast<card_set>(s.team(r).deck & ~bonus_cards); u != 0; u &= static_cast<card_set>(u - 1))
                pool[n++] = {r, lowest(u)};
        };
        add(q);  // its thug cards first (lowest() order), then its Joker
        if constexpr (R::merged_decks) add(merged_partner<R>(q));
        const std::size_t want = o.hand_sizes[static_cast<std::size_t>(q)];
        // CW-14.3, CW-V1.22: the hidden kept cards, drawn from pool[0, kept_pool).
        std::size_t kept_n = 0, kept_pool = 0;
        if constexpr (R::merged_decks)
            if (q == s.turn_player()) {
                kept_pool = static_cast<std::size_t>(count(static_cast<card_set>(s.team(q).deck & thug_cards)));
                kept_n = std::min({std::size_t{o.kept_from_hand}, kept_pool, want});
            }
        card_set hidden_kept = 0;
        for (std::size_t i = 0; i < want && i < n; ++i) {  // a partial Fisher-Yates shuffle
            const std::size_t end = i < kept_n ? kept_pool : n;
            const auto j = i + static_cast<std::size_t>(uniform_below(rng, end - i));
            const pooled x = pool[j];
            pool[j] = pool[i];
            pool[i] = x;
            team_record& t = e.team(x.record);
            t.hand |= bit(x.c);
            t.deck = static_cast<card_set>(t.deck & ~bit(x.c));
            if (i < kept_n) hidden_kept |= bit(x.c);
        }
        if (hidden_kept != 0) e.set_kept(static_cast<card_set>(s.kept() | hidden_kept));
    }
    return s;
}

// ---------------------------------------------------------------- what is seen

// Move m made at s, as player (controller) `viewer` may see it: the move's
// notation (move_text.hpp), except where it holds cards of a hand the
// viewer may not see (CW-16.2). Only a KEEP does (CW-14.3, CW-15.6 b): the
// kept groups are public (CW-16.1: units in play), but of the hand's cards
// only how many were kept, "keep 5S+6S and 2 cards from hand". The mover's
// controller sees the move whole. Every other move shows only public
// cards: groups in play, a hired card (it enters play, CW-6.1), a given
// card (shown to everyone, CW-V1.14 step 2), a surrendered group.
template <rules_policy R>
[[nodiscard]] std::string public_text(const state<R>& s, const move& m, player_id viewer) {
    const player_id who = detail::mover_of(s);
    if (m.kind != action::keep || s.controller_of(who) == viewer) return to_string(s, m);
    const team_record& t = s.team(who);
    const int from_hand = count(static_cast<card_set>(m.cards & t.hand));
    return "keep " + set_text(t.team, static_cast<card_set>(m.cards & t.play)) + " and " + std::to_string(from_hand) +
           (from_hand == 1 ? " card" : " cards") + " from hand";
}

// Chance outcome o at s, as player (controller) `viewer` may see it: the
// outcome's notation (move_text.hpp), except a draw (CW-17.5) of a card
// that goes to the drawer's hand, which the others see as "draw a card"
// (CW-16.2; under merged decks, CW-V1.22, not even which suit's). A bonus
// card is revealed as it is drawn (CW-8.2), so everyone sees it; so are the
// roll for the first player, the roulette and the combat dice (CW-16.1).
template <rules_policy R>
[[nodiscard]] std::string public_text(const state<R>& s, const outcome& o, player_id viewer) {
    if (o.kind != chance_kind::draw || is_bonus(o.first) || s.controller_of(s.turn_player()) == viewer)
        return to_string(s, o);
    return "draw a card";
}

}  // namespace arbiter::crime_wars
