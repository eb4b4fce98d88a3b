// Backgammon rules, clause by clause (include/arbiter/backgammon/RULES.md,
// sections 1 to 7 and the play edge cases of section 20). Positions are
// written as in the rules file: the player on roll's points / the
// opponent's, each in his own numbering.

#include <doctest/doctest.h>

#include <arbiter/backgammon/move_text.hpp>

#include <algorithm>

#include "helpers.hpp"

using namespace bg_test;

TEST_CASE("BG-1.2 a player's point p is the opponent's point 25 - p") {
    // Player 0 on roll hits with 20/15: the blot is on player 1's own point 10.
    const position pos = board("20:1 / 10:1");
    const position after = after_play(pos, steps({{5, 20}}));
    CHECK(after.at(0, 15) == 1);
    CHECK(after.at(1, 10) == 0);
    CHECK(after.at(1, bar_point) == 1);
}

TEST_CASE("BG-1.3 checkers move only towards the home board") {
    for (const move& m : legal_plays(board("13:2 8:1 / 24:2 13:5"), roll(4, 2)))
        for (int i = 0; i < m.size(); ++i) CHECK(m[i].from > m[i].from - m[i].die);
    // No play of any roll increases a checker's point: every result has
    // the same or lower pip count.
    const position pos = board("24:2 13:5 8:3 6:5 / 24:2 13:5 8:3 6:5");
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= a; ++b)
            for (const position& after : results(pos, roll(a, b))) {
                CHECK(pos.pip_count(0) - after.pip_count(0) == (a == b ? 4 * a : a + b));
            }
}

TEST_CASE("BG-1.5 BG-1.6 a point with two opposing checkers is blocked; a blot is open") {
    // 6-5 from 24: 18 is blocked (two opposing checkers on his 7) and 19
    // holds a blot (his 6): the only route lands on 19 and hits.
    const position pos = board("24:1 / 7:2 6:1");
    const position after = only_result(pos, roll(6, 5));
    CHECK(after.at(0, 13) == 1);
    CHECK(after.at(1, bar_point) == 1);
    // with both 18 and 19 blocked the checker cannot take both numbers: the 6 alone can't move either
    CHECK(legal_plays(board("24:1 / 7:2 6:2"), roll(6, 5)).front().is_pass());
}

TEST_CASE("BG-2.1 BG-2.2 the starting position") {
    const position start = start_position_of<source_rules>();
    for (arbiter::player_id p = 0; p < 2; ++p) {
        CHECK(start.at(p, 24) == 2);
        CHECK(start.at(p, 13) == 5);
        CHECK(start.at(p, 8) == 3);
        CHECK(start.at(p, 6) == 5);
        CHECK(start.in_play(p) == 15);
    }
    CHECK(to_position_id(start) == "4HPwATDgc/ABMA");
    // BG-2.2: each 24-point is the opponent's 1-point: no point holds both colours.
    for (int q = 1; q <= 24; ++q) CHECK_FALSE((start.at(0, q) > 0 && start.at(1, 25 - q) > 0));
}

TEST_CASE("BG-3.1 BG-9.2 the opening roll: 30 outcomes, the higher die starts with both numbers") {
    const state<> s;
    CHECK(current_player(s) == arbiter::chance_player);
    CHECK(legal_moves(s).empty());
    const auto outcomes = chance_outcomes(s);
    REQUIRE(outcomes.size() == 30);
    arbiter::probability total{0}, player0_starts{0};
    for (const auto& o : outcomes) {
        CHECK(o.chance == arbiter::probability{1, 30});
        CHECK_FALSE(o.outcome.is_double());
        total += o.chance;
        const state<> next = play(s, o.outcome);
        const arbiter::player_id starter = o.outcome.first > o.outcome.second ? 0 : 1;
        CHECK(current_player(next) == starter);
        CHECK(next.phase() == phase::playing);
        CHECK(next.roll().first == std::max(o.outcome.first, o.outcome.second));
        CHECK(next.roll().second == std::min(o.outcome.first, o.outcome.second));
        if (starter == 0) player0_starts += o.chance;
    }
    CHECK(total == arbiter::probability{1});
    CHECK(player0_starts == arbiter::probability{1, 2});
    // The first roll is never doubles: try_play refuses one and changes nothing.
    const auto tie = try_play(s, roll(4, 4));
    REQUIRE_FALSE(tie);
    CHECK(tie.error().message.find("BG-3.1") != std::string::npos);
}

TEST_CASE("BG-3.2 BG-3.4 BG-9.3 after a play the opponent rolls: 21 outcomes") {
    state<> s = play(state<>{}, roll(3, 1));  // player 0 starts with 3-1
    s = play(s, legal_moves(s).front());
    CHECK(current_player(s) == arbiter::chance_player);
    CHECK(s.player_on_roll() == 1);
    const auto outcomes = chance_outcomes(s);
    REQUIRE(outcomes.size() == 21);
    arbiter::probability total{0};
    for (const auto& o : outcomes) {
        CHECK(o.chance == (o.outcome.is_double() ? arbiter::probability{1, 36} : arbiter::probability{2, 36}));
        total += o.chance;
    }
    CHECK(total == arbiter::probability{1});
    const state<> rolled = play(s, roll(2, 5));
    CHECK(current_player(rolled) == 1);
    CHECK(rolled.roll() == roll(5, 2));  // larger die first
}

TEST_CASE("BG-4.1 BG-4.4 a non-double gives two steps, doubles four") {
    const position pos = start_position_of<source_rules>();
    for (const move& m : legal_plays(pos, roll(5, 3))) CHECK(m.size() == 2);
    for (const move& m : legal_plays(pos, roll(3, 3))) CHECK(m.size() == 4);
}

TEST_CASE("BG-4.3 BG-20.4 one checker, both numbers: the route needs an open intermediate point") {
    // 4-3 from 20: 16 is blocked (three on his 9), so only via 17.
    const position pos = board("20:1 / 9:3");
    REQUIRE(to_position_id(pos) == "AAcAAACAAAAAAA");
    const auto plays = legal_plays(pos, roll(4, 3));
    REQUIRE(plays.size() == 1);
    CHECK(after_play(pos, plays[0]).at(0, 13) == 1);
    // BG-20.23: with 16 and 18 both blocked there is no way (6-5 from 24 with 18 blocked goes via 19)
    const auto six_five = legal_plays(board("24:1 / 7:2"), roll(6, 5));
    REQUIRE(six_five.size() == 1);
    CHECK(after_play(board("24:1 / 7:2"), six_five[0]).at(0, 13) == 1);
    // both intermediate points blocked: the checker cannot take both numbers
    const position walled = board("20:1 / 9:2 8:2");
    CHECK(legal_plays(walled, roll(4, 3)).front().is_pass());
}

TEST_CASE("BG-4.5 steps are made in the position left by earlier steps") {
    // BG-20.34: the 4 brings 9 home, then the 6 bears it off.
    const position pos = board("9:1 5:3 3:2 / 24:2 2:3 1:10");
    REQUIRE(to_position_id(pos) == "/zsAADDMIQAAAA");
    const auto plays = legal_plays(pos, roll(6, 4));
    REQUIRE(plays.size() == 1);
    CHECK(after_play(pos, plays[0]).at(0, off_point) == 15 - 5);
}

TEST_CASE("BG-5.1 a step onto a blot hits it") {
    const position pos = board("13:1 / 19:1");  // his 19 is my 6
    const position after = after_play(pos, steps({{4, 13}, {3, 9}}));
    CHECK(after.at(0, 6) == 1);
    CHECK(after.at(1, 19) == 0);
    CHECK(after.at(1, bar_point) == 1);
}

TEST_CASE("BG-5.2 BG-20.16 a checker on the bar must enter before any other moves") {
    const position pos = board("bar:1 10:2 / 5:2 3:2");
    REQUIRE(to_position_id(pos) == "zAAAAMAAgAAAAA");
    const auto plays = legal_plays(pos, roll(5, 3));
    REQUIRE(plays.size() == 1);
    CHECK(plays[0].is_pass());
    // and try_play explains it
    const auto s = at_play(pos, roll(5, 3));
    const auto bad = try_play(s, steps({{5, 10}}));
    REQUIRE_FALSE(bad);
    CHECK(bad.error().message.find("BG-5.2") != std::string::npos);
}

TEST_CASE("BG-5.3 entering with d lands on the mover's point 25 - d") {
    const position pos = board("bar:1 / 13:2");
    for (int d = 1; d <= 6; ++d) {
        const position after = after_play(pos, steps({{static_cast<std::uint8_t>(d), 25}}));
        CHECK(after.at(0, 25 - d) == 1);
        CHECK(after.at(0, bar_point) == 0);
    }
}

TEST_CASE("BG-5.4 BG-20.2 BG-20.3 one checker on the bar: enter with the number that allows both") {
    const position a = board("bar:1 12:1 / 15:2 5:2");  // 22 blocked: enter with the 2 on 23
    REQUIRE(to_position_id(a) == "MAADAAABQAAAAA");
    const auto pa = legal_plays(a, roll(3, 2));
    REQUIRE(pa.size() == 1);
    CHECK(after_play(a, pa[0]).at(0, 23) == 1);
    CHECK(after_play(a, pa[0]).at(0, 9) == 1);
    const position b = board("bar:1 12:1 / 16:2 5:2");  // 23 blocked: enter with the 3 on 22
    const auto pb = legal_plays(b, roll(3, 2));
    REQUIRE(pb.size() == 1);
    CHECK(after_play(b, pb[0]).at(0, 22) == 1);
    CHECK(after_play(b, pb[0]).at(0, 10) == 1);
}

TEST_CASE("BG-5.4 BG-20.18 two on the bar and one number enters: the other is lost") {
    const position pos = board("bar:2 10:2 / 3:2");
    const auto plays = legal_plays(pos, roll(5, 3));
    REQUIRE(plays.size() == 1);
    REQUIRE(plays[0].size() == 1);
    const position after = after_play(pos, plays[0]);
    CHECK(after.at(0, 20) == 1);
    CHECK(after.at(0, bar_point) == 1);
    CHECK(after.at(0, 10) == 2);
}

TEST_CASE("BG-5.4 BG-5.5 BG-20.14 two on the bar with doubles; the entered checker may move on") {
    const position pos = board("bar:2 4:1 3:1 / 1:2");
    REQUIRE(to_position_id(pos) == "AwAAoAAAYAAAAA");
    CHECK(legal_plays(pos, roll(3, 3)).size() == 3);
    // BG-20.19: three on the bar, two enter, one of them hitting
    const position three = board("bar:3 10:2 / 5:1");
    const position after = only_result(three, roll(5, 3));
    CHECK(after.at(0, bar_point) == 1);
    CHECK(after.at(1, bar_point) == 1);
}

TEST_CASE("BG-5.6 checkers of both players may be on the bar at once") {
    const position pos = board("bar:1 / bar:2 13:13", 15);
    const position after = after_play(pos, steps({{6, 25}}));
    CHECK(after.at(0, 19) == 1);
    CHECK(after.at(1, bar_point) == 2);
}

TEST_CASE("BG-6.1 BG-20.22 no bear-off while a checker is outside the home board or on the bar") {
    const position pos = board("bar:1 1:1 / 13:5 8:3");
    REQUIRE(to_position_id(pos) == "gIMPAAIAAAQAAA");
    const auto plays = legal_plays(pos, roll(6, 1));
    REQUIRE(plays.size() == 1);  // bar/18: two routes (19 then 18, or 24 then 18), one play
    CHECK(after_play(pos, plays[0]).at(0, 18) == 1);
    CHECK(after_play(pos, plays[0]).at(0, off_point) == 13);
    // BG-20.33: a checker on 7 stops bearing off with either number
    const position seven = board("7:1 6:3 / 23:2");
    const auto p7 = legal_plays(seven, roll(5, 4));
    REQUIRE(p7.size() == 1);
    CHECK(after_play(seven, p7[0]).at(0, off_point) == 11);
}

TEST_CASE("BG-6.2 BG-6.3 BG-20.31 BG-20.32 a number bears off from its point, or from the highest") {
    const position pos = board("4:1 2:4 / 24:1 1:1");
    const position after = only_result(pos, roll(6, 4));
    CHECK(after.at(0, 4) == 0);
    CHECK(after.at(0, 2) == 3);
    const position ones = board("1:5 / 1:8");
    const auto p1 = legal_plays(ones, roll(6, 4));
    REQUIRE(p1.size() == 1);
    CHECK(after_play(ones, p1[0]).at(0, 1) == 3);
    // BG-6.3: with a checker above d, d bears off nothing below d
    const position above = board("6:1 3:1 / 24:2");
    for (const move& m : legal_plays(above, roll(5, 4)))
        for (int i = 0; i < m.size(); ++i) CHECK_FALSE((m[i].from < m[i].die && m[i].from == 3 && i == 0));
}

TEST_CASE("BG-6.4 BG-20.30 bearing off is never compulsory") {
    const position pos = board("5:2 4:3 3:1 / 5:1");
    REQUIRE(to_position_id(pos) == "EAAA0A0AAAAAAA");
    CHECK(legal_plays(pos, roll(4, 3)).size() == 6);
}

TEST_CASE("BG-6.5 a checker hit during the bear-off must come home before bearing off again") {
    // After the hit, player 0 has a checker on the bar: no bear-off until it is home.
    const position pos = board("bar:1 2:3 / 20:2");
    const position after = only_result(pos, roll(6, 5));
    CHECK(after.at(0, off_point) == pos.at(0, off_point));  // nothing borne off
    CHECK(after.at(0, 14) == 1);                            // bar/14, the only play
}

TEST_CASE("BG-6.6 BG-8.1 BG-20.38 the game ends the moment the last checker is off") {
    const position pos = board("2:1 1:2 / 19:2 15:1 10:1 9:2 4:1 3:6 2:2");
    REQUIRE(to_position_id(pos) == "9gsWhAELAAAAAA");
    const auto plays = legal_plays(pos, roll(5, 5));
    REQUIRE(plays.size() == 1);
    CHECK(plays[0].size() == 3);
    const state<> s = play(at_play(pos, roll(5, 5)), plays[0]);
    CHECK(is_terminal(s));
    CHECK(s.last_game().winner == 0);
    CHECK(returns(s) == std::array<double, 2>{1, -1});
}

TEST_CASE("BG-7.3 BG-6.6 a play that bears off the last checker must still use as many numbers as it can") {
    // Found against gnubg: the mover's last checker is on his 5 point and the
    // opponent has a blot on the mover's 2 point. 6-3: 5/off alone ends the game with one
    // number, 5/2*/off uses both and hits on the way (the checker on the bar can turn a
    // gammon into a backgammon, BG-8.4). Only the longer play is allowed; gnubg agrees.
    const auto parsed = parse_position_id("MyHaCBQIAAAAAA");
    REQUIRE(parsed.has_value());
    const position pos = *parsed;
    REQUIRE(pos.at(0, off_point) == 14);
    REQUIRE(pos.at(0, 5) == 1);
    REQUIRE(pos.at(1, 23) == 1);  // the opponent's 23 point is the mover's 2 point
    const auto plays = legal_plays(pos, roll(6, 3));
    REQUIRE(plays.size() == 1);
    CHECK(plays[0] == steps({{3, 5}, {6, 2}}));
    const state<> before = at_play(pos, roll(6, 3));
    const state<> after = play(before, plays[0]);
    CHECK(is_terminal(after));
    CHECK(after.board().at(1, bar_point) == 1);
    // 5/off is refused as a sequence and as text, naming the rule; the state is unchanged.
    const state<> copy = before;
    const auto short_play = try_play(before, steps({{6, 5}}));
    REQUIRE_FALSE(short_play.has_value());
    CHECK_MESSAGE(short_play.error().message.find("as many as possible must be") != std::string::npos,
                  short_play.error().message);
    const auto short_text = parse_move(before, "5/off");
    REQUIRE_FALSE(short_text.has_value());
    CHECK_MESSAGE(short_text.error().message.find("as many as possible must be") != std::string::npos,
                  short_text.error().message);
    CHECK(before == copy);
    CHECK(*parse_move(before, "5/2*/off") == plays[0]);
    // BG-6.6 still holds where no longer sequence exists: with the blot's point made, the 3
    // cannot be played first, and 5/off, one number, is the only play and ends the game.
    position made = pos;
    made.checkers[1][23] = 2;
    made.checkers[1][off_point] = static_cast<std::uint8_t>(made.checkers[1][off_point] - 1);
    const auto blocked = legal_plays(made, roll(6, 3));
    REQUIRE(blocked.size() == 1);
    CHECK(blocked[0] == steps({{6, 5}}));
    CHECK(is_terminal(play(at_play(made, roll(6, 3)), blocked[0])));
}

TEST_CASE("BG-7.2 BG-20.1 both numbers must be played when possible, even in an order that alone allows it") {
    const position pos = board("8:1 4:3 / 24:2");
    REQUIRE(to_position_id(pos) == "AACAwSEAAAAAAA");
    const position after = only_result(pos, roll(4, 3));
    CHECK(after.at(0, 5) == 1);
    CHECK(after.at(0, 4) == 2);
    // BG-7.4: the canonical sequence plays the 3 first, the only order that works
    CHECK(legal_plays(pos, roll(4, 3))[0][0] == step{3, 8});
}

TEST_CASE("BG-7.2 BG-20.5 BG-20.6 either number but not both: the larger") {
    const position bar = board("bar:1 / 5:2");
    const auto pb = legal_plays(bar, roll(3, 2));
    REQUIRE(pb.size() == 1);
    CHECK(pb[0] == steps({{3, 25}}));
    const position pos = board("13:1 / 18:2 13:5 8:3 6:5");
    REQUIRE(to_position_id(pos) == "4HPwwQAAEAAAAA");
    const auto p = legal_plays(pos, roll(4, 2));
    REQUIRE(p.size() == 1);
    CHECK(p[0] == steps({{4, 13}}));
    // and try_play says why the smaller alone is refused
    const auto bad = try_play(at_play(pos, roll(4, 2)), steps({{2, 13}}));
    REQUIRE_FALSE(bad);
    CHECK(bad.error().message.find("larger") != std::string::npos);
}

TEST_CASE("BG-7.2 BG-20.7 BG-20.8 only one number can be played") {
    const position smaller = board("7:2 / 23:2");  // the 5 is blocked (2), the 2 plays
    REQUIRE(to_position_id(smaller) == "AADAAAYAAAAAAA");
    const auto p = legal_plays(smaller, roll(5, 2));
    REQUIRE(p.size() == 1);
    CHECK(p[0] == steps({{2, 7}}));
    const position larger = board("24:2 / 12:2 6:2 5:2 4:2 3:2 2:2");
    const auto q = legal_plays(larger, roll(6, 5));
    REQUIRE(q.size() == 1);
    CHECK(q[0] == steps({{6, 24}}));
}

TEST_CASE("BG-7.2 BG-7.6 BG-20.9 BG-20.10 BG-20.11 no number playable: the pass") {
    for (const auto& [text, r] : {std::pair{"24:2 / 12:2 6:2 5:2 4:2 3:2 2:2", roll(5, 3)},
                                  std::pair{"10:2 2:3 / 19:2 17:2", roll(4, 2)},
                                  std::pair{"24:1 / 7:2", roll(6, 6)}}) {
        const position pos = board(text);
        const auto plays = legal_plays(pos, r);
        REQUIRE(plays.size() == 1);
        CHECK(plays[0].is_pass());
        const state<> s = play(at_play(pos, r), plays[0]);
        CHECK(s.player_on_roll() == 1);
        CHECK(s.board().checkers == pos.checkers);
    }
}

TEST_CASE("BG-7.2 BG-20.12 BG-20.13 doubles: as many numbers as possible") {
    const position pos = board("bar:1 15:1 10:1 4:1 / 23:2 19:1 14:2 8:3 5:2 3:2");
    REQUIRE(to_position_id(pos) == "zDgwCAOBIAABAA");
    const auto plays = legal_plays(pos, roll(4, 4));
    REQUIRE(plays.size() == 1);
    CHECK(plays[0].size() == 2);
    const position two = board("bar:2 / 6:2 3:1");
    const auto p2 = legal_plays(two, roll(3, 3));
    REQUIRE(p2.size() == 1);
    CHECK(p2[0].size() == 2);
}

TEST_CASE("BG-7.3 a number that bears off from a lower point counts in full") {
    // 6-1 with one checker on 2: the 6 bears it off (the larger); 2/1 then 1/off is also 2 steps.
    const position pos = board("2:1 / 24:2", 15);
    const auto plays = legal_plays(pos, roll(6, 1));
    REQUIRE(plays.size() == 1);
    CHECK(after_play(pos, plays[0]).at(0, off_point) == 15);
}

TEST_CASE("BG-7.5 BG-20.24 BG-20.25 BG-20.26 a hit on the way makes a different play") {
    CHECK(legal_plays(board("24:1 / 7:1"), roll(6, 5)).size() == 2);
    CHECK(legal_plays(board("bar:1 / 3:1"), roll(3, 2)).size() == 2);
    CHECK(legal_plays(board("5:1 / 21:1"), roll(3, 1)).size() == 2);
    // BG-20.27: two routes to one position without a hit: one play
    CHECK(legal_plays(board("20:1 / 3:2"), roll(4, 3)).size() == 1);
}

TEST_CASE("BG-7.5 plays are distinct positions and every allowed sequence's position is listed") {
    // Brute force over every step sequence (BG-7.1, BG-7.3) on positions from
    // random games: the listed plays are exactly the distinct positions of the
    // allowed sequences.
    std::mt19937_64 rng(2024);
    int checked = 0;
    for (int game = 0; game < 30; ++game) {
        arbiter::random_playout(state<>{}, rng, 400, [&](const state<>& s) {
            if (s.phase() != phase::playing) return;
            const position& pos = s.board();
            const dice r = s.roll();
            std::vector<std::pair<int, position>> leaves;  // (steps, position)
            const std::vector<int> numbers =
                r.is_double() ? std::vector<int>(4, r.first) : std::vector<int>{r.first, r.second};
            auto search = [&](auto&& self, const position& p, std::vector<int> left, int depth, int sum) -> void {
                bool extended = false;
                if (p.at(p.on_roll, off_point) < 15) {
                    for (std::size_t i = 0; i < left.size(); ++i) {
                        if (i > 0 && left[i] == left[i - 1]) continue;
                        for (int from = 1; from <= bar_point; ++from) {
                            position q = p;
                            if (!apply_step(q, step{static_cast<std::uint8_t>(left[i]), static_cast<std::uint8_t>(from)})) continue;
                            extended = true;
                            std::vector<int> rest = left;
                            rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
                            self(self, q, rest, depth + 1, sum + left[i]);
                        }
                    }
                }
                if (!extended) leaves.push_back({depth * 100 + sum, p});
            };
            search(search, pos, numbers, 0, 0);
            int best = 0;
            for (const auto& l : leaves) best = std::max(best, l.first);
            std::vector<position> allowed;
            for (const auto& l : leaves)
                if (l.first == best && std::find(allowed.begin(), allowed.end(), l.second) == allowed.end())
                    allowed.push_back(l.second);
            const auto listed = results(pos, r);
            if (best == 0) {
                CHECK(legal_plays(pos, r).front().is_pass());
                return;
            }
            CHECK(listed.size() == allowed.size());
            for (const position& p : listed) CHECK(std::find(allowed.begin(), allowed.end(), p) != allowed.end());
            for (std::size_t i = 0; i < listed.size(); ++i)
                for (std::size_t j = i + 1; j < listed.size(); ++j) CHECK_FALSE(listed[i] == listed[j]);
            ++checked;
        });
    }
    CHECK(checked > 500);
}

TEST_CASE("BG-7.7 BG-7.8 canonical sequences: larger number first, sources from the bar down") {
    const position start = start_position_of<source_rules>();
    const auto plays = legal_plays(start, roll(6, 5));
    REQUIRE(plays.size() == 7);
    CHECK(plays[0] == steps({{6, 24}, {5, 18}}));  // 24/13 comes first (BG-22.2)
    CHECK(plays[1] == steps({{6, 24}, {5, 13}}));  // 24/18 13/8
    // every list is in descending order of canonical sequences
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= a; ++b) {
            const auto list = legal_plays(start, roll(a, b));
            auto rank = [](const move& m) {
                std::array<int, 4> r{};
                for (int i = 0; i < m.size(); ++i) r[static_cast<std::size_t>(i)] = m[i].die * 32 + m[i].from;
                return r;
            };
            for (std::size_t i = 1; i < list.size(); ++i) CHECK(rank(list[i - 1]) > rank(list[i]));
        }
}

TEST_CASE("BG-7.9 a play may be submitted as any allowed sequence producing it") {
    const state<> s = at_play(start_position_of<source_rules>(), roll(6, 5));
    const move reordered = steps({{5, 13}, {6, 24}});  // 24/18 13/8, the 5 first
    REQUIRE_FALSE(reordered == legal_plays(s.board(), s.roll())[1]);
    const auto played = try_play(s, reordered);
    REQUIRE(played);
    CHECK(*played == play(s, legal_plays(s.board(), s.roll())[1]));
    // not allowed: a number the roll does not have, a blocked landing, too few numbers
    const auto wrong_die = try_play(s, steps({{4, 24}, {5, 13}}));
    REQUIRE_FALSE(wrong_die);
    CHECK(wrong_die.error().message.find("BG-4.1") != std::string::npos);
    const auto blocked = try_play(s, steps({{6, 13}, {5, 13}}));  // 13/7 fine, 13/8 fine: legal
    CHECK(blocked);
    const auto onto_block = try_play(at_play(start_position_of<source_rules>(), roll(1, 1)),
                                     steps({{1, 13}}));  // his 13 is my 12: blocked
    REQUIRE_FALSE(onto_block);
    CHECK(onto_block.error().message.find("blocked") != std::string::npos);
    const auto too_few = try_play(s, steps({{6, 24}}));
    REQUIRE_FALSE(too_few);
    CHECK(too_few.error().message.find("BG-7.2") != std::string::npos);
}

TEST_CASE("BG-7.10 BG-20.41 BG-20.42 the largest lists") {
    const auto contact = parse_position_id("u3MDACRm20YUAA");
    REQUIRE(contact);
    CHECK(legal_plays(*contact, roll(1, 1)).size() == 450);
    const auto race = parse_position_id("BwAAwLaBjDQAAA");
    REQUIRE(race);
    CHECK(legal_plays(*race, roll(1, 1)).size() == 536);
    static_assert(max_plays == 3060);
    // The list also holds the three offers to resign a play decision may list (BG-23.1).
    static_assert(move_list::capacity() == max_plays + max_resign_level);
}

TEST_CASE("BG-20 the play counts of every edge case") {
    struct row {
        const char* clause;
        const char* id;
        int a, b, n;
    };
    const row rows[] = {
        {"BG-20.1", "AACAwSEAAAAAAA", 4, 3, 1},  {"BG-20.2", "MAADAAABQAAAAA", 3, 2, 1},
        {"BG-20.3", "MAAGAAABQAAAAA", 3, 2, 1},  {"BG-20.4", "AAcAAACAAAAAAA", 4, 3, 1},
        {"BG-20.5", "MAAAAAAACAAAAA", 3, 2, 1},  {"BG-20.6", "4HPwwQAAEAAAAA", 4, 2, 1},
        {"BG-20.7", "AADAAAYAAAAAAA", 5, 2, 1},  {"BG-20.8", "tm1gAAAAADAAAA", 6, 5, 1},
        {"BG-20.9", "tm1gAAAAADAAAA", 5, 3, 1},  {"BG-20.10", "AAAzwAEGAAAAAA", 4, 2, 1},
        {"BG-20.11", "wAAAAAAABAAAAA", 6, 6, 1}, {"BG-20.12", "zDgwCAOBIAABAA", 4, 4, 1},
        {"BG-20.13", "xAAAAAAAMAAAAA", 3, 3, 1}, {"BG-20.14", "AwAAoAAAYAAAAA", 3, 3, 3},
        {"BG-20.15", "BABgAOABAAAAAA", 3, 3, 1}, {"BG-20.16", "zAAAAMAAgAAAAA", 5, 3, 1},
        {"BG-20.17", "zAAAAMAAgAEAAA", 5, 3, 1}, {"BG-20.18", "DAAAADAAYAAAAA", 5, 3, 1},
        {"BG-20.19", "EAAAABgAcAAAAA", 5, 3, 1}, {"BG-20.20", "DAAAAAAAeAAAAA", 3, 3, 1},
        {"BG-20.21", "zAAAAAAA4AEAAA", 4, 4, 1}, {"BG-20.22", "gIMPAAIAAAQAAA", 6, 1, 1},
        {"BG-20.23", "wAAAAAAABAAAAA", 6, 5, 1}, {"BG-20.24", "QAAAAAAAAgAAAA", 6, 5, 2},
        {"BG-20.25", "BAAAAAAABAAAAA", 3, 2, 2}, {"BG-20.26", "AAAQQAAAAAAAAA", 3, 1, 2},
        {"BG-20.27", "DAAAAABAAAAAAA", 4, 3, 1}, {"BG-20.28", "fwAAAP+1CQAAAA", 6, 1, 5},
        {"BG-20.29", "MAAAgBAAAAAAAA", 5, 3, 3}, {"BG-20.30", "EAAA0A0AAAAAAA", 4, 3, 6},
        {"BG-20.31", "AQAA8QQAAAAAAA", 6, 4, 1}, {"BG-20.32", "/wAAAD4AAAAAAA", 6, 4, 1},
        {"BG-20.33", "AADAABcAAAAAAA", 5, 4, 1}, {"BG-20.34", "/zsAADDMIQAAAA", 6, 4, 1},
        {"BG-20.35", "DAAA8AoAAAAAAA", 2, 2, 4}, {"BG-20.36", "/+YAASD+2xQAAA", 6, 1, 6},
        {"BG-20.37", "mzVRARhztzMAAA", 4, 4, 3}, {"BG-20.38", "9gsWhAELAAAAAA", 5, 5, 1},
        {"BG-20.39", "4PsAACgAAAAAAA", 2, 1, 2}, {"BG-20.40", "4PsAACgAAAAAAA", 6, 5, 1},
        {"BG-20.41", "u3MDACRm20YUAA", 1, 1, 450}, {"BG-20.42", "BwAAwLaBjDQAAA", 1, 1, 536},
    };
    for (const row& r : rows) {
        CAPTURE(r.clause);
        const auto pos = parse_position_id(r.id);
        REQUIRE(pos);
        CHECK(legal_plays(*pos, roll(r.a, r.b)).size() == static_cast<std::size_t>(r.n));
    }
}

TEST_CASE("BG-22 the opening position: distinct plays for every roll") {
    const int table[6][6] = {{42, 15, 16, 14, 8, 10}, {15, 75, 17, 18, 8, 14}, {16, 17, 73, 17, 9, 14},
                             {14, 18, 17, 52, 9, 14}, {8, 8, 9, 9, 4, 7},      {10, 14, 14, 14, 7, 11}};
    const position start = start_position_of<source_rules>();
    int sum21 = 0, sum36 = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b) {
            const int n = static_cast<int>(legal_plays(start, roll(a, b)).size());
            CHECK(n == table[a - 1][b - 1]);
            sum36 += n;
            if (b <= a) sum21 += n;
        }
    CHECK(sum21 == 447);  // BG-22.1
    CHECK(sum36 == 637);
}

TEST_CASE("BG-4.2 BG-4.7 a step (number, source) moves a checker d points; own checkers never block") {
    const position pos = board("13:2 8:1 / 19:2");  // his 19 is my 6: blocked
    position stacked = pos;
    REQUIRE(apply_step(stacked, step{5, 13}));  // 13 -> 8, onto my own checker
    CHECK(stacked.at(0, 13) == 1);
    CHECK(stacked.at(0, 8) == 2);
    position blocked = pos;
    CHECK_FALSE(apply_step(blocked, step{2, 8}));  // 8 -> 6 is blocked
    CHECK(blocked == pos);                         // and nothing changed
    position empty_source = pos;
    CHECK_FALSE(apply_step(empty_source, step{1, 12}));
    CHECK(empty_source == pos);
}

TEST_CASE("BG-4.6 a step past the 1-point is a bear-off, legal only under BG-6") {
    position outside = board("7:1 3:1 / 24:2");
    const position before = outside;
    CHECK_FALSE(apply_step(outside, step{4, 3}));  // 7 is outside: no bear-off
    CHECK(outside == before);
    position home = board("3:1 / 24:2");
    REQUIRE(apply_step(home, step{4, 3}));  // highest point, larger number (BG-6.3)
    CHECK(home.at(0, off_point) == 15);
}

TEST_CASE("BG-9.5 BG-23.1 the moves of each decision") {
    const state<money_rules> start;
    state<money_rules> s = play(start, roll(3, 1));
    // The plays, then the three offers to resign money play adds (BG-23.0, BG-23.1).
    const auto at_play = legal_moves(s);
    REQUIRE(at_play.size() == legal_plays(s.board(), roll(3, 1)).size() + 3);
    for (std::size_t i = 0; i + 3 < at_play.size(); ++i) CHECK(at_play[i].is_play());
    for (int level = 1; level <= 3; ++level) CHECK(at_play[at_play.size() - 4 + static_cast<std::size_t>(level)] == move::resign(level));
    s = play(s, legal_moves(s).front());
    REQUIRE(s.phase() == phase::cube_decision);
    CHECK(legal_moves(s) ==
          move_list{move::roll(), move::double_offer(), move::resign(1), move::resign(2), move::resign(3)});
    s = play(s, move::double_offer());
    REQUIRE(s.phase() == phase::responding);
    CHECK(legal_moves(s) == move_list{move::take(), move::drop()});  // no beavers by default (BG-12), no offer (BG-23.1)
    // Without resignations, the cube's decisions alone.
    state<money_without_resign> c = play(play(state<money_without_resign>{}, roll(3, 1)), legal_plays(play(state<money_without_resign>{}, roll(3, 1)).board(), roll(3, 1)).front());
    REQUIRE(c.phase() == phase::cube_decision);
    CHECK(legal_moves(c) == move_list{move::roll(), move::double_offer()});
}

TEST_CASE("BG-9.7 returns: zero until the end, then the game's result for each player") {
    const position last = board("1:1 / 12:15");
    const state<> single = at_play(last, roll(2, 1));
    CHECK(returns(single) == std::array<double, 2>{0, 0});
    CHECK(returns(play(single, legal_moves(single).front())) == std::array<double, 2>{1, -1});  // BG-8.3
    const state<money_rules> money = at_play<money_rules>(last, roll(2, 1));
    CHECK(returns(play(money, legal_moves(money).front())) == std::array<double, 2>{2, -2});  // a gammon, BG-10.1
    const position other_wins = board("1:1 / 12:15", 15, 1);  // player 1 on roll, one checker left
    const state<money_rules> x = at_play<money_rules>(other_wins, roll(2, 1));
    CHECK(returns(play(x, legal_moves(x).front())) == std::array<double, 2>{-2, 2});
}
