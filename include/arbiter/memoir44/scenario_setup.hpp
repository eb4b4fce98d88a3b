#pragma once
// Memoir '44 scenarios (RULES.md M44-9): the value a game starts from and
// the checks every scenario must pass (M44-9.8), whatever it was read from
// (scenario.hpp has the value with its text, in and out).

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "../core/static_vector.hpp"
#include "board.hpp"
#include "rules.hpp"

namespace arbiter::memoir44 {

// M44-2.2, M44-9.4: a unit as set up.
struct unit_placement {
    std::uint8_t hex = 0;
    side owner = side::allies;
    unit_kind kind = unit_kind::infantry;
    std::uint8_t figures = 0;
    friend constexpr bool operator==(const unit_placement&, const unit_placement&) = default;
};

// M44-3.2, M44-9.5: an obstacle; `owner` is meaningful for a bunker only.
struct obstacle_placement {
    std::uint8_t hex = 0;
    obstacle kind = obstacle::none;
    side owner = side::allies;
    friend constexpr bool operator==(const obstacle_placement&, const obstacle_placement&) = default;
};

// M44-8.2: who may score an objective, and how.
enum class eligible : std::uint8_t { allies, axis, any };
enum class objective_kind : std::uint8_t { temp, perm };

[[nodiscard]] constexpr bool may_score(eligible who, side s) noexcept {
    return who == eligible::any || static_cast<int>(who) == static_cast<int>(s);
}

struct objective {
    std::uint8_t hex = 0;
    eligible who = eligible::any;
    objective_kind kind = objective_kind::temp;
    friend constexpr bool operator==(const objective&, const objective&) = default;
};

// A scenario as M44-9 describes it. The lists keep the order they were
// given in; the text form prints them in that order (M44-9 round trip).
struct scenario {
    std::string name;
    side bottom = side::allies;                  // M44-2.1
    side first = side::allies;                   // M44-5.2
    std::array<std::uint8_t, num_sides> hand_size{};    // by side (M44-9.2)
    std::array<std::uint8_t, num_sides> medals_to_win{};  // by side (M44-8.4)
    std::array<terrain, num_hexes> board{};      // M44-3.1, all clear by default
    static_vector<unit_placement, num_hexes> units;
    static_vector<obstacle_placement, num_hexes> obstacles;
    static_vector<objective, num_hexes> objectives;

    [[nodiscard]] constexpr seat seat_of(side s) const noexcept {
        return s == bottom ? seat::bottom : seat::top;
    }
    friend bool operator==(const scenario&, const scenario&) = default;
};

inline constexpr int max_hand_size = 10;       // M44-9.2
inline constexpr int max_medals_to_win = 20;   // M44-9.2

// ------------------------------------------------------------------ checks

// What is wrong with a scenario, and which listed item it concerns (so a
// reader can name the line).
struct scenario_problem {
    enum class item : std::uint8_t { header, unit, obstacle, objective };
    std::string message;
    item where = item::header;
    std::size_t index = 0;  // into the list `where` names
};

namespace detail {

// M44-9.2: each side's hand size and medal target, in range.
[[nodiscard]] inline std::optional<scenario_problem> header_problem(const scenario& s) {
    using item = scenario_problem::item;
    for (int sd = 0; sd < num_sides; ++sd) {
        const auto name = std::string(side_name(static_cast<side>(sd)));
        if (s.hand_size[static_cast<std::size_t>(sd)] < 1 ||
            s.hand_size[static_cast<std::size_t>(sd)] > max_hand_size)
            return scenario_problem{name + "'s hand size must be 1 to 10 (M44-9.2)", item::header,
                                    0};
        if (s.medals_to_win[static_cast<std::size_t>(sd)] < 1 ||
            s.medals_to_win[static_cast<std::size_t>(sd)] > max_medals_to_win)
            return scenario_problem{name + "'s medal target must be 1 to 20 (M44-9.2)",
                                    item::header, 0};
    }
    return std::nullopt;
}

// M44-9.8, M44-2.2, M44-2.3: the units; fills unit_on (unit index by hex) and has_unit.
[[nodiscard]] inline std::optional<scenario_problem> unit_problem(
    const scenario& s, std::array<int, num_hexes>& unit_on, std::array<bool, num_sides>& has_unit) {
    using item = scenario_problem::item;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const auto& u = s.units[i];
        if (u.hex >= num_hexes)
            return scenario_problem{"a unit stands off the board", item::unit, i};
        const std::string where = hex_name(u.hex);
        if (unit_on[u.hex] >= 0)
            return scenario_problem{"hex " + where + " holds two units (M44-9.8, M44-2.3)",
                                    item::unit, i};
        unit_on[u.hex] = static_cast<int>(i);
        if (u.figures < 1 || u.figures > full_strength(u.kind))
            return scenario_problem{"the unit on " + where + " has " + std::to_string(u.figures) +
                                        " figures; an " + std::string(unit_code(u.kind)) +
                                        " unit has 1 to " + std::to_string(full_strength(u.kind)) +
                                        " (M44-9.8, M44-2.2)",
                                    item::unit, i};
        if (s.board[u.hex] == terrain::river)
            return scenario_problem{"the unit on " + where + " stands on a river (M44-9.8)",
                                    item::unit, i};
        has_unit[static_cast<std::size_t>(u.owner)] = true;
    }
    return std::nullopt;
}

// M44-9.8, M44-3.2: the obstacles, and the units (unit_on) standing on them.
[[nodiscard]] inline std::optional<scenario_problem> obstacle_problem(
    const scenario& s, const std::array<int, num_hexes>& unit_on) {
    using item = scenario_problem::item;
    std::array<bool, num_hexes> obstacle_on{};
    for (std::size_t i = 0; i < s.obstacles.size(); ++i) {
        const auto& o = s.obstacles[i];
        if (o.hex >= num_hexes || o.kind == obstacle::none)
            return scenario_problem{"an obstacle is off the board or of no kind", item::obstacle,
                                    i};
        const std::string where = hex_name(o.hex);
        if (obstacle_on[o.hex])
            return scenario_problem{"hex " + where + " holds two obstacles (M44-9.8, M44-3.2)",
                                    item::obstacle, i};
        obstacle_on[o.hex] = true;
        const terrain t = s.board[o.hex];
        if (t == terrain::river || t == terrain::ocean)
            return scenario_problem{
                "the " + std::string(obstacle_name(o.kind)) + " on " + where + " is on " +
                    (t == terrain::river ? "a river" : "the ocean") + " (M44-9.8)",
                item::obstacle, i};
        if (unit_on[o.hex] >= 0) {
            const auto k = base_kind(s.units[static_cast<std::size_t>(unit_on[o.hex])].kind);
            if (o.kind == obstacle::hedgehog && k != unit_kind::infantry)
                return scenario_problem{
                    "armor or artillery stands on the hedgehog on " + where + " (M44-9.8)",
                    item::obstacle, i};
            if (o.kind == obstacle::bunker && k == unit_kind::armor)
                return scenario_problem{"armor stands on the bunker on " + where + " (M44-9.8)",
                                        item::obstacle, i};
        }
    }
    return std::nullopt;
}

// M44-9.8: the objectives.
[[nodiscard]] inline std::optional<scenario_problem> objective_problem(const scenario& s) {
    using item = scenario_problem::item;
    std::array<bool, num_hexes> objective_on{};
    for (std::size_t i = 0; i < s.objectives.size(); ++i) {
        const auto& o = s.objectives[i];
        if (o.hex >= num_hexes)
            return scenario_problem{"an objective is off the board", item::objective, i};
        const std::string where = hex_name(o.hex);
        if (objective_on[o.hex])
            return scenario_problem{"hex " + where + " holds two objectives (M44-9.8)",
                                    item::objective, i};
        objective_on[o.hex] = true;
        const terrain t = s.board[o.hex];
        if (t == terrain::river || t == terrain::ocean)
            return scenario_problem{"the objective on " + where + " is on " +
                                        (t == terrain::river ? "a river" : "the ocean") +
                                        " (M44-9.8)",
                                    item::objective, i};
    }
    return std::nullopt;
}

// M44-9.8, M44-8.2: each side has a unit, and neither holds its medal target at setup.
[[nodiscard]] inline std::optional<scenario_problem> sides_problem(
    const scenario& s, const std::array<int, num_hexes>& unit_on,
    const std::array<bool, num_sides>& has_unit) {
    using item = scenario_problem::item;
    for (int sd = 0; sd < num_sides; ++sd)
        if (!has_unit[static_cast<std::size_t>(sd)])
            return scenario_problem{
                std::string(side_name(static_cast<side>(sd))) + " have no unit (M44-9.8)",
                item::header, 0};
    // M44-8.2: objectives are evaluated at setup; a side must not have won already.
    std::array<int, num_sides> medals{};
    for (const auto& o : s.objectives)
        if (unit_on[o.hex] >= 0) {
            const side holder = s.units[static_cast<std::size_t>(unit_on[o.hex])].owner;
            if (may_score(o.who, holder)) ++medals[static_cast<std::size_t>(holder)];
        }
    for (int sd = 0; sd < num_sides; ++sd)
        if (medals[static_cast<std::size_t>(sd)] >= s.medals_to_win[static_cast<std::size_t>(sd)])
            return scenario_problem{std::string(side_name(static_cast<side>(sd))) +
                                        " already hold their medal target at setup (M44-9.8)",
                                    item::header, 0};
    return std::nullopt;
}

}  // namespace detail

// M44-9.8 (and the ranges of M44-9.2): the first problem, in list order, or none.
[[nodiscard]] inline std::optional<scenario_problem> find_problem(const scenario& s) {
    if (auto p = detail::header_problem(s)) return p;
    std::array<int, num_hexes> unit_on{};
    unit_on.fill(-1);
    std::array<bool, num_sides> has_unit{};
    if (auto p = detail::unit_problem(s, unit_on, has_unit)) return p;
    if (auto p = detail::obstacle_problem(s, unit_on)) return p;
    if (auto p = detail::objective_problem(s)) return p;
    return detail::sides_problem(s, unit_on, has_unit);
}

}  // namespace arbiter::memoir44
