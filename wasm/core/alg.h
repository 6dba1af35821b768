// Operations on move sequences: inverse, simplification, move counts.
#pragma once
#include <string_view>
#include <vector>

#include "move.h"

namespace cube {

std::vector<Move> invert(const std::vector<Move>& moves);

// Merges and cancels turns of one face, also across turns of the opposite face:
// R R -> R2, R R' -> nothing, U D U -> U2 D. Repeats until nothing changes.
std::vector<Move> simplify(const std::vector<Move>& moves);

struct MoveCounts {
  int htm = 0;  // half-turn metric: outer-layer turns (slices count 2), rotations 0
  int qtm = 0;  // quarter-turn metric: half turns count 2, slices count double
  int stm = 0;  // slice-turn metric: any layer turn 1, rotations 0
  int etm = 0;  // execution-turn metric: every move including rotations 1
};
MoveCounts count_moves(const std::vector<Move>& moves);

// The count a puzzle row's metric names: "htm", "qtm", "stm", "etm", or "obtm" (the big
// cubes' outer block turn metric: an outer block such as R, Rw or 3Rw counts 1, an inner
// block alone such as 2R or M counts 2, by the rule htm counts by); -1 for another name.
int count_in(const MoveCounts& counts, std::string_view metric);

}  // namespace cube
