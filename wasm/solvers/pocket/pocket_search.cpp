#include "solvers/pocket/pocket_search.h"

#include <bit>
#include <chrono>

#include "solvers/pocket/pocket_coord.h"

namespace cube::pocket {
namespace {

// Open addressing, linear probing: packed cube -> depth (bit 7: on an optimal path).
class StateMap {
 public:
  StateMap() { resize(1u << 10); }

  uint8_t* find(uint64_t key) {
    for (size_t i = slot(key);; i = (i + 1) & mask_) {
      if (keys_[i] == key) return &vals_[i];
      if (keys_[i] == 0) return nullptr;
    }
  }
  int depth(uint64_t key) const {
    for (size_t i = slot(key);; i = (i + 1) & mask_) {
      if (keys_[i] == key) return vals_[i] & 0x7F;
      if (keys_[i] == 0) return -1;
    }
  }
  bool insert(uint64_t key, uint8_t depth) {
    if (2 * (size_ + 1) > keys_.size()) resize(keys_.size() * 2);
    size_t i = slot(key);
    for (; keys_[i] != 0; i = (i + 1) & mask_)
      if (keys_[i] == key) return false;
    keys_[i] = key;
    vals_[i] = depth;
    ++size_;
    return true;
  }
  size_t size() const { return size_; }

 private:
  size_t slot(uint64_t key) const { return static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> shift_); }
  void resize(size_t n) {
    std::vector<uint64_t> old_keys = std::move(keys_);
    std::vector<uint8_t> old_vals = std::move(vals_);
    keys_.assign(n, 0);
    vals_.assign(n, 0);
    mask_ = n - 1;
    shift_ = 64 - std::countr_zero(n);
    size_ = 0;
    for (size_t i = 0; i < old_keys.size(); ++i)
      if (old_keys[i]) {
        size_t j = slot(old_keys[i]);
        while (keys_[j]) j = (j + 1) & mask_;
        keys_[j] = old_keys[i];
        vals_[j] = old_vals[i];
        ++size_;
      }
  }

  std::vector<uint64_t> keys_;
  std::vector<uint8_t> vals_;
  size_t mask_ = 0;
  int shift_ = 64;
  size_t size_ = 0;
};

constexpr uint8_t kUseful = 0x80;

}  // namespace

SearchResult find_paths(const SearchProblem& pr, const SolveOptions& opt) {
  using Clock = std::chrono::steady_clock;
  const auto t0 = Clock::now();
  SearchResult res;
  const bool two_sided = !pr.goals.empty();
  if (pr.moves.empty() || (!two_sided && !pr.pattern)) return res;

  const uint64_t start = pack(pr.start);
  StateMap fwd, bwd;
  std::vector<std::vector<uint64_t>> fl{{start}}, bl(1);
  fwd.insert(start, 0);
  for (const CornerCube& g : pr.goals) {
    const uint64_t k = pack(g);
    if (bwd.insert(k, 0)) bl[0].push_back(k);
  }
  auto is_goal_side = [&](uint64_t s) { return two_sided ? bwd.depth(s) >= 0 : pr.pattern->matches(s); };

  int rf = 0, rb = 0;
  bool met = is_goal_side(start);
  uint64_t ticks = 0;
  while (!met) {
    if (pr.max_length >= 0 && rf + rb >= pr.max_length) {
      res.outcome = SearchResult::Outcome::TooLong;
      res.length = rf + rb + 1;  // at least
      return res;
    }
    const bool backward = two_sided && bl.back().size() < fl.back().size();
    StateMap& map = backward ? bwd : fwd;
    const std::vector<uint64_t>& layer = backward ? bl.back() : fl.back();
    const uint8_t depth = static_cast<uint8_t>((backward ? rb : rf) + 1);
    std::vector<uint64_t> next;
    for (uint64_t x : layer) {
      for (int m : pr.moves) {
        const uint64_t y = apply_packed(x, backward ? inverse_of(m) : m);
        ++res.nodes;
        if (!map.insert(y, depth)) continue;
        next.push_back(y);
        if (backward ? fwd.depth(y) >= 0 : is_goal_side(y)) met = true;
      }
      if ((++ticks & 1023) == 0) {
        if (opt.cancel && opt.cancel->load(std::memory_order_relaxed)) {
          res.outcome = SearchResult::Outcome::Cancelled;
          return res;
        }
        if (opt.time_ms >= 0 && std::chrono::duration<double, std::milli>(Clock::now() - t0).count() > opt.time_ms) {
          res.outcome = SearchResult::Outcome::TimedOut;
          return res;
        }
        if (fwd.size() + bwd.size() > pr.max_states) {
          res.outcome = SearchResult::Outcome::StateLimit;
          res.states = fwd.size() + bwd.size();
          return res;
        }
      }
    }
    if (next.empty()) {
      res.outcome = SearchResult::Outcome::Unreachable;
      res.states = fwd.size() + bwd.size();
      return res;
    }
    (backward ? bl : fl).push_back(std::move(next));
    (backward ? rb : rf) += 1;
    if (opt.progress) opt.progress(rf + rb, res.nodes);
  }
  const int L = rf + rb;
  res.outcome = SearchResult::Outcome::Found;
  res.length = L;
  res.states = fwd.size() + bwd.size();

  // Every optimal path is at distance rf from the start, and L - rf = rb from the goal,
  // after rf turns. Mark those middle states, then every state of the start side that
  // leads to one in one turn less.
  auto mark_if_middle = [&](uint64_t x) {
    if (two_sided ? bwd.depth(x) == rb : pr.pattern->matches(x)) *fwd.find(x) |= kUseful;
  };
  for (uint64_t x : fl[rf]) mark_if_middle(x);
  for (int k = rf - 1; k >= 0; --k)
    for (uint64_t x : fl[k])
      for (int m : pr.moves) {
        const uint8_t* v = fwd.find(apply_packed(x, m));
        if (v && (*v & 0x7F) == k + 1 && (*v & kUseful)) {
          *fwd.find(x) |= kUseful;
          break;
        }
      }

  const bool qtm = pr.metric == Metric::QTM;
  uint32_t have = 0;
  for (int m : pr.moves) have |= 1u << m;
  std::vector<int> path;
  bool stop = false;
  auto dfs = [&](auto&& self, uint64_t x, int k) -> void {
    if ((++ticks & 4095) == 0) {
      const bool cancelled = opt.cancel && opt.cancel->load(std::memory_order_relaxed);
      if (cancelled ||
          (opt.time_ms >= 0 && std::chrono::duration<double, std::milli>(Clock::now() - t0).count() > opt.time_ms)) {
        res.count_complete = false;
        stop = true;
        return;
      }
    }
    if (k == L) {
      ++res.count;
      if (res.paths.size() < pr.want) res.paths.push_back(path);
      if (!pr.count ? res.paths.size() >= pr.want : res.count >= pr.count_cap) stop = true;
      return;
    }
    for (int m : pr.moves) {
      if (!path.empty()) {
        const int p = path.back();
        // Turns of opposite faces commute: list U D, never D U as well.
        if (opposite(face_of(p), face_of(m)) && face_of(m) < face_of(p)) continue;
        // QTM: a half turn is R R, never R' R' as well (if R is allowed).
        if (qtm && m == p && turns_of(m) == 3 && ((have >> (m - 2)) & 1u)) continue;
      }
      const uint64_t y = apply_packed(x, m);
      if (k < rf) {
        const uint8_t* v = fwd.find(y);
        if (!v || (*v & 0x7F) != k + 1 || !(*v & kUseful)) continue;
      } else if (bwd.depth(y) != L - k - 1) {
        continue;
      }
      path.push_back(m);
      self(self, y, k + 1);
      path.pop_back();
      if (stop) return;
    }
  };
  if (fwd.find(start) && (*fwd.find(start) & kUseful)) dfs(dfs, start, 0);
  res.count_complete = res.count_complete && (!pr.count || res.count < pr.count_cap);
  return res;
}

}  // namespace cube::pocket
