// The shared core: fixed-capacity vector, exact probabilities, sampling,
// results and errors, and the generic algorithms (playout, perft) on a toy
// game small enough to count by hand.

#include <doctest/doctest.h>

#include <arbiter/core.hpp>

#include <array>
#include <map>
#include <numeric>
#include <random>
#include <type_traits>
#include <vector>

#include "common/harness.hpp"
#include "../../examples/toy_game.hpp"

using arbiter::probability;
using arbiter::static_vector;

TEST_CASE("static_vector: inline storage, bounded, trivially copyable") {
    static_assert(std::is_trivially_copyable_v<static_vector<int, 8>>);
    static_assert(static_vector<int, 8>::capacity() == 8);
    static_vector<int, 4> v{3, 1, 2};
    CHECK(v.size() == 3);
    CHECK(v.front() == 3);
    CHECK(v.back() == 2);
    CHECK(v.contains(1));
    CHECK_FALSE(v.contains(7));
    v.push_back(9);
    CHECK(v.full());
    v.erase(v.begin() + 1);
    CHECK(v == static_vector<int, 4>{3, 2, 9});
    v.pop_back();
    CHECK(v.size() == 2);
    v.clear();
    CHECK(v.empty());
}

TEST_CASE("static_vector works in constant expressions") {
    constexpr auto sum = [] {
        static_vector<int, 5> v;
        for (int i = 1; i <= 5; ++i) v.push_back(i);
        int s = 0;
        for (int x : v) s += x;
        return s;
    }();
    static_assert(sum == 15);
    CHECK(sum == 15);
}

TEST_CASE("probability is an exact reduced fraction") {
    CHECK(probability{2, 36} == probability{1, 18});
    CHECK(probability{2, 36}.numerator() == 1);
    CHECK(probability{2, 36}.denominator() == 18);
    CHECK(probability{1, 3} + probability{1, 6} == probability{1, 2});
    CHECK(probability{2, 3} * probability{3, 4} == probability{1, 2});
    probability total{0};
    for (int i = 0; i < 36; ++i) total += probability{1, 36};
    CHECK(total == probability{1});
    CHECK_FALSE(probability{1, 3} + probability{1, 3} == probability{1});
}

TEST_CASE("sample_outcome draws each outcome with its exact probability") {
    const std::array<arbiter::chance_outcome<char>, 3> outcomes{
        {{'a', probability{1, 2}}, {'b', probability{1, 3}}, {'c', probability{1, 6}}}};
    std::mt19937_64 rng(7);
    std::map<char, int> seen;
    const int n = 60000;
    for (int i = 0; i < n; ++i) ++seen[arbiter::sample_outcome(outcomes, rng)];
    CHECK(seen['a'] == doctest::Approx(n / 2).epsilon(0.02));
    CHECK(seen['b'] == doctest::Approx(n / 3).epsilon(0.02));
    CHECK(seen['c'] == doctest::Approx(n / 6).epsilon(0.04));
    CHECK(seen.size() == 3);
}

TEST_CASE("sample_outcome picks the outcome of the ticket, whatever the order of the denominators") {
    // the reference: the common denominator, then each outcome's width by a division
    const auto reference = [](const auto& outcomes, auto& rng) {
        std::uint64_t den = 1;
        for (const auto& o : outcomes) den = std::lcm(den, o.chance.denominator());
        std::uint64_t ticket = arbiter::uniform_below(rng, den);
        for (const auto& o : outcomes) {
            const std::uint64_t width = o.chance.numerator() * (den / o.chance.denominator());
            if (ticket < width) return o.outcome;
            ticket -= width;
        }
        return outcomes.back().outcome;
    };
    // denominators 36 and 18 alternating (backgammon's rolls), and more than two taking turns
    std::vector<arbiter::chance_outcome<int>> rolls, three;
    for (int a = 1, k = 0; a <= 6; ++a)
        for (int b = 1; b <= a; ++b) rolls.push_back({k++, probability{a == b ? 1u : 2u, 36}});
    const std::array<probability, 7> p{probability{1, 4}, probability{1, 6},  probability{1, 5}, probability{1, 6},
                                       probability{1, 12}, probability{1, 10}, probability{1, 30}};
    for (int k = 0; k < 7; ++k) three.push_back({k, p[static_cast<std::size_t>(k)]});
    int differing = 0;
    for (const auto* list : {&rolls, &three}) {
        std::mt19937_64 a(3), b(3);
        for (int i = 0; i < 5000; ++i) differing += arbiter::sample_outcome(*list, a) != reference(*list, b);
    }
    CHECK(differing == 0);
}

TEST_CASE("sampling is reproducible from the seed and independent of the engine's range") {
    std::mt19937 a(5), b(5);            // 32-bit engine
    std::mt19937_64 c(5), d(5);         // 64-bit engine
    std::minstd_rand e(5), f(5);        // range not a power of two
    for (int i = 0; i < 100; ++i) {
        CHECK(arbiter::uniform_below(a, 21) == arbiter::uniform_below(b, 21));
        CHECK(arbiter::uniform_below(c, 1000) == arbiter::uniform_below(d, 1000));
        const auto x = arbiter::uniform_below(e, 6);
        CHECK(x == arbiter::uniform_below(f, 6));
        CHECK(x < 6);
    }
}

TEST_CASE("uniform_below is uniform") {
    std::minstd_rand rng(11);
    std::array<int, 6> counts{};
    for (int i = 0; i < 60000; ++i) ++counts[arbiter::uniform_below(rng, 6)];
    for (int c : counts) CHECK(c == doctest::Approx(10000).epsilon(0.05));
}

TEST_CASE("small_engine is xoshiro256** seeded through splitmix64") {
    // The values come from a separate model of the two published algorithms (Python), which
    // gives their published outputs: splitmix64's first from 0, 0xe220a8397b1dcdaf, and
    // xoshiro256**'s first three from the state {1, 2, 3, 4}, 11520, 0, 1509978240.
    arbiter::small_engine zero(0);
    CHECK(zero() == 0x99ec5f36cb75f2b4ULL);
    CHECK(zero() == 0xbf6e1f784956452aULL);
    CHECK(zero() == 0x1a5f849d4933e6e0ULL);
    arbiter::small_engine answer(42);
    CHECK(answer() == 0x15780b2e0c2ec716ULL);
    CHECK(answer() == 0x6104d9866d113a7eULL);
    CHECK(answer() == 0xae17533239e499a1ULL);
    arbiter::small_engine a(7), b;
    b.seed(7);
    CHECK(a == b);
    std::array<int, 6> counts{};
    for (int i = 0; i < 60000; ++i) ++counts[arbiter::uniform_below(a, 6)];
    for (const int c : counts) CHECK(c == doctest::Approx(10000).epsilon(0.05));
    CHECK(sizeof(arbiter::small_engine) == 32);
}

TEST_CASE("a uint8 fraction on its own scale is the count, as the float rounding gives it") {
    // fraction<uint8_t>(n, d) skips the float division where d fits a byte:
    // every such d and n around [0, 255] against the rounding of n / d * d
    int mismatches = 0;
    for (long long d = 1; d <= 255; ++d)
        for (long long n = -3; n <= 300; ++n)
            if (arbiter::fraction<std::uint8_t>(n, d) !=
                arbiter::detail::quantize_entry(arbiter::fraction<float>(n, d), arbiter::fraction_scale(d)))
                ++mismatches;
    CHECK(mismatches == 0);
    CHECK(arbiter::fraction<std::uint8_t>(7, 15) == 7);
    CHECK(arbiter::fraction<std::uint8_t>(400, 200) == 255);  // clamped, as 2.0 * 200 is
    CHECK(arbiter::fraction<std::uint8_t>(500, 1000) == 128);  // past a byte: rounded on 255
    CHECK(arbiter::fraction<std::uint8_t>(-1, 5) == 0);
}

TEST_CASE("result holds a value or an error that says what and where") {
    arbiter::result<int> ok = 4;
    REQUIRE(ok);
    CHECK(*ok == 4);
    CHECK(ok.value_or(0) == 4);
    arbiter::result<int> bad = arbiter::make_error("point 26 does not exist", 3);
    REQUIRE_FALSE(bad);
    CHECK(bad.value_or(-1) == -1);
    CHECK(bad.error().message == "point 26 does not exist");
    CHECK(bad.error().what() == "line 1, column 4: point 26 does not exist");
    CHECK(arbiter::make_error("no position").what() == "no position");
}

TEST_CASE("perft on the toy game: counted by hand") {
    const toy::state start{};
    // depth 1: two moves
    CHECK(arbiter::perft(start, 1) == arbiter::perft_counts{2, arbiter::rational{2}});
    // depth 2: each move is followed by a coin (2 outcomes), then 2 moves:
    // 2 * 2 * 2 = 8 paths, 4 expected (the coins' probabilities sum to 1)
    CHECK(arbiter::perft(start, 2) == arbiter::perft_counts{8, arbiter::rational{4}});
    // goal 2: the game can end after the first move. Move 2 always ends it
    // (with either coin); move 1 ends it only with the coin 1 (2/3). Depth 2:
    // from move 1, coin 0 (1/3) leads to 2 moves: 2 paths, expected 2/3.
    toy::state short_game{};
    short_game.goal = 2;
    const auto c = arbiter::perft(short_game, 2);
    CHECK(c.leaves == 2);
    CHECK(c.expected == arbiter::rational{2, 3});
}

TEST_CASE("random_playout is reproducible and ends the toy game") {
    std::mt19937_64 a(3), b(3);
    const toy::state end1 = arbiter::random_playout(toy::state{}, a);
    const toy::state end2 = arbiter::random_playout(toy::state{}, b);
    CHECK(end1 == end2);
    CHECK(is_terminal(end1));
    const auto r = returns(end1);
    CHECK(r[0] + r[1] == 0);
    std::mt19937_64 c(3);
    const toy::state cut = arbiter::random_playout(toy::state{}, c, 1);
    CHECK(cut.total >= 1);
    CHECK(cut.total <= 3);
}

namespace {
struct toy_hooks {
    toy::move random_move(const toy::state&, std::mt19937_64& rng) {
        return toy::move{static_cast<std::uint8_t>(arbiter::uniform_below(rng, 4))};
    }
    void invariant(const toy::state& s) { CHECK(s.total <= s.goal + 2); }
};
}  // namespace

TEST_CASE("the harness checks the toy game at every node") {
    const auto stats = arbiter::testing::check_random_playouts(toy::state{}, toy_hooks{}, 200, 1);
    CHECK(stats.games == 200);
    CHECK(stats.terminal == 200);
    CHECK(stats.decisions > 200);
    CHECK(stats.chance_nodes == stats.decisions);
    CHECK(stats.rejected_moves > 0);
}
