#pragma once
// stepped_state<S>: a game state and, for each codec (core/actions.hpp), the
// part of a decision chosen so far through action ids, written once for
// the bindings (Python's State, the C interface's arb_state). A codec with
// several ids to a move (backgammon's micro steps) advances a progress
// value until the move is complete. The ids of the open decision are kept
// as played, so that a state's text says them in a last line after the
// full-state text,
//
//   steps=micro:30 micro:46
//
// and reads back to the same decision (split_steps_line, replay_steps).

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "actions.hpp"
#include "game.hpp"
#include "result.hpp"
#include "text.hpp"

namespace arbiter {

template <class S>
using codec_tuple = typename codecs_for<S>::types;
template <class S>
inline constexpr std::size_t num_codecs = std::tuple_size_v<codec_tuple<S>>;
template <class S, std::size_t I>
using codec_at = std::tuple_element_t<I, codec_tuple<S>>;

// Calls f(std::integral_constant<std::size_t, I>) for codec number `index`
// (nothing for an index out of range).
template <class S, class F>
void with_codec_index(std::size_t index, F&& f) {
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        ((index == I ? (f(std::integral_constant<std::size_t, I>{}), 0) : 0), ...);
    }(std::make_index_sequence<num_codecs<S>>{});
}

// Calls f(std::integral_constant<std::size_t, I>) for the codec called
// `name` (empty: the first, the game's own) and returns true, or false.
template <class S, class F>
bool with_codec_named(std::string_view name, F&& f) {
    bool found = false;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        ((!found && (name.empty() || codec_at<S, I>::name == name)
              ? (found = true, f(std::integral_constant<std::size_t, I>{}), 0)
              : 0),
         ...);
    }(std::make_index_sequence<num_codecs<S>>{});
    return found;
}

// "index, micro": the names of S's codecs, for messages.
template <class S>
[[nodiscard]] std::string codec_names() {
    std::string out;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        ((out += (I ? ", " : "") + std::string(codec_at<S, I>::name)), ...);
    }(std::make_index_sequence<num_codecs<S>>{});
    return out;
}

// A trivially copyable tuple (std::tuple is not): one progress per codec.
template <class... P>
struct progress_pack {};
template <class H, class... T>
struct progress_pack<H, T...> {
    H head{};
    progress_pack<T...> tail{};
};
template <std::size_t I, class P>
[[nodiscard]] constexpr auto& progress_at(P& p) noexcept {
    if constexpr (I == 0)
        return p.head;
    else
        return progress_at<I - 1>(p.tail);
}
// Equal progress: by ==, else by the bytes (an empty struct has no
// meaningful byte: always equal).
template <class P>
[[nodiscard]] bool same_progress(const P& a, const P& b) noexcept {
    if constexpr (std::is_empty_v<P>)
        return true;
    else if constexpr (std::equality_comparable<P>)
        return a == b;
    else
        return std::memcmp(&a, &b, sizeof(P)) == 0;
}
template <class... P>
[[nodiscard]] bool same_progress(const progress_pack<P...>& a, const progress_pack<P...>& b) noexcept {
    if constexpr (sizeof...(P) == 0)
        return true;
    else
        return same_progress(a.head, b.head) && same_progress(a.tail, b.tail);
}

namespace detail {
template <class Tuple>
struct progress_of_codecs;
template <class... C>
struct progress_of_codecs<std::tuple<C...>> {
    using type = progress_pack<typename C::progress...>;
};
}  // namespace detail

// A multi-id decision takes at most max_steps - 1 ids before it completes.
template <class S>
struct stepped_state {
    static constexpr std::size_t max_steps = 8;
    S state{};
    typename detail::progress_of_codecs<codec_tuple<S>>::type progress{};
    std::array<std::uint16_t, max_steps> step_ids{};
    std::array<std::uint8_t, max_steps> step_codecs{};
    std::uint8_t step_count = 0;

    void reset_progress() noexcept {
        progress = {};
        step_count = 0;
    }
    // Keeps `id` of codec number `codec`, which advanced the open decision.
    void note_step(std::size_t codec, std::size_t id) noexcept {
        if (step_count == max_steps) return;  // no codec has a decision this long
        step_ids[step_count] = static_cast<std::uint16_t>(id);
        step_codecs[step_count] = static_cast<std::uint8_t>(codec);
        ++step_count;
    }
    [[nodiscard]] bool same(const stepped_state& o) const noexcept {
        return state == o.state && same_progress(progress, o.progress);
    }
};

// What one id did: completed and played a move, advanced the open
// decision, or was refused (changing nothing).
enum class step_result : std::uint8_t { played, stepped, out_of_range, illegal };

// Plays action `id` of codec I at a decision node of b.state.
template <std::size_t I, class S>
[[nodiscard]] step_result play_step(stepped_state<S>& b, std::int64_t id) {
    using C = codec_at<S, I>;
    if (id < 0 || static_cast<std::uint64_t>(id) >= C::size) return step_result::out_of_range;
    auto& p = progress_at<I>(b.progress);
    auto next = p;  // advance refuses an illegal id: nullopt, progress unchanged
    const auto m = C::advance(b.state, next, static_cast<std::size_t>(id));
    if (m) {
        b.state = play(b.state, *m);
        b.reset_progress();
        return step_result::played;
    }
    if (same_progress(next, p)) return step_result::illegal;
    p = next;
    b.note_step(I, static_cast<std::size_t>(id));
    return step_result::stepped;
}

// Why play_step refused `id` (given as the caller wrote it).
template <class S, std::size_t I>
[[nodiscard]] std::string step_refusal(step_result r, std::string_view id) {
    using C = codec_at<S, I>;
    if (r == step_result::out_of_range)
        return "action " + std::string(id) + " is not an id of codec '" + std::string(C::name) +
               "': its ids are in [0, " + std::to_string(C::size) + ")";
    return "action " + std::string(id) + " of codec '" + std::string(C::name) + "' is not legal here";
}

// The `steps=` line of b's open decision, or "" when none is open.
template <class S>
[[nodiscard]] std::string steps_line(const stepped_state<S>& b) {
    if (b.step_count == 0) return {};
    std::string out = "steps=";
    for (std::size_t i = 0; i < b.step_count; ++i) {
        with_codec_index<S>(b.step_codecs[i], [&]<std::size_t I>(std::integral_constant<std::size_t, I>) {
            out += (i ? " " : "") + std::string(codec_at<S, I>::name) + ":" + std::to_string(b.step_ids[i]);
        });
    }
    return out + "\n";
}

// A text split into the full-state text and the words of its last line
// when that is a `steps=` line (else all of it, and no words).
struct split_text {
    std::string_view state;
    std::string_view steps;
};
[[nodiscard]] inline split_text split_steps_line(std::string_view text) noexcept {
    const std::size_t last = text.find_last_not_of(" \t\r\n");
    if (last == std::string_view::npos) return {text, {}};
    const std::size_t line = text.rfind('\n', last);
    const std::size_t begin = line == std::string_view::npos ? 0 : line + 1;
    if (!text.substr(begin).starts_with("steps=")) return {text, {}};
    return {text.substr(0, begin), text.substr(begin + 6, last + 1 - begin - 6)};
}

// Plays the words of a `steps=` line ("micro:30 micro:46") on b; an error
// says which word and why ("steps=: ...").
template <class S>
[[nodiscard]] result<bool> replay_steps(stepped_state<S>& b, std::string_view steps) {
    for (text::scanner words(steps); !words.at_end();) {
        const text::token w = words.next();
        const std::size_t colon = w.text.find(':');
        const std::string_view codec = w.text.substr(0, colon);
        const auto id = colon == std::string_view::npos || codec.empty()
                            ? result<long long>(make_error(""))
                            : text::to_integer<long long>(w.sub(colon + 1), 0, 65535, "an id");
        std::string refusal;
        const auto step = [&]<std::size_t I>(std::integral_constant<std::size_t, I>) {
            if (const step_result r = play_step<I>(b, *id); r >= step_result::out_of_range)
                refusal = step_refusal<S, I>(r, std::to_string(*id));
        };
        if (!id) return make_error("steps=: '" + std::string(w.text) + "' is not CODEC:ID");
        if (!with_codec_named<S>(codec, step))
            return make_error("steps=: unknown codec '" + std::string(codec) + "' (this game has: " + codec_names<S>() +
                              ")");
        if (!refusal.empty()) return make_error("steps=: " + refusal);
    }
    return true;
}

}  // namespace arbiter
