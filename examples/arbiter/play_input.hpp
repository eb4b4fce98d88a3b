#pragma once
// What a person types at `arbiter play`, read kindly: commands and moves in
// any case, and the legal moves nearest a mistyped one.

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cli {

[[nodiscard]] inline std::string lower_case(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

[[nodiscard]] inline std::string upper_case(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

// The spellings a typed move is tried in, the person's own first: a game's
// notation is in one case (Stratego's squares, backgammon's `bar`), Memoir
// '44's hexes are capitals and its words small, so a line is also tried all
// small, all capitals, and with its first word small and the rest capitals.
[[nodiscard]] inline std::vector<std::string> spellings(std::string_view typed) {
    std::vector<std::string> out{std::string(typed), lower_case(typed), upper_case(typed)};
    const std::size_t space = typed.find(' ');
    if (space != std::string_view::npos)
        out.push_back(lower_case(typed.substr(0, space)) + upper_case(typed.substr(space)));
    std::vector<std::string> unique;
    for (std::string& s : out)
        if (std::find(unique.begin(), unique.end(), s) == unique.end()) unique.push_back(std::move(s));
    return unique;
}

// Levenshtein's distance between a and b, letters compared in any case.
[[nodiscard]] inline std::size_t edit_distance(std::string_view a, std::string_view b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const bool same = std::tolower(static_cast<unsigned char>(a[i - 1])) ==
                              std::tolower(static_cast<unsigned char>(b[j - 1]));
            const std::size_t next = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (same ? 0 : 1)});
            diagonal = row[j];
            row[j] = next;
        }
    }
    return row[b.size()];
}

// Up to three of `candidates` near `typed` (a third of its letters wrong at
// most, and at least two allowed), the nearest first.
[[nodiscard]] inline std::vector<std::string> near_misses(std::string_view typed, const std::vector<std::string>& candidates) {
    const std::size_t allowed = std::max<std::size_t>(2, typed.size() / 3);
    std::vector<std::pair<std::size_t, std::string>> scored;
    for (const std::string& c : candidates)
        if (const std::size_t d = edit_distance(typed, c); d <= allowed) scored.emplace_back(d, c);
    std::stable_sort(scored.begin(), scored.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    std::vector<std::string> out;
    for (std::size_t i = 0; i < scored.size() && i < 3; ++i) out.push_back(scored[i].second);
    return out;
}

}  // namespace cli
