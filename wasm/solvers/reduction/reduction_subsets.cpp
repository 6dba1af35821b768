#include "solvers/reduction/reduction_subsets.h"

#include <array>
#include <bit>

#include "core/cube4.h"
#include "solvers/reduction/reduction_moves.h"

namespace cube::reduction {
namespace {

struct Binomials {
  uint32_t c[25][25] = {};
  Binomials() {
    for (int n = 0; n <= 24; ++n) {
      c[n][0] = 1;
      for (int k = 1; k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k <= n - 1 ? c[n - 1][k] : 0);
    }
  }
};
const Binomials& binomials() {
  static const Binomials b;
  return b;
}

// What a byte's bits add to the rank depends only on how many set bits lie below it.
struct RankTable {
  uint32_t add[3][256][17] = {};
  RankTable() {
    for (int chunk = 0; chunk < 3; ++chunk)
      for (int b = 0; b < 256; ++b)
        for (int below = 0; below <= 16; ++below) {
          uint32_t r = 0;
          int j = below;
          for (int i = 0; i < 8; ++i)
            if (b >> i & 1) r += binomials().c[8 * chunk + i][++j];
          add[chunk][b][below] = r;
        }
  }
};
const RankTable& rank_table() {
  static const RankTable t;  // 52 KB
  return t;
}

// Byte-wise look-ups per turn.
struct MaskTurns {
  std::array<std::array<std::array<uint32_t, 256>, 3>, kTurns> t{};
  MaskTurns() {
    for (int m = 0; m < kTurns; ++m)
      for (int chunk = 0; chunk < 3; ++chunk)
        for (int b = 0; b < 256; ++b) {
          uint32_t out = 0;
          for (int i = 0; i < 8; ++i)
            if (b >> i & 1) out |= 1u << turns()[m].centre_to[8 * chunk + i];
          t[m][chunk][b] = out;
        }
  }
};
const MaskTurns& mask_turns() {
  static const MaskTurns mt;
  return mt;
}

}  // namespace

uint32_t binomial(int n, int k) { return k < 0 || k > n ? 0 : binomials().c[n][k]; }

uint32_t rank_bits(uint32_t bits) {
  const RankTable& t = rank_table();
  const uint32_t b0 = bits & 0xFF, b1 = (bits >> 8) & 0xFF, b2 = bits >> 16;
  const int p0 = std::popcount(b0), p1 = p0 + std::popcount(b1);
  return t.add[0][b0][0] + t.add[1][b1][p0] + t.add[2][b2][p1];
}

uint32_t unrank_bits(uint32_t r, int n, int k) {
  uint32_t bits = 0;
  for (int p = n - 1; p >= 0 && k > 0; --p) {
    if (r >= binomials().c[p][k]) {
      r -= binomials().c[p][k];
      bits |= 1u << p;
      --k;
    }
  }
  return bits;
}

uint32_t turn_mask(int m, uint32_t mask) {
  const MaskTurns& mt = mask_turns();
  return mt.t[m][0][mask & 0xFF] | mt.t[m][1][(mask >> 8) & 0xFF] | mt.t[m][2][mask >> 16];
}

uint32_t compress(uint32_t mask, uint32_t positions) {
  uint32_t out = 0;
  int k = 0;
  for (uint32_t p = positions; p != 0; p &= p - 1, ++k)
    if (mask & (p & (0u - p))) out |= 1u << k;
  return out;
}

uint32_t expand(uint32_t bits, uint32_t positions) {
  uint32_t out = 0;
  for (uint32_t p = positions; p != 0; p &= p - 1, bits >>= 1)
    if (bits & 1) out |= p & (0u - p);
  return out;
}

uint32_t colour_mask(const std::string& stickers, const std::string& colours) {
  uint32_t mask = 0;
  for (int i = 0; i < cube4::kCentres; ++i)
    if (colours.find(stickers[cube4::layout().centre[i]]) != std::string::npos) mask |= 1u << i;
  return mask;
}

}  // namespace cube::reduction
