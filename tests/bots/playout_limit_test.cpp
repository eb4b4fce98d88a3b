// MCTS playouts never run without end: with playout_plies at its default,
// a playout stops after the game's own limit (War Chest: the rounds of
// WC-19.6 in decisions) or default_playout_plies, so choose returns on every
// game and rules entry, even where the rules let a game go on for ever.

#include <doctest/doctest.h>

#include <arbiter/backgammon.hpp>
#include <arbiter/bots.hpp>
#include <arbiter/crime_wars.hpp>
#include <arbiter/memoir44.hpp>
#include <arbiter/stratego.hpp>
#include <arbiter/war_chest.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <type_traits>

namespace {

namespace pl_bots = arbiter::bots;
namespace pl_wc = arbiter::war_chest;
using pl_first = pl_wc::state<pl_wc::first_game_rules>;  // uncapped, as the user embedded it

// WC-4.11's traced position one round earlier: seat 0 holds a Pikeman coin
// (no free location for it) and his Royal Coin, seat 1 his Royal Coin only;
// empty supplies. Whatever seat 0 does, the next draw ends the game.
pl_first pl_traced() {
    pl_first s(pl_wc::first_game_armies, 0);
    pl_first::edit e{s};
    for (arbiter::player_id p = 0; p < 2; ++p) e.coins(p) = pl_wc::zones{};
    e.coins(0).hand[static_cast<std::size_t>(index(pl_wc::unit::pikeman))] = 1;
    e.coins(0).hand[pl_wc::royal] = 1;
    e.coins(1).hand[pl_wc::royal] = 1;
    const auto cell_of = [](pl_wc::unit u) { return pl_wc::cell{static_cast<std::uint8_t>(index(u) + 1), 1}; };
    e.put(*pl_wc::parse_hex("e1"), cell_of(pl_wc::unit::swordsman));
    e.put(*pl_wc::parse_hex("g2"), cell_of(pl_wc::unit::crossbowman));
    e.put(*pl_wc::parse_hex("a6"), cell_of(pl_wc::unit::archer));
    e.phase() = pl_wc::phase::use;
    e.turn() = 0;
    e.round() = 6000;
    return s;
}

template <class L>
struct pl_first_entry;
template <class N0, class... N>
struct pl_first_entry<arbiter::rules_list<N0, N...>> {
    using type = N0;
};

// The first position of D's default (first) rules entry where the player to
// move has two moves or more, reached by the first move wherever there is one.
template <class D, class G>
auto pl_first_choice(G& rng) {
    using Named = typename pl_first_entry<typename D::rules>::type;
    using S = arbiter::state_of<D, Named>;
    const auto start = D::template start<typename Named::rules_type>(arbiter::start_options{});
    REQUIRE_MESSAGE(start.has_value(), D::name);
    S s = *start;
    for (;;) {
        REQUIRE_FALSE(is_terminal(s));
        if (current_player(s) == arbiter::chance_player) {
            s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
            continue;
        }
        const auto moves = legal_moves(s);
        if (moves.size() >= 2) return s;
        s = play(s, moves[0]);
    }
}

template <class D>
void pl_check_default_rules() {
    std::mt19937_64 rng(9);
    const auto s = pl_first_choice<D>(rng);
    using S = std::remove_cvref_t<decltype(s)>;
    pl_bots::mcts_config c;
    c.iterations = 8;
    pl_bots::mcts<S> bot(c);
    CHECK(bot.config().playout_plies == pl_bots::playout_ply_limit<S>);
    const auto m = pl_bots::ask(bot, s, rng);
    const auto moves = legal_moves(s);
    CHECK_MESSAGE(std::find(moves.begin(), moves.end(), m) != moves.end(), D::name);
    CHECK(bot.last_search().iterations == 8);
}

}  // namespace

TEST_CASE("mcts: playout_plies at its default is the game's own limit, else default_playout_plies; a set value stays") {
    // WC-19.6: 200 rounds (the descriptor's cap) at 8 decisions a seat a round
    CHECK(pl_bots::mcts<pl_first>{}.config().playout_plies == 200 * 8 * 2);
    using pl_four = pl_wc::state<pl_wc::four_player_rules>;
    CHECK(pl_bots::mcts<pl_four>{}.config().playout_plies == 200 * 8 * 4);
    using bounded = pl_wc::state<pl_wc::bounded_rules>;  // its own cap: 60 rounds
    CHECK(pl_bots::mcts<bounded>{}.config().playout_plies == 60 * 8 * 2);
    using pl_classic = arbiter::stratego::state<arbiter::stratego::classic_rules>;
    CHECK(pl_bots::mcts<pl_classic>{}.config().playout_plies == pl_bots::default_playout_plies);
    pl_bots::mcts_config c;
    c.playout_plies = 7;
    CHECK(pl_bots::mcts<pl_first>{c}.config().playout_plies == 7);
}

TEST_CASE("WC-4.11 mcts with default settings returns from the traced War Chest position (uncapped first game)") {
    std::mt19937_64 rng(3);
    const pl_first s = pl_traced();
    pl_bots::mcts<pl_first> bot;  // 1000 iterations, default playouts
    const auto m = pl_bots::ask(bot, s, rng);
    CHECK((m == pl_wc::move::pass(index(pl_wc::unit::pikeman)) || m == pl_wc::move::pass(pl_wc::royal)));
    CHECK(bot.last_search().iterations == 1000);
    // whatever follows, the game ends at the next draw (WC-4.11)
    pl_first after = play(s, m);
    for (int step = 0; step < 8 && !is_terminal(after); ++step)
        after = current_player(after) == arbiter::chance_player ? play(after, chance_outcomes(after)[0].outcome)
                                                                : play(after, legal_moves(after)[0]);
    REQUIRE(is_terminal(after));
    CHECK(after.round() == 6001);  // the draw of the next round
    CHECK(pl_wc::dead_position_clause(after) == 11);
}

TEST_CASE("mcts with default playouts returns where a War Chest game never ends (a Royal Guard moved by the Royal Coin)") {
    pl_first s = pl_traced();
    pl_first::edit e{s};
    e.coins(0).hand = pl_wc::coin_counts{};
    e.coins(0).hand[pl_wc::royal] = 1;
    e.owner(pl_wc::unit::royal_guard) = 1;
    e.put(*pl_wc::parse_hex("d4"), pl_wc::cell{static_cast<std::uint8_t>(index(pl_wc::unit::royal_guard) + 1), 1});
    e.turn() = 1;
    std::mt19937_64 rng(4);
    pl_bots::mcts_config c;
    c.iterations = 10;
    pl_bots::mcts<pl_first> bot(c);
    const auto m = pl_bots::ask(bot, s, rng);
    const auto moves = legal_moves(s);
    CHECK(std::find(moves.begin(), moves.end(), m) != moves.end());
    CHECK(bot.last_search().iterations == 10);
}

TEST_CASE("mcts with few iterations and default playouts returns on every game's default rules entry") {
    pl_check_default_rules<arbiter::backgammon::descriptor>();
    pl_check_default_rules<arbiter::stratego::descriptor>();
    pl_check_default_rules<pl_wc::descriptor>();
    pl_check_default_rules<arbiter::memoir44::descriptor>();
    pl_check_default_rules<arbiter::crime_wars::descriptor>();
}
