#pragma once
// What Crime Wars says about itself (core/descriptor.hpp): its name, its
// named rules (the menu of the `arbiter` tool: each name is the list of
// variants as `--variant` spells it, "standard" for none, with each number
// of players it is offered for), its utility range, its length cap and how
// a game starts.
//
// The concept checks of the named policies (arbiter::game, text_game,
// hidden_information_game, has_public_text) are in
// tests/crime_wars/descriptor_test.cpp, once for every entry: here they
// would instantiate the 34 policies' states in every file that includes the
// game.

#include <string>
#include <string_view>

#include "../core/descriptor.hpp"
#include "../core/result.hpp"
#include "apply.hpp"
#include "rules.hpp"
#include "setup_text.hpp"
#include "state.hpp"

namespace arbiter::crime_wars {

struct descriptor {
    static constexpr std::string_view name = "crime-wars";
    static constexpr std::string_view summary =
        "Crime Wars: gangs of thugs hired, sent to fight and gambled for money, 2 to 8 players";
    template <class R>
    using state_type = state<R>;

private:
    using hc = variant::hardcore;
    using b = variant::bounty;
    using d = variant::multiple_decks;  // CW-V10.1: implied above four teams, never named
    using tt = variant::two_teams;
    using ge = variant::great_empire;
    using md = variant::merged_decks;
    template <fixed_string Name, class R>
    using entry = named_rules<Name, R, R::players>;

public:
    // The first is the default: the standard game of two players.
    using rules = rules_list<
        entry<"standard", standard_rules>, entry<"standard", crime_wars::rules<3>>, entry<"standard", crime_wars::rules<4>>,
        entry<"standard", crime_wars::rules<5, d>>, entry<"standard", crime_wars::rules<6, d>>,
        entry<"standard", crime_wars::rules<7, d>>, entry<"standard", crime_wars::rules<8, d>>,
        // CW-V2, CW-V9
        entry<"hardcore", crime_wars::rules<2, hc>>, entry<"hardcore", crime_wars::rules<4, hc>>,
        entry<"hardcore,bounty", crime_wars::rules<2, hc, b>>, entry<"hardcore,bounty", crime_wars::rules<3, hc, b>>,
        entry<"hardcore,bounty", crime_wars::rules<4, hc, b>>, entry<"hardcore,bounty", crime_wars::rules<5, hc, b, d>>,
        entry<"hardcore,bounty", crime_wars::rules<6, hc, b, d>>, entry<"hardcore,bounty", crime_wars::rules<7, hc, b, d>>,
        entry<"hardcore,bounty", crime_wars::rules<8, hc, b, d>>,
        // Each other variant alone with four players (CW-V1, CW-V3 to CW-V6, CW-V8, CW-V9)
        entry<"alliance", crime_wars::rules<4, variant::alliance>>,
        entry<"aggressor", crime_wars::rules<4, variant::aggressor>>, entry<"rush", crime_wars::rules<4, variant::rush>>,
        entry<"diceless", crime_wars::rules<4, variant::diceless>>,
        entry<"curse", crime_wars::rules<4, variant::rich_mans_curse>>,
        entry<"gambling", crime_wars::rules<4, variant::gambling>>, entry<"bounty", crime_wars::rules<4, b>>,
        // CW-V1.17: two teams per player, players counting controllers
        entry<"two-teams", crime_wars::rules<2, tt>>, entry<"two-teams", crime_wars::rules<3, tt, d>>,
        entry<"two-teams", crime_wars::rules<4, tt, d>>,
        // CW-V7: Great Empire, alone or with Thug Alliance or two teams per player
        entry<"great-empire", crime_wars::rules<3, ge>>, entry<"great-empire", crime_wars::rules<4, ge>>,
        entry<"alliance,great-empire", crime_wars::rules<4, variant::alliance, ge>>,
        entry<"two-teams,great-empire", crime_wars::rules<3, tt, ge, d>>,
        // CW-V1.22: merged decks
        entry<"two-teams,merged-decks", crime_wars::rules<2, tt, md>>,
        entry<"two-teams,merged-decks", crime_wars::rules<3, tt, md, d>>,
        entry<"two-teams,merged-decks", crime_wars::rules<4, tt, md, d>>,
        entry<"two-teams,great-empire,merged-decks", crime_wars::rules<3, tt, ge, md, d>>>;

    // The winners share 1, everyone else 0 (returns, state.hpp).
    static constexpr utility_range utility{0, 1};

    // CW-12.8: the turn cap is a field of the setup (setup::turn_limit,
    // `turn-limit=` in a setup text), chosen at run time; the rules
    // themselves have none, and every game ends (CW-12.6): R itself.
    template <class R>
    using capped = R;
    static constexpr length_cap cap{};

    // The start of a game: with an empty setup the rules' default (seat i
    // plays suit i, the first player rolled for, CW-2.4, CW-3.5); else a
    // setup text (setup_text.hpp: `first=0 turn-limit=200 teams=HSCD
    // allies=... play-on=yes restore-snitch=yes`, any of them), checked
    // as start_game checks a setup. `players` must be 0 or R's.
    template <class R>
    static result<state<R>> start(const start_options& o) {
        if (o.players != 0 && o.players != R::players)
            return make_error("these rules are for " + std::to_string(R::players) + " players, not " +
                              std::to_string(o.players));
        if (o.setup.empty()) return state<R>{};
        const auto su = parse_setup<R>(o.setup);
        if (!su) return su.error();
        return start_game<R>(*su);
    }
};

static_assert(game_descriptor<descriptor>);

}  // namespace arbiter::crime_wars
