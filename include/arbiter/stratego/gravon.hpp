#pragma once
// Gravon game records (RULES.md ST-11): the XML records of the Gravon server
// and the older GSN text, read into one record type, written back, and
// replayed through the engine.
//
//     auto rec = arbiter::stratego::parse_gravon_xml(text);  // or parse_gsn
//     if (!rec) std::cerr << rec.error().what() << '\n';    // names line and column
//     auto report = arbiter::stratego::replay(*rec);
//     if (!report.ok()) std::cerr << report.problem << '\n';  // move id and clause
//
// No XML library: records use a small subset (elements, attributes, text,
// comments, processing instructions), read by xml_reader.hpp.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "../core/config.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "move_text.hpp"
#include "position_text.hpp"
#include "state_text.hpp"
#include "xml_reader.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::stratego {

// ------------------------------------------------------------------ the record

// ST-11.2: the game types, each an army and a setup rule.
enum class gravon_type : std::uint8_t { classic, barrage, duell, ultimate_lightning, classic_free };

[[nodiscard]] inline std::string gravon_type_name(gravon_type t) {
    switch (t) {
        case gravon_type::classic:
            return "classic";
        case gravon_type::barrage:
            return "barrage";
        case gravon_type::duell:
            return "duell";
        case gravon_type::ultimate_lightning:
            return "ultimate lightning";
        case gravon_type::classic_free:
            return "classicfree";
    }
    return "?";
}

// ST-11.4: one ply, squares as indices (ST-1.3).
struct gravon_move {
    int id = 0;  // 1, 2, ... in order
    std::uint8_t from = 0;
    std::uint8_t to = 0;
    friend bool operator==(const gravon_move&, const gravon_move&) = default;
};

// What a record says, whichever format it came in.
struct gravon_record {
    gravon_type type = gravon_type::classic;  // as the record names it (ST-11.2)
    std::string field;               // the board string after setup; empty when missing (ST-11.3)
    std::vector<gravon_move> moves;  // the plies, Red first (ST-11.4)
    std::array<std::string, 2> players;  // Red's name, Blue's name (ST-11.6)
    bool has_result = false;
    int result_type = 0;    // ST-11.6 code: 0, 1, 2, 3, 4, 10 ... 14
    player_id winner = -1;  // red, blue, or -1 for none
    friend bool operator==(const gravon_record&, const gravon_record&) = default;
};

// ST-11.6: the result codes and what they mean.
[[nodiscard]] inline std::string gravon_result_name(int code) {
    switch (code) {
        case 0:
            return "player to move unable to move";
        case 1:
            return "flag captured";
        case 2:
            return "both unable to move";
        case 3:
            return "forfeit";
        case 4:
            return "draw agreed";
        case 10:
            return "both players missing";
        case 11:
            return "player clock timed out";
        case 12:
            return "game clock timed out";
        case 13:
            return "player clock timed out, player missing";
        case 14:
            return "opponent missing";
        default:
            return {};
    }
}

// ------------------------------------------------------------------ squares

// ST-1.2, ST-11.5: a square in Gravon letters: columns A-I and K (J also
// read as the tenth column), rows 1-9, and row 10 as ':', '0' or "10".
[[nodiscard]] inline result<int> parse_gravon_square(std::string_view text,
                                                     std::size_t column = 0) {
    if (text.empty())
        return make_error("expected a Gravon square such as A4, found nothing", column);
    const char c = text[0];
    int col = -1;
    if (c >= 'A' && c <= 'I')
        col = c - 'A';
    else if (c == 'J' || c == 'K')
        col = 9;  // ST-11.5: J is a known misspelling of K
    if (col < 0)
        return make_error("expected a Gravon column A-I or K, got " + detail::describe_char(c) +
                              " (ST-1.2, ST-11.5)",
                          column);
    const std::string_view row = text.substr(1);
    int r = 0;
    if (row.size() == 1 && row[0] >= '1' && row[0] <= '9')
        r = row[0] - '0';
    else if (row == ":" || row == "0" || row == "10")
        r = 10;
    else
        return make_error("expected a row 1-9, or 10 written ':', '0' or '10', got '" +
                              std::string(row) + "' (ST-11.5)",
                          column + 1);
    return 10 * (r - 1) + col;
}

// The Gravon name of a square: "K10", or with `two_chars` "K:" (GSN, ST-11.7).
[[nodiscard]] inline std::string gravon_square_name(int sq, bool two_chars = false) {
    static constexpr char columns[] = "ABCDEFGHIK";
    const int row = row_of(sq) + 1;
    std::string out(1, columns[column_of(sq)]);
    if (row < 10) return out + static_cast<char>('0' + row);
    return out + (two_chars ? ":" : "10");
}


namespace detail::gravon_text {

[[nodiscard]] inline std::string_view trim(std::string_view s) {
    while (!s.empty() && xml::is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && xml::is_space(s.back())) s.remove_suffix(1);
    return s;
}

// A whole decimal number (up to 9 digits), or -1.
[[nodiscard]] inline int whole_number(std::string_view s) {
    s = trim(s);
    if (s.empty() || s.size() > 9) return -1;
    int v = 0;
    for (const char c : s) {
        if (c < '0' || c > '9') return -1;
        v = v * 10 + (c - '0');
    }
    return v;
}

// ST-11.3, ST-10.4: a field is a board string in upper-case letters; how
// many of each kind it may hold is the replay's question (ST-11.9).
[[nodiscard]] inline result<bool> check_field(std::string_view field) {
    for (std::size_t i = 0; i < field.size(); ++i)
        if (field[i] >= 'a' && field[i] <= 'z')
            return make_error(
                "the field is in upper case, got " + detail::describe_char(field[i]) + " (ST-11.3)",
                i);
    state<gravon_replay_rules<classic_rules, setup_rule::free>> s;
    return detail::read_board(field, s);
}

[[nodiscard]] inline bool known_result(int code) { return !gravon_result_name(code).empty(); }

}  // namespace detail::gravon_text

// ------------------------------------------------------------------ XML records

namespace detail::gravon_xml {

// The sections of an XML record, one function each. Errors carry the offset
// in the record's text; parse_gravon_xml locates them once.
using xml::attribute;
using xml::element;

[[nodiscard]] inline result<const attribute*> required(const element& el, std::string_view name) {
    const auto* a = el.find(name);
    if (!a) return make_error("<" + el.name + "> has no " + std::string(name) + " attribute (ST-11.1)", el.at);
    return a;
}

[[nodiscard]] inline result<int> number(const attribute& a, int lo, int hi) {
    const int v = gravon_text::whole_number(a.value);
    if (v < lo || v > hi)
        return make_error("the " + a.name + " '" + a.value + "' is not a number from " + std::to_string(lo) +
                              " to " + std::to_string(hi),
                          a.at);
    return v;
}

// ST-11.2: the type attribute of <game>, in either case.
[[nodiscard]] inline result<gravon_type> game_type(const element& g) {
    const auto* type = g.find("type");
    if (!type) return make_error("<game> has no type attribute (ST-11.2)", g.at);
    std::string t(gravon_text::trim(type->value));
    for (auto& c : t)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (t == "classic") return gravon_type::classic;
    if (t == "barrage") return gravon_type::barrage;
    if (t == "duell") return gravon_type::duell;
    if (t == "ultimate lightning") return gravon_type::ultimate_lightning;
    if (t == "classicfree") return gravon_type::classic_free;
    return make_error("unknown game type '" + type->value +
                          "'; expected classic, barrage, duell, ultimate lightning or classicfree (ST-11.2)",
                      type->at);
}

// ST-11.3: <field content="...">; empty when the game ended during setup.
[[nodiscard]] inline result<bool> read_field(const element& el, gravon_record& rec) {
    auto content = required(el, "content");
    if (!content) return content.error();
    const std::string_view value = (*content)->value;
    const std::string_view f = gravon_text::trim(value);
    if (f.empty()) return true;  // ST-11.3: the game ended during setup
    if (auto ok = gravon_text::check_field(f); !ok) {
        const auto lead = static_cast<std::size_t>(f.data() - value.data());
        return make_error("field: " + ok.error().message, (*content)->at + lead + ok.error().position);
    }
    rec.field = std::string(f);
    return true;
}

// ST-11.4: <move id="n" source="A4" target="A5">, ids in order.
[[nodiscard]] inline result<bool> read_move(const element& el, gravon_record& rec) {
    auto id = required(el, "id");
    if (!id) return id.error();
    auto v = number(**id, 1, 100000000);
    if (!v) return v.error();
    const int expected = static_cast<int>(rec.moves.size()) + 1;
    if (*v != expected)
        return make_error("move id " + std::to_string(*v) + " out of order: expected " + std::to_string(expected) +
                              " (ST-11.4)",
                          (*id)->at);
    gravon_move m;
    m.id = *v;
    for (const char* which : {"source", "target"}) {
        auto a = required(el, which);
        if (!a) return a.error();
        auto sq = parse_gravon_square(gravon_text::trim((*a)->value));
        if (!sq) return make_error(std::string(which) + ": " + sq.error().message, (*a)->at);
        (which[0] == 's' ? m.from : m.to) = static_cast<std::uint8_t>(*sq);
    }
    rec.moves.push_back(m);
    return true;
}

// ST-11.6: <player id="1|2">name</player>, each once.
[[nodiscard]] inline result<bool> read_player(const element& el, std::array<bool, 2>& seen, gravon_record& rec) {
    auto id = required(el, "id");
    if (!id) return id.error();
    auto v = number(**id, 1, 2);
    if (!v) return v.error();
    const auto p = static_cast<std::size_t>(*v - 1);
    if (seen[p]) return make_error("a second <player id=\"" + std::to_string(*v) + "\"> (ST-11.6)", el.at);
    seen[p] = true;
    rec.players[p] = std::string(gravon_text::trim(el.text));
    return true;
}

// ST-11.6: <result type="code" winner="1|2|3">.
[[nodiscard]] inline result<bool> read_result(const element& el, gravon_record& rec) {
    auto t = required(el, "type");
    if (!t) return t.error();
    auto code = number(**t, 0, 99);
    if (!code) return code.error();
    if (!gravon_text::known_result(*code))
        return make_error("result type " + std::to_string(*code) + " is not a Gravon code: 0-4 or 10-14 (ST-11.6)",
                          (*t)->at);
    auto w = required(el, "winner");
    if (!w) return w.error();
    auto winner = number(**w, 1, 3);
    if (!winner)
        return make_error("the winner is 1 (Red), 2 (Blue) or 3 (none), got '" + (*w)->value + "' (ST-11.6)",
                          (*w)->at);
    rec.has_result = true;
    rec.result_type = *code;
    rec.winner = *winner == 3 ? player_id{-1} : static_cast<player_id>(*winner - 1);
    return true;
}

[[nodiscard]] inline result<gravon_record> read(std::string_view text) {
    auto parsed = xml::parse(text);
    if (!parsed) return parsed.error();
    const auto& nodes = *parsed;
    std::size_t game = 0;
    for (std::size_t k = 1; k < nodes.size() && game == 0; ++k)
        if (nodes[k].name == "game") game = k;
    if (game == 0) return make_error("the record has no <game> element (ST-11.1)", 0);
    const auto& g = nodes[game];
    gravon_record rec;
    auto type = game_type(g);
    if (!type) return type.error();
    rec.type = *type;
    bool seen_field = false, seen_result = false;
    std::array<bool, 2> seen_player{};
    for (std::size_t k = game + 1; k < g.end; ++k) {
        const auto& el = nodes[k];
        result<bool> ok = true;
        if (el.name == "field") {
            if (seen_field) return make_error("a second <field> (ST-11.3)", el.at);
            seen_field = true;
            ok = read_field(el, rec);
        } else if (el.name == "move") {
            ok = read_move(el, rec);
        } else if (el.name == "player") {
            ok = read_player(el, seen_player, rec);
        } else if (el.name == "result") {
            if (seen_result) return make_error("a second <result> (ST-11.6)", el.at);
            seen_result = true;
            ok = read_result(el, rec);
        }
        if (!ok) return ok.error();
    }
    return rec;
}

}  // namespace detail::gravon_xml

// ST-11.1: an XML record: the first <game> element of the text. Elements
// are found by name wherever they stand inside it; other elements, comments
// and whitespace are skipped. Errors name the line and column (what():
// "line L, column C: ..."; error::position is the offset).
[[nodiscard]] inline result<gravon_record> parse_gravon_xml(std::string_view text) {
    return text::located(detail::gravon_xml::read(text), text);
}

// The record as XML, in the layout of ST-11.1 (row 10 written "10").
[[nodiscard]] inline std::string to_gravon_xml(const gravon_record& rec) {
    std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n  <game type=\"" +
                      gravon_type_name(rec.type) + "\">\n";
    if (!rec.field.empty())
        out += "    <field content=\"" + detail::xml::escape(rec.field) + "\"/>\n";
    for (const auto& m : rec.moves)
        out += "    <move id=\"" + std::to_string(m.id) + "\" source=\"" +
               gravon_square_name(m.from) + "\" target=\"" + gravon_square_name(m.to) + "\"/>\n";
    for (std::size_t p = 0; p < 2; ++p)
        out += "    <player id=\"" + std::to_string(p + 1) + "\">" +
               detail::xml::escape(rec.players[p]) + "</player>\n";
    if (rec.has_result)
        out += "    <result type=\"" + std::to_string(rec.result_type) + "\" winner=\"" +
               std::to_string(rec.winner < 0 ? 3 : rec.winner + 1) + "\"/>\n";
    return out + "  </game>\n</stratego>\n";
}

// ------------------------------------------------------------------ GSN records

namespace detail::gsn {

// ST-11.7 line 6: "<Red> vs <Blue> result <code> winner <w>", the line
// starting at offset `at_col` of the record. A leading space restores the
// one trimmed before "vs" when Red's name is empty; offsets into `padded`
// are one past those into `line`.
[[nodiscard]] inline result<bool> read_result_line(std::string_view line, std::size_t at_col, gravon_record& rec) {
    const std::string padded = " " + std::string(line);
    const std::size_t res = padded.rfind(" result ");
    const std::size_t vs = padded.find(" vs ");
    if (res == std::string::npos || vs == std::string::npos || vs + 3 > res)
        return make_error("expected '<Red> vs <Blue> result <code> winner <w>' (ST-11.7)", at_col);
    const std::string_view tail = std::string_view(padded).substr(res + 8);
    const std::size_t win = tail.find(" winner ");
    if (win == std::string_view::npos)
        return make_error("expected 'winner <w>' after the result code (ST-11.7)", at_col);
    const int code = gravon_text::whole_number(tail.substr(0, win));
    if (code < 0 || !gravon_text::known_result(code))
        return make_error("result code '" + std::string(gravon_text::trim(tail.substr(0, win))) +
                              "' is not a Gravon code: 0-4 or 10-14 (ST-11.6)",
                          at_col + res + 7);
    const int w = gravon_text::whole_number(tail.substr(win + 8));
    if (w < 0 || w > 2)
        return make_error("the winner is 0 (Red), 1 (Blue) or 2 (none) (ST-11.7)", at_col + res + 7 + win + 8);
    const std::string_view names = padded;
    rec.players[0] = std::string(gravon_text::trim(names.substr(0, vs)));
    rec.players[1] = std::string(gravon_text::trim(names.substr(vs + 4, res > vs + 4 ? res - vs - 4 : 0)));
    rec.has_result = true;
    rec.result_type = code;
    rec.winner = w == 2 ? player_id{-1} : static_cast<player_id>(w);
    return true;
}

// ST-11.7, ST-11.8: the part of a record the reader has reached.
enum class section { header, type, field_or_play, play, after_end, after_result };

// A non-blank line of a GSN record, trimmed, and the offset of its first character.
struct record_line {
    std::string_view text;  // the whole record
    std::string_view line;
    std::size_t at_col = 0;
    [[nodiscard]] error fail(const std::string& msg) const {
        return xml::located(text, at_col, msg);
    }
};

// ST-11.7 line 1: the header.
[[nodiscard]] inline result<section> read_header(const record_line& l) {
    if (l.line != "#X38FA11 Stratego-Notation v1" && l.line != "#X38FA11 Stratego-Notation v2")
        return l.fail("expected the header '#X38FA11 Stratego-Notation v1' (or v2) (ST-11.7)");
    return section::type;
}

// ST-11.7 line 2: "type N".
[[nodiscard]] inline result<section> read_type(const record_line& l, gravon_record& rec) {
    const int t = l.line.substr(0, 5) == "type " ? gravon_text::whole_number(l.line.substr(5)) : -1;
    if (t < 0 || t > 3)
        return l.fail(
            "expected 'type N' with N 0 classic, 1 barrage, 2 free setup or 3 Ultimate "
            "Lightning (ST-11.7)");
    static constexpr gravon_type types[] = {gravon_type::classic, gravon_type::barrage,
                                            gravon_type::classic_free,
                                            gravon_type::ultimate_lightning};
    rec.type = types[t];
    return section::field_or_play;
}

// ST-11.3, ST-11.7: the field, right after the type line.
[[nodiscard]] inline result<section> read_field_line(const record_line& l, gravon_record& rec) {
    if (auto ok = gravon_text::check_field(l.line); !ok)
        return xml::located(l.text, l.at_col + ok.error().position, "field: " + ok.error().message);
    rec.field = std::string(l.line);
    return section::play;
}

// ST-11.7, ST-11.8: a ply such as A4-A5, or the line that stands where a ply should.
[[nodiscard]] inline result<section> read_ply(const record_line& l, bool ply_like, section stage,
                                              gravon_record& rec) {
    const std::string_view line = l.line;
    if (stage == section::after_end) return l.fail("a ply after END (ST-11.8)");
    if (stage == section::after_result) return l.fail("a ply after the result line (ST-11.8)");
    if (line.find(" vs ") != std::string_view::npos &&
        line.find(" result ") != std::string_view::npos)
        return l.fail("a result line before END (ST-11.8)");
    if (line.size() >= 3 && line[2] == ':')
        return l.fail(
            "an Ultimate Lightning rescue line; its format is not specified, so the record "
            "cannot be replayed (ST-11.7)");
    if (line.size() == board_size)
        return l.fail("a field line belongs right after the type line (ST-11.7)");
    const std::size_t dash = line.find('-', 1);
    if (!ply_like || dash == std::string_view::npos)
        return l.fail("expected a ply such as A4-A5, END, or the field (ST-11.7)");
    auto from = parse_gravon_square(line.substr(0, dash), l.at_col);
    if (!from) return xml::located(l.text, from.error().position, from.error().message);
    auto to = parse_gravon_square(line.substr(dash + 1), l.at_col + dash + 1);
    if (!to) return xml::located(l.text, to.error().position, to.error().message);
    rec.moves.push_back({static_cast<int>(rec.moves.size()) + 1, static_cast<std::uint8_t>(*from),
                         static_cast<std::uint8_t>(*to)});
    return section::play;
}

// ST-11.7, ST-11.8: one non-blank line, read as what may stand at `stage`; the next stage.
[[nodiscard]] inline result<section> read_line(const record_line& l, section stage,
                                               gravon_record& rec) {
    switch (stage) {
        case section::header:
            return read_header(l);
        case section::type:
            return read_type(l, rec);
        default:
            break;
    }
    if (l.line == "END") {
        if (stage == section::after_result) return l.fail("END after the result line (ST-11.8)");
        return section::after_end;  // ST-11.8: a repeated END is ignored
    }
    if (stage == section::field_or_play && l.line.size() == board_size)
        return read_field_line(l, rec);
    const bool ply_like =
        l.line.size() >= 5 && l.line.size() <= 7 && l.line.find(' ') == std::string_view::npos;
    if (ply_like || stage == section::field_or_play || stage == section::play)
        return read_ply(l, ply_like, stage, rec);
    if (stage == section::after_result)
        return l.fail("unexpected text after the result line (ST-11.7)");
    if (auto ok = read_result_line(l.line, l.at_col, rec); !ok)
        return ok.error();  // located by parse_gsn
    return section::after_result;
}

// ST-11.7: the record must not end before END (errors at the end of the text).
[[nodiscard]] inline result<bool> check_record_end(section stage, std::size_t size) {
    if (stage == section::header)
        return make_error("an empty record: expected the GSN header (ST-11.7)", 0);
    if (stage == section::type)
        return make_error("the record ends before its 'type' line (ST-11.7)", size);
    if (stage != section::after_end && stage != section::after_result)
        return make_error("the record ends without END (ST-11.7); it may be cut short", size);
    return true;
}

}  // namespace detail::gsn

// ST-11.7, ST-11.8: a GSN record. Blank lines and surrounding spaces are
// skipped; a repeated END is ignored; a result line without END, or a ply or
// END after the result, is reported. A record may end after END without a
// result line. Errors name the line (error::position is the offset).
namespace detail {

[[nodiscard]] inline result<gravon_record> parse_gsn_unlocated(std::string_view text) {
    gravon_record rec;
    gsn::section stage = gsn::section::header;
    std::size_t line_start = 0;
    while (line_start <= text.size()) {
        std::size_t line_end = text.find('\n', line_start);
        if (line_end == std::string_view::npos) line_end = text.size();
        const std::string_view raw = text.substr(line_start, line_end - line_start);
        const std::size_t begin = line_start;
        line_start = line_end + 1;
        const std::string_view line = detail::gravon_text::trim(raw);
        if (line.empty()) {
            if (line_end == text.size()) break;
            continue;
        }
        const std::size_t at_col = begin + static_cast<std::size_t>(line.data() - raw.data());
        auto next = gsn::read_line({text, line, at_col}, stage, rec);
        if (!next) return next.error();
        stage = *next;
    }
    if (auto ok = gsn::check_record_end(stage, text.size()); !ok) return ok.error();
    return rec;
}

}  // namespace detail

// The same, its errors located in the text (what(): "line L, column C: ...").
[[nodiscard]] inline result<gravon_record> parse_gsn(std::string_view text) {
    return text::located(detail::parse_gsn_unlocated(text), text);
}

// The record in GSN (plies five characters, row 10 as ':'). Duell has no
// GSN type (ST-11.7), and names with line breaks cannot be written.
[[nodiscard]] inline result<std::string> to_gsn(const gravon_record& rec) {
    int type = 0;
    switch (rec.type) {
        case gravon_type::classic:
            type = 0;
            break;
        case gravon_type::barrage:
            type = 1;
            break;
        case gravon_type::classic_free:
            type = 2;
            break;
        case gravon_type::ultimate_lightning:
            type = 3;
            break;
        case gravon_type::duell:
            return make_error("GSN has no type for Duell (ST-11.7)");
    }
    for (const auto& name : rec.players)
        if (name.find_first_of("\r\n") != std::string::npos ||
            name.find(" vs ") != std::string::npos || name.find(" result ") != std::string::npos)
            return make_error("the player name '" + name +
                              "' cannot be written on a GSN result line (ST-11.7)");
    std::string out = "#X38FA11 Stratego-Notation v1\ntype " + std::to_string(type) + "\n";
    if (!rec.field.empty()) out += rec.field + "\n";
    for (const auto& m : rec.moves)
        out += gravon_square_name(m.from, true) + "-" + gravon_square_name(m.to, true) + "\n";
    out += "END\n";
    if (rec.has_result) {
        out += rec.players[0] + " vs " + rec.players[1] + " result " +
               std::to_string(rec.result_type) + " winner " +
               std::to_string(rec.winner < 0 ? 2 : rec.winner) + "\n";
        // Names such as "a vs" or " b" would read back as other names: what is
        // written must read back exactly, so those are refused (the XML form takes them).
        const auto back = parse_gsn(out);
        if (!back || back->players != rec.players)
            return make_error("the player names '" + rec.players[0] + "' and '" + rec.players[1] +
                              "' cannot be written on a GSN result line: they would not read back as "
                              "the same names (ST-11.7)");
    }
    return out;
}

}  // namespace arbiter::stratego

ARBITER_TEXT_CODE_END
