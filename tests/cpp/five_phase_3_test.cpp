// Phase 3 of the 5x5x5's five-phase reduction (five_phase_3.h), and phases 3-5 one
// after the other: states made by random walks of phase 3's turns from solved, solved
// into phase 4's group, then phase 5's, then reduced; every solution replayed on the
// stickers, each phase's end read by the next phase.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "core/cube_layout.h"
#include "core/facelets.h"
#include "five_phase_reduced.h"
#include "solvers/reduction/five_phase_3.h"
#include "solvers/reduction/five_phase_4.h"
#include "solvers/reduction/five_phase_5.h"

namespace cube::reduction {
namespace {

// The first solution of a phase from one start, played on s; false when none.
template <class Phase>
bool play_phase(const Phase& phase, std::string& s, int& spent, int& last) {
  typename Phase::Node node;
  if (!phase.read(s, node)) return false;
  PhaseLimits limits;
  limits.max_total = spent + 20;
  limits.max_nodes = 20'000'000;
  const PhaseSearchResult r = search_phase(phase, {{node, spent, last, 0}}, limits);
  if (r.solutions.empty()) return false;
  for (int m : r.solutions[0].turns)
    if (std::find(phase.turns().begin(), phase.turns().end(), m) == phase.turns().end()) return false;
  block_turns(5).play(s, r.solutions[0].turns);
  spent = r.solutions[0].total();
  if (!r.solutions[0].turns.empty()) last = r.solutions[0].turns.back();
  return true;
}

TEST(FivePhase, Phases3To5SolveRandomWalksToReduced) {
  const FivePhase3 p3(five_phase_3_tables());
  const FivePhase4 p4(five_phase_4_tables());
  const FivePhase5 p5(five_phase_5_tables());
  std::mt19937 rng(3);
  // Walks of 9 turns: phase 3 solves them in thousands of nodes (a random state of its
  // group is beyond its tables today: docs/BENCHMARKS.md).
  for (int i = 0; i < 6; ++i) {
    std::string s = solved_facelets(Puzzle{5});
    std::vector<int> walk;
    for (int k = 0; k < 9; ++k) walk.push_back(p3.turns()[rng() % p3.turns().size()]);
    block_turns(5).play(s, walk);
    int spent = 0, last = -1;
    ASSERT_TRUE(play_phase(p3, s, spent, last)) << i;
    ASSERT_TRUE(play_phase(p4, s, spent, last)) << i;
    ASSERT_TRUE(play_phase(p5, s, spent, last)) << i;
    EXPECT_TRUE(five_phase_reduced(s)) << i;
  }
}

TEST(FivePhase, Phases3aAnd3bThen4And5SolveRandomWalksToReduced) {
  const FivePhase3Tables& t = five_phase_3_tables();
  const FivePhase3a p3a(t);
  const FivePhase3b p3b(t);
  const FivePhase4 p4(five_phase_4_tables());
  const FivePhase5 p5(five_phase_5_tables());
  std::mt19937 rng(33);
  for (int i = 0; i < 6; ++i) {
    std::string s = solved_facelets(Puzzle{5});
    std::vector<int> walk;
    for (int k = 0; k < 9; ++k) walk.push_back(p3a.turns()[rng() % p3a.turns().size()]);
    block_turns(5).play(s, walk);
    int spent = 0, last = -1;
    ASSERT_TRUE(play_phase(p3a, s, spent, last)) << i;
    FivePhase3b::Node node;
    ASSERT_TRUE(p3b.read(s, node)) << i;
    ASSERT_TRUE(play_phase(p3b, s, spent, last)) << i;
    ASSERT_TRUE(play_phase(p4, s, spent, last)) << i;
    ASSERT_TRUE(play_phase(p5, s, spent, last)) << i;
    EXPECT_TRUE(five_phase_reduced(s)) << i;
  }
}

TEST(FivePhase, Phase3bRefusesAWingOutOfItsClass) {
  const FivePhase3Tables& t = five_phase_3_tables();
  const BlockTurns& bt = block_turns(5);
  FivePhase3b::Node node;
  std::string s = solved_facelets(Puzzle{5});
  bt.play(s, {bt.index(0, 1, 1), bt.index(2, 1, 1)});  // U F: F flips middle edges
  EXPECT_FALSE(FivePhase3b(t).read(s, node));
  FivePhase3a::Node a;
  EXPECT_TRUE(FivePhase3a(t).read(s, a));
}

TEST(FivePhase, Phase3RefusesAnOddWingPermutation) {
  const FivePhase3Tables& t = five_phase_3_tables();
  const BlockTurns& bt = block_turns(5);
  FivePhase3a::Node node;
  std::string s = solved_facelets(Puzzle{5});
  bt.play(s, {bt.index(1, 2, 2), bt.index(0, 1, 1)});  // Rw2 U: phase 3's turns, even
  EXPECT_TRUE(FivePhase3a(t).read(s, node));
  // Two wings of class A swapped (as an inner slice's quarter turn would leave them, the
  // centres aside): an odd permutation.
  const CubeLayout& l = *cube_layout(5);
  int p = 0;
  while (!(t.class_a >> p & 1)) ++p;
  int q = p + 1;
  while (!(t.class_a >> q & 1)) ++q;
  for (int k = 0; k < 2; ++k)
    std::swap(s[static_cast<size_t>(l.wings[0][static_cast<size_t>(p)][static_cast<size_t>(k)])],
              s[static_cast<size_t>(l.wings[0][static_cast<size_t>(q)][static_cast<size_t>(k)])]);
  EXPECT_FALSE(FivePhase3a(t).read(s, node));
  for (int k = 0; k < 2; ++k)
    std::swap(s[static_cast<size_t>(l.wings[0][static_cast<size_t>(p)][static_cast<size_t>(k)])],
              s[static_cast<size_t>(l.wings[0][static_cast<size_t>(q)][static_cast<size_t>(k)])]);
  EXPECT_TRUE(FivePhase3a(t).read(s, node));
}

TEST(FivePhase, Phase3RefusesWhatIsNoCube) {
  const FivePhase3 phase(five_phase_3_tables());
  FivePhase3::Node node;
  std::string s = solved_facelets(Puzzle{5});
  EXPECT_TRUE(phase.read(s, node));
  const CubeLayout& l = *cube_layout(5);
  s = solved_facelets(Puzzle{5});
  std::swap(s[static_cast<size_t>(l.centres[0][0])], s[static_cast<size_t>(l.centres[0][4])]);  // U and R X-centres
  EXPECT_FALSE(phase.read(s, node));
}

TEST(FivePhase, PlaceSetsRankInOrder) {
  const PlaceSets sets = make_place_sets(24, 8);
  ASSERT_EQ(sets.masks.size(), 735471u);
  for (uint32_t r = 0; r < sets.masks.size(); r += 997) EXPECT_EQ(sets.rank(sets.masks[r]), r);
  EXPECT_EQ(sets.rank(sets.masks.back()), sets.masks.size() - 1);
}

}  // namespace
}  // namespace cube::reduction
