#pragma once
// Reading the full-state text of state_text.hpp (RULES.md M44-11), one
// section at a time, on the shared text pieces of core/text.hpp (lines,
// words with their offsets, key=value fields, numbers and names in a range):
// each function below reads one part and says what is wrong and where (an
// offset; parse_state locates it as line and column).

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../core/config.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "board.hpp"
#include "rules.hpp"
#include "scenario.hpp"
#include "state.hpp"
#include "state_checks.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::memoir44::detail::state_text {

namespace tx = arbiter::text;

inline constexpr std::array<std::string_view, num_phases> phase_names{
    "deal", "play-card", "activation", "move", "fire", "attack-roll", "reaction", "defense-roll", "retreat", "draw", "over",
    "orders", "moves", "battles", "flag", "take-ground", "overrun", "keep-card", "ambush"};
inline constexpr std::array<std::string_view, num_roll_kinds> roll_names{"battle", "ambush", "air-power", "barrage",
                                                                         "medics", "finest-hour"};
inline constexpr std::array<std::string_view, num_sides> side_names{"allies", "axis"};

// What went wrong, or nothing.
using problem = std::optional<error>;

// One line of the text: all of it, and its words (the first is its key).
struct line_words {
    tx::token line;
    std::vector<tx::token> words;
};

// The lines of a state text, each expected to start with a given key.
class section_lines {
public:
    explicit section_lines(std::string_view whole) : whole_(whole), in_(whole) {}

    [[nodiscard]] result<line_words> expect(std::string_view key) {
        tx::text_line l;
        if (!in_.next(l))
            return tx::error_at(tx::token{{}, whole_.size()},
                                "the text ends where '" + std::string(key) + "' was expected");
        line_words out{l.text, {}};
        for (tx::scanner words(l.text); !words.at_end();) out.words.push_back(words.next());
        if (out.words.front().text != key)
            return tx::error_at(out.words.front(), "expected a line starting with '" + std::string(key) + "'");
        return out;
    }
    // The next line, if the text has one more.
    [[nodiscard]] std::optional<tx::token> more() const {
        tx::line_reader rest = in_;
        tx::text_line l;
        if (!rest.next(l)) return std::nullopt;
        return l.text;
    }

private:
    std::string_view whole_;
    tx::line_reader in_;
};

// The parts of `t` between `sep`s, each with its offset ("a:b:" is a, b and "").
[[nodiscard]] inline std::vector<tx::token> parts(tx::token t, char sep) {
    std::vector<tx::token> out;
    for (std::size_t from = 0;;) {
        const std::size_t at = t.text.find(sep, from);
        if (at == std::string_view::npos) {
            out.push_back(t.sub(from));
            return out;
        }
        out.push_back(t.sub(from, at - from));
        from = at + 1;
    }
}

[[nodiscard]] inline result<side> read_side(tx::token t) {
    const auto i = tx::one_of(t, side_names, "a side");
    if (!i) return i.error();
    return static_cast<side>(*i);
}

// A card id (M44-4.1) or `-`, no card.
[[nodiscard]] inline result<std::uint8_t> read_card_or_none(tx::token t) {
    if (t.text == "-") return std::uint8_t{no_card};
    const int c = card_of_name(t.text);
    if (c < 0) return tx::error_at(t, "'" + std::string(t.text) + "' is not a card id or - (M44-4.1)");
    return static_cast<std::uint8_t>(c);
}

template <class Int>
[[nodiscard]] problem read_number(tx::token t, int low, int high, std::string_view what, Int& out) {
    const auto n = tx::to_integer<int>(t, low, high, what);
    if (!n) return n.error();
    out = static_cast<Int>(*n);
    return std::nullopt;
}

// `n,n,...`: `out.size()` numbers in [low, high].
template <std::size_t N>
[[nodiscard]] problem read_numbers(tx::token t, int low, int high, std::string_view what,
                                   std::array<std::uint8_t, N>& out) {
    const auto p = parts(t, ',');
    if (p.size() != N)
        return tx::error_at(t, "expected " + std::to_string(N) + " numbers joined by ',' for " + std::string(what));
    for (std::size_t i = 0; i < N; ++i)
        if (auto e = read_number(p[i], low, high, what, out[i])) return e;
    return std::nullopt;
}

[[nodiscard]] inline problem read_hex(tx::token t, std::uint8_t& out) {
    const auto h = parse_hex(t.text, t.offset);
    if (!h) return h.error();
    out = static_cast<std::uint8_t>(*h);
    return std::nullopt;
}

// ------------------------------------------------------------------ the lines

// `m44-state 1` and `rules: <the ruleset's name>`.
template <rules_policy R>
[[nodiscard]] problem read_header(section_lines& in) {
    auto l = in.expect("m44-state");
    if (!l) return l.error();
    if (l->words.size() != 2 || l->words[1].text != "1") return tx::error_at(l->line, "a state text begins 'm44-state 1' (after its header)");
    l = in.expect("rules:");
    if (!l) return l.error();
    if (l->words.size() != 2 || l->words[1].text != R::name)
        return tx::error_at(l->line, "this reader takes the " + std::string(R::name) + " ruleset's states");
    return std::nullopt;
}

// `terrain: <113 codes of M44-9.3>`.
template <rules_policy R>
[[nodiscard]] problem read_terrain(section_lines& in, state<R>& s) {
    typename state<R>::edit w{s};
    const auto l = in.expect("terrain:");
    if (!l) return l.error();
    if (l->words.size() != 2 || l->words[1].text.size() != num_hexes)
        return tx::error_at(l->line, "expected 113 terrain codes in one word (M44-9.3)");
    for (std::size_t h = 0; h < num_hexes; ++h) {
        const int code = terrain_of_code(l->words[1].text[h]);
        if (code < 0) return tx::error_at(l->words[1].sub(h, 1), "not a terrain code (M44-9.3)");
        w.board()[h] = static_cast<terrain>(code);
    }
    return std::nullopt;
}

// `<key> <hex>=<a>:<b>... ...` or `<key> -`: each item to each(hex, parts, item).
template <class Each>
[[nodiscard]] problem read_items(section_lines& in, std::string_view key, Each&& each) {
    const auto l = in.expect(key);
    if (!l) return l.error();
    const auto& w = l->words;
    if (w.size() == 2 && w[1].text == "-") return std::nullopt;
    if (w.size() < 2) return tx::error_at(l->line, "expected items or '-'");
    for (std::size_t i = 1; i < w.size(); ++i) {
        const auto f = tx::split_field(w[i]);
        if (!f) return tx::error_at(w[i], "expected <hex>=...");
        const auto h = parse_hex(f->key.text, f->key.offset);
        if (!h) return h.error();
        if (auto e = each(*h, parts(f->value, ':'), w[i])) return e;
    }
    return std::nullopt;
}

// `obstacles: g8=bunker:axis k6=sandbags` (M44-3.2).
template <rules_policy R>
[[nodiscard]] problem read_obstacles(section_lines& in, state<R>& s) {
    typename state<R>::edit w{s};
    return read_items(in, "obstacles:", [&](int h, const std::vector<tx::token>& f, tx::token item) -> problem {
        auto& o = w.obstacles()[static_cast<std::size_t>(h)];
        if (o.kind != obstacle::none) return tx::error_at(item, "a hex listed twice");
        for (int kind = 1; kind < num_obstacles; ++kind)
            if (f[0].text == obstacle_name(static_cast<obstacle>(kind))) o.kind = static_cast<obstacle>(kind);
        if (o.kind == obstacle::none) return tx::error_at(item, "not an obstacle: sandbags, wire, hedgehog or bunker");
        const bool bunker = o.kind == obstacle::bunker;
        if (bunker ? f.size() != 2 || !read_side(f[1]) : f.size() != 1)
            return tx::error_at(item, "a bunker names its owner (bunker:allies); other obstacles nothing");
        if (bunker) o.owner = *read_side(f[1]);
        return std::nullopt;
    });
}

// `objectives: G5=allies:temp G7=allies:perm:gained` (M44-8.2).
template <rules_policy R>
[[nodiscard]] problem read_objectives(section_lines& in, state<R>& s) {
    typename state<R>::edit w{s};
    return read_items(in, "objectives:", [&](int h, const std::vector<tx::token>& f, tx::token item) -> problem {
        auto& o = w.objectives()[static_cast<std::size_t>(h)];
        if (o.present) return tx::error_at(item, "a hex listed twice");
        const int who = f[0].text == "any" ? 2 : f[0].text == "allies" ? 0 : f[0].text == "axis" ? 1 : -1;
        const bool temp = f.size() >= 2 && f[1].text == "temp", perm = f.size() >= 2 && f[1].text == "perm";
        if (who < 0 || f.size() < 2 || f.size() > 3 || !(temp || perm) || (f.size() == 3 && (f[2].text != "gained" || !perm)))
            return tx::error_at(item, "expected <hex>=<allies|axis|any>:<temp|perm>[:gained]");
        o = {true, static_cast<eligible>(who), temp ? objective_kind::temp : objective_kind::perm, f.size() == 3};
        return std::nullopt;
    });
}

// A unit's marks after its strength, in the printed order, each at most
// once: a activated, s moved or stayed, m<n> hexes moved, b<n> battles.
[[nodiscard]] inline problem read_marks(const std::vector<tx::token>& f, tx::token item, unit& u) {
    int next = 0;
    for (std::size_t i = 3; i < f.size(); ++i) {
        const std::string_view m = f[i].text;
        const int rank = m == "a" ? 1 : m == "s" ? 2 : (!m.empty() && m[0] == 'm') ? 3 : (!m.empty() && m[0] == 'b') ? 4 : 0;
        if (rank <= next) return tx::error_at(item, "unit marks are a, s, m<n>, b<n>, in that order, each once");
        next = rank;
        if (rank == 1) u.activated = true;
        if (rank == 2) u.moved = true;
        if (rank >= 3 && read_number(f[i].sub(1), 1, 9, "a count after m or b", rank == 3 ? u.hexes_moved : u.battles))
            return tx::error_at(item, "a count from 1 to 9 after m or b");
    }
    return std::nullopt;
}

// `units: b6=axis:inf:4/4 f4=allies:arm:2/3:a:s:m2:b1` (M44-2.6).
template <rules_policy R>
[[nodiscard]] problem read_units(section_lines& in, state<R>& s) {
    typename state<R>::edit w{s};
    return read_items(in, "units:", [&](int h, const std::vector<tx::token>& f, tx::token item) -> problem {
        unit& u = w.at(h);
        if (u.present()) return tx::error_at(item, "a hex listed twice");
        int kind = -1;
        for (int i = 0; i < num_unit_kinds && f.size() >= 3; ++i)
            if (f[1].text == unit_code(static_cast<unit_kind>(i))) kind = i;
        if (f.size() < 3 || !read_side(f[0]) || kind < 0)
            return tx::error_at(item, "expected <hex>=<side>:<kind>:<figures>/<setup>...");
        const auto strength = parts(f[2], '/');
        const int full = full_strength(static_cast<unit_kind>(kind));
        std::uint8_t setup = 0, figures = 0;
        if (strength.size() != 2 || read_number(strength[1], 1, full, "setup strength", setup) ||
            read_number(strength[0], 1, setup, "figures", figures))
            return tx::error_at(item, "figures/setup strength: 1 <= figures <= setup <= full strength (M44-2.2)");
        u = {figures, *read_side(f[0]), static_cast<unit_kind>(kind), setup, false, 0, false, 0};
        return read_marks(f, item, u);
    });
}

// `<key> probe-l*4 probe-c ...` or `<key> -`: a pile of cards (M44-4.2).
[[nodiscard]] inline problem read_pile(section_lines& in, std::string_view key, card_counts& out) {
    const auto l = in.expect(key);
    if (!l) return l.error();
    const auto& w = l->words;
    if (w.size() == 2 && w[1].text == "-") return std::nullopt;
    if (w.size() < 2) return tx::error_at(l->line, "expected cards or '-'");
    for (std::size_t i = 1; i < w.size(); ++i) {
        const auto star = w[i].text.find('*');
        const int c = card_of_name(w[i].text.substr(0, star));
        if (c < 0) return tx::error_at(w[i], "not a card id (M44-4.1)");
        std::uint8_t n = 1;
        if (star != std::string_view::npos && read_number(w[i].sub(star + 1), 2, deck_size, "a count", n))
            return tx::error_at(w[i], "expected <card> or <card>*<count from 2>");
        if (out[static_cast<std::size_t>(c)] != 0) return tx::error_at(w[i], "a card listed twice");
        out[static_cast<std::size_t>(c)] = n;
    }
    return std::nullopt;
}

// A line of key=value words in a fixed order, after `skip` words (the key,
// and the turn line's number).
struct keyed_line {
    line_words line;
    std::vector<tx::field> fields;
};
[[nodiscard]] inline result<keyed_line> read_keyed(section_lines& in, std::string_view line_key,
                                                   std::initializer_list<std::string_view> keys, std::size_t skip = 1) {
    auto l = in.expect(line_key);
    if (!l) return l.error();
    if (l->words.size() != skip + keys.size())
        return tx::error_at(l->line, "expected " + std::to_string(keys.size()) + " key=value words");
    keyed_line out{*l, {}};
    std::size_t i = skip;
    for (const auto key : keys) {
        const auto& word = l->words[i++];
        const auto f = tx::split_field(word);
        if (!f || f->key.text != key) return tx::error_at(word, "expected " + std::string(key) + "=");
        out.fields.push_back(*f);
    }
    return out;
}

// `sides: bottom=allies active=allies drawing=allies winner=allies`.
template <rules_policy R>
[[nodiscard]] problem read_sides(section_lines& in, state<R>& s) {
    typename state<R>::edit w{s};
    const auto l = read_keyed(in, "sides:", {"bottom", "active", "drawing", "winner"});
    if (!l) return l.error();
    side* const into[] = {&w.bottom(), &w.active(), &w.drawing(), &w.winner()};
    for (std::size_t i = 0; i < 4; ++i) {
        const auto sd = read_side(l->fields[i].value);
        if (!sd) return sd.error();
        *into[i] = *sd;
    }
    return std::nullopt;
}

// `numbers: cards=6,6 medals=6,6 eliminated=0,0 objectives=0,0` (M44-9.2, M44-8.3).
template <rules_policy R>
[[nodiscard]] problem read_counts(section_lines& in, state<R>& s) {
    typename state<R>::edit w{s};
    const auto l = read_keyed(in, "numbers:", {"cards", "medals", "eliminated", "objectives"});
    if (!l) return l.error();
    const auto& f = l->fields;
    if (auto e = read_numbers(f[0].value, 1, max_hand_size, "the hand sizes", w.hand_size())) return e;
    if (auto e = read_numbers(f[1].value, 1, max_medals_to_win, "the medal targets", w.medals_to_win())) return e;
    if (auto e = read_numbers(f[2].value, 0, num_hexes, "the elimination medals", w.elimination_medals())) return e;
    return read_numbers(f[3].value, 0, num_hexes, "the objective medals", w.objective_medals());
}

// `turn: 3 phase=activation draws=0 card=probe-c tactic=- allowances=0,2,0,0` (M44-5, M44-T-3).
template <rules_policy R>
[[nodiscard]] problem read_turn(section_lines& in, state<R>& s, field_places& places) {
    typename state<R>::edit w{s};
    const auto l = read_keyed(in, "turn:", {"phase", "draws", "card", "tactic", "allowances"}, 2);
    if (!l) return l.error();
    const auto& f = l->fields;
    places.phase = f[0].key.offset;
    places.draws = f[1].key.offset;
    places.card = f[2].key.offset;
    places.tactic = f[3].key.offset;
    if (auto e = read_number(l->line.words[1], 0, 65535, "the turn number", w.turn())) return e;
    const auto ph = tx::one_of(f[0].value, phase_names, "phase");
    if (!ph) return ph.error();
    w.step() = static_cast<phase>(*ph);
    if (auto e = read_number(f[1].value, 0, max_hand_size, "draws", w.draws_left())) return e;
    const auto turn_card = read_card_or_none(f[2].value);
    if (!turn_card) return turn_card.error();
    w.turn_card() = *turn_card;
    const auto tactic = read_card_or_none(f[3].value);
    if (!tactic) return tactic.error();
    w.tactic_card() = *tactic;
    return read_numbers(f[4].value, 0, 255, "the allowances L,C,R,T", w.allowances());
}

// `battle: unit=G3 target=G5 dice=3 cover=0 hits=2` (M44-T-4, M44-T-5).
template <rules_policy R>
[[nodiscard]] problem read_battle(section_lines& in, state<R>& s, field_places& places) {
    typename state<R>::edit w{s};
    const auto l = read_keyed(in, "battle:", {"unit", "target", "dice", "cover", "hits"});
    if (!l) return l.error();
    const auto& f = l->fields;
    places.unit = f[0].key.offset;
    places.target = f[1].key.offset;
    places.dice = f[2].key.offset;
    places.hits = f[4].key.offset;
    if (auto e = read_hex(f[0].value, w.unit_hex())) return e;
    if (auto e = read_hex(f[1].value, w.target_hex())) return e;
    if (auto e = read_number(f[2].value, 0, 10, "dice", w.dice())) return e;
    if (auto e = read_number(f[3].value, 0, 1, "cover", w.cover())) return e;
    return read_number(f[4].value, 0, 11, "hits", w.hits());
}

// `standard: next-order=0 origin=G5 flags=0 recon=0 drawn=-,-` (M44-S-2.4, M44-S-8.4, M44-S-10.1).
template <rules_policy R>
[[nodiscard]] problem read_standard_marks(section_lines& in, state<R>& s, field_places& places) {
    typename state<R>::edit w{s};
    const auto l = read_keyed(in, "standard:", {"next-order", "origin", "flags", "recon", "drawn"});
    if (!l) return l.error();
    const auto& f = l->fields;
    places.origin = f[1].key.offset;
    places.flags = f[2].key.offset;
    places.drawn = f[4].key.offset;
    if (auto e = read_number(f[0].value, 0, num_hexes, "next-order", w.next_order())) return e;
    if (auto e = read_hex(f[1].value, w.origin())) return e;
    if (auto e = read_number(f[2].value, 0, 10, "flags", w.flags())) return e;
    if (auto e = read_number(f[3].value, 0, 1, "recon", w.recon_draw())) return e;
    const auto drawn = parts(f[4].value, ',');
    if (drawn.size() != 2) return tx::error_at(f[4].value, "drawn= takes two card ids or -, joined by ','");
    for (std::size_t k = 0; k < 2; ++k) {
        const auto c = read_card_or_none(drawn[k]);
        if (!c) return c.error();
        w.recon_cards()[k] = *c;
    }
    return std::nullopt;
}

// `air=<hexes|->/<next>`: Air Power's chosen hexes and the next to roll for (M44-S-11.1).
template <rules_policy R>
[[nodiscard]] problem read_air(tx::token t, state<R>& s) {
    typename state<R>::edit w{s};
    const auto halves = parts(t, '/');
    if (halves.size() != 2) return tx::error_at(t, "air= takes <hexes|->/<next>, such as G5,F6/1 (M44-S-11.1)");
    if (auto e = read_number(halves[1], 0, 4, "air's next target", w.air_next())) return e;
    if (halves[0].text == "-") return std::nullopt;
    const auto hexes = parts(halves[0], ',');
    if (hexes.size() > s.air_targets().size()) return tx::error_at(halves[0], "Air Power takes at most 4 hexes (M44-S-11.1)");
    for (const auto h : hexes)
        if (auto e = read_hex(h, w.air_targets()[w.air_count()++])) return e;
    return std::nullopt;
}

// `tactics: order=- section=0 last=probe-l:0,-:0 fallback=0 roll=battle
// assault-dice=0 ambush-draw=0 second-move=0 air=-/0 finest=0,0,0` (M44-S-11).
template <rules_policy R>
[[nodiscard]] problem read_tactics(section_lines& in, state<R>& s, field_places& places) {
    typename state<R>::edit w{s};
    const auto l = read_keyed(in, "tactics:",
                              {"order", "section", "last", "fallback", "roll", "assault-dice", "ambush-draw",
                               "second-move", "air", "finest"});
    if (!l) return l.error();
    const auto& f = l->fields;
    places.order = f[0].key.offset;
    places.air = f[8].key.offset;
    const auto order = read_card_or_none(f[0].value);
    if (!order) return order.error();
    w.order_card() = *order;
    if (auto e = read_number(f[1].value, 0, 2, "section", w.order_section())) return e;
    const auto last = parts(f[2].value, ',');
    if (last.size() != 2) return tx::error_at(f[2].value, "last= takes <card|->:<section>,<card|->:<section>");
    for (std::size_t k = 0; k < 2; ++k) {
        const auto card_section = parts(last[k], ':');
        if (card_section.size() != 2) return tx::error_at(last[k], "expected <card|->:<section 0-2>");
        const auto c = read_card_or_none(card_section[0]);
        if (!c) return c.error();
        w.last_order()[k] = *c;
        if (auto e = read_number(card_section[1], 0, 2, "a section", w.last_section()[k])) return e;
    }
    if (auto e = read_number(f[3].value, 0, 1, "fallback", w.fallback())) return e;
    const auto roll = tx::one_of(f[4].value, roll_names, "roll");
    if (!roll) return roll.error();
    w.roll() = static_cast<roll_kind>(*roll);
    if (auto e = read_number(f[5].value, 0, 10, "assault-dice", w.assault_dice())) return e;
    if (auto e = read_number(f[6].value, 0, 1, "ambush-draw", w.ambush_draw())) return e;
    if (auto e = read_number(f[7].value, 0, 1, "second-move", w.second_move())) return e;
    if (auto e = read_air(f[8].value, s)) return e;
    return read_numbers(f[9].value, 0, 10, "finest", w.finest());
}

// `end`, and nothing after it.
[[nodiscard]] inline problem read_end(section_lines& in) {
    const auto l = in.expect("end");
    if (!l) return l.error();
    if (l->words.size() != 1) return tx::error_at(l->words[1], "nothing follows 'end'");
    if (const auto more = in.more()) return tx::error_at(*more, "text after 'end'");
    return std::nullopt;
}

// M44-4.1: the piles and the cards in play hold the ruleset's deck; told at `at`.
template <rules_policy R>
[[nodiscard]] problem check_card_totals(const state<R>& s, std::size_t at) {
    card_counts all = s.deck();
    for (std::size_t c = 0; c < all.size(); ++c)
        all[c] = static_cast<std::uint8_t>(all[c] + s.discard()[c] + s.hands()[0][c] + s.hands()[1][c]);
    for (const auto c : {s.turn_card(), s.tactic_card()})
        if (c != no_card) ++all[c];
    for (std::size_t c = 0; c < all.size(); ++c)
        if (all[c] != R::deck[c])
            return make_error("the piles and the cards in play hold " + std::to_string(all[c]) + " " +
                                  std::string(cards[c].id) + ", not " + std::to_string(R::deck[c]) + " (M44-4.1)",
                              at);
    return std::nullopt;
}

}  // namespace arbiter::memoir44::detail::state_text

ARBITER_TEXT_CODE_END
