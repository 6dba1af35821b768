// The byte format of a set of tables, for caching (IndexedDB in the browser, files
// natively). Every table has a name, a format version and a checksum; the whole
// blob has a magic, a set name and version, and a checksum of its own. Reading
// verifies all of them, so a cached copy that is corrupt, truncated or of another
// version is rejected (and the caller rebuilds) instead of trusted.
//
// Layout (little-endian):
//   "CUBETBL1"  set-name(u16 length + bytes)  set-version u32  count u32
//   count x { name(u16 length + bytes)  version u32  size u64  checksum u64  data }
//   checksum u64 of every byte before it
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/message_out.h"

namespace cube::tables {

// 64-bit checksum (FNV-style over 8-byte words). Any single changed byte, or word,
// changes it.
uint64_t checksum64(const uint8_t* data, size_t size);

// checksum64 over bytes given piece by piece (a copy read as it arrives): value() after
// any pieces equals checksum64 of them joined.
class Checksum64 {
 public:
  void add(const uint8_t* data, size_t size);
  uint64_t value() const;

 private:
  uint64_t h_ = 0xcbf29ce484222325ull;  // FNV-1a's offset basis
  uint8_t carry_[8] = {};               // the bytes of a word not yet whole
  size_t carried_ = 0;
  uint64_t size_ = 0;
};

struct TableInfo {
  std::string name;
  uint32_t version = 0;
  uint64_t size = 0;
  uint64_t checksum = 0;
};

class TableWriter {
 public:
  TableWriter(std::string_view set_name, uint32_t set_version);
  void add(std::string_view name, uint32_t version, const void* data, size_t size);
  template <class T>
  void add(std::string_view name, uint32_t version, const std::vector<T>& v) {
    add(name, version, v.data(), v.size() * sizeof(T));
  }
  std::vector<uint8_t> finish();

 private:
  std::string set_name_;
  uint32_t set_version_;
  struct Entry {
    TableInfo info;
    const uint8_t* data;
  };
  std::vector<Entry> entries_;
};

class TableReader {
 public:
  // Verifies the container and every table's checksum. nullopt (and *error) when
  // the bytes are not a complete, intact set called set_name at set_version. The
  // reader points into `data`, which must outlive it.
  static std::optional<TableReader> open(const uint8_t* data, size_t size, std::string_view set_name,
                                         uint32_t set_version, MessageOut error);

  // Copies a table out; false (and *error) when it is missing, of another version,
  // or not exactly `size` bytes.
  bool read(std::string_view name, uint32_t version, void* out, size_t size, MessageOut error) const;
  template <class T>
  bool read(std::string_view name, uint32_t version, std::vector<T>& out, size_t count, MessageOut error) const {
    out.resize(count);
    return read(name, version, out.data(), count * sizeof(T), error);
  }

  const std::vector<TableInfo>& tables() const { return infos_; }

 private:
  std::vector<TableInfo> infos_;
  std::vector<const uint8_t*> data_;
};

}  // namespace cube::tables
