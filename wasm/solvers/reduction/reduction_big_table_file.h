// The byte format of the 5x5x5 reduction's tables (tables/table_file.h), for the page's
// cache and `cubesolver tables --puzzle`: the five-phase reduction's distance tables
// (below, version 4 of its name). The 6x6x6 and 7x7x7 have no tables of their own (they
// solve through the 4x4x4's and 5x5x5's rows: reduction_pseudo_solver.h); their copies
// are those rows' sets (reduction_entry.cpp), their keys named by the versions below.
// The two-phase tables of the 3x3x3 stage are their own set.
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

// The 6x6x6's and 7x7x7's copies: bump when what they carry changes. The 6x6x6's v3
// and the 7x7x7's v2 are the inner-cube path's (no centre sets of their own; v2 and v1
// held the old path's centre stages' tables).
inline constexpr uint32_t kSixTableSetVersion = 3;
inline constexpr uint32_t kSevenTableSetVersion = 2;
uint32_t big_table_set_version(int n);

// The 5x5x5's five-phase reduction (five_phase_solver.h) stores its set as version 4 of
// the 5x5x5's name (1 was the three-stage solver's centre tables; 3: phase 3a's joint by
// symmetry classes; 4: phase 4's edge tables): every distance table of its phases
// (five_phase_1.h ... _5.h), the move tables and symmetry classes made again on load
// (~2.6 CPU-s natively), once the bytes at hand verify as far as they can without them
// (reduction_big_table_file.cpp, FivePhaseStream). big_table_key and the three below
// take it for n = 5.
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
// "cubesolver.reduction-6x6x6/v3", "cubesolver.reduction-5x5x5/v4": the name and version
// (the 6x6x6's and 7x7x7's the first part of their copies' keys: reduction_entry.cpp).
std::string big_table_key(int n);

}  // namespace cube::reduction
