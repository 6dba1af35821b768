// Kociemba's two-phase algorithm as in min2phase: phase 1 brings the cube into
// <U, D, R2, L2, F2, B2> (or the same group about another axis), phase 2 solves it
// there. Six searches run interleaved, by increasing phase-1 length: the cube seen
// along the U-D, R-L and F-B axes, and its inverse along the same three, so short
// solutions come early.
//
// Options (solver.h):
//   max_length      default 20; every valid cube has a solution of at most 20 moves,
//                   21 or more returns much faster.
//   time_ms         budget. When it ends before any solution within max_length is
//                   found, a longer solution is returned with timed_out set.
//   solutions       N distinct solutions, best first.
//   keep_searching  keep looking for shorter solutions until the budget ends
//                   (kDefaultEffortMs when there is no budget).
// max_nodes (solve's third argument, 0: none): a budget in search nodes, deterministic
// (the same solution on any machine, however loaded); as time_ms, it bounds the hunt
// for shorter solutions with keep_searching, else the search for one within max_length.
//   cancel          checked every few thousand nodes: status Cancelled.
//   progress        called at each new phase-1 depth and every ~50 ms.
// The stages of a solution are its phase-1 and phase-2 parts.
#pragma once
#include <cstdint>
#include <memory>
#include <string>

#include "core/cubie.h"
#include "solvers/solver.h"
#include "solvers/twophase/twophase_tables.h"

namespace cube::twophase {

inline constexpr int kDefaultMaxLength = 20;
inline constexpr double kDefaultEffortMs = 1000;

// Empty when c is a solvable cube, else what is wrong ("corner permutation has a
// repeated corner", "edge flip", "parity", ...). Never trusts the values' ranges.
std::string check_cubie(const CubieCube& c);

// A reusable search (scratch state for one thread). The tables must outlive it.
class Searcher {
 public:
  explicit Searcher(std::shared_ptr<const Tables> tables);
  ~Searcher();
  Searcher(const Searcher&) = delete;
  Searcher& operator=(const Searcher&) = delete;

  SolveResult solve(const CubieCube& c, const SolveOptions& options = {}, uint64_t max_nodes = 0);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// One-shot solve with the default tables (built on first use).
SolveResult solve(const CubieCube& c, const SolveOptions& options = {}, uint64_t max_nodes = 0);

}  // namespace cube::twophase
