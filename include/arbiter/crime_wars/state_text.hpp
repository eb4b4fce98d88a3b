#pragma once
// A whole state as text: to_string(s) writes it, parse_state<R>(text) in
// state_reader.hpp reads it back; the two round-trip every reachable state
// of every rules policy exactly (the harness checks it at every node). One
// line per fact, fields `key=value`:
//
//   crime-wars players=2 variants=hardcore,bounty
//   phase=main turn=0 first=0 deals=0 roulette=no debt=0 resume=main turns=4 limit=0 pot=0 coin=-
//   S money=700 due=0 q=1 j=0 turns=2 king=ready hand=7,* play=3,5+,6! deck=2,4,8,10,J,A bottom=Q
//   H money=1000 due=0 q=0 j=0 turns=2 king=ready hand=2 play=- deck=... bottom=-
//   attack=3S+4S->9C defend=2C
//
// A team line starts with its team letter (card_text.hpp), its cards by
// rank only ('*' the Joker); a group marked '+' entered play this turn,
// '!' attacked this turn. `king` is ready, attacked (this turn) or out (the
// player is eliminated). The last line is `attack=-` outside an attack.
// Under Thug Alliance (CW-V1) the phase line adds `bonus=` (the card waiting
// for its ROUTE), `gift=` (the cards of a GIVE being priced or answered) and
// `play-on=` and `restore-snitch=` (no, yes, or done once restored, CW-V1.11); each team line adds `ally=`; the attack line `join=` and
// `ally-defend=` (the allies' groups). Under two teams per player (CW-V1.17)
// there is a line per seat, the controller's money on his first seat's, and
// the attack line has `join=` and `ally-defend=` for his other seat. Under
// Great Empire (CW-V7) the phase line adds `conquest=` (the conquered seat
// while the conqueror chooses), each team line `controller=`, `king=none`
// marks an annexed seat, and the attack line has `join=` and `ally-defend=`
// (the groups of every helping seat, each card naming its team) and, while
// a seat decides a JOIN or ALLY_DEFEND, `helper=` (that seat, CW-V7.3). During a surrender, once a group is given up, the
// phase line ends with `below=` (CW-15.3): the next group's surrender_key
// (8 times its card id, plus 7 less its seat's distance after the turn seat)
// must be below it. Under merged decks (CW-V1.22) the other suit's line
// has `king=none`, each seat's first line ends with `order=` (the team
// letter of each card of the seat's one B, first drawn first: SHHS), and
// while the second suit's KEEP is decided the phase line has `kept=` (the
// kingpin suit's cards kept at the first).
// Blank lines and lines starting with '#' are skipped when read; an error
// of the reader is located: what() reads "line L, column C: ...".

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../core/config.hpp"
#include "../core/state_header.hpp"
#include "../core/result.hpp"
#include "card_text.hpp"
#include "move_text.hpp"
#include "state.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::crime_wars {

// The header line names the rules entry (core/state_header.hpp) from the
// game's descriptor, which is defined in descriptor.hpp (included by the
// game's header, <arbiter/GAME.hpp>): to_string(s) and parse_state need it
// where they are used, not here.
struct descriptor;

// The variant names of the notation and the `arbiter` tool, in a fixed order.
template <rules_policy R>
[[nodiscard]] std::string variant_names() {
    std::string out;
    const auto add = [&](bool on, std::string_view name) {
        if (!on) return;
        if (!out.empty()) out += ',';
        out += name;
    };
    add(R::alliance, "alliance");
    add(R::hardcore, "hardcore");
    add(R::aggressor, "aggressor");
    add(R::rush, "rush");
    add(R::diceless, "diceless");
    add(R::curse, "curse");
    add(R::gambling, "gambling");
    add(R::bounty, "bounty");
    add(R::two_teams, "two-teams");
    add(R::great_empire, "great-empire");
    add(R::merged_decks, "merged-decks");
    add(R::multiple_decks, "multiple-decks");
    return out.empty() ? "-" : out;
}

namespace detail {

inline constexpr std::array<std::string_view, 17> phase_words{
    "choose-first", "dealing", "drawing", "main",    "defending", "combat",         "roulette", "loan",     "keep",
    "surrender",    "over",    "routing", "joining", "ally-defending", "pricing", "accepting", "conquering"};

// Phases inside an attack (CW-18.4).
[[nodiscard]] constexpr bool in_attack(phase p) noexcept {
    return p == phase::joining || p == phase::defending || p == phase::ally_defending || p == phase::combat;
}

// The helpers' groups on one side of the attack, seat by seat ("-" for none).
template <rules_policy R>
[[nodiscard]] std::string help_text(const state<R>& s, bool attack_side) {
    std::string out;
    for (player_id q = 0; q < R::seats; ++q)
        if (s.help(q) != 0 && helps_attack(s, q) == attack_side)
            out += (out.empty() ? "" : "+") + set_text(s.team(q).team, s.help(q));
    return out.empty() ? std::string("-") : out;
}

// CW-V1.22: the team letter of each card of a merged seat's B, in order.
template <rules_policy R>
[[nodiscard]] std::string bottom_order_text(const state<R>& s, player_id seat) {
    const int n = s.team(seat).bottom_size + s.team(seat + R::players).bottom_size;
    std::string out;
    for (int i = 0; i < n; ++i)
        out += team_letter(s.team(((s.bottom_order(seat) >> i) & 1u) != 0 ? seat + R::players : seat).team);
    return out.empty() ? std::string("-") : out;
}

[[nodiscard]] inline std::string ranks_text(card_set set, card_set entered = 0, card_set attacked = 0) {
    if (set == 0) return "-";
    std::string out;
    for (card_set s = set; s != 0; s &= static_cast<card_set>(s - 1)) {
        if (!out.empty()) out += ',';
        out += rank_text(lowest(s));
        if (has(entered, lowest(s))) out += '+';
        if (has(attacked, lowest(s))) out += '!';
    }
    return out;
}

}  // namespace detail

template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>& s) {
    std::string out = header_line<depend_on_t<descriptor, R>, R, state<R>>() + "crime-wars players=" + std::to_string(R::players) + " variants=" + variant_names<R>() + "\n";
    out += "phase=" + std::string(detail::phase_words[static_cast<std::size_t>(s.phase())]);
    out += " turn=" + std::to_string(s.turn_player()) + " first=" + std::to_string(s.first_player());
    out += " deals=" + std::to_string(s.deals_left()) + " roulette=" + (s.roulette_played() ? "yes" : "no");
    out += " debt=" + std::to_string(s.debt()) + " resume=" +
           std::string(detail::phase_words[static_cast<std::size_t>(s.resume_phase())]);
    out += " turns=" + std::to_string(s.turns_taken()) + " limit=" + std::to_string(s.turn_limit());
    out += " pot=" + std::to_string(s.pot()) + " coin=" + (s.coin_holder() < 0 ? "-" : std::to_string(s.coin_holder()));
    if constexpr (R::alliance)  // CW-V1.8, CW-V1.14
        out += " bonus=" + (s.phase() == phase::routing ? rank_text(s.pending_bonus()) : std::string("-")) +
               " gift=" + detail::ranks_text(s.gift()) + " play-on=" + (s.plays_on() ? "yes" : "no") +
               " restore-snitch=" + (s.snitch_restored() ? "done" : s.restores_snitch() ? "yes" : "no");
    if constexpr (R::great_empire)  // CW-V7.2: the conquered seat while the conqueror chooses
        out += " conquest=" + (s.phase() == phase::conquering ? std::to_string(s.target_player()) : std::string("-"));
    if constexpr (R::merged_decks)  // CW-V1.22: the second step of a KEEP
        if (s.phase() == phase::keep && s.helper() >= 0) out += " kept=" + detail::ranks_text(s.kept());
    if (s.surrender_below() != no_surrender_bound)  // CW-15.3: a surrender under way
        out += " below=" + std::to_string(s.surrender_below());
    out += '\n';
    for (player_id p = 0; p < R::seats; ++p) {  // a line per seat (CW-V1.21); money on the controller's first
        const team_record& t = s.team(p);
        out += team_letter(t.team);
        out += " money=" + std::to_string(t.money) + " due=" + std::to_string(t.due);
        out += " q=" + std::to_string(t.queens) + " j=" + std::to_string(t.jacks) + " turns=" + std::to_string(t.turns);
        out += " king=" + std::string(t.eliminated         ? "out"
                                      : t.kingless         ? "none"  // CW-V7.3
                                      : t.kingpin_attacked ? "attacked"
                                                           : "ready");
        out += " hand=" + detail::ranks_text(t.hand) + " play=" + detail::ranks_text(t.play, t.entered, t.attacked);
        out += " deck=" + detail::ranks_text(t.deck);
        std::string bottom;
        for (int i = 0; i < t.bottom_size; ++i) {
            if (i > 0) bottom += ',';
            bottom += rank_text(t.bottom[static_cast<std::size_t>(i)]);
        }
        out += " bottom=" + (bottom.empty() ? std::string("-") : bottom);
        if constexpr (R::alliance) out += " ally=" + (t.ally < 0 ? std::string("-") : std::to_string(t.ally));
        if constexpr (R::great_empire) out += " controller=" + std::to_string(s.controller_of(p));  // CW-V7.3
        if constexpr (R::merged_decks)
            if (p < R::players) out += " order=" + detail::bottom_order_text(s, p);
        out += "\n";
    }
    if (detail::in_attack(s.phase())) {
        out += "attack=" + set_text(s.team(s.turn_player()).team, s.attackers()) + "->" +
               card_text(s.team(s.target_player()).team, s.target_card()) +
               " defend=" + set_text(s.team(s.target_player()).team, s.defenders());
        if constexpr (R::alliance || R::two_teams || R::great_empire) {  // CW-V1.9, CW-V1.10, CW-V1.20, CW-V7.3
            out += " join=" + detail::help_text(s, true);
            out += " ally-defend=" + detail::help_text(s, false);
            if constexpr (R::great_empire)  // the seat deciding a JOIN or ALLY_DEFEND
                if (s.helper() >= 0) out += " helper=" + std::to_string(s.helper());
        }
        out += "\n";
    } else {
        out += "attack=-\n";
    }
    return out;
}

}  // namespace arbiter::crime_wars

ARBITER_TEXT_CODE_END
