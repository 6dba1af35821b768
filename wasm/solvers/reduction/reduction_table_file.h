// The byte format of the 4x4x4 reduction's own tables (tables/table_file.h), for the
// page's cache and the CLI's --table-file: the six distance tables (the U-D axis, the
// phase-2 and finish centre stages and the finish up to a half turn, the pair table and
// the exact pairing table: 25.3 MB), which the breadth-first
// searches take a second or more to fill. Their move tables are not stored: made again
// on load in milliseconds (docs/BENCHMARKS.md), they would add 2.6 MB to every copy.
// The two-phase solver's tables, which the 3x3x3 stage uses, are its own set.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>
#include "core/message_out.h"
#include "tables/table_stream.h"

namespace cube::reduction {

inline constexpr char kTableSetName[] = "cubesolver.reduction-4x4x4";
// Bump when any table's layout, coordinates or turn sets change: a cached copy of
// another version is refused and built again.
inline constexpr uint32_t kTableSetVersion = 2;

// "cubesolver.reduction-4x4x4/v1": the cache key.
std::string table_key();
// The set's bytes, the tables built first if need be.
std::vector<uint8_t> save_tables();
// Verifies save_tables()'s bytes (set name, version, every table's name, version, size
// and checksum), makes the move tables and installs all of it; false and *error (what
// is wrong) for a damaged, truncated or other-version copy, which the caller rebuilds.
// Tables already installed stay (a copy that verifies is the same tables).
bool load_tables(const uint8_t* data, size_t size, MessageOut error);
// What load_tables reads through: the tables unfilled, and the stream that fills them
// as a copy arrives, chunk by chunk (the page's import; tables/table_stream.h).
tables::ArrivingTables arriving_tables();

}  // namespace cube::reduction
