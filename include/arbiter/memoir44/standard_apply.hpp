#pragma once
// The standard turn (RULES.md M44-S-2 to M44-S-10, M44-S-12) played: an
// ORDER, MOVE or BATTLE decision (with flags, retreat steps, take ground
// and armor overrun), the end-of-turn draw with Recon's draw-two-keep-one,
// the tactic cards' rolls (M44-S-11). play (apply.hpp) dispatches here when
// the ruleset rolls symbol dice; the questions it asks are standard_orders.hpp.

#include <array>
#include <cstddef>
#include <cstdint>

#include "board.hpp"
#include "dice.hpp"
#include "rules.hpp"
#include "standard_orders.hpp"
#include "state.hpp"
#include "tactic_cards.hpp"
#include "targets.hpp"
#include "terrain.hpp"

namespace arbiter::memoir44::detail {

// Shared with the tutorial turn; defined in apply.hpp.
template <rules_policy R>
constexpr void gain_objectives(state<R>& s) noexcept;
template <rules_policy R>
constexpr bool check_end(state<R>& s) noexcept;
template <rules_policy R>
constexpr bool remove_figures(state<R>& s, int h, int n, side scorer) noexcept;

// M44-S-4.6: sandbags go when their unit leaves.
template <rules_policy R>
constexpr void leave_hex(state<R>& s, int h) noexcept {
    typename state<R>::edit e{s};
    auto& o = e.obstacles()[static_cast<std::size_t>(h)];
    if (o.kind == obstacle::sandbags) o = obstacle_cell{};
}

// Moves the unit on `from` to `to` (a move, a retreat step or taking ground).
template <rules_policy R>
constexpr void relocate(state<R>& s, int from, int to) noexcept {
    typename state<R>::edit e{s};
    e.at(to) = s.at(from);
    e.at(from) = unit{};
    leave_hex(s, from);
}

// M44-S-4.7: armor entering wire removes it. Says whether it did.
template <rules_policy R>
constexpr bool armor_clears_wire(state<R>& s, int h) noexcept {
    typename state<R>::edit e{s};
    auto& o = e.obstacles()[static_cast<std::size_t>(h)];
    if (base_kind(s.at(h).kind) != unit_kind::armor || o.kind != obstacle::wire) return false;
    o = obstacle_cell{};
    return true;
}

// Removes figures (M44-S-7.3, M44-S-8.4); an eliminated unit's sandbags go too (M44-S-4.6).
template <rules_policy R>
constexpr bool lose_figures(state<R>& s, int h, int n, side scorer) noexcept {
    if (n <= 0) return false;
    const bool gone = remove_figures(s, h, n, scorer);
    if (gone) leave_hex(s, h);
    return gone;
}

// M44-S-12.1: discard the turn card; after Their Finest Hour the discard
// pile joins the deck; the Ambush player draws 1, then the active player
// draws one (two after Recon).
template <rules_policy R>
constexpr void standard_end_turn(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    if (s.turn_card() != no_card) ++e.discard()[s.turn_card()];
    if (order_is(s.order_card(), card::their_finest_hour)) {
        for (std::size_t c = 0; c < s.deck().size(); ++c) e.deck()[c] = static_cast<std::uint8_t>(s.deck()[c] + s.discard()[c]);
        e.discard() = {};
    }
    e.recon_draw() = is_recon(s.order_card());
    e.recon_cards() = {no_card, no_card};
    e.turn_card() = e.tactic_card() = e.order_card() = no_card;
    e.allowances() = {};
    e.second_move() = false;
    e.drawing() = s.ambush_draw() ? other(s.active()) : s.active();
    e.draws_left() = s.ambush_draw() ? 1 : s.recon_draw() ? 2 : 1;
    e.step() = phase::draw;
}

// M44-S-11.6: after its battles, Behind Enemy Lines' unit may move again.
template <rules_policy R>
constexpr void end_battles(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    if (order_is(s.order_card(), card::behind_enemy_lines) && !s.fallback() && !s.second_move()) {
        e.second_move() = true;
        for (auto& u : e.units())
            if (u.present() && u.owner == s.active() && u.activated) u.moved = false;
        e.step() = phase::moves;
        return;
    }
    standard_end_turn(s);
}

// M44-S-11.1: the roll for the next Air Power hex, or the end of the card.
template <rules_policy R>
constexpr void next_air_roll(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    for (; s.air_next() < s.air_count(); ++e.air_next()) {
        const int h = s.air_targets()[s.air_next()];
        if (!s.at(h).present() || s.at(h).owner == s.active()) continue;
        e.roll() = roll_kind::air_power;
        e.unit_hex() = e.target_hex() = e.origin() = static_cast<std::uint8_t>(h);  // no attacker: never take ground
        e.dice() = static_cast<std::uint8_t>(air_power_dice(s.active()));
        e.step() = phase::attack_roll;
        return;
    }
    e.step() = phase::battles;  // nothing ordered: the turn ends
}

// The steps after a roll's hits and flags: the assault after an Ambush, the
// next Air Power hex, take ground, or the next battle.
template <rules_policy R>
constexpr void after_battle(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    if (s.roll() == roll_kind::ambush) {  // M44-S-11.2: the assault proceeds if the attacker stayed
        e.roll() = roll_kind::battle;
        const unit& a = s.at(s.unit_hex());
        if (s.target_hex() == s.unit_hex() && a.present() && a.owner == s.active() && s.at(s.origin()).present()) {
            e.target_hex() = s.origin();
            e.dice() = s.assault_dice();
            e.step() = phase::attack_roll;
            return;
        }
        e.step() = phase::battles;  // its battle is spent
        return;
    }
    if (s.roll() == roll_kind::air_power) {
        ++e.air_next();
        next_air_roll(s);
        return;
    }
    e.step() = may_take_ground(s) ? phase::take_ground : phase::battles;
}

// Who scores the figures a roll removes: the defender for an Ambush.
template <rules_policy R>
[[nodiscard]] constexpr side scorer(const state<R>& s) noexcept {
    return s.roll() == roll_kind::ambush ? other(s.active()) : s.active();
}

// M44-5.4: applies the automatic steps of the standard turn until a decision
// or chance node (the draws are settled by apply.hpp's settle).
template <rules_policy R>
constexpr void standard_settle(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    for (;;) {
        switch (s.step()) {
            case phase::orders:
                if (any_order(s)) return;
                if (choosing_air_targets(s)) {  // M44-S-11.1: the group is complete
                    next_air_roll(s);
                    continue;
                }
                e.step() = phase::moves;
                continue;
            case phase::moves:
                if (any_move(s)) return;
                if (s.second_move()) {
                    standard_end_turn(s);
                    return;
                }
                e.step() = phase::battles;
                continue;
            case phase::battles:
                if (any_battle(s)) return;
                end_battles(s);
                if (s.step() == phase::draw) return;
                continue;
            case phase::retreat: {  // M44-S-8.4: steps while m > 0, then F - m figures lost
                if (s.flags() == 0) {
                    after_battle(s);
                    continue;
                }
                const int h = s.target_hex();
                if (max_retreat(s, h, s.flags()) == 0) {
                    const int lost = s.flags();
                    e.flags() = 0;
                    lose_figures(s, h, lost, scorer(s));
                    if (check_end(s)) return;
                    after_battle(s);
                    continue;
                }
                const auto to = retreat_choices(s, h, s.flags());
                if (to.size() > 1) return;
                relocate(s, h, to[0]);
                e.target_hex() = to[0];
                --e.flags();
                gain_objectives(s);
                if (check_end(s)) return;
                continue;
            }
            case phase::overrun:
                if (!targets_of(s, s.unit_hex()).empty()) return;
                e.step() = phase::battles;
                continue;
            default: return;
        }
    }
}

// M44-S-11.7: infantry and armor next to an enemy, at once.
template <rules_policy R>
constexpr void order_close_assault(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    for (int h = 0; h < num_hexes; ++h) {
        unit& u = e.at(h);
        if (u.present() && u.owner == s.active() && base_kind(u.kind) != unit_kind::artillery &&
            adjacent_to_enemy(s, h))
            u.activated = true;
    }
}

// M44-S-11.0: a card whose kind of unit the side lacks orders one unit of
// choice instead; true when that is so (the order is then given as one).
template <rules_policy R>
constexpr bool ordered_by_fallback(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    if (s.fallback()) e.allowances()[3] = 1;
    return s.fallback();
}

// M44-S-11.4: all artillery at once.
template <rules_policy R>
constexpr void order_artillery_bombard(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    if (ordered_by_fallback(s)) return;
    for (auto& u : e.units())
        if (u.present() && u.owner == s.active() && base_kind(u.kind) == unit_kind::artillery)
            u.activated = true;
}

// M44-S-11.12: all infantry of the named section, at once.
template <rules_policy R>
constexpr void order_infantry_assault(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    if (ordered_by_fallback(s)) return;
    for (int h = 0; h < num_hexes; ++h) {
        unit& u = e.at(h);
        if (u.present() && u.owner == s.active() && base_kind(u.kind) == unit_kind::infantry &&
            in_section(s.seat_of(s.active()), h, static_cast<section>(s.order_section())))
            u.activated = true;
    }
}

// M44-S-11: a tactic card's allowance, its automatic orders or its first roll.
template <rules_policy R>
constexpr void play_tactic_card(state<R>& s, card c, int param) noexcept {
    typename state<R>::edit e{s};
    switch (c) {
        case card::direct_from_hq:  // M44-S-11.10
        case card::firefight:       // M44-S-11.11
            e.allowances()[3] = 4;
            break;
        case card::close_assault:  // M44-S-11.7
            order_close_assault(s);
            break;
        case card::artillery_bombard:  // M44-S-11.4
            order_artillery_bombard(s);
            break;
        case card::infantry_assault:  // M44-S-11.12
            order_infantry_assault(s);
            break;
        case card::behind_enemy_lines:  // M44-S-11.6
            e.allowances()[3] = 1;
            break;
        case card::dig_in:         // M44-S-11.9
        case card::move_out:       // M44-S-11.14
        case card::armor_assault:  // M44-S-11.3
            e.allowances()[3] = s.fallback() ? 1 : 4;
            break;
        case card::barrage:  // M44-S-11.5: 4 dice, no terrain, no unit ordered
            e.roll() = roll_kind::barrage;
            // no attacker: never take ground
            e.unit_hex() = e.target_hex() = e.origin() = static_cast<std::uint8_t>(param);
            e.dice() = 4;
            e.step() = phase::attack_roll;
            break;
        case card::air_power:  // M44-S-11.1: targets named in the orders phase
            break;
        case card::medics_mechanics:   // M44-S-11.13: 1 die per card in hand, this card included
        case card::their_finest_hour:  // M44-S-11.15
            if (c == card::medics_mechanics && param == move::no_target)
                break;  // no unit to heal: nothing
            e.roll() = c == card::medics_mechanics ? roll_kind::medics : roll_kind::finest_hour;
            if (c == card::medics_mechanics)
                e.unit_hex() = e.target_hex() = e.origin() = static_cast<std::uint8_t>(param);
            e.dice() =
                static_cast<std::uint8_t>(total(s.hands()[static_cast<std::size_t>(s.active())]) + 1);
            e.step() = phase::attack_roll;
            break;
        // Ambush as a turn card, Counter-Attack with nothing to copy: no order (M44-S-2.1,
        // M44-S-11.8).
        default:
            break;
    }
}

// M44-S-10.2: a section card's orders by section; "all units" orders them at once.
template <rules_policy R>
constexpr void play_section_card(state<R>& s, card c) noexcept {
    typename state<R>::edit e{s};
    for (std::size_t sec = 0; sec < 3; ++sec) {
        const auto n = info(c).orders[sec];
        if (n != all_units) {
            e.allowances()[sec] = n;
            continue;
        }
        for (int h = 0; h < num_hexes; ++h) {  // M44-S-10.2: all units in the section
            unit& u = e.at(h);
            if (u.present() && u.owner == s.active() &&
                in_section(s.seat_of(s.active()), h, static_cast<section>(sec)))
                u.activated = true;
        }
    }
}

// M44-S-2.3, M44-S-10, M44-S-11: the order card's allowances and automatic
// orders; Barrage, Medics & Mechanics and Their Finest Hour roll first.
// `param` is the PlayCard's target hex or section.
template <rules_policy R>
constexpr void standard_play_card(state<R>& s, card c, int param) noexcept {
    typename state<R>::edit e{s};
    e.allowances() = {};
    e.next_order() = 0;
    e.roll() = roll_kind::battle;
    e.air_count() = e.air_next() = 0;
    e.air_targets() = {};
    e.finest() = {};
    e.second_move() = false;
    const int k = kind_card_kind(static_cast<std::uint8_t>(c));
    e.fallback() = k >= 0 && !has_kind(s, s.active(), static_cast<unit_kind>(k));  // M44-S-11.0, judged at play
    e.step() = phase::orders;
    if (is_tactic(c))
        play_tactic_card(s, c, param);
    else
        play_section_card(s, c);
}

// M44-S-7.3, M44-S-8.1, M44-S-8.2: a roll's hits, then its flags; Medics &
// Mechanics and Their Finest Hour read the roll their own way.
template <rules_policy R>
constexpr void standard_resolve_roll(state<R>& s, const outcome& o) noexcept {
    typename state<R>::edit e{s};
    const int h = s.target_hex();
    if (s.roll() == roll_kind::medics) {  // M44-S-11.13: figures back, then the unit is ordered
        unit& u = e.at(h);
        const int back = figures_returned(o, u.kind, u.setup_strength - u.figures);
        u.figures = static_cast<std::uint8_t>(u.figures + back);
        if (back > 0) u.activated = true;
        e.roll() = roll_kind::battle;
        e.step() = phase::orders;
        standard_settle(s);
        return;
    }
    if (s.roll() == roll_kind::finest_hour) {  // M44-S-11.15: infantry, armor and star symbols order units
        e.finest() = {static_cast<std::uint8_t>(o.count(face::infantry)), static_cast<std::uint8_t>(o.count(face::armor)),
                    static_cast<std::uint8_t>(o.count(face::star))};
        e.allowances()[3] = static_cast<std::uint8_t>(s.finest()[0] + s.finest()[1] + s.finest()[2]);
        e.roll() = roll_kind::battle;
        e.step() = phase::orders;
        standard_settle(s);
        return;
    }
    const bool air = s.roll() == roll_kind::air_power;
    const bool gone = lose_figures(s, h, symbol_hits(o, s.at(h).kind, air), scorer(s));
    if (check_end(s)) return;
    e.flags() = gone ? 0 : static_cast<std::uint8_t>(o.count(face::flag));
    const bool fixed = air || s.roll() == roll_kind::barrage;  // M44-S-8.2: these flags cannot be ignored
    if (s.flags() > 0 && may_ignore_flag(s, h) && !fixed) {
        e.step() = phase::flag;
        return;
    }
    e.step() = phase::retreat;
    standard_settle(s);
}

// M44-S-11.8: the turn card leaves the hand and the order it carries out is played.
template <rules_policy R>
constexpr void play_turn_card(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    const auto me = static_cast<std::size_t>(s.active());
    --e.hands()[me][m.from];
    e.turn_card() = m.from;
    const card c = m.played_card();
    e.order_card() = order_of(s, s.active(), c);  // M44-S-11.8
    // M44-S-11.8: a copy uses the mirrored section
    if (order_is(s.order_card(), card::infantry_assault))
        e.order_section() = c == card::counter_attack
                              ? static_cast<std::uint8_t>(
                                    2 - s.last_section()[static_cast<std::size_t>(other(s.active()))])
                              : (m.to == move::no_target ? 0 : m.to);
    e.last_order()[me] = s.order_card();
    e.last_section()[me] = s.order_section();
    standard_play_card(s, static_cast<card>(s.order_card()), m.to);
}

// M44-S-2.3, M44-S-11.1, M44-S-11.15, M44-S-11.9: an Order, or an Air Power target named.
template <rules_policy R>
constexpr void give_order(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    if (choosing_air_targets(s)) {
        e.air_targets()[e.air_count()++] = m.from;
        return;
    }
    --e.allowances()[static_cast<std::size_t>(m.use)];
    // M44-S-11.15: own kind first, then a star
    if (order_is(s.order_card(), card::their_finest_hour))
        --e.finest()[static_cast<std::size_t>(finest_slot(s, s.at(m.from).kind))];
    e.at(m.from).activated = true;
    e.next_order() = static_cast<std::uint8_t>(m.from + 1);
    // M44-S-11.9; only a bunker has an owner (M44-3.2)
    if (m.use == allowance::tactic && card_forbids_moving(s) &&
        order_is(s.order_card(), card::dig_in))
        e.obstacles()[m.from] = {obstacle::sandbags, side::allies};
}

// M44-S-3: a unit's move (armor clears wire, M44-S-4.7). Says whether the game ended.
template <rules_policy R>
[[nodiscard]] constexpr bool move_unit(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    const auto d = move_reach(s, m.from);
    relocate(s, m.from, m.to);
    unit& u = e.at(m.to);
    u.moved = true;
    u.hexes_moved = d[m.to];
    armor_clears_wire(s, m.to);
    gain_objectives(s);
    return check_end(s);
}

// M44-S-5, M44-S-7.1, M44-S-11.2: a battle's roll, or the defender's Ambush window before it.
template <rules_policy R>
constexpr void start_battle(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    int dice = 0;
    for (const auto& t : targets_of(s, m.from))
        if (t.hex == m.to) dice = t.dice;
    ++e.at(m.from).battles;
    e.unit_hex() = m.from;
    e.target_hex() = e.origin() = m.to;
    e.dice() = e.assault_dice() = static_cast<std::uint8_t>(dice);
    e.roll() = roll_kind::battle;
    // M44-S-11.2, M44-5.4: every close assault opens the defender's Ambush window
    // when the deck holds an Ambush at all (public: the window reveals no hand).
    const bool window =
        R::deck[static_cast<std::size_t>(card::ambush)] > 0 && distance(m.from, m.to) == 1;
    e.step() = window ? phase::ambush : phase::attack_roll;
}

// M44-S-11.2: the defender plays Ambush and battles the attacker first.
template <rules_policy R>
constexpr void play_ambush(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    const side defender = other(s.active());
    --e.hands()[static_cast<std::size_t>(defender)][static_cast<std::size_t>(card::ambush)];
    ++e.discard()[static_cast<std::size_t>(card::ambush)];
    e.ambush_draw() = true;
    const int dice = battle_dice(s, s.target_hex(), s.unit_hex(), 0);
    e.step() = phase::attack_roll;
    if (dice > 0) {
        e.roll() = roll_kind::ambush;
        e.target_hex() = s.unit_hex();
        e.dice() = static_cast<std::uint8_t>(dice);
    }
}

// M44-S-9.1 to M44-S-9.4: the unit enters the emptied hex; armor may then overrun. Says whether
// the game ended.
template <rules_policy R>
[[nodiscard]] constexpr bool enter_taken_ground(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    const int to = s.origin();
    const bool stop_terrain = no_battle_after_entering(s.board()[static_cast<std::size_t>(to)]) ||
                              s.board()[static_cast<std::size_t>(to)] == terrain::ocean;
    relocate(s, s.unit_hex(), to);
    e.unit_hex() = static_cast<std::uint8_t>(to);
    unit& u = e.at(to);
    u.moved = true;
    const bool wire = armor_clears_wire(s, to);
    gain_objectives(s);
    if (check_end(s)) return true;
    const bool overrun =
        base_kind(u.kind) == unit_kind::armor && u.battles < 2 && !stop_terrain && !wire;
    e.step() = overrun ? phase::overrun : phase::battles;
    return false;
}

// M44-S-10.1: the card kept after Recon; the other drawn card goes face up to the discard pile.
template <rules_policy R>
constexpr void keep_recon_card(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    const auto a = s.recon_cards()[0], b = s.recon_cards()[1];
    const auto other_card = a == m.from ? b : a;
    if (other_card != no_card) {
        --e.hands()[static_cast<std::size_t>(s.active())][other_card];
        ++e.discard()[other_card];
    }
    e.recon_cards() = {no_card, no_card};
    e.recon_draw() = false;
    e.step() = phase::draw;  // the draws are done: settle begins the next turn
    e.draws_left() = 0;
}

// One standard decision (legal; see try_play).
template <rules_policy R>
constexpr void standard_play(state<R>& s, const move& m) noexcept {
    typename state<R>::edit e{s};
    switch (m.kind) {
        case action::play_card:
            play_turn_card(s, m);
            if (s.step() == phase::attack_roll) return;
            break;
        case action::order:  // M44-S-2.3; M44-S-11.1: an Air Power target
            give_order(s, m);
            break;
        case action::end_orders:
            if (choosing_air_targets(s)) {
                next_air_roll(s);
                if (s.step() == phase::attack_roll) return;
                break;
            }
            e.step() = phase::moves;
            break;
        case action::move:  // M44-S-3
            if (move_unit(s, m)) return;
            break;
        case action::end_moves:
            if (s.second_move()) {  // M44-S-11.6
                standard_end_turn(s);
                return;
            }
            e.step() = phase::battles;
            break;
        case action::clear_wire:  // M44-S-4.7: uses the unit's battle
            e.obstacles()[m.from] = obstacle_cell{};
            ++e.at(m.from).battles;
            break;
        case action::battle:  // M44-S-5, M44-S-7.1; the overrun is one more (M44-S-9.3)
            start_battle(s, m);
            return;
        case action::ambush:  // M44-S-11.2: the defender battles the attacker first
            play_ambush(s);
            return;
        case action::no_ambush: e.step() = phase::attack_roll; return;
        case action::end_battles: end_battles(s); break;
        case action::ignore_flag:  // M44-S-8.2: one flag of this roll
            --e.flags();
            e.step() = phase::retreat;
            break;
        case action::take_flag: e.step() = phase::retreat; break;
        case action::take_ground:  // M44-S-9.1 to M44-S-9.4
            if (enter_taken_ground(s)) return;
            break;
        case action::hold_ground:
        case action::no_overrun: e.step() = phase::battles; break;
        case action::retreat:  // M44-S-8.4: one step
            relocate(s, s.target_hex(), m.to);
            e.target_hex() = m.to;
            --e.flags();
            gain_objectives(s);
            if (check_end(s)) return;
            break;
        case action::keep_card:  // M44-S-10.1
            keep_recon_card(s, m);
            return;
        default: break;
    }
    standard_settle(s);
}

}  // namespace arbiter::memoir44::detail
