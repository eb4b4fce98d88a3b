// Stratego said in words and as events (stratego/describe.hpp): each kind of
// move and attack result for both players and a log, the ends of the game,
// and what a player may not read (RULES.md ST-7).

#include <doctest/doctest.h>

#include <arbiter/stratego.hpp>

#include <string>
#include <vector>

#include "helpers.hpp"

using namespace st_test;

namespace {

using arbiter::event;
using arbiter::event_kind;
using arbiter::omniscient;

// The events as text lines ("attacked player=0 piece=Miner from=e6 to=e7").
std::vector<std::string> describe_lines(const std::vector<event>& events) {
    std::vector<std::string> out;
    for (const event& e : events) out.push_back(arbiter::to_string(e));
    return out;
}

template <rules_policy R>
std::vector<std::string> describe_events(const state<R>& s, std::string_view m, player_id viewer) {
    return describe_lines(events(s, mv(m), viewer));
}

struct describe_silent_rules : classic_rules {
    static constexpr auto defense = defense_rule::silent;  // ST-9.7
};
struct describe_capped_rules : classic_rules {
    static constexpr int max_plies = 2;  // ST-8.7
};

}  // namespace

TEST_CASE("ST-4.3 ST-7.1 a plain move names the piece to its owner only") {
    const auto s = position("Red: F a1, Lt e4; Blue: F j10, Sg e7");
    CHECK(describe(s, mv("e4-e5"), red) == "Your Lieutenant moves from e4 to e5.");
    CHECK(describe(s, mv("e4-e5"), blue) == "Red moves a piece from e4 to e5.");
    CHECK(describe(s, mv("e4-e5"), omniscient) == "Red's Lieutenant moves from e4 to e5.");
    CHECK(describe(s, mv("e4-e5"), blue).find("Lieutenant") == std::string::npos);
    CHECK(describe_events(s, "e4-e5", blue) ==
          std::vector<std::string>{"moved player=0 from=e4 to=e5"});
    CHECK(describe_events(s, "e4-e5", red) ==
          std::vector<std::string>{"moved player=0 piece=Lieutenant from=e4 to=e5"});
    // Blue's reply, as Red sees it.
    const auto b = play(s, mv("e4-e5"));
    CHECK(describe(b, mv("e7-e6"), red) == "Blue moves a piece from e7 to e6.");
    CHECK(describe(b, mv("e7-e6"), blue) == "Your Sergeant moves from e7 to e6.");
}

TEST_CASE("ST-7.2 ST-7.6 a piece revealed before is named to the opponent") {
    const auto s = position("Red: F a1, Lt* e4; Blue: F j10, Sg e7");
    CHECK(describe(s, mv("e4-e5"), blue) == "Red's Lieutenant moves from e4 to e5.");
}

TEST_CASE("ST-7.3 a Scout's run reveals it, so both players read its name") {
    const auto s = position("Red: F a1, Sc a4; Blue: F j10, Sg j7");
    for (const player_id viewer : {red, blue, omniscient}) {
        CHECK(describe(s, mv("a4-a6"), viewer) ==
              std::string(viewer == red ? "Your" : "Red's") +
                  " Scout moves from a4 to a6 and is revealed (ST-7.3).");
        CHECK(describe_events(s, "a4-a6", viewer) ==
              std::vector<std::string>{"moved player=0 piece=Scout from=a4 to=a6",
                                       "revealed player=0 piece=Scout from=a6"});
    }
    // One square reveals nothing (ST-12.13).
    CHECK(describe(s, mv("a4-a5"), blue) == "Red moves a piece from a4 to a5.");
}

TEST_CASE("ST-5.3 rule 2 ST-12.8 a Miner defuses a Bomb: both players read it whole") {
    const auto s = position("Red: F a1, Mi e6; Blue: F j10, B e7, Sg j7");
    CHECK(describe(s, mv("e6xe7"), red) ==
          "Your Miner on e6 attacks Blue's Bomb at e7: the Miner wins, the Bomb is removed, your "
          "Miner moves to e7.");
    CHECK(describe(s, mv("e6xe7"), blue) ==
          "Red's Miner on e6 attacks your Bomb at e7: the Miner wins, the Bomb is removed, Red's "
          "Miner moves to e7.");
    CHECK(describe_events(s, "e6xe7", blue) ==
          std::vector<std::string>{
              "attacked player=0 piece=Miner from=e6 to=e7",
              "revealed player=0 piece=Miner from=e6", "revealed player=1 piece=Bomb from=e7",
              "removed player=1 piece=Bomb from=e7", "moved player=0 piece=Miner from=e6 to=e7"});
}

TEST_CASE("ST-5.3 rule 3 ST-12.7 a Bomb destroys its attacker and stays") {
    const auto s = position("Red: F a1, Sg e6; Blue: F j10, B e7, Sg j7");
    CHECK(describe(s, mv("e6xe7"), red) ==
          "Your Sergeant on e6 attacks Blue's Bomb at e7: the Bomb wins, the Sergeant is removed.");
    const auto b = position("Red: F a1, B e4, Sg a4; Blue: F j10, Sg e5", blue);
    CHECK(describe(b, mv("e5xe4"), red) ==
          "Blue's Sergeant on e5 attacks your Bomb at e4: the Bomb wins, the Sergeant is removed.");
    CHECK(describe_events(b, "e5xe4", red) ==
          std::vector<std::string>{"attacked player=1 piece=Sergeant from=e5 to=e4",
                                   "revealed player=1 piece=Sergeant from=e5",
                                   "revealed player=0 piece=Bomb from=e4",
                                   "removed player=1 piece=Sergeant from=e5"});
}

TEST_CASE("ST-5.3 rule 5 ST-12.3 equal ranks: both are removed") {
    const auto s = position("Red: F a1, Ca e4, Sg a4; Blue: F j10, Ca e5, Sg j7");
    CHECK(describe(s, mv("e4xe5"), blue) ==
          "Red's Captain on e4 attacks your Captain at e5: both are removed.");
    CHECK(describe_events(s, "e4xe5", omniscient) ==
          std::vector<std::string>{
              "attacked player=0 piece=Captain from=e4 to=e5",
              "revealed player=0 piece=Captain from=e4", "revealed player=1 piece=Captain from=e5",
              "removed player=0 piece=Captain from=e4", "removed player=1 piece=Captain from=e5"});
}

TEST_CASE("ST-5.3 rule 4 ST-5.5 ST-12.1 ST-12.2 the Spy wins only when it attacks the Marshal") {
    const auto s = position("Red: F a1, Sp e4, Sg a4; Blue: F j10, Ma e5, Sg j7");
    CHECK(describe(s, mv("e4xe5"), red) ==
          "Your Spy on e4 attacks Blue's Marshal at e5: the Spy wins, the Marshal is removed, your "
          "Spy moves to e5.");
    const auto b = position("Red: F a1, Sp e4, Sg a4; Blue: F j10, Ma e5, Sg j7", blue);
    CHECK(describe(b, mv("e5xe4"), red) ==
          "Blue's Marshal on e5 attacks your Spy at e4: the Marshal wins, the Spy is removed, "
          "Blue's Marshal moves to e4.");
}

TEST_CASE("ST-5.3 rule 1 ST-8.1 ST-12.14 capturing the Flag ends the game") {
    const auto s = position("Red: F a1, Sc a9; Blue: F d9, Sg j10");
    CHECK(describe(s, mv("a9xd9"), red) == "Your Scout on a9 captures Blue's Flag at d9: you win.");
    CHECK(describe(s, mv("a9xd9"), blue) == "Red's Scout on a9 captures your Flag at d9: you lose.");
    CHECK(describe(s, mv("a9xd9"), omniscient) ==
          "Red's Scout on a9 captures Blue's Flag at d9: Red wins.");
    CHECK(describe_events(s, "a9xd9", blue) ==
          std::vector<std::string>{
              "attacked player=0 piece=Scout from=a9 to=d9",
              "revealed player=0 piece=Scout from=a9", "revealed player=1 piece=Flag from=d9",
              "removed player=1 piece=Flag from=d9", "moved player=0 piece=Scout from=a9 to=d9",
              "game_over player=0 amount=1"});
    const auto after = play(s, mv("a9xd9"));
    CHECK(describe_end(after, red) == "You win: you captured Blue's Flag (ST-8.1).");
    CHECK(describe_end(after, blue) == "You lose: Red captured your Flag (ST-8.1).");
    CHECK(describe_end(after, omniscient) == "Red wins: Red captured Blue's Flag (ST-8.1).");
}

TEST_CASE("ST-9.7 silent defense: a defender that holds is not named to the attacker") {
    const auto s =
        position<describe_silent_rules>("Red: F a1, Sg e4, Mi b1; Blue: F j10, Lt e5, Sc a7");
    const std::string red_text = describe(s, mv("e4xe5"), red);
    CHECK(red_text ==
          "Your Sergeant on e4 attacks Blue's piece at e5: Blue's piece holds (silent defense, "
          "ST-9.7), the Sergeant is removed.");
    CHECK(red_text.find("Lieutenant") == std::string::npos);
    CHECK(describe_events(s, "e4xe5", red) ==
          std::vector<std::string>{"attacked player=0 piece=Sergeant from=e4 to=e5",
                                   "revealed player=0 piece=Sergeant from=e4",
                                   "removed player=0 piece=Sergeant from=e4"});
    CHECK(describe(s, mv("e4xe5"), blue) ==
          "Red's Sergeant on e4 attacks your Lieutenant at e5: the Lieutenant wins, the Sergeant "
          "is removed.");
}

TEST_CASE("ST-9.6 ST-9.8 Ultimate Lightning: ties go to the attacker, a Bomb explodes") {
    const auto s = position<ultimate_lightning_rules>(
        "Red: F a1, Ca e4, Sg b4; Blue: F j10, Ca e5, B a5, Sg j7");
    CHECK(describe(s, mv("e4xe5"), red) ==
          "Your Captain on e4 attacks Blue's Captain at e5: the attacker wins the tie (ST-9.6), "
          "Blue's Captain is "
          "removed, your Captain moves to e5.");
    const auto b =
        position<ultimate_lightning_rules>("Red: F a1, Sg a4, Lt b4; Blue: F j10, B a5, Sg j7");
    CHECK(describe(b, mv("a4xa5"), blue) ==
          "Red's Sergeant on a4 attacks your Bomb at a5: the Bomb explodes and both are removed "
          "(ST-9.8).");
}

TEST_CASE(
    "ST-9.11 the two-step Captain: a turn reveals it, a straight two-square move narrows it") {
    const auto s = position<ultimate_lightning_rules>("Red: F a1, Ca e3; Blue: F j10, Sc j5");
    CHECK(describe(s, mv("e3-f4"), blue) ==
          "Red's Captain moves from e3 to f4 and is revealed (ST-9.11).");
    CHECK(describe(s, mv("e3-e5"), blue) ==
          "Red moves a piece from e3 to e5 (a Scout or a Captain, ST-9.11).");
    CHECK(describe(s, mv("e3-e5"), red) == "Your Captain moves from e3 to e5.");
}

TEST_CASE("ST-9.12 a rescue: offered after the move, then taken or declined") {
    auto s = play_moves(
        position<ultimate_lightning_rules>("Red: F a1, Sg a4, Lt e9; Blue: F j10, Ma a5, Sc j5"),
        "a4xa5 j5-j4");
    CHECK(describe(s, mv("e9-e10"), blue) ==
          "Red moves a piece from e9 to e10; Red may now rescue a removed piece (ST-9.12).");
    CHECK(describe(s, mv("e9-e10"), red) ==
          "Your Lieutenant moves from e9 to e10; you may now rescue a removed piece (ST-9.12).");
    s = play(s, mv("e9-e10"));
    REQUIRE(s.phase() == phase::rescue);
    const move take = move::rescue(kind::sergeant, sq("c3"));
    CHECK(describe(s, take, red) == "You rescue your Sergeant onto c3 (ST-9.12).");
    CHECK(describe(s, take, blue) == "Red rescues its Sergeant onto c3 (ST-9.12).");
    CHECK(describe_lines(events(s, take, blue)) ==
          std::vector<std::string>{"entered player=0 piece=Sergeant to=c3"});
    CHECK(describe(s, move::decline_rescue(), blue) == "Red declines the rescue (ST-9.12).");
    CHECK(describe_lines(events(s, move::decline_rescue(), red)) ==
          std::vector<std::string>{"passed player=0"});
}

TEST_CASE("ST-3.3 ST-7.7 a setup placement: the opponent learns only that a square was decided") {
    const state<> s;
    const move flag = move::place(kind::flag, sq("a1"));
    CHECK(describe(s, flag, red) == "You place your Flag on a1.");
    CHECK(describe(s, flag, omniscient) == "Red places a Flag on a1.");
    const std::string blue_text = describe(s, flag, blue);
    CHECK(blue_text == "Red places a piece on a1.");
    CHECK(blue_text.find("Flag") == std::string::npos);
    CHECK(describe_lines(events(s, flag, blue)) ==
          std::vector<std::string>{"entered player=0 to=a1"});
    CHECK(describe_lines(events(s, flag, red)) ==
          std::vector<std::string>{"entered player=0 piece=Flag to=a1"});
    // Under an army below 40, not even whether the square stays empty.
    const state<barrage_rules> b;
    CHECK(describe(b, move::place_nothing(0), red) == "You leave a1 empty.");
    CHECK(describe(b, move::place_nothing(0), blue) == "Red decides what stands on a1.");
    CHECK(describe(b, move::place(kind::bomb, 0), blue) == "Red decides what stands on a1.");
    // The last placement of each side.
    const auto setup = *parse_setup("MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIED");
    state<> r;
    for (int i = 0; i < 39; ++i)
        r = play(r, move::place(static_cast<kind>(setup.cells[static_cast<std::size_t>(i)]), i));
    CHECK(describe(r, move::place(kind::scout, 39), blue) ==
          "Red places a piece on j4; Red's setup is complete.");
    auto u = play(state<>{}, setup);
    for (int i = 0; i < 39; ++i)
        u = play(u, move::place(static_cast<kind>(setup.cells[static_cast<std::size_t>(i)]),
                                setup_square(blue, i)));
    CHECK(describe(u, move::place(kind::scout, setup_square(blue, 39)), red) ==
          "Blue places a piece on a7; Blue's setup is complete and play begins.");
}

TEST_CASE("ST-8.2 no movable piece: the winner reads why as far as it can tell") {
    const auto s = position("Red: F a1, Sg b1; Blue: F j10, B a10", blue);
    REQUIRE(is_terminal(s));
    CHECK(describe_end(s, red) == "You win: Blue has no movable piece (ST-8.2).");
    CHECK(describe_end(s, blue) == "You lose: you have no movable piece (ST-8.2).");
    CHECK(describe_end(s, omniscient) == "Red wins: Blue has no movable piece (ST-8.2).");
    // A boxed-in unknown piece might be a Marshal for all Red knows.
    const auto boxed = position("Red: F a1, Sg b1; Blue: F j10, B j9, B i10", blue);
    REQUIRE(is_terminal(boxed));
    CHECK(describe_end(boxed, red) == "You win: Blue cannot move (ST-8.2).");
    CHECK(describe_end(boxed, blue) == "You lose: you have no movable piece (ST-8.2).");
    // Known movable pieces, all blocked.
    const auto blocked =
        position("Red: F a1, Sg b1; Blue: F j10, B j9, Sg* i10, B h10, B i9", blue);
    REQUIRE(is_terminal(blocked));
    CHECK(describe_end(blocked, red) == "You win: Blue's movable pieces are all blocked (ST-8.2).");
}

TEST_CASE("ST-8.4 ST-12.10 a loss by the two-square rule, said with the move that causes it") {
    const auto s =
        play_moves(position("Red: F a1, B d1, B f1, B d2, B f2, B e3, Sg e1; Blue: F j10, Ma h9"),
                   "e1-e2 h9-h8 e2-e1 h8-g8 e1-e2");
    CHECK(describe(s, mv("g8-g9"), red) ==
          "Blue moves a piece from g8 to g9. You lose: every move left to you is forbidden by the "
          "two-square rule (ST-6, ST-8.4).");
    CHECK(describe_events(s, "g8-g9", red) ==
          std::vector<std::string>{"moved player=1 from=g8 to=g9", "game_over player=1 amount=1"});
    CHECK(describe_end(play(s, mv("g8-g9")), blue) ==
          "You win: every move left to Red is forbidden by the two-square rule (ST-6, ST-8.4).");
}

TEST_CASE("ST-8.3 ST-12.11 both unable to move: a draw, said with the attack") {
    const auto s = position("Red: F a1, Ca e4; Blue: F j10, Ca e5");
    CHECK(describe(s, mv("e4xe5"), red) ==
          "Your Captain on e4 attacks Blue's Captain at e5: both are removed. A draw: neither side "
          "can move (ST-8.3).");
    CHECK(describe_events(s, "e4xe5", blue).back() == "game_over");
}

TEST_CASE("ST-8.7 the move cap ends the game in a draw") {
    const auto s = play_moves(
        position<describe_capped_rules>("Red: F a1, Lt e4; Blue: F j10, Sg e7"), "e4-e5");
    CHECK(
        describe(s, mv("e7-e6"), red) ==
        "Blue moves a piece from e7 to e6. A draw: the game reached its limit of 2 plies (ST-8.7).");
    CHECK(describe_end(play(s, mv("e7-e6")), blue) ==
          "A draw: the game reached its limit of 2 plies (ST-8.7).");
}

TEST_CASE("ST-3.4 Stratego has no chance outcome to describe") {
    const state<> s;
    CHECK(describe(s, arbiter::no_chance{}, red) == "No chance event: Stratego has none.");
    CHECK(events(s, arbiter::no_chance{}, red).empty());
    static_assert(arbiter::describing_game<state<>>);
    static_assert(arbiter::describing_game<state<ultimate_lightning_rules>>);
}
