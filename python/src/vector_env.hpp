#pragma once
// The Python VectorEnv classes: arbiter::vector_env (include/arbiter/
// vector_env.hpp) with numpy views of its buffers and the GIL released
// while it steps or waits (recv, reset, stop); python/arbiter/vector.py
// wraps them.

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

using int32_array = py::array_t<std::int32_t, py::array::c_style | py::array::forcecast>;

// The message of an action id that is not legal for game `game`.
inline std::string illegal_action(const std::string& game, std::int32_t id, std::size_t ids) {
    return game + ": action " + std::to_string(id) +
           (id < 0 || static_cast<std::size_t>(id) >= ids
                ? " is not an id: ids are in [0, " + std::to_string(ids) + ")"
                : std::string(" is not legal (see action_mask)"));
}

// EnvPool's asynchronous calls (send, recv, async_reset). vector.py checks
// types, shapes, ranges and repeats; these check what only the env knows
// (games in flight, legality) before anything changes.
template <class env>
void bind_async(py::class_<env>& cls) {
    cls.def("send",
            [](env& e, const int32_array& ids, const int32_array& env_ids) {
                const auto count = static_cast<std::size_t>(env_ids.size());
                const auto refused = e.check_send(ids.data(), env_ids.data(), count);
                const std::string k = std::to_string(refused.index);
                switch (refused.why) {
                    case env::refused::nothing: break;
                    case env::refused::repeated:
                        throw py::value_error("env_id[" + k + "] = " + std::to_string(env_ids.data()[refused.index]) +
                                              " is repeated: one action per env");
                    case env::refused::in_flight:
                        throw std::runtime_error("env " + std::to_string(env_ids.data()[refused.index]) + " (env_id[" +
                                                 k + "]) was sent and not yet received: recv() its step first");
                    case env::refused::illegal:
                        throw illegal_move(illegal_action(
                            "env " + std::to_string(env_ids.data()[refused.index]) + " (env_id[" + k + "])",
                            ids.data()[refused.index], env::actions));
                }
                e.send(ids.data(), env_ids.data(), count);
            })
        .def("recv",
             [](env& e) {
                 const std::size_t waiting = e.outstanding();
                 if (waiting < e.batch_size())
                     throw std::runtime_error("recv() waits for batch_size=" + std::to_string(e.batch_size()) +
                                              " envs and " + std::to_string(waiting) +
                                              " are sent and not received: send() more first");
                 py::array_t<std::int32_t> out(static_cast<py::ssize_t>(e.batch_size()));
                 bool got = false;
                 {
                     py::gil_scoped_release release;
                     got = e.recv(out.mutable_data());
                 }
                 if (!got) throw std::runtime_error("this VectorEnv was closed while recv() waited");
                 return out;
             })
        .def("async_reset",
             [](env& e, std::optional<std::uint64_t> seed) {
                 py::gil_scoped_release release;
                 e.async_reset(seed);
             })
        .def("cancel",
             [](env& e) {
                 py::gil_scoped_release release;
                 e.cancel();
             })
        .def("wait",
             [](env& e) {
                 py::gil_scoped_release release;
                 e.wait();
             })
        .def("stop",
             [](env& e) {
                 py::gil_scoped_release release;
                 e.stop();
             })
        .def("first_in_flight",
             [](const env& e, const std::optional<int32_array>& env_ids) {
                 return env_ids ? e.first_in_flight(env_ids->data(), static_cast<std::size_t>(env_ids->size()))
                                : e.first_in_flight(nullptr, e.size());
             })
        .def_property_readonly("outstanding", &env::outstanding)
        .def_property_readonly("batch_size", &env::batch_size);
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
                                      std::size_t threads, bool observe, std::size_t batch, std::string_view dtype) {
                         if (n == 0) throw py::value_error("num_envs must be at least 1");
                         if (dtype != "float32" && dtype != "uint8")
                             throw py::value_error("dtype must be float32 or uint8, not " + std::string(dtype));
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
                         return std::make_unique<env>(
                             n, seed, start(setup).state, seats, max_plies, threads, observe, batch,
                             dtype == "uint8" ? observation_dtype::uint8 : observation_dtype::float32);
                     }),
                     py::arg("num_envs"), py::arg("seed") = 0, py::arg("setup") = "",
                     py::arg("opponents") = std::map<int, std::string>{}, py::arg("max_plies") = 0,
                     py::arg("threads") = 1, py::arg("observe") = true, py::arg("batch_size") = 0,
                     py::arg("dtype") = "float32")
                 .def("reset", [](env& e, std::optional<std::uint64_t> seed) { e.reset(seed); },
                      py::arg("seed") = py::none())
                 .def("step",
                      [](env& e, const int32_array& a) {
                          if (a.ndim() != 1 || static_cast<std::size_t>(a.shape(0)) != e.size())
                              throw py::value_error("actions must be int32 of shape (" + std::to_string(e.size()) + ",)");
                          if (const std::size_t waiting = e.outstanding(); waiting > 0)
                              throw std::runtime_error("step() of all envs while " + std::to_string(waiting) +
                                                       " sent envs are not received: recv() them first");
                          if (const std::size_t i = e.first_illegal(a.data()); i < e.size())
                              throw illegal_move(illegal_action("game " + std::to_string(i), a.data()[i], C::size));
                          py::gil_scoped_release release;
                          e.step(a.data());
                      })
                 .def("random_actions",
                      [](env& e, const py::object& into, const std::optional<int32_array>& env_ids) {
                          const std::size_t count = env_ids ? static_cast<std::size_t>(env_ids->size()) : e.size();
                          auto arr = output_array<std::int32_t>(into, count, "int32");
                          if (env_ids) e.random_actions(arr.mutable_data(), env_ids->data(), count);
                          else e.random_actions(arr.mutable_data());
                          return arr;
                      },
                      py::arg("out") = py::none(), py::arg("env_ids") = py::none())
                 .def_property_readonly("num_envs", &env::size)
                 .def_property_readonly("decisions", &env::decisions)
                 .def("state", [](const env& e, std::size_t i) {
                     boxed<S> b;
                     b.state = e.game(i);
                     progress_at<I>(b.progress) = e.progress(i);
                     return b;
                 })
                 .def("episode", &env::episode)
                 // Each tensor entry's uint8 scale (core/tensor.hpp), a fresh array per call.
                 .def_property_readonly_static("observation_scales", [](const py::object&) {
                     constexpr auto& scales = observation_scales_of<S>;
                     py::array_t<std::uint8_t> copy(static_cast<py::ssize_t>(scales.size()));
                     std::copy(scales.begin(), scales.end(), copy.mutable_data());
                     return copy;
                 })
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
                     if (e.dtype() == observation_dtype::uint8)
                         v["observation"] = view_of(e.observation_uint8_data(), obs_shape, self);
                     else
                         v["observation"] = view_of(e.observation_data(), obs_shape, self);
                     v["action_mask"] = view_of(e.mask_data(), {n, static_cast<py::ssize_t>(C::size)}, self, "int8");
                     v["current_player"] = view_of(e.current_player_data(), {n}, self);
                     v["rewards"] = view_of(e.rewards_data(), {n, static_cast<py::ssize_t>(P)}, self);
                     v["terminated"] = view_of(e.terminated_data(), {n}, self, "bool");
                     v["truncated"] = view_of(e.truncated_data(), {n}, self, "bool");
                     return v;
                 });
             bind_async(cls);
             out[py::str(std::string(C::name))] = cls;
         }()),
         ...);
    }(std::make_index_sequence<num_codecs<S>>{});
    return out;
}

}  // namespace arbiter::python
