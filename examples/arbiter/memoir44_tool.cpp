// Memoir '44 in the `arbiter` tool: what the generic commands
// (game_commands.hpp) do not know. --scenario NAME|FILE: a shipped scenario,
// a scenario text file (M44-9) or a .m44 file (M44-10, when the tool is
// built with nlohmann_json); the two sides by name.

#include <arbiter/memoir44.hpp>
#ifdef ARBITER_HAVE_M44_IMPORT
#include <arbiter/memoir44/m44_import.hpp>
#endif

#include <string>
#include <string_view>

#include "game_commands.hpp"

namespace m44 = arbiter::memoir44;

namespace {

// The setup text of --scenario: a shipped scenario's name as it is (the
// descriptor's start reads it), else the file's scenario text.
std::string scenario_setup(std::string_view name) {
    if (m44::shipped(name)) return std::string(name);
    std::string text = cli::detail::read_file(name, "--scenario");
    if (name.ends_with(".m44")) {
#ifdef ARBITER_HAVE_M44_IMPORT
        const auto s = m44::import_m44(text, std::string(name));
        if (!s) throw cli::usage_error(fmt::format("{}: {}", name, s.error().what()));
        return m44::to_string(*s);
#else
        throw cli::usage_error(fmt::format("{}: this tool was built without nlohmann_json, so it cannot read .m44 files", name));
#endif
    }
    if (const auto s = m44::parse_scenario(text); !s)
        throw cli::usage_error(fmt::format("{}: {}", name, s.error().what()));
    return text;
}

struct memoir44_traits : cli::game_traits_base {
    [[nodiscard]] static std::vector<cli::option_spec> start_specs() {
        return {{"scenario", "NAME|FILE",
                 "brennau-crossing (default), hedgerow-lane, a scenario text file or a .m44 file"}};
    }
    [[nodiscard]] static std::string setup_text(const cli::options& opts) {
        const auto name = opts.get("scenario");
        return name ? scenario_setup(*name) : std::string();
    }
    // A player id is its side's number: the Allies 0, the Axis 1.
    template <class S>
    [[nodiscard]] static std::string player_label(const S&, std::size_t p) {
        return p == static_cast<std::size_t>(m44::side::allies) ? "Allies" : "Axis";
    }
};

}  // namespace

const cli::game_info& cli::memoir44_game() {
    static const game_info info = make_game_info<m44::descriptor, memoir44_traits>();
    return info;
}
