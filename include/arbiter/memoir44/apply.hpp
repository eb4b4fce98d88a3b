#pragma once
// Memoir '44, playing a decision or a chance outcome (RULES.md M44-5,
// M44-6, M44-8 and Part A; the standard turn's decisions are played in
// standard_apply.hpp), and starting a game from a scenario (M44-5.1). The
// legal decisions and chance outcomes are generate.hpp.
//
//     auto s = arbiter::memoir44::start_game<arbiter::memoir44::tutorial_rules>(brennau_crossing());
//     while (!is_terminal(s)) { ... legal_moves(s) / chance_outcomes(s) ... }

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>

#include "board.hpp"
#include "generate.hpp"
#include "rules.hpp"
#include "scenario.hpp"
#include "standard_apply.hpp"
#include "state.hpp"

namespace arbiter::memoir44 {

namespace detail {

// M44-8.2: permanent objectives are gained the first time an eligible unit
// stands on them.
template <rules_policy R>
constexpr void gain_objectives(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    for (int h = 0; h < num_hexes; ++h) {
        auto& o = e.objectives()[static_cast<std::size_t>(h)];
        const unit& u = s.at(h);
        if (o.present && o.kind == objective_kind::perm && !o.spent && u.present() && may_score(o.who, u.owner)) {
            o.spent = true;
            ++e.objective_medals()[static_cast<std::size_t>(u.owner)];
        }
    }
}

// M44-8.4 to M44-8.6: ends the game if a side has won; says whether it did.
template <rules_policy R>
constexpr bool check_end(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    std::array<bool, num_sides> wins{};
    for (int sd = 0; sd < num_sides; ++sd) {
        const side me = static_cast<side>(sd);
        wins[static_cast<std::size_t>(sd)] = medals(s, me) >= s.medals_to_win()[static_cast<std::size_t>(sd)] ||
                                              unit_count(s, other(me)) == 0;
    }
    if (!wins[0] && !wins[1]) return false;
    e.winner() = wins[0] && wins[1] ? s.active() : (wins[0] ? side::allies : side::axis);
    e.step() = phase::over;
    return true;
}

template <rules_policy R>
constexpr void begin_turn(state<R>& s, side sd) noexcept {
    typename state<R>::edit e{s};
    for (auto& u : e.units()) {  // M44-2.6: per-turn marks clear
        u.activated = false;
        u.moved = false;
        u.hexes_moved = 0;
        u.battles = 0;
    }
    e.active() = sd;
    e.allowances() = {};
    e.turn_card() = e.tactic_card() = no_card;
    ++e.turn();
    e.step() = phase::play_card;
}

// M44-T-8.1: played cards to the discard pile, then refill the hand.
template <rules_policy R>
constexpr void end_turn(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    for (const auto c : {s.turn_card(), s.tactic_card()})
        if (c != no_card) ++e.discard()[c];
    e.turn_card() = e.tactic_card() = no_card;
    e.allowances() = {};
    e.drawing() = s.active();
    const int have = total(s.hands()[static_cast<std::size_t>(s.active())]);
    const int want = s.hand_size()[static_cast<std::size_t>(s.active())];
    e.draws_left() = static_cast<std::uint8_t>(want > have ? want - have : 0);
    e.step() = phase::draw;
}

// M44-5.4: applies the automatic steps until a decision or chance node.
template <rules_policy R>
constexpr void settle(state<R>& s) noexcept {
    typename state<R>::edit e{s};
    if constexpr (is_standard<R>) {
        if (s.step() != phase::deal && s.step() != phase::draw) {
            standard_settle(s);
            if (s.step() != phase::draw) return;
        }
    }
    for (;;) {
        switch (s.step()) {
            case phase::deal:
            case phase::draw:
                if (s.draws_left() > 0 && total(s.deck()) == 0) {  // M44-6.1: the discard pile becomes the deck
                    e.deck() = s.discard();
                    e.discard() = {};
                }
                if (s.draws_left() > 0 && total(s.deck()) > 0) return;
                e.draws_left() = 0;
                if (s.step() == phase::deal && s.drawing() == s.active()) {  // M44-5.1: then the other side
                    e.drawing() = other(s.active());
                    e.draws_left() = s.hand_size()[static_cast<std::size_t>(s.drawing())];
                    continue;
                }
                if constexpr (is_standard<R>) {
                    if (s.step() == phase::draw && s.ambush_draw()) {  // M44-S-12.1: the Ambush player drew; now the active one
                        e.ambush_draw() = false;
                        e.drawing() = s.active();
                        e.draws_left() = s.recon_draw() ? 2 : 1;
                        continue;
                    }
                    if (s.step() == phase::draw && s.recon_draw() && s.recon_cards()[0] != no_card) {  // M44-S-10.1
                        e.step() = phase::keep_card;
                        return;
                    }
                    e.recon_draw() = false;
                }
                if (s.step() == phase::deal) {
                    gain_objectives(s);  // M44-5.1: objectives are evaluated at setup
                    if (check_end(s)) return;
                    begin_turn(s, s.active());
                } else {
                    begin_turn(s, other(s.active()));  // M44-T-8.2
                }
                return;
            case phase::activation:
                if (any_activation(s) || second_card_possible(s)) return;
                end_turn(s);  // M44-T-3.7
                continue;
            case phase::move:
                if (can_move(s, s.unit_hex())) return;
                e.at(s.unit_hex()).moved = true;  // the lone Stay
                e.step() = phase::fire;
                continue;
            case phase::fire:
                if (has_target(s, s.unit_hex())) return;
                e.step() = phase::activation;  // the lone HoldFire
                continue;
            default: return;
        }
    }
}

// Removes n figures from the unit on h; an elimination scores for `scorer`
// (M44-2.4). Says whether the unit was eliminated.
template <rules_policy R>
constexpr bool remove_figures(state<R>& s, int h, int n, side scorer) noexcept {
    typename state<R>::edit e{s};
    unit& u = e.at(h);
    const int lose = n < u.figures ? n : u.figures;
    u.figures = static_cast<std::uint8_t>(u.figures - lose);
    if (u.figures > 0) return false;
    u = unit{};
    ++e.elimination_medals()[static_cast<std::size_t>(scorer)];
    return true;
}

template <rules_policy R>
constexpr void retreat_to(state<R>& s, int to) noexcept {
    typename state<R>::edit e{s};
    e.at(to) = s.at(s.target_hex());
    e.at(s.target_hex()) = unit{};
    e.target_hex() = static_cast<std::uint8_t>(to);
    gain_objectives(s);  // M44-T-7.2
}

// M44-T-5.3, M44-T-7.1: losses, then the retreat a flag forces.
template <rules_policy R>
constexpr void resolve(state<R>& s, int h, bool flag) noexcept {
    typename state<R>::edit e{s};
    const side attacker = s.active();
    const bool gone = remove_figures(s, s.target_hex(), h, attacker);
    if (check_end(s)) return;
    if (!gone && flag) {
        const auto to = retreat_hexes(s, s.target_hex());
        if (to.size() == 2) {  // the owner chooses
            e.step() = phase::retreat;
            return;
        }
        if (to.size() == 1)
            retreat_to(s, to[0]);
        else
            remove_figures(s, s.target_hex(), 1, attacker);
        if (check_end(s)) return;
    }
    e.step() = phase::activation;
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
    typename state<R>::edit e{s};
    e.board() = sc.board;
    for (const auto& o : sc.obstacles) e.obstacles()[o.hex] = {o.kind, o.owner};
    for (const auto& o : sc.objectives) e.objectives()[o.hex] = {true, o.who, o.kind, false};
    for (const auto& u : sc.units) {
        unit& v = e.units()[u.hex];
        v.figures = u.figures;
        v.owner = u.owner;
        v.kind = u.kind;
        v.setup_strength = u.figures;  // M44-2.6
    }
    e.deck() = R::deck;
    e.hand_size() = sc.hand_size;
    e.medals_to_win() = sc.medals_to_win;
    e.bottom() = sc.bottom;
    e.active() = sc.first;
    e.drawing() = sc.first;
    e.draws_left() = sc.hand_size[static_cast<std::size_t>(sc.first)];
    e.step() = phase::deal;
    return s;
}
}  // namespace detail

template <rules_policy R>
[[nodiscard]] constexpr state<R> start_game(const scenario& sc) noexcept {
    state<R> s = detail::lay_out<R>(sc);
    detail::settle(s);
    return s;
}

// ------------------------------------------------------------------ play

// Applies a legal decision (unchecked: see try_play).
template <rules_policy R>
[[nodiscard]] constexpr state<R> play(state<R> s, const move& m) noexcept {
    typename state<R>::edit e{s};
    if constexpr (detail::is_standard<R>) {
        detail::standard_play(s, m.kind == action::overrun ? move::battle(m.from, m.to) : m);  // M44-S-9.3: one more battle
        if (s.step() == phase::draw) detail::settle(s);
        return s;
    }
    auto& hand = e.hands()[static_cast<std::size_t>(s.active())];
    switch (m.kind) {
        case action::play_card: {
            --hand[m.from];
            e.turn_card() = m.from;
            const card c = m.played_card();
            if (is_tactic(c)) {
                e.allowances() = {0, 0, 0, 1};  // M44-T-3.3
            } else {
                for (std::size_t k = 0; k < 3; ++k) {  // M44-T-3.2
                    const auto n = info(c).orders[k];
                    e.allowances()[k] = n == all_units ? R::assault_orders : n;
                }
                e.allowances()[3] = 0;
            }
            e.step() = phase::activation;
            break;
        }
        case action::play_tactic:  // M44-T-3.4
            --hand[m.from];
            e.tactic_card() = m.from;
            ++e.allowances()[3];
            break;
        case action::activate:  // M44-T-3.5
            --e.allowances()[static_cast<std::size_t>(m.use)];
            e.at(m.from).activated = true;
            e.unit_hex() = m.from;
            e.step() = phase::move;
            break;
        case action::move: {  // M44-T-2.2
            const auto dist = detail::reach(s, m.from);
            unit u = s.at(m.from);
            u.moved = true;
            u.hexes_moved = dist[m.to];
            e.at(m.from) = unit{};
            e.at(m.to) = u;
            e.unit_hex() = m.to;
            detail::gain_objectives(s);
            if (detail::check_end(s)) return s;
            e.step() = phase::fire;
            break;
        }
        case action::stay:
            e.at(s.unit_hex()).moved = true;
            e.step() = phase::fire;
            break;
        case action::battle:  // M44-T-4.1, M44-T-4.3
            e.dice() = static_cast<std::uint8_t>(detail::fire_dice(s, m.from, m.to));
            e.cover() = detail::in_cover(s, m.to);
            e.target_hex() = m.to;
            ++e.at(m.from).battles;
            e.step() = phase::attack_roll;
            return s;
        case action::hold_fire: e.step() = phase::activation; break;
        case action::end_turn: detail::end_turn(s); break;
        case action::react: e.step() = phase::defense_roll; return s;  // M44-T-5.1
        case action::no_react: detail::resolve(s, s.hits(), false); return s;
        case action::retreat:  // M44-T-7.1
            detail::retreat_to(s, m.to);
            if (detail::check_end(s)) return s;
            e.step() = phase::activation;
            break;
        default: break;  // the standard turn's decisions (standard_apply.hpp)
    }
    detail::settle(s);
    return s;
}

// Applies a chance outcome listed by chance_outcomes.
template <rules_policy R>
[[nodiscard]] constexpr state<R> play(state<R> s, const outcome& o) noexcept {
    typename state<R>::edit e{s};
    switch (o.kind) {
        case chance_kind::draw:  // M44-6.1
            --e.deck()[o.value];
            ++e.hands()[static_cast<std::size_t>(s.drawing())][o.value];
            if constexpr (detail::is_standard<R>)
                if (s.step() == phase::draw && s.recon_draw() && s.drawing() == s.active())  // M44-S-10.1: remember the two
                    e.recon_cards()[s.recon_cards()[0] == no_card ? 0 : 1] = o.value;
            --e.draws_left();
            detail::settle(s);
            break;
        case chance_kind::hits:  // M44-T-4.4
            e.hits() = o.value;
            if (o.value == 0) {
                e.step() = phase::activation;
                detail::settle(s);
            } else {
                e.step() = phase::reaction;
            }
            break;
        case chance_kind::symbols:  // M44-S-7.3, M44-S-8
            if constexpr (detail::is_standard<R>) {
                detail::standard_resolve_roll(s, o);
                if (s.step() == phase::draw) detail::settle(s);
            }
            break;
        case chance_kind::defense: {  // M44-T-5.2
            const auto f = static_cast<defense_face>(o.value);
            const int h = f == defense_face::star ? s.hits() - 1 : f == defense_face::grenade ? s.hits() + 1 : s.hits();
            detail::resolve(s, h, f == defense_face::flag);
            break;
        }
    }
    return s;
}

}  // namespace arbiter::memoir44
