// The Square-1's two-phase solver in the twist metric (slashes counted, turns free), as
// in Chen Shuang's sq12phase (csTimer, TNoodle): phase 1 brings the shape to a cube by
// the exact slash distance of the 3678 slashable shapes (sq1_shapes.h); phase 2 solves
// the square-square group by pruning tables over corners and edges (sq1_square.h).
// Totals are tried in increasing order over every split between the phases, so the
// first solution found is the shortest such pair; a time budget bounds that search
// (the first solution, found at once, is kept when it ends).
#pragma once
#include <atomic>
#include <cstdint>
#include <vector>

#include "puzzles/sq1/sq1_model.h"
#include "puzzles/sq1/sq1_notation.h"

namespace cube::sq1 {

struct Sq1Solve {
  bool ok = false;
  std::vector<Sq1Move> moves;  // from the start to solved, the last turn included
  int slashes = 0;
  int phase1_slashes = 0;  // the first phase1_slashes slashes reach the cube shape
  uint64_t nodes = 0;
  bool timed_out = false;  // the budget ended before every shorter total was tried
  bool cancelled = false;
};

// time_ms < 0: no budget. longer_phase1: how many slashes more than the shortest the
// first phase may take (-1: as many as can still shorten the solution). max_nodes > 0:
// the search for shorter ones stops after that many nodes, on any machine alike (the
// scrambles are reproducible from their seed).
Sq1Solve solve_twophase(const Sq1& start, double time_ms = -1, const std::atomic<bool>* cancel = nullptr,
                        int longer_phase1 = -1, uint64_t max_nodes = 0);

// The moves whose turns are (top, bottom) before each slash and `last` after them, with
// the final turn that solves the state computed by replaying them; the two layers' turns
// kept in 0..11 until written.
std::vector<Sq1Move> moves_to_solved(const Sq1& start, const std::vector<std::pair<int, int>>& turns_before_slashes);

}  // namespace cube::sq1
