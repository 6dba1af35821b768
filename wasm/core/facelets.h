// Facelet strings: 54 (3x3x3) or 24 (2x2x2) stickers in Kociemba's order U R F D L B.
// Any symbols are allowed here; moves only permute stickers.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "move.h"
#include "puzzle.h"

namespace cube {

std::string solved_facelets(Puzzle p);  // "UUUU...BBBB"

// Applies the moves in order. Returns -1, or the index of the first move that does
// not exist on this puzzle (then `facelets` is left as it was). A string whose
// length is not sticker_count(p) is left as it was too, and 0 is returned (-1 if
// there are no moves).
int apply_moves(Puzzle p, std::string& facelets, const std::vector<Move>& moves);

}  // namespace cube
