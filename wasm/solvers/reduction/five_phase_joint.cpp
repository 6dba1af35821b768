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
    const bool last = d == depth;
    std::vector<uint64_t> next;
    for (size_t i = 0; i < level.size(); ++i) {
      if (progress && last && (i & 0xFFF) == 0)
        progress(0.05 + 0.95 * static_cast<double>(i) / static_cast<double>(level.size()));
      neighbours(level[i], out.data());
      for (int m = 0; m < turns; ++m) {
        if (last) lower(out[m], d);
        else next.push_back(out[m]);
      }
    }
    if (last) break;
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

}  // namespace cube::reduction
