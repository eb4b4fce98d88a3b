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
    std::size_t line = 0;                 // 1-based line and column of `position`, once
    std::size_t column = 0;               // located in the text (core/text.hpp); 0: not yet

    // "message", or "line L, column C: message" (1-based, as editors count),
    // the same in every game. An offset not yet located in its text is read
    // as on line 1: every multi-line reader locates its errors before
    // returning them (text::located).
    [[nodiscard]] std::string what() const {
        if (position == no_position && line == 0) return message;
        const std::size_t l = line != 0 ? line : 1;
        const std::size_t c = line != 0 ? column : position + 1;
        return "line " + std::to_string(l) + ", column " + std::to_string(c) + ": " + message;
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
