#pragma once
// gnubg Position ID (RULES.md BG-17), the validity checks every reader makes
// (BG-1.7), a state from a position (from_position), and the small text
// helpers the other notations share.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "../core/config.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "apply.hpp"
#include "checked.hpp"
#include "state.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::backgammon {

namespace detail {

// Text helpers shared by the readers (not a hot path).
[[nodiscard]] constexpr bool is_blank(char c) noexcept { return text::is_space(c); }
[[nodiscard]] constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
[[nodiscard]] constexpr char to_lower(char c) noexcept {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

// The text without surrounding blanks, and where it starts in `s`.
[[nodiscard]] constexpr text::token trim(std::string_view s) noexcept { return text::trimmed(text::token{s, 0}); }

// An error moved `by` characters right: a part's error placed in the whole text.
// Its line and column are found again in the whole text (text::located).
[[nodiscard]] inline error shifted(error e, std::size_t by) {
    if (e.position != error::no_position) e.position += by;
    e.line = e.column = 0;
    return e;
}

[[nodiscard]] inline std::string player_name(player_id p) { return "player " + std::to_string(int{p}); }

inline constexpr std::string_view base64_alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

[[nodiscard]] constexpr int base64_value(char c) noexcept {
    const auto i = base64_alphabet.find(c);
    return i == std::string_view::npos ? -1 : static_cast<int>(i);
}

// BG-17.4, BG-18.1: bytes <-> base64 without padding, most significant bits first.
template <std::size_t Bytes>
[[nodiscard]] std::string to_base64(const std::array<std::uint8_t, Bytes>& key) {
    std::string out;
    for (std::size_t bitpos = 0; bitpos < Bytes * 8; bitpos += 6) {
        int v = 0;
        for (std::size_t k = 0; k < 6; ++k) {
            const std::size_t b = bitpos + k;
            const int bitv = b < Bytes * 8 ? (key[b / 8] >> (7 - b % 8)) & 1 : 0;
            v = v * 2 + bitv;
        }
        out += base64_alphabet[static_cast<std::size_t>(v)];
    }
    return out;
}

// Decodes exactly `chars` characters into Bytes bytes; the bits past the last
// byte must be zero. `what` names the format in errors.
template <std::size_t Bytes>
[[nodiscard]] result<std::array<std::uint8_t, Bytes>> from_base64(std::string_view text, std::size_t chars,
                                                                  std::string_view what) {
    if (text.size() != chars)
        return make_error(std::string(what) + " has " + std::to_string(chars) + " characters, not " +
                          std::to_string(text.size()));
    std::array<std::uint8_t, Bytes> key{};
    for (std::size_t i = 0; i < chars; ++i) {
        const int v = base64_value(text[i]);
        if (v < 0) return make_error("'" + std::string(1, text[i]) + "' is not a base64 character", i);
        for (std::size_t k = 0; k < 6; ++k) {
            const std::size_t b = i * 6 + k;
            const int bitv = (v >> (5 - k)) & 1;
            if (b >= Bytes * 8) {
                if (bitv) return make_error("the unused bits of the last character must be zero", i);
                continue;
            }
            if (bitv) key[b / 8] = static_cast<std::uint8_t>(key[b / 8] | (0x80 >> (b % 8)));
        }
    }
    return key;
}

// Bit i of a key is bit (i mod 8) of byte i/8 (BG-17.3, BG-18.1).
template <std::size_t Bytes>
[[nodiscard]] constexpr int key_bit(const std::array<std::uint8_t, Bytes>& key, std::size_t i) noexcept {
    return (key[i / 8] >> (i % 8)) & 1;
}
template <std::size_t Bytes>
constexpr void set_key_bit(std::array<std::uint8_t, Bytes>& key, std::size_t i) noexcept {
    key[i / 8] = static_cast<std::uint8_t>(key[i / 8] | (1u << (i % 8)));
}

}  // namespace detail

// BG-1.7: the checks every reader makes. Empty when valid.
[[nodiscard]] inline std::string position_error(const position& pos, int checkers_each = 15) {
    for (player_id p = 0; p < 2; ++p) {
        if (pos.in_play(p) > checkers_each)
            return "player " + std::to_string(int{p}) + " has " + std::to_string(pos.in_play(p)) +
                   " checkers in play, more than " + std::to_string(checkers_each) + " (BG-1.7)";
        if (pos.at(p, off_point) != checkers_each - pos.in_play(p))
            return "player " + std::to_string(int{p}) + "'s borne-off count does not add up (BG-1.7)";
    }
    for (int q = 1; q <= num_points; ++q)
        if (pos.at(0, q) > 0 && pos.at(1, 25 - q) > 0)
            return "player 0's point " + std::to_string(q) + " holds checkers of both players (BG-1.5)";
    if (pos.in_play(0) == 0 && pos.in_play(1) == 0) return "neither player has a checker in play (BG-1.7)";
    return {};
}

// BG-17: the 14-character Position ID, seen from the player on roll.
[[nodiscard]] inline std::string to_position_id(const position& pos) {
    std::array<std::uint8_t, 10> key{};
    std::size_t i = 0;
    for (const player_id p : {opponent(pos.on_roll), pos.on_roll}) {
        for (int point = 1; point <= bar_point; ++point) {
            for (int k = 0; k < pos.at(p, point); ++k) detail::set_key_bit(key, i++);
            ++i;  // the separating zero
        }
    }
    return detail::to_base64(key);
}

namespace detail {
// The public reader below before text::located: offsets into its text, for readers that embed it.
[[nodiscard]] inline result<position> read_position_id(std::string_view id, player_id on_roll = 0,
                                                        int checkers_each = 15) {
    const auto key = detail::from_base64<10>(id, 14, "a Position ID");
    if (!key) return key.error();
    position pos;
    pos.on_roll = on_roll;
    std::size_t zeros = 0;
    int point = 1;
    for (std::size_t i = 0; i < 80; ++i) {
        const int b = detail::key_bit(*key, i);
        if (zeros == 50) {
            if (b) return make_error("bits after the 50th separating zero must be zero (BG-17.6)", i / 6);
            continue;
        }
        const player_id p = zeros < 25 ? opponent(on_roll) : on_roll;
        if (b) {
            auto& n = pos.checkers[static_cast<std::size_t>(p)][static_cast<std::size_t>(point)];
            if (n == 15) return make_error("more than 15 checkers on one point", i / 6);
            ++n;
        } else {
            ++zeros;
            point = point == bar_point ? 1 : point + 1;
        }
    }
    if (zeros != 50) return make_error("a Position ID needs 50 separating zeros, this one has " + std::to_string(zeros));
    pos.fill_borne_off(checkers_each);
    if (const std::string why = position_error(pos, checkers_each); !why.empty()) return make_error(why);
    return pos;
}
}  // namespace detail

// Reads a Position ID (BG-17.6). The ID does not say who is on roll
// (BG-17.7): `on_roll` does. `checkers_each` is N (BG-0.3).
[[nodiscard]] inline result<position> parse_position_id(std::string_view id, player_id on_roll = 0,
                                                        int checkers_each = 15) {
    return text::located(detail::read_position_id(id, on_roll, checkers_each), id);
}

// BG-17.7: the Position ID after a play from `before`, seen from the player
// then on roll: the opponent, or the mover himself when the play ended the game.
[[nodiscard]] inline std::string position_id_after(const position& before, const move& m) {
    position after = after_play(before, m);
    if (after.in_play(before.on_roll) > 0) after.on_roll = opponent(before.on_roll);
    return to_position_id(after);
}

namespace detail {

// BG-8.1: a position in which a player has borne off all his checkers is a
// finished game; states that are still played cannot hold one. Empty if none has.
[[nodiscard]] inline std::string finished_error(const position& pos) {
    for (player_id p = 0; p < 2; ++p)
        if (pos.in_play(p) == 0)
            return player_name(p) + " has borne off all his checkers: the game is over (BG-8.1)";
    return {};
}

}  // namespace detail

// A state of one game (no match) with `pos`, its player on roll to act:
// at the play of `roll` when it is given (BG-7), else at the start of his
// turn: the cube decision when he may double (BG-11.2), else the roll
// (BG-9.6). The borne-off counts must add up (BG-1.7).
template <rules_policy R>
[[nodiscard]] result<state<R>> from_position(const position& pos, dice roll = {}) {
    constexpr int n = checkers_per_player<R>;
    if (pos.on_roll != 0 && pos.on_roll != 1)
        return make_error("the player on roll is " + std::to_string(int{pos.on_roll}) + "; it must be 0 or 1");
    if (const std::string why = position_error(pos, n); !why.empty()) return make_error(why);
    if (const std::string why = detail::finished_error(pos); !why.empty()) return make_error(why);
    const bool rolled = roll.first != 0 || roll.second != 0;
    if (rolled && (roll.first < 1 || roll.first > 6 || roll.second < 1 || roll.second > 6))
        return make_error("a roll is two dice of 1 to 6, not " + std::to_string(int{roll.first}) + "-" +
                          std::to_string(int{roll.second}) + " (BG-1.1)");
    state<R> s;
    typename state<R>::edit e{s};
    e.board() = pos;
    if (rolled) {
        e.roll() = roll.larger_first();
        e.phase() = phase::playing;
    } else {
        e.phase() = detail::turn_start_phase(s);
    }
    return s;
}

}  // namespace arbiter::backgammon

ARBITER_TEXT_CODE_END
