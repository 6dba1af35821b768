// Phase 2 of the 5x5x5's five-phase reduction (after cs0x7f's cube555): phase 1's axis
// done, the other sixteen X- and sixteen +-centres split between the other two axes, and
// the wings' permutation made even; then every centre is on its own axis and the wing
// parity even, which is the group the last three phases (five_phase_3.h) start from.
// Its turns keep phase 1's work: that axis's faces' outer turns are left out (they
// change nothing here), its wide turns are in every power, the other wide turns halved,
// the other outer turns in every power (22 turns). The tables are the U-D axis's (the
// others seen through a rotation: five_phase_1.h's AxisView): per centre orbit, which 8
// of the 16 positions off the axis hold the R-L colours, times the wing parity
// (C(16,8) * 2 = 25740 entries each), and both orbits together up to 7 turns from the
// goal, hashed (five_phase_joint.h: 2^25 entries, 16 MiB).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "solvers/reduction/five_phase_joint.h"
#include "solvers/reduction/reduction_bfs.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_orbit_stage.h"

namespace cube::reduction {

// Phase 2's turns after phase 1 on `axis` (BlockTurns indices of the 5x5x5).
std::vector<int> phase_two_turns(int axis);

struct PhaseTwoTables {
  OrbitStage x, t;    // the X- and the +-centres, for the U-D axis
  HashedJoint joint;  // both
  PhaseTwoTables();   // distances unfilled
  void fill(const FillProgress& progress = {});
  size_t bytes() const;
};

// A search phase for five_phase_search.h; the axis is phase 1's, fixed per object.
class PhaseTwo {
 public:
  struct Node {
    uint32_t x = 0, t = 0;  // the two orbits' OrbitStage coordinates in the rotated view (wing parity included)
  };
  PhaseTwo(const PhaseTwoTables& tables, int axis);
  const BlockTurns& block_turns() const { return bt_; }
  const std::vector<int>& turns() const { return turns_; }
  void after(const Node& from, int m, Node& to) const;
  int bound(const Node& node, int limit) const;
  bool done(const Node&) const { return true; }
  Node node_of(const std::string& stickers) const;

 private:
  const PhaseTwoTables& tables_;
  const BlockTurns& bt_;
  int axis_;
  std::vector<int> turns_;
  std::vector<int> seen_as_;  // [m]: turns()[m] in the rotated view
};

// Whether a 5x5x5 state is in the group phases 3-5 start from: every X- and +-centre on
// its colour's axis, the wings' permutation even.
bool in_phase_three_group(const std::string& stickers);

}  // namespace cube::reduction
