// The C interface's backgammon entries: every named rules entry.
#include "arbiter/backgammon.hpp"
#include "arbiter/backgammon/format.hpp"
#include "entry_impl.hpp"

namespace arbiter::capi {
game_entries backgammon_entries() noexcept {
    using D = backgammon::descriptor;
    return {D::name, entry_table<D, 0, D::rules::size>::entries()};
}
}  // namespace arbiter::capi
