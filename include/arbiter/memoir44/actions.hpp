#pragma once
// Memoir '44 action ids: the fixed codec `actions` and the
// index codec (core/actions.hpp). Every legal decision has one actions id,
// a function of the move and the mover's seat only, and the distinct legal
// decisions of a state have distinct ids.
//
// Hexes are in the mover's view (M44-1.7): as they are for the bottom seat,
// turned half a turn for the top seat, (col, row) -> (24 - col, 8 - row),
// i.e. view = 112 - index, as the observation tensor turns them; the mover's
// baseline is then the bottom row and its Left section (M44-1.9) on the
// left. The mover is whoever decides (the defender for reactions, Ambush,
// flags and retreats, M44-5.3). Section allowances and Infantry Assault's
// section are already named from the mover's seat.
//
// actions_codec<R>, one id per decision, the blocks in this order (a block
// a ruleset does not have is empty; "deck cards" are the card ids R::deck
// holds, in id order, M44-4.1):
//
//   block      ids                   what
//   bare       1 each                the decisions without an argument: the
//                                    tutorial's Stay, HoldFire, EndTurn,
//                                    React, NoReact (5), the standard's
//                                    EndOrders, EndMoves, EndBattles,
//                                    IgnoreFlag, TakeFlag, TakeGround,
//                                    HoldGround, NoOverrun, Ambush, NoAmbush
//                                    (10; Ambush's two in every deck, so that
//                                    the blocks after keep their ids)
//   unit       234                   Activate / Order(hex, allowance): per
//                                    view hex, its sections L, C, R (one, or
//                                    two on the 8 straddling hexes, M44-1.8),
//                                    then T: 113 x 2 + 8 (M44-T-3.5, M44-S-2.3;
//                                    Air Power's targets are T orders, M44-S-11.1)
//   move       tutorial 18           Move: only the activated unit moves, so
//                                    the step (to - from) alone, any of the
//                                    3 r (r + 1) offsets within its largest
//                                    allowance r = 2 (M44-T-2.1)
//              standard 2,974        Move(from, to): the pairs of view hexes
//                                    1 to 3 apart, by from then to (M44-S-1.1,
//                                    3 with Behind Enemy Lines, Infantry
//                                    Assault, Artillery Bombard, M44-S-11)
//   battle     tutorial 113          Battle: the activated unit fires, so the
//                                    target's view hex alone (a relative
//                                    offset to range 8 would need 216)
//              standard 7,584        Battle(from, target): the pairs of view
//                                    hexes 1 to 6 apart (the largest range,
//                                    artillery's, M44-S-1.1)
//   clear wire 113 (standard)        ClearWire(hex) (M44-S-4.7)
//   overrun    36 (standard)         Overrun: the armor that took ground is
//                                    the battler, so the offset to the target
//                                    within armor's range 3 (M44-S-9.3)
//   retreat    100                   Retreat(to): the view hex, never on the
//                                    mover's far row (a rear hex, M44-1.7),
//                                    so view - 13
//   card       deck cards            PlayCard(card) without a target (30
//                                    standard and tutorial, 15 sections,
//                                    23 partial)
//   tactic     15 (tutorial)         PlayTactic(card), the tactic cards (M44-T-3.4)
//   keep       deck cards (standard) KeepCard(card) after Recon (M44-S-10.1)
//   barrage    113 if in the deck    PlayCard(Barrage, hex) (M44-S-11.5)
//   medics     113 if in the deck    PlayCard(Medics & Mechanics, hex) (M44-S-11.13)
//   counter    113 if in the deck    PlayCard(Counter-Attack, hex), copying one
//                                    of the two above (M44-S-11.8)
//   assault    3 if in the deck      PlayCard(Infantry Assault, L/C/R) (M44-S-11.12)
//
// size: tutorial 515; standard 11,453; standard-sections 11,081;
// standard-partial 11,210. The board blocks come first and have the same ids
// in every standard deck. The pair blocks are the large ones: several units
// may battle or move in one state (M44-S-2.5), so every pair within reach
// may be legal alongside the others; pairs off the board take no id, which
// keeps them below from x offset (113 x 126 = 14,238 for range 6).
//
// The mask lists legal_moves(s) (one id each, so the count is the list's
// size); advance returns the legal move of an id (keyed_codec). The mover's
// list depends only on its observation (M44-7), so do its ids (tested).

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <tuple>
#include <type_traits>

#include "../core/actions.hpp"
#include "board.hpp"
#include "checked.hpp"
#include "generate.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace arbiter::memoir44 {

// M44-1.7: hex h as the player in seat st sees it (the same map both ways).
[[nodiscard]] constexpr int view_hex(seat st, int h) noexcept { return st == seat::bottom ? h : num_hexes - 1 - h; }

namespace detail::actions {

// The hexes of the first row (M44-1.1): no rear hex is among them in the mover's view.
inline constexpr int first_row_hexes = 13;

// The pairs (a, b) of hexes with 1 <= distance(a, b) <= D, numbered by a then b.
template <int D>
struct pair_table {
    std::array<std::uint16_t, num_hexes + 1> first{};                  // a's first id; [113] = the count
    std::array<std::array<std::uint8_t, num_hexes>, num_hexes> rank{};  // b's place among a's pairs
};
template <int D>
[[nodiscard]] constexpr pair_table<D> make_pair_table() noexcept {
    static_assert(D >= 1 && D <= 8, "a hex has at most 3 D (D + 1) <= 216 < 256 hexes within D");
    pair_table<D> t{};
    int n = 0;
    for (int a = 0; a < num_hexes; ++a) {
        t.first[static_cast<std::size_t>(a)] = static_cast<std::uint16_t>(n);
        int k = 0;
        for (int b = 0; b < num_hexes; ++b) {
            const int d = distance(a, b);
            if (d < 1 || d > D) continue;
            t.rank[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] = static_cast<std::uint8_t>(k++);
        }
        n += k;
    }
    t.first[num_hexes] = static_cast<std::uint16_t>(n);
    return t;
}
template <int D>
inline constexpr pair_table<D> pairs = make_pair_table<D>();

template <int D>
[[nodiscard]] constexpr std::size_t pair_count() noexcept { return pairs<D>.first[num_hexes]; }
// The number of the pair (a, b), or -1 if they are not 1 to D apart.
template <int D>
[[nodiscard]] constexpr int pair_slot(int a, int b) noexcept {
    const int d = distance(a, b);
    if (d < 1 || d > D) return -1;
    const auto i = static_cast<std::size_t>(a);
    return static_cast<int>(pairs<D>.first[i]) + static_cast<int>(pairs<D>.rank[i][static_cast<std::size_t>(b)]);
}

// The offsets (dcol, drow) of doubled coordinates (M44-1.2) at distance 1 to
// D: 3 D (D + 1) of them, numbered by drow then dcol; -1 for the others.
template <int D>
struct offset_table {
    static constexpr auto rows = static_cast<std::size_t>(2 * D + 1), cols = static_cast<std::size_t>(4 * D + 1);
    std::array<std::array<std::int16_t, cols>, rows> slot{};
    int count = 0;
};
template <int D>
[[nodiscard]] constexpr offset_table<D> make_offset_table() noexcept {
    offset_table<D> t{};
    for (int dr = -D; dr <= D; ++dr)
        for (int dc = -2 * D; dc <= 2 * D; ++dc) {
            const int ar = dr < 0 ? -dr : dr, ac = dc < 0 ? -dc : dc;
            const int d = ar + (ac > ar ? (ac - ar) / 2 : 0);
            const bool is_hex = (ac + ar) % 2 == 0 && d >= 1 && d <= D;
            t.slot[static_cast<std::size_t>(dr + D)][static_cast<std::size_t>(dc + 2 * D)] =
                static_cast<std::int16_t>(is_hex ? t.count++ : -1);
        }
    return t;
}
template <int D>
inline constexpr offset_table<D> offsets = make_offset_table<D>();

// The slot of the step from view hex a to view hex b, or -1 if they are not 1 to D apart.
template <int D>
[[nodiscard]] constexpr int offset_slot(int a, int b) noexcept {
    const int dc = col_of(b) - col_of(a), dr = row_of(b) - row_of(a);
    if (dr < -D || dr > D || dc < -2 * D || dc > 2 * D) return -1;
    return offsets<D>.slot[static_cast<std::size_t>(dr + D)][static_cast<std::size_t>(dc + 2 * D)];
}

// Activate / Order: per view hex its sections from the bottom seat (the
// mover's, in its view: M44-1.9), then the tactic allowance.
struct unit_table {
    std::array<std::uint16_t, num_hexes + 1> first{};
};
[[nodiscard]] constexpr int section_count(std::uint8_t bits) noexcept {
    return (bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1);
}
[[nodiscard]] constexpr unit_table make_unit_table() noexcept {
    unit_table t{};
    int n = 0;
    for (int v = 0; v < num_hexes; ++v) {
        t.first[static_cast<std::size_t>(v)] = static_cast<std::uint16_t>(n);
        n += section_count(sections(seat::bottom, v)) + 1;
    }
    t.first[num_hexes] = static_cast<std::uint16_t>(n);
    return t;
}
inline constexpr unit_table units = make_unit_table();
static_assert(units.first[num_hexes] == 2 * num_hexes + 8);  // M44-1.8: 8 straddling hexes

// The slot of view hex v with allowance a, or -1 if v is not in that section.
[[nodiscard]] constexpr int unit_slot(int v, allowance a) noexcept {
    const std::uint8_t bits = sections(seat::bottom, v);
    const auto bit_of = static_cast<unsigned>(a);
    if (a != allowance::tactic && (bit_of > 2 || (bits & (1u << bit_of)) == 0)) return -1;
    const auto below = a == allowance::tactic ? bits : static_cast<std::uint8_t>(bits & ((1u << bit_of) - 1u));
    return units.first[static_cast<std::size_t>(v)] + section_count(below);
}

// The bare decisions' places: the tutorial's, then the standard's.
[[nodiscard]] constexpr int bare_slot(action a, bool standard) noexcept {
    constexpr std::array<action, 5> tutorial{action::stay, action::hold_fire, action::end_turn, action::react,
                                             action::no_react};
    constexpr std::array<action, 10> rest{action::end_orders, action::end_moves,   action::end_battles,
                                          action::ignore_flag, action::take_flag,  action::take_ground,
                                          action::hold_ground, action::no_overrun, action::ambush,
                                          action::no_ambush};
    if (standard) {
        for (std::size_t i = 0; i < rest.size(); ++i)
            if (rest[i] == a) return static_cast<int>(i);
    } else {
        for (std::size_t i = 0; i < tutorial.size(); ++i)
            if (tutorial[i] == a) return static_cast<int>(i);
    }
    return -1;
}

[[nodiscard]] constexpr int max_of(const per_kind& k) noexcept {
    int best = 0;
    for (const auto x : k) best = x > best ? x : best;
    return best;
}
// The largest range of a dice table row (0 infantry, 1 armor, 2 artillery).
template <rules_policy R>
[[nodiscard]] constexpr int range_of(std::size_t row) noexcept {
    int best = 0;
    for (int r = 1; r < 9; ++r)
        if (R::dice[row][static_cast<std::size_t>(r)] > 0) best = r;
    return best;
}

}  // namespace detail::actions

// The blocks of actions_codec<R> (the table above): their sizes, where each
// begins, and the size of the whole.
template <rules_policy R>
struct action_layout {
    static constexpr bool standard = detail::is_standard<R>;
    [[nodiscard]] static constexpr bool in_deck(card c) noexcept {
        return R::deck[static_cast<std::size_t>(c)] > 0;
    }
    // c's place among the deck's card ids (tactic_only: among its tactic cards).
    [[nodiscard]] static constexpr int card_slot(card c, bool tactic_only = false) noexcept {
        int n = 0;
        for (int i = 0; i < static_cast<int>(c); ++i) {
            const auto k = static_cast<card>(i);
            n += in_deck(k) && (!tactic_only || is_tactic(k)) ? 1 : 0;
        }
        return n;
    }
    static constexpr int deck_cards = card_slot(static_cast<card>(num_card_ids), false);
    static constexpr int deck_tactics = card_slot(static_cast<card>(num_card_ids), true);

    // The most hexes a move goes (M44-T-2.1; M44-S-1.1, and 3 by the M44-S-11
    // cards), the largest range (M44-S-1.1), armor's range (M44-S-9.3).
    static constexpr int move_reach = standard && detail::actions::max_of(R::move_allowance) < 3
                                          ? 3
                                          : detail::actions::max_of(R::move_allowance);
    static constexpr int battle_range = max_range<R>();
    static constexpr int overrun_range =
        detail::actions::range_of<R>(1) > 0 ? detail::actions::range_of<R>(1) : 1;

    [[nodiscard]] static constexpr std::size_t move_count() noexcept {
        if constexpr (standard) return detail::actions::pair_count<move_reach>();
        else return static_cast<std::size_t>(detail::actions::offsets<move_reach>.count);
    }
    [[nodiscard]] static constexpr std::size_t battle_count() noexcept {
        if constexpr (standard) return detail::actions::pair_count<battle_range>();
        else return num_hexes;
    }
    [[nodiscard]] static constexpr std::size_t overrun_count() noexcept {
        if constexpr (standard) return static_cast<std::size_t>(detail::actions::offsets<overrun_range>.count);
        else return 0;
    }

    static constexpr std::size_t bare_ids = standard ? 10 : 5;
    static constexpr std::size_t unit_ids = detail::actions::units.first[num_hexes];
    static constexpr std::size_t move_ids = move_count();
    static constexpr std::size_t battle_ids = battle_count();
    static constexpr std::size_t wire_ids = standard ? num_hexes : 0;
    static constexpr std::size_t overrun_ids = overrun_count();
    static constexpr std::size_t retreat_ids = num_hexes - detail::actions::first_row_hexes;
    static constexpr std::size_t card_ids = deck_cards;
    static constexpr std::size_t tactic_ids = !standard && R::second_tactic_card ? deck_tactics : 0;
    static constexpr std::size_t keep_ids = standard ? deck_cards : 0;
    static constexpr bool has_barrage = standard && in_deck(card::barrage);
    static constexpr bool has_medics = standard && in_deck(card::medics_mechanics);
    static constexpr bool has_counter = standard && in_deck(card::counter_attack) && (has_barrage || has_medics);
    static constexpr bool has_assault = standard && in_deck(card::infantry_assault);

    static constexpr std::size_t bare = 0;
    static constexpr std::size_t unit = bare + bare_ids;
    static constexpr std::size_t move = unit + unit_ids;
    static constexpr std::size_t battle = move + move_ids;
    static constexpr std::size_t wire = battle + battle_ids;
    static constexpr std::size_t overrun = wire + wire_ids;
    static constexpr std::size_t retreat = overrun + overrun_ids;
    static constexpr std::size_t cards = retreat + retreat_ids;
    static constexpr std::size_t tactic = cards + card_ids;
    static constexpr std::size_t keep = tactic + tactic_ids;
    static constexpr std::size_t barrage = keep + keep_ids;
    static constexpr std::size_t medics = barrage + (has_barrage ? num_hexes : 0);
    static constexpr std::size_t counter = medics + (has_medics ? num_hexes : 0);
    static constexpr std::size_t assault = counter + (has_counter ? num_hexes : 0);
    static constexpr std::size_t size = assault + (has_assault ? 3 : 0);
};

namespace detail::actions {

// `base + slot`, or `none` for a slot of -1 (a decision no id names).
[[nodiscard]] constexpr std::size_t slot_id(std::size_t base, int slot, std::size_t none) noexcept {
    return slot < 0 ? none : base + static_cast<std::size_t>(slot);
}

// A hex field that names a hex (not no_target or garbage).
[[nodiscard]] constexpr bool real_hex(int h) noexcept { return h >= 0 && h < num_hexes; }

// PlayCard's id: with a target hex or section (M44-S-11), or the card alone.
template <rules_policy R>
[[nodiscard]] constexpr std::size_t card_id(seat st, const move& m) noexcept {
    using L = action_layout<R>;
    const card c = m.played_card();
    if (m.from >= num_card_ids || !L::in_deck(c)) return L::size;
    if (!m.has_card_target()) return L::cards + static_cast<std::size_t>(L::card_slot(c));
    const int t = m.target_hex();
    if (c == card::infantry_assault)
        return L::has_assault && t < 3 ? L::assault + static_cast<std::size_t>(t) : L::size;
    if (!real_hex(t)) return L::size;
    const auto target = static_cast<std::size_t>(view_hex(st, t));
    if (c == card::barrage && L::has_barrage) return L::barrage + target;
    if (c == card::medics_mechanics && L::has_medics) return L::medics + target;
    if (c == card::counter_attack && L::has_counter) return L::counter + target;
    return L::size;
}

// Move and Battle: a pair of view hexes (standard), or the activated unit's
// step or target (tutorial: it is the only unit that moves or fires).
template <rules_policy R>
[[nodiscard]] constexpr std::size_t step_id(seat st, const move& m) noexcept {
    using L = action_layout<R>;
    if (!real_hex(m.hex()) || !real_hex(m.to)) return L::size;
    const int from = view_hex(st, m.hex()), to = view_hex(st, m.to);
    if constexpr (L::standard) {
        if (m.kind == action::move) return slot_id(L::move, pair_slot<L::move_reach>(from, to), L::size);
        return slot_id(L::battle, pair_slot<L::battle_range>(from, to), L::size);
    } else {
        if (m.kind == action::move) return slot_id(L::move, offset_slot<L::move_reach>(from, to), L::size);
        return from == to ? L::size : L::battle + static_cast<std::size_t>(to);
    }
}

// Activate / Order, ClearWire, Overrun and Retreat: ids of one or two hexes.
template <rules_policy R>
[[nodiscard]] constexpr std::size_t hex_id(seat st, const move& m) noexcept {
    using L = action_layout<R>;
    const int h = view_hex(st, m.hex()), to = view_hex(st, m.to);
    switch (m.kind) {
        case action::activate:
        case action::order:
            return real_hex(m.hex()) ? slot_id(L::unit, unit_slot(h, m.allowance_used()), L::size) : L::size;
        case action::clear_wire:
            return L::standard && real_hex(m.hex()) ? L::wire + static_cast<std::size_t>(h) : L::size;
        case action::overrun:
            if constexpr (L::standard) {
                if (!real_hex(m.hex()) || !real_hex(m.to)) return L::size;
                return slot_id(L::overrun, offset_slot<L::overrun_range>(h, to), L::size);
            } else {
                return L::size;
            }
        case action::retreat: return real_hex(m.to) ? slot_id(L::retreat, to - first_row_hexes, L::size) : L::size;
        default: return L::size;
    }
}

}  // namespace detail::actions

// The actions id of move m decided by the player in seat st under R, or
// action_layout<R>::size if no id names it (a kind R does not have). No
// legality check: a legal move gets its id of the table above.
template <rules_policy R>
[[nodiscard]] constexpr std::size_t action_id(seat st, const move& m) noexcept {
    using L = action_layout<R>;
    namespace a = detail::actions;
    const bool known_card = m.from < num_card_ids && L::in_deck(m.played_card());
    switch (m.kind) {
        case action::activate:
        case action::order:
        case action::clear_wire:
        case action::overrun:
        case action::retreat: return a::hex_id<R>(st, m);
        case action::move:
        case action::battle: return a::step_id<R>(st, m);
        case action::play_card: return a::card_id<R>(st, m);
        case action::play_tactic:
            if (L::tactic_ids == 0 || !known_card || !is_tactic(m.played_card())) return L::size;
            return L::tactic + static_cast<std::size_t>(L::card_slot(m.played_card(), true));
        case action::keep_card:
            if (L::keep_ids == 0 || !known_card) return L::size;
            return L::keep + static_cast<std::size_t>(L::card_slot(m.played_card()));
        default: return a::slot_id(L::bare, a::bare_slot(m.kind, L::standard), L::size);
    }
}

// The key of actions_codec (core/actions.hpp's keyed_codec): the mover is
// whoever decides at s (M44-5.3), its seat the view.
struct action_key {
    static constexpr std::string_view name = "actions";
    template <class S>
    static constexpr std::size_t size = action_layout<typename S::rules>::size;
    template <rules_policy R>
    [[nodiscard]] static std::size_t id(const state<R>& s, const move& m) noexcept {
        return action_id<R>(s.seat_of(static_cast<side>(current_player(s))), m);
    }
};

template <rules_policy R>
using actions_codec = keyed_codec<state<R>, action_key>;

// The codecs of Memoir '44: actions first, index last (core/actions.hpp).
template <rules_policy R>
[[nodiscard]] constexpr codec_list<actions_codec<R>, index_codec<state<R>>> codecs(
    std::type_identity<state<R>>) noexcept {
    return {};
}

static_assert(action_layout<tutorial_rules>::size == 515);
static_assert(action_layout<standard_rules>::size == 11453);
static_assert(action_layout<standard_sections_rules>::size == 11081);
static_assert(action_layout<standard_partial_rules>::size == 11210);
static_assert(action_layout<standard_rules>::move_ids == 2974 && action_layout<standard_rules>::battle_ids == 7584);
static_assert(action_layout<standard_rules>::overrun_ids == 36 && action_layout<tutorial_rules>::move_ids == 18);
static_assert(action_id<standard_rules>(seat::bottom, move::end_orders()) == 0);
static_assert(action_id<standard_rules>(seat::top, move::retreat(0)) == action_layout<standard_rules>::retreat + 99);
static_assert(action_layout<standard_rules>::unit == 10 && action_layout<standard_sections_rules>::unit == 10);
static_assert(action_codec<actions_codec<tutorial_rules>, state<tutorial_rules>>);
static_assert(action_codec<actions_codec<standard_rules>, state<standard_rules>>);
static_assert(action_codec<actions_codec<standard_sections_rules>, state<standard_sections_rules>>);
static_assert(action_codec<actions_codec<standard_partial_rules>, state<standard_partial_rules>>);
static_assert(action_codec<index_codec<state<standard_rules>>, state<standard_rules>>);
static_assert(index_codec<state<standard_rules>>::size == max_moves && max_moves == 384);
static_assert(std::tuple_size_v<codecs_for<state<standard_rules>>::types> == 2);  // actions, then index

}  // namespace arbiter::memoir44
