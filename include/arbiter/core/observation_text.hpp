#pragma once
// The pieces every game's observation text (<game>/observation_text.hpp)
// shares: the header with its viewer, and the check that an observation read
// from a text is one that some state gives.
//
// An observation text is the game's full-state text of what the viewer may
// see, with the hidden things written as the game writes them unknown, under
// the common header with `viewer=P` (core/state_header.hpp):
//
//   game=stratego rules=classic players=2 viewer=1
//
// A full-state reader refuses that header and an observation reader refuses
// one without a viewer, so neither text is taken for the other.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <type_traits>

#include "config.hpp"
#include "descriptor.hpp"
#include "game.hpp"
#include "player.hpp"
#include "result.hpp"
#include "state_header.hpp"
#include "text.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter {

// The viewer an observation text names and where its body begins.
struct observation_reading {
    player_id viewer = 0;
    std::size_t body = 0;
};

// Reads and checks the header of an observation text of a state of rules R
// and type S (game D): errors are located in `text`.
template <game_descriptor D, class R, class S>
[[nodiscard]] result<observation_reading> read_observation_header(std::string_view text) {
    const auto r = read_state_header(text);
    if (!r) return r.error();
    if (!r->header) {
        std::string example = header_line<D, R, S>(0);
        example.pop_back();  // its newline
        return text::located(
            make_error("an observation text begins with its header, such as '" + example + "'", 0),
            text);
    }
    if (auto e = header_mismatch<D, R, S>(*r, /*observation=*/true))
        return text::located(std::move(*e), text);
    const int players = static_cast<int>(S::num_players);
    if (r->header->viewer >= players)
        return text::located(
            make_error("the viewer is a player from 0 to " + std::to_string(players - 1) +
                           ", not " + std::to_string(r->header->viewer),
                       r->viewer_at),
            text);
    return observation_reading{static_cast<player_id>(r->header->viewer), r->body};
}

// An observation reader of D over `read_body(body, viewer)`, the game's
// reader of the text after the header (errors with offsets into the body,
// or located in it).
template <game_descriptor D, class R, class S, class Read>
[[nodiscard]] auto read_observation_with_header(std::string_view text, Read&& read_body)
    -> decltype(read_body(text, player_id{})) {
    const auto h = read_observation_header<D, R, S>(text);
    if (!h) return h.error();
    auto o = read_body(text.substr(h->body), h->viewer);
    if (!o) return shifted_error(o.error(), text, h->body);
    return o;
}

// Why no state of type S gives observation `o` of `viewer` (nullopt: one
// does). The witness is a state sample(o) deals: the full-state reader must
// take its text (every check a saved state passes) and observing it must
// give `o` back. `at` is where the error is told (the body's first line).
template <hidden_information_game S, class O>
[[nodiscard]] std::optional<error> observation_problem(const O& o, player_id viewer,
                                                       std::size_t at) {
    std::mt19937_64 rng(
        0x0b5e7a7e);  // any state sample deals will do: a fixed seed keeps errors repeatable
    const S witness = sample(o, rng);
    const auto back = parse_state(std::type_identity<S>{}, to_string(witness));
    if (!back) return make_error("no state gives this observation: " + back.error().message, at);
    if (!(observe(*back, viewer) == o))
        return make_error(
            "no state gives this observation: what it hides does not add up to what it shows", at);
    return std::nullopt;
}

}  // namespace arbiter

ARBITER_TEXT_CODE_END
