// Thistlethwaite's algorithm (T45): four phases G0 -> G1 -> G2 -> G3 -> solved, each
// solved optimally inside the group it starts from, with that phase's moves, by
// walking its complete distance table (thistle_tables.h). Groups and axis convention:
// thistle_coords.h. At most 7 + 10 + 13 + 15 = 45 moves.
//
// Of the many optimal ways through phases 1-3 the solver takes one that leaves the
// next phase shortest: it lists the optimal move sequences of the phase (only
// sequences that keep the distance falling; turns of opposite faces in one order) and
// scores each end state by the next phase's table. Phase 4 takes any optimal path.
//
// Every solution has four stages, one per phase, in order; a stage is empty when the
// cube already was in that phase's goal group. Phase boundaries stay where the goals
// are reached: when the turns on one axis at the end of a phase and the start of the
// next would merge (R then R2 -> R'), the merged turns are counted in the earlier phase
// (its goal still holds after them, because the absorbed turns belong to the next
// phase's group) and the next phase begins after them. With the look-ahead above this
// practically never happens; the code is there so the output never holds "R R2".
#pragma once
#include <string>
#include <vector>

#include "core/cubie.h"
#include "solvers/solver.h"

namespace cube::thistlethwaite {

inline constexpr int kPhases = 4;
inline constexpr int kMaxLength = 45;

struct PhaseText {
  const char* name;         // "Phase 1: orient edges"
  const char* explanation;  // one line
};
extern const PhaseText kPhaseText[kPhases];

// Solves a cube. Status BadInput when c is not a solvable cube; NoSolution when
// options.max_length is set and the solution is longer; Cancelled when options.cancel
// is already set. Other options are not needed (a solve takes well under a millisecond
// once the tables exist; the first call builds them).
SolveResult solve(const CubieCube& c, const SolveOptions& options = {});

// Phase solutions as basic move indices (cubie.h), before the boundary merge: for
// tests and for teaching tools that step through the phases.
struct PhasePaths {
  std::vector<int> phase[kPhases];
  uint64_t nodes = 0;
};
PhasePaths solve_phases(const CubieCube& c);

// The boundary merge described above, on phase solutions in basic move indices.
void merge_phase_boundaries(std::vector<int> (&phases)[kPhases]);

// Whether the cube lies in G0..G4 (G4: solved), by the definitions in thistle_coords.h.
bool in_group(int g, const CubieCube& c);

// Builds the tables now (otherwise the first solve does); returns the build time in ms.
double prepare();

}  // namespace cube::thistlethwaite
