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

PhaseTwoTables::PhaseTwoTables() {
  orbits.reserve(6);
  for (int axis = 0; axis < 3; ++axis)
    for (int orbit = 0; orbit < 2; ++orbit)
      orbits.emplace_back(5, orbit,
                          std::vector<SubsetPart>{{0xFFFFFF & ~axis_positions(axis), kAxisColours[(axis + 1) % 3], 8}},
                          phase_two_turns(axis), 0);
}

void PhaseTwoTables::fill(const FillProgress& progress) {
  for (size_t i = 0; i < orbits.size(); ++i) {
    orbits[i].fill();
    if (progress) progress(static_cast<double>(i + 1) / static_cast<double>(orbits.size()));
  }
}

size_t PhaseTwoTables::bytes() const {
  size_t b = 0;
  for (const OrbitStage& o : orbits) b += o.bytes();
  return b;
}

PhaseTwo::PhaseTwo(const PhaseTwoTables& tables, int axis)
    : x_(tables.orbits[axis * 2]), t_(tables.orbits[axis * 2 + 1]), bt_(::cube::reduction::block_turns(5)), turns_(phase_two_turns(axis)) {}

void PhaseTwo::after(const Node& from, int m, Node& to) const {
  to.x = x_.after(from.x, turns_[m]);
  to.t = t_.after(from.t, turns_[m]);
}

int PhaseTwo::bound(const Node& node, int) const { return std::max(x_.distance(node.x), t_.distance(node.t)); }

PhaseTwo::Node PhaseTwo::node_of(const std::string& stickers) const { return {x_.index_of(stickers), t_.index_of(stickers)}; }

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
