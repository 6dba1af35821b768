#include "solvers/streamed_import.h"

#include <new>
#include <utility>

namespace cube::registry {

StreamedImport::StreamedImport(tables::ArrivingTables arriving, size_t total)
    : arriving_(std::move(arriving)), total_(total) {
  arriving_.stream->limit(total);
}

bool StreamedImport::add(size_t offset, const uint8_t* data, size_t size, uint64_t checksum, MessageOut error) {
  // In order, within the copy: the stream cannot go back.
  if (failed_ || offset != next_ || size > total_ - next_) {
    error.set(message("table_chunk_misfit", {{"offset", offset}}));
    return false;
  }
  if (checksum != 0 && tables::checksum64(data, size) != checksum) {
    error.set(message("table_chunk_checksum", {{"offset", offset}}));
    return false;
  }
  size_t left = size;
  try {
    failed_ = !arriving_.stream->take(data, left, error);
  } catch (const std::bad_alloc&) {
    error.set(message("table_chunk_no_memory"));
    failed_ = true;
  }
  if (!failed_ && left > 0) {
    error.set(message("table_file_trailing"));
    failed_ = true;
  }
  next_ += size;
  return !failed_;
}

bool StreamedImport::finish(MessageOut error) {
  if (failed_) {
    error.set(message("table_file_truncated"));
    return false;
  }
  if (next_ != total_) {
    error.set(message("table_blob_incomplete", {{"filled", next_}, {"total", total_}}));
    return false;
  }
  if (!arriving_.stream->complete()) {
    error.set(message("table_file_truncated"));
    return false;
  }
  arriving_.install();
  return true;
}

std::unique_ptr<TableSink> open_streamed_import(tables::ArrivingTables arriving, size_t total) {
  return std::make_unique<StreamedImport>(std::move(arriving), total);
}

}  // namespace cube::registry
