// Tests of the gnubg Match ID (RULES.md BG-18).
#include <arbiter/backgammon/apply.hpp>
#include <arbiter/backgammon/generate.hpp>
#include <arbiter/backgammon/match_id.hpp>

#include <doctest/doctest.h>

#include "helpers.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

using namespace arbiter::backgammon;
using arbiter::error;
using arbiter::player_id;
using arbiter::result;

using bg_test::beaver_cube2_rules;
using bg_test::beaver_rules;
using bg_test::check_error;
using bg_test::cube4_rules;
using bg_test::jacoby_rules;
using bg_test::make_position;
using bg_test::no_crawford_rules;

}  // namespace

// ---------------------------------------------------------------- BG-18 Match ID

TEST_CASE("BG-18.1 Match ID fields: layout, key bytes and base64") {
    const result<match_id_fields> f = decode_match_id("QYkqASAAIAAA");
    REQUIRE(f.has_value());
    const auto key = detail::from_base64<9>("QYkqASAAIAAA", 12, "a Match ID");
    REQUIRE(key.has_value());
    const std::array<std::uint8_t, 9> want{0x41, 0x89, 0x2A, 0x01, 0x20, 0x00, 0x20, 0x00, 0x00};
    CHECK(*key == want);
    CHECK(f->cube_log2 == 1);
    CHECK(f->cube_owner == 0);
    CHECK(f->dice_owner == 1);
    CHECK_FALSE(f->crawford);
    CHECK(f->game_state == 1);
    CHECK(f->turn == 1);
    CHECK_FALSE(f->double_offered);
    CHECK(f->resignation == 0);
    CHECK(f->dice == std::array<int, 2>{5, 2});
    CHECK(f->match_length == 9);
    CHECK(f->score == std::array<int, 2>{2, 4});
    CHECK_FALSE(f->no_jacoby);
    CHECK(encode_match_id(*f) == "QYkqASAAIAAA");
    // Every field at its extreme survives the trip.
    match_id_fields big;
    big.cube_log2 = 15;
    big.cube_owner = 1;
    big.dice_owner = 1;
    big.crawford = true;
    big.game_state = 4;
    big.turn = 1;
    big.double_offered = true;
    big.resignation = 3;
    big.dice = {6, 6};
    big.match_length = 32767;
    big.score = {32767, 12345};
    CHECK(decode_match_id(encode_match_id(big)).value_or(match_id_fields{}) == big);
    check_error(decode_match_id("QYkqASAAIAA"), "12 characters, not 11");
    check_error(decode_match_id("QYkqAS.AIAAA"), "'.' is not a base64 character", 6);
}

TEST_CASE("BG-18.7 Match ID test vectors, read and written") {
    const std::string_view start = "4HPwATDgc/ABMA";
    SUBCASE("QYkqASAAIAAA: a 9-point match, player 1 rolled 5-2 (bit 66 clear: older writer)") {
        const auto s = parse_match_id<money_rules>(start, "QYkqASAAIAAA");
        REQUIRE(s.has_value());
        CHECK(s->match_length() == 9);
        CHECK(s->score(0) == 2);
        CHECK(s->score(1) == 4);
        CHECK(s->cube_value() == 2);
        CHECK(s->cube_owner() == 0);
        CHECK(s->player_on_roll() == 1);
        CHECK(s->phase() == phase::playing);
        CHECK(s->roll() == dice{5, 2});
        CHECK(to_match_id(*s) == "QYkqASAAIAAE");  // BG-18.4: 1.07 writes bit 66
    }
    SUBCASE("cAkAAAAAAAAE and cIkFAAAAAAAE: money, player 1 to roll, then rolled 3-1") {
        const auto s = parse_match_id<money_rules>(start, "cAkAAAAAAAAE");
        REQUIRE(s.has_value());
        CHECK(s->match_length() == 0);
        CHECK(s->cube_value() == 1);
        CHECK(s->cube_owner() == -1);
        CHECK(s->player_on_roll() == 1);
        CHECK(s->phase() == phase::cube_decision);
        CHECK(to_match_id(*s) == "cAkAAAAAAAAE");
        const state<money_rules> rolled = play(play(*s, move::roll()), dice{1, 3});
        CHECK(to_match_id(rolled) == "cIkFAAAAAAAE");
        const auto r = parse_match_id<money_rules>(start, "cIkFAAAAAAAE");
        REQUIRE(r.has_value());
        CHECK(*r == rolled);
    }
    SUBCASE("cIkqAUAAEAAE: a 9-point match, 4-2, cube centred, player 1 rolled 5-2") {
        const auto s = parse_match_id<money_rules>(start, "cIkqAUAAEAAE");
        REQUIRE(s.has_value());
        CHECK(s->match_length() == 9);
        CHECK(s->score(0) == 4);
        CHECK(s->score(1) == 2);
        CHECK(s->cube_owner() == -1);
        CHECK(s->roll() == dice{5, 2});
        CHECK(s->player_on_roll() == 1);
        CHECK(to_match_id(*s) == "cIkqAUAAEAAE");
    }
    SUBCASE("MAEPAAAAAAAA reads like MAEPAAAAAAAE: money, player 0 rolled 6-3") {
        const auto a = parse_match_id<money_rules>(start, "MAEPAAAAAAAA");
        const auto b = parse_match_id<money_rules>(start, "MAEPAAAAAAAE");
        REQUIRE(a.has_value());
        REQUIRE(b.has_value());
        CHECK(*a == *b);
        CHECK(a->player_on_roll() == 0);
        CHECK(a->roll() == dice{6, 3});
        CHECK(to_match_id(*a) == "MAEPAAAAAAAE");
    }
    SUBCASE("MIEJAAAAAAAA: money with Jacoby on, player 0 with the opening 3-2") {
        const auto s = parse_match_id<jacoby_rules>(start, "MIEJAAAAAAAA");
        REQUIRE(s.has_value());
        CHECK(s->player_on_roll() == 0);
        CHECK(s->roll() == dice{3, 2});
        CHECK(to_match_id(*s) == "MIEJAAAAAAAA");
        CHECK(to_match_id(play(state<jacoby_rules>{}, dice{3, 2})) == "MIEJAAAAAAAA");
    }
    SUBCASE("8AngAGAAGAAE: 7-point match, 6-3, Crawford game, player 1 to roll") {
        const auto s = parse_match_id<bg_test::money_without_resign>(start, "8AngAGAAGAAE");
        REQUIRE(s.has_value());
        CHECK(s->match_length() == 7);
        CHECK(s->score(0) == 6);
        CHECK(s->score(1) == 3);
        CHECK(s->is_crawford_game());
        CHECK(s->player_on_roll() == 1);
        CHECK(s->phase() == phase::rolling);  // BG-9.6: no cube decision in the Crawford game
        CHECK(to_match_id(*s) == "8AngAGAAGAAE");
        // BG-23.1 [interpretation]: with resignations the turn still starts with a decision, to roll or resign.
        const auto r = parse_match_id<money_rules>(start, "8AngAGAAGAAE");
        REQUIRE(r.has_value());
        CHECK(r->phase() == phase::cube_decision);
        CHECK(legal_moves(*r) == move_list{move::roll(), move::resign(1), move::resign(2), move::resign(3)});
        CHECK(to_match_id(*r) == "8AngAGAAGAAE");
    }
    SUBCASE("EQG3ACAACAAE: 5-point match, 2-1, player 1 owns a 2-cube, player 0 rolled 6-5") {
        const auto s = parse_match_id<money_rules>(start, "EQG3ACAACAAE");
        REQUIRE(s.has_value());
        CHECK(s->match_length() == 5);
        CHECK(s->score(0) == 2);
        CHECK(s->score(1) == 1);
        CHECK(s->cube_value() == 2);
        CHECK(s->cube_owner() == 1);
        CHECK(s->player_on_roll() == 0);
        CHECK(s->roll() == dice{6, 5});
        CHECK(to_match_id(*s) == "EQG3ACAACAAE");
    }
}

TEST_CASE("BG-18.2 BG-18.7 the offer, beaver, raccoon and take (BG-12.3, BG-21.3)") {
    state<beaver_rules> s = *from_position<beaver_rules>(start_position_of<beaver_rules>());
    REQUIRE(s.phase() == phase::cube_decision);
    const std::string_view start = "4HPwATDgc/ABMA";
    const auto step = [&](move m, std::string_view id, int cube, player_id owner, int beavers, player_id to_act) {
        s = play(s, m);
        CAPTURE(id);
        CHECK(to_match_id(s) == id);
        CHECK(s.cube_value() == cube);
        CHECK(s.cube_owner() == owner);
        CHECK(s.beaver_count() == beavers);
        CHECK(current_player(s) == to_act);
        const auto back = parse_match_id<beaver_rules>(start, id);
        REQUIRE(back.has_value());
        CHECK(*back == s);
    };
    step(move::double_offer(), "MBkAAAAAAAAE", 1, -1, 0, 1);
    step(move::beaver(), "EREAAAAAAAAE", 2, 1, 1, 0);
    step(move::beaver(), "EhkAAAAAAAAE", 4, 1, 2, 1);
    s = play(s, move::take());
    CHECK(to_match_id(s) == "EwEAAAAAAAAE");
    CHECK(s.cube_value() == 8);
    CHECK(s.cube_owner() == 1);
    CHECK(s.phase() == phase::rolling);
    CHECK(s.player_on_roll() == 0);
    CHECK(parse_match_id<beaver_rules>(start, "EwEAAAAAAAAE").value_or(state<beaver_rules>{}) == s);
}

TEST_CASE("BG-18.3 dice: written larger first, read in either order") {
    match_id_fields f = *decode_match_id("cIkFAAAAAAAE");
    CHECK(f.dice == std::array<int, 2>{3, 1});
    f.dice = {1, 3};
    const auto s = parse_match_id<money_rules>("4HPwATDgc/ABMA", encode_match_id(f));
    REQUIRE(s.has_value());
    CHECK(s->roll() == dice{3, 1});
    CHECK(to_match_id(*s) == "cIkFAAAAAAAE");
    f.dice = {0, 3};
    check_error(parse_match_id<money_rules>("4HPwATDgc/ABMA", encode_match_id(f)), "field 'dice'", 0);
    f.dice = {7, 3};
    check_error(parse_match_id<money_rules>("4HPwATDgc/ABMA", encode_match_id(f)), "field 'die 1': 7 is not a die", 0);
}

TEST_CASE("BG-18.4 bit 66: written 0 only under the Jacoby rule, ignored when read") {
    position p = start_position_of<money_rules>();
    p.on_roll = 1;
    CHECK(decode_match_id(to_match_id(*from_position<money_rules>(p)))->no_jacoby);
    CHECK_FALSE(decode_match_id(to_match_id(*from_position<jacoby_rules>(p)))->no_jacoby);
    CHECK(decode_match_id(to_match_id(*from_position<source_rules>(p)))->no_jacoby);
    // Jacoby is money play only: in a match the bit is 1 (BG-14.2).
    CHECK(decode_match_id(to_match_id(state<jacoby_rules>(5)))->no_jacoby);
    // Bits 67-71 are ignored too.
    auto key = *detail::from_base64<9>("cAkAAAAAAAAE", 12, "a Match ID");
    key[8] = static_cast<std::uint8_t>(key[8] | 0xF8);
    const auto a = parse_match_id<money_rules>("4HPwATDgc/ABMA", detail::to_base64(key));
    REQUIRE(a.has_value());
    CHECK(to_match_id(*a) == "cAkAAAAAAAAE");
    CHECK(parse_match_id<jacoby_rules>("4HPwATDgc/ABMA", "cAkAAAAAAAAE").has_value());
}

TEST_CASE("BG-18.5 writing: game state 0 at the opening, 1 in play, 2 after the last checker, 4 after a drop") {
    const state<money_rules> opening(7);
    const match_id_fields f0 = *decode_match_id(to_match_id(opening));
    CHECK(f0.game_state == 0);
    CHECK(f0.dice_owner == 0);
    CHECK(f0.turn == 0);
    CHECK(f0.match_length == 7);
    const auto back = parse_match_id<money_rules>("4HPwATDgc/ABMA", to_match_id(opening));
    REQUIRE(back.has_value());
    CHECK(*back == opening);

    const state<money_rules> rolled = play(opening, dice{2, 5});  // player 1 starts with 5-2
    const match_id_fields f1 = *decode_match_id(to_match_id(rolled));
    CHECK(f1.game_state == 1);
    CHECK(f1.dice_owner == 1);
    CHECK(f1.dice == std::array<int, 2>{5, 2});

    state<money_rules> doubled = play(*from_position<money_rules>(start_position_of<money_rules>()), move::double_offer());
    const state<money_rules> dropped = play(doubled, move::drop());
    REQUIRE(dropped.phase() == phase::over);
    const match_id_fields f4 = *decode_match_id(to_match_id(dropped));
    CHECK(f4.game_state == 4);
    CHECK(f4.dice == std::array<int, 2>{0, 0});
    CHECK_FALSE(f4.double_offered);
    check_error(parse_gnubg_id<money_rules>(to_gnubg_id(dropped)), "field 'game state': 4 (dropped) cannot be read", 15);
}

TEST_CASE("BG-18.6 reading: the decision each field combination gives") {
    const std::string_view start = "4HPwATDgc/ABMA";
    // Game state 1, no dice, no offer: the cube decision only when a double is allowed (BG-11.2).
    match_id_fields f = *decode_match_id("cAkAAAAAAAAE");
    CHECK(parse_match_id<money_rules>(start, encode_match_id(f))->phase() == phase::cube_decision);
    CHECK(parse_match_id<source_rules>(start, encode_match_id(f))->phase() == phase::rolling);
    f.cube_log2 = 1;
    f.cube_owner = 0;  // owned by the opponent of player 1
    CHECK(parse_match_id<bg_test::money_without_resign>(start, encode_match_id(f))->phase() == phase::rolling);
    // BG-23.1: with resignations, a decision to roll or resign, without the double.
    CHECK(legal_moves(*parse_match_id<money_rules>(start, encode_match_id(f))) ==
          move_list{move::roll(), move::resign(1), move::resign(2), move::resign(3)});
    // Game state 0 gives the opening roll and needs the start position.
    CHECK(parse_match_id<money_rules>(start, "MAAAAAAAAAAE")->phase() == phase::opening_roll);
    check_error(parse_match_id<money_rules>("sGfwGQDg28EBBg", "MAAAAAAAAAAE"), "needs the starting position", 0);
    // Game state 2 needs a finished position.
    match_id_fields over = *decode_match_id("cAkAAAAAAAAE");
    over.game_state = 2;
    check_error(parse_match_id<money_rules>(start, encode_match_id(over)), "2 (game over) needs a finished position", 0);
}

TEST_CASE("BG-18.6 reading: what is rejected, naming the field") {
    const std::string_view start = "4HPwATDgc/ABMA";
    const auto with = [](auto change) {
        match_id_fields f = *decode_match_id("cAkAAAAAAAAE");
        change(f);
        return encode_match_id(f);
    };
    check_error(parse_match_id<money_rules>(start, with([](auto& f) { f.cube_owner = 2; })), "'cube owner'", 0);
    check_error(parse_match_id<money_rules>(start, with([](auto& f) {
                    f.double_offered = true;
                    f.turn = 0;
                    f.dice = {3, 1};
                })),
                "'dice': the dice are rolled while a double is offered", 0);
    check_error(parse_match_id<money_rules>(start, with([](auto& f) { f.turn = 0; })), "'turn'", 0);
    check_error(parse_match_id<source_rules>(start, with([](auto& f) { f.game_state = 3; })),
                "3 (resigned) cannot be read: this ruleset has no resignations", 0);
    check_error(parse_match_id<money_rules>(start, with([](auto& f) { f.game_state = 3; })),
                "'resignation': game state 3 (resigned) needs the level", 0);
    check_error(parse_match_id<money_rules>(start, with([](auto& f) { f.game_state = 5; })), "'game state': 5", 0);
    check_error(parse_match_id<source_rules>(start, with([](auto& f) { f.resignation = 1; })),
                "'resignation': a resignation offer cannot be read: this ruleset has no resignations", 0);
    // BG-23.4: an offer is answered by the other player.
    check_error(parse_match_id<money_rules>(start, with([](auto& f) { f.resignation = 1; })),
                "'turn': player 1 resigns and must not answer his own offer", 0);
    // Offers the policies forbid.
    const auto offer = [](match_id_fields& f) {
        f.double_offered = true;
        f.turn = 0;
    };
    check_error(parse_match_id<source_rules>(start, with(offer)), "the cube is not in play", 0);
    check_error(parse_match_id<money_rules>(start, with([&](auto& f) {
                    offer(f);
                    f.match_length = 7;
                    f.score = {6, 3};
                    f.crawford = true;
                })),
                "nobody may double in the Crawford game", 0);
    check_error(parse_match_id<money_rules>(start, with([&](auto& f) {
                    offer(f);
                    f.turn = 1;
                })),
                "cannot answer his own offer", 0);
    // A beaver (cube owned by the responder... and the doubler to answer) without beavers.
    check_error(parse_match_id<money_rules>(start, "EREAAAAAAAAE"), "means a beaver, but this ruleset allows 0", 0);
    check_error(parse_match_id<beaver_rules>(start, with([&](auto& f) {
                    f.double_offered = true;
                    f.dice_owner = 0;
                    f.turn = 0;
                    f.cube_owner = 1;
                    f.cube_log2 = 1;
                    f.match_length = 5;
                })),
                "beavers are for money play only", 0);
    // Other checks: cube and Crawford consistency, scores, the game over.
    check_error(parse_match_id<cube4_rules>(start, with([](auto& f) { f.cube_log2 = 3; })), "above max_cube 4", 0);
    check_error(parse_match_id<source_rules>(start, with([](auto& f) {
                    f.cube_log2 = 1;
                    f.cube_owner = 1;
                })),
                "'cube': the cube is not in play", 0);
    check_error(parse_match_id<money_rules>(start, with([](auto& f) { f.crawford = true; })), "needs a match", 0);
    check_error(parse_match_id<no_crawford_rules>(start, with([](auto& f) {
                    f.crawford = true;
                    f.match_length = 7;
                    f.score = {6, 3};
                })),
                "without the Crawford rule", 0);
    check_error(parse_match_id<money_rules>(start, with([](auto& f) {
                    f.crawford = true;
                    f.match_length = 7;
                    f.score = {5, 3};
                })),
                "one player at 6 points", 0);
    check_error(parse_match_id<money_rules>(start, with([](auto& f) {
                    f.match_length = 7;
                    f.score = {7, 3};
                })),
                "the match is over", 0);
    // Game states 0, 1 and 2 with what they cannot have.
    check_error(parse_match_id<money_rules>(start, with([](auto& f) {
                    f.game_state = 0;
                    f.dice = {3, 1};
                })),
                "0 (no game started) with dice", 0);
    check_error(parse_match_id<money_rules>(start, with([](auto& f) {
                    f.game_state = 0;
                    f.cube_log2 = 1;
                })),
                "'cube': a game starts with the cube at 1", 0);
    const std::string finished = to_position_id(make_position({}, {{6, 3}}));  // player 0, on roll, has none left
    check_error(parse_match_id<money_rules>(finished, with([](auto& f) {
                    f.dice_owner = f.turn = 0;
                    f.game_state = 2;
                    f.dice = {3, 1};
                })),
                "2 (game over) with dice", 0);
    check_error(parse_match_id<money_rules>(finished, with([](auto& f) {
                    f.dice_owner = f.turn = 0;
                    f.match_length = 5;
                    f.score = {3, 1};
                    f.game_state = 2;
                })),
                "'score': a finished game in a match ends the match", 0);
    CHECK(parse_match_id<money_rules>(finished, with([](auto& f) {
              f.dice_owner = f.turn = 0;
              f.match_length = 5;
              f.score = {5, 1};
              f.game_state = 2;
          }))->phase() == phase::over);
    check_error(parse_match_id<money_rules>(finished, with([](auto& f) { f.dice_owner = f.turn = 0; })),
                "1 (playing), but player 0 has borne off all his checkers", 0);
    // Beavers the cube cannot have had, or whose offer is too big.
    check_error(parse_match_id<beaver_rules>(start, with([](auto& f) {
                    f.double_offered = true;
                    f.dice_owner = 0;
                    f.turn = 0;
                    f.cube_owner = 1;
                    f.cube_log2 = 0;
                })),
                "'cube': the offer with the cube owned by player 1 and player 0 to answer means a beaver, but the cube "
                "is only 1",
                0);
    check_error(parse_match_id<beaver_cube2_rules>(start, "EREAAAAAAAAE"), "the offer would be above max_cube", 0);
    check_error(parse_match_id<cube4_rules>(start, with([](auto& f) {
                    f.double_offered = true;
                    f.turn = 0;
                    f.cube_log2 = 2;
                })),
                "the offer of 8 is above max_cube 4", 0);
    // Errors in the Position ID part point into it.
    check_error(parse_match_id<money_rules>(" 4HPwATDgc/ABM!", "cAkAAAAAAAAE"), "not a base64 character", 14);
    check_error(parse_match_id<money_rules>(start, "  cAkAAAA*AAAE"), "not a base64 character", 9);
}
