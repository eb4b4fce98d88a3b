#pragma once
// Small text helpers for reading lines typed by a person or read in batch.

#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

namespace cli {

// A file the tool reads as text (a state, a log, a record, setups): its
// contents, or a usage_error that says why not in words, never echoing
// bytes: a directory, a file that cannot be read, a binary file (a NUL or
// another control byte than tab, line feed, carriage return, form feed).
// `what` names the option or the command ("--state", "replay").
template <class Error>
[[nodiscard]] std::string read_text_file(const std::string& path, std::string_view what) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw Error(std::string(what) + ": '" + path + "' is a directory, not a file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw Error(std::string(what) + ": cannot read '" + path + "'");
    std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f') || c == 0x7f) {
            char byte[8];
            std::snprintf(byte, sizeof byte, "0x%02x", c);
            throw Error(std::string(what) + ": '" + path + "' is not a text file (byte " + std::to_string(i + 1) +
                        " is " + byte + ")");
        }
    }
    return text;
}

[[nodiscard]] inline std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

// The whitespace-separated words of s.
[[nodiscard]] inline std::vector<std::string_view> words(std::string_view s) {
    std::vector<std::string_view> out;
    for (;;) {
        s = trim(s);
        if (s.empty()) return out;
        std::size_t n = 0;
        while (n < s.size() && !std::isspace(static_cast<unsigned char>(s[n]))) ++n;
        out.push_back(s.substr(0, n));
        s.remove_prefix(n);
    }
}

}  // namespace cli
