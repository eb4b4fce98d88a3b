#pragma once
// The Python VectorEnv classes: arbiter::vector_env (include/arbiter/
// vector_env.hpp) with numpy views of its buffers and the GIL released
// while it steps; python/arbiter/vector.py wraps them.

#include <map>
#include <vector>

#include "arbiter/vector_env.hpp"
#include "common.hpp"
#include "state.hpp"

namespace arbiter::python {

// A numpy view of a buffer `owner` holds (no copy; owner kept alive).
template <class T>
[[nodiscard]] py::array view_of(T* data, std::vector<py::ssize_t> shape, const py::object& owner,
                                const char* dtype = nullptr) {
    const py::dtype type = dtype ? py::dtype(dtype) : py::dtype::of<T>();
    return py::array(type, std::move(shape), {}, data, owner);
}

// Binds VectorEnv<suffix>_<codec> for each codec of S and returns a dict
// codec name -> class; `start(setup)` makes the boxed start state.
template <class D, class Named, class S, class Start>
py::dict bind_vector_envs(py::module_& m, const std::string& suffix, const Start& start) {
    py::dict out;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        (([&] {
             using C = codec_at<S, I>;
             using env = vector_env<S, C>;
             constexpr std::size_t P = S::num_players;
             const std::string name = "VectorEnv" + suffix + "_" + std::string(C::name);
             auto cls = py::class_<env>(m, name.c_str());
             cls.def(py::init([start](std::size_t n, std::uint64_t seed, std::string_view setup,
                                      const std::map<int, std::string>& opponents, std::size_t max_plies,
                                      std::size_t threads, bool observe) {
                         if (n == 0) throw py::value_error("num_envs must be at least 1");
                         std::array<seat_spec, P> seats{};
                         for (const auto& [seat, spec] : opponents) {
                             if (seat < 0 || static_cast<std::size_t>(seat) >= P)
                                 throw py::value_error("opponent seat " + std::to_string(seat) + " is not in [0, " +
                                                       std::to_string(P) + ")");
                             const auto parsed = parse_seat(spec);
                             if (!parsed) throw py::value_error("opponent " + std::to_string(seat) + ": " + parsed.error().what());
                             seats[static_cast<std::size_t>(seat)] = *parsed;
                         }
                         bool learner = false;
                         for (const auto& s : seats) learner = learner || s.who == seat_spec::kind::learner;
                         if (!learner) throw py::value_error("every seat is a bot: leave one to the learner");
                         return std::make_unique<env>(n, seed, start(setup).state, seats, max_plies, threads, observe);
                     }),
                     py::arg("num_envs"), py::arg("seed") = 0, py::arg("setup") = "",
                     py::arg("opponents") = std::map<int, std::string>{}, py::arg("max_plies") = 0,
                     py::arg("threads") = 1, py::arg("observe") = true)
                 .def("reset", [](env& e, std::optional<std::uint64_t> seed) { e.reset(seed); },
                      py::arg("seed") = py::none())
                 .def("step",
                      [](env& e, const py::array_t<std::int32_t, py::array::c_style | py::array::forcecast>& a) {
                          if (a.ndim() != 1 || static_cast<std::size_t>(a.shape(0)) != e.size())
                              throw py::value_error("actions must be int32 of shape (" + std::to_string(e.size()) + ",)");
                          if (const std::size_t i = e.first_illegal(a.data()); i < e.size()) {
                              const std::int32_t id = a.data()[i];
                              throw illegal_move("game " + std::to_string(i) + ": action " + std::to_string(id) +
                                                 (id < 0 || static_cast<std::size_t>(id) >= C::size
                                                      ? " is not an id: ids are in [0, " + std::to_string(C::size) + ")"
                                                      : std::string(" is not legal (see action_mask)")));
                          }
                          py::gil_scoped_release release;
                          e.step(a.data());
                      })
                 .def("random_actions",
                      [](env& e, const py::object& into) {
                          auto arr = output_array<std::int32_t>(into, e.size(), "int32");
                          e.random_actions(arr.mutable_data());
                          return arr;
                      },
                      py::arg("out") = py::none())
                 .def_property_readonly("num_envs", &env::size)
                 .def_property_readonly("decisions", &env::decisions)
                 .def("state", [](const env& e, std::size_t i) {
                     boxed<S> b;
                     b.state = e.game(i);
                     progress_at<I>(b.progress) = e.progress(i);
                     return b;
                 })
                 .def("episode", &env::episode)
                 .def_property_readonly("views", [](py::object self) {
                     env& e = self.cast<env&>();
                     const auto n = static_cast<py::ssize_t>(e.size());
                     py::dict v;
                     std::vector<py::ssize_t> obs_shape{n};
                     if constexpr (env::observation_size > 0) {
                         constexpr tensor_shape shape = observation_shape_of<S>;
                         for (std::size_t d = 0; d < shape.rank; ++d)
                             obs_shape.push_back(static_cast<py::ssize_t>(shape.dims[d]));
                     } else {
                         obs_shape.push_back(0);
                     }
                     v["observation"] = view_of(e.observation_data(), obs_shape, self);
                     v["action_mask"] = view_of(e.mask_data(), {n, static_cast<py::ssize_t>(C::size)}, self, "int8");
                     v["current_player"] = view_of(e.current_player_data(), {n}, self);
                     v["rewards"] = view_of(e.rewards_data(), {n, static_cast<py::ssize_t>(P)}, self);
                     v["terminated"] = view_of(e.terminated_data(), {n}, self, "bool");
                     v["truncated"] = view_of(e.truncated_data(), {n}, self, "bool");
                     return v;
                 });
             out[py::str(std::string(C::name))] = cls;
         }()),
         ...);
    }(std::make_index_sequence<num_codecs<S>>{});
    return out;
}

}  // namespace arbiter::python
