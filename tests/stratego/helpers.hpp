#pragma once
// Stratego test helpers: positions written by hand, moves played from text.
//
// A position lists each side's pieces as "<piece> <square>", with the
// abbreviations of the combat table (RULES.md ST-5.10):
//
//     Ma Ge Co Mj Ca Lt Sg Mi Sc Sp   Marshal ... Spy
//     B F                             Bomb, Flag
//
// and a trailing '*' for a piece already revealed:
//
//     auto s = st_test::position("Red: F a1, Lt e4; Blue: F j10, Ma* e5");
//
// Everything not listed is empty (lakes are always in place). The position
// has no history (ST-10.5) and is built through parse_position, so the
// start-of-turn checks of ST-8.2 apply to it at once.

#include <doctest/doctest.h>

#include <arbiter/stratego.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace st_test {

using namespace arbiter::stratego;
using arbiter::player_id;

// The abbreviation of each kind, indexed by kind (ST-5.10's spelling).
inline constexpr std::array<std::string_view, num_kinds> abbreviations{
    "B", "Sp", "Sc", "Mi", "Sg", "Lt", "Ca", "Mj", "Co", "Ge", "Ma", "F"};

inline kind kind_of_abbreviation(std::string_view a) {
    for (std::size_t k = 0; k < abbreviations.size(); ++k)
        if (abbreviations[k] == a) return static_cast<kind>(k);
    FAIL("unknown piece abbreviation '" << std::string(a) << "'");
    return kind::flag;
}

inline int sq(std::string_view name) {
    const auto s = parse_square(name);
    REQUIRE_MESSAGE(s.has_value(), "bad square '", std::string(name), "'");
    return *s;
}

// The 100-character board string of a piece list (see the top of the file).
inline std::string board_text(std::string_view text) {
    std::string board(board_size, 'A');
    for (int i = 0; i < board_size; ++i)
        if (is_lake(i)) board[static_cast<std::size_t>(i)] = '_';
    std::istringstream sides{std::string(text)};
    std::string side;
    while (std::getline(sides, side, ';')) {
        std::istringstream words(side);
        std::string who;
        words >> who;
        if (who.empty()) continue;
        REQUIRE_MESSAGE((who == "Red:" || who == "Blue:"), "expected Red: or Blue:, got '", who,
                        "'");
        const int offset = who == "Blue:" ? 12 : 0;
        std::string item;
        while (std::getline(words >> std::ws, item, ',')) {
            std::istringstream parts(item);
            std::string name, square;
            parts >> name >> square;
            bool revealed = false;
            if (!name.empty() && name.back() == '*') {
                revealed = true;
                name.pop_back();
            }
            const kind k = kind_of_abbreviation(name);
            const int at = sq(square);
            REQUIRE_MESSAGE(board[static_cast<std::size_t>(at)] == 'A', "square ", square,
                            " used twice");
            char c = static_cast<char>('B' + static_cast<int>(k) + offset);
            if (revealed) c = static_cast<char>(c - 'A' + 'a');
            board[static_cast<std::size_t>(at)] = c;
        }
    }
    return board;
}

// A game in progress at the given position, `to_move` to move.
template <rules_policy R = classic_rules>
state<R> position(std::string_view text, player_id to_move = red) {
    const std::string full = board_text(text) + (to_move == red ? " r" : " b");
    auto s = parse_position<R>(full);
    REQUIRE_MESSAGE(s.has_value(), "bad test position: ", s.error().what());
    return *s;
}

inline move mv(std::string_view text) {
    const auto m = parse_move(text);
    REQUIRE_MESSAGE(m.has_value(), "bad move '", std::string(text), "': ", m.error().what());
    return *m;
}

// Whether `text` is a legal move in s. Also checks that the two ways of
// asking (the list, and the checked path) agree.
template <rules_policy R>
bool legal(const state<R>& s, std::string_view text) {
    const move m = mv(text);
    const bool listed = legal_moves(s).contains(m);
    const std::string why = move_error(s, m);
    CHECK_MESSAGE(listed == why.empty(), "legal_moves and move_error disagree on ",
                  std::string(text), ": '", why, "'");
    return listed;
}

// Why `text` is illegal in s ("" when legal).
template <rules_policy R>
std::string why(const state<R>& s, std::string_view text) {
    return move_error(s, mv(text));
}

// Plays the space-separated moves in order, requiring each to be legal.
template <rules_policy R>
state<R> play_moves(state<R> s, std::string_view moves) {
    std::istringstream in{std::string(moves)};
    std::string text;
    while (in >> text) {
        const move m = mv(text);
        REQUIRE_MESSAGE(legal_moves(s).contains(m), text,
                        " is not listed as legal: ", move_error(s, m));
        auto next = try_play(s, m);
        REQUIRE_MESSAGE(next.has_value(), text, " refused: ", next.error().what());
        s = *next;
    }
    return s;
}

// The legal moves of s as text, sorted, for comparing with a list.
template <rules_policy R>
std::vector<std::string> moves_text(const state<R>& s) {
    std::vector<std::string> out;
    for (const move& m : legal_moves(s)) out.push_back(to_string(m, s));
    std::sort(out.begin(), out.end());
    return out;
}

// The legal moves of s that start on `from`, as text, sorted.
template <rules_policy R>
std::vector<std::string> moves_from(const state<R>& s, std::string_view from) {
    const int f = sq(from);
    std::vector<std::string> out;
    for (const move& m : legal_moves(s))
        if (m.is_step() && m.from == f) out.push_back(to_string(m, s));
    std::sort(out.begin(), out.end());
    return out;
}

inline std::vector<std::string> sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}

// Player p's pieces on the board.
template <rules_policy R>
int pieces_of(const state<R>& s, player_id p) {
    int n = 0;
    for (int i = 0; i < board_size; ++i) n += s.at(i).belongs_to(p) ? 1 : 0;
    return n;
}

// The piece on a named square.
template <rules_policy R>
piece at(const state<R>& s, std::string_view square) {
    return s.at(sq(square));
}

// Whether square holds a piece of kind k owned by p.
template <rules_policy R>
bool holds(const state<R>& s, std::string_view square, kind k, player_id p) {
    const piece pc = at(s, square);
    return pc.belongs_to(p) && !pc.is_unknown() && pc.type() == k;
}

// Test policies shared by the test files.
struct limit5_rules : classic_rules {
    static constexpr int two_square_limit = 5;  // ST-9.1
};
struct limit_off_rules : classic_rules {
    static constexpr int two_square_limit = 0;  // ST-9.1
};

}  // namespace st_test
