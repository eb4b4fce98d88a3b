// The C interface's Memoir '44 entries: every named rules entry.
#include "arbiter/memoir44.hpp"
#include "arbiter/memoir44/format.hpp"
#include "entry_impl.hpp"

namespace arbiter::capi {
game_entries memoir44_entries() noexcept {
    using D = memoir44::descriptor;
    return {D::name, entry_table<D, 0, D::rules::size>::entries()};
}
}  // namespace arbiter::capi
