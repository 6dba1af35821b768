#include "solvers/reduction/five_phase_2.h"

#include <algorithm>
#include <string_view>

#include "core/cube_layout.h"
#include "solvers/reduction/five_phase_1.h"
#include "solvers/reduction/reduction_subsets.h"

namespace cube::reduction {
namespace {

uint32_t axis_positions(int axis) { return face_bits(axis) | face_bits(axis + 3); }

}  // namespace

std::vector<int> phase_two_turns(int axis) {
  std::vector<int> out;
  const BlockTurns& bt = block_turns(5);
  for (int t = 0; t < bt.count(); ++t) {
    const BlockTurn& b = bt.turns[t];
    const bool keep = b.depth == 1 ? b.axis != axis : b.axis == axis || b.power == 2;
    if (keep) out.push_back(t);
  }
  return out;
}

PhaseTwoTables::PhaseTwoTables()
    : x(5, 0, {{0xFFFFFF & ~axis_positions(0), kAxisColours[1], 8}}, phase_two_turns(0), 0),
      t(5, 1, {{0xFFFFFF & ~axis_positions(0), kAxisColours[1], 8}}, phase_two_turns(0), 0),
      joint(7, 25, 25740) {}

void PhaseTwoTables::fill(const FillProgress& progress) {
  x.fill();
  t.fill();
  const std::vector<int> turns = phase_two_turns(0);
  const auto neighbours = [this, &turns](uint64_t key, uint64_t* out) {
    const uint32_t xs = static_cast<uint32_t>(key / 25740), ts = static_cast<uint32_t>(key % 25740);
    for (size_t m = 0; m < turns.size(); ++m) out[m] = joint.key(x.after(xs, turns[m]), t.after(ts, turns[m]));
  };
  joint.fill(joint.key(x.goal(), t.goal()), static_cast<int>(turns.size()), neighbours, progress);
}

size_t PhaseTwoTables::bytes() const { return x.bytes() + t.bytes() + joint.dist.size(); }

PhaseTwo::PhaseTwo(const PhaseTwoTables& tables, int axis)
    : tables_(tables), bt_(::cube::reduction::block_turns(5)), axis_(axis), turns_(phase_two_turns(axis)) {
  for (int m : turns_) seen_as_.push_back(axis_view(axis).turn_to[m]);
}

void PhaseTwo::after(const Node& from, int m, Node& to) const {
  to.x = tables_.x.after(from.x, seen_as_[m]);
  to.t = tables_.t.after(from.t, seen_as_[m]);
}

int PhaseTwo::bound(const Node& node, int limit) const {
  const int apart = std::max(tables_.x.distance(node.x), tables_.t.distance(node.t));
  if (apart >= limit) return apart;
  return std::max(apart, tables_.joint.distance(node.x, node.t));
}

PhaseTwo::Node PhaseTwo::node_of(const std::string& stickers) const {
  const std::string seen = axis_view(axis_).seen(stickers);
  return {tables_.x.index_of(seen), tables_.t.index_of(seen)};
}

bool in_phase_three_group(const std::string& stickers) {
  const CubeLayout& l = *cube_layout(5);
  for (const auto& orbit : l.centres)
    for (int i = 0; i < 24; ++i) {
      const int face = i / 4;  // orbit position 4 f + i is on face f
      const char c = stickers[orbit[i]];
      if (std::string_view(kAxisColours[face % 3]).find(c) == std::string_view::npos) return false;
    }
  return wing_orbit_parity(5, 0, stickers) == 0;
}

}  // namespace cube::reduction
