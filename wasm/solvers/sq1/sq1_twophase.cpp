// The two-phase search (sq1_twophase.h).
#include "solvers/sq1/sq1_twophase.h"

#include <algorithm>
#include <chrono>

#include "puzzles/sq1/sq1_shapes.h"
#include "solvers/sq1/sq1_coarse.h"
#include "solvers/sq1/sq1_square.h"

namespace cube::sq1 {

std::vector<Sq1Move> moves_to_solved(const Sq1& start, const std::vector<std::pair<int, int>>& turns) {
  std::vector<Sq1Move> moves;
  Sq1 s = start;
  for (auto [t, b] : turns) {
    moves.push_back({.top = t, .bottom = b});
    moves.push_back({.is_slash = true});
    turn(s, t, b);
    slash(s);
  }
  for (int t = 0; t < 12; ++t)
    for (int b = 0; b < 12; ++b) {
      Sq1 x = s;
      turn(x, t, b);
      if (is_solved(x)) {
        moves.push_back({.top = t, .bottom = b});
        return moves;
      }
    }
  return {};  // not solved by a turn: the caller's search was wrong
}

namespace {

using Clock = std::chrono::steady_clock;

class TwoPhase {
 public:
  TwoPhase(const Sq1& start, double time_ms, const std::atomic<bool>* cancel, int longer_phase1, uint64_t max_nodes)
      : shapes_(Shapes::get()),
        square_(SquareTables::get()),
        start_(start),
        cancel_(cancel),
        longer_phase1_(longer_phase1),
        max_nodes_(max_nodes) {
    if (time_ms >= 0) deadline_ = Clock::now() + std::chrono::microseconds(static_cast<int64_t>(time_ms * 1000));
  }

  Sq1Solve run() {
    Sq1Solve out;
    // The start turned so that it can be slashed (it was read as a valid state).
    const uint32_t mask = shape_of(start_);
    for (int t = 0; t < 12 && start_index_ < 0; ++t)
      for (int b = 0; b < 12 && start_index_ < 0; ++b)
        if (shapes_.index(turn_shape(mask, t, b)) >= 0) {
          start_index_ = shapes_.index(turn_shape(mask, t, b));
          base_t_ = t;
          base_b_ = b;
        }
    if (start_index_ < 0) return out;
    {
      Sq1 x = start_;
      turn(x, base_t_, base_b_);
      start_parity_ = parity(x);
    }
    const int d0 = shapes_.to_cube(start_index_, start_parity_);
    // No solution has fewer slashes than the coarse puzzles need, nor another parity of
    // slashes than the middle's: the search ends when it reaches that bound.
    Sq1 turned = start_;
    turn(turned, base_t_, base_b_);
    int floor = std::max(d0, coarse_bound(turned, start_index_, start_parity_));
    if ((floor + (start_.middle_flipped ? 1 : 0)) % 2) ++floor;
    for (int l1 = d0;
         l1 < best_slashes_ && best_slashes_ > floor && !ended() && (longer_phase1_ < 0 || l1 <= d0 + longer_phase1_);
         ++l1) {
      found_better_ = false;
      // Every slash turns the middle over: a total has the start's middle parity.
      const int first = l1 + ((l1 + (start_.middle_flipped ? 1 : 0)) & 1);
      for (int total = first; total < best_slashes_ && !found_better_ && !ended(); total += 2) {
        phase2_depth_ = total - l1;
        // Past the budget with no solution yet: a total gets a few nodes, then the next is
        // tried (longer ones have many solutions, found at once), three times at most.
        skipped_ = false;
        rush_until_ = nodes_ + kRushNodes;
        phase1(start_, start_index_, start_parity_, base_t_, base_b_, l1, true);
      }
    }
    out.cancelled = cancelled_;
    if (!found_) return out;
    out.ok = true;
    out.moves = moves_to_solved(start_, best_);
    out.slashes = best_slashes_;
    out.phase1_slashes = best_phase1_;
    out.nodes = nodes_;
    out.timed_out = timed_out_;
    out.cancelled = cancelled_;
    return out;
  }

 private:
  const Shapes& shapes_;
  const SquareTables& square_;
  Sq1 start_;
  const std::atomic<bool>* cancel_;
  int longer_phase1_;
  uint64_t max_nodes_;
  Clock::time_point deadline_ = Clock::time_point::max();
  int start_index_ = -1, start_parity_ = 0, base_t_ = 0, base_b_ = 0;
  std::vector<std::pair<int, int>> path_, best_;
  int best_slashes_ = 1 << 20, best_phase1_ = 0;
  int phase1_length_ = 0;
  bool found_better_ = false, found_ = false;
  int phase2_depth_ = 0;
  uint64_t nodes_ = 0;
  bool timed_out_ = false, cancelled_ = false;

  static constexpr uint64_t kRushNodes = 20000;
  static constexpr int kRushSkips = 3;
  int skips_ = 0;
  bool rushing_ = false, skipped_ = false;
  uint64_t rush_until_ = 0;

  // The whole search ends (cancelled, or a budget ended once a solution was found).
  bool ended() const { return timed_out_ || cancelled_; }

  // The current total's search stops: the search ends, or it is skipped while rushing.
  bool stopped() {
    if (ended() || skipped_) return true;
    if (max_nodes_ && found_ && nodes_ > max_nodes_) timed_out_ = true;
    if ((nodes_ & 1023) == 0) {
      if (cancel_ && cancel_->load()) cancelled_ = true;
      if (!rushing_ && Clock::now() > deadline_) {
        if (found_) timed_out_ = true;
        rushing_ = !found_;  // no solution yet: one is always returned, found in a hurry
      }
    }
    if (rushing_ && found_) timed_out_ = true;  // found in a hurry: nothing more
    // A few totals skipped at most: each is one slash deeper (and deeper recursion); then
    // the current total is searched to its end, where the answer is.
    if (rushing_ && !found_ && nodes_ > rush_until_ && skips_ < kRushSkips) {
      skipped_ = true;
      ++skips_;
    }
    return ended() || skipped_;
  }

  bool done() const { return found_better_; }

  // `s` after a slash (or the start, turned by (bt, bb) to shape `index` and parity
  // `par`); `left` slashes to the cube shape with solved's parity.
  void phase1(const Sq1& s, int index, int par, int bt, int bb, int left, bool root) {
    ++nodes_;
    if (done() || stopped()) return;
    // Every solution solves the coarse puzzles too: their bound against what is left.
    {
      Sq1 x = s;
      if (bt || bb) turn(x, bt, bb);
      if (coarse_bound(x, index, par) > left + phase2_depth_) return;
    }
    if (left == 0) {
      if (shapes_.to_cube(index, par) == 0) {
        phase1_length_ = static_cast<int>(path_.size());
        start_phase2(s, root);
      }
      return;
    }
    for (const ShapeTurn& t : shapes_.turns(index)) {
      if (!root && t.top == 0 && t.bottom == 0) continue;  // a slash undone
      const int next = shapes_.after_slash(t.shape);
      const int np = par ^ t.flip ^ shapes_.slash_flips(t.shape);
      if (shapes_.to_cube(next, np) > left - 1) continue;
      Sq1 x = s;
      const int tt = (bt + t.top) % 12, tb = (bb + t.bottom) % 12;
      turn(x, tt, tb);
      slash(x);
      path_.push_back({tt, tb});
      phase1(x, next, np, 0, 0, left - 1, false);
      path_.pop_back();
      if (done()) return;
    }
  }

  void start_phase2(const Sq1& s, bool at_start) {
    for (int t = 0; t < 12; ++t)
      for (int b = 0; b < 12; ++b) {
        Sq1 x = s;
        turn(x, t, b);
        if (!SquareTables::held_for_phase2(x)) continue;
        align_t_ = t;
        align_b_ = b;
        const SquareState q = SquareTables::from(x);
        // The first turn of phase 2 must not undo phase 1's last slash.
        undo_first_ = !at_start;
        phase2(q, phase2_depth_, 0, true);
        return;
      }
  }

  int align_t_ = 0, align_b_ = 0;
  bool undo_first_ = false;

  // `q` held as `holding` (0 A, 1 B; at the first step A once turned by the alignment).
  void phase2(const SquareState& q, int depth, int holding, bool first) {
    ++nodes_;
    if (done() || stopped()) return;
    if (square_.bound(q) > depth) return;
    if (depth == 0) {
      if (q.middle_flipped) return;
      for (int k = 0; k < 16; ++k)
        if (square_.turned(q.corners, k) == 0 && square_.turned(q.edges, k) == 0) {
          record();
          return;
        }
      return;
    }
    for (int h = 0; h < 2; ++h)
      for (int k = 0; k < 16; ++k) {
        // The turn made: quarter turns, and a twelfth when the holding changes.
        const int shift = h == holding ? 0 : h == 1 ? -1 : 1;
        int t = 3 * (k % 4) + shift, b = 3 * (k / 4) + shift;
        if (first) {
          t += align_t_;
          b += align_b_;
        }
        t = ((t % 12) + 12) % 12;
        b = ((b % 12) + 12) % 12;
        if (t == 0 && b == 0 && (!first || undo_first_)) continue;  // a slash undone
        const uint16_t c = square_.turned(q.corners, k), e = square_.turned(q.edges, k);
        const SquareState n{square_.corners_slashed(c, h), square_.edges_slashed(e, h), !q.middle_flipped};
        if (square_.bound(n) > depth - 1) continue;
        path_.push_back({t, b});
        phase2(n, depth - 1, h, false);
        path_.pop_back();
        if (done()) return;
      }
  }

  void record() {
    const int slashes = static_cast<int>(path_.size());
    if (slashes >= best_slashes_) return;
    best_ = path_;
    found_ = true;
    best_slashes_ = slashes;
    best_phase1_ = phase1_length_;
    found_better_ = true;
  }
};

}  // namespace

Sq1Solve solve_twophase(const Sq1& start, double time_ms, const std::atomic<bool>* cancel, int longer_phase1,
                        uint64_t max_nodes) {
  return TwoPhase(start, time_ms, cancel, longer_phase1, max_nodes).run();
}

}  // namespace cube::sq1
