#pragma once
// Memoir '44 scenarios (RULES.md M44-9): the value a game starts from, its
// plain-text format in and out, and the checks every scenario must pass
// (M44-9.8), whatever it was read from. The shipped scenarios are in
// scenarios.hpp.
//
//     auto s = arbiter::memoir44::parse_scenario(text);
//     if (!s) std::cerr << s.error().what() << '\n';  // "line 14, column 9: ..."

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "../core/result.hpp"
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

// M44-9.8 (and the ranges of M44-9.2): the first problem, in list order, or none.
[[nodiscard]] inline std::optional<scenario_problem> find_problem(const scenario& s) {
    using item = scenario_problem::item;
    for (int sd = 0; sd < num_sides; ++sd) {
        const auto name = std::string(side_name(static_cast<side>(sd)));
        if (s.hand_size[static_cast<std::size_t>(sd)] < 1 || s.hand_size[static_cast<std::size_t>(sd)] > max_hand_size)
            return scenario_problem{name + "'s hand size must be 1 to 10 (M44-9.2)", item::header, 0};
        if (s.medals_to_win[static_cast<std::size_t>(sd)] < 1 ||
            s.medals_to_win[static_cast<std::size_t>(sd)] > max_medals_to_win)
            return scenario_problem{name + "'s medal target must be 1 to 20 (M44-9.2)", item::header, 0};
    }
    std::array<int, num_hexes> unit_on{};
    unit_on.fill(-1);
    std::array<bool, num_sides> has_unit{};
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const auto& u = s.units[i];
        if (u.hex >= num_hexes) return scenario_problem{"a unit stands off the board", item::unit, i};
        const std::string where = hex_name(u.hex);
        if (unit_on[u.hex] >= 0)
            return scenario_problem{"hex " + where + " holds two units (M44-9.8, M44-2.3)", item::unit, i};
        unit_on[u.hex] = static_cast<int>(i);
        if (u.figures < 1 || u.figures > full_strength(u.kind))
            return scenario_problem{"the unit on " + where + " has " + std::to_string(u.figures) +
                                        " figures; an " + std::string(unit_code(u.kind)) + " unit has 1 to " +
                                        std::to_string(full_strength(u.kind)) + " (M44-9.8, M44-2.2)",
                                    item::unit, i};
        if (s.board[u.hex] == terrain::river)
            return scenario_problem{"the unit on " + where + " stands on a river (M44-9.8)", item::unit, i};
        has_unit[static_cast<std::size_t>(u.owner)] = true;
    }
    std::array<bool, num_hexes> obstacle_on{};
    for (std::size_t i = 0; i < s.obstacles.size(); ++i) {
        const auto& o = s.obstacles[i];
        if (o.hex >= num_hexes || o.kind == obstacle::none)
            return scenario_problem{"an obstacle is off the board or of no kind", item::obstacle, i};
        const std::string where = hex_name(o.hex);
        if (obstacle_on[o.hex])
            return scenario_problem{"hex " + where + " holds two obstacles (M44-9.8, M44-3.2)", item::obstacle, i};
        obstacle_on[o.hex] = true;
        const terrain t = s.board[o.hex];
        if (t == terrain::river || t == terrain::ocean)
            return scenario_problem{"the " + std::string(obstacle_name(o.kind)) + " on " + where + " is on " +
                                        (t == terrain::river ? "a river" : "the ocean") + " (M44-9.8)",
                                    item::obstacle, i};
        if (unit_on[o.hex] >= 0) {
            const auto k = base_kind(s.units[static_cast<std::size_t>(unit_on[o.hex])].kind);
            if (o.kind == obstacle::hedgehog && k != unit_kind::infantry)
                return scenario_problem{"armor or artillery stands on the hedgehog on " + where + " (M44-9.8)",
                                        item::obstacle, i};
            if (o.kind == obstacle::bunker && k == unit_kind::armor)
                return scenario_problem{"armor stands on the bunker on " + where + " (M44-9.8)", item::obstacle, i};
        }
    }
    std::array<bool, num_hexes> objective_on{};
    for (std::size_t i = 0; i < s.objectives.size(); ++i) {
        const auto& o = s.objectives[i];
        if (o.hex >= num_hexes) return scenario_problem{"an objective is off the board", item::objective, i};
        const std::string where = hex_name(o.hex);
        if (objective_on[o.hex])
            return scenario_problem{"hex " + where + " holds two objectives (M44-9.8)", item::objective, i};
        objective_on[o.hex] = true;
        const terrain t = s.board[o.hex];
        if (t == terrain::river || t == terrain::ocean)
            return scenario_problem{"the objective on " + where + " is on " +
                                        (t == terrain::river ? "a river" : "the ocean") + " (M44-9.8)",
                                    item::objective, i};
    }
    for (int sd = 0; sd < num_sides; ++sd)
        if (!has_unit[static_cast<std::size_t>(sd)])
            return scenario_problem{std::string(side_name(static_cast<side>(sd))) + " have no unit (M44-9.8)",
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

// ------------------------------------------------------------------ text

namespace detail::scenario_text {

struct token {
    std::string_view text;
    std::size_t at = 0;  // offset in the whole input
};

struct line {
    std::size_t number = 0;  // 1-based
    std::size_t start = 0;   // offset of its first character
    std::string_view body;   // without the comment
    static_vector<token, 128> tokens;  // a unit line may name every hex (M44-9.4)
    bool too_many = false;             // more tokens than a line of the format ever has
};

[[nodiscard]] constexpr bool is_blank(char c) noexcept { return c == ' ' || c == '\t' || c == '\r'; }

// "line L, column C: message", position = the offset.
[[nodiscard]] inline error located(std::string_view text, std::size_t at, const std::string& message) {
    std::size_t line_no = 1, line_start = 0;
    for (std::size_t i = 0; i < at && i < text.size(); ++i)
        if (text[i] == '\n') {
            ++line_no;
            line_start = i + 1;
        }
    return make_error("line " + std::to_string(line_no) + ", column " + std::to_string(at - line_start + 1) + ": " +
                          message,
                      at);
}

// The non-blank lines of the text, one at a time.
class reader {
public:
    explicit reader(std::string_view text) : text_(text) {}

    // The next line with a token, or nullopt at the end of the text.
    std::optional<line> next() {
        while (pos_ <= text_.size()) {
            if (pos_ == text_.size() && ended_) return std::nullopt;
            std::size_t end = text_.find('\n', pos_);
            if (end == std::string_view::npos) {
                end = text_.size();
                ended_ = true;
            }
            line l;
            l.number = ++number_;
            l.start = pos_;
            std::string_view body = text_.substr(pos_, end - pos_);
            if (const auto hash = body.find('#'); hash != std::string_view::npos) body = body.substr(0, hash);
            l.body = body;
            pos_ = end + 1;
            for (std::size_t i = 0; i < body.size();) {
                if (is_blank(body[i])) {
                    ++i;
                    continue;
                }
                std::size_t j = i;
                while (j < body.size() && !is_blank(body[j])) ++j;
                if (l.tokens.full())
                    l.too_many = true;
                else
                    l.tokens.push_back({body.substr(i, j - i), l.start + i});
                i = j;
            }
            if (!l.tokens.empty()) return l;
            if (ended_) return std::nullopt;
        }
        return std::nullopt;
    }
    [[nodiscard]] std::size_t end_offset() const noexcept { return text_.size(); }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    std::size_t number_ = 0;
    bool ended_ = false;
};

[[nodiscard]] inline int side_of(std::string_view t) noexcept {
    if (t == "allies") return 0;
    if (t == "axis") return 1;
    return -1;
}

[[nodiscard]] inline std::string quoted(std::string_view t) { return "'" + std::string(t) + "'"; }

}  // namespace detail::scenario_text

// M44-9: reads a scenario. Errors name the line and column, the problem and
// the clause; error::position is the offset in the text.
[[nodiscard]] inline result<scenario> parse_scenario(std::string_view text) {
    using namespace detail::scenario_text;
    reader in(text);
    scenario s;
    auto at_end = [&](const std::string& what) {
        return located(text, in.end_offset(), "the text ends where " + what + " was expected (M44-9)");
    };
    auto next = [&](const std::string& what) -> result<line> {
        auto l = in.next();
        if (!l) return at_end(what);
        if (l->too_many) return located(text, l->tokens.back().at, "too many items on one line");
        return *l;
    };
    auto expect_tokens = [&](const line& l, std::size_t n, const std::string& form) -> std::optional<error> {
        if (l.tokens.size() == n) return std::nullopt;
        const std::size_t at = l.tokens.size() > n ? l.tokens[n].at : l.start + l.body.size();
        return located(text, at, "expected '" + form + "' (M44-9.2)");
    };

    // M44-9.1: the first line.
    {
        auto l = next("'m44-scenario 1'");
        if (!l) return l.error();
        if (l->tokens[0].text != "m44-scenario")
            return located(text, l->tokens[0].at, "a scenario starts with the line 'm44-scenario 1' (M44-9.1)");
        if (l->tokens.size() < 2 || l->tokens[1].text != "1")
            return located(text, l->tokens.size() < 2 ? l->start + l->body.size() : l->tokens[1].at,
                           "only version 1 of the scenario format exists: 'm44-scenario 1' (M44-9.1)");
        if (auto e = expect_tokens(*l, 2, "m44-scenario 1")) return *e;
    }
    // M44-9.2: the header, in order.
    {
        auto l = next("'name: ...'");
        if (!l) return l.error();
        if (l->tokens[0].text != "name:")
            return located(text, l->tokens[0].at, "expected 'name: <free text>' as the second line (M44-9.2)");
        if (l->tokens.size() < 2) return located(text, l->tokens[0].at, "the scenario's name is empty (M44-9.2)");
        const std::size_t from = l->tokens[1].at - l->start;
        const std::size_t to = l->tokens.back().at + l->tokens.back().text.size() - l->start;
        s.name = std::string(l->body.substr(from, to - from));
    }
    for (const std::string_view key : {"bottom:", "first:"}) {
        auto l = next("'" + std::string(key) + " allies|axis'");
        if (!l) return l.error();
        if (l->tokens[0].text != key)
            return located(text, l->tokens[0].at,
                           "expected '" + std::string(key) + " allies|axis' here (M44-9.2: header lines in order)");
        if (l->tokens.size() < 2) return located(text, l->start + l->body.size(), "expected allies or axis");
        const int sd = side_of(l->tokens[1].text);
        if (sd < 0)
            return located(text, l->tokens[1].at, "expected allies or axis, not " + quoted(l->tokens[1].text));
        if (auto e = expect_tokens(*l, 2, std::string(key) + " allies|axis")) return *e;
        (key == "bottom:" ? s.bottom : s.first) = static_cast<side>(sd);
    }
    for (const std::string_view key : {"cards:", "medals:"}) {
        const int hi = key == "cards:" ? max_hand_size : max_medals_to_win;
        const std::string form = std::string(key) + " allies=<1.." + std::to_string(hi) + "> axis=<1.." +
                                 std::to_string(hi) + ">";
        auto l = next("'" + form + "'");
        if (!l) return l.error();
        if (l->tokens[0].text != key)
            return located(text, l->tokens[0].at,
                           "expected '" + form + "' here (M44-9.2: header lines in order)");
        if (auto e = expect_tokens(*l, 3, form)) return *e;
        std::array<bool, num_sides> seen{};
        for (std::size_t i = 1; i < 3; ++i) {
            const auto t = l->tokens[i];
            const auto eq = t.text.find('=');
            const int sd = eq == std::string_view::npos ? -1 : side_of(t.text.substr(0, eq));
            if (sd < 0) return located(text, t.at, "expected allies=<n> or axis=<n>, not " + quoted(t.text));
            if (seen[static_cast<std::size_t>(sd)])
                return located(text, t.at, std::string(side_name(static_cast<side>(sd))) + " is given twice");
            seen[static_cast<std::size_t>(sd)] = true;
            const auto digits = t.text.substr(eq + 1);
            int v = 0;
            bool ok = !digits.empty() && digits.size() <= 2 && digits[0] != '0';
            for (const char c : digits) {
                if (c < '0' || c > '9') ok = false;
                if (ok) v = v * 10 + (c - '0');  // at most 2 digits: no overflow
            }
            if (!ok || v < 1 || v > hi)
                return located(text, t.at + eq + 1,
                               "expected a number from 1 to " + std::to_string(hi) + ", not " + quoted(digits) +
                                   " (M44-9.2)");
            (key == "cards:" ? s.hand_size : s.medals_to_win)[static_cast<std::size_t>(sd)] =
                static_cast<std::uint8_t>(v);
        }
    }
    // M44-9.3: the terrain grid, rank 9 first.
    {
        auto l = next("'terrain:'");
        if (!l) return l.error();
        if (l->tokens[0].text != "terrain:")
            return located(text, l->tokens[0].at, "expected 'terrain:' after the header (M44-9.3)");
        if (auto e = expect_tokens(*l, 1, "terrain:")) return *e;
        for (int row = 0; row < num_rows; ++row) {
            const int rank = num_rows - row;
            const std::string want = "the terrain line of rank " + std::to_string(rank);
            auto g = next(want);
            if (!g) return g.error();
            if (g->tokens[0].text != std::string(1, static_cast<char>('0' + rank)))
                return located(text, g->tokens[0].at,
                               "expected " + want + ", starting with " + std::to_string(rank) + ", not " +
                                   quoted(g->tokens[0].text) + " (M44-9.3)");
            const std::size_t count = row % 2 == 0 ? 13 : 12;
            for (std::size_t i = 1; i < g->tokens.size(); ++i) {
                const auto t = g->tokens[i];
                const int code = t.text.size() == 1 ? terrain_of_code(t.text[0]) : -1;
                if (code < 0)
                    return located(text, t.at,
                                   quoted(t.text) + " is not a terrain code: . f h t g r b s o (M44-9.3)");
                if (i > count) continue;  // the count is reported below
                s.board[static_cast<std::size_t>(hex_at(row % 2 == 0 ? 2 * static_cast<int>(i - 1)
                                                                     : 2 * static_cast<int>(i - 1) + 1,
                                                        row))] = static_cast<terrain>(code);
            }
            if (g->tokens.size() - 1 != count)
                return located(text,
                               g->tokens.size() - 1 > count ? g->tokens[count + 1].at : g->start + g->body.size(),
                               "rank " + std::to_string(rank) + " has " + std::to_string(count) +
                                   " hexes; this line gives " + std::to_string(g->tokens.size() - 1) +
                                   " terrain codes (M44-9.3)");
        }
    }
    // The token offset of each listed item, to name its line in an error.
    static_vector<std::size_t, num_hexes> unit_at, obstacle_at, objective_at;
    auto place_hex = [&](const token& t, std::string_view name) -> result<int> {
        auto h = parse_hex(name, t.at);
        if (!h) return located(text, h.error().position, h.error().message);
        return h;
    };
    auto list_full = [&](const token& t) { return located(text, t.at, "more items than the board has hexes"); };

    auto l = next("'units:'");
    if (!l) return l.error();
    if (l->tokens[0].text != "units:")
        return located(text, l->tokens[0].at, "expected 'units:' after the 9 terrain lines (M44-9.4)");
    if (auto e = expect_tokens(*l, 1, "units:")) return *e;
    // M44-9.4: unit lines until the next section.
    auto is_section = [](std::string_view t) { return t == "obstacles:" || t == "objectives:" || t == "end"; };
    for (;;) {
        l = next("a unit line or 'end'");
        if (!l) return l.error();
        if (is_section(l->tokens[0].text)) break;
        const int sd = side_of(l->tokens[0].text);
        if (sd < 0)
            return located(text, l->tokens[0].at,
                           "expected a unit line '<allies|axis> <kind> <hex>...' or a section, not " +
                               quoted(l->tokens[0].text) + " (M44-9.4)");
        if (l->tokens.size() < 2) return located(text, l->start + l->body.size(), "expected a unit kind");
        int kind = -1;
        for (int k = 0; k < num_unit_kinds; ++k)
            if (l->tokens[1].text == unit_code(static_cast<unit_kind>(k))) kind = k;
        if (kind < 0)
            return located(text, l->tokens[1].at,
                           quoted(l->tokens[1].text) + " is not a unit kind: inf, arm, art, inf-sf or arm-elite (M44-9.4)");
        if (l->tokens.size() < 3) return located(text, l->start + l->body.size(), "expected at least one hex");
        for (std::size_t i = 2; i < l->tokens.size(); ++i) {
            const auto t = l->tokens[i];
            const auto colon = t.text.find(':');
            auto h = place_hex(t, t.text.substr(0, colon));
            if (!h) return h.error();
            const auto k = static_cast<unit_kind>(kind);
            int figures = full_strength(k);
            if (colon != std::string_view::npos) {
                const auto digits = t.text.substr(colon + 1);
                if (digits.size() != 1 || digits[0] < '0' || digits[0] > '9')
                    return located(text, t.at + colon + 1, "expected a figure count after ':' (M44-9.4)");
                figures = digits[0] - '0';
            }
            if (s.units.full()) return list_full(t);
            s.units.push_back({static_cast<std::uint8_t>(*h), static_cast<side>(sd), k,
                               static_cast<std::uint8_t>(figures)});
            unit_at.push_back(t.at);
        }
    }
    // M44-9.5: obstacles.
    if (l->tokens[0].text == "obstacles:") {
        if (auto e = expect_tokens(*l, 1, "obstacles:")) return *e;
        for (;;) {
            l = next("an obstacle line or 'end'");
            if (!l) return l.error();
            if (is_section(l->tokens[0].text)) break;
            int kind = -1;
            for (int k = 1; k < num_obstacles; ++k)
                if (l->tokens[0].text == obstacle_name(static_cast<obstacle>(k))) kind = k;
            if (kind < 0)
                return located(text, l->tokens[0].at,
                               "expected sandbags, wire, hedgehog or bunker, or a section, not " +
                                   quoted(l->tokens[0].text) + " (M44-9.5)");
            if (l->tokens.size() < 2) return located(text, l->start + l->body.size(), "expected at least one hex");
            for (std::size_t i = 1; i < l->tokens.size(); ++i) {
                const auto t = l->tokens[i];
                const auto colon = t.text.find(':');
                auto h = place_hex(t, t.text.substr(0, colon));
                if (!h) return h.error();
                obstacle_placement o{static_cast<std::uint8_t>(*h), static_cast<obstacle>(kind), side::allies};
                if (colon != std::string_view::npos) {
                    const int sd = side_of(t.text.substr(colon + 1));
                    if (kind != static_cast<int>(obstacle::bunker))
                        return located(text, t.at + colon, "only a bunker names an owner (M44-9.5)");
                    if (sd < 0)
                        return located(text, t.at + colon + 1, "expected allies or axis after ':' (M44-9.5)");
                    o.owner = static_cast<side>(sd);
                } else if (kind == static_cast<int>(obstacle::bunker)) {
                    // M44-9.6: owned by the unit standing on it at setup.
                    const auto* u = std::find_if(s.units.begin(), s.units.end(),
                                                 [&](const unit_placement& p) { return p.hex == o.hex; });
                    if (u == s.units.end())
                        return located(text, t.at,
                                       "the bunker on " + hex_name(o.hex) +
                                           " has no owner: write bunker " + hex_name(o.hex) +
                                           ":allies (or :axis) or set a unit on it (M44-9.6)");
                    o.owner = u->owner;
                }
                if (s.obstacles.full()) return list_full(t);
                s.obstacles.push_back(o);
                obstacle_at.push_back(t.at);
            }
        }
    }
    // M44-9.7: objectives, one per line.
    if (l->tokens[0].text == "objectives:") {
        if (auto e = expect_tokens(*l, 1, "objectives:")) return *e;
        for (;;) {
            l = next("an objective line or 'end'");
            if (!l) return l.error();
            if (is_section(l->tokens[0].text)) break;
            const auto t = l->tokens[0];
            auto h = place_hex(t, t.text);
            if (!h) return h.error();
            if (l->tokens.size() < 3)
                return located(text, l->start + l->body.size(),
                               "expected '<hex> allies|axis|any temp|perm' (M44-9.7)");
            const auto who = l->tokens[1].text;
            const int w = who == "any" ? 2 : side_of(who);
            if (w < 0)
                return located(text, l->tokens[1].at, "expected allies, axis or any, not " + quoted(who) + " (M44-9.7)");
            const auto kind = l->tokens[2].text;
            if (kind != "temp" && kind != "perm")
                return located(text, l->tokens[2].at, "expected temp or perm, not " + quoted(kind) + " (M44-9.7)");
            if (l->tokens.size() > 3)
                return located(text, l->tokens[3].at, "expected the end of the objective line (M44-9.7)");
            if (s.objectives.full()) return list_full(t);
            s.objectives.push_back({static_cast<std::uint8_t>(*h), static_cast<eligible>(w),
                                    kind == "temp" ? objective_kind::temp : objective_kind::perm});
            objective_at.push_back(t.at);
        }
    }
    if (l->tokens[0].text != "end")
        return located(text, l->tokens[0].at,
                       quoted(l->tokens[0].text) + " is out of order: the sections are units:, obstacles:, "
                                                   "objectives:, then end (M44-9.7)");
    if (auto e = expect_tokens(*l, 1, "end")) return *e;
    if (auto after = in.next())
        return located(text, after->tokens[0].at, "text after 'end' (M44-9.7)");

    if (auto p = find_problem(s)) {
        using item = scenario_problem::item;
        std::size_t at = l->tokens[0].at;  // whole-scenario problems point at 'end'
        if (p->where == item::unit) at = unit_at[p->index];
        if (p->where == item::obstacle) at = obstacle_at[p->index];
        if (p->where == item::objective) at = objective_at[p->index];
        return located(text, at, p->message);
    }
    return s;
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
