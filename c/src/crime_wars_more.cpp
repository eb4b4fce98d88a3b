// The second half of the C interface's Crime Wars entries (crime_wars.cpp).
#include "arbiter/crime_wars.hpp"
#include "arbiter/crime_wars/format.hpp"
#include "entry_impl.hpp"

namespace arbiter::capi {
std::span<const entry* const> crime_wars_second_half() noexcept {
    using D = crime_wars::descriptor;
    static_assert(D::rules::size == 34, "crime_wars.cpp splits the entries 17 + 17");
    return entry_table<D, 17, D::rules::size>::entries();  // crime_wars_split
}
}  // namespace arbiter::capi
