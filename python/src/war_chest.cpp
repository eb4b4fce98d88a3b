// arbiter._war_chest: every named rules entry of the game's descriptor.
#include "arbiter/war_chest.hpp"
#include "module.hpp"

PYBIND11_MODULE(_war_chest, m) {
    m.doc() = "arbiter's war_chest engine (see python/arbiter/__init__.py)";
    arbiter::python::bind_game<arbiter::war_chest::descriptor>(m);
}
