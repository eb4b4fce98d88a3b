// Scenarios (RULES.md M44-9, M44-SC-1, M44-SC-2): the text format read and
// printed back, every rejection of M44-9.8 with the line it names, and the
// facts the two shipped scenarios are built to test.
#include <arbiter/memoir44/scenarios.hpp>

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <string_view>

namespace {

using namespace arbiter::memoir44;

int scenario_hex(const char* name) { return *parse_hex(name); }

// A small valid scenario; tests replace one line to break it.
const std::string small =
    "m44-scenario 1\n"
    "name: Small\n"
    "bottom: allies\n"
    "first: axis\n"
    "cards: allies=4 axis=5\n"
    "medals: allies=3 axis=4\n"
    "terrain:\n"
    "9  .  .  .  .  .  .  .  .  .  .  .  .  .\n"
    "8    .  .  .  .  .  .  .  .  .  .  .  .\n"
    "7  .  .  .  .  .  .  .  .  .  .  .  .  .\n"
    "6    .  .  .  .  .  .  .  .  .  .  .  .\n"
    "5  r  r  b  .  .  .  .  .  .  .  .  .  o\n"
    "4    .  .  .  .  .  .  .  .  .  .  .  .\n"
    "3  .  .  .  .  .  .  .  .  .  .  .  .  .\n"
    "2    .  .  .  .  .  .  .  .  .  .  .  .\n"
    "1  .  .  .  .  .  .  .  .  .  .  .  .  .\n"
    "units:\n"
    "axis inf G7 H7:2\n"
    "allies arm G3\n"
    "obstacles:\n"
    "sandbags G7\n"
    "objectives:\n"
    "G5 any temp\n"
    "end\n";

std::string scenario_replace(std::string text, std::string_view from, std::string_view to) {
    const auto at = text.find(from);
    REQUIRE_MESSAGE(at != std::string::npos, from);
    return text.replace(at, from.size(), to);
}

// The text must be rejected naming `line`, with `fragment` in the message.
void rejected(const std::string& text, int line, std::string_view fragment) {
    const auto r = parse_scenario(text);
    REQUIRE_MESSAGE(!r.has_value(), "accepted: ", fragment);
    const auto& e = r.error();
    CHECK_MESSAGE(e.message.find(fragment) != std::string::npos, e.what());
    CHECK_MESSAGE(e.line == static_cast<std::size_t>(line), e.what());
    CHECK_MESSAGE(e.what().rfind("line " + std::to_string(line) + ", column " + std::to_string(e.column) + ": ", 0) == 0, e.what());
    CHECK_MESSAGE(e.message.find("line ") != 0, "the position is said twice: ", e.what());
    CHECK(e.position <= text.size());
}

}  // namespace

TEST_CASE("M44-SC-1 Brennau Crossing reads and prints back identically") {
    const auto text = shipped_scenarios[0].text;
    const auto s = parse_scenario(text);
    REQUIRE_MESSAGE(s.has_value(), s.error().what());
    CHECK(to_string(*s) == text);
    CHECK(s->name == "Brennau Crossing");
    CHECK(s->bottom == side::allies);
    CHECK(s->first == side::allies);
    CHECK(s->hand_size == std::array<std::uint8_t, 2>{6, 6});
    CHECK(s->medals_to_win == std::array<std::uint8_t, 2>{6, 6});
    CHECK(s->units.size() == 17);
    CHECK(s->board[static_cast<std::size_t>(scenario_hex("C5"))] == terrain::bridge);
    CHECK(s->board[static_cast<std::size_t>(scenario_hex("G5"))] == terrain::bridge);
    CHECK(s->board[static_cast<std::size_t>(scenario_hex("H5"))] == terrain::river);
    CHECK(s->board[static_cast<std::size_t>(scenario_hex("I5"))] == terrain::clear);
    CHECK(s->board[static_cast<std::size_t>(scenario_hex("F7"))] == terrain::town);
    // Axis artillery in an Axis bunker at g8; sandbags on the hill at k6.
    const auto bunker = std::find_if(s->obstacles.begin(), s->obstacles.end(),
                                     [](const obstacle_placement& o) { return o.kind == obstacle::bunker; });
    REQUIRE(bunker != s->obstacles.end());
    CHECK(bunker->hex == scenario_hex("g8"));
    CHECK(bunker->owner == side::axis);
    // The hill group k8-K7-L7-k6 (M44-3.3).
    const auto groups = find_hill_groups(s->board);
    CHECK(groups[static_cast<std::size_t>(scenario_hex("k8"))] != 0);
    for (const char* n : {"K7", "L7", "k6"})
        CHECK(groups[static_cast<std::size_t>(scenario_hex(n))] == groups[static_cast<std::size_t>(scenario_hex("k8"))]);
    // M44-E-7: a top-side unit on e4 has river on both rear hexes.
    for (const auto r : rear_neighbours(s->seat_of(side::axis), scenario_hex("e4")))
        CHECK(s->board[r] == terrain::river);
    // The Allied artillery stands on its own baseline (M44-E-4).
    CHECK(row_of(scenario_hex("E1")) == baseline_row(s->seat_of(side::allies)));
    CHECK(distance(scenario_hex("E1"), scenario_hex("F7")) == 6);
    // Units in all three sections for both sides.
    for (const auto sd : {side::allies, side::axis})
        for (const auto sec : {section::left, section::center, section::right})
            CHECK(std::any_of(s->units.begin(), s->units.end(), [&](const unit_placement& u) {
                return u.owner == sd && in_section(s->seat_of(sd), u.hex, sec);
            }));
    CHECK(s->objectives.size() == 2);
    CHECK(s->objectives[1] == objective{static_cast<std::uint8_t>(scenario_hex("G7")), eligible::allies, objective_kind::perm});
}

TEST_CASE("M44-SC-2 Hedgerow Lane reads and prints back identically") {
    const auto text = shipped_scenarios[1].text;
    const auto s = parse_scenario(text);
    REQUIRE_MESSAGE(s.has_value(), s.error().what());
    CHECK(to_string(*s) == text);
    CHECK(s->bottom == side::axis);
    CHECK(s->first == side::allies);
    CHECK(s->seat_of(side::allies) == seat::top);
    CHECK(s->hand_size == std::array<std::uint8_t, 2>{5, 4});
    CHECK(s->board[static_cast<std::size_t>(scenario_hex("D5"))] == terrain::hedgerow);
    CHECK(s->board[static_cast<std::size_t>(scenario_hex("i6"))] == terrain::hedgerow);
    CHECK(straddles(scenario_hex("i6")));
    CHECK(adjacent(scenario_hex("D5"), scenario_hex("d4")));
    CHECK(s->objectives[0] == objective{static_cast<std::uint8_t>(scenario_hex("G5")), eligible::any, objective_kind::temp});
}

TEST_CASE("M44-E-48 in Hedgerow Lane the top player's recon-l reaches i8 and k8, recon-c i8 and e8") {
    const auto s = hedgerow_lane();
    const seat top = s.seat_of(side::allies);
    std::string left, center;
    for (const auto& u : s.units) {
        if (u.owner != side::allies) continue;
        if (in_section(top, u.hex, section::left)) left += hex_name(u.hex) + " ";
        if (in_section(top, u.hex, section::center)) center += hex_name(u.hex) + " ";
    }
    CHECK(left == "i8 k8 ");
    CHECK(center == "e8 i8 F9 G9 ");
}

TEST_CASE("M44-SC shipped scenarios are found by id or name") {
    CHECK(shipped("brennau-crossing")->name == "Brennau Crossing");
    CHECK(shipped("Hedgerow Lane")->name == "Hedgerow Lane");
    const auto none = shipped("omaha");
    REQUIRE(!none.has_value());
    CHECK(none.error().message.find("brennau-crossing") != std::string::npos);
}

TEST_CASE("M44-9.1 M44-9.4 M44-9.5 comments, blank lines, spacing and figure counts") {
    const std::string text = scenario_replace(scenario_replace(scenario_replace(small, "name: Small\n", "\n# a comment\nname:   Small  Hill   # c\n\n"),
                                             "axis inf G7 H7:2\n", "  axis   inf  G7\naxis inf\tH7:2 # two figures\n"),
                                     "G5 any temp\n", "g5 ANY temp\n");
    // "ANY" is not a side word: the format is case-sensitive except for hex names.
    rejected(text, 27, "allies, axis or any");
    const auto s = parse_scenario(scenario_replace(scenario_replace(small, "name: Small\n", "\n# a comment\nname:   Small  Hill   # c\n\n"),
                                          "G5 any temp\n", "g5 any temp\n"));
    REQUIRE_MESSAGE(s.has_value(), s.error().what());
    CHECK(s->name == "Small  Hill");
    CHECK(s->units[1].figures == 2);
    CHECK(s->units[0].figures == 4);
    CHECK(s->objectives[0].hex == scenario_hex("G5"));
    // The printed form is canonical, and reads back as the same scenario.
    CHECK(*parse_scenario(to_string(*s)) == *s);
    CHECK(to_string(*parse_scenario(small)) == small);
    // A unit at full strength written with its count prints without it.
    const auto full = parse_scenario(scenario_replace(small, "G3", "G3:3"));
    REQUIRE(full.has_value());
    CHECK(to_string(*full) == small);
}

TEST_CASE("M44-9.4 a unit line may list many hexes; the printed form keeps them on one line") {
    std::string line = "allies inf";
    for (const char* row : {"3", "1"})
        for (char c = 'A'; c <= 'M'; ++c) line += std::string(" ") + c + row;
    for (char c = 'a'; c <= 'l'; ++c) line += std::string(" ") + c + "2";
    const auto s = parse_scenario(scenario_replace(small, "allies arm G3", line));
    REQUIRE_MESSAGE(s.has_value(), s.error().what());
    CHECK(s->units.size() == 2 + 38);
    CHECK(to_string(*s).find(line + "\n") != std::string::npos);
    CHECK(*parse_scenario(to_string(*s)) == *s);
}

TEST_CASE("M44-9.6 a bunker without an owner belongs to the unit on it; with neither it is an error") {
    const auto s = parse_scenario(scenario_replace(small, "sandbags G7\n", "bunker G7\n"));
    REQUIRE_MESSAGE(s.has_value(), s.error().what());
    CHECK(s->obstacles[0].owner == side::axis);
    CHECK(to_string(*s).find("bunker G7:axis") != std::string::npos);
    const auto owned = parse_scenario(scenario_replace(small, "sandbags G7\n", "bunker C7:allies\n"));
    REQUIRE(owned.has_value());
    CHECK(owned->obstacles[0].owner == side::allies);
    rejected(scenario_replace(small, "sandbags G7\n", "bunker C7\n"), 21, "has no owner");
    rejected(scenario_replace(small, "sandbags G7\n", "wire C7:allies\n"), 21, "only a bunker");
    rejected(scenario_replace(small, "sandbags G7\n", "bunker C7:germany\n"), 21, "allies or axis");
}

TEST_CASE("M44-9.1 M44-9.2 M44-9.3 malformed lines are rejected naming the line") {
    rejected(scenario_replace(small, "m44-scenario 1", "m44-scenario 2"), 1, "version 1");
    rejected(scenario_replace(small, "m44-scenario 1", "scenario"), 1, "starts with");
    rejected(scenario_replace(small, "name: Small", "title: Small"), 2, "name:");
    rejected(scenario_replace(small, "name: Small", "name:"), 2, "empty");
    rejected(scenario_replace(small, "bottom: allies", "bottom: germans"), 3, "allies or axis");
    rejected(scenario_replace(small, "first: axis\n", ""), 4, "first:");
    rejected(scenario_replace(small, "cards: allies=4", "cards: allies=11"), 5, "1 to 10");
    rejected(scenario_replace(small, "cards: allies=4", "cards: allies=0"), 5, "1 to 10");
    rejected(scenario_replace(small, "cards: allies=4 axis=5", "cards: allies=4 allies=5"), 5, "twice");
    rejected(scenario_replace(small, "medals: allies=3", "medals: allies=21"), 6, "1 to 20");
    rejected(scenario_replace(small, "medals: allies=3", "medals: allies=99999999999"), 6, "1 to 20");
    rejected(scenario_replace(small, "medals: allies=3 axis=4", "medals: allies=3"), 6, "expected");
    rejected(scenario_replace(small, "terrain:\n", "grid:\n"), 7, "terrain:");
    rejected(scenario_replace(small, "8    .  .", "7    .  ."), 9, "rank 8");
    rejected(scenario_replace(small, "8    .  .", "8    ."), 9, "12 hexes; this line gives 11");
    rejected(scenario_replace(small, "9  .  .", "9  .  .  ."), 8, "13 hexes; this line gives 14");
    rejected(scenario_replace(small, "7  .  .", "7  .  x"), 10, "not a terrain code");
    rejected(scenario_replace(small, "units:\n", ""), 17, "units:");
    rejected(scenario_replace(small, "allies arm G3", "allies tank G3"), 19, "not a unit kind");
    rejected(scenario_replace(small, "allies arm G3", "germans arm G3"), 19, "unit line");
    rejected(scenario_replace(small, "allies arm G3", "allies arm"), 19, "at least one hex");
    rejected(scenario_replace(small, "allies arm G3", "allies arm N3"), 19, "letter A-M");
    rejected(scenario_replace(small, "allies arm G3", "allies arm G3:x"), 19, "figure count");
    rejected(scenario_replace(small, "sandbags G7", "mines G7"), 21, "sandbags, wire");
    rejected(scenario_replace(small, "G5 any temp", "G5 any forever"), 23, "temp or perm");
    rejected(scenario_replace(small, "G5 any temp", "G5 any"), 23, "<hex> allies|axis|any");
    rejected(scenario_replace(small, "G5 any temp", "G5 any temp perm"), 23, "end of the objective");
    rejected(scenario_replace(small, "end\n", ""), 24, "ends where");
    rejected(small + "units:\n", 25, "after 'end'");
    rejected(scenario_replace(scenario_replace(small, "objectives:\nG5 any temp\n", ""), "units:\n", "units:\nobjectives:\nobstacles:\n"),
             19, "out of order");
}

TEST_CASE("M44-9.8 a scenario that breaks the rules is rejected naming the line and the rule") {
    rejected(scenario_replace(small, "allies arm G3", "allies arm G7"), 19, "two units");
    rejected(scenario_replace(small, "allies arm G3", "allies arm G3:4"), 19, "1 to 3");
    rejected(scenario_replace(small, "allies arm G3", "allies arm G3:0"), 19, "1 to 3");
    rejected(scenario_replace(small, "allies arm G3", "allies arm A5"), 19, "river");
    CHECK(parse_scenario(scenario_replace(small, "allies arm G3", "allies arm C5")).has_value());  // a bridge
    CHECK(parse_scenario(scenario_replace(small, "allies arm G3", "allies arm M5")).has_value());  // ocean: landing
    rejected(scenario_replace(small, "sandbags G7", "sandbags G7\nwire G7"), 22, "two obstacles");
    rejected(scenario_replace(small, "sandbags G7", "sandbags B5"), 21, "river");
    rejected(scenario_replace(small, "sandbags G7", "wire M5"), 21, "ocean");
    rejected(scenario_replace(small, "sandbags G7", "hedgehog G3"), 21, "hedgehog");
    rejected(scenario_replace(scenario_replace(small, "allies arm G3", "allies art G3"), "sandbags G7", "hedgehog G3"), 21,
             "hedgehog");
    CHECK(parse_scenario(scenario_replace(small, "sandbags G7", "hedgehog G7")).has_value());  // infantry may
    rejected(scenario_replace(small, "sandbags G7", "bunker G3"), 21, "armor stands on the bunker");
    CHECK(parse_scenario(scenario_replace(scenario_replace(small, "allies arm G3", "allies art G3"), "sandbags G7", "bunker G3"))
              .has_value());  // artillery may (M44-S-4.8)
    rejected(scenario_replace(small, "G5 any temp", "G5 any temp\nG5 axis perm"), 24, "two objectives");
    rejected(scenario_replace(small, "G5 any temp", "A5 any temp"), 23, "river");
    rejected(scenario_replace(small, "G5 any temp", "M5 any temp"), 23, "ocean");
    rejected(scenario_replace(small, "allies arm G3\n", ""), 23, "allies have no unit");
    // Allies need 3 medals: two objectives held at setup are fine, three are not.
    const std::string held = scenario_replace(scenario_replace(small, "allies arm G3", "allies arm G3 A3 B3"),
                                     "G5 any temp", "G3 allies temp\nA3 any perm");
    CHECK(parse_scenario(held).has_value());
    rejected(scenario_replace(held, "A3 any perm", "A3 any perm\nB3 allies temp"), 26, "already hold");
    // An objective held by the side it is not for gives nothing.
    CHECK(parse_scenario(scenario_replace(held, "A3 any perm", "A3 any perm\nB3 axis temp")).has_value());
}
