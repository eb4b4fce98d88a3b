#pragma once
// The restrictions on repeating moves: the two-square rule (RULES.md ST-6,
// ST-9.1 to ST-9.3) and the ISF more-squares rule (ST-9.4). Both are
// functions of the public history, kept in the state as ST-6.7 describes.

#include <array>
#include <cstdint>

#include "state.hpp"

namespace arbiter::stratego {

// Why a basic move is not legal (ST-0.2).
enum class restriction : std::uint8_t { none, two_square, more_squares };

namespace detail {

[[nodiscard]] constexpr bool same_pair(move a, move b) noexcept {
    return (a.from == b.from && a.to == b.to) || (a.from == b.to && a.to == b.from);
}

// ST-9.3: the borders a straight move crosses, as bits: border i of 90
// vertical ones (between a square and the one above it) and 90 horizontal.
struct borders {
    std::array<std::uint64_t, 3> bits{};
    constexpr void add(int b) noexcept { bits[static_cast<std::size_t>(b / 64)] |= std::uint64_t{1} << (b % 64); }
    [[nodiscard]] constexpr bool any() const noexcept { return (bits[0] | bits[1] | bits[2]) != 0; }
    constexpr borders& operator&=(const borders& o) noexcept {
        for (std::size_t i = 0; i < 3; ++i) bits[i] &= o.bits[i];
        return *this;
    }
};
[[nodiscard]] constexpr borders borders_of(move m) noexcept {
    borders out;
    const int lo = m.from < m.to ? m.from : m.to, hi = m.from < m.to ? m.to : m.from;
    if (column_of(lo) == column_of(hi)) {
        for (int sq = lo; sq < hi; sq += 10) out.add(sq);  // the border above sq
    } else {
        for (int sq = lo; sq < hi; ++sq) out.add(90 + row_of(sq) * 9 + column_of(sq));  // right of sq
    }
    return out;
}

}  // namespace detail

// ST-6.2, ST-9.1 to ST-9.3: whether the two-square rule forbids basic move m
// of the player to move. `attack` says whether m's end square holds an
// opponent piece.
template <rules_policy R>
[[nodiscard]] constexpr bool two_square_forbids(const state<R>& s, move m, bool attack) noexcept {
    constexpr int limit = R::two_square_limit;
    if constexpr (limit == 0) {
        return false;
    } else {
        const auto& run = s.run(s.to_move());
        if (run.length < limit || run.last[0].to != m.from) return false;  // another piece (ST-6.3)
        if (R::two_square_attacks == repetition_attacks::reset && attack) return false;  // ST-9.2
        if constexpr (R::two_square_scouts == repetition_squares::endpoints) {
            for (std::size_t i = 0; i < static_cast<std::size_t>(limit); ++i)
                if (!detail::same_pair(run.last[i], m)) return false;
            return true;
        } else {
            auto common = detail::borders_of(m);
            for (std::size_t i = 0; i < static_cast<std::size_t>(limit); ++i) common &= detail::borders_of(run.last[i]);
            return common.any();
        }
    }
}

// ST-9.4: whether the more-squares rule forbids plain move m of the player
// to move (attacks are never forbidden by it).
template <rules_policy R>
[[nodiscard]] constexpr bool chase_forbids(const state<R>& s, move m) noexcept {
    if constexpr (R::more_squares == chase_rule::off) {
        return false;
    } else {
        const player_id p = s.to_move();
        const auto& chase = s.chase();
        const int counter = chase.counter[static_cast<std::size_t>(p)];
        if (counter < 2) return false;
        // a. m threatens: its end square is next to an opponent piece.
        bool threatens = false;
        for (int d = 0; d < 4; ++d) {
            const int n = neighbor(m.to, d);
            if (n >= 0 && s.at(n).belongs_to(opponent(p))) threatens = true;
        }
        if (!threatens) return false;
        // b. m is not the reverse of p's own last move.
        const auto& run = s.run(p);
        if (run.any && m.from == run.last[0].to && m.to == run.last[0].from) return false;
        // c. the position after m is the position k plies ago, 1 <= k <= c_p - 1.
        // Walk back through the (plain) plies, undoing each on a scratch board
        // and keeping count of the squares where it differs from the board
        // after m; equal positions leave none.
        int limit = counter - 1;
        if (limit > R::chase_window) limit = R::chase_window;
        if (limit > chase.size) limit = chase.size;
        std::array<std::uint8_t, board_size> past{}, after{};
        for (std::size_t i = 0; i < board_size; ++i) past[i] = after[i] = s.board()[i].identity();
        after[m.to] = after[m.from];
        after[m.from] = 0;
        int differing = 2;
        int index = chase.head;
        for (int k = 1; k <= limit; ++k) {
            index = index == 0 ? R::chase_window - 1 : index - 1;
            const move ply = chase.plies[static_cast<std::size_t>(index)];
            for (const int sq : {int{ply.from}, int{ply.to}}) differing -= past[static_cast<std::size_t>(sq)] != after[static_cast<std::size_t>(sq)];
            past[ply.from] = past[ply.to];
            past[ply.to] = 0;
            for (const int sq : {int{ply.from}, int{ply.to}}) differing += past[static_cast<std::size_t>(sq)] != after[static_cast<std::size_t>(sq)];
            if (differing == 0) return true;
        }
        return false;
    }
}

// ST-0.2: what keeps basic move m from being legal, if anything.
template <rules_policy R>
[[nodiscard]] constexpr restriction restriction_on(const state<R>& s, move m, bool attack) noexcept {
    if (two_square_forbids(s, m, attack)) return restriction::two_square;
    if (!attack && chase_forbids(s, m)) return restriction::more_squares;
    return restriction::none;
}

namespace detail {

// After player p's move m (an attack or not; the board already shows its
// result): the two-square run (ST-6.2, ST-9.2) and the chase record (ST-9.4).
template <rules_policy R>
constexpr void record_move(state<R>& s, player_id p, move m, bool attack) noexcept {
    typename state<R>::edit e{s};
    auto& run = e.run(p);
    if constexpr (R::more_squares == chase_rule::isf) {
        auto& chase = e.chase();
        const player_id o = opponent(p);
        auto& mine = chase.counter[static_cast<std::size_t>(p)];
        auto& theirs = chase.counter[static_cast<std::size_t>(o)];
        const auto& other = s.run(o);
        // 1. the opponent's counter grows when p evades its last move.
        theirs = other.any && adjacent(m.from, other.last[0].to) ? static_cast<std::uint16_t>(theirs + 1) : 0;
        // 3. an attack ends any chase.
        if (attack) mine = theirs = 0;
        // 4. p's counter grows while its move threatens from the end square.
        bool threatens = false;
        for (int d = 0; d < 4; ++d) {
            const int n = neighbor(m.to, d);
            if (n >= 0 && s.at(n).belongs_to(o)) threatens = true;
        }
        mine = threatens ? static_cast<std::uint16_t>(mine < 65535 ? mine + 1 : mine) : 0;
        chase.plies[chase.head] = m;
        chase.head = static_cast<std::uint8_t>(chase.head + 1 == R::chase_window ? 0 : chase.head + 1);
        if (chase.size < R::chase_window) ++chase.size;
    }
    // 2. (ST-9.4) and ST-6.2: the move joins p's run if the same piece made
    // p's last move; under reset an attack ends the run.
    constexpr int limit = R::two_square_limit > 0 ? R::two_square_limit : 1;
    const bool same_piece = run.any && run.last[0].to == m.from;
    int length = (same_piece ? run.length : 0) + 1;
    if (R::two_square_attacks == repetition_attacks::reset && attack) length = 0;
    run.length = static_cast<std::uint8_t>(length < limit ? length : limit);
    for (std::size_t i = run.last.size() - 1; i > 0; --i) run.last[i] = run.last[i - 1];
    run.last[0] = m;
    run.any = true;
}

}  // namespace detail

}  // namespace arbiter::stratego
