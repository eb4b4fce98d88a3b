// The C interface's Stratego entries: every named rules entry.
#include "arbiter/stratego.hpp"
#include "arbiter/stratego/format.hpp"
#include "entry_impl.hpp"

namespace arbiter::capi {
game_entries stratego_entries() noexcept {
    using D = stratego::descriptor;
    return {D::name, entry_table<D, 0, D::rules::size>::entries()};
}
}  // namespace arbiter::capi
