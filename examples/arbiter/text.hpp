#pragma once
// Small text helpers for reading lines typed by a person or read in batch.

#include <cctype>
#include <string_view>
#include <vector>

namespace cli {

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
