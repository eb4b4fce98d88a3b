#pragma once
// Legal-play generation (RULES.md BG-4 to BG-7). generate.hpp is the public face;
// this file is the search behind legal_moves.
//
// How it is fast: the mover's half of the position is packed into two 64-bit
// words, one nibble per point (points 1-16 in `lo`, 17-25 in `hi`) with the
// blots hit so far as a 24-bit mask above them. Those 128 bits are an exact
// key of the position a step sequence leaves (the opponent changes only by
// the hits), so plays are told apart (BG-7.5) by comparing keys, never
// boards. Sources of a step come from bit masks: occupied points, and points
// the mover may land on, shifted by the number.

#include <array>
#include <bit>
#include <cstdint>
#include <optional>

#include "../core/config.hpp"
#include "../core/static_vector.hpp"
#include "state.hpp"

namespace arbiter::backgammon {

using move_list = static_vector<move, max_moves>;  // the plays, and the offers of BG-23.1

namespace detail {

[[nodiscard]] constexpr std::uint32_t bit(int i) noexcept { return std::uint32_t{1} << i; }
inline constexpr std::uint32_t points_mask = 0x1FFFFFEu;  // bits 1..24

// One checker on point i as the key counts it (a nibble in lo or in hi),
// and the whole nibble.
struct nibble_table {
    std::uint64_t lo[26];
    std::uint64_t hi[26];
    std::uint64_t lo_mask[26];
    std::uint64_t hi_mask[26];
};
inline constexpr nibble_table one_checker = [] {
    nibble_table t{};
    for (int i = 1; i <= bar_point; ++i) {
        if (i <= 16) t.lo[i] = std::uint64_t{1} << (4 * (i - 1));
        else t.hi[i] = std::uint64_t{1} << (4 * (i - 17));
        t.lo_mask[i] = t.lo[i] * 15;
        t.hi_mask[i] = t.hi[i] * 15;
    }
    return t;
}();

// The mover's checkers as a key (see the file comment).
struct packed_side {
    std::uint64_t lo = 0;
    std::uint64_t hi = 0;
    std::uint32_t occupied = 0;  // bit i: the mover has a checker on point i (25 = bar)

    constexpr void add(int i) noexcept {
        lo += one_checker.lo[i];
        hi += one_checker.hi[i];
        occupied |= bit(i);
    }
    constexpr void remove(int i) noexcept {
        lo -= one_checker.lo[i];
        hi -= one_checker.hi[i];
        // the point is empty when its nibble is: all four bits clear
        if (((lo & one_checker.lo_mask[i]) | (hi & one_checker.hi_mask[i])) == 0) occupied &= ~bit(i);
    }
    constexpr void mark_hit(int point) noexcept { hi |= std::uint64_t{1} << (35 + point); }
};

struct key {  // no initialisers: thousands are reserved per call, few are used
    std::uint64_t lo;
    std::uint64_t hi;
    friend constexpr bool operator==(const key&, const key&) = default;
};

// What the opponent's checkers mean to the mover, in the mover's numbering.
struct landing {
    std::uint32_t open = 0;   // BG-1.6: points holding fewer than two opposing checkers
    std::uint32_t blots = 0;  // BG-1.5: points holding exactly one
};

[[nodiscard]] constexpr landing landing_of(const position& pos) noexcept {
    landing l;
    const auto& opp = pos.checkers[static_cast<std::size_t>(opponent(pos.on_roll))];
    for (int q = 1; q <= num_points; ++q) {  // without a branch: a batch's counts are unpredictable
        const int n = opp[static_cast<std::size_t>(25 - q)];
        l.open |= static_cast<std::uint32_t>(n < 2) << q;
        l.blots |= static_cast<std::uint32_t>(n == 1) << q;
    }
    return l;
}

[[nodiscard]] constexpr packed_side pack(const position& pos) noexcept {
    packed_side p;
    const auto& me = pos.checkers[static_cast<std::size_t>(pos.on_roll)];
    for (int i = 1; i <= 16; ++i) p.lo |= std::uint64_t{me[static_cast<std::size_t>(i)]} << (4 * (i - 1));
    for (int i = 17; i <= bar_point; ++i) p.hi |= std::uint64_t{me[static_cast<std::size_t>(i)]} << (4 * (i - 17));
    for (int i = 1; i <= bar_point; ++i) p.occupied |= static_cast<std::uint32_t>(me[static_cast<std::size_t>(i)] != 0) << i;
    return p;
}

// The sources from which number d may legally step (BG-4.2, BG-5.2, BG-5.3,
// BG-6.1 to BG-6.3), as a bit mask over points 1..25.
[[nodiscard]] constexpr std::uint32_t sources(const packed_side& p, const landing& l, int d) noexcept {
    const std::uint32_t occ = p.occupied;
    if (occ & bit(bar_point)) return (l.open & bit(bar_point - d)) ? bit(bar_point) : 0;  // BG-5.2
    std::uint32_t m = occ & (l.open << d) & points_mask;  // lands on an open point
    if ((occ >> 7) == 0 && occ != 0) {                    // BG-6.1: all home
        if (occ & bit(d)) m |= bit(d);                    // BG-6.2: exact
        else {
            const int highest = static_cast<int>(std::bit_width(occ)) - 1;  // BG-6.3: higher number
            if (highest < d) m |= bit(highest);
        }
    }
    return m;
}

// One step (BG-4.2, BG-5.1): from `from` by d, hitting a blot where it lands.
constexpr void apply_step(packed_side& p, const landing& l, int from, int d) noexcept {
    p.remove(from);
    const int to = from - d;
    if (to <= 0) return;  // borne off (BG-4.6)
    p.add(to);
    if (l.blots & bit(to)) p.mark_hit(to);
}

[[nodiscard]] constexpr int highest_bit(std::uint32_t m) noexcept { return static_cast<int>(std::bit_width(m)) - 1; }

// A step as a byte of `move`'s packed word: the source in bits 0-4, the number above.
[[nodiscard]] constexpr std::uint32_t packed_step(int die, int from) noexcept {
    return static_cast<std::uint32_t>(from | (die << 5));
}

// The search of BG-7.7: larger number first, sources from the bar down;
// every maximal sequence is a leaf, and leaves are kept per BG-7.3 and
// deduplicated per BG-7.5, in the order first reached (BG-7.8).
class play_generator {
public:
    constexpr play_generator(const position& pos, dice roll, move_list& out) noexcept
        : land_(landing_of(pos)), start_(pack(pos)), out_(out) {
        out_.clear();
        const packed_side& start = start_;
        const int hi = roll.larger_first().first, lo = roll.larger_first().second;
        if (hi == lo) {
            full_ = 4;
            search_doubles(start, 0, hi, 0, bar_point, false);
        } else {
            full_ = 2;
            search_pair(start, hi, lo, true);
            search_pair(start, lo, hi, false);
        }
        if (out_.empty()) out_.push_back(move::pass());  // BG-7.6
    }

private:
    // A non-double: every sequence starting with d1, then d2 (BG-4.3, BG-7.4).
    // `first_pass` is the larger number first; the second pass skips pairs
    // that the first pass already made: two ordinary steps (no bar, no
    // bear-off) of which the d2 step was legal from the start. Those commute,
    // so they leave the same position.
    constexpr void search_pair(const packed_side& start, int d1, int d2, bool first_pass) noexcept {
        const std::uint32_t d2_at_start = sources(start, land_, d2);
        const bool commuting = !first_pass && !(start.occupied & bit(bar_point));
        for (std::uint32_t m1 = sources(start, land_, d1); m1; ) {
            const int x = highest_bit(m1);
            m1 &= ~bit(x);
            packed_side after1 = start;
            apply_step(after1, land_, x, d1);
            const std::uint32_t seq1 = packed_step(d1, x);
            std::uint32_t m2 = after1.occupied ? sources(after1, land_, d2) : 0;
            if (!m2) {
                leaf(after1, seq1, 1, d1, true);
                continue;
            }
            // sources above d2 step onto the board rather than off it
            if (commuting && x - d1 >= 1) m2 &= ~(d2_at_start & ~((bit(d2) << 1) - 1));
            while (m2) {
                const int y = highest_bit(m2);
                m2 &= ~bit(y);
                packed_side after2 = after1;
                apply_step(after2, land_, y, d2);
                leaf(after2, seq1 | packed_step(d2, y) << 8, 2, d1, true);
            }
        }
    }

    // Doubles (BG-4.4): sources never increase along a sequence, which skips
    // orderings of the same steps without losing a play (BG-7.7). Such a
    // sequence is fixed by how many steps leave each point, and those counts
    // follow from the position it leaves, walking down each chain of points d
    // apart; so distinct sequences leave distinct positions and need no
    // deduplication, unless a bear-off from below d merged two chains at `off`.
    // `seq` holds the `depth` steps made so far.
    constexpr void search_doubles(const packed_side& p, std::uint32_t seq, int d, int depth, int max_source,
                                  bool merged) noexcept {
        std::uint32_t m = p.occupied ? sources(p, land_, d) & (bit(max_source + 1) - 1) : 0;
        if (!m) {
            if (depth > 0) leaf(p, seq, depth, d, merged);
            return;
        }
        while (m) {
            const int x = highest_bit(m);
            m &= ~bit(x);
            packed_side next = p;
            apply_step(next, land_, x, d);
            const std::uint32_t longer = seq | packed_step(d, x) << (8 * depth);
            if (depth == 3) leaf(next, longer, 4, d, merged || x < d);  // a fourth step ends every sequence
            else search_doubles(next, longer, d, depth + 1, x, merged || x < d);
        }
    }

    // `taken` steps were made, packed in `seq` (step i in byte i, as in
    // `move`); `first_die` is the number of the first one; `check_duplicate`
    // is false only where the search proves the position new.
    ARBITER_ALWAYS_INLINE constexpr void leaf(const packed_side& p, std::uint32_t seq, int taken, int first_die,
                                              bool check_duplicate) noexcept {
        // BG-7.3: the length is the steps taken, even when the last checker is off: a
        // game-ending play is allowed only if no sequence takes more steps (BG-6.6 forfeits
        // the rest of the roll, it does not excuse playing less of it).
        const int length = taken;
        if (length < best_length_) return;
        if (length > best_length_) {
            best_length_ = length;
            best_single_ = 0;
            reset();
        }
        if (length == 1 && full_ == 2) {  // BG-7.2 (2): the larger number when either plays
            if (first_die < best_single_) return;
            if (first_die > best_single_) {
                best_single_ = first_die;
                reset();
            }
        }
        if (!add_key(p, check_duplicate)) return;
        out_.push_back(move{seq, taken});
    }

    constexpr void reset() noexcept {
        out_.clear();
        table_size_ = 0;
        keyed_ = false;
        filter_ = {};
    }

    // False if the play about to be listed leaves a position already listed.
    // Keys exist only once a check is needed (most lists of doubles never
    // need one). Duplicates are rare, so a 256-bit filter of key hashes
    // answers most checks at once; a short list is then scanned, and a hash
    // table (cleared only as far as it is used) takes over for long lists.
    ARBITER_ALWAYS_INLINE constexpr bool add_key(const packed_side& p, bool check) noexcept {
        if (!check && !keyed_) return true;
        if (!keyed_) recompute_keys();
        const std::size_t n = out_.size();
        const key k{p.lo, p.hi};
        keys_[n] = k;
        if (n < linear_limit) {
            const auto h = static_cast<std::size_t>(hash(k) >> 56);
            std::uint64_t& word = filter_[h >> 6];
            const std::uint64_t b = std::uint64_t{1} << (h & 63);
            if (!(word & b)) {
                word |= b;
                return true;
            }
            for (std::size_t i = 0; i < n; ++i)
                if (keys_[i] == k) return false;
            return true;
        }
        return add_to_table(n);
    }
    [[nodiscard]] constexpr bool add_to_table(std::size_t n) noexcept {
        if (2 * (n + 1) > table_size_ && table_size_ < table_capacity) rebuild(n + 1);
        const std::size_t mask = table_size_ - 1;
        for (auto h = static_cast<std::size_t>(hash(keys_[n]) & mask);; h = (h + 1) & mask) {
            const std::uint16_t slot = table_[h];
            if (slot == 0) {
                table_[h] = static_cast<std::uint16_t>(n + 1);
                return true;
            }
            if (keys_[slot - 1u] == keys_[n]) return false;
        }
    }
    // The keys of the plays listed before any check was needed.
    constexpr void recompute_keys() noexcept {
        for (std::size_t k = 0; k < out_.size(); ++k) {
            packed_side p = start_;
            for (int i = 0; i < out_[k].size(); ++i) apply_step(p, land_, out_[k][i].from, out_[k][i].die);
            keys_[k] = {p.lo, p.hi};
            const auto h = static_cast<std::size_t>(hash(keys_[k]) >> 56);
            filter_[h >> 6] |= std::uint64_t{1} << (h & 63);
        }
        keyed_ = true;
    }
    // A table for `wanted` keys holding every play listed so far.
    constexpr void rebuild(std::size_t wanted) noexcept {
        table_size_ = 256;
        while (2 * wanted > table_size_ && table_size_ < table_capacity) table_size_ *= 4;
        for (std::size_t i = 0; i < table_size_; ++i) table_[i] = 0;
        const std::size_t mask = table_size_ - 1;
        for (std::size_t k = 0; k < out_.size(); ++k) {
            auto h = static_cast<std::size_t>(hash(keys_[k]) & mask);
            while (table_[h] != 0) h = (h + 1) & mask;
            table_[h] = static_cast<std::uint16_t>(k + 1);
        }
    }
    // 64 bits on every target: the filter takes the top byte (a 32-bit
    // size_t could not be shifted by 56).
    [[nodiscard]] static constexpr std::uint64_t hash(const key& p) noexcept {
        const std::uint64_t h = (p.lo * 0x9E3779B97F4A7C15ull) ^ (p.hi * 0xC2B2AE3D27D4EB4Full);
        return h ^ (h >> 29);
    }

    landing land_;
    packed_side start_;
    move_list& out_;
    int full_ = 2;
    int best_length_ = 0;
    int best_single_ = 0;
    bool keyed_ = false;                    // keys_ holds the key of every play listed
    std::array<std::uint64_t, 4> filter_{};  // bit (hash >> 56): some listed key has that hash
    static constexpr std::size_t linear_limit = 32;
    std::size_t table_size_ = 0;
    static constexpr std::size_t table_capacity = 4096;  // over max_plays / 0.75
    std::uint16_t table_[table_capacity];
    key keys_[max_plays];
};

// The highest point (1..25) on which the mover's checkers in a and b
// differ, 0 where they agree (the hit marks above the nibbles not compared).
[[nodiscard]] constexpr int highest_difference(const packed_side& a, const key& b) noexcept {
    constexpr std::uint64_t nibbles_hi = (std::uint64_t{1} << 36) - 1;  // points 17..25
    if (const std::uint64_t d = (a.hi ^ b.hi) & nibbles_hi) return 17 + (static_cast<int>(std::bit_width(d)) - 1) / 4;
    if (const std::uint64_t d = a.lo ^ b.lo) return 1 + (static_cast<int>(std::bit_width(d)) - 1) / 4;
    return 0;
}

// The play of length `length` (BG-7.3) that leaves `target` as the search
// above lists it: the first such sequence in its order (the larger number
// first, sources from the bar down; doubles in non-increasing sources), so
// the element of legal_plays whose position is `target`, found without
// listing the others. `single_die`: the number of a one-step non-double.
// None when no play of that length leaves `target`.
//
// Checkers only move down, so the highest point y where a side differs from
// the target lost a checker on the way: a step still to come leaves y. In
// non-increasing order (doubles) that is the next step, and so is the last
// step of any sequence; a first step of two leaves y or a point below it.
// The search therefore tries one source where the full search tries them all.
class play_finder {
public:
    constexpr play_finder(const position& pos, const packed_side& target) noexcept
        : play_finder(pack(pos), landing_of(pos), target) {}
    constexpr play_finder(const packed_side& start, const landing& land, const packed_side& target) noexcept
        : land_(land), start_(start), target_{target.lo, target.hi} {}

    [[nodiscard]] constexpr std::optional<move> find(dice roll, int length, int single_die) const noexcept {
        const int hi = roll.larger_first().first, lo = roll.larger_first().second;
        if (hi == lo) return doubles(hi, length);
        if (length == 1) return last_step(start_, 0, single_die, 0);
        if (const auto m = two_steps(hi, lo)) return m;
        return two_steps(lo, hi);
    }

private:
    // The one step of number d that can take p to the target, as the last.
    [[nodiscard]] constexpr std::optional<move> last_step(const packed_side& p, std::uint32_t seq, int d, int depth) const noexcept {
        const int y = highest_difference(p, target_);  // 0 where none: never a source
        if (!(sources(p, land_, d) & bit(y))) return std::nullopt;
        packed_side next = p;
        apply_step(next, land_, y, d);
        if (key{next.lo, next.hi} != target_) return std::nullopt;
        return move{seq | packed_step(d, y) << (8 * depth), depth + 1};
    }
    // d1 then d2; the first step leaves the highest difference or a point below.
    [[nodiscard]] constexpr std::optional<move> two_steps(int d1, int d2) const noexcept {
        const int y = highest_difference(start_, target_);
        for (std::uint32_t m = sources(start_, land_, d1) & (bit(y + 1) - 1); m;) {
            const int x = highest_bit(m);
            m &= ~bit(x);
            packed_side next = start_;
            apply_step(next, land_, x, d1);
            if (const auto found = last_step(next, packed_step(d1, x), d2, 1)) return found;
        }
        return std::nullopt;
    }
    // Doubles in non-increasing sources: each step leaves the highest difference.
    [[nodiscard]] constexpr std::optional<move> doubles(int d, int length) const noexcept {
        packed_side p = start_;
        std::uint32_t seq = 0;
        for (int depth = 0, max_source = bar_point; depth < length; ++depth) {
            const int y = highest_difference(p, target_);
            if (y > max_source || !(sources(p, land_, d) & bit(y))) return std::nullopt;
            apply_step(p, land_, y, d);
            seq |= packed_step(d, y) << (8 * depth);
            max_source = y;
        }
        if (key{p.lo, p.hi} != target_) return std::nullopt;
        return move{seq, length};
    }

    landing land_;
    packed_side start_;
    key target_;
};

}  // namespace detail
}  // namespace arbiter::backgammon
