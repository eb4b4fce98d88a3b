// The Memoir '44 engine as a whole: the game concept's promises checked at
// every node of seeded random games (tests/common/harness.hpp) on both
// shipped scenarios, with the invariants in the hook: figures never
// increase, medals are eliminated units plus held objectives, and the deck,
// hands, discards and cards in play always hold the same 60 cards; no heap
// on the hot paths; pinned sizes.

#define ARBITER_COUNT_ALLOCATIONS
#include "common/alloc_counter.hpp"

#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <type_traits>

#include "common/harness.hpp"
#include "helpers.hpp"

namespace {

using namespace m44_test;

// What the random games met (the harness copies its hooks, so they count here).
struct tallies {
    int medics_rolls = 0, figures_returned = 0, ambush_windows = 0;
};

template <class R>
struct memoir_hooks {
    std::array<int, num_sides> units_at_start{};
    std::optional<state<R>> prev;
    tallies* tally = nullptr;

    std::string text(const state<R>&, const move& m) { return to_string(m); }
    arbiter::result<move> parse(const state<R>&, std::string_view t) { return parse_move(t); }

    // Any decision of any shape, legal or not.
    move random_move(const state<R>&, std::mt19937_64& rng) { return any_decision(rng); }

    void invariant(const state<R>& s) {
        if (s.turn() == 0 && total(s.deck()) == total(R::deck)) prev.reset();  // a new game
        // The ruleset's cards (60, or 40 without tactics): deck + hands + discard pile + cards in play.
        card_counts all = s.deck();
        for (std::size_t c = 0; c < all.size(); ++c)
            all[c] = static_cast<std::uint8_t>(all[c] + s.hands()[0][c] + s.hands()[1][c] + s.discard()[c]);
        for (const auto c : {s.turn_card(), s.tactic_card()})
            if (c != no_card) ++all[c];
        CHECK(all == R::deck);
        // Figures: within each unit's setup strength, never more than at the node before.
        std::array<int, num_sides> figures{}, units{};
        for (int h = 0; h < num_hexes; ++h) {
            const unit& u = s.at(h);
            if (!u.present()) continue;
            CHECK(u.figures <= u.setup_strength);
            CHECK(u.setup_strength <= full_strength(u.kind));
            figures[static_cast<std::size_t>(u.owner)] += u.figures;
            ++units[static_cast<std::size_t>(u.owner)];
        }
        if (prev) {
            std::array<int, num_sides> before{};
            for (const auto& u : prev->units())
                if (u.present()) before[static_cast<std::size_t>(u.owner)] += u.figures;
            // Only Medics & Mechanics' roll returns figures (M44-S-11.13): to its one
            // target, of the active side, up to the setup strength (checked above).
            std::array<int, num_sides> returned{};
            if (prev->step() == phase::attack_roll && prev->roll() == roll_kind::medics && *prev != s) {
                const int t = prev->target_hex();
                CHECK(s.at(t).owner == prev->active());
                returned[static_cast<std::size_t>(prev->active())] = s.at(t).figures - prev->at(t).figures;
                CHECK(returned[static_cast<std::size_t>(prev->active())] >= 0);
                ++tally->medics_rolls;
                if (returned[static_cast<std::size_t>(prev->active())] > 0) ++tally->figures_returned;
            }
            CHECK(figures[0] <= before[0] + returned[0]);
            CHECK(figures[1] <= before[1] + returned[1]);
            CHECK(figures[0] + figures[1] >= before[0] + before[1] - 10);  // a roll removes at most its dice
            if (returned[0] + returned[1] > 0) {
                CHECK(figures[0] == before[0] + returned[0]);  // nothing else changes in that step
                CHECK(figures[1] == before[1] + returned[1]);
            }
            if (prev->step() == phase::ambush && *prev != s) ++tally->ambush_windows;
        }
        // Medals = eliminated enemy units + objectives held or gained.
        for (int sd = 0; sd < num_sides; ++sd) {
            const auto me = static_cast<side>(sd);
            const int eliminated = units_at_start[static_cast<std::size_t>(other(me))] -
                                   units[static_cast<std::size_t>(other(me))];
            CHECK(s.elimination_medals()[static_cast<std::size_t>(sd)] == eliminated);
            int held = 0;
            for (int h = 0; h < num_hexes; ++h) {
                const auto& o = s.objectives()[static_cast<std::size_t>(h)];
                if (o.present && o.kind == objective_kind::temp && s.at(h).present() && s.at(h).owner == me &&
                    may_score(o.who, me))
                    ++held;
                if (o.present && o.kind == objective_kind::perm && !o.spent && s.at(h).present())
                    CHECK_FALSE(may_score(o.who, s.at(h).owner));  // gained as soon as stood on
            }
            CHECK(medals(s, me) == eliminated + s.objective_medals()[static_cast<std::size_t>(sd)] + held);
            if (!is_terminal(s)) CHECK(medals(s, me) < s.medals_to_win()[static_cast<std::size_t>(sd)]);
            // M44-S-10.1: after Recon the hand holds one card more until KeepCard.
            const int recon_extra = s.step() == phase::keep_card && s.active() == me ? 1 : 0;
            CHECK(total(s.hands()[static_cast<std::size_t>(sd)]) <= s.hand_size()[static_cast<std::size_t>(sd)] + recon_extra);
        }
        if (is_terminal(s)) {
            const auto w = s.winner();
            CHECK((medals(s, w) >= s.medals_to_win()[static_cast<std::size_t>(w)] ||
                   units[static_cast<std::size_t>(other(w))] == 0));
        }
        prev = s;
    }
};

// As many games as playout_games allows (the asan-ubsan preset plays fewer).
template <class R>
tallies check_playouts(const scenario& sc, int wanted, std::uint64_t seed) {
    const int games = arbiter::testing::playout_games(wanted);
    tallies tally;
    memoir_hooks<R> hooks;
    hooks.tally = &tally;
    for (const auto& u : sc.units) ++hooks.units_at_start[static_cast<std::size_t>(u.owner)];
    const auto stats = arbiter::testing::check_random_playouts(start_game<R>(sc), hooks, games, seed, 20000);
    CHECK(stats.games == static_cast<std::uint64_t>(games));
    CHECK(stats.terminal == stats.games);
    CHECK(stats.rejected_moves > 0);
    CHECK(stats.chance_nodes > 0);
    return tally;
}

template <class R>
std::size_t nodes_of_random_games(const state<R>& start, int games, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::size_t nodes = 0;
    for (int g = 0; g < games; ++g) {
        state<R> s = start;
        while (!is_terminal(s)) {
            ++nodes;
            if (current_player(s) == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
            } else {
                const auto moves = legal_moves(s);
                s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
            }
        }
    }
    return nodes;
}

int* volatile escaped = nullptr;  // a volatile store keeps the optimiser from eliding the allocation

}  // namespace

TEST_CASE("M44-5 M44-6 M44-8 tutorial random games on Brennau Crossing keep every promise and invariant") {
    check_playouts<tutorial_rules>(brennau_crossing(), 12, 1);
}

TEST_CASE("M44-5 M44-6 M44-8 tutorial random games on Hedgerow Lane keep every promise and invariant") {
    check_playouts<tutorial_rules>(hedgerow_lane(), 12, 2);
}

TEST_CASE("M44-S-2 M44-S-8 M44-S-9 M44-S-12 standard (section cards) random games on Brennau Crossing keep every promise and invariant") {
    check_playouts<standard_sections_rules>(brennau_crossing(), 12, 5);
}

TEST_CASE("M44-S-2 M44-S-8 M44-S-9 M44-S-12 standard (section cards) random games on Hedgerow Lane keep every promise and invariant") {
    check_playouts<standard_sections_rules>(hedgerow_lane(), 12, 6);
}

TEST_CASE("M44-S-2 M44-S-11 standard with the implemented tactic cards: random games keep every promise and invariant") {
    check_playouts<standard_partial_rules>(brennau_crossing(), 10, 9);
    check_playouts<standard_partial_rules>(hedgerow_lane(), 10, 10);
}

TEST_CASE("M44-S-2 M44-S-11 M44-S-12 standard (all 60 cards): random games keep every promise and invariant") {
    const auto a = check_playouts<standard_rules>(brennau_crossing(), 16, 21);
    const auto b = check_playouts<standard_rules>(hedgerow_lane(), 16, 22);
    // The tactic cards that add steps were met: Ambush windows and Medics rolls
    // (in all 32 games; the asan-ubsan preset plays a few of them, for memory).
    if (arbiter::testing::playout_games(16) == 16) CHECK(a.ambush_windows + b.ambush_windows > 0);
    MESSAGE("medics rolls ", a.medics_rolls + b.medics_rolls, ", with figures returned ",
            a.figures_returned + b.figures_returned);
}

TEST_CASE("standard (section cards): legal_moves, chance_outcomes and play never touch the heap") {
    const auto brennau = start_game<standard_sections_rules>(brennau_crossing());
    const auto hedgerow = start_game<standard_sections_rules>(hedgerow_lane());
    const auto partial = start_game<standard_partial_rules>(brennau_crossing());
    std::size_t nodes = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        nodes += nodes_of_random_games(brennau, 10, 7);
        nodes += nodes_of_random_games(hedgerow, 10, 8);
        nodes += nodes_of_random_games(partial, 10, 11);
    });
    CHECK(nodes > 2000);
    CHECK(allocations == 0);
}

TEST_CASE("standard (all 60 cards): legal_moves, chance_outcomes and play never touch the heap") {
    const auto brennau = start_game<standard_rules>(brennau_crossing());
    const auto hedgerow = start_game<standard_rules>(hedgerow_lane());
    std::size_t nodes = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        nodes += nodes_of_random_games(brennau, 15, 31);
        nodes += nodes_of_random_games(hedgerow, 15, 32);
    });
    CHECK(nodes > 2000);
    CHECK(allocations == 0);
}

TEST_CASE("legal_moves, chance_outcomes and play never touch the heap") {
    const auto brennau = start_game<tutorial_rules>(brennau_crossing());
    const auto hedgerow = start_game<tutorial_rules>(hedgerow_lane());
    std::size_t nodes = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        nodes += nodes_of_random_games(brennau, 20, 3);
        nodes += nodes_of_random_games(hedgerow, 20, 4);
    });
    CHECK(nodes > 10000);
    CHECK(allocations == 0);
}

TEST_CASE("the counter does see allocations (so the zero above means something)") {
    const std::size_t n = arbiter::testing::allocations_during([] {
        escaped = new int(3);
        delete escaped;
    });
    CHECK(n == 1);
}

TEST_CASE("M44-5.3 sizes are pinned: a decision is 4 bytes, an outcome 8; the state is trivially copyable") {
    static_assert(std::is_trivially_copyable_v<move>);
    static_assert(std::is_trivially_copyable_v<outcome>);
    static_assert(std::is_trivially_copyable_v<state<tutorial_rules>>);
    CHECK(sizeof(move) == 4);
    CHECK(sizeof(outcome) == 8);
    CHECK(sizeof(unit) == 8);
    // 113 hexes x (terrain 1 + obstacle 2 + objective 4 + unit 8) = 1695, plus
    // 4 card piles of 30 and the turn's bookkeeping (the standard turn's and the tactic cards' included).
    CHECK(sizeof(state<tutorial_rules>) == 1868);
    CHECK(sizeof(state<standard_sections_rules>) == 1868);
    CHECK(sizeof(state<standard_rules>) == 1868);  // the tactic cards' marks: 20 bytes
}

TEST_CASE("M44-6.5 a seed and the log replay a game exactly") {
    const auto start = start_game<tutorial_rules>(brennau_crossing());
    std::mt19937_64 a(7), b(7);
    const auto x = arbiter::random_playout(start, a);
    const auto y = arbiter::random_playout(start, b);
    CHECK(x == y);
    CHECK(is_terminal(x));
}
