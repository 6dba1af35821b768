// IDA* towards one or several goals at once (the alternatives of a goal: the four
// slots of an xcross, the orientations of a colour-neutral cross), bounded by the
// largest distance in each goal's tables.
//
// Each problem is a goal model with its start as that model sees it (a rotation of the
// real start, see goal_rotation.h). Depth bounds grow from the smallest lower bound;
// at each bound every problem is searched, so the first solutions found are the
// shortest over all alternatives, and asking for more continues at the same and then
// greater lengths. Move sequences are canonical: no two turns of one face in a row
// unless the allowed turns need them (U1 U1 when U2 is not allowed), opposite faces
// in one order only; a solution never passes through its goal before its end.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "core/cubie.h"
#include "solvers/goal/goal_model.h"
#include "solvers/solver.h"

namespace cube::goal {

struct SearchProblem {
  CubieCube start;  // as the model sees it
  std::shared_ptr<const GoalModel> model;
  std::vector<std::shared_ptr<const Table>> tables;  // model->tables, built
  int rotation = 0;                                  // the model's view = rotations()[rotation] of the real cube
  int avoid_first_face = -1;                         // as the model sees it: no solution starts with this face
};

struct FoundPath {
  int problem = 0;
  std::vector<int> moves;  // turn indices on the real cube (rotated back)
};

struct SearchOutcome {
  enum class Outcome { Found, Unreachable, TooLong, Cancelled, TimedOut };
  Outcome outcome = Outcome::Unreachable;
  std::vector<FoundPath> paths;  // shortest first, distinct
  // Cancelled or out of time after some solutions were found (outcome Found): fewer
  // than wanted, but each is still shortest at its length.
  bool interrupted = false;
  bool timed_out = false;
  int lower_bound = -1;  // largest depth proven to have no solution, + 1
  uint64_t nodes = 0;
  // Unreachable: for each problem, a table whose distance is infinite (-1: none).
  std::vector<int> blocked_table;
};

SearchOutcome search(const std::vector<SearchProblem>& problems, int max_length, size_t want,
                     const SolveOptions& options);

// The lower bound of a start: the largest table distance (255 when unreachable).
int lower_bound(const SearchProblem& p, int* blocking_table = nullptr);

}  // namespace cube::goal
