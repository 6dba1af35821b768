#include "solvers/reduction/five_phase_4_edge_centres.h"

#include <algorithm>
#include <utility>

#include "solvers/reduction/five_phase_4_class_bfs.h"

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

namespace {

// A class's row: both centre orbits' R-L pattern (4900), the same for every class. Plain
// pointers and sizes, copied: the fill's byte writes alias nothing of it.
struct RlPatterns {
  const uint32_t* rl_move;
  const uint16_t* rl_conj;
  size_t rls, mv;
  size_t size() const { return rls; }
  static size_t base(size_t) { return 0; }
  const uint32_t* moves_of(size_t v) const { return rl_move + v * mv; }
  const uint16_t* conj_row(size_t s) const { return rl_conj + s * rls; }
};

}  // namespace

void fill_five_phase_4_edge_centres(FivePhase4EdgeCentres& t, const FivePhase4Edges& classes,
                                    const std::vector<uint32_t>& low_move, const std::vector<uint32_t>& rl_move,
                                    int moves, const FillProgress& progress) {
  // rls (4900) a multiple of 4: each class's row starts a byte.
  std::vector<size_t> goals;
  for (uint32_t g : t.rl_goals) goals.push_back(t.index(classes, t.low_goal, g));
  const RlPatterns row{rl_move.data(), t.rl_conj.data(), t.rls, static_cast<size_t>(moves)};
  fill_by_classes<ModThreeDistances>(t.dist, classes, row, low_move, moves, goals, 0x100, progress);
}

}  // namespace cube::reduction
