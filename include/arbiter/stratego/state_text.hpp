#pragma once
// The Stratego full-state text (an arbiter format; the rules say nothing of it) of the text interface
// (core/text_game.hpp): to_string(s) and parse_state<R>(text), which keep
// every member of the state, so that parse_state<R>(to_string(s)) == s.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "../core/config.hpp"
#include "../core/state_header.hpp"
#include "../core/playable.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "apply.hpp"
#include "checked.hpp"
#include "generate.hpp"
#include "move_text.hpp"
#include "position_text.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::stratego {

// The header line names the rules entry (core/state_header.hpp) from the
// game's descriptor, which is defined in descriptor.hpp (included by the
// game's header, <arbiter/GAME.hpp>): to_string(s) and parse_state need it
// where they are used, not here.
struct descriptor;

// ------------------------------------------------------------------ full state

// the full-state text, one `key=value` line per member of the
// state, so that a saved game resumes with the same legal moves (the
// two-square runs and the chase record included) and
// parse_state<R>(to_string(s)) == s for every reachable state. Lines may
// come in any order; blank lines and `#` lines are skipped. For example,
// Blue to move after Red's a4-a5 from the setups of ST-10.7 (classic rules):
//
//   game=stratego rules=classic players=2   (the header: core/state_header.hpp)
//   phase=play
//   to-move=blue
//   board=MBEDFEGHBD...                (the board string, ST-10.4; revealed pieces lower case, ST-10.5)
//   moved=a5                           (squares whose piece has moved, ST-7.4)
//   rescued=-                          (pieces that have rescued, ST-9.12)
//   placed=0                           (squares decided in this setup, ST-3.4)
//   removed-red=-                      (removed pieces as Red kind letters, ST-5.9: "DDH")
//   removed-blue=-
//   rescues=0 0                        (Red's and Blue's rescues, ST-9.12)
//   plies=1
//   plies-without-attack=1             (ST-8.7)
//   result=none                        (or "red flag-captured", "draw move-cap", ST-8.8)
//   run-red=1 a4-a5                    (ST-6.7: the run's length, then the last moves, newest first)
//   run-blue=none                      (no move yet)
//
// and, only for the rulesets that keep them:
//
//   chase-counters=0 0                 (ST-9.4, the more-squares rule on: Red's and Blue's counters)
//   chase-head=1                       (where the next ply goes in the ring of the last plies)
//   chase-plies=a4-a5                  (the plies kept, oldest first)
//   masks=e5:BGHIJKL                   (ST-7.9: squares whose piece the public record narrows
//                                       to these kinds; silent defense, two-step Captain, rescue)
//
// The header comes first; a text written before it begins with the key
// lines and reads as before. Required: phase, to-move and board; the
// others default to the state of a game without history. A list that is
// empty is written "-". An
// observation's view (observation.hpp) prints its unknown pieces as '?' and
// '!', which the reader refuses: the text is of full states.

namespace detail {

inline constexpr std::array<std::string_view, 4> phase_names{"setup", "play", "rescue", "over"};
inline constexpr std::array<std::string_view, 5> end_reason_names{"none", "flag-captured", "no-legal-move",
                                                                  "both-unable-to-move", "move-cap"};

[[nodiscard]] inline std::string side_name(player_id p) { return p == red ? "red" : "blue"; }

[[nodiscard]] inline std::string list_or_dash(const std::string& s) { return s.empty() ? "-" : s; }

[[nodiscard]] inline std::string step_text(const move& m) {
    return square_name(m.from) + "-" + square_name(m.to);
}

// "e4:CH" for every square whose kind mask is narrower than every kind.
[[nodiscard]] inline std::string masks_text(const kind_masks& masks) {
    std::string out;
    for (int sq = 0; sq < board_size; ++sq) {
        const std::uint16_t m = masks.at[static_cast<std::size_t>(sq)];
        if (m == all_kinds) continue;
        if (!out.empty()) out += ' ';
        out += square_name(sq) + ':';
        if (m == 0) out += '-';
        for (int k = 0; k < num_kinds; ++k)
            if ((m & kind_bit(static_cast<kind>(k))) != 0) out += kind_letter(static_cast<kind>(k));
    }
    return out;
}

template <int Limit>
[[nodiscard]] std::string run_text(const repetition_run<Limit>& run) {
    if (!run.any) return "none";
    std::size_t n = run.last.size();
    while (n > 1 && run.last[n - 1] == move{}) --n;  // trailing unused entries
    std::string out = std::to_string(run.length);
    for (std::size_t i = 0; i < n; ++i) out += " " + step_text(run.last[i]);
    return out;
}

}  // namespace detail

// the full-state text of s (see above).
template <rules_policy R>
[[nodiscard]] std::string to_string(const state<R>& s) {
    using detail::side_name;
    std::string moved, rescued, removed[2];
    for (int sq = 0; sq < board_size; ++sq) {
        const piece pc = s.at(sq);
        if (pc.empty()) continue;
        if (pc.moved()) moved += (moved.empty() ? "" : " ") + square_name(sq);
        if (pc.has_rescued()) rescued += (rescued.empty() ? "" : " ") + square_name(sq);
    }
    for (player_id p : {red, blue})
        for (int k = 0; k < num_kinds; ++k)
            removed[p].append(static_cast<std::size_t>(s.removed(p, static_cast<kind>(k))),
                              kind_letter(static_cast<kind>(k)));
    const game_result& r = s.result();
    std::string out = header_line<depend_on_t<descriptor, R>, R, state<R>>();
    out += "phase=" + std::string(detail::phase_names[static_cast<std::size_t>(s.phase())]) + "\n";
    out += "to-move=" + side_name(s.to_move()) + "\n";
    out += "board=" + to_board_string(s) + "\n";
    out += "moved=" + detail::list_or_dash(moved) + "\n";
    out += "rescued=" + detail::list_or_dash(rescued) + "\n";
    out += "placed=" + std::to_string(s.placed()) + "\n";
    out += "removed-red=" + detail::list_or_dash(removed[0]) + "\n";
    out += "removed-blue=" + detail::list_or_dash(removed[1]) + "\n";
    out += "rescues=" + std::to_string(s.rescues_made(red)) + " " + std::to_string(s.rescues_made(blue)) + "\n";
    out += "plies=" + std::to_string(s.plies()) + "\n";
    out += "plies-without-attack=" + std::to_string(s.plies_without_attack()) + "\n";
    out += "result=";
    if (r == game_result{}) out += "none";
    else out += (r.winner < 0 ? std::string("draw") : side_name(r.winner)) + " " +
                std::string(detail::end_reason_names[static_cast<std::size_t>(r.reason)]);
    out += "\n";
    out += "run-red=" + detail::run_text(s.run(red)) + "\n";
    out += "run-blue=" + detail::run_text(s.run(blue)) + "\n";
    if constexpr (R::more_squares == chase_rule::isf) {
        const auto& c = s.chase();
        out += "chase-counters=" + std::to_string(c.counter[0]) + " " + std::to_string(c.counter[1]) + "\n";
        out += "chase-head=" + std::to_string(c.head) + "\n";
        std::string plies;
        for (int i = c.size; i > 0; --i) {
            const int at = (c.head - i + R::chase_window) % R::chase_window;
            plies += (plies.empty() ? "" : " ") + detail::step_text(c.plies[static_cast<std::size_t>(at)]);
        }
        out += "chase-plies=" + detail::list_or_dash(plies) + "\n";
    }
    if constexpr (keeps_kind_masks<R>) out += "masks=" + detail::list_or_dash(detail::masks_text(s.masks())) + "\n";
    return out;
}

namespace detail {

// The words of a field's value; none for "-".
[[nodiscard]] inline std::vector<text::token> list_words(text::token value) {
    std::vector<text::token> out;
    if (value.text == "-") return out;
    text::scanner words(value);
    while (!words.at_end()) out.push_back(words.next());
    return out;
}

[[nodiscard]] inline result<int> square_word(text::token w) {
    auto sq = parse_square(w.text);
    if (!sq) return shifted(sq.error(), w.offset);
    if (is_lake(*sq)) return text::error_at(w, square_name(*sq) + " is a lake (ST-1.4)");
    return sq;
}

[[nodiscard]] inline result<move> step_word(text::token w) {
    auto m = parse_move(w.text);
    if (!m) return shifted(m.error(), w.offset);
    if (!m->is_step()) return text::error_at(w, "expected a move such as e4-e5, not '" + std::string(w.text) + "'");
    return m;
}

[[nodiscard]] inline result<player_id> side_word(text::token w) {
    static constexpr std::array<std::string_view, 2> names{"red", "blue"};
    auto i = text::one_of(w, names, "to-move");
    if (!i) return i.error();
    return static_cast<player_id>(*i);
}

// The fields of a full-state text by key, each at most once.
struct state_fields {
    static constexpr std::array<std::string_view, 18> keys{
        "phase",       "to-move",     "board",   "moved", "rescued",        "placed",
        "removed-red", "removed-blue", "rescues", "plies", "plies-without-attack", "result",
        "run-red",     "run-blue",    "chase-counters", "chase-head", "chase-plies", "masks"};
    std::array<text::token, keys.size()> value{};
    std::array<bool, keys.size()> given{};
    std::size_t end = 0;  // where a missing line is due

    [[nodiscard]] const text::token* get(std::string_view key) const {
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (keys[i] == key) return given[i] ? &value[i] : nullptr;
        return nullptr;
    }
};

[[nodiscard]] inline result<state_fields> read_state_fields(std::string_view text) {
    state_fields f;
    text::line_reader lines(text);
    text::text_line line;
    while (lines.next(line)) {
        auto kv = text::split_field(line.text);
        if (!kv) return kv.error();
        auto i = text::one_of(kv->key, state_fields::keys, "a key of the Stratego state text");
        if (!i) return i.error();
        if (f.given[*i]) return text::error_at(kv->key, "'" + std::string(kv->key.text) + "' is given twice");
        f.given[*i] = true;
        f.value[*i] = text::trimmed(kv->value);
    }
    f.end = lines.offset();
    for (std::string_view key : {"phase", "to-move", "board"})
        if (f.get(key) == nullptr)
            return make_error("the state text has no '" + std::string(key) + "=' line", f.end);
    return f;
}

template <int Limit>
[[nodiscard]] result<repetition_run<Limit>> read_run(text::token value) {
    repetition_run<Limit> run;
    if (value.text == "none") return run;
    text::scanner words(value);
    const text::token first = words.next();
    constexpr int limit = Limit > 0 ? Limit : 1;
    auto length = text::to_integer<int>(first, 0, limit, "a two-square run's length (ST-6.7)");
    if (!length) return length.error();
    run.length = static_cast<std::uint8_t>(*length);
    run.any = true;
    std::size_t n = 0;
    while (!words.at_end()) {
        const text::token w = words.next();
        if (n == run.last.size())
            return text::error_at(w, "a run keeps its last " + std::to_string(run.last.size()) + " moves (ST-6.7)");
        auto m = step_word(w);
        if (!m) return m.error();
        run.last[n++] = *m;
    }
    if (n == 0) return text::error_at(first, "a run that is not 'none' names its last move (ST-6.7)");
    return run;
}

// The fields that only some rulesets keep: the chase record (ST-9.4) and
// the kind masks (ST-7.9).
template <rules_policy R>
[[nodiscard]] result<bool> read_optional_records(const state_fields& f, state<R>& s) {
    typename state<R>::edit e{s};
    for (std::string_view key : {"chase-counters", "chase-head", "chase-plies"}) {
        const text::token* v = f.get(key);
        if (v == nullptr) continue;
        if constexpr (R::more_squares != chase_rule::isf) {
            return text::error_at(*v, "these rules keep no chase record: the more-squares rule is off (ST-9.4)");
        } else {
            auto& c = e.chase();
            if (key == "chase-counters") {
                text::scanner words(*v);
                for (std::size_t p = 0; p < 2; ++p) {
                    auto n = text::to_integer<int>(words.next(), 0, 65535, "a chase counter (ST-9.4)");
                    if (!n) return n.error();
                    c.counter[p] = static_cast<std::uint16_t>(*n);
                }
                if (!words.at_end()) return text::error_at(words.next(), "chase-counters holds Red's and Blue's only");
            } else if (key == "chase-head") {
                auto n = text::to_integer<int>(*v, 0, R::chase_window - 1, "chase-head (ST-9.4)");
                if (!n) return n.error();
                c.head = static_cast<std::uint8_t>(*n);
            }
        }
    }
    if constexpr (R::more_squares == chase_rule::isf) {
        if (const text::token* v = f.get("chase-plies")) {
            auto& c = e.chase();
            const auto words = list_words(*v);
            if (words.size() > static_cast<std::size_t>(R::chase_window))
                return text::error_at(*v, "the chase record keeps the last " + std::to_string(R::chase_window) +
                                              " plies (ST-9.4)");
            const int size = static_cast<int>(words.size());
            for (int i = 0; i < size; ++i) {
                auto m = step_word(words[static_cast<std::size_t>(i)]);
                if (!m) return m.error();
                const int at = (c.head - size + i + R::chase_window) % R::chase_window;
                c.plies[static_cast<std::size_t>(at)] = *m;
            }
            c.size = static_cast<std::uint8_t>(size);
        }
    }
    if (const text::token* v = f.get("masks")) {
        if constexpr (!keeps_kind_masks<R>) {
            return text::error_at(*v, "these rules keep no kind masks (ST-7.9: only silent defense, the two-step "
                                      "Captain and rescues narrow a piece beyond its moved mark)");
        } else {
            for (const text::token w : list_words(*v)) {
                auto kv = text::split_field(w, ':');
                if (!kv) return kv.error();
                auto sq = square_word(kv->key);
                if (!sq) return sq.error();
                std::uint16_t mask = 0;
                if (kv->value.text != "-") {
                    if (kv->value.empty()) return text::error_at(kv->value, "expected kind letters or '-' after ':'");
                    for (std::size_t i = 0; i < kv->value.text.size(); ++i) {
                        const char c = kv->value.text[i];
                        const int k = c >= 'B' && c <= 'M' ? c - 'B' : -1;
                        if (k < 0)
                            return text::error_at(kv->value.sub(i, 1), describe_char(c) +
                                                                           " is not a Red kind letter B-M (ST-10.3)");
                        mask = static_cast<std::uint16_t>(mask | kind_bit(static_cast<kind>(k)));
                    }
                }
                e.masks().at[static_cast<std::size_t>(*sq)] = mask;
            }
        }
    }
    return true;
}

// The counters, the removed pieces and the result.
template <rules_policy R>
[[nodiscard]] result<bool> read_counts(const state_fields& f, state<R>& s) {
    typename state<R>::edit e{s};
    for (player_id p : {red, blue}) {
        const text::token* v = f.get(p == red ? "removed-red" : "removed-blue");
        if (v == nullptr || v->text == "-") continue;
        for (std::size_t i = 0; i < v->text.size(); ++i) {
            const char c = v->text[i];
            const int k = c >= 'B' && c <= 'M' ? c - 'B' : -1;
            if (k < 0) return text::error_at(v->sub(i, 1), describe_char(c) + " is not a Red kind letter B-M (ST-10.3)");
            auto& n = e.removed(p, static_cast<kind>(k));
            int on_board = 0;
            for (int sq = 0; sq < board_size; ++sq)
                on_board += s.at(sq).belongs_to(p) && s.at(sq).type() == static_cast<kind>(k) ? 1 : 0;
            const int cap = board_cap<R>[static_cast<std::size_t>(k)];
            if (n + 1 + on_board > cap)
                return text::error_at(v->sub(i, 1), "one " + kind_name(static_cast<kind>(k)) + " more than " +
                                                        player_name(p) + "'s army has: " + std::to_string(cap) +
                                                        " (ST-5.9, ST-9.9)");
            ++n;
        }
    }
    if (const text::token* v = f.get("rescues")) {
        text::scanner words(*v);
        for (player_id p : {red, blue}) {
            auto n = text::to_integer<int>(words.next(), 0, R::rescue ? 2 : 0, "a side's rescues (ST-9.12)");
            if (!n) return n.error();
            e.rescues(p) = static_cast<std::uint8_t>(*n);
        }
        if (!words.at_end()) return text::error_at(words.next(), "rescues holds Red's and Blue's only");
    }
    if (const text::token* v = f.get("plies")) {
        auto n = text::to_integer<int>(*v, 0, ply_counter_max, "plies (ST-8.7)");
        if (!n) return n.error();
        e.plies() = static_cast<std::uint16_t>(*n);
    }
    if (const text::token* v = f.get("plies-without-attack")) {
        auto n = text::to_integer<int>(*v, 0, s.plies(), "plies-without-attack (at most plies, ST-8.7)");
        if (!n) return n.error();
        e.plies_without_attack() = static_cast<std::uint16_t>(*n);
    }
    if (const text::token* v = f.get("placed")) {
        auto n = text::to_integer<int>(*v, 0, s.phase() == phase::setup ? 39 : 0,
                                       "placed (squares placed in this setup, ST-3.4; 0 after setup)");
        if (!n) return n.error();
        e.placed() = static_cast<std::uint8_t>(*n);
    }
    const text::token* v = f.get("result");
    if (v == nullptr || v->text == "none") {
        if (s.phase() == phase::over)
            return make_error("a game that is over has a result= line (ST-8.8)", v ? v->offset : f.end);
        return true;
    }
    text::scanner words(*v);
    const text::token who = words.next();
    static constexpr std::array<std::string_view, 3> winners{"red", "blue", "draw"};
    auto w = text::one_of(who, winners, "the result's winner");
    if (!w) return w.error();
    const text::token why = words.next();
    auto reason = text::one_of(why, end_reason_names, "how the game ended (ST-8.8)");
    if (!reason) return reason.error();
    if (!words.at_end()) return text::error_at(words.next(), "unexpected text after the result");
    const auto r = static_cast<end_reason>(*reason);
    const bool won = r == end_reason::flag_captured || r == end_reason::no_legal_move;
    if (r == end_reason::none || won != (*w != 2))
        return text::error_at(*v, "a game ends with a winner by flag-captured or no-legal-move, or drawn by "
                                  "both-unable-to-move or move-cap (ST-8.8)");
    if (s.phase() != phase::over) return text::error_at(*v, "only a game that is over has a result (ST-8.8)");
    e.result() = {*w == 2 ? player_id{-1} : static_cast<player_id>(*w), r};
    return true;
}

// ST-3.4: during setup, the side setting up has filled its first `placed`
// squares, Red's whole zone is set if Blue is setting up, and nothing else
// stands on the board.
template <rules_policy R>
[[nodiscard]] result<bool> check_setup_progress(const state<R>& s, std::size_t at) {
    const player_id p = s.to_move();
    for (int sq = 0; sq < board_size; ++sq) {
        const piece pc = s.at(sq);
        if (pc.empty()) continue;
        bool decided = false;
        for (player_id q : {red, blue}) {
            const int filled = q == p ? s.placed() : (q == red ? 40 : 0);
            for (int i = 0; i < filled; ++i) decided = decided || (setup_square(q, i) == sq && pc.owner() == q);
        }
        if (!decided || pc.revealed() || pc.moved() || pc.has_rescued())
            return make_error("during setup, " + square_name(sq) +
                                  " holds a piece no setup decision placed there, or a marked one (ST-3.4)",
                              at);
    }
    for (int k = 0; k <= num_kinds; ++k)
        if (placements_left(s)[static_cast<std::size_t>(k)] < 0)
            return make_error(player_name(p) + "'s setup so far holds more " +
                                  (k == num_kinds ? std::string("empty squares") : kind_name(static_cast<kind>(k)) + "s") +
                                  " than the army allows (ST-3.5)",
                              at);
    if (p == blue) {
        if (auto why = arrangement_error<R>(arrangement_of(s, red)); !why.empty())
            return make_error("Red's setup: " + why, at);
    }
    return true;
}

// reads the full-state text, located.
template <rules_policy R>
[[nodiscard]] result<state<R>> read_state(std::string_view text) {
    auto fields = read_state_fields(text);
    if (!fields) return fields.error();
    const state_fields& f = *fields;
    state<R> s;
    typename state<R>::edit e{s};
    auto ph = text::one_of(*f.get("phase"), phase_names, "the phase");
    if (!ph) return ph.error();
    e.phase() = static_cast<phase>(*ph);
    auto side = side_word(*f.get("to-move"));
    if (!side) return side.error();
    e.to_move() = *side;
    const text::token board = *f.get("board");
    if (auto b = read_board(board.text, s); !b)
        return shifted(b.error(), board.offset);
    for (std::string_view key : {"moved", "rescued"}) {
        const text::token* v = f.get(key);
        if (v == nullptr) continue;
        for (const text::token w : list_words(*v)) {
            auto sq = square_word(w);
            if (!sq) return sq.error();
            piece& pc = e.at(*sq);
            if (pc.empty()) return text::error_at(w, square_name(*sq) + " holds no piece to mark " + std::string(key));
            if (key == "moved") pc.mark_moved();
            else pc.mark_rescued();
        }
    }
    if (auto c = read_counts(f, s); !c) return c.error();
    for (player_id p : {red, blue}) {
        const text::token* v = f.get(p == red ? "run-red" : "run-blue");
        if (v == nullptr) continue;
        auto run = read_run<R::two_square_limit>(*v);
        if (!run) return run.error();
        e.run(p) = *run;
    }
    if (auto o = read_optional_records(f, s); !o) return o.error();
    const std::size_t at = f.get("phase")->offset;
    if (s.phase() == phase::setup)
        if (auto ok = check_setup_progress(s, at); !ok) return ok.error();
    if (s.phase() == phase::rescue) {
        const auto& run = s.run(s.to_move());
        if (!run.any || !s.at(run.last[0].to).belongs_to(s.to_move()))
            return make_error("at a rescue (ST-9.12) the side to move's last move ended on its own piece", at);
    }
    return require_playable(std::move(s), at);
}

}  // namespace detail

// the state a full-state text describes (see to_string(s)); errors
// say what is wrong and where (what(): "line L, column C: ...").
template <rules_policy R = classic_rules>
[[nodiscard]] result<state<R>> parse_state(std::string_view text) {
    return read_with_header<depend_on_t<descriptor, R>, R, state<R>>(
        text, [](std::string_view body) { return text::located(detail::read_state<R>(body), body); });
}
// The same for generic code that knows the state type (core/text_game.hpp).
template <rules_policy R>
[[nodiscard]] result<state<R>> parse_state(std::type_identity<state<R>>, std::string_view text) {
    return parse_state<R>(text);
}

}  // namespace arbiter::stratego

ARBITER_TEXT_CODE_END
