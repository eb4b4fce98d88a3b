#pragma once
// What one player may see of a Crime Wars state (observation.hpp, CW-16) as
// text that reads back: to_string(o) and parse_observation<R>(text), with
// parse_observation<R>(to_string(o)) == o for every observation observe()
// gives. The text is the full-state text (state_text.hpp) of the view under
// a header naming the viewer (core/observation_text.hpp). The hand of a seat
// the viewer does not control is written as its size, `hand=?N` (CW-16.2),
// its cards being in the seat's deck= as the view keeps them (U, CW-16.3);
// under merged decks the size of the seat's one hand is on its first line
// (`hand=?0` on the other suit's). At the second step of a merged seat's
// KEEP the phase line ends with `kept-from-hand=N` (CW-14.3, CW-V1.22):
//
//   game=crime-wars rules=standard players=2 viewer=0
//   crime-wars players=2 variants=-
//   phase=main turn=0 first=0 deals=0 roulette=no debt=0 resume=main turns=4 limit=0 pot=0 coin=-
//   S money=700 due=0 q=1 j=0 turns=2 king=ready hand=7,* play=3,5+,6! deck=2,4,8,10,J,A bottom=Q
//   H money=1000 due=0 q=0 j=0 turns=2 king=ready hand=?3 play=- deck=2,3,4,5,6,7,8,9,10,J,Q,A,*
//   bottom=- attack=-
//
// The text is written from the observation only, so it holds nothing the
// viewer may not see.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "../core/config.hpp"
#include "../core/observation_text.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "descriptor.hpp"
#include "observation.hpp"
#include "state_reader.hpp"
#include "state_text.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::crime_wars {

// The observation's text (see above).
template <rules_policy R>
[[nodiscard]] std::string to_string(const observation<R>& o) {
    const std::string full = to_string(o.view);
    std::string out = header_line<descriptor, R, state<R>>(o.viewer);
    std::size_t at = full.find('\n') + 1;
    for (int n = 0; at < full.size(); ++n) {  // n: the body's line number from 0
        const std::size_t end = full.find('\n', at);
        std::string line = full.substr(at, end - at);
        at = end + 1;
        if (n == 1 && o.kept_from_hand != 0)
            line += " kept-from-hand=" + std::to_string(o.kept_from_hand);
        const auto seat = static_cast<player_id>(n - 2);
        if (n >= 2 && seat < R::seats && o.view.controller_of(seat) != o.viewer) {
            const std::size_t hand = line.find(" hand=-");
            line.replace(hand, 7,
                         " hand=?" + std::to_string(o.hand_sizes[static_cast<std::size_t>(seat)]));
        }
        out += line + '\n';
    }
    return out;
}

namespace detail {

// What the observation text adds to the view's text: the hidden hands'
// sizes and the kept hand cards, read and blanked out (with spaces, so
// that every offset stays) for the full-state reader's sections.
struct hidden_words {
    std::string masked;
    std::array<int, 16> hand{};  // per seat: the size written, -1 where the hand is written
    std::array<std::size_t, 16> hand_at{};  // where the size is, or the seat's line
    int kept_from_hand = 0;
};

template <rules_policy R>
[[nodiscard]] result<hidden_words> read_hidden_words(std::string_view text) {
    static_assert(R::seats <= 16);
    hidden_words out{std::string(text), {}, {}, 0};
    out.hand.fill(-1);
    arbiter::text::line_reader lines(text);
    arbiter::text::text_line l;
    for (int n = 0; lines.next(l); ++n) {
        if (n >= 2 && n - 2 < R::seats)
            out.hand_at[static_cast<std::size_t>(n - 2)] = l.text.offset;
        arbiter::text::scanner words(l.text);
        while (!words.at_end()) {
            const word w = words.next();
            const bool kept = n == 1 && w.text.starts_with("kept-from-hand=");
            const bool hand = n >= 2 && n - 2 < R::seats && w.text.starts_with("hand=?");
            if (!kept && !hand) continue;
            const word value = w.sub(kept ? 15 : 6);
            const auto v = arbiter::text::to_integer<int>(
                value, 0, 2 * cards_per_team, kept ? "kept-from-hand" : "a hidden hand's size");
            if (!v) return v.error();
            if (kept)
                out.kept_from_hand = *v;
            else {
                out.hand[static_cast<std::size_t>(n - 2)] = *v;
                out.hand_at[static_cast<std::size_t>(n - 2)] = w.offset;
            }
            const std::size_t from = kept ? w.offset : value.offset - 1;  // the whole word, or ?N
            for (std::size_t i = from; i < w.end(); ++i) out.masked[i] = ' ';
            if (hand) out.masked[from] = '-';
        }
    }
    return out;
}

// read_state's sections, minus its checks that play can go on (made by
// observation_problem on a state that fits the view).
template <rules_policy R>
[[nodiscard]] result<state<R>> read_view(std::string_view text) {
    const auto lines = state_lines<R>(text);
    if (!lines) return lines.error();
    state<R> s;
    typename state<R>::edit e{s};
    if (const auto head = read_header<R>(field_reader((*lines)[0].text)); !head)
        return head.error();
    const field_reader ph((*lines)[1].text);
    const auto pl = read_phase_line<R>(ph, e);
    if (!pl) return pl.error();
    const card_set deck_cards = static_cast<card_set>(
        thug_cards | bonus_cards | (R::snitch || s.snitch_restored() ? bit(joker) : 0));
    std::array<word, static_cast<std::size_t>(R::players)> orders{};
    for (player_id p = 0; p < R::seats; ++p) {
        const auto team =
            read_team_line<R>(field_reader((*lines)[2 + static_cast<std::size_t>(p)].text), p, e,
                              deck_cards, orders[static_cast<std::size_t>(p % R::players)]);
        if (!team) return team.error();
    }
    if constexpr (R::merged_decks)
        if (const auto ok = read_orders<R>(orders, *lines, e); !ok) return ok.error();
    if (pl->keep_second) e.helper() = static_cast<player_id>(pl->turn + R::players);
    if (const auto ok = check_seats<R>(ph, *pl, *lines, e); !ok) return ok.error();
    if (const auto ok = read_attack_line<R>(field_reader(lines->back().text), pl->ph, e); !ok)
        return ok.error();
    return s;
}

// The body of an observation text (see to_string(o)).
template <rules_policy R>
[[nodiscard]] result<observation<R>> read_observation(std::string_view text, player_id viewer) {
    const auto hidden = read_hidden_words<R>(text);
    if (!hidden) return hidden.error();
    auto view = read_view<R>(hidden->masked);
    if (!view) return view.error();
    observation<R> o{viewer, *view, {}};
    o.kept_from_hand = static_cast<std::uint8_t>(hidden->kept_from_hand);
    for (player_id q = 0; q < R::seats; ++q) {
        const auto qi = static_cast<std::size_t>(q);
        const bool seen = o.view.controller_of(q) == viewer;
        if (seen == (hidden->hand[qi] >= 0))
            return make_error(seen ? "seat " + std::to_string(q) +
                                         " is the viewer's: its hand is written card by card"
                                   : "player " + std::to_string(viewer) + " does not see seat " +
                                         std::to_string(q) +
                                         "'s hand: write its size, hand=?N (CW-16.2)",
                              hidden->hand_at[qi]);
        o.hand_sizes[qi] =
            static_cast<std::uint8_t>(seen ? count(o.view.team(q).hand) : hidden->hand[qi]);
    }
    if constexpr (R::merged_decks)  // CW-V1.22: a seat's one hand, counted on its first record
        for (std::size_t q = R::players; q < R::seats; ++q)
            if (o.view.controller_of(static_cast<player_id>(q)) == viewer) {
                o.hand_sizes[q - R::players] =
                    static_cast<std::uint8_t>(o.hand_sizes[q - R::players] + o.hand_sizes[q]);
                o.hand_sizes[q] = 0;
            }
    if (auto why = observation_problem<state<R>>(o, viewer, 0)) return *why;
    return o;
}

}  // namespace detail

// The observation an observation text describes (see to_string(o)) under
// rules R: the header must name R and a player as viewer, the body must be
// what that player sees of some state of R. Errors say what is wrong and
// where (what(): "line L, column C: ...").
template <rules_policy R>
[[nodiscard]] result<observation<R>> parse_observation(std::string_view text) {
    return read_observation_with_header<descriptor, R, state<R>>(
        text, [](std::string_view body, player_id viewer) {
            return arbiter::text::located(detail::read_observation<R>(body, viewer), body);
        });
}
// The same for generic code that knows the state type (core/text_game.hpp).
template <rules_policy R>
[[nodiscard]] result<observation<R>> parse_observation(std::type_identity<state<R>>,
                                                       std::string_view text) {
    return parse_observation<R>(text);
}

}  // namespace arbiter::crime_wars

ARBITER_TEXT_CODE_END
