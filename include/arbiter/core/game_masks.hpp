#pragma once
// game_masks<S, Codec>: the action masks of n games (vector_env's), with
// what each keeps of its game's legal moves from one step to the next, so
// that a step runs legal_moves once:
//
//   the index codec       the list itself: its ids are [0, size), so a mask
//                         is set and cleared as a prefix
//   a codec with C::id    the id of each legal move (core/actions.hpp), so
//                         only the bytes set are cleared, a random id is the
//                         kept id of a random move, and the moves are kept
//                         too where the codec has no decode
//   any other codec       C::mask each step, and C::decode or C::advance
//
// The mask bytes are the caller's to read and only this class's to write.

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <type_traits>
#include <vector>

#include "actions.hpp"
#include "game.hpp"
#include "random.hpp"

namespace arbiter {

template <class S, class Codec>
class game_masks {
public:
    static constexpr std::size_t actions = Codec::size;

    explicit game_masks(std::size_t n)
        : mask_(n * actions), legal_(n, 0), lists_(keeps_lists ? n * max_legal_moves<S> : 0),
          ids_(keeps_ids ? n * max_legal_moves<S> : 0) {}

    std::uint8_t* data() noexcept { return mask_.data(); }
    [[nodiscard]] std::size_t legal(std::size_t i) const noexcept { return legal_[i]; }  // ids set
    [[nodiscard]] bool allows(std::size_t i, std::size_t id) const noexcept {
        return id < actions && mask_[i * actions + id] != 0;
    }

    // Game i's mask at s with progress p; `decides` false (the game is over
    // or cut short): no id is set.
    void publish(std::size_t i, const S& s, typename Codec::progress& p, bool decides) {
        std::uint8_t* m = &mask_[i * actions];
        const std::size_t before = legal_[i];
        legal_[i] = 0;
        if constexpr (keeps_ids) {
            kept_id* ids = &ids_[i * max_legal_moves<S>];
            for (std::size_t j = 0; j < before; ++j) m[ids[j]] = 0;
            if (!decides) return;
            const auto moves = legal_moves(s);
            for (std::size_t j = 0; j < moves.size(); ++j) {
                ids[j] = static_cast<kept_id>(Codec::id(s, moves[j]));
                m[ids[j]] = 1;
            }
            keep(i, moves);
        } else if constexpr (keeps_lists) {
            if (decides) keep(i, legal_moves(s));
            std::fill(m, m + legal_[i], std::uint8_t{1});
            if (before > legal_[i]) std::fill(m + legal_[i], m + before, std::uint8_t{0});
        } else if (!decides) {
            std::fill(m, m + actions, std::uint8_t{0});
        } else {
            legal_[i] = Codec::mask(s, p, std::span(m, actions));
        }
    }

    // The move of `id`, set in game i's mask: from what publish kept, else
    // the codec's decode where it has one (no second legality check), else
    // advance.
    std::optional<move_t<S>> take(std::size_t i, const S& s, typename Codec::progress& p, std::size_t id) const noexcept {
        if constexpr (keeps_lists && keeps_ids) {
            const kept_id* ids = &ids_[i * max_legal_moves<S>];
            const auto j = static_cast<std::size_t>(std::find(ids, ids + legal_[i], id) - ids);
            return j < legal_[i] ? std::optional(lists_[i * max_legal_moves<S> + j]) : std::nullopt;
        } else if constexpr (keeps_lists) {
            return lists_[i * max_legal_moves<S> + id];
        } else if constexpr (requires { Codec::decode(s, p, id); }) {
            return Codec::decode(s, p, id);
        } else {
            return Codec::advance(s, p, id);
        }
    }

    // A legal id of game i drawn uniformly with `rng` (0 when none is): the
    // id of the pick-th legal move where the ids are kept, so that every such
    // codec and the index codec play the same move from the same stream;
    // else the pick-th id set in the mask.
    template <random_engine G>
    [[nodiscard]] std::int32_t random_id(std::size_t i, G& rng) const noexcept {
        if (legal_[i] == 0) return 0;
        const auto pick = static_cast<std::size_t>(uniform_below(rng, legal_[i]));
        if constexpr (std::is_same_v<Codec, index_codec<S>>) return static_cast<std::int32_t>(pick);  // ids [0, legal)
        else if constexpr (keeps_ids) return ids_[i * max_legal_moves<S> + pick];
        else return nth_set(i, pick);
    }

private:
    // The id of game i's mask set as the pick-th (from 0).
    [[nodiscard]] std::int32_t nth_set(std::size_t i, std::size_t pick) const noexcept {
        const std::uint8_t* m = &mask_[i * actions];
        std::size_t a = 0;
        // Eight mask bytes (each 0 or 1) at a time: the top byte of the word
        // times 0x0101... is their sum, how many are set (a multiply, where
        // std::popcount is a library call on a baseline x86-64 build).
        for (; a + 8 <= actions; a += 8) {
            std::uint64_t word;
            std::memcpy(&word, m + a, 8);
            const auto set = static_cast<std::size_t>((word * 0x0101010101010101u) >> 56);
            if (pick < set) break;
            pick -= set;
        }
        for (; a < actions; ++a)
            if (m[a] && pick-- == 0) break;
        return static_cast<std::int32_t>(a);
    }

    static constexpr bool keeps_ids = requires(const S& s, const move_t<S>& m) {
        { Codec::id(s, m) } -> std::same_as<std::size_t>;
    };
    static constexpr bool keeps_lists = std::is_same_v<Codec, index_codec<S>> ||
                                        (keeps_ids && !requires(const S& s, typename Codec::progress& p) {
                                            Codec::decode(s, p, 0);
                                        });
    using kept_id = std::uint16_t;
    static_assert(!keeps_ids || actions <= 65536, "a kept id is 16 bits");

    template <class Moves>
    void keep(std::size_t i, const Moves& moves) {
        if constexpr (keeps_lists)
            std::copy(moves.begin(), moves.end(), lists_.begin() + static_cast<std::ptrdiff_t>(i * max_legal_moves<S>));
        legal_[i] = moves.size();
    }

    std::vector<std::uint8_t> mask_;
    std::vector<std::size_t> legal_;  // ids set in each game's mask
    std::vector<move_t<S>> lists_;    // each game's legal moves (keeps_lists)
    std::vector<kept_id> ids_;        // the id of each (keeps_ids)
};

}  // namespace arbiter
