#pragma once
// The Stratego state and move types (RULES.md ST-1 to ST-9), and the
// queries of a state: possible_kinds (ST-7.9), is_terminal, current_player,
// returns and at_length_cap (ST-8.8).

#include <array>
#include <cassert>
#include <cstdint>
#include <type_traits>

#include "../core/chance.hpp"
#include "../core/player.hpp"
#include "rules.hpp"

namespace arbiter::stratego {

inline constexpr player_id red = 0;   // ST-0.1
inline constexpr player_id blue = 1;

[[nodiscard]] constexpr player_id opponent(player_id p) noexcept { return static_cast<player_id>(1 - p); }

// What stands on a square, in one byte: the kind, the owner, and the public
// marks of ST-7 (revealed rank, moved) and ST-9.12 (has rescued). An empty
// square is the zero byte. `unknown` appears only in observations, for an
// opponent piece whose rank the viewer may not know (ST-7.8).
class piece {
public:
    constexpr piece() noexcept = default;
    constexpr piece(kind k, player_id owner) noexcept
        : bits_(static_cast<std::uint8_t>((static_cast<int>(k) + 1) | (owner << 4))) {}
    [[nodiscard]] static constexpr piece unknown(player_id owner) noexcept {
        piece p;
        p.bits_ = static_cast<std::uint8_t>(unknown_code | (owner << 4));
        return p;
    }

    [[nodiscard]] constexpr bool empty() const noexcept { return bits_ == 0; }
    [[nodiscard]] constexpr bool is_unknown() const noexcept { return (bits_ & 15) == unknown_code; }
    [[nodiscard]] constexpr stratego::kind type() const noexcept {
        assert(!empty() && !is_unknown());
        return static_cast<stratego::kind>((bits_ & 15) - 1);
    }
    [[nodiscard]] constexpr player_id owner() const noexcept { return static_cast<player_id>((bits_ >> 4) & 1); }
    [[nodiscard]] constexpr bool belongs_to(player_id p) const noexcept { return !empty() && owner() == p; }
    [[nodiscard]] constexpr bool revealed() const noexcept { return (bits_ & revealed_bit) != 0; }
    [[nodiscard]] constexpr bool moved() const noexcept { return (bits_ & moved_bit) != 0; }
    [[nodiscard]] constexpr bool has_rescued() const noexcept { return (bits_ & rescued_bit) != 0; }
    // Kind and colour only: what ST-9.4 compares between positions.
    [[nodiscard]] constexpr std::uint8_t identity() const noexcept { return bits_ & 31; }
    [[nodiscard]] constexpr std::uint8_t bits() const noexcept { return bits_; }

    constexpr piece& reveal() noexcept { return set(revealed_bit); }
    constexpr piece& mark_moved() noexcept { return set(moved_bit); }
    constexpr piece& mark_rescued() noexcept { return set(rescued_bit); }
    // The same piece with its rank hidden (ST-7.8).
    [[nodiscard]] constexpr piece hidden() const noexcept {
        piece p;
        p.bits_ = static_cast<std::uint8_t>((bits_ & ~15) | unknown_code);
        return p;
    }
    // The same piece with rank k (sampling an unknown piece, ST-7.9).
    [[nodiscard]] constexpr piece with_kind(stratego::kind k) const noexcept {
        piece p;
        p.bits_ = static_cast<std::uint8_t>((bits_ & ~15) | (static_cast<int>(k) + 1));
        return p;
    }

    friend constexpr bool operator==(piece, piece) = default;

private:
    static constexpr std::uint8_t unknown_code = 13;
    static constexpr std::uint8_t revealed_bit = 32, moved_bit = 64, rescued_bit = 128;
    constexpr piece& set(std::uint8_t bit) noexcept {
        bits_ = static_cast<std::uint8_t>(bits_ | bit);
        return *this;
    }
    std::uint8_t bits_ = 0;
};

// One decision, two bytes (ST-4.9: a move is its start and end squares):
//   a move        from, to in 0..99 (ST-4.2)
//   a placement   the next setup square gets a kind or stays empty (ST-3.4)
//   a rescue      a removed kind returns to a square, or the rescue is declined (ST-9.12)
struct move {
    std::uint8_t from = 0;
    std::uint8_t to = 0;

    [[nodiscard]] static constexpr move step(int from_sq, int to_sq) noexcept {
        return {static_cast<std::uint8_t>(from_sq), static_cast<std::uint8_t>(to_sq)};
    }
    [[nodiscard]] static constexpr move place(kind k, int sq) noexcept {
        return {static_cast<std::uint8_t>(place_base + static_cast<int>(k)), static_cast<std::uint8_t>(sq)};
    }
    [[nodiscard]] static constexpr move place_nothing(int sq) noexcept {
        return {static_cast<std::uint8_t>(place_base + num_kinds), static_cast<std::uint8_t>(sq)};
    }
    [[nodiscard]] static constexpr move rescue(kind k, int sq) noexcept {
        return {static_cast<std::uint8_t>(rescue_base + static_cast<int>(k)), static_cast<std::uint8_t>(sq)};
    }
    [[nodiscard]] static constexpr move decline_rescue() noexcept { return {255, 255}; }

    [[nodiscard]] constexpr bool is_step() const noexcept { return from < board_size; }
    [[nodiscard]] constexpr bool is_placement() const noexcept {
        return from >= place_base && from <= place_base + num_kinds;
    }
    [[nodiscard]] constexpr bool places_nothing() const noexcept { return from == place_base + num_kinds; }
    [[nodiscard]] constexpr bool is_rescue() const noexcept {
        return from >= rescue_base && from < rescue_base + num_kinds;
    }
    [[nodiscard]] constexpr bool is_decline() const noexcept { return from == 255 && to == 255; }
    // The kind a placement or a rescue puts down.
    [[nodiscard]] constexpr kind piece_kind() const noexcept {
        assert((is_placement() && !places_nothing()) || is_rescue());
        return static_cast<kind>(from - (is_rescue() ? rescue_base : place_base));
    }

    friend constexpr bool operator==(const move&, const move&) = default;

    static constexpr int place_base = 100;
    static constexpr int rescue_base = 128;
};

// ST-3.4 makes each side's setup one decision, a whole arrangement. No move
// list can hold every arrangement (about 10^33 for the classic army), so the
// generic interface (legal_moves, play) takes that decision square by square:
// 40 placements per side, in setup-string order, each listing at most 13
// choices. `play(s, arrangement)` and `try_play(s, arrangement)` take the
// whole decision at once, with the same result; nothing else about ST-3.4
// changes (Red first, Blue without sight of Red's squares, no plies).
//
// ST-3.4, ST-10.6: one side's arrangement, as its setup string reads: cell k
// is the k-th square of the owner's zone from its back-left corner.
struct arrangement {
    static constexpr std::uint8_t none = num_kinds;  // an empty square (armies under 40)
    std::array<std::uint8_t, 40> cells{};            // a kind, or `none`
    friend constexpr bool operator==(const arrangement&, const arrangement&) = default;
};

enum class phase : std::uint8_t {
    setup,   // the player to move places its next square (ST-3.4)
    play,    // the player to move makes a move (ST-4)
    rescue,  // the player who just moved may rescue a piece (ST-9.12)
    over,    // terminal (ST-8)
};

// ST-8.8: how a game ended.
enum class end_reason : std::uint8_t { none, flag_captured, no_legal_move, both_unable_to_move, move_cap };

struct game_result {
    player_id winner = -1;  // -1: none (a draw, or not over)
    end_reason reason = end_reason::none;
    friend constexpr bool operator==(const game_result&, const game_result&) = default;
};

// ST-6.7: a player's current run for the two-square rule: its last own moves,
// newest first, of which the first `length` were made by one piece in a row.
template <int Limit>
struct repetition_run {
    static constexpr std::size_t kept = Limit > 0 ? Limit : 1;
    std::array<move, kept> last{};  // last[0] is the player's last move (ST-9.4 also reads it)
    std::uint8_t length = 0;        // capped at Limit
    bool any = false;               // the player has moved at all
    friend constexpr bool operator==(const repetition_run&, const repetition_run&) = default;
};

// ST-9.4: the chase counters and the last plies, for the more-squares rule.
template <int Window>
struct chase_record {
    std::array<std::uint16_t, 2> counter{};
    std::array<move, static_cast<std::size_t>(Window)> plies{};  // a ring: the newest is at head - 1
    std::uint8_t head = 0;
    // Plies kept. A rescue (ST-9.12) makes a position no earlier one equals:
    // the record then starts afresh, plies and head cleared, counters kept.
    std::uint8_t size = 0;
    friend constexpr bool operator==(const chase_record&, const chase_record&) = default;
};
struct no_chase_record {
    friend constexpr bool operator==(const no_chase_record&, const no_chase_record&) = default;
};

inline constexpr std::uint16_t all_kinds = (1u << num_kinds) - 1;
[[nodiscard]] constexpr std::uint16_t kind_bit(kind k) noexcept {
    return static_cast<std::uint16_t>(1u << static_cast<int>(k));
}
inline constexpr std::uint16_t movable_kinds = all_kinds & ~kind_bit(kind::bomb) & ~kind_bit(kind::flag);


// ST-7.9, ST-9.7, ST-9.11, ST-9.12: what the public record narrows an unrevealed piece
// to, beyond its moved mark: one bit per kind. Kept only by rulesets where a
// move or a silent defense tells more than a moved mark.
struct kind_masks {
    std::array<std::uint16_t, board_size> at = [] {
        std::array<std::uint16_t, board_size> all{};
        all.fill(all_kinds);
        return all;
    }();
    friend constexpr bool operator==(const kind_masks&, const kind_masks&) = default;
};
struct no_kind_masks {
    friend constexpr bool operator==(const no_kind_masks&, const no_kind_masks&) = default;
};

template <rules_policy R>
inline constexpr bool keeps_kind_masks = R::defense == defense_rule::silent || R::captain_two_step || R::rescue;

// The whole state of a game. Copy it to branch.
template <rules_policy R = classic_rules>
class state {
public:
    using rules = R;
    using move_type = move;
    using outcome_type = no_chance;  // Stratego has no chance nodes
    static constexpr std::size_t num_players = 2;

    // A new game at Red's first setup decision (ST-3.4); under free setup
    // (ST-9.10) games start from a position (position_text.hpp) instead.
    constexpr state() noexcept = default;

    [[nodiscard]] constexpr piece at(int sq) const noexcept { return board_[static_cast<std::size_t>(sq)]; }
    [[nodiscard]] constexpr const std::array<piece, board_size>& board() const noexcept { return board_; }
    [[nodiscard]] constexpr stratego::phase phase() const noexcept { return phase_; }
    // The player to decide (the mover at a rescue); meaningless once over.
    [[nodiscard]] constexpr player_id to_move() const noexcept { return to_move_; }
    // At a setup decision: how many squares the player has already placed.
    [[nodiscard]] constexpr int placed() const noexcept { return placed_; }
    // ST-5.9: the removed pieces of player p, by kind.
    [[nodiscard]] constexpr int removed(player_id p, kind k) const noexcept {
        return removed_[static_cast<std::size_t>(p)][static_cast<std::size_t>(k)];
    }
    [[nodiscard]] constexpr int rescues_made(player_id p) const noexcept { return rescues_[static_cast<std::size_t>(p)]; }
    [[nodiscard]] constexpr int plies() const noexcept { return plies_; }
    [[nodiscard]] constexpr int plies_without_attack() const noexcept { return quiet_plies_; }
    [[nodiscard]] constexpr const game_result& result() const noexcept { return result_; }
    [[nodiscard]] constexpr const repetition_run<R::two_square_limit>& run(player_id p) const noexcept {
        return runs_[static_cast<std::size_t>(p)];
    }

    using chase_type = std::conditional_t<R::more_squares == chase_rule::isf, chase_record<R::chase_window>,
                                          no_chase_record>;
    using masks_type = std::conditional_t<keeps_kind_masks<R>, kind_masks, no_kind_masks>;
    // ST-9.4: the chase counters and recent plies (empty unless the rule is on).
    [[nodiscard]] constexpr const chase_type& chase() const noexcept { return chase_; }
    // ST-7.9: the kinds the public record leaves each square's piece (empty
    // unless the ruleset keeps them; see possible_kinds below).
    [[nodiscard]] constexpr const masks_type& masks() const noexcept { return masks_; }

    friend constexpr bool operator==(const state&, const state&) = default;

    // The rules (apply.hpp) and the readers (position_text.hpp,
    // state_text.hpp) build states field by field; `edit` is their access,
    // not part of the user API.
    struct edit;

private:
    std::array<piece, board_size> board_{};
    std::array<std::array<std::uint8_t, num_kinds>, 2> removed_{};
    std::array<repetition_run<R::two_square_limit>, 2> runs_{};
    std::uint16_t plies_ = 0;
    std::uint16_t quiet_plies_ = 0;
    stratego::phase phase_ = phase::setup;
    player_id to_move_ = red;
    std::uint8_t placed_ = 0;
    std::array<std::uint8_t, 2> rescues_{};
    game_result result_{};
    [[no_unique_address]] chase_type chase_{};
    [[no_unique_address]] masks_type masks_{};
};

template <rules_policy R>
struct state<R>::edit {
    state& s;
    constexpr piece& at(int sq) noexcept { return s.board_[static_cast<std::size_t>(sq)]; }
    constexpr std::uint8_t& removed(player_id p, kind k) noexcept {
        return s.removed_[static_cast<std::size_t>(p)][static_cast<std::size_t>(k)];
    }
    constexpr repetition_run<R::two_square_limit>& run(player_id p) noexcept {
        return s.runs_[static_cast<std::size_t>(p)];
    }
    constexpr std::uint16_t& plies() noexcept { return s.plies_; }
    constexpr std::uint16_t& plies_without_attack() noexcept { return s.quiet_plies_; }
    constexpr stratego::phase& phase() noexcept { return s.phase_; }
    constexpr player_id& to_move() noexcept { return s.to_move_; }
    constexpr std::uint8_t& placed() noexcept { return s.placed_; }
    constexpr std::uint8_t& rescues(player_id p) noexcept { return s.rescues_[static_cast<std::size_t>(p)]; }
    constexpr game_result& result() noexcept { return s.result_; }
    constexpr chase_type& chase() noexcept { return s.chase_; }
    constexpr masks_type& masks() noexcept { return s.masks_; }
};

// ------------------------------------------------------------------ queries

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

// ------------------------------------------------------------------ the end of the game

template <rules_policy R>
[[nodiscard]] constexpr bool is_terminal(const state<R>& s) noexcept {
    return s.phase() == phase::over;
}

template <rules_policy R>
[[nodiscard]] constexpr player_id current_player(const state<R>& s) noexcept {
    return s.phase() == phase::over ? terminal_player : s.to_move();
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
