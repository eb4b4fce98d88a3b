#pragma once
// The words Crime Wars' descriptions are made of (describe.hpp): seats, cards,
// money, and what ended the game or a draw brought, as a viewer may know them.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../core/config.hpp"
#include "../core/describe.hpp"
#include "card_text.hpp"
#include "generate.hpp"
#include "resolve.hpp"
#include "state.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::crime_wars {

namespace detail {

// ---------------------------------------------------------------- words

[[nodiscard]] inline std::string words_money(std::uint32_t dollars) {
    return "$" + std::to_string(dollars);
}

// CW-1.2, CW-V10.2: a team by its suit.
[[nodiscard]] inline std::string words_team(team_id t) {
    constexpr std::array<std::string_view, 4> suits{"Spades", "Hearts", "Clubs", "Diamonds"};
    const std::string name{suits[static_cast<std::size_t>(suit_of(t))]};
    return pack_of(t) == 0 ? name : "second " + name;
}

// A card's rank in words ("7", "Queen", "Joker"; the kingpin bit is the King).
[[nodiscard]] inline std::string words_rank(card c) {
    switch (c) {
        case jack:
            return "Jack";
        case queen:
            return "Queen";
        case ace:
            return "Ace";
        case joker:
            return "Joker";
        case kingpin:
            return "King";
        default:
            return std::to_string(size_of(c));
    }
}

// "7 of Hearts", "King of Hearts".
[[nodiscard]] inline std::string words_card(team_id t, card c) {
    return words_rank(c) + " of " + words_team(t);
}

// "a", "a and b", "a, b and c".
[[nodiscard]] inline std::string words_list(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += i + 1 == items.size() ? " and " : ", ";
        out += items[i];
    }
    return out;
}

// "the 5 and 9 of Spades" ("" for none).
[[nodiscard]] inline std::string words_set(team_id t, card_set set) {
    if (set == 0) return {};
    std::vector<std::string> ranks;
    for (card_set x = set; x != 0; x &= static_cast<card_set>(x - 1))
        ranks.push_back(words_rank(lowest(x)));
    return "the " + words_list(ranks) + " of " + words_team(t);
}

[[nodiscard]] inline std::string words_count(int n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

// The seats and players as one viewer names them: "you" for his own.
struct words_seats {
    player_id viewer = omniscient;
    int seats = 0;
    bool multi = false;  // a player may have several seats
    std::array<std::string, 8> name{};
    std::array<std::string, 8> player_name{};
    std::array<team_id, 8> team{};
    std::array<player_id, 8> controller{};

    [[nodiscard]] static std::size_t at(player_id p) { return static_cast<std::size_t>(p); }
    [[nodiscard]] bool yours(player_id seat) const { return controller[at(seat)] == viewer; }
    // CW-16.2: may the viewer see this seat's hand?
    [[nodiscard]] bool sees(player_id seat) const { return viewer == omniscient || yours(seat); }
    [[nodiscard]] std::string who(player_id seat) const {
        return yours(seat) ? "you" : name[at(seat)];
    }
    // A seat acting apart from its player's other seats (CW-V1.20, CW-V7.3): "your Clubs".
    [[nodiscard]] std::string who_seat(player_id seat) const {
        return yours(seat) && multi ? "your " + name[at(seat)] : who(seat);
    }
    [[nodiscard]] std::string whose(player_id seat) const {
        return yours(seat) ? "your" : name[at(seat)] + "'";
    }
    [[nodiscard]] std::string their(player_id seat) const { return yours(seat) ? "your" : "their"; }
    [[nodiscard]] std::string they(player_id seat) const { return yours(seat) ? "you" : "they"; }
    [[nodiscard]] std::string player(player_id c) const {
        return c == viewer ? "you" : player_name[at(c)];
    }
    [[nodiscard]] std::string named(player_id seat, card c) const {
        return words_card(team[at(seat)], c);
    }
    [[nodiscard]] std::string named_set(player_id seat, card_set set) const {
        return words_set(team[at(seat)], set);
    }
    [[nodiscard]] std::string notation(player_id seat, card c) const {
        return card_text(team[at(seat)], c);
    }
};

template <rules_policy R>
[[nodiscard]] words_seats words_of(const state<R>& s, player_id viewer) {
    words_seats w;
    w.viewer = viewer;
    w.seats = R::seats;
    w.multi = R::two_teams || R::great_empire;
    for (player_id p = 0; p < R::seats; ++p) {
        const std::size_t i = words_seats::at(p);
        w.team[i] = s.team(p).team;
        w.name[i] = words_team(w.team[i]);
        w.controller[i] = s.controller_of(p);
    }
    for (player_id c = 0; c < R::players; ++c)  // CW-V1.17: a controller by both his teams
        w.player_name[words_seats::at(c)] =
            R::two_teams
                ? w.name[words_seats::at(c)] + " and " + w.name[words_seats::at(c + R::players)]
                : w.name[words_seats::at(c)];
    return w;
}

// The sentences and events told of one move or outcome.
struct words_story {
    std::string text;
    std::vector<event> events;
    unsigned told_out = 0;  // players whose elimination is told

    void say(const std::string& sentence) {
        if (!text.empty()) text += ' ';
        text += capitalized(sentence) + '.';
    }
    void add(event_kind k, player_id p, std::string piece = {}, std::string from = {},
             std::string to = {}, std::uint32_t amount = 0) {
        events.push_back(event{k, p, std::move(piece), std::move(from), std::move(to),
                               static_cast<int>(amount)});
    }
    // One `removed` event per card of `set` of seat q, owned by player c.
    void add_removed(const words_seats& w, player_id q, player_id c, card_set set) {
        for (card_set x = set; x != 0; x &= static_cast<card_set>(x - 1))
            add(event_kind::removed, c, w.named(q, lowest(x)), w.notation(q, lowest(x)));
    }
};

// ---------------------------------------------------------------- endings

// CW-12.6, CW-12.8, CW-V1.11: how the finished game s ended, for the viewer.
template <rules_policy R>
[[nodiscard]] std::string words_end(const state<R>& s, const words_seats& w) {
    if (!is_terminal(s)) return "the game is not over";
    if (at_length_cap(s))
        return "the game is drawn: the cap of " + std::to_string(s.turn_limit()) +
               " turns is reached (CW-12.8)";
    std::vector<player_id> winners;
    for (player_id c = 0; c < R::players; ++c)
        if (is_winner(s, c)) winners.push_back(c);
    if (winners.empty()) return "a draw: nobody is left";
    const std::string money = words_money(score(s));
    if (winners.size() == 1) {
        const player_id c = winners.front();
        if (c == w.viewer)
            return "you win with " + money + ": every rival is out of the game (CW-12.6)";
        const std::string wins = w.player(c) + " win with " + money;
        if (w.viewer == omniscient) return wins + ": every rival is out of the game (CW-12.6)";
        return "you lose: " + wins + ", the last player left (CW-12.6)";
    }
    const player_id a = winners[0], b = winners[1];  // CW-V1.11: joint winners
    if (w.viewer == a || w.viewer == b)
        return "you and " + w.player(w.viewer == a ? b : a) + " win together with " + money +
               ": only your alliance is left (CW-V1.11)";
    const std::string both = w.player(a) + " and " + w.player(b) + " win together with " + money;
    if (w.viewer == omniscient) return both + ": only their alliance is left (CW-V1.11)";
    return "you lose: " + both + ", the last alliance left (CW-V1.11)";
}

// Eliminations not told yet: a loan default (CW-15.8).
template <rules_policy R>
void tell_out(const state<R>& s, const state<R>& after, const words_seats& w, words_story& st) {
    for (player_id c = 0; c < R::players; ++c) {
        if (!s.controller_in(c) || after.controller_in(c) || (st.told_out >> c & 1u) != 0) continue;
        st.told_out |= 1u << c;
        const std::uint32_t due = s.team(c).due;
        if (due > 0)
            st.say(w.player(c) + " cannot repay the " + words_money(due) +
                   " loan due: " + w.player(c) + " are out of the game (CW-15.8)");
        else
            st.say(w.player(c) + " are out of the game (CW-12.1)");
        st.add(event_kind::eliminated, c, w.player_name[words_seats::at(c)]);
    }
}

// What follows any move or outcome: eliminations not told yet, the end of
// an alliance (CW-V1.11), the end of the game.
template <rules_policy R>
void tell_after(const state<R>& s, const state<R>& after, const words_seats& w, words_story& st) {
    tell_out(s, after, w, st);
    if constexpr (R::alliance) {
        for (player_id p = 0; p < R::players; ++p)
            if (!is_terminal(after) && s.team(p).ally > p && after.team(p).ally < 0 &&
                !after.team(p).eliminated) {
                st.say("only " + w.player(p) + " and " + w.player(s.team(p).ally) +
                       " are left: their alliance ends and they fight on" +
                       (after.snitch_restored() && !s.snitch_restored()
                            ? ", each with a Snitch in the deck"
                            : "") +
                       " (CW-V1.11)");
                break;
            }
    }
    if (!is_terminal(after) || is_terminal(s)) return;
    st.say(words_end(after, w));
    st.add(event_kind::game_over, winner(after), {}, {}, {}, score(after));
}

// ---------------------------------------------------------------- draws

// CW-8.1: what bonus card c did for seat `to`'s team, read in `after`.
template <rules_policy R>
[[nodiscard]] std::string words_bonus(const state<R>& after, const words_seats& w, player_id to,
                                      card c) {
    const team_record& t = after.team(to);
    // CW-V1.18, CW-V1.22: a player of two teams reads which of his.
    const std::string team =
        R::two_teams && w.yours(to) ? "your " + w.name[words_seats::at(to)] + "'" : w.whose(to);
    if (c == queen)
        return team + " attack rises to " + std::to_string(attack_stat<R>(t)) + " per thug";
    if (c == jack)
        return team + " defense rises to " + std::to_string(defense_stat<R>(t)) + " per thug";
    return w.who(to) + " gain " + words_money(ace_bonus);
}
template <rules_policy R>
void add_bonus_event(const state<R>& after, const words_seats& w, player_id to, card c,
                     player_id from, words_story& st) {
    const std::string what = w.named(from, c);
    if (c == ace) {
        st.add(event_kind::scored, after.controller_of(to), what, {}, {}, ace_bonus);
        return;
    }
    const team_record& t = after.team(to);
    const std::string stat = c == queen
                                 ? "attack " + std::to_string(attack_stat<R>(t)) + " per thug"
                                 : "defense " + std::to_string(defense_stat<R>(t)) + " per thug";
    st.add(event_kind::scored, after.controller_of(to), what + ": " + stat, {}, {}, 1);
}

// CW-4.2, CW-8.2: seat `drawer` drew card c of record `from`'s deck; it is
// public when `known` (the deck's bottom, CW-4.6) or a bonus card.
template <rules_policy R>
void tell_draw(const state<R>& after, const words_seats& w, player_id drawer, player_id from,
               card c, bool known, bool opening, words_story& st) {
    const player_id ctrl = after.controller_of(drawer);
    const std::string how =
        known ? " (known to all: " + w.their(drawer) + " deck's shuffled part is used up)" : "";
    if (!is_bonus(c)) {
        if (!known && !w.sees(drawer)) {  // CW-16.2
            st.say(w.who(drawer) + " draw " + (opening ? "an opening card" : "a card"));
            st.add(event_kind::drew, ctrl, {}, {}, {}, 1);
            return;
        }
        st.say(w.who(drawer) + " draw the " + w.named(from, c) +
               (c == joker ? " (the Snitch)" : "") + how);
        st.add(event_kind::drew, ctrl, w.named(from, c), {}, {}, 1);
        return;
    }
    st.add(event_kind::drew, ctrl, w.named(from, c), {}, {}, 1);
    if (after.phase() == phase::routing && after.turn_player() == drawer) {  // CW-V1.8
        const player_id ally = live_ally(after, drawer);
        st.say(w.who(drawer) + " draw the " + w.named(from, c) + how + ": " + w.they(drawer) +
               " choose whether it strengthens " + w.name[words_seats::at(drawer)] + " or " +
               w.name[words_seats::at(ally)] + " (CW-V1.8)");
        return;
    }
    st.say(w.who(drawer) + " draw the " + w.named(from, c) + how + ": " +
           words_bonus(after, w, from, c) + ", and it goes to the bottom of " + w.their(drawer) +
           " deck (CW-8.2)");
    add_bonus_event(after, w, from, c, from, st);  // CW-V1.22: its own suit's team
}

// CW-17.5: the draw made without a chance event at the start of seat p's
// turn, from the public bottom of its deck (`mid`: the state just before).
template <rules_policy R>
void tell_known_draw(const state<R>& mid, const state<R>& after, const words_seats& w, player_id p,
                     words_story& st) {
    if (after.turn_player() != p ||
        (after.phase() != phase::main && after.phase() != phase::routing))
        return;
    if (mid.team(p).deck != 0 || bottom_count(mid, p) == 0)
        return;  // a chance draw, or none (CW-4.7)
    if constexpr (R::merged_decks)
        if (mid.team(merged_partner<R>(p)).deck != 0) return;
    state<R> first = mid;
    const record_card drawn = take_first_of_bottom(first, p);
    tell_draw(after, w, p, drawn.record, drawn.c, true, false, st);
}

// CW-5.2 steps 1 and 2 for the seat whose turn begins: the loan repaid
// (CW-15.8) and a draw from a known bottom.
template <rules_policy R>
void tell_turn_start(const state<R>& s, const state<R>& after, const words_seats& w,
                     words_story& st) {
    const player_id p = after.turn_player();
    std::string text =
        "it is " + (w.yours(p) ? std::string("your turn") : w.name[words_seats::at(p)] + "' turn");
    if (R::two_teams && w.yours(p)) text += " (" + w.name[words_seats::at(p)] + ")";
    const std::uint32_t due = s.account(p).due;
    if (due > 0 && after.phase() == phase::surrender && after.turn_player() == p) {
        const std::uint32_t paid = s.account(p).money;
        text += ": " + w.they(p) +
                (paid > 0 ? " pay " + w.their(p) + " " + words_money(paid) + " toward"
                          : " have no money for") +
                " the " + words_money(due) +
                " loan due and must surrender groups for the remaining " +
                words_money(after.debt()) + " (CW-15.8)";
        if (paid > 0)
            st.add(event_kind::paid, after.controller_of(p), "loan repayment", {}, {}, paid);
    } else if (due > 0) {
        text += ": " + w.they(p) + " repay the " + words_money(due) + " loan due (CW-15.8)";
        st.add(event_kind::paid, after.controller_of(p), "loan repayment", {}, {}, due);
    }
    st.say(text);
    tell_known_draw(s, after, w, p, st);
}

}  // namespace detail

}  // namespace arbiter::crime_wars

ARBITER_TEXT_CODE_END
