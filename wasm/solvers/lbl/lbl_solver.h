// Layer by layer, the beginner's method as seed 001 lists it, with the first layer on D
// so the last-layer algorithms read as they are usually taught (seed 001 built from U
// down; the steps are the same):
//   1  Cross                 the four D edges, optimally (a complete distance table)
//   2  First layer           the four D corners, one stage each
//   3  Middle layer          the four E-slice edges, one stage each
//   4  Last layer: cross     U edges flipped so U shows a cross
//   5  Last layer: corners   U corners in place
//   6  Last layer: twists    U corners twisted U-up
//   7  Last layer: edges     U edges in place: solved
// Steps 2 and 3 take the pieces in the order that is cheapest at each point; each
// insertion is a shortest move sequence (any face turns) that solves the new piece and
// leaves everything solved before it solved at its end (iterative deepening with exact
// tables for the cross, the corners, the middle edges and corner-edge pairs as lower
// bounds). Of the shortest insertions of the last middle edge, the one that leaves the
// shortest last layer is taken. Steps 4-7 use well-known algorithms only
// (lbl_last_layer.h), each step its own (edge flips; A-perm, Niklas, T-perm; Sune and
// the other corner-twisting algorithms; U-, H- and Z-perms) and U turns, the fewest
// moves for the step, ties to the fewest for the steps after it; U turns merge inside
// a step. Stages never merge: the first-two-layer stages avoid starting on the face
// the stage before ended on; a last-layer step may (its goal is shown reached first).
#pragma once
#include <string>
#include <vector>

#include "core/cubie.h"
#include "solvers/solver.h"

namespace cube::lbl {

// Stages of a solution, in order: "Cross", four "First layer: ... corner", four
// "Middle layer: ... edge", "Last layer: cross", "Last layer: corners", "Last layer:
// twists", "Last layer: edges". Every solution has all 13 (some may be empty).
inline constexpr int kStageCount = 13;

// Solves a cube. BadInput when c is not solvable; NoSolution when options.max_length is
// set and the solution is longer; Cancelled when options.cancel is set (checked
// between stages).
SolveResult solve(const CubieCube& c, const SolveOptions& options = {});

// What each stage of a finished solution should have reached (for tests): the goal of
// stage i holds for cube c.
bool stage_goal_holds(const std::string& stage_name, const CubieCube& c);

// Builds the tables now (otherwise the first solve does); returns the build time in ms.
double prepare();

}  // namespace cube::lbl
