// arbiter._core: what the game modules share, loaded before any of them.
#include <sstream>

#include "common.hpp"

PYBIND11_MODULE(_core, m) {
    namespace py = pybind11;
    using arbiter::python::rng;
    m.doc() = "arbiter's shared types: Rng and IllegalMove";
    m.attr("__version__") = ARBITER_VERSION;
    py::register_exception<arbiter::python::illegal_move>(m, "IllegalMove", PyExc_ValueError);
    py::class_<rng>(m, "Rng", "std::mt19937_64: the same draws as the C++ library for a seed")
        .def(py::init([](const py::object& seed) { return rng(arbiter::python::seed_arg(seed)); }), py::arg("seed") = 0)
        .def("below", [](rng& r, const py::object& bound) {
            const std::uint64_t n = arbiter::python::seed_arg(bound, "n");
            if (n == 0) throw py::value_error("below(n) needs n in [1, 2**64)");
            return arbiter::uniform_below(r.engine, n);
        }, py::arg("n"), "a uniform integer in [0, n), as the library draws it")
        .def("next", [](rng& r) { return r.engine(); }, "the engine's next 64-bit output")
        .def(py::pickle([](const rng& r) {
                            std::ostringstream out;
                            out << r.engine;
                            return out.str();
                        },
                        [](const std::string& text) {
                            rng r(0);
                            std::istringstream in(text);
                            in >> r.engine;
                            if (!in) throw py::value_error("not an Rng state");
                            return r;
                        }));
}
