#include "solvers/reduction/five_phase_3a_joint.h"

#include <algorithm>

#include "core/cube_layout.h"
#include "solvers/reduction/five_phase_coords.h"

namespace cube::reduction {
namespace {

// Of the 16 whole-cube symmetries that keep the U-D axis (each takes phase 3a's turns
// onto its turns and keeps which middle edges are flipped: the tests check both on the
// move tables), the 8 that take class A's wing places onto class A's or class B's.
std::vector<PhaseThreeASymmetry> make_symmetries() {
  const CubeLayout& l = *cube_layout(5);
  std::vector<int> wing_place(150, -1), slot(150, -1);
  for (int p = 0; p < 24; ++p)
    for (int s : l.wings[0][static_cast<size_t>(p)]) wing_place[static_cast<size_t>(s)] = p;
  for (int e = 0; e < 12; ++e)
    for (int s : l.midge[static_cast<size_t>(e)]) slot[static_cast<size_t>(s)] = e;
  const uint32_t class_a = five_phase_3_class_a();
  constexpr int u_centre = 12;  // the U face's middle sticker (25 a face, U first)
  std::vector<PhaseThreeASymmetry> out;
  for (const CubeRotation& r : cube_symmetries()) {
    if (r.to[static_cast<size_t>(u_centre)] / 25 % 3 != 0) continue;  // U or D
    std::array<uint8_t, 24> to{};
    for (int p = 0; p < 24; ++p)
      to[static_cast<size_t>(p)] = static_cast<uint8_t>(
          wing_place[static_cast<size_t>(r.to[static_cast<size_t>(l.wings[0][static_cast<size_t>(p)][0])])]);
    PhaseThreeASymmetry sym;
    sym.wings = MaskMap(to);
    const uint32_t image = sym.wings(class_a);
    if (image != class_a && image != (~class_a & 0xFFFFFF)) continue;
    sym.swaps = image != class_a;
    for (int byte = 0; byte < 2; ++byte)
      for (int v = 0; v < 256; ++v)
        for (int q = 0; q < 8 && 8 * byte + q < 12; ++q)
          if (v >> q & 1)
            sym.slots[static_cast<size_t>(byte)][static_cast<size_t>(v)] |= static_cast<uint16_t>(
                1u
                << slot[static_cast<size_t>(r.to[static_cast<size_t>(l.midge[static_cast<size_t>(8 * byte + q)][0])])]);
    out.push_back(sym);
  }
  return out;
}

}  // namespace

PhaseThreeAJoint::PhaseThreeAJoint() : symmetries(make_symmetries()) {
  const size_t n = symmetries.size();
  for (size_t s = 0; s < n; ++s)
    for (size_t u = 0; u < n; ++u) {
      bool identity = true;
      for (int b = 0; b < 24; ++b) identity = identity && symmetries[u].wings(symmetries[s].wings(1u << b)) == 1u << b;
      if (identity) inverse.push_back(static_cast<int>(u));
    }
  constexpr uint16_t kUnset = 0xFFFF;
  flip_class.assign(2048, kUnset);
  for (uint32_t low = 0; low < 2048; ++low) {
    if (flip_class[low] != kUnset) continue;
    const uint16_t first = whole_flips(low);
    const auto c = static_cast<uint16_t>(flip_first.size());
    uint16_t stabiliser = 0;
    for (size_t s = 0; s < n; ++s) {
      const uint16_t image = symmetries[s].flips(first);
      if (image == first) stabiliser = static_cast<uint16_t>(stabiliser | 1u << s);
      uint16_t& slot = flip_class[image & 0x7FF];
      if (slot == kUnset) slot = static_cast<uint16_t>(c * kSymmetries + s);
    }
    flip_first.push_back(static_cast<uint16_t>(low));
    flip_stabiliser.push_back(stabiliser);
  }
}

uint64_t PhaseThreeAJoint::key(const FivePhase3Tables& t, uint32_t class_mask, uint16_t flips) const {
  const uint32_t e = flip_class[flips & 0x7FF];
  return key_in_class(t, e / kSymmetries,
                      symmetries[static_cast<size_t>(inverse[e % kSymmetries])].classes(class_mask));
}

uint64_t PhaseThreeAJoint::key_in_class(const FivePhase3Tables& t, uint32_t c, uint32_t seen) const {
  uint32_t least = t.sets12.rank(seen);
  if (flip_stabiliser[c] != 1)
    for (size_t u = 1; u < symmetries.size(); ++u)
      if (flip_stabiliser[c] >> u & 1) least = std::min(least, t.sets12.rank(symmetries[u].classes(seen)));
  return joint.key(c, least);
}

void PhaseThreeAJoint::fill(const FivePhase3Tables& t, const FillProgress& progress) {
  const size_t turns = t.turns.size();
  // The keys come flip class by flip class (each level sorted): where each turn takes
  // the class's flips (key()'s flip half) is made once a class.
  struct FlipsTurned {
    uint32_t c;                           // the flips' class after the turn
    const PhaseThreeASymmetry* to_class;  // the class masks' map into that class's view
  };
  std::vector<FlipsTurned> flips_turned(turns);
  uint64_t flip_class_now = UINT64_MAX;
  const auto neighbours = [&](uint64_t k, uint64_t* out) {
    if (k / kClassSets != flip_class_now) {
      flip_class_now = k / kClassSets;
      const uint16_t flips = whole_flips(flip_first[flip_class_now]);
      for (size_t m = 0; m < turns; ++m) {
        const uint32_t e = flip_class[(t.move_slots(flips, m) ^ t.flips[m]) & 0x7FF];
        flips_turned[m] = {e / kSymmetries, &symmetries[static_cast<size_t>(inverse[e % kSymmetries])]};
      }
    }
    const uint32_t classes = t.sets12.masks[k % kClassSets];
    for (size_t m = 0; m < turns; ++m)
      out[m] = key_in_class(t, flips_turned[m].c, flips_turned[m].to_class->classes(t.move_wings(classes, m)));
  };
  joint.fill(key(t, t.class_a, 0), static_cast<int>(turns), neighbours, progress);
}

int PhaseThreeA::bound(const Node& node, int limit) const {
  const int b = a_.bound(node, limit);
  if (b >= limit) return b;
  return std::max(b, joint_.joint.distance(joint_.key(t_, node.class_a, node.flips)));
}

}  // namespace cube::reduction
