#include "solvers/reduction/five_phase_joint.h"

#include <algorithm>
#include <iterator>

namespace cube::reduction {

HashedJoint::HashedJoint(int depth_, int bits_, uint64_t second_size_)
    : depth(depth_), bits(bits_), second_size(second_size_), dist(size_t{1} << (bits_ - 1), 0) {}

void HashedJoint::lower(uint64_t k, int d) {
  const size_t s = slot(k);
  uint8_t& b = dist[s >> 1];
  const int shift = static_cast<int>(s & 1) * 4;
  if ((b >> shift & 0xF) > d) b = static_cast<uint8_t>((b & ~(0xF << shift)) | d << shift);
}

void HashedJoint::fill(uint64_t goal, int turns, const std::function<void(uint64_t, uint64_t*)>& neighbours,
                       const FillProgress& progress) {
  dist.assign(size_t{1} << (bits - 1), static_cast<uint8_t>((depth + 1) * 0x11));
  // Each level exact (sorted, less the two levels before: a turn changes the distance by
  // one at most) up to the one before the last, whose neighbours are only hashed (most of
  // the work: ~20 times the levels before it).
  std::vector<uint64_t> before, level{goal}, out(static_cast<size_t>(turns));
  lower(goal, 0);
  for (int d = 1; d <= depth; ++d) {
    if (d == depth) {
      lower_neighbours(level, turns, neighbours, d, progress);
      break;
    }
    std::vector<uint64_t> next;
    for (size_t i = 0; i < level.size(); ++i) {
      neighbours(level[i], out.data());
      next.insert(next.end(), out.begin(), out.end());
    }
    std::sort(next.begin(), next.end());
    next.erase(std::unique(next.begin(), next.end()), next.end());
    std::vector<uint64_t> fresh, fresher;
    std::set_difference(next.begin(), next.end(), level.begin(), level.end(), std::back_inserter(fresh));
    std::set_difference(fresh.begin(), fresh.end(), before.begin(), before.end(), std::back_inserter(fresher));
    for (uint64_t k : fresher) lower(k, d);
    before.swap(level);
    level.swap(fresher);
  }
  if (progress) progress(1);
}

void HashedJoint::lower_neighbours(const std::vector<uint64_t>& level, int turns,
                                   const std::function<void(uint64_t, uint64_t*)>& neighbours, int d,
                                   const FillProgress& progress) {
  // A chunk of the level's neighbours at a time, their slots sorted by the table's
  // 2^kBuckets parts (one counting pass): each part then lowered while its bytes are in
  // the cache, where one slot after another all over the table missed it each time
  // (phase 1's: 73 M neighbours into 32 MiB).
  constexpr int kBuckets = 10;
  constexpr size_t kChunk = 1 << 14;  // states
  const int shift = bits - kBuckets;
  const size_t t = static_cast<size_t>(turns);
  std::vector<uint64_t> out(t);
  std::vector<uint32_t> slots(kChunk * t), sorted(kChunk * t), start(size_t{1} << kBuckets);
  for (size_t from = 0; from < level.size(); from += kChunk) {
    if (progress) progress(0.05 + 0.95 * static_cast<double>(from) / static_cast<double>(level.size()));
    const size_t to = std::min(level.size(), from + kChunk);
    size_t n = 0;
    std::fill(start.begin(), start.end(), 0);
    for (size_t i = from; i < to; ++i) {
      neighbours(level[i], out.data());
      for (size_t m = 0; m < t; ++m) {
        const uint32_t s = static_cast<uint32_t>(slot(out[m]));
        slots[n++] = s;
        ++start[s >> shift];
      }
    }
    uint32_t sum = 0;
    for (uint32_t& c : start) sum += c, c = sum - c;
    for (size_t i = 0; i < n; ++i) sorted[start[slots[i] >> shift]++] = slots[i];
    const uint8_t low = static_cast<uint8_t>(d);
    for (size_t i = 0; i < n; ++i) {
      // Branch-free: most slots were lowered already, unpredictably.
      const uint32_t s = sorted[i];
      uint8_t& b = dist[s >> 1];
      const int sh = static_cast<int>(s & 1) * 4;
      const uint8_t cur = static_cast<uint8_t>(b >> sh & 0xF);
      const uint8_t now = cur < low ? cur : low;
      b = static_cast<uint8_t>((b & ~(0xF << sh)) | now << sh);
    }
  }
}

}  // namespace cube::reduction
