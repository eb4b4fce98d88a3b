// Stratego action ids (include/arbiter/stratego/actions.hpp):
// the steps codec's table pinned id by id, and both codecs (steps, index)
// checked against legal_moves at every node of seeded random games: the
// mask's ids decode to exactly the legal moves, every legal move encodes to
// one id and back, the mover's mask is the same in every state its
// observation allows (ST-7.9). (That they never allocate: tensor_test.cpp.)

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include <arbiter/stratego/actions.hpp>

#include "helpers.hpp"

namespace {

using namespace st_test;

using actions_ul = ultimate_lightning_rules;
struct actions_rescue_only : classic_rules {
    static constexpr bool rescue = true;  // ST-9.12 alone
};
template <rules_policy R>
using actions_steps = steps_codec<R>;

// The steps id of move m at s (which must be legal there).
template <rules_policy R>
std::int32_t actions_id(const state<R>& s, const move& m) {
    std::array<std::int32_t, 1> ids{-1};
    REQUIRE_MESSAGE(actions_steps<R>::encode(s, m, ids) == 1, "not legal: ", to_string(m, s));
    return ids[0];
}

// The move steps id `id` chooses at s (which must be legal there).
template <rules_policy R>
move actions_move(const state<R>& s, std::size_t id) {
    typename actions_steps<R>::progress p;
    const auto m = actions_steps<R>::advance(s, p, id);
    REQUIRE_MESSAGE(m.has_value(), "id ", id, " is not legal");
    return *m;
}

std::uint16_t actions_key(const move& m) { return static_cast<std::uint16_t>(m.from << 8 | m.to); }

// Every check of one codec C at s; `full` decodes every id of the mask (the
// costly part, one legal_moves per id) and encodes every legal move, else
// only a few of each. Returns what went wrong ("" if nothing).
template <class C, rules_policy R>
std::string actions_check_codec(const state<R>& s, bool full, std::mt19937_64& rng) {
    static std::array<std::uint8_t, C::size> mask{};
    const typename C::progress fresh{};
    const std::size_t n = C::mask(s, fresh, mask);
    const auto legal = legal_moves(s);
    const std::size_t expected = is_terminal(s) ? 0 : legal.size();
    const auto set_bits = static_cast<std::size_t>(std::count(mask.begin(), mask.end(), std::uint8_t{1}));
    if (n != expected || set_bits != n) return std::string(C::name) + ": mask count " + std::to_string(n) + ", bits " +
                                                std::to_string(set_bits) + ", legal " + std::to_string(expected);
    if (std::count_if(mask.begin(), mask.end(), [](std::uint8_t b) { return b > 1; }) != 0)
        return std::string(C::name) + ": a mask byte other than 0 or 1";
    // The set bits, decoded: exactly the legal moves.
    std::vector<std::uint16_t> decoded, wanted;
    std::vector<std::size_t> set_ids, unset_ids;
    for (std::size_t id = 0; id < C::size; ++id) (mask[id] ? set_ids : unset_ids).push_back(id);
    for (std::size_t i = 0; i < set_ids.size(); ++i) {
        if (!full && i % 16 != 0) continue;
        typename C::progress p{};
        const auto m = C::advance(s, p, set_ids[i]);
        if (!m) return std::string(C::name) + ": set id " + std::to_string(set_ids[i]) + " does not advance";
        if constexpr (requires { C::decode(s, p, set_ids[i]); }) {  // the unchecked decode agrees
            typename C::progress q{};
            if (C::decode(s, q, set_ids[i]) != m)
                return std::string(C::name) + ": decode and advance differ at id " + std::to_string(set_ids[i]);
        }
        decoded.push_back(actions_key(*m));
    }
    for (std::size_t i = 0; i < 3 && !unset_ids.empty(); ++i) {  // ids not in the mask choose nothing
        typename C::progress p{};
        const std::size_t id = unset_ids[static_cast<std::size_t>(arbiter::uniform_below(rng, unset_ids.size()))];
        if (C::advance(s, p, id)) return std::string(C::name) + ": unset id " + std::to_string(id) + " advances";
    }
    if (is_terminal(s)) return {};
    for (const move& m : legal) wanted.push_back(actions_key(m));
    std::sort(decoded.begin(), decoded.end());
    std::sort(wanted.begin(), wanted.end());
    if (std::adjacent_find(decoded.begin(), decoded.end()) != decoded.end())
        return std::string(C::name) + ": two ids decode to one move";
    if (full && decoded != wanted) return std::string(C::name) + ": the mask's moves are not legal_moves";
    if (!full && !std::includes(wanted.begin(), wanted.end(), decoded.begin(), decoded.end()))
        return std::string(C::name) + ": a mask id decodes to a move not legal";
    // Every legal move: one id, in the mask, and back.
    for (std::size_t i = 0; i < legal.size(); ++i) {
        if (!full && i % 16 != 0) continue;
        std::array<std::int32_t, C::max_ids> ids{};
        if (C::encode(s, legal[i], ids) != 1) return std::string(C::name) + ": a legal move does not encode";
        const auto id = static_cast<std::size_t>(ids[0]);
        typename C::progress p{};
        if (id >= C::size || !mask[id] || C::advance(s, p, id) != legal[i])
            return std::string(C::name) + ": " + to_string(legal[i], s) + " does not round-trip";
    }
    return {};
}

template <rules_policy R>
std::string actions_check_node(const state<R>& s, bool full, std::mt19937_64& rng) {
    std::string why;
    arbiter::for_each_codec<state<R>>([&](auto codec) {
        if (why.empty()) why = actions_check_codec<decltype(codec)>(s, full, rng);
    });
    return why;
}

// A seed of its own for each ruleset of the tests, from base.
template <rules_policy R>
constexpr std::uint64_t actions_seed(std::uint64_t base) {
    return base + static_cast<std::uint64_t>(R::two_square_limit) * 31 + static_cast<std::uint64_t>(R::scout_strike) * 7 +
           static_cast<std::uint64_t>(army_size(R::army)) + (R::rescue ? 1u : 0u);
}

// Seeded random games of R from the first setup decision: node(s) at every
// decision, at most `plies` decisions after the 80 setup decisions.
template <rules_policy R, class Node>
void actions_walk(std::uint64_t seed, int games, int plies, Node&& node) {
    std::mt19937_64 rng(seed);
    for (int g = 0; g < games; ++g) {
        state<R> s;
        for (int n = 0; n <= 80 + plies; ++n) {
            node(s, rng);
            if (is_terminal(s)) break;
            const auto moves = legal_moves(s);
            s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
        }
    }
}

}  // namespace

// ------------------------------------------------------------------ the table

TEST_CASE("ST-1.3 ST-4.9 the steps codec's sizes and blocks") {
    using classic = actions_steps<classic_rules>;
    CHECK(classic::name == "steps");
    CHECK(classic::max_ids == 1);
    CHECK(classic::steps_per_square == 18);
    CHECK(classic::setup_base == 1800);
    CHECK(classic::setup_ids == 13);
    CHECK(classic::size == 1813);  // no rescue, no two-step Captain
    CHECK(actions_steps<barrage_rules>::size == 1813);
    CHECK(actions_steps<duell_rules>::size == 1813);
    CHECK(actions_steps<isf_rules>::size == 1813);
    CHECK(actions_steps<isf3_rules>::size == 1813);
    CHECK(actions_steps<milton_bradley_rules>::size == 1813);
    // ST-9.12 rescue: 12 kinds x 100 squares, then declining; ST-9.11: 4 turns per square.
    using ul = actions_steps<actions_ul>;
    CHECK(ul::rescue_base == 1813);
    CHECK(ul::rescue_ids == 1200);
    CHECK(ul::decline_id == 3013);
    CHECK(ul::turn_base == 3014);
    CHECK(ul::turn_ids == 400);
    CHECK(ul::size == 3414);
    CHECK(actions_steps<actions_rescue_only>::size == 3014);  // the first design's number
    // The codec list: steps first, index last.
    CHECK(std::is_same_v<arbiter::codecs_for<state<>>, arbiter::codec_list<steps_codec<classic_rules>,
                                                                            arbiter::index_codec<state<>>>>);
    CHECK(arbiter::index_codec<state<>>::size == static_cast<std::size_t>(max_moves<classic_rules>));
    CHECK(arbiter::index_codec<state<actions_ul>>::size == 507);  // ST-9.12: 11 x 46 + 1
}

TEST_CASE("ST-1.3 ST-4.9 ST-10.6 steps ids of hand-picked moves, Red's and Blue's (mirrored), and back") {
    // Blue's army is Red's turned half a turn, so both sides see the same
    // position and have the same ids (view square = 99 - square for Blue).
    constexpr std::string_view pieces = "Red: F a1, Sc b2, Lt e4, Mi j9; Blue: F j10, Sc i9, Lt f7, Mi a2";
    const auto r = position(pieces, red);
    const auto b = position(pieces, blue);
    // Red: 18 * from + k; k 0-8 the row in from's column, 9-17 the column in from's row.
    CHECK(actions_id(r, mv("b2-b1")) == 18 * 11 + 0);
    CHECK(actions_id(r, mv("b2-b3")) == 18 * 11 + 1);     // 199
    CHECK(actions_id(r, mv("b2-b10")) == 18 * 11 + 8);    // ST-4.4: the Scout's run
    CHECK(actions_id(r, mv("b2xa2")) == 18 * 11 + 9);     // an attack is a step too (ST-4.9)
    CHECK(actions_id(r, mv("b2-j2")) == 18 * 11 + 17);
    CHECK(actions_id(r, mv("e4-e5")) == 18 * 34 + 3);     // 615
    CHECK(actions_id(r, mv("e4-d4")) == 18 * 34 + 12);
    CHECK(actions_id(r, mv("e4-f4")) == 18 * 34 + 13);
    CHECK(actions_id(r, mv("j9xj10")) == 18 * 89 + 8);    // 1610
    CHECK(actions_id(r, mv("j9xi9")) == 18 * 89 + 17);    // 1619
    // Blue: the same ids for the mirrored moves.
    CHECK(actions_id(b, mv("i9-i8")) == 199);
    CHECK(actions_id(b, mv("i9-h9")) == 18 * 11 + 10);
    CHECK(actions_id(b, mv("f7-f6")) == 615);
    CHECK(actions_id(b, mv("a2xa1")) == 1610);
    CHECK(actions_id(b, mv("a2xb2")) == 1619);
    CHECK(actions_move(r, 199) == mv("b2-b3"));
    CHECK(actions_move(b, 199) == mv("i9-i8"));
    CHECK(actions_move(b, 1610) == mv("a2xa1"));
    // The ends of the block, legal or not (a Flag never moves).
    using C = actions_steps<classic_rules>;
    CHECK(C::move_of(r, 0) == move::step(0, 10));
    CHECK(C::move_of(r, 1799) == move::step(99, 98));
    CHECK(C::move_of(b, 0) == move::step(99, 89));
    CHECK(C::id_of(phase::play, red, move::step(0, 10)) == 0);
    CHECK(C::id_of(phase::play, blue, move::step(0, 1)) == 18 * 99 + 17);
    typename C::progress p;
    CHECK_FALSE(C::advance(r, p, 0).has_value());  // a1-a2: the Flag
    std::array<std::int32_t, 1> ids{};
    CHECK(C::encode(r, mv("a1-a2"), ids) == 0);
    CHECK(C::encode(r, mv("i9-i8"), ids) == 0);    // Blue's piece
    CHECK_FALSE(C::advance(r, p, 1800).has_value());  // a setup id in play
    CHECK_FALSE(C::advance(r, p, C::size).has_value());
    // The whole masks agree.
    std::array<std::uint8_t, C::size> mr{}, mb{};
    CHECK(C::mask(r, p, mr) == legal_moves(r).size());
    CHECK(C::mask(b, p, mb) == legal_moves(b).size());
    CHECK(legal_moves(r).size() == 18 + 4 + 3);  // Scout b2 18 (ST-4.4), Lieutenant 4, Miner 3
    CHECK(mr == mb);
}

TEST_CASE("ST-3.4 ST-10.6 steps setup ids: 1,800 + kind, 1,812 an empty square") {
    using C = actions_steps<classic_rules>;
    typename C::progress p;
    state<> s;
    std::array<std::uint8_t, C::size> mask{};
    CHECK(C::mask(s, p, mask) == 12);  // 40 pieces: never an empty square
    CHECK(mask[1800] == 1);
    CHECK(mask[1811] == 1);
    CHECK(mask[1812] == 0);
    CHECK(actions_move(s, 1810) == move::place(kind::marshal, 0));
    CHECK(actions_id(s, move::place(kind::bomb, 0)) == 1800);
    s = play(s, move::place(kind::flag, 0));
    CHECK(actions_move(s, 1800).to == 1);  // the next square of Red's setup string: b1
    CHECK(C::mask(s, p, mask) == 11);       // the one Flag is placed (ST-3.5)
    s = play(s, random_arrangement<classic_rules>(std::mt19937_64(7)));
    REQUIRE(s.to_move() == blue);
    CHECK(actions_move(s, 1811) == move::place(kind::flag, 99));  // Blue's first square, j10 (ST-10.6)
    CHECK(actions_id(s, move::place(kind::flag, 99)) == 1811);
    // Barrage (ST-9.9): 8 pieces, so 32 empty squares; the kinds it has.
    using B = actions_steps<barrage_rules>;
    std::array<std::uint8_t, B::size> bm{};
    CHECK(B::mask(state<barrage_rules>{}, typename B::progress{}, bm) == 8);  // B Sp Sc Mi Ge Ma F, and empty
    CHECK(bm[1812] == 1);
    CHECK(bm[1800 + static_cast<int>(kind::sergeant)] == 0);
    CHECK(actions_move(state<barrage_rules>{}, 1812) == move::place_nothing(0));
}

TEST_CASE("ST-9.12 steps rescue ids: 1,813 + 100 * kind + square, 3,013 declining; Blue mirrored") {
    using C = actions_steps<actions_ul>;
    typename C::progress p;
    auto r = play_moves(position<actions_ul>("Red: F a1, Sg a4, Lt e9; Blue: F j10, Ma a5, Sc j5"),
                        "a4xa5 j5-j4 e9-e10");
    REQUIRE(r.phase() == phase::rescue);
    std::array<std::uint8_t, C::size> mr{}, mb{};
    CHECK(C::mask(r, p, mr) == 43 + 1);  // one kind x 43 empty squares of the own half, and declining
    CHECK(actions_id(r, move::rescue(kind::sergeant, sq("c3"))) == 1813 + 400 + 22);
    CHECK(actions_id(r, move::decline_rescue()) == 3013);
    CHECK(actions_move(r, 2235) == move::rescue(kind::sergeant, sq("c3")));
    CHECK(actions_move(r, 3013) == move::decline_rescue());
    CHECK_FALSE(C::advance(r, p, 1813 + 500 + 22).has_value());  // no Lieutenant removed
    CHECK_FALSE(C::advance(r, p, 615).has_value());              // no step at a rescue
    // The same, half a turn round.
    auto b = play_moves(position<actions_ul>("Blue: F j10, Sg j7, Lt f2; Red: F a1, Ma j6, Sc a6", blue),
                        "j7xj6 a6-a7 f2-f1");
    REQUIRE(b.phase() == phase::rescue);
    CHECK(actions_id(b, move::rescue(kind::sergeant, sq("h8"))) == 2235);
    CHECK(actions_move(b, 2235) == move::rescue(kind::sergeant, sq("h8")));
    CHECK(C::mask(b, p, mb) == 44);
    CHECK(mr == mb);
}

TEST_CASE("ST-9.11 steps ids of the two-step Captain: straight in the step block, turns from 3,014") {
    using C = actions_steps<actions_ul>;
    const auto s = position<actions_ul>("Red: F a1, Ca e3; Blue: F j10, Sc j5");
    CHECK(actions_id(s, mv("e3-e5")) == 18 * 24 + 3);
    CHECK(actions_id(s, mv("e3-c3")) == 18 * 24 + 9 + 2);
    CHECK(actions_id(s, mv("e3-d2")) == 3014 + 4 * 24 + 0);
    CHECK(actions_id(s, mv("e3-f2")) == 3014 + 4 * 24 + 1);
    CHECK(actions_id(s, mv("e3-d4")) == 3014 + 4 * 24 + 2);
    CHECK(actions_id(s, mv("e3-f4")) == 3014 + 4 * 24 + 3);
    CHECK(actions_move(s, 3014 + 4 * 24 + 3) == mv("e3-f4"));
    std::array<std::uint8_t, C::size> mask{};
    CHECK(C::mask(s, typename C::progress{}, mask) == 12);  // ST-9.11: at most 12 end squares
    CHECK(C::move_of(s, 3014) == std::nullopt);               // a1 has no square down-left
    const auto b = position<actions_ul>("Red: F a1, Sc j5; Blue: F j10, Ca f8", blue);
    CHECK(actions_id(b, mv("f8-e7")) == 3014 + 4 * 24 + 3);  // Blue's view: e7 is up-right of f8
}

// ------------------------------------------------------------------ random games

TEST_CASE_TEMPLATE("actions: both codecs match legal_moves at every node of random games", R, classic_rules,
                   barrage_rules, isf_rules, milton_bradley_rules, actions_ul) {
    // Every node: the mask's count and bits; every 8th node also every id
    // decoded and every legal move encoded (one legal_moves per id).
    int nodes = 0;
    std::array<int, 4> phases{};
    actions_walk<R>(actions_seed<R>(0x5eed), 2, 300, [&](const state<R>& s, std::mt19937_64& rng) {
        const std::string why = actions_check_node(s, nodes % 8 == 0 || s.phase() == phase::rescue, rng);
        if (!why.empty()) FAIL_CHECK(why << " at node " << nodes << " (" << to_string(s) << ")");
        ++phases[static_cast<std::size_t>(s.phase())];
        ++nodes;
    });
    CHECK(phases[static_cast<std::size_t>(phase::setup)] == 2 * 80);
    CHECK(phases[static_cast<std::size_t>(phase::play)] > 300);
}

TEST_CASE("ST-9.12 both codecs at rescue decisions, Red's and Blue's") {
    std::mt19937_64 rng(4);
    auto r = play_moves(position<actions_ul>("Red: F a1, Sg a4, Mi a3, Lt e9; Blue: F j10, Ma a5, Sc j5"),
                        "a4xa5 j5-j4 a3-a4 j4-i4 a4xa5 i4-i5 e9-e10");
    REQUIRE(r.phase() == phase::rescue);
    CHECK(actions_check_node(r, true, rng).empty());
    auto b = play_moves(position<actions_ul>("Blue: F j10, Sg j7, Lt f2; Red: F a1, Ma j6, Sc a6", blue),
                        "j7xj6 a6-a7 f2-f1");
    REQUIRE(b.phase() == phase::rescue);
    CHECK(actions_check_node(b, true, rng).empty());
    // ST-7.9: the rescuer's mask is the same in every sample of its observation.
    using C = actions_steps<actions_ul>;
    std::array<std::uint8_t, C::size> mine{}, drawn{};
    for (const auto* s : {&r, &b}) {
        C::mask(*s, {}, mine);
        for (int d = 0; d < 3; ++d) {
            C::mask(sample(observe(*s, s->to_move()), rng), {}, drawn);
            CHECK(mine == drawn);
        }
    }
}

// ST-7.9: the mover's legal moves depend only on what it sees, so every state
// its observation allows gives it the same mask and the same index ids.
TEST_CASE_TEMPLATE("ST-7.9 the mover's masks are the same in every sample of its observation", R, classic_rules,
                   actions_ul) {
    using S = actions_steps<R>;
    using I = arbiter::index_codec<state<R>>;
    std::mt19937_64 draws(99);
    int checked = 0;
    actions_walk<R>(77, 2, 200, [&](const state<R>& s, std::mt19937_64&) {
        if (is_terminal(s) || (s.phase() == phase::setup && s.placed() % 10 != 3)) return;
        const player_id p = s.to_move();
        static std::array<std::uint8_t, S::size> mine{}, theirs{};
        S::mask(s, {}, mine);
        const auto moves = legal_moves(s);
        for (int d = 0; d < 3; ++d) {
            const state<R> t = sample(observe(s, p), draws);
            S::mask(t, {}, theirs);
            std::array<std::uint8_t, I::size> a{}, c{};
            I::mask(s, {}, a);
            I::mask(t, {}, c);
            CHECK_MESSAGE((mine == theirs && a == c && legal_moves(t) == moves), to_string(s));
            ++checked;
        }
    });
    CHECK(checked > 300);
}

// The allocation test of the codecs is in tensor_test.cpp: this file sorts
// before engine_test.cpp, which must be the first of its unity batch to
// include common/alloc_counter.hpp (it defines the counting operator new).
