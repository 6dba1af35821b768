#include "solvers/reduction/reduction_cube_view.h"

#include "solvers/reduction/reduction_block_turns.h"

namespace cube::reduction {

CubeView inner_cube_view(int n) {
  CubeView v{n, {LayerGroup{0, 2}}};
  for (int layer = 2; layer < n - 2; ++layer) v.groups.push_back(LayerGroup{layer, 1});
  v.groups.push_back(LayerGroup{n - 2, 2});
  return v;
}

namespace {

// The layer a group shows: the last group's is its last (outermost from the far side).
int shown(const CubeView& v, int g) {
  const LayerGroup& group = v.groups[static_cast<size_t>(g)];
  return g == v.m() - 1 ? group.first + group.count - 1 : group.first;
}

}  // namespace

std::string view_stickers(const CubeView& v, const std::string& stickers) {
  const int n = v.n, m = v.m();
  std::string out(static_cast<size_t>(6 * m * m), ' ');
  for (int f = 0; f < 6; ++f)
    for (int r = 0; r < m; ++r)
      for (int c = 0; c < m; ++c)
        out[static_cast<size_t>(f * m * m + r * m + c)] =
            stickers[static_cast<size_t>(f * n * n + shown(v, r) * n + shown(v, c))];
  return out;
}

bool view_is_whole(const CubeView& v, const std::string& stickers) {
  const int n = v.n;
  for (int f = 0; f < 6; ++f)
    for (const LayerGroup& rows : v.groups)
      for (const LayerGroup& cols : v.groups) {
        const char first = stickers[static_cast<size_t>(f * n * n + rows.first * n + cols.first)];
        for (int r = rows.first; r < rows.first + rows.count; ++r)
          for (int c = cols.first; c < cols.first + cols.count; ++c)
            if (stickers[static_cast<size_t>(f * n * n + r * n + c)] != first) return false;
      }
  return true;
}

int view_layers(const CubeView& v, int depth) {
  const LayerGroup& g = v.groups[static_cast<size_t>(depth - 1)];
  return g.first + g.count;
}

bool view_move(const CubeView& v, const Move& move, Move* out) {
  const int m = v.m();
  Move big = move;
  // `layers` outer layers of cube n as one move (Face 0, Wide 0 for two, Wide d for d).
  const auto outer = [&big](int layers) {
    big.kind = layers == 1 ? Move::Kind::Face : Move::Kind::Wide;
    big.depth = static_cast<uint8_t>(layers <= 2 ? 0 : layers);
  };
  switch (move.kind) {
    case Move::Kind::Rotation: break;
    case Move::Kind::Face: {
      const int g = move.depth == 0 ? 0 : move.depth - 1;
      if (g >= m) return false;
      const LayerGroup& group = v.groups[static_cast<size_t>(g)];
      if (group.first == 0) {
        outer(group.count);  // the outer group: the face's outer layers
      } else {
        if (group.count != 1) return false;  // an inner group of two layers alone
        big.depth = static_cast<uint8_t>(group.first + 1);
      }
      break;
    }
    case Move::Kind::Wide: {
      const int d = move.depth == 0 ? 2 : move.depth;
      if (d >= m) return false;
      outer(view_layers(v, d));
      break;
    }
    case Move::Kind::Slice: {
      // The middle group alone (M, E, S): cube n's middle layer.
      if (m % 2 == 0 || v.n % 2 == 0) return false;
      const LayerGroup& middle = v.groups[static_cast<size_t>(m / 2)];
      if (middle.count != 1 || middle.first != v.n / 2) return false;
      break;
    }
  }
  LayerTurn check{};
  if (!layer_turn(big, v.n, check)) return false;
  *out = big;
  return true;
}

int view_block_turn(const CubeView& v, int face, int depth, int power) {
  return block_turns(v.n).index(face, view_layers(v, depth), power);
}

}  // namespace cube::reduction
