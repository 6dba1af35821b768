// IDA* for the Square-1 (sq1_optimal.h).
#include "solvers/sq1/sq1_optimal.h"

#include <algorithm>
#include <chrono>
#include <vector>

#include "puzzles/sq1/sq1_shapes.h"

namespace cube::sq1 {

namespace {

using Clock = std::chrono::steady_clock;

// The slots of a shape's corners (their first halves) or of its edges, as a 24-bit mask.
uint32_t corner_slots(uint32_t shape) { return shape; }
uint32_t edge_slots(uint32_t shape) { return ~(shape | turn_shape(shape, 1, 1)) & 0xffffff; }

// A coarse state: the shape's index, which of its 8 corners (or edges) are the top's (an
// 8-bit mask in slot order), the middle.
class CoarseTable {
 public:
  explicit CoarseTable(bool edges) : edges_(edges) {
    const Shapes& shapes = Shapes::get();
    const int n = shapes.count();
    dist_.assign(static_cast<size_t>(n) * kSplit * 2, 0xff);
    std::vector<uint32_t> frontier, next;
    const Sq1 s = solved();
    set_with_turns(shapes.index(shape_of(s)), top_mask(s), false, 0, frontier);
    for (uint8_t d = 0; !frontier.empty(); ++d) {
      next.clear();
      for (uint32_t i : frontier) {
        const bool middle = i & 1;
        const int split = (i >> 1) % kSplit, shape = static_cast<int>((i >> 1) / kSplit);
        const uint32_t mask = shapes.mask(shape);
        const uint32_t top = slash_shape(deposit(slots(mask), split));
        const int after = shapes.after_slash(shape);
        const size_t j = index(after, gather(slots(shapes.mask(after)), top), !middle);
        if (dist_[j] == 0xff) set_with_turns(after, top, !middle, d + 1, next);
      }
      frontier.swap(next);
    }
  }

  int at(int shape, uint32_t top_slots, bool middle) const {
    return dist_[index(shape, gather(slots(Shapes::get().mask(shape)), top_slots), middle)];
  }
  size_t bytes() const { return dist_.size(); }
  // The slots holding the top's corners (edges) of a state, first halves for corners.
  uint32_t top_mask(const Sq1& s) const {
    const uint32_t where = slots(shape_of(s));
    uint32_t m = 0;
    for (int i = 0; i < kSlots; ++i)
      if ((where >> i & 1) && s.slots[i] < 8) m |= 1u << i;
    return m;
  }

 private:
  static constexpr int kSplit = 256;  // the 8-bit masks (70 used): simple and small
  bool edges_;
  std::vector<uint8_t> dist_;

  uint32_t slots(uint32_t shape) const { return edges_ ? edge_slots(shape) : corner_slots(shape); }
  static size_t index(int shape, int split, bool middle) {
    return (static_cast<size_t>(shape) * kSplit + split) * 2 + middle;
  }
  // The bits of `value` at the set bits of `where`, packed (in slot order), and back.
  static int gather(uint32_t where, uint32_t value) {
    int out = 0, k = 0;
    for (uint32_t w = where; w; w &= w - 1, ++k)
      if (value & (w & -w)) out |= 1 << k;
    return out;
  }
  static uint32_t deposit(uint32_t where, int packed) {
    uint32_t out = 0;
    int k = 0;
    for (uint32_t w = where; w; w &= w - 1, ++k)
      if (packed >> k & 1) out |= w & -w;
    return out;
  }
  void set_with_turns(int shape, uint32_t top, bool middle, uint8_t d, std::vector<uint32_t>& frontier) {
    const Shapes& shapes = Shapes::get();
    for (const ShapeTurn& t : shapes.turns(shape)) {
      const uint32_t turned = turn_shape(top, t.top, t.bottom);
      const size_t j = index(t.shape, gather(slots(shapes.mask(t.shape)), turned), middle);
      if (dist_[j] == 0xff) {
        dist_[j] = d;
        frontier.push_back(static_cast<uint32_t>(j));
      }
    }
  }
};

struct Tables {
  CoarseTable corners{false}, edges{true};
  double ms = 0;
};

const Tables& tables() {
  static const Tables* t = [] {
    const auto t0 = Clock::now();
    auto* built = new Tables();
    built->ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    return built;
  }();
  return *t;
}

// A state that can be slashed (after a slash, or the start turned): its bound.
int bound_at(const Tables& t, int shape, const Sq1& s) {
  return std::max(t.corners.at(shape, t.corners.top_mask(s), s.middle_flipped),
                  t.edges.at(shape, t.edges.top_mask(s), s.middle_flipped));
}

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
  Ida(const Tables& t, double time_ms, const std::atomic<bool>* cancel) : t_(t), cancel_(cancel) {
    if (time_ms >= 0) deadline_ = Clock::now() + std::chrono::microseconds(static_cast<int64_t>(time_ms * 1000));
  }
  // true: found within `bound` (path_ holds its turns); stopped_ when the time ran out.
  bool search(const Sq1& s, int shape, int bt, int bb, int g, int bound, bool root) {
    ++nodes_;
    if ((nodes_ & 4095) == 0 && ((cancel_ && cancel_->load()) || Clock::now() > deadline_)) stopped_ = true;
    if (stopped_) return false;
    const int h = bound_at(t_, shape, turned(s, bt, bb));
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
      if (search(x, shapes.after_slash(t.shape), 0, 0, g + 1, bound, false)) return true;
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
  const Tables& t_;
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

size_t optimal_table_bytes() { return tables().corners.bytes() + tables().edges.bytes(); }
double optimal_table_ms() { return tables().ms; }

int optimal_bound(const Sq1& s) {
  int shape = 0, bt = 0, bb = 0;
  if (!slashable_turn(s, &shape, &bt, &bb)) return -1;
  return bound_at(tables(), shape, Ida::turned(s, bt, bb));
}

OptimalSolve solve_optimal(const Sq1& start, double time_ms, const std::atomic<bool>* cancel) {
  const auto t0 = Clock::now();
  OptimalSolve out;
  // An upper bound first: the two-phase solution (a fifth of the budget at most).
  out.solve = solve_twophase(start, time_ms < 0 ? -1 : std::max(50.0, time_ms / 5), cancel);
  if (!out.solve.ok) return out;
  const Tables& t = tables();
  int shape = 0, bt = 0, bb = 0;
  slashable_turn(start, &shape, &bt, &bb);
  const int h0 = bound_at(t, shape, Ida::turned(start, bt, bb));
  // Every solution has as many slashes as the middle's parity says (each slash turns it).
  int bound = h0 + ((h0 + (start.middle_flipped ? 1 : 0)) & 1);
  out.lower_bound = bound;
  const double left = time_ms < 0 ? -1 : time_ms - std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
  Ida ida(t, left, cancel);
  for (; bound < out.solve.slashes; bound += 2) {
    ida.path_.clear();
    if (ida.search(start, shape, bt, bb, 0, bound, true)) {
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
