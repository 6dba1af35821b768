// The Megaminx solved step by step (puzzles/megaminx), as people solve it: the first
// layer and the second, block by block, then the last layer. Each step is a search
// (piece_search.h) that brings a few pieces home with the turns of a few faces:
// first each step gives up one face for good, so the pieces only that face touches
// come home and nothing solved moves (a face's turns touch no piece home by then);
// the last block and the last layer keep the solved pieces they move, as algorithms do.
#pragma once
#include <string>
#include <vector>

#include "puzzles/twisty/twisty_pieces.h"

namespace cube::twisty::megaminx_solver {

struct Step {
  std::string name;         // "First layer: the FL block"
  std::string explanation;  // what the step brings home
  std::vector<int> turns;   // indices into megaminx().turns
};

struct Solved {
  bool ok = false;
  std::vector<Step> steps;
  std::string error;
  uint64_t nodes = 0;
};

// Pieces read against the centres (read_pieces): the steps' face turns, which bring the
// pieces home, every face then one colour.
Solved solve(const Pieces& pieces);

// Builds every step's tables now (they are built on first use otherwise); milliseconds.
double prepare();
bool prepared();

}  // namespace cube::twisty::megaminx_solver
