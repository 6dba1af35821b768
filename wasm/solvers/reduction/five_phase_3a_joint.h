// Phase 3a of the 5x5x5's five-phase reduction (five_phase_3.h's FivePhase3a) with a
// stronger bound: its wing classes and middle-edge flips together. Apart (each its own
// table) they bound a random phase-2 end at ~6 where it needs ~10-13 turns; together,
// every pair up to 8 turns from the goal (~6 M entries), one entry for the up to 8
// pairs the symmetries keeping phase 3a relate (the rotations and mirrors that keep the
// U-D axis and take the wing classes onto themselves or onto each other: they keep
// which middle edges are flipped), hashed into 2^26 four-bit entries
// (five_phase_joint.h): 32 MiB, ~0.6 s to fill. With 6 turns and no symmetry in the
// same 32 MiB, a solve's first 3a search took 4.8 M nodes (up to 35 M); with 8, 0.05 M
// (docs/BENCHMARKS.md). (cube555 keeps the whole product by symmetry classes, 88 MB,
// too slow to build in the page.)
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "solvers/reduction/five_phase_1.h"
#include "solvers/reduction/five_phase_3.h"
#include "solvers/reduction/five_phase_joint.h"
#include "solvers/reduction/reduction_bfs.h"

namespace cube::reduction {

// A symmetry of phase 3a on its joint coordinates: the class-A wing places' mask and the
// twelve middle edges' flips (a 12-bit mask, even).
struct PhaseThreeASymmetry {
  MaskMap wings;                                     // where it takes each wing place
  bool swaps = false;                                // it takes class A's places onto class B's: the mask's complement
  std::array<std::array<uint16_t, 256>, 2> slots{};  // where it takes each middle-edge slot
  uint32_t classes(uint32_t mask) const {
    const uint32_t m = wings(mask);
    return swaps ? ~m & 0xFFFFFF : m;
  }
  uint16_t flips(uint16_t mask) const { return static_cast<uint16_t>(slots[0][mask & 255] | slots[1][mask >> 8]); }
};

struct PhaseThreeAJoint {
  static constexpr int kSymmetries = 16;           // at most (8 today); the flip classes' keys count by 16
  static constexpr uint32_t kClassSets = 2704156;  // C(24, 12)
  std::vector<PhaseThreeASymmetry> symmetries;     // the identity first
  std::vector<int> inverse;                        // [symmetry]
  // The flips' classes (by their low 11 bits): [flips] class * 16 + the symmetry that
  // takes the class's first to them; [class] its first (least) flips and the symmetries
  // that keep them.
  std::vector<uint16_t> flip_class, flip_first, flip_stabiliser;
  // Key: the flips' class * C(24, 12) + the class set's rank, the least over the
  // symmetries that keep the flips' first.
  HashedJoint joint{8, 26, kClassSets};
  PhaseThreeAJoint();  // the symmetries and flip classes made, distances unfilled
  void fill(const FivePhase3Tables& t, const FillProgress& progress = {});
  // One key for all the states the symmetries relate.
  uint64_t key(const FivePhase3Tables& t, uint32_t class_mask, uint16_t flips) const;
  // The same with the flips' class c, the class mask seen as the class's first sees it.
  uint64_t key_in_class(const FivePhase3Tables& t, uint32_t c, uint32_t seen) const;
  // The full 12-bit flips of their low 11 bits (the twelfth makes them even).
  static uint16_t whole_flips(uint32_t low) { return static_cast<uint16_t>(low | (__builtin_popcount(low) & 1) << 11); }
};

// FivePhase3a, its bound raised by the joint table.
class PhaseThreeA {
 public:
  using Node = FivePhase3a::Node;
  PhaseThreeA(const FivePhase3Tables& t, const PhaseThreeAJoint& joint) : t_(t), a_(t), joint_(joint) {}
  const BlockTurns& block_turns() const { return a_.block_turns(); }
  const std::vector<int>& turns() const { return a_.turns(); }
  void after(const Node& from, int m, Node& to) const { a_.after(from, m, to); }
  int bound(const Node& node, int limit) const;
  bool done(const Node& node) const { return a_.done(node); }
  bool read(const std::string& stickers, Node& node) const { return a_.read(stickers, node); }

 private:
  const FivePhase3Tables& t_;
  FivePhase3a a_;
  const PhaseThreeAJoint& joint_;
};

}  // namespace cube::reduction
