#pragma once
// Seeded mutation fuzzing of a text reader, shared by every game's
// parser_fuzz_test.cpp: characters replaced (from the game's alphabet or any
// byte), dropped, inserted, or the text cut. A rejection must carry a message
// and a column inside the text; an acceptance goes to the caller's check.

#include <doctest/doctest.h>

#include <arbiter/core/random.hpp>
#include <arbiter/core/result.hpp>

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::testing {

inline std::string mutate(std::string text, std::string_view alphabet, std::mt19937_64& rng) {
    auto pick = [&](std::size_t n) { return static_cast<std::size_t>(uniform_below(rng, n)); };
    const auto edits = 1 + uniform_below(rng, 3);
    for (std::uint64_t e = 0; e < edits; ++e) {
        const std::size_t at = text.empty() ? 0 : pick(text.size());
        switch (uniform_below(rng, 5)) {
            case 0:
            case 1:
                if (!text.empty()) text[at] = alphabet[pick(alphabet.size())];
                break;
            case 2:
                if (!text.empty()) text.erase(at, 1);
                break;
            case 3: text.insert(at, 1, alphabet[pick(alphabet.size())]); break;
            default:
                if (uniform_below(rng, 4) == 0)
                    text.resize(at);  // cutting is rarer: it always fails
                else if (!text.empty())
                    text[at] = static_cast<char>(pick(256));  // any byte
                break;
        }
    }
    return text;
}

// Feeds `rounds` mutations of the seeds to `parse`; returns how many it rejected.
template <class Parse, class Check>
int fuzz_reader(std::string_view alphabet, const std::vector<std::string>& seeds, int rounds, std::uint64_t seed,
                Parse parse, Check on_success) {
    std::mt19937_64 rng(seed);
    int rejected = 0;
    for (int i = 0; i < rounds; ++i) {
        const std::string text = mutate(seeds[static_cast<std::size_t>(i) % seeds.size()], alphabet, rng);
        const auto r = parse(text);
        if (r.has_value()) {
            on_success(text, *r);
        } else {
            CHECK_MESSAGE(!r.error().message.empty(), "no message for '", text, "'");
            if (r.error().position != error::no_position)
                CHECK_MESSAGE(r.error().position <= text.size(), "column past the end for '", text, "'");
            ++rejected;
        }
    }
    return rejected;
}

}  // namespace arbiter::testing
