// The pairing phase's edge measure: for four edges tracked together (any four: the
// table does not care which), the slot of each one's A wing and of its B wing
// (reduction_wings.h), and how many pairing turns at least pair all four. With the
// edges unnamed, a state is which 4 of the 12 slots hold their B wings and, in that
// order, the slots of their A wings: C(12,4) x 12·11·10·9 = 5,880,600 states, one byte
// each, by breadth-first search from the 495 states with the four paired (or from a
// stored copy, reduction_table_file.h).
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "solvers/reduction/reduction_wings.h"

namespace cube::reduction {

inline constexpr int kTracked = 4;

class PairTable {
 public:
  // search false: the move tables only, the distances left for a stored copy to fill.
  explicit PairTable(bool search = true);
  uint32_t index_of(const PairSlots& p, const std::array<int, kTracked>& edges) const;
  uint32_t after(uint32_t s, size_t i) const {  // turned by pairing_turns()[i]
    const uint16_t y = y_moves_[(s / x_count_) * turn_count_ + i];
    return (y >> 5) * x_count_ + reorder_[x_moves_[(s % x_count_) * turn_count_ + i] * kPerms + (y & 31)];
  }
  int distance(uint32_t s) const { return dist_[s]; }
  size_t bytes() const { return dist_.size(); }
  const std::vector<uint8_t>& distances() const { return dist_; }
  std::vector<uint8_t>& distances_to_fill() { return dist_; }  // bytes() of them, from a stored copy

 private:
  static constexpr int kPerms = kTracked == 4 ? 24 : kTracked == 3 ? 6 : 2;  // kTracked!
  uint32_t x_count_ = 0, turn_count_ = 0;
  std::vector<uint16_t> y_moves_;  // (rank of the new set) << 5 | how its order changed
  std::vector<uint16_t> x_moves_;  // the A slots turned, in the old order
  std::vector<uint16_t> reorder_;  // ... put in the new order
  std::vector<std::array<uint8_t, kTracked>> tuples_;
  std::vector<uint16_t> tuple_rank_;  // by base-12 code
  std::vector<uint8_t> dist_;
};

bool pair_table_built();
const PairTable& pair_table();  // built on first use
// Installs a table filled from a stored copy (reduction_table_file.h) unless one is
// installed already (then that one stays: they are the same).
void install_pair_table(std::unique_ptr<PairTable> table);

}  // namespace cube::reduction
