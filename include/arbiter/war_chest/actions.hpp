#pragma once
// War Chest action ids: the fixed codec `actions` and the index codec
// (core/actions.hpp: id i = legal_moves(s)[i], 512 ids, max_moves). Every
// legal move of every decision has one `actions` id, distinct from the ids of
// the other legal moves; the same move of the same seat has the same id in
// every state where it is legal; an id is a function of the move and the
// mover's side, so it tells nothing the mover cannot see (WC-16).
//
// Hexes are in the mover's view (WC-2.12): side A's as they are, side B's
// turned half a turn, (x, y) -> (6 - x, 6 - y), so that each side reads the
// board from its own starting corner. A bolster or a maneuver names its unit
// by the hex it stands on (a Footman coin must: two Footmen, WC-12.6.2; the
// other units' coins would not need it, but naming them all by hex costs
// less than a block per unit type); a step or an attack by its direction
// (hex::directions, in the view). One unit stands on a hex and only its own
// type's coin (or a free maneuver, never beside a paid one) moves it, so
// hex and direction name one legal move. A tactic names its unit by the
// coin's type and its aim relative to that unit. With
//   B = the board's hexes, 37 (2 players) or 47 (4 players) (WC-2.3),
//   L = its locations, 10 or 14 (WC-2.5),
//   E = its (hex, direction) pairs with a neighbour on the board, 180 or 232,
// the blocks, in this order:
//
//   block     ids              what
//   deploy    15 L + B         deploy(c, hex): the 15 types other than the
//                              Scout on a location (WC-7.1), then the Scout on
//                              any hex (WC-12.14.2): 187 (257)
//   bolster   B                bolster the unit on hex (WC-7.4)
//   move      E                the unit on hex steps in direction d (WC-9.2),
//                              paid or free (WC-6.6, WC-12.15, WC-18.3 to 18.8)
//   control   L                the unit on the location controls it (WC-9.3)
//   attack    E                the unit on hex attacks in direction d (WC-9.4,
//                              WC-18.2), paid or free
//   claim     17               claim(c), c any coin type: which coin goes
//                              face down is the choice (WC-8.2, WC-0.5)
//   recruit   17 x 16          recruit(c, r): coin c spent, type r recruited
//                              (WC-8.3), both chosen: the widest block
//   pass      17               pass(c) (WC-8.4)
//   tactic    223              by the coin's unit (WC-12), relative to it:
//                              Archer 12: the target on the ring at distance 2
//                              Cavalry 6: the step; Crossbowman 6: the line
//                              Ensign 72: the friendly unit within two (18
//                                spots) and its step, ending within two of
//                                the Ensign (18 x 6 less the steps that leave)
//                              Footman 1 (WC-12.6.5)
//                              Lancer 12: the line and 1 or 2 steps
//                              Light Cavalry 12: the end on the ring
//                              Marshall 102: the friendly unit within two and
//                                the direction of its target, never the
//                                Marshall's own hex (18 x 6 - 6)
//   decline   1                stay, stop, decline (WC-18.5, 18.6, 18.8)
//   choose    2 (4 players)    the team names its deciding seat or the
//                              teammate (WC-18.10)
//   guard     6 or 18          the Royal Guard tactic, paid with the Royal
//                              Coin, by its end hex: adjacent (printed card,
//                              WC-12.13.1), or within two (revised, WC-12.13.3)
//   soak      2 (owner_chooses) from the supply, from the stack (WC-18.4)
//   pick      16 (drafts)      pick(t) (WC-18.9)
//   ban       16 (bans)        ban(t) (WC-15.4)
//
// Sizes: 2 players 1,132 (random deal, first game, battle presets), 1,148
// with the draft, 1,164 with bans; 4 players 1,322, 1,338 with the draft,
// 1,354 with bans; revised Royal Guard +12, soak `always` -2. Blocks that
// depend on a policy come last, so every entry of a player count shares the
// ids of the blocks before them.

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

#include "../core/actions.hpp"
#include "../core/hex.hpp"
#include "descriptor.hpp"
#include "generate.hpp"

namespace arbiter::war_chest {

namespace detail {

// WC-2.12: hex h as side `side` sees it.
[[nodiscard]] constexpr int view_of(int side, int h) noexcept { return side == 0 ? h : grid_size - 1 - h; }

// The dense indexes of a board's hexes, locations and (hex, direction) steps.
struct id_tables {
    std::array<std::int16_t, grid_size> hex{};                  // -1 off the board
    std::array<std::int16_t, grid_size> location{};             // -1 if not a location
    std::array<std::array<std::int16_t, 6>, grid_size> step{};  // -1: no neighbour there
    int hexes = 0;
    int locations = 0;
    int steps = 0;
};
template <int Players>
inline constexpr id_tables id_table = [] {
    id_tables t;
    t.hex.fill(-1);
    t.location.fill(-1);
    for (int h = 0; h < grid_size; ++h) {
        t.step[ix(h)].fill(-1);
        if (!on_board(Players, h)) continue;
        t.hex[ix(h)] = static_cast<std::int16_t>(t.hexes++);
        for (std::size_t d = 0; d < 6; ++d)
            if (neighbour_table<Players>[ix(h)][d] != no_hex) t.step[ix(h)][d] = static_cast<std::int16_t>(t.steps++);
    }
    for (int i = 0; i < locations<Players>.count; ++i)
        t.location[locations<Players>.hexes[ix(i)]] = static_cast<std::int16_t>(t.locations++);
    return t;
}();

// The 18 offsets within two spaces: the 6 neighbours in hex::directions
// order, then the ring at distance 2 by dy, then dx.
inline constexpr auto near_offsets = [] {
    std::array<hex::axial, 18> o{};
    std::size_t n = 0;
    for (const auto d : hex::directions) o[n++] = d;
    for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx)
            if (hex::distance({}, {dx, dy}) == 2) o[n++] = {dx, dy};
    return o;
}();
// The index of offset (dx, dy) in near_offsets, at [dx + 2][dy + 2]; -1 if none.
inline constexpr auto near_table = [] {
    std::array<std::array<std::int8_t, 5>, 5> t{};
    for (auto& row : t) row.fill(-1);
    for (std::size_t i = 0; i < near_offsets.size(); ++i)
        t[ix(near_offsets[i].q + 2)][ix(near_offsets[i].r + 2)] = static_cast<std::int8_t>(i);
    return t;
}();
// Where view hex b lies from view hex a: its near_offsets index (0..5 are the
// directions), or -1 beyond two spaces.
[[nodiscard]] constexpr int near_index(int a, int b) noexcept {
    const int dx = hex_x(b) - hex_x(a), dy = hex_y(b) - hex_y(a);
    if (dx < -2 || dx > 2 || dy < -2 || dy > 2) return -1;
    return near_table[ix(dx + 2)][ix(dy + 2)];
}

// WC-12.5.2 (Ensign) and WC-12.10.2 (Marshall): the ordered unit's spot
// (near index w) and its step or target direction d, densely: the Ensign's
// unit ends within two of the Ensign, the Marshall's target is not the
// Marshall.
struct order_ids {
    std::array<std::array<std::int16_t, 6>, 18> index{};
    int count = 0;
};
template <bool Ensign>
inline constexpr order_ids order_table = [] {
    order_ids t;
    for (std::size_t w = 0; w < 18; ++w)
        for (std::size_t d = 0; d < 6; ++d) {
            const int dist = hex::distance({}, near_offsets[w] + hex::directions[d]);
            const bool ok = Ensign ? dist >= 1 && dist <= 2 : dist >= 1;
            t.index[w][d] = static_cast<std::int16_t>(ok ? t.count++ : -1);
        }
    return t;
}();
static_assert(order_table<true>.count == 72 && order_table<false>.count == 102);

// The `actions` layout of R's decisions (the table above).
template <rules_policy R>
struct action_layout {
    static constexpr const id_tables& t = id_table<R::players>;
    static constexpr std::size_t hexes = ix(t.hexes), locs = ix(t.locations), steps = ix(t.steps);
    static constexpr std::size_t coins = num_coin_types, units = num_units;

    static constexpr std::size_t deploy = 0;
    static constexpr std::size_t scout_deploy = deploy + (units - 1) * locs;
    static constexpr std::size_t bolster = scout_deploy + hexes;
    static constexpr std::size_t step = bolster + hexes;
    static constexpr std::size_t control = step + steps;
    static constexpr std::size_t attack = control + locs;
    static constexpr std::size_t claim = attack + steps;
    static constexpr std::size_t recruit = claim + coins;
    static constexpr std::size_t pass = recruit + coins * units;
    static constexpr std::size_t archer = pass + coins;
    static constexpr std::size_t cavalry = archer + 12;
    static constexpr std::size_t crossbowman = cavalry + 6;
    static constexpr std::size_t ensign = crossbowman + 6;
    static constexpr std::size_t footman = ensign + ix(order_table<true>.count);
    static constexpr std::size_t lancer = footman + 1;
    static constexpr std::size_t light_cavalry = lancer + 12;
    static constexpr std::size_t marshall = light_cavalry + 12;
    static constexpr std::size_t decline = marshall + ix(order_table<false>.count);
    static constexpr std::size_t choose = decline + 1;
    static constexpr std::size_t guard = choose + (R::players == 4 ? 2 : 0);
    static constexpr std::size_t soak = guard + (R::royal_guard == royal_guard_card::revised ? 18 : 6);
    static constexpr std::size_t pick = soak + (R::soak == royal_guard_soak::owner_chooses ? 2 : 0);
    static constexpr std::size_t ban = pick + (is_draft(R::setup) ? units : 0);
    static constexpr std::size_t size = ban + (R::setup == setup_kind::draft_with_bans ? units : 0);

    // The id of move m, legal in s (unchecked: an illegal move may have none).
    [[nodiscard]] static constexpr std::size_t id(const state<R>& s, const move& m) noexcept {
        const player_id p = current_player(s);
        const int side = side_of(p);
        const auto view = [side](int h) { return view_of(side, h); };
        switch (m.kind) {
            case action::deploy:
                if (m.coin == index(unit::scout)) return scout_deploy + at(t.hex, view(m.to));
                return deploy + ix(m.coin < index(unit::scout) ? m.coin : m.coin - 1) * locs + at(t.location, view(m.to));
            case action::bolster: return bolster + at(t.hex, view(m.from));
            case action::move: return step + step_of(view(m.from), view(m.to));
            case action::control: return control + at(t.location, view(m.from));
            case action::attack: return attack + step_of(view(m.from), view(m.to));
            case action::claim: return claim + m.coin;
            case action::recruit: return recruit + ix(m.coin) * units + m.card;
            case action::pass: return pass + m.coin;
            case action::tactic: return tactic_id(side, m);
            case action::decline: return decline;
            case action::choose: return choose + (m.seat == p ? 0u : 1u);
            case action::soak: return soak + (m.from_supply ? 0u : 1u);
            case action::pick: return pick + m.card;
            case action::ban: return ban + m.card;
        }
        return size;
    }

private:
    [[nodiscard]] static constexpr std::size_t at(const std::array<std::int16_t, grid_size>& table, int h) noexcept {
        assert(table[ix(h)] >= 0);
        return ix(table[ix(h)]);
    }
    // The step from view hex a to its neighbour b.
    [[nodiscard]] static constexpr std::size_t step_of(int a, int b) noexcept {
        const int d = near_index(a, b);
        assert(d >= 0 && d < 6 && t.step[ix(a)][ix(d)] >= 0);
        return ix(t.step[ix(a)][ix(d)]);
    }
    // WC-12: a tactic by its unit (the coin's type; the Royal Coin's is the
    // Royal Guard's) and its aim relative to the unit, in the mover's view.
    [[nodiscard]] static constexpr std::size_t tactic_id(int side, const move& m) noexcept {
        if (m.coin == index(unit::footman)) return footman;  // from = no_hex: both Footmen
        const int from = view_of(side, m.from), to = view_of(side, m.to);
        const auto near = [&] {  // to within two of from: all but the Marshall's target
            assert(near_index(from, to) >= 0);
            return ix(near_index(from, to));
        };
        const auto line = [&] { return ix(hex::line_direction(axial_of(from), axial_of(to))); };
        if (m.coin == royal) return guard + near();  // WC-12.13: < 6 with the printed card
        switch (static_cast<unit>(m.coin)) {
            case unit::archer: return archer + near() - 6;
            case unit::light_cavalry: return light_cavalry + near() - 6;
            case unit::cavalry: return cavalry + near();
            case unit::crossbowman: return crossbowman + line();
            case unit::lancer: return lancer + 6 * ix(distance(from, to) - 1) + line();
            case unit::ensign:
            case unit::marshall: {
                const int ordered = view_of(side, m.ordered);
                const auto w = ix(near_index(from, ordered)), d = ix(near_index(ordered, to));
                const auto& table = m.coin == index(unit::ensign) ? order_table<true> : order_table<false>;
                assert(w < 18 && d < 6 && table.index[w][d] >= 0);
                return (m.coin == index(unit::ensign) ? ensign : marshall) + ix(table.index[w][d]);
            }
            default: return size;  // WC-9.5: no tactic
        }
    }
};

}  // namespace detail

// The key of the `actions` codec (core/actions.hpp's keyed_codec).
struct actions_key {
    static constexpr std::string_view name = "actions";
    template <class S>
    static constexpr std::size_t size = detail::action_layout<typename S::rules>::size;
    template <class S>
    [[nodiscard]] static std::size_t id(const S& s, const move& m) noexcept {
        return detail::action_layout<typename S::rules>::id(s, m);
    }
};
template <rules_policy R>
using actions_codec = keyed_codec<state<R>, actions_key>;

// The codecs of War Chest: `actions` first, index last (core/actions.hpp).
template <rules_policy R>
[[nodiscard]] constexpr codec_list<actions_codec<R>, index_codec<state<R>>> codecs(std::type_identity<state<R>>) noexcept {
    return {};
}

namespace detail {
template <class... Named>
constexpr bool every_named_has_codecs(rules_list<Named...>) {
    return ((action_codec<actions_codec<typename Named::rules_type>, state<typename Named::rules_type>> &&
             action_codec<index_codec<state<typename Named::rules_type>>, state<typename Named::rules_type>> &&
             std::is_same_v<codecs_for<state<typename Named::rules_type>>,
                            codec_list<actions_codec<typename Named::rules_type>,
                                       index_codec<state<typename Named::rules_type>>>>) &&
            ...);
}
}  // namespace detail
static_assert(detail::every_named_has_codecs(descriptor::rules{}));
static_assert(detail::id_table<2>.hexes == 37 && detail::id_table<2>.locations == 10 && detail::id_table<2>.steps == 180);
static_assert(detail::id_table<4>.hexes == 47 && detail::id_table<4>.locations == 14 && detail::id_table<4>.steps == 232);
static_assert(actions_codec<standard_rules>::size == 1132);
static_assert(actions_codec<four_player_rules>::size == 1322);
static_assert(index_codec<state<standard_rules>>::size == max_moves);

}  // namespace arbiter::war_chest
