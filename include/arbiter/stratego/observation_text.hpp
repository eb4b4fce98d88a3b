#pragma once
// What one player may see of a Stratego state (observation.hpp, ST-7.8) as
// text that reads back: to_string(o) and parse_observation<R>(text), with
// parse_observation<R>(to_string(o)) == o for every observation observe()
// gives. The text is the full-state text (state_text.hpp) of the view under
// a header naming the viewer (core/observation_text.hpp), the pieces whose
// rank the viewer does not know written as the view prints them: '?' a Red
// piece, '!' a Blue one (their moved and rescued marks stay). Blue's view
// after Red's a4-a5 in the game of ST-10.7:
//
//   game=stratego rules=classic players=2 viewer=1
//   phase=play
//   to-move=blue
//   board=??????????...AA__AA__AAAA__AA__AAPQURVNXST...   (Red's pieces unknown)
//   moved=a5
//   ...
//
// The text is written from the observation only, so it holds nothing the
// viewer may not see.

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

#include "../core/config.hpp"
#include "../core/observation_text.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "descriptor.hpp"
#include "observation.hpp"
#include "position_text.hpp"
#include "state_text.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::stratego {

// The observation's text (see above).
template <rules_policy R>
[[nodiscard]] std::string to_string(const observation<R>& o) {
    const std::string full = to_string(o.view);  // its first line is the header without a viewer
    return header_line<descriptor, R, state<R>>(o.viewer) + full.substr(full.find('\n') + 1);
}

namespace detail {

// ST-7.8: the view's board string: the known pieces as in a full state (read
// with the '?' and '!' squares empty first, so that the army checks count
// the known pieces only), then the unknown ones, which belong to the
// viewer's opponent. Every unrevealed opponent piece is unknown.
template <rules_policy R>
[[nodiscard]] result<bool> read_view_board(text::token board, state<R>& s, player_id viewer) {
    std::string known(board.text);
    for (char& c : known)
        if (c == '?' || c == '!') c = 'A';
    if (auto b = read_board(known, s); !b) return shifted(b.error(), board.offset);
    typename state<R>::edit e{s};
    const player_id them = opponent(viewer);
    for (int sq = 0; sq < board_size; ++sq) {
        const char c = board.text[static_cast<std::size_t>(sq)];
        const text::token at = board.sub(static_cast<std::size_t>(sq), 1);
        if (c == '?' || c == '!') {
            if ((c == '?' ? red : blue) != them)
                return text::error_at(
                    at, std::string(1, c) + " on " + square_name(sq) + " is a " +
                            player_name(viewer) +
                            " piece of unknown rank, but the viewer knows its own pieces (ST-7.8)");
            e.at(sq) = piece::unknown(them);
        } else if (s.at(sq).belongs_to(them) && !s.at(sq).revealed()) {
            return text::error_at(
                at, player_name(them) + "'s piece on " + square_name(sq) +
                        " is not revealed, so its rank is hidden from the viewer: write it " +
                        (them == red ? "'?'" : "'!'") + " (ST-7.1, ST-7.8)");
        }
    }
    return true;
}

// The body of an observation text: read_state's fields in its order, minus
// its checks of a full state (observation_problem makes them on a state
// that fits the view).
template <rules_policy R>
[[nodiscard]] result<observation<R>> read_observation(std::string_view text, player_id viewer) {
    auto fields = read_state_fields(text);
    if (!fields) return fields.error();
    const state_fields& f = *fields;
    observation<R> o{viewer, state<R>{}};
    state<R>& s = o.view;
    typename state<R>::edit e{s};
    auto ph = text::one_of(*f.get("phase"), phase_names, "the phase");
    if (!ph) return ph.error();
    e.phase() = static_cast<phase>(*ph);
    auto side = side_word(*f.get("to-move"));
    if (!side) return side.error();
    e.to_move() = *side;
    const text::token board = *f.get("board");
    if (auto b = read_view_board(board, s, viewer); !b) return b.error();
    if (s.phase() == phase::setup)
        for (int sq = 0; sq < board_size; ++sq)
            if (s.at(sq).belongs_to(opponent(viewer)))
                return text::error_at(board.sub(static_cast<std::size_t>(sq), 1),
                                      "during setup the viewer sees nothing of " +
                                          player_name(opponent(viewer)) +
                                          "'s setup, not even its squares (ST-7.7)");
    for (std::string_view key : {"moved", "rescued"}) {
        const text::token* v = f.get(key);
        if (v == nullptr) continue;
        for (const text::token w : list_words(*v)) {
            auto sq = square_word(w);
            if (!sq) return sq.error();
            piece& pc = e.at(*sq);
            if (pc.empty())
                return text::error_at(
                    w, square_name(*sq) + " holds no piece to mark " + std::string(key));
            if (key == "moved")
                pc.mark_moved();
            else
                pc.mark_rescued();
        }
    }
    // The removed pieces are checked against the known pieces on the board
    // (read_counts reads ranks); the unknown ones are checked below.
    state<R> known = s;
    typename state<R>::edit k{known};
    for (int sq = 0; sq < board_size; ++sq)
        if (known.at(sq).is_unknown()) k.at(sq) = piece{};
    if (auto c = read_counts(f, known); !c) return c.error();
    for (int sq = 0; sq < board_size; ++sq) k.at(sq) = s.at(sq);  // the unknown pieces back
    s = known;
    for (player_id p : {red, blue}) {
        const text::token* v = f.get(p == red ? "run-red" : "run-blue");
        if (v == nullptr) continue;
        auto run = read_run<R::two_square_limit>(*v);
        if (!run) return run.error();
        typename state<R>::edit{s}.run(p) = *run;
    }
    if (auto r = read_optional_records(f, s); !r) return r.error();
    if (auto why = observation_problem<state<R>>(o, viewer, f.get("phase")->offset)) return *why;
    return o;
}

}  // namespace detail

// The observation an observation text describes (see to_string(o)) under
// rules R: the header must name R and a viewer, the body must be what that
// viewer sees of some state of R. Errors say what is wrong and where
// (what(): "line L, column C: ...").
template <rules_policy R = classic_rules>
[[nodiscard]] result<observation<R>> parse_observation(std::string_view text) {
    return read_observation_with_header<descriptor, R, state<R>>(
        text, [](std::string_view body, player_id viewer) {
            return text::located(detail::read_observation<R>(body, viewer), body);
        });
}
// The same for generic code that knows the state type (core/text_game.hpp).
template <rules_policy R>
[[nodiscard]] result<observation<R>> parse_observation(std::type_identity<state<R>>,
                                                       std::string_view text) {
    return parse_observation<R>(text);
}

}  // namespace arbiter::stratego

ARBITER_TEXT_CODE_END
