// Resignation (RULES.md BG-23): the offer at the mover's decisions, the
// opponent's answer, the points, the levels a rejection leaves, the Match ID
// of an offer and of a resigned game, the notation, and the bots' answer.

#include <doctest/doctest.h>

#include <arbiter/backgammon.hpp>
#include <arbiter/bots/backgammon.hpp>
#include <arbiter/bots/random.hpp>

#include <random>
#include <string>

#include "helpers.hpp"

namespace {

namespace bg = arbiter::backgammon;
using bg::move;
using bg::phase;
using bg::position;
using bg::state;
using bg::win_kind;
using bg_test::make_position;

struct resign_jacoby_rules : bg::money_rules {
    static constexpr bool jacoby = true;  // BG-14.1
};

// Player 0 to play 2-1 with one checker left on his 1 point; player 1 has
// borne off nothing and keeps a checker in player 0's home board (a
// backgammon on the board).
position resign_race_position() { return make_position({{1, 1}, {6, 2}}, {{12, 14}, {20, 1}}, 0); }

template <class R>
state<R> resign_at_play(const position& pos, bg::dice roll, int match_length = 0) {
    state<R> s(match_length);
    typename state<R>::edit e{s};
    e.board() = pos;
    e.roll() = roll.larger_first();
    e.phase() = phase::playing;
    return s;
}

template <class R>
state<R> resign_must(const state<R>& s, const move& m) {
    const auto next = try_play(s, m);
    REQUIRE_MESSAGE(next.has_value(), next.error().what());
    return *next;
}

template <class R>
std::string resign_refusal(const state<R>& s, const move& m) {
    const auto next = try_play(s, m);
    REQUIRE_FALSE(next.has_value());
    return next.error().message;
}

}  // namespace

TEST_CASE("BG-23.0 resignations are a policy: off in source and its variants, on in money and match") {
    static_assert(!bg::source_rules::resign && !bg::nackgammon_rules::resign && !bg::hypergammon_rules::resign);
    static_assert(bg::money_rules::resign && bg::match_rules::resign);
    const auto source = resign_at_play<bg::source_rules>(resign_race_position(), {2, 1});
    for (const move& m : legal_moves(source)) CHECK(m.is_play());
    CHECK(resign_refusal(source, move::resign(1)).find("this ruleset has no resignations (BG-23.0)") !=
          std::string::npos);
    const auto money = resign_at_play<bg::money_rules>(resign_race_position(), {2, 1});
    CHECK(legal_moves(money).contains(move::resign(1)));
}

TEST_CASE("BG-23.1 the mover offers a single, a gammon or a backgammon at his play and before rolling") {
    // At the play decision: the plays, then the three levels.
    const auto s = resign_at_play<bg::money_rules>(resign_race_position(), {2, 1});
    const auto moves = legal_moves(s);
    REQUIRE(moves.size() == bg::legal_plays(s.board(), {2, 1}).size() + 3);
    CHECK(moves[moves.size() - 3] == move::resign(1));
    CHECK(moves[moves.size() - 2] == move::resign(2));
    CHECK(moves[moves.size() - 1] == move::resign(3));
    const auto offered = resign_must(s, move::resign(2));
    CHECK(offered.phase() == phase::resigning);
    CHECK(offered.resign_offer() == 2);
    CHECK(current_player(offered) == 1);  // the opponent answers at once (BG-23.2)
    CHECK(offered.player_on_roll() == 0);
    CHECK(legal_moves(offered) == bg::move_list{move::accept(), move::reject()});
    // Before rolling, with the cube: roll, double or an offer.
    auto start = bg::from_position<bg::money_rules>(resign_race_position());
    REQUIRE(start.has_value());
    CHECK(legal_moves(*start) ==
          bg::move_list{move::roll(), move::double_offer(), move::resign(1), move::resign(2), move::resign(3)});
    // [interpretation] Before rolling also when he may not double: the opponent owns the cube.
    state<bg::money_rules> owned = *start;
    typename state<bg::money_rules>::edit{owned}.cube_owner() = 1;
    typename state<bg::money_rules>::edit{owned}.cube_log2() = 1;
    typename state<bg::money_rules>::edit{owned}.phase() = bg::detail::turn_start_phase(owned);
    CHECK(owned.phase() == phase::cube_decision);
    CHECK(legal_moves(owned) == bg::move_list{move::roll(), move::resign(1), move::resign(2), move::resign(3)});
    CHECK(resign_refusal(owned, move::double_offer()).find("BG-11.4") != std::string::npos);
    // Not while a double awaits an answer, nor while an offer does.
    const auto doubled = resign_must(*start, move::double_offer());
    CHECK_FALSE(legal_moves(doubled).contains(move::resign(1)));
    CHECK(resign_refusal(doubled, move::resign(1)).find("a double awaits an answer first (BG-23.1)") !=
          std::string::npos);
    CHECK(resign_refusal(offered, move::resign(1)).find("an offer to resign awaits an answer (BG-23.1)") !=
          std::string::npos);
    // Not at a chance node: nobody decides at the opening roll.
    CHECK(resign_refusal(state<bg::money_rules>{}, move::resign(1)).find("nobody decides") != std::string::npos);
}

TEST_CASE("BG-23.2 accepted: the opponent wins the level times the cube, as if won on the board") {
    const auto s = resign_at_play<bg::money_rules>(resign_race_position(), {2, 1});
    for (int level = 1; level <= 3; ++level) {
        const auto over = resign_must(resign_must(s, move::resign(level)), move::accept());
        REQUIRE(is_terminal(over));
        CHECK(over.last_game().winner == 1);
        CHECK(over.last_game().resigned);
        CHECK(over.last_game().points == level);
        CHECK(over.last_game().kind == (level == 3 ? win_kind::backgammon : level == 2 ? win_kind::gammon : win_kind::single));
        CHECK(returns(over) == std::array<double, 2>{-static_cast<double>(level), static_cast<double>(level)});
        CHECK(over.board() == s.board());  // nothing was played
    }
    // The cube multiplies (BG-10.3).
    state<bg::money_rules> cubed = s;
    typename state<bg::money_rules>::edit{cubed}.cube_log2() = 2;
    typename state<bg::money_rules>::edit{cubed}.cube_owner() = 0;
    CHECK(resign_must(resign_must(cubed, move::resign(2)), move::accept()).last_game().points == 8);
    // BG-14.1 Jacoby: a gammon with the cube never turned counts as a single; turned, in full.
    const auto jacoby = resign_at_play<resign_jacoby_rules>(resign_race_position(), {2, 1});
    CHECK(resign_must(resign_must(jacoby, move::resign(2)), move::accept()).last_game().points == 1);
    state<resign_jacoby_rules> turned = jacoby;
    typename state<resign_jacoby_rules>::edit{turned}.cube_log2() = 1;
    CHECK(resign_must(resign_must(turned, move::resign(3)), move::accept()).last_game().points == 6);
}

TEST_CASE("BG-23.2 BG-13.1 in match play the accepted points go to the score") {
    auto s = resign_at_play<bg::match_rules>(resign_race_position(), {2, 1}, 5);
    typename state<bg::match_rules>::edit{s}.score(0) = 2;
    const auto next = resign_must(resign_must(s, move::resign(2)), move::accept());
    CHECK_FALSE(is_terminal(next));
    CHECK(next.phase() == phase::opening_roll);  // the next game (BG-13.6)
    CHECK(next.score(1) == 2);
    CHECK(next.score(0) == 2);
    CHECK(next.last_game() == bg::game_result{1, win_kind::gammon, 2, true});
    // A backgammon at 2-2 in a 5-point match ends it, with the surplus dropped (BG-21.7).
    typename state<bg::match_rules>::edit{s}.score(1) = 2;
    const auto won = resign_must(resign_must(s, move::resign(3)), move::accept());
    CHECK(is_terminal(won));
    CHECK(won.score(1) == 5);
    CHECK(returns(won) == std::array<double, 2>{-1, 1});
}

TEST_CASE("BG-23.2 BG-23.3 rejected: back to the decision, and only a lower level until the next turn") {
    const auto s = resign_at_play<bg::money_rules>(resign_race_position(), {2, 1});
    const auto rejected = resign_must(resign_must(s, move::resign(2)), move::reject());
    CHECK(rejected.phase() == phase::playing);  // the same play decision, the same dice
    CHECK(rejected.roll() == s.roll());
    CHECK(current_player(rejected) == 0);
    CHECK(rejected.resign_rejected() == 2);
    const auto moves = legal_moves(rejected);
    CHECK(moves.contains(move::resign(1)));
    CHECK_FALSE(moves.contains(move::resign(2)));
    CHECK_FALSE(moves.contains(move::resign(3)));
    CHECK(resign_refusal(rejected, move::resign(3)).find("only a lower level may be offered until your next turn (BG-23.3)") !=
          std::string::npos);
    // A rejected single leaves no level this turn.
    const auto twice = resign_must(resign_must(rejected, move::resign(1)), move::reject());
    for (const move& m : legal_moves(twice)) CHECK(m.is_play());
    // Rejected before rolling: the cube decision again, and the same cap at the play of that turn.
    auto start = bg::from_position<bg::money_rules>(resign_race_position());
    REQUIRE(start.has_value());
    const auto back = resign_must(resign_must(*start, move::resign(1)), move::reject());
    CHECK(back.phase() == phase::cube_decision);
    CHECK(legal_moves(back) == bg::move_list{move::roll(), move::double_offer()});
    const auto rolled = play(resign_must(back, move::roll()), bg::dice{2, 1});
    for (const move& m : legal_moves(rolled)) CHECK(m.is_play());
    // His next turn: every level again.
    auto after = play(rolled, legal_moves(rolled).front());
    REQUIRE(after.player_on_roll() == 1);
    after = play(play(resign_must(after, move::roll()), bg::dice{6, 5}), bg::legal_plays(play(resign_must(after, move::roll()), bg::dice{6, 5}).board(), {6, 5}).front());
    REQUIRE(after.player_on_roll() == 0);
    CHECK(legal_moves(after).contains(move::resign(3)));
}

TEST_CASE("BG-23.4 BG-18.7 the Match ID of an offer and of a resigned game, as gnubg writes them") {
    // gnubg 1.07: a 5-point match, player 1 wins the opening roll with 3-1 (cImlAAAAAAAE),
    // then offers a backgammon: the level in bits 13-14, the answerer's turn (cOGlAAAAAAAE).
    const auto opened = play(state<bg::match_rules>(5), bg::dice{1, 3});
    CHECK(to_match_id(opened) == "cImlAAAAAAAE");
    const auto offered = resign_must(opened, move::resign(3));
    CHECK(to_match_id(offered) == "cOGlAAAAAAAE");
    const auto read = bg::parse_match_id<bg::match_rules>("4HPwATDgc/ABMA", "cOGlAAAAAAAE");
    REQUIRE_MESSAGE(read.has_value(), read.error().what());
    CHECK(*read == offered);
    // An offer before rolling reads back at the cube decision's offer.
    const auto money = bg::from_position<bg::money_rules>(resign_race_position());
    REQUIRE(money.has_value());
    const auto early = resign_must(*money, move::resign(1));
    const auto early_back = bg::parse_gnubg_id<bg::money_rules>(to_gnubg_id(early));
    REQUIRE_MESSAGE(early_back.has_value(), early_back.error().what());
    CHECK(*early_back == early);
    CHECK(resign_must(*early_back, move::reject()).phase() == phase::cube_decision);
    // Game state 3: ended by a resignation, readable where the game (or match) is over.
    const auto over = resign_must(early, move::accept());
    const std::string id = to_gnubg_id(over);
    const auto fields = bg::decode_match_id(id.substr(id.find(':') + 1));
    REQUIRE(fields.has_value());
    CHECK(fields->game_state == 3);
    CHECK(fields->resignation == 1);
    CHECK(fields->turn == 1);  // the winner
    const auto over_back = bg::parse_gnubg_id<bg::money_rules>(id);
    REQUIRE_MESSAGE(over_back.has_value(), over_back.error().what());
    CHECK(over_back->last_game() == over.last_game());
    CHECK(returns(*over_back) == returns(over));
    // Not in a ruleset without resignations, and not as the resigner's own answer.
    CHECK_FALSE(bg::parse_gnubg_id<bg::source_rules>(id).has_value());
    const auto own = bg::parse_match_id<bg::match_rules>("4HPwATDgc/ABMA", "cImlAAAAAAAE");
    REQUIRE(own.has_value());
    auto f = *bg::decode_match_id("cImlAAAAAAAE");
    f.resignation = 2;  // player 1 on roll and to act: he cannot answer his own offer
    const auto bad = bg::parse_match_id<bg::match_rules>("4HPwATDgc/ABMA", bg::encode_match_id(f));
    REQUIRE_FALSE(bad.has_value());
    CHECK(bad.error().message.find("BG-23.4") != std::string::npos);
    // The XGID has no field for an offer: refused with the reason.
    const auto x = to_xgid(offered);
    REQUIRE_FALSE(x.has_value());
    CHECK(x.error().message.find("offer to resign") != std::string::npos);
}

TEST_CASE("BG-23.1 BG-23.2 BG-16.7 the notation: resign single|gammon|backgammon, accept, reject") {
    const auto s = resign_at_play<bg::money_rules>(resign_race_position(), {2, 1});
    CHECK(to_string(move::resign(1)) == "resign single");
    CHECK(to_string(move::resign(2)) == "resign gammon");
    CHECK(to_string(move::resign(3), s.board()) == "resign backgammon");
    CHECK(to_string(move::accept()) == "accept");
    CHECK(to_string(move::reject()) == "reject");
    for (int level = 1; level <= 3; ++level)
        CHECK(*parse_move(s, to_string(move::resign(level))) == move::resign(level));
    CHECK(*parse_move(s, "Resign  Gammon") == move::resign(2));
    const auto offered = play(s, move::resign(2));
    CHECK(*parse_move(offered, "accept") == move::accept());
    CHECK(*parse_move(offered, "reject") == move::reject());
    // At a double, accept and reject still mean take and drop (BG-16.7).
    auto start = bg::from_position<bg::money_rules>(resign_race_position());
    REQUIRE(start.has_value());
    const auto doubled = play(*start, move::double_offer());
    CHECK(*parse_move(doubled, "accept") == move::take());
    CHECK(*parse_move(doubled, "reject") == move::drop());
    // Errors: the level missing or unknown, an answer with no offer, a level past a rejection.
    const auto missing = parse_move(s, "resign");
    REQUIRE_FALSE(missing.has_value());
    CHECK(missing.error().message.find("names the level") != std::string::npos);
    const auto unknown = parse_move(s, "resign everything");
    REQUIRE_FALSE(unknown.has_value());
    CHECK(unknown.error().message.find("'everything' is not a level") != std::string::npos);
    CHECK(unknown.error().position == 7);
    const auto stray = parse_move(s, "accept");
    REQUIRE_FALSE(stray.has_value());
    CHECK(stray.error().message.find("BG-23.2") != std::string::npos);
    const auto capped = parse_move(play(offered, move::reject()), "resign gammon");
    REQUIRE_FALSE(capped.has_value());
    CHECK(capped.error().message.find("BG-23.3") != std::string::npos);
    CHECK(resign_refusal(s, move::accept()).find("answers a resignation offer") != std::string::npos);
}

TEST_CASE("BG-23.2 the bots never offer, and answer: accept only what the board could still give") {
    // The random bot over whole money games: it rolls, doubles, plays, never resigns.
    std::mt19937_64 rng(5);
    arbiter::bots::random bot;
    int decisions = 0;
    for (int game = 0; game < 200; ++game) {
        state<bg::money_rules> s;
        while (!is_terminal(s)) {
            if (current_player(s) == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                continue;
            }
            const move m = bot.choose(s, rng);
            CHECK_FALSE(m.is_offer());
            s = play(s, m);
            ++decisions;
        }
        CHECK_FALSE(s.last_game().resigned);
    }
    CHECK(decisions > 1000);
    // The greedy answer: the resigner keeps a checker in the answerer's home board, so a
    // backgammon is still on the board: accept 3, reject 2.
    const arbiter::bots::backgammon::greedy greedy;
    const auto s = resign_at_play<bg::money_rules>(resign_race_position(), {2, 1});
    // Player 1, far behind, on roll and resigning.
    position theirs = resign_race_position();
    theirs.on_roll = 1;
    const auto at1 = resign_at_play<bg::money_rules>(theirs, {2, 1});
    CHECK(greedy.choose(play(at1, move::resign(3)), rng) == move::accept());
    CHECK(greedy.choose(play(at1, move::resign(2)), rng) == move::reject());
    // A resigner who has borne off a checker can lose a single at most: accepted.
    position single = theirs;
    single.checkers[1][20] = 0;
    single.checkers[1][bg::off_point] = 1;
    const auto at_single = resign_at_play<bg::money_rules>(single, {2, 1});
    CHECK(greedy.choose(play(at_single, move::resign(1)), rng) == move::accept());
    // The greedy bot itself never offers.
    CHECK_FALSE(greedy.choose(s, rng).is_offer());
}
