#pragma once
// Memoir '44 test helpers: hand-built battlefields, dealt hands and
// decisions played from their notation.
//
//     auto s = m44_test::start({.units = "allies inf F3; axis inf f4", .ground = {{"f4", terrain::forest}}},
//                              {card::probe_c, ...}, {card::attack_l, ...});
//     s = m44_test::act(s, "play probe-c");
//     s = m44_test::act(s, "activate F3/C");
//
// The board is all clear unless `ground` says otherwise; Allies are at the
// bottom and play first unless the setup says otherwise.

#include <doctest/doctest.h>

#include <arbiter/memoir44.hpp>

#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace m44_test {

using namespace arbiter::memoir44;
namespace memoir44 = arbiter::memoir44;

struct setup {
    std::string units = {};       // "allies inf F3 G3:2; axis arm f4" (lines of M44-9.4, ';' between)
    std::string obstacles = {};   // "sandbags f4; wire G5" (lines of M44-9.5)
    std::string objectives = {};  // "G5 allies temp; G7 any perm" (lines of M44-9.7)
    std::vector<std::pair<const char*, memoir44::terrain>> ground = {};
    side bottom = side::allies;
    side first = side::allies;
    int hand_allies = 4;
    int hand_axis = 4;
    int medals_allies = 6;
    int medals_axis = 6;
};

inline int hex(const char* name) {
    const auto r = parse_hex(name);
    REQUIRE_MESSAGE(r.has_value(), name);
    return *r;
}

inline std::string lines(std::string_view list) {
    std::string out;
    for (const char c : list) out += c == ';' ? '\n' : c;
    return out + "\n";
}

inline scenario make_scenario(const setup& su) {
    std::array<terrain, num_hexes> board{};
    for (const auto& [name, t] : su.ground) board[static_cast<std::size_t>(hex(name))] = t;
    std::string text = "m44-scenario 1\nname: test\nbottom: " + std::string(side_name(su.bottom)) +
                       "\nfirst: " + std::string(side_name(su.first)) + "\ncards: allies=" +
                       std::to_string(su.hand_allies) + " axis=" + std::to_string(su.hand_axis) +
                       "\nmedals: allies=" + std::to_string(su.medals_allies) +
                       " axis=" + std::to_string(su.medals_axis) + "\nterrain:\n";
    for (int row = 0; row < num_rows; ++row) {
        text += std::to_string(num_rows - row);
        for (int col = row % 2; col < num_cols; col += 2)
            text += std::string(" ") + terrain_code(board[static_cast<std::size_t>(hex_at(col, row))]);
        text += "\n";
    }
    text += "units:\n" + lines(su.units);
    if (!su.obstacles.empty()) text += "obstacles:\n" + lines(su.obstacles);
    if (!su.objectives.empty()) text += "objectives:\n" + lines(su.objectives);
    text += "end\n";
    auto s = parse_scenario(text);
    REQUIRE_MESSAGE(s.has_value(), s.error().what());
    return *s;
}

template <class S>
S draw(S s, card c) {
    REQUIRE(current_player(s) == arbiter::chance_player);
    const auto o = outcome::draw(c);
    bool listed = false;
    for (const auto& x : chance_outcomes(s)) listed = listed || x.outcome == o;
    REQUIRE_MESSAGE(listed, "cannot draw ", card_name(c));
    return play(s, o);
}

// The game started, with each side's starting hand dealt in that order
// (first side first, M44-5.1).
template <class R = tutorial_rules>
state<R> start(const scenario& sc, const std::vector<card>& first_hand, const std::vector<card>& second_hand) {
    auto s = start_game<R>(sc);
    for (const card c : first_hand) s = draw(s, c);
    for (const card c : second_hand) s = draw(s, c);
    REQUIRE(s.step() == phase::play_card);
    return s;
}
template <class R = tutorial_rules>
state<R> start(const setup& su, const std::vector<card>& first_hand, const std::vector<card>& second_hand) {
    return start<R>(make_scenario(su), first_hand, second_hand);
}

// Plays a decision written in notation; it must be legal.
template <class S>
S act(const S& s, std::string_view text) {
    const auto m = parse_move(text);
    REQUIRE_MESSAGE(m.has_value(), text, ": ", m.error().what());
    const auto next = try_play(s, *m);
    REQUIRE_MESSAGE(next.has_value(), text, ": ", next.error().what());
    return *next;
}

// Why a decision is refused (it must be).
template <class S>
std::string refusal(const S& s, std::string_view text) {
    const auto m = parse_move(text);
    REQUIRE_MESSAGE(m.has_value(), text, ": ", m.error().what());
    const auto next = try_play(s, *m);
    REQUIRE_MESSAGE(!next.has_value(), text, " was accepted");
    return next.error().message;
}

// Plays a chance outcome written in notation; it must be listed.
template <class S>
S roll(const S& s, std::string_view text) {
    const auto o = parse_outcome(text);
    REQUIRE_MESSAGE(o.has_value(), text, ": ", o.error().what());
    bool listed = false;
    for (const auto& x : chance_outcomes(s)) listed = listed || x.outcome == *o;
    REQUIRE_MESSAGE(listed, text, " is not a chance outcome here");
    return play(s, *o);
}

// Any decision of any shape, legal or not (the harness's unlisted moves).
inline move any_decision(std::mt19937_64& rng) {
    const auto below = [&](std::uint64_t n) { return static_cast<std::uint8_t>(arbiter::uniform_below(rng, n)); };
    move m;
    m.kind = static_cast<action>(below(num_actions));
    m.from = below(2) == 0 ? below(num_card_ids) : below(256);
    m.to = below(2) == 0 ? below(num_hexes) : below(256);
    m.use = static_cast<allowance>(below(5));
    return m;
}

// A standard game (section cards) at the Allies' KeepCard after Recon, with
// probe-l and attack-r drawn (M44-S-10.1): F3 against F9, out of range.
inline state<standard_sections_rules> at_recon_keep() {
    auto s = start<standard_sections_rules>({.units = "allies inf F3; axis inf F9"},
                                            {card::probe_c, card::attack_c, card::assault_c, card::recon_c},
                                            {card::probe_c, card::probe_l, card::probe_r, card::attack_l});
    s = act(s, "play recon-c");
    s = act(s, "order F3/C");
    s = act(s, "end-moves");
    s = draw(s, card::probe_l);
    s = draw(s, card::attack_r);
    REQUIRE(s.step() == phase::keep_card);
    return s;
}

// The legal decisions in notation, space-separated.
template <class S>
std::string moves_text(const S& s) {
    std::string out;
    for (const auto& m : legal_moves(s)) out += (out.empty() ? "" : " ") + to_string(m);
    return out;
}

// The probability of an outcome, written in notation, at a chance node.
template <class S>
arbiter::probability chance_of(const S& s, std::string_view text) {
    const auto o = parse_outcome(text);
    REQUIRE(o.has_value());
    for (const auto& x : chance_outcomes(s))
        if (x.outcome == *o) return x.chance;
    FAIL("not an outcome: ", text);
    return {};
}

}  // namespace m44_test
