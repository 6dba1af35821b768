#include "solvers/fmc/fmc_search.h"

#include <algorithm>
#include <chrono>

namespace cube::fmc {
namespace {

CubieCube play(CubieCube c, const std::vector<int>& moves, size_t n) {
  for (size_t i = 0; i < n; ++i) c = c * basic_move_cubies()[moves[i]];
  return c;
}

// I^-1 * c * N with the first `ni` moves of I and `nn` of N.
CubieCube element(const CubieCube& c, const StepMoves& s, size_t nn, size_t ni) {
  const CubieCube i = play(CubieCube{}, s.inverse, ni);
  return play(i.inverse() * c, s.normal, nn);
}

bool opposite(int f, int g) { return f != g && f % 3 == g % 3; }

// One order of each pair of commuting turns (the lower face first), no face twice.
bool allowed(int m, int last, int last2) {
  if (last < 0) return true;
  const int f = m / 3, l = last / 3;
  if (f == l) return false;
  if (opposite(f, l) && f < l) return false;
  if (last2 >= 0 && opposite(f, l) && last2 / 3 == f) return false;
  return true;
}

class Searcher {
 public:
  Searcher(const SpaceTables& t, const SearchLimits& lim) : t_(t), lim_(lim), start_(std::chrono::steady_clock::now()) {
    for (int m = 0; m < kBasicMoves; ++m)
      if ((t.moves >> m) & 1) moves_.push_back(m);
  }

  SearchOutcome run(const CubieCube& c, Niss niss) {
    if (t_.at_goal(c)) {
      out_.solutions.push_back({});
      return out_;
    }
    const CubieCube ci = c.inverse();
    const int hn = t_.estimate(c), hi = t_.estimate(ci);
    const bool exact = t_.space != Space::DrScratch;
    int first = niss == Niss::Normal ? hn : niss == Niss::Inverse ? hi : 1;
    int bound = niss == Niss::Normal ? hn : niss == Niss::Inverse ? hi : std::min(hn, hi);
    if (first >= kUnreachable) return out_;
    if (bound >= kUnreachable) bound = exact ? first : 20;  // both: a pair may exist with neither side alone
    if (!exact) bound = 20;                                 // a lower bound only: search on
    // The N shortest may need longer ones than the optimum: on until N are found.
    const int beyond = lim_.within >= 0 ? lim_.within : lim_.count > 1 ? 20 : 0;
    int last_depth = lim_.max_length >= 0 ? lim_.max_length : bound + beyond;
    int optimum = -1;
    for (int d = std::max(first, 1); d <= last_depth && !stopped(); ++d) {
      depth_ = d;
      if (niss == Niss::Normal) {
        normal_.clear();
        finish(c, d, -1, -1, Side::Normal);
      } else if (niss == Niss::Inverse) {
        inverse_.clear();
        finish(ci, d, -1, -1, Side::Inverse);
      } else {
        // Normal prefixes of at most d/2 moves, finished on the inverse side...
        normal_.clear();
        prefix(c, 0, d / 2, -1, -1, Side::Normal);
        // ... then inverse prefixes of fewer than d - d/2, finished on the normal side.
        inverse_.clear();
        if (!full()) prefix(ci, 0, d - d / 2 - 1, -1, -1, Side::Inverse);
      }
      if (!out_.solutions.empty() && optimum < 0) {
        optimum = d;
        if (lim_.within >= 0) last_depth = std::min(last_depth, d + lim_.within);
      }
      if (full()) break;
    }
    return out_;
  }

 private:
  enum class Side { Normal, Inverse };

  bool full() const { return static_cast<int>(out_.solutions.size()) >= std::max(1, lim_.count); }

  bool stopped() {
    if (out_.stopped) return true;
    if ((++out_.nodes & 1023) != 0) return false;
    if (lim_.cancel && lim_.cancel->load(std::memory_order_relaxed)) {
      out_.stopped = out_.cancelled = true;
    } else if (lim_.time_ms >= 0 &&
               std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count() >
                   lim_.time_ms) {
      out_.stopped = true;
    }
    return out_.stopped;
  }

  std::vector<int>& path(Side s) { return s == Side::Normal ? normal_ : inverse_; }
  static Side other(Side s) { return s == Side::Normal ? Side::Inverse : Side::Normal; }

  // Extends side `s` from x with exactly r more moves, pruned by the table.
  void finish(const CubieCube& x, int r, int last, int last2, Side s) {
    if (stopped()) return;
    const int h = t_.estimate(x);
    if (r == 0) {
      if (h == 0) emit();
      return;
    }
    if (h == 0 || h > r) return;
    std::vector<int>& p = path(s);
    for (int m : moves_) {
      if (!allowed(m, last, last2)) continue;
      p.push_back(m);
      finish(x * basic_move_cubies()[m], r - 1, m, last, s);
      p.pop_back();
      if (full() || out_.stopped) return;
    }
  }

  // Every prefix of up to max_k moves on side s from x; at each, the other side
  // finishes the depth from the inverse of where the prefix stands.
  void prefix(const CubieCube& x, int k, int max_k, int last, int last2, Side s) {
    if (stopped()) return;
    if (k > 0 && t_.at_goal(x)) return;  // this side alone reaches the goal: shorter
    std::vector<int>& q = path(other(s));
    q.clear();
    finish(x.inverse(), depth_ - k, -1, -1, other(s));
    if (full() || out_.stopped || k == max_k) return;
    std::vector<int>& p = path(s);
    for (int m : moves_) {
      if (!allowed(m, last, last2)) continue;
      p.push_back(m);
      prefix(x * basic_move_cubies()[m], k + 1, max_k, m, last, s);
      p.pop_back();
      if (full() || out_.stopped) return;
    }
  }

  void emit() {
    StepMoves s{normal_, inverse_};
    // A shorter solution with a move added on either side is not a new one.
    if (!s.normal.empty() && t_.at_goal(element(*start_cube_, s, s.normal.size() - 1, s.inverse.size()))) return;
    if (!s.inverse.empty() && t_.at_goal(element(*start_cube_, s, s.normal.size(), s.inverse.size() - 1))) return;
    out_.solutions.push_back(std::move(s));
  }

 public:
  const CubieCube* start_cube_ = nullptr;

 private:
  const SpaceTables& t_;
  SearchLimits lim_;
  std::chrono::steady_clock::time_point start_;
  std::vector<int> moves_;
  std::vector<int> normal_, inverse_;
  int depth_ = 0;
  SearchOutcome out_;
};

}  // namespace

SearchOutcome search(const SpaceTables& tables, const CubieCube& c, Niss niss, const SearchLimits& limits) {
  Searcher s(tables, limits);
  s.start_cube_ = &c;
  return s.run(c, niss);
}

bool reaches(const SpaceTables& tables, const CubieCube& c, const StepMoves& s) {
  return tables.at_goal(element(c, s, s.normal.size(), s.inverse.size()));
}

}  // namespace cube::fmc
