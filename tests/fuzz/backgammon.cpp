// Backgammon under libFuzzer (tests/fuzz/common.hpp).
//   read: byte 0 picks the reader (bits 0-2: the IDs, a move, dice or the
//         full-state text, a .mat or .sgf match record) and the rules (bit 3: money or
//         hypergammon) and who is on roll for a bare Position ID (bit 4);
//         the rest is the text. Readers that need a state read it from a
//         gnubg ID before a zero byte.
//   play: byte 0 the match length (0: a money game), byte 1 how many listed
//         moves and outcomes to play from the start; the rest builds a move,
//         or a roll, that try_play must judge.
#include "common.hpp"

#include <arbiter/backgammon.hpp>
#include <arbiter/backgammon/record_log.hpp>

namespace {

using namespace arbiter::backgammon;
namespace fz = arbiter::fuzz;

enum reader : std::uint8_t { position_id, gnubg_id, match_id, xgid, move_text, dice_text, mat_text, sgf_text, num_readers };

// A match record (BG-24): replaying it never throws and a refusal says why;
// what the writer makes of it reads back and replays to the same end.
void check_record(const match_record& r, bool sgf) {
    const auto played = replay(r);
    if (!played) fz::expect(!played.error().message.empty(), "a refused record says why");
    const auto w = sgf ? to_sgf(r) : to_mat(r);
    if (!w) return;  // a record this format cannot hold
    const auto again = sgf ? parse_sgf(*w) : parse_mat(*w);
    if (!again) fz::fail("what to_mat / to_sgf writes reads back", again.error().what());
    const auto replayed = replay(*again);
    fz::expect(replayed.has_value() == played.has_value(), "a written record replays as its source does", *w);
    if (played && replayed) fz::expect(replayed->score == played->score, "a written record keeps the score", *w);
}

template <rules_policy R>
void read_as(std::uint8_t selector, std::string_view text) {
    constexpr int n = checkers_per_player<R>;
    switch (selector % 8 % num_readers) {
        case position_id: {
            const auto on_roll = static_cast<arbiter::player_id>((selector >> 4) & 1);
            fz::read(parse_position_id(text, on_roll, n), text, "parse_position_id", [&](const position& p) {
                const std::string w = to_position_id(p);
                fz::expect_reads_back(parse_position_id(w, p.on_roll, n), p, "parse_position_id", w);
            });
            break;
        }
        case gnubg_id:
            fz::round_trip(text, "parse_gnubg_id", [](std::string_view t) { return parse_gnubg_id<R>(t); },
                           [](const state<R>& s) { return to_gnubg_id(s); },
                           [](const state<R>& s) { fz::expect_playable(s, "parse_gnubg_id"); });
            break;
        case match_id: {
            const auto [pos, match] = fz::split_at_zero(text);
            const auto r = parse_match_id<R>(pos, match);
            if (r) {
                fz::expect_playable(*r, "parse_match_id");
                const std::string p = to_position_id(r->board()), m = to_match_id(*r);
                fz::expect_reads_back(parse_match_id<R>(p, m), *r, "parse_match_id", p + ":" + m);
            } else {
                // The position is the offset in whichever of the two IDs is wrong.
                fz::check_error(r.error(), pos.size() > match.size() ? pos : match, "parse_match_id");
            }
            break;
        }
        case xgid:
            fz::read(parse_xgid<R>(text), text, "parse_xgid", [&](const state<R>& s) {
                fz::expect_playable(s, "parse_xgid");
                const auto w = to_xgid(s);
                if (!w) fz::fail("a state parse_xgid accepts has an XGID", w.error().message);
                fz::expect_reads_back(parse_xgid<R>(*w), s, "parse_xgid", *w);
            });
            break;
        case move_text: {
            const auto [id, move_part] = fz::split_at_zero(text);
            const auto s = parse_gnubg_id<R>(id);
            if (!s) return;
            fz::read(parse_move(*s, move_part), move_part, "parse_move", [&](const move& m) {
                fz::expect(legal_moves(*s).contains(m), "parse_move gives a listed move");
                const std::string w = to_string(m, s->board());
                fz::expect_reads_back(parse_move(*s, w), m, "parse_move", w);
                fz::check_try_play(*s, m);
            });
            break;
        }
        case mat_text:
            fz::read(parse_mat(text), text, "parse_mat", [](const match_record& r) { check_record(r, false); });
            break;
        case sgf_text:
            fz::read(parse_sgf(text), text, "parse_sgf", [](const match_record& r) { check_record(r, true); });
            break;
        default:  // dice_text, and the full-state text, which reads every state it writes
            fz::round_trip(text, "parse_state", [](std::string_view t) { return parse_state<R>(t); },
                           [](const state<R>& s) { return to_string(s); },
                           [](const state<R>& s) { fz::expect_playable(s, "parse_state"); });
            fz::round_trip(text, "parse_dice", [](std::string_view t) { return parse_dice(t); },
                           [](const dice& d) { return to_string(d); });
            fz::round_trip(text, "parse_opening", [](std::string_view t) { return parse_opening(t); },
                           [](const dice& d) { return to_opening_string(d); });
            break;
    }
}

// A move from the input: a cube action, a resignation (BG-23) or pass, or
// up to four steps of any die and source (legal or not: try_play must tell).
move build_move(fz::bytes& in) {
    const std::uint8_t t = in.next();
    if (t % 4 == 0) {
        switch (in.next() % 9) {
            case 0: return move::roll();
            case 1: return move::double_offer();
            case 2: return move::take();
            case 3: return move::drop();
            case 4: return move::beaver();
            case 5: return move::resign(1 + in.next() % max_resign_level);
            case 6: return move::accept();
            case 7: return move::reject();
            default: return move::pass();
        }
    }
    move m;
    const int steps = in.next() % 5;
    for (int i = 0; i < steps; ++i) {
        const auto die = static_cast<std::uint8_t>(1 + in.next() % 6);
        const auto from = static_cast<std::uint8_t>(1 + in.next() % 25);
        m.add_step({die, from});
    }
    return m;
}

// The bytes build_move reads to make `m`.
std::string encode_move(const move& m) {
    if (!m.is_play() || m.is_pass()) {
        switch (m.type()) {
            case move::kind::roll: return {'\0', '\0'};
            case move::kind::double_offer: return {'\0', '\1'};
            case move::kind::take: return {'\0', '\2'};
            case move::kind::drop: return {'\0', '\3'};
            case move::kind::beaver: return {'\0', '\4'};
            case move::kind::resign: return {'\0', '\5', static_cast<char>(m.resign_level() - 1)};
            case move::kind::accept: return {'\0', '\6'};
            case move::kind::reject: return {'\0', '\7'};
            case move::kind::play: return {'\0', '\10'};
        }
    }
    std::string out{'\1', static_cast<char>(m.size())};
    for (int i = 0; i < m.size(); ++i) {
        out += static_cast<char>(m[i].die - 1);
        out += static_cast<char>(m[i].from - 1);
    }
    return out;
}

using play_rules = money_rules;

}  // namespace

void read_target(fz::bytes& in) {
    const std::uint8_t selector = in.next();
    if (selector & 8) read_as<hypergammon_rules>(selector, in.rest());
    else read_as<money_rules>(selector, in.rest());
}

void play_target(fz::bytes& in) {
    const int match_length = in.next() % 8;
    const std::size_t plies = in.next();
    const state<play_rules> s = fz::walk(state<play_rules>(match_length), in, plies);
    fz::check_try_play(s, build_move(in));
    const dice d{static_cast<std::uint8_t>(in.next() % 8), static_cast<std::uint8_t>(in.next() % 8)};
    fz::check_try_outcome(s, d);
}

namespace {

template <rules_policy R>
void reader_seeds(std::uint8_t rules_bit, std::mt19937_64& rng, int games, std::size_t until) {
    for (int g = 0; g < games; ++g) {
        state<R> s(g % 3 == 0 ? 5 : 0);
        int ply = 0;
        while (!is_terminal(s) && fz::seeds().size() < until) {
            const auto who = current_player(s);
            if (++ply % 23 == 0 && s.phase() != phase::opening_roll) {
                const auto sel = [&](reader r) { return static_cast<std::uint8_t>(r | rules_bit); };
                const std::string id = to_gnubg_id(s);
                if (ply % 2 == 0) fz::add_seed(fz::with_selector(sel(dice_text), to_string(s)));  //
                switch (ply / 23 % 4) {
                    case 0: fz::add_seed(fz::with_selector(sel(gnubg_id), id)); break;
                    case 1:
                        if (auto x = to_xgid(s)) fz::add_seed(fz::with_selector(sel(xgid), *x));
                        break;
                    case 2:
                        fz::add_seed(fz::with_selector(sel(match_id), to_position_id(s.board()) + '\0' + to_match_id(s)));
                        break;
                    default:
                        fz::add_seed(fz::with_selector(
                            static_cast<std::uint8_t>(sel(position_id) | (s.board().on_roll << 4)),
                            to_position_id(s.board())));
                }
                if (who >= 0) {
                    const auto moves = legal_moves(s);
                    const move m = moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))];
                    fz::add_seed(fz::with_selector(sel(move_text), id + '\0' + to_string(m, s.board())));
                }
            }
            if (who == arbiter::chance_player) {
                const dice d = arbiter::sample_outcome(chance_outcomes(s), rng);
                if (ply % 13 == 0)
                    fz::add_seed(fz::with_selector(static_cast<std::uint8_t>(dice_text | rules_bit),
                                                   s.phase() == phase::opening_roll ? to_opening_string(d) : to_string(d)));
                s = play(s, d);
            } else {
                const auto moves = legal_moves(s);
                s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
            }
        }
    }
}

// Random games (a match, or money games) as the tool's game log, read into a
// match record and written by the library's .mat and .sgf writers.
void record_seeds(std::mt19937_64& rng, int match_length, int games) {
    std::string log = "# arbiter game log (arbiter replay FILE plays it again)\ngame backgammon\nrules money\nmatch " +
                      std::to_string(match_length) + "\nplayer0 Anna\nplayer1 Bruno\n";
    for (int g = 1; g <= games; ++g) {
        log += "begin " + std::to_string(g) + "\n";
        state<money_rules> s(match_length);
        while (!is_terminal(s)) {
            if (current_player(s) == arbiter::chance_player) {
                const dice d = arbiter::sample_outcome(chance_outcomes(s), rng);
                log += "chance " + std::to_string(d.first) + "-" + std::to_string(d.second) + "\n";
                s = play(s, d);
                continue;
            }
            const auto moves = legal_moves(s);
            const move m = moves[arbiter::uniform_bot_index(moves, rng)];
            log += std::to_string(int{current_player(s)}) + " " + to_string(m, s.board()) + "\n";
            s = play(s, m);
        }
        const auto r = returns(s);  // whole numbers, written as the tool writes them ("1", not "1.000000")
        log += "end " + std::to_string(static_cast<int>(r[0])) + " " + std::to_string(static_cast<int>(r[1])) + "\n";
    }
    const auto rec = parse_game_log(log);
    if (!rec) fz::fail("a log of random games reads as a match record", rec.error().what());
    const auto mat = to_mat(*rec);
    const auto sgf = to_sgf(*rec);
    if (!mat || !sgf) fz::fail("a record of random games is written as .mat and .sgf");
    fz::add_seed(fz::with_selector(mat_text, *mat));
    fz::add_seed(fz::with_selector(sgf_text, *sgf));
}

}  // namespace

void write_seeds(bool play_target_seeds, std::mt19937_64& rng) {
    if (!play_target_seeds) {
        reader_seeds<money_rules>(0, rng, 4, 32);
        reader_seeds<hypergammon_rules>(8, rng, 6, 48);
        record_seeds(rng, 3, 1);
        record_seeds(rng, 0, 3);
        return;
    }
    for (int i = 0; i < 30; ++i) {
        const int match_length = i % 4 == 0 ? 3 : 0;
        const std::size_t plies = static_cast<std::size_t>(5 + 8 * i);
        const auto w = fz::record_walk(state<play_rules>(match_length), rng, plies);
        std::string seed{static_cast<char>(match_length), static_cast<char>(plies)};
        seed += w.bytes;
        const auto moves = legal_moves(w.state);
        if (!moves.empty() && i % 3 != 2)
            seed += encode_move(moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
        else
            seed += std::string{'\1', '\2', '\3', '\7', '\5', '\0', '\1', '\5'};  // 4/? 6/?: any steps
        fz::add_seed(seed);
    }
}
