// Stratego observation texts (observation_text.hpp, RULES.md ST-7.8): what
// a player sees, as text that reads back, written from the observation only.

#include <doctest/doctest.h>

#include <arbiter/stratego.hpp>

#include <string>

#include "common/observation_text.hpp"
#include "helpers.hpp"

namespace {

using namespace st_test;
using arbiter::testing::check_observation_refused;
using arbiter::testing::replaced;
using st_obs_state = state<classic_rules>;

// ST-10.7's setups, Red to move.
constexpr std::string_view st_obs_board =
    "MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIEDAA__AA__AAAA__AA__"
    "AAPQURVNXSTPPWNTSRQVUPOPNUTSRPQNPNTSQRPQNY";

// Blue's view after Red's a4-a5: Red's 40 pieces unknown, the Scout on a5 too.
const std::string st_obs_golden =
    "game=stratego rules=classic players=2 viewer=1\n"
    "phase=play\n"
    "to-move=blue\n"
    "board=??????????????????????????????A??????????A__AA__AAAA__AA__AA"
    "PQURVNXSTPPWNTSRQVUPOPNUTSRPQNPNTSQRPQNY\n"
    "moved=a5\n"
    "rescued=-\n"
    "placed=0\n"
    "removed-red=-\n"
    "removed-blue=-\n"
    "rescues=0 0\n"
    "plies=1\n"
    "plies-without-attack=1\n"
    "result=none\n"
    "run-red=1 a4-a5\n"
    "run-blue=none\n";

st_obs_state st_obs_after_a5() {
    const auto s = parse_position<classic_rules>(std::string(st_obs_board) + " r");
    REQUIRE(s.has_value());
    return play(*s, *parse_move(*s, "a4-a5"));
}

}  // namespace

TEST_CASE("ST-7.8 observation texts of random games read back, for both viewers at every node") {
    const auto stats = arbiter::testing::observation_round_trips<descriptor>(7, 2, 300);
    CHECK(stats.texts == 2 * stats.nodes);
    CHECK(stats.nodes > static_cast<std::uint64_t>(arbiter::testing::playout_games(1000)));
}

TEST_CASE(
    "ST-7.1 ST-7.8 the observation text of a position, by hand: the other side's ranks are '?'") {
    const auto s = st_obs_after_a5();
    const auto o = observe(s, blue);
    CHECK(to_string(o) == st_obs_golden);
    const auto back = parse_observation<classic_rules>(st_obs_golden);
    REQUIRE(back.has_value());
    CHECK(*back == o);
    // Red's own view shows Red's pieces and Blue's as '!'.
    const std::string red_view = to_string(observe(s, red));
    CHECK(red_view.find("viewer=0\n") != std::string::npos);
    CHECK(red_view.find("board=MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDAHGLBJFIEDDA__AA__AAAA__AA__AA!!!!") !=
          std::string::npos);
    CHECK(red_view.find("PQUR") == std::string::npos);  // no Blue rank leaks
}

TEST_CASE("ST-7.7 during setup the text holds nothing of the other side's setup") {
    auto s = *descriptor::start<classic_rules>({});
    for (int i = 0; i < 40; ++i) s = play(s, legal_moves(s)[0]);  // Red's whole setup
    const std::string blue_view = to_string(observe(s, blue));
    CHECK(blue_view.find("board=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA__AA") !=
          std::string::npos);
    const auto back = parse_observation<classic_rules>(blue_view);
    REQUIRE(back.has_value());
    CHECK(*back == observe(s, blue));
    // A Red piece shown to Blue during setup is refused.
    const std::string shown = replaced(blue_view, "board=A", "board=?");
    check_observation_refused<st_obs_state>(shown, 4,
                                            "during setup the viewer sees nothing of Red's setup");
}

TEST_CASE(
    "ST-7.8 the header names the viewer, the rules and the players; a full state is refused") {
    arbiter::testing::check_observation_header<st_obs_state>(st_obs_golden, "stratego", 2);
    check_observation_refused<st_obs_state>(to_string(st_obs_after_a5()), 1, "not an observation");
    const auto barrage = parse_observation<barrage_rules>(st_obs_golden);
    REQUIRE_FALSE(barrage.has_value());
    CHECK(barrage.error().line == 1);
    CHECK(barrage.error().column == 21);  // the rules' name
    CHECK(barrage.error().message.find("barrage") != std::string::npos);
}

TEST_CASE("ST-7.8 errors in an observation text are located and say what is wrong") {
    // A '!' (a Blue piece of unknown rank) in Blue's own view: line 4, the column of its square.
    const std::string own = replaced(st_obs_golden, "AA__AA__AAPQUR", "AA__AA__AA!QUR");
    const auto r = parse_observation<classic_rules>(own);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().line == 4);
    CHECK(r.error().column == 7 + 60);  // "board=" then squares a1..j6
    CHECK(r.error().message.find("the viewer knows its own pieces") != std::string::npos);
    // An unrevealed Red rank shown to Blue.
    check_observation_refused<st_obs_state>(replaced(st_obs_golden, "board=?", "board=M"), 4,
                                            "its rank is hidden from the viewer: write it '?'");
    // The full-state checks, made on a state that fits: more removed pieces than the army.
    check_observation_refused<st_obs_state>(
        replaced(st_obs_golden, "removed-blue=-", "removed-blue=LL"), 9,
        "one Marshal more than Blue's army has");
    check_observation_refused<st_obs_state>(replaced(st_obs_golden, "plies=1\n", "plies=x\n"), 11,
                                            "plies");
    // 40 unknown Red pieces, but Red's Marshal was removed: no state gives that.
    check_observation_refused<st_obs_state>(
        replaced(st_obs_golden, "removed-red=-", "removed-red=L"), 2,
        "no state gives this observation");
}
