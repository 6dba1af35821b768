// The 8-puzzle solver: optimal solutions from any start to any goal by walking down the
// goal's distance table (sliding_table.h), every optimal solution or their count on
// request, and the parity rule as the error for pairs no slides can join.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/8puzzle/sliding_board.h"
#include "solvers/solver.h"

namespace cube::sliding {

struct SlidingRequest {
  int solutions = 1;         // optimal solutions wanted
  bool all_optimal = false;  // every one (at most kMaxSlidingSolutions)
  bool count = false;        // count every optimal solution (optimal_count)
  int max_length = -1;       // -1: none
};
inline constexpr size_t kMaxSlidingSolutions = 100000;

struct SlidingResult {
  SolveResult::Status status = SolveResult::Status::NoSolution;
  std::string message;                        // what is wrong, or why no solution
  Message text;                               // `message` as a code
  std::vector<std::vector<Slide>> solutions;  // optimal, in slide order U D L R first
  int length = -1;
  uint64_t optimal_count = 0;  // with request.count
  double ms = 0;
};

SlidingResult solve(const Board& start, const Board& goal, const SlidingRequest& request = {});
// Text as typed ("1 3 0 4 2 7 8 5 6"); an empty goal is 1 2 3 / 4 5 6 / 7 8 0.
SlidingResult solve(std::string_view start, std::string_view goal = "", const SlidingRequest& request = {});

// Optimal number of slides, -1 when unsolvable.
int optimal_length(const Board& start, const Board& goal = default_goal());

}  // namespace cube::sliding
