#pragma once
// parse_state<R>(text): reads the full-state text of state_text.hpp back,
// checking its form and the invariants every state keeps (each card in one
// place, marks only on groups, an attack only while one is fought...), and
// that play can continue from it (core/playable.hpp). One reader per
// section: the header, the phase line, the team lines (and, under merged
// decks, the orders of their bottoms), the checks across lines, the attack
// line; the fields of a line are read with state_fields.hpp. Blank lines
// and lines starting with '#' are skipped (core/text.hpp); every error is
// located: what() reads "line L, column C: ...".

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "../core/config.hpp"
#include "../core/playable.hpp"
#include "../core/state_header.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "card_text.hpp"
#include "move_text.hpp"
#include "generate.hpp"
#include "state.hpp"
#include "state_fields.hpp"
#include "state_text.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::crime_wars {

namespace detail {

// The meaningful lines of a state text: the header, the phase, one per
// seat and the attack, or an error saying how many there should be.
template <rules_policy R>
[[nodiscard]] result<std::vector<arbiter::text::text_line>> state_lines(std::string_view whole) {
    std::vector<arbiter::text::text_line> lines;
    arbiter::text::line_reader reader(whole);
    for (arbiter::text::text_line l; reader.next(l);) lines.push_back(l);
    const std::size_t want = 3 + state<R>::num_seats;
    if (lines.size() == want) return lines;
    return make_error("a state of " + std::to_string(R::players) + " players" +
                          (R::two_teams ? " (" + std::to_string(R::seats) + " teams)" : std::string()) + " is " +
                          std::to_string(want) + " lines: the header, the phase, one per team and the attack; found " +
                          std::to_string(lines.size()),
                      lines.size() > want ? lines[want].text.offset : reader.offset());
}

// Line 1: `crime-wars players=N variants=V`, for these rules.
template <rules_policy R>
[[nodiscard]] result<bool> read_header(const field_reader& head) {
    if (head.size() == 0 || head.at(0).text != "crime-wars") return head.fail("a state starts with 'crime-wars'", head.start());
    if (const auto n = head.number(1, "players", 8); !n) return n.error();
    else if (*n != static_cast<std::uint32_t>(R::players))
        return head.fail("the state is for " + std::to_string(*n) + " players, these rules for " + std::to_string(R::players),
                         head.at(1).offset);
    const auto variants = head.field(2, "variants");
    if (!variants) return variants.error();
    if (variants->text != variant_names<R>())
        return head.fail("variants '" + std::string(variants->text) + "' are not these rules' '" + variant_names<R>() + "'",
                         variants->offset);
    return head.end_of_line(3);
}

// What the phase line says that the later lines are checked against.
struct phase_line {
    phase ph = phase::main;
    player_id turn = 0;
    int conquered = -1;        // CW-V7.2: the conquered seat, -1 if none
    std::size_t conquest_at = 0;
    bool keep_second = false;  // CW-V1.22: the other suit's KEEP under way
};

// CW-V1.8, CW-V1.11, CW-V1.14: the Thug Alliance's fields, from word 11.
template <rules_policy R>
[[nodiscard]] result<bool> read_alliance_fields(const field_reader& ph, phase at, typename state<R>::edit& e) {
    const auto bonus = ph.field(11, "bonus");
    if (!bonus) return bonus.error();
    const int b = bonus->text == "-" ? -1 : card_of_rank(bonus->text);
    if ((b >= 0 && !is_bonus(static_cast<card>(b))) || (b < 0 && bonus->text != "-"))
        return ph.fail("bonus is J, Q, A or -", bonus->offset);
    if ((b >= 0) != (at == phase::routing))
        return ph.fail("a bonus card waits for its ROUTE exactly while routing (CW-V1.8)", bonus->offset);
    e.pending_bonus() = static_cast<card>(b < 0 ? 0 : b);
    const auto gift = ph.field(12, "gift");
    if (!gift) return gift.error();
    const auto given = read_ranks(*gift, false);
    if (!given) return given.error();
    if ((given->cards & ~thug_cards) != 0) return ph.fail("only thug cards are given (CW-V1.14)", gift->offset);
    if ((given->cards != 0) != (at == phase::pricing || at == phase::accepting))
        return ph.fail("a gift is named exactly while it is priced or answered (CW-V1.14)", gift->offset);
    e.gift() = given->cards;
    const auto on = ph.yes_no(13, "play-on");
    if (!on) return on.error();
    e.play_on() = *on;
    // CW-V1.11: no, yes (the option, not yet used) or done (restored).
    const auto restore = ph.field(14, "restore-snitch");
    if (!restore) return restore.error();
    if (restore->text != "no" && restore->text != "yes" && restore->text != "done")
        return ph.fail("restore-snitch is no, yes or done", restore->offset);
    if (restore->text != "no" && !*on) return ph.fail("only allies who play on restore the Snitch (CW-V1.11)", restore->offset);
    e.restore_snitch() = restore->text != "no";
    e.snitch_restored() = restore->text == "done";
    return true;
}

// The fields after coin= that only some rules or phases have: the
// alliance's, conquest=, kept=, below=.
template <rules_policy R>
[[nodiscard]] result<bool> read_phase_extras(const field_reader& ph, phase_line& out, std::uint32_t debt,
                                             typename state<R>::edit& e) {
    std::size_t i = 11;
    if constexpr (R::alliance) {
        if (const auto a = read_alliance_fields<R>(ph, out.ph, e); !a) return a;
        i = 15;
    }
    if constexpr (R::great_empire) {  // CW-V7.2
        const auto cq = ph.seat(i, "conquest", R::seats, true);
        if (!cq) return cq.error();
        if ((*cq >= 0) != (out.ph == phase::conquering))
            return ph.fail("a conquered seat is named exactly while the conqueror chooses (CW-V7.2)", ph.at(i).offset);
        out.conquered = *cq;
        out.conquest_at = ph.at(i).offset;
        ++i;
    }
    if constexpr (R::merged_decks) {
        if (ph.size() > i && ph.at(i).text.starts_with("kept=")) {
            const auto kept = ph.field(i, "kept");
            if (!kept) return kept.error();
            const auto cards = read_ranks(*kept, false);
            if (!cards) return cards.error();
            if (out.ph != phase::keep || (cards->cards & ~thug_cards) != 0)
                return ph.fail("kept= names thug cards, only during a KEEP (CW-V1.22)", kept->offset);
            e.set_kept(cards->cards);
            out.keep_second = true;
            ++i;
        }
    }
    if (ph.size() > i) {  // CW-15.3: a surrender under way
        const auto below = ph.number(i, "below", std::uint32_t{no_surrender_bound} - 1);
        if (!below) return below.error();
        if (out.ph != phase::surrender || debt == 0)
            return ph.fail("below= is written only during a surrender with a remainder (CW-15.3)", ph.at(i).offset);
        e.surrender_below() = static_cast<std::uint8_t>(*below);
        ++i;
    }
    return ph.end_of_line(i);
}

// Line 2: the phase, whose turn, and the game's counters.
template <rules_policy R>
[[nodiscard]] result<phase_line> read_phase_line(const field_reader& ph, typename state<R>::edit& e) {
    phase_line out;
    const auto at = ph.phase_field(0, "phase");
    if (!at) return at.error();
    if (!phase_in_rules<R>(*at))  // found by fuzzing: its records would name no seat
        return ph.fail("phase=" + std::string(phase_words[static_cast<std::size_t>(*at)]) +
                           " belongs to a variant these rules do not play (CW-V1, CW-V7)",
                       ph.at(0).offset);
    out.ph = *at;
    const auto turn = ph.seat(1, "turn", R::turn_seats, false);  // CW-V1.22: only a seat's first record takes turns
    if (!turn) return turn.error();
    const auto first = ph.seat(2, "first", R::turn_seats, false);
    if (!first) return first.error();
    const auto deals = ph.number(3, "deals", static_cast<std::uint32_t>(opening_draws * R::turn_seats));
    if (!deals) return deals.error();
    const auto roulette = ph.yes_no(4, "roulette");
    if (!roulette) return roulette.error();
    const auto debt = ph.number(5, "debt", 1'000'000'000);
    if (!debt) return debt.error();
    const auto resume = ph.phase_field(6, "resume");
    if (!resume) return resume.error();
    const auto turns = ph.number(7, "turns");
    if (!turns) return turns.error();
    const auto limit = ph.number(8, "limit");
    if (!limit) return limit.error();
    const auto pot = ph.number(9, "pot");
    if (!pot) return pot.error();
    const auto coin = ph.seat(10, "coin", R::players, true);
    if (!coin) return coin.error();
    if (const auto extras = read_phase_extras<R>(ph, out, *debt, e); !extras) return extras.error();
    out.turn = static_cast<player_id>(*turn);
    e.phase() = *at;
    e.current() = out.turn;
    e.first() = static_cast<player_id>(*first);
    e.deals_left() = static_cast<std::uint8_t>(*deals);
    e.roulette_used() = *roulette;
    e.debt() = *debt;
    e.resume() = *resume;
    e.turns() = *turns;
    e.turn_limit() = *limit;
    e.pot() = *pot;
    e.coin() = static_cast<player_id>(*coin);
    if (*resume != phase::main && *resume != phase::drawing && *resume != phase::dealing)
        return ph.fail("resume is main, drawing or dealing", ph.at(6).offset);
    if (!R::gambling && *pot != 0) return ph.fail("a pot is kept only under Gambling (CW-V8.2)", ph.at(9).offset);
    if (!R::curse && *coin >= 0) return ph.fail("the coin exists only under Rich Man's Curse (CW-V6)", ph.at(10).offset);
    const bool dealing = *at == phase::dealing || (*at == phase::routing && *resume == phase::dealing);
    if (dealing != (*deals > 0)) return ph.fail("opening draws are left exactly while dealing (CW-3.6)", ph.at(3).offset);
    return out;
}

// The hand, play, deck and bottom of a team line (words 7 to 10), checked
// against what each zone may hold.
template <rules_policy R>
[[nodiscard]] result<std::array<rank_list, 4>> read_zones(const field_reader& tl, card_set deck_cards) {
    std::array<rank_list, 4> zones;
    constexpr std::array<std::string_view, 4> keys{"hand", "play", "deck", "bottom"};
    card_set seen = 0;
    for (std::size_t z = 0; z < 4; ++z) {
        const auto f = tl.field(7 + z, keys[z]);
        if (!f) return f.error();
        const auto list = read_ranks(*f, z == 1);
        if (!list) return list.error();
        zones[z] = *list;
        const card_set allowed = z == 0   ? static_cast<card_set>(thug_cards | (deck_cards & bit(joker)))
                                 : z == 1 ? thug_cards
                                          : deck_cards;
        if ((list->cards & ~allowed) != 0)
            return tl.fail("the " + std::string(keys[z]) + " holds a card that cannot be there (CW-4.8, CW-6.1" +
                               (has(deck_cards, joker) ? ")" : ", CW-13.1: no Joker in this game)"),
                           f->offset);
        if ((list->cards & seen) != 0) return tl.fail("a card is in two places at once", f->offset);
        seen |= list->cards;
    }
    if constexpr (R::rush)
        if (seen != 0) return tl.fail("Rush has no cards but the kingpins (CW-V4.2)", tl.at(7).offset);
    return zones;
}

// The fields a team line has only under some rules, from word 11: ally=,
// controller=, order= (kept in `order` for read_orders).
template <rules_policy R>
[[nodiscard]] result<bool> read_team_extras(const field_reader& tl, player_id p, typename state<R>::edit& e,
                                            [[maybe_unused]] word& order) {
    team_record& t = e.team(p);
    std::size_t i = 11;
    if constexpr (R::alliance) {  // CW-V1.2
        const auto ally = tl.seat(11, "ally", R::players, true);
        if (!ally) return ally.error();
        if (*ally == p) return tl.fail("a player is not his own ally", tl.at(11).offset);
        t.ally = static_cast<player_id>(*ally);
        i = 12;
    }
    if constexpr (R::great_empire) {  // CW-V7.3
        const auto ctl = tl.seat(i, "controller", R::players, false);
        if (!ctl) return ctl.error();
        e.set_controller(p, static_cast<player_id>(*ctl));
        if ((*ctl != p % R::players) && !t.kingless && !t.eliminated)
            return tl.fail("a seat of another controller is an annexed seat, with king=none (CW-V7.3)", tl.at(6).offset);
        if ((t.money != 0 || t.due != 0) && *ctl != p)
            return tl.fail("a controller's money and loan are on his own seat's line (CW-V7.3)", tl.at(1).offset);
        ++i;
    }
    if constexpr (R::merged_decks) {  // CW-V1.22: checked once the seat's other suit is read
        if (p < R::players) {
            const auto f = tl.field(i, "order");
            if (!f) return f.error();
            order = *f;
            ++i;
        }
    }
    return tl.end_of_line(i);
}

// A team line: `S money=... due=... q=... j=... turns=... king=... hand=...
// play=... deck=... bottom=...` and the rules' extras.
template <rules_policy R>
[[nodiscard]] result<bool> read_team_line(const field_reader& tl, player_id p, typename state<R>::edit& e,
                                          card_set deck_cards, word& order) {
    const state<R>& s = e.s;
    if (tl.size() == 0 || tl.at(0).text.size() != 1 || team_of_letter(tl.at(0).text[0]) < 0)
        return tl.fail("a team line starts with its team letter: S, H, C, D (s, h, c, d for a second pack)", tl.start());
    team_record& t = e.team(p);
    t.team = static_cast<team_id>(team_of_letter(tl.at(0).text[0]));
    if (pack_of(t.team) > 0 && !R::multiple_decks)
        return tl.fail("a second pack is used only with more than four players (CW-V10.1)", tl.start());
    for (player_id q = 0; q < p; ++q)
        if (s.team(q).team == t.team) return tl.fail("two players have team " + std::string(tl.at(0).text), tl.start());
    const auto money = tl.number(1, "money");
    if (!money) return money.error();
    const auto due = tl.number(2, "due");
    if (!due) return due.error();
    const auto q = tl.number(3, "q", 65535);
    if (!q) return q.error();
    const auto j = tl.number(4, "j", 65535);
    if (!j) return j.error();
    const auto tt = tl.number(5, "turns", 65535);
    if (!tt) return tt.error();
    const auto king = tl.field(6, "king");
    if (!king) return king.error();
    constexpr bool kingless_seats = R::great_empire || R::merged_decks;
    if (king->text != "ready" && king->text != "attacked" && king->text != "out" && (king->text != "none" || !kingless_seats))
        return tl.fail(kingless_seats ? "king is ready, attacked, out or none" : "king is ready, attacked or out", king->offset);
    if (R::merged_decks && p >= R::players && king->text != "none" && king->text != "out")
        return tl.fail("a merged seat's other suit has no kingpin: king=none (CW-V1.22)", king->offset);
    t.money = *money;
    t.due = *due;
    t.queens = static_cast<std::uint16_t>(*q);
    t.jacks = static_cast<std::uint16_t>(*j);
    t.turns = static_cast<std::uint16_t>(*tt);
    t.kingpin_attacked = king->text == "attacked";
    t.eliminated = king->text == "out";
    t.kingless = king->text == "none";
    const auto zones = read_zones<R>(tl, deck_cards);
    if (!zones) return zones.error();
    const bool holds_cards = ((*zones)[0].cards | (*zones)[1].cards | (*zones)[2].cards | (*zones)[3].cards) != 0;
    if (t.eliminated && (holds_cards || ((t.money != 0 || t.due != 0) && !R::two_teams) || t.kingpin_attacked))
        return tl.fail("an eliminated player has no cards, money or loan (CW-12.2)", tl.at(6).offset);
    if (p >= R::players && (t.money != 0 || t.due != 0))  // CW-V1.19, CW-V1.21
        return tl.fail("a controller's money and loan are on his first seat's line", tl.at(1).offset);
    if constexpr (R::two_teams) t.ally = static_cast<player_id>((p + R::players) % R::seats);  // CW-V1.20
    if (*due % 125 != 0) return tl.fail("an amount due is 1.25 times a multiple of $100 (CW-15.7)", tl.at(2).offset);
    if (const auto extras = read_team_extras<R>(tl, p, e, order); !extras) return extras;
    t.hand = (*zones)[0].cards;
    t.play = (*zones)[1].cards;
    t.entered = (*zones)[1].entered;
    t.attacked = (*zones)[1].attacked;
    t.deck = (*zones)[2].cards;
    for (const card c : (*zones)[3].order) t.bottom[t.bottom_size++] = c;
    return true;
}

// CW-V1.22: each merged seat's one B of both suits, in the order given by
// its `order=` (the team letter of each card, first drawn first).
template <rules_policy R>
[[nodiscard]] result<bool> read_orders(const std::array<word, static_cast<std::size_t>(R::players)>& orders,
                                       const std::vector<arbiter::text::text_line>& lines, typename state<R>::edit& e) {
    const state<R>& s = e.s;
    for (player_id k = 0; k < R::players; ++k) {
        const word order = orders[static_cast<std::size_t>(k)];
        const team_record& tk = s.team(k);
        const team_record& tx = s.team(static_cast<player_id>(k + R::players));
        std::uint32_t bits = 0;
        int nk = 0, nx = 0;
        for (std::size_t i = 0; order.text != "-" && i < order.text.size(); ++i) {
            const bool other = order.text[i] == team_letter(tx.team);
            if (!other && order.text[i] != team_letter(tk.team))
                return make_error("order= lists the seat's two team letters (CW-V1.22)", order.offset + i);
            if (other) bits |= std::uint32_t{1} << i;
            ++(other ? nx : nk);
        }
        if (nk != tk.bottom_size || nx != tx.bottom_size)
            return make_error("order= must name each card of both bottoms once (CW-V1.22)", order.offset);
        e.set_bottom_order(k, bits);
        if (tk.eliminated != tx.eliminated)
            return make_error("a merged seat's two suits leave the game together (CW-V1.22)",
                              lines[2 + static_cast<std::size_t>(k)].text.offset);
    }
    return true;
}

// The checks across the team lines and the phase line: accounts,
// alliances, the conquered seat, the player to move, the end of the game.
template <rules_policy R>
[[nodiscard]] result<bool> check_seats(const field_reader& ph, const phase_line& pl,
                                       const std::vector<arbiter::text::text_line>& lines, typename state<R>::edit& e) {
    const state<R>& s = e.s;
    const auto line_of = [&](player_id p) { return lines[2 + static_cast<std::size_t>(p)].text.offset; };
    for (player_id c = 0; c < R::players; ++c)  // CW-12.2, CW-V1.21: an eliminated player's account is empty
        if (!s.controller_in(c) && (s.team(c).money != 0 || s.team(c).due != 0))
            return make_error("an eliminated player has no money or loan (CW-12.2)", line_of(c));
    for (player_id p = 0; p < R::seats; ++p) {  // CW-V7.3: an annexed seat follows its controller's
        const player_id a = s.team(p).ally;
        if (a >= 0 && s.controller_of(p) == p && s.controller_of(a) == a && s.team(a).ally != p)
            return make_error("alliances are pairs: player " + std::to_string(a) + " is not allied with player " +
                                  std::to_string(p) + " (CW-V1.2)",
                              line_of(p));
    }
    const player_id who = pl.turn;
    if (pl.conquered >= 0) {  // CW-V7.2: a kingless seat of another controller, still in
        const auto conquered = static_cast<player_id>(pl.conquered);
        const team_record& v = s.team(conquered);
        if (v.eliminated || !v.kingless || s.controller_of(conquered) == s.controller_of(who))
            return ph.fail("the conquered seat is an enemy's whose kingpin was just killed (CW-V7.2)", pl.conquest_at);
        e.target_player() = conquered;
    }
    if (s.team(who).eliminated && pl.ph != phase::over)
        return ph.fail("the player whose turn it is has been eliminated", ph.at(1).offset);
    if ((pl.ph == phase::dealing || pl.ph == phase::drawing) && s.team(who).deck == 0 &&
        (!R::merged_decks || s.team(merged_partner<R>(who)).deck == 0))
        return ph.fail("a draw from an empty S is made at once, never waited for (CW-17.5)", ph.at(0).offset);
    bool allies_left = false;  // CW-V1.11: only one pair of allies is left
    for (player_id p = 0; p < R::seats; ++p)
        allies_left = allies_left || (R::alliance && !s.team(p).eliminated && s.players_left() == 2 && live_ally(s, p) >= 0);
    const bool capped = s.turn_limit() > 0 && s.turns_taken() >= s.turn_limit();
    if ((pl.ph == phase::over) != (s.players_left() <= 1 || capped || (allies_left && !s.plays_on())))
        return ph.fail("the game is over exactly when one player (or one pair of allies) is left or the turn cap is "
                       "reached (CW-12.6, CW-12.8, CW-V1.11)",
                       ph.at(0).offset);
    return true;
}

// CW-V1.9, CW-V1.10, CW-V1.20, CW-V7.3: the attack line's join= and
// ally-defend= (the helpers' groups, seat by seat) and, under Great
// Empire, helper=; returns the index after them.
template <rules_policy R>
[[nodiscard]] result<std::size_t> read_helpers(const field_reader& at, const state<R>& s, player_id who, player_id target,
                                               std::array<card_set, static_cast<std::size_t>(R::seats)>& help,
                                               [[maybe_unused]] player_id& helper) {
    const std::array<player_id, 2> sides{who, target};
    const std::array<std::string_view, 2> keys{"join", "ally-defend"};
    for (std::size_t k = 0; k < 2; ++k) {
        const auto f = at.field(2 + k, keys[k]);
        if (!f) return f.error();
        const auto read = read_cards(s, f->text, f->offset, thug_cards,
                                     [&](seat_card sc, std::string_view item, std::size_t where) -> result<card_set*> {
                                         if (sc.seat == sides[k] || s.team(sc.seat).eliminated || !allied(s, sides[k], sc.seat))
                                             return make_error("the " + std::string(item) +
                                                                   " is not a card of an ally of player " +
                                                                   std::to_string(sides[k]) + " (CW-V1.9, CW-V1.10, CW-V7.3)",
                                                               where);
                                         return &help[static_cast<std::size_t>(sc.seat)];
                                     });
        if (!read) return read.error();
    }
    for (player_id q = 0; q < R::seats; ++q)
        if ((help[static_cast<std::size_t>(q)] & ~s.team(q).play) != 0)
            return at.fail("only groups in play join (CW-V1.9, CW-V1.10)", at.at(2).offset);
    std::size_t end = 4;
    if constexpr (R::great_empire) {
        if (at.size() > end) {
            const auto h = at.seat(end, "helper", R::seats, false);
            if (!h) return h.error();
            helper = static_cast<player_id>(*h);
            ++end;
        }
    }
    return end;
}

// The last line: `attack=-`, or the attack being fought.
template <rules_policy R>
[[nodiscard]] result<bool> read_attack_line(const field_reader& at, phase ph, typename state<R>::edit& e) {
    const state<R>& s = e.s;
    if (!in_attack(ph)) {
        if (at.size() != 1 || at.at(0).text != "attack=-")
            return at.fail("expected 'attack=-' outside an attack", at.start());
        return true;
    }
    const player_id who = s.turn_player();
    const auto attack = at.field(0, "attack");
    if (!attack) return attack.error();
    const std::size_t arrow = attack->text.find("->");
    if (arrow == std::string_view::npos) return at.fail("expected UNITS->TARGET, e.g. 3S+4S->9C", attack->offset);
    const auto units = read_set(s, attack->text.substr(0, arrow), attack->offset, who,
                                static_cast<card_set>(thug_cards | kingpin_bit));
    if (!units) return units.error();
    const std::size_t target_at = attack->offset + arrow + 2;
    const auto target = read_card(s, attack->text.substr(arrow + 2), target_at);
    if (!target) return target.error();
    const auto defend = at.field(1, "defend");
    if (!defend) return defend.error();
    const auto added = read_set(s, defend->text, defend->offset, target->seat, thug_cards);
    if (!added) return added.error();
    std::size_t end = 2;
    std::array<card_set, static_cast<std::size_t>(R::seats)> help{};
    player_id helper = -1;
    if constexpr (R::alliance || R::two_teams || R::great_empire) {
        const auto after = read_helpers<R>(at, s, who, target->seat, help, helper);
        if (!after) return after.error();
        end = *after;
    }
    if (const auto eol = at.end_of_line(end); !eol) return eol;
    const team_record& att = s.team(who);
    const team_record& def = s.team(target->seat);
    const card_set partner_units = R::merged_decks ? help[static_cast<std::size_t>(merged_partner<R>(who))] : card_set{0};
    if ((*units | partner_units) == 0 || (*units & thug_cards & ~att.attacked) != 0 ||
        (has(*units, kingpin) && !att.kingpin_attacked))
        return at.fail("the attackers must be units marked as having attacked (CW-9.5)", attack->offset);
    if (s.controller_of(target->seat) == s.controller_of(who) || def.eliminated)
        return at.fail("the target must be an enemy's (CW-9.3)", target_at);
    if (target->c == kingpin ? !kingpin_exposed(s, target->seat) : (target->c > 8 || !has(def.play, target->c)))
        return at.fail("the target must be a group in play or an exposed kingpin (CW-9.3, CW-11.3)", target_at);
    if ((*added & ~def.play) != 0 || has(*added, target->c) ||
        ((ph == phase::defending || ph == phase::joining) && *added != 0))
        return at.fail("the added defenders must be other groups of the target's owner, chosen after DEFEND (CW-10.4)",
                       defend->offset);
    e.attackers() = *units;
    e.target_player() = target->seat;
    e.target_card() = target->c;
    e.defenders() = *added;
    for (player_id q = 0; q < R::seats; ++q) e.set_help(q, help[static_cast<std::size_t>(q)]);
    // The seat deciding a JOIN or ALLY_DEFEND: written under Great Empire, else the one ally.
    const bool joining = ph == phase::joining, ally_defending = ph == phase::ally_defending;
    if (!R::great_empire && (joining || ally_defending)) helper = next_helper(s, -1, joining);
    if ((helper >= 0) != (joining || ally_defending) ||
        (helper >= 0 && !(joining ? joins_attack(s, helper) : joins_defense(s, helper))))
        return at.fail("helper= names the seat that may join now, exactly while one decides (CW-V1.9, CW-V1.10, CW-V7.3)",
                       at.at(0).offset);
    e.helper() = helper;
    return true;
}

// The whole text, section by section; offsets of errors are into `text`.
template <rules_policy R>
[[nodiscard]] result<state<R>> read_state(std::string_view text) {
    const auto lines = state_lines<R>(text);
    if (!lines) return lines.error();
    state<R> s;
    typename state<R>::edit e{s};
    if (const auto head = read_header<R>(field_reader((*lines)[0].text)); !head) return head.error();
    const field_reader ph((*lines)[1].text);
    const auto pl = read_phase_line<R>(ph, e);
    if (!pl) return pl.error();
    const card_set deck_cards =
        static_cast<card_set>(thug_cards | bonus_cards | (R::snitch || s.snitch_restored() ? bit(joker) : 0));
    std::array<word, static_cast<std::size_t>(R::players)> orders{};
    for (player_id p = 0; p < R::seats; ++p) {
        const auto team = read_team_line<R>(field_reader((*lines)[2 + static_cast<std::size_t>(p)].text), p, e,
                                            deck_cards, orders[static_cast<std::size_t>(p % R::players)]);
        if (!team) return team.error();
    }
    if constexpr (R::merged_decks)
        if (const auto ok = read_orders<R>(orders, *lines, e); !ok) return ok.error();
    if (pl->keep_second) e.helper() = static_cast<player_id>(pl->turn + R::players);
    if (const auto ok = check_seats<R>(ph, *pl, *lines, e); !ok) return ok.error();
    if (const auto ok = read_attack_line<R>(field_reader(lines->back().text), pl->ph, e); !ok) return ok.error();
    // Every field is well formed, but play must also be able to go on (core/playable.hpp): a
    // surrender, say, whose groups cannot cover the debt offers no move at all.
    if (s.phase() == phase::surrender && legal_moves(s).empty())
        return make_error("phase=surrender, but the groups in play cannot cover the debt of $" + std::to_string(s.debt()) +
                              ", so no surrender can be made (CW-15.3)",
                          ph.start());
    result<state<R>> playable = require_playable(std::move(s), ph.start());
    if (!playable) return make_error("play cannot go on from this phase: " + playable.error().message, ph.start());
    return playable;
}

}  // namespace detail

// The state a full-state text (state_text.hpp) describes under rules R, or
// what is wrong and where (what(): "line L, column C: ...").
template <rules_policy R>
[[nodiscard]] result<state<R>> parse_state(std::string_view text) {
    return read_with_header<depend_on_t<descriptor, R>, R, state<R>>(text, [](std::string_view body) {
        return arbiter::text::located(detail::read_state<R>(body), body);
    });
}
// The same for generic code that knows only the state type
// (arbiter::state_from_text<S>, core/text_game.hpp).
template <rules_policy R>
[[nodiscard]] result<state<R>> parse_state(std::type_identity<state<R>>, std::string_view t) {
    return parse_state<R>(t);
}

}  // namespace arbiter::crime_wars

ARBITER_TEXT_CODE_END
