#pragma once
// Write your own game (tour step 9, with your_own_game.cpp): a whole game
// in one header, in the order you would write one. Players alternate: the
// player to move adds 1 or 2 to a running total, then a biased coin adds 0
// (probability 1/3) or 1 (2/3). The player whose move (with its coin) brings
// the total to `goal` or more wins.
//
// Six steps, each a set of free functions the library finds by
// argument-dependent lookup (no base class, no registration):
//   1. the types: a move, a chance outcome, a state (copyable, comparable);
//   2. the rules: current_player, legal_moves, chance_outcomes with exact
//      probabilities, play (of a move and of an outcome), is_terminal,
//      returns: with these the state is an arbiter::game (core/game.hpp),
//      and random playouts, perft and MCTS work on it;
//   3. checked play: try_play, which refuses an illegal move with a reason;
//   4. text: moves, outcomes and states written and read back
//      (arbiter::text_game, core/text_game.hpp): saving, loading, logs;
//   5. words: what a move does, for each viewer (core/describe.hpp);
//   6. a descriptor: a name, the rules entries, how a game starts
//      (core/descriptor.hpp). With it the `arbiter` tool offers every
//      command for the game: a test build plugs this one in as a sixth game
//      (examples/arbiter/toy_tool.cpp), and the tests use it to check the
//      generic algorithms on numbers small enough to count by hand.
// The five real games follow the same steps, a file a step
// (include/arbiter/README.md), with action ids and observation tensors for
// learning on top.

#include <arbiter/core.hpp>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace toy {

// ---------------------------------------------------------- 1. the types

struct move {
    std::uint8_t add = 1;
    friend constexpr bool operator==(const move&, const move&) = default;
};
struct coin {
    std::uint8_t add = 0;
    friend constexpr bool operator==(const coin&, const coin&) = default;
};

struct state {
    using move_type = move;
    using outcome_type = coin;
    static constexpr std::size_t num_players = 2;

    int goal = 4;
    int total = 0;
    arbiter::player_id mover = 0;
    bool coin_pending = false;
    friend constexpr bool operator==(const state&, const state&) = default;
};

// ---------------------------------------------------------- 2. the rules

constexpr bool is_terminal(const state& s) { return !s.coin_pending && s.total >= s.goal; }
constexpr arbiter::player_id current_player(const state& s) {
    if (is_terminal(s)) return arbiter::terminal_player;
    return s.coin_pending ? arbiter::chance_player : s.mover;
}
constexpr arbiter::static_vector<move, 2> legal_moves(const state& s) {
    if (current_player(s) < 0) return {};
    return {move{1}, move{2}};
}
constexpr arbiter::static_vector<arbiter::chance_outcome<coin>, 2> chance_outcomes(const state& s) {
    if (!s.coin_pending) return {};
    return {{coin{0}, arbiter::probability{1, 3}}, {coin{1}, arbiter::probability{2, 3}}};
}
constexpr state play(state s, move m) {
    s.total += m.add;
    s.coin_pending = true;
    return s;
}
constexpr state play(state s, coin c) {
    s.total += c.add;
    s.coin_pending = false;
    if (s.total < s.goal) s.mover = static_cast<arbiter::player_id>(1 - s.mover);
    return s;
}
// ---------------------------------------------------------- 3. checked play

inline arbiter::result<state> try_play(const state& s, move m) {
    if (current_player(s) < 0) return arbiter::make_error("nobody is to move");
    if (m.add != 1 && m.add != 2) return arbiter::make_error("add 1 or 2");
    return play(s, m);
}
// Back to the rules: each player's result at the end (+1 the winner).
constexpr std::array<double, 2> returns(const state& s) {
    if (!is_terminal(s)) return {0, 0};
    return s.mover == 0 ? std::array<double, 2>{1, -1} : std::array<double, 2>{-1, 1};
}

// ---------------------------------------------------------- 4. text

// The text interface: a move is `+1` or `+2`, a coin `coin 0` or `coin 1`,
// a state `goal=4 total=2 mover=1 coin=yes`.
inline std::string to_string(const state&, const move& m) { return "+" + std::to_string(m.add); }
inline std::string to_string(const state&, const coin& c) { return "coin " + std::to_string(c.add); }
inline std::string to_string(const state& s) {
    return "goal=" + std::to_string(s.goal) + " total=" + std::to_string(s.total) +
           " mover=" + std::to_string(s.mover) + " coin=" + (s.coin_pending ? "yes" : "no");
}
inline arbiter::result<move> parse_move(const state&, std::string_view text) {
    if (text == "+1") return move{1};
    if (text == "+2") return move{2};
    return arbiter::make_error("a move is +1 or +2, not '" + std::string(text) + "'", 0);
}
inline arbiter::result<coin> parse_outcome(const state&, std::string_view text) {
    if (text == "coin 0") return coin{0};
    if (text == "coin 1") return coin{1};
    return arbiter::make_error("an outcome is `coin 0` or `coin 1`, not '" + std::string(text) + "'", 0);
}
inline arbiter::result<state> parse_state(std::string_view text) {
    namespace tx = arbiter::text;
    state s;
    tx::scanner words(text);
    for (const std::string_view key : {"goal", "total", "mover", "coin"}) {
        const tx::token word = words.next();
        const auto f = tx::split_field(word);
        if (!f) return tx::located(f.error(), text);
        if (f->key.text != key) return tx::located(tx::error_at(f->key, "expected " + std::string(key) + "="), text);
        if (key == "coin") {
            if (f->value.text != "yes" && f->value.text != "no")
                return tx::located(tx::error_at(f->value, "coin is yes or no"), text);
            s.coin_pending = f->value.text == "yes";
            continue;
        }
        const auto v = tx::to_integer<int>(f->value, 0, key == "mover" ? 1 : 100, key);
        if (!v) return tx::located(v.error(), text);
        if (key == "goal") s.goal = *v;
        else if (key == "total") s.total = *v;
        else s.mover = static_cast<arbiter::player_id>(*v);
    }
    if (!words.at_end()) return tx::located(tx::error_at(words.next(), "unexpected text after the state"), text);
    return arbiter::require_playable(s, 0);
}
inline arbiter::result<state> parse_state(std::type_identity<state>, std::string_view text) { return parse_state(text); }

// ---------------------------------------------------------- 5. words

// What happened, in words and events (core/describe.hpp).
inline std::string toy_seat(arbiter::player_id p, arbiter::player_id viewer) {
    return arbiter::seat_word(p, viewer, "player " + std::to_string(p));
}
inline std::string describe(const state& s, const move& m, arbiter::player_id viewer) {
    return arbiter::capitalized(toy_seat(s.mover, viewer)) + " add" + (s.mover == viewer ? " " : "s ") +
           std::to_string(m.add) + ": the total is " + std::to_string(s.total + m.add) + ".";
}
inline std::string describe(const state& s, const coin& c, arbiter::player_id) {
    return "The coin adds " + std::to_string(c.add) + ": the total is " + std::to_string(s.total + c.add) + ".";
}
inline std::string describe_end(const state& s, arbiter::player_id viewer) {
    return arbiter::capitalized(toy_seat(s.mover, viewer)) + " reached " + std::to_string(s.goal) + " and " +
           (s.mover == viewer ? "win." : "wins.");
}
inline std::vector<arbiter::event> events(const state& s, const move& m, arbiter::player_id) {
    return {{arbiter::event_kind::scored, s.mover, "total", "", "", m.add}};
}
inline std::vector<arbiter::event> events(const state& s, const coin& c, arbiter::player_id) {
    std::vector<arbiter::event> out{{arbiter::event_kind::rolled, -1, "coin " + std::to_string(c.add), "", "", c.add}};
    if (!is_terminal(play(s, c))) return out;
    out.push_back({arbiter::event_kind::game_over, s.mover, "", "", "", s.total + c.add});
    return out;
}

// ---------------------------------------------------------- 6. the descriptor

// The descriptor: one rules entry (the toy has no variants), no cap needed.
struct standard_rules {};
struct descriptor {
    static constexpr std::string_view name = "toy";
    static constexpr std::string_view summary = "the toy game of the tests: add 1 or 2, then a biased coin";
    template <class R>
    using state_type = state;
    using rules = arbiter::rules_list<arbiter::named_rules<"standard", standard_rules>>;
    static constexpr arbiter::utility_range utility{-1, 1};
    template <class R>
    using capped = R;
    static constexpr arbiter::length_cap cap{};
    template <class R>
    static arbiter::result<state> start(const arbiter::start_options& o) {
        if (o.setup.empty()) return state{};
        return parse_state(o.setup);
    }
};

static_assert(arbiter::game<state>);
static_assert(arbiter::text_game<state>);
static_assert(arbiter::describing_game<state>);
static_assert(arbiter::game_descriptor<descriptor>);

}  // namespace toy
