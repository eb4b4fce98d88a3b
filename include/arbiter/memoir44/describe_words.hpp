#pragma once
// The words Memoir '44's descriptions are made of (describe.hpp): sides,
// units and hexes, what followed a decision or a roll, and cards as a viewer may
// know them.

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
#include "board.hpp"
#include "dice.hpp"
#include "generate.hpp"
#include "rules.hpp"
#include "standard_orders.hpp"
#include "state.hpp"
#include "tactic_cards.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::memoir44 {

namespace detail::describing {

// A description under construction: the clauses of the sentence and the events.
struct said {
    std::vector<std::string> clauses;
    std::vector<event> events;

    void add(std::string clause) {
        if (!clause.empty()) clauses.push_back(std::move(clause));
    }
    void add(event_kind k, player_id p, std::string piece, std::string from, std::string to, int amount = 0) {
        events.push_back({k, p, std::move(piece), std::move(from), std::move(to), amount});
    }
    // rest's first clause after the last one here ("...: 3 hits"), its other clauses and its events.
    void attach(const said& rest, std::string_view sep) {
        for (std::size_t i = 0; i < rest.clauses.size(); ++i) {
            if (i == 0 && !clauses.empty())
                clauses.back() += std::string(sep) + rest.clauses[0];
            else
                clauses.push_back(rest.clauses[i]);
        }
        events.insert(events.end(), rest.events.begin(), rest.events.end());
    }
    // "Clause one; clause two."
    [[nodiscard]] std::string sentence() const {
        std::string out;
        for (const auto& c : clauses) out += (out.empty() ? "" : "; ") + c;
        return capitalized(out) + ".";
    }
};

// ------------------------------------------------------------------ words

[[nodiscard]] inline bool is_viewer(side sd, player_id viewer) { return player_of(sd) == viewer; }

// "you", "the Allies", "the Axis" (all take a plural verb).
[[nodiscard]] inline std::string side_noun(side sd, player_id viewer) {
    return is_viewer(sd, viewer) ? "you" : sd == side::allies ? "the Allies" : "the Axis";
}
// "your", "the Allied", "the Axis": before a unit or a turn.
[[nodiscard]] inline std::string side_adj(side sd, player_id viewer) {
    return is_viewer(sd, viewer) ? "your" : sd == side::allies ? "the Allied" : "the Axis";
}
// "your", "the Allies'", "the Axis'": a side's card.
[[nodiscard]] inline std::string whose_card(side sd, player_id viewer) {
    return is_viewer(sd, viewer) ? "your" : sd == side::allies ? "the Allies'" : "the Axis'";
}
// "your" or "their": the side's own things after it was named.
[[nodiscard]] inline std::string own(side sd, player_id viewer) { return is_viewer(sd, viewer) ? "your" : "their"; }

[[nodiscard]] inline std::string kind_word(unit_kind k) {
    constexpr std::array<std::string_view, num_unit_kinds> words{"infantry", "armor", "artillery", "special forces",
                                                                "elite armor"};
    return std::string(words[static_cast<std::size_t>(k)]);
}

// "1 figure", "3 figures".
[[nodiscard]] inline std::string count_of(int n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

[[nodiscard]] inline std::string card_title(card c) { return std::string(info(c).title); }
[[nodiscard]] inline std::string card_title(std::uint8_t c) { return card_title(static_cast<card>(c)); }

// "a, b and c".
[[nodiscard]] inline std::string listed(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
    return out;
}

// M44-6.2: "2 infantry, 1 grenade and 1 flag".
[[nodiscard]] inline std::string faces_text(const outcome& o) {
    constexpr std::array<std::string_view, 5> one{"infantry", "armor", "grenade", "star", "flag"};
    constexpr std::array<std::string_view, 5> many{"infantry", "armor", "grenades", "stars", "flags"};
    std::vector<std::string> parts;
    for (std::size_t f = 0; f < 5; ++f)
        if (o.faces[f] > 0) parts.push_back(count_of(o.faces[f], one[f], many[f]));
    return listed(parts);
}

// M44-1.8: " on your left flank", " in their center".
[[nodiscard]] inline std::string section_place(std::size_t sec, const std::string& whose) {
    return sec == 1 ? " in " + whose + " center" : " on " + whose + (sec == 0 ? " left flank" : " right flank");
}
[[nodiscard]] inline std::string section_word(std::size_t sec) {
    constexpr std::array<std::string_view, 3> names{"left", "center", "right"};
    return std::string(names[sec]);
}

// "your infantry at E1", "the Axis armor at f4".
template <rules_policy R>
[[nodiscard]] std::string unit_at(const state<R>& s, int h, player_id viewer) {
    const unit& u = s.at(h);
    return side_adj(u.owner, viewer) + " " + kind_word(u.kind) + " at " + hex_name(h);
}

// ------------------------------------------------------------------ what followed

// Where the unit that stood on h at s is at t, and its figures then (0: eliminated).
struct fate {
    int at = no_hex;
    int figures = 0;
};
// Only the battled unit moves while a roll or a retreat resolves, so the
// one newly occupied hex is where it went.
template <rules_policy R>
[[nodiscard]] fate follow(const state<R>& s, const state<R>& t, int h) {
    const unit& u = s.at(h);
    const auto same = [&](const unit& v) { return v.present() && v.owner == u.owner && v.kind == u.kind; };
    if (same(t.at(h))) return {h, t.at(h).figures};
    for (int b = 0; b < num_hexes; ++b)
        if (!s.at(b).present() && same(t.at(b))) return {b, t.at(b).figures};
    return {};
}

// Where a unit on h with `flags` retreat steps due ends a forced retreat
// that had one way at each step (M44-S-8.4): told when it died there.
template <rules_policy R>
[[nodiscard]] int forced_retreat_end(state<R> x, int h, int flags) {
    if constexpr (is_standard<R>) {
        typename state<R>::edit e{x};
        for (; flags > 0; --flags) {
            const auto to = retreat_choices(x, h, flags);
            if (to.size() != 1) break;
            e.at(to[0]) = x.at(h);
            e.at(h) = unit{};
            h = to[0];
        }
    }
    return h;
}

// The losses, retreat and elimination of the unit on h between s and t,
// `hits` of them from the dice, `flags` retreat hexes due ("3 hits, 1
// figure left; it retreats 1 hex to f6"). With `hits` < 0 no hits are told.
template <rules_policy R>
void losses(said& out, const state<R>& s, const state<R>& t, int h, int hits, int flags) {
    const unit& u = s.at(h);
    const fate f = follow(s, t, h);
    const int hit_loss = hits > 0 ? (hits < u.figures ? hits : u.figures) : 0;
    const auto p = player_of(u.owner);
    const std::string kind = kind_word(u.kind);
    std::string clause = hits < 0 ? "" : hits == 0 ? "no hit" : count_of(hits, "hit", "hits");
    if (hit_loss > 0) {
        out.add(event_kind::hit, p, kind, "", hex_name(h), hit_loss);
        if (hit_loss == u.figures) {
            out.add(clause + ", the unit is eliminated");
            out.add(event_kind::removed, p, kind, hex_name(h), "");
            return;
        }
        clause += ", " + count_of(u.figures - hit_loss, "figure", "figures") + " left";
    }
    out.add(clause);
    state<R> hit = s;
    typename state<R>::edit{hit}.at(h).figures = static_cast<std::uint8_t>(u.figures - hit_loss);
    const int end = f.at != no_hex ? f.at : forced_retreat_end(hit, h, flags);
    if (end != h) {
        out.add("it retreats " + count_of(distance(h, end), "hex", "hexes") + " to " + hex_name(end));
        out.add(event_kind::retreated, p, kind, hex_name(h), hex_name(end));
    }
    const int extra = u.figures - hit_loss - f.figures;
    if (extra <= 0) return;
    out.add(event_kind::hit, p, kind, "", hex_name(end), extra);
    const std::string cannot = end != h ? "it cannot retreat further and " : "it cannot retreat and ";
    if (f.at == no_hex) {
        out.add(cannot + "is eliminated");
        out.add(event_kind::removed, p, kind, hex_name(end), "");
        return;
    }
    out.add(cannot + "loses " + count_of(extra, "figure", "figures") + ", " + count_of(f.figures, "figure", "figures") +
            " left");
}

// M44-8.3, M44-8.4: medals won or lost, and the end of the game.
template <rules_policy R>
void medals_and_end(said& out, const state<R>& s, const state<R>& t, player_id viewer) {
    for (int sd = 0; sd < num_sides; ++sd) {
        const auto me = static_cast<side>(sd);
        const int now = medals(t, me), delta = now - medals(s, me);
        if (delta == 0) continue;
        const std::string target = std::to_string(t.medals_to_win()[static_cast<std::size_t>(sd)]);
        const int n = delta > 0 ? delta : -delta;
        out.add(side_noun(me, viewer) + (delta > 0 ? " win " : " lose ") +
                (n == 1 ? std::string("a medal") : std::to_string(n) + " medals") + ": " + std::to_string(now) +
                " of " + target);
        out.add(event_kind::scored, player_of(me), "medal", "", "", delta);
    }
    if (t.step() != phase::over || s.step() == phase::over) return;
    const side w = t.winner();
    out.add(viewer == player_of(other(w)) ? std::string("you lose the game") : side_noun(w, viewer) + " win the game");
    out.add(event_kind::game_over, player_of(w), "", "", "", medals(t, w));
}

// The roll the game waits for at t: who rolls how many dice at what.
template <rules_policy R>
[[nodiscard]] std::string next_roll(const state<R>& t, player_id viewer) {
    const side roller = t.roll() == roll_kind::ambush ? other(t.active()) : t.active();
    std::string what = t.roll() == roll_kind::air_power ? " for Air Power" : "";
    return side_noun(roller, viewer) + " roll " + count_of(t.dice(), "die", "dice") + what + " against " +
           unit_at(t, t.target_hex(), viewer);
}

// What the game waits for at t, or what the step from s to t began
// ("it must retreat 2 hexes", "your turn ends", "the Axis turn begins").
template <rules_policy R>
void next_step(said& out, const state<R>& s, const state<R>& t, player_id viewer, bool tell_roll) {
    const side act = t.active();
    switch (t.step()) {
        case phase::flag: out.add(side_noun(t.at(t.target_hex()).owner, viewer) + " may ignore a flag"); break;
        case phase::retreat: {
            const int n = is_standard<R> ? t.flags() : 1;
            const bool more = s.target_hex() != t.target_hex();  // it has stepped back already
            out.add("it must retreat " + count_of(n, more ? "more hex" : "hex", more ? "more hexes" : "hexes") + " (" +
                    side_noun(t.at(t.target_hex()).owner, viewer) + " choose where)");
            break;
        }
        case phase::take_ground: out.add(side_noun(act, viewer) + " may take ground at " + hex_name(t.origin())); break;
        case phase::overrun: out.add(side_adj(act, viewer) + " armor may overrun"); break;
        case phase::ambush: out.add(side_noun(other(act), viewer) + " may ambush"); break;
        case phase::reaction: out.add(side_noun(t.at(t.target_hex()).owner, viewer) + " may roll the defense die"); break;
        case phase::keep_card:
            if (s.step() != phase::keep_card) out.add(side_noun(act, viewer) + " choose which of the two cards to keep");
            break;
        case phase::attack_roll:
            if (tell_roll && t.dice() > 0) out.add(next_roll(t, viewer));
            break;
        case phase::draw:
            if (s.step() != phase::draw && s.step() != phase::deal) {
                out.add(side_adj(s.active(), viewer) + " turn ends");
                out.add(event_kind::passed, player_of(s.active()), "turn", "", "");
            }
            break;
        case phase::play_card:
            if (t.turn() != s.turn()) out.add(side_adj(act, viewer) + " turn begins");
            break;
        case phase::moves:
            if (t.second_move() && !s.second_move()) out.add(side_adj(act, viewer) + " infantry may move again");
            break;
        default: break;
    }
}

// Everything that followed x: medals, the end, the next step.
template <rules_policy R>
void aftermath(said& out, const state<R>& s, const state<R>& t, player_id viewer, bool tell_roll = true) {
    medals_and_end(out, s, t, viewer);
    if (t.step() != phase::over) next_step(out, s, t, viewer, tell_roll);
}

// ------------------------------------------------------------------ cards

// "order 2 units on your left", "order 1 unit in each section".
[[nodiscard]] inline std::string section_orders(const section_allowance& orders, int all, const std::string& whose) {
    const auto amount = [&](std::uint8_t n) {
        return n == all_units ? (all == all_units ? std::string("all units") : count_of(all, "unit", "units"))
                              : count_of(n, "unit", "units");
    };
    if (orders[0] == orders[1] && orders[1] == orders[2]) return "order " + amount(orders[0]) + " in each section";
    std::vector<std::string> parts;
    for (std::size_t k = 0; k < 3; ++k)
        if (orders[k] > 0) parts.push_back(amount(orders[k]) + section_place(k, whose));
    return "order " + listed(parts);
}

// M44-S-11: what a tactic card orders, as the standard game plays it
// (`c` is the order carried out, `t` the state after the card).
template <rules_policy R>
[[nodiscard]] std::string tactic_effect(const state<R>& s, card c, const move& m, const state<R>& t,
                                        player_id viewer) {
    const side me = s.active();
    const std::string whose = own(me, viewer);
    switch (c) {
        case card::air_power: return "choose 1 to 4 connected enemy units to strike";
        case card::ambush: return "no order (Ambush answers a close assault)";
        case card::armor_assault: return "order up to 4 armor units, +1 die in close assault";
        case card::artillery_bombard: return "order all artillery: move up to 3 hexes, or battle twice";
        case card::barrage: return "4 dice against " + unit_at(s, m.target_hex(), viewer);
        case card::behind_enemy_lines: return "order 1 infantry unit: move 3, battle with +1 die, move 3 again";
        case card::close_assault: return "order all infantry and armor next to the enemy: no move, +1 die";
        case card::dig_in: return "order up to 4 infantry units to dig in behind sandbags";
        case card::direct_from_hq: return "order up to 4 units anywhere";
        case card::firefight: return "order up to 4 units away from the enemy: no move, +1 die";
        case card::infantry_assault:
            return "order all infantry" + section_place(t.order_section(), whose) + ": move 2 and battle, or 3";
        case card::medics_mechanics:
            if (m.to == move::no_target) return "no unit to heal: no order";
            return "roll " + count_of(t.dice(), "die", "dice") + " to bring figures back to " +
                   unit_at(s, m.target_hex(), viewer);
        case card::move_out: return "order up to 4 infantry units";
        case card::their_finest_hour:
            return "roll " + count_of(t.dice(), "die", "dice") + ", each infantry, armor or star symbol ordering a unit";
        default: return "nothing to copy: no order";  // Counter-Attack as the game's first order (M44-S-11.8)
    }
}

// What the card played at s orders ("order 3 units on your center").
template <rules_policy R>
[[nodiscard]] std::string card_effect(const state<R>& s, const move& m, const state<R>& t, player_id viewer) {
    const card c = m.played_card();
    const std::string whose = own(s.active(), viewer);
    if constexpr (!is_standard<R>) {
        if (is_tactic(c)) return "1 unit anywhere (M44-T-3.3)";
        return section_orders(info(c).orders, R::assault_orders, whose);
    } else {
        const auto order = static_cast<card>(order_of(s, s.active(), c));
        std::string copy;
        if (c == card::counter_attack && order != card::counter_attack)
            copy = "copying " + whose_card(other(s.active()), viewer) + " " + card_title(order) + ": ";
        const int k = kind_card_kind(static_cast<std::uint8_t>(order));
        if (k >= 0 && !has_kind(s, s.active(), static_cast<unit_kind>(k)))  // M44-S-11.0
            return copy + "with no " + kind_word(static_cast<unit_kind>(k)) + ", order 1 unit of " + whose + " choice";
        if (!is_tactic(order)) {
            std::string out = copy + section_orders(info(order).orders, all_units, whose);
            if (is_recon(static_cast<std::uint8_t>(order))) out += ", then draw 2 cards and keep 1";
            return out;
        }
        return copy + tactic_effect(s, order, m, t, viewer);
    }
}

// M44-S-10.2, M44-S-11: the units a card ordered by itself.
template <rules_policy R>
[[nodiscard]] int auto_ordered(const state<R>& s, const state<R>& t) {
    int n = 0;
    for (int h = 0; h < num_hexes; ++h)
        n += t.at(h).present() && t.at(h).owner == s.active() && t.at(h).activated && !s.at(h).activated ? 1 : 0;
    return n;
}

}  // namespace detail::describing

}  // namespace arbiter::memoir44

ARBITER_TEXT_CODE_END
