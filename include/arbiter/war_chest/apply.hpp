#pragma once
// Playing a decision or a chance outcome: drawing, turns, the nine actions,
// attacks, the unit cards' tactics and attributes, follow-ups, and the end
// of the game (RULES.md WC-4 to WC-13, WC-17). The state machine is
// described in state.hpp; the legal options are generate.hpp.

#include <algorithm>
#include <bit>
#include <cstdint>

#include "../core/hex.hpp"
#include "generate.hpp"

namespace arbiter::war_chest {

namespace detail {

template <rules_policy R>
using E = typename state<R>::edit;

template <rules_policy R>
constexpr void finish(state<R>& s, int winner, end_reason why) noexcept {
    E<R> e{s};
    e.phase() = phase::over;
    e.winner() = static_cast<std::int8_t>(winner);
    e.ended_by() = why;
    e.pendings().clear();  // WC-13.6
}

// WC-4.2: the next round begins (or the round limit ends the game, WC-19.6).
template <rules_policy R>
constexpr void start_round(state<R>& s) noexcept {
    E<R> e{s};
    if (R::round_limit > 0 && s.round() >= R::round_limit) return finish(s, -1, end_reason::round_limit);
    ++e.round();
    e.transferred() = false;
    e.phase() = phase::draw;
    e.turn() = s.initiative();  // WC-4.6
}

// WC-5.2, WC-5.3: the turn passes to the next seat with coins, counting from
// `after` + 1 round to `after` itself; none left ends the round (WC-4.7).
template <rules_policy R>
constexpr void next_turn(state<R>& s, player_id after) noexcept {
    for (int i = 1; i <= state<R>::seats; ++i) {
        const auto q = static_cast<player_id>((after + i) % state<R>::seats);
        if (total(s.coins(q).hand) > 0) {
            E<R>{s}.turn() = q;
            return;
        }
    }
    start_round(s);
}

// Resolves what needs no decision: a Footman tactic with no Footman left to
// act ends (WC-12.6.4); an empty stack ends the turn (WC-13.7).
template <rules_policy R>
constexpr void settle(state<R>& s) noexcept {
    E<R> e{s};
    while (s.phase() == phase::use) {
        if (s.pendings().empty()) return next_turn(s, s.turn());
        const pending& top = s.pendings().back();
        if (top.kind == pending_kind::footman && footmen_to_act(s, top.player, top).count == 0) {
            e.pendings().pop_back();
            continue;
        }
        return;
    }
}

template <rules_policy R>
constexpr void do_move(state<R>& s, int from, int to) noexcept {
    E<R> e{s};
    const cell c = s.at(from);
    e.clear(from);
    e.put(to, c);
}

// WC-9.3, WC-11.3: returns true when the control wins the game.
template <rules_policy R>
constexpr bool do_control(state<R>& s, player_id seat, int hex) noexcept {
    E<R> e{s};
    const int side = side_of(seat);
    const int old = s.control(hex);
    if (old >= 0) ++e.reserve(old);
    e.control(hex) = static_cast<std::int8_t>(side);
    if (--e.reserve(side) == 0) {
        finish(s, side, end_reason::last_marker);
        return true;
    }
    return false;
}

// WC-10.2 d, WC-12.2.2, WC-12.15, WC-12.16.2: the attribute that follows a
// maneuver of the unit now on `hex`, if it is still on the board.
template <rules_policy R>
constexpr void after_maneuver(state<R>& s, int hex, action what) noexcept {
    const cell c = s.at(hex);
    if (c.empty() || s.phase() == phase::over) return;
    const player_id owner = s.owner_of(c.kind());
    E<R> e{s};
    switch (c.kind()) {
        case unit::swordsman:
            if (what == action::attack && has_empty_neighbour(s, hex))
                e.pendings().push_back(pending::of_unit(pending_kind::swordsman_move, owner, hex));
            return;
        case unit::warrior_priest: {
            const zones& z = s.coins(owner);
            if ((what == action::attack || what == action::control) &&
                total(z.bag) + total(z.face_up) + total(z.face_down) > 0)  // WC-12.16.3
                e.pendings().push_back(pending::wp_draw(owner, hex, false));
            return;
        }
        case unit::berserker:
            if (c.height >= 2 && has_maneuver(s, owner, hex, c.height - 1))  // WC-12.2.5
                e.pendings().push_back(pending::of_unit(pending_kind::berserker_chain, owner, hex));
            return;
        default: return;
    }
}

// WC-10.2 b to d, WC-12.12, WC-12.13.4.
template <rules_policy R>
// `drawn`: the attacking Warrior Priest has drawn already (WC-19.4).
constexpr void resolve_attack(state<R>& s, int attacker, int target, bool soaked, bool drawn = false) noexcept {
    E<R> e{s};
    const unit at = s.at(attacker).kind(), tt = s.at(target).kind();
    const player_id pa = s.owner_of(at), pt = s.owner_of(tt);
    if (soaked) {
        --e.coins(pt).supply[ix(index(unit::royal_guard))];
        ++e.coins(pt).box[ix(index(unit::royal_guard))];
    } else {
        --e.height(target);
        ++e.coins(pt).box[ix(index(tt))];
    }
    if (tt == unit::pikeman && distance(attacker, target) == 1) {  // WC-12.12.2
        --e.height(attacker);
        ++e.coins(pa).box[ix(index(at))];
    }
    if (s.at(target).height == 0) e.clear(target);  // WC-10.2 c, WC-10.4
    if (s.at(attacker).height == 0) {
        e.clear(attacker);
        return;
    }
    if (!drawn) after_maneuver(s, attacker, action::attack);
}

// WC-10.2 a: a Royal Guard target with Royal Guard coins in its owner's
// supply lets the owner choose (WC-19.2: or always soaks).
template <rules_policy R>
constexpr void start_attack(state<R>& s, int attacker, int target) noexcept {
    const player_id pt = s.owner_at(target);
    if (s.at(target).kind() == unit::royal_guard && s.coins(pt).supply[ix(index(unit::royal_guard))] > 0) {
        if constexpr (R::soak == royal_guard_soak::always) {
            return resolve_attack(s, attacker, target, true);
        } else {
            E<R> e{s};
            const player_id pa = s.owner_at(attacker);
            const zones& za = s.coins(pa);
            // WC-19.4: the online order draws for an attacking Warrior Priest first
            const bool early = R::wp_draw_before_soak && s.at(attacker).kind() == unit::warrior_priest &&
                               total(za.bag) + total(za.face_up) + total(za.face_down) > 0;
            e.pendings().push_back(pending::soak(pt, target, attacker, early));
            if (early) e.pendings().push_back(pending::wp_draw(pa, attacker, true));
            return;
        }
    }
    resolve_attack(s, attacker, target, false);
}

// A move, control or attack of the unit on m.from, paid or free (WC-9.2 to
// WC-9.4, WC-6.6), with its attribute.
template <rules_policy R>
constexpr void do_maneuver(state<R>& s, player_id seat, const move& m) noexcept {
    switch (m.kind) {
        case action::move:
            do_move(s, m.from, m.to);
            after_maneuver(s, m.to, action::move);
            return;
        case action::control:
            if (do_control(s, seat, m.from)) return;
            after_maneuver(s, m.from, action::control);
            return;
        case action::attack: start_attack(s, m.from, m.to); return;
        default: return;
    }
}

// WC-12: the tactic of the unit on m.from (coin already discarded).
template <rules_policy R>
constexpr void do_tactic(state<R>& s, player_id seat, const move& m) noexcept {
    E<R> e{s};
    if (m.coin == royal) return do_move(s, m.from, m.to);  // WC-12.13.1, WC-12.13.3
    switch (static_cast<unit>(m.coin)) {
        case unit::archer:
        case unit::crossbowman: return start_attack(s, m.from, m.to);
        case unit::cavalry:
            do_move(s, m.from, m.to);
            e.pendings().push_back(pending::of_unit(pending_kind::cavalry_attack, seat, m.to));
            return;
        case unit::lancer: {
            const int d = hex::line_direction(axial_of(m.from), axial_of(m.to));
            do_move(s, m.from, m.to);
            return start_attack(s, m.to, nbr<R>[ix(m.to)][ix(d)]);
        }
        case unit::light_cavalry: return do_move(s, m.from, m.to);
        case unit::ensign:  // WC-12.5.4: the granted move is a maneuver of the unit
            do_move(s, m.ordered, m.to);
            return after_maneuver(s, m.to, action::move);
        case unit::marshall: return start_attack(s, m.ordered, m.to);  // WC-12.10.5
        case unit::footman:
            e.pendings().push_back(pending::footman_tactic(seat));
            return;
        default: return;
    }
}

// WC-6.4: the coin goes to its place, then the action takes effect.
template <rules_policy R>
constexpr void do_coin_action(state<R>& s, player_id seat, const move& m) noexcept {
    E<R> e{s};
    zones& z = e.coins(seat);
    const auto c = ix(m.coin);
    switch (m.kind) {
        case action::deploy: e.put(m.to, cell{u8(m.coin + 1), 1}); return;
        case action::bolster: ++e.height(m.from); return;
        case action::claim:  // WC-8.2
            ++z.face_down[c];
            e.initiative() = seat;
            e.transferred() = true;
            return;
        case action::recruit: {  // WC-8.3, WC-12.11
            ++z.face_down[c];
            --z.supply[ix(m.card)];
            ++z.face_up[ix(m.card)];
            if (m.card == index(unit::mercenary)) {
                const unit_hexes merc = find_units(s, unit::mercenary);
                if (merc.count > 0 && has_maneuver(s, seat, merc.hex[0], s.at(merc.hex[0]).height))
                    e.pendings().push_back(pending::of_unit(pending_kind::mercenary, seat, merc.hex[0]));
            }
            return;
        }
        case action::pass: ++z.face_down[c]; return;
        case action::move:
        case action::control:
        case action::attack:
            ++z.face_up[c];
            return do_maneuver(s, seat, m);
        case action::tactic: ++z.face_up[c]; return do_tactic(s, seat, m);
        default: return;
    }
}

template <rules_policy R>
constexpr void begin_use(state<R>& s) noexcept {
    E<R> e{s};
    bool any = false;
    for (player_id q = 0; q < state<R>::seats; ++q) any = any || total(s.coins(q).hand) > 0;
    if (!any || nothing_can_change(s)) return finish(s, -1, end_reason::dead_position);  // WC-4.9 to WC-4.11
    e.phase() = phase::use;
    // WC-5.2: the initiative holder first, skipping empty hands (WC-5.3).
    next_turn(s, static_cast<player_id>((s.initiative() + state<R>::seats - 1) % state<R>::seats));
}

// WC-3.3, WC-3.4, WC-15.1, WC-15.4: a dealt card goes to the draft pool or to a seat.
template <rules_policy R>
constexpr void deal_card(state<R>& s, const outcome& o) noexcept {
    E<R> e{s};
    const auto t = static_cast<unit>(o.coins[0]);
    if constexpr (is_draft(R::setup)) {  // WC-15.1, WC-15.4
        e.owner(t) = in_pool;
        int pool = 0;
        for (int u = 0; u < num_units; ++u)
            pool += s.owner_of(static_cast<unit>(u)) == in_pool ? 1 : 0;
        if (pool == dealt_pool(R::players, R::setup)) e.phase() = phase::flip;
    } else {  // WC-3.3: seat 0's four cards, then seat 1's
        e.owner(t) = s.turn();
        if (std::popcount(static_cast<unsigned>(s.cards(s.turn()))) == cards_per_seat(R::players)) {
            if (s.turn() + 1 < state<R>::seats) {
                e.turn() = static_cast<player_id>(s.turn() + 1);
            } else {
                e.turn() = 0;
                e.place_coins();  // WC-3.4
                e.phase() = phase::flip;
            }
        }
    }
}

// WC-3.5, WC-3.7, WC-15.1: the winner of the flip drafts first (or takes the initiative).
template <rules_policy R>
constexpr void settle_flip(state<R>& s, const outcome& o) noexcept {
    E<R> e{s};
    e.initiative() = static_cast<player_id>(o.coins[0]);
    if constexpr (R::players == 4) {  // WC-14.2, WC-15.2: the team names its player
        e.turn() = s.initiative();
        e.phase() = phase::team_choice;
    } else if constexpr (is_draft(R::setup)) {
        e.phase() = phase::draft;
        e.turn() = s.initiative();
    } else {
        start_round(s);
    }
}

// WC-4.3 to WC-4.5, WC-17.3: the seat drawing takes its coins, then the next seat draws.
template <rules_policy R>
constexpr void draw_coins(state<R>& s, const outcome& o) noexcept {
    E<R> e{s};
    zones& z = e.coins(s.turn());
    coin_counts drawn{};
    for (int i = 0; i < o.count; ++i) ++drawn[o.coins[ix(i)]];
    if (total(z.bag) < 3) {
        for (int t = 0; t < num_coin_types; ++t) {
            const auto ti = ix(t);
            z.hand[ti] = u8(z.hand[ti] + z.bag[ti]);
            drawn[ti] = u8(drawn[ti] - z.bag[ti]);
            z.bag[ti] = u8(z.face_up[ti] + z.face_down[ti]);  // WC-4.4: the refill
            z.face_up[ti] = z.face_down[ti] = 0;
        }
    }
    for (int t = 0; t < num_coin_types; ++t) {
        const auto ti = ix(t);
        z.bag[ti] = u8(z.bag[ti] - drawn[ti]);
        z.hand[ti] = u8(z.hand[ti] + drawn[ti]);
    }
    const auto next = static_cast<player_id>((s.turn() + 1) % state<R>::seats);
    if (next == s.initiative()) {
        begin_use(s);
    } else {
        e.turn() = next;
    }
}

// WC-12.16.3: the Warrior Priest's draw, refilling an empty bag first (WC-19.4).
template <rules_policy R>
constexpr void warrior_priest_draw(state<R>& s, const outcome& o) noexcept {
    E<R> e{s};
    const pending top = s.pendings().back();
    e.pendings().pop_back();
    zones& z = e.coins(top.player);
    if (total(z.bag) == 0)
        for (int t = 0; t < num_coin_types; ++t) {
            const auto ti = ix(t);
            z.bag[ti] = u8(z.face_up[ti] + z.face_down[ti]);
            z.face_up[ti] = z.face_down[ti] = 0;
        }
    --z.bag[o.coins[0]];
    const pending use = pending::wp_use(top.player, top.hex, o.coins[0]);
    if (top.drawn_before_soak()) {  // WC-19.4: drawn before the soak, used after it
        const pending soak = s.pendings().back();
        e.pendings().pop_back();
        e.pendings().push_back(use);
        e.pendings().push_back(soak);
    } else {
        e.pendings().push_back(use);
    }
}

}  // namespace detail

// Applies a legal decision (unchecked; see try_play).
template <rules_policy R>
[[nodiscard]] constexpr state<R> play(state<R> s, const move& m) noexcept {
    typename state<R>::edit e{s};
    if (s.phase() == phase::team_choice) {
        e.initiative() = static_cast<player_id>(m.seat);
        if constexpr (is_draft(R::setup)) {
            e.turn() = s.initiative();
            e.phase() = phase::draft;
        } else {
            detail::start_round(s);
        }
        return s;
    }
    if (s.phase() == phase::draft && m.kind == action::ban) {  // WC-15.4: P1 bans, then P2
        e.owner(static_cast<unit>(m.card)) = -1;
        e.turn() = static_cast<player_id>(detail::bans_left(s) > 0 ? (s.initiative() + 1) % state<R>::seats : s.initiative());
        return s;
    }
    if (s.phase() == phase::draft) {  // WC-15.1 (P1, P2, P2, P1, P1, P2, P2, P1), WC-15.2
        e.owner(static_cast<unit>(m.card)) = s.turn();
        int picked = 0;
        for (int t = 0; t < num_units; ++t) picked += s.owner_of(static_cast<unit>(t)) >= 0 ? 1 : 0;
        const player_id first = s.initiative();
        const std::uint8_t* order = R::players == 2 ? draft_order_2.data() : draft_order_4.data();
        if (picked < draft_pool(R::players)) {
            e.turn() = static_cast<player_id>((first + order[detail::ix(picked)]) % state<R>::seats);
            return s;
        }
        // WC-15.1, WC-15.3: the second drafter takes the initiative
        e.initiative() = static_cast<player_id>((first + 1) % state<R>::seats);
        for (int t = 0; t < num_units; ++t)
            if (s.owner_of(static_cast<unit>(t)) == in_pool) e.owner(static_cast<unit>(t)) = -1;
        e.place_coins();
        detail::start_round(s);
        return s;
    }
    if (s.pendings().empty()) {  // MAIN: a coin from the hand (WC-5.1)
        --e.coins(s.turn()).hand[detail::ix(m.coin)];
        detail::do_coin_action(s, s.turn(), m);
        detail::settle(s);
        return s;
    }
    const pending top = s.pendings().back();
    e.pendings().pop_back();
    switch (top.kind) {
        case pending_kind::cavalry_attack: detail::start_attack(s, m.from, m.to); break;
        case pending_kind::footman: {  // WC-12.6.4: record the Footman as acted, then its maneuver
            pending rest = top;
            rest.note_footman_acted(m.kind == action::move ? m.to : m.from);
            if (rest.footmen_acted() < 2) e.pendings().push_back(rest);
            detail::do_maneuver(s, top.player, m);
            break;
        }
        case pending_kind::soak: detail::resolve_attack(s, top.attacker(), top.hex, m.from_supply, top.drawn_before_soak()); break;
        case pending_kind::swordsman_move:
            if (m.kind == action::move) detail::do_move(s, m.from, m.to);
            break;
        case pending_kind::berserker_chain:  // WC-12.2.3: pay first, then maneuver
            if (m.kind == action::decline) break;
            --e.height(top.hex);
            ++e.coins(top.player).face_up[detail::ix(index(unit::berserker))];
            detail::do_maneuver(s, top.player, m);
            break;
        case pending_kind::mercenary:
            if (m.kind != action::decline) detail::do_maneuver(s, top.player, m);
            break;
        case pending_kind::wp_use: detail::do_coin_action(s, top.player, m); break;
        case pending_kind::wp_draw: break;
    }
    detail::settle(s);
    return s;
}

// Applies a chance outcome.
template <rules_policy R>
[[nodiscard]] constexpr state<R> play(state<R> s, const outcome& o) noexcept {
    if (s.phase() == phase::deal) {
        detail::deal_card(s, o);
    } else if (s.phase() == phase::flip) {
        detail::settle_flip(s, o);
    } else if (s.phase() == phase::draw) {
        detail::draw_coins(s, o);
    } else {
        detail::warrior_priest_draw(s, o);
    }
    return s;
}

}  // namespace arbiter::war_chest
