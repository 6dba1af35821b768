#include "solvers/thistlethwaite/thistlethwaite_coords.h"

#include <bit>

namespace cube::thistlethwaite {
namespace {

// Which sticker of an edge (index in its name, "UF" -> 0 U, 1 F) is its reference about
// the U-D axis: the F/B one if it has one, else the U/D one.
constexpr uint8_t kEdgeRef[kEdges] = {0, 1, 0, 1, 0, 1, 0, 1, 0, 0, 0, 0};
// Which sticker of a corner (index in its clockwise name, "URF") is its L/R one.
constexpr uint8_t kCornerLR[kCorners] = {1, 2, 1, 2, 2, 1, 2, 1};

struct SubsetTables {
  int16_t rank[4096];
  uint16_t mask[kSlicePositions];
  int8_t split[4096];
  SubsetTables() {
    int n = 0;
    for (int m = 0; m < 4096; ++m) {
      rank[m] = -1;
      if (std::popcount(static_cast<unsigned>(m)) == 4) {
        mask[n] = static_cast<uint16_t>(m);
        rank[m] = static_cast<int16_t>(n++);
      }
    }
    const uint16_t m_slice = slice_bits(kMSlice);
    int k = 0;
    for (int m = 0; m < 4096; ++m) {
      split[m] = -1;
      if (rank[m] >= 0 && (m & m_slice) == 0) split[m] = static_cast<int8_t>(k++);
    }
  }
};

const SubsetTables& subsets() {
  static const SubsetTables t;
  return t;
}

}  // namespace

int edge_flip_ud(const CubieCube& c, int position) {
  return (c.eo[position] ^ kEdgeRef[position] ^ kEdgeRef[c.ep[position]]) & 1;
}

int corner_twist_lr(const CubieCube& c, int position) {
  return (kCornerLR[c.cp[position]] + c.co[position] + 3 - kCornerLR[position]) % 3;
}

int edge_flip_coord(const CubieCube& c) {
  int x = 0;
  for (int i = 0; i < kEdges - 1; ++i) x = 2 * x + edge_flip_ud(c, i);
  return x;
}

int corner_twist_coord(const CubieCube& c) {
  int x = 0;
  for (int i = 0; i < kCorners - 1; ++i) x = 3 * x + corner_twist_lr(c, i);
  return x;
}

uint16_t positions_of(const CubieCube& c, uint16_t pieces) {
  uint16_t m = 0;
  for (int i = 0; i < kEdges; ++i)
    if ((pieces >> c.ep[i]) & 1) m = static_cast<uint16_t>(m | (1u << i));
  return m;
}

int subset_rank(uint16_t mask) { return mask < 4096 ? subsets().rank[mask] : -1; }
uint16_t subset_mask(int rank) { return subsets().mask[rank]; }
int split_rank(uint16_t mask) { return mask < 4096 ? subsets().split[mask] : -1; }

int slice_perm(const CubieCube& c, const std::array<uint8_t, 4>& slice) {
  uint8_t local[4];
  for (int k = 0; k < 4; ++k) {
    int idx = -1;
    for (int j = 0; j < 4; ++j)
      if (slice[j] == c.ep[slice[k]]) idx = j;
    if (idx < 0) return -1;
    local[k] = static_cast<uint8_t>(idx);
  }
  return tables::perm_rank(local, 4);
}

}  // namespace cube::thistlethwaite
