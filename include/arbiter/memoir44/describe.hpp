#pragma once
// Memoir '44 in words and events (core/describe.hpp), for a player, a log
// or a UI:
//
//   describe(s, m, viewer)   "Your armor at C4 battles the Axis infantry at D5 with 3 dice (close assault)."
//   describe(s, o, viewer)   "The Allies roll 2 infantry, 1 grenade and 1 flag against the Axis
//                             infantry at F5: 3 hits, 1 figure left; it retreats 1 hex to f6."
//   describe_end(s, viewer)  "You win 6 medals to 3: you reach your target of 6 medals (M44-8.4)."
//   events(s, m / o, viewer) the same as typed events, hexes by name (M44-1.6), units by kind
//                            ("infantry"), cards by title ("Attack (Center)")
//
// Sides read "you"/"your" for the viewer, else "the Allies"/"the Axis"
// (adjective "the Allied"/"the Axis"); sections are named from the seat of
// the player whose card it is (M44-1.9). What follows a move or outcome is
// read off play(s, x) against s: figures lost, retreats, eliminations,
// medals (M44-8.3), the next decision and the end of the game (M44-8.4).
//
// Hidden information (M44-7): every decision, played card and die is
// public; a drawn card is named to its drawer only (M44-7.2), and after
// Recon the opponent reads the discarded card, never the kept one
// (M44-S-10.1). Nothing else of a hand is ever read here.
//
// Events: an order (standard) or activation (tutorial) is `played` with
// the unit's kind as `piece` and its hex as `from` (a card played has no
// `from`); Air Power's targets and Barrage are `attacked` with the card
// as `piece`; returned figures (Medics & Mechanics) are `entered`; the
// windows (react, ambush, flags, take ground, overrun) are `answered`;
// the End decisions, Stay and HoldFire are `passed`; `game_over` has the
// winner's medals as `amount`.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../core/config.hpp"
#include "../core/describe.hpp"
#include "../core/player.hpp"
#include "apply.hpp"
#include "board.hpp"
#include "describe_words.hpp"
#include "dice.hpp"
#include "generate.hpp"
#include "rules.hpp"
#include "standard_orders.hpp"
#include "state.hpp"
#include "tactic_cards.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::memoir44 {

namespace detail::describing {

// ------------------------------------------------------------------ decisions

template <rules_policy R>
void play_card_said(said& out, const state<R>& s, const move& m, const state<R>& t, player_id viewer) {
    const card c = m.played_card();
    const auto p = player_of(s.active());
    out.add(side_noun(s.active(), viewer) + " play " + card_title(c) + ": " + card_effect(s, m, t, viewer));
    out.add(event_kind::played, p, card_title(c), "", "");
    if (const int n = auto_ordered(s, t); n > 0 && t.step() != phase::attack_roll)
        out.add(count_of(n, "unit", "units") + " ordered");
    if (t.step() == phase::attack_roll && t.roll() == roll_kind::barrage)
        out.add(event_kind::attacked, p, card_title(c), "", hex_name(t.target_hex()), t.dice());
}

// Activate (tutorial) and Order (standard), and Air Power's targets.
template <rules_policy R>
void order_said(said& out, const state<R>& s, const move& m, const state<R>& t, player_id viewer) {
    const auto p = player_of(s.active());
    if constexpr (is_standard<R>) {
        if (choosing_air_targets(s)) {
            out.add(side_noun(s.active(), viewer) + " choose " + unit_at(s, m.hex(), viewer) + " as an Air Power target");
            out.add(event_kind::attacked, p, card_title(card::air_power), "", hex_name(m.hex()));
            return;
        }
    }
    const unit& u = s.at(m.hex());
    const std::uint8_t tactic = is_standard<R> ? s.order_card() : s.tactic_card() != no_card ? s.tactic_card() : s.turn_card();
    const std::string why = m.use != allowance::tactic ? section_word(static_cast<std::size_t>(m.use)) + " section"
                            : tactic != no_card        ? card_title(tactic)
                                                       : std::string("tactic card");
    const std::string verb = m.kind == action::activate ? " activate " : " order ";
    out.add(side_noun(s.active(), viewer) + verb + "the " + kind_word(u.kind) + " at " + hex_name(m.hex()) + " (" +
            why + ")");
    out.add(event_kind::played, p, kind_word(u.kind), hex_name(m.hex()), "");
    const auto& was = s.obstacles()[static_cast<std::size_t>(m.hex())];
    if (was.kind != obstacle::sandbags && t.obstacles()[static_cast<std::size_t>(m.hex())].kind == obstacle::sandbags)
        out.add("it digs in behind sandbags");
}

// Move and TakeGround: the unit goes from `from` to `to`.
template <rules_policy R>
void move_said(said& out, const state<R>& s, int from, int to, const state<R>& t, player_id viewer, bool ground) {
    const unit& u = s.at(from);
    const std::string who = side_adj(u.owner, viewer) + " " + kind_word(u.kind);
    out.add(ground ? who + " takes ground: it moves from " + hex_name(from) + " to " + hex_name(to)
                   : who + " moves from " + hex_name(from) + " to " + hex_name(to));
    out.add(event_kind::moved, player_of(u.owner), kind_word(u.kind), hex_name(from), hex_name(to));
    if (s.obstacles()[static_cast<std::size_t>(to)].kind == obstacle::wire &&
        t.obstacles()[static_cast<std::size_t>(to)].kind != obstacle::wire) {
        out.add("it clears the wire there");
        out.add(event_kind::removed, -1, "wire", hex_name(to), "");
    }
}

// Battle and Overrun (both rulesets): who battles whom with how many dice.
template <rules_policy R>
void battle_said(said& out, const state<R>& s, const move& m, const state<R>& t, player_id viewer) {
    const unit& u = s.at(m.hex());
    const std::string who = side_adj(u.owner, viewer) + " " + kind_word(u.kind) + " at " + hex_name(m.hex());
    const std::string verb = m.kind == action::overrun ? " overruns: it battles " : " battles ";
    std::string clause = who + verb + unit_at(s, m.target_hex(), viewer) + " with " + count_of(t.dice(), "die", "dice");
    if constexpr (is_standard<R>)
        clause += distance(m.hex(), m.target_hex()) == 1 ? " (close assault)" : " (fire)";
    else
        clause += t.cover() ? " (the target is in cover: hits on 5-6)" : " (hits on 4-6)";
    out.add(clause);
    out.add(event_kind::attacked, player_of(u.owner), kind_word(u.kind), hex_name(m.hex()), hex_name(m.target_hex()),
            t.dice());
}

// M44-S-11.2: the defender's Ambush.
template <rules_policy R>
void ambush_said(said& out, const state<R>& s, const state<R>& t, player_id viewer) {
    const side defender = other(s.active());
    const auto p = player_of(defender);
    const int from = s.target_hex(), to = s.unit_hex();
    const std::string who = side_noun(defender, viewer) + " play Ambush: ";
    out.add(event_kind::played, p, card_title(card::ambush), "", "");
    if (t.roll() != roll_kind::ambush) {
        out.add(who + "their unit has no die against the attacker, the assault goes on");
        return;
    }
    out.add(who + own(defender, viewer) + " " + kind_word(s.at(from).kind) + " at " + hex_name(from) + " battles " +
            unit_at(s, to, viewer) + " first with " + count_of(t.dice(), "die", "dice"));
    out.add(event_kind::attacked, p, kind_word(s.at(from).kind), hex_name(from), hex_name(to), t.dice());
}

// M44-S-10.1: the kept card is its keeper's; the discarded one is public.
template <rules_policy R>
void keep_said(said& out, const state<R>& s, const move& m, player_id viewer) {
    const auto drawn = s.recon_cards();
    const std::uint8_t discarded = drawn[0] == m.from ? drawn[1] : drawn[0];
    const bool sees = viewer == omniscient || is_viewer(s.active(), viewer);
    std::string clause = side_noun(s.active(), viewer) + " keep " + (sees ? card_title(m.played_card()) : "one card");
    if (discarded != no_card) clause += " and discard " + card_title(discarded);
    out.add(clause);
    out.add(event_kind::answered, player_of(s.active()),
            "keep " + (sees ? card_title(m.played_card()) : std::string("a card")) +
                (discarded != no_card ? ", discard " + card_title(discarded) : std::string()),
            "", "");
}

// A window answered or a step ended, with no more to say of the move itself.
inline void plain(said& out, std::string clause, event_kind k, player_id p, std::string piece, std::string from = "") {
    out.add(std::move(clause));
    out.add(k, p, std::move(piece), std::move(from), "");
}

// The decisions that only say who decided what ("you end your moves").
template <rules_policy R>
bool bare_said(said& out, const state<R>& s, const move& m, player_id viewer) {
    const side act = s.active();
    const auto p = player_of(act);
    const std::string me = side_noun(act, viewer), mine = own(act, viewer);
    const std::string unit_here = side_adj(act, viewer) + " " + kind_word(s.at(s.unit_hex()).kind) + " at " + hex_name(s.unit_hex());
    const auto defender = s.at(s.target_hex()).owner;
    switch (m.kind) {
        case action::end_orders:
            if (choosing_air_targets(s)) plain(out, me + " end the choice of Air Power targets", event_kind::passed, p, "orders");
            else plain(out, me + " end " + mine + " orders", event_kind::passed, p, "orders");
            return true;
        case action::end_moves: plain(out, me + " end " + mine + " moves", event_kind::passed, p, "moves"); return true;
        case action::end_battles: plain(out, me + " end " + mine + " battles", event_kind::passed, p, "battles"); return true;
        case action::end_turn: plain(out, me + " end " + mine + " turn", event_kind::passed, p, "turn"); return true;
        case action::stay: plain(out, unit_here + " stays", event_kind::passed, p, "stay", hex_name(s.unit_hex())); return true;
        case action::hold_fire:
            plain(out, unit_here + " holds its fire", event_kind::passed, p, "hold fire", hex_name(s.unit_hex()));
            return true;
        case action::hold_ground:
            plain(out, unit_here + " holds its ground", event_kind::answered, p, "hold ground", hex_name(s.unit_hex()));
            return true;
        case action::no_overrun:
            plain(out, unit_here + " does not overrun", event_kind::answered, p, "no overrun", hex_name(s.unit_hex()));
            return true;
        case action::no_ambush:
            plain(out, side_noun(other(act), viewer) + " do not ambush", event_kind::answered, player_of(other(act)), "no ambush");
            return true;
        case action::react:
            plain(out, side_noun(defender, viewer) + " roll the defense die for " + own(defender, viewer) + " " +
                           kind_word(s.at(s.target_hex()).kind) + " at " + hex_name(s.target_hex()),
                  event_kind::answered, player_of(defender), "react", hex_name(s.target_hex()));
            return true;
        case action::clear_wire:
            out.add(side_adj(act, viewer) + " " + kind_word(s.at(m.hex()).kind) + " at " + hex_name(m.hex()) +
                    " clears the wire (its battle)");
            out.add(event_kind::removed, -1, "wire", hex_name(m.hex()), "");
            return true;
        default: return false;
    }
}

// The decisions after which the battled unit takes its losses or retreats:
// NoReact (tutorial), IgnoreFlag, TakeFlag and Retreat.
template <rules_policy R>
void resolution_said(said& out, const state<R>& s, const move& m, const state<R>& t, player_id viewer) {
    const int h = s.target_hex();
    const side owner = s.at(h).owner;
    const auto p = player_of(owner);
    const std::string who = side_noun(owner, viewer);
    if (m.kind == action::no_react) {
        plain(out, who + " take the hits without the defense die", event_kind::answered, p, "no react", hex_name(h));
        said rest;
        losses(rest, s, t, h, s.hits(), 0);
        out.attach(rest, ": ");
        return;
    }
    if (m.kind == action::retreat) {
        out.add(unit_at(s, h, viewer) + " retreats to " + hex_name(m.destination()));
        out.add(event_kind::retreated, p, kind_word(s.at(h).kind), hex_name(h), hex_name(m.destination()));
        state<R> stepped = s;  // the chosen step, then what followed it
        typename state<R>::edit e{stepped};
        e.at(m.destination()) = s.at(h);
        e.at(h) = unit{};
        said rest;
        losses(rest, stepped, t, m.destination(), -1, s.flags() > 0 ? s.flags() - 1 : 0);
        for (auto& c : rest.clauses) c = c.starts_with("it retreats") ? "then " + c.substr(3) : c;
        out.attach(rest, "; ");
        return;
    }
    const bool ignore = m.kind == action::ignore_flag;
    plain(out, who + (ignore ? " ignore one flag for " : " take the flags on ") + own(owner, viewer) + " " +
                   kind_word(s.at(h).kind) + " at " + hex_name(h),
          event_kind::answered, p, ignore ? "ignore flag" : "take flag", hex_name(h));
    losses(out, s, t, h, -1, ignore ? s.flags() - 1 : s.flags());
}

template <rules_policy R>
void move_described(said& out, const state<R>& s, const move& m, const state<R>& t, player_id viewer) {
    if (bare_said(out, s, m, viewer)) return;
    switch (m.kind) {
        case action::play_card: play_card_said(out, s, m, t, viewer); break;
        case action::play_tactic:
            out.add(side_noun(s.active(), viewer) + " play " + card_title(m.played_card()) +
                    " as a second card: 1 more unit anywhere");
            out.add(event_kind::played, player_of(s.active()), card_title(m.played_card()), "", "");
            break;
        case action::activate:
        case action::order: order_said(out, s, m, t, viewer); break;
        case action::move: move_said(out, s, m.hex(), m.destination(), t, viewer, false); break;
        case action::take_ground: move_said(out, s, s.unit_hex(), s.origin(), t, viewer, true); break;
        case action::battle:
        case action::overrun: battle_said(out, s, m, t, viewer); return;  // the roll or window follows
        case action::ambush: ambush_said(out, s, t, viewer); return;
        case action::keep_card: keep_said(out, s, m, viewer); break;
        default: resolution_said(out, s, m, t, viewer); break;
    }
}

// ------------------------------------------------------------------ chance

// A card drawn: named to its drawer (and a log) only (M44-7.2).
template <rules_policy R>
void draw_said(said& out, const state<R>& s, const outcome& o, const state<R>& t, player_id viewer) {
    const side d = s.drawing();
    const bool sees = viewer == omniscient || is_viewer(d, viewer);
    const std::string name = sees ? card_title(o.drawn_card()) : std::string();
    out.add(side_noun(d, viewer) + " draw " + (sees ? name : std::string("a card")) +
            (s.step() == phase::deal ? " for " + own(d, viewer) + " starting hand" : std::string()));
    out.add(event_kind::drew, player_of(d), name, "", "", 1);
    if (total(t.deck()) > total(s.deck()) - 1) out.add("the discard pile is shuffled into the deck");
}

// A standard roll (M44-6.2): against a unit, or Medics & Mechanics and Their Finest Hour.
template <rules_policy R>
void roll_said(said& out, const state<R>& s, const outcome& o, const state<R>& t, player_id viewer) {
    const side roller = s.roll() == roll_kind::ambush ? other(s.active()) : s.active();
    const auto p = player_of(roller);
    const int h = s.target_hex();
    const std::string who = side_noun(roller, viewer) + " roll " + faces_text(o);
    out.add(event_kind::rolled, p, faces_text(o), "", hex_name(h), o.dice);
    if (s.roll() == roll_kind::medics) {
        const int back = t.at(h).figures - s.at(h).figures;
        out.add(who + " for Medics & Mechanics: " +
                (back == 0 ? std::string("no figure returns to ") + unit_at(s, h, viewer)
                           : count_of(back, "figure returns", "figures return") + " to " + unit_at(s, h, viewer) +
                                 ", now " + std::to_string(t.at(h).figures) + "; it is ordered"));
        if (back > 0) out.add(event_kind::entered, player_of(s.active()), kind_word(s.at(h).kind), "", hex_name(h), back);
        return;
    }
    if (s.roll() == roll_kind::finest_hour) {
        std::vector<std::string> orders;
        if (t.finest()[0] > 0) orders.push_back(count_of(t.finest()[0], "infantry unit", "infantry units"));
        if (t.finest()[1] > 0) orders.push_back(count_of(t.finest()[1], "armor unit", "armor units"));
        if (t.finest()[2] > 0) orders.push_back(count_of(t.finest()[2], "unit", "units") + " of any kind");
        out.add(who + " for Their Finest Hour: " + (orders.empty() ? std::string("no order") : "order " + listed(orders)));
        return;
    }
    const std::string why = s.roll() == roll_kind::air_power ? " for Air Power"
                            : s.roll() == roll_kind::barrage ? " for Barrage"
                            : s.roll() == roll_kind::ambush  ? " in ambush"
                                                           : "";
    out.add(who + why + " against " + unit_at(s, h, viewer));
    said rest;
    losses(rest, s, t, h, symbol_hits(o, s.at(h).kind, s.roll() == roll_kind::air_power), o.count(face::flag));
    out.attach(rest, ": ");
}

// The tutorial's attack roll (M44-6.3) and defense die (M44-6.4).
template <rules_policy R>
void tutorial_roll_said(said& out, const state<R>& s, const outcome& o, const state<R>& t, player_id viewer) {
    const int h = s.target_hex();
    if (o.kind == chance_kind::hits) {
        const int n = o.hit_count();
        out.add(side_noun(s.active(), viewer) + " roll " + count_of(s.dice(), "die", "dice") + " against " +
                unit_at(s, h, viewer) + ": " + (n == 0 ? std::string("no hit, the fire ends") : count_of(n, "hit", "hits")));
        out.add(event_kind::rolled, player_of(s.active()), count_of(n, "hit", "hits"), "", hex_name(h), s.dice());
        return;
    }
    const side owner = s.at(h).owner;
    const defense_face f = o.defense_shown();
    const int hits = f == defense_face::star ? s.hits() - 1 : f == defense_face::grenade ? s.hits() + 1 : s.hits();
    const std::string face = f == defense_face::star      ? "a star (one hit fewer):"
                             : f == defense_face::grenade ? "a grenade (one hit more):"
                                                          : "a flag (a retreat after the hits):";
    out.add(event_kind::rolled, player_of(owner), f == defense_face::star ? "star" : f == defense_face::grenade ? "grenade" : "flag",
            "", hex_name(h), 1);
    said rest;
    losses(rest, s, t, h, hits, f == defense_face::flag ? 1 : 0);
    out.add(side_noun(owner, viewer) + " roll the defense die: " + face);
    out.attach(rest, " ");
}

template <rules_policy R>
said outcome_described(const state<R>& s, const outcome& o, player_id viewer) {
    const state<R> t = play(s, o);
    said out;
    switch (o.kind) {
        case chance_kind::draw: draw_said(out, s, o, t, viewer); break;
        case chance_kind::symbols: roll_said(out, s, o, t, viewer); break;
        default: tutorial_roll_said(out, s, o, t, viewer); break;
    }
    aftermath(out, s, t, viewer);
    return out;
}

template <rules_policy R>
said move_described(const state<R>& s, const move& m, player_id viewer) {
    const state<R> t = play(s, m);
    said out;
    move_described(out, s, m, t, viewer);
    // A declared battle tells its own dice; the next roll is told after other decisions.
    const bool declares = m.kind == action::battle || m.kind == action::overrun || m.kind == action::play_card ||
                          m.kind == action::ambush;
    aftermath(out, s, t, viewer, !declares);
    return out;
}

}  // namespace detail::describing

// ------------------------------------------------------------------ the interface

// Decision m at s in words, with what follows at once, as `viewer` may know it.
template <rules_policy R>
[[nodiscard]] std::string describe(const state<R>& s, const move& m, player_id viewer) {
    return detail::describing::move_described(s, m, viewer).sentence();
}

// Chance outcome o of s in words: whose draw or roll, and what it does.
template <rules_policy R>
[[nodiscard]] std::string describe(const state<R>& s, const outcome& o, player_id viewer) {
    return detail::describing::outcome_described(s, o, viewer).sentence();
}

template <rules_policy R>
[[nodiscard]] std::vector<event> events(const state<R>& s, const move& m, player_id viewer) {
    return detail::describing::move_described(s, m, viewer).events;
}

template <rules_policy R>
[[nodiscard]] std::vector<event> events(const state<R>& s, const outcome& o, player_id viewer) {
    return detail::describing::outcome_described(s, o, viewer).events;
}

// M44-8.4 to M44-8.6: who won the finished game s, by how many medals, and why.
template <rules_policy R>
[[nodiscard]] std::string describe_end(const state<R>& s, player_id viewer) {
    namespace d = detail::describing;
    const side w = s.winner(), l = other(w);
    const int mw = medals(s, w), ml = medals(s, l);
    const auto reached = [&](side sd) { return medals(s, sd) >= s.medals_to_win()[static_cast<std::size_t>(sd)]; };
    const auto wins = [&](side sd) { return reached(sd) || unit_count(s, other(sd)) == 0; };
    std::string why;
    if (wins(w) && wins(l))
        why = "both sides reach a winning condition at once and " + d::side_noun(w, viewer) +
              " were in turn (M44-8.6)";
    else if (reached(w))
        why = d::side_noun(w, viewer) + " reach " + d::own(w, viewer) + " target of " +
              d::count_of(s.medals_to_win()[static_cast<std::size_t>(w)], "medal", "medals") + " (M44-8.4)";
    else
        why = d::side_noun(l, viewer) + " have no unit left (M44-8.5)";
    if (d::is_viewer(l, viewer))
        return "You lose " + d::count_of(ml, "medal", "medals") + " to " + std::to_string(mw) + ": " + why + ".";
    return capitalized(d::side_noun(w, viewer)) + " win " + d::count_of(mw, "medal", "medals") + " to " +
           std::to_string(ml) + ": " + why + ".";
}

}  // namespace arbiter::memoir44

ARBITER_TEXT_CODE_END
