#pragma once
// What every game module shares: the random engine Python hands to C++
// (arbiter.Rng), the error an illegal choice raises (arbiter.IllegalMove),
// the state a Python State holds (a game state and, per codec, the part of
// a decision chosen so far), and codec dispatch by name.

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <bit>
#include <cstring>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "arbiter/core.hpp"
#include "arbiter/version.hpp"

namespace arbiter::python {

namespace py = pybind11;

// arbiter.Rng: std::mt19937_64, so a seed draws the same in Python as in
// the C++ library and the tool (sampling never round-trips through Python).
struct rng {
    std::mt19937_64 engine;
    explicit rng(std::uint64_t seed) : engine(seed) {}
};

// Thrown by apply/try_apply, translated to arbiter.IllegalMove (a
// ValueError) by the _core module; the message is the library's, naming the
// rule that forbids the choice.
struct illegal_move : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// What a Python State holds: the game state and the decision in progress
// (core/stepped_state.hpp, shared with the C interface), compared by both.
template <class S>
struct boxed : stepped_state<S> {
    friend bool operator==(const boxed& a, const boxed& b) { return a.same(b); }
};

template <class S>
[[noreturn]] void unknown_codec(std::string_view name) {
    throw py::value_error("unknown codec '" + std::string(name) + "' (this game has: " + codec_names<S>() + ")");
}

// The bytes of a trivially copyable value, behind a tag that names the
// library version, the game, the rules and the layout's size, so bytes
// written by another build are refused with a clear message, not misread.
template <class T>
[[nodiscard]] std::string layout_tag(std::string_view game, std::string_view rules) {
    static_assert(std::is_trivially_copyable_v<T>);
    return "arbiter " + std::string(ARBITER_VERSION) + " " + std::string(game) + " " + std::string(rules) + " " +
           std::to_string(sizeof(T)) + (std::endian::native == std::endian::little ? " le" : " be");
}

template <class T>
[[nodiscard]] py::bytes to_tagged_bytes(const T& value, const std::string& tag) {
    std::string out = tag;
    out.push_back('\n');
    const std::size_t header = out.size();
    out.resize(header + sizeof(T));
    std::memcpy(out.data() + header, &value, sizeof(T));
    return py::bytes(out);
}

template <class T>
[[nodiscard]] T from_tagged_bytes(const py::bytes& bytes, const std::string& tag) {
    const std::string_view data = bytes;
    const std::size_t end = data.find('\n');
    if (end == std::string_view::npos || data.substr(0, end) != tag || data.size() != end + 1 + sizeof(T))
        throw py::value_error("these bytes were not written by this build for this game and rules (expected '" + tag +
                              "', found '" + std::string(data.substr(0, std::min(end, std::size_t{120}))) +
                              "'); use to_text() to move states between builds");
    T value;
    std::memcpy(&value, data.data() + end + 1, sizeof(T));
    return value;
}

// An integer argument from Python: an int or a numpy integer (anything with
// __index__ but bool), else a TypeError naming `what`. Sets `overflow` for
// a value no long long holds (the caller names its own range).
[[nodiscard]] inline long long index_arg(const py::handle& x, std::string_view what, bool& overflow) {
    if (!PyIndex_Check(x.ptr()) || PyBool_Check(x.ptr()))
        throw py::type_error(std::string(what) + " must be an integer, not " +
                             std::string(py::str(py::type::handle_of(x).attr("__name__"))));
    const auto i = py::reinterpret_steal<py::object>(PyNumber_Index(x.ptr()));
    if (!i) throw py::error_already_set();
    int over = 0;
    const long long v = PyLong_AsLongLongAndOverflow(i.ptr(), &over);
    overflow = over != 0;
    return v;
}
[[nodiscard]] inline bool is_index(const py::handle& x) { return PyIndex_Check(x.ptr()) && !PyBool_Check(x.ptr()); }

// An integer argument in [0, end): TypeError or ValueError naming `what`
// and the range otherwise.
[[nodiscard]] inline std::size_t checked_index(const py::handle& x, std::string_view what, std::size_t end) {
    bool overflow = false;
    const long long v = index_arg(x, what, overflow);
    if (overflow || v < 0 || static_cast<unsigned long long>(v) >= end)
        throw py::value_error(std::string(what) + " " + std::string(py::str(x)) + " is not in [0, " +
                              std::to_string(end) + ")");
    return static_cast<std::size_t>(v);
}

// A seed: an integer in [0, 2**64), else TypeError or ValueError.
[[nodiscard]] inline std::uint64_t seed_arg(const py::handle& x, std::string_view what = "seed") {
    bool overflow = false;
    (void)index_arg(x, what, overflow);  // the type check
    const auto i = py::reinterpret_steal<py::object>(PyNumber_Index(x.ptr()));
    const unsigned long long v = PyLong_AsUnsignedLongLong(i.ptr());
    if (PyErr_Occurred()) {
        PyErr_Clear();
        throw py::value_error(std::string(what) + " " + std::string(py::str(x)) + " is not in [0, 2**64)");
    }
    return v;
}

// A fresh numpy array, or the caller's `out` checked for shape and dtype.
template <class T>
[[nodiscard]] py::array_t<T> output_array(const py::object& out, std::size_t size, std::string_view what) {
    if (out.is_none()) return py::array_t<T>(static_cast<py::ssize_t>(size));
    auto arr = py::array_t<T, py::array::c_style>::ensure(out);
    // ensure() copies an array that is not already right: then `out` would not be written.
    if (!arr || arr.ptr() != out.ptr() || static_cast<std::size_t>(arr.size()) != size || !arr.writeable())
        throw py::value_error("out must be a writable, C-contiguous numpy array of " + std::to_string(size) + " " +
                              std::string(what));
    return arr;
}

// An action mask: int8 0/1 (the dtype Gymnasium's Discrete.sample(mask)
// takes), fresh or the caller's `out` (int8, or uint8: the same bytes).
[[nodiscard]] inline py::array mask_array(const py::object& out, std::size_t size) {
    const py::dtype int8("int8");
    if (out.is_none()) return py::array(int8, std::vector<py::ssize_t>{static_cast<py::ssize_t>(size)});
    if (!py::isinstance<py::array>(out)) throw py::type_error("out must be a numpy array of int8");
    auto arr = py::reinterpret_borrow<py::array>(out);
    const char kind = arr.dtype().kind();
    if (arr.itemsize() != 1 || (kind != 'i' && kind != 'u') || static_cast<std::size_t>(arr.size()) != size ||
        !arr.writeable() || !(arr.flags() & py::array::c_style))
        throw py::value_error("out must be a writable, C-contiguous numpy array of " + std::to_string(size) + " int8");
    return arr;
}

}  // namespace arbiter::python
