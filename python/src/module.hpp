#pragma once
// One game's extension module, written once: bind_game<D, List>(m) binds,
// for every named rules entry of List (D::rules, or a chosen part of it), a
// State class, its Move and Outcome, its Observation in a hidden-information
// game, and a VectorEnv per codec, and describes each entry in m.RULES (a
// list of dicts read by python/arbiter/__init__.py). States are the
// descriptor's capped states: the game's length cap (a rule, e.g. WC-19.6)
// is in force, as in the tool.

#include <string>

#include "state.hpp"
#include "vector_env.hpp"

namespace arbiter::python {

template <class S>
py::object board_text(const S& s) {
    if constexpr (fmt::is_formattable<S>::value)
        return py::str(fmt::format("{}", s));
    else
        return py::str(to_string(s));
}

template <class T>
py::bytes raw_bytes(const T& value) {
    static_assert(std::is_trivially_copyable_v<T>);
    return py::bytes(std::string(reinterpret_cast<const char*>(&value), sizeof(T)));
}
template <class T>
T from_raw_bytes(const std::string& raw, std::string_view what) {
    if (raw.size() != sizeof(T)) throw py::value_error("these bytes are not " + std::string(what) + " of this game");
    T value{};
    std::memcpy(&value, raw.data(), sizeof(T));
    return value;
}

// The range of returns under one named rules entry: the descriptor's, or
// narrower where a game says so (backgammon.cpp: no cube, no gammons).
template <class D, class Named>
struct entry_utility {
    static constexpr utility_range value = D::utility;
};

template <class S>
void bind_move_types(py::module_& m, const std::string& suffix) {
    py::class_<py_move<S>>(m, ("Move" + suffix).c_str())
        .def("__str__", [](const py_move<S>& x) { return x.text; })
        .def("__repr__", [](const py_move<S>& x) { return "Move('" + x.text + "')"; })
        .def("__eq__", [](const py_move<S>& a, const py_move<S>& b) { return a.move == b.move; })
        .def("__hash__", [](const py_move<S>& x) { return hash_bytes(x.move); })
        .def_property_readonly("key", [](const py_move<S>& x) { return key_of(x.move); })
        .def(py::pickle([](const py_move<S>& x) { return py::make_tuple(raw_bytes(x.move), x.text); },
                        [](const py::tuple& t) {
                            py_move<S> x{};
                            x.move = from_raw_bytes<move_t<S>>(t[0].cast<std::string>(), "a move");
                            x.text = t[1].cast<std::string>();
                            return x;
                        }));
    py::class_<py_outcome<S>>(m, ("Outcome" + suffix).c_str())
        .def("__str__", [](const py_outcome<S>& x) { return x.text; })
        .def("__repr__", [](const py_outcome<S>& x) { return "Outcome('" + x.text + "')"; })
        .def("__eq__", [](const py_outcome<S>& a, const py_outcome<S>& b) { return a.outcome == b.outcome; })
        .def("__hash__", [](const py_outcome<S>& x) { return hash_bytes(x.outcome); })
        .def(py::pickle([](const py_outcome<S>& x) { return py::make_tuple(raw_bytes(x.outcome), x.text); },
                        [](const py::tuple& t) {
                            py_outcome<S> x{};
                            x.outcome = from_raw_bytes<outcome_t<S>>(t[0].cast<std::string>(), "an outcome");
                            x.text = t[1].cast<std::string>();
                            return x;
                        }));
}

// What a hidden-information game adds to its State: observe, public_text,
// and the Observation class (sample, tensor, text, pickling).
template <class D, class Named, class S, class Cls>
void bind_observation(py::module_& m, Cls& cls, const std::string& suffix) {
    using box = boxed<S>;
    using api = state_api<S>;
    using obs = bots::observation_t<S>;
    auto ocls = py::class_<obs>(m, ("Observation" + suffix).c_str());
    if constexpr (std::is_trivially_copyable_v<obs>) {
        const std::string obs_tag = layout_tag<obs>(D::name, Named::name) + " " + std::to_string(S::num_players) + " observation";
        ocls.def(py::pickle([obs_tag](const obs& o) { return py::make_tuple(to_tagged_bytes(o, obs_tag)); },
                            [obs_tag](const py::tuple& t) { return from_tagged_bytes<obs>(t[0].cast<py::bytes>(), obs_tag); }));
    }
    if constexpr (requires(const obs& o) { { to_string(o) } -> std::convertible_to<std::string>; })
        ocls.def("__str__", [](const obs& o) { return to_string(o); });
    ocls.def("sample",
             [](const obs& o, const py::object& seed_or_rng) {
                 box b;
                 if (py::isinstance<rng>(seed_or_rng))
                     b.state = sample(o, seed_or_rng.cast<rng&>().engine);
                 else {
                     std::mt19937_64 g(seed_arg(seed_or_rng, "rng (an arbiter.Rng or a seed)"));
                     b.state = sample(o, g);
                 }
                 return b;
             },
             py::arg("rng"));
    if constexpr (has_observation_tensor<S> && requires(const obs& o, std::span<float> out) { write_observation(o, out); }) {
        ocls.def("tensor", [](const obs& o, const py::object& out) {
            auto arr = output_array<float>(out, observation_shape_of<S>.size(), "float32");
            write_observation(o, std::span(arr.mutable_data(), observation_shape_of<S>.size()));
            return arr;
        }, py::arg("out") = py::none());
    }
    cls.def("observe", [](const box& b, const py::object& player) { return observe(b.state, api::viewer_of(b, player)); },
            py::arg("player") = py::none());
    if constexpr (has_public_text<S>) {
        cls.def("public_text", [](const box& b, const py::object& x, const py::object& viewer) {
            const auto p = static_cast<player_id>(checked_index(viewer, "player", S::num_players));
            if (py::isinstance<py_move<S>>(x)) return public_text(b.state, x.cast<const py_move<S>&>().move, p);
            if (py::isinstance<py_outcome<S>>(x)) return public_text(b.state, x.cast<const py_outcome<S>&>().outcome, p);
            throw py::type_error("public_text takes a Move or an Outcome of this game");
        }, py::arg("choice"), py::arg("player"));
    }
}

// State.observation_tensor where the game has a tensor; returns its shape (or None).
template <class S, class Cls>
py::object bind_tensor(Cls& cls) {
    if constexpr (has_observation_tensor<S>) {
        constexpr tensor_shape shape = observation_shape_of<S>;
        py::tuple dims(shape.rank);
        for (std::size_t i = 0; i < shape.rank; ++i) dims[i] = shape.dims[i];
        cls.def(
            "observation_tensor",
            [](const boxed<S>& b, const py::object& player, const py::object& out) {
                constexpr tensor_shape s = observation_shape_of<S>;
                const player_id viewer = state_api<S>::viewer_of(b, player);
                py::array_t<float> arr;
                if (out.is_none())
                    arr = py::array_t<float>(std::vector<py::ssize_t>(s.dims.begin(), s.dims.begin() + s.rank));
                else
                    arr = output_array<float>(out, s.size(), "float32");
                write_box_observation(b, viewer, std::span(arr.mutable_data(), s.size()));
                return arr;
            },
            py::arg("player") = py::none(), py::arg("out") = py::none());
        return py::object(dims);
    } else {
        return py::none();
    }
}

// The sizes and ranges of one rules entry, for python/arbiter/__init__.py.
template <class D, class Named, class S>
void describe_sizes(py::dict& info) {
    info["name"] = std::string(Named::name);
    info["players"] = S::num_players;
    info["max_legal_moves"] = max_legal_moves<S>;
    // The capacity of the game's outcome list: a bound on any chance node's
    // outcomes (0: a game without chance, whose outcome type is empty).
    info["max_chance_outcomes"] =
        std::is_empty_v<outcome_t<S>> ? std::size_t{0}
                                      : std::remove_cvref_t<decltype(chance_outcomes(std::declval<const S&>()))>::capacity();
    info["hidden_information"] = hidden_information_game<S>;
    info["utility"] = py::make_tuple(entry_utility<D, Named>::value.low, entry_utility<D, Named>::value.high);
    info["cap"] = py::make_tuple(D::cap.limit, std::string(D::cap.unit), std::string(D::cap.clause));
}

template <class D, class Named>
void bind_rules(py::module_& m, py::list& infos, std::size_t index) {
    using S = capped_state_of<D, Named>;
    using box = boxed<S>;
    using api = state_api<S>;
    const std::string suffix = std::to_string(index);
    const std::string tag = layout_tag<box>(D::name, Named::name) + " " + std::to_string(S::num_players);
    constexpr int setup_players = Named::players;

    bind_move_types<S>(m, suffix);
    auto cls = py::class_<box>(m, ("State" + suffix).c_str());
    cls.def_property_readonly("current_player", [](const box& b) { return static_cast<int>(current_player(b.state)); })
        .def_property_readonly("num_players", [](const box&) { return S::num_players; })
        .def("is_chance_node", [](const box& b) { return current_player(b.state) == chance_player; })
        .def("is_terminal", [](const box& b) { return is_terminal(b.state); })
        .def("ended_at_cap", [](const box& b) { return ended_at_cap(b.state); })
        .def("legal_moves", &api::list_moves)
        .def("legal_actions", &api::legal_actions, py::arg("codec") = "")
        .def("action_mask", &api::action_mask, py::arg("codec") = "", py::arg("out") = py::none())
        .def("encode", &api::encode, py::arg("move"), py::arg("codec") = "")
        .def("decode", &api::decode, py::arg("action"), py::arg("codec") = "")
        .def("chance_outcomes", &api::outcomes, py::arg("exact") = false)
        .def("apply", [](box& b, const py::object& x, std::string_view codec) { api::apply(b, x, codec); },
             py::arg("choice"), py::arg("codec") = "")
        .def("try_apply", &api::try_apply, py::arg("choice"), py::arg("codec") = "")
        .def("child",
             [](const box& b, const py::object& x, std::string_view codec) {
                 box next = b;
                 api::apply(next, x, codec);
                 return next;
             },
             py::arg("choice"), py::arg("codec") = "")
        .def("returns", &api::returns_of)
        .def("describe", &api::describe_choice, py::arg("choice"), py::arg("viewer") = py::none())
        .def("events", &api::events_of, py::arg("choice"), py::arg("viewer") = py::none())
        .def("describe_end", &api::describe_end_of, py::arg("viewer") = py::none())
        .def("random_move",
             [](const box& b, rng& r) {
                 if (is_terminal(b.state) || current_player(b.state) == chance_player)
                     throw py::value_error("random_move needs a decision node");
                 const auto moves = legal_moves(b.state);
                 const auto& mv = moves[uniform_bot_index(moves, r.engine)];
                 return py_move<S>{mv, to_string(b.state, mv)};
             })
        .def("sample_chance",
             [](const box& b, rng& r) {
                 if (current_player(b.state) != chance_player) throw py::value_error("sample_chance needs a chance node");
                 const auto o = sample_outcome(chance_outcomes(b.state), r.engine);
                 return py_outcome<S>{o, to_string(b.state, o)};
             })
        .def("to_text", &api::text_of)
        .def("__str__", [](const box& b) { return board_text(b.state); })
        .def("__repr__", [](const box& b) { return "<arbiter " + std::string(D::name) + " State\n" + to_string(b.state) + ">"; })
        .def("copy", [](const box& b) { return b; })
        .def("__copy__", [](const box& b) { return b; })
        .def("__deepcopy__", [](const box& b, const py::object&) { return b; })
        .def("__eq__", [](const box& a, const box& b) { return a == b; })
        .def("__hash__", [](const box& b) { return std::hash<std::string>{}(to_string(b.state)); })
        .def("to_bytes", [tag](const box& b) { return to_tagged_bytes(b, tag); });
    // pickle: (arbiter._restore, (game, rules index, bytes)).
    cls.def("__reduce__", [tag, index](const box& b) {
        static const auto* restore = new py::object(py::module_::import("arbiter").attr("_restore"));  // lives as long as Python
        return py::make_tuple(*restore, py::make_tuple(std::string(D::name), index, to_tagged_bytes(b, tag)));
    });

    py::dict info;
    info["observation_shape"] = bind_tensor<S>(cls);
    if constexpr (hidden_information_game<S>) bind_observation<D, Named, S>(m, cls, suffix);

    const auto start = [](std::string_view setup) {
        auto s = D::template start<typename D::template capped<typename Named::rules_type>>(
            start_options{setup_players, setup});
        if (!s) throw py::value_error(s.error().what());
        box b;
        b.state = *s;
        return b;
    };
    py::list codecs;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        (codecs.append(py::make_tuple(std::string(codec_at<S, I>::name), codec_at<S, I>::size)), ...);
    }(std::make_index_sequence<num_codecs<S>>{});

    describe_sizes<D, Named, S>(info);
    info["index"] = index;
    info["codecs"] = codecs;
    info["State"] = cls;
    info["new_state"] = py::cpp_function([start](std::string_view setup) { return start(setup); }, py::arg("setup") = "");
    info["parse"] = py::cpp_function(&api::parse_text);
    info["from_bytes"] = py::cpp_function([tag](const py::bytes& bytes) { return from_tagged_bytes<box>(bytes, tag); });
    // The C++ random playout (core/playout.hpp) for a seed, for tests that
    // compare it with the same playout through the Python State API.
    info["random_playout"] = py::cpp_function([start](std::uint64_t seed, std::string_view setup) {
        std::mt19937_64 g(seed);
        box b = start(setup);
        b.state = random_playout(b.state, g);
        return b;
    }, py::arg("seed"), py::arg("setup") = "");
    info["VectorEnv"] = bind_vector_envs<D, Named, S>(m, suffix, start);
    infos.append(info);
}

// Binds entries [Begin, End) of D's rules list into m, appending their
// descriptions to infos (a game with many entries binds them from several
// translation units: python/src/crime_wars*.cpp).
template <class D, std::size_t Begin = 0, std::size_t End = D::rules::size>
void bind_entries(py::module_& m, py::list& infos) {
    [&]<class... Named>(rules_list<Named...>) {
        using all = std::tuple<Named...>;
        [&]<std::size_t... I>(std::index_sequence<I...>) {
            (bind_rules<D, std::tuple_element_t<Begin + I, all>>(m, infos, Begin + I), ...);
        }(std::make_index_sequence<End - Begin>{});
    }(typename D::rules{});
}

template <class D>
void describe_module(py::module_& m, py::list& infos) {
    m.attr("NAME") = std::string(D::name);
    m.attr("SUMMARY") = std::string(D::summary);
    m.attr("RULES") = infos;
}

template <class D>
void bind_game(py::module_& m) {
    py::module_::import("arbiter._core");  // arbiter.Rng and arbiter.IllegalMove
    py::list infos;
    bind_entries<D>(m, infos);
    describe_module<D>(m, infos);
}

}  // namespace arbiter::python
