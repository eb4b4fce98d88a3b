#pragma once
// Game logs: `selfplay --log FILE` writes every decision and chance outcome
// of each game in the game's own notation, and `arbiter replay FILE` plays
// them again with the checked path (try_play), so that a log from this tool,
// another engine or a hand edit is either proved legal, with the results it
// claims, or rejected at its first bad line with the line number and why.
//
//   # arbiter game log (arbiter replay FILE plays it again)
//   game backgammon                 header: `key value` lines, `game` first;
//   rules money                     the game reads the ones it needs (rules,
//   seed 7                          match, ...); the rest are for people
//   bots random vs random
//   begin 1                         each game: begin <n> ... end <returns>
//   chance 3-1                      a chance outcome
//   0 24/21 13/11                   a decision: the player and the move
//   ...
//   end 1 -1                        returns(s) of the finished game
//   stop resigned by player 0       or: a game stopped before its end (play's
//                                   `save`, `resign`, `quit`); replay checks
//                                   the moves before it, `replay --at N`
//                                   resumes from any of them
//
// Everything generic is here. A game plugs in with a small traits struct
// (see log_game) and one replay function in its game_info.

#include <arbiter/core.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "options.hpp"
#include "text.hpp"

namespace cli {

// What a game gives the log: its name, and its notation for the entries.
//   T::name                                   "backgammon"
//   T::move_text(s, m), T::outcome_text(s, o) what selfplay writes
//   T::apply(s, text) -> result<S>            a decision line, checked (try_play)
//   T::parse_outcome(s, text) -> result<O>    a chance line (its form only;
//                                             replay checks it is an outcome)
template <class T, class S>
concept log_game = arbiter::game<S> && requires(const S& s, const arbiter::move_t<S>& m,
                                                  const arbiter::outcome_t<S>& o, std::string_view text) {
    { T::name } -> std::convertible_to<std::string_view>;
    { T::move_text(s, m) } -> std::convertible_to<std::string>;
    { T::outcome_text(s, o) } -> std::convertible_to<std::string>;
    { T::apply(s, text) } -> std::same_as<arbiter::result<S>>;
    { T::parse_outcome(s, text) } -> std::same_as<arbiter::result<arbiter::outcome_t<S>>>;
};

// Optionally, T::implied_before_chance(s) -> std::optional<move>: a decision
// that an older version of the game did not have, played when a log goes on
// with a chance line there (backgammon's `roll` before BG-23), so that older
// logs still replay and mean the same.
template <class T, class S>
concept has_implied_move = requires(const S& s) {
    { T::implied_before_chance(s) } -> std::same_as<std::optional<arbiter::move_t<S>>>;
};

inline constexpr std::string_view log_first_line = "# arbiter game log (arbiter replay FILE plays it again)";

// Writes a log; every method writes one line. A write error throws.
class log_writer {
public:
    log_writer() = default;
    // An empty path writes nothing (selfplay without --log).
    // `what` names the option or command in errors ("--log", "save").
    log_writer(const std::string& path, std::string_view game,
               const std::vector<std::pair<std::string, std::string>>& header, std::string_view what = "--log") {
        if (path.empty()) return;
        out_.emplace(path);
        what_ = what;
        if (!*out_) throw usage_error(what_ + ": cannot write '" + path + "'");
        path_ = path;
        line(log_first_line);
        line(fmt::format("game {}", game));
        for (const auto& [key, value] : header) line(fmt::format("{} {}", key, value));
    }
    [[nodiscard]] bool enabled() const noexcept { return out_.has_value(); }

    void begin(std::uint64_t game) { line(fmt::format("begin {}", game)); }
    void chance(std::string_view text) { line(fmt::format("chance {}", text)); }
    void decision(arbiter::player_id who, std::string_view text) { line(fmt::format("{} {}", int{who}, text)); }
    template <class Returns>
    void end(const Returns& r) {
        std::string text = "end";
        for (const auto v : r) text += fmt::format(" {}", v);
        line(text);
    }
    // A game stopped before its end, and why ("resigned by player 1").
    void stop(std::string_view why) { line(fmt::format("stop {}", why)); }
    void finish() {
        if (!out_) return;
        out_->flush();
        if (!*out_) throw usage_error(what_ + ": writing '" + path_ + "' failed");
    }

private:
    void line(std::string_view text) {
        if (!out_) return;
        *out_ << text << '\n';
    }
    std::optional<std::ofstream> out_;
    std::string path_;
    std::string what_ = "--log";
};

// A log as read: its header and the numbered lines after it.
struct game_log {
    std::string path;
    std::vector<std::pair<std::string, std::string>> header;  // `game` included
    std::size_t body_start = 0;                               // index into lines
    std::vector<std::string> lines;                           // every line; line k+1 is lines[k]

    [[nodiscard]] std::optional<std::string_view> get(std::string_view key) const {
        for (const auto& [k, v] : header)
            if (k == key) return std::string_view(v);
        return std::nullopt;
    }
    [[nodiscard]] std::string_view required(std::string_view key) const {
        if (const auto v = get(key)) return *v;
        throw usage_error(fmt::format("{}: the header has no `{}` line", path, key));
    }
    // An error at line `index` (0-based): "FILE:LINE: why".
    [[nodiscard]] usage_error error_at(std::size_t index, std::string_view why) const {
        return usage_error(fmt::format("{}:{}: {}", path, index + 1, why));
    }
};

// `what` names the command or option in errors ("replay", "--resume").
[[nodiscard]] inline game_log read_log(const std::string& path, std::string_view what = "replay") {
    std::istringstream in(read_text_file<usage_error>(path, what));
    game_log log;
    log.path = path;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        log.lines.push_back(line);
    }
    std::size_t i = 0;
    for (; i < log.lines.size(); ++i) {
        const std::string_view text = trim(log.lines[i]);
        if (text.empty() || text.starts_with('#')) continue;
        const auto w = words(text);
        if (w[0] == "begin") break;
        if (w.size() < 2) throw log.error_at(i, fmt::format("expected a header line `<key> <value>`, got '{}'", text));
        if (log.header.empty() && w[0] != "game")
            throw log.error_at(i, fmt::format("expected `game <name>` as the first header line, got '{}'", text));
        log.header.emplace_back(std::string(w[0]), std::string(trim(text.substr(w[0].size()))));
    }
    if (log.header.empty()) throw usage_error(fmt::format("{}: not a game log: no `game <name>` line", path));
    log.body_start = i;
    return log;
}

// What a replay found, for the summary.
struct replay_summary {
    std::uint64_t games = 0;
    std::uint64_t decisions = 0;
    std::uint64_t outcomes = 0;
    // Games each player won: its return is the highest and not everyone's
    // (so teammates who share a result both count, as War Chest's seats).
    std::array<std::uint64_t, 8> wins{};
    std::uint64_t draws = 0;
    std::uint64_t stopped = 0;  // games with a `stop` line instead of `end`
};

// Plays every game of `log` again from `start()` with T's notation, each
// decision through the checked path; throws usage_error at the first bad line.
template <class S, class T, class Start>
    requires log_game<T, S>
[[nodiscard]] replay_summary replay_games(const game_log& log, Start start) {
    replay_summary sum;
    std::optional<S> s;  // the game being replayed, between begin and end
    std::size_t begin_line = 0;
    for (std::size_t i = log.body_start; i < log.lines.size(); ++i) {
        const std::string_view text = trim(log.lines[i]);
        if (text.empty() || text.starts_with('#')) continue;
        const auto w = words(text);
        const std::string_view rest = trim(text.substr(w[0].size()));
        if (w[0] == "begin") {
            if (s) throw log.error_at(i, fmt::format("game {} (line {}) has no `end` line", sum.games, begin_line + 1));
            if (rest != std::to_string(sum.games + 1))
                throw log.error_at(i, fmt::format("expected `begin {}`, got '{}'", sum.games + 1, text));
            s.emplace(start());
            begin_line = i;
            ++sum.games;
            continue;
        }
        if (!s) throw log.error_at(i, fmt::format("expected `begin {}`, got '{}'", sum.games + 1, text));
        if constexpr (has_implied_move<T, S>) {
            if (w[0] == "chance" && current_player(*s) >= 0)
                if (const auto implied = T::implied_before_chance(*s)) *s = play(*s, *implied);
        }
        const arbiter::player_id who = current_player(*s);
        if (w[0] == "stop") {  // stopped before its end: the moves so far were legal
            ++sum.stopped;
            s.reset();
            continue;
        }
        if (w[0] == "end") {
            if (who != arbiter::terminal_player)
                throw log.error_at(i, fmt::format("the game is not over: {} to move",
                                                  who == arbiter::chance_player ? std::string("chance")
                                                                                : fmt::format("player {}", int{who})));
            const auto r = returns(*s);
            std::string expected = "end";
            for (const auto v : r) expected += fmt::format(" {}", v);
            if (words(text) != words(expected))
                throw log.error_at(i, fmt::format("the game ends '{}', the log says '{}'", expected, text));
            const auto [low, high] = std::minmax_element(r.begin(), r.end());
            if (*low == *high) ++sum.draws;
            else
                for (std::size_t p = 0; p < r.size() && p < sum.wins.size(); ++p)
                    if (r[p] == *high) ++sum.wins[p];
            s.reset();
            continue;
        }
        if (who == arbiter::terminal_player)
            throw log.error_at(i, fmt::format("the game is over; expected its `end` line, got '{}'", text));
        if (w[0] == "chance") {
            if (who != arbiter::chance_player)
                throw log.error_at(i, fmt::format("player {} is to move, not chance", int{who}));
            const auto o = T::parse_outcome(*s, rest);
            if (!o) throw log.error_at(i, fmt::format("bad chance outcome '{}': {}", rest, o.error().message));
            bool possible = false;
            for (const auto& c : chance_outcomes(*s)) possible = possible || c.outcome == *o;
            if (!possible) throw log.error_at(i, fmt::format("'{}' is not a possible chance outcome here", rest));
            *s = play(*s, *o);
            ++sum.outcomes;
            continue;
        }
        if (who == arbiter::chance_player)
            throw log.error_at(i, fmt::format("a chance outcome is due, not '{}'", text));
        if (w[0] != std::to_string(int{who}))
            throw log.error_at(i, fmt::format("player {} is to move; expected `{} <move>`, got '{}'", int{who},
                                              int{who}, text));
        if (rest.empty()) throw log.error_at(i, fmt::format("player {}'s move is missing", int{who}));
        auto next = T::apply(*s, rest);
        if (!next) throw log.error_at(i, fmt::format("'{}': {}", rest, next.error().message));
        *s = std::move(*next);
        ++sum.decisions;
    }
    if (s) throw usage_error(fmt::format("{}: game {} (line {}) has no `end` line", log.path, sum.games, begin_line + 1));
    if (sum.games == 0) throw usage_error(fmt::format("{}: no games (no `begin 1` line)", log.path));
    return sum;
}

}  // namespace cli
