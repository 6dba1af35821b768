// The big cubes' reduction solver (5x5x5-7x7x7). The 5x5x5: the five-phase reduction
// (five_phase_solver.h). The 6x6x6 and 7x7x7 reduce to a pseudo-5x5x5 (their inner
// 4x4x4 or 5x5x5 by that row's reduction, then ring 1's bars of centres) and are solved
// by the 5x5x5's solver through this same function (reduction_pseudo_solver.h), so their
// tables are the 5x5x5's (and the 6x6x6's the 4x4x4 row's too). Every turn is an outer
// or block turn: the length is in OBTM.
#pragma once
#include <string>

#include "solvers/reduction/reduction_bfs.h"
#include "solvers/solver.h"

namespace cube::reduction {

// stickers: a valid state of the n x n x n cube in face letters (validate's facelets).
// threads: the 5x5x5's search threads (the same solution on any number).
SolveResult solve_big(int n, const std::string& stickers, int threads = 1);

// Every table cube n solves with (the two-phase ones too) built or installed.
bool big_tables_built(int n);
// Builds what is not built yet; progress (0..1) rises with the entries filled (the
// 5x5x5: each phase's share of the build's time), which are nearly all of the time.
void build_big_tables(int n, const FillProgress& progress = {});

}  // namespace cube::reduction
