#pragma once
// The backgammon state and move types (RULES.md BG-1, BG-9, BG-11, BG-13),
// and the queries every caller needs: whose turn (current_player), the end
// (is_terminal) and its result (returns). The legal moves are in
// generate.hpp, playing them in apply.hpp.

#include <array>
#include <bit>
#include <cassert>
#include <cstdint>

#include "../core/player.hpp"
#include "rules.hpp"

namespace arbiter::backgammon {

// BG-1.7: where every checker stands, and who is on roll.
// checkers[p][i] is player p's count on his own point i (BG-1.2):
// i = 1..24 the points, i = 25 his bar, i = 0 borne off.
struct position {
    std::array<std::array<std::uint8_t, 26>, 2> checkers{};
    player_id on_roll = 0;

    [[nodiscard]] constexpr int at(player_id p, int point) const noexcept {
        return checkers[static_cast<std::size_t>(p)][static_cast<std::size_t>(point)];
    }
    [[nodiscard]] constexpr int in_play(player_id p) const noexcept {
        int n = 0;
        for (int i = 1; i <= bar_point; ++i) n += at(p, i);
        return n;
    }
    // The pips player p needs to bear everything off (the bar counts 25).
    [[nodiscard]] constexpr int pip_count(player_id p) const noexcept {
        int n = 0;
        for (int i = 1; i <= bar_point; ++i) n += i * at(p, i);
        return n;
    }
    // Sets each player's borne-off count to what his checkers in play leave
    // of `checkers_each` (BG-1.7); readers write only the checkers in play.
    constexpr void fill_borne_off(int checkers_each) noexcept {
        for (player_id p = 0; p < 2; ++p)
            if (in_play(p) <= checkers_each)
                checkers[static_cast<std::size_t>(p)][0] = static_cast<std::uint8_t>(checkers_each - in_play(p));
    }
    friend constexpr bool operator==(const position&, const position&) = default;
};

[[nodiscard]] constexpr player_id opponent(player_id p) noexcept { return static_cast<player_id>(1 - p); }

// BG-2.1, BG-15: the starting position of a variant, player 0 nominally on roll.
template <rules_policy R>
[[nodiscard]] constexpr position start_position_of() noexcept {
    position pos;
    for (auto& side : pos.checkers) {
        if constexpr (R::start == start_position::standard) {
            side[24] = 2, side[13] = 5, side[8] = 3, side[6] = 5;
        } else if constexpr (R::start == start_position::nackgammon) {
            side[24] = 2, side[23] = 2, side[13] = 4, side[8] = 3, side[6] = 4;
        } else {
            side[24] = 1, side[23] = 1, side[22] = 1;
        }
    }
    return pos;
}

// A chance outcome: two dice. At the opening roll (BG-9.2) `first` is player
// 0's die and `second` player 1's; at every later roll (BG-9.3) the larger die
// comes first.
struct dice {
    std::uint8_t first = 0;
    std::uint8_t second = 0;
    [[nodiscard]] constexpr bool is_double() const noexcept { return first == second; }
    // The same roll with the larger die first, as a roll is stored (BG-9.3).
    [[nodiscard]] constexpr dice larger_first() const noexcept {
        return first >= second ? *this : dice{second, first};
    }
    friend constexpr bool operator==(const dice&, const dice&) = default;
};

// BG-4.7: a step is (number, source); source 25 is the bar.
struct step {
    std::uint8_t die = 0;
    std::uint8_t from = 0;
    friend constexpr bool operator==(const step&, const step&) = default;
};

// One decision (BG-9.5): the play of a roll, given by its canonical step
// sequence (BG-7.7), or a cube action. Six bytes, trivially copyable.
namespace detail {
class play_generator;
class play_finder;
}

class move {
public:
    enum class kind : std::uint8_t { play, roll, double_offer, take, drop, beaver, resign, accept, reject };

    constexpr move() noexcept = default;

    [[nodiscard]] static constexpr move pass() noexcept { return move{}; }  // BG-7.6
    [[nodiscard]] static constexpr move roll() noexcept { return move{kind::roll}; }
    [[nodiscard]] static constexpr move double_offer() noexcept { return move{kind::double_offer}; }
    [[nodiscard]] static constexpr move take() noexcept { return move{kind::take}; }
    [[nodiscard]] static constexpr move drop() noexcept { return move{kind::drop}; }
    [[nodiscard]] static constexpr move beaver() noexcept { return move{kind::beaver}; }
    // BG-23.1: offer to resign a single game (1), a gammon (2) or a backgammon (3).
    [[nodiscard]] static constexpr move resign(int level) noexcept {
        assert(level >= 1 && level <= max_resign_level);
        move m{kind::resign};
        m.size_ = static_cast<std::uint8_t>(level);
        return m;
    }
    [[nodiscard]] static constexpr move accept() noexcept { return move{kind::accept}; }  // BG-23.2
    [[nodiscard]] static constexpr move reject() noexcept { return move{kind::reject}; }  // BG-23.2

    // A play from a step sequence; steps past the fourth are a caller bug.
    template <class Steps>
    [[nodiscard]] static constexpr move from_steps(const Steps& steps) noexcept {
        move m;
        for (const step& s : steps) m.add_step(s);
        return m;
    }
    constexpr void add_step(step s) noexcept {
        assert(size_ < 4 && s.die >= 1 && s.die <= 6 && s.from >= 1 && s.from <= 25);
        packed_[size_++] = static_cast<std::uint8_t>(s.from | (s.die << 5));
    }

    [[nodiscard]] constexpr kind type() const noexcept { return kind_; }
    [[nodiscard]] constexpr bool is_play() const noexcept { return kind_ == kind::play; }
    [[nodiscard]] constexpr bool is_pass() const noexcept { return kind_ == kind::play && size_ == 0; }
    [[nodiscard]] constexpr int size() const noexcept { return kind_ == kind::play ? size_ : 0; }  // steps in the play
    [[nodiscard]] constexpr int resign_level() const noexcept { return kind_ == kind::resign ? size_ : 0; }
    // An offer a bot may ignore (core/game.hpp): the library's bots never resign (BG-23).
    [[nodiscard]] constexpr bool is_offer() const noexcept { return kind_ == kind::resign; }
    [[nodiscard]] constexpr step operator[](int i) const noexcept {
        assert(i >= 0 && i < size_);
        const auto b = packed_[static_cast<std::size_t>(i)];
        return {static_cast<std::uint8_t>(b >> 5), static_cast<std::uint8_t>(b & 31)};
    }

    friend constexpr bool operator==(const move&, const move&) = default;

private:
    friend class detail::play_generator;
    friend class detail::play_finder;

    constexpr explicit move(kind k) noexcept : kind_(k) {}
    // The generator's fast path: step i packed in byte i of `word`, the
    // bytes from `size` on being ignored.
    constexpr move(std::uint32_t word, int size) noexcept : size_(static_cast<std::uint8_t>(size)) {
        word &= size == 4 ? ~std::uint32_t{0} : (std::uint32_t{1} << (8 * size)) - 1;
        if constexpr (std::endian::native == std::endian::little) {
            packed_ = std::bit_cast<std::array<std::uint8_t, 4>>(word);
        } else {
            for (std::size_t i = 0; i < 4; ++i) packed_[i] = static_cast<std::uint8_t>(word >> (8 * i));
        }
    }

    std::array<std::uint8_t, 4> packed_{};  // from (bits 0-4) | die << 5
    std::uint8_t size_ = 0;  // steps of a play; the level of a resignation
    kind kind_ = kind::play;
};

// Where the game is (BG-9.4).
enum class phase : std::uint8_t {
    opening_roll,   // chance: 30 outcomes (BG-9.2)
    cube_decision,  // the player on roll: `roll` or `double` (BG-11.2)
    rolling,        // chance: 21 outcomes (BG-9.3)
    playing,        // the player on roll: the plays of his roll (BG-7)
    responding,     // the offered player: `take`, `drop`, `beaver` (BG-11.3, BG-12)
    over,           // terminal
    resigning,      // the opponent of the player on roll: `accept` or `reject` an offer (BG-23.2)
};

// BG-8.4, BG-10.2: how a game was won.
enum class win_kind : std::uint8_t { none, single, gammon, backgammon, drop };

struct game_result {
    player_id winner = -1;
    win_kind kind = win_kind::none;  // for a resignation, the level accepted (BG-23.2)
    int points = 0;  // what the game was worth to the winner (BG-8.3, BG-10)
    bool resigned = false;  // ended by an accepted resignation (BG-23.2)
    friend constexpr bool operator==(const game_result&, const game_result&) = default;
};

// The whole state of a game (or of a match, BG-13.6). Copy it to branch.
template <rules_policy R = source_rules>
class state {
public:
    using rules = R;
    using move_type = move;
    using outcome_type = dice;
    static constexpr std::size_t num_players = 2;
    static constexpr int checkers = checkers_per_player<R>;

    // A new game (or match to `match_length` points) at its opening roll.
    constexpr explicit state(int match_length = 0) noexcept
        : match_length_(static_cast<std::uint16_t>(match_length)) {
        assert(match_length >= 0 && match_length < 32768);
        pos_ = start_position_of<R>();
    }

    [[nodiscard]] constexpr const backgammon::position& board() const noexcept { return pos_; }
    [[nodiscard]] constexpr player_id player_on_roll() const noexcept { return pos_.on_roll; }
    [[nodiscard]] constexpr backgammon::phase phase() const noexcept { return phase_; }
    [[nodiscard]] constexpr backgammon::dice roll() const noexcept { return dice_; }  // at a play decision
    [[nodiscard]] constexpr int cube_value() const noexcept { return 1 << cube_log2_; }
    // -1 when centred (BG-11.1), else the owner.
    [[nodiscard]] constexpr player_id cube_owner() const noexcept { return cube_owner_; }
    // Beavers made on the pending offer (BG-12.3).
    [[nodiscard]] constexpr int beaver_count() const noexcept { return beavers_; }
    // At a response decision: who must answer (BG-12.3).
    [[nodiscard]] constexpr player_id responder() const noexcept {
        return beavers_ % 2 == 0 ? opponent(pos_.on_roll) : pos_.on_roll;
    }
    [[nodiscard]] constexpr int match_length() const noexcept { return match_length_; }
    [[nodiscard]] constexpr int score(player_id p) const noexcept { return score_[static_cast<std::size_t>(p)]; }
    [[nodiscard]] constexpr bool is_crawford_game() const noexcept { return crawford_game_; }
    // The last finished game (in a match, the previous one until this one ends).
    [[nodiscard]] constexpr const game_result& last_game() const noexcept { return last_game_; }
    [[nodiscard]] constexpr int games_played() const noexcept { return games_played_; }
    // BG-23.2: the level offered, while the opponent answers (else 0).
    [[nodiscard]] constexpr int resign_offer() const noexcept { return resign_offer_; }
    // BG-23.3: the lowest level the player on roll had rejected this turn (0: none).
    [[nodiscard]] constexpr int resign_rejected() const noexcept { return resign_rejected_; }

    friend constexpr bool operator==(const state&, const state&) = default;

    // The rules (apply.hpp) and the readers (state_text.hpp, position_id.hpp,
    // match_id.hpp, xgid.hpp) build states field by field; `edit` is their access, not part of the user API.
    struct edit;

private:
    backgammon::position pos_{};
    backgammon::dice dice_{};
    backgammon::phase phase_ = phase::opening_roll;
    std::uint8_t cube_log2_ = 0;
    player_id cube_owner_ = -1;
    std::uint8_t beavers_ = 0;
    bool crawford_game_ = false;
    std::uint16_t match_length_ = 0;
    std::array<std::uint16_t, 2> score_{};
    std::uint16_t games_played_ = 0;
    std::uint8_t resign_offer_ = 0;
    std::uint8_t resign_rejected_ = 0;
    game_result last_game_{};
};

template <rules_policy R>
struct state<R>::edit {
    state& s;
    constexpr backgammon::position& board() noexcept { return s.pos_; }
    constexpr backgammon::dice& roll() noexcept { return s.dice_; }
    constexpr backgammon::phase& phase() noexcept { return s.phase_; }
    constexpr std::uint8_t& cube_log2() noexcept { return s.cube_log2_; }
    constexpr player_id& cube_owner() noexcept { return s.cube_owner_; }
    constexpr std::uint8_t& beavers() noexcept { return s.beavers_; }
    constexpr bool& crawford_game() noexcept { return s.crawford_game_; }
    constexpr std::uint16_t& match_length() noexcept { return s.match_length_; }
    constexpr std::uint16_t& score(player_id p) noexcept { return s.score_[static_cast<std::size_t>(p)]; }
    constexpr std::uint16_t& games_played() noexcept { return s.games_played_; }
    constexpr game_result& last_game() noexcept { return s.last_game_; }
    constexpr std::uint8_t& resign_offer() noexcept { return s.resign_offer_; }
    constexpr std::uint8_t& resign_rejected() noexcept { return s.resign_rejected_; }
};

// ---------------------------------------------------------------- the turn and the end

[[nodiscard]] constexpr bool has_borne_off_all(const position& pos, player_id p, int n) noexcept {
    return pos.at(p, off_point) == n;
}

// BG-8.4: the kind of win of `winner` in `pos`.
[[nodiscard]] constexpr win_kind kind_of_win(const position& pos, player_id winner) noexcept {
    const player_id loser = opponent(winner);
    if (pos.at(loser, off_point) > 0) return win_kind::single;
    for (int i = 19; i <= bar_point; ++i)
        if (pos.at(loser, i) > 0) return win_kind::backgammon;
    return win_kind::gammon;
}

template <rules_policy R>
[[nodiscard]] constexpr player_id current_player(const state<R>& s) noexcept {
    switch (s.phase()) {
        case phase::opening_roll:
        case phase::rolling: return chance_player;
        case phase::over: return terminal_player;
        case phase::responding: return s.responder();
        case phase::resigning: return opponent(s.player_on_roll());  // BG-23.2
        case phase::cube_decision:
        case phase::playing: break;
    }
    return s.player_on_roll();
}

template <rules_policy R>
[[nodiscard]] constexpr bool is_terminal(const state<R>& s) noexcept {
    return s.phase() == phase::over;
}

// BG-8.3, BG-9.7, BG-13.6: each player's result at a terminal state (zero
// before). Points in a single game; +1/-1 for the match in match play.
template <rules_policy R>
[[nodiscard]] constexpr std::array<double, 2> returns(const state<R>& s) noexcept {
    if (!is_terminal(s)) return {0, 0};
    const game_result& g = s.last_game();
    const double value = s.match_length() > 0 ? 1 : g.points;
    return g.winner == 0 ? std::array<double, 2>{value, -value} : std::array<double, 2>{-value, value};
}

}  // namespace arbiter::backgammon
