#pragma once
// What one player may see of a Memoir '44 state (observation.hpp, M44-7) as
// text that reads back: to_string(o) and parse_observation<R>(text), with
// parse_observation<R>(to_string(o)) == o for every observation observe()
// gives. The text is the full-state text (state_text.hpp) of the visible
// state under a header naming the viewer (core/observation_text.hpp), with
// what the viewer cannot see written as `?`, as M44-11.1 spells a hidden
// card: the deck and the opponent's hand by their sizes, and, after the
// hands, the cards the viewer has not seen (deck and opponent's hand
// together, M44-7.3):
//
//   game=memoir44 rules=tutorial players=2 viewer=0
//   ...
//   deck: ?50
//   discard: -
//   hand-allies: probe-c attack-l recon-in-force air-power
//   hand-axis: ?4
//   unseen: probe-l*6 probe-c*3 ...
//   sides: ...
//
// and, when the opponent drew after Recon (M44-S-10.1), `drawn=?,?` on the
// standard line. The text is written from the observation only, so it
// holds nothing the viewer may not see.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "../core/config.hpp"
#include "../core/observation_text.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "descriptor.hpp"
#include "observation.hpp"
#include "state_reader.hpp"
#include "state_text.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::memoir44 {

namespace detail::observation_text {

inline constexpr std::array<std::string_view, 2> hand_keys{"hand-allies:", "hand-axis:"};

// The line of `text` starting with `key` (with its newline): where it starts
// and ends.
[[nodiscard]] inline std::pair<std::size_t, std::size_t> line_of(std::string_view text,
                                                                 std::string_view key) {
    std::size_t at = text.starts_with(key) ? 0 : text.find("\n" + std::string(key)) + 1;
    return {at, text.find('\n', at) + 1};
}

}  // namespace detail::observation_text

// The observation's text (see above).
template <rules_policy R>
[[nodiscard]] std::string to_string(const observation<R>& o) {
    using namespace detail::observation_text;
    state<R> shown = o.visible;  // the hidden Recon cards written apart: they have no card name
    typename state<R>::edit v{shown};
    for (auto& c : v.recon_cards())
        if (c == hidden_card) c = no_card;
    std::string body = to_string(shown);
    body.erase(0, body.find('\n') + 1);  // the header without a viewer
    const auto them = static_cast<std::size_t>(1 - o.viewer);
    const auto replace = [&](std::string_view key, const std::string& line) {
        const auto [b, e] = line_of(body, key);
        body.replace(b, e - b, line);
    };
    replace("deck:", "deck: ?" + std::to_string(total(o.unseen) - o.opponent_hand) + "\n");
    replace(hand_keys[them],
            std::string(hand_keys[them]) + " ?" + std::to_string(o.opponent_hand) + "\n");
    body.insert(line_of(body, "hand-axis:").second,
                "unseen: " + detail::state_text::pile_text(o.unseen) + "\n");
    if constexpr (R::dice_kind == dice_rule::symbols) {
        const auto [sb, se] = line_of(body, "standard:");
        const std::size_t drawn = body.find(" drawn=", sb);
        std::string pair;
        for (std::size_t k = 0; k < 2; ++k)
            pair += (k > 0 ? "," : "") +
                    (o.visible.recon_cards()[k] == hidden_card
                         ? std::string("?")
                         : detail::state_text::card_or_none(o.visible.recon_cards()[k]));
        body.replace(drawn, se - 1 - drawn, " drawn=" + pair);
    }
    return header_line<descriptor, R, state<R>>(o.viewer) + body;
}

namespace detail::observation_text {

using state_text::problem;
namespace tx = arbiter::text;

// `<key> ?N`: a pile the viewer sees the size of only.
[[nodiscard]] inline problem read_size(state_text::section_lines& in, std::string_view key,
                                       int& out) {
    const auto l = in.expect(key);
    if (!l) return l.error();
    const auto& w = l->words;
    if (w.size() != 2 || !w[1].text.starts_with("?"))
        return tx::error_at(
            w.size() > 1 ? w[1] : l->line,
            "the viewer sees only how many cards this pile holds: expected ?N (M44-7.1)");
    const auto n = tx::to_integer<int>(w[1].sub(1), 0, deck_size, "a hidden pile's size");
    if (!n) return n.error();
    out = *n;
    return std::nullopt;
}

// The text with each `?` of the standard line's drawn= as `-` (one
// character each, so offsets stay), and which of the two cards were `?`.
[[nodiscard]] inline std::string unhide_drawn(std::string_view text, std::array<bool, 2>& hidden) {
    std::string out(text);
    const std::size_t line = out.find("\nstandard:");
    if (line == std::string::npos) return out;
    const std::size_t end = std::min(out.find('\n', line + 1), out.size());
    const std::size_t drawn = out.find("drawn=", line);
    if (drawn == std::string::npos || drawn > end) return out;
    std::size_t k = 0;
    for (std::size_t i = drawn + 6; i < end && k < 2; ++i) {
        if (out[i] == ',')
            ++k;
        else if (out[i] == '?') {
            hidden[k] = true;
            out[i] = '-';
        }
    }
    return out;
}

// The body of an observation text: the full-state reader's sections, the
// deck and the opponent's hand by size, the unseen cards; minus its checks
// of a full state (observation_problem makes them on a state that fits).
template <rules_policy R>
[[nodiscard]] result<observation<R>> read_observation(std::string_view original, player_id viewer) {
    using namespace state_text;
    std::array<bool, 2> hidden_drawn{};
    const std::string text = unhide_drawn(original, hidden_drawn);
    observation<R> o;
    o.viewer = viewer;
    state<R>& s = o.visible;
    typename state<R>::edit w{s};
    field_places places;
    section_lines in(text);
    if (auto e = read_header<R>(in)) return *e;
    if (auto e = read_terrain(in, s)) return *e;
    if (auto e = read_obstacles(in, s)) return *e;
    if (auto e = read_objectives(in, s)) return *e;
    if (auto e = read_units(in, s)) return *e;
    const std::size_t deck_at = in.more() ? in.more()->offset : text.size();
    int deck = 0, hand = 0;
    if (auto e = read_size(in, "deck:", deck)) return *e;
    if (auto e = read_pile(in, "discard:", w.discard())) return *e;
    for (std::size_t p = 0; p < 2; ++p) {
        auto e = p == static_cast<std::size_t>(viewer) ? read_pile(in, hand_keys[p], w.hands()[p])
                                                       : read_size(in, hand_keys[p], hand);
        if (e) return *e;
    }
    if (auto e = read_pile(in, "unseen:", o.unseen)) return *e;
    if (auto e = read_sides(in, s)) return *e;
    if (auto e = read_counts(in, s)) return *e;
    if (auto e = read_turn(in, s, places)) return *e;
    if (auto e = read_battle(in, s, places)) return *e;
    if constexpr (R::dice_kind == dice_rule::symbols) {
        if (auto e = read_standard_marks(in, s, places)) return *e;
        if (auto e = read_tactics(in, s, places)) return *e;
    }
    if (auto e = read_end(in)) return *e;
    for (std::size_t k = 0; k < 2; ++k)
        if (hidden_drawn[k]) {
            if (s.recon_cards()[k] != no_card)
                return make_error("a drawn card is either ? or a card id", places.drawn);
            w.recon_cards()[k] = hidden_card;
        }
    if (deck + hand != total(o.unseen))
        return make_error("the deck's " + std::to_string(deck) + " cards and the opponent's " +
                              std::to_string(hand) + " are the " + std::to_string(total(o.unseen)) +
                              " unseen cards (M44-7.3)",
                          deck_at);
    o.opponent_hand = static_cast<std::uint8_t>(hand);
    if (auto why = observation_problem<state<R>>(o, viewer, places.phase)) return *why;
    return o;
}

}  // namespace detail::observation_text

// The observation an observation text describes (see to_string(o)) under
// rules R: the header must name R and a viewer, the body must be what that
// viewer sees of some state of R. Errors say what is wrong and where
// (what(): "line L, column C: ...").
template <rules_policy R>
[[nodiscard]] result<observation<R>> parse_observation(std::string_view text) {
    return read_observation_with_header<descriptor, R, state<R>>(
        text, [](std::string_view body, player_id viewer) {
            return arbiter::text::located(
                detail::observation_text::read_observation<R>(body, viewer), body);
        });
}
// The same for generic code that knows the state type (core/text_game.hpp).
template <rules_policy R>
[[nodiscard]] result<observation<R>> parse_observation(std::type_identity<state<R>>,
                                                       std::string_view text) {
    return parse_observation<R>(text);
}

}  // namespace arbiter::memoir44

ARBITER_TEXT_CODE_END
