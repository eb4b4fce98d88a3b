// Tests of the Gravon game records (RULES.md ST-11): the XML and GSN
// readers and writers, and replaying a record through the engine. The
// records are written here by hand, or by playing seeded random games with
// the engine and writing them out.
#include <arbiter/stratego/replay.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace {

using namespace arbiter::stratego;
using arbiter::player_id;
using arbiter::result;

std::string empty_board() {
    std::string b(100, 'A');
    for (int sq : {42, 43, 46, 47, 52, 53, 56, 57}) b[static_cast<std::size_t>(sq)] = '_';
    return b;
}

std::string board_with(std::initializer_list<std::pair<const char*, char>> pieces) {
    std::string b = empty_board();
    for (const auto& [name, letter] : pieces) {
        // Also used for the constants below, outside any test case: no REQUIRE.
        const auto sq = parse_square(name);
        if (!sq) throw std::invalid_argument(name);
        b[static_cast<std::size_t>(*sq)] = letter;
    }
    return b;
}

// A barrage field (ST-9.9: Flag, Bomb, Spy, 2 Scouts, Miner, General, Marshal):
//
//   10  . . . Q W X . . P O      Blue: Flag a7, Bomb b7, Scout j7 and i10,
//    9  . . . . . . . . . .            Spy j10... (see the letters)
//    8  . . . . . . . . . .
//    7  Y N . . . . . . . P
//   6/5 (empty, lakes)
//    4  D . . . K . . . . .      Red: Scout a4, General e4,
//    3  . . . . . . . . . .
//    2  . . . . . . . . . .
//    1  M B C E . L . . . D           Flag a1, Bomb b1, Spy c1, Miner d1, Marshal f1, Scout j1
const std::string barrage_field = board_with({{"a1", 'M'},
                                              {"b1", 'B'},
                                              {"c1", 'C'},
                                              {"d1", 'E'},
                                              {"f1", 'L'},
                                              {"j1", 'D'},
                                              {"a4", 'D'},
                                              {"e4", 'K'},
                                              {"a7", 'Y'},
                                              {"b7", 'N'},
                                              {"j7", 'P'},
                                              {"d10", 'Q'},
                                              {"e10", 'W'},
                                              {"f10", 'X'},
                                              {"i10", 'P'},
                                              {"j10", 'O'}});

// A record as the server writes it (ST-11.1), with the given moves and result.
std::string xml_record(std::string_view type, std::string_view field,
                       std::initializer_list<std::pair<const char*, const char*>> moves,
                       std::string_view result) {
    std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n  <game type=\"" +
                      std::string(type) + "\">\n";
    if (!field.empty()) out += "    <field content=\"" + std::string(field) + "\"/>\n";
    int id = 0;
    for (const auto& [from, to] : moves)
        out += "    <move id=\"" + std::to_string(++id) + "\" source=\"" + from + "\" target=\"" +
               to + "\"/>\n";
    out += "    <player id=\"1\">RedPlayer</player>\n    <player id=\"2\">BluePlayer</player>\n";
    out += "    " + std::string(result) + "\n  </game>\n</stratego>\n";
    return out;
}

gravon_record parsed_xml(const std::string& text) {
    auto rec = parse_gravon_xml(text);
    REQUIRE_MESSAGE(rec.has_value(), (rec ? std::string() : rec.error().what()));
    return *rec;
}

gravon_record parsed_gsn(const std::string& text) {
    auto rec = parse_gsn(text);
    REQUIRE_MESSAGE(rec.has_value(), (rec ? std::string() : rec.error().what()));
    return *rec;
}

template <class T>
void check_error(const result<T>& r, std::string_view words) {
    REQUIRE_FALSE(r.has_value());
    INFO("error: " << r.error().what());
    CHECK(r.error().what().find(words) != std::string::npos);  // "line L, column C: message"
    CHECK(r.error().position != arbiter::error::no_position);
}

// Ply 1 Red General e4-e5, ply 2 Blue Scout j7-j6, ply 3 Red Scout a4xa7
// takes the Flag from a distance (ST-4.5, ST-5.7).
const std::string flag_game =
    xml_record("barrage", barrage_field, {{"E4", "E5"}, {"K7", "K6"}, {"A4", "A7"}},
               "<result type=\"1\" winner=\"1\"/>");

}  // namespace

// ---------------------------------------------------------------- squares

TEST_CASE("ST-1.2 ST-11.5 Gravon squares: A-I and K (J accepted), row 10 as ':', '0' or '10'") {
    CHECK(*parse_gravon_square("A1") == 0);
    CHECK(*parse_gravon_square("I1") == 8);
    CHECK(*parse_gravon_square("K1") == 9);
    CHECK(*parse_gravon_square("J1") == 9);
    CHECK(*parse_gravon_square("E4") == 34);
    CHECK(*parse_gravon_square("K10") == 99);
    CHECK(*parse_gravon_square("K:") == 99);
    CHECK(*parse_gravon_square("K0") == 99);
    CHECK(*parse_gravon_square("J:") == 99);
    CHECK(*parse_gravon_square("A9") == 80);
    CHECK(gravon_square_name(99) == "K10");
    CHECK(gravon_square_name(99, true) == "K:");
    CHECK(gravon_square_name(9) == "K1");
    CHECK(gravon_square_name(34) == "E4");
    for (int sq = 0; sq < 100; ++sq) {
        CHECK(*parse_gravon_square(gravon_square_name(sq)) == sq);
        CHECK(*parse_gravon_square(gravon_square_name(sq, true)) == sq);
    }
    check_error(parse_gravon_square("L1"), "expected a Gravon column A-I or K, got 'L'");
    check_error(parse_gravon_square("e4"), "got 'e'");
    check_error(parse_gravon_square("A11"), "got '11'");
    check_error(parse_gravon_square("A"), "expected a row 1-9");
    check_error(parse_gravon_square(""), "expected a Gravon square");
    CHECK(parse_gravon_square("X4", 7).error().position ==
          7);  // positions count from the caller's column
    CHECK(parse_gravon_square("A:x", 7).error().position == 8);
}

// ---------------------------------------------------------------- ST-11.1 XML

TEST_CASE("ST-11.1 ST-11.4 ST-11.6 an XML record: field, moves with ids, players, result") {
    const gravon_record rec = parsed_xml(flag_game);
    CHECK(rec.type == gravon_type::barrage);
    CHECK(rec.field == barrage_field);
    REQUIRE(rec.moves.size() == 3);
    CHECK(rec.moves[0] == gravon_move{1, 34, 44});
    CHECK(rec.moves[1] == gravon_move{2, 69, 59});
    CHECK(rec.moves[2] == gravon_move{3, 30, 60});
    CHECK(rec.players[0] == "RedPlayer");
    CHECK(rec.players[1] == "BluePlayer");
    CHECK(rec.has_result);
    CHECK(rec.result_type == 1);
    CHECK(rec.winner == red);
    // Written back and read again: the same record.
    CHECK(parsed_xml(to_gravon_xml(rec)) == rec);
}

TEST_CASE(
    "ST-11.1 elements are found by name, not position; whitespace, comments and other elements are "
    "skipped") {
    const std::string text =
        "\xEF\xBB\xBF<?xml version='1.0'?>\n"
        "<!-- exported by hand -->\n"
        "<stratego version=\"2\"><meta><date>2005-01-01</date></meta>\n"
        "<game   id='17'\n   type = 'barrage' >\n"
        "  <result winner=\"2\" type=\"3\" />\n"
        "  <player id=\"2\">  Blue &amp; Co  </player>\n"
        "  <moves>\n"
        "    <move target=\"E5\" source=\"E4\" id=\"1\"/>\n"
        "    <!-- <move id=\"2\" source=\"A1\" target=\"A2\"/> -->\n"
        "    <move id=\"2\" source=\"K7\" target=\"K6\"></move>\n"
        "  </moves>\n"
        "  <player id=\"1\">R&#233;d&#x21;</player>\n"
        "  <field content=\"" +
        barrage_field +
        "\"/>\n"
        "</game>\n</stratego>\n";
    const gravon_record rec = parsed_xml(text);
    CHECK(rec.type == gravon_type::barrage);
    CHECK(rec.field == barrage_field);
    REQUIRE(rec.moves.size() == 2);
    CHECK(rec.moves[0] == gravon_move{1, 34, 44});
    CHECK(rec.moves[1] == gravon_move{2, 69, 59});
    CHECK(rec.players[0] ==
          "R\xC3\xA9"
          "d!");
    CHECK(rec.players[1] == "Blue & Co");
    CHECK(rec.result_type == 3);
    CHECK(rec.winner == blue);
    CHECK(parsed_xml(to_gravon_xml(rec)) == rec);  // names escaped on the way out
}

TEST_CASE("ST-11.2 the type attribute: every value of the table, ultimate lightning included") {
    const std::pair<const char*, gravon_type> types[] = {
        {"classic", gravon_type::classic},
        {"barrage", gravon_type::barrage},
        {"duell", gravon_type::duell},
        {"ultimate lightning", gravon_type::ultimate_lightning},
        {"classicfree", gravon_type::classic_free}};
    for (const auto& [name, type] : types) {
        const gravon_record rec =
            parsed_xml(xml_record(name, "", {}, "<result type=\"10\" winner=\"3\"/>"));
        CHECK(rec.type == type);
        CHECK(gravon_type_name(type) == name);
        CHECK(rec.winner == -1);
    }
    const auto bad = parse_gravon_xml(xml_record("chess", "", {}, ""));
    check_error(bad, "line 3, column 15: unknown game type 'chess'");
    CHECK(bad.error().message.find("ultimate lightning") != std::string::npos);
    check_error(parse_gravon_xml("<stratego><game><field content=\"\"/></game></stratego>"),
                "<game> has no type attribute (ST-11.2)");
}

TEST_CASE("ST-11.1 the XML reader: elements in document order, CDATA kept, markup skipped, each error located") {
    namespace xml = detail::xml;
    const auto doc = xml::parse("<?xml version='1.0'?><a x='1'><!-- c --><b/><c><![CDATA[x<y]]> &amp; z</c></a>");
    REQUIRE(doc.has_value());
    REQUIRE(doc->size() == 4);  // the document, a, b, c
    CHECK((*doc)[0].end == 4);
    CHECK((*doc)[1].name == "a");
    CHECK((*doc)[1].end == 4);
    REQUIRE((*doc)[1].find("x") != nullptr);
    CHECK((*doc)[1].find("x")->value == "1");
    CHECK((*doc)[2].name == "b");
    CHECK((*doc)[2].end == 3);
    CHECK((*doc)[3].text == "x<y & z");
    check_error(xml::parse("<![CDATA[x]]><a/>"), "line 1, column 1: text outside any element");
    check_error(xml::parse("<a></>"), "line 1, column 6: expected an element name after '</'");
    check_error(xml::parse("<a></a x>"), "line 1, column 8: expected '>' to end </a>");
    check_error(xml::parse("</a>"), "line 1, column 1: </a> closes no open element");
    check_error(xml::parse("< a/>"), "line 1, column 2: expected an element name after '<'");
    check_error(xml::parse("<a x='1'y='2'/>"), "line 1, column 9: expected a space, '>' or '/>' in <a>");
    check_error(xml::parse("<a 1='2'/>"), "line 1, column 4: expected an attribute name in <a>");
    check_error(xml::parse("<a x '1'/>"), "line 1, column 6: expected '=' after the attribute 'x'");
    check_error(xml::parse("<a x='<'/>"), "line 1, column 7: '<' inside the value of 'x'");
    check_error(xml::parse("<a x='1'"), "line 1, column 1: the tag <a is never closed with '>'");
    check_error(xml::parse("<a><![CDATA[x</a>"), "line 1, column 4: this markup is never closed with ']]>'");
}

TEST_CASE("ST-11.1 ST-11.4 ST-11.6 bad XML records: what is wrong, with line and column") {
    check_error(parse_gravon_xml("<stratego></stratego>"), "no <game> element");
    check_error(parse_gravon_xml("<game type=\"classic\">"),
                "line 1, column 1: <game> is never closed");
    check_error(parse_gravon_xml("<game type=\"classic\">\n</stratego>"),
                "line 2, column 1: </stratego> does not close <game> opened at line 1, column 1");
    check_error(parse_gravon_xml("<game type=\"classic\" type=\"barrage\"/>"),
                "attribute 'type' appears twice");
    check_error(parse_gravon_xml("<game type=classic/>"),
                "expected a quoted value for the attribute 'type'");
    check_error(parse_gravon_xml("<game type=\"classic/>"), "the value of 'type' is never closed");
    check_error(parse_gravon_xml("<game type=\"classic\"><player id=\"1\">a & b</player></game>"),
                "'&' starts no entity");
    check_error(parse_gravon_xml("<game type=\"classic\"><player id=\"1\">&nbsp;</player></game>"),
                "unknown entity '&nbsp;'");
    check_error(parse_gravon_xml("hello <game type=\"classic\"/>"),
                "line 1, column 1: text outside any element");
    check_error(parse_gravon_xml("<!-- never closed"), "never closed with '-->'");
    std::string no_id = xml_record("barrage", barrage_field, {}, "");
    no_id.insert(no_id.find("    <player"), "    <move source=\"E4\" target=\"E5\"/>\n");
    check_error(parse_gravon_xml(no_id), "line 5, column 5: <move> has no id attribute");
    std::string out_of_order =
        xml_record("barrage", barrage_field, {{"E4", "E5"}, {"K7", "K6"}}, "");
    out_of_order.replace(out_of_order.find("id=\"2\""), 6, "id=\"3\"");
    check_error(parse_gravon_xml(out_of_order), "move id 3 out of order: expected 2 (ST-11.4)");
    check_error(parse_gravon_xml(xml_record("barrage", barrage_field, {{"E4", "L5"}}, "")),
                "target: expected a Gravon column A-I or K, got 'L'");
    check_error(parse_gravon_xml(xml_record("barrage", barrage_field, {{"E11", "E5"}}, "")),
                "source: expected a row");
    check_error(parse_gravon_xml(
                    xml_record("barrage", barrage_field, {}, "<result type=\"7\" winner=\"1\"/>")),
                "result type 7 is not a Gravon code");
    check_error(parse_gravon_xml(
                    xml_record("barrage", barrage_field, {}, "<result type=\"1\" winner=\"0\"/>")),
                "the winner is 1 (Red), 2 (Blue) or 3 (none), got '0'");
    check_error(parse_gravon_xml(
                    xml_record("barrage", barrage_field, {}, "<player id=\"1\">again</player>")),
                "a second <player id=\"1\">");
    std::string short_field = barrage_field;
    short_field.pop_back();
    check_error(parse_gravon_xml(xml_record("barrage", short_field, {}, "")),
                "field: a board string has 100 characters");
    std::string lower_field = barrage_field;
    lower_field[0] = 'm';
    const auto lower = parse_gravon_xml(xml_record("barrage", lower_field, {}, ""));
    check_error(lower, "field: the field is in upper case, got 'm'");
    // The position is the offset of the bad character in the text.
    std::string xml_lower = xml_record("barrage", lower_field, {}, "");
    CHECK(lower.error().position == xml_lower.find("content=\"") + 9);
}

TEST_CASE(
    "ST-11.6 players and results: every result code; winner 1, 2, 3 in XML and 0, 1, 2 in GSN") {
    const int codes[] = {0, 1, 2, 3, 4, 10, 11, 12, 13, 14};
    for (const int code : codes) {
        CHECK_FALSE(gravon_result_name(code).empty());
        for (const int w : {1, 2, 3}) {
            const gravon_record x =
                parsed_xml(xml_record("classic", "", {},
                                      "<result type=\"" + std::to_string(code) + "\" winner=\"" +
                                          std::to_string(w) + "\"/>"));
            CHECK(x.has_result);
            CHECK(x.result_type == code);
            CHECK(x.winner == (w == 3 ? -1 : w - 1));
            const gravon_record g = parsed_gsn(
                "#X38FA11 Stratego-Notation v1\ntype 0\nEND\nRedPlayer vs BluePlayer result " +
                std::to_string(code) + " winner " + std::to_string(w - 1) + "\n");
            CHECK(g == x);  // the same record from either format
        }
    }
    for (const int code : {5, 6, 9, 15, 99}) {
        CHECK(gravon_result_name(code).empty());
        check_error(
            parse_gravon_xml(xml_record(
                "classic", "", {}, "<result type=\"" + std::to_string(code) + "\" winner=\"1\"/>")),
            "is not a Gravon code: 0-4 or 10-14 (ST-11.6)");
    }
    const gravon_record x = parsed_xml(xml_record("classic", "", {}, ""));
    CHECK(x.players[0] == "RedPlayer");  // player id 1 is Red
    CHECK(x.players[1] == "BluePlayer");
    CHECK_FALSE(x.has_result);
    check_error(parse_gravon_xml(xml_record("classic", "", {}, "<player id=\"3\">x</player>")),
                "the id '3' is not a number from 1 to 2");
}

// ---------------------------------------------------------------- ST-11.7, ST-11.8 GSN

namespace {
std::string gsn_record(std::string_view header, int type, std::string_view field,
                       std::vector<std::string> lines) {
    std::string out = std::string(header) + "\ntype " + std::to_string(type) + "\n";
    if (!field.empty()) out += std::string(field) + "\n";
    for (const auto& l : lines) out += l + "\n";
    return out;
}
constexpr std::string_view v1 = "#X38FA11 Stratego-Notation v1";
constexpr std::string_view v2 = "#X38FA11 Stratego-Notation v2";
}  // namespace

TEST_CASE("ST-11.7 a GSN record: header, type, field, plies, END, result line") {
    const std::string text =
        gsn_record(v1, 1, barrage_field,
                   {"E4-E5", "K7-K6", "A4-A7", "END", "Red Player vs Blue result 1 winner 0"});
    const gravon_record rec = parsed_gsn(text);
    CHECK(rec.type == gravon_type::barrage);
    CHECK(rec.field == barrage_field);
    REQUIRE(rec.moves.size() == 3);
    CHECK(rec.moves[2] == gravon_move{3, 30, 60});
    CHECK(rec.players[0] == "Red Player");
    CHECK(rec.players[1] == "Blue");
    CHECK(rec.has_result);
    CHECK(rec.result_type == 1);
    CHECK(rec.winner == red);
    // The same game as XML reads as the same record.
    gravon_record from_xml = parsed_xml(flag_game);
    from_xml.players = rec.players;
    CHECK(from_xml == rec);
    // Written back: five-character plies, and read again the same.
    const auto written = to_gsn(rec);
    REQUIRE(written.has_value());
    CHECK(*written == text);
    // v2 and the other types.
    CHECK(parsed_gsn(gsn_record(v2, 0, "", {"END", "a vs b result 3 winner 2"})).type ==
          gravon_type::classic);
    CHECK(parsed_gsn(gsn_record(v1, 2, "", {"END", "a vs b result 3 winner 2"})).type ==
          gravon_type::classic_free);
    CHECK(parsed_gsn(gsn_record(v1, 3, "", {"END", "a vs b result 3 winner 2"})).type ==
          gravon_type::ultimate_lightning);
    // Empty names are written and read back.
    gravon_record nameless = parsed_gsn(gsn_record(v1, 0, "", {"END", "a vs b result 3 winner 2"}));
    for (const auto& names :
         {std::array<std::string, 2>{"", ""}, std::array<std::string, 2>{"", "b"},
          std::array<std::string, 2>{"a", ""}}) {
        nameless.players = names;
        const auto back = to_gsn(nameless);
        REQUIRE(back.has_value());
        CHECK(parsed_gsn(*back) == nameless);
    }
    const gravon_record none =
        parsed_gsn(gsn_record(v1, 0, "", {"END", "a vs b result 4 winner 2"}));
    CHECK(none.winner == -1);
    CHECK(none.field.empty());
    CHECK(none.moves.empty());
    // Windows line ends and blank lines are tolerated.
    std::string crlf = text;
    for (std::size_t at = crlf.find('\n'); at != std::string::npos; at = crlf.find('\n', at + 2))
        crlf.insert(at, "\r");
    CHECK(parsed_gsn(crlf + "\r\n\r\n") == rec);
}

TEST_CASE("ST-11.7 to_gsn refuses names that would read back as other names") {
    const gravon_record base = parsed_gsn(gsn_record(v1, 0, "", {"END", "a vs b result 3 winner 2"}));
    // Each of these was written as a result line that reads back as other players,
    // e.g. "a vs vs b" as 'a' and 'vs b'.
    for (const auto& names :
         {std::array<std::string, 2>{"a vs", "b"}, std::array<std::string, 2>{"vs", "b"},
          std::array<std::string, 2>{" a", "b"},
          std::array<std::string, 2>{"a", "b "}}) {
        gravon_record rec = base;
        rec.players = names;
        const gravon_record before = rec;
        const auto written = to_gsn(rec);
        REQUIRE_FALSE_MESSAGE(written.has_value(), "'", names[0], "' vs '", names[1], "' was written");
        CHECK(written.error().message.find("cannot be written on a GSN result line") != std::string::npos);
        CHECK(written.error().message.find("ST-11.7") != std::string::npos);
        CHECK(rec == before);
    }
    // Names with inner spaces, the words without their separators, and Blue's name after
    // the first " vs " ("a vs vs b" reads back as 'a' and 'vs b') still round-trip.
    for (const auto& names :
         {std::array<std::string, 2>{"Red co", "vsb"}, std::array<std::string, 2>{"versus", "a result"},
          std::array<std::string, 2>{"a", "vs b"}, std::array<std::string, 2>{"a", "b result"}}) {
        gravon_record rec = base;
        rec.players = names;
        const auto written = to_gsn(rec);
        REQUIRE_MESSAGE(written.has_value(), "'", names[0], "' vs '", names[1], "'");
        CHECK(parsed_gsn(*written) == rec);
    }
}

TEST_CASE("ST-11.5 ST-11.8 records with the tenth column written J, and row 10 in every spelling") {
    const gravon_record j = parsed_gsn(gsn_record(
        v1, 1, barrage_field, {"E4-E5", "J7-J6", "A4-A7", "END", "r vs b result 1 winner 0"}));
    REQUIRE(j.moves.size() == 3);
    CHECK(j.moves[1] == gravon_move{2, 69, 59});
    const gravon_record jx =
        parsed_xml(xml_record("barrage", barrage_field, {{"E4", "E5"}, {"J7", "J6"}, {"A4", "A7"}},
                              "<result type=\"1\" winner=\"1\"/>"));
    CHECK(jx.moves == j.moves);
    CHECK(replay(jx).check == result_check::agrees);
    // Row 10 as ':', '0' and '10' (a Blue Scout i10 going down and back).
    const gravon_record rows = parsed_gsn(gsn_record(
        v1, 1, barrage_field, {"E4-E5", "I:-I8", "E5-E4", "I8-I0", "E4-E5", "I10-I8", "END"}));
    REQUIRE(rows.moves.size() == 6);
    CHECK(rows.moves[1].from == 98);
    CHECK(rows.moves[3].to == 98);
    CHECK(rows.moves[5].from == 98);
    CHECK_FALSE(rows.has_result);  // a record may stop after END
    const replay_report r = replay(rows);
    CHECK(r.ok());
    CHECK(r.plies == 6);
}

TEST_CASE("ST-11.8 a repeated END is ignored; END and result lines out of place are reported") {
    const gravon_record twice = parsed_gsn(
        gsn_record(v1, 1, barrage_field, {"E4-E5", "END", "END", "r vs b result 3 winner 1"}));
    CHECK(twice.moves.size() == 1);
    CHECK(twice.result_type == 3);
    check_error(parse_gsn(gsn_record(v1, 1, barrage_field,
                                     {"E4-E5", "END", "K7-K6", "r vs b result 3 winner 1"})),
                "line 6, column 1: a ply after END (ST-11.8)");
    check_error(
        parse_gsn(gsn_record(v1, 1, barrage_field, {"E4-E5", "r vs b result 3 winner 1", "END"})),
        "line 5, column 1: a result line before END (ST-11.8)");
    check_error(parse_gsn(gsn_record(v1, 1, barrage_field,
                                     {"E4-E5", "END", "r vs b result 3 winner 1", "END"})),
                "line 7, column 1: END after the result line (ST-11.8)");
    check_error(parse_gsn(gsn_record(v1, 1, barrage_field,
                                     {"E4-E5", "END", "r vs b result 3 winner 1", "K7-K6"})),
                "a ply after the result line");
    check_error(parse_gsn(gsn_record(v1, 1, barrage_field, {"E4-E5", "K7-K6"})),
                "line 6, column 1: the record ends without END");  // where END is due
}

TEST_CASE("ST-11.7 bad GSN records: header, type, plies, rescue lines, result line") {
    check_error(parse_gsn(""), "an empty record");
    check_error(parse_gsn(gsn_record("#X38FA11 Stratego-Notation v3", 0, "", {"END"})),
                "line 1, column 1: expected the header '#X38FA11 Stratego-Notation v1' (or v2)");
    check_error(parse_gsn(gsn_record(v1, 4, "", {"END"})), "line 2, column 1: expected 'type N'");
    check_error(parse_gsn(std::string(v1) + "\n"), "line 2, column 1: the record ends before its 'type' line");
    check_error(parse_gsn(gsn_record(v1, 1, barrage_field, {"E4-E5", "A9:H3", "END"})),
                "line 5, column 1: an Ultimate Lightning rescue line");
    check_error(parse_gsn(gsn_record(v1, 1, barrage_field, {"E4E5", "END"})),
                "expected a ply such as A4-A5");
    check_error(parse_gsn(gsn_record(v1, 1, barrage_field, {"E4-L5", "END"})),
                "line 4, column 4: expected a Gravon column A-I or K, got 'L'");
    check_error(parse_gsn(gsn_record(v1, 1, barrage_field, {"E4-E5", barrage_field, "END"})),
                "a field line belongs right after the type line");
    std::string bad_field = barrage_field;
    bad_field[44] = '_';
    check_error(parse_gsn(gsn_record(v1, 1, bad_field, {"END"})),
                "line 3, column 45: field: '_' on e5, which is not a lake");
    check_error(parse_gsn(gsn_record(v1, 1, "", {"END", "r vs b result 5 winner 1"})),
                "result code '5' is not a Gravon code");
    check_error(parse_gsn(gsn_record(v1, 1, "", {"END", "r vs b result 1 winner 3"})),
                "the winner is 0 (Red), 1 (Blue) or 2 (none)");
    check_error(parse_gsn(gsn_record(v1, 1, "", {"END", "red and blue result 1 winner 1"})),
                "expected '<Red> vs <Blue> result <code> winner <w>'");
    gravon_record duell;
    duell.type = gravon_type::duell;
    const auto written = to_gsn(duell);  // a writer's error: about the record, no text position
    REQUIRE_FALSE(written.has_value());
    CHECK(written.error().message == "GSN has no type for Duell (ST-11.7)");
}

// ---------------------------------------------------------------- ST-11.9 replay

TEST_CASE("ST-11.9 ST-11.10 replay: a flag-capture game agrees with its result") {
    const replay_report r = replay(parsed_xml(flag_game));
    CHECK(r.ok());
    CHECK(r.has_position);
    CHECK(r.army == gravon_type::barrage);
    CHECK_FALSE(r.type_mismatch);
    CHECK(r.plies == 3);
    CHECK(r.bad_move_id == 0);
    CHECK(r.terminal);
    CHECK(r.result == game_result{red, end_reason::flag_captured});
    CHECK(r.check == result_check::agrees);
    REQUIRE(std::holds_alternative<gravon_state<barrage_rules>>(r.final_state));
    const auto& s = std::get<gravon_state<barrage_rules>>(r.final_state);
    CHECK(s.at(60) == piece(kind::scout, red).reveal().mark_moved());
    CHECK(r.final_position == to_position_string(s));
    // The same record with the other winner disagrees, and says both sides.
    gravon_record wrong = parsed_xml(flag_game);
    wrong.winner = blue;
    const replay_report w = replay(wrong);
    CHECK(w.ok());
    CHECK(w.check == result_check::disagrees);
    CHECK(
        w.check_message ==
        "the record says flag captured, Blue wins; the engine: Red wins, flag captured (ST-11.10)");
}

TEST_CASE(
    "ST-11.9 ST-9.13 replay under gravon_replay: the fourth and fifth back-and-forth are legal, "
    "the sixth is reported") {
    // Red's General e4-e5-e4-... while Blue's Scout j7-j6-j7-...: five each
    // are legal under the server's limit of 5 (ST-9.1); Red's sixth, move
    // 11, is not, and the replay stops there.
    const std::string text = xml_record("barrage", barrage_field,
                                        {{"E4", "E5"},
                                         {"K7", "K6"},
                                         {"E5", "E4"},
                                         {"K6", "K7"},
                                         {"E4", "E5"},
                                         {"K7", "K6"},
                                         {"E5", "E4"},
                                         {"K6", "K7"},
                                         {"E4", "E5"},
                                         {"K7", "K6"},
                                         {"E5", "E4"},
                                         {"K6", "K7"}},
                                        "<result type=\"3\" winner=\"2\"/>");
    const replay_report r = replay(parsed_xml(text));
    CHECK_FALSE(r.ok());
    CHECK(r.plies == 10);
    CHECK(r.bad_move_id == 11);
    CHECK(r.problem ==
          "move 11 (E5-E4, e5-e4): the piece may not go back and forth between e5 and e4 again "
          "(two-square rule, "
          "ST-6.2, limit 5)");
    CHECK(r.check == result_check::not_checked);
    CHECK_FALSE(r.terminal);
    // The state is the one before move 11: the General still on e5.
    CHECK(std::get<gravon_state<barrage_rules>>(r.final_state).at(44).type() == kind::general);
}

TEST_CASE("ST-11.9 ST-4.2 replay reports a move onto an own piece by id and clause") {
    const replay_report r = replay(parsed_xml(xml_record(
        "barrage", barrage_field, {{"E4", "E5"}, {"K7", "K6"}, {"D1", "C1"}, {"K6", "K5"}}, "")));
    CHECK(r.bad_move_id == 3);
    CHECK(r.plies == 2);
    CHECK(r.problem == "move 3 (D1-C1, d1-c1): c1 holds a Red piece (ST-4.2)");
    // Moving the opponent's piece, and a move after the game ended.
    const replay_report o =
        replay(parsed_xml(xml_record("barrage", barrage_field, {{"K7", "K6"}}, "")));
    CHECK(o.bad_move_id == 1);
    CHECK(o.problem.find("j7 holds a Blue piece; Red is to move (ST-4.1)") != std::string::npos);
    const replay_report after = replay(parsed_xml(xml_record(
        "barrage", barrage_field, {{"E4", "E5"}, {"K7", "K6"}, {"A4", "A7"}, {"K6", "K5"}}, "")));
    CHECK(after.bad_move_id == 4);
    CHECK(after.problem.find("the game is over (ST-8)") != std::string::npos);
}

TEST_CASE("ST-11.3 a record without a field replays nothing") {
    const gravon_record rec =
        parsed_xml(xml_record("classic", "", {}, "<result type=\"14\" winner=\"1\"/>"));
    CHECK(rec.field.empty());
    const replay_report r = replay(rec);
    CHECK(r.ok());
    CHECK_FALSE(r.has_position);
    CHECK(r.plies == 0);
    CHECK(std::holds_alternative<std::monostate>(r.final_state));
    CHECK(r.check_message.find("the game ended during setup") != std::string::npos);
    gravon_record with_moves = rec;
    with_moves.moves.push_back({1, 34, 44});
    const replay_report m = replay(with_moves);
    CHECK_FALSE(m.ok());
    CHECK(m.bad_move_id == 1);
    CHECK(m.problem == "the record has moves but no field (ST-11.3)");
}

TEST_CASE(
    "ST-11.2 ST-9.12 ST-11.7 an Ultimate Lightning record: replayed until a rescue it cannot "
    "express") {
    // Red fills rows 1-2; Blue fills b9-j10 and b8, c8, leaving column a
    // open. Red's Major walks a2..a10 while Blue's Sergeant b8 walks down and
    // takes Red's Sergeant b2 (ties: the attacker wins, ST-9.6). Reaching
    // a10 with a piece removed, Red may rescue (ST-9.12); the record's next
    // <move> cannot be that decision.
    //
    //   10  . X W V U T T S R Q        9  . Q P P P P O N N Y
    //    8  . R S . . . . . . .
    //    2  I F F G G H H J K L        1  M B B C D D D D E E
    const std::string field = board_with(
        {{"a1", 'M'},  {"b1", 'B'},  {"c1", 'B'},  {"d1", 'C'},  {"e1", 'D'},  {"f1", 'D'},
         {"g1", 'D'},  {"h1", 'D'},  {"i1", 'E'},  {"j1", 'E'},  {"a2", 'I'},  {"b2", 'F'},
         {"c2", 'F'},  {"d2", 'G'},  {"e2", 'G'},  {"f2", 'H'},  {"g2", 'H'},  {"h2", 'J'},
         {"i2", 'K'},  {"j2", 'L'},  {"b8", 'R'},  {"c8", 'S'},  {"j9", 'Y'},  {"i9", 'N'},
         {"h9", 'N'},  {"g9", 'O'},  {"f9", 'P'},  {"e9", 'P'},  {"d9", 'P'},  {"c9", 'P'},
         {"b9", 'Q'},  {"j10", 'Q'}, {"i10", 'R'}, {"h10", 'S'}, {"g10", 'T'}, {"f10", 'T'},
         {"e10", 'U'}, {"d10", 'V'}, {"c10", 'W'}, {"b10", 'X'}});
    const std::string text = xml_record("ultimate lightning", field,
                                        {{"A2", "A3"},
                                         {"B8", "B7"},
                                         {"A3", "A4"},
                                         {"B7", "B6"},
                                         {"A4", "A5"},
                                         {"B6", "B5"},
                                         {"A5", "A6"},
                                         {"B5", "B4"},
                                         {"A6", "A7"},
                                         {"B4", "B3"},
                                         {"A7", "A8"},
                                         {"B3", "B2"},
                                         {"A8", "A9"},
                                         {"C8", "C7"},
                                         {"A9", "A10"},
                                         {"C7", "D7"}},
                                        "<result type=\"3\" winner=\"1\"/>");
    const replay_report r = replay(parsed_xml(text));
    CHECK(r.army == gravon_type::ultimate_lightning);
    CHECK_FALSE(r.type_mismatch);
    CHECK(r.plies == 15);
    CHECK(r.bad_move_id == 16);
    CHECK(r.problem ==
          "move 16 (C7-D7, c7-d7): the previous move lets Red rescue a piece (ST-9.12), which the "
          "record cannot express (ST-11.7)");
    using ul_state = gravon_state<ultimate_lightning_rules>;
    REQUIRE(std::holds_alternative<ul_state>(r.final_state));
    const ul_state& s = std::get<ul_state>(r.final_state);
    CHECK(s.phase() == phase::rescue);
    CHECK(s.removed(red, kind::sergeant) == 1);
    CHECK(s.at(*parse_square("a10")).type() == kind::major);
}

TEST_CASE(
    "ST-11.2 ST-9.9 the counts decide the army: a Duell record typed classic replays as Duell") {
    // Duell: 2 Bombs, Spy, 2 Scouts, 2 Miners, General, Marshal, Flag.
    const std::string field =
        board_with({{"a1", 'M'},  {"b1", 'B'},  {"c1", 'B'},  {"d1", 'C'},  {"e1", 'E'},
                    {"f1", 'E'},  {"g1", 'K'},  {"h1", 'L'},  {"a4", 'D'},  {"j4", 'D'},
                    {"j10", 'Y'}, {"i10", 'N'}, {"h10", 'N'}, {"g10", 'O'}, {"f10", 'Q'},
                    {"e10", 'Q'}, {"d10", 'W'}, {"c10", 'X'}, {"j7", 'P'},  {"a7", 'P'}});
    const gravon_record rec = parsed_xml(xml_record("classic", field, {{"A4", "A6"}, {"A7", "A6"}},
                                                    "<result type=\"3\" winner=\"2\"/>"));
    CHECK(rec.type == gravon_type::classic);
    const replay_report r = replay(rec);
    CHECK(r.ok());
    CHECK(r.army == gravon_type::duell);
    CHECK(r.type_mismatch);
    CHECK(r.plies == 2);
    REQUIRE(std::holds_alternative<gravon_state<duell_rules>>(r.final_state));
    // Scout against Scout: both removed (ST-5.3 rule 5).
    CHECK(std::get<gravon_state<duell_rules>>(r.final_state).at(50).empty());
    CHECK(r.check == result_check::not_by_rules);
    CHECK(r.check_message.find("forfeit") != std::string::npos);
}

TEST_CASE("ST-11.9 ST-3.5 ST-9.10 the field is checked against the type's setup rule") {
    // Barrage counts, but Red's General stands on e5, outside its zone.
    std::string out_of_zone = barrage_field;
    std::swap(out_of_zone[34], out_of_zone[44]);
    const replay_report z =
        replay(parsed_xml(xml_record("barrage", out_of_zone, {{"E5", "E6"}}, "")));
    CHECK_FALSE(z.ok());
    CHECK_FALSE(z.has_position);
    CHECK(z.plies == 0);
    CHECK(z.problem ==
          "the field is not a barrage setup: e5 is outside Red's setup zone (ST-1.6, ST-3.1) "
          "(ST-11.9)");
    // Counts of no army: checked against the named type.
    std::string short_army = barrage_field;
    short_army[0] = 'A';  // Red's Flag gone
    const replay_report c = replay(parsed_xml(xml_record("barrage", short_army, {}, "")));
    CHECK_FALSE(c.ok());
    CHECK(c.problem ==
          "the field is not a barrage setup: Red's setup: 0 Flags, the army has 1 (ST-3.5, ST-9.9) "
          "(ST-11.9)");
    // Free setup: any sub-collection of the classic army on any square off the lakes.
    const std::string free_field =
        board_with({{"a1", 'M'}, {"e5", 'L'}, {"f6", 'D'}, {"j10", 'Y'}, {"a10", 'P'}});
    const replay_report f = replay(
        parsed_xml(xml_record("classicfree", free_field, {{"E5", "E6"}, {"A10", "A2"}}, "")));
    CHECK(f.ok());
    CHECK(f.army == gravon_type::classic_free);
    CHECK(f.plies == 2);
    REQUIRE(std::holds_alternative<gravon_state<classic_rules, setup_rule::free>>(f.final_state));
}

TEST_CASE(
    "ST-11.10 ST-8.2 type 0: agrees when the loser is to move, and ended one ply early when not "
    "yet") {
    // Free setup. Red: Flag a1, Marshal e4. Blue: Flag j10, Scout e6.
    const std::string field = board_with({{"a1", 'M'}, {"e4", 'L'}, {"j10", 'Y'}, {"e6", 'P'}});
    // e4-e5, then Blue's Scout attacks the Marshal and dies: Blue has no
    // basic move, but it is Red's turn: the server ended one ply early.
    const replay_report early = replay(parsed_xml(xml_record(
        "classicfree", field, {{"E4", "E5"}, {"E6", "E5"}}, "<result type=\"0\" winner=\"1\"/>")));
    CHECK(early.ok());
    CHECK_FALSE(early.terminal);
    CHECK(early.check == result_check::ended_one_ply_early);
    CHECK(early.check_message.find("ended one ply early") != std::string::npos);
    // One more Red move and Blue is to move with nothing: the engine ends it too.
    const replay_report agree = replay(
        parsed_xml(xml_record("classicfree", field, {{"E4", "E5"}, {"E6", "E5"}, {"E5", "E6"}},
                              "<result type=\"0\" winner=\"1\"/>")));
    CHECK(agree.terminal);
    CHECK(agree.result == game_result{red, end_reason::no_legal_move});
    CHECK(agree.check == result_check::agrees);
    // The wrong winner is a disagreement, not an early end.
    const replay_report wrong = replay(parsed_xml(xml_record(
        "classicfree", field, {{"E4", "E5"}, {"E6", "E5"}}, "<result type=\"0\" winner=\"2\"/>")));
    CHECK(wrong.check == result_check::disagrees);
}

TEST_CASE("ST-11.10 ST-8.3 type 2: both unable to move, no winner") {
    // ST-12.11: Captains e4 and e5; Red attacks, both are removed.
    const std::string field = board_with({{"a1", 'M'}, {"e4", 'H'}, {"j10", 'Y'}, {"e5", 'T'}});
    const replay_report r = replay(parsed_xml(
        xml_record("classicfree", field, {{"E4", "E5"}}, "<result type=\"2\" winner=\"3\"/>")));
    CHECK(r.terminal);
    CHECK(r.result == game_result{-1, end_reason::both_unable_to_move});
    CHECK(r.check == result_check::agrees);
    const replay_report says_flag = replay(parsed_xml(
        xml_record("classicfree", field, {{"E4", "E5"}}, "<result type=\"1\" winner=\"1\"/>")));
    CHECK(says_flag.check == result_check::disagrees);
    CHECK(says_flag.check_message.find("the engine: no winner, both unable to move") !=
          std::string::npos);
}

// ---------------------------------------------------------------- seeded random games

namespace {

// Plays a seeded random game of ruleset R from random setups, as a record.
template <class Army>
gravon_record random_record(gravon_type type, std::uint64_t seed, int max_plies) {
    using R = gravon_replay_rules<Army>;
    std::mt19937_64 rng(seed);
    auto s = start_game<R>(random_arrangement<R>(rng), random_arrangement<R>(rng));
    REQUIRE(s.has_value());
    gravon_record rec;
    rec.type = type;
    rec.field = to_board_string(*s);
    rec.players = {"red " + std::to_string(seed), "blue <&> " + std::to_string(seed)};
    state<R> g = *s;
    for (int ply = 0; ply < max_plies && !is_terminal(g) && g.phase() == phase::play; ++ply) {
        const auto moves = legal_moves(g);
        const move m = moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))];
        rec.moves.push_back({ply + 1, m.from, m.to});
        g = play(g, m);
    }
    rec.has_result = true;
    if (!is_terminal(g)) {
        rec.result_type = 4;  // stopped by agreement
    } else {
        rec.result_type = g.result().reason == end_reason::flag_captured   ? 1
                          : g.result().reason == end_reason::no_legal_move ? 0
                                                                           : 2;
        rec.winner = g.result().winner;
    }
    return rec;
}

template <class Army>
void check_random_games(gravon_type type, std::uint64_t first_seed, int games, int max_plies,
                        int& finished) {
    for (int i = 0; i < games; ++i) {
        const gravon_record rec =
            random_record<Army>(type, first_seed + static_cast<std::uint64_t>(i), max_plies);
        INFO("seed " << first_seed + static_cast<std::uint64_t>(i));
        const gravon_record from_xml = parsed_xml(to_gravon_xml(rec));
        CHECK(from_xml == rec);
        if (type != gravon_type::duell) {
            auto gsn = to_gsn(rec);
            REQUIRE(gsn.has_value());
            CHECK(parsed_gsn(*gsn) == rec);
        }
        const replay_report r = replay(from_xml);
        CHECK(r.ok());
        CHECK(r.army == type);
        CHECK(r.plies == static_cast<int>(rec.moves.size()));
        CHECK((r.check == result_check::agrees ||
               (rec.result_type == 4 && r.check == result_check::not_by_rules)));
        finished += r.terminal;
    }
}

}  // namespace

TEST_CASE(
    "ST-11.1 ST-11.7 ST-11.9 seeded random games written as XML and GSN read back and replay to "
    "their result") {
    int finished = 0;
    check_random_games<barrage_rules>(gravon_type::barrage, 100, 12, 400, finished);
    check_random_games<duell_rules>(gravon_type::duell, 200, 6, 400, finished);
    check_random_games<classic_rules>(gravon_type::classic, 300, 4, 250, finished);
    check_random_games<ultimate_lightning_rules>(gravon_type::ultimate_lightning, 400, 4, 40,
                                                 finished);
    CHECK(finished > 0);  // some games reach a rules ending (ST-11.10 types 0-2)
}
