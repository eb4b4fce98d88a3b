// The observation tensor (backgammon/tensor.hpp): its shape and chosen
// entries by offset on hand-built positions, the viewer's side first and the
// opponent mirrored into the viewer's numbering (BG-1.2), the partial play of
// the micro codec, and on random games: values in range, the uint8 tensor
// exact, no heap (for the action codecs too: see actions_test.cpp).

#include "common/alloc_counter.hpp"

#include <doctest/doctest.h>

#include <arbiter/backgammon.hpp>

#include "common/tensor_checks.hpp"
#include "helpers.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <random>
#include <span>
#include <vector>

using namespace bg_test;

namespace {

namespace tensor_at = tensor_offsets;
using tensor_values = std::array<float, 230>;

template <class R>
tensor_values tensor_of(const state<R>& s, arbiter::player_id viewer) {
    tensor_values t;
    t.fill(-7.0f);  // every entry must be written
    write_observation(s, viewer, t);
    return t;
}

// The four units of the viewer's point i, or of the opponent's checkers on it.
std::array<float, 4> tensor_mine(const tensor_values& t, int i) {
    const auto at = tensor_at::my_points + 4 * static_cast<std::size_t>(i - 1);
    return {t[at], t[at + 1], t[at + 2], t[at + 3]};
}
std::array<float, 4> tensor_theirs(const tensor_values& t, int i) {
    const auto at = tensor_at::their_points + 4 * static_cast<std::size_t>(i - 1);
    return {t[at], t[at + 1], t[at + 2], t[at + 3]};
}

using tensor_units = std::array<float, 4>;

}  // namespace

TEST_CASE("tensor: the shape is 230 floats of rank 1, and the offsets are pinned") {
    constexpr auto shape = arbiter::observation_shape_of<state<money_rules>>;
    CHECK(shape.rank == 1);
    CHECK(shape.dims[0] == 230);
    CHECK(shape.size() == 230);
    CHECK(arbiter::observation_shape_of<state<hypergammon_rules>> == shape);
    CHECK(tensor_at::their_points == 98);
    CHECK(tensor_at::larger_die == 196);
    CHECK(tensor_at::dice_to_play == 208);
    CHECK(tensor_at::cube_log2 == 214);
    CHECK(tensor_at::my_away == 218);
    CHECK(tensor_at::phase == 222);
    CHECK(tensor_at::on_roll == 225);
    CHECK(tensor_at::beavers == 229);
}

TEST_CASE("tensor: the opening 3-1 by entry, the same for both viewers but the turn (BG-2.1, BG-9.3)") {
    const auto s = at_play(start_position_of<source_rules>(), roll(1, 3));
    const auto t = tensor_of(s, 0);
    CHECK(tensor_mine(t, 24) == tensor_units{1, 1, 0, 0});
    CHECK(tensor_mine(t, 13) == tensor_units{1, 1, 1, 1});  // (5 − 3) / 2
    CHECK(tensor_mine(t, 8) == tensor_units{1, 1, 1, 0});
    CHECK(tensor_mine(t, 6) == tensor_units{1, 1, 1, 1});
    CHECK(tensor_mine(t, 7) == tensor_units{0, 0, 0, 0});
    CHECK(tensor_theirs(t, 1) == tensor_units{1, 1, 0, 0});  // his 24-point is my 1-point (BG-1.2)
    CHECK(tensor_theirs(t, 12) == tensor_units{1, 1, 1, 1});
    CHECK(tensor_theirs(t, 17) == tensor_units{1, 1, 1, 0});
    CHECK(tensor_theirs(t, 19) == tensor_units{1, 1, 1, 1});
    CHECK(t[tensor_at::my_bar] == 0);
    CHECK(t[tensor_at::my_off] == 0);
    CHECK(t[tensor_at::larger_die + 2] == 1);   // the 3 first (BG-9.3)
    CHECK(t[tensor_at::smaller_die + 0] == 1);  // then the 1
    CHECK(t[tensor_at::dice_to_play + 0] == 0.25f);
    CHECK(t[tensor_at::dice_to_play + 2] == 0.25f);
    CHECK(t[tensor_at::cube_log2] == 0);
    CHECK(t[tensor_at::cube_owner] == 1);  // centred (BG-11.1)
    CHECK(t[tensor_at::money] == 1);
    CHECK(t[tensor_at::phase + 1] == 1);  // playing
    CHECK(t[tensor_at::on_roll] == 1);
    float sum = 0;
    for (const float v : t) sum += v;
    CHECK(sum == doctest::Approx(2 * (2 + 4 + 3 + 4) + 2 * 1 + 2 * 0.25 + 1 + 1 + 1 + 1));
    auto other = tensor_of(s, 1);
    CHECK(other[tensor_at::on_roll] == 0);
    other[tensor_at::on_roll] = 1;
    CHECK(other == t);
}

TEST_CASE("tensor: each viewer sees his own side first, the other's mirrored (BG-1.2, BG-1.4)") {
    const auto s = at_play(board("bar:1 9:1 / 11:2 21:2 1:11"), roll(6, 5));
    const auto mine = tensor_of(s, 0);
    CHECK(mine[tensor_at::my_bar] == 0.5f);
    CHECK(mine[tensor_at::my_off] == 13.0f / 15.0f);
    CHECK(tensor_mine(mine, 9) == tensor_units{1, 0, 0, 0});
    CHECK(tensor_theirs(mine, 14) == tensor_units{1, 1, 0, 0});  // his 11
    CHECK(tensor_theirs(mine, 4) == tensor_units{1, 1, 0, 0});   // his 21
    CHECK(tensor_theirs(mine, 24) == tensor_units{1, 1, 1, 4});  // his 1: (11 − 3) / 2
    CHECK(mine[tensor_at::their_bar] == 0);
    CHECK(mine[tensor_at::their_off] == 0);
    const auto theirs = tensor_of(s, 1);
    CHECK(tensor_mine(theirs, 11) == tensor_units{1, 1, 0, 0});
    CHECK(tensor_mine(theirs, 1) == tensor_units{1, 1, 1, 4});
    CHECK(tensor_theirs(theirs, 16) == tensor_units{1, 0, 0, 0});  // the other's 9
    CHECK(theirs[tensor_at::their_bar] == 0.5f);
    CHECK(theirs[tensor_at::my_off] == 0);
    CHECK(theirs[tensor_at::their_off] == 13.0f / 15.0f);
    CHECK(theirs[tensor_at::on_roll] == 0);
    CHECK(theirs[tensor_at::larger_die + 5] == 1);  // the roll held is the mover's, whoever views it

    SUBCASE("hypergammon counts borne-off checkers out of 3 (BG-15.3)") {
        const auto h = at_play<hypergammon_rules>(board("3:1 / 24:1 23:1 20:1", 3), roll(2, 1));
        CHECK(tensor_of(h, 0)[tensor_at::my_off] == 2.0f / 3.0f);
    }
}

TEST_CASE("tensor: mid-play, the board after the steps chosen and the numbers left (micro codec, BG-5.1)") {
    const auto s = at_play(board("13:1 6:14 / 17:1 1:14"), roll(5, 3));
    using codec = micro_codec<source_rules>;
    codec::progress p;
    CHECK_FALSE(codec::advance(s, p, micro_ids::of_step({5, 13})).has_value());  // 13/8*
    tensor_values t;
    write_observation(s, p, 0, t);
    CHECK(tensor_mine(t, 13) == tensor_units{0, 0, 0, 0});
    CHECK(tensor_mine(t, 8) == tensor_units{1, 0, 0, 0});
    CHECK(tensor_theirs(t, 8) == tensor_units{0, 0, 0, 0});
    CHECK(t[tensor_at::their_bar] == 0.5f);  // the blot hit
    CHECK(t[tensor_at::dice_to_play + 4] == 0);
    CHECK(t[tensor_at::dice_to_play + 2] == 0.25f);
    CHECK(t[tensor_at::larger_die + 4] == 1);  // the roll is still shown whole
    const auto fresh = tensor_of(s, 0);
    write_observation(s, codec::progress{}, 0, t);
    CHECK(t == fresh);
    CHECK(fresh[tensor_at::their_bar] == 0);
    CHECK(tensor_theirs(fresh, 8) == tensor_units{1, 0, 0, 0});

    SUBCASE("doubles: 4/4 to play, then 3/4") {
        const auto d = at_play(start_position_of<source_rules>(), roll(6, 6));
        const auto before = tensor_of(d, 0);
        CHECK(before[tensor_at::dice_to_play + 5] == 1);
        codec::progress q;
        CHECK_FALSE(codec::advance(d, q, micro_ids::of_step({6, 24})).has_value());
        write_observation(d, q, 0, t);
        CHECK(t[tensor_at::dice_to_play + 5] == 0.75f);
        CHECK(tensor_mine(t, 18) == tensor_units{1, 0, 0, 0});
        CHECK(tensor_mine(t, 24) == tensor_units{1, 0, 0, 0});
    }
}

TEST_CASE("tensor: the cube, the match score and the phases (BG-11, BG-12.3, BG-13, BG-23)") {
    auto s = state<money_rules>{7};
    {
        state<money_rules>::edit e{s};
        e.board() = start_position_of<money_rules>();
        e.phase() = phase::cube_decision;
        e.score(0) = 2;
        e.score(1) = 4;
        e.cube_log2() = 1;
        e.cube_owner() = 1;
    }
    auto t = tensor_of(s, 0);
    CHECK(t[tensor_at::cube_log2] == doctest::Approx(1.0 / 6));
    CHECK(t[tensor_at::cube_owner + 2] == 1);  // theirs
    CHECK(t[tensor_at::my_away] == doctest::Approx(5.0 / 7));
    CHECK(t[tensor_at::their_away] == doctest::Approx(3.0 / 7));
    CHECK(t[tensor_at::money] == 0);
    CHECK(t[tensor_at::crawford] == 0);
    CHECK(t[tensor_at::phase] == 1);  // cube decision
    for (std::size_t v = 0; v < 18; ++v) CHECK(t[tensor_at::larger_die + v] == 0);  // no roll held
    t = tensor_of(s, 1);
    CHECK(t[tensor_at::cube_owner + 1] == 1);  // mine
    CHECK(t[tensor_at::my_away] == doctest::Approx(3.0 / 7));

    const auto offer = play(s, move::resign(2));
    t = tensor_of(offer, 1);
    CHECK(t[tensor_at::resigning] == 1);
    CHECK(t[tensor_at::phase] == 0);
    CHECK(t[tensor_at::resign_offer] == doctest::Approx(2.0 / 3));
    t = tensor_of(play(offer, move::reject()), 0);
    CHECK(t[tensor_at::resign_offer] == 0);
    CHECK(t[tensor_at::resign_rejected] == doctest::Approx(2.0 / 3));  // BG-23.3
    CHECK(t[tensor_at::phase] == 1);

    auto b = from_position<beaver_rules>(start_position_of<beaver_rules>());
    REQUIRE(b.has_value());
    const auto offered = play(*b, move::double_offer());
    CHECK(tensor_of(offered, 1)[tensor_at::phase + 2] == 1);  // responding
    CHECK(tensor_of(offered, 1)[tensor_at::beavers] == 0);
    const auto beavered = play(offered, move::beaver());
    CHECK(tensor_of(beavered, 0)[tensor_at::beavers] == 0.5f);  // one of two (BG-12.2)
    CHECK(tensor_of(beavered, 0)[tensor_at::cube_log2] == doctest::Approx(1.0 / 6));
}

TEST_CASE("tensor: random games give finite values in range for both viewers, without the heap") {
    std::mt19937_64 rng(23);
    std::vector<state<beaver_rules>> states;
    for (int game = 0; game < 20; ++game) {
        state<beaver_rules> s{game % 3 == 0 ? 5 : 0};
        while (!is_terminal(s)) {
            states.push_back(s);
            s = current_player(s) == arbiter::chance_player ? play(s, arbiter::sample_outcome(chance_outcomes(s), rng))
                                                            : play(s, walk_move(legal_moves(s), rng));
        }
        states.push_back(s);
    }
    REQUIRE(states.size() > 500);
    std::size_t bad = 0;
    std::vector<tensor_values> all(states.size() * 2);
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        for (std::size_t i = 0; i < states.size(); ++i)
            for (arbiter::player_id v = 0; v < 2; ++v) {
                write_observation(states[i], v, all[2 * i + static_cast<std::size_t>(v)]);
                micro_codec<beaver_rules>::progress p;
                write_observation(states[i], p, v, all[2 * i + static_cast<std::size_t>(v)]);
            }
    });
    CHECK(allocations == 0);
    for (const auto& t : all)
        for (std::size_t k = 0; k < t.size(); ++k) {
            // the (n − 3)/2 units, the bars and the cube may pass 1
            const bool unbounded = (k < tensor_at::my_bar && k % 4 == 3) ||
                                   (k >= tensor_at::their_points && k < tensor_at::their_bar && (k - tensor_at::their_points) % 4 == 3) ||
                                   k == tensor_at::my_bar || k == tensor_at::their_bar || k == tensor_at::cube_log2;
            if (!std::isfinite(t[k]) || t[k] < 0 || (!unbounded && t[k] > 1)) ++bad;
        }
    CHECK(bad == 0);
}

TEST_CASE("tensor: the uint8 tensor is the floats times their denominators, rounded only for the points to go") {
    std::mt19937_64 rng(29);
    const auto away = [](std::size_t k) { return k == tensor_at::my_away || k == tensor_at::their_away; };
    std::size_t nodes = 0;
    for (int game = 0; game < 12; ++game) {
        state<beaver_rules> s{game % 2 == 0 ? 7 : 0};
        for (;;) {
            for (arbiter::player_id v = 0; v < 2; ++v)
                REQUIRE_MESSAGE(arbiter::testing::uint8_tensor_faults(s, v, away) == "", to_string(s));
            ++nodes;
            if (is_terminal(s)) break;
            s = current_player(s) == arbiter::chance_player ? play(s, arbiter::sample_outcome(chance_outcomes(s), rng))
                                                            : play(s, walk_move(legal_moves(s), rng));
        }
    }
    CHECK(nodes > 300);
    // 7 points to go of 7 is 1: 255; the checkers off count in 15ths (3rds in hypergammon)
    const state<beaver_rules> match{7};
    std::array<std::uint8_t, 230> u{};
    write_observation(match, 0, std::span<std::uint8_t>(u));
    CHECK(u[tensor_at::my_away] == 255);
    CHECK(arbiter::observation_scales_of<state<beaver_rules>>[tensor_at::my_off] == 15);
    CHECK(arbiter::observation_scales_of<state<hypergammon_rules>>[tensor_at::my_off] == 3);
}

TEST_CASE("tensor: the action codecs' mask, advance and encode never touch the heap either") {
    // engine_test.cpp defines the counting operator new: make sure it is live
    static std::vector<std::unique_ptr<int>> keep;
    REQUIRE_MESSAGE(arbiter::testing::allocations_during([] { keep.push_back(std::make_unique<int>(1)); }) >= 1,
                    "the allocation counter is not live: engine_test.cpp must define ARBITER_COUNT_ALLOCATIONS");
    std::mt19937_64 rng(17);
    std::vector<state<money_rules>> states;
    for (int game = 0; game < 16; ++game) {
        state<money_rules> s;
        while (!is_terminal(s)) {
            states.push_back(s);
            s = current_player(s) == arbiter::chance_player ? play(s, arbiter::sample_outcome(chance_outcomes(s), rng))
                                                            : play(s, walk_move(legal_moves(s), rng));
        }
    }
    REQUIRE(states.size() > 200);
    using codec = micro_codec<money_rules>;
    using index = arbiter::index_codec<state<money_rules>>;
    std::size_t work = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        std::array<std::uint8_t, index::size> out{};
        std::array<std::int32_t, codec::max_ids> ids{};
        for (const auto& s : states) {
            codec::progress p;
            // follow the first set id to the end of the decision
            for (std::size_t n = codec::mask(s, p, out); n > 0; n = codec::mask(s, p, out)) {
                const auto first = static_cast<std::size_t>(std::find(out.begin(), out.end(), 1) - out.begin());
                const auto m = codec::advance(s, p, first);
                ++work;
                if (m) {
                    work += codec::encode(s, *m, ids);
                    break;
                }
            }
            index::progress ip;
            if (index::mask(s, ip, out) > 0) {
                const auto m = index::advance(s, ip, 0);
                if (m) work += index::encode(s, *m, ids);
            }
        }
    });
    CHECK(work > 200);
    CHECK(allocations == 0);
}
