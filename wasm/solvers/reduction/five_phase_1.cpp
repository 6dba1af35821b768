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
  std::vector<int> out(static_cast<size_t>(block_turns(5).count()));
  for (size_t t = 0; t < out.size(); ++t) out[t] = static_cast<int>(t);
  return out;
}

OrbitStage axis_stage(int orbit) { return {5, orbit, {{0xFFFFFF, kAxisColours[0], 8}}, every_turn()}; }

}  // namespace

MaskMap::MaskMap(const std::array<uint8_t, 24>& to) {
  for (int chunk = 0; chunk < 3; ++chunk)
    for (int v = 0; v < 256; ++v)
      for (int i = 0; i < 8; ++i)
        if (v >> i & 1) bytes[chunk][v] |= 1u << to[8 * chunk + i];
}

namespace {

// Where the 8 rotations that keep the U-D axis (y^k, then x2 for k >= 4) take each
// orbit position: [symmetry][orbit].
std::vector<std::array<std::array<uint8_t, 24>, 2>> symmetry_positions() {
  const CubeLayout& l = *cube_layout(5);
  std::vector<int> centre_at(150, -1);
  for (int o = 0; o < 2; ++o)
    for (int i = 0; i < 24; ++i) centre_at[l.centres[o][i]] = i;
  const auto perm = [](char family, int turns) {
    LayerTurn lt;
    layer_turn(Move{Move::Kind::Rotation, family, static_cast<uint8_t>(turns)}, 5, lt);
    const std::span<const int> p = cached_sticker_permutation(lt, 5);
    return std::vector<int>(p.begin(), p.end());
  };
  const std::vector<int> x2 = perm('x', 2);
  std::vector<std::array<std::array<uint8_t, 24>, 2>> out;
  for (int k = 0; k < PhaseOneTables::kSymmetries; ++k) {
    std::vector<int> p(150);
    for (int i = 0; i < 150; ++i) p[i] = i;
    if (k % 4 > 0) p = perm('y', k % 4);
    if (k >= 4)
      for (int& v : p) v = x2[v];
    std::array<std::array<uint8_t, 24>, 2> to{};
    for (int o = 0; o < 2; ++o)
      for (int i = 0; i < 24; ++i) to[o][i] = static_cast<uint8_t>(centre_at[p[l.centres[o][i]]]);
    out.push_back(to);
  }
  return out;
}

}  // namespace

PhaseOneTables::PhaseOneTables() : x(axis_stage(0)), t(axis_stage(1)), joint(7, 26, 735471) {
  const BlockTurns& bt = block_turns(5);
  for (int o = 0; o < 2; ++o)
    for (int m = 0; m < bt.count(); ++m) turned[o].emplace_back(bt.centre_to[o][m]);
  const auto syms = symmetry_positions();
  for (int s = 0; s < kSymmetries; ++s) {
    for (int o = 0; o < 2; ++o) conjugate[o].emplace_back(syms[s][o]);
    for (int u = 0; u < kSymmetries; ++u) {
      bool identity = true;
      for (int o = 0; o < 2; ++o)
        for (int i = 0; i < 24; ++i) identity = identity && syms[u][o][syms[s][o][i]] == i;
      if (identity) inverse.push_back(u);
    }
  }
  constexpr uint32_t kUnset = 0xFFFFFFFF;
  x_class.assign(735471, kUnset);
  for (uint32_t r = 0; r < 735471; ++r) {
    if (x_class[r] != kUnset) continue;
    const uint32_t first = unrank_bits(r, 24, 8);
    const uint32_t c = static_cast<uint32_t>(x_first.size());
    uint8_t stabiliser = 0;
    for (int s = 0; s < kSymmetries; ++s) {
      const uint32_t image = conjugate[0][s](first);
      if (image == first) stabiliser |= static_cast<uint8_t>(1 << s);
      uint32_t& slot = x_class[rank_bits(image)];
      if (slot == kUnset) slot = c * kSymmetries + s;
    }
    x_first.push_back(first);
    x_stabiliser.push_back(stabiliser);
  }
}

uint64_t PhaseOneTables::key(uint32_t x_mask, uint32_t t_mask) const {
  const uint32_t e = x_class[rank_bits(x_mask)];
  return key_in_class(e / kSymmetries, conjugate[1][inverse[e % kSymmetries]](t_mask));
}

uint64_t PhaseOneTables::key_in_class(uint32_t c, uint32_t t_seen) const {
  uint32_t least = rank_bits(t_seen);
  if (x_stabiliser[c] != 1)
    for (int u = 1; u < kSymmetries; ++u)
      if (x_stabiliser[c] >> u & 1) least = std::min(least, rank_bits(conjugate[1][u](t_seen)));
  return joint.key(c, least);
}

void PhaseOneTables::fill(const FillProgress& progress) {
  const auto part = [&progress](double from, double to) {
    FillProgress p;
    if (progress) p = [&progress, from, to](double f) { progress(from + (to - from) * f); };
    return p;
  };
  x.fill(part(0, 0.05));
  t.fill(part(0.05, 0.1));
  const int turns = block_turns(5).count();
  // The keys come class by class (each level sorted): what the X class's turns give
  // (key()'s X half, its symmetry's map of the + mask) is made once a class.
  struct XTurned {
    uint32_t c;               // the class the turn takes the X mask to
    const MaskMap* to_class;  // the + mask's map into that class's view
  };
  std::vector<XTurned> x_turned(static_cast<size_t>(turns));
  uint64_t x_class_now = UINT64_MAX;
  const auto neighbours = [&, turns](uint64_t k, uint64_t* out) {
    if (k / 735471 != x_class_now) {
      x_class_now = k / 735471;
      const uint32_t xm = x_first[x_class_now];
      for (int m = 0; m < turns; ++m) {
        const uint32_t e = x_class[rank_bits(turned[0][m](xm))];
        x_turned[static_cast<size_t>(m)] = {e / kSymmetries, &conjugate[1][inverse[e % kSymmetries]]};
      }
    }
    const uint32_t tm = unrank_bits(static_cast<uint32_t>(k % 735471), 24, 8);
    for (int m = 0; m < turns; ++m) {
      const XTurned& x = x_turned[static_cast<size_t>(m)];
      out[m] = key_in_class(x.c, (*x.to_class)(turned[1][m](tm)));
    }
  };
  joint.fill(key(unrank_bits(x.goal(), 24, 8), unrank_bits(t.goal(), 24, 8)), turns, neighbours, part(0.1, 1));
}

size_t PhaseOneTables::bytes() const {
  return x.bytes() + t.bytes() + joint.dist.size() + x_class.size() * 4 + x_first.size() * 5;
}

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
}

void PhaseOne::after(const Node& from, int m, Node& to) const {
  const int turn = seen_as_[from.axis][m];
  to.axis = from.axis;
  to.x = tables_.turned[0][turn](from.x);
  to.t = tables_.turned[1][turn](from.t);
}

int PhaseOne::bound(const Node& node, int limit) const {
  const uint32_t x = rank_bits(node.x), t = rank_bits(node.t);
  const int apart = std::max(tables_.x.distance(x), tables_.t.distance(t));
  if (apart >= limit) return apart;
  return std::max(apart, tables_.joint.distance(tables_.key(node.x, node.t)));
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
