// The n x n x n cubes (2 <= n <= 7) as one family of rows of the puzzle table: one
// model (core/: geometry, notation, validation), one row per size.
#pragma once
#include "puzzles/puzzle_entry.h"

namespace cube::puzzles {

// The WCA's random-move scramble length: 60, 80, 100 for the 5x5x5, 6x6x6, 7x7x7; 0
// for the smaller cubes (random-state scrambles).
int random_moves_of(int n);

// The row of the n x n x n cube; n from 2 to 7.
const PuzzleEntry& cube_entry(int n);

}  // namespace cube::puzzles
