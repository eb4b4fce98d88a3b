#pragma once
// How a game starts, as text: the setup a game is started from
// (descriptor::start, the tool's --setup), written as `key=value` words in
// any order, each at most once; a key left out keeps the default of
// crime_wars::setup (state.hpp):
//
//   first=1              CW-3.5: the seat that goes first ('-': rolled for, the default)
//   turn-limit=200       CW-12.8: end the game drawn after this many turns in all (0: none)
//   teams=HSDC           CW-2.4, CW-V10.2: each seat's team letter, seat 0 first
//   allies=2,-,0,-       CW-V1.2 (Thug Alliance): each seat's ally, '-' for none
//   play-on=yes          CW-V1.11: allies left alone play on as enemies
//   restore-snitch=yes   CW-V1.11: ... and restore the Snitch as they do
//
//   parse_setup<R>(text)    the setup, checked by start_game's rules, or what is
//                           wrong and where (what(): "line 1, column C: ...")
//   setup_text<R>(setup)    the text of a setup, which parse_setup reads back

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "../core/config.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "card_text.hpp"
#include "apply.hpp"
#include "state.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::crime_wars {

namespace detail {

// One seat per comma: "2,-,0,-" (seat numbers, or '-').
template <rules_policy R>
[[nodiscard]] result<std::array<std::int8_t, 8>> read_allies(arbiter::text::token v) {
    std::array<std::int8_t, 8> allies{-2, -2, -2, -2, -2, -2, -2, -2};
    std::size_t seat = 0, pos = 0;
    for (;; ++seat) {
        const std::size_t comma = v.text.find(',', pos);
        const arbiter::text::token item = v.sub(pos, comma == std::string_view::npos ? std::string_view::npos : comma - pos);
        if (seat >= static_cast<std::size_t>(R::seats))
            return arbiter::text::error_at(item, "allies= names one ally per seat: " + std::to_string(R::seats) + " seats");
        if (item.text == "-") {
            allies[seat] = -1;
        } else {
            const auto a = arbiter::text::to_integer<int>(item, 0, R::seats - 1, "an ally");
            if (!a) return a.error();
            allies[seat] = static_cast<std::int8_t>(*a);
        }
        if (comma == std::string_view::npos) break;
        pos = comma + 1;
    }
    if (seat + 1 != static_cast<std::size_t>(R::seats))
        return arbiter::text::error_at(v, "allies= names one ally per seat: " + std::to_string(R::seats) + " seats");
    return allies;
}

// Seat 0's team letter first: "HSDC".
template <rules_policy R>
[[nodiscard]] result<std::array<team_id, 8>> read_teams(arbiter::text::token v) {
    std::array<team_id, 8> teams = setup{}.teams;
    if (v.text.size() != static_cast<std::size_t>(R::seats))
        return arbiter::text::error_at(v, "teams= is one team letter per seat: " + std::to_string(R::seats) + " letters");
    for (std::size_t i = 0; i < v.text.size(); ++i) {
        const int t = team_of_letter(v.text[i]);
        if (t < 0)
            return make_error("'" + std::string(1, v.text[i]) +
                                  "' is not a team letter: S, H, C, D (s, h, c, d for a second pack)",
                              v.offset + i);
        teams[i] = static_cast<team_id>(t);
    }
    return teams;
}

template <rules_policy R>
[[nodiscard]] result<setup> read_setup(std::string_view whole) {
    namespace tx = arbiter::text;
    constexpr std::array<std::string_view, 6> keys{"first", "turn-limit", "teams", "allies", "play-on", "restore-snitch"};
    setup su;
    std::array<bool, keys.size()> seen{};
    for (tx::scanner words(whole); !words.at_end();) {
        const auto f = tx::split_field(words.next());
        if (!f) return f.error();
        const auto key = tx::one_of(f->key, keys, "a setup key");
        if (!key) return key.error();
        if (seen[*key]) return tx::error_at(f->key, std::string(keys[*key]) + "= is given twice");
        seen[*key] = true;
        const tx::token v = f->value;
        switch (*key) {
            case 0: {  // CW-3.5
                if (v.text == "-") break;
                const auto first = tx::to_integer<int>(v, 0, R::turn_seats - 1, "first");
                if (!first) return first.error();
                su.first = static_cast<player_id>(*first);
                break;
            }
            case 1: {  // CW-12.8
                const auto limit = tx::to_integer<std::uint32_t>(v, 0, 1'000'000'000, "turn-limit");
                if (!limit) return limit.error();
                su.turn_limit = *limit;
                break;
            }
            case 2: {
                const auto teams = read_teams<R>(v);
                if (!teams) return teams.error();
                su.teams = *teams;
                break;
            }
            case 3: {
                const auto allies = read_allies<R>(v);
                if (!allies) return allies.error();
                su.allies = *allies;
                break;
            }
            default: {  // CW-V1.11
                if (v.text != "yes" && v.text != "no") return tx::error_at(v, std::string(keys[*key]) + " is yes or no");
                (*key == 4 ? su.play_on : su.restore_snitch) = v.text == "yes";
                break;
            }
        }
    }
    // The rules a setup must keep (CW-2.1, CW-V1.2, CW-V1.11, CW-V10.2), as start_game says them.
    if (const auto game = start_game<R>(su); !game) return make_error(game.error().message, 0);
    return su;
}

}  // namespace detail

template <rules_policy R>
[[nodiscard]] result<setup> parse_setup(std::string_view text) {
    return arbiter::text::located(detail::read_setup<R>(text), text);
}

// Every field of `su` that the rules R use, in the order of the file comment.
template <rules_policy R>
[[nodiscard]] std::string setup_text(const setup& su) {
    std::string out = "first=" + (su.first < 0 ? std::string("-") : std::to_string(su.first));
    out += " turn-limit=" + std::to_string(su.turn_limit) + " teams=";
    for (std::size_t p = 0; p < static_cast<std::size_t>(R::seats); ++p) out += team_letter(su.teams[p]);
    if constexpr (R::alliance) {
        out += " allies=";
        for (std::size_t p = 0; p < static_cast<std::size_t>(R::seats); ++p) {
            if (p > 0) out += ',';
            const int a = su.allies[p] == -2 ? (static_cast<int>(p) + R::players / 2) % R::players : su.allies[p];
            out += a < 0 ? std::string("-") : std::to_string(a);
        }
        out += std::string(" play-on=") + (su.play_on ? "yes" : "no");
        out += std::string(" restore-snitch=") + (su.restore_snitch ? "yes" : "no");
    }
    return out;
}

}  // namespace arbiter::crime_wars

ARBITER_TEXT_CODE_END
