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
//
// The same tensor as uint8 (a quarter of the bytes to write and to copy to a
// GPU): a game also offers
//   observation_scales(std::type_identity<S>) -> std::array<std::uint8_t, size>
//   write_observation(s, viewer, std::span<std::uint8_t> out)
// and entry i of the uint8 tensor is min(255, round(f_i * scale_i)), f_i the
// float entry, so f_i = u_i / scale_i wherever f_i is a multiple of
// 1 / scale_i up to 255 / scale_i. Planes of 0/1 have scale 1; a count over a
// fixed denominator d has scale d (exact); the few entries whose denominator
// depends on the state or passes 255 are rounded, and each game's layout
// names them. A game writes both types with one template over the entry
// type T (float or std::uint8_t), each fraction through fraction<T> below,
// so the uint8 tensor is written directly, at a quarter of the bytes.

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
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

template <class S>
concept has_observation_scales =
    has_observation_tensor<S> && requires(const S& s, player_id viewer, std::span<std::uint8_t> out) {
        { observation_scales(std::type_identity<S>{}) } -> std::same_as<std::array<std::uint8_t, observation_shape_of<S>.size()>>;
        write_observation(s, viewer, out);
    };

// The entry types of a tensor.
template <class T>
concept tensor_entry = std::same_as<T, float> || std::same_as<T, std::uint8_t>;

template <has_observation_scales S>
inline constexpr auto observation_scales_of = observation_scales(std::type_identity<S>{});

// A 0/1 entry: 1 for a flag that is set, else 0.
template <tensor_entry T>
[[nodiscard]] constexpr T tensor_flag(bool b) noexcept {
    return static_cast<T>(b);
}

// The scale of a fraction n / d in the uint8 tensor: d itself when it fits
// in a byte (exact), else 255 (rounded to the nearest 1/255).
template <std::integral T>
[[nodiscard]] constexpr std::uint8_t fraction_scale(T d) noexcept {
    return d >= T{1} && d <= T{255} ? static_cast<std::uint8_t>(d) : std::uint8_t{255};
}

// Scales of N entries, 1 each (the 0/1 planes), for a game to set the rest.
template <std::size_t N>
[[nodiscard]] constexpr std::array<std::uint8_t, N> unit_scales() noexcept {
    std::array<std::uint8_t, N> scales{};
    scales.fill(1);
    return scales;
}

namespace detail {
[[nodiscard]] constexpr std::uint8_t quantize_entry(float f, std::uint8_t scale) noexcept {
    return static_cast<std::uint8_t>(std::clamp(f * static_cast<float>(scale) + 0.5f, 0.0f, 255.0f));
}
}  // namespace detail

// n / d (0 when d is 0) as an entry of type T whose uint8 scale is `scale`:
// the float n / d, or that float on the scale, rounded as above (exactly
// n * scale / d when that is a whole number up to 255).
template <tensor_entry T>
[[nodiscard]] constexpr T fraction(long long n, long long d, std::uint8_t scale) noexcept {
    const float f = d == 0 ? 0.0f : static_cast<float>(n) / static_cast<float>(d);
    if constexpr (std::same_as<T, float>) return f;
    else return detail::quantize_entry(f, scale);
}

// The same on the scale of d itself (fraction_scale: 255 past a byte). A d
// that fits a byte is its own scale, so the uint8 entry is n itself, clamped
// to [0, 255], as the rounding above gives it, without the float division.
template <tensor_entry T>
[[nodiscard]] constexpr T fraction(long long n, long long d) noexcept {
    if constexpr (std::same_as<T, std::uint8_t>)
        if (d >= 1 && d <= 255) return static_cast<std::uint8_t>(n < 0 ? 0 : n > 255 ? 255 : n);
    return fraction<T>(n, d, std::uint8_t{255});  // fraction_scale(d) for any other d
}

// u[i] = min(255, round(f[i] * scale[i])), and 0 below 0, for i < f.size():
// the uint8 tensor of a float one (the games write theirs directly: this
// pass over a whole tensor costs more than writing it).
inline void quantize_observation(std::span<const float> f, const std::uint8_t* scale, std::uint8_t* u) noexcept {
    for (std::size_t i = 0; i < f.size(); ++i) u[i] = detail::quantize_entry(f[i], scale[i]);
}

// The tensor of s for viewer into out (float or uint8), showing the
// decision in progress where the game's tensor can (backgammon's micro
// steps), else of s alone.
template <class S, class Progress, tensor_entry T>
void write_view(const S& s, const Progress& progress, player_id viewer, std::span<T> out) noexcept {
    if constexpr (requires { write_observation(s, progress, viewer, out); })
        write_observation(s, progress, viewer, out);
    else
        write_observation(s, viewer, out);
}

}  // namespace arbiter
