// A twisty puzzle's geometry for the views (puzzle_geometry.h), read from its sticker
// model: the outlines, each piece (a slot of an orbit) with a body from its stickers to
// the centre, and each turn axis (named by the corner its turns name) with the cuts
// its turns make.
#pragma once
#include "puzzles/puzzle_geometry.h"
#include "puzzles/twisty/twisty_puzzle.h"

namespace cube::twisty {

PuzzleGeometry twisty_geometry(const Puzzle& puzzle);

// The name of the axis a turn rotates about: Turn::axis_name, else the corner letter its
// name starts with ("u'" turns about U).
std::string axis_name(const Turn& turn);

// The geometry's axis a turn rotates about (its index), and the layers it moves.
struct TurnLayers {
  int axis = 0;
  std::vector<int> layers;
};
TurnLayers turn_layers(const PuzzleGeometry& geometry, const Turn& turn);

}  // namespace cube::twisty
