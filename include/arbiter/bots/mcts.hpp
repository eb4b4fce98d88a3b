#pragma once
// Monte Carlo tree search over any game of core/game.hpp.
//
//   mcts<S> bot(config);           reserves the tree arena (the only allocation)
//   bot.choose(s, rng)             UCT, for games of perfect information
//   bot.choose(observe(s, p), rng) information-set MCTS, for hidden information
//
// One iteration walks down the tree from the root, playing moves in a copy of
// the state, expands one new decision, finishes the game with a random
// playout (uniform moves unless a Playout policy says otherwise, chance
// outcomes by their probabilities; at most playout_plies decisions, by
// default the game's own limit, so that it ends even where the rules let a
// game go on for ever), and adds the result of each player to the nodes on
// the way back up.
//
// Choices, and why:
//  - Chance nodes are sampled, not expanded by expectation: at a chance node
//    the walk draws an outcome with sample_outcome and follows (or adds) the
//    child for that outcome. Over many iterations each outcome is visited in
//    proportion to its probability, so the means estimate the expectation
//    without listing all 21 or 36 dice under every decision; that keeps the
//    tree small and the budget spent where the search is.
//  - Hidden information: single-observer information-set MCTS by
//    determinisation (Cowling, Powley and Whitehouse, 2012). Each iteration
//    draws a full state with sample(obs, rng) and walks the one shared tree
//    in it; a child is a candidate only when its move is legal in this
//    determinisation, and UCB counts how often it was available rather than
//    how often its parent was visited. The entry point takes the observation
//    and nothing else, so the bot cannot read what its player may not.
//  - Any number of players: a node keeps the total result of the player who
//    chose the edge into it (returns(s)[p] for each p), and UCB at a node
//    maximises for the player to move there.
//  - Results of any scale (backgammon points, Stratego +-1): UCB sees each
//    mean rescaled to [0, 1] by the lowest and highest results seen in this
//    search, so one exploration constant suits every game.
//  - Determinism: every random choice (expansion order, playouts, outcomes,
//    determinisations) draws from the caller's engine with uniform_below;
//    the same seed and budget give the same move. A time budget stops the
//    search at a wall-clock time, which is not reproducible: use iterations
//    for reproducible runs.
//  - No heap inside the search: states and move lists live on the stack,
//    nodes in an arena of max_nodes reserved by the constructor. When the
//    arena is full the tree stops growing and iterations go on from its
//    leaves.
//
// The move returned is the root child visited most often (ties: the better
// mean, then the earlier child).

#include <algorithm>
#include <array>
#include <bitset>
#include <cassert>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <type_traits>
#include <utility>
#include <vector>

#include "../core/chance.hpp"
#include "../core/game.hpp"
#include "../core/playout.hpp"
#include "../core/random.hpp"
#include "bot.hpp"

namespace arbiter::bots {

// mcts_config::playout_plies at its default: each playout stops after
// playout_ply_limit<S> decisions (below), so that a search returns on every
// game, even rules under which a game can go on forever.
inline constexpr std::uint32_t game_length = std::numeric_limits<std::uint32_t>::max();

// The playout limit of a game whose state does not name its own: far longer
// than a random game of backgammon, Memoir '44 or Crime Wars, and a bound on
// the cost of one iteration where a game need never end (an uncapped
// Stratego game without attacks).
inline constexpr std::uint32_t default_playout_plies = 10'000;

// The playout limit for S at the default setting: S::max_playout_plies where
// the state derives one from its rules' length cap (War Chest: the rounds of
// WC-19.6), else default_playout_plies.
template <class S>
inline constexpr std::uint32_t playout_ply_limit = [] {
    if constexpr (requires { { S::max_playout_plies } -> std::convertible_to<std::uint32_t>; })
        return static_cast<std::uint32_t>(S::max_playout_plies);
    else
        return default_playout_plies;
}();

// The budget and knobs of a search.
struct mcts_config {
    // Iterations per decision; 0 for no limit (then time_limit must be set).
    std::uint32_t iterations = 1000;
    // Wall-clock limit per decision; zero for none. Not reproducible.
    std::chrono::nanoseconds time_limit{0};
    // UCB exploration constant, on means rescaled to [0, 1].
    double exploration = 1.4;
    // Decisions a playout makes before it stops and the position is
    // evaluated (see mcts's Evaluate). The default, game_length, is the
    // game's own limit, playout_ply_limit<S>: a finished game for any game
    // that ends in time, and never a playout without end.
    std::uint32_t playout_plies = game_length;
    // Tree nodes the arena holds: about one per iteration, plus chance nodes.
    std::size_t max_nodes = std::size_t{1} << 16;
};

// The default evaluation of where a playout stops: returns(s), each player's
// result. At the end of a game that is the result; where a playout was cut
// short by playout_plies, the games of this library give 0 to everybody (an
// unfinished game scores as a draw).
struct game_returns {
    template <game S>
    [[nodiscard]] constexpr auto operator()(const S& s) const {
        return returns(s);
    }
};

// The default playout policy: the random bot's, uniform over the legal moves
// that are not offers (core/playout.hpp).
using uniform_playout = uniform_choice;

// What a search did, for tests and the curious.
struct mcts_stats {
    std::uint32_t iterations = 0;
    std::size_t nodes = 0;           // nodes in the tree, root included
    std::uint32_t root_visits = 0;   // visits of the chosen move
    double root_mean = 0;            // its mean result, for the player to move
    bool arena_full = false;         // the tree stopped growing
};

namespace detail {

// False for every T: a static_assert that fires only where it is instantiated.
template <class T>
inline constexpr bool never = false;

// The capacity of a game's legal-move list: every game of the library returns
// a static_vector, whose capacity the rules prove.
template <game S>
inline constexpr std::size_t move_capacity = std::remove_cvref_t<decltype(legal_moves(std::declval<const S&>()))>::capacity();

}  // namespace detail

// Evaluate: a callable taking a state and giving each player's value,
// indexable by player (like returns(s)). Higher is better for that player.
// Playout: picks a playout's move, playout(s, legal_moves(s), rng), where a
// game knows better than uniform (backgammon's tool never doubles in a
// playout: random cube actions would swamp the results).
template <game S, class Evaluate = game_returns, class Playout = uniform_playout>
    requires requires(const Evaluate& e, const Playout& p, const S& s, std::mt19937_64& rng) {
        { e(s)[std::size_t{0}] } -> std::convertible_to<double>;
        { p(s, legal_moves(s), rng) } -> std::convertible_to<move_t<S>>;
    }
class mcts {
public:
    using state_type = S;
    using move_type = move_t<S>;
    using outcome_type = outcome_t<S>;
    static constexpr std::size_t players = S::num_players;

    explicit mcts(mcts_config config = {}, Evaluate evaluate = {}, Playout playout = {})
        : config_(config), evaluate_(std::move(evaluate)), playout_(std::move(playout)) {
        assert(config_.iterations > 0 || config_.time_limit.count() > 0);
        if (config_.iterations == 0 && config_.time_limit.count() <= 0) config_.iterations = 1;  // no budget: one
        if (config_.max_nodes == 0) config_.max_nodes = 1;  // the root
        if (config_.playout_plies == game_length) config_.playout_plies = playout_ply_limit<S>;
        nodes_.reserve(config_.max_nodes);
    }

    [[nodiscard]] const mcts_config& config() const noexcept { return config_; }
    [[nodiscard]] const mcts_stats& last_search() const noexcept { return stats_; }

    // UCT for a game of perfect information: s is a decision node. A game
    // with hidden information must use the observation overload; searching
    // its full state would read what the player may not see (see
    // choose_seeing_everything).
    template <random_engine G>
        requires(!hidden_information_game<S>)
    [[nodiscard]] move_type choose(const S& s, G&& rng) {
        return search([&s](G&) { return s; }, rng);
    }

    // The full state of a hidden-information game: refused, with one error
    // that names the ways that work (a `refused` result, not a move, keeps
    // state_bot<mcts, S> false, so bots::ask still gives it the observation).
    struct refused {};
    template <random_engine G>
        requires hidden_information_game<S>
    refused choose(const S&, G&&) {
        static_assert(detail::never<G>,
                      "mcts::choose(state, rng): this game hides information, and searching its full state "
                      "would read what the player may not see. Use bots::ask(bot, state, rng), which passes "
                      "observe(state, current_player(state)), or choose(observation, rng); "
                      "choose_seeing_everything(state, rng) is the bot that cheats, for tests");
        return {};
    }

    // Information-set MCTS: obs is what the player to move may know; every
    // iteration searches a determinisation sample(obs, rng).
    template <class Observation, random_engine G>
        requires observation_of<Observation, S>
    [[nodiscard]] move_type choose(const Observation& obs, G&& rng) {
        return search([&obs](G& g) { return sample(obs, g); }, rng);
    }

    // UCT on the full state of a hidden-information game: a bot that cheats.
    // For tests and analysis only (it shows what the hidden information is
    // worth, and that the hidden-information test can tell the difference).
    template <random_engine G>
    [[nodiscard]] move_type choose_seeing_everything(const S& s, G&& rng) {
        return search([&s](G&) { return s; }, rng);
    }

private:
    static constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();
    static constexpr std::size_t capacity = detail::move_capacity<S>;

    struct node {
        move_type move{};           // the edge into this node, from a decision
        outcome_type outcome{};     // or from a chance node
        std::uint32_t parent = none;
        std::uint32_t first_child = none;
        std::uint32_t next_sibling = none;
        std::uint32_t index = 0;      // the move's index in its parent's legal moves, last seen
        std::uint32_t visits = 0;
        std::uint32_t available = 0;  // parent visits where this move was legal
        double total = 0;             // sum of results for `mover`
        player_id mover = chance_player;  // who chose the edge into this node
    };
    using values = std::array<double, players>;

    [[nodiscard]] bool arena_full() const noexcept { return nodes_.size() >= config_.max_nodes; }

    std::uint32_t add_child(std::uint32_t parent, player_id mover) {
        assert(!arena_full());
        const auto id = static_cast<std::uint32_t>(nodes_.size());
        node& n = nodes_.emplace_back();
        n.parent = parent;
        n.mover = mover;
        n.next_sibling = nodes_[parent].first_child;
        nodes_[parent].first_child = id;
        return id;
    }

    // The mean of child c for its mover, rescaled to [0, 1].
    [[nodiscard]] double scaled_mean(const node& c) const noexcept {
        const double mean = c.total / static_cast<double>(c.visits);
        return high_ > low_ ? (mean - low_) / (high_ - low_) : 0.5;
    }

    // Finds moves[i] == c.move: at its last index first (the usual case: the
    // same state, or a determinisation where the mover's moves are the same),
    // else by scanning. Returns moves.size() when c is not legal here.
    template <class Moves>
    [[nodiscard]] static std::size_t locate(const Moves& moves, const node& c) noexcept {
        if (c.index < moves.size() && moves[c.index] == c.move) return c.index;
        for (std::size_t i = 0; i < moves.size(); ++i)
            if (moves[i] == c.move) return i;
        return moves.size();
    }

    template <class Root, class G>
    move_type search(Root&& root_state, G& rng) {
        using clock = std::chrono::steady_clock;
        const auto deadline = clock::now() + config_.time_limit;
        nodes_.clear();
        nodes_.emplace_back();
        stats_ = {};
        low_ = std::numeric_limits<double>::infinity();
        high_ = -std::numeric_limits<double>::infinity();

        // The player's own moves: the same in every determinisation.
        const S first = root_state(rng);
        assert(current_player(first) >= 0 && "choose needs a decision node");
        const auto root_moves = legal_moves(first);
        assert(!root_moves.empty());
        std::size_t candidates = 0;  // the bot never makes an offer (core/game.hpp)
        for (const auto& m : root_moves) candidates += is_offer(m) ? 0u : 1u;
        if (candidates <= 1) {  // one choice: no search, no draw
            stats_.nodes = 1;
            for (const auto& m : root_moves)
                if (!is_offer(m)) return m;
            return root_moves[0];
        }

        for (std::uint32_t done = 0;;) {
            if (config_.iterations > 0 && done == config_.iterations) break;
            if (config_.time_limit.count() > 0 && clock::now() >= deadline) break;
            iterate(done == 0 ? first : root_state(rng), rng);
            ++done;
            stats_.iterations = done;
        }

        // The most visited root child that is one of the player's moves.
        std::uint32_t best = none;
        for (std::uint32_t c = nodes_[0].first_child; c != none; c = nodes_[c].next_sibling) {
            const node& n = nodes_[c];
            if (locate(root_moves, n) == root_moves.size()) continue;
            if (best == none || n.visits > nodes_[best].visits ||
                (n.visits == nodes_[best].visits &&
                 n.total * nodes_[best].visits > nodes_[best].total * n.visits))
                best = c;
        }
        stats_.nodes = nodes_.size();
        stats_.arena_full = arena_full();
        if (best == none) return root_moves[0];  // no iteration ran (time limit)
        stats_.root_visits = nodes_[best].visits;
        stats_.root_mean = nodes_[best].total / static_cast<double>(std::max(nodes_[best].visits, 1u));
        return nodes_[best].move;
    }

    // One iteration from a (determinised) root state. Allocates nothing: the
    // arena has its capacity from the constructor.
    template <class G>
    void iterate(S s, G& rng) {
        const std::uint32_t at = select_and_expand(s, rng);
        run_playout(s, rng);
        backpropagate(at, s);
    }

    // Selection and expansion: walks s down the tree; returns the node the playout starts from.
    template <class G>
    std::uint32_t select_and_expand(S& s, G& rng) {
        std::uint32_t at = 0;
        for (;;) {
            const player_id who = current_player(s);
            if (who == terminal_player) break;
            if (who == chance_player) {
                const std::uint32_t child = follow_chance(at, s, rng);
                if (child == none) break;  // the arena is full
                at = child;
                continue;
            }
            const auto moves = legal_moves(s);
            std::bitset<capacity> tried;  // offers count as tried: the tree never grows them
            for (std::size_t i = 0; i < moves.size(); ++i)
                if (is_offer(moves[i])) tried.set(i);
            const std::uint32_t best = select_child(at, who, moves, tried);
            const std::size_t untried = moves.size() - tried.count();
            if (untried > 0 && !arena_full())
                return expand_child(at, who, moves, tried, untried, s, rng);
            if (best == none) break;  // the arena is full and nothing here is in the tree
            s = play(s, nodes_[best].move);
            at = best;
        }
        return at;
    }

    // Chance: plays a sampled outcome in s; returns its child (added if new), or none if no room.
    template <class G>
    std::uint32_t follow_chance(std::uint32_t at, S& s, G& rng) {
        const outcome_type o = sample_outcome(chance_outcomes(s), rng);
        s = play(s, o);
        std::uint32_t child = nodes_[at].first_child;
        while (child != none &&
               !(nodes_[child].mover == chance_player && nodes_[child].outcome == o))
            child = nodes_[child].next_sibling;
        if (child == none) {
            if (arena_full()) return none;
            child = add_child(at, chance_player);
            nodes_[child].outcome = o;
        }
        return child;
    }

    // Selection: the best UCB child of `at` among those legal here (marked tried), or none.
    template <class Moves>
    std::uint32_t select_child(std::uint32_t at, player_id who, const Moves& moves,
                               std::bitset<capacity>& tried) {
        std::uint32_t best = none;
        double best_score = -std::numeric_limits<double>::infinity();
        for (std::uint32_t c = nodes_[at].first_child; c != none; c = nodes_[c].next_sibling) {
            node& n = nodes_[c];
            if (n.mover != who) continue;
            const std::size_t i = locate(moves, n);
            if (i == moves.size()) continue;  // not legal in this determinisation
            n.index = static_cast<std::uint32_t>(i);
            tried.set(i);
            ++n.available;
            const double score =
                scaled_mean(n) +
                config_.exploration * std::sqrt(std::log(static_cast<double>(n.available)) /
                                                static_cast<double>(n.visits));
            if (score > best_score) best = c, best_score = score;
        }
        return best;
    }

    // Expansion: adds a child of `at` for one of the untried moves, plays it in s, returns it.
    template <class Moves, class G>
    std::uint32_t expand_child(std::uint32_t at, player_id who, const Moves& moves,
                               const std::bitset<capacity>& tried, std::size_t untried, S& s,
                               G& rng) {
        // Expand a move not yet in the tree, uniformly at random.
        std::size_t k = static_cast<std::size_t>(uniform_below(rng, untried));
        std::size_t i = 0;
        for (;; ++i)
            if (!tried.test(i) && k-- == 0) break;
        const std::uint32_t child = add_child(at, who);
        nodes_[child].move = moves[i];
        nodes_[child].index = static_cast<std::uint32_t>(i);
        nodes_[child].available = 1;
        s = play(s, moves[i]);
        return child;
    }

    // Playout: finishes the game in s, or stops after playout_plies decisions.
    template <class G>
    void run_playout(S& s, G& rng) {
        for (std::uint32_t plies = 0;;) {
            const player_id who = current_player(s);
            if (who == terminal_player) break;
            if (who == chance_player) {
                s = play(s, sample_outcome(chance_outcomes(s), rng));
                continue;
            }
            if (plies++ == config_.playout_plies) break;
            s = play(s, playout_(static_cast<const S&>(s), legal_moves(s), rng));
        }
    }

    // Backpropagation: evaluates s and adds the results to the nodes from `at` up to the root.
    void backpropagate(std::uint32_t at, const S& s) {
        const auto result = evaluate_(s);
        values v{};
        for (std::size_t p = 0; p < players; ++p) {
            v[p] = static_cast<double>(result[p]);
            low_ = std::min(low_, v[p]);
            high_ = std::max(high_, v[p]);
        }
        for (std::uint32_t n = at; n != none; n = nodes_[n].parent) {
            node& x = nodes_[n];
            ++x.visits;
            if (x.mover >= 0) x.total += v[static_cast<std::size_t>(x.mover)];
        }
    }

    mcts_config config_;
    Evaluate evaluate_;
    Playout playout_;
    std::vector<node> nodes_;
    mcts_stats stats_{};
    double low_ = 0;
    double high_ = 0;
};

}  // namespace arbiter::bots
