#include "solvers/reduction/five_phase_1.h"

#include <algorithm>

namespace cube::reduction {
namespace {

std::vector<int> every_turn() {
  std::vector<int> out;
  for (int t = 0; t < block_turns(5).count(); ++t) out.push_back(t);
  return out;
}

}  // namespace

PhaseOneTables::PhaseOneTables() {
  orbits.reserve(6);
  for (int axis = 0; axis < 3; ++axis)
    for (int orbit = 0; orbit < 2; ++orbit)
      orbits.emplace_back(5, orbit, std::vector<SubsetPart>{{0xFFFFFF, kAxisColours[axis], 8}}, every_turn());
}

void PhaseOneTables::fill(const FillProgress& progress) {
  for (size_t i = 0; i < orbits.size(); ++i) {
    FillProgress part;
    if (progress) {
      const double share = 1.0 / static_cast<double>(orbits.size());
      part = [&progress, i, share](double f) { progress(share * (static_cast<double>(i) + f)); };
    }
    orbits[i].fill(part);
  }
}

size_t PhaseOneTables::bytes() const {
  size_t b = 0;
  for (const OrbitStage& o : orbits) b += o.bytes();
  return b;
}

PhaseOne::PhaseOne(const PhaseOneTables& tables) : tables_(tables), bt_(::cube::reduction::block_turns(5)), turns_(every_turn()) {}

void PhaseOne::after(const Node& from, int m, Node& to) const {
  const int t = turns_[m];
  to.axis = from.axis;
  to.x = tables_.orbits[from.axis * 2].after(from.x, t);
  to.t = tables_.orbits[from.axis * 2 + 1].after(from.t, t);
}

int PhaseOne::bound(const Node& node, int) const {
  return std::max(tables_.orbits[node.axis * 2].distance(node.x), tables_.orbits[node.axis * 2 + 1].distance(node.t));
}

PhaseOne::Node PhaseOne::node_of(const std::string& stickers, int axis) const {
  Node n;
  n.axis = axis;
  n.x = tables_.orbits[axis * 2].index_of(stickers);
  n.t = tables_.orbits[axis * 2 + 1].index_of(stickers);
  return n;
}

}  // namespace cube::reduction
