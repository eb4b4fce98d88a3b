#pragma once
// The two original scenarios of RULES.md (M44-SC-1, M44-SC-2), shipped with
// the library as scenario text (M44-9), exactly as the rules print them.

#include <array>
#include <cassert>
#include <string>
#include <string_view>

#include "scenario.hpp"

namespace arbiter::memoir44 {

// M44-SC-1: Brennau Crossing.
inline constexpr std::string_view brennau_crossing_text = R"(
m44-scenario 1
name: Brennau Crossing
bottom: allies
first: allies
cards: allies=6 axis=6
medals: allies=6 axis=6
terrain:
9  .  .  .  .  .  .  .  .  .  .  .  .  .
8    .  f  .  .  .  .  .  .  .  .  h  .
7  .  f  f  .  .  t  t  .  .  .  h  h  .
6    .  f  .  .  .  .  .  .  .  .  h  .
5  r  r  b  r  r  r  b  r  .  .  .  .  .
4    .  .  .  .  .  .  .  .  .  .  .  .
3  .  f  .  .  .  .  .  .  .  .  .  .  .
2    .  f  .  .  .  .  .  .  .  .  .  .
1  .  .  .  .  .  .  .  .  .  .  .  .  .
units:
axis inf b6 C7 F7 G7 k6 L7
axis arm h8
axis art g8
allies inf B3 b2 E3 F3 G3 J3
allies arm j2 k2
allies art E1
obstacles:
sandbags k6
wire f6 g6
bunker g8:axis
objectives:
G5 allies temp
G7 allies perm
end
)";

// M44-SC-2: Hedgerow Lane.
inline constexpr std::string_view hedgerow_lane_text = R"(
m44-scenario 1
name: Hedgerow Lane
bottom: axis
first: allies
cards: allies=5 axis=4
medals: allies=4 axis=4
terrain:
9  .  .  .  .  .  .  .  .  .  .  .  .  .
8    .  f  .  .  .  .  .  .  .  .  .  .
7  .  f  .  .  .  .  .  .  .  .  .  .  .
6    .  .  .  .  .  .  .  g  g  .  .  .
5  .  .  g  g  .  .  t  .  .  .  .  .  .
4    .  .  .  .  .  .  .  .  .  h  .  .
3  .  .  .  .  .  .  .  .  .  .  h  .  .
2    .  .  .  .  .  .  .  .  .  .  .  .
1  .  .  .  .  .  .  .  .  .  .  .  .  .
units:
allies inf c8 e8 i8 k8
allies arm F9
allies art G9
axis inf d4 H3 e2 j2
axis arm g2
axis art G1
obstacles:
sandbags H3
wire E5
objectives:
G5 any temp
end
)";

struct shipped_scenario {
    std::string_view id;    // for the tool: --scenario brennau-crossing
    std::string_view text;  // M44-9, without the leading newline
};

inline constexpr std::array<shipped_scenario, 2> shipped_scenarios{{
    {"brennau-crossing", brennau_crossing_text.substr(1)},
    {"hedgerow-lane", hedgerow_lane_text.substr(1)},
}};

// The shipped scenario with this id or name ("brennau-crossing" or
// "Brennau Crossing"), or an error listing them.
[[nodiscard]] inline result<scenario> shipped(std::string_view id_or_name) {
    for (const auto& sc : shipped_scenarios) {
        auto s = parse_scenario(sc.text);
        assert(s.has_value() && "a shipped scenario must read");
        if (sc.id == id_or_name || s->name == id_or_name) return s;
    }
    return make_error("no shipped scenario is called '" + std::string(id_or_name) +
                      "'; there are brennau-crossing and hedgerow-lane (M44-SC)");
}

[[nodiscard]] inline scenario brennau_crossing() { return *parse_scenario(shipped_scenarios[0].text); }
[[nodiscard]] inline scenario hedgerow_lane() { return *parse_scenario(shipped_scenarios[1].text); }

}  // namespace arbiter::memoir44
