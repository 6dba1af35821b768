// The byte format (table_file.h) read as it arrives: in order, in pieces of any size,
// each table's bytes written straight into the buffer its name is given. A stored copy
// is then never held whole beside the tables it fills: the page's import of the 5x5x5's
// 181 MiB set needed the copy and the tables at once (WASM memory never shrinks), now
// the tables and a chunk (docs/BENCHMARKS.md). Checked as TableReader checks: magic, set
// name and version, every table's version, size and checksum, the whole's checksum,
// nothing missing, nothing trailing; the first fault is named as soon as it arrives.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "core/message_out.h"
#include "tables/table_file.h"

namespace cube::tables {

// Where a stored table goes: `buffer` holds exactly the stored size, or, with
// `stored_size`, takes the size stored (tables sized only as they fill).
struct TableTarget {
  std::string name;
  uint32_t version = 0;
  std::vector<uint8_t>* buffer = nullptr;
  bool stored_size = false;
};

// A stored copy, or a part of one, taken in order.
class CopyStream {
 public:
  virtual ~CopyStream() = default;
  // Takes bytes from the front of [data, data + size) up to the part's end, moving data
  // and size past them; false and *error when they are not what the part holds.
  virtual bool take(const uint8_t*& data, size_t& size, MessageOut error) = 0;
  // Every byte of the part taken and verified.
  virtual bool complete() const = 0;
  // The most bytes the part can hold (what is left of the copy): a stored size beyond
  // it is a truncated copy, not a request for that much memory.
  void limit(uint64_t bytes) { limit_ = bytes; }

 protected:
  uint64_t limit_ = std::numeric_limits<uint64_t>::max();
};

// One set (table_file.h's layout) into its targets; tables it holds that no target
// names are checked and passed over.
class SetStream : public CopyStream {
 public:
  SetStream(std::string set_name, uint32_t set_version, std::vector<TableTarget> targets);
  bool take(const uint8_t*& data, size_t& size, MessageOut error) override;
  bool complete() const override { return state_ == State::kDone; }

 private:
  enum class State {
    kMagic,
    kSetNameLength,
    kSetName,
    kSetVersion,
    kCount,
    kNameLength,
    kName,
    kVersion,
    kSize,
    kChecksum,
    kData,
    kSetChecksum,
    kDone
  };
  void expect(State s, size_t bytes);
  bool field_done(MessageOut error);
  bool next_table(MessageOut error);
  bool start_data(MessageOut error);
  bool end_table(MessageOut error);
  uint64_t field_value() const;

  std::string set_name_;
  uint32_t set_version_;
  std::vector<TableTarget> targets_;
  std::vector<bool> filled_;
  State state_ = State::kMagic;
  std::vector<uint8_t> field_;  // the header field being gathered
  size_t need_ = 8;             // its length
  uint32_t tables_left_ = 0;
  TableInfo table_;         // the table being read
  uint8_t* out_ = nullptr;  // where its bytes go (null: passed over)
  int target_ = -1;
  uint64_t data_left_ = 0;
  uint64_t taken_ = 0;
  Checksum64 whole_, part_;
};

// Two parts, the size of the first before it in 8 bytes (little-endian): the 6x6x6's copy
// (the 4x4x4 row's set, then the 5x5x5 row's); nested for more parts.
class SizedPairStream : public CopyStream {
 public:
  SizedPairStream(std::unique_ptr<CopyStream> first, std::unique_ptr<CopyStream> second);
  bool take(const uint8_t*& data, size_t& size, MessageOut error) override;
  bool complete() const override { return prefix_.size() == 8 && first_->complete() && second_->complete(); }

 private:
  std::unique_ptr<CopyStream> first_, second_;
  std::vector<uint8_t> prefix_;
  uint64_t first_size_ = 0, first_taken_ = 0;
};

// A whole copy in one piece (a file or blob in memory): false and *error when it does
// not verify, stops short or runs on.
bool stream_whole(CopyStream& stream, const uint8_t* data, size_t size, MessageOut error);

// A copy arriving into tables not installed yet: its stream, and what installs the
// tables it filled (called only once the whole copy verified).
struct ArrivingTables {
  std::unique_ptr<CopyStream> stream;
  std::function<void()> install;
};

// stream_whole, then install: the one-blob load of a set read by streaming.
bool load_arriving(ArrivingTables arriving, const uint8_t* data, size_t size, MessageOut error);

}  // namespace cube::tables
