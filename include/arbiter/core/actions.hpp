#pragma once
// Action ids: a decision as integers in [0, size), for learners that want a
// policy head of fixed width and a legal-action mask.
//
// A codec C over a game state S offers
//   C::name                  its name ("index", "micro", "steps", ...)
//   C::size                  the number of distinct ids
//   C::progress              what is chosen so far within one decision
//                            (empty for one-id decisions; backgammon's micro
//                            codec spends one id per checker step)
//   C::mask(s, p, out)       out[i] = 1 for every id legal now, else 0
//                            (out.size() >= size); returns how many are legal
//   C::advance(s, p, id)     takes one legal id: the whole move once the
//                            decision is complete, else nullopt and p advanced;
//                            an id that is not legal: nullopt, p unchanged
//   C::encode(s, m, ids)     the ids that choose legal move m from a fresh
//                            progress, written to ids; returns how many (0 if
//                            m is not legal); ids.size() >= max_ids
// Optionally C::decode(s, p, id): advance for an id known to be set in
// mask(s, p), skipping advance's legality check (vector_env uses it); and
// for a codec of one id per move with an empty progress, C::id(s, m): the
// id of legal move m of s, as mask sets it (vector_env keeps the ids of
// each game's legal moves, so it runs legal_moves once a step and clears
// only the mask bytes it set).
// None allocates. At a chance node or a terminal state the mask is empty.
// Every game has the index codec (id i = legal_moves(s)[i]; stable because
// the list order is part of each game's API); games with a natural bounded
// action set add a fixed dense codec in <game>/actions.hpp.

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>
#include <type_traits>

#include "game.hpp"

namespace arbiter {

template <class C, class S>
concept action_codec = game<S> && std::is_trivially_copyable_v<typename C::progress> &&
    std::default_initializable<typename C::progress> &&
    requires(const S& s, typename C::progress& p, const typename S::move_type& m, std::span<std::uint8_t> out,
             std::span<std::int32_t> ids, std::size_t id) {
        { C::name } -> std::convertible_to<std::string_view>;
        { C::size } -> std::convertible_to<std::size_t>;
        { C::max_ids } -> std::convertible_to<std::size_t>;
        { C::mask(s, std::as_const(p), out) } -> std::same_as<std::size_t>;
        { C::advance(s, p, id) } -> std::same_as<std::optional<typename S::move_type>>;
        { C::encode(s, m, ids) } -> std::same_as<std::size_t>;
    };

// The capacity of S's move list: the most moves legal_moves can return.
template <class S>
inline constexpr std::size_t max_legal_moves =
    std::remove_cvref_t<decltype(legal_moves(std::declval<const S&>()))>::capacity();

// Id i is the i-th move of legal_moves(s); size is the list's capacity.
template <game S>
struct index_codec {
    using move_type = typename S::move_type;
    struct progress {
        friend constexpr bool operator==(const progress&, const progress&) = default;
    };
    static constexpr std::string_view name = "index";
    static constexpr std::size_t size = max_legal_moves<S>;
    static constexpr std::size_t max_ids = 1;

    static std::size_t mask(const S& s, const progress&, std::span<std::uint8_t> out) noexcept {
        const std::size_t n = is_terminal(s) || current_player(s) == chance_player ? 0 : legal_moves(s).size();
        std::fill(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(n), std::uint8_t{1});
        std::fill(out.begin() + static_cast<std::ptrdiff_t>(n), out.begin() + static_cast<std::ptrdiff_t>(size),
                  std::uint8_t{0});
        return n;
    }
    static std::optional<move_type> advance(const S& s, progress&, std::size_t id) noexcept {
        const auto moves = legal_moves(s);
        if (id >= moves.size()) return std::nullopt;
        return moves[id];
    }
    static std::size_t encode(const S& s, const move_type& m, std::span<std::int32_t> ids) noexcept {
        const auto moves = legal_moves(s);
        const auto it = std::find(moves.begin(), moves.end(), m);
        if (it == moves.end()) return 0;
        ids[0] = static_cast<std::int32_t>(it - moves.begin());
        return 1;
    }
};

// A fixed codec from a key K (a game's own action space, <game>/actions.hpp):
//   K::name            the codec's name
//   K::size<S>         the number of ids under S's rules: fixed by the rules
//   K::id(s, m)        the id of legal move m of s: a function of the move as
//                      the mover sees it (the same action has the same id in
//                      every state where it is legal), distinct for the
//                      distinct legal moves of one state
// The mask sets the ids of legal_moves(s); advance finds the legal move of an
// id. One id per decision; nothing allocates.
template <game S, class K>
struct keyed_codec {
    using move_type = typename S::move_type;
    struct progress {
        friend constexpr bool operator==(const progress&, const progress&) = default;
    };
    static constexpr std::string_view name = K::name;
    static constexpr std::size_t size = K::template size<S>;
    static constexpr std::size_t max_ids = 1;

    static std::size_t id(const S& s, const move_type& m) noexcept { return K::id(s, m); }
    static std::size_t mask(const S& s, const progress&, std::span<std::uint8_t> out) noexcept {
        std::fill(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(size), std::uint8_t{0});
        if (is_terminal(s) || current_player(s) == chance_player) return 0;
        const auto moves = legal_moves(s);
        for (const auto& m : moves) out[id(s, m)] = 1;
        return moves.size();
    }
    static std::optional<move_type> advance(const S& s, progress&, std::size_t id) noexcept {
        if (id >= size || is_terminal(s) || current_player(s) == chance_player) return std::nullopt;
        for (const auto& m : legal_moves(s))
            if (K::id(s, m) == id) return m;
        return std::nullopt;
    }
    static std::size_t encode(const S& s, const move_type& m, std::span<std::int32_t> ids) noexcept {
        if (is_terminal(s) || current_player(s) == chance_player) return 0;
        for (const auto& legal : legal_moves(s))
            if (legal == m) {
                ids[0] = static_cast<std::int32_t>(K::id(s, m));
                return 1;
            }
        return 0;
    }
};

// The codecs a game offers for state S, first the game's own (if any),
// the index codec last: `codecs(std::type_identity<S>{})` in the game's
// namespace returns a codec_list; without one, the index codec alone.
template <class... C>
struct codec_list {
    using types = std::tuple<C...>;
};

template <class S>
[[nodiscard]] constexpr auto codecs_of() noexcept {
    if constexpr (requires { codecs(std::type_identity<S>{}); })
        return codecs(std::type_identity<S>{});
    else
        return codec_list<index_codec<S>>{};
}
template <class S>
using codecs_for = decltype(codecs_of<S>());

// Calls f(codec{}) for each codec of S, in order.
template <class S, class F>
constexpr void for_each_codec(F&& f) {
    using list = typename codecs_for<S>::types;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        (f(std::tuple_element_t<I, list>{}), ...);
    }(std::make_index_sequence<std::tuple_size_v<list>>{});
}

}  // namespace arbiter
