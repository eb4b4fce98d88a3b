// arbiter::as_text (core/format.hpp): one formatter for every game's moves
// and chance outcomes, the text of to_string(s, x).

#include <doctest/doctest.h>

#include <arbiter/arbiter.hpp>
#include <fmt/format.h>

#include <string>

namespace {
// The first listed move and chance outcome of the first nodes that have
// them, formatted and written by to_string, must agree.
template <class S>
int format_agrees_with_to_string(S s) {
    int checked = 0;
    std::mt19937_64 rng(5);
    for (int ply = 0; ply < 400 && !is_terminal(s) && checked < 6; ++ply) {
        if (current_player(s) == arbiter::chance_player) {
            const auto outcomes = chance_outcomes(s);
            CHECK(fmt::format("{}", arbiter::as_text(s, outcomes.front().outcome)) ==
                  to_string(s, outcomes.front().outcome));
            ++checked;
        } else {
            const auto moves = legal_moves(s);
            CHECK(fmt::format("<{:>3}>", arbiter::as_text(s, moves.front())) ==
                  fmt::format("<{:>3}>", to_string(s, moves.front())));
            ++checked;
        }
        s = arbiter::random_playout(s, rng, 1);
    }
    return checked;
}
}  // namespace

TEST_CASE("as_text formats any game's moves and chance outcomes as to_string(s, x) writes them") {
    CHECK(format_agrees_with_to_string(arbiter::backgammon::state<>{}) == 6);
    CHECK(format_agrees_with_to_string(arbiter::stratego::state<>{}) == 6);
    CHECK(format_agrees_with_to_string(arbiter::war_chest::state<>{}) == 6);
    CHECK(format_agrees_with_to_string(
              *arbiter::memoir44::descriptor::start<arbiter::memoir44::tutorial_rules>({})) == 6);
    CHECK(format_agrees_with_to_string(arbiter::crime_wars::state<arbiter::crime_wars::standard_rules>{}) == 6);
    // The outcome text needs its node: a backgammon roll is a roll only there.
    const arbiter::backgammon::state<> start;
    CHECK(fmt::format("{}", arbiter::as_text(start, chance_outcomes(start).front().outcome)) ==
          to_string(start, chance_outcomes(start).front().outcome));
}
