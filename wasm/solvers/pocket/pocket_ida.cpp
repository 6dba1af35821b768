#include "solvers/pocket/pocket_ida.h"

#include <algorithm>
#include <chrono>

#include "solvers/pocket/pocket_coord.h"
#include "solvers/pocket/pocket_table.h"

namespace cube::pocket {
namespace {

constexpr int kMaxDepth = 40;

// Goals that differ only by a rotation after them (g and g*r) share one bound: the
// bound of g^-1 * x, re-coloured.
struct GoalClass {
  CornerCube inverse;             // g^-1 of one member
  std::vector<uint64_t> members;  // packed goal cubes of this class
};

}  // namespace

bool has_corner_triple(MoveSet moves, Metric metric) {
  const MoveSet want = MoveSet::all().for_metric(metric);
  for (int corner = 0; corner < 8; ++corner) {
    uint32_t bits = 0;
    for (int k = 0; k < 3; ++k) {
      const int face = static_cast<int>(std::string_view("URFDLB").find(kCornerNames[corner][k]));
      bits |= 7u << (3 * face);
    }
    const MoveSet triple(bits & want.bits());
    if (moves.contains(triple)) return true;
  }
  return false;
}

SearchResult ida_paths(const SearchProblem& pr, const SolveOptions& opt, uint64_t node_budget) {
  using Clock = std::chrono::steady_clock;
  const auto t0 = Clock::now();
  SearchResult res;
  if (pr.goals.empty() || pr.moves.empty()) return res;
  const DistanceTable& table = shared_table(pr.metric);
  const CoordMoves& cm = coord_moves();

  std::vector<GoalClass> classes;
  for (const CornerCube& g : pr.goals) {
    bool placed = false;
    for (GoalClass& c : classes)
      if (state_index(with_dbl_home(c.inverse * g)) == 0) {
        c.members.push_back(pack(g));
        placed = true;
        break;
      }
    if (!placed) classes.push_back({g.inverse(), {pack(g)}});
  }
  const size_t K = classes.size();

  // Per depth: the cube, and per class its re-coloured index and exact table distance.
  std::vector<CornerCube> cube(kMaxDepth + 1);
  std::vector<uint32_t> idx((kMaxDepth + 1) * K);
  std::vector<int8_t> dist((kMaxDepth + 1) * K);
  cube[0] = pr.start;
  int h0 = 127;
  for (size_t j = 0; j < K; ++j) {
    idx[j] = state_index(with_dbl_home(classes[j].inverse * pr.start));
    dist[j] = static_cast<int8_t>(table.distance(idx[j]));
    h0 = std::min<int>(h0, dist[j]);
  }
  auto is_goal = [&](int depth) {
    for (size_t j = 0; j < K; ++j) {
      if (dist[depth * K + j] != 0) continue;
      const uint64_t p = pack(cube[depth]);
      for (uint64_t g : classes[j].members)
        if (g == p) return true;
    }
    return false;
  };

  uint32_t have = 0;
  for (int m : pr.moves) have |= 1u << m;
  const bool qtm = pr.metric == Metric::QTM;
  std::vector<int> path;
  bool stop = false;
  uint64_t ticks = 0;
  enum class Abort { None, Budget, Cancelled, TimedOut } abort = Abort::None;

  auto dfs = [&](auto&& self, int depth, int bound) -> void {
    if (depth == bound) {
      if (!is_goal(depth)) return;
      ++res.count;
      if (res.paths.size() < pr.want) res.paths.push_back(path);
      if (!pr.count ? res.paths.size() >= pr.want : res.count >= pr.count_cap) stop = true;
      return;
    }
    for (int m : pr.moves) {
      if (!path.empty()) {
        const int p = path.back();
        if (face_of(p) == face_of(m)) {
          const int t = (turns_of(p) + turns_of(m)) % 4;
          if (t == 0) continue;                                                         // R R'
          if (!qtm && ((have >> (3 * face_of(m) + t - 1)) & 1u)) continue;              // R R = R2
          if (qtm && m == p && turns_of(m) == 3 && ((have >> (m - 2)) & 1u)) continue;  // R' R' = R R
        }
        if (opposite(face_of(p), face_of(m)) && face_of(m) < face_of(p)) continue;  // U D, not D U
      }
      ++res.nodes;
      if ((++ticks & 4095) == 0) {
        // The budget guards the search for the length; listing or counting the
        // solutions of the final depth is not cut short by it.
        if (res.nodes > node_budget && res.count == 0) abort = Abort::Budget;
        if (opt.cancel && opt.cancel->load(std::memory_order_relaxed)) abort = Abort::Cancelled;
        if (opt.time_ms >= 0 && std::chrono::duration<double, std::milli>(Clock::now() - t0).count() > opt.time_ms)
          abort = Abort::TimedOut;
        if (abort != Abort::None) {
          stop = true;
          return;
        }
      }
      const int nd = depth + 1;
      cube[nd] = cube[depth] * move_corners(m);
      const uint32_t* in_idx = &idx[depth * K];
      const int8_t* in_d = &dist[depth * K];
      uint32_t* out_idx = &idx[nd * K];
      int8_t* out_d = &dist[nd * K];
      int h = 127;
      for (size_t j = 0; j < K; ++j) {
        const uint32_t n = m < 9 ? cm.apply(in_idx[j], m) : state_index(with_dbl_home(classes[j].inverse * cube[nd]));
        const int r = table.residue(n), d = in_d[j];
        const int nd_j = r == (d + 2) % 3 ? d - 1 : r == d % 3 ? d : d + 1;
        out_idx[j] = n;
        out_d[j] = static_cast<int8_t>(nd_j);
        h = std::min(h, nd_j);
      }
      if (nd + h > bound) continue;
      path.push_back(m);
      self(self, nd, bound);
      path.pop_back();
      if (stop) return;
    }
  };

  const int limit = pr.max_length >= 0 ? std::min(pr.max_length, kMaxDepth) : kMaxDepth;
  for (int bound = h0; bound <= limit; ++bound) {
    dfs(dfs, 0, bound);
    if (abort == Abort::Budget) {
      res.outcome = SearchResult::Outcome::StateLimit;
      res.paths.clear();
      return res;
    }
    if (abort == Abort::Cancelled) return res.outcome = SearchResult::Outcome::Cancelled, res;
    if (abort == Abort::TimedOut && res.count == 0) return res.outcome = SearchResult::Outcome::TimedOut, res;
    if (abort == Abort::TimedOut) res.count_complete = false;  // some found: the budget ended the listing
    if (res.count > 0) {
      res.outcome = SearchResult::Outcome::Found;
      res.length = bound;
      res.count_complete = res.count_complete && (!pr.count || res.count < pr.count_cap);
      return res;
    }
    if (opt.progress) opt.progress(bound, res.nodes);
  }
  res.outcome = SearchResult::Outcome::TooLong;
  res.length = limit + 1;
  return res;
}

}  // namespace cube::pocket
