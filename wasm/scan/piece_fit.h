// The piece structure of the scan: of all valid cubes, the one whose stickers the
// measured colours make most likely. Every corner and edge position gets a distinct
// real piece in a real orientation (a min-cost assignment), the twists and flips sum
// as a reachable cube's do (an exact dynamic programme over the orientations), and
// the corner and edge permutations have the same parity (the best assignment, or one
// swap away from it, of either kind of piece). Counts of nine (four) per colour follow.
#pragma once
#include <array>
#include <vector>

#include "core/puzzle.h"

namespace cube::scan {

inline constexpr int kColours = 6;

// cost[i * kColours + k]: minus the log-likelihood that sticker i has colour class k.
struct PieceFit {
  std::vector<int> face;  // per sticker, the face (0..5, U R F D L B) its colour belongs to
  double cost = 0;        // the sum of the chosen stickers' costs
};

// class_of_face[f]: the colour class showing face f's colour. 3x3x3: the class of
// face f's centre (which the fit keeps). 2x2x2: a guess the caller varies.
PieceFit fit_pieces(Puzzle p, const std::vector<double>& cost, const std::array<int, kColours>& class_of_face);

}  // namespace cube::scan
