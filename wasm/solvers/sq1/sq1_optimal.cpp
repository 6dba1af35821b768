// IDA* for the Square-1 (sq1_optimal.h).
#include "solvers/sq1/sq1_optimal.h"

#include <algorithm>
#include <chrono>
#include <vector>

#include "puzzles/sq1/sq1_shapes.h"
#include "solvers/sq1/sq1_coarse.h"

namespace cube::sq1 {

namespace {

using Clock = std::chrono::steady_clock;

// A state that can be slashed (after a slash, or the start turned): its bound.
int bound_at(int shape, const Sq1& s) { return coarse_bound(s, shape, parity(s)); }
int bound_at(int shape, int par, const Sq1& s) { return coarse_bound(s, shape, par); }

bool solved_by_a_turn(const Sq1& s) {
  for (int a = 0; a < 12; ++a)
    for (int b = 0; b < 12; ++b) {
      Sq1 x = s;
      turn(x, a, b);
      if (is_solved(x)) return true;
    }
  return false;
}

class Ida {
 public:
  Ida(double time_ms, const std::atomic<bool>* cancel) : cancel_(cancel) {
    if (time_ms >= 0) deadline_ = Clock::now() + std::chrono::microseconds(static_cast<int64_t>(time_ms * 1000));
  }
  // true: found within `bound` (path_ holds its turns); stopped_ when the time ran out.
  bool search(const Sq1& s, int shape, int par, int bt, int bb, int g, int bound, bool root) {
    ++nodes_;
    if ((nodes_ & 4095) == 0 && ((cancel_ && cancel_->load()) || Clock::now() > deadline_)) stopped_ = true;
    if (stopped_) return false;
    const int h = bound_at(shape, par, turned(s, bt, bb));
    if (g + h > bound) return false;
    if (h == 0 && solved_by_a_turn(s)) return true;
    if (g == bound) return false;
    const Shapes& shapes = Shapes::get();
    for (const ShapeTurn& t : shapes.turns(shape)) {
      if (!root && t.top == 0 && t.bottom == 0) continue;
      Sq1 x = s;
      const int a = (bt + t.top) % 12, b = (bb + t.bottom) % 12;
      turn(x, a, b);
      slash(x);
      path_.push_back({a, b});
      if (search(x, shapes.after_slash(t.shape), par ^ t.flip ^ shapes.slash_flips(t.shape), 0, 0, g + 1, bound, false))
        return true;
      path_.pop_back();
      if (stopped_) return false;
    }
    return false;
  }
  static Sq1 turned(const Sq1& s, int a, int b) {
    if (a == 0 && b == 0) return s;
    Sq1 x = s;
    turn(x, a, b);
    return x;
  }
  std::vector<std::pair<int, int>> path_;
  uint64_t nodes_ = 0;
  bool stopped_ = false;

 private:
  const std::atomic<bool>* cancel_;
  Clock::time_point deadline_ = Clock::time_point::max();
};

// The start turned so that it can be slashed: (shape, top, bottom).
bool slashable_turn(const Sq1& s, int* shape, int* bt, int* bb) {
  const uint32_t mask = shape_of(s);
  for (int a = 0; a < 12; ++a)
    for (int b = 0; b < 12; ++b) {
      const int i = Shapes::get().index(turn_shape(mask, a, b));
      if (i >= 0) {
        *shape = i;
        *bt = a;
        *bb = b;
        return true;
      }
    }
  return false;
}

}  // namespace

size_t optimal_table_bytes() { return coarse_bytes(); }
double optimal_table_ms() { return coarse_build_ms(); }

int optimal_bound(const Sq1& s) {
  int shape = 0, bt = 0, bb = 0;
  if (!slashable_turn(s, &shape, &bt, &bb)) return -1;
  return bound_at(shape, Ida::turned(s, bt, bb));
}

OptimalSolve solve_optimal(const Sq1& start, double time_ms, const std::atomic<bool>* cancel) {
  const auto t0 = Clock::now();
  OptimalSolve out;
  // An upper bound first: the two-phase solution (a fifth of the budget at most).
  out.solve = solve_twophase(start, time_ms < 0 ? -1 : std::max(50.0, time_ms / 5), cancel);
  if (!out.solve.ok) return out;
  int shape = 0, bt = 0, bb = 0;
  slashable_turn(start, &shape, &bt, &bb);
  const int h0 = bound_at(shape, Ida::turned(start, bt, bb));
  // Every solution has as many slashes as the middle's parity says (each slash turns it).
  int bound = h0 + ((h0 + (start.middle_flipped ? 1 : 0)) & 1);
  out.lower_bound = bound;
  // What the two-phase search left of the budget; none (not "no limit") when it took it all,
  // as it may when its tables are built on this first call on a busy machine.
  const double spent = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
  const double left = time_ms < 0 ? -1 : std::max(0.0, time_ms - spent);
  Ida ida(left, cancel);
  for (; bound < out.solve.slashes; bound += 2) {
    ida.path_.clear();
    if (ida.search(start, shape, parity(Ida::turned(start, bt, bb)), bt, bb, 0, bound, true)) {
      out.solve.moves = moves_to_solved(start, ida.path_);
      out.solve.slashes = bound;
      out.solve.phase1_slashes = -1;  // not split in phases
      break;
    }
    if (ida.stopped_) break;
    out.lower_bound = bound + 2;
  }
  out.nodes = ida.nodes_ + out.solve.nodes;
  out.proven = !ida.stopped_;
  if (out.proven) out.lower_bound = out.solve.slashes;
  out.solve.timed_out = ida.stopped_;
  return out;
}

}  // namespace cube::sq1
