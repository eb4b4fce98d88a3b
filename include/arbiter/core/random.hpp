#pragma once
// Uniform integers from any standard random engine, the same on every
// platform (std::uniform_int_distribution is not: its algorithm is left to the
// standard library, and seeded replays must not depend on it).

#include <array>
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

// xoshiro256** (Blackman and Vigna, 2018): a 64-bit engine of 32 bytes of
// state, for many streams at once (vector_env keeps one per game, and a step
// over N games touches N of them: std::mt19937_64's 2,504 bytes each do not
// stay in cache). Seeded from one 64-bit value through splitmix64, as its
// authors advise, so no seed gives the all-zero state.
class small_engine {
public:
    using result_type = std::uint64_t;

    constexpr small_engine() noexcept { seed(0); }
    constexpr explicit small_engine(std::uint64_t value) noexcept { seed(value); }

    constexpr void seed(std::uint64_t value) noexcept {
        for (auto& word : state_) {
            value += 0x9e3779b97f4a7c15ULL;  // splitmix64
            std::uint64_t z = value;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
            word = z ^ (z >> 31);
        }
    }

    static constexpr result_type min() noexcept { return 0; }
    static constexpr result_type max() noexcept { return std::numeric_limits<result_type>::max(); }

    constexpr result_type operator()() noexcept {
        const std::uint64_t out = std::rotl(state_[1] * 5, 7) * 9;
        const std::uint64_t t = state_[1] << 17;
        state_[2] ^= state_[0];
        state_[3] ^= state_[1];
        state_[1] ^= state_[2];
        state_[0] ^= state_[3];
        state_[2] ^= t;
        state_[3] = std::rotl(state_[3], 45);
        return out;
    }

    friend constexpr bool operator==(const small_engine&, const small_engine&) = default;

private:
    std::array<std::uint64_t, 4> state_{};
};

static_assert(random_engine<small_engine&>);

}  // namespace arbiter
