#include "solvers/reduction/five_phase_1.h"

#include <algorithm>
#include <iterator>
#include <string_view>

#include "core/cube_layout.h"
#include "core/face.h"
#include "core/geometry.h"
#include "core/move.h"
#include "solvers/reduction/reduction_subsets.h"

namespace cube::reduction {
namespace {

std::vector<int> every_turn() {
  std::vector<int> out;
  for (int t = 0; t < block_turns(5).count(); ++t) out.push_back(t);
  return out;
}

OrbitStage axis_stage(int orbit) { return {5, orbit, {{0xFFFFFF, kAxisColours[0], 8}}, every_turn()}; }

}  // namespace

PhaseOneTables::PhaseOneTables() : x(axis_stage(0)), t(axis_stage(1)), joint(6, 26, 735471) {}

void PhaseOneTables::fill(const FillProgress& progress) {
  const auto part = [&progress](double from, double to) {
    FillProgress p;
    if (progress) p = [&progress, from, to](double f) { progress(from + (to - from) * f); };
    return p;
  };
  x.fill(part(0, 0.1));
  t.fill(part(0.1, 0.2));
  const auto after = [this](uint64_t key, int m) {
    return joint.key(x.after(static_cast<uint32_t>(key / 735471), m), t.after(static_cast<uint32_t>(key % 735471), m));
  };
  joint.fill(joint.key(x.goal(), t.goal()), block_turns(5).count(), after, part(0.2, 1));
}

size_t PhaseOneTables::bytes() const { return x.bytes() + t.bytes() + joint.dist.size(); }

static AxisView make_view(int axis) {
  AxisView v;
  const BlockTurns& bt = block_turns(5);
  v.sticker_to.resize(150);
  for (int i = 0; i < 150; ++i) v.sticker_to[i] = i;
  if (axis > 0) {
    // R-L by z (L goes to U, R to D), F-B by x (F to U, B to D).
    const Move rotation{Move::Kind::Rotation, axis == 1 ? 'z' : 'x', 1};
    LayerTurn lt;
    layer_turn(rotation, 5, lt);
    const std::span<const int> perm = cached_sticker_permutation(lt, 5);
    v.sticker_to.assign(perm.begin(), perm.end());
  }
  int face_to[6];
  for (int f = 0; f < 6; ++f) face_to[f] = v.sticker_to[f * 25 + 12] / 25;
  for (int f = 0; f < 6; ++f) v.letter_to += kFaceNames[face_to[f]];
  for (const BlockTurn& b : bt.turns) v.turn_to.push_back(bt.index(face_to[b.face], b.depth, b.power));
  return v;
}

std::string AxisView::seen(const std::string& stickers) const {
  std::string out(stickers.size(), ' ');
  for (size_t i = 0; i < stickers.size(); ++i)
    out[sticker_to[i]] = letter_to[std::string_view(kFaceNames).find(stickers[i])];
  return out;
}

const AxisView& axis_view(int axis) {
  static const AxisView views[3] = {make_view(0), make_view(1), make_view(2)};
  return views[axis];
}

PhaseOne::PhaseOne(const PhaseOneTables& tables)
    : tables_(tables), bt_(::cube::reduction::block_turns(5)), turns_(every_turn()) {
  for (int a = 0; a < 3; ++a)
    for (int m : turns_) seen_as_[a].push_back(axis_view(a).turn_to[m]);
  for (int o = 0; o < 2; ++o)
    for (int m = 0; m < bt_.count(); ++m) {
      std::array<std::array<uint32_t, 256>, 3> bytes{};
      for (int chunk = 0; chunk < 3; ++chunk)
        for (int v = 0; v < 256; ++v)
          for (int i = 0; i < 8; ++i)
            if (v >> i & 1) bytes[chunk][v] |= 1u << bt_.centre_to[o][m][8 * chunk + i];
      turned_[o].push_back(bytes);
    }
}

void PhaseOne::after(const Node& from, int m, Node& to) const {
  const int turn = seen_as_[from.axis][m];
  to.axis = from.axis;
  to.x = turn_mask(0, turn, from.x);
  to.t = turn_mask(1, turn, from.t);
}

int PhaseOne::bound(const Node& node, int limit) const {
  const uint32_t x = rank_bits(node.x), t = rank_bits(node.t);
  const int apart = std::max(tables_.x.distance(x), tables_.t.distance(t));
  if (apart >= limit) return apart;
  return std::max(apart, tables_.joint.distance(x, t));
}

PhaseOne::Node PhaseOne::node_of(const std::string& stickers, int axis) const {
  const std::string seen = axis_view(axis).seen(stickers);
  const CubeLayout& l = *cube_layout(5);
  Node n;
  n.axis = axis;
  for (int i = 0; i < 24; ++i) {
    if (std::string_view(kAxisColours[0]).find(seen[l.centres[0][i]]) != std::string_view::npos) n.x |= 1u << i;
    if (std::string_view(kAxisColours[0]).find(seen[l.centres[1][i]]) != std::string_view::npos) n.t |= 1u << i;
  }
  return n;
}

}  // namespace cube::reduction
