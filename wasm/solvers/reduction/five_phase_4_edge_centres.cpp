#include "solvers/reduction/five_phase_4_edge_centres.h"

#include <algorithm>
#include <utility>

namespace cube::reduction {

bool FivePhase4EdgeCentres::goal(uint32_t low_rel, uint32_t rl) const {
  return low_rel == low_goal && std::binary_search(rl_goals.begin(), rl_goals.end(), rl);
}

int FivePhase4EdgeCentres::exact(const FivePhase4Edges& classes, const std::vector<uint32_t>& low_move,
                                 const std::vector<uint32_t>& rl_move, int moves, uint32_t low_rel, uint32_t rl) const {
  const size_t mv = static_cast<size_t>(moves);
  int d = 0;
  // Each step finds a turn one nearer (the table's neighbours differ by at most one);
  // 20 is past the table's depth (13): a table that lies stops there.
  while (!goal(low_rel, rl) && d < 20) {
    const int nearer = (mod3(index(classes, low_rel, rl)) + 2) % 3;
    size_t m = 0;
    while (m < mv && mod3(index(classes, low_move[low_rel * mv + m], rl_move[rl * mv + m])) != nearer) ++m;
    if (m == mv) return d;  // not reached for a filled table
    low_rel = low_move[low_rel * mv + m];
    rl = rl_move[rl * mv + m];
    ++d;
  }
  return d;
}

FivePhase4EdgeCentres make_five_phase_4_edge_centres(const std::vector<std::vector<uint32_t>>& rl_conj,
                                                     uint32_t low_goal, std::vector<uint32_t> rl_goals) {
  FivePhase4EdgeCentres t;
  t.rls = static_cast<uint32_t>(rl_conj[0].size());
  t.rl_conj.resize(rl_conj.size() * t.rls);
  for (size_t s = 0; s < rl_conj.size(); ++s)
    for (uint32_t v = 0; v < t.rls; ++v) t.rl_conj[s * t.rls + v] = static_cast<uint16_t>(rl_conj[s][v]);
  t.low_goal = low_goal;
  std::sort(rl_goals.begin(), rl_goals.end());
  rl_goals.erase(std::unique(rl_goals.begin(), rl_goals.end()), rl_goals.end());
  t.rl_goals = std::move(rl_goals);
  return t;
}

void fill_five_phase_4_edge_centres(FivePhase4EdgeCentres& t, const FivePhase4Edges& classes,
                                    const std::vector<uint32_t>& low_move, const std::vector<uint32_t>& rl_move,
                                    int moves, const FillProgress& progress) {
  constexpr int kNone = 3;
  const size_t mv = static_cast<size_t>(moves);
  const size_t rls = t.rls;
  const size_t n = classes.rep.size() * rls;  // rls (4900) a multiple of 4: each class's row starts a byte
  t.dist.assign((n + 3) / 4, 0xFF);
  const auto set = [&](size_t i, int d) {
    uint8_t& b = t.dist[i >> 2];
    const int shift = static_cast<int>(i & 3) * 2;
    b = static_cast<uint8_t>((b & ~(3 << shift)) | d % 3 << shift);
  };
  // Entry (c, rl) (unfilled) and those its class's own symmetries make of it, at distance d.
  const auto fill = [&](size_t c, size_t rl, int d) {
    set(c * rls + rl, d);
    size_t count = 1;
    if (classes.self[c] == 1) return count;
    for (size_t s = 1; s < 4; ++s)
      if (classes.self[c] >> s & 1) {
        const size_t j = c * rls + t.rl_conj[s * rls + rl];
        if (t.mod3(j) == kNone) set(j, d), ++count;
      }
    return count;
  };
  size_t filled = 0;
  for (uint32_t g : t.rl_goals) {
    const size_t i = t.index(classes, t.low_goal, g);
    if (t.mod3(i) == kNone) filled += fill(i / rls, i % rls, 0);
  }
  size_t frontier = filled;
  for (int d = 0; frontier > 0; ++d) {
    size_t next = 0;
    const bool backward = n - filled < 4 * frontier;  // most of those left find a neighbour in a few turns
    const int here = d % 3;
    const uint8_t all = static_cast<uint8_t>(here * 0x55);
    std::vector<uint32_t> to_class(mv);  // [m]: the class (<< 2 | symmetry) turn m takes this class to
    for (size_t c = 0; c < classes.rep.size(); ++c) {
      if (progress && (c & 0xFF) == 0) progress(static_cast<double>(filled + next) / static_cast<double>(n));
      for (size_t m = 0; m < mv; ++m) to_class[m] = classes.sym_of[low_move[classes.rep[c] * mv + m]];
      // The entry turn m takes (c, rl) to.
      const auto after = [&](size_t rl, size_t m) {
        const uint32_t k = to_class[m];
        return static_cast<size_t>(k >> 2) * rls + t.rl_conj[(k & 3) * rls + rl_move[rl * mv + m]];
      };
      for (size_t rl = 0; rl < rls; ++rl) {
        const size_t i = c * rls + rl;
        if ((rl & 3) == 0) {  // four entries a byte (rls is a multiple of 4): skip one with none to look at
          const uint8_t b = t.dist[i >> 2];
          const uint8_t none = b & b >> 1 & 0x55;              // entries unfilled
          const uint8_t x = static_cast<uint8_t>(~(b ^ all));  // 11 where an entry is d mod 3
          if (backward ? none == 0 : (x & x >> 1 & 0x55) == 0) {
            rl += 3;
            continue;
          }
        }
        const int v = t.mod3(i);
        if (backward) {
          if (v != kNone) continue;
          // A neighbour of an unfilled entry (distance d + 1 or more) showing d mod 3 is at d.
          for (size_t m = 0; m < mv; ++m)
            if (t.mod3(after(rl, m)) == here) {
              next += fill(c, rl, d + 1);
              break;
            }
        } else if (v == here) {  // d, or d - 3, d - 6 ... (whose neighbours are all filled)
          for (size_t m = 0; m < mv; ++m) {
            const size_t j = after(rl, m);
            if (t.mod3(j) == kNone) next += fill(j / rls, j % rls, d + 1);
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
