#pragma once
// Backgammon's action ids (core/actions.hpp): the fixed
// `micro` codec, one checker step per id, and the index codec of every game.
//
// micro ids (size 161; a change of this table is a major version):
//   0..149   a step (BG-4.7) of number d from the mover's point `from`
//            (1..24, 25 = the bar; BG-1.2, BG-1.4): 6·(from − 1) + (d − 1).
//            A bear-off with a number larger than the point (BG-6.3) is the
//            step from that point with that number: 6-5 bearing off from 4
//            with the 6 is 6·3 + 5 = 23.
//   150      the pass (BG-7.6): the only play when no step can be made
//   151 roll, 152 double (BG-11.2), 153 take, 154 drop (BG-11.3), 155 beaver (BG-12)
//   156 + (level − 1)  offer to resign a single game, a gammon, a backgammon (BG-23.1)
//   159 accept, 160 reject the offer (BG-23.2)
// The first design stopped at 155 (size 156); ids 156..160 are the move kinds
// BG-23 adds to legal_moves. Ids 0..155 are as written there.
//
// A play is spent one step at a time; `progress` holds the steps chosen so
// far. The mask comes from the complete plays: a step is legal iff some
// allowed sequence of BG-7.3 (L steps, L the most any sequence can take, and
// with L = 1 of a non-double the larger number when it can be played)
// begins with the steps so far and this one. Every allowed sequence leaves
// the position of a legal play and every legal play is left by its canonical
// sequence (BG-7.5, BG-7.7), so the paths of ids are exactly the plays'
// sequences in every order BG-7.4 allows. The check is a depth-first search
// over the at most three dice left, on the generator's packed side
// (generator.hpp); for doubles it tries sources in non-increasing order,
// which BG-7.7 shows loses no position. `advance` returns the legal_moves
// element whose end position the steps reach once L steps are made.
// Resignation offers (156..158) are ids of a fresh progress only: once a
// step is chosen the decision is the play.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <type_traits>
#include <utility>

#include "../core/actions.hpp"
#include "apply.hpp"
#include "checked.hpp"
#include "generate.hpp"
#include "generator.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace arbiter::backgammon {

namespace micro_ids {
inline constexpr std::size_t steps = 150;  // ids 0..149
inline constexpr std::size_t pass = 150;
inline constexpr std::size_t roll = 151;
inline constexpr std::size_t double_offer = 152;
inline constexpr std::size_t take = 153;
inline constexpr std::size_t drop = 154;
inline constexpr std::size_t beaver = 155;
inline constexpr std::size_t resign_single = 156;  // + level − 1
inline constexpr std::size_t accept = 159;
inline constexpr std::size_t reject = 160;
inline constexpr std::size_t size = 161;

[[nodiscard]] constexpr std::size_t of_step(step st) noexcept {
    return 6 * (std::size_t{st.from} - 1) + (std::size_t{st.die} - 1);
}
[[nodiscard]] constexpr step step_of(std::size_t id) noexcept {
    return {static_cast<std::uint8_t>(id % 6 + 1), static_cast<std::uint8_t>(id / 6 + 1)};
}
[[nodiscard]] constexpr std::size_t of_resign(int level) noexcept {
    return resign_single + static_cast<std::size_t>(level - 1);
}
}  // namespace micro_ids

namespace detail {

// The play under way: the mover's side after the steps chosen so far, the
// numbers left, and L (BG-7.3) with the number of a one-step non-double.
struct micro_frame {
    packed_side start;  // the mover's side before the play's first step
    packed_side side;
    landing land;
    std::array<std::uint8_t, 7> left{};  // left[d]: numbers d not yet used
    int length = 0;                      // L of BG-7.3
    int single_die = 0;                  // the number of every play when L = 1 of a non-double
    int taken = 0;
    bool doubles = false;
};

// The most steps of number d (up to `need`) from p, sources not above
// `max_source` (BG-4.4, BG-7.7).
[[nodiscard]] constexpr int deepest_doubles(const packed_side& p, const landing& l, int d, int need,
                                            int max_source) noexcept {
    if (need == 0) return 0;
    int best = 0;
    for (std::uint32_t m = sources(p, l, d) & (bit(max_source + 1) - 1); m;) {
        const int x = highest_bit(m);
        m &= ~bit(x);
        packed_side next = p;
        apply_step(next, l, x, d);
        const int got = 1 + deepest_doubles(next, l, d, need - 1, x);
        if (got == need) return got;
        best = std::max(best, got);
    }
    return best;
}

// Can `need` more steps (0 to 3) be made from p with the numbers left?
[[nodiscard]] constexpr bool can_continue(const micro_frame& f, const packed_side& p, int need) noexcept {
    if (need <= 0) return true;
    if (f.doubles) {
        for (int d = 1; d <= 6; ++d)
            if (f.left[static_cast<std::size_t>(d)] > 0) return deepest_doubles(p, f.land, d, need, bar_point) == need;
        return false;
    }
    for (int d = 1; d <= 6; ++d)  // a non-double has one step to go at most
        if (f.left[static_cast<std::size_t>(d)] > 0 && sources(p, f.land, d) != 0) return true;
    return false;
}

// The sources from which number d is a legal next step of the play.
[[nodiscard]] constexpr std::uint32_t micro_sources(const micro_frame& f, int d) noexcept {
    if (f.taken >= f.length || f.left[static_cast<std::size_t>(d)] == 0) return 0;
    if (f.length == 1 && !f.doubles && d != f.single_die) return 0;  // BG-7.2 (2), BG-7.3
    if (f.taken + 1 == f.length) return sources(f.side, f.land, d);   // the last step: any source
    std::uint32_t legal = 0;
    micro_frame after = f;
    --after.left[static_cast<std::size_t>(d)];
    for (std::uint32_t m = sources(f.side, f.land, d); m;) {
        const int x = highest_bit(m);
        m &= ~bit(x);
        packed_side next = f.side;
        apply_step(next, f.land, x, d);
        if (can_continue(after, next, f.length - f.taken - 1)) legal |= bit(x);
    }
    return legal;
}

// Makes the legal step st in the play under way.
constexpr void take_step(micro_frame& f, step st) noexcept {
    apply_step(f.side, f.land, st.from, st.die);
    --f.left[st.die];
    ++f.taken;
}

// A fresh play: L of BG-7.3, the number of a one-step non-double, and the
// sources each number may step from (legal[d], as micro_sources finds them),
// from one search: L is the most steps any first step leads to, and the
// first steps that lead to L are the legal ones.
constexpr void open_play(micro_frame& f, dice r, std::array<std::uint32_t, 7>& legal) noexcept {
    const int hi = std::max(r.first, r.second);
    const int lo = std::min(r.first, r.second);
    legal = {};
    if (f.doubles) {  // L: the deepest first step; legal: the first steps as deep
        std::uint32_t kept = 0;
        for (std::uint32_t m = sources(f.side, f.land, hi); m;) {
            const int x = highest_bit(m);
            m &= ~bit(x);
            packed_side next = f.side;
            apply_step(next, f.land, x, hi);
            const int depth = 1 + deepest_doubles(next, f.land, hi, 3, bar_point);
            if (depth > f.length) {
                f.length = depth;
                kept = 0;
            }
            if (depth == f.length) kept |= bit(x);
        }
        legal[static_cast<std::size_t>(hi)] = kept;
        return;
    }
    const std::uint32_t from_hi = sources(f.side, f.land, hi), from_lo = sources(f.side, f.land, lo);
    const auto then = [&f](std::uint32_t from, int d1, int d2) {
        std::uint32_t kept = 0;
        for (std::uint32_t m = from; m;) {
            const int x = highest_bit(m);
            m &= ~bit(x);
            packed_side next = f.side;
            apply_step(next, f.land, x, d1);
            if (sources(next, f.land, d2) != 0) kept |= bit(x);
        }
        return kept;
    };
    legal[static_cast<std::size_t>(hi)] = then(from_hi, hi, lo);
    legal[static_cast<std::size_t>(lo)] = then(from_lo, lo, hi);
    if (legal[static_cast<std::size_t>(hi)] | legal[static_cast<std::size_t>(lo)]) {
        f.length = 2;
        return;
    }
    f.single_die = from_hi != 0 ? hi : from_lo != 0 ? lo : 0;  // BG-7.2 (2): the larger when either plays
    f.length = f.single_die != 0 ? 1 : 0;
    if (f.single_die != 0) legal[static_cast<std::size_t>(f.single_die)] = f.single_die == hi ? from_hi : from_lo;
}

// What a play's frame was after some steps, and the sources each number may
// then step from, for one board and roll: kept in the micro codec's progress
// so that a step neither replays the play from its start nor searches again.
struct micro_memo {
    position board;  // the board and roll it was made for
    dice roll;
    std::array<step, 4> steps{};  // and the steps it reflects
    std::uint8_t count = 255;     // 255: no memo
    micro_frame frame;
    std::array<std::uint32_t, 7> legal{};  // legal[d]: micro_sources(frame, d)

    [[nodiscard]] constexpr bool made_for(const position& pos, dice r, const std::array<step, 4>& s,
                                          std::uint8_t n) const noexcept {
        // A count over four (BG-4.4) never matches, not even 255, the mark of
        // no memo: a failed make leaves the board, roll and steps it had.
        return count == n && n <= s.size() && steps == s && roll == r && board == pos;
    }
    constexpr void find_legal() noexcept {
        for (int d = 1; d <= 6; ++d) legal[static_cast<std::size_t>(d)] = micro_sources(frame, d);
    }

    // The memo of the first n of `s` on pos with roll r; false, and no memo,
    // when they are no beginning of a play.
    constexpr bool make(const position& pos, dice r, const std::array<step, 4>& s, std::uint8_t n) noexcept {
        count = 255;
        if (n > s.size()) return false;
        frame = {};
        frame.start = frame.side = pack(pos);
        frame.land = landing_of(pos);
        frame.doubles = r.is_double();
        frame.left[r.first] = frame.doubles ? 4 : 1;
        frame.left[r.second] = frame.doubles ? 4 : 1;
        open_play(frame, r, legal);
        for (std::size_t i = 0; i < n; ++i) {
            const step st = s[i];
            if (st.die < 1 || st.die > 6 || st.from < 1 || st.from > bar_point) return false;
            const std::uint32_t may = i == 0 ? legal[st.die] : micro_sources(frame, st.die);
            if (!(may & bit(st.from))) return false;
            take_step(frame, st);
        }
        if (n > 0) find_legal();
        board = pos;
        roll = r;
        steps = s;
        count = n;
        return true;
    }

    // Makes the legal step st, which does not end the play.
    constexpr void step_on(step st) noexcept {
        take_step(frame, st);
        find_legal();
        steps[count++] = st;
    }
};

}  // namespace detail

template <rules_policy R>
struct micro_codec {
    using move_type = move;
    // The steps chosen so far in this play (at most four, BG-4.4).
    // `memo` is a cache that mask and advance fill (equality ignores it).
    struct progress {
        std::array<step, 4> steps{};
        std::uint8_t count = 0;
        detail::micro_memo memo{};
        friend constexpr bool operator==(const progress& a, const progress& b) noexcept {
            return a.steps == b.steps && a.count == b.count;
        }
    };
    static constexpr std::string_view name = "micro";
    static constexpr std::size_t size = micro_ids::size;
    static constexpr std::size_t max_ids = 4;

    // The frame of p's steps with its legal sources: p's memo where it was
    // made for this board and roll, else made from the start of the play
    // into `out` (which may be p's own memo); nullptr when p is no beginning
    // of a play of s.
    [[nodiscard]] static constexpr const detail::micro_memo* memo_of(const state<R>& s, const progress& p,
                                                                    detail::micro_memo& out) noexcept {
        if (s.phase() != phase::playing) return nullptr;
        if (p.memo.made_for(s.board(), s.roll(), p.steps, p.count)) return &p.memo;
        return out.make(s.board(), s.roll(), p.steps, p.count) ? &out : nullptr;
    }

    // As below, keeping what it found in p for the advance that follows (the
    // overload a caller with a mutable progress, such as vector_env, takes).
    static std::size_t mask(const state<R>& s, progress& p, std::span<std::uint8_t> out) noexcept {
        (void)memo_of(s, p, p.memo);
        return mask(s, std::as_const(p), out);
    }

    static std::size_t mask(const state<R>& s, const progress& p, std::span<std::uint8_t> out) noexcept {
        std::fill(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(size), std::uint8_t{0});
        std::size_t n = 0;
        const auto set = [&](std::size_t id) {
            out[id] = 1;
            ++n;
        };
        switch (s.phase()) {
            case phase::cube_decision:  // BG-11.2
                set(micro_ids::roll);
                if (may_double(s)) set(micro_ids::double_offer);
                break;
            case phase::responding:  // BG-11.3, BG-12.3
                set(micro_ids::take);
                set(micro_ids::drop);
                if (may_beaver(s)) set(micro_ids::beaver);
                return n;
            case phase::resigning:  // BG-23.2
                set(micro_ids::accept);
                set(micro_ids::reject);
                return n;
            case phase::playing: {
                detail::micro_memo scratch;
                const detail::micro_memo* memo = memo_of(s, p, scratch);
                if (!memo) return 0;
                if (memo->frame.length == 0) set(micro_ids::pass);  // BG-7.6
                for (int d = 1; d <= 6; ++d)
                    for (std::uint32_t m = memo->legal[static_cast<std::size_t>(d)]; m;) {
                        const int x = detail::highest_bit(m);
                        m &= ~detail::bit(x);
                        set(6 * static_cast<std::size_t>(x - 1) + static_cast<std::size_t>(d - 1));
                    }
                if (p.count > 0) return n;
                break;
            }
            case phase::opening_roll:
            case phase::rolling:
            case phase::over: return 0;
        }
        for (int level = 1; level <= resign_cap(s); ++level) set(micro_ids::of_resign(level));  // BG-23.1, BG-23.3
        return n;
    }

    static std::optional<move> advance(const state<R>& s, progress& p, std::size_t id) noexcept {
        if (id < micro_ids::steps) {
            const step st = micro_ids::step_of(id);
            const detail::micro_memo* memo = memo_of(s, p, p.memo);
            if (!memo || !(memo->legal[st.die] & detail::bit(st.from))) return std::nullopt;
            if (memo->frame.taken + 1 < memo->frame.length) {
                p.memo.step_on(st);  // for the next mask and advance
                p.steps = p.memo.steps;
                p.count = p.memo.count;
                return std::nullopt;
            }
            // The last step: the legal play whose position the steps reach
            // (found, as an allowed sequence leaves a play's position, BG-7.5).
            const detail::micro_frame& f = memo->frame;
            detail::packed_side reached = f.side;
            detail::apply_step(reached, f.land, st.from, st.die);
            const std::optional<move> m = detail::play_finder(f.start, f.land, reached).find(s.roll(), f.length, f.single_die);
            if (m) p.steps[p.count++] = st;
            return m;
        }
        const std::optional<move> m = other_move(id);
        if (!m || (s.phase() == phase::playing && p.count > 0)) return std::nullopt;
        std::array<std::uint8_t, size> legal{};
        if (mask(s, p, legal) == 0 || legal[id] == 0) return std::nullopt;
        return m;
    }

    static std::size_t encode(const state<R>& s, const move& m, std::span<std::int32_t> ids) noexcept {
        if (current_player(s) < 0) return 0;
        const auto moves = legal_moves(s);
        if (std::find(moves.begin(), moves.end(), m) == moves.end()) return 0;
        if (m.is_play()) {
            if (m.is_pass()) {
                ids[0] = static_cast<std::int32_t>(micro_ids::pass);
                return 1;
            }
            for (int i = 0; i < m.size(); ++i)
                ids[static_cast<std::size_t>(i)] = static_cast<std::int32_t>(micro_ids::of_step(m[i]));
            return static_cast<std::size_t>(m.size());
        }
        ids[0] = static_cast<std::int32_t>(id_of_other(m));
        return 1;
    }

private:
    // The move of an id past the steps (150..160), nullopt past the table.
    [[nodiscard]] static constexpr std::optional<move> other_move(std::size_t id) noexcept {
        switch (id) {
            case micro_ids::pass: return move::pass();
            case micro_ids::roll: return move::roll();
            case micro_ids::double_offer: return move::double_offer();
            case micro_ids::take: return move::take();
            case micro_ids::drop: return move::drop();
            case micro_ids::beaver: return move::beaver();
            case micro_ids::accept: return move::accept();
            case micro_ids::reject: return move::reject();
            default: break;
        }
        if (id >= micro_ids::resign_single && id < micro_ids::resign_single + max_resign_level)
            return move::resign(static_cast<int>(id - micro_ids::resign_single) + 1);
        return std::nullopt;
    }
    [[nodiscard]] static constexpr std::size_t id_of_other(const move& m) noexcept {
        switch (m.type()) {
            case move::kind::play: return micro_ids::pass;
            case move::kind::roll: return micro_ids::roll;
            case move::kind::double_offer: return micro_ids::double_offer;
            case move::kind::take: return micro_ids::take;
            case move::kind::drop: return micro_ids::drop;
            case move::kind::beaver: return micro_ids::beaver;
            case move::kind::resign: return micro_ids::of_resign(m.resign_level());
            case move::kind::accept: return micro_ids::accept;
            case move::kind::reject: return micro_ids::reject;
        }
        return micro_ids::pass;
    }
};

// The codecs of backgammon: micro first, the index codec last.
template <rules_policy R>
[[nodiscard]] constexpr codec_list<micro_codec<R>, index_codec<state<R>>> codecs(std::type_identity<state<R>>) noexcept {
    return {};
}

static_assert(action_codec<micro_codec<source_rules>, state<source_rules>>);
static_assert(action_codec<micro_codec<money_rules>, state<money_rules>>);
static_assert(action_codec<micro_codec<nackgammon_rules>, state<nackgammon_rules>>);
static_assert(action_codec<micro_codec<hypergammon_rules>, state<hypergammon_rules>>);
static_assert(std::is_same_v<codecs_for<state<money_rules>>::types,
                             std::tuple<micro_codec<money_rules>, index_codec<state<money_rules>>>>);

}  // namespace arbiter::backgammon
