#pragma once
// Stratego observation tensors: what player `viewer` sees, as floats, the
// same from a state as from observe(s, viewer) (ST-7.8), so that two states
// the viewer cannot tell apart give the same tensor.
//
// Rank 1: `planes` board planes of 100 floats, then the scalars. Plane p holds
// square sq at 100 * p + view_square(viewer, sq) (actions.hpp: Red's squares
// as they are, Blue's turned half a turn, 99 - sq, so the viewer's zone is
// always rows 0-3 read from its own left, as in ST-10.6). Planes are 0/1.
//
//   plane      what (1 on the square when ...)
//   0-11       own piece of kind k (ST-2.1 order: Bomb, Spy, ..., Marshal, Flag)
//   12-23      opponent piece revealed as kind k (ST-7.2, ST-7.3, ST-7.5)
//   24         opponent piece of unknown rank (ST-7.8)
//   25         ... of unknown rank that has moved (ST-7.4: not a Bomb or Flag)
//   26         own piece whose rank the opponent knows (revealed)
//   27         own piece that has moved (the opponent knows it is movable)
//   28         lake (ST-1.4)
//   29         empty: no piece seen and no lake (during setup the opponent's
//              squares are empty too, ST-7.7)
//   30, 31     the viewer's last move: from, to (ST-6.7's run, last[0])
//   32, 33     the opponent's last move: from, to
//   34, 35     (rulesets with rescue, ST-9.12) own / opponent piece that has
//              rescued and may not again
//   next 12    (rulesets keeping kind masks: silent defense ST-9.7, two-step
//              Captain ST-9.11, rescue) opponent piece of unknown rank that
//              may be kind k (possible_kinds, ST-7.9)
//
// Scalars from offset 100 * planes, each in [0, 1]:
//   +0..11     unknown_counts(obs)[k] / c_k: the opponent's pieces of kind k
//              whose rank the viewer does not know; c_k = board_cap<R>[k],
//              the most a side can have (0 where c_k = 0)
//   +12..23    the viewer's removed pieces of kind k / c_k (ST-5.9)
//   +24..35    the opponent's removed pieces of kind k / c_k
//   +36..38    phase one-hot: setup, play, rescue (all 0 once over)
//   +39        plies / P, P = R::max_plies if set, else 1,000; at most 1
//   +40        plies without an attack / Q, Q = R::max_plies_without_attack
//              if set, else 200 (the descriptor's cap, ST-8.7); at most 1
//   +41, 42    the viewer's / the opponent's two-square run length over
//              R::two_square_limit (ST-6.7, ST-9.1; 0 when the rule is off)
//   +43        the viewer is the player to decide (0 once over)
//   +44        squares the side setting up has decided / 40 (ST-3.4; 0 out
//              of setup; public, see observation.hpp)
//   +45, 46    (rulesets with rescue) own / opponent rescues made / 2 (ST-9.12)
//
// The uint8 tensor (core/tensor.hpp) has each scalar's denominator as its
// scale (c_k, Q, the run limit, 40, 2), so it is exact but for +39 (and
// +40 where Q passes 255), whose denominator 1,000 is rounded to 1/255.
//
// Sizes: classic and every preset without rescue 34 * 100 + 45 = 3,445;
// Ultimate Lightning 48 * 100 + 47 = 4,847. Departures from the first design
// (3,443): the scalars +43 and +44 (without them an army under 40 cannot
// tell which square its next placement fills, and a viewer not to move
// would look like one that is), and the rescue and kind-mask slices, which
// only their rulesets have and which come after the common part of each
// section, so planes 0-33 and scalars +0..44 mean the same in every ruleset.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <type_traits>
#include <utility>

#include "../core/tensor.hpp"
#include "actions.hpp"
#include "observation.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace arbiter::stratego {

// Where each part of R's tensor starts (see the table above).
template <rules_policy R>
struct tensor_layout {
    // planes
    static constexpr std::size_t own_kind = 0, opponent_kind = 12, opponent_unknown = 24, opponent_unknown_moved = 25,
                                 own_revealed = 26, own_moved = 27, lake = 28, empty = 29, own_last_from = 30,
                                 own_last_to = 31, opponent_last_from = 32, opponent_last_to = 33;
    static constexpr std::size_t common_planes = 34;
    static constexpr std::size_t own_rescued = common_planes, opponent_rescued = common_planes + 1;  // if R::rescue
    static constexpr std::size_t possible_kind = common_planes + (R::rescue ? 2 : 0);  // if keeps_kind_masks<R>
    static constexpr std::size_t planes = possible_kind + (keeps_kind_masks<R> ? num_kinds : 0);
    // scalars, as offsets from `scalars`
    static constexpr std::size_t scalars = planes * board_size;
    static constexpr std::size_t unknown = 0, own_removed = 12, opponent_removed = 24, phase_setup = 36,
                                 phase_play = 37, phase_rescue = 38, plies = 39, quiet_plies = 40, own_run = 41,
                                 opponent_run = 42, to_decide = 43, setup_placed = 44;
    static constexpr std::size_t common_scalars = 45;
    static constexpr std::size_t own_rescues = common_scalars, opponent_rescues = common_scalars + 1;  // if R::rescue
    static constexpr std::size_t scalar_count = common_scalars + (R::rescue ? 2 : 0);
    static constexpr std::size_t size = scalars + scalar_count;

    static constexpr int plies_scale = R::max_plies > 0 ? R::max_plies : 1000;
    static constexpr int quiet_plies_scale = R::max_plies_without_attack > 0 ? R::max_plies_without_attack : 200;
};

template <rules_policy R>
[[nodiscard]] constexpr tensor_shape observation_shape(std::type_identity<state<R>>) noexcept {
    return tensor_shape{1, {tensor_layout<R>::size, 0, 0, 0}};
}

namespace detail {
// n / of within [0, 1] (0 where of is 0), as an entry of type T on the scale of `of`.
template <tensor_entry T>
[[nodiscard]] constexpr T ratio(int n, int of) noexcept {
    if (of <= 0) return T{0};
    return fraction<T>(std::clamp(n, 0, of), of);  // without a branch on n: counts are often 0
}
}  // namespace detail

namespace detail {
// How a square's piece is read: as an observation already shows it, or from
// a state, where the opponent's ranks are hidden in play (ST-7.8) and its
// pieces unseen during setup (ST-7.7).
enum class seen_as : std::uint8_t { observed, state_in_play, state_in_setup };

// What one square sets, looked up by its piece's bits: up to three planes,
// four with rescue (unused slots repeat the first, so all are written
// without a test), and the opponent's kind it shows for ST-7.9's count: a 1
// in byte k of the two words (kinds 0-7, then 8-11), or none. The counts
// add up in registers, not through a chain of stores to one array.
template <rules_policy R>
struct square_planes {
    static constexpr std::size_t most = R::rescue ? 4 : 3;  // an own piece: kind, revealed, moved, rescued
    std::array<std::uint16_t, most> offsets{};  // plane * board_size
    std::array<std::uint64_t, 2> shown{};
};

template <rules_policy R>
[[nodiscard]] constexpr square_planes<R> planes_of(piece pc, player_id me) noexcept {
    using L = tensor_layout<R>;
    std::array<std::size_t, square_planes<R>::most> set{};
    std::size_t n = 0;
    square_planes<R> out;
    if (pc.empty()) {
        set[n++] = L::empty;
    } else if (pc.owner() == me) {
        set[n++] = L::own_kind + static_cast<std::size_t>(pc.type());
        if (pc.revealed()) set[n++] = L::own_revealed;
        if (pc.moved()) set[n++] = L::own_moved;
    } else if (pc.is_unknown()) {
        set[n++] = L::opponent_unknown;
        if (pc.moved()) set[n++] = L::opponent_unknown_moved;
    } else {
        const auto k = static_cast<unsigned>(pc.type());
        set[n++] = L::opponent_kind + k;
        out.shown[k / 8] = std::uint64_t{1} << (8 * (k % 8));
    }
    if constexpr (R::rescue)
        if (!pc.empty() && pc.has_rescued()) set[n++] = pc.owner() == me ? L::own_rescued : L::opponent_rescued;
    for (std::size_t i = 0; i < out.offsets.size(); ++i)
        out.offsets[i] = static_cast<std::uint16_t>(set[i < n ? i : 0] * board_size);
    return out;
}

// The table of planes_of over every piece's bits, for viewer `me` reading
// pieces `as` the enum says.
template <rules_policy R>
[[nodiscard]] constexpr std::array<square_planes<R>, 256> make_square_table(player_id me, seen_as as) noexcept {
    std::array<square_planes<R>, 256> table{};
    for (auto& entry : table) entry = planes_of<R>(piece{}, me);
    for (const player_id owner : {player_id{0}, player_id{1}}) {
        for (int code = 0; code <= num_kinds; ++code) {  // num_kinds: a piece of unknown rank
            if (code == num_kinds && owner == me) continue;   // a player knows its own ranks
            for (int flags = 0; flags < 8; ++flags) {
                piece pc = code < num_kinds ? piece{static_cast<kind>(code), owner} : piece::unknown(owner);
                if (flags & 1) pc.reveal();
                if (flags & 2) pc.mark_moved();
                if (flags & 4) pc.mark_rescued();
                piece seen = pc;
                if (owner != me && as != seen_as::observed)
                    seen = as == seen_as::state_in_setup ? piece{} : pc.revealed() ? pc : pc.hidden();
                table[pc.bits()] = planes_of<R>(seen, me);
            }
        }
    }
    return table;
}

template <rules_policy R>
inline constexpr std::array<std::array<std::array<square_planes<R>, 256>, 3>, 2> square_tables = [] {
    std::array<std::array<std::array<square_planes<R>, 256>, 3>, 2> t{};
    for (const player_id me : {player_id{0}, player_id{1}})
        for (const seen_as as : {seen_as::observed, seen_as::state_in_play, seen_as::state_in_setup})
            t[static_cast<std::size_t>(me)][static_cast<std::size_t>(as)] = make_square_table<R>(me, as);
    return t;
}();

inline constexpr std::array<int, 8> lake_squares = [] {
    std::array<int, 8> out{};
    std::size_t n = 0;
    for (int sq = 0; sq < board_size; ++sq)
        if (is_lake(sq)) out[n++] = sq;
    return out;
}();

// The tensor of what `me` sees of v's board, each piece read `as` given (the
// rest of the state is public as it is), so that the observation and the
// state itself give the same floats. One table look-up per square: the
// planes a piece sets do not depend on where it stands.
template <rules_policy R, tensor_entry T>
void write_seen(const state<R>& v, player_id me, seen_as as, std::span<T> out) noexcept {
    using L = tensor_layout<R>;
    const player_id them = opponent(me);
    std::fill(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(L::size), T{0});
    auto plane = [&](std::size_t p, int sq) -> T& {
        return out[p * board_size + static_cast<std::size_t>(view_square(me, sq))];
    };
    constexpr army_counts cap = board_cap<R>;
    std::array<std::uint64_t, 2> shown{};  // a byte per kind: a count of at most 100 squares
    const auto& table = square_tables<R>[static_cast<std::size_t>(me)][static_cast<std::size_t>(as)];
    const auto& board = v.board();
    const std::ptrdiff_t step = me == red ? 1 : -1;
    T* at = out.data() + view_square(me, 0);
    for (int sq = 0; sq < board_size; ++sq, at += step) {
        const square_planes<R>& e = table[board[static_cast<std::size_t>(sq)].bits()];
        [&]<std::size_t... I>(std::index_sequence<I...>) {
            ((at[e.offsets[I]] = 1), ...);
        }(std::make_index_sequence<square_planes<R>::most>{});
        shown[0] += e.shown[0];
        shown[1] += e.shown[1];
        if constexpr (keeps_kind_masks<R>) {
            if (e.offsets[0] != L::opponent_unknown * board_size) continue;
            const std::uint16_t possible = possible_kinds(v, sq);  // the same for the piece and its hidden form
            for (std::size_t k = 0; k < num_kinds; ++k)
                if ((possible >> k) & 1u) plane(L::possible_kind + k, sq) = 1;
        }
    }
    for (const int sq : lake_squares) {  // ST-1.4: no piece stands there
        plane(L::empty, sq) = 0;
        plane(L::lake, sq) = 1;
    }
    for (const player_id p : {me, them}) {  // ST-7.6: every ply's squares are public
        const auto& run = v.run(p);
        if (!run.any) continue;
        plane(p == me ? L::own_last_from : L::opponent_last_from, run.last[0].from) = 1;
        plane(p == me ? L::own_last_to : L::opponent_last_to, run.last[0].to) = 1;
    }

    const std::span<T> sc = out.subspan(L::scalars, L::scalar_count);
    for (std::size_t k = 0; k < num_kinds; ++k) {
        const auto kk = static_cast<kind>(k);
        // ST-7.9, as unknown_counts(observe(...))
        const int unknown = cap[k] - v.removed(them, kk) - static_cast<int>((shown[k / 8] >> (8 * (k % 8))) & 255);
        sc[L::unknown + k] = ratio<T>(unknown, cap[k]);  // ratio is 0 below 0 (only a hand-made view)
        sc[L::own_removed + k] = ratio<T>(v.removed(me, kk), cap[k]);
        sc[L::opponent_removed + k] = ratio<T>(v.removed(them, kk), cap[k]);
    }
    // Written without a branch: across a batch of games each call sees another phase.
    const phase ph = v.phase();
    sc[L::phase_setup] = tensor_flag<T>(ph == phase::setup);
    sc[L::phase_play] = tensor_flag<T>(ph == phase::play);
    sc[L::phase_rescue] = tensor_flag<T>(ph == phase::rescue);
    sc[L::plies] = ratio<T>(v.plies(), L::plies_scale);
    sc[L::quiet_plies] = ratio<T>(v.plies_without_attack(), L::quiet_plies_scale);
    sc[L::own_run] = ratio<T>(v.run(me).length, R::two_square_limit);
    sc[L::opponent_run] = ratio<T>(v.run(them).length, R::two_square_limit);
    sc[L::to_decide] = tensor_flag<T>(ph != phase::over && v.to_move() == me);
    sc[L::setup_placed] = ratio<T>(ph == phase::setup ? v.placed() : 0, 40);
    if constexpr (R::rescue) {
        sc[L::own_rescues] = ratio<T>(v.rescues_made(me), 2);
        sc[L::opponent_rescues] = ratio<T>(v.rescues_made(them), 2);
    }
}
}  // namespace detail

// Each entry's scale in the uint8 tensor (core/tensor.hpp): 1 on the planes,
// each scalar's denominator.
template <rules_policy R>
[[nodiscard]] constexpr std::array<std::uint8_t, tensor_layout<R>::size> observation_scales(
    std::type_identity<state<R>>) noexcept {
    using L = tensor_layout<R>;
    auto scales = unit_scales<L::size>();
    std::uint8_t* sc = scales.data() + L::scalars;
    for (std::size_t k = 0; k < num_kinds; ++k)
        sc[L::unknown + k] = sc[L::own_removed + k] = sc[L::opponent_removed + k] = fraction_scale(board_cap<R>[k]);
    sc[L::plies] = fraction_scale(L::plies_scale);
    sc[L::quiet_plies] = fraction_scale(L::quiet_plies_scale);
    sc[L::own_run] = sc[L::opponent_run] = fraction_scale(R::two_square_limit);
    sc[L::setup_placed] = 40;
    if constexpr (R::rescue) sc[L::own_rescues] = sc[L::opponent_rescues] = 2;
    return scales;
}

// The tensor of observation o into out[0, tensor_layout<R>::size), as
// floats or as uint8 (core/tensor.hpp).
template <rules_policy R>
void write_observation(const observation<R>& o, std::span<float> out) noexcept {
    detail::write_seen(o.view, o.viewer, detail::seen_as::observed, out);
}
template <rules_policy R>
void write_observation(const observation<R>& o, std::span<std::uint8_t> out) noexcept {
    detail::write_seen(o.view, o.viewer, detail::seen_as::observed, out);
}

namespace detail {
// The tensor of what `viewer` sees of s, read from s directly with each
// square as observe() would leave it (ST-7.1, ST-7.7): no observation is
// built, and nothing hidden is written.
template <rules_policy R, tensor_entry T>
void write_state_seen(const state<R>& s, player_id viewer, std::span<T> out) noexcept {
    const bool setting_up = s.phase() == phase::setup;
    write_seen(s, viewer, setting_up ? seen_as::state_in_setup : seen_as::state_in_play, out);
}
}  // namespace detail

// The same from the state (see write_state_seen).
template <rules_policy R>
void write_observation(const state<R>& s, player_id viewer, std::span<float> out) noexcept {
    detail::write_state_seen(s, viewer, out);
}
template <rules_policy R>
void write_observation(const state<R>& s, player_id viewer, std::span<std::uint8_t> out) noexcept {
    detail::write_state_seen(s, viewer, out);
}

}  // namespace arbiter::stratego
