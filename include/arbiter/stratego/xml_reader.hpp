#pragma once
// A small, tolerant XML reader for the subset Gravon records use (RULES.md
// ST-11.1): elements, attributes, text, comments, processing instructions,
// CDATA and entities. Errors name the line and column.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "../core/config.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "notation.hpp"

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

// The elements of a document in document order; nodes[0] stands for the
// document itself.
[[nodiscard]] inline result<std::vector<element>> parse(std::string_view text) {
    std::vector<element> nodes(1);
    std::vector<std::size_t> open{0};
    std::size_t i = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;  // a UTF-8 byte order mark
    const std::size_t n = text.size();
    auto starts = [&](std::string_view s) { return text.substr(i, s.size()) == s; };
    auto read_name = [&]() {
        const std::size_t b = i;
        if (i < n && is_name_start(text[i]))
            while (i < n && is_name_char(text[i])) ++i;
        return std::string(text.substr(b, i - b));
    };
    auto skip_space = [&] {
        while (i < n && is_space(text[i])) ++i;
    };
    while (i < n) {
        if (text[i] != '<') {  // character data
            const std::size_t b = i;
            while (i < n && text[i] != '<') ++i;
            if (open.size() == 1) {
                for (std::size_t k = b; k < i; ++k)
                    if (!is_space(text[k])) return located(text, k, "text outside any element");
                continue;
            }
            auto data = decode(text, b, i);
            if (!data) return data.error();
            nodes[open.back()].text += *data;
            continue;
        }
        const std::size_t tag = i;
        if (starts("<?") || starts("<!--") || starts("<![CDATA[") || starts("<!")) {
            const std::string_view close = starts("<?")          ? "?>"
                                           : starts("<!--")      ? "-->"
                                           : starts("<![CDATA[") ? "]]>"
                                                                 : ">";
            const std::size_t skip = starts("<![CDATA[") ? 9 : 2;
            const std::size_t e = text.find(close, i + skip);
            if (e == std::string_view::npos)
                return located(text, tag,
                               "this markup is never closed with '" + std::string(close) + "'");
            if (starts("<![CDATA[")) {
                if (open.size() == 1) return located(text, tag, "text outside any element");
                nodes[open.back()].text += text.substr(i + 9, e - i - 9);
            }
            i = e + close.size();
            continue;
        }
        if (starts("</")) {
            i += 2;
            const std::string name = read_name();
            if (name.empty()) return located(text, i, "expected an element name after '</'");
            skip_space();
            if (i >= n || text[i] != '>')
                return located(text, i, "expected '>' to end </" + name + ">");
            ++i;
            if (open.size() == 1)
                return located(text, tag, "</" + name + "> closes no open element");
            element& top = nodes[open.back()];
            if (top.name != name)
                return located(text, tag,
                               "</" + name + "> does not close <" + top.name + "> opened at " +
                                   where(text, top.at));
            top.end = nodes.size();
            open.pop_back();
            continue;
        }
        ++i;
        element el;
        el.at = tag;
        el.name = read_name();
        if (el.name.empty()) return located(text, i, "expected an element name after '<'");
        bool closed = false;
        for (;;) {
            const std::size_t before = i;
            skip_space();
            if (i >= n)
                return located(text, tag, "the tag <" + el.name + " is never closed with '>'");
            if (text[i] == '>') {
                ++i;
                break;
            }
            if (starts("/>")) {
                i += 2;
                closed = true;
                break;
            }
            if (i == before)
                return located(text, i,
                               "expected a space, '>' or '/>' in <" + el.name + ">, got " +
                                   describe_char(text[i]));
            attribute a;
            const std::size_t name_at = i;
            a.name = read_name();
            if (a.name.empty())
                return located(text, i,
                               "expected an attribute name in <" + el.name + ">, got " +
                                   describe_char(text[i]));
            if (el.find(a.name))
                return located(text, name_at,
                               "attribute '" + a.name + "' appears twice in <" + el.name + ">");
            skip_space();
            if (i >= n || text[i] != '=')
                return located(text, i, "expected '=' after the attribute '" + a.name + "'");
            ++i;
            skip_space();
            if (i >= n || (text[i] != '"' && text[i] != '\''))
                return located(text, i,
                               "expected a quoted value for the attribute '" + a.name + "'");
            const char quote = text[i++];
            const std::size_t e = text.find(quote, i);
            if (e == std::string_view::npos)
                return located(text, i - 1, "the value of '" + a.name + "' is never closed");
            if (const std::size_t lt = text.substr(i, e - i).find('<');
                lt != std::string_view::npos)
                return located(text, i + lt, "'<' inside the value of '" + a.name + "'");
            auto value = decode(text, i, e);
            if (!value) return value.error();
            a.value = std::move(*value);
            a.at = i;
            i = e + 1;
            el.attributes.push_back(std::move(a));
        }
        nodes.push_back(std::move(el));
        if (closed)
            nodes.back().end = nodes.size();
        else
            open.push_back(nodes.size() - 1);
    }
    if (open.size() > 1) {
        const element& top = nodes[open.back()];
        return located(text, top.at, "<" + top.name + "> is never closed");
    }
    nodes[0].end = nodes.size();
    return nodes;
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
