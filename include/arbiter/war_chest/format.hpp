#pragma once
// {fmt} formatters for War Chest (needs the arbiter::fmt target):
//
//   fmt::format("{}", state)         the board and every player's coins
//   fmt::format("{}", observation)   one player's view: others' hidden coins as counts
//   fmt::format("{}", move)          "attack swordsman e4 f4"
//   person_board_text(s, side)       the board for a person playing `side`
//                                    (arbiter play), every hex named in its cell
//
// The board is drawn rank by rank as in RULES.md WC-2.6, each rank shifted
// half a hex right of the one above. A hex is `.` when empty, `*` an empty
// neutral location and `A`/`B` an empty location of that side; a unit is
// its side (a/b), its two-letter code and its height, followed by its
// location's marker (`*`, `A`, `B`) when it stands on one:
//
//   rank 4          .     *     .     .     aSw2  aPi1A .
//
// Unit codes: Ar Be Ca Cr En Fo Kn La LC Ma Me Pi RG Sc Sw WP.

#include <algorithm>
#include <cctype>
#include <string>

#include <fmt/format.h>

#include "../core/config.hpp"
#include "../core/format.hpp"  // as_text(s, x): any move or chance outcome
#include "observation.hpp"
#include "state_text.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::war_chest {

inline constexpr std::array<std::string_view, num_units> unit_codes{
    "Ar", "Be", "Ca", "Cr", "En", "Fo", "Kn", "La", "LC", "Ma", "Me", "Pi", "RG", "Sc", "Sw", "WP"};

namespace detail {

template <rules_policy R>
std::string board_text(const state<R>& s) {
    std::string out;
    for (int y = 0; y < 7; ++y) {
        std::string line = "rank " + std::to_string(y + 1) + " " + std::string(static_cast<std::size_t>(3 * y), ' ');
        for (int x = 0; x < 7; ++x) {
            const int h = hex_at(x, y);
            std::string cell;
            if (!on_board(R::players, h)) {
                cell = " ";
            } else {
                const bool loc = location_mask<R::players>[static_cast<std::size_t>(h)];
                const char mark = s.control(h) < 0 ? '*' : static_cast<char>('A' + s.control(h));
                if (s.at(h).empty()) {
                    cell = loc ? std::string(1, mark) : ".";
                } else {
                    cell = std::string(1, static_cast<char>('a' + side_of(s.owner_at(h)))) +
                           std::string(unit_codes[static_cast<std::size_t>(index(s.at(h).kind()))]) +
                           std::to_string(s.at(h).height) + (loc ? std::string(1, mark) : "");
                }
            }
            cell.resize(6, ' ');
            line += cell;
        }
        while (!line.empty() && line.back() == ' ') line.pop_back();
        out += line + "\n";
    }
    return out;
}

}  // namespace detail

// The board for a person playing side `bottom` (arbiter play), one line per
// rank and that side's starting ranks at the bottom: side A sees rank 7 at
// the top and rank 1 at the bottom, side B the map of WC-2.6 (rank 1 at the
// top). Each cell starts with its hex's name as moves name it, then what is
// on it: `.` empty, `*` a location no side controls, `A`/`B` a location of
// that side; a unit is its code in capitals for side A, in lower case for
// side B, and its height, followed by its location's marker when it stands
// on one (`SW2`, `pi1B`):
//
//               a7 .    b7 .    c7 sc1B d7 .
//           a6 B    b6 .    c6 .    d6 .    e6 *
//   ...
//               d1 .    e1 SW1A f1 .    g1 .
//
// Each rank is shifted half a hex from the next, so the six neighbours of a
// hex are the cells either side of it and the two nearest above and below.
template <rules_policy R>
std::string person_board_text(const state<R>& s, int bottom) {
    constexpr int cell_width = 8;  // "e1 SW2A" and a space; half a hex is 4 columns
    int left = 99;                 // the leftmost half-hex column of the board in use
    for (int h = 0; h < grid_size; ++h)
        if (on_board(R::players, h)) left = std::min(left, 2 * hex_x(h) + hex_y(h));
    std::string out;
    for (int row = 0; row < 7; ++row) {
        const int y = bottom == 0 ? 6 - row : row;
        std::string line;
        for (int x = 0; x < 7; ++x) {
            const int h = hex_at(x, y);
            if (!on_board(R::players, h)) continue;
            const auto at = static_cast<std::size_t>((2 * x + y - left) * cell_width / 2);
            if (line.size() < at) line.resize(at, ' ');
            const bool loc = location_mask<R::players>[static_cast<std::size_t>(h)];
            const std::string mark = !loc ? "" : s.control(h) < 0 ? "*" : std::string(1, static_cast<char>('A' + s.control(h)));
            std::string cell = hex_string(h) + " ";
            if (s.at(h).empty()) {
                cell += loc ? mark : ".";
            } else {
                std::string code(unit_codes[static_cast<std::size_t>(index(s.at(h).kind()))]);
                for (char& c : code)
                    c = static_cast<char>(side_of(s.owner_at(h)) == 0 ? std::toupper(static_cast<unsigned char>(c))
                                                                     : std::tolower(static_cast<unsigned char>(c)));
                cell += code + std::to_string(s.at(h).height) + mark;
            }
            line += cell;
        }
        out += line + "\n";
    }
    return out;
}

namespace detail {

inline std::string coins_text(const coin_counts& c) {
    const std::string t = counts_text(c);
    return t.empty() ? "-" : t;
}

// Why the game ended, for the header: " (...)", or nothing for a state built
// as over without a reason.
template <rules_policy R>
std::string end_text(const state<R>& s) {
    switch (s.ended_by()) {
        case end_reason::last_marker: return " (it placed its last control marker, WC-11.3)";
        case end_reason::round_limit: return " (the round limit, WC-19.6)";
        case end_reason::dead_position:  // all three forms end on the draw
            switch (dead_position_clause(s)) {
                case 9: return " (dead position: nobody has a coin to draw, WC-4.9)";
                case 10: return " (dead position: only Royal Coins are left and nothing can change, WC-4.10)";
                case 11: return " (dead position: no unit can ever act or be deployed again, WC-4.11)";
                default: return " (dead position)";
            }
        case end_reason::none: break;
    }
    return "";
}

template <rules_policy R>
std::string header_text(const state<R>& s) {
    std::string out = "round " + std::to_string(s.round()) + ", " + std::string(phase_names[static_cast<std::size_t>(s.phase())]);
    if (s.phase() == phase::over)
        out += (s.winner() < 0 ? std::string(", no winner")
                               : std::string(", side ") + static_cast<char>('A' + s.winner()) + " wins") +
               end_text(s);
    else if (current_player(s) >= 0)
        out += ", seat " + std::to_string(current_player(s)) + " to decide" +
               (s.pendings().empty() ? "" : std::string(" (") + pending_name(s.pendings().back().kind) + ")");
    out += "; initiative: seat " + std::to_string(s.initiative()) + (s.initiative_transferred() ? " (claimed this round)" : "");
    out += "; markers in reserve A " + std::to_string(s.reserve(0)) + ", B " + std::to_string(s.reserve(1)) + "\n";
    return out;
}

template <rules_policy R>
std::string cards_text(const state<R>& s, player_id p) {
    std::string list;
    for (int t = 0; t < num_units; ++t)
        if (s.owner_of(static_cast<unit>(t)) == p) list += (list.empty() ? "" : ",") + coin_string(t);
    return list;
}

}  // namespace detail
}  // namespace arbiter::war_chest

template <>
struct fmt::formatter<arbiter::war_chest::move> : fmt::formatter<std::string> {
    template <class Ctx>
    auto format(const arbiter::war_chest::move& m, Ctx& ctx) const {
        return fmt::formatter<std::string>::format(arbiter::war_chest::to_string(m), ctx);
    }
};

template <class R>
struct fmt::formatter<arbiter::war_chest::state<R>> : fmt::formatter<std::string> {
    template <class Ctx>
    auto format(const arbiter::war_chest::state<R>& s, Ctx& ctx) const {
        namespace wc = arbiter::war_chest;
        std::string out = wc::detail::header_text(s) + wc::detail::board_text(s);
        for (arbiter::player_id p = 0; p < wc::state<R>::seats; ++p) {
            const wc::zones& z = s.coins(p);
            out += fmt::format("seat {} ({}): {}\n  hand {}  bag {}  face up {}  face down {}  supply {}  box {}\n", p,
                               static_cast<char>('A' + wc::side_of(p)), wc::detail::cards_text(s, p),
                               wc::detail::coins_text(z.hand), wc::detail::coins_text(z.bag),
                               wc::detail::coins_text(z.face_up), wc::detail::coins_text(z.face_down),
                               wc::detail::coins_text(z.supply), wc::detail::coins_text(z.box));
        }
        return fmt::formatter<std::string>::format(out, ctx);
    }
};

template <class R>
struct fmt::formatter<arbiter::war_chest::observation<R>> : fmt::formatter<std::string> {
    template <class Ctx>
    auto format(const arbiter::war_chest::observation<R>& o, Ctx& ctx) const {
        namespace wc = arbiter::war_chest;
        const auto& s = o.view;
        std::string out = fmt::format("seat {}'s view\n", o.viewer) + wc::detail::header_text(s) + wc::detail::board_text(s);
        for (arbiter::player_id p = 0; p < wc::state<R>::seats; ++p) {
            const wc::zones& z = s.coins(p);
            const auto& n = o.sizes[static_cast<std::size_t>(p)];
            if (p == o.viewer)
                out += fmt::format("seat {} ({}): {}\n  hand {}  bag {}  face up {}  face down {}  supply {}  box {}\n", p,
                                   static_cast<char>('A' + wc::side_of(p)), wc::detail::cards_text(s, p),
                                   wc::detail::coins_text(z.hand), wc::detail::coins_text(z.bag),
                                   wc::detail::coins_text(z.face_up), wc::detail::coins_text(z.face_down),
                                   wc::detail::coins_text(z.supply), wc::detail::coins_text(z.box));
            else
                out += fmt::format("seat {} ({}): {}\n  hand {} coins  bag {} coins  face up {}  face down {} coins  supply {}  box {}\n", p,
                                   static_cast<char>('A' + wc::side_of(p)), wc::detail::cards_text(s, p), n[1], n[0],
                                   wc::detail::coins_text(z.face_up), n[2], wc::detail::coins_text(z.supply),
                                   wc::detail::coins_text(z.box));
        }
        return fmt::formatter<std::string>::format(out, ctx);
    }
};

ARBITER_TEXT_CODE_END
