#pragma once
// The rules of play: combat, the moves, the turn, the end of the game
// (RULES.md ST-3 to ST-9), and the start of a game: play (of a move, of a
// whole setup), start_game. Unchecked: the checked path (try_play,
// move_error) is checked.hpp, which includes this header.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

#include "../core/chance.hpp"
#include "../core/random.hpp"
#include "../core/result.hpp"
#include "generate.hpp"
#include "repetition.hpp"
#include "state.hpp"

namespace arbiter::stratego {

// ------------------------------------------------------------------ combat

// ST-5.10: the outcome of an attack.
enum class combat : std::uint8_t { attacker_wins, defender_wins, both_removed, flag_captured };

// ST-5.3 (rules 1-5 in order), ST-9.6, ST-9.8.
template <rules_policy R>
[[nodiscard]] constexpr combat fight(kind attacker, kind defender) noexcept {
    if (defender == kind::flag) return combat::flag_captured;  // rule 1
    if (defender == kind::bomb) {
        if (attacker == kind::miner) return combat::attacker_wins;  // rule 2
        return R::bombs == bomb_rule::one_time ? combat::both_removed : combat::defender_wins;  // rule 3, ST-9.8
    }
    if (attacker == kind::spy && defender == kind::marshal) return combat::attacker_wins;  // rule 4
    const int a = rank_of(attacker), d = rank_of(defender);  // rule 5
    if (a != d) return a > d ? combat::attacker_wins : combat::defender_wins;
    return R::ties == tie_rule::attacker_wins ? combat::attacker_wins : combat::both_removed;  // ST-9.6
}

// ST-7.9, ST-9.7: the kinds a defender that survived an attack by `attacker` can be.
template <rules_policy R>
[[nodiscard]] constexpr std::uint16_t kinds_beating(kind attacker) noexcept {
    std::uint16_t mask = 0;
    for (int k = 0; k < num_kinds; ++k)
        if (fight<R>(attacker, static_cast<kind>(k)) == combat::defender_wins) mask |= kind_bit(static_cast<kind>(k));
    return mask;
}

// ------------------------------------------------------------------ setup

// ST-3.5: why an arrangement is not a setup of ruleset R ("" when it is).
template <rules_policy R>
[[nodiscard]] inline std::string arrangement_error(const arrangement& a) {
    std::array<int, num_kinds + 1> count{};
    for (std::size_t i = 0; i < a.cells.size(); ++i) {
        if (a.cells[i] > arrangement::none)
            return "square " + std::to_string(i + 1) + " of the setup holds no piece kind (ST-3.5)";
        ++count[a.cells[i]];
    }
    for (std::size_t k = 0; k < num_kinds; ++k)
        if (count[k] != R::army[k])
            return count_of(count[k], static_cast<kind>(k)) + ", the army has " + std::to_string(R::army[k]) +
                   " (ST-3.5, ST-9.9)";
    return {};
}

// A uniformly random arrangement of R's army, from any random engine.
template <rules_policy R, class G>
[[nodiscard]] constexpr arrangement random_arrangement(G&& rng) {
    arrangement a;
    std::size_t i = 0;
    for (int k = 0; k < num_kinds; ++k)
        for (int n = 0; n < R::army[static_cast<std::size_t>(k)]; ++n) a.cells[i++] = static_cast<std::uint8_t>(k);
    for (; i < a.cells.size(); ++i) a.cells[i] = arrangement::none;
    for (std::size_t j = a.cells.size() - 1; j > 0; --j) {  // Fisher-Yates with a portable draw
        const auto r = static_cast<std::size_t>(uniform_below(rng, j + 1));
        const auto t = a.cells[j];
        a.cells[j] = a.cells[r];
        a.cells[r] = t;
    }
    return a;
}

// ------------------------------------------------------------------ the turn

namespace detail {

// ST-8.2, ST-8.3, ST-8.6, ST-8.7: the turn passes to `next`, which loses if
// it cannot move (a draw when neither can), else the game may hit its cap.
template <rules_policy R>
constexpr void begin_turn(state<R>& s, player_id next) noexcept {
    typename state<R>::edit e{s};
    e.to_move() = next;
    e.phase() = phase::play;
    if (!has_legal_move(s)) {
        e.phase() = phase::over;
        e.result() = has_basic_move(s, opponent(next)) ? game_result{opponent(next), end_reason::no_legal_move}
                                                       : game_result{-1, end_reason::both_unable_to_move};
        return;
    }
    if ((R::max_plies > 0 && s.plies() >= R::max_plies) ||
        (R::max_plies_without_attack > 0 && s.plies_without_attack() >= R::max_plies_without_attack)) {
        e.phase() = phase::over;
        e.result() = {-1, end_reason::move_cap};
    }
}

// ST-9.12: whether player p, whose piece just ended a move on `sq`, would be
// offered a rescue if that piece is not a Scout.
template <rules_policy R>
[[nodiscard]] constexpr bool rescue_open(const state<R>& s, player_id p, int sq) noexcept {
    const piece pc = s.at(sq);
    if (!pc.belongs_to(p) || pc.has_rescued() || !on_back_row_of_opponent(p, sq) || s.rescues_made(p) >= 2)
        return false;
    bool any_removed = false;
    for (int k = 0; k < num_kinds; ++k) any_removed = any_removed || s.removed(p, static_cast<kind>(k)) > 0;
    bool any_room = false;
    for (int t = 0; t < board_size; ++t) any_room = any_room || (in_own_half(p, t) && s.at(t).empty());
    return any_removed && any_room;
}

// ST-9.12: after player p's move to `sq`, enters the rescue decision if p
// may rescue. Whether it is offered is public and tells whether the piece is
// a Scout, so its kind mask records that (ST-7.6, ST-7.9).
template <rules_policy R>
[[nodiscard]] constexpr bool offer_rescue(state<R>& s, player_id p, int sq) noexcept {
    if constexpr (!R::rescue) {
        return false;
    } else {
        if (!rescue_open(s, p, sq)) return false;
        typename state<R>::edit e{s};
        auto& mask = e.masks().at[static_cast<std::size_t>(sq)];
        if (s.at(sq).type() == kind::scout) {
            mask &= kind_bit(kind::scout);
            return false;
        }
        mask &= static_cast<std::uint16_t>(~kind_bit(kind::scout));
        e.phase() = phase::rescue;
        return true;
    }
}

// ST-7.3, ST-9.11: what a plain move or attack of `length` squares tells
// about the mover's kind (turning: a two-step that is not straight).
template <rules_policy R>
constexpr void note_distance(state<R>& s, int from, int to) noexcept {
    typename state<R>::edit e{s};
    const bool straight = row_of(from) == row_of(to) || column_of(from) == column_of(to);
    const int length = straight ? (row_of(from) == row_of(to) ? column_of(to) - column_of(from)
                                                               : row_of(to) - row_of(from))
                                : 2;
    const int distance = length < 0 ? -length : length;
    if constexpr (!R::captain_two_step) {
        if (distance > 1) e.at(to).reveal();  // ST-7.3
    } else {
        if (!straight || distance > 2) e.at(to).reveal();  // a Captain turned, or a Scout ran
        else if (distance == 2)  // a Scout or a Captain
            e.masks().at[static_cast<std::size_t>(to)] &= static_cast<std::uint16_t>(kind_bit(kind::scout) | kind_bit(kind::captain));
    }
}

// ST-4, ST-5: plays basic move m of the player to move.
template <rules_policy R>
constexpr void make_move(state<R>& s, move m) noexcept {
    typename state<R>::edit e{s};
    const player_id p = s.to_move(), o = opponent(p);
    piece mover = s.at(m.from);
    const piece defender = s.at(m.to);
    const bool attack = !defender.empty();
    mover.mark_moved();  // ST-7.4
    auto move_mask = [&] {
        if constexpr (keeps_kind_masks<R>) e.masks().at[m.to] = e.masks().at[m.from];
    };
    e.at(m.from) = piece{};
    bool mover_stands = true;
    if (!attack) {
        e.at(m.to) = mover;
        move_mask();
    } else {
        const combat c = fight<R>(mover.type(), defender.type());
        mover.reveal();  // ST-5.2 (ST-9.7: the attacker is revealed under silent defense too)
        piece kept = defender;
        switch (c) {
            case combat::flag_captured:
            case combat::attacker_wins:
                ++e.removed(o, defender.type());
                e.at(m.to) = mover;
                move_mask();
                break;
            case combat::defender_wins:
                ++e.removed(p, mover.type());
                if (R::defense == defense_rule::revealed) kept.reveal();  // ST-5.2, ST-5.6
                else if constexpr (keeps_kind_masks<R>)
                    e.masks().at[m.to] &= kinds_beating<R>(mover.type());  // ST-9.7
                e.at(m.to) = kept;
                mover_stands = false;
                break;
            case combat::both_removed:
                ++e.removed(p, mover.type());
                ++e.removed(o, defender.type());
                e.at(m.to) = piece{};
                mover_stands = false;
                break;
        }
        if (c == combat::flag_captured) {  // ST-8.1
            e.phase() = phase::over;
            e.result() = {p, end_reason::flag_captured};
        }
    }
    if (mover_stands) note_distance(s, m.from, m.to);
    if constexpr (keeps_kind_masks<R>)  // vacated squares forget their piece
        for (const int sq : {int{m.from}, int{m.to}})
            if (s.at(sq).empty()) e.masks().at[static_cast<std::size_t>(sq)] = all_kinds;
    // The counters stop at their top instead of wrapping (rules_policy keeps
    // the caps of ST-8.7 below it, so a cap is still reached).
    if (s.plies() < ply_counter_max) ++e.plies();
    if (attack) e.plies_without_attack() = 0;
    else if (s.plies_without_attack() < ply_counter_max) ++e.plies_without_attack();
    record_move(s, p, m, attack);
}

}  // namespace detail

// Plays legal move m (unchecked; try_play checks).
template <rules_policy R>
[[nodiscard]] constexpr state<R> play(state<R> s, const move& m) noexcept {
    typename state<R>::edit e{s};
    const player_id p = s.to_move();
    switch (s.phase()) {
        case phase::setup:  // ST-3.4
            if (!m.places_nothing()) e.at(m.to) = piece{m.piece_kind(), p};
            if (++e.placed() < 40) break;
            e.placed() = 0;
            if (p == red) e.to_move() = blue;
            else detail::begin_turn(s, red);  // ST-4.1, ST-12.12
            break;
        case phase::play:
            detail::make_move(s, m);
            if (s.phase() == phase::over) break;
            if (!detail::offer_rescue(s, p, m.to)) detail::begin_turn(s, opponent(p));
            break;
        case phase::rescue:  // ST-9.12
            if (m.is_rescue()) {
                e.at(m.to) = piece{m.piece_kind(), p}.reveal();
                if constexpr (keeps_kind_masks<R>) e.masks().at[m.to] = all_kinds;
                --e.removed(p, m.piece_kind());
                ++e.rescues(p);
                e.at(s.run(p).last[0].to).mark_rescued();
                if constexpr (R::more_squares == chase_rule::isf) {  // no earlier position recurs (ST-9.4)
                    const auto counters = s.chase().counter;
                    e.chase() = {};
                    e.chase().counter = counters;
                }
            }
            detail::begin_turn(s, opponent(p));
            break;
        case phase::over: break;
    }
    return s;
}

template <rules_policy R>
[[nodiscard]] constexpr state<R> play(const state<R>& s, no_chance) noexcept {
    return s;  // never called: Stratego has no chance nodes
}

// ST-3.4: player to move's whole setup at once; the same as its 40 placements.
template <rules_policy R>
[[nodiscard]] constexpr state<R> play(state<R> s, const arrangement& a) noexcept {
    const player_id p = s.to_move();
    for (int i = s.placed(); i < 40; ++i) {
        const auto cell = a.cells[static_cast<std::size_t>(i)];
        const int sq = setup_square(p, i);
        s = play(s, cell == arrangement::none ? move::place_nothing(sq) : move::place(static_cast<kind>(cell), sq));
    }
    return s;
}

// ST-3.4: both setups, Red's then Blue's: the position at Red's first move.
// Each is checked as try_play(s, arrangement) checks it (checked.hpp).
template <rules_policy R = classic_rules>
[[nodiscard]] result<state<R>> start_game(const arrangement& red_setup, const arrangement& blue_setup) {
    if (std::string why = arrangement_error<R>(red_setup); !why.empty())
        return make_error("Red's setup: " + why);
    if (std::string why = arrangement_error<R>(blue_setup); !why.empty())
        return make_error("Blue's setup: " + why);
    return play(play(state<R>{}, red_setup), blue_setup);
}

}  // namespace arbiter::stratego
