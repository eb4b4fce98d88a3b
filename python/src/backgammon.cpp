// arbiter._backgammon: every named rules entry of the game's descriptor.
#include "arbiter/backgammon.hpp"
#include "module.hpp"

namespace arbiter::python {
// BG-8.3, BG-10.1, BG-11.5: each rules entry's own range (±1 without gammons
// and cube; the descriptor's range is the widest, money's).
template <class Named>
struct entry_utility<backgammon::descriptor, Named> {
    static constexpr double high = backgammon::max_return<typename Named::rules_type>();
    static constexpr utility_range value{-high, high};
};
}  // namespace arbiter::python

PYBIND11_MODULE(_backgammon, m) {
    m.doc() = "arbiter's backgammon engine (see python/arbiter/__init__.py)";
    arbiter::python::bind_game<arbiter::backgammon::descriptor>(m);
}
