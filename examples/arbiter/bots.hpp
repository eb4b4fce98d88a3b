#pragma once
// The library's bots (include/arbiter/bots/) in the tool, the same for every
// game: `--bot random` and `--bot mcts` with `--iterations N`. A game adds
// its own bots (backgammon's greedy, Stratego's simple) by name beside these.
//
// A new game gets both with one line where it seats a bot:
//
//     cli::library_bot<war_chest::state<>> bot(name, opts);   // then bot(s, rng)
//
// and lists cli::iterations_spec among its options. In a game with hidden
// information the bot is handed only the observation of the player to move
// (arbiter::bots::ask).

#include <arbiter/bots.hpp>
#include <arbiter/core.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>

#include "options.hpp"

namespace cli {

inline constexpr std::uint64_t default_iterations = 1000;

inline constexpr option_spec iterations_spec{"iterations", "N",
                                             "MCTS iterations per decision (default 1000; with --bot mcts)"};

// The search budget of `--bot mcts` from the command line.
[[nodiscard]] inline arbiter::bots::mcts_config mcts_options(const options& opts) {
    arbiter::bots::mcts_config c;
    c.iterations = static_cast<std::uint32_t>(opts.integer("iterations", default_iterations, 1, 10'000'000));
    // About one node per iteration, plus the chance nodes on the way.
    c.max_nodes = 4 * static_cast<std::size_t>(c.iterations) + 64;
    return c;
}

// selfplay's --bot: `B` seats B on both sides, `B1,B2` one each (player 0
// first); `fallback` when absent. Each game checks the names it knows.
[[nodiscard]] inline std::array<std::string_view, 2> bot_pair(const options& opts, std::string_view fallback) {
    const std::string_view text = opts.get("bot").value_or(fallback);
    const auto comma = text.find(',');
    if (comma == std::string_view::npos) return {text, text};
    const std::string_view second = text.substr(comma + 1);
    if (second.find(',') != std::string_view::npos)
        throw usage_error("--bot takes one bot, or two separated by a comma (player 0's first), not '" +
                          std::string(text) + "'");
    return {text.substr(0, comma), second};
}

// --iterations is the budget of --bot mcts; given with no mcts bot seated it
// would be ignored, so it is an error.
inline void check_iterations_used(const options& opts, bool mcts_seated) {
    if (opts.has("iterations") && !mcts_seated)
        throw usage_error("--iterations sets the budget of --bot mcts, and no mcts bot is seated");
}

// One of the library's bots for game S, by name: "random" or "mcts".
// Evaluate scores where an MCTS playout stops, Playout picks its moves (see
// bots::mcts).
template <arbiter::game S, class Evaluate = arbiter::bots::game_returns,
          class Playout = arbiter::bots::uniform_playout>
class library_bot {
public:
    [[nodiscard]] static bool provides(std::string_view name) noexcept { return name == "random" || name == "mcts"; }

    library_bot(std::string_view name, const options& opts, Evaluate evaluate = {},
                std::uint32_t playout_plies = arbiter::bots::mcts_config{}.playout_plies, Playout playout = {})
        : name_(name) {
        if (!provides(name)) throw usage_error("--bot must name a bot, not '" + std::string(name) + "'");
        if (name == "mcts") {
            auto c = mcts_options(opts);
            c.playout_plies = playout_plies;
            mcts_.emplace(c, std::move(evaluate), std::move(playout));
        }
    }

    // The move for the player to move in s (a decision node).
    template <class G>
    [[nodiscard]] arbiter::move_t<S> operator()(const S& s, G& rng) {
        if (mcts_) return arbiter::bots::ask(*mcts_, s, rng);
        return arbiter::bots::ask(random_, s, rng);
    }

    // "random", or "mcts (1000 iterations)".
    [[nodiscard]] std::string description() const {
        if (!mcts_) return name_;
        return fmt::format("mcts ({} iterations)", mcts_->config().iterations);
    }

private:
    std::string name_;
    arbiter::bots::random random_;
    std::optional<arbiter::bots::mcts<S, Evaluate, Playout>> mcts_;
};

}  // namespace cli
