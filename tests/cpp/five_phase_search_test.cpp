// The five-phase reduction's generic phase search (five_phase_search.h) on a toy phase:
// the whole 5x5x5 sticker state under outer quarter and half turns, solved = done.
// Solutions come out shortest total first over several starts, replayed on the stickers;
// on several threads the same solutions and node counts as on one, with threads of the
// search's own or a solve's kept pool (solvers/search_pool.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "core/facelets.h"
#include "core/random_state.h"
#include "solvers/reduction/five_phase_search.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/search_pool.h"

namespace cube::reduction {
namespace {

struct StickerPhase {
  using Node = std::string;
  const BlockTurns& bt = ::cube::reduction::block_turns(5);
  std::vector<int> ts;
  std::string solved = solved_facelets(Puzzle{5});
  StickerPhase() {
    for (int f = 0; f < 6; ++f)
      for (int p = 1; p <= 3; ++p) ts.push_back(bt.index(f, 1, p));
  }
  const BlockTurns& block_turns() const { return bt; }
  const std::vector<int>& turns() const { return ts; }
  void after(const Node& from, int m, Node& to) const {
    to = from;
    bt.play(to, {ts[static_cast<size_t>(m)]});
  }
  int bound(const Node& node, int) const { return node == solved ? 0 : 1; }
  bool done(const Node& node) const { return node == solved; }
};

TEST(FivePhaseSearch, ShortestTotalFirstOverStarts) {
  const StickerPhase phase;
  const BlockTurns& bt = phase.bt;
  std::string two = phase.solved, three = phase.solved;
  bt.play(two, {bt.index(1, 1, 1), bt.index(0, 1, 1)});                       // R U
  bt.play(three, {bt.index(2, 1, 2), bt.index(1, 1, 3), bt.index(0, 1, 1)});  // F2 R' U
  PhaseLimits limits;
  limits.wanted = 2;
  limits.max_total = 5;
  // The three-turn start has spent less: 1 + 3 = 4 comes before 3 + 2 = 5.
  const PhaseSearchResult r = search_phase(phase, {{two, 3, -1, 7}, {three, 1, -1, 9}}, limits);
  ASSERT_EQ(r.solutions.size(), 2u);
  EXPECT_EQ(r.solutions[0].tag, 9);
  EXPECT_EQ(r.solutions[0].total(), 4);
  EXPECT_EQ(r.solutions[1].tag, 7);
  EXPECT_EQ(r.solutions[1].total(), 5);
  for (size_t i = 1; i < r.solutions.size(); ++i) EXPECT_LE(r.solutions[i - 1].total(), r.solutions[i].total());
  for (const PhaseSolution& s : r.solutions) {
    std::string f = s.tag == 7 ? two : three;
    bt.play(f, s.turns);
    EXPECT_EQ(f, phase.solved);
  }
}

TEST(FivePhaseSearch, StopsAtTheNodeBudget) {
  const StickerPhase phase;
  std::string s = phase.solved;
  const BlockTurns& bt = phase.bt;
  bt.play(s, {bt.index(1, 1, 1), bt.index(0, 1, 1), bt.index(2, 1, 1), bt.index(3, 1, 1), bt.index(4, 1, 1)});
  PhaseLimits limits;
  limits.max_nodes = 1000;
  const PhaseSearchResult r = search_phase(phase, {{s, 0, -1, 0}}, limits);
  EXPECT_TRUE(r.budget_spent);
  EXPECT_TRUE(r.solutions.empty());
  EXPECT_LE(r.nodes, 1001u);
}

TEST(FivePhaseSearch, LastTurnOfThePhaseBeforeIsRespected) {
  const StickerPhase phase;
  const BlockTurns& bt = phase.bt;
  std::string s = phase.solved;
  bt.play(s, {bt.index(0, 1, 1)});  // U: undone by U', which may follow an R but not a U2
  PhaseLimits limits;
  limits.max_total = 3;
  EXPECT_TRUE(search_phase(phase, {{s, 0, bt.index(0, 1, 2), 0}}, limits).solutions.empty());
  const PhaseSearchResult r = search_phase(phase, {{s, 0, bt.index(1, 1, 1), 0}}, limits);
  ASSERT_EQ(r.solutions.size(), 1u);
  EXPECT_EQ(r.solutions[0].turns, std::vector<int>{bt.index(0, 1, 3)});
}

// The toy phase with a rougher bound (stickers out of place / 20, rounded up: not a lower
// bound, but the same one for every thread count), so that first turns are pruned and
// skipped (PhaseIda::skip) as the real phases' are.
struct RoughPhase : StickerPhase {
  int bound(const Node& node, int) const {
    int off = 0;
    for (size_t i = 0; i < node.size(); ++i) off += node[i] != solved[i];
    return (off + 19) / 20;
  }
};

TEST(FivePhaseSearch, ThreadsGiveTheSameSolutionsAndNodesAsOne) {
  const RoughPhase phase;
  const BlockTurns& bt = phase.bt;
  Rng rng(5);
  std::vector<PhaseStart<std::string>> starts;
  for (int i = 0; i < 6; ++i) {
    std::string s = phase.solved;
    const int length = 2 + i % 3;
    std::vector<int> walk;
    for (int k = 0; k < length; ++k) walk.push_back(phase.ts[rng.below(phase.ts.size())]);
    bt.play(s, walk);
    starts.push_back({s, i % 2, i % 2 ? walk.back() : -1, i});
  }
  bool spent = false, found = false;  // the budget ran out in some searches; others found solutions
  for (const auto& [wanted, nodes] : std::vector<std::pair<size_t, uint64_t>>{
           {1, 50'000'000}, {40, 50'000'000}, {1000, 200'000}, {1000, 3'000}, {5, 20'000}}) {
    for (bool interleave : {false, true}) {
      PhaseLimits limits;
      limits.wanted = wanted;
      limits.max_nodes = nodes;
      limits.max_total = 6;
      limits.interleave = interleave;
      const PhaseSearchResult one = search_phase(phase, starts, limits);
      const auto same_as_one = [&](int threads, const char* pool) {
        limits.threads = threads;
        const PhaseSearchResult many = search_phase(phase, starts, limits);
        SCOPED_TRACE(std::to_string(limits.wanted) + " wanted, " + std::to_string(limits.max_nodes) + " nodes, " +
                     std::to_string(threads) + " threads, " + pool + (interleave ? ", interleaved" : ""));
        EXPECT_EQ(many.nodes, one.nodes);
        EXPECT_EQ(many.budget_spent, one.budget_spent);
        ASSERT_EQ(many.solutions.size(), one.solutions.size());
        for (size_t k = 0; k < one.solutions.size(); ++k) {
          EXPECT_EQ(many.solutions[k].tag, one.solutions[k].tag);
          EXPECT_EQ(many.solutions[k].turns, one.solutions[k].turns);
        }
      };
      for (int threads : {2, 3, 8}) same_as_one(threads, "the search's own pool");
      {
        // A solve's pool (solve_big's scope), lent to every search and depth in it.
        const SearchPoolScope solve(3);
        for (int threads : {1, 2, 3, 2}) same_as_one(threads, "a kept pool");
        EXPECT_LE(SearchPoolScope::current()->started(), 2);
      }
      spent = spent || one.budget_spent;
      found = found || one.solutions.size() > 1;
    }
  }
  EXPECT_TRUE(spent);
  EXPECT_TRUE(found);
}

// Interleaving the starts (PhaseLimits::interleave) changes the order a depth is
// searched in, not what it holds: searched to the end, both orders find the same
// solutions with the same nodes; in order the solutions of a depth come start by start,
// interleaved by their first turns (the starts' first turns taken in turn).
TEST(FivePhaseSearch, InterleavingReordersADepthAndFindsTheSame) {
  const StickerPhase phase;
  const BlockTurns& bt = phase.bt;
  std::vector<PhaseStart<std::string>> starts;
  for (int face : {2, 1, 0, 5}) {  // F, R, U, B: each undone by its inverse, U' first in the phase's turns
    std::string s = phase.solved;
    bt.play(s, {bt.index(face, 1, 1)});
    starts.push_back({s, 0, -1, static_cast<int>(starts.size())});
  }
  PhaseLimits limits;
  limits.wanted = 1000;
  limits.max_total = 3;
  const PhaseSearchResult in_order = search_phase(phase, starts, limits);
  limits.interleave = true;
  const PhaseSearchResult interleaved = search_phase(phase, starts, limits);
  EXPECT_EQ(interleaved.nodes, in_order.nodes);
  const auto tags_of_depth_one = [](const PhaseSearchResult& r) {
    std::vector<int> tags;
    for (const PhaseSolution& s : r.solutions)
      if (s.total() == 1) tags.push_back(s.tag);
    return tags;
  };
  EXPECT_EQ(tags_of_depth_one(in_order), (std::vector<int>{0, 1, 2, 3}));
  EXPECT_EQ(tags_of_depth_one(interleaved), (std::vector<int>{2, 1, 0, 3}));  // U', R', F', B'
  const auto sorted = [](std::vector<PhaseSolution> v) {
    std::vector<std::pair<int, std::vector<int>>> out;
    for (PhaseSolution& s : v) out.emplace_back(s.tag, std::move(s.turns));
    std::sort(out.begin(), out.end());
    return out;
  };
  EXPECT_EQ(sorted(interleaved.solutions), sorted(in_order.solutions));
  for (const PhaseSolution& s : interleaved.solutions) {
    std::string f = starts[static_cast<size_t>(s.tag)].node;
    bt.play(f, s.turns);
    EXPECT_EQ(f, phase.solved);
  }
}

}  // namespace
}  // namespace cube::reduction
