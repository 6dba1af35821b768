// One move of the notation: a face turn, a wide turn, a slice or a rotation.
#pragma once
#include <cstdint>
#include <string>

#include "face.h"
#include "puzzle.h"

namespace cube {

struct Move {
  enum class Kind : uint8_t { Face, Wide, Slice, Rotation };
  Kind kind = Kind::Face;
  // Face, Wide: one of "URFDLB"; Slice: 'M', 'E' or 'S'; Rotation: 'x', 'y' or 'z'.
  char family = 'U';
  // Quarter turns in the notation's own direction, 1, 2 or 3 (3 is the prime).
  uint8_t turns = 1;
  // Big cubes (SiGN / WCA prefixes). Face: 0 is the outer layer, d >= 2 the d-th layer
  // alone counted from that face ("2R", an inner slice). Wide: 0 is two layers, d >= 3
  // that many ("3Rw"). Kept canonical (never 1 for Face, never 1 or 2 for Wide), so
  // equal moves compare equal.
  uint8_t depth = 0;

  bool operator==(const Move&) const = default;
};

// Which layers a move turns, about which axis, by how many positive quarter turns.
// Layers are numbered 0..n-1 from the negative end of the axis; bit i of layer_mask
// set means layer i turns.
struct LayerTurn {
  Axis axis = Axis::X;
  uint8_t layer_mask = 0;
  uint8_t quarter_turns = 0;  // 1..3, positive direction (see face.h)
};

// The layer turn of a move on an n x n x n cube; false when the move does not exist
// there (M, E, S on the even cubes, "3Rw" below the 4x4x4, a layer beyond n).
bool layer_turn(const Move& m, int n, LayerTurn& out);

Move inverse(const Move& m);
// WCA/SiGN spelling: "R", "R'", "R2", "Rw", "M'", "x2", "2R", "3Rw'".
std::string to_string(const Move& m);

}  // namespace cube
