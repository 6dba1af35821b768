// Thistlethwaite's groups and the coordinates that say where a cube stands in them.
//
// Axis convention (Thistlethwaite's own, as in seed 001):
//   G0 = <U, D, L, R, F, B>          every cube
//   G1 = <U2, D2, L, R, F, B>        edges oriented about the U-D axis
//   G2 = <U2, D2, L, R, F2, B2>      also corners oriented about the L-R axis, and the
//                                    M-slice edges (UF UB DF DB) in the M slice
//   G3 = <U2, D2, L2, R2, F2, B2>    also corners in their tetrads with a permutation
//                                    half turns can make, every edge in its own slice
//   G4 = {solved}
//
// The core's orientations (cubie.h) are Kociemba's: edge flip about the F-B axis,
// corner twist of the U/D sticker. The two this solver needs are read from them:
//   edge flip about U-D: a position's reference sticker is its F/B sticker, else its
//     U/D one (UF UB DF DB -> F/B; UR UL DR DL -> U/D; the E slice -> F/B); a piece's
//     reference colour is chosen the same way. Good when the colour sits on the
//     sticker: U and D quarter turns flip four edges, every other turn none.
//   corner twist about L-R: how far (clockwise) the piece's L/R sticker sits from the
//     position's L/R sticker. Only F, B, U and D quarter turns change it.
#pragma once
#include <array>
#include <cstdint>

#include "core/cubie.h"
#include "tables/permutation.h"

namespace cube::thistlethwaite {

// Sizes of the coordinates (and of the four phase tables).
inline constexpr int kEdgeFlips = 2048;                                // 2^11: phase 1
inline constexpr int kCornerTwists = 2187;                             // 3^7
inline constexpr int kSlicePositions = 495;                            // C(12,4): where four given edges are
inline constexpr int kPhase2Size = kCornerTwists * kSlicePositions;    // 1,082,565
inline constexpr int kCornerPerms = 40320;                             // 8!
inline constexpr int kHalfTurnCorners = 96;                            // corner permutations of G3
inline constexpr int kCornerCosets = kCornerPerms / kHalfTurnCorners;  // 420
inline constexpr int kEdgeSplits = 70;                                 // C(8,4): E edges among the E+S positions
inline constexpr int kPhase3Size = kCornerCosets * kEdgeSplits;        // 29,400
inline constexpr int kSlicePerms = 24;                                 // 4!
inline constexpr int kPhase4Size = kHalfTurnCorners * kSlicePerms * kSlicePerms * kSlicePerms / 2;  // 663,552

// The three slices: positions, which are also the pieces that belong there.
inline constexpr std::array<uint8_t, 4> kMSlice{UF, UB, DF, DB};
inline constexpr std::array<uint8_t, 4> kESlice{FR, FL, BL, BR};
inline constexpr std::array<uint8_t, 4> kSSlice{UR, UL, DR, DL};
inline constexpr uint16_t slice_bits(const std::array<uint8_t, 4>& s) {
  return static_cast<uint16_t>((1u << s[0]) | (1u << s[1]) | (1u << s[2]) | (1u << s[3]));
}

int edge_flip_ud(const CubieCube& c, int position);     // 0 good, 1 bad
int corner_twist_lr(const CubieCube& c, int position);  // 0, 1, 2

int edge_flip_coord(const CubieCube& c);     // 0..2047, 0 in G1
int corner_twist_coord(const CubieCube& c);  // 0..2186, 0 when corners are oriented about L-R
// The 12-bit set of positions holding the pieces of `pieces` (a slice_bits mask).
uint16_t positions_of(const CubieCube& c, uint16_t pieces);

// 12-bit masks with four bits <-> 0..494 (in increasing order of the mask).
int subset_rank(uint16_t mask);  // -1 unless exactly four bits are set
uint16_t subset_mask(int rank);
// A four-position set inside the E and S slices -> 0..69; -1 when it touches the M slice.
int split_rank(uint16_t mask);

// Lehmer codes (tables/permutation.h), identity 0.
inline int perm8_rank(const std::array<uint8_t, 8>& p) { return tables::perm_rank(p.data(), 8); }
inline std::array<uint8_t, 8> perm8_unrank(int rank) {
  std::array<uint8_t, 8> p{};
  tables::perm_unrank(rank, p.data(), 8);
  return p;
}
inline int perm4_rank(const uint8_t p[4]) { return tables::perm_rank(p, 4); }  // 2k and 2k+1: opposite parity
inline int perm_parity8(const std::array<uint8_t, 8>& p) { return tables::perm_parity(perm8_rank(p), 8); }
// Arrangement (0..23) of a slice's pieces in that slice's positions; -1 if some piece
// there is not one of the slice's own.
int slice_perm(const CubieCube& c, const std::array<uint8_t, 4>& slice);

}  // namespace cube::thistlethwaite
