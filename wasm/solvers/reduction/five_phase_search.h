// The search of one phase of the 5x5x5's five-phase reduction (after cs0x7f's cube555):
// iterative deepening over the phase's turns from many starts at once (the solutions the
// phase before handed on, each with the turns it has spent), by the total length
// spent + phase turns, so the solutions come out shortest total first. The phase gives
// its coordinates and its pruning tables; this file knows none of them.
//
// A phase is a class with
//   using Node = ...;                         // the state in the phase's coordinates
//   const BlockTurns& block_turns() const;     // the 5x5x5's (reduction_block_turns.h)
//   const std::vector<int>& turns() const;     // the phase's turns, BlockTurns indices
//   void after(const Node& from, int m, Node& to) const;  // turn turns()[m] played
//   int bound(const Node& node, int limit) const;  // a lower bound on the turns left; may
//                                                  // return any value >= limit once it
//                                                  // knows the bound reaches limit
//   bool done(const Node& node) const;         // in the next phase's group (bound 0 first)
#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>

#include "solvers/reduction/reduction_block_turns.h"

namespace cube::reduction {

template <class Node>
struct PhaseStart {
  Node node;
  int spent = 0;  // turns played before this phase
  int last = -1;  // the last of them (BlockTurns index), -1: none or not to be checked
  int tag = 0;    // the caller's, handed back with each solution from this start
};

struct PhaseSolution {
  int tag = 0;
  int spent = 0;
  std::vector<int> turns;  // BlockTurns indices
  int total() const { return spent + static_cast<int>(turns.size()); }
};

struct PhaseLimits {
  size_t wanted = 1;                // solutions to find (fewer when the budget runs out)
  uint64_t max_nodes = 50'000'000;  // turns played in the search, over every start
  int max_total = 60;               // spent + phase turns
  size_t max_starts = 0;            // keep only this many starts, least spent + bound (0: all)
};

struct PhaseSearchResult {
  std::vector<PhaseSolution> solutions;  // shortest total first
  uint64_t nodes = 0;
  bool budget_spent = false;
};

namespace detail {

template <class Phase>
class PhaseIda {
 public:
  using Node = typename Phase::Node;
  PhaseIda(const Phase& phase, const PhaseLimits& limits, PhaseSearchResult& out)
      : phase_(phase), bt_(phase.block_turns()), turns_(phase.turns()), limits_(limits), out_(out) {
    // A quarter turn X followed in the list by X2 and X' of the same block: each of those
    // is one turn from X, so when X's bound passes the turns left by one or more, theirs
    // reach them (the bounds are distances, so they change by at most 1 a turn).
    skip_.assign(turns_.size(), 0);
    for (size_t m = 0; m + 2 < turns_.size(); ++m) {
      const BlockTurn& a = bt_.turns[static_cast<size_t>(turns_[m])];
      const BlockTurn& b = bt_.turns[static_cast<size_t>(turns_[m + 1])];
      const BlockTurn& c = bt_.turns[static_cast<size_t>(turns_[m + 2])];
      if (a.power == 1 && b.power == 2 && c.power == 3 && a.face == b.face && a.face == c.face && a.depth == b.depth &&
          a.depth == c.depth)
        skip_[m] = 2;
    }
  }

  // Every solution of exactly `depth` turns from the start (stops when enough are found
  // or the budget is spent: then false).
  bool run(const PhaseStart<Node>& start, int depth) {
    start_ = &start;
    stack_.resize(static_cast<size_t>(depth) + 1);
    path_.resize(static_cast<size_t>(depth));
    stack_[0] = start.node;
    return dive(0, depth, start.last);
  }

 private:
  // false: stop (enough solutions, or the budget spent).
  bool dive(int ply, int left, int last) {
    const Node& node = stack_[static_cast<size_t>(ply)];
    if (left == 0) {
      if (phase_.bound(node, 1) == 0 && phase_.done(node)) {
        out_.solutions.push_back({start_->tag, start_->spent, path_});
        if (out_.solutions.size() >= limits_.wanted) return false;
      }
      return true;
    }
    Node& next = stack_[static_cast<size_t>(ply) + 1];
    for (size_t m = 0; m < turns_.size(); ++m) {
      const int t = turns_[m];
      if (last >= 0 && !bt_.may_follow(last, t)) continue;
      if (++out_.nodes > limits_.max_nodes) {
        out_.budget_spent = true;
        return false;
      }
      phase_.after(node, static_cast<int>(m), next);
      const int b = phase_.bound(next, left + 1);
      if (b >= left) {
        if (b > left) m += skip_[m];
        continue;
      }
      path_[static_cast<size_t>(ply)] = t;
      if (!dive(ply + 1, left - 1, t)) return false;
    }
    return true;
  }

  const Phase& phase_;
  const BlockTurns& bt_;
  const std::vector<int>& turns_;
  const PhaseLimits& limits_;
  PhaseSearchResult& out_;
  const PhaseStart<Node>* start_ = nullptr;
  std::vector<Node> stack_;
  std::vector<int> path_;
  std::vector<size_t> skip_;  // [m]: the turns after m that X's bound rules out with it
};

}  // namespace detail

// Up to limits.wanted solutions over all starts, by total length (spent + phase turns)
// and within one length in the order of the starts (least spent + bound first). A start
// whose `last` is set plays no first turn that BlockTurns::may_follow refuses after it.
template <class Phase>
PhaseSearchResult search_phase(const Phase& phase, std::vector<PhaseStart<typename Phase::Node>> starts,
                               const PhaseLimits& limits) {
  PhaseSearchResult out;
  if (starts.empty() || limits.wanted == 0) return out;
  std::vector<int> estimate(starts.size());
  std::vector<size_t> order(starts.size());
  for (size_t i = 0; i < starts.size(); ++i) {
    estimate[i] = starts[i].spent + phase.bound(starts[i].node, limits.max_total + 1);
    order[i] = i;
  }
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    if (estimate[a] != estimate[b]) return estimate[a] < estimate[b];
    return starts[a].spent < starts[b].spent;
  });
  if (limits.max_starts > 0 && order.size() > limits.max_starts) order.resize(limits.max_starts);
  detail::PhaseIda<Phase> ida(phase, limits, out);
  for (int total = estimate[order[0]]; total <= limits.max_total; ++total) {
    for (size_t i : order) {
      if (estimate[i] > total) break;  // sorted: none after it fits either
      if (!ida.run(starts[i], total - starts[i].spent)) return out;
    }
  }
  return out;
}

}  // namespace cube::reduction
