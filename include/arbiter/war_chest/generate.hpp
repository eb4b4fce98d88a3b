#pragma once
// The legal decisions and chance outcomes of a War Chest state: the nine
// actions, the unit cards' tactics, the follow-ups' options and the draws
// (RULES.md WC-5 to WC-9, WC-12, WC-13, WC-17, WC-18), and which dead
// position ended a game. Playing them is apply.hpp; the state machine and
// whose turn it is (current_player) are state.hpp.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <utility>

#include "../core/chance.hpp"
#include "../core/game.hpp"
#include "../core/result.hpp"
#include "../core/static_vector.hpp"
#include "draws.hpp"
#include "state.hpp"

namespace arbiter::war_chest {

// WC-18.1: the widest decision is MAIN with three coin types in hand. A coin
// type has at most 47 deploy hexes (a Scout), 2 bolsters, 1 claim, 16
// recruits, 1 pass, 12 moves, 2 controls and 12 attacks (two Footmen); of the
// tactics only the Ensign's and the Marshall's exceed 12 (18 friendly units
// within two spaces, 6 choices each), and at most one coin of each is in a
// hand: 3 * 93 + 108 + 108 + 12 = 507.
inline constexpr std::size_t max_moves = 512;
using move_list = static_vector<move, max_moves>;
// WC-17.2: a draw of 3 coins over a player's 5 coin types (4 cards and the
// Royal Coin, WC-3.3) has C(7, 3) = 35 multisets; other events have fewer.
inline constexpr std::size_t max_outcomes = 35;
using outcome_list = static_vector<chance_outcome<outcome>, max_outcomes>;

namespace detail {

template <rules_policy R>
inline constexpr const auto& nbr = neighbour_table<R::players>;

[[nodiscard]] constexpr std::uint8_t u8(int v) noexcept { return static_cast<std::uint8_t>(v); }
[[nodiscard]] constexpr std::size_t ix(int v) noexcept { return static_cast<std::size_t>(v); }

// WC-1.7: the hexes at distance exactly 2 on the board in use (the Archer's
// ring, WC-12.1.2).
template <int Players>
inline constexpr auto ring2_table = [] {
    std::array<std::array<std::uint8_t, 12>, grid_size> t{};
    for (int a = 0; a < grid_size; ++a) {
        int n = 0;
        for (auto& v : t[ix(a)]) v = no_hex;
        if (!on_board(Players, a)) continue;
        for (int b = 0; b < grid_size; ++b)
            if (on_board(Players, b) && distance(a, b) == 2) t[ix(a)][ix(n++)] = u8(b);
    }
    return t;
}();

template <rules_policy R>
[[nodiscard]] constexpr bool is_location(int hex) noexcept { return location_mask<R::players>[ix(hex)]; }

template <rules_policy R>
[[nodiscard]] constexpr bool friendly(const state<R>& s, player_id seat, int hex) noexcept {
    return !s.at(hex).empty() && side_of(s.owner_at(hex)) == side_of(seat);
}
template <rules_policy R>
[[nodiscard]] constexpr bool enemy(const state<R>& s, player_id seat, int hex) noexcept {
    return !s.at(hex).empty() && side_of(s.owner_at(hex)) != side_of(seat);
}
// WC-12.7.1: a Knight is a target only of an attacker of height 2 or more.
template <rules_policy R>
[[nodiscard]] constexpr bool may_target(const state<R>& s, int attacker_height, int target) noexcept {
    return s.at(target).kind() != unit::knight || attacker_height >= 2;
}

struct unit_hexes {
    std::array<std::uint8_t, 2> hex{no_hex, no_hex};
    int count = 0;
};
// WC-6.3: the units of type t on the board (only the Footman can have two).
template <rules_policy R>
[[nodiscard]] constexpr unit_hexes find_units(const state<R>& s, unit t) noexcept {
    unit_hexes u;
    u.hex = s.hexes_of(t);
    u.count = (u.hex[0] != no_hex) + (u.hex[1] != no_hex);
    return u;
}

template <rules_policy R>
[[nodiscard]] constexpr bool has_empty_neighbour(const state<R>& s, int hex) noexcept {
    for (auto n : nbr<R>[ix(hex)])
        if (n != no_hex && s.at(n).empty()) return true;
    return false;
}

// WC-6.6, WC-9.2 to WC-9.4: the move, control and attack options of the unit
// on `hex` belonging to `seat`, as if its height were `height` (a Berserker
// chain pays first, WC-12.2.3). visit(move) returns true to stop early.
template <rules_policy R, class Visit>
constexpr bool visit_maneuvers(const state<R>& s, player_id seat, int hex, int height, std::uint8_t coin,
                               Visit&& visit) noexcept {
    const auto& n6 = nbr<R>[ix(hex)];
    for (auto n : n6)  // WC-9.2
        if (n != no_hex && s.at(n).empty() && visit(move::move_unit(coin, hex, n))) return true;
    if (is_location<R>(hex) && s.control(hex) != side_of(seat))  // WC-9.3
        if (visit(move::control(coin, hex))) return true;
    if (has_normal_attack(s.at(hex).kind()))  // WC-9.4, WC-12.1.3, WC-12.8.4
        for (auto n : n6)
            if (n != no_hex && enemy(s, seat, n) && may_target(s, height, n) &&
                visit(move::attack(coin, hex, n)))
                return true;
    return false;
}

template <rules_policy R>
[[nodiscard]] constexpr bool has_maneuver(const state<R>& s, player_id seat, int hex, int height) noexcept {
    return visit_maneuvers(s, seat, hex, height, no_coin, [](const move&) { return true; });
}

// The Footmen of `seat` that may still act under the pending Footman tactic.
template <rules_policy R>
[[nodiscard]] constexpr unit_hexes footmen_to_act(const state<R>& s, player_id seat, const pending& p) noexcept {
    unit_hexes out;
    if (p.footmen_acted() >= 2) return out;
    const unit_hexes all = find_units(s, unit::footman);
    for (int i = 0; i < all.count; ++i) {
        const int h = all.hex[ix(i)];
        if (p.footmen_acted() == 1 && h == p.acted_footman()) continue;
        if (has_maneuver(s, seat, h, s.at(h).height)) out.hex[ix(out.count++)] = u8(h);
    }
    return out;
}

// WC-12.13.3: the revised Royal Guard's destinations, 1 or 2 steps through
// empty hexes to an empty location its side controls.
template <rules_policy R, class Visit>
constexpr bool visit_revised_guard(const state<R>& s, int side, int from, Visit&& visit) noexcept {
    std::uint64_t seen = 0;
    auto offer = [&](int to) {
        if (!is_location<R>(to) || s.control(to) != side || (seen >> to & 1u)) return false;
        seen |= std::uint64_t{1} << to;
        return visit(to);
    };
    for (auto m : nbr<R>[ix(from)]) {
        if (m == no_hex || !s.at(m).empty()) continue;
        if (offer(m)) return true;
        for (auto t : nbr<R>[ix(m)])
            if (t != no_hex && t != from && s.at(t).empty() && offer(t)) return true;
    }
    return false;
}

// WC-9.5, WC-12: the tactic options of the unit on `hex` (owned by `seat`)
// paid with `coin`. visit(move) returns true to stop early.
template <rules_policy R, class Visit>
constexpr bool visit_tactics(const state<R>& s, player_id seat, int hex, std::uint8_t coin, Visit&& visit) noexcept {
    const cell c = s.at(hex);
    const int height = c.height;
    const auto& n6 = nbr<R>[ix(hex)];
    // tactic(to), or tactic(ordered, to) for the Ensign and the Marshall
    auto tactic = [&](int x, int y = no_hex) {
        return visit(y == no_hex ? move::tactic(coin, hex, x) : move::tactic(coin, hex, x, y));
    };
    switch (c.kind()) {
        case unit::archer:  // WC-12.1.2, WC-12.1.4
            for (auto t : ring2_table<R::players>[ix(hex)])
                if (t != no_hex && enemy(s, seat, t) && may_target(s, height, t) && tactic(t)) return true;
            return false;
        case unit::crossbowman:  // WC-12.4.2
            for (std::size_t d = 0; d < 6; ++d) {
                const int m = n6[d];
                if (m == no_hex || !s.at(m).empty()) continue;
                const int t = nbr<R>[ix(m)][d];
                if (t != no_hex && enemy(s, seat, t) && may_target(s, height, t) && tactic(t)) return true;
            }
            return false;
        case unit::cavalry:  // WC-12.3.2: a move to t, then a mandatory attack from t
            for (auto t : n6) {
                if (t == no_hex || !s.at(t).empty()) continue;
                for (auto x : nbr<R>[t])
                    if (x != no_hex && enemy(s, seat, x) && may_target(s, height, x)) {
                        if (tactic(t)) return true;
                        break;
                    }
            }
            return false;
        case unit::lancer:  // WC-12.8.2: 1 or 2 empty steps, then the next hex in line
            for (std::size_t d = 0; d < 6; ++d) {
                int end = hex;
                for (int k = 1; k <= 2; ++k) {
                    const int next = nbr<R>[ix(end)][d];
                    if (next == no_hex || !s.at(next).empty()) break;
                    end = next;
                    const int t = nbr<R>[ix(end)][d];
                    if (t != no_hex && enemy(s, seat, t) && may_target(s, height, t) && tactic(end)) return true;
                }
            }
            return false;
        case unit::light_cavalry: {  // WC-12.9.2, WC-12.9.3
            std::uint64_t seen = 0;
            for (auto m : n6) {
                if (m == no_hex || !s.at(m).empty()) continue;
                for (auto t : nbr<R>[m]) {
                    if (t == no_hex || !s.at(t).empty() || distance(hex, t) != 2 || (seen >> t & 1u)) continue;
                    seen |= std::uint64_t{1} << t;
                    if (tactic(t)) return true;
                }
            }
            return false;
        }
        case unit::ensign:  // WC-12.5.2, WC-12.5.3, WC-12.5.5
        case unit::marshall:  // WC-12.10.2, WC-12.10.3
            for (int i = 0; i < 18; ++i) {  // the hexes within two spaces, itself excluded
                const int w = i < 6 ? n6[ix(i)] : ring2_table<R::players>[ix(hex)][ix(i - 6)];
                if (w == no_hex || !friendly(s, seat, w)) continue;
                for (auto t : nbr<R>[ix(w)]) {
                    if (t == no_hex) continue;
                    if (c.kind() == unit::ensign) {
                        if (s.at(t).empty() && distance(hex, t) <= 2 && tactic(w, t)) return true;
                    } else if (has_normal_attack(s.at(w).kind()) && enemy(s, seat, t) &&
                               may_target(s, s.at(w).height, t) && tactic(w, t)) {
                        return true;
                    }
                }
            }
            return false;
        case unit::footman: {  // WC-12.6.5: one option for both Footmen (from = no_hex)
            const pending fresh = pending::footman_tactic(seat);
            if (footmen_to_act(s, seat, fresh).count > 0 && hex == find_units(s, unit::footman).hex[0])
                return visit(move::footman_tactic(coin));
            return false;
        }
        default: return false;  // WC-9.5: no tactic
    }
}

// WC-12.14.2: a Scout deploys next to a friendly unit too (WC-19.3: team or own).
template <rules_policy R>
[[nodiscard]] constexpr bool scout_may_deploy_at(const state<R>& s, player_id seat, int hex) noexcept {
    for (auto n : nbr<R>[ix(hex)]) {
        if (n == no_hex || s.at(n).empty()) continue;
        if constexpr (R::scout == scout_friendly::own_units) {
            if (s.owner_at(n) == seat) return true;
        } else if (friendly(s, seat, n)) {
            return true;
        }
    }
    return false;
}

// WC-18.1: every action `seat` may take with one coin of type `coin`
// (from the hand, or drawn by the Warrior Priest, WC-12.16.4).
template <rules_policy R, class Visit>
constexpr bool visit_coin_actions(const state<R>& s, player_id seat, int coin, Visit&& visit) noexcept {
    const auto c = u8(coin);
    const zones& z = s.coins(seat);
    const int side = side_of(seat);
    unit_hexes units;
    if (coin != royal) {
        const unit t = static_cast<unit>(coin);
        units = find_units(s, t);
        if (units.count < max_units_of(t)) {  // WC-7.1, WC-12.6.2
            if (t == unit::scout) {
                for (int h = 0; h < grid_size; ++h)
                    if (on_board(R::players, h) && s.at(h).empty() &&
                        ((is_location<R>(h) && s.control(h) == side) || scout_may_deploy_at(s, seat, h)) &&
                        visit(move::deploy(c, h)))
                        return true;
            } else {
                for (int i = 0; i < locations<R::players>.count; ++i) {
                    const int h = locations<R::players>.hexes[ix(i)];
                    if (s.at(h).empty() && s.control(h) == side && visit(move::deploy(c, h)))
                        return true;
                }
            }
        }
        for (int i = 0; i < units.count; ++i)  // WC-7.4
            if (visit(move::bolster(c, units.hex[ix(i)]))) return true;
    }
    // WC-8.2, WC-14.8
    if (!s.initiative_transferred() && side_of(s.initiative()) != side && visit(move::claim(c)))
        return true;
    for (int r = 0; r < num_units; ++r)  // WC-8.3
        if (z.supply[ix(r)] > 0 && visit(move::recruit(c, r))) return true;
    if (visit(move::pass(c))) return true;  // WC-8.4
    if (coin == royal) {  // WC-6.2, WC-12.13.1 to WC-12.13.3
        if (s.owner_of(unit::royal_guard) != seat) return false;
        const unit_hexes guard = find_units(s, unit::royal_guard);
        if (guard.count == 0) return false;
        const int g = guard.hex[0];
        if constexpr (R::royal_guard == royal_guard_card::printed_2018) {
            for (auto n : nbr<R>[ix(g)])
                if (n != no_hex && s.at(n).empty() && visit(move::tactic(c, g, n))) return true;
            return false;
        } else {
            return visit_revised_guard(s, side, g, [&](int to) {
                return visit(move::tactic(c, g, to));
            });
        }
    }
    for (int i = 0; i < units.count; ++i) {  // WC-9
        const int h = units.hex[ix(i)];
        if (visit_maneuvers(s, seat, h, s.at(h).height, c, visit)) return true;
        if (static_cast<unit>(coin) != unit::royal_guard && visit_tactics(s, seat, h, c, visit)) return true;
    }
    return false;
}

// WC-4.11 (WC-4.10 is its special case): every supply is empty, no Royal
// Guard is on the board, and no coin any player holds (bag, hand, discards)
// is of a unit on the board or has a deploy hex. Then no unit can ever act,
// be deployed or be removed, and only pass and claim are left, forever.
// Checked once per round, when Draw Coins ends: no allocation, early exits.
template <rules_policy R>
[[nodiscard]] constexpr bool nothing_can_change(const state<R>& s) noexcept {
    if (s.hexes_of(unit::royal_guard)[0] != no_hex) return false;
    for (player_id q = 0; q < state<R>::seats; ++q)
        if (total(s.coins(q).supply) > 0) return false;
    for (player_id q = 0; q < state<R>::seats; ++q) {
        const zones& z = s.coins(q);
        for (int t = 0; t < num_units; ++t) {
            const auto i = ix(t);
            if (z.bag[i] + z.hand[i] + z.face_up[i] + z.face_down[i] == 0) continue;
            if (s.hexes_of(static_cast<unit>(t))[0] != no_hex) return false;  // bolster, maneuver, tactic
            // A unit off the board has no bolster, so its deploys, if any, are
            // the first options visited (WC-7.1, WC-7.2, WC-12.14, WC-14).
            bool deploys = false;
            visit_coin_actions(s, q, t, [&](const move& m) {
                deploys = m.kind == action::deploy;
                return true;
            });
            if (deploys) return false;
        }
    }
    return true;
}

// WC-18: every option of the decision at the top of the pending stack.
template <rules_policy R, class Visit>
constexpr void visit_pending(const state<R>& s, const pending& p, Visit&& visit) noexcept {
    const auto decline = [&] { visit(move::decline()); };
    switch (p.kind) {
        case pending_kind::cavalry_attack:  // WC-18.2
            for (auto x : nbr<R>[ix(p.hex)])
                if (x != no_hex && enemy(s, p.player, x) && may_target(s, s.at(p.hex).height, x))
                    visit(move::attack(no_coin, p.hex, x));
            return;
        case pending_kind::footman: {  // WC-18.3
            const unit_hexes f = footmen_to_act(s, p.player, p);
            for (int i = 0; i < f.count; ++i)
                visit_maneuvers(s, p.player, f.hex[ix(i)], s.at(f.hex[ix(i)]).height, no_coin, [&](const move& m) {
                    visit(m);
                    return false;
                });
            return;
        }
        case pending_kind::soak:  // WC-18.4
            visit(move::soak(true));
            visit(move::soak(false));
            return;
        case pending_kind::swordsman_move:  // WC-18.5
            decline();
            for (auto n : nbr<R>[ix(p.hex)])
                if (n != no_hex && s.at(n).empty()) visit(move::move_unit(no_coin, p.hex, n));
            return;
        case pending_kind::berserker_chain:  // WC-18.6
        case pending_kind::mercenary:        // WC-18.8
            decline();
            visit_maneuvers(s, p.player, p.hex, s.at(p.hex).height - (p.kind == pending_kind::berserker_chain ? 1 : 0),
                            no_coin, [&](const move& m) {
                                visit(m);
                                return false;
                            });
            return;
        case pending_kind::wp_use:  // WC-18.7
            visit_coin_actions(s, p.player, p.drawn_coin(), [&](const move& m) {
                visit(m);
                return false;
            });
            return;
        case pending_kind::wp_draw: return;  // a chance node
    }
}

// WC-15.4: the bans still to make in the draft phase (0 without bans).
template <rules_policy R>
[[nodiscard]] constexpr int bans_left(const state<R>& s) noexcept {
    if constexpr (R::setup != setup_kind::draft_with_bans) {
        return 0;
    } else {
        int in_game = 0;  // cards in the pool or picked
        for (int t = 0; t < num_units; ++t) in_game += s.owner_of(static_cast<unit>(t)) != -1 ? 1 : 0;
        return in_game - draft_pool(R::players);
    }
}


}  // namespace detail

// ------------------------------------------------------------------ the verbs

// Which dead position a game over by end_reason::dead_position is in, for
// the texts that say why it ended: 9 (no coin drawn, WC-4.9), 10 (Royal
// Coins only, WC-4.10), 11 (no unit can ever act, WC-4.11), 0 (none holds:
// a state given as over).
template <rules_policy R>
[[nodiscard]] constexpr int dead_position_clause(const state<R>& s) noexcept {
    bool drawn = false;
    for (player_id q = 0; q < state<R>::seats; ++q) drawn = drawn || total(s.coins(q).hand) > 0;
    if (!drawn) return 9;
    if (detail::only_royal_coins_left(s)) return 10;
    return detail::nothing_can_change(s) ? 11 : 0;
}

// WC-18: the options of the decision to take; empty at chance and terminal nodes.
template <rules_policy R>
[[nodiscard]] constexpr move_list legal_moves(const state<R>& s) noexcept {
    move_list out;
    if (s.phase() == phase::team_choice) {  // WC-14.2, WC-15.2, WC-18.10: either teammate
        for (int q = s.turn(); q < state<R>::seats; q += 2) out.push_back(move::choose(q));
        return out;
    }
    if (s.phase() == phase::draft) {  // WC-15.1, WC-15.4, WC-18.9
        const action kind = detail::bans_left(s) > 0 ? action::ban : action::pick;
        for (int t = 0; t < num_units; ++t)
            if (s.owner_of(static_cast<unit>(t)) == in_pool) out.push_back(kind == action::ban ? move::ban(t) : move::pick(t));
        return out;
    }
    if (s.phase() != phase::use) return out;
    auto add = [&](const move& m) {
        out.push_back(m);
        return false;
    };
    if (!s.pendings().empty()) {
        detail::visit_pending(s, s.pendings().back(), add);
        return out;
    }
    const player_id p = s.turn();
    const zones& z = s.coins(p);
    for (int c = 0; c < num_coin_types; ++c)  // WC-5.1, WC-18.1
        if (z.hand[detail::ix(c)] > 0) detail::visit_coin_actions(s, p, c, add);
    return out;
}

// WC-17: the outcomes of the chance node, with exact probabilities.
template <rules_policy R>
[[nodiscard]] constexpr outcome_list chance_outcomes(const state<R>& s) noexcept {
    outcome_list out;
    if (s.phase() == phase::deal) {  // WC-3.3, WC-15.1, WC-17.5: each card left equally likely
        int left = 0;
        for (int t = 0; t < num_units; ++t) left += s.owner_of(static_cast<unit>(t)) == -1 ? 1 : 0;
        for (int t = 0; t < num_units; ++t)
            if (s.owner_of(static_cast<unit>(t)) == -1)
                out.push_back({outcome{{detail::u8(t), no_coin, no_coin}, 1}, probability{1, static_cast<std::uint64_t>(left)}});
        return out;
    }
    if (s.phase() == phase::flip) {  // WC-3.5
        for (std::uint8_t side = 0; side < 2; ++side) out.push_back({outcome{{side, no_coin, no_coin}, 1}, probability{1, 2}});
        return out;
    }
    if (s.phase() == phase::draw) {  // WC-17.3
        const zones& z = s.coins(s.turn());
        const int in_bag = total(z.bag);
        coin_counts source = z.bag;
        outcome forced;
        int k = 3;
        if (in_bag < 3) {
            for (int t = 0; t < num_coin_types; ++t)
                for (int i = 0; i < z.bag[detail::ix(t)]; ++i) forced.coins[forced.count++] = detail::u8(t);
            for (int t = 0; t < num_coin_types; ++t)
                source[detail::ix(t)] = detail::u8(z.face_up[detail::ix(t)] + z.face_down[detail::ix(t)]);
            k = std::min(3 - in_bag, total(source));
        }
        detail::visit_draws(source, k, [&](const std::array<int, 3>& pick, probability p) {
            outcome o = forced;
            for (int i = 0; i < k; ++i) o.coins[o.count++] = detail::u8(pick[detail::ix(i)]);
            for (int i = 1; i < o.count; ++i)  // sorted: a multiset has one spelling
                for (int j = i; j > 0 && o.coins[detail::ix(j - 1)] > o.coins[detail::ix(j)]; --j)
                    std::swap(o.coins[detail::ix(j - 1)], o.coins[detail::ix(j)]);
            out.push_back({o, p});
        });
        return out;
    }
    if (s.phase() == phase::use && !s.pendings().empty() && s.pendings().back().kind == pending_kind::wp_draw) {
        const zones& z = s.coins(s.pendings().back().player);  // WC-17.4
        coin_counts source = z.bag;
        if (total(source) == 0)
            for (int t = 0; t < num_coin_types; ++t)
                source[detail::ix(t)] = detail::u8(z.face_up[detail::ix(t)] + z.face_down[detail::ix(t)]);
        const int n = total(source);
        for (int t = 0; t < num_coin_types; ++t)
            if (source[detail::ix(t)] > 0)
                out.push_back({outcome{{detail::u8(t), no_coin, no_coin}, 1},
                               probability{source[detail::ix(t)], static_cast<std::uint64_t>(n)}});
    }
    return out;
}

}  // namespace arbiter::war_chest
