// Phase 4 of the 5x5x5's five-phase reduction (five_phase_4.h): states made by random
// walks of the phase's own turns from solved, solved into phase 5's group (phase 5
// reads the result and solves it to reduced), each solution replayed on the stickers.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/cube_layout.h"
#include "core/facelets.h"
#include "five_phase_reduced.h"
#include "pair_search.h"
#include "solvers/reduction/five_phase_4.h"
#include "solvers/reduction/five_phase_5.h"
#include "tables/table_file.h"

namespace cube::reduction {
namespace {

TEST(FivePhase, Phase4SolvesRandomWalksIntoPhase5sGroup) {
  const FivePhase4Tables& t = five_phase_4_tables();
  const FivePhase4 phase(t);
  const FivePhase5 next(five_phase_5_tables());
  const BlockTurns& bt = block_turns(5);
  std::mt19937 rng(4);
  PhaseLimits limits;
  limits.max_total = 30;
  // Walks of 12 turns: cheap to solve (a random state of the group takes ~14 turns and
  // millions of nodes: docs/BENCHMARKS.md).
  for (int i = 0; i < 6; ++i) {
    std::string start = solved_facelets(Puzzle{5});
    std::vector<int> seq;
    for (int k = 0; k < 12; ++k) seq.push_back(t.turns[rng() % t.turns.size()]);
    bt.play(start, seq);
    FivePhase4::Node node;
    ASSERT_TRUE(phase.read(start, node)) << i;
    const PhaseSearchResult r = search_phase(phase, {{node, 0, -1, i}}, limits);
    ASSERT_EQ(r.solutions.size(), 1u) << i;
    std::string s = start;
    bt.play(s, r.solutions[0].turns);
    for (int m : r.solutions[0].turns) EXPECT_NE(std::find(t.turns.begin(), t.turns.end(), m), t.turns.end());
    FivePhase5::Node n5;
    ASSERT_TRUE(next.read(s, n5)) << i;
    const PhaseSearchResult r5 =
        search_phase(next, {{n5, r.solutions[0].total(), r.solutions[0].turns.back(), i}}, limits);
    ASSERT_EQ(r5.solutions.size(), 1u) << i;
    bt.play(s, r5.solutions[0].turns);
    EXPECT_TRUE(five_phase_reduced(s)) << i;
  }
}

// The edge table (five_phase_4_edges.h: every edge piece of the phase, stored by classes
// under the phase's rotations) against a plain breadth-first search over the pairs of
// rel coordinates themselves, 7 turns deep: every pair found has the table's distance,
// and each depth holds as many pairs as cube555 counts for its Phase4EdgeSym (its
// PruningValue.txt, the same group turned a quarter).
TEST(FivePhase, Phase4EdgeTableMatchesAPlainSearch) {
  const FivePhase4Tables& t = five_phase_4_tables();
  const size_t mv = t.turns.size();
  const uint64_t rels = t.edges.rels;
  const uint32_t e = t.midges.encode({4, 5, 6, 7});
  const uint64_t goal =
      t.rel(e, t.low, t.low.encode({4, 5, 6, 7})) * rels + t.rel(e, t.high, t.high.encode({4, 5, 6, 7}));
  const size_t cube555[] = {1, 4, 30, 200, 1296, 8187, 49334, 283026};
  const PairSearch search = search_pairs({goal}, rels, mv, t.low_rel, t.high_rel, 7, cube555);
  const auto& seen = search.depth;
  size_t wrong = 0;
  for (const auto& [k, d] : seen)
    wrong += t.edges.distance(static_cast<uint32_t>(k / rels), static_cast<uint32_t>(k % rels)) != d;
  EXPECT_EQ(wrong, 0u) << "of " << seen.size();
  // Past the search's depth the table says more than it.
  for (uint64_t k : search.frontier)
    for (size_t m = 0; m < mv; ++m) {
      const uint32_t lo = t.low_rel[k / rels * mv + m], hi = t.high_rel[k % rels * mv + m];
      if (!seen.count(uint64_t{lo} * rels + hi)) EXPECT_EQ(t.edges.distance(lo, hi), 8);
    }
}

// The edges-with-centres table (five_phase_4_edge_centres.h: distances mod 3 by the edge
// table's classes) against a plain breadth-first search over (low rel, R-L pattern) from
// the goals, 6 turns deep: each pair's entry is its distance mod 3 and the walk down the
// table (`exact`) finds its distance; each depth as many pairs as cube555 counts for its
// Phase4MLEdgeSymUDCenter.
TEST(FivePhase, Phase4EdgeCentreTableMatchesAPlainSearch) {
  const FivePhase4Tables& t = five_phase_4_tables();
  const FivePhase4EdgeCentres& ec = t.edge_centres;
  const size_t mv = t.turns.size();
  const uint64_t rls = t.rl.size();
  std::vector<uint64_t> goals;
  for (uint32_t g : ec.rl_goals) goals.push_back(ec.low_goal * rls + g);
  const size_t cube555[] = {6, 24, 216, 1622, 11198, 75990, 498774};
  const PairSearch search = search_pairs(goals, rls, mv, t.low_rel, t.rl.move, 6, cube555);
  const auto& seen = search.depth;
  size_t wrong = 0, walked = 0;
  for (const auto& [k, d] : seen) {
    const uint32_t lo = static_cast<uint32_t>(k / rls), rl = static_cast<uint32_t>(k % rls);
    wrong += ec.mod3(ec.index(t.edges, lo, rl)) != d % 3;
    if (k % 7 == 0) wrong += ec.exact(t.edges, t.low_rel, t.rl.move, static_cast<int>(mv), lo, rl) != d, ++walked;
  }
  EXPECT_EQ(wrong, 0u) << "of " << seen.size() << " (" << walked << " walked down)";
}

// A state's bound never exceeds the turns of a walk that made it (the high class read
// through the mirror, each class's edges-with-centres distance carried turn by turn).
TEST(FivePhase, Phase4BoundsWalksByTheirLength) {
  const FivePhase4Tables& t = five_phase_4_tables();
  const FivePhase4 phase(t);
  std::mt19937 rng(9);
  int sum = 0;
  for (int i = 0; i < 300; ++i) {
    std::string s = solved_facelets(Puzzle{5});
    FivePhase4::Node node, next;
    ASSERT_TRUE(phase.read(s, node));
    const int length = 1 + i % 9;
    for (int k = 0; k < length; ++k) {
      const int m = static_cast<int>(rng() % t.turns.size());
      block_turns(5).play(s, {t.turns[static_cast<size_t>(m)]});
      phase.after(node, m, next);
      node = next;
    }
    ASSERT_LE(phase.bound(node, 99), length) << i;
    FivePhase4::Node read;
    ASSERT_TRUE(phase.read(s, read));
    EXPECT_EQ(read.low_centres, node.low_centres) << i;
    EXPECT_EQ(read.high_centres, node.high_centres) << i;
    EXPECT_EQ(phase.bound(read, 99), phase.bound(node, 99)) << i;
    sum += phase.bound(node, 99);
  }
  EXPECT_GT(sum, 2 * 300);  // not all small (a walk of k turns is often nearer: 709 here)
}

TEST(FivePhase, Phase4RefusesStatesOutsideItsGroup) {
  const FivePhase4 phase(five_phase_4_tables());
  const BlockTurns& bt = block_turns(5);
  FivePhase4::Node node;
  std::string s = solved_facelets(Puzzle{5});
  EXPECT_TRUE(phase.read(s, node));
  bt.play(s, {bt.index(2, 1, 1)});  // F: flips middle edges
  EXPECT_FALSE(phase.read(s, node));
}

// The two edge tables fill by one breadth-first loop over the edge table's classes
// (five_phase_4_class_bfs.h), each with its own entry coding (4 bits; distance mod 3 in
// 2 bits): byte for byte the tables each filled by a loop of its own (main at fbd9a79,
// the checksums below; the stored copies' too, so a change here is a new set version).
// The tables this process solves with: filled here by that loop, or a fill's bytes read
// back from the test cache, which keeps a set under the hash of the sources that fill it
// (reduction_table_cache.cpp), so they are that loop's bytes either way (a fill of its
// own here took 6.4 s of a warm CTest run).
TEST(FivePhase, Phase4EdgeTablesAreTheBytesTheirOwnLoopsFilled) {
  const FivePhase4Tables& t = five_phase_4_tables();
  EXPECT_EQ(t.edges.dist.size(), 24877440u);
  EXPECT_EQ(tables::checksum64(t.edges.dist.data(), t.edges.dist.size()), 0x0545d642184f4fb3ull);
  EXPECT_EQ(t.edge_centres.dist.size(), 36279600u);
  EXPECT_EQ(tables::checksum64(t.edge_centres.dist.data(), t.edge_centres.dist.size()), 0x7af0926a29a0cce3ull);
}

// The distance tables are all a stored copy holds: the move tables made again and the
// stored distances copied in solve as the tables built here.
TEST(FivePhase, Phase4TablesFromStoredDistances) {
  const FivePhase4Tables& built = five_phase_4_tables();
  FivePhase4Tables copy = make_five_phase_4_tables();
  auto to = copy.distance_tables_to_fill();
  const auto from = built.distance_tables();
  ASSERT_EQ(to.size(), from.size());
  size_t bytes = 0;
  for (size_t i = 0; i < to.size(); ++i) {
    EXPECT_EQ(to[i].first, from[i].first);
    EXPECT_TRUE(to[i].second->empty());
    *to[i].second = *from[i].second;
    bytes += to[i].second->size();
  }
  EXPECT_EQ(bytes, built.bytes());
  const BlockTurns& bt = block_turns(5);
  std::string s = solved_facelets(Puzzle{5});
  bt.play(s, {bt.index(1, 1, 1), bt.index(0, 2, 2), bt.index(4, 1, 3), bt.index(2, 2, 2)});
  FivePhase4::Node a, b;
  ASSERT_TRUE(FivePhase4(built).read(s, a));
  ASSERT_TRUE(FivePhase4(copy).read(s, b));
  PhaseLimits limits;
  const PhaseSearchResult ra = search_phase(FivePhase4(built), {{a, 0, -1, 0}}, limits);
  const PhaseSearchResult rb = search_phase(FivePhase4(copy), {{b, 0, -1, 0}}, limits);
  ASSERT_EQ(ra.solutions.size(), 1u);
  ASSERT_EQ(rb.solutions.size(), 1u);
  EXPECT_EQ(ra.solutions[0].turns, rb.solutions[0].turns);
}

}  // namespace
}  // namespace cube::reduction
