// Memoir '44 in the `arbiter` tool: what the generic commands
// (game_commands.hpp) do not know. --scenario NAME|FILE: a shipped scenario,
// a scenario text file (M44-9) or a .m44 file (M44-10, when the tool is
// built with nlohmann_json); the two sides by name; MCTS scored by the medal
// lead where its playouts stop; a full-state text's `rules:` line picks the
// rules (M44-11); perft from the start after a seeded deal.

#include <arbiter/memoir44.hpp>
#ifdef ARBITER_HAVE_M44_IMPORT
#include <arbiter/memoir44/m44_import.hpp>
#endif

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <fstream>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "game_info.hpp"

namespace m44 = arbiter::memoir44;

namespace {

// The setup text of --scenario: a shipped scenario's name as it is (the
// descriptor's start reads it), else the file's scenario text.
std::string scenario_setup(std::string_view name) {
    if (m44::shipped(name)) return std::string(name);
    if (!std::ifstream{std::string(name), std::ios::binary})
        throw cli::usage_error(
            fmt::format("--scenario '{}' is neither a shipped scenario (brennau-crossing, "
                        "hedgerow-lane) nor a readable file",
                        name));
    std::string text = cli::detail::read_file(name, "--scenario");
    if (name.ends_with(".m44")) {
#ifdef ARBITER_HAVE_M44_IMPORT
        const auto s = m44::import_m44(text, std::string(name));
        if (!s) throw cli::usage_error(fmt::format("{}: {}", name, s.error().what()));
        return m44::to_string(*s);
#else
        throw cli::usage_error(fmt::format(
            "{}: this tool was built without nlohmann_json, so it cannot read .m44 files", name));
#endif
    }
    if (const auto s = m44::parse_scenario(text); !s)
        throw cli::usage_error(fmt::format("{}: {}", name, s.error().what()));
    return text;
}

// The name of the scenario a setup text starts (M44-9.1).
[[nodiscard]] std::string scenario_name(const std::string& setup) {
    if (setup.empty()) return m44::brennau_crossing().name;
    if (const auto s = m44::shipped(setup)) return s->name;
    const auto s = m44::parse_scenario(setup);
    return s ? s->name : std::string("the scenario");
}

// Where an MCTS playout stops short of the end: each side's medals as a
// share of the medals it needs (M44-8.3, M44-9.2), the difference halved, so
// that a finished game (+1/-1, M44-8.7) counts for more than any lead.
struct medal_lead {
    template <class R>
    [[nodiscard]] std::array<double, 2> operator()(const m44::state<R>& s) const {
        if (is_terminal(s)) return returns(s);
        const auto share = [&](m44::side sd) {
            const int need = std::max<int>(1, s.medals_to_win[static_cast<std::size_t>(sd)]);
            return static_cast<double>(m44::medals(s, sd)) / static_cast<double>(need);
        };
        const double lead =
            0.5 * std::clamp(share(m44::side::allies) - share(m44::side::axis), -1.0, 1.0);
        return {lead, -lead};
    }
};

// Decisions an MCTS playout makes before medal_lead scores it: a few turns
// (a random game is some hundreds of decisions).
inline constexpr std::uint32_t mcts_playout_plies = 40;

struct memoir44_traits : cli::game_traits_base {
    [[nodiscard]] static std::vector<cli::option_spec> start_specs() {
        return {{"scenario", "NAME|FILE",
                 "brennau-crossing (default), hedgerow-lane, a scenario text file or a .m44 file"}};
    }
    [[nodiscard]] static std::string setup_text(const cli::options& opts) {
        const auto name = opts.get("scenario");
        return name ? scenario_setup(*name) : std::string();
    }
    // MCTS sees only its side's observation (M44-7); its playouts stop
    // after a few turns, scored by the medal lead.
    template <class S>
    [[nodiscard]] static std::optional<cli::bot_fn<S>> make_bot(std::string_view name,
                                                                const cli::options& opts) {
        if (name != "mcts") return std::nullopt;
        auto bot = std::make_shared<cli::library_bot<S, medal_lead>>(name, opts, medal_lead{},
                                                                     mcts_playout_plies);
        return cli::bot_fn<S>([bot](const S& s, std::mt19937_64& rng) { return (*bot)(s, rng); });
    }
    // M44-11: a full-state text names its rules (`rules: standard`), so
    // --state and --position need no --rules; --rules, when given, must
    // agree (the reader says so).
    [[nodiscard]] static std::optional<cli::rules_choice> choose_rules(const cli::options& opts) {
        if (opts.has("rules")) return std::nullopt;
        std::string text;
        if (const auto file = opts.get("state"))
            text = cli::detail::read_file(*file, "--state");
        else if (const auto p = opts.get("position"))
            text = std::string(*p);
        else
            return std::nullopt;
        arbiter::text::line_reader lines(text);
        for (arbiter::text::text_line l; lines.next(l);) {
            if (!l.text.text.starts_with("rules:")) continue;
            const arbiter::text::token name = arbiter::text::trimmed(l.text.sub(6));
            const auto names = arbiter::rules_names<m44::descriptor>();
            if (std::find(names.begin(), names.end(), name.text) == names.end()) {
                const auto at = arbiter::text::locate(text, name.offset);
                throw cli::usage_error(fmt::format(
                    "bad state: line {}, column {}: no rules '{}'; expected {}", at.line, at.column,
                    name.text, cli::detail::rules_help<m44::descriptor>()));
            }
            return cli::rules_choice{std::string(name.text), 0};
        }
        return std::nullopt;
    }
    // perft from the start: the deal (M44-6.1, 12 draws from the whole deck)
    // has too many paths to count, so it is drawn with --seed first.
    [[nodiscard]] static std::vector<cli::option_spec> extra_specs(std::string_view command) {
        if (command != "perft") return {};
        return {{"seed", "S", "seed of the deal when no state is given (default 1)"}};
    }
    [[nodiscard]] static std::optional<int> run_instead(std::string_view command,
                                                        const cli::options& opts) {
        if (command != "perft") return std::nullopt;
        if (opts.has("state") || opts.has("position")) {
            if (opts.has("seed"))
                throw cli::usage_error(
                    "--seed deals the start's cards; a given state has its hands");
            return std::nullopt;
        }
        return cli::detail::with_chosen_rules<m44::descriptor, memoir44_traits>(
            opts, [&]<class N>(std::type_identity<N>) {
                using S = arbiter::capped_state_of<m44::descriptor, N>;
                const auto depth = static_cast<unsigned>(opts.required_integer("depth", 0, 64));
                const std::uint64_t seed = opts.integer("seed", 1, 0, UINT64_MAX);
                S s = cli::detail::start_state<m44::descriptor, memoir44_traits, N>(opts);
                std::mt19937_64 rng(seed);
                while (s.step == m44::phase::deal)
                    s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                const auto t0 = std::chrono::steady_clock::now();
                const arbiter::perft_counts c = arbiter::perft(s, depth);
                const double seconds =
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                fmt::print(
                    "perft memoir44, rules {}\nfrom the start of {}, deal of seed {}\n"
                    "depth={} leaves={} expected={}/{} ({:.6f})\ntime: {:.3f} s\n",
                    N::name, scenario_name(setup_text(opts)), seed, depth, c.leaves,
                    c.expected.numerator(), c.expected.denominator(), c.expected.to_double(),
                    seconds);
                return 0;
            });
    }
    // `arbiter bench`: Brennau Crossing under the tutorial rules and under the standard ones.
    [[nodiscard]] static std::vector<cli::bench_entry> bench_rows() {
        return {{"tutorial", 0, 50}, {"standard", 0, 50}};
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
