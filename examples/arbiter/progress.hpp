#pragma once
// A progress line for long runs, redrawn in place with '\r' when standard
// output is a terminal, and silent otherwise (so piped output stays exact).

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>

#include <fmt/format.h>

#if defined(_WIN32)
#include <io.h>
#define ARBITER_CLI_ISATTY(fd) _isatty(fd)
#define ARBITER_CLI_FILENO(f) _fileno(f)
#else
#include <unistd.h>
#define ARBITER_CLI_ISATTY(fd) isatty(fd)
#define ARBITER_CLI_FILENO(f) fileno(f)
#endif

namespace cli {

[[nodiscard]] inline bool stdout_is_terminal() {
    return ARBITER_CLI_ISATTY(ARBITER_CLI_FILENO(stdout)) != 0;
}

class progress_line {
public:
    using clock = std::chrono::steady_clock;

    // `what` names the units counted ("games").
    progress_line(std::uint64_t total, std::string what)
        : total_(total), what_(std::move(what)), enabled_(stdout_is_terminal()) {}
    progress_line(const progress_line&) = delete;
    progress_line& operator=(const progress_line&) = delete;
    ~progress_line() { finish(); }

    // Redraws at most ten times a second, and only after the first half second.
    void update(std::uint64_t done) {
        if (!enabled_) return;
        const auto now = clock::now();
        if (now - start_ < std::chrono::milliseconds(500) || now - last_ < std::chrono::milliseconds(100))
            return;
        last_ = now;
        const std::string text = fmt::format("{} / {} {} ({:.0f}%)", done, total_, what_,
                                             100.0 * static_cast<double>(done) /
                                                 static_cast<double>(total_ ? total_ : 1));
        fmt::print("\r{}", text);
        width_ = text.size();
        std::fflush(stdout);
    }

    // Erases the line (if one was drawn).
    void finish() {
        if (width_ == 0) return;
        fmt::print("\r{:{}}\r", "", width_);
        std::fflush(stdout);
        width_ = 0;
    }

private:
    std::uint64_t total_;
    std::string what_;
    bool enabled_;
    clock::time_point start_ = clock::now();
    clock::time_point last_{};
    std::size_t width_ = 0;
};

}  // namespace cli
