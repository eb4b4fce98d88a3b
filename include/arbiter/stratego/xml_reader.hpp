#pragma once
// A small, tolerant XML reader for the subset Gravon records use (RULES.md
// ST-11.1): elements, attributes, text, comments, processing instructions,
// CDATA and entities. Errors name the line and column.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../core/config.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "move_text.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::stratego {

namespace detail::xml {

struct attribute {
    std::string name;
    std::string value;
    std::size_t at = 0;  // offset of the value's first character
};

struct element {
    std::string name;
    std::vector<attribute> attributes;
    std::string text;     // the character data directly inside
    std::size_t at = 0;   // offset of '<'
    std::size_t end = 0;  // one past the index of its last descendant
    [[nodiscard]] const attribute* find(std::string_view n) const {
        for (const auto& a : attributes)
            if (a.name == n) return &a;
        return nullptr;
    }
};

// "line L, column C" of an offset, both 1-based.
[[nodiscard]] inline std::string where(std::string_view text, std::size_t at) {
    std::size_t line = 1, start = 0;
    for (std::size_t i = 0; i < at && i < text.size(); ++i)
        if (text[i] == '\n') ++line, start = i + 1;
    return "line " + std::to_string(line) + ", column " + std::to_string(at - start + 1);
}

// An error at offset `at`, located in `text`: what() reads "line L, column
// C: message" (core/text.hpp), the same as in every game.
[[nodiscard]] inline error located(std::string_view text, std::size_t at,
                                   const std::string& message) {
    return text::located(make_error(message, at), text);
}

[[nodiscard]] constexpr bool is_space(char c) noexcept {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}
[[nodiscard]] constexpr bool is_name_start(char c) noexcept {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':';
}
[[nodiscard]] constexpr bool is_name_char(char c) noexcept {
    return is_name_start(c) || (c >= '0' && c <= '9') || c == '-' || c == '.';
}

inline void append_utf8(std::string& out, unsigned long cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

// Character data from `begin` to `end` with the five named entities and
// numeric references replaced.
[[nodiscard]] inline result<std::string> decode(std::string_view text, std::size_t begin,
                                                std::size_t end) {
    std::string out;
    for (std::size_t i = begin; i < end; ++i) {
        if (text[i] != '&') {
            out += text[i];
            continue;
        }
        const std::size_t semi = text.find(';', i);
        if (semi == std::string_view::npos || semi >= end || semi - i > 10)
            return located(text, i, "'&' starts no entity: write &amp; for '&'");
        const std::string_view name = text.substr(i + 1, semi - i - 1);
        if (name == "amp")
            out += '&';
        else if (name == "lt")
            out += '<';
        else if (name == "gt")
            out += '>';
        else if (name == "quot")
            out += '"';
        else if (name == "apos")
            out += '\'';
        else if (name.size() > 1 && name[0] == '#') {
            const bool hex = name[1] == 'x';
            unsigned long cp = 0;
            std::size_t digits = 0;
            for (std::size_t k = hex ? 2 : 1; k < name.size(); ++k, ++digits) {
                const char c = name[k];
                int v = -1;
                if (c >= '0' && c <= '9')
                    v = c - '0';
                else if (hex && c >= 'a' && c <= 'f')
                    v = c - 'a' + 10;
                else if (hex && c >= 'A' && c <= 'F')
                    v = c - 'A' + 10;
                if (v < 0)
                    return located(text, i,
                                   "'&" + std::string(name) + ";' is not a character reference");
                cp = cp * (hex ? 16u : 10u) + static_cast<unsigned long>(v);
                if (cp > 0x10FFFF) break;
            }
            if (digits == 0 || cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
                return located(text, i, "'&" + std::string(name) + ";' is not a character");
            append_utf8(out, cp);
        } else {
            return located(text, i, "unknown entity '&" + std::string(name) + ";'");
        }
        i = semi;
    }
    return out;
}

// Reads a document into its elements, in document order: nodes[0] stands
// for the document itself. One function per kind of markup; each returns
// the error that stops the reading, or nothing.
class parser {
public:
    explicit parser(std::string_view text)
        : text_(text), i_(text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0) {}  // a byte order mark

    [[nodiscard]] result<std::vector<element>> run() {
        while (i_ < text_.size()) {
            const std::optional<error> failed = text_[i_] != '<'               ? read_text()
                                                : starts("<?") || starts("<!") ? skip_markup()
                                                : starts("</")                 ? read_end_tag()
                                                                               : read_start_tag();
            if (failed) return *failed;
        }
        if (open_.size() > 1) {
            const element& top = nodes_[open_.back()];
            return located(text_, top.at, "<" + top.name + "> is never closed");
        }
        nodes_[0].end = nodes_.size();
        return std::move(nodes_);
    }

private:
    std::string_view text_;
    std::size_t i_;
    std::vector<element> nodes_ = std::vector<element>(1);
    std::vector<std::size_t> open_{0};  // the open elements' indices in nodes_

    [[nodiscard]] bool starts(std::string_view s) const { return text_.substr(i_, s.size()) == s; }
    [[nodiscard]] bool at_end() const { return i_ >= text_.size(); }
    std::string read_name() {
        const std::size_t b = i_;
        if (!at_end() && is_name_start(text_[i_]))
            while (!at_end() && is_name_char(text_[i_])) ++i_;
        return std::string(text_.substr(b, i_ - b));
    }
    void skip_space() {
        while (!at_end() && is_space(text_[i_])) ++i_;
    }

    // Character data, up to the next '<': only spaces outside the root.
    std::optional<error> read_text() {
        const std::size_t b = i_;
        while (!at_end() && text_[i_] != '<') ++i_;
        if (open_.size() == 1) {
            for (std::size_t k = b; k < i_; ++k)
                if (!is_space(text_[k])) return located(text_, k, "text outside any element");
            return std::nullopt;
        }
        auto data = decode(text_, b, i_);
        if (!data) return data.error();
        nodes_[open_.back()].text += *data;
        return std::nullopt;
    }

    // A processing instruction, comment, declaration (skipped) or CDATA
    // section (its text kept as it is).
    std::optional<error> skip_markup() {
        const std::size_t tag = i_;
        const bool cdata = starts("<![CDATA[");
        const std::string_view close = starts("<?")     ? "?>"
                                       : starts("<!--") ? "-->"
                                       : cdata          ? "]]>"
                                                        : ">";
        const std::size_t e = text_.find(close, i_ + (cdata ? 9 : 2));
        if (e == std::string_view::npos)
            return located(text_, tag,
                           "this markup is never closed with '" + std::string(close) + "'");
        if (cdata) {
            if (open_.size() == 1) return located(text_, tag, "text outside any element");
            nodes_[open_.back()].text += text_.substr(i_ + 9, e - i_ - 9);
        }
        i_ = e + close.size();
        return std::nullopt;
    }

    // </name>, closing the innermost open element.
    std::optional<error> read_end_tag() {
        const std::size_t tag = i_;
        i_ += 2;
        const std::string name = read_name();
        if (name.empty()) return located(text_, i_, "expected an element name after '</'");
        skip_space();
        if (at_end() || text_[i_] != '>')
            return located(text_, i_, "expected '>' to end </" + name + ">");
        ++i_;
        if (open_.size() == 1) return located(text_, tag, "</" + name + "> closes no open element");
        element& top = nodes_[open_.back()];
        if (top.name != name)
            return located(text_, tag,
                           "</" + name + "> does not close <" + top.name + "> opened at " +
                               where(text_, top.at));
        top.end = nodes_.size();
        open_.pop_back();
        return std::nullopt;
    }

    // <name attributes...> or <name attributes.../>.
    std::optional<error> read_start_tag() {
        element el;
        el.at = i_++;
        el.name = read_name();
        if (el.name.empty()) return located(text_, i_, "expected an element name after '<'");
        for (;;) {
            const std::size_t before = i_;
            skip_space();
            if (at_end())
                return located(text_, el.at, "the tag <" + el.name + " is never closed with '>'");
            if (text_[i_] == '>' || starts("/>")) {
                const bool empty = text_[i_] == '/';
                i_ += empty ? 2 : 1;
                nodes_.push_back(std::move(el));
                if (empty)
                    nodes_.back().end = nodes_.size();
                else
                    open_.push_back(nodes_.size() - 1);
                return std::nullopt;
            }
            if (i_ == before)
                return located(text_, i_,
                               "expected a space, '>' or '/>' in <" + el.name + ">, got " +
                                   describe_char(text_[i_]));
            if (auto failed = read_attribute(el)) return failed;
        }
    }

    // name="value" (or 'value') of element el.
    std::optional<error> read_attribute(element& el) {
        attribute a;
        const std::size_t name_at = i_;
        a.name = read_name();
        if (a.name.empty())
            return located(
                text_, i_,
                "expected an attribute name in <" + el.name + ">, got " + describe_char(text_[i_]));
        if (el.find(a.name))
            return located(text_, name_at,
                           "attribute '" + a.name + "' appears twice in <" + el.name + ">");
        skip_space();
        if (at_end() || text_[i_] != '=')
            return located(text_, i_, "expected '=' after the attribute '" + a.name + "'");
        ++i_;
        skip_space();
        if (at_end() || (text_[i_] != '"' && text_[i_] != '\''))
            return located(text_, i_, "expected a quoted value for the attribute '" + a.name + "'");
        const char quote = text_[i_++];
        const std::size_t e = text_.find(quote, i_);
        if (e == std::string_view::npos)
            return located(text_, i_ - 1, "the value of '" + a.name + "' is never closed");
        if (const std::size_t lt = text_.substr(i_, e - i_).find('<'); lt != std::string_view::npos)
            return located(text_, i_ + lt, "'<' inside the value of '" + a.name + "'");
        auto value = decode(text_, i_, e);
        if (!value) return value.error();
        a.value = std::move(*value);
        a.at = i_;
        i_ = e + 1;
        el.attributes.push_back(std::move(a));
        return std::nullopt;
    }
};

// The elements of a document in document order; nodes[0] stands for the
// document itself.
[[nodiscard]] inline result<std::vector<element>> parse(std::string_view text) {
    return parser(text).run();
}

[[nodiscard]] inline std::string escape(std::string_view s) {
    std::string out;
    for (const char c : s) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            case '\'':
                out += "&apos;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

}  // namespace detail::xml

}  // namespace arbiter::stratego

ARBITER_TEXT_CODE_END
