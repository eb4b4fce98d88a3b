// The engine as a whole: the game concept's promises checked at every node
// of seeded random games (tests/common/harness.hpp), move_error against
// try_play, no heap on the hot paths, and the pinned sizes of the value types.

#define ARBITER_COUNT_ALLOCATIONS
#include "common/alloc_counter.hpp"

#include <doctest/doctest.h>

#include <arbiter/backgammon.hpp>

#include "common/harness.hpp"
#include "helpers.hpp"

#include <string>

using namespace bg_test;

namespace {

template <class R>
struct backgammon_hooks {
    template <class Moves>
    move choose(const state<R>&, const Moves& moves, std::mt19937_64& rng) { return bg_test::walk_move(moves, rng); }
    // The text of every listed move, outcome and state is read back at every
    // node by the harness itself (state<R> is a text_game, descriptor.hpp).

    // Any move: random steps of random numbers from random points, or a cube action.
    move random_move(const state<R>&, std::mt19937_64& rng) { return bg_test::any_move(rng); }

    // BG-1.5, BG-1.7: N checkers each, never two colours on a point; the
    // cube a power of two within max_cube; returns zero-sum.
    void invariant(const state<R>& s) {
        const position& pos = s.board();
        for (arbiter::player_id p = 0; p < 2; ++p) {
            int total = 0;
            for (int i = 0; i <= bar_point; ++i) total += pos.at(p, i);
            CHECK(total == state<R>::checkers);
        }
        for (int q = 1; q <= 24; ++q) CHECK_FALSE((pos.at(0, q) > 0 && pos.at(1, 25 - q) > 0));
        CHECK(s.cube_value() <= static_cast<int>(R::max_cube));
        const auto r = returns(s);
        CHECK(r[0] + r[1] == 0);
        if (is_terminal(s)) CHECK(r[0] != 0);
    }
};

template <class R>
void check_playouts(int games, std::uint64_t seed, int match_length = 0) {
    const auto stats = arbiter::testing::check_random_playouts(state<R>{match_length}, backgammon_hooks<R>{},
                                                               arbiter::testing::playout_games(games), seed);
    CHECK(stats.terminal == stats.games);
    CHECK(stats.rejected_moves > 0);
}

struct beaver_cube64_rules : beaver_rules {
    static constexpr unsigned max_cube = 64;  // BG-11.5: small enough for random play to reach
};

}  // namespace

TEST_CASE("harness: every node of random games keeps the game concept's promises") {
    SUBCASE("source rules (BG-0.4)") { check_playouts<source_rules>(60, 1); }
    SUBCASE("money play (BG-10.0)") { check_playouts<money_rules>(40, 2); }
    SUBCASE("beavers and a small max_cube (BG-11.5, BG-12)") { check_playouts<beaver_cube64_rules>(40, 3); }
    SUBCASE("a 5-point match (BG-13)") { check_playouts<match_rules>(6, 4, 5); }
    SUBCASE("nackgammon (BG-15.2)") { check_playouts<nackgammon_rules>(30, 5); }
    SUBCASE("hypergammon (BG-15.3)") { check_playouts<hypergammon_rules>(60, 6); }
}

TEST_CASE("move_error is empty for every move try_play accepts, else try_play's reason (BG-7.9, BG-9.5, BG-23)") {
    std::mt19937_64 rng(17);
    int refused = 0;
    for (int game = 0; game < 30; ++game) {
        state<money_rules> s{game % 3 == 0 ? 5 : 0};
        while (!is_terminal(s)) {
            if (current_player(s) == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                continue;
            }
            for (const move& m : legal_moves(s)) CHECK(move_error(s, m).empty());
            for (int k = 0; k < 4; ++k) {
                const move m = bg_test::any_move(rng);
                const std::string why = move_error(s, m);
                const auto tried = try_play(s, m);
                CHECK(why.empty() == tried.has_value());
                if (!tried) {
                    CHECK(why == tried.error().message);
                    ++refused;
                }
            }
            s = play(s, bg_test::walk_move(legal_moves(s), rng));
        }
        CHECK_FALSE(move_error(s, move::roll()).empty());  // nobody decides at the end
    }
    CHECK(refused > 0);
}

TEST_CASE("legal_moves and play never touch the heap") {
    std::mt19937_64 rng(99);
    std::size_t nodes = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        for (int game = 0; game < 200; ++game) {
            state<money_rules> s{game % 4 == 0 ? 7 : 0};
            while (!is_terminal(s)) {
                ++nodes;
                if (current_player(s) == arbiter::chance_player) {
                    s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                } else {
                    s = play(s, bg_test::walk_move(legal_moves(s), rng));
                }
            }
        }
    });
    CHECK(nodes > 5000);
    CHECK(allocations == 0);
}

namespace {
int* volatile escaped = nullptr;  // a volatile store keeps the optimiser from eliding the allocation
}

TEST_CASE("the counter does see allocations (so the zero above means something)") {
    const std::size_t n = arbiter::testing::allocations_during([] {
        escaped = new int(3);
        delete escaped;
    });
    CHECK(n == 1);
}

TEST_CASE("sizes are pinned: a state is 84 bytes, a move 6") {
    static_assert(std::is_trivially_copyable_v<state<>>);
    static_assert(std::is_trivially_copyable_v<move>);
    CHECK(sizeof(move) == 6);
    CHECK(sizeof(dice) == 2);
    CHECK(sizeof(position) == 53);
    CHECK(sizeof(state<>) == 84);
    CHECK(sizeof(state<money_rules>) == 84);
}

TEST_CASE("legal moves work in constant expressions") {
    constexpr std::size_t opening_31 = [] {
        return legal_plays(start_position_of<source_rules>(), dice{3, 1}).size();
    }();
    static_assert(opening_31 == 16);
    CHECK(opening_31 == 16);
}
