// A house rule as a variant policy. Crime Wars' rules are a compile-time
// policy, rules<Players, variant tags...> (crime_wars/rules.hpp): the engine
// reads only the policy's members (R::players, R::hardcore, R::snitch, ...,
// the rules_policy concept lists them), and every `if constexpr` on them
// cites its clause. So there are two honest ways to write your own rules:
//
//  1. Compose the library's tags into a named policy. The mixes the rules
//     file forbids (CW-V0.2) fail to compile, naming the clause.
//  2. Derive from a policy and override one of its switches. Here the house
//     rule "no Snitch, even with two players": CW-13.1 makes the Joker the
//     Snitch in every two-player game; R::snitch is the switch the engine
//     reads for it (the deal of CW-3.4 and the SNITCH move of CW-13).
//
// The limit of this design: a house rule can only flip what the policy
// exposes. The amounts (the $25 bounty, the roulette table, the loan's
// 25%) are constants of rules.hpp, not members of the policy, so a rule such
// as "a $50 bounty" needs a change to the library, not a new policy.
// Settings that are not rules (a turn cap, who goes first) are given at run
// time in a cw::setup instead.

#include <arbiter/bots.hpp>
#include <arbiter/crime_wars.hpp>

#include <cstdint>
#include <random>
#include <string_view>

#include <fmt/format.h>

namespace cw = arbiter::crime_wars;

// 1. A named mix of the library's variants: three players, four dice per
//    side in combat (CW-V2) and $25 per thug killed (CW-V9).
using office_night = cw::rules<3, cw::variant::hardcore, cw::variant::bounty>;

// 2. The house rule: the two-player game without the Snitch.
struct no_snitch : cw::rules<2> {
    static constexpr bool snitch = false;  // house rule, instead of CW-13.1
};

// Both are full games for everything generic: bots, perft, the tool's loops.
static_assert(cw::rules_policy<no_snitch> && cw::rules_policy<office_night>);
static_assert(arbiter::hidden_information_game<cw::state<no_snitch>>);
static_assert(arbiter::hidden_information_game<cw::state<office_night>>);

// `games` random games from one seed: how long they last, and how often the
// Snitch was used.
template <class R>
void play_some(std::string_view name, int games, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    arbiter::bots::random bot;
    cw::setup settings;
    settings.turn_limit = 200;  // a run-time setting (CW-12.8): a game still on after 200 turns is drawn
    std::uint64_t turns = 0, snitches = 0, drawn = 0;
    for (int g = 0; g < games; ++g) {
        cw::state<R> s(settings);
        while (!is_terminal(s)) {
            if (current_player(s) == arbiter::chance_player) {
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                continue;
            }
            const cw::move m = bot.choose(s, rng);
            if (m.kind == cw::action::snitch) ++snitches;
            s = play(s, m);
        }
        turns += s.turns_taken();
        bool won = false;
        for (arbiter::player_id p = 0; p < R::players; ++p) won = won || cw::is_winner(s, p);
        if (!won) ++drawn;
    }
    fmt::print("{:<12} {} players: {} games, {:.2f} turns a game, Snitch used {} times, {} drawn\n", name, R::players,
               games, static_cast<double>(turns) / games, snitches, drawn);
}

int main() {
    // The Joker is dealt only where the policy says so (CW-3.4).
    const cw::state<cw::rules<2>> standard;
    const cw::state<no_snitch> house;
    fmt::print("Joker in player 0's deck: standard {}, house rule {}\n",
               cw::has(standard.team(0).deck, cw::joker) ? "yes" : "no",
               cw::has(house.team(0).deck, cw::joker) ? "yes" : "no");

    play_some<cw::rules<2>>("standard", 200, 7);
    play_some<no_snitch>("no Snitch", 200, 7);
    play_some<office_night>("office night", 100, 7);
}
