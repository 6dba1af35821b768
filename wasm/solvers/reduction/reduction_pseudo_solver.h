// The 6x6x6's reduction to a pseudo-5x5x5 (reduction_pseudo_five.h), then the 5x5x5's:
//   1. the inner X-centres and one oblique orbit home in the big cubes' three centre
//      stages (reduction_big_centres.h: their axes, then home), the inner wings'
//      permutation made even on the way (then no pseudo-middle-edge flip parity); then
//      the other oblique orbit home by centre commutators (reduction_centre_cycles.h;
//      the outer X-centres left as they fall: they are the 5x5x5's X-centres);
//   2. each edge's inner wings paired by the edge pairing's first phase
//      (reduction_big_edges.h: it turns whole faces' centres only, so the centres stay);
//   3. the pseudo-middle-edges' permutation parity against the corners' fixed by a
//      swap that keeps the groups (pseudo_five_swap), when it is odd;
//   4. the pseudo-5x5x5 solved by the 5x5x5's row (solve_big(5, ...)) and its turns
//      mapped back (R R, Rw Rw), all in OBTM.
#pragma once
#include <string>
#include <vector>

#include "solvers/solver.h"

namespace cube::reduction {

// n = 6: stickers a valid state in face letters; the 5x5x5's tables built if need be.
SolveResult solve_by_pseudo_five(int n, const std::string& stickers);

// The turns (BlockTurns indices of cube n) of stages 1-3 (1 in two parts) from `stickers`, played on it;
// false (and *what, the stage) when one found nothing.
bool reduce_to_pseudo_five(int n, std::string& stickers, std::vector<int>* centres, std::vector<int>* cycles,
                           std::vector<int>* edges, std::vector<int>* parity, std::string* what);

// The swap of two pseudo-middle edges (UF and UB) that keeps every group one colour:
// the 4x4x4's r2 U2 r2 Uw2 r2 Uw2 on the 6x6x6 seen as a 4x4x4 (layers 0-1 | 2 | 3 |
// 4-5): r the third layer alone (3Rw2 Rw2), U two layers (Uw2), Uw three (3Uw2). It
// swaps two of that 4x4x4's edges whole (each with the obliques beside it) and moves
// its centres, the inner X-centres, among their own faces. (The reduced 6x6x6's dedge
// swap, widened from the 4x4x4's, split oblique pairs.) BlockTurns indices of cube n = 6.
std::vector<int> pseudo_five_swap(int n);

// True when the pseudo-5x5x5's middle edges (the inner wing pairs) are an odd
// permutation against the corners' (cube n's stickers, is_pseudo_five).
bool has_pseudo_five_parity(int n, const std::string& stickers);

}  // namespace cube::reduction
