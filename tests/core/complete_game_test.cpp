// Every game offers the whole interface generic code relies on
// (core/complete_game.hpp): every entry of every descriptor's rules list,
// capped or not, and the policies no entry names. One check, written once;
// it lives here rather than in each descriptor.hpp because checking Crime
// Wars' 34 entries costs about 1.4 s of compile time in every file that
// includes the game. A game whose interface breaks fails to compile here,
// with the concept that is not met.

#include <doctest/doctest.h>

#include <arbiter/arbiter.hpp>
#include <arbiter/core/complete_game.hpp>
#include <arbiter/stratego/replay.hpp>

static_assert(arbiter::complete_game<arbiter::backgammon::descriptor>);
static_assert(arbiter::complete_game<arbiter::stratego::descriptor>);
static_assert(arbiter::complete_game<arbiter::war_chest::descriptor>);
static_assert(arbiter::complete_game<arbiter::memoir44::descriptor>);
static_assert(arbiter::complete_game<arbiter::crime_wars::descriptor>);

namespace complete_game_policies {
namespace st = arbiter::stratego;
namespace wc = arbiter::war_chest;
// Stratego: the rules Gravon's records are replayed under (ST-3.5).
static_assert(arbiter::complete_state<st::state<st::gravon_replay_rules<>>>);
static_assert(arbiter::complete_state<st::state<st::gravon_replay_rules<st::barrage_rules>>>);
static_assert(arbiter::complete_state<st::state<st::gravon_replay_rules<st::classic_rules, st::setup_rule::free>>>);
// War Chest: the policies without a name in the tool (WC-15.4, WC-19).
static_assert(arbiter::complete_state<wc::state<wc::fixed_rules>>);
static_assert(arbiter::complete_state<wc::state<wc::revised_royal_guard_rules>>);
static_assert(arbiter::complete_state<wc::state<wc::bounded_rules>>);
static_assert(arbiter::complete_state<wc::state<wc::draft_with_bans_rules>>);
static_assert(arbiter::complete_state<wc::state<wc::four_player_draft_with_bans_rules>>);
}  // namespace complete_game_policies

TEST_CASE("complete_game: the concept holds for every game and fails for a state that lacks a part") {
    // A type that is not a game at all is not complete; the games are.
    struct bare {};
    CHECK_FALSE(arbiter::complete_state<bare>);
    CHECK_FALSE(arbiter::complete_game<bare>);
    CHECK(arbiter::complete_state<arbiter::backgammon::state<>>);
}
