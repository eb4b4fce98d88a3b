#pragma once
// Crime Wars observation tensor (core/tensor.hpp): what one player (a
// controller) sees, as floats, built only from observe(s, viewer) (CW-16).
//
// Rank 1, size = S * (110 + P + S) + 90 + 3 S + P, with P = R::players
// (controllers) and S = R::seats (teams): 326 for two players, 578 for
// four, 1130 for eight; 568 for two controllers of two teams each.
//
// Seats are rotated so the viewer is seat 0: block k describes seat
// (viewer + k) mod S, and every seat named anywhere is given relative the
// same way. Under two teams per player (CW-V1.17) the viewer's seats are
// then blocks 0 and P; under merged decks (CW-V1.22) block P is the record
// of his other suit. Controllers are relative too: (c - viewer) mod P.
//
// A card set is 13 floats, card index i = rank 2..10, J, Q, A, Joker
// (team.hpp), 1 where the card is in the set.
//
// Per seat, block k at offset k * (110 + P + S):
//    0  hand (13): the cards in his hand, for the seats the viewer controls
//       (CW-16.2, CW-V1.20); 0 for every other seat
//   13  deck (13): his S for the viewer's seats; for the others U, hand and
//       S together, which is all the viewer knows of them (CW-16.3)
//   26  bottom (13): a card in B: 1 - i / 26, i its index in B (B[0], the
//       next drawn once S is empty, is 1; under CW-V1.22 the index in the
//       seat's merged B, of 26 cards at most), else 0 (CW-4.1, CW-16.1)
//   39  play (13): his groups (CW-6.1)
//   52  entered (13): groups that entered play this turn (CW-6.4)
//   65  attacked (13): groups that attacked this turn (CW-9.11)
//   78  committed (13): his groups in the attack in progress: the turn
//       seat's attackers, the target's added defenders (CW-10.4), a helper's
//       JOIN or ALLY_DEFEND groups (CW-V1.9, CW-V1.10); the target itself is
//       in the globals
//   91  his kingpin is among the attackers (CW-9.2)
//   92  suit (4, one-hot: S H C D, CW-1.2)
//   96  second pack (CW-V10.2)
//   97  money / 1000 of the account he spends (the controller's, CW-V1.19)
//   98  loan repayment due / 1000 (the controller's, CW-15.7)
//   99  q / 4, 100 j / 4 (Queens and Jacks applied, CW-7.1)
//  101  hand size / 13 (public, CW-16.1; under CW-V1.22 on the seat's first
//       record, 0 on its other suit's)
//  102  cards in the deck plane / 13, 103 cards in B / 13
//  104  eliminated (CW-12.1); 105 no kingpin (annexed CW-V7.3, or a merged
//       seat's other suit CW-V1.22); 106 kingpin attacked this turn (CW-9.2);
//  107  has taken a turn (the kingpin may attack, CW-11.4)
//  108  the viewer controls this seat (CW-V1.20, CW-V7.3)
//  109  on the viewer's side: his own seats, his ally's (CW-V1.2, CW-V1.20)
//  110  controller (P, one-hot, relative)
//  110+P  ally (S, one-hot, relative seat; all 0 for none, CW-V1.2)
//
// Globals, at offset G = S * (110 + P + S):
//   G+0      phase (18, one-hot, the order of crime_wars::phase)
//   G+18     a surrender resumes the turn's draw (a loan repaid, CW-15.8),
//            else the main phase
//   G+19     turn seat (S, one-hot, CW-5.1)
//   G+19+S   deciding seat (S, one-hot; 0 at chance and terminal nodes)
//   G+19+2S  target seat (S): during an attack (defending, joining,
//            ally_defending, combat) and, at conquering, the conquered seat
//   G+19+3S  target unit (14): card index, 13 for a kingpin; during an attack
//   G+33+3S  coin holder (P, one-hot, relative controller; CW-V6)
//   G+33+3S+P    bonus card waiting for its ROUTE (3: J, Q, A; CW-V1.8)
//   G+36+3S+P    gift (13): the cards of the GIVE being priced or answered
//                (shown to everyone, CW-V1.14 step 2)
//   G+49+3S+P    kept (13): the kingpin suit's cards kept at a merged KEEP's
//                first step (CW-V1.22): those in play, and those from the
//                hand only for the keeper's controller (CW-16.2)
//   G+62+3S+P    kept from the hand, count / 13 (public, as public_text says)
//   G+63+3S+P    scalars (13): the viewer decides now; opening draws left /
//                16 (CW-3.6); roulette played this turn (CW-14.1); debt
//                / 1000 (D at a LOAN, R at a SURRENDER, the price at an
//                ACCEPT, CW-15); surrender bound / 255 (CW-15.3); pot / 1000
//                (CW-V8.2); turns taken / 1000; a turn limit is set
//                (CW-12.8); turns taken / limit (0 without one); play on,
//                restore the Snitch, Snitch restored (CW-V1.11); players
//                left / P
//   G+76+3S+P    variant flags (14): alliance, hardcore, aggressor, rush,
//                diceless, curse, gambling, bounty, multiple decks, two
//                teams, great empire, merged decks, snitch used, spoils paid
//
// The uint8 tensor (core/tensor.hpp) has each entry's denominator as its
// scale (26, 4, 13, 16, 255, P; 8 for the amount due, a multiple of $125,
// CW-15.7; 40 for money, debt and pot, multiples of $25, CW-1.5), so it is
// exact but for money, debt and pot past $6,375 (255) and the turns taken
// over 1,000 and over the limit (rounded to 1/255).
//
// Departures from the first design (about 40 floats a seat):
// every card set is a full 13-float plane indexed by card, seven of them
// a seat, so a learner indexes all sets alike; and the order of each B is
// kept (it decides every draw once S is empty, CW-4.6).

#include <algorithm>
#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <span>
#include <type_traits>

#include "../core/player.hpp"
#include "../core/tensor.hpp"
#include "generate.hpp"
#include "observation.hpp"
#include "state.hpp"

namespace arbiter::crime_wars {

// The offsets of the tensor above, for R.
template <rules_policy R>
struct observation_layout {
    static constexpr std::size_t players = static_cast<std::size_t>(R::players);
    static constexpr std::size_t seats = static_cast<std::size_t>(R::seats);
    static constexpr std::size_t set_size = cards_per_team;  // a card set
    static constexpr std::size_t phases = 18;                // crime_wars::phase

    // Within a seat block.
    static constexpr std::size_t hand = 0;
    static constexpr std::size_t deck = 13;
    static constexpr std::size_t bottom = 26;
    static constexpr std::size_t play = 39;
    static constexpr std::size_t entered = 52;
    static constexpr std::size_t attacked = 65;
    static constexpr std::size_t committed = 78;
    static constexpr std::size_t kingpin_committed = 91;
    static constexpr std::size_t suit = 92;
    static constexpr std::size_t second_pack = 96;
    static constexpr std::size_t money = 97;
    static constexpr std::size_t due = 98;
    static constexpr std::size_t queens = 99;
    static constexpr std::size_t jacks = 100;
    static constexpr std::size_t hand_size = 101;
    static constexpr std::size_t deck_size = 102;
    static constexpr std::size_t bottom_size = 103;
    static constexpr std::size_t eliminated = 104;
    static constexpr std::size_t no_kingpin = 105;
    static constexpr std::size_t kingpin_attacked = 106;
    static constexpr std::size_t has_turned = 107;
    static constexpr std::size_t controlled = 108;
    static constexpr std::size_t same_side = 109;
    static constexpr std::size_t controller = 110;
    static constexpr std::size_t ally = controller + players;
    static constexpr std::size_t seat_block = ally + seats;

    // Globals, from `globals`.
    static constexpr std::size_t globals = seats * seat_block;
    static constexpr std::size_t phase = globals;
    static constexpr std::size_t resume_drawing = phase + phases;
    static constexpr std::size_t turn_seat = resume_drawing + 1;
    static constexpr std::size_t deciding_seat = turn_seat + seats;
    static constexpr std::size_t target_seat = deciding_seat + seats;
    static constexpr std::size_t target_unit = target_seat + seats;
    static constexpr std::size_t coin = target_unit + 14;
    static constexpr std::size_t pending_bonus = coin + players;
    static constexpr std::size_t gift = pending_bonus + 3;
    static constexpr std::size_t kept = gift + set_size;
    static constexpr std::size_t kept_from_hand = kept + set_size;
    static constexpr std::size_t scalars = kept_from_hand + 1;
    static constexpr std::size_t num_scalars = 13;
    static constexpr std::size_t variants = scalars + num_scalars;
    static constexpr std::size_t num_variants = 14;
    static constexpr std::size_t size = variants + num_variants;

    static_assert(size == seats * (110 + players + seats) + 90 + 3 * seats + players);
};

template <rules_policy R>
[[nodiscard]] constexpr tensor_shape observation_shape(std::type_identity<state<R>>) noexcept {
    return tensor_shape{1, {observation_layout<R>::size, 0, 0, 0}};
}
template <rules_policy R>
[[nodiscard]] constexpr tensor_shape observation_shape(std::type_identity<observation<R>>) noexcept {
    return observation_shape(std::type_identity<state<R>>{});
}

namespace detail {

// The uint8 scales of money (in $25 steps, CW-1.5) and of an amount due
// (in $125 steps, CW-15.7), each over $1,000.
inline constexpr std::uint8_t dollars_scale = 40, due_scale = 8;

template <tensor_entry T>
constexpr void write_card_set(std::span<T> out, std::size_t at, card_set set) noexcept {
    for (card_set c = static_cast<card_set>(set & ((1u << cards_per_team) - 1)); c != 0;
         c &= static_cast<card_set>(c - 1))
        out[at + lowest(c)] = T{1};
}

// CW-4.1, CW-V1.22: the index in the seat's B (merged B under merged decks)
// of the i-th card of record q's bottom.
template <rules_policy R>
[[nodiscard]] constexpr std::size_t merged_bottom_index(const state<R>& s, player_id q, std::size_t i) noexcept {
    if constexpr (!R::merged_decks) return i;
    const std::uint32_t order = s.bottom_order(q);
    const bool other_suit = q >= R::players;  // its cards are the set bits of `order`
    std::size_t seen = 0;
    for (std::size_t pos = 0; pos < 2 * cards_per_team; ++pos) {
        const bool bit_set = ((order >> pos) & 1u) != 0;
        if (bit_set == other_suit && seen++ == i) return pos;
    }
    return i;  // unreachable for a valid state
}

[[nodiscard]] constexpr bool attack_in_progress(phase p) noexcept {
    return p == phase::defending || p == phase::combat || p == phase::joining || p == phase::ally_defending;
}


// Place `pos` of a bottom of 26 at most: 1 - pos / 26 (26 - pos as uint8).
template <tensor_entry T>
[[nodiscard]] constexpr T bottom_entry(std::size_t pos) noexcept {
    if constexpr (std::same_as<T, float>) return 1.0f - static_cast<float>(pos) / 26.0f;
    else return static_cast<std::uint8_t>(26 - pos);
}

// Seat q relative to the viewer, who is seat 0 (every seat in the tensor is given so).
template <rules_policy R>
[[nodiscard]] constexpr std::size_t relative_seat(player_id q, player_id viewer) noexcept {
    return static_cast<std::size_t>((q - viewer + 2 * R::seats) % R::seats);
}

// Controller c relative to the viewer: (c - viewer) mod P.
template <rules_policy R>
[[nodiscard]] constexpr std::size_t relative_controller(player_id c, player_id viewer) noexcept {
    return static_cast<std::size_t>((c - viewer + 2 * R::players) % R::players);
}

// CW-4.1, CW-6.1, CW-6.4, CW-9.2, CW-9.11, CW-10.4, CW-16.1 to CW-16.3: seat q's card planes.
template <rules_policy R, tensor_entry T>
void write_seat_planes(const observation<R>& o, player_id q, std::span<T> out,
                       std::size_t at) noexcept {
    using L = observation_layout<R>;
    const state<R>& s = o.view;
    const team_record& t = s.team(q);
    const bool mine = s.controller_of(q) == o.viewer;
    write_card_set(out, at + L::hand, mine ? t.hand : card_set{0});
    write_card_set(out, at + L::deck, t.deck);
    for (std::size_t i = 0; i < t.bottom_size; ++i) {
        const std::size_t pos = merged_bottom_index(s, q, i);
        out[at + L::bottom + t.bottom[i]] =
            bottom_entry<T>(pos);
    }
    write_card_set(out, at + L::play, t.play);
    write_card_set(out, at + L::entered, t.entered);
    write_card_set(out, at + L::attacked, t.attacked);
    if (attack_in_progress(s.phase())) {
        card_set committed = s.help(q);
        if (q == s.turn_player()) committed |= s.attackers();
        if (q == s.target_player()) committed |= s.defenders();
        write_card_set(out, at + L::committed, committed);
        out[at + L::kingpin_committed] =
            tensor_flag<T>(q == s.turn_player() && has(s.attackers(), kingpin));
    }
}

// CW-1.2, CW-7.1, CW-9.2, CW-11.4, CW-12.1, CW-15.7, CW-V1.19, CW-V10.2: seat q's team and counts.
template <rules_policy R, tensor_entry T>
void write_seat_record(const observation<R>& o, player_id q, std::span<T> out,
                       std::size_t at) noexcept {
    using L = observation_layout<R>;
    const state<R>& s = o.view;
    const team_record& t = s.team(q);
    out[at + L::suit + static_cast<std::size_t>(suit_of(t.team))] = T{1};
    out[at + L::second_pack] = tensor_flag<T>(pack_of(t.team) > 0);
    const team_record& account = s.account(q);
    out[at + L::money] = fraction<T>(account.money, 1000, dollars_scale);
    out[at + L::due] = fraction<T>(account.due, 1000, due_scale);
    out[at + L::queens] = fraction<T>(t.queens, 4);
    out[at + L::jacks] = fraction<T>(t.jacks, 4);
    out[at + L::hand_size] = fraction<T>(o.hand_sizes[static_cast<std::size_t>(q)], 13);
    out[at + L::deck_size] = fraction<T>(static_cast<std::uint32_t>(count(t.deck)), 13);
    out[at + L::bottom_size] = fraction<T>(t.bottom_size, 13);
    out[at + L::eliminated] = tensor_flag<T>(t.eliminated);
    out[at + L::no_kingpin] = tensor_flag<T>(t.kingless);
    out[at + L::kingpin_attacked] = tensor_flag<T>(t.kingpin_attacked);
    out[at + L::has_turned] = tensor_flag<T>(t.turns > 0);
}

// CW-V1.2, CW-V1.20, CW-V7.3: who controls seat q, his side, and its ally.
template <rules_policy R, tensor_entry T>
void write_seat_relations(const observation<R>& o, player_id q, std::span<T> out,
                          std::size_t at) noexcept {
    using L = observation_layout<R>;
    const state<R>& s = o.view;
    const player_id viewer = o.viewer;
    const team_record& t = s.team(q);
    const player_id c = s.controller_of(q);
    const bool mine = c == viewer;
    out[at + L::controlled] = tensor_flag<T>(mine);
    // allied(s, viewer, q) with the viewer's own seat: CW-V1.2, CW-V1.20, CW-V7.3.
    bool side = mine;
    if constexpr (R::alliance)
        side = side || (s.team(viewer).ally >= 0 && s.team(viewer).ally == c);
    out[at + L::same_side] = tensor_flag<T>(side);
    out[at + L::controller + relative_controller<R>(c, viewer)] = T{1};
    if (t.ally >= 0) out[at + L::ally + relative_seat<R>(t.ally, viewer)] = T{1};
}

// CW-16: the block of seat q, at its place relative to the viewer.
template <rules_policy R, tensor_entry T>
void write_seat_block(const observation<R>& o, player_id q, std::span<T> out) noexcept {
    const std::size_t at = relative_seat<R>(q, o.viewer) * observation_layout<R>::seat_block;
    write_seat_planes(o, q, out, at);
    write_seat_record(o, q, out, at);
    write_seat_relations(o, q, out, at);
}

// CW-5.1, CW-15.8, CW-V1.8, CW-V1.14, CW-V1.22, CW-V6, CW-16.2: the globals before the scalars.
template <rules_policy R, tensor_entry T>
void write_globals(const observation<R>& o, std::span<T> out) noexcept {
    using L = observation_layout<R>;
    const state<R>& s = o.view;
    const player_id viewer = o.viewer;
    const bool attacking = attack_in_progress(s.phase());
    const std::size_t phase_index = static_cast<std::size_t>(s.phase());
    out[L::phase + phase_index] = T{1};
    out[L::resume_drawing] = tensor_flag<T>(s.resume_phase() == phase::drawing);
    if (s.phase() != phase::choose_first)
        out[L::turn_seat + relative_seat<R>(s.turn_player(), viewer)] = T{1};
    const player_id decider = deciding_seat(s);
    if (decider >= 0) out[L::deciding_seat + relative_seat<R>(decider, viewer)] = T{1};
    if (attacking || s.phase() == phase::conquering)
        out[L::target_seat + relative_seat<R>(s.target_player(), viewer)] = T{1};
    if (attacking) out[L::target_unit + s.target_card()] = T{1};
    if (s.coin_holder() >= 0) out[L::coin + relative_controller<R>(s.coin_holder(), viewer)] = T{1};
    if (s.phase() == phase::routing)
        out[L::pending_bonus + static_cast<std::size_t>(s.pending_bonus() - jack)] = T{1};
    if (s.phase() == phase::pricing || s.phase() == phase::accepting)
        write_card_set(out, L::gift, s.gift());
    if constexpr (R::merged_decks) {
        // CW-V1.22, CW-16.2: observe() leaves in view.kept() only what the viewer may see (the kept
        // hand cards are the keeper's controller's secret); their number is public.
        write_card_set(out, L::kept, s.kept());
        out[L::kept_from_hand] = fraction<T>(o.kept_from_hand, 13);
    }
}

// CW-3.6, CW-12.8, CW-14.1, CW-15, CW-15.3, CW-V1.11, CW-V8.2: the scalars.
template <rules_policy R, tensor_entry T>
void write_scalars(const observation<R>& o, std::span<T> out) noexcept {
    const state<R>& s = o.view;
    const player_id decider = deciding_seat(s);
    std::size_t k = observation_layout<R>::scalars;
    out[k++] = tensor_flag<T>(decider >= 0 && s.controller_of(decider) == o.viewer);
    out[k++] = fraction<T>(static_cast<std::uint32_t>(s.deals_left()), 16);
    out[k++] = tensor_flag<T>(s.roulette_played());
    out[k++] = fraction<T>(s.debt(), 1000, dollars_scale);
    out[k++] = fraction<T>(s.surrender_below(), no_surrender_bound);
    out[k++] = fraction<T>(s.pot(), 1000, dollars_scale);
    out[k++] = fraction<T>(s.turns_taken(), 1000);
    out[k++] = tensor_flag<T>(s.turn_limit() > 0);
    out[k++] = fraction<T>(s.turns_taken(), s.turn_limit(), 255);  // 0 without a limit
    out[k++] = tensor_flag<T>(s.plays_on());
    out[k++] = tensor_flag<T>(s.restores_snitch());
    out[k++] = tensor_flag<T>(s.snitch_restored());
    out[k++] = fraction<T>(static_cast<std::uint32_t>(s.players_left()),
                            static_cast<std::uint32_t>(R::players));
}

// The variant flags of R (CW-V1 to CW-V10, the Snitch CW-13.1, spoils).
template <rules_policy R, tensor_entry T>
void write_variant_flags(std::span<T> out) noexcept {
    std::size_t k = observation_layout<R>::variants;
    for (const bool v : {R::alliance, R::hardcore, R::aggressor, R::rush, R::diceless, R::curse,
                         R::gambling, R::bounty, R::multiple_decks, R::two_teams, R::great_empire,
                         R::merged_decks, R::snitch, R::spoils})
        out[k++] = tensor_flag<T>(v);
}

}  // namespace detail

namespace detail {
// The tensor of observation o (the layout above) into out[0, size), of entry type T.
template <rules_policy R, tensor_entry T>
void write_observation_of(const observation<R>& o, std::span<T> out) noexcept {
    using L = observation_layout<R>;
    assert(out.size() >= L::size);
    std::fill(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(L::size), T{0});
    for (player_id q = 0; q < R::seats; ++q) write_seat_block(o, q, out);
    write_globals(o, out);
    write_scalars(o, out);
    write_variant_flags<R>(out);
}
}  // namespace detail

// The tensor of observation o (the layout above) into out[0, size), as
// floats or as uint8 (core/tensor.hpp).
template <rules_policy R>
void write_observation(const observation<R>& o, std::span<float> out) noexcept {
    detail::write_observation_of(o, out);
}
template <rules_policy R>
void write_observation(const observation<R>& o, std::span<std::uint8_t> out) noexcept {
    detail::write_observation_of(o, out);
}

// The tensor of what `viewer` sees of s: only observe(s, viewer) is read,
// so states he cannot tell apart give the same entries (CW-16).
template <rules_policy R>
void write_observation(const state<R>& s, player_id viewer, std::span<float> out) noexcept {
    detail::write_observation_of(observe(s, viewer), out);
}
template <rules_policy R>
void write_observation(const state<R>& s, player_id viewer, std::span<std::uint8_t> out) noexcept {
    detail::write_observation_of(observe(s, viewer), out);
}

// Each entry's scale in the uint8 tensor (core/tensor.hpp): 1 on the 0/1
// entries, each fraction's denominator.
template <rules_policy R>
[[nodiscard]] constexpr std::array<std::uint8_t, observation_layout<R>::size> observation_scales(
    std::type_identity<state<R>>) noexcept {
    using L = observation_layout<R>;
    auto scales = unit_scales<L::size>();
    for (std::size_t q = 0; q < L::seats; ++q) {
        std::uint8_t* b = scales.data() + q * L::seat_block;
        for (std::size_t i = 0; i < L::set_size; ++i) b[L::bottom + i] = 26;
        b[L::money] = detail::dollars_scale;
        b[L::due] = detail::due_scale;
        b[L::queens] = b[L::jacks] = 4;
        b[L::hand_size] = b[L::deck_size] = b[L::bottom_size] = 13;
    }
    scales[L::kept_from_hand] = 13;
    std::uint8_t* sc = scales.data() + L::scalars;  // in write_scalars' order
    sc[1] = 16;
    sc[3] = detail::dollars_scale;
    sc[4] = fraction_scale(no_surrender_bound);
    sc[5] = detail::dollars_scale;
    sc[6] = sc[8] = 255;  // turns over 1,000 and over the limit: rounded
    sc[12] = fraction_scale(R::players);
    return scales;
}

}  // namespace arbiter::crime_wars
