// Merged decks (CW-V1.22), the setup option of two teams per player: each
// controller has one seat holding his two suits, one hand, one deck of 24
// cards with one ordered bottom, and one kingpin of his choice.
// Records: with C controllers, record c is controller c's kingpin suit (the
// seat that takes the turns) and record c + C his other suit. The default
// teams give controller 0 Spades (kingpin) and Clubs, controller 1 Hearts
// (kingpin) and Diamonds.

#include "common/alloc_counter.hpp"  // counting is on in engine_test.cpp

#include <doctest/doctest.h>

#include <arbiter/crime_wars.hpp>
#include <arbiter/crime_wars/format.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <type_traits>

#include "helpers.hpp"
#include "playouts.hpp"

using namespace cw_test;

namespace {

using md = rules<2, variant::two_teams, variant::merged_decks>;
using md3 = rules<3, variant::two_teams, variant::merged_decks, variant::multiple_decks>;
using md4 = rules<4, variant::two_teams, variant::merged_decks, variant::multiple_decks>;
using mge = rules<3, variant::two_teams, variant::merged_decks, variant::multiple_decks, variant::great_empire>;

bool merged_lists(const state<md>& s, const move& m) {
    const auto moves = legal_moves(s);
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

// Plays the first listed outcome for which `pick` holds.
template <class Pick>
state<md> merged_outcome(const state<md>& s, Pick pick) {
    for (const auto& o : chance_outcomes(s))
        if (pick(o.outcome)) return play(s, o.outcome);
    FAIL("no such outcome");
    return s;
}

}  // namespace

TEST_CASE("CW-V1.22 merged decks are a setup option of two teams per player (CW-V0.1, CW-V0.2)") {
    CHECK_FALSE(combination_allowed<2, variant::merged_decks>);
    CHECK_FALSE(combination_allowed<4, variant::merged_decks, variant::alliance>);
    CHECK(combination_allowed<2, variant::two_teams, variant::merged_decks>);
    CHECK_FALSE(combination_allowed<3, variant::two_teams, variant::merged_decks>);  // six teams: two packs (CW-V10.1)
    CHECK(combination_allowed<3, variant::two_teams, variant::merged_decks, variant::multiple_decks>);
    CHECK(combination_allowed<3, variant::two_teams, variant::merged_decks, variant::multiple_decks, variant::great_empire>);
    CHECK(combination_allowed<2, variant::two_teams, variant::merged_decks, variant::hardcore, variant::bounty>);
    static_assert(md::turn_seats == 2 && md::seats == 4);
    static_assert(md4::turn_seats == 4 && md4::seats == 8);
    CHECK(state<md>{}.team(0).money == 2000);  // CW-V1.19: still one account of $2000
}

TEST_CASE("CW-V1.22 one kingpin, of the controller's choice; the other King is removed from the game") {
    const state<md> spades;  // controller 0: kingpin of Spades, Clubs without one
    CHECK_FALSE(spades.team(0).kingless);
    CHECK(spades.team(2).kingless);
    CHECK(spades.team(3).kingless);
    // He chooses Clubs: seat 0 takes Clubs, record 2 Spades.
    const auto clubs = start_game<md>(setup{.teams = {2, 1, 0, 3, 4, 5, 6, 7}});
    REQUIRE(clubs.has_value());
    CHECK(clubs->team(0).team == 2);
    CHECK(clubs->team(2).team == 0);
    // The kingpin uses his own suit's ATK and DEF (CW-7.4): Clubs 2/3, Spades 4/1.
    CHECK(attack_of<md>(clubs->team(0), kingpin_bit) == 2);
    CHECK(defense_of<md>(clubs->team(0), kingpin_bit) == 6);
    CHECK(attack_of<md>(spades.team(0), kingpin_bit) == 4);
    CHECK(defense_of<md>(spades.team(0), kingpin_bit) == 2);
    // The first player is one of the two seats (CW-3.5).
    const auto first = chance_outcomes(spades);
    REQUIRE(first.size() == 2);
    CHECK(first[0].chance == arbiter::probability{1, 2});
    CHECK_FALSE(start_game<md>(setup{.first = 2}).has_value());
    // The removed King never comes back: an attack on him is refused.
    const auto s = table<md>{}.turn(1).play(1, {2}).build();
    CHECK(merged_lists(s, move::attack(cards({2}), 0, kingpin)));
    CHECK_FALSE(merged_lists(s, move::attack(cards({2}), 2, kingpin)));
    CHECK_FALSE(try_play(s, move::attack(cards({2}), 2, kingpin)).has_value());
}

TEST_CASE("CW-V1.22 one deck of 24 cards: two opening draws per seat, each uniform over both suits") {
    state<md> s(setup{.first = 0});
    CHECK(s.deals_left() == 4);  // two draws for each of the two seats (CW-3.6)
    auto draws = chance_outcomes(s);
    REQUIRE(draws.size() == 24);
    int clubs = 0;
    for (const auto& d : draws) {
        CHECK(d.chance == arbiter::probability{1, 24});
        clubs += d.outcome.second;
    }
    CHECK(clubs == 12);
    // A Clubs card drawn goes to the one hand, in its own suit's record.
    s = merged_outcome(s, [](outcome o) { return o.second == 1 && o.first == c(7); });
    CHECK(has(s.team(2).hand, c(7)));
    CHECK(s.team(0).hand == 0);
    CHECK(chance_outcomes(s).size() == 23);
    CHECK(to_string(s, outcome{chance_kind::draw, c(5), 1}) == "draw 5C");
    const auto back = parse_outcome(s, "draw 5C");
    REQUIRE(back.has_value());
    CHECK(*back == outcome{chance_kind::draw, c(5), 1});
    CHECK_FALSE(try_play(s, outcome{chance_kind::draw, c(7), 1}).has_value());  // already drawn
    s = merged_outcome(s, [](outcome o) { return o.second == 0; });
    CHECK(s.turn_player() == 1);  // then seat 1's two draws; records 2 and 3 never draw for themselves
    s = merged_outcome(s, [](outcome) { return true; });
    s = merged_outcome(s, [](outcome) { return true; });
    CHECK(s.phase() == phase::drawing);  // seat 0's first turn (CW-3.7, CW-5.2)
    CHECK(s.turn_player() == 0);
    CHECK(count(s.team(0).hand) + count(s.team(2).hand) == 2);
}

TEST_CASE("CW-V1.22 only each controller's one seat takes turns") {
    // Empty decks: each turn goes straight to its main phase (CW-4.7).
    auto t = table<md>{}.deck(0, {}).deck(1, {}).deck(2, {}).deck(3, {}).build();
    for (const int seat : {1, 0, 1, 0}) {
        t = play(t, move::end_turn());
        CHECK(t.turn_player() == seat);
        CHECK(current_player(t) == seat);
        CHECK(t.phase() == phase::main);
    }
}

TEST_CASE("CW-V1.22 CW-6.1 hires from one hand of two suits, paid from the one account") {
    auto s = table<md>{}.hand(0, {7}).hand(2, {5}).build();
    CHECK(merged_lists(s, move::hire(c(7), 0)));
    CHECK(merged_lists(s, move::hire(c(5), 2)));
    CHECK_FALSE(merged_lists(s, move::hire(c(5), 0)));
    CHECK(to_string(s, move::hire(c(5), 2)) == "hire 5C");
    CHECK(to_string(s, move::hire(c(7), 0)) == "hire 7S");
    const auto m = parse_move(s, "hire 5C");
    REQUIRE(m.has_value());
    CHECK(*m == move::hire(c(5), 2));
    CHECK_FALSE(parse_move(s, "hire 5H").has_value());  // another seat's suit
    const auto wrong = try_play(s, move::hire(c(5), 0));
    REQUIRE_FALSE(wrong.has_value());
    CHECK(std::string(wrong.error().what()).find("5S is not in your hand") != std::string::npos);
    s = play(s, move::hire(c(5), 2));
    CHECK(has(s.team(2).play, c(5)));
    CHECK(has(s.team(2).entered, c(5)));
    CHECK(s.team(0).money == 1500);
}

TEST_CASE("CW-V1.22 CW-7.2 each group uses its own suit's stats; the other suit's groups attack alone or together") {
    //   controller 0: 3S and 4C in play, one Queen of Clubs
    //   controller 1: the 9H in play
    const auto s = table<md>{}.play(0, {3}).play(2, {4}).queens(2, 1).play(1, {9}).build();
    const move alone = move::attack(0, 1, c(9), cards({4}));
    const move both = move::attack(cards({3}), 1, c(9), cards({4}));
    CHECK(merged_lists(s, alone));
    CHECK(merged_lists(s, both));
    CHECK(merged_lists(s, move::attack(cards({3}), 1, c(9))));
    CHECK(to_string(s, alone) == "attack 4C -> 9H");
    CHECK(to_string(s, both) == "attack 3S+4C -> 9H");
    const auto read = parse_move(s, "attack 4C -> 9H");
    REQUIRE(read.has_value());
    CHECK(*read == alone);
    // The defender's other suit is asked too (ALLY_DEFEND, CW-V1.20), here with no room.
    const auto defend = [](state<md> x) {
        REQUIRE(x.phase() == phase::defending);
        x = play(x, move::defend(0));
        REQUIRE(x.phase() == phase::ally_defending);
        CHECK(x.helper() == 3);
        return play(x, move::ally_defend(0));
    };
    auto t = defend(play(s, both));
    REQUIRE(t.phase() == phase::combat);
    CHECK(combat_attack(t) == 3u * 4 + 4u * (2 + 1));  // Spades ATK 4; Clubs ATK 2 + the Queen
    CHECK(combat_defense(t) == 9u * 4);
    t = defend(play(s, alone));
    CHECK(combat_attack(t) == 4u * 3);
    // With no group of either suit left, the other suit's group may attack the exposed kingpin alone.
    const auto k = table<md>{}.play(2, {4}).build();
    CHECK(merged_lists(k, move::attack(0, 1, kingpin, cards({4}))));
    CHECK(try_play(k, move::attack(0, 1, kingpin, cards({4}))).has_value());
}

TEST_CASE("CW-V1.22 combination bound: the other suit's groups combine without the kingpin suit's") {
    int expected = 0;  // counted here independently: subsets of ranks 2..10 of each suit
    for (unsigned a = 0; a < 512; ++a)
        for (unsigned b = 0; b < 512; ++b) {
            int size = 0, n = 0;
            for (int i = 0; i < 9; ++i) {
                if ((a >> i) & 1u) size += i + 2, ++n;
                if ((b >> i) & 1u) size += i + 2, ++n;
            }
            if (size <= 10 && n >= 2) ++expected;
        }
    CHECK(expected == static_cast<int>(merged_seat_combinations));
    CHECK(detail::combinations(thug_cards, thug_cards, false).size() == merged_seat_combinations);
    CHECK(max_moves<md> == 2 * 9 * (19 + 83) + 21 + 511);
}

TEST_CASE("CW-V1.22 CW-11.3 every group of the seat, of either suit, protects the kingpin") {
    // Controller 0 has only the 5C in play: his Spades kingpin is protected.
    const auto s = table<md>{}.turn(1).play(2, {5}).play(1, {2}).build();
    CHECK_FALSE(kingpin_exposed(s, 0));
    CHECK_FALSE(merged_lists(s, move::attack(cards({2}), 0, kingpin)));
    const auto r = try_play(s, move::attack(cards({2}), 0, kingpin));
    REQUIRE_FALSE(r.has_value());
    CHECK(std::string(r.error().what()).find("CW-11.3") != std::string::npos);
    CHECK(merged_lists(s, move::attack(cards({2}), 2, c(5))));
    const auto bare = table<md>{}.turn(1).play(1, {2}).build();
    CHECK(kingpin_exposed(bare, 0));
    CHECK(merged_lists(bare, move::attack(cards({2}), 0, kingpin)));
}

TEST_CASE("CW-V1.22 CW-V1.18 a drawn Queen or Jack strengthens its own suit; its card goes to the one bottom") {
    auto s = table<md>{}.deck(0, {}).deck(2, {Q, 4}).at(phase::drawing).build();
    const auto draws = chance_outcomes(s);
    REQUIRE(draws.size() == 2);
    CHECK(draws[0].chance == arbiter::probability{1, 2});
    s = play(s, outcome{chance_kind::draw, queen, 1});
    CHECK(s.team(2).queens == 1);
    CHECK(s.team(0).queens == 0);
    CHECK(s.team(2).bottom_size == 1);
    CHECK(s.bottom_order(0) == 1u);  // B = QC
}

TEST_CASE("CW-4.4 CW-14.3 CW-V1.22 a KEEP is decided suit by suit; the lost cards make one ordered bottom") {
    //   hand: 5S, 3C, 7C   play: 3S          (Spades S empty, Clubs S empty)
    auto s = table<md>{}.hand(0, {5}).play(0, {3}).hand(2, {3, 7}).money(0, 400).build();
    {
        typename state<md>::edit e{s};
        e.team(0).deck = 0;
        e.team(2).deck = 0;
    }
    s = play(s, move::roulette());
    s = play(s, outcome{chance_kind::roulette, 1, 0});
    REQUIRE(s.phase() == phase::keep);
    CHECK(deciding_seat(s) == 0);
    CHECK(legal_moves(s).size() == 4);  // the subsets of 3S, 5S
    CHECK(to_string(s, move::keep(cards({3}))) == "keep 3S");
    s = play(s, move::keep(cards({5})));
    REQUIRE(s.phase() == phase::keep);
    CHECK(deciding_seat(s) == 2);
    CHECK(current_player(s) == 0);
    CHECK(legal_moves(s).size() == 4);  // the subsets of 3C, 7C
    CHECK(to_string(s, move::keep(cards({7}))) == "keep 7C");
    const auto kept = parse_move(s, "keep 7C");
    REQUIRE(kept.has_value());
    CHECK(*kept == move::keep(cards({7})));
    CHECK_FALSE(try_play(s, move::keep(cards({5}))).has_value());  // the Spades step is over
    const auto text = to_string(s);
    CHECK(text.find(" kept=5") != std::string::npos);
    const auto read = parse_state<md>(text);
    REQUIRE(read.has_value());
    CHECK(*read == s);
    s = play(s, move::keep(cards({7})));
    CHECK(s.phase() == phase::main);
    CHECK(s.team(0).money == 0);  // CW-14.3: all his money
    CHECK(s.team(0).due == amount_due(500 + 700));
    CHECK(s.team(0).hand == cards({5}));
    CHECK(s.team(2).hand == cards({7}));
    // 3S and 3C tie on rank: Spades first (CW-4.4).
    CHECK(detail::bottom_order_text(s, 0) == "SC");
    CHECK(to_string(s).find(" order=SC") != std::string::npos);
    // With S empty the next draw takes B's first card (CW-4.2), the 3S.
    typename state<md>::edit{s}.phase() = phase::drawing;
    detail::settle(s);
    CHECK(s.phase() == phase::main);
    CHECK(s.team(0).hand == cards({3, 5}));
    CHECK(s.team(2).hand == cards({7}));
    CHECK(detail::bottom_order_text(s, 0) == "C");
}

TEST_CASE("CW-4.4 CW-V1.22 in a tie of rank the suit order decides, whichever suit has the kingpin") {
    // Controller 0 chose Clubs for his kingpin: record 0 is Clubs, record 2 Spades.
    auto s = table<md>{}.teams({2, 1, 0, 3}).hand(0, {4}).hand(2, {4, 2}).build();
    detail::to_bottom(s, 0, cards({4}), cards({2, 4}));
    CHECK(s.team(0).hand == 0);
    CHECK(s.team(2).hand == 0);
    CHECK(detail::bottom_order_text(s, 0) == "SSC");  // 2S, then 4S before 4C
    CHECK(s.bottom_order(0) == 0b011u);
}

TEST_CASE("CW-10.5 CW-4.4 CW-V1.22 a failed defense of both suits goes to the one bottom at once, equal ranks in suit order") {
    // Controller 0 chose Clubs for his kingpin: record 0 is Clubs, record 2 Spades.
    //   controller 0: the 3C and the 3S in play          controller 1: the 10H attacks the 3C
    auto s = table<md>{}.teams({2, 1, 0, 3}).turn(1).play(0, {3}).play(2, {3}).play(1, {10}).build();
    s = play(s, move::attack(cards({10}), 0, c(3)));
    s = play(s, move::defend(0));
    REQUIRE(s.phase() == phase::ally_defending);
    CHECK(deciding_seat(s) == 2);  // the seat's other suit adds its groups (room 10 - 3 = 7)
    CHECK(merged_lists(s, move::ally_defend(cards({3}))));
    s = play(s, move::ally_defend(cards({3})));
    REQUIRE(s.phase() == phase::combat);
    CHECK(combat_defense(s) == 3u * (3 + 1));  // Clubs DEF 3 and Spades DEF 1, three thugs each
    const auto a = combat_attack(s), d = combat_defense(s);
    s = merged_outcome(s, [&](outcome o) { return attack_succeeds(a, d, o); });
    CHECK(s.team(0).play == 0);
    CHECK(s.team(2).play == 0);
    CHECK(detail::bottom_order_text(s, 0) == "SC");  // both 3s: Spades before Clubs, though Clubs has the kingpin
    CHECK(kingpin_exposed(s, 0));
}

TEST_CASE("CW-12.2 CW-V1.22 killing the one kingpin eliminates the seat with both suits") {
    auto s = table<md>{}.turn(1).hand(2, {6}).bottom(2, {9}).play(1, {2}).build();
    s = play(s, move::attack(cards({2}), 0, kingpin));
    s = play(s, move::defend(0));
    REQUIRE(s.phase() == phase::combat);
    s = merged_outcome(s, [&](outcome o) { return attack_succeeds(combat_attack(s), combat_defense(s), o); });
    CHECK(s.team(0).eliminated);
    CHECK(s.team(2).eliminated);
    CHECK((s.team(2).hand | s.team(2).deck | s.team(2).bottom_set()) == 0);
    CHECK(s.bottom_order(0) == 0u);
    CHECK(is_terminal(s));
    CHECK(winner(s) == 1);
}

TEST_CASE("CW-16 CW-V1.22 an opponent sees the size of the one hand, not how it splits between the suits") {
    const auto a = table<md>{}.hand(0, {7}).hand(2, {3, 5}).build();
    const auto b = table<md>{}.hand(0, {3, 7}).hand(2, {5}).build();
    const auto oa = observe(a, 1), ob = observe(b, 1);
    CHECK(oa.hand_sizes[0] == 3);
    CHECK(oa.hand_sizes[2] == 0);
    CHECK(oa == ob);  // the two splits look the same to controller 1
    CHECK_FALSE(observe(a, 0) == observe(b, 0));  // but not to their owner
    std::mt19937_64 rng(5);
    std::set<int> spades_in_hand;
    for (int i = 0; i < 200; ++i) {
        const auto x = sample(oa, rng);
        CHECK(count(x.team(0).hand) + count(x.team(2).hand) == 3);
        spades_in_hand.insert(count(x.team(0).hand));
        CHECK(observe(x, 1) == oa);
    }
    CHECK(spades_in_hand == std::set<int>{0, 1, 2, 3});  // dealt from both suits' unknown cards
}

TEST_CASE("CW-V1.22 the state text: the other suit has no kingpin, and the seat's one bottom is ordered") {
    auto s = table<md>{}.bottom(0, {5}).bottom(2, {2}).build();
    typename state<md>::edit{s}.set_bottom_order(0, 0b01u);  // B = 2C, 5S
    const auto text = to_string(s);
    CHECK(text.starts_with("game=crime-wars rules=two-teams,merged-decks players=2\n"
                           "crime-wars players=2 variants=two-teams,merged-decks\n"));
    CHECK(text.find(" order=CS\n") != std::string::npos);
    CHECK(text.find("C money=0 due=0 q=0 j=0 turns=1 king=none") != std::string::npos);
    const auto read = parse_state<md>(text);
    REQUIRE(read.has_value());
    CHECK(*read == s);
    const auto refused = [&](std::string from, std::string to) {
        std::string t = text;
        const auto at = t.find(from);
        REQUIRE(at != std::string::npos);
        t.replace(at, from.size(), to);
        const auto r = parse_state<md>(t);
        CHECK_FALSE(r.has_value());
    };
    refused(" order=CS", " order=SC,");  // not letters of the seat
    refused(" order=CS", " order=CSS");  // one card too many
    refused(" order=CS", " order=HS");   // another seat's team
    refused("C money=0 due=0 q=0 j=0 turns=1 king=none", "C money=0 due=0 q=0 j=0 turns=1 king=ready");
    refused("phase=main turn=0", "phase=main turn=2");  // record 2 never takes a turn
}

TEST_CASE("CW-V1.22 harness: merged decks keep the invariants, alone and combined") {
    SUBCASE("two controllers") { check_playouts<md>(40, 41); }
    SUBCASE("three controllers, Rich Man's Curse") {
        check_playouts<rules<3, variant::two_teams, variant::merged_decks, variant::multiple_decks, variant::rich_mans_curse>>(10, 42);
    }
    SUBCASE("four controllers, Hardcore and Bounty") {
        check_playouts<rules<4, variant::two_teams, variant::merged_decks, variant::multiple_decks, variant::hardcore,
                             variant::bounty>>(4, 43);
    }
    SUBCASE("Aggressor, Gambling") {
        check_playouts<rules<2, variant::two_teams, variant::merged_decks, variant::aggressor, variant::gambling>>(10, 44);
    }
    SUBCASE("Rush") { check_playouts<rules<2, variant::two_teams, variant::merged_decks, variant::rush>>(20, 45); }
    SUBCASE("CW-V7 Great Empire") { check_playouts<mge>(8, 46); }
}

TEST_CASE("CW-V1.22 legal_moves and play never touch the heap") {
    std::mt19937_64 rng(9);
    std::size_t nodes = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        count_nodes<md>(40, rng, nodes);
        count_nodes<md4>(5, rng, nodes);
        count_nodes<mge>(5, rng, nodes);
    });
    CHECK(nodes > 2000);
    CHECK(allocations == 0);
}

TEST_CASE("CW-V1.22 sizes are pinned") {
    static_assert(std::is_trivially_copyable_v<state<md>>);
    CHECK(sizeof(state<md>) == 232);
    CHECK(sizeof(state<md4>) == 424);
    CHECK(sizeof(state<md3>) == 328);
}

TEST_CASE("CW-V1.22 CW-16.3 the table shows one hand and one deck per seat, not their split between the suits") {
    const auto a = table<md>{}.hand(0, {7}).hand(2, {3, 5}).build();
    const auto b = table<md>{}.hand(0, {3, 7}).hand(2, {5}).build();
    const std::string text = fmt::format("{}", a);
    CHECK(text == fmt::format("{}", b));
    CHECK(text.find("   0 S Terrorists       $2000      -    4    1  ready        3    21  -\n") != std::string::npos);
    CHECK(text.find("   2 C The Mob             p0      -    2    3  none         ^     ^  -\n") != std::string::npos);
    CHECK(fmt::format("{}", hand_of{a, 0}) == "7S 3C 5C");  // his own hand, both suits
}
