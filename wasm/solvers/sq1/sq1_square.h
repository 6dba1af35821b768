// The square-square group of the Square-1, phase 2 of the two-phase solver: both layers
// squares, in one of the two holdings where a slash keeps them squares: A, as after
// (1,0) from solved (the top's corners start at slots 1 4 7 10, the bottom's at 13 16 19
// 22), or B, both layers a twelfth back from A ((-1,-1)). A state is read in A's places
// (a B state turned by (1,1)): the corners' permutation over their 8 places, the edges'
// over theirs, and the middle. Quarter turns and the change of holding are free; a slash
// costs one, and moves the edges differently in A and B (which is how corners and edges
// come apart).
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "puzzles/sq1/sq1_model.h"

namespace cube::sq1 {

inline constexpr int kPerms = 40320;  // 8!
inline constexpr int kSplits = 70;    // C(8,4): which 4 places hold the top's pieces

struct SquareState {
  uint16_t corners = 0, edges = 0;  // ranks of the permutations (0 = as solved)
  bool middle_flipped = false;
};

class SquareTables {
 public:
  static const SquareTables& get();
  // `s` held as A (squares, corners at 1 4 7 10 / 13 16 19 22).
  static SquareState from(const Sq1& s);
  static bool held_for_phase2(const Sq1& s);
  // A permutation rank after quarter turns q = top + 4 * bottom (0..15); then a slash in
  // holding h (0 A, 1 B) of the corners or the edges.
  uint16_t turned(uint16_t perm, int q) const { return turn_[perm * 16 + q]; }
  uint16_t corners_slashed(uint16_t perm, int h) const { return slash_[h][perm]; }
  uint16_t edges_slashed(uint16_t perm, int h) const { return slash_[2 + h][perm]; }
  // Fewest slashes to solved (turns free) of the corners with the edges' split and of the
  // edges with the corners' split, the middle with each: the larger.
  int bound(const SquareState& s) const;
  size_t bytes() const;
  double build_ms() const { return build_ms_; }

 private:
  SquareTables();
  std::vector<uint16_t> turn_;
  std::array<std::vector<uint16_t>, 4> slash_;  // corners A, B, edges A, B
  std::vector<uint8_t> split_;
  std::vector<uint8_t> corners_prune_, edges_prune_;  // [perm][other split][middle]
  double build_ms_ = 0;
  friend struct SquareBuild;
};

}  // namespace cube::sq1
