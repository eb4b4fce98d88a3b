#pragma once
// Hex-grid geometry shared by War Chest and Memoir '44: axial coordinates,
// the six directions, distance and straight lines. Each game maps its own
// board (War Chest's (x, y), Memoir '44's doubled columns) onto these.

#include <array>
#include <cstddef>

namespace arbiter::hex {

// Axial coordinates (q, r); the third cube coordinate is s = -q - r.
struct axial {
  int q = 0;
  int r = 0;

  constexpr int s() const { return -q - r; }
  friend constexpr bool operator==(axial, axial) = default;
  friend constexpr axial operator+(axial a, axial b) { return {a.q + b.q, a.r + b.r}; }
  friend constexpr axial operator-(axial a, axial b) { return {a.q - b.q, a.r - b.r}; }
  friend constexpr axial operator*(int k, axial a) { return {k * a.q, k * a.r}; }
};

// The six unit steps, counter-clockwise starting from +q.
inline constexpr std::array<axial, 6> directions{{
    {+1, 0}, {+1, -1}, {0, -1}, {-1, 0}, {-1, +1}, {0, +1},
}};

// std::abs is constexpr only from C++23.
constexpr int magnitude(int v) { return v < 0 ? -v : v; }

// Least number of steps between two hexes on an unbounded grid.
constexpr int distance(axial a, axial b) {
  const axial d = b - a;
  return (magnitude(d.q) + magnitude(d.r) + magnitude(d.s())) / 2;
}

constexpr bool adjacent(axial a, axial b) { return distance(a, b) == 1; }

// If b lies on a straight line from a (b = a + k*d for a direction d and
// k >= 1), the index of d in `directions`; otherwise -1.
constexpr int line_direction(axial a, axial b) {
  const axial d = b - a;
  if (d == axial{}) return -1;
  const int k = distance(a, b);
  for (int i = 0; i < 6; ++i)
    if (k * directions[static_cast<std::size_t>(i)] == d) return i;
  return -1;
}

// Doubled-column offset coordinates (col has the parity of row), as used by
// Memoir '44's scenario files, to and from axial.
struct doubled {
  int col = 0;
  int row = 0;
  friend constexpr bool operator==(doubled, doubled) = default;
};

constexpr axial to_axial(doubled h) { return {(h.col - h.row) / 2, h.row}; }
constexpr doubled to_doubled(axial a) { return {2 * a.q + a.r, a.r}; }

}  // namespace arbiter::hex
