// Stratego in the `arbiter` tool: what the generic commands
// (game_commands.hpp) do not know. Its own bot (simple) and MCTS scored by
// material; every side's setup made in one go, at random or drawn from real
// setups (--setups FILE, e.g. Gravon's); the position string "BOARD r|b"
// (ST-10.5) beside the full-state text; --setup for a start from setup
// strings; `moves --batch` for comparing with other engines; how each game
// ended.

#include <arbiter/bots/stratego.hpp>
#include <arbiter/stratego.hpp>

#include <algorithm>
#include <iostream>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "game_info.hpp"

namespace st = arbiter::stratego;
namespace st_bots = arbiter::bots::stratego;

namespace {

// Setup strings, one per line (ST-10.6; `#` lines and blank lines skipped),
// each checked against R's army (ST-3.5).
template <class R>
[[nodiscard]] std::vector<st::arrangement> read_setups(std::string_view path) {
    const std::string text = cli::detail::read_file(path, "--setups");
    std::vector<st::arrangement> out;
    arbiter::text::line_reader lines(text);
    for (arbiter::text::text_line l; lines.next(l);) {
        const auto a = st::parse_setup(l.text.text);
        if (!a) throw cli::usage_error(fmt::format("{}:{}: bad setup string: {}", path, l.number, a.error().what()));
        if (const std::string why = st::arrangement_error<R>(*a); !why.empty())
            throw cli::usage_error(fmt::format("{}:{}: not a setup of these rules: {}", path, l.number, why));
        out.push_back(*a);
    }
    if (out.empty()) throw cli::usage_error(fmt::format("no setup strings in '{}'", path));
    return out;
}

// The board strings and sides of standard input, each answered with its
// sorted moves: `<board> <side> <count> <moves>` (ST-10.4, ST-10.2).
template <class S>
int moves_batch() {
    return cli::answer_lines([](const std::vector<std::string_view>& w, std::string& out) -> std::string {
        if (w.size() != 2) return fmt::format("expected '<board string> <red|blue>', got {} word{}", w.size(), w.size() == 1 ? "" : "s");
        if (w[1] != "red" && w[1] != "blue") return fmt::format("the side to move is red or blue, not '{}'", w[1]);
        const auto s = st::parse_position<typename S::rules>(std::string(w[0]) + (w[1] == "red" ? " r" : " b"));
        if (!s) return "bad board: " + s.error().what();
        std::vector<std::string> texts;
        if (s->phase() == st::phase::play)
            for (const st::move& m : st::legal_moves(*s)) texts.push_back(st::square_name(m.from) + "-" + st::square_name(m.to));
        std::sort(texts.begin(), texts.end());
        fmt::format_to(std::back_inserter(out), "{} {} {}", w[0], w[1], texts.size());
        for (const std::string& t : texts) out += ' ' + t;
        out += '\n';
        return {};
    });
}

struct stratego_traits : cli::game_traits_base {
    static constexpr std::string_view extra_bots = "simple";
    static constexpr std::string_view play_bot = "simple";

    template <class S>
    [[nodiscard]] static std::optional<cli::bot_fn<S>> make_bot(std::string_view name, const cli::options& opts) {
        if (name == "simple") {
            auto bot = std::make_shared<st_bots::simple>();
            return cli::bot_fn<S>([bot](const S& s, std::mt19937_64& rng) { return arbiter::bots::ask(*bot, s, rng); });
        }
        if (name != "mcts") return std::nullopt;
        auto bot = std::make_shared<cli::library_bot<S, st_bots::material>>(name, opts, st_bots::material{},
                                                                           st_bots::playout_plies);
        return cli::bot_fn<S>([bot](const S& s, std::mt19937_64& rng) { return (*bot)(s, rng); });
    }
    // ST-3.4: every bot sets up its side in one go, at random or with a
    // setup drawn from --setups; the placements are still its decisions, so
    // the log holds them.
    template <class S>
    [[nodiscard]] static cli::bot_fn<S> seat_bot(cli::bot_fn<S> bot, const cli::options& opts) {
        using R = typename S::rules;
        auto setups = std::make_shared<std::vector<st::arrangement>>();
        if (const auto path = opts.get("setups")) *setups = read_setups<R>(*path);
        auto mine = std::make_shared<st::arrangement>();
        return [bot = std::move(bot), setups, mine](const S& s, std::mt19937_64& rng) {
            if (s.phase() != st::phase::setup) return bot(s, rng);
            if (s.placed() == 0)
                *mine = setups->empty() ? st::random_arrangement<R>(rng)
                                        : (*setups)[static_cast<std::size_t>(arbiter::uniform_below(rng, setups->size()))];
            const int i = s.placed();
            const auto cell = mine->cells[static_cast<std::size_t>(i)];
            const int sq = st::setup_square(s.to_move(), i);
            return cell == st::arrangement::none ? st::move::place_nothing(sq)
                                                 : st::move::place(static_cast<st::kind>(cell), sq);
        };
    }
    [[nodiscard]] static std::vector<cli::option_spec> bot_specs() {
        return {{"setups", "FILE", "draw every side's setup from these setup strings (default: random setups)"}};
    }
    // --setup: the start of a game (descriptor::start: both setup strings or
    // a position string), or Red's setup string
    // alone (ST-10.6, checked against the army, ST-3.5), after which Blue
    // sets up: `play --setup` with the human's own setup as Red.
    [[nodiscard]] static std::vector<cli::option_spec> start_specs() {
        return {{"setup", "SETUP",
                 "the start: Red's setup string (then Blue sets up), Red's and Blue's (ST-10.6) "
                 "or a position string \"BOARD r|b\" (default: each side sets up, ST-3.4)"}};
    }
    [[nodiscard]] static std::string setup_text(const cli::options& opts) {
        const auto given = opts.get("setup");
        if (!given) return {};
        const std::string text(arbiter::text::trimmed({*given, 0}).text);
        // One line, as a log's header holds it (a full-state text: --state).
        if (text.find('\n') != std::string::npos)
            throw cli::usage_error("--setup is one line: setup strings or a position string \"BOARD r|b\"");
        if (text.size() != 40 || text.find_first_of(" \t\n=") != std::string::npos) return text;
        std::string out = text;
        const std::string_view rules = opts.get("rules").value_or(arbiter::rules_names<st::descriptor>().front());
        (void)arbiter::with_rules<st::descriptor>(rules, 0, [&]<class N>(std::type_identity<N>) {
            using R = typename N::rules_type;
            const auto a = st::parse_setup(text);
            if (!a) throw cli::usage_error("bad --setup: " + a.error().what());
            const auto s = try_play(st::state<R>{}, *a);
            if (!s) throw cli::usage_error("bad --setup: Red's setup: " + s.error().what());
            out = to_string(*s);
        });
        return out;
    }
    // The full-state text, or a position string "BOARD r|b" (ST-10.5).
    template <class S>
    [[nodiscard]] static arbiter::result<S> read_position(std::string_view text) {
        if (text.find('=') != std::string_view::npos) return arbiter::state_from_text<S>(text);
        return st::parse_position<typename S::rules>(arbiter::text::trimmed({text, 0}).text);
    }
    [[nodiscard]] static std::vector<cli::option_spec> extra_specs(std::string_view command) {
        if (command != "moves") return {};
        return {{"batch", "", "read `<board string> <red|blue>` lines from standard input"}};
    }
    [[nodiscard]] static std::optional<int> run_instead(std::string_view command, const cli::options& opts) {
        if (command != "moves" || !opts.has("batch")) return std::nullopt;
        if (opts.has("position") || opts.has("state"))
            throw cli::usage_error("--batch reads boards and sides from standard input; give no state with it");
        return moves_batch<st::state<st::classic_rules>>();
    }
    // Logs of the earlier tool set up a side with one line, its setup string.
    template <class S>
    [[nodiscard]] static std::optional<arbiter::result<S>> legacy_line(const S& s, std::string_view text) {
        if (s.phase() != st::phase::setup || text.size() != 40) return std::nullopt;
        const auto a = st::parse_setup(text);
        if (!a) return arbiter::result<S>(a.error());
        return try_play(s, *a);
    }
    // `arbiter bench` (all games): the classic army and the small one of
    // barrage (ST-9.13), as the earlier tool's table had them.
    [[nodiscard]] static std::vector<cli::bench_entry> bench_rows() { return {{"classic", 0, 50}, {"barrage", 0, 200}}; }
    template <class S>
    [[nodiscard]] static std::string player_label(const S&, std::size_t p) {
        return p == 0 ? "Red" : "Blue";
    }
    // ST-8: how the game ended.
    template <class S>
    [[nodiscard]] static std::string end_kind(const S& s) {
        switch (s.result().reason) {
            case st::end_reason::flag_captured: return "the Flag captured";
            case st::end_reason::no_legal_move: return "no legal move";
            case st::end_reason::both_unable_to_move: return "both unable to move";
            case st::end_reason::move_cap: return "the ply cap";
            case st::end_reason::none: break;
        }
        return {};
    }
};

}  // namespace

const cli::game_info& cli::stratego_game() {
    static const game_info info = make_game_info<st::descriptor, stratego_traits>();
    return info;
}
