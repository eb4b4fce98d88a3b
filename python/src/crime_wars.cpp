// arbiter._crime_wars: the descriptor's 34 named rules entries, bound from
// two translation units (crime_wars_more.cpp binds the second half) so no
// single compile holds every policy's instantiation.
#include "arbiter/crime_wars.hpp"
#include "module.hpp"

namespace arbiter::python {
inline constexpr std::size_t crime_wars_split = crime_wars::descriptor::rules::size / 2;
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
