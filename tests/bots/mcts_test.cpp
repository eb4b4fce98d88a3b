// Monte Carlo tree search (include/arbiter/bots/mcts.hpp): reproducible for a
// seed, legal everywhere, blind to what its player cannot see, maximising for
// each player in a game of several, and free of heap allocation once its
// arena is reserved.

#define ARBITER_COUNT_ALLOCATIONS
#include "common/alloc_counter.hpp"

#include <doctest/doctest.h>

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include "helpers.hpp"
#include "stratego/helpers.hpp"

namespace {

using namespace bots_test;

using money = bg::state<bg::money_rules>;
using plain = bg::state<bg::source_rules>;

// Cut-short playouts with a material count: the budget the tool gives
// Stratego (a full random game is hundreds of plies).
using stratego_mcts = bots::mcts<classic, stratego_material>;
[[nodiscard]] bots::mcts_config stratego_budget(std::uint32_t iterations) {
    bots::mcts_config c;
    c.iterations = iterations;
    c.playout_plies = 20;
    return c;
}
[[nodiscard]] bots::mcts_config budget(std::uint32_t iterations) {
    bots::mcts_config c;
    c.iterations = iterations;
    return c;
}

// --------------------------------------------------------------- determinism

TEST_CASE("mcts: the same seed gives the same move and the same search (backgammon, Stratego)") {
    const auto bg_positions = decision_positions<plain>([](auto&) { return plain{}; }, 1, 9, 21);
    REQUIRE(bg_positions.size() >= 10);
    bots::mcts<plain> a(budget(60)), b(budget(60));
    for (std::size_t i = 0; i < 10; ++i) {
        const plain& s = bg_positions[i];
        std::mt19937_64 ra(1000 + i), rb(1000 + i);
        const auto first = a.choose(s, ra);
        const auto stats = a.last_search();
        CHECK(b.choose(s, rb) == first);
        CHECK(b.last_search().nodes == stats.nodes);
        CHECK(b.last_search().root_visits == stats.root_visits);
        std::mt19937_64 again(1000 + i);
        CHECK(a.choose(s, again) == first);  // a reused bot forgets its last tree
    }

    const auto st_positions = decision_positions<classic>([](auto& rng) { return new_stratego<classic>(rng); }, 1, 60, 22);
    REQUIRE(st_positions.size() >= 5);
    stratego_mcts c(stratego_budget(40)), d(stratego_budget(40));
    for (std::size_t i = 0; i < 5; ++i) {
        const auto obs = st::observe(st_positions[i], current_player(st_positions[i]));
        std::mt19937_64 rc(2000 + i), rd(2000 + i);
        const auto first = c.choose(obs, rc);
        CHECK(d.choose(obs, rd) == first);
        CHECK(d.last_search().nodes == c.last_search().nodes);
        CHECK(c.last_search().iterations == 40);
    }
}

// --------------------------------------------------------------- legality

TEST_CASE("mcts: every move it returns is legal (backgammon with the cube, Stratego classic and barrage)") {
    std::mt19937_64 rng(31);
    const auto bg_positions = decision_positions<plain>([](auto&) { return plain{}; }, 2, 4, 32);
    REQUIRE(bg_positions.size() > 30);
    bots::mcts<plain> bg_bot(budget(25));
    for (const auto& s : bg_positions) CHECK(legal_moves(s).contains(bots::ask(bg_bot, s, rng)));
    // With the cube: double, take, drop and beaver decisions too.
    const auto cube_positions = decision_positions<money>([](auto&) { return money{}; }, 20, 1, 35);
    REQUIRE(cube_positions.size() > 60);
    bots::mcts<money> cube_bot(budget(25));
    for (const auto& s : cube_positions) CHECK(legal_moves(s).contains(bots::ask(cube_bot, s, rng)));

    const auto st_positions = decision_positions<classic>([](auto& r) { return new_stratego<classic>(r); }, 2, 40, 33);
    REQUIRE(st_positions.size() > 20);
    stratego_mcts st_bot(stratego_budget(20));
    for (const auto& s : st_positions) CHECK(legal_moves(s).contains(bots::ask(st_bot, s, rng)));

    const auto small = decision_positions<barrage>([](auto& r) { return new_stratego<barrage>(r); }, 4, 9, 34);
    REQUIRE(small.size() > 20);
    bots::mcts<barrage> barrage_bot(budget(20));  // playouts to the end
    for (const auto& s : small) CHECK(legal_moves(s).contains(bots::ask(barrage_bot, s, rng)));
}

TEST_CASE("mcts: a lone legal move is returned without searching") {
    // Red's Sergeant on a2 is hemmed in by its own Flag and Bombs: a2-a3 only.
    const auto s = st_test::position<capped<st::classic_rules>>("Red: F a1, B b1, B b2, Sg a2; Blue: F j10, Sg j9");
    REQUIRE(legal_moves(s).size() == 1);
    stratego_mcts bot(stratego_budget(100));
    std::mt19937_64 rng(8), untouched(8);
    CHECK(bots::ask(bot, s, rng) == st_test::mv("a2-a3"));
    CHECK(bot.last_search().iterations == 0);
    // One determinisation was drawn to learn the player's moves.
    (void)st::sample(st::observe(s, st::red), untouched);
    CHECK(rng() == untouched());
}

// --------------------------------------------------------------- hidden information

TEST_CASE("ismcts: two states that differ only in what the player cannot see get the same decision") {
    // Red's Marshal faces an unknown Blue piece on e5: the Flag in one state,
    // a Bomb in the other (the Flag then on a10). Red sees the same in both.
    //
    //     10  ?  .  .  .  .  .  .  .  .  .       ? = Blue, unknown to Red
    //      9  .  .  .  .  .  .  .  .  .  ?
    //      5  .  .  ~  ~  ?  .  ~  ~  .  .
    //      4  .  .  .  .  Ma .  .  .  .  .
    //      2  .  Sc .  .  .  .  .  .  .  .
    //      1  F  .  .  .  .  .  .  .  .  .
    //         a  b  c  d  e  f  g  h  i  j
    using R = capped<st::classic_rules>;
    const auto flag_ahead = st_test::position<R>("Red: Ma e4, F a1, Sc b2; Blue: F e5, B a10, Sc j9");
    const auto bomb_ahead = st_test::position<R>("Red: Ma e4, F a1, Sc b2; Blue: B e5, F a10, Sc j9");
    REQUIRE_FALSE(flag_ahead == bomb_ahead);
    REQUIRE(st::observe(flag_ahead, st::red) == st::observe(bomb_ahead, st::red));
    const auto attack = st_test::mv("e4xe5");

    // The test can tell a bot that peeks: searching the full states, the
    // cheat takes the Flag in one and keeps its Marshal off the Bomb in the other.
    bots::mcts<classic> cheat(budget(400));
    std::mt19937_64 c1(5), c2(5);
    CHECK(cheat.choose_seeing_everything(flag_ahead, c1) == attack);
    CHECK_FALSE(cheat.choose_seeing_everything(bomb_ahead, c2) == attack);

    // The honest bot, through the referee, decides the same in both, for
    // every seed.
    stratego_mcts bot(stratego_budget(200));
    for (std::uint64_t seed = 0; seed < 6; ++seed) {
        std::mt19937_64 r1(seed), r2(seed);
        const auto m1 = bots::ask(bot, flag_ahead, r1);
        const auto stats1 = bot.last_search();
        const auto m2 = bots::ask(bot, bomb_ahead, r2);
        CHECK(m1 == m2);
        CHECK(bot.last_search().nodes == stats1.nodes);
        CHECK(r1() == r2());  // the same draws were made
    }
}

TEST_CASE("ismcts: the same decision in real game positions and a determinisation of each") {
    const auto positions = decision_positions<classic>([](auto& r) { return new_stratego<classic>(r); }, 1, 45, 41);
    REQUIRE(positions.size() >= 6);
    std::mt19937_64 deal(42);
    stratego_mcts bot(stratego_budget(40));
    int differing = 0;
    for (std::size_t i = 0; i < 6; ++i) {
        const classic& truth = positions[i];
        const player_id p = current_player(truth);
        // Another state the player cannot tell from the truth.
        const classic other = st::sample(st::observe(truth, p), deal);
        REQUIRE(st::observe(other, p) == st::observe(truth, p));
        differing += other == truth ? 0 : 1;
        std::mt19937_64 r1(77 + i), r2(77 + i);
        CHECK(bots::ask(bot, truth, r1) == bots::ask(bot, other, r2));
    }
    CHECK(differing >= 5);
}

// --------------------------------------------------------------- several players

}  // namespace

// A named namespace: clang warns that an unused friend of a type in an
// anonymous one "will not be emitted".
namespace three_players {

// Three players, two decisions: player 0 picks a branch, then player 1 picks
// one of two endings. Each ending pays each player something:
//   branch A: ending 0 pays {0, 1, 0}, ending 1 pays {0, 0, 1}   (1 takes the first)
//   branch B: ending 0 pays {1, 0.5, 0}, ending 1 pays {0, 0, 1} (1 takes the first)
// So player 0 should pick B. A search that let everybody play against
// player 0 (two-player negamax) would expect ending 1 after B and be
// indifferent.
struct three {
    struct move {
        std::uint8_t pick = 0;
        friend constexpr bool operator==(const move&, const move&) = default;
    };
    using move_type = move;
    using outcome_type = arbiter::no_chance;
    static constexpr std::size_t num_players = 3;
    std::int8_t branch = -1;
    std::int8_t ending = -1;
    friend constexpr bool operator==(const three&, const three&) = default;
};
constexpr bool is_terminal(const three& s) { return s.ending >= 0; }
constexpr arbiter::player_id current_player(const three& s) {
    return is_terminal(s) ? arbiter::terminal_player : static_cast<arbiter::player_id>(s.branch < 0 ? 0 : 1);
}
constexpr arbiter::static_vector<three::move, 2> legal_moves(const three& s) {
    if (is_terminal(s)) return {};
    return {three::move{0}, three::move{1}};
}
constexpr arbiter::static_vector<arbiter::chance_outcome<arbiter::no_chance>, 1> chance_outcomes(const three&) {
    return {};
}
constexpr three play(three s, three::move m) {
    (s.branch < 0 ? s.branch : s.ending) = static_cast<std::int8_t>(m.pick);
    return s;
}
constexpr three play(three s, arbiter::no_chance) { return s; }
inline arbiter::result<three> try_play(const three& s, three::move m) {
    if (is_terminal(s) || m.pick > 1) return arbiter::make_error("no such move");
    return play(s, m);
}
constexpr std::array<double, 3> returns(const three& s) {
    if (!is_terminal(s)) return {0, 0, 0};
    if (s.ending == 1) return {0, 0, 1};
    return s.branch == 0 ? std::array<double, 3>{0, 1, 0} : std::array<double, 3>{1, 0.5, 0};
}
static_assert(arbiter::game<three>);

}  // namespace three_players

namespace {

using three_players::three;


TEST_CASE("mcts: in a game of three, each player maximises its own result") {
    bots::mcts<three> bot(budget(300));
    std::mt19937_64 rng(3);
    CHECK(bot.choose(three{}, rng) == three::move{1});
    CHECK(bot.last_search().root_mean > 0.5);  // 1 when player 1 stops exploring
    CHECK(bot.choose(play(three{}, three::move{1}), rng) == three::move{0});  // player 1 takes its 0.5
    CHECK(bot.choose(play(three{}, three::move{0}), rng) == three::move{0});  // player 1 takes its 1
}

// --------------------------------------------------------------- budget and memory

TEST_CASE("mcts: no heap allocation while searching, once the arena is reserved") {
    const auto bg_positions = decision_positions<money>([](auto&) { return money{}; }, 10, 1, 51);
    const auto st_positions = decision_positions<classic>([](auto& r) { return new_stratego<classic>(r); }, 1, 80, 52);
    REQUIRE(bg_positions.size() >= 5);
    REQUIRE(st_positions.size() >= 3);
    bots::mcts<money> bg_bot(budget(50));
    stratego_mcts st_bot(stratego_budget(30));
    std::mt19937_64 rng(53);
    for (std::size_t i = 0; i < 5; ++i) {
        const money& s = bg_positions[i];
        CHECK(arbiter::testing::allocations_during([&] { (void)bots::ask(bg_bot, s, rng); }) == 0);
    }
    for (std::size_t i = 0; i < 3; ++i) {
        const classic& s = st_positions[i];
        CHECK(arbiter::testing::allocations_during([&] { (void)bots::ask(st_bot, s, rng); }) == 0);
    }
    // A full arena stops the tree from growing, not the search.
    bots::mcts_config tiny = budget(200);
    tiny.max_nodes = 8;
    bots::mcts<money> small(tiny);
    const money& s = bg_positions[1];
    bg::move m{};
    CHECK(arbiter::testing::allocations_during([&] { m = bots::ask(small, s, rng); }) == 0);
    CHECK(legal_moves(s).contains(m));
    if (legal_moves(s).size() > 1) {
        CHECK(small.last_search().arena_full);
        CHECK(small.last_search().nodes == 8);
        CHECK(small.last_search().iterations == 200);
    }
}

// Counts its calls; picks the first legal move.
struct first_move_playout {
    int* calls;
    template <class S, class Moves, class G>
    [[nodiscard]] auto operator()(const S&, const Moves& moves, G&) const {
        ++*calls;
        return moves[0];
    }
};
// Counts its calls; scores like returns.
struct counting_evaluation {
    int* calls;
    template <class S>
    [[nodiscard]] auto operator()(const S& s) const {
        ++*calls;
        return returns(s);
    }
};

TEST_CASE("mcts: playouts stop after playout_plies decisions, use the Playout policy and end in Evaluate") {
    int moves_picked = 0, evaluations = 0;
    bots::mcts_config c = budget(50);
    c.playout_plies = 3;
    bots::mcts<plain, counting_evaluation, first_move_playout> bot(c, counting_evaluation{&evaluations},
                                                                   first_move_playout{&moves_picked});
    std::mt19937_64 rng(71);
    const plain s = play(plain{}, bg::dice{6, 5});
    CHECK(legal_moves(s).contains(bot.choose(s, rng)));
    CHECK(evaluations == 50);            // one per iteration
    CHECK(moves_picked > 50);            // no game ends within 3 plies of the opening
    CHECK(moves_picked <= 3 * 50);       // and no playout makes more than 3 decisions
}

TEST_CASE("mcts: a search bounded by time alone stops and returns a legal move") {
    bots::mcts_config c;
    c.iterations = 0;
    c.time_limit = std::chrono::milliseconds(30);
    bots::mcts<plain> bot(c);
    std::mt19937_64 rng(61);
    plain s = play(plain{}, bg::dice{3, 1});  // the opening 3-1
    REQUIRE(legal_moves(s).size() > 1);
    const auto start = std::chrono::steady_clock::now();
    const auto m = bot.choose(s, rng);
    const auto took = std::chrono::steady_clock::now() - start;
    CHECK(legal_moves(s).contains(m));
    CHECK(bot.last_search().iterations > 0);
    CHECK(took < std::chrono::seconds(2));
}

}  // namespace
