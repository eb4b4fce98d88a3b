#pragma once
// The Python State of one named rules entry, written once for every game
// against the library's uniform interface: the play concept (core/game.hpp),
// the text interface (core/text_game.hpp), the codecs (core/actions.hpp) and
// the observation tensor (core/tensor.hpp).

#include <fmt/format.h>

#include <string>
#include <variant>
#include <vector>

#include "arbiter/bots/bot.hpp"
#include "arbiter/vector_env.hpp"
#include "common.hpp"

namespace arbiter::python {

// A move as Python sees it: the move and its notation in the state it was
// listed in (str), comparable and hashable by its bytes.
template <class S>
struct py_move {
    move_t<S> move;
    std::string text;
};
template <class S>
struct py_outcome {
    outcome_t<S> outcome;
    std::string text;
};

template <class T>
[[nodiscard]] std::size_t hash_bytes(const T& value) {
    return std::hash<std::string_view>{}(std::string_view(reinterpret_cast<const char*>(&value), sizeof(T)));
}

// The move's bytes as a non-negative int (the sparse move key of
// 5.3; padding is zeroed by value-initialising before the copy).
template <class T>
[[nodiscard]] py::int_ key_of(const T& value) {
    unsigned char bytes[sizeof(T)]{};
    std::memcpy(bytes, &value, sizeof(T));
    return py::reinterpret_steal<py::int_>(_PyLong_FromByteArray(bytes, sizeof(T), 1, 0));
}

template <class S>
struct state_api {
    using box = boxed<S>;
    using move = move_t<S>;
    using outcome = outcome_t<S>;
    static constexpr std::size_t players = S::num_players;

    // The decision the Python object `x` names at s: a Move, a str in the
    // game's notation, or an action id of `codec` (advancing the box's
    // progress). Returns the complete move, or nullopt while a multi-id
    // codec's decision is still open. Throws illegal_move, changing nothing.
    static void apply(box& b, const py::handle& x, std::string_view codec) {
        const S& s = b.state;
        if (is_terminal(s)) throw illegal_move("the game is over: no move or outcome can be played");
        if (current_player(s) == chance_player) return apply_outcome(b, x);
        if (is_index(x)) {
            bool overflow = false;
            const long long id = index_arg(x, "action", overflow);
            return apply_action(b, overflow ? -1 : id, codec, x);
        }
        move m{};
        if (py::isinstance<py::str>(x)) {
            const auto parsed = parse_move(s, x.cast<std::string_view>());
            if (!parsed) throw illegal_move(parsed.error().what());
            m = *parsed;
        } else if (py::isinstance<py_move<S>>(x)) {
            m = x.cast<const py_move<S>&>().move;
        } else {
            throw py::type_error("apply takes a Move, its text, or an action id (an integer), not " +
                                 std::string(py::str(py::type::handle_of(x).attr("__name__"))));
        }
        auto next = try_play(s, m);
        if (!next) throw illegal_move(next.error().what());
        b.state = *next;
        b.reset_progress();
    }

    // apply, returning the arbiter.IllegalMove it would raise (None when played).
    static py::object try_apply(box& b, const py::object& x, std::string_view codec) {
        try {
            apply(b, x, codec);
        } catch (const illegal_move& e) {
            static const auto* type = new py::object(py::module_::import("arbiter._core").attr("IllegalMove"));  // lives as long as Python
            return (*type)(e.what());
        }
        return py::none();
    }

    static void apply_outcome(box& b, const py::handle& x) {
        const S& s = b.state;
        const auto outcomes = chance_outcomes(s);
        outcome o{};
        if (is_index(x)) {
            bool overflow = false;
            const long long i = index_arg(x, "chance outcome", overflow);
            if (overflow || i < 0 || static_cast<std::size_t>(i) >= outcomes.size())
                throw illegal_move("chance outcome " + std::string(py::str(x)) + " is not in [0, " +
                                   std::to_string(outcomes.size()) + ") (the indices of chance_outcomes())");
            o = outcomes[static_cast<std::size_t>(i)].outcome;
        } else if (py::isinstance<py::str>(x)) {
            const auto parsed = parse_outcome(s, x.cast<std::string_view>());
            if (!parsed) throw illegal_move(parsed.error().what());
            o = *parsed;
        } else if (py::isinstance<py_outcome<S>>(x)) {
            o = x.cast<const py_outcome<S>&>().outcome;
        } else {
            throw py::type_error("at a chance node, apply takes an Outcome, its text, or its index (an integer), not " +
                                 std::string(py::str(py::type::handle_of(x).attr("__name__"))));
        }
        bool listed = false;
        for (const auto& c : outcomes) listed = listed || c.outcome == o;
        if (!listed) throw illegal_move("'" + to_string(s, o) + "' is not an outcome of this chance node");
        b.state = play(s, o);
        b.reset_progress();
    }

    // `given` is the caller's id when it may not fit a long long (id is then -1).
    static void apply_action(box& b, long long id, std::string_view codec, const py::handle& given = {}) {
        const bool found = with_codec_named<S>(codec, [&]<std::size_t I>(std::integral_constant<std::size_t, I>) {
            const step_result done = play_step<I>(b, id);
            if (done >= step_result::out_of_range)
                throw illegal_move(step_refusal<S, I>(done, given ? std::string(py::str(given)) : std::to_string(id)));
        });
        if (!found) unknown_codec<S>(codec);
    }

    // The full-state text, and a `steps=` line with the ids of a decision
    // in progress ("steps=micro:30 micro:46"), which `parse` plays again.
    static std::string text_of(const box& b) { return to_string(b.state) + steps_line(b); }
    static box parse_text(std::string_view text) {
        // A last line `steps=...` is the Python State's own (text_of).
        const split_text parts = split_steps_line(text);
        const auto s = state_from_text<S>(parts.state);
        if (!s) throw py::value_error(s.error().what());
        box b;
        b.state = *s;
        if (const auto replayed = replay_steps(b, parts.steps); !replayed)
            throw py::value_error(replayed.error().what());
        return b;
    }

    static py::array action_mask(const box& b, std::string_view codec, const py::object& out) {
        py::array result;
        const bool found = with_codec_named<S>(codec, [&]<std::size_t I>(std::integral_constant<std::size_t, I>) {
            using C = codec_at<S, I>;
            result = mask_array(out, C::size);
            C::mask(b.state, progress_at<I>(b.progress), std::span(static_cast<std::uint8_t*>(result.mutable_data()), C::size));
        });
        if (!found) unknown_codec<S>(codec);
        return result;
    }

    static py::array_t<std::int32_t> legal_actions(const box& b, std::string_view codec) {
        py::array_t<std::int32_t> result;
        const bool found = with_codec_named<S>(codec, [&]<std::size_t I>(std::integral_constant<std::size_t, I>) {
            using C = codec_at<S, I>;
            static thread_local std::array<std::uint8_t, C::size> mask{};
            const std::size_t n = C::mask(b.state, progress_at<I>(b.progress), mask);
            result = py::array_t<std::int32_t>(static_cast<py::ssize_t>(n));
            std::int32_t* ids = result.mutable_data();
            for (std::size_t i = 0, k = 0; i < C::size && k < n; ++i)
                if (mask[i]) ids[k++] = static_cast<std::int32_t>(i);
        });
        if (!found) unknown_codec<S>(codec);
        return result;
    }

    // The move action `id` completes from the box's progress, or None
    // while the decision needs more ids; the box is unchanged.
    static py::object decode(const box& b, const py::handle& action, std::string_view codec) {
        py::object out = py::none();
        const bool found = with_codec_named<S>(codec, [&]<std::size_t I>(std::integral_constant<std::size_t, I>) {
            using C = codec_at<S, I>;
            const std::size_t id = checked_index(action, "action", C::size);
            static thread_local std::array<std::uint8_t, C::size> mask{};
            C::mask(b.state, progress_at<I>(b.progress), mask);
            if (!mask[id])
                throw illegal_move("action " + std::to_string(id) + " of codec '" + std::string(C::name) +
                                   "' is not legal here");
            auto p = progress_at<I>(b.progress);
            if (const auto m = C::advance(b.state, p, id))
                out = py::cast(py_move<S>{*m, to_string(b.state, *m)});
        });
        if (!found) unknown_codec<S>(codec);
        return out;
    }

    // The ids that choose legal move m (one, or a micro codec's steps).
    static std::vector<std::int32_t> encode(const box& b, const py_move<S>& m, std::string_view codec) {
        std::vector<std::int32_t> ids;
        const bool found = with_codec_named<S>(codec, [&]<std::size_t I>(std::integral_constant<std::size_t, I>) {
            using C = codec_at<S, I>;
            std::array<std::int32_t, C::max_ids> buffer{};
            const std::size_t n = C::encode(b.state, m.move, buffer);
            if (n == 0) throw illegal_move("'" + m.text + "' is not a legal move here");
            ids.assign(buffer.begin(), buffer.begin() + static_cast<std::ptrdiff_t>(n));
        });
        if (!found) unknown_codec<S>(codec);
        return ids;
    }

    static py::list list_moves(const box& b) {
        py::list out;
        if (is_terminal(b.state) || current_player(b.state) == chance_player) return out;
        for (const auto& m : legal_moves(b.state)) out.append(py_move<S>{m, to_string(b.state, m)});
        return out;
    }

    static py::list outcomes(const box& b, bool exact) {
        py::list out;
        if (current_player(b.state) != chance_player) return out;
        const py::object fraction = exact ? py::module_::import("fractions").attr("Fraction") : py::object();
        for (const auto& c : chance_outcomes(b.state)) {
            py::object p = exact ? fraction(c.chance.numerator(), c.chance.denominator())
                                 : py::object(py::float_(c.chance.to_double()));
            out.append(py::make_tuple(py_outcome<S>{c.outcome, to_string(b.state, c.outcome)}, p));
        }
        return out;
    }

    static py::array_t<double> returns_of(const box& b) {
        py::array_t<double> out(static_cast<py::ssize_t>(players));
        const auto r = returns(b.state);
        for (std::size_t p = 0; p < players; ++p) out.mutable_data()[p] = static_cast<double>(r[p]);
        return out;
    }

    // Calls f(the move or outcome `x` names at the box's node) once it is
    // checked legal there; throws illegal_move or TypeError otherwise.
    template <class F>
    static void with_choice(const box& b, const py::handle& x, F&& f) {
        const S& s = b.state;
        if (is_terminal(s)) throw illegal_move("the game is over: no move or outcome can be played");
        if (current_player(s) == chance_player) {
            outcome o{};
            if (py::isinstance<py::str>(x)) {
                const auto parsed = parse_outcome(s, x.cast<std::string_view>());
                if (!parsed) throw illegal_move(parsed.error().what());
                o = *parsed;
            } else if (py::isinstance<py_outcome<S>>(x)) {
                o = x.cast<const py_outcome<S>&>().outcome;
            } else {
                throw py::type_error("at a chance node, choice is an Outcome or its text, not " + type_name(x));
            }
            bool listed = false;
            for (const auto& c : chance_outcomes(s)) listed = listed || c.outcome == o;
            if (!listed) throw illegal_move("'" + to_string(s, o) + "' is not an outcome of this chance node");
            return f(o);
        }
        move m{};
        if (py::isinstance<py::str>(x)) {
            const auto parsed = parse_move(s, x.cast<std::string_view>());
            if (!parsed) throw illegal_move(parsed.error().what());
            m = *parsed;
        } else if (py::isinstance<py_move<S>>(x)) {
            m = x.cast<const py_move<S>&>().move;
        } else {
            throw py::type_error("choice is a Move or its text, not " + type_name(x));
        }
        if (const auto next = try_play(s, m); !next) throw illegal_move(next.error().what());
        f(m);
    }

    // describe's and events' viewer: a player, or None for one who sees everything.
    static player_id teller_of(const py::object& viewer) {
        if (viewer.is_none()) return omniscient;
        return static_cast<player_id>(checked_index(viewer, "viewer", players));
    }

    static std::string describe_choice(const box& b, const py::object& x, const py::object& viewer) {
        std::string out;
        with_choice(b, x, [&](const auto& c) { out = describe(b.state, c, teller_of(viewer)); });
        return out;
    }

    static py::list events_of(const box& b, const py::object& x, const py::object& viewer) {
        py::list out;
        with_choice(b, x, [&](const auto& c) {
            for (const event& e : events(b.state, c, teller_of(viewer))) {
                py::dict d;
                d["kind"] = std::string(to_string(e.kind));
                d["player"] = int{e.player};
                d["piece"] = e.piece;
                d["from"] = e.from;
                d["to"] = e.to;
                d["amount"] = e.amount;
                out.append(d);
            }
        });
        return out;
    }

    static std::string describe_end_of(const box& b, const py::object& viewer) {
        if (!is_terminal(b.state)) throw py::value_error("describe_end: the game is not over");
        return describe_end(b.state, teller_of(viewer));
    }

    static std::string type_name(const py::handle& x) {
        return std::string(py::str(py::type::handle_of(x).attr("__name__")));
    }

    static player_id viewer_of(const box& b, const py::object& player) {
        if (!player.is_none()) return static_cast<player_id>(checked_index(player, "player", players));
        const player_id who = current_player(b.state);
        if (who < 0) throw py::value_error("no player is to move here: name the observer (player=...)");
        return who;
    }
};

template <class S>
void write_box_observation(const boxed<S>& b, player_id viewer, std::span<float> out) noexcept {
    write_view(b.state, progress_at<0>(b.progress), viewer, out);
}

}  // namespace arbiter::python
