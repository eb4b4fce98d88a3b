#pragma once
// Chance nodes: outcomes with exact probabilities, and sampling one.

#include <array>
#include <cassert>
#include <cstdint>
#include <numeric>
#include <utility>

#include "random.hpp"

namespace arbiter {

// An exact non-negative fraction num/den, always kept reduced (so == is
// exact). Chance outcomes carry one in [0, 1]; perft's weighted counts use it
// for expected leaf counts.
class rational {
public:
    constexpr rational() noexcept = default;
    constexpr rational(std::uint64_t num, std::uint64_t den = 1) noexcept : num_(num), den_(den) {
        assert(den != 0);
        const std::uint64_t g = std::gcd(num_, den_);
        if (g == 1) return;  // already reduced: no division
        num_ /= g;
        den_ /= g;
    }
    [[nodiscard]] constexpr std::uint64_t numerator() const noexcept { return num_; }
    [[nodiscard]] constexpr std::uint64_t denominator() const noexcept { return den_; }
    [[nodiscard]] constexpr double to_double() const noexcept {
        return static_cast<double>(num_) / static_cast<double>(den_);
    }

    friend constexpr rational operator+(rational a, rational b) noexcept {
        const std::uint64_t den = std::lcm(a.den_, b.den_);
        return {a.num_ * (den / a.den_) + b.num_ * (den / b.den_), den};
    }
    friend constexpr rational operator*(rational a, rational b) noexcept {
        const std::uint64_t g1 = std::gcd(a.num_, b.den_);
        const std::uint64_t g2 = std::gcd(b.num_, a.den_);
        return {(a.num_ / g1) * (b.num_ / g2), (a.den_ / g2) * (b.den_ / g1)};
    }
    constexpr rational& operator+=(rational b) noexcept { return *this = *this + b; }
    friend constexpr bool operator==(rational, rational) noexcept = default;

private:
    std::uint64_t num_ = 0;
    std::uint64_t den_ = 1;
};

using probability = rational;

// One outcome of a chance node and its probability.
template <class Outcome>
struct chance_outcome {
    Outcome outcome;
    probability chance;
    friend constexpr bool operator==(const chance_outcome&, const chance_outcome&) = default;
};

// The outcome type of a game without chance nodes (Stratego): its
// chance_outcomes list is always empty, so no such value is ever played.
struct no_chance {
    friend constexpr bool operator==(no_chance, no_chance) = default;
};

// Picks an outcome with exactly its probability, using only integer
// arithmetic on the engine's bits, so a seed replays the same on any platform.
// A list has few distinct denominators (backgammon's 21 rolls: 36 and 18),
// so the quotients den / d of the last two are kept: a 64-bit division costs
// about as much as the rest of a draw.
template <class Outcomes, random_engine G>
[[nodiscard]] constexpr auto sample_outcome(const Outcomes& outcomes, G&& rng) {
    assert(!outcomes.empty());
    std::uint64_t den = 1;
    std::array<std::uint64_t, 2> divides{1, 1};  // two denominators known to divide den
    for (const auto& o : outcomes) {
        const std::uint64_t d = o.chance.denominator();
        if (d == divides[0] || d == divides[1]) continue;
        if (den % d != 0) den = std::lcm(den, d);
        divides = {d, divides[0]};
    }
    std::array<std::uint64_t, 2> d_of{0, 0}, quotient{0, 0};  // den / d_of[i]
    std::uint64_t ticket = uniform_below(rng, den);
    for (const auto& o : outcomes) {
        const std::uint64_t d = o.chance.denominator();
        if (d != d_of[0]) {
            if (d == d_of[1]) {
                std::swap(d_of[0], d_of[1]);
                std::swap(quotient[0], quotient[1]);
            } else {
                d_of = {d, d_of[0]};
                quotient = {den / d, quotient[0]};
            }
        }
        const std::uint64_t width = o.chance.numerator() * quotient[0];
        if (ticket < width) return o.outcome;
        ticket -= width;
    }
    assert(false && "chance outcomes do not sum to 1");
    return outcomes.back().outcome;
}

}  // namespace arbiter
