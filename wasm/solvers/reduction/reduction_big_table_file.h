// The byte format of the 5x5x5-7x7x7 reduction's own tables (tables/table_file.h), one
// set per cube size, for the page's cache and `cubesolver tables --puzzle`. The 5x5x5:
// its five-phase reduction's distance tables (below, version 2 of its name). The 6x6x6
// and 7x7x7: the centre stages' distance tables (reduction_big_centres.h: per searched
// orbit the three stages', and the stage-3 joint tables, 70^4 each: 84 MB a set; the
// 7x7x7 holds two sets, its +-centres' and X-centres', 168 MB), which breadth-first
// searches take seconds to fill. Not stored, made again on load: the stages' move
// tables, the centre commutators and the pairing templates
// (together under a second natively: docs/BENCHMARKS.md). The two-phase tables of the
// 3x3x3 stage are their own set.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>
#include "core/message_out.h"
#include "tables/table_stream.h"

#include "solvers/reduction/five_phase_solver.h"

namespace cube::reduction {

// The 6x6x6's and 7x7x7's: bump when a table's layout, coordinates, turn sets or searched
// orbits change: a cached copy of another version is refused and built again. The
// 6x6x6's set is version 2 (its pseudo-5x5x5's orbits, one joint table:
// reduction_pseudo_solver.h).
inline constexpr uint32_t kBigTableSetVersion = 1;
inline constexpr uint32_t kSixTableSetVersion = 2;
uint32_t big_table_set_version(int n);

// The 5x5x5's five-phase reduction (five_phase_solver.h) stores its set as version 4 of
// the 5x5x5's name (1 was the three-stage solver's centre tables; 3: phase 3a's joint by
// symmetry classes; 4: phase 4's edge tables): every distance table of its phases
// (five_phase_1.h ... _5.h), the move tables and symmetry classes made again on load
// (~1 s natively). big_table_key and the three below take it for n = 5.
inline constexpr uint32_t kFivePhaseTableSetVersion = 4;
struct FivePhaseSet {
  std::unique_ptr<FivePhaseTables> first;  // phases 1-2
  std::unique_ptr<FivePhase3Tables> three;
  std::unique_ptr<FivePhase4Tables> four;
  std::unique_ptr<FivePhase5Tables> five;
};
std::vector<uint8_t> save_five_phase_tables();
// Verified as load_big_tables does; nullopt and *error for a copy that is not the set.
std::optional<FivePhaseSet> read_five_phase_tables(const uint8_t* data, size_t size, MessageOut error);
bool load_five_phase_tables(const uint8_t* data, size_t size, MessageOut error);
// The set's tables unfilled, and the stream that fills them as a copy arrives
// (tables/table_stream.h): an import holds the tables and a chunk, not the copy too.
tables::ArrivingTables arriving_five_phase_tables();

// "cubesolver.reduction-5x5x5": the set's name for cube n (5..7).
std::string big_table_set_name(int n);
// "cubesolver.reduction-6x6x6/v1", "cubesolver.reduction-5x5x5/v2": the cache key.
std::string big_table_key(int n);
// The set's bytes, the tables built first if need be.
std::vector<uint8_t> save_big_tables(int n);
// Verifies save_big_tables(n)'s bytes (set name, version, every table's name, version,
// size and checksum), makes what is not stored and installs it all; false and *error
// (what is wrong) for a damaged, truncated, other-size or other-version copy, which the
// caller rebuilds. Tables already installed stay (a copy that verifies is the same).
bool load_big_tables(int n, const uint8_t* data, size_t size, MessageOut error);
// What load_big_tables reads through: cube n's tables unfilled, and the stream that
// fills them as a copy arrives, chunk by chunk (the page's import; tables/table_stream.h).
tables::ArrivingTables arriving_big_tables(int n);

}  // namespace cube::reduction
