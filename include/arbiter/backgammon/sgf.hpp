#pragma once
// gnubg's .sgf match records, the backgammon subset (RULES.md BG-24.2):
//
//   (;FF[4]GM[6]MI[length:5][game:0][ws:0][bs:0]PW[Anna]PB[Bruno]RU[Crawford]RE[B+2R]
//   ;B[21lnab]          a roll, then each step as two point letters, from and to
//   ;W[double] ;B[take] ;B[drop]
//   )(;...  the next game, one game tree each)
//
// W is player 0 (PW), B player 1 (PB). The letters name the board's points
// in player 0's numbering: `a`..`x` are his points 1..24 (player 1's 24..1),
// `y` is the mover's bar and `z` off (facts from gnubg's own files). RE's
// trailing `R` marks a resignation. Analysis properties (A, DA, MR, GS, C...)
// are skipped; only the main line of a tree is read.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <arbiter/version.hpp>

#include "../core/config.hpp"
#include "../core/result.hpp"
#include "match_record.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::backgammon {

namespace detail {

struct sgf_value {
    std::string text;  // unescaped
    std::size_t line = 0, column = 0;
};
struct sgf_property {
    std::string name;
    std::size_t line = 0, column = 0;
    std::vector<sgf_value> values;
};
using sgf_node = std::vector<sgf_property>;

// SGF's grammar (FF[4]): trees of `(` nodes `;` properties `NAME[value]` `)`.
class sgf_parser {
public:
    explicit sgf_parser(std::string_view text) : t_(text) {}

    // The main line of each top-level tree.
    [[nodiscard]] result<std::vector<std::vector<sgf_node>>> run() {
        std::vector<std::vector<sgf_node>> trees;
        skip_blank();
        while (i_ < t_.size()) {
            if (t_[i_] != '(') return here("expected '(' to start a game tree");
            std::vector<sgf_node> line;
            if (auto r = tree(line, true); !r) return r.error();
            trees.push_back(std::move(line));
            skip_blank();
        }
        if (trees.empty()) return here("no game tree: an .sgf file starts with '(;'");
        return trees;
    }

private:
    [[nodiscard]] error here(const std::string& why) const { return record_error(0, line_, column_, why); }

    void advance() {
        if (t_[i_] == '\n') ++line_, column_ = 1;
        else ++column_;
        ++i_;
    }
    void skip_blank() {
        while (i_ < t_.size() && is_blank(t_[i_])) advance();
    }

    [[nodiscard]] result<bool> tree(std::vector<sgf_node>& main, bool keep) {
        advance();  // '('
        skip_blank();
        if (i_ == t_.size() || t_[i_] != ';') return here("expected ';' to start a node");
        bool first_child = true;
        for (;;) {
            skip_blank();
            if (i_ == t_.size()) return here("the game tree is not closed with ')'");
            const char c = t_[i_];
            if (c == ';') {
                advance();
                sgf_node node;
                if (auto r = properties(node); !r) return r;
                if (keep) main.push_back(std::move(node));
            } else if (c == '(') {  // a variation: only the first continues the main line
                if (auto r = tree(main, keep && first_child); !r) return r;
                first_child = false;
            } else if (c == ')') {
                advance();
                return true;
            } else {
                return here(std::string("unexpected '") + c + "': expected ';', '(' or ')'");
            }
        }
    }

    [[nodiscard]] result<bool> properties(sgf_node& node) {
        for (;;) {
            skip_blank();
            if (i_ == t_.size() || !((t_[i_] >= 'A' && t_[i_] <= 'Z') || (t_[i_] >= 'a' && t_[i_] <= 'z'))) return true;
            sgf_property p;
            p.line = line_, p.column = column_;
            while (i_ < t_.size() && ((t_[i_] >= 'A' && t_[i_] <= 'Z') || (t_[i_] >= 'a' && t_[i_] <= 'z'))) {
                if (t_[i_] >= 'A' && t_[i_] <= 'Z') p.name += t_[i_];  // FF[3]'s lower-case letters are ignored
                advance();
            }
            skip_blank();
            if (i_ == t_.size() || t_[i_] != '[') return here("expected '[' after the property " + p.name);
            while (i_ < t_.size() && t_[i_] == '[') {
                advance();
                sgf_value v;
                v.line = line_, v.column = column_;
                while (i_ < t_.size() && t_[i_] != ']') {
                    if (t_[i_] == '\\') advance();
                    if (i_ == t_.size()) break;
                    v.text += t_[i_];
                    advance();
                }
                if (i_ == t_.size()) return record_error(0, v.line, v.column, "the value of " + p.name + " has no ']'");
                advance();
                p.values.push_back(std::move(v));
                skip_blank();
            }
            node.push_back(std::move(p));
        }
    }

    std::string_view t_;
    std::size_t i_ = 0, line_ = 1, column_ = 1;
};

[[nodiscard]] inline const sgf_property* sgf_find(const sgf_node& node, std::string_view name) {
    for (const sgf_property& p : node)
        if (p.name == name) return &p;
    return nullptr;
}

// BG-24.2: a point letter of player p's step, in his own numbering.
[[nodiscard]] inline int sgf_point(char c, player_id p) {
    if (c == 'y') return bar_point;
    if (c == 'z') return off_point;
    const int i = c - 'a';
    return p == 0 ? i + 1 : 24 - i;
}
[[nodiscard]] inline char sgf_letter(int point, player_id p) {
    if (point == bar_point) return 'y';
    if (point == off_point) return 'z';
    return static_cast<char>('a' + (p == 0 ? point - 1 : 24 - point));
}

[[nodiscard]] inline std::string sgf_escape(std::string_view s) {
    std::string out;
    for (const char c : s) {
        if (c == ']' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

class sgf_reader {
public:
    [[nodiscard]] result<match_record> run(const std::vector<std::vector<sgf_node>>& trees) {
        for (std::size_t g = 0; g < trees.size(); ++g)
            if (auto r = game(trees[g], g); !r) return r.error();
        return rec_;
    }

private:
    [[nodiscard]] static error at(const sgf_value& v, std::size_t offset, const std::string& why) {
        return record_error(0, v.line, v.column + offset, why);
    }

    [[nodiscard]] result<bool> root(const sgf_node& node, std::size_t g, record_game& out) {
        if (const auto* gm = sgf_find(node, "GM"); gm && gm->values.front().text != "6")
            return at(gm->values.front(), 0, "GM[" + gm->values.front().text + "] is not backgammon (GM[6], BG-24.2)");
        for (const char* setup : {"AB", "AW", "AE", "PL", "CV", "CP"})
            if (const auto* p = sgf_find(node, setup))
                return record_error(0, p->line, p->column,
                                    std::string(setup) + ": the game starts from a set-up position, and a record "
                                                         "replays from the start (BG-2.1, BG-24.2)");
        int length = rec_.length;
        if (const auto* mi = sgf_find(node, "MI")) {
            for (const sgf_value& v : mi->values) {
                const std::size_t colon = v.text.find(':');
                int n = 0;
                if (colon == std::string::npos || !read_count(std::string_view(v.text).substr(colon + 1), n)) continue;
                const std::string key = v.text.substr(0, colon);
                if (key == "length") length = n;
                if (key == "game" && n != static_cast<int>(g))
                    return at(v, colon + 1, "expected game " + std::to_string(g) + " (0-based), not " + std::to_string(n));
                if (key == "ws") out.score[0] = n, out.score_written = true;
                if (key == "bs") out.score[1] = n, out.score_written = true;
            }
        }
        if (g > 0 && length != rec_.length)
            return record_error(0, out.line, 1, "the match length changes from " + std::to_string(rec_.length) +
                                                    " to " + std::to_string(length));
        rec_.length = length;
        if (const auto* pw = sgf_find(node, "PW")) rec_.names[0] = pw->values.front().text;
        if (const auto* pb = sgf_find(node, "PB")) rec_.names[1] = pb->values.front().text;
        rec_.crawford = length == 0;
        if (const auto* ru = sgf_find(node, "RU")) {
            const std::string& rules = ru->values.front().text;
            for (std::size_t b = 0; b <= rules.size();) {
                std::size_t e = rules.find(':', b);
                if (e == std::string::npos) e = rules.size();
                const std::string word = rules.substr(b, e - b);
                if (word == "Crawford") rec_.crawford = true;
                if (word == "Jacoby") rec_.jacoby = true;
                if (word == "Nackgammon" || word == "Hypergammon1" || word == "Hypergammon2" || word == "Hypergammon3")
                    return at(ru->values.front(), b, word + " is not the standard game (BG-15.1)");
                b = e + 1;
            }
        }
        if (const auto* re = sgf_find(node, "RE")) {
            const sgf_value& v = re->values.front();
            const std::string& t = v.text;
            int n = 0;
            std::size_t end = 2;
            while (end < t.size() && is_digit(t[end])) ++end;
            if (t.size() < 3 || (t[0] != 'W' && t[0] != 'B') || t[1] != '+' ||
                !read_count(std::string_view(t).substr(2, end - 2), n) || (end < t.size() && t.substr(end) != "R"))
                return at(v, 0, "expected a result like W+2 or B+1R, not '" + t + "'");
            out.winner = static_cast<player_id>(t[0] == 'W' ? 0 : 1);
            out.points = n;
            out.result_line = v.line;
            out.result_column = v.column;
        }
        return true;
    }

    [[nodiscard]] result<bool> action(const sgf_property& p, record_game& out) {
        const sgf_value& v = p.values.front();
        record_action a;
        a.player = static_cast<player_id>(p.name == "W" ? 0 : 1);
        a.line = v.line;
        a.column = v.column;
        const std::string& t = v.text;
        if (t == "double") a.kind = record_kind::double_offer;
        else if (t == "take") a.kind = record_kind::take;
        else if (t == "drop") a.kind = record_kind::drop;
        else if (t == "beaver") a.kind = record_kind::beaver;
        else {
            if (t.size() < 2 || t[0] < '1' || t[0] > '6' || t[1] < '1' || t[1] > '6')
                return at(v, 0, "expected a roll like 52 then point letters, or double, take, drop, beaver; not '" + t + "'");
            if (t.size() % 2 != 0) return at(v, t.size() - 1, "point letters come in pairs, from and to");
            a.roll = dice{static_cast<std::uint8_t>(t[0] - '0'), static_cast<std::uint8_t>(t[1] - '0')}.larger_first();
            for (std::size_t k = 2; k < t.size(); k += 2) {
                for (std::size_t j = k; j < k + 2; ++j)
                    if (t[j] < 'a' || t[j] > 'z') return at(v, j, "a point letter is a to z, not '" + t.substr(j, 1) + "'");
                if (t[k] == 'z') return at(v, k, "a step cannot start off the board (z)");
                if (t[k + 1] == 'y') return at(v, k + 1, "a step cannot end on the bar (y)");
                if (!a.play.empty()) a.play += ' ';
                a.play += std::to_string(sgf_point(t[k], a.player)) + "/" + std::to_string(sgf_point(t[k + 1], a.player));
            }
        }
        out.actions.push_back(std::move(a));
        return true;
    }

    [[nodiscard]] result<bool> game(const std::vector<sgf_node>& nodes, std::size_t g) {
        record_game out;
        out.line = nodes.empty() || nodes.front().empty() ? 1 : nodes.front().front().line;
        if (nodes.empty()) return record_error(0, out.line, 1, "an empty game tree");
        if (auto r = root(nodes.front(), g, out); !r) return r;
        for (std::size_t k = 0; k < nodes.size(); ++k) {
            for (const sgf_property& p : nodes[k]) {
                if (p.name == "B" || p.name == "W") {
                    if (auto r = action(p, out); !r) return r;
                } else if (k > 0 && (p.name == "AB" || p.name == "AW" || p.name == "AE")) {
                    return record_error(0, p.line, p.column, p.name + ": a set-up position in the middle of a game");
                }
            }
        }
        rec_.games.push_back(std::move(out));
        return true;
    }

    match_record rec_;
};

}  // namespace detail

// BG-24.2: reads a gnubg .sgf file; an error names the line and column.
[[nodiscard]] inline result<match_record> parse_sgf(std::string_view text) {
    const auto trees = detail::sgf_parser(text).run();
    if (!trees) return trees.error();
    return detail::sgf_reader{}.run(*trees);
}

// BG-24.2: writes the record as gnubg's .sgf, one game tree per game, after
// replaying it (an illegal record is the replay's error). A play's steps
// keep the record's order. An accepted resignation is written as gnubg
// does: RE's `R`, no node (BG-24.3).
[[nodiscard]] inline result<std::string> to_sgf(const match_record& rec) {
    const auto report = replay(rec);
    if (!report) return report.error();
    std::string out;
    for (std::size_t g = 0; g < report->games.size(); ++g) {
        const replayed_game& game = report->games[g];
        out += "(;FF[4]GM[6]CA[UTF-8]AP[arbiter:" ARBITER_VERSION "]MI[length:" + std::to_string(rec.length) +
               "][game:" + std::to_string(g) + "][ws:" + std::to_string(game.score_before[0]) + "][bs:" +
               std::to_string(game.score_before[1]) + "]PW[" + detail::sgf_escape(rec.names[0]) + "]PB[" +
               detail::sgf_escape(rec.names[1]) + "]";
        if (rec.length > 0) out += game.crawford_game ? "RU[Crawford:CrawfordGame]" : "RU[Crawford]";
        out += std::string("RE[") + (game.result.winner == 0 ? 'W' : 'B') + "+" + std::to_string(game.result.points) +
               (game.result.resigned ? "R" : "") + "]\n";
        dice roll{};
        for (const replay_step& st : game.steps) {
            if (st.chance) {
                roll = st.outcome.larger_first();
                continue;
            }
            std::string value;
            switch (st.m.type()) {
                case move::kind::play:
                    value = std::string{static_cast<char>('0' + roll.first), static_cast<char>('0' + roll.second)};
                    for (const written_step& w : written_steps(st.before, st.written)) {
                        value += detail::sgf_letter(w.from, st.player);
                        value += detail::sgf_letter(w.to, st.player);
                    }
                    break;
                case move::kind::double_offer: value = "double"; break;
                case move::kind::take: value = "take"; break;
                case move::kind::drop: value = "drop"; break;
                case move::kind::beaver: value = "beaver"; break;
                default: continue;  // roll, and resignations (BG-24.3)
            }
            out += std::string(";") + (st.player == 0 ? "W" : "B") + "[" + value + "]\n";
        }
        out += ")\n";
    }
    return out;
}

}  // namespace arbiter::backgammon

ARBITER_TEXT_CODE_END
