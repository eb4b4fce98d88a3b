#pragma once
// Memoir '44 observation tensor (core/tensor.hpp): what one player sees, as
// floats, built only from observe(s, viewer) (M44-7), one flat array of
// 8,775 + 336 = 9,111 floats for every ruleset:
//
//   observation_shape(std::type_identity<state<R>>{})  -> {9111}
//   write_observation(observe(s, p), out)              the tensor of a view
//   write_observation(s, p, out)                       the same, from the state
//
// The map: 39 planes of 9 x 25 (plane_rows x plane_cols), row-major, at
// offset plane * 225 + row * 25 + col, in doubled coordinates (M44-1.2)
// turned so the viewer's baseline is the bottom row (M44-1.7): a viewer in
// the top seat sees the board rotated by 180 degrees, (col, row) ->
// (24 - col, 8 - row), which keeps the doubled parity and puts the
// viewer's left section (M44-1.8) on the left. "Mine" is the viewer's side.
//
//   plane  what (1 or 0 unless a scale is given)
//   0      valid hex (113 of the 225 cells)
//   1-9    terrain: clear, forest, hill, town, hedgerow, river, bridge,
//          beach, ocean (M44-3.1, the order of `terrain`)
//   10-14  obstacles: sandbags, wire, hedgehog, my bunker, their bunker
//          (M44-3.2; a bunker protects its owner's units only, M44-S-4.3)
//   15-19  my units by kind: infantry, armor, artillery, special forces,
//          elite armor (M44-2.2, the order of `unit_kind`)
//   20-24  their units by kind, the same order
//   25     figures / 4 (M44-2.6)
//   26     ordered or activated this turn (M44-5.5)
//   27     moved: made its Move or Stay decision (M44-S-2.2, M44-T-3.6)
//   28     battled this turn (battles > 0, M44-S-5.1)
//   29     medal hex I may score: an objective not spent with my side
//          eligible (M44-8.2)
//   30     medal hex they may score (an "any" objective is set in both)
//   31     the objective is permanent (perm, not spent; M44-8.2)
//   32     hexes moved this turn / 3 (M44-S-1.1, M44-S-5.1: moving far
//          may forbid the battle)
//   33     figures at setup / 4 (Medics & Mechanics heals up to it, M44-S-11.13)
//   34     the acting unit (`unit_hex`: the activated, battling or
//          overrunning unit, Barrage's and Medics' hex)    } only in the
//   35     the battle's target (`target_hex`: the unit     } phases that
//          fired at, the retreating unit)                  } read them*
//   36     the hex the target stood on when the battle began (`origin`,
//          the hex Take Ground enters, M44-S-9.1; standard rules only)*
//   37     an Air Power target named (M44-S-11.1)
//   38     passed by the increasing hex order: no Order may name it now
//          (M44-S-2.4; orders phase only)
//   * phases move, fire, attack_roll, reaction, defense_roll, retreat,
//     flag, take_ground, overrun, ambush; elsewhere the fields are stale.
//
// The vector, from offset 8,775 (vector_offset); counts are raw card counts:
//
//   offset  size  what
//   0       30    my hand, count per card id (M44-4.1 order of `card`)
//   30      30    the discard pile, count per card id (M44-7.1)
//   60      30    unseen: deck + opponent's hand, count per card id (M44-7.3)
//   90      30    the cards drawn after Recon that I see, count per id (M44-S-10.1)
//   120     1     those I cannot see (the opponent's; M44-7.2)
//   121     30    the turn card, one-hot (M44-5.2)
//   151     30    the tutorial's second (tactic) card, one-hot (M44-T-3.4)
//   181     30    the order carried out: the turn card or what Counter-Attack
//                 copies, one-hot (M44-S-11.8)
//   211     30    my last order card, one-hot (M44-S-11.8)
//   241     30    their last order card, one-hot
//   271     19    phase, one-hot (the order of `phase`)
//   290     6     what the pending roll is for, one-hot (`roll_kind`)
//   296     40    scalars:
//     296  I am the Allies            297  I am the active side
//     298  I decide now               299  my medals / my medals to win
//     300  their medals / theirs      301  my medals to win / 10
//     302  theirs / 10                303  my scenario hand size / 10
//     304  theirs / 10                305  opponent's hand size now / 10
//     306  deck size / 60
//     307-310  orders left: left, center, right, tactic / 4 (M44-T-3.2,
//              M44-S-10), sections as the image shows them (the active
//              opponent's left is the image's right)
//     311-313  Infantry Assault's section, one-hot, image frame (M44-S-11.12;
//              set only while it is the order carried out)
//     314-316  my last Infantry Assault section, 317-319 theirs (image frame;
//              set only when that last order is Infantry Assault, M44-S-11.8)
//     320  pending dice / 8           321  cover: hits on 5-6 (M44-T-6.1)
//     322  hits / 6 (M44-T-5.2)       323  retreat steps due / 6 (M44-S-8.4)
//     324  close-assault dice kept / 8 (M44-S-11.2)
//     325  Recon's two-card draw due (M44-S-10.1)
//     326  the card's kind was absent: fallback (M44-S-11.0)
//     327  the opponent ambushed this turn (M44-S-12.1)
//     328  Behind Enemy Lines' second move (M44-S-11.6)
//     329  Air Power targets named / 4, 330 next to roll / 4 (M44-S-11.1)
//     331-333  Their Finest Hour orders: infantry, armor, any / 6 (M44-S-11.15)
//     334  draws still due / 6        335  the draw is mine
//
// The uint8 tensor (core/tensor.hpp) has each entry's denominator as its
// scale (4, 3, 10, 60, 8, 6; 1 for the raw counts), so it is exact but for
// 299 and 300, whose denominator is a side's medals to win: those are
// rounded to 1/255.
//
// Departures from the first design (31 planes, about 100 floats):
// planes 31-38 and the vector's unseen pile, Recon cards, second card, order
// card, last orders, roll kind and the turn's counters are added because
// the legal decisions or the next chance event read them (the tensor is the
// Markov observation); the shape is flat because the planes and the vector
// differ in rank: split at vector_offset.

#include <algorithm>
#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <span>
#include <type_traits>

#include "../core/player.hpp"
#include "../core/tensor.hpp"
#include "board.hpp"
#include "observation.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace arbiter::memoir44 {

namespace tensor_layout {
inline constexpr std::size_t plane_rows = num_rows;
inline constexpr std::size_t plane_cols = num_cols;
inline constexpr std::size_t plane_size = plane_rows * plane_cols;  // 225
inline constexpr std::size_t num_planes = 39;
inline constexpr std::size_t vector_offset = num_planes * plane_size;  // 8775

// Planes.
inline constexpr std::size_t valid_plane = 0;
inline constexpr std::size_t terrain_plane = 1;     // + terrain
inline constexpr std::size_t obstacle_plane = 10;   // sandbags, wire, hedgehog, my bunker, their bunker
inline constexpr std::size_t my_unit_plane = 15;    // + unit_kind
inline constexpr std::size_t their_unit_plane = 20;
inline constexpr std::size_t strength_plane = 25;
inline constexpr std::size_t ordered_plane = 26;
inline constexpr std::size_t moved_plane = 27;
inline constexpr std::size_t battled_plane = 28;
inline constexpr std::size_t my_medal_plane = 29;
inline constexpr std::size_t their_medal_plane = 30;
inline constexpr std::size_t perm_plane = 31;
inline constexpr std::size_t hexes_moved_plane = 32;
inline constexpr std::size_t setup_strength_plane = 33;
inline constexpr std::size_t acting_plane = 34;
inline constexpr std::size_t target_plane = 35;
inline constexpr std::size_t origin_plane = 36;
inline constexpr std::size_t air_target_plane = 37;
inline constexpr std::size_t passed_plane = 38;

// The vector, as offsets from vector_offset.
inline constexpr std::size_t hand = 0;
inline constexpr std::size_t discard = 30;
inline constexpr std::size_t unseen = 60;
inline constexpr std::size_t recon_seen = 90;
inline constexpr std::size_t recon_hidden = 120;
inline constexpr std::size_t turn_card = 121;
inline constexpr std::size_t tactic_card = 151;
inline constexpr std::size_t order_card = 181;
inline constexpr std::size_t my_last_order = 211;
inline constexpr std::size_t their_last_order = 241;
inline constexpr std::size_t phase_one_hot = 271;
inline constexpr std::size_t roll_one_hot = 290;
inline constexpr std::size_t scalars = 296;
inline constexpr std::size_t i_am_allies = 296;
inline constexpr std::size_t i_am_active = 297;
inline constexpr std::size_t i_decide = 298;
inline constexpr std::size_t my_medal_share = 299;
inline constexpr std::size_t their_medal_share = 300;
inline constexpr std::size_t my_medals_to_win = 301;
inline constexpr std::size_t their_medals_to_win = 302;
inline constexpr std::size_t my_hand_size = 303;
inline constexpr std::size_t their_hand_size = 304;
inline constexpr std::size_t opponent_hand_now = 305;
inline constexpr std::size_t deck_left = 306;
inline constexpr std::size_t orders_left = 307;  // L, C, R (image frame), tactic
inline constexpr std::size_t assault_section = 311;
inline constexpr std::size_t my_last_section = 314;
inline constexpr std::size_t their_last_section = 317;
inline constexpr std::size_t pending_dice = 320;
inline constexpr std::size_t cover = 321;
inline constexpr std::size_t hits = 322;
inline constexpr std::size_t flags_due = 323;
inline constexpr std::size_t assault_dice = 324;
inline constexpr std::size_t recon_draw = 325;
inline constexpr std::size_t fallback = 326;
inline constexpr std::size_t ambush_draw = 327;
inline constexpr std::size_t second_move = 328;
inline constexpr std::size_t air_count = 329;
inline constexpr std::size_t air_next = 330;
inline constexpr std::size_t finest = 331;
inline constexpr std::size_t draws_left = 334;
inline constexpr std::size_t draw_is_mine = 335;
inline constexpr std::size_t vector_size = 336;

inline constexpr std::size_t size = vector_offset + vector_size;  // 9111

static_assert(turn_card == recon_hidden + 1 && phase_one_hot == their_last_order + num_card_ids);
static_assert(roll_one_hot == phase_one_hot + num_phases && scalars == roll_one_hot + num_roll_kinds);
}  // namespace tensor_layout

namespace detail::tensor {

// The cell of hex h in the viewer's image: rotated for the top seat (M44-1.7).
[[nodiscard]] constexpr std::size_t cell_of(int h, bool rotated) noexcept {
    const auto [c, r] = coords_of(h);
    const int col = rotated ? num_cols - 1 - c : c;
    const int row = rotated ? num_rows - 1 - r : r;
    return static_cast<std::size_t>(row) * tensor_layout::plane_cols + static_cast<std::size_t>(col);
}

// A section named from `namer`'s seat, as the image's left/center/right.
[[nodiscard]] constexpr std::size_t image_section(std::size_t sec, bool namer_is_viewer) noexcept {
    return namer_is_viewer || sec == 1 ? sec : 2 - sec;
}

// The phases in which unit_hex, target_hex and origin are live (elsewhere
// they are left over from an earlier battle).
[[nodiscard]] constexpr bool battle_fields_live(phase p) noexcept {
    switch (p) {
        case phase::move:
        case phase::fire:
        case phase::attack_roll:
        case phase::reaction:
        case phase::defense_roll:
        case phase::retreat:
        case phase::flag:
        case phase::take_ground:
        case phase::overrun:
        case phase::ambush: return true;
        default: return false;
    }
}

template <tensor_entry T>
void one_hot_card(std::span<T> v, std::size_t at, std::uint8_t c) noexcept {
    if (c < num_card_ids) v[at + c] = T{1};
}

// Each hex's cell in the image of the bottom seat [0] and the top seat [1],
// and the valid-hex plane of each.
inline constexpr auto cells = [] {
    std::array<std::array<std::uint16_t, num_hexes>, 2> out{};
    for (int h = 0; h < num_hexes; ++h)
        for (std::size_t r = 0; r < 2; ++r) out[r][static_cast<std::size_t>(h)] = static_cast<std::uint16_t>(cell_of(h, r == 1));
    return out;
}();
template <tensor_entry T>
inline constexpr auto valid_planes = [] {
    std::array<std::array<T, tensor_layout::plane_size>, 2> out{};
    for (std::size_t r = 0; r < 2; ++r)
        for (const std::uint16_t c : cells[r]) out[r][c] = T{1};
    return out;
}();

// M44-8.2, M44-S-2.4, M44-S-11.1: the 39 planes in the viewer's image. The
// hexes with a unit or an objective are listed first without a branch, so
// the planes of each are written without testing every hex.
template <rules_policy R, tensor_entry T>
void write_board_planes(const state<R>& s, side me, std::span<T> out) noexcept {
    namespace L = tensor_layout;
    const side them = other(me);
    const std::size_t rotated = s.seat_of(me) == seat::top ? 1 : 0;
    const auto& cell = cells[rotated];
    const auto at = [&](std::size_t plane, int h) -> T& {
        return out[plane * L::plane_size + cell[static_cast<std::size_t>(h)]];
    };
    const auto& valid = valid_planes<T>[rotated];
    std::copy(valid.begin(), valid.end(), out.begin() + L::valid_plane * L::plane_size);

    std::array<std::uint8_t, num_hexes> with_unit{}, with_objective{};
    std::size_t units = 0, objectives = 0;
    for (int h = 0; h < num_hexes; ++h) {
        const auto i = static_cast<std::size_t>(h);
        at(L::terrain_plane + static_cast<std::size_t>(s.board()[i]), h) = T{1};
        const obstacle_cell& ob = s.obstacles()[i];
        if (ob.kind == obstacle::bunker)
            at(L::obstacle_plane + (ob.owner == me ? 3u : 4u), h) = T{1};
        else if (ob.kind != obstacle::none)
            at(L::obstacle_plane + static_cast<std::size_t>(ob.kind) - 1, h) = T{1};
        with_unit[units] = with_objective[objectives] = static_cast<std::uint8_t>(h);
        units += s.units()[i].present() ? 1u : 0u;
        objectives += s.objectives()[i].present ? 1u : 0u;
    }
    // Each hex's cells are its own and the buffer is zero: a flag is written as it is.
    for (std::size_t k = 0; k < units; ++k) {
        const int h = with_unit[k];
        const unit& u = s.units()[static_cast<std::size_t>(h)];
        at((u.owner == me ? L::my_unit_plane : L::their_unit_plane) + static_cast<std::size_t>(u.kind), h) = T{1};
        at(L::strength_plane, h) = fraction<T>(u.figures, 4);
        at(L::ordered_plane, h) = tensor_flag<T>(u.activated);
        at(L::moved_plane, h) = tensor_flag<T>(u.moved);
        at(L::battled_plane, h) = tensor_flag<T>(u.battles > 0);
        at(L::hexes_moved_plane, h) = fraction<T>(u.hexes_moved, 3);
        at(L::setup_strength_plane, h) = fraction<T>(u.setup_strength, 4);
    }
    for (std::size_t k = 0; k < objectives; ++k) {
        const int h = with_objective[k];
        const objective_cell& obj = s.objectives()[static_cast<std::size_t>(h)];
        if (obj.spent) continue;  // M44-8.2: a spent perm objective scores no more
        at(L::my_medal_plane, h) = tensor_flag<T>(may_score(obj.who, me));
        at(L::their_medal_plane, h) = tensor_flag<T>(may_score(obj.who, them));
        at(L::perm_plane, h) = tensor_flag<T>(obj.kind == objective_kind::perm);
    }
    // M44-S-2.4; M44-S-11.1: while Air Power's targets are named, the hex order does not apply.
    if (s.step() == phase::orders && s.order_card() != static_cast<std::uint8_t>(card::air_power))
        for (int h = 0; h < s.next_order() && h < num_hexes; ++h) at(L::passed_plane, h) = T{1};
    if (battle_fields_live(s.step())) {
        at(L::acting_plane, s.unit_hex()) = T{1};
        at(L::target_plane, s.target_hex()) = T{1};
        if constexpr (R::close_combat_rules) at(L::origin_plane, s.origin()) = T{1};
    }
    for (std::size_t k = 0; k < s.air_count() && k < s.air_targets().size(); ++k)
        at(L::air_target_plane, s.air_targets()[k]) = T{1};  // M44-S-11.1
}

// What the vector reads beyond the public state, as observe() gives it: the
// unseen cards (M44-7.3), the opponent's hand size (M44-7.1), and whether
// the cards drawn after Recon are the opponent's, hidden (M44-S-10.1).
struct card_view {
    card_counts unseen{};
    int opponent_hand = 0;
    bool recon_hidden = false;
};

template <rules_policy R>
[[nodiscard]] constexpr card_view card_view_of(const observation<R>& o) noexcept {
    return {o.unseen, o.opponent_hand, false};  // observe() has hidden the Recon cards already
}

// The same read from the state itself, as observe(s, viewer) would give it.
template <rules_policy R>
[[nodiscard]] constexpr card_view card_view_of(const state<R>& s, player_id viewer) noexcept {
    const auto them = static_cast<std::size_t>(1 - viewer);
    card_view cv;
    cv.opponent_hand = total(s.hands()[them]);
    for (std::size_t c = 0; c < cv.unseen.size(); ++c)
        cv.unseen[c] = static_cast<std::uint8_t>(s.deck()[c] + s.hands()[them][c]);
    cv.recon_hidden = static_cast<std::size_t>(s.active()) == them;
    return cv;
}

// M44-S-10.1, M44-7.2: the vector's cards, then the phase and the roll (offsets 0 to 295).
template <rules_policy R, tensor_entry T>
void write_card_vector(const state<R>& s, const card_view& cv, side me, std::span<T> v) noexcept {
    namespace L = tensor_layout;
    const auto mine = static_cast<std::size_t>(me), theirs = static_cast<std::size_t>(other(me));
    for (std::size_t c = 0; c < static_cast<std::size_t>(num_card_ids); ++c) {
        v[L::hand + c] = s.hands()[mine][c];
        v[L::discard + c] = s.discard()[c];
        v[L::unseen + c] = cv.unseen[c];
    }
    for (const auto rc : s.recon_cards()) {  // M44-S-10.1, M44-7.2
        if (rc == no_card) continue;
        if (rc == hidden_card || cv.recon_hidden)
            v[L::recon_hidden] = static_cast<T>(v[L::recon_hidden] + 1);
        else if (rc < num_card_ids)
            v[L::recon_seen + rc] = static_cast<T>(v[L::recon_seen + rc] + 1);
    }
    one_hot_card(v, L::turn_card, s.turn_card());
    one_hot_card(v, L::tactic_card, s.tactic_card());
    one_hot_card(v, L::order_card, s.order_card());
    one_hot_card(v, L::my_last_order, s.last_order()[mine]);
    one_hot_card(v, L::their_last_order, s.last_order()[theirs]);
    v[L::phase_one_hot + static_cast<std::size_t>(s.step())] = T{1};
    v[L::roll_one_hot + static_cast<std::size_t>(s.roll())] = T{1};
}

// M44-S-11.12, M44-S-11.8: the vector's scalars (offsets 296 to 335).
template <rules_policy R, tensor_entry T>
void write_scalars(const state<R>& s, const card_view& cv, side me, std::span<T> v) noexcept {
    namespace L = tensor_layout;
    const side them = other(me);
    const auto mine = static_cast<std::size_t>(me), theirs = static_cast<std::size_t>(them);
    const bool active_is_me = s.active() == me;
    v[L::i_am_allies] = tensor_flag<T>(me == side::allies);
    v[L::i_am_active] = tensor_flag<T>(active_is_me);
    v[L::i_decide] = tensor_flag<T>(current_player(s) == static_cast<player_id>(me));
    const std::array<int, 2> won = medals(s);
    // a side's medals to win vary by scenario: rounded as uint8
    v[L::my_medal_share] = fraction<T>(won[mine], s.medals_to_win()[mine], 255);
    v[L::their_medal_share] = fraction<T>(won[theirs], s.medals_to_win()[theirs], 255);
    v[L::my_medals_to_win] = fraction<T>(s.medals_to_win()[mine], 10);
    v[L::their_medals_to_win] = fraction<T>(s.medals_to_win()[theirs], 10);
    v[L::my_hand_size] = fraction<T>(s.hand_size()[mine], 10);
    v[L::their_hand_size] = fraction<T>(s.hand_size()[theirs], 10);
    v[L::opponent_hand_now] = fraction<T>(cv.opponent_hand, 10);
    v[L::deck_left] = fraction<T>(total(cv.unseen) - cv.opponent_hand, deck_size);
    for (std::size_t sec = 0; sec < 3; ++sec)
        v[L::orders_left + image_section(sec, active_is_me)] = fraction<T>(s.allowances()[sec], 4);
    v[L::orders_left + 3] = fraction<T>(s.allowances()[3], 4);
    const auto assault = static_cast<std::uint8_t>(card::infantry_assault);
    if (s.order_card() == assault && s.order_section() < 3)  // M44-S-11.12
        v[L::assault_section + image_section(s.order_section(), active_is_me)] = T{1};
    if (s.last_order()[mine] == assault && s.last_section()[mine] < 3)  // M44-S-11.8
        v[L::my_last_section + image_section(s.last_section()[mine], true)] = T{1};
    if (s.last_order()[theirs] == assault && s.last_section()[theirs] < 3)
        v[L::their_last_section + image_section(s.last_section()[theirs], false)] = T{1};
    v[L::pending_dice] = fraction<T>(s.dice(), 8);
    v[L::cover] = tensor_flag<T>(s.cover());
    v[L::hits] = fraction<T>(s.hits(), 6);
    v[L::flags_due] = fraction<T>(s.flags(), 6);
    v[L::assault_dice] = fraction<T>(s.assault_dice(), 8);
    v[L::recon_draw] = tensor_flag<T>(s.recon_draw());
    v[L::fallback] = tensor_flag<T>(s.fallback());
    v[L::ambush_draw] = tensor_flag<T>(s.ambush_draw());
    v[L::second_move] = tensor_flag<T>(s.second_move());
    v[L::air_count] = fraction<T>(s.air_count(), 4);
    v[L::air_next] = fraction<T>(s.air_next(), 4);
    for (std::size_t k = 0; k < 3; ++k) v[L::finest + k] = fraction<T>(s.finest()[k], 6);
    v[L::draws_left] = fraction<T>(s.draws_left(), 6);
    v[L::draw_is_mine] = tensor_flag<T>(s.drawing() == me);
}

}  // namespace detail::tensor

template <rules_policy R>
[[nodiscard]] constexpr tensor_shape observation_shape(std::type_identity<state<R>>) noexcept {
    return {1, {tensor_layout::size, 0, 0, 0}};
}

namespace detail::tensor {
// The tensor of what `me` sees of s: s is public but for the cards cv says.
template <rules_policy R, tensor_entry T>
void write_seen(const state<R>& s, const card_view& cv, side me, std::span<T> out) noexcept {
    namespace L = tensor_layout;
    assert(out.size() >= L::size);
    std::fill(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(L::size), T{0});
    write_board_planes(s, me, out);
    const std::span<T> v = out.subspan(L::vector_offset, L::vector_size);
    write_card_vector(s, cv, me, v);
    write_scalars(s, cv, me, v);
}
}  // namespace detail::tensor

// The tensor of player o.viewer's view (layout above; out.size() >= 9111),
// as floats or as uint8 (core/tensor.hpp).
template <rules_policy R>
void write_observation(const observation<R>& o, std::span<float> out) noexcept {
    detail::tensor::write_seen(o.visible, detail::tensor::card_view_of(o), static_cast<side>(o.viewer), out);
}
template <rules_policy R>
void write_observation(const observation<R>& o, std::span<std::uint8_t> out) noexcept {
    detail::tensor::write_seen(o.visible, detail::tensor::card_view_of(o), static_cast<side>(o.viewer), out);
}

// The same tensor from the state, read directly (no observation is built):
// the board is public (M44-7.1), and of the cards only what
// observe(s, viewer) keeps is read.
template <rules_policy R>
void write_observation(const state<R>& s, player_id viewer, std::span<float> out) noexcept {
    detail::tensor::write_seen(s, detail::tensor::card_view_of(s, viewer), static_cast<side>(viewer), out);
}
template <rules_policy R>
void write_observation(const state<R>& s, player_id viewer, std::span<std::uint8_t> out) noexcept {
    detail::tensor::write_seen(s, detail::tensor::card_view_of(s, viewer), static_cast<side>(viewer), out);
}

// Each entry's scale in the uint8 tensor (core/tensor.hpp): 1 on the 0/1
// entries and the raw card counts, each fraction's denominator.
template <rules_policy R>
[[nodiscard]] constexpr std::array<std::uint8_t, tensor_layout::size> observation_scales(
    std::type_identity<state<R>>) noexcept {
    namespace L = tensor_layout;
    auto scales = unit_scales<L::size>();
    auto fill = [&](std::size_t at, std::size_t n, std::uint8_t scale) {
        for (std::size_t i = 0; i < n; ++i) scales[at + i] = scale;
    };
    fill(L::strength_plane * L::plane_size, L::plane_size, 4);
    fill(L::hexes_moved_plane * L::plane_size, L::plane_size, 3);
    fill(L::setup_strength_plane * L::plane_size, L::plane_size, 4);
    std::uint8_t* v = scales.data() + L::vector_offset;
    v[L::my_medal_share] = v[L::their_medal_share] = 255;  // over a side's medals to win: rounded
    for (const std::size_t i : {L::my_medals_to_win, L::their_medals_to_win, L::my_hand_size, L::their_hand_size,
                                L::opponent_hand_now})
        v[i] = 10;
    v[L::deck_left] = fraction_scale(deck_size);
    for (std::size_t k = 0; k < 4; ++k) v[L::orders_left + k] = 4;
    v[L::pending_dice] = v[L::assault_dice] = 8;
    v[L::hits] = v[L::flags_due] = v[L::draws_left] = 6;
    v[L::air_count] = v[L::air_next] = 4;
    for (std::size_t k = 0; k < 3; ++k) v[L::finest + k] = 6;
    return scales;
}

static_assert(has_observation_scales<state<tutorial_rules>>);
static_assert(has_observation_scales<state<standard_rules>>);
static_assert(has_observation_scales<state<standard_sections_rules>>);
static_assert(has_observation_scales<state<standard_partial_rules>>);
static_assert(observation_shape_of<state<standard_rules>>.size() == 9111);

}  // namespace arbiter::memoir44
