#pragma once
// What backgammon says about itself (core/descriptor.hpp): its name, its
// named rules (the tool's `--rules NAME`), how a game starts, the range of
// returns(s), and the concept checks for every named policy, in one place.

#include <algorithm>
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
#include "rules.hpp"
#include "state.hpp"
#include "state_text.hpp"

namespace arbiter::backgammon {

// BG-10, BG-11.5: the largest |returns(s)[p]| under R: a backgammon (3) at
// the highest cube (max_cube) where gammons count and the cube is in play,
// else 1 (BG-8.3). A match returns +1/-1 (BG-13.6), never more.
template <rules_policy R>
[[nodiscard]] constexpr double max_return() noexcept {
    const double cube = R::cube ? static_cast<double>(R::max_cube) : 1.0;
    return (R::scoring == scoring_rule::gammons ? 3.0 : 1.0) * cube;
}

struct descriptor {
    static constexpr std::string_view name = "backgammon";
    static constexpr std::string_view summary =
        "backgammon with the doubling cube, matches and the Crawford rule, nackgammon and hypergammon";
    template <class R>
    using state_type = state<R>;
    // BG-0.4, BG-10.0, BG-15: the tool's names; a match is money with a
    // match length (the setup `match=N`, BG-13.7).
    using rules = rules_list<named_rules<"source", source_rules>, named_rules<"money", money_rules>,
                             named_rules<"nackgammon", nackgammon_rules>,
                             named_rules<"hypergammon", hypergammon_rules>>;
    // 3 × 32768 = 98304 (money_rules); the other named rules return ±1.
    static constexpr utility_range utility{
        -std::max({max_return<source_rules>(), max_return<money_rules>(), max_return<nackgammon_rules>(),
                   max_return<hypergammon_rules>()}),
        std::max({max_return<source_rules>(), max_return<money_rules>(), max_return<nackgammon_rules>(),
                  max_return<hypergammon_rules>()})};
    // Every game ends by the rules (BG-8.1): no cap.
    template <class R>
    using capped = R;
    static constexpr length_cap cap{};

    // The start of a game (or match) at its opening roll (BG-2, BG-9.2). The
    // setup is empty (a single game), `match=N` (a match to N points, 0 to
    // 32767, BG-13.7; the tool's --match N), or a full-state text
    // (state_text.hpp) to start from any state.
    template <class R>
    [[nodiscard]] static result<state<R>> start(const start_options& options) {
        const std::string_view setup = options.setup;
        const text::token whole = text::trimmed(text::token{setup, 0});
        if (whole.empty()) return state<R>{};
        if (whole.text.starts_with("match=") && whole.text.find('\n') == std::string_view::npos) {
            const auto f = text::split_field(whole);
            if (!f) return text::located(f.error(), setup);
            const auto length = text::to_integer<int>(text::trimmed(f->value), 0, 32767, "the match length");
            if (!length) return text::located(length.error(), setup);
            return state<R>{*length};
        }
        return parse_state<R>(setup);
    }
};

static_assert(game_descriptor<descriptor>);
// The whole interface of every policy is checked once for every game by
// tests/core/complete_game_test.cpp (core/complete_game.hpp).

}  // namespace arbiter::backgammon
