#pragma once
// War Chest constants, the boards and the variant policies (RULES.md WC-1, WC-2,
// WC-3, WC-14, WC-15, WC-19).
//
// A policy is a struct of constants the engine reads at compile time. Derive
// from `standard_rules` and override what your variant changes:
//
//     struct my_game : arbiter::war_chest::standard_rules {
//         static constexpr auto royal_guard = arbiter::war_chest::royal_guard_card::revised;  // WC-19.1
//     };
//     arbiter::war_chest::state<my_game> s;

#include <array>
#include <concepts>
#include <cstdint>
#include <string_view>

#include "../core/hex.hpp"

namespace arbiter::war_chest {

// WC-1.1: the 16 unit types, in alphabetical order. A coin type is a unit
// type or `royal` (WC-0.3), so coin counts are arrays of 17.
enum class unit : std::uint8_t {
    archer, berserker, cavalry, crossbowman, ensign, footman, knight, lancer,
    light_cavalry, marshall, mercenary, pikeman, royal_guard, scout, swordsman, warrior_priest
};
inline constexpr int num_units = 16;
inline constexpr int royal = 16;           // the Royal Coin's coin type (WC-1.2)
inline constexpr int num_coin_types = 17;  // 16 unit types and the Royal Coin

[[nodiscard]] constexpr int index(unit u) noexcept { return static_cast<int>(u); }

// WC-1.1: coins per unit type.
[[nodiscard]] constexpr int coins_of(unit u) noexcept {
    switch (u) {
        case unit::archer: case unit::cavalry: case unit::knight:
        case unit::lancer: case unit::pikeman: case unit::warrior_priest: return 4;
        default: return 5;
    }
}

// WC-12.6.1: only the Footman may have two units on the board.
[[nodiscard]] constexpr int max_units_of(unit u) noexcept { return u == unit::footman ? 2 : 1; }

// WC-9.5: the units with a tactic.
[[nodiscard]] constexpr bool has_tactic(unit u) noexcept {
    switch (u) {
        case unit::archer: case unit::cavalry: case unit::crossbowman: case unit::ensign: case unit::footman:
        case unit::lancer: case unit::light_cavalry: case unit::marshall: case unit::royal_guard: return true;
        default: return false;
    }
}
// WC-12.1.3, WC-12.8.4: the Archer and the Lancer have no normal attack.
[[nodiscard]] constexpr bool has_normal_attack(unit u) noexcept {
    return u != unit::archer && u != unit::lancer;
}

inline constexpr std::array<std::string_view, num_coin_types> coin_names{
    "archer", "berserker", "cavalry", "crossbowman", "ensign", "footman", "knight", "lancer",
    "light_cavalry", "marshall", "mercenary", "pikeman", "royal_guard", "scout", "swordsman", "warrior_priest",
    "royal"};

// A set of unit types: bit t is unit type t (a player's cards, a draft pool).
using unit_set = std::uint16_t;
[[nodiscard]] constexpr unit_set set_of(std::initializer_list<unit> units) noexcept {
    unit_set s = 0;
    for (unit u : units) s = static_cast<unit_set>(s | (1u << index(u)));
    return s;
}

// ------------------------------------------------------------------ board

// WC-2.1: hex (x, y) is index x + 7 y, 0..48; the axial coordinates are (x, y)
// themselves. Hexes outside the board in use never appear in play.
inline constexpr int grid_size = 49;
inline constexpr std::uint8_t no_hex = 255;

[[nodiscard]] constexpr int hex_x(int h) noexcept { return h % 7; }
[[nodiscard]] constexpr int hex_y(int h) noexcept { return h / 7; }
[[nodiscard]] constexpr int hex_at(int x, int y) noexcept { return x + 7 * y; }
[[nodiscard]] constexpr hex::axial axial_of(int h) noexcept { return {hex_x(h), hex_y(h)}; }

// WC-2.3: the 2-player board is 3 <= x + y <= 9 (37 hexes), the 4-player board
// 1 <= x + y <= 11 (47 hexes).
[[nodiscard]] constexpr bool on_board(int players, int x, int y) noexcept {
    if (x < 0 || x > 6 || y < 0 || y > 6) return false;
    return players == 2 ? (x + y >= 3 && x + y <= 9) : (x + y >= 1 && x + y <= 11);
}
[[nodiscard]] constexpr bool on_board(int players, int h) noexcept {
    return h >= 0 && h < grid_size && on_board(players, hex_x(h), hex_y(h));
}

// WC-2.8: distance regardless of occupancy, on the axial grid.
[[nodiscard]] constexpr int distance(int a, int b) noexcept { return hex::distance(axial_of(a), axial_of(b)); }

// WC-2.1, WC-2.9: the neighbour of h in direction d (hex::directions order),
// or no_hex off the board in use.
template <int Players>
inline constexpr auto neighbour_table = [] {
    std::array<std::array<std::uint8_t, 6>, grid_size> t{};
    for (int h = 0; h < grid_size; ++h)
        for (std::size_t d = 0; d < 6; ++d) {
            const int x = hex_x(h) + hex::directions[d].q, y = hex_y(h) + hex::directions[d].r;
            t[static_cast<std::size_t>(h)][d] =
                on_board(Players, h) && on_board(Players, x, y) ? static_cast<std::uint8_t>(hex_at(x, y)) : no_hex;
        }
    return t;
}();

// WC-2.2: "d4" is (3, 3).
[[nodiscard]] constexpr std::array<char, 2> hex_name(int h) noexcept {
    return {static_cast<char>('a' + hex_x(h)), static_cast<char>('1' + hex_y(h))};
}

// WC-2.5: the locations. Side A is side 0, side B side 1.
struct location_table {
    std::array<std::uint8_t, 14> hexes{};
    int count = 0;
    std::array<std::array<std::uint8_t, 3>, 2> start{};  // each side's starting locations
    int starts_per_side = 0;
};
[[nodiscard]] constexpr int h(const char* name) noexcept { return hex_at(name[0] - 'a', name[1] - '1'); }
template <int Players>
inline constexpr location_table locations = [] {
    location_table t;
    const char* two[] = {"e1", "g2", "a6", "c7", "c2", "d3", "f4", "b4", "d5", "e6"};
    const char* four[] = {"e1", "g2", "g5", "a6", "c7", "a3", "c2", "d3", "f4", "b4", "d5", "e6", "b1", "f7"};
    if constexpr (Players == 2) {
        for (const char* n : two) t.hexes[static_cast<std::size_t>(t.count++)] = static_cast<std::uint8_t>(h(n));
        t.start = {{{static_cast<std::uint8_t>(h("e1")), static_cast<std::uint8_t>(h("g2")), no_hex},
                    {static_cast<std::uint8_t>(h("a6")), static_cast<std::uint8_t>(h("c7")), no_hex}}};
        t.starts_per_side = 2;
    } else {
        for (const char* n : four) t.hexes[static_cast<std::size_t>(t.count++)] = static_cast<std::uint8_t>(h(n));
        t.start = {{{static_cast<std::uint8_t>(h("e1")), static_cast<std::uint8_t>(h("g2")),
                     static_cast<std::uint8_t>(h("g5"))},
                    {static_cast<std::uint8_t>(h("a6")), static_cast<std::uint8_t>(h("c7")),
                     static_cast<std::uint8_t>(h("a3"))}}};
        t.starts_per_side = 3;
    }
    return t;
}();
template <int Players>
inline constexpr auto location_mask = [] {
    std::array<bool, grid_size> m{};
    for (int i = 0; i < locations<Players>.count; ++i) m[locations<Players>.hexes[static_cast<std::size_t>(i)]] = true;
    return m;
}();

// WC-1.4, WC-11.3: markers per side: 6 in the 2-player game, 8 per team.
[[nodiscard]] constexpr int markers_per_side(int players) noexcept { return players == 2 ? 6 : 8; }

// ------------------------------------------------------------------ policies

enum class royal_guard_card : std::uint8_t { printed_2018, revised };  // WC-19.1
enum class royal_guard_soak : std::uint8_t { owner_chooses, always };   // WC-19.2
enum class scout_friendly : std::uint8_t { team, own_units };           // WC-19.3
// WC-19.5: how the unit cards are dealt. `fixed` takes the armies and the
// initiative holder from the state's constructor (hand-built games).
enum class setup_kind : std::uint8_t { random_deal, first_game, draft, gaugamela, bannockburn, crecy, fixed, draft_with_bans };
[[nodiscard]] constexpr bool is_draft(setup_kind k) noexcept { return k == setup_kind::draft || k == setup_kind::draft_with_bans; }

// WC-19: the default of every knob: the standard game, a random deal (WC-3.3).
struct standard_rules {
    static constexpr int players = 2;                                                // WC-19.5
    static constexpr setup_kind setup = setup_kind::random_deal;                     // WC-19.5
    static constexpr royal_guard_card royal_guard = royal_guard_card::printed_2018;  // WC-19.1
    static constexpr royal_guard_soak soak = royal_guard_soak::owner_chooses;        // WC-19.2
    static constexpr scout_friendly scout = scout_friendly::team;                    // WC-19.3
    static constexpr bool wp_draw_before_soak = false;                               // WC-19.4
    static constexpr int round_limit = 0;                                            // WC-19.6 (0 = none)
};
struct first_game_rules : standard_rules {  // WC-3.6
    static constexpr setup_kind setup = setup_kind::first_game;
};
struct draft_rules : standard_rules {  // WC-15.1
    static constexpr setup_kind setup = setup_kind::draft;
};
struct gaugamela_rules : standard_rules {  // WC-15.5
    static constexpr setup_kind setup = setup_kind::gaugamela;
};
struct bannockburn_rules : standard_rules {  // WC-15.5
    static constexpr setup_kind setup = setup_kind::bannockburn;
};
struct crecy_rules : standard_rules {  // WC-15.5
    static constexpr setup_kind setup = setup_kind::crecy;
};
// Armies and initiative given to the constructor (tests, hand-built positions).
struct fixed_rules : standard_rules {
    static constexpr setup_kind setup = setup_kind::fixed;
};
struct revised_royal_guard_rules : standard_rules {
    static constexpr royal_guard_card royal_guard = royal_guard_card::revised;
};
// WC-14: two teams of two.
struct four_player_rules : standard_rules {
    static constexpr int players = 4;
};
struct four_player_draft_rules : four_player_rules {  // WC-15.2
    static constexpr setup_kind setup = setup_kind::draft;
};
struct draft_with_bans_rules : standard_rules {  // WC-15.4
    static constexpr setup_kind setup = setup_kind::draft_with_bans;
};
struct four_player_draft_with_bans_rules : four_player_rules {  // WC-15.4, WC-14
    static constexpr setup_kind setup = setup_kind::draft_with_bans;
};
// WC-19.6: a bound for bots.
struct bounded_rules : standard_rules {
    static constexpr int round_limit = 60;
};

template <class R>
concept rules_policy = requires {
    { R::players } -> std::convertible_to<int>;
    { R::setup } -> std::convertible_to<setup_kind>;
    { R::royal_guard } -> std::convertible_to<royal_guard_card>;
    { R::soak } -> std::convertible_to<royal_guard_soak>;
    { R::scout } -> std::convertible_to<scout_friendly>;
    { R::wp_draw_before_soak } -> std::convertible_to<bool>;
    { R::round_limit } -> std::convertible_to<int>;
} && (R::players == 2 || R::players == 4) && R::round_limit >= 0 && R::round_limit < 65535
  // WC-14.1, WC-15.5: the first-game setup and the battle presets are 2-player
  && (R::players == 2 || R::setup == setup_kind::random_deal || is_draft(R::setup) || R::setup == setup_kind::fixed);

// WC-3.3, WC-14.1: cards per seat; WC-15.1, WC-15.2: the draft's pool and
// pick order, as seats after the first drafter P1 (0 = P1, 1 = P2, ...).
[[nodiscard]] constexpr int cards_per_seat(int players) noexcept { return players == 2 ? 4 : 3; }
[[nodiscard]] constexpr int draft_pool(int players) noexcept { return players == 2 ? 8 : 12; }
// WC-15.4: with bans, two more cards are dealt and P1, then P2, bans one.
[[nodiscard]] constexpr int dealt_pool(int players, setup_kind k) noexcept {
    return draft_pool(players) + (k == setup_kind::draft_with_bans ? 2 : 0);
}
inline constexpr std::array<std::uint8_t, 8> draft_order_2{0, 1, 1, 0, 0, 1, 1, 0};
inline constexpr std::array<std::uint8_t, 12> draft_order_4{0, 1, 2, 3, 3, 2, 1, 0, 1, 2, 3, 0};

// WC-3.6, WC-15.5: the fixed armies, seat 0 first.
struct armies {
    unit_set seat0 = 0;
    unit_set seat1 = 0;
    unit_set seat2 = 0;  // the 4-player game (WC-14.1)
    unit_set seat3 = 0;
};
inline constexpr armies first_game_armies{
    set_of({unit::swordsman, unit::pikeman, unit::crossbowman, unit::light_cavalry}),
    set_of({unit::archer, unit::cavalry, unit::lancer, unit::scout})};
inline constexpr armies gaugamela_armies{
    set_of({unit::knight, unit::light_cavalry, unit::pikeman, unit::marshall}),
    set_of({unit::cavalry, unit::footman, unit::mercenary, unit::royal_guard})};
inline constexpr armies bannockburn_armies{
    set_of({unit::archer, unit::cavalry, unit::lancer, unit::footman}),
    set_of({unit::light_cavalry, unit::pikeman, unit::warrior_priest, unit::swordsman})};
inline constexpr armies crecy_armies{
    set_of({unit::archer, unit::ensign, unit::knight, unit::royal_guard}),
    set_of({unit::cavalry, unit::crossbowman, unit::lancer, unit::scout})};

}  // namespace arbiter::war_chest
