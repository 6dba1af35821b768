#include "solvers/reduction/five_phase_3a_joint.h"

#include <algorithm>

namespace cube::reduction {

void PhaseThreeAJoint::fill(const FivePhase3Tables& t, const FillProgress& progress) {
  const size_t turns = t.turns.size();
  const auto neighbours = [&t, turns, this](uint64_t key, uint64_t* out) {
    const uint32_t classes = t.sets12.masks[key / 2048];
    const uint32_t low = static_cast<uint32_t>(key % 2048);
    // The twelfth slot's flip: the flips are even in all.
    const uint16_t flips = static_cast<uint16_t>(low | (__builtin_popcount(low) & 1) << 11);
    for (size_t m = 0; m < turns; ++m)
      out[m] = joint.key(t.sets12.rank(t.move_wings(classes, m)), (t.move_slots(flips, m) ^ t.flips[m]) & 0x7FF);
  };
  joint.fill(joint.key(t.sets12.rank(t.class_a), 0), static_cast<int>(turns), neighbours, progress);
}

int PhaseThreeA::bound(const Node& node, int limit) const {
  const int b = a_.bound(node, limit);
  if (b >= limit) return b;
  return std::max(b, joint_.joint.distance(t_.sets12.rank(node.class_a), node.flips & 0x7FFu));
}

}  // namespace cube::reduction
