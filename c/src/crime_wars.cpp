// The C interface's Crime Wars entries: all 34 named rules entries, the
// compositions included, from two translation units (crime_wars_more.cpp
// holds the second half) so that the two compile in parallel.
#include <algorithm>
#include <array>
#include <cstddef>

#include "arbiter/crime_wars.hpp"
#include "arbiter/crime_wars/format.hpp"
#include "entry_impl.hpp"

namespace arbiter::capi {
namespace {
using D = crime_wars::descriptor;
}
inline constexpr std::size_t crime_wars_split = 17;
std::span<const entry* const> crime_wars_second_half() noexcept;

game_entries crime_wars_entries() noexcept {
    static const auto all = [] {
        std::array<const entry*, entries_built<D>> out{};
        const auto first = entry_table<D, 0, crime_wars_split>::entries();
        const auto second = crime_wars_second_half();
        std::copy(first.begin(), first.end(), out.begin());
        std::copy(second.begin(), second.end(), out.begin() + static_cast<std::ptrdiff_t>(first.size()));
        return out;
    }();
    return {D::name, all};
}
}  // namespace arbiter::capi
