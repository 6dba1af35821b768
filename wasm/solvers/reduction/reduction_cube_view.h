// Cube n read as a smaller cube m by grouping its layers along each axis (the same groups
// on every axis, from each face's side): the big cubes' path reads the 6x6x6 and 7x7x7
// through two such views.
//   - The inner cube (inner_cube_view): the two outer layers of each side one group,
//     every inner layer its own: the 6x6x6 as a 4x4x4 (0-1 | 2 | 3 | 4-5), the 7x7x7 as
//     a 5x5x5 (0-1 | 2 | 3 | 4 | 5-6). Its stickers (each outer group's outermost layer)
//     are the corners, the inner wings (and the 7x7x7's middle edges) and the inner
//     centres: always a valid cube of that size, which a turn of one or two outer layers
//     turns as the view's outer turn (R and Rw both as R, 3Rw as Rw).
//   - The pseudo-5x5x5 (reduction_pseudo_five.h): 0 | 1 | middle | n-2 | n-1, a 5x5x5
//     once each group of stickers shows one colour.
#pragma once
#include <string>
#include <vector>

#include "core/move.h"

namespace cube::reduction {

// One of the view's layers: cube n's layers first .. first + count - 1.
struct LayerGroup {
  int first = 0, count = 1;
};

struct CubeView {
  int n = 0;
  std::vector<LayerGroup> groups;  // the view's layers, from a face inwards
  int m() const { return static_cast<int>(groups.size()); }
};

// The 6x6x6's inner 4x4x4 and the 7x7x7's inner 5x5x5 (n 6 or 7).
CubeView inner_cube_view(int n);

// The view's 6 m^2 stickers (core/cube_layout.h's facelet order): each group's sticker
// nearest the outside (an outer group's outer layer; an inner group's first).
std::string view_stickers(const CubeView& v, const std::string& stickers);

// True when every group of stickers shows one colour on each face.
bool view_is_whole(const CubeView& v, const std::string& stickers);

// How many of cube n's layers the view's outer `depth` layers are.
int view_layers(const CubeView& v, int depth);

// A move of the view as the move of cube n turning its groups; false when no single
// move does (an inner group of two layers alone, all the layers).
bool view_move(const CubeView& v, const Move& move, Move* out);

// A block turn of the view's cube (reduction_block_turns.h index of cube m, or for m = 4
// the 4x4x4 reduction's turns(): reduction_moves.h) as the block turn of cube n.
int view_block_turn(const CubeView& v, int face, int depth, int power);

}  // namespace cube::reduction
