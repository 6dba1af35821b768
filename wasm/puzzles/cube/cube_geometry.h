// The n x n x n cube's geometry for the views (puzzle_geometry.h): its cubies as boxes,
// its stickers as the squares of their faces, the net as the WCA draws it (U above
// L F R B, D below), and the x, y, z axes with a cut between each two layers.
#pragma once
#include "puzzles/puzzle_geometry.h"

namespace cube::puzzles {

// n from 2 to 7. Units: neighbouring cubies are 2 apart, the cube spans -n..n.
PuzzleGeometry cube_geometry(int n);

}  // namespace cube::puzzles
