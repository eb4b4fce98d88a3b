#pragma once
// Test helpers: positions written as in RULES.md ("8:1 4:3 / 24:2": the player
// on roll's points, then the opponent's, each in his own numbering, `bar`
// for the bar; borne-off checkers are the rest of 15).

#include <doctest/doctest.h>

#include <arbiter/backgammon/apply.hpp>
#include <arbiter/backgammon/generate.hpp>
#include <arbiter/backgammon/move_text.hpp>
#include <arbiter/backgammon/position_id.hpp>
#include <arbiter/core/playout.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <random>
#include <sstream>
#include <utility>
#include <string>
#include <string_view>
#include <vector>

namespace bg_test {

using namespace arbiter::backgammon;

inline position board(std::string_view text, int checkers_each = 15, arbiter::player_id on_roll = 0) {
    position pos;
    pos.on_roll = on_roll;
    std::istringstream in{std::string(text)};
    std::string word;
    arbiter::player_id side = on_roll;
    while (in >> word) {
        if (word == "/") {
            side = opponent(on_roll);
            continue;
        }
        const auto colon = word.find(':');
        REQUIRE(colon != std::string::npos);
        const std::string where = word.substr(0, colon);
        const int point = where == "bar" ? bar_point : std::stoi(where);
        pos.checkers[static_cast<std::size_t>(side)][static_cast<std::size_t>(point)] =
            static_cast<std::uint8_t>(std::stoi(word.substr(colon + 1)));
    }
    pos.fill_borne_off(checkers_each);
    return pos;
}

// The same from (point, count) lists, player 0's then player 1's.
using points = std::initializer_list<std::pair<int, int>>;
inline position make_position(points player0, points player1, arbiter::player_id on_roll = 0, int checkers_each = 15) {
    position pos;
    pos.on_roll = on_roll;
    const std::array<points, 2> sides{player0, player1};
    for (std::size_t p = 0; p < 2; ++p)
        for (const auto& [point, count] : sides[p])
            pos.checkers[p][static_cast<std::size_t>(point)] = static_cast<std::uint8_t>(count);
    pos.fill_borne_off(checkers_each);
    return pos;
}

// Test rulesets shared by the test files (policies are fixed per state type, BG-10.0).
// The cube's clauses (BG-9 to BG-14, BG-18, BG-19, BG-21) are pinned on money play
// without BG-23's resignations, which add a decision at every turn start and
// three offers to every decision; resign_test.cpp checks the two together.
struct money_without_resign : money_rules {
    static constexpr bool resign = false;  // BG-23.0
};
struct beaver_rules : money_without_resign {
    static constexpr unsigned beavers = 2;  // BG-12.2: beavers and raccoons
};
struct beaver_cube2_rules : beaver_rules {
    static constexpr unsigned max_cube = 2;  // BG-11.5, BG-12.3
};
struct cube4_rules : money_without_resign {
    static constexpr unsigned max_cube = 4;  // BG-11.5
};
struct jacoby_rules : money_without_resign {
    static constexpr bool jacoby = true;  // BG-14.1
};
struct no_crawford_rules : money_without_resign {
    static constexpr bool crawford = false;  // BG-13.4
};

// The position the only legal play of `r` leaves (the test requires there be one).
inline position only_result(const position& pos, dice r) {
    const auto plays = legal_plays(pos, r);
    REQUIRE(plays.size() == 1);
    return after_play(pos, plays[0]);
}

inline dice roll(int a, int b) { return dice{static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)}; }

// A play from its steps: {die, from}, ...
inline move steps(std::initializer_list<step> s) { return move::from_steps(s); }

// The positions the legal plays leave, in list order.
inline std::vector<position> results(const position& pos, dice r) {
    std::vector<position> out;
    for (const move& m : legal_plays(pos, r)) out.push_back(after_play(pos, m));
    return out;
}

template <class R = source_rules>
state<R> at_play(const position& pos, dice r) {
    auto s = from_position<R>(pos, r);
    REQUIRE_MESSAGE(s.has_value(), s.error().what());
    return *s;
}

// The walk of the harness playouts (tests/common/harness.hpp): mostly the
// random bot's move, now and then any legal move, so that offers to resign
// (BG-23.1) are made, answered and re-offered lower, and games still go deep.
template <class Moves>
move walk_move(const Moves& moves, std::mt19937_64& rng) {
    if (arbiter::uniform_below(rng, 16) == 0) return moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))];
    return moves[arbiter::uniform_bot_index(moves, rng)];
}

// Any move, legal or not, for try_play to judge: random steps of random
// numbers from random points, or a cube action.
inline move any_move(std::mt19937_64& rng) {
    switch (arbiter::uniform_below(rng, 11)) {
        case 0: return move::double_offer();
        case 1: return move::take();
        case 2: return move::beaver();
        case 3: return move::roll();
        case 4: return move::resign(1 + static_cast<int>(arbiter::uniform_below(rng, 3)));
        case 5: return move::accept();
        case 6: return move::reject();
        default: break;
    }
    move m;
    const auto n = arbiter::uniform_below(rng, 5);
    for (std::uint64_t i = 0; i < n; ++i)
        m.add_step({static_cast<std::uint8_t>(1 + arbiter::uniform_below(rng, 6)),
                    static_cast<std::uint8_t>(1 + arbiter::uniform_below(rng, 25))});
    return m;
}

// The notation tests' helpers (move_text_test.cpp, position_id_test.cpp,
// match_id_test.cpp, xgid_test.cpp).

// The position of a valid Position ID (BG-17).
inline position from_id(std::string_view id, arbiter::player_id on_roll = 0, int n = 15) {
    const arbiter::result<position> pos = parse_position_id(id, on_roll, n);
    REQUIRE_MESSAGE(pos.has_value(), std::string(id));
    return *pos;
}

template <class R = source_rules>
state<R> notation_at_play(const position& pos, dice roll) {
    const arbiter::result<state<R>> s = from_position<R>(pos, roll);
    REQUIRE(s.has_value());
    return *s;
}

// The error of a failed result, checked to mention `words` and to sit at `column` (0-based).
template <class T>
void check_error(const arbiter::result<T>& r, std::string_view words, std::size_t column = arbiter::error::no_position) {
    REQUIRE_FALSE(r.has_value());
    INFO("error: " << r.error().what());
    CHECK(r.error().message.find(words) != std::string::npos);
    CHECK(r.error().position == column);
}

// The error of a failed result, checked to mention `words` and to be located
// at `line` and `column` (1-based), as what() writes it.
template <class T>
void check_located_error(const arbiter::result<T>& r, std::string_view words, std::size_t line, std::size_t column) {
    REQUIRE_FALSE(r.has_value());
    INFO("error: " << r.error().what());
    CHECK(r.error().message.find(words) != std::string::npos);
    CHECK(r.error().line == line);
    CHECK(r.error().column == column);
    CHECK(r.error().what().starts_with("line " + std::to_string(line) + ", column " + std::to_string(column) + ": "));
}

// Every legal play's canonical text reads back as that play (BG-16.3, BG-16.5).
template <class R>
void check_round_trip(const state<R>& s) {
    for (const move& m : legal_moves(s)) {
        const std::string text = to_string(m, s.board());
        const arbiter::result<move> back = parse_move(s, text);
        INFO(to_position_id(s.board()) << " " << to_string(s.roll()) << " '" << text << "'");
        REQUIRE_MESSAGE(back.has_value(), (back ? std::string() : back.error().what()));
        CHECK(*back == m);
    }
}

}  // namespace bg_test
