// The Pyraminx as a twisty puzzle (puzzles/twisty): 36 stickers, WCA notation.
//
// Sticker order (docs/ARCHITECTURE.md, "Facelet strings"): the faces F L R D, 9
// stickers each, each face read from its apex corner row by row (1, 3, 5 stickers),
// every row left to right as seen from outside with the apex on top. F, L and R have
// the apex U (F: L bottom left, R bottom right; L: B then L; R: R then B); D has the
// apex B (then R, then L, seen from below). Face letters F L R D, or the WCA colours
// G R B Y (green front, red left, blue right, yellow down).
//
// Turns (WCA Regulations 12g): U L R B turn the two layers of that corner (tip, centre
// and three edges) 120 degrees clockwise seen looking at the corner; u l r b the tip
// alone; ' the other way.
#pragma once
#include "puzzles/twisty/twisty_puzzle.h"

namespace cube::twisty {

const Puzzle& pyraminx();

}  // namespace cube::twisty
