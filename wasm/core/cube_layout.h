// The pieces of the n x n x n cube (2 <= n <= 7) in its facelet string (geometry.h's
// order: U R F D L B, each face row by row as on the net): where each corner, middle
// edge, wing and centre sits, derived from the sticker geometry, so every size is one
// rule; and a uniformly random state of any size.
//
// Orbits are the sets of places a piece can reach: the 8 corners; on odd cubes the 12
// middle edges and the 6 fixed centres (the 3x3x3's pieces); per edge slot, pairs of
// wings at the same distance from its ends (24 wings an orbit, each two an edge: mirror
// images of each other); per face, centre stickers that a face turn carries onto one
// another (24 an orbit, 4 a face; one colour's pieces are interchangeable).
#pragma once
#include <array>
#include <string>
#include <vector>

#include "message.h"
#include "puzzle.h"
#include "random_state.h"

namespace cube {

struct CubeLayout {
  int n = 0;
  // Sticker indices of each corner position, in the order of kCornerNames ("URF": U, R, F).
  std::array<std::array<int, 3>, 8> corner{};
  // Odd n: the middle edge of each slot (kEdgeNames order, stickers in the name's order)
  // and each face's middle sticker. Empty on even n.
  std::vector<std::array<int, 2>> midge;
  std::vector<int> fixed_centre;
  // Wing orbit o (0 = nearest the corners), position 2 e + k: slot e's wing at distance
  // o + 1 from its end, k = 0 the end nearer the negative end of the slot's axis;
  // stickers in the order of the slot's name.
  std::vector<std::array<std::array<int, 2>, 24>> wings;
  // Per wing orbit and position: the handedness (+-1) of the wing seen there with its
  // stickers in the slot's name order (identify_wing tells the two wings of an edge by it).
  std::vector<std::array<int, 24>> wing_hand;
  // Centre orbit c, position 4 f + i: face f's stickers of the orbit in facelet order.
  std::vector<std::array<int, 24>> centres;
  // For each 3x3x3 facelet, the sticker that stands for it once the cube is reduced
  // (centres solved, edges paired): a corner, an edge piece, a centre.
  std::array<int, 54> reduced{};

  // 1-based place of a wing along its slot among the slot's wings, from the negative
  // end of the slot's axis: "UF wing 1" .. "UF wing n-2" (n-3 on odd cubes).
  Message wing_name(int orbit, int position) const;
  // "X-centres like U7": the orbit's kind and its first sticker on U ("U7" 1-based).
  Message centre_name(int orbit) const;
  // The wing piece (2 * edge + k of its home position) whose colours (faces 0..5, in
  // the slot's name order) show at a position; -1 when no wing looks like this.
  int identify_wing(int orbit, int position, int a, int b) const;
};

// nullptr outside 2..7.
const CubeLayout* cube_layout(int n);

// The 3x3x3 facelets a reduced cube shows (CubeLayout::reduced).
std::string reduced_facelets(const CubeLayout& layout, const std::string& stickers);

// random_facelets(Puzzle, Rng&) (random_state.h) is defined in cube_layout.cpp: corners
// and middle edges as the 2x2x2's or the 3x3x3's random state, every wing orbit any
// permutation, every centre orbit four of each colour anywhere.

}  // namespace cube
