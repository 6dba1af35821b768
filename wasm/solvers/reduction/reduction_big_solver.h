// The big cubes' reduction solver (5x5x5-7x7x7). The 5x5x5: the five-phase reduction
// (five_phase_solver.h). The 6x6x6 reduces to a pseudo-5x5x5 and is solved by the
// 5x5x5's solver through this same function (reduction_pseudo_solver.h), so its tables
// include the 5x5x5's. The 7x7x7: the centres in three stages over two centre orbits
// (reduction_big_centres.h), which also leave each wing orbit's permutation even; the
// other orbits by centre commutators (reduction_centre_cycles.h); the edges paired by a
// beam search (reduction_big_edges.h); and the reduced cube solved as a 3x3x3 by the
// two-phase solver. Every turn is an outer or block turn: the length is in OBTM.
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
// What the byte format does not store (reduction_big_table_file.h): the centre
// commutators, made now if need be.
void make_unstored_big_tables(int n);

}  // namespace cube::reduction
