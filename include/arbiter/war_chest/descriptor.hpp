#pragma once
// What War Chest says about itself (core/descriptor.hpp): its name, its
// named rules (the tool's `--rules NAME`, with `--players 2|4` where a name
// has both), how a game starts, the range of returns(s), the length cap of
// games between bots (WC-19.6), and the concept checks for every policy, in
// one place.

#include <string>
#include <string_view>

#include "../core/descriptor.hpp"
#include "../core/game.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "../core/text_game.hpp"
#include "apply.hpp"
#include "checked.hpp"
#include "generate.hpp"
#include "move_text.hpp"
#include "observation.hpp"
#include "rules.hpp"
#include "state.hpp"
#include "state_text.hpp"

namespace arbiter::war_chest {

// WC-19.6: R, ended with no winner after `rounds` rounds (a game between
// random bots seldom ends otherwise).
template <rules_policy R, int Rounds>
struct round_capped : R {
    static constexpr int round_limit = Rounds;
};

struct descriptor {
    static constexpr std::string_view name = "war-chest";
    static constexpr std::string_view summary =
        "War Chest for 2 or 4 players: random deal, draft, the first game and the battle presets";
    template <class R>
    using state_type = state<R>;
    // WC-19.5: the setups; random and draft for 2 or 4 players (WC-14.1,
    // WC-15.2), the first game (WC-3.6) and the battle presets (WC-15.5) for 2.
    using rules = rules_list<named_rules<"random", standard_rules, 2>, named_rules<"random", four_player_rules, 4>,
                             named_rules<"draft", draft_rules, 2>, named_rules<"draft", four_player_draft_rules, 4>,
                             named_rules<"first-game", first_game_rules>, named_rules<"gaugamela", gaugamela_rules>,
                             named_rules<"bannockburn", bannockburn_rules>, named_rules<"crecy", crecy_rules>>;
    // WC-11: +1 for each seat of the winning side, -1 for the others, 0 without a winner.
    static constexpr utility_range utility{-1, 1};
    // WC-19.6: the tool's, tests' and benchmarks' games end with no winner
    // after 200 rounds.
    static constexpr length_cap cap{200, "rounds", "WC-19.6"};
    template <class R>
    using capped = round_capped<R, static_cast<int>(cap.limit)>;

    // The start of a game of R: before the deal (random deal, draft), before
    // the flip (battle presets, WC-15.5) or at round 1 (first game, WC-3.6).
    // The setup is empty (that start), or a full-state text (state_text.hpp)
    // to start from any state. `players`, when given, must be R's.
    template <class R>
    [[nodiscard]] static result<state<R>> start(const start_options& options) {
        if (options.players != 0 && options.players != R::players)
            return make_error("these rules are played by " + std::to_string(R::players) + " players, not " +
                              std::to_string(options.players) + " (WC-14.1, WC-19.5)");
        const text::token whole = text::trimmed(text::token{options.setup, 0});
        if (whole.empty()) return state<R>{};
        return parse_state<R>(options.setup);
    }
};

static_assert(game_descriptor<descriptor>);
// The whole interface of every policy, named or not, is checked once for
// every game by tests/core/complete_game_test.cpp (core/complete_game.hpp).

}  // namespace arbiter::war_chest
