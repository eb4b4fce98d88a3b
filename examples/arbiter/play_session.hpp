#pragma once
// `arbiter play`: one person against bots in the terminal, written once for
// every game. The person sees only what their seat may see (the board of
// Traits::play_board, the other seats' moves as public_text shows them),
// is told at the start what is in force (rules, the length cap, the game's
// notes, the legend) and at the end why the game ended; a decision with a
// single legal move is played for them, saying so. Commands at their turn:
// help, moves, legend, board, hint, auto, undo, resign, save FILE, quit, the
// game's own (Traits::play_command). The game can be saved as a log (`save`,
// --log) that `arbiter replay` checks and `replay --at N` resumes from.

#include <arbiter/core.hpp>

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "game_log.hpp"
#include "game_traits.hpp"
#include "options.hpp"
#include "text.hpp"

namespace cli {

// A hidden-information game whose observation {fmt} can print.
template <class S>
concept formattable_observation = arbiter::hidden_information_game<S> && requires(const S& s) {
    requires fmt::is_formattable<decltype(observe(s, arbiter::player_id{}))>::value;
};

template <class D, class Traits, class N>
class play_session {
public:
    using S = arbiter::capped_state_of<D, N>;
    using move_type = arbiter::move_t<S>;

    play_session(const options& opts, S start, arbiter::player_id human, std::uint64_t seed, std::string bot_name,
                 bot_fn<S> bot, bot_fn<S> hint, std::vector<std::pair<std::string, std::string>> header)
        : opts_(opts), s_(std::move(start)), human_(human), seed_(seed), rng_(seed), bot_name_(std::move(bot_name)),
          bot_(std::move(bot)), hint_(std::move(hint)), header_(std::move(header)) {}

    int run() {
        introduce();
        std::size_t forced_in_a_row = 0;
        while (!is_terminal(s_)) {
            const arbiter::player_id who = current_player(s_);
            if (who == arbiter::chance_player) {
                flush_said();
                const S before = s_;
                const auto o = arbiter::sample_outcome(chance_outcomes(s_), rng_);
                entries_.push_back(fmt::format("chance {}", to_string(s_, o)));
                s_ = play(s_, o);
                say_outcome(before, o);
                continue;
            }
            if (who != human_) {
                const auto m = bot_(s_, rng_);
                said_.push_back(fmt::format("{}: {}", seat_name(who), arbiter::seen_text(s_, m, human_)));
                record(m);
                if (current_player(s_) != who) flush_said();
                continue;
            }
            flush_said();
            const auto moves = legal_moves(s_);
            if (moves.size() == 1 && !arbiter::is_offer(moves[0])) {
                // Said each time, so a run of forced decisions is never silent.
                fmt::print("your only legal move{}: {}\n", ++forced_in_a_row > 1 ? " again" : "",
                           to_string(s_, moves[0]));
                record(moves[0]);
                continue;
            }
            forced_in_a_row = 0;
            undo_points_.push_back({s_, entries_.size()});
            show_board();
            if (!decide()) return stop();
        }
        flush_said();
        show_board();
        const std::string why = Traits::end_kind(s_);
        fmt::print("The game is over{}. Returns {}.\n", why.empty() ? "" : ": " + why, detail::returns_text(returns(s_)));
        fmt::print("{}\n", result_line());
        write_log("");
        return 0;
    }

private:
    struct undo_point {
        S state;
        std::size_t entries;
    };

    void introduce() const {
        const std::string label = Traits::player_label(s_, static_cast<std::size_t>(human_));
        fmt::print("{}, rules {}: you are player {}{} against {}; seed {} (--seed {} replays the game).\n", D::name,
                   N::name, human_, label.empty() ? "" : " (" + label + ")", bot_name_, seed_, seed_);
        if (D::cap.limit != 0)
            fmt::print("A game ends after {} {} ({}).\n", D::cap.limit, D::cap.unit, D::cap.clause);
        for (const std::string& note : Traits::play_notes(s_)) fmt::print("{}\n", note);
        if (const std::string legend = Traits::play_legend(); !legend.empty()) fmt::print("Legend:\n{}", legend);
        fmt::print("Type a move as `moves` lists them; `help` lists the commands.\n");
    }

    [[nodiscard]] std::string seat_name(arbiter::player_id p) const {
        const std::string label = Traits::player_label(s_, static_cast<std::size_t>(p));
        return fmt::format("player {}{}", p, label.empty() ? "" : " (" + label + ")");
    }

    // The other seats' moves since the last line: a long run of one seat's
    // (a Stratego bot's 40 placements) as its first three, a count and its last.
    void flush_said() {
        if (said_.size() > 8) {
            for (std::size_t i = 0; i < 3; ++i) fmt::print("{}\n", said_[i]);
            fmt::print("  ... {} more moves of the same player ...\n", said_.size() - 4);
            fmt::print("{}\n", said_.back());
        } else {
            for (const std::string& line : said_) fmt::print("{}\n", line);
        }
        said_.clear();
    }

    void say_outcome(const S& before, const arbiter::outcome_t<S>& o) const {
        fmt::print("chance: {}\n", arbiter::seen_text(before, o, human_));
        if (const std::string effect = Traits::outcome_effect(before, o, s_, human_); !effect.empty())
            fmt::print("  {}\n", effect);
    }

    void record(const move_type& m) {
        entries_.push_back(fmt::format("{} {}", int{current_player(s_)}, to_string(s_, m)));
        s_ = play(s_, m);
    }

    void show_board() const {
        std::string board = Traits::play_board(s_, human_);
        if (board.empty()) {
            if constexpr (formattable_observation<S>)
                board = fmt::format("{}", observe(s_, human_));
            else if constexpr (fmt::is_formattable<S>::value)
                board = fmt::format("{}", s_);
            else
                board = to_string(s_);
        }
        fmt::print("\n{}{}", board, board.ends_with('\n') ? "" : "\n");
    }

    void help() const {
        fmt::print(
            "  MOVE        a move in the game's notation (`moves` lists them)\n"
            "  moves       the legal moves\n"
            "  hint        the move {} would make for you; auto: let it make that move\n"
            "  undo        back to your previous decision\n"
            "  board       the board again; legend: what its marks mean\n"
            "  save FILE   the game so far as a log (arbiter replay FILE checks it; --at N resumes)\n"
            "  resign      give the game up\n"
            "  quit        stop here\n",
            bot_name_);
        for (const auto& [command, what] : Traits::play_commands()) fmt::print("  {:<11} {}\n", command, what);
    }

    // The person's decision: false when they resign or quit.
    bool decide() {
        std::string line;
        for (;;) {
            fmt::print("your move: ");
            std::fflush(stdout);
            if (!std::getline(std::cin, line)) {
                fmt::print("\nEnd of input: the game is left unfinished.\n");
                stop_reason_ = "end of input";
                return false;
            }
            const std::string_view text = trim(line);
            const auto w = words(text);
            if (text.empty()) continue;
            if (text == "help" || text == "?") {
                help();
            } else if (text == "moves") {
                for (const auto& m : legal_moves(s_)) fmt::print("  {}\n", to_string(s_, m));
            } else if (text == "legend") {
                const std::string legend = Traits::play_legend();
                fmt::print("{}", legend.empty() ? "The board has no marks to explain.\n" : legend);
            } else if (text == "board") {
                show_board();
            } else if (text == "hint") {
                auto again = hint_rng_;  // the same hint until something changes
                fmt::print("hint: {}\n", to_string(s_, hint_(s_, again)));
            } else if (text == "auto") {
                const auto m = hint_(s_, hint_rng_);  // its own stream: the game's chance draws stay as seeded
                fmt::print("you (by {}): {}\n", bot_name_, to_string(s_, m));
                record(m);
                return true;
            } else if (text == "undo") {
                if (undo_points_.size() < 2) {
                    fmt::print("Nothing to undo: this is your first decision.\n");
                    continue;
                }
                undo_points_.pop_back();
                s_ = undo_points_.back().state;
                entries_.resize(undo_points_.back().entries);
                fmt::print("Back to your previous decision.\n");
                show_board();
            } else if (text == "resign") {
                fmt::print("You resign: the game goes to the others.\n");
                stop_reason_ = fmt::format("resigned by player {}", human_);
                return false;
            } else if (text == "quit" || text == "exit") {
                stop_reason_ = "quit";
                return false;
            } else if (w[0] == "save") {
                if (w.size() != 2) {
                    fmt::print("save needs a file name: save FILE\n");
                    continue;
                }
                try {
                    write_log(std::string(w[1]), "saved");
                    fmt::print("Saved to {} (arbiter replay {} --at N prints a state to play on from).\n", w[1], w[1]);
                } catch (const usage_error& e) {
                    fmt::print("{}\n", e.what());
                }
            } else if (auto reply = Traits::play_command(s_, text, human_)) {
                if (!reply->text.empty()) fmt::print("{}{}", reply->text, reply->text.ends_with('\n') ? "" : "\n");
                if (!reply->moves.empty()) return play_moves(reply->moves);
            } else if (auto whole = Traits::legacy_line(s_, text)) {
                // A line of the game's own that is a whole decision (a Stratego setup string).
                if (!*whole) {
                    fmt::print("'{}' is not legal: {}\n", text, whole->error().message);
                    continue;
                }
                entries_.push_back(fmt::format("{} {}", int{human_}, text));
                s_ = **whole;
                return true;
            } else {
                const auto m = parse_move(s_, text);
                if (!m) {
                    fmt::print("'{}' is not a move or a command ({}); `help` lists the commands.\n", text,
                               m.error().message);
                    continue;
                }
                if (const auto next = try_play(s_, *m); !next) {
                    fmt::print("'{}' is not legal: {}\n", text, next.error().message);
                    continue;
                }
                record(*m);
                return true;
            }
        }
    }

    // Moves a game command makes for the person, each checked in turn.
    bool play_moves(const std::vector<move_type>& moves) {
        for (const move_type& m : moves) {
            if (const auto next = try_play(s_, m); !next) {
                fmt::print("'{}' is not legal: {}\n", to_string(s_, m), next.error().message);
                return true;
            }
            record(m);
        }
        return true;
    }

    int stop() {
        write_log("");
        return 0;
    }

    [[nodiscard]] std::string result_line() const {
        const auto r = returns(s_);
        double high = r[0];
        for (const auto v : r) high = std::max<double>(high, v);
        bool all_equal = true;
        for (const auto v : r) all_equal = all_equal && v == r[0];
        if (all_equal) return "No one wins.";
        std::string winners;
        for (std::size_t p = 0; p < r.size(); ++p)
            if (static_cast<double>(r[p]) == high)
                winners += fmt::format("{}{}", winners.empty() ? "" : " and ", seat_name(static_cast<arbiter::player_id>(p)));
        const bool you = static_cast<double>(r[static_cast<std::size_t>(human_)]) == high;
        return fmt::format("{} win{}.{}", winners, winners.find(" and ") == std::string::npos ? "s" : "",
                           you ? " Well played!" : "");
    }

    // The log of the game so far: to `path`, else to --log if given.
    void write_log(const std::string& path, std::string_view why = {}) const {
        const std::string target = path.empty() ? std::string(opts_.get("log").value_or("")) : path;
        if (target.empty()) return;
        log_writer log(target, D::name, header_);
        log.begin(1);
        for (const std::string& e : entries_) {
            if (e.starts_with("chance ")) log.chance(std::string_view(e).substr(7));
            else {
                const auto space = e.find(' ');
                log.decision(static_cast<arbiter::player_id>(std::stoi(e.substr(0, space))), std::string_view(e).substr(space + 1));
            }
        }
        if (is_terminal(s_) && why.empty()) log.end(returns(s_));
        else log.stop(why.empty() ? std::string_view(stop_reason_) : why);
        log.finish();
    }

    const options& opts_;
    S s_;
    arbiter::player_id human_;
    std::uint64_t seed_;
    std::mt19937_64 rng_;
    std::mt19937_64 hint_rng_{seed_ ^ 0x9e3779b97f4a7c15ULL};  // hint and auto: a stream apart from the game's
    std::string bot_name_;
    bot_fn<S> bot_;
    bot_fn<S> hint_;
    std::vector<std::pair<std::string, std::string>> header_;
    std::vector<std::string> entries_;   // the log's lines after `begin 1`
    std::vector<std::string> said_;      // the other seats' moves not yet printed
    std::vector<undo_point> undo_points_;  // the person's decisions so far
    std::string stop_reason_ = "stopped";
};

}  // namespace cli
