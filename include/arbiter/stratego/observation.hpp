#pragma once
// Hidden information (RULES.md ST-7): what one player may see of a state, and
// full states consistent with what it sees (determinisation, ST-7.9), so that
// bots never read what they must not.
//
//   observation<R>        the viewer and its view: the state with every hidden
//                         rank replaced by "unknown"
//   observe(s, p)         player p's observation of s
//   unknown_counts(obs)   the opponent's pieces whose rank the viewer does not
//                         know, by kind
//   sample(obs, rng)      a full state consistent with obs, drawn uniformly
//   public_text(s, m, p)  what player p sees of move m played at s
//
// Nothing here allocates.

#include <array>
#include <cassert>
#include <cstdint>
#include <string>

#include "../core/game.hpp"
#include "../core/random.hpp"
#include "apply.hpp"
#include "checked.hpp"
#include "generate.hpp"
#include "move_text.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace arbiter::stratego {

// ST-7.8: player `viewer`'s observation. `view` is the true state with
//  - during play: every opponent piece whose rank is not public (ST-7.1 to
//    ST-7.5, ST-9.7) replaced by piece::unknown(owner), keeping its moved and
//    rescued marks; revealed opponent pieces keep their rank; own pieces as
//    they are;
//  - during setup (ST-7.7): no opponent piece at all, not even its squares.
// Everything else in the state is public (ST-7.6) and kept as it is: phase,
// player to move, removed pieces, rescues, ply counters, two-square runs,
// chase record, the kind masks of ST-7.9 and the result.
//
// One public fact of the engine's setup goes beyond ST-7.7: setup is entered
// square by square in setup-string order (ST-3.4), so `view.placed()` tells
// how many squares the side setting up has decided (not what it put there).
// Squares are filled in a fixed order whatever the arrangement, so that
// count says nothing about any rank.
template <rules_policy R>
struct observation {
    player_id viewer = red;
    state<R> view;
    friend constexpr bool operator==(const observation&, const observation&) = default;
};

// ST-7.1 to ST-7.8: what player p may see of s. Pure; no heap.
template <rules_policy R>
[[nodiscard]] constexpr observation<R> observe(const state<R>& s, player_id p) noexcept {
    observation<R> obs{p, s};
    typename state<R>::edit e{obs.view};
    const player_id o = opponent(p);
    const bool setting_up = s.phase() == phase::setup;
    for (int sq = 0; sq < board_size; ++sq) {
        piece& pc = e.at(sq);
        if (!pc.belongs_to(o)) continue;
        if (setting_up) pc = piece{};               // ST-7.7: behind the screen
        else if (!pc.revealed()) pc = pc.hidden();  // ST-7.1: marks stay (ST-7.4, ST-7.5)
    }
    return obs;
}

// ST-7.9: the opponent's pieces whose rank the viewer does not know, by kind:
// its army minus its removed pieces (ST-5.9) minus its pieces revealed on the
// board.
//
// These are exactly the ranks of the unknown squares in a game that started
// from full setups. A game may also start from a position (ST-3.6, ST-9.10)
// where a side has fewer pieces than its army, and under free setup the army
// itself is not known: the counts are then an upper bound, the "box" the
// pieces on the board were drawn from, and the box is the classic army under
// free setup (ST-9.10: each side is a sub-collection of it). During setup the
// counts are the whole army: nothing of the opponent's is known yet.
template <rules_policy R>
[[nodiscard]] constexpr std::array<int, num_kinds> unknown_counts(const observation<R>& obs) noexcept {
    constexpr army_counts army = board_cap<R>;
    const player_id o = opponent(obs.viewer);
    std::array<int, num_kinds> left{};
    for (std::size_t k = 0; k < num_kinds; ++k) left[k] = army[k] - obs.view.removed(o, static_cast<kind>(k));
    for (int sq = 0; sq < board_size; ++sq) {
        const piece pc = obs.view.at(sq);
        if (pc.belongs_to(o) && !pc.is_unknown()) --left[static_cast<std::size_t>(pc.type())];
    }
    for (auto& n : left) n = n < 0 ? 0 : n;  // only a hand-made view can go below
    return left;
}

// How many opponent pieces the viewer sees as unknown.
template <rules_policy R>
[[nodiscard]] constexpr int unknown_piece_count(const observation<R>& obs) noexcept {
    int n = 0;
    for (const piece pc : obs.view.board()) n += pc.is_unknown() ? 1 : 0;
    return n;
}

namespace detail {

// A deal: up to 40 positions, each an unknown square of the view or a slot of
// the box (the pieces of unknown_counts not on the board), and the pieces of
// each kind to share among them.
struct deal_problem {
    static constexpr std::uint8_t box = 255;  // a position that is no square
    std::array<std::uint8_t, 40> square{};    // board square, or `box`
    std::array<std::uint16_t, 40> allowed{};  // the kinds each position may take
    std::array<std::uint8_t, 40> dealt{};     // the kind dealt to each position
    std::array<int, num_kinds> count{};       // pieces of each kind to deal
    int positions = 0;
    int pieces = 0;
};

[[nodiscard]] constexpr int popcount64(std::uint64_t x) noexcept {
    int n = 0;
    for (; x != 0; x &= x - 1) ++n;
    return n;
}

// Deals every piece to a position that allows its kind, uniformly over all
// such deals (a deal is a kind per position; pieces of a kind are alike).
//
// Kinds are dealt one after another, in the order `order`: kind k takes a
// uniformly random set of count_k of the free positions allowing it (f_k of
// them). A deal L is proposed with probability q(L) = prod_k 1/C(f_k, count_k),
// where f_k depends on L through the positions earlier kinds took. Each
// proposal is then kept with probability prod_k C(f_k, count_k)/C(b_k,
// count_k), where b_k >= f_k is a bound fixed in advance: the positions
// allowing k, minus how many pieces of earlier kinds certainly stand on them,
// by pigeonhole: of kind k', at least count_k' minus the positions k' may take
// and k may not; of all earlier kinds together, at least their pieces minus
// the positions any of them may take and k may not. A kept deal has
// probability prod_k 1/C(b_k, count_k), the same for every L: the deals that
// are kept are exactly uniform. The acceptance is drawn one piece at a time,
// (f - t)/(b - t) for the t-th piece, with integer draws only.
//
// With moved marks alone (ST-7.4, no kind masks), Bombs and Flag may go only
// on unmoved positions and every other kind anywhere. Sorting kinds by how
// many positions allow them puts the immovable kinds first, whose positions
// are nested, then the movable kinds, which every position allows: then
// f_k = b_k always, nothing is ever refused, and the method is the plain one:
// the immovable pieces uniformly on the unmoved positions, then the rest
// shuffled uniformly over the positions left. (Uniform by the argument above,
// or directly: every consistent deal splits in one way into where the
// immovables stand, C(u, bombs + flags) * (bombs + flags)!/(bombs! flags!)
// equally likely choices, and a deal of the rest to the positions left, whose
// number of choices does not depend on the first step.)
//
// Silent defense (ST-9.7) and the two-step Captain (ST-9.11) narrow single
// squares further; their masks are mostly nested by rank, so refusals stay
// rare. Returns false when this attempt was refused or ran out of positions.
template <random_engine G>
[[nodiscard]] constexpr bool deal_once(deal_problem& d, const std::array<std::uint8_t, num_kinds>& order,
                                       const std::array<int, num_kinds>& bound, G& rng) {
    std::uint64_t taken = 0;
    for (const std::uint8_t k : order) {
        const int c = d.count[k];
        if (c == 0) continue;
        std::array<std::uint8_t, 40> open{};  // the free positions allowing k
        int f = 0;
        for (int i = 0; i < d.positions; ++i)
            if (((taken >> i) & 1) == 0 && (d.allowed[static_cast<std::size_t>(i)] & (1u << k)) != 0)
                open[static_cast<std::size_t>(f++)] = static_cast<std::uint8_t>(i);
        if (f < c) return false;
        const int b = bound[k];
        assert(f <= b);
        for (int t = 0; t < c; ++t) {  // a uniform subset by partial Fisher-Yates
            const auto j = static_cast<std::size_t>(t + static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(f - t))));
            const auto ti = static_cast<std::size_t>(t);
            const std::uint8_t pick = open[j];
            open[j] = open[ti];
            open[ti] = pick;
            if (f < b && uniform_below(rng, static_cast<std::uint64_t>(b - t)) >= static_cast<std::uint64_t>(f - t))
                return false;
            taken |= std::uint64_t{1} << pick;
            d.dealt[pick] = k;
        }
    }
    return true;
}

// The last resort when deal_once keeps refusing (see sample): any deal that
// respects every position's kinds, by augmenting paths (a bipartite matching
// of positions to pieces), tried in a random order. Consistent, not uniform.
// Returns false when no such deal exists (an observation observe() cannot give).
template <random_engine G>
constexpr bool deal_any(deal_problem& d, G& rng) {
    std::array<std::uint8_t, 40> piece_kind{};  // the pieces, one slot each
    int n = 0;
    for (std::uint8_t k = 0; k < num_kinds; ++k)
        for (int c = 0; c < d.count[k] && n < 40; ++c) piece_kind[static_cast<std::size_t>(n++)] = k;
    for (int i = n - 1; i > 0; --i) {
        const auto j = static_cast<std::size_t>(uniform_below(rng, static_cast<std::uint64_t>(i + 1)));
        const std::uint8_t t = piece_kind[j];
        piece_kind[j] = piece_kind[static_cast<std::size_t>(i)];
        piece_kind[static_cast<std::size_t>(i)] = t;
    }
    std::array<int, 40> holder{};  // the position holding each piece, or -1
    holder.fill(-1);
    struct matcher {
        const deal_problem& d;
        const std::array<std::uint8_t, 40>& kinds;
        std::array<int, 40>& holder;
        int n;
        std::uint64_t seen = 0;
        constexpr bool augment(int pos) {  // Kuhn's algorithm, depth <= 40
            for (int slot = 0; slot < n; ++slot) {
                const auto s = static_cast<std::size_t>(slot);
                if (((seen >> slot) & 1) != 0 || (d.allowed[static_cast<std::size_t>(pos)] & (1u << kinds[s])) == 0)
                    continue;
                seen |= std::uint64_t{1} << slot;
                if (holder[s] < 0 || augment(holder[s])) {
                    holder[s] = pos;
                    return true;
                }
            }
            return false;
        }
    } m{d, piece_kind, holder, n};
    bool ok = true;
    for (int pos = 0; pos < d.positions; ++pos) {
        m.seen = 0;
        ok = m.augment(pos) && ok;
    }
    for (int slot = 0; slot < n; ++slot)
        if (holder[static_cast<std::size_t>(slot)] >= 0)
            d.dealt[static_cast<std::size_t>(holder[static_cast<std::size_t>(slot)])] = piece_kind[static_cast<std::size_t>(slot)];
    return ok;
}

// Whether the end-of-turn checks of ST-8.2, ST-8.3 and ST-8.7, run on a full
// state, give the phase and result it shows. They are public (ST-7.6) and
// depend on ranks: a side to move with no legal move has lost, so a state in
// play whose player to move cannot move is not consistent, however unlikely
// (Red's front row all Bombs and Flag, ST-12.12).
template <rules_policy R>
[[nodiscard]] constexpr bool turn_agrees(const state<R>& s) noexcept {
    switch (s.phase()) {
        case phase::play: return has_legal_move(s);
        case phase::over:
            switch (s.result().reason) {
                case end_reason::no_legal_move:
                    return !has_legal_move(s) && has_basic_move(s, opponent(s.to_move()));
                case end_reason::both_unable_to_move:
                    return !has_legal_move(s) && !has_basic_move(s, opponent(s.to_move()));
                case end_reason::move_cap: return has_legal_move(s);
                default: return true;
            }
        default: return true;
    }
}

// ST-7.7, ST-3.4: during setup the opponent's decided squares get the first
// cells of a uniformly random arrangement of its army (partial Fisher-Yates
// over the 40 cells, empty cells included for armies under 40).
template <rules_policy R, random_engine G>
constexpr void deal_setup(state<R>& s, player_id viewer, G& rng) {
    const player_id o = opponent(viewer);
    const int placed = s.to_move() == o ? s.placed() : (o == red ? 40 : 0);
    std::array<std::uint8_t, 40> cells{};
    std::size_t n = 0;
    for (std::size_t k = 0; k < num_kinds; ++k)
        for (int c = 0; c < R::army[k]; ++c) cells[n++] = static_cast<std::uint8_t>(k);
    for (; n < cells.size(); ++n) cells[n] = arrangement::none;
    typename state<R>::edit e{s};
    for (int i = 0; i < placed; ++i) {
        const auto ii = static_cast<std::size_t>(i);
        const auto j = ii + static_cast<std::size_t>(uniform_below(rng, static_cast<std::uint64_t>(40 - i)));
        const std::uint8_t cell = cells[j];
        cells[j] = cells[ii];
        cells[ii] = cell;
        if (cell != arrangement::none) e.at(setup_square(o, i)) = piece{static_cast<kind>(cell), o};
    }
}

}  // namespace detail

// How many deals sample tries before its fallback (see sample).
inline constexpr int sample_attempts = 1 << 14;

namespace detail {

// ST-7.9, ST-9.12: the unknown squares and the box to deal to; returns how many are squares.
template <rules_policy R>
[[nodiscard]] constexpr int set_deal_positions(const observation<R>& obs, const state<R>& s,
                                               deal_problem& d) {
    const player_id o = opponent(obs.viewer);
    d.count = unknown_counts(obs);
    for (const int c : d.count) d.pieces += c;
    // The player who decides at a rescue moved a piece that is not a Scout.
    const int rescuer = s.phase() == phase::rescue && s.to_move() == o ? s.run(o).last[0].to : -1;
    for (int sq = 0; sq < board_size && d.positions < 40; ++sq) {
        if (!s.at(sq).is_unknown()) continue;
        auto& allowed = d.allowed[static_cast<std::size_t>(d.positions)];
        allowed = possible_kinds(s, sq);
        if (sq == rescuer) allowed = static_cast<std::uint16_t>(allowed & ~kind_bit(kind::scout));
        d.square[static_cast<std::size_t>(d.positions++)] = static_cast<std::uint8_t>(sq);
    }
    const int on_board = d.positions;
    for (; d.positions < d.pieces && d.positions < 40; ++d.positions) {  // the box
        d.square[static_cast<std::size_t>(d.positions)] = deal_problem::box;
        d.allowed[static_cast<std::size_t>(d.positions)] = all_kinds;
    }
    return on_board;
}

// ST-7.9: for each kind, the positions that allow it, as a bit mask.
[[nodiscard]] constexpr std::array<std::uint64_t, num_kinds> positions_by_kind(
    const deal_problem& d) noexcept {
    std::array<std::uint64_t, num_kinds> where{};
    for (int i = 0; i < d.positions; ++i)
        for (std::size_t k = 0; k < num_kinds; ++k)
            if ((d.allowed[static_cast<std::size_t>(i)] & (1u << k)) != 0)
                where[k] |= std::uint64_t{1} << i;
    return where;
}

// ST-7.9: the order kinds are dealt in, fewest positions first (see deal_once).
[[nodiscard]] constexpr std::array<std::uint8_t, num_kinds> deal_order(
    const std::array<std::uint64_t, num_kinds>& where) noexcept {
    std::array<std::uint8_t, num_kinds> order{};
    for (std::size_t k = 0; k < num_kinds; ++k) order[k] = static_cast<std::uint8_t>(k);
    for (std::size_t i = 1; i < num_kinds; ++i)  // insertion sort: stable, constexpr
        for (std::size_t j = i;
             j > 0 && popcount64(where[order[j]]) < popcount64(where[order[j - 1]]); --j) {
            const std::uint8_t t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    return order;
}

// ST-7.9: each kind's bound b_k on the free positions allowing it (see deal_once).
[[nodiscard]] constexpr std::array<int, num_kinds> deal_bounds(
    const deal_problem& d, const std::array<std::uint64_t, num_kinds>& where,
    const std::array<std::uint8_t, num_kinds>& order) noexcept {
    std::array<int, num_kinds> bound{};  // see detail::deal_once
    for (std::size_t i = 0; i < num_kinds; ++i) {
        const std::uint8_t k = order[i];
        int each = 0, earlier = 0;
        std::uint64_t outside = 0;  // positions of earlier kinds that k may not take
        for (std::size_t j = 0; j < i; ++j) {
            const std::uint8_t e = order[j];
            const std::uint64_t out = where[e] & ~where[k];
            const int in = d.count[e] - popcount64(out);
            each += in > 0 ? in : 0;
            earlier += d.count[e];
            outside |= out;
        }
        const int together = earlier - popcount64(outside);
        bound[k] = popcount64(where[k]) - (each > together ? each : together);
    }
    return bound;
}

// ST-7.9: writes the deal's kinds on the unknown squares of s (the first `on_board` positions).
template <rules_policy R>
constexpr void write_deal(state<R>& s, const state<R>& view, const deal_problem& d, int on_board) {
    typename state<R>::edit e{s};
    for (int i = 0; i < on_board; ++i) {
        const int sq = d.square[static_cast<std::size_t>(i)];
        e.at(sq) = view.at(sq).with_kind(static_cast<kind>(d.dealt[static_cast<std::size_t>(i)]));
    }
}

// ST-7.9: uniform deals written on s until one passes turn_agrees; false if none was written.
template <rules_policy R, random_engine G>
[[nodiscard]] constexpr bool deal_uniformly(state<R>& s, const state<R>& view, deal_problem& d,
                                            int on_board,
                                            const std::array<std::uint8_t, num_kinds>& order,
                                            const std::array<int, num_kinds>& bound, G& rng) {
    bool written = false;
    if (on_board <= d.pieces) {  // else a hand-made view: no deal fits
        for (int attempt = 0; attempt < sample_attempts; ++attempt) {
            if (!deal_once(d, order, bound, rng)) continue;
            write_deal(s, view, d, on_board);
            written = true;
            if (turn_agrees(s)) return true;
        }
    }
    return written;
}

// ST-7.9: the fallback when no try got through: a deal by matching (deal_any).
template <random_engine G>
constexpr void deal_by_matching(deal_problem& d, G& rng) {
    for (int i = 0; i < d.positions; ++i) {  // what no deal fills keeps a kind its mask allows
        const std::uint16_t a = d.allowed[static_cast<std::size_t>(i)];
        std::uint8_t k = 0;
        while (k + 1 < num_kinds && (a & (1u << k)) == 0) ++k;
        d.dealt[static_cast<std::size_t>(i)] = k;
    }
    deal_any(d, rng);
}

}  // namespace detail

// ST-7.9: a full state consistent with obs, drawn uniformly among the
// consistent states, with any random engine (draws by arbiter::uniform_below
// only, so a seed gives the same state on every platform). No heap.
//
// Consistent: the view's squares, revealed ranks and public record; the
// unknown squares dealt from unknown_counts(obs), a moved piece never a Bomb
// or the Flag (ST-7.4), every square within its possible_kinds (silent
// defense ST-9.7, two-step Captain ST-9.11), a piece at a rescue decision not
// a Scout (ST-9.12), and the end-of-turn checks giving the phase shown (see
// detail::turn_agrees). Where the box of unknown_counts holds more pieces
// than the board has unknown squares (a game from a partial position), the
// unknown squares are drawn from the box as if dealt from it: a deal of the
// whole box, uniform, restricted to the board.
//
// During setup (ST-7.7) the opponent's decided squares are those of a
// uniformly random arrangement of its army.
//
// Exactness: each deal is exactly uniform (detail::deal_once), and deals the
// end-of-turn checks refuse are drawn again, which keeps it uniform. The
// tries are bounded (sample_attempts) for observations where consistent deals
// are astronomically rare; then the last deal is returned even if the
// end-of-turn checks disagree, or, if no try got through, a deal built by
// matching (detail::deal_any) that respects every square's kinds: consistent
// but not uniform. (Over 130 random games of up to 2000 plies, classic,
// Ultimate Lightning and silent defense, no sample needed more than a few
// thousand random draws.) An observation that no state fits (hand-made)
// leaves the squares no deal can fill with the first kind their mask allows.
template <rules_policy R, random_engine G>
[[nodiscard]] constexpr state<R> sample(const observation<R>& obs, G&& rng) {
    state<R> s = obs.view;
    if (s.phase() == phase::setup) {
        detail::deal_setup(s, obs.viewer, rng);
        return s;
    }
    detail::deal_problem d;
    const int on_board = detail::set_deal_positions(obs, s, d);
    if (on_board == 0) return s;

    // The order kinds are dealt in, fewest positions first, and their bounds.
    const std::array<std::uint64_t, num_kinds> where = detail::positions_by_kind(d);
    const std::array<std::uint8_t, num_kinds> order = detail::deal_order(where);
    const std::array<int, num_kinds> bound = detail::deal_bounds(d, where, order);

    // Deals until one agrees with the end-of-turn checks; each try is exactly
    // uniform, so the first accepted one is too.
    if (!detail::deal_uniformly(s, obs.view, d, on_board, order, bound, rng)) {
        detail::deal_by_matching(d, rng);
        detail::write_deal(s, obs.view, d, on_board);
    }
    return s;
}

// ------------------------------------------------------------------ what a move shows

// what player `viewer` sees of move m, played at s by the player to move,
// in the notation of ST-10.2 where nothing is hidden:
//  - the mover sees its own move whole, "Ma1" for a placement (ST-7.1);
//  - the opponent sees that a setup square was decided, not what it holds
//    (ST-3.3, ST-7.7: not even whether it stays empty): "?a1"; the square
//    is the next of setup-string order, which the observation's placed()
//    tells anyway (see observation above);
//  - a move's squares are public (ST-7.6): "e4-e5", a Scout's run too
//    (which reveals it, ST-7.3);
//  - an attack reveals both ranks to both players (ST-5.2, ST-7.2) and its
//    outcome is public (ST-7.6): "e4xe5 (Red Major against Blue Captain: the
//    attacker wins)"; under silent defense (ST-9.7) a defender that survives
//    stays hidden from the attacker: "e4xe5 (Red Major against Blue piece:
//    the defender holds)";
//  - a rescue is public, the rescued piece enters revealed (ST-9.12): "*Hc3",
//    and declining it "*-".
template <rules_policy R>
[[nodiscard]] std::string public_text(const state<R>& s, const move& m, player_id viewer) {
    const player_id mover = s.to_move();
    const std::string text = to_string(s, m);
    if (s.phase() == phase::setup) {
        if (viewer == mover || !m.is_placement()) return text;
        return "?" + square_name(m.to);  // ST-3.3, ST-7.7
    }
    if (s.phase() != phase::play || !m.is_step() || m.to >= board_size) return text;  // rescues: ST-9.12
    const piece attacker = s.at(m.from), defender = s.at(m.to);
    if (defender.empty() || !attacker.belongs_to(mover) || defender.belongs_to(mover) || attacker.is_unknown() ||
        defender.is_unknown())
        return text;  // a plain move: squares only (ST-7.6)
    const combat c = fight<R>(attacker.type(), defender.type());
    const bool hidden = R::defense == defense_rule::silent && c == combat::defender_wins && viewer == mover;
    std::string outcome;
    switch (c) {
        case combat::flag_captured: outcome = "the Flag is captured"; break;  // ST-5.3 rule 1
        case combat::attacker_wins: outcome = "the attacker wins"; break;
        case combat::defender_wins: outcome = hidden ? "the defender holds" : "the defender wins"; break;  // ST-9.7
        case combat::both_removed: outcome = "both are removed"; break;
    }
    return text + " (" + player_name(mover) + " " + kind_name(attacker.type()) + " against " +
           player_name(defender.owner()) + " " + (hidden ? std::string("piece") : kind_name(defender.type())) +
           ": " + outcome + ")";  // ST-5.2, ST-7.2
}

// Stratego has no chance outcomes; the text of the type's one value.
template <rules_policy R>
[[nodiscard]] std::string public_text(const state<R>& s, no_chance o, player_id) {
    return to_string(s, o);
}

}  // namespace arbiter::stratego
