// The centre tables of the phased search (reduction_search.h), each an exact distance
// table made by breadth-first search:
//   1. the U and D centres onto the U-D axis, every turn: which 8 of the 24 centre
//      positions hold them, C(24,8) = 735,471 states;
//   2. the R and L centres onto the R-L axis with the turns that keep the first (outer
//      turns, Uw, Dw, wide half turns), and the wings' permutation parity even (only
//      Uw and Dw quarter turns change it; the pairing turns cannot), and the U centres
//      (among the U-D axis, 70) in one of the 12 patterns from which the pairing turns
//      solve them: C(16,8) x 70 x 2 = 1,801,800 states, one table so that the search
//      prunes by the exact joint distance (the max of two tables left it ~4x slower);
//   3. every centre on its face with the pairing turns (reduction_wings.h), with the
//      parity that decides PLL parity: 70^3 x 2 = 686,000 (117,600 reachable); and the
//      same up to a whole-cube half turn.
// 3.9 MB in all, built on first use or made from a stored copy (reduction_table_file.h).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "solvers/reduction/reduction_bfs.h"

namespace cube::reduction {

// A product of subset coordinates (which of some centre positions show some colours),
// times an optional parity bit that each turn flips or keeps.
class CentreStage {
 public:
  struct Part {
    uint32_t positions;   // the centre positions the part watches (a mask)
    std::string colours;  // which colours it tracks there
    int k;                // how many of them
    uint32_t goal;        // where they belong
  };
  // flips: per turn of turn_set, 1 when it flips the bit; empty: no bit. goals: the
  // indices the search starts from; empty: the parts' goals with bit 0. search false:
  // the move tables only, the distances left unreachable for a stored copy to fill.
  CentreStage(std::vector<Part> parts, std::vector<int> turn_set, std::vector<uint8_t> flips,
              std::vector<uint32_t> goals = {}, bool search = true);

  uint32_t index_of(const std::string& stickers, int bit) const;
  uint32_t after(uint32_t s, size_t i) const;          // turned by turn_set()[i]
  int distance(uint32_t s) const { return dist_[s]; }  // 0xFF: unreachable
  const std::vector<int>& turn_set() const { return turns_; }
  size_t bytes() const { return dist_.size(); }
  const std::vector<uint8_t>& distances() const { return dist_; }
  std::vector<uint8_t>& distances_to_fill() { return dist_; }  // bytes() of them, from a stored copy

 private:
  std::vector<Part> parts_;
  std::vector<int> turns_;
  std::vector<uint8_t> flips_;
  uint32_t sizes_[3] = {1, 1, 1};
  std::vector<uint32_t> moves_[3];
  std::vector<uint8_t> dist_;
};

struct CentreTables {
  std::vector<uint8_t> ud_axis;  // by rank_bits of the U and D centres' mask
  CentreStage finish;
  CentreStage sides;  // phase 2: R-L centres, U centres' pattern, wing parity
  // finish's coordinate, its goals the solved centres and those turned by x2, y2 or
  // z2 (phase 3's exact search: reduction_search.h).
  CentreStage finish_turned;
  int ud_axis_distance(uint32_t mask) const;
  size_t bytes() const { return ud_axis.size() + sides.bytes() + finish.bytes() + finish_turned.bytes(); }
};

bool centre_tables_built();
const CentreTables& centre_tables();  // built on first use
// The move tables made, every distance unreachable: for a stored copy to fill (the
// searches are the costly part; the move tables take milliseconds).
std::unique_ptr<CentreTables> unfilled_centre_tables();
// Installs filled tables unless some are installed already (then those stay: they are
// the same); thread-safe like centre_tables().
void install_centre_tables(std::unique_ptr<CentreTables> tables);

}  // namespace cube::reduction
