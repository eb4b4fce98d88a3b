// arbiter._backgammon: every named rules entry of the game's descriptor.
#include "arbiter/backgammon.hpp"
#include "module.hpp"

PYBIND11_MODULE(_backgammon, m) {
    m.doc() = "arbiter's backgammon engine (see python/arbiter/__init__.py)";
    arbiter::python::bind_game<arbiter::backgammon::descriptor>(m);
}
