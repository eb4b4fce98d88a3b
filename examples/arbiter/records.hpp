#pragma once
// Backgammon match records in the tool (records.cpp): `arbiter replay` of a
// Jellyfish .mat or gnubg .sgf file, and `arbiter convert IN OUT` between
// them and the tool's own game log (include/arbiter/backgammon/mat.hpp,
// sgf.hpp, record_log.hpp).

#include <string>
#include <string_view>
#include <vector>

namespace cli {

// Replays FILE when it is a .mat or .sgf record (by extension or content):
// a line per game, then `final score: A B`; returns the exit status. Returns
// -1, reading nothing more, when FILE is a game log.
[[nodiscard]] int replay_match_record(const std::string& path);

// After `arbiter replay` of a backgammon log of one match (rules money,
// match N): the same line per game and `final score: A B` as for a record.
void print_match_log_games(const std::string& path);

inline constexpr std::string_view convert_summary_text =
    "convert a backgammon record between .mat, .sgf and the tool's game log";

// `arbiter convert IN OUT` (args[0] is "convert").
[[nodiscard]] int run_convert(const std::vector<std::string_view>& args);

}  // namespace cli
