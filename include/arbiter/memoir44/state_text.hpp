#pragma once
// The full state as text, and back (RULES.md M44-11): everything the engine
// keeps, so that a saved game resumes exactly. One line per group of facts:
//
//   m44-state 1
//   rules: tutorial
//   terrain: <113 terrain codes of M44-9.3, hex 0 (A9) first>
//   obstacles: g8=bunker:axis k6=sandbags             (or -)
//   objectives: G5=allies:temp G7=allies:perm:gained  (or -)
//   units: b6=axis:inf:4/4 f4=allies:arm:2/3:a:s:m2:b1 (or -)
//            figures/setup strength, then the turn's marks: a activated,
//            s moved or stayed, m<n> hexes moved, b<n> battles made
//   deck: probe-l*4 probe-c*5 ...                      (or -)
//   discard: -
//   hand-allies: probe-c attack-l
//   hand-axis: -
//   sides: bottom=allies active=allies drawing=allies winner=allies
//   numbers: cards=6,6 medals=6,6 eliminated=0,0 objectives=0,0
//   turn: 3 phase=activation draws=0 card=probe-c tactic=- allowances=0,2,0,0
//   battle: unit=G3 target=G5 dice=3 cover=0 hits=2
//   end
//
// A standard state has two more lines before `end`:
//   standard: next-order=0 origin=G5 flags=0 recon=0 drawn=-,-
//   tactics: order=- section=0 last=probe-l:0,-:0 fallback=0 roll=battle assault-dice=0 ambush-draw=0
//            second-move=0 air=-/0 finest=0,0,0                (one line; M44-S-11)
// Reading checks the form, the card totals (M44-4.1: the ruleset's deck) and
// that play can go on from the state (state_checks.hpp); errors are located
// (error::line and error::column; what() reads "line L, column C: ...").
//
// to_string(s) and parse_state<R>(text) are the full-state pair of
// core/text_game.hpp; to_text(s) is to_string(s)'s earlier name.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "../core/config.hpp"
#include "../core/state_header.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "board.hpp"
#include "rules.hpp"
#include "scenario.hpp"
#include "state.hpp"
#include "state_checks.hpp"
#include "state_reader.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::memoir44 {

// The header line names the rules entry (core/state_header.hpp) from the
// game's descriptor, which is defined in descriptor.hpp (included by the
// game's header, <arbiter/GAME.hpp>): to_string(s) and parse_state need it
// where they are used, not here.
struct descriptor;

namespace detail::state_text {

[[nodiscard]] inline std::string pile_text(const card_counts& pile) {
    std::string out;
    for (int c = 0; c < num_card_ids; ++c) {
        const int n = pile[static_cast<std::size_t>(c)];
        if (n == 0) continue;
        out += (out.empty() ? "" : " ") + std::string(card_name(static_cast<card>(c)));
        if (n > 1) out += "*" + std::to_string(n);
    }
    return out.empty() ? "-" : out;
}

[[nodiscard]] inline std::string card_or_none(std::uint8_t c) {
    return c == no_card ? std::string("-") : std::string(card_name(static_cast<card>(c)));
}

}  // namespace detail::state_text

// The text of a state (any ruleset: the `rules:` line names it).
template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>& s) {
    using namespace detail::state_text;
    std::string out = header_line<depend_on_t<descriptor, R>, R, state<R>>() + "m44-state 1\nrules: " + std::string(R::name) + "\nterrain: ";
    for (const auto t : s.board()) out += terrain_code(t);
    out += "\nobstacles:";
    bool any = false;
    for (int h = 0; h < num_hexes; ++h) {
        const auto& o = s.obstacles()[static_cast<std::size_t>(h)];
        if (o.kind == obstacle::none) continue;
        any = true;
        out += " " + hex_name(h) + "=" + std::string(obstacle_name(o.kind));
        if (o.kind == obstacle::bunker) out += ":" + std::string(side_name(o.owner));
    }
    out += any ? "\nobjectives:" : " -\nobjectives:";
    any = false;
    for (int h = 0; h < num_hexes; ++h) {
        const auto& o = s.objectives()[static_cast<std::size_t>(h)];
        if (!o.present) continue;
        any = true;
        out += " " + hex_name(h) + "=" +
               (o.who == eligible::any ? std::string("any") : std::string(side_name(static_cast<side>(o.who)))) +
               (o.kind == objective_kind::temp ? ":temp" : ":perm") + (o.spent ? ":gained" : "");
    }
    out += any ? "\nunits:" : " -\nunits:";
    any = false;
    for (int h = 0; h < num_hexes; ++h) {
        const unit& u = s.at(h);
        if (!u.present()) continue;
        any = true;
        out += " " + hex_name(h) + "=" + std::string(side_name(u.owner)) + ":" + std::string(unit_code(u.kind)) + ":" +
               std::to_string(u.figures) + "/" + std::to_string(u.setup_strength);
        if (u.activated) out += ":a";
        if (u.moved) out += ":s";
        if (u.hexes_moved > 0) out += ":m" + std::to_string(u.hexes_moved);
        if (u.battles > 0) out += ":b" + std::to_string(u.battles);
    }
    out += any ? "\n" : " -\n";
    out += "deck: " + pile_text(s.deck()) + "\ndiscard: " + pile_text(s.discard()) + "\n";
    out += "hand-allies: " + pile_text(s.hands()[0]) + "\nhand-axis: " + pile_text(s.hands()[1]) + "\n";
    out += "sides: bottom=" + std::string(side_name(s.bottom())) + " active=" + std::string(side_name(s.active())) +
           " drawing=" + std::string(side_name(s.drawing())) + " winner=" + std::string(side_name(s.winner())) + "\n";
    const auto pair = [](const std::array<std::uint8_t, 2>& a) {
        return std::to_string(a[0]) + "," + std::to_string(a[1]);
    };
    out += "numbers: cards=" + pair(s.hand_size()) + " medals=" + pair(s.medals_to_win()) +
           " eliminated=" + pair(s.elimination_medals()) + " objectives=" + pair(s.objective_medals()) + "\n";
    out += "turn: " + std::to_string(s.turn()) + " phase=" + std::string(phase_names[static_cast<std::size_t>(s.step())]) +
           " draws=" + std::to_string(s.draws_left()) + " card=" + card_or_none(s.turn_card()) +
           " tactic=" + card_or_none(s.tactic_card()) + " allowances=" + std::to_string(s.allowances()[0]) + "," +
           std::to_string(s.allowances()[1]) + "," + std::to_string(s.allowances()[2]) + "," +
           std::to_string(s.allowances()[3]) + "\n";
    out += "battle: unit=" + hex_name(s.unit_hex()) + " target=" + hex_name(s.target_hex()) +
           " dice=" + std::to_string(s.dice()) + " cover=" + (s.cover() ? "1" : "0") + " hits=" + std::to_string(s.hits()) +
           "\n";
    if constexpr (R::dice_kind == dice_rule::symbols)  // the standard turn's marks (M44-S-2.4, M44-S-8.4, M44-S-10.1)
        out += "standard: next-order=" + std::to_string(s.next_order()) + " origin=" + hex_name(s.origin()) +
               " flags=" + std::to_string(s.flags()) + " recon=" + (s.recon_draw() ? "1" : "0") + " drawn=" +
               card_or_none(s.recon_cards()[0]) + "," + card_or_none(s.recon_cards()[1]) + "\n";
    if constexpr (R::dice_kind == dice_rule::symbols) {  // the tactic cards' marks (M44-S-11)
        std::string air;
        for (int i = 0; i < s.air_count(); ++i) air += (i > 0 ? "," : "") + hex_name(s.air_targets()[static_cast<std::size_t>(i)]);
        out += "tactics: order=" + card_or_none(s.order_card()) + " section=" + std::to_string(s.order_section()) +
               " last=" + card_or_none(s.last_order()[0]) + ":" + std::to_string(s.last_section()[0]) + "," +
               card_or_none(s.last_order()[1]) + ":" + std::to_string(s.last_section()[1]) +
               " fallback=" + (s.fallback() ? "1" : "0") + " roll=" + std::string(roll_names[static_cast<std::size_t>(s.roll())]) +
               " assault-dice=" + std::to_string(s.assault_dice()) + " ambush-draw=" + (s.ambush_draw() ? "1" : "0") +
               " second-move=" + (s.second_move() ? "1" : "0") + " air=" + (air.empty() ? "-" : air) + "/" +
               std::to_string(s.air_next()) + " finest=" + std::to_string(s.finest()[0]) + "," +
               std::to_string(s.finest()[1]) + "," + std::to_string(s.finest()[2]) + "\n";
    }
    out += "end\n";
    return out;
}

// to_string(s)'s earlier name.
template <rules_policy R>
[[nodiscard]] std::string to_text(const state<R>& s) {
    return to_string(s);
}

namespace detail {
// Reads the text after the header (or a whole text written before headers),
// section by section (state_reader.hpp); errors are located in `text`.
template <rules_policy R>
[[nodiscard]] result<state<R>> read_state_body(std::string_view text) {
    using namespace detail::state_text;
    const auto fail = [&](const error& e) -> result<state<R>> { return arbiter::text::located(e, text); };
    state<R> s;
    typename state<R>::edit w{s};
    field_places places;
    section_lines in(text);
    if (auto e = read_header<R>(in)) return fail(*e);
    if (auto e = read_terrain(in, s)) return fail(*e);
    if (auto e = read_obstacles(in, s)) return fail(*e);
    if (auto e = read_objectives(in, s)) return fail(*e);
    if (auto e = read_units(in, s)) return fail(*e);
    const std::size_t deck_at = in.more() ? in.more()->offset : text.size();  // where the card totals are told
    if (auto e = read_pile(in, "deck:", w.deck())) return fail(*e);
    if (auto e = read_pile(in, "discard:", w.discard())) return fail(*e);
    if (auto e = read_pile(in, "hand-allies:", w.hands()[0])) return fail(*e);
    if (auto e = read_pile(in, "hand-axis:", w.hands()[1])) return fail(*e);
    if (auto e = read_sides(in, s)) return fail(*e);
    if (auto e = read_counts(in, s)) return fail(*e);
    if (auto e = read_turn(in, s, places)) return fail(*e);
    if (auto e = read_battle(in, s, places)) return fail(*e);
    if constexpr (R::dice_kind == dice_rule::symbols) {
        if (auto e = read_standard_marks(in, s, places)) return fail(*e);
        if (auto e = read_tactics(in, s, places)) return fail(*e);
    }
    if (auto e = read_end(in)) return fail(*e);
    if (auto e = check_card_totals(s, deck_at)) return fail(*e);
    // Play must be able to go on from the state (M44-11): its records fit its phase, then the generic check.
    const std::string_view phase_name = phase_names[static_cast<std::size_t>(s.step())];
    if (auto m = pending_problem(s, places, phase_name)) return fail(make_error(m->message, m->at));
    auto playable = require_playable(std::move(s), places.phase);
    if (!playable) return fail(make_error("phase=" + std::string(phase_name) + ": " + playable.error().message, places.phase));
    return playable;
}
}  // namespace detail

// Reads the text of to_string(s) back into the state it describes; errors are
// located in `text`.
template <rules_policy R>
[[nodiscard]] result<state<R>> parse_state(std::string_view text) {
    return read_with_header<depend_on_t<descriptor, R>, R, state<R>>(text, detail::read_state_body<R>);
}

// parse_state<R> for generic code that knows the state type only
// (arbiter::state_from_text<state<R>>, core/text_game.hpp).
template <rules_policy R>
[[nodiscard]] result<state<R>> parse_state(std::type_identity<state<R>>, std::string_view t) {
    return parse_state<R>(t);
}

}  // namespace arbiter::memoir44

ARBITER_TEXT_CODE_END
