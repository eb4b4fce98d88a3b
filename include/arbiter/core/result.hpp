#pragma once
// The error/result type of the checked API and the parsers. Errors are for
// people: each says what is wrong and, for text, where.

#include <cassert>
#include <cstddef>
#include <string>
#include <utility>
#include <variant>

namespace arbiter {

struct error {
    static constexpr std::size_t no_position = static_cast<std::size_t>(-1);

    std::string message;                  // what is wrong, e.g. "point 26 is off the board"
    std::size_t position = no_position;   // 0-based offset into the input text, if any

    // "message" or "at column N: message" (1-based, as editors count).
    [[nodiscard]] std::string what() const {
        if (position == no_position) return message;
        return "at column " + std::to_string(position + 1) + ": " + message;
    }
    friend bool operator==(const error&, const error&) = default;
};

[[nodiscard]] inline error make_error(std::string message,
                                      std::size_t position = error::no_position) {
    return error{std::move(message), position};
}

// Either a value or an error. Deliberately small: `if (r)`, `*r`, `r->`,
// `r.error()`, `r.value_or(x)`.
template <class T>
class [[nodiscard]] result {
public:
    using value_type = T;
    using error_type = arbiter::error;

    result(T value) : v_(std::in_place_index<0>, std::move(value)) {}   // NOLINT: implicit by design
    result(error_type e) : v_(std::in_place_index<1>, std::move(e)) {}  // NOLINT: implicit by design

    [[nodiscard]] bool has_value() const noexcept { return v_.index() == 0; }
    explicit operator bool() const noexcept { return has_value(); }

    [[nodiscard]] T& value() & { assert(has_value()); return std::get<0>(v_); }
    [[nodiscard]] const T& value() const& { assert(has_value()); return std::get<0>(v_); }
    [[nodiscard]] T&& value() && { assert(has_value()); return std::get<0>(std::move(v_)); }
    [[nodiscard]] T& operator*() & { return value(); }
    [[nodiscard]] const T& operator*() const& { return value(); }
    [[nodiscard]] T&& operator*() && { return std::move(*this).value(); }
    [[nodiscard]] T* operator->() { return &value(); }
    [[nodiscard]] const T* operator->() const { return &value(); }

    [[nodiscard]] const error_type& error() const {
        assert(!has_value());
        return std::get<1>(v_);
    }
    [[nodiscard]] T value_or(T fallback) const& { return has_value() ? value() : fallback; }

private:
    std::variant<T, error_type> v_;
};

}  // namespace arbiter
