// A first game of Memoir '44: two random players fight the tutorial scenario
// Brennau Crossing under the tutorial rules (RULES.md Part A), printed step by
// step. The loop is the one of backgammon_first_game.cpp; here a turn is many
// decisions and chance events:
//
//   decisions: play a card, activate the units it orders, move, battle,
//              react, retreat, end the turn (M44-T-3 to M44-T-7)
//   chance:    the card draws, the attack roll and the defense die (M44-6),
//              each an outcome with an exact probability
//
// The game ends when a side holds the medals the scenario asks (M44-8).

#include <arbiter/bots.hpp>
#include <arbiter/memoir44.hpp>
#include <arbiter/memoir44/format.hpp>  // fmt formatters: the board, decisions, outcomes

#include <cstdlib>
#include <random>

#include <fmt/format.h>

namespace m44 = arbiter::memoir44;

int main(int argc, char** argv) {
    // The seed fixes the game: 2026, or the first argument (another game).
    std::mt19937_64 rng(argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 2026);
    arbiter::bots::random bot;  // uniform over the legal decisions
    const m44::scenario scenario = m44::brennau_crossing();
    auto s = m44::start_game<m44::tutorial_rules>(scenario);  // the board set, before the deal

    const auto side_name = [](m44::side sd) { return sd == m44::side::allies ? "Allies" : "Axis"; };
    int turn = 0;
    int decisions = 0;
    while (!is_terminal(s)) {
        const arbiter::player_id who = current_player(s);
        if (who == arbiter::chance_player) {
            const m44::outcome o = arbiter::sample_outcome(chance_outcomes(s), rng);
            // The deal is not printed; later draws and every roll are.
            if (s.step() != m44::phase::deal) fmt::print("      ({})\n", m44::to_string(o));
            s = play(s, o);
            continue;
        }
        if (s.turn() != turn) {
            turn = s.turn();
            fmt::print("turn {}, {}:\n", turn, side_name(s.active()));
        }
        const m44::move m = bot.choose(s, rng);
        // The defender decides too: reactions and retreats (M44-T-5.1, M44-T-7.1).
        fmt::print("  {:<6} {}\n", side_name(static_cast<m44::side>(who)), m44::to_string(m));
        ++decisions;
        s = play(s, m);
    }

    fmt::print("\nThe final position:\n{}\n", s);
    fmt::print("The {} win, {} medals to {}, after {} turns and {} decisions\n", side_name(s.winner()),
               m44::medals(s, s.winner()), m44::medals(s, s.winner() == m44::side::allies ? m44::side::axis : m44::side::allies),
               s.turn(), decisions);
}
