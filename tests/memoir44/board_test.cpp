// The board (RULES.md M44-1): coordinates, index, neighbours, distance,
// names, rear neighbours, sections from both seats, hill groups (M44-3.3).
#include <arbiter/memoir44/board.hpp>

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <string>

namespace {

using namespace arbiter::memoir44;

int h(const char* name) {
    const auto r = parse_hex(name);
    REQUIRE_MESSAGE(r.has_value(), name);
    return *r;
}

std::string names(const auto& list) {
    std::string out;
    for (const auto n : list) out += (out.empty() ? "" : " ") + hex_name(n);
    return out;
}

}  // namespace

TEST_CASE("M44-1.1 M44-1.2 the board has 113 hexes: rows of 13 and 12, col with the parity of row") {
    int total = 0;
    for (int row = 0; row < num_rows; ++row) {
        int in_row = 0;
        for (int col = -2; col < num_cols + 2; ++col) in_row += on_board(col, row) ? 1 : 0;
        CHECK(in_row == (row % 2 == 0 ? 13 : 12));
        total += in_row;
    }
    CHECK(total == 113);
    CHECK(on_board(0, 0));
    CHECK_FALSE(on_board(1, 0));   // parity
    CHECK_FALSE(on_board(0, 1));   // the half hex at the end of a 12-hex row
    CHECK_FALSE(on_board(24, 1));
    CHECK(on_board(23, 1));
    CHECK_FALSE(on_board(26, 0));
    CHECK_FALSE(on_board(0, 9));
    CHECK_FALSE(on_board(0, -2));
}

TEST_CASE("M44-1.3 the hex index is dense, in reading order, 0 top-left to 112 bottom-right") {
    CHECK(hex_at(0, 0) == 0);
    CHECK(hex_at(24, 0) == 12);
    CHECK(hex_at(1, 1) == 13);
    CHECK(hex_at(23, 1) == 24);
    CHECK(hex_at(0, 2) == 25);
    CHECK(hex_at(24, 8) == 112);
    CHECK(hex_at(1, 0) == no_hex);
    int expected = 0;
    for (int row = 0; row < num_rows; ++row)
        for (int col = 0; col < num_cols; ++col)
            if (on_board(col, row)) {
                CHECK(hex_at(col, row) == expected);
                CHECK(coords_of(expected) == arbiter::hex::doubled{col, row});
                ++expected;
            }
    CHECK(expected == num_hexes);
}

TEST_CASE("M44-1.4 neighbours are (c+-2, r) and (c+-1, r+-1) on the board") {
    CHECK(names(neighbours(h("G5"))) == "H5 g6 f6 F5 f4 g4");  // M44-E-1
    std::array<int, 7> by_count{};
    for (int a = 0; a < num_hexes; ++a) {
        ++by_count[neighbours(a).size()];
        for (const auto n : neighbours(a)) {
            CHECK(adjacent(n, a));  // symmetric
            CHECK(distance(a, n) == 1);
        }
        for (int b = 0; b < num_hexes; ++b) CHECK(adjacent(a, b) == (distance(a, b) == 1));
    }
    CHECK(names(neighbours(h("A9"))) == "B9 a8");
    CHECK(names(neighbours(h("a8"))) == "b8 B9 A9 A7 B7");
    CHECK(names(neighbours(h("l8"))) == "M9 L9 k8 L7 M7");
    // Six neighbours exactly for the hexes off the board's edges.
    int interior = 0;
    for (int a = 0; a < num_hexes; ++a) {
        const auto [c, r] = coords_of(a);
        if (r > 0 && r < 8 && c > 1 && c < 23) ++interior;
    }
    CHECK(by_count[6] == interior);
}

TEST_CASE("M44-1.5 M44-E-1 distance: dr + max(0, (dc - dr) / 2), the hex-grid distance") {
    CHECK(distance(h("A1"), h("M9")) == 16);
    CHECK(distance(h("E1"), h("F7")) == 6);
    CHECK(distance(h("g8"), h("G3")) == 5);
    CHECK(distance(h("A1"), h("A3")) == 2);
    CHECK(distance(h("G5"), h("G5")) == 0);
    int largest = 0;
    for (int a = 0; a < num_hexes; ++a)
        for (int b = 0; b < num_hexes; ++b) {
            const int d = distance(a, b);
            CHECK(d == arbiter::hex::distance(to_axial(coords_of(a)), to_axial(coords_of(b))));
            CHECK(d == distance(b, a));
            largest = std::max(largest, d);
        }
    CHECK(largest == 16);
}

TEST_CASE("M44-1.6 hex names: letter and rank, upper case on 13-hex rows, lower case on 12-hex rows") {
    CHECK(coords_of(h("A1")) == arbiter::hex::doubled{0, 8});
    CHECK(coords_of(h("G5")) == arbiter::hex::doubled{12, 4});
    CHECK(coords_of(h("d4")) == arbiter::hex::doubled{7, 5});
    CHECK(coords_of(h("l8")) == arbiter::hex::doubled{23, 1});  // M44-E-1
    CHECK(coords_of(h("M9")) == arbiter::hex::doubled{24, 0});
    CHECK(*parse_hex("g5") == h("G5"));  // case-insensitive
    CHECK(*parse_hex("D4") == h("d4"));
    CHECK(hex_name(h("D4")) == "d4");    // printed in the row's case
    for (int a = 0; a < num_hexes; ++a) {
        const auto back = parse_hex(hex_name(a));
        REQUIRE(back.has_value());
        CHECK(*back == a);
    }
}

TEST_CASE("M44-1.6 a malformed hex name is rejected with what is wrong and where") {
    const auto bad = [](const char* text, const char* fragment, std::size_t column) {
        const auto r = parse_hex(text, 10);
        REQUIRE_MESSAGE(!r.has_value(), text);
        CHECK_MESSAGE(r.error().message.find(fragment) != std::string::npos, r.error().message);
        CHECK(r.error().position == 10 + column);
    };
    bad("", "found nothing", 0);
    bad("N5", "letter A-M", 0);
    bad("m8", "12 hexes", 0);  // offset rows stop at l
    bad("A0", "rank 1-9", 1);
    bad("A", "rank 1-9", 1);
    bad("A10", "after the hex name", 2);
    bad("5G", "letter", 0);
}

TEST_CASE("M44-1.7 rear neighbours: one row nearer the unit's own baseline; none on the baseline") {
    CHECK(names(rear_neighbours(seat::bottom, h("F3"))) == "e2 f2");
    CHECK(names(rear_neighbours(seat::top, h("F3"))) == "e4 f4");
    CHECK(names(rear_neighbours(seat::bottom, h("a2"))) == "A1 B1");
    CHECK(names(rear_neighbours(seat::bottom, h("A3"))) == "a2");  // the half hex is off the board
    CHECK(rear_neighbours(seat::bottom, h("E1")).empty());         // M44-E-4
    CHECK(rear_neighbours(seat::top, h("G9")).empty());
    CHECK(names(rear_neighbours(seat::top, h("e4"))) == "E5 F5");  // M44-E-7
    CHECK(baseline_row(seat::bottom) == 8);
    CHECK(baseline_row(seat::top) == 0);
}

TEST_CASE("M44-1.8 M44-1.10 sections from the bottom seat: 36 / 49 / 36 with 8 straddling hexes") {
    std::array<int, 3> count{};
    std::string straddling;
    for (int a = 0; a < num_hexes; ++a) {
        const auto s = sections(seat::bottom, a);
        CHECK(s != 0);
        for (int k = 0; k < 3; ++k) count[static_cast<std::size_t>(k)] += (s >> k) & 1;
        if (straddles(a)) straddling += hex_name(a) + " ";
        CHECK(straddles(a) == (s == (bit(section::left) | bit(section::center)) ||
                               s == (bit(section::center) | bit(section::right))));
    }
    CHECK(count == std::array<int, 3>{36, 49, 36});
    CHECK(straddling == "d8 i8 d6 i6 d4 i4 d2 i2 ");
    // The diagram: D | E on rank 1, I | J; d and i on even ranks in both.
    CHECK(sections(seat::bottom, h("D1")) == bit(section::left));
    CHECK(sections(seat::bottom, h("E1")) == bit(section::center));
    CHECK(sections(seat::bottom, h("I9")) == bit(section::center));
    CHECK(sections(seat::bottom, h("J9")) == bit(section::right));
    CHECK(sections(seat::bottom, h("c2")) == bit(section::left));
    CHECK(sections(seat::bottom, h("e2")) == bit(section::center));
    CHECK(sections(seat::bottom, h("j2")) == bit(section::right));
}

TEST_CASE("M44-1.9 M44-E-2 the top player's sections are mirrored; mirror(L) = R covers the same hexes") {
    CHECK(sections(seat::bottom, h("d4")) == (bit(section::left) | bit(section::center)));
    CHECK(sections(seat::top, h("i6")) == (bit(section::left) | bit(section::center)));
    CHECK(mirror(section::left) == section::right);
    CHECK(mirror(section::right) == section::left);
    CHECK(mirror(section::center) == section::center);
    std::string top_left;
    for (int a = 0; a < num_hexes; ++a) {
        for (const auto s : {section::left, section::center, section::right})
            CHECK(in_section(seat::top, a, s) == in_section(seat::bottom, a, mirror(s)));
        if (in_section(seat::top, a, section::left) && row_of(a) == 8) top_left += hex_name(a) + " ";
        if (in_section(seat::top, a, section::left) && row_of(a) == 7) top_left += hex_name(a) + " ";
    }
    // attack-l from the top seat orders in columns J-M and i-l (M44-E-2).
    CHECK(top_left == "i2 j2 k2 l2 J1 K1 L1 M1 ");
}

TEST_CASE("M44-3.3 hill groups are the connected components of hill hexes") {
    std::array<terrain, num_hexes> board{};
    for (const char* name : {"k8", "K7", "L7", "k6", "A1", "a2", "G5"}) board[static_cast<std::size_t>(h(name))] = terrain::hill;
    const auto g = find_hill_groups(board);
    CHECK(g[static_cast<std::size_t>(h("k8"))] != 0);
    CHECK(g[static_cast<std::size_t>(h("k8"))] == g[static_cast<std::size_t>(h("K7"))]);
    CHECK(g[static_cast<std::size_t>(h("k8"))] == g[static_cast<std::size_t>(h("k6"))]);
    CHECK(g[static_cast<std::size_t>(h("A1"))] == g[static_cast<std::size_t>(h("a2"))]);
    CHECK(g[static_cast<std::size_t>(h("A1"))] != g[static_cast<std::size_t>(h("k8"))]);
    CHECK(g[static_cast<std::size_t>(h("G5"))] != g[static_cast<std::size_t>(h("k8"))]);
    CHECK(g[static_cast<std::size_t>(h("G5"))] != g[static_cast<std::size_t>(h("A1"))]);
    CHECK(g[static_cast<std::size_t>(h("F5"))] == 0);
    CHECK(*std::max_element(g.begin(), g.end()) == 3);
}
