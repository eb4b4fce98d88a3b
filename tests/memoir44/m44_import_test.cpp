// Importing `.m44` files (RULES.md M44-10), built when nlohmann_json is
// available (the arbiter::memoir44_import target). The files are written
// here, invented for the tests; no published scenario's data is used.
#ifdef ARBITER_HAVE_M44_IMPORT

#include <arbiter/memoir44/m44_import.hpp>

#include <doctest/doctest.h>

#include <string>

#include "common/fuzz.hpp"
#include "helpers.hpp"

namespace {

using namespace m44_test;

// M44-10.14's example, with room for one more hex entry and game_info key.
std::string file(const std::string& extra_hex = "", const std::string& extra_info = "",
                 const std::string& face = "COUNTRY", const std::string& type = "STANDARD") {
    return R"({ "meta_data": { "status": "PRIVATE" }, "text": { "en": { "name": "x" } }, "packs": { "base": 1 },
      "game_info": { "starting": "PLAYER2", "side_player1": "AXIS", "side_player2": "ALLIES",
                     "cards_player1": 4, "cards_player2": 5, "victory_player1": 4, "victory_player2": 4,
                     "front": "West", "date_begin": "1944-06-06", )" +
           extra_info + R"("victory_conditions": [ { "standard": [] } ] },
      "board": { "type": ")" +
           type + R"(", "face": ")" + face + R"(", "labels": [ { "row": 0, "col": 0, "text": ["x"] } ], "hexagons": [
        { "row": 1, "col": 9, "terrain": { "name": "woods" }, "unit": { "name": "infger" } },
        { "row": 4, "col": 12, "terrain": { "name": "river", "orientation": 1 },
          "rect_terrain": { "name": "bridge", "orientation": 1 }, "tags": [ { "name": "medal1" } ] },
        { "row": 2, "col": 16, "obstacle": { "name": "sand" }, "unit": { "name": "gunger" } },)" +
           extra_hex + R"(
        { "row": 7, "col": 11, "unit": { "name": "tankus", "nbr_units": "2" } } ] },
      "unknown_key": 1 })";
}

scenario imported(const std::string& text) {
    const auto s = import_m44(text, "test");
    REQUIRE_MESSAGE(s.has_value(), s.error().what());
    return *s;
}

void rejected(const std::string& text, const std::string& fragment) {
    const auto s = import_m44(text, "test");
    REQUIRE_MESSAGE(!s.has_value(), "accepted: ", fragment);
    CHECK_MESSAGE(s.error().message.find(fragment) != std::string::npos, s.error().message);
}

const unit_placement* unit_on(const scenario& s, const char* name) {
    for (const auto& u : s.units)
        if (u.hex == hex(name)) return &u;
    return nullptr;
}

}  // namespace

TEST_CASE("M44-10.14 M44-10.1 M44-10.3 the example imports; informational keys are ignored") {
    const auto s = imported(file());
    CHECK(s.bottom == side::allies);  // player2 is the bottom side
    CHECK(s.first == side::allies);   // PLAYER2 starts
    CHECK(s.hand_size == std::array<std::uint8_t, 2>{5, 4});
    CHECK(s.medals_to_win == std::array<std::uint8_t, 2>{4, 4});
    CHECK(s.board[static_cast<std::size_t>(hex("e8"))] == terrain::forest);
    CHECK(unit_on(s, "e8")->owner == side::axis);
    CHECK(unit_on(s, "e8")->kind == unit_kind::infantry);
    CHECK(s.board[static_cast<std::size_t>(hex("G5"))] == terrain::bridge);
    CHECK(s.objectives[0] == objective{static_cast<std::uint8_t>(hex("G5")), eligible::allies, objective_kind::temp});
    CHECK(s.obstacles[0] == obstacle_placement{static_cast<std::uint8_t>(hex("I7")), obstacle::sandbags, side::allies});
    CHECK(unit_on(s, "I7")->kind == unit_kind::artillery);
    CHECK(unit_on(s, "f2")->owner == side::allies);
    CHECK(unit_on(s, "f2")->kind == unit_kind::armor);
    CHECK(unit_on(s, "f2")->figures == 2);
    CHECK(s.board[static_cast<std::size_t>(hex("A1"))] == terrain::clear);  // unlisted: clear
    // As M44-9 text it reads back the same.
    CHECK(*parse_scenario(to_string(s)) == s);
}

TEST_CASE("M44-10.6 terrain names: woods, hills, towns, hedgerows, rivers, bridges, beaches") {
    const std::pair<const char*, terrain> names[] = {
        {"woods", terrain::forest},   {"wforest", terrain::forest}, {"hills", terrain::hill},
        {"buildings", terrain::town}, {"wvillage", terrain::town},  {"church", terrain::town},
        {"hedgerow", terrain::hedgerow}, {"river", terrain::river}, {"curve", terrain::river},
        {"riverFL", terrain::river},  {"riverFR", terrain::river},  {"riverY", terrain::river},
        {"pond", terrain::river},     {"pmouth", terrain::river},   {"bridge", terrain::bridge},
        {"wbridge", terrain::bridge}, {"beach", terrain::beach}};
    for (const auto& entry : names) {
        const std::string name = entry.first;
        const terrain t = entry.second;
        const auto s = imported(file(R"({ "row": 0, "col": 0, "terrain": { "name": ")" + name + R"(" } },)"));
        CHECK_MESSAGE(s.board[static_cast<std::size_t>(hex("A9"))] == t, name);
    }
    rejected(file(R"({ "row": 0, "col": 0, "terrain": { "name": "lake" } },)"), "unknown terrain 'lake'");
    rejected(file(R"({ "row": 0, "col": 0, "terrain": { "name": "woods", "behavior": "x" } },)"), "behavior");
    rejected(file(R"({ "row": 0, "col": 0, "terrain": { "name": "woods" }, "rect_terrain": { "name": "bridge" } },)"),
             "over a river");
    rejected(file(R"({ "row": 0, "col": 0, "rect_terrain": { "name": "rail" } },)"), "unknown rect_terrain");
}

TEST_CASE("M44-10.7 M44-10.12 obstacles; a bunker belongs to its unit, else to the side whose half holds it") {
    auto s = imported(file(R"({ "row": 0, "col": 0, "obstacle": { "name": "wire" } },
        { "row": 0, "col": 2, "obstacle": { "name": "hedgehog" } },
        { "row": 1, "col": 1, "terrain": { "name": "bunker" } },
        { "row": 7, "col": 1, "obstacle": { "name": "bunker" } },
        { "row": 6, "col": 0, "obstacle": { "name": "bunker" }, "unit": { "name": "infger" } },)"));
    const auto find = [&](const char* name) {
        for (const auto& o : s.obstacles)
            if (o.hex == hex(name)) return o;
        FAIL(name);
        return obstacle_placement{};
    };
    CHECK(find("A9").kind == obstacle::wire);
    CHECK(find("B9").kind == obstacle::hedgehog);
    CHECK(find("a8").kind == obstacle::bunker);
    CHECK(find("a8").owner == side::axis);    // row 1: the top side's half
    CHECK(find("a2").owner == side::allies);  // row 7: the bottom side's
    CHECK(find("A3").owner == side::axis);    // the unit on it
    rejected(file(R"({ "row": 4, "col": 0, "obstacle": { "name": "bunker" } },)"), "middle row");
    rejected(file(R"({ "row": 0, "col": 0, "obstacle": { "name": "mines" } },)"), "unknown obstacle 'mines'");
    rejected(file(R"({ "row": 0, "col": 0, "terrain": { "name": "river" }, "obstacle": { "name": "wire" } },)"),
             "river");
}

TEST_CASE("M44-10.8 M44-10.9 unit names are type and nation; special troops and behaviors are rejected") {
    const auto s = imported(file(R"({ "row": 0, "col": 0, "unit": { "name": "inf2ger", "badge": "badge2" } },
        { "row": 0, "col": 2, "unit": { "name": "tank2jp", "nbr_units": 3 } },
        { "row": 8, "col": 0, "unit": { "name": "infbrit" } },
        { "row": 8, "col": 2, "unit": { "name": "gunru", "nbr_units": "1" } },)"));
    CHECK(unit_on(s, "A9")->kind == unit_kind::special_forces);
    CHECK(unit_on(s, "A9")->figures == 4);
    CHECK(unit_on(s, "B9")->kind == unit_kind::elite_armor);
    CHECK(unit_on(s, "B9")->figures == 3);
    CHECK(unit_on(s, "A1")->owner == side::allies);
    CHECK(unit_on(s, "B1")->figures == 1);
    rejected(file(R"({ "row": 0, "col": 0, "unit": { "name": "infxx" } },)"), "unknown unit 'infxx'");
    rejected(file(R"({ "row": 0, "col": 0, "unit": { "name": "cavger" } },)"), "unknown unit");
    rejected(file(R"({ "row": 0, "col": 0, "unit": { "name": "infger", "badge": "badge8" } },)"), "special troops");
    rejected(file(R"({ "row": 0, "col": 0, "unit": { "name": "infger", "behavior": "x" } },)"), "behavior");
    rejected(file(R"({ "row": 0, "col": 0, "unit": { "name": "gunger", "nbr_units": "3" } },)"), "nbr_units");
    rejected(file(R"({ "row": 4, "col": 0, "terrain": { "name": "river" }, "unit": { "name": "infger" } },)"),
             "river");
}

TEST_CASE("M44-10.10 medal tags: medal0 any, medal1 4 6 Allies, others Axis; permanent; other options rejected") {
    const auto s = imported(file(R"({ "row": 0, "col": 0, "tags": [ { "name": "medal0" } ] },
        { "row": 0, "col": 2, "tags": [ { "name": "medal4", "medal": { "permanent": true, "counts_for": 1 } } ] },
        { "row": 0, "col": 4, "tags": [ { "name": "medal2" } ] },
        { "row": 0, "col": 6, "tags": [ { "name": "medal123456789012345" } ] },)"));
    REQUIRE(s.objectives.size() == 5);  // the example's G5 first
    CHECK(s.objectives[1].who == eligible::any);
    CHECK(s.objectives[2].who == eligible::allies);
    CHECK(s.objectives[2].kind == objective_kind::perm);
    CHECK(s.objectives[3].who == eligible::axis);
    CHECK(s.objectives[3].kind == objective_kind::temp);
    CHECK(s.objectives[4].who == eligible::axis);  // any other number, however long
    rejected(file(R"({ "row": 0, "col": 0, "tags": [ { "name": "medal2", "medal": { "counts_for": 2 } } ] },)"),
             "counts_for");
    rejected(file(R"({ "row": 0, "col": 0, "tags": [ { "name": "medal2", "medal": { "majority": true } } ] },)"),
             "majority");
    rejected(file(R"({ "row": 0, "col": 0, "tags": [ { "name": "medal2", "medal": { "side": "AXIS" } } ] },)"),
             "side");
    rejected(file(R"({ "row": 0, "col": 0, "tags": [ { "name": "medal2", "group": ["a"] } ] },)"), "medal group");
    rejected(file(R"({ "row": 0, "col": 0, "tags": [ { "name": "exit" } ] },)"), "not a medal");
}

TEST_CASE("M44-10.11 on the beach face unlisted hexes are beach on rows 4-6 and ocean on rows 7-8") {
    const auto s = imported(file(R"({ "row": 5, "col": 1, "terrain": { "name": "woods" } },)", "", "BEACH"));
    CHECK(s.board[static_cast<std::size_t>(hex("A5"))] == terrain::beach);
    CHECK(s.board[static_cast<std::size_t>(hex("a3"))] == terrain::beach);
    CHECK(s.board[static_cast<std::size_t>(hex("a4"))] == terrain::forest);  // a tile covers it
    CHECK(s.board[static_cast<std::size_t>(hex("A1"))] == terrain::ocean);
    CHECK(s.board[static_cast<std::size_t>(hex("A6"))] == terrain::clear);
}

TEST_CASE("M44-10.2 M44-10.4 M44-10.13 what no ruleset models is rejected with the key or hex named") {
    rejected(file("", "", "COUNTRY", "OVERLORD"), "board.type");
    rejected(file("", "", "MOON"), "board.face");
    rejected(file("", R"("options": { "night": 1 }, )"), "game_info.options");
    CHECK(import_m44(file("", R"("options": {}, )")).has_value());
    rejected(file("", R"("expert_mode": 1, )"), "expert_mode");
    rejected(file("", R"("victory": { "sudden_death": 1 }, )"), "game_info.victory ");
    rejected(file(R"({ "row": 0, "col": 1 },)"), "off the board");
    rejected(file(R"({ "row": 1, "col": 9 },)"), "listed twice");
    rejected(R"({ "game_info": { "starting": "PLAYER1", "side_player1": "AXIS", "side_player2": "AXIS" }, "board": {} })",
             "same side");
    std::string many = file();
    many.replace(many.find("\"cards_player1\": 4"), 18, "\"cards_player1\": 11");
    rejected(many, "cards_player1");
    std::string victory = file();
    victory.replace(victory.find("\"victory_player2\": 4"), 20, "\"victory_player2\": 0");
    rejected(victory, "victory_player2");
    std::string vc = file();
    vc.replace(vc.find(R"([ { "standard": [] } ])"), 22, R"([ { "standard": [] }, { "exit": [] } ])");
    rejected(vc, "victory_conditions");
    rejected("{ not json", "not valid JSON");
    rejected("[1, 2]", "one JSON object");
    // M44-9.8 applies: a side with no unit.
    std::string no_axis = file();
    no_axis.replace(no_axis.find("infger"), 6, "infus");
    no_axis.replace(no_axis.find("gunger"), 6, "gunus");
    rejected(no_axis, "axis have no unit");
}

TEST_CASE("M44-10.5 hex entry keys: terrain, rect_terrain, obstacle, unit, tags; orientation is graphical and ignored") {
    const auto plain = imported(file(R"({ "row": 5, "col": 3, "terrain": { "name": "hills" }, "obstacle": { "name": "wire" } },)"));
    const auto turned = imported(file(
        R"({ "row": 5, "col": 3, "terrain": { "name": "hills", "orientation": 4 }, "obstacle": { "name": "wire", "orientation": 6 } },)"));
    CHECK(turned == plain);
    CHECK(plain.board[static_cast<std::size_t>(hex("b4"))] == terrain::hill);
    REQUIRE(plain.obstacles.size() == 2);
    rejected(file(R"({ "row": 5, "col": 3, "obstacle": { "orientation": 6 } },)"), "obstacle needs a name (M44-10.5)");
    rejected(file(R"({ "row": 5, "col": 3, "tags": { "name": "medal0" } },)"), "tags must be an array (M44-10.5)");
}

TEST_CASE("M44-10 M44-10.13 a number too large for a double is an error, not an exception, anywhere in the file") {
    rejected("1e999", "not valid JSON");
    std::string huge = file();
    huge.replace(huge.find("\"cards_player1\": 4"), 18, "\"cards_player1\": 1e999");
    rejected(huge, "not valid JSON");
    std::string in_unit = file();
    in_unit.replace(in_unit.find("\"nbr_units\": \"2\""), 16, "\"nbr_units\": -1e999");
    rejected(in_unit, "not valid JSON");
}

TEST_CASE("M44-10.4 M44-10.13 M44-10.2 M44-10.8 integers past 32 bits are refused, never wrapped into range") {
    // 2^32 + 1 wraps to row 1 in a 32-bit int: that hex would be accepted as row 1, col 9.
    rejected(file(R"({ "row": 4294967297, "col": 1 },)"), "(row 4294967297, col 1) is off the board");
    rejected(file(R"({ "row": 3, "col": 4294967299 },)"), "(row 3, col 4294967299) is off the board");
    rejected(file(R"({ "row": -4294967295, "col": 1 },)"), "off the board");
    rejected(file(R"({ "row": 18446744073709551615, "col": 1 },)"), "off the board");
    std::string hand = file();
    hand.replace(hand.find("\"cards_player1\": 4"), 18, "\"cards_player1\": 4294967300");  // wraps to 4
    rejected(hand, "game_info.cards_player1 is 4294967300; expected 1 to 10");
    std::string victory = file();
    victory.replace(victory.find("\"victory_player2\": 4"), 20, "\"victory_player2\": 4294967302");  // wraps to 6
    rejected(victory, "game_info.victory_player2 is 4294967302");
    std::string figures = file();
    figures.replace(figures.find("\"nbr_units\": \"2\""), 16, "\"nbr_units\": 4294967298");  // wraps to 2
    rejected(figures, "nbr_units 4294967298 is not 1 to 3");
    // The same numbers in range still read.
    std::string fine = file();
    fine.replace(fine.find("\"nbr_units\": \"2\""), 16, "\"nbr_units\": 2");
    const auto in_range = imported(fine);  // kept: unit_on points into it
    const auto* tank = unit_on(in_range, "f2");
    REQUIRE(tank != nullptr);
    CHECK(tank->figures == 2);
}

TEST_CASE("M44-10 mutated .m44 files: an error with a message, or a scenario that reads back as M44-9 text") {
    const int rejected_count = arbiter::testing::fuzz_reader(
        "{}[]\":,0123456789 abcdefghilmnorstuvwyzABEGILMNORSTXY-_", {file()}, 1500, 41,
        [](const std::string& t) { return import_m44(t, "fuzz"); },
        [](const std::string& t, const scenario& s) {
            const auto again = parse_scenario(to_string(s));
            REQUIRE_MESSAGE(again.has_value(), t);
            CHECK(*again == s);
        });
    CHECK(rejected_count > 300);
}

TEST_CASE("M44-10.1 a JSON syntax error names its line and column, once") {
    const auto r = import_m44("{\n  \"game_info\": {,\n}", "broken");
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().line == 2);
    CHECK(r.error().what().rfind("line 2, column ", 0) == 0);
    CHECK(r.error().message.rfind("not valid JSON: ", 0) == 0);
}

#endif  // ARBITER_HAVE_M44_IMPORT
