// `arbiter replay` for match records and `arbiter convert` (records.hpp).

#include "records.hpp"

#include <arbiter/backgammon/mat.hpp>
#include <arbiter/backgammon/record_log.hpp>
#include <arbiter/backgammon/sgf.hpp>

#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "commands.hpp"
#include "options.hpp"
#include "text.hpp"

namespace bg = arbiter::backgammon;

namespace {

enum class record_format { log, mat, sgf };

[[nodiscard]] std::string read_file(const std::string& path) {
    return cli::read_text_file<cli::usage_error>(path, "replay");
}

[[nodiscard]] bool ends_with_lower(std::string_view path, std::string_view ext) {
    if (path.size() < ext.size()) return false;
    for (std::size_t i = 0; i < ext.size(); ++i) {
        char c = path[path.size() - ext.size() + i];
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        if (c != ext[i]) return false;
    }
    return true;
}

// By extension, else by content: `(;` starts an .sgf, a `N point match`
// line a .mat; anything else is a game log.
[[nodiscard]] record_format format_of(const std::string& path, std::string_view text) {
    if (ends_with_lower(path, ".sgf")) return record_format::sgf;
    if (ends_with_lower(path, ".mat")) return record_format::mat;
    const std::string_view t = cli::trim(text);
    if (t.starts_with("(")) return record_format::sgf;
    for (std::size_t b = 0; b < text.size();) {
        std::size_t e = text.find('\n', b);
        if (e == std::string_view::npos) e = text.size();
        const auto w = cli::words(text.substr(b, e - b));
        if (w.size() == 3 && w[1] == "point" && w[2] == "match") return record_format::mat;
        if (!w.empty() && !w[0].starts_with(";")) break;
        b = e + 1;
    }
    return record_format::log;
}

[[nodiscard]] bg::match_record read_record(const std::string& path) {
    const std::string text = read_file(path);
    arbiter::result<bg::match_record> rec = bg::match_record{};
    switch (format_of(path, text)) {
        case record_format::sgf: rec = bg::parse_sgf(text); break;
        case record_format::mat: rec = bg::parse_mat(text); break;
        case record_format::log: rec = bg::parse_game_log(text); break;
    }
    if (!rec) throw cli::usage_error(path + ": " + rec.error().what());
    return std::move(*rec);
}

[[nodiscard]] std::string how_won(const bg::replayed_game& g) {
    const bg::game_result& r = g.result;
    const std::string_view level = r.kind == bg::win_kind::backgammon ? "backgammon"
                                   : r.kind == bg::win_kind::gammon   ? "gammon"
                                                                      : "single game";
    if (r.kind == bg::win_kind::drop) return "double dropped";
    if (r.resigned) return fmt::format("resigned a {}", level == "single game" ? "single game" : level);
    return std::string(level);
}

}  // namespace

namespace {

// A line per game, then the final score (the last line).
void print_games(const bg::match_record& rec, const bg::replay_report& report) {
    for (std::size_t g = 0; g < report.games.size(); ++g) {
        const bg::replayed_game& game = report.games[g];
        fmt::print("game {}: {} wins {} point{} ({}{}); {} {}, {} {}\n", g + 1,
                   rec.names[static_cast<std::size_t>(game.result.winner)], game.result.points,
                   game.result.points == 1 ? "" : "s", how_won(game), game.crawford_game ? ", Crawford game" : "",
                   rec.names[0], game.score_after[0], rec.names[1], game.score_after[1]);
    }
    fmt::print("final score: {} {}\n", report.score[0], report.score[1]);
}

}  // namespace

void cli::print_match_log_games(const std::string& path) {
    const std::string text = read_file(path);
    std::size_t matches = 0;
    for (std::size_t b = 0; b < text.size(); b = text.find('\n', b) == std::string::npos ? text.size() : text.find('\n', b) + 1)
        if (std::string_view(text).substr(b).starts_with("begin ")) ++matches;
    if (matches != 1) return;  // a record is one match; selfplay --games N logs N of them
    const bg::match_record rec = read_record(path);
    const auto report = bg::replay(rec);
    if (!report) throw usage_error(path + ": " + report.error().what());
    print_games(rec, *report);
}

int cli::replay_match_record(const std::string& path) {
    const std::string text = read_file(path);
    const record_format f = format_of(path, text);
    if (f == record_format::log) return -1;
    const auto rec = f == record_format::sgf ? bg::parse_sgf(text) : bg::parse_mat(text);
    if (!rec) throw usage_error(path + ": " + rec.error().what());
    const auto report = bg::replay(*rec);
    if (!report) throw usage_error(path + ": " + report.error().what());
    const std::string session = rec->length > 0 ? fmt::format("{}-point match", rec->length) : "money session";
    fmt::print("replay {}: {}, {} vs {}, {} game{}: every action legal, every result as recorded\n", path, session,
               rec->names[0], rec->names[1], report->games.size(), report->games.size() == 1 ? "" : "s");
    print_games(*rec, *report);
    return 0;
}

int cli::run_convert(const std::vector<std::string_view>& args) {
    if (args.size() == 2 && (args[1] == "--help" || args[1] == "-h")) {
        fmt::print("arbiter convert: {}\n\n"
                   "usage: arbiter convert IN OUT\n"
                   "\n"
                   "options:\n"
                   "  {:<6}  {}\n"
                   "\n"
                   "IN is a Jellyfish .mat, a gnubg .sgf or a backgammon game log of this tool\n"
                   "(rules money; by extension, else by content). The record is replayed, every\n"
                   "action checked, then written as OUT's extension says: .mat, .sgf or .log;\n"
                   "each play keeps its steps in the order IN gives them (8/6 6/2*).\n"
                   "An accepted resignation is written as the formats do: the game stops with\n"
                   "its result (BG-24.3). A bad record stops with its line and why (exit 2).\n",
                   convert_summary_text, "--help", help_option.help);
        return 0;
    }
    if (args.size() != 3)
        throw usage_error("'arbiter convert' takes two files, IN and OUT: arbiter convert IN OUT");
    const std::string in(args[1]), out(args[2]);
    if (in.starts_with("--") || out.starts_with("--"))
        throw usage_error("'arbiter convert' takes two files and no options (but --help)");
    const bool to_mat = ends_with_lower(out, ".mat"), to_sgf = ends_with_lower(out, ".sgf");
    if (!to_mat && !to_sgf && !ends_with_lower(out, ".log"))
        throw usage_error("'" + out + "': the output's extension says its format: .mat, .sgf or .log");
    const bg::match_record rec = read_record(in);
    const auto text = to_mat ? bg::to_mat(rec) : to_sgf ? bg::to_sgf(rec) : bg::to_game_log(rec);
    if (!text) throw usage_error(in + ": " + text.error().what());
    std::ofstream o(out, std::ios::binary);
    if (!o) throw usage_error("cannot write '" + out + "'");
    o << *text;
    o.flush();
    if (!o) throw usage_error("writing '" + out + "' failed");
    fmt::print("convert {} -> {}: {} game{}\n", in, out, rec.games.size(), rec.games.size() == 1 ? "" : "s");
    return 0;
}
