// Iterative deepening over one space of fmc_space.h, with NISS: a solution is a pair
// (N, I) of moves on the normal side and on the inverse side, and it reaches the goal
// when I^-1 * c * N is there (the cube after the scramble's inverse-side moves undone,
// the scramble, then N). Normal: I empty; inverse: N empty; both: any pair, the
// shortest first.
//
// Normal and inverse searches prune with the exact distance (for DrScratch a lower
// bound) of the side being extended. A pair has no such bound before it switches
// sides, so "both" enumerates the shorter side whole and searches the longer side
// with the table: at total length D, normal prefixes of at most D/2 moves, each
// switched and finished on the inverse side, then inverse prefixes shorter than D/2
// finished on the normal side. Every pair is met once, and the cost is that of the
// prefixes, about 13^(D/2) cubes.
//
// Solutions that are a shorter one with moves added (the goal already reached before
// the last move of either side) are left out, as FMC players never write them.
#pragma once
#include <atomic>
#include <cstdint>
#include <vector>

#include "core/cubie.h"
#include "solvers/fmc/fmc_space.h"

namespace cube::fmc {

enum class Niss : uint8_t { Normal, Inverse, Both };

struct SearchLimits {
  int max_length = -1;  // -1: none (the search ends at the optimum, plus `within`)
  int count = 1;        // how many solutions at most
  int within = -1;      // >= 0: every solution up to the optimum + within (at most `count`)
  double time_ms = -1;
  const std::atomic<bool>* cancel = nullptr;
};

struct StepMoves {
  std::vector<int> normal;   // basic move indices (3 * face + turns - 1)
  std::vector<int> inverse;  // in the order they are played on the inverse
  int length() const { return static_cast<int>(normal.size() + inverse.size()); }
};

struct SearchOutcome {
  std::vector<StepMoves> solutions;  // shortest first
  uint64_t nodes = 0;
  bool stopped = false;  // cancelled or out of time
  bool cancelled = false;
};

// Searches from c with the moves of `tables` (in the search frame).
SearchOutcome search(const SpaceTables& tables, const CubieCube& c, Niss niss, const SearchLimits& limits);

// Whether a pair reaches the space's goal from c: I^-1 * c * N there.
bool reaches(const SpaceTables& tables, const CubieCube& c, const StepMoves& s);

}  // namespace cube::fmc
