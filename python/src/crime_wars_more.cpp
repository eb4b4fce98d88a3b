// The second half of arbiter._crime_wars' rules entries (see crime_wars.cpp).
#include "arbiter/crime_wars.hpp"
#include "module.hpp"

namespace arbiter::python {
void bind_crime_wars_more(py::module_& m, py::list& infos) {
    using D = crime_wars::descriptor;
    bind_entries<D, D::rules::size / 2, D::rules::size>(m, infos);
}
}  // namespace arbiter::python
