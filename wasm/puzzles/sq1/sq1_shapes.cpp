// The slashable shapes (sq1_shapes.h): each half layer (6 slots) is a run of corners
// (2) and edges (1); a layer two halves; the top and bottom together 8 corners.
#include "puzzles/sq1/sq1_shapes.h"

#include <algorithm>

#include "puzzles/sq1/sq1_model.h"

namespace cube::sq1 {

namespace {

// Every filling of 6 slots from `first`: bit i for a corner starting at slot i.
void halves(int slot, uint32_t bits, int corners, std::vector<std::pair<uint32_t, int>>& out) {
  if (slot == 6) {
    out.push_back({bits, corners});
    return;
  }
  halves(slot + 1, bits, corners, out);
  if (slot + 2 <= 6) halves(slot + 2, bits | 1u << slot, corners + 1, out);
}

// A state of the shape: corners and edges numbered in slot order.
Sq1 example(uint32_t mask) {
  Sq1 s;
  uint8_t corner = 0, edge = 1;
  for (int i = 0; i < kSlots; ++i) {
    if (mask >> i & 1) {
      s.slots[i] = s.slots[i + 1] = corner;
      corner = static_cast<uint8_t>(corner < 6 ? corner + 2 : corner == 6 ? 9 : corner + 2);
      ++i;
    } else {
      s.slots[i] = edge;
      edge = static_cast<uint8_t>(edge < 7 ? edge + 2 : edge == 7 ? 8 : edge + 2);
    }
  }
  return s;
}

}  // namespace

int parity(const Sq1& s) {
  const uint32_t first = shape_of(s);
  const uint32_t second = turn_shape(first, 1, 1);
  int listed[kPieces], n = 0;
  for (int i = 0; i < kSlots; ++i)
    if (!(second >> i & 1)) listed[n++] = s.slots[i];
  int p = 0;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) p ^= listed[j] < listed[i];
  return p;
}

const Shapes& Shapes::get() {
  static const Shapes shapes;
  return shapes;
}

Shapes::Shapes() {
  std::vector<std::pair<uint32_t, int>> half;
  halves(0, 0, 0, half);
  std::vector<std::pair<uint32_t, int>> layers;  // 12 bits, corners
  for (auto [a, ca] : half)
    for (auto [b, cb] : half) layers.push_back({a | b << 6, ca + cb});
  for (auto [top, ct] : layers)
    for (auto [bottom, cb] : layers)
      if (ct + cb == 8) masks_.push_back(top | bottom << 12);
  std::sort(masks_.begin(), masks_.end());
  const int n = count();
  slashed_.resize(n);
  slash_flip_.resize(n);
  turns_.resize(n);
  to_cube_.assign(2 * n, 0xff);
  // Solved held for phase 2 ((1,0) from solved): its shape and parity are the goal's.
  Sq1 held = solved();
  turn(held, 1, 0);
  const uint32_t held_mask = shape_of(held);
  const int held_parity = parity(held);
  for (int i = 0; i < n; ++i) {
    const Sq1 s = example(masks_[i]);
    const int p = parity(s);
    Sq1 x = s;
    slash(x);
    slashed_[i] = static_cast<uint16_t>(index(shape_of(x)));
    slash_flip_[i] = static_cast<uint8_t>(parity(x) ^ p);
    for (int t = 0; t < 12; ++t)
      for (int b = 0; b < 12; ++b) {
        const int j = index(turn_shape(masks_[i], t, b));
        if (j < 0) continue;
        Sq1 y = s;
        turn(y, t, b);
        const uint8_t flip = static_cast<uint8_t>(parity(y) ^ p);
        turns_[i].push_back({static_cast<int8_t>(t), static_cast<int8_t>(b), flip, static_cast<uint16_t>(j)});
        if (masks_[j] == held_mask) to_cube_[i * 2 + (held_parity ^ flip)] = 0;
      }
  }
  // The distance is the same for a shape and its turns (they are free): a slash from any
  // turn of a shape at distance d leads to d + 1 at most.
  for (int d = 0, changed = 1; changed; ++d) {
    changed = 0;
    for (int i = 0; i < 2 * n; ++i) {
      if (to_cube_[i] != d) continue;
      for (const ShapeTurn& t : turns_[i / 2]) {
        const int next = slashed_[t.shape], np = (i & 1) ^ t.flip ^ slash_flip_[t.shape];
        if (to_cube_[next * 2 + np] != 0xff) continue;
        for (const ShapeTurn& u : turns_[next]) {
          uint8_t& e = to_cube_[u.shape * 2 + (np ^ u.flip)];
          e = static_cast<uint8_t>(std::min<int>(e, d + 1));
        }
        changed = 1;
      }
    }
  }
}

int Shapes::index(uint32_t mask) const {
  auto it = std::lower_bound(masks_.begin(), masks_.end(), mask);
  return it != masks_.end() && *it == mask ? static_cast<int>(it - masks_.begin()) : -1;
}

int Shapes::any_index(uint32_t mask) const {
  for (int t = 0; t < 12; ++t)
    for (int b = 0; b < 12; ++b) {
      const int j = index(turn_shape(mask, t, b));
      if (j >= 0) return j;
    }
  return -1;
}

}  // namespace cube::sq1
