#pragma once
// The pieces every game's text readers share, so that each reader says only
// what is game-specific: tokens that remember where they stand, the lines of
// a text (blank lines and `#` comments skipped), `key=value` fields, numbers
// and names in a range, and errors located as "line L, column C" the same
// way in every game.
//
// Offsets are always into the whole text being read, so an error made deep
// in a reader (make_error(msg, token.offset)) is located once, at the top,
// by text::located(result, text).

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>

#include "result.hpp"

namespace arbiter::text {

[[nodiscard]] constexpr bool is_space(char c) noexcept {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

// A piece of a text and where it starts in the whole text.
struct token {
    std::string_view text;
    std::size_t offset = 0;

    [[nodiscard]] constexpr bool empty() const noexcept { return text.empty(); }
    [[nodiscard]] constexpr std::size_t end() const noexcept { return offset + text.size(); }
    // The part from `from` (an index into this token), keeping its offset.
    [[nodiscard]] constexpr token sub(std::size_t from, std::size_t n = std::string_view::npos) const noexcept {
        from = std::min(from, text.size());
        return {text.substr(from, n), offset + from};
    }
    friend constexpr bool operator==(const token& a, std::string_view b) noexcept { return a.text == b; }
};

[[nodiscard]] inline error error_at(const token& t, std::string message) {
    return make_error(std::move(message), t.offset);
}

// 1-based line and column of `offset` in `text` (a column counts bytes).
struct location {
    std::size_t line = 1;
    std::size_t column = 1;
};
[[nodiscard]] constexpr location locate(std::string_view text, std::size_t offset) noexcept {
    location at;
    offset = std::min(offset, text.size());
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++at.line;
            at.column = 1;
        } else {
            ++at.column;
        }
    }
    return at;
}

// `e` with its offset located in `text` (unchanged if it has no offset or is
// located already).
[[nodiscard]] inline error located(error e, std::string_view text) {
    if (e.position == error::no_position || e.line != 0) return e;
    const location at = locate(text, e.position);
    e.line = at.line;
    e.column = at.column;
    return e;
}
template <class T>
[[nodiscard]] result<T> located(result<T> r, std::string_view text) {
    if (r) return r;
    return located(r.error(), text);
}

// `t` without leading and trailing white space.
[[nodiscard]] constexpr token trimmed(token t) noexcept {
    std::size_t b = 0, e = t.text.size();
    while (b < e && is_space(t.text[b])) ++b;
    while (e > b && is_space(t.text[e - 1])) --e;
    return t.sub(b, e - b);
}

// Whitespace-separated words of a token, one after the other.
class scanner {
public:
    constexpr explicit scanner(token t) noexcept : rest_(t) {}
    constexpr explicit scanner(std::string_view whole) noexcept : rest_{whole, 0} {}

    [[nodiscard]] constexpr bool at_end() noexcept {
        skip_space();
        return rest_.empty();
    }
    // The next word; an empty token at the end of the text.
    [[nodiscard]] constexpr token next() noexcept {
        skip_space();
        std::size_t n = 0;
        while (n < rest_.text.size() && !is_space(rest_.text[n])) ++n;
        const token w = rest_.sub(0, n);
        rest_ = rest_.sub(n);
        return w;
    }
    [[nodiscard]] constexpr token peek() const noexcept {
        scanner copy = *this;
        return copy.next();
    }
    // Everything not read yet, trimmed.
    [[nodiscard]] constexpr token rest() const noexcept { return trimmed(rest_); }
    // Where the next word starts (the end of the text when there is none).
    [[nodiscard]] constexpr std::size_t offset() noexcept {
        skip_space();
        return rest_.offset;
    }

private:
    constexpr void skip_space() noexcept {
        std::size_t n = 0;
        while (n < rest_.text.size() && is_space(rest_.text[n])) ++n;
        rest_ = rest_.sub(n);
    }
    token rest_;
};

// The lines of a text that say something: each trimmed, blank lines and
// lines starting with `#` skipped. `number` is the 1-based line number.
struct text_line {
    token text;
    std::size_t number = 0;
};
class line_reader {
public:
    constexpr explicit line_reader(std::string_view whole) noexcept : whole_(whole) {}

    // The next line that says something; false at the end.
    [[nodiscard]] constexpr bool next(text_line& out) noexcept {
        while (at_ < whole_.size()) {
            std::size_t end = whole_.find('\n', at_);
            if (end == std::string_view::npos) end = whole_.size();
            const token line = trimmed(token{whole_.substr(at_, end - at_), at_});
            ++number_;
            at_ = end < whole_.size() ? end + 1 : end;
            if (line.empty() || line.text.front() == '#') continue;
            out = {line, number_};
            return true;
        }
        return false;
    }
    // The offset just past the last line read (where a missing line is due).
    [[nodiscard]] constexpr std::size_t offset() const noexcept { return at_; }

private:
    std::string_view whole_;
    std::size_t at_ = 0;
    std::size_t number_ = 0;
};

// `key=value` (or `key<sep>value`): both parts as tokens; an error without
// the separator or with an empty key.
struct field {
    token key;
    token value;
};
[[nodiscard]] inline result<field> split_field(token t, char sep = '=') {
    const std::size_t at = t.text.find(sep);
    if (at == std::string_view::npos)
        return error_at(t, "expected key" + std::string(1, sep) + "value, got '" + std::string(t.text) + "'");
    if (at == 0) return error_at(t, "'" + std::string(t.text) + "' has no key before '" + std::string(1, sep) + "'");
    return field{t.sub(0, at), t.sub(at + 1)};
}

// A whole number in [low, high]; `what` names it in the error.
template <class Int>
[[nodiscard]] result<Int> to_integer(token t, Int low, Int high, std::string_view what) {
    std::int64_t v = 0;
    const char* b = t.text.data();
    const char* e = b + t.text.size();
    const auto [end, ec] = std::from_chars(b, e, v);
    if (t.empty() || ec != std::errc{} || end != e || v < static_cast<std::int64_t>(low) ||
        v > static_cast<std::int64_t>(high))
        return error_at(t, std::string(what) + " must be a whole number from " + std::to_string(low) + " to " +
                               std::to_string(high) + ", not '" + std::string(t.text) + "'");
    return static_cast<Int>(v);
}

// The index of `t` among `names`; `what` names the list in the error.
[[nodiscard]] inline result<std::size_t> one_of(token t, std::span<const std::string_view> names,
                                                std::string_view what) {
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == t.text) return i;
    std::string list;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names[i].empty()) continue;
        if (!list.empty()) list += ", ";
        list += names[i];
    }
    return error_at(t, std::string(what) + " must be one of " + list + ", not '" + std::string(t.text) + "'");
}

}  // namespace arbiter::text
