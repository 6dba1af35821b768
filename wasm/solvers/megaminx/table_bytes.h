// The Megaminx solver's tables as bytes (its part of the byte format, tables/table_file.h
// around them): numbers little-endian, a list as its count then its items. A reader
// past the end, or a count larger than what is left, turns `ok` false for good.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace cube::twisty::megaminx_solver {

struct ByteOut {
  std::vector<uint8_t> bytes;
  void u32(uint32_t v) {
    for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<uint8_t>(v >> (8 * i)));
  }
  void ints(const std::vector<int>& v) {
    u32(static_cast<uint32_t>(v.size()));
    for (int x : v) u32(static_cast<uint32_t>(x));
  }
  void raw(const uint8_t* p, size_t n) { bytes.insert(bytes.end(), p, p + n); }
  void blob(const std::vector<uint8_t>& v) {
    u32(static_cast<uint32_t>(v.size()));
    raw(v.data(), v.size());
  }
};

struct ByteIn {
  const std::vector<uint8_t>& bytes;
  size_t at = 0;
  bool ok = true;
  bool left(size_t n) {
    ok = ok && at + n <= bytes.size();
    return ok;
  }
  uint32_t u32() {
    if (!left(4)) return 0;
    uint32_t v = 0;
    for (int i = 0; i < 4; ++i) v |= static_cast<uint32_t>(bytes[at++]) << (8 * i);
    return v;
  }
  std::vector<int> ints() {
    const uint32_t n = u32();
    std::vector<int> v;
    if (!left(4ull * n)) return v;
    for (uint32_t i = 0; i < n; ++i) v.push_back(static_cast<int>(u32()));
    return v;
  }
  void raw(uint8_t* p, size_t n) {
    if (!left(n)) return;
    for (size_t i = 0; i < n; ++i) p[i] = bytes[at++];
  }
  std::vector<uint8_t> blob() {
    const uint32_t n = u32();
    std::vector<uint8_t> v;
    if (!left(n)) return v;
    v.assign(bytes.begin() + static_cast<std::ptrdiff_t>(at), bytes.begin() + static_cast<std::ptrdiff_t>(at + n));
    at += n;
    return v;
  }
  // Every byte read, none left over.
  bool done() const { return ok && at == bytes.size(); }
};

}  // namespace cube::twisty::megaminx_solver
