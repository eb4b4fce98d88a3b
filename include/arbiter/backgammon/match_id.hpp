#pragma once
// gnubg Match ID (RULES.md BG-18) and the gnubg ID "POSID:MATCHID" (BG-17.9).

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "../core/config.hpp"
#include "../core/playable.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "apply.hpp"
#include "position_id.hpp"
#include "state.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::backgammon {

// The fields of a Match ID as stored (BG-18.1), before any check.
struct match_id_fields {
    int cube_log2 = 0;             // offset 0, 4 bits
    int cube_owner = 3;            // offset 4: player 0 or 1, 3 centred (2 is invalid)
    int dice_owner = 0;            // offset 6: the player on roll
    bool crawford = false;         // offset 7
    int game_state = 0;            // offset 8: 0 not started, 1 playing, 2 over, 3 resigned, 4 dropped
    int turn = 0;                  // offset 11: who must act now
    bool double_offered = false;   // offset 12
    int resignation = 0;           // offset 13
    std::array<int, 2> dice{};     // offsets 15 and 18; 0 = not rolled
    int match_length = 0;          // offset 21, 15 bits; 0 = no match
    std::array<int, 2> score{};    // offsets 36 and 51, by player
    bool no_jacoby = true;         // offset 66 (BG-18.4)
    friend bool operator==(const match_id_fields&, const match_id_fields&) = default;
};

namespace detail {

using match_key = std::array<std::uint8_t, 9>;

// BG-18.1: a field's least significant bit is at its lowest offset.
constexpr void put_bits(match_key& key, std::size_t offset, std::size_t width, int value) noexcept {
    for (std::size_t k = 0; k < width; ++k)
        if ((static_cast<unsigned>(value) >> k) & 1u) set_key_bit(key, offset + k);
}
[[nodiscard]] constexpr int get_bits(const match_key& key, std::size_t offset, std::size_t width) noexcept {
    int v = 0;
    for (std::size_t k = 0; k < width; ++k) v |= key_bit(key, offset + k) << k;
    return v;
}

}  // namespace detail

// BG-18.1: the 12 characters of a Match ID.
[[nodiscard]] inline std::string encode_match_id(const match_id_fields& f) {
    detail::match_key key{};
    detail::put_bits(key, 0, 4, f.cube_log2);
    detail::put_bits(key, 4, 2, f.cube_owner);
    detail::put_bits(key, 6, 1, f.dice_owner);
    detail::put_bits(key, 7, 1, f.crawford ? 1 : 0);
    detail::put_bits(key, 8, 3, f.game_state);
    detail::put_bits(key, 11, 1, f.turn);
    detail::put_bits(key, 12, 1, f.double_offered ? 1 : 0);
    detail::put_bits(key, 13, 2, f.resignation);
    detail::put_bits(key, 15, 3, f.dice[0]);
    detail::put_bits(key, 18, 3, f.dice[1]);
    detail::put_bits(key, 21, 15, f.match_length);
    detail::put_bits(key, 36, 15, f.score[0]);
    detail::put_bits(key, 51, 15, f.score[1]);
    detail::put_bits(key, 66, 1, f.no_jacoby ? 1 : 0);
    return detail::to_base64(key);
}

namespace detail {
// The public reader below before text::located: offsets into its text, for readers that embed it.
[[nodiscard]] inline result<match_id_fields> read_match_id_fields(std::string_view id) {
    const auto [t, off] = detail::trim(id);
    const auto key = detail::from_base64<9>(t, 12, "a Match ID");
    if (!key) return detail::shifted(key.error(), off);
    match_id_fields f;
    f.cube_log2 = detail::get_bits(*key, 0, 4);
    f.cube_owner = detail::get_bits(*key, 4, 2);
    f.dice_owner = detail::get_bits(*key, 6, 1);
    f.crawford = detail::get_bits(*key, 7, 1) != 0;
    f.game_state = detail::get_bits(*key, 8, 3);
    f.turn = detail::get_bits(*key, 11, 1);
    f.double_offered = detail::get_bits(*key, 12, 1) != 0;
    f.resignation = detail::get_bits(*key, 13, 2);
    f.dice = {detail::get_bits(*key, 15, 3), detail::get_bits(*key, 18, 3)};
    f.match_length = detail::get_bits(*key, 21, 15);
    f.score = {detail::get_bits(*key, 36, 15), detail::get_bits(*key, 51, 15)};
    f.no_jacoby = detail::get_bits(*key, 66, 1) != 0;
    return f;
}
}  // namespace detail

// BG-18.1: the fields of a Match ID, unchecked; bits 67-71 are ignored (BG-18.4).
[[nodiscard]] inline result<match_id_fields> decode_match_id(std::string_view id) {
    return text::located(detail::read_match_id_fields(id), id);
}

namespace detail {

// BG-11.1, BG-11.5: is this cube possible under R? Empty when it is.
template <rules_policy R>
[[nodiscard]] std::string cube_error(int log2, player_id owner) {
    if (!R::cube && (log2 != 0 || owner != -1))
        return "the cube is not in play in this ruleset, so it must be 1 and centred (BG-0.4, BG-11)";
    if ((1 << log2) > static_cast<int>(R::max_cube))
        return "a cube of " + std::to_string(1 << log2) + " is above max_cube " + std::to_string(R::max_cube) +
               " (BG-11.5)";
    return {};
}

// BG-13.2, BG-13.4: can this game be the Crawford game? Empty when it can.
template <rules_policy R>
[[nodiscard]] std::string crawford_error(int match_length, const std::array<int, 2>& score, bool finished = false) {
    if (match_length == 0) return "a Crawford game needs a match (BG-13.2)";
    if (!R::crawford) return "this ruleset plays without the Crawford rule (BG-13.4)";
    if (finished) return {};  // the scores have moved on since the game began
    const int m = match_length - 1;
    if (!((score[0] == m && score[1] < m) || (score[1] == m && score[0] < m)))
        return "the Crawford game needs one player at " + std::to_string(m) + " points and the other below (BG-13.2)";
    return {};
}

// BG-13.1: a score that has reached the match length ends the match; a
// state still played cannot have one. Empty when neither has.
[[nodiscard]] inline std::string match_over_error(int match_length, const std::array<int, 2>& score) {
    for (std::size_t p = 0; p < 2; ++p)
        if (match_length > 0 && score[p] >= match_length)
            return "player " + std::to_string(p) + " has " + std::to_string(score[p]) + " points in a match to " +
                   std::to_string(match_length) + ", so the match is over (BG-13.1)";
    return {};
}

template <rules_policy R>
[[nodiscard]] match_id_fields match_fields_of(const state<R>& s) {
    match_id_fields f;
    f.cube_log2 = std::countr_zero(static_cast<unsigned>(s.cube_value()));
    f.cube_owner = s.cube_owner() == -1 ? 3 : s.cube_owner();
    f.crawford = s.is_crawford_game();
    f.match_length = s.match_length();
    f.score = {s.score(0), s.score(1)};
    f.no_jacoby = !jacoby_applies(s);  // BG-18.4: as gnubg 1.07
    const player_id mover = s.player_on_roll();
    f.dice_owner = f.turn = mover;  // BG-18.5; after a game-ending play its player (BG-17.7)
    switch (s.phase()) {
        case phase::opening_roll: f.dice_owner = f.turn = 0; break;
        case phase::cube_decision:
        case phase::rolling: f.game_state = 1; break;
        case phase::playing:
            f.game_state = 1;
            f.dice = {s.roll().larger_first().first, s.roll().larger_first().second};
            break;
        case phase::responding:  // BG-18.2
            f.game_state = 1;
            f.turn = s.responder();
            f.double_offered = true;
            break;
        case phase::resigning:  // BG-23.4: the offer, with the dice if made at the play
            f.game_state = 1;
            f.turn = opponent(mover);
            f.resignation = s.resign_offer();
            if (s.roll().first != 0) f.dice = {s.roll().larger_first().first, s.roll().larger_first().second};
            break;
        case phase::over:
            if (s.last_game().resigned) {  // BG-23.4: game state 3, the level, the winner to act
                f.game_state = 3;
                f.resignation = resign_level_of(s.last_game().kind);
                f.turn = s.last_game().winner;
                f.dice_owner = opponent(s.last_game().winner);
                break;
            }
            f.game_state = s.last_game().kind == win_kind::drop ? 4 : 2;
            break;
    }
    return f;
}

// "Match ID field 'NAME': what", at column `at`, where the Match ID starts.
[[nodiscard]] inline error match_field_error(std::string_view name, const std::string& what, std::size_t at) {
    return make_error("Match ID field '" + std::string(name) + "': " + what, at);
}

// BG-18.1, BG-18.3, BG-18.6, BG-23.4: what the fields say wrong on their
// own, before a state is built (the first check that fails).
template <rules_policy R>
[[nodiscard]] std::optional<error> match_fields_error(const match_id_fields& f, std::size_t at) {
    const auto field = [at](std::string_view name, const std::string& what) { return match_field_error(name, what, at); };
    if (f.cube_owner == 2) return field("cube owner", "2 is neither a player nor centred (BG-18.1)");
    if (f.game_state >= 4)
        return field("game state", std::to_string(f.game_state) + (f.game_state == 4 ? " (dropped)" : "") +
                                       " cannot be read: the ID does not say who refused a double (BG-18.6)");
    if (!R::resign && (f.game_state == 3 || f.resignation != 0))
        return field(f.game_state == 3 ? "game state" : "resignation",
                     std::string(f.game_state == 3 ? "3 (resigned)" : "a resignation offer") +
                         " cannot be read: this ruleset has no resignations (BG-18.6, BG-23.0)");
    if (f.resignation != 0 && f.double_offered)
        return field("resignation", "an offer to resign while a double awaits an answer (BG-23.1)");
    if (f.resignation == 0 && f.game_state == 3)
        return field("resignation", "game state 3 (resigned) needs the level resigned, 1 to 3 (BG-23.4)");
    if (f.resignation != 0 && f.game_state != 1 && f.game_state != 3)
        return field("resignation", "a resignation is offered or accepted only in a game under way (BG-23.4)");
    for (std::size_t i = 0; i < 2; ++i)
        if (f.dice[i] > 6)
            return field(i == 0 ? "die 1" : "die 2", std::to_string(f.dice[i]) + " is not a die (BG-18.3)");
    if ((f.dice[0] == 0) != (f.dice[1] == 0))
        return field("dice", "one die is 0 and the other is not; both are 0, or both 1 to 6 (BG-18.3)");
    const bool rolled = f.dice[0] != 0;
    if (rolled && f.double_offered)
        return field("dice", "the dice are rolled while a double is offered (BG-18.6)");
    const bool answering = f.double_offered || f.resignation != 0;  // the other player acts (BG-18.2, BG-23.4)
    if (!answering && f.turn != f.dice_owner)
        return field("turn", "player " + std::to_string(f.turn) + " must act, but player " +
                                 std::to_string(f.dice_owner) + " owns the dice and no double is offered (BG-18.6)");
    if (f.resignation != 0 && f.turn == f.dice_owner)
        return field("turn", "player " + std::to_string(f.turn) +
                                 " resigns and must not answer his own offer: the turn is the other player's (BG-23.4)");
    const player_id owner = f.cube_owner == 3 ? player_id{-1} : static_cast<player_id>(f.cube_owner);
    if (const std::string why = cube_error<R>(f.cube_log2, owner); !why.empty()) return field("cube", why);
    return std::nullopt;
}

// BG-17.7, BG-23.4: a finished game, game state 2 (the winner made the last
// play) or 3 (ended by an accepted resignation), the winner to act.
template <rules_policy R>
[[nodiscard]] result<state<R>> finished_from_match_id(const match_id_fields& f, const position& pos, state<R> s,
                                                      const std::array<int, 2>& score, std::size_t at) {
    const auto field = [at](std::string_view name, const std::string& what) { return match_field_error(name, what, at); };
    typename state<R>::edit e{s};
    const int m = f.match_length;
    const auto a = static_cast<player_id>(f.dice_owner);
    const bool resigned = f.game_state == 3;
    const player_id winner = resigned ? opponent(a) : a;
    if (resigned) {
        if (const std::string why = finished_error(pos); !why.empty())
            return field("game state", "3 (resigned), but " + why);
    } else {
        if (f.dice[0] != 0 || f.double_offered)
            return field("game state", "2 (game over) with dice or an offer (BG-18.5)");
        if (pos.in_play(a) != 0)
            return field("game state", "2 (game over) needs a finished position, but player " + std::to_string(a) +
                                           ", on roll, has checkers in play (BG-17.7, BG-18.6)");
    }
    if (m > 0 && (score[static_cast<std::size_t>(winner)] < m || score[static_cast<std::size_t>(opponent(winner))] >= m))
        return field("score", "a finished game in a match ends the match, won by player " + std::to_string(winner) +
                                  " with " + std::to_string(m) + " points (BG-13.6)");
    e.board() = pos;
    for (player_id p = 0; p < 2; ++p)
        e.score(p) = static_cast<std::uint16_t>(std::min(score[static_cast<std::size_t>(p)], m));
    const win_kind kind = resigned ? resign_kind(f.resignation) : kind_of_win(pos, a);
    e.last_game() = {winner, kind, game_points(s, kind), resigned};
    e.games_played() = 1;
    e.phase() = phase::over;
    return s;
}

// BG-18.6, BG-12.3: the pending offer into s, its beaver count read from the
// cube owner and the turn; an error when R or the cube does not allow it.
template <rules_policy R>
[[nodiscard]] std::optional<error> offer_from_match_id(const match_id_fields& f, state<R>& s, std::size_t at) {
    const auto field = [at](std::string_view name, const std::string& what) { return match_field_error(name, what, at); };
    const auto a = static_cast<player_id>(f.dice_owner);
    const int count = s.cube_owner() != opponent(a) ? 0 : f.turn == a ? 1 : 2;
    if (count == 0) {
        if (f.turn == a) return field("turn", "the doubler cannot answer his own offer (BG-11.3)");
        if (const std::string why = double_error(s); !why.empty()) return field("double offered", why);
    } else {
        const std::string what = "the offer with the cube owned by player " + std::to_string(1 - a) +
                                 " and player " + std::to_string(f.turn) + " to answer means " +
                                 (count == 1 ? "a beaver" : "a raccoon") + ", but ";
        if (!R::cube || R::beavers < static_cast<unsigned>(count))
            return field("double offered", what + "this ruleset allows " + std::to_string(R::beavers) +
                                               " beaver(s) per offer (BG-12.3)");
        if (s.match_length() > 0)
            return field("double offered", what + "beavers are for money play only (BG-12.1, BG-13.5)");
        if (f.cube_log2 < count) return field("cube", what + "the cube is only " + std::to_string(1 << f.cube_log2));
        if (2 * s.cube_value() > static_cast<int>(R::max_cube))
            return field("double offered", what + "the offer would be above max_cube (BG-12.3)");
    }
    typename state<R>::edit e{s};
    e.beavers() = static_cast<std::uint8_t>(count);
    e.phase() = phase::responding;
    return std::nullopt;
}

// BG-18.6: the state a Match ID describes, with the position already read
// (from the view of the dice owner). Errors name the field and point at
// column `at`, where the Match ID starts.
template <rules_policy R>
[[nodiscard]] result<state<R>> state_from_match_id(const match_id_fields& f, const position& pos, std::size_t at) {
    if (const auto why = match_fields_error<R>(f, at)) return *why;
    const auto field = [at](std::string_view name, const std::string& what) { return match_field_error(name, what, at); };
    const player_id owner = f.cube_owner == 3 ? player_id{-1} : static_cast<player_id>(f.cube_owner);
    const int m = f.match_length;
    const std::array<int, 2> score = m > 0 ? f.score : std::array<int, 2>{};  // money scores are ignored

    state<R> s(m);
    typename state<R>::edit e{s};
    e.cube_log2() = static_cast<std::uint8_t>(f.cube_log2);
    e.cube_owner() = owner;
    e.crawford_game() = f.crawford;
    if (f.crawford)
        if (const std::string why = crawford_error<R>(m, score, f.game_state == 2 || f.game_state == 3); !why.empty())
            return field("Crawford", why);
    if (f.game_state == 2 || f.game_state == 3) return finished_from_match_id<R>(f, pos, s, score, at);
    if (const std::string why = match_over_error(m, score); !why.empty()) return field("score", why);
    for (player_id p = 0; p < 2; ++p) e.score(p) = static_cast<std::uint16_t>(score[static_cast<std::size_t>(p)]);
    const bool rolled = f.dice[0] != 0;
    if (f.game_state == 0) {  // BG-18.6: the opening roll, from the start
        position start = start_position_of<R>();
        start.on_roll = pos.on_roll;
        if (pos != start) return field("game state", "0 (no game started) needs the starting position (BG-18.6)");
        if (rolled || f.double_offered) return field("game state", "0 (no game started) with dice or an offer (BG-18.5)");
        if (f.cube_log2 != 0 || owner != -1)
            return field("cube", "a game starts with the cube at 1, centred (BG-11.1)");
        return s;  // the constructor's state: the opening roll
    }
    if (const std::string why = finished_error(pos); !why.empty()) return field("game state", "1 (playing), but " + why);
    e.board() = pos;
    const dice roll = dice{static_cast<std::uint8_t>(f.dice[0]), static_cast<std::uint8_t>(f.dice[1])}.larger_first();
    if (f.double_offered) {
        if (const auto why = offer_from_match_id(f, s, at)) return *why;
    } else if (f.resignation != 0) {  // BG-23.4: the offer, made at the play when the dice are rolled
        if (rolled) e.roll() = roll;
        e.resign_offer() = static_cast<std::uint8_t>(f.resignation);
        e.phase() = phase::resigning;
    } else if (rolled) {
        e.roll() = roll;  // BG-18.3
        e.phase() = phase::playing;
    } else {
        e.phase() = turn_start_phase(s);
    }
    return s;
}

}  // namespace detail

// BG-18.5: the Match ID of a state.
template <rules_policy R>
[[nodiscard]] std::string to_match_id(const state<R>& s) {
    return encode_match_id(detail::match_fields_of(s));
}

// BG-17.9: "POSITIONID:MATCHID", the position seen by the player on roll
// (BG-17.7: at a finished game, the player who made the last play).
template <rules_policy R>
[[nodiscard]] std::string to_gnubg_id(const state<R>& s) {
    return to_position_id(s.board()) + ":" + to_match_id(s);
}

namespace detail {

// The state of a Position ID and a Match ID found at columns `pos_at` and
// `match_at` of the caller's text.
template <rules_policy R>
[[nodiscard]] result<state<R>> state_from_ids(std::string_view position_id, std::size_t pos_at,
                                              std::string_view match_id, std::size_t match_at) {
    const result<match_id_fields> f = read_match_id_fields(match_id);
    if (!f) return shifted(f.error(), match_at);
    const auto [posid, pos_off] = trim(position_id);
    const auto pos = read_position_id(posid, static_cast<player_id>(f->dice_owner), checkers_per_player<R>);
    if (!pos) return shifted(pos.error(), pos_at + pos_off);
    result<state<R>> s = state_from_match_id<R>(*f, *pos, match_at + trim(match_id).offset);
    if (!s) return s;
    return require_playable(std::move(*s), match_at);  // what a reader accepts, play continues from
}

}  // namespace detail

// BG-18.6: the state of a Position ID and a Match ID.
template <rules_policy R>
[[nodiscard]] result<state<R>> parse_match_id(std::string_view position_id, std::string_view match_id) {
    return detail::state_from_ids<R>(position_id, 0, match_id, 0);
}

namespace detail {
// The public reader below before text::located: offsets into its text, for readers that embed it.
template <rules_policy R>
[[nodiscard]] result<state<R>> read_gnubg_id(std::string_view text) {
    const auto [t, off] = detail::trim(text);
    const std::size_t colon = t.find(':');
    if (colon == std::string_view::npos)
        return make_error("a gnubg ID is POSITIONID:MATCHID (BG-17.9), and this text has no ':'", off);
    return detail::state_from_ids<R>(t.substr(0, colon), off, t.substr(colon + 1), off + colon + 1);
}
}  // namespace detail

// BG-17.9, BG-18.6: the state of a gnubg ID "POSITIONID:MATCHID".
template <rules_policy R>
[[nodiscard]] result<state<R>> parse_gnubg_id(std::string_view text) {
    return text::located(detail::read_gnubg_id<R>(text), text);
}

}  // namespace arbiter::backgammon

ARBITER_TEXT_CODE_END
