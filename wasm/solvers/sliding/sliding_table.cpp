#include "solvers/sliding/sliding_table.h"

#include <bit>
#include <memory>
#include <mutex>

namespace cube::sliding {
namespace {

constexpr uint32_t kFact[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};

// A board as 9 nibbles; rank straight from the nibbles.
uint64_t pack(const Board& b) {
  uint64_t s = 0;
  for (int i = 0; i < kCells; ++i) s |= uint64_t{b[i]} << (4 * i);
  return s;
}

uint32_t packed_rank(uint64_t s) {
  uint32_t rank = 0;
  unsigned used = 0;
  for (int i = 0; i < kCells - 1; ++i) {
    const unsigned v = (s >> (4 * i)) & 15;
    rank += (v - std::popcount(used & ((1u << v) - 1))) * kFact[8 - i];
    used |= 1u << v;
  }
  return rank;
}

// Cells next to each cell (-1: none), in slide order U D L R of the blank.
constexpr int kNext[kCells][4] = {{-1, 3, -1, 1}, {-1, 4, 0, 2},  {-1, 5, 1, -1}, {0, 6, -1, 4}, {1, 7, 3, 5},
                                  {2, 8, 4, -1},  {3, -1, -1, 7}, {4, -1, 6, 8},  {5, -1, 7, -1}};

}  // namespace

uint32_t board_rank(const Board& b) { return packed_rank(pack(b)); }

Board board_unrank(uint32_t rank) {
  Board b{};
  unsigned used = 0;
  for (int i = 0; i < kCells; ++i) {
    int digit = static_cast<int>(rank / kFact[8 - i]);
    rank %= kFact[8 - i];
    int v = 0;
    for (;; ++v) {
      if (used & (1u << v)) continue;
      if (digit-- == 0) break;
    }
    used |= 1u << v;
    b[i] = static_cast<uint8_t>(v);
  }
  return b;
}

Board canonical_goal(int blank) {
  Board b{};
  uint8_t t = 1;
  for (int i = 0; i < kCells; ++i) b[i] = i == blank ? 0 : t++;
  return b;
}

SlidingTable SlidingTable::build(const Board& goal) {
  SlidingTable t;
  t.goal_ = goal;
  t.dist_.assign(kArrangements, kUnreachable);
  // Queue of packed boards with the blank's cell in the top nibble.
  std::vector<uint64_t> queue;
  queue.reserve(kArrangements / 2);
  queue.push_back(pack(goal) | uint64_t(blank_cell(goal)) << 60);
  t.dist_[board_rank(goal)] = 0;
  size_t head = 0, layer_end = 1;
  uint8_t depth = 0;
  while (head < queue.size()) {
    if (head == layer_end) {
      ++depth;
      layer_end = queue.size();
    }
    const uint64_t e = queue[head++];
    const int z = static_cast<int>(e >> 60);
    const uint64_t s = e & ((uint64_t{1} << 36) - 1);
    for (int k = 0; k < 4; ++k) {
      const int to = kNext[z][k];
      if (to < 0) continue;
      const uint64_t tile = (s >> (4 * to)) & 15;
      const uint64_t n = (s & ~(uint64_t{15} << (4 * to))) | (tile << (4 * z));
      uint8_t& d = t.dist_[packed_rank(n)];
      if (d != kUnreachable) continue;
      d = static_cast<uint8_t>(depth + 1);
      queue.push_back(n | uint64_t(to) << 60);
    }
  }
  // States per distance.
  for (uint8_t d : t.dist_)
    if (d != kUnreachable) {
      if (d >= t.depth_counts_.size()) t.depth_counts_.resize(d + 1, 0);
      ++t.depth_counts_[d];
    }
  return t;
}

const SlidingTable& shared_sliding_table(int blank) {
  static std::mutex mu;
  static std::unique_ptr<SlidingTable> tables[kCells];
  std::lock_guard<std::mutex> lock(mu);
  auto& slot = tables[blank];
  if (!slot) slot = std::make_unique<SlidingTable>(SlidingTable::build(canonical_goal(blank)));
  return *slot;
}

}  // namespace cube::sliding
