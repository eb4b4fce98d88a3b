#pragma once
// War Chest test helpers: positions built by hand, decisions played from text.
//
//     auto s = wc_test::blank(wc_test::armies_of({unit::archer}, {unit::swordsman}));
//     wc_test::put(s, "d4", unit::archer);        // a unit of height 1
//     wc_test::give(s, 0, unit::archer);          // a coin in seat 0's hand
//     CHECK(wc_test::legal(s, "tactic archer d4 f4"));
//
// blank() empties every bag and hand and leaves the supplies and the markers
// as at setup (WC-3.2, WC-3.4); seat 0 is to act in MAIN, round 1.

#include <doctest/doctest.h>

#include <arbiter/war_chest.hpp>

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace wc_test {

using namespace arbiter::war_chest;
using arbiter::player_id;
using S = state<fixed_rules>;

inline int hx(std::string_view name) {
    const auto h = parse_hex(name);
    REQUIRE_MESSAGE(h.has_value(), "bad hex '", std::string(name), "'");
    return *h;
}

inline armies armies_of(std::initializer_list<unit> seat0, std::initializer_list<unit> seat1) {
    return armies{set_of(seat0), set_of(seat1)};
}

struct four_fixed : fixed_rules {
    static constexpr int players = 4;
};
using S4 = state<four_fixed>;

template <class R = fixed_rules>
state<R> blank(armies a, player_id to_act = 0) {
    state<R> s(a, 0);
    typename state<R>::edit e{s};
    for (player_id p = 0; p < state<R>::seats; ++p) e.coins(p).bag = coin_counts{};
    e.phase() = phase::use;
    e.turn() = to_act;
    return s;
}

template <class R>
void put(state<R>& s, std::string_view hex, unit u, int height = 1) {
    typename state<R>::edit{s}.put(hx(hex), cell{static_cast<std::uint8_t>(index(u) + 1), static_cast<std::uint8_t>(height)});
}
template <class R>
void give(state<R>& s, player_id p, int coin, int n = 1) {
    auto& c = typename state<R>::edit{s}.coins(p).hand[static_cast<std::size_t>(coin)];
    c = static_cast<std::uint8_t>(c + n);
}
template <class R>
void give(state<R>& s, player_id p, unit u, int n = 1) {
    give(s, p, index(u), n);
}
template <class R>
void set_control(state<R>& s, std::string_view hex, int side) {
    typename state<R>::edit e{s};
    const int old = s.control(hx(hex));
    if (old >= 0) ++e.reserve(old);
    e.control(hx(hex)) = static_cast<std::int8_t>(side);
    if (side >= 0) --e.reserve(side);
}

inline move mv(std::string_view text) {
    const auto m = parse_move(text);
    REQUIRE_MESSAGE(m.has_value(), "bad move '", std::string(text), "': ", m.error().what());
    return *m;
}
template <class R>
bool legal(const state<R>& s, std::string_view text) {
    return legal_moves(s).contains(mv(text));
}
template <class R>
state<R> after(const state<R>& s, std::string_view text) {
    const auto r = try_play(s, mv(text));
    REQUIRE_MESSAGE(r.has_value(), "'", std::string(text), "' refused: ", r.error().what());
    return *r;
}
template <class R>
std::string refusal(const state<R>& s, std::string_view text) {
    const auto r = try_play(s, mv(text));
    REQUIRE_MESSAGE(!r.has_value(), "'", std::string(text), "' was accepted");
    return r.error().message;
}
// The legal moves of an action kind, as text, for readable failures.
template <class R>
std::vector<std::string> moves_of(const state<R>& s, action kind) {
    std::vector<std::string> out;
    for (const move& m : legal_moves(s))
        if (m.kind == kind) out.push_back(to_string(m));
    return out;
}
template <class R>
int count_kind(const state<R>& s, action kind) {
    int n = 0;
    for (const move& m : legal_moves(s)) n += m.kind == kind ? 1 : 0;
    return n;
}
template <class R>
const pending* top(const state<R>& s) {
    return s.pendings().empty() ? nullptr : &s.pendings().back();
}
template <class R>
int coin(const state<R>& s, player_id p, coin_counts zones::*zone, unit u) {
    return (s.coins(p).*zone)[static_cast<std::size_t>(index(u))];
}

}  // namespace wc_test
