#include "tables/table_file.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace cube::tables {

// Tables are copied to and from memory as they are: the format is little-endian, and
// so are x86, ARM (as used) and WebAssembly.
static_assert(std::endian::native == std::endian::little, "table_file assumes a little-endian host");

namespace {

constexpr char kMagic[8] = {'C', 'U', 'B', 'E', 'T', 'B', 'L', '1'};
constexpr uint64_t kPrime = 0x100000001b3ull;

void put_u16(std::vector<uint8_t>& out, uint16_t v) {
  out.push_back(static_cast<uint8_t>(v));
  out.push_back(static_cast<uint8_t>(v >> 8));
}
void put_u32(std::vector<uint8_t>& out, uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<uint8_t>(v >> (8 * i)));
}
void put_u64(std::vector<uint8_t>& out, uint64_t v) {
  for (int i = 0; i < 8; ++i) out.push_back(static_cast<uint8_t>(v >> (8 * i)));
}
void put_name(std::vector<uint8_t>& out, std::string_view s) {
  put_u16(out, static_cast<uint16_t>(s.size()));
  out.insert(out.end(), s.begin(), s.end());
}

class Cursor {
 public:
  Cursor(const uint8_t* p, size_t n) : p_(p), n_(n) {}
  bool ok() const { return ok_; }
  size_t pos() const { return pos_; }
  const uint8_t* here() const { return p_ + pos_; }
  bool skip(uint64_t n) {
    if (!ok_ || n > n_ - pos_) return ok_ = false;
    pos_ += static_cast<size_t>(n);
    return true;
  }
  uint64_t get(int bytes) {
    if (!ok_ || static_cast<size_t>(bytes) > n_ - pos_) {
      ok_ = false;
      return 0;
    }
    uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= static_cast<uint64_t>(p_[pos_ + i]) << (8 * i);
    pos_ += bytes;
    return v;
  }
  std::string name() {
    const size_t len = static_cast<size_t>(get(2));
    if (!ok_ || len > n_ - pos_) {
      ok_ = false;
      return {};
    }
    std::string s(reinterpret_cast<const char*>(p_ + pos_), len);
    pos_ += len;
    return s;
  }

 private:
  const uint8_t* p_;
  size_t n_;
  size_t pos_ = 0;
  bool ok_ = true;
};

void set_error(const MessageOut& error, Message m) { error.set(std::move(m)); }

}  // namespace

uint64_t checksum64(const uint8_t* data, size_t size) {
  Checksum64 c;
  c.add(data, size);
  return c.value();
}

void Checksum64::add(const uint8_t* data, size_t size) {
  size_ += size;
  const auto word = [this](uint64_t w) {
    h_ = (h_ ^ w) * kPrime;
    h_ ^= h_ >> 29;
  };
  if (carried_) {
    const size_t n = std::min(size, 8 - carried_);
    std::memcpy(carry_ + carried_, data, n);
    carried_ += n;
    data += n;
    size -= n;
    if (carried_ < 8) return;
    uint64_t w;
    std::memcpy(&w, carry_, 8);
    word(w);
    carried_ = 0;
  }
  size_t i = 0;
  for (; i + 8 <= size; i += 8) {
    uint64_t w;
    std::memcpy(&w, data + i, 8);
    word(w);
  }
  carried_ = size - i;
  std::memcpy(carry_, data + i, carried_);
}

uint64_t Checksum64::value() const {
  // The last bytes short of a word one by one, then the length.
  uint64_t h = h_;
  for (size_t i = 0; i < carried_; ++i) h = (h ^ carry_[i]) * kPrime;
  h ^= size_;
  h *= kPrime;
  return h ^ (h >> 32);
}

TableWriter::TableWriter(std::string_view set_name, uint32_t set_version)
    : set_name_(set_name), set_version_(set_version) {}

void TableWriter::add(std::string_view name, uint32_t version, const void* data, size_t size) {
  Entry e;
  e.info.name = std::string(name);
  e.info.version = version;
  e.info.size = size;
  e.data = static_cast<const uint8_t*>(data);
  e.info.checksum = checksum64(e.data, size);
  entries_.push_back(std::move(e));
}

std::vector<uint8_t> TableWriter::finish() {
  std::vector<uint8_t> out;
  size_t total = 64;
  for (const Entry& e : entries_) total += 32 + e.info.name.size() + e.info.size;
  out.reserve(total);
  out.insert(out.end(), kMagic, kMagic + 8);
  put_name(out, set_name_);
  put_u32(out, set_version_);
  put_u32(out, static_cast<uint32_t>(entries_.size()));
  for (const Entry& e : entries_) {
    put_name(out, e.info.name);
    put_u32(out, e.info.version);
    put_u64(out, e.info.size);
    put_u64(out, e.info.checksum);
    out.insert(out.end(), e.data, e.data + e.info.size);
  }
  put_u64(out, checksum64(out.data(), out.size()));
  return out;
}

std::optional<TableReader> TableReader::open(const uint8_t* data, size_t size, std::string_view set_name,
                                             uint32_t set_version, MessageOut error) {
  if (size < 8 + 8 || std::memcmp(data, kMagic, 8) != 0) {
    set_error(error, message("table_file_bad_magic"));
    return std::nullopt;
  }
  uint64_t stored = 0;
  for (int i = 0; i < 8; ++i) stored |= static_cast<uint64_t>(data[size - 8 + i]) << (8 * i);
  if (checksum64(data, size - 8) != stored) {
    set_error(error, message("table_file_checksum"));
    return std::nullopt;
  }
  Cursor c(data, size - 8);
  c.skip(8);
  const std::string name = c.name();
  const uint32_t version = static_cast<uint32_t>(c.get(4));
  const uint32_t count = static_cast<uint32_t>(c.get(4));
  if (!c.ok()) {
    set_error(error, message("table_file_header"));
    return std::nullopt;
  }
  if (name != set_name) {
    set_error(error, message("table_file_other_set", {{"set", name}, {"expected", std::string(set_name)}}));
    return std::nullopt;
  }
  if (version != set_version) {
    set_error(error, message("table_file_set_version", {{"set", name},
                                                        {"version", static_cast<long long>(version)},
                                                        {"expected", static_cast<long long>(set_version)}}));
    return std::nullopt;
  }
  TableReader r;
  for (uint32_t i = 0; i < count; ++i) {
    TableInfo info;
    info.name = c.name();
    info.version = static_cast<uint32_t>(c.get(4));
    info.size = c.get(8);
    info.checksum = c.get(8);
    const uint8_t* p = c.here();
    if (!c.skip(info.size)) {
      set_error(error, message("table_file_truncated"));
      return std::nullopt;
    }
    if (checksum64(p, static_cast<size_t>(info.size)) != info.checksum) {
      set_error(error, message("table_checksum", {{"table", info.name}}));
      return std::nullopt;
    }
    r.infos_.push_back(std::move(info));
    r.data_.push_back(p);
  }
  if (c.pos() != size - 8) {
    set_error(error, message("table_file_trailing"));
    return std::nullopt;
  }
  return r;
}

bool TableReader::read(std::string_view name, uint32_t version, void* out, size_t size, MessageOut error) const {
  for (size_t i = 0; i < infos_.size(); ++i) {
    if (infos_[i].name != name) continue;
    if (infos_[i].version != version) {
      set_error(error, message("table_version", {{"table", std::string(name)},
                                                 {"version", static_cast<long long>(infos_[i].version)},
                                                 {"expected", static_cast<long long>(version)}}));
      return false;
    }
    if (infos_[i].size != size) {
      set_error(error, message("table_size", {{"table", std::string(name)},
                                              {"bytes", static_cast<long long>(infos_[i].size)},
                                              {"expected", size}}));
      return false;
    }
    if (size) std::memcpy(out, data_[i], size);
    return true;
  }
  set_error(error, message("table_missing", {{"table", std::string(name)}}));
  return false;
}

}  // namespace cube::tables
