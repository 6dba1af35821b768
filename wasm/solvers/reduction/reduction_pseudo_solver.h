// The 6x6x6's and 7x7x7's path: the cube reduced to a pseudo-5x5x5
// (reduction_pseudo_five.h: layers 0 | 1 | middle | n-2 | n-1), then the 5x5x5's row:
//   0. ring 1's bars glued to the inner edges beside them (reduction_bar_glue.h), as far
//      as it pays: step 1 then makes each bar glued right one colour for free;
//   1. the inner cube (reduction_inner_cube.h: the 6x6x6's inner 4x4x4, the 7x7x7's
//      inner 5x5x5) reduced by its own row without its 3x3x3 stage: the pseudo-5x5x5's
//      centre blocks one colour and its middle edges whole, no parity;
//   2. ring 1's bars of centres each one colour (reduction_bars.h), the inner cube kept:
//      only those the glue left;
//   3. the pseudo-5x5x5 (its parity checked: none is expected) solved by the 5x5x5's
//      five phases (pseudo_five_budget) and its turns mapped back (R R, Rw Rw), all in
//      OBTM.
#pragma once
#include <string>
#include <vector>

#include "solvers/reduction/five_phase_solver.h"
#include "solvers/solver.h"

namespace cube::reduction {

// n 6 or 7: stickers a valid state in face letters; the tables built if need be.
// threads: the 5x5x5 row's search threads (the same solution on any number).
SolveResult solve_by_pseudo_five(int n, const std::string& stickers, int threads = 1);

// Step 3's budget: the 5x5x5's, a little cheaper (the 7x7x7 runs five phases twice).
FivePhaseBudget pseudo_five_budget(int threads = 1);

// The turns (BlockTurns indices of cube n) of steps 0, 1 and 2 from `stickers`, played
// on it; false (and *what, the part) when one found nothing or left no pseudo-5x5x5.
bool reduce_to_pseudo_five(int n, std::string& stickers, std::vector<int>* glue, std::vector<int>* inner,
                           std::vector<int>* bars, std::string* what);

// What the path makes on first use and no copy stores (the bars' commutator library:
// ~1.6 s of CPU natively), made now: with the tables, so no solve pays for it.
void make_unstored_pseudo_tables(int n);

// True when the pseudo-5x5x5's middle edges are an odd permutation against the
// corners' (cube n's stickers, is_pseudo_five): no 5x5x5 is so.
bool has_pseudo_five_parity(int n, const std::string& stickers);

}  // namespace cube::reduction
