#pragma once
// Backgammon in words and events (core/describe.hpp): the plays, the dice,
// the cube, resignations and the end of a game, told to a player or a log.
//
//   describe(s, m, viewer)   "Player 1 moves from your 12-point to your 18-point and from
//                            your 17-point to your 18-point, hitting your blot on your 18-point."
//   describe(s, d, viewer)   "Player 1 rolls double 3s." / "Opening roll: you roll 5 and
//                            player 1 rolls 2, so you start with 5-2 (BG-3.1)."
//   describe_end(s, viewer)  "You lose a gammon (2 points): player 0 bore off every checker
//                            before you bore off any (BG-8.4)."
//   events(s, m | d, viewer) the typed list below
//
// Seats are named as the rest of the game names them: "player 0", "player 1"
// (BG-0.1); the viewer reads "you". Points (BG-1.2) are counted from the
// viewer's side: a player reads every point in his own numbering ("your
// 18-point" is the opponent's 7-point), the bar and `off` in words. The
// omniscient viewer (a log) reads a play in the mover's own notation, as
// to_string(s, m) writes it (BG-16.3).
//
// Events, points written as numbers in the same numbering ("bar", "off"):
//   a play, one step at a time in its canonical order (BG-7.7):
//     moved      player = mover, piece = "checker", from, to
//     entered    the same with from = "bar" (BG-5.3)
//     borne_off  the same with to = "off" (BG-6)
//     removed    a hit (BG-5.1): player = the blot's owner, from = its point, to = "bar",
//                right after the step that hit it
//     passed     the pass (BG-7.6)
//   roll (no double)   rolled, player = the mover, piece empty: the faces come with the outcome
//   double_offer       offered, piece "double", amount = the value offered (BG-11.2)
//   take, drop         answered, piece "take" / "drop", amount = the cube after a take,
//                      the points lost after a drop (BG-11.3)
//   beaver             answered, piece "beaver" or "raccoon", amount = the cube now; then
//                      offered, piece "double", amount = the redouble (BG-12)
//   resign             offered, piece "resign single|gammon|backgammon", amount = its points (BG-23.1)
//   accept, reject     answered, piece "accept" / "reject" (BG-23.2)
//   a game that ends   in a match, scored (player = the winner, piece "points", amount);
//                      when the state is over, game_over (player = the winner, amount = the
//                      points of the last game)
//   dice               rolled, piece = "6-5" (larger first), player = who rolls (BG-9.3); at
//                      the opening roll one event per player with his die, "5" (BG-9.2)
//
// Backgammon has no hidden information (BG-9.1): every viewer may read everything.

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../core/config.hpp"
#include "../core/describe.hpp"
#include "../core/player.hpp"
#include "apply.hpp"
#include "generate.hpp"
#include "move_text.hpp"
#include "position_id.hpp"
#include "rules.hpp"
#include "state.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::backgammon {

namespace detail {

// ---------------------------------------------------------------- words

[[nodiscard]] inline std::string describe_subject(player_id p, player_id viewer) {
    return capitalized(seat_word(p, viewer, player_name(p)));
}
// A verb agreeing with its subject: "you take", "player 1 takes".
[[nodiscard]] inline std::string describe_verb(player_id p, player_id viewer, std::string_view base,
                                               std::string_view third_person) {
    return std::string{p == viewer ? base : third_person};
}
[[nodiscard]] inline std::string describe_count(int n) {
    constexpr std::array<std::string_view, 5> words{"no", "one", "two", "three", "four"};
    return n >= 0 && n <= 4 ? std::string{words[static_cast<std::size_t>(n)]} : std::to_string(n);
}
[[nodiscard]] inline std::string describe_points(int n) {
    return std::to_string(n) + (n == 1 ? " point" : " points");
}
// "a", "a and b", "a, b and c".
[[nodiscard]] inline std::string describe_list(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += i + 1 == items.size() ? " and " : ", ";
        out += items[i];
    }
    return out;
}

// The mover's point q (25 the bar, 0 off) in the viewer's numbering (BG-1.2).
[[nodiscard]] inline int describe_seen_point(int q, player_id mover, player_id viewer) {
    return viewer == opponent(mover) && q >= 1 && q <= num_points ? 25 - q : q;
}
// As an event writes it: "7", "bar", "off".
[[nodiscard]] inline std::string describe_point_label(int q, player_id mover, player_id viewer) {
    return point_text(describe_seen_point(q, mover, viewer));
}
// As a sentence says it to a player: "your 7-point", "the bar".
[[nodiscard]] inline std::string describe_point_words(int q, player_id mover, player_id viewer) {
    if (q == bar_point) return "the bar";
    if (q == off_point) return "off the board";
    return "your " + std::to_string(describe_seen_point(q, mover, viewer)) + "-point";
}

// "a gammon (2 points)" when the kind counted (BG-10.1, BG-14.1), else "2 points";
// `cube` is the value the game was played for.
[[nodiscard]] inline std::string describe_stake(const game_result& g, int cube) {
    const bool counted = (g.kind == win_kind::gammon || g.kind == win_kind::backgammon) && g.points > cube;
    if (!counted) return describe_points(g.points);
    return std::string{g.kind == win_kind::gammon ? "a gammon" : "a backgammon"} + " (" + describe_points(g.points) + ")";
}
// "you win 1 point", "you lose a gammon (2 points)", "player 0 wins 4 points".
[[nodiscard]] inline std::string describe_result(const game_result& g, int cube, player_id viewer) {
    const std::string stake = describe_stake(g, cube);
    if (viewer == g.winner) return "you win " + stake;
    if (viewer == opponent(g.winner)) return "you lose " + stake;
    return player_name(g.winner) + " wins " + stake;
}
// The score of a match, the viewer's first: "you 3, player 1 2".
template <rules_policy R>
[[nodiscard]] std::string describe_score(const state<R>& s, player_id viewer) {
    const player_id first = viewer == 1 ? 1 : 0;
    const player_id second = opponent(first);
    return seat_word(first, viewer, player_name(first)) + " " + std::to_string(s.score(first)) + ", " +
           seat_word(second, viewer, player_name(second)) + " " + std::to_string(s.score(second));
}
// After a game of a match (BG-13): the match's winner, or the score and the
// Crawford game to come. Empty outside a match.
template <rules_policy R>
[[nodiscard]] std::string describe_match(const state<R>& after, player_id viewer) {
    const int length = after.match_length();
    if (length == 0) return {};
    const std::string match = "the " + std::to_string(length) + "-point match";
    if (is_terminal(after)) {
        const player_id w = after.last_game().winner, l = opponent(w);
        const std::string won = std::to_string(after.score(w)) + "-" + std::to_string(after.score(l));
        const std::string lost = std::to_string(after.score(l)) + "-" + std::to_string(after.score(w));
        if (viewer == w) return " You win " + match + " " + won + ".";
        if (viewer == l) return " You lose " + match + " " + lost + ".";
        return " " + capitalized(player_name(w)) + " wins " + match + " " + won + ".";
    }
    std::string text = " Score in " + match + ": " + describe_score(after, viewer) + ".";
    if (after.is_crawford_game()) text += " The next game is the Crawford game: no doubling (BG-13.2).";
    return text;
}

// ---------------------------------------------------------------- plays

// A checker's route (every point it lands on) and how many checkers take it.
struct describe_route {
    std::vector<int> points;
    int count = 1;
};
[[nodiscard]] inline std::vector<describe_route> describe_routes(const move& m) {
    std::vector<describe_route> out;
    for (std::vector<int>& r : play_routes(m)) {  // BG-16.3 steps 1 and 2
        bool same = false;
        for (describe_route& g : out)
            if (g.points == r) {
                ++g.count;
                same = true;
                break;
            }
        if (!same) out.push_back({std::move(r), 1});
    }
    // In the order the notation writes them (BG-16.3 step 5).
    std::stable_sort(out.begin(), out.end(),
                     [](const describe_route& a, const describe_route& b) { return route_before(a.points, b.points); });
    return out;
}

// The mover's points (24 down to 1) whose opposing blot the play hit (BG-5.1).
[[nodiscard]] inline std::vector<int> describe_hits(const position& before, const position& after) {
    const player_id them = opponent(before.on_roll);
    std::vector<int> out;
    for (int q = num_points; q >= 1; --q)
        if (before.at(them, 25 - q) == 1 && after.at(them, 25 - q) == 0) out.push_back(q);
    return out;
}

// "you enter on your 22-point and move from your 13-point to your 11-point"
// (without the subject), for a player viewer.
[[nodiscard]] inline std::string describe_play_words(const position& before, const move& m, player_id viewer) {
    const player_id mover = before.on_roll;
    const auto at = [&](int q) { return describe_point_words(q, mover, viewer); };
    std::vector<std::string> enters, moves, bears;
    for (const describe_route& r : describe_routes(m)) {
        const std::string checkers = r.count > 1 ? describe_count(r.count) + " checkers " : "";
        const int from = r.points.front(), to = r.points.back();
        if (from == bar_point) {
            std::string text = checkers + "on " + at(r.points[1]);
            if (to != r.points[1])
                text += " and " + describe_verb(mover, viewer, "move", "moves") + " on to " + at(to);
            enters.push_back(std::move(text));
        } else if (to == off_point) {
            bears.push_back(checkers + "from " + at(from));
        } else {
            moves.push_back(checkers + "from " + at(from) + " to " + at(to));
        }
    }
    std::vector<std::string> parts;
    if (!enters.empty()) parts.push_back(describe_verb(mover, viewer, "enter ", "enters ") + describe_list(enters));
    if (!moves.empty()) parts.push_back(describe_verb(mover, viewer, "move ", "moves ") + describe_list(moves));
    if (!bears.empty()) parts.push_back(describe_verb(mover, viewer, "bear off ", "bears off ") + describe_list(bears));
    return describe_list(parts);
}

// ", hitting your blot on your 18-point" (empty without a hit).
[[nodiscard]] inline std::string describe_hit_words(const position& before, const position& after,
                                                    player_id viewer) {
    const std::vector<int> hits = describe_hits(before, after);
    if (hits.empty()) return {};
    const player_id them = opponent(before.on_roll);
    const std::string whose = possessive(them, viewer, player_name(them));
    const bool player_viewer = viewer == 0 || viewer == 1;
    if (!player_viewer)  // the notation already marks where (BG-16.3)
        return ", hitting " + (hits.size() == 1 ? whose + " blot" : describe_count(static_cast<int>(hits.size())) +
                                                                       " of " + whose + " blots");
    std::vector<std::string> where;
    for (const int q : hits) where.push_back(describe_point_words(q, before.on_roll, viewer));
    return ", hitting " + whose + (hits.size() == 1 ? " blot on " : " blots on ") + describe_list(where);
}

// A play (BG-7), without what the end of the game adds.
template <rules_policy R>
[[nodiscard]] std::string describe_play(const state<R>& s, const move& m, player_id viewer) {
    const position& before = s.board();
    const player_id mover = before.on_roll;
    const std::string who = describe_subject(mover, viewer);
    if (m.is_pass())  // BG-7.6
        return who + " cannot move: no legal play with " + std::to_string(s.roll().first) + "-" +
               std::to_string(s.roll().second) + " (BG-7.6).";
    const position after = after_play(before, m);
    const bool player_viewer = viewer == 0 || viewer == 1;
    const std::string body = player_viewer ? describe_play_words(before, m, viewer) : "plays " + to_string(m, before);
    return who + " " + body + describe_hit_words(before, after, viewer) + ".";
}

// The events of a play, one step at a time (see the file comment).
[[nodiscard]] inline std::vector<event> describe_play_events(const position& before, const move& m,
                                                            player_id viewer) {
    const player_id mover = before.on_roll, them = opponent(mover);
    if (m.is_pass()) return {event{event_kind::passed, mover, "", "", "", 0}};
    const auto label = [&](int q) { return describe_point_label(q, mover, viewer); };
    std::vector<event> out;
    position pos = before;
    for (int i = 0; i < m.size(); ++i) {
        const step st = m[i];
        const int from = st.from, to = from - st.die > 0 ? from - st.die : off_point;
        const int bar_before = pos.at(them, bar_point);
        make_step(pos, st);
        const event_kind kind = from == bar_point ? event_kind::entered
                                : to == off_point ? event_kind::borne_off
                                                  : event_kind::moved;
        out.push_back({kind, mover, "checker", label(from), label(to), 0});
        if (pos.at(them, bar_point) > bar_before) out.push_back({event_kind::removed, them, "checker", label(to), "bar", 0});
    }
    return out;
}

// ---------------------------------------------------------------- the cube and resignations

[[nodiscard]] inline std::string describe_level(int level) {
    return level >= 3 ? "a backgammon" : level == 2 ? "a gammon" : "a single game";
}

// "take or drop", "take, drop or beaver" for the responder of `after`.
template <rules_policy R>
[[nodiscard]] std::string describe_answers(const state<R>& after) {
    if (!may_beaver(after)) return "take or drop";
    return after.beaver_count() == 0 ? "take, drop or beaver" : "take, drop or raccoon";
}

// "the cube is at 4 and you own it".
template <rules_policy R>
[[nodiscard]] std::string describe_cube(const state<R>& after, player_id viewer) {
    const player_id owner = after.cube_owner();
    const std::string text = "the cube is at " + std::to_string(after.cube_value());
    if (owner < 0) return text + ", centred";
    return text + " and " + seat_word(owner, viewer, player_name(owner)) + " " +
           describe_verb(owner, viewer, "own", "owns") + " it";
}

// A double, take, drop, beaver or roll (BG-11, BG-12).
template <rules_policy R>
[[nodiscard]] std::string describe_cube_move(const state<R>& s, const state<R>& after, const move& m,
                                             player_id viewer) {
    const player_id mover = current_player(s);
    const std::string who = describe_subject(mover, viewer);
    const auto verb = [&](std::string_view base, std::string_view third) {
        return describe_verb(mover, viewer, base, third);
    };
    switch (m.type()) {
        case move::kind::roll:
            return who + " " + verb("roll", "rolls") + (may_double(s) ? " without doubling." : " the dice.");
        case move::kind::double_offer: {
            const player_id r = after.responder();
            return who + " " + (s.cube_owner() == mover ? verb("redouble", "redoubles") : verb("double", "doubles")) +
                   " to " + std::to_string(2 * s.cube_value()) + "; " + seat_word(r, viewer, player_name(r)) +
                   " must " + describe_answers(after) + " (BG-11.3).";
        }
        case move::kind::take: return who + " " + verb("take", "takes") + ": " + describe_cube(after, viewer) + ".";
        case move::kind::drop:
            return who + " " + verb("drop", "drops") + " (BG-11.3): " +
                   describe_result(after.last_game(), s.cube_value(), viewer) + ".";
        case move::kind::beaver: {
            const bool raccoon = s.beaver_count() > 0;  // BG-12.2
            const player_id owner = after.cube_owner(), r = after.responder();
            return who + " " + (raccoon ? verb("raccoon", "raccoons") : verb("beaver", "beavers")) + ", taking at " +
                   std::to_string(after.cube_value()) + " and redoubling to " +
                   std::to_string(2 * after.cube_value()) + " (" + seat_word(owner, viewer, player_name(owner)) +
                   " " + describe_verb(owner, viewer, "keep", "keeps") + " the cube); " +
                   seat_word(r, viewer, player_name(r)) + " must " + describe_answers(after) + " (BG-12).";
        }
        default: break;
    }
    return {};
}

// An offer to resign and its answer (BG-23).
template <rules_policy R>
[[nodiscard]] std::string describe_resign_move(const state<R>& s, const state<R>& after, const move& m,
                                               player_id viewer) {
    const player_id mover = current_player(s);
    const std::string who = describe_subject(mover, viewer);
    const player_id resigner = s.player_on_roll();
    const std::string whose = possessive(resigner, viewer, player_name(resigner));
    switch (m.type()) {
        case move::kind::resign: {
            const int level = m.resign_level();
            const int points = game_points(s, resign_kind(level));
            const player_id other = opponent(mover);
            return who + " " + describe_verb(mover, viewer, "offer", "offers") + " to resign " + describe_level(level) +
                   " (" + describe_points(points) + "); " + seat_word(other, viewer, player_name(other)) +
                   " may accept or reject (BG-23.1).";
        }
        case move::kind::accept:
            return who + " " + describe_verb(mover, viewer, "accept", "accepts") + " " + whose +
                   " resignation (BG-23.2): " + describe_result(after.last_game(), s.cube_value(), viewer) + ".";
        case move::kind::reject:
            return who + " " + describe_verb(mover, viewer, "reject", "rejects") + " " + whose +
                   " offer to resign " + describe_level(s.resign_offer()) + "; play goes on (BG-23.2).";
        default: break;
    }
    return {};
}

// The events of a decision other than a play.
template <rules_policy R>
[[nodiscard]] std::vector<event> describe_decision_events(const state<R>& s, const state<R>& after,
                                                          const move& m) {
    const player_id mover = current_player(s);
    const auto answer = [&](std::string piece, int amount) {
        return event{event_kind::answered, mover, std::move(piece), "", "", amount};
    };
    switch (m.type()) {
        case move::kind::roll: return {event{event_kind::rolled, mover, "", "", "", 0}};
        case move::kind::double_offer:
            return {event{event_kind::offered, mover, "double", "", "", 2 * s.cube_value()}};
        case move::kind::take: return {answer("take", after.cube_value())};
        case move::kind::drop: return {answer("drop", after.last_game().points)};
        case move::kind::beaver:
            return {answer(s.beaver_count() > 0 ? "raccoon" : "beaver", after.cube_value()),
                    event{event_kind::offered, mover, "double", "", "", 2 * after.cube_value()}};
        case move::kind::resign:
            return {event{event_kind::offered, mover, "resign " + std::string{resign_level_name(m.resign_level())}, "",
                          "", game_points(s, resign_kind(m.resign_level()))}};
        case move::kind::accept: return {answer("accept", after.last_game().points)};
        case move::kind::reject: return {answer("reject", 0)};
        case move::kind::play: break;
    }
    return {};
}

// ---------------------------------------------------------------- the end

// Why the last game of `s` ended, from the viewer's side (BG-8, BG-11.3, BG-23.2).
template <rules_policy R>
[[nodiscard]] std::string describe_reason(const state<R>& s, player_id viewer) {
    const game_result& g = s.last_game();
    const player_id w = g.winner, l = opponent(w);
    const std::string winner = seat_word(w, viewer, player_name(w));
    const std::string loser = seat_word(l, viewer, player_name(l));
    if (g.resigned) return loser + " resigned and " + winner + " accepted (BG-23.2)";
    if (g.kind == win_kind::drop) return loser + " dropped " + possessive(w, viewer, player_name(w)) + " double (BG-11.3)";
    const bool counted = g.points > s.cube_value();
    if (counted && g.kind == win_kind::gammon)
        return winner + " bore off every checker before " + loser + " bore off any (BG-8.4)";
    if (counted && g.kind == win_kind::backgammon)
        return winner + " bore off every checker while " + loser + " still had one on the bar or in " +
               possessive(w, viewer, player_name(w)) + " home board (BG-8.4)";
    return winner + " bore off every checker first (BG-8.1)";
}

// The events a move's end of a game adds (see the file comment).
template <rules_policy R>
void describe_end_events(const state<R>& s, const state<R>& after, std::vector<event>& out) {
    if (after.games_played() == s.games_played()) return;
    const game_result& g = after.last_game();
    if (after.match_length() > 0) out.push_back({event_kind::scored, g.winner, "points", "", "", g.points});
    if (is_terminal(after)) out.push_back({event_kind::game_over, g.winner, "", "", "", g.points});
}

}  // namespace detail

// ---------------------------------------------------------------- the interface

// Move m at s (the state before it) as `viewer` reads it, with the end of the
// game it brings, if any.
template <rules_policy R>
[[nodiscard]] std::string describe(const state<R>& s, const move& m, player_id viewer) {
    const state<R> after = play(s, m);
    const bool ended = after.games_played() > s.games_played();
    std::string text;
    if (m.is_play()) {
        text = detail::describe_play(s, m, viewer);
        if (ended) text += " " + capitalized(detail::describe_result(after.last_game(), s.cube_value(), viewer)) + ".";
    } else if (m.type() == move::kind::resign || m.type() == move::kind::accept || m.type() == move::kind::reject) {
        text = detail::describe_resign_move(s, after, m, viewer);
    } else {
        text = detail::describe_cube_move(s, after, m, viewer);
    }
    if (ended) text += detail::describe_match(after, viewer);
    return text;
}

// The dice d rolled at the chance node s: whose roll, and at the opening roll
// who starts (BG-3.1, BG-9.2, BG-9.3); a roll that leaves no play says so.
template <rules_policy R>
[[nodiscard]] std::string describe(const state<R>& s, const dice& d, player_id viewer) {
    const state<R> after = play(s, d);
    const player_id p = after.player_on_roll();
    const dice r = d.larger_first();
    const std::string faces = std::to_string(r.first) + "-" + std::to_string(r.second);
    if (s.phase() == phase::opening_roll) {
        const std::string game =
            s.match_length() > 0 ? " of game " + std::to_string(s.games_played() + 1) : std::string{};
        const auto die = [&](player_id q, int value) {
            return seat_word(q, viewer, detail::player_name(q)) + " " + detail::describe_verb(q, viewer, "roll", "rolls") +
                   " " + std::to_string(value);
        };
        return "Opening roll" + game + ": " + die(0, d.first) + " and " + die(1, d.second) + ", so " +
               seat_word(p, viewer, detail::player_name(p)) + " " + detail::describe_verb(p, viewer, "start", "starts") +
               " with " + faces + " (BG-3.1).";
    }
    std::string text = detail::describe_subject(p, viewer) + " " + detail::describe_verb(p, viewer, "roll", "rolls") +
                       " " + (r.is_double() ? "double " + std::to_string(r.first) + "s" : faces);
    const move_list plays = legal_plays(after.board(), after.roll());
    if (plays.size() == 1 && plays[0].is_pass()) text += " and cannot move (BG-7.6)";
    return text + ".";
}

// How the finished game (or match) s ended, from the viewer's side.
template <rules_policy R>
[[nodiscard]] std::string describe_end(const state<R>& s, player_id viewer) {
    if (!is_terminal(s)) return "The game is not over.";
    return capitalized(detail::describe_result(s.last_game(), s.cube_value(), viewer)) + ": " +
           detail::describe_reason(s, viewer) + "." + detail::describe_match(s, viewer);
}

template <rules_policy R>
[[nodiscard]] std::vector<event> events(const state<R>& s, const move& m, player_id viewer) {
    const state<R> after = play(s, m);
    std::vector<event> out = m.is_play() ? detail::describe_play_events(s.board(), m, viewer)
                                         : detail::describe_decision_events(s, after, m);
    detail::describe_end_events(s, after, out);
    return out;
}

template <rules_policy R>
[[nodiscard]] std::vector<event> events(const state<R>& s, const dice& d, player_id /*viewer*/) {
    if (s.phase() == phase::opening_roll)  // BG-9.2: one die each
        return {event{event_kind::rolled, 0, std::to_string(d.first), "", "", 0},
                event{event_kind::rolled, 1, std::to_string(d.second), "", "", 0}};
    const dice r = d.larger_first();
    return {event{event_kind::rolled, s.player_on_roll(), std::to_string(r.first) + "-" + std::to_string(r.second), "",
                  "", 0}};
}

}  // namespace arbiter::backgammon

ARBITER_TEXT_CODE_END
