// A twisty puzzle's row of the puzzle table (puzzles/pyraminx, puzzles/skewb): its
// notation, state, validation and random-state scramble all come from its sticker model
// (twisty_puzzle.h); `info` adds its names and the facts only the row knows.
#pragma once
#include "puzzles/puzzle_entry.h"
#include "puzzles/twisty/twisty_puzzle.h"

namespace cube::twisty {

// info.view, state_length, scramble_kind, notation and metrics are filled in here.
PuzzleEntry twisty_entry(const Puzzle& puzzle, PuzzleInfo info);

}  // namespace cube::twisty
