// A twisty puzzle's row of the puzzle table (puzzles/pyraminx, skewb, megaminx): its
// notation, state, validation and scramble all come from its sticker model
// (twisty_puzzle.h), built on the row's first use, not with the table: the Megaminx's
// model is ~8 M instructions to derive (its turns found geometrically), which a page
// showing a 3x3x3 would otherwise pay at every load, in each of its workers.
#pragma once
#include "puzzles/puzzle_entry.h"
#include "puzzles/twisty/twisty_puzzle.h"

namespace cube::twisty {

// info.view and metrics are filled in here; the row gives its names and what the
// table reads without the model: state_length, scramble_kind and notation (the
// PuzzleTable tests check them against the model).
PuzzleEntry twisty_entry(const Puzzle& (*model)(), PuzzleInfo info);

}  // namespace cube::twisty
