// The phased search that reduces a 4x4x4 to a 3x3x3 with no parity left:
//   1. the U and D centres onto the U-D axis (every turn);
//   2. the R and L centres onto the R-L axis, the wings' permutation even, and the
//      wings split so that each edge has one wing in class A with an even number away
//      from home (reduction_wings.h), with outer turns, Uw, Dw and wide half turns; the
//      split is not in the table: solutions are tried until one has it;
//   3. every centre home and every edge paired, with outer turns and wide half turns:
//      an IDA* over the exact pairing table (reduction_pair_exact.h) and the finish
//      centre table from the best phase-2 candidate, as cs0x7f's TPR-4x4x4-Solver
//      does: without Dw2, Lw2, Bw2 and to the centres solved up to a whole-cube half
//      turn, the path then turned back; several solutions of its shortest total are
//      kept (the solver finishes each and keeps the shortest). Within 3 M nodes (~0.25 s
//      natively) for 90 solves of 100; for the others, a beam search (2,400 states a
//      level) scored by the centre table with its parity bit, the exact table and the
//      pair table over two partitions of the edges into three groups of four, an exact
//      search finishing it once the bound is within the exact table's depth. A beam
//      that stops improving gives up, and when every candidate's did, the best state
//      it saw with the centres solved is paired greedily (reduction_edges.h), longer and
//      with a parity maybe.
// Phase-1 and phase-2 solutions are kept in the order of their length plus the next
// phase's bound (as TPR-4x4x4-Solver does). Node budgets (phase 2's, the exact
// search's, and the beams') bound a solve's time without a clock. Under a
// SearchPoolScope of two threads or more, the beams run beside the exact search (a copy
// of the search, stopped when the exact search succeeds): the same reductions, in the
// time of the longer of the two where one thread takes both.
#pragma once
#include <string>
#include <vector>

namespace cube::reduction {

struct Reduction {
  std::vector<int> centres;  // phases 1 and 2 (reduction_moves.h indices)
  std::vector<int> pairing;  // phase 3
};

// stickers: a valid 96-sticker state in face letters. One reduction or more (as long
// as one another: the exact phase 3's several of its shortest total).
std::vector<Reduction> reduce(const std::string& stickers);

bool search_tables_built();
void build_search_tables();
size_t search_table_bytes();

}  // namespace cube::reduction
