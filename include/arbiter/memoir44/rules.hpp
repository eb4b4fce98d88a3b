#pragma once
// Memoir '44 constants and the two rulesets as policy types (RULES.md M44-0.1).
//
// One engine plays both rulesets; a policy is a struct of data and small
// switches the engine reads at compile time:
//
//     arbiter::memoir44::state<arbiter::memoir44::tutorial_rules> s;   // Part A
//     arbiter::memoir44::state<arbiter::memoir44::standard_rules> t;   // Part B
//
// Derive from a preset and override a field to make a variant.

#include <array>
#include <concepts>
#include <cstdint>
#include <string_view>

namespace arbiter::memoir44 {

// ------------------------------------------------------------------ sides

// M44-2.1. A side is also its player's index: Allies are player 0, Axis
// player 1, whichever of them sits at the bottom.
enum class side : std::uint8_t { allies, axis };
inline constexpr int num_sides = 2;

[[nodiscard]] constexpr side other(side s) noexcept {
    return s == side::allies ? side::axis : side::allies;
}
[[nodiscard]] constexpr int index_of(side s) noexcept { return static_cast<int>(s); }
[[nodiscard]] constexpr std::string_view side_name(side s) noexcept {
    return s == side::allies ? "allies" : "axis";
}

// ------------------------------------------------------------------ units

// M44-2.2: the five unit kinds. `base_kind` is what a kind counts as for
// every rule but the move-and-battle allowance.
enum class unit_kind : std::uint8_t { infantry, armor, artillery, special_forces, elite_armor };
inline constexpr int num_unit_kinds = 5;

[[nodiscard]] constexpr unit_kind base_kind(unit_kind k) noexcept {
    switch (k) {
        case unit_kind::special_forces: return unit_kind::infantry;
        case unit_kind::elite_armor: return unit_kind::armor;
        default: return k;
    }
}
// M44-2.2: figures at full strength.
[[nodiscard]] constexpr int full_strength(unit_kind k) noexcept {
    constexpr std::array<std::uint8_t, num_unit_kinds> figures{4, 3, 2, 4, 4};
    return figures[static_cast<std::size_t>(k)];
}
// M44-9.4: the scenario format's kind codes.
[[nodiscard]] constexpr std::string_view unit_code(unit_kind k) noexcept {
    constexpr std::array<std::string_view, num_unit_kinds> codes{"inf", "arm", "art", "inf-sf",
                                                                 "arm-elite"};
    return codes[static_cast<std::size_t>(k)];
}

// ------------------------------------------------------------------ terrain

// M44-3.1, in the order of the scenario codes (M44-9.3).
enum class terrain : std::uint8_t { clear, forest, hill, town, hedgerow, river, bridge, beach, ocean };
inline constexpr int num_terrains = 9;
inline constexpr std::string_view terrain_codes = ".fhtgrbso";  // M44-9.3

[[nodiscard]] constexpr char terrain_code(terrain t) noexcept {
    return terrain_codes[static_cast<std::size_t>(t)];
}
// The terrain of a scenario code, or -1.
[[nodiscard]] constexpr int terrain_of_code(char c) noexcept {
    const auto at = terrain_codes.find(c);
    return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

// M44-3.2. A bunker also has an owner side (kept beside it by the board).
enum class obstacle : std::uint8_t { none, sandbags, wire, hedgehog, bunker };
inline constexpr int num_obstacles = 5;

[[nodiscard]] constexpr std::string_view obstacle_name(obstacle o) noexcept {
    constexpr std::array<std::string_view, num_obstacles> names{"none", "sandbags", "wire",
                                                                "hedgehog", "bunker"};
    return names[static_cast<std::size_t>(o)];
}

// ------------------------------------------------------------------ cards

// M44-4.1: the 30 card ids of the 60-card deck, in the table's order.
enum class card : std::uint8_t {
    recon_l, recon_c, recon_r,
    probe_l, probe_c, probe_r,
    attack_l, attack_c, attack_r,
    assault_l, assault_c, assault_r,
    recon_in_force, general_advance, pincer_move,
    air_power, ambush, armor_assault, artillery_bombard, barrage, behind_enemy_lines,
    close_assault, counter_attack, dig_in, direct_from_hq, firefight, infantry_assault,
    medics_mechanics, move_out, their_finest_hour,
};
inline constexpr int num_card_ids = 30;
inline constexpr int deck_size = 60;       // M44-4.1
inline constexpr int num_section_cards = 40;
inline constexpr int num_tactic_cards = 20;

enum class card_class : std::uint8_t { section, tactic };

// A section card's units per section, as printed (M44-S-10), from the
// playing player's seat (M44-4.3): index 0 Left, 1 Center, 2 Right. An
// Assault's "all units" is `all_units`.
inline constexpr std::uint8_t all_units = 255;
using section_allowance = std::array<std::uint8_t, 3>;

struct card_info {
    std::string_view id;      // M44-4.1, the notation of M44-11.1
    std::string_view title;
    card_class kind;
    std::uint8_t count;       // copies in the deck
    section_allowance orders; // section cards only; zero for tactics
};

inline constexpr std::array<card_info, num_card_ids> cards{{
    {"recon-l", "Recon (Left)", card_class::section, 2, {1, 0, 0}},
    {"recon-c", "Recon (Center)", card_class::section, 2, {0, 1, 0}},
    {"recon-r", "Recon (Right)", card_class::section, 2, {0, 0, 1}},
    {"probe-l", "Probe (Left)", card_class::section, 4, {2, 0, 0}},
    {"probe-c", "Probe (Center)", card_class::section, 5, {0, 2, 0}},
    {"probe-r", "Probe (Right)", card_class::section, 4, {0, 0, 2}},
    {"attack-l", "Attack (Left)", card_class::section, 3, {3, 0, 0}},
    {"attack-c", "Attack (Center)", card_class::section, 4, {0, 3, 0}},
    {"attack-r", "Attack (Right)", card_class::section, 3, {0, 0, 3}},
    {"assault-l", "Assault (Left)", card_class::section, 2, {all_units, 0, 0}},
    {"assault-c", "Assault (Center)", card_class::section, 2, {0, all_units, 0}},
    {"assault-r", "Assault (Right)", card_class::section, 2, {0, 0, all_units}},
    {"recon-in-force", "Recon in Force", card_class::section, 3, {1, 1, 1}},
    {"general-advance", "General Advance", card_class::section, 1, {2, 2, 2}},
    {"pincer-move", "Pincer Move", card_class::section, 1, {2, 0, 2}},
    {"air-power", "Air Power", card_class::tactic, 1, {}},
    {"ambush", "Ambush", card_class::tactic, 1, {}},
    {"armor-assault", "Armor Assault", card_class::tactic, 2, {}},
    {"artillery-bombard", "Artillery Bombard", card_class::tactic, 1, {}},
    {"barrage", "Barrage", card_class::tactic, 1, {}},
    {"behind-enemy-lines", "Behind Enemy Lines", card_class::tactic, 1, {}},
    {"close-assault", "Close Assault", card_class::tactic, 1, {}},
    {"counter-attack", "Counter-Attack", card_class::tactic, 2, {}},
    {"dig-in", "Dig-In", card_class::tactic, 1, {}},
    {"direct-from-hq", "Direct from HQ", card_class::tactic, 2, {}},
    {"firefight", "Firefight", card_class::tactic, 1, {}},
    {"infantry-assault", "Infantry Assault", card_class::tactic, 2, {}},
    {"medics-mechanics", "Medics & Mechanics", card_class::tactic, 1, {}},
    {"move-out", "Move Out!", card_class::tactic, 2, {}},
    {"their-finest-hour", "Their Finest Hour", card_class::tactic, 1, {}},
}};

[[nodiscard]] constexpr const card_info& info(card c) noexcept {
    return cards[static_cast<std::size_t>(c)];
}
[[nodiscard]] constexpr std::string_view card_name(card c) noexcept { return info(c).id; }
[[nodiscard]] constexpr bool is_tactic(card c) noexcept {
    return info(c).kind == card_class::tactic;
}
// The card of an id (M44-4.1), or -1.
[[nodiscard]] constexpr int card_of_name(std::string_view id) noexcept {
    for (int i = 0; i < num_card_ids; ++i)
        if (cards[static_cast<std::size_t>(i)].id == id) return i;
    return -1;
}

// How many cards of each id a pile holds; the full deck is `full_deck`.
using card_counts = std::array<std::uint8_t, num_card_ids>;

[[nodiscard]] constexpr card_counts make_full_deck() noexcept {
    card_counts d{};
    for (std::size_t i = 0; i < d.size(); ++i) d[i] = cards[i].count;
    return d;
}
inline constexpr card_counts full_deck = make_full_deck();

[[nodiscard]] constexpr int total(const card_counts& pile) noexcept {
    int n = 0;
    for (auto c : pile) n += c;
    return n;
}

// ------------------------------------------------------------------ rulesets

// M44-6.3 / M44-6.2: how an attack roll is read.
enum class dice_rule : std::uint8_t {
    hit_threshold,  // tutorial: d6 hitting on 4-6 (5-6 against cover); the outcome is the hits
    symbols,        // standard: infantry, infantry, armor, grenade, star, flag
};
// M44-T-6 / M44-S-4: what terrain does.
enum class terrain_rule : std::uint8_t {
    cover,  // tutorial: cover raises the hit threshold; river blocks movement
    table,  // standard: the terrain and obstacle tables
};
// M44-T-8.1 / M44-S-12.1: the draw at the end of a turn.
enum class draw_rule : std::uint8_t {
    refill,    // tutorial: draw until the hand holds its scenario size
    one_card,  // standard: one card (two keep one after Recon)
};

// Dice by range: [base kind: infantry, armor, artillery][range 0..8]; 0 means
// the unit cannot battle at that range (range 0 never occurs).
using dice_table = std::array<std::array<std::uint8_t, 9>, 3>;
// Per unit kind, in unit_kind order.
using per_kind = std::array<std::uint8_t, num_unit_kinds>;

// Part A: the tutorial ruleset.
struct tutorial_rules {
    static constexpr std::string_view name = "tutorial";
    static constexpr per_kind move_allowance{1, 2, 1, 1, 2};       // M44-T-2.1, M44-T-1.2
    static constexpr per_kind move_and_battle{1, 2, 1, 1, 2};      // M44-T-2.3: move, then fire
    static constexpr dice_table dice{{
        {0, 3, 3, 3, 2, 2, 2, 1, 1},  // infantry   M44-T-4.2
        {0, 3, 3, 3, 2, 2, 2, 1, 1},  // armor
        {0, 3, 3, 3, 3, 2, 2, 1, 1},  // artillery
    }};
    static constexpr std::uint8_t assault_orders = 4;               // M44-T-3.2
    static constexpr dice_rule dice_kind = dice_rule::hit_threshold;  // M44-6.3
    static constexpr terrain_rule terrain_effects = terrain_rule::cover;  // M44-T-6
    static constexpr draw_rule end_of_turn_draw = draw_rule::refill;  // M44-T-8.1
    static constexpr bool line_of_sight = false;                    // M44-T-4.1
    static constexpr bool defense_die = true;                       // M44-T-5
    static constexpr bool second_tactic_card = true;                // M44-T-3.4
    static constexpr bool tactic_card_effects = false;              // M44-T-3.3: one unit anywhere
    static constexpr bool close_combat_rules = false;               // no M44-S-5.3, S-9, S-11.2
    static constexpr bool ignore_flags = false;                     // no M44-S-8.2
    static constexpr int max_flags = 1;                             // M44-T-7.1: one hex back
    static constexpr card_counts deck = full_deck;                  // M44-4.1
};

// Part B: the published 2004 rules.
struct standard_rules {
    static constexpr std::string_view name = "standard";
    static constexpr per_kind move_allowance{2, 3, 1, 2, 3};       // M44-S-1.1
    static constexpr per_kind move_and_battle{1, 3, 0, 2, 3};      // M44-S-1.1, M44-S-5.1
    static constexpr dice_table dice{{
        {0, 3, 2, 1, 0, 0, 0, 0, 0},  // infantry   M44-S-1.1
        {0, 3, 3, 3, 0, 0, 0, 0, 0},  // armor
        {0, 3, 3, 2, 2, 1, 1, 0, 0},  // artillery
    }};
    static constexpr std::uint8_t assault_orders = all_units;       // M44-S-10.2
    static constexpr dice_rule dice_kind = dice_rule::symbols;      // M44-6.2
    static constexpr terrain_rule terrain_effects = terrain_rule::table;  // M44-S-4
    static constexpr draw_rule end_of_turn_draw = draw_rule::one_card;  // M44-S-12.1
    static constexpr bool line_of_sight = true;                     // M44-S-6
    static constexpr bool defense_die = false;
    static constexpr bool second_tactic_card = false;               // M44-5.2
    static constexpr bool tactic_card_effects = true;               // M44-S-11
    static constexpr bool close_combat_rules = true;                // M44-S-5.3, S-9, S-11.2
    static constexpr bool ignore_flags = true;                      // M44-S-8.2
    static constexpr int max_flags = 6;                             // M44-S-8.1: up to the dice
    static constexpr card_counts deck = full_deck;                  // M44-4.1
};

// The 40 section cards only (M44-S-10): a smaller game without tactic cards.
[[nodiscard]] constexpr card_counts make_section_deck() noexcept {
    card_counts d{};
    for (std::size_t i = 0; i < d.size(); ++i) d[i] = cards[i].kind == card_class::section ? cards[i].count : 0;
    return d;
}
struct standard_sections_rules : standard_rules {
    static constexpr std::string_view name = "standard-sections";
    static constexpr card_counts deck = make_section_deck();
};

// The largest range any unit of a ruleset can battle at.
template <class R>
[[nodiscard]] constexpr int max_range() noexcept {
    int best = 0;
    for (const auto& row : R::dice)
        for (int r = 1; r < 9; ++r)
            if (row[static_cast<std::size_t>(r)] > 0 && r > best) best = r;
    return best;
}

template <class R>
concept rules_policy = requires {
    { R::name } -> std::convertible_to<std::string_view>;
    { R::move_allowance } -> std::convertible_to<per_kind>;
    { R::move_and_battle } -> std::convertible_to<per_kind>;
    { R::dice } -> std::convertible_to<dice_table>;
    { R::assault_orders } -> std::convertible_to<std::uint8_t>;
    { R::dice_kind } -> std::convertible_to<dice_rule>;
    { R::terrain_effects } -> std::convertible_to<terrain_rule>;
    { R::end_of_turn_draw } -> std::convertible_to<draw_rule>;
    { R::line_of_sight } -> std::convertible_to<bool>;
    { R::defense_die } -> std::convertible_to<bool>;
    { R::second_tactic_card } -> std::convertible_to<bool>;
    { R::tactic_card_effects } -> std::convertible_to<bool>;
    { R::close_combat_rules } -> std::convertible_to<bool>;
    { R::ignore_flags } -> std::convertible_to<bool>;
    { R::max_flags } -> std::convertible_to<int>;
    { R::deck } -> std::convertible_to<card_counts>;
} && max_range<R>() >= 1 && R::assault_orders >= 1 && R::max_flags >= 1;

static_assert(rules_policy<tutorial_rules>);
static_assert(rules_policy<standard_rules>);
// The section cards and 8 of the tactic cards: Armor Assault (2), Artillery
// Bombard (1), Barrage (1), Close Assault (1), Dig-In (1), Direct from HQ (2),
// Firefight (1), Move Out! (2); 51 cards. A variant kept for its shorter
// decisions (no Ambush window, no Air Power targets).
[[nodiscard]] constexpr bool in_partial_deck(card c) noexcept {
    return c == card::armor_assault || c == card::artillery_bombard || c == card::barrage || c == card::close_assault ||
           c == card::dig_in || c == card::direct_from_hq || c == card::firefight || c == card::move_out;
}
[[nodiscard]] constexpr card_counts make_partial_deck() noexcept {
    card_counts d{};
    for (std::size_t i = 0; i < d.size(); ++i)
        d[i] = cards[i].kind == card_class::section || in_partial_deck(static_cast<card>(i)) ? cards[i].count : 0;
    return d;
}
struct standard_partial_rules : standard_rules {
    static constexpr std::string_view name = "standard-partial";
    static constexpr card_counts deck = make_partial_deck();
};

static_assert(rules_policy<standard_sections_rules>);
static_assert(rules_policy<standard_partial_rules>);
static_assert(total(standard_partial_rules::deck) == 51);
static_assert(total(standard_sections_rules::deck) == num_section_cards);

static_assert(total(standard_rules::deck) == deck_size);

}  // namespace arbiter::memoir44
