// A game shell: what a program that lets a person play needs from arbiter,
// in one file, written once for any game (here War Chest: change the
// descriptor below and it plays another).
//
//   - rules chosen by name at run time (with_rules turns the name into a type)
//   - the legal moves as text; a typed move read (parse_move) and played only
//     if legal (try_play: the state stays as it was, and the error says why)
//   - chance: each outcome drawn with its exact probability, and shown
//   - what the other seat learns of a move (public_text), and what it may
//     know of the whole state (observe)
//   - save and load: the full-state text (to_string, state_from_text)
//   - undo: a state is a value, so the shell keeps the earlier ones
//   - a bot on the other seat: MCTS, asked through bots::ask, which hands it
//     only what its seat may see
//
// Commands, one a line: moves | play TEXT | bot | undo | save | load | view | quit.
// They come from the script below, or from standard input with `-`:
//
//   example_game_shell [RULES] [-]        (RULES: first-game, the default, random, draft, ...)
//
// One compile line, from the repository's top folder:
//   g++ -std=c++20 -O2 -Iinclude examples/game_shell.cpp -lfmt -o game_shell

#include <arbiter/bots.hpp>
#include <arbiter/war_chest.hpp>

#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <fmt/format.h>

using descriptor = arbiter::war_chest::descriptor;

// The person plays seat 0, so seat 1 is "the other seat".
constexpr arbiter::player_id person = 0, other_seat = 1;

// What the shell runs when no `-` is given: a short session that uses every command.
constexpr std::string_view script = R"(moves
play dance
play deploy archer e1
play deploy crossbowman e1
save
bot
bot
view
undo
undo
load
moves
quit
)";

template <class S>
class shell {
public:
    explicit shell(S start) : history_{std::move(start)} {
        settle();
        first_ = history_.size();
    }

    // Runs one command line; false at quit.
    bool run(const std::string& line) {
        std::istringstream words(line);
        std::string command;
        words >> command;
        std::string rest;
        std::getline(words >> std::ws, rest);
        fmt::print("> {}\n", line);
        if (command == "quit") return false;
        if (command == "moves")
            list_moves();
        else if (command == "play")
            play_text(rest);
        else if (command == "bot")
            play_bot();
        else if (command == "undo")
            undo();
        else if (command == "save")
            saved_ = to_string(now());
        else if (command == "load")
            load();
        else if (command == "view")
            fmt::print("{}", to_string(observe(now(), other_seat)));
        else
            fmt::print("  commands: moves, play TEXT, bot, undo, save, load, view, quit\n");
        return true;
    }

private:
    const S& now() const { return history_.back(); }

    void list_moves() const {
        if (is_terminal(now())) return fmt::print("  the game is over\n");
        std::string line = "  seat " + std::to_string(current_player(now())) + ":";
        for (const auto& m : legal_moves(now())) line += " [" + to_string(now(), m) + "]";
        fmt::print("{}\n", line);
    }

    // The checked path: text to a move, then the move to a state only if
    // it is legal. Either step may refuse; nothing changes then.
    void play_text(const std::string& text) {
        const auto m = parse_move(now(), text);
        if (!m) return fmt::print("  not a move: {}\n", m.error().what());
        const auto next = try_play(now(), *m);
        if (!next) return fmt::print("  illegal: {}\n", next.error().what());
        advance(*m, *next);
    }

    // The bot decides for the seat to move, from that seat's observation.
    void play_bot() {
        if (is_terminal(now())) return fmt::print("  the game is over\n");
        const auto m = arbiter::bots::ask(bot_, now(), rng_);
        advance(m, play(now(), m));
    }

    // Shows the move, and what the seat that did not make it may see of it.
    void advance(const arbiter::move_t<S>& m, S next) {
        const arbiter::player_id mover = current_player(now());
        const arbiter::player_id watcher = mover == person ? other_seat : person;
        fmt::print("  seat {} plays {}; seat {} sees: {}\n", mover, to_string(now(), m), watcher,
                   public_text(now(), m, watcher));
        history_.push_back(std::move(next));
        settle();
    }

    // Chance nodes are played at once, each outcome with its probability,
    // and what the person may see of it.
    void settle() {
        while (current_player(now()) == arbiter::chance_player) {
            const auto outcomes = chance_outcomes(now());
            const auto o = arbiter::sample_outcome(outcomes, rng_);
            for (const auto& c : outcomes)
                if (c.outcome == o)
                    fmt::print("  chance: {} (probability {}/{}); seat {} sees: {}\n",
                               to_string(now(), o), c.chance.numerator(), c.chance.denominator(),
                               person, public_text(now(), o, person));
            history_.push_back(play(now(), o));
        }
    }

    // Back to the person's previous decision: the bot's and chance's steps
    // since then go too (not past the first decision).
    void undo() {
        if (history_.size() == first_) return fmt::print("  nothing to undo\n");
        std::size_t steps = 0;
        do history_.pop_back(), ++steps;
        while (history_.size() > first_ && current_player(now()) != person);
        fmt::print("  steps undone: {}; seat {} to move\n", steps, current_player(now()));
    }

    void load() {
        const auto loaded = arbiter::state_from_text<S>(saved_);
        if (!loaded) return fmt::print("  cannot load: {}\n", loaded.error().what());
        history_.push_back(*loaded);
        fmt::print("  loaded: seat {} to move\n", current_player(now()));
    }

    std::vector<S> history_;
    std::size_t first_ = 1;  // the states before the first decision (the start and its chance)
    std::string saved_;
    std::mt19937_64 rng_{1};
    arbiter::bots::mcts<S> bot_{arbiter::bots::mcts_config{.iterations = 200}};
};

int main(int argc, char** argv) {
    const std::string_view rules =
        argc > 1 && std::string_view(argv[1]) != "-" ? argv[1] : "first-game";
    const bool from_input = std::string_view(argv[argc - 1]) == "-";
    // The rules name picks a type; the lambda is compiled once for each
    // rules entry of the descriptor, and runs for the one named.
    const bool known =
        arbiter::with_rules<descriptor>(rules, 2, [&]<class N>(std::type_identity<N>) {
            using S = arbiter::state_of<descriptor, N>;
            const auto start = descriptor::start<typename N::rules_type>({N::players, {}});
            if (!start) return fmt::print("cannot start: {}\n", start.error().what());
            shell<S> game(*start);
            std::istringstream commands{std::string(script)};
            std::istream& in = from_input ? std::cin : commands;
            for (std::string line; std::getline(in, line) && game.run(line);) {
            }
        });
    if (!known) fmt::print("no rules '{}' for 2 players in {}\n", rules, descriptor::name);
    return known ? 0 : 1;
}
