// The Thistlethwaite tables: move tables for the coordinates of thistle_coords.h and
// one complete distance table per phase (every coset of G(i) in G(i-1), its optimal
// distance to G(i) with that phase's moves), built by breadth-first search from the
// goal on first use. About 1.8 MB in all; built in tens of milliseconds natively.
//
//   phase  table size                         moves                        max depth
//   1      2,048 edge flips                    18: all turns                 7
//   2      2,187 twists x 495 M-slice sets     14: no U/D quarter turns      10
//   3      420 corner cosets x 70 edge splits  10: also no F/B quarter turns 13
//   4      96 x 24^3 / 2 = 663,552             6 half turns                  15
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "core/cubie.h"
#include "solvers/thistlethwaite/thistlethwaite_coords.h"

namespace cube::thistlethwaite {

// Basic move indices (cubie.h: 3 * face + turns - 1, faces U R F D L B) of each phase.
inline constexpr int kPhaseMoveCount[4] = {18, 14, 10, 6};
inline constexpr int kPhaseMoves[4][18] = {{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17},
                                           {1, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 15, 16, 17},
                                           {1, 3, 4, 5, 7, 10, 12, 13, 14, 16},
                                           {1, 4, 7, 10, 13, 16}};

struct PhaseTableInfo {
  int size = 0;     // coordinate values (cosets)
  int reached = 0;  // values the breadth-first search reached (== size)
  int max_depth = 0;
  std::vector<int> depth_counts;  // cosets at each distance
};

struct Tables {
  // Move tables, [coordinate * 18 + basic move].
  std::vector<uint16_t> flip_move;    // 2048
  std::vector<uint16_t> twist_move;   // 2187
  std::vector<uint16_t> subset_move;  // 495 (position sets; the same for any 4 pieces)
  std::vector<uint16_t> coset_move;   // 420 corner cosets
  // Corner permutation (perm8_rank) -> its coset H.x of the 96 half-turn permutations H.
  std::vector<uint16_t> coset_of;  // 40320
  // Corner permutation -> its index in H (0 = identity), -1 outside H.
  std::vector<int8_t> half_turn_index;  // 40320
  std::array<std::array<uint8_t, 8>, kHalfTurnCorners> half_turn_perm{};
  std::array<uint8_t, kHalfTurnCorners> half_turn_parity{};
  std::array<std::array<uint8_t, 6>, kHalfTurnCorners> half_turn_move{};        // [h][face]
  std::array<std::array<std::array<uint8_t, 6>, kSlicePerms>, 3> slice_move{};  // [M/E/S][perm][face]
  std::array<uint8_t, kSlicePerms> perm4_parity{};
  std::array<int8_t, kSlicePositions> split_of_subset{};  // subset rank -> 0..69 or -1

  std::array<std::vector<uint8_t>, 4> dist;  // phase 1..4 distance tables
  std::array<PhaseTableInfo, 4> info;
  double build_ms = 0;

  // Phase coordinates of a cube; -1 when the cube is not in the group the phase starts
  // from (phase 1 always has one).
  int phase1_coord(const CubieCube& c) const;
  int phase2_coord(const CubieCube& c) const;  // twist * 495 + M-slice set
  int phase3_coord(const CubieCube& c) const;  // coset * 70 + E-slice split
  int phase4_coord(const CubieCube& c) const;
  // Distance of the cube to G(phase) with phase `phase`'s moves; -1 when the cube is
  // not in G(phase - 1).
  int distance(int phase, const CubieCube& c) const;

  static int phase4_encode(int h, int m, int e, int s) { return ((h * 24 + m) * 24 + e) * 12 + s / 2; }
  // A phase-4 coordinate after a half turn of `face` (0..5, U R F D L B).
  int phase4_move(int coord, int face) const;
};

// The shared tables, built on first use (thread-safe).
const Tables& tables();

}  // namespace cube::thistlethwaite
