// The Skewb as a twisty puzzle (puzzles/twisty): 30 stickers, WCA notation.
//
// Sticker order (docs/ARCHITECTURE.md, "Facelet strings"): the faces U R F D L B as in
// the 3x3x3's facelet string and seen on the same net, 5 stickers each: top-left corner,
// top-right corner, centre, bottom-left corner, bottom-right corner. Face letters
// U R F D L B, or the WCA colours W R G Y O B.
//
// Turns (WCA Regulations 12h, as assumed here: the corner each letter turns): R the
// down-right-back corner, U the up-left-back, L the down-left-front, B the
// down-left-back; each the half of the puzzle around that corner, 120 degrees clockwise
// seen looking at the corner; ' the other way. The up-front-right corner never moves.
#pragma once
#include "puzzles/twisty/twisty_puzzle.h"

namespace cube::twisty {

const Puzzle& skewb();

}  // namespace cube::twisty
