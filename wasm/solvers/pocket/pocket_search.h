// Shortest paths between physical 2x2x2 cubes for any set of face turns and any set of
// goal cubes: the engine behind restricted move sets and sticker-pattern goals.
//
// Why breadth-first from both ends for these: the full table (distances in <U,R,F> up
// to whole-cube orientation) is a lower bound for any subset of the 18 turns -- fewer
// turns never make a path shorter -- so it is an admissible IDA* heuristic, and
// pocket_ida.h uses it when the set holds all turns of three faces around a corner,
// where it is also tight. Elsewhere it is weak exactly where restricted sets matter:
// <R,U> or <U,D,R,L> distances run far beyond the table's, and IDA* would re-expand
// huge trees. Breadth-first search from the start and, backwards, from all goal cubes
// at once, always growing the smaller frontier, needs no heuristic, is optimal by
// construction and meets after about half the depth on each side; small groups
// (<R,U>: 29,160 states) are simply exhausted. When a pattern matches too many cubes
// to list, only the start side grows and each new cube is checked against the pattern
// (such goals are close). All optimal solutions come from the two distance maps: a
// depth-first walk that only steps to cubes one closer to the goal.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/cubie.h"
#include "solvers/pocket/pocket_goal.h"
#include "solvers/pocket/pocket_moves.h"
#include "solvers/solver.h"

namespace cube::pocket {

struct SearchProblem {
  CornerCube start;
  std::vector<CornerCube> goals;  // the goal cubes; or empty: match `pattern`
  const GoalPattern* pattern = nullptr;
  std::vector<int> moves;       // turn indices the search steps with
  Metric metric = Metric::HTM;  // QTM: R R stands for a half turn, never R' R' too
  int max_length = -1;          // -1: none
  size_t want = 1;              // optimal solutions to collect
  bool count = false;           // also count every optimal solution (up to count_cap)
  uint64_t count_cap = 100'000'000;
  size_t max_states = 12'000'000;  // both sides together; beyond: give up
};

struct SearchResult {
  enum class Outcome { Found, Unreachable, TooLong, StateLimit, Cancelled, TimedOut };
  Outcome outcome = Outcome::Unreachable;
  int length = -1;
  std::vector<std::vector<int>> paths;  // turn indices, in the order found
  uint64_t count = 0;                   // with `count`: every optimal solution
  bool count_complete = true;
  uint64_t nodes = 0;  // states generated
  size_t states = 0;   // states stored
};

SearchResult find_paths(const SearchProblem& problem, const SolveOptions& options);

}  // namespace cube::pocket
