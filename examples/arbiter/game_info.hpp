#pragma once
// A game's entry in the tool (commands.hpp's game_info), made from its
// descriptor and traits: every command with its options, usage and help, the
// generic implementation (game_commands.hpp) behind each.
//
//   const cli::game_info& cli::war_chest_game() {
//       static const game_info info = make_game_info<war_chest::descriptor, war_chest_traits>();
//       return info;
//   }

#include <arbiter/core.hpp>

#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <fmt/format.h>

#include "bots.hpp"
#include "commands.hpp"
#include "engine_game.hpp"
#include "game_commands.hpp"
#include "game_traits.hpp"
#include "options.hpp"

namespace cli {

// ------------------------------------------------------------------ the table

namespace detail {
// Whether D hides something from its players (moves --viewer).
template <class D>
[[nodiscard]] bool has_observations() {
    bool any = false;
    arbiter::for_each_rules<D>([&]<class N>(std::type_identity<N>) {
        any = any || arbiter::observation_text_game<arbiter::capped_state_of<D, N>>;
    });
    return any;
}
template <class D>
[[nodiscard]] bool has_player_choice() {
    bool any = false;
    arbiter::for_each_rules<D>([&]<class N>(std::type_identity<N>) { any = any || N::players != 0; });
    return any;
}
}  // namespace detail

// A command: the game's own way when it takes it, else the generic one.
template <class Traits, arbiter::fixed_string Name, int (*Generic)(const options&)>
int run_command(const options& opts) {
    if (const auto status = Traits::run_instead(Name.view(), opts)) return *status;
    return Generic(opts);
}

// The game's entry in the tool: every command, its usage and its options.
template <class D, class Traits>
[[nodiscard]] game_info make_game_info() {
    using C = game_commands<D, Traits>;
    static std::deque<std::string> usage_lines;  // what game_command::usage views (a deque keeps them in place)
    static const std::string rules_text =
        fmt::format("the rules: {} (default {})", detail::rules_help<D>(), arbiter::rules_names<D>().front());
    static const std::string bot_text = fmt::format("random, mcts{}{}, or one per player: B0,B1,... (player 0's first)",
                                                    Traits::extra_bots.empty() ? "" : ", ", Traits::extra_bots);
    static const std::string play_bot_text = fmt::format("the other players' bot (default {})", Traits::play_bot);
    const option_spec rules{"rules", "NAME", rules_text};
    const option_spec players{"players", "N", "how many players, where the rules let it vary"};
    const option_spec state{"state", "FILE", "a file holding a full-state text (arbiter replay LOG --at N writes one)"};
    const option_spec position{"position", "TEXT", "a full-state text, or another notation of the game's"};
    const option_spec seed{"seed", "S", "seed of the random engine (std::mt19937_64)"};
    // A command's own options, the game's for it, then those every command shares.
    const auto specs = [&](std::string_view command, std::vector<option_spec> own, bool bots) {
        (void)command;
        for (const option_spec& o : Traits::extra_specs(command)) own.push_back(o);
        if (bots)
            for (const option_spec& o : Traits::bot_specs()) own.push_back(o);
        own.push_back(rules);
        if (detail::has_player_choice<D>()) own.push_back(players);
        for (const option_spec& o : Traits::start_specs()) own.push_back(o);
        return own;
    };
    std::vector<option_spec> moves_own{state, position, {"outcome", "O", "a chance outcome to play first"}};
    if (detail::has_observations<D>())
        moves_own.push_back({"viewer", "P", "print what player P may see of the state (its observation text) instead"});
    game_info info{
        D::name,
        D::summary,
        {
            {"moves",
             {},
             "Prints the legal moves of the decision to take, one per line, in the\n"
             "game's notation (with the position each leads to, where the game has a\n"
             "short notation for it); at a chance node each outcome and its exact\n"
             "probability. --outcome plays a chance outcome first. Without a state:\n"
             "the start of a game of the rules. --viewer P (games with hidden\n"
             "information) prints player P's observation text instead.\n",
             specs("moves", moves_own, false),
             run_command<Traits, "moves", C::moves>},
            {"selfplay",
             {},
             "Bots play each other. MCTS sees only its player's observation in a game\n"
             "with hidden information; --iterations sets its budget per decision. The\n"
             "output is the same for the same options, except the last line (timing).\n",
             specs("selfplay",
                   {{"games", "N", "how many games to play"}, seed, {"bot", "B", bot_text}, iterations_spec, log_spec},
                   true),
             run_command<Traits, "selfplay", C::selfplay>},
            {"play",
             {},
             "You see only what your player may see, and read every move and chance\n"
             "outcome in words. Type decisions in the game's notation, in any case;\n"
             "`help` lists the commands (moves, hint, auto, undo, resign, save FILE,\n"
             "quit and the game's own). --resume LOG goes on from a game `save` wrote\n"
             "(so does --state LOG); --state FILE plays on from a full-state text\n"
             "(arbiter replay LOG --at N writes one); --log FILE saves the game.\n",
             specs("play",
                   {{"side", "P", "your player (default 0)"},
                    {"seed", "S", "seed of the random engine (default: a fresh one, printed)"},
                    {"bot", "B", play_bot_text},
                    iterations_spec,
                    state,
                    position,
                    {"resume", "LOG", "go on from the end of a game `save` or --log wrote"},
                    {"log", "FILE", "write the game as a log when it ends or stops (arbiter replay FILE checks it)"}},
                   true),
             run_command<Traits, "play", C::play_game>},
            {"perft",
             {},
             "Counts the paths of D decisions from the state (default: the start),\n"
             "every chance outcome in between expanded at no cost in depth. `leaves`\n"
             "counts every path, `expected` weighs each by its chance (exact).\n",
             specs("perft", {{"depth", "D", "how many decisions (chance outcomes cost no depth)"}, state, position},
                   false),
             run_command<Traits, "perft", C::perft>},
            {"bench",
             {},
             "Times legal_moves and play of every legal move over the decision positions\n"
             "of N random games, or of a file of states (one per line; a chance node\n"
             "stands for each of its outcomes), each for about a second.\n",
             specs("bench",
                   {{"count", "N", "how many random games give the positions (default 100)"},
                    {"seed", "S", "seed of the random games (default 1)"},
                    {"positions", "FILE", "states to time, one per line"}},
                   false),
             run_command<Traits, "bench", C::bench>},
        },
        C::replay,
        C::bench_rows,
        detail::rules_listing<D>,
        start_engine_game<D, Traits>};
    // The usage line of each command, from its options: the ones it needs
    // first, the others in brackets.
    for (game_command& c : info.commands) {
        std::string line, optional;
        for (const option_spec& o : c.option_list) {
            const bool needed = (c.name == "selfplay" && (o.name == "games" || o.name == "seed")) ||
                                (c.name == "perft" && o.name == "depth");
            const std::string word = o.value.empty() ? fmt::format("--{}", o.name) : fmt::format("--{} {}", o.name, o.value);
            if (needed) line += (line.empty() ? "" : " ") + word;
            else optional += fmt::format(" [{}]", word);
        }
        usage_lines.push_back(line.empty() && !optional.empty() ? optional.substr(1) : line + optional);
        c.usage = {usage_lines.back()};
    }
    return info;
}

}  // namespace cli
