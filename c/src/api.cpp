// The functions of arbiter.h: argument checks, then the entry's operation
// (entry.hpp). Every function catches everything; nothing crosses the C
// boundary but C types.
#include <algorithm>
#include <array>
#include <cstring>
#include <exception>
#include <new>
#include <string>
#include <string_view>

#include "arbiter/core/describe.hpp"
#include "arbiter/version.hpp"
#include "entry.hpp"

namespace arbiter::capi {
namespace {

// One registration line per game, in the order arb_games lists them.
constexpr std::array registered = {
    &backgammon_entries, &stratego_entries, &war_chest_entries, &memoir44_entries, &crime_wars_entries,
};

constexpr std::size_t max_bot_iterations = 10'000'000;
constexpr std::uint32_t default_bot_iterations = 1000;

std::string_view view(const char* s) noexcept { return s ? std::string_view(s) : std::string_view(); }

// Runs f, turning any exception into a report; `fallback` on failure.
// Built without exceptions (the WebAssembly module), the library itself
// throws none: only running out of memory ends the program there.
template <class T, class F>
T guarded(report& r, T fallback, F&& f) noexcept {
#if defined(__cpp_exceptions)
    try {
        T out = f();
        return r.failed() ? fallback : out;
    } catch (const std::bad_alloc&) {
        r.fail(ARB_E_INTERNAL, "out of memory");
    } catch (const std::exception& e) {
        r.fail(ARB_E_INTERNAL, e.what());
    } catch (...) {
        r.fail(ARB_E_INTERNAL, "an unknown error in the library");
    }
    return fallback;
#else
    T out = f();
    return r.failed() ? fallback : out;
#endif
}

// A text function: f(text_out&) writes, or fails through r (then the
// buffer holds "" and the result is ARB_FAIL).
template <class F>
std::size_t text_call(report& r, char* buf, std::size_t len, F&& f) noexcept {
    const std::size_t n = guarded(r, ARB_FAIL, [&]() -> std::size_t {
        text_out out(buf, len);
        f(out);
        return out.finish();
    });
    if (n == ARB_FAIL && buf && len) buf[0] = '\0';
    return n;
}

const game_entries* find_game(std::string_view name, report& r, std::array<game_entries, registered.size()>& all) {
    std::string known;
    for (std::size_t i = 0; i < registered.size(); ++i) {
        all[i] = registered[i]();
        if (all[i].name == name) return &all[i];
        known += (i ? ", " : "") + std::string(all[i].name);
    }
    r.fail(ARB_E_ARGUMENT, "no game '" + std::string(name) + "' (the games: " + known + ")");
    return nullptr;
}

// The entry `rules` (empty: the default's name) with `players` (0: the
// first entry of that name).
const entry* find_entry(const game_entries& g, std::string_view rules, int players, report& r) {
    if (rules.empty()) rules = g.entries.front()->rules();
    std::string counts;
    bool named = false;
    for (const entry* e : g.entries) {
        if (e->rules() != rules) continue;
        named = true;
        const int n = e->named_players() != 0 ? e->named_players() : e->players();
        if (players == 0 || players == n) return e;
        counts += (counts.empty() ? "" : ", ") + std::to_string(n);
    }
    if (named)
        return r.fail(ARB_E_ARGUMENT, std::string(g.name) + " rules '" + std::string(rules) + "' are played by " +
                                          counts + " players, not " + std::to_string(players)),
               nullptr;
    std::string known;
    for (std::size_t i = 0; i < g.entries.size(); ++i)
        if (std::none_of(g.entries.begin(), g.entries.begin() + static_cast<std::ptrdiff_t>(i),
                         [&](const entry* x) { return x->rules() == g.entries[i]->rules(); }))
            known += (i ? ", " : "") + std::string(g.entries[i]->rules());
    return r.fail(ARB_E_ARGUMENT, "no " + std::string(g.name) + " rules '" + std::string(rules) + "' (the rules: " +
                                      known + ")"),
           nullptr;
}

bool check_state(const arb_state* s, report& r) {
    if (s) return true;
    return r.fail(ARB_E_ARGUMENT, "the state is NULL");
}

// The index of codec `name` (empty: the first), or codec_count() with a report.
std::size_t find_codec(const entry& e, std::string_view name, report& r) {
    std::string known;
    for (std::size_t i = 0; i < e.codec_count(); ++i) {
        if (name.empty() || e.codec_name(i) == name) return i;
        known += (i ? ", " : "") + std::string(e.codec_name(i));
    }
    r.fail(ARB_E_ARGUMENT, "unknown codec '" + std::string(name) + "' (" + std::string(e.game()) + " has: " + known + ")");
    return e.codec_count();
}

bool check_player(const entry& e, int player, report& r) {
    if (player >= 0 && player < e.players()) return true;
    return r.fail(ARB_E_ARGUMENT, "player " + std::to_string(player) + " is not in [0, " + std::to_string(e.players()) +
                                      ") (" + std::string(e.game()) + " " + std::string(e.rules()) + ")");
}

// A viewer of arb_describe and arb_events: a player or ARB_OMNISCIENT.
bool check_viewer(const entry& e, int viewer, report& r) {
    if ((viewer >= 0 && viewer < e.players()) || viewer == ARB_OMNISCIENT) return true;
    return r.fail(ARB_E_ARGUMENT, "viewer " + std::to_string(viewer) + " is not a player in [0, " +
                                      std::to_string(e.players()) + ") nor ARB_OMNISCIENT (" +
                                      std::to_string(ARB_OMNISCIENT) + ")");
}

size_t tell(const arb_state* s, const char* text, int viewer, telling what, char* buf, size_t len, arb_error* err) {
    report r(err);
    return text_call(r, buf, len, [&](text_out& out) {
        if (!check_state(s, r) || !check_viewer(*s->kind, viewer, r)) return;
        if (!text) return (void)r.fail(ARB_E_ARGUMENT, "the move text is NULL");
        s->kind->tell(*s, text, viewer, what, out, r);
    });
}

bool parse_bot(const char* bot, std::uint32_t& iterations, bot_kind& kind, report& r) {
    const std::string_view b = view(bot);
    if (b != "random" && b != "mcts")
        return r.fail(ARB_E_ARGUMENT, "unknown bot '" + std::string(b) + "' (the bots: random, mcts)");
    kind = b == "random" ? bot_kind::random : bot_kind::mcts;
    if (iterations == 0) iterations = default_bot_iterations;
    if (iterations > max_bot_iterations)
        return r.fail(ARB_E_ARGUMENT, "iterations " + std::to_string(iterations) + " is more than " +
                                          std::to_string(max_bot_iterations));
    return true;
}

}  // namespace

bool report::fail(int code, std::string_view message, std::size_t line, std::size_t column) noexcept {
    failed_ = true;
    if (!err_) return false;
    const std::size_t n = std::min(message.size(), sizeof err_->message - 1);
    std::memcpy(err_->message, message.data(), n);
    err_->message[n] = '\0';
    err_->line = static_cast<int>(std::min<std::size_t>(line, 1u << 30));
    err_->column = static_cast<int>(std::min<std::size_t>(column, 1u << 30));
    err_->code = code;
    return false;
}

bool report::fail(int code, const error& e) noexcept {
    // Where, as error::what() counts it: an offset not yet located is on line 1.
    const bool at = e.line != 0 || e.position != error::no_position;
    const std::size_t line = e.line != 0 ? e.line : at ? 1 : 0;
    const std::size_t column = e.line != 0 ? e.column : at ? e.position + 1 : 0;
#if defined(__cpp_exceptions)
    try {
        return fail(code, e.what(), line, column);
    } catch (...) {  // what() allocates
        return fail(code, e.message, line, column);
    }
#else
    return fail(code, e.what(), line, column);
#endif
}

void text_out::put(std::string_view s) noexcept {
    if (need_ + 1 < len_) {
        const std::size_t n = std::min(s.size(), len_ - 1 - need_);
        std::memcpy(buf_ + need_, s.data(), n);
    }
    need_ += s.size();
}

std::size_t text_out::finish() noexcept {
    if (len_) buf_[std::min(need_, len_ - 1)] = '\0';
    return need_;
}

// The tensor of s as `player` sees it, as floats or as uint8.
template <class T>
std::size_t observation_tensor(const arb_state* s, int player, T* out, std::size_t len, arb_error* err) {
    report r(err);
    return guarded(r, ARB_FAIL, [&]() -> std::size_t {
        if (!check_state(s, r) || !check_player(*s->kind, player, r)) return ARB_FAIL;
        const std::size_t n = s->kind->observation_size();
        if (n == 0)
            return r.fail(ARB_E_ARGUMENT, std::string(s->kind->game()) + " has no observation tensor"), ARB_FAIL;
        if (out && len >= n) s->kind->tensor(*s, player, std::span(out, n));
        return n;
    });
}

}  // namespace arbiter::capi

static_assert(ARB_OMNISCIENT == arbiter::omniscient, "arbiter.h and core/describe.hpp name the same viewer");

using namespace arbiter::capi;

extern "C" {

int arb_abi_version(void) { return ARB_ABI_VERSION; }
const char* arb_version(void) { return ARBITER_VERSION; }

size_t arb_games(char* buf, size_t len) {
    report r(nullptr);
    return text_call(r, buf, len, [&](text_out& out) {
        for (const auto& g : registered) {
            out.put(g().name);
            out.put('\n');
        }
    });
}

size_t arb_rules(const char* game, char* buf, size_t len, arb_error* err) {
    report r(err);
    return text_call(r, buf, len, [&](text_out& out) {
        std::array<game_entries, registered.size()> all{};
        const game_entries* g = find_game(view(game), r, all);
        if (!g) return;
        for (std::size_t i = 0; i < g->entries.size(); ++i) {
            const entry& e = *g->entries[i];
            const bool first = std::none_of(g->entries.begin(), g->entries.begin() + static_cast<std::ptrdiff_t>(i),
                                            [&](const entry* x) { return x->rules() == e.rules(); });
            if (!first) continue;
            out.put(e.rules());
            for (std::size_t j = i, k = 0; j < g->entries.size(); ++j) {
                const entry& x = *g->entries[j];
                if (x.rules() != e.rules() || x.named_players() == 0) continue;
                out.put(k++ ? "," : "\tplayers ");
                out.put(std::to_string(x.named_players()));
            }
            out.put('\n');
        }
    });
}

arb_game* arb_game_new(const char* name, const char* rules, int players, arb_error* err) {
    report r(err);
    return guarded(r, static_cast<arb_game*>(nullptr), [&]() -> arb_game* {
        if (!name) return r.fail(ARB_E_ARGUMENT, "the game name is NULL"), nullptr;
        if (players < 0) return r.fail(ARB_E_ARGUMENT, "players " + std::to_string(players) + " is negative"), nullptr;
        std::array<game_entries, registered.size()> all{};
        const game_entries* g = find_game(name, r, all);
        const entry* e = g ? find_entry(*g, view(rules), players, r) : nullptr;
        return e ? new arb_game{e} : nullptr;
    });
}

void arb_game_free(arb_game* g) { delete g; }
const char* arb_game_name(const arb_game* g) { return g ? g->kind->game().data() : ""; }
const char* arb_game_rules(const arb_game* g) { return g ? g->kind->rules().data() : ""; }
int arb_game_players(const arb_game* g) { return g ? g->kind->players() : 0; }
bool arb_game_hidden_information(const arb_game* g) { return g && g->kind->hidden_information(); }

size_t arb_game_codecs(const arb_game* g, char* buf, size_t len) {
    report r(nullptr);
    return text_call(r, buf, len, [&](text_out& out) {
        for (std::size_t i = 0; g && i < g->kind->codec_count(); ++i) {
            out.put(g->kind->codec_name(i));
            out.put('\n');
        }
    });
}

size_t arb_game_actions(const arb_game* g, const char* codec, arb_error* err) {
    report r(err);
    return guarded(r, ARB_FAIL, [&]() -> std::size_t {
        if (!g) return r.fail(ARB_E_ARGUMENT, "the game is NULL"), ARB_FAIL;
        const std::size_t c = find_codec(*g->kind, view(codec), r);
        return c == g->kind->codec_count() ? ARB_FAIL : g->kind->codec_size(c);
    });
}

size_t arb_game_observation_size(const arb_game* g) { return g ? g->kind->observation_size() : 0; }

size_t arb_game_observation_scales(const arb_game* g, uint8_t* out, size_t len) {
    const std::size_t n = g ? g->kind->observation_size() : 0;
    if (out && len >= n && n > 0) g->kind->observation_scales(std::span(out, n));
    return n;
}

arb_state* arb_state_new(const arb_game* g, const char* setup, arb_error* err) {
    report r(err);
    return guarded(r, static_cast<arb_state*>(nullptr), [&]() -> arb_state* {
        if (!g) return r.fail(ARB_E_ARGUMENT, "the game is NULL"), nullptr;
        return g->kind->start(view(setup), r);
    });
}

arb_state* arb_state_parse(const arb_game* g, const char* text, arb_error* err) {
    report r(err);
    return guarded(r, static_cast<arb_state*>(nullptr), [&]() -> arb_state* {
        if (!g) return r.fail(ARB_E_ARGUMENT, "the game is NULL"), nullptr;
        if (!text) return r.fail(ARB_E_ARGUMENT, "the text is NULL"), nullptr;
        return g->kind->parse(text, r);
    });
}

arb_state* arb_state_copy(const arb_state* s, arb_error* err) {
    report r(err);
    return guarded(r, static_cast<arb_state*>(nullptr), [&]() -> arb_state* {
        return check_state(s, r) ? s->kind->copy(*s) : nullptr;
    });
}

void arb_state_free(arb_state* s) {
    if (s) s->kind->destroy(s);
}

bool arb_state_equal(const arb_state* a, const arb_state* b) {
    return a && b && a->kind == b->kind && a->kind->equal(*a, *b);
}

size_t arb_state_text(const arb_state* s, char* buf, size_t len, arb_error* err) {
    report r(err);
    return text_call(r, buf, len, [&](text_out& out) {
        if (check_state(s, r)) s->kind->text(*s, out);
    });
}

int arb_current_player(const arb_state* s) { return s ? s->kind->current(*s) : ARB_INVALID; }

bool arb_ended_at_cap(const arb_state* s) { return s && s->kind->ended_at_cap(*s); }

size_t arb_legal_moves(const arb_state* s, char* buf, size_t len, arb_error* err) {
    report r(err);
    return text_call(r, buf, len, [&](text_out& out) {
        if (check_state(s, r)) s->kind->legal_moves(*s, out);
    });
}

bool arb_play(arb_state* s, const char* text, arb_error* err) {
    report r(err);
    return guarded(r, false, [&] {
        if (!check_state(s, r)) return false;
        if (!text) return r.fail(ARB_E_ARGUMENT, "the move text is NULL");
        return s->kind->play_text(*s, text, r);
    });
}

size_t arb_describe(const arb_state* s, const char* text, int viewer, char* buf, size_t len, arb_error* err) {
    return tell(s, text, viewer, telling::words, buf, len, err);
}

size_t arb_events(const arb_state* s, const char* text, int viewer, char* buf, size_t len, arb_error* err) {
    return tell(s, text, viewer, telling::events, buf, len, err);
}

size_t arb_describe_end(const arb_state* s, int viewer, char* buf, size_t len, arb_error* err) {
    report r(err);
    return text_call(r, buf, len, [&](text_out& out) {
        if (check_state(s, r) && check_viewer(*s->kind, viewer, r)) s->kind->describe_ending(*s, viewer, out, r);
    });
}

size_t arb_observation_text(const arb_state* s, int viewer, char* buf, size_t len, arb_error* err) {
    report r(err);
    return text_call(r, buf, len, [&](text_out& out) {
        if (check_state(s, r) && check_viewer(*s->kind, viewer, r)) s->kind->observation_text(*s, viewer, out);
    });
}

size_t arb_board(const arb_state* s, int viewer, char* buf, size_t len, arb_error* err) {
    report r(err);
    return text_call(r, buf, len, [&](text_out& out) {
        if (check_state(s, r) && check_viewer(*s->kind, viewer, r)) s->kind->board(*s, viewer, out);
    });
}

size_t arb_action_mask(const arb_state* s, const char* codec, uint8_t* out, size_t len, arb_error* err) {
    report r(err);
    return guarded(r, ARB_FAIL, [&]() -> std::size_t {
        if (!check_state(s, r)) return ARB_FAIL;
        const std::size_t c = find_codec(*s->kind, view(codec), r);
        if (c == s->kind->codec_count()) return ARB_FAIL;
        const std::size_t n = s->kind->codec_size(c);
        if (out && len >= n) s->kind->mask(*s, c, std::span(out, n));
        return n;
    });
}

bool arb_play_action(arb_state* s, const char* codec, int64_t id, arb_error* err) {
    report r(err);
    return guarded(r, false, [&] {
        if (!check_state(s, r)) return false;
        const std::size_t c = find_codec(*s->kind, view(codec), r);
        return c != s->kind->codec_count() && s->kind->play_action(*s, c, id, r);
    });
}

size_t arb_chance_outcomes(const arb_state* s, char* buf, size_t len, arb_error* err) {
    report r(err);
    return text_call(r, buf, len, [&](text_out& out) {
        if (check_state(s, r)) s->kind->chance_outcomes(*s, out);
    });
}

bool arb_sample_chance(arb_state* s, uint64_t seed, arb_error* err) {
    arb_rng g{std::mt19937_64(seed)};
    return arb_sample_chance_rng(s, &g, err);
}

size_t arb_returns(const arb_state* s, double* out, size_t len, arb_error* err) {
    report r(err);
    return guarded(r, ARB_FAIL, [&]() -> std::size_t {
        if (!check_state(s, r)) return ARB_FAIL;
        const auto n = static_cast<std::size_t>(s->kind->players());
        if (out && len >= n) s->kind->returns(*s, std::span(out, n));
        return n;
    });
}


size_t arb_observation_tensor(const arb_state* s, int player, float* out, size_t len, arb_error* err) {
    return observation_tensor(s, player, out, len, err);
}

size_t arb_observation_tensor_u8(const arb_state* s, int player, uint8_t* out, size_t len, arb_error* err) {
    return observation_tensor(s, player, out, len, err);
}

arb_state* arb_observe_sample(const arb_state* s, int player, uint64_t seed, arb_error* err) {
    report r(err);
    return guarded(r, static_cast<arb_state*>(nullptr), [&]() -> arb_state* {
        if (!check_state(s, r) || !check_player(*s->kind, player, r)) return nullptr;
        std::mt19937_64 g(seed);
        return s->kind->observe_sample(*s, player, g, r);
    });
}

size_t arb_bot_move(const arb_state* s, const char* bot, uint32_t iterations, uint64_t seed, char* buf, size_t len,
                    arb_error* err) {
    arb_rng g{std::mt19937_64(seed)};
    return arb_bot_move_rng(s, bot, iterations, &g, buf, len, err);
}

bool arb_random_playout(arb_state* s, uint64_t seed, arb_error* err) {
    report r(err);
    return guarded(r, false, [&] {
        if (!check_state(s, r)) return false;
        std::mt19937_64 g(seed);
        s->kind->playout(*s, g);
        return true;
    });
}

arb_rng* arb_rng_new(uint64_t seed) {
    return new (std::nothrow) arb_rng{std::mt19937_64(seed)};
}

void arb_rng_free(arb_rng* g) { delete g; }

bool arb_sample_chance_rng(arb_state* s, arb_rng* g, arb_error* err) {
    report r(err);
    return guarded(r, false, [&] {
        if (!check_state(s, r)) return false;
        if (!g) return r.fail(ARB_E_ARGUMENT, "the random stream is NULL");
        return s->kind->sample_chance(*s, g->engine, r);
    });
}

size_t arb_sample_outcome_rng(const arb_state* s, arb_rng* g, char* buf, size_t len, arb_error* err) {
    report r(err);
    return text_call(r, buf, len, [&](text_out& out) {
        if (!check_state(s, r)) return;
        if (!g) return (void)r.fail(ARB_E_ARGUMENT, "the random stream is NULL");
        std::mt19937_64 engine = g->engine;  // moves on only when the text fits, as arb_bot_move_rng
        if (s->kind->sample_outcome_text(*s, engine, out, r) && out.fits()) g->engine = engine;
    });
}

size_t arb_bot_move_rng(const arb_state* s, const char* bot, uint32_t iterations, arb_rng* g, char* buf, size_t len,
                        arb_error* err) {
    report r(err);
    return text_call(r, buf, len, [&](text_out& out) {
        bot_kind kind{};
        if (!check_state(s, r) || !parse_bot(bot, iterations, kind, r)) return;
        if (!g) return (void)r.fail(ARB_E_ARGUMENT, "the random stream is NULL");
        // The stream moves on only when the move fits, so that a size query
        // (len 0) and the call that follows draw the same move.
        std::mt19937_64 engine = g->engine;
        s->kind->bot_move(*s, kind, iterations, engine, out, r);
        if (!r.failed() && out.fits()) g->engine = engine;
    });
}

}  // extern "C"
