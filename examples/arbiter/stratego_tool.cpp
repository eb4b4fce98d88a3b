// Stratego in the `arbiter` tool: what the generic commands
// (game_commands.hpp) do not know. Its own bot (simple) and MCTS scored by
// material; every side's setup made in one go, at random or drawn from real
// setups (--setups FILE, e.g. Gravon's); the position string "BOARD r|b"
// (ST-10.5) beside the full-state text; --setup for a start from setup
// strings; `moves --batch` for comparing with other engines; how each game
// ended.

#include <arbiter/bots/stratego.hpp>
#include <arbiter/stratego.hpp>
#include <arbiter/stratego/format.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <random>
#include <span>
#include <iostream>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "game_info.hpp"
#include "gravon_setups.hpp"

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

// The setups `setup N` offers in play for R's army (none for the armies
// Gravon's files lack): the first 20 of tests/data/stratego/classic-setups.txt
// and barrage-setups.txt, setups humans played on the Gravon server (ST-10.6;
// that folder's README.md gives their source and licence), embedded by
// examples/CMakeLists.txt as gravon_setups.hpp.
template <class R>
[[nodiscard]] constexpr std::span<const std::string_view> shipped_setups() noexcept {
    if constexpr (R::setup != st::setup_rule::zone) return {};
    else if constexpr (R::army == st::armies::classic) return cli::gravon::classic;
    else if constexpr (R::army == st::armies::barrage) return cli::gravon::barrage;
    else return {};
}

// ---- play: what a person sees and types

// The kinds in the order a person reads an army: Marshal (10) down to Scout
// (2), then Spy, Bomb and Flag.
inline constexpr std::array<st::kind, st::num_kinds> reading_order = {
    st::kind::marshal, st::kind::general,  st::kind::colonel, st::kind::major, st::kind::captain, st::kind::lieutenant,
    st::kind::sergeant, st::kind::miner,   st::kind::scout,   st::kind::spy,   st::kind::bomb,    st::kind::flag};

// A piece as a person types it at a setup square: its rank (10 to 2, 1 or S
// for the Spy), B or F, or its name, in any case; `-` or `empty` leaves the
// square empty (armies under 40). The kind, num_kinds for empty, or -1.
[[nodiscard]] int typed_piece(std::string_view word) {
    std::string w;
    for (const char c : word) w += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (w == "-" || w == "empty") return st::num_kinds;
    if (w == "s" || w == "1") return static_cast<int>(st::kind::spy);
    if (w == "b") return static_cast<int>(st::kind::bomb);
    if (w == "f") return static_cast<int>(st::kind::flag);
    for (int k = 0; k < st::num_kinds; ++k) {
        const st::kind kk = static_cast<st::kind>(k);
        std::string name = st::kind_name(kk);
        for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (w == name || (st::is_movable(kk) && kk != st::kind::spy && w == std::to_string(st::rank_of(kk)))) return k;
    }
    return -1;
}

// "10, 9, 8 x2, ..., F": counts by kind (index num_kinds: empty squares,
// "- x32"), the kinds with none left out.
template <class Counts>
[[nodiscard]] std::string counts_text(const Counts& n) {
    std::string out;
    auto add = [&](std::string_view what, int count) {
        if (count > 0) out += fmt::format("{}{}{}", out.empty() ? "" : ", ", what, count > 1 ? fmt::format(" x{}", count) : "");
    };
    for (const st::kind k : reading_order) add(st::detail::rank_text(k), n[static_cast<std::size_t>(k)]);
    if (n.size() > st::num_kinds) add("-", n[st::num_kinds]);
    return out.empty() ? "none" : out;
}

// The pieces player p has lost (ST-5.9), as counts_text writes them.
template <class S>
[[nodiscard]] std::string lost_text(const S& s, arbiter::player_id p) {
    std::array<int, st::num_kinds> n{};
    for (int k = 0; k < st::num_kinds; ++k) n[static_cast<std::size_t>(k)] = s.removed(p, static_cast<st::kind>(k));
    return counts_text(n);
}

// The seed of `play` (--seed), which seat_bot sees, so that `random` at a
// setup square gives the same setup when a game is replayed with its seed.
[[nodiscard]] inline std::uint64_t& play_seed() {
    static std::uint64_t seed = (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    return seed;
}

// The squares p has left to set up, filled with the pieces p has left, in
// a random order drawn from the seed and the position.
template <class S>
[[nodiscard]] std::vector<st::move> random_rest(const S& s) {
    constexpr std::uint64_t prime = 0x100000001b3;  // FNV-1a over the seed and the board
    std::uint64_t h = play_seed();
    for (const st::piece pc : s.board()) {
        h ^= std::uint64_t{pc.bits()};
        h *= prime;
    }
    h ^= static_cast<std::uint64_t>(s.placed());  // empty squares leave the board as it was
    h *= prime;
    std::mt19937_64 rng(h);
    const auto left = st::detail::placements_left(s);
    std::vector<int> kinds;
    for (int k = 0; k <= st::num_kinds; ++k)
        for (int i = 0; i < left[static_cast<std::size_t>(k)]; ++i) kinds.push_back(k);
    for (std::size_t j = kinds.size(); j > 1; --j)
        std::swap(kinds[j - 1], kinds[static_cast<std::size_t>(arbiter::uniform_below(rng, j))]);
    std::vector<st::move> out;
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        const int sq = st::setup_square(s.to_move(), s.placed() + static_cast<int>(i));
        out.push_back(kinds[i] == st::num_kinds ? st::move::place_nothing(sq)
                                                : st::move::place(static_cast<st::kind>(kinds[i]), sq));
    }
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
        if (opts.has("seed")) play_seed() = opts.integer("seed", 0, 0, UINT64_MAX);
        auto setups = std::make_shared<std::vector<st::arrangement>>();
        if (const auto path = opts.get("setups")) *setups = read_setups<R>(*path);
        auto mine = std::make_shared<st::arrangement>();
        return [bot = std::move(bot), setups, mine](const S& s, std::mt19937_64& rng) {
            if (s.phase() != st::phase::setup) return bot(s, rng);
            if (s.placed() == 0)
                *mine = setups->empty() ? st::random_arrangement<R>(rng)
                                        : (*setups)[static_cast<std::size_t>(arbiter::uniform_below(rng, setups->size()))];
            const int i = s.placed();
            // A hint at a person's setup: where their squares differ from
            // `mine`, the rest is redrawn from the pieces they have left.
            if (!agrees(s, *mine)) {
                for (int j = 0; j < i; ++j) {
                    const st::piece pc = s.at(st::setup_square(s.to_move(), j));
                    mine->cells[static_cast<std::size_t>(j)] =
                        pc.empty() ? st::arrangement::none : static_cast<std::uint8_t>(pc.type());
                }
                std::vector<std::uint8_t> rest;
                const auto left = st::detail::placements_left(s);
                for (int k = 0; k <= st::num_kinds; ++k)
                    rest.insert(rest.end(), static_cast<std::size_t>(left[static_cast<std::size_t>(k)]),
                                static_cast<std::uint8_t>(k));
                for (std::size_t j = rest.size(); j > 1; --j)
                    std::swap(rest[j - 1], rest[static_cast<std::size_t>(arbiter::uniform_below(rng, j))]);
                std::copy(rest.begin(), rest.end(), mine->cells.begin() + i);
            }
            const auto cell = mine->cells[static_cast<std::size_t>(i)];
            const int sq = st::setup_square(s.to_move(), i);
            return cell == st::arrangement::none ? st::move::place_nothing(sq)
                                                 : st::move::place(static_cast<st::kind>(cell), sq);
        };
    }
    // Whether the squares s's player has placed are those of `a`.
    template <class S>
    [[nodiscard]] static bool agrees(const S& s, const st::arrangement& a) {
        for (int j = 0; j < s.placed(); ++j) {
            const st::piece pc = s.at(st::setup_square(s.to_move(), j));
            const auto cell = a.cells[static_cast<std::size_t>(j)];
            if (pc.empty() ? cell != st::arrangement::none : cell != static_cast<std::uint8_t>(pc.type())) return false;
        }
        return true;
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
    // ST-8: how the game ended, as selfplay counts it and play says it.
    template <class S>
    [[nodiscard]] static std::string end_kind(const S& s) {
        using R = typename S::rules;
        switch (s.result().reason) {
            case st::end_reason::flag_captured: return "the Flag captured";
            case st::end_reason::no_legal_move: return "a side left with no legal move";
            case st::end_reason::both_unable_to_move: return "neither side able to move, a draw";
            case st::end_reason::move_cap:
                if (R::max_plies_without_attack > 0 && s.plies_without_attack() >= R::max_plies_without_attack)
                    return fmt::format("{} plies without an attack, a draw", R::max_plies_without_attack);
                return fmt::format("the cap of {} plies, a draw", R::max_plies);
            case st::end_reason::none: break;
        }
        return {};
    }

    // ---- play

    // The board as `viewer` sees it (their observation, ST-7.8), their side
    // at the bottom (Blue's board turned half a turn, ST-1.1), the squares
    // named on every side as moves name them (ST-10.1); below it, what they
    // decide now.
    template <class S>
    [[nodiscard]] static std::string play_board(const S& s, arbiter::player_id viewer) {
        const auto obs = st::observe(s, viewer);
        const auto& v = obs.view;
        const bool setting_up = v.phase() == st::phase::setup && v.to_move() == viewer;
        const int next = setting_up ? st::setup_square(viewer, v.placed()) : -1;
        const bool turned = viewer == st::blue;
        auto column_at = [&](int i) { return turned ? 9 - i : i; };  // the i-th column from the left
        // A cell is 5 wide; its second character stands under the column's
        // letter: a rank's last digit, the ? or rank inside [ ], '.' or '_'.
        auto cell = [&](int sq) -> std::string {
            if (sq == next) return " _";
            if (st::is_lake(sq)) return "~~";
            const st::piece pc = v.at(sq);
            if (pc.empty()) return " .";
            if (pc.owner() != viewer)
                return pc.is_unknown() ? std::string(pc.moved() ? "[?]+" : "[?]") : "[" + st::detail::rank_text(pc.type()) + "]";
            return fmt::format("{:>2}{}", st::detail::rank_text(pc.type()), pc.revealed() ? "*" : pc.moved() ? "+" : "");
        };
        std::string labels = "    ";
        for (int i = 0; i < 10; ++i) labels += fmt::format(" {:<4}", static_cast<char>('a' + column_at(i)));
        labels = labels.substr(0, labels.find_last_not_of(' ') + 1) + '\n';
        std::string out = labels;
        for (int line = 0; line < 10; ++line) {
            const int row = turned ? line : 9 - line;
            out += fmt::format("{:>2}  ", row + 1);
            for (int i = 0; i < 10; ++i) out += fmt::format("{:<5}", cell(10 * row + column_at(i)));
            out += fmt::format("{}\n", row + 1);
        }
        out += labels;
        const std::string you = st::player_name(viewer), them = st::player_name(st::opponent(viewer));
        if (setting_up) {
            const auto left = st::detail::placements_left(v);
            out += fmt::format("Your setup ({}): {} of 40 squares placed; the next is {}, marked _.\n", you, v.placed(),
                               st::square_name(next));
            out += "Squares fill row by row from your back row, left to right as you see them.\n";
            out += fmt::format("Left to place: {}\n", counts_text(left));
            out += fmt::format("Type the piece for {}: 10 to 2, S, B or F{}.\n", st::square_name(next),
                               left[st::num_kinds] > 0 ? ", or - to leave it empty" : "");
            out += "Several words fill the squares after it; `random` or `done`: the rest at random";
            const auto shipped = shipped_setups<typename S::rules>();
            out += shipped.empty() ? ".\n" : fmt::format(";\n`setup N` takes Gravon setup N (1-{}).\n", shipped.size());
            return out;
        }
        switch (v.phase()) {
            case st::phase::setup: out += fmt::format("{} is setting up ({} of 40 squares placed).\n", them, v.placed()); break;
            case st::phase::play:
                out += fmt::format("{} to move{}, ply {}; {} plies since the last attack.\n",
                                   v.to_move() == viewer ? "You (" + you + ") are" : them + " is", "", v.plies(),
                                   v.plies_without_attack());
                break;
            case st::phase::rescue:
                out += viewer == st::red ? "You may bring a lost piece back to an empty square of your half: type its rank\n"
                                           "and the square, such as 6 c3 (or *Hc3), or - to decline (ST-9.12).\n"
                                         : "You may bring a lost piece back to an empty square of your half: type its rank\n"
                                           "and the square, such as 6 c8 (or *Hc8), or - to decline (ST-9.12).\n";
                break;
            case st::phase::over: out += st::detail::status_text(v) + '\n'; break;
        }
        out += fmt::format("You have lost: {}\n{} has lost: {}\n", lost_text(v, viewer), them,
                           lost_text(v, st::opponent(viewer)));
        out += fmt::format("{}'s unseen: {}\n", them, counts_text(st::unknown_counts(obs)));
        if (v.phase() == st::phase::play && v.to_move() == viewer)
            out += viewer == st::red ? "Move from square to square: a4-a5, or a4xa5 to attack (a Scout runs a line).\n"
                                     : "Move from square to square: a7-a6, or a7xa6 to attack (a Scout runs a line).\n";
        return out;
    }
    [[nodiscard]] static std::string play_legend() {
        return "  10 to 2   your pieces by rank: 10 Marshal, 9 General, 8 Colonel, 7 Major,\n"
               "            6 Captain, 5 Lieutenant, 4 Sergeant, 3 Miner, 2 Scout\n"
               "  S         your Spy (rank 1): it beats the Marshal when the Spy attacks\n"
               "  B         your Bomb: it never moves; only a Miner beats it\n"
               "  F         your Flag: it never moves; lose it and you lose\n"
               "  [?]       an opponent's piece whose rank you have not seen\n"
               "  [7]       an opponent's piece whose rank is known (here a Major)\n"
               "  +         after a piece: it has moved, so it is no Bomb or Flag\n"
               "  *         after your piece: the opponent has seen its rank\n"
               "  .         an empty square\n"
               "  ~~        a lake: no piece enters it\n"
               "  _         the square you set up next\n";
    }
    // What is in force beyond the ruleset's name and the cap (ST-9.13).
    template <class S>
    [[nodiscard]] static std::vector<std::string> play_notes(const S& s) {
        using R = typename S::rules;
        std::vector<std::string> out;
        std::array<int, st::num_kinds> army{};
        for (std::size_t k = 0; k < st::num_kinds; ++k) army[k] = R::army[k];
        out.push_back(fmt::format("{} pieces a side: {}.", st::army_size(R::army), counts_text(army)));
        out.push_back("Take the enemy Flag to win; a side with no legal move loses (ST-8.1, ST-8.2).");
        if (R::max_plies_without_attack > 0 || R::max_plies > 0) out.push_back("A game ended by the cap is a draw (ST-8.7).");
        out.push_back(R::ties == st::tie_rule::attacker_wins
                          ? "An attack removes the lower rank; of equal ranks the attacker wins (ST-9.6)."
                          : "An attack removes the lower rank, or both of equal ranks (ST-5.3).");
        if (R::two_square_limit > 0)
            out.push_back(fmt::format("A piece may not go back and forth between two squares more than {} times "
                                      "(ST-6).", R::two_square_limit));
        if (R::more_squares == st::chase_rule::isf) out.push_back("No endless chasing of a piece (the ISF rule, ST-9.4).");
        if (R::scout_strike == st::scout_rule::adjacent_only)
            out.push_back("A Scout may not run and attack in one move: it attacks only next to it (ST-9.5).");
        if (R::defense == st::defense_rule::silent) out.push_back("A defender that wins keeps its rank hidden (ST-9.7).");
        if (R::bombs == st::bomb_rule::one_time) out.push_back("A Bomb is removed with the piece it stops (ST-9.8).");
        if (R::captain_two_step) out.push_back("A Captain may move two squares, turning after the first (ST-9.11).");
        if (R::rescue)
            out.push_back("A non-Scout reaching the enemy back row may bring back a lost piece (ST-9.12).");
        if (s.phase() == st::phase::setup && s.placed() == 0 && s.to_move() == st::red)
            out.push_back("Red sets up first, then Blue, unseen by each other (ST-3.4); Red moves first.");
        return out;
    }
    // At the person's setup: pieces for the next squares, `random`/`done`,
    // `setup N` (a shipped Gravon setup).
    template <class S>
    [[nodiscard]] static std::optional<cli::play_reply<S>> play_command(const S& s, std::string_view line,
                                                                        arbiter::player_id viewer) {
        const std::vector<std::string_view> w = cli::words(line);
        if (w.empty()) return std::nullopt;
        const bool setting_up = s.phase() == st::phase::setup && s.to_move() == viewer;
        const bool own = w[0] == "random" || w[0] == "done" || w[0] == "setup";
        if (own && !setting_up) return cli::play_reply<S>{fmt::format("`{}` is for your setup, which is over.", w[0]), {}};
        if (s.phase() == st::phase::rescue && s.to_move() == viewer) return rescue_command<S>(s, w);
        if (!setting_up) return std::nullopt;
        if (w[0] == "random" || w[0] == "done") {
            if (w.size() != 1) return cli::play_reply<S>{fmt::format("`{}` takes nothing after it.", w[0]), {}};
            return cli::play_reply<S>{"The rest of your setup at random.", random_rest(s)};
        }
        if (w[0] == "setup") {
            const auto setups = shipped_setups<typename S::rules>();
            if (setups.empty()) return cli::play_reply<S>{"No Gravon setups are shipped for this army.", {}};
            std::size_t n = 0;
            const bool number = w.size() == 2 && !w[1].empty() && w[1].size() < 4 &&
                                std::all_of(w[1].begin(), w[1].end(), [](char c) { return c >= '0' && c <= '9'; });
            if (number) n = static_cast<std::size_t>(std::stoi(std::string(w[1])));
            if (n < 1 || n > setups.size())
                return cli::play_reply<S>{fmt::format("setup N takes a number from 1 to {}.", setups.size()), {}};
            if (s.placed() != 0)
                return cli::play_reply<S>{"setup N sets up every square: `undo` back to your first square first.", {}};
            const auto a = st::parse_setup(setups[n - 1]);
            std::vector<st::move> moves;
            for (int i = 0; i < 40; ++i) {
                const auto cell = a->cells[static_cast<std::size_t>(i)];
                const int sq = st::setup_square(viewer, i);
                moves.push_back(cell == st::arrangement::none ? st::move::place_nothing(sq)
                                                              : st::move::place(static_cast<st::kind>(cell), sq));
            }
            return cli::play_reply<S>{fmt::format("Gravon setup {} of {}: {}.", n, setups.size(), setups[n - 1]), moves};
        }
        // Pieces, one per square from the next: all placed, or none.
        std::vector<st::move> moves;
        S t = s;
        for (const std::string_view word : w) {
            const int k = typed_piece(word);
            if (k < 0 && moves.empty()) return std::nullopt;  // not a piece: a placement such as Ma1
            if (k < 0)
                return cli::play_reply<S>{
                    fmt::format("'{}' is not a piece: type 10 to 2, S, B or F (or a name, such as Marshal); "
                                "nothing placed.", word),
                    {}};
            if (t.phase() != st::phase::setup || t.to_move() != viewer)
                return cli::play_reply<S>{fmt::format("'{}': more pieces than squares left to set up.", line), {}};
            const int sq = st::setup_square(viewer, t.placed());
            const st::move m = k == st::num_kinds ? st::move::place_nothing(sq) : st::move::place(static_cast<st::kind>(k), sq);
            const auto next = try_play(t, m);
            if (!next)
                return cli::play_reply<S>{
                    fmt::format("'{}' on {}: {}; nothing placed.", word, st::square_name(sq), next.error().message), {}};
            t = *next;
            moves.push_back(m);
        }
        return cli::play_reply<S>{{}, moves};
    }
    // ST-9.12 at the person's rescue: "6 c3" (a rank and a square) or "-".
    template <class S>
    [[nodiscard]] static std::optional<cli::play_reply<S>> rescue_command(const S& s, const std::vector<std::string_view>& w) {
        if (w.size() == 1 && (w[0] == "-" || w[0] == "no" || w[0] == "decline"))
            return cli::play_reply<S>{{}, {st::move::decline_rescue()}};
        if (w.size() != 2) return std::nullopt;
        const int k = typed_piece(w[0]);
        const auto sq = st::parse_square(w[1]);
        if (k < 0 || k == st::num_kinds || !sq) return std::nullopt;
        const st::move m = st::move::rescue(static_cast<st::kind>(k), *sq);
        if (const auto next = try_play(s, m); !next)
            return cli::play_reply<S>{fmt::format("'{} {}': {}", w[0], w[1], next.error().message), {}};
        return cli::play_reply<S>{{}, {m}};
    }
    [[nodiscard]] static std::string_view play_actions() {
        return "  e4-e5         move the piece on e4 to e5; a Scout moves any distance in a line (ST-7)\n"
               "  e4xe5         attack the piece on e5 (ST-7.5): the lower rank is removed, equal ranks both\n"
               "  Ma1 / setup   place a piece during the setup (ST-3); `setup N` places a whole army\n";
    }
    [[nodiscard]] static std::vector<std::pair<std::string_view, std::string_view>> play_commands() {
        return {{"PIECE ...", "at your setup: 10 to 2, S, B, F or - (empty) for the next squares"},
                {"RANK SQUARE", "at a rescue (ST-9.12): bring that lost piece back there; - declines"},
                {"random", "at your setup: the rest of your squares at random"},
                {"done", "at your setup: end it here, the rest at random"},
                {"setup N", "at setup's start: Gravon setup N, 1-20 (classic, barrage armies)"},
                {"SETUP", "at setup's start: a whole setup string of 40 letters (ST-10.6)"}};
    }
};

}  // namespace

const cli::game_info& cli::stratego_game() {
    static const game_info info = make_game_info<st::descriptor, stratego_traits>();
    return info;
}
