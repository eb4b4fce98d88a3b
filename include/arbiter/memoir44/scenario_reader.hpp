#pragma once
// Reading a Memoir '44 scenario text (RULES.md M44-9), section by section:
// the lines of the text with their words and offsets (a `#` starts a
// comment anywhere on a line, M44-9.1), and one function per part of the
// format. parse_scenario (scenario.hpp) locates the errors.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "../core/config.hpp"
#include "../core/result.hpp"
#include "../core/static_vector.hpp"
#include "board.hpp"
#include "rules.hpp"
#include "scenario_setup.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::memoir44 {

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



using problem = std::optional<error>;

// Reads a scenario section by section (M44-9.1 to M44-9.7); errors carry
// the offset of what is wrong (parse_scenario locates them).
class parser {
public:
    explicit parser(std::string_view text) : in_(text) {}

    [[nodiscard]] result<scenario> run() {
        if (auto e = read_version()) return *e;
        if (auto e = read_name()) return *e;
        if (auto e = read_sides()) return *e;
        if (auto e = read_sizes()) return *e;
        if (auto e = read_terrain()) return *e;
        line l;
        if (auto e = read_units(l)) return *e;
        if (l.tokens[0].text == "obstacles:")
            if (auto e = read_obstacles(l)) return *e;
        if (l.tokens[0].text == "objectives:")
            if (auto e = read_objectives(l)) return *e;
        if (auto e = read_end(l)) return *e;
        if (auto p = find_problem(s_)) {
            using item = scenario_problem::item;
            std::size_t at = l.tokens[0].at;  // whole-scenario problems point at 'end'
            if (p->where == item::unit) at = unit_at_[p->index];
            if (p->where == item::obstacle) at = obstacle_at_[p->index];
            if (p->where == item::objective) at = objective_at_[p->index];
            return make_error(p->message, at);
        }
        return s_;
    }

private:
    [[nodiscard]] static error at(std::size_t offset, const std::string& message) { return make_error(message, offset); }
    [[nodiscard]] result<line> next(const std::string& what) {
        auto l = in_.next();
        if (!l) return at(in_.end_offset(), "the text ends where " + what + " was expected (M44-9)");
        if (l->too_many) return at(l->tokens.back().at, "too many items on one line");
        return *l;
    }
    [[nodiscard]] static problem expect_tokens(const line& l, std::size_t n, const std::string& form) {
        if (l.tokens.size() == n) return std::nullopt;
        return at(l.tokens.size() > n ? l.tokens[n].at : l.start + l.body.size(), "expected '" + form + "' (M44-9.2)");
    }
    [[nodiscard]] static result<int> place_hex(const token& t, std::string_view name) { return parse_hex(name, t.at); }
    [[nodiscard]] static error list_full(const token& t) { return at(t.at, "more items than the board has hexes"); }
    [[nodiscard]] static bool is_section(std::string_view t) {
        return t == "obstacles:" || t == "objectives:" || t == "end";
    }

    // M44-9.1: the first line.
    [[nodiscard]] problem read_version() {
        auto l = next("'m44-scenario 1'");
        if (!l) return l.error();
        if (l->tokens[0].text != "m44-scenario")
            return at(l->tokens[0].at, "a scenario starts with the line 'm44-scenario 1' (M44-9.1)");
        if (l->tokens.size() < 2 || l->tokens[1].text != "1")
            return at(l->tokens.size() < 2 ? l->start + l->body.size() : l->tokens[1].at,
                      "only version 1 of the scenario format exists: 'm44-scenario 1' (M44-9.1)");
        return expect_tokens(*l, 2, "m44-scenario 1");
    }

    // M44-9.2: the header, in order: the name...
    [[nodiscard]] problem read_name() {
        auto l = next("'name: ...'");
        if (!l) return l.error();
        if (l->tokens[0].text != "name:")
            return at(l->tokens[0].at, "expected 'name: <free text>' as the second line (M44-9.2)");
        if (l->tokens.size() < 2) return at(l->tokens[0].at, "the scenario's name is empty (M44-9.2)");
        const std::size_t from = l->tokens[1].at - l->start;
        const std::size_t to = l->tokens.back().at + l->tokens.back().text.size() - l->start;
        s_.name = std::string(l->body.substr(from, to - from));
        return std::nullopt;
    }

    // ...the bottom side and the first to play...
    [[nodiscard]] problem read_sides() {
        for (const std::string_view key : {"bottom:", "first:"}) {
            auto l = next("'" + std::string(key) + " allies|axis'");
            if (!l) return l.error();
            if (l->tokens[0].text != key)
                return at(l->tokens[0].at,
                          "expected '" + std::string(key) + " allies|axis' here (M44-9.2: header lines in order)");
            if (l->tokens.size() < 2) return at(l->start + l->body.size(), "expected allies or axis");
            const int sd = side_of(l->tokens[1].text);
            if (sd < 0) return at(l->tokens[1].at, "expected allies or axis, not " + quoted(l->tokens[1].text));
            if (auto e = expect_tokens(*l, 2, std::string(key) + " allies|axis")) return e;
            (key == "bottom:" ? s_.bottom : s_.first) = static_cast<side>(sd);
        }
        return std::nullopt;
    }

    // ...the hand sizes and the medal targets.
    [[nodiscard]] problem read_sizes() {
        for (const std::string_view key : {"cards:", "medals:"}) {
            const int hi = key == "cards:" ? max_hand_size : max_medals_to_win;
            const std::string form = std::string(key) + " allies=<1.." + std::to_string(hi) + "> axis=<1.." +
                                     std::to_string(hi) + ">";
            auto l = next("'" + form + "'");
            if (!l) return l.error();
            if (l->tokens[0].text != key)
                return at(l->tokens[0].at, "expected '" + form + "' here (M44-9.2: header lines in order)");
            if (auto e = expect_tokens(*l, 3, form)) return e;
            std::array<bool, num_sides> seen{};
            for (std::size_t i = 1; i < 3; ++i) {
                const auto t = l->tokens[i];
                const auto eq = t.text.find('=');
                const int sd = eq == std::string_view::npos ? -1 : side_of(t.text.substr(0, eq));
                if (sd < 0) return at(t.at, "expected allies=<n> or axis=<n>, not " + quoted(t.text));
                if (seen[static_cast<std::size_t>(sd)])
                    return at(t.at, std::string(side_name(static_cast<side>(sd))) + " is given twice");
                seen[static_cast<std::size_t>(sd)] = true;
                const auto digits = t.text.substr(eq + 1);
                int v = 0;
                bool ok = !digits.empty() && digits.size() <= 2 && digits[0] != '0';
                for (const char c : digits) {
                    if (c < '0' || c > '9') ok = false;
                    if (ok) v = v * 10 + (c - '0');  // at most 2 digits: no overflow
                }
                if (!ok || v < 1 || v > hi)
                    return at(t.at + eq + 1, "expected a number from 1 to " + std::to_string(hi) + ", not " +
                                                 quoted(digits) + " (M44-9.2)");
                (key == "cards:" ? s_.hand_size : s_.medals_to_win)[static_cast<std::size_t>(sd)] =
                    static_cast<std::uint8_t>(v);
            }
        }
        return std::nullopt;
    }

    // M44-9.3: the terrain grid, rank 9 first.
    [[nodiscard]] problem read_terrain() {
        auto l = next("'terrain:'");
        if (!l) return l.error();
        if (l->tokens[0].text != "terrain:") return at(l->tokens[0].at, "expected 'terrain:' after the header (M44-9.3)");
        if (auto e = expect_tokens(*l, 1, "terrain:")) return e;
        for (int row = 0; row < num_rows; ++row)
            if (auto e = read_rank(row)) return e;
        return std::nullopt;
    }
    [[nodiscard]] problem read_rank(int row) {
        const int rank = num_rows - row;
        const std::string want = "the terrain line of rank " + std::to_string(rank);
        auto g = next(want);
        if (!g) return g.error();
        if (g->tokens[0].text != std::string(1, static_cast<char>('0' + rank)))
            return at(g->tokens[0].at, "expected " + want + ", starting with " + std::to_string(rank) + ", not " +
                                           quoted(g->tokens[0].text) + " (M44-9.3)");
        const std::size_t count = row % 2 == 0 ? 13 : 12;
        for (std::size_t i = 1; i < g->tokens.size(); ++i) {
            const auto t = g->tokens[i];
            const int code = t.text.size() == 1 ? terrain_of_code(t.text[0]) : -1;
            if (code < 0) return at(t.at, quoted(t.text) + " is not a terrain code: . f h t g r b s o (M44-9.3)");
            if (i > count) continue;  // the count is reported below
            const int col = row % 2 == 0 ? 2 * static_cast<int>(i - 1) : 2 * static_cast<int>(i - 1) + 1;
            s_.board[static_cast<std::size_t>(hex_at(col, row))] = static_cast<terrain>(code);
        }
        if (g->tokens.size() - 1 == count) return std::nullopt;
        return at(g->tokens.size() - 1 > count ? g->tokens[count + 1].at : g->start + g->body.size(),
                  "rank " + std::to_string(rank) + " has " + std::to_string(count) + " hexes; this line gives " +
                      std::to_string(g->tokens.size() - 1) + " terrain codes (M44-9.3)");
    }

    // M44-9.4: `units:`, then unit lines until the next section (left in l).
    [[nodiscard]] problem read_units(line& l) {
        auto u = next("'units:'");
        if (!u) return u.error();
        l = *u;
        if (l.tokens[0].text != "units:") return at(l.tokens[0].at, "expected 'units:' after the 9 terrain lines (M44-9.4)");
        if (auto e = expect_tokens(l, 1, "units:")) return e;
        return read_lines(l, "a unit line or 'end'", &parser::read_unit_line);
    }
    // The lines of a section, each read by `each`, until the next section (left in l).
    [[nodiscard]] problem read_lines(line& l, const std::string& what, problem (parser::*each)(const line&)) {
        for (;;) {
            auto n = next(what);
            if (!n) return n.error();
            l = *n;
            if (is_section(l.tokens[0].text)) return std::nullopt;
            if (auto e = (this->*each)(l)) return e;
        }
    }
    [[nodiscard]] problem read_unit_line(const line& l) {
        const int sd = side_of(l.tokens[0].text);
        if (sd < 0)
            return at(l.tokens[0].at, "expected a unit line '<allies|axis> <kind> <hex>...' or a section, not " +
                                          quoted(l.tokens[0].text) + " (M44-9.4)");
        if (l.tokens.size() < 2) return at(l.start + l.body.size(), "expected a unit kind");
        int kind = -1;
        for (int k = 0; k < num_unit_kinds; ++k)
            if (l.tokens[1].text == unit_code(static_cast<unit_kind>(k))) kind = k;
        if (kind < 0)
            return at(l.tokens[1].at,
                      quoted(l.tokens[1].text) + " is not a unit kind: inf, arm, art, inf-sf or arm-elite (M44-9.4)");
        if (l.tokens.size() < 3) return at(l.start + l.body.size(), "expected at least one hex");
        for (std::size_t i = 2; i < l.tokens.size(); ++i) {
            const auto t = l.tokens[i];
            const auto colon = t.text.find(':');
            auto h = place_hex(t, t.text.substr(0, colon));
            if (!h) return h.error();
            const auto k = static_cast<unit_kind>(kind);
            int figures = full_strength(k);
            if (colon != std::string_view::npos) {
                const auto digits = t.text.substr(colon + 1);
                if (digits.size() != 1 || digits[0] < '0' || digits[0] > '9')
                    return at(t.at + colon + 1, "expected a figure count after ':' (M44-9.4)");
                figures = digits[0] - '0';
            }
            if (s_.units.full()) return list_full(t);
            s_.units.push_back({static_cast<std::uint8_t>(*h), static_cast<side>(sd), k, static_cast<std::uint8_t>(figures)});
            unit_at_.push_back(t.at);
        }
        return std::nullopt;
    }

    // M44-9.5: `obstacles:`, then obstacle lines until the next section (left in l).
    [[nodiscard]] problem read_obstacles(line& l) {
        if (auto e = expect_tokens(l, 1, "obstacles:")) return e;
        return read_lines(l, "an obstacle line or 'end'", &parser::read_obstacle_line);
    }
    [[nodiscard]] problem read_obstacle_line(const line& l) {
        int kind = -1;
        for (int k = 1; k < num_obstacles; ++k)
            if (l.tokens[0].text == obstacle_name(static_cast<obstacle>(k))) kind = k;
        if (kind < 0)
            return at(l.tokens[0].at, "expected sandbags, wire, hedgehog or bunker, or a section, not " +
                                          quoted(l.tokens[0].text) + " (M44-9.5)");
        if (l.tokens.size() < 2) return at(l.start + l.body.size(), "expected at least one hex");
        for (std::size_t i = 1; i < l.tokens.size(); ++i) {
            const auto t = l.tokens[i];
            const auto colon = t.text.find(':');
            auto h = place_hex(t, t.text.substr(0, colon));
            if (!h) return h.error();
            obstacle_placement o{static_cast<std::uint8_t>(*h), static_cast<obstacle>(kind), side::allies};
            if (colon != std::string_view::npos) {
                const int sd = side_of(t.text.substr(colon + 1));
                if (kind != static_cast<int>(obstacle::bunker))
                    return at(t.at + colon, "only a bunker names an owner (M44-9.5)");
                if (sd < 0) return at(t.at + colon + 1, "expected allies or axis after ':' (M44-9.5)");
                o.owner = static_cast<side>(sd);
            } else if (kind == static_cast<int>(obstacle::bunker)) {
                // M44-9.6: owned by the unit standing on it at setup.
                const auto* u = std::find_if(s_.units.begin(), s_.units.end(),
                                             [&](const unit_placement& p) { return p.hex == o.hex; });
                if (u == s_.units.end())
                    return at(t.at, "the bunker on " + hex_name(o.hex) + " has no owner: write bunker " +
                                        hex_name(o.hex) + ":allies (or :axis) or set a unit on it (M44-9.6)");
                o.owner = u->owner;
            }
            if (s_.obstacles.full()) return list_full(t);
            s_.obstacles.push_back(o);
            obstacle_at_.push_back(t.at);
        }
        return std::nullopt;
    }

    // M44-9.7: `objectives:`, then one objective per line until the next section (left in l).
    [[nodiscard]] problem read_objectives(line& l) {
        if (auto e = expect_tokens(l, 1, "objectives:")) return e;
        return read_lines(l, "an objective line or 'end'", &parser::read_objective_line);
    }
    [[nodiscard]] problem read_objective_line(const line& l) {
        const auto t = l.tokens[0];
        auto h = place_hex(t, t.text);
        if (!h) return h.error();
        if (l.tokens.size() < 3) return at(l.start + l.body.size(), "expected '<hex> allies|axis|any temp|perm' (M44-9.7)");
        const auto who = l.tokens[1].text;
        const int w = who == "any" ? 2 : side_of(who);
        if (w < 0) return at(l.tokens[1].at, "expected allies, axis or any, not " + quoted(who) + " (M44-9.7)");
        const auto kind = l.tokens[2].text;
        if (kind != "temp" && kind != "perm")
            return at(l.tokens[2].at, "expected temp or perm, not " + quoted(kind) + " (M44-9.7)");
        if (l.tokens.size() > 3) return at(l.tokens[3].at, "expected the end of the objective line (M44-9.7)");
        if (s_.objectives.full()) return list_full(t);
        s_.objectives.push_back({static_cast<std::uint8_t>(*h), static_cast<eligible>(w),
                                 kind == "temp" ? objective_kind::temp : objective_kind::perm});
        objective_at_.push_back(t.at);
        return std::nullopt;
    }

    // M44-9.7: `end`, last.
    [[nodiscard]] problem read_end(const line& l) {
        if (l.tokens[0].text != "end")
            return at(l.tokens[0].at, quoted(l.tokens[0].text) + " is out of order: the sections are units:, "
                                                                  "obstacles:, objectives:, then end (M44-9.7)");
        if (auto e = expect_tokens(l, 1, "end")) return e;
        if (auto after = in_.next()) return at(after->tokens[0].at, "text after 'end' (M44-9.7)");
        return std::nullopt;
    }

    reader in_;
    scenario s_;
    // The token offset of each listed item, to name its line in an error.
    static_vector<std::size_t, num_hexes> unit_at_, obstacle_at_, objective_at_;
};

}  // namespace detail::scenario_text

}  // namespace arbiter::memoir44

ARBITER_TEXT_CODE_END
