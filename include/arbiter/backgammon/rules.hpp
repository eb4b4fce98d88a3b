#pragma once
// Backgammon constants and the variant policies (RULES.md, BG-10 to BG-15).
//
// A policy is a struct of constants the engine reads at compile time. Derive
// from `source_rules` and override what your variant changes:
//
//     struct my_money_game : arbiter::backgammon::money_rules {
//         static constexpr unsigned beavers = 1;   // BG-12.1
//     };
//     arbiter::backgammon::state<my_money_game> s;

#include <concepts>
#include <cstdint>

namespace arbiter::backgammon {

enum class scoring_rule : std::uint8_t {
    win_loss,  // BG-8.3: +1 / -1
    gammons,   // BG-10.1: single 1, gammon 2, backgammon 3, times the cube
};

enum class start_position : std::uint8_t {
    standard,     // BG-2.1
    nackgammon,   // BG-15.2
    hypergammon,  // BG-15.3
};

// BG-0.4, BG-10.0: the game of the source, every knob at its default.
struct source_rules {
    static constexpr scoring_rule scoring = scoring_rule::win_loss;  // BG-10.1
    static constexpr bool cube = false;                              // BG-11.1
    static constexpr unsigned max_cube = 32768;                      // BG-11.5
    static constexpr unsigned beavers = 0;                           // BG-12.1, BG-12.2
    static constexpr bool crawford = true;                           // BG-13.2, BG-13.4
    static constexpr bool jacoby = false;                            // BG-14.1
    static constexpr start_position start = start_position::standard;  // BG-15
    static constexpr bool resign = false;                            // BG-23.0
};

// BG-10.0 preset `money`: gammons count and the cube is in play. The `match`
// preset is this policy with a match length given to the state (BG-13.7).
struct money_rules : source_rules {
    static constexpr scoring_rule scoring = scoring_rule::gammons;  // BG-10.1
    static constexpr bool cube = true;                              // BG-11.1
    static constexpr bool resign = true;                            // BG-23.0
};
using match_rules = money_rules;

struct nackgammon_rules : source_rules {
    static constexpr start_position start = start_position::nackgammon;  // BG-15.2
};
struct hypergammon_rules : source_rules {
    static constexpr start_position start = start_position::hypergammon;  // BG-15.3
};

template <class R>
concept rules_policy = requires {
    { R::scoring } -> std::convertible_to<scoring_rule>;
    { R::cube } -> std::convertible_to<bool>;
    { R::max_cube } -> std::convertible_to<unsigned>;
    { R::beavers } -> std::convertible_to<unsigned>;
    { R::crawford } -> std::convertible_to<bool>;
    { R::jacoby } -> std::convertible_to<bool>;
    { R::start } -> std::convertible_to<start_position>;
    { R::resign } -> std::convertible_to<bool>;
} && (R::max_cube >= 2 && R::max_cube <= 32768 && (R::max_cube & (R::max_cube - 1)) == 0);  // BG-11.5

// BG-0.3: checkers per player.
template <rules_policy R>
inline constexpr int checkers_per_player = R::start == start_position::hypergammon ? 3 : 15;

inline constexpr int bar_point = 25;  // BG-1.4: the bar is the mover's point 25
inline constexpr int off_point = 0;   //          and `off` is point 0
inline constexpr int num_points = 24;

// BG-7.10: no position and roll has more plays than this.
inline constexpr int max_plays = 3060;
// BG-23.1: the resignation levels, single (1) to backgammon (3), which a
// play decision may list beside its plays.
inline constexpr int max_resign_level = 3;
inline constexpr int max_moves = max_plays + max_resign_level;

}  // namespace arbiter::backgammon
