#pragma once
// The C interface's view of one named rules entry: `entry`, a table of
// operations (virtual functions) on type-erased states, implemented once for
// every game by entry_impl<D, Named> over the descriptor (core/descriptor.hpp)
// and the generic interfaces: the play concept, the text interface, the
// codecs, the tensors, observe/sample and the bots. Nothing here throws out
// of the C functions (api.cpp catches everything).

#include <cstddef>
#include <cstdint>
#include <random>
#include <span>
#include <string>
#include <string_view>

#include "../include/arbiter.h"
#include "arbiter/core/result.hpp"

// The opaque handles of arbiter.h. A state is an entry's holder<S>
// (state.hpp); `kind` says which, so each call goes to its own entry.
namespace arbiter::capi {
class entry;
}
struct arb_state {
    const arbiter::capi::entry* kind;
};
struct arb_game {
    const arbiter::capi::entry* kind;
};
struct arb_rng {
    std::mt19937_64 engine;
};

namespace arbiter::capi {

// Reports into the caller's arb_error (which may be NULL).
class report {
public:
    explicit report(arb_error* err) noexcept : err_(err) {
        if (err_) *err_ = arb_error{};
    }
    bool fail(int code, std::string_view message, std::size_t line = 0, std::size_t column = 0) noexcept;
    bool fail(int code, const error& e) noexcept;  // the library's message, with where
    [[nodiscard]] bool failed() const noexcept { return failed_; }

private:
    arb_error* err_;
    bool failed_ = false;
};

// Text into a caller's buffer: writes what fits, counts what the whole
// text needs (the snprintf convention of arbiter.h).
class text_out {
public:
    text_out(char* buf, std::size_t len) noexcept : buf_(len ? buf : nullptr), len_(buf ? len : 0) {}
    void put(std::string_view s) noexcept;
    void put(char c) noexcept { put(std::string_view(&c, 1)); }
    std::size_t finish() noexcept;  // ends the text with its zero; returns its length
    [[nodiscard]] bool fits() const noexcept { return need_ < len_; }

private:
    char* buf_;
    std::size_t len_;
    std::size_t need_ = 0;
};

enum class bot_kind : std::uint8_t { random, mcts };
// What arb_describe and arb_events tell of a move or an outcome.
enum class telling : std::uint8_t { words, events };

class entry {
public:
    constexpr entry(std::string_view game, std::string_view rules, int named_players, int players) noexcept
        : game_(game), rules_(rules), named_players_(named_players), players_(players) {}
    entry(const entry&) = delete;
    entry& operator=(const entry&) = delete;
    virtual ~entry() = default;  // entries are static objects, never deleted

    [[nodiscard]] std::string_view game() const noexcept { return game_; }
    [[nodiscard]] std::string_view rules() const noexcept { return rules_; }
    // The count the rules list gives the entry (Crime Wars' controllers;
    // 0 where the name has one count only), and the players who decide
    // (the length of returns).
    [[nodiscard]] int named_players() const noexcept { return named_players_; }
    [[nodiscard]] int players() const noexcept { return players_; }

    [[nodiscard]] virtual bool hidden_information() const noexcept = 0;
    [[nodiscard]] virtual std::size_t codec_count() const noexcept = 0;
    [[nodiscard]] virtual std::string_view codec_name(std::size_t i) const noexcept = 0;
    [[nodiscard]] virtual std::size_t codec_size(std::size_t i) const noexcept = 0;
    [[nodiscard]] virtual std::size_t observation_size() const noexcept = 0;

    virtual arb_state* start(std::string_view setup, report& r) const = 0;
    virtual arb_state* parse(std::string_view text, report& r) const = 0;
    virtual arb_state* copy(const arb_state& s) const = 0;
    virtual void destroy(arb_state* s) const noexcept = 0;
    [[nodiscard]] virtual bool equal(const arb_state& a, const arb_state& b) const noexcept = 0;

    virtual void text(const arb_state& s, text_out& out) const = 0;
    [[nodiscard]] virtual int current(const arb_state& s) const noexcept = 0;
    [[nodiscard]] virtual bool ended_at_cap(const arb_state& s) const noexcept = 0;
    virtual void legal_moves(const arb_state& s, text_out& out) const = 0;
    virtual bool play_text(arb_state& s, std::string_view text, report& r) const = 0;
    virtual bool tell(const arb_state& s, std::string_view text, int viewer, telling what, text_out& out,
                      report& r) const = 0;
    virtual bool describe_ending(const arb_state& s, int viewer, text_out& out, report& r) const = 0;
    virtual void observation_text(const arb_state& s, int viewer, text_out& out) const = 0;
    virtual void board(const arb_state& s, int viewer, text_out& out) const = 0;
    virtual std::size_t mask(const arb_state& s, std::size_t codec, std::span<std::uint8_t> out) const noexcept = 0;
    virtual bool play_action(arb_state& s, std::size_t codec, std::int64_t id, report& r) const = 0;
    virtual void chance_outcomes(const arb_state& s, text_out& out) const = 0;
    virtual bool sample_chance(arb_state& s, std::mt19937_64& g, report& r) const = 0;
    virtual bool sample_outcome_text(const arb_state& s, std::mt19937_64& g, text_out& out, report& r) const = 0;
    virtual void returns(const arb_state& s, std::span<double> out) const noexcept = 0;
    virtual void tensor(const arb_state& s, int player, std::span<float> out) const noexcept = 0;
    virtual void tensor(const arb_state& s, int player, std::span<std::uint8_t> out) const noexcept = 0;
    virtual void observation_scales(std::span<std::uint8_t> out) const noexcept = 0;
    virtual arb_state* observe_sample(const arb_state& s, int player, std::mt19937_64& g, report& r) const = 0;
    virtual bool bot_move(const arb_state& s, bot_kind bot, std::uint32_t iterations, std::mt19937_64& g,
                          text_out& out, report& r) const = 0;
    virtual void playout(arb_state& s, std::mt19937_64& g) const = 0;

private:
    std::string_view game_;
    std::string_view rules_;
    int named_players_;
    int players_;
};

// One game: its name and its entries in the descriptor's order (the first
// is the default), registered by one line in api.cpp.
struct game_entries {
    std::string_view name;
    std::span<const entry* const> entries;
};

// Each game's translation unit (backgammon.cpp, ...).
game_entries backgammon_entries() noexcept;
game_entries stratego_entries() noexcept;
game_entries war_chest_entries() noexcept;
game_entries memoir44_entries() noexcept;
game_entries crime_wars_entries() noexcept;

}  // namespace arbiter::capi
