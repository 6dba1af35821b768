// Coordinates of the two-phase algorithm: small integers that number one aspect of a
// CubieCube (corner twist, edge flip, where the E-slice edges are, permutations).
// Every coordinate is 0 on the solved cube. Pieces and orientations follow cubie.h
// (Kociemba's conventions).
#pragma once
#include <cstdint>

#include "core/cubie.h"
#include "tables/permutation.h"

namespace cube::tables {

inline constexpr int kTwist = 2187;   // 3^7: orientation of the corners
inline constexpr int kFlip = 2048;    // 2^11: orientation of the edges
inline constexpr int kSlice = 495;    // C(12,4): positions of FR FL BL BR, order ignored
inline constexpr int kPerm8 = 40320;  // 8!: corner permutation, or the 8 U/D edges in phase 2
inline constexpr int kMPerm = 24;     // 4!: order of the E-slice edges in the E slice
inline constexpr int kCComb = 70;     // C(8,4): positions of the D corners, order ignored

// Binomial coefficient C(n, k) for 0 <= n <= 12 (0 when k > n or k < 0).
int binomial(int n, int k);

inline int get_twist(const CubieCube& c) {
  int t = 0;
  for (int i = 0; i < 7; ++i) t = 3 * t + c.co[i];
  return t;
}
void set_twist(CubieCube& c, int twist);  // co[7] makes the sum 0 mod 3
inline int get_flip(const CubieCube& c) {
  int f = 0;
  for (int i = 0; i < 11; ++i) f = 2 * f + c.eo[i];
  return f;
}
void set_flip(CubieCube& c, int flip);  // eo[11] makes the sum even

// Positions of the E-slice edges. set_slice puts FR FL BL BR (in that order) at those
// positions and the other eight edges, in order, everywhere else.
int get_slice(const CubieCube& c);
void set_slice(CubieCube& c, int slice);
// get_slice through a table of the 4096 position sets (bit i: an E-slice edge is at
// position i), filled at compile time.
struct SliceOfMask {
  uint16_t v[4096] = {};
  constexpr SliceOfMask() {
    int c[13][13] = {};
    for (int n = 0; n < 13; ++n) {
      c[n][0] = 1;
      for (int k = 1; k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k <= n - 1 ? c[n - 1][k] : 0);
    }
    for (int mask = 0; mask < 4096; ++mask) {
      int a = 0, x = 0;
      for (int j = 11; j >= 0; --j) {
        if (mask >> j & 1) {
          a += (x + 1 <= 11 - j) ? c[11 - j][x + 1] : 0;
          ++x;
        }
      }
      v[mask] = static_cast<uint16_t>(a);
    }
  }
};
inline constexpr SliceOfMask kSliceOfMask{};
inline int get_slice_fast(const CubieCube& c) {
  int mask = 0;
  for (int i = 0; i < 12; ++i) mask |= (c.ep[i] >= FR) << i;
  return kSliceOfMask.v[mask];
}

// perm_rank, perm_unrank, perm_parity: tables/permutation.h.

// Corner permutation (all 8 corners).
int get_cperm(const CubieCube& c);
void set_cperm(CubieCube& c, int cperm);
// Permutation of the 8 U and D edges on positions UR..DB (phase 2: the E-slice edges
// are in the slice). set_eperm changes only ep[0..7].
int get_eperm(const CubieCube& c);
void set_eperm(CubieCube& c, int eperm);
// Permutation of the 4 E-slice edges on positions FR..BR. set_mperm changes only
// ep[8..11].
int get_mperm(const CubieCube& c);
void set_mperm(CubieCube& c, int mperm);
// Positions of the 4 D corners among the 8 corner positions. set_ccomb puts DFR DLF
// DBL DRB (in that order) there and URF UFL ULB UBR elsewhere.
int get_ccomb(const CubieCube& c);
void set_ccomb(CubieCube& c, int ccomb);

}  // namespace cube::tables
