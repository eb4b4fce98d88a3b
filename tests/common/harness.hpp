#pragma once
// The generic test harness every game reuses: seeded random playouts that
// check, at every node, the promises of the game concept (core/game.hpp):
//
//  - a decision node lists at least one legal move; a chance node lists
//    outcomes whose exact probabilities sum to 1; a terminal node lists none
//    (require_playable, the check every parse_state ends with, agrees);
//  - try_play accepts every listed move and gives what play gives; of a
//    sample of unlisted moves it rejects each with a message, or accepts it
//    only as another spelling of a listed move (backgammon's BG-7.9); either
//    way the state is left as it was;
//  - copies compare equal; notation round-trips: the full-state text
//    (parse_state(to_string(s)) == s), every listed move and chance outcome
//    (the text interface of core/text_game.hpp), and the hooks' own notation;
//  - the game's own invariant holds;
//  - every move and outcome tried is described (core/describe.hpp) for every
//    viewer in words and, for the omniscient one, in events, and what a
//    viewer reads is what it would read in any world its observations after
//    the move cannot tell apart: a description names nothing hidden.
//
// A game plugs in through a hooks object (all members optional but `random_move`):
//   std::string text(const S&, const M&)            move -> a notation of the game's own
//   result<M> parse(const S&, std::string_view)     notation -> move (not the text interface:
//                                                   that one the harness checks itself)
//   M random_move(const S&, std::mt19937_64&)       any move, legal or not
//   void invariant(const S&)                        doctest CHECKs of the game's own laws
//   M choose(const S&, moves, std::mt19937_64&)     the walk's move (default: random_playout's)

#include <doctest/doctest.h>

#include <arbiter/core.hpp>

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <string_view>

namespace arbiter::testing {

struct playout_stats {
    std::uint64_t games = 0;
    std::uint64_t decisions = 0;
    std::uint64_t chance_nodes = 0;
    std::uint64_t rejected_moves = 0;  // unlisted moves try_play refused
    std::uint64_t terminal = 0;        // games that reached the end
    std::uint64_t hidden_checks = 0;   // descriptions compared across indistinguishable worlds
    // The draws of the description checks, apart from the walk's own so
    // that adding checks does not change which games are played.
    std::mt19937_64 side_rng{0x5eed};
};

template <class Hooks, class S>
concept has_text = requires(Hooks h, const S& s, const move_t<S>& m) {
    { h.text(s, m) } -> std::convertible_to<std::string>;
    { h.parse(s, std::string_view{}) } -> std::same_as<result<move_t<S>>>;
};
template <class Hooks, class S>
concept has_invariant = requires(Hooks h, const S& s) { h.invariant(s); };
template <class Hooks, class S>
concept has_choose = requires(Hooks h, const S& s, std::mt19937_64& rng) {
    { h.choose(s, legal_moves(s), rng) } -> std::convertible_to<move_t<S>>;
};

// The text interface at node s: the full state, every listed move and every
// chance outcome read back as what was written.
template <text_game S, class Moves, class Outcomes>
void check_text_round_trips(const S& s, const Moves& moves, const Outcomes& outcomes) {
    const std::string text = to_string(s);
    const auto back = state_from_text<S>(text);
    REQUIRE_MESSAGE(back.has_value(), "could not read back the state text: ", back.error().what(), "\n", text);
    CHECK_MESSAGE(*back == s, "the state text reads back as another state:\n", text);
    for (const auto& m : moves) {
        const std::string mt = to_string(s, m);
        const auto parsed = parse_move(s, mt);
        REQUIRE_MESSAGE(parsed.has_value(), "could not read back move '", mt, "': ", parsed.error().what());
        CHECK_MESSAGE(*parsed == m, "move '", mt, "' reads back as another move");
    }
    for (const auto& o : outcomes) {
        const std::string ot = to_string(s, o.outcome);
        const auto parsed = parse_outcome(s, ot);
        REQUIRE_MESSAGE(parsed.has_value(), "could not read back outcome '", ot, "': ", parsed.error().what());
        CHECK_MESSAGE(*parsed == o.outcome, "outcome '", ot, "' reads back as another outcome");
    }
}

// What `viewer` reads of x at s is what it reads at every s2 sampled from
// its observation of s in which x may happen and after which its
// observation is the same as after x at s.
template <describing_game S, class X>
void check_nothing_hidden_named(const S& s, const X& x, player_id viewer, playout_stats& stats) {
    const S after = play(s, x);
    const auto seen_before = observe(s, viewer);
    const auto seen_after = observe(after, viewer);
    const std::string said = describe(s, x, viewer);
    for (int attempt = 0; attempt < 4; ++attempt) {
        const S world = sample(seen_before, stats.side_rng);
        if constexpr (std::same_as<X, move_t<S>>) {
            if (current_player(world) != current_player(s) || !try_play(world, x).has_value()) continue;
        } else {
            const auto outcomes = chance_outcomes(world);
            if (current_player(world) != chance_player ||
                std::none_of(outcomes.begin(), outcomes.end(), [&](const auto& o) { return o.outcome == x; }))
                continue;
        }
        if (!(observe(play(world, x), viewer) == seen_after)) continue;
        ++stats.hidden_checks;
        CHECK_MESSAGE(describe(world, x, viewer) == said, "player ", int{viewer}, " reads '", said,
                      "' but '", describe(world, x, viewer), "' in a world it cannot tell apart");
        CHECK_MESSAGE(events(world, x, viewer) == events(s, x, viewer),
                      "player ", int{viewer}, "'s events name what it cannot know (", said, ")");
        return;
    }
}

// Move or outcome x at s: described for every viewer, with events for the
// omniscient one, and (hidden information) nothing hidden named.
template <describing_game S, class X>
void check_description(const S& s, const X& x, playout_stats& stats) {
    CHECK_MESSAGE(!describe(s, x, omniscient).empty(), "no description of '", to_string(s, x), "'");
    CHECK_MESSAGE(!events(s, x, omniscient).empty(), "no events for '", to_string(s, x), "'");
    for (player_id p = 0; static_cast<std::size_t>(p) < S::num_players; ++p)
        CHECK_MESSAGE(!describe(s, x, p).empty(), "no description of '", to_string(s, x), "' for player ", int{p});
    if constexpr (hidden_information_game<S>) {
        const auto viewer = static_cast<player_id>(stats.side_rng() % S::num_players);
        check_nothing_hidden_named(s, x, viewer, stats);
    }
}

// Two of the listed moves or outcomes, drawn at random, described.
template <describing_game S, class Moves, class Outcomes>
void check_descriptions(const S& s, const Moves& moves, const Outcomes& outcomes, playout_stats& stats) {
    if (is_terminal(s)) {
        CHECK(!describe_end(s, omniscient).empty());
        for (player_id p = 0; static_cast<std::size_t>(p) < S::num_players; ++p) CHECK(!describe_end(s, p).empty());
        return;
    }
    for (int i = 0; i < 2; ++i) {
        if (!moves.empty()) check_description(s, moves[stats.side_rng() % moves.size()], stats);
        if (!outcomes.empty()) check_description(s, outcomes[stats.side_rng() % outcomes.size()].outcome, stats);
    }
}

template <game S, class Hooks>
void check_node(const S& s, Hooks& hooks, std::mt19937_64& rng, playout_stats& stats) {
    const S copy = s;
    REQUIRE(copy == s);
    if constexpr (has_invariant<Hooks, S>) hooks.invariant(s);
    // The promise every full-state reader keeps (core/playable.hpp), asked of every node.
    if (const auto playable = require_playable(s); !playable)
        FAIL_CHECK("a node play cannot continue from: ", playable.error().message);

    const player_id who = current_player(s);
    const auto moves = legal_moves(s);
    const auto outcomes = chance_outcomes(s);
    if constexpr (text_game<S>) check_text_round_trips(s, moves, outcomes);
    if constexpr (describing_game<S>) check_descriptions(s, moves, outcomes, stats);
    if (who == terminal_player) {
        CHECK(is_terminal(s));
        CHECK(moves.empty());
        CHECK(outcomes.empty());
        return;
    }
    CHECK_FALSE(is_terminal(s));
    if (who == chance_player) {
        ++stats.chance_nodes;
        REQUIRE_FALSE(outcomes.empty());
        CHECK(moves.empty());
        probability total{0};
        for (const auto& o : outcomes) {
            CHECK(o.chance.numerator() > 0);
            total += o.chance;
        }
        CHECK(total == probability{1});
        return;
    }
    ++stats.decisions;
    REQUIRE(who >= 0);
    REQUIRE(static_cast<std::size_t>(who) < S::num_players);
    REQUIRE_FALSE(moves.empty());
    CHECK(outcomes.empty());
    for (const auto& m : moves) {
        const auto checked = try_play(s, m);
        REQUIRE_MESSAGE(checked.has_value(), "try_play refused a listed move: ", checked.error().what());
        CHECK(*checked == play(s, m));
        if constexpr (has_text<Hooks, S>) {
            const std::string text = hooks.text(s, m);
            const auto back = hooks.parse(s, text);
            REQUIRE_MESSAGE(back.has_value(), "could not read back '", text, "': ", back.error().what());
            CHECK_MESSAGE(*back == m, "'", text, "' reads back as another move");
        }
    }
    for (int i = 0; i < 8; ++i) {
        const move_t<S> m = hooks.random_move(s, rng);
        if (moves.contains(m)) continue;
        const auto checked = try_play(s, m);
        CHECK(s == copy);
        if (checked.has_value()) {
            bool same_as_listed = false;
            for (const auto& listed : moves) same_as_listed = same_as_listed || play(s, listed) == *checked;
            CHECK_MESSAGE(same_as_listed, "try_play accepted an unlisted move that no listed move equals");
            continue;
        }
        CHECK_FALSE(checked.error().message.empty());
        ++stats.rejected_moves;
    }
}

// How many random games a wrapper whose checks hold for any count plays:
// `games` times ARBITER_PLAYOUT_PERCENT / 100, at least 1 (default 100). The
// asan-ubsan preset (the workflow `test`, CI's) sets 5: a memory error shows
// in the first games as in the last; test-gcc and test-clang play them all.
[[nodiscard]] inline int playout_games(int games) {
    const char* percent = std::getenv("ARBITER_PLAYOUT_PERCENT");
    if (percent == nullptr) return games;
    const long p = std::strtol(percent, nullptr, 10);
    if (p <= 0 || p >= 100) return games;
    return std::max(1, static_cast<int>(static_cast<long>(games) * p / 100));
}

// Plays `games` seeded random games from `start`, checking every node. The
// walk is random_playout's (offers never made) unless the hooks choose the
// moves themselves, e.g. to make an offer now and then.
template <game S, class Hooks>
playout_stats check_random_playouts(const S& start, Hooks hooks, int games, std::uint64_t seed,
                                    std::size_t max_plies = 100000) {
    playout_stats stats;
    std::mt19937_64 rng(seed);
    for (int g = 0; g < games; ++g) {
        const auto visit = [&](const S& n) { check_node(n, hooks, rng, stats); };
        S s = start;
        if constexpr (has_choose<Hooks, S>)
            s = random_playout(start, rng, max_plies, visit,
                               [&](const S& n, const auto& moves, auto& engine) { return hooks.choose(n, moves, engine); });
        else
            s = random_playout(start, rng, max_plies, visit);
        ++stats.games;
        if (is_terminal(s)) ++stats.terminal;
    }
    return stats;
}

}  // namespace arbiter::testing
