#pragma once
// Stratego action ids (core/actions.hpp): the fixed codec `steps` and the index
// codec (core/actions.hpp). Every legal move of every phase has exactly one
// steps id, and every id one move.
//
// Squares are in the mover's view: Red's squares as they are (ST-1.3: index
// 10 * row + column), Blue's turned half a turn, view = 99 - square, so that
// each side reads the board from its own edge and its own left, as its setup
// string does (ST-10.6). A policy head then sees the same geometry whichever
// side moves.
//
// steps_codec<R>, one id per decision, the blocks in this order:
//
//   block      ids (10 x 10 board)   what
//   step       18 * from + k         a move along a line (ST-4.2 to ST-4.5,
//              0 .. 1,799            ST-9.11 straight two-steps), from and to
//                                    in the mover's view: k 0-8 is the target
//                                    row in from's column (the 9 other rows,
//                                    ascending), k 9-17 the target column in
//                                    from's row (the 9 other columns) (ST-4.9)
//   setup      1,800 + k             the next setup square (ST-3.4, in setup-
//              1,800 .. 1,812        string order, so it is implied) gets kind
//                                    k 0..11 (ST-2.1 order), k = 12 empty
//   rescue     1,813 + 100 * k + to  (only if R::rescue, ST-9.12) removed kind
//              1,813 .. 3,012        k returns to square `to` (mover's view)
//   decline    3,013                 (only if R::rescue) the rescue declined
//   turn       base + 4 * from + d   (only if R::captain_two_step, ST-9.11) a
//                                    Captain's turning two-step to a diagonal
//                                    square: d = 2 * (to's row > from's row)
//                                    + (to's column > from's column), rows and
//                                    columns in the mover's view
//
// size: classic and every preset without rescue 1,813; with rescue 3,014
// (the first design's numbers); Ultimate Lightning (rescue and two-step Captain)
// 3,014 + 400 = 3,414. The turning block is a departure from the first design's
// table, which has no id for a move off the lines; it comes last so that
// the other blocks keep their ids in every ruleset.
//
// The mask lists legal_moves(s) (one id each, so the count is the list's
// size); advance decodes an id and returns the move only if it is legal.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <type_traits>

#include "../core/actions.hpp"
#include "checked.hpp"
#include "generate.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace arbiter::stratego {

// ST-1.1: the board's dimensions; board_size is their product.
inline constexpr int board_rows = 10;
inline constexpr int board_columns = 10;
static_assert(board_rows * board_columns == board_size);

// A square in player p's view and back (the same map both ways).
[[nodiscard]] constexpr int view_square(player_id p, int sq) noexcept { return p == red ? sq : board_size - 1 - sq; }

template <rules_policy R>
struct steps_codec {
    using move_type = move;
    struct progress {
        friend constexpr bool operator==(const progress&, const progress&) = default;
    };
    static constexpr std::string_view name = "steps";
    static constexpr std::size_t max_ids = 1;

    static constexpr int steps_per_square = (board_rows - 1) + (board_columns - 1);  // 18
    static constexpr std::size_t step_base = 0;
    static constexpr std::size_t setup_base = step_base + std::size_t{board_size} * steps_per_square;  // 1,800
    static constexpr std::size_t setup_ids = num_kinds + 1;                                            // 13
    static constexpr std::size_t rescue_base = setup_base + setup_ids;                                 // 1,813
    static constexpr std::size_t rescue_ids = R::rescue ? std::size_t{num_kinds} * board_size : 0;   // 1,200
    static constexpr std::size_t decline_id = rescue_base + rescue_ids;  // meaningful only if R::rescue
    static constexpr std::size_t turn_base = decline_id + (R::rescue ? 1 : 0);
    static constexpr std::size_t turn_ids = R::captain_two_step ? std::size_t{board_size} * 4 : 0;
    static constexpr std::size_t size = turn_base + turn_ids;

    // The id of move m when player p decides at phase ph, or -1 if no id
    // names it (a move shape the phase does not have). No legality check.
    [[nodiscard]] static constexpr std::int32_t id_of(stratego::phase ph, player_id p, const move& m) noexcept {
        switch (ph) {
            case phase::setup:
                if (!m.is_placement()) return -1;
                return as_id(setup_base + (m.places_nothing() ? std::size_t{num_kinds} : kind_index(m.piece_kind())));
            case phase::play: {
                if (!m.is_step() || m.to >= board_size) return -1;
                const int from = view_square(p, m.from), to = view_square(p, m.to);
                const int along = line_steps[static_cast<std::size_t>(from)][static_cast<std::size_t>(to)];
                if (along >= 0) return as_id(step_base + static_cast<std::size_t>(from * steps_per_square + along));
                const int fr = row_of(from), fc = column_of(from), tr = row_of(to), tc = column_of(to);
                const int dr = tr - fr, dc = tc - fc;
                if (!R::captain_two_step || (dr != 1 && dr != -1) || (dc != 1 && dc != -1)) return -1;
                return as_id(turn_base + static_cast<std::size_t>(from) * 4 + (dr > 0 ? 2u : 0u) + (dc > 0 ? 1u : 0u));
            }
            case phase::rescue:
                if constexpr (R::rescue) {
                    if (m.is_decline()) return as_id(decline_id);
                    if (!m.is_rescue() || m.to >= board_size) return -1;
                    return as_id(rescue_base + kind_index(m.piece_kind()) * board_size +
                                 static_cast<std::size_t>(view_square(p, m.to)));
                }
                return -1;
            case phase::over: break;
        }
        return -1;
    }

    // The move id names when player p decides at s (its phase, and at setup
    // its next square), whether legal or not; nullopt if id names none there.
    [[nodiscard]] static constexpr std::optional<move> move_of(const state<R>& s, std::size_t id) noexcept {
        const player_id p = s.to_move();
        switch (s.phase()) {
            case phase::setup: {
                if (id < setup_base || id >= setup_base + setup_ids) return std::nullopt;
                const int sq = setup_square(p, s.placed());
                const auto k = id - setup_base;
                return k == num_kinds ? move::place_nothing(sq) : move::place(static_cast<kind>(k), sq);
            }
            case phase::play: {
                if (id < setup_base) {
                    const int from = static_cast<int>(id / steps_per_square), k = static_cast<int>(id % steps_per_square);
                    const int fr = row_of(from), fc = column_of(from);
                    const int j = k - (board_rows - 1);  // the column choice, if k >= 9
                    const int to = j < 0 ? (k < fr ? k : k + 1) * board_columns + fc
                                         : fr * board_columns + (j < fc ? j : j + 1);
                    return move::step(view_square(p, from), view_square(p, to));
                }
                if (id < turn_base || id >= turn_base + turn_ids) return std::nullopt;
                const int from = static_cast<int>((id - turn_base) / 4), d = static_cast<int>((id - turn_base) % 4);
                const int tr = row_of(from) + (d >= 2 ? 1 : -1), tc = column_of(from) + (d % 2 == 1 ? 1 : -1);
                if (tr < 0 || tr >= board_rows || tc < 0 || tc >= board_columns) return std::nullopt;
                return move::step(view_square(p, from), view_square(p, tr * board_columns + tc));
            }
            case phase::rescue:
                if constexpr (R::rescue) {
                    if (id == decline_id) return move::decline_rescue();
                    if (id < rescue_base || id >= rescue_base + rescue_ids) return std::nullopt;
                    const auto k = (id - rescue_base) / board_size;
                    const int to = static_cast<int>((id - rescue_base) % board_size);
                    return move::rescue(static_cast<kind>(k), view_square(p, to));
                }
                return std::nullopt;
            case phase::over: break;
        }
        return std::nullopt;
    }

    // The id of legal move m of s.
    static std::size_t id(const state<R>& s, const move& m) noexcept {
        return static_cast<std::size_t>(id_of(s.phase(), s.to_move(), m));
    }
    static std::size_t mask(const state<R>& s, const progress&, std::span<std::uint8_t> out) noexcept {
        std::fill(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(size), std::uint8_t{0});
        if (is_terminal(s)) return 0;
        const auto moves = legal_moves(s);
        for (const move& m : moves) out[id(s, m)] = 1;
        return moves.size();
    }
    static std::optional<move> advance(const state<R>& s, progress&, std::size_t id) noexcept {
        const auto m = move_of(s, id);
        if (!m || !legal_moves(s).contains(*m)) return std::nullopt;
        return m;
    }
    // advance for an id set in mask(s, p): the move it names, unchecked.
    static std::optional<move> decode(const state<R>& s, progress&, std::size_t id) noexcept { return move_of(s, id); }
    static std::size_t encode(const state<R>& s, const move& m, std::span<std::int32_t> ids) noexcept {
        if (is_terminal(s) || !legal_moves(s).contains(m)) return 0;
        ids[0] = id_of(s.phase(), s.to_move(), m);
        return 1;
    }

private:
    // The step from `from` to `to` (view squares) among the 18 of its square:
    // the row reached (0-8, its own row skipped), else 9 + the column
    // reached; -1 off the lines. A table: which line a step takes is the
    // least predictable branch of a batch of games.
    static constexpr auto line_steps = [] {
        std::array<std::array<std::int8_t, board_size>, board_size> t{};
        for (int from = 0; from < board_size; ++from)
            for (int to = 0; to < board_size; ++to) {
                const int fr = row_of(from), fc = column_of(from), tr = row_of(to), tc = column_of(to);
                int along = -1;
                if (fc == tc && fr != tr) along = tr < fr ? tr : tr - 1;
                if (fr == tr && fc != tc) along = (board_rows - 1) + (tc < fc ? tc : tc - 1);
                t[static_cast<std::size_t>(from)][static_cast<std::size_t>(to)] = static_cast<std::int8_t>(along);
            }
        return t;
    }();
    [[nodiscard]] static constexpr std::size_t kind_index(kind k) noexcept { return static_cast<std::size_t>(k); }
    [[nodiscard]] static constexpr std::int32_t as_id(std::size_t id) noexcept { return static_cast<std::int32_t>(id); }
};

// The codecs of Stratego: steps first, index last (core/actions.hpp).
template <rules_policy R>
[[nodiscard]] constexpr codec_list<steps_codec<R>, index_codec<state<R>>> codecs(std::type_identity<state<R>>) noexcept {
    return {};
}

static_assert(steps_codec<classic_rules>::size == 1813);
static_assert(steps_codec<classic_rules>::rescue_base == 1813);
static_assert(action_codec<steps_codec<classic_rules>, state<classic_rules>>);
static_assert(action_codec<index_codec<state<classic_rules>>, state<classic_rules>>);

}  // namespace arbiter::stratego
