#pragma once
// War Chest observation tensors (core/tensor.hpp): what seat `viewer` sees, as
// floats, built only from what observe(s, viewer) keeps (WC-16), so two states
// the viewer cannot tell apart give the same tensor. From a state no
// observation is built: the writer reads the public parts, the viewer's own
// coins and hidden_zones_of(s, viewer).
//
// Seats are relative to the viewer, its team first: r = 0 the viewer; with
// 2 players r = 1 the opponent; with 4 (WC-14.1) r = 1 the partner (viewer + 2),
// r = 2 the next seat (viewer + 1), r = 3 the last (viewer + 3). "My side" is
// side_of(viewer) (WC-3.1, WC-14.1), "their side" the other. P = R::players.
//
// Rank 1: K planes of 49 floats, then the vector. Plane k holds hex h at
// 49 * k + view_hex(viewer, h): h itself (x + 7 y, WC-2.1) for a side A
// viewer, 48 - h (the half turn (x, y) -> (6 - x, 6 - y), a symmetry of both
// boards and of the locations, WC-2.3, WC-2.5) for side B, so the viewer's
// starting locations are always e1 and g2 (and g5). Planes are 0/1 but the
// height.
//
//   plane        what (on the hex when ...)
//   0            on the board in use (WC-2.3)
//   1            a location (control point, WC-2.5)
//   2, 3         controlled by my side / their side (WC-11.1)
//   4..19        a unit of type t (WC-1.1 order, archer .. warrior_priest)
//   20..19+P     the unit's card is held by relative seat r (WC-14.6)
//   20+P         stack height / 5 (the most coins of a type, WC-1.1)
//   21+P         the unit the top follow-up concerns (pending hex; soak: the
//                Royal Guard attacked)
//   22+P         the top follow-up's second hex: soak, the attacker
//                (WC-10.2 a); footman, the Footman that has acted (WC-12.6.4)
//
// The vector from offset 49 * K; counts by coin type c (17: the units, then
// the Royal Coin, WC-0.3) are / 5, sizes / M with M = 5 * cards_per_seat + 1
// (the most coins a seat can own: 21 with 2 players, 16 with 4):
//   +0       my bag, hand, face-up, face-down, supply, box: 6 x 17 (WC-1.7)
//   +102     for r = 1 .. P-1, 71 each: face-up, supply, box (public,
//            WC-16.1) and Hidden(q) (WC-16.4: bag + hand + face-down + a coin
//            in use) by type, 4 x 17, then bag size / M, hand size / 3,
//            face-down size / M (WC-16.1)
//   then     card owners: P x 16, 1 where relative seat r holds card t;
//            draft pool 16 (WC-15.1)
//   then     initiative holder by relative seat, P (none before the flip,
//            WC-3.5); claimed this round 1 (WC-8.2)
//   then     the seat whose turn it is (dealt to, drafting, drawing or
//            taking the turn) by relative seat, P; the viewer decides now 1
//   then     round / L, L = R::round_limit if set, else 200 (the descriptor's
//            cap, WC-19.6); at most 1
//   then     markers left (in reserve) / markers per side: my side, their side
//            (WC-1.4, WC-11.3), 2
//   then     phase one-hot: deal, flip, draft, draw, use, over, team_choice, 7
//   then     the top follow-up's kind one-hot (WC-13): cavalry_attack,
//            footman, soak, swordsman_move, berserker_chain, wp_draw, wp_use,
//            mercenary, 8; Footmen acted (0/1); drawn before the soak
//            (WC-19.4); the drawn coin in use one-hot, 17 (the viewer's own
//            only: another seat's stays hidden, WC-16.2); stack depth / 8
//   then     winner: my side, their side (WC-11), 2
//
// The uint8 tensor (core/tensor.hpp) has each entry's denominator as its
// scale (5, M, 3, L, the markers per side, 8), so it is exact but for the
// round where L passes 255 (rounded to 1/255).
//
// Sizes: 2 players 25 x 49 + 267 = 1,492; 4 players 27 x 49 + 445 = 1,768.
// Departures from the first design (1,127 + 239): the owner planes are per
// relative seat (2 or 4) rather than mine/theirs, so a 4-player viewer tells
// its own units from its partner's; planes 21+P, 22+P, the turn seat, "decides
// now", the Footman/WC-19.4 fields, the drawn coin and the winner are added
// (without them the index codec's options would not be readable from the
// tensor: which unit a follow-up is about, whose turn it is); the opponent's
// zone sizes (3 numbers) stand beside Hidden(q), which the proposal's "hidden
// total" leaves open.

#include <algorithm>
#include <array>
#include <cstddef>
#include <span>
#include <type_traits>
#include <utility>

#include "../core/tensor.hpp"
#include "descriptor.hpp"
#include "observation.hpp"
#include "state.hpp"

namespace arbiter::war_chest {

namespace tensor_layout {

inline constexpr std::size_t hexes = grid_size;  // 7 x 7 (WC-2.1)
inline constexpr std::size_t coin_slice = num_coin_types;
inline constexpr std::size_t other_seat_slice = 4 * coin_slice + 3;

template <int P>
struct layout {
    static constexpr std::size_t seats = static_cast<std::size_t>(P);
    // planes
    static constexpr std::size_t on_board = 0, location = 1, my_control = 2, their_control = 3, unit_type = 4;
    static constexpr std::size_t owner = unit_type + num_units;
    static constexpr std::size_t height = owner + seats;
    static constexpr std::size_t pending_hex = height + 1;
    static constexpr std::size_t pending_second_hex = pending_hex + 1;
    static constexpr std::size_t planes = pending_second_hex + 1;
    // vector offsets, absolute
    static constexpr std::size_t my_zones = planes * hexes;
    static constexpr std::size_t other_seats = my_zones + 6 * coin_slice;
    static constexpr std::size_t card_owner = other_seats + (seats - 1) * other_seat_slice;
    static constexpr std::size_t draft_pool = card_owner + seats * num_units;
    static constexpr std::size_t initiative = draft_pool + num_units;
    static constexpr std::size_t claimed = initiative + seats;
    static constexpr std::size_t turn = claimed + 1;
    static constexpr std::size_t decides = turn + seats;
    static constexpr std::size_t round = decides + 1;
    static constexpr std::size_t markers = round + 1;
    static constexpr std::size_t phase = markers + 2;
    static constexpr std::size_t pending_kind = phase + 7;
    static constexpr std::size_t footmen_acted = pending_kind + 8;
    static constexpr std::size_t drawn_before_soak = footmen_acted + 1;
    static constexpr std::size_t drawn_coin = drawn_before_soak + 1;
    static constexpr std::size_t stack_depth = drawn_coin + coin_slice;
    static constexpr std::size_t winner = stack_depth + 1;
    static constexpr std::size_t size = winner + 2;
};
static_assert(layout<2>::size == 25 * 49 + 267);
static_assert(layout<4>::size == 27 * 49 + 445);

}  // namespace tensor_layout

// The hex of the viewer's frame: side B sees the board turned half a turn.
[[nodiscard]] constexpr int view_hex(player_id viewer, int hex) noexcept {
    return side_of(viewer) == 0 ? hex : grid_size - 1 - hex;
}
// Relative seat (0 = the viewer, its partner next with 4 players) and back.
template <int P>
[[nodiscard]] constexpr std::size_t relative_seat(player_id viewer, player_id seat) noexcept {
    const unsigned d = static_cast<unsigned>(seat - viewer + P) % P;  // unsigned: a mask for P = 2 and 4
    return P == 4 && (d == 1 || d == 2) ? 3 - d : d;
}
template <int P>
[[nodiscard]] constexpr player_id seat_at(player_id viewer, std::size_t relative) noexcept {
    const int r = static_cast<int>(relative);
    const int d = P == 4 && (r == 1 || r == 2) ? 3 - r : r;
    return static_cast<player_id>((viewer + d) % P);
}

template <rules_policy R>
[[nodiscard]] constexpr tensor_shape observation_shape(std::type_identity<state<R>>) noexcept {
    return tensor_shape{1, {tensor_layout::layout<R::players>::size, 0, 0, 0}};
}

namespace detail {

// Hex h of plane k, in the viewer's frame (see view_hex).
template <tensor_entry T>
constexpr T& plane_cell(std::span<T> out, player_id viewer, std::size_t k,
                            int hex) noexcept {
    return out[k * tensor_layout::hexes + static_cast<std::size_t>(view_hex(viewer, hex))];
}
// n / 5 for every count a byte holds: the same floats as the division, which
// the compiler may not turn into a multiplication, without its latency.
template <tensor_entry T>
inline constexpr std::array<T, 256> fifths = [] {
    std::array<T, 256> out{};
    for (std::size_t n = 0; n < out.size(); ++n) out[n] = fraction<T>(static_cast<long long>(n), 5);
    return out;
}();
// WC-0.3: counts by coin type, / 5 (in uint8, on the scale 5: the counts).
template <tensor_entry T>
constexpr void write_coin_counts(std::span<T> out, std::size_t offset,
                                 const coin_counts& c) noexcept {
    if constexpr (std::is_same_v<T, std::uint8_t>)
        std::copy(c.begin(), c.end(), out.begin() + static_cast<std::ptrdiff_t>(offset));
    else
        for (std::size_t t = 0; t < tensor_layout::coin_slice; ++t) out[offset + t] = fifths<T>[c[t]];
}

// Planes 0 and 1 (WC-2.3, WC-2.5) of a viewer on side 0 and on side 1: they
// depend on the board in use and the side only, so they are copied whole.
template <int P, tensor_entry T>
inline constexpr auto fixed_planes = [] {
    std::array<std::array<T, 2 * tensor_layout::hexes>, 2> out{};
    for (int side = 0; side < 2; ++side)
        for (int h = 0; h < grid_size; ++h) {
            const auto at = static_cast<std::size_t>(side == 0 ? h : grid_size - 1 - h);
            out[static_cast<std::size_t>(side)][at] = tensor_flag<T>(on_board(P, h));
            out[static_cast<std::size_t>(side)][tensor_layout::hexes + at] = tensor_flag<T>(location_mask<P>[static_cast<std::size_t>(h)]);
        }
    return out;
}();

// The hexes of the board in use (WC-2.3), in order.
template <int P>
inline constexpr auto board_hexes = [] {
    std::array<std::uint8_t, grid_size> out{};
    std::size_t n = 0;
    for (int h = 0; h < grid_size; ++h)
        if (on_board(P, h)) out[n++] = static_cast<std::uint8_t>(h);
    return std::pair{out, n};
}();

// WC-2.3, WC-2.5, WC-11.1, WC-1.1, WC-14.6: planes 0 to 20+P.
template <rules_policy R, tensor_entry T>
constexpr void write_board_planes(const state<R>& s, player_id v, std::span<T> out) noexcept {
    using L = tensor_layout::layout<R::players>;
    constexpr int P = R::players;
    const int mine = side_of(v);
    const auto& fixed = fixed_planes<P, T>[static_cast<std::size_t>(mine)];
    std::copy(fixed.begin(), fixed.end(), out.begin() + static_cast<std::ptrdiff_t>(L::on_board * tensor_layout::hexes));
    // A control and an owner entry are written set or not (a 0 where nothing
    // else writes): across a batch of games a branch on them is mispredicted.
    for (int i = 0; i < locations<P>.count; ++i) {
        const int h = locations<P>.hexes[static_cast<std::size_t>(i)];
        const int c = s.control(h);
        plane_cell(out, v, c == mine ? L::my_control : L::their_control, h) = tensor_flag<T>(c >= 0);
    }
    for (std::size_t i = 0; i < board_hexes<P>.second; ++i) {
        const int h = board_hexes<P>.first[i];
        const cell c = s.at(h);
        if (c.empty()) continue;
        plane_cell(out, v, L::unit_type + static_cast<std::size_t>(index(c.kind())), h) = T{1};
        const player_id owner = s.owner_of(c.kind());
        plane_cell(out, v, L::owner + relative_seat<P>(v, owner >= 0 ? owner : v), h) = tensor_flag<T>(owner >= 0);
        plane_cell(out, v, L::height, h) = fifths<T>[c.height];
    }
}

// WC-10.2 a, WC-12.6.4: planes 21+P and 22+P, the hexes of the top follow-up.
template <rules_policy R, tensor_entry T>
constexpr void write_pending_planes(const pending& top, player_id v,
                                    std::span<T> out) noexcept {
    using L = tensor_layout::layout<R::players>;
    constexpr int P = R::players;
    if (on_board(P, top.hex)) plane_cell(out, v, L::pending_hex, top.hex) = T{1};
    const int second = top.kind == pending_kind::soak      ? top.attacker()
                       : top.kind == pending_kind::footman ? top.acted_footman()
                                                           : no_hex;
    if (on_board(P, second)) plane_cell(out, v, L::pending_second_hex, second) = T{1};
}

// WC-1.7: the viewer's six zones.
template <rules_policy R, tensor_entry T>
constexpr void write_own_zones(const state<R>& s, player_id v, std::span<T> out) noexcept {
    using L = tensor_layout::layout<R::players>;
    const zones& own = s.coins(v);
    const std::array<const coin_counts*, 6> own_zones{&own.bag,       &own.hand,   &own.face_up,
                                                      &own.face_down, &own.supply, &own.box};
    for (std::size_t z = 0; z < own_zones.size(); ++z)
        write_coin_counts(out, L::my_zones + z * tensor_layout::coin_slice, *own_zones[z]);
}

// WC-16.1, WC-16.4: what the viewer sees of each other seat's zones.
template <rules_policy R, tensor_entry T>
constexpr void write_other_seats(const state<R>& s, player_id v, const hidden_zones<R>& known,
                                 std::span<T> out) noexcept {
    using L = tensor_layout::layout<R::players>;
    constexpr int P = R::players;
    constexpr int most_coins = 5 * cards_per_seat(P) + 1;
    for (std::size_t r = 1; r < L::seats; ++r) {
        const player_id q = seat_at<P>(v, r);
        const auto qi = static_cast<std::size_t>(q);
        const zones& z = s.coins(q);
        const std::size_t base = L::other_seats + (r - 1) * tensor_layout::other_seat_slice;
        write_coin_counts(out, base, z.face_up);
        write_coin_counts(out, base + tensor_layout::coin_slice, z.supply);
        write_coin_counts(out, base + 2 * tensor_layout::coin_slice, z.box);
        write_coin_counts(out, base + 3 * tensor_layout::coin_slice, known.hidden[qi]);
        out[base + 4 * tensor_layout::coin_slice] = fraction<T>(known.sizes[qi][0], most_coins);
        out[base + 4 * tensor_layout::coin_slice + 1] = fraction<T>(known.sizes[qi][1], 3);
        out[base + 4 * tensor_layout::coin_slice + 2] =
            fraction<T>(known.sizes[qi][2], most_coins);
    }
}

// WC-15.1: the card owners by relative seat, and the draft pool.
template <rules_policy R, tensor_entry T>
constexpr void write_card_owners(const state<R>& s, player_id v, std::span<T> out) noexcept {
    using L = tensor_layout::layout<R::players>;
    constexpr int P = R::players;
    for (int t = 0; t < num_units; ++t) {
        // Both entries written, set or not, as on the board above.
        const player_id owner = s.owner_of(static_cast<unit>(t));
        const auto ti = static_cast<std::size_t>(t);
        const bool owned = owner >= 0;
        out[L::card_owner + relative_seat<P>(v, owned ? owner : v) * num_units + ti] = tensor_flag<T>(owned);
        out[L::draft_pool + ti] = tensor_flag<T>(owner == in_pool);
    }
}

// WC-3.5, WC-8.2, WC-19.6, WC-1.4, WC-11.3: initiative, turn, round, markers and phase.
template <rules_policy R, tensor_entry T>
constexpr void write_turn_fields(const state<R>& s, player_id v, std::span<T> out) noexcept {
    using L = tensor_layout::layout<R::players>;
    constexpr int P = R::players;
    const int mine = side_of(v);
    // no initiative before the flip
    const bool dealt = s.phase() != phase::deal && s.phase() != phase::flip;
    if (dealt) out[L::initiative + relative_seat<P>(v, s.initiative())] = T{1};
    out[L::claimed] = tensor_flag<T>(s.initiative_transferred());
    out[L::turn + relative_seat<P>(v, s.turn())] = T{1};
    out[L::decides] = tensor_flag<T>(!is_terminal(s) && current_player(s) == v);
    constexpr int rounds = R::round_limit > 0 ? R::round_limit : 200;
    out[L::round] = fraction<T>(std::min<long long>(s.round(), rounds), rounds);
    constexpr int markers = markers_per_side(P);
    out[L::markers] = fraction<T>(s.reserve(mine), markers);
    out[L::markers + 1] = fraction<T>(s.reserve(1 - mine), markers);
    out[L::phase + static_cast<std::size_t>(s.phase())] = T{1};
}

// WC-13, WC-12.6.4, WC-19.4, WC-16.2: the top follow-up's kind and its fields
// (a drawn coin only to the seat that drew it).
template <rules_policy R, tensor_entry T>
constexpr void write_pending_fields(const pending& top, player_id v, std::span<T> out) noexcept {
    using L = tensor_layout::layout<R::players>;
    out[L::pending_kind + static_cast<std::size_t>(top.kind)] = T{1};
    if (top.kind == pending_kind::footman)
        out[L::footmen_acted] = static_cast<T>(top.footmen_acted());
    if (top.kind == pending_kind::soak || top.kind == pending_kind::wp_draw)
        out[L::drawn_before_soak] = tensor_flag<T>(top.drawn_before_soak());
    if (top.kind == pending_kind::wp_use && top.player == v && top.drawn_coin() < num_coin_types)
        out[L::drawn_coin + top.drawn_coin()] = T{1};
}

// The tensor of what seat v sees of s (the state or an observation's view,
// whose public parts and v's own coins are the same), given what v knows of
// the hidden zones, of entry type T.
template <rules_policy R, tensor_entry T>
constexpr void write_seen(const state<R>& s, player_id v, const hidden_zones<R>& known, std::span<T> out) noexcept {
    using L = tensor_layout::layout<R::players>;
    const int mine = side_of(v);
    std::fill(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(L::size), T{0});

    // ---- planes
    write_board_planes(s, v, out);
    const bool pending = !s.pendings().empty();
    const war_chest::pending top = pending ? s.pendings().back() : war_chest::pending{};
    if (pending) write_pending_planes<R>(top, v, out);

    // ---- the vector
    write_own_zones(s, v, out);
    write_other_seats(s, v, known, out);
    write_card_owners(s, v, out);
    write_turn_fields(s, v, out);
    if (pending) write_pending_fields<R>(top, v, out);
    out[L::stack_depth] = fraction<T>(static_cast<long long>(s.pendings().size()), max_pending);
    if (s.winner() >= 0) out[L::winner + (s.winner() == mine ? 0u : 1u)] = T{1};
}

}  // namespace detail

// The tensor of an observation (its viewer's view), as floats or as uint8
// (core/tensor.hpp).
template <rules_policy R>
constexpr void write_observation(const observation<R>& o, std::span<float> out) noexcept {
    detail::write_seen(o.view, o.viewer, {o.hidden, o.sizes}, out);
}
template <rules_policy R>
constexpr void write_observation(const observation<R>& o, std::span<std::uint8_t> out) noexcept {
    detail::write_seen(o.view, o.viewer, {o.hidden, o.sizes}, out);
}

// The tensor of what `viewer` sees of s (WC-16), the same as of
// observe(s, viewer), read from s without building the observation.
template <rules_policy R>
constexpr void write_observation(const state<R>& s, player_id viewer, std::span<float> out) noexcept {
    detail::write_seen(s, viewer, hidden_zones_of(s, viewer), out);
}
template <rules_policy R>
constexpr void write_observation(const state<R>& s, player_id viewer, std::span<std::uint8_t> out) noexcept {
    detail::write_seen(s, viewer, hidden_zones_of(s, viewer), out);
}

// Each entry's scale in the uint8 tensor (core/tensor.hpp): 1 on the 0/1
// entries, each count's denominator.
template <rules_policy R>
[[nodiscard]] constexpr std::array<std::uint8_t, tensor_layout::layout<R::players>::size> observation_scales(
    std::type_identity<state<R>>) noexcept {
    using L = tensor_layout::layout<R::players>;
    constexpr int P = R::players;
    constexpr std::size_t slice = tensor_layout::coin_slice;
    auto scales = unit_scales<L::size>();
    auto fill = [&](std::size_t at, std::size_t n, std::uint8_t scale) {
        for (std::size_t i = 0; i < n; ++i) scales[at + i] = scale;
    };
    fill(L::height * tensor_layout::hexes, tensor_layout::hexes, 5);
    fill(L::my_zones, 6 * slice, 5);
    for (std::size_t r = 1; r < L::seats; ++r) {
        const std::size_t base = L::other_seats + (r - 1) * tensor_layout::other_seat_slice;
        fill(base, 4 * slice, 5);
        scales[base + 4 * slice] = scales[base + 4 * slice + 2] = fraction_scale(5 * cards_per_seat(P) + 1);
        scales[base + 4 * slice + 1] = 3;
    }
    scales[L::round] = fraction_scale(R::round_limit > 0 ? R::round_limit : 200);
    scales[L::markers] = scales[L::markers + 1] = fraction_scale(markers_per_side(P));
    scales[L::stack_depth] = fraction_scale(max_pending);
    return scales;
}

namespace detail {
template <class... Named>
constexpr bool every_named_has_tensor(rules_list<Named...>) {
    return ((arbiter::has_observation_scales<state<typename Named::rules_type>> &&
             arbiter::has_observation_scales<state<descriptor::capped<typename Named::rules_type>>>) && ...);
}
}  // namespace detail
static_assert(detail::every_named_has_tensor(descriptor::rules{}));
static_assert(arbiter::observation_shape_of<state<standard_rules>>.size() == 1492);
static_assert(arbiter::observation_shape_of<state<four_player_rules>>.size() == 1768);

}  // namespace arbiter::war_chest
