#pragma once
// What parse_state (state_text.hpp) asks of a state beyond its form (RULES.md
// M44-11): that the phase belongs to the ruleset and the pending records (the
// battle:, standard: and tactics: lines) name real units, hexes and cards of
// the right side for the phase, so that legal_moves and play never read a
// unit that is not there. Then the generic check of core/playable.hpp: a
// decision lists a legal move, a chance node outcomes summing to 1.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "../core/config.hpp"
#include "../core/playable.hpp"
#include "board.hpp"
#include "checked.hpp"
#include "generate.hpp"
#include "rules.hpp"
#include "state.hpp"
#include "terrain.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::memoir44::detail::state_text {

// Where the checked fields were read: offsets into the text.
struct field_places {
    std::size_t phase = 0, draws = 0, card = 0, tactic = 0;  // turn:
    std::size_t unit = 0, target = 0, dice = 0, hits = 0;    // battle:
    std::size_t origin = 0, flags = 0, drawn = 0;            // standard:
    std::size_t order = 0, air = 0;                          // tactics:
};

// A field that does not fit the phase: where, and why.
struct field_problem {
    std::size_t at = 0;
    std::string message;
};

[[nodiscard]] constexpr bool tutorial_only(phase p) noexcept {
    return p == phase::activation || p == phase::move || p == phase::fire || p == phase::reaction ||
           p == phase::defense_roll;
}
[[nodiscard]] constexpr bool standard_only(phase p) noexcept {
    return p == phase::orders || p == phase::moves || p == phase::battles || p == phase::flag ||
           p == phase::take_ground || p == phase::overrun || p == phase::keep_card ||
           p == phase::ambush;
}
// The phases between playing the turn card and the end-of-turn draw (M44-5.2).
[[nodiscard]] constexpr bool within_turn(phase p) noexcept {
    return p != phase::deal && p != phase::play_card && p != phase::draw && p != phase::keep_card &&
           p != phase::over;
}

// The problem with the field read at `where`.
[[nodiscard]] inline std::optional<field_problem> problem_at(std::size_t where,
                                                             std::string message) {
    return std::optional<field_problem>{field_problem{where, std::move(message)}};
}

// The unit a record names: there, and of side `sd`.
template <rules_policy R>
[[nodiscard]] std::optional<field_problem> unit_problem(const state<R>& s, const std::string& ph,
                                                        std::size_t where, std::string_view key,
                                                        int h, side sd, std::string_view role) {
    const unit& u = s.at(h);
    const std::string field = std::string(key) + "=" + hex_name(h);
    if (!u.present())
        return problem_at(
            where, field + " holds no unit, but " + ph + " needs " + std::string(role) + " there");
    if (u.owner != sd)
        return problem_at(where, field + " holds an " + std::string(side_name(u.owner)) +
                                     " unit, but " + ph + " needs " + std::string(role) +
                                     ", of the " + std::string(side_name(sd)) + " there");
    return std::nullopt;
}

// M44-S-2, M44-T-3: the phase belongs to the ruleset.
template <rules_policy R>
[[nodiscard]] std::optional<field_problem> ruleset_phase_problem(const state<R>& s,
                                                                 const field_places& at,
                                                                 const std::string& ph) {
    constexpr bool standard_rules = R::dice_kind == dice_rule::symbols;
    if (standard_rules && tutorial_only(s.step()))
        return problem_at(at.phase, ph + " is a tutorial phase; the " + std::string(R::name) +
                                        " ruleset has none (M44-S-2)");
    if (!standard_rules && standard_only(s.step()))
        return problem_at(at.phase,
                          ph + " is a standard-turn phase; the tutorial has none (M44-T-3)");
    return std::nullopt;
}

// M44-T-3.6, M44-T-3.5, M44-T-2.3: the activated unit of phase move or fire.
template <rules_policy R>
[[nodiscard]] std::optional<field_problem> activation_problem(const state<R>& s,
                                                              const field_places& at,
                                                              const std::string& ph) {
    if (auto m = unit_problem(s, ph, at.unit, "unit", s.unit_hex(), s.active(), "the activated unit"))
        return m;
    const unit& u = s.at(s.unit_hex());
    if (!u.activated)
        return problem_at(at.unit, "unit=" + hex_name(s.unit_hex()) +
                                       " is not marked activated (a), but " + ph +
                                       " is its activation (M44-T-3.5)");
    if (s.step() == phase::move && u.moved)
        return problem_at(at.unit, "unit=" + hex_name(s.unit_hex()) + " has moved (s) already, but " +
                                       ph + " is its move (M44-T-2.3)");
    if (s.step() == phase::fire && (!u.moved || u.battles > 0))
        return problem_at(at.unit, "unit=" + hex_name(s.unit_hex()) +
                                       " must have moved or stayed (s) and not fired (b) at " + ph +
                                       " (M44-T-3.6)");
    return std::nullopt;
}

// M44-S-11.2, M44-S-11.13: the attacking unit and the battled (or retreating) unit of a roll.
template <rules_policy R>
[[nodiscard]] std::optional<field_problem> battle_units_problem(const state<R>& s,
                                                                const field_places& at,
                                                                const std::string& ph) {
    constexpr bool standard_rules = R::dice_kind == dice_rule::symbols;
    const side attacker = s.active(), defender = other(s.active());
    const bool own_unit_hit =
        s.roll() == roll_kind::ambush || s.roll() == roll_kind::medics;  // M44-S-11.2, M44-S-11.13
    const bool has_attacker =
        !standard_rules || s.roll() == roll_kind::battle || s.roll() == roll_kind::ambush;
    if (has_attacker && s.step() != phase::retreat && s.step() != phase::flag)
        if (auto m =
                unit_problem(s, ph, at.unit, "unit", s.unit_hex(), attacker, "the attacking unit"))
            return m;
    const side hit = standard_rules && own_unit_hit ? attacker : defender;
    return unit_problem(s, ph, at.target, "target", s.target_hex(), hit,
                        s.step() == phase::retreat ? "the retreating unit" : "the battled unit");
}

// M44-S-7.1, M44-T-4.2, M44-S-11.1, M44-S-8.1, M44-S-8.2, M44-S-11.2: the roll's other records.
template <rules_policy R>
[[nodiscard]] std::optional<field_problem> battle_roll_problem(const state<R>& s,
                                                               const field_places& at,
                                                               const std::string& ph) {
    constexpr bool standard_rules = R::dice_kind == dice_rule::symbols;
    if (s.step() == phase::attack_roll && s.dice() == 0)
        return problem_at(at.dice, "dice=0 at " + ph +
                                       ": an attack rolls at least one die (M44-S-7.1, M44-T-4.2)");
    if (standard_rules && s.step() == phase::attack_roll && s.roll() == roll_kind::air_power &&
        (s.air_next() >= s.air_count() || s.air_targets()[s.air_next()] != s.target_hex()))
        return problem_at(at.air, "air= does not name target=" + hex_name(s.target_hex()) +
                                      " as the next Air Power hex (M44-S-11.1)");
    if (standard_rules && (s.step() == phase::flag || s.step() == phase::retreat) && s.flags() == 0)
        return problem_at(
            at.flags, "flags=0 at " + ph + ": the roll's flags are what is pending (M44-S-8.1)");
    if (s.step() == phase::flag && !may_ignore_flag(s, s.target_hex()))
        return problem_at(at.target, "target=" + hex_name(s.target_hex()) +
                                         " has nothing that lets it ignore a flag, but " + ph +
                                         " offers that (M44-S-8.2)");
    if (s.step() == phase::ambush && distance(s.unit_hex(), s.target_hex()) != 1)
        return problem_at(at.target,
                          "target=" + hex_name(s.target_hex()) +
                              " is not next to unit=" + hex_name(s.unit_hex()) +
                              ": only a close assault opens the Ambush window (M44-S-11.2)");
    return std::nullopt;
}

// M44-S-9.1, M44-S-9.2: the unit that battled, next to the emptied hex it may enter.
template <rules_policy R>
[[nodiscard]] std::optional<field_problem> take_ground_problem(const state<R>& s,
                                                               const field_places& at,
                                                               const std::string& ph) {
    if (auto m =
            unit_problem(s, ph, at.unit, "unit", s.unit_hex(), s.active(), "the unit that battled"))
        return m;
    if (!may_take_ground(s))
        return problem_at(at.origin,
                          "origin=" + hex_name(s.origin()) + " is not an emptied hex next to unit=" +
                              hex_name(s.unit_hex()) + " that it may enter (M44-S-9.1, M44-S-9.2)");
    return std::nullopt;
}

// M44-S-9.3: the armor that took ground, with its overrun still to make.
template <rules_policy R>
[[nodiscard]] std::optional<field_problem> overrun_problem(const state<R>& s,
                                                           const field_places& at,
                                                           const std::string& ph) {
    if (auto m = unit_problem(s, ph, at.unit, "unit", s.unit_hex(), s.active(),
                              "the armor that took ground"))
        return m;
    if (base_kind(s.at(s.unit_hex()).kind) != unit_kind::armor || s.at(s.unit_hex()).battles >= 2)
        return problem_at(at.unit, "unit=" + hex_name(s.unit_hex()) +
                                       " is not armor with its overrun still to make (M44-S-9.3)");
    return std::nullopt;
}

// M44-S-10.1: the two cards just drawn, both in the hand.
template <rules_policy R>
[[nodiscard]] std::optional<field_problem> keep_card_problem(const state<R>& s,
                                                             const field_places& at) {
    const auto& hand = s.hands()[static_cast<std::size_t>(s.active())];
    const auto a = s.recon_cards()[0], b = s.recon_cards()[1];
    const bool fine = a != no_card && hand[a] >= (a == b ? 2 : 1) && (b == no_card || hand[b] >= 1);
    if (!fine)
        return problem_at(at.drawn,
                          "drawn= must name the cards just drawn, in the active player's "
                          "hand (M44-S-10.1)");
    return std::nullopt;
}

// M44-6.1, M44-T-4.4, M44-S-11.15: the records of the pending step, by phase.
template <rules_policy R>
[[nodiscard]] std::optional<field_problem> step_records_problem(const state<R>& s,
                                                                const field_places& at,
                                                                const std::string& ph) {
    constexpr bool standard_rules = R::dice_kind == dice_rule::symbols;
    switch (s.step()) {
        case phase::deal:
        case phase::draw:
            if (s.draws_left() == 0)
                return problem_at(at.draws, "draws=0 at " + ph +
                                                ": a draw node has a card still to draw (M44-6.1)");
            return std::nullopt;
        case phase::move:  // M44-T-3.6: the activated unit, before its move
        case phase::fire:
            return activation_problem(s, at, ph);
        case phase::reaction:  // M44-T-5.1: the fired-at unit with hits pending
        case phase::defense_roll:
            if (s.hits() == 0)
                return problem_at(
                    at.hits,
                    "hits=0 at " + ph + ": a roll with no hit offers no reaction (M44-T-4.4)");
            [[fallthrough]];
        case phase::attack_roll:
        case phase::retreat:
        case phase::flag:
        case phase::ambush:
            if (standard_rules && s.step() == phase::attack_roll && s.roll() == roll_kind::finest_hour)
                return std::nullopt;  // M44-S-11.15: no hex
            if (auto m = battle_units_problem(s, at, ph)) return m;
            return battle_roll_problem(s, at, ph);
        case phase::take_ground:  // M44-S-9.1, M44-S-9.2
            return take_ground_problem(s, at, ph);
        case phase::overrun:  // M44-S-9.3
            return overrun_problem(s, at, ph);
        case phase::keep_card:  // M44-S-10.1: the two cards just drawn, both in the hand
            return keep_card_problem(s, at);
        default:
            return std::nullopt;
    }
}

// M44-S-11.1: the Air Power hexes named, and the next to roll for.
template <rules_policy R>
[[nodiscard]] std::optional<field_problem> air_targets_problem(const state<R>& s,
                                                               const field_places& at) {
    const side defender = other(s.active());
    if (s.air_next() > s.air_count())
        return problem_at(at.air,
                          "air=: the next hex to roll for is past the hexes named (M44-S-11.1)");
    if (choosing_air_targets(s))
        for (int i = 0; i < s.air_count(); ++i) {
            const unit& u = s.at(s.air_targets()[static_cast<std::size_t>(i)]);
            if (!u.present() || u.owner != defender)
                return problem_at(at.air, "air= names a hex without an enemy unit (M44-S-11.1)");
        }
    return std::nullopt;
}

// M44-5.2, M44-S-2.1, M44-T-3.4, M44-S-11.8: the turn, tactic and order cards for the phase.
template <rules_policy R>
[[nodiscard]] std::optional<field_problem> cards_in_play_problem(const state<R>& s,
                                                                 const field_places& at,
                                                                 const std::string& ph) {
    constexpr bool standard_rules = R::dice_kind == dice_rule::symbols;
    if (s.step() == phase::over) return std::nullopt;
    if (within_turn(s.step()) && s.turn_card() == no_card)
        return problem_at(
            at.card, "card=- at " + ph + ": within a turn, card= names the turn card (M44-5.2)");
    if (!within_turn(s.step()) && (s.turn_card() != no_card || s.tactic_card() != no_card))
        return problem_at(
            at.card,
            ph + " comes between turns: no card is in play, card=- and tactic=- (M44-5.2)");
    if (s.tactic_card() != no_card) {
        if (standard_rules)
            return problem_at(at.tactic, "the standard turn plays one card: tactic=- (M44-S-2.1)");
        if (!is_tactic(static_cast<card>(s.tactic_card())) ||
            is_tactic(static_cast<card>(s.turn_card())))
            return problem_at(at.tactic,
                              "tactic= is a tactic card played after a section card (M44-T-3.4)");
    }
    if constexpr (standard_rules)
        if (within_turn(s.step()) && s.order_card() == no_card)
            return problem_at(
                at.order, "order=- at " + ph +
                              ": within a turn, order= names the card carried out (M44-S-11.8)");
    return std::nullopt;
}

// Why the state's records do not fit its phase, or nothing.
template <rules_policy R>
[[nodiscard]] std::optional<field_problem> pending_problem(const state<R>& s,
                                                           const field_places& at,
                                                           std::string_view phase_name) {
    constexpr bool standard_rules = R::dice_kind == dice_rule::symbols;
    const std::string ph = "phase=" + std::string(phase_name);
    if (auto m = ruleset_phase_problem(s, at, ph)) return m;
    // The records of the pending step.
    if (auto m = step_records_problem(s, at, ph)) return m;
    if constexpr (standard_rules)
        if (auto m = air_targets_problem(s, at)) return m;
    // The cards in play (M44-5.2): a turn card within a turn, none between turns.
    return cards_in_play_problem(s, at, ph);
}

}  // namespace arbiter::memoir44::detail::state_text

ARBITER_TEXT_CODE_END
