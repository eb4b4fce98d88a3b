#pragma once
// Observation tensors: what a player sees, as a fixed-shape array of floats
// written into the caller's buffer, for learners.
//
// A game offers, in its namespace (<game>/tensor.hpp):
//   observation_shape(std::type_identity<S>)  -> tensor_shape (constexpr)
//   write_observation(s, viewer, out)         fills out[0, shape.size())
// always from the viewer's side (the viewer's pieces and seat first), and in
// a hidden-information game built only from observe(s, viewer), so two states
// the viewer cannot tell apart give the same tensor. Nothing allocates.

#include <array>
#include <cstddef>
#include <span>
#include <type_traits>

#include "player.hpp"

namespace arbiter {

// A row-major shape of rank 1 to 4; size() is the number of floats.
struct tensor_shape {
    std::size_t rank = 1;
    std::array<std::size_t, 4> dims{};

    [[nodiscard]] constexpr std::size_t size() const noexcept {
        std::size_t n = 1;
        for (std::size_t i = 0; i < rank; ++i) n *= dims[i];
        return n;
    }
    friend constexpr bool operator==(const tensor_shape&, const tensor_shape&) = default;
};

template <class S>
concept has_observation_tensor = requires(const S& s, player_id viewer, std::span<float> out) {
    { observation_shape(std::type_identity<S>{}) } -> std::same_as<tensor_shape>;
    write_observation(s, viewer, out);
};

template <has_observation_tensor S>
inline constexpr tensor_shape observation_shape_of = observation_shape(std::type_identity<S>{});

// The tensor of s for viewer into out, showing the decision in progress
// where the game's tensor can (backgammon's micro steps), else of s alone.
template <class S, class Progress>
void write_view(const S& s, const Progress& progress, player_id viewer, std::span<float> out) noexcept {
    if constexpr (requires { write_observation(s, progress, viewer, out); })
        write_observation(s, progress, viewer, out);
    else
        write_observation(s, viewer, out);
}

}  // namespace arbiter
