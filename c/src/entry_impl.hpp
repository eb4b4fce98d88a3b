#pragma once
// entry_impl<D, Named>: the C interface's operations on one named rules
// entry of game descriptor D, written once for every game. States are the
// descriptor's capped states (the game's length cap in force), as in the
// tool and in Python. Each game's translation unit instantiates it for its
// entries (see backgammon.cpp) after including the game.

#include <algorithm>
#include <array>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include <fmt/format.h>

#include "arbiter/bots/bot.hpp"
#include "arbiter/bots/mcts.hpp"
#include "arbiter/bots/random.hpp"
#include "arbiter/core.hpp"
#include "state.hpp"

// The entries' own code is glue around the rules, optimised for size in the
// WebAssembly build (core/config.hpp).
ARBITER_TEXT_CODE_BEGIN

namespace arbiter::capi {

inline void put_number(text_out& out, std::uint64_t n) noexcept {
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    out.put(std::string_view(digits, static_cast<std::size_t>(end - digits)));
}

// The game's own functions, found by argument-dependent lookup (inside
// entry_impl the members of the same names would hide them).
template <class S>
auto moves_of(const S& s) {
    return legal_moves(s);
}
template <class S>
auto outcomes_of(const S& s) {
    return chance_outcomes(s);
}
template <class S>
auto returns_of(const S& s) {
    return returns(s);
}

template <class D, class Named>
class entry_impl final : public entry {
public:
    using rules_type = typename D::template capped<typename Named::rules_type>;
    using S = capped_state_of<D, Named>;
    using H = holder<S>;
    static constexpr int num_players = static_cast<int>(S::num_players);

    constexpr entry_impl() noexcept
        : entry(D::name, Named::name, Named::players, num_players) {}

    [[nodiscard]] bool hidden_information() const noexcept override { return hidden_information_game<S>; }
    [[nodiscard]] std::size_t codec_count() const noexcept override { return num_codecs<S>; }
    [[nodiscard]] std::string_view codec_name(std::size_t i) const noexcept override {
        std::string_view out;
        with_codec_index<S>(i, [&]<std::size_t I>(std::integral_constant<std::size_t, I>) { out = codec_at<S, I>::name; });
        return out;
    }
    [[nodiscard]] std::size_t codec_size(std::size_t i) const noexcept override {
        std::size_t out = 0;
        with_codec_index<S>(i, [&]<std::size_t I>(std::integral_constant<std::size_t, I>) { out = codec_at<S, I>::size; });
        return out;
    }
    [[nodiscard]] std::size_t observation_size() const noexcept override {
        if constexpr (has_observation_tensor<S>)
            return observation_shape_of<S>.size();
        else
            return 0;
    }

    arb_state* start(std::string_view setup, report& r) const override {
        auto s = D::template start<rules_type>(start_options{Named::players, setup});
        if (!s) return r.fail(ARB_E_PARSE, s.error()), nullptr;
        auto* h = new H(this);
        h->state = *s;
        return h;
    }

    arb_state* parse(std::string_view text, report& r) const override {
        // A last line `steps=...` holds the ids of a decision in progress.
        const split_text parts = split_steps_line(text);
        text = parts.state;
        const auto header = read_state_header(text);
        if (!header) return r.fail(ARB_E_PARSE, header.error()), nullptr;
        if (header->header)
            if (auto e = header_mismatch<D, rules_type, S>(*header))
                return r.fail(ARB_E_PARSE, text::located(std::move(*e), text)), nullptr;
        const auto s = state_from_text<S>(text);
        if (!s) return r.fail(ARB_E_PARSE, s.error()), nullptr;
        auto* h = new H(this);
        h->state = *s;
        if (const auto replayed = replay_steps(*h, parts.steps); !replayed) {
            delete h;
            return r.fail(ARB_E_PARSE, replayed.error()), nullptr;
        }
        return h;
    }

    arb_state* copy(const arb_state& s) const override { return new H(of(s)); }
    void destroy(arb_state* s) const noexcept override { delete static_cast<H*>(s); }
    [[nodiscard]] bool equal(const arb_state& a, const arb_state& b) const noexcept override {
        return of(a).same(of(b));
    }

    void text(const arb_state& s, text_out& out) const override {
        const H& h = of(s);
        out.put(to_string(h.state));
        out.put(steps_line(h));
    }

    [[nodiscard]] int current(const arb_state& s) const noexcept override {
        const player_id p = current_player(of(s).state);
        return p == chance_player ? ARB_CHANCE : p == terminal_player ? ARB_TERMINAL : static_cast<int>(p);
    }

    [[nodiscard]] bool ended_at_cap(const arb_state& s) const noexcept override {
        return arbiter::ended_at_cap(of(s).state);
    }

    void legal_moves(const arb_state& s, text_out& out) const override {
        const S& st = of(s).state;
        if (is_terminal(st) || current_player(st) == chance_player) return;
        for (const auto& m : moves_of(st)) {
            out.put(to_string(st, m));
            out.put('\n');
        }
    }

    bool play_text(arb_state& s, std::string_view text, report& r) const override {
        H& h = of(s);
        return with_step(h.state, text, r, [&](const auto&, const S& next) {
            h.state = next;
            h.reset_progress();
        });
    }

    bool tell(const arb_state& s, std::string_view text, int viewer, telling what, text_out& out,
              report& r) const override {
        const S& st = of(s).state;
        const auto who = static_cast<player_id>(viewer);
        return with_step(st, text, r, [&](const auto& x, const S&) {
            if (what == telling::words) out.put(describe(st, x, who));
            else out.put(to_json(events(st, x, who)));
        });
    }

    bool describe_ending(const arb_state& s, int viewer, text_out& out, report& r) const override {
        const S& st = of(s).state;
        if (!is_terminal(st)) return r.fail(ARB_E_STATE, "the game is not over: nothing ended it yet");
        out.put(describe_end(st, static_cast<player_id>(viewer)));
        return true;
    }

    void observation_text(const arb_state& s, int viewer, text_out& out) const override {
        const S& st = of(s).state;
        if constexpr (observation_text_game<S>) {
            if (viewer != omniscient) return out.put(to_string(observe(st, static_cast<player_id>(viewer))));
        }
        out.put(to_string(st));
    }

    void board(const arb_state& s, int viewer, text_out& out) const override {
        const S& st = of(s).state;
        if constexpr (hidden_information_game<S>) {
            if (viewer != omniscient) return out.put(fmt::format("{}", observe(st, static_cast<player_id>(viewer))));
        }
        out.put(fmt::format("{}", st));
    }

    std::size_t mask(const arb_state& s, std::size_t codec, std::span<std::uint8_t> out) const noexcept override {
        const H& h = of(s);
        std::size_t legal = 0;
        with_codec_index<S>(codec, [&]<std::size_t I>(std::integral_constant<std::size_t, I>) {
            using C = codec_at<S, I>;
            legal = C::mask(h.state, progress_at<I>(h.progress), out.first(C::size));
        });
        return legal;
    }

    bool play_action(arb_state& s, std::size_t codec, std::int64_t id, report& r) const override {
        H& h = of(s);
        if (!decision_or_chance(h.state, r)) return false;
        if (current_player(h.state) == chance_player)
            return r.fail(ARB_E_STATE, "this is a chance node: play an outcome (arb_play, arb_sample_chance)");
        bool ok = false;
        with_codec_index<S>(codec, [&]<std::size_t I>(std::integral_constant<std::size_t, I>) {
            const step_result done = play_step<I>(h, id);
            ok = done <= step_result::stepped ||
                 r.fail(done == step_result::out_of_range ? ARB_E_ARGUMENT : ARB_E_ILLEGAL,
                        step_refusal<S, I>(done, std::to_string(id)));
        });
        return ok;
    }

    void chance_outcomes(const arb_state& s, text_out& out) const override {
        const S& st = of(s).state;
        if (current_player(st) != chance_player) return;
        for (const auto& c : outcomes_of(st)) {
            out.put(to_string(st, c.outcome));
            out.put('\t');
            put_number(out, c.chance.numerator());
            out.put('/');
            put_number(out, c.chance.denominator());
            out.put('\n');
        }
    }

    bool sample_chance(arb_state& s, std::mt19937_64& g, report& r) const override {
        H& h = of(s);
        if (!at_chance(h.state, r)) return false;
        h.state = play(h.state, sample_outcome(outcomes_of(h.state), g));
        h.reset_progress();
        return true;
    }

    bool sample_outcome_text(const arb_state& s, std::mt19937_64& g, text_out& out, report& r) const override {
        const S& st = of(s).state;
        if (!at_chance(st, r)) return false;
        out.put(to_string(st, sample_outcome(outcomes_of(st), g)));
        return true;
    }

    static bool at_chance(const S& st, report& r) {
        const player_id p = current_player(st);
        if (p == chance_player) return true;
        return r.fail(ARB_E_STATE, p == terminal_player ? std::string("the game is over: no chance node")
                                                        : "not a chance node: player " + std::to_string(p) + " is to move");
    }

    void returns(const arb_state& s, std::span<double> out) const noexcept override {
        const auto r = returns_of(of(s).state);
        for (std::size_t p = 0; p < S::num_players; ++p) out[p] = static_cast<double>(r[p]);
    }

    void tensor(const arb_state& s, int player, std::span<float> out) const noexcept override {
        write_tensor(s, player, out);
    }
    void tensor(const arb_state& s, int player, std::span<std::uint8_t> out) const noexcept override {
        write_tensor(s, player, out);
    }
    void observation_scales(std::span<std::uint8_t> out) const noexcept override {
        if constexpr (has_observation_scales<S>) std::copy_n(observation_scales_of<S>.begin(), out.size(), out.begin());
    }

    template <tensor_entry T>
    void write_tensor(const arb_state& s, int player, std::span<T> out) const noexcept {
        if constexpr (has_observation_scales<S>) {
            const H& h = of(s);
            const auto viewer = static_cast<player_id>(player);
            const auto view = out.first(observation_shape_of<S>.size());
            // The decision in progress where the game's tensor shows it.
            write_view(h.state, progress_at<0>(h.progress), viewer, view);
        }
    }

    arb_state* observe_sample(const arb_state& s, int player, std::mt19937_64& g, report&) const override {
        if constexpr (hidden_information_game<S>) {
            auto* h = new H(this);
            h->state = sample(observe(of(s).state, static_cast<player_id>(player)), g);
            return h;
        } else {
            auto* h = new H(this);
            h->state = of(s).state;
            return h;
        }
    }

    bool bot_move(const arb_state& s, bot_kind bot, std::uint32_t iterations, std::mt19937_64& g, text_out& out,
                  report& r) const override {
        const S& st = of(s).state;
        const player_id p = current_player(st);
        if (p < 0)
            return r.fail(ARB_E_STATE, p == terminal_player ? "the game is over: no bot moves"
                                                            : "this is a chance node: no bot moves (arb_sample_chance)");
        move_t<S> m{};
        if (bot == bot_kind::random) {
            bots::random b;
            m = bots::ask(b, st, g);
        } else {
            bots::mcts_config c;
            c.iterations = iterations;
            c.max_nodes = 4 * static_cast<std::size_t>(iterations) + 64;  // about one node an iteration
            bots::mcts<S> b(c);
            m = bots::ask(b, st, g);  // information-set MCTS from the observation where information is hidden
        }
        out.put(to_string(st, m));
        return true;
    }

    void playout(arb_state& s, std::mt19937_64& g) const override {
        H& h = of(s);
        h.state = random_playout(h.state, g);
        h.reset_progress();
    }

private:
    static H& of(arb_state& s) noexcept { return static_cast<H&>(s); }
    static const H& of(const arb_state& s) noexcept { return static_cast<const H&>(s); }

    static bool decision_or_chance(const S& s, report& r) {
        if (is_terminal(s)) return r.fail(ARB_E_STATE, "the game is over: no move or outcome can be played");
        return true;
    }

    // Reads `text` at st as the move (decision node) or the outcome (chance
    // node) it names and calls f(it, the state after it) when it is legal;
    // otherwise reports why and returns false.
    template <class F>
    static bool with_step(const S& st, std::string_view text, report& r, F&& f) {
        if (!decision_or_chance(st, r)) return false;
        if (current_player(st) == chance_player) {
            const auto o = parse_outcome(st, text);
            if (!o) return r.fail(ARB_E_ILLEGAL, o.error());
            bool listed = false;
            for (const auto& c : outcomes_of(st)) listed = listed || c.outcome == *o;
            if (!listed) return r.fail(ARB_E_ILLEGAL, "'" + to_string(st, *o) + "' is not an outcome of this chance node");
            f(*o, play(st, *o));
            return true;
        }
        const auto m = parse_move(st, text);
        if (!m) return r.fail(ARB_E_ILLEGAL, m.error());
        const auto next = try_play(st, *m);
        if (!next) return r.fail(ARB_E_ILLEGAL, next.error());
        f(*m, *next);
        return true;
    }
};

// How many of D's entries a build registers: all of them, or with
// ARB_C_FIRST_ENTRY_ONLY each game's default entry alone (the fuzz target:
// the same template code, without half an hour of sanitized compiling).
#ifdef ARB_C_FIRST_ENTRY_ONLY
template <class D>
inline constexpr std::size_t entries_built = 1;
#else
template <class D>
inline constexpr std::size_t entries_built = D::rules::size;
#endif

// The entries [Begin, End) of D's rules list (of those built), as an array
// of entry pointers (a game with many entries registers them from several
// translation units).
template <class D, std::size_t Begin, std::size_t End>
struct entry_table {
    static constexpr std::size_t first = std::min(Begin, entries_built<D>);
    static constexpr std::size_t count = std::min(End, entries_built<D>) - first;
    template <class... Named>
    static auto make(rules_list<Named...>) noexcept {
        using all = std::tuple<Named...>;
        return []<std::size_t... I>(std::index_sequence<I...>) {
            return std::array<const entry*, count>{instance<std::tuple_element_t<first + I, all>>()...};
        }(std::make_index_sequence<count>{});
    }
    template <class Named>
    static const entry* instance() noexcept {
        static const entry_impl<D, Named> e;  // constant-initialised: no guard, never written
        return &e;
    }
    // Built on first use (thread-safe, and ready however early it is asked for).
    static std::span<const entry* const> entries() noexcept {
        static const auto table = make(typename D::rules{});
        return table;
    }
};

}  // namespace arbiter::capi

ARBITER_TEXT_CODE_END
