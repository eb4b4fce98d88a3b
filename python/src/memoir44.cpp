// arbiter._memoir44: every named rules entry of the game's descriptor.
#include "arbiter/memoir44.hpp"
#include "module.hpp"

PYBIND11_MODULE(_memoir44, m) {
    m.doc() = "arbiter's memoir44 engine (see python/arbiter/__init__.py)";
    arbiter::python::bind_game<arbiter::memoir44::descriptor>(m);
}
