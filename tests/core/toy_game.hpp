#pragma once
// A tiny game for testing the generic algorithms on numbers small enough to
// count by hand. Players alternate: the player to move adds 1 or 2 to a
// running total, then a biased coin adds 0 (probability 1/3) or 1 (2/3).
// The player whose move (with its coin) brings the total to `goal` or more wins.

#include <arbiter/core.hpp>

#include <array>
#include <cstdint>

namespace toy {

struct move {
    std::uint8_t add = 1;
    friend constexpr bool operator==(const move&, const move&) = default;
};
struct coin {
    std::uint8_t add = 0;
    friend constexpr bool operator==(const coin&, const coin&) = default;
};

struct state {
    using move_type = move;
    using outcome_type = coin;
    static constexpr std::size_t num_players = 2;

    int goal = 4;
    int total = 0;
    arbiter::player_id mover = 0;
    bool coin_pending = false;
    friend constexpr bool operator==(const state&, const state&) = default;
};

constexpr bool is_terminal(const state& s) { return !s.coin_pending && s.total >= s.goal; }
constexpr arbiter::player_id current_player(const state& s) {
    if (is_terminal(s)) return arbiter::terminal_player;
    return s.coin_pending ? arbiter::chance_player : s.mover;
}
constexpr arbiter::static_vector<move, 2> legal_moves(const state& s) {
    if (current_player(s) < 0) return {};
    return {move{1}, move{2}};
}
constexpr arbiter::static_vector<arbiter::chance_outcome<coin>, 2> chance_outcomes(const state& s) {
    if (!s.coin_pending) return {};
    return {{coin{0}, arbiter::probability{1, 3}}, {coin{1}, arbiter::probability{2, 3}}};
}
constexpr state play(state s, move m) {
    s.total += m.add;
    s.coin_pending = true;
    return s;
}
constexpr state play(state s, coin c) {
    s.total += c.add;
    s.coin_pending = false;
    if (s.total < s.goal) s.mover = static_cast<arbiter::player_id>(1 - s.mover);
    return s;
}
inline arbiter::result<state> try_play(const state& s, move m) {
    if (current_player(s) < 0) return arbiter::make_error("nobody is to move");
    if (m.add != 1 && m.add != 2) return arbiter::make_error("add 1 or 2");
    return play(s, m);
}
constexpr std::array<int, 2> returns(const state& s) {
    if (!is_terminal(s)) return {0, 0};
    return s.mover == 0 ? std::array<int, 2>{1, -1} : std::array<int, 2>{-1, 1};
}

static_assert(arbiter::game<state>);

}  // namespace toy
