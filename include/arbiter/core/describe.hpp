#pragma once
// What happened, said in words and as typed events, for a person or a UI.
// Every game offers, with the same names, found by argument-dependent lookup:
//
//   describe(s, m, viewer)   a sentence a player understands for move m played at s
//   describe(s, o, viewer)   the same for chance outcome o of the chance node s
//   describe_end(s, viewer)  how the finished game s ended ("You lose: Blue captured your Flag")
//   events(s, m, viewer)     what m does, as a short list of events a UI can animate
//   events(s, o, viewer)     the same for an outcome
//
// `s` is the state before the move or outcome; the text and the events say
// what follows from it (an attack's result, a hit, a medal), as `viewer` may
// know it once it has happened: a viewer never reads a name its observation
// lacks (the harness checks that at every node). `viewer` is a player, who
// reads "you" and their own numbering, or `omniscient`: a log or a replay
// that sees everything, in the game's own notation.
//
// Nothing here is on a hot path: the strings and vectors allocate.

#include <array>
#include <cctype>
#include <concepts>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "config.hpp"
#include "game.hpp"
#include "player.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter {

// The viewer who sees everything (a log, a replay, a referee).
inline constexpr player_id omniscient = -3;

// The kinds of events; a game uses those it has and leaves the fields an
// event does not need empty (strings) or 0.
enum class event_kind : std::uint8_t {
    moved,            // `piece` of `player` went from `from` to `to`
    entered,          // `piece` of `player` came onto the board at `to` (from the bar, a hand, a reserve)
    attacked,         // `piece` of `player` at `from` attacked `to`
    revealed,         // the piece at `from` is shown to be `piece`
    removed,          // `piece` of `player` at `from` left the board (killed, captured, eliminated)
    hit,              // `amount` hits or losses on `piece` at `to`
    retreated,        // `piece` at `from` fell back to `to`
    borne_off,        // `piece` of `player` at `from` left the board home (backgammon)
    control_changed,  // `to` now belongs to `player` (-1: to nobody)
    scored,           // `player` gained `amount` (points, medals, money); `piece` says what
    paid,             // `player` paid `amount`; `piece` says what for
    drew,             // `player` drew `amount` cards or coins; `piece` names them where the viewer may know
    played,           // `player` played `piece` (a card, a coin face down as `piece` empty)
    rolled,           // dice: `piece` are the faces, `player` who rolled (-1: nobody's)
    offered,          // `player` offered `piece` (a double, a resignation, a loan)
    answered,         // `player` answered an offer: `piece` says how
    passed,           // `player` passed or ended their turn
    eliminated,       // `player` is out of the game
    game_over,        // the game ended: `player` won (-1: a draw or shared), `amount` the points
};

inline constexpr std::array<std::string_view, 19> event_kind_names{
    "moved",  "entered", "attacked", "revealed", "removed", "hit",    "retreated", "borne_off", "control_changed", "scored",
    "paid",   "drew",    "played",   "rolled",   "offered", "answered", "passed",  "eliminated", "game_over"};

[[nodiscard]] constexpr std::string_view to_string(event_kind k) noexcept {
    return event_kind_names[static_cast<std::size_t>(k)];
}

struct event {
    event_kind kind{};
    player_id player = -1;  // whose piece, turn or gain (-1: nobody's)
    std::string piece;      // what, as the viewer may know it: "Sergeant", "crossbowman", "3 infantry"
    std::string from;       // a square, hex or point in the game's notation ("" where none)
    std::string to;
    int amount = 0;
    friend bool operator==(const event&, const event&) = default;
};

namespace detail {
inline void append_json_string(std::string& out, std::string_view text) {
    out += '"';
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            constexpr std::string_view hex = "0123456789abcdef";
            out += "\\u00";
            out += hex[static_cast<unsigned char>(c) >> 4];
            out += hex[static_cast<unsigned char>(c) & 0xF];
        } else {
            out += c;
        }
    }
    out += '"';
}
}  // namespace detail

// One event as a line of text: "attacked player=1 piece=Sergeant from=e6 to=e7";
// fields that are empty or 0 are left out.
[[nodiscard]] inline std::string to_string(const event& e) {
    std::string out{to_string(e.kind)};
    if (e.player >= 0) out += " player=" + std::to_string(e.player);
    if (!e.piece.empty()) out += " piece=" + e.piece;
    if (!e.from.empty()) out += " from=" + e.from;
    if (!e.to.empty()) out += " to=" + e.to;
    if (e.amount != 0) out += " amount=" + std::to_string(e.amount);
    return out;
}

// Events as a JSON array of objects with every field, for the bindings:
// [{"kind":"moved","player":0,"piece":"","from":"e6","to":"e5","amount":0}]
[[nodiscard]] inline std::string to_json(const std::vector<event>& events) {
    std::string out = "[";
    for (const event& e : events) {
        if (out.size() > 1) out += ',';
        out += "{\"kind\":";
        detail::append_json_string(out, to_string(e.kind));
        out += ",\"player\":" + std::to_string(e.player) + ",\"piece\":";
        detail::append_json_string(out, e.piece);
        out += ",\"from\":";
        detail::append_json_string(out, e.from);
        out += ",\"to\":";
        detail::append_json_string(out, e.to);
        out += ",\"amount\":" + std::to_string(e.amount) + "}";
    }
    return out + "]";
}

// Words the games share: "you"/"your" for the viewer, the seat's name for
// anyone else, and a sentence's first letter.
[[nodiscard]] inline std::string seat_word(player_id p, player_id viewer, std::string_view name) {
    return p == viewer ? std::string{"you"} : std::string{name};
}
[[nodiscard]] inline std::string possessive(player_id p, player_id viewer, std::string_view name) {
    return p == viewer ? std::string{"your"} : std::string{name} + "'s";
}
[[nodiscard]] inline std::string capitalized(std::string text) {
    if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    return text;
}

template <class S>
concept describing_game =
    game<S> && requires(const S& s, const move_t<S>& m, const outcome_t<S>& o, player_id viewer) {
        { describe(s, m, viewer) } -> std::convertible_to<std::string>;
        { describe(s, o, viewer) } -> std::convertible_to<std::string>;
        { describe_end(s, viewer) } -> std::convertible_to<std::string>;
        { events(s, m, viewer) } -> std::same_as<std::vector<event>>;
        { events(s, o, viewer) } -> std::same_as<std::vector<event>>;
    };

}  // namespace arbiter

ARBITER_TEXT_CODE_END
