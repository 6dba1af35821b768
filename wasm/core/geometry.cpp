#include "geometry.h"

#include <cstdint>
#include <mutex>

namespace cube {
namespace {

constexpr int kMinSize = 2;
constexpr int kMaxSize = 8;  // LayerTurn::layer_mask has 8 bits

using Vec = std::array<int, 3>;

// Where each face is and how its rows and columns run on the net; (r, c) -> point.
Sticker make_sticker(int face, int r, int c, int n) {
  const int h = n - 1;            // outermost coordinate
  const int across = -h + 2 * c;  // left to right on the net
  const int down = h - 2 * r;     // top to bottom on the net
  switch (face) {
    case 0: return {{across, h, -h + 2 * r}, {0, 1, 0}};   // U: rows back->front
    case 1: return {{h, down, h - 2 * c}, {1, 0, 0}};      // R: cols front->back
    case 2: return {{across, down, h}, {0, 0, 1}};         // F
    case 3: return {{across, -h, h - 2 * r}, {0, -1, 0}};  // D: rows front->back
    case 4: return {{-h, down, -h + 2 * c}, {-1, 0, 0}};   // L: cols back->front
    default: return {{h - 2 * c, down, -h}, {0, 0, -1}};   // B: cols right->left
  }
}

std::vector<Sticker> build_layout(int n) {
  std::vector<Sticker> out;
  out.reserve(6 * n * n);
  for (int face = 0; face < 6; ++face)
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) out.push_back(make_sticker(face, r, c, n));
  return out;
}

// One positive quarter turn (clockwise seen from the positive end of the axis).
Vec rotate(const Vec& v, Axis axis) {
  switch (axis) {
    case Axis::X: return {v[0], v[2], -v[1]};
    case Axis::Y: return {-v[2], v[1], v[0]};
    default: return {v[1], -v[0], v[2]};
  }
}

// Dense key of a (position, normal) pair, so the destination of a turned sticker
// is a table look-up instead of a search.
int sticker_key(const Vec& pos, const Vec& normal, int n) {
  const int span = 2 * n - 1;
  auto coord = [&](int v) { return (v + n - 1); };  // 0 .. 2n-2
  int normal_index = normal[0] != 0   ? (normal[0] > 0 ? 0 : 1)
                     : normal[1] != 0 ? (normal[1] > 0 ? 2 : 3)
                                      : (normal[2] > 0 ? 4 : 5);
  return ((coord(pos[0]) * span + coord(pos[1])) * span + coord(pos[2])) * 6 + normal_index;
}

bool turn_fits(const LayerTurn& t, int n) {
  return n >= kMinSize && n <= kMaxSize && static_cast<int>(t.axis) <= 2 && (t.layer_mask >> n) == 0;
}

std::vector<int> compute_permutation(const LayerTurn& t, int n) {
  const std::vector<Sticker>& layout = sticker_layout(n);
  const int span = 2 * n - 1;
  std::vector<int> index_of(span * span * span * 6, -1);
  for (int i = 0; i < static_cast<int>(layout.size()); ++i)
    index_of[sticker_key(layout[i].position, layout[i].normal, n)] = i;

  const int axis = static_cast<int>(t.axis);
  const int quarter_turns = t.quarter_turns % 4;
  std::vector<int> perm(layout.size());
  for (int i = 0; i < static_cast<int>(layout.size()); ++i) {
    const int layer = (layout[i].position[axis] + n - 1) / 2;
    if (((t.layer_mask >> layer) & 1) == 0) {
      perm[i] = i;
      continue;
    }
    Vec pos = layout[i].position, normal = layout[i].normal;
    for (int q = 0; q < quarter_turns; ++q) {
      pos = rotate(pos, t.axis);
      normal = rotate(normal, t.axis);
    }
    perm[i] = index_of[sticker_key(pos, normal, n)];
  }
  return perm;
}

// Every layer turn of one cube size, indexed [axis][mask][quarter_turns % 4]; each size
// built on its first use (the 7x7x7's 1,536 permutations are 1.8 MB).
constexpr int kCachedMax = 7;
int slot(const LayerTurn& t, int n) {
  return (static_cast<int>(t.axis) * (1 << n) + t.layer_mask) * 4 + t.quarter_turns % 4;
}

const std::vector<std::vector<int>>& permutations_of(int n) {
  static std::array<std::once_flag, kCachedMax + 1> once;
  static std::array<std::vector<std::vector<int>>, kCachedMax + 1> tables;
  std::call_once(once[n], [n] {
    auto& table = tables[n];
    table.resize(3 * (1 << n) * 4);
    for (int axis = 0; axis < 3; ++axis)
      for (int mask = 0; mask < (1 << n); ++mask)
        for (int q = 0; q < 4; ++q) {
          LayerTurn t{static_cast<Axis>(axis), static_cast<uint8_t>(mask), static_cast<uint8_t>(q)};
          table[slot(t, n)] = compute_permutation(t, n);
        }
  });
  return tables[n];
}

}  // namespace

const std::vector<Sticker>& sticker_layout(int n) {
  static const std::array<std::vector<Sticker>, kMaxSize + 1> layouts = [] {
    std::array<std::vector<Sticker>, kMaxSize + 1> all;
    for (int size = kMinSize; size <= kMaxSize; ++size) all[size] = build_layout(size);
    return all;
  }();
  static const std::vector<Sticker> none;
  return n >= kMinSize && n <= kMaxSize ? layouts[n] : none;
}

std::span<const int> cached_sticker_permutation(const LayerTurn& t, int n) {
  if (n < 2 || n > kCachedMax || !turn_fits(t, n)) return {};
  return permutations_of(n)[slot(t, n)];
}

std::vector<int> sticker_permutation(const LayerTurn& t, int n) {
  if (!turn_fits(t, n)) return {};
  std::span<const int> cached = cached_sticker_permutation(t, n);
  if (!cached.empty()) return {cached.begin(), cached.end()};
  return compute_permutation(t, n);
}

}  // namespace cube
