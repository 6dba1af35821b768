// The 4x4x4's pieces in its 96-sticker facelet string, as the reduction solver indexes
// them: the n x n x n layout (cube_layout.h) of n = 4 in fixed-size arrays, its one wing
// orbit and its one centre orbit. (Its random states: random_facelets(Puzzle::Cube4, rng).)
#pragma once
#include <array>
#include <cstdint>
#include <string>

#include "random_state.h"

namespace cube::cube4 {

inline constexpr int kStickers = 96;
inline constexpr int kWings = 24;    // two per edge slot
inline constexpr int kCentres = 24;  // four per face

struct Layout {
  // Sticker indices of each corner position, in the order of kCornerNames ("URF": U, R, F).
  std::array<std::array<int, 3>, 8> corner;
  // Wing position 2 * e + k: the two wings of edge slot e (kEdgeNames), k = 0 the one
  // nearer the negative end of the slot's axis; stickers in the order of the slot's name.
  std::array<std::array<int, 2>, kWings> wing;
  // Centre position 4 * f + i: face f's centre stickers in facelet order.
  std::array<int, kCentres> centre;
  // For each 3x3x3 facelet, the 4x4x4 sticker that stands for it once the cube is
  // reduced (centres solved, wings paired): a corner, the k = 1 wing, a centre.
  std::array<int, 54> reduced;
};
const Layout& layout();

// Which wing piece the colours (faces 0..5, in the slot's name order) at a wing
// position are: 2 * edge + k of its home position; -1 when no wing looks like this.
int identify_wing(int position, int a, int b);

// The 3x3x3 facelets a reduced 4x4x4 shows (reduced[] above); meaningful once the
// centres are solved and the wings paired.
std::string reduced_facelets(const std::string& stickers);

}  // namespace cube::cube4
