#pragma once
// What one seat may see of a War Chest state (observation.hpp, WC-16) as
// text that reads back: to_string(o) and parse_observation<R>(text), with
// parse_observation<R>(to_string(o)) == o for every observation observe()
// gives. The text is the full-state text (state_text.hpp) of the view under
// a header naming the viewer (core/observation_text.hpp). Each other seat's
// bag, hand and face-down discard are written as their sizes, `?N`, and its
// line ends with hidden<q>=, the multiset of its coins in those zones and
// in use (Hidden(q), WC-16.4); a coin another seat's Warrior Priest drew is
// `-`, as the view keeps it. Seat 0's view, seat 1's line:
//
//   game=war-chest rules=random players=2 viewer=0
//   ...
//   bag1=?5 hand1=?3 up1= down1=?0 supply1=pikeman:2 box1= hidden1=pikeman:2,royal:1,scout:5
//
// The text is written from the observation only, so it holds nothing the
// viewer may not see.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "../core/config.hpp"
#include "../core/observation_text.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "descriptor.hpp"
#include "observation.hpp"
#include "state_text.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::war_chest {

namespace detail {

// Seat q's coin line as seat o.viewer sees it (q is another seat).
template <rules_policy R>
[[nodiscard]] std::string hidden_seat_line(const observation<R>& o, player_id q) {
    const auto qi = static_cast<std::size_t>(q);
    const zones& z = o.view.coins(q);
    const std::string n = std::to_string(q);
    return "bag" + n + "=?" + std::to_string(o.sizes[qi][0]) + " hand" + n + "=?" +
           std::to_string(o.sizes[qi][1]) + " up" + n + "=" + counts_text(z.face_up) + " down" + n +
           "=?" + std::to_string(o.sizes[qi][2]) + " supply" + n + "=" + counts_text(z.supply) +
           " box" + n + "=" + counts_text(z.box) + " hidden" + n + "=" + counts_text(o.hidden[qi]);
}

}  // namespace detail

// The observation's text (see above).
template <rules_policy R>
[[nodiscard]] std::string to_string(const observation<R>& o) {
    const std::string full = to_string(o.view);
    std::string out = header_line<descriptor, R, state<R>>(o.viewer);
    // The view's lines after its header; another seat's coin line is replaced.
    for (std::size_t at = full.find('\n') + 1; at < full.size();) {
        const std::size_t end = full.find('\n', at);
        const std::string_view line(full.data() + at, end - at);
        std::string replaced;
        for (player_id q = 0; q < state<R>::seats; ++q)
            if (q != o.viewer && line.starts_with("bag" + std::to_string(q) + "="))
                replaced = detail::hidden_seat_line(o, q);
        out += replaced.empty() ? std::string(line) : replaced;
        out += '\n';
        at = end + 1;
    }
    return out;
}

namespace detail {

// What the reader gathers of the other seats' hidden zones.
struct hidden_fields {
    std::array<std::array<bool, 4>, 4> given{};  // per seat: bag, hand, down, hidden
};

// bagN=?n, handN=?n, downN=?n and hiddenN=... of another seat; false when
// `f` is none of them (a field of the full-state text).
template <rules_policy R>
[[nodiscard]] bool read_hidden_field(observation<R>& o, text::field f, hidden_fields& seen,
                                     std::optional<error>& failure) {
    static constexpr std::array<std::string_view, 4> keys{"bag", "hand", "down", "hidden"};
    for (std::size_t k = 0; k < keys.size(); ++k) {
        const std::string_view key = f.key.text;
        if (key.size() != keys[k].size() + 1 || !key.starts_with(keys[k])) continue;
        const int q = key.back() - '0';
        if (q < 0 || q >= state<R>::seats) return false;
        const auto qi = static_cast<std::size_t>(q);
        const bool unknown = k == 3 || f.value.text.starts_with("?");
        if (!unknown) return false;
        if (q == o.viewer) {
            failure = text::error_at(
                f.key, "seat " + std::to_string(q) + " is the viewer, who sees its own coins: " +
                           std::string(keys[k]) + std::to_string(q) + "= lists them (WC-16.3)");
            return true;
        }
        seen.given[qi][k] = true;
        if (k == 3) {
            failure = read_coins(o.hidden[qi], f.value);
            return true;
        }
        const auto n = text::to_integer<int>(f.value.sub(1), 0, 32, "a hidden zone's size");
        if (!n)
            failure = n.error();
        else
            o.sizes[qi][k] = static_cast<std::uint8_t>(*n);
        return true;
    }
    return false;
}

// Each other seat's hidden zones are given, and as many coins are hidden as
// its zones and its Warrior Priest's drawn coins hold (WC-16.4).
template <rules_policy R>
[[nodiscard]] std::optional<error> hidden_problem(const observation<R>& o,
                                                  const hidden_fields& seen, std::size_t end) {
    static constexpr std::array<std::string_view, 4> keys{"bag", "hand", "down", "hidden"};
    for (player_id q = 0; q < state<R>::seats; ++q) {
        if (q == o.viewer) continue;
        const auto qi = static_cast<std::size_t>(q);
        for (std::size_t k = 0; k < keys.size(); ++k)
            if (!seen.given[qi][k])
                return make_error("seat " + std::to_string(q) + "'s " + std::string(keys[k]) +
                                      " is hidden from seat " + std::to_string(o.viewer) +
                                      ": expected " + std::string(keys[k]) + std::to_string(q) +
                                      (k == 3 ? "=type:count,..." : "=?N") + " (WC-16.4)",
                                  end);
        int in_use = 0;
        for (const pending& p : o.view.pendings())
            in_use += p.kind == pending_kind::wp_use && p.player == q ? 1 : 0;
        const int zoned = o.sizes[qi][0] + o.sizes[qi][1] + o.sizes[qi][2] + in_use;
        if (zoned > 32)  // sample() deals from at most 32 coins; a seat has 19 (WC-1.7)
            return make_error("seat " + std::to_string(q) + " cannot hide " +
                                  std::to_string(zoned) + " coins (WC-1.7)",
                              end);
        if (total(o.hidden[qi]) != zoned)
            return make_error(
                "seat " + std::to_string(q) + " hides " + std::to_string(total(o.hidden[qi])) +
                    " coins, but its bag, hand, face-down discard and drawn coins hold " +
                    std::to_string(zoned) + " (WC-16.4)",
                end);
    }
    return std::nullopt;
}

// The body of an observation text: the full-state reader's fields and the
// hidden ones, minus its checks of a full state (observation_problem makes
// them on a state that fits the view).
template <rules_policy R>
[[nodiscard]] result<observation<R>> read_observation(std::string_view text, player_id viewer) {
    observation<R> o;
    o.viewer = viewer;
    o.view = state<R>(armies{}, -1);
    state<R>& s = o.view;
    {
        typename state<R>::edit e{s};
        for (int h = 0; h < grid_size; ++h) e.control(h) = -1;
        for (int t = 0; t < num_units; ++t) e.owner(static_cast<unit>(t)) = -1;
    }
    text::scanner words(text);
    const text::token first = words.next();
    if (first != "war_chest")
        return text::error_at(first, "a War Chest observation's body starts with 'war_chest'");
    node_fields at;
    hidden_fields seen;
    while (!words.at_end()) {
        const auto f = text::split_field(words.next());
        if (!f) return f.error();
        std::optional<error> failure;
        if (read_hidden_field(o, *f, seen, failure)) {
            if (failure) return *failure;
        } else if (auto bad = read_field(s, *f, at)) {
            return *bad;
        }
    }
    if (auto bad = hidden_problem(o, seen, text.size())) return *bad;
    const zones& own = s.coins(viewer);
    o.sizes[static_cast<std::size_t>(viewer)] = {static_cast<std::uint8_t>(total(own.bag)),
                                                 static_cast<std::uint8_t>(total(own.hand)),
                                                 static_cast<std::uint8_t>(total(own.face_down))};
    if (auto why = observation_problem<state<R>>(o, viewer, first.offset)) return *why;
    return o;
}

}  // namespace detail

// The observation an observation text describes (see to_string(o)) under
// rules R: the header must name R and a seat as viewer, the body must be
// what that seat sees of some state of R. Errors say what is wrong and
// where (what(): "line L, column C: ...").
template <rules_policy R>
[[nodiscard]] result<observation<R>> parse_observation(std::string_view text) {
    return read_observation_with_header<descriptor, R, state<R>>(
        text, [](std::string_view body, player_id viewer) {
            return text::located(detail::read_observation<R>(body, viewer), body);
        });
}
// The same for generic code that knows the state type (core/text_game.hpp).
template <rules_policy R>
[[nodiscard]] result<observation<R>> parse_observation(std::type_identity<state<R>>,
                                                       std::string_view text) {
    return parse_observation<R>(text);
}

}  // namespace arbiter::war_chest

ARBITER_TEXT_CODE_END
