#pragma once
// The Crime Wars state, move and chance-outcome types (RULES.md CW-1 to
// CW-5, CW-16 to CW-18; the cards and a seat's team record are in
// team.hpp), and the queries on a state: whose decision it is, whether the
// game is over, and its result (CW-12).

#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "../core/player.hpp"
#include "rules.hpp"
#include "team.hpp"

namespace arbiter::crime_wars {

// ---------------------------------------------------------------- moves

// The decisions of CW-18.1, one kind each.
enum class action : std::uint8_t {
    end_turn,   // END_TURN
    hire,       // HIRE(c)
    attack,     // ATTACK(U, t)
    defend,     // DEFEND(X)
    snitch,     // SNITCH
    roulette,   // ROULETTE
    loan,       // LOAN(L)
    keep,       // KEEP(K)
    surrender,  // SURRENDER(S)
    // CW-18.3, Thug Alliance (CW-V1):
    route,        // ROUTE(team): whose team a drawn bonus card strengthens (CW-V1.8)
    give_money,   // GIVE_MONEY(ally, amount) (CW-V1.7)
    give,         // GIVE(cards, team): the cards; their price is the next move (CW-V1.14)
    price,        // the price of the GIVE just named, 0 for a free gift (CW-V1.14 step 1)
    accept,       // ACCEPT a priced GIVE (CW-V1.14)
    decline,      // DECLINE it
    join,         // JOIN(X): an ally's groups join the attack (CW-V1.9); under Great Empire
                  // also another seat of the attacker's controller (CW-V7.3)
    ally_defend,  // ALLY_DEFEND(X): an ally's groups join the defense (CW-V1.10, CW-V1.20, CW-V7.3)
    // Great Empire (CW-V7):
    conquest,  // CONQUEST(spoils or annex): target = 0 for the spoils, 1 to annex (CW-V7.2)
};

// One atomic decision (CW-18.1). Ten bytes, trivially copyable; each kind
// uses the fields below and leaves the others zero (make one with the named
// constructors: move::attack(units, seat, target)...).
//   hire       target = the card; under merged decks (CW-V1.22) seat = the
//              record holding it (the turn seat's, or its other suit's)
//   attack     cards = the attacking units (kingpin bit for the kingpin),
//              seat = the target's seat, target = his card or `kingpin`,
//              other_cards = the groups of the attacker's other seat (CW-V1.20)
//   defend     cards = the groups added (the target is implied)
//   keep       cards = the thug cards kept (hand and play together); under
//              merged decks one suit's, the kingpin's suit first (CW-V1.22)
//   surrender  cards = the one group given up next (CW-15.3); or instead
//              other_cards = a group of another seat of his controller,
//              seat = that seat (CW-V1.21, CW-V7.3)
//   loan       dollars = L
//   route      seat = the player whose team the bonus goes to
//   give_money seat = the ally, dollars = the sum given
//   give       seat = the ally, cards = the giver's thug cards (hand or play)
//   price      dollars = the price asked
//   join, ally_defend  cards = the ally's groups added
//   conquest   annex = true to annex the conquered team, false for the spoils (CW-V7.2)
//
// GIVE and its price are two moves (a priced gift is then ACCEPTed or
// DECLINEd): one move for every (cards, price) pair would make the list of a
// main phase hundreds of thousands long. The gifts reachable are the same.
struct move {
    action kind = action::end_turn;
    card target = 0;
    player_id seat = 0;
    bool annex = false;
    card_set cards = 0;
    card_set other_cards = 0;
    std::uint16_t dollars = 0;

    [[nodiscard]] static constexpr move end_turn() noexcept { return {}; }
    [[nodiscard]] static constexpr move hire(card c, player_id from = 0) noexcept {
        return {action::hire, c, from, false, 0, 0, 0};
    }
    [[nodiscard]] static constexpr move attack(card_set units, player_id seat, card target, card_set other_seat = 0) noexcept {
        return {action::attack, target, seat, false, units, other_seat, 0};
    }
    [[nodiscard]] static constexpr move defend(card_set added) noexcept { return {action::defend, 0, 0, false, added, 0, 0}; }
    [[nodiscard]] static constexpr move snitch() noexcept { return {action::snitch, 0, 0, false, 0, 0, 0}; }
    [[nodiscard]] static constexpr move roulette() noexcept { return {action::roulette, 0, 0, false, 0, 0, 0}; }
    [[nodiscard]] static constexpr move loan(std::uint16_t dollars) noexcept {
        return {action::loan, 0, 0, false, 0, 0, dollars};
    }
    [[nodiscard]] static constexpr move keep(card_set kept) noexcept { return {action::keep, 0, 0, false, kept, 0, 0}; }
    [[nodiscard]] static constexpr move surrender(card_set groups, card_set other = 0, player_id other_seat = 0) noexcept {
        return {action::surrender, 0, other_seat, false, groups, other, 0};
    }
    [[nodiscard]] static constexpr move route(player_id to) noexcept { return {action::route, 0, to, false, 0, 0, 0}; }
    [[nodiscard]] static constexpr move give_money(player_id ally, std::uint16_t dollars) noexcept {
        return {action::give_money, 0, ally, false, 0, 0, dollars};
    }
    [[nodiscard]] static constexpr move give(player_id ally, card_set given) noexcept {
        return {action::give, 0, ally, false, given, 0, 0};
    }
    [[nodiscard]] static constexpr move price(std::uint16_t dollars) noexcept {
        return {action::price, 0, 0, false, 0, 0, dollars};
    }
    [[nodiscard]] static constexpr move accept() noexcept { return {action::accept, 0, 0, false, 0, 0, 0}; }
    [[nodiscard]] static constexpr move decline() noexcept { return {action::decline, 0, 0, false, 0, 0, 0}; }
    [[nodiscard]] static constexpr move join(card_set groups) noexcept { return {action::join, 0, 0, false, groups, 0, 0}; }
    [[nodiscard]] static constexpr move ally_defend(card_set groups) noexcept {
        return {action::ally_defend, 0, 0, false, groups, 0, 0};
    }
    [[nodiscard]] static constexpr move conquest(bool annex) noexcept { return {action::conquest, 0, 0, annex, 0, 0, 0}; }
    friend constexpr bool operator==(const move&, const move&) = default;
};

// ---------------------------------------------------------------- chance

// The chance events of CW-17.
enum class chance_kind : std::uint8_t {
    first_player,  // CW-17.2: first = the player
    draw,          // CW-17.5: first = the card drawn from the drawer's S (CW-V1.22: second = 1 from his other suit's)
    roulette,      // CW-17.4: first = the face
    combat,        // CW-17.3, CW-V2.2: first = attacker's die (or sum), second = defender's
};

struct outcome {
    chance_kind kind = chance_kind::first_player;
    std::uint8_t first = 0;
    std::uint8_t second = 0;

    // CW-17.2: seat `seat` goes first.
    [[nodiscard]] static constexpr outcome first_player(std::uint8_t seat) noexcept {
        return {chance_kind::first_player, seat, 0};
    }
    // CW-17.5: card c drawn; CW-V1.22: from the merged seat's other suit when `other_suit`.
    [[nodiscard]] static constexpr outcome draw(card c, bool other_suit = false) noexcept {
        return {chance_kind::draw, c, static_cast<std::uint8_t>(other_suit ? 1 : 0)};
    }
    // CW-17.4: the roulette die's face.
    [[nodiscard]] static constexpr outcome roulette(std::uint8_t face) noexcept { return {chance_kind::roulette, face, 0}; }
    // CW-17.3, CW-V2.2: the attacker's die (or four-dice sum), then the defender's.
    [[nodiscard]] static constexpr outcome combat(std::uint8_t attack, std::uint8_t defense) noexcept {
        return {chance_kind::combat, attack, defense};
    }
    friend constexpr bool operator==(const outcome&, const outcome&) = default;
};

// ---------------------------------------------------------------- phases

enum class phase : std::uint8_t {
    choose_first,  // chance: the first player (CW-3.5, CW-17.2)
    dealing,       // chance: an opening draw (CW-3.6) from a non-empty S
    drawing,       // chance: the turn's draw (CW-5.2 step 2) from a non-empty S
    main,          // the current player: his main phase (CW-5.2 step 3)
    defending,     // the target's owner: DEFEND (CW-10.4, CW-10.6)
    combat,        // chance: the combat roll (CW-9.6, CW-17.3)
    roulette,      // chance: the roulette die (CW-14, CW-17.4)
    loan,          // the current player: LOAN after a 2 or 3 (CW-15.6 a)
    keep,          // the current player: KEEP after a 1 (CW-14.3, CW-15.6 b)
    surrender,     // the current player: SURRENDER for a remainder (CW-15.3)
    over,          // terminal
    // Thug Alliance (CW-V1):
    routing,        // the drawer: ROUTE the bonus card just drawn (CW-V1.8)
    joining,        // helper(), an ally of the attacker's: JOIN (CW-V1.9, CW-V7.3)
    ally_defending, // helper(), an ally of the target's: ALLY_DEFEND (CW-V1.10, CW-V1.20, CW-V7.3)
    pricing,        // the giver: the price of his GIVE (CW-V1.14)
    accepting,      // the receiver: ACCEPT or DECLINE a priced GIVE (CW-V1.14)
    // Great Empire (CW-V7):
    conquering,     // the killer: CONQUEST, spoils or annex (CW-V7.2); target_player() is the conquered seat
};

// How a game starts (CW-2.4, CW-3.5, CW-12.8).
struct setup {
    // The team of each seat (CW-2.4): suit + 4 * pack; all distinct.
    std::array<team_id, 8> teams{0, 1, 2, 3, 4, 5, 6, 7};
    // CW-3.5: -1 rolls for the first player (a chance node), else that seat.
    player_id first = -1;
    // CW-12.8: an engine cap on turns taken in all, ending the game drawn; 0 = none.
    std::uint32_t turn_limit = 0;
    // CW-V1.2 (Thug Alliance only): each seat's ally, -1 for none; -2 pairs
    // the default way, seat p with seat p + N/2 (partners sit opposite).
    std::array<std::int8_t, 8> allies{-2, -2, -2, -2, -2, -2, -2, -2};
    // CW-V1.11: when only allies remain, play on as enemies instead of
    // ending the game with both winning.
    bool play_on = false;
    // CW-V1.11: with play_on, the allies restore the Snitch as they turn
    // enemies: each adds a Joker to his deck and shuffles it (B into S).
    bool restore_snitch = false;
    friend constexpr bool operator==(const setup&, const setup&) = default;
};

template <rules_policy R = standard_rules>
class state {
public:
    using rules = R;
    using move_type = move;
    using outcome_type = outcome;
    static constexpr std::size_t num_players = static_cast<std::size_t>(R::players);  // controllers
    static constexpr std::size_t num_seats = static_cast<std::size_t>(R::seats);      // teams (CW-V1.21)

    // A new game of the default setup: seat i plays suit i % 4 of pack i / 4,
    // and the first player is rolled for.
    constexpr state() noexcept : state(crime_wars::setup{}) {}

    // A new game (CW-3, CW-V3.2, CW-V4.2). The setup must be valid; start_game()
    // in apply.hpp checks it and says what is wrong.
    constexpr explicit state(const crime_wars::setup& su) noexcept {
        for (std::size_t p = 0; p < num_seats; ++p) {
            team_record& t = teams_[p];
            t.team = su.teams[p];
            if (p < num_players) {  // CW-3.2, CW-V3.2 (an Ace per seat), CW-V1.19
                constexpr std::uint32_t seats_each = num_seats / num_players;
                t.money = (R::two_teams ? two_teams_money : starting_money) +
                          (R::aggressor ? (aggressor_money - starting_money) * seats_each : 0);
            }
            if constexpr (R::two_teams) t.ally = static_cast<player_id>((p + num_players) % num_seats);  // CW-V1.20
            if constexpr (R::great_empire) controllers_.of[p] = static_cast<player_id>(p % num_players);
            if constexpr (R::merged_decks) t.kingless = p >= num_players;  // CW-V1.22: the other King is out
            if constexpr (R::alliance) {  // CW-V1.2
                const int a = su.allies[p];
                t.ally = static_cast<player_id>(a == -2 ? (static_cast<int>(p) + R::players / 2) % R::players : a);
            }
            if constexpr (R::rush) continue;  // CW-V4.2: no cards but the kingpin
            t.deck = static_cast<card_set>(thug_cards | bonus_cards | (R::snitch ? bit(joker) : 0));  // CW-3.4
            if constexpr (R::aggressor) {  // CW-V3.2: thugs in play, one Q and one J applied
                t.play = thug_cards;
                t.deck = static_cast<card_set>(t.deck & ~thug_cards);
                t.queens = t.jacks = 1;
            }
        }
        turn_limit_ = su.turn_limit;
        play_on_ = su.play_on;
        restore_snitch_ = su.restore_snitch;
        if (su.first < 0) {
            phase_ = phase::choose_first;  // CW-3.5
            return;
        }
        first_ = current_ = su.first;
        if constexpr (R::rush) {
            phase_ = phase::main;  // CW-V4.2: no draws at all
        } else if constexpr (R::aggressor) {
            phase_ = phase::drawing;  // CW-V3.2: no opening draw
        } else {
            phase_ = phase::dealing;  // CW-3.6
            deals_left_ = static_cast<std::uint8_t>(opening_draws * R::turn_seats);
        }
    }

    [[nodiscard]] constexpr const team_record& team(player_id p) const noexcept {
        return teams_[static_cast<std::size_t>(p)];
    }
    // CW-V1.17, CW-V7.3: the controller of a seat (the seat itself unless two
    // teams per player, or an annexation under Great Empire).
    [[nodiscard]] constexpr player_id controller_of(player_id seat) const noexcept {
        if constexpr (R::great_empire) return controllers_.of[static_cast<std::size_t>(seat)];
        return static_cast<player_id>(seat % R::players);
    }
    // CW-V1.19, CW-V1.21: the record holding a seat's money and loan.
    [[nodiscard]] constexpr const team_record& account(player_id seat) const noexcept { return team(controller_of(seat)); }
    // CW-V1.21: is the controller still in the game (a seat of his not eliminated)?
    [[nodiscard]] constexpr bool controller_in(player_id c) const noexcept {
        for (std::size_t q = 0; q < num_seats; ++q)
            if (!teams_[q].eliminated && controller_of(static_cast<player_id>(q)) == c) return true;
        return false;
    }
    [[nodiscard]] constexpr crime_wars::phase phase() const noexcept { return phase_; }
    // The seat whose turn it is (CW-0.3, CW-V1.21); during the setup draws, the drawer.
    [[nodiscard]] constexpr player_id turn_player() const noexcept { return current_; }
    [[nodiscard]] constexpr player_id first_player() const noexcept { return first_; }
    // Opening draws still to make (CW-3.6).
    [[nodiscard]] constexpr int deals_left() const noexcept { return deals_left_; }
    [[nodiscard]] constexpr bool roulette_played() const noexcept { return roulette_used_; }
    // At a loan decision: D; at a surrender: the remainder R (CW-15).
    [[nodiscard]] constexpr std::uint32_t debt() const noexcept { return debt_; }
    // Where a surrender returns to: main (a roulette loss) or drawing (a loan repaid).
    [[nodiscard]] constexpr crime_wars::phase resume_phase() const noexcept { return resume_; }
    // CW-15.3: a surrender gives up one group at a time, largest first; the
    // next group's surrender_key must be below this (no_surrender_bound before the first).
    [[nodiscard]] constexpr std::uint8_t surrender_below() const noexcept { return surrender_below_; }
    // The attack in progress (CW-9.5): the current player's units, the target.
    [[nodiscard]] constexpr card_set attackers() const noexcept { return attackers_; }
    [[nodiscard]] constexpr player_id target_player() const noexcept { return target_seat_; }
    [[nodiscard]] constexpr card target_card() const noexcept { return target_; }
    [[nodiscard]] constexpr card_set defenders() const noexcept { return defenders_; }  // added groups
    // CW-V1.9, CW-V1.10, CW-V1.20, CW-V7.3: the groups seat q adds to the
    // attack (an ally or another seat of the attacker's controller) or to the
    // defense (one of the target's); 0 for the attacker's and target's seats.
    [[nodiscard]] constexpr card_set help(player_id q) const noexcept {
        if constexpr (has_helpers) return help_.of[static_cast<std::size_t>(q)];
        return 0;
    }
    // At a JOIN or ALLY_DEFEND decision, the seat deciding; -1 otherwise.
    [[nodiscard]] constexpr player_id helper() const noexcept { return helper_; }
    // CW-V1.8: the bonus card waiting for its ROUTE.
    [[nodiscard]] constexpr card pending_bonus() const noexcept { return pending_; }
    // CW-V1.14: the cards of the GIVE being priced or answered; at `accepting`, debt() is its price.
    [[nodiscard]] constexpr card_set gift() const noexcept { return gift_; }
    // CW-V1.11: play on when only allies remain.
    [[nodiscard]] constexpr bool plays_on() const noexcept { return play_on_; }
    // CW-V1.11: the setup option to restore the Snitch, and whether it has been.
    [[nodiscard]] constexpr bool restores_snitch() const noexcept { return restore_snitch_; }
    [[nodiscard]] constexpr bool snitch_restored() const noexcept { return snitch_restored_; }
    // CW-V8.2: the pot (0 unless Gambling).
    [[nodiscard]] constexpr std::uint32_t pot() const noexcept { return pot_; }
    // CW-V6: who holds the coin (a player, or controller), -1 while it is in the middle.
    [[nodiscard]] constexpr player_id coin_holder() const noexcept { return coin_; }
    // Turns taken in all, and the cap (CW-12.8).
    [[nodiscard]] constexpr std::uint32_t turns_taken() const noexcept { return turns_; }
    [[nodiscard]] constexpr std::uint32_t turn_limit() const noexcept { return turn_limit_; }
    // CW-V1.22, CW-4.4: the order of the merged bottom of the seat of record
    // q: bit i set when its i-th card (B[0] first) is the other suit's
    // (record q + players), clear when it is the kingpin's suit's (record q).
    [[nodiscard]] constexpr std::uint32_t bottom_order(player_id q) const noexcept {
        if constexpr (R::merged_decks) return merged_.order[static_cast<std::size_t>(q % R::players)];
        return 0;
    }
    // CW-V1.22, CW-14.3: at the second step of a merged seat's KEEP, the
    // kingpin suit's thug cards kept at the first.
    [[nodiscard]] constexpr card_set kept() const noexcept {
        if constexpr (R::merged_decks) return merged_.kept;
        return 0;
    }
    // Players (controllers) not eliminated.
    [[nodiscard]] constexpr int players_left() const noexcept {
        int n = 0;
        for (player_id c = 0; c < R::players; ++c) n += controller_in(c) ? 1 : 0;
        return n;
    }

    friend constexpr bool operator==(const state&, const state&) = default;

    // The rules (apply.hpp, resolve.hpp), the readers (state_reader.hpp) and
    // sample() build states field by field; `edit` is their access, not part
    // of the user API.
    struct edit;

private:
    std::array<team_record, num_seats> teams_{};
    // CW-V7.3: each seat's controller, under Great Empire only.
    struct no_controllers {
        friend constexpr bool operator==(const no_controllers&, const no_controllers&) = default;
    };
    struct seat_controllers {
        std::array<player_id, num_seats> of{};
        friend constexpr bool operator==(const seat_controllers&, const seat_controllers&) = default;
    };
    [[no_unique_address]] std::conditional_t<R::great_empire, seat_controllers, no_controllers> controllers_{};
    std::uint32_t pot_ = 0;
    std::uint32_t turns_ = 0;
    std::uint32_t turn_limit_ = 0;
    std::uint32_t debt_ = 0;
    card_set attackers_ = 0;
    card_set defenders_ = 0;
    // CW-V1.9, CW-V1.10, CW-V1.20, CW-V7.3: helpers exist only with allies or several seats per player.
    static constexpr bool has_helpers = R::alliance || R::two_teams || R::great_empire;
    struct no_help {
        friend constexpr bool operator==(const no_help&, const no_help&) = default;
    };
    struct seat_help {
        std::array<card_set, num_seats> of{};
        friend constexpr bool operator==(const seat_help&, const seat_help&) = default;
    };
    [[no_unique_address]] std::conditional_t<has_helpers, seat_help, no_help> help_{};
    // CW-V1.22: the merged bottoms' order and a KEEP's first step, under merged decks only.
    struct no_merged {
        friend constexpr bool operator==(const no_merged&, const no_merged&) = default;
    };
    struct merged_seats {
        std::array<std::uint32_t, num_players> order{};
        card_set kept = 0;
        friend constexpr bool operator==(const merged_seats&, const merged_seats&) = default;
    };
    [[no_unique_address]] std::conditional_t<R::merged_decks, merged_seats, no_merged> merged_{};
    card_set gift_ = 0;
    card pending_ = 0;
    bool play_on_ = false;
    bool restore_snitch_ = false;
    bool snitch_restored_ = false;
    crime_wars::phase phase_ = phase::choose_first;
    crime_wars::phase resume_ = phase::main;
    std::uint8_t surrender_below_ = no_surrender_bound;
    player_id current_ = 0;
    player_id first_ = 0;
    player_id target_seat_ = 0;
    card target_ = 0;
    std::uint8_t deals_left_ = 0;
    bool roulette_used_ = false;
    player_id coin_ = -1;
    player_id helper_ = -1;
};

template <rules_policy R>
struct state<R>::edit {
    state& s;
    constexpr team_record& team(player_id p) noexcept { return s.teams_[static_cast<std::size_t>(p)]; }
    constexpr team_record& account(player_id seat) noexcept { return team(s.controller_of(seat)); }
    // CW-V7.3: hands a seat to another controller (Great Empire only).
    constexpr void set_controller(player_id seat, player_id c) noexcept {
        if constexpr (R::great_empire) s.controllers_.of[static_cast<std::size_t>(seat)] = c;
    }
    // CW-V1.22 (merged decks only).
    constexpr void set_bottom_order(player_id q, std::uint32_t order) noexcept {
        if constexpr (R::merged_decks) s.merged_.order[static_cast<std::size_t>(q % R::players)] = order;
    }
    constexpr void set_kept(card_set kept) noexcept {
        if constexpr (R::merged_decks) s.merged_.kept = kept;
    }
    constexpr std::uint32_t& pot() noexcept { return s.pot_; }
    constexpr std::uint32_t& turns() noexcept { return s.turns_; }
    constexpr std::uint32_t& turn_limit() noexcept { return s.turn_limit_; }
    constexpr std::uint32_t& debt() noexcept { return s.debt_; }
    constexpr card_set& attackers() noexcept { return s.attackers_; }
    constexpr card_set& defenders() noexcept { return s.defenders_; }
    constexpr void set_help(player_id q, card_set groups) noexcept {
        if constexpr (has_helpers) s.help_.of[static_cast<std::size_t>(q)] = groups;
    }
    constexpr void clear_help() noexcept { s.help_ = {}; }
    constexpr player_id& helper() noexcept { return s.helper_; }
    constexpr card_set& gift() noexcept { return s.gift_; }
    constexpr card& pending_bonus() noexcept { return s.pending_; }
    constexpr bool& play_on() noexcept { return s.play_on_; }
    constexpr bool& restore_snitch() noexcept { return s.restore_snitch_; }
    constexpr bool& snitch_restored() noexcept { return s.snitch_restored_; }
    constexpr crime_wars::phase& phase() noexcept { return s.phase_; }
    constexpr crime_wars::phase& resume() noexcept { return s.resume_; }
    constexpr std::uint8_t& surrender_below() noexcept { return s.surrender_below_; }
    constexpr player_id& current() noexcept { return s.current_; }
    constexpr player_id& first() noexcept { return s.first_; }
    constexpr player_id& target_player() noexcept { return s.target_seat_; }
    constexpr card& target_card() noexcept { return s.target_; }
    constexpr std::uint8_t& deals_left() noexcept { return s.deals_left_; }
    constexpr bool& roulette_used() noexcept { return s.roulette_used_; }
    constexpr player_id& coin() noexcept { return s.coin_; }
};

// ---------------------------------------------------------------- queries

// CW-V1.2, CW-V1.20, CW-V7.3: are seats p and q on one side? They are when
// one controller has both, or (Thug Alliance) their controllers are allies:
// an annexed seat follows the alliance of its new controller. The alliance
// lives in the `ally` of each controller's own seat.
template <rules_policy R>
[[nodiscard]] constexpr bool allied(const state<R>& s, player_id p, player_id q) noexcept {
    const player_id cp = s.controller_of(p), cq = s.controller_of(q);
    if (cp == cq) return true;
    if constexpr (R::alliance) return s.team(cp).ally >= 0 && s.team(cp).ally == cq;
    return false;
}

// CW-V1.2: p's ally (the seat that bonuses, money and cards go to) if he has
// one still in the game and still on his side, else -1.
template <rules_policy R>
[[nodiscard]] constexpr player_id live_ally(const state<R>& s, player_id p) noexcept {
    const player_id a = s.team(p).ally;
    return a >= 0 && !s.team(a).eliminated && allied(s, p, a) ? a : player_id{-1};
}

template <rules_policy R>
[[nodiscard]] constexpr player_id deciding_seat(const state<R>& s) noexcept;

// The player to decide: under two teams per player, the controller of the
// deciding seat (CW-V1.20).
template <rules_policy R>
[[nodiscard]] constexpr player_id current_player(const state<R>& s) noexcept {
    const player_id seat = deciding_seat(s);
    return seat < 0 ? seat : s.controller_of(seat);
}

// The seat whose decision it is (its team's cards and groups), or
// chance_player / terminal_player.
template <rules_policy R>
[[nodiscard]] constexpr player_id deciding_seat(const state<R>& s) noexcept {
    switch (s.phase()) {
        case phase::choose_first:
        case phase::dealing:
        case phase::drawing:
        case phase::combat:
        case phase::roulette: return chance_player;
        case phase::over: return terminal_player;
        case phase::defending: return s.target_player();  // CW-10.4
        case phase::accepting: return s.team(s.turn_player()).ally;  // CW-V1.14
        case phase::joining:                                         // CW-V1.9, CW-V7.3
        case phase::ally_defending: return s.helper();               // CW-V1.10, CW-V1.20
        case phase::routing:
        case phase::pricing:
        case phase::conquering:  // CW-V7.2: the conqueror
        case phase::main:
        case phase::loan:
        case phase::keep:
        case phase::surrender: break;
    }
    // CW-V1.22: a merged seat's KEEP is decided suit by suit; helper() is the second suit's record.
    if (R::merged_decks && s.phase() == phase::keep && s.helper() >= 0) return s.helper();
    return s.turn_player();
}

template <rules_policy R>
[[nodiscard]] constexpr bool is_terminal(const state<R>& s) noexcept {
    return s.phase() == phase::over;
}

// ---------------------------------------------------------------- the end

// CW-12.6, CW-V1.11: is p a winner? At a terminal state, the players left
// win, unless the turn cap drew the game (CW-12.8); nobody wins before.
template <rules_policy R>
[[nodiscard]] constexpr bool is_winner(const state<R>& s, player_id p) noexcept {
    if (!is_terminal(s) || !s.controller_in(p)) return false;
    if (s.players_left() == 1) return true;
    return R::alliance && s.players_left() == 2 && live_ally(s, p) >= 0;  // joint winners
}

// The single winner, or -1 (before the end, a drawn game, joint winners).
template <rules_policy R>
[[nodiscard]] constexpr player_id winner(const state<R>& s) noexcept {
    if (s.players_left() != 1) return -1;
    for (player_id p = 0; p < R::players; ++p)
        if (is_winner(s, p)) return p;
    return -1;
}

// CW-12.7: the game's score, the winner's money (joint winners': their sum;
// 0 without a winner).
template <rules_policy R>
[[nodiscard]] constexpr std::uint32_t score(const state<R>& s) noexcept {
    std::uint32_t total = 0;
    for (player_id p = 0; p < R::players; ++p)
        if (is_winner(s, p)) total += s.team(p).money;
    return total;
}

// Each player's result: the winners share 1 (CW-V8.2: joint winners share
// equally), everyone else 0 (and all 0 in a drawn game, or before the end).
template <rules_policy R>
[[nodiscard]] constexpr std::array<double, state<R>::num_players> returns(const state<R>& s) noexcept {
    std::array<double, state<R>::num_players> out{};
    int n = 0;
    for (player_id p = 0; p < R::players; ++p) n += is_winner(s, p) ? 1 : 0;
    for (player_id p = 0; p < R::players; ++p)
        if (is_winner(s, p)) out[static_cast<std::size_t>(p)] = 1.0 / n;
    return out;
}

// CW-12.8: the game was drawn by the engine's turn cap, not ended by a rule
// (a truncation, in Gymnasium's and PettingZoo's words; core/game.hpp).
template <rules_policy R>
[[nodiscard]] constexpr bool at_length_cap(const state<R>& s) noexcept {
    if (!is_terminal(s) || s.turn_limit() == 0 || s.turns_taken() < s.turn_limit()) return false;
    for (player_id p = 0; p < R::players; ++p)
        if (is_winner(s, p)) return false;
    return true;
}

}  // namespace arbiter::crime_wars
