// Memoir '44 under libFuzzer (tests/fuzz/common.hpp).
//   read: byte 0 picks the reader (bits 0-2: scenario text, .m44 file when
//         the importer is built, move, outcome, full-state text) and the
//         rules of a state (bit 3: all 60 cards or the section cards only);
//         the rest is the text.
//   play: byte 0 the scenario (bit 0: Brennau Crossing or Hedgerow Lane),
//         bytes 1-2 how many listed moves and outcomes to play from its
//         start; then a move for try_play: a listed one with some fields
//         replaced by input bytes, or all fields from the input.
#include "common.hpp"

#include <arbiter/memoir44.hpp>
#if ARBITER_FUZZ_M44_IMPORT
#include <arbiter/memoir44/m44_import.hpp>
#endif

namespace {

using namespace arbiter::memoir44;
namespace fz = arbiter::fuzz;

enum reader : std::uint8_t { scenario_text, m44_file, move_text, outcome_text, state_text, num_readers };

// A scenario accepted (from either format) writes as M44-9 text that reads
// back the same, and a game can start from it.
void check_scenario(const scenario& sc, std::string_view reader) {
    const std::string w = to_string(sc);
    fz::expect_reads_back(parse_scenario(w), sc, reader, w);
    fz::expect_playable(start_game<standard_rules>(sc), std::string(reader) + ", the game started from it");
}

template <rules_policy R>
void read_state(std::string_view text) {
    fz::round_trip(text, "parse_state", [](std::string_view t) { return parse_state<R>(t); },
                   [](const state<R>& s) { return to_string(s); },
                   [](const state<R>& s) { fz::expect_playable(s, "parse_state"); });
}

scenario shipped(int i) { return i % 2 ? hedgerow_lane() : brennau_crossing(); }

}  // namespace

void read_target(fz::bytes& in) {
    const std::uint8_t selector = in.next();
    const std::string_view text = in.rest();
    switch (selector % 8 % num_readers) {
        case scenario_text:
            fz::read(parse_scenario(text), text, "parse_scenario",
                     [&](const scenario& sc) { check_scenario(sc, "parse_scenario"); });
            break;
        case m44_file:
#if ARBITER_FUZZ_M44_IMPORT
            // import_m44 never throws: an exception escaping it ends the run as a finding.
            fz::read(import_m44(text, "fuzz"), text, "import_m44",
                     [&](const scenario& sc) { check_scenario(sc, "import_m44"); });
#endif
            break;
        case move_text:
            fz::round_trip(text, "parse_move", [](std::string_view t) { return parse_move(t); },
                           [](const move& m) { return to_string(m); });
            break;
        case outcome_text:
            fz::round_trip(text, "parse_outcome", [](std::string_view t) { return parse_outcome(t); },
                           [](const outcome& o) { return to_string(o); });
            break;
        default:
            if (selector & 8) read_state<standard_sections_rules>(text);
            else read_state<standard_rules>(text);
            break;
    }
}

void play_target(fz::bytes& in) {
    const scenario sc = shipped(in.next());
    const std::size_t plies = in.next16() % 512;
    const state<standard_rules> s = fz::walk(start_game<standard_rules>(sc), in, plies);
    const std::uint8_t mask = in.next();
    const auto listed = legal_moves(s);
    move m;
    if ((mask & 1) && !listed.empty()) m = listed[in.below(listed.size())];
    // Each field from the input when its bit is set (any hex or card byte:
    // try_play must reject what does not exist).
    if (mask & 2) m.kind = static_cast<action>(in.next() % num_actions);
    if (mask & 4) m.from = in.next();
    if (mask & 8) m.to = in.next();
    if (mask & 16) m.use = static_cast<allowance>(in.next() % 4);
    fz::check_try_play(s, m);
}

void write_seeds(bool play_target_seeds, std::mt19937_64& rng) {
    if (play_target_seeds) {
        for (int i = 0; i < 30; ++i) {
            const auto plies = static_cast<std::size_t>(2 + 14 * i);
            const auto w = fz::record_walk(start_game<standard_rules>(shipped(i)), rng, plies);
            std::string seed{static_cast<char>(i % 2), static_cast<char>(plies >> 8), static_cast<char>(plies & 255)};
            seed += w.bytes;
            // A listed move, then the same with its target replaced.
            seed += i % 2 ? std::string{'\1', '\0'} : std::string{'\11', '\0', '\x2a'};
            fz::add_seed(seed);
        }
        return;
    }
    for (int i = 0; i < 2; ++i) fz::add_seed(fz::with_selector(scenario_text, to_string(shipped(i))));
#if ARBITER_FUZZ_M44_IMPORT
    // A small .m44 file (M44-10): no writer makes them, so one by hand.
    fz::add_seed(fz::with_selector(m44_file, R"({ "game_info": { "starting": "PLAYER1", "side_player1": "ALLIES",
  "side_player2": "AXIS", "cards_player1": 5, "cards_player2": 4, "victory_player1": 4, "victory_player2": 4 },
  "board": { "type": "STANDARD", "face": "COUNTRY", "hexagons": [
    { "row": 0, "col": 2, "terrain": { "name": "woods" }, "unit": { "name": "infger" } },
    { "row": 3, "col": 6, "terrain": { "name": "river", "orientation": 1 }, "tags": [ { "name": "medal2" } ] },
    { "row": 6, "col": 8, "obstacle": { "name": "wire" }, "unit": { "name": "tankus", "nbr_units": 2 } },
    { "row": 8, "col": 4, "unit": { "name": "inf" } } ] } })"));
#endif
    int outcomes = 0, moves_written = 0;  // a dozen of each is enough
    for (int g = 0; g < 14; ++g) {
        const auto plies = static_cast<std::size_t>(5 + 30 * g);
        state<standard_rules> s = start_game<standard_rules>(shipped(g));
        for (std::size_t i = 0; i < plies && !is_terminal(s); ++i) {
            if (current_player(s) == arbiter::chance_player) {
                const auto o = arbiter::sample_outcome(chance_outcomes(s), rng);
                if (i % 29 == 0 && outcomes++ < 12) fz::add_seed(fz::with_selector(outcome_text, to_string(o)));
                s = play(s, o);
                continue;
            }
            const auto moves = legal_moves(s);
            const move m = moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))];
            if (i % 31 == 0 && moves_written++ < 12) fz::add_seed(fz::with_selector(move_text, to_string(m)));
            s = play(s, m);
        }
        fz::add_seed(fz::with_selector(state_text, to_string(s)));
    }
    const state<standard_sections_rules> sections = start_game<standard_sections_rules>(brennau_crossing());
    fz::add_seed(fz::with_selector(state_text | 8, to_string(sections)));
}
