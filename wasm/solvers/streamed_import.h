// A stored copy taken chunk by chunk straight into the tables it fills (TableSink over
// tables/table_stream.h): peak memory the tables and a chunk, not the copy beside them
// as a blob's import (registry.cpp's BlobSink). Chunks come in order, as the page's
// cache and the CLI's --table-file give them; the tables are installed only once the
// whole copy verified.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>

#include "solvers/solver_entry.h"
#include "tables/table_stream.h"

namespace cube::registry {

class StreamedImport : public TableSink {
 public:
  StreamedImport(tables::ArrivingTables arriving, size_t total);
  bool add(size_t offset, const uint8_t* data, size_t size, uint64_t checksum, MessageOut error) override;
  bool finish(MessageOut error) override;

 private:
  tables::ArrivingTables arriving_;
  size_t total_;
  size_t next_ = 0;  // the offset the next chunk starts at
  bool failed_ = false;
};

// A TableSet::open_import for a solver whose copies stream (`arriving`: its tables for
// the request, unfilled).
std::unique_ptr<TableSink> open_streamed_import(tables::ArrivingTables arriving, size_t total);

}  // namespace cube::registry
