// Phase 5 of the 5x5x5's five-phase reduction (five_phase_5.h): states made by random
// walks of the phase's own turns from solved, solved to reduced (every centre home,
// every edge paired), each solution replayed on the stickers.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/cube_layout.h"
#include "core/facelets.h"
#include "five_phase_reduced.h"
#include "pair_search.h"
#include "solvers/reduction/five_phase_5.h"

namespace cube::reduction {
namespace {

std::string walk(const std::vector<int>& turns, int length, std::mt19937& rng) {
  std::string s = solved_facelets(Puzzle{5});
  std::vector<int> seq;
  for (int i = 0; i < length; ++i) seq.push_back(turns[rng() % turns.size()]);
  block_turns(5).play(s, seq);
  return s;
}

TEST(FivePhase, Phase5WingClassesAreOneASlot) {
  const FivePhase5Tables& t = five_phase_5_tables();
  ASSERT_EQ(t.low.wings.size(), 8u);
  ASSERT_EQ(t.high.wings.size(), 8u);
  for (int e = 0; e < 8; ++e) EXPECT_EQ(t.low.wings[static_cast<size_t>(e)] / 2, e);
}

// Phase 5's all-centre pattern, joined from its U-D, R-L and F-B centres' patterns
// (join_sticker_patterns), is the pattern the 48 stickers make: the same numbers, move
// table and reading of a state (so the stored distances by it stay as they were).
TEST(FivePhase, Phase5CentresJoinedAreTheStickersPattern) {
  const FivePhase5Tables& t = five_phase_5_tables();
  const CubeLayout& l = *cube_layout(5);
  std::vector<int> all;
  for (int o = 0; o < 2; ++o)
    for (int i = 0; i < 24; ++i) all.push_back(l.centres[static_cast<size_t>(o)][static_cast<size_t>(i)]);
  const StickerPattern plain = make_sticker_pattern(block_turns(5), t.turns, all, {solved_facelets(Puzzle{5})});
  ASSERT_EQ(t.centres.size(), plain.size());
  EXPECT_EQ(t.centres.size(), 176400u);
  EXPECT_TRUE(t.centres.move == plain.move);
  std::mt19937 rng(9);
  for (int i = 0; i < 20; ++i) {
    const std::string s = walk(t.turns, 30, rng);
    EXPECT_EQ(t.centres.of(s), plain.of(s)) << i;
  }
}

TEST(FivePhase, Phase5SolvesRandomWalksToReduced) {
  const FivePhase5Tables& t = five_phase_5_tables();
  const FivePhase5 phase(t);
  std::mt19937 rng(5);
  PhaseLimits limits;
  limits.wanted = 1;
  limits.max_total = 30;
  // Walks of 14 turns: solutions of up to 14 in thousands of nodes (a random state of
  // the group takes ~16 and millions: docs/BENCHMARKS.md).
  for (int i = 0; i < 6; ++i) {
    const std::string start = walk(t.turns, 14, rng);
    FivePhase5::Node node;
    ASSERT_TRUE(phase.read(start, node)) << i;
    const PhaseSearchResult r = search_phase(phase, {{node, 0, -1, i}}, limits);
    ASSERT_EQ(r.solutions.size(), 1u) << i;
    std::string s = start;
    block_turns(5).play(s, r.solutions[0].turns);
    EXPECT_TRUE(five_phase_reduced(s)) << i;
    for (int m : r.solutions[0].turns) EXPECT_NE(std::find(t.turns.begin(), t.turns.end(), m), t.turns.end());
  }
}

// The edge table (the low class's wing-to-midge permutation with the U-D centres, by
// classes under symmetries: five_phase_coords.h's SymPairTable) against a plain
// breadth-first search over the pairs themselves, 7 turns deep: each pair found has the
// table's distance (the pairs a class's own symmetries relate were once filled apart, and
// 12,238 of these 399,358 stood above their distance), and each depth holds as many pairs
// as cube555 counts for its Phase5LEdgeSymCenter.
TEST(FivePhase, Phase5EdgeTableMatchesAPlainSearch) {
  const FivePhase5Tables& t = five_phase_5_tables();
  const size_t mv = t.turns.size();
  const uint64_t us = t.ud.size();
  const size_t cube555[] = {1, 4, 30, 196, 1315, 8527, 54089, 335196};
  // From solved: both coordinates 0.
  const PairSearch search = search_pairs({0}, us, mv, t.low.move, t.ud.move, 7, cube555);
  const auto& seen = search.depth;
  size_t wrong = 0;
  for (const auto& [k, d] : seen)
    wrong += t.low_ud.distance(static_cast<uint32_t>(k / us), static_cast<uint32_t>(k % us)) != d;
  EXPECT_EQ(wrong, 0u) << "of " << seen.size();
}

TEST(FivePhase, Phase5RefusesStatesOutsideItsGroup) {
  const FivePhase5 phase(five_phase_5_tables());
  const BlockTurns& bt = block_turns(5);
  FivePhase5::Node node;
  std::string s = solved_facelets(Puzzle{5});
  EXPECT_TRUE(phase.read(s, node));
  bt.play(s, {bt.index(1, 1, 1)});  // R: takes edges out of the E slice
  EXPECT_FALSE(phase.read(s, node));
  s = solved_facelets(Puzzle{5});
  bt.play(s, {bt.index(0, 2, 1)});  // Uw: the E slice's wings leave their midges
  EXPECT_FALSE(phase.read(s, node));
}

}  // namespace
}  // namespace cube::reduction
