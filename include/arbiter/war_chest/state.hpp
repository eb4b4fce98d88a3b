#pragma once
// The War Chest state, move and chance-outcome types (RULES.md WC-1, WC-3 to
// WC-13, WC-17, WC-18), and the queries on a state: whose turn it is
// (current_player), is_terminal, returns and at_length_cap.
//
// The state machine
// -----------------
//   phase::deal   chance: the next unit card (WC-3.3: to seat `turn`, 4 each,
//                 seat 0 first; WC-15.1: to the draft pool, 8 cards). Dealing
//                 card by card gives the same distribution as dealing sets
//                 (WC-17.5) with at most 16 outcomes a node
//   phase::flip   chance: the initiative flip (WC-3.5, WC-15.1, WC-15.5)
//   phase::team_choice  decision (4 players): the team that won the flip, by
//                 its lower seat `turn`, names the teammate who takes the
//                 initiative or drafts first (WC-14.2, WC-15.2, WC-18.10)
//   phase::draft  decision: seat `turn` bans (WC-15.4) or picks a card of the
//                 pool (WC-15.1, WC-15.2); `initiative` holds the first
//                 drafter until the last pick
//   phase::draw   chance: the round-start draw of seat `turn` (WC-4.3 to WC-4.6,
//                 WC-17.3); one event per seat, starting at the initiative
//                 holder, in turn order. After the last seat: phase::use,
//                 or a dead position (WC-4.9 to WC-4.11, WC-11.6)
//   phase::use    a decision (WC-18): the top of the pending stack if any,
//                 else MAIN for seat `turn` (WC-5). A pending wp_draw on top
//                 is a chance node (WC-17.4)
//   phase::over   terminal: a side placed its last marker (WC-11.3), the
//                 dead position, or the round limit (WC-19.6)
//
// The pending stack (WC-13) holds the follow-ups still to resolve, the
// newest on top, so nested effects resolve depth first (WC-13.2):
//   cavalry_attack   the Cavalry's mandatory attack after its tactic move (WC-12.3)
//   footman          the Footman tactic: a Footman still to act (WC-12.6.4)
//   soak             the Royal Guard's owner chooses supply or stack; holds the
//                    attack (attacker, target) that resumes after it (WC-10.2 a)
//   swordsman_move   the Swordsman's optional move after attacking (WC-12.15)
//   berserker_chain  the Berserker's optional paid maneuver (WC-12.2)
//   wp_draw          the Warrior Priest's draw: a chance node (WC-12.16.3)
//   wp_use           the drawn coin, held "in use" in the record (WC-12.16.4)
//   mercenary        the free maneuver after recruiting a Mercenary (WC-12.11)
// A record is pushed only when it has a legal option (WC-13.5), and a win
// clears the stack (WC-13.6). When the stack empties the turn ends (WC-13.7)
// and the next seat with coins takes the next turn (WC-5.2, WC-5.3); when
// every hand is empty the round ends (WC-4.7) and the next one draws.

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "../core/player.hpp"
#include "../core/static_vector.hpp"
#include "rules.hpp"

namespace arbiter::war_chest {

// WC-3.1: seat 0 is side A (0), seat 1 side B (1); in the 4-player game
// seats 0, 2 are side A and 1, 3 side B (WC-14.1).
[[nodiscard]] constexpr int side_of(player_id seat) noexcept { return seat % 2; }

// A count per coin type (WC-0.5: coins of a type are interchangeable).
using coin_counts = std::array<std::uint8_t, num_coin_types>;

[[nodiscard]] constexpr int total(const coin_counts& c) noexcept {
    int n = 0;
    for (auto k : c) n += k;
    return n;
}

// WC-1.7: one player's coin zones (the board and the pending "in use" coin
// are held elsewhere).
struct zones {
    coin_counts bag{};
    coin_counts hand{};
    coin_counts face_up{};    // face-up discards (public)
    coin_counts face_down{};  // face-down discards (types private)
    coin_counts supply{};
    coin_counts box{};        // this player's coins eliminated (WC-10.3)
    friend constexpr bool operator==(const zones&, const zones&) = default;
};

// What stands on a hex: a unit type and the height of its stack, or nothing.
// The owner is the seat holding that unit's card (WC-14.6).
struct cell {
    std::uint8_t type = 0;  // unit type + 1; 0 = empty
    std::uint8_t height = 0;
    [[nodiscard]] constexpr bool empty() const noexcept { return type == 0; }
    [[nodiscard]] constexpr unit kind() const noexcept { return static_cast<unit>(type - 1); }
    friend constexpr bool operator==(cell, cell) = default;
};

// A decision (WC-18), eight bytes, built by its named constructor:
//   move::deploy(coin, hex)            move::bolster(coin, from)
//   move::claim(coin)                  move::pass(coin)
//   move::recruit(coin, recruited)     recruited: the coin type taken from the supply
//   move::move_unit(coin, from, to)    move::control(coin, from)
//   move::attack(coin, from, target)
//   move::tactic(coin, from, to)       Archer, Crossbowman: to = the target;
//                                      Cavalry, Light Cavalry, Royal Guard: where it
//                                      goes; Lancer: the hex it ends on
//   move::tactic(coin, from, ordered, to)  Ensign: the friendly unit on `ordered`
//                                      moves to `to`; Marshall: it attacks `to`
//   move::footman_tactic(coin)         both Footmen (WC-12.6.5)
//   move::decline()                    refuse an optional follow-up (stay, stop)
//   move::soak(from_supply)            WC-12.13.4: from the supply, or the stack
//   move::pick(unit), move::ban(unit)  a card of the draft pool (WC-18.9, WC-15.4)
//   move::choose(seat)                 the seat a team names (WC-18.10)
// A free maneuver (Footman, Berserker chain, Mercenary, Swordsman move,
// Cavalry attack) is a move_unit, control or attack with coin = no_coin;
// which follow-up it answers is the state's pending record.
enum class action : std::uint8_t { deploy, bolster, claim, recruit, pass, move, control, attack, tactic, decline, soak, pick, choose, ban };
inline constexpr std::uint8_t no_coin = 255;
inline constexpr std::uint8_t no_seat = 255;

struct move {
    action kind = action::pass;
    std::uint8_t coin = no_coin;     // the coin type spent (0..16), or no_coin
    std::uint8_t from = no_hex;      // the hex of the acting unit (Ensign, Marshall: their own)
    std::uint8_t ordered = no_hex;   // Ensign, Marshall tactics: the hex of the unit they order
    std::uint8_t to = no_hex;        // the hex aimed at: where it deploys or goes, or whom it attacks
    std::uint8_t card = no_coin;     // recruit: the coin type recruited; pick, ban: the unit type
    std::uint8_t seat = no_seat;     // choose: the seat named
    bool from_supply = false;        // soak: true from the supply, false from the stack

    [[nodiscard]] static constexpr move deploy(int coin_type, int hex) noexcept { return with(action::deploy, coin_type, no_hex, hex); }
    [[nodiscard]] static constexpr move bolster(int coin_type, int from_hex) noexcept { return with(action::bolster, coin_type, from_hex, no_hex); }
    [[nodiscard]] static constexpr move claim(int coin_type) noexcept { return with(action::claim, coin_type, no_hex, no_hex); }
    [[nodiscard]] static constexpr move pass(int coin_type) noexcept { return with(action::pass, coin_type, no_hex, no_hex); }
    [[nodiscard]] static constexpr move recruit(int coin_type, int recruited) noexcept {
        move m = with(action::recruit, coin_type, no_hex, no_hex);
        m.card = static_cast<std::uint8_t>(recruited);
        return m;
    }
    [[nodiscard]] static constexpr move move_unit(int coin_type, int from_hex, int to_hex) noexcept { return with(action::move, coin_type, from_hex, to_hex); }
    [[nodiscard]] static constexpr move control(int coin_type, int from_hex) noexcept { return with(action::control, coin_type, from_hex, no_hex); }
    [[nodiscard]] static constexpr move attack(int coin_type, int from_hex, int target_hex) noexcept {
        return with(action::attack, coin_type, from_hex, target_hex);
    }
    [[nodiscard]] static constexpr move tactic(int coin_type, int from_hex, int to_hex) noexcept { return with(action::tactic, coin_type, from_hex, to_hex); }
    [[nodiscard]] static constexpr move tactic(int coin_type, int from_hex, int ordered_hex, int to_hex) noexcept {
        move m = with(action::tactic, coin_type, from_hex, to_hex);
        m.ordered = static_cast<std::uint8_t>(ordered_hex);
        return m;
    }
    [[nodiscard]] static constexpr move footman_tactic(int coin_type) noexcept { return with(action::tactic, coin_type, no_hex, no_hex); }
    [[nodiscard]] static constexpr move decline() noexcept { return with(action::decline, no_coin, no_hex, no_hex); }
    [[nodiscard]] static constexpr move soak(bool supply) noexcept {
        move m = with(action::soak, no_coin, no_hex, no_hex);
        m.from_supply = supply;
        return m;
    }
    [[nodiscard]] static constexpr move pick(int unit_type) noexcept {
        move m = with(action::pick, no_coin, no_hex, no_hex);
        m.card = static_cast<std::uint8_t>(unit_type);
        return m;
    }
    [[nodiscard]] static constexpr move ban(int unit_type) noexcept {
        move m = with(action::ban, no_coin, no_hex, no_hex);
        m.card = static_cast<std::uint8_t>(unit_type);
        return m;
    }
    [[nodiscard]] static constexpr move choose(int named_seat) noexcept {
        move m = with(action::choose, no_coin, no_hex, no_hex);
        m.seat = static_cast<std::uint8_t>(named_seat);
        return m;
    }
    [[nodiscard]] static constexpr move pick(unit u) noexcept { return pick(index(u)); }
    [[nodiscard]] static constexpr move ban(unit u) noexcept { return ban(index(u)); }

    friend constexpr bool operator==(const move&, const move&) = default;

private:
    [[nodiscard]] static constexpr move with(action k, int coin_type, int from_hex, int to_hex) noexcept {
        move m;
        m.kind = k;
        m.coin = static_cast<std::uint8_t>(coin_type);
        m.from = static_cast<std::uint8_t>(from_hex);
        m.to = static_cast<std::uint8_t>(to_hex);
        return m;
    }
};

// A chance outcome (WC-17): the coins of a draw as a sorted multiset (up to
// 3 coin types, `count` of them), the initiative flip's side or the card
// dealt in coins[0].
struct outcome {
    std::array<std::uint8_t, 3> coins{no_coin, no_coin, no_coin};
    std::uint8_t count = 0;
    friend constexpr bool operator==(const outcome&, const outcome&) = default;
};

enum class phase : std::uint8_t { deal, flip, draft, draw, use, over, team_choice };

// owner_of(t) for a card in the draft pool (WC-15.1); -1 is a card not in the game.
inline constexpr player_id in_pool = -2;

enum class pending_kind : std::uint8_t {
    cavalry_attack, footman, soak, swordsman_move, berserker_chain, wp_draw, wp_use, mercenary
};
// One follow-up (WC-13), five bytes (pinned by the size tests): beside its
// kind, decider and unit, a record keeps one byte and one small number whose
// meaning depends on the kind, read and written by name:
//   soak       attacker() the attacking unit's hex, whose attack resumes after
//              it (WC-10.2 a); drawn_before_soak() (WC-19.4)
//   wp_draw    drawn_before_soak(): this draw comes before a soak (WC-19.4)
//   wp_use     drawn_coin() the coin type drawn, no_coin where hidden (WC-16.2)
//   footman    footmen_acted() 0 or 1, acted_footman() where the Footman that
//              has acted stands, no_hex before (WC-12.6.4)
// The other kinds keep no_hex and 0. The full-state text writes the two as
// its slots a and b (state_text.hpp: text_a(), text_b(), from_text()).
struct pending {
    pending_kind kind = pending_kind::footman;
    player_id player = 0;       // who decides (WC-13.4); wp_draw, wp_use: whose bag, whose coin
    std::uint8_t hex = no_hex;  // the unit concerned (soak: the Royal Guard attacked)

    // cavalry_attack, swordsman_move, berserker_chain, mercenary: the unit on `unit_hex`
    [[nodiscard]] static constexpr pending of_unit(pending_kind k, player_id decider, int unit_hex) noexcept {
        return from_text(k, decider, unit_hex, no_hex, 0);
    }
    // WC-12.6.4: the Footman tactic, no Footman acted yet
    [[nodiscard]] static constexpr pending footman_tactic(player_id decider) noexcept {
        return from_text(pending_kind::footman, decider, no_hex, no_hex, 0);
    }
    // WC-10.2 a: the owner of the Royal Guard on `target` chooses how to soak
    [[nodiscard]] static constexpr pending soak(player_id decider, int target, int attacker_hex, bool draws_first) noexcept {
        return from_text(pending_kind::soak, decider, target, attacker_hex, draws_first ? 1 : 0);
    }
    // WC-12.16.3: the Warrior Priest on `priest` draws (WC-19.4: maybe before a soak)
    [[nodiscard]] static constexpr pending wp_draw(player_id owner, int priest, bool before_soak) noexcept {
        return from_text(pending_kind::wp_draw, owner, priest, no_hex, before_soak ? 1 : 0);
    }
    // WC-12.16.4: the coin the Warrior Priest drew, held in use
    [[nodiscard]] static constexpr pending wp_use(player_id owner, int priest, int coin_type) noexcept {
        return from_text(pending_kind::wp_use, owner, priest, coin_type, 0);
    }
    // The record as the full-state text has it, kind:player:hex:a:b; the
    // reader checks the slots afterwards (WC-13).
    [[nodiscard]] static constexpr pending from_text(pending_kind k, player_id decider, int unit_hex, int a, int b) noexcept {
        pending p;
        p.kind = k;
        p.player = decider;
        p.hex = static_cast<std::uint8_t>(unit_hex);
        p.hex_or_coin_ = static_cast<std::uint8_t>(a);
        p.count_or_flag_ = static_cast<std::uint8_t>(b);
        return p;
    }
    [[nodiscard]] constexpr std::uint8_t text_a() const noexcept { return hex_or_coin_; }
    [[nodiscard]] constexpr int text_b() const noexcept { return count_or_flag_; }

    [[nodiscard]] constexpr std::uint8_t attacker() const noexcept {
        assert(kind == pending_kind::soak);
        return hex_or_coin_;
    }
    [[nodiscard]] constexpr bool drawn_before_soak() const noexcept {
        assert(kind == pending_kind::soak || kind == pending_kind::wp_draw);
        return count_or_flag_ == 1;
    }
    [[nodiscard]] constexpr std::uint8_t drawn_coin() const noexcept {
        assert(kind == pending_kind::wp_use);
        return hex_or_coin_;
    }
    constexpr void set_drawn_coin(int coin_type) noexcept {  // observe() hides it, sample() deals it
        assert(kind == pending_kind::wp_use);
        hex_or_coin_ = static_cast<std::uint8_t>(coin_type);
    }
    [[nodiscard]] constexpr int footmen_acted() const noexcept {
        assert(kind == pending_kind::footman);
        return count_or_flag_;
    }
    [[nodiscard]] constexpr std::uint8_t acted_footman() const noexcept {
        assert(kind == pending_kind::footman);
        return hex_or_coin_;
    }
    // WC-12.6.4: a Footman has acted and now stands on `now_on`.
    constexpr void note_footman_acted(int now_on) noexcept {
        assert(kind == pending_kind::footman);
        ++count_or_flag_;
        hex_or_coin_ = static_cast<std::uint8_t>(now_on);
    }
    friend constexpr bool operator==(const pending&, const pending&) = default;

private:
    std::uint8_t hex_or_coin_ = no_hex;  // attacker, drawn_coin or acted_footman, by kind
    std::uint8_t count_or_flag_ = 0;     // footmen_acted or drawn_before_soak, by kind
};
// WC-13.2: the deepest nesting is a Footman tactic whose maneuver is soaked,
// a Marshall grant to a Warrior Priest whose drawn coin attacks with the
// Berserker, and so on: each resolved record is popped before its successor is
// pushed, so the stack holds at most one open tactic plus one chain of
// attribute records; 8 is ample.
inline constexpr std::size_t max_pending = 8;

// WC-11: how the game ended. dead_position is any of WC-4.9 to WC-4.11
// (dead_position_clause, generate.hpp, tells which).
enum class end_reason : std::uint8_t { none, last_marker, dead_position, round_limit };

template <rules_policy R = standard_rules>
class state {
public:
    using rules = R;
    using move_type = move;
    using outcome_type = outcome;
    static constexpr std::size_t num_players = static_cast<std::size_t>(R::players);
    static constexpr int seats = R::players;
    // The bots' playout limit (bots/mcts.hpp): the rounds of R's cap, or of
    // the descriptor's 200 (WC-19.6) where R has none, at 8 decisions a seat
    // a round (at most 3 coins each with their follow-ups; random games use
    // about 4).
    static constexpr std::uint32_t max_playout_plies =
        static_cast<std::uint32_t>((R::round_limit > 0 ? R::round_limit : 200) * 8 * R::players);

    // A new game of R: the deal still to come (random deal, draft), the flip
    // still to come (battle presets, WC-15.5), or round 1 about to draw (the
    // first-game setup, WC-3.6; `fixed` starts from it too).
    constexpr state() noexcept {
        if constexpr (R::setup == setup_kind::random_deal || is_draft(R::setup)) setup(armies{}, -1);
        else if constexpr (R::setup == setup_kind::gaugamela) setup(gaugamela_armies, -1);
        else if constexpr (R::setup == setup_kind::bannockburn) setup(bannockburn_armies, -1);
        else if constexpr (R::setup == setup_kind::crecy) setup(crecy_armies, -1);
        else setup(first_game_armies, 0);
    }
    // A game with the given armies (at most 4 cards a seat, WC-3.3) and
    // initiative holder, the deal and the flip already made (WC-3.3 to WC-3.7).
    constexpr state(armies a, player_id initiative) noexcept { setup(a, initiative); }

    [[nodiscard]] constexpr cell at(int hex) const noexcept { return cells_[static_cast<std::size_t>(hex)]; }
    // WC-6.3: the hexes of the units of type t, ascending, no_hex-padded (only
    // the Footman can have two). Kept with the board so no rule scans it.
    [[nodiscard]] constexpr const std::array<std::uint8_t, 2>& hexes_of(unit t) const noexcept {
        return where_[static_cast<std::size_t>(index(t))];
    }
    // The seat owning unit type t, or -1 if no player has its card.
    [[nodiscard]] constexpr player_id owner_of(unit t) const noexcept { return owner_[static_cast<std::size_t>(index(t))]; }
    [[nodiscard]] constexpr player_id owner_at(int hex) const noexcept { return owner_of(at(hex).kind()); }
    // The side controlling a location, or -1 (WC-11.1).
    [[nodiscard]] constexpr int control(int hex) const noexcept { return control_[static_cast<std::size_t>(hex)]; }
    [[nodiscard]] constexpr int reserve(int side) const noexcept { return reserve_[static_cast<std::size_t>(side)]; }
    [[nodiscard]] constexpr const zones& coins(player_id seat) const noexcept { return zones_[static_cast<std::size_t>(seat)]; }
    [[nodiscard]] constexpr unit_set cards(player_id seat) const noexcept {
        unit_set s = 0;
        for (int t = 0; t < num_units; ++t)
            if (owner_[static_cast<std::size_t>(t)] == seat) s = static_cast<unit_set>(s | (1u << t));
        return s;
    }
    [[nodiscard]] constexpr player_id initiative() const noexcept { return initiative_; }
    [[nodiscard]] constexpr bool initiative_transferred() const noexcept { return transferred_; }
    // 64 bits: an uncapped game may last any number of rounds (passing is
    // always legal, WC-8.4), and 2^63 rounds outlast any machine.
    [[nodiscard]] constexpr std::int64_t round() const noexcept { return round_; }
    [[nodiscard]] constexpr war_chest::phase phase() const noexcept { return phase_; }
    // The seat drawing (phase::draw) or taking the turn (phase::use).
    [[nodiscard]] constexpr player_id turn() const noexcept { return turn_; }
    [[nodiscard]] constexpr const static_vector<pending, max_pending>& pendings() const noexcept { return pending_; }
    // The winning side, or -1 (no winner, or not over).
    [[nodiscard]] constexpr int winner() const noexcept { return winner_; }
    [[nodiscard]] constexpr end_reason ended_by() const noexcept { return end_; }

    friend constexpr bool operator==(const state&, const state&) = default;

    // The rules (apply.hpp), the tests and the readers build states field by
    // field; `edit` is their access, not part of the playing API.
    struct edit;

private:
    constexpr void setup(armies a, player_id initiative) noexcept {
        owner_.fill(-1);
        for (int t = 0; t < num_units; ++t) {
            const unit_set sets[4] = {a.seat0, a.seat1, a.seat2, a.seat3};
            for (int p = 0; p < R::players; ++p)
                if (sets[p] & (1u << t)) owner_[static_cast<std::size_t>(t)] = static_cast<player_id>(p);
        }
        control_.fill(-1);
        for (int side = 0; side < 2; ++side) {
            for (int i = 0; i < locations<R::players>.starts_per_side; ++i)  // WC-3.2
                control_[locations<R::players>.start[static_cast<std::size_t>(side)][static_cast<std::size_t>(i)]] =
                    static_cast<std::int8_t>(side);
            reserve_[static_cast<std::size_t>(side)] =
                static_cast<std::uint8_t>(markers_per_side(R::players) - locations<R::players>.starts_per_side);
        }
        if ((a.seat0 | a.seat1 | a.seat2 | a.seat3) == 0) {  // the cards are still to be dealt
            phase_ = war_chest::phase::deal;
            return;
        }
        place_coins();
        if (initiative < 0) {
            phase_ = war_chest::phase::flip;  // WC-3.5
        } else {
            initiative_ = initiative;
            phase_ = war_chest::phase::draw;  // WC-3.7, WC-4.2
            round_ = 1;
            turn_ = initiative;
        }
    }

    // WC-3.4: 2 coins of each card and the Royal Coin in the bag, the rest in
    // the supply.
    constexpr void place_coins() noexcept {
        for (int t = 0; t < num_units; ++t) {
            const player_id p = owner_[static_cast<std::size_t>(t)];
            if (p < 0) continue;
            auto& z = zones_[static_cast<std::size_t>(p)];
            z.bag[static_cast<std::size_t>(t)] = 2;
            z.supply[static_cast<std::size_t>(t)] = static_cast<std::uint8_t>(coins_of(static_cast<unit>(t)) - 2);
        }
        for (auto& z : zones_) z.bag[royal] = 1;
    }

    std::array<cell, grid_size> cells_{};
    std::array<std::int8_t, grid_size> control_{};
    std::array<std::array<std::uint8_t, 2>, num_units> where_ = [] {
        std::array<std::array<std::uint8_t, 2>, num_units> w{};
        for (auto& pair : w) pair = {no_hex, no_hex};
        return w;
    }();
    std::array<zones, static_cast<std::size_t>(R::players)> zones_{};
    std::array<player_id, num_units> owner_{};
    std::array<std::uint8_t, 2> reserve_{};
    static_vector<pending, max_pending> pending_{};
    std::int64_t round_ = 0;
    player_id initiative_ = 0;
    player_id turn_ = 0;
    war_chest::phase phase_ = war_chest::phase::draw;
    bool transferred_ = false;
    std::int8_t winner_ = -1;
    end_reason end_ = end_reason::none;
};

template <rules_policy R>
struct state<R>::edit {
    state& s;
    // The board changes only through put/clear/height, which keep the unit
    // index in step with the cells.
    constexpr void put(int hex, cell c) noexcept {
        clear(hex);
        s.cells_[static_cast<std::size_t>(hex)] = c;
        if (c.empty()) return;
        auto& w = s.where_[static_cast<std::size_t>(index(c.kind()))];
        const auto hx = static_cast<std::uint8_t>(hex);
        if (w[0] == no_hex) w[0] = hx;
        else if (w[1] == no_hex) {  // keep ascending: the order a board scan would give
            w[1] = hx;
            if (w[1] < w[0]) std::swap(w[0], w[1]);
        }  // a third unit of a type is refused by its reader (WC-7.1) and never indexed
    }
    constexpr void clear(int hex) noexcept {
        cell& c = s.cells_[static_cast<std::size_t>(hex)];
        if (c.empty()) return;
        auto& w = s.where_[static_cast<std::size_t>(index(c.kind()))];
        const auto hx = static_cast<std::uint8_t>(hex);
        if (w[0] == hx) w = {w[1], no_hex};
        else if (w[1] == hx) w[1] = no_hex;
        c = cell{};
    }
    constexpr std::uint8_t& height(int hex) noexcept { return s.cells_[static_cast<std::size_t>(hex)].height; }
    constexpr std::int8_t& control(int hex) noexcept { return s.control_[static_cast<std::size_t>(hex)]; }
    constexpr std::uint8_t& reserve(int side) noexcept { return s.reserve_[static_cast<std::size_t>(side)]; }
    constexpr zones& coins(player_id seat) noexcept { return s.zones_[static_cast<std::size_t>(seat)]; }
    constexpr player_id& owner(unit t) noexcept { return s.owner_[static_cast<std::size_t>(index(t))]; }
    constexpr static_vector<pending, max_pending>& pendings() noexcept { return s.pending_; }
    constexpr std::int64_t& round() noexcept { return s.round_; }
    constexpr player_id& initiative() noexcept { return s.initiative_; }
    constexpr player_id& turn() noexcept { return s.turn_; }
    constexpr war_chest::phase& phase() noexcept { return s.phase_; }
    constexpr bool& transferred() noexcept { return s.transferred_; }
    constexpr std::int8_t& winner() noexcept { return s.winner_; }
    constexpr end_reason& ended_by() noexcept { return s.end_; }
    constexpr void place_coins() noexcept { s.place_coins(); }
};

// ------------------------------------------------------------------ the queries

// WC-18: who decides next: the seat to act, chance_player at a chance node
// (WC-17), terminal_player when the game is over.
template <rules_policy R>
[[nodiscard]] constexpr player_id current_player(const state<R>& s) noexcept {
    switch (s.phase()) {
        case phase::over: return terminal_player;
        case phase::deal:
        case phase::flip:
        case phase::draw: return chance_player;
        case phase::draft:
        case phase::team_choice: return s.turn();
        case phase::use: break;
    }
    if (s.pendings().empty()) return s.turn();
    const pending& top = s.pendings().back();
    return top.kind == pending_kind::wp_draw ? chance_player : top.player;
}

[[nodiscard]] inline const char* pending_name(pending_kind k) noexcept {
    switch (k) {
        case pending_kind::cavalry_attack: return "CAVALRY_ATTACK";
        case pending_kind::footman: return "FOOTMAN_MANEUVER";
        case pending_kind::soak: return "RG_SOAK";
        case pending_kind::swordsman_move: return "SWORDSMAN_MOVE";
        case pending_kind::berserker_chain: return "BERSERKER_CHAIN";
        case pending_kind::wp_draw: return "WP_DRAW";
        case pending_kind::wp_use: return "WP_USE";
        case pending_kind::mercenary: return "MERCENARY_MANEUVER";
    }
    return "?";
}

template <rules_policy R>
[[nodiscard]] constexpr bool is_terminal(const state<R>& s) noexcept { return s.phase() == phase::over; }

// WC-11: +1 for each seat of the winning side, -1 for the others; 0 for all
// without a winner.
template <rules_policy R>
[[nodiscard]] constexpr std::array<double, R::players> returns(const state<R>& s) noexcept {
    std::array<double, R::players> r{};
    if (s.winner() < 0) return r;
    for (int q = 0; q < R::players; ++q)
        r[static_cast<std::size_t>(q)] = side_of(static_cast<player_id>(q)) == s.winner() ? 1.0 : -1.0;
    return r;
}

// WC-19.6: the game ended at the round limit, a bound for bots and not a
// rule (a truncation, in Gymnasium's and PettingZoo's words; core/game.hpp).
template <rules_policy R>
[[nodiscard]] constexpr bool at_length_cap(const state<R>& s) noexcept {
    return is_terminal(s) && s.ended_by() == end_reason::round_limit;
}

}  // namespace arbiter::war_chest
