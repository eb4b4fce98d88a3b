#pragma once
// The checked forms of play: try_play for a move or a chance outcome, the
// successor or an error saying which rule refuses it (the state is never
// changed), and move_error, why a move is illegal. The checked start of a
// game, start_game, is in apply.hpp.

#include <string>
#include <utility>

#include "../core/game.hpp"
#include "../core/result.hpp"
#include "apply.hpp"
#include "card_text.hpp"
#include "generate.hpp"
#include "state.hpp"

namespace arbiter::crime_wars {

namespace detail {

[[nodiscard]] inline std::string phase_name(phase p) {
    switch (p) {
        case phase::choose_first: return "the roll for the first player";
        case phase::dealing: return "an opening draw";
        case phase::drawing: return "a draw";
        case phase::main: return "a main phase";
        case phase::defending: return "a defense decision";
        case phase::combat: return "a combat roll";
        case phase::roulette: return "a roulette roll";
        case phase::loan: return "a loan decision";
        case phase::keep: return "a decision on what to keep after ruin";
        case phase::surrender: return "a decision on what to surrender";
        case phase::over: return "the end of the game";
        case phase::routing: return "a decision on whose team a bonus card strengthens";
        case phase::joining: return "an ally's decision to join the attack";
        case phase::ally_defending: return "an ally's decision to join the defense";
        case phase::pricing: return "the price of a gift";
        case phase::accepting: return "the answer to a priced gift";
        case phase::conquering: return "the conqueror's choice of spoils or annexation";
    }
    return "?";
}

[[nodiscard]] inline std::string action_name(action a) {
    switch (a) {
        case action::end_turn: return "end";
        case action::hire: return "hire";
        case action::attack: return "attack";
        case action::defend: return "defend";
        case action::snitch: return "snitch";
        case action::roulette: return "roulette";
        case action::loan: return "loan";
        case action::keep: return "keep";
        case action::surrender: return "surrender";
        case action::route: return "route";
        case action::give_money:
        case action::give: return "give";
        case action::price: return "price";
        case action::accept: return "accept";
        case action::decline: return "decline";
        case action::join: return "join";
        case action::ally_defend: return "ally-defend";
        case action::conquest: return "conquest";
    }
    return "?";
}

// The phase in which a kind of move is made.
[[nodiscard]] constexpr phase phase_of(action a) noexcept {
    switch (a) {
        case action::defend: return phase::defending;
        case action::loan: return phase::loan;
        case action::keep: return phase::keep;
        case action::surrender: return phase::surrender;
        case action::route: return phase::routing;
        case action::price: return phase::pricing;
        case action::accept:
        case action::decline: return phase::accepting;
        case action::join: return phase::joining;
        case action::ally_defend: return phase::ally_defending;
        case action::conquest: return phase::conquering;
        default: return phase::main;
    }
}

template <rules_policy R>
[[nodiscard]] std::string attack_error(const state<R>& s, const move& m) {
    const team_record& me = s.team(s.turn_player());
    const card_set units = m.cards;
    // CW-V1.22: a merged seat's other suit attacks alone too.
    const bool other_suit_alone = R::merged_decks && units == 0 && count(m.other_cards) == 1;
    if (units == 0 && !(R::merged_decks && m.other_cards != 0)) return "an attack needs at least one attacking unit (CW-9.1)";
    if ((units & ~(thug_cards | kingpin_bit)) != 0) return "only groups and the kingpin attack (CW-9.1)";
    for (card_set u = static_cast<card_set>(units & thug_cards); u != 0; u &= static_cast<card_set>(u - 1)) {
        const std::string name = card_text(me.team, lowest(u));
        if (!has(me.play, lowest(u))) return "the " + name + " is not one of your groups in play (CW-9.1)";
        if (has(me.entered, lowest(u))) return "the " + name + " entered play this turn (CW-6.4)";
        if (has(me.attacked, lowest(u))) return "the " + name + " has already attacked this turn (CW-9.11)";
    }
    if (has(units, kingpin)) {
        if (me.turns == 0) return "a kingpin cannot attack on his player's first turn (CW-11.4)";
        if (me.kingpin_attacked) return "your kingpin has already attacked this turn (CW-9.2)";
    }
    if (m.seat >= 0 && m.seat < R::seats && (s.team(s.turn_player()).ally == m.seat ||
                                             s.controller_of(m.seat) == s.controller_of(s.turn_player())))
        return "allies cannot attack each other's units (CW-V1.4, CW-V1.20)";
    if (m.other_cards != 0) {  // CW-V1.20: the other seat's groups
        if (!R::two_teams || (m.other_cards & ~other_seat_units(s)) != 0)
            return "only eligible groups of your other seat may join your attack (CW-V1.9, CW-V1.20)";
        if (!other_suit_alone && (m.target == kingpin || has(units, kingpin)))
            return "a kingpin is never part of a combination (CW-10.3)";
        if (thugs(units) + thugs(m.other_cards) > size_of(m.target))
            return "a combination of " + std::to_string(thugs(units) + thugs(m.other_cards)) + " thugs may not attack a group of " +
                   std::to_string(size_of(m.target)) + " (CW-10.2: less than or equal)";
    }
    if (!is_enemy(s, s.turn_player(), m.seat)) return "the target must belong to an enemy still in the game (CW-9.3)";
    const team_record& enemy = s.team(m.seat);
    if (m.target == kingpin) {
        if (!kingpin_exposed(s, m.seat))
            return "the " + card_text(enemy.team, kingpin) + " is protected while his groups are in play (CW-11.3)";
        if (count(units) > 1) return "a kingpin target admits only a single attacker (CW-10.3)";
    } else if (m.target > 8 || !has(enemy.play, m.target)) {
        return "the target must be a group in play or an exposed kingpin (CW-9.3)";
    }
    if (count(units) > 1) {
        if (has(units, kingpin)) return "a kingpin is never part of a combination (CW-10.3)";
        if (thugs(units) > size_of(m.target))
            return "a combination of " + std::to_string(thugs(units)) + " thugs may not attack a group of " +
                   std::to_string(size_of(m.target)) + " (CW-10.2: less than or equal)";
    }
    return {};
}

// CW-6.1, CW-6.2, CW-V1.22: why a HIRE is refused.
template <rules_policy R>
[[nodiscard]] std::string hire_error(const state<R>& s, const move& m) {
    const team_record& me = s.team(s.turn_player());
    if (!is_thug(m.target)) return "only thug cards (2 to 10) are hired (CW-6.1)";
    const bool own_record =
        m.seat == s.turn_player() || m.seat == merged_partner<R>(s.turn_player());
    if (R::merged_decks && !own_record)
        return "a hired card is of one of your seat's two suits (CW-V1.22)";
    const team_record& from = R::merged_decks ? s.team(m.seat) : me;
    if (!has(from.hand, m.target))
        return "the " + card_text(from.team, m.target) + " is not in your hand (CW-6.1)";
    if (value(bit(m.target)) > s.account(s.turn_player()).money)
        return "hiring the " + card_text(from.team, m.target) + " costs $" +
               std::to_string(value(bit(m.target))) + " and you have $" +
               std::to_string(s.account(s.turn_player()).money) + " (CW-6.2)";
    return {};
}

// CW-1.3, CW-13.1, CW-13.2, CW-V1.11: why a SNITCH is refused.
template <rules_policy R>
[[nodiscard]] std::string snitch_error(const state<R>& s) {
    const team_record& me = s.team(s.turn_player());
    if (!R::snitch && !s.snitch_restored())
        return "the Snitch is used only with two players (CW-1.3, CW-13.1), or once restored "
               "(CW-V1.11)";
    if (!has(me.hand, joker)) return "you do not hold the Joker (CW-13.2)";
    return {};
}

// CW-14.1: why a ROULETTE is refused.
template <rules_policy R>
[[nodiscard]] std::string roulette_error(const state<R>& s) {
    if (s.roulette_played()) return "roulette is played at most once per turn (CW-14.1)";
    return {};
}

// CW-10.3, CW-10.4: why a DEFEND is refused.
template <rules_policy R>
[[nodiscard]] std::string defend_error(const state<R>& s, const move& m) {
    const team_record& d = s.team(s.target_player());
    if (s.target_card() == kingpin && m.cards != 0)
        return "a kingpin is never part of a combination: he defends alone (CW-10.3)";
    if ((m.cards & ~d.play) != 0 || has(m.cards, s.target_card()))
        return "only your other groups in play may join the defense (CW-10.4)";
    if (thugs(m.cards) > defense_room(s))
        return "the defense may have at most " + std::to_string(thugs(s.attackers())) +
               " thugs, the attack's total (CW-10.4)";
    return {};
}

// CW-15.6 a: why a LOAN is refused.
template <rules_policy R>
[[nodiscard]] std::string loan_error(const state<R>& s, const move& m) {
    if (m.dollars % 100 != 0) return "a loan is a multiple of $100 (CW-15.6 a)";
    if (m.dollars > s.debt())
        return "the loan may not exceed the loss of $" + std::to_string(s.debt()) + " (CW-15.6 a)";
    if (m.dollars < min_loan(s))
        return "a loan under $" + std::to_string(min_loan(s)) +
               " leaves more than your money and groups can pay (CW-15.6 a)";
    return {};
}

// CW-15.6 b, CW-V1.22: why a KEEP is refused (one suit at a time).
template <rules_policy R>
[[nodiscard]] std::string keep_error(const state<R>& s, const move& m) {
    const team_record& k = s.team(deciding_seat(s));
    if ((m.cards & ~((k.hand | k.play) & thug_cards)) != 0)
        return R::merged_decks ? "only thug cards of " + std::string(1, team_letter(k.team)) +
                                     " in your hand or in play can be kept now: one suit, then the "
                                     "other (CW-15.6 b, CW-V1.22)"
                               : "only thug cards in your hand or in play can be kept (CW-15.6 b)";
    return {};
}

// CW-15.2, CW-15.3, CW-V1.21, CW-V7.3: why a SURRENDER is refused (always a reason).
template <rules_policy R>
[[nodiscard]] std::string surrender_error(const state<R>& s, const move& m) {
    const team_record& me = s.team(s.turn_player());
    if (count(m.cards) + count(m.other_cards) != 1)
        return "a surrender gives up one group at a time (CW-15.3)";
    if ((m.cards & ~me.play) != 0) return "only groups in play can be surrendered (CW-15.2)";
    if (m.cards != 0 && m.seat != 0)
        return "a group of the turn's seat names no other seat (CW-15.3)";
    if (m.other_cards != 0 && (!is_partner_seat(s, s.turn_player(), m.seat) ||
                               (s.team(m.seat).play & m.other_cards) == 0))
        return "only groups in play of your seats can be surrendered (CW-15.2, CW-V1.21, CW-V7.3)";
    const card g = lowest(static_cast<card_set>(m.cards | m.other_cards));
    if (surrender_key(g, m.cards != 0 ? 0 : surrender_rank(s, m.seat)) >= s.surrender_below())
        return "groups are surrendered largest first: this one comes before the last (CW-15.3)";
    return "the groups left after it cannot cover the $" + std::to_string(s.debt()) +
           " still owed, so the set would not be a minimal cover (CW-15.3)";
}

// CW-V1.8: why a ROUTE is refused.
template <rules_policy R>
[[nodiscard]] std::string route_error(const state<R>& s, const move& m) {
    const team_record& me = s.team(s.turn_player());
    if (m.seat != s.turn_player() && m.seat != me.ally)
        return "a bonus card goes to your own team or your ally's (CW-V1.8)";
    return {};
}

// CW-V1.5, CW-V1.7, CW-V1.14, CW-V1.15, CW-V1.20, CW-V1.22, CW-V7.3: why a GIVE (of money or of
// cards) is refused.
template <rules_policy R>
[[nodiscard]] std::string give_error(const state<R>& s, const move& m) {
    const team_record& me = s.team(s.turn_player());
    if (m.kind == action::give && m.seat == merged_partner<R>(s.turn_player()))
        return "your two suits are one seat, with one hand and one deck: there is nobody to give "
               "to (CW-V1.22)";
    // CW-V1.20, CW-V7.3: a gift to another seat of the same controller
    if (m.kind == action::give && is_partner_seat(s, s.turn_player(), m.seat)) {
        if (m.cards == 0 || (m.cards & ~((me.hand | me.play) & thug_cards)) != 0)
            return "only your thug cards, in hand or in play, can be given (CW-V1.14, CW-V1.15)";
        return "your other seat must find each matching card in its deck (CW-V1.15)";
    }
    if (!R::alliance && !(R::two_teams && m.kind == action::give) &&
        !(R::great_empire && m.kind == action::give))
        return "only allies give money or cards (CW-V1.5)";
    if (live_ally(s, s.turn_player()) < 0 || m.seat != me.ally)
        return R::alliance ? "you may give only to your ally still in the game (CW-V1.7, CW-V1.14)"
                           : "you may give cards only to your other seats still in the game "
                             "(CW-V1.14, CW-V1.20, CW-V7.3)";
    if (m.kind == action::give_money) {
        if (m.dollars == 0 || m.dollars % 25 != 0)
            return "a gift of money is a positive multiple of $25 (CW-V1.7)";
        if (m.dollars > s.account(s.turn_player()).money)
            return "you have only $" + std::to_string(s.account(s.turn_player()).money) +
                   " (CW-V1.7)";
        if (m.dollars > max_gift_per_move)
            return "one move gives at most $" + std::to_string(max_gift_per_move) +
                   "; give the rest in another (CW-V1.7)";
        return {};
    }
    if (m.cards == 0 || (m.cards & ~((me.hand | me.play) & thug_cards)) != 0)
        return "only your thug cards, in hand or in play, can be given (CW-V1.14, CW-V1.15)";
    if ((m.cards & ~giftable(s, s.turn_player())) != 0)
        return "your ally must find each matching card in his deck (CW-V1.15)";
    return {};
}

// CW-V1.14, CW-V1.16: why a PRICE is refused (always a reason).
template <rules_policy R>
[[nodiscard]] std::string price_error(const state<R>& s, const move& m) {
    if (m.dollars % 25 != 0) return "a price is a multiple of $25 (CW-V1.14)";
    if (m.dollars > value(s.gift()))
        return "the price may not exceed the cards' value (CW-V1.14, CW-V1.16)";
    return "the price may not exceed the receiver's money (CW-V1.14)";
}

// CW-10.2, CW-10.4, CW-V1.9, CW-V1.10: why a JOIN or an ALLY_DEFEND is refused (always a reason).
template <rules_policy R>
[[nodiscard]] std::string helper_error(const state<R>& s, const move& m) {
    const player_id helper = deciding_seat(s);
    if ((m.cards & ~s.team(helper).play) != 0)
        return "only your groups in play can join (CW-V1.9, CW-V1.10)";
    if (m.kind == action::join) {
        const team_record& a = s.team(helper);
        if ((m.cards & (a.entered | a.attacked)) != 0)
            return "a joining group must neither have entered play nor attacked this turn "
                   "(CW-V1.9)";
        return "the attack's total may not exceed the target's thugs (CW-10.2, CW-V1.9)";
    }
    return "the defense's total may not exceed the attack's thugs (CW-10.4, CW-V1.10)";
}

// The rule that m breaks as a move of its kind, or "" when none does (then a field that
// its kind does not use is at fault).
template <rules_policy R>
[[nodiscard]] std::string kind_error(const state<R>& s, const move& m) {
    switch (m.kind) {
        case action::hire:
            return hire_error(s, m);
        case action::attack:
            return attack_error(s, m);
        case action::snitch:
            return snitch_error(s);
        case action::roulette:
            return roulette_error(s);
        case action::defend:
            return defend_error(s, m);
        case action::loan:
            return loan_error(s, m);
        case action::keep:
            return keep_error(s, m);
        case action::surrender:
            return surrender_error(s, m);
        case action::route:
            return route_error(s, m);
        case action::give_money:
        case action::give:
            return give_error(s, m);
        case action::price:
            return price_error(s, m);
        case action::join:
        case action::ally_defend:
            return helper_error(s, m);
        case action::conquest:
        case action::accept:
        case action::decline:
        case action::end_turn:
            break;
    }
    return {};
}

// Why m is not legal in s (the state is known not to list it).
template <rules_policy R>
[[nodiscard]] std::string illegal_move_reason(const state<R>& s, const move& m) {
    if (current_player(s) < 0) return "nobody decides at " + phase_name(s.phase());
    const std::string named = "'" + action_name(m.kind) + "'";
    if (phase_of(m.kind) != s.phase())
        return named + " is not a move at " + phase_name(s.phase()) + " (CW-18.1)";
    if (std::string why = kind_error(s, m); !why.empty()) return why;
    return "malformed move: a field that this kind of move does not use is not zero";
}

}  // namespace detail

// Why m is illegal in s, naming the rule that refuses it; empty when m is legal.
template <rules_policy R>
[[nodiscard]] std::string move_error(const state<R>& s, const move& m) {
    if (legal_moves(s).contains(m)) return {};
    return detail::illegal_move_reason(s, m);
}

// The checked form of play(): the successor, or why the move is illegal
// (`s` is never changed).
template <rules_policy R>
[[nodiscard]] result<state<R>> try_play(const state<R>& s, const move& m) {
    if (std::string why = move_error(s, m); !why.empty()) return make_error(std::move(why));
    return play(s, m);
}

template <rules_policy R>
[[nodiscard]] result<state<R>> try_play(const state<R>& s, const outcome& o) {
    if (current_player(s) != chance_player) return make_error("not a chance node: the game is at " + detail::phase_name(s.phase()));
    for (const auto& listed : chance_outcomes(s))
        if (listed.outcome == o) return play(s, o);
    switch (s.phase()) {
        case phase::choose_first: return make_error("the first player is a seat from 0 to " + std::to_string(R::turn_seats - 1) + " (CW-17.2)");
        case phase::dealing:
        case phase::drawing:
            return make_error(R::merged_decks ? "a draw is a card of the drawer's shuffled part S, of either suit (CW-17.5, CW-V1.22)"
                                              : "a draw is a card of the drawer's shuffled part S (CW-17.5)");
        case phase::roulette: return make_error("a roulette roll is a face from 1 to 6 (CW-17.4)");
        case phase::combat:
            return make_error(R::hardcore ? "a combat roll is a non-tying pair of four-dice sums, 4 to 24 (CW-V2.2)"
                                          : "a combat roll is a non-tying pair of dice, 1 to 6 (CW-9.9, CW-17.3)");
        default: break;
    }
    return make_error("not an outcome of " + detail::phase_name(s.phase()));
}

}  // namespace arbiter::crime_wars
