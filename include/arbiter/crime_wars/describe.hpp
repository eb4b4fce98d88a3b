#pragma once
// Crime Wars said in words and as events (core/describe.hpp): what a move or
// a chance outcome does and what follows from it, as one player may know it.
//
//   describe(s, m, viewer)   "You hire the 7 of Hearts for $700, leaving $300."
//   describe(s, o, viewer)   "Clubs' attack on the King of Hearts: Clubs roll 5
//                            (5 x 2 = 10), Hearts roll 3 (3 x 8 = 24): the
//                            attack fails."
//   describe_end(s, viewer)  "You win with $2300: every rival is out of the
//                            game (CW-12.6)."
//   events(s, m, viewer)     attacked, removed, paid, scored, drew, played,
//                            rolled, eliminated, game_over...
//
// Seats are named by their suit ("Spades", plural like "you"; a second
// pack's "second Spades", CW-V10.2), players by their seat (under two teams
// per player by both, "Spades and Clubs", CW-V1.17). Cards are named in
// words ("7 of Hearts", "King of Hearts" for a kingpin); an event's from/to
// hold the card's notation (7H, KH). Amounts are dollars.
//
// Hidden information (CW-16): a viewer reads a card of a hand only if it
// controls that hand; it never reads another player's drawn card (CW-16.2;
// under merged decks not even its suit, CW-V1.22) nor the hand cards kept in
// a ruin (only their number, as public_text shows a KEEP, CW-14.3). Cards
// drawn from a deck's public bottom (CW-4.6), bonus cards (CW-8.2) and cards
// leaving a hand for a deck's bottom (CW-4.5) are public. Amounts that
// depend on a hand (spoils, CW-12.3; a ruin's loan) are named only once
// paid, when they are public.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../core/config.hpp"
#include "../core/describe.hpp"
#include "card_text.hpp"
#include "describe_words.hpp"
#include "apply.hpp"
#include "generate.hpp"
#include "move_text.hpp"
#include "state.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::crime_wars {

namespace detail {

// ---------------------------------------------------------------- moves

template <rules_policy R>
void tell_end_turn(const state<R>& s, const state<R>& after, const words_seats& w,
                   words_story& st) {
    const player_id me = s.turn_player();
    st.say(w.who(me) + " end " + w.their(me) + " turn");
    st.add(event_kind::passed, s.controller_of(me));
    if (is_terminal(after)) return;  // the cap or the last default: told after
    tell_out(s, after, w, st);       // loan defaults first (CW-15.8)
    tell_turn_start(s, after, w, st);
}

template <rules_policy R>
void tell_hire(const state<R>& s, const move& m, const state<R>& after, const words_seats& w,
               words_story& st) {
    const player_id me = s.turn_player();
    const player_id from = R::merged_decks ? m.seat : me;  // CW-V1.22: either suit of the hand
    const std::uint32_t cost = value(bit(m.target));
    st.say(w.who(me) + " hire the " + w.named(from, m.target) + " for " + words_money(cost) +
           ", leaving " + words_money(after.account(me).money));
    st.add(event_kind::paid, s.controller_of(me), w.named(from, m.target), {}, {}, cost);
    st.add(event_kind::entered, s.controller_of(me), w.named(from, m.target), {},
           w.notation(from, m.target));
}

// What the attack in progress waits for next (CW-10.4, CW-V1.9, CW-V1.10).
template <rules_policy R>
[[nodiscard]] std::string words_next_step(const state<R>& after, const words_seats& w) {
    if (after.phase() == phase::joining)
        return "; " + w.who_seat(after.helper()) + " may join the attack";
    if (after.phase() == phase::ally_defending)
        return "; " + w.who_seat(after.helper()) + " may join the defense";
    if (after.phase() != phase::defending) return {};
    const player_id t = after.target_player();
    const int room = defense_room(after);
    const auto others = static_cast<card_set>(after.team(t).play & ~bit(after.target_card()));
    if (others == 0 || room < size_of(lowest(others))) return {};
    return "; " + w.who(t) + " may add up to " + words_count(room, "thug", "thugs") +
           " to the defense";
}

// "attack 28 against defense 20".
template <rules_policy R>
[[nodiscard]] std::string words_sums(const state<R>& after) {
    return "attack " + std::to_string(combat_attack(after)) + " against defense " +
           std::to_string(combat_defense(after));
}

template <rules_policy R>
void tell_attack(const state<R>& s, const move& m, const state<R>& after, const words_seats& w,
                 words_story& st) {
    const player_id me = s.turn_player(), other = s.team(me).ally;
    std::string units = w.named_set(me, m.cards);
    if (m.other_cards != 0)
        units += (units.empty() ? "" : " and ") + w.named_set(other, m.other_cards);  // CW-V1.20
    const std::string target = w.named(m.seat, m.target);
    st.say(w.who(me) + " attack the " + target + " with " + units + ": " + words_sums(after) +
           words_next_step(after, w));
    const player_id c = s.controller_of(me);
    const std::string to = w.notation(m.seat, m.target);
    for (card_set x = m.cards; x != 0; x &= static_cast<card_set>(x - 1))
        st.add(event_kind::attacked, c, w.named(me, lowest(x)), w.notation(me, lowest(x)), to);
    for (card_set x = m.other_cards; x != 0; x &= static_cast<card_set>(x - 1))
        st.add(event_kind::attacked, c, w.named(other, lowest(x)), w.notation(other, lowest(x)),
               to);
}

// DEFEND, JOIN, ALLY_DEFEND: groups added to one side of the attack (CW-10.4, CW-V1.9, CW-V1.10).
template <rules_policy R>
void tell_helpers(const state<R>& s, const move& m, const state<R>& after, const words_seats& w,
                  words_story& st) {
    const player_id q = m.kind == action::defend ? s.target_player() : s.helper();
    const player_id c = s.controller_of(q);
    const std::string target = w.named(s.target_player(), s.target_card());
    const std::string to = w.notation(s.target_player(), s.target_card());
    if (m.kind == action::defend) {
        const std::string how =
            m.cards == 0 ? " defend the " + target + " alone"
                         : " add " + w.named_set(q, m.cards) + " to the defense of the " + target;
        st.say(w.who(q) + how + ": " + words_sums(after) + words_next_step(after, w));
        st.add(event_kind::answered, c,
               m.cards == 0 ? "defend alone" : "defend with " + w.named_set(q, m.cards), {}, to);
        return;
    }
    const bool joins = m.kind == action::join;
    if (m.cards == 0) {
        st.say(w.who_seat(q) + " do not join the " + (joins ? "attack" : "defense") + " on the " +
               target + words_next_step(after, w));
        st.add(event_kind::passed, c);
        return;
    }
    st.say(w.who_seat(q) + " join the " + (joins ? "attack" : "defense") + " with " +
           w.named_set(q, m.cards) + ": " + words_sums(after) + words_next_step(after, w));
    for (card_set x = m.cards; x != 0; x &= static_cast<card_set>(x - 1)) {
        if (joins)
            st.add(event_kind::attacked, c, w.named(q, lowest(x)), w.notation(q, lowest(x)), to);
        else
            st.add(event_kind::answered, c, "defend with " + w.named(q, lowest(x)),
                   w.notation(q, lowest(x)), to);
    }
}

// CW-13.3, CW-13.4.
template <rules_policy R>
void tell_snitch(const state<R>& s, const words_seats& w, words_story& st) {
    const player_id me = s.turn_player();
    st.add(event_kind::played, s.controller_of(me), w.named(me, joker));
    std::vector<std::string> groups;
    for (player_id p = 0; p < R::seats; ++p) {
        if (s.team(p).play == 0) continue;
        groups.push_back(w.named_set(p, s.team(p).play));
        st.add_removed(w, p, s.controller_of(p), s.team(p).play);
    }
    st.say(w.who(me) + " use the Snitch (the " + w.named(me, joker) + "): " +
           (groups.empty() ? "no group is in play, and the Joker goes to the bottom of " +
                                 w.their(me) + " deck"
                           : "every group in play goes to the bottom of its owner's deck (" +
                                 words_list(groups) + "), then the Joker (CW-13.3)"));
}

// CW-15.6 (a): a loan L against the roulette loss D; the rest from money, then groups.
template <rules_policy R>
void tell_loan(const state<R>& s, const move& m, const state<R>& after, const words_seats& w,
               words_story& st) {
    const player_id me = s.turn_player(), c = s.controller_of(me);
    const std::uint32_t loss = s.debt(), money = s.account(me).money, rest = loss - m.dollars;
    const std::uint32_t paid = rest < money ? rest : money;
    std::string text =
        m.dollars == 0 ? w.who(me) + " take no loan"
                       : w.who(me) + " borrow " + words_money(m.dollars) + " of the " +
                             words_money(loss) + " loss (" + words_money(amount_due(m.dollars)) +
                             " due at the start of " + w.their(me) + " next turn, CW-15.7)";
    std::vector<std::string> then;
    if (paid > 0) then.push_back("pay " + words_money(paid) + " from " + w.their(me) + " money");
    if (after.phase() == phase::surrender)
        then.push_back("must surrender groups for the remaining " + words_money(after.debt()) +
                       " (CW-15.3)");
    if (!then.empty())
        text += (m.dollars == 0     ? ": " + w.they(me) + " "
                 : then.size() == 1 ? std::string(" and ")
                                    : std::string(", ")) +
                words_list(then);
    st.say(text);
    if (m.dollars > 0)
        st.add(event_kind::paid, c,
               "roulette loss, borrowed: " + words_money(amount_due(m.dollars)) + " due", {}, {},
               m.dollars);
    else
        st.add(event_kind::answered, c, "no loan");
    if (paid > 0) st.add(event_kind::paid, c, "roulette loss", {}, {}, paid);
}

// A KEEP's cards as the viewer may know them: a hand's only by number (CW-14.3, CW-16.2).
[[nodiscard]] inline std::string words_kept(const words_seats& w, player_id q, card_set kept,
                                            card_set play) {
    if (kept == 0) return "nothing";
    if (w.sees(q)) return w.named_set(q, kept);
    const auto groups = static_cast<card_set>(kept & play);
    const int from_hand = count(static_cast<card_set>(kept & ~play));
    std::string out = w.named_set(q, groups);
    if (from_hand > 0)
        out += (out.empty() ? "" : " and ") + words_count(from_hand, "card", "cards") + " from " +
               w.their(q) + " hand";
    return out;
}

// CW-14.3, CW-15.6 (b): the ruined player keeps some thug cards with a loan,
// loses his money and the rest of his thug cards (revealed, CW-4.5).
template <rules_policy R>
void tell_keep(const state<R>& s, const move& m, const state<R>& after, const words_seats& w,
               words_story& st) {
    const player_id me = s.turn_player(), q = deciding_seat(s), c = s.controller_of(me);
    const std::string kept = words_kept(w, q, m.cards, s.team(q).play);
    st.add(event_kind::answered, c, "keep " + kept);
    if (R::merged_decks && s.helper() < 0) {  // CW-V1.22: the kingpin's suit first
        st.say(w.who(me) + " choose " + w.their(me) + " " + w.name[words_seats::at(q)] +
               " cards to keep: " + kept + "; the " +
               w.name[words_seats::at(merged_partner<R>(q))] +
               " cards come next (CW-14.3, CW-V1.22)");
        return;
    }
    const std::uint32_t due = after.account(me).due, money = s.account(me).money;
    std::string text = w.who(me) + " keep " + kept;
    if (due > 0)
        text += (R::merged_decks ? " (a loan for all the cards kept of " : " with a loan of ") +
                words_money(due / 5 * 4) + (R::merged_decks ? ", " : " (") + words_money(due) +
                " due next turn)";
    std::vector<std::string> lost;
    for (player_id r = 0; r < R::seats; ++r) {
        if (r != me && r != q) continue;
        const team_record& before = s.team(r);
        const team_record& now = after.team(r);
        const auto gone = static_cast<card_set>((before.hand | before.play) & thug_cards &
                                                ~(now.hand | now.play));
        if (gone == 0) continue;
        lost.push_back(w.named_set(r, gone));
        st.add_removed(w, r, c, gone);
    }
    std::vector<std::string> then;
    if (money > 0) then.push_back("lose " + w.their(me) + " " + words_money(money));
    if (!lost.empty())
        then.push_back("put " + words_list(lost) + " at the bottom of " + w.their(me) + " deck");
    if (!then.empty()) text += (then.size() == 1 ? " and " : ", ") + words_list(then);
    st.say(text + " (CW-14.3)");
    if (money > 0) st.add(event_kind::paid, c, "ruin", {}, {}, money);
    if (due > 0)
        st.add(event_kind::paid, c, "kept cards, borrowed: " + words_money(due) + " due", {}, {},
               due / 5 * 4);
}

// CW-15.3, CW-15.4: one group toward the remainder; the change once covered.
template <rules_policy R>
void tell_surrender(const state<R>& s, const move& m, const state<R>& after, const words_seats& w,
                    words_story& st) {
    const player_id me = s.turn_player(), c = s.controller_of(me);
    const player_id q = m.cards != 0 ? me : m.seat;
    const card_set g = m.cards != 0 ? m.cards : m.other_cards;
    const std::uint32_t v = value(g), owed = s.debt();
    std::string text =
        w.who(me) + " surrender " + w.named_set(q, g) + " (worth " + words_money(v) + ")";
    if (v < owed) {
        text += " toward the " + words_money(owed) + " owed: " + words_money(owed - v) +
                " remain (CW-15.3)";
    } else {
        text += " for the " + words_money(owed) + " owed";
        if (v > owed) text += " and get " + words_money(v - owed) + " change (CW-15.4)";
    }
    st.say(text);
    st.add_removed(w, q, c, g);
    st.add(event_kind::paid, c, "debt", {}, {}, v < owed ? v : owed);
    if (v > owed) st.add(event_kind::scored, c, "change", {}, {}, v - owed);
    if (v < owed || s.resume_phase() != phase::drawing) return;
    state<R> mid = s;  // the group at the bottom, then the turn's draw (CW-5.2)
    to_bottom(mid, q, g);
    tell_known_draw(mid, after, w, me, st);
}

// CW-V1.14 steps 2 to 4: the given cards to the giver's bottom, the
// receiver's matching cards from his deck to where the given ones were.
template <rules_policy R>
void tell_gift(const state<R>& s, player_id giver, player_id receiver, card_set cards,
               std::uint32_t price, const words_seats& w, words_story& st) {
    const team_record& g = s.team(giver);
    const auto from_hand = static_cast<card_set>(cards & g.hand),
               from_play = static_cast<card_set>(cards & g.play);
    std::vector<std::string> places;
    if (from_hand != 0)
        places.push_back(w.named_set(receiver, from_hand) + " into " + w.their(receiver) + " hand");
    if (from_play != 0) places.push_back(w.named_set(receiver, from_play) + " into play");
    st.say(w.who(giver) + " give " + w.named_set(giver, cards) + " to " + w.who_seat(receiver) +
           (price > 0                                             ? " for " + words_money(price)
            : s.controller_of(giver) == s.controller_of(receiver) ? std::string()  // CW-V1.20
                                                                  : std::string(" for free")) +
           ": " + w.who_seat(receiver) + " take " + words_list(places) + " from " +
           w.their(receiver) + " deck, which is shuffled (CW-V1.14)");
    const player_id gc = s.controller_of(giver), rc = s.controller_of(receiver);
    st.add_removed(w, giver, gc, cards);
    for (card_set x = from_play; x != 0; x &= static_cast<card_set>(x - 1))
        st.add(event_kind::entered, rc, w.named(receiver, lowest(x)), {},
               w.notation(receiver, lowest(x)));
    if (from_hand != 0)
        st.add(event_kind::drew, rc, w.named_set(receiver, from_hand), {}, {},
               static_cast<std::uint32_t>(count(from_hand)));
    if (price > 0) {
        st.add(event_kind::paid, rc, "cards from " + w.name[words_seats::at(giver)], {}, {}, price);
        st.add(event_kind::scored, gc, "cards sold to " + w.name[words_seats::at(receiver)], {}, {},
               price);
    }
}

// Thug Alliance and two teams per player: ROUTE, GIVE_MONEY, GIVE, the
// price, ACCEPT and DECLINE (CW-V1.7, CW-V1.8, CW-V1.14).
template <rules_policy R>
void tell_side_move(const state<R>& s, const move& m, const state<R>& after, const words_seats& w,
                    words_story& st) {
    const player_id me = s.turn_player(), c = s.controller_of(me), ally = s.team(me).ally;
    switch (m.kind) {
        case action::route: {
            const card b = s.pending_bonus();
            st.say(w.who(me) +
                   (m.seat == me
                        ? " keep the " + w.named(me, b) + " for " + w.their(me) + " own team"
                        : " give the " + w.named(me, b) + " to " + w.who_seat(m.seat)) +
                   ": " + words_bonus(after, w, m.seat, b) + " (CW-V1.8)");
            add_bonus_event(after, w, m.seat, b, me, st);
            return;
        }
        case action::give_money:
            st.say(w.who(me) + " give " + words_money(m.dollars) + " to " + w.who_seat(m.seat) +
                   " (CW-V1.7)");
            st.add(event_kind::paid, c, "gift to " + w.name[words_seats::at(m.seat)], {}, {},
                   m.dollars);
            st.add(event_kind::scored, s.controller_of(m.seat),
                   "gift from " + w.name[words_seats::at(me)], {}, {}, m.dollars);
            return;
        case action::give:
            if (is_partner_seat(s, me, m.seat)) {  // CW-V1.20: at once, no price
                tell_gift(s, me, m.seat, m.cards, 0, w, st);
                return;
            }
            st.say(w.who(me) + " offer " + w.named_set(me, m.cards) + " to " + w.who_seat(m.seat) +
                   "; " + w.they(me) + " name the price next (CW-V1.14)");
            st.add(event_kind::offered, c, w.named_set(me, m.cards));
            return;
        case action::price:
            if (m.dollars == 0) {
                tell_gift(s, me, ally, s.gift(), 0, w, st);
                return;
            }
            st.say(w.who(me) + " ask " + words_money(m.dollars) + " for " +
                   w.named_set(me, s.gift()) + "; " + w.who(ally) +
                   " accept or decline (CW-V1.14)");
            st.add(event_kind::offered, c, w.named_set(me, s.gift()), {}, {}, m.dollars);
            return;
        case action::accept:
            st.add(event_kind::answered, s.controller_of(ally), "accept");
            tell_gift(s, me, ally, s.gift(), s.debt(), w, st);
            return;
        default:  // decline
            st.say(w.who(ally) + " decline " + w.whose(me) + " offer of " +
                   w.named_set(me, s.gift()) + " for " + words_money(s.debt()) + " (CW-V1.14)");
            st.add(event_kind::answered, s.controller_of(ally), "decline");
            return;
    }
}

// CW-V7.2, CW-V7.3: the conqueror takes the spoils or annexes the team.
template <rules_policy R>
void tell_conquest(const state<R>& s, const move& m, const state<R>& after, const words_seats& w,
                   words_story& st) {
    const player_id me = s.turn_player(), c = s.controller_of(me);
    const player_id loser = s.controller_of(s.target_player());
    st.told_out |= 1u << loser;
    if (!m.annex) {
        st.say(w.who(me) + " take the " + words_money(s.debt()) + " spoils: " + w.player(loser) +
               " are out of the game (CW-V7.2)");
        st.add(event_kind::scored, c, "spoils", {}, {}, s.debt());
    } else {
        std::vector<std::string> seats;
        for (player_id q = 0; q < R::seats; ++q)
            if (!s.team(q).eliminated && s.controller_of(q) == loser &&
                after.controller_of(q) == c) {
                seats.push_back(w.name[words_seats::at(q)]);
                st.add(event_kind::control_changed, c, {}, {}, w.name[words_seats::at(q)]);
            }
        st.say(w.who(me) + " annex " + words_list(seats) + ", who play on under " +
               (c == w.viewer ? std::string("your") : w.player_name[words_seats::at(c)] + "'") +
               " control without a kingpin; " +
               (loser == w.viewer ? std::string("you are")
                                  : "the " + w.player_name[words_seats::at(loser)] + " player is") +
               " out of the game (CW-V7.3)");
    }
    st.add(event_kind::eliminated, loser, w.player_name[words_seats::at(loser)]);
}

template <rules_policy R>
[[nodiscard]] words_story tell(const state<R>& s, const move& m, player_id viewer) {
    const state<R> after = play(s, m);
    const words_seats w = words_of(s, viewer);
    words_story st;
    const player_id me = s.turn_player();
    switch (m.kind) {
        case action::end_turn:
            tell_end_turn(s, after, w, st);
            break;
        case action::hire:
            tell_hire(s, m, after, w, st);
            break;
        case action::attack:
            tell_attack(s, m, after, w, st);
            break;
        case action::defend:
        case action::join:
        case action::ally_defend:
            tell_helpers(s, m, after, w, st);
            break;
        case action::snitch:
            tell_snitch(s, w, st);
            break;
        case action::roulette:
            st.say(w.who(me) + " play roulette (CW-14.1)");
            st.add(event_kind::played, s.controller_of(me), "roulette");
            break;
        case action::loan:
            tell_loan(s, m, after, w, st);
            break;
        case action::keep:
            tell_keep(s, m, after, w, st);
            break;
        case action::surrender:
            tell_surrender(s, m, after, w, st);
            break;
        case action::conquest:
            tell_conquest(s, m, after, w, st);
            break;
        default:
            tell_side_move(s, m, after, w, st);
            break;
    }
    tell_after(s, after, w, st);
    return st;
}

// ---------------------------------------------------------------- outcomes

// CW-14.2: the roulette's face and what it means for the player.
template <rules_policy R>
void tell_roulette(const state<R>& s, int face, const state<R>& after, const words_seats& w,
                   words_story& st) {
    const player_id me = s.turn_player(), c = s.controller_of(me);
    const std::uint32_t money = s.account(me).money;
    const auto change = roulette_change[static_cast<std::size_t>(face)];
    std::string text = w.who(me) + " roll " + std::to_string(face) + " at roulette: ";
    st.add(event_kind::rolled, c, std::to_string(face));
    if (face == 1 && after.phase() == phase::keep) {
        text += "ruin, " + w.they(me) + " lose " +
                (money > 0 ? "all " + w.their(me) + " money (" + words_money(money) + ") and "
                           : std::string()) +
                "every thug card in hand and in play, except those " + w.they(me) +
                " keep by borrowing their value: " + w.they(me) + " choose which (CW-14.3)";
    } else if (face == 1) {
        text += "ruin, " +
                (money > 0 ? w.they(me) + " lose all " + w.their(me) + " money (" +
                                 words_money(money) + ") and hold no thug card"
                           : w.they(me) + " have neither money nor thug cards to lose") +
                " (CW-14.3)";
        if (money > 0) st.add(event_kind::paid, c, "ruin", {}, {}, money);
    } else if (change < 0 && after.phase() == phase::loan) {
        const std::uint32_t low = min_loan(after), high = after.debt();
        text += w.they(me) + " lose " + words_money(high) + " with only " + words_money(money) +
                ": " + w.they(me) +
                (low == high ? " must borrow " + words_money(high)
                 : low == 0  ? " may borrow up to " + words_money(high) +
                                  " or pay with groups, choose how much"
                            : " may borrow " + words_money(low) + " to " + words_money(high) +
                                  ", choose how much") +
                " (CW-15.6)";
    } else if (change < 0) {
        text += w.they(me) + " lose " + words_money(static_cast<std::uint32_t>(-change)) +
                ", paid from " + w.their(me) + " " + words_money(money) + " (CW-15.1)";
        st.add(event_kind::paid, c, "roulette loss", {}, {}, static_cast<std::uint32_t>(-change));
    } else if (change > 0) {
        text += w.they(me) + " win " + words_money(static_cast<std::uint32_t>(change)) +
                " from the bank";
        st.add(event_kind::scored, c, "roulette", {}, {}, static_cast<std::uint32_t>(change));
    } else {
        text += "break even, nothing happens";
    }
    st.say(text);
}

// The units killed by a successful attack: the target's and every
// defending helper's (CW-9.8, CW-10.5, CW-V1.10).
template <rules_policy R>
[[nodiscard]] std::string tell_killed(const state<R>& s, const words_seats& w, words_story& st) {
    const player_id victim = s.target_player();
    const auto own = static_cast<card_set>(s.defenders() | bit(s.target_card()));
    std::vector<std::string> names{w.named_set(victim, own)};
    int cards = count(own), owners = 1;
    st.add_removed(w, victim, s.controller_of(victim), own);
    for (player_id q = 0; q < R::seats; ++q)
        if (s.help(q) != 0 && !helps_attack(s, q)) {
            names.push_back(w.named_set(q, s.help(q)));
            cards += count(s.help(q));
            ++owners;
            st.add_removed(w, q, s.controller_of(q), s.help(q));
        }
    const std::string deck = owners > 1 ? "their owners' decks" : w.whose(victim) + " deck";
    return words_list(names) + (cards == 1 ? " is killed and goes" : " are killed and go") +
           " to the bottom of " + deck;
}

// CW-9.8, CW-12: the target kingpin dies; spoils, the coin, a conquest.
template <rules_policy R>
[[nodiscard]] std::string tell_kingpin_death(const state<R>& s, const state<R>& after,
                                             const words_seats& w, words_story& st) {
    const player_id me = s.turn_player(), victim = s.target_player();
    const player_id killer = s.controller_of(me), loser = s.controller_of(victim);
    st.add(event_kind::removed, loser, w.named(victim, kingpin), w.notation(victim, kingpin));
    std::string text = "the " + w.named(victim, kingpin) + " is killed";
    const bool coin = R::curse && after.coin_holder() == killer && s.coin_holder() != killer;
    if (coin)
        text += ", " + w.who(me) + " take the Rich Man's Curse coin and forfeit the spoils (CW-V6)";
    if (after.phase() == phase::conquering)
        return text + ": " + w.who(me) + " choose between " +
               (after.debt() > 0 ? "the " + words_money(after.debt()) + " spoils"
                                 : std::string("no spoils")) +
               " and annexing " + w.player(loser) + " (CW-V7.2)";
    if (after.controller_in(loser))
        return text + ": the " + w.name[words_seats::at(victim)] +
               " team leaves the game (CW-V1.21)";
    st.told_out |= 1u << loser;
    text += ": " + w.player(loser) + " are out of the game";
    st.add(event_kind::eliminated, loser, w.player_name[words_seats::at(loser)]);
    const std::uint32_t gain = after.account(me).money - s.account(me).money;
    if (gain > 0) {
        text += ", and " + w.who(me) + " take " + words_money(gain) + " in spoils (CW-12.3)";
        st.add(event_kind::scored, killer, "spoils", {}, {}, gain);
    }
    return text;
}

// CW-9.6 to CW-9.8, CW-V9: the combat roll and its result.
template <rules_policy R>
void tell_combat(const state<R>& s, const outcome& o, const state<R>& after, const words_seats& w,
                 words_story& st) {
    const player_id me = s.turn_player(), victim = s.target_player();
    const std::uint32_t atk = combat_attack(s), def = combat_defense(s);
    const std::string dice = R::hardcore ? " on four dice" : "";
    const auto side = [&](player_id p, std::uint32_t roll, std::uint32_t sum) {
        return w.who(p) + " roll " + std::to_string(roll) + dice + " (" + std::to_string(roll) +
               " x " + std::to_string(sum) + " = " + std::to_string(roll * sum) + ")";
    };
    st.add(event_kind::rolled, s.controller_of(me), std::to_string(o.first));
    st.add(event_kind::rolled, s.controller_of(victim), std::to_string(o.second));
    std::string text = w.whose(me) + " attack on the " + w.named(victim, s.target_card()) + ": " +
                       side(me, o.first, atk) + ", " + side(victim, o.second, def) + ": ";
    if (!attack_succeeds(atk, def, o)) {
        st.say(text + "the attack fails (CW-9.7)");
        return;
    }
    if (s.target_card() == kingpin) {
        st.say(text + "the attack succeeds, " + tell_kingpin_death(s, after, w, st));
        return;
    }
    text += "the attack succeeds, " + tell_killed(s, w, st) + " (CW-9.8)";
    if constexpr (R::bounty) {
        const std::uint32_t bounty = after.account(me).money - s.account(me).money;
        text += "; " + w.who(me) + " earn a " + words_money(bounty) + " bounty (CW-V9)";
        st.add(event_kind::scored, s.controller_of(me), "bounty", {}, {}, bounty);
    }
    st.say(text);
}

template <rules_policy R>
[[nodiscard]] words_story tell(const state<R>& s, const outcome& o, player_id viewer) {
    const state<R> after = play(s, o);
    const words_seats w = words_of(s, viewer);
    words_story st;
    const player_id me = s.turn_player();
    switch (o.kind) {
        case chance_kind::first_player: {
            const auto first = static_cast<player_id>(o.first);
            st.say(w.who(first) + " go first (CW-3.5)");
            st.add(event_kind::rolled, s.controller_of(first), "first player");
            break;
        }
        case chance_kind::draw: {
            const player_id from = o.second != 0 ? merged_partner<R>(me) : me;  // CW-V1.22
            tell_draw(after, w, me, from, o.first, false, s.phase() == phase::dealing, st);
            break;
        }
        case chance_kind::roulette:
            tell_roulette(s, o.first, after, w, st);
            break;
        case chance_kind::combat:
            tell_combat(s, o, after, w, st);
            break;
    }
    tell_after(s, after, w, st);
    return st;
}

}  // namespace detail

// Move m played at s, in words, for `viewer` (a player or omniscient).
template <rules_policy R>
[[nodiscard]] std::string describe(const state<R>& s, const move& m, player_id viewer) {
    return detail::tell(s, m, viewer).text;
}

// Chance outcome o of the chance node s, in words, for `viewer`.
template <rules_policy R>
[[nodiscard]] std::string describe(const state<R>& s, const outcome& o, player_id viewer) {
    return detail::tell(s, o, viewer).text;
}

// How the finished game s ended, for `viewer` (CW-12.6, CW-12.8, CW-V1.11).
template <rules_policy R>
[[nodiscard]] std::string describe_end(const state<R>& s, player_id viewer) {
    return capitalized(detail::words_end(s, detail::words_of(s, viewer))) + ".";
}

// Move m played at s as events, for `viewer`.
template <rules_policy R>
[[nodiscard]] std::vector<event> events(const state<R>& s, const move& m, player_id viewer) {
    return detail::tell(s, m, viewer).events;
}

// Chance outcome o of s as events, for `viewer`.
template <rules_policy R>
[[nodiscard]] std::vector<event> events(const state<R>& s, const outcome& o, player_id viewer) {
    return detail::tell(s, o, viewer).events;
}

}  // namespace arbiter::crime_wars

ARBITER_TEXT_CODE_END
