#pragma once
// Match records (RULES.md BG-24): a match or money session as a list of games,
// each the actions its record writes (rolls and plays, cube actions,
// resignations) with the result it states; and the replay that checks a record
// against the rules, action by action, with try_play (BG-24.4).
//
// The readers and writers are mat.hpp (Jellyfish .mat, BG-24.1), sgf.hpp (gnubg
// .sgf, BG-24.2) and record_log.hpp (the arbiter tool's game log). A record
// keeps plays as the text its file gives (mover's points, BG-16.4); the replay
// reads that text with parse_move, so every route form of BG-16 is accepted.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "../core/config.hpp"
#include "../core/result.hpp"
#include "apply.hpp"
#include "generate.hpp"
#include "move_text.hpp"
#include "state.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::backgammon {

// What one action of a record does.
enum class record_kind : std::uint8_t { play, double_offer, take, drop, beaver, resign, accept, reject };

struct record_action {
    record_kind kind = record_kind::play;
    player_id player = 0;
    dice roll{};           // play: the roll, larger die first
    std::string play;      // play: its routes (BG-16.4), mover's points; empty when blocked
    int value = 0;         // double: the value offered (0 when not written); resign: the level 1-3
    std::size_t line = 0;  // where the file writes it, 1-based (0: nowhere)
    std::size_t column = 0;
    friend bool operator==(const record_action&, const record_action&) = default;
};

struct record_game {
    std::array<int, 2> score{};  // each player's score before the game, as written
    bool score_written = false;
    std::vector<record_action> actions;
    player_id winner = -1;  // the stated result (-1: none stated)
    int points = 0;
    bool match_end = false;  // `.mat`: "and the match"
    std::size_t line = 0;    // the game's first line
    std::size_t result_line = 0;
    std::size_t result_column = 0;
};

struct match_record {
    int length = 0;         // 0: a money session (BG-13.7)
    bool crawford = true;   // BG-13.2
    bool jacoby = false;    // BG-14.1
    int beavers = 0;        // BG-12
    std::array<std::string, 2> names{"player 0", "player 1"};
    std::vector<record_game> games;
};

// The policy a record replays on: money_rules, which is match_rules (BG-10.0).
using record_rules = money_rules;
using record_state = state<record_rules>;

// One chance outcome or decision the replay made (the game log's entries).
struct replay_step {
    bool chance = false;
    player_id player = chance_player;  // the decider
    dice outcome{};                    // chance: as the outcome holds it (BG-9.2, BG-9.3)
    move m{};                          // decision
    move written{};                    // a play: m's steps in the order the record writes them
    std::string text;                  // the log's text: "3-1", "24/21 13/11", "roll", "resign gammon"
    position before{};                 // the position the decision was made in
    bool inferred = false;             // not written in the record (a roll, or BG-24.3's resignation)
    std::size_t action = 0;            // the record action it comes from (index into actions)
    friend bool operator==(const replay_step& a, const replay_step& b) {
        return a.chance == b.chance && a.player == b.player && a.outcome == b.outcome && a.m == b.m;
    }
};

struct replayed_game {
    std::vector<replay_step> steps;
    game_result result{};
    bool crawford_game = false;
    bool resignation_inferred = false;   // BG-24.3
    std::array<int, 2> score_before{};   // match score, or money points won so far
    std::array<int, 2> score_after{};
};

struct replay_report {
    std::vector<replayed_game> games;
    std::array<int, 2> score{};  // the points each player won in the record (the match's surplus kept)
    bool match_over = false;
};

// The steps of a replayed play as a record writes them: each die on its own
// (from, to) in the mover's points (25 the bar, 0 off), and whether it hit.
struct written_step {
    int from = 0;
    int to = 0;
    bool hit = false;
};

[[nodiscard]] inline std::vector<written_step> written_steps(const position& before, const move& m) {
    std::vector<written_step> out;
    position pos = before;
    for (int i = 0; i < m.size(); ++i) {
        const step st = m[i];
        const int to = st.from - st.die > 0 ? st.from - st.die : off_point;
        const bool hit = to > 0 && pos.at(opponent(pos.on_roll), 25 - to) == 1;
        out.push_back({st.from, to, hit});
        apply_step(pos, st);
    }
    return out;
}

// The same as text, a die at a time in the play's order: "8/6 6/2*"; "pass".
[[nodiscard]] inline std::string written_text(const position& before, const move& m) {
    if (m.is_pass()) return "pass";
    std::string out;
    for (const written_step& w : written_steps(before, m))
        out += (out.empty() ? "" : " ") + std::to_string(w.from) + "/" + std::to_string(w.to) + (w.hit ? "*" : "");
    return out;
}

namespace detail {

// The steps of a play in the order its text writes them: routes left to
// right, each from its start. parse_move gives the canonical play (BG-7.7),
// which may take other steps to the same position ("8/6 6/2*" is 8/4 4/2*
// there); a record should be written back as it was played. A route is
// left for a later one only when the board demands it.
class written_order {
public:
    written_order(const position& before, dice roll, const move& m)
        : start_(before), goal_(after_play(before, m)), steps_(m.size()), left_(numbers_of(roll)) {}

    // The play's steps in the order of `text`; `m` itself when the text
    // cannot be followed to m's position (its order is then unknown).
    [[nodiscard]] move of(std::string_view text, const move& m) {
        std::string low(text);
        for (char& c : low) c = to_lower(c);
        const auto written = read_routes(low, 0);
        if (!written || m.size() == 0) return m;
        for (const text_route& r : *written)
            for (int k = 0; k < r.count; ++k) {
                routes_.emplace_back();
                for (const text_point& p : r.points) routes_.back().push_back(p.value);
                next_.push_back(1);
                at_.push_back(r.points.front().value);
            }
        if (!search(start_, 0)) return m;
        return move::from_steps(std::span<const step>(path_.data(), static_cast<std::size_t>(steps_)));
    }

private:
    // Depth first, the earliest route that can move first: the text's order
    // whenever the board allows it.
    [[nodiscard]] bool search(const position& pos, int depth) {
        bool open = false;
        for (std::size_t r = 0; r < routes_.size(); ++r) {
            if (next_[r] == routes_[r].size()) continue;
            open = true;
            if (depth == steps_) return false;
            const int from = at_[r];
            const int target = routes_[r][next_[r]];
            for (int d = 1; d <= 6; ++d) {
                if (left_[static_cast<std::size_t>(d)] == 0) continue;
                const int to = from - d;
                if ((to > 0 && to < target) || (to <= 0 && target != off_point)) continue;
                if (to > target && pos.at(opponent(pos.on_roll), 25 - to) == 1) continue;  // BG-16.5
                const step st{static_cast<std::uint8_t>(d), static_cast<std::uint8_t>(from)};
                position after = pos;
                if (!apply_step(after, st)) continue;
                path_[static_cast<std::size_t>(depth)] = st;
                const std::size_t saved = next_[r];
                at_[r] = std::max(to, off_point);
                if (to <= target) ++next_[r];
                --left_[static_cast<std::size_t>(d)];
                const bool found = search(after, depth + 1);
                ++left_[static_cast<std::size_t>(d)];
                next_[r] = saved;
                at_[r] = from;
                if (found) return true;
            }
        }
        return !open && depth == steps_ && pos == goal_;
    }

    position start_, goal_;
    int steps_;
    std::array<int, 7> left_;
    std::vector<std::vector<int>> routes_;
    std::vector<std::size_t> next_;  // per route: its next written point
    std::vector<int> at_;            // per route: where its checker stands
    std::array<step, 4> path_{};
};

// An error of a record's text: "game 3: why" (the game only when known),
// located at `line` and `column` (1-based; a line without a column is its
// first), so that what() reads "line 41, column 5: game 3: why".
[[nodiscard]] inline error record_error(std::size_t game, std::size_t line, std::size_t column, const std::string& why) {
    error e = make_error(game > 0 ? "game " + std::to_string(game) + ": " + why : why);
    if (line > 0) {
        e.line = line;
        e.column = column > 0 ? column : 1;
    }
    return e;
}

// A whole number written as `text` (false when it is not one).
[[nodiscard]] inline bool read_count(std::string_view text, int& out) {
    if (text.empty() || text.size() > 6) return false;
    out = 0;
    for (const char c : text) {
        if (!is_digit(c)) return false;
        out = out * 10 + (c - '0');
    }
    return true;
}

[[nodiscard]] inline std::string points_text(int n) { return std::to_string(n) + (n == 1 ? " point" : " points"); }


class record_replayer {
public:
    explicit record_replayer(const match_record& rec) : rec_(rec) {}

    [[nodiscard]] result<replay_report> run() {
        if (rec_.length < 0 || rec_.length > 32767)
            return record_error(0, 0, 0, "the match length " + std::to_string(rec_.length) + " is not 0 to 32767");
        if (rec_.length > 1 && !rec_.crawford)  // a 1-point match has no Crawford game (BG-13.3)
            return record_error(0, 0, 0,
                                "the match is played without the Crawford rule, and match_rules plays it "
                                "(BG-13.2, BG-13.4): the record cannot be replayed");
        if (rec_.length == 0 && rec_.jacoby)
            return record_error(0, 0, 0,
                                "the money session uses the Jacoby rule, which money_rules does not (BG-14.1): "
                                "the record cannot be replayed");
        if (rec_.games.empty()) return record_error(0, 0, 0, "the record has no games");
        s_ = record_state(rec_.length);
        for (std::size_t g = 0; g < rec_.games.size(); ++g)
            if (auto r = game(g); !r) return r.error();
        report_.match_over = rec_.length > 0 && is_terminal(s_);
        return report_;
    }

private:
    [[nodiscard]] std::string who(player_id p) const {
        return rec_.names[static_cast<std::size_t>(p)] + " (player " + std::to_string(int{p}) + ")";
    }

    [[nodiscard]] error fail(const record_action& a, const std::string& why, std::size_t column_offset = 0) const {
        return record_error(number_, a.line, a.column > 0 ? a.column + column_offset : 0, why);
    }

    // Plays a decision or outcome through try_play and notes it; an illegal one
    // is the error, at the line of the record action `a`. A play is noted with
    // its steps as the record writes them, `written`.
    template <class M>
    [[nodiscard]] result<bool> step(const M& m, const record_action& a, std::size_t index, bool inferred,
                                    const move* written = nullptr) {
        replay_step st;
        st.action = index;
        st.inferred = inferred;
        st.before = s_.board();
        if constexpr (std::is_same_v<M, dice>) {
            st.chance = true;
            st.outcome = m;
            st.text = std::to_string(int{m.first}) + "-" + std::to_string(int{m.second});
        } else {
            st.player = current_player(s_);
            st.m = m;
            st.written = written != nullptr ? *written : m;
            st.text = written != nullptr ? written_text(s_.board(), *written) : to_string(m, s_.board());
        }
        auto next = try_play(s_, m);
        if (!next) return fail(a, next.error().what());
        s_ = std::move(*next);
        current_->steps.push_back(std::move(st));
        return true;
    }

    [[nodiscard]] bool game_over() const { return s_.games_played() != games_at_start_; }

    [[nodiscard]] result<bool> play_action(const record_action& a, std::size_t index) {
        if (s_.phase() == phase::opening_roll) {
            if (a.roll.is_double())
                return fail(a, "the opening roll is never a double (BG-3.1), and the record starts with " +
                                   roll_text(a.roll));
            const dice hi = a.roll.larger_first();
            const dice outcome = a.player == 0 ? hi : dice{hi.second, hi.first};  // BG-9.2: player 0's die first
            if (auto r = step(outcome, a, index, false); !r) return r;
        } else {
            const phase ph = s_.phase();
            if (s_.player_on_roll() != a.player ||
                (ph != phase::cube_decision && ph != phase::rolling && ph != phase::playing))
                return fail(a, turn_error(a));
            if (s_.phase() == phase::cube_decision)
                if (auto r = step(move::roll(), a, index, true); !r) return r;
            if (s_.phase() == phase::rolling) {
                if (auto r = step(a.roll.larger_first(), a, index, false); !r) return r;
            }
        }
        if (s_.phase() != phase::playing || s_.player_on_roll() != a.player) return fail(a, turn_error(a));
        const auto m = parse_move(s_, a.play.empty() ? std::string_view("pass") : std::string_view(a.play));
        if (!m) {
            const std::size_t at = m.error().position == error::no_position ? 0 : m.error().position;
            return fail(a, "'" + (a.play.empty() ? std::string("(no play)") : a.play) + "' with " +
                               roll_text(a.roll) + ": " + m.error().message, a.play.empty() ? 0 : at);
        }
        const move written = written_order(s_.board(), s_.roll(), *m).of(a.play, *m);
        return step(*m, a, index, false, &written);
    }

    [[nodiscard]] std::string turn_error(const record_action& a) const {
        player_id now = current_player(s_);
        if (now == chance_player && s_.phase() == phase::rolling) now = s_.player_on_roll();
        std::string what = now >= 0 ? who(now) + " is to act, at " + phase_name(s_.phase())
                                    : "the game is at " + phase_name(s_.phase());
        return "the record has " + who(a.player) + " act, but " + what + " (BG-3.4, BG-9.4)";
    }

    [[nodiscard]] result<bool> cube_action(const record_action& a, std::size_t index) {
        if (current_player(s_) != a.player) return fail(a, turn_error(a));
        move m = move::take();
        switch (a.kind) {
            case record_kind::double_offer:
                if (const std::string why = double_error(s_); !why.empty()) return fail(a, "'double' is not allowed: " + why);
                if (a.value != 0 && a.value != 2 * s_.cube_value())
                    return fail(a, "the record doubles to " + std::to_string(a.value) + ", but the cube is at " +
                                       std::to_string(s_.cube_value()) + ": a double offers " +
                                       std::to_string(2 * s_.cube_value()) + " (BG-11.2)");
                m = move::double_offer();
                break;
            case record_kind::take: m = move::take(); break;
            case record_kind::drop: m = move::drop(); break;
            case record_kind::beaver: m = move::beaver(); break;
            case record_kind::resign:
                if (a.value < 1 || a.value > 3) return fail(a, "a resignation offers level 1, 2 or 3 (BG-23.1)");
                m = move::resign(a.value);
                break;
            case record_kind::accept: m = move::accept(); break;
            case record_kind::reject: m = move::reject(); break;
            case record_kind::play: break;
        }
        return step(m, a, index, false);
    }

    // BG-24.3: the game stopped with a stated result and nothing ending it: the
    // loser resigned the lowest level worth the points, and the winner accepted.
    [[nodiscard]] result<bool> infer_resignation(const record_game& g) {
        record_action where;
        where.line = g.result_line;
        where.column = g.result_column;
        const player_id loser = opponent(g.winner);
        if (current_player(s_) != loser || (s_.phase() != phase::cube_decision && s_.phase() != phase::playing))
            return fail(where, "the record ends the game with " + who(g.winner) + " winning " + points_text(g.points) +
                                   " while both players have checkers on the board and no double was dropped: a "
                                   "resignation (BG-24.3), which only the player to act may offer (BG-23.1), and "
                                   "that is not " + who(loser) + " here");
        std::string last_error;
        for (int level = 1; level <= 3; ++level) {
            const auto offered = try_play(s_, move::resign(level));
            if (!offered) {
                last_error = offered.error().what();
                continue;
            }
            const auto accepted = try_play(*offered, move::accept());
            if (!accepted || accepted->last_game().points != g.points) continue;
            current_->resignation_inferred = true;
            if (auto r = step(move::resign(level), where, current_->steps.empty() ? 0 : current_->steps.back().action,
                              true);
                !r)
                return r;
            return step(move::accept(), where, current_->steps.back().action, true);
        }
        return fail(where, "the record ends the game early with " + who(g.winner) + " winning " +
                               points_text(g.points) + ", but no resignation is worth that with the cube at " +
                               std::to_string(s_.cube_value()) + " (BG-23.2, BG-24.3)" +
                               (last_error.empty() ? "" : ": " + last_error));
    }

    [[nodiscard]] std::string result_text(const game_result& r) const {
        std::string how = r.kind == win_kind::drop ? "a dropped double"
                          : r.resigned           ? "a resignation"
                          : r.kind == win_kind::backgammon ? "a backgammon"
                          : r.kind == win_kind::gammon     ? "a gammon"
                                                           : "a single game";
        return who(r.winner) + " wins " + points_text(r.points) + " (" + how + ")";
    }

    [[nodiscard]] result<bool> game(std::size_t g) {
        const record_game& rg = rec_.games[g];
        number_ = g + 1;
        record_action head;
        head.line = rg.line;
        if (rg.winner < -1 || rg.winner > 1) return fail(head, "a game's winner is player 0 or 1 (or -1: none stated)");
        if (rec_.length == 0) {
            s_ = record_state(0);
        } else if (is_terminal(s_)) {
            return fail(head, "the match ended with game " + std::to_string(g) + ", but the record goes on (BG-13.1)");
        }
        replayed_game out;
        out.score_before = rec_.length > 0 ? std::array<int, 2>{s_.score(0), s_.score(1)} : report_.score;
        out.crawford_game = s_.is_crawford_game();
        if (rg.score_written && rg.score != out.score_before)
            return fail(head, "the record gives the score " + std::to_string(rg.score[0]) + "-" +
                                  std::to_string(rg.score[1]) + " before this game, the games before it give " +
                                  std::to_string(out.score_before[0]) + "-" + std::to_string(out.score_before[1]) +
                                  " (BG-13.1)");
        current_ = &out;
        games_at_start_ = s_.games_played();
        for (std::size_t i = 0; i < rg.actions.size(); ++i) {
            const record_action& a = rg.actions[i];
            if (a.player != 0 && a.player != 1) return fail(a, "an action's player is 0 or 1");
            if (game_over())
                return fail(a, "the game is over (" + result_text(s_.last_game()) + "), but the record goes on");
            auto r = a.kind == record_kind::play ? play_action(a, i) : cube_action(a, i);
            if (!r) return r;
        }
        if (!game_over()) {
            if (rg.winner < 0) {
                record_action end;
                end.line = rg.actions.empty() ? rg.line : rg.actions.back().line;
                return fail(end, "the game stops before its end and the record states no result");
            }
            if (auto r = infer_resignation(rg); !r) return r;
        }
        const game_result& res = s_.last_game();
        if (rg.winner >= 0 && (rg.winner != res.winner || rg.points != res.points)) {
            record_action end;
            end.line = rg.result_line;
            end.column = rg.result_column;
            return fail(end, "the record says " + who(rg.winner) + " wins " + points_text(rg.points) +
                                 ", but the rules give: " + result_text(res) +
                                 " (BG-8.4, BG-10.1, BG-10.2, BG-23.2)");
        }
        out.result = res;
        report_.score[static_cast<std::size_t>(res.winner)] += res.points;
        out.score_after = report_.score;
        if (rg.match_end && !(rec_.length > 0 && is_terminal(s_))) {
            record_action end;
            end.line = rg.result_line;
            end.column = rg.result_column;
            return fail(end, "the record says this game ends the match, but nobody has reached " +
                                 std::to_string(rec_.length) + " points (BG-13.1)");
        }
        report_.games.push_back(std::move(out));
        current_ = nullptr;
        return true;
    }

    const match_record& rec_;
    record_state s_{0};
    replay_report report_;
    replayed_game* current_ = nullptr;
    std::size_t number_ = 0;
    int games_at_start_ = 0;
};

}  // namespace detail

// BG-24.4: replays the record on record_rules (a match when its length is
// positive, else each game alone), every roll, play and cube action through
// try_play; each game's points must be the ones it states, and a game that
// stops early with a stated result is a resignation (BG-24.3). The first
// action that breaks a rule is the error, with its game, line and clause.
[[nodiscard]] inline result<replay_report> replay(const match_record& rec) {
    return detail::record_replayer(rec).run();
}

}  // namespace arbiter::backgammon

ARBITER_TEXT_CODE_END
