#pragma once
// The first line of every full-state text (and of every observation text):
// which game, which entry of the game's rules list (core/descriptor.hpp) and
// how many players the state belongs to, so that a saved state reads back on
// its own, without remembering how the game was started:
//
//   game=stratego rules=barrage players=2
//   game=war-chest rules=random players=4 viewer=1    (what player 1 may see)
//
// `rules` is the name `arbiter rules GAME` lists; it is left out for rules
// that are no entry of the list (a policy of the caller's own), and such a
// text reads under whatever rules its reader names. `players` is the count
// the rules list gives the entry (Crime Wars' controllers with two teams
// per player), else the state's number of players. `viewer` marks an
// observation: a full-state reader refuses it.
//
// Texts written before the header existed begin otherwise (`phase=`,
// `war_chest round=`, `m44-state 1`, `crime-wars players=`): a text is told
// to have a header by its first line that says something beginning with
// `game=`. Each game's parse_state<R> reads the header, checks it against
// R and reads the rest as it read the old texts; generic code that must
// first pick the rules (the tool's --state, the bindings) calls
// read_state_header itself.

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "config.hpp"
#include "descriptor.hpp"
#include "result.hpp"
#include "text.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter {

struct state_header {
    std::string game;
    std::string rules;  // empty: rules that are no entry of the game's list
    int players = 0;
    int viewer = -1;    // the observation's viewer; -1: a full state
    friend bool operator==(const state_header&, const state_header&) = default;
};

// A text's header, where its body (the text after the header line) begins,
// and the offsets of the header's values, for errors.
struct header_reading {
    std::optional<state_header> header;  // nullopt: a text written before headers
    std::size_t body = 0;                // offset of the body in the text
    std::size_t rules_at = 0, players_at = 0, viewer_at = 0, game_at = 0;
};

namespace detail {
// T, as a type that depends on U: a game's state_text names its descriptor
// (declared there, defined in descriptor.hpp) inside templates on R.
template <class T, class U>
struct depend_on {
    using type = T;
};

[[nodiscard]] inline result<int> header_number(text::token value, int low, int high, std::string_view what) {
    return text::to_integer<int>(value, low, high, what);
}
}  // namespace detail

template <class T, class U>
using depend_on_t = typename detail::depend_on<T, U>::type;

// Reads the header of `text`, if it has one. Errors are located.
[[nodiscard]] inline result<header_reading> read_state_header(std::string_view text) {
    text::line_reader lines(text);
    text::text_line first;
    header_reading out;
    if (!lines.next(first) || !first.text.text.starts_with("game=")) return out;
    out.body = lines.offset();
    state_header h;
    bool has_players = false;
    text::scanner words(first.text);
    while (!words.at_end()) {
        const text::token word = words.next();
        const auto f = text::split_field(word);
        if (!f) return text::located(f.error(), text);
        const text::token v = f->value;
        const auto fail = [&](std::string message) { return text::located(text::error_at(v, std::move(message)), text); };
        if (f->key == "game" || f->key == "rules") {
            if (v.empty()) return fail("the header's " + std::string(f->key.text) + " has no name");
            (f->key == "game" ? h.game : h.rules) = std::string(v.text);
            (f->key == "game" ? out.game_at : out.rules_at) = v.offset;
        } else if (f->key == "players" || f->key == "viewer") {
            const bool players = f->key == "players";
            const auto n = detail::header_number(v, players ? 1 : 0, 64, players ? "players" : "viewer");
            if (!n) return text::located(n.error(), text);
            (players ? h.players : h.viewer) = *n;
            (players ? out.players_at : out.viewer_at) = v.offset;
            has_players = has_players || players;
        } else {
            return text::located(text::error_at(f->key, "unknown header key '" + std::string(f->key.text) +
                                                            "'; expected game, rules, players or viewer"),
                                 text);
        }
    }
    if (!has_players)
        return text::located(make_error("the header names no players (players=N)", first.text.end()), text);
    out.header = std::move(h);
    return out;
}

// The entry of D's rules list that R is (or is the capped form of): its name
// and player count; an empty name where R is no entry.
struct rules_entry {
    std::string_view name;
    int players = 0;
};
template <game_descriptor D, class R, class S>
[[nodiscard]] constexpr rules_entry entry_of() {
    rules_entry out{{}, static_cast<int>(S::num_players)};
    for_each_rules<D>([&]<class N>(std::type_identity<N>) {
        using base = typename N::rules_type;
        if constexpr (std::is_same_v<R, base> || std::is_same_v<R, typename D::template capped<base>>)
            if (out.name.empty()) out = {N::name, N::players != 0 ? N::players : static_cast<int>(S::num_players)};
    });
    return out;
}

// The header line (with its newline) of a state of rules R and type S.
template <game_descriptor D, class R, class S>
[[nodiscard]] std::string header_line(int viewer = -1) {
    constexpr rules_entry e = entry_of<D, R, S>();
    std::string out = "game=" + std::string(D::name);
    if (!e.name.empty()) out += " rules=" + std::string(e.name);
    out += " players=" + std::to_string(e.players);
    if (viewer >= 0) out += " viewer=" + std::to_string(viewer);
    return out + "\n";
}

// What is wrong with reading a text of header `r` as a state of rules R
// (nullopt: nothing). `observation`: the text is read as an observation.
template <game_descriptor D, class R, class S>
[[nodiscard]] std::optional<error> header_mismatch(const header_reading& r, bool observation = false) {
    const state_header& h = *r.header;
    constexpr rules_entry e = entry_of<D, R, S>();
    const auto at = [](std::string m, std::size_t offset) { return make_error(std::move(m), offset); };
    const std::string kind = observation ? " observation" : " state";
    if (h.game != D::name)
        return at("this is a" + kind + " of the game '" + h.game + "', not of '" + std::string(D::name) + "'", r.game_at);
    if (!h.rules.empty() && !e.name.empty() && h.rules != e.name) {
        const auto names = rules_names<D>();
        if (std::find(names.begin(), names.end(), h.rules) == names.end())
            return at("no " + std::string(D::name) + " rules '" + h.rules + "'", r.rules_at);
        return at("this is a" + kind + " of rules '" + h.rules + "'; it was read as one of '" + std::string(e.name) + "'",
                  r.rules_at);
    }
    if (h.players != e.players)
        return at("this is a" + kind + " of " + std::to_string(h.players) + " players; it was read as one of " +
                      std::to_string(e.players),
                  r.players_at);
    if (!observation && h.viewer >= 0)
        return at("this is player " + std::to_string(h.viewer) + "'s observation, not a full state", r.viewer_at);
    if (observation && h.viewer < 0) return at("this is a full state, not an observation (no viewer=P)", r.game_at);
    return std::nullopt;
}

// The body's error as an error of the whole text: the body began at `body`.
[[nodiscard]] inline error shifted_error(error e, std::string_view whole, std::size_t body) {
    if (e.line != 0) {
        const text::location start = text::locate(whole, body);
        e.line += start.line - 1;
        if (e.position != error::no_position) e.position += body;
        return e;
    }
    if (e.position != error::no_position) e.position += body;
    return text::located(std::move(e), whole);
}

// A full-state reader of D over `read_body` (the game's reader of the text
// after the header, or of a whole text written before headers).
template <game_descriptor D, class R, class S, class Read>
[[nodiscard]] result<S> read_with_header(std::string_view text, Read&& read_body) {
    const auto r = read_state_header(text);
    if (!r) return r.error();
    if (!r->header) return read_body(text);
    if (auto e = header_mismatch<D, R, S>(*r)) return text::located(std::move(*e), text);
    auto s = read_body(text.substr(r->body));
    if (!s) return shifted_error(s.error(), text, r->body);
    return s;
}

}  // namespace arbiter

ARBITER_TEXT_CODE_END
