// Crime Wars under libFuzzer (tests/fuzz/common.hpp).
//   read: byte 0 picks the reader (bits 0-1: full-state text, move text,
//         outcome text) and the rules (bits 2-3: the standard game, 4
//         players with Thug Alliance and gambling, 3 players with two teams,
//         Great Empire and multiple decks); the rest is the text. Move and
//         outcome text is read in the state whose text comes before a zero
//         byte.
//   play: byte 0 the rules (bit 0: standard, or the 4-player alliance
//         game), bytes 1-2 how many listed moves and outcomes to play from
//         the start; then a move and an outcome for try_play: listed ones
//         with some fields replaced by input bytes, or all from the input.
#include "common.hpp"

#include <arbiter/crime_wars.hpp>

#include <type_traits>

namespace {

using namespace arbiter::crime_wars;
namespace fz = arbiter::fuzz;

enum reader : std::uint8_t { state_text, move_text, outcome_text, num_readers };

using alliance_rules = rules<4, variant::alliance, variant::gambling>;
using empire_rules = rules<3, variant::two_teams, variant::great_empire, variant::multiple_decks>;

constexpr std::uint8_t num_actions = static_cast<std::uint8_t>(action::conquest) + 1;
constexpr std::uint8_t num_chance_kinds = static_cast<std::uint8_t>(chance_kind::combat) + 1;

template <rules_policy R>
void read_as(std::uint8_t selector, std::string_view text) {
    if (selector % 4 % num_readers == state_text) {
        fz::round_trip(text, "parse_state", [](std::string_view t) { return parse_state<R>(t); },
                       [](const state<R>& s) { return to_string(s); },
                       [](const state<R>& s) { fz::expect_playable(s, "parse_state"); });
        return;
    }
    const auto [context, part] = fz::split_at_zero(text);
    const auto s = parse_state<R>(context);
    if (!s) return;
    if (selector % 4 % num_readers == move_text) {
        fz::read(parse_move(*s, part), part, "parse_move", [&](const move& m) {
            const std::string w = to_string(*s, m);
            fz::expect_reads_back(parse_move(*s, w), m, "parse_move", w);
            fz::check_try_play(*s, m);
        });
    } else {
        fz::read(parse_outcome(*s, part), part, "parse_outcome", [&](const outcome& o) {
            const std::string w = to_string(*s, o);
            fz::expect_reads_back(parse_outcome(*s, w), o, "parse_outcome", w);
            fz::check_try_outcome(*s, o);
        });
    }
}

template <rules_policy R>
void play_as(fz::bytes& in) {
    const std::size_t plies = in.next16() % 512;
    const state<R> s = fz::walk(state<R>{}, in, plies);
    std::uint8_t mask = in.next();
    const auto listed = legal_moves(s);
    move m;
    if ((mask & 1) && !listed.empty()) m = listed[in.below(listed.size())];
    // Each field from the input when its bit is set: any card, seat, set
    // set of another seat, sum of dollars and conquest choice, which try_play must judge.
    if (mask & 2) m.kind = static_cast<action>(in.next() % num_actions);
    if (mask & 4) m.target = in.next();
    if (mask & 8) m.seat = static_cast<arbiter::player_id>(in.next());
    if (mask & 16) m.cards = in.next16();
    if (mask & 32) m.dollars = in.next16();
    if (mask & 64) m.other_cards = in.next16();
    if (mask & 128) m.annex = (in.next() & 1) != 0;
    fz::check_try_play(s, m);

    mask = in.next();
    const auto outcomes = chance_outcomes(s);
    outcome o;
    if ((mask & 1) && !outcomes.empty()) o = outcomes[in.below(outcomes.size())].outcome;
    if (mask & 2) o.kind = static_cast<chance_kind>(in.next() % num_chance_kinds);
    if (mask & 4) o.first = in.next();
    if (mask & 8) o.second = in.next();
    fz::check_try_outcome(s, o);
}

// Texts of states met in a seeded random game of R, with a move or an
// outcome of some of them.
template <rules_policy R>
void reader_seeds(std::uint8_t rules_bits, std::mt19937_64& rng, int every) {
    const auto sel = [&](reader r) { return static_cast<std::uint8_t>(r | rules_bits); };
    state<R> s;
    for (int ply = 0; !is_terminal(s); ++ply) {
        const bool chance = current_player(s) == arbiter::chance_player;
        const auto pick = [&](std::size_t n) { return static_cast<std::size_t>(arbiter::uniform_below(rng, n)); };
        if (chance) {
            const outcome o = arbiter::sample_outcome(chance_outcomes(s), rng);
            if (ply % every == 0)
                fz::add_seed(fz::with_selector(sel(outcome_text), to_string(s) + '\0' + to_string(s, o)));
            s = play(s, o);
        } else {
            const auto moves = legal_moves(s);
            const move m = moves[pick(moves.size())];
            if (ply % every == 1) fz::add_seed(fz::with_selector(sel(state_text), to_string(s)));
            if (ply % every == 2)
                fz::add_seed(fz::with_selector(sel(move_text), to_string(s) + '\0' + to_string(s, m)));
            s = play(s, m);
        }
    }
    fz::add_seed(fz::with_selector(sel(state_text), to_string(s)));  // the end of the game
}

template <rules_policy R>
void play_seeds(char rules_byte, std::mt19937_64& rng, int count) {
    for (int i = 0; i < count; ++i) {
        const auto plies = static_cast<std::size_t>(3 + 9 * i);
        const auto w = fz::record_walk(state<R>{}, rng, plies);
        std::string seed{rules_byte, static_cast<char>(plies >> 8), static_cast<char>(plies & 255)};
        seed += w.bytes;
        // A listed move and outcome; every other one with its cards replaced.
        seed += i % 2 ? std::string{'\1', '\0', '\1', '\0'} : std::string{'\21', '\0', '\x0f', '\xf0', '\1', '\0'};
        fz::add_seed(seed);
    }
}

}  // namespace

void read_target(fz::bytes& in) {
    const std::uint8_t selector = in.next();
    switch (selector >> 2 & 3) {
        case 0: read_as<standard_rules>(selector, in.rest()); break;
        case 1: read_as<alliance_rules>(selector, in.rest()); break;
        default: read_as<empire_rules>(selector, in.rest()); break;
    }
}

void play_target(fz::bytes& in) {
    if (in.next() & 1) play_as<alliance_rules>(in);
    else play_as<standard_rules>(in);
}

void write_seeds(bool play_target_seeds, std::mt19937_64& rng) {
    if (play_target_seeds) {
        play_seeds<standard_rules>('\0', rng, 16);
        play_seeds<alliance_rules>('\1', rng, 16);
        return;
    }
    reader_seeds<standard_rules>(0, rng, 14);
    reader_seeds<alliance_rules>(4, rng, 40);
    reader_seeds<empire_rules>(8, rng, 30);
}
