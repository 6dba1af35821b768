// Where each sticker of the facelet string sits in space, and the sticker
// permutation of any layer turn, derived from that geometry (so every kind of move,
// on any cube size, comes from one rule).
#pragma once
#include <array>
#include <span>
#include <vector>

#include "move.h"

namespace cube {

struct Sticker {
  // Centre of the cubie the sticker is on, in units where neighbouring cubies are 2
  // apart: each coordinate is in {-(n-1), -(n-3), ..., n-1}.
  std::array<int, 3> position;
  std::array<int, 3> normal;  // unit vector pointing out of the face
};

// Stickers in Kociemba's order U R F D L B, each face row by row as on the net.
// Defined for 2 <= n <= 8 (an empty layout otherwise).
const std::vector<Sticker>& sticker_layout(int n);

// perm[i] = the index the sticker at position i moves to. Empty when the turn does
// not fit the cube (n outside 2..8, layers beyond n, unknown axis).
std::vector<int> sticker_permutation(const LayerTurn& t, int n);

// The same permutation without copying, from a table built once per size for n = 2 to 7
// (every axis, layer mask and turn count); empty for anything else.
std::span<const int> cached_sticker_permutation(const LayerTurn& t, int n);

}  // namespace cube
