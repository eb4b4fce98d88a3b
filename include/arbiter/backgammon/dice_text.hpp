#pragma once
// Rolls as text (RULES.md BG-16.7): "31" (larger die first), the opening
// roll "3:1" (player 0's die first), and their readers. The dice as chance
// outcomes of a state, to_string(s, d) and parse_outcome(s, text), are in
// move_text.hpp.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "../core/result.hpp"
#include "../core/text.hpp"
#include "position_id.hpp"
#include "state.hpp"

namespace arbiter::backgammon {

// ---------------------------------------------------------------- rolls

// BG-16.7: a roll as two digits, larger first ("31", "66").
[[nodiscard]] inline std::string to_string(dice d) {
    const dice r = d.larger_first();
    return {static_cast<char>('0' + r.first), static_cast<char>('0' + r.second)};
}

// BG-16.7: an opening-roll outcome (BG-9.2) as "a:b", player 0's die first.
[[nodiscard]] inline std::string to_opening_string(dice d) {
    return {static_cast<char>('0' + d.first), ':', static_cast<char>('0' + d.second)};
}

namespace detail {

// Reads "a<sep>b", or "ab" when `joined_ok` (two dice 1..6); `form` names
// the expected shape.
[[nodiscard]] inline result<dice> parse_two_dice(std::string_view text, char sep, bool joined_ok,
                                                 std::string_view form) {
    const auto [t, off] = trim(text);
    const bool joined = joined_ok && t.size() == 2;
    const bool separated = t.size() == 3 && t[1] == sep;
    if (!joined && !separated)
        return make_error("expected " + std::string(form) + ", not '" + std::string(t) + "'", off);
    const std::size_t second = joined ? 1 : 2;
    for (const std::size_t i : {std::size_t{0}, second}) {
        if (!is_digit(t[i])) return make_error("expected a die (1 to 6), not '" + std::string(1, t[i]) + "'", off + i);
        if (t[i] < '1' || t[i] > '6')
            return make_error("a die shows 1 to 6, not " + std::string(1, t[i]) + " (BG-1.1)", off + i);
    }
    return dice{static_cast<std::uint8_t>(t[0] - '0'), static_cast<std::uint8_t>(t[second] - '0')};
}

}  // namespace detail

namespace detail {

// parse_dice and parse_opening, their errors at offsets into `text`.
[[nodiscard]] inline result<dice> read_dice(std::string_view text) {
    result<dice> d = parse_two_dice(text, '-', true, "a roll like 31 or 3-1");
    if (d && d->first < d->second) std::swap(d->first, d->second);
    return d;
}
[[nodiscard]] inline result<dice> read_opening(std::string_view text) {
    result<dice> d = parse_two_dice(text, ':', false, "an opening roll like 3:1 (player 0's die, then player 1's)");
    if (d && d->is_double()) {
        const auto [t, off] = trim(text);
        return make_error("the opening roll is never a double (BG-3.1)", off + t.size() - 1);
    }
    return d;
}

}  // namespace detail

// BG-16.7: "31", "13" or "3-1"; the result has the larger die first.
[[nodiscard]] inline result<dice> parse_dice(std::string_view text) {
    return text::located(detail::read_dice(text), text);
}

// BG-16.7: "a:b", player 0's die then player 1's; never a double (BG-3.1).
[[nodiscard]] inline result<dice> parse_opening(std::string_view text) {
    return text::located(detail::read_opening(text), text);
}

}  // namespace arbiter::backgammon
