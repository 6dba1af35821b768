#include "solvers/reduction/reduction_stage_search.h"

#include <array>
#include <cstdint>

#include "solvers/reduction/reduction_bfs.h"
#include "solvers/reduction/reduction_block_turns.h"

namespace cube::reduction {
namespace {

struct Ida {
  const SearchStage& stage;
  const BlockTurns& bt;
  uint64_t nodes = 0, max_nodes = 0;
  size_t want = 1;
  std::vector<int> path;
  std::vector<std::vector<int>> found;

  // True when the search is over (enough found, or out of nodes).
  bool dfs(const std::array<uint32_t, kMaxOrbits>& c, int g, int bound, int last) {
    if (++nodes > max_nodes) return true;
    for (int t : stage.turns) {
      if (!bt.may_follow(last, t)) continue;
      std::array<uint32_t, kMaxOrbits> next{};
      int hmax = 0, hsum = 0;
      for (size_t o = 0; o < stage.orbits.size() && g + 1 + hmax <= bound; ++o) {
        next[o] = stage.orbits[o]->after(c[o], t);
        const int d = stage.orbits[o]->distance(next[o]);
        hmax = std::max(hmax, d);
        hsum += d;
      }
      if (g + 1 + hmax > bound) continue;
      for (const JointTable* j : stage.joints) hmax = std::max(hmax, j->distance(next[j->a], next[j->b]));
      if (g + 1 + hmax + (hsum - hmax) / 2 > bound) continue;
      path.push_back(t);
      if (hmax == 0) {
        found.push_back(path);
        if (found.size() >= want) return true;
      } else if (dfs(next, g + 1, bound, t)) {
        return true;
      }
      path.pop_back();
    }
    return false;
  }
};

}  // namespace

void build_joint(const SearchStage& stage, JointTable& joint, const FillProgress& progress) {
  const OrbitStage& a = *stage.orbits[joint.a];
  const OrbitStage& b = *stage.orbits[joint.b];
  const uint32_t m = joint.size();
  joint.dist.assign(static_cast<size_t>(m) * m, kUnreachable);
  const uint32_t goal = joint.key(a.goal()) * m + joint.key(b.goal());
  joint.dist[goal] = 0;
  // Each orbit's key turned, as a table (the key's parts are closed under the turns):
  // the search over m^2 pairs then does two lookups a turn.
  const size_t turns = stage.turns.size();
  std::vector<uint32_t> move_a(static_cast<size_t>(m) * turns), move_b(move_a.size());
  for (uint32_t k = 0; k < m; ++k)
    for (size_t i = 0; i < turns; ++i) {
      move_a[k * turns + i] = joint.key(a.after(joint.embed(k), stage.turns[i]));
      move_b[k * turns + i] = joint.key(b.after(joint.embed(k), stage.turns[i]));
    }
  fill_distances(
      joint.dist, {goal}, turns,
      [&](uint32_t s, size_t i) { return move_a[(s / m) * turns + i] * m + move_b[(s % m) * turns + i]; }, progress);
}

std::vector<std::vector<int>> ida_search(const SearchStage& stage, const std::string& stickers, int max_depth,
                                         uint64_t max_nodes, int want) {
  std::array<uint32_t, kMaxOrbits> c{};
  int h = 0;
  for (size_t o = 0; o < stage.orbits.size(); ++o) {
    c[o] = stage.orbits[o]->index_of(stickers);
    h = std::max(h, stage.orbits[o]->distance(c[o]));
  }
  if (h == 0) return {{}};
  Ida ida{stage, block_turns(stage.n), 0, max_nodes, static_cast<size_t>(want), {}, {}};
  for (int bound = h; bound <= max_depth && ida.nodes <= max_nodes; ++bound) {
    ida.dfs(c, 0, bound, -1);
    if (!ida.found.empty()) break;
  }
  return ida.found;
}

}  // namespace cube::reduction
