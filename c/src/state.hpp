#pragma once
// What an arb_state of game state S holds: the state and the decision in
// progress (core/stepped_state.hpp), as the Python State does, so both
// write and read the same text.

#include "arbiter/core.hpp"
#include "entry.hpp"

namespace arbiter::capi {

template <class S>
struct holder final : arb_state, stepped_state<S> {
    explicit holder(const entry* k) noexcept : arb_state{k} {}
};

}  // namespace arbiter::capi
