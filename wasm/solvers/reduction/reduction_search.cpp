#include "solvers/reduction/reduction_search.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <optional>

#include "core/cube4.h"
#include "solvers/reduction/reduction_centres.h"
#include "solvers/reduction/reduction_edges.h"
#include "solvers/reduction/reduction_moves.h"
#include "solvers/reduction/reduction_pair_exact.h"
#include "solvers/reduction/reduction_pair_table.h"
#include "solvers/reduction/reduction_parity.h"
#include "solvers/reduction/reduction_subsets.h"
#include "solvers/reduction/reduction_wings.h"
#include "solvers/search_pool.h"

namespace cube::reduction {
namespace {

// Work bounds, measured on 30 random states (docs/BENCHMARKS.md): fewer phase-2
// candidates or a narrower beam leave more solves to the greedy way out (1,600 wide:
// 8 of 30, mean 54.3; 2,400: 3, 51.7; 3,200: 2, 51.1 but 1.4x the time). The node
// budgets bound a solve's time (issue 23: <= 1 s in a browser) without a clock, so
// the solution does not depend on the machine's load.
constexpr size_t kPhase1Kept = 200;  // phase-1 solutions kept
constexpr int kPhase1Extra = 1;      // ... up to this much above the shortest
constexpr size_t kPhase2Kept = 5;    // phase-2 solutions (with the wings split) kept
// Phase 2's node budgets. The wings split is rare (one phase-2 solution in 10^4-10^6)
// and its solutions come in clusters, so the search at the total that has the first
// took up to 4.4 M nodes (0.5 s). Past kPhase2Nodes it stops with the candidates it
// has, or with none, searches that total again (then each next one) with the least
// slack first, stopping a total after kPhase2NodesPerTotal (twice that the next time).
constexpr uint64_t kPhase2Nodes = 700'000;
constexpr uint64_t kPhase2NodesPerTotal = 300'000;
// Phase 3 first searches exactly (IDA* over the exact pairing table and the finish
// centre table) from the best kExactCandidates, total by total, the shortest total
// winning, within kExactNodes; past them with none found, the beams below.
// kExactNodes: ~0.25 s of CPU natively (its table reads miss the caches). On the 100
// seed-1000 states (docs/BENCHMARKS.md): 2 M nodes, 17 of 100 left to the beam, mean
// 47.10; 3 M, 10, 46.78. The best candidate only: the search goes deeper in the same
// nodes (all 5 tried total by total, 3 M nodes: 46.93 -> 46.71 on 3, 9 left).
constexpr uint64_t kExactNodes = 3'000'000;
constexpr size_t kExactCandidates = 1;
// The exact search's solutions of the shortest total kept, each then solved as a
// 3x3x3 and the shortest total kept (reduction_solver.cpp): 1: 46.78, 4: 46.28, 8:
// 46.21 (each ~15 ms of CPU more a solve).
constexpr size_t kReductionsKept = 4;
constexpr size_t kBeamWidth = 2400;  // phase 3's beam
// The beams (after the exact search: 10 solves of 100) stop past kWorkNodes of phase 2,
// the exact search and theirs together, or past kPhase3MinNodes of theirs when the
// others took more than the difference (the exact search's 3 M always do: 1.5 M nodes
// then, which bounds the slowest solves); then the greedy way out.
constexpr uint64_t kWorkNodes = 3'000'000;
constexpr uint64_t kPhase3MinNodes = 1'500'000;
constexpr uint64_t kBeamMinNodes = 300'000;  // no further beam with less left (one that completes takes 0.3-0.5 M)
// A beam whose best score has not fallen for this many levels gives up (6 before: the
// same solutions on 100 states, two more levels of each stalled beam).
constexpr int kStallLevels = 4;
constexpr int kMaxPairing = 30;
// A stalled beam's ends for the greedy way out: each level's best with the centres
// solved, the likeliest kEndsKept tried (on the 18 of 100 seed-1000 states that took
// the way out: 1 end 63.9 moves, 10 58.7, 15 56.9, 30 57.1; ~65 ms CPU more a solve).
constexpr size_t kEndsKept = 15;
// A beam state this close (by the bound, the exact table's up to its depth) is
// finished exactly, trying this many of a level's best, each within kTailNodes and
// at most kTailExtra turns above its bound.
// (32 tries or 2 turns above: longer, the first found winning.)
constexpr int kTail = ExactPairTable::kExactDepth;
constexpr int kTailTries = 8;
constexpr int kTailExtra = 1;
constexpr uint64_t kTailNodes = 20'000;
constexpr int kBoundWeight = 4;  // beam score: kBoundWeight x bound + sum of the measures
// ... plus, with the centres unsolved, kNearSum minus the measures' sum when that is
// positive: near the end, turning the centres home unpairs edges, which no measure
// sees (without it, such states fill the beam and it stalls on half the states).
constexpr int kNearSum = 20;
constexpr int kPerPartition = 12 / kTracked;
constexpr int kGroups = 2 * kPerPartition;  // two partitions of the 12 edges
constexpr std::array<std::array<int, kTracked>, kGroups> make_groups() {
  std::array<std::array<int, kTracked>, kGroups> g{};
  for (int i = 0; i < kPerPartition; ++i)
    for (int j = 0; j < kTracked; ++j) {
      g[i][j] = kTracked * i + j;                       // by number
      g[kPerPartition + i][j] = kPerPartition * j + i;  // spread out
    }
  return g;
}
constexpr std::array<std::array<int, kTracked>, kGroups> kEdgeGroups = make_groups();

struct Phase1 {
  std::vector<int> path;
  std::string stickers;
  Wings wings{};
  uint32_t sides = 0;  // phase 2's coordinate
  int value = 0;       // length + phase 2's distance
};

struct Phase2 {
  const Phase1* first = nullptr;
  std::vector<int> path;
  uint32_t finish = 0;
  std::array<uint32_t, kGroups> groups{};
  SlotPerm perm{};  // the exact table's coordinate
  int length = 0;   // phases 1 and 2
  int value = 0;    // length + phase 3's bound
};

bool in_sides_set(int m) {
  const Turn& t = turns()[m];
  return !t.wide || t.power == 2 || t.axis == 0;
}

class Search {
 public:
  explicit Search(const std::string& stickers)
      : start_(stickers),
        centres_(centre_tables()),
        pairs_(pair_table()),
        exact_(exact_pair_table()),
        follow_(follow_table()),
        turns_(turns()) {}

  std::vector<Reduction> run() {
    phase1();
    phase2();
    SearchPool* pool = SearchPoolScope::current();
    if (pool && pool->threads() >= 2) return exact_beside_beams();
    if (std::vector<Reduction> found = exact_phase3(); !found.empty()) return found;
    return {phase3(beams_limit())};
  }

 private:
  // ---- Phase 1 ----
  void phase1() {
    const uint32_t mask = colour_mask(start_, "UD");
    const int d = centres_.ud_axis_distance(mask);
    for (int length = d; length <= d + kPhase1Extra && found1_.size() < kPhase1Kept; ++length) {
      path_.clear();
      dfs1(mask, length, -1);
    }
    std::stable_sort(found1_.begin(), found1_.end(),
                     [](const Phase1& a, const Phase1& b) { return a.value < b.value; });
  }

  void dfs1(uint32_t mask, int left, int prev) {
    if (found1_.size() >= kPhase1Kept) return;
    if (left == 0) {
      if (prev >= 0 && in_sides_set(prev)) return;  // then a shorter solution exists
      Phase1 p;
      p.path = path_;
      p.stickers = start_;
      play(p.stickers, p.path);
      p.wings = read_wings(p.stickers);
      p.sides = centres_.sides.index_of(p.stickers, wing_parity(p.wings));
      p.value = static_cast<int>(path_.size()) + centres_.sides.distance(p.sides);
      found1_.push_back(std::move(p));
      return;
    }
    for (int m = 0; m < kTurns; ++m) {
      if (!may_follow(prev, m)) continue;
      const uint32_t next = turn_mask(m, mask);
      if (centres_.ud_axis_distance(next) > left - 1) continue;
      path_.push_back(m);
      dfs1(next, left - 1, m);
      path_.pop_back();
    }
  }

  // ---- Phase 2 ----
  // Phase-1 solutions by value (the deepest phase-2 searches first) while within
  // kPhase2Nodes; then each total with the least slack (total minus value) first: the
  // split's solutions are spread over phase-1 solutions more than over the deep
  // searches of one, so the cheap searches find them sooner (if always searched so,
  // the candidates differ and the mean length is ~0.5 longer).
  void phase2() {
    uint64_t budget = kPhase2NodesPerTotal;
    bool slack_first = false;
    for (int total = found1_.front().value; found2_.size() < kPhase2Kept; ++total) {
      limit2_ = slack_first ? nodes2_ + budget : kPhase2Nodes;
      size_t within = 0;
      while (within < found1_.size() && found1_[within].value <= total) ++within;
      for (size_t k = 0; k < within && found2_.size() < kPhase2Kept && nodes2_ <= limit2_; ++k) {
        const Phase1& p = slack_first ? found1_[within - 1 - k] : found1_[k];
        current1_ = &p;
        path_.clear();
        const int prev = p.path.empty() ? -1 : p.path.back();
        dfs2(p.sides, p.wings, total - static_cast<int>(p.path.size()), prev);
      }
      if (nodes2_ <= limit2_) continue;
      if (!found2_.empty()) break;
      if (slack_first) {
        budget *= 2;
      } else {
        slack_first = true;
        --total;  // this total again
      }
    }
    std::stable_sort(found2_.begin(), found2_.end(),
                     [](const Phase2& a, const Phase2& b) { return a.value < b.value; });
  }

  void dfs2(uint32_t s, const Wings& w, int left, int prev) {
    if (found2_.size() >= kPhase2Kept || nodes2_ > limit2_) return;
    ++nodes2_;
    if (left == 0) {
      if (centres_.sides.distance(s) != 0) return;
      // A last turn that phase 3 has would have been found one shorter.
      if (!path_.empty() && in_pairing_set(prev)) return;
      if (!separated(w)) return;
      std::string stickers = current1_->stickers;
      play(stickers, path_);
      Phase2 c;
      c.finish = centres_.finish.index_of(stickers, pairing_parity(stickers, w));
      const int dc = centres_.finish.distance(c.finish);
      if (dc == kUnreachable) return;
      const PairSlots slots = pair_slots(w);
      c.perm = ExactPairTable::perm_of(slots);
      if (!ExactPairTable::even(c.perm)) return;  // no pairing turns pair it
      int bound = std::max(dc, exact_.distance(c.perm));
      for (int g = 0; g < kGroups; ++g) {
        c.groups[g] = pairs_.index_of(slots, kEdgeGroups[g]);
        bound = std::max(bound, pairs_.distance(c.groups[g]));
      }
      // Another phase-2 solution to the same state is no new candidate for phase 3.
      for (const Phase2& d : found2_)
        if (d.finish == c.finish && d.groups == c.groups) return;
      c.first = current1_;
      c.path = path_;
      c.length = static_cast<int>(current1_->path.size() + path_.size());
      c.value = c.length + bound;
      found2_.push_back(std::move(c));
      return;
    }
    const std::vector<int>& set = centres_.sides.turn_set();
    for (size_t i = 0; i < set.size(); ++i) {
      const int m = set[i];
      if (!follow_[prev + 1][m]) continue;
      const uint32_t next = centres_.sides.after(s, i);
      if (centres_.sides.distance(next) > left - 1) continue;
      path_.push_back(m);
      Wings turned;
      for (int k = 0; k < 24; ++k) turned[turns_[m].wing_to[k]] = w[k];
      dfs2(next, turned, left - 1, m);
      path_.pop_back();
    }
  }

  static bool in_pairing_set(int m) {
    const std::vector<int>& set = pairing_turns();
    return std::find(set.begin(), set.end(), m) != set.end();
  }

  // ---- Phase 3: a beam search over the pairing turns, finished by an exact search ----
  struct Node {
    uint32_t finish;
    std::array<uint32_t, kGroups> groups;
    SlotPerm perm;
    int parent, move, score;
  };

  int score(const Node& n, int* bound, bool* done) const {
    const int hc = centres_.finish.distance(n.finish);
    int most = std::max(hc, exact_.distance(n.perm)), sum = 0, first = 0;
    for (int g = 0; g < kGroups; ++g) {
      const int d = pairs_.distance(n.groups[g]);
      most = std::max(most, d);
      sum += d;
      if (g < kPerPartition) first += d;
    }
    *bound = most;
    *done = hc == 0 && first == 0;
    const int near = hc > 0 ? std::max(0, kNearSum - sum) : 0;
    return kBoundWeight * most + sum + hc + near;
  }

  // How a beam ended: the pairing turns (complete), or, when it stalled, the turns to
  // the state it saw with the centres solved and the fewest wings unpaired by the
  // measures (a start for the greedy pairing, reduction_edges.h).
  struct BeamEnd {
    std::vector<int> path;
    bool complete = false;
    int left = 1 << 20;  // the stalled end's measure sum (lower: closer)
    // When stalled: other states it saw with the centres solved (measure sum, turns),
    // starts for the greedy pairing too (its length varies much from one to the next).
    std::vector<std::pair<int, std::vector<int>>> ends;
  };

  static std::vector<int> path_to(const std::vector<std::vector<Node>>& levels, int depth, int at) {
    std::vector<int> path;
    for (int d = depth; d > 0; at = levels[d][at].parent, --d) path.push_back(levels[d][at].move);
    std::reverse(path.begin(), path.end());
    return path;
  }

  // A beam over the pairing turns from one phase-2 solution. Its measures are blind
  // to some near-goal states (two or three edges left, each measure one turn away, the
  // truth near ten): when the best score stops falling for kStallLevels levels, it
  // gives up; so does one past the work budget (limit3_).
  BeamEnd beam(const Phase2& c, size_t width) {
    std::vector<std::vector<Node>> levels(1);
    const int prev0 = c.path.empty() ? (c.first->path.empty() ? -1 : c.first->path.back()) : c.path.back();
    levels[0].push_back(Node{c.finish, c.groups, c.perm, -1, prev0, 0});
    const std::vector<int>& set = pairing_turns();
    std::vector<Node> next;
    BeamEnd stalled;
    int best_score = 1 << 20, best_depth = 0;
    for (int depth = 1; depth <= kMaxPairing && depth - best_depth <= kStallLevels && nodes3_ <= limit3_ && !stopped();
         ++depth) {
      next.clear();
      const std::vector<Node>& level = levels.back();
      for (size_t p = 0; p < level.size(); ++p) {
        for (size_t i = 0; i < set.size(); ++i) {
          if (!follow_[level[p].move + 1][set[i]]) continue;
          Node n{centres_.finish.after(level[p].finish, i),
                 {},
                 exact_.after(level[p].perm, i),
                 static_cast<int>(p),
                 set[i],
                 0};
          for (int g = 0; g < kGroups; ++g) n.groups[g] = pairs_.after(level[p].groups[g], i);
          int bound = 0;
          bool done = false;
          n.score = score(n, &bound, &done);
          ++nodes3_;
          if (done) {
            std::vector<int> path = path_to(levels, depth - 1, static_cast<int>(p));
            path.push_back(n.move);
            return {path, true, 0, {}};
          }
          if (bound > kMaxPairing - depth) continue;
          next.push_back(n);
        }
      }
      // Keep the best `width` by score; the same state reached twice (turns that
      // commute) once. The full key makes the order, and so the solution, the same on
      // every standard library.
      const auto key_less = [](const Node& a, const Node& b) {
        return a.score != b.score     ? a.score < b.score
               : a.finish != b.finish ? a.finish < b.finish
                                      : a.groups < b.groups;
      };
      if (next.size() > 2 * width) {
        std::nth_element(next.begin(), next.begin() + 2 * width, next.end(), key_less);
        next.resize(2 * width);
      }
      std::sort(next.begin(), next.end(), key_less);
      next.erase(std::unique(next.begin(), next.end(),
                             [](const Node& a, const Node& b) { return a.finish == b.finish && a.groups == b.groups; }),
                 next.end());
      if (next.size() > width) next.resize(width);
      if (next.empty()) break;
      levels.push_back(next);
      if (next.front().score < best_score) best_score = next.front().score, best_depth = depth;
      for (size_t p = 0; p < next.size(); ++p) {
        if (centres_.finish.distance(next[p].finish) != 0) continue;
        const int left = measure_sum(next[p]);
        std::vector<int> path = path_to(levels, depth, static_cast<int>(p));
        if (left < stalled.left) stalled.left = left, stalled.path = path;
        stalled.ends.emplace_back(left, std::move(path));
        break;  // the first such is the best by score
      }
      // Near the end, the exact search finishes sooner than the beam.
      int tried = 0;
      for (size_t p = 0; p < next.size() && tried < kTailTries; ++p) {
        int bound = 0;
        bool done = false;
        score(next[p], &bound, &done);
        if (bound > kTail) continue;
        ++tried;
        for (int extra = 0; extra <= kTailExtra; ++extra) {
          tail_.clear();
          exact_limit_ = nodes_exact_ + kTailNodes;
          const uint64_t before = nodes_exact_;
          const bool found = dfs_exact(next[p].finish, next[p].perm, bound + extra, next[p].move, false);
          nodes3_ += nodes_exact_ - before;
          if (found) {
            std::vector<int> path = path_to(levels, depth, static_cast<int>(p));
            path.insert(path.end(), tail_.begin(), tail_.end());
            return {path, true, 0, {}};
          }
        }
      }
    }
    // The likeliest first (fewest wings unpaired by the measures plus turns so far), so
    // the way out's cap at the best length so far cuts the others' greedy pairing short.
    const auto guess = [](const std::pair<int, std::vector<int>>& e) {
      return e.first + static_cast<int>(e.second.size());
    };
    std::stable_sort(stalled.ends.begin(), stalled.ends.end(),
                     [&](const auto& a, const auto& b) { return guess(a) < guess(b); });
    if (stalled.ends.size() > kEndsKept) stalled.ends.resize(kEndsKept);
    return stalled;
  }

  bool stopped() const { return stop_ && stop_->load(std::memory_order_relaxed); }

  int measure_sum(const Node& n) const {
    int sum = 0;
    for (int g = 0; g < kGroups; ++g) sum += pairs_.distance(n.groups[g]);
    return sum;
  }

  // IDA* over the exact tables from the best candidates, total by total (TPR's way):
  // the first found is the shortest total of those. As TPR-4x4x4-Solver does, it
  // leaves out Dw2, Lw2 and Bw2 (each is Uw2, Rw2 or Fw2 and a whole-cube half turn)
  // and takes the centres solved up to a whole-cube half turn (finish_turned), which
  // cuts its nodes several times; the path found is then turned back (turned_back).
  std::vector<Reduction> exact_phase3() {
    std::vector<Reduction> out;
    const size_t tried = std::min(kExactCandidates, found2_.size());
    std::vector<int> bound(tried);
    int lowest = 1 << 20;
    for (size_t k = 0; k < tried; ++k) {
      const Phase2& c = found2_[k];
      bound[k] = c.length + std::max(centres_.finish_turned.distance(c.finish), exact_.distance(c.perm));
      lowest = std::min(lowest, bound[k]);
    }
    exact_limit_ = kExactNodes;
    for (int total = lowest; total <= lowest + kMaxPairing && nodes_exact_ <= exact_limit_ && out.empty(); ++total)
      for (size_t k = 0; k < tried && nodes_exact_ <= exact_limit_ && out.size() < kReductionsKept; ++k) {
        const Phase2& c = found2_[k];
        if (bound[k] > total) continue;
        const int prev0 = c.path.empty() ? (c.first->path.empty() ? -1 : c.first->path.back()) : c.path.back();
        tail_.clear();
        paths_.clear();
        wanted_ = kReductionsKept - out.size();
        dfs_exact(c.finish, c.perm, total - c.length, prev0, true);
        for (const std::vector<int>& path : paths_) {
          Reduction r;
          r.centres = c.first->path;
          r.centres.insert(r.centres.end(), c.path.begin(), c.path.end());
          std::string stickers = start_;
          play(stickers, r.centres);
          if (turned_back(stickers, path, &r.pairing) && out.size() < kReductionsKept) out.push_back(std::move(r));
        }
      }
    return out;
  }

  // The exact search's path, its centres solved up to a whole-cube half turn, as
  // turns that solve them: one Uw2 (Rw2, Fw2) played as Dw2 (Lw2, Bw2) turns the cube
  // by y2 (x2, z2) from there on, so the turns after it are those of the turned cube;
  // with none to swap, the two wide half turns that make the whole-cube turn are
  // added. The result is checked on the stickers.
  static bool turned_back(const std::string& stickers, const std::vector<int>& path, std::vector<int>* out) {
    static constexpr std::array<std::array<int, 6>, 3> kFaceAfter = {{
        {0, 4, 5, 3, 1, 2},  // y2: R-L and F-B swapped
        {3, 1, 5, 0, 4, 2},  // x2: U-D and F-B
        {3, 4, 2, 0, 1, 5},  // z2: U-D and R-L
    }};
    static constexpr std::array<int, 3> kSwapped = {0, 1, 2};  // Uw2, Rw2, Fw2 (faces)
    for (int g = -1; g < 3; ++g) {
      std::vector<int> p = path;
      if (g >= 0) {
        const int from = turn_index(kSwapped[g], true, 2);
        int at = -1;
        for (int k = static_cast<int>(p.size()) - 1; k >= 0 && at < 0; --k)
          if (p[k] == from) at = k;
        if (at >= 0) {
          p[at] = turn_index(kSwapped[g] + 3, true, 2);
          for (size_t k = at + 1; k < p.size(); ++k) {
            const Turn& t = turns()[p[k]];
            p[k] = turn_index(kFaceAfter[g][t.face], t.wide, t.power);
          }
        } else {
          p.push_back(turn_index(kSwapped[g], true, 2));
          p.push_back(turn_index(kSwapped[g] + 3, true, 2));
        }
      }
      std::string s = stickers;
      play(s, p);
      if (paired_edges(s) != 12) continue;
      bool home = true;
      for (int i = 0; i < cube4::kCentres && home; ++i) home = s[cube4::layout().centre[i]] == "URFDLB"[i / 4];
      if (!home) continue;
      *out = std::move(p);
      return true;
    }
    return false;
  }

  static constexpr SlotPerm kPaired = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};

  bool dfs_exact(uint32_t finish, const SlotPerm& r, int left, int prev, bool turned) {
    const CentreStage& goal = turned ? centres_.finish_turned : centres_.finish;
    if (left == 0) {
      if (goal.distance(finish) != 0 || r != kPaired) return false;
      if (!turned) return true;
      paths_.push_back(tail_);  // the exact phase 3 collects several
      return paths_.size() >= wanted_;
    }
    // The children first, then their table reads together (they miss the caches; one
    // after another they took ~85% of the time), then the search below them.
    struct Child {
      uint32_t finish, index;
      SlotPerm perm;
      int move;
    };
    std::array<Child, 20> children;
    size_t n = 0;
    const std::vector<int>& set = pairing_turns();
    for (size_t i = 0; i < set.size(); ++i) {
      const int m = set[i];
      if (!follow_[prev + 1][m]) continue;
      if (turned && turns_[m].wide && turns_[m].face >= 3) continue;  // Dw2, Lw2, Bw2
      const uint32_t f = centres_.finish.after(finish, i);
      if (goal.distance(f) > left - 1) continue;
      ++nodes_exact_;
      Child& c = children[n++];
      c = {f, 0, exact_.after(r, i), m};
      // The table reads at most kExactDepth + 1: no pruning above that; at the last
      // turn, paired or not is all it could tell.
      if (left == 1) {
        if (c.perm != kPaired) --n;
      } else if (left - 1 <= ExactPairTable::kExactDepth) {
        c.index = exact_.index_of(c.perm);
      }
    }
    if (nodes_exact_ > exact_limit_) return false;
    std::array<bool, 20> keep{};
    for (size_t k = 0; k < n; ++k)
      keep[k] =
          left == 1 || left - 1 > ExactPairTable::kExactDepth || exact_.distance_at(children[k].index) <= left - 1;
    for (size_t k = 0; k < n; ++k) {
      if (!keep[k]) continue;
      tail_.push_back(children[k].move);
      if (dfs_exact(children[k].finish, children[k].perm, left - 1, children[k].move, turned)) return true;
      tail_.pop_back();
    }
    return false;
  }

  // The beams' budget after the exact search: what is left of kWorkNodes, at least
  // kPhase3MinNodes (always that much once the exact search has spent its kExactNodes).
  uint64_t beams_limit() const {
    return std::max(kPhase3MinNodes, kWorkNodes - std::min(kWorkNodes, nodes2_ + nodes_exact_));
  }

  // On two threads, the beams (the fallback for the ~5 solves in 100 whose exact search
  // finds nothing, then taking about as long again) run beside the exact search, on a
  // copy of the search with the budget the exact search's failure would leave them, and
  // stop when it succeeds: one thread's reduction, in the time of the longer of the two.
  std::vector<Reduction> exact_beside_beams() {
    Search fallback = *this;
    std::atomic<bool> exact_found{false};
    fallback.stop_ = &exact_found;
    std::optional<Reduction> beamed;
    std::vector<Reduction> found;
    each_on_pool(2, [&](size_t k) {
      if (k == 0) {
        found = exact_phase3();
        exact_found = !found.empty();
      } else {
        beamed = fallback.phase3(kPhase3MinNodes);
      }
    });
    if (!found.empty()) return found;
    if (beams_limit() != kPhase3MinNodes) return {phase3(beams_limit())};  // the exact search ended early
    return {std::move(*beamed)};
  }

  // The phase-2 candidates best first; the first whose beam completes wins (going on
  // for a shorter total cost 40% more nodes for 0.03 moves on 30 states). Past
  // the work budget (limit) with every beam stalled, each stalled end is paired greedily
  // keeping the centres, and the shortest kept (a parity may be left then:
  // reduction_solver.cpp fixes it).
  Reduction phase3(uint64_t limit) {
    limit3_ = limit;
    std::vector<std::pair<BeamEnd, const Phase2*>> stalled;
    for (const Phase2& c : found2_) {
      if (stopped()) return {};
      if (nodes3_ > 0 && nodes3_ + kBeamMinNodes > limit3_) break;
      const bool paired = centres_.finish.distance(c.finish) == 0 && c.value == c.length;
      BeamEnd end = paired ? BeamEnd{{}, true, 0, {}} : beam(c, kBeamWidth);
      if (!end.complete) {
        if (!end.path.empty()) stalled.emplace_back(std::move(end), &c);
        continue;
      }
      Reduction found;
      found.centres = c.first->path;
      found.centres.insert(found.centres.end(), c.path.begin(), c.path.end());
      found.pairing = std::move(end.path);
      return found;
    }
    Reduction best;
    bool have = false, best_paired = false;
    size_t best_length = 0;
    for (auto& [stalled_end, from] : stalled)  // the greedy pairing's length varies by 20 moves
      for (auto& end : stalled_end.ends) {
        Reduction r;
        r.centres = from->first->path;
        r.centres.insert(r.centres.end(), from->path.begin(), from->path.end());
        std::string stickers = start_;
        play(stickers, r.centres);
        r.pairing = end.second;
        play(stickers, r.pairing);
        // Past the best end's length, an end is of no use: its greedy pairing stops there.
        const size_t cap = best_paired ? best_length - std::min(best_length, r.centres.size()) : SIZE_MAX;
        const bool paired = pair_edges(stickers, &r.pairing, cap);
        if (best_paired && !paired) continue;
        // The parity fix the solver then plays counts as the pairing's.
        const size_t length = r.centres.size() + r.pairing.size() + (paired ? parity_fix_length(stickers) : 0);
        if (!have || (paired && !best_paired) || (paired == best_paired && length < best_length))
          best = std::move(r), have = true, best_paired = paired, best_length = length;
      }
    if (have) return best;
    // No state with the centres solved: solve them first (exact table).
    const Phase2& c = found2_.front();
    best.centres = c.first->path;
    best.centres.insert(best.centres.end(), c.path.begin(), c.path.end());
    std::string stickers = start_;
    play(stickers, best.centres);
    for (uint32_t f = c.finish; centres_.finish.distance(f) > 0;) {
      const std::vector<int>& set = centres_.finish.turn_set();
      size_t i = 0;
      while (centres_.finish.distance(centres_.finish.after(f, i)) >= centres_.finish.distance(f)) ++i;
      f = centres_.finish.after(f, i);
      best.pairing.push_back(set[i]);
    }
    play(stickers, best.pairing);
    pair_edges(stickers, &best.pairing);
    return best;
  }

  const std::string& start_;
  const CentreTables& centres_;
  const PairTable& pairs_;
  const ExactPairTable& exact_;
  const FollowTable& follow_;
  const std::array<Turn, kTurns>& turns_;
  uint64_t nodes2_ = 0, limit2_ = 0;  // phase 2's, for its budget
  uint64_t nodes3_ = 0, limit3_ = 0;  // phase 3's beams'
  uint64_t nodes_exact_ = 0;          // phase 3's exact searches'
  uint64_t exact_limit_ = 0;
  const std::atomic<bool>* stop_ = nullptr;  // the beams' copy's: set when the exact search beside it succeeds
  std::vector<int> tail_;
  std::vector<std::vector<int>> paths_;  // the exact phase 3's
  size_t wanted_ = 1;
  std::vector<int> path_;
  std::vector<Phase1> found1_;
  std::vector<Phase2> found2_;
  const Phase1* current1_ = nullptr;
};

}  // namespace

std::vector<Reduction> reduce(const std::string& stickers) { return Search(stickers).run(); }

bool search_tables_built() { return centre_tables_built() && pair_table_built() && exact_pair_table_built(); }

void build_search_tables() {
  centre_tables();
  pair_table();
  exact_pair_table();
}

size_t search_table_bytes() { return centre_tables().bytes() + pair_table().bytes() + exact_pair_table().bytes(); }

}  // namespace cube::reduction
