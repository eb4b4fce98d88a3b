#pragma once
// Legal moves (RULES.md ST-0.2, ST-3.4, ST-4, ST-6, ST-9.4, ST-9.5, ST-9.11,
// ST-9.12): legal_moves, chance_outcomes (none: Stratego has no chance), and
// the queries generation needs. Playing a move is apply.hpp; the checked path
// (try_play, move_error) is checked.hpp.

#include <array>
#include <cstddef>
#include <cstdint>

#include "../core/chance.hpp"
#include "../core/static_vector.hpp"
#include "repetition.hpp"
#include "state.hpp"

namespace arbiter::stratego {

template <rules_policy R>
using move_list = static_vector<move, static_cast<std::size_t>(max_moves<R>)>;
using outcome_list = static_vector<chance_outcome<no_chance>, 1>;  // always empty

// ------------------------------------------------------------------ basic moves

namespace detail {

// ST-4.2 to ST-4.7, ST-9.5, ST-9.11: calls visit(move, attack) for every
// basic move of player p's piece on `from`; stops early when visit returns true.
template <rules_policy R, class Visit>
constexpr bool visit_piece_moves(const state<R>& s, int from, Visit&& visit) noexcept {
    const piece pc = s.at(from);
    const kind k = pc.type();
    if (!is_movable(k)) return false;  // ST-4.7
    const player_id p = pc.owner();
    auto target = [&](int to, bool may_attack) -> int {  // 0 empty, 1 attack, -1 no move
        if (to < 0) return -1;
        const piece t = s.at(to);
        if (t.empty()) return 0;
        return may_attack && t.owner() != p ? 1 : -1;
    };
    if (k == kind::scout) {  // ST-4.4, ST-4.5, ST-9.5
        for (int d = 0; d < 4; ++d) {
            int to = neighbor(from, d);
            bool first = true;
            for (; to >= 0 && s.at(to).empty(); to = neighbor(to, d), first = false)
                if (visit(move::step(from, to), false)) return true;
            if (to >= 0 && s.at(to).owner() != p &&
                (first || R::scout_strike == scout_rule::move_and_strike) && visit(move::step(from, to), true))
                return true;
        }
        return false;
    }
    for (int d = 0; d < 4; ++d) {  // ST-4.3
        const int to = neighbor(from, d);
        const int t = target(to, true);
        if (t >= 0 && visit(move::step(from, to), t == 1)) return true;
    }
    if (R::captain_two_step && k == kind::captain) {  // ST-9.11
        std::array<std::uint8_t, 8> seen{};
        int seen_count = 0;
        for (int d1 = 0; d1 < 4; ++d1) {
            const int mid = neighbor(from, d1);
            if (mid < 0 || !s.at(mid).empty()) continue;
            for (int d2 = 0; d2 < 4; ++d2) {
                const int to = neighbor(mid, d2);
                if (to == from) continue;
                const int t = target(to, true);
                if (t < 0) continue;
                bool dup = false;
                for (int i = 0; i < seen_count; ++i) dup = dup || seen[static_cast<std::size_t>(i)] == to;
                if (dup) continue;
                seen[static_cast<std::size_t>(seen_count++)] = static_cast<std::uint8_t>(to);
                if (visit(move::step(from, to), t == 1)) return true;
            }
        }
    }
    return false;
}

// Every basic move of player p, square by square (ST-0.2).
template <rules_policy R, class Visit>
constexpr bool visit_basic_moves(const state<R>& s, player_id p, Visit&& visit) noexcept {
    for (int sq = 0; sq < board_size; ++sq)
        if (s.at(sq).belongs_to(p) && visit_piece_moves(s, sq, visit)) return true;
    return false;
}

// What a square's kind and owner bits, the owner flipped for Blue, mean to
// the player to move: 0 no piece of its own that moves (ST-4.7), 1 a piece
// of one step (ST-4.3), 2 one that may go further (a Scout, ST-4.4; a
// Captain under ST-9.11).
template <rules_policy R>
inline constexpr auto mover_kinds = [] {
    std::array<std::uint8_t, 32> t{};
    for (int k = 0; k < num_kinds; ++k) {
        const auto mover = static_cast<kind>(k);
        if (!is_movable(mover)) continue;
        const bool far = mover == kind::scout || (R::captain_two_step && mover == kind::captain);
        t[piece(mover, red).identity()] = far ? 2 : 1;
    }
    return t;
}();

// The square one step in direction d from sq reaches, or sq itself off the
// board or into a lake: the mover's own square, where no step may end.
inline constexpr auto step_or_stay = [] {
    std::array<std::array<std::uint8_t, 4>, board_size> t{};
    for (int sq = 0; sq < board_size; ++sq)
        for (int d = 0; d < 4; ++d)
            t[static_cast<std::size_t>(sq)][static_cast<std::size_t>(d)] =
                static_cast<std::uint8_t>(neighbor(sq, d) >= 0 ? neighbor(sq, d) : sq);
    return t;
}();

// Whether a step may end on a square holding `bits`: empty, or an opponent's
// piece (ST-4.3). With the owner flipped for Blue, the blocked codes are
// 1..15, the player's own pieces.
[[nodiscard]] constexpr bool step_open(std::uint8_t bits, std::uint8_t flip) noexcept {
    return static_cast<unsigned>(((bits ^ flip) & 31) - 1) >= 15u;
}

// The pieces of the player to move that can move, in square order (ST-0.2):
// calls `plain(from, flip)` for a piece of one step that no restriction can stop
// (ST-6.2 watches one piece, ST-9.4 none while the count is under 2), and
// `other(from)` for the rest; stops when one returns true. Across a batch
// of games each call sees an unrelated position, so a square-by-square
// walk's branches were mispredicted; this one finds the pieces without a
// branch, and `plain` can test the four steps without one. It gathers
// `Block` squares at a time: the board for a list, a row for a question
// that may stop at the first piece. `flip` is the owner bit of the player
// to move (16 for Blue), which makes its own pieces codes 1-15 (step_open).
template <std::size_t Block, rules_policy R, class Plain, class Other>
constexpr bool visit_movers(const state<R>& s, Plain&& plain, Other&& other) noexcept {
    const player_id p = s.to_move();
    const auto flip = static_cast<std::uint8_t>(p << 4);
    bool restricted_all = false;
    if constexpr (R::more_squares != chase_rule::off)
        restricted_all = s.chase().counter[static_cast<std::size_t>(p)] >= 2;
    int watched = -1;
    if constexpr (R::two_square_limit > 0)
        if (s.run(p).length >= R::two_square_limit) watched = s.run(p).last[0].to;
    constexpr int block = static_cast<int>(Block);
    static_assert(board_size % block == 0);
    for (int first = 0; first < board_size; first += block) {
        std::array<std::uint8_t, Block> froms, movers;
        std::size_t count = 0;
        for (int sq = first; sq < first + block; ++sq) {
            const std::uint8_t mover = mover_kinds<R>[(s.at(sq).bits() ^ flip) & 31];
            froms[count] = static_cast<std::uint8_t>(sq);
            movers[count] = mover;
            count += mover != 0;
        }
        for (std::size_t i = 0; i < count; ++i) {
            const int from = froms[i];
            if (movers[i] != 1 || from == watched || restricted_all ? other(from) : plain(from, flip)) return true;
        }
    }
    return false;
}

// ST-0.2: the plays of the player to move, in visit_basic_moves' order.
template <rules_policy R, std::size_t N>
constexpr void list_plays(const state<R>& s, static_vector<move, N>& out) noexcept {
    visit_movers<std::size_t{board_size}>(
        s,
        [&](int from, std::uint8_t flip) {
            for (const std::uint8_t to : step_or_stay[static_cast<std::size_t>(from)])
                out.push_back_if(move::step(from, to), step_open(s.at(to).bits(), flip));
            return false;
        },
        [&](int from) {
            return visit_piece_moves(s, from, [&](move m, bool attack) {
                if (restriction_on(s, m, attack) == restriction::none) out.push_back(m);
                return false;
            });
        });
}

}  // namespace detail

// ST-0.2: whether player p has a basic move (restrictions ignored, ST-8.3).
template <rules_policy R>
[[nodiscard]] constexpr bool has_basic_move(const state<R>& s, player_id p) noexcept {
    return detail::visit_basic_moves(s, p, [](move, bool) { return true; });
}

// ST-8.2, ST-8.4: whether the player to move has a legal move.
template <rules_policy R>
[[nodiscard]] constexpr bool has_legal_move(const state<R>& s) noexcept {
    return detail::visit_movers<10>(
        s,
        [&](int from, std::uint8_t flip) {
            bool open = false;
            for (const std::uint8_t to : detail::step_or_stay[static_cast<std::size_t>(from)])
                open |= detail::step_open(s.at(to).bits(), flip);
            return open;
        },
        [&](int from) {
            return detail::visit_piece_moves(
                s, from, [&](move m, bool attack) { return restriction_on(s, m, attack) == restriction::none; });
        });
}

// ------------------------------------------------------------------ setup

namespace detail {

// ST-3.4: how many of kind k (num_kinds: empty squares) player p may still
// place, given the squares already placed.
template <rules_policy R>
[[nodiscard]] constexpr std::array<int, num_kinds + 1> placements_left(const state<R>& s) noexcept {
    std::array<int, num_kinds + 1> left{};
    for (int k = 0; k < num_kinds; ++k) left[static_cast<std::size_t>(k)] = R::army[static_cast<std::size_t>(k)];
    left[num_kinds] = 40 - army_size(R::army);
    for (int i = 0; i < s.placed(); ++i) {
        const piece pc = s.at(setup_square(s.to_move(), i));
        --left[pc.empty() ? num_kinds : static_cast<std::size_t>(pc.type())];
    }
    return left;
}

}  // namespace detail

// ------------------------------------------------------------------ the turn

template <rules_policy R>
[[nodiscard]] constexpr move_list<R> legal_moves(const state<R>& s) noexcept {
    move_list<R> out;
    const player_id p = s.to_move();
    switch (s.phase()) {
        case phase::setup: {  // ST-3.4: the next square of the zone, in setup-string order
            const auto left = detail::placements_left(s);
            const int sq = setup_square(p, s.placed());
            for (int k = 0; k < num_kinds; ++k)
                if (left[static_cast<std::size_t>(k)] > 0) out.push_back(move::place(static_cast<kind>(k), sq));
            if (left[num_kinds] > 0) out.push_back(move::place_nothing(sq));
            break;
        }
        case phase::play: detail::list_plays(s, out); break;
        case phase::rescue:  // ST-9.12
            for (int k = 0; k < num_kinds; ++k) {
                if (s.removed(p, static_cast<kind>(k)) == 0) continue;
                for (int sq = 0; sq < board_size; ++sq)
                    if (in_own_half(p, sq) && s.at(sq).empty()) out.push_back(move::rescue(static_cast<kind>(k), sq));
            }
            out.push_back(move::decline_rescue());
            break;
        case phase::over: break;
    }
    return out;
}

template <rules_policy R>
[[nodiscard]] constexpr outcome_list chance_outcomes(const state<R>&) noexcept {
    return {};
}

}  // namespace arbiter::stratego
