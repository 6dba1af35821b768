// Phase 1 of the 5x5x5's five-phase reduction (after cs0x7f's cube555): one axis's two
// centre colours, X- and +-centres both, onto that axis's two faces, with every block
// turn (36). The axis is the solve's choice (the driver tries all three); the tables
// are the U-D axis's, the others seen through a whole-cube rotation that takes their
// axis to U-D (their turns conjugated). Per centre orbit an exact distance table over
// which 8 of the 24 positions hold the axis colours (C(24,8) = 735471 entries each);
// and, since apart they miss most of what the two orbits cost together (each ~6 turns,
// together ~9), a joint table of both orbits' states up to 7 turns from the goal, one
// entry for the up to 8 states the rotations keeping the U-D axis relate (~40 M),
// hashed into 2^27 four-bit entries (five_phase_joint.h): 64 MiB. With 6 turns and no
// symmetry (32 MiB) a solve's phase 1 took 2-5 M nodes; the search runs exactly in
// its last 7 turns now.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "solvers/reduction/five_phase_joint.h"
#include "solvers/reduction/reduction_bfs.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_orbit_stage.h"

namespace cube::reduction {

// The three axes' colour pairs: 0 U-D, 1 R-L, 2 F-B (faces a and a + 3).
inline constexpr const char* kAxisColours[3] = {"UD", "RL", "FB"};

// A whole-cube rotation that takes an axis to U-D (0: none, 1: z, 2: x), so that the
// U-D axis's tables serve all three: a state seen through it (stickers moved, letters
// renamed as the faces went) and a turn's image (the same depth and power).
struct AxisView {
  std::vector<int> sticker_to;  // where the rotation takes each sticker
  std::string letter_to;        // [face]: the face it goes to, as a letter
  std::vector<int> turn_to;     // [BlockTurns index]: the turn in the rotated view
  std::string seen(const std::string& stickers) const;
};
const AxisView& axis_view(int axis);

// A centre orbit's 24-bit position masks turned (by a block turn or a symmetry) a byte
// at a time.
struct MaskMap {
  std::array<std::array<uint32_t, 256>, 3> bytes{};
  explicit MaskMap(const std::array<uint8_t, 24>& to);
  MaskMap() = default;
  uint32_t operator()(uint32_t mask) const {
    return bytes[0][mask & 0xFF] | bytes[1][(mask >> 8) & 0xFF] | bytes[2][mask >> 16];
  }
};

struct PhaseOneTables {
  static constexpr int kSymmetries = 8;  // the rotations that keep the U-D axis: y^k, y^k x2
  OrbitStage x, t;                       // the X- and the +-centres, for the U-D axis
  std::vector<MaskMap> turned[2];        // [orbit][BlockTurns index]
  std::vector<MaskMap> conjugate[2];     // [orbit][symmetry]
  std::vector<uint32_t> x_class;         // [X rank]: class * 8 + the symmetry that takes the class's first to it
  std::vector<uint32_t> x_first;         // [class]: its first (least) X mask
  std::vector<uint8_t> x_stabiliser;     // [class]: the symmetries that keep its first
  std::vector<int> inverse;              // [symmetry]
  HashedJoint joint;                     // both orbits by symmetry class, 7 turns deep, 2^27 entries
  PhaseOneTables();                      // the stages and symmetries made, distances unfilled
  void fill(const FillProgress& progress = {});
  size_t bytes() const;
  // One key for all the states the symmetries relate (the joint table's).
  uint64_t key(uint32_t x_mask, uint32_t t_mask) const;
  // The same with the X mask's class c, the + mask seen as the class's first sees it.
  uint64_t key_in_class(uint32_t c, uint32_t t_seen) const;
};

// A search phase for five_phase_search.h.
class PhaseOne {
 public:
  struct Node {
    int axis = 0;
    uint32_t x = 0, t = 0;  // the positions holding the axis colours, per orbit, in the axis's rotated view
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
  std::array<std::vector<int>, 3> seen_as_;  // [axis][m]: turns()[m] in the axis's rotated view
};

}  // namespace cube::reduction
