#pragma once
// Memoir '44 board geometry (RULES.md M44-1): the 113 hexes in doubled
// columns, their dense index, names, neighbours, distance, sections from each
// seat, rear neighbours, and hill groups.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "../core/hex.hpp"
#include "../core/result.hpp"
#include "../core/static_vector.hpp"
#include "rules.hpp"

namespace arbiter::memoir44 {

inline constexpr int num_hexes = 113;  // M44-1.1
inline constexpr int num_rows = 9;
inline constexpr int num_cols = 25;    // doubled columns 0..24 (M44-1.2)
inline constexpr int no_hex = -1;

// M44-1.2: on the board iff 0 <= row <= 8, 0 <= col <= 24 and col has the
// parity of row.
[[nodiscard]] constexpr bool on_board(int col, int row) noexcept {
    return row >= 0 && row < num_rows && col >= 0 && col < num_cols && (col - row) % 2 == 0;
}

// M44-1.3: 25 * (row div 2) + 13 * (row mod 2) + (col div 2), or no_hex.
[[nodiscard]] constexpr int hex_at(int col, int row) noexcept {
    if (!on_board(col, row)) return no_hex;
    return 25 * (row / 2) + 13 * (row % 2) + col / 2;
}
[[nodiscard]] constexpr int hex_at(hex::doubled d) noexcept { return hex_at(d.col, d.row); }

namespace detail {
[[nodiscard]] constexpr std::array<hex::doubled, num_hexes> make_coords() noexcept {
    std::array<hex::doubled, num_hexes> out{};
    for (int row = 0; row < num_rows; ++row)
        for (int col = row % 2; col < num_cols; col += 2)
            out[static_cast<std::size_t>(hex_at(col, row))] = {col, row};
    return out;
}
inline constexpr std::array<hex::doubled, num_hexes> coords = make_coords();
}  // namespace detail

// The doubled coordinates of a hex index (0..112).
[[nodiscard]] constexpr hex::doubled coords_of(int h) noexcept {
    return detail::coords[static_cast<std::size_t>(h)];
}
[[nodiscard]] constexpr int col_of(int h) noexcept { return coords_of(h).col; }
[[nodiscard]] constexpr int row_of(int h) noexcept { return coords_of(h).row; }

// M44-1.5: dr + max(0, (dc - dr) / 2).
[[nodiscard]] constexpr int distance(int a, int b) noexcept {
    const auto p = coords_of(a), q = coords_of(b);
    const int dr = p.row > q.row ? p.row - q.row : q.row - p.row;
    const int dc = p.col > q.col ? p.col - q.col : q.col - p.col;
    return dr + (dc > dr ? (dc - dr) / 2 : 0);
}

// M44-1.4: the on-board hexes among (c +- 2, r) and (c +- 1, r +- 1), in the
// order E, NE, NW, W, SW, SE (counter-clockwise from the right, as seen on
// the printed board).
using hex_list6 = static_vector<std::uint8_t, 6>;

namespace detail {
inline constexpr std::array<hex::doubled, 6> steps{{{2, 0}, {1, -1}, {-1, -1}, {-2, 0}, {-1, 1}, {1, 1}}};

[[nodiscard]] constexpr std::array<hex_list6, num_hexes> make_neighbours() noexcept {
    std::array<hex_list6, num_hexes> out{};
    for (int h = 0; h < num_hexes; ++h)
        for (const auto s : steps) {
            const int n = hex_at(coords_of(h).col + s.col, coords_of(h).row + s.row);
            if (n != no_hex) out[static_cast<std::size_t>(h)].push_back(static_cast<std::uint8_t>(n));
        }
    return out;
}
inline constexpr std::array<hex_list6, num_hexes> neighbour_table = make_neighbours();
}  // namespace detail

[[nodiscard]] constexpr const hex_list6& neighbours(int h) noexcept {
    return detail::neighbour_table[static_cast<std::size_t>(h)];
}
[[nodiscard]] constexpr bool adjacent(int a, int b) noexcept { return neighbours(a).contains(static_cast<std::uint8_t>(b)); }

// ------------------------------------------------------------------ seats and sections

// M44-1.7: the side at the bottom has its baseline on row 8, the top side on row 0.
enum class seat : std::uint8_t { bottom, top };

[[nodiscard]] constexpr int baseline_row(seat s) noexcept { return s == seat::bottom ? num_rows - 1 : 0; }

// M44-1.7: one row nearer the unit's own baseline, on the board: up to two hexes.
using hex_list2 = static_vector<std::uint8_t, 2>;

[[nodiscard]] constexpr hex_list2 rear_neighbours(seat s, int h) noexcept {
    hex_list2 out;
    const auto [c, r] = coords_of(h);
    const int back = s == seat::bottom ? r + 1 : r - 1;
    for (const int dc : {-1, +1}) {
        const int n = hex_at(c + dc, back);
        if (n != no_hex) out.push_back(static_cast<std::uint8_t>(n));
    }
    return out;
}

// M44-1.8, M44-1.9: sections named from a player's seat, as a bit set.
enum class section : std::uint8_t { left, center, right };

[[nodiscard]] constexpr std::uint8_t bit(section s) noexcept {
    return static_cast<std::uint8_t>(1u << static_cast<unsigned>(s));
}
[[nodiscard]] constexpr section mirror(section s) noexcept {
    return s == section::left ? section::right : s == section::right ? section::left : section::center;
}
[[nodiscard]] constexpr char section_letter(section s) noexcept {
    return s == section::left ? 'L' : s == section::center ? 'C' : 'R';
}

// The sections (one or two bits) of a hex for a player in seat `s`.
[[nodiscard]] constexpr std::uint8_t sections(seat s, int h) noexcept {
    const int c = col_of(h);
    std::uint8_t out = 0;
    if (c <= 7) out |= bit(s == seat::bottom ? section::left : section::right);
    if (c >= 7 && c <= 17) out |= bit(section::center);
    if (c >= 17) out |= bit(s == seat::bottom ? section::right : section::left);
    return out;
}
[[nodiscard]] constexpr bool in_section(seat s, int h, section sec) noexcept {
    return (sections(s, h) & bit(sec)) != 0;
}
// M44-1.8: the 8 hexes in two sections.
[[nodiscard]] constexpr bool straddles(int h) noexcept { return col_of(h) == 7 || col_of(h) == 17; }

// ------------------------------------------------------------------ names

// M44-1.6: letter then rank. Rows of 13 use A..M (col = 2k), rows of 12
// use a..l (col = 2k + 1); rank = 9 - row.
[[nodiscard]] inline std::string hex_name(int h) {
    const auto [c, r] = coords_of(h);
    const char letter = r % 2 == 0 ? static_cast<char>('A' + c / 2) : static_cast<char>('a' + c / 2);
    return std::string{letter, static_cast<char>('0' + (num_rows - r))};
}

namespace detail {
// A character as an error message shows it.
[[nodiscard]] inline std::string describe_char(char c) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x21 && u < 0x7f) return "'" + std::string(1, c) + "'";
    if (c == ' ') return "a space";
    return "the character with code " + std::to_string(static_cast<unsigned>(u));
}
}  // namespace detail

// Reads a whole hex name (case-insensitive, the letter checked against its
// row). `column` is where the name starts in the caller's text.
[[nodiscard]] inline result<int> parse_hex(std::string_view text, std::size_t column = 0) {
    if (text.empty()) return make_error("expected a hex name such as G5, found nothing", column);
    char c = text[0];
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (c < 'A' || c > 'M')
        return make_error("expected a hex letter A-M, got " + detail::describe_char(text[0]) + " (M44-1.6)",
                          column);
    if (text.size() < 2 || text[1] < '1' || text[1] > '9')
        return make_error("expected a rank 1-9 after the hex letter" +
                              std::string(text.size() < 2 ? ", found the end" : ", got " + detail::describe_char(text[1])) +
                              " (M44-1.6)",
                          column + 1);
    if (text.size() > 2)
        return make_error("unexpected " + detail::describe_char(text[2]) + " after the hex name", column + 2);
    const int row = num_rows - (text[1] - '0');
    const int k = c - 'A';
    if (row % 2 == 1 && k > 11)
        return make_error("rank " + std::string(1, text[1]) + " has 12 hexes, a to l: there is no " +
                              std::string(1, text[0]) + " (M44-1.6)",
                          column);
    return hex_at(row % 2 == 0 ? 2 * k : 2 * k + 1, row);
}

// ------------------------------------------------------------------ hill groups

// M44-3.3: each hex's hill group, numbered 1.. in index order of the group's
// first hex; 0 for a hex that is not a hill.
using hill_groups = std::array<std::uint8_t, num_hexes>;

[[nodiscard]] constexpr hill_groups find_hill_groups(const std::array<terrain, num_hexes>& board) noexcept {
    hill_groups group{};
    std::uint8_t next = 0;
    for (int start = 0; start < num_hexes; ++start) {
        if (board[static_cast<std::size_t>(start)] != terrain::hill || group[static_cast<std::size_t>(start)] != 0)
            continue;
        ++next;
        std::array<std::uint8_t, num_hexes> stack{};
        int top = 0;
        stack[static_cast<std::size_t>(top++)] = static_cast<std::uint8_t>(start);
        group[static_cast<std::size_t>(start)] = next;
        while (top > 0) {
            const int h = stack[static_cast<std::size_t>(--top)];
            for (const auto n : neighbours(h))
                if (board[n] == terrain::hill && group[n] == 0) {
                    group[n] = next;
                    stack[static_cast<std::size_t>(top++)] = n;
                }
        }
    }
    return group;
}

}  // namespace arbiter::memoir44
