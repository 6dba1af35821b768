// Which piece a position shows, from the faces its stickers are coloured with.
// Internal to the core (cubie conversions and validation share it).
#pragma once
#include <cstdint>

namespace cube {

struct PieceReading {
  int piece = -1;       // Corner or Edge value; -1 when no real piece looks like this
  int orientation = 0;  // Kociemba's: where the piece's first sticker sits
};

// Faces (0..5, U R F D L B) seen at a corner position, in that position's facelet
// order (kCornerFacelets3 / kCornerFacelets2), or at an edge position.
PieceReading identify_corner(int a, int b, int c);
PieceReading identify_edge(int a, int b);

// The faces of a piece in its name's order: corner_face(URF, 1) == R.
int corner_face(int corner, int k);
int edge_face(int edge, int k);

inline bool opposite_faces(int a, int b) { return a != b && a % 3 == b % 3; }

}  // namespace cube
