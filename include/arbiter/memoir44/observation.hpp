#pragma once
// What one player may know (RULES.md M44-7): the whole board, the medals,
// the phase, the played cards and the discard pile, the sizes of the
// opponent's hand and of the deck, and its own hand. A determinisation deals
// the unseen cards (M44-7.3) to the opponent's hand and the deck.
//
//   observe(s, p)          player p's view of s
//   sample(view, rng)      a full state consistent with the view
//   public_text(s, m, p)   what player p sees of decision m played at s
//   public_text(s, o, p)   what player p sees of chance outcome o at s

#include <cstddef>
#include <cstdint>
#include <string>

#include "../core/player.hpp"
#include "../core/random.hpp"
#include "move_text.hpp"
#include "state.hpp"

namespace arbiter::memoir44 {

template <rules_policy R>
struct observation {
    player_id viewer = 0;
    state<R> visible;            // the state with the opponent's hand and the deck emptied
    card_counts unseen{};        // M44-7.3: deck + opponent's hand, as a multiset
    std::uint8_t opponent_hand = 0;  // its size (M44-7.1)

    friend constexpr bool operator==(const observation&, const observation&) = default;
};

// M44-7.1, M44-7.2: player p's view of s.
template <rules_policy R>
[[nodiscard]] constexpr observation<R> observe(const state<R>& s, player_id p) noexcept {
    observation<R> o;
    o.viewer = p;
    o.visible = s;
    const auto them = static_cast<std::size_t>(1 - p);
    o.opponent_hand = static_cast<std::uint8_t>(total(s.hands()[them]));
    for (std::size_t c = 0; c < o.unseen.size(); ++c)
        o.unseen[c] = static_cast<std::uint8_t>(s.deck()[c] + s.hands()[them][c]);
    typename state<R>::edit v{o.visible};
    v.hands()[them] = {};
    v.deck() = {};
    if (static_cast<std::size_t>(s.active()) == them)  // M44-S-10.1: the cards drawn after Recon are private
        for (auto& c : v.recon_cards())
            if (c != no_card) c = hidden_card;
    return o;
}

// M44-7.3: a full state consistent with the view: the opponent's hand dealt
// uniformly from the unseen cards, the rest in the deck.
template <rules_policy R, random_engine G>
[[nodiscard]] constexpr state<R> sample(const observation<R>& o, G&& rng) {
    state<R> s = o.visible;
    typename state<R>::edit e{s};
    card_counts left = o.unseen;
    int remaining = total(left);
    const auto them = static_cast<std::size_t>(1 - o.viewer);
    for (int k = 0; k < o.opponent_hand && remaining > 0; ++k, --remaining) {
        auto ticket = static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(remaining)));
        std::size_t c = 0;
        while (ticket >= left[c]) ticket -= left[c++];
        --left[c];
        ++e.hands()[them][c];
    }
    e.deck() = left;
    // The hidden cards drawn after Recon are two of the dealt hand's cards.
    card_counts pool = s.hands()[them];
    int in_pool = total(pool);
    for (auto& rc : e.recon_cards()) {
        if (rc != hidden_card || in_pool == 0) continue;
        auto ticket = static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(in_pool)));
        std::size_t c = 0;
        while (ticket >= pool[c]) ticket -= pool[c++];
        --pool[c];
        --in_pool;
        rc = static_cast<std::uint8_t>(c);
    }
    return s;
}

// ------------------------------------------------------------------ what a player sees of an event

// M44-7.1, M44-7.2: the text of decision m, played at s, as player `viewer`
// may see it. Every decision is public (M44-7.1: every played card, every
// decision) and reads in the notation of M44-11.1, but one: after Recon the
// kept card is private and the other card goes face up to the discard pile
// (M44-7.2, M44-S-10.1, M44-E-36), so the opponent sees `keep ? discard
// probe-l` (or `keep ?` when only one card was drawn), as the observation text spells hidden cards (M44-11.1).
template <rules_policy R>
[[nodiscard]] std::string public_text(const state<R>& s, const move& m, player_id viewer) {
    if (viewer == current_player(s) || m.kind != action::keep_card) return to_string(s, m);
    const auto drawn = s.recon_cards();
    const std::uint8_t discarded = drawn[0] == m.from ? drawn[1] : drawn[0];
    if (discarded == no_card || discarded == hidden_card) return "keep ?";
    return "keep ? discard " + std::string(card_name(static_cast<card>(discarded)));
}

// M44-7.1, M44-7.2: the text of chance outcome o, played at s, as player
// `viewer` may see it. Dice are public (M44-7.1: every dice outcome); a
// card drawn, at the deal (M44-5.1), at the end of a turn (M44-T-8.1,
// M44-S-12.1) or after Recon (M44-S-10.1), is seen by the drawer only: the
// opponent sees `draw ?` (M44-11.1).
template <rules_policy R>
[[nodiscard]] std::string public_text(const state<R>& s, const outcome& o, player_id viewer) {
    if (o.kind != chance_kind::draw || viewer == player_of(s.drawing())) return to_string(s, o);
    return "draw ?";
}

}  // namespace arbiter::memoir44
