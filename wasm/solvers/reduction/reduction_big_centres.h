// The centres of the 6x6x6 and 7x7x7 in three stages over the searched centre orbits at
// once (reduction_stage_search.h: two of them; reduction_centre_cycles.h finishes the
// others; the 5x5x5 has its five-phase reduction, five_phase_solver.h),
// each orbit scored by its own exact distance table (reduction_orbit_stage.h):
//   1. the U and D colours onto the U-D axis, every block turn: C(24,8) a orbit;
//   2. the R and L colours onto the R-L axis, with the turns that keep the U-D axis
//      (outer turns, U-D block turns, other block turns halved): C(16,8) an orbit (U
//      and D home here too made this stage the slow one: they are stage 3's);
//   3. every centre home with outer turns and block half turns: 70^3 an orbit.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "solvers/reduction/reduction_orbit_stage.h"
#include "solvers/reduction/reduction_stage_search.h"

namespace cube::reduction {

// The centre orbits the stages search (core/cube_layout.h's indices): two (with more
// orbits at once the search finds nothing in 20 M nodes), the others left to the
// commutators: the X-centres, or with
// `lines` (the 7x7x7's first try) the +-centres on the middle lines. Their commutators
// need the middle slice (10 turns, not 8), and the X-centres' and obliques' 2x2 blocks
// then cycle in one commutator: ~70 turns fewer, but their stage 2 takes up to 2 s
// on 1 state in 30, so that try is capped.
std::vector<int> searched_centre_orbits(int n, bool lines = false);

struct BigCentreTables {
  int n = 0;
  std::vector<OrbitStage> axis, sides, finish;  // per searched orbit, stages 1-3
  std::vector<JointTable> joints;               // stage 3: orbits 0-1, 2-3, 4-5 by two of their three patterns
  SearchStage stage[3];
  size_t bytes() const;
  // Every distance table by the name it has in the byte format ("axis-0", "joint-2"):
  // the only part of these tables that is stored, the rest is made in milliseconds.
  std::vector<std::pair<std::string, const std::vector<uint8_t>*>> distance_tables() const;
  std::vector<std::pair<std::string, std::vector<uint8_t>*>> distance_tables_to_fill();
};

// n 6 or 7; built on first use (progress: the share of their entries filled).
const BigCentreTables& big_centre_tables(int n, bool lines = false, const FillProgress& progress = {});
bool big_centre_tables_built(int n, bool lines = false);
// A stored copy to try before building cube n's centre tables: called with n, when a set
// of cube n is not made yet, before it is built; it may install a verified copy
// (load_big_tables). The tests keep one across runs (tests/cpp/reduction_table_cache.cpp); none
// by default.
void set_big_centre_table_source(void (*source)(int n));

// For the byte format: the tables with their move tables made and their distances
// unfilled, for the stored copy to fill; then installed as
// big_centre_tables(tables->n, lines) (a set already built stays).
std::unique_ptr<BigCentreTables> unfilled_big_centre_tables(int n, bool lines);
void install_big_centre_tables(std::unique_ptr<BigCentreTables> tables, bool lines);

// Appends the turns (BlockTurns indices) that put every searched orbit's centres home
// (each wing orbit's permutation even) and plays them; false when a stage found nothing.
bool solve_big_centres(int n, std::string& stickers, std::vector<int>* out, bool lines = false);

}  // namespace cube::reduction
