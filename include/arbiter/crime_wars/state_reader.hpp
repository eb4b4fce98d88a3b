#pragma once
// parse_state<R>(text): reads the full-state text of state_text.hpp back,
// checking its form and the invariants every state keeps (each card in one
// place, marks only on groups, an attack only while one is fought...), and
// that play can continue from it (core/playable.hpp).

#include <array>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../core/playable.hpp"
#include "../core/result.hpp"
#include "card_text.hpp"
#include "move_text.hpp"
#include "moves.hpp"
#include "state.hpp"
#include "state_text.hpp"

namespace arbiter::crime_wars {

namespace detail {

struct text_line {
    std::string_view text;
    std::size_t number = 0;  // 1-based
};

// Whether play under R can reach phase p: the Thug Alliance's and Great
// Empire's phases only where those variants are played.
template <rules_policy R>
[[nodiscard]] constexpr bool phase_in_rules(phase p) noexcept {
    switch (p) {
        case phase::routing:  // CW-V1.8
        case phase::pricing:  // CW-V1.14: a priced GIVE is to an ally
        case phase::accepting: return R::alliance;
        case phase::joining: return R::alliance || R::great_empire;                         // CW-V1.9, CW-V7.3
        case phase::ally_defending: return R::alliance || R::two_teams || R::great_empire;  // CW-V1.10, CW-V1.20
        case phase::conquering: return R::great_empire;                                     // CW-V7.2
        default: return true;
    }
}

[[nodiscard]] inline error line_error(std::size_t line, const std::string& msg, std::size_t column) {
    return make_error("line " + std::to_string(line) + ": " + msg, column);
}

// Reads `key=value` words in a fixed order from one line.
class field_reader {
public:
    explicit field_reader(text_line line) : line_(line), words_(split_words(line.text)) {}

    [[nodiscard]] std::size_t size() const noexcept { return words_.size(); }
    [[nodiscard]] const word& at(std::size_t i) const { return words_[i]; }
    [[nodiscard]] error fail(const std::string& msg, std::size_t column) const {
        return line_error(line_.number, msg, column);
    }

    // The value of word i, which must be `key=...`.
    [[nodiscard]] result<word> field(std::size_t i, std::string_view key) const {
        const std::size_t end = line_.text.size();
        if (i >= words_.size()) return fail("expected " + std::string(key) + "=... here", end);
        const word& w = words_[i];
        if (!w.text.starts_with(key) || w.text.size() <= key.size() || w.text[key.size()] != '=')
            return fail("expected " + std::string(key) + "=..., found '" + std::string(w.text) + "'", w.at);
        return word{w.text.substr(key.size() + 1), w.at + key.size() + 1};
    }
    [[nodiscard]] result<std::uint32_t> number(std::size_t i, std::string_view key,
                                               std::uint32_t high = std::numeric_limits<std::uint32_t>::max()) const {
        const auto v = field(i, key);
        if (!v) return v.error();
        const auto n = read_number(v->text, v->at, high);
        if (!n) return fail(n.error().message, n.error().position);
        return *n;
    }
    // A seat number, or -1 for "-" when `none_ok`.
    [[nodiscard]] result<int> seat(std::size_t i, std::string_view key, int players, bool none_ok) const {
        const auto v = field(i, key);
        if (!v) return v.error();
        if (none_ok && v->text == "-") return -1;
        const auto n = read_number(v->text, v->at, static_cast<std::uint32_t>(players - 1));
        if (!n) return fail(n.error().message, n.error().position);
        return static_cast<int>(*n);
    }
    [[nodiscard]] result<phase> phase_field(std::size_t i, std::string_view key) const {
        const auto v = field(i, key);
        if (!v) return v.error();
        for (std::size_t k = 0; k < phase_words.size(); ++k)
            if (phase_words[k] == v->text) return static_cast<phase>(k);
        return fail("unknown phase '" + std::string(v->text) + "'", v->at);
    }
    [[nodiscard]] result<bool> end_of_line(std::size_t i) const {
        if (i < words_.size()) return fail("unexpected '" + std::string(words_[i].text) + "' at the end of the line", words_[i].at);
        return true;
    }

private:
    text_line line_;
    std::vector<word> words_;
};

// A list of ranks "7,*,10" (with '+' and '!' marks where `marks` is set).
struct rank_list {
    card_set cards = 0, entered = 0, attacked = 0;
    std::vector<card> order;
};
[[nodiscard]] inline result<rank_list> read_ranks(const field_reader& r, word w, bool marks) {
    rank_list out;
    if (w.text == "-") return out;
    std::size_t pos = 0;
    for (;;) {
        const std::size_t comma = w.text.find(',', pos);
        std::string_view item = w.text.substr(pos, comma == std::string_view::npos ? std::string_view::npos : comma - pos);
        bool entered = false, attacked = false;
        while (marks && !item.empty() && (item.back() == '+' || item.back() == '!')) {
            (item.back() == '+' ? entered : attacked) = true;
            item.remove_suffix(1);
        }
        const int c = card_of_rank(item);
        if (c < 0 || c == kingpin)
            return r.fail("'" + std::string(item) + "' is not a card here: 2-10, J, Q, A or *", w.at + pos);
        const auto b = bit(static_cast<card>(c));
        if (out.cards & b) return r.fail("the " + std::string(item) + " is listed twice", w.at + pos);
        out.cards |= b;
        out.order.push_back(static_cast<card>(c));
        if (entered) out.entered |= b;
        if (attacked) out.attacked |= b;
        if (comma == std::string_view::npos) return out;
        pos = comma + 1;
    }
}

}  // namespace detail

namespace detail {

template <rules_policy R>
[[nodiscard]] result<state<R>> read_state(std::string_view text) {
    using detail::field_reader;
    std::vector<detail::text_line> lines;
    for (std::size_t start = 0, n = 1; start < text.size(); ++n) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        lines.push_back({text.substr(start, end - start), n});
        start = end + 1;
    }
    const std::size_t want = 3 + state<R>::num_seats;
    if (lines.size() != want)
        return make_error("a state of " + std::to_string(R::players) + " players" +
                          (R::two_teams ? " (" + std::to_string(R::seats) + " teams)" : std::string()) + " is " +
                          std::to_string(want) +
                          " lines: the header, the phase, one per team and the attack; found " + std::to_string(lines.size()));

    state<R> s;
    typename state<R>::edit e{s};

    // The header.
    const field_reader head(lines[0]);
    if (head.size() == 0 || head.at(0).text != "crime-wars") return head.fail("a state starts with 'crime-wars'", 0);
    if (const auto n = head.number(1, "players", 8); !n) return n.error();
    else if (*n != static_cast<std::uint32_t>(R::players))
        return head.fail("the state is for " + std::to_string(*n) + " players, these rules for " + std::to_string(R::players), head.at(1).at);
    const auto variants = head.field(2, "variants");
    if (!variants) return variants.error();
    if (variants->text != variant_names<R>())
        return head.fail("variants '" + std::string(variants->text) + "' are not these rules' '" + variant_names<R>() + "'", variants->at);
    if (const auto end = head.end_of_line(3); !end) return end.error();

    // The phase line.
    const field_reader ph(lines[1]);
    const auto ph_phase = ph.phase_field(0, "phase");
    if (!ph_phase) return ph_phase.error();
    if (!detail::phase_in_rules<R>(*ph_phase))  // found by fuzzing: its records would name no seat
        return ph.fail("phase=" + std::string(detail::phase_words[static_cast<std::size_t>(*ph_phase)]) +
                           " belongs to a variant these rules do not play (CW-V1, CW-V7)",
                       ph.at(0).at);
    const auto turn = ph.seat(1, "turn", R::turn_seats, false);  // CW-V1.22: only a seat's first record takes turns
    if (!turn) return turn.error();
    const auto first = ph.seat(2, "first", R::turn_seats, false);
    if (!first) return first.error();
    const auto deals = ph.number(3, "deals", static_cast<std::uint32_t>(opening_draws * R::turn_seats));
    if (!deals) return deals.error();
    const auto roulette = ph.field(4, "roulette");
    if (!roulette) return roulette.error();
    if (roulette->text != "yes" && roulette->text != "no") return ph.fail("roulette is yes or no", roulette->at);
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
    std::size_t ph_end = 11;
    if constexpr (R::alliance) {  // CW-V1.8, CW-V1.11, CW-V1.14
        const auto bonus = ph.field(11, "bonus");
        if (!bonus) return bonus.error();
        const int b = bonus->text == "-" ? -1 : card_of_rank(bonus->text);
        if ((b >= 0 && !is_bonus(static_cast<card>(b))) || (b < 0 && bonus->text != "-"))
            return ph.fail("bonus is J, Q, A or -", bonus->at);
        if ((b >= 0) != (*ph_phase == phase::routing))
            return ph.fail("a bonus card waits for its ROUTE exactly while routing (CW-V1.8)", bonus->at);
        e.pending_bonus() = static_cast<card>(b < 0 ? 0 : b);
        const auto gift = ph.field(12, "gift");
        if (!gift) return gift.error();
        const auto given = detail::read_ranks(ph, *gift, false);
        if (!given) return given.error();
        if ((given->cards & ~thug_cards) != 0) return ph.fail("only thug cards are given (CW-V1.14)", gift->at);
        if ((given->cards != 0) != (*ph_phase == phase::pricing || *ph_phase == phase::accepting))
            return ph.fail("a gift is named exactly while it is priced or answered (CW-V1.14)", gift->at);
        e.gift() = given->cards;
        const auto on = ph.field(13, "play-on");
        if (!on) return on.error();
        if (on->text != "yes" && on->text != "no") return ph.fail("play-on is yes or no", on->at);
        e.play_on() = on->text == "yes";
        // CW-V1.11: no, yes (the option, not yet used) or done (restored).
        const auto restore = ph.field(14, "restore-snitch");
        if (!restore) return restore.error();
        if (restore->text != "no" && restore->text != "yes" && restore->text != "done")
            return ph.fail("restore-snitch is no, yes or done", restore->at);
        if (restore->text != "no" && !e.play_on())
            return ph.fail("only allies who play on restore the Snitch (CW-V1.11)", restore->at);
        e.restore_snitch() = restore->text != "no";
        e.snitch_restored() = restore->text == "done";
        ph_end = 15;
    }
    int conquered = -1;
    if constexpr (R::great_empire) {  // CW-V7.2
        const auto cq = ph.seat(ph_end, "conquest", R::seats, true);
        if (!cq) return cq.error();
        if ((*cq >= 0) != (*ph_phase == phase::conquering))
            return ph.fail("a conquered seat is named exactly while the conqueror chooses (CW-V7.2)", ph.at(ph_end).at);
        conquered = *cq;
        ++ph_end;
    }
    bool keep_second = false;  // CW-V1.22: the other suit's KEEP under way
    if constexpr (R::merged_decks) {
        if (ph.size() > ph_end && ph.at(ph_end).text.starts_with("kept=")) {
            const auto kept = ph.field(ph_end, "kept");
            if (!kept) return kept.error();
            const auto cards = detail::read_ranks(ph, *kept, false);
            if (!cards) return cards.error();
            if (*ph_phase != phase::keep || (cards->cards & ~thug_cards) != 0)
                return ph.fail("kept= names thug cards, only during a KEEP (CW-V1.22)", kept->at);
            e.set_kept(cards->cards);
            keep_second = true;
            ++ph_end;
        }
    }
    if (ph.size() > ph_end) {  // CW-15.3: a surrender under way
        const auto below = ph.number(ph_end, "below", std::uint32_t{no_surrender_bound} - 1);
        if (!below) return below.error();
        if (*ph_phase != phase::surrender || *debt == 0)
            return ph.fail("below= is written only during a surrender with a remainder (CW-15.3)", ph.at(ph_end).at);
        e.surrender_below() = static_cast<std::uint8_t>(*below);
        ++ph_end;
    }
    if (const auto end = ph.end_of_line(ph_end); !end) return end.error();
    e.phase() = *ph_phase;
    e.current() = static_cast<player_id>(*turn);
    e.first() = static_cast<player_id>(*first);
    e.deals_left() = static_cast<std::uint8_t>(*deals);
    e.roulette_used() = roulette->text == "yes";
    e.debt() = *debt;
    e.resume() = *resume;
    e.turns() = *turns;
    e.turn_limit() = *limit;
    e.pot() = *pot;
    e.coin() = static_cast<player_id>(*coin);
    if (*resume != phase::main && *resume != phase::drawing && *resume != phase::dealing)
        return ph.fail("resume is main, drawing or dealing", ph.at(6).at);
    if (!R::gambling && *pot != 0) return ph.fail("a pot is kept only under Gambling (CW-V8.2)", ph.at(9).at);
    if (!R::curse && *coin >= 0) return ph.fail("the coin exists only under Rich Man's Curse (CW-V6)", ph.at(10).at);
    const bool dealing = *ph_phase == phase::dealing || (*ph_phase == phase::routing && *resume == phase::dealing);
    if (dealing != (*deals > 0))
        return ph.fail("opening draws are left exactly while dealing (CW-3.6)", ph.at(3).at);

    // The team lines.
    [[maybe_unused]] std::array<std::pair<std::string_view, std::size_t>, static_cast<std::size_t>(R::players)> order_at{};
    const card_set deck_cards = static_cast<card_set>(thug_cards | bonus_cards | (R::snitch || s.snitch_restored() ? bit(joker) : 0));
    for (player_id p = 0; p < R::seats; ++p) {
        const field_reader tl(lines[2 + static_cast<std::size_t>(p)]);
        if (tl.size() == 0 || tl.at(0).text.size() != 1 || team_of_letter(tl.at(0).text[0]) < 0)
            return tl.fail("a team line starts with its team letter: S, H, C, D (s, h, c, d for a second pack)", 0);
        team_record& t = e.team(p);
        t.team = static_cast<team_id>(team_of_letter(tl.at(0).text[0]));
        if (pack_of(t.team) > 0 && !R::multiple_decks)
            return tl.fail("a second pack is used only with more than four players (CW-V10.1)", 0);
        for (player_id q = 0; q < p; ++q)
            if (s.team(q).team == t.team) return tl.fail("two players have team " + std::string(tl.at(0).text), 0);
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
        if (king->text != "ready" && king->text != "attacked" && king->text != "out" &&
            (king->text != "none" || !(R::great_empire || R::merged_decks)))
            return tl.fail(R::great_empire || R::merged_decks ? "king is ready, attacked, out or none" : "king is ready, attacked or out", king->at);
        if (R::merged_decks && p >= R::players && king->text != "none" && king->text != "out")
            return tl.fail("a merged seat's other suit has no kingpin: king=none (CW-V1.22)", king->at);
        t.money = *money;
        t.due = *due;
        t.queens = static_cast<std::uint16_t>(*q);
        t.jacks = static_cast<std::uint16_t>(*j);
        t.turns = static_cast<std::uint16_t>(*tt);
        t.kingpin_attacked = king->text == "attacked";
        t.eliminated = king->text == "out";
        t.kingless = king->text == "none";
        std::array<detail::rank_list, 4> zones;
        constexpr std::array<std::string_view, 4> keys{"hand", "play", "deck", "bottom"};
        card_set seen = 0;
        for (std::size_t z = 0; z < 4; ++z) {
            const auto f = tl.field(7 + z, keys[z]);
            if (!f) return f.error();
            const auto list = detail::read_ranks(tl, *f, z == 1);
            if (!list) return list.error();
            zones[z] = *list;
            const card_set allowed = z == 0 ? static_cast<card_set>(thug_cards | (deck_cards & bit(joker)))
                                   : z == 1 ? thug_cards
                                            : deck_cards;
            if ((list->cards & ~allowed) != 0)
                return tl.fail("the " + std::string(keys[z]) + " holds a card that cannot be there (CW-4.8, CW-6.1" +
                                   (R::snitch || s.snitch_restored() ? ")" : ", CW-13.1: no Joker in this game)"),
                               f->at);
            if ((list->cards & seen) != 0) return tl.fail("a card is in two places at once", f->at);
            seen |= list->cards;
        }
        if constexpr (R::rush)
            if (seen != 0) return tl.fail("Rush has no cards but the kingpins (CW-V4.2)", tl.at(7).at);
        if (t.eliminated && (seen != 0 || ((t.money != 0 || t.due != 0) && !R::two_teams) || t.kingpin_attacked))
            return tl.fail("an eliminated player has no cards, money or loan (CW-12.2)", tl.at(6).at);
        if (p >= R::players && (t.money != 0 || t.due != 0))  // CW-V1.19, CW-V1.21
            return tl.fail("a controller's money and loan are on his first seat's line", tl.at(1).at);
        if constexpr (R::two_teams) t.ally = static_cast<player_id>((p + R::players) % R::seats);  // CW-V1.20
        if (*due % 125 != 0) return tl.fail("an amount due is 1.25 times a multiple of $100 (CW-15.7)", tl.at(2).at);
        std::size_t tl_end = 11;
        if constexpr (R::alliance) {  // CW-V1.2
            const auto ally = tl.seat(11, "ally", R::players, true);
            if (!ally) return ally.error();
            if (*ally == p) return tl.fail("a player is not his own ally", tl.at(11).at);
            t.ally = static_cast<player_id>(*ally);
            tl_end = 12;
        }
        if constexpr (R::great_empire) {  // CW-V7.3
            const auto ctl = tl.seat(tl_end, "controller", R::players, false);
            if (!ctl) return ctl.error();
            e.set_controller(p, static_cast<player_id>(*ctl));
            if ((*ctl != p % R::players) && !t.kingless && !t.eliminated)
                return tl.fail("a seat of another controller is an annexed seat, with king=none (CW-V7.3)", tl.at(6).at);
            if ((t.money != 0 || t.due != 0) && *ctl != p)
                return tl.fail("a controller's money and loan are on his own seat's line (CW-V7.3)", tl.at(1).at);
            ++tl_end;
        }
        if constexpr (R::merged_decks) {  // CW-V1.22: checked once the seat's other suit is read
            if (p < R::players) {
                const auto f = tl.field(tl_end, "order");
                if (!f) return f.error();
                order_at[static_cast<std::size_t>(p)] = {f->text, f->at};
                ++tl_end;
            }
        }
        if (const auto end = tl.end_of_line(tl_end); !end) return end.error();
        t.hand = zones[0].cards;
        t.play = zones[1].cards;
        t.entered = zones[1].entered;
        t.attacked = zones[1].attacked;
        t.deck = zones[2].cards;
        for (const card c : zones[3].order) t.bottom[t.bottom_size++] = c;
    }
    if constexpr (R::merged_decks) {  // CW-V1.22: one B of both suits, in the order given
        for (player_id k = 0; k < R::players; ++k) {
            const auto [letters, at] = order_at[static_cast<std::size_t>(k)];
            const team_record& tk = s.team(k);
            const team_record& tx = s.team(static_cast<player_id>(k + R::players));
            std::uint32_t bits = 0;
            int nk = 0, nx = 0;
            for (std::size_t i = 0; letters != "-" && i < letters.size(); ++i) {
                const bool other = letters[i] == team_letter(tx.team);
                if (!other && letters[i] != team_letter(tk.team))
                    return detail::line_error(3 + static_cast<std::size_t>(k), "order= lists the seat's two team letters (CW-V1.22)", at + i);
                if (other) bits |= std::uint32_t{1} << i;
                ++(other ? nx : nk);
            }
            if (nk != tk.bottom_size || nx != tx.bottom_size)
                return detail::line_error(3 + static_cast<std::size_t>(k), "order= must name each card of both bottoms once (CW-V1.22)", at);
            e.set_bottom_order(k, bits);
            if (tk.eliminated != tx.eliminated)
                return detail::line_error(3 + static_cast<std::size_t>(k), "a merged seat's two suits leave the game together (CW-V1.22)", 0);
        }
    }
    if (keep_second) e.helper() = static_cast<player_id>(*turn + R::players);
    for (player_id c = 0; c < R::players; ++c)  // CW-12.2, CW-V1.21: an eliminated player's account is empty
        if (!s.controller_in(c) && (s.team(c).money != 0 || s.team(c).due != 0))
            return detail::line_error(3 + static_cast<std::size_t>(c), "an eliminated player has no money or loan (CW-12.2)", 0);
    for (player_id p = 0; p < R::seats; ++p) {  // CW-V7.3: an annexed seat follows its controller's
        const player_id a = s.team(p).ally;
        if (a >= 0 && s.controller_of(p) == p && s.controller_of(a) == a && s.team(a).ally != p)
            return detail::line_error(3 + static_cast<std::size_t>(p), "alliances are pairs: player " + std::to_string(a) +
                                      " is not allied with player " + std::to_string(p) + " (CW-V1.2)", 0);
    }
    const auto who = static_cast<player_id>(*turn);
    if (conquered >= 0) {  // CW-V7.2: a kingless seat of another controller, still in
        const team_record& v = s.team(static_cast<player_id>(conquered));
        if (v.eliminated || !v.kingless || s.controller_of(static_cast<player_id>(conquered)) == s.controller_of(who))
            return ph.fail("the conquered seat is an enemy's whose kingpin was just killed (CW-V7.2)", ph.at(11).at);
        e.target_player() = static_cast<player_id>(conquered);
    }
    if (s.team(who).eliminated && *ph_phase != phase::over)
        return ph.fail("the player whose turn it is has been eliminated", ph.at(1).at);
    if ((*ph_phase == phase::dealing || *ph_phase == phase::drawing) && s.team(who).deck == 0 &&
        (!R::merged_decks || s.team(merged_partner<R>(who)).deck == 0))
        return ph.fail("a draw from an empty S is made at once, never waited for (CW-17.5)", ph.at(0).at);
    bool allies_left = false;  // CW-V1.11: only one pair of allies is left
    for (player_id p = 0; p < R::seats; ++p)
        allies_left = allies_left || (R::alliance && !s.team(p).eliminated && s.players_left() == 2 && live_ally(s, p) >= 0);
    if ((*ph_phase == phase::over) !=
        (s.players_left() <= 1 || (*limit > 0 && *turns >= *limit) || (allies_left && !s.plays_on())))
        return ph.fail("the game is over exactly when one player (or one pair of allies) is left or the turn cap is "
                       "reached (CW-12.6, CW-12.8, CW-V1.11)",
                       ph.at(0).at);

    // The attack line.
    const detail::text_line& last = lines.back();
    const bool fighting = detail::in_attack(*ph_phase);
    if (!fighting) {
        if (detail::split_words(last.text).size() != 1 || detail::split_words(last.text)[0].text != "attack=-")
            return detail::line_error(last.number, "expected 'attack=-' outside an attack", 0);
        return s;
    }
    const field_reader at(last);
    const auto attack = at.field(0, "attack");
    if (!attack) return attack.error();
    const std::size_t arrow = attack->text.find("->");
    if (arrow == std::string_view::npos) return at.fail("expected UNITS->TARGET, e.g. 3S+4S->9C", attack->at);
    const auto units = detail::read_set(s, attack->text.substr(0, arrow), attack->at, who,
                                        static_cast<card_set>(thug_cards | kingpin_bit));
    if (!units) return detail::line_error(last.number, units.error().message, units.error().position);
    const auto target = detail::read_card(s, attack->text.substr(arrow + 2), attack->at + arrow + 2);
    if (!target) return detail::line_error(last.number, target.error().message, target.error().position);
    const auto defend = at.field(1, "defend");
    if (!defend) return defend.error();
    const auto added = detail::read_set(s, defend->text, defend->at, target->seat, thug_cards);
    if (!added) return detail::line_error(last.number, added.error().message, added.error().position);
    std::size_t at_end = 2;
    std::array<card_set, static_cast<std::size_t>(R::seats)> help{};
    player_id helper = -1;
    if constexpr (R::alliance || R::two_teams || R::great_empire) {  // CW-V1.9, CW-V1.10, CW-V1.20, CW-V7.3
        const std::array<player_id, 2> sides{who, target->seat};
        const std::array<std::string_view, 2> keys{"join", "ally-defend"};
        for (std::size_t k = 0; k < 2; ++k) {
            const auto f = at.field(2 + k, keys[k]);
            if (!f) return f.error();
            const auto read = detail::read_cards(s, f->text, f->at, thug_cards,
                [&](detail::seat_card sc, std::string_view item, std::size_t where) -> result<card_set*> {
                    if (sc.seat == sides[k] || s.team(sc.seat).eliminated || !allied(s, sides[k], sc.seat))
                        return make_error("the " + std::string(item) + " is not a card of an ally of player " +
                                              std::to_string(sides[k]) + " (CW-V1.9, CW-V1.10, CW-V7.3)", where);
                    return &help[static_cast<std::size_t>(sc.seat)];
                });
            if (!read) return detail::line_error(last.number, read.error().message, read.error().position);
        }
        for (player_id q = 0; q < R::seats; ++q)
            if ((help[static_cast<std::size_t>(q)] & ~s.team(q).play) != 0)
                return at.fail("only groups in play join (CW-V1.9, CW-V1.10)", at.at(2).at);
        at_end = 4;
        if constexpr (R::great_empire) {
            if (at.size() > at_end) {
                const auto h = at.seat(at_end, "helper", R::seats, false);
                if (!h) return h.error();
                helper = static_cast<player_id>(*h);
                ++at_end;
            }
        }
    }
    if (const auto end = at.end_of_line(at_end); !end) return end.error();
    const team_record& att = s.team(who);
    const team_record& def = s.team(target->seat);
    const card_set partner_units = R::merged_decks ? help[static_cast<std::size_t>(merged_partner<R>(who))] : card_set{0};
    if ((*units | partner_units) == 0 || (*units & thug_cards & ~att.attacked) != 0 || (has(*units, kingpin) && !att.kingpin_attacked))
        return at.fail("the attackers must be units marked as having attacked (CW-9.5)", attack->at);
    if (s.controller_of(target->seat) == s.controller_of(who) || def.eliminated) return at.fail("the target must be an enemy's (CW-9.3)", attack->at + arrow + 2);
    if (target->c == kingpin ? !kingpin_exposed(s, target->seat) : (target->c > 8 || !has(def.play, target->c)))
        return at.fail("the target must be a group in play or an exposed kingpin (CW-9.3, CW-11.3)", attack->at + arrow + 2);
    if ((*added & ~def.play) != 0 || has(*added, target->c) ||
        ((*ph_phase == phase::defending || *ph_phase == phase::joining) && *added != 0))
        return at.fail("the added defenders must be other groups of the target's owner, chosen after DEFEND (CW-10.4)", defend->at);
    e.attackers() = *units;
    e.target_player() = target->seat;
    e.target_card() = target->c;
    e.defenders() = *added;
    for (player_id q = 0; q < R::seats; ++q) e.set_help(q, help[static_cast<std::size_t>(q)]);
    // The seat deciding a JOIN or ALLY_DEFEND: written under Great Empire, else the one ally.
    const bool joining = *ph_phase == phase::joining, ally_defending = *ph_phase == phase::ally_defending;
    if (!R::great_empire && (joining || ally_defending)) helper = next_helper(s, -1, joining);
    if ((helper >= 0) != (joining || ally_defending) ||
        (helper >= 0 && !(joining ? joins_attack(s, helper) : joins_defense(s, helper))))
        return at.fail("helper= names the seat that may join now, exactly while one decides (CW-V1.9, CW-V1.10, CW-V7.3)",
                       at.at(0).at);
    e.helper() = helper;
    return s;
}

}  // namespace detail

template <rules_policy R>
[[nodiscard]] result<state<R>> parse_state(std::string_view text) {
    result<state<R>> s = detail::read_state<R>(text);
    if (!s) return s;
    // Every field is well formed, but play must also be able to go on (issue 14): a
    // surrender, say, whose groups cannot cover the debt offers no move at all.
    if (s->phase() == phase::surrender && legal_moves(*s).empty())
        return detail::line_error(2, "phase=surrender, but the groups in play cannot cover the debt of $" +
                                         std::to_string(s->debt()) + ", so no surrender can be made (CW-15.3)", 0);
    result<state<R>> playable = require_playable(std::move(*s));
    if (!playable) return detail::line_error(2, "play cannot go on from this phase: " + playable.error().message, 0);
    return playable;
}

}  // namespace arbiter::crime_wars
