#include "solvers/reduction/five_phase_4_edges.h"

#include "solvers/reduction/five_phase_4_class_bfs.h"

namespace cube::reduction {

FivePhase4Edges make_five_phase_4_edges(const std::vector<std::vector<uint32_t>>& low_conj,
                                        const std::vector<std::vector<uint32_t>>& high_conj) {
  FivePhase4Edges t;
  t.rels = static_cast<uint32_t>(low_conj[0].size());
  const auto first = [&](uint32_t a, uint32_t& sym) {
    uint32_t best = a;
    sym = 0;
    for (size_t s = 1; s < low_conj.size(); ++s)
      if (low_conj[s][a] < best) best = low_conj[s][a], sym = static_cast<uint32_t>(s);
    return best;
  };
  std::vector<uint32_t> class_of(t.rels, UINT32_MAX);
  for (uint32_t a = 0; a < t.rels; ++a) {
    uint32_t sym = 0;
    if (first(a, sym) == a) class_of[a] = static_cast<uint32_t>(t.rep.size()), t.rep.push_back(a);
  }
  t.self.assign(t.rep.size(), 0);
  for (uint32_t c = 0; c < t.rep.size(); ++c)
    for (size_t s = 0; s < low_conj.size(); ++s)
      if (low_conj[s][t.rep[c]] == t.rep[c]) t.self[c] = static_cast<uint8_t>(t.self[c] | 1 << s);
  t.sym_of.resize(t.rels);
  for (uint32_t a = 0; a < t.rels; ++a) {
    uint32_t sym = 0;
    const uint32_t best = first(a, sym);
    t.sym_of[a] = class_of[best] << 2 | sym;
  }
  t.high_conj.resize(low_conj.size() * t.rels);
  for (size_t s = 0; s < high_conj.size(); ++s)
    for (uint32_t v = 0; v < t.rels; ++v)
      t.high_conj[s * t.rels + v] = static_cast<uint16_t>(high_conj[s][v] % FivePhase4Edges::kWings);
  return t;
}

namespace {

// A class's row: the high wings seen from its first's middle edges (1680 of the 70 x 1680
// high rel coordinates). Plain pointers and sizes, copied: the fill's byte writes alias
// nothing of it, so they stay in registers.
struct HighWings {
  const uint32_t* rep;
  const uint32_t* high_move;
  const uint16_t* high_conj;
  size_t rels, mv;
  static constexpr size_t size() { return FivePhase4Edges::kWings; }
  size_t base(size_t c) const {
    return static_cast<size_t>(rep[c] / FivePhase4Edges::kWings) * FivePhase4Edges::kWings;
  }
  const uint32_t* moves_of(size_t v) const { return high_move + v * mv; }
  const uint16_t* conj_row(size_t s) const { return high_conj + s * rels; }
};

}  // namespace

void fill_five_phase_4_edges(FivePhase4Edges& t, const std::vector<uint32_t>& low_move,
                             const std::vector<uint32_t>& high_move, int moves, uint32_t low_goal, uint32_t high_goal,
                             const FillProgress& progress) {
  const HighWings row{t.rep.data(), high_move.data(), t.high_conj.data(), t.rels, static_cast<size_t>(moves)};
  fill_by_classes<FourBitDistances>(t.dist, t, row, low_move, moves, {t.index(low_goal, high_goal)}, 0x400, progress);
}

}  // namespace cube::reduction
