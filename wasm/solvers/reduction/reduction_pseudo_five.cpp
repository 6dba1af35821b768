#include "solvers/reduction/reduction_pseudo_five.h"

namespace cube::reduction {

std::array<LayerGroup, 5> pseudo_five_groups(int n) {
  // The outer layers alone; the middle group a layer on odd cubes, two on even ones;
  // the rest shared by the second and fourth groups alike.
  const int middle = n % 2 == 0 ? 2 : 1;
  const int second = (n - 2 - middle) / 2;
  return {LayerGroup{0, 1}, LayerGroup{1, second}, LayerGroup{1 + second, middle},
          LayerGroup{1 + second + middle, second}, LayerGroup{n - 1, 1}};
}

bool is_pseudo_five(int n, const std::string& stickers) {
  const std::array<LayerGroup, 5> g = pseudo_five_groups(n);
  for (int f = 0; f < 6; ++f)
    for (const LayerGroup& rows : g)
      for (const LayerGroup& cols : g) {
        const char first = stickers[f * n * n + rows.first * n + cols.first];
        for (int r = rows.first; r < rows.first + rows.count; ++r)
          for (int c = cols.first; c < cols.first + cols.count; ++c)
            if (stickers[f * n * n + r * n + c] != first) return false;
      }
  return true;
}

std::string pseudo_five_stickers(int n, const std::string& stickers) {
  const std::array<LayerGroup, 5> g = pseudo_five_groups(n);
  std::string out(150, ' ');
  for (int f = 0; f < 6; ++f)
    for (int r = 0; r < 5; ++r)
      for (int c = 0; c < 5; ++c) out[f * 25 + r * 5 + c] = stickers[f * n * n + g[r].first * n + g[c].first];
  return out;
}

bool pseudo_five_move(int n, const Move& five, Move* out) {
  const std::array<LayerGroup, 5> g = pseudo_five_groups(n);
  Move m = five;
  switch (five.kind) {
    case Move::Kind::Rotation: break;
    case Move::Kind::Face: {
      // The d-th group alone: a move of cube n when it is one layer.
      const LayerGroup& group = g[five.depth == 0 ? 0 : five.depth - 1];
      if (five.depth > 5 || group.count != 1) return false;
      m.depth = static_cast<uint8_t>(group.first == 0 ? 0 : group.first + 1);
      break;
    }
    case Move::Kind::Wide: {
      // The outer d groups: that many layers of cube n (never all of them).
      const int d = five.depth == 0 ? 2 : five.depth;
      if (d >= 5) return false;
      const int layers = g[d - 1].first + g[d - 1].count;
      m.depth = static_cast<uint8_t>(layers == 2 ? 0 : layers);
      break;
    }
    case Move::Kind::Slice:
      // The middle group alone (M, E, S): a layer of an odd cube.
      if (g[2].count != 1) return false;
      break;
  }
  LayerTurn check{};
  if (!layer_turn(m, n, check)) return false;
  *out = m;
  return true;
}

}  // namespace cube::reduction
