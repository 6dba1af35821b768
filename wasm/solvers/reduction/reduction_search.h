// The phased search that reduces a 4x4x4 to a 3x3x3 with no parity left:
//   1. the U and D centres onto the U-D axis (every turn);
//   2. the R and L centres onto the R-L axis, the wings' permutation even, and the
//      wings split so that each edge has one wing in class A with an even number away
//      from home (reduction_wings.h), with outer turns, Uw, Dw and wide half turns; the
//      split is not in the table: solutions are tried until one has it;
//   3. every centre home and every edge paired, with outer turns and wide half turns:
//      a beam search (2,400 states a level) scored by the centre table with its parity
//      bit and the pair table over two partitions of the edges into three groups of
//      four, an exact search finishing it once the bound is small. The measures miss
//      some near-goal states; a beam that stops improving gives up, and when every
//      candidate's did (about one solve in ten), the best state it saw with the centres
//      solved is paired greedily (reduction_edges.h), longer and with a parity maybe.
// Phase-1 and phase-2 solutions are kept in the order of their length plus the next
// phase's bound (as cs0x7f's TPR-4x4x4-Solver does, with its exact tables instead of
// the beam); phase 3 tries the candidates best first and the first that completes
// wins. Node budgets (phase 2's, and phases 2 and 3 together: 3 M, ~0.3 s natively)
// bound a solve's time; past them, the greedy way out.
#pragma once
#include <string>
#include <vector>

namespace cube::reduction {

struct Reduction {
  std::vector<int> centres;  // phases 1 and 2 (reduction_moves.h indices)
  std::vector<int> pairing;  // phase 3
};

// stickers: a valid 96-sticker state in face letters.
Reduction reduce(const std::string& stickers);

bool search_tables_built();
void build_search_tables();
size_t search_table_bytes();

}  // namespace cube::reduction
