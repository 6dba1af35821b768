// Step 1 of the 6x6x6's and 7x7x7's path (reduction_pseudo_solver.h): the inner cube
// (reduction_cube_view.h: the 6x6x6's inner 4x4x4, the 7x7x7's inner 5x5x5) reduced by
// that size's own row without its 3x3x3 stage: the 4x4x4's centres and pairing phases
// (reduction_solver.h's reduce_to_three, a parity it left fixed), the 5x5x5's five-phase
// phases 1-5 (five_phase_solver.h's reduce_five_phase). Its turns map back layer group
// by group (the view's R is cube n's Rw, its Rw cube n's 3Rw). After it the inner
// centres are home and the inner edges whole: the pseudo-5x5x5's (reduction_pseudo_five.h)
// centre blocks and middle edges, with no parity (the inner edges' permutation even
// against the corners', their flips even).
#pragma once
#include <string>
#include <vector>

#include "solvers/reduction/five_phase_solver.h"

namespace cube::reduction {

// The five-phase budget of the 7x7x7's inner 5x5x5: smaller than a 5x5x5 solve's (the
// 7x7x7 runs the five phases twice, within 2 s in Chromium).
FivePhaseBudget inner_five_budget();

// n 6 or 7, stickers a valid state in face letters; the row's tables built if need be.
// The first of inner_cube_reductions: appends its turns (BlockTurns indices of cube n)
// to *out and plays them on stickers;
// false (and *what = "inner_cube", internal_bug's code) when the row found nothing.
bool reduce_inner_cube(int n, std::string& stickers, std::vector<int>* out, std::string* what);

// Every reduction of the inner cube the row found (the 4x4x4's search hands on several
// of one length: each with its parity fix; the five-phase one), the shortest first, as
// turns of cube n; none when it found nothing.
std::vector<std::vector<int>> inner_cube_reductions(int n, const std::string& stickers);

// True when cube n's inner cube is reduced: its centres home, its edges whole, and as a
// 3x3x3 solvable (no parity).
bool inner_cube_reduced(int n, const std::string& stickers);

}  // namespace cube::reduction
