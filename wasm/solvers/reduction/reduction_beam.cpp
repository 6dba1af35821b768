#include "solvers/reduction/reduction_beam.h"

#include <array>
#include <cstdint>
#include <unordered_set>

#include "solvers/reduction/reduction_bfs.h"
#include "solvers/reduction/reduction_block_turns.h"

namespace cube::reduction {
namespace {

struct Node {
  std::array<uint32_t, kMaxOrbits> c{};
  int parent = -1;  // index in the previous level
  int turn = -1;
  int score = 0;
};

uint64_t hash_of(const std::array<uint32_t, kMaxOrbits>& c) {
  uint64_t h = 0x9E3779B97F4A7C15ull;
  for (uint32_t v : c) h = (h ^ v) * 0x100000001B3ull + (h >> 29);
  return h;
}

}  // namespace

std::vector<std::vector<int>> beam_search(const BeamStage& stage, const std::string& stickers, int width, int max_depth,
                                          int want) {
  const BlockTurns& bt = block_turns(stage.n);
  const size_t k = stage.orbits.size();
  std::vector<std::vector<Node>> levels(1);
  Node start;
  for (size_t o = 0; o < k; ++o) {
    start.c[o] = stage.orbits[o]->index_of(stickers);
    start.score += stage.orbits[o]->distance(start.c[o]);
  }
  std::vector<std::vector<int>> found;
  auto path = [&](int level, int at) {
    std::vector<int> seq(level);
    for (int l = level; l > 0; --l) {
      seq[l - 1] = levels[l][at].turn;
      at = levels[l][at].parent;
    }
    return seq;
  };
  levels[0].push_back(start);
  if (start.score == 0) return {{}};
  int found_at = -1;
  std::vector<Node> candidates;
  std::vector<std::vector<int>> buckets;
  // States seen at any level: the beam never comes back to one, so it climbs out of a
  // basin of low scores instead of circling in it.
  std::unordered_set<uint64_t> seen{hash_of(start.c)};
  for (int depth = 1; depth <= max_depth; ++depth) {
    candidates.clear();
    const std::vector<Node>& prev = levels[depth - 1];
    for (size_t i = 0; i < prev.size(); ++i)
      for (int t : stage.turns) {
        if (!bt.may_follow(prev[i].turn, t)) continue;
        Node next;
        next.parent = static_cast<int>(i);
        next.turn = t;
        bool reachable = true;
        for (size_t o = 0; o < k && reachable; ++o) {
          next.c[o] = stage.orbits[o]->after(prev[i].c[o], t);
          const int d = stage.orbits[o]->distance(next.c[o]);
          reachable = d != kUnreachable;
          next.score += d;
        }
        if (reachable) candidates.push_back(next);
      }
    // The best `width` distinct states, by score.
    buckets.assign(1, {});
    for (size_t i = 0; i < candidates.size(); ++i) {
      const int s = candidates[i].score;
      if (static_cast<int>(buckets.size()) <= s) buckets.resize(s + 1);
      buckets[s].push_back(static_cast<int>(i));
    }
    std::vector<Node> level;
    for (const std::vector<int>& b : buckets)
      for (int i : b) {
        if (static_cast<int>(level.size()) >= width) break;
        if (!seen.insert(hash_of(candidates[i].c)).second) continue;
        level.push_back(candidates[i]);
      }
    levels.push_back(std::move(level));
    for (size_t i = 0; i < levels[depth].size() && static_cast<int>(found.size()) < want; ++i)
      if (levels[depth][i].score == 0) found.push_back(path(depth, static_cast<int>(i)));
    if (!found.empty() && found_at < 0) found_at = depth;
    if (static_cast<int>(found.size()) >= want || (found_at >= 0 && depth > found_at)) break;
    if (levels[depth].empty()) break;
  }
  return found;
}

}  // namespace cube::reduction

namespace cube::reduction {
namespace {

struct Ida {
  const BeamStage& stage;
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

void build_joint(const BeamStage& stage, JointTable& joint) {
  const OrbitStage& a = *stage.orbits[joint.a];
  const OrbitStage& b = *stage.orbits[joint.b];
  const uint32_t m = joint.mod;
  joint.dist.assign(static_cast<size_t>(m) * m, kUnreachable);
  const uint32_t goal = (a.goal() % m) * m + b.goal() % m;
  joint.dist[goal] = 0;
  fill_distances(joint.dist, {goal}, stage.turns.size(), [&](uint32_t s, size_t i) {
    const int t = stage.turns[i];
    return (a.after(s / m, t) % m) * m + b.after(s % m, t) % m;
  });
}

std::vector<std::vector<int>> ida_search(const BeamStage& stage, const std::string& stickers, int max_depth,
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
