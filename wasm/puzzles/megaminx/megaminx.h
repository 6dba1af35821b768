// The Megaminx as a twisty puzzle (puzzles/twisty): a dodecahedron, 12 faces of 11
// stickers, the face names cubing.js and Twizzle use, the WCA's colours and notation.
//
// Faces, in sticker order: U F R L BL BR, then their opposites D B DL DR FR FL (face i
// and face i + 6 are opposite). U is on top; F, R, BR, BL, L ring it, counter-clockwise
// seen from below (clockwise from above, F in front); FR, DR, B, DL, FL ring D, each
// between the two upper faces its name does not contradict (FR between F and R).
// Colours (the WCA's, as TNoodle draws them) are the sticker letters, the Megaminx
// having no one-letter face names: U W white, F G green, R R red, L P purple, BL Y
// yellow, BR B blue, D A grey, B L lime, DL O orange, DR K pink, FR C cream, FL S sky.
//
// Each face's 11 stickers: its centre, then corner, edge, corner, ... counter-clockwise
// seen from outside, starting with the corner at the right-hand end (seen from outside)
// of the edge it shares with the middle of its flower on the net: U with F, the faces
// around U with U, D with B, the faces around D with D. The net is two flowers, U's
// (F below it) and D's to its right (B above it), as TNoodle draws a scramble.
//
// Turns: each face 72 degrees clockwise seen looking at it (U), 144 (U2), and back (U',
// U2'); R++ and R-- turn everything but the L face's layer 144 degrees clockwise (or
// counter-clockwise) seen from DR, the face opposite L; D++ and D-- everything but the U
// layer, seen from D (WCA Regulations 12d; TNoodle's MegaminxPuzzle; cubing.js maps
// R++ to the L axis' layers 2-3 turned -2 fifths, the same turn).
#pragma once
#include "puzzles/twisty/twisty_puzzle.h"

namespace cube::twisty {

const Puzzle& megaminx();

// The face names in sticker order ("U" ... "FL").
const std::vector<std::string>& megaminx_faces();

}  // namespace cube::twisty
