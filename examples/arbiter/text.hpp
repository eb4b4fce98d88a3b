#pragma once
// Small text helpers for reading lines typed by a person or read in batch.

#include <cctype>
#include <cstdio>
#include <iostream>
#include <string>
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

// A line typed at a `play` prompt: the text of a move, a request for the
// legal moves ("?", "help" or "moves"), or the end of the game ("quit",
// "exit", or the end of input, which is announced). A blank line shows the
// prompt again. `text` views `line`.
struct typed_line {
    enum kind { move, help, quit } what = quit;
    std::string_view text;
};
[[nodiscard]] inline typed_line read_typed(std::string_view prompt, std::string& line) {
    for (;;) {
        std::fwrite(prompt.data(), 1, prompt.size(), stdout);
        std::fflush(stdout);
        if (!std::getline(std::cin, line)) {
            std::fputs("\nEnd of input: game abandoned.\n", stdout);
            return {typed_line::quit, {}};
        }
        const std::string_view text = trim(line);
        if (text.empty()) continue;
        if (text == "quit" || text == "exit") return {typed_line::quit, text};
        if (text == "?" || text == "help" || text == "moves") return {typed_line::help, text};
        return {typed_line::move, text};
    }
}

}  // namespace cli
