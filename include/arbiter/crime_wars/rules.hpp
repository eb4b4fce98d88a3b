#pragma once
// Crime Wars constants and the variant policies (RULES.md beside this folder).
//
// A policy is `rules<Players, Variants...>`: the number of players and any
// mix of the variant tags below, in any order. Each tag switches on one
// alternative rule of Part D; the combinations the rules file forbids
// (CW-V0.2) fail to compile with the clause named.
//
//     using game = arbiter::crime_wars::rules<4, variant::hardcore, variant::bounty>;
//     arbiter::crime_wars::state<game> s;
//
// With variant::two_teams (CW-V1.17 to CW-V1.21, CW-V1.23: separate decks)
// a player is a *controller* of two *seats*: Players counts controllers,
// and `seats` the teams (seat s belongs to controller s % Players). With
// variant::great_empire (CW-V7) seats change controller at run time when a
// conqueror annexes them, alone or with Thug Alliance or two teams per
// player (CW-V0.1). The seats of one controller, and under Thug Alliance
// those of two allied controllers, are on one side (`allied`, state.hpp):
// an annexed seat follows its new controller's alliance (CW-V7.3). An
// ATTACK carries the turn seat's units (and under two teams its other
// seat's groups, CW-V1.20); every other seat of the attacker's side may then
// add groups (JOIN, decided by that seat's controller, seat by seat in turn
// order; a move holds one other seat's groups, and this reaches the same
// combined attacks), and every other seat of the target's side may add
// defenders (ALLY_DEFEND). V (CW-15.6) and a debt surrender count the groups of all
// the controller's seats (CW-V1.21, CW-V7.3), and he gives cards between his
// seats at once, for no price (CW-V1.14, CW-V1.20).
// With variant::merged_decks as well (CW-V1.22) each controller has one
// seat holding his two suits: seat c (his kingpin's suit, chosen at setup by
// setup::teams) takes the turns, and record c + Players holds the other
// suit's cards, kingless; the two records share one hand, one deck and one
// ordered bottom (see state.hpp). The option is the table's: every
// controller merges (a policy is one set of rules for the game).
// (Restoring the Snitch, CW-V1.11, is setup::restore_snitch.)

#include <array>
#include <concepts>
#include <cstdint>
#include <type_traits>

namespace arbiter::crime_wars {

// The alternative rules (Part D), as tags for rules<>.
namespace variant {
struct alliance {};         // CW-V1.1 to CW-V1.16: Thug Alliance, fixed pairs of allies
struct hardcore {};         // CW-V2: four dice per side in combat
struct aggressor {};        // CW-V3: every thug starts in play, bonuses applied
struct rush {};             // CW-V4: only the kingpins play, 5/5
struct diceless {};         // CW-V5: slips instead of dice (changes no probability)
struct rich_mans_curse {};  // CW-V6: the coin that forfeits spoils
struct gambling {};         // CW-V8: a pot of every cash payment
struct bounty {};           // CW-V9: $25 per killed thug
struct multiple_decks {};   // CW-V10: a second pack, for five to eight players (or teams)
struct two_teams {};        // CW-V1.17 to CW-V1.21, CW-V1.23: two teams per player, separate decks
struct great_empire {};     // CW-V7: a conqueror may annex the conquered team
struct merged_decks {};     // CW-V1.22: with two_teams, one seat, one deck and one kingpin per controller
}  // namespace variant

namespace detail {
template <class T, class... Ts>
inline constexpr int count_of = (0 + ... + int{std::is_same_v<T, Ts>});

template <class T>
inline constexpr bool is_variant_tag =
    std::is_same_v<T, variant::alliance> || std::is_same_v<T, variant::hardcore> || std::is_same_v<T, variant::aggressor> ||
    std::is_same_v<T, variant::rush> || std::is_same_v<T, variant::diceless> ||
    std::is_same_v<T, variant::rich_mans_curse> || std::is_same_v<T, variant::gambling> ||
    std::is_same_v<T, variant::bounty> || std::is_same_v<T, variant::multiple_decks> ||
    std::is_same_v<T, variant::two_teams> || std::is_same_v<T, variant::great_empire> ||
    std::is_same_v<T, variant::merged_decks>;
}  // namespace detail

// Whether a player count and a mix of variants make a game the rules file
// allows (CW-2.3, CW-V0.2), clause by clause; rules<> rejects the others at
// compile time with these checks.
template <int Players, class... Variants>
struct combination_check {
    static constexpr bool has_decks = detail::count_of<variant::multiple_decks, Variants...> > 0;
    static constexpr bool has_two_teams = detail::count_of<variant::two_teams, Variants...> > 0;
    static constexpr int seats = has_two_teams ? 2 * Players : Players;                  // CW-V1.17
    static constexpr bool players_ok = Players >= 2 && seats <= 8;                       // CW-2.3, CW-V1.17
    static constexpr bool decks_ok = has_decks == (seats > 4);                           // CW-V10.1
    static constexpr bool two_teams_ok =
        !has_two_teams || detail::count_of<variant::alliance, Variants...> == 0;  // CW-V0.2
    static constexpr bool merged_ok =
        detail::count_of<variant::merged_decks, Variants...> == 0 || has_two_teams;  // CW-V1.22
    static constexpr bool has_empire = detail::count_of<variant::great_empire, Variants...> > 0;
    static constexpr bool empire_ok = !has_empire || Players >= 3;  // CW-V7.1
    static constexpr bool not_aggressor_and_rush = !(detail::count_of<variant::aggressor, Variants...> > 0 &&
                                                     detail::count_of<variant::rush, Variants...> > 0);  // CW-V0.2
    static constexpr bool curse_ok =
        detail::count_of<variant::rich_mans_curse, Variants...> == 0 || Players >= 3;  // CW-V6.1
    static constexpr bool alliance_ok = detail::count_of<variant::alliance, Variants...> == 0 || Players == 4 ||
                                        Players == 6 || Players == 8;  // CW-V1.1, CW-V10.4
    static constexpr bool tags_ok = (detail::is_variant_tag<Variants> && ...);
    static constexpr bool no_repeats = ((detail::count_of<Variants, Variants...> == 1) && ...);
    static constexpr bool allowed =
        players_ok && decks_ok && not_aggressor_and_rush && curse_ok && alliance_ok && two_teams_ok && merged_ok &&
        empire_ok && tags_ok && no_repeats;
};
template <int Players, class... Variants>
inline constexpr bool combination_allowed = combination_check<Players, Variants...>::allowed;

template <int Players, class... Variants>
struct rules {
    using check = combination_check<Players, Variants...>;
    static_assert(check::tags_ok, "rules<N, V...>: each V must be a tag of crime_wars::variant");
    static_assert(check::no_repeats, "rules<N, V...>: a variant is named twice");
    static_assert(check::players_ok,
                  "CW-2.3, CW-V1.17: Crime Wars is for 2 to 8 players (2 to 4 controllers of two teams each)");
    static_assert(check::decks_ok,
                  "CW-V10.1: variant::multiple_decks is required with more than four teams, and used only then");
    static_assert(check::two_teams_ok, "CW-V0.2: alliance pairs cannot be combined with two teams per player");
    static_assert(check::merged_ok, "CW-V1.22: merged decks are an option of two teams per player (variant::two_teams)");
    static_assert(check::empire_ok, "CW-V7.1: Great Empire is for three or more players");
    static_assert(check::not_aggressor_and_rush, "CW-V0.2: Aggressor and Rush cannot be combined");
    static_assert(check::curse_ok, "CW-V6.1: Rich Man's Curse needs three or more players");
    static_assert(check::alliance_ok, "CW-V1.1, CW-V10.4: Thug Alliance is for four, six or eight players");

    static constexpr int players = Players;  // CW-2.1; under two_teams, the controllers (CW-V1.17)
    static constexpr int seats = check::seats;  // the teams, each taking its own turns (CW-V1.21)
    static constexpr bool two_teams = check::has_two_teams;  // CW-V1.17
    static constexpr bool great_empire = check::has_empire;   // CW-V7
    static constexpr bool merged_decks = detail::count_of<variant::merged_decks, Variants...> > 0;  // CW-V1.22
    // The seats that take turns: under merged decks only each controller's
    // first (CW-V1.22), else every team (CW-V1.21).
    static constexpr int turn_seats = merged_decks ? Players : check::seats;
    static constexpr bool alliance = detail::count_of<variant::alliance, Variants...> > 0;    // CW-V1
    static constexpr bool hardcore = detail::count_of<variant::hardcore, Variants...> > 0;    // CW-V2
    static constexpr bool aggressor = detail::count_of<variant::aggressor, Variants...> > 0;  // CW-V3
    static constexpr bool rush = detail::count_of<variant::rush, Variants...> > 0;            // CW-V4
    static constexpr bool diceless = detail::count_of<variant::diceless, Variants...> > 0;    // CW-V5
    static constexpr bool curse = detail::count_of<variant::rich_mans_curse, Variants...> > 0;  // CW-V6
    static constexpr bool gambling = detail::count_of<variant::gambling, Variants...> > 0;    // CW-V8
    static constexpr bool bounty = detail::count_of<variant::bounty, Variants...> > 0;        // CW-V9
    static constexpr bool multiple_decks = check::has_decks;                                  // CW-V10

    // CW-1.3, CW-13.1, CW-V10.3: the Snitch is used only with two players
    // (Rush has no cards at all, CW-V4.2).
    // CW-V1.23: never with two teams per player.
    static constexpr bool snitch = Players == 2 && !rush && !two_teams;
    // CW-12.3, CW-12.4: spoils only with three or more players at setup
    // (CW-V1.21: controllers).
    static constexpr bool spoils = Players >= 3;
    // CW-V2.1: dice per side in combat.
    static constexpr int combat_dice = hardcore ? 4 : 1;
};

// The standard game: two players, no variant. The named policies the tool
// offers are the descriptor's rules list (descriptor.hpp); any other
// combination is a rules<> of its own.
using standard_rules = rules<2>;

// ---------------------------------------------------------------- constants

// CW-1.2: suits, in the order of CW-4.4 (Spades, Hearts, Clubs, Diamonds).
enum class suit : std::uint8_t { spades, hearts, clubs, diamonds };

// A team is a suit of a pack (CW-0.3, CW-V10.2): team = suit + 4 * pack.
using team_id = std::uint8_t;
[[nodiscard]] constexpr suit suit_of(team_id t) noexcept { return static_cast<suit>(t % 4); }
[[nodiscard]] constexpr int pack_of(team_id t) noexcept { return t / 4; }

// CW-1.2: per-thug base attack and defense of each suit.
inline constexpr std::array<int, 4> base_attack{4, 1, 2, 3};
inline constexpr std::array<int, 4> base_defense{1, 4, 3, 2};

// CW-V4.1: a Rush kingpin is 5/5, defense not doubled.
inline constexpr int rush_kingpin_stat = 5;

inline constexpr std::uint32_t starting_money = 1000;  // CW-1.4, CW-3.2
inline constexpr std::uint32_t aggressor_money = 2000;  // CW-V3.2: $1000 + one Ace
inline constexpr std::uint32_t two_teams_money = 2000;  // CW-V1.19: one account per controller
inline constexpr std::uint32_t thug_price = 100;        // CW-1.4: per thug
inline constexpr std::uint32_t ace_bonus = 1000;        // CW-8.1
inline constexpr std::uint32_t bounty_per_thug = 25;    // CW-V9.1
inline constexpr int opening_draws = 2;                 // CW-3.6
// CW-V1.7: the most one GIVE_MONEY move hands over. [engine] The rule allows
// any multiple of $25 up to the giver's money; a bound per move keeps the
// move list finite, and a larger sum is given in several moves (GIVE_MONEY
// may be repeated), so exactly the same transfers are reachable.
inline constexpr std::uint32_t max_gift_per_move = 2500;

// CW-14.2: the roulette table, by face.
inline constexpr std::array<std::int32_t, 7> roulette_change{0, 0, -800, -400, 0, 400, 800};

// CW-15.7: the amount due on a loan of L is 1.25 L (L is a multiple of 100).
[[nodiscard]] constexpr std::uint32_t amount_due(std::uint32_t loan) noexcept { return loan + loan / 4; }

// CW-V2.2: ways four dice sum to s, s = 4..24, out of 1296.
inline constexpr std::array<std::uint32_t, 21> four_dice_ways{
    1, 4, 10, 20, 35, 56, 80, 104, 125, 140, 146, 140, 125, 104, 80, 56, 35, 20, 10, 4, 1};

template <class R>
concept rules_policy = requires {
    { R::players } -> std::convertible_to<int>;
    { R::seats } -> std::convertible_to<int>;
    { R::two_teams } -> std::convertible_to<bool>;
    { R::great_empire } -> std::convertible_to<bool>;
    { R::merged_decks } -> std::convertible_to<bool>;
    { R::turn_seats } -> std::convertible_to<int>;
    { R::alliance } -> std::convertible_to<bool>;
    { R::hardcore } -> std::convertible_to<bool>;
    { R::aggressor } -> std::convertible_to<bool>;
    { R::rush } -> std::convertible_to<bool>;
    { R::diceless } -> std::convertible_to<bool>;
    { R::curse } -> std::convertible_to<bool>;
    { R::gambling } -> std::convertible_to<bool>;
    { R::bounty } -> std::convertible_to<bool>;
    { R::multiple_decks } -> std::convertible_to<bool>;
    { R::snitch } -> std::convertible_to<bool>;
    { R::spoils } -> std::convertible_to<bool>;
    { R::combat_dice } -> std::convertible_to<int>;
};

}  // namespace arbiter::crime_wars
