// Seeded mutation fuzz of the readers: every mangled text is either read (and
// then writes back to a text that reads the same state) or refused with a
// message; nothing crashes, nothing reads past the input.

#include <doctest/doctest.h>

#include <random>
#include <string>
#include <vector>

#include "helpers.hpp"

using namespace cw_test;

namespace {

constexpr std::string_view alphabet = "0123456789 =,-+!>*$SHCDshcdJQAKX\n";

std::string mutate(std::string text, std::mt19937_64& rng) {
    const auto pick = [&](std::size_t n) { return static_cast<std::size_t>(arbiter::uniform_below(rng, n)); };
    const std::size_t edits = 1 + pick(3);
    for (std::size_t i = 0; i < edits && !text.empty(); ++i) {
        const std::size_t at = pick(text.size());
        switch (pick(3)) {
            case 0: text[at] = alphabet[pick(alphabet.size())]; break;
            case 1: text.erase(at, 1); break;
            default: text.insert(at, 1, alphabet[pick(alphabet.size())]); break;
        }
    }
    return text;
}

// States met in seeded random games of R.
template <rules_policy R>
std::vector<state<R>> sample_states(std::uint64_t seed, int games) {
    std::vector<state<R>> out;
    std::mt19937_64 rng(seed);
    for (int g = 0; g < games; ++g) {
        state<R> s;
        while (!is_terminal(s)) {
            out.push_back(s);
            s = current_player(s) == arbiter::chance_player
                    ? play(s, arbiter::sample_outcome(chance_outcomes(s), rng))
                    : play(s, legal_moves(s)[static_cast<std::size_t>(arbiter::uniform_below(rng, legal_moves(s).size()))]);
        }
    }
    return out;
}

template <rules_policy R>
void fuzz_states(std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    int read = 0, refused = 0;
    for (const auto& s : sample_states<R>(seed, 6)) {
        const std::string text = mutate(to_string(s), rng);
        const auto r = parse_state<R>(text);
        if (r) {
            ++read;
            const auto again = parse_state<R>(to_string(*r));
            REQUIRE(again.has_value());
            CHECK(*again == *r);
        } else {
            ++refused;
            CHECK_FALSE(r.error().message.empty());
            if (r.error().position != arbiter::error::no_position) CHECK(r.error().position <= text.size());
        }
    }
    CHECK(refused > 0);
}

template <rules_policy R>
void fuzz_moves(std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    int refused = 0;
    for (const auto& s : sample_states<R>(seed, 4)) {
        if (current_player(s) < 0) continue;
        for (const move& m : legal_moves(s)) {
            const std::string text = mutate(to_string(s, m), rng);
            const auto r = parse_move(s, text);
            if (!r) {
                ++refused;
                CHECK_FALSE(r.error().message.empty());
                CHECK(r.error().position <= text.size());
                continue;
            }
            const auto before = s;
            const auto played = try_play(s, *r);
            CHECK(s == before);  // a refused move changes nothing
            if (!played) CHECK_FALSE(played.error().message.empty());
        }
    }
    CHECK(refused > 0);
}

}  // namespace

TEST_CASE("fuzz: mangled state texts are read consistently or refused with a message") {
    fuzz_states<standard_rules>(1);
    fuzz_states<rules<4, variant::alliance, variant::gambling>>(2);
    fuzz_states<rules<6, variant::multiple_decks, variant::rich_mans_curse>>(3);
}

TEST_CASE("CW-V1.17 CW-V7 fuzz: two teams per player and Great Empire texts and moves") {
    fuzz_states<rules<2, variant::two_teams>>(6);
    fuzz_states<rules<3, variant::great_empire>>(7);
    fuzz_moves<rules<2, variant::two_teams>>(8);
    fuzz_moves<rules<3, variant::great_empire>>(9);
}

TEST_CASE("CW-V7.3 fuzz: Great Empire with Thug Alliance and with two teams per player (join=, ally-defend=, helper=)") {
    fuzz_states<rules<4, variant::alliance, variant::great_empire>>(10);
    fuzz_states<rules<3, variant::two_teams, variant::great_empire, variant::multiple_decks>>(11);
    fuzz_moves<rules<4, variant::alliance, variant::great_empire>>(12);
    fuzz_moves<rules<3, variant::two_teams, variant::great_empire, variant::multiple_decks>>(13);
}

TEST_CASE("fuzz: mangled moves are read or refused with a message, and never change the state") {
    fuzz_moves<standard_rules>(4);
    fuzz_moves<rules<4, variant::alliance, variant::hardcore>>(5);
}

TEST_CASE("CW-V1.22 fuzz: merged decks texts (order=, kept=) and moves (hire of either suit)") {
    fuzz_states<rules<2, variant::two_teams, variant::merged_decks>>(14);
    fuzz_moves<rules<2, variant::two_teams, variant::merged_decks>>(15);
    fuzz_states<rules<3, variant::two_teams, variant::merged_decks, variant::great_empire, variant::multiple_decks>>(16);
}
