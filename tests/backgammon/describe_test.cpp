// Plays, dice, the cube, resignations and the end of a game in words and
// events (backgammon/describe.hpp, core/describe.hpp): each player reads
// "you" and his own point numbers (BG-1.2), a log reads the mover's notation
// (BG-16.3).

#include <doctest/doctest.h>

#include <arbiter/backgammon.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "helpers.hpp"

namespace {

namespace bg = arbiter::backgammon;
using arbiter::event;
using arbiter::event_kind;
using arbiter::omniscient;

template <class R = bg::source_rules>
bg::state<R> describe_state(std::string_view text) {
    const auto s = bg::parse_state<R>(text);
    REQUIRE_MESSAGE(s.has_value(), s.error().what());
    return *s;
}

template <class R>
bg::move describe_move(const bg::state<R>& s, std::string_view text) {
    const auto m = bg::parse_move(s, text);
    REQUIRE_MESSAGE(m.has_value(), m.error().what());
    return *m;
}

// The events as lines of text, one per event.
std::vector<std::string> describe_lines(const std::vector<event>& events) {
    std::vector<std::string> out;
    for (const event& e : events) out.push_back(arbiter::to_string(e));
    return out;
}

using describe_texts = std::vector<std::string>;

// Player 0 to play 6-1 from the start, player 1 with a blot on his 18-point
// (player 0's 7-point) instead of one of his mid-point checkers.
constexpr std::string_view describe_blot_on_7 =
    "phase=playing\non_roll=0\nroll=61\n"
    "player0=24:2 13:5 8:3 6:5\n"
    "player1=24:2 18:1 13:4 8:3 6:5\n";

}  // namespace

TEST_CASE("BG-4.1 BG-1.2 an ordinary play is told to each player in his own numbering") {
    const auto s = describe_state("phase=playing\non_roll=0\nroll=61\nplayer0=24:2 13:5 8:3 6:5\nplayer1=24:2 13:5 8:3 6:5\n");
    const bg::move m = describe_move(s, "13/7 8/7");
    CHECK(describe(s, m, 0) == "You move from your 13-point to your 7-point and from your 8-point to your 7-point.");
    CHECK(describe(s, m, 1) ==
          "Player 0 moves from your 12-point to your 18-point and from your 17-point to your 18-point.");
    CHECK(describe(s, m, omniscient) == "Player 0 plays 13/7 8/7.");
    // One event per step, the larger number first (BG-7.7).
    CHECK(describe_lines(events(s, m, omniscient)) ==
          describe_texts{"moved player=0 piece=checker from=13 to=7", "moved player=0 piece=checker from=8 to=7"});
    CHECK(describe_lines(events(s, m, 1)) ==
          describe_texts{"moved player=0 piece=checker from=12 to=18", "moved player=0 piece=checker from=17 to=18"});
}

TEST_CASE("BG-4.4 two checkers on one route are counted, and one checker's two numbers are one route") {
    const auto s = describe_state("phase=playing\non_roll=1\nroll=44\nplayer0=24:2 13:5 8:3 6:5\nplayer1=24:2 13:5 8:3 6:5\n");
    CHECK(describe(s, describe_move(s, "13/9(2) 24/16"), 1) ==
          "You move from your 24-point to your 16-point and two checkers from your 13-point to your 9-point.");
    CHECK(describe(s, describe_move(s, "13/9(2) 24/16"), 0) ==
          "Player 1 moves from your 1-point to your 9-point and two checkers from your 12-point to your 16-point.");
}

TEST_CASE("BG-5.1 a hit names the blot's owner and its point, and sends it to the bar") {
    const auto s = describe_state(describe_blot_on_7);
    const bg::move m = describe_move(s, "13/7* 8/7");
    CHECK(describe(s, m, 0) == "You move from your 13-point to your 7-point and from your 8-point to your 7-point, "
                               "hitting player 1's blot on your 7-point.");
    CHECK(describe(s, m, 1) == "Player 0 moves from your 12-point to your 18-point and from your 17-point to your "
                               "18-point, hitting your blot on your 18-point.");
    CHECK(describe(s, m, omniscient) == "Player 0 plays 13/7* 8/7, hitting player 1's blot.");
    CHECK(describe_lines(events(s, m, omniscient)) ==
          describe_texts{"moved player=0 piece=checker from=13 to=7", "removed player=1 piece=checker from=7 to=bar",
                         "moved player=0 piece=checker from=8 to=7"});
    CHECK(describe_lines(events(s, m, 1)) ==
          describe_texts{"moved player=0 piece=checker from=12 to=18", "removed player=1 piece=checker from=18 to=bar",
                         "moved player=0 piece=checker from=17 to=18"});
    // The same numbers without the hit: nothing is said of the blot.
    const bg::move quiet = describe_move(s, "24/18 24/23");
    CHECK(describe(s, quiet, 1) ==
          "Player 0 moves from your 1-point to your 2-point and from your 1-point to your 7-point.");
}

TEST_CASE("BG-5.1 two blots hit in one play are both named") {
    const auto s = describe_state("phase=playing\non_roll=0\nroll=61\nplayer0=13:2 6:13\nplayer1=18:1 13:1 6:13\n");
    const bg::move m = describe_move(s, "13/7* 13/12*");
    CHECK(describe(s, m, 1) == "Player 0 moves from your 12-point to your 13-point and from your 12-point to your "
                               "18-point, hitting your blots on your 13-point and your 18-point.");
    CHECK(describe(s, m, omniscient) == "Player 0 plays 13/12* 13/7*, hitting two of player 1's blots.");
}

TEST_CASE("BG-5.3 BG-20.25 entering from the bar, with a hit on the way or not") {
    // bar:1 / 3:1, 3-2: bar/22*/20 and bar/20 are two plays.
    const auto s = describe_state("phase=playing\non_roll=0\nroll=32\nplayer0=bar:1\nplayer1=3:1\n");
    const bg::move hit = describe_move(s, "bar/22*/20");
    CHECK(describe(s, hit, 0) ==
          "You enter on your 22-point and move on to your 20-point, hitting player 1's blot on your 22-point.");
    CHECK(describe(s, hit, 1) ==
          "Player 0 enters on your 3-point and moves on to your 5-point, hitting your blot on your 3-point.");
    CHECK(describe(s, hit, omniscient) == "Player 0 plays bar/22*/20, hitting player 1's blot.");
    CHECK(describe_lines(events(s, hit, 1)) ==
          describe_texts{"entered player=0 piece=checker from=bar to=3", "removed player=1 piece=checker from=3 to=bar",
                         "moved player=0 piece=checker from=3 to=5"});
    const bg::move around = describe_move(s, "bar/20");
    CHECK(describe(s, around, 0) == "You enter on your 23-point and move on to your 20-point.");
    CHECK(describe_lines(events(s, around, omniscient)) ==
          describe_texts{"entered player=0 piece=checker from=bar to=23", "moved player=0 piece=checker from=23 to=20"});
}

TEST_CASE("BG-6.2 bearing off is told by the points the checkers leave") {
    const auto s = describe_state("phase=playing\non_roll=0\nroll=65\nplayer0=6:2 5:1\nplayer1=24:2 13:5 8:3 6:5\n");
    const bg::move m = describe_move(s, "6/off 5/off");
    CHECK(describe(s, m, 0) == "You bear off from your 6-point and from your 5-point.");
    CHECK(describe(s, m, 1) == "Player 0 bears off from your 19-point and from your 20-point.");
    CHECK(describe(s, m, omniscient) == "Player 0 plays 6/off 5/off.");
    CHECK(describe_lines(events(s, m, omniscient)) ==
          describe_texts{"borne_off player=0 piece=checker from=6 to=off",
                         "borne_off player=0 piece=checker from=5 to=off"});
    const auto doubles = describe_state("phase=playing\non_roll=1\nroll=22\nplayer0=24:2 13:5 8:3 6:5\nplayer1=4:1 2:5\n");
    CHECK(describe(doubles, describe_move(doubles, "4/off 2/off(2)"), 1) ==
          "You bear off from your 4-point and two checkers from your 2-point.");
}

TEST_CASE("BG-7.6 BG-20.9 a roll with no play, and the pass") {
    // 24:2 / 12:2 6:2 5:2 4:2 3:2 2:2: nothing plays a 5-3.
    const auto rolling = describe_state("phase=rolling\non_roll=0\nplayer0=24:2\nplayer1=12:2 6:2 5:2 4:2 3:2 2:2\n");
    CHECK(describe(rolling, bg::dice{5, 3}, 0) == "You roll 5-3 and cannot move (BG-7.6).");
    CHECK(describe(rolling, bg::dice{3, 5}, 1) == "Player 0 rolls 5-3 and cannot move (BG-7.6).");
    CHECK(describe(rolling, bg::dice{6, 4}, 1) == "Player 0 rolls 6-4.");
    const auto s = play(rolling, bg::dice{5, 3});
    const bg::move pass = describe_move(s, "pass");
    CHECK(describe(s, pass, 1) == "Player 0 cannot move: no legal play with 5-3 (BG-7.6).");
    CHECK(describe(s, pass, 0) == "You cannot move: no legal play with 5-3 (BG-7.6).");
    CHECK(describe_lines(events(s, pass, omniscient)) == describe_texts{"passed player=0"});
}

TEST_CASE("BG-9.2 BG-3.1 the opening roll names each player's die and who starts") {
    const bg::state<> s;
    CHECK(describe(s, bg::dice{2, 5}, 0) == "Opening roll: you roll 2 and player 1 rolls 5, so player 1 starts with 5-2 (BG-3.1).");
    CHECK(describe(s, bg::dice{2, 5}, 1) == "Opening roll: player 0 rolls 2 and you roll 5, so you start with 5-2 (BG-3.1).");
    CHECK(describe(s, bg::dice{6, 1}, omniscient) ==
          "Opening roll: player 0 rolls 6 and player 1 rolls 1, so player 0 starts with 6-1 (BG-3.1).");
    CHECK(describe_lines(events(s, bg::dice{2, 5}, 0)) == describe_texts{"rolled player=0 piece=2", "rolled player=1 piece=5"});
    // In a match the game is numbered.
    const bg::state<bg::match_rules> match(5);
    CHECK(describe(match, bg::dice{4, 3}, 1) ==
          "Opening roll of game 1: player 0 rolls 4 and you roll 3, so player 0 starts with 4-3 (BG-3.1).");
}

TEST_CASE("BG-9.3 a later roll says whose it is, larger die first, doubles in words") {
    const auto s = describe_state("phase=rolling\non_roll=1\nplayer0=24:2 13:5 8:3 6:5\nplayer1=24:2 13:5 8:3 6:5\n");
    CHECK(describe(s, bg::dice{2, 5}, 1) == "You roll 5-2.");
    CHECK(describe(s, bg::dice{2, 5}, 0) == "Player 1 rolls 5-2.");
    CHECK(describe(s, bg::dice{3, 3}, 0) == "Player 1 rolls double 3s.");
    CHECK(describe(s, bg::dice{3, 3}, omniscient) == "Player 1 rolls double 3s.");
    CHECK(describe_lines(events(s, bg::dice{2, 5}, omniscient)) == describe_texts{"rolled player=1 piece=5-2"});
}

TEST_CASE("BG-8.1 BG-8.4 BG-10.1 the last checker off ends the game: single, gammon, backgammon") {
    using R = bg_test::money_without_resign;
    SUBCASE("a gammon, for the winner and the loser") {
        const auto s = describe_state<R>("phase=playing\non_roll=0\nroll=65\nplayer0=2:1 1:1\nplayer1=7:8 6:7\n");
        const bg::move m = describe_move(s, "2/off 1/off");
        CHECK(describe(s, m, 0) == "You bear off from your 2-point and from your 1-point. You win a gammon (2 points).");
        CHECK(describe(s, m, 1) ==
              "Player 0 bears off from your 23-point and from your 24-point. You lose a gammon (2 points).");
        CHECK(describe(s, m, omniscient) == "Player 0 plays 2/off 1/off. Player 0 wins a gammon (2 points).");
        CHECK(describe_lines(events(s, m, omniscient)) ==
              describe_texts{"borne_off player=0 piece=checker from=2 to=off",
                             "borne_off player=0 piece=checker from=1 to=off", "game_over player=0 amount=2"});
        const auto end = play(s, m);
        CHECK(describe_end(end, 0) ==
              "You win a gammon (2 points): you bore off every checker before player 1 bore off any (BG-8.4).");
        CHECK(describe_end(end, 1) ==
              "You lose a gammon (2 points): player 0 bore off every checker before you bore off any (BG-8.4).");
    }
    SUBCASE("a backgammon") {
        const auto s = describe_state<R>("phase=playing\non_roll=1\nroll=21\nplayer0=20:1 7:7 6:7\nplayer1=1:2\n");
        const auto end = play(s, describe_move(s, "1/off(2)"));
        CHECK(describe_end(end, omniscient) ==
              "Player 1 wins a backgammon (3 points): player 1 bore off every checker while player 0 still had "
              "one on the bar or in player 1's home board (BG-8.4).");
        CHECK(describe_end(end, 0) == "You lose a backgammon (3 points): player 1 bore off every checker while you "
                                      "still had one on the bar or in player 1's home board (BG-8.4).");
    }
    SUBCASE("a single game, and a gammon where gammons do not count (BG-8.3)") {
        const auto single = describe_state<R>("phase=playing\non_roll=0\nroll=65\nplayer0=2:1 1:1\nplayer1=7:8 6:6\n");
        CHECK(describe_end(play(single, describe_move(single, "2/off 1/off")), 1) ==
              "You lose 1 point: player 0 bore off every checker first (BG-8.1).");
        const auto source = describe_state("phase=playing\non_roll=0\nroll=65\nplayer0=2:1 1:1\nplayer1=7:8 6:7\n");
        CHECK(describe_end(play(source, describe_move(source, "2/off 1/off")), 0) ==
              "You win 1 point: you bore off every checker first (BG-8.1).");
    }
}

TEST_CASE("BG-11.2 BG-11.3 BG-11.4 doubles, redoubles, takes and drops") {
    using R = bg_test::money_without_resign;
    constexpr std::string_view board = "player0=24:2 13:5 8:3 6:5\nplayer1=24:2 13:5 8:3 6:5\n";
    const auto cube = describe_state<R>("phase=cube_decision\non_roll=0\n" + std::string{board});
    CHECK(describe(cube, bg::move::double_offer(), 0) == "You double to 2; player 1 must take or drop (BG-11.3).");
    CHECK(describe(cube, bg::move::double_offer(), 1) == "Player 0 doubles to 2; you must take or drop (BG-11.3).");
    CHECK(describe_lines(events(cube, bg::move::double_offer(), 1)) == describe_texts{"offered player=0 piece=double amount=2"});
    CHECK(describe(cube, bg::move::roll(), 0) == "You roll without doubling.");
    CHECK(describe_lines(events(cube, bg::move::roll(), 0)) == describe_texts{"rolled player=0"});

    const auto offered = play(cube, bg::move::double_offer());
    CHECK(describe(offered, bg::move::take(), 1) == "You take: the cube is at 2 and you own it.");
    CHECK(describe(offered, bg::move::take(), 0) == "Player 1 takes: the cube is at 2 and player 1 owns it.");
    CHECK(describe_lines(events(offered, bg::move::take(), 0)) == describe_texts{"answered player=1 piece=take amount=2"});
    CHECK(describe(offered, bg::move::drop(), 0) == "Player 1 drops (BG-11.3): you win 1 point.");
    CHECK(describe(offered, bg::move::drop(), 1) == "You drop (BG-11.3): you lose 1 point.");
    CHECK(describe_lines(events(offered, bg::move::drop(), omniscient)) ==
          describe_texts{"answered player=1 piece=drop amount=1", "game_over player=0 amount=1"});
    const auto dropped = play(offered, bg::move::drop());
    CHECK(describe_end(dropped, 0) == "You win 1 point: player 1 dropped your double (BG-11.3).");
    CHECK(describe_end(dropped, 1) == "You lose 1 point: you dropped player 0's double (BG-11.3).");

    const auto owned = describe_state<R>("phase=cube_decision\non_roll=1\ncube_value=2\ncube_owner=1\n" + std::string{board});
    CHECK(describe(owned, bg::move::double_offer(), 0) == "Player 1 redoubles to 4; you must take or drop (BG-11.3).");
    const auto redoubled = play(owned, bg::move::double_offer());
    CHECK(describe(redoubled, bg::move::drop(), omniscient) == "Player 0 drops (BG-11.3): player 1 wins 2 points.");
}

TEST_CASE("BG-12.1 BG-12.2 beavers and raccoons say who keeps the cube and what comes next") {
    using R = bg_test::beaver_rules;
    const auto offered = describe_state<R>("phase=responding\non_roll=0\nplayer0=24:2 13:5 8:3 6:5\nplayer1=24:2 13:5 8:3 6:5\n");
    CHECK(describe(offered, bg::move::beaver(), 0) ==
          "Player 1 beavers, taking at 2 and redoubling to 4 (player 1 keeps the cube); you must take, drop or "
          "raccoon (BG-12).");
    CHECK(describe_lines(events(offered, bg::move::beaver(), 0)) ==
          describe_texts{"answered player=1 piece=beaver amount=2", "offered player=1 piece=double amount=4"});
    const auto beavered = play(offered, bg::move::beaver());
    CHECK(describe(beavered, bg::move::beaver(), 0) ==
          "You raccoon, taking at 4 and redoubling to 8 (player 1 keeps the cube); player 1 must take or drop (BG-12).");
    const auto raccooned = play(beavered, bg::move::beaver());
    CHECK(describe(raccooned, bg::move::take(), 1) == "You take: the cube is at 8 and you own it.");
    CHECK(describe(raccooned, bg::move::drop(), 1) == "You drop (BG-11.3): you lose 4 points.");
}

TEST_CASE("BG-23.1 BG-23.2 an offer to resign, accepted or rejected") {
    const auto s = describe_state<bg::money_rules>(
        "phase=playing\non_roll=0\nroll=21\nplayer0=24:2 13:5 8:3 6:5\nplayer1=6:5 5:5 4:5\n");
    const bg::move offer = bg::move::resign(2);
    CHECK(describe(s, offer, 1) == "Player 0 offers to resign a gammon (2 points); you may accept or reject (BG-23.1).");
    CHECK(describe(s, offer, 0) == "You offer to resign a gammon (2 points); player 1 may accept or reject (BG-23.1).");
    CHECK(describe_lines(events(s, offer, omniscient)) == describe_texts{"offered player=0 piece=resign gammon amount=2"});
    const auto open = play(s, offer);
    CHECK(describe(open, bg::move::accept(), 1) == "You accept player 0's resignation (BG-23.2): you win a gammon (2 points).");
    CHECK(describe(open, bg::move::accept(), 0) ==
          "Player 1 accepts your resignation (BG-23.2): you lose a gammon (2 points).");
    CHECK(describe_lines(events(open, bg::move::accept(), 0)) ==
          describe_texts{"answered player=1 piece=accept amount=2", "game_over player=1 amount=2"});
    CHECK(describe(open, bg::move::reject(), 0) == "Player 1 rejects your offer to resign a gammon; play goes on (BG-23.2).");
    CHECK(describe_lines(events(open, bg::move::reject(), 0)) == describe_texts{"answered player=1 piece=reject"});
    const auto resigned = play(open, bg::move::accept());
    CHECK(describe_end(resigned, 1) == "You win a gammon (2 points): player 0 resigned and you accepted (BG-23.2).");
    CHECK(describe_end(resigned, 0) == "You lose a gammon (2 points): you resigned and player 1 accepted (BG-23.2).");
}

TEST_CASE("BG-13.1 BG-13.2 BG-21.6 in a match a game's end gives the score, the Crawford game and the match") {
    using R = bg::match_rules;
    SUBCASE("the leader reaches 4 of 5: the next game is the Crawford game") {
        const auto s = describe_state<R>(
            "phase=playing\non_roll=0\nroll=21\nplayer0=1:1\nplayer1=6:14\nmatch_length=5\nscore=3-2\n");
        const bg::move m = describe_move(s, "1/off");
        CHECK(describe(s, m, 1) == "Player 0 bears off from your 24-point. You lose 1 point. Score in the 5-point "
                                   "match: you 2, player 0 4. The next game is the Crawford game: no doubling (BG-13.2).");
        CHECK(describe_lines(events(s, m, omniscient)) ==
              describe_texts{"borne_off player=0 piece=checker from=1 to=off", "scored player=0 piece=points amount=1"});
    }
    SUBCASE("a gammon wins the match; the surplus is dropped (BG-21.7)") {
        const auto s = describe_state<R>(
            "phase=playing\non_roll=0\nroll=21\nplayer0=1:1\nplayer1=6:15\nmatch_length=5\nscore=4-2\ncrawford_game=yes\n");
        const bg::move m = describe_move(s, "1/off");
        CHECK(describe(s, m, 0) == "You bear off from your 1-point. You win a gammon (2 points). You win the 5-point match 5-2.");
        CHECK(describe_lines(events(s, m, omniscient)) ==
              describe_texts{"borne_off player=0 piece=checker from=1 to=off", "scored player=0 piece=points amount=2",
                             "game_over player=0 amount=2"});
        const auto end = play(s, m);
        CHECK(describe_end(end, 1) == "You lose a gammon (2 points): player 0 bore off every checker before you bore "
                                      "off any (BG-8.4). You lose the 5-point match 2-5.");
        CHECK(describe_end(end, omniscient) == "Player 0 wins a gammon (2 points): player 0 bore off every checker "
                                               "before player 1 bore off any (BG-8.4). Player 0 wins the 5-point match 5-2.");
    }
}

TEST_CASE("BG-9.1 nothing is hidden but the dice to come: the decision to roll names no faces") {
    using R = bg_test::money_without_resign;
    const auto cube = describe_state<R>("phase=cube_decision\non_roll=1\nplayer0=24:2 13:5 8:3 6:5\nplayer1=24:2 13:5 8:3 6:5\n");
    for (const arbiter::player_id viewer : {arbiter::player_id{0}, arbiter::player_id{1}, omniscient}) {
        const std::string text = describe(cube, bg::move::roll(), viewer);
        CHECK(text.find("without doubling.") != std::string::npos);
        for (int a = 1; a <= 6; ++a) {
            CHECK(text.find("double " + std::to_string(a) + "s") == std::string::npos);
            for (int b = 1; b <= 6; ++b) CHECK(text.find(std::to_string(a) + "-" + std::to_string(b)) == std::string::npos);
        }
        for (const event& e : events(cube, bg::move::roll(), viewer)) CHECK(e.piece.empty());
    }
}
