#pragma once
// Importing `.m44` scenario files, the JSON of the published game's scenario
// editor (RULES.md M44-10), into a scenario (M44-9). Needs nlohmann_json:
// link the CMake target arbiter::memoir44_import (Debian: nlohmann-json3-dev).
//
//     auto s = arbiter::memoir44::import_m44(json_text, "Pegasus Bridge");
//     if (!s) std::cerr << s.error().what() << '\n';  // names the hex or key
//
// What neither ruleset models (special troops, sudden-death victory,
// group medals, unknown tiles...) is rejected with a message, never dropped.

#if !__has_include(<nlohmann/json.hpp>)
#error "memoir44/m44_import.hpp needs nlohmann_json: link arbiter::memoir44_import (Debian: nlohmann-json3-dev)"
#endif

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include <nlohmann/json.hpp>

#include "../core/result.hpp"
#include "../core/text.hpp"
#include "board.hpp"
#include "rules.hpp"
#include "scenario.hpp"

namespace arbiter::memoir44 {

namespace detail::m44 {

using json = nlohmann::json;

// M44-10.6: terrain tiles (and M44-10.7: a bunker laid as terrain).
enum class tile : std::uint8_t { unknown, clear, forest, hill, town, hedgerow, river, bridge, beach, bunker };

[[nodiscard]] inline tile tile_of(std::string_view n) {
    if (n == "woods" || n == "wforest") return tile::forest;
    if (n == "hills") return tile::hill;
    if (n == "buildings" || n == "wvillage" || n == "church") return tile::town;
    if (n == "hedgerow") return tile::hedgerow;
    if (n == "river" || n == "curve" || n == "riverFL" || n == "riverFR" || n == "riverY" || n == "pond" ||
        n == "pmouth")
        return tile::river;
    if (n == "bridge" || n == "wbridge") return tile::bridge;
    if (n == "beach") return tile::beach;
    if (n == "bunker") return tile::bunker;
    return tile::unknown;
}

[[nodiscard]] constexpr terrain terrain_of(tile t) noexcept {
    switch (t) {
        case tile::forest: return terrain::forest;
        case tile::hill: return terrain::hill;
        case tile::town: return terrain::town;
        case tile::hedgerow: return terrain::hedgerow;
        case tile::river: return terrain::river;
        case tile::bridge: return terrain::bridge;
        case tile::beach: return terrain::beach;
        default: return terrain::clear;
    }
}

// M44-10.7.
[[nodiscard]] inline obstacle obstacle_of(std::string_view n) {
    if (n == "sand") return obstacle::sandbags;
    if (n == "wire") return obstacle::wire;
    if (n == "hedgehog") return obstacle::hedgehog;
    if (n == "bunker") return obstacle::bunker;
    return obstacle::none;
}

// M44-10.8: "<type><nation>", e.g. "inf2ger"; false if either part is unknown.
[[nodiscard]] inline bool unit_of(std::string_view n, unit_kind& kind, side& owner) {
    struct type_name {
        std::string_view prefix;
        unit_kind kind;
    };
    // Longer prefixes first: "inf2" before "inf".
    constexpr std::array<type_name, 5> types{{{"inf2", unit_kind::special_forces},
                                              {"tank2", unit_kind::elite_armor},
                                              {"inf", unit_kind::infantry},
                                              {"tank", unit_kind::armor},
                                              {"gun", unit_kind::artillery}}};
    for (const auto& t : types) {
        if (n.substr(0, t.prefix.size()) != t.prefix) continue;
        const auto nation = n.substr(t.prefix.size());
        if (nation == "ger" || nation == "it" || nation == "jp") owner = side::axis;
        else if (nation == "us" || nation == "gb" || nation == "brit" || nation == "fr" || nation == "ru" ||
                 nation == "ch")
            owner = side::allies;
        else
            continue;
        kind = t.kind;
        return true;
    }
    return false;
}

[[nodiscard]] inline bool special_badge(int n) {
    constexpr std::array<int, 16> special{3, 5, 6, 8, 12, 26, 27, 28, 29, 30, 33, 35, 37, 41, 45, 46};
    for (const int b : special)
        if (b == n) return true;
    return false;
}

[[nodiscard]] inline std::string shown(const json& v) { return v.dump(); }

// A JSON integer in [lo, hi], read at 64 bits: get<int>() would wrap
// 4294967297 to 1 before any range check could see it.
[[nodiscard]] inline std::optional<int> integer_in(const json& v, int lo, int hi) {
    if (v.is_number_unsigned()) {
        const auto n = v.get<std::uint64_t>();
        if (hi < 0 || n < static_cast<std::uint64_t>(lo < 0 ? 0 : lo) || n > static_cast<std::uint64_t>(hi)) return std::nullopt;
        return static_cast<int>(n);
    }
    if (!v.is_number_integer()) return std::nullopt;
    const auto n = v.get<std::int64_t>();
    if (n < lo || n > hi) return std::nullopt;
    return static_cast<int>(n);
}

}  // namespace detail::m44

namespace detail::m44 {

// The import proper, one section of the file at a time; import_m44 below
// catches what nlohmann might throw.
class importer {
public:
    [[nodiscard]] result<scenario> run(std::string_view text, std::string name) {
        json doc;
        try {
            doc = json::parse(text.begin(), text.end());
        } catch (const json::parse_error& e) {
            return make_error(std::string("not valid JSON: ") + e.what(), e.byte > 0 ? e.byte - 1 : 0);
        } catch (const json::exception& e) {  // e.g. out_of_range for a number such as 1e999
            return make_error(std::string("not valid JSON: ") + e.what());
        }
        if (!doc.is_object()) return make_error("a .m44 file is one JSON object (M44-10.1)");
        s_.name = std::move(name);
        if (auto e = read_info(doc)) return *e;
        const auto hexes = read_board(doc);
        if (!hexes) return hexes.error();
        if (face_ == "BEACH")  // M44-10.11: the printed beach, where no tile covers it
            for (int h = 0; h < num_hexes; ++h)
                if (row_of(h) >= 4) s_.board[static_cast<std::size_t>(h)] = row_of(h) >= 7 ? terrain::ocean : terrain::beach;
        if (*hexes != nullptr)
            for (std::size_t i = 0; i < (*hexes)->size(); ++i)
                if (auto e = read_entry((**hexes)[i], i)) return *e;
        if (auto e = own_bunkers()) return *e;
        if (auto p = find_problem(s_)) return make_error(p->message);
        return s_;
    }

private:
    using problem = std::optional<error>;

    [[nodiscard]] static result<std::string> name_of(const json& obj, const char* key, const std::string& where) {
        if (!obj.is_object() || !obj.contains("name") || !obj["name"].is_string())
            return make_error(where + ": " + key + " needs a name (M44-10.5)");
        return obj["name"].get<std::string>();
    }

    // game_info (M44-10.2, M44-10.13): the sides, who plays first, hand sizes
    // and medal targets; what no ruleset models is refused.
    [[nodiscard]] problem read_info(const json& doc) {
        if (!doc.contains("game_info") || !doc["game_info"].is_object())
            return make_error("the file has no game_info object (M44-10.2)");
        const json& info = doc["game_info"];
        auto side_key = [&](const char* key) -> result<side> {
            if (!info.contains(key) || !info[key].is_string())
                return make_error(std::string("game_info.") + key + " must be \"AXIS\" or \"ALLIES\" (M44-10.2)");
            const auto v = info[key].get<std::string>();
            if (v == "AXIS") return side::axis;
            if (v == "ALLIES") return side::allies;
            return make_error(std::string("game_info.") + key + " is " + shown(info[key]) +
                              "; expected \"AXIS\" or \"ALLIES\" (M44-10.2)");
        };
        auto number_key = [&](const char* key, int lo, int hi) -> result<int> {
            if (!info.contains(key)) return make_error(std::string("game_info.") + key + " is missing (M44-10.2)");
            const json& v = info[key];
            int n = integer_in(v, lo, hi).value_or(-1);
            if (v.is_string()) {
                const auto t = v.get<std::string>();
                if (!t.empty() && t.size() <= 3 && t.find_first_not_of("0123456789") == std::string::npos) n = std::stoi(t);
            }
            if (n < lo || n > hi)
                return make_error(std::string("game_info.") + key + " is " + shown(v) + "; expected " + std::to_string(lo) +
                                  " to " + std::to_string(hi) + " (M44-10.13)");
            return n;
        };
        const auto top = side_key("side_player1");
        if (!top) return top.error();
        const auto bottom = side_key("side_player2");
        if (!bottom) return bottom.error();
        if (*top == *bottom) return make_error("game_info gives both players the same side (M44-10.2)");
        top_ = *top;
        bottom_ = *bottom;
        s_.bottom = bottom_;  // M44-10.3: player1 is the top side
        if (!info.contains("starting") || !info["starting"].is_string() ||
            (info["starting"] != "PLAYER1" && info["starting"] != "PLAYER2"))
            return make_error("game_info.starting must be \"PLAYER1\" or \"PLAYER2\" (M44-10.2)");
        s_.first = info["starting"] == "PLAYER1" ? top_ : bottom_;
        for (int p = 1; p <= 2; ++p) {
            const side sd = p == 1 ? top_ : bottom_;
            auto hand = number_key(p == 1 ? "cards_player1" : "cards_player2", 1, max_hand_size);
            if (!hand) return hand.error();
            auto target = number_key(p == 1 ? "victory_player1" : "victory_player2", 1, max_medals_to_win);
            if (!target) return target.error();
            s_.hand_size[static_cast<std::size_t>(sd)] = static_cast<std::uint8_t>(*hand);
            s_.medals_to_win[static_cast<std::size_t>(sd)] = static_cast<std::uint8_t>(*target);
        }
        if (info.contains("options") && !(info["options"].is_null() || info["options"].empty()))
            return make_error("game_info.options holds special rules neither ruleset models: " + shown(info["options"]) +
                              " (M44-10.13)");
        if (info.contains("expert_mode") && !(info["expert_mode"] == 0 || info["expert_mode"] == false ||
                                              info["expert_mode"].is_null()))
            return make_error("game_info.expert_mode is set: expert rules are not modelled (M44-10.13)");
        if (info.contains("victory"))
            return make_error("game_info.victory holds sudden-death conditions neither ruleset models (M44-10.13)");
        if (info.contains("victory_conditions")) {
            const json& vc = info["victory_conditions"];
            const json standard_only = {{"standard", json::array()}};
            bool ok = vc.is_array();
            if (ok)
                for (const auto& c : vc) ok = ok && c == standard_only;
            if (!ok)
                return make_error("game_info.victory_conditions is " + shown(vc) +
                                  "; only [{\"standard\": []}] is modelled (M44-10.13)");
        }
        return std::nullopt;
    }

    // board (M44-10.4): the standard board and its face; its hexagons, if any.
    [[nodiscard]] result<const json*> read_board(const json& doc) {
        if (!doc.contains("board") || !doc["board"].is_object()) return make_error("the file has no board object (M44-10.4)");
        const json& board = doc["board"];
        if (!board.contains("type") || board["type"] != "STANDARD")
            return make_error("board.type is " + (board.contains("type") ? shown(board["type"]) : std::string("missing")) +
                              "; only \"STANDARD\" (13 x 9) is modelled (M44-10.4, M44-10.13)");
        if (board.contains("face")) {
            if (!board["face"].is_string()) return make_error("board.face must be a string (M44-10.4)");
            face_ = board["face"].get<std::string>();
            if (face_ != "COUNTRY" && face_ != "WINTER" && face_ != "DESERT" && face_ != "BEACH")
                return make_error("board.face is " + shown(board["face"]) +
                                  "; expected COUNTRY, WINTER, DESERT or BEACH (M44-10.4)");
        }
        if (!board.contains("hexagons")) return nullptr;
        if (!board["hexagons"].is_array()) return make_error("board.hexagons must be an array (M44-10.4)");
        return &board["hexagons"];
    }

    // board.hexagons[i] (M44-10.5): its place, terrain, obstacle, unit and tags.
    [[nodiscard]] problem read_entry(const json& e, std::size_t i) {
        std::string where = "board.hexagons[" + std::to_string(i) + "]";
        if (!e.is_object() || !e.contains("row") || !e.contains("col") || !e["row"].is_number_integer() ||
            !e["col"].is_number_integer())
            return make_error(where + " needs integer row and col (M44-10.4)");
        const auto row = integer_in(e["row"], 0, num_rows - 1), col = integer_in(e["col"], 0, num_cols - 1);
        const int h = row && col ? hex_at(*col, *row) : no_hex;
        where += " (row " + shown(e["row"]) + ", col " + shown(e["col"]) +
                 (h == no_hex ? std::string(")") : ", " + hex_name(h) + ")");
        if (h == no_hex) return make_error(where + " is off the board (M44-1.2, M44-10.13)");
        if (listed_[static_cast<std::size_t>(h)]) return make_error(where + " is listed twice (M44-10.13)");
        listed_[static_cast<std::size_t>(h)] = true;
        terrain t = s_.board[static_cast<std::size_t>(h)];
        if (e.contains("terrain")) {
            t = terrain::clear;
            auto n = name_of(e["terrain"], "terrain", where);
            if (!n) return n.error();
            if (e["terrain"].contains("behavior"))
                return make_error(where + ": terrain '" + *n + "' has a behavior, which no ruleset models (M44-10.13)");
            const tile k = tile_of(*n);
            if (k == tile::unknown) return make_error(where + ": unknown terrain '" + *n + "' (M44-10.6, M44-10.13)");
            if (k == tile::bunker)
                bunkers_.push_back(static_cast<std::uint8_t>(h));
            else
                t = terrain_of(k);
            has_terrain_[static_cast<std::size_t>(h)] = true;
        }
        if (e.contains("rect_terrain")) {
            auto n = name_of(e["rect_terrain"], "rect_terrain", where);
            if (!n) return n.error();
            const tile k = tile_of(*n);
            if (k != tile::bridge)
                return make_error(where + ": unknown rect_terrain '" + *n + "' (M44-10.5, M44-10.6, M44-10.13)");
            if (t != terrain::river && has_terrain_[static_cast<std::size_t>(h)])
                return make_error(where + ": a bridge lies over a river, not over this terrain (M44-10.6)");
            t = terrain::bridge;
            has_terrain_[static_cast<std::size_t>(h)] = true;
        }
        s_.board[static_cast<std::size_t>(h)] = t;
        if (e.contains("obstacle")) {
            auto n = name_of(e["obstacle"], "obstacle", where);
            if (!n) return n.error();
            const obstacle o = obstacle_of(*n);
            if (o == obstacle::none) return make_error(where + ": unknown obstacle '" + *n + "' (M44-10.7, M44-10.13)");
            if (o == obstacle::bunker) {
                if (!bunkers_.empty() && bunkers_.back() == h)
                    return make_error(where + " holds two obstacles (M44-9.8)");
                bunkers_.push_back(static_cast<std::uint8_t>(h));
            } else {
                if (!bunkers_.empty() && bunkers_.back() == h)
                    return make_error(where + " holds two obstacles (M44-9.8)");
                s_.obstacles.push_back({static_cast<std::uint8_t>(h), o, side::allies});
            }
        }
        if (e.contains("unit"))
            if (auto err = read_unit(e["unit"], where, h)) return err;
        if (e.contains("tags"))
            if (auto err = read_tags(e["tags"], where, h)) return err;
        return std::nullopt;
    }

    // A hexagon's unit (M44-10.8, M44-10.9): type and nation, badge, figures.
    [[nodiscard]] problem read_unit(const json& u, const std::string& where, int h) {
        auto n = name_of(u, "unit", where);
        if (!n) return n.error();
        unit_placement p{static_cast<std::uint8_t>(h), side::allies, unit_kind::infantry, 0};
        if (!unit_of(*n, p.kind, p.owner))
            return make_error(where + ": unknown unit '" + *n + "': a type (inf, inf2, tank, tank2, gun) and a nation (M44-10.8, M44-10.13)");
        if (u.contains("behavior"))
            return make_error(where + ": unit '" + *n + "' has a behavior, which no ruleset models (M44-10.9)");
        if (u.contains("badge")) {
            const std::string b = u["badge"].is_string() ? u["badge"].get<std::string>() : std::string();
            const auto digits = b.size() > 5 && b.rfind("badge", 0) == 0 ? b.substr(5) : std::string();
            if (digits.empty() || digits.size() > 3 || digits.find_first_not_of("0123456789") != std::string::npos)
                return make_error(where + ": badge " + shown(u["badge"]) + " is not \"badge<N>\" (M44-10.9)");
            if (special_badge(std::stoi(digits)))
                return make_error(where + ": " + b + " marks special troops, which neither ruleset models (M44-10.9)");
        }
        p.figures = static_cast<std::uint8_t>(full_strength(p.kind));
        if (u.contains("nbr_units")) {
            const json& v = u["nbr_units"];
            int n_fig = integer_in(v, 1, full_strength(p.kind)).value_or(-1);
            if (v.is_string() && v.get<std::string>().size() == 1 && v.get<std::string>()[0] >= '0' &&
                v.get<std::string>()[0] <= '9')
                n_fig = v.get<std::string>()[0] - '0';
            if (n_fig < 1 || n_fig > full_strength(p.kind))
                return make_error(where + ": nbr_units " + shown(v) + " is not 1 to " +
                                  std::to_string(full_strength(p.kind)) + " (M44-10.8, M44-9.8)");
            p.figures = static_cast<std::uint8_t>(n_fig);
        }
        if (p.owner != top_ && p.owner != bottom_)
            return make_error(where + ": the unit's side plays in neither seat (M44-10.13)");
        s_.units.push_back(p);
        return std::nullopt;
    }

    // A hexagon's tags (M44-10.10): medals only, read as objectives.
    [[nodiscard]] problem read_tags(const json& tags, const std::string& where, int h) {
        if (!tags.is_array()) return make_error(where + ": tags must be an array (M44-10.5)");
        for (const auto& tag : tags) {
            auto n = name_of(tag, "a tag", where);
            if (!n) return n.error();
            const std::string& tn = *n;
            const bool medal = tn.size() > 5 && tn.rfind("medal", 0) == 0 &&
                               tn.find_first_not_of("0123456789", 5) == std::string::npos;
            if (!medal)
                return make_error(where + ": tag '" + tn + "' is not a medal; no ruleset models it (M44-10.10)");
            if (tag.contains("behavior"))
                return make_error(where + ": tag '" + tn + "' has a behavior (M44-10.10)");
            if (tag.contains("group") && !(tag["group"].is_null() || tag["group"].empty()))
                return make_error(where + ": tag '" + tn + "' belongs to a medal group (M44-10.10)");
            objective o{static_cast<std::uint8_t>(h), eligible::axis, objective_kind::temp};
            // Long numbers are other medals too (Axis); std::stoi would overflow on them.
            const int k = tn.size() - 5 > 3 ? 1000 : std::stoi(tn.substr(5));
            o.who = k == 0 ? eligible::any : (k == 1 || k == 4 || k == 6) ? eligible::allies : eligible::axis;
            if (tag.contains("medal")) {
                const json& m = tag["medal"];
                if (!m.is_object()) return make_error(where + ": tag '" + tn + "'.medal must be an object (M44-10.10)");
                for (const auto& [key, value] : m.items()) {
                    bool fine = false;
                    if (key == "permanent") {
                        fine = value.is_boolean();
                        if (fine && value.get<bool>()) o.kind = objective_kind::perm;
                    } else if (key == "counts_for" || key == "nbr_hex") {
                        fine = value == 1;
                    } else if (key == "majority" || key == "sole_control" || key == "last_to_occupy" ||
                               key == "turn_start" || key == "any_hex") {
                        fine = value == false;
                    }
                    if (!fine)
                        return make_error(where + ": medal option " + key + " = " + shown(value) +
                                          " needs scenario rules this engine does not model (M44-10.10)");
                }
            }
            s_.objectives.push_back(o);
        }
        return std::nullopt;
    }

    [[nodiscard]] problem own_bunkers() {
        // M44-10.12: a bunker belongs to the unit on it, else to the side whose half holds it.
        for (const auto h : bunkers_) {
            side owner = side::allies;
            const auto* u = std::find_if(s_.units.begin(), s_.units.end(), [&](const unit_placement& p) { return p.hex == h; });
            if (u != s_.units.end()) {
                owner = u->owner;
            } else if (row_of(h) <= 3) {
                owner = top_;
            } else if (row_of(h) >= 5) {
                owner = bottom_;
            } else {
                return make_error("the empty bunker on " + hex_name(h) + " lies on the middle row: no side owns it (M44-10.12)");
            }
            s_.obstacles.push_back({h, obstacle::bunker, owner});
        }
        return std::nullopt;
    }

    scenario s_;
    side top_ = side::axis, bottom_ = side::allies;  // M44-10.3: player1 is the top side
    std::string face_ = "COUNTRY";
    std::array<bool, num_hexes> listed_{}, has_terrain_{};
    // Bunkers are placed after the units, whose sides own them (M44-10.12).
    static_vector<std::uint8_t, num_hexes> bunkers_;
};

}  // namespace detail::m44

// M44-10: the scenario a `.m44` file describes, named `name` (the file's
// own texts are informational, M44-10.1). Errors name the key or the hex;
// a JSON syntax error is located (line and column); nothing throws out of it.
[[nodiscard]] inline result<scenario> import_m44(std::string_view text, std::string name = "imported scenario") {
    try {
        return arbiter::text::located(detail::m44::importer{}.run(text, std::move(name)), text);
    } catch (const nlohmann::json::exception& e) {  // a value of a shape no check above foresaw
        return make_error(std::string("the .m44 file could not be read: ") + e.what() + " (M44-10)");
    }
}

}  // namespace arbiter::memoir44
