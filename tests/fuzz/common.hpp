#pragma once
// Shared pieces of the libFuzzer targets (tests/fuzz/<game>.cpp).
//
// Each game file defines `read_target(input)` (its text readers) and
// `play_target(input)` (try_play on a state reached by listed moves), and
// `write_seeds(play_target_seeds, rng)`. It is compiled once, and linked into
// two binaries with entry.cpp, whose ARBITER_FUZZ_PLAY picks the target. A property that breaks prints what broke and the
// input, escaped, then traps, so libFuzzer saves the input as a finding.
//
// `<fuzzer> --write-seeds=DIR` writes the seed corpus (made by the library's
// own writers over seeded random games) into DIR and exits; libFuzzer
// ignores flags that start with "--".

#include <arbiter/core/game.hpp>
#include <arbiter/core/playable.hpp>
#include <arbiter/core/random.hpp>
#include <arbiter/core/result.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbiter::fuzz {

// ------------------------------------------------------------------ failing

inline std::string escaped(std::string_view text) {
    std::string out;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '\\') out += "\\\\";
        else if (c == '"') out += "\\\"";
        else if (c == '\n') out += "\\n";
        else if (u >= 0x20 && u < 0x7f) out += c;
        else {
            static constexpr char hex[] = "0123456789abcdef";
            out += "\\x";
            out += hex[u >> 4];
            out += hex[u & 15];
        }
    }
    return out;
}

// The whole input of the current run, for the failure message.
inline std::string_view& current_input() {
    static std::string_view input;
    return input;
}

[[noreturn]] inline void fail(std::string_view property, std::string_view detail = {}) {
    std::fprintf(stderr, "\n*** arbiter fuzz property violated: %.*s\n", static_cast<int>(property.size()),
                 property.data());
    if (!detail.empty())
        std::fprintf(stderr, "    detail: %s\n", escaped(detail).c_str());
    std::fprintf(stderr, "    input: \"%s\"\n", escaped(current_input()).c_str());
    __builtin_trap();
}

inline void expect(bool ok, std::string_view property, std::string_view detail = {}) {
    if (!ok) fail(property, detail);
}

// ------------------------------------------------------------------ bytes

// The fuzzer's input, read front to back; past the end it reads zeros, so
// every input means something.
class bytes {
public:
    bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

    [[nodiscard]] bool empty() const noexcept { return at_ >= size_; }
    std::uint8_t next() noexcept { return at_ < size_ ? data_[at_++] : std::uint8_t{0}; }
    std::uint16_t next16() noexcept {
        const auto hi = next();
        return static_cast<std::uint16_t>(hi << 8 | next());
    }
    // An index below n (n > 0): one byte, or two when n > 256.
    std::size_t below(std::size_t n) noexcept {
        const std::size_t v = n > 256 ? next16() : next();
        return v % n;
    }
    // The unread rest as text.
    [[nodiscard]] std::string_view rest() const noexcept {
        return at_ >= size_ ? std::string_view{}
                            : std::string_view(reinterpret_cast<const char*>(data_ + at_), size_ - at_);
    }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t at_ = 0;
};

// Splits "context\0text" at the first zero byte (a reader that needs a state
// reads the state from the context). No zero byte: all context, no text.
struct split_text {
    std::string_view context;
    std::string_view text;
};
inline split_text split_at_zero(std::string_view t) {
    const std::size_t z = t.find('\0');
    if (z == std::string_view::npos) return {t, {}};
    return {t.substr(0, z), t.substr(z + 1)};
}

// ------------------------------------------------------------------ readers

// A rejection has a message and a position inside the text (or none).
inline void check_error(const error& e, std::string_view text, std::string_view reader) {
    expect(!e.message.empty(), "a reader's error has a message", reader);
    expect(e.position == error::no_position || e.position <= text.size(),
           "a reader's error position is inside the text", std::string(reader) + ": " + e.what());
}

// Reads `text`; an acceptance goes to `accepted(value)`, a rejection is checked.
template <class Result, class Accepted>
void read(const Result& r, std::string_view text, std::string_view reader, Accepted accepted) {
    if (r) accepted(*r);
    else check_error(r.error(), text, reader);
}

// What was written reads back as the same value.
template <class Result, class T>
void expect_reads_back(const Result& again, const T& value, std::string_view reader, std::string_view written) {
    if (!again) fail("what a reader accepts writes back to a text it reads",
                     std::string(reader) + ": '" + std::string(written) + "' -> " + again.error().what());
    expect(*again == value, "what a reader accepts writes back to a text that reads as the same value",
           std::string(reader) + ": " + std::string(written));
}

struct no_more_checks {
    template <class T>
    void operator()(const T&) const {}
};

// The round trip every reader keeps: what `parse` accepts of `text`, `write`
// writes back to a text that `parse` reads as the same value; `also(value)`
// checks what else the reader promises.
template <class Parse, class Write, class Also = no_more_checks>
void round_trip(std::string_view text, std::string_view reader, Parse parse, Write write, Also also = {}) {
    read(parse(text), text, reader, [&](const auto& value) {
        also(value);
        const std::string w = write(value);
        expect_reads_back(parse(w), value, reader, w);
    });
}

template <game S>
void expect_playable(const S& s, std::string_view where) {
    const auto r = require_playable(s);
    if (!r) fail("an accepted or reached state can be played on (require_playable)",
                 std::string(where) + ": " + r.error().what());
}

// ------------------------------------------------------------------ try_play

// try_play(s, m) leaves s as it was, accepts exactly the listed moves (or
// another spelling of one: the same successor), and its successor is play's.
template <game S>
void check_try_play(const S& s, const move_t<S>& m) {
    const S before = s;
    const auto r = try_play(s, m);
    expect(s == before, "try_play never changes its input");
    const auto listed = legal_moves(s);
    bool is_listed = false;
    for (const auto& l : listed) is_listed = is_listed || move_t<S>(l) == m;
    if (!r) {
        expect(!is_listed, "try_play accepts every listed move", r.error().message);
        expect(!r.error().message.empty(), "try_play's error has a message");
        return;
    }
    if (is_listed) {
        expect(*r == play(s, m), "try_play's successor equals play(s, m)");
    } else {
        bool same = false;
        for (const auto& l : listed) same = same || *r == play(s, move_t<S>(l));
        expect(same, "a move try_play accepts but does not list gives the successor of a listed move");
    }
    expect_playable(*r, "the successor of an accepted move");
}

// The same for a chance outcome, where the game has a checked form for it:
// what it accepts is a listed outcome's successor.
template <game S>
void check_try_outcome(const S& s, const outcome_t<S>& o) {
    const S before = s;
    const auto r = try_play(s, o);
    expect(s == before, "try_play never changes its input (an outcome)");
    const auto listed = chance_outcomes(s);
    bool is_listed = false;
    for (const auto& l : listed) is_listed = is_listed || outcome_t<S>(l.outcome) == o;
    if (!r) {
        expect(!is_listed, "try_play accepts every listed outcome", r.error().message);
        expect(!r.error().message.empty(), "try_play's error has a message (an outcome)");
        return;
    }
    bool same = false;
    for (const auto& l : listed) same = same || *r == play(s, outcome_t<S>(l.outcome));
    expect(same, "an outcome try_play accepts gives the successor of a listed outcome");
    if (is_listed) expect(*r == play(s, o), "try_play's successor equals play(s, o)");
    expect_playable(*r, "the successor of an accepted outcome");
}

// Plays up to `plies` listed moves or outcomes, each chosen by the input, from
// `s`. In the last few plies (checking every one would make long walks too
// slow) each state must be playable and the chosen move agree with try_play.
template <game S>
S walk(S s, bytes& in, std::size_t plies) {
    constexpr std::size_t checked = 8;
    for (std::size_t i = 0; i < plies; ++i) {
        const bool check = i + checked >= plies;
        if (check) expect_playable(s, "a state reached by listed moves");
        const player_id who = current_player(s);
        if (who == terminal_player) break;
        if (who == chance_player) {
            const auto outcomes = chance_outcomes(s);
            s = play(s, outcome_t<S>(outcomes[in.below(outcomes.size())].outcome));
            continue;
        }
        const auto moves = legal_moves(s);
        const move_t<S> m = moves[in.below(moves.size())];
        if (check) check_try_play(s, m);
        s = play(s, m);
    }
    return s;
}

// ------------------------------------------------------------------ seeds

// The bytes `walk` reads to follow a seeded random game for `plies` plies,
// and the state it reaches.
template <game S>
struct recorded_walk {
    std::string bytes;
    S state;
};

template <game S>
recorded_walk<S> record_walk(S s, std::mt19937_64& rng, std::size_t plies) {
    std::string out;
    auto choose = [&](std::size_t n) {
        const std::size_t i = static_cast<std::size_t>(uniform_below(rng, n > 65536 ? 65536 : n));
        if (n > 256) out += static_cast<char>(i >> 8);
        out += static_cast<char>(i & 255);
        return i;
    };
    for (std::size_t i = 0; i < plies; ++i) {
        const player_id who = current_player(s);
        if (who == terminal_player) break;
        if (who == chance_player) {
            const auto outcomes = chance_outcomes(s);
            // Chosen by probability, as a game would go, then written as its index.
            const auto o = sample_outcome(outcomes, rng);
            std::size_t k = 0;
            while (!(outcome_t<S>(outcomes[k].outcome) == o)) ++k;
            if (outcomes.size() > 256) out += static_cast<char>(k >> 8);
            out += static_cast<char>(k & 255);
            s = play(s, o);
            continue;
        }
        const auto moves = legal_moves(s);
        s = play(s, move_t<S>(moves[choose(moves.size())]));
    }
    return {out, s};
}

// Seeds are collected here and written as DIR/seed-NNN.
inline std::vector<std::string>& seeds() {
    static std::vector<std::string> all;
    return all;
}
inline void add_seed(std::string s) { seeds().push_back(std::move(s)); }
inline std::string with_selector(std::uint8_t selector, std::string_view text) {
    return static_cast<char>(selector) + std::string(text);
}

}  // namespace arbiter::fuzz

// Supplied by the game file; entry.cpp calls them.
void read_target(arbiter::fuzz::bytes& in);
void play_target(arbiter::fuzz::bytes& in);
void write_seeds(bool play_target_seeds, std::mt19937_64& rng);
