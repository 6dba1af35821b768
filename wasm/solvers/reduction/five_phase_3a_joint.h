// Phase 3a of the 5x5x5's five-phase reduction (five_phase_3.h's FivePhase3a) with a
// stronger bound: its wing classes and middle-edge flips together. Apart (each its own
// table) they bound a random phase-2 end at ~6 where it needs ~11-13 turns, and the
// search ran past 20 M nodes over a solve's 100 starts; together, every pair up to 6
// turns from the goal, hashed (five_phase_joint.h: 2^26 entries, 32 MiB), the search
// runs exactly in its last 6 turns. (cube555 keeps the whole product by symmetry
// classes, 88 MB.)
#pragma once
#include <string>
#include <vector>

#include "solvers/reduction/five_phase_3.h"
#include "solvers/reduction/five_phase_joint.h"
#include "solvers/reduction/reduction_bfs.h"

namespace cube::reduction {

struct PhaseThreeAJoint {
  HashedJoint joint{6, 26, 2048};  // key: the class set's rank * 2048 + the flips' low 11 bits
  void fill(const FivePhase3Tables& t, const FillProgress& progress = {});
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
