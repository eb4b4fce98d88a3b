#pragma once
// The uint8 observation tensor (core/tensor.hpp), checked the same way for
// every game: at a node s, for a viewer, the game's uint8 writer gives
// min(255, round(f_i * scale_i)) of the float writer's f_i in every entry
// (two code paths, one answer), and that is f_i exactly (u_i / scale_i ==
// f_i) for every entry but those the game's layout names as rounded
// (`rounded(i)` true), so a scale that is not the entry's denominator, or a
// count past 255 / scale, fails here.

#include <doctest/doctest.h>

#include <arbiter/core/tensor.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace arbiter::testing {

// The entries of one tensor that break the promise above ("" when none).
template <class S, class Rounded>
std::string uint8_tensor_faults(const S& s, player_id viewer, Rounded rounded) {
    constexpr std::size_t n = observation_shape_of<S>.size();
    constexpr auto& scales = observation_scales_of<S>;
    std::vector<float> f(n);
    std::vector<std::uint8_t> u(n + 1, 0xA5);  // the byte past the end must stay
    write_observation(s, viewer, std::span<float>(f));
    write_observation(s, viewer, std::span<std::uint8_t>(u.data(), n));
    std::string faults;
    if (u[n] != 0xA5) faults += "wrote past the end; ";
    for (std::size_t i = 0; i < n && faults.size() < 400; ++i) {
        const double scaled = static_cast<double>(f[i]) * scales[i];
        const float expected = std::floor(std::clamp(f[i] * static_cast<float>(scales[i]) + 0.5f, 0.0f, 255.0f));
        const bool exact = scaled <= 255.0 && std::fabs(scaled - std::round(scaled)) < 1e-3;
        if (scales[i] == 0 || static_cast<float>(u[i]) != expected || (!exact && !rounded(i)))
            faults += "entry " + std::to_string(i) + ": " + std::to_string(f[i]) + " x " +
                      std::to_string(scales[i]) + " -> " + std::to_string(u[i]) + "; ";
    }
    return faults;
}

}  // namespace arbiter::testing
