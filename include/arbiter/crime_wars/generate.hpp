#pragma once
// The legal moves and the chance outcomes, and the queries only they need
// (RULES.md CW-5 to CW-18); whose decision it is is in state.hpp. Playing
// them is in apply.hpp; the umbrella <arbiter/crime_wars.hpp> gathers
// everything.

#include <array>
#include <cstdint>

#include "../core/chance.hpp"
#include "../core/game.hpp"
#include "../core/static_vector.hpp"
#include "combat.hpp"
#include "state.hpp"

namespace arbiter::crime_wars {

// The most legal moves at one decision (the capacity of move_list):
//  - main phase: attacks on at most 7 enemies. An enemy with groups in play
//    offers only them as targets (CW-11.3), at most 9; against each, the
//    attacker has at most 10 single units (9 groups and his kingpin,
//    CW-10.1) and 14 combinations of two or three groups, since the total
//    is at most 10 (CW-10.2): the pairs 2+3..2+8, 3+4..3+7, 4+5, 4+6 and the
//    triples 2+3+4, 2+3+5 (CW-10.8). An enemy with no groups offers his
//    kingpin to at most 10 single units. So at most (N-1) * 9 * 24 attacks,
//    plus at most 9 hires, SNITCH, ROULETTE and END_TURN;
//  - KEEP: the subsets of at most 9 thug cards, 512;
//  - SURRENDER: one group at a time (CW-15.3), at most 9; DEFEND: at most 14 (CW-10.8: a room of
//    at most 8 thugs); LOAN: at most 9 ($0 to $800).
//  - Thug Alliance adds to a main phase at most 511 GIVEs (the non-empty
//    subsets of 9 thug cards) and 100 GIVE_MONEYs ($25 to $2500); a price
//    has at most 5400 / 25 + 1 = 217 options; JOIN and ALLY_DEFEND at most
//    14 (a room of at most 8 thugs).
//  - Two teams per player (CW-V1.20, CW-V1.21): against each group, 10
//    single units and 69 combinations that include one or more of the turn
//    seat's groups and any of the other seat's, at most 10 thugs in all
//    (counted by the test "CW-V1.20 combination bound"), on at most 6 enemy
//    seats, plus 511 GIVEs to the other seat. A SURRENDER then chooses one of
//    the 18 groups of both seats (the 17075 minimal covers of a $5300
//    remainder are reached one group at a time: test "CW-V1.21 surrender").
//  - Merged decks (CW-V1.22): the seat's groups of either suit attack, so
//    against each group 19 single units and 69 + 14 combinations (those of
//    the other suit alone too), and up to 18 hires.
inline constexpr std::size_t two_seat_combinations = 69;
inline constexpr std::size_t merged_seat_combinations = two_seat_combinations + 14;
template <rules_policy R>
inline constexpr std::size_t max_moves = [] {
    std::size_t main = static_cast<std::size_t>(R::seats - 1) * 9 * 24 + 12;
    if (R::alliance) main += 511 + max_gift_per_move / 25;
    if (R::two_teams) main = static_cast<std::size_t>(R::seats - 2) * 9 * (10 + two_seat_combinations) + 12 + 511;
    if (R::merged_decks) main = static_cast<std::size_t>(R::seats - 2) * 9 * (19 + merged_seat_combinations) + 21 + 511;
    if (R::great_empire) main += static_cast<std::size_t>(R::seats - 2) * 511;  // GIVEs to his annexed seats (CW-V7.3)
    return main > 512 ? main : 512;
}();

template <rules_policy R>
using move_list = static_vector<move, max_moves<R>>;

// ---------------------------------------------------------------- queries

// CW-V1.22: under merged decks, the other record of seat q's two suits
// (record c is controller c's kingpin suit, record c + players the other);
// -1 without merged decks.
template <rules_policy R>
[[nodiscard]] constexpr player_id merged_partner(player_id q) noexcept {
    if constexpr (!R::merged_decks) return -1;
    return static_cast<player_id>(q < R::players ? q + R::players : q - R::players);
}

// CW-0.3: may seat `p` treat seat `e` as an enemy?
template <rules_policy R>
[[nodiscard]] constexpr bool is_enemy(const state<R>& s, player_id p, player_id e) noexcept {
    return e != p && e >= 0 && e < R::seats && !s.team(e).eliminated && !allied(s, p, e);  // CW-V1.4, CW-V1.20
}

// CW-6.4, CW-9.2, CW-9.11: the current player's units that may attack now.
template <rules_policy R>
[[nodiscard]] constexpr card_set eligible_units(const state<R>& s) noexcept {
    const team_record& t = s.team(s.turn_player());
    auto units = static_cast<card_set>(t.play & ~t.entered & ~t.attacked);
    if (t.turns > 0 && !t.kingpin_attacked && !t.kingless) units |= kingpin_bit;  // CW-11.4, CW-V7.3
    return units;
}

// CW-V1.20: the groups of the turn seat's other seat that may join its attack
// (neither entered play nor attacked this turn, CW-V1.9).
template <rules_policy R>
[[nodiscard]] constexpr card_set other_seat_units(const state<R>& s) noexcept {
    if constexpr (!R::two_teams) return 0;
    const player_id o = live_ally(s, s.turn_player());
    if (o < 0) return 0;
    const team_record& t = s.team(o);
    return static_cast<card_set>(t.play & ~t.entered & ~t.attacked);
}

// CW-11.3: may the kingpin of `e` be targeted?
template <rules_policy R>
[[nodiscard]] constexpr bool kingpin_exposed(const state<R>& s, player_id e) noexcept {
    if constexpr (R::merged_decks)  // CW-V1.22: every group of the seat protects him
        if (s.team(merged_partner<R>(e)).play != 0) return false;
    return s.team(e).play == 0 && !s.team(e).kingless;  // CW-V7.3: an annexed seat has no kingpin
}

// CW-V1.21, CW-V7.3: is q another seat, still in the game, of p's controller?
template <rules_policy R>
[[nodiscard]] constexpr bool is_partner_seat(const state<R>& s, player_id p, player_id q) noexcept {
    if constexpr (!R::two_teams && !R::great_empire) return false;
    return q != p && q >= 0 && q < R::seats && !s.team(q).eliminated && s.controller_of(q) == s.controller_of(p);
}

// The value of a player's groups in play, V of CW-15.6 (CW-V1.21, CW-V7.3:
// of all the seats of the seat's controller).
template <rules_policy R>
[[nodiscard]] constexpr std::uint32_t groups_value(const state<R>& s, player_id p) noexcept {
    std::uint32_t v = value(s.team(p).play);
    for (player_id q = 0; q < R::seats; ++q)
        if (is_partner_seat(s, p, q)) v += value(s.team(q).play);
    return v;
}

// CW-V1.9, CW-V1.20, CW-V7.3: does seat q, on the attacker's side, help the
// attack in progress (else, helping, it is on the target's)?
template <rules_policy R>
[[nodiscard]] constexpr bool helps_attack(const state<R>& s, player_id q) noexcept {
    return allied(s, s.turn_player(), q);
}

// The helpers' thugs on one side of the attack in progress.
template <rules_policy R>
[[nodiscard]] constexpr int help_thugs(const state<R>& s, bool attack_side) noexcept {
    int n = 0;
    for (player_id q = 0; q < R::seats; ++q)
        if (s.help(q) != 0 && helps_attack(s, q) == attack_side) n += thugs(s.help(q));
    return n;
}

// The thugs of the attack, allies' included (CW-10.4, CW-V1.9).
template <rules_policy R>
[[nodiscard]] constexpr int attacking_thugs(const state<R>& s) noexcept {
    return thugs(s.attackers()) + help_thugs(s, true);
}

// At a defense decision, the thugs that may still be added (CW-10.4, CW-V1.10).
template <rules_policy R>
[[nodiscard]] constexpr int defense_room(const state<R>& s) noexcept {
    if (s.target_card() == kingpin) return 0;  // CW-10.3
    return attacking_thugs(s) - size_of(s.target_card()) - thugs(s.defenders()) - help_thugs(s, false);
}

// CW-V1.9, CW-V7.3: may seat q JOIN the attack just declared? Every seat on
// the attacker's side but his own, in an attack on a group by groups only;
// under two teams per player his other seat's groups are in the ATTACK
// itself (CW-V1.20, no JOIN step).
template <rules_policy R>
[[nodiscard]] constexpr bool joins_attack(const state<R>& s, player_id q) noexcept {
    if constexpr (!R::alliance && !R::great_empire) return false;
    const player_id me = s.turn_player();
    if (q == me || s.team(q).eliminated || !allied(s, me, q)) return false;
    if (R::two_teams && q == s.team(me).ally) return false;
    return s.target_card() != kingpin && !has(s.attackers(), kingpin);
}

// CW-V1.10, CW-V1.20, CW-V7.3: may seat q join the defense (ALLY_DEFEND)?
template <rules_policy R>
[[nodiscard]] constexpr bool joins_defense(const state<R>& s, player_id q) noexcept {
    if constexpr (!R::alliance && !R::two_teams && !R::great_empire) return false;
    const player_id t = s.target_player();
    return q != t && !s.team(q).eliminated && allied(s, t, q) && s.target_card() != kingpin;
}

// The next seat after `after` (-1: from the start) in turn order from the
// turn seat that may JOIN (attack side) or ALLY_DEFEND, or -1.
template <rules_policy R>
[[nodiscard]] constexpr player_id next_helper(const state<R>& s, player_id after, bool attack_side) noexcept {
    const player_id me = s.turn_player();
    const int from = after < 0 ? 1 : (after - me + R::seats) % R::seats + 1;
    for (int r = from; r < R::seats; ++r) {
        const auto q = static_cast<player_id>((me + r) % R::seats);
        if (attack_side ? joins_attack(s, q) : joins_defense(s, q)) return q;
    }
    return -1;
}

// At a JOIN decision, the thugs the attacker's ally may add (CW-10.2, CW-V1.9).
template <rules_policy R>
[[nodiscard]] constexpr int join_room(const state<R>& s) noexcept {
    return size_of(s.target_card()) - attacking_thugs(s);
}

// CW-9.6: the two sums a combat roll multiplies, allies included (CW-V1.9, CW-V1.10).
template <rules_policy R>
[[nodiscard]] constexpr std::uint32_t combat_attack(const state<R>& s) noexcept {
    std::uint32_t a = attack_of<R>(s.team(s.turn_player()), s.attackers());
    for (player_id q = 0; q < R::seats; ++q)  // each helper with its own team's stats (CW-V1.18)
        if (s.help(q) != 0 && helps_attack(s, q)) a += attack_of<R>(s.team(q), s.help(q));
    return a;
}
template <rules_policy R>
[[nodiscard]] constexpr std::uint32_t combat_defense(const state<R>& s) noexcept {
    std::uint32_t d = defense_of<R>(s.team(s.target_player()), static_cast<card_set>(s.defenders() | bit(s.target_card())));
    for (player_id q = 0; q < R::seats; ++q)
        if (s.help(q) != 0 && !helps_attack(s, q)) d += defense_of<R>(s.team(q), s.help(q));
    return d;
}

// CW-V1.15: the thug cards p may give seat `to` now: his own, in hand or in
// play, whose matching card is in the receiver's deck (S or B).
template <rules_policy R>
[[nodiscard]] constexpr card_set giftable(const state<R>& s, player_id p, player_id to) noexcept {
    if (to < 0) return 0;
    const team_record& mine = s.team(p);
    const team_record& theirs = s.team(to);
    return static_cast<card_set>((mine.hand | mine.play) & thug_cards & (theirs.deck | theirs.bottom_set()));
}
// ... to his ally (CW-V1.14).
template <rules_policy R>
[[nodiscard]] constexpr card_set giftable(const state<R>& s, player_id p) noexcept {
    return giftable(s, p, live_ally(s, p));
}

// The subsets of `from` with at most `room` thugs, as moves made by `make`,
// the empty set first (CW-10.4, CW-V1.9, CW-V1.10: at most two groups fit in
// a room of 8 thugs, since 2 + 3 + 4 > 8).
template <class List, class Make>
constexpr void small_subsets(card_set from, int room, List& out, Make make) noexcept {
    out.push_back(make(card_set{0}));
    for (card_set a = from; a != 0; a &= static_cast<card_set>(a - 1)) {
        const card x = lowest(a);
        if (size_of(x) > room) break;
        out.push_back(make(bit(x)));
        for (card_set b = static_cast<card_set>(a & (a - 1)); b != 0; b &= static_cast<card_set>(b - 1))
            if (size_of(x) + size_of(lowest(b)) <= room) out.push_back(make(static_cast<card_set>(bit(x) | bit(lowest(b)))));
    }
}

// CW-15.3: is `groups` a minimal cover of the remainder?
[[nodiscard]] constexpr bool is_minimal_cover(card_set groups, std::uint32_t remainder) noexcept {
    if (groups == 0) return remainder == 0;
    const std::uint32_t v = value(groups);
    return v >= remainder && v - value(bit(lowest(groups))) < remainder;
}

// CW-15.3, CW-V1.21: is the union of two seats' groups a minimal cover?
[[nodiscard]] constexpr bool is_minimal_cover(card_set groups, card_set others, std::uint32_t remainder) noexcept {
    if ((groups | others) == 0) return remainder == 0;
    const std::uint32_t v = value(groups) + value(others);
    const card smallest = lowest(static_cast<card_set>(groups | others));  // the same size in either seat
    return v >= remainder && v - value(bit(smallest)) < remainder;
}

// CW-15.3: a surrendered seat's rank in the order of surrender_key: its
// distance after the turn seat (0 for the turn seat).
template <rules_policy R>
[[nodiscard]] constexpr int surrender_rank(const state<R>& s, player_id q) noexcept {
    return (q - s.turn_player() + R::seats) % R::seats;
}

// CW-15.3: the value of the groups that may follow a group of key `below`,
// the groups of all the seats of the turn seat's controller (CW-V1.21, CW-V7.3).
template <rules_policy R>
[[nodiscard]] constexpr std::uint32_t surrender_value_below(const state<R>& s, std::uint8_t below) noexcept {
    std::uint32_t v = 0;
    for (player_id q = 0; q < R::seats; ++q) {
        if (q != s.turn_player() && !is_partner_seat(s, s.turn_player(), q)) continue;
        for (card_set g = s.team(q).play; g != 0; g &= static_cast<card_set>(g - 1))
            if (surrender_key(lowest(g), surrender_rank(s, q)) < below) v += value(bit(lowest(g)));
    }
    return v;
}

// CW-15.3: may group c of seat q be surrendered next? It must come after the
// last one in order, and it with all the groups that may follow it must
// still cover the remainder (no dead ends).
template <rules_policy R>
[[nodiscard]] constexpr bool surrender_continues(const state<R>& s, card c, player_id q) noexcept {
    const std::uint8_t key = surrender_key(c, surrender_rank(s, q));
    return key < s.surrender_below() && value(bit(c)) + surrender_value_below(s, key) >= s.debt();
}

// CW-15.6 (a): the smallest loan after a 2 or 3 (rounded up to $100).
template <rules_policy R>
[[nodiscard]] constexpr std::uint32_t min_loan(const state<R>& s) noexcept {
    const std::uint32_t cover = s.account(s.turn_player()).money + groups_value(s, s.turn_player());
    if (cover >= s.debt()) return 0;
    return (s.debt() - cover + 99) / 100 * 100;
}

// ---------------------------------------------------------------- legal moves

namespace detail {

// Combinations of two or three groups of `groups` with at most 10 thugs
// (CW-10.2, CW-10.8), with their sizes.
struct combination {
    card_set cards = 0;
    int size = 0;
};
[[nodiscard]] constexpr static_vector<combination, 14> combinations(card_set groups) noexcept {
    static_vector<combination, 14> out;
    for (card a = 0; a < 9; ++a) {
        if (!has(groups, a)) continue;
        for (card b = static_cast<card>(a + 1); b < 9; ++b) {
            if (!has(groups, b) || size_of(a) + size_of(b) > 10) continue;
            out.push_back({static_cast<card_set>(bit(a) | bit(b)), size_of(a) + size_of(b)});
            for (card c = static_cast<card>(b + 1); c < 9; ++c)
                if (has(groups, c) && size_of(a) + size_of(b) + size_of(c) <= 10)
                    out.push_back({static_cast<card_set>(bit(a) | bit(b) | bit(c)),
                                   size_of(a) + size_of(b) + size_of(c)});
        }
    }
    return out;
}

// CW-V1.20: combined attacks of the turn seat's groups `own` (one or more;
// under merged decks, CW-V1.22, any) with the other seat's `other` (any), two
// groups or more, at most 10 thugs (CW-10.2); `cards` the turn seat's,
// `others` the other seat's.
struct two_seat_combination {
    card_set cards = 0;
    card_set others = 0;
    int size = 0;
};
[[nodiscard]] constexpr static_vector<two_seat_combination, merged_seat_combinations> combinations(
    card_set own, card_set other, bool own_required) noexcept {
    // The subsets of each side with at most 10 thugs (at most 24 each).
    const auto small = [](card_set from) {
        static_vector<combination, 24> out;
        for (card_set g = from;; g = static_cast<card_set>((g - 1) & from)) {
            if (thugs(g) <= 10) out.push_back({g, thugs(g)});
            if (g == 0) break;
        }
        return out;
    };
    static_vector<two_seat_combination, merged_seat_combinations> out;
    const auto mine = small(own), theirs = small(other);
    for (const combination& a : mine)
        for (const combination& b : theirs)
            if ((a.cards != 0 || !own_required) && count(a.cards) + count(b.cards) >= 2 && a.size + b.size <= 10)
                out.push_back({a.cards, b.cards, a.size + b.size});
    return out;
}

// CW-9, CW-10, CW-V1.20: the attacks of a seat under two teams per player.
// The turn seat's units lead every attack; under merged decks (CW-V1.22) the
// other suit's groups are the seat's own too, and attack alone as well.
template <rules_policy R>
constexpr void two_teams_attacks(const state<R>& s, card_set units, move_list<R>& out) noexcept {
    const player_id me = s.turn_player();
    const auto others = other_seat_units(s);
    const card_set alone = R::merged_decks ? others : card_set{0};
    if ((units | alone) == 0) return;
    const auto combos = combinations(static_cast<card_set>(units & thug_cards), others, !R::merged_decks);
    const auto singles = [&](player_id e, card target) {  // CW-10.1
        for (card_set u = units; u != 0; u &= static_cast<card_set>(u - 1))
            out.push_back(move::attack(bit(lowest(u)), e, target));
        for (card_set u = alone; u != 0; u &= static_cast<card_set>(u - 1))
            out.push_back(move::attack(0, e, target, bit(lowest(u))));
    };
    for (player_id e = 0; e < R::seats; ++e) {
        if (!is_enemy(s, me, e)) continue;  // CW-9.3
        if (kingpin_exposed(s, e)) {  // CW-11.3, CW-10.3
            singles(e, kingpin);
            continue;
        }
        for (card_set g = s.team(e).play; g != 0; g &= static_cast<card_set>(g - 1)) {
            const card target = lowest(g);
            singles(e, target);
            for (const two_seat_combination& c : combos)  // CW-10.2
                if (c.size <= size_of(target)) out.push_back(move::attack(c.cards, e, target, c.others));
        }
    }
}

template <rules_policy R>
constexpr void main_moves(const state<R>& s, move_list<R>& out) noexcept {
    const player_id me = s.turn_player();
    const team_record& t = s.team(me);
    const std::uint32_t money = s.account(me).money;
    const auto hires = [&](player_id record, player_id named) {  // CW-6.1, CW-6.2
        for (card_set h = s.team(record).hand & thug_cards; h != 0; h &= static_cast<card_set>(h - 1))
            if (value(bit(lowest(h))) <= money) out.push_back(move::hire(lowest(h), named));
    };
    hires(me, R::merged_decks ? me : player_id{0});
    if constexpr (R::merged_decks) hires(merged_partner<R>(me), merged_partner<R>(me));  // CW-V1.22: one hand of two suits
    const card_set units = eligible_units(s);
    if constexpr (R::two_teams) {  // CW-V1.20: one ATTACK with groups of both seats
        two_teams_attacks(s, units, out);
    } else if (units != 0) {
        const auto combos = combinations(static_cast<card_set>(units & thug_cards));
        for (player_id e = 0; e < R::seats; ++e) {
            if (!is_enemy(s, me, e)) continue;  // CW-9.3
            const team_record& enemy = s.team(e);
            if (kingpin_exposed(s, e)) {  // CW-11.3; a single attacker only (CW-10.3)
                for (card_set u = units; u != 0; u &= static_cast<card_set>(u - 1))
                    out.push_back(move::attack(bit(lowest(u)), e, kingpin));
                continue;
            }
            for (card_set g = enemy.play; g != 0; g &= static_cast<card_set>(g - 1)) {
                const card target = lowest(g);
                for (card_set u = units; u != 0; u &= static_cast<card_set>(u - 1))  // CW-10.1
                    out.push_back(move::attack(bit(lowest(u)), e, target));
                for (const combination& c : combos)  // CW-10.2
                    if (c.size <= size_of(target)) out.push_back(move::attack(c.cards, e, target));
            }
        }
    }
    if constexpr (R::two_teams || R::great_empire) {  // CW-V1.20, CW-V7.3, CW-V1.14: cards to his other seats
        for (int r = 1; r < R::seats; ++r) {            // (free: money is one account)
            const auto q = static_cast<player_id>((me + r) % R::seats);
            if (!is_partner_seat(s, me, q) || q == merged_partner<R>(me)) continue;  // CW-V1.22: one seat
            const card_set can = giftable(s, me, q);
            for (card_set g = can; g != 0; g = static_cast<card_set>((g - 1) & can)) out.push_back(move::give(q, g));
        }
    }
    if constexpr (R::alliance) {
        if (const player_id a = live_ally(s, me); a >= 0) {
            const std::uint32_t most = t.money < max_gift_per_move ? t.money : max_gift_per_move;
            for (std::uint32_t d = 25; d <= most; d += 25)  // CW-V1.7
                out.push_back(move::give_money(a, static_cast<std::uint16_t>(d)));
            const card_set can = giftable(s, me);  // CW-V1.14, CW-V1.15
            for (card_set g = can; g != 0; g = static_cast<card_set>((g - 1) & can)) out.push_back(move::give(a, g));
        }
    }
    if constexpr (R::snitch || R::alliance)  // CW-V1.11: a restored Snitch
        if (has(t.hand, joker)) out.push_back(move::snitch());  // CW-13.2
    if (!s.roulette_played()) out.push_back(move::roulette());  // CW-14.1
    out.push_back(move::end_turn());                            // CW-5.4
}

}  // namespace detail

// CW-18.1: the legal moves of the player to decide; empty at chance and
// terminal nodes. No heap.
template <rules_policy R>
[[nodiscard]] constexpr move_list<R> legal_moves(const state<R>& s) noexcept {
    move_list<R> out;
    const team_record& t = s.team(s.turn_player());
    switch (s.phase()) {
        case phase::main: detail::main_moves(s, out); break;
        case phase::defending: {  // CW-10.4: other groups, the total within the attack's
            const card_set others = static_cast<card_set>(s.team(s.target_player()).play & ~bit(s.target_card()));
            small_subsets(others, defense_room(s), out, [](card_set x) { return move::defend(x); });
            break;
        }
        case phase::joining: {  // CW-V1.9, CW-V7.3: the helper's eligible groups, the total within CW-10.2
            const team_record& ally = s.team(s.helper());
            const auto eligible = static_cast<card_set>(ally.play & ~ally.entered & ~ally.attacked);
            small_subsets(eligible, join_room(s), out, [](card_set x) { return move::join(x); });
            break;
        }
        case phase::ally_defending: {  // CW-V1.10, CW-V7.3: within CW-10.4
            const team_record& ally = s.team(s.helper());
            small_subsets(ally.play, defense_room(s), out, [](card_set x) { return move::ally_defend(x); });
            break;
        }
        case phase::routing:  // CW-V1.8: his own team, or his ally's
            out.push_back(move::route(s.turn_player()));
            out.push_back(move::route(t.ally));
            break;
        case phase::pricing: {  // CW-V1.14 step 1: at most the cards' value and the receiver's money
            const std::uint32_t worth = value(s.gift());
            const std::uint32_t money = s.account(t.ally).money;
            const std::uint32_t most = worth < money ? worth : money;
            for (std::uint32_t d = 0; d <= most; d += 25) out.push_back(move::price(static_cast<std::uint16_t>(d)));
            break;
        }
        case phase::accepting:
            out.push_back(move::accept());
            out.push_back(move::decline());
            break;
        case phase::conquering:  // CW-V7.2
            out.push_back(move::conquest(false));
            out.push_back(move::conquest(true));
            break;
        case phase::loan:  // CW-15.6 (a)
            for (std::uint32_t l = min_loan(s); l <= s.debt(); l += 100)
                out.push_back(move::loan(static_cast<std::uint16_t>(l)));
            break;
        case phase::keep: {  // CW-15.6 (b): every subset, the empty one included (CW-V1.22: of one suit)
            const team_record& keeper = s.team(deciding_seat(s));
            const auto cards = static_cast<card_set>((keeper.hand | keeper.play) & thug_cards);
            for (card_set k = cards;; k = static_cast<card_set>((k - 1) & cards)) {
                out.push_back(move::keep(k));
                if (k == 0) break;
            }
            break;
        }
        case phase::surrender: {  // CW-15.3: the next group, largest first, that can still complete a cover
            const player_id me = s.turn_player();
            for (card_set g = t.play; g != 0; g &= static_cast<card_set>(g - 1))
                if (surrender_continues(s, lowest(g), me)) out.push_back(move::surrender(bit(lowest(g))));
            for (int r = 1; r < R::seats; ++r) {  // CW-V1.21, CW-V7.3: his other seats, in order from the turn seat
                const auto q = static_cast<player_id>((me + r) % R::seats);
                if (!is_partner_seat(s, me, q)) continue;
                for (card_set h = s.team(q).play; h != 0; h &= static_cast<card_set>(h - 1))
                    if (surrender_continues(s, lowest(h), q)) out.push_back(move::surrender(0, bit(lowest(h)), q));
            }
            break;
        }
        default: break;
    }
    return out;
}

// CW-17: the outcomes of a chance node with their exact probabilities.
template <rules_policy R>
[[nodiscard]] constexpr outcome_list<R> chance_outcomes(const state<R>& s) noexcept {
    outcome_list<R> out;
    switch (s.phase()) {
        case phase::choose_first:  // CW-17.2 (CW-V1.21: among the seats that take turns)
            for (std::uint8_t p = 0; p < R::turn_seats; ++p)
                out.push_back({outcome::first_player(p), probability{1, R::turn_seats}});
            break;
        case phase::dealing:
        case phase::drawing: {  // CW-17.5: uniform over S (CW-V1.22: over both suits' S; second = 1 for the other suit)
            const player_id me = s.turn_player();
            const card_set deck = s.team(me).deck;
            const card_set other = R::merged_decks ? s.team(merged_partner<R>(me)).deck : card_set{0};
            const auto n = static_cast<std::uint64_t>(count(deck) + count(other));
            for (card_set d = deck; d != 0; d &= static_cast<card_set>(d - 1))
                out.push_back({outcome::draw(lowest(d)), probability{1, n}});
            for (card_set d = other; d != 0; d &= static_cast<card_set>(d - 1))
                out.push_back({outcome::draw(lowest(d), true), probability{1, n}});
            break;
        }
        case phase::roulette:  // CW-17.4
            for (std::uint8_t f = 1; f <= 6; ++f) out.push_back({outcome::roulette(f), probability{1, 6}});
            break;
        case phase::combat: out = combat_outcomes<R>(combat_attack(s), combat_defense(s)); break;  // CW-17.3, CW-V2.2
        default: break;
    }
    return out;
}

}  // namespace arbiter::crime_wars
