// arbiter._crime_wars: the first 23 of the descriptor's 34 named rules
// entries: standard, hardcore and hardcore,bounty for every number of
// players, and each other variant alone with four (the two-teams, Great
// Empire and merged-decks compositions are left to C++: each entry is about
// 9 s of compile time). Bound from two translation units (crime_wars_more.cpp
// binds the second part) so no single compile holds them all.
#include "arbiter/crime_wars.hpp"
#include "module.hpp"

namespace arbiter::python {
inline constexpr std::size_t crime_wars_split = 12;
inline constexpr std::size_t crime_wars_bound = 23;  // entries [0, 23)
static_assert(crime_wars_bound <= crime_wars::descriptor::rules::size);
void bind_crime_wars_more(py::module_& m, py::list& infos);
}  // namespace arbiter::python

PYBIND11_MODULE(_crime_wars, m) {
    namespace ap = arbiter::python;
    m.doc() = "arbiter's crime_wars engine (see python/arbiter/__init__.py)";
    pybind11::module_::import("arbiter._core");
    pybind11::list infos;
    ap::bind_entries<arbiter::crime_wars::descriptor, 0, ap::crime_wars_split>(m, infos);
    ap::bind_crime_wars_more(m, infos);
    ap::describe_module<arbiter::crime_wars::descriptor>(m, infos);
}
