// Stratego under libFuzzer (tests/fuzz/common.hpp).
//   read: byte 0 picks the reader (bits 0-2; bit 3 asks parse_position for
//         the setup check); the rest is the text: a square, a move, a board,
//         position or setup string (ST-10), a Gravon XML or GSN record
//         (ST-11), the full-state text, and what a record reader
//         accepts is replayed.
//   play: bytes 0-1 how many listed moves to play from the start (the 80
//         placements of the setup, then the game); the rest builds a move,
//         and at a side's first placement a whole arrangement, for try_play.
#include "common.hpp"

#include <arbiter/stratego.hpp>

namespace {

using namespace arbiter::stratego;
namespace fz = arbiter::fuzz;

enum reader : std::uint8_t { square, move_text, board, position, setup, xml, gsn, full_state, num_readers };

// A record's replay stops coherently: at the setup (no position) or at a
// move, with the moves before it played.
void check_replay(const gravon_record& rec) {
    const replay_report r = replay(rec);
    if (r.ok()) {
        fz::expect(r.bad_move_id == 0, "a replay that plays every move names no bad move");
        fz::expect(r.plies == (rec.field.empty() ? 0 : static_cast<int>(rec.moves.size())),
                   "a replay that plays every move counts them all");
    } else if (r.has_position) {
        fz::expect(r.bad_move_id > 0 && r.plies == r.bad_move_id - 1,
                   "a replay stopped at a move has played the moves before it", r.problem);
    } else {
        fz::expect(r.plies == 0, "a replay stopped at the setup has played nothing", r.problem);
    }
}

// Red and Blue letters name the same kind: the setup writer uses Red's.
void read_setup(std::string_view text) {
    fz::round_trip(text, "parse_setup", [](std::string_view t) { return parse_setup(t); },
                   [](const arrangement& a) { return to_setup_string(a); });
}

}  // namespace

void read_target(fz::bytes& in) {
    const std::uint8_t selector = in.next();
    const std::string_view text = in.rest();
    switch (selector % 8 % num_readers) {
        case square:
            fz::round_trip(text, "parse_square", [](std::string_view t) { return parse_square(t); },
                           [](int sq) { return square_name(sq); },
                           [](int sq) { fz::expect(sq >= 0 && sq < board_size, "parse_square gives a square of the board"); });
            break;
        case move_text:
            fz::round_trip(text, "parse_move", [](std::string_view t) { return parse_move(t); },
                           [](const move& m) { return to_string(m); });
            break;
        case board:
            fz::round_trip(text, "parse_board", [](std::string_view t) { return parse_board(t); },
                           [](const state<>& s) { return to_board_string(s); },
                           [](const state<>& s) { fz::expect_playable(s, "parse_board"); });
            break;
        case position: {
            const bool check_setup = (selector & 8) != 0;
            fz::round_trip(text, "parse_position", [&](std::string_view t) { return parse_position(t, check_setup); },
                           [](const state<>& s) { return to_position_string(s); },
                           [](const state<>& s) { fz::expect_playable(s, "parse_position"); });
            break;
        }
        case setup: read_setup(text); break;
        case xml:
            fz::round_trip(text, "parse_gravon_xml", [](std::string_view t) { return parse_gravon_xml(t); },
                           [](const gravon_record& rec) { return to_gravon_xml(rec); },
                           [](const gravon_record& rec) { check_replay(rec); });
            break;
        case full_state:
            fz::round_trip(text, "parse_state", [](std::string_view t) { return parse_state<classic_rules>(t); },
                           [](const state<>& s) { return to_string(s); },
                           [](const state<>& s) { fz::expect_playable(s, "parse_state"); });
            break;
        default:
            fz::read(parse_gsn(text), text, "parse_gsn", [&](const gravon_record& rec) {
                const auto w = to_gsn(rec);
                if (w) fz::expect_reads_back(parse_gsn(*w), rec, "parse_gsn", *w);  // else a name GSN cannot hold
                check_replay(rec);
            });
            break;
    }
}

void play_target(fz::bytes& in) {
    const std::size_t plies = in.next16() % 512;
    const state<> s = fz::walk(state<>{}, in, plies);
    const std::uint8_t mode = in.next();
    move m{in.next(), in.next()};  // any two bytes: a step, a placement, a rescue, or nothing
    if (mode & 1) m = move::step(m.from % board_size, m.to % board_size);
    fz::check_try_play(s, m);
    if (s.phase() == phase::setup && s.placed() == 0) {  // the whole setup at once (ST-3.4)
        arrangement a;
        for (auto& c : a.cells) c = static_cast<std::uint8_t>(in.next() % (num_kinds + 1));
        const state<> before = s;
        const auto r = try_play(s, a);
        fz::expect(s == before, "try_play never changes its input (an arrangement)");
        if (r) {
            fz::expect(*r == play(s, a), "try_play's successor equals play(s, arrangement)");
            fz::expect_playable(*r, "the successor of an accepted arrangement");
        } else {
            fz::expect(!r.error().message.empty(), "try_play's error has a message (an arrangement)");
        }
    }
}

namespace {

// A seeded random game of classic Stratego, as a Gravon record.
gravon_record random_record(std::mt19937_64& rng, int plies, int g) {
    state<> s = play(play(state<>{}, random_arrangement<classic_rules>(rng)), random_arrangement<classic_rules>(rng));
    gravon_record rec;
    rec.type = gravon_type::classic;
    rec.field = to_board_string(s);
    rec.players = {g % 2 ? "Red & co" : "red", "<Blue>"};
    for (int i = 0; i < plies && !is_terminal(s); ++i) {
        const auto moves = legal_moves(s);
        const move m = moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))];
        if (!m.is_step()) break;  // GSN and XML hold steps only
        rec.moves.push_back({i + 1, m.from, m.to});
        s = play(s, m);
    }
    // A result line holds the names (ST-11.6): a game cut short is a forfeit.
    rec.has_result = true;
    rec.result_type = is_terminal(s) && s.result().reason == end_reason::flag_captured ? 1 : 3;
    rec.winner = is_terminal(s) ? s.result().winner : static_cast<arbiter::player_id>(g % 2);
    return rec;
}

}  // namespace

void write_seeds(bool play_target_seeds, std::mt19937_64& rng) {
    if (play_target_seeds) {
        for (int i = 0; i < 30; ++i) {
            const std::size_t plies = static_cast<std::size_t>(i < 6 ? 13 * i : 80 + 9 * i);
            const auto w = fz::record_walk(state<>{}, rng, plies);
            std::string seed{static_cast<char>(plies >> 8), static_cast<char>(plies & 255)};
            seed += w.bytes;
            const auto moves = legal_moves(w.state);
            const move m = moves.empty() ? move{} : moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))];
            seed += {'\0', static_cast<char>(m.from), static_cast<char>(m.to)};
            fz::add_seed(seed);
        }
        return;
    }
    for (int g = 0; g < 8; ++g) {
        const auto sel = [](reader r) { return static_cast<std::uint8_t>(r); };
        state<> s = play(play(state<>{}, random_arrangement<classic_rules>(rng)), random_arrangement<classic_rules>(rng));
        fz::add_seed(fz::with_selector(sel(setup), to_setup_string(arrangement_of(s, g % 2 ? red : blue))));
        fz::add_seed(fz::with_selector(static_cast<std::uint8_t>(sel(position) | (g % 2 ? 8 : 0)), to_position_string(s)));
        for (int i = 0; i < 40 * g && !is_terminal(s); ++i) {
            const auto moves = legal_moves(s);
            s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
        }
        fz::add_seed(fz::with_selector(sel(board), to_board_string(s)));
        fz::add_seed(fz::with_selector(sel(position), to_position_string(s)));
        fz::add_seed(fz::with_selector(sel(full_state), to_string(s)));
        if (!is_terminal(s)) {
            const auto moves = legal_moves(s);
            const move m = moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))];
            fz::add_seed(fz::with_selector(sel(move_text), to_string(s, m)));
            fz::add_seed(fz::with_selector(sel(square), square_name(m.to)));
        }
        const gravon_record rec = random_record(rng, 6 + 20 * g, g);
        fz::add_seed(fz::with_selector(sel(xml), to_gravon_xml(rec)));
        if (const auto t = to_gsn(rec)) fz::add_seed(fz::with_selector(sel(gsn), *t));
    }
}
