// Notation: whole states as text, written (state_text.hpp) and read back
// (state_reader.hpp); bad input gets an error naming the line and column.
// Moves and chance outcomes as text are in move_text_test.cpp.

#include <doctest/doctest.h>

#include <cstddef>
#include <random>
#include <string>
#include <string_view>

#include "helpers.hpp"

using namespace cw_test;

TEST_CASE("notation: a full state is written and read back exactly") {
    auto s = table<rules<3, variant::bounty>>{}.hand(0, {7, 9}).play(0, {3, 5}).hired(0, {6}).attacked(0, {5})
                 .bottom(1, {Q, 8}).money(1, 325).due(1, 625).queens(1, 2).eliminated(2).build();
    s = must(s, "attack 3S -> KH");
    const std::string text = to_string(s);
    CHECK(text ==
          "game=crime-wars players=3\n"  // the header: bounty with 3 players is no named rules entry
          "crime-wars players=3 variants=bounty\n"
          "phase=defending turn=0 first=0 deals=0 roulette=no debt=0 resume=main turns=0 limit=0 pot=0 coin=-\n"
          "S money=1000 due=0 q=0 j=0 turns=1 king=ready hand=7,9 play=3!,5!,6+ deck=2,4,8,10,J,Q,A bottom=-\n"
          "H money=325 due=625 q=2 j=0 turns=1 king=ready hand=- play=- deck=2,3,4,5,6,7,9,10,J,A bottom=Q,8\n"
          "C money=0 due=0 q=0 j=0 turns=0 king=out hand=- play=- deck=- bottom=-\n"
          "attack=3S->KH defend=-\n");
    const auto back = parse_state<rules<3, variant::bounty>>(text);
    REQUIRE_MESSAGE(back.has_value(), back.error().what());
    CHECK(*back == s);
}

TEST_CASE("notation: bad state texts name the line and column") {
    // The text as written before the header line (core/state_header.hpp): it still reads.
    const std::string whole = to_string(table<>{}.hand(0, {7}).build());
    CHECK(whole.starts_with("game=crime-wars rules=standard players=2\n"));
    const std::string good = whole.substr(whole.find('\n') + 1);
    CHECK(parse_state<standard_rules>(good).has_value());
    // what() is "line L, column C: message" (1-based), the same in every game.
    const auto fails = [&](std::string text, std::string_view what, std::size_t line, std::size_t column) {
        const auto r = parse_state<standard_rules>(text);
        REQUIRE_FALSE(r.has_value());
        CHECK_MESSAGE(r.error().what().starts_with(what), r.error().what());
        CHECK(r.error().line == line);
        CHECK(r.error().column == column);
    };
    auto replace = [&](std::string_view from, std::string_view to) {
        std::string t = good;
        t.replace(t.find(from), from.size(), to);
        return t;
    };
    fails(replace("crime-wars", "crime-war"), "line 1, column 1: a state starts with 'crime-wars'", 1, 1);
    fails(replace("players=2", "players=3"), "line 1, column 12: the state is for 3 players", 1, 12);
    fails(replace("variants=-", "variants=hardcore"), "line 1, column 31: variants 'hardcore' are not these rules' '-'", 1, 31);
    fails(replace("phase=main", "phase=lunch"), "line 2, column 7: unknown phase 'lunch'", 2, 7);
    fails(replace("hand=7 ", "hand=7,7 "), "line 3, column 54: the 7 is listed twice", 3, 54);
    fails(replace("hand=7 ", "hand=K "), "line 3, column 52: 'K' is not a card here", 3, 52);
    fails(replace("money=1000", "money=lots"), "line 3, column 9: 'lots' is not a whole number", 3, 9);
    fails(replace("deck=2,3,4,5,6,8,9,10,J,Q,A,*", "deck=2,3,4,5,6,7,8,9,10,J,Q,A,*"),
          "line 3, column 66: a card is in two places at once", 3, 66);
    fails(replace("attack=-", "attack=7S->KH"), "line 5, column 1: expected 'attack=-' outside an attack", 5, 1);
    fails(good + "extra\n", "line 6, column 1: a state of 2 players is 5 lines", 6, 1);
    // The line is said once, by the position, not again in the message.
    const auto r = parse_state<standard_rules>(replace("phase=main", "phase=lunch"));
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().message == "unknown phase 'lunch'");
    // Blank lines and '#' comments are skipped (core/text.hpp), and the lines still counted.
    const auto commented = parse_state<standard_rules>("# saved\n\n" + good);
    REQUIRE_MESSAGE(commented.has_value(), commented.error().what());
    CHECK(*commented == *parse_state<standard_rules>(good));
    fails("# saved\n" + replace("phase=main", "phase=lunch"), "line 3, column 7: unknown phase 'lunch'", 3, 7);
    // After the header, the same errors one line further down.
    fails(whole.substr(0, whole.find('\n') + 1) + replace("phase=main", "phase=lunch"),
          "line 3, column 7: unknown phase 'lunch'", 3, 7);
}

TEST_CASE("CW-V1.14 CW-V7.2 notation: a phase of a variant these rules do not play is refused (found by fuzzing)") {
    // A two-player game without the Thug Alliance has no priced GIVE: phase=pricing would
    // leave legal_moves reading the account of seat -1.
    const std::string main_phase = to_string(table<>{}.hand(0, {7}).build());
    REQUIRE(parse_state<standard_rules>(main_phase).has_value());
    for (const std::string_view ph : {"pricing", "accepting", "routing", "joining", "ally-defending", "conquering"}) {
        std::string text = main_phase;
        text.replace(text.find("phase=main"), 10, "phase=" + std::string(ph));
        const auto r = parse_state<standard_rules>(text);
        REQUIRE_FALSE(r.has_value());
        CHECK_MESSAGE(r.error().what().starts_with("line 3, column 1: phase=" + std::string(ph) +
                                                   " belongs to a variant these rules do not play"),
                      r.error().what());
    }
}

TEST_CASE("CW-15.3 notation: a state play cannot continue from is refused (a surrender that cannot cover the debt)") {
    // tests/data/crime_wars/x15-loan.txt with phase=loan changed to phase=surrender: the
    // debtor's one group (a 4, worth $400) cannot cover the debt of $800, so no SURRENDER
    // exists and the state would be a decision without a move.
    const std::string loan =
        "crime-wars players=2 variants=-\n"
        "phase=loan turn=0 first=0 deals=0 roulette=yes debt=800 resume=main turns=2 limit=0 pot=0 coin=-\n"
        "S money=300 due=0 q=0 j=0 turns=1 king=ready hand=- play=4 deck=2,3,5,6,7,8,9,10,J,Q,A,* bottom=-\n"
        "H money=1000 due=0 q=0 j=0 turns=1 king=ready hand=- play=- deck=2,3,4,5,6,7,8,9,10,J,Q,A,* bottom=-\n"
        "attack=-\n";
    const auto as_loan = parse_state<standard_rules>(loan);
    REQUIRE_MESSAGE(as_loan.has_value(), as_loan.error().what());
    CHECK_FALSE(legal_moves(*as_loan).empty());
    std::string surrender = loan;
    surrender.replace(surrender.find("phase=loan"), 10, "phase=surrender");
    const auto r = parse_state<standard_rules>(surrender);
    REQUIRE_FALSE(r.has_value());
    CHECK_MESSAGE(r.error().what().starts_with("line 2, column 1: phase=surrender"), r.error().what());
    CHECK(r.error().message.find("cannot cover the debt of $800") != std::string::npos);
    // With a group worth the debt the same surrender is a decision with moves, and is read.
    std::string coverable = surrender;
    coverable.replace(coverable.find("play=4 deck=2,3,5,6,7,8,9"), 25, "play=8 deck=2,3,4,5,6,7,9");
    const auto ok = parse_state<standard_rules>(coverable);
    REQUIRE_MESSAGE(ok.has_value(), ok.error().what());
    CHECK_FALSE(legal_moves(*ok).empty());
}

TEST_CASE("notation: states of random games round-trip, observations included") {
    std::mt19937_64 rng(4);
    for (int game = 0; game < 30; ++game) {
        state<rules<5, variant::multiple_decks, variant::gambling>> s;
        while (!is_terminal(s)) {
            const auto back = parse_state<rules<5, variant::multiple_decks, variant::gambling>>(to_string(s));
            REQUIRE(back.has_value());
            CHECK(*back == s);
            s = current_player(s) == arbiter::chance_player
                    ? play(s, arbiter::sample_outcome(chance_outcomes(s), rng))
                    : play(s, legal_moves(s)[static_cast<std::size_t>(arbiter::uniform_below(rng, legal_moves(s).size()))]);
        }
    }
}
