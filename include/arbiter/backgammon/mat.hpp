#pragma once
// Jellyfish .mat match records (RULES.md BG-24.1), as gnubg, Jellyfish, XG and
// BGBlitz write them:
//
//   ; [Player 1 "Anna"]                  comment lines (`;`); XG's tags are read
//    5 point match                       the length (0: a money session)
//
//    Game 1
//    Anna : 0                       Bruno : 0
//     1)                             21: 13/11 24/23     the first player's column, then the second's
//     2) 52: 13/8 24/22              Doubles => 2
//     3)  Takes                      63: 8/5* 11/5
//     4) 66:                          Drops              `66:` alone: the roll could not be played
//                                     Wins 1 point      (and the match)
//
// The left column is player 0, the right player 1 (gnubg's players 0 and 1).
// Points are the mover's own (BG-1.2), 25 the bar and 0 off; `*` is optional.
// A lone cell is the right column's when it starts at column 21 or later.

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "../core/result.hpp"
#include "../core/text.hpp"
#include "match_record.hpp"

namespace arbiter::backgammon {

namespace detail {

struct mat_token {
    std::string_view text;
    std::size_t column = 0;  // 1-based
};

[[nodiscard]] inline std::vector<mat_token> mat_tokens(std::string_view line, std::size_t from) {
    std::vector<mat_token> out;
    text::scanner words(text::token{line, 0}.sub(from));
    while (!words.at_end()) {
        const text::token w = words.next();
        out.push_back({w.text, w.offset + 1});
    }
    return out;
}

[[nodiscard]] inline std::string lower_text(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = to_lower(c);
    return out;
}

[[nodiscard]] inline bool is_mat_roll(std::string_view t) {
    return t.size() == 3 && t[2] == ':' && t[0] >= '1' && t[0] <= '6' && t[1] >= '1' && t[1] <= '6';
}

[[nodiscard]] inline bool is_mat_keyword(std::string_view t) {
    const std::string w = lower_text(t);
    return w == "doubles" || w == "takes" || w == "drops" || w == "beavers" || w == "raccoons" || w == "wins";
}

class mat_reader {
public:
    explicit mat_reader(std::string_view text) {
        std::size_t b = 0;
        while (b <= text.size()) {
            std::size_t e = text.find('\n', b);
            if (e == std::string_view::npos) e = text.size();
            std::string_view line = text.substr(b, e - b);
            if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
            lines_.push_back(line);
            b = e + 1;
        }
    }

    [[nodiscard]] result<match_record> run() {
        std::size_t i = 0;
        bool have_length = false;
        for (; i < lines_.size(); ++i) {
            const std::string_view t = trim(lines_[i]).text;
            if (t.empty()) continue;
            if (t.front() == ';') {
                if (auto r = header_tag(t, i); !r) return r.error();
                continue;
            }
            if (have_length) break;
            const auto w = mat_tokens(lines_[i], 0);
            int n = 0;
            if (w.size() != 3 || !read_count(w[0].text, n) || lower_text(w[1].text) != "point" ||
                lower_text(w[2].text) != "match")
                return at(i, w.front().column, "expected the match line ' N point match' (0 for a money session)");
            if (n > 32767) return at(i, w[0].column, "a match is at most 32767 points long");
            rec_.length = n;
            have_length = true;
        }
        if (!have_length) return at(lines_.size() - 1, 0, "no ' N point match' line");
        while (i < lines_.size()) {
            const std::string_view t = trim(lines_[i]).text;
            if (t.empty() || t.front() == ';') {
                ++i;
                continue;
            }
            if (auto r = game(i); !r) return r.error();
        }
        if (rec_.games.empty()) return at(lines_.size() - 1, 0, "the record has no ' Game 1' line");
        return rec_;
    }

private:
    [[nodiscard]] static error at(std::size_t index, std::size_t column, const std::string& why) {
        return record_error(0, index + 1, column, why);
    }

    // XG's and gnubg's comment tags: `; [Player 1 "Anna"]`, `; [Jacoby "On"]`...
    [[nodiscard]] result<bool> header_tag(std::string_view t, std::size_t i) {
        const std::size_t open = t.find('['), quote = t.find('"');
        if (open == std::string_view::npos || quote == std::string_view::npos || quote < open) return true;
        const std::size_t end = t.find('"', quote + 1);
        if (end == std::string_view::npos) return true;
        const std::string key = lower_text(trim(t.substr(open + 1, quote - open - 1)).text);
        const std::string_view value = t.substr(quote + 1, end - quote - 1);
        const std::string on = lower_text(value);
        if (key == "player 1") rec_.names[0] = std::string(value), named_ = true;
        if (key == "player 2") rec_.names[1] = std::string(value), named_ = true;
        if (key == "crawford") rec_.crawford = on != "off";
        if (key == "jacoby") rec_.jacoby = on == "on";
        if (key == "beaver" || key == "beavers") rec_.beavers = on == "on" ? 1 : 0;
        if (key == "variation" && on != "backgammon")
            return at(i, 0, "the variation '" + std::string(value) + "' is not backgammon (BG-15.1)");
        return true;
    }

    // " Anna : 0        Bruno : 0": two names, each with ": <score>".
    [[nodiscard]] result<bool> score_line(std::size_t i, record_game& g) {
        const std::string_view line = lines_[i];
        std::array<std::string, 2> names;
        std::size_t from = 0;
        for (std::size_t p = 0; p < 2; ++p) {
            std::size_t colon = line.find(':', from);
            int n = 0;
            std::size_t digits_end = colon;
            while (colon != std::string_view::npos) {
                std::size_t d = colon + 1;
                while (d < line.size() && is_blank(line[d])) ++d;
                digits_end = d;
                while (digits_end < line.size() && is_digit(line[digits_end])) ++digits_end;
                if (digits_end > d && read_count(line.substr(d, digits_end - d), n)) break;
                colon = line.find(':', colon + 1);
            }
            const std::string_view name = colon == std::string_view::npos ? std::string_view{}
                                                                           : trim(line.substr(from, colon - from)).text;
            if (name.empty())
                return at(i, from + 1, "expected the players and scores, like ' Anna : 0      Bruno : 0'");
            names[p] = std::string(name);
            g.score[p] = n;
            from = digits_end;
        }
        if (!trim(line.substr(from)).text.empty())
            return at(i, from + 1, "unexpected text after the second player's score");
        g.score_written = true;
        if (rec_.games.empty() && !named_) rec_.names = names;
        return true;
    }

    [[nodiscard]] result<bool> game(std::size_t& i) {
        const auto head = mat_tokens(lines_[i], 0);
        int number = 0;
        if (head.size() != 2 || lower_text(head[0].text) != "game" || !read_count(head[1].text, number))
            return at(i, head.front().column, "expected ' Game " + std::to_string(rec_.games.size() + 1) + "'");
        if (number != static_cast<int>(rec_.games.size()) + 1)
            return at(i, head[1].column, "expected game " + std::to_string(rec_.games.size() + 1) + ", not game " +
                                             std::to_string(number));
        record_game g;
        g.line = i + 1;
        ++i;
        while (i < lines_.size() && trim(lines_[i]).text.empty()) ++i;
        if (i == lines_.size()) return at(i - 1, 0, "the game has no line of players and scores");
        if (auto r = score_line(i, g); !r) return r.error();
        for (++i; i < lines_.size(); ++i) {
            const std::string_view t = trim(lines_[i]).text;
            if (t.empty() || t.front() == ';') continue;
            const auto w = mat_tokens(lines_[i], 0);
            if (lower_text(w[0].text) == "game") break;
            if (auto r = moves_line(i, g); !r) return r.error();
        }
        rec_.games.push_back(std::move(g));
        return true;
    }

    // A numbered line ("12) 52: 13/8 24/22   Doubles => 2") or a lone "Wins".
    [[nodiscard]] result<bool> moves_line(std::size_t i, record_game& g) {
        const std::string_view line = lines_[i];
        std::size_t from = 0;
        while (from < line.size() && is_blank(line[from])) ++from;
        std::size_t d = from;
        while (d < line.size() && is_digit(line[d])) ++d;
        if (d > from && d < line.size() && line[d] == ')') from = d + 1;
        else if (d > from) return at(i, d + 1, "expected ')' after the line number");
        const auto tokens = mat_tokens(line, from);
        std::vector<std::vector<mat_token>> cells;
        for (const mat_token& t : tokens) {
            if (is_mat_roll(t.text) || is_mat_keyword(t.text)) cells.emplace_back();
            else if (cells.empty())
                return at(i, t.column, "expected a roll like '52:', or Doubles, Takes, Drops, Beavers or Wins, not '" +
                                           std::string(t.text) + "'");
            cells.back().push_back(t);
        }
        if (cells.size() > 2) return at(i, cells[2].front().column, "a line has two columns, one per player");
        for (std::size_t c = 0; c < cells.size(); ++c) {
            const bool right = cells.size() == 2 ? c == 1 : cells[c].front().column > 20;
            if (auto r = cell(i, cells[c], static_cast<player_id>(right ? 1 : 0), g); !r) return r;
        }
        return true;
    }

    [[nodiscard]] result<bool> cell(std::size_t i, const std::vector<mat_token>& c, player_id p, record_game& g) {
        if (g.winner >= 0) return at(i, c.front().column, "the game's result is already written");
        record_action a;
        a.player = p;
        a.line = i + 1;
        a.column = c.front().column;
        const std::string word = lower_text(c.front().text);
        const auto extra = [&](std::size_t k) {
            return at(i, c[k].column, "unexpected '" + std::string(c[k].text) + "' after " + std::string(c.front().text));
        };
        if (is_mat_roll(c.front().text)) {
            a.kind = record_kind::play;
            a.roll = dice{static_cast<std::uint8_t>(c.front().text[0] - '0'),
                          static_cast<std::uint8_t>(c.front().text[1] - '0')}.larger_first();
            for (std::size_t k = 1; k < c.size(); ++k) {
                if (k > 1) a.play += ' ';
                a.play += c[k].text;
            }
            a.column = c.size() > 1 ? c[1].column : a.column;
        } else if (word == "doubles") {
            a.kind = record_kind::double_offer;
            if (c.size() >= 2 && c[1].text == "=>") {
                if (c.size() < 3 || !read_count(c[2].text, a.value))
                    return at(i, c[c.size() < 3 ? 1 : 2].column, "expected the cube value after '=>'");
                if (c.size() > 3) return extra(3);
            } else if (c.size() > 1) {
                return extra(1);
            }
        } else if (word == "wins") {
            int n = 0;
            if (c.size() < 3 || !read_count(c[1].text, n) || (lower_text(c[2].text) != "point" && lower_text(c[2].text) != "points"))
                return at(i, c.front().column, "expected 'Wins N point(s)'");
            std::string rest;
            for (std::size_t k = 3; k < c.size(); ++k) rest += lower_text(c[k].text) + (k + 1 < c.size() ? " " : "");
            if (!rest.empty() && rest != "and the match") return extra(3);
            g.winner = p;
            g.points = n;
            g.match_end = !rest.empty();
            g.result_line = i + 1;
            g.result_column = c.front().column;
            return true;
        } else {
            a.kind = word == "takes" ? record_kind::take : word == "drops" ? record_kind::drop : record_kind::beaver;
            if (c.size() > 1) return extra(1);
        }
        g.actions.push_back(std::move(a));
        return true;
    }

    std::vector<std::string_view> lines_;
    match_record rec_;
    bool named_ = false;
};

[[nodiscard]] inline std::string mat_cell_pad(std::string s, std::size_t width) {
    if (s.size() < width) s.append(width - s.size(), ' ');
    return s;
}

}  // namespace detail

// BG-24.1: reads a .mat file; an error names the line and column.
[[nodiscard]] inline result<match_record> parse_mat(std::string_view text) {
    return detail::mat_reader(text).run();
}

// BG-24.1: writes the record as gnubg lays a .mat out, after replaying it
// (an illegal record is the replay's error). Plays are written a die at a
// time with `*` on hits, in the record's own order; resignations are not
// written: a game that stops with its result is one (BG-24.3).
[[nodiscard]] inline result<std::string> to_mat(const match_record& rec) {
    const auto report = replay(rec);
    if (!report) return report.error();
    std::string out;
    if (rec.beavers > 0) out += "; [Beaver \"On\"]\n";
    out += " " + std::to_string(rec.length) + " point match\n\n";
    for (std::size_t g = 0; g < report->games.size(); ++g) {
        const replayed_game& game = report->games[g];
        out += " Game " + std::to_string(g + 1) + "\n";
        out += " " + detail::mat_cell_pad(rec.names[0] + " : " + std::to_string(game.score_before[0]), 31) +
               rec.names[1] + " : " + std::to_string(game.score_before[1]) + "\n";
        struct row {
            std::array<std::string, 2> cell;
            bool numbered = true;
        };
        std::vector<row> rows;
        const auto put = [&](player_id p, std::string text, bool numbered) {
            if (p == 1 && !rows.empty() && rows.back().numbered == numbered && rows.back().cell[1].empty())
                rows.back().cell[1] = std::move(text);
            else {
                rows.push_back({{}, numbered});
                rows.back().cell[static_cast<std::size_t>(p)] = std::move(text);
            }
        };
        dice roll{};
        int cube = 1, offer = 2;
        for (const replay_step& st : game.steps) {
            if (st.chance) {
                roll = st.outcome.larger_first();
                continue;
            }
            std::string text;
            switch (st.m.type()) {
                case move::kind::play:
                    text = std::string{static_cast<char>('0' + roll.first), static_cast<char>('0' + roll.second), ':'};
                    for (const written_step& w : written_steps(st.before, st.written))
                        text += " " + std::to_string(w.from) + "/" + std::to_string(w.to) + (w.hit ? "*" : "");
                    break;
                case move::kind::double_offer: offer = 2 * cube, text = " Doubles => " + std::to_string(offer); break;
                case move::kind::take: cube = offer, text = " Takes"; break;
                case move::kind::drop: text = " Drops"; break;
                case move::kind::beaver: cube = offer, offer = 2 * cube, text = " Beavers"; break;
                default: continue;  // roll, and resignations (BG-24.3)
            }
            put(st.player, std::move(text), true);
        }
        const game_result& r = game.result;
        const std::string wins = " Wins " + detail::points_text(r.points);
        if (r.winner == 1 && !rows.empty() && rows.back().cell[1].empty()) rows.back().cell[1] = wins;
        else put(r.winner, wins, false);
        for (std::size_t k = 0, number = 1; k < rows.size(); ++k) {
            std::string prefix = "     ";
            if (rows[k].numbered) {
                prefix = std::to_string(number++) + ") ";
                prefix.insert(0, prefix.size() < 5 ? 5 - prefix.size() : 0, ' ');
            }
            // A long left cell still ends with a blank before the right one.
            std::string line = prefix + detail::mat_cell_pad(rows[k].cell[0], std::max<std::size_t>(28, rows[k].cell[0].size() + 1)) +
                               rows[k].cell[1];
            while (!line.empty() && line.back() == ' ') line.pop_back();
            out += line + "\n";
        }
        out += "\n";
    }
    return out;
}

}  // namespace arbiter::backgammon
