#pragma once
// Moves and cube actions as text (RULES.md BG-16): the canonical
// writer of BG-16.3 and the reader of BG-16.4, BG-16.5 and BG-16.7. The
// text interface every game offers with the same names (core/text_game.hpp)
// is here for moves and outcomes:
//
//   to_string(s, m)  parse_move(s, text)     a move at s: "24/18 13/8", "bar/22*",
//                                            "pass", "double", "take", "resign gammon"
//   to_string(s, d)  parse_outcome(s, text)  the dice at s: "3-1" at the opening
//                                            roll (player 0's die, then player 1's),
//                                            "6-5" (larger first) at every later roll
//
// and the full state, to_string(s) and parse_state<R>(text), is in
// state_text.hpp. Rolls alone ("31", "3:1") are in dice_text.hpp.

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../core/result.hpp"
#include "../core/text.hpp"
#include "apply.hpp"
#include "checked.hpp"
#include "dice_text.hpp"
#include "generate.hpp"
#include "position_id.hpp"
#include "state.hpp"

namespace arbiter::backgammon {

// ---------------------------------------------------------------- writing

namespace detail {

// BG-16.3 steps 1 and 2: the routes of a play, each as every point its
// checker stands on (start, each landing, end; off = 0).
[[nodiscard]] inline std::vector<std::vector<int>> play_routes(const move& m) {
    std::vector<std::pair<int, int>> steps;  // (from, to)
    for (int i = 0; i < m.size(); ++i) {
        const int from = m[i].from;
        steps.emplace_back(from, std::max(from - int{m[i].die}, off_point));
    }
    std::stable_sort(steps.begin(), steps.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second > b.second;
    });
    std::vector<std::vector<int>> routes;
    for (const auto& [from, to] : steps) {
        std::size_t best = routes.size();  // the route that starts highest, then the first begun
        for (std::size_t r = 0; r < routes.size(); ++r)
            if (routes[r].back() == from && (best == routes.size() || routes[r].front() > routes[best].front()))
                best = r;
        if (best < routes.size()) routes[best].push_back(to);
        else routes.push_back({from, to});
    }
    return routes;
}

// Did an opposing blot stand on the mover's `point` before the play?
[[nodiscard]] constexpr bool blot_before(const position* before, int point) noexcept {
    return before != nullptr && point >= 1 && point <= num_points &&
           before->at(opponent(before->on_roll), 25 - point) == 1;
}

[[nodiscard]] inline std::string point_text(int p) {
    return p == bar_point ? "bar" : p == off_point ? "off" : std::to_string(p);
}

// BG-16.3 step 5: higher points first, from the start; an extension first.
[[nodiscard]] inline bool route_before(const std::vector<int>& a, const std::vector<int>& b) {
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
        if (a[i] != b[i]) return a[i] > b[i];
    return a.size() > b.size();
}

// BG-16.3; without `before`, no blots are known: no `*`, no intermediate points.
[[nodiscard]] inline std::string play_text(const move& m, const position* before) {
    if (m.is_pass()) return "pass";  // BG-7.6
    std::vector<std::pair<std::vector<int>, int>> groups;  // written points, count
    for (const std::vector<int>& route : play_routes(m)) {
        std::vector<int> written{route.front()};  // step 3
        for (std::size_t k = 1; k + 1 < route.size(); ++k)
            if (blot_before(before, route[k])) written.push_back(route[k]);
        written.push_back(route.back());
        const auto same = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == written; });
        if (same != groups.end()) ++same->second;  // step 4
        else groups.emplace_back(std::move(written), 1);
    }
    std::stable_sort(groups.begin(), groups.end(),
                     [](const auto& a, const auto& b) { return route_before(a.first, b.first); });
    std::array<bool, 26> starred{};  // step 6: first occurrence only
    std::string out;
    for (const auto& [points, count] : groups) {
        if (!out.empty()) out += ' ';
        for (std::size_t k = 0; k < points.size(); ++k) {
            const int p = points[k];
            if (k > 0) out += '/';
            out += point_text(p);
            if (k > 0 && blot_before(before, p) && !starred[static_cast<std::size_t>(p)]) {
                out += '*';
                starred[static_cast<std::size_t>(p)] = true;
            }
        }
        if (count > 1) out += "(" + std::to_string(count) + ")";
    }
    return out;
}

}  // namespace detail

// BG-16.3: the canonical text of a move; `before` is the position the play
// is made in (the mover on roll), which tells where blots stood.
[[nodiscard]] inline std::string to_string(const move& m, const position& before) {
    return m.is_play() ? detail::play_text(m, &before) : detail::cube_text(m);
}

// The same without the position: routes are built alike, but only their
// start and end points are written and nothing is marked `*`.
[[nodiscard]] inline std::string to_string(const move& m) {
    return m.is_play() ? detail::play_text(m, nullptr) : detail::cube_text(m);
}

// ---------------------------------------------------------------- reading

namespace detail {

struct text_point {
    int value = 0;  // 25 = bar, 0 = off
    std::size_t column = 0;
};

struct text_route {
    std::vector<text_point> points;
    int count = 1;  // (n)
    std::size_t column = 0;

    [[nodiscard]] std::string text() const {
        std::string s;
        for (const text_point& p : points) {
            if (!s.empty()) s += '/';
            s += point_text(p.value);
        }
        return s;
    }
};

[[nodiscard]] constexpr bool is_route_separator(char c) noexcept { return is_blank(c) || c == ','; }

// BG-16.4: one point at s[i] ("bar", "off", 0..25, an optional `*`).
[[nodiscard]] inline result<text_point> read_point(std::string_view s, std::size_t& i, std::size_t base) {
    const std::size_t at = i;
    text_point p{0, base + at};
    if (s.substr(i, 3) == "bar" || s.substr(i, 3) == "off") {
        p.value = s[i] == 'b' ? bar_point : off_point;
        i += 3;
    } else if (i < s.size() && is_digit(s[i])) {
        long v = 0;
        while (i < s.size() && is_digit(s[i])) {
            if (v < 1000) v = v * 10 + (s[i] - '0');
            ++i;
        }
        if (v > bar_point)
            return make_error("point " + std::string(s.substr(at, i - at)) +
                                  " does not exist (points are 1 to 24, bar or 25, off or 0; BG-16.4)",
                              base + at);
        p.value = static_cast<int>(v);
    } else if (i >= s.size()) {
        return make_error("a point is missing at the end of the text (BG-16.4)", base + at);
    } else {
        return make_error("expected a point (1 to 24, bar or off), not '" + std::string(1, s[i]) + "' (BG-16.4)",
                          base + at);
    }
    if (i < s.size() && s[i] == '*') ++i;  // marks are not checked (BG-16.5)
    return p;
}

// BG-16.4: one route at s[i]: points joined by `/` or `-`, then `(n)`.
[[nodiscard]] inline result<text_route> read_route(std::string_view s, std::size_t& i, std::size_t base) {
    text_route r;
    r.column = base + i;
    for (;;) {
        const result<text_point> p = read_point(s, i, base);
        if (!p) return p.error();
        r.points.push_back(*p);
        if (i < s.size() && (s[i] == '/' || s[i] == '-')) {
            ++i;
            continue;
        }
        break;
    }
    std::size_t j = i;
    while (j < s.size() && is_blank(s[j])) ++j;
    if (j < s.size() && s[j] == '(') {
        i = j + 1;
        const std::size_t digits = i;
        int n = 0;
        while (i < s.size() && is_digit(s[i]) && i - digits < 3) n = n * 10 + (s[i++] - '0');
        if (i == digits) return make_error("expected a count from 1 to 4 after '(' (BG-16.4)", base + i);
        if (n < 1 || n > 4)
            return make_error("a route is repeated 1 to 4 times, not " + std::to_string(n) + " (BG-16.4)",
                              base + digits);
        if (i >= s.size() || s[i] != ')') return make_error("expected ')' after the count (BG-16.4)", base + i);
        ++i;
        r.count = n;
    }
    if (i < s.size() && !is_route_separator(s[i]))
        return make_error("unexpected '" + std::string(1, s[i]) + "' in a route (BG-16.4)", base + i);
    if (r.points.size() < 2)
        return make_error("a route needs two or more points joined by '/', like 13/7 (BG-16.4)", r.column);
    for (std::size_t k = 0; k < r.points.size(); ++k) {
        const text_point& p = r.points[k];
        if (k > 0 && p.value == bar_point) return make_error("bar may only start a route (BG-16.4)", p.column);
        if (k + 1 < r.points.size() && p.value == off_point)
            return make_error("off may only end a route (BG-16.4)", p.column);
        if (k > 0 && p.value >= r.points[k - 1].value)
            return make_error("points must decrease along a route, but " + point_text(p.value) + " follows " +
                                  point_text(r.points[k - 1].value) + " (BG-1.3, BG-16.4)",
                              p.column);
    }
    return r;
}

// BG-16.4: the routes of a play's text (already lower case).
[[nodiscard]] inline result<std::vector<text_route>> read_routes(std::string_view s, std::size_t base) {
    std::vector<text_route> routes;
    for (std::size_t i = 0;;) {
        while (i < s.size() && is_route_separator(s[i])) ++i;
        if (i >= s.size()) break;
        const result<text_route> r = read_route(s, i, base);
        if (!r) return r.error();
        routes.push_back(*r);
    }
    return routes;
}

// Can the routes, one checker each, share the numbers of `left`? (board ignored)
[[nodiscard]] inline bool routes_fit_roll(const std::vector<std::vector<int>>& routes, std::size_t r,
                                          std::size_t next, int at, std::array<int, 7>& left) {
    if (r == routes.size()) return true;
    const std::vector<int>& points = routes[r];
    if (next == points.size())
        return r + 1 == routes.size() || routes_fit_roll(routes, r + 1, 1, routes[r + 1].front(), left);
    const int target = points[next];
    for (int d = 1; d <= 6; ++d) {
        if (left[static_cast<std::size_t>(d)] == 0) continue;
        const int to = at - d;
        if (to > 0 && to < target) continue;
        if (to <= 0 && target != off_point) continue;
        --left[static_cast<std::size_t>(d)];
        const bool ok = routes_fit_roll(routes, r, to <= target ? next + 1 : next, std::max(to, 0), left);
        ++left[static_cast<std::size_t>(d)];
        if (ok) return true;
    }
    return false;
}

// BG-16.5: searches the step sequences that follow the written routes, for
// one that is an allowed sequence of a legal play.
class route_matcher {
public:
    route_matcher(const position& start, dice roll, int checkers, std::vector<text_route> routes,
                  const move_list& plays)
        : start_(start), roll_(roll), checkers_(checkers), routes_(std::move(routes)), plays_(plays) {
        for (const move& p : plays_) most_ = std::max(most_, p.size());
        left_ = numbers_of(roll_);
        for (const text_route& r : routes_) {
            at_.push_back(r.points.front().value);
            next_.push_back(1);
        }
        search(start_, 0);
    }

    [[nodiscard]] result<move> answer() const {
        if (found_ != not_found) return plays_[found_];
        if (complete_steps_ >= 0) {  // legal, but not an allowed sequence
            if (complete_steps_ < most_)
                return make_error("the text plays " + std::to_string(complete_steps_) + " number(s) of the roll " +
                                  roll_text(roll_) + ", but " + std::to_string(most_) +
                                  " can be played, and as many as possible must be (BG-7.2)");
            return make_error("with the roll " + roll_text(roll_) +
                              " only one number can be played, and it must be the larger one when either can "
                              "(BG-7.2)");
        }
        if (depth_ >= 0) return make_error(reason_, column_);
        return make_error("the text fits no legal play of the roll " + roll_text(roll_) + " (BG-16.5)");
    }

private:
    void fail(int depth, std::string why, std::size_t column) {
        if (depth <= depth_) return;  // keep the failure that got furthest
        depth_ = depth;
        reason_ = std::move(why);
        column_ = column;
    }

    [[nodiscard]] bool done(std::size_t r) const { return next_[r] == routes_[r].points.size(); }

    void complete(const position& pos, int steps) {
        const bool ended = has_borne_off_all(pos, pos.on_roll, checkers_);  // BG-6.6
        if (ended || steps == most_) {  // else not an allowed sequence (BG-7.3): no play to look for
            if (after_.empty())
                for (const move& p : plays_) after_.push_back(after_play(start_, p));
            for (std::size_t i = 0; i < plays_.size(); ++i) {
                if (after_[i] == pos && (ended || steps == plays_[i].size())) {
                    found_ = i;
                    return;
                }
            }
        }
        complete_steps_ = std::max(complete_steps_, steps);
    }

    void search(const position& pos, int depth) {
        std::size_t first_open = routes_.size();
        for (std::size_t r = 0; r < routes_.size(); ++r)
            if (!done(r) && first_open == routes_.size()) first_open = r;
        if (first_open == routes_.size()) {
            complete(pos, depth);
            return;
        }
        const text_route& waiting = routes_[first_open];
        if (has_borne_off_all(pos, pos.on_roll, checkers_)) {
            fail(depth, "the game ends with the last checker borne off, before " + waiting.text() + " (BG-6.6)",
                 waiting.column);
            return;
        }
        bool any_number = false;
        for (std::size_t r = 0; r < routes_.size() && found_ == not_found; ++r) {
            if (done(r) || same_as_earlier(r)) continue;
            const text_route& route = routes_[r];
            const int target = route.points[next_[r]].value;
            for (int d = 6; d >= 1 && found_ == not_found; --d) {
                if (left_[static_cast<std::size_t>(d)] == 0) continue;
                any_number = true;
                const int from = at_[r];
                const int to = from - d;
                if (to > 0 && to < target) continue;              // would pass a written point
                if (to <= 0 && target != off_point) continue;     // bears off short of it
                if (to > target && pos.at(opponent(pos.on_roll), 25 - to) == 1) {  // BG-16.5
                    fail(depth,
                         route.text() + " does not fit the roll " + roll_text(roll_) + ": it would hit the blot on " +
                             std::to_string(to) + ", a point the route does not write (BG-16.5)",
                         route.column);
                    continue;
                }
                const step st{static_cast<std::uint8_t>(d), static_cast<std::uint8_t>(from)};
                position after = pos;
                if (!apply_step(after, st)) {
                    fail(depth,
                         route.text() + " is not a legal route for the roll " + roll_text(roll_) + ": " +
                             step_error(pos, st),
                         route.column);
                    continue;
                }
                const auto saved_at = at_[r];
                const auto saved_next = next_[r];
                at_[r] = std::max(to, off_point);
                if (to <= target) ++next_[r];
                --left_[static_cast<std::size_t>(d)];
                search(after, depth + 1);
                ++left_[static_cast<std::size_t>(d)];
                at_[r] = saved_at;
                next_[r] = saved_next;
            }
        }
        if (!any_number)
            fail(depth,
                 "the roll " + roll_text(roll_) + " has no number left for " + waiting.text() +
                     ": the text moves more than the roll (BG-4.1)",
                 waiting.column);
    }

    // Routes copied by (n), at the same progress, are the same choice.
    [[nodiscard]] bool same_as_earlier(std::size_t r) const {
        for (std::size_t q = 0; q < r; ++q)
            if (!done(q) && at_[q] == at_[r] && next_[q] == next_[r] &&
                routes_[q].column == routes_[r].column)
                return true;
        return false;
    }

    position start_;
    dice roll_;
    int checkers_;
    std::vector<text_route> routes_;
    const move_list& plays_;
    std::vector<position> after_;
    int most_ = 0;
    std::array<int, 7> left_{};
    std::vector<int> at_;
    std::vector<std::size_t> next_;
    static constexpr std::size_t not_found = static_cast<std::size_t>(-1);
    std::size_t found_ = not_found;
    int complete_steps_ = -1;
    int depth_ = -1;
    std::string reason_;
    std::size_t column_ = error::no_position;
};

enum class word { none, pass, roll, double_offer, take, drop, beaver, redouble, resign, accept, reject };

// BG-16.7: the single-word moves and their synonyms.
[[nodiscard]] inline word word_of(std::string_view s) {
    if (s == "pass") return word::pass;
    if (s == "roll") return word::roll;
    if (s == "double") return word::double_offer;
    if (s == "take") return word::take;
    if (s == "drop") return word::drop;
    if (s == "accept") return word::accept;  // take, when a double is answered
    if (s == "reject") return word::reject;  // drop, when a double is answered
    if (s == "resign") return word::resign;
    if (s == "beaver" || s == "raccoon") return word::beaver;
    if (s == "redouble") return word::redouble;
    return word::none;
}

// A one-word move at the state's decision (BG-16.7).
template <rules_policy R>
[[nodiscard]] result<move> word_move(const state<R>& s, word w, std::string_view text, std::size_t column) {
    const std::string quoted = "'" + std::string(text) + "'";
    const phase ph = s.phase();
    if (w == word::pass) {
        if (ph != phase::playing)
            return make_error("'pass' is the no-play move (BG-7.6, BG-16.7), but the game is at " + phase_name(ph) +
                                  (ph == phase::responding ? "; to refuse the double write 'drop'" : ""),
                              column);
        const move_list plays = legal_plays(s.board(), s.roll());
        if (!plays.front().is_pass())
            return make_error("'pass' is legal only when nothing can be played, but the roll " + roll_text(s.roll()) +
                                  " can be played, e.g. " + to_string(plays.front(), s.board()) + " (BG-7.6, BG-16.5)",
                              column);
        return move::pass();
    }
    if (w == word::resign)
        return make_error("'resign' names the level offered: resign single, resign gammon or resign backgammon "
                          "(BG-23.1, BG-16.7)",
                          column);
    if (ph == phase::resigning) {  // BG-23.2
        if (w == word::accept) return move::accept();
        if (w == word::reject) return move::reject();
    }
    if (ph == phase::cube_decision) {
        if (w == word::roll) return move::roll();
        if (w == word::double_offer || w == word::redouble) return move::double_offer();
    } else if (ph == phase::responding) {
        if (w == word::take || w == word::accept) return move::take();
        if (w == word::drop || w == word::reject) return move::drop();
        if (w == word::beaver || w == word::redouble) {
            if (!may_beaver(s)) return make_error(quoted + " is not allowed: " + beaver_error(s), column);
            return move::beaver();
        }
    }
    const bool cube_word = w == word::roll || w == word::double_offer;
    const bool answer_word = w == word::accept || w == word::reject;
    return make_error(quoted +
                          (cube_word     ? " is a cube decision"
                           : answer_word ? " answers a double or an offer to resign"
                                         : " answers a double") +
                          ", but the game is at " + phase_name(ph) + (answer_word ? " (BG-9.5, BG-23.2)" : " (BG-9.5)"),
                      column);
}

// BG-23.1, BG-16.7: "resign single", "resign gammon", "resign backgammon".
template <rules_policy R>
[[nodiscard]] result<move> resign_move(const state<R>& s, std::string_view level_text, std::size_t column) {
    int level = 0;
    if (level_text == "single" || level_text == "normal" || level_text == "1") level = 1;
    if (level_text == "gammon" || level_text == "2") level = 2;
    if (level_text == "backgammon" || level_text == "3") level = 3;
    if (level == 0)
        return make_error("'" + std::string(level_text) +
                              "' is not a level to resign: single, gammon or backgammon (BG-23.1, BG-16.7)",
                          column);
    if (const std::string why = resign_error(s, level); !why.empty())
        return make_error("'resign " + std::string(level_text) + "' is not allowed: " + why, column);
    return move::resign(level);
}

}  // namespace detail

namespace detail {

// parse_move, its errors at offsets into `text`.
template <rules_policy R>
[[nodiscard]] result<move> read_move(const state<R>& s, std::string_view text) {
    const auto [t, off] = detail::trim(text);
    std::string low(t);
    for (char& c : low) c = detail::to_lower(c);
    if (low.empty()) return make_error("the move text is empty", off);
    if (low.starts_with("resign ")) {  // BG-23.1: the one two-word move
        const auto [level, at] = detail::trim(std::string_view(low).substr(7));
        return detail::resign_move(s, level, off + 7 + at);
    }
    if (std::all_of(low.begin(), low.end(), [](char c) { return c >= 'a' && c <= 'z'; }) && low != "bar" &&
        low != "off") {
        const detail::word w = detail::word_of(low);
        if (w == detail::word::none)
            return make_error("unknown move '" + std::string(t) +
                                  "': expected a play like 13/7 8/7, pass, roll, double, take, drop, beaver, "
                                  "resign single|gammon|backgammon, accept or reject (BG-16.2, BG-16.7, BG-23)",
                              off);
        return detail::word_move(s, w, t, off);
    }
    const result<std::vector<detail::text_route>> written = detail::read_routes(low, off);
    if (!written) return written.error();
    if (s.phase() != phase::playing)
        return make_error("'" + std::string(t) + "' is a play, but the game is at " + detail::phase_name(s.phase()),
                          off);

    const dice roll = s.roll();
    const int numbers = roll.is_double() ? 4 : 2;
    std::vector<detail::text_route> routes;  // (n) expanded
    std::vector<std::vector<int>> points;    // their written points
    for (const detail::text_route& r : *written) {
        std::vector<int> these;
        for (const detail::text_point& p : r.points) these.push_back(p.value);
        std::array<int, 7> left = detail::numbers_of(roll);
        if (!detail::routes_fit_roll({these}, 0, 1, these.front(), left))
            return make_error(r.text() + " does not fit the roll " + detail::roll_text(roll) +
                                  ": no combination of its numbers moves one checker along it (BG-4.1, BG-4.3)",
                              r.column);
        for (int k = 0; k < r.count; ++k) {
            if (static_cast<int>(routes.size()) == numbers)
                return make_error("the text moves checkers along more routes than the " + std::to_string(numbers) +
                                      " numbers of the roll " + detail::roll_text(roll) + " (BG-4.1)",
                                  r.column);
            routes.push_back(r);
            points.push_back(these);
            left = detail::numbers_of(roll);
            if (!detail::routes_fit_roll(points, 0, 1, points.front().front(), left))
                return make_error("the text moves more than the roll " + detail::roll_text(roll) + " can: " +
                                      r.text() + " needs numbers the routes before it have used (BG-4.1)",
                                  r.column);
        }
    }
    const move_list plays = legal_plays(s.board(), roll);
    return detail::route_matcher(s.board(), roll, state<R>::checkers, std::move(routes), plays).answer();
}

}  // namespace detail

// BG-16.4, BG-16.5, BG-16.7: the legal move (as legal_moves lists it) that
// the text denotes at the state's decision, or what is wrong and where.
template <rules_policy R>
[[nodiscard]] result<move> parse_move(const state<R>& s, std::string_view text) {
    return text::located(detail::read_move(s, text), text);
}

// ---------------------------------------------------------------- the text interface

// BG-16.3, BG-16.7: move m at s, as the tool and the game logs write it (the
// board of s tells where blots stood, so hits are marked).
template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>& s, const move& m) {
    return to_string(m, s.board());
}

// BG-9.2, BG-9.3, BG-16.7: the dice d rolled at s, as "d1-d2": at the
// opening roll player 0's die first, at a later roll the larger first.
template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>& s, dice d) {
    const dice shown = s.phase() == phase::opening_roll ? d : d.larger_first();
    return std::string{static_cast<char>('0' + shown.first), '-', static_cast<char>('0' + shown.second)};
}

namespace detail {

template <rules_policy R>
[[nodiscard]] result<dice> read_outcome(const state<R>& s, std::string_view text) {
    if (s.phase() == phase::rolling) return read_dice(text);  // "6-5", "65" or "56"
    if (s.phase() != phase::opening_roll)
        return make_error("not a chance node: the game is at " + phase_name(s.phase()), 0);
    if (text.find(':') != std::string_view::npos) return read_opening(text);  // "3:1"
    result<dice> d = parse_two_dice(text, '-', false, "an opening roll like 3-1 (player 0's die, then player 1's)");
    if (d && d->is_double()) return make_error("the opening roll is never a double (BG-3.1)", trim(text).offset);
    return d;
}

}  // namespace detail

// BG-9.2, BG-9.3, BG-16.7: the outcome of the chance node s that `text`
// names: at the opening roll "3-1" or "3:1" (player 0's die first, never a
// double), at a later roll "6-5", "65" or "56".
template <rules_policy R>
[[nodiscard]] result<dice> parse_outcome(const state<R>& s, std::string_view text) {
    return text::located(detail::read_outcome(s, text), text);
}

}  // namespace arbiter::backgammon
