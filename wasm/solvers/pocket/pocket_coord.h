// The 2x2x2 as the pocket solver counts it.
//
// A CornerCube (core/cubie.h) is the physical cube: all eight corners may move, as they
// do under L, D and B turns. Whole-cube orientation does not matter for "solved", so
// the distance table numbers the states with the DBL corner home: 7! placements of the
// other corners times 3^6 twists = 3,674,160 states, each reached from any cube by
// re-colouring it through the corner in the DBL position (as core/validate.h reads a
// 2x2x2). Only U, R and F turns keep DBL home; they act on this index through small
// move tables.
#pragma once
#include <array>
#include <cstdint>

#include "core/cubie.h"
#include "solvers/pocket/pocket_moves.h"

namespace cube::pocket {

inline constexpr uint32_t kPermCount = 5040;                       // 7!
inline constexpr uint32_t kTwistCount = 729;                       // 3^6
inline constexpr uint32_t kStateCount = kPermCount * kTwistCount;  // 3,674,160

// The physical turn m (0..17) as a corner cube: c * move_corners(m) turns c.
const CornerCube& move_corners(int m);

// The 24 whole-cube rotations as corner cubes (identity first). r is the solved cube
// held the other way; r * c is c with its colours renamed by r.
const std::array<CornerCube, 24>& rotations();

bool dbl_home(const CornerCube& c);
// The same cube with its colours renamed (r * c for the one rotation r) so that the
// DBL corner is home: solving it solves c (up to which way the cube is held).
CornerCube with_dbl_home(const CornerCube& c);

// Index of a cube with DBL home: perm * 729 + twist; 0 is solved.
uint32_t state_index(const CornerCube& c);
CornerCube state_from_index(uint32_t index);

// U, R, F turns (moves 0..8) on the index.
struct CoordMoves {
  std::array<uint16_t, kPermCount * 9> perm;    // [perm * 9 + m]
  std::array<uint16_t, 9 * kTwistCount> twist;  // [m * 729 + twist]
  uint32_t apply(uint32_t state, int m) const {
    const uint32_t p = state / kTwistCount, t = state - p * kTwistCount;
    return uint32_t{perm[p * 9 + m]} * kTwistCount + twist[m * kTwistCount + t];
  }
};
const CoordMoves& coord_moves();

// A whole physical cube in 64 bits: byte i = piece at position i | twist << 3. Never 0.
uint64_t pack(const CornerCube& c);
CornerCube unpack(uint64_t packed);
// Turns a packed cube (the same as pack(unpack(s) * move_corners(m))).
uint64_t apply_packed(uint64_t s, int m);

}  // namespace cube::pocket
