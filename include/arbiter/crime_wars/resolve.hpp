#pragma once
// What follows from a move or an outcome, step by step, for apply.hpp:
// payments and debts, the bottoms of the decks, draws and bonus cards, the
// start and end of a turn, elimination and the end of the game, combat,
// gifts and the roulette (RULES.md CW-3 to CW-15, CW-V1 to CW-V9).

#include <array>
#include <cstdint>

#include "generate.hpp"

namespace arbiter::crime_wars {

namespace detail {

template <rules_policy R>
[[nodiscard]] constexpr player_id next_player(const state<R>& s, player_id p) noexcept {
    for (int i = 1; i <= R::turn_seats; ++i) {  // CW-5.1: clockwise, skipping the eliminated (CW-V1.21, CW-V1.22: seats)
        const auto q = static_cast<player_id>((p + i) % R::turn_seats);
        if (!s.team(q).eliminated) return q;
    }
    return p;
}

// CW-V8.2: a cash payment for hiring, a roulette loss or a loan repayment
// (from seat p's account, CW-V1.21).
template <rules_policy R>
constexpr void pay_to_bank(state<R>& s, player_id p, std::uint32_t amount) noexcept {
    typename state<R>::edit e{s};
    assert(e.account(p).money >= amount);
    e.account(p).money -= amount;
    if constexpr (R::gambling) e.pot() += amount;
}

// Cards leave hand or play (CW-4.3).
constexpr void take_out(team_record& t, card_set cards) noexcept {
    t.hand = static_cast<card_set>(t.hand & ~cards);
    t.play = static_cast<card_set>(t.play & ~cards);
    t.entered = static_cast<card_set>(t.entered & ~cards);
    t.attacked = static_cast<card_set>(t.attacked & ~cards);
}

// CW-4.3, CW-4.4: in one event, cards of record q go to the bottom of its
// deck. Under merged decks (CW-V1.22) so do `partner_cards` of the other
// suit of q's seat: the two suits' cards in ascending rank, equal ranks in
// suit order (then pack order, CW-V10.2), and bottom_order() records which
// suit each new card of B is.
template <rules_policy R>
constexpr void put_at_bottom(state<R>& s, player_id q, card_set cards, card_set partner_cards = 0) noexcept {
    typename state<R>::edit e{s};
    if constexpr (!R::merged_decks) {
        e.team(q).put_at_bottom(cards);
    } else {
        const auto k = static_cast<player_id>(q % R::players), x = merged_partner<R>(k);
        team_record& tk = e.team(k);
        team_record& tx = e.team(x);
        const card_set kc = q == k ? cards : partner_cards, xc = q == k ? partner_cards : cards;
        const auto order_key = [](team_id t) { return static_cast<int>(suit_of(t)) * 2 + pack_of(t); };
        const bool other_first = order_key(tx.team) < order_key(tk.team);
        std::uint32_t order = s.bottom_order(k);
        int n = tk.bottom_size + tx.bottom_size;
        for (card c = 0; c < cards_per_team; ++c)
            for (const bool other : {other_first, !other_first}) {
                if (!has(other ? xc : kc, c)) continue;
                (other ? tx : tk).put_at_bottom(bit(c));
                if (other) order |= std::uint32_t{1} << n;
                ++n;
            }
        e.set_bottom_order(k, order);
    }
}

// Groups or cards leave their place for the bottom of the deck (CW-4.3, CW-4.4).
template <rules_policy R>
constexpr void to_bottom(state<R>& s, player_id q, card_set cards, card_set partner_cards = 0) noexcept {
    typename state<R>::edit e{s};
    take_out(e.team(q), cards);
    if constexpr (R::merged_decks) take_out(e.team(merged_partner<R>(q)), partner_cards);
    put_at_bottom(s, q, cards, partner_cards);
}

// The cards in B of the deck record q draws from (CW-V1.22: both suits').
template <rules_policy R>
[[nodiscard]] constexpr int bottom_count(const state<R>& s, player_id q) noexcept {
    if constexpr (R::merged_decks) return s.team(q).bottom_size + s.team(merged_partner<R>(q)).bottom_size;
    return s.team(q).bottom_size;
}

// Takes B's first card (CW-4.2 with S empty): the record it belongs to and the card.
struct record_card {
    player_id record = 0;
    card c = 0;
};
template <rules_policy R>
constexpr record_card take_first_of_bottom(state<R>& s, player_id q) noexcept {
    typename state<R>::edit e{s};
    if constexpr (R::merged_decks) {
        const auto k = static_cast<player_id>(q % R::players);
        const std::uint32_t order = s.bottom_order(k);
        const player_id from = (order & 1u) != 0 ? merged_partner<R>(k) : k;
        e.set_bottom_order(k, order >> 1);
        return {from, e.team(from).take_first_of_bottom()};
    }
    return {q, e.team(q).take_first_of_bottom()};
}

// CW-V1.14 step 3, CW-17.6: record q shuffles his deck, B into S (CW-V1.22:
// the deck of both suits of his seat).
template <rules_policy R>
constexpr void shuffle_bottom_in(state<R>& s, player_id q) noexcept {
    typename state<R>::edit e{s};
    const auto merge = [](team_record& t) {
        t.deck = static_cast<card_set>(t.deck | t.bottom_set());
        t.bottom = {};
        t.bottom_size = 0;
    };
    merge(e.team(q));
    if constexpr (R::merged_decks) {
        merge(e.team(merged_partner<R>(q)));
        e.set_bottom_order(q, 0);
    }
}

// CW-12.6: the game ends the moment one player is left; under Thug
// Alliance, when only one pair of allies is left (CW-V1.11), unless the
// setup has them play on as enemies.
template <rules_policy R>
constexpr bool check_end(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    if constexpr (R::alliance) {
        if (s.players_left() == 2) {
            player_id a = -1;  // a controller left (CW-V7.3: his own seat holds the alliance)
            for (player_id p = 0; p < R::seats; ++p)
                if (!s.team(p).eliminated) a = s.controller_of(p);
            const player_id b = live_ally(s, a);
            if (b >= 0 && s.plays_on()) {
                e.team(a).ally = e.team(b).ally = -1;  // the alliance ends: a two-player game
                if (s.restores_snitch() && !R::rush) {  // Rush has no cards to restore (CW-V4.2)
                    for (const player_id p : {a, b}) {  // a Joker each, then B into S (CW-17.6)
                        shuffle_bottom_in(s, p);
                        e.team(p).deck |= bit(joker);
                    }
                    e.snitch_restored() = true;
                }
            } else if (b >= 0) {
                e.phase() = phase::over;
                return true;
            }
        }
    }
    if (s.players_left() > 1) return false;
    e.phase() = phase::over;
    return true;
}

// CW-12.2: all the seat's cards leave the game. CW-V1.21: the account (money
// and loan) stays while another seat of the controller is in the game.
template <rules_policy R>
constexpr void eliminate_seat(state<R>& s, player_id p) noexcept {
    typename state<R>::edit e{s};
    team_record& t = e.team(p);
    const team_record before = t;
    t = team_record{};
    t.team = before.team;
    t.turns = before.turns;
    t.ally = before.ally;  // CW-V1.2: pairs never change (CW-V1.11 aside)
    t.eliminated = true;
    e.set_bottom_order(p, 0);  // CW-V1.22: both suits of a merged seat leave together
    const player_id c = s.controller_of(p);
    if (s.controller_in(c)) {
        t.money = p == c ? before.money : 0;
        t.due = p == c ? before.due : 0;
    } else {
        e.team(c).money = e.team(c).due = 0;  // CW-12.2, CW-12.5: to the bank, the loan cancelled
        if (s.coin_holder() == c) e.coin() = -1;  // CW-V6.4: back to the middle
    }
}

// CW-12.2, CW-V1.21, CW-V7.3: a player (controller) leaves the game with
// all his seats, annexed ones included.
template <rules_policy R>
constexpr void eliminate(state<R>& s, player_id seat) noexcept {
    const player_id c = s.controller_of(seat);
    for (player_id q = 0; q < R::seats; ++q)
        if (!s.team(q).eliminated && s.controller_of(q) == c) eliminate_seat(s, q);
}

// Any debt (CW-15.1): money first, then a remainder to surrender for.
template <rules_policy R>
constexpr void pay_debt(state<R>& s, std::uint32_t amount, phase resume) noexcept {
    typename state<R>::edit e{s};
    const player_id p = s.turn_player();
    const std::uint32_t money = s.account(p).money;
    if (money >= amount) {
        pay_to_bank(s, p, amount);
        e.debt() = 0;
        e.phase() = resume;
        return;
    }
    pay_to_bank(s, p, money);
    e.debt() = amount - money;
    e.resume() = resume;
    e.phase() = phase::surrender;  // CW-15.3
}

// CW-8.1, CW-8.2, CW-V1.8: a bonus card drawn by the current drawer from
// record `from`'s deck takes effect on team `to`, and goes to the bottom of
// that deck (CW-V1.18, CW-V1.22: a merged seat's card strengthens its own suit).
template <rules_policy R>
constexpr void apply_bonus(state<R>& s, player_id to, card c, player_id from) noexcept {
    typename state<R>::edit e{s};
    team_record& t = e.team(to);
    switch (c) {
        case queen: ++t.queens; break;                     // CW-8.1
        case jack: ++t.jacks; break;                       // CW-8.1
        default: e.account(to).money += ace_bonus; break;  // CW-8.1: an Ace, paid by the bank (CW-V1.19)
    }
    put_at_bottom(s, from, bit(c));  // CW-8.2, CW-8.3: no replacement draw
}

// CW-4.8, CW-8.2: a card drawn from record `from` (the drawer's, or under
// merged decks his other suit's, CW-V1.22) goes to the hand, or is resolved
// now. Returns true when the draw waits for a ROUTE decision (CW-V1.8).
template <rules_policy R>
constexpr bool resolve_draw(state<R>& s, player_id from, card c) noexcept {
    typename state<R>::edit e{s};
    const player_id me = s.turn_player();
    if (!is_bonus(c)) {
        e.team(from).hand |= bit(c);  // CW-4.8
        return false;
    }
    if constexpr (R::alliance) {
        if (live_ally(s, me) >= 0) {
            e.pending_bonus() = c;
            e.resume() = s.phase();
            e.phase() = phase::routing;
            return true;
        }
    }
    apply_bonus(s, from, c, from);
    return false;
}

template <rules_policy R>
constexpr void start_turn(state<R>& s, player_id p) noexcept;

// Draws that need no chance event (CW-17.5: S empty, take B's first card,
// or nothing, CW-4.7) are made at once, until a decision or a real chance
// node is reached.
template <rules_policy R>
constexpr void settle(state<R>& s) noexcept;

// What follows a draw (made or skipped).
template <rules_policy R>
constexpr void after_draw(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    if (s.phase() == phase::drawing) {
        e.phase() = phase::main;  // CW-5.2 step 3
        return;
    }
    // CW-3.6: two cards each, in turn order from the first player.
    if (--e.deals_left() == 0) {
        start_turn(s, s.first_player());  // CW-3.7
        return;
    }
    const int done = opening_draws * R::turn_seats - s.deals_left();
    e.current() = static_cast<player_id>((s.first_player() + done / opening_draws) % R::turn_seats);
    settle(s);
}

template <rules_policy R>
constexpr void settle(state<R>& s) noexcept {
    if (s.phase() != phase::dealing && s.phase() != phase::drawing) return;
    const player_id me = s.turn_player();
    if (s.team(me).deck != 0) return;  // a chance node
    if constexpr (R::merged_decks)
        if (s.team(merged_partner<R>(me)).deck != 0) return;
    if (bottom_count(s, me) > 0) {
        const record_card first = take_first_of_bottom(s, me);
        if (resolve_draw(s, first.record, first.c)) return;  // waits for a ROUTE
    }
    after_draw(s);  // goes on settling the draws that follow
}

// CW-5.2: the start of p's turn: loan repayment, then the draw.
template <rules_policy R>
constexpr void start_turn(state<R>& s, player_id p) noexcept {
    typename state<R>::edit e{s};
    e.current() = p;
    e.roulette_used() = false;
    team_record& t = e.account(p);  // CW-V1.21: due at the controller's next seat turn
    if (t.due > 0) {  // CW-15.8
        const std::uint32_t due = t.due;
        if (t.money + groups_value(s, p) < due) {  // default: eliminated, money to the bank (CW-12.5)
            eliminate(s, p);
            if (!check_end(s)) start_turn(s, next_player(s, p));
            return;
        }
        t.due = 0;
        pay_debt(s, due, phase::drawing);
        if (s.phase() == phase::surrender) return;
    }
    e.phase() = phase::drawing;  // CW-5.2 step 2
    settle(s);
}

// CW-5.2 step 4 and the next turn.
template <rules_policy R>
constexpr void end_turn(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    for (player_id p = 0; p < R::seats; ++p) {
        team_record& t = e.team(p);
        t.entered = t.attacked = 0;
        t.kingpin_attacked = false;
    }
    team_record& me = e.team(s.turn_player());
    if (me.turns < UINT16_MAX) ++me.turns;
    ++e.turns();
    if (s.turn_limit() > 0 && s.turns_taken() >= s.turn_limit()) {  // CW-12.8: a draw
        e.phase() = phase::over;
        return;
    }
    start_turn(s, next_player(s, s.turn_player()));
}

// CW-9.8, CW-12: the target's kingpin dies. CW-V1.21: only that seat leaves
// the game, unless it was its controller's last.
template <rules_policy R>
constexpr void kill_kingpin(state<R>& s, player_id victim) noexcept {
    typename state<R>::edit e{s};
    const player_id killer = s.controller_of(s.turn_player());
    const player_id loser = s.controller_of(victim);
    bool last = true;  // the loser's last kingpin (CW-V1.21, CW-V7.3)
    std::uint32_t hands = 0;  // the thug cards in his seats' hands (CW-12.3, CW-V1.21)
    for (player_id q = 0; q < R::seats; ++q) {
        if (s.team(q).eliminated || s.controller_of(q) != loser) continue;
        hands += value(s.team(q).hand);
        if (q != victim && !s.team(q).kingless) last = false;
    }
    std::uint32_t spoils = 0;
    if constexpr (R::spoils) {  // CW-12.3, CW-V1.21: only a kill that eliminates a player
        bool forfeit = !last;
        if constexpr (R::curse) {  // CW-V6.2, CW-V6.3
            if (last && (s.coin_holder() < 0 || s.coin_holder() == loser)) {
                forfeit = true;
                e.coin() = killer;
            }
        }
        if (!forfeit) spoils = s.account(victim).money + hands;
    }
    if constexpr (R::great_empire) {  // CW-V7.2: the conqueror chooses, spoils or annex
        if (last) {
            e.team(victim).kingless = true;  // his kingpin is dead
            e.target_player() = victim;
            e.debt() = spoils;  // what CONQUEST(spoils) pays (0 if the coin forfeits it, CW-V6.4)
            e.phase() = phase::conquering;
            return;
        }
    }
    e.team(killer).money += spoils;
    if (last) {
        eliminate(s, victim);
        check_end(s);
        return;
    }
    eliminate_seat(s, victim);
    check_end(s);
}

// CW-9.6 to CW-9.8, CW-10.5, CW-V1.10, CW-V9: the combat roll and its result.
template <rules_policy R>
constexpr void resolve_combat(state<R>& s, outcome dice) noexcept {
    typename state<R>::edit e{s};
    const player_id me = s.turn_player(), victim = s.target_player();
    const card target = s.target_card();
    const auto defenders = static_cast<card_set>(s.defenders() | bit(target));
    const bool success = attack_succeeds(combat_attack(s), combat_defense(s), dice);
    [[maybe_unused]] int helper_thugs = 0;
    const player_id partner = merged_partner<R>(victim);
    card_set partner_groups = 0;  // CW-V1.22: the victim's seat's other suit, to the same deck at once
    if (success)  // CW-V1.10: a failed defense sends each helper's groups to its own deck
        for (player_id q = 0; q < R::seats; ++q)
            if (s.help(q) != 0 && !helps_attack(s, q)) {
                helper_thugs += thugs(s.help(q));
                if (q == partner)
                    partner_groups = s.help(q);
                else
                    to_bottom(s, q, s.help(q));
            }
    e.phase() = phase::main;
    e.attackers() = e.defenders() = 0;  // the attack is over
    e.clear_help();
    e.target_player() = 0;
    e.target_card() = 0;
    if (!success) return;  // CW-9.7
    if (target == kingpin) {
        kill_kingpin(s, victim);
        return;
    }
    to_bottom(s, victim, defenders, partner_groups);  // CW-9.8, CW-10.5
    if constexpr (R::bounty) e.account(me).money += bounty_per_thug * static_cast<std::uint32_t>(thugs(defenders) + helper_thugs);
}

// CW-V1.14 steps 2 and 3: the giver's cards go to the bottom of his deck;
// the receiver takes his matching cards from his deck, shuffles it (B into
// S, CW-17.6) and puts them where the given ones were: hand or play (as
// groups that entered play this turn).
template <rules_policy R>
constexpr void make_gift(state<R>& s, player_id giver, player_id receiver, card_set cards) noexcept {
    typename state<R>::edit e{s};
    const team_record& g = s.team(giver);
    const auto from_hand = static_cast<card_set>(cards & g.hand);
    const auto from_play = static_cast<card_set>(cards & g.play);
    to_bottom(s, giver, cards);
    shuffle_bottom_in(s, receiver);
    team_record& r = e.team(receiver);
    r.deck = static_cast<card_set>(r.deck & ~cards);
    r.hand |= from_hand;
    r.play |= from_play;
    r.entered |= from_play;
}

// CW-14.2: the roulette result.
template <rules_policy R>
constexpr void resolve_roulette(state<R>& s, int face) noexcept {
    typename state<R>::edit e{s};
    const player_id me = s.turn_player();
    team_record& t = e.team(me);
    e.phase() = phase::main;
    if (face == 1) {
        auto cards = static_cast<card_set>(t.hand | t.play);
        if constexpr (R::merged_decks) {  // CW-V1.22: both suits' cards
            const team_record& o = s.team(merged_partner<R>(me));
            cards = static_cast<card_set>(cards | o.hand | o.play);
        }
        if ((cards & thug_cards) != 0) {
            e.phase() = phase::keep;  // CW-14.3 step 1
        } else {
            pay_to_bank(s, me, s.account(me).money);  // CW-14.3 step 2
        }
    } else if (face == 2 || face == 3) {
        const auto loss = static_cast<std::uint32_t>(-roulette_change[static_cast<std::size_t>(face)]);
        if (s.account(me).money >= loss) {
            pay_to_bank(s, me, loss);  // CW-15.1; no loan (CW-15.6 a)
        } else {
            e.debt() = loss;
            e.phase() = phase::loan;
        }
    } else {
        e.account(me).money += static_cast<std::uint32_t>(roulette_change[static_cast<std::size_t>(face)]);  // 4, 5, 6
    }
}

}  // namespace detail

}  // namespace arbiter::crime_wars
