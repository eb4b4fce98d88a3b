#pragma once
// What Memoir '44 says about itself (core/descriptor.hpp): its name, its
// named rules (the tool's `--rules NAME`), how a game starts, the range of
// returns(s), and the concept checks for every rules policy, in one place.

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
#include "scenario.hpp"
#include "scenarios.hpp"
#include "state.hpp"
#include "state_text.hpp"

namespace arbiter::memoir44 {

struct descriptor {
    static constexpr std::string_view name = "memoir44";
    static constexpr std::string_view summary =
        "Memoir '44: the tutorial and the standard ruleset (all 60 cards, or the 40 section cards), "
        "scenarios as text (M44-9)";
    template <class R>
    using state_type = state<R>;
    // M44-0.1: the tutorial (Part A, the default), the standard rules with
    // all 60 cards (Part B) and with the 40 section cards only (M44-S-10).
    using rules = rules_list<named_rules<"tutorial", tutorial_rules>, named_rules<"standard", standard_rules>,
                             named_rules<"standard-sections", standard_sections_rules>>;
    // M44-8.7: +1 for the winner, -1 for the loser.
    static constexpr utility_range utility{-1, 1};
    // M44-8.7: no turn limit, and no cap: every game ends when a side has its
    // medals (M44-8.4), since each roll can only take figures away.
    template <class R>
    using capped = R;
    static constexpr length_cap cap{0, {}, "M44-8.7"};

    // The start of a game, before the deal (M44-5.1). The setup is empty
    // (Brennau Crossing, M44-SC-1), the id or name of a shipped scenario
    // (`brennau-crossing`, `Hedgerow Lane`; scenarios.hpp), a scenario text
    // (`m44-scenario 1` ..., M44-9), or a full-state text (`m44-state 1`
    // ..., M44-11) to go on from any state. (The tool reads .m44 files
    // itself, m44_import.hpp.)
    template <class R>
    [[nodiscard]] static result<state<R>> start(const start_options& options) {
        const std::string_view setup = options.setup;
        const text::token whole = text::trimmed(text::token{setup, 0});
        if (whole.empty()) return start_game<R>(brennau_crossing());
        if (whole.text.starts_with("m44-state") || whole.text.starts_with("game=")) return parse_state<R>(setup);
        if (whole.text.find('\n') != std::string_view::npos || whole.text.starts_with("m44-scenario")) {
            const auto sc = parse_scenario(setup);
            if (!sc) return sc.error();
            return start_game<R>(*sc);
        }
        const auto sc = shipped(whole.text);
        if (!sc) return text::located(text::error_at(whole, sc.error().message), setup);
        return start_game<R>(*sc);
    }
};

static_assert(game_descriptor<descriptor>);

// The whole interface of every policy, named or not, is checked once for
// every game by tests/core/complete_game_test.cpp (core/complete_game.hpp).

}  // namespace arbiter::memoir44
