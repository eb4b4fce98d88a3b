#pragma once
// What Stratego says about itself (core/descriptor.hpp): its name, its named
// rulesets (the only place their names are spelled), how a game starts, its
// utility range and its length cap; and the concept checks of every named
// ruleset, in one place.

#include <string_view>
#include <type_traits>

#include "../core/descriptor.hpp"
#include "../core/game.hpp"
#include "../core/result.hpp"
#include "../core/tensor.hpp"
#include "../core/text_game.hpp"
#include "actions.hpp"
#include "apply.hpp"
#include "checked.hpp"
#include "generate.hpp"
#include "move_text.hpp"
#include "observation.hpp"
#include "position_text.hpp"
#include "rules.hpp"
#include "state.hpp"
#include "state_text.hpp"
#include "tensor.hpp"

namespace arbiter::stratego {

// ST-8.7: R with a draw after `plies_without_attack` plies without an attack,
// so that two bots that never attack still finish. Every attack removes a
// piece, so a game then has at most 80 * (cap + 1) plies.
template <rules_policy R, int Cap>
struct capped_rules : R {
    static constexpr int max_plies_without_attack = Cap;
};

struct descriptor {
    static constexpr std::string_view name = "stratego";
    static constexpr std::string_view summary =
        "Stratego: hidden armies of 40 (or fewer) pieces, capture the Flag (RULES.md ST-1 to ST-12)";
    template <class R>
    using state_type = state<R>;
    // ST-9.13: the presets; classic is the default ruleset (ST-0.3).
    using rules = rules_list<named_rules<"classic", classic_rules>, named_rules<"isf", isf_rules>,
                             named_rules<"isf3", isf3_rules>, named_rules<"barrage", barrage_rules>,
                             named_rules<"duell", duell_rules>,
                             named_rules<"ultimate-lightning", ultimate_lightning_rules>,
                             named_rules<"milton-bradley", milton_bradley_rules>>;
    static constexpr utility_range utility{-1, 1};  // ST-8.8: +1 win, -1 loss, 0 draw
    static constexpr length_cap cap{200, "plies without an attack", "ST-8.7"};
    template <class R>
    using capped = capped_rules<R, static_cast<int>(cap.limit)>;

    // The start of a game of R. An empty setup: Red's first setup decision
    // (ST-3.4). Otherwise `setup` is one of
    //  - a full-state text, any state of the game;
    //  - a position string "<board string> r|b" (ST-10.5, ST-3.6);
    //  - Red's and Blue's setup strings (ST-10.6), separated by white space,
    //    checked against R's army (ST-3.5): the position at Red's first move.
    template <class R>
    static result<state<R>> start(const start_options& o) {
        const std::string_view t = o.setup;
        if (t.empty()) return state<R>{};
        if (t.find('=') != std::string_view::npos) return parse_state<R>(t);
        text::scanner words(t);
        const text::token first = words.next(), second = words.next();
        if (!words.at_end()) return text::located(text::error_at(words.next(), "unexpected text after the setup"), t);
        if (second.text == "r" || second.text == "b") return parse_position<R>(text::trimmed({t, 0}).text);
        if (first.text.size() == 40 && second.text.size() == 40) {
            const auto red_setup = parse_setup(first.text);
            const auto blue_setup = parse_setup(second.text);
            for (const auto* side : {&red_setup, &blue_setup}) {
                if (*side) continue;
                error e = detail::shifted(side->error(), side == &red_setup ? first.offset : second.offset);
                e.message = (side == &red_setup ? "Red's setup string: " : "Blue's setup string: ") + e.message;
                return text::located(e, t);
            }
            return start_game<R>(*red_setup, *blue_setup);
        }
        return text::located(
            make_error("a Stratego setup is a full-state text (key=value lines), a position string "
                       "\"BOARD r|b\" (ST-10.5), or Red's and Blue's setup strings (ST-10.6)",
                       first.offset),
            t);
    }
};

static_assert(game_descriptor<descriptor>);
// The whole interface of every ruleset, named or not (the Gravon replay
// rules), is checked once for every game by tests/core/complete_game_test.cpp
// (core/complete_game.hpp).

}  // namespace arbiter::stratego
