#pragma once
// Stratego said in words and as events (core/describe.hpp): what a move does
// and what follows from it, as one player may know it (RULES.md ST-7).
//
//   describe(s, m, viewer)   "Blue's Sergeant on e6 attacks your Bomb at e7:
//                            the Bomb wins, the Sergeant is removed"
//   describe(s, o, viewer)   Stratego has no chance nodes: a fixed sentence
//   describe_end(s, viewer)  "You lose: Blue captured your Flag (ST-8.1)"
//   events(s, m, viewer)     attacked, revealed, removed, moved, game_over...
//
// A viewer reads a rank only where its observation after the move holds it
// (observation.hpp, public_text): its own pieces, pieces revealed before or
// by the move (an attack, ST-5.2; a Scout's run, ST-7.3; a turning Captain,
// ST-9.11), removed pieces (ST-5.9); never an opponent's placement (ST-7.7)
// nor, under silent defense, a defender that held (ST-9.7).

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../core/chance.hpp"
#include "../core/config.hpp"
#include "../core/describe.hpp"
#include "apply.hpp"
#include "checked.hpp"
#include "generate.hpp"
#include "observation.hpp"
#include "rules.hpp"
#include "state.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::stratego {

namespace detail {

// "you" / "Blue", "your" / "Blue's".
[[nodiscard]] inline std::string said_seat(player_id p, player_id viewer) {
    return seat_word(p, viewer, player_name(p));
}
[[nodiscard]] inline std::string said_owner(player_id p, player_id viewer) {
    return possessive(p, viewer, player_name(p));
}
// A subject and its verb in agreement: "you win" / "Red wins".
[[nodiscard]] inline std::string said_does(player_id p, player_id viewer, std::string_view you_form,
                                           std::string_view other_form) {
    return said_seat(p, viewer) + " " + std::string(p == viewer ? you_form : other_form);
}

[[nodiscard]] inline event said_event(event_kind k, player_id p, std::string piece_name,
                                      std::string from, std::string to, int amount = 0) {
    return event{k, p, std::move(piece_name), std::move(from), std::move(to), amount};
}

// Whether `sq` has a neighbour that is empty or holds a piece not `p`'s: any
// movable piece there has a basic move (ST-4.3 to ST-4.5, ST-9.11 all start
// with such a step).
template <rules_policy R>
[[nodiscard]] bool said_has_room(const state<R>& v, int sq, player_id p) {
    for (int d = 0; d < 4; ++d) {
        const int n = neighbor(sq, d);
        if (n >= 0 && !v.at(n).belongs_to(p)) return true;
    }
    return false;
}

// ST-8.2, ST-8.4: why `loser`, to move in the finished game s, could not,
// as far as view v (the state, or a viewer's view of it) tells. Once the
// game ended so, whether the loser had a basic move is public: an unmoved
// piece of unknown rank with room to step would have had a legal move
// (neither repetition rule binds a piece that never moved), so it is a Bomb
// or the Flag; a piece without room has no basic move whatever its rank.
template <rules_policy R>
[[nodiscard]] std::string said_stuck(const state<R>& s, const state<R>& v, player_id loser,
                                     player_id viewer) {
    if (has_basic_move(s, loser))
        return "every move left to " + said_seat(loser, viewer) + " is forbidden by the " +
               (R::more_squares == chase_rule::isf
                    ? "two-square or more-squares rule (ST-6, ST-9.4, ST-8.4)"
                    : "two-square rule (ST-6, ST-8.4)");
    bool known_movable = false, all_immovable = true;
    for (int sq = 0; sq < board_size; ++sq) {
        const piece pc = v.at(sq);
        if (!pc.belongs_to(loser)) continue;
        const bool movable = pc.is_unknown() ? pc.moved() : is_movable(pc.type());
        const bool immovable =
            pc.is_unknown() ? !pc.moved() && said_has_room(v, sq, loser) : !movable;
        known_movable = known_movable || movable;
        all_immovable = all_immovable && immovable;
    }
    if (all_immovable)
        return said_does(loser, viewer, "have", "has") + " no movable piece (ST-8.2)";
    if (known_movable)
        return possessive(loser, viewer, player_name(loser)) +
               " movable pieces are all blocked (ST-8.2)";
    return said_does(loser, viewer, "cannot", "cannot") + " move (ST-8.2)";
}

// ST-8.7: which cap ended the game.
template <rules_policy R>
[[nodiscard]] std::string said_cap(const state<R>& s) {
    if (R::max_plies > 0 && s.plies() >= R::max_plies)
        return "the game reached its limit of " + std::to_string(R::max_plies) + " plies (ST-8.7)";
    return "the game reached its limit of " + std::to_string(R::max_plies_without_attack) +
           " plies without an attack (ST-8.7)";
}

// The events of an end, if s is finished (ST-8.8): the winner, 1 point.
template <rules_policy R>
void add_game_over(std::vector<event>& out, const state<R>& after) {
    if (after.phase() != phase::over) return;
    const player_id w = after.result().winner;
    out.push_back(said_event(event_kind::game_over, w, "", "", "", w >= 0 ? 1 : 0));
}

// What the mover's turn leads to after the main sentence: a rescue offered
// (ST-9.12) or the end of the game (ST-8), or nothing.
template <rules_policy R>
[[nodiscard]] std::string said_aftermath(const state<R>& after, player_id mover, player_id viewer);

// How the game ended (describe_end without its full stop).
template <rules_policy R>
[[nodiscard]] std::string said_end(const state<R>& s, player_id viewer);

// A description as a sentence: ended by a full stop.
[[nodiscard]] inline std::string sentence(std::string text) {
    if (!text.empty() && text.back() != '.') text += '.';
    return text;
}

// ------------------------------------------------------------------ setup

// ST-3.3, ST-7.7: the opponent learns only that a square was decided, not
// what stands there (nor, for armies under 40, whether anything does).
template <rules_policy R>
[[nodiscard]] std::string said_placement(const state<R>& s, const move& m, player_id viewer) {
    const player_id p = s.to_move();
    const std::string sq = square_name(m.to);
    std::string text;
    if (viewer != p && viewer != omniscient)
        text = army_size(R::army) == 40
                   ? said_does(p, viewer, "place", "places") + " a piece on " + sq
                   : said_does(p, viewer, "decide", "decides") + " what stands on " + sq;
    else if (m.places_nothing())
        text = said_does(p, viewer, "leave", "leaves") + " " + sq + " empty";
    else
        text = said_does(p, viewer, "place", "places") + " " + (viewer == p ? "your " : "a ") +
               kind_name(m.piece_kind()) + " on " + sq;
    const state<R> after = play(s, m);
    if (after.phase() == phase::setup && after.to_move() == p) return capitalized(text);
    text += "; " + said_owner(p, viewer) + " setup is complete";
    if (p == blue) text += " and play begins";
    return capitalized(text) + said_aftermath(after, p, viewer);
}

template <rules_policy R>
[[nodiscard]] std::vector<event> placement_events(const state<R>& s, const move& m,
                                                  player_id viewer) {
    const player_id p = s.to_move();
    std::vector<event> out;
    if (viewer != p && viewer != omniscient)
        out.push_back(said_event(event_kind::entered, p, "", "", square_name(m.to)));
    else if (m.places_nothing())  // the square is left empty: a pass on it
        out.push_back(said_event(event_kind::passed, p, "", "", square_name(m.to)));
    else
        out.push_back(
            said_event(event_kind::entered, p, kind_name(m.piece_kind()), "", square_name(m.to)));
    add_game_over(out, play(s, m));
    return out;
}

// ------------------------------------------------------------------ a plain move

// ST-7.3, ST-9.11: the clauses by which a plain move of kind k revealed it
// (with the two-step Captain, ST-9.11 says which runs reveal a Scout).
template <rules_policy R>
[[nodiscard]] std::string_view reveal_clause(kind k) {
    if (k != kind::scout) return "ST-9.11";
    return R::captain_two_step ? "ST-7.3, ST-9.11" : "ST-7.3";
}

// Whether `viewer` knows the rank of the piece that made plain move m.
template <rules_policy R>
[[nodiscard]] bool knows_mover(const state<R>& s, const state<R>& after, const move& m,
                               player_id viewer) {
    const piece pc = s.at(m.from);
    return viewer == omniscient || pc.owner() == viewer || pc.revealed() ||
           after.at(m.to).revealed();
}

template <rules_policy R>
[[nodiscard]] std::string said_plain(const state<R>& s, const move& m, player_id viewer,
                                     const state<R>& after) {
    const piece pc = s.at(m.from);
    const player_id p = pc.owner();
    const std::string squares = " from " + square_name(m.from) + " to " + square_name(m.to);
    if (!knows_mover(s, after, m, viewer)) {
        std::string text = said_does(p, viewer, "move", "moves") + " a piece" + squares;
        // ST-9.11: a straight move of two squares is a Scout's or a Captain's.
        const int dr = row_of(m.to) - row_of(m.from), dc = column_of(m.to) - column_of(m.from);
        if (R::captain_two_step && (dr == 0 || dc == 0) && dr * dr + dc * dc == 4)
            text += " (a Scout or a Captain, ST-9.11)";
        return capitalized(text);
    }
    std::string text = said_owner(p, viewer) + " " + kind_name(pc.type()) + " moves" + squares;
    if (!pc.revealed() && after.at(m.to).revealed())
        text += " and is revealed (" + std::string(reveal_clause<R>(pc.type())) + ")";
    return capitalized(text);
}

template <rules_policy R>
[[nodiscard]] std::vector<event> plain_events(const state<R>& s, const move& m, player_id viewer,
                                              const state<R>& after) {
    const piece pc = s.at(m.from);
    const std::string name =
        knows_mover(s, after, m, viewer) ? kind_name(pc.type()) : std::string{};
    std::vector<event> out{
        said_event(event_kind::moved, pc.owner(), name, square_name(m.from), square_name(m.to))};
    if (!pc.revealed() && after.at(m.to).revealed())
        out.push_back(said_event(event_kind::revealed, pc.owner(), name, square_name(m.to), ""));
    return out;
}

// ------------------------------------------------------------------ an attack

// ST-9.7: whether the defender stays hidden from `viewer` after the attack.
template <rules_policy R>
[[nodiscard]] bool defender_hidden(const state<R>& s, const move& m, player_id viewer) {
    const piece a = s.at(m.from), d = s.at(m.to);
    return R::defense == defense_rule::silent && viewer == a.owner() && !d.revealed() &&
           fight<R>(a.type(), d.type()) == combat::defender_wins;
}

// ST-5.3, ST-5.4, ST-9.6, ST-9.8: the result of an attack, after the colon.
template <rules_policy R>
[[nodiscard]] std::string said_combat(const state<R>& s, const move& m, player_id viewer) {
    const piece a = s.at(m.from), d = s.at(m.to);
    const player_id p = a.owner(), o = d.owner();
    const std::string an = kind_name(a.type()), dn = kind_name(d.type());
    switch (fight<R>(a.type(), d.type())) {
        case combat::flag_captured:  // said by the caller: the capture is the sentence
            return viewer == o ? "you lose" : said_does(p, viewer, "win", "wins");
        case combat::attacker_wins: {
            const std::string winner =
                a.type() == d.type()
                    ? "the attacker wins the tie (ST-9.6), " + said_owner(o, viewer) + " " + dn
                    : "the " + an + " wins, the " + dn;
            return winner + " is removed, " + said_owner(p, viewer) + " " + an + " moves to " +
                   square_name(m.to);
        }
        case combat::defender_wins:
            if (defender_hidden(s, m, viewer))
                return said_owner(o, viewer) + " piece holds (silent defense, ST-9.7), the " + an +
                       " is removed";
            return "the " + dn + " wins, the " + an + " is removed";
        case combat::both_removed:
            return d.type() == kind::bomb ? "the Bomb explodes and both are removed (ST-9.8)"
                                          : "both are removed";
    }
    return {};
}

template <rules_policy R>
[[nodiscard]] std::string said_attack(const state<R>& s, const move& m, player_id viewer) {
    const piece a = s.at(m.from), d = s.at(m.to);
    const bool flag = d.type() == kind::flag;
    const std::string defender = defender_hidden(s, m, viewer) ? "piece" : kind_name(d.type());
    return capitalized(said_owner(a.owner(), viewer) + " " + kind_name(a.type()) + " on " +
                       square_name(m.from) + (flag ? " captures " : " attacks ") +
                       said_owner(d.owner(), viewer) + " " + defender + " at " + square_name(m.to) +
                       ": " + said_combat(s, m, viewer));
}

template <rules_policy R>
[[nodiscard]] std::vector<event> attack_events(const state<R>& s, const move& m, player_id viewer) {
    const piece a = s.at(m.from), d = s.at(m.to);
    const player_id p = a.owner(), o = d.owner();
    const std::string from = square_name(m.from), to = square_name(m.to);
    const std::string an = kind_name(a.type());
    const std::string dn = defender_hidden(s, m, viewer) ? std::string{} : kind_name(d.type());
    std::vector<event> out{said_event(event_kind::attacked, p, an, from, to),
                           said_event(event_kind::revealed, p, an, from, "")};
    if (!dn.empty()) out.push_back(said_event(event_kind::revealed, o, dn, to, ""));
    switch (fight<R>(a.type(), d.type())) {
        case combat::flag_captured:
        case combat::attacker_wins:
            out.push_back(said_event(event_kind::removed, o, dn, to, ""));
            out.push_back(said_event(event_kind::moved, p, an, from, to));
            break;
        case combat::defender_wins:
            out.push_back(said_event(event_kind::removed, p, an, from, ""));
            break;
        case combat::both_removed:
            out.push_back(said_event(event_kind::removed, p, an, from, ""));
            out.push_back(said_event(event_kind::removed, o, dn, to, ""));
            break;
    }
    return out;
}

// ------------------------------------------------------------------ a rescue

// ST-9.12: public, the rescued piece enters revealed.
template <rules_policy R>
[[nodiscard]] std::string said_rescue(const state<R>& s, const move& m, player_id viewer) {
    const player_id p = s.to_move();
    const std::string text =
        m.is_decline()
            ? said_does(p, viewer, "decline", "declines") + " the rescue (ST-9.12)"
            : said_does(p, viewer, "rescue", "rescues") + " " + (p == viewer ? "your " : "its ") +
                  kind_name(m.piece_kind()) + " onto " + square_name(m.to) + " (ST-9.12)";
    return capitalized(text) + said_aftermath(play(s, m), p, viewer);
}

template <rules_policy R>
[[nodiscard]] std::vector<event> rescue_events(const state<R>& s, const move& m) {
    const player_id p = s.to_move();
    std::vector<event> out;
    if (m.is_decline())
        out.push_back(said_event(event_kind::passed, p, "", "", ""));
    else
        out.push_back(
            said_event(event_kind::entered, p, kind_name(m.piece_kind()), "", square_name(m.to)));
    add_game_over(out, play(s, m));
    return out;
}

}  // namespace detail

// ------------------------------------------------------------------ the interface

// ST-8.8: how the finished game s ended, from `viewer`'s side.
template <rules_policy R>
[[nodiscard]] std::string detail::said_end(const state<R>& s, player_id viewer) {
    if (s.phase() != phase::over) return "The game is not over";
    const game_result& r = s.result();
    const player_id w = r.winner;
    if (w < 0) {
        if (r.reason == end_reason::move_cap) return "A draw: " + detail::said_cap(s);
        return "A draw: neither side can move (ST-8.3)";
    }
    const player_id l = opponent(w);
    const std::string head = viewer == omniscient ? player_name(w) + " wins"
                             : viewer == w        ? "You win"
                                                  : "You lose";
    if (r.reason == end_reason::flag_captured)
        return head + ": " + detail::said_seat(w, viewer) + " captured " +
               detail::said_owner(l, viewer) + " Flag (ST-8.1)";
    const state<R> view = viewer == omniscient ? s : observe(s, viewer).view;
    return head + ": " + detail::said_stuck(s, view, l, viewer);
}

// How the game ended, as `viewer` reads it: one sentence.
template <rules_policy R>
[[nodiscard]] std::string describe_end(const state<R>& s, player_id viewer) {
    return detail::sentence(detail::said_end(s, viewer));
}

template <rules_policy R>
[[nodiscard]] std::string detail::said_aftermath(const state<R>& after, player_id mover,
                                                 player_id viewer) {
    if (after.phase() == phase::rescue)
        return "; " + said_does(mover, viewer, "may", "may") +
               " now rescue a removed piece (ST-9.12)";
    if (after.phase() == phase::over && after.result().reason != end_reason::flag_captured)
        return ". " + describe_end(after, viewer);
    return {};
}

// Move m played at s, as `viewer` may know it once played, with what follows.
template <rules_policy R>
[[nodiscard]] std::string describe(const state<R>& s, const move& m, player_id viewer) {
    switch (s.phase()) {
        case phase::setup:
            return detail::sentence(detail::said_placement(s, m, viewer));
        case phase::rescue:
            return detail::sentence(detail::said_rescue(s, m, viewer));
        case phase::over:
            return "The game is over: no move is played.";
        case phase::play:
            break;
    }
    const state<R> after = play(s, m);
    const player_id p = s.to_move();
    const std::string text = s.at(m.to).empty() ? detail::said_plain(s, m, viewer, after)
                                                : detail::said_attack(s, m, viewer);
    return detail::sentence(text + detail::said_aftermath(after, p, viewer));
}

// Stratego has no chance nodes (chance_outcomes is always empty).
template <rules_policy R>
[[nodiscard]] std::string describe(const state<R>&, no_chance, player_id) {
    return "No chance event: Stratego has none.";
}

template <rules_policy R>
[[nodiscard]] std::vector<event> events(const state<R>& s, const move& m, player_id viewer) {
    switch (s.phase()) {
        case phase::setup:
            return detail::placement_events(s, m, viewer);
        case phase::rescue:
            return detail::rescue_events(s, m);
        case phase::over:
            return {};
        case phase::play:
            break;
    }
    const state<R> after = play(s, m);
    std::vector<event> out = s.at(m.to).empty() ? detail::plain_events(s, m, viewer, after)
                                                : detail::attack_events(s, m, viewer);
    detail::add_game_over(out, after);
    return out;
}

// No outcome is ever listed, so none has events.
template <rules_policy R>
[[nodiscard]] std::vector<event> events(const state<R>&, no_chance, player_id) {
    return {};
}

}  // namespace arbiter::stratego

ARBITER_TEXT_CODE_END
