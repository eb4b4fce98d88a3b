// arbiter._stratego: every named rules entry of the game's descriptor.
#include "arbiter/stratego.hpp"
#include "module.hpp"

PYBIND11_MODULE(_stratego, m) {
    m.doc() = "arbiter's stratego engine (see python/arbiter/__init__.py)";
    arbiter::python::bind_game<arbiter::stratego::descriptor>(m);
}
