#pragma once
// Crime Wars action ids for learners: the fixed codec `actions` (the
// default) and the index codec (core/actions.hpp, id i = legal_moves(s)[i],
// of size max_moves<R>).
//
// `actions` gives every decision of CW-18.1 and CW-18.3 one id, from the
// move as the mover sees it: cards by rank in their own team (0-8 the thug
// cards 2-10), and seats as their distance after the turn seat in seat
// order (1 the next seat, CW-3.1), so an id means the same action whatever
// the seat and suit of the mover. The blocks, in this order (a block a
// policy cannot use has no ids; t = target seats, below):
//
//   block        ids             what
//   end_turn     1               END_TURN
//   roulette     1               ROULETTE
//   snitch       1               SNITCH (two players, or Thug Alliance's
//                                restored Snitch, CW-V1.11)
//   hire         9 (18)          HIRE of rank k; merged decks: 9 more for
//                                the other suit's cards (CW-V1.22)
//   attack       t * per_seat    ATTACK, by target seat, then target: his
//                                kingpin (exposed, CW-11.3: single units
//                                only, CW-10.3), then each group 2..10 in
//                                rank order; per target the single units
//                                (group k, then the kingpin: 10; merged
//                                decks add the other suit's 9), then the
//                                combinations of at most the target's
//                                thugs (CW-10.2), ordered by size so that
//                                those against a target of n thugs are a
//                                prefix: 1, 2, 4, 6, 10, 14 against 5..10
//                                (37 in all); two teams per player: the
//                                mixes of both seats' groups (69 up to 10
//                                thugs, 83 with merged decks, CW-V1.20).
//                                per_seat = 10 * singles + the sum over
//                                the 9 group targets of their prefixes:
//                                137; two teams 270; merged decks 397
//   give_money   100             GIVE_MONEY $25..$2500 to the ally (CW-V1.7)
//   give         g * 511         GIVE of a non-empty set of thug cards:
//                                under Thug Alliance to the ally, under two
//                                teams to the other seat (g = 1); under
//                                Great Empire to the seat at distance d
//                                (g = seats - 1, CW-V7.3)
//   defend       14              DEFEND(X): X of at most 8 thugs and two
//                                groups (CW-10.8), the empty set first
//   join         14              JOIN(X) (Thug Alliance, Great Empire)
//   ally_defend  14              ALLY_DEFEND(X) (Thug Alliance, two teams,
//                                Great Empire)
//   loan         9               LOAN $0..$800 (CW-15.6 a)
//   keep         512 (1024)      KEEP(K), id = K's ranks as bits (CW-15.6
//                                b); merged decks: the kingpin's suit, then
//                                512 for the other suit's step
//   surrender    9 * (1 + o)     SURRENDER of rank k: his own seat's, then
//                                another seat's of his (CW-V1.21): o = 1
//                                under two teams, seats - 1 by distance
//                                under Great Empire (CW-V7.3), else 0
//   route        2               ROUTE to his own team, to his ally's
//   price        217             the price $0..$5400 of a GIVE (CW-V1.14)
//   accept       2               ACCEPT, DECLINE
//   conquest     2               CONQUEST: the spoils, annex (CW-V7.2)
//
// Target seats t: seats - 1, except under two teams per player without
// Great Empire, where the seat at distance `players` is always the mover's
// other seat (CW-V1.20), never a target: seats - 2. Under Rush (CW-V4)
// only kingpins play: per_seat 1, DEFEND only the empty set, and no block
// that needs a card (hire, give, join, ally_defend, keep, surrender,
// route, price, accept).
//
// Sizes of the named rules (tests/crime_wars/actions_test.cpp pins them),
// by players: standard 2: 693, 3: 829, 4: 966, 5: 1103, 6: 1240, 7: 1377,
// 8: 1514 (Hardcore, Bounty, Aggressor, Diceless, Curse and Gambling add
// no decision); alliance 1827; Rush 15; two teams 2: 1629, 3: 2169, 4:
// 2709; Great Empire 3: 1899, 4: 2556, with alliance 2878, with two teams
// 4535; merged decks 2: 1893, 3: 2687, 4: 3481, with Great Empire 5691.
// No block is padded: all 512 subsets of nine thug cards are KEEPs of a
// ruined player holding them all, a $5400 gift may be priced at every $25,
// and each (units, target) shape above is an attack of some state. Gifts
// and surrenders to other seats are named by distance rather than by a
// rank among the mover's seats, so that an id keeps one meaning; under
// Great Empire this makes the codec larger than the index codec.
//
// Ids are a function of the move, the turn seat and (for KEEP) the seat
// deciding, all public, so they reveal nothing hidden (CW-16); which ids
// are legal can, under Thug Alliance only: a GIVE needs the matching card
// in the receiver's deck, not his hand (CW-V1.15).

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

#include "../core/actions.hpp"
#include "apply.hpp"
#include "checked.hpp"
#include "generate.hpp"
#include "state.hpp"

namespace arbiter::crime_wars {

namespace detail {

// The sets of thug cards of at most 10 thugs (CW-10.8: an attack's or a
// defense's most), ordered by thugs then by bits: 24, the empty set first.
struct small_card_sets {
    std::array<card_set, 24> sets{};
    std::array<std::uint8_t, 512> index{};  // 255: more than 10 thugs
};
inline constexpr small_card_sets small_sets = [] {
    small_card_sets t{};
    t.index.fill(255);
    std::uint8_t n = 0;
    for (int size = 0; size <= 10; ++size)
        for (unsigned m = 0; m < 512; ++m)
            if (thugs(static_cast<card_set>(m)) == size) {
                t.sets[n] = static_cast<card_set>(m);
                t.index[m] = n++;
            }
    return t;
}();
// The sets a DEFEND, JOIN or ALLY_DEFEND may add: at most 8 thugs (an
// attack has at most 10, its target at least 2), the first 14 small sets.
inline constexpr std::size_t room_sets = 14;
static_assert(thugs(small_sets.sets[room_sets - 1]) == 8 && thugs(small_sets.sets[room_sets]) == 9);

// The attacks against one target seat (CW-9, CW-10, CW-V1.20). They depend
// only on three of a policy's flags, so the table is built once per mix of
// those, not once per policy (each is a compile-time loop over 24 x 24 sets).
template <bool TwoTeams, bool MergedDecks, bool Rush>
struct attack_shapes {
    // Single units: groups 0-8, the kingpin 9; merged decks: the other suit's groups 10-18.
    static constexpr std::size_t singles = Rush ? 1 : (MergedDecks ? 19 : 10);
    // combination[a][b]: the rank of the combined attack of the turn seat's
    // small set a and the other seat's b (b empty unless two teams), by size;
    // up_to[n]: how many have at most n thugs.
    std::array<std::array<std::uint8_t, 24>, 24> combination{};
    std::array<std::uint8_t, 11> up_to{};
    std::array<std::size_t, 9> group_base{};  // a group target's first id within the seat
    std::size_t per_seat = 0;
};
template <bool TwoTeams, bool MergedDecks, bool Rush>
inline constexpr attack_shapes<TwoTeams, MergedDecks, Rush> attack_table = [] {
    attack_shapes<TwoTeams, MergedDecks, Rush> t{};
    for (auto& row : t.combination) row.fill(255);
    std::uint8_t n = 0;
    for (int size = 0; size <= 10; ++size) {
        for (std::size_t a = 0; a < 24; ++a)
            for (std::size_t b = 0; b < 24; ++b) {
                const card_set own = small_sets.sets[a], other = small_sets.sets[b];
                const bool shape = TwoTeams ? (MergedDecks || own != 0) : other == 0;  // CW-V1.20, CW-V1.22
                if (shape && count(own) + count(other) >= 2 && thugs(own) + thugs(other) == size)
                    t.combination[a][b] = n++;
            }
        t.up_to[static_cast<std::size_t>(size)] = n;
    }
    t.per_seat = t.singles;  // the kingpin target
    for (std::size_t g = 0; g < 9; ++g) {
        t.group_base[g] = Rush ? 0 : t.per_seat;
        if (!Rush) t.per_seat += t.singles + t.up_to[g + 2];
    }
    return t;
}();
// The attacks of R against one target seat.
template <rules_policy R>
inline constexpr const auto& attacks = attack_table<R::two_teams, R::merged_decks, R::rush>;

}  // namespace detail

// The id blocks of the `actions` codec under R (the table above).
template <rules_policy R>
struct action_layout {
    static constexpr bool cards = !R::rush;
    static constexpr bool helpers = R::alliance || R::great_empire;
    // Target seats: all others, less the other seat under two teams (CW-V1.20).
    static constexpr bool skip_other_seat = R::two_teams && !R::great_empire;
    static constexpr std::size_t target_seats = static_cast<std::size_t>(R::seats - 1 - (skip_other_seat ? 1 : 0));
    static constexpr std::size_t give_seats =
        !cards ? 0 : R::great_empire ? static_cast<std::size_t>(R::seats - 1)
                   : (R::alliance || (R::two_teams && !R::merged_decks)) ? 1 : 0;
    static constexpr std::size_t surrender_seats =
        1 + (R::great_empire ? static_cast<std::size_t>(R::seats - 1) : R::two_teams ? 1 : 0);

    static constexpr std::size_t end_turn = 0;
    static constexpr std::size_t roulette = 1;
    static constexpr std::size_t snitch = 2;
    static constexpr std::size_t hire = snitch + (R::snitch || R::alliance ? 1 : 0);
    static constexpr std::size_t attack = hire + (cards ? (R::merged_decks ? 18 : 9) : 0);
    static constexpr std::size_t give_money = attack + target_seats * detail::attacks<R>.per_seat;
    static constexpr std::size_t give = give_money + (R::alliance ? max_gift_per_move / 25 : 0);
    static constexpr std::size_t defend = give + give_seats * 511;
    static constexpr std::size_t join = defend + (cards ? detail::room_sets : 1);
    static constexpr std::size_t ally_defend = join + (cards && helpers ? detail::room_sets : 0);
    static constexpr std::size_t loan = ally_defend + (cards && (helpers || R::two_teams) ? detail::room_sets : 0);
    static constexpr std::size_t keep = loan + 9;
    static constexpr std::size_t surrender = keep + (cards ? (R::merged_decks ? 1024 : 512) : 0);
    static constexpr std::size_t route = surrender + (cards ? 9 * surrender_seats : 0);
    static constexpr std::size_t price = route + (cards && R::alliance ? 2 : 0);
    static constexpr std::size_t accept = price + (cards && R::alliance ? 5400 / 25 + 1 : 0);
    static constexpr std::size_t conquest = accept + (cards && R::alliance ? 2 : 0);
    static constexpr std::size_t size = conquest + (R::great_empire ? 2 : 0);
};

// The key of the `actions` codec (core/actions.hpp's keyed_codec).
struct action_key {
    static constexpr std::string_view name = "actions";
    template <class S>
    static constexpr std::size_t size = action_layout<typename S::rules>::size;

    // The id of legal move m of s (not checked for legality).
    template <rules_policy R>
    [[nodiscard]] static constexpr std::size_t id(const state<R>& s, const move& m) noexcept {
        using L = action_layout<R>;
        const player_id me = s.turn_player();
        const auto distance = [&](player_id q) { return static_cast<std::size_t>((q - me + R::seats) % R::seats); };
        const std::size_t id = [&]() -> std::size_t {
            switch (m.kind) {
                case action::end_turn: return L::end_turn;
                case action::roulette: return L::roulette;
                case action::snitch: return L::snitch;
                case action::hire: return L::hire + (R::merged_decks && m.seat != me ? 9u : 0u) + m.target;
                case action::attack: return L::attack + attack_offset(s, m);
                case action::give_money: return L::give_money + m.dollars / 25u - 1u;
                case action::give:
                    return L::give + (L::give_seats > 1 ? distance(m.seat) - 1 : 0) * 511 + m.cards - 1u;
                case action::defend: return L::defend + detail::small_sets.index[m.cards];
                case action::join: return L::join + detail::small_sets.index[m.cards];
                case action::ally_defend: return L::ally_defend + detail::small_sets.index[m.cards];
                case action::loan: return L::loan + m.dollars / 100u;
                case action::keep: return L::keep + (deciding_seat(s) != me ? 512u : 0u) + m.cards;
                case action::surrender: {  // CW-15.3: his own group, or another seat's
                    if (m.cards != 0) return L::surrender + lowest(m.cards);
                    const std::size_t seat = L::surrender_seats > 2 ? distance(m.seat) : 1;
                    return L::surrender + 9 * seat + lowest(m.other_cards);
                }
                case action::route: return L::route + (m.seat == me ? 0u : 1u);
                case action::price: return L::price + m.dollars / 25u;
                case action::accept: return L::accept;
                case action::decline: return L::accept + 1;
                case action::conquest: return L::conquest + (m.annex ? 1u : 0u);
            }
            return L::size;
        }();
        assert(id < L::size);
        return id;
    }

private:
    // An ATTACK's id within the attack block: its target seat, its target,
    // then its units (the table above).
    template <rules_policy R>
    [[nodiscard]] static constexpr std::size_t attack_offset(const state<R>& s, const move& m) noexcept {
        using L = action_layout<R>;
        const auto& shapes = detail::attacks<R>;
        const auto d = static_cast<std::size_t>((m.seat - s.turn_player() + R::seats) % R::seats);
        const std::size_t seat = L::skip_other_seat && d > static_cast<std::size_t>(R::players) ? d - 2 : d - 1;
        const std::size_t base = seat * shapes.per_seat + (m.target == kingpin ? 0 : shapes.group_base[m.target]);
        if (count(m.cards) + count(m.other_cards) == 1) {  // CW-10.1: a single unit
            if (has(m.cards, kingpin)) return base + (R::rush ? 0 : 9);
            return base + (m.cards != 0 ? std::size_t{lowest(m.cards)} : 10 + std::size_t{lowest(m.other_cards)});
        }
        const std::size_t a = detail::small_sets.index[static_cast<std::size_t>(m.cards & thug_cards)];
        const std::size_t b = detail::small_sets.index[m.other_cards];
        return base + shapes.singles + shapes.combination[a][b];  // CW-10.2, CW-V1.20
    }
};

// The `actions` codec: one fixed id per decision (the table above).
template <rules_policy R>
using actions_codec = keyed_codec<state<R>, action_key>;

// The index codec (id i = the i-th legal move).
template <rules_policy R>
using index_codec = arbiter::index_codec<state<R>>;

// The codecs of Crime Wars: `actions` first (the default), index last.
template <rules_policy R>
[[nodiscard]] constexpr codec_list<actions_codec<R>, index_codec<R>> codecs(std::type_identity<state<R>>) noexcept {
    return {};
}

static_assert(detail::attacks<standard_rules>.up_to[10] == 14);  // CW-10.8
static_assert(detail::attacks<rules<2, variant::two_teams>>.up_to[10] == two_seat_combinations);
static_assert(detail::attacks<rules<2, variant::two_teams, variant::merged_decks>>.up_to[10] ==
              merged_seat_combinations);
static_assert(actions_codec<standard_rules>::size == 693);
static_assert(arbiter::action_codec<actions_codec<standard_rules>, state<standard_rules>>);
static_assert(arbiter::action_codec<index_codec<standard_rules>, state<standard_rules>>);
static_assert(index_codec<standard_rules>::size == max_moves<standard_rules>);

}  // namespace arbiter::crime_wars
