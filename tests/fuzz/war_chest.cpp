// War Chest under libFuzzer (tests/fuzz/common.hpp).
//   read: byte 0 picks the reader (bits 0-1: hex name, move text, full-state
//         text, chance outcome text) and the rules of a state (bit 2: 2 or 4
//         players; for an outcome, a deal or a round-start draw); the rest
//         is the text.
//   play: bytes 0-1 how many listed moves and outcomes to play from a new
//         2-player game; then a move for try_play: a listed one with some
//         fields replaced by input bytes, or all fields from the input.
#include "common.hpp"

#include <arbiter/core/playout.hpp>
#include <arbiter/war_chest.hpp>

namespace {

using namespace arbiter::war_chest;
namespace fz = arbiter::fuzz;

enum reader : std::uint8_t { hex_text, move_text, state_text, outcome_text, num_readers };

template <rules_policy R>
void read_state(std::string_view text) {
    fz::round_trip(text, "parse_state", [](std::string_view t) { return parse_state<R>(t); },
                   [](const state<R>& s) { return to_string(s); },
                   [](const state<R>& s) { fz::expect_playable(s, "parse_state"); });
}

constexpr std::uint8_t num_actions = static_cast<std::uint8_t>(action_names.size());

}  // namespace

void read_target(fz::bytes& in) {
    const std::uint8_t selector = in.next();
    const std::string_view text = in.rest();
    switch (selector % 4 % num_readers) {
        case hex_text:
            fz::round_trip(text, "parse_hex", [](std::string_view t) { return parse_hex(t); },
                           [](int h) { return hex_string(h); },
                           [](int h) { fz::expect(h >= 0 && h < grid_size, "parse_hex gives a hex of the grid"); });
            break;
        case move_text:
            fz::round_trip(text, "parse_move", [](std::string_view t) { return parse_move(t); },
                           [](const move& m) { return to_string(m); });
            break;
        case outcome_text: {
            // the deal of a new game (WC-3.3), or round 1's first draw (WC-4.3)
            auto outcome_of = [&](const auto& s) {
                fz::round_trip(text, "parse_outcome", [&](std::string_view t) { return parse_outcome(s, t); },
                               [&](const outcome& o) { return to_string(s, o); });
            };
            if (selector & 4) outcome_of(state<first_game_rules>{});
            else outcome_of(state<standard_rules>{});
            break;
        }
        default:
            if (selector & 4) read_state<four_player_rules>(text);
            else read_state<standard_rules>(text);
            break;
    }
}

void play_target(fz::bytes& in) {
    const std::size_t plies = in.next16() % 512;
    const state<standard_rules> s = fz::walk(state<standard_rules>{}, in, plies);
    const std::uint8_t mask = in.next();
    const auto listed = legal_moves(s);
    move m;
    if ((mask & 1) && !listed.empty()) m = listed[in.below(listed.size())];
    // Each field from the input when its bit is set (any byte: try_play must
    // reject a coin or hex that does not exist).
    if (mask & 2) m.kind = static_cast<action>(in.next() % num_actions);
    if (mask & 4) m.coin = in.next();
    if (mask & 8) m.from = in.next();
    if (mask & 16) m.to = in.next();
    if (mask & 32) m.ordered = in.next();
    if (mask & 64) m.card = in.next();
    if (mask & 128) {
        m.seat = in.next();
        m.from_supply = (in.next() & 1) != 0;
    }
    fz::check_try_play(s, m);
}

void write_seeds(bool play_target_seeds, std::mt19937_64& rng) {
    if (play_target_seeds) {
        for (int i = 0; i < 30; ++i) {
            const auto plies = static_cast<std::size_t>(3 + 15 * i);
            const auto w = fz::record_walk(state<standard_rules>{}, rng, plies);
            std::string seed{static_cast<char>(plies >> 8), static_cast<char>(plies & 255)};
            seed += w.bytes;
            // A listed move, then the same with its hexes replaced.
            seed += i % 2 ? std::string{'\1', '\0'} : std::string{'\31', '\0', '\3', '\7', '\x30'};
            fz::add_seed(seed);
        }
        return;
    }
    const std::vector<std::string> moves{"deploy archer c2", "attack crossbowman d3 f3", "recruit royal pikeman",
                                         "tactic ensign d4 e5 d5", "move d4 e4", "soak supply", "pick scout",
                                         "claim royal", "control pikeman d3", "ban lancer", "choose 2"};
    for (const auto& t : moves) fz::add_seed(fz::with_selector(move_text, t));
    for (const auto& t : {"a1", "g7", "D4"}) fz::add_seed(fz::with_selector(hex_text, t));
    for (const auto& t : {"deal archer", "1 0 255 255"}) fz::add_seed(fz::with_selector(outcome_text, t));
    for (const auto& t : {"draw crossbowman royal swordsman", "3 3 14 16"})
        fz::add_seed(fz::with_selector(outcome_text | 4, t));
    for (int g = 0; g < 12; ++g) {
        const auto plies = static_cast<std::size_t>(10 + 25 * g);
        if (g % 3 == 2) {
            const auto s = arbiter::random_playout(state<four_player_rules>{}, rng, plies);
            fz::add_seed(fz::with_selector(state_text | 4, to_string(s)));
        } else {
            const auto s = arbiter::random_playout(state<standard_rules>{}, rng, plies);
            fz::add_seed(fz::with_selector(state_text, to_string(s)));
            if (!is_terminal(s) && current_player(s) >= 0) {
                const auto listed = legal_moves(s);
                fz::add_seed(fz::with_selector(
                    move_text, to_string(move(listed[static_cast<std::size_t>(arbiter::uniform_below(rng, listed.size()))]))));
            }
        }
    }
}
