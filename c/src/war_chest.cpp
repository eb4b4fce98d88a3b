// The C interface's War Chest entries: every named rules entry.
#include "arbiter/war_chest.hpp"
#include "arbiter/war_chest/format.hpp"
#include "entry_impl.hpp"

namespace arbiter::capi {
game_entries war_chest_entries() noexcept {
    using D = war_chest::descriptor;
    return {D::name, entry_table<D, 0, D::rules::size>::entries()};
}
}  // namespace arbiter::capi
