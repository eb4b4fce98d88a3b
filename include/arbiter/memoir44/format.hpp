#pragma once
// {fmt} formatters for Memoir '44 (needs the arbiter::fmt target):
//
//   fmt::format("{}", state)         the board, medals, cards and the turn
//   fmt::format("{}", observation)   one player's view: only its own hand
//   fmt::format("{}", move)          "activate d4/L" (M44-11.1)
//   fmt::format("{}", outcome)       "roll 2/3"
//   viewer_board(s, side)            the map turned to one side's seat, for play
//
// Each hex is five characters: its terrain code (M44-9.3), the unit (side
// A Allies or X Axis, kind i a r s e for infantry, armor, artillery,
// special forces and elite armor, then its figures) or three blanks, and its
// obstacle (s sandbags, w wire, h hedgehog, b bunker) or a blank. Rows of 12
// are drawn half a hex in, so neighbours touch as on the board; `|` marks
// the section lines seen from the bottom seat (M44-1.8) over the letters. Brennau Crossing at
// the start (tests/memoir44/format_test.cpp):
//
//       A     B     C     D   | E     F     G     H     I   | J     K     L     M
//   9  .     .     .     .     .     .     .     .     .     .     .     .     .
//   8     .     f     .     .     .     .     .Xr2b .Xa3  .     .     h     .
//   7  .     f     fXi4  .     .     tXi4  tXi4  .     .     .     h     hXi4  .
//   6     .     fXi4  .     .     .     .   w .   w .     .     .     hXi4s .
//   5  r     r     b     r     r     r     b     r     .     .     .     .     .
//   4     .     .     .     .     .     .     .     .     .     .     .     .
//   3  .     fAi4  .     .     .Ai4  .Ai4  .Ai4  .     .     .Ai4  .     .     .
//   2     .     fAi4  .     .     .     .     .     .     .     .Aa3  .Aa3  .
//   1  .     .     .     .     .Ar2  .     .     .     .     .     .     .     .
//   Allies (bottom): 0/6 medals, 6 cards in hand: probe-l probe-c ...
//   Axis (top): 0/6 medals, 6 cards in hand: probe-l probe-r ...
//   objectives: G7 allies perm, G5 allies temp
//   deck 48, discard pile: -
//   turn 1, Allies: play a card

#include <array>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "../core/config.hpp"
#include "../core/format.hpp"  // as_text(s, x): any move or chance outcome
#include "move_text.hpp"
#include "observation.hpp"
#include "state.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::memoir44 {
namespace detail::board_text_parts {

[[nodiscard]] inline std::string unit_cell(const unit& u) {
    if (!u.present()) return "   ";
    constexpr std::string_view kinds = "iarse";
    return std::string{u.owner == side::allies ? 'A' : 'X', kinds[static_cast<std::size_t>(u.kind)],
                       static_cast<char>('0' + u.figures)};
}

[[nodiscard]] inline char obstacle_char(obstacle o) {
    constexpr std::string_view marks = " swhb";
    return marks[static_cast<std::size_t>(o)];
}

[[nodiscard]] inline std::string side_title(side s) { return s == side::allies ? "Allies" : "Axis"; }

[[nodiscard]] inline std::string phase_name(phase p) {
    constexpr std::array<std::string_view, num_phases> names{
        "deal",   "play a card", "activation", "move", "fire", "attack roll", "reaction", "defense roll",
        "retreat", "draw", "over", "order units", "move ordered units", "battle", "ignore a flag or take it",
        "take ground or hold", "overrun or not", "keep one of the two cards drawn", "ambush or not"};
    return std::string(names[static_cast<std::size_t>(p)]);
}

[[nodiscard]] inline std::string cards_text(const card_counts& pile) {
    std::string out;
    for (int c = 0; c < num_card_ids; ++c)
        for (int k = 0; k < pile[static_cast<std::size_t>(c)]; ++k)
            out += (out.empty() ? "" : " ") + std::string(card_name(static_cast<card>(c)));
    return out.empty() ? "-" : out;
}

// The board and the public facts; a side's hand is listed when show_hand says so.
template <rules_policy R>
[[nodiscard]] std::string board_text(const state<R>& s, std::array<bool, 2> show_hand,
                                     std::array<int, 2> hand_sizes, int deck) {
    std::string out = "      ";
    for (int k = 0; k < 13; ++k) {
        out += static_cast<char>('A' + k);
        out += k == 3 || k == 8 ? "   | " : k < 12 ? "     " : "";
    }
    out += '\n';
    for (int row = 0; row < num_rows; ++row) {
        out += "  " + std::to_string(num_rows - row) + "  ";
        if (row % 2 == 1) out += "   ";
        for (int col = row % 2; col < num_cols; col += 2) {
            const int h = hex_at(col, row);
            out += terrain_code(s.board()[static_cast<std::size_t>(h)]);
            out += unit_cell(s.at(h));
            out += obstacle_char(s.obstacles()[static_cast<std::size_t>(h)].kind);
            if (col + 2 < num_cols) out += ' ';
        }
        while (!out.empty() && out.back() == ' ') out.pop_back();
        out += '\n';
    }
    for (int sd = 0; sd < num_sides; ++sd) {
        const auto me = static_cast<side>(sd);
        const auto i = static_cast<std::size_t>(sd);
        out += "  " + side_title(me) + (s.seat_of(me) == seat::bottom ? " (bottom)" : " (top)") + ": " +
               std::to_string(medals(s, me)) + "/" + std::to_string(s.medals_to_win()[i]) + " medals, " +
               std::to_string(hand_sizes[i]) + " cards in hand" +
               (show_hand[i] ? ": " + cards_text(s.hands()[i]) : std::string()) + "\n";
    }
    std::string objectives;
    for (int h = 0; h < num_hexes; ++h) {
        const auto& o = s.objectives()[static_cast<std::size_t>(h)];
        if (!o.present) continue;
        objectives += (objectives.empty() ? "" : ", ") + hex_name(h) + " " +
                      (o.who == eligible::any ? std::string("any") : std::string(side_name(static_cast<side>(o.who)))) +
                      (o.kind == objective_kind::temp ? " temp" : o.spent ? " perm (gained)" : " perm");
    }
    if (!objectives.empty()) out += "  objectives: " + objectives + "\n";
    out += "  deck " + std::to_string(deck) + ", discard pile: " + cards_text(s.discard()) + "\n";
    if (s.step() == phase::over) {
        out += "  " + side_title(s.winner()) + " won\n";
    } else {
        out += "  turn " + std::to_string(s.turn()) + ", " + side_title(s.active()) + ": " + phase_name(s.step());
        if (s.turn_card() != no_card) out += ", turn card " + std::string(card_name(static_cast<card>(s.turn_card())));
        if (s.tactic_card() != no_card) out += ", tactic " + std::string(card_name(static_cast<card>(s.tactic_card())));
        out += "\n";
    }
    return out;
}

}  // namespace detail::board_text_parts

// The map as the player of side `viewer` sees it across the table: their
// baseline at the bottom (M44-1.7). A viewer in the top seat sees the board
// turned by 180 degrees, (col, row) -> (24 - col, 8 - row), as the tensor
// does, so their Left section (M44-1.9) is on the left. The hex letters
// are over and under the map, A-M over the hexes of the 13-hex ranks and
// a-l (one line lower) over those of the 12-hex ranks (M44-1.6); ranks on
// the left; `|` in the letters marks the section lines (the d and i hexes
// lie in two sections, M44-1.8), the sections named below. Each hex is five marks as in board_text: terrain, the
// unit (side, kind, figures) or blanks, the obstacle. Only public facts are
// drawn (M44-7.1), so a state or an observation's visible state will do.
// Brennau Crossing at the start, for the Allies (bottom):
//
//       A     B     C     D  |  E     F     G     H     I  |  J     K     L     M
//          a     b     c     d     e     f     g     h     i     j     k     l
//   9 .     .     .     .     .     .     .     .     .     .     .     .     .
//   8    .     f     .     .     .     .     .Xr2b .Xa3  .     .     h     .
//   ...
//   1 .     .     .     .     .Ar2  .     .     .     .     .     .     .     .
//       A     B     C     D  |  E     F     G     H     I  |  J     K     L     M
//          a     b     c     d     e     f     g     h     i     j     k     l
//     Left                    |           Center            |                 Right
template <rules_policy R>
[[nodiscard]] std::string viewer_board(const state<R>& s, side viewer) {
    namespace parts = detail::board_text_parts;
    const bool turned = s.seat_of(viewer) == seat::top;
    // Display column x of the hex at display (dc, dr): 2 + 3 * dc.
    const auto letters = [&](bool offset) {
        std::string line(80, ' ');
        for (int k = 0; k < (offset ? 12 : 13); ++k) {
            const int dc = offset ? 2 * k + 1 : 2 * k;
            const int col = turned ? num_cols - 1 - dc : dc;
            const char letter = offset ? static_cast<char>('a' + col / 2) : static_cast<char>('A' + col / 2);
            line[static_cast<std::size_t>(4 + 3 * dc)] = letter;
        }
        if (!offset) line[25] = line[55] = '|';
        while (!line.empty() && line.back() == ' ') line.pop_back();
        return line + '\n';
    };
    const std::string header = letters(false) + letters(true);
    std::string out = header;
    for (int dr = 0; dr < num_rows; ++dr) {
        const int row = turned ? num_rows - 1 - dr : dr;
        std::string line(80, ' ');
        line[0] = static_cast<char>('0' + (num_rows - row));
        for (int dc = dr % 2; dc < num_cols; dc += 2) {
            const int col = turned ? num_cols - 1 - dc : dc;
            const int h = hex_at(col, row);
            std::string cell(1, terrain_code(s.board()[static_cast<std::size_t>(h)]));
            cell += parts::unit_cell(s.at(h));
            cell += parts::obstacle_char(s.obstacles()[static_cast<std::size_t>(h)].kind);
            line.replace(static_cast<std::size_t>(2 + 3 * dc), cell.size(), cell);
        }
        while (!line.empty() && line.back() == ' ') line.pop_back();
        out += line + '\n';
    }
    out += header;
    out += "  Left                    |           Center            |                 Right\n";
    return out;
}

}  // namespace arbiter::memoir44

namespace fmt {

template <arbiter::memoir44::rules_policy R>
struct formatter<arbiter::memoir44::state<R>> : formatter<std::string_view> {
    template <class FormatContext>
    auto format(const arbiter::memoir44::state<R>& s, FormatContext& ctx) const {
        namespace m = arbiter::memoir44;
        return formatter<std::string_view>::format(
            m::detail::board_text_parts::board_text(s, {true, true}, {m::total(s.hands()[0]), m::total(s.hands()[1])}, m::total(s.deck())),
            ctx);
    }
};

template <arbiter::memoir44::rules_policy R>
struct formatter<arbiter::memoir44::observation<R>> : formatter<std::string_view> {
    template <class FormatContext>
    auto format(const arbiter::memoir44::observation<R>& o, FormatContext& ctx) const {
        namespace m = arbiter::memoir44;
        const auto me = static_cast<std::size_t>(o.viewer);
        std::array<bool, 2> show{};
        show[me] = true;
        std::array<int, 2> sizes{};
        sizes[me] = m::total(o.visible.hands()[me]);
        sizes[1 - me] = o.opponent_hand;
        return formatter<std::string_view>::format(
            "view of the " + m::detail::board_text_parts::side_title(static_cast<m::side>(o.viewer)) + "\n" +
                m::detail::board_text_parts::board_text(o.visible, show, sizes, m::total(o.unseen) - o.opponent_hand),
            ctx);
    }
};

template <>
struct formatter<arbiter::memoir44::move> : formatter<std::string_view> {
    template <class FormatContext>
    auto format(const arbiter::memoir44::move& m, FormatContext& ctx) const {
        return formatter<std::string_view>::format(arbiter::memoir44::to_string(m), ctx);
    }
};

template <>
struct formatter<arbiter::memoir44::outcome> : formatter<std::string_view> {
    template <class FormatContext>
    auto format(const arbiter::memoir44::outcome& o, FormatContext& ctx) const {
        return formatter<std::string_view>::format(arbiter::memoir44::to_string(o), ctx);
    }
};

}  // namespace fmt

ARBITER_TEXT_CODE_END
