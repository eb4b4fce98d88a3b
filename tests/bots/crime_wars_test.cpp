// The library's bots in Crime Wars (include/arbiter/crime_wars/): MCTS
// reproducible for a seed, every move either bot returns legal, and both
// blind to what their player cannot see (CW-16: the other hands), in the two-
// and four-player games. Information-set MCTS reads the game only through
// observe and sample (bots::ask hands it the observation).

#include <doctest/doctest.h>

#include <arbiter/crime_wars.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include "helpers.hpp"

namespace {

using namespace bots_test;
namespace cw = arbiter::crime_wars;

using two = cw::state<cw::rules<2>>;                            // with the Snitch (CW-13.1)
using four = cw::state<cw::rules<4, cw::variant::hardcore>>;  // spoils (CW-12.3), four dice (CW-V2)

[[nodiscard]] bots::mcts_config cw_budget(std::uint32_t iterations) {
    bots::mcts_config c;
    c.iterations = iterations;
    c.max_nodes = 4 * std::size_t{iterations} + 64;
    return c;
}

template <class S>
[[nodiscard]] std::vector<S> cw_positions(std::size_t games, std::size_t step, std::uint64_t seed) {
    return decision_positions<S>([](auto&) { return S{}; }, games, step, seed);
}

template <class S>
[[nodiscard]] bool cw_is_legal(const S& s, const arbiter::move_t<S>& m) {
    const auto moves = legal_moves(s);
    return std::find(moves.begin(), moves.end(), m) != moves.end() && cw::try_play(s, m).has_value();
}

// --------------------------------------------------------------- determinism

TEST_CASE("crime wars mcts: the same seed gives the same move and the same search (2 and 4 players)") {
    const auto twos = cw_positions<two>(8, 3, 11);
    const auto fours = cw_positions<four>(1, 9, 12);
    REQUIRE(twos.size() >= 8);
    REQUIRE(fours.size() >= 6);
    bots::mcts<two> a(cw_budget(40)), b(cw_budget(40));
    for (std::size_t i = 0; i < 8; ++i) {
        std::mt19937_64 ra(500 + i), rb(500 + i), again(500 + i);
        const auto first = bots::ask(a, twos[i], ra);
        const auto stats = a.last_search();
        CHECK(bots::ask(b, twos[i], rb) == first);
        CHECK(b.last_search().nodes == stats.nodes);
        CHECK(b.last_search().root_visits == stats.root_visits);
        CHECK(bots::ask(a, twos[i], again) == first);  // a reused bot forgets its last tree
    }
    bots::mcts<four> c(cw_budget(30)), d(cw_budget(30));
    for (std::size_t i = 0; i < 6; ++i) {
        std::mt19937_64 rc(600 + i), rd(600 + i);
        const auto first = bots::ask(c, fours[i], rc);
        CHECK(bots::ask(d, fours[i], rd) == first);
        CHECK(d.last_search().nodes == c.last_search().nodes);
        CHECK(rc() == rd());  // the same draws were made
    }
}

// --------------------------------------------------------------- legality

TEST_CASE("crime wars bots: every move returned is legal (mcts and random, 2 and 4 players)") {
    bots::mcts<two> mcts_two(cw_budget(20));
    bots::mcts<four> mcts_four(cw_budget(15));
    bots::random rnd;
    std::mt19937_64 rng(77);
    std::size_t checked = 0;
    for (const two& s : cw_positions<two>(3, 5, 21)) {
        CHECK(cw_is_legal(s, bots::ask(mcts_two, s, rng)));
        CHECK(cw_is_legal(s, bots::ask(rnd, s, rng)));
        ++checked;
    }
    for (const four& s : cw_positions<four>(2, 8, 22)) {
        CHECK(cw_is_legal(s, bots::ask(mcts_four, s, rng)));
        CHECK(cw_is_legal(s, bots::ask(rnd, s, rng)));
        ++checked;
    }
    CHECK(checked >= 30);
}

TEST_CASE("crime wars bots: whole games between mcts and random end, every decision legal") {
    bots::mcts<four> bot(cw_budget(10));
    bots::random rnd;
    std::mt19937_64 rng(5);
    for (int g = 0; g < 2; ++g) {
        four s;
        int decisions = 0;
        while (!is_terminal(s)) {
            const player_id who = current_player(s);
            if (who == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                continue;
            }
            const auto m = who == g ? bots::ask(bot, s, rng) : bots::ask(rnd, s, rng);
            REQUIRE(cw_is_legal(s, m));
            s = play(s, m);
            ++decisions;
        }
        CHECK(decisions > 0);
        double total = 0;
        for (const double r : returns(s)) total += r;
        CHECK((total == doctest::Approx(1.0) || total == 0.0));  // one winner's share, or a draw
    }
}

// --------------------------------------------------------------- hidden information

// Two states that differ only in what player p cannot see: the hands of the
// others (CW-16.3), dealt again by sample. The bots, through the referee,
// decide the same in both for the same seed and make the same draws.
template <class S>
void same_decision_in_both(const std::vector<S>& truths, std::uint32_t iterations, std::uint64_t seed,
                           std::size_t& differing) {
    std::mt19937_64 deal(seed);
    bots::mcts<S> bot(cw_budget(iterations));
    bots::random rnd;
    for (std::size_t i = 0; i < truths.size(); ++i) {
        const S& truth = truths[i];
        const player_id p = current_player(truth);
        const S other = cw::sample(cw::observe(truth, p), deal);
        REQUIRE(cw::observe(other, p) == cw::observe(truth, p));
        REQUIRE(current_player(other) == p);
        if (!(other == truth)) ++differing;
        std::mt19937_64 r1(seed + i), r2(seed + i);
        const auto m1 = bots::ask(bot, truth, r1);
        const auto nodes = bot.last_search().nodes;
        CHECK(bots::ask(bot, other, r2) == m1);
        CHECK(bot.last_search().nodes == nodes);
        CHECK(r1() == r2());
        std::mt19937_64 r3(seed + i), r4(seed + i);
        CHECK(bots::ask(rnd, truth, r3) == bots::ask(rnd, other, r4));
    }
}

TEST_CASE("crime wars ismcts: two states that differ only in the other players' hands get the same decision (CW-16)") {
    std::size_t differing = 0;
    auto twos = cw_positions<two>(2, 6, 31);
    twos.resize(std::min<std::size_t>(twos.size(), 10));
    same_decision_in_both(twos, 30, 41, differing);
    auto fours = cw_positions<four>(1, 8, 32);
    fours.resize(std::min<std::size_t>(fours.size(), 8));
    same_decision_in_both(fours, 20, 42, differing);
    // Most pairs really differ: a hand of unknown cards was dealt again.
    CHECK(differing >= 12);
}

TEST_CASE("crime wars ismcts: a hand-made pair, the opponent's hand exchanged for cards of his deck (CW-16.3)") {
    // The first decision where the other player holds cards: his hand is
    // replaced by as many other cards of his hidden pool (hand and deck,
    // bonus cards aside). The player to move sees the same table.
    const auto candidates = cw_positions<two>(1, 1, 51);
    const auto found = std::find_if(candidates.begin(), candidates.end(), [](const two& s) {
        return cw::count(s.team(static_cast<player_id>(1 - current_player(s))).hand) > 0;
    });
    REQUIRE(found != candidates.end());
    const two& truth = *found;
    const player_id p = current_player(truth);
    const auto q = static_cast<player_id>(1 - p);
    two other = truth;
    {
        typename two::edit e{other};
        cw::team_record& u = e.team(q);
        const auto pool = static_cast<cw::card_set>((u.hand | u.deck) & ~cw::bonus_cards);
        const int size = cw::count(u.hand);
        cw::card_set hand = 0;
        for (auto r = static_cast<cw::card_set>(pool & ~u.hand); r != 0 && cw::count(hand) < size;
             r = static_cast<cw::card_set>(r & (r - 1)))
            hand = static_cast<cw::card_set>(hand | cw::bit(cw::lowest(r)));
        for (cw::card_set r = u.hand; r != 0 && cw::count(hand) < size; r = static_cast<cw::card_set>(r & (r - 1)))
            hand = static_cast<cw::card_set>(hand | cw::bit(cw::lowest(r)));
        REQUIRE(hand != u.hand);
        u.deck = static_cast<cw::card_set>((u.hand | u.deck) & ~hand);
        u.hand = hand;
    }
    REQUIRE(cw::observe(other, p) == cw::observe(truth, p));
    REQUIRE_FALSE(other == truth);
    bots::mcts<two> bot(cw_budget(60));
    for (std::uint64_t seed = 0; seed < 4; ++seed) {
        std::mt19937_64 r1(seed), r2(seed);
        CHECK(bots::ask(bot, truth, r1) == bots::ask(bot, other, r2));
        CHECK(r1() == r2());
    }
}

}  // namespace
