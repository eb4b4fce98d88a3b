#pragma once
// Stratego constants and the variant policies (RULES.md ST-1, ST-2, ST-8.7, ST-9).
//
// A policy is a struct of constants the engine reads at compile time. Derive
// from `classic_rules` (or a preset) and override what your variant changes:
//
//     struct aggressor_game : arbiter::stratego::classic_rules {
//         static constexpr auto ties = arbiter::stratego::tie_rule::attacker_wins;  // ST-9.6
//     };
//     arbiter::stratego::state<aggressor_game> s;

#include <array>
#include <concepts>
#include <cstdint>
#include <string>

namespace arbiter::stratego {

// ST-2.1: the twelve kinds in Strados2 letter order (Red letters B..M), so
// that kind k is written 'B' + k and a movable kind's value is its rank
// (ST-2.2): spy 1 ... marshal 10.
enum class kind : std::uint8_t {
    bomb, spy, scout, miner, sergeant, lieutenant, captain, major, colonel, general, marshal, flag
};
inline constexpr int num_kinds = 12;

[[nodiscard]] constexpr int rank_of(kind k) noexcept { return static_cast<int>(k); }
// ST-2.3, ST-4.7: bombs and flags never move.
[[nodiscard]] constexpr bool is_movable(kind k) noexcept { return k != kind::bomb && k != kind::flag; }

[[nodiscard]] inline std::string kind_name(kind k) {
    static constexpr const char* names[] = {"Bomb",    "Spy",   "Scout",   "Miner",   "Sergeant", "Lieutenant",
                                            "Captain", "Major", "Colonel", "General", "Marshal",  "Flag"};
    return names[static_cast<int>(k)];
}
// "1 Bomb", "2 Spies", "0 Scouts".
[[nodiscard]] inline std::string count_of(int n, kind k) {
    const std::string name = kind_name(k);
    if (n == 1) return "1 " + name;
    return std::to_string(n) + " " + (k == kind::spy ? std::string("Spies") : name + "s");
}

// How many pieces of each kind an army has, indexed by kind.
using army_counts = std::array<std::uint8_t, num_kinds>;

[[nodiscard]] constexpr int army_size(const army_counts& a) noexcept {
    int n = 0;
    for (auto c : a) n += c;
    return n;
}

// ST-9.9: the armies (order: B Sp Sc Mi Sg Lt Ca Mj Co Ge Ma F).
namespace armies {
inline constexpr army_counts classic{6, 1, 8, 5, 4, 4, 4, 3, 2, 1, 1, 1};
inline constexpr army_counts barrage{1, 1, 2, 1, 0, 0, 0, 0, 0, 1, 1, 1};
inline constexpr army_counts duell{2, 1, 2, 2, 0, 0, 0, 0, 0, 1, 1, 1};
inline constexpr army_counts ultimate_lightning{2, 1, 4, 2, 2, 2, 2, 1, 1, 1, 1, 1};
}  // namespace armies

enum class repetition_attacks : std::uint8_t {
    count,  // ST-6.4: an attack is a move like any other
    reset,  // ST-9.2: only plain moves make a run; attacks restart it
};
enum class repetition_squares : std::uint8_t {
    endpoints,  // ST-6.5: a Scout's two squares are its start and end
    borders,    // ST-9.3: the borders crossed
};
enum class chase_rule : std::uint8_t {
    off,  // ST-9.4 default: no more-squares rule
    isf,  // ST-9.4: the ISF continuous-chase rule
};
enum class scout_rule : std::uint8_t {
    move_and_strike,  // ST-4.5
    adjacent_only,    // ST-9.5
};
enum class tie_rule : std::uint8_t {
    both_removed,   // ST-5.3 rule 5
    attacker_wins,  // ST-9.6
};
enum class defense_rule : std::uint8_t {
    revealed,  // ST-5.2
    silent,    // ST-9.7
};
enum class bomb_rule : std::uint8_t {
    permanent,  // ST-5.6
    one_time,   // ST-9.8
};
enum class setup_rule : std::uint8_t {
    zone,  // ST-3.1, ST-3.5
    free,  // ST-9.10: the game starts from a complete position
};

// ST-0.3, ST-9.13 `classic`: the default ruleset, every knob at its default.
struct classic_rules {
    static constexpr army_counts army = armies::classic;                          // ST-9.9
    static constexpr setup_rule setup = setup_rule::zone;                          // ST-9.10
    static constexpr int two_square_limit = 3;                                     // ST-9.1 (0 = off)
    static constexpr repetition_attacks two_square_attacks = repetition_attacks::count;    // ST-9.2
    static constexpr repetition_squares two_square_scouts = repetition_squares::endpoints;  // ST-9.3
    static constexpr chase_rule more_squares = chase_rule::off;                    // ST-9.4
    static constexpr int chase_window = 210;                                       // ST-9.4
    static constexpr scout_rule scout_strike = scout_rule::move_and_strike;        // ST-9.5
    static constexpr tie_rule ties = tie_rule::both_removed;                       // ST-9.6
    static constexpr defense_rule defense = defense_rule::revealed;                // ST-9.7
    static constexpr bomb_rule bombs = bomb_rule::permanent;                       // ST-9.8
    static constexpr bool captain_two_step = false;                                // ST-9.11
    static constexpr bool rescue = false;                                          // ST-9.12
    static constexpr int max_plies = 0;                                            // ST-8.7 (0 = none)
    static constexpr int max_plies_without_attack = 0;                             // ST-8.7 (0 = none)
};

// ST-9.13 presets.
struct isf_rules : classic_rules {
    static constexpr int two_square_limit = 5;
    static constexpr chase_rule more_squares = chase_rule::isf;
};
struct isf3_rules : classic_rules {
    static constexpr repetition_squares two_square_scouts = repetition_squares::borders;
    static constexpr chase_rule more_squares = chase_rule::isf;
};
struct milton_bradley_rules : classic_rules {
    static constexpr scout_rule scout_strike = scout_rule::adjacent_only;
};
struct barrage_rules : classic_rules {
    static constexpr army_counts army = armies::barrage;
};
struct duell_rules : classic_rules {
    static constexpr army_counts army = armies::duell;
};
struct ultimate_lightning_rules : classic_rules {
    static constexpr army_counts army = armies::ultimate_lightning;
    static constexpr tie_rule ties = tie_rule::attacker_wins;
    static constexpr bomb_rule bombs = bomb_rule::one_time;
    static constexpr bool captain_two_step = true;
    static constexpr bool rescue = true;
};
// ST-9.13 `gravon_replay`, ST-11.9: the server's limit of 5, the army of the
// record (Army is one of the presets above or classic_rules), and free setup
// for "classicfree" games.
template <class Army = classic_rules, setup_rule Setup = setup_rule::zone>
struct gravon_replay_rules : Army {
    static constexpr setup_rule setup = Setup;
    static constexpr int two_square_limit = 5;
};

// The ply counters' top (ST-8.7): they are 16-bit and stop there.
inline constexpr int ply_counter_max = 65535;

template <class R>
concept rules_policy = requires {
    { R::army } -> std::convertible_to<army_counts>;
    { R::setup } -> std::convertible_to<setup_rule>;
    { R::two_square_limit } -> std::convertible_to<int>;
    { R::two_square_attacks } -> std::convertible_to<repetition_attacks>;
    { R::two_square_scouts } -> std::convertible_to<repetition_squares>;
    { R::more_squares } -> std::convertible_to<chase_rule>;
    { R::chase_window } -> std::convertible_to<int>;
    { R::scout_strike } -> std::convertible_to<scout_rule>;
    { R::ties } -> std::convertible_to<tie_rule>;
    { R::defense } -> std::convertible_to<defense_rule>;
    { R::bombs } -> std::convertible_to<bomb_rule>;
    { R::captain_two_step } -> std::convertible_to<bool>;
    { R::rescue } -> std::convertible_to<bool>;
    { R::max_plies } -> std::convertible_to<int>;
    { R::max_plies_without_attack } -> std::convertible_to<int>;
} && R::two_square_limit >= 0 && R::two_square_limit <= 5    // ST-9.1: 3, 5 or off
  && R::chase_window >= 1 && R::chase_window <= 255          // ST-9.4 (the state keeps that many plies)
  && army_size(R::army) <= 40                                  // ST-3.1: the zone holds 40
  && (!R::captain_two_step || R::two_square_scouts == repetition_squares::endpoints)  // ST-9.11
  && R::max_plies >= 0 && R::max_plies_without_attack >= 0
  && R::max_plies <= ply_counter_max && R::max_plies_without_attack <= ply_counter_max;  // ST-8.7

// ------------------------------------------------------------------ board

inline constexpr int board_size = 100;  // ST-1.1, ST-1.3: index = 10 * (row - 1) + column

[[nodiscard]] constexpr int column_of(int sq) noexcept { return sq % 10; }
[[nodiscard]] constexpr int row_of(int sq) noexcept { return sq / 10; }  // 0-based: row 1 is 0

// ST-1.4: the two lakes.
[[nodiscard]] constexpr bool is_lake(int sq) noexcept {
    const int r = row_of(sq), c = column_of(sq);
    return (r == 4 || r == 5) && (c == 2 || c == 3 || c == 6 || c == 7);
}

// ST-1.5, ST-4.6: the square next to `sq` in direction d (0 up the rows,
// 1 right, 2 down, 3 left, as Red sees the board), or -1 off the board or in
// a lake.
namespace detail {
inline constexpr auto neighbor_table = [] {
    std::array<std::array<std::int8_t, 4>, board_size> t{};
    for (int sq = 0; sq < board_size; ++sq) {
        const int r = row_of(sq), c = column_of(sq);
        const int to[4] = {r < 9 ? sq + 10 : -1, c < 9 ? sq + 1 : -1, r > 0 ? sq - 10 : -1, c > 0 ? sq - 1 : -1};
        for (int d = 0; d < 4; ++d)
            t[static_cast<std::size_t>(sq)][static_cast<std::size_t>(d)] =
                static_cast<std::int8_t>(to[d] >= 0 && !is_lake(to[d]) ? to[d] : -1);
    }
    return t;
}();
}  // namespace detail

[[nodiscard]] constexpr int neighbor(int sq, int d) noexcept {
    return detail::neighbor_table[static_cast<std::size_t>(sq)][static_cast<std::size_t>(d)];
}
[[nodiscard]] constexpr bool adjacent(int a, int b) noexcept {
    const int dr = row_of(a) - row_of(b), dc = column_of(a) - column_of(b);
    return dr * dr + dc * dc == 1;
}

// ST-1.2, ST-10.1: "a1" .. "j10".
[[nodiscard]] inline std::string square_name(int sq) {
    return std::string(1, static_cast<char>('a' + column_of(sq))) + std::to_string(row_of(sq) + 1);
}

// ST-1.6: rows 1-4 are Red's zone, rows 7-10 Blue's.
[[nodiscard]] constexpr bool in_setup_zone(int player, int sq) noexcept {
    return player == 0 ? row_of(sq) <= 3 : row_of(sq) >= 6;
}

// ST-10.6: the square of character k of player p's setup string.
[[nodiscard]] constexpr int setup_square(int player, int k) noexcept { return player == 0 ? k : 99 - k; }

// ST-9.12: the opponent's back row, and the own half a rescued piece enters.
[[nodiscard]] constexpr bool on_back_row_of_opponent(int player, int sq) noexcept {
    return player == 0 ? row_of(sq) == 9 : row_of(sq) == 0;
}
[[nodiscard]] constexpr bool in_own_half(int player, int sq) noexcept {
    return !is_lake(sq) && (player == 0 ? row_of(sq) <= 4 : row_of(sq) >= 5);
}

// The most pieces of each kind a side of ruleset R can have on the board:
// its army, or under free setup any part of the classic army (ST-9.10).
template <rules_policy R>
inline constexpr army_counts board_cap = R::setup == setup_rule::free ? armies::classic : R::army;

// ST-4.9: the most basic moves a position of ruleset R can have: a Scout has
// at most 18 end squares, a two-step Captain 12 (ST-9.11), any other piece 4.
template <rules_policy R>
inline constexpr int max_basic_moves = [] {
    const auto& a = board_cap<R>;
    int movable = 0;
    for (int k = 0; k < num_kinds; ++k)
        if (is_movable(static_cast<kind>(k))) movable += a[static_cast<std::size_t>(k)];
    const int scouts = a[static_cast<std::size_t>(kind::scout)];
    const int captains = R::captain_two_step ? a[static_cast<std::size_t>(kind::captain)] : 0;
    return scouts * 18 + captains * 12 + (movable - scouts - captains) * 4;
}();

// The widest decision of ruleset R: play, a setup placement (ST-3.4: at most
// 12 kinds or an empty square), or a rescue (ST-9.12: 11 kinds x 46 + 1).
template <rules_policy R>
inline constexpr int max_moves = [] {
    int n = max_basic_moves<R> > num_kinds + 1 ? max_basic_moves<R> : num_kinds + 1;
    if (R::rescue && n < 507) n = 507;
    return n;
}();

}  // namespace arbiter::stratego
