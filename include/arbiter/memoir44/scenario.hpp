#pragma once
// Memoir '44 scenarios (RULES.md M44-9): the value a game starts from, its
// plain-text format in and out, and the checks every scenario must pass
// (M44-9.8), whatever it was read from. The shipped scenarios are in
// scenarios.hpp.
//
//     auto s = arbiter::memoir44::parse_scenario(text);
//     if (!s) std::cerr << s.error().what() << '\n';  // "line 14, column 9: ..."

#include <string>
#include <string_view>

#include "../core/result.hpp"
#include "../core/text.hpp"
#include "board.hpp"
#include "rules.hpp"
#include "scenario_reader.hpp"  // IWYU pragma: export
#include "scenario_setup.hpp"   // IWYU pragma: export

namespace arbiter::memoir44 {

// M44-9: reads a scenario. Errors name the problem and the clause, and are
// located (error::line and error::column; what() reads "line L, column C: ...").
[[nodiscard]] inline result<scenario> parse_scenario(std::string_view text) {
    return arbiter::text::located(detail::scenario_text::parser(text).run(), text);
}

// M44-9: the text of a scenario. Consecutive units of one side and kind
// share a line, as do consecutive obstacles of one kind; a unit at full
// strength has no figure count; a bunker always names its owner. Reading the
// text back gives the same scenario.
[[nodiscard]] inline std::string to_string(const scenario& s) {
    std::string out = "m44-scenario 1\nname: " + s.name + "\n";
    out += "bottom: " + std::string(side_name(s.bottom)) + "\n";
    out += "first: " + std::string(side_name(s.first)) + "\n";
    out += "cards: allies=" + std::to_string(s.hand_size[0]) + " axis=" + std::to_string(s.hand_size[1]) + "\n";
    out += "medals: allies=" + std::to_string(s.medals_to_win[0]) + " axis=" + std::to_string(s.medals_to_win[1]) +
           "\n";
    out += "terrain:\n";
    for (int row = 0; row < num_rows; ++row) {
        out += static_cast<char>('0' + num_rows - row);
        if (row % 2 == 1) out += "  ";  // offset rows are drawn half a hex in
        for (int col = row % 2; col < num_cols; col += 2) {
            out += "  ";
            out += terrain_code(s.board[static_cast<std::size_t>(hex_at(col, row))]);
        }
        out += '\n';
    }
    out += "units:";
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const auto& u = s.units[i];
        if (i == 0 || u.owner != s.units[i - 1].owner || u.kind != s.units[i - 1].kind)
            out += "\n" + std::string(side_name(u.owner)) + " " + std::string(unit_code(u.kind));
        out += " " + hex_name(u.hex);
        if (u.figures != full_strength(u.kind)) out += ":" + std::to_string(u.figures);
    }
    out += '\n';
    if (!s.obstacles.empty()) {
        out += "obstacles:";
        for (std::size_t i = 0; i < s.obstacles.size(); ++i) {
            const auto& o = s.obstacles[i];
            if (i == 0 || o.kind != s.obstacles[i - 1].kind) out += "\n" + std::string(obstacle_name(o.kind));
            out += " " + hex_name(o.hex);
            if (o.kind == obstacle::bunker) out += ":" + std::string(side_name(o.owner));
        }
        out += '\n';
    }
    if (!s.objectives.empty()) {
        out += "objectives:\n";
        for (const auto& o : s.objectives)
            out += hex_name(o.hex) + " " +
                   (o.who == eligible::any ? std::string("any") : std::string(side_name(static_cast<side>(o.who)))) +
                   (o.kind == objective_kind::temp ? " temp\n" : " perm\n");
    }
    out += "end\n";
    return out;
}

}  // namespace arbiter::memoir44