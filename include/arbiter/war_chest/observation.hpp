#pragma once
// What one player may see (WC-16) and full states consistent with it, and
// what a seat may see of each decision and chance outcome as it is played
// (public_text).
//
// observe(s, p) keeps everything public (WC-16.1) and p's own coins exactly
// (WC-16.3). Of every other seat q it keeps the sizes of bag, hand and
// face-down discard, and Hidden(q), the multiset of q's coins in those zones
// and in use (WC-16.4), which public bookkeeping determines; the split of
// Hidden(q) between the zones, and the type of a coin q's Warrior Priest
// drew, are blanked.
//
// sample(obs, rng) deals each Hidden(q) back into its zones uniformly at
// random with the observed sizes. WC-16.4 calls this an approximation: the
// public history (draw sizes, refill moments, coins revealed later) narrows
// the true distribution further, and the observation does not keep history.

#include <array>
#include <cstdint>
#include <string>
#include <utility>

#include "../core/random.hpp"
#include "apply.hpp"
#include "generate.hpp"
#include "move_text.hpp"

namespace arbiter::war_chest {

template <rules_policy R>
struct observation {
    player_id viewer = 0;
    state<R> view;  // the state with every other seat's hidden zones emptied
    std::array<coin_counts, static_cast<std::size_t>(R::players)> hidden{};  // Hidden(q), WC-16.4
    // the sizes of bag, hand and face-down discard of each seat (WC-16.1)
    std::array<std::array<std::uint8_t, 3>, static_cast<std::size_t>(R::players)> sizes{};
    friend constexpr bool operator==(const observation&, const observation&) = default;
};

// What seat `viewer` knows of the zones nobody shows: every seat's bag, hand
// and face-down sizes (WC-16.1), and each other seat's Hidden(q) (WC-16.4),
// a coin its Warrior Priest drew and has not used included (WC-16.2).
template <rules_policy R>
struct hidden_zones {
    std::array<coin_counts, static_cast<std::size_t>(R::players)> hidden{};
    std::array<std::array<std::uint8_t, 3>, static_cast<std::size_t>(R::players)> sizes{};
};

template <rules_policy R>
[[nodiscard]] constexpr hidden_zones<R> hidden_zones_of(const state<R>& s, player_id viewer) noexcept {
    hidden_zones<R> h;
    for (player_id q = 0; q < state<R>::seats; ++q) {
        const auto qi = static_cast<std::size_t>(q);
        const zones& z = s.coins(q);
        int bag = 0, hand = 0, face_down = 0;  // one pass over the three zones
        for (std::size_t t = 0; t < z.bag.size(); ++t) {
            bag += z.bag[t];
            hand += z.hand[t];
            face_down += z.face_down[t];
            h.hidden[qi][t] = static_cast<std::uint8_t>(z.bag[t] + z.hand[t] + z.face_down[t]);
        }
        h.sizes[qi] = {static_cast<std::uint8_t>(bag), static_cast<std::uint8_t>(hand), static_cast<std::uint8_t>(face_down)};
        if (q == viewer) h.hidden[qi] = {};  // the viewer's own coins are seen as they are
    }
    for (const pending& p : s.pendings())
        if (p.kind == pending_kind::wp_use && p.player != viewer) ++h.hidden[static_cast<std::size_t>(p.player)][p.drawn_coin()];
    return h;
}

template <rules_policy R>
[[nodiscard]] constexpr observation<R> observe(const state<R>& s, player_id viewer) noexcept {
    observation<R> o;
    o.viewer = viewer;
    o.view = s;
    const hidden_zones<R> h = hidden_zones_of(s, viewer);
    o.hidden = h.hidden;
    o.sizes = h.sizes;
    typename state<R>::edit e{o.view};
    for (player_id q = 0; q < state<R>::seats; ++q) {
        if (q == viewer) continue;
        zones& v = e.coins(q);
        v.bag = v.hand = v.face_down = coin_counts{};
    }
    for (pending& p : e.pendings())  // WC-16.2: a drawn coin stays hidden until used
        if (p.kind == pending_kind::wp_use && p.player != viewer) p.set_drawn_coin(no_coin);
    return o;
}

// A full state consistent with the observation (see the header comment).
template <rules_policy R, random_engine G>
[[nodiscard]] constexpr state<R> sample(const observation<R>& o, G&& rng) {
    state<R> s = o.view;
    typename state<R>::edit e{s};
    for (player_id q = 0; q < state<R>::seats; ++q) {
        if (q == o.viewer) continue;
        const auto qi = static_cast<std::size_t>(q);
        std::array<std::uint8_t, 32> coins{};  // Hidden(q) as a list: at most 19 coins a player
        int n = 0;
        for (int t = 0; t < num_coin_types; ++t)
            for (int i = 0; i < o.hidden[qi][static_cast<std::size_t>(t)]; ++i) coins[static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(t);
        for (int i = n - 1; i > 0; --i) {  // Fisher-Yates with the portable uniform_below
            const auto j = static_cast<std::size_t>(uniform_below(rng, static_cast<std::uint64_t>(i + 1)));
            std::swap(coins[static_cast<std::size_t>(i)], coins[j]);
        }
        int next = 0;
        for (pending& p : e.pendings())
            if (p.kind == pending_kind::wp_use && p.player == q) p.set_drawn_coin(coins[static_cast<std::size_t>(next++)]);
        zones& z = e.coins(q);
        auto deal = [&](coin_counts& zone, int count) {
            for (int i = 0; i < count; ++i) ++zone[coins[static_cast<std::size_t>(next++)]];
        };
        deal(z.hand, o.sizes[qi][1]);
        deal(z.face_down, o.sizes[qi][2]);
        deal(z.bag, o.sizes[qi][0]);
    }
    return s;
}

// ------------------------------------------------------------------ what a seat sees of an event

// WC-16.2: the text of decision m, played at s, as seat `viewer` may see
// it. The acting seat sees all (to_string(s, m)); the others see everything
// but the type of a coin that goes face down: `claim`, `pass`, `recruit
// archer` (the recruited type is public, WC-8.3). This holds for a coin the
// Warrior Priest drew too (WC-16.2: hidden until its use reveals it).
template <rules_policy R>
[[nodiscard]] std::string public_text(const state<R>& s, const move& m, player_id viewer) {
    if (viewer == current_player(s)) return to_string(s, m);
    switch (m.kind) {
        case action::claim:
        case action::pass: return action_name(m.kind);
        case action::recruit: return "recruit " + coin_string(m.card);
        default: return to_string(s, m);
    }
}

// WC-16.2: the text of chance outcome o, played at s, as seat `viewer` may
// see it. A deal and the initiative flip are public (WC-3.3, WC-3.5); the
// coins of a draw are seen by the drawer only (WC-16.3): the others see how
// many were drawn and whether the bag was refilled (WC-4.4, WC-12.16.3),
// e.g. `draw 3 coins`, `draw 2 coins after a refill`, `draw 1 coin`.
template <rules_policy R>
[[nodiscard]] std::string public_text(const state<R>& s, const outcome& o, player_id viewer) {
    if (detail::chance_event_of(s) != detail::chance_event::draw) return to_string(s, o);
    const bool priest = s.phase() == phase::use;  // WC-12.16.3: the Warrior Priest's draw
    const player_id drawer = priest ? s.pendings().back().player : s.turn();
    if (viewer == drawer) return to_string(s, o);
    const int in_bag = total(s.coins(drawer).bag);
    const bool refill = priest ? in_bag == 0 : in_bag < 3;  // WC-4.4, WC-12.16.3
    if (o.count == 0) return refill ? "draw nothing after a refill" : "draw nothing";
    return "draw " + std::to_string(o.count) + (o.count == 1 ? " coin" : " coins") + (refill ? " after a refill" : "");
}

}  // namespace arbiter::war_chest
