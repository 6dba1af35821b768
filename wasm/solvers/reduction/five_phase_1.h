// Phase 1 of the 5x5x5's five-phase reduction (after cs0x7f's cube555): one axis's two
// centre colours, X- and +-centres both, onto that axis's two faces, with every block
// turn. The axis is the solve's choice (the driver tries all three): its tables, one
// exact distance table per centre orbit over which 8 of the 24 positions hold those
// colours (C(24,8) = 735471 entries each), bound the search by the larger distance.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "solvers/reduction/reduction_bfs.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_orbit_stage.h"

namespace cube::reduction {

// The three axes' colour pairs and faces: 0 U-D, 1 R-L, 2 F-B.
inline constexpr const char* kAxisColours[3] = {"UD", "RL", "FB"};

struct PhaseOneTables {
  std::vector<OrbitStage> orbits;  // [axis * 2 + orbit]: orbit 0 the X-centres, 1 the +-centres
  // The stages made, distances unfilled (fill() or the byte format fills them).
  PhaseOneTables();
  void fill(const FillProgress& progress = {});
  size_t bytes() const;
};

// A search phase for five_phase_search.h.
class PhaseOne {
 public:
  struct Node {
    int axis = 0;
    uint32_t x = 0, t = 0;  // the two orbits' OrbitStage coordinates
  };
  explicit PhaseOne(const PhaseOneTables& tables);
  const BlockTurns& block_turns() const { return bt_; }
  const std::vector<int>& turns() const { return turns_; }
  void after(const Node& from, int m, Node& to) const;
  int bound(const Node& node, int limit) const;
  bool done(const Node&) const { return true; }
  // The node of a 5x5x5 state (face letters, core/cube_layout.h) for an axis.
  Node node_of(const std::string& stickers, int axis) const;

 private:
  const PhaseOneTables& tables_;
  const BlockTurns& bt_;
  std::vector<int> turns_;
};

}  // namespace cube::reduction
