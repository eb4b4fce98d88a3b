// Stratego observation tensors (include/arbiter/stratego/tensor.hpp): the
// layout pinned entry by entry on hand-built positions, from both
// sides; at every node of random games the planes partition the squares and
// every value lies in [0, 1]; the tensor is the same in every state the
// viewer's observation allows (ST-7.8, ST-7.9); nothing allocates, here
// nor in the codecs' mask, advance and encode (actions.hpp).

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <arbiter/stratego/tensor.hpp>

#include "common/alloc_counter.hpp"
#include "common/tensor_checks.hpp"
#include "helpers.hpp"

namespace {

using namespace st_test;

using tensor_ul = ultimate_lightning_rules;

template <rules_policy R>
std::vector<float> tensor_of(const state<R>& s, player_id viewer) {
    std::vector<float> out(tensor_layout<R>::size + 1, -7.0f);  // one float past the end, to see overruns
    write_observation(s, viewer, std::span<float>(out));
    CHECK(out.back() == -7.0f);
    out.pop_back();
    return out;
}

// Entry `square` of plane p (the square already in the viewer's view).
inline std::size_t tensor_at(std::size_t p, int square) { return p * 100 + static_cast<std::size_t>(square); }

template <rules_policy R>
int tensor_ones(const std::vector<float>& t, std::size_t p) {
    return static_cast<int>(std::count(t.begin() + static_cast<std::ptrdiff_t>(p * 100),
                                       t.begin() + static_cast<std::ptrdiff_t>(p * 100 + 100), 1.0f));
}

}  // namespace

TEST_CASE("tensor: the tensor's shape and offsets, per ruleset") {
    using L = tensor_layout<classic_rules>;
    CHECK(arbiter::observation_shape_of<state<>> == arbiter::tensor_shape{1, {3445, 0, 0, 0}});
    CHECK(L::planes == 34);
    CHECK(L::scalars == 3400);
    CHECK(L::scalar_count == 45);
    CHECK(L::opponent_unknown == 24);
    CHECK(L::empty == 29);
    CHECK(L::opponent_last_to == 33);
    CHECK(L::setup_placed == 44);
    for (const std::size_t n : {tensor_layout<barrage_rules>::size, tensor_layout<duell_rules>::size,
                                tensor_layout<isf_rules>::size, tensor_layout<isf3_rules>::size,
                                tensor_layout<milton_bradley_rules>::size})
        CHECK(n == 3445);
    // ST-9.12 rescue: 2 planes and 2 scalars; ST-9.7/9.11 kind masks: 12 planes.
    using U = tensor_layout<tensor_ul>;
    CHECK(U::own_rescued == 34);
    CHECK(U::opponent_rescued == 35);
    CHECK(U::possible_kind == 36);
    CHECK(U::planes == 48);
    CHECK(U::scalars == 4800);
    CHECK(U::own_rescues == 45);
    CHECK(U::size == 4847);
    CHECK(arbiter::observation_shape_of<state<tensor_ul>>.size() == 4847);
}

TEST_CASE("ST-7.2 ST-7.3 ST-7.4 ST-7.8 tensor entries of a position in play, from both sides") {
    // Red's Lieutenant takes a Sergeant, a Blue Major comes and takes it; a
    // Red Scout runs b2-b7 between (and so reveals itself).
    const auto s = play_moves(position("Red: F a1, Lt e4, Sc b2; Blue: F j10, Sg e5, Mj e7, B i10, Mi a8"),
                              "e4xe5 e7-e6 b2-b7 e6xe5");
    REQUIRE(s.to_move() == red);
    using L = tensor_layout<classic_rules>;
    const auto r = tensor_of(s, red);
    CHECK(r[tensor_at(11, 0)] == 1);    // own Flag on a1
    CHECK(r[tensor_at(2, 61)] == 1);    // own Scout on b7
    CHECK(r[tensor_at(26, 61)] == 1);   // ... revealed (ST-7.3)
    CHECK(r[tensor_at(27, 61)] == 1);   // ... moved
    CHECK(r[tensor_at(26, 0)] == 0);
    CHECK(r[tensor_at(12 + 7, 44)] == 1);  // Blue's Major revealed on e5 (ST-7.2)
    CHECK(r[tensor_at(24, 44)] == 0);
    for (const int sq : {99, 98, 70}) CHECK(r[tensor_at(24, sq)] == 1);  // Blue F, B, Mi unknown
    CHECK(r[tensor_at(25, 70)] == 0);                                     // never moved
    CHECK(r[tensor_at(28, 42)] == 1);   // a lake
    CHECK(tensor_ones<classic_rules>(r, 28) == 8);
    CHECK(r[tensor_at(29, 10)] == 1);   // a2 empty
    CHECK(r[tensor_at(29, 34)] == 1);   // e4 empty now
    CHECK(tensor_ones<classic_rules>(r, 29) == 100 - 8 - 6);
    CHECK(r[tensor_at(30, 11)] == 1);   // Red's last move b2-b7
    CHECK(r[tensor_at(31, 61)] == 1);
    CHECK(r[tensor_at(32, 54)] == 1);   // Blue's last move e6xe5
    CHECK(r[tensor_at(33, 44)] == 1);
    const std::size_t at = L::scalars;
    CHECK(r[at + L::unknown + 4] == doctest::Approx(3.0 / 4));   // Sergeants: 4, one removed
    CHECK(r[at + L::unknown + 7] == doctest::Approx(2.0 / 3));   // Majors: 3, one revealed
    CHECK(r[at + L::unknown + 0] == 1);
    CHECK(r[at + L::own_removed + 5] == doctest::Approx(1.0 / 4));  // the Lieutenant (ST-5.9)
    CHECK(r[at + L::own_removed + 4] == 0);
    CHECK(r[at + L::opponent_removed + 4] == doctest::Approx(1.0 / 4));
    CHECK(r[at + L::phase_setup] == 0);
    CHECK(r[at + L::phase_play] == 1);
    CHECK(r[at + L::phase_rescue] == 0);
    CHECK(r[at + L::plies] == doctest::Approx(4.0 / 1000));
    CHECK(r[at + L::quiet_plies] == 0);                        // the last ply was an attack
    CHECK(r[at + L::own_run] == doctest::Approx(1.0 / 3));     // ST-6.7: b2-b7, another piece
    CHECK(r[at + L::opponent_run] == doctest::Approx(2.0 / 3));  // the Major twice
    CHECK(r[at + L::to_decide] == 1);
    CHECK(r[at + L::setup_placed] == 0);
    // Blue's side, half a turn round (view square = 99 - square).
    const auto b = tensor_of(s, blue);
    CHECK(b[tensor_at(7, 55)] == 1);        // own Major on e5
    CHECK(b[tensor_at(26, 55)] == 1);
    CHECK(b[tensor_at(27, 55)] == 1);
    CHECK(b[tensor_at(11, 0)] == 1);        // own Flag on j10
    CHECK(b[tensor_at(0, 1)] == 1);         // own Bomb on i10
    CHECK(b[tensor_at(12 + 2, 38)] == 1);   // Red's Scout on b7, revealed
    CHECK(b[tensor_at(24, 99)] == 1);       // Red's Flag on a1, unknown
    CHECK(b[tensor_at(30, 45)] == 1);       // Blue's last move e6xe5
    CHECK(b[tensor_at(31, 55)] == 1);
    CHECK(b[tensor_at(32, 88)] == 1);       // Red's b2-b7
    CHECK(b[tensor_at(33, 38)] == 1);
    CHECK(b[at + L::unknown + 2] == doctest::Approx(7.0 / 8));  // Red's Scouts: one revealed
    CHECK(b[at + L::unknown + 5] == doctest::Approx(3.0 / 4));  // Red's Lieutenants: one removed
    CHECK(b[at + L::own_removed + 4] == doctest::Approx(1.0 / 4));
    CHECK(b[at + L::opponent_removed + 5] == doctest::Approx(1.0 / 4));
    CHECK(b[at + L::own_run] == doctest::Approx(2.0 / 3));
    CHECK(b[at + L::opponent_run] == doctest::Approx(1.0 / 3));
    CHECK(b[at + L::to_decide] == 0);
}

TEST_CASE("ST-3.4 ST-7.7 tensor entries during setup: nothing of the opponent's") {
    using L = tensor_layout<classic_rules>;
    const std::size_t at = L::scalars;
    state<> s = play(play(play(state<>{}, move::place(kind::flag, 0)), move::place(kind::bomb, 1)),
                     move::place(kind::bomb, 2));
    const auto r = tensor_of(s, red);
    CHECK(r[tensor_at(11, 0)] == 1);
    CHECK(r[tensor_at(0, 2)] == 1);
    CHECK(tensor_ones<classic_rules>(r, 29) == 100 - 8 - 3);
    CHECK(r[at + L::phase_setup] == 1);
    CHECK(r[at + L::setup_placed] == doctest::Approx(3.0 / 40));
    CHECK(r[at + L::to_decide] == 1);
    CHECK(r[at + L::unknown + 2] == 1);  // the whole army is unknown
    CHECK(r[tensor_at(30, 0)] == 0);     // setup decisions are not plies (ST-0.2)
    const auto b = tensor_of(s, blue);
    for (std::size_t p = 0; p < 28; ++p) CHECK(tensor_ones<classic_rules>(b, p) == 0);  // ST-7.7
    CHECK(tensor_ones<classic_rules>(b, 29) == 92);
    CHECK(b[at + L::setup_placed] == doctest::Approx(3.0 / 40));  // public: Red's count (observation.hpp)
    CHECK(b[at + L::to_decide] == 0);
    // Blue's own setup: its first square j10 is view square 0.
    s = play(play(state<>{}, random_arrangement<classic_rules>(std::mt19937_64(3))), move::place(kind::flag, 99));
    const auto b2 = tensor_of(s, blue);
    CHECK(b2[tensor_at(11, 0)] == 1);
    CHECK(tensor_ones<classic_rules>(b2, 24) == 0);  // Red's squares are hidden too (ST-7.7)
    CHECK(b2[at + L::setup_placed] == doctest::Approx(1.0 / 40));
}

TEST_CASE("ST-9.11 ST-9.12 ST-7.9 tensor: kind masks and rescues (Ultimate Lightning)") {
    using L = tensor_layout<tensor_ul>;
    const std::size_t at = L::scalars;
    // ST-9.11: a straight two-step leaves a Scout or a Captain.
    const auto two = play_moves(position<tensor_ul>("Red: F a1, Ca e4; Blue: F j10, Sc j5, B j9"), "e4-e6");
    const auto b = tensor_of(two, blue);
    CHECK(b[tensor_at(24, 45)] == 1);   // e6, Blue's view
    CHECK(b[tensor_at(25, 45)] == 1);
    for (std::size_t k = 0; k < 12; ++k)
        CHECK(b[tensor_at(L::possible_kind + k, 45)] == (k == 2 || k == 6 ? 1.0f : 0.0f));
    for (std::size_t k = 0; k < 12; ++k) CHECK(b[tensor_at(L::possible_kind + k, 99)] == 1);  // a1: unmoved
    const auto r0 = tensor_of(two, red);
    for (std::size_t k = 0; k < 12; ++k) {
        CHECK(r0[tensor_at(L::possible_kind + k, 89)] == 1);  // Blue's unmoved Bomb on j9: anything
        CHECK(r0[tensor_at(L::possible_kind + k, 54)] == 0);  // Red's own Captain: no mask
    }
    // ST-9.12: a rescue decision, then the rescued piece and the rescuer's mark.
    auto s = play_moves(position<tensor_ul>("Red: F a1, Sg a4, Lt e9; Blue: F j10, Ma a5, Sc j5"),
                        "a4xa5 j5-j4 e9-e10");
    REQUIRE(s.phase() == phase::rescue);
    auto r = tensor_of(s, red);
    std::mt19937_64 draws(8);
    for (int d = 0; d < 3; ++d) CHECK(tensor_of(sample(observe(s, red), draws), red) == r);  // ST-7.9
    CHECK(r[at + L::phase_rescue] == 1);
    CHECK(r[at + L::to_decide] == 1);
    CHECK(r[at + L::own_removed + 4] == doctest::Approx(0.5));  // one of the army's 2 Sergeants
    s = play(s, move::rescue(kind::sergeant, sq("c3")));
    r = tensor_of(s, red);
    CHECK(r[tensor_at(L::own_rescued, 94)] == 1);  // e10 rescued and may not again
    CHECK(r[tensor_at(4, 22)] == 1);               // the Sergeant on c3
    CHECK(r[tensor_at(26, 22)] == 1);              // enters revealed
    CHECK(r[tensor_at(27, 22)] == 0);              // and unmoved
    CHECK(r[at + L::own_rescues] == doctest::Approx(0.5));
    CHECK(r[at + L::own_removed + 4] == 0);
    CHECK(r[at + L::opponent_rescues] == 0);
    const auto bb = tensor_of(s, blue);
    CHECK(bb[tensor_at(L::opponent_rescued, 5)] == 1);
    CHECK(bb[tensor_at(12 + 4, 77)] == 1);  // the rescued Sergeant, revealed to Blue
    CHECK(bb[at + L::opponent_rescues] == doctest::Approx(0.5));
}

// ------------------------------------------------------------------ random games

namespace {

// What is wrong with tensor t of a node (one viewer), "" if nothing: every
// value in [0, 1], each square exactly one of own kind, opponent kind,
// unknown, lake or empty, and a moved mark only on a piece.
template <rules_policy R>
std::string tensor_flaws(const std::vector<float>& t) {
    using L = tensor_layout<R>;
    for (const float x : t)
        if (!(x >= 0.0f && x <= 1.0f)) return "a value outside [0, 1]";
    for (std::size_t sq = 0; sq < 100; ++sq) {
        float cover = t[L::lake * 100 + sq] + t[L::empty * 100 + sq];
        for (std::size_t p = 0; p <= L::opponent_unknown; ++p) cover += t[p * 100 + sq];
        if (cover != 1.0f) return "view square " + std::to_string(sq) + " is covered " + std::to_string(cover) + " times";
        if (t[L::opponent_unknown_moved * 100 + sq] > t[L::opponent_unknown * 100 + sq])
            return "a moved mark without an unknown piece";
    }
    return {};
}

// A seed of its own for each ruleset of the tests, from base.
template <rules_policy R>
constexpr std::uint64_t tensor_seed(std::uint64_t base) {
    return base + static_cast<std::uint64_t>(R::two_square_limit) * 31 + static_cast<std::uint64_t>(army_size(R::army)) +
           (R::rescue ? 1u : 0u);
}

// Seeded random games of R from the first setup decision, node(s) at every
// decision, at most `plies` decisions after setup.
template <rules_policy R, class Node>
void tensor_walk(std::uint64_t seed, int games, int plies, Node&& node) {
    std::mt19937_64 rng(seed);
    for (int g = 0; g < games; ++g) {
        state<R> s;
        for (int n = 0; n <= 80 + plies; ++n) {
            node(s);
            if (is_terminal(s)) break;
            const auto moves = legal_moves(s);
            s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
        }
    }
}

}  // namespace

TEST_CASE_TEMPLATE("ST-7.8 ST-7.9 the tensor at every node of random games: well formed, the same in every "
                   "sample of the viewer's observation, and exact as uint8",
                   R, classic_rules, barrage_rules, isf_rules, tensor_ul) {
    std::mt19937_64 draws(5);
    std::vector<float> mine(tensor_layout<R>::size), other(tensor_layout<R>::size);
    int nodes = 0, samples = 0;
    tensor_walk<R>(tensor_seed<R>(31), 2, 300, [&](const state<R>& s) {
        ++nodes;
        for (const player_id p : {red, blue}) {
            write_observation(s, p, std::span<float>(mine));
            const std::string why = tensor_flaws<R>(mine);
            if (!why.empty()) FAIL_CHECK(why << " for " << player_name(p) << " at " << to_string(s));
            // From the state directly, the same as from the observation, at every node.
            const auto obs = observe(s, p);
            write_observation(obs, std::span<float>(other));
            if (other != mine) FAIL_CHECK("state and observation differ for " << player_name(p) << " at " << to_string(s));
            // The uint8 tensor: exact but for a plies count over a cap past 255.
            const std::string uint8_faults = arbiter::testing::uint8_tensor_faults(s, p, [](std::size_t i) {
                using L = tensor_layout<R>;
                return (i == L::scalars + L::plies && L::plies_scale > 255) ||
                       (i == L::scalars + L::quiet_plies && L::quiet_plies_scale > 255);
            });
            if (!uint8_faults.empty()) FAIL_CHECK("uint8: " << uint8_faults << " at " << to_string(s));
            // A sample every 4th node (setup nodes too); the player to move and the other.
            if (nodes % 4 != 0) continue;
            for (int d = 0; d < 2; ++d) {
                write_observation(sample(obs, draws), p, std::span<float>(other));
                if (other != mine) FAIL_CHECK("a sample changes " << player_name(p) << "'s tensor at " << to_string(s));
                ++samples;
            }
        }
    });
    CHECK(samples > 300);
}

TEST_CASE("write_observation never allocates") {
    static std::vector<std::unique_ptr<int>> tensor_keep;  // the counter is live (engine_test.cpp defines it)
    REQUIRE(arbiter::testing::allocations_during([] { tensor_keep.push_back(std::make_unique<int>(1)); }) >= 1);
    const auto setup = play(state<tensor_ul>{}, move::place(kind::flag, 0));
    const auto played = play_moves(position<tensor_ul>("Red: F a1, Ca e4; Blue: F j10, Sc j5, B j9"), "e4-e6");
    static std::array<float, tensor_layout<tensor_ul>::size> out{};
    float sum = 0;
    const auto n = arbiter::testing::allocations_during([&] {
        for (const auto* s : {&setup, &played})
            for (const player_id p : {red, blue}) {
                write_observation(*s, p, std::span<float>(out));
                sum += out[tensor_layout<tensor_ul>::scalars];
            }
    });
    CHECK(n == 0);
    CHECK(sum > 0);
}

TEST_CASE("mask, advance and encode never allocate") {
    static std::vector<std::unique_ptr<int>> codec_keep;  // the counter is live (engine_test.cpp defines it)
    REQUIRE(arbiter::testing::allocations_during([] { codec_keep.push_back(std::make_unique<int>(1)); }) >= 1);
    const auto setup = state<tensor_ul>{};
    const auto played = position<tensor_ul>("Red: F a1, Ca e4, Sc b2; Blue: F j10, Sc j5, Mi a7");
    const auto rescue = play_moves(position<tensor_ul>("Red: F a1, Sg a4, Lt e9; Blue: F j10, Ma a5, Sc j5"),
                                   "a4xa5 j5-j4 e9-e10");
    std::array<std::uint8_t, steps_codec<tensor_ul>::size> alloc_mask{};
    std::size_t sum = 0;
    const auto n = arbiter::testing::allocations_during([&] {
        for (const auto* s : {&setup, &played, &rescue}) {
            arbiter::for_each_codec<state<tensor_ul>>([&](auto codec) {
                using C = decltype(codec);
                typename C::progress p{};
                sum += C::mask(*s, p, alloc_mask);
                for (const move& m : legal_moves(*s)) {
                    std::array<std::int32_t, C::max_ids> ids{};
                    sum += C::encode(*s, m, ids);
                    sum += C::advance(*s, p, static_cast<std::size_t>(ids[0])).has_value() ? 1u : 0u;
                }
            });
        }
    });
    CHECK(n == 0);
    CHECK(sum > 0);
}
