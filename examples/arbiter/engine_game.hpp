#pragma once
// One game in progress behind `arbiter engine` (engine.hpp), whatever its
// type: engine_game is what the protocol asks of it, engine_game_of the one
// implementation, written once over the game's descriptor and text
// interface, and start_engine_game the factory each game's entry in the tool
// holds (game_info::engine). Every error is a usage_error whose message the
// protocol sends back; a failed command leaves the game as it was.

#include <arbiter/bots.hpp>
#include <arbiter/core.hpp>

#include <cstdint>
#include <memory>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "bots.hpp"
#include "game_traits.hpp"
#include "options.hpp"
#include "play_session.hpp"

namespace cli {

class engine_game {
public:
    engine_game() = default;
    engine_game(const engine_game&) = delete;
    engine_game& operator=(const engine_game&) = delete;
    virtual ~engine_game() = default;

    [[nodiscard]] virtual std::string_view game_name() const = 0;
    [[nodiscard]] virtual std::string_view rules_name() const = 0;
    // The rules entry's number of players (0: the only one its name has).
    [[nodiscard]] virtual int entry_players() const = 0;
    // `game=NAME rules=R players=N`, as a full-state text's header says it.
    [[nodiscard]] virtual std::string header() const = 0;
    [[nodiscard]] virtual std::string state_text() const = 0;
    // A player's number, "chance" or "over".
    [[nodiscard]] virtual std::string to_move_text() const = 0;
    // One line each: a legal move (a tab, then where it leads, if the game
    // says), or a chance outcome, a tab and its probability N/D.
    [[nodiscard]] virtual std::string move_lines() const = 0;
    [[nodiscard]] virtual std::string outcome_lines() const = 0;
    // A move of the player to move, or at a chance node an outcome.
    virtual void apply(std::string_view text) = 0;
    // A chance outcome drawn from `rng` and played: its text.
    virtual std::string roll_outcome(std::mt19937_64& rng) = 0;
    virtual void undo() = 0;
    // Each player's return, then a tab and how the game ended (if the game says).
    [[nodiscard]] virtual std::string result_text() const = 0;
    // The move bot `name` (empty: the game's default; `iterations` for
    // mcts, empty: its default) chooses, not played.
    virtual std::string bot_move(std::string_view name, std::string_view iterations, std::mt19937_64& rng) = 0;
    [[nodiscard]] virtual std::string board_text(int viewer) const = 0;
    [[nodiscard]] virtual std::string observation_text(int viewer) const = 0;
};

template <class D, class Traits, class N>
class engine_game_of final : public engine_game {
public:
    using S = arbiter::capped_state_of<D, N>;

    explicit engine_game_of(S start) : s_(std::move(start)) {}

    [[nodiscard]] std::string_view game_name() const override { return D::name; }
    [[nodiscard]] std::string_view rules_name() const override { return N::name; }
    [[nodiscard]] int entry_players() const override { return N::players; }
    [[nodiscard]] std::string header() const override {
        return fmt::format("game={} rules={} players={}", D::name, N::name,
                           N::players != 0 ? N::players : static_cast<int>(S::num_players));
    }
    [[nodiscard]] std::string state_text() const override { return to_string(s_); }

    [[nodiscard]] std::string to_move_text() const override {
        if (is_terminal(s_)) return "over";
        const arbiter::player_id p = current_player(s_);
        return p == arbiter::chance_player ? std::string("chance") : std::to_string(int{p});
    }

    [[nodiscard]] std::string move_lines() const override {
        check_decision("moves");
        std::string out;
        for (const auto& m : legal_moves(s_)) {
            const std::string after = Traits::leads_to(s_, m);
            out += to_string(s_, m) + (after.empty() ? "" : "\t" + after) + "\n";
        }
        return out;
    }

    [[nodiscard]] std::string outcome_lines() const override {
        check_chance("outcomes");
        std::string out;
        for (const auto& o : chance_outcomes(s_))
            out += fmt::format("{}\t{}/{}\n", to_string(s_, o.outcome), o.chance.numerator(), o.chance.denominator());
        return out;
    }

    void apply(std::string_view text) override {
        if (is_terminal(s_)) throw usage_error("the game is over: there is nothing to play (result says how it ended)");
        S next = current_player(s_) == arbiter::chance_player ? after_outcome(text) : after_move(text);
        history_.push_back(std::move(s_));
        s_ = std::move(next);
    }

    std::string roll_outcome(std::mt19937_64& rng) override {
        check_chance("roll");
        const auto o = arbiter::sample_outcome(chance_outcomes(s_), rng);
        std::string text = to_string(s_, o);
        S next = play(s_, o);
        history_.push_back(std::move(s_));
        s_ = std::move(next);
        return text;
    }

    void undo() override {
        if (history_.empty()) throw usage_error("nothing to undo: this is the state new or load began with");
        s_ = std::move(history_.back());
        history_.pop_back();
    }

    [[nodiscard]] std::string result_text() const override {
        if (!is_terminal(s_))
            throw usage_error(fmt::format("the game is not over: {} is to move", mover_words()));
        const std::string why = Traits::end_kind(s_);
        return detail::returns_text(returns(s_)) + (why.empty() ? "" : "\t" + why);
    }

    std::string bot_move(std::string_view name, std::string_view iterations, std::mt19937_64& rng) override {
        check_decision("genmove");
        if (name.empty()) name = Traits::play_bot;
        const std::string key = fmt::format("{} {}", name, iterations);
        if (!bot_ || key != bot_key_) {
            if (!iterations.empty() && name != "mcts")
                throw usage_error(fmt::format("genmove: a number of iterations is for mcts, not for {}", name));
            std::vector<std::string_view> args;
            if (!iterations.empty()) args = {"--iterations", iterations};
            try {
                const options opts("genmove", std::span<const option_spec>(&iterations_spec, 1), args);
                bot_ = detail::make_bot<S, Traits>(name, opts);  // reads the options now, keeps none of them
            } catch (const usage_error& e) {
                throw usage_error(fmt::format("genmove {}{}{}: {}", name, iterations.empty() ? "" : " ", iterations,
                                              e.what()));
            }
            bot_key_ = key;
        }
        return to_string(s_, bot_(s_, rng));
    }

    [[nodiscard]] std::string board_text(int viewer) const override {
        const auto p = checked_viewer(viewer);
        std::string board = Traits::play_board(s_, p);
        if (board.empty()) {
            if constexpr (formattable_observation<S>)
                board = fmt::format("{}", observe(s_, p));
            else if constexpr (fmt::is_formattable<S>::value)
                board = fmt::format("{}", s_);
            else
                board = to_string(s_);
        }
        return board;
    }

    [[nodiscard]] std::string observation_text(int viewer) const override {
        if constexpr (arbiter::observation_text_game<S>) {
            return to_string(observe(s_, checked_viewer(viewer)));
        } else {
            (void)viewer;
            throw usage_error(fmt::format("{} hides nothing from its players: state prints the whole state", D::name));
        }
    }

private:
    [[nodiscard]] std::string mover_words() const {
        const std::string who = to_move_text();
        return who == "chance" ? who : "player " + who;
    }

    // The game goes on with a decision: else what to ask instead.
    void check_decision(std::string_view command) const {
        if (is_terminal(s_)) throw usage_error(fmt::format("{}: the game is over (result says how it ended)", command));
        if (current_player(s_) == arbiter::chance_player)
            throw usage_error(fmt::format("{}: chance is to move (outcomes lists its outcomes, roll draws one)", command));
    }
    void check_chance(std::string_view command) const {
        if (is_terminal(s_)) throw usage_error(fmt::format("{}: the game is over (result says how it ended)", command));
        if (current_player(s_) != arbiter::chance_player)
            throw usage_error(fmt::format("{}: {} is to move, not chance (moves lists the legal moves)", command,
                                          mover_words()));
    }

    [[nodiscard]] arbiter::player_id checked_viewer(int viewer) const {
        if (viewer < 0 || viewer >= static_cast<int>(S::num_players))
            throw usage_error(fmt::format("no player {}: the players are 0 to {}", viewer, S::num_players - 1));
        return static_cast<arbiter::player_id>(viewer);
    }

    [[nodiscard]] S after_outcome(std::string_view text) const {
        const auto o = parse_outcome(s_, text);
        if (!o) throw usage_error(fmt::format("'{}' is not a chance outcome: {}", text, o.error().message));
        for (const auto& c : chance_outcomes(s_))
            if (c.outcome == *o) return play(s_, *o);
        throw usage_error(fmt::format("'{}' is not one of this chance node's outcomes (outcomes lists them)", text));
    }

    [[nodiscard]] S after_move(std::string_view text) const {
        // A line of the game's own that is a whole decision (a Stratego setup string).
        if (auto whole = Traits::legacy_line(s_, text)) {
            if (!*whole) throw usage_error(fmt::format("illegal move '{}': {}", text, whole->error().message));
            return std::move(**whole);
        }
        const auto m = parse_move(s_, text);
        if (!m) throw usage_error(fmt::format("'{}' is not a move: {}", text, m.error().message));
        auto next = try_play(s_, *m);
        if (!next) throw usage_error(fmt::format("illegal move '{}': {}", text, next.error().message));
        return std::move(*next);
    }

    S s_;
    std::vector<S> history_;  // the states before each move and outcome played, for undo
    bot_fn<S> bot_;           // the last bot genmove asked, kept while the same is asked
    std::string bot_key_;
};

// The game `new` starts, or `load` reads: `args` are --rules, --players,
// --position (a full-state text, or another notation of the game's) and
// the game's start options, as the other commands take them.
template <class D, class Traits>
[[nodiscard]] std::unique_ptr<engine_game> start_engine_game(std::span<const std::string_view> args) {
    std::vector<option_spec> specs{{"rules", "R", "the rules"}, {"players", "N", "how many players"},
                                   {"position", "TEXT", "the state"}};
    for (const option_spec& o : Traits::start_specs()) specs.push_back(o);
    const options opts(fmt::format("new {}", D::name), specs, args);
    std::unique_ptr<engine_game> out;
    detail::with_chosen_rules<D, Traits>(opts, [&]<class N>(std::type_identity<N>) {
        using S = arbiter::capped_state_of<D, N>;
        const auto given = detail::given_state<S, Traits>(opts);
        out = std::make_unique<engine_game_of<D, Traits, N>>(given ? *given : detail::start_state<D, Traits, N>(opts));
        return 0;
    });
    return out;
}

}  // namespace cli
