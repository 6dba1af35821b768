// The 6x6x6 and 7x7x7 read as a 5x5x5 (the big cubes' reduction to a pseudo-5x5x5):
// their layers grouped along each axis as 0 | 1 | middle | n-2 | n-1 (reduction_cube_view.h),
// 0 | 1 | 2-3 | 4 | 5 on the 6x6x6 and 0 | 1 | 2-3-4 | 5 | 6 on the 7x7x7. Once every
// group of stickers shows one colour (the inner centre blocks, each ring-1 bar of centres,
// the inner edges), the cube turned by turns that keep the groups (each face's outer
// layer, and its outer two: the 5x5x5's R and Rw) is a 5x5x5 whose stickers are one of
// each group; the 5x5x5's turns map back group by group.
#pragma once
#include <array>
#include <string>

#include "core/move.h"
#include "solvers/reduction/reduction_cube_view.h"

namespace cube::reduction {

// Cube n's layers in each 5x5x5 layer's group (n 5..7; the 5x5x5 one each).
CubeView pseudo_five_view(int n);
std::array<LayerGroup, 5> pseudo_five_groups(int n);

// True when every group of cube n's stickers shows one colour on each face.
bool is_pseudo_five(int n, const std::string& stickers);

// The 150 stickers of the 5x5x5 such a cube is (core/cube_layout.h's facelet order):
// one of each group.
std::string pseudo_five_stickers(int n, const std::string& stickers);

// A 5x5x5 move as the move of cube n that turns its groups; false when no single move
// does (the middle group alone, of two or three layers).
bool pseudo_five_move(int n, const Move& five, Move* out);

}  // namespace cube::reduction
