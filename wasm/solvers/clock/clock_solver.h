// The Rubik's Clock solved optimally in the WCA's move count (each dial turn one move;
// y2 and pins free).
//
// A WCA move is one of 18: a pin set of the 9 (UR ... ALL) turned on the front, or on
// the back after y2, by 0-11 hours. Moves add hours to dials, so they commute and a
// solution is an amount a_m in Z12 for each of the 18 (its length: the nonzero ones).
// The 14 free dials (front 9, back edges and centre 5; the back corners are the front's
// wheels) are a Z12-linear function of the amounts: 14 equations, 18 unknowns. The front
// pin sets act on the front dials alone by a matrix of determinant 1, and 5 of the back
// pin sets act on the back's 5 free dials by a matrix of determinant -1: both invertible
// mod 12. So for each of the 12^4 = 20,736 choices of the other 4 back amounts there is
// exactly one solution, and every solution is one of these. The solver examines all of
// them: the shortest is optimal, and the examination is the proof.
#pragma once
#include <cstdint>
#include <vector>

#include "puzzles/clock/clock_model.h"
#include "puzzles/clock/clock_notation.h"

namespace cube::clock {

inline constexpr int kMoves = 18;  // 0-8: front pin sets, 9-17: the same after y2

struct ClockSolution {
  std::vector<int> amounts;      // kMoves amounts in 0..11
  std::vector<ClockMove> moves;  // front turns, y2 when the back turns, back turns
  int length = 0;                // nonzero amounts
  int hours = 0;                 // hours turned, each turn the short way (at most 6)
};

struct ClockSolve {
  std::vector<ClockSolution> solutions;  // optimal ones, best first (fewest hours, then fewest back turns)
  int optimal_count = 0;                 // how many optimal solutions there are in all
  uint64_t examined = 0;                 // solutions examined: every one (20,736)
};

// Up to `wanted` optimal solutions of the state (pins ignored).
ClockSolve solve(const Clock& c, int wanted = 1);
// The moves of 18 amounts, as solutions are written.
std::vector<ClockMove> moves_of(const std::vector<int>& amounts);

}  // namespace cube::clock
