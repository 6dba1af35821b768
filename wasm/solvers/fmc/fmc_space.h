// The coordinate spaces the fewest-moves steps search, each in one frame: the
// Thistlethwaite frame of solvers/thistlethwaite (EO about U-D, DR about R-L), whose
// coordinates and move tables they reuse. A step on another axis is searched on the
// cube held so that its axis is this one (fmc_frame.h).
//
//   space      coordinate                              moves (before a move set)
//   EO         2,048 edge flips about U-D               all 18
//   DrFromEo   2,187 twists x 495 M-slice sets          no U/D quarter turns (EO kept)
//   DrScratch  twists x M-slice, flips x M-slice        all 18 (two tables, max of both)
//   Htr        420 corner cosets x 70 edge splits       U2 D2 L R F2 B2 (DR kept)
//   Finish     663,552 half-turn states                 the six half turns
//
// Each table is every coordinate's exact distance to the goal with the space's moves
// (a breadth-first search backwards from the goal, so a move set that is not closed
// under inverses still gives true distances), 255 when the goal cannot be reached.
// DrScratch's two tables are distances of projections: their maximum is a lower
// bound, not the distance (its search is still optimal, only slower).
#pragma once
#include <cstdint>
#include <vector>

#include "core/cubie.h"

namespace cube::fmc {

enum class Space : uint8_t { EO, DrFromEo, DrScratch, Htr, Finish };
inline constexpr uint8_t kUnreachable = 255;

// The space's own moves as bits of the 18 basic moves (3 * face + turns - 1).
uint32_t space_moves(Space s);

struct SpaceTables {
  Space space = Space::EO;
  uint32_t moves = 0;              // the moves the tables were built with
  const uint8_t* dist = nullptr;   // main table
  const uint8_t* dist2 = nullptr;  // DrScratch: flips x M-slice
  // A lower bound of the moves to the goal (exact but for DrScratch); kUnreachable when
  // the goal cannot be reached or the cube is not in the space's start group.
  int estimate(const CubieCube& c) const;
  bool at_goal(const CubieCube& c) const { return estimate(c) == 0; }
};

// The tables of a space for a move set (bits, inside space_moves), built on first use
// and kept (thread-safe). The space's own move set reuses the Thistlethwaite tables.
const SpaceTables& space_tables(Space s, uint32_t moves);

// Builds the tables of every space's own move set; returns the time taken in ms.
double prepare_spaces();
bool spaces_ready();

}  // namespace cube::fmc
