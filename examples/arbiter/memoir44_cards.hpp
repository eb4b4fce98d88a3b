#pragma once
// What each Memoir '44 command card does, in words, for `play`'s hand and
// its `card NAME` command: a short line per card and the rule text, by
// ruleset (M44-4.4: the tutorial reads a card's class and section only,
// M44-T-3; the standard rules read its title, M44-S-10 and M44-S-11),
// shortened from RULES.md with the clause cited.

#include <arbiter/memoir44.hpp>

#include <array>
#include <cstddef>
#include <string>
#include <string_view>

namespace m44_cards {

namespace m44 = arbiter::memoir44;

// The section a section card's id names, in words ("" for the others).
[[nodiscard]] inline std::string_view section_word(m44::card c) {
    const auto i = static_cast<int>(c);
    if (i > static_cast<int>(m44::card::assault_r)) return {};
    constexpr std::array<std::string_view, 3> names{"Left", "Center", "Right"};
    return names[static_cast<std::size_t>(i % 3)];
}

// The standard rules' text of a card, and its clause (M44-S-10, M44-S-11).
struct card_rule {
    std::string_view clause;
    std::string_view text;
};

[[nodiscard]] inline card_rule standard_rule(m44::card c) {
    using m44::card;
    switch (c) {
        case card::recon_l:
        case card::recon_c:
        case card::recon_r:
            return {"M44-S-10.1",
                    "Order 1 unit in that section. At the end of the turn draw 2 cards, keep 1 and discard the "
                    "other face up."};
        case card::probe_l:
        case card::probe_c:
        case card::probe_r: return {"M44-S-10.2", "Order 2 units in that section."};
        case card::attack_l:
        case card::attack_c:
        case card::attack_r: return {"M44-S-10.2", "Order 3 units in that section."};
        case card::assault_l:
        case card::assault_c:
        case card::assault_r:
            return {"M44-S-10.2", "Order all units in that section (they are ordered at once, no Order decisions)."};
        case card::recon_in_force: return {"M44-S-10.3", "Order 1 unit in each section."};
        case card::general_advance: return {"M44-S-10.3", "Order 2 units in each section."};
        case card::pincer_move: return {"M44-S-10.3", "Order 2 units on the Left and 2 on the Right."};
        case card::air_power:
            return {"M44-S-11.1",
                    "`play air-power h1,h2,...`: choose 1 to 4 enemy units whose hexes form a connected group. In "
                    "the listed order roll for each hex 2 dice if you are the Allies, 1 if the Axis; hits on the "
                    "unit's symbol, grenades and stars; 1 retreat hex per flag, and flags cannot be ignored. No "
                    "unit is ordered."};
        case card::ambush:
            return {"M44-S-11.2",
                    "Played in the opponent's turn: after they declare a close assault on your unit, before "
                    "their roll, your unit battles the attacker first with its range-1 dice, reduced as usual, "
                    "with no card bonus. If the attacker survives and is still on its hex, its close assault "
                    "goes on. No take ground for you. At the end of that turn you draw 1 card before the active "
                    "player draws. As a turn card it orders nothing (M44-S-2.1)."};
        case card::armor_assault:
            return {"M44-S-11.3",
                    "Order up to 4 armor units anywhere. Ordered armor rolls +1 die in each close assault this "
                    "turn, overrun included."};
        case card::artillery_bombard:
            return {"M44-S-11.4",
                    "Order all artillery. Each may move up to 3 hexes (and then not battle) or, without moving, "
                    "battle twice (the same or different targets)."};
        case card::barrage:
            return {"M44-S-11.5",
                    "`play barrage HEX`: one enemy unit anywhere; roll 4 dice; hits on the unit's symbol and "
                    "grenades; 1 retreat hex per flag, and flags cannot be ignored. No unit is ordered."};
        case card::behind_enemy_lines:
            return {"M44-S-11.6",
                    "Order 1 infantry unit. It moves up to 3 hexes ignoring terrain's movement limits (impassable "
                    "hexes and units still block), may battle with +1 die, then may move again up to 3 hexes the "
                    "same way. It cannot battle if its first move ended on forest, town or hedgerow."};
        case card::close_assault:
            return {"M44-S-11.7",
                    "Order all infantry and armor adjacent to enemy units. They cannot move; their first battle "
                    "has +1 die. Take ground and overrun are allowed (the overrun with no bonus)."};
        case card::counter_attack:
            return {"M44-S-11.8",
                    "Issue the order the opponent gave with the turn card of their last turn, with all its "
                    "effects. A copied section card orders the same hexes (your mirrored section); with nothing "
                    "to copy it orders nothing."};
        case card::dig_in:
            return {"M44-S-11.9",
                    "Order up to 4 infantry units on hexes with no obstacle (not ocean); each places sandbags on "
                    "its hex; they neither move nor battle."};
        case card::direct_from_hq: return {"M44-S-11.10", "Order up to 4 units anywhere."};
        case card::firefight:
            return {"M44-S-11.11",
                    "Order up to 4 units not adjacent to any enemy unit. They cannot move; each battle has +1 "
                    "die. A unit that becomes adjacent to an enemy before it battles cannot battle."};
        case card::infantry_assault:
            return {"M44-S-11.12",
                    "`play infantry-assault L|C|R`: order all infantry in the section named, which must hold "
                    "friendly infantry if any is on the board. They may move 2 hexes and still battle, or 3 "
                    "hexes and not battle; terrain rules apply."};
        case card::medics_mechanics:
            return {"M44-S-11.13",
                    "`play medics-mechanics HEX`: a unit of yours with fewer figures than at setup. Roll 1 die "
                    "per card in your hand, this card included; each die showing the unit's symbol or a star "
                    "returns 1 figure, up to its setup strength (artillery: stars only). If a figure returned, "
                    "the unit is ordered."};
        case card::move_out: return {"M44-S-11.14", "Order up to 4 infantry units anywhere."};
        case card::their_finest_hour:
            return {"M44-S-11.15",
                    "Roll 1 die per card in your hand, this card included. Each infantry symbol orders 1 "
                    "infantry unit, each armor symbol 1 armor unit, each star 1 unit of any kind; grenades and "
                    "flags order nothing. Ordered units battle with +1 die this turn. At the end of the turn the "
                    "discard pile joins the deck."};
    }
    return {};
}

// M44-S-11.0: the cards that order 1 unit of any kind when their kind is absent.
[[nodiscard]] inline bool has_fallback(m44::card c) {
    using m44::card;
    return c == card::armor_assault || c == card::artillery_bombard || c == card::behind_enemy_lines ||
           c == card::dig_in || c == card::infantry_assault || c == card::move_out;
}

// The standard rules' card in a line of at most 37 characters.
[[nodiscard]] inline std::string_view standard_summary(m44::card c) {
    constexpr std::array<std::string_view, m44::num_card_ids> lines{
        "order 1 unit there; draw 2, keep 1", "order 1 unit there; draw 2, keep 1",
        "order 1 unit there; draw 2, keep 1", "order 2 units in that section",
        "order 2 units in that section",      "order 2 units in that section",
        "order 3 units in that section",      "order 3 units in that section",
        "order 3 units in that section",      "order all units in that section",
        "order all units in that section",    "order all units in that section",
        "order 1 unit in each section",       "order 2 units in each section",
        "order 2 units Left and 2 Right",     "dice at 1-4 adjacent enemy units",
        "strike first at a close assault",    "up to 4 armor: +1 die in close combat",
        "all artillery: move 3 or fire twice", "4 dice at one enemy unit anywhere",
        "1 infantry: move 3, battle +1, move", "infantry, armor next to foes: +1 die",
        "copy the opponent's last order",     "up to 4 infantry dig in (sandbags)",
        "order up to 4 units anywhere",       "up to 4 units far from foes: +1 die",
        "infantry of a section: move 2, fire", "give lost figures back to a unit",
        "order up to 4 infantry anywhere",    "dice order units, who get +1 die",
    };
    return lines[static_cast<std::size_t>(c)];
}

// The tutorial's card in a line (M44-T-3.2, M44-T-3.3).
[[nodiscard]] inline std::string tutorial_summary(m44::card c, int assault_orders) {
    using m44::card;
    if (m44::is_tactic(c)) return "1 unit anywhere; or as a 2nd card";
    switch (c) {
        case card::recon_in_force: return "activate 1 unit in each section";
        case card::general_advance: return "activate 2 units in each section";
        case card::pincer_move: return "activate 2 units Left and 2 Right";
        default: break;
    }
    const int n = static_cast<int>(c) / 3 == 3 ? assault_orders : static_cast<int>(c) / 3 + 1;
    return "activate " + std::to_string(n) + (n == 1 ? " unit" : " units") + " in that section";
}

// A card's line for the ruleset R.
template <class R>
[[nodiscard]] std::string summary(m44::card c) {
    if constexpr (R::tactic_card_effects) return std::string(standard_summary(c));
    else return tutorial_summary(c, R::assault_orders);
}

// `text` broken into lines of at most `width` characters, each indented.
[[nodiscard]] inline std::string wrapped(std::string_view text, std::string_view indent, std::size_t width = 78) {
    std::string out, line;
    std::size_t at = 0;
    while (at < text.size()) {
        // A `quoted command` is kept on one line.
        std::size_t space = text.find(' ', at);
        if (const std::size_t tick = text.find('`', at); tick < space) {
            const std::size_t close = text.find('`', tick + 1);
            if (close != std::string_view::npos) space = text.find(' ', close);
        }
        const std::string_view word = text.substr(at, space == std::string_view::npos ? text.size() - at : space - at);
        at = space == std::string_view::npos ? text.size() : space + 1;
        if (!line.empty() && indent.size() + line.size() + 1 + word.size() > width) {
            out += std::string(indent) + line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + std::string(word);
    }
    if (!line.empty()) out += std::string(indent) + line + "\n";
    return out;
}

// What card c does under the ruleset R, for `card NAME`: its id, name and
// class, how many the deck holds, and the rule, with its clause.
template <class R>
[[nodiscard]] std::string card_text(m44::card c) {
    const auto& info = m44::info(c);
    const int copies = R::deck[static_cast<std::size_t>(c)];
    std::string out = std::string(info.id) + ": " + std::string(info.title) + ", a " +
                      (m44::is_tactic(c) ? "tactic" : "section") + " card; " +
                      (copies == 0 ? std::string("not in the deck of the rules ") + std::string(R::name) +
                                         " (M44-S-10)"
                                   : std::to_string(copies) + " of the " + std::to_string(m44::total(R::deck)) +
                                         " cards in the deck (M44-4.1)") +
                      "\n";
    std::string body;
    if constexpr (R::tactic_card_effects) {
        const card_rule rule = standard_rule(c);
        body = std::string(rule.text);
        body.insert(body.size() - 1, " (" + std::string(rule.clause) + ")");  // before the last full stop
        if (has_fallback(c))
            body += " With no unit of that kind on the board, order 1 unit of your choice instead, with no card "
                    "effect (M44-S-11.0).";
    } else if (m44::is_tactic(c)) {
        body = "In the tutorial every tactic card, whatever its title, activates 1 unit anywhere on the board "
               "(M44-T-3.3). Play it as the turn card, or after a section card as a second card at any "
               "activation boundary of the turn (`tactic " +
               std::string(info.id) +
               "`); at most one tactic card a turn (M44-T-3.4). What its title says is the standard rules' "
               "effect (" +
               std::string(standard_rule(c).clause) + ").";
    } else {
        body = c == m44::card::pincer_move ? std::string("Activate 2 units on the Left and 2 on the Right")
                                           : "Activate " + tutorial_summary(c, R::assault_orders).substr(9);
        body += " (M44-T-3.2). Each activated unit moves or stays, then fires or holds fire (M44-T-3.6).";
    }
    if (const std::string_view word = section_word(c); !word.empty())
        if (const auto at = body.find("that section"); at != std::string::npos)
            body.replace(at, 12, "your " + std::string(word) + " section");
    if (!section_word(c).empty() || c == m44::card::pincer_move)
        body += " Sections are named from the player's own seat: the other side's Left is your Right (M44-4.3).";
    return out + wrapped(body, "  ");
}

}  // namespace m44_cards
