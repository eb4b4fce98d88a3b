#pragma once
// `arbiter play`: one person against bots in the terminal, written once for
// every game. The person sees only what their seat may see (the board of
// Traits::play_board) and reads every move and chance outcome of every seat
// described in words from their side (describe, core/describe.hpp); a
// player's elimination is announced, and the end is one screen: how the
// game ended and the whole board, hidden pieces shown. A decision with a
// single legal move is played for them, saying so. Commands at their turn
// (in any case): help, moves, legend, board, hint, auto [N|end], undo (the
// dice that followed stay as they fell), resign, save FILE, quit, the
// game's own (Traits::play_command); Enter rolls where rolling is the only
// sensible move; a game command may take back decisions to give them again
// (Memoir '44's orders in any order). The game can be saved as a log (`save`, --log) that
// `arbiter replay` checks and `play --resume` goes on from.

#include <arbiter/core.hpp>

#include <charconv>
#include <cstdint>
#include <deque>
#include <iostream>
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
#include "play_input.hpp"
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

    // `entries`: the log lines already played from `start` to reach `now`
    // (a resumed game), so that a save writes the whole game.
    play_session(const options& opts, S start, arbiter::player_id human, std::uint64_t seed, std::string bot_name,
                 bot_fn<S> bot, bot_fn<S> hint, std::vector<std::pair<std::string, std::string>> header,
                 std::vector<std::string> entries = {})
        : opts_(opts), s_(std::move(start)), human_(human), seed_(seed), rng_(seed), bot_name_(std::move(bot_name)),
          bot_(std::move(bot)), hint_(std::move(hint)), header_(std::move(header)), entries_(std::move(entries)) {}

    int run() {
        introduce();
        std::size_t forced_in_a_row = 0;
        while (!is_terminal(s_)) {
            const arbiter::player_id who = current_player(s_);
            if (who == arbiter::chance_player) {
                flush_said();
                play_chance();
                continue;
            }
            if (who != human_) {
                const auto m = bot_(s_, rng_);
                said_.push_back(told(s_, m));
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
                say_and_record(moves[0]);
                continue;
            }
            forced_in_a_row = 0;
            undo_points_.push_back({s_, entries_.size()});
            if (autos_left_ > 0) {
                --autos_left_;
                play_for_person();
                continue;
            }
            show_board();
            if (!decide()) return stop();
        }
        flush_said();
        end_screen();
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
        if (!entries_.empty()) fmt::print("Resumed after {} moves and chance outcomes.\n", entries_.size());
        if (D::cap.limit != 0)
            fmt::print("A game ends after {} {} ({}).\n", D::cap.limit, D::cap.unit, D::cap.clause);
        for (const std::string& note : Traits::play_notes(s_)) fmt::print("{}\n", note);
        if (const std::string legend = Traits::play_legend(); !legend.empty()) fmt::print("Legend:\n{}", legend);
        fmt::print("Type a move as `moves` lists them; `help` lists the commands.\n");
    }

    [[nodiscard]] std::string seat_name(arbiter::player_id p) const {
        if (p == human_) return "you";
        const std::string label = Traits::player_label(s_, static_cast<std::size_t>(p));
        return label.empty() ? fmt::format("player {}", p) : label;
    }

    // x played at `before` as the person may know it, with a line for each
    // player it puts out of the game.
    template <class X>
    [[nodiscard]] std::string told(const S& before, const X& x) const {
        std::string line = arbiter::capitalized(describe(before, x, human_));
        for (const arbiter::event& e : events(before, x, human_))
            if (e.kind == arbiter::event_kind::eliminated)
                line += e.player == human_ ? "\n*** You are out of the game. ***"
                                           : fmt::format("\n*** {} {} out of the game. ***",
                                                         e.piece.empty() ? seat_name(e.player) : e.piece,
                                                         e.piece.ends_with('s') ? "are" : "is");
        return line;
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

    // A chance outcome: the one that followed an undone decision where it
    // still may happen (undo never rerolls), else a fresh draw.
    void play_chance() {
        const auto outcomes = chance_outcomes(s_);
        std::optional<arbiter::outcome_t<S>> o;
        if (!kept_chance_.empty()) {
            if (const auto again = parse_outcome(s_, kept_chance_.front()))
                for (const auto& c : outcomes)
                    if (c.outcome == *again) o = *again;
            if (o) kept_chance_.pop_front();
            else kept_chance_.clear();  // the game went another way
        }
        if (!o) o = arbiter::sample_outcome(outcomes, rng_);
        fmt::print("{}\n", told(s_, *o));
        entries_.push_back(fmt::format("chance {}", to_string(s_, *o)));
        s_ = play(s_, *o);
    }

    void record(const move_type& m) {
        entries_.push_back(fmt::format("{} {}", int{current_player(s_)}, to_string(s_, m)));
        s_ = play(s_, m);
    }

    // The person's own move, said as the other seats' are: what it did.
    void say_and_record(const move_type& m) {
        fmt::print("{}\n", told(s_, m));
        record(m);
        unsaved_ = true;
    }

    void play_for_person() {
        const auto m = hint_(s_, hint_rng_);  // its own stream: the game's chance draws stay as seeded
        fmt::print("you (by {}): {}\n", bot_name_, to_string(s_, m));
        say_and_record(m);
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

    // The end: the whole board, hidden pieces shown, and how it ended.
    void end_screen() const {
        std::string board;
        if constexpr (fmt::is_formattable<S>::value) board = fmt::format("{}", s_);
        else board = Traits::play_board(s_, human_);
        if (!board.empty()) fmt::print("\n{}{}", board, board.ends_with('\n') ? "" : "\n");
        fmt::print("Game over. {}\n", arbiter::capitalized(describe_end(s_, human_)));
    }

    void help() const {
        fmt::print(
            "  MOVE        a move in the game's notation (`moves` lists them; any case)\n"
            "  moves       the legal moves\n"
            "  hint        the move {} would make for you; auto: let it make that move\n"
            "  auto N      let it make your next N decisions; auto end: all of them, to the end\n"
            "  undo        back to your previous decision (the dice that followed stay as they fell)\n"
            "  board       the board again; legend: what its marks mean\n"
            "  save FILE   the game so far as a log (arbiter play GAME --resume FILE goes on from it)\n"
            "  resign      give the game up\n"
            "  quit        stop here\n",
            bot_name_);
        for (const auto& [command, what] : Traits::play_commands()) fmt::print("  {:<11} {}\n", command, what);
        if (const std::string_view actions = Traits::play_actions(); !actions.empty())
            fmt::print("The moves of {}:\n{}", D::name, actions);
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
            if (const std::optional<bool> done = command(text)) return *done;
        }
    }

    // A line the person typed: true or false when the decision is over (a
    // move made, or the game left), nullopt to ask again.
    std::optional<bool> command(std::string_view text) {
        const std::string word = lower_case(text.substr(0, text.find(' ')));
        const std::string_view rest = trim(text.substr(std::min(text.size(), word.size())));
        if (text.empty()) return enter();
        if (word == "help" || word == "?") return help(), std::nullopt;
        if (word == "moves") {
            for (const auto& m : legal_moves(s_)) fmt::print("  {}\n", to_string(s_, m));
            return std::nullopt;
        }
        if (word == "legend") {
            const std::string legend = Traits::play_legend();
            fmt::print("{}", legend.empty() ? "The board has no marks to explain.\n" : legend);
            return std::nullopt;
        }
        if (word == "board") return show_board(), std::nullopt;
        if (word == "hint") {
            auto again = hint_rng_;  // the same hint until something changes
            fmt::print("hint: {}\n", to_string(s_, hint_(s_, again)));
            return std::nullopt;
        }
        if (word == "auto") return autoplay(rest);
        if (word == "undo") return undo(), std::nullopt;
        if (word == "resign" && rest.empty()) return resign();
        if ((word == "quit" || word == "exit") && rest.empty()) return quit();
        if (word == "save") return save(rest), std::nullopt;
        return game_line(text);
    }

    // Enter alone: the roll where rolling is the only sensible move.
    std::optional<bool> enter() {
        for (const auto& m : legal_moves(s_))
            if (to_string(s_, m) == "roll") return say_and_record(m), true;
        return std::nullopt;
    }

    std::optional<bool> autoplay(std::string_view how) {
        if (how == "end") {
            autos_left_ = SIZE_MAX;
        } else if (!how.empty()) {
            std::size_t n = 0;
            const auto [end, error] = std::from_chars(how.data(), how.data() + how.size(), n);
            if (error != std::errc{} || end != how.data() + how.size() || n == 0) {
                fmt::print("auto takes a number of decisions or `end`: auto 5, auto end\n");
                return std::nullopt;
            }
            autos_left_ = n - 1;
        }
        play_for_person();
        return true;
    }

    void undo() {
        if (undo_points_.size() < 2) {
            fmt::print("Nothing to undo: this is your first decision.\n");
            return;
        }
        undo_points_.pop_back();
        const undo_point& back = undo_points_.back();
        // The chance outcomes after the undone decision come again, in order.
        kept_chance_.clear();
        for (std::size_t i = back.entries; i < entries_.size(); ++i)
            if (entries_[i].starts_with("chance ")) kept_chance_.push_back(entries_[i].substr(7));
        s_ = back.state;
        entries_.resize(back.entries);
        fmt::print("Back to your previous decision.\n");
        show_board();
    }

    // The game's own resignation where its rules have one (backgammon's
    // offers aside), else the game stops here, given up.
    bool resign() {
        if (const auto m = parse_move(s_, "resign"); m && !arbiter::is_offer(*m) && try_play(s_, *m)) {
            say_and_record(*m);
            return true;
        }
        fmt::print("You resign: the game stops here, given up.\n");
        stop_reason_ = fmt::format("resigned by player {}", human_);
        return false;
    }

    std::optional<bool> quit() {
        const bool logged = opts_.get("log").has_value();
        if (!logged && unsaved_ && !quit_asked_) {
            quit_asked_ = true;
            fmt::print("The moves since your last save are not saved: `save FILE` keeps them; "
                       "`quit` again leaves without saving.\n");
            return std::nullopt;
        }
        stop_reason_ = "quit";
        return false;
    }

    void save(std::string_view file) {
        if (file.empty() || file.find(' ') != std::string_view::npos) {
            fmt::print("save needs a file name: save FILE\n");
            return;
        }
        try {
            write_log(std::string(file), "saved", "save");
            unsaved_ = false;
            fmt::print("Saved to {} (arbiter play {} --resume {} goes on from here).\n", file, D::name, file);
        } catch (const usage_error& e) {
            fmt::print("{}\n", e.what());
        }
    }

    // A game command, a whole-decision line, or a move.
    std::optional<bool> game_line(std::string_view text) {
        if (auto reply = Traits::play_command(s_, text, human_)) {
            if (reply->rewind > 0) return rewound_line(reply->rewind, reply->retype, reply->text);
            if (!reply->text.empty()) fmt::print("{}{}", reply->text, reply->text.ends_with('\n') ? "" : "\n");
            if (!reply->moves.empty()) return play_moves(reply->moves);
            return std::nullopt;
        }
        if (auto whole = Traits::legacy_line(s_, text)) {
            // A line of the game's own that is a whole decision (a Stratego setup string).
            if (!*whole) {
                fmt::print("'{}' is not legal: {}\n", text, whole->error().message);
                return std::nullopt;
            }
            entries_.push_back(fmt::format("{} {}", int{human_}, text));
            s_ = **whole;
            unsaved_ = true;
            return true;
        }
        return typed_move(text);
    }

    // A move as typed, in any case; a refusal says why and what was meant:
    // the rule a move that reads breaks, else why the small-letter spelling
    // (the notation's usual case) does not read.
    std::optional<bool> typed_move(std::string_view text) {
        std::optional<arbiter::error> refusal, unread;
        for (const std::string& spelling : spellings(text)) {
            const auto m = parse_move(s_, spelling);
            if (!m) {
                if (!unread || spelling == lower_case(text)) unread = m.error();
                continue;
            }
            if (const auto next = try_play(s_, *m); !next) {
                if (!refusal) refusal = next.error();
                continue;
            }
            say_and_record(*m);
            return true;
        }
        fmt::print("'{}' is not a legal move or a command ({}).{}\n", text, (refusal ? refusal : unread)->message,
                   suggestions(text));
        return std::nullopt;
    }

    [[nodiscard]] std::string suggestions(std::string_view text) const {
        std::vector<std::string> texts;
        for (const auto& m : legal_moves(s_)) texts.push_back(to_string(s_, m));
        const auto near = near_misses(text, texts);
        if (near.empty()) return " `moves` lists the legal moves, `help` the commands.";
        std::string out = " Did you mean ";
        for (std::size_t i = 0; i < near.size(); ++i)
            out += fmt::format("{}`{}`", i == 0 ? "" : i + 1 == near.size() ? " or " : ", ", near[i]);
        return out + "?";
    }

    // `line` read where the person stood `k` decisions ago; the game goes
    // back there, saying `why`, only when the line's moves are all legal
    // from there.
    std::optional<bool> rewound_line(std::size_t k, const std::string& line, const std::string& why) {
        if (undo_points_.size() < k + 1) {
            fmt::print("'{}' would go back before your first decision here\n", line);
            return std::nullopt;
        }
        const undo_point back = undo_points_[undo_points_.size() - 1 - k];
        const auto reply = Traits::play_command(back.state, line, human_);
        if (!reply || reply->moves.empty() || reply->rewind > 0) {
            fmt::print("{}\n", reply && !reply->text.empty() ? reply->text : "'" + line + "' cannot be played from there");
            return std::nullopt;
        }
        S t = back.state;
        for (const move_type& m : reply->moves) {
            auto next = try_play(t, m);
            if (!next) {
                fmt::print("'{}' is not legal: {}\n", to_string(t, m), next.error().message);
                return std::nullopt;
            }
            t = std::move(*next);
        }
        s_ = back.state;
        entries_.resize(back.entries);
        undo_points_.resize(undo_points_.size() - k);
        if (!why.empty()) fmt::print("{}\n", why);
        return play_moves(reply->moves);
    }

    // Moves a game command makes for the person, each checked in turn.
    bool play_moves(const std::vector<move_type>& moves) {
        for (const move_type& m : moves) {
            if (const auto next = try_play(s_, m); !next) {
                fmt::print("'{}' is not legal: {}\n", to_string(s_, m), next.error().message);
                return true;
            }
            say_and_record(m);
        }
        return true;
    }

    int stop() {
        write_log("");
        return 0;
    }

    // The log of the game so far: to `path`, else to --log if given.
    void write_log(const std::string& path, std::string_view why = {}, std::string_view what = "--log") const {
        const std::string target = path.empty() ? std::string(opts_.get("log").value_or("")) : path;
        if (target.empty()) return;
        log_writer log(target, D::name, header_, what);
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
    std::vector<std::string> entries_;     // the log's lines after `begin 1`
    std::vector<std::string> said_;        // the other seats' moves not yet printed
    std::vector<undo_point> undo_points_;  // the person's decisions so far
    std::deque<std::string> kept_chance_;  // outcomes that followed an undone decision
    std::size_t autos_left_ = 0;           // decisions `auto N` still makes for the person
    bool unsaved_ = false;                 // the person moved since the last save (quit asks first)
    bool quit_asked_ = false;
    std::string stop_reason_ = "stopped";
};

}  // namespace cli
