#pragma once
// Test helpers: hand-built Crime Wars positions and the playout hooks.
//
//   auto s = table<>{}.hand(0, {7}).play(1, {3, 5}).money(0, 500).build();
//
// starts from the main phase of player 0, every team with $1000, one turn
// already taken (so kingpins may attack, CW-11.4) and all its cards in its
// deck S; each call moves the named ranks (2-10, or J Q A *) where it says.

#include <doctest/doctest.h>

#include <arbiter/crime_wars.hpp>

#include <initializer_list>
#include <random>
#include <string>
#include <string_view>

namespace cw_test {

using namespace arbiter::crime_wars;
using arbiter::player_id;

// A card from its rank: 2..10, or the letters below.
inline constexpr int J = 100, Q = 101, A = 102, JOKER = 103;
[[nodiscard]] constexpr card c(int rank) {
    switch (rank) {
        case J: return jack;
        case Q: return queen;
        case A: return ace;
        case JOKER: return joker;
        default: return static_cast<card>(rank - 2);
    }
}
[[nodiscard]] constexpr card_set cards(std::initializer_list<int> ranks) {
    card_set out = 0;
    for (const int r : ranks) out |= bit(c(r));
    return out;
}

template <rules_policy R = standard_rules>
class table {
public:
    table() : s_(setup{.teams = {0, 1, 2, 3, 4, 5, 6, 7}, .first = 0, .turn_limit = 0}) {
        typename state<R>::edit e{s_};
        e.phase() = phase::main;
        e.deals_left() = 0;
        for (player_id p = 0; p < R::seats; ++p) {
            team_record& t = e.team(p);
            t.deck = static_cast<card_set>(t.deck | t.play | t.hand);
            t.play = t.hand = 0;
            t.turns = 1;
        }
    }
    table& teams(std::initializer_list<int> ts) {
        int p = 0;
        for (const int t : ts) edit().team(static_cast<player_id>(p++)).team = static_cast<team_id>(t);
        return *this;
    }
    table& hand(player_id p, std::initializer_list<int> ranks) { return move_to(p, cards(ranks), &team_record::hand); }
    table& play(player_id p, std::initializer_list<int> ranks) { return move_to(p, cards(ranks), &team_record::play); }
    // Groups that entered play this turn / attacked this turn.
    table& hired(player_id p, std::initializer_list<int> ranks) {
        play(p, ranks);
        edit().team(p).entered |= cards(ranks);
        return *this;
    }
    table& attacked(player_id p, std::initializer_list<int> ranks) {
        edit().team(p).attacked |= cards(ranks);
        return *this;
    }
    // Leaves only these cards in p's S (the rest out of the game).
    table& deck(player_id p, std::initializer_list<int> ranks) {
        edit().team(p).deck = cards(ranks);
        return *this;
    }
    table& bottom(player_id p, std::initializer_list<int> ranks) {
        team_record& t = edit().team(p);
        for (const int r : ranks) {
            t.deck = static_cast<card_set>(t.deck & ~bit(c(r)));
            t.bottom[t.bottom_size++] = c(r);
        }
        return *this;
    }
    table& money(player_id p, std::uint32_t m) { edit().team(p).money = m; return *this; }
    table& due(player_id p, std::uint32_t d) { edit().team(p).due = d; return *this; }
    table& turns(player_id p, int n) { edit().team(p).turns = static_cast<std::uint16_t>(n); return *this; }
    table& queens(player_id p, int n) { edit().team(p).queens = static_cast<std::uint16_t>(n); return *this; }
    table& jacks(player_id p, int n) { edit().team(p).jacks = static_cast<std::uint16_t>(n); return *this; }
    table& turn(player_id p) { edit().current() = p; return *this; }
    table& first(player_id p) { edit().first() = p; return *this; }
    table& roulette_played() { edit().roulette_used() = true; return *this; }
    table& eliminated(player_id p) {
        team_record& t = edit().team(p);
        const team_id team = t.team;
        const player_id ally = t.ally;  // as eliminate() keeps it (CW-V1.2)
        t = team_record{};
        t.team = team;
        t.ally = ally;
        t.eliminated = true;
        return *this;
    }
    table& coin(player_id p) { edit().coin() = p; return *this; }
    table& at(phase ph) { edit().phase() = ph; return *this; }
    table& debt(std::uint32_t d, phase resume = phase::main) {
        edit().debt() = d;
        edit().resume() = resume;
        return *this;
    }
    [[nodiscard]] state<R> build() const { return s_; }

private:
    typename state<R>::edit edit() { return typename state<R>::edit{s_}; }
    table& move_to(player_id p, card_set set, card_set team_record::*zone) {
        team_record& t = edit().team(p);
        t.deck = static_cast<card_set>(t.deck & ~set);
        t.*zone |= set;
        return *this;
    }
    state<R> s_;
};

// Plays a move that must be legal (try_play, so the test fails with the reason).
template <rules_policy R>
[[nodiscard]] state<R> must(const state<R>& s, const move& m) {
    const auto next = try_play(s, m);
    REQUIRE_MESSAGE(next.has_value(), to_string(s, m), ": ", next.error().what());
    return *next;
}
template <rules_policy R>
[[nodiscard]] state<R> must(const state<R>& s, std::string_view text) {
    const auto m = parse_move(s, text);
    REQUIRE_MESSAGE(m.has_value(), text, ": ", m.error().what());
    return must(s, *m);
}
template <rules_policy R>
[[nodiscard]] state<R> roll(const state<R>& s, std::string_view text) {
    const auto o = parse_outcome(s, text);
    REQUIRE_MESSAGE(o.has_value(), text, ": ", o.error().what());
    const auto next = try_play(s, *o);
    REQUIRE_MESSAGE(next.has_value(), text, ": ", next.error().what());
    return *next;
}
// The reason a move is refused ("" if it is accepted).
template <rules_policy R>
[[nodiscard]] std::string refusal(const state<R>& s, std::string_view text) {
    const auto m = parse_move(s, text);
    if (!m) return "parse: " + m.error().what();
    const auto next = try_play(s, *m);
    return next ? std::string{} : next.error().what();
}
template <rules_policy R>
[[nodiscard]] bool is_legal(const state<R>& s, std::string_view text) {
    const auto m = parse_move(s, text);
    return m.has_value() && legal_moves(s).contains(*m);
}

// The probability of an outcome at a chance node (0 if not listed).
template <rules_policy R>
[[nodiscard]] arbiter::probability chance_of(const state<R>& s, std::string_view text) {
    const auto o = parse_outcome(s, text);
    REQUIRE(o.has_value());
    for (const auto& listed : chance_outcomes(s))
        if (listed.outcome == *o) return listed.chance;
    return arbiter::probability{0};
}

}  // namespace cw_test
