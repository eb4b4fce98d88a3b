#pragma once
// Uniform integers from any standard random engine, the same on every
// platform (std::uniform_int_distribution is not: its algorithm is left to the
// standard library, and seeded replays must not depend on it).

#include <bit>
#include <concepts>
#include <cstdint>
#include <limits>
#include <random>

namespace arbiter {

template <class G>
concept random_engine = std::uniform_random_bit_generator<std::remove_reference_t<G>>;

// 64 uniform bits, built from as many engine calls as its range needs.
template <random_engine G>
[[nodiscard]] constexpr std::uint64_t random_bits64(G&& rng) {
    using engine = std::remove_reference_t<G>;
    using value = typename engine::result_type;
    constexpr auto lo = static_cast<std::uint64_t>(engine::min());
    constexpr auto span = static_cast<std::uint64_t>(engine::max()) - lo;  // range - 1
    if constexpr (span == std::numeric_limits<std::uint64_t>::max()) {
        return static_cast<std::uint64_t>(static_cast<value>(rng()));
    } else {
        // Use the largest power-of-two slice of the range each call gives.
        constexpr int bits = std::bit_width(span + 1) - 1;
        constexpr std::uint64_t mask = (std::uint64_t{1} << bits) - 1;
        std::uint64_t out = 0;
        for (int have = 0; have < 64; have += bits) {
            std::uint64_t draw;
            do {
                draw = static_cast<std::uint64_t>(rng()) - lo;
            } while (draw > mask);  // rejects only when the range is not a power of two
            out = (out << bits) | draw;
        }
        return out;
    }
}

// Uniform in [0, n), n > 0, by rejection: exact for every n.
template <random_engine G>
[[nodiscard]] constexpr std::uint64_t uniform_below(G&& rng, std::uint64_t n) {
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() -
                                std::numeric_limits<std::uint64_t>::max() % n;
    std::uint64_t x;
    do {
        x = random_bits64(rng);
    } while (x >= limit);
    return x % n;
}

}  // namespace arbiter
