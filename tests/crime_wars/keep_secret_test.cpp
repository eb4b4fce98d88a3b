// A merged seat's KEEP between its two steps (CW-14.3, CW-15.6 b, CW-V1.22):
// the kingpin suit's cards kept at the first step (state::kept()) are, to
// the other controllers, the kept groups (in play, CW-16.1) and how many
// hand cards (CW-16.2), as public_text shows the step; sample() deals the
// hidden kept cards among the hand it deals (CW-16.4). Records (merged
// decks, two controllers): 0 = controller 0's Spades (kingpin), 2 his
// Clubs; 1 = controller 1's Hearts (kingpin), 3 his Diamonds.

#include "common/alloc_counter.hpp"  // counting is on in engine_test.cpp

#include <doctest/doctest.h>

#include <cstdlib>
#include <map>
#include <random>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "helpers.hpp"
#include "playouts.hpp"

using namespace cw_test;

namespace {

using ks_md = rules<2, variant::two_teams, variant::merged_decks>;

// Controller 0 ruined (a roulette 1, CW-14.2) and at the second step of his
// KEEP, having kept `first` (Spades) at the first.
state<ks_md> ks_second_step(const state<ks_md>& start, card_set first) {
    auto s = must(start, "roulette");
    s = roll(s, "roulette 1");
    REQUIRE(s.phase() == phase::keep);
    REQUIRE(deciding_seat(s) == 0);
    s = must(s, move::keep(first));
    REQUIRE(s.phase() == phase::keep);
    REQUIRE(deciding_seat(s) == 2);  // the Clubs step, still controller 0's (CW-V1.22)
    REQUIRE(s.kept() == first);
    return s;
}

//   record 0 (S): play 4S, hand 3S 5S 7S, the rest in S   record 2 (C): play 2C, hand 6C
state<ks_md> ks_table() { return table<ks_md>{}.play(0, {4}).hand(0, {3, 5, 7}).play(2, {2}).hand(2, {6}).build(); }

std::vector<float> ks_tensor(const observation<ks_md>& o) {
    std::vector<float> out(observation_layout<ks_md>::size, -1.0f);
    write_observation(o, out);
    return out;
}

// A sample of o is a state the engine accepts (its text reads back as
// itself), seen by o.viewer as o, and its KEEP in progress is consistent:
// kept() holds thug cards of the keeper's kingpin suit in his hand or in
// play, the public ones and kept_from_hand hidden ones. Every second step
// then plays, and the kept hand cards stay in his hand (CW-14.3 step 3).
void ks_check_sample(const state<ks_md>& x, const observation<ks_md>& o) {
    const auto back = parse_state<ks_md>(to_string(x));
    REQUIRE_MESSAGE(back.has_value(), to_string(x), back.error().what());
    CHECK(*back == x);
    CHECK(observe(x, o.viewer) == o);
    const team_record& keeper = x.team(x.turn_player());
    CHECK((x.kept() & ~thug_cards) == 0);
    CHECK((x.kept() & ~(keeper.hand | keeper.play)) == 0);  // a subset of his hand and play
    CHECK((x.kept() & keeper.play) == o.view.kept());
    CHECK(count(static_cast<card_set>(x.kept() & keeper.hand)) == o.kept_from_hand);
    const auto moves = legal_moves(x);
    REQUIRE_FALSE(moves.empty());
    for (const move& m : moves) {
        const auto after = try_play(x, m);
        REQUIRE_MESSAGE(after.has_value(), to_string(x, m), ": ", after.error().what());
        CHECK(after->phase() == phase::main);
        CHECK(after->team(x.turn_player()).hand == static_cast<card_set>(x.kept() & keeper.hand));
        CHECK(parse_state<ks_md>(to_string(*after)).has_value());
    }
}

}  // namespace

TEST_CASE("CW-14.3 CW-16.2 CW-V1.22 keep secret: which hand cards the first step kept is hidden, how many is not") {
    const state<ks_md> five = ks_second_step(ks_table(), cards({4, 5}));   // kept 4S (play) and 5S (hand)
    const state<ks_md> seven = ks_second_step(ks_table(), cards({4, 7}));  // kept 4S (play) and 7S (hand)
    REQUIRE_FALSE(five == seven);
    const auto o = observe(five, 1);
    CHECK(o == observe(seven, 1));  // controller 1 cannot tell them apart
    CHECK(o.view.kept() == cards({4}));  // the kept group is public (CW-16.1)
    CHECK(o.kept_from_hand == 1);
    CHECK(o.view.team(0).hand == 0);
    CHECK(ks_tensor(o) == ks_tensor(observe(seven, 1)));
    // The keeper's controller sees his own KEEP whole.
    const auto own = observe(five, 0);
    CHECK(own.view.kept() == cards({4, 5}));
    CHECK(own.kept_from_hand == 1);
    CHECK_FALSE(own == observe(seven, 0));
    // public_text of the first step says what the observation holds, no more.
    auto ruined = roll(must(ks_table(), "roulette"), "roulette 1");
    CHECK(public_text(ruined, move::keep(cards({4, 5})), 1) == "keep 4S and 1 card from hand");
    CHECK(public_text(ruined, move::keep(cards({4, 7})), 1) == "keep 4S and 1 card from hand");
    CHECK(public_text(ruined, move::keep(cards({4, 5})), 0) == "keep 4S+5S");
    // Two hand cards kept, none in play: the group is not named, the count is.
    const auto two = observe(ks_second_step(ks_table(), cards({3, 7})), 1);
    CHECK(two.view.kept() == 0);
    CHECK(two.kept_from_hand == 2);
    CHECK(two == observe(ks_second_step(ks_table(), cards({5, 7})), 1));
    CHECK(public_text(ruined, move::keep(cards({3, 7})), 1) == "keep - and 2 cards from hand");
}

TEST_CASE("CW-14.3 CW-16.4 CW-V1.22 keep secret: every sample is a consistent state the engine accepts") {
    const state<ks_md> s = ks_second_step(ks_table(), cards({4, 5}));
    const auto o = observe(s, 1);
    std::mt19937_64 rng(22);
    for (int i = 0; i < 200; ++i) {
        const auto x = sample(o, rng);
        ks_check_sample(x, o);
        CHECK(count(x.team(0).hand) + count(x.team(2).hand) == 4);  // one hand of two suits
        CHECK(x.team(1) == s.team(1));  // the viewer's own records are kept
        CHECK(x.team(3) == s.team(3));
    }
    // The keeper's controller samples nothing of his own KEEP.
    const auto own = observe(s, 0);
    for (int i = 0; i < 20; ++i) {
        const auto x = sample(own, rng);
        CHECK(x.kept() == s.kept());
        CHECK(x.team(0) == s.team(0));
        CHECK(x.team(2) == s.team(2));
    }
}

TEST_CASE("CW-14.3 CW-16.4 CW-V1.22 keep secret: the hidden kept card is spread over the kingpin suit's unknown thugs") {
    const auto o = observe(ks_second_step(ks_table(), cards({4, 5})), 1);
    // U of Spades (record 0) minus its bonus cards: 2, 3, 5, 6, 7, 8, 9, 10 (4S is in play).
    std::mt19937_64 rng(23);
    std::map<card, int> seen;
    constexpr int draws = 4000;
    for (int i = 0; i < draws; ++i) {
        const auto x = sample(o, rng);
        const auto hidden = static_cast<card_set>(x.kept() & ~cards({4}));
        REQUIRE(count(hidden) == 1);
        ++seen[lowest(hidden)];
    }
    CHECK(seen.size() == 8);
    for (const int r : {2, 3, 5, 6, 7, 8, 9, 10}) CHECK(std::abs(seen[c(r)] - draws / 8) < 100);  // about 500 each
}

TEST_CASE("CW-14.3 CW-16.4 CW-V1.22 keep secret: every consistent (hand, kept) pair is equally likely") {
    // Record 0 (S): play 4S, hand 3S 5S, S = 8S; record 2 (C): hand 6C, S = 7C.
    // Controller 1 knows a hand of 3 from U = 3S 5S 8S 6C 7C with one of its
    // Spades kept: 1 hand of three Spades x 3, 6 of two x 2, 3 of one x 1 =
    // 18 states, 1/18 each (not the hand uniform first, then the kept card).
    const auto start =
        table<ks_md>{}.play(0, {4}).hand(0, {3, 5}).deck(0, {8}).hand(2, {6}).deck(2, {7}).build();
    const auto o = observe(ks_second_step(start, cards({4, 5})), 1);
    REQUIRE(o.kept_from_hand == 1);
    std::mt19937_64 rng(24);
    std::map<std::pair<std::pair<card_set, card_set>, card_set>, int> seen;
    constexpr int draws = 18000;
    for (int i = 0; i < draws; ++i) {
        const auto x = sample(o, rng);
        if (i < 200) ks_check_sample(x, o);
        ++seen[{{x.team(0).hand, x.team(2).hand}, x.kept()}];
    }
    CHECK(seen.size() == 18);
    for (const auto& [kept_state, n] : seen) CHECK(std::abs(n - draws / 18) < 150);  // about 1000 each
}

TEST_CASE("CW-14.3 CW-16.4 CW-V1.22 keep secret: random games, at every KEEP's second step") {
    std::mt19937_64 rng(25);
    int second_steps = 0;
    random_games<ks_md>(40, rng, [&](const state<ks_md>& s) {
        if (s.phase() != phase::keep || s.helper() < 0) return;
        ++second_steps;
        const player_id other = static_cast<player_id>(1 - s.controller_of(s.turn_player()));
        const auto o = observe(s, other);
        const team_record& keeper = s.team(s.turn_player());
        CHECK(o.view.kept() == static_cast<card_set>(s.kept() & keeper.play));
        CHECK(o.kept_from_hand == count(static_cast<card_set>(s.kept() & keeper.hand)));
        // The same KEEP with other hand cards kept (as many, of his hand) looks the same.
        const auto hand_thugs = static_cast<card_set>(keeper.hand & thug_cards);
        for (card_set k = hand_thugs; k != 0; k = static_cast<card_set>((k - 1) & hand_thugs)) {
            if (count(k) != o.kept_from_hand) continue;
            state<ks_md> twin = s;
            typename state<ks_md>::edit{twin}.set_kept(static_cast<card_set>((s.kept() & keeper.play) | k));
            CHECK(observe(twin, other) == o);
        }
        std::mt19937_64 deal(s.turns_taken());
        for (int i = 0; i < 10; ++i) ks_check_sample(sample(o, deal), o);
    });
    CHECK(second_steps > 0);
}

TEST_CASE("CW-16 CW-V1.22 keep secret: observe stays noexcept and heap-free, the observation trivially copyable") {
    static_assert(std::is_trivially_copyable_v<observation<ks_md>>);
    static_assert(noexcept(observe(std::declval<const state<ks_md>&>(), player_id{})));
    const state<ks_md> s = ks_second_step(ks_table(), cards({4, 5}));
    std::mt19937_64 rng(26);
    card_set kept = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        for (int i = 0; i < 100; ++i) kept |= sample(observe(s, 1), rng).kept();
    });
    CHECK(allocations == 0);
    CHECK(has(kept, c(4)));
}
