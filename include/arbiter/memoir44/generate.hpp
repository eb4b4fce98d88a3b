#pragma once
// Memoir '44, the legal decisions and the chance outcomes of a state
// (RULES.md M44-5, M44-6 and Part A; the standard turn's questions are
// standard_orders.hpp). Playing them is apply.hpp.

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>

#include "../core/chance.hpp"
#include "../core/static_vector.hpp"
#include "board.hpp"
#include "rules.hpp"
#include "standard_orders.hpp"
#include "state.hpp"

namespace arbiter::memoir44 {


// Bounds of the lists. Decisions: at an activation boundary each friendly
// unit has at most 3 allowances (two sections and the tactic), under 113
// units, plus 15 tactic ids and EndTurn; a fire lists at most 112 targets.
// Chance: 30 card ids, or the histogram of at most 10 dice over 5 faces
// (C(14, 4) = 1001, M44-6.2).
inline constexpr std::size_t max_moves = 384;
inline constexpr std::size_t max_outcomes = 1001;

using move_list = static_vector<move, max_moves>;
using outcome_list = static_vector<chance_outcome<outcome>, max_outcomes>;

namespace detail {

template <rules_policy R>
inline constexpr bool is_standard = R::dice_kind == dice_rule::symbols;

// M44-T-6.1: cover is forest, hill, town or hedgerow, or sandbags or a bunker.
template <rules_policy R>
[[nodiscard]] constexpr bool in_cover(const state<R>& s, int h) noexcept {
    const terrain t = s.board()[static_cast<std::size_t>(h)];
    const obstacle o = s.obstacles()[static_cast<std::size_t>(h)].kind;
    return t == terrain::forest || t == terrain::hill || t == terrain::town || t == terrain::hedgerow ||
           o == obstacle::sandbags || o == obstacle::bunker;
}

// M44-T-2.2: a step may enter a hex with no unit that is not river.
template <rules_policy R>
[[nodiscard]] constexpr bool open_for_move(const state<R>& s, int h) noexcept {
    return !s.at(h).present() && s.board()[static_cast<std::size_t>(h)] != terrain::river;
}

// M44-T-2.2: the least number of steps to each hex within the unit's
// allowance (0 for the start, 255 unreachable).
template <rules_policy R>
[[nodiscard]] constexpr std::array<std::uint8_t, num_hexes> reach(const state<R>& s, int from) noexcept {
    std::array<std::uint8_t, num_hexes> dist{};
    dist.fill(255);
    dist[static_cast<std::size_t>(from)] = 0;
    const int limit = R::move_allowance[static_cast<std::size_t>(s.at(from).kind)];
    std::array<std::uint8_t, num_hexes> queue{};
    int head = 0, tail = 0;
    queue[static_cast<std::size_t>(tail++)] = static_cast<std::uint8_t>(from);
    while (head < tail) {
        const int h = queue[static_cast<std::size_t>(head++)];
        const int d = dist[static_cast<std::size_t>(h)];
        if (d >= limit) continue;
        for (const auto n : neighbours(h))
            if (dist[n] == 255 && open_for_move(s, n)) {
                dist[n] = static_cast<std::uint8_t>(d + 1);
                queue[static_cast<std::size_t>(tail++)] = n;
            }
    }
    return dist;
}

// M44-T-4.1, M44-T-4.2: the dice the unit on `from` rolls at `target`
// (0: not a legal target).
template <rules_policy R>
[[nodiscard]] constexpr int fire_dice(const state<R>& s, int from, int target) noexcept {
    const unit& a = s.at(from);
    const unit& t = s.at(target);
    if (!t.present() || t.owner == a.owner) return 0;
    const int d = distance(from, target);
    if (d < 1 || d > 8) return 0;
    return R::dice[static_cast<std::size_t>(base_kind(a.kind))][static_cast<std::size_t>(d)];
}

template <rules_policy R>
[[nodiscard]] constexpr bool has_target(const state<R>& s, int from) noexcept {
    for (int h = 0; h < num_hexes; ++h)
        if (fire_dice(s, from, h) > 0) return true;
    return false;
}

template <rules_policy R>
[[nodiscard]] constexpr bool can_move(const state<R>& s, int from) noexcept {
    if (R::move_allowance[static_cast<std::size_t>(s.at(from).kind)] == 0) return false;
    for (const auto n : neighbours(from))
        if (open_for_move(s, n)) return true;
    return false;
}

// M44-T-3.5: whether the unit on h may use allowance a now.
template <rules_policy R>
[[nodiscard]] constexpr bool may_activate(const state<R>& s, int h, allowance a) noexcept {
    const unit& u = s.at(h);
    if (!u.present() || u.owner != s.active() || u.activated) return false;
    if (s.allowances()[static_cast<std::size_t>(a)] == 0) return false;
    if (a == allowance::tactic) return true;
    return in_section(s.seat_of(s.active()), h, static_cast<section>(a));
}

// M44-T-3.4: a second card may still be played.
template <rules_policy R>
[[nodiscard]] constexpr bool second_card_possible(const state<R>& s) noexcept {
    if constexpr (!R::second_tactic_card) return false;
    return s.turn_card() != no_card && !is_tactic(static_cast<card>(s.turn_card())) && s.tactic_card() == no_card &&
           total(s.hands()[static_cast<std::size_t>(s.active())]) > 0;
}

template <rules_policy R>
[[nodiscard]] constexpr bool any_activation(const state<R>& s) noexcept {
    for (int h = 0; h < num_hexes; ++h)
        for (int a = 0; a < 4; ++a)
            if (may_activate(s, h, static_cast<allowance>(a))) return true;
    return false;
}

// M44-T-7.1: the hexes the unit on h may retreat to.
template <rules_policy R>
[[nodiscard]] constexpr hex_list2 retreat_hexes(const state<R>& s, int h) noexcept {
    hex_list2 out;
    for (const auto n : rear_neighbours(s.seat_of(s.at(h).owner), h))
        if (open_for_move(s, n)) out.push_back(n);
    return out;
}

}  // namespace detail

// ------------------------------------------------------------------ decisions

// Every legal decision, in a fixed order: by hex index, then allowance.
namespace detail {
// M44-5.3, M44-S-2: the standard turn's decisions, in a fixed order.
template <rules_policy R>
constexpr void standard_moves(const state<R>& s, move_list& out) noexcept {
    switch (s.step()) {
        case phase::orders:
            for (int h = choosing_air_targets(s) ? 0 : s.next_order(); h < num_hexes; ++h)
                for (int a = 0; a < 4; ++a)
                    if (may_order(s, h, static_cast<allowance>(a))) out.push_back(move::order(h, static_cast<allowance>(a)));
            if (!choosing_air_targets(s) || air_ready(s)) out.push_back(move::end_orders());  // M44-S-11.1
            break;
        case phase::ambush:  // M44-S-11.2: the defender's window, presented even without the card (M44-5.4)
            if (s.hands()[static_cast<std::size_t>(other(s.active()))][static_cast<std::size_t>(card::ambush)] > 0)
                out.push_back(move::ambush());
            out.push_back(move::no_ambush());
            break;
        case phase::moves:
            for (int h = 0; h < num_hexes; ++h) {
                if (!may_move(s, h)) continue;
                const auto d = move_reach(s, h);
                for (int t = 0; t < num_hexes; ++t)
                    if (t != h && d[static_cast<std::size_t>(t)] != 255) out.push_back(move::step(h, t));
            }
            out.push_back(move::end_moves());
            break;
        case phase::battles:
            for (int h = 0; h < num_hexes; ++h) {
                if (!may_battle(s, h)) continue;
                for (const auto& t : targets_of(s, h)) out.push_back(move::battle(h, t.hex));
                if (may_clear_wire(s, h)) out.push_back(move::clear_wire(h));
            }
            out.push_back(move::end_battles());
            break;
        case phase::flag:
            out.push_back(move::ignore_flag());
            out.push_back(move::take_flag());
            break;
        case phase::retreat:
            for (const auto h : retreat_choices(s, s.target_hex(), s.flags())) out.push_back(move::retreat(h));
            break;
        case phase::take_ground:
            out.push_back(move::take_ground());
            out.push_back(move::hold_ground());
            break;
        case phase::overrun:
            for (const auto& t : targets_of(s, s.unit_hex())) out.push_back(move::overrun(s.unit_hex(), t.hex));
            out.push_back(move::no_overrun());
            break;
        case phase::keep_card:
            for (std::size_t i = 0; i < 2; ++i) {
                const auto c = s.recon_cards()[i];
                if (c == no_card || (i == 1 && c == s.recon_cards()[0])) continue;
                out.push_back(move::keep(static_cast<card>(c)));
            }
            break;
        default: break;
    }
}
// M44-S-11: the PlayCard decisions of a card that takes a target or a
// section (Barrage, Medics & Mechanics, Infantry Assault, and Counter-Attack
// copying the first two); says whether it listed them.
template <rules_policy R>
constexpr bool standard_card_plays(const state<R>& s, card c, move_list& out) noexcept {
    const auto order = static_cast<card>(order_of(s, s.active(), c));
    if (order == card::barrage) {  // M44-S-11.5: one enemy unit anywhere
        for (int h = 0; h < num_hexes; ++h)
            if (s.at(h).present() && s.at(h).owner != s.active()) out.push_back(move::play_card(c, h));
        return true;
    }
    if (order == card::medics_mechanics) {  // M44-S-11.13: a friendly unit below its setup strength, if any
        const auto before = out.size();
        for (int h = 0; h < num_hexes; ++h)
            if (medics_target(s, h)) out.push_back(move::play_card(c, h));
        if (out.size() == before) out.push_back(move::play_card(c));
        return true;
    }
    if (c == card::infantry_assault && has_kind(s, s.active(), unit_kind::infantry)) {  // M44-S-11.12
        for (int sec = 0; sec < 3; ++sec)
            if (infantry_in(s, sec)) out.push_back(move::play_card(c, sec));
        return true;
    }
    return false;
}
}  // namespace detail

template <rules_policy R>
[[nodiscard]] constexpr move_list legal_moves(const state<R>& s) noexcept {
    move_list out;
    const auto& hand = s.hands()[static_cast<std::size_t>(s.active())];
    if constexpr (detail::is_standard<R>) {
        if (s.step() != phase::play_card) {
            detail::standard_moves(s, out);
            return out;
        }
    }
    switch (s.step()) {
        case phase::play_card:  // M44-T-3.1: any card in hand
            for (int c = 0; c < num_card_ids; ++c)
                if (hand[static_cast<std::size_t>(c)] > 0) {
                    if constexpr (detail::is_standard<R>) {
                        if (detail::standard_card_plays(s, static_cast<card>(c), out)) continue;
                    }
                    out.push_back(move::play_card(static_cast<card>(c)));
                }
            break;
        case phase::activation:
            for (int h = 0; h < num_hexes; ++h)
                for (int a = 0; a < 4; ++a)
                    if (detail::may_activate(s, h, static_cast<allowance>(a)))
                        out.push_back(move::activate(h, static_cast<allowance>(a)));
            if (detail::second_card_possible(s))
                for (int c = 0; c < num_card_ids; ++c)
                    if (hand[static_cast<std::size_t>(c)] > 0 && is_tactic(static_cast<card>(c)))
                        out.push_back(move::play_tactic(static_cast<card>(c)));
            out.push_back(move::end_turn());
            break;
        case phase::move: {
            const auto dist = detail::reach(s, s.unit_hex());
            for (int h = 0; h < num_hexes; ++h)
                if (dist[static_cast<std::size_t>(h)] != 255 && h != s.unit_hex())
                    out.push_back(move::step(s.unit_hex(), h));
            out.push_back(move::stay());
            break;
        }
        case phase::fire:
            for (int h = 0; h < num_hexes; ++h)
                if (detail::fire_dice(s, s.unit_hex(), h) > 0) out.push_back(move::battle(s.unit_hex(), h));
            out.push_back(move::hold_fire());
            break;
        case phase::reaction:
            out.push_back(move::react());
            out.push_back(move::no_react());
            break;
        case phase::retreat:
            for (const auto h : detail::retreat_hexes(s, s.target_hex())) out.push_back(move::retreat(h));
            break;
        default: break;
    }
    return out;
}

// ------------------------------------------------------------------ chance

namespace detail {
[[nodiscard]] constexpr std::uint64_t choose(int n, int k) noexcept {
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i) r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return r;
}
[[nodiscard]] constexpr std::uint64_t power(std::uint64_t b, int e) noexcept {
    std::uint64_t r = 1;
    for (int i = 0; i < e; ++i) r *= b;
    return r;
}
}  // namespace detail

// M44-6: the outcomes of a chance node with their exact probabilities.
template <rules_policy R>
[[nodiscard]] constexpr outcome_list chance_outcomes(const state<R>& s) noexcept {
    outcome_list out;
    switch (s.step()) {
        case phase::deal:
        case phase::draw: {  // M44-6.1: id x with probability n_x / N
            const auto n = static_cast<std::uint64_t>(total(s.deck()));
            for (int c = 0; c < num_card_ids; ++c)
                if (s.deck()[static_cast<std::size_t>(c)] > 0)
                    out.push_back({outcome::draw(static_cast<card>(c)), probability(s.deck()[static_cast<std::size_t>(c)], n)});
            break;
        }
        case phase::attack_roll: {
            if constexpr (detail::is_standard<R>) {  // M44-6.2
                append_symbol_rolls(out, s.dice());
                break;
            }
            // M44-6.3: C(n, k) p^k (1 - p)^(n - k), p = 1/2 or 1/3
            const int n = s.dice();
            const std::uint64_t den = s.cover() ? 3 : 2, hit = 1, miss = den - 1;
            for (int k = 0; k <= n; ++k)
                out.push_back({outcome::hits(k, n), probability(detail::choose(n, k) * detail::power(hit, k) *
                                                                     detail::power(miss, n - k),
                                                                 detail::power(den, n))});
            break;
        }
        case phase::defense_roll:  // M44-6.4: each face 1/3
            for (const auto f : {defense_face::star, defense_face::flag, defense_face::grenade})
                out.push_back({outcome::defense(f), probability(1, 3)});
            break;
        default: break;
    }
    return out;
}

}  // namespace arbiter::memoir44
