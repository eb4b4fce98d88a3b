#pragma once
// Cards, teams and card sets as text (RULES.md CW-1.2, CW-1.3), shared by
// the notation and the error messages.
//
//   a card     its rank then its team: 7H, 10S, QD, KC (a kingpin), *S (the
//              Joker of the Spades player)
//   a team     its suit letter, S H C D for the first pack and s h c d for
//              the second (CW-V10.2)
//   a set      cards joined by '+': 3S+4S; the empty set is '-'

#include <array>
#include <string>
#include <string_view>

#include "../core/config.hpp"
#include "state.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::crime_wars {

inline constexpr std::string_view suit_letters = "SHCD";

[[nodiscard]] constexpr char team_letter(team_id t) noexcept {
    const char c = suit_letters[static_cast<std::size_t>(suit_of(t))];
    return pack_of(t) == 0 ? c : static_cast<char>(c - 'A' + 'a');
}

// The team of a letter, or -1.
[[nodiscard]] constexpr int team_of_letter(char c) noexcept {
    for (std::size_t i = 0; i < 4; ++i) {
        if (c == suit_letters[i]) return static_cast<int>(i);
        if (c == suit_letters[i] - 'A' + 'a') return static_cast<int>(i + 4);
    }
    return -1;
}

// CW-1.2: the team names of the English original.
[[nodiscard]] constexpr std::string_view team_name(team_id t) noexcept {
    constexpr std::array<std::string_view, 4> names{"Terrorists", "Gangstaz", "The Mob", "Street Punks"};
    return names[static_cast<std::size_t>(suit_of(t))];
}

// The rank of a card (or "K" for the kingpin), without its team.
[[nodiscard]] inline std::string rank_text(card c) {
    switch (c) {
        case jack: return "J";
        case queen: return "Q";
        case ace: return "A";
        case joker: return "*";
        case kingpin: return "K";
        default: return std::to_string(size_of(c));
    }
}

[[nodiscard]] inline std::string card_text(team_id t, card c) { return rank_text(c) + team_letter(t); }

// "3S+4S", or "-" for the empty set.
[[nodiscard]] inline std::string set_text(team_id t, card_set set) {
    if (set == 0) return "-";
    std::string out;
    for (card_set s = set; s != 0; s &= static_cast<card_set>(s - 1)) {
        if (!out.empty()) out += '+';
        out += card_text(t, lowest(s));
    }
    return out;
}

// The card of a rank text ("7", "10", "J", "*", "K"...), or -1.
[[nodiscard]] constexpr int card_of_rank(std::string_view r) noexcept {
    if (r == "J") return jack;
    if (r == "Q") return queen;
    if (r == "A") return ace;
    if (r == "*") return joker;
    if (r == "K") return kingpin;
    if (r == "10") return 8;
    if (r.size() == 1 && r[0] >= '2' && r[0] <= '9') return r[0] - '2';
    return -1;
}

}  // namespace arbiter::crime_wars

ARBITER_TEXT_CODE_END
