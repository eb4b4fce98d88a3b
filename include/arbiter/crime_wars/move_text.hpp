#pragma once
// Moves and chance outcomes as text, in and out. Cards are written as in
// card_text.hpp (7H, 10S, KC, *S); a set joins cards with '+', '-' is empty.
//
//   end                      END_TURN
//   hire 7H                  HIRE
//   attack 3S+4S -> 9C       ATTACK: the units, then the target (KC: a kingpin)
//   defend 2C+3C | defend -  DEFEND: the groups added
//   snitch | roulette        SNITCH, ROULETTE
//   loan 500                 LOAN: dollars (0: no loan)
//   keep 3S+5S | keep -      KEEP
//   surrender 9S             SURRENDER: one group, largest first, until the debt is covered
//
// Thug Alliance (CW-V1):
//   route H                  ROUTE: the team (letter) the bonus card strengthens
//   give $300 -> H           GIVE_MONEY to the ally
//   give 7S+9S -> H          GIVE the cards to the ally, then
//   price 300 | price 0      their price (0: a free gift), then
//   accept | decline         the ally's answer to a priced gift
//   join 3H+4H | join -      JOIN: the attacker's ally's groups
//   ally-defend 2D           ALLY_DEFEND: the defender's ally's groups
//
// Two teams per player (CW-V1.17 to CW-V1.21):
//   attack 2S+3S+4C -> 10H   one ATTACK with groups of both seats (the turn's seat's first)
//   surrender 6C             SURRENDER a group of either seat (under Great Empire,
//                            of any seat of the controller, CW-V7.3)
//   give 7S -> C             GIVE cards to the other seat (at once, no price)
//   ally-defend 2D           the controller's other seat's groups join a defense
//
// Merged decks (CW-V1.22): one seat of two suits
//   hire 7H | hire 7S        HIRE a card of either suit of the hand
//   attack 4H -> 9C          the other suit's groups attack alone too
//   keep 3S+5S, keep 4H      KEEP in two steps: the kingpin's suit, then the other
//
// Great Empire (CW-V7):
//   conquest spoils | conquest annex   CONQUEST (CW-V7.2)
//   join 3H | join -         another seat of the attacker's controller adds its groups (CW-V7.3)
//   ally-defend 2D           another seat of the target's controller adds defenders (CW-V7.3)
//
// Outcomes: `first 2` (a seat), `draw 7H`, `roulette 3`, `combat 4-3` (the
// attacker's die or four-dice sum, then the defender's).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../core/result.hpp"
#include "../core/text.hpp"
#include "card_text.hpp"
#include "generate.hpp"
#include "state.hpp"

namespace arbiter::crime_wars {

namespace detail {

// The player a move text speaks for: the one deciding, else whose turn it is.
template <rules_policy R>
[[nodiscard]] constexpr player_id mover_of(const state<R>& s) noexcept {
    const player_id p = deciding_seat(s);
    return p >= 0 ? p : s.turn_player();
}

// The words of a text, each with its offset in it (core/text.hpp).
using word = text::token;
[[nodiscard]] inline std::vector<word> split_words(text::token t) {
    std::vector<word> out;
    for (text::scanner words(t); !words.at_end();) out.push_back(words.next());
    return out;
}
[[nodiscard]] inline std::vector<word> split_words(std::string_view whole) { return split_words(text::token{whole, 0}); }

// The seat that plays team `t`, or -1.
template <rules_policy R>
[[nodiscard]] constexpr player_id seat_of_team(const state<R>& s, int t) noexcept {
    for (player_id p = 0; p < R::seats; ++p)
        if (s.team(p).team == t) return p;
    return -1;
}

// One card "7H": its seat and card, or an error at `at`.
struct seat_card {
    player_id seat = 0;
    card c = 0;
};
template <rules_policy R>
[[nodiscard]] result<seat_card> read_card(const state<R>& s, std::string_view text, std::size_t at) {
    if (text.size() < 2) return make_error("'" + std::string(text) + "' is not a card: a rank then a suit letter, e.g. 7H", at);
    const int c = card_of_rank(text.substr(0, text.size() - 1));
    if (c < 0)
        return make_error("'" + std::string(text.substr(0, text.size() - 1)) + "' is not a rank: 2-10, J, Q, A, K or *", at);
    const int t = team_of_letter(text.back());
    if (t < 0) return make_error("'" + std::string(1, text.back()) + "' is not a suit letter: S, H, C, D (s, h, c, d for a second pack)", at + text.size() - 1);
    const player_id p = seat_of_team(s, t);
    if (p < 0) return make_error("no player has team " + std::string(1, text.back()) + " in this game", at + text.size() - 1);
    return seat_card{p, static_cast<card>(c)};
}

// "3S+4S" (or "-"), each card added to the set `into(seat_card, item, at)`
// picks for it (or refused with its error); repeats and cards outside
// `allowed` are refused.
template <rules_policy R, class Into>
[[nodiscard]] result<bool> read_cards(const state<R>& s, std::string_view text, std::size_t at, card_set allowed,
                                      Into into) {
    if (text == "-") return true;
    std::size_t pos = 0;
    for (;;) {
        const std::size_t plus = text.find('+', pos);
        const std::string_view item = text.substr(pos, plus == std::string_view::npos ? std::string_view::npos : plus - pos);
        const auto sc = read_card(s, item, at + pos);
        if (!sc) return sc.error();
        const result<card_set*> set = into(*sc, item, at + pos);
        if (!set) return set.error();
        if (!has(allowed, sc->c)) return make_error("the " + std::string(item) + " cannot be used here", at + pos);
        if (has(**set, sc->c)) return make_error("the " + std::string(item) + " is named twice", at + pos);
        **set |= bit(sc->c);
        if (plus == std::string_view::npos) return true;
        pos = plus + 1;
    }
}

// "3S+4S" (or "-"): cards that must all belong to `owner`.
template <rules_policy R>
[[nodiscard]] result<card_set> read_set(const state<R>& s, std::string_view text, std::size_t at, player_id owner,
                                        card_set allowed) {
    card_set out = 0;
    const auto read = read_cards(s, text, at, allowed, [&](seat_card sc, std::string_view item, std::size_t where) -> result<card_set*> {
        if (sc.seat != owner)
            return make_error("the " + std::string(item) + " is not a card of team " +
                                  std::string(1, team_letter(s.team(owner).team)) + " (player " + std::to_string(owner) +
                                  "; each suit is a team, CW-1.2)",
                              where);
        return &out;
    });
    if (!read) return read.error();
    return out;
}

// CW-V1.20, CW-V1.21: "3S+4S+2C" where the cards may be of `owner` or of
// his other seat: the two sets (the other seat's in `second`).
struct two_sets {
    card_set first = 0;
    card_set second = 0;
};
template <rules_policy R>
[[nodiscard]] result<two_sets> read_two_seat_set(const state<R>& s, std::string_view text, std::size_t at, player_id owner,
                                                card_set allowed) {
    const player_id other = s.team(owner).ally;
    two_sets out;
    const auto read = read_cards(s, text, at, allowed, [&](seat_card sc, std::string_view item, std::size_t where) -> result<card_set*> {
        if (sc.seat != owner && sc.seat != other)
            return make_error("the " + std::string(item) + " is not a card of the player's teams", where);
        return sc.seat == owner ? &out.first : &out.second;
    });
    if (!read) return read.error();
    return out;
}

// CW-V1.21, CW-V7.3: "6C" where the card may be of `owner` or of another
// seat of his controller (`seat` says which, 0 for `owner`'s).
struct seat_set {
    card_set own = 0;
    card_set other = 0;
    player_id seat = 0;
};
template <rules_policy R>
[[nodiscard]] result<seat_set> read_controller_set(const state<R>& s, std::string_view text, std::size_t at,
                                                   player_id owner, card_set allowed) {
    seat_set out;
    const auto read = read_cards(s, text, at, allowed, [&](seat_card sc, std::string_view item, std::size_t where) -> result<card_set*> {
        if (sc.seat == owner) return &out.own;
        if (!is_partner_seat(s, owner, sc.seat))
            return make_error("the " + std::string(item) + " is not a card of the player's teams", where);
        if (out.other != 0 && out.seat != sc.seat) return make_error("the " + std::string(item) + " is a third seat's", where);
        out.seat = sc.seat;
        return &out.other;
    });
    if (!read) return read.error();
    return out;
}

// The text of two seats' sets: the first seat's cards, then the other's.
template <rules_policy R>
[[nodiscard]] std::string two_seat_text(const state<R>& s, player_id owner, card_set first, card_set second) {
    if (second == 0) return set_text(s.team(owner).team, first);
    const std::string other = set_text(s.team(s.team(owner).ally).team, second);
    return first == 0 ? other : set_text(s.team(owner).team, first) + "+" + other;
}

// A whole number from 0 to `high` (digits only: no sign), at offset `at`.
[[nodiscard]] inline result<std::uint32_t> read_number(std::string_view digits, std::size_t at, std::uint32_t high) {
    const text::token t{digits, at};
    if (digits.starts_with('-') || digits.starts_with('+'))
        return text::error_at(t, "'" + std::string(digits) + "' is not a whole number from 0 to " + std::to_string(high));
    const auto v = text::to_integer<std::uint32_t>(t, 0, high, "a number");
    if (!v) return text::error_at(t, "'" + std::string(digits) + "' is not a whole number from 0 to " + std::to_string(high));
    return *v;
}

}  // namespace detail

// The text of a move made in `s` (see the file comment).
template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>& s, const move& m) {
    const player_id seat = detail::mover_of(s);
    const team_id mine = s.team(seat).team;
    switch (m.kind) {
        case action::end_turn: return "end";
        case action::hire: return "hire " + card_text(R::merged_decks ? s.team(m.seat).team : mine, m.target);
        case action::attack: {
            const team_id theirs = m.seat >= 0 && m.seat < R::seats ? s.team(m.seat).team : team_id{0};
            return "attack " + detail::two_seat_text(s, seat, m.cards, m.other_cards) + " -> " + card_text(theirs, m.target);
        }
        case action::defend: return "defend " + set_text(mine, m.cards);
        case action::snitch: return "snitch";
        case action::roulette: return "roulette";
        case action::loan: return "loan " + std::to_string(m.dollars);
        case action::keep: return "keep " + set_text(mine, m.cards);
        case action::surrender: {  // CW-V1.21, CW-V7.3: m.seat names the seat of `other_cards`
            const team_id other = m.seat >= 0 && m.seat < R::seats ? s.team(m.seat).team : mine;
            if (m.other_cards == 0) return "surrender " + set_text(mine, m.cards);
            return "surrender " + (m.cards == 0 ? std::string() : set_text(mine, m.cards) + "+") + set_text(other, m.other_cards);
        }
        case action::route:
        case action::give_money:
        case action::give: {
            const std::string team(1, m.seat >= 0 && m.seat < R::seats ? team_letter(s.team(m.seat).team) : '?');
            if (m.kind == action::route) return "route " + team;
            if (m.kind == action::give_money) return "give $" + std::to_string(m.dollars) + " -> " + team;
            return "give " + set_text(mine, m.cards) + " -> " + team;
        }
        case action::price: return "price " + std::to_string(m.dollars);
        case action::accept: return "accept";
        case action::decline: return "decline";
        case action::join: return "join " + set_text(mine, m.cards);
        case action::ally_defend: return "ally-defend " + set_text(mine, m.cards);
        case action::conquest: return m.annex ? "conquest annex" : "conquest spoils";
    }
    return "?";
}

namespace detail {

// Nothing, or the error that a move of verb w[0] is written `form` (n words).
[[nodiscard]] inline result<bool> words_are(const std::vector<word>& w, std::size_t n, std::string_view form) {
    if (w.size() == n) return true;
    return make_error("'" + std::string(w[0].text) + "' is written '" + std::string(form) + "'",
                      w.size() > 1 ? w[1].offset : w[0].end());
}

// A sum of dollars, "300" or "$300", from 0 to `high`.
[[nodiscard]] inline result<std::uint16_t> read_dollars(word w, std::uint32_t high) {
    if (w.text.starts_with('$')) w = w.sub(1);
    const auto v = read_number(w.text, w.offset, high);
    if (!v) return v.error();
    return static_cast<std::uint16_t>(*v);
}

// A team named by its letter: the seat that plays it.
template <rules_policy R>
[[nodiscard]] result<player_id> read_team_seat(const state<R>& s, const word& w) {
    const int t = w.text.size() == 1 ? team_of_letter(w.text[0]) : -1;
    if (t < 0)
        return make_error("'" + std::string(w.text) + "' is not a team letter: S, H, C, D (s, h, c, d for a second pack)",
                          w.offset);
    const player_id p = seat_of_team(s, t);
    if (p < 0) return make_error("no player has team " + std::string(w.text) + " in this game", w.offset);
    return p;
}

// The moves between allies and seats (CW-V1.7 to CW-V1.14, CW-V1.20,
// CW-V7.2): route, give, price, join, ally-defend, conquest.
template <rules_policy R>
[[nodiscard]] result<move> read_side_move(const state<R>& s, const std::vector<word>& w, player_id me) {
    const std::string_view verb = w[0].text;
    if (verb == "route") {
        if (const auto n = words_are(w, 2, "route H"); !n) return n.error();
        const auto p = read_team_seat(s, w[1]);
        if (!p) return p.error();
        return move::route(*p);
    }
    if (verb == "give") {
        if (const auto n = words_are(w, 4, "give 7S+9S -> H' or 'give $300 -> H"); !n) return n.error();
        if (w[2].text != "->") return make_error("expected '->' before the receiving team", w[2].offset);
        const auto p = read_team_seat(s, w[3]);
        if (!p) return p.error();
        if (w[1].text.starts_with('$')) {
            const auto v = read_dollars(w[1], 65535);
            if (!v) return v.error();
            return move::give_money(*p, *v);
        }
        const auto set = read_set(s, w[1].text, w[1].offset, me, thug_cards);
        if (!set) return set.error();
        return move::give(*p, *set);
    }
    if (verb == "price") {
        if (const auto n = words_are(w, 2, "price 300"); !n) return n.error();
        const auto v = read_dollars(w[1], 65535);
        if (!v) return v.error();
        return move::price(*v);
    }
    if (verb == "conquest") {  // CW-V7.2
        if (const auto n = words_are(w, 2, "conquest spoils' or 'conquest annex"); !n) return n.error();
        if (w[1].text != "spoils" && w[1].text != "annex")
            return make_error("a conquest takes the 'spoils' or will 'annex' the team", w[1].offset);
        return move::conquest(w[1].text == "annex");
    }
    // join, ally-defend
    if (const auto n = words_are(w, 2, std::string(verb) + " 3H+4H (or -)"); !n) return n.error();
    const auto set = read_set(s, w[1].text, w[1].offset, me, thug_cards);
    if (!set) return set.error();
    return verb == "join" ? move::join(*set) : move::ally_defend(*set);
}

// HIRE: one card of the hand (CW-V1.22: of either suit).
template <rules_policy R>
[[nodiscard]] result<move> read_hire(const state<R>& s, const std::vector<word>& w, player_id me) {
    if (const auto n = words_are(w, 2, "hire 7H"); !n) return n.error();
    if constexpr (R::merged_decks) {
        const auto both = read_two_seat_set(s, w[1].text, w[1].offset, me, thug_cards);
        if (!both) return both.error();
        if (count(static_cast<card_set>(both->first | both->second)) != 1)
            return make_error("hire one card at a time", w[1].offset);
        return both->first != 0 ? move::hire(lowest(both->first), me) : move::hire(lowest(both->second), merged_partner<R>(me));
    }
    const auto set = read_set(s, w[1].text, w[1].offset, me, thug_cards);
    if (!set) return set.error();
    if (count(*set) != 1) return make_error("hire one card at a time", w[1].offset);
    return move::hire(lowest(*set));
}

// ATTACK: the units (CW-V1.20: of both seats), then the target.
template <rules_policy R>
[[nodiscard]] result<move> read_attack(const state<R>& s, const std::vector<word>& w, player_id me) {
    if (const auto n = words_are(w, 4, "attack 3S+4S -> 9C"); !n) return n.error();
    if (w[2].text != "->") return make_error("expected '->' between the attackers and the target", w[2].offset);
    constexpr auto units_allowed = static_cast<card_set>(thug_cards | kingpin_bit);
    two_sets units;
    if constexpr (R::two_teams) {
        const auto both = read_two_seat_set(s, w[1].text, w[1].offset, me, units_allowed);
        if (!both) return both.error();
        if (has(both->second, kingpin)) return make_error("only the turn's seat's kingpin may attack", w[1].offset);
        units = *both;
    } else {
        const auto one = read_set(s, w[1].text, w[1].offset, me, units_allowed);
        if (!one) return one.error();
        units.first = *one;
    }
    if ((units.first | units.second) == 0) return make_error("an attack needs at least one attacking unit", w[1].offset);
    const auto target = read_card(s, w[3].text, w[3].offset);
    if (!target) return target.error();
    if (!is_thug(target->c) && target->c != kingpin)
        return make_error("the target is a group (2-10) or a kingpin (K)", w[3].offset);
    return move::attack(units.first, target->seat, target->c, units.second);
}

// DEFEND, KEEP, SURRENDER: a set of the mover's cards (CW-V1.21, CW-V7.3: a
// surrendered group of any seat of his controller).
template <rules_policy R>
[[nodiscard]] result<move> read_set_move(const state<R>& s, const std::vector<word>& w, player_id me) {
    const std::string_view verb = w[0].text;
    if (const auto n = words_are(w, 2, std::string(verb) + " 2C+3C (or -)"); !n) return n.error();
    if constexpr (R::two_teams || R::great_empire) {
        if (verb == "surrender") {
            const auto any = read_controller_set(s, w[1].text, w[1].offset, me, thug_cards);
            if (!any) return any.error();
            return move::surrender(any->own, any->other, any->seat);
        }
    }
    const auto set = read_set(s, w[1].text, w[1].offset, me, thug_cards);
    if (!set) return set.error();
    return verb == "defend" ? move::defend(*set) : verb == "keep" ? move::keep(*set) : move::surrender(*set);
}

template <rules_policy R>
[[nodiscard]] std::string unknown_move_text(std::string_view verb) {
    return "unknown move '" + std::string(verb) +
           "': expected end, hire, attack, defend, snitch, roulette, loan, keep or surrender" +
           (R::alliance       ? std::string(", or route, give, price, accept, decline, join, ally-defend")
            : R::two_teams    ? std::string(R::great_empire ? ", or give, join, ally-defend" : ", or give, ally-defend")
            : R::great_empire ? std::string(", or join, ally-defend")
                              : std::string()) +
           (R::great_empire ? std::string(", conquest") : std::string());
}

template <rules_policy R>
[[nodiscard]] result<move> read_move(const state<R>& s, std::string_view text) {
    const auto w = split_words(text);
    if (w.empty())
        return make_error("empty move: expected end, hire, attack, defend, snitch, roulette, loan, keep or surrender", 0);
    const player_id me = mover_of(s);
    const std::string_view verb = w[0].text;
    if (verb == "end" || verb == "snitch" || verb == "roulette" || verb == "accept" || verb == "decline") {
        if (const auto n = words_are(w, 1, verb); !n) return n.error();
        if (verb == "accept") return move::accept();
        if (verb == "decline") return move::decline();
        return verb == "end" ? move::end_turn() : verb == "snitch" ? move::snitch() : move::roulette();
    }
    if (verb == "route" || verb == "give" || verb == "price" || verb == "join" || verb == "ally-defend" ||
        verb == "conquest")
        return read_side_move(s, w, me);
    if (verb == "hire") return read_hire(s, w, me);
    if (verb == "attack") return read_attack(s, w, me);
    if (verb == "defend" || verb == "keep" || verb == "surrender") return read_set_move(s, w, me);
    if (verb == "loan") {
        if (const auto n = words_are(w, 2, "loan 500"); !n) return n.error();
        const auto v = read_dollars(w[1], 800);
        if (!v) return v.error();
        return move::loan(*v);
    }
    return make_error(unknown_move_text<R>(verb), w[0].offset);
}

}  // namespace detail

// Reads a move for the player deciding in `s`. Only the form is checked
// here; try_play says whether it is legal. An error is located in `text`
// (what(): "line 1, column C: ...").
template <rules_policy R>
[[nodiscard]] result<move> parse_move(const state<R>& s, std::string_view text) {
    return arbiter::text::located(detail::read_move(s, text), text);
}

// ---------------------------------------------------------------- outcomes

template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>& s, const outcome& o) {
    switch (o.kind) {
        case chance_kind::first_player: return "first " + std::to_string(o.first);
        case chance_kind::draw: {  // CW-V1.22: second = 1, from the other suit's deck
            const player_id from = o.second != 0 ? merged_partner<R>(s.turn_player()) : s.turn_player();
            return "draw " + card_text(from >= 0 ? s.team(from).team : team_id{0}, o.first);
        }
        case chance_kind::roulette: return "roulette " + std::to_string(o.first);
        case chance_kind::combat: return "combat " + std::to_string(o.first) + "-" + std::to_string(o.second);
    }
    return "?";
}

namespace detail {

template <rules_policy R>
[[nodiscard]] result<outcome> read_outcome(const state<R>& s, std::string_view text) {
    const auto w = detail::split_words(text);
    if (w.size() != 2)
        return make_error("an outcome is two words: first N, draw 7H, roulette N or combat A-D", w.empty() ? 0 : w[0].offset);
    const std::string_view verb = w[0].text;
    if (verb == "first") {
        const auto v = detail::read_number(w[1].text, w[1].offset, static_cast<std::uint32_t>(R::seats - 1));
        if (!v) return v.error();
        return outcome::first_player(static_cast<std::uint8_t>(*v));
    }
    if (verb == "draw") {
        constexpr auto drawable = static_cast<card_set>(thug_cards | bonus_cards | bit(joker));
        if constexpr (R::merged_decks) {  // CW-V1.22: from either suit's deck
            const auto both = detail::read_two_seat_set(s, w[1].text, w[1].offset, s.turn_player(), drawable);
            if (!both) return both.error();
            if (count(static_cast<card_set>(both->first | both->second)) != 1) return make_error("a draw is one card", w[1].offset);
            return both->first != 0 ? outcome::draw(lowest(both->first)) : outcome::draw(lowest(both->second), true);
        }
        const auto set = detail::read_set(s, w[1].text, w[1].offset, s.turn_player(), drawable);
        if (!set) return set.error();
        if (count(*set) != 1) return make_error("a draw is one card", w[1].offset);
        return outcome::draw(lowest(*set));
    }
    if (verb == "roulette") {
        const auto v = detail::read_number(w[1].text, w[1].offset, 6);
        if (!v) return v.error();
        return outcome::roulette(static_cast<std::uint8_t>(*v));
    }
    if (verb == "combat") {
        const std::string_view t = w[1].text;
        const std::size_t dash = t.find('-');
        if (dash == std::string_view::npos) return make_error("a combat roll is written A-D, e.g. 4-3", w[1].offset);
        const auto a = detail::read_number(t.substr(0, dash), w[1].offset, 24);
        if (!a) return a.error();
        const auto d = detail::read_number(t.substr(dash + 1), w[1].offset + dash + 1, 24);
        if (!d) return d.error();
        return outcome::combat(static_cast<std::uint8_t>(*a), static_cast<std::uint8_t>(*d));
    }
    return make_error("unknown outcome '" + std::string(verb) + "': expected first, draw, roulette or combat", w[0].offset);
}

}  // namespace detail

// Reads a chance outcome of `s` (see the file comment); try_play says
// whether `s` lists it. An error is located in `text`.
template <rules_policy R>
[[nodiscard]] result<outcome> parse_outcome(const state<R>& s, std::string_view text) {
    return arbiter::text::located(detail::read_outcome(s, text), text);
}

}  // namespace arbiter::crime_wars
