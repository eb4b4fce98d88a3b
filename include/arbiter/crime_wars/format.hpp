#pragma once
// {fmt} formatters for Crime Wars (needs the arbiter::fmt target):
//
//   fmt::format("{}", state)              the table of the teams, then what happens next:
//
//     seat team               money    due  ATK  DEF  kingpin   hand  deck  groups in play
//        0 S Terrorists       $1000      -    4    1  ready        1     8  3S 5S! 6S+
//        1 H Gangstaz          $700   $625    1    5  ready        0    12  -
//        2 C The Mob             $0      -    2    3  out          0     0  -
//     player 0 to act: main phase
//
//   ('+' entered play this turn, '!' attacked this turn; `due` is the loan
//   repayment owed, CW-15.7; hand and deck are sizes: their cards are hidden;
//   then lines for the alliances, the pot and the coin where the variant has them)
//
//   fmt::format("{}", observation)        the table as its player sees it: the others' seats,
//                                         then the player's own, the player's hands, whose turn
//   fmt::format("{}", hand_of{s, p})      player p's hand: "7H 9H *H" ("-" if empty)
//   fmt::format("{}", move_in{s, m})      a move's text: "attack 3S+4S -> 9C"

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "../core/config.hpp"
#include "../core/format.hpp"  // as_text(s, x): any move or chance outcome
#include "card_text.hpp"
#include "generate.hpp"
#include "move_text.hpp"
#include "state_text.hpp"
#include "observation.hpp"
#include "state.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::crime_wars {

// A player's hand, for formatting (private to that player, CW-16.2).
template <rules_policy R>
struct hand_of {
    const state<R>& s;
    player_id player;
};
template <rules_policy R>
hand_of(const state<R>&, player_id) -> hand_of<R>;

// A move with the state it is made in, for formatting.
template <rules_policy R>
struct move_in {
    const state<R>& s;
    move m;
};
template <rules_policy R>
move_in(const state<R>&, move) -> move_in<R>;

namespace detail {

[[nodiscard]] inline std::string money_text(std::uint32_t dollars) { return fmt::format("${}", dollars); }

template <rules_policy R>
[[nodiscard]] std::string hand_text(const state<R>& s, player_id p) {
    std::string out;
    const auto add = [&](const team_record& t) {
        for (card_set h = t.hand; h != 0; h &= static_cast<card_set>(h - 1)) {
            if (!out.empty()) out += ' ';
            out += card_text(t.team, lowest(h));
        }
    };
    add(s.team(p));
    if constexpr (R::merged_decks) add(s.team(merged_partner<R>(p)));  // CW-V1.22: one hand of two suits
    return out.empty() ? std::string("-") : out;
}

template <rules_policy R>
[[nodiscard]] std::string groups_text(const team_record& t) {
    if (t.play == 0) return "-";
    std::string out;
    for (card_set g = t.play; g != 0; g &= static_cast<card_set>(g - 1)) {
        const card c = lowest(g);
        if (!out.empty()) out += ' ';
        out += card_text(t.team, c);
        if (has(t.entered, c)) out += '+';
        if (has(t.attacked, c)) out += '!';
    }
    return out;
}

// What happens next, or how the game ended.
template <rules_policy R>
[[nodiscard]] std::string status_text(const state<R>& s) {
    const int p = s.turn_player();
    switch (s.phase()) {
        case phase::choose_first: return "roll for the first player";
        case phase::dealing: return fmt::format("player {} draws an opening card", p);
        case phase::drawing: return fmt::format("player {} draws", p);
        case phase::main:
            return fmt::format("player {} to act: main phase{}", p, s.roulette_played() ? " (roulette played)" : "");
        case phase::defending:
        case phase::combat: {
            const std::string attack = fmt::format("{} attacks {}", set_text(s.team(s.turn_player()).team, s.attackers()),
                                                   card_text(s.team(s.target_player()).team, s.target_card()));
            if (s.phase() == phase::combat)
                return fmt::format("{}, defended by {}: combat roll", attack,
                                   set_text(s.team(s.target_player()).team,
                                            static_cast<card_set>(s.defenders() | bit(s.target_card()))));
            return fmt::format("{}: player {} chooses defenders", attack, int{s.target_player()});
        }
        case phase::roulette: return fmt::format("player {} spins the roulette", p);
        case phase::loan: return fmt::format("player {} lost ${}: loan?", p, s.debt());
        case phase::keep: return fmt::format("player {} is ruined: keep which thugs?", p);
        case phase::surrender: return fmt::format("player {} owes ${}: surrender which group?", p, s.debt());
        case phase::over: {
            std::string winners;
            for (player_id q = 0; q < R::players; ++q)
                if (is_winner(s, q)) winners += (winners.empty() ? "player " : " and player ") + std::to_string(q);
            if (winners.empty()) return fmt::format("game drawn at the turn cap of {}", s.turn_limit());
            return fmt::format("{} {} with {}", winners, winner(s) >= 0 ? "wins" : "win", money_text(score(s)));
        }
        case phase::routing:
            return fmt::format("player {} drew {}: his team's or his ally's?", p,
                               card_text(s.team(s.turn_player()).team, s.pending_bonus()));
        case phase::joining: return fmt::format("player {} may join the attack", int{s.helper()});
        case phase::ally_defending: return fmt::format("player {} may join the defense", int{s.helper()});
        case phase::pricing: return fmt::format("player {} prices his gift", p);
        case phase::conquering:  // CW-V7.2
            return fmt::format("player {} conquered player {}: spoils (${}) or annex?", int{s.controller_of(s.turn_player())},
                               int{s.controller_of(s.target_player())}, s.debt());
        case phase::accepting:
            return fmt::format("player {} is offered {} for ${}", int{s.team(s.turn_player()).ally},
                               set_text(s.team(s.turn_player()).team, s.gift()), s.debt());
    }
    return {};
}

// A team's kingpin in a table: out (eliminated), none (CW-V7.3, CW-V1.22),
// attacked (already this turn) or ready.
[[nodiscard]] inline const char* kingpin_word(const team_record& t) noexcept {
    return t.eliminated ? "out" : t.kingless ? "none" : t.kingpin_attacked ? "attacked" : "ready";
}

// The lines of the variants' table-wide state: the alliances (CW-V1), the
// pot (CW-V8) and the coin (CW-V6), under the labels given.
template <rules_policy R>
[[nodiscard]] std::string table_wide_lines(const state<R>& s, const std::array<std::string_view, 3>& labels) {
    std::string out;
    if constexpr (R::alliance) {
        std::string pairs;
        for (player_id p = 0; p < R::players; ++p)
            if (s.team(p).ally > p) pairs += fmt::format("{}{}+{}", pairs.empty() ? "" : ", ", int{p}, int{s.team(p).ally});
        out += fmt::format("{}: {}\n", labels[0], pairs.empty() ? std::string("none") : pairs);
    }
    if constexpr (R::gambling) out += fmt::format("{}: {}\n", labels[1], money_text(s.pot()));
    if constexpr (R::curse)
        out += s.coin_holder() < 0 ? fmt::format("{}: in the middle\n", labels[2])
                                   : fmt::format("{}: player {}\n", labels[2], int{s.coin_holder()});
    return out;
}

template <rules_policy R>
[[nodiscard]] std::string table_text(const state<R>& s) {
    std::string out = fmt::format("{:>4} {:<17}{:>7}{:>7}{:>5}{:>5}  {:<9}{:>5}{:>6}  {}\n", "seat", "team", "money",
                                  "due", "ATK", "DEF", "kingpin", "hand", "deck", "groups in play");
    for (player_id p = 0; p < R::seats; ++p) {
        const team_record& t = s.team(p);
        const std::string team = fmt::format("{} {}", team_letter(t.team), team_name(t.team));
        // CW-V1.19: a controller's money and loan show on his first seat.
        const bool account = s.controller_of(p) == p;
        // CW-V1.22, CW-16.3: a merged seat's one hand and one deck show on its
        // first line, as totals: which suit its hidden cards are is not public.
        std::string hand = std::to_string(count(t.hand)), deck = std::to_string(count(t.deck) + t.bottom_size);
        if constexpr (R::merged_decks) {
            const team_record& o = s.team(merged_partner<R>(p));
            hand = p < R::players ? std::to_string(count(t.hand) + count(o.hand)) : "^";
            deck = p < R::players ? std::to_string(count(t.deck) + count(o.deck) + t.bottom_size + o.bottom_size) : "^";
        }
        out += fmt::format("{:>4} {:<17}{:>7}{:>7}{:>5}{:>5}  {:<9}{:>5}{:>6}  {}\n", int{p}, team,
                           account ? money_text(t.money) : fmt::format("p{}", int{s.controller_of(p)}),
                           t.due > 0 ? money_text(t.due) : "-", attack_stat<R>(t), defense_stat<R>(t),
                           kingpin_word(t), hand, deck, groups_text<R>(t));
    }
    out += table_wide_lines(s, {"alliances", "pot", "coin"});
    out += status_text(s) + "\n";
    return out;
}

// One player's table (CW-16): the others' seats from the one after the
// viewer's, the viewer's at the bottom, the viewer's own hands, whose turn.
template <rules_policy R>
[[nodiscard]] std::string view_table(const observation<R>& o) {
    const state<R>& v = o.view;
    const player_id me = o.viewer;
    // The others' seats first, from the one after the viewer's, then the viewer's at the bottom.
    std::vector<player_id> seats;
    for (int mine = 0; mine < 2; ++mine)
        for (int k = 1; k <= R::seats; ++k) {
            const auto q = static_cast<player_id>((me + k) % R::seats);
            if ((v.controller_of(q) == me) == (mine == 1)) seats.push_back(q);
        }
    std::string out = fmt::format(" {:<7}{:<15}{:>6}{:>6}{:>4}{:>4}  {:<9}{:>4}{:>5}  {}\n", "player", "team",
                                  "money", "due", "ATK", "DEF", "kingpin", "hand", "deck", "groups");
    for (const player_id q : seats) {
        const team_record& t = v.team(q);
        const player_id c = v.controller_of(q);
        const bool account = c == q;  // CW-V1.19: money and loan on the controller's own seat
        // The deck's size: S and B; the view folds the others' hands into S (CW-16.3).
        const auto in_deck = [&](player_id r) {
            const int hidden = v.controller_of(r) == me ? 0 : o.hand_sizes[static_cast<std::size_t>(r)];
            return count(v.team(r).deck) + v.team(r).bottom_size - hidden;
        };
        std::string hand = std::to_string(o.hand_sizes[static_cast<std::size_t>(q)]);
        std::string deck = std::to_string(in_deck(q));
        if constexpr (R::merged_decks) {  // CW-V1.22: one hand and one deck, on the seat's first line
            const auto partner = merged_partner<R>(q);
            hand = q < R::players ? hand : "^";
            deck = q < R::players ? std::to_string(in_deck(q) + in_deck(partner)) : "^";
        }
        out += fmt::format(" {:<7}{:<15}{:>6}{:>6}{:>4}{:>4}  {:<9}{:>4}{:>5}  {}\n",
                           fmt::format("{}{}", c == me ? "you " : "", int{c}),
                           fmt::format("{} {}", team_letter(t.team), team_name(t.team)),
                           account ? money_text(t.money) : fmt::format("p{}", int{c}),
                           t.due > 0 ? money_text(t.due) : "-", attack_stat<R>(t),
                           defense_stat<R>(t),
                           kingpin_word(t), hand, deck, groups_text<R>(t));
    }
    out += table_wide_lines(v, {" Alliances", " Pot", " Coin"});
    for (const player_id q : seats)  // the viewer's own hands (CW-16.2)
        if (v.controller_of(q) == me && (!R::merged_decks || q < R::players) && !v.team(q).eliminated)
            out += fmt::format(" Your hand{}: {}\n",
                               R::seats > R::players && !R::merged_decks
                                   ? fmt::format(" ({})", team_letter(v.team(q).team))
                                   : std::string(),
                               hand_text(v, q));
    out += fmt::format(" Turns taken: {}{}\n", v.turns_taken(),
                       v.turn_limit() > 0 ? fmt::format(" of {} (CW-12.8)", v.turn_limit()) : std::string());
    const player_id next = current_player(v);
    out += " " + status_text(v) + (next == me ? " (your decision)" : "") + "\n";
    return out;
}

}  // namespace detail
}  // namespace arbiter::crime_wars

namespace fmt {

template <arbiter::crime_wars::rules_policy R>
struct formatter<arbiter::crime_wars::observation<R>> : formatter<std::string_view> {
    template <class FormatContext>
    auto format(const arbiter::crime_wars::observation<R>& o, FormatContext& ctx) const {
        return formatter<std::string_view>::format(arbiter::crime_wars::detail::view_table(o), ctx);
    }
};

template <arbiter::crime_wars::rules_policy R>
struct formatter<arbiter::crime_wars::state<R>> : formatter<std::string_view> {
    template <class FormatContext>
    auto format(const arbiter::crime_wars::state<R>& s, FormatContext& ctx) const {
        return formatter<std::string_view>::format(arbiter::crime_wars::detail::table_text(s), ctx);
    }
};

template <arbiter::crime_wars::rules_policy R>
struct formatter<arbiter::crime_wars::hand_of<R>> : formatter<std::string_view> {
    template <class FormatContext>
    auto format(const arbiter::crime_wars::hand_of<R>& h, FormatContext& ctx) const {
        return formatter<std::string_view>::format(arbiter::crime_wars::detail::hand_text(h.s, h.player), ctx);
    }
};

template <arbiter::crime_wars::rules_policy R>
struct formatter<arbiter::crime_wars::move_in<R>> : formatter<std::string_view> {
    template <class FormatContext>
    auto format(const arbiter::crime_wars::move_in<R>& m, FormatContext& ctx) const {
        return formatter<std::string_view>::format(arbiter::crime_wars::to_string(m.s, m.m), ctx);
    }
};

}  // namespace fmt

ARBITER_TEXT_CODE_END
