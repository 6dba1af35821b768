#include "solvers/pocket/pocket_coord.h"

#include <bit>
#include <vector>

namespace cube::pocket {
namespace {

// Positions other than DBL (6), in order; the piece DRB (7) is ranked as 6.
constexpr int kPos7[7] = {0, 1, 2, 3, 4, 5, 7};
constexpr int kFact[8] = {1, 1, 2, 6, 24, 120, 720, 5040};

struct Rotations {
  std::array<CornerCube, 24> all;
  // [piece at DBL][its twist] -> the rotation that brings it home.
  std::array<std::array<uint8_t, 3>, 8> home;
};

const Rotations& rotation_data() {
  static const Rotations data = [] {
    Rotations r{};
    const CornerCube x = move_corners(3) * move_corners(14);  // R L' turns the whole cube
    const CornerCube y = move_corners(0) * move_corners(11);  // U D'
    std::vector<CornerCube> found{CornerCube{}};
    for (size_t i = 0; i < found.size(); ++i)
      for (const CornerCube* g : {&x, &y}) {
        const CornerCube n = found[i] * *g;
        bool seen = false;
        for (const CornerCube& f : found) seen = seen || f == n;
        if (!seen) found.push_back(n);
      }
    for (size_t i = 0; i < 24 && i < found.size(); ++i) r.all[i] = found[i];
    for (size_t i = 0; i < 24; ++i) {
      const CornerCube& rot = r.all[i];
      // (rot * c).cp[DBL] = rot.cp[p] where p = c.cp[DBL]; twist rot.co[p] + c.co[DBL].
      for (int p = 0; p < 8; ++p)
        if (rot.cp[p] == DBL) r.home[p][(3 - rot.co[p]) % 3] = static_cast<uint8_t>(i);
    }
    return r;
  }();
  return data;
}

struct PackedMove {
  uint8_t src[8];
  uint8_t twist[8];
};

struct PackedMoves {
  std::array<PackedMove, kFaceMoves> moves;
  uint8_t add[3][32];  // byte with its twist increased
};

const PackedMoves& packed_moves() {
  static const PackedMoves data = [] {
    PackedMoves pm{};
    for (int m = 0; m < kFaceMoves; ++m)
      for (int i = 0; i < 8; ++i) {
        pm.moves[m].src[i] = move_corners(m).cp[i];
        pm.moves[m].twist[i] = move_corners(m).co[i];
      }
    for (int t = 0; t < 3; ++t)
      for (int b = 0; b < 32; ++b) pm.add[t][b] = static_cast<uint8_t>((b & 7) | ((((b >> 3) + t) % 3) << 3));
    return pm;
  }();
  return data;
}

}  // namespace

const CornerCube& move_corners(int m) { return face_move_corners(static_cast<Face>(face_of(m)), turns_of(m)); }

const std::array<CornerCube, 24>& rotations() { return rotation_data().all; }

bool dbl_home(const CornerCube& c) { return c.cp[DBL] == DBL && c.co[DBL] == 0; }

CornerCube with_dbl_home(const CornerCube& c) {
  if (dbl_home(c)) return c;
  const Rotations& r = rotation_data();
  return r.all[r.home[c.cp[DBL]][c.co[DBL]]] * c;
}

uint32_t state_index(const CornerCube& c) {
  uint32_t perm = 0;
  unsigned used = 0;
  for (int k = 0; k < 7; ++k) {
    int v = c.cp[kPos7[k]];
    if (v == 7) v = 6;
    const int smaller = std::popcount(used & ((1u << v) - 1));
    perm += static_cast<uint32_t>((v - smaller) * kFact[6 - k]);
    used |= 1u << v;
  }
  uint32_t twist = 0;
  for (int k = 0; k < 6; ++k) twist = twist * 3 + c.co[k];
  return perm * kTwistCount + twist;
}

CornerCube state_from_index(uint32_t index) {
  CornerCube c;
  uint32_t perm = index / kTwistCount, twist = index % kTwistCount;
  unsigned used = 0;
  for (int k = 0; k < 7; ++k) {
    int digit = static_cast<int>(perm / kFact[6 - k]);
    perm %= kFact[6 - k];
    int v = 0;
    for (;; ++v) {
      if (used & (1u << v)) continue;
      if (digit-- == 0) break;
    }
    used |= 1u << v;
    c.cp[kPos7[k]] = static_cast<uint8_t>(v == 6 ? 7 : v);
  }
  c.cp[DBL] = DBL;
  int sum = 0;
  for (int k = 5; k >= 0; --k) {
    c.co[k] = static_cast<uint8_t>(twist % 3);
    sum += c.co[k];
    twist /= 3;
  }
  c.co[DBL] = 0;
  c.co[DRB] = static_cast<uint8_t>((3 - sum % 3) % 3);
  return c;
}

const CoordMoves& coord_moves() {
  static const CoordMoves* tables = [] {
    auto* t = new CoordMoves;
    for (uint32_t p = 0; p < kPermCount; ++p) {
      const CornerCube c = state_from_index(p * kTwistCount);
      for (int m = 0; m < 9; ++m)
        t->perm[p * 9 + m] = static_cast<uint16_t>(state_index(c * move_corners(m)) / kTwistCount);
    }
    for (uint32_t tw = 0; tw < kTwistCount; ++tw) {
      const CornerCube c = state_from_index(tw);
      for (int m = 0; m < 9; ++m)
        t->twist[m * kTwistCount + tw] = static_cast<uint16_t>(state_index(c * move_corners(m)) % kTwistCount);
    }
    return t;
  }();
  return *tables;
}

uint64_t pack(const CornerCube& c) {
  uint64_t s = 0;
  for (int i = 0; i < 8; ++i) s |= uint64_t{static_cast<uint8_t>(c.cp[i] | (c.co[i] << 3))} << (8 * i);
  return s;
}

CornerCube unpack(uint64_t s) {
  CornerCube c;
  for (int i = 0; i < 8; ++i) {
    const uint8_t b = static_cast<uint8_t>(s >> (8 * i));
    c.cp[i] = b & 7;
    c.co[i] = b >> 3;
  }
  return c;
}

uint64_t apply_packed(uint64_t s, int m) {
  const PackedMoves& pm = packed_moves();
  const PackedMove& mv = pm.moves[m];
  uint64_t r = 0;
  for (int i = 0; i < 8; ++i) {
    const uint8_t b = static_cast<uint8_t>(s >> (8 * mv.src[i]));
    r |= uint64_t{pm.add[mv.twist[i]][b & 31]} << (8 * i);
  }
  return r;
}

}  // namespace cube::pocket
