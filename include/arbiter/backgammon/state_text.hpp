#pragma once
// The full-state text (an arbiter format; the rules say nothing of it): every member of a state<R>, one
// `key=value` field a line, so that parse_state<R>(to_string(s)) == s for
// every state play reaches, in a single game or a match. The gnubg IDs
// (match_id.hpp) and the XGID (xgid.hpp) stay as extra formats; neither can
// say everything (the beaver count, the rejected resignation, the last game).
// The first line is the header (core/state_header.hpp); a text written
// before it begins at `phase=` and reads as before.
//
//     game=backgammon rules=money players=2
//     phase=playing                     opening_roll, cube_decision, rolling, playing,
//                                       responding, resigning or over (BG-9.4)
//     on_roll=1                         the player on roll, 0 or 1 (BG-3)
//     roll=65                           the dice at a play (BG-16.7), else none
//     player0=bar:1 24:1 13:5 8:3 6:5   each player's checkers on his own points
//     player1=24:2 13:5 8:2 6:4 off:2   (BG-1.2): bar, 24 to 1, off; off may be
//                                       left out, it is the rest of N (BG-1.7)
//     cube_value=2                      1 to max_cube, a power of two (BG-11.1)
//     cube_owner=0                      0, 1 or centred (BG-11.1)
//     beaver_count=0                    beavers made on the pending offer (BG-12.3)
//     resign_offer=none                 the level offered while the opponent answers:
//                                       none, single, gammon or backgammon (BG-23.2)
//     resign_rejected=none              the level the player on roll had rejected
//                                       this turn (BG-23.3)
//     match_length=7                    0: a single game (BG-13.7)
//     score=3-5                         player 0's points, then player 1's (BG-13.1)
//     crawford_game=no                  yes in the Crawford game (BG-13.2)
//     games_played=3                    games finished in this match (BG-13.6)
//     last_game=1 gammon 4              the last finished game: its winner, how it was
//                                       won (single, gammon, backgammon or drop), its
//                                       points, and `resigned` when it ended by an
//                                       accepted resignation (BG-23.2); or none
//
// The writer writes every field in this order; the reader takes them in any
// order, each at most once, blank lines and `#` comments skipped. Only
// phase, player0 and player1 are required: a field left out has its value at
// the start of a game (on_roll=0, roll=none, cube_value=1, cube_owner=centred,
// ... last_game=none). The reader checks what the rules say of such a state
// (BG-1.7, BG-11, BG-12, BG-13, BG-23) and that play can go on from it
// (core/playable.hpp); every error is located as "line L, column C".

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "../core/config.hpp"
#include "../core/state_header.hpp"
#include "../core/playable.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "apply.hpp"
#include "checked.hpp"
#include "generate.hpp"
#include "match_id.hpp"
#include "move_text.hpp"
#include "position_id.hpp"
#include "state.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::backgammon {

// The header line names the rules entry (core/state_header.hpp) from the
// game's descriptor, which is defined in descriptor.hpp (included by the
// game's header, <arbiter/GAME.hpp>): to_string(s) and parse_state need it
// where they are used, not here.
struct descriptor;

namespace detail {

// The names of the fields, phases, levels and kinds of win, as written.
inline constexpr std::array<std::string_view, 15> state_keys{
    "phase",        "on_roll",         "roll",         "player0", "player1",       "cube_value",   "cube_owner",
    "beaver_count", "resign_offer",    "resign_rejected", "match_length", "score", "crawford_game", "games_played",
    "last_game"};
enum class state_key : std::size_t {
    phase, on_roll, roll, player0, player1, cube_value, cube_owner, beaver_count, resign_offer, resign_rejected,
    match_length, score, crawford_game, games_played, last_game
};
// In the order of enum class phase.
inline constexpr std::array<std::string_view, 7> phase_names{
    "opening_roll", "cube_decision", "rolling", "playing", "responding", "over", "resigning"};
inline constexpr std::array<std::string_view, 4> level_names{"none", "single", "gammon", "backgammon"};
// In the order of enum class win_kind ("none" is last_game=none).
inline constexpr std::array<std::string_view, 5> win_kind_names{"", "single", "gammon", "backgammon", "drop"};
inline constexpr std::array<std::string_view, 2> yes_no{"no", "yes"};
inline constexpr std::array<std::string_view, 3> owner_names{"0", "1", "centred"};

// BG-1.2: one player's checkers, "bar:1 24:2 ... off:3".
[[nodiscard]] inline std::string checkers_text(const position& pos, player_id p) {
    std::string out;
    const auto add = [&](std::string_view where, int n) {
        if (!out.empty()) out += ' ';
        out += std::string(where) + ":" + std::to_string(n);
    };
    if (pos.at(p, bar_point) > 0) add("bar", pos.at(p, bar_point));
    for (int i = num_points; i >= 1; --i)
        if (pos.at(p, i) > 0) add(std::to_string(i), pos.at(p, i));
    if (pos.at(p, off_point) > 0) add("off", pos.at(p, off_point));
    return out;
}

[[nodiscard]] inline std::string last_game_text(const game_result& g) {
    if (g.winner < 0) return "none";
    return std::to_string(int{g.winner}) + " " + std::string(win_kind_names[static_cast<std::size_t>(g.kind)]) +
           " " + std::to_string(g.points) + (g.resigned ? " resigned" : "");
}

// The value tokens of a state text, by key (empty: not given).
using state_fields = std::array<std::optional<text::token>, state_keys.size()>;

[[nodiscard]] inline result<state_fields> read_state_fields(std::string_view whole) {
    state_fields fields;
    text::line_reader lines(whole);
    text::text_line line;
    while (lines.next(line)) {
        const auto f = text::split_field(line.text);
        if (!f) return f.error();
        const auto key = text::one_of(text::trimmed(f->key), state_keys, "a field of a backgammon state");
        if (!key) return key.error();
        if (fields[*key]) return text::error_at(f->key, "the field " + std::string(state_keys[*key]) + " is given twice");
        fields[*key] = text::trimmed(f->value);
    }
    for (const state_key k : {state_key::phase, state_key::player0, state_key::player1})
        if (!fields[static_cast<std::size_t>(k)])
            return make_error("the state has no " + std::string(state_keys[static_cast<std::size_t>(k)]) +
                                  "= line",
                              lines.offset());
    return fields;
}

// BG-1.2: one player's checkers into pos.
template <rules_policy R>
[[nodiscard]] result<bool> read_checkers(text::token value, player_id p, position& pos) {
    auto& side = pos.checkers[static_cast<std::size_t>(p)];
    std::array<bool, 26> seen{};
    bool off_given = false;
    text::scanner words(value);
    while (!words.at_end()) {
        const text::token word = words.next();
        const auto f = text::split_field(word, ':');
        if (!f) return f.error();
        int point = 0;
        if (f->key == "bar") {
            point = bar_point;
        } else if (f->key == "off") {
            point = off_point;
            off_given = true;
        } else {
            const auto n = text::to_integer<int>(f->key, 1, num_points, "a point (or bar, off)");
            if (!n) return n.error();
            point = *n;
        }
        if (seen[static_cast<std::size_t>(point)])
            return text::error_at(f->key, "point " + std::string(f->key.text) + " is given twice");
        seen[static_cast<std::size_t>(point)] = true;
        const auto count = text::to_integer<int>(f->value, 0, checkers_per_player<R>, "a count of checkers");
        if (!count) return count.error();
        side[static_cast<std::size_t>(point)] = static_cast<std::uint8_t>(*count);
    }
    if (!off_given) {
        int in_play = 0;
        for (int i = 1; i <= bar_point; ++i) in_play += side[static_cast<std::size_t>(i)];
        if (in_play <= checkers_per_player<R>)
            side[off_point] = static_cast<std::uint8_t>(checkers_per_player<R> - in_play);
    }
    return true;
}

// "3-5": two scores.
[[nodiscard]] inline result<std::array<int, 2>> read_score(text::token value) {
    const auto f = text::split_field(value, '-');
    if (!f) return f.error();
    const auto a = text::to_integer<int>(f->key, 0, 32767, "player 0's score");
    if (!a) return a.error();
    const auto b = text::to_integer<int>(f->value, 0, 32767, "player 1's score");
    if (!b) return b.error();
    return std::array<int, 2>{*a, *b};
}

// "1 gammon 4 [resigned]" or "none".
[[nodiscard]] inline result<game_result> read_last_game(text::token value) {
    if (value == "none") return game_result{};
    text::scanner words(value);
    const auto winner = text::to_integer<int>(words.next(), 0, 1, "the last game's winner");
    if (!winner) return winner.error();
    const auto kind = text::one_of(words.next(), std::span(win_kind_names).subspan(1), "how the last game was won");
    if (!kind) return kind.error();
    const auto points = text::to_integer<int>(words.next(), 1, 3 * 32768, "the last game's points");
    if (!points) return points.error();
    game_result g{static_cast<player_id>(*winner), static_cast<win_kind>(*kind + 1), *points, false};
    if (!words.at_end()) {
        const text::token w = words.next();
        if (w != "resigned") return text::error_at(w, "expected `resigned` or the end of the line, not '" + std::string(w.text) + "'");
        if (g.kind == win_kind::drop) return text::error_at(w, "a dropped double is not a resignation (BG-11.3, BG-23.2)");
        g.resigned = true;
    }
    if (!words.at_end()) return text::error_at(words.next(), "unexpected text after the last game");
    return g;
}

// The fields read into a state, each checked on its own.
template <rules_policy R>
[[nodiscard]] result<state<R>> state_from_fields(const state_fields& f) {
    const auto field = [&f](state_key k) { return f[static_cast<std::size_t>(k)]; };
    state<R> s;
    typename state<R>::edit e{s};
    const auto ph = text::one_of(*field(state_key::phase), phase_names, "the phase");
    if (!ph) return ph.error();
    e.phase() = static_cast<phase>(*ph);
    position pos;
    if (const auto t = field(state_key::on_roll)) {
        const auto p = text::to_integer<int>(*t, 0, 1, "the player on roll");
        if (!p) return p.error();
        pos.on_roll = static_cast<player_id>(*p);
    }
    for (player_id p = 0; p < 2; ++p)
        if (const auto r = read_checkers<R>(*field(p == 0 ? state_key::player0 : state_key::player1), p, pos); !r)
            return r.error();
    if (const std::string why = position_error(pos, checkers_per_player<R>); !why.empty())
        return text::error_at(*field(state_key::player0), why);
    e.board() = pos;
    if (const auto t = field(state_key::roll); t && *t != "none") {
        const auto d = detail::read_dice(t->text);
        if (!d) return shifted(d.error(), t->offset);
        e.roll() = *d;
    }
    if (const auto t = field(state_key::cube_value)) {
        const auto v = text::to_integer<int>(*t, 1, static_cast<int>(R::max_cube), "the cube value");
        if (!v) return v.error();
        if (!std::has_single_bit(static_cast<unsigned>(*v)))
            return text::error_at(*t, "the cube value is a power of two, not " + std::to_string(*v) + " (BG-11.1)");
        e.cube_log2() = static_cast<std::uint8_t>(std::countr_zero(static_cast<unsigned>(*v)));
    }
    if (const auto t = field(state_key::cube_owner)) {
        const auto o = text::one_of(*t, owner_names, "the cube owner");
        if (!o) return o.error();
        e.cube_owner() = *o == 2 ? player_id{-1} : static_cast<player_id>(*o);
    }
    if (const std::string why = cube_error<R>(e.cube_log2(), e.cube_owner()); !why.empty())
        return text::error_at(field(state_key::cube_value).value_or(*field(state_key::phase)), why);
    if (const auto t = field(state_key::beaver_count)) {
        const auto n = text::to_integer<int>(*t, 0, static_cast<int>(R::beavers), "the beaver count (BG-12.3)");
        if (!n) return n.error();
        e.beavers() = static_cast<std::uint8_t>(*n);
    }
    for (const state_key k : {state_key::resign_offer, state_key::resign_rejected})
        if (const auto t = field(k)) {
            const auto level = text::one_of(*t, level_names, "a level to resign");
            if (!level) return level.error();
            (k == state_key::resign_offer ? e.resign_offer() : e.resign_rejected()) = static_cast<std::uint8_t>(*level);
        }
    if (const auto t = field(state_key::match_length)) {
        const auto m = text::to_integer<int>(*t, 0, 32767, "the match length");
        if (!m) return m.error();
        e.match_length() = static_cast<std::uint16_t>(*m);
    }
    if (const auto t = field(state_key::score)) {
        const auto sc = read_score(*t);
        if (!sc) return sc.error();
        for (player_id p = 0; p < 2; ++p) e.score(p) = static_cast<std::uint16_t>((*sc)[static_cast<std::size_t>(p)]);
    }
    if (const auto t = field(state_key::crawford_game)) {
        const auto yes = text::one_of(*t, yes_no, "crawford_game");
        if (!yes) return yes.error();
        e.crawford_game() = *yes == 1;
    }
    if (const auto t = field(state_key::games_played)) {
        const auto n = text::to_integer<int>(*t, 0, 65535, "the games played");
        if (!n) return n.error();
        e.games_played() = static_cast<std::uint16_t>(*n);
    }
    if (const auto t = field(state_key::last_game)) {
        const auto g = read_last_game(*t);
        if (!g) return g.error();
        e.last_game() = *g;
    }
    return s;
}

// What the rules say of the fields together (BG-8, BG-11 to BG-13, BG-23).
// Empty when they agree; else the message and the key it is about.
template <rules_policy R>
[[nodiscard]] std::pair<std::string, state_key> state_fields_error(const state<R>& s) {
    const phase ph = s.phase();
    const bool rolled = s.roll().first != 0;
    if (ph == phase::playing && !rolled) return {"a play needs its roll (BG-7): roll=none", state_key::roll};
    if (rolled && ph != phase::playing && !(ph == phase::resigning))
        return {"the dice are rolled only at a play, or at an offer to resign made there (BG-9.4, BG-23.1)",
                state_key::roll};
    if (s.beaver_count() > 0 && ph != phase::responding)
        return {"beavers are counted only while a double awaits an answer (BG-12.3)", state_key::beaver_count};
    if (s.beaver_count() > 0 && (s.cube_owner() != opponent(s.player_on_roll()) || s.cube_value() < (1 << s.beaver_count())))
        return {"each beaver turns the cube over to the offering side's opponent and doubles it (BG-12.3)",
                state_key::beaver_count};
    if (s.beaver_count() > 0 && s.match_length() > 0)
        return {"beavers are for money play only (BG-12.1, BG-13.5)", state_key::beaver_count};
    if ((s.resign_offer() != 0) != (ph == phase::resigning))
        return {"an offer to resign is pending exactly in the phase resigning (BG-23.2)", state_key::resign_offer};
    if (!R::resign && (s.resign_offer() != 0 || s.resign_rejected() != 0))
        return {"this ruleset has no resignations (BG-23.0)",
                s.resign_offer() != 0 ? state_key::resign_offer : state_key::resign_rejected};
    if (s.resign_rejected() != 0 && (ph == phase::opening_roll || ph == phase::over))
        return {"a rejected offer counts only in the turn it was made (BG-23.3)", state_key::resign_rejected};
    if (s.resign_rejected() != 0 && s.resign_offer() >= s.resign_rejected())
        return {"after a rejection only a lower level may be offered this turn (BG-23.3)", state_key::resign_offer};
    const int m = s.match_length();
    const std::array<int, 2> score{s.score(0), s.score(1)};
    if (m == 0 && (score[0] != 0 || score[1] != 0))
        return {"a single game keeps no score (BG-13.7): score=0-0", state_key::score};
    if (m > 0 && (score[0] > m || score[1] > m))
        return {"a score passes the match length " + std::to_string(m) + " (BG-21.7)", state_key::score};
    if (ph != phase::over)
        if (const std::string why = match_over_error(m, score); !why.empty()) return {why, state_key::score};
    if (s.is_crawford_game())
        if (const std::string why = crawford_error<R>(m, score, ph == phase::over); !why.empty())
            return {why, state_key::crawford_game};
    if (ph == phase::over && s.last_game().winner < 0)
        return {"a finished game names its winner (BG-8.3): last_game=none", state_key::last_game};
    if (s.last_game().winner >= 0 && s.games_played() == 0)
        return {"a last game is named, but no game was played", state_key::games_played};
    if (ph != phase::over)
        if (const std::string why = finished_error(s.board()); !why.empty()) return {why, state_key::phase};
    return {};
}

template <rules_policy R>
[[nodiscard]] result<state<R>> read_state(std::string_view whole) {
    const auto fields = read_state_fields(whole);
    if (!fields) return fields.error();
    auto s = state_from_fields<R>(*fields);
    if (!s) return s;
    if (const auto [why, key] = state_fields_error(*s); !why.empty()) {
        const auto at = (*fields)[static_cast<std::size_t>(key)].value_or(*(*fields)[0]);
        return text::error_at(at, why);
    }
    return require_playable(std::move(*s), (*fields)[0]->offset);
}

}  // namespace detail

// the full-state text of s (the format above).
template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>& s) {
    const auto level = [](int l) { return std::string(detail::level_names[static_cast<std::size_t>(l)]); };
    std::string out = header_line<depend_on_t<descriptor, R>, R, state<R>>();
    const auto line = [&out](std::string_view key, const std::string& value) {
        out += std::string(key) + "=" + value + "\n";
    };
    line("phase", std::string(detail::phase_names[static_cast<std::size_t>(s.phase())]));
    line("on_roll", std::to_string(int{s.player_on_roll()}));
    line("roll", s.roll().first != 0 ? to_string(s.roll()) : "none");
    line("player0", detail::checkers_text(s.board(), 0));
    line("player1", detail::checkers_text(s.board(), 1));
    line("cube_value", std::to_string(s.cube_value()));
    line("cube_owner", s.cube_owner() < 0 ? "centred" : std::to_string(int{s.cube_owner()}));
    line("beaver_count", std::to_string(s.beaver_count()));
    line("resign_offer", level(s.resign_offer()));
    line("resign_rejected", level(s.resign_rejected()));
    line("match_length", std::to_string(s.match_length()));
    line("score", std::to_string(s.score(0)) + "-" + std::to_string(s.score(1)));
    line("crawford_game", s.is_crawford_game() ? "yes" : "no");
    line("games_played", std::to_string(s.games_played()));
    line("last_game", detail::last_game_text(s.last_game()));
    return out;
}

// the state of a full-state text, or what is wrong and where.
template <rules_policy R>
[[nodiscard]] result<state<R>> parse_state(std::string_view text) {
    return read_with_header<depend_on_t<descriptor, R>, R, state<R>>(
        text, [](std::string_view body) { return text::located(detail::read_state<R>(body), body); });
}
// The same for generic code that knows only the state type (core/text_game.hpp).
template <rules_policy R>
[[nodiscard]] result<state<R>> parse_state(std::type_identity<state<R>>, std::string_view t) {
    return parse_state<R>(t);
}

}  // namespace arbiter::backgammon

ARBITER_TEXT_CODE_END
