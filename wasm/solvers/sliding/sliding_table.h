// Distance of every 8-puzzle arrangement from a goal, by breadth-first search from the
// goal over the 181,440 arrangements it can reach (one byte each, indexed by the rank
// of the board among all 9! = 362,880; 0xFF for the unreachable half).
//
// One table serves every goal with the blank on the same cell: a goal is first renamed
// to tiles 1..8 in reading order around its blank, and the start with it (tile names do
// not change how slides work). So at most nine tables, each built on first use.
#pragma once
#include <cstdint>
#include <vector>

#include "puzzles/8puzzle/sliding_board.h"

namespace cube::sliding {

inline constexpr uint32_t kArrangements = 362880;  // 9!
inline constexpr uint8_t kUnreachable = 0xFF;

uint32_t board_rank(const Board& b);
Board board_unrank(uint32_t rank);
// Tiles 1..8 in reading order on every cell but `blank`.
Board canonical_goal(int blank);

class SlidingTable {
 public:
  static SlidingTable build(const Board& goal);
  const Board& goal() const { return goal_; }
  int distance(const Board& b) const {
    const uint8_t d = dist_[board_rank(b)];
    return d == kUnreachable ? -1 : d;
  }
  int distance_at(uint32_t rank) const { return dist_[rank] == kUnreachable ? -1 : dist_[rank]; }
  const std::vector<uint64_t>& depth_counts() const { return depth_counts_; }
  size_t bytes() const { return dist_.size(); }

 private:
  Board goal_{};
  std::vector<uint8_t> dist_;
  std::vector<uint64_t> depth_counts_;
};

// The table for canonical_goal(blank), built on first use. Thread-safe.
const SlidingTable& shared_sliding_table(int blank);

}  // namespace cube::sliding
