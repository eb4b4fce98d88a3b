// The second part of arbiter._crime_wars' rules entries (see crime_wars.cpp).
#include "arbiter/crime_wars.hpp"
#include "module.hpp"

namespace arbiter::python {
void bind_crime_wars_more(py::module_& m, py::list& infos) {
    bind_entries<crime_wars::descriptor, 12, 23>(m, infos);
}
}  // namespace arbiter::python
