// A joint distance table of two coordinates of a five-phase reduction phase
// (five_phase_1.h, five_phase_2.h) where the full product is too large: every pair up to
// `depth` turns from the goal, found breadth first, hashed into 2^bits four-bit entries
// that each keep the least distance hashed there (so still a lower bound), depth + 1
// where none. Apart, each coordinate's own table misses most of what the two cost
// together; with this one the search runs exactly in its last `depth` turns. The keys
// are the caller's: a phase may give one key to all the states a symmetry relates.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "solvers/reduction/reduction_bfs.h"

namespace cube::reduction {

struct HashedJoint {
  int depth = 0, bits = 0;
  uint64_t second_size = 0;   // the key is first * second_size + second
  std::vector<uint8_t> dist;  // 2^bits four-bit entries, two a byte

  HashedJoint(int depth, int bits, uint64_t second_size);  // dist sized, unfilled
  // neighbours(key, out): the keys each of the `turns` turns leads to, into out[0..turns).
  // progress hears the share of the work.
  void fill(uint64_t goal, int turns, const std::function<void(uint64_t, uint64_t*)>& neighbours,
            const FillProgress& progress = {});
  int distance(uint64_t key) const {
    const size_t s = slot(key);
    return dist[s >> 1] >> ((s & 1) * 4) & 0xF;
  }
  int distance(uint32_t first, uint32_t second) const { return distance(key(first, second)); }
  uint64_t key(uint32_t first, uint32_t second) const { return uint64_t{first} * second_size + second; }

 private:
  size_t slot(uint64_t key) const { return static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> (64 - bits)); }
  void lower(uint64_t key, int d);
  // The last level: every neighbour of `level` lowered to d.
  void lower_neighbours(const std::vector<uint64_t>& level, int turns,
                        const std::function<void(uint64_t, uint64_t*)>& neighbours, int d,
                        const FillProgress& progress);
};

}  // namespace cube::reduction
