#pragma once
// What a game says about itself, in one place, so that the tool, the tests,
// the benchmarks and the bindings start and name its games the same way:
//
//   struct descriptor {                              (in <game>/descriptor.hpp)
//       static constexpr std::string_view name = "war-chest";
//       static constexpr std::string_view summary = "...";   // one line for --help
//       template <class R> using state_type = state<R>;
//       using rules = rules_list<named_rules<"random", standard_rules, 2>, ...>;   // the first is the default
//       static constexpr utility_range utility{-1, 1};        // every returns(s)[p] lies in it
//       template <class R> using capped = ...;                // R with the length cap below
//       static constexpr length_cap cap{200, "rounds", "WC-19.6"};
//       template <class R> static result<state<R>> start(const start_options&);
//   };
//
// The rules list is the only place a variant's name is spelled; `players` is
// set where the same name is played by different numbers of players (War
// Chest's 2 or 4, Crime Wars' 2 to 8), else 0. The length cap is one policy
// mechanism: `capped<R>` is R with the game's own limit (rounds, plies
// without an attack, turns) set to cap.limit, the rules that end such a game
// (or R itself where every game ends on its own: cap.limit 0). Tools, tests
// and benchmarks that play random games all play `capped<R>`.

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "game.hpp"
#include "result.hpp"
#include "text_game.hpp"

namespace arbiter {

// A string usable as a template argument: named_rules<"money", money_rules>.
template <std::size_t N>
struct fixed_string {
    char chars[N]{};
    constexpr fixed_string(const char (&s)[N]) noexcept { std::copy_n(s, N, chars); }  // NOLINT: implicit by design
    [[nodiscard]] constexpr std::string_view view() const noexcept { return {chars, N - 1}; }
};

template <fixed_string Name, class Rules, int Players = 0>
struct named_rules {
    static constexpr std::string_view name = Name.view();
    using rules_type = Rules;
    static constexpr int players = Players;  // 0: the name's only number of players
};

template <class... Named>
struct rules_list {
    static constexpr std::size_t size = sizeof...(Named);
};

struct utility_range {
    double low = -1;
    double high = 1;
};

// A limit on a game's length, for play that might not end (random bots).
struct length_cap {
    std::size_t limit = 0;       // 0: no cap, every game ends by the rules
    std::string_view unit;       // "rounds", "plies without an attack"
    std::string_view clause;     // the rule the cap implements
};

// How a game starts: `players` where the rules let it vary (0: the rules'
// own), `setup` a game-specific text (a Memoir '44 scenario, a Stratego
// setup; empty: the rules' default start).
struct start_options {
    int players = 0;
    std::string_view setup;
};

template <class D>
concept game_descriptor = requires {
    { D::name } -> std::convertible_to<std::string_view>;
    { D::summary } -> std::convertible_to<std::string_view>;
    { D::rules::size } -> std::convertible_to<std::size_t>;
    { D::utility } -> std::convertible_to<utility_range>;
    { D::cap } -> std::convertible_to<length_cap>;
};

namespace detail {
template <class D, class F, class... Named>
constexpr void each_rules(rules_list<Named...>, F& f) {
    (f(std::type_identity<Named>{}), ...);
}
}  // namespace detail

// Calls f(std::type_identity<named_rules<...>>{}) for every entry of D's list.
template <game_descriptor D, class F>
constexpr void for_each_rules(F&& f) {
    detail::each_rules<D>(typename D::rules{}, f);
}

// The state type of entry N (a named_rules) of D, capped or not.
template <game_descriptor D, class Named>
using state_of = typename D::template state_type<typename Named::rules_type>;
template <game_descriptor D, class Named>
using capped_state_of = typename D::template state_type<typename D::template capped<typename Named::rules_type>>;

// Calls f(std::type_identity<named_rules<...>>{}) for the entry called `name`
// with `players` players (0: the first entry of that name) and returns true,
// or returns false when D has no such entry.
namespace detail {
template <class F, class... Named>
consteval bool callable_with_each(rules_list<Named...>) {
    return (std::is_invocable_v<F&, std::type_identity<Named>> && ...);
}
}  // namespace detail

template <game_descriptor D, class F>
constexpr bool with_rules(std::string_view name, int players, F&& f) {
    // One readable error for a callback of the wrong shape, instead of one
    // per rules entry from inside the loop below.
    constexpr bool callable = detail::callable_with_each<F>(typename D::rules{});
    static_assert(callable, "with_rules<D>(name, players, f): f must be callable as f(std::type_identity<N>{}) for "
                            "every rules entry N of D, as [&]<class N>(std::type_identity<N>) { ... } is "
                            "(N::rules_type is the entry's rules, state_of<D, N> its state)");
    bool found = false;
    if constexpr (callable) {
        for_each_rules<D>([&]<class Named>(std::type_identity<Named> n) {
            if (found || Named::name != name || (players != 0 && Named::players != 0 && Named::players != players))
                return;
            found = true;
            f(n);
        });
    }
    return found;
}

// "money, nackgammon or hypergammon" with each name once, for errors and help.
template <game_descriptor D>
[[nodiscard]] std::vector<std::string_view> rules_names() {
    std::vector<std::string_view> out;
    for_each_rules<D>([&]<class Named>(std::type_identity<Named>) {
        if (std::find(out.begin(), out.end(), Named::name) == out.end()) out.push_back(Named::name);
    });
    return out;
}

// The player counts `name` is played with (empty: the rules' own).
template <game_descriptor D>
[[nodiscard]] std::vector<int> players_of(std::string_view name) {
    std::vector<int> out;
    for_each_rules<D>([&]<class Named>(std::type_identity<Named>) {
        if (Named::name == name && Named::players != 0) out.push_back(Named::players);
    });
    return out;
}

}  // namespace arbiter
