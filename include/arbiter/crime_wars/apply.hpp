#pragma once
// Playing a move or a chance outcome (unchecked), and the start of a game
// from a setup, checked (RULES.md CW-3 to CW-15, CW-V3 to CW-V9); the steps
// play takes are in resolve.hpp. Whose decision it is and the result of a
// game are in state.hpp; the checked forms of play (try_play, move_error)
// in checked.hpp.

#include <cstddef>
#include <cstdint>
#include <string>

#include "../core/result.hpp"
#include "card_text.hpp"
#include "generate.hpp"
#include "resolve.hpp"
#include "state.hpp"

namespace arbiter::crime_wars {

// ---------------------------------------------------------------- the start

// A new game from a setup, or which rule the setup breaks.
template <rules_policy R>
[[nodiscard]] result<state<R>> start_game(const setup& su) {
    for (std::size_t p = 0; p < state<R>::num_seats; ++p) {
        const team_id t = su.teams[p];
        const std::string seat = "seat " + std::to_string(p);
        if (t >= 8) return make_error(seat + ": there is no team " + std::to_string(t) + " (CW-V10.2: 0 to 7)");
        if (pack_of(t) > 0 && !R::multiple_decks)
            return make_error(seat + ": team " + std::string(1, team_letter(t)) +
                              " is from a second pack, used only with more than four players (CW-2.1, CW-V10.1)");
        for (std::size_t q = 0; q < p; ++q)
            if (su.teams[q] == t)
                return make_error(seat + " and seat " + std::to_string(q) + " both take team " +
                                  std::string(1, team_letter(t)) + " (CW-2.1, CW-V10.2)");
    }
    for (int p = 0; p < R::seats; ++p) {  // CW-V1.2: disjoint pairs
        const auto ally_of = [&](int q) {
            const int a = su.allies[static_cast<std::size_t>(q)];
            return a == -2 ? (q + R::players / 2) % R::players : a;
        };
        const int a = ally_of(p);
        if (!R::alliance) {
            if (su.allies[static_cast<std::size_t>(p)] >= 0)
                return make_error("seat " + std::to_string(p) + ": allies exist only under Thug Alliance (CW-V1)");
            continue;
        }
        if (a < -1 || a >= R::players || a == p)
            return make_error("seat " + std::to_string(p) + ": an ally is another seat, or -1 for none (CW-V1.2)");
        if (a >= 0 && ally_of(a) != p)
            return make_error("seat " + std::to_string(p) + " is allied with seat " + std::to_string(a) +
                              ", who is not allied with him: alliances are pairs (CW-V1.2, CW-V1.3)");
    }
    if (su.restore_snitch && (!R::alliance || !su.play_on))
        return make_error("restoring the Snitch is an option of allies who play on (CW-V1.11): it needs Thug Alliance "
                          "and play_on");
    if (su.first < -1 || su.first >= R::turn_seats)  // CW-V1.22: a merged seat is its controller's number
        return make_error("the first player must be a seat from 0 to " + std::to_string(R::turn_seats - 1) +
                          ", or -1 to roll for it (CW-3.5)");
    return state<R>(su);
}

// The earlier name of start_game, kept for one release.
template <rules_policy R>
[[deprecated("use start_game")]] [[nodiscard]] result<state<R>> new_game(const setup& su) {
    return start_game<R>(su);
}

// ---------------------------------------------------------------- play

namespace detail {

// CW-6.1, CW-6.4: HIRE, the card from the hand into play, paid to the bank.
template <rules_policy R>
constexpr void play_hire(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    const player_id me = s.turn_player();
    pay_to_bank(s, me, value(bit(m.target)));
    // CW-V1.22: either suit of the hand
    team_record& h = R::merged_decks ? e.team(m.seat) : e.team(me);
    h.hand = static_cast<card_set>(h.hand & ~bit(m.target));
    h.play |= bit(m.target);
    h.entered |= bit(m.target);  // CW-6.4
}

// CW-9.5 step 1: ATTACK, the attackers marked and the attack set up.
template <rules_policy R>
constexpr void play_attack(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    team_record& t = e.team(s.turn_player());
    t.attacked |= static_cast<card_set>(m.cards & thug_cards);
    if constexpr (R::two_teams) {  // CW-V1.20: the other seat's groups in the same attack
        if (m.other_cards != 0) {
            e.set_help(t.ally, m.other_cards);
            e.team(t.ally).attacked |= m.other_cards;
        }
    }
    if (has(m.cards, kingpin)) t.kingpin_attacked = true;
    e.attackers() = m.cards;
    e.target_player() = m.seat;
    e.target_card() = m.target;
    e.defenders() = 0;
    e.helper() = next_helper(s, -1, true);  // CW-V1.9, CW-V7.3: an attack on a group by groups only
    e.phase() = s.helper() >= 0 ? phase::joining : phase::defending;
}

// CW-V1.9, CW-V7.3: JOIN, then the next seat of the attacker's side.
template <rules_policy R>
constexpr void play_join(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    const player_id h = s.helper();
    e.set_help(h, m.cards);
    e.team(h).attacked |= m.cards;
    e.helper() = next_helper(s, h, true);
    if (s.helper() < 0) e.phase() = phase::defending;
}

// CW-10.4: DEFEND, the target's added defenders.
template <rules_policy R>
constexpr void play_defend(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    e.defenders() = m.cards;
    e.helper() = next_helper(s, -1, false);  // CW-V1.10, CW-V1.20, CW-V7.3: an attacked group
    e.phase() = s.helper() >= 0 ? phase::ally_defending : phase::combat;
}

// CW-V1.10, CW-V7.3: ALLY_DEFEND, then the next seat of the target's side.
template <rules_policy R>
constexpr void play_ally_defend(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    const player_id h = s.helper();
    e.set_help(h, m.cards);
    e.helper() = next_helper(s, h, false);
    if (s.helper() < 0) e.phase() = phase::combat;
}

// CW-V1.8: ROUTE, the waiting bonus card to the team chosen.
template <rules_policy R>
constexpr void play_route(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    apply_bonus(s, m.seat, s.pending_bonus(), s.turn_player());
    e.pending_bonus() = 0;
    e.phase() = s.resume_phase();
    e.resume() = phase::main;
    after_draw(s);
}

// CW-V1.7: GIVE of money.
template <rules_policy R>
constexpr void play_give_money(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    e.account(s.turn_player()).money -= m.dollars;
    e.account(m.seat).money += m.dollars;
}

// CW-V1.14: GIVE of cards; the price comes next.
template <rules_policy R>
constexpr void play_give(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    const player_id me = s.turn_player();
    // CW-V1.20, CW-V7.3: between one controller's seats a price is moot
    if (is_partner_seat(s, me, m.seat)) {
        make_gift(s, me, m.seat, m.cards);
        return;
    }
    e.gift() = m.cards;
    e.phase() = phase::pricing;
}

// CW-V1.14 step 1: PRICE, a free gift at once, a priced one offered.
template <rules_policy R>
constexpr void play_price(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    if (m.dollars == 0) {
        const player_id me = s.turn_player();
        make_gift(s, me, s.team(me).ally, s.gift());
        e.gift() = 0;
        e.phase() = phase::main;
    } else {
        e.debt() = m.dollars;
        e.phase() = phase::accepting;
    }
}

// CW-V1.14: DECLINE, the offer is cancelled.
template <rules_policy R>
constexpr void play_decline(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    e.gift() = 0;
    e.debt() = 0;
    e.phase() = phase::main;
}

// CW-V1.14 steps 2 to 4: ACCEPT, the gift made and its price paid.
template <rules_policy R>
constexpr void play_accept(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    const player_id me = s.turn_player();
    const team_record& t = s.team(me);
    make_gift(s, me, t.ally, s.gift());
    e.account(t.ally).money -= s.debt();
    e.account(me).money += s.debt();
    play_decline(s);  // the offer is done with either way
}

// CW-V7.2, CW-V7.3: CONQUEST, the victory money or the annexation.
template <rules_policy R>
constexpr void play_conquest(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    const player_id victim = s.target_player();
    const player_id loser = s.controller_of(victim);
    const player_id conqueror = s.controller_of(s.turn_player());
    if (!m.annex) {  // the usual victory money (CW-12.3)
        e.team(conqueror).money += s.debt();
        eliminate(s, victim);
    } else {  // each of his seats becomes the conqueror's, without kingpin (CW-V7.3)
        for (player_id q = 0; q < R::seats; ++q)
            if (!s.team(q).eliminated && s.controller_of(q) == loser) {
                e.set_controller(q, conqueror);
                e.team(q).kingless = true;
                // Thug Alliance: it follows its new controller's alliance (CW-V7.3).
                // (an ally controller now gone leaves it none)
                if constexpr (R::alliance) {
                    const player_id a = s.team(conqueror).ally;
                    e.team(q).ally = a == q || (a >= 0 && !s.controller_in(a)) ? player_id{-1} : a;
                }
            }
        e.team(loser).money = 0;  // to the bank; his loan lapses
        e.team(loser).due = 0;
        if (s.coin_holder() == loser) e.coin() = -1;  // CW-V6.4: as if eliminated
    }
    e.debt() = 0;
    e.target_player() = 0;
    e.phase() = phase::main;
    check_end(s);
}

// CW-13.3, CW-13.4: SNITCH, every group and the Joker to the bottoms.
template <rules_policy R>
constexpr void play_snitch(state<R>& s) noexcept {
    const player_id me = s.turn_player();
    for (player_id p = 0; p < R::seats; ++p) to_bottom(s, p, s.team(p).play);
    to_bottom(s, me, bit(joker));
}

// CW-14.1: ROULETTE, the roll comes next.
template <rules_policy R>
constexpr void play_roulette(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    e.roulette_used() = true;
    e.phase() = phase::roulette;
}

// CW-15.6 (a): LOAN, the rest of the loss paid now.
template <rules_policy R>
constexpr void play_loan(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    const player_id me = s.turn_player();
    if (m.dollars > 0) e.account(me).due = amount_due(m.dollars);  // CW-V1.21: the controller's
    pay_debt(s, s.debt() - m.dollars, phase::main);
}

// CW-14.3, CW-15.6 (b): KEEP after ruin, the cards kept as a loan.
template <rules_policy R>
constexpr void play_keep(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    const player_id me = s.turn_player();
    team_record& t = e.team(me);
    card_set kept = m.cards, partner_kept = 0, partner_lost = 0;
    if constexpr (R::merged_decks) {  // CW-V1.22: the kingpin's suit, then the other suit
        const player_id o = merged_partner<R>(me);
        if (s.helper() < 0) {
            e.set_kept(m.cards);
            e.helper() = o;
            return;
        }
        kept = s.kept();
        partner_kept = m.cards;
        partner_lost =
            static_cast<card_set>((s.team(o).hand | s.team(o).play) & thug_cards & ~partner_kept);
        e.set_kept(0);
        e.helper() = -1;
    }
    const std::uint32_t loan = value(kept) + value(partner_kept);
    if (loan > 0) e.account(me).due = amount_due(loan);
    pay_to_bank(s, me, s.account(me).money);
    to_bottom(s, me, static_cast<card_set>((t.hand | t.play) & thug_cards & ~kept), partner_lost);
    e.phase() = phase::main;
}

// CW-15.3 to CW-15.5: SURRENDER of one group; the surrender ends once R is covered.
template <rules_policy R>
constexpr void play_surrender(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    const player_id me = s.turn_player();
    const std::uint32_t v = value(m.cards) + value(m.other_cards);
    if (m.cards != 0) {
        to_bottom(s, me, m.cards);
        e.surrender_below() = surrender_key(lowest(m.cards), 0);
    } else {  // CW-V1.21, CW-V7.3: a group of another seat of his controller
        to_bottom(s, m.seat, m.other_cards);
        e.surrender_below() = surrender_key(lowest(m.other_cards), surrender_rank(s, m.seat));
    }
    if (v < s.debt()) {
        e.debt() = s.debt() - v;
        return;
    }
    e.account(me).money += v - s.debt();  // CW-15.4: change
    e.debt() = 0;
    e.surrender_below() = no_surrender_bound;
    e.phase() = s.resume_phase();
    settle(s);
}

}  // namespace detail

// Applies a legal move (unchecked: searching code's path).
template <rules_policy R>
[[nodiscard]] constexpr state<R> play(state<R> s, const move& m) noexcept {
    switch (m.kind) {
        case action::end_turn:
            detail::end_turn(s);
            break;
        case action::hire:
            detail::play_hire(s, m);
            break;
        case action::attack:
            detail::play_attack(s, m);
            break;
        case action::join:
            detail::play_join(s, m);
            break;
        case action::defend:
            detail::play_defend(s, m);
            break;
        case action::ally_defend:
            detail::play_ally_defend(s, m);
            break;
        case action::route:
            detail::play_route(s, m);
            break;
        case action::give_money:
            detail::play_give_money(s, m);
            break;
        case action::give:
            detail::play_give(s, m);
            break;
        case action::price:
            detail::play_price(s, m);
            break;
        case action::accept:
            detail::play_accept(s);
            break;
        case action::decline:
            detail::play_decline(s);
            break;
        case action::conquest:
            detail::play_conquest(s, m);
            break;
        case action::snitch:
            detail::play_snitch(s);
            break;
        case action::roulette:
            detail::play_roulette(s);
            break;
        case action::loan:
            detail::play_loan(s, m);
            break;
        case action::keep:
            detail::play_keep(s, m);
            break;
        case action::surrender:
            detail::play_surrender(s, m);
            break;
    }
    return s;
}

// Plays a chance outcome (unchecked).
template <rules_policy R>
[[nodiscard]] constexpr state<R> play(state<R> s, const outcome& o) noexcept {
    typename state<R>::edit e{s};
    switch (o.kind) {
        case chance_kind::first_player: {  // CW-3.5
            const auto first = static_cast<player_id>(o.first);
            e.first() = e.current() = first;
            if constexpr (R::rush || R::aggressor) {  // CW-V3.2, CW-V4.2: no opening draw
                detail::start_turn(s, first);
            } else {
                e.phase() = phase::dealing;
                e.deals_left() = static_cast<std::uint8_t>(opening_draws * R::turn_seats);
                detail::settle(s);
            }
            break;
        }
        case chance_kind::draw: {  // CW-4.2
            const player_id from = o.second != 0 ? merged_partner<R>(s.turn_player()) : s.turn_player();  // CW-V1.22
            team_record& t = e.team(from);
            t.deck = static_cast<card_set>(t.deck & ~bit(o.first));
            if (!detail::resolve_draw(s, from, o.first)) detail::after_draw(s);
            break;
        }
        case chance_kind::roulette: detail::resolve_roulette(s, o.first); break;
        case chance_kind::combat: detail::resolve_combat(s, o); break;
    }
    return s;
}

}  // namespace arbiter::crime_wars
