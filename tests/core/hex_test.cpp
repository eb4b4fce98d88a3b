// Hex geometry shared by War Chest and Memoir '44.

#include <doctest/doctest.h>

#include <arbiter/core/hex.hpp>

#include <algorithm>
#include <cstdlib>

using arbiter::hex::axial;
using arbiter::hex::doubled;

TEST_CASE("hex: the six directions are the neighbours at distance 1, none repeated") {
  for (std::size_t i = 0; i < 6; ++i) {
    CHECK(arbiter::hex::distance({}, arbiter::hex::directions[i]) == 1);
    for (std::size_t j = 0; j < i; ++j)
      CHECK_FALSE(arbiter::hex::directions[i] == arbiter::hex::directions[j]);
    // Opposite directions are three apart.
    CHECK(arbiter::hex::directions[i] + arbiter::hex::directions[(i + 3) % 6] == axial{});
  }
  CHECK_FALSE(arbiter::hex::adjacent({2, 2}, {2, 2}));
  CHECK_FALSE(arbiter::hex::adjacent({0, 0}, {1, 1}));  // not a neighbour in axial
  CHECK(arbiter::hex::adjacent({0, 0}, {1, -1}));
}

TEST_CASE("hex: distance matches WC-2.8's formula on War Chest's (x, y)") {
  // WC-2.8: dist = (|dx| + |dy| + |dx + dy|) / 2.
  for (int x1 = 0; x1 < 7; ++x1)
    for (int y1 = 0; y1 < 7; ++y1)
      for (int x2 = 0; x2 < 7; ++x2)
        for (int y2 = 0; y2 < 7; ++y2) {
          const int dx = x2 - x1, dy = y2 - y1;
          CHECK(arbiter::hex::distance({x1, y1}, {x2, y2}) ==
                (std::abs(dx) + std::abs(dy) + std::abs(dx + dy)) / 2);
        }
  // WC-2.13: e1 = (4, 0) and g2 = (6, 1), one side's starting locations, are 3 apart.
  CHECK(arbiter::hex::distance({4, 0}, {6, 1}) == 3);
}

TEST_CASE("hex: doubled columns round-trip and give M44-1.5's distance") {
  for (int row = 0; row < 9; ++row)
    for (int col = row % 2; col <= 24; col += 2) {
      const doubled h{col, row};
      CHECK(arbiter::hex::to_doubled(arbiter::hex::to_axial(h)) == h);
      for (int row2 = 0; row2 < 9; ++row2)
        for (int col2 = row2 % 2; col2 <= 24; col2 += 2) {
          const int dr = std::abs(row - row2), dc = std::abs(col - col2);
          CHECK(arbiter::hex::distance(arbiter::hex::to_axial(h),
                                       arbiter::hex::to_axial({col2, row2})) ==
                dr + std::max(0, (dc - dr) / 2));
        }
    }
  // M44-1.5: A1 = (0, 8) to M9 = (24, 0) is 16.
  CHECK(arbiter::hex::distance(arbiter::hex::to_axial({0, 8}), arbiter::hex::to_axial({24, 0})) == 16);
}

TEST_CASE("hex: straight lines (WC-2.11)") {
  const axial a{3, 3};
  CHECK(arbiter::hex::line_direction(a, a) == -1);
  for (int i = 0; i < 6; ++i)
    for (int k = 1; k < 4; ++k)
      CHECK(arbiter::hex::line_direction(a, a + k * arbiter::hex::directions[static_cast<std::size_t>(i)]) == i);
  CHECK(arbiter::hex::line_direction(a, {4, 4}) == -1);  // distance 2, off every line
  CHECK(arbiter::hex::line_direction(a, {5, 2}) == -1);
}

// Usable at compile time on every supported compiler (std::abs is not
// constexpr before C++23 in clang's view).
static_assert(arbiter::hex::distance({0, 0}, {3, -1}) == 3);
static_assert(arbiter::hex::line_direction({3, 3}, {3, 5}) == 5);
