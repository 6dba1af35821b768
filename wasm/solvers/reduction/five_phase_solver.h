// The 5x5x5's five-phase reduction (after cs0x7f's cube555): phase 1 one axis's centres
// onto it (five_phase_1.h), phase 2 the other centres split by axis and the wing parity
// even (five_phase_2.h), phases 3-5 the edges paired and the centres home
// (five_phase_3.h..five_phase_5.h), then the reduced cube as a 3x3x3
// (reduction_three_stage.h). Each phase hands many of its shortest solutions on, ordered
// by the turns spent so far plus the next phase's bound (five_phase_search.h), so a
// phase's longer solution that leaves the next one short survives. Every budget is a
// node count: a state's solution is the same on any machine.
#pragma once
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "solvers/reduction/five_phase_1.h"
#include "solvers/reduction/five_phase_2.h"
#include "solvers/reduction/five_phase_3.h"
#include "solvers/reduction/five_phase_3a_joint.h"
#include "solvers/reduction/five_phase_4.h"
#include "solvers/reduction/five_phase_5.h"
#include "solvers/reduction/reduction_bfs.h"
#include "solvers/solver.h"

namespace cube::reduction {

// Phases 1 and 2's tables and phase 3a's joint one (phases 3-5 keep theirs:
// five_phase_3.h ... _5.h).
struct FivePhaseTables {
  PhaseOneTables one;
  PhaseTwoTables two;
  PhaseThreeAJoint three_a;
  size_t bytes() const;
  // Every distance table by its name in the byte format (reduction_big_table_file.h):
  // all that is stored; the rest (move tables, symmetry classes) is made in ~1 s.
  std::vector<std::pair<std::string, const std::vector<uint8_t>*>> distance_tables() const;
  std::vector<std::pair<std::string, std::vector<uint8_t>*>> distance_tables_to_fill();
};

// Built on first use (progress: the share of the entries filled), or installed.
const FivePhaseTables& five_phase_tables(const FillProgress& progress = {});
bool five_phase_tables_built();
std::unique_ptr<FivePhaseTables> unfilled_five_phase_tables();
void install_five_phase_tables(std::unique_ptr<FivePhaseTables> tables);

// Every phase's tables (1-5) built, or built now (progress: the share of the time).
bool every_five_phase_table_built();
void build_every_five_phase_table(const FillProgress& progress = {});

// A state part-way, with the turns (BlockTurns indices of the 5x5x5) that led there.
// A state part-way, with the turns (BlockTurns indices of the 5x5x5) that led there. From
// phase 3 on the cube may be seen turned whole (five_phase_1.h's AxisView `view`: its
// R-L or F-B axis as U-D), its stickers and all its turns so: phases 3-5 work on one
// axis, and each phase-2 end is tried with each axis as theirs.
struct PhaseState {
  std::string stickers;
  std::vector<int> turns;
  std::vector<int> ends;  // how many of the turns each phase so far ended after
  int view = 0;
};

// Each state seen from each of the three views (its stickers and turns rotated).
std::vector<PhaseState> in_every_view(const std::vector<PhaseState>& states);

// How many solutions each phase hands on, how much longer than its shortest (turns
// spent so far included) they may be, and its node budget; phase 3 is two searches
// (3a, 3b), the last entry phase 3b's.
struct FivePhaseBudget {
  // Phase 4 hands on 100: with its edge tables its second pass finds up to 500 within one
  // turn, and phase 5 (from every start it is handed) then ran out of its 50 M on 1 of 40
  // states (docs/BENCHMARKS.md, branch p4j).
  size_t keep[6] = {100, 500, 500, 100, 1, 500};
  int slack[6] = {1, 1, 1, 1, 0, 1};
  // Phases 3a and 4 need up to ~50 M nodes on some states (their bounds: p345's).
  uint64_t nodes[6] = {5'000'000, 3'000'000, 50'000'000, 50'000'000, 50'000'000, 5'000'000};
  // Of those, what the search for the rest of the `keep` (past the shortest) may spend:
  // for 3a and 4 that search ran to the whole 50 M (4 s of CPU each a solve) for ~1 turn
  // in all; 2 M each: 77.6 -> ~79 turns, ~8 -> ~1.8 s of CPU (docs/BENCHMARKS.md).
  uint64_t more_nodes[6] = {5'000'000, 3'000'000, 2'000'000, 2'000'000, 50'000'000, 5'000'000};
  // Phase 3a searches from this many of the phase-2 ends (in every view) only, the
  // fewest turns spent plus its bound first (0: all).
  size_t phase3_starts = 100;
  size_t phase4_starts = 50;  // phase 4's, the same way (all 500: ~20% more nodes, no shorter)
  // Threads each search runs (PhaseLimits::threads): the same solution on any number.
  int threads = 1;
  // Per phase (as keep): its starts searched first turn by first turn in turn
  // (PhaseLimits::interleave). Phase 1's three axes are: on a 7x7x7's inner 5x5x5 one
  // axis took 6 M nodes at depth 11 before another's 1 M found a solution (the retry's
  // 4x budget: 3.7 s of CPU); interleaved, 30 random 7x7x7s' slowest inner 5x5x5 4.4 ->
  // 2.4 s and 214.10 -> 212.07 turns. Phase 5's up to 100 starts are too (it wants one
  // solution, the shortest total): its slowest on 100 7x7x7s 35 M -> 27 M nodes, the
  // slowest solve 5.5 -> 3.5 s of CPU. Phases 2-4 keep many solutions: not (all
  // interleaved, the pseudo-5x5x5 was ~25% dearer). docs/BENCHMARKS.md.
  bool interleave[6] = {true, false, false, false, true, false};
};

// Where a solve spent its work, for the benches: per step (phases 1-2 together, 3a, 3b,
// 4, 5, the 3x3x3) the CPU seconds, the nodes searched and the states handed on.
struct FivePhaseStats {
  static constexpr int kSteps = 6;
  double cpu[kSteps] = {};
  uint64_t nodes[kSteps] = {};
  size_t handed[kSteps] = {};
};

// The whole solve of a valid 5x5x5 state (face letters): phases 1-2, each end from
// every axis, phase 3 (in two: five_phase_3.h), phases 4-5, the 3x3x3
// (solve_from_phase_four). Phase 3a, 4 or 5 finding nothing within its budget (phase 4
// on 2 random states in 100) searches again for its shortest only, with 4 times the
// nodes (seconds more, still the same on any machine); phases 1-2 again with 4 times
// theirs. stats (if any): where the work went.
SolveResult solve_five_phase(const std::string& stickers, const FivePhaseBudget& budget = {},
                             FivePhaseStats* stats = nullptr);

// Phases 1-5 only, no 3x3x3 (the 7x7x7's inner 5x5x5: reduction_inner_cube.h): the
// turns (BlockTurns indices of the 5x5x5, as the cube is held) that reduce it, centres
// home and edges paired; false and *message when a phase found nothing.
bool reduce_five_phase(const std::string& stickers, const FivePhaseBudget& budget, std::vector<int>* turns,
                       std::string* message, FivePhaseStats* stats = nullptr);

// From states in phase 4's group (with the turns that led there from a start and where
// their phases ended): phases 4 and 5, then the reduced cube as a 3x3x3 for each phase-5
// end kept; the shortest whole solution, in stages (one a phase that ran, and the 3x3x3).
SolveResult solve_from_phase_four(const std::vector<PhaseState>& states, const FivePhaseBudget& budget = {},
                                  FivePhaseStats* stats = nullptr);

// Phases 1 and 2 from a valid 5x5x5 state (face letters): up to budget.keep[1] states in
// phase 3's group, the fewest turns first; empty when a budget ran out before any.
// nodes (if any): [0] and [1] grow by the nodes phases 1 and 2 searched.
std::vector<PhaseState> first_two_phases(const std::string& stickers, const FivePhaseBudget& budget = {},
                                         uint64_t* nodes = nullptr);

}  // namespace cube::reduction
