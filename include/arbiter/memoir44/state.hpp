#pragma once
// The Memoir '44 state, decisions and chance outcomes (RULES.md M44-2, M44-5,
// M44-6, M44-8), and the queries current_player, is_terminal and returns.
// The game's start from a scenario (M44-5.1) is start_game (apply.hpp).
//
// The state is one value with no heap: the board, the units with their
// per-turn marks, the piles of cards as counts per card id (M44-6.1: the deck
// is an unordered multiset), the medals, and where in the turn the game stands.

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>

#include "../core/player.hpp"
#include "board.hpp"
#include "rules.hpp"
#include "scenario.hpp"

namespace arbiter::memoir44 {

[[nodiscard]] constexpr player_id player_of(side s) noexcept { return static_cast<player_id>(s); }

// ------------------------------------------------------------------ decisions

// M44-5.3: the kinds of decision (the tutorial's, so far).
enum class action : std::uint8_t {
    play_card,    // PlayCard(card)            M44-T-3.1
    play_tactic,  // PlayTactic(card)          M44-T-3.4
    activate,     // Activate(hex, allowance)  M44-T-3.5
    move,         // Move(from, to)            M44-T-2.2
    stay,         // Stay                      M44-T-3.6
    battle,       // Battle(from, target)      M44-T-4.1
    hold_fire,    // HoldFire                  M44-T-3.6
    end_turn,     // EndTurn                   M44-T-3.7
    react,        // React                     M44-T-5.1
    no_react,     // NoReact                   M44-T-5.1
    retreat,      // Retreat(to)               M44-T-7.1, M44-S-8.4
    // The standard turn (M44-5.3, M44-S-2):
    order,        // Order(hex, section)       M44-S-2.3
    end_orders,   // EndOrders                 M44-S-2.3
    end_moves,    // EndMoves                  M44-S-2.5
    clear_wire,   // ClearWire(hex)            M44-S-4.7
    end_battles,  // EndBattles                M44-S-2.5
    ignore_flag,  // IgnoreFlag                M44-S-8.2
    take_flag,    // TakeFlag                  M44-S-8.2
    take_ground,  // TakeGround                M44-S-9.1
    hold_ground,  // HoldGround                M44-S-9.1
    no_overrun,   // NoOverrun                 M44-S-9.3
    keep_card,    // KeepCard(card)            M44-S-10.1
    ambush,       // Ambush                    M44-S-11.2
    no_ambush,    // NoAmbush                  M44-S-11.2
    overrun,      // Overrun(from, target)     M44-S-9.3 (last: older kinds keep their values)
};
inline constexpr int num_actions = 25;

// M44-T-3.5: which allowance an activation uses: a section's (as named
// from the active player's seat) or the tactic card's.
enum class allowance : std::uint8_t { left, center, right, tactic };

// One atomic decision, four bytes. The packed fields are the move's key
// (core/actions.hpp), so they stay packed; read them through the accessors,
// which say what each field means for each kind:
//
//   kind                     from                to                        use
//   play_card                played_card()       target_hex() (Barrage,    -
//                                                Medics & Mechanics) or
//                                                assault_section() (Inf.
//                                                Assault), else no_target
//   play_tactic, keep_card   played_card()       -                         -
//   activate, order          hex()               -                         allowance_used()
//   move                     hex()               destination()             -
//   battle, overrun          hex()               target_hex()              -
//   clear_wire               hex()               -                         -
//   retreat                  -                   destination()             -
//   the bare decisions       -                   -                         -
//
// hex() is the unit's hex, but for Air Power's `order <hex>/T` it is the
// target named (M44-S-11.1). Unused fields are 0 (`use` allowance::left).
struct move {
    action kind = action::end_turn;
    std::uint8_t from = 0;
    std::uint8_t to = 0;
    allowance use = allowance::left;

    // `to` is the card's target hex (Barrage, Medics & Mechanics: M44-S-11.5,
    // M44-S-11.13), Infantry Assault's section (0 L, 1 C, 2 R; M44-S-11.12),
    // or no_target.
    static constexpr std::uint8_t no_target = 255;
    [[nodiscard]] static constexpr move play_card(card c, int target = no_target) noexcept { return {action::play_card, static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(target), {}}; }
    [[nodiscard]] static constexpr move play_tactic(card c) noexcept { return {action::play_tactic, static_cast<std::uint8_t>(c), 0, {}}; }
    [[nodiscard]] static constexpr move activate(int hex, allowance a) noexcept { return {action::activate, static_cast<std::uint8_t>(hex), 0, a}; }
    [[nodiscard]] static constexpr move step(int from, int to) noexcept { return {action::move, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), {}}; }
    [[nodiscard]] static constexpr move battle(int from, int target) noexcept { return {action::battle, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(target), {}}; }
    [[nodiscard]] static constexpr move overrun(int from, int target) noexcept { return {action::overrun, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(target), {}}; }
    [[nodiscard]] static constexpr move order(int hex, allowance sec) noexcept { return {action::order, static_cast<std::uint8_t>(hex), 0, sec}; }
    [[nodiscard]] static constexpr move clear_wire(int hex) noexcept { return {action::clear_wire, static_cast<std::uint8_t>(hex), 0, {}}; }
    [[nodiscard]] static constexpr move keep(card c) noexcept { return {action::keep_card, static_cast<std::uint8_t>(c), 0, {}}; }
    [[nodiscard]] static constexpr move retreat(int to) noexcept { return {action::retreat, 0, static_cast<std::uint8_t>(to), {}}; }
    [[nodiscard]] static constexpr move simple(action a) noexcept { return {a, 0, 0, {}}; }
    // The decisions with no argument (M44-T-3.6, M44-T-3.7, M44-T-5.1, M44-S-2.3, M44-S-2.5, M44-S-8.2,
    // M44-S-9.1, M44-S-9.3, M44-S-11.2), one constructor each: move::end_orders().
    [[nodiscard]] static constexpr move stay() noexcept { return simple(action::stay); }
    [[nodiscard]] static constexpr move hold_fire() noexcept { return simple(action::hold_fire); }
    [[nodiscard]] static constexpr move end_turn() noexcept { return simple(action::end_turn); }
    [[nodiscard]] static constexpr move react() noexcept { return simple(action::react); }
    [[nodiscard]] static constexpr move no_react() noexcept { return simple(action::no_react); }
    [[nodiscard]] static constexpr move end_orders() noexcept { return simple(action::end_orders); }
    [[nodiscard]] static constexpr move end_moves() noexcept { return simple(action::end_moves); }
    [[nodiscard]] static constexpr move end_battles() noexcept { return simple(action::end_battles); }
    [[nodiscard]] static constexpr move ignore_flag() noexcept { return simple(action::ignore_flag); }
    [[nodiscard]] static constexpr move take_flag() noexcept { return simple(action::take_flag); }
    [[nodiscard]] static constexpr move take_ground() noexcept { return simple(action::take_ground); }
    [[nodiscard]] static constexpr move hold_ground() noexcept { return simple(action::hold_ground); }
    [[nodiscard]] static constexpr move no_overrun() noexcept { return simple(action::no_overrun); }
    [[nodiscard]] static constexpr move ambush() noexcept { return simple(action::ambush); }
    [[nodiscard]] static constexpr move no_ambush() noexcept { return simple(action::no_ambush); }
    // The accessors of the table above.
    [[nodiscard]] constexpr card played_card() const noexcept { return static_cast<card>(from); }
    [[nodiscard]] constexpr int hex() const noexcept { return from; }
    [[nodiscard]] constexpr int destination() const noexcept { return to; }
    [[nodiscard]] constexpr int target_hex() const noexcept { return to; }
    [[nodiscard]] constexpr bool has_card_target() const noexcept { return to != no_target; }
    [[nodiscard]] constexpr memoir44::section assault_section() const noexcept { return static_cast<memoir44::section>(to); }
    [[nodiscard]] constexpr memoir44::allowance allowance_used() const noexcept { return use; }

    friend constexpr bool operator==(const move&, const move&) = default;
};

// ------------------------------------------------------------------ chance

// M44-6: what a chance event decides.
enum class chance_kind : std::uint8_t {
    draw,     // one card (M44-6.1)
    hits,     // a tutorial attack roll: `hits` of `dice` (M44-6.3)
    defense,  // the tutorial defense die (M44-6.4)
    symbols,  // a standard roll: how many dice show each face (M44-6.2)
};
enum class defense_face : std::uint8_t { star, flag, grenade };
// M44-6.2: the standard die's faces, in the order of the count vector.
enum class face : std::uint8_t { infantry, armor, grenade, star, flag };
using face_counts = std::array<std::uint8_t, 5>;

struct outcome {
    chance_kind kind = chance_kind::draw;
    std::uint8_t value = 0;  // card id, hits, or defense_face
    std::uint8_t dice = 0;   // hits and symbols: how many dice were rolled
    face_counts faces{};     // symbols: I, A, G, S, F

    [[nodiscard]] static constexpr outcome draw(card c) noexcept { return {chance_kind::draw, static_cast<std::uint8_t>(c), 0, {}}; }
    [[nodiscard]] static constexpr outcome hits(int h, int dice) noexcept { return {chance_kind::hits, static_cast<std::uint8_t>(h), static_cast<std::uint8_t>(dice), {}}; }
    [[nodiscard]] static constexpr outcome defense(defense_face f) noexcept { return {chance_kind::defense, static_cast<std::uint8_t>(f), 0, {}}; }
    [[nodiscard]] static constexpr outcome roll(face_counts f) noexcept {
        return {chance_kind::symbols, 0, static_cast<std::uint8_t>(f[0] + f[1] + f[2] + f[3] + f[4]), f};
    }
    [[nodiscard]] constexpr int count(face f) const noexcept { return faces[static_cast<std::size_t>(f)]; }
    // What `value` holds, by kind: the card drawn, the hits rolled, the defense die's face.
    [[nodiscard]] constexpr card drawn_card() const noexcept { return static_cast<card>(value); }
    [[nodiscard]] constexpr int hit_count() const noexcept { return value; }
    [[nodiscard]] constexpr defense_face defense_shown() const noexcept { return static_cast<defense_face>(value); }

    friend constexpr bool operator==(const outcome&, const outcome&) = default;
};

// ------------------------------------------------------------------ the state's parts

// M44-2.6: a unit and its per-turn marks. figures == 0 means no unit.
struct unit {
    std::uint8_t figures = 0;
    side owner = side::allies;
    unit_kind kind = unit_kind::infantry;
    std::uint8_t setup_strength = 0;
    bool activated = false;     // this turn (M44-5.5)
    std::uint8_t hexes_moved = 0;
    bool moved = false;         // it has made its Move or Stay decision
    std::uint8_t battles = 0;   // battles made this turn

    [[nodiscard]] constexpr bool present() const noexcept { return figures > 0; }
    friend constexpr bool operator==(const unit&, const unit&) = default;
};

// A hex's obstacle with its owner (M44-3.2).
struct obstacle_cell {
    obstacle kind = obstacle::none;
    side owner = side::allies;
    friend constexpr bool operator==(const obstacle_cell&, const obstacle_cell&) = default;
};

// A hex's objective (M44-8.2); `spent` once a perm objective has been gained.
struct objective_cell {
    bool present = false;
    eligible who = eligible::any;
    objective_kind kind = objective_kind::temp;
    bool spent = false;
    friend constexpr bool operator==(const objective_cell&, const objective_cell&) = default;
};

// Where the game stands (M44-5.3).
enum class phase : std::uint8_t {
    deal,          // chance: the starting hands (M44-5.1)
    play_card,     // the active player plays the turn card
    activation,    // tutorial: an activation boundary (M44-T-3.4, M44-T-3.7)
    move,          // tutorial: the activated unit moves or stays
    fire,          // tutorial: it fires or holds fire
    attack_roll,   // chance: the attack dice
    reaction,      // the defender reacts or not (M44-T-5.1)
    defense_roll,  // chance: the defense die
    retreat,       // the retreating unit's owner picks a hex
    draw,          // chance: the end-of-turn draws
    over,          // the game has ended (M44-8.4)
    // The standard turn (M44-S-2):
    orders,        // Order decisions or EndOrders (M44-S-2.3)
    moves,         // Move decisions or EndMoves (M44-S-2.5)
    battles,       // Battle, ClearWire or EndBattles (M44-S-2.5)
    flag,          // the battled unit's owner: IgnoreFlag or TakeFlag (M44-S-8.2)
    take_ground,   // TakeGround or HoldGround (M44-S-9.1)
    overrun,       // Overrun(target) or NoOverrun (M44-S-9.3)
    keep_card,     // KeepCard after Recon (M44-S-10.1)
    ambush,        // the defender: Ambush or NoAmbush (M44-S-11.2)
};
inline constexpr int num_phases = 19;

// What the pending standard roll is for (M44-S-7, M44-S-11).
enum class roll_kind : std::uint8_t {
    battle,       // a Battle's attack roll (M44-S-5.4)
    ambush,       // the defender's Ambush roll at the attacker (M44-S-11.2)
    air_power,    // one Air Power hex (M44-S-11.1)
    barrage,      // Barrage (M44-S-11.5)
    medics,       // Medics & Mechanics: figures returned (M44-S-11.13)
    finest_hour,  // Their Finest Hour: units ordered (M44-S-11.15)
};
inline constexpr int num_roll_kinds = 6;

inline constexpr std::uint8_t no_card = 255;
inline constexpr std::uint8_t hidden_card = 254;  // a card an observer cannot see (M44-7)

template <rules_policy R>
class state {
public:
    using rules = R;
    using move_type = memoir44::move;
    using outcome_type = memoir44::outcome;
    static constexpr std::size_t num_players = 2;

    // Each field, read-only (the private fields below say what each holds).
    [[nodiscard]] constexpr const std::array<terrain, num_hexes>& board() const noexcept { return board_; }
    [[nodiscard]] constexpr const std::array<obstacle_cell, num_hexes>& obstacles() const noexcept { return obstacles_; }
    [[nodiscard]] constexpr const std::array<objective_cell, num_hexes>& objectives() const noexcept { return objectives_; }
    [[nodiscard]] constexpr const std::array<unit, num_hexes>& units() const noexcept { return units_; }
    [[nodiscard]] constexpr const card_counts& deck() const noexcept { return deck_; }
    [[nodiscard]] constexpr const card_counts& discard() const noexcept { return discard_; }
    [[nodiscard]] constexpr const std::array<card_counts, num_sides>& hands() const noexcept { return hands_; }
    [[nodiscard]] constexpr const std::array<std::uint8_t, num_sides>& hand_size() const noexcept { return hand_size_; }
    [[nodiscard]] constexpr const std::array<std::uint8_t, num_sides>& medals_to_win() const noexcept { return medals_to_win_; }
    [[nodiscard]] constexpr const std::array<std::uint8_t, num_sides>& elimination_medals() const noexcept { return elimination_medals_; }
    [[nodiscard]] constexpr const std::array<std::uint8_t, num_sides>& objective_medals() const noexcept { return objective_medals_; }
    [[nodiscard]] constexpr side bottom() const noexcept { return bottom_; }
    [[nodiscard]] constexpr side active() const noexcept { return active_; }
    [[nodiscard]] constexpr phase step() const noexcept { return step_; }
    [[nodiscard]] constexpr side drawing() const noexcept { return drawing_; }
    [[nodiscard]] constexpr std::uint8_t draws_left() const noexcept { return draws_left_; }
    [[nodiscard]] constexpr std::uint8_t turn_card() const noexcept { return turn_card_; }
    [[nodiscard]] constexpr std::uint8_t tactic_card() const noexcept { return tactic_card_; }
    [[nodiscard]] constexpr const std::array<std::uint8_t, 4>& allowances() const noexcept { return allowances_; }
    [[nodiscard]] constexpr std::uint8_t unit_hex() const noexcept { return unit_hex_; }
    [[nodiscard]] constexpr std::uint8_t target_hex() const noexcept { return target_hex_; }
    [[nodiscard]] constexpr std::uint8_t dice() const noexcept { return dice_; }
    [[nodiscard]] constexpr bool cover() const noexcept { return cover_; }
    [[nodiscard]] constexpr std::uint8_t hits() const noexcept { return hits_; }
    [[nodiscard]] constexpr side winner() const noexcept { return winner_; }
    [[nodiscard]] constexpr std::uint16_t turn() const noexcept { return turn_; }
    [[nodiscard]] constexpr std::uint8_t next_order() const noexcept { return next_order_; }
    [[nodiscard]] constexpr std::uint8_t origin() const noexcept { return origin_; }
    [[nodiscard]] constexpr std::uint8_t flags() const noexcept { return flags_; }
    [[nodiscard]] constexpr bool recon_draw() const noexcept { return recon_draw_; }
    [[nodiscard]] constexpr const std::array<std::uint8_t, 2>& recon_cards() const noexcept { return recon_cards_; }
    [[nodiscard]] constexpr std::uint8_t order_card() const noexcept { return order_card_; }
    [[nodiscard]] constexpr std::uint8_t order_section() const noexcept { return order_section_; }
    [[nodiscard]] constexpr const std::array<std::uint8_t, num_sides>& last_order() const noexcept { return last_order_; }
    [[nodiscard]] constexpr const std::array<std::uint8_t, num_sides>& last_section() const noexcept { return last_section_; }
    [[nodiscard]] constexpr bool fallback() const noexcept { return fallback_; }
    [[nodiscard]] constexpr roll_kind roll() const noexcept { return roll_; }
    [[nodiscard]] constexpr std::uint8_t assault_dice() const noexcept { return assault_dice_; }
    [[nodiscard]] constexpr bool ambush_draw() const noexcept { return ambush_draw_; }
    [[nodiscard]] constexpr bool second_move() const noexcept { return second_move_; }
    [[nodiscard]] constexpr std::uint8_t air_count() const noexcept { return air_count_; }
    [[nodiscard]] constexpr std::uint8_t air_next() const noexcept { return air_next_; }
    [[nodiscard]] constexpr const std::array<std::uint8_t, 4>& air_targets() const noexcept { return air_targets_; }
    [[nodiscard]] constexpr const std::array<std::uint8_t, 3>& finest() const noexcept { return finest_; }

    [[nodiscard]] constexpr seat seat_of(side s) const noexcept { return s == bottom_ ? seat::bottom : seat::top; }
    [[nodiscard]] constexpr const unit& at(int h) const noexcept { return units_[static_cast<std::size_t>(h)]; }

    friend constexpr bool operator==(const state&, const state&) = default;

    // The rules (apply.hpp, standard_apply.hpp), the readers (state_reader.hpp,
    // state_text.hpp, observation_text.hpp), observe() and sample(), the
    // look-aheads that imagine a unit moved (terrain.hpp, describe.hpp) and the
    // tests build states field by field; `edit` is their access, not part of
    // the playing API.
    struct edit;

private:
    // The battlefield (M44-1, M44-3): terrain never changes; obstacles may.
    std::array<terrain, num_hexes> board_{};
    std::array<obstacle_cell, num_hexes> obstacles_{};
    std::array<objective_cell, num_hexes> objectives_{};
    std::array<unit, num_hexes> units_{};

    // Cards (M44-4.2): counts per card id.
    card_counts deck_{};
    card_counts discard_{};
    std::array<card_counts, num_sides> hands_{};

    // The scenario's numbers (M44-9.2) and the medals won so far (M44-8.3).
    std::array<std::uint8_t, num_sides> hand_size_{};
    std::array<std::uint8_t, num_sides> medals_to_win_{};
    std::array<std::uint8_t, num_sides> elimination_medals_{};
    std::array<std::uint8_t, num_sides> objective_medals_{};  // permanent objectives gained
    side bottom_ = side::allies;

    // The turn (M44-5).
    side active_ = side::allies;
    phase step_ = phase::deal;
    side drawing_ = side::allies;         // whose draw a draw node is
    std::uint8_t draws_left_ = 0;         // draws still due at deal / draw nodes
    std::uint8_t turn_card_ = no_card;    // M44-T-3.1
    std::uint8_t tactic_card_ = no_card;  // M44-T-3.4: the second card, if any
    std::array<std::uint8_t, 4> allowances_{};  // L, C, R, tactic (M44-T-3.2, M44-T-3.3)
    std::uint8_t unit_hex_ = 0;           // the activated unit
    std::uint8_t target_hex_ = 0;         // the unit it fired at
    std::uint8_t dice_ = 0;               // of the pending roll
    bool cover_ = false;                  // the pending roll hits on 5-6 (M44-T-6.1)
    std::uint8_t hits_ = 0;               // H of M44-T-5.2
    side winner_ = side::allies;          // when step == over
    std::uint16_t turn_ = 0;              // turns begun, from 1
    // The standard turn (M44-S-2, M44-S-8, M44-S-10.1).
    std::uint8_t next_order_ = 0;         // Order decisions name hexes from here up (M44-S-2.4)
    std::uint8_t origin_ = 0;             // the battled unit's hex when the battle began (M44-S-9.1)
    std::uint8_t flags_ = 0;              // retreat steps still due (M44-S-8.4)
    bool recon_draw_ = false;             // this end of turn draws two, keeps one (M44-S-10.1)
    std::array<std::uint8_t, 2> recon_cards_{no_card, no_card};  // the two drawn
    // The tactic cards (M44-S-11).
    std::uint8_t order_card_ = no_card;   // whose order the turn carries out: the turn card, or what Counter-Attack copies (M44-S-11.8)
    std::uint8_t order_section_ = 0;      // Infantry Assault's section, from the active seat (M44-S-11.12)
    std::array<std::uint8_t, num_sides> last_order_{no_card, no_card};  // each side's last order card (M44-S-11.8)
    std::array<std::uint8_t, num_sides> last_section_{};              // and its Infantry Assault section
    bool fallback_ = false;               // the card's kind was absent when played: 1 unit, no effect (M44-S-11.0)
    roll_kind roll_ = roll_kind::battle;  // what the pending roll is for
    std::uint8_t assault_dice_ = 0;       // the close assault's dice, kept over an Ambush (M44-S-11.2)
    bool ambush_draw_ = false;            // the opponent ambushed this turn: it draws first (M44-S-12.1)
    bool second_move_ = false;            // Behind Enemy Lines' move after its battle (M44-S-11.6)
    std::uint8_t air_count_ = 0;          // Air Power: hexes chosen (M44-S-11.1)
    std::uint8_t air_next_ = 0;           // and the next to roll for
    std::array<std::uint8_t, 4> air_targets_{};
    std::array<std::uint8_t, 3> finest_{};  // Their Finest Hour: infantry, armor, any-kind orders (M44-S-11.15)
};

template <rules_policy R>
struct state<R>::edit {
    state& s;
    constexpr std::array<terrain, num_hexes>& board() noexcept { return s.board_; }
    constexpr std::array<obstacle_cell, num_hexes>& obstacles() noexcept { return s.obstacles_; }
    constexpr std::array<objective_cell, num_hexes>& objectives() noexcept { return s.objectives_; }
    constexpr std::array<unit, num_hexes>& units() noexcept { return s.units_; }
    constexpr card_counts& deck() noexcept { return s.deck_; }
    constexpr card_counts& discard() noexcept { return s.discard_; }
    constexpr std::array<card_counts, num_sides>& hands() noexcept { return s.hands_; }
    constexpr std::array<std::uint8_t, num_sides>& hand_size() noexcept { return s.hand_size_; }
    constexpr std::array<std::uint8_t, num_sides>& medals_to_win() noexcept { return s.medals_to_win_; }
    constexpr std::array<std::uint8_t, num_sides>& elimination_medals() noexcept { return s.elimination_medals_; }
    constexpr std::array<std::uint8_t, num_sides>& objective_medals() noexcept { return s.objective_medals_; }
    constexpr side& bottom() noexcept { return s.bottom_; }
    constexpr side& active() noexcept { return s.active_; }
    constexpr phase& step() noexcept { return s.step_; }
    constexpr side& drawing() noexcept { return s.drawing_; }
    constexpr std::uint8_t& draws_left() noexcept { return s.draws_left_; }
    constexpr std::uint8_t& turn_card() noexcept { return s.turn_card_; }
    constexpr std::uint8_t& tactic_card() noexcept { return s.tactic_card_; }
    constexpr std::array<std::uint8_t, 4>& allowances() noexcept { return s.allowances_; }
    constexpr std::uint8_t& unit_hex() noexcept { return s.unit_hex_; }
    constexpr std::uint8_t& target_hex() noexcept { return s.target_hex_; }
    constexpr std::uint8_t& dice() noexcept { return s.dice_; }
    constexpr bool& cover() noexcept { return s.cover_; }
    constexpr std::uint8_t& hits() noexcept { return s.hits_; }
    constexpr side& winner() noexcept { return s.winner_; }
    constexpr std::uint16_t& turn() noexcept { return s.turn_; }
    constexpr std::uint8_t& next_order() noexcept { return s.next_order_; }
    constexpr std::uint8_t& origin() noexcept { return s.origin_; }
    constexpr std::uint8_t& flags() noexcept { return s.flags_; }
    constexpr bool& recon_draw() noexcept { return s.recon_draw_; }
    constexpr std::array<std::uint8_t, 2>& recon_cards() noexcept { return s.recon_cards_; }
    constexpr std::uint8_t& order_card() noexcept { return s.order_card_; }
    constexpr std::uint8_t& order_section() noexcept { return s.order_section_; }
    constexpr std::array<std::uint8_t, num_sides>& last_order() noexcept { return s.last_order_; }
    constexpr std::array<std::uint8_t, num_sides>& last_section() noexcept { return s.last_section_; }
    constexpr bool& fallback() noexcept { return s.fallback_; }
    constexpr roll_kind& roll() noexcept { return s.roll_; }
    constexpr std::uint8_t& assault_dice() noexcept { return s.assault_dice_; }
    constexpr bool& ambush_draw() noexcept { return s.ambush_draw_; }
    constexpr bool& second_move() noexcept { return s.second_move_; }
    constexpr std::uint8_t& air_count() noexcept { return s.air_count_; }
    constexpr std::uint8_t& air_next() noexcept { return s.air_next_; }
    constexpr std::array<std::uint8_t, 4>& air_targets() noexcept { return s.air_targets_; }
    constexpr std::array<std::uint8_t, 3>& finest() noexcept { return s.finest_; }
    constexpr unit& at(int h) noexcept { return s.units_[static_cast<std::size_t>(h)]; }
};

// ------------------------------------------------------------------ queries

// M44-8.3: each side's elimination medals + permanent objectives +
// temporary objectives held now, in one pass over the board.
template <rules_policy R>
[[nodiscard]] constexpr std::array<int, 2> medals(const state<R>& s) noexcept {
    std::array<int, 2> n{};
    for (std::size_t sd = 0; sd < 2; ++sd) n[sd] = s.elimination_medals()[sd] + s.objective_medals()[sd];
    for (int h = 0; h < num_hexes; ++h) {
        const auto& o = s.objectives()[static_cast<std::size_t>(h)];
        const auto& u = s.at(h);
        if (o.present && o.kind == objective_kind::temp && u.present() && may_score(o.who, u.owner))
            ++n[static_cast<std::size_t>(u.owner)];
    }
    return n;
}

template <rules_policy R>
[[nodiscard]] constexpr int medals(const state<R>& s, side sd) noexcept {
    return medals(s)[static_cast<std::size_t>(sd)];
}

template <rules_policy R>
[[nodiscard]] constexpr int unit_count(const state<R>& s, side sd) noexcept {
    int n = 0;
    for (const auto& u : s.units()) n += u.present() && u.owner == sd ? 1 : 0;
    return n;
}

template <rules_policy R>
[[nodiscard]] constexpr bool is_terminal(const state<R>& s) noexcept { return s.step() == phase::over; }

// Who decides: the active player, the defender for reactions and retreats,
// or chance (M44-5.3, M44-6).
template <rules_policy R>
[[nodiscard]] constexpr player_id current_player(const state<R>& s) noexcept {
    switch (s.step()) {
        case phase::deal:
        case phase::attack_roll:
        case phase::defense_roll:
        case phase::draw: return chance_player;
        case phase::over: return terminal_player;
        case phase::reaction:
        case phase::ambush:
        case phase::flag:
        case phase::retreat: return player_of(s.at(s.target_hex()).owner);
        default: return player_of(s.active());
    }
}

// M44-8.7: +1 for the winner, -1 for the loser; 0 before the end.
template <rules_policy R>
[[nodiscard]] constexpr std::array<double, 2> returns(const state<R>& s) noexcept {
    if (!is_terminal(s)) return {0.0, 0.0};
    return s.winner() == side::allies ? std::array<double, 2>{1.0, -1.0} : std::array<double, 2>{-1.0, 1.0};
}

}  // namespace arbiter::memoir44
