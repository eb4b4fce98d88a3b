// War Chest's round counter (WC-4.2): an uncapped game may last any number
// of rounds, since passing is always legal (WC-8.4), so the counter is 64
// bits wide and never wraps in play; the full-state text refuses a round
// outside its range (past the cap of WC-19.6 where the rules have one),
// naming where.

#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <string>

#include "helpers.hpp"

using namespace wc_test;

namespace {

// Both seats hold a Royal Coin in the bag and a unit coin to draw, mid-game
// at round `r`, about to draw: nothing dead, the round plays out.
template <class R>
state<R> rc_at_round(std::int64_t r) {
    auto s = blank<R>(armies_of({unit::archer}, {unit::swordsman}));
    typename state<R>::edit e{s};
    e.round() = r;
    give(s, 0, royal);
    give(s, 1, royal);
    e.coins(0).bag[static_cast<std::size_t>(index(unit::archer))] = 1;
    e.coins(1).bag[static_cast<std::size_t>(index(unit::swordsman))] = 1;
    return s;
}

// The state text with its round field replaced.
template <class R>
std::string rc_with_round(const state<R>& s, const std::string& value) {
    std::string text = to_string(s);
    const std::size_t at = text.find("round=");
    REQUIRE(at != std::string::npos);
    const std::size_t from = at + 6, to = text.find(' ', from);
    return text.replace(from, to - from, value);
}

}  // namespace

TEST_CASE("WC-4.2 the round counter goes past 65535 without wrapping and reads back from the state text") {
    auto s = rc_at_round<fixed_rules>(65535);
    s = after(after(s, "pass royal"), "pass royal");
    REQUIRE(s.phase() == phase::draw);
    CHECK(s.round() == 65536);  // a 16-bit counter read 0 here
    const auto back = parse_state<fixed_rules>(to_string(s));
    REQUIRE_MESSAGE(back.has_value(), back.error().what());
    CHECK(back->round() == 65536);
    CHECK(*back == s);

    const std::int64_t last = std::numeric_limits<std::int64_t>::max() - 1;
    auto far = rc_at_round<fixed_rules>(last);
    far = after(after(far, "pass royal"), "pass royal");
    CHECK(far.round() == last + 1);
    CHECK(*parse_state<fixed_rules>(to_string(far)) == far);
}

TEST_CASE("WC-4.2 a state text with a round past the counter's range is refused, naming the field") {
    const auto s = rc_at_round<fixed_rules>(3);
    for (const char* bad : {"9223372036854775808", "-1", "1e3", "99999999999999999999"}) {
        const std::string text = rc_with_round(s, bad);
        const auto r = parse_state<fixed_rules>(text);
        REQUIRE_MESSAGE(!r.has_value(), bad);
        CHECK_MESSAGE(r.error().message.find("round must be a whole number from 0 to 9223372036854775807") !=
                          std::string::npos,
                      r.error().what());
        CHECK(r.error().position == text.find(bad));
    }
}

TEST_CASE("WC-19.6 WC-4.2 with a round cap, a state text past the cap is refused; at the cap it reads") {
    const auto s = rc_at_round<bounded_rules>(60);  // bounded_rules: 60 rounds
    REQUIRE(bounded_rules::round_limit == 60);
    CHECK(parse_state<bounded_rules>(to_string(s)).has_value());
    const std::string text = rc_with_round(s, "61");
    const auto r = parse_state<bounded_rules>(text);
    REQUIRE(!r.has_value());
    CHECK_MESSAGE(r.error().message.find("round must be a whole number from 0 to 60") != std::string::npos,
                  r.error().what());
    CHECK(r.error().position == text.find("61"));
}
