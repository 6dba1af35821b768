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
#include <atomic>
#include <cstdint>
#include <mutex>
#include <optional>
#include <vector>

#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/search_pool.h"

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
  // Threads searching the starts of a depth at once; the result is the one thread's, to
  // the solution and the node (search_phase below).
  int threads = 1;
  // A depth's starts searched a first turn at a time in turn (each start's first turn,
  // then each one's second...) instead of one start after another: a start whose tree
  // at that depth is large, with its solutions late in it, then holds up the others by
  // a share only (phase 1's three axes: one took 6 M nodes where another had a solution
  // within 1 M).
  bool interleave = false;
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

  // Where each solution's node count goes (the count when it was found), and a flag that
  // stops the search (both optional: the threaded search's).
  void record_found_at(std::vector<uint64_t>* found_at) { found_at_ = found_at; }
  void stop_on(const std::atomic<bool>* stop) { stop_ = stop; }

  // The part of run(start, depth) (depth >= 1) under its first turn turns()[m], that
  // turn's node counted as run counts it. *past: its bound passed the turns left (run
  // then leaves out the skip(m) turns after it).
  bool run_first(const PhaseStart<Node>& start, int depth, size_t m, bool* past) {
    start_ = &start;
    stack_.resize(static_cast<size_t>(depth) + 1);
    path_.resize(static_cast<size_t>(depth));
    stack_[0] = start.node;
    *past = false;
    if (++out_.nodes > limits_.max_nodes) {
      out_.budget_spent = true;
      return false;
    }
    phase_.after(stack_[0], static_cast<int>(m), stack_[1]);
    const int b = phase_.bound(stack_[1], depth + 1);
    if (b >= depth) {
      *past = b > depth;
      return true;
    }
    path_[0] = turns_[m];
    return dive(1, depth - 1, turns_[m]);
  }
  size_t skip(size_t m) const { return skip_[m]; }

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
        if (found_at_) found_at_->push_back(out_.nodes);
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
      if (stop_ && (out_.nodes & 0x3FF) == 0 && stop_->load(std::memory_order_relaxed)) return false;
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
  std::vector<uint64_t>* found_at_ = nullptr;
  const std::atomic<bool>* stop_ = nullptr;
};

// One piece of a depth searched alone (a start's first turn and all below it, or a start
// with no turn left to play): its solutions, the node count when each was found, its
// nodes, whether its budget ran out, whether its first turn's bound passed the turns left.
struct StartRun {
  std::vector<PhaseSolution> solutions;
  std::vector<uint64_t> found_at;
  uint64_t nodes = 0;
  bool budget_spent = false;
  bool past = false;
};

// Adds a start's own run to `out` as the one-thread search would have gone on from
// `out` into that start: the solutions found within the budget left and up to the
// number still wanted, and the nodes up to where it would have stopped. True when the
// search stops there (enough solutions, or the budget spent).
inline bool merge_start_run(StartRun& run, const PhaseLimits& limits, PhaseSearchResult& out) {
  const uint64_t left = limits.max_nodes - out.nodes;
  for (size_t j = 0; j < run.solutions.size() && run.found_at[j] <= left; ++j) {
    out.solutions.push_back(std::move(run.solutions[j]));
    if (out.solutions.size() >= limits.wanted) {
      out.nodes += run.found_at[j];
      return true;
    }
  }
  if (run.budget_spent || run.nodes > left) {
    out.nodes += left + 1;
    out.budget_spent = true;
    return true;
  }
  out.nodes += run.nodes;
  return false;
}

// A piece of a depth's search: a start's first turn and all below it.
struct Piece {
  size_t start = 0;  // index into starts
  int m = -1;        // the first turn (index into phase.turns()), -1: the start alone
};

// The pieces of one depth (`total`) over the starts `list` (in order): each start's first
// turns (the ones BlockTurns::may_follow allows after its last), or the start itself when
// no turn is left to play; start after start, or with `interleave` first turn after first
// turn (PhaseLimits::interleave).
template <class Phase>
std::vector<Piece> depth_pieces(const Phase& phase, const std::vector<PhaseStart<typename Phase::Node>>& starts,
                                const std::vector<size_t>& list, int total, bool interleave) {
  std::vector<Piece> pieces;
  const BlockTurns& bt = phase.block_turns();
  const std::vector<int>& turns = phase.turns();
  const auto allowed = [&](size_t i, size_t m) {
    return total != starts[i].spent && (starts[i].last < 0 || bt.may_follow(starts[i].last, turns[m]));
  };
  if (!interleave) {
    for (size_t i : list) {
      if (total == starts[i].spent) pieces.push_back({i, -1});
      for (size_t m = 0; m < turns.size(); ++m)
        if (allowed(i, m)) pieces.push_back({i, static_cast<int>(m)});
    }
    return pieces;
  }
  for (size_t i : list)
    if (total == starts[i].spent) pieces.push_back({i, -1});
  for (size_t m = 0; m < turns.size(); ++m)
    for (size_t i : list)
      if (allowed(i, m)) pieces.push_back({i, static_cast<int>(m)});
  return pieces;
}

// One depth over its pieces (depth_pieces) in order on one thread, as search_phase's
// start-by-start loop would search them: a first turn whose bound passes the turns left
// leaves out the skip() turns after it. False when the search is over.
template <class Phase>
bool search_depth_pieces(PhaseIda<Phase>& ida, const std::vector<PhaseStart<typename Phase::Node>>& starts,
                         const std::vector<Piece>& pieces, int total) {
  std::vector<int> skip_to(starts.size(), -1);  // [start]: its first turns up to this one are left out
  for (const Piece& p : pieces) {
    const PhaseStart<typename Phase::Node>& s = starts[p.start];
    if (p.m < 0) {
      if (!ida.run(s, 0)) return false;
      continue;
    }
    if (p.m <= skip_to[p.start]) continue;
    bool past = false;
    if (!ida.run_first(s, total - s.spent, static_cast<size_t>(p.m), &past)) return false;
    if (past) skip_to[p.start] = p.m + static_cast<int>(ida.skip(static_cast<size_t>(p.m)));
  }
  return true;
}

// One depth (`total`) over its pieces (depth_pieces) on `threads` of `pool`'s threads. Each piece is
// searched alone with the budget and solutions left before the depth, and merged in
// order (merge_start_run) as soon as those before it are, leaving out the first turns
// that the one-thread search skips (PhaseIda::skip); once the merge stops, the pieces
// still running are stopped. False when the search is over.
template <class Phase>
bool search_depth_threaded(const Phase& phase, const std::vector<PhaseStart<typename Phase::Node>>& starts,
                           const std::vector<Piece>& pieces, int total, const PhaseLimits& limits,
                           PhaseSearchResult& out, SearchPool& pool, int threads) {
  const size_t count = pieces.size();
  std::vector<StartRun> runs(count);
  std::vector<char> ready(count, 0);
  std::atomic<size_t> next{0};
  std::atomic<bool> stop{false};
  std::mutex mutex;
  size_t merged = 0;
  bool over = false;
  std::vector<int> skip_to(starts.size(), -1);  // [start]: its first turns up to this one are left out
  PhaseLimits alone = limits;
  alone.wanted = limits.wanted - out.solutions.size();
  alone.max_nodes = limits.max_nodes - out.nodes;
  const auto work = [&] {
    PhaseSearchResult res;
    std::vector<uint64_t> found_at;
    PhaseIda<Phase> ida(phase, alone, res);
    ida.record_found_at(&found_at);
    ida.stop_on(&stop);
    for (;;) {
      const size_t k = next.fetch_add(1);
      if (k >= count || stop.load()) return;
      res = PhaseSearchResult{};
      found_at.clear();
      const Piece& piece = pieces[k];
      const PhaseStart<typename Phase::Node>& s = starts[piece.start];
      bool past = false;
      if (piece.m < 0) ida.run(s, 0);
      else ida.run_first(s, total - s.spent, static_cast<size_t>(piece.m), &past);
      std::lock_guard<std::mutex> lock(mutex);
      if (over) return;  // stopped part-way, perhaps: not merged
      runs[k] = StartRun{std::move(res.solutions), std::move(found_at), res.nodes, res.budget_spent, past};
      ready[k] = 1;
      for (; !over && merged < count && ready[merged]; ++merged) {
        const Piece& p = pieces[merged];
        StartRun run = std::move(runs[merged]);
        if (p.m >= 0 && p.m <= skip_to[p.start]) continue;  // one thread skips it
        over = merge_start_run(run, limits, out);
        if (run.past && p.m >= 0) skip_to[p.start] = p.m + static_cast<int>(ida.skip(static_cast<size_t>(p.m)));
      }
      if (over) stop = true;
    }
  };
  if (count == 0) return true;
  pool.run(static_cast<int>(std::min<size_t>(static_cast<size_t>(threads), count)), work);
  return !over;
}

}  // namespace detail

// Up to limits.wanted solutions over all starts, by total length (spent + phase turns)
// and within one length in the order of the starts (least spent + bound first), or of
// their pieces with limits.interleave. A start
// whose `last` is set plays no first turn that BlockTurns::may_follow refuses after it.
// On limits.threads > 1 the starts of a depth are searched at once, each alone, and
// merged in their order as one thread would have met them (detail::merge_start_run):
// the same solutions and node count on any number of threads, the work past the point
// where one thread would have stopped thrown away. The threads are the calling thread's
// SearchPoolScope's (a solve's, started once), or without one this call's own.
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
  std::optional<SearchPool> own_pool;
  SearchPool* pool = SearchPoolScope::current();
  if (limits.threads > 1 && (!pool || pool->threads() < limits.threads)) pool = &own_pool.emplace(limits.threads);
  for (int total = estimate[order[0]]; total <= limits.max_total; ++total) {
    if (limits.threads > 1 || limits.interleave) {
      std::vector<size_t> list;
      for (size_t i : order) {
        if (estimate[i] > total) break;
        list.push_back(i);
      }
      const std::vector<detail::Piece> pieces = detail::depth_pieces(phase, starts, list, total, limits.interleave);
      if (limits.threads > 1
              ? !detail::search_depth_threaded(phase, starts, pieces, total, limits, out, *pool, limits.threads)
              : !detail::search_depth_pieces(ida, starts, pieces, total))
        return out;
      continue;
    }
    for (size_t i : order) {
      if (estimate[i] > total) break;  // sorted: none after it fits either
      if (!ida.run(starts[i], total - starts[i].spent)) return out;
    }
  }
  return out;
}

}  // namespace cube::reduction
