#include "solvers/reduction/five_phase_4_edges.h"

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

void fill_five_phase_4_edges(FivePhase4Edges& t, const std::vector<uint32_t>& low_move,
                             const std::vector<uint32_t>& high_move, int moves, uint32_t low_goal, uint32_t high_goal,
                             const FillProgress& progress) {
  constexpr uint32_t kW = FivePhase4Edges::kWings;
  constexpr int kNone = 0xF;
  const size_t mv = static_cast<size_t>(moves);
  const size_t n = t.rep.size() * kW;
  t.dist.assign((n + 1) / 2, 0xFF);
  const auto set = [&](size_t i, int d) {
    uint8_t& b = t.dist[i >> 1];
    const int shift = static_cast<int>(i & 1) * 4;
    b = static_cast<uint8_t>((b & ~(0xF << shift)) | d << shift);
  };
  // Entry i (unfilled) and those its class's symmetries make of it, at distance d: how many filled.
  const auto fill = [&](size_t i, int d) {
    set(i, d);
    size_t count = 1;
    const size_t c = i / kW;
    if (t.self[c] == 1) return count;
    const size_t h = static_cast<size_t>(t.rep[c] / kW) * kW + i % kW;
    for (size_t s = 1; s < 4; ++s)
      if (t.self[c] >> s & 1) {
        const size_t j = c * kW + t.high_conj[s * t.rels + h];
        if (t.at(j) == kNone) set(j, d), ++count;
      }
    return count;
  };
  size_t filled = fill(t.index(low_goal, high_goal), 0), frontier = filled;
  for (int d = 0; frontier > 0 && d + 1 < kNone; ++d) {
    size_t next = 0;
    const bool backward = n - filled < 4 * frontier;  // most of those left find a neighbour in a few turns
    std::vector<uint32_t> to_class(mv);               // [m]: the class (<< 2 | symmetry) turn m takes this class to
    for (size_t c = 0; c < t.rep.size(); ++c) {
      if (progress && (c & 0x3FF) == 0) progress(static_cast<double>(filled + next) / static_cast<double>(n));
      const uint32_t a = t.rep[c];
      for (size_t m = 0; m < mv; ++m) to_class[m] = t.sym_of[low_move[a * mv + m]];
      const size_t first_high = static_cast<size_t>(a / kW) * kW;  // the high rels with a's middle edges
      // The entry turn m takes (c, w) to.
      const auto after = [&](size_t w, size_t m) {
        const uint32_t k = to_class[m];
        return static_cast<size_t>(k >> 2) * kW + t.high_conj[(k & 3) * t.rels + high_move[(first_high + w) * mv + m]];
      };
      for (size_t w = 0; w < kW; ++w) {
        const size_t i = c * kW + w;
        if ((w & 1) == 0) {  // two entries a byte (kW is even): skip one with none to look at
          const uint8_t b = t.dist[i >> 1];
          if (backward ? (b & 0xF) != kNone && b >> 4 != kNone : b == 0xFF) {
            ++w;
            continue;
          }
        }
        const int here = t.at(i);
        if (backward) {
          if (here != kNone) continue;
          for (size_t m = 0; m < mv; ++m)
            if (t.at(after(w, m)) == d) {
              next += fill(i, d + 1);
              break;
            }
        } else if (here == d) {
          for (size_t m = 0; m < mv; ++m) {
            const size_t j = after(w, m);
            if (t.at(j) == kNone) next += fill(j, d + 1);
          }
        }
      }
    }
    filled += next;
    frontier = next;
  }
  if (progress) progress(1.0);
}

}  // namespace cube::reduction
