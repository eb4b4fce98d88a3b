#pragma once
// A tiny command-line option parser shared by every game's commands.
//
// Accepted: `--name value`, `--name=value` and `--flag`. Anything else (an
// unknown option, a missing or malformed value, a stray argument) throws
// usage_error with a message that says what was expected; main() prints it
// and exits with status 2.

#include <charconv>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cli {

// A mistake in the command line or in the input it names: exit status 2.
struct usage_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// One option a command accepts.
struct option_spec {
    std::string_view name;   // without the dashes: "games"
    std::string_view value;  // placeholder for help ("N"); empty for a flag
    std::string_view help;   // one line
};

// "a, b or c"
[[nodiscard]] inline std::string join_or(std::span<const std::string_view> items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += i + 1 == items.size() ? " or " : ", ";
        out += items[i];
    }
    return out;
}

// The parsed options of one command line.
class options {
public:
    // `context` names the command in errors ("arbiter selfplay").
    options(std::string context, std::span<const option_spec> specs,
            std::span<const std::string_view> args)
        : context_(std::move(context)), specs_(specs.begin(), specs.end()) {
        for (std::size_t i = 0; i < args.size(); ++i) {
            const std::string_view arg = args[i];
            if (arg.size() < 3 || !arg.starts_with("--"))
                throw usage_error("unexpected argument '" + std::string(arg) + "' for '" +
                                  context_ + "'; options start with --");
            std::string_view name = arg.substr(2);
            std::optional<std::string_view> inline_value;
            if (const auto eq = name.find('='); eq != std::string_view::npos) {
                inline_value = name.substr(eq + 1);
                name = name.substr(0, eq);
            }
            const option_spec* spec = find(name);
            if (spec == nullptr)
                throw usage_error("unknown option --" + std::string(name) + " for '" + context_ +
                                  "'; expected one of " + option_names());
            if (has(name))
                throw usage_error("option --" + std::string(name) + " is given twice");
            std::string_view value;
            if (spec->value.empty()) {
                if (inline_value)
                    throw usage_error("option --" + std::string(name) + " takes no value");
            } else if (inline_value) {
                value = *inline_value;
            } else if (i + 1 < args.size()) {
                value = args[++i];
            } else {
                throw usage_error("option --" + std::string(name) + " needs a value, " + std::string(spec->value) +
                                  ": " + std::string(spec->help));
            }
            given_.emplace_back(name, value);
        }
    }

    [[nodiscard]] const std::string& context() const noexcept { return context_; }

    [[nodiscard]] bool has(std::string_view name) const noexcept {
        for (const auto& [n, v] : given_)
            if (n == name) return true;
        return false;
    }

    [[nodiscard]] std::optional<std::string_view> get(std::string_view name) const noexcept {
        for (const auto& [n, v] : given_)
            if (n == name) return v;
        return std::nullopt;
    }

    [[nodiscard]] std::string_view required(std::string_view name) const {
        if (const auto v = get(name)) return *v;
        std::string what = "--" + std::string(name);
        if (const option_spec* spec = find(name))
            what += (spec->value.empty() ? "" : " " + std::string(spec->value)) + " (" + std::string(spec->help) + ")";
        throw usage_error("'" + context_ + "' needs " + what);
    }

    // An integer in [low, high]; `fallback` when the option is absent.
    [[nodiscard]] std::uint64_t integer(std::string_view name, std::uint64_t fallback,
                                        std::uint64_t low, std::uint64_t high) const {
        const auto text = get(name);
        if (!text) return fallback;
        return parse_integer(name, *text, low, high);
    }
    [[nodiscard]] std::uint64_t required_integer(std::string_view name, std::uint64_t low,
                                                 std::uint64_t high) const {
        return parse_integer(name, required(name), low, high);
    }

    // One of `choices`; `fallback` when absent.
    [[nodiscard]] std::string_view choice(std::string_view name, std::string_view fallback,
                                          std::initializer_list<std::string_view> choices) const {
        const auto text = get(name);
        if (!text) return fallback;
        for (const std::string_view c : choices)
            if (c == *text) return c;
        throw usage_error("--" + std::string(name) + " must be " +
                          join_or({choices.begin(), choices.size()}) + ", not '" +
                          std::string(*text) + "'");
    }

private:
    [[nodiscard]] const option_spec* find(std::string_view name) const noexcept {
        for (const option_spec& s : specs_)
            if (s.name == name) return &s;
        return nullptr;
    }

    [[nodiscard]] std::string option_names() const {
        std::string out;
        for (const option_spec& s : specs_) {
            if (!out.empty()) out += ", ";
            out += "--";
            out += s.name;
        }
        return out;
    }

    [[nodiscard]] static std::uint64_t parse_integer(std::string_view name, std::string_view text,
                                                     std::uint64_t low, std::uint64_t high) {
        std::uint64_t v = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (ec != std::errc{} || end != text.data() + text.size() || v < low || v > high)
            throw usage_error("--" + std::string(name) + " must be a whole number from " +
                              std::to_string(low) + " to " + std::to_string(high) + ", not '" +
                              std::string(text) + "'");
        return v;
    }

    std::string context_;
    std::vector<option_spec> specs_;
    std::vector<std::pair<std::string_view, std::string_view>> given_;
};

}  // namespace cli
