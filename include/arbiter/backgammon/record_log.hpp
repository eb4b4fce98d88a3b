#pragma once
// Match records and the arbiter tool's game log (examples/arbiter/game_log.hpp):
//
//   # arbiter game log (arbiter replay FILE plays it again)
//   game backgammon
//   rules money
//   match 5                      0 (or no line): a money session, one log game per game
//   player0 Anna                 the record's names (other header lines are ignored)
//   player1 Bruno
//   begin 1                      a match is one log game: the state covers it (BG-13.6)
//   chance 1-2                   chance outcomes as the state holds them (BG-9.2, BG-9.3)
//   1 21/19 13/12                decisions: the player, then the move (BG-16)
//   ...
//   end -1 1                     returns() at the end (BG-9.7)

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "../core/config.hpp"
#include "../core/result.hpp"
#include "match_record.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::backgammon {

inline constexpr std::string_view record_log_first_line = "# arbiter game log (arbiter replay FILE plays it again)";

// The record as a game log: every step of its replay, the inferred rolls and
// resignations included; a play a die at a time in the record's order
// ("8/6 6/2*"). A match must be finished (a log game ends).
[[nodiscard]] inline result<std::string> to_game_log(const match_record& rec) {
    const auto report = replay(rec);
    if (!report) return report.error();
    if (rec.length > 0 && !report->match_over)
        return detail::record_error(0, 0, 0, "the match is not finished, and a game log holds finished games");
    std::string out(record_log_first_line);
    out += "\ngame backgammon\nrules money\nmatch " + std::to_string(rec.length) + "\nplayer0 " + rec.names[0] +
           "\nplayer1 " + rec.names[1] + "\n";
    const auto end_line = [](const replayed_game& g, bool match) {
        const int v = match ? 1 : g.result.points;
        return g.result.winner == 0 ? "end " + std::to_string(v) + " " + std::to_string(-v) + "\n"
                                    : "end " + std::to_string(-v) + " " + std::to_string(v) + "\n";
    };
    for (std::size_t g = 0; g < report->games.size(); ++g) {
        const replayed_game& game = report->games[g];
        if (rec.length == 0 || g == 0) out += "begin " + std::to_string(rec.length == 0 ? g + 1 : 1) + "\n";
        for (const replay_step& st : game.steps)
            out += st.chance ? "chance " + st.text + "\n" : std::to_string(int{st.player}) + " " + st.text + "\n";
        if (rec.length == 0 || g + 1 == report->games.size()) out += end_line(game, rec.length > 0);
    }
    return out;
}

// Logs written before resignations (BG-23) have no `roll` at a turn's start
// where the player could not double: BG-23.1 added that decision. A chance
// line there means the roll, as it meant then, so older logs still replay.
template <rules_policy R>
[[nodiscard]] constexpr bool roll_implied_before_chance(const state<R>& s) noexcept {
    return s.phase() == phase::cube_decision && !may_double(s);
}

namespace detail {

// Turns the replayed log into record actions, game by game.
class log_reader {
public:
    [[nodiscard]] result<match_record> run(std::string_view text) {
        std::size_t b = 0, number = 0;
        bool in_header = true, in_game = false;
        while (b <= text.size()) {
            std::size_t e = text.find('\n', b);
            if (e == std::string_view::npos) e = text.size();
            const std::string_view raw = text.substr(b, e - b);
            b = e + 1;
            ++number;
            const auto [t, off] = trim(raw);
            if (t.empty() || t.front() == '#') continue;
            const std::size_t space = t.find(' ');
            const std::string_view key = t.substr(0, space);
            const std::string_view rest = space == std::string_view::npos ? std::string_view{} : trim(t.substr(space)).text;
            const std::size_t column = off + 1;
            if (key == "begin") {
                if (in_header)
                    if (auto r = start(number); !r) return r.error();
                in_header = false;
                if (in_game) return record_error(0, number, column, "the game before has no `end` line");
                if (rest != std::to_string(begun_ + 1))
                    return record_error(0, number, column, "expected `begin " + std::to_string(begun_ + 1) + "`");
                ++begun_;
                in_game = true;
                if (rec_.length > 0 && begun_ > 1)
                    return record_error(0, number, column, "a match log holds one match, from `begin 1` to `end`");
                s_ = record_state(rec_.length);
                if (!rec_.games.empty() && rec_.games.back().actions.empty()) rec_.games.pop_back();
                open_game(number);
                continue;
            }
            if (in_header) {
                if (auto r = header(key, rest, number, column); !r) return r.error();
                continue;
            }
            if (!in_game) return record_error(0, number, column, "expected `begin " + std::to_string(begun_ + 1) + "`");
            if (key == "end") {
                if (!is_terminal(s_)) return record_error(0, number, column, "the game is not over");
                in_game = false;
                continue;
            }
            if (is_terminal(s_)) return record_error(0, number, column, "the game is over; expected its `end` line");
            if (auto r = entry(key, rest, number, column); !r) return r.error();
        }
        if (in_header || begun_ == 0) return record_error(0, number, 0, "no games (no `begin 1` line)");
        if (in_game) return record_error(0, number, 0, "the last game has no `end` line");
        if (rec_.games.back().actions.empty()) rec_.games.pop_back();  // opened after the last game ended
        return rec_;
    }

private:
    [[nodiscard]] result<bool> header(std::string_view key, std::string_view value, std::size_t line, std::size_t column) {
        if (!have_game_) {
            if (key != "game") return record_error(0, line, column, "expected `game backgammon` first");
            if (value != "backgammon") return record_error(0, line, column, "this is a log of " + std::string(value) + ", not backgammon");
            have_game_ = true;
        } else if (key == "rules") {
            rules_ = std::string(value);
        } else if (key == "match") {
            if (!read_count(value, rec_.length) || rec_.length > 32767)
                return record_error(0, line, column, "match must be a whole number from 0 to 32767");
        } else if (key == "player0" || key == "player1") {
            rec_.names[key == "player0" ? 0 : 1] = std::string(value);
        }
        return true;
    }

    [[nodiscard]] result<bool> start(std::size_t line) const {
        if (!have_game_) return record_error(0, line, 1, "not a game log: no `game backgammon` line");
        if (rules_ != "money")
            return record_error(0, line, 1, "a match record is played with the money rules (BG-10.0), and this log's "
                                            "rules are '" + rules_ + "'");
        return true;
    }

    void open_game(std::size_t line) {
        rec_.games.emplace_back();
        rec_.games.back().line = line;
        seen_ = s_.games_played();
    }

    [[nodiscard]] result<bool> entry(std::string_view key, std::string_view rest, std::size_t line, std::size_t column) {
        const auto bad = [&](const std::string& why) { return record_error(0, line, column, why); };
        if (key == "chance") {
            const auto d = rest.size() == 3 && rest[1] == '-' ? detail::parse_two_dice(rest, '-', false, "d1-d2")
                                                             : result<dice>(make_error("expected two dice as d1-d2"));
            if (!d) return bad(d.error().message);
            if (roll_implied_before_chance(s_)) s_ = play(s_, move::roll());
            auto next = try_play(s_, *d);
            if (!next) return bad(next.error().what());
            s_ = *next;
            return true;
        }
        const player_id who = current_player(s_);
        if (who < 0 || key != std::to_string(int{who}))
            return bad(who < 0 ? "a chance outcome is due" : "player " + std::to_string(int{who}) + " is to move");
        const auto m = parse_move(s_, rest);
        if (!m) return bad("'" + std::string(rest) + "': " + m.error().what());
        const record_state before = s_;
        auto next = try_play(s_, *m);
        if (!next) return bad(next.error().what());
        s_ = *next;
        record_action a;
        a.player = who;
        a.line = line;
        a.column = column;
        switch (m->type()) {
            case move::kind::play: a.roll = before.roll(), a.play = m->is_pass() ? "" : std::string(rest); break;
            case move::kind::double_offer: a.kind = record_kind::double_offer, a.value = 2 * before.cube_value(); break;
            case move::kind::take: a.kind = record_kind::take; break;
            case move::kind::drop: a.kind = record_kind::drop; break;
            case move::kind::beaver: a.kind = record_kind::beaver; break;
            case move::kind::resign: a.kind = record_kind::resign, a.value = m->resign_level(); break;
            case move::kind::accept: a.kind = record_kind::accept; break;
            case move::kind::reject: a.kind = record_kind::reject; break;
            case move::kind::roll: return true;
        }
        record_game& g = rec_.games.back();
        g.actions.push_back(std::move(a));
        if (s_.games_played() != seen_) {  // the game ended: its result is the engine's
            g.winner = s_.last_game().winner;
            g.points = s_.last_game().points;
            g.result_line = line;
            open_game(line);
        }
        return true;
    }

    match_record rec_;
    record_state s_{0};
    std::string rules_;
    bool have_game_ = false;
    std::size_t begun_ = 0;
    int seen_ = 0;
};

}  // namespace detail

// Reads a game log of backgammon with the money rules (a match, or money
// games) into a record; every line is checked as `arbiter replay` does.
[[nodiscard]] inline result<match_record> parse_game_log(std::string_view text) {
    return detail::log_reader{}.run(text);
}

}  // namespace arbiter::backgammon

ARBITER_TEXT_CODE_END
