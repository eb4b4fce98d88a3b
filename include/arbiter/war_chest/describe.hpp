#pragma once
// War Chest in words and events (core/describe.hpp): what a decision or a
// chance outcome does, as a seat may know it (WC-16), and how the game ended.
//
//   "You recruit a Crossbowman, paying with a Light Cavalry coin face down."
//   "Side B's Archer at c3 attacks your Swordsman at c5 from two spaces away:
//    the Swordsman loses a coin (1 left)."
//   "Side B draws 3 coins."   (the drawer reads "You draw Archer, Archer and Knight.")
//   "You win: you control 6 locations, placing your last control marker (WC-11.3)."
//
// Seats are named as the tool names them: "side A" and "side B" in the
// 2-player game, "seat 2 (team A)" in the 4-player game (WC-14.1), whose
// sides are "team A" and "team B". Units and coins are named in words
// ("Light Cavalry", "Royal Coin"), hexes in the notation (WC-2.2).
//
// Hidden information (WC-16.2, WC-16.3): the type of a coin claimed, passed
// or spent on a recruit, and the coins a seat draws, are named only to that
// seat (and to `omniscient`); a teammate is told no more than an opponent
// (WC-16.5). Everything else a decision does is public.
//
// The events, with the fields core/describe.hpp gives them:
//   played     a coin from the hand or the Warrior Priest's draw (`piece`
//              empty when it goes face down and the viewer may not know it)
//   entered    deploy and bolster: the unit on `to`
//   moved, attacked, hit, removed, control_changed (`player`: the unit's owner)
//   paid       a Berserker's chain coin; a Royal Guard coin soaked from the supply
//   scored     claim: `piece` "initiative"
//   drew       a round-start or Warrior Priest draw (`amount` coins, `piece`
//              their names where the viewer may know them), a recruited coin,
//              a card dealt or picked
//   removed    also a card banned from the draft (`player` -1, no hex)
//   rolled     the initiative flip: `piece` the winning side
//   answered   a soak choice ("supply", "stack"), a declined follow-up
//              ("stay", "stop", "decline"), a team's choice ("seat 2")
//   passed     pass
//   game_over  `player` the winning side's first seat (0 or 1) or -1, `amount` 1 for a win

#include <cctype>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../core/config.hpp"
#include "../core/describe.hpp"
#include "apply.hpp"
#include "checked.hpp"
#include "describe_words.hpp"
#include "generate.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::war_chest {

template <rules_policy R>
[[nodiscard]] std::string describe_end(const state<R>& s, player_id viewer);

namespace describe_detail {

using detail::ix;

// A move, control or attack of the unit on m.from (WC-9.2 to WC-9.4),
// paid or free; `height` is the unit's height when it acts (a Berserker
// has paid a coin first, WC-12.2.3).
template <rules_policy R>
void maneuver_text(const state<R>& s, const state<R>& after, const move& m, int height,
                   const teller<R>& t, told& out, bool named = false) {
    const unit u = s.at(m.from).kind();
    const player_id owner = s.owner_at(m.from);
    const std::string name = unit_title(u);
    const std::string subject = named ? std::string{} : t.whose(owner) + " " + name + " ";
    switch (m.kind) {
        case action::move:
            out.text += subject + "moves from " + hex_string(m.from) + " to " + hex_string(m.to);
            out.add(event_kind::moved, owner, name, hex_string(m.from), hex_string(m.to));
            return;
        case action::control: {
            const int side = side_of(owner), before = s.control(m.from);
            out.text += subject + "takes control of " + hex_string(m.from);
            if (before >= 0) out.text += " from " + t.side_word(before);
            if (!is_terminal(after)) {
                const int left = after.reserve(side);
                out.text += " (" + t.side_has(side) + " " + std::to_string(left) +
                            (left == 1 ? " marker" : " markers") + " left to place)";
            }
            out.add(event_kind::control_changed, owner, {}, {}, hex_string(m.from));
            return;
        }
        case action::attack:
            return attack_text(s, after, attack_of(s, m.from, m.from, m.to, height), "", t, out,
                               named);
        default:
            return;
    }
}

// WC-12: a tactic, paid with m.coin (the coin is already in `out`).
template <rules_policy R>
void tactic_text(const state<R>& s, const state<R>& after, const move& m, player_id p,
                 const teller<R>& t, told& out) {
    const std::string from = hex_string(m.from), to = hex_string(m.to);
    if (m.coin == royal) {  // WC-12.13.1, WC-12.13.3
        out.text += t.unit_at(s, m.from) + " moves to " + to + ", paid with the Royal Coin";
        out.add(event_kind::moved, s.owner_at(m.from), "Royal Guard", from, to);
        return;
    }
    const auto moved = [&](const std::string& how) {
        out.text += t.whose(s.owner_at(m.from)) + " " + unit_title(s.at(m.from).kind()) + how;
        out.add(event_kind::moved, s.owner_at(m.from), unit_title(s.at(m.from).kind()), from, to);
    };
    const int height = m.from == no_hex ? 0 : s.at(m.from).height;
    switch (static_cast<unit>(m.coin)) {
        case unit::archer:
            return attack_text(s, after, attack_of(s, m.from, m.from, m.to, height),
                               " from two spaces away", t, out);
        case unit::crossbowman:
            return attack_text(s, after, attack_of(s, m.from, m.from, m.to, height),
                               " two spaces away in a straight line", t, out);
        case unit::cavalry:
            return moved(" charges from " + from + " to " + to);  // the attack follows (WC-12.3.2)
        case unit::light_cavalry:
            return moved(" moves two spaces, from " + from + " to " + to);
        case unit::lancer: {
            const int d = hex::line_direction(axial_of(m.from), axial_of(m.to));
            const int target = detail::nbr<R>[ix(m.to)][ix(d)];
            moved(" charges from " + from + " to " + to + " and");
            const attack_view v = attack_of(s, m.from, m.to, target, height);
            out.text += " attacks " + t.unit_at(s, target);
            out.add(event_kind::attacked, v.pa, unit_title(v.a), to, hex_string(target));
            return attack_result(after, v, awaits_soak(s, after), t, out);
        }
        case unit::ensign:  // WC-12.5
            out.text +=
                t.unit_at(s, m.from) + " orders " + t.unit_at(s, m.ordered) + " to move to " + to;
            out.add(event_kind::moved, s.owner_at(m.ordered), unit_title(s.at(m.ordered).kind()),
                    hex_string(m.ordered), to);
            return;
        case unit::marshall: {  // WC-12.10
            out.text += t.unit_at(s, m.from) + " orders " + t.unit_at(s, m.ordered) +
                        " to attack " + t.unit_at(s, m.to);
            const attack_view v = attack_of(s, m.ordered, m.ordered, m.to, s.at(m.ordered).height);
            out.add(event_kind::attacked, v.pa, unit_title(v.a), hex_string(m.ordered), to);
            return attack_result(after, v, awaits_soak(s, after), t, out);
        }
        case unit::footman:  // WC-12.6.3
            out.text += t.does(p, "use") + " the Footman tactic: each of " + t.whose(p) +
                        " Footmen makes a maneuver";
            return;
        default:
            return;
    }
}

// A coin used from the hand (MAIN, WC-5.1) or drawn by the Warrior Priest
// (WP_USE, WC-12.16.4): the coin goes to its place, then the action.
template <rules_policy R>
void coin_action_text(const state<R>& s, const state<R>& after, const move& m, const teller<R>& t,
                      told& out) {
    const player_id p = current_player(s);
    const bool drawn = !s.pendings().empty();
    if (drawn) out.text += "with the coin " + t.whose(p) + " Warrior Priest drew, ";
    const std::string coin = coin_title(m.coin);
    const bool face_down =
        m.kind == action::claim || m.kind == action::recruit || m.kind == action::pass;
    const bool named = !face_down || t.sees_coins_of(p);  // WC-8.1, WC-16.2
    out.add(event_kind::played, p, named ? coin : std::string{});
    const std::string discard =
        (named ? coin_phrase(m.coin) : std::string("a coin")) + " face down";
    switch (m.kind) {
        case action::deploy:
            out.text += t.does(p, "deploy") + " " + a_or_an(coin) + " at " + hex_string(m.to);
            out.add(event_kind::entered, p, coin, {}, hex_string(m.to));
            return;
        case action::bolster:
            out.text += t.does(p, "bolster") + " " + t.own(p) + " " + coin + " at " +
                        hex_string(m.from) + " to " + coins_word(s.at(m.from).height + 1);
            out.add(event_kind::entered, p, coin, {}, hex_string(m.from));
            return;
        case action::claim:  // WC-8.2, WC-5.4
            out.text += t.does(p, "claim") + " the initiative, discarding " + discard + ": " +
                        (p == t.viewer ? "you" : "it") + " will take the first turn next round";
            out.add(event_kind::scored, p, "initiative", {}, {}, 1);
            return;
        case action::recruit:  // WC-8.3
            out.text += t.does(p, "recruit") + " " + a_or_an(coin_title(m.card)) +
                        ", paying with " + discard;
            out.add(event_kind::drew, p, coin_title(m.card), {}, {}, 1);
            return;
        case action::pass:  // WC-8.4
            out.text += t.does(p, "pass") + ", discarding " + discard;
            out.add(event_kind::passed, p, {});
            return;
        case action::tactic:
            return tactic_text(s, after, m, p, t, out);
        default:
            return maneuver_text(s, after, m, s.at(m.from).height, t, out);
    }
}

// WC-10.2 a, WC-12.13.4: the Royal Guard's owner chooses where the coin comes from.
template <rules_policy R>
void soak_text(const state<R>& s, const state<R>& after, const move& m, const pending& top,
               const teller<R>& t, told& out) {
    out.text += t.does(top.player, "take") + " the coin lost to " + t.unit_at(s, top.attacker()) +
                " from " +
                (m.from_supply ? t.own(top.player) + " supply"
                               : "the Royal Guard at " + hex_string(top.hex));
    out.add(event_kind::answered, top.player, m.from_supply ? "supply" : "stack");
    const attack_view v =
        attack_of(s, top.attacker(), top.attacker(), top.hex, s.at(top.attacker()).height);
    attack_result(after, v, false, t, out, true);
}

// A follow-up decision (WC-13, WC-18.2 to WC-18.8).
template <rules_policy R>
void follow_up_text(const state<R>& s, const state<R>& after, const move& m, const teller<R>& t,
                    told& out) {
    const pending& top = s.pendings().back();
    const player_id p = top.player;
    const std::string here = top.hex == no_hex ? std::string{} : hex_string(top.hex);
    switch (top.kind) {
        case pending_kind::wp_use:
            return coin_action_text(s, after, m, t, out);
        case pending_kind::soak:
            return soak_text(s, after, m, top, t, out);
        case pending_kind::cavalry_attack:
            return maneuver_text(s, after, m, s.at(m.from).height, t, out);
        case pending_kind::footman:
            out.text += "under the Footman tactic, ";
            return maneuver_text(s, after, m, s.at(m.from).height, t, out);
        case pending_kind::swordsman_move:  // WC-12.15
            if (m.kind == action::decline) {
                out.text += t.unit_at(s, top.hex) + " stays where it is after its attack";
                out.add(event_kind::answered, p, "stay");
                return;
            }
            out.text += "after its attack, ";
            return maneuver_text(s, after, m, s.at(m.from).height, t, out);
        case pending_kind::berserker_chain: {  // WC-12.2.3: pay first, then the maneuver
            if (m.kind == action::decline) {
                out.text += t.unit_at(s, top.hex) + " stops";
                out.add(event_kind::answered, p, "stop");
                return;
            }
            const int height = s.at(top.hex).height - 1;
            out.text += t.unit_at(s, top.hex) + " pays a coin from its stack (" +
                        std::to_string(height) + " left) and ";
            out.add(event_kind::paid, p, "Berserker", here, {}, 1);
            return maneuver_text(s, after, m, height, t, out, true);
        }
        case pending_kind::mercenary:  // WC-12.11
            if (m.kind == action::decline) {
                out.text += t.does(p, "decline") + " the Mercenary's free maneuver";
                out.add(event_kind::answered, p, "decline");
                return;
            }
            out.text += t.unit_at(s, m.from) + " makes a free maneuver after the recruit and ";
            return maneuver_text(s, after, m, s.at(m.from).height, t, out, true);
        case pending_kind::wp_draw:
            return;
    }
}

// The follow-up the decision leaves to resolve next, if it made one.
template <rules_policy R>
[[nodiscard]] std::optional<pending> new_follow_up(const state<R>& s,
                                                   const state<R>& after) noexcept {
    if (after.pendings().empty() || is_terminal(after)) return std::nullopt;
    std::size_t kept = 0;  // the records of s still there, whatever the decision did
    if (s.phase() == phase::use && !s.pendings().empty()) {
        const pending& top = s.pendings().back();
        kept = s.pendings().size() - 1;
        if (top.kind == pending_kind::footman && top.footmen_acted() == 0)
            ++kept;  // the other Footman's turn
    }
    if (after.pendings().size() <= kept) return std::nullopt;
    return after.pendings().back();
}

template <rules_policy R>
[[nodiscard]] std::string follow_up_words(const pending& next, const teller<R>& t) {
    const std::string whose = t.whose(next.player);
    switch (next.kind) {
        case pending_kind::cavalry_attack:
            return "it must now attack an enemy unit next to it";
        case pending_kind::soak:
            return t.does(next.player, "choose") + " whether the Royal Guard at " +
                   hex_string(next.hex) + " or the supply loses the coin";
        case pending_kind::swordsman_move:
            return whose + " Swordsman may now move one space";
        case pending_kind::berserker_chain:
            return whose + " Berserker may maneuver again by paying a coin from its stack";
        case pending_kind::wp_draw:
            return whose + " Warrior Priest now draws a coin";
        case pending_kind::mercenary:
            return whose + " Mercenary may now make a free maneuver";
        case pending_kind::footman:
        case pending_kind::wp_use:
            break;  // the tactic's text says it; the draw's outcome says it
    }
    return {};
}

// The draft (WC-15) and the team's choice (WC-14.2, WC-18.10).
template <rules_policy R>
void setup_decision_text(const state<R>& s, const state<R>& after, const move& m,
                         const teller<R>& t, told& out) {
    const player_id p = current_player(s);
    if (m.kind == action::choose) {
        const auto named = static_cast<player_id>(m.seat);
        out.text += t.side_word(side_of(p)) + " chooses " + t.who(named) +
                    (is_draft(R::setup) ? " to draft first" : " to take the initiative");
        out.add(event_kind::answered, p, "seat " + std::to_string(named));
        return;
    }
    const std::string card = unit_title(static_cast<unit>(m.card));
    if (m.kind == action::ban) {  // WC-15.4
        out.text += t.does(p, "ban") + " the " + card + " card: it leaves the game";
        out.add(event_kind::removed, -1, card);
        return;
    }
    out.text += t.does(p, "pick") + " the " + card + " card";  // WC-15.1, WC-15.2
    out.add(event_kind::drew, p, card, {}, {}, 1);
    if (after.phase() != phase::draft && !is_terminal(after))
        out.text +=
            "; the draft is over and " + t.does(after.initiative(), "take") + " the initiative";
}

template <rules_policy R>
void add_game_over(const state<R>& after, told& out) {
    const int w = after.winner();
    out.add(event_kind::game_over, static_cast<player_id>(w),
            w < 0 ? std::string{} : "side " + std::string(1, static_cast<char>('A' + w)), {}, {},
            w < 0 ? 0 : 1);
}

// The sentence, follow-up and end of a decision.
template <rules_policy R>
[[nodiscard]] told tell(const state<R>& s, const move& m, player_id viewer) {
    const state<R> after = play(s, m);
    const teller<R> t{viewer};
    told out;
    if (s.phase() == phase::draft || s.phase() == phase::team_choice)
        setup_decision_text(s, after, m, t, out);
    else if (s.pendings().empty())
        coin_action_text(s, after, m, t, out);
    else
        follow_up_text(s, after, m, t, out);
    out.text = capitalized(out.text) + ".";
    if (const auto next = new_follow_up(s, after)) {
        const std::string more = follow_up_words(*next, t);
        if (!more.empty()) out.text += " " + capitalized(more) + ".";
    }
    if (is_terminal(after) && !is_terminal(s)) {
        out.text += " " + describe_end(after, viewer);
        add_game_over(after, out);
    }
    return out;
}

// ------------------------------------------------------------------ chance outcomes

// WC-4.3 to WC-4.5, WC-12.16.3: a draw, its coins named to the drawer only.
template <rules_policy R>
void draw_text(const state<R>& s, const outcome& o, const teller<R>& t, told& out) {
    const bool priest = s.phase() == phase::use;
    const player_id drawer = priest ? s.pendings().back().player : s.turn();
    const int in_bag = total(s.coins(drawer).bag);
    const bool refill = priest ? in_bag == 0 : in_bag < 3;  // public: the bag's size (WC-16.1)
    std::vector<std::string> names;
    for (int i = 0; i < o.count && i < 3; ++i) names.push_back(coin_title(o.coins[ix(i)]));
    const bool named = t.sees_coins_of(drawer);
    if (priest) {
        out.text += t.whose(drawer) + " Warrior Priest draws " +
                    (named ? coin_phrase(o.coins[0]) : std::string("a coin")) + " to use at once";
    } else if (o.count == 0) {
        out.text += t.does(drawer, "draw") + " nothing: the bag and the discard pile are empty";
    } else {
        out.text += t.does(drawer, "draw") + " " + (named ? name_list(names) : coins_word(o.count));
    }
    if (refill && o.count > 0) out.text += ", refilling the bag from the discard pile";
    std::string piece;
    for (const std::string& n : names) piece += (piece.empty() ? "" : ", ") + n;
    out.add(event_kind::drew, drawer, named ? piece : std::string{}, {}, {}, o.count);
}

template <rules_policy R>
void setup_outcome_text(const state<R>& s, const outcome& o, const teller<R>& t, told& out) {
    if (s.phase() == phase::deal) {  // WC-3.3, WC-15.1
        const std::string card = unit_title(static_cast<unit>(o.coins[0]));
        if constexpr (is_draft(R::setup)) {
            out.text += "the " + card + " card is dealt to the draft pool";
            out.add(event_kind::drew, -1, card, {}, {}, 1);
        } else {
            out.text += t.who(s.turn()) + (s.turn() == t.viewer ? " are" : " is") + " dealt the " +
                        card + " card";
            out.add(event_kind::drew, s.turn(), card, {}, {}, 1);
        }
        return;
    }
    const int side = o.coins[0];  // WC-3.5, WC-14.2: the flip
    const std::string then = is_draft(R::setup) ? "draft first" : "take the first turn";
    if constexpr (R::players == 2) {
        out.text +=
            t.does(static_cast<player_id>(side), "win") + " the initiative flip and will " + then;
    } else {
        out.text += t.side_word(side) +
                    " wins the initiative flip and chooses which of its players will " + then;
    }
    out.add(event_kind::rolled, -1, "side " + std::string(1, static_cast<char>('A' + side)));
}

template <rules_policy R>
[[nodiscard]] told tell(const state<R>& s, const outcome& o, player_id viewer) {
    const state<R> after = play(s, o);
    const teller<R> t{viewer};
    told out;
    if (s.phase() == phase::deal || s.phase() == phase::flip)
        setup_outcome_text(s, o, t, out);
    else
        draw_text(s, o, t, out);
    out.text = capitalized(out.text) + ".";
    if (s.phase() == phase::draw && after.phase() == phase::use)  // WC-5.2: the round's turns begin
        out.text += " " + capitalized(t.does(after.turn(), "take")) + " the first turn of round " +
                    std::to_string(after.round()) + ".";
    if (is_terminal(after) && !is_terminal(s)) {
        out.text += " " + describe_end(after, viewer);
        add_game_over(after, out);
    }
    return out;
}

// WC-11.3 from the viewer's side.
template <rules_policy R>
[[nodiscard]] std::string win_text(const state<R>& s, const teller<R>& t) {
    const int w = s.winner();
    const std::string n = std::to_string(markers_per_side(R::players));
    const std::string what =
        " controls " + n + " locations, placing its last control marker (WC-11.3).";
    if constexpr (R::players == 2) {
        const auto seat = static_cast<player_id>(w);
        if (t.viewer == seat)
            return "You win: you control " + n +
                   " locations, placing your last control marker (WC-11.3).";
        if (t.viewer >= 0) return "You lose: " + t.seat_name(seat) + what;
        return capitalized(t.seat_name(seat)) + " wins: it" + what;
    } else {
        const std::string team = "team " + std::string(1, static_cast<char>('A' + w)) + " (seats " +
                                 std::to_string(w) + " and " + std::to_string(w + 2) + ")";
        if (t.on_side(w))
            return "You win with your teammate, seat " + std::to_string((t.viewer + 2) % 4) +
                   ": your team controls " + n +
                   " locations, placing its last control marker (WC-11.3).";
        if (t.viewer >= 0) return "You lose: " + team + what;
        return capitalized(team) + " wins: it" + what;
    }
}

}  // namespace describe_detail

// ------------------------------------------------------------------ the interface
// (core/describe.hpp)

// How the finished game s ended, for `viewer`.
template <rules_policy R>
[[nodiscard]] std::string describe_end(const state<R>& s, player_id viewer) {
    const describe_detail::teller<R> t{viewer};
    switch (s.ended_by()) {
        case end_reason::last_marker:
            return describe_detail::win_text(s, t);
        case end_reason::round_limit:
            return "A draw: the game reached its limit of " + std::to_string(R::round_limit) +
                   (R::round_limit == 1 ? " round" : " rounds") + " without a winner (WC-19.6).";
        case end_reason::dead_position:
            switch (dead_position_clause(s)) {
                case 9:
                    return "A draw: nobody has a coin left to draw, so nothing can happen any more "
                           "(dead position, WC-4.9).";
                case 10:
                    return "A draw: only Royal Coins are left, so neither the board nor a supply "
                           "can change any more "
                           "(dead position, WC-4.10).";
                case 11:
                    return "A draw: no unit can ever act or be deployed again (dead position, "
                           "WC-4.11).";
                default:
                    return "A draw: nothing can change any more (dead position, WC-4.9 to "
                           "WC-4.11).";
            }
        case end_reason::none:
            break;
    }
    if (!is_terminal(s)) return "The game is not over.";
    return s.winner() >= 0 ? describe_detail::win_text(s, t) : "The game is over with no winner.";
}

// Decision m, played at s, in words for `viewer`.
template <rules_policy R>
[[nodiscard]] std::string describe(const state<R>& s, const move& m, player_id viewer) {
    return describe_detail::tell(s, m, viewer).text;
}
// Chance outcome o of the chance node s, in words for `viewer`.
template <rules_policy R>
[[nodiscard]] std::string describe(const state<R>& s, const outcome& o, player_id viewer) {
    return describe_detail::tell(s, o, viewer).text;
}
template <rules_policy R>
[[nodiscard]] std::vector<event> events(const state<R>& s, const move& m, player_id viewer) {
    return describe_detail::tell(s, m, viewer).events;
}
template <rules_policy R>
[[nodiscard]] std::vector<event> events(const state<R>& s, const outcome& o, player_id viewer) {
    return describe_detail::tell(s, o, viewer).events;
}

}  // namespace arbiter::war_chest

ARBITER_TEXT_CODE_END
