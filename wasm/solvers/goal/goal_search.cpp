#include "solvers/goal/goal_search.h"

#include <algorithm>
#include <chrono>
#include <set>

#include "solvers/goal/goal_rotation.h"

namespace cube::goal {
namespace {

using Clock = std::chrono::steady_clock;
constexpr int kMaxDepth = 64;
constexpr uint8_t kUnreachable = Table::kUnreachable;

struct Coord {
  uint32_t pe, oe, pc, oc;
};

struct Limits {
  const SolveOptions* options;
  Clock::time_point deadline;
  bool has_deadline = false;
  bool stopped = false, timed_out = false;
  uint64_t nodes = 0;

  bool check() {
    if ((++nodes & 4095) != 0) return stopped;
    if (options->cancel && options->cancel->load(std::memory_order_relaxed)) stopped = true;
    if (has_deadline && Clock::now() >= deadline) stopped = timed_out = true;
    return stopped;
  }
};

class Searcher {
 public:
  Searcher(const SearchProblem& p, Limits& limits) : p_(p), limits_(limits) {
    // Smallest tables first: they stay in the processor's cache and cut most branches
    // before a large table is read.
    n_ = static_cast<int>(p.tables.size());
    std::vector<int> order(n_);
    for (int k = 0; k < n_; ++k) order[k] = k;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return p.tables[a]->distances().size() < p.tables[b]->distances().size(); });
    for (int k : order) {
      original_.push_back(k);
      tables_.push_back(p.tables[k].get());
      views_.push_back(&p.model->tables[k]);
    }
    moves_ = p.model->moves.list();
    // Fewest turns of each face reaching each total turn (for restricted sets).
    for (int f = 0; f < 6; ++f) {
      for (int c = 0; c < 4; ++c) min_count_[f][c] = 99;
      min_count_[f][0] = 0;
      for (int step = 1; step <= 3; ++step)
        for (int c = 0; c < 4; ++c)
          if (min_count_[f][c] == step - 1)
            for (int t = 0; t < 3; ++t)
              if (p.model->moves.has(3 * f + t)) {
                const int nc = (c + t + 1) % 4;
                if (min_count_[f][nc] > step) min_count_[f][nc] = step;
              }
    }
    coords_.resize(size_t(kMaxDepth + 1) * std::max(n_, 1));
    turn_.resize(size_t(n_) * kTurns);
    for (int k = 0; k < n_; ++k) {
      // Each table sees the cube held its own way: its coordinates are those of the
      // rotated cube, and turn m is turn turn_[k][m] there.
      const TableView& view = *views_[k];
      const CubieCube seen = view.rotation ? rotate_cube(p.start, view.rotation) : p.start;
      Coord& c = coords_[k];
      tables_[k]->edges().from_cube(seen, view.spec.edges, c.pe, c.oe);
      tables_[k]->corners().from_cube(seen, view.spec.corners, c.pc, c.oc);
      for (int m = 0; m < kTurns; ++m)
        turn_[k * kTurns + m] = static_cast<uint8_t>(rotate_move(m, rotations()[view.rotation]));
    }
  }

  // Largest table distance of the start; the table that says "unreachable", if any.
  int start_bound(int* blocking) const {
    int h = 0;
    for (int k = 0; k < n_; ++k) {
      const Coord& c = coords_[k];
      const Table& t = *tables_[k];
      const int d = t.at(c.pe * t.edges().o_size() + c.oe, c.pc * t.corners().o_size() + c.oc);
      if (d == kUnreachable) {
        if (blocking) *blocking = original_[k];
        return kUnreachable;
      }
      h = std::max(h, d);
    }
    return h;
  }

  // Every solution of exactly `bound` turns, handed to `found` until it returns true.
  template <class Found>
  bool run(int bound, Found&& found) {
    bound_ = bound;
    const int h = start_bound(nullptr);
    if (h == kUnreachable || h > bound) return false;
    if (bound == 0) return is_goal(0) && found(path_, 0);
    return dfs(0, -1, 0, 0, -1, found);
  }

 private:
  bool is_goal(int length) const {
    CubieCube c = p_.start;
    const auto& mv = basic_move_cubies();
    for (int i = 0; i < length; ++i) c = c * mv[path_[i]];
    return p_.model->matches(c);
  }

  template <class Found>
  bool dfs(int g, int last_face, int cum, int run, int last_m, Found& found) {
    if (limits_.check()) return true;
    const Coord* here = &coords_[size_t(g) * n_];
    Coord* next = &coords_[size_t(g + 1) * n_];
    for (int m : moves_) {
      const int f = m / 3;
      if (g == 0 && f == p_.avoid_first_face) continue;
      int ncum, nrun;
      if (f == last_face) {
        if (m < last_m) continue;
        ncum = (cum + m % 3 + 1) % 4;
        nrun = run + 1;
        if (ncum == 0 || min_count_[f][ncum] != nrun) continue;
      } else {
        if (last_face >= 0 && f % 3 == last_face % 3 && f < last_face) continue;
        ncum = m % 3 + 1;
        nrun = 1;
      }
      int h = 0;
      for (int k = 0; k < n_ && h + g + 1 <= bound_; ++k) {
        const Table& t = *tables_[k];
        const TypeCoord& e = t.edges();
        const TypeCoord& c = t.corners();
        Coord& x = next[k];
        const int mk = turn_[k * kTurns + m];
        x.pe = e.move_p(here[k].pe, mk);
        x.oe = e.move_o(here[k].pe, here[k].oe, mk);
        x.pc = c.move_p(here[k].pc, mk);
        x.oc = c.move_o(here[k].pc, here[k].oc, mk);
        const int d = t.at(x.pe * e.o_size() + x.oe, x.pc * c.o_size() + x.oc);
        h = std::max(h, d);
      }
      if (h + g + 1 > bound_) continue;
      path_[g] = m;
      if (g + 1 == bound_) {
        if (h == 0 && is_goal(g + 1) && found(path_, g + 1)) return true;
        continue;
      }
      if (h == 0 && is_goal(g + 1)) continue;  // reached the goal early: not a solution of this length
      if (dfs(g + 1, f, ncum, nrun, m, found)) return true;
    }
    return false;
  }

  const SearchProblem& p_;
  Limits& limits_;
  std::vector<const Table*> tables_;
  std::vector<const TableView*> views_;
  std::vector<int> original_;  // index into model->tables
  int n_ = 0;
  std::vector<int> moves_;
  int min_count_[6][4];
  std::vector<Coord> coords_;
  std::vector<uint8_t> turn_;
  int path_[kMaxDepth];
  int bound_ = 0;
};

}  // namespace

int lower_bound(const SearchProblem& p, int* blocking_table) {
  Limits limits;
  SolveOptions none;
  limits.options = &none;
  return Searcher(p, limits).start_bound(blocking_table);
}

SearchOutcome search(const std::vector<SearchProblem>& problems, int max_length, size_t want,
                     const SolveOptions& options) {
  SearchOutcome out;
  Limits limits;
  limits.options = &options;
  if (options.time_ms >= 0) {
    limits.has_deadline = true;
    limits.deadline = Clock::now() + std::chrono::microseconds(static_cast<int64_t>(options.time_ms * 1000));
  }
  max_length = std::min(max_length, kMaxDepth);
  want = std::max<size_t>(want, 1);

  std::vector<Searcher> searchers;
  searchers.reserve(problems.size());
  std::vector<int> h0;
  int lowest = kUnreachable;
  for (const SearchProblem& p : problems) {
    searchers.emplace_back(p, limits);
    int blocking = -1;
    h0.push_back(searchers.back().start_bound(&blocking));
    out.blocked_table.push_back(blocking);
    lowest = std::min(lowest, h0.back());
  }
  if (lowest == kUnreachable) {
    out.outcome = SearchOutcome::Outcome::Unreachable;
    return out;
  }
  out.lower_bound = lowest;
  if (lowest > max_length) {
    out.outcome = SearchOutcome::Outcome::TooLong;
    return out;
  }

  std::set<std::vector<int>> seen;
  for (int bound = lowest; bound <= max_length; ++bound) {
    for (size_t i = 0; i < searchers.size() && out.paths.size() < want && !limits.stopped; ++i) {
      if (h0[i] > bound) continue;
      const Rotation& back = rotations()[rotations()[problems[i].rotation].inverse];
      searchers[i].run(bound, [&](const int* path, int length) {
        std::vector<int> real(length);
        for (int k = 0; k < length; ++k) real[k] = rotate_move(path[k], back);
        if (seen.insert(real).second) out.paths.push_back({static_cast<int>(i), std::move(real)});
        return out.paths.size() >= want;
      });
    }
    if (limits.stopped) break;
    if (out.paths.empty()) out.lower_bound = bound + 1;
    if (out.paths.size() >= want) break;
  }
  out.nodes = limits.nodes;
  out.timed_out = limits.timed_out;
  if (!out.paths.empty()) {
    out.outcome = SearchOutcome::Outcome::Found;
    out.interrupted = limits.stopped;
  } else if (limits.stopped) {
    out.outcome = limits.timed_out ? SearchOutcome::Outcome::TimedOut : SearchOutcome::Outcome::Cancelled;
  } else {
    out.outcome = SearchOutcome::Outcome::TooLong;
  }
  return out;
}

}  // namespace cube::goal
