#pragma once
// Round trips of observation texts (core/observation_text.hpp) over random
// playouts, shared by every game with hidden information: at every node, for
// every viewer, the text of observe(s, p) reads back as the same
// observation, through the game's parse_observation<R> and the generic
// arbiter::observation_from_text<S>; the full-state text is refused as an
// observation and the observation text as a full state.

#include <doctest/doctest.h>

#include <arbiter/core.hpp>

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <type_traits>

#include "harness.hpp"

namespace arbiter::testing {

struct observation_round_trip_stats {
    std::uint64_t nodes = 0;
    std::uint64_t texts = 0;
};

// Every viewer's observation text at s reads back exactly.
template <observation_text_game S>
void check_observation_texts(const S& s, observation_round_trip_stats& stats) {
    ++stats.nodes;
    for (player_id p = 0; p < static_cast<player_id>(S::num_players); ++p) {
        const auto o = observe(s, p);
        const std::string text = to_string(o);
        const auto back = observation_from_text<S>(text);
        REQUIRE_MESSAGE(back.has_value(), "player ", p,
                        "'s observation text does not read back: ", back.error().what(), "\n",
                        text);
        CHECK_MESSAGE(*back == o, "player ", p,
                      "'s observation text reads back as another observation:\n", text);
        CHECK_MESSAGE(!state_from_text<S>(text).has_value(),
                      "an observation text was read as a full state:\n", text);
        ++stats.texts;
    }
    CHECK_MESSAGE(!observation_from_text<S>(to_string(s)).has_value(),
                  "a full-state text was read as an observation");
}

// `games` random playouts of at most `plies` decisions (scaled by
// playout_games: the asan-ubsan preset plays fewer) of each entry of D's
// rules list (capped, as the tool plays them), every node checked.
template <game_descriptor D>
observation_round_trip_stats observation_round_trips(std::uint64_t seed, int games,
                                                     std::size_t plies) {
    observation_round_trip_stats stats;
    for_each_rules<D>([&]<class N>(std::type_identity<N>) {
        using R = typename D::template capped<typename N::rules_type>;
        using S = typename D::template state_type<R>;
        const auto start = D::template start<R>(start_options{N::players, {}});
        REQUIRE_MESSAGE(start.has_value(), "rules ", N::name,
                        " do not start: ", start.error().what());
        std::mt19937_64 rng(seed);
        for (int g = 0; g < games; ++g)
            random_playout(*start, rng, static_cast<std::size_t>(playout_games(static_cast<int>(plies))),
                           [&](const S& s) { check_observation_texts(s, stats); });
    });
    return stats;
}

// `text` with the first `from` replaced by `to` (which must be there).
inline std::string replaced(std::string text, std::string_view from, std::string_view to) {
    const std::size_t at = text.find(from);
    REQUIRE_MESSAGE(at != std::string::npos, "no '", std::string(from), "' in\n", text);
    return text.replace(at, from.size(), to);
}

// That `text` is refused as an observation of S with an error on line
// `line` whose message holds `says`.
template <observation_text_game S>
void check_observation_refused(const std::string& text, std::size_t line, std::string_view says) {
    const auto r = observation_from_text<S>(text);
    REQUIRE_MESSAGE(!r.has_value(), "read as an observation:\n", text);
    CHECK_MESSAGE(r.error().line == line, r.error().what());
    CHECK_MESSAGE(r.error().column > 0, r.error().what());
    CHECK_MESSAGE(r.error().message.find(says) != std::string::npos, r.error().what(),
                  "\nexpected: ", std::string(says));
}

// The header of `text`, a valid observation text of S under a named rules
// entry with `players` players, checked: each wrong header is refused on
// line 1, saying what is wrong; the text is no full state.
template <observation_text_game S>
void check_observation_header(const std::string& text, std::string_view game, int players) {
    // (the header's own messages are core/state_header.hpp's: only their gist is checked)
    const std::string count = "players=" + std::to_string(players);
    const std::size_t viewer = text.find(" viewer=");
    REQUIRE(viewer != std::string::npos);
    const std::string without = text.substr(0, viewer) + text.substr(text.find('\n'));
    check_observation_refused<S>(without, 1, "not an observation");
    check_observation_refused<S>(text.substr(text.find('\n') + 1), 1, "begins with its header");
    check_observation_refused<S>(replaced(text, text.substr(viewer, text.find('\n') - viewer),
                                          " viewer=" + std::to_string(players)),
                                 1,
                                 "the viewer is a player from 0 to " + std::to_string(players - 1));
    check_observation_refused<S>(
        replaced(text, text.substr(viewer, text.find('\n') - viewer), " viewer=x"), 1,
        "viewer must be a whole number");
    check_observation_refused<S>(replaced(text, count, "players=" + std::to_string(players + 1)), 1,
                                 std::to_string(players + 1) + " players");
    check_observation_refused<S>(replaced(text, "rules=", "rules=nonesuch-"), 1,
                                 "rules 'nonesuch-");
    check_observation_refused<S>(replaced(text, "game=" + std::string(game), "game=toy"), 1, "toy");
    const auto as_state = state_from_text<S>(text);
    REQUIRE(!as_state.has_value());
    CHECK(as_state.error().line == 1);
    CHECK_MESSAGE(
        as_state.error().message.find("observation, not a full state") != std::string::npos,
        as_state.error().what());
}

}  // namespace arbiter::testing
