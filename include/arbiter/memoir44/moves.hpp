#pragma once
// Memoir '44 rules in motion (RULES.md M44-5, M44-6, M44-8 and Part A):
// starting a game, the legal decisions, the chance outcomes, and play.
//
//     auto s = arbiter::memoir44::start_game<arbiter::memoir44::tutorial>(brennau_crossing());
//     while (!is_terminal(s)) { ... legal_moves(s) / chance_outcomes(s) ... }
//
// Both rulesets are complete: the tutorial (Part A) here, the standard turn
// with all 60 cards (Part B) in standard_turn.hpp and tactic_cards.hpp.

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>

#include "../core/chance.hpp"
#include "../core/static_vector.hpp"
#include "board.hpp"
#include "rules.hpp"
#include "scenario.hpp"
#include "standard_turn.hpp"
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
    const terrain t = s.board[static_cast<std::size_t>(h)];
    const obstacle o = s.obstacles[static_cast<std::size_t>(h)].kind;
    return t == terrain::forest || t == terrain::hill || t == terrain::town || t == terrain::hedgerow ||
           o == obstacle::sandbags || o == obstacle::bunker;
}

// M44-T-2.2: a step may enter a hex with no unit that is not river.
template <rules_policy R>
[[nodiscard]] constexpr bool open_for_move(const state<R>& s, int h) noexcept {
    return !s.at(h).present() && s.board[static_cast<std::size_t>(h)] != terrain::river;
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
    if (!u.present() || u.owner != s.active || u.activated) return false;
    if (s.allowances[static_cast<std::size_t>(a)] == 0) return false;
    if (a == allowance::tactic) return true;
    return in_section(s.seat_of(s.active), h, static_cast<section>(a));
}

// M44-T-3.4: a second card may still be played.
template <rules_policy R>
[[nodiscard]] constexpr bool second_card_possible(const state<R>& s) noexcept {
    if constexpr (!R::second_tactic_card) return false;
    return s.turn_card != no_card && !is_tactic(static_cast<card>(s.turn_card)) && s.tactic_card == no_card &&
           total(s.hands[static_cast<std::size_t>(s.active)]) > 0;
}

template <rules_policy R>
[[nodiscard]] constexpr bool any_activation(const state<R>& s) noexcept {
    for (int h = 0; h < num_hexes; ++h)
        for (int a = 0; a < 4; ++a)
            if (may_activate(s, h, static_cast<allowance>(a))) return true;
    return false;
}

// M44-8.2: permanent objectives are gained the first time an eligible unit
// stands on them.
template <rules_policy R>
constexpr void gain_objectives(state<R>& s) noexcept {
    for (int h = 0; h < num_hexes; ++h) {
        auto& o = s.objectives[static_cast<std::size_t>(h)];
        const unit& u = s.at(h);
        if (o.present && o.kind == objective_kind::perm && !o.spent && u.present() && may_score(o.who, u.owner)) {
            o.spent = true;
            ++s.objective_medals[static_cast<std::size_t>(u.owner)];
        }
    }
}

// M44-8.4 to M44-8.6: ends the game if a side has won; says whether it did.
template <rules_policy R>
constexpr bool check_end(state<R>& s) noexcept {
    std::array<bool, num_sides> wins{};
    for (int sd = 0; sd < num_sides; ++sd) {
        const side me = static_cast<side>(sd);
        wins[static_cast<std::size_t>(sd)] = medals(s, me) >= s.medals_to_win[static_cast<std::size_t>(sd)] ||
                                              unit_count(s, other(me)) == 0;
    }
    if (!wins[0] && !wins[1]) return false;
    s.winner = wins[0] && wins[1] ? s.active : (wins[0] ? side::allies : side::axis);
    s.step = phase::over;
    return true;
}

template <rules_policy R>
constexpr void begin_turn(state<R>& s, side sd) noexcept {
    for (auto& u : s.units) {  // M44-2.6: per-turn marks clear
        u.activated = false;
        u.moved = false;
        u.hexes_moved = 0;
        u.battles = 0;
    }
    s.active = sd;
    s.allowances = {};
    s.turn_card = s.tactic_card = no_card;
    ++s.turn;
    s.step = phase::play_card;
}

// M44-T-8.1: played cards to the discard pile, then refill the hand.
template <rules_policy R>
constexpr void end_turn(state<R>& s) noexcept {
    for (const auto c : {s.turn_card, s.tactic_card})
        if (c != no_card) ++s.discard[c];
    s.turn_card = s.tactic_card = no_card;
    s.allowances = {};
    s.drawing = s.active;
    const int have = total(s.hands[static_cast<std::size_t>(s.active)]);
    const int want = s.hand_size[static_cast<std::size_t>(s.active)];
    s.draws_left = static_cast<std::uint8_t>(want > have ? want - have : 0);
    s.step = phase::draw;
}

// M44-5.4: applies the automatic steps until a decision or chance node.
template <rules_policy R>
constexpr void settle(state<R>& s) noexcept {
    if constexpr (is_standard<R>) {
        if (s.step != phase::deal && s.step != phase::draw) {
            standard_settle(s);
            if (s.step != phase::draw) return;
        }
    }
    for (;;) {
        switch (s.step) {
            case phase::deal:
            case phase::draw:
                if (s.draws_left > 0 && total(s.deck) == 0) {  // M44-6.1: the discard pile becomes the deck
                    s.deck = s.discard;
                    s.discard = {};
                }
                if (s.draws_left > 0 && total(s.deck) > 0) return;
                s.draws_left = 0;
                if (s.step == phase::deal && s.drawing == s.active) {  // M44-5.1: then the other side
                    s.drawing = other(s.active);
                    s.draws_left = s.hand_size[static_cast<std::size_t>(s.drawing)];
                    continue;
                }
                if constexpr (is_standard<R>) {
                    if (s.step == phase::draw && s.ambush_draw) {  // M44-S-12.1: the Ambush player drew; now the active one
                        s.ambush_draw = false;
                        s.drawing = s.active;
                        s.draws_left = s.recon_draw ? 2 : 1;
                        continue;
                    }
                    if (s.step == phase::draw && s.recon_draw && s.recon_cards[0] != no_card) {  // M44-S-10.1
                        s.step = phase::keep_card;
                        return;
                    }
                    s.recon_draw = false;
                }
                if (s.step == phase::deal) {
                    gain_objectives(s);  // M44-5.1: objectives are evaluated at setup
                    if (check_end(s)) return;
                    begin_turn(s, s.active);
                } else {
                    begin_turn(s, other(s.active));  // M44-T-8.2
                }
                return;
            case phase::activation:
                if (any_activation(s) || second_card_possible(s)) return;
                end_turn(s);  // M44-T-3.7
                continue;
            case phase::move:
                if (can_move(s, s.unit_hex)) return;
                s.at(s.unit_hex).moved = true;  // the lone Stay
                s.step = phase::fire;
                continue;
            case phase::fire:
                if (has_target(s, s.unit_hex)) return;
                s.step = phase::activation;  // the lone HoldFire
                continue;
            default: return;
        }
    }
}

// Removes n figures from the unit on h; an elimination scores for `scorer`
// (M44-2.4). Says whether the unit was eliminated.
template <rules_policy R>
constexpr bool remove_figures(state<R>& s, int h, int n, side scorer) noexcept {
    unit& u = s.at(h);
    const int lose = n < u.figures ? n : u.figures;
    u.figures = static_cast<std::uint8_t>(u.figures - lose);
    if (u.figures > 0) return false;
    u = unit{};
    ++s.elimination_medals[static_cast<std::size_t>(scorer)];
    return true;
}

// M44-T-7.1: the hexes the unit on h may retreat to.
template <rules_policy R>
[[nodiscard]] constexpr hex_list2 retreat_hexes(const state<R>& s, int h) noexcept {
    hex_list2 out;
    for (const auto n : rear_neighbours(s.seat_of(s.at(h).owner), h))
        if (open_for_move(s, n)) out.push_back(n);
    return out;
}

template <rules_policy R>
constexpr void retreat_to(state<R>& s, int to) noexcept {
    s.at(to) = s.at(s.target_hex);
    s.at(s.target_hex) = unit{};
    s.target_hex = static_cast<std::uint8_t>(to);
    gain_objectives(s);  // M44-T-7.2
}

// M44-T-5.3, M44-T-7.1: losses, then the retreat a flag forces.
template <rules_policy R>
constexpr void resolve(state<R>& s, int h, bool flag) noexcept {
    const side attacker = s.active;
    const bool gone = remove_figures(s, s.target_hex, h, attacker);
    if (check_end(s)) return;
    if (!gone && flag) {
        const auto to = retreat_hexes(s, s.target_hex);
        if (to.size() == 2) {  // the owner chooses
            s.step = phase::retreat;
            return;
        }
        if (to.size() == 1)
            retreat_to(s, to[0]);
        else
            remove_figures(s, s.target_hex, 1, attacker);
        if (check_end(s)) return;
    }
    s.step = phase::activation;
    settle(s);
}

}  // namespace detail

// ------------------------------------------------------------------ start

// M44-5.1: the scenario laid out, all 60 cards in the deck, and the first
// chance node: the first side's starting hand. The scenario must be valid
// (parse_scenario and the importer check M44-9.8).
namespace detail {
// M44-5.1: the scenario laid out and all 60 cards in the deck, before any
// draw (any ruleset: the standard one's pieces are tested on such states).
template <rules_policy R>
[[nodiscard]] constexpr state<R> lay_out(const scenario& sc) noexcept {
    state<R> s;
    s.board = sc.board;
    for (const auto& o : sc.obstacles) s.obstacles[o.hex] = {o.kind, o.owner};
    for (const auto& o : sc.objectives) s.objectives[o.hex] = {true, o.who, o.kind, false};
    for (const auto& u : sc.units) {
        unit& v = s.units[u.hex];
        v.figures = u.figures;
        v.owner = u.owner;
        v.kind = u.kind;
        v.setup_strength = u.figures;  // M44-2.6
    }
    s.deck = R::deck;
    s.hand_size = sc.hand_size;
    s.medals_to_win = sc.medals_to_win;
    s.bottom = sc.bottom;
    s.active = sc.first;
    s.drawing = sc.first;
    s.draws_left = sc.hand_size[static_cast<std::size_t>(sc.first)];
    s.step = phase::deal;
    return s;
}
}  // namespace detail

template <rules_policy R>
[[nodiscard]] constexpr state<R> start_game(const scenario& sc) noexcept {
    state<R> s = detail::lay_out<R>(sc);
    detail::settle(s);
    return s;
}

// ------------------------------------------------------------------ decisions

// Every legal decision, in a fixed order: by hex index, then allowance.
namespace detail {
// M44-5.3, M44-S-2: the standard turn's decisions, in a fixed order.
template <rules_policy R>
constexpr void standard_moves(const state<R>& s, move_list& out) noexcept {
    switch (s.step) {
        case phase::orders:
            for (int h = choosing_air_targets(s) ? 0 : s.next_order; h < num_hexes; ++h)
                for (int a = 0; a < 4; ++a)
                    if (may_order(s, h, static_cast<allowance>(a))) out.push_back(move::order(h, static_cast<allowance>(a)));
            if (!choosing_air_targets(s) || air_ready(s)) out.push_back(move::simple(action::end_orders));  // M44-S-11.1
            break;
        case phase::ambush:  // M44-S-11.2: the defender's window, presented even without the card (M44-5.4)
            if (s.hands[static_cast<std::size_t>(other(s.active))][static_cast<std::size_t>(card::ambush)] > 0)
                out.push_back(move::simple(action::ambush));
            out.push_back(move::simple(action::no_ambush));
            break;
        case phase::moves:
            for (int h = 0; h < num_hexes; ++h) {
                if (!may_move(s, h)) continue;
                const auto d = move_reach(s, h);
                for (int t = 0; t < num_hexes; ++t)
                    if (t != h && d[static_cast<std::size_t>(t)] != 255) out.push_back(move::step(h, t));
            }
            out.push_back(move::simple(action::end_moves));
            break;
        case phase::battles:
            for (int h = 0; h < num_hexes; ++h) {
                if (!may_battle(s, h)) continue;
                for (const auto& t : targets_of(s, h)) out.push_back(move::battle(h, t.hex));
                if (may_clear_wire(s, h)) out.push_back(move::clear_wire(h));
            }
            out.push_back(move::simple(action::end_battles));
            break;
        case phase::flag:
            out.push_back(move::simple(action::ignore_flag));
            out.push_back(move::simple(action::take_flag));
            break;
        case phase::retreat:
            for (const auto h : retreat_choices(s, s.target_hex, s.flags)) out.push_back(move::retreat(h));
            break;
        case phase::take_ground:
            out.push_back(move::simple(action::take_ground));
            out.push_back(move::simple(action::hold_ground));
            break;
        case phase::overrun:
            for (const auto& t : targets_of(s, s.unit_hex)) out.push_back(move::overrun(s.unit_hex, t.hex));
            out.push_back(move::simple(action::no_overrun));
            break;
        case phase::keep_card:
            for (std::size_t i = 0; i < 2; ++i) {
                const auto c = s.recon_cards[i];
                if (c == no_card || (i == 1 && c == s.recon_cards[0])) continue;
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
    const auto order = static_cast<card>(order_of(s, s.active, c));
    if (order == card::barrage) {  // M44-S-11.5: one enemy unit anywhere
        for (int h = 0; h < num_hexes; ++h)
            if (s.at(h).present() && s.at(h).owner != s.active) out.push_back(move::play_card(c, h));
        return true;
    }
    if (order == card::medics_mechanics) {  // M44-S-11.13: a friendly unit below its setup strength, if any
        const auto before = out.size();
        for (int h = 0; h < num_hexes; ++h)
            if (medics_target(s, h)) out.push_back(move::play_card(c, h));
        if (out.size() == before) out.push_back(move::play_card(c));
        return true;
    }
    if (c == card::infantry_assault && has_kind(s, s.active, unit_kind::infantry)) {  // M44-S-11.12
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
    const auto& hand = s.hands[static_cast<std::size_t>(s.active)];
    if constexpr (detail::is_standard<R>) {
        if (s.step != phase::play_card) {
            detail::standard_moves(s, out);
            return out;
        }
    }
    switch (s.step) {
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
            out.push_back(move::simple(action::end_turn));
            break;
        case phase::move: {
            const auto dist = detail::reach(s, s.unit_hex);
            for (int h = 0; h < num_hexes; ++h)
                if (dist[static_cast<std::size_t>(h)] != 255 && h != s.unit_hex)
                    out.push_back(move::step(s.unit_hex, h));
            out.push_back(move::simple(action::stay));
            break;
        }
        case phase::fire:
            for (int h = 0; h < num_hexes; ++h)
                if (detail::fire_dice(s, s.unit_hex, h) > 0) out.push_back(move::battle(s.unit_hex, h));
            out.push_back(move::simple(action::hold_fire));
            break;
        case phase::reaction:
            out.push_back(move::simple(action::react));
            out.push_back(move::simple(action::no_react));
            break;
        case phase::retreat:
            for (const auto h : detail::retreat_hexes(s, s.target_hex)) out.push_back(move::retreat(h));
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
    switch (s.step) {
        case phase::deal:
        case phase::draw: {  // M44-6.1: id x with probability n_x / N
            const auto n = static_cast<std::uint64_t>(total(s.deck));
            for (int c = 0; c < num_card_ids; ++c)
                if (s.deck[static_cast<std::size_t>(c)] > 0)
                    out.push_back({outcome::draw(static_cast<card>(c)), probability(s.deck[static_cast<std::size_t>(c)], n)});
            break;
        }
        case phase::attack_roll: {
            if constexpr (detail::is_standard<R>) {  // M44-6.2
                append_symbol_rolls(out, s.dice);
                break;
            }
            // M44-6.3: C(n, k) p^k (1 - p)^(n - k), p = 1/2 or 1/3
            const int n = s.dice;
            const std::uint64_t den = s.cover ? 3 : 2, hit = 1, miss = den - 1;
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

// ------------------------------------------------------------------ play

// Applies a legal decision (unchecked: see try_play).
template <rules_policy R>
[[nodiscard]] constexpr state<R> play(state<R> s, const move& m) noexcept {
    if constexpr (detail::is_standard<R>) {
        detail::standard_play(s, m.kind == action::overrun ? move::battle(m.from, m.to) : m);  // M44-S-9.3: one more battle
        if (s.step == phase::draw) detail::settle(s);
        return s;
    }
    auto& hand = s.hands[static_cast<std::size_t>(s.active)];
    switch (m.kind) {
        case action::play_card: {
            --hand[m.from];
            s.turn_card = m.from;
            const card c = m.played_card();
            if (is_tactic(c)) {
                s.allowances = {0, 0, 0, 1};  // M44-T-3.3
            } else {
                for (std::size_t k = 0; k < 3; ++k) {  // M44-T-3.2
                    const auto n = info(c).orders[k];
                    s.allowances[k] = n == all_units ? R::assault_orders : n;
                }
                s.allowances[3] = 0;
            }
            s.step = phase::activation;
            break;
        }
        case action::play_tactic:  // M44-T-3.4
            --hand[m.from];
            s.tactic_card = m.from;
            ++s.allowances[3];
            break;
        case action::activate:  // M44-T-3.5
            --s.allowances[static_cast<std::size_t>(m.use)];
            s.at(m.from).activated = true;
            s.unit_hex = m.from;
            s.step = phase::move;
            break;
        case action::move: {  // M44-T-2.2
            const auto dist = detail::reach(s, m.from);
            unit u = s.at(m.from);
            u.moved = true;
            u.hexes_moved = dist[m.to];
            s.at(m.from) = unit{};
            s.at(m.to) = u;
            s.unit_hex = m.to;
            detail::gain_objectives(s);
            if (detail::check_end(s)) return s;
            s.step = phase::fire;
            break;
        }
        case action::stay:
            s.at(s.unit_hex).moved = true;
            s.step = phase::fire;
            break;
        case action::battle:  // M44-T-4.1, M44-T-4.3
            s.dice = static_cast<std::uint8_t>(detail::fire_dice(s, m.from, m.to));
            s.cover = detail::in_cover(s, m.to);
            s.target_hex = m.to;
            ++s.at(m.from).battles;
            s.step = phase::attack_roll;
            return s;
        case action::hold_fire: s.step = phase::activation; break;
        case action::end_turn: detail::end_turn(s); break;
        case action::react: s.step = phase::defense_roll; return s;  // M44-T-5.1
        case action::no_react: detail::resolve(s, s.hits, false); return s;
        case action::retreat:  // M44-T-7.1
            detail::retreat_to(s, m.to);
            if (detail::check_end(s)) return s;
            s.step = phase::activation;
            break;
        default: break;  // the standard turn's decisions (standard_turn.hpp)
    }
    detail::settle(s);
    return s;
}

// Applies a chance outcome listed by chance_outcomes.
template <rules_policy R>
[[nodiscard]] constexpr state<R> play(state<R> s, const outcome& o) noexcept {
    switch (o.kind) {
        case chance_kind::draw:  // M44-6.1
            --s.deck[o.value];
            ++s.hands[static_cast<std::size_t>(s.drawing)][o.value];
            if constexpr (detail::is_standard<R>)
                if (s.step == phase::draw && s.recon_draw && s.drawing == s.active)  // M44-S-10.1: remember the two
                    s.recon_cards[s.recon_cards[0] == no_card ? 0 : 1] = o.value;
            --s.draws_left;
            detail::settle(s);
            break;
        case chance_kind::hits:  // M44-T-4.4
            s.hits = o.value;
            if (o.value == 0) {
                s.step = phase::activation;
                detail::settle(s);
            } else {
                s.step = phase::reaction;
            }
            break;
        case chance_kind::symbols:  // M44-S-7.3, M44-S-8
            if constexpr (detail::is_standard<R>) {
                detail::standard_resolve_roll(s, o);
                if (s.step == phase::draw) detail::settle(s);
            }
            break;
        case chance_kind::defense: {  // M44-T-5.2
            const auto f = static_cast<defense_face>(o.value);
            const int h = f == defense_face::star ? s.hits - 1 : f == defense_face::grenade ? s.hits + 1 : s.hits;
            detail::resolve(s, h, f == defense_face::flag);
            break;
        }
    }
    return s;
}

}  // namespace arbiter::memoir44
