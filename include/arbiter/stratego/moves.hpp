#pragma once
// The rules of play: setup, the moves, combat, the end of the game and its
// result (RULES.md ST-3 to ST-9). The checked path (try_play, move_error)
// is checked.hpp, which includes this header.

#include <array>
#include <cstdint>

#include "../core/chance.hpp"
#include "../core/game.hpp"
#include "../core/result.hpp"
#include "../core/static_vector.hpp"
#include "repetition.hpp"
#include "state.hpp"

namespace arbiter::stratego {

template <rules_policy R>
using move_list = static_vector<move, static_cast<std::size_t>(max_moves<R>)>;
using outcome_list = static_vector<chance_outcome<no_chance>, 1>;  // always empty

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

// ST-7.4, ST-7.9: the kinds the public record leaves for the piece on `sq`.
template <rules_policy R>
[[nodiscard]] constexpr std::uint16_t possible_kinds(const state<R>& s, int sq) noexcept {
    const piece pc = s.at(sq);
    if (pc.empty()) return 0;
    if (pc.revealed() && !pc.is_unknown()) return kind_bit(pc.type());
    std::uint16_t mask = pc.moved() ? movable_kinds : all_kinds;
    if constexpr (keeps_kind_masks<R>) mask &= s.masks().at[static_cast<std::size_t>(sq)];
    return mask;
}

// ------------------------------------------------------------------ basic moves

namespace detail {

// ST-4.2 to ST-4.7, ST-9.5, ST-9.11: calls visit(move, attack) for every
// basic move of player p's piece on `from`; stops early when visit returns true.
template <rules_policy R, class Visit>
constexpr bool visit_piece_moves(const state<R>& s, int from, Visit&& visit) noexcept {
    const piece pc = s.at(from);
    const kind k = pc.type();
    if (!is_movable(k)) return false;  // ST-4.7
    const player_id p = pc.owner();
    auto target = [&](int to, bool may_attack) -> int {  // 0 empty, 1 attack, -1 no move
        if (to < 0) return -1;
        const piece t = s.at(to);
        if (t.empty()) return 0;
        return may_attack && t.owner() != p ? 1 : -1;
    };
    if (k == kind::scout) {  // ST-4.4, ST-4.5, ST-9.5
        for (int d = 0; d < 4; ++d) {
            int to = neighbor(from, d);
            bool first = true;
            for (; to >= 0 && s.at(to).empty(); to = neighbor(to, d), first = false)
                if (visit(move::step(from, to), false)) return true;
            if (to >= 0 && s.at(to).owner() != p &&
                (first || R::scout_strike == scout_rule::move_and_strike) && visit(move::step(from, to), true))
                return true;
        }
        return false;
    }
    for (int d = 0; d < 4; ++d) {  // ST-4.3
        const int to = neighbor(from, d);
        const int t = target(to, true);
        if (t >= 0 && visit(move::step(from, to), t == 1)) return true;
    }
    if (R::captain_two_step && k == kind::captain) {  // ST-9.11
        std::array<std::uint8_t, 8> seen{};
        int seen_count = 0;
        for (int d1 = 0; d1 < 4; ++d1) {
            const int mid = neighbor(from, d1);
            if (mid < 0 || !s.at(mid).empty()) continue;
            for (int d2 = 0; d2 < 4; ++d2) {
                const int to = neighbor(mid, d2);
                if (to == from) continue;
                const int t = target(to, true);
                if (t < 0) continue;
                bool dup = false;
                for (int i = 0; i < seen_count; ++i) dup = dup || seen[static_cast<std::size_t>(i)] == to;
                if (dup) continue;
                seen[static_cast<std::size_t>(seen_count++)] = static_cast<std::uint8_t>(to);
                if (visit(move::step(from, to), t == 1)) return true;
            }
        }
    }
    return false;
}

// Every basic move of player p, square by square (ST-0.2).
template <rules_policy R, class Visit>
constexpr bool visit_basic_moves(const state<R>& s, player_id p, Visit&& visit) noexcept {
    for (int sq = 0; sq < board_size; ++sq)
        if (s.at(sq).belongs_to(p) && visit_piece_moves(s, sq, visit)) return true;
    return false;
}

}  // namespace detail

// ST-0.2: whether player p has a basic move (restrictions ignored, ST-8.3).
template <rules_policy R>
[[nodiscard]] constexpr bool has_basic_move(const state<R>& s, player_id p) noexcept {
    return detail::visit_basic_moves(s, p, [](move, bool) { return true; });
}

// ST-8.2, ST-8.4: whether the player to move has a legal move.
template <rules_policy R>
[[nodiscard]] constexpr bool has_legal_move(const state<R>& s) noexcept {
    return detail::visit_basic_moves(
        s, s.to_move(), [&](move m, bool attack) { return restriction_on(s, m, attack) == restriction::none; });
}

// ------------------------------------------------------------------ setup

namespace detail {

// ST-3.4: how many of kind k (num_kinds: empty squares) player p may still
// place, given the squares already placed.
template <rules_policy R>
[[nodiscard]] constexpr std::array<int, num_kinds + 1> placements_left(const state<R>& s) noexcept {
    std::array<int, num_kinds + 1> left{};
    for (int k = 0; k < num_kinds; ++k) left[static_cast<std::size_t>(k)] = R::army[static_cast<std::size_t>(k)];
    left[num_kinds] = 40 - army_size(R::army);
    for (int i = 0; i < s.placed(); ++i) {
        const piece pc = s.at(setup_square(s.to_move(), i));
        --left[pc.empty() ? num_kinds : static_cast<std::size_t>(pc.type())];
    }
    return left;
}

}  // namespace detail

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

template <rules_policy R>
[[nodiscard]] constexpr bool is_terminal(const state<R>& s) noexcept {
    return s.phase() == phase::over;
}

template <rules_policy R>
[[nodiscard]] constexpr player_id current_player(const state<R>& s) noexcept {
    return s.phase() == phase::over ? terminal_player : s.to_move();
}

template <rules_policy R>
[[nodiscard]] constexpr move_list<R> legal_moves(const state<R>& s) noexcept {
    move_list<R> out;
    const player_id p = s.to_move();
    switch (s.phase()) {
        case phase::setup: {  // ST-3.4: the next square of the zone, in setup-string order
            const auto left = detail::placements_left(s);
            const int sq = setup_square(p, s.placed());
            for (int k = 0; k < num_kinds; ++k)
                if (left[static_cast<std::size_t>(k)] > 0) out.push_back(move::place(static_cast<kind>(k), sq));
            if (left[num_kinds] > 0) out.push_back(move::place_nothing(sq));
            break;
        }
        case phase::play:
            detail::visit_basic_moves(s, p, [&](move m, bool attack) {
                if (restriction_on(s, m, attack) == restriction::none) out.push_back(m);
                return false;
            });
            break;
        case phase::rescue:  // ST-9.12
            for (int k = 0; k < num_kinds; ++k) {
                if (s.removed(p, static_cast<kind>(k)) == 0) continue;
                for (int sq = 0; sq < board_size; ++sq)
                    if (in_own_half(p, sq) && s.at(sq).empty()) out.push_back(move::rescue(static_cast<kind>(k), sq));
            }
            out.push_back(move::decline_rescue());
            break;
        case phase::over: break;
    }
    return out;
}

template <rules_policy R>
[[nodiscard]] constexpr outcome_list chance_outcomes(const state<R>&) noexcept {
    return {};
}

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

// ST-8.8: +1 for the winner, -1 for the loser, 0 each for a draw or an
// unfinished game.
template <rules_policy R>
[[nodiscard]] constexpr std::array<double, 2> returns(const state<R>& s) noexcept {
    const player_id w = s.result().winner;
    if (s.phase() != phase::over || w < 0) return {0, 0};
    return w == red ? std::array<double, 2>{1, -1} : std::array<double, 2>{-1, 1};
}

// ST-8.7: the game was drawn by the move cap, a policy knob and not a rule
// (a truncation, in Gymnasium's and PettingZoo's words; core/game.hpp).
template <rules_policy R>
[[nodiscard]] constexpr bool at_length_cap(const state<R>& s) noexcept {
    return s.phase() == phase::over && s.result().reason == end_reason::move_cap;
}

}  // namespace arbiter::stratego

